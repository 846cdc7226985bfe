// The start page: one tap to a table. "Play the computer" starts a game with the
// options under "Options" (the ones this browser used last, `ginrummy.start`, or the
// server's defaults), "Play someone now" joins the pairing queue, "Invite a friend"
// creates a room and opens its table, where the invite link waits to be copied. The
// options (name, level, rules, target, a friend's move clock) are one tap away, under
// the buttons. Also: this browser's online name, statistics and unfinished games.
//
// `/?computer=LEVEL&rules=PRESET&target=N` starts a game against the computer at once:
// the link "Play the computer while you wait" opens it in a new tab.

import "./settings.js"; // first: the player's look (theme, card size, motion) before anything draws
import {
  api,
  clientId,
  gameLabel,
  h,
  listSeats,
  loadJSON,
  saveJSON,
  saveName,
  saveSeat,
  savedName,
} from "./common.js";
import { createIdentityPanel } from "./identity.js";
import { createPairing } from "./pairing.js";
import { apiAsPlayer, ensurePlayer, linkProfile } from "./player.js";
import { initSettingsPanel } from "./settings-panel.js";
import { formatNumber, lang, t } from "./l10n.js";

const form = document.getElementById("start-form");
const nameInput = document.getElementById("name");
const levelsBox = document.getElementById("levels");
const presetSelect = document.getElementById("preset");
const optionsBox = document.getElementById("options");
const targetInput = document.getElementById("opt-game_target");
const errorBox = document.getElementById("form-error");
const summary = document.getElementById("quick-summary");

/** Where the options of the last game started here are kept (`ginrummy.start`). */
const SAVED = "start";

let options = null; // GET /api/options
let busy = false;

function showError(message) {
  errorBox.textContent = message;
  errorBox.hidden = !message;
}

function currentPreset() {
  return options?.presets.find((p) => p.name === presetSelect.value) || options?.presets[0];
}

/** The options whose label already says what an empty field means (in every language). */
const SAYS_EMPTY = new Set(["big_gin_bonus", "reshuffle_limit"]);

function optionInput(opt) {
  const id = `opt-${opt.name}`;
  let input;
  if (opt.type === "bool") {
    input = h("input", { id, type: "checkbox", "data-option": opt.name });
    return h("div", { class: "field field-check" }, input, h("label", { for: id }, opt.label));
  }
  if (opt.type === "choice") {
    input = h(
      "select",
      { id, "data-option": opt.name },
      (opt.choices || []).map((c, i) => h("option", { value: c }, String(opt.choice_labels?.[i] ?? c))),
    );
  } else {
    input = h("input", {
      id,
      type: "number",
      inputmode: "numeric",
      min: opt.min,
      max: opt.max,
      "data-option": opt.name,
      placeholder: opt.nullable ? t("start-option-off") : null,
    });
  }
  const sayEmpty = opt.nullable && !SAYS_EMPTY.has(opt.name);
  const note = sayEmpty ? [" ", h("span", { class: "muted" }, t("start-option-empty-off"))] : null;
  return h("div", { class: "field" }, h("label", { for: id }, opt.label, note), input);
}

/** An option's value as its field shows it: big gin `"gin"` scores the gin bonus (docs/rules.md). */
function shownValue(rules, name) {
  const value = rules?.[name];
  return name === "big_gin_bonus" && value === "gin" ? rules.gin_bonus : value;
}

function fillOptions() {
  const preset = currentPreset();
  if (!preset) return;
  for (const input of form.querySelectorAll("[data-option]")) {
    const value = shownValue(preset.rules, input.dataset.option);
    if (input.type === "checkbox") input.checked = Boolean(value);
    else input.value = value === null || value === undefined ? "" : String(value);
  }
  const note = document.getElementById("preset-note");
  note.textContent = preset.description || "";
  // "How to play" explains the preset chosen here (rules.html, docs/web.md).
  document.getElementById("how-to-play").href = `/rules?preset=${encodeURIComponent(preset.name)}`;
}

