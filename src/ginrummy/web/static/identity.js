// The start page's "You are Ann#4821" panel: the online name of this browser, with
// "change name", "use on another device" (a one-time code), "devices" (the devices
// signed in with this name, each of which can be signed out: devices.js) and "enter a
// code" (made on another device). A browser that was signed out from another device
// says so here, once, as a new visitor. Before the first online game there is no player yet: the name field
// of the form is the name it will get.

import { h } from "./common.js";
import { devicesBox } from "./devices.js";
import { attr, lang, reloadInKeptLanguage, t } from "./l10n.js";
import {
  baseName,
  claimCode,
  currentPlayer,
  linkProfile,
  profileUrl,
  refreshPlayer,
  renamePlayer,
  takeSignedOutNotice,
  transferCode,
} from "./player.js";


/** A player's name, marked as theirs (not translated, not counted as the page's words). */
function nameOf(name) {
  return h("span", { translate: "no" }, name);
}

/** The marker a sentence's name placeholder is given, where the name goes as an element. */
const NAME = "\u2063";

/** `text` (a message whose $name was NAME) split around `name`: [before, name, after]. */
function withName(text, name) {
  const at = text.indexOf(NAME);
  const node = name instanceof Node ? name : nameOf(name);
  return at < 0 ? [text] : [text.slice(0, at), node, text.slice(at + NAME.length)];
}

/** `root` is the panel; `nameField` the form's name field (shown while there is no player). */
export function createIdentityPanel(root, nameField) {
  const status = h("p", { class: "muted identity-status", role: "status" });

  function closeForms() {
    for (const form of root.querySelectorAll(".identity-form, .identity-code, .identity-devices")) form.remove();
  }

  function say(text, name = null) {
    // A sentence with a player's name in it: the name is kept apart (translate="no").
    if (name === null) status.textContent = text;
    else status.replaceChildren(...withName(text, name));
  }

  function renameForm() {
    closeForms();
    const player = currentPlayer();
    const input = h("input", {
      id: "new-name",
      type: "text",
      maxlength: 24,
      autocomplete: "nickname",
      value: baseName(player?.name),
      required: true,
    });
    const form = h(
      "form",
      { class: "identity-form", novalidate: true },
      h("label", { for: "new-name" }, t("start-identity-new-name")),
      h("div", { class: "invite-row" }, input, h("button", { type: "submit", class: "btn" }, t("start-identity-save"))),
    );
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const name = input.value.trim();
      if (!name) {
        say(t("start-identity-type-name"));
        return;
      }
      try {
        const tagged = await renamePlayer(name);
        render();
        say(t("start-identity-renamed", { name: NAME }), tagged);
      } catch (err) {
        say(err.message);
      }
    });
    root.append(form);
    input.focus();
    input.select();
  }

  async function showCode() {
    closeForms();
    try {
      const { code, expires_in: seconds } = await transferCode();
      const minutes = Math.max(1, Math.round((Number(seconds) || 600) / 60));
      const box = h(
        "div",
        { class: "identity-code", role: "group", "aria-label": attr("start-identity-code-label", "aria-label") },
        h("p", {}, t("start-identity-code-how", { minutes })),
        h("p", { class: "transfer-code", id: "transfer-code", tabindex: "-1" }, String(code)),
      );
      root.append(box);
      box.querySelector(".transfer-code").focus();
      say(t("start-identity-code-said", { code: String(code) }));
    } catch (err) {
      say(err.message);
    }
  }

  function showDevices() {
    closeForms();
    root.append(devicesBox(say));
  }

  function codeForm() {
    closeForms();
    const input = h("input", {
      id: "claim-code",
      type: "text",
      maxlength: 16,
      autocomplete: "one-time-code",
      autocapitalize: "characters",
      spellcheck: "false",
      required: true,
    });
    const replacing = currentPlayer();
    const form = h(
      "form",
      { class: "identity-form", novalidate: true },
      h("label", { for: "claim-code" }, t("start-identity-code-input")),
      replacing
        ? h("p", { class: "muted" }, ...withName(t("start-identity-replacing", { name: NAME }), replacing.name))
        : null,
      h("div", { class: "invite-row" }, input, h("button", { type: "submit", class: "btn" }, t("start-identity-use-code"))),
    );
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const code = input.value.trim();
      if (!code) {
        say(t("start-identity-type-code"));
        return;
      }
      try {
        const player = await claimCode(code);
        if (player.language && player.language !== lang) {
          reloadInKeptLanguage(); // the player's language, chosen on another device
          return;
        }
        render();
        say(t("start-identity-welcome", { name: NAME }), player.name);
      } catch (err) {
        say(err.status === 404 ? t("start-identity-bad-code") : err.message);
      }
    });
    root.append(form);
    input.focus();
  }

  function linkButton(text, onclick, id) {
    return h("button", { type: "button", class: "link-button", id, onclick }, text);
  }

  function render() {
    const player = currentPlayer();
    // A separator stays with the link after it: a line never ends in a lone "·" (the
    // sentence for a newcomer needs none).
    const sep = () => h("span", { class: "sep", "aria-hidden": "true" }, " \u00b7 ");
    const then = (button) => [" ", h("span", { class: "identity-item" }, sep(), button)];
    const line = player
      ? h(
          "p",
          { class: "identity-line" },
          ...withName(
            t("start-identity-you-are", { name: NAME }),
            h("a", { href: profileUrl(player.player_id), class: "identity-name", id: "identity-name", translate: "no" }, player.name),
          ),
          ...then(linkButton(t("start-identity-change-name"), renameForm, "change-name")),
          ...then(linkButton(t("start-identity-transfer"), showCode, "transfer")),
          ...then(linkButton(t("start-identity-devices"), showDevices, "devices")),
          ...then(linkButton(t("start-identity-enter-code"), codeForm, "enter-code")),
        )
      : h(
          "p",
          { class: "identity-line" },
          t("start-identity-newcomer"),
          " ",
          linkButton(t("start-identity-enter-code-first"), codeForm, "enter-code"),
        );
    nameField.hidden = Boolean(player);
    closeForms();
    root.replaceChildren(line, status);
    linkProfile();
  }

  function noticeSignedOut() {
    if (takeSignedOutNotice()) say(t("start-identity-signed-out"));
  }

  async function refresh() {
    render();
    noticeSignedOut(); // signed out as a table or a socket found it
    const before = JSON.stringify(currentPlayer());
    try {
      await refreshPlayer();
    } catch {
      // Offline, or a player the server does not know (forgotten): shown as it stands.
    }
    if (JSON.stringify(currentPlayer()) !== before) render();
    noticeSignedOut(); // signed out as this page asked
  }

  return { render, refresh };
}
