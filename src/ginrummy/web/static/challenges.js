// Challenges in the browser (docs/online.md "Challenges and friends"): the notices every
// page shows, and the form that sends a challenge.
//
// Every page loads this module (pwa.js imports it). While this browser has a player it
// asks GET /api/challenges every few seconds (the answer's `poll_seconds`; three times
// as seldom while the tab is hidden). That poll is also the presence heartbeat: a
// player with a page of the site open is "online" to those who follow them.
//
// - A challenge to this player shows as a small notice at the foot of the page:
//   "Ann#4821 challenges you: Standard, to 100, 30 s a move, rated" with Accept and
//   Decline. Accepting takes the seat (kept like every seat, common.js saveSeat) and
//   goes to the table.
// - A challenge this player sent shows "Waiting for Bob#1234..." with Cancel; once
//   accepted, this page too goes to the table (the seat's token comes with the first
//   poll after the acceptance); declined or expired, it says so until dismissed.
//
// `openChallenge({playerId, name})` opens the form: the rules, the target, the clock
// and rated or casual, each starting at the last game's (kept as `ginrummy.last_game`
// by the table page, `rememberLastGame`).

import { ApiError, api, h, loadJSON, saveJSON, saveSeat } from "./common.js";
import { apiAsPlayer, currentPlayer, playerHeaders } from "./player.js";
import { formatDate, lang, refusalText, t, translate } from "./l10n.js";

const TOLD_KEY = "challenges.told";
const LAST_GAME_KEY = "last_game";
const DEFAULT_POLL_SECONDS = 5;
const HIDDEN_SLOWER = 3;
const CLOCKS = [
  { value: "30/60", label: "challenge-clock-30", clock: { per_move: 30, bank: 60 } },
  { value: "15/30", label: "challenge-clock-15", clock: { per_move: 15, bank: 30 } },
  { value: "60/120", label: "challenge-clock-60", clock: { per_move: 60, bank: 120 } },
  { value: "none", label: "challenge-clock-none", clock: null },
];

let pollTimer = null;
let pollSeconds = DEFAULT_POLL_SECONDS;
let going = false; // on the way to a table: no more notices

// ------------------------------------------------------------ words the online pages share
// (the lobby, the leaderboard, the profile and the statistics import them from here, as
// every page loads this module anyway)

/**
 * Message `id` as nodes: an argument that is a Node (a name a player chose, a link) is
 * put in its place as it is; the rest is text. `tNodes("lobby-you-play-as", {name: link})`.
 */
export function tNodes(id, args = {}) {
  const plain = {};
  const nodes = [];
  for (const [key, value] of Object.entries(args)) {
    if (value instanceof Node) {
      plain[key] = `\u0001${nodes.length}\u0002`;
      nodes.push(value);
    } else {
      plain[key] = value;
    }
  }
  const parts = t(id, plain).split(/\u0001(\d+)\u0002/);
  return parts.map((part, i) => (i % 2 ? nodes[Number(part)] : part)).filter((part) => part !== "");
}

/** A name a person chose, kept as typed in every language (never translated). */
export function nameNode(name, tag = "span", attrs = {}) {
  return h(tag, { ...attrs, translate: "no", dir: "auto" }, name || t("online-player"));
}

/**
 * A date or time in the page's language (l10n.js formatDate, Intl). The pseudo-locale
 * formats as English, whose month names and "PM" are Intl's words and not the catalogs':
 * there it writes the same date in numbers only, so the pseudo-locale walk sees only
 * the catalogs' words.
 */