function chosenOptions() {
  const preset = currentPreset();
  const chosen = {};
  for (const input of form.querySelectorAll("[data-option]")) {
    const name = input.dataset.option;
    const spec = options.options.find((o) => o.name === name);
    if (!spec) continue;
    let value;
    if (spec.type === "bool") value = input.checked;
    else if (spec.type === "choice") value = input.value;
    else if (input.value.trim() === "") {
      if (!spec.nullable) throw new Error(t("start-error-number", { label: spec.label }));
      value = null;
    } else {
      value = Number(input.value);
      if (!Number.isInteger(value)) throw new Error(t("start-error-whole", { label: spec.label }));
      if (spec.min !== undefined && value < spec.min) {
        throw new Error(t("start-error-min", { label: spec.label, min: String(spec.min) }));
      }
      if (spec.max !== undefined && value > spec.max) {
        throw new Error(t("start-error-max", { label: spec.label, max: String(spec.max) }));
      }
    }
    const base = shownValue(preset?.rules, name);
    if (value !== base) chosen[name] = value;
  }
  // The big gin field showed the preset's gin bonus: with the gin bonus changed, it keeps
  // the number shown rather than following the gin bonus.
  const bigGin = form.querySelector('[data-option="big_gin_bonus"]');
  if (bigGin && preset?.rules?.big_gin_bonus === "gin" && "gin_bonus" in chosen && !("big_gin_bonus" in chosen)) {
    chosen.big_gin_bonus = preset.rules.gin_bonus;
  }
  return chosen;
}

/**
 * GET /api/options in the page's language: the server would choose the same from the
 * cookie or Accept-Language, but not a language the page's own address asked for
 * (`?lang=`), so that one is said.
 */
function optionsAddress() {
  return lang === "en" ? "/api/options" : `/api/options?lang=${encodeURIComponent(lang)}`;
}

async function loadOptions() {
  try {
    options = await api(optionsAddress());
  } catch (err) {
    showError(t("start-error-options", { error: err.message }));
    return;
  }
  levelsBox.replaceChildren(h("legend", {}, t("start-levels")));
  const saved = loadJSON(SAVED) || {};
  const known = (name) => options.levels.some((l) => l.name === name);
  const defaultLevel = known(saved.level) ? saved.level : options.default_level || options.levels[0]?.name;
  for (const level of options.levels) {
    const id = `level-${level.name}`;
    levelsBox.append(
      h(
        "div",
        { class: "level" },
        h("input", {
          type: "radio",
          name: "level",
          id,
          value: level.name,
          checked: level.name === defaultLevel,
        }),
        h("label", { for: id }, level.label || level.name),
      ),
    );
  }
  const presetName = options.presets.some((p) => p.name === saved.rules) ? saved.rules : options.default_preset;
  presetSelect.replaceChildren(
    ...options.presets.map((p) => h("option", { value: p.name, selected: p.name === presetName }, p.label || p.name)),
  );
  optionsBox.replaceChildren(
    ...options.options.filter((o) => o.name !== "game_target").map(optionInput),
  );
  const target = options.options.find((o) => o.name === "game_target");
  if (target) {
    targetInput.min = target.min ?? 1;
    targetInput.max = target.max ?? 1000;
  }
  fillOptions();
  applySaved(saved);
  showSummary();
  // Until now the buttons and the rules were disabled (index.html): a click would have
  // done nothing, and a target typed early would have been overwritten just above.
  for (const el of form.querySelectorAll("[data-needs-options]")) el.disabled = false;
  form.removeAttribute("aria-busy");
}

/**
 * The options of the last game started here, put back over the preset's: "Play the
 * computer" is one tap, so it plays what this browser chose before. A value the form
 * does not take any more (an option gone, a clock no longer offered) is skipped.
 */
function applySaved(saved) {
  for (const [name, value] of Object.entries(saved.options || {})) {
    const input = form.querySelector(`[data-option="${CSS.escape(name)}"]`);
    if (!input) continue;
    if (input.type === "checkbox") input.checked = Boolean(value);
    else input.value = value === null ? "" : String(value);
  }
  const clock = document.getElementById("friend-clock");
  if ([...clock.options].some((o) => o.value === saved.clock)) clock.value = saved.clock;
}

/** Keeps the options of a game just started, for the next one (`applySaved`). */
function saveChoices(chosen) {
  saveJSON(SAVED, {
    level: form.querySelector('input[name="level"]:checked')?.value,
    rules: presetSelect.value,
    options: chosen,
    clock: document.getElementById("friend-clock").value,
  });
}

