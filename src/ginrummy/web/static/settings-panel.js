// The settings panel: a native <dialog> (focus kept inside, Esc closes) opened by the
// gear button "Settings" of the start page and the table. Every setting of settings.js
// is a real form control with a label; a change is applied at once and kept in this
// browser (writeSetting). It follows changes made elsewhere too: another tab, or a card
// dragged within the hand (which makes the order "custom").

import { h } from "./common.js";
import { t } from "./l10n.js";
import { DEFAULTS, onSettings, readSettings, writeSetting } from "./settings.js";

/**
 * The controls, in groups: [legend, [setting, label, choices or null, note]], each word a
 * message id of web-start.ftl (start-settings-...), looked up as the dialog is built.
 */
const GROUPS = [
  [
    "cards",
    [
      ["largeCards", "large-cards", null, null],
      ["fourColour", "four-colour", null, "four-colour-note"],
      [
        "sort",
        "sort",
        [
          ["melds", "sort-melds"],
          ["suit", "sort-suit"],
          ["rank", "sort-rank"],
          ["custom", "sort-custom"],
        ],
        "sort-note",
      ],
    ],
  ],
  [
    "look",
    [
      [
        "theme",
        "theme",
        [
          ["auto", "like-device"],
          ["light", "theme-light"],
          ["dark", "theme-dark"],
        ],
        null,
      ],
      [
        "motion",
        "motion",
        [
          ["auto", "like-device"],
          ["reduced", "motion-reduced"],
          ["full", "motion-full"],
        ],
        "motion-note",
      ],
    ],
  ],
  [
    "play",
    [
      ["sounds", "sounds", null, null],
      [
        "computerSpeed",
        "speed",
        [
          ["slow", "speed-slow"],
          ["normal", "speed-normal"],
          ["fast", "speed-fast"],
        ],
        null,
      ],
      ["autoNextHand", "auto-next", null, "auto-next-note"],
      ["guide", "guide", null, null],
    ],
  ],
  [
    "forgiveness",
    [
      ["takeBack", "take-back", null, "take-back-note"],
      ["confirmDiscard", "confirm-discard", null, null],
    ],
  ],
];

/** The words of a GROUPS id. */
function words(id) {
  return id ? t(`start-settings-${id}`) : null;
}

const GEAR =
  "M9.3 4.9L9.7 1.7L14.3 1.7L14.7 4.9L15.1 5.1L17.7 3.0L21.0 6.3L18.9 8.9L19.1 9.3L22.3 9.7" +
  "L22.3 14.3L19.1 14.7L18.9 15.1L21.0 17.7L17.7 21.0L15.1 18.9L14.7 19.1L14.3 22.3L9.7 22.3" +
  "L9.3 19.1L8.9 18.9L6.3 21.0L3.0 17.7L5.1 15.1L4.9 14.7L1.7 14.3L1.7 9.7L4.9 9.3L5.1 8.9" +
  "L3.0 6.3L6.3 3.0L8.9 5.1ZM12 8.6A3.4 3.4 0 1 0 12 15.4A3.4 3.4 0 1 0 12 8.6Z";

const SVG_NS = "http://www.w3.org/2000/svg";

/** A gear drawn as inline SVG (no icon font), hidden from screen readers. */
function gearIcon() {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("class", "gear");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  const path = document.createElementNS(SVG_NS, "path");
  path.setAttribute("d", GEAR);
  path.setAttribute("fill", "currentColor");
  path.setAttribute("fill-rule", "evenodd");
  svg.append(path);
  return svg;
}

function noteFor(id, note) {
  return note ? h("p", { class: "setting-note", id: `${id}-note` }, note) : null;
}

function checkbox(key, label, note) {
  const id = `setting-${key}`;
  return h(
    "div",
    { class: "setting setting-check" },
    h("input", {
      type: "checkbox",
      id,
      "data-setting": key,
      "aria-describedby": note ? `${id}-note` : null,
      onchange: (event) => writeSetting(key, event.target.checked),
    }),
    h("label", { for: id }, label),
    noteFor(id, note),
  );
}

function radios(key, label, choices, note) {
  const id = `setting-${key}`;
  return h(
    "fieldset",
    { class: "setting setting-choice", "data-setting": key, "aria-describedby": note ? `${id}-note` : null },
    h("legend", {}, label),
    h(
      "div",
      { class: "setting-options" },
      choices.map(([value, text]) =>
        h(
          "label",
          { class: "setting-option" },
          h("input", {
            type: "radio",
            name: id,
            value,
            onchange: () => writeSetting(key, value),
          }),
          h("span", {}, text),
        ),
      ),
    ),
    noteFor(id, note),
  );
}

/** Put the current settings into the controls (after a change here or elsewhere). */
function fill(dialog, settings) {
  for (const el of dialog.querySelectorAll("[data-setting]")) {
    const value = settings[el.dataset.setting];
    if (el.type === "checkbox") el.checked = Boolean(value);
    else for (const radio of el.querySelectorAll("input[type=radio]")) radio.checked = radio.value === value;
  }
}

function buildDialog() {
  const listed = new Set(GROUPS.flatMap(([, items]) => items.map(([key]) => key)));
  for (const key of Object.keys(DEFAULTS)) {
    if (!listed.has(key)) console.warn(`settings-panel.js: no control for the setting ${key}`);
  }
  const dialog = h(
    "dialog",
    { class: "settings-dialog", id: "settings-dialog", "aria-labelledby": "settings-title" },
    h("h2", { id: "settings-title" }, t("start-settings")),
    h("p", { class: "muted" }, t("start-settings-kept")),
    GROUPS.map(([legend, items]) =>
      h(
        "fieldset",
        { class: "settings-group" },
        h("legend", {}, words(legend)),
        items.map(([key, label, choices, note]) =>
          choices
            ? radios(
                key,
                words(label),
                choices.map(([value, text]) => [value, words(text)]),
                words(note),
              )
            : checkbox(key, words(label), words(note)),
        ),
      ),
    ),
    h("form", { method: "dialog" }, h("button", { class: "btn btn-primary", id: "settings-close" }, t("start-settings-done"))),
  );
  document.body.append(dialog);
  onSettings((settings) => fill(dialog, settings));
  return dialog;
}

/**
 * Make `button` (the gear "Settings" button of a page's header) open the panel. The
 * dialog is built on the first click; the focus goes back to the button when it closes.
 */
export function initSettingsPanel(button) {
  if (!button) return null;
  button.prepend(gearIcon());
  button.setAttribute("aria-haspopup", "dialog");
  let dialog = null;
  const open = () => {
    dialog ||= buildDialog();
    fill(dialog, readSettings());
    if (!dialog.open) dialog.showModal();
  };
  button.addEventListener("click", () => {
    open();
    dialog.addEventListener("close", () => button.focus(), { once: true });
  });
  return { open };
}
