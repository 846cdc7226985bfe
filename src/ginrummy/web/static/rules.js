// The rules page (/rules?preset=NAME, or /rules?room=ID for the rules of one table): a
// chooser of the presets of GET /api/options, the chosen rules in numbers, and each
// section of rules.html filled in for them (rules-sections.js).

import "./settings.js"; // first: the look (theme, card size) is on <html> before we draw
import { api, h } from "./common.js";
import { formatNumber, intlLocale, t } from "./l10n.js";
import { SECTIONS, summary } from "./rules-sections.js";

const $ = (id) => document.getElementById(id);
const query = new URLSearchParams(window.location.search);

let options = null; // GET /api/options
let firstRender = true;

function showError(text) {
  $("rules-error").textContent = text || "";
  $("rules-error").hidden = !text;
}

function presetNamed(name) {
  const key = String(name || "").trim().toLowerCase();
  return options.presets.find((p) => p.name === key) || null;
}

/** The options of a table that differ from its preset, in words ("Knock limit: 7"). */
function changedOptions(preset, rules) {
  return (options.options || [])
    .filter((spec) => preset && rules[spec.name] !== preset.rules[spec.name])
    .map((spec) => {
      const value = rules[spec.name];
      const words =
        value === null
          ? t("rules-value-off")
          : value === true
            ? t("rules-value-yes")
            : value === false
              ? t("rules-value-no")
              : typeof value === "number"
                ? formatNumber(value)
                : String(value);
      // The option's label is the server's (its words in the page's language).
      return t("rules-option-changed", { option: spec.label.replace(/\s*\(.*\)$/, ""), value: words });
    });
}

function render(entry, origin) {
  const { preset, rules } = entry;
  $("rules-preset").value = preset.name;
  $("rules-origin").textContent = origin || "";
  $("rules-summary").replaceChildren(
    ...summary(rules).map(([label, value, key]) =>
      h("div", {}, h("dt", {}, label), h("dd", { dataset: { rule: key } }, String(value))),
    ),
  );
  const context = { presets: options.presets, current: preset.name };
  for (const [id, section] of Object.entries(SECTIONS)) {
    const body = document.querySelector(`#${CSS.escape(id)} .rule-body`);
    if (body) body.replaceChildren(...section(rules, context));
  }
  document.title = t("rules-page-title-preset", { preset: preset.label || preset.name });
  // The browser scrolled to /rules#deadwood before the sections had their text; now that
  // everything above it has its height, go there again.
  const target = firstRender && window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
  if (target) target.scrollIntoView();
  firstRender = false;
  document.body.dataset.loaded = "true";
}

/** The rules of the table `roomId` (its preset and its own options), or null. */
async function roomRules(roomId) {
  try {
    const room = await api(`/api/rooms/${encodeURIComponent(roomId)}`);
    const preset = presetNamed(room.rules);
    if (!preset || !room.options) return null;
    const rules = { ...preset.rules, ...room.options };
    const changes = changedOptions(preset, rules);
    const label = preset.label || preset.name;
    const origin = changes.length
      ? t("rules-origin-table-changed", {
          preset: label,
          changes: new Intl.ListFormat(intlLocale, { type: "unit" }).format(changes),
        })
      : t("rules-origin-table", { preset: label });
    return { entry: { preset, rules }, origin };
  } catch {
    return null; // an old link: the preset chooser still works
  }
}

async function start() {
  try {
    options = await api("/api/options");
  } catch (err) {
    showError(t("rules-error-load", { error: err.message }));
    return;
  }
  $("rules-preset").replaceChildren(
    ...options.presets.map((p) => h("option", { value: p.name }, p.label || p.name)),
  );
  const fromRoom = query.get("room") ? await roomRules(query.get("room")) : null;
  if (fromRoom) {
    render(fromRoom.entry, fromRoom.origin);
    return;
  }
  // The server answers 404 for a preset it does not know, so this is a known one.
  const preset = presetNamed(query.get("preset") || options.default_preset) || options.presets[0];
  render({ preset, rules: preset.rules }, "");
}

$("rules-preset").addEventListener("change", () => {
  const preset = presetNamed($("rules-preset").value);
  if (!preset) return;
  const url = new URL(window.location.href);
  url.search = `?preset=${encodeURIComponent(preset.name)}`;
  window.history.replaceState(null, "", url);
  render({ preset, rules: preset.rules }, "");
});
$("rules-picker").addEventListener("submit", (event) => event.preventDefault());

start();