/** What "Play the computer" will start, in words under it: "Medium · Standard, to 100". */
function showSummary() {
  if (!options) return;
  const level = form.querySelector('input[name="level"]:checked');
  const levelName = level ? form.querySelector(`label[for="${level.id}"]`)?.textContent : "";
  const target = targetInput.value || currentPreset()?.rules?.game_target;
  const words = [levelName, gameLabel(presetSelect.value, target, options.presets)].filter(Boolean);
  summary.textContent = words.join(" \u00b7 ");
}

async function loadStats() {
  try {
    const stats = await api(`/api/stats?client_id=${encodeURIComponent(clientId())}`);
    for (const dd of document.querySelectorAll("[data-stat]")) {
      const v = stats[dd.dataset.stat];
      if (v === undefined || v === null) continue;
      dd.textContent =
        typeof v === "number"
          ? formatNumber(v, Number.isInteger(v) ? {} : { minimumFractionDigits: 1, maximumFractionDigits: 1 })
          : String(v);
    }
  } catch {
    // Statistics are a nicety; the page works without them.
  }
}

async function loadResume() {
  const seats = listSeats().slice(0, 6);
  const list = document.getElementById("resume-list");
  const items = [];
  for (const { roomId } of seats) {
    try {
      const room = await api(`/api/rooms/${encodeURIComponent(roomId)}`);
      if (room.status === "over") continue;
      // A name is the player's own (translate="no"); a missing one is said in words.
      const seatName = (s) =>
        s.name
          ? h("span", { translate: "no" }, s.name)
          : t(s.bot ? "start-resume-computer" : s.taken ? "start-resume-player" : "start-resume-empty-seat");
      const who = room.seats.flatMap((s, i) => (i ? [` ${t("start-resume-vs")} `, seatName(s)] : [seatName(s)]));
      const score = Array.isArray(room.scores) ? ` (${room.scores.map((n) => formatNumber(n)).join(" : ")})` : "";
      items.push(
        h(
          "li",
          {},
          h("a", { href: `/room/${encodeURIComponent(roomId)}` }, ...who, score),
          " ",
          h("span", { class: "muted" }, t(room.status === "waiting" ? "start-resume-waiting" : "start-resume-playing")),
        ),
      );
    } catch {
      // gone: skip
    }
  }
  list.replaceChildren(...items);
  document.getElementById("resume").hidden = items.length === 0;
}

/** The chosen pool for "Play someone now": the preset and the target score. */
function pairingChoice() {
  if (!options) throw new Error(t("start-error-loading"));
  const spec = options.options.find((o) => o.name === "game_target") || {};
  const target = Number(targetInput.value || currentPreset()?.rules?.game_target);
  const label = spec.label || t("start-target");
  if (!Number.isInteger(target)) throw new Error(t("start-error-whole", { label }));
  if (spec.min !== undefined && target < spec.min) throw new Error(t("start-error-min", { label, min: String(spec.min) }));
  if (spec.max !== undefined && target > spec.max) throw new Error(t("start-error-max", { label, max: String(spec.max) }));
  const name = nameInput.value.trim().slice(0, 24);
  saveName(name);
  try {
    saveChoices(chosenOptions()); // the same game next time, from "Play the computer" too
  } catch {
    // an option the pool does not use is not right: it is said when a room is made
  }
  const clock = document.getElementById("pairing-clock")?.value || null;
  const range = Number(document.getElementById("pairing-range")?.value || 0);
  return { rules: presetSelect.value, target, name, clock, rating_range: range || null };
}

function computerLink() {
  const level = form.querySelector('input[name="level"]:checked')?.value || options?.default_level || "medium";
  const query = new URLSearchParams({ computer: level, rules: presetSelect.value });
  if (targetInput.value) query.set("target", targetInput.value);
  return `/?${query}`;
}

/** This browser's player (made now if needed), or null when the server has none to give. */
async function playerOrNull(name) {
  try {
    return await ensurePlayer(name);
  } catch {
    return null;
  }
}

