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

import { ApiError, api, gameLabel, h, loadJSON, saveJSON, saveSeat } from "./common.js";
import { apiAsPlayer, currentPlayer, playerHeaders } from "./player.js";

const TOLD_KEY = "challenges.told";
const LAST_GAME_KEY = "last_game";
const DEFAULT_POLL_SECONDS = 5;
const HIDDEN_SLOWER = 3;
const CLOCKS = [
  { value: "30/60", label: "30 s a move, 60 s bank", clock: { per_move: 30, bank: 60 } },
  { value: "15/30", label: "15 s a move, 30 s bank", clock: { per_move: 15, bank: 30 } },
  { value: "60/120", label: "60 s a move, 120 s bank", clock: { per_move: 60, bank: 120 } },
  { value: "none", label: "No clock", clock: null },
];

let pollTimer = null;
let pollSeconds = DEFAULT_POLL_SECONDS;
let going = false; // on the way to a table: no more notices

/** "30 s a move, 60 s bank", or "no clock". */
export function clockText(clock) {
  if (!clock) return "no clock";
  const bank = Number(clock.bank) ? `, ${clock.bank} s bank` : "";
  return `${clock.per_move} s a move${bank}`;
}

/** A challenge's game in words: "Standard, to 100, 30 s a move, 60 s bank, rated". */
export function challengeText(c) {
  return `${gameLabel(c.rules, c.target)}, ${clockText(c.clock)}, ${c.rated ? "rated" : "casual"}`;
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
    box = h("div", { id: "challenge-notices", class: "challenge-notices", role: "region", "aria-label": "Challenges", "aria-live": "polite" });
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
    h("p", {}, text),
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
    showProblem(c.challenge_id, err.message);
  }
  poll();
}

function showProblem(id, text) {
  const box = noticeBox();
  box.querySelector(`.challenge-problem[data-challenge="${CSS.escape(id)}"]`)?.remove();
  const problem = notice(id, "problem", text, button("Dismiss", "challenge-dismiss", () => problem.remove()));
  problem.classList.add("challenge-problem");
  problem.setAttribute("role", "alert");
  box.append(problem);
}

const ENDINGS = {
  declined: (name) => `${name} declined your challenge.`,
  expired: (name) => `${name} did not answer your challenge in time.`,
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
        `${c.from.name} challenges you: ${challengeText(c)}.`,
        button("Accept", "btn-primary challenge-accept", () => answer(c, "accept")),
        button("Decline", "challenge-decline", () => answer(c, "decline")),
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
          `Waiting for ${c.to.name} to answer your challenge (${challengeText(c)})...`,
          button("Cancel", "challenge-cancel", () => answer(c, "cancel")),
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
        button("Dismiss", "challenge-dismiss", () => ended.remove()),
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
    known.map((p) => h("option", { value: p.name, selected: p.name === start.rules }, p.label || p.name)),
  );
  const target = h("input", { id: "challenge-target", type: "number", min: 1, max: 1000, value: start.target, required: true });
  const clocks = CLOCKS.some((c) => c.value === start.clock) ? CLOCKS : [...CLOCKS, { value: start.clock, label: start.clock.replace("/", " s a move, ") + " s bank" }];
  const clock = h(
    "select",
    { id: "challenge-clock" },
    clocks.map((c) => h("option", { value: c.value, selected: c.value === start.clock }, c.label)),
  );
  const rated = h("input", { id: "challenge-rated", type: "checkbox", checked: true });
  const error = h("p", { class: "error", role: "alert", hidden: true });
  const send = h("button", { type: "submit", class: "btn btn-primary", id: "challenge-send" }, "Send challenge");
  const form = h(
    "form",
    { class: "challenge-form", method: "dialog" },
    h("label", { for: "challenge-rules" }, "Rules"),
    rulesSelect,
    h("label", { for: "challenge-target" }, "Play to"),
    target,
    h("label", { for: "challenge-clock" }, "Clock"),
    clock,
    h("label", { class: "check" }, rated, " Rated (unticked: a casual game)"),
    error,
    h(
      "div",
      { class: "challenge-actions" },
      h("button", { type: "button", class: "btn", value: "cancel", onclick: () => dialog.close() }, "Cancel"),
      send,
    ),
  );
  const dialog = h("dialog", { id: "challenge-dialog", class: "challenge-dialog", "aria-labelledby": "challenge-title" }, h("h2", { id: "challenge-title" }, `Challenge ${name}`), form);
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
      error.textContent = err.message;
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
export function challengeButton(playerId, name, { label = "Challenge", cls = "" } = {}) {
  if (currentPlayer()?.player_id === playerId) return null;
  return h(
    "button",
    { type: "button", class: `btn challenge-button ${cls}`.trim(), dataset: { player: playerId }, onclick: () => openChallenge({ playerId, name }) },
    label,
  );
}

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") poll();
});
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => poll(), { once: true });
else poll();