export function dateText(value, options = DATE) {
  if (lang !== "en-XA") return formatDate(value, options);
  const numeric = {};
  if (options.dateStyle || options.month) Object.assign(numeric, { year: "numeric", month: "2-digit", day: "2-digit" });
  if (options.timeStyle || options.hour) {
    Object.assign(numeric, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    if (options.timeStyle === "medium" || options.second) numeric.second = "2-digit";
  }
  return formatDate(value, numeric);
}

/** A day with its month's short name: "Dec 6, 2026", "6. Dez. 2026", "6 déc. 2026". */
export const DATE = Object.freeze({ day: "numeric", month: "short", year: "numeric" });
/** The same with the time: "Dec 6, 2026, 9:08 PM". */
export const DATE_TIME = Object.freeze({ ...DATE, hour: "numeric", minute: "2-digit" });

/** A rules preset's name in the page's language (the server's label for one it does not know). */
export function presetName(rules, presets = []) {
  const known = ["standard", "oklahoma", "oklahoma-spades", "straight", "hollywood", "eaai", "openspiel"];
  if (known.includes(rules)) return t("online-preset", { rules });
  const preset = presets.find((p) => p.name === rules);
  return preset?.label || (rules ? String(rules) : t("online-preset", { rules: "standard" }));
}

/** A rules preset and target in words: "Oklahoma, to 150" (common.js gameLabel, translated). */
export function gameWords(rules, target, presets = []) {
  const name = presetName(rules, presets);
  return target ? t("online-game-kind", { rules: name, target: Number(target) }) : name;
}

/** "standard-100" -> "Standard, to 100" (common.js poolLabel, translated). */
export function poolWords(pool, presets = []) {
  const m = /^(.*)-(\d+)$/.exec(String(pool || ""));
  if (!m) return String(pool || "");
  return gameWords(m[1], m[2], presets);
}

/** "just now", "5 min ago", "3 h ago", or the date, for an ISO time (common.js ago, translated). */
export function agoWords(iso) {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "";
  const s = Math.max(0, (Date.now() - at) / 1000);
  if (s < 60) return t("online-ago-now");
  if (s < 3600) return t("online-ago-minutes", { count: Math.floor(s / 60) });
  if (s < 86400) return t("online-ago-hours", { count: Math.floor(s / 3600) });
  return dateText(at, DATE);
}

/** A refusal from the API in words: its typed code through the catalogs, else its message. */
export function problemText(err) {
  return refusalText(err?.code, err?.details || {}, err?.message || "");
}

/** "30 s a move, 60 s bank", or "no clock". */
export function clockText(clock) {
  if (!clock) return t("challenge-no-clock");
  const move = Number(clock.per_move);
  return Number(clock.bank) ? t("challenge-clock", { move, bank: Number(clock.bank) }) : t("challenge-clock-no-bank", { move });
}

/** A challenge's game in words: "Standard, to 100, 30 s a move, 60 s bank, rated". */
export function challengeText(c) {
  const rated = t(c.rated ? "challenge-rated" : "challenge-casual");
  return t("challenge-game", { kind: gameWords(c.rules, c.target), clock: clockText(c.clock), rated });
}

/** Keep the game just played as the defaults of the next challenge: `{rules, target, clock}`. */
export function rememberLastGame(game) {
  if (!game || !game.rules) return;
  const clock = game.clock ? { per_move: game.clock.per_move, bank: game.clock.bank } : null;
  saveJSON(LAST_GAME_KEY, { rules: game.rules, target: game.target, clock });
}

function toldIds() {
  const told = loadJSON(TOLD_KEY);
  return Array.isArray(told) ? told : [];
}
function markTold(id) {
  saveJSON(TOLD_KEY, [...toldIds().filter((x) => x !== id), id].slice(-50));
}

function noticeBox() {
  let box = document.getElementById("challenge-notices");
  if (!box) {
    box = h("div", { id: "challenge-notices", class: "challenge-notices", role: "region", "data-l10n-id": "challenge-notices", "aria-live": "polite" });
    translate(box);
    document.body.append(box);
  }
  return box;
}

function goToTable(roomId, seat, token) {
  going = true;
  saveSeat(roomId, seat, token);
  const url = `/room/${encodeURIComponent(roomId)}`;
  if (window.location.pathname !== url) window.location.assign(url);
}

function notice(id, kind, text, ...buttons) {
  return h(
    "div",
    { class: `challenge-notice challenge-${kind}`, dataset: { challenge: id, kind } },
    h("p", {}, ...(Array.isArray(text) ? text : [text])),
    buttons.length ? h("div", { class: "challenge-actions" }, ...buttons) : null,
  );
}

function button(label, cls, onclick) {
  return h("button", { type: "button", class: `btn ${cls}`, onclick }, label);
}

async function answer(c, how) {
  try {
    const path = `/api/challenges/${encodeURIComponent(c.challenge_id)}`;
    if (how === "accept") {
      const seat = await api(`${path}/accept`, { method: "POST", headers: playerHeaders() });
      goToTable(seat.room_id, seat.seat, seat.token);
      return;
    }
    if (how === "decline") await api(`${path}/decline`, { method: "POST", headers: playerHeaders() });
    else await api(path, { method: "DELETE", headers: playerHeaders() });
  } catch (err) {
    showProblem(c.challenge_id, problemText(err));
  }
  poll();
}

function showProblem(id, text) {
  const box = noticeBox();
  box.querySelector(`.challenge-problem[data-challenge="${CSS.escape(id)}"]`)?.remove();
  const problem = notice(id, "problem", text, button(t("challenge-dismiss"), "challenge-dismiss", () => problem.remove()));
  problem.classList.add("challenge-problem");
  problem.setAttribute("role", "alert");
  box.append(problem);
}

const ENDINGS = {
  declined: (name) => tNodes("challenge-declined", { name: nameNode(name) }),
  expired: (name) => tNodes("challenge-expired", { name: nameNode(name) }),
};

let shownKey = null; // what the notices show now: redrawn only when it changes, so a
// button being pressed or holding the keyboard's focus is not replaced under the person

function render(state) {
  const key = JSON.stringify([
    (state.incoming || []).map((c) => c.challenge_id),
    (state.outgoing || []).map((c) => [c.challenge_id, c.status]),
  ]);
  if (key === shownKey) return;
  shownKey = key;
  const box = noticeBox();
  const keep = [...box.querySelectorAll(".challenge-problem, .challenge-ended")];
  const shown = [];
  for (const c of state.incoming || []) {
    shown.push(
      notice(
        c.challenge_id,
        "incoming",
        tNodes("challenge-incoming", { name: nameNode(c.from.name), game: challengeText(c) }),
        button(t("challenge-accept"), "btn-primary challenge-accept", () => answer(c, "accept")),
        button(t("challenge-decline"), "challenge-decline", () => answer(c, "decline")),
      ),
    );
  }
  const told = toldIds();
  for (const c of state.outgoing || []) {
    if (c.status === "open") {
      shown.push(
        notice(
          c.challenge_id,
          "outgoing",
          tNodes("challenge-outgoing", { name: nameNode(c.to.name), game: challengeText(c) }),
          button(t("challenge-cancel"), "challenge-cancel", () => answer(c, "cancel")),
        ),
      );
    } else if (c.status === "accepted" && c.token) {
      goToTable(c.room_id, c.seat, c.token);
    } else if (ENDINGS[c.status] && !told.includes(c.challenge_id)) {
      markTold(c.challenge_id);
      const ended = notice(
        c.challenge_id,
        "ended",
        ENDINGS[c.status](c.to.name),
        button(t("challenge-dismiss"), "challenge-dismiss", () => ended.remove()),
      );
      ended.classList.add("challenge-ended");
      keep.push(ended);
    }
  }
  box.replaceChildren(...shown, ...keep);
}

/** Ask for this player's challenges now (and then every few seconds). */
export async function poll() {
  window.clearTimeout(pollTimer);
  pollTimer = null;
  if (going || !currentPlayer()) return;
  try {
    const state = await api("/api/challenges", { headers: playerHeaders() });
    pollSeconds = Number(state.poll_seconds) || DEFAULT_POLL_SECONDS;
    if (!going) render(state);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return; // no player here any more
  }
  const wait = pollSeconds * (document.visibilityState === "hidden" ? HIDDEN_SLOWER : 1);
  if (!going) pollTimer = window.setTimeout(poll, wait * 1000);
}

function defaults() {
  const last = loadJSON(LAST_GAME_KEY) || {};
  const clock = last.clock === null ? "none" : last.clock ? `${last.clock.per_move}/${last.clock.bank}` : "30/60";
  return { rules: last.rules || "standard", target: Number(last.target) || 100, clock };
}

let presetsOnce = null;
function presets() {
  presetsOnce ??= api("/api/options").then((o) => o.presets || [], () => [{ name: "standard", label: "Standard" }]);
  return presetsOnce;
}

/** The challenge form for the player `playerId` called `name`. */
export async function openChallenge({ playerId, name }) {
  document.getElementById("challenge-dialog")?.remove();
  const start = defaults();
  const known = await presets();
  const rulesSelect = h(
    "select",
    { id: "challenge-rules" },
    known.map((p) => h("option", { value: p.name, selected: p.name === start.rules }, presetName(p.name, known))),
  );
  const target = h("input", { id: "challenge-target", type: "number", min: 1, max: 1000, value: start.target, required: true });
  const [startMove, startBank] = start.clock.split("/").map(Number);
  const clocks = CLOCKS.some((c) => c.value === start.clock)
    ? CLOCKS
    : [...CLOCKS, { value: start.clock, text: clockText({ per_move: startMove, bank: startBank }) }];
  const clock = h(
    "select",
    { id: "challenge-clock" },
    clocks.map((c) => h("option", { value: c.value, selected: c.value === start.clock }, c.text || t(c.label))),
  );
  const rated = h("input", { id: "challenge-rated", type: "checkbox", checked: true });
  const error = h("p", { class: "error", role: "alert", hidden: true });
  const send = h("button", { type: "submit", class: "btn btn-primary", id: "challenge-send" }, t("challenge-send"));
  const form = h(
    "form",
    { class: "challenge-form", method: "dialog" },
    h("label", { for: "challenge-rules" }, t("challenge-rules")),
    rulesSelect,
    h("label", { for: "challenge-target" }, t("challenge-target")),
    target,
    h("label", { for: "challenge-clock" }, t("challenge-clock-label")),
    clock,
    h("label", { class: "check" }, rated, " ", h("span", {}, t("challenge-rated-box"))),
    error,
    h(
      "div",
      { class: "challenge-actions" },
      h("button", { type: "button", class: "btn", value: "cancel", onclick: () => dialog.close() }, t("challenge-cancel")),
      send,
    ),
  );
  const dialog = h("dialog", { id: "challenge-dialog", class: "challenge-dialog", "aria-labelledby": "challenge-title" }, h("h2", { id: "challenge-title" }, ...tNodes("challenge-title", { name: nameNode(name) })), form);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.hidden = true;
    const chosen = CLOCKS.find((c) => c.value === clock.value);
    const [perMove, bank] = clock.value.split("/").map(Number);
    const body = {
      player_id: playerId,
      rules: rulesSelect.value,
      target: Number(target.value),
      clock: chosen ? chosen.clock : { per_move: perMove, bank },
      rated: rated.checked,
    };
    send.disabled = true;
    try {
      await apiAsPlayer("/api/challenges", { method: "POST", body });
      rememberLastGame({ rules: body.rules, target: body.target, clock: body.clock });
      dialog.close();
      poll();
    } catch (err) {
      error.textContent = problemText(err);
      error.hidden = false;
    } finally {
      send.disabled = false;
    }
  });
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  rulesSelect.focus();
}

/** A "Challenge" button for a player (nothing for this browser's own player). */
export function challengeButton(playerId, name, { label = null, cls = "" } = {}) {
  if (currentPlayer()?.player_id === playerId) return null;
  return h(
    "button",
    { type: "button", class: `btn challenge-button ${cls}`.trim(), dataset: { player: playerId }, onclick: () => openChallenge({ playerId, name }) },
    label || t("challenge-button"),
  );
}

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") poll();
});
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => poll(), { once: true });
else poll();