async function create(mode, { replace = false } = {}) {
  if (busy || !options) return;
  showError("");
  let chosen;
  try {
    chosen = chosenOptions();
  } catch (err) {
    showError(err.message);
    return;
  }
  const name = nameInput.value.trim().slice(0, 24);
  saveName(name);
  const body = {
    mode,
    rules: presetSelect.value,
    options: chosen,
    client_id: clientId(),
    fair: true, // this browser adds a seed to each deal (fairpanel.js, docs/fairness.md)
  };
  if (name) body.name = name;
  saveChoices(chosen);
  const threeForm = document.getElementById("three-form-choice")?.value;
  if (mode === "friend" && threeForm) {
    await createThree(threeForm, chosen, name, { replace });
    return;
  }
  if (mode === "computer") {
    body.level = form.querySelector('input[name="level"]:checked')?.value;
  } else {
    // A friend room is timed or untimed, as chosen ("per_move/bank" seconds, or "").
    const [perMove, bank] = (document.getElementById("friend-clock")?.value || "").split("/").map(Number);
    if (perMove) body.clock = { per_move: perMove, bank };
  }
  busy = true;
  form.setAttribute("aria-busy", "true");
  try {
    // Against the computer as this browser's player, so that the game counts in the
    // ratings (made now if needed; without players on the server, as before). A room
    // for a friend stays private and unrated, under the name typed here.
    const player = mode === "computer" ? await playerOrNull(name) : null;
    let room;
    if (player) {
      if (!name) body.name = player.name.length <= 24 ? player.name : player.name.replace(/#\d+$/, "");
      room = await apiAsPlayer("/api/rooms", { method: "POST", body }, { name });
      identity.render();
    } else {
      room = await api("/api/rooms", { method: "POST", body });
    }
    saveSeat(room.room_id, room.seat, room.token);
    // Straight to the table, a friend's room too: the invite link waits there to be
    // copied, and the first deal starts by itself when the friend takes the seat (the
    // host's table sends its seed; docs/fairness.md).
    const tableUrl = `/room/${encodeURIComponent(room.room_id)}`;
    if (replace) window.location.replace(tableUrl);
    else window.location.assign(tableUrl);
  } catch (err) {
    showError(err.message);
  } finally {
    busy = false;
    form.removeAttribute("aria-busy");
  }
}

/** "Three players" chosen with "Invite a friend": a room for three (three.js), the
 * hands played to the rules chosen above; the friends come by the invite link. */
async function createThree(threeForm, chosen, name, { replace = false } = {}) {
  const body = { form: threeForm, rules: presetSelect.value, options: chosen, client_id: clientId() };
  if (name) body.name = name;
  const games = Number(document.getElementById("three-games")?.value || 0);
  if (games > 0) body.games = games;
  busy = true;
  form.setAttribute("aria-busy", "true");
  try {
    const room = await api("/api/three", { method: "POST", body });
    saveSeat(room.room_id, room.seat, room.token, { players: 3 });
    const tableUrl = `/room/${encodeURIComponent(room.room_id)}`;
    if (replace) window.location.replace(tableUrl);
    else window.location.assign(tableUrl);
  } catch (err) {
    showError(err.message);
  } finally {
    busy = false;
    form.removeAttribute("aria-busy");
  }
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  const mode = event.submitter?.dataset.mode || "computer";
  create(mode);
});
presetSelect.addEventListener("change", fillOptions);
form.addEventListener("change", showSummary); // a level, a preset: said under the button
targetInput.addEventListener("input", showSummary);

initSettingsPanel(document.getElementById("btn-settings")); // the gear in the header
const identity = createIdentityPanel(document.getElementById("identity"), document.getElementById("name-field"));
const pairing = createPairing(
  {
    button: document.getElementById("play-someone"),
    panel: document.getElementById("pairing"),
    status: document.getElementById("pairing-status"),
    cancel: document.getElementById("pairing-cancel"),
    alongside: document.getElementById("pairing-computer"),
    here: document.getElementById("pairing-here"),
    error: document.getElementById("pairing-error"),
    baseTitle: document.title,
    onIdentity: () => identity.render(),
  },
  { choice: pairingChoice, computerLink, presets: () => options?.presets || [] },
);

/** `/?computer=...`: the computer game asked for by "Play the computer while you wait". */
function requestedComputerGame() {
  const query = new URLSearchParams(window.location.search);
  const level = query.get("computer");
  if (!level) return false;
  const radio = [...form.querySelectorAll('input[name="level"]')].find((r) => r.value === level);
  if (radio) radio.checked = true;
  if (options.presets.some((p) => p.name === query.get("rules"))) {
    presetSelect.value = query.get("rules");
    fillOptions();
  }
  if (/^\d+$/.test(query.get("target") || "")) targetInput.value = query.get("target");
  create("computer", { replace: true });
  return true;
}

nameInput.value = savedName();
identity.refresh();
linkProfile();
loadOptions().then(() => {
  if (options && !requestedComputerGame()) pairing.resume();
});
loadStats();
loadResume();
