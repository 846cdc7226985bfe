// The watcher's page (/watch/{room_id}): a public game seen from beside the table. One
// socket (/ws/rooms/{id}/watch) brings a `spectate` message at every change
// (docs/protocol.md, "Watching a game"): both players' card counts, the cards known to
// be in their hands, the piles, the moves, the score sheet, both hands at a showdown.
// The server only ever sends what both players see alike; this page draws it with the
// table's own helpers (board.js) and comes back by itself when the connection drops.

import "./settings.js"; // first: the player's look (theme, card size, motion) before anything draws
import { capital, roomIdFromPath } from "./common.js";
import { cardName, normCard } from "./cards.js";
import {
  pileCards,
  renderEvents,
  renderHeldCards,
  renderShowdown,
  renderStock,
  renderUpcard,
  scoreSheet,
} from "./board.js";
import { eventWords } from "./outcome.js";
import { LiveSocket, SIGNED_OUT, connectionBadge, socketUrl } from "./socket.js";
import { signedOutHere } from "./player.js";
import { scoreMeta } from "./tabletop.js";

const roomId = roomIdFromPath();
const $ = (id) => document.getElementById(id);
let view = null;
let prev = null;
let stateId = null;

function announce(text) {
  if (!text) return;
  $("live").textContent = "";
  setTimeout(() => {
    $("live").textContent = text;
  }, 30);
}

function showFatal(text) {
  $("table").removeAttribute("aria-busy");
  document.body.classList.add("no-seat");
  const banner = $("banner");
  banner.replaceChildren(text + " ");
  const link = document.createElement("a");
  link.href = "/lobby";
  link.textContent = "Back to the lobby";
  banner.append(link);
  banner.dataset.kind = "fatal";
  banner.hidden = false;
}

function names() {
  return view.names || ["Player 1", "Player 2"];
}

function renderSeat(where, seat) {
  const info = view.seats?.[seat] || {};
  const name = info.name || names()[seat];
  const over = view.phase === "over" || Boolean(view.game_over);
  $(`seat-${where}-name`).textContent = name;
  $(`seat-${where}-status`).textContent = info.bot ? "(computer)" : info.connected === false ? "(disconnected)" : "";
  $(`seat-${where}`).classList.toggle("to-act", !over && view.status === "playing" && view.to_act === seat);
  const count = over ? 0 : Number(info.card_count) || 0;
  renderHeldCards($(`seat-${where}-hand`), { count, known: info.known, name });
}

function renderScores() {
  const final = view.game_over?.totals; // at the end, the final totals (bonuses counted)
  const scores = final || view.scores || [0, 0];
  for (const seat of [0, 1]) {
    const box = $(`score-${seat}`);
    box.querySelector(".score-name").textContent = names()[seat];
    box.querySelector(".score-points").textContent = scores[seat];
  }
  $("score-meta").textContent = scoreMeta(view);
  $("scoreboard").setAttribute(
    "aria-label",
    `Score: ${names()[0]} ${scores[0]}, ${names()[1]} ${scores[1]}` +
      (view.game_target ? `, playing to ${view.game_target}` : ""),
  );
  document.title = `Watching ${names()[0]} ${scores[0]}:${scores[1]} ${names()[1]} \u2013 Gin Rummy`;
}

function renderMiddle() {
  const over = view.phase === "over" || Boolean(view.game_over);
  $("middle").hidden = over;
  const size = view.stock_size || 0;
  renderStock($("stock"), $("stock-caption"), size);
  $("stock").setAttribute("aria-label", `Stock, ${size} card${size === 1 ? "" : "s"}`);
  const up = normCard(view.upcard);
  const el = renderUpcard($("discard"), view.upcard);
  // discard_size: the pile's height (a squared-up pile sends only its top card).
  const height = (v) => v.discard_size ?? (v.discard_pile || []).length;
  const grew = prev && height(view) > height(prev);
  if (el && grew) el.classList.add("anim-discard");
  $("discard").setAttribute("aria-label", up ? `Discard pile, top card ${cardName(up)}` : "Discard pile, empty");
  const pile = height(view);
  $("pile-inspect").textContent = `Discard pile: ${pile}`;
  const info = [];
  if (view.knock_limit !== undefined && view.knock_limit !== null) {
    info.push(view.knock_limit === 0 ? "Gin only this hand" : `Knock with ${view.knock_limit} or less`);
  }
  if (view.doubled) info.push("Spade upcard: this hand scores double");
  if (view.dealer !== undefined && view.dealer !== null) info.push(`${names()[view.dealer]} dealt`);
  $("table-info").textContent = info.join(" \u00b7 ");
  const last = view.last_event?.text;
  let note = last ? `Last move: ${capital(last)}` : "";
  if (view.status === "waiting") note = "Waiting for the second player.";
  else if (!over && view.to_act !== null && view.to_act !== undefined) note += `${note ? ". " : ""}${names()[view.to_act]} to play.`;
  $("last-move").textContent = note;
}

function render() {
  document.body.dataset.phase = view.phase;
  document.body.dataset.stateId = String(stateId);
  document.body.dataset.status = view.status;
  $("table").removeAttribute("aria-busy");
  renderScores();
  renderSeat("top", 1);
  renderSeat("bottom", 0);
  renderMiddle();
  renderEvents($("events"), view.events, view.showdown, view.phase === "shuffling");
  const sd = view.showdown;
  $("showdown").hidden = !sd && !view.game_over;
  if (!$("showdown").hidden) {
    renderShowdown(
      {
        title: $("showdown-title"),
        hands: $("showdown-hands"),
        reason: $("showdown-reason"),
        lines: $("showdown-lines"),
        linesBox: $("showdown-lines-box"),
        over: $("game-over"),
      },
      view,
      null,
    );
    $("showdown-next").textContent = view.game_over
      ? "The game is over."
      : "The players are looking at the count; the next hand follows.";
  }
  $("pile-cards").replaceChildren(...pileCards(view.discard_pile, view.discard_size));
  $("sheet").replaceChildren(scoreSheet(view));
}

function announceChanges(first) {
  const events = view.events || [];
  const fresh =
    first || !prev || prev.hand_number !== view.hand_number
      ? events.slice(-1)
      : events.slice((prev.events || []).length);
  const parts = fresh.map((e) => capital(eventWords(e, view.showdown)));
  if (view.showdown && (first || !prev?.showdown)) parts.push(view.showdown.text || "The hand is over.");
  if (view.game_over && (first || !prev?.game_over)) parts.push(view.game_over.text || "The game is over.");
  announce(parts.filter(Boolean).join(". ").replace(/\.\./g, "."));
}

function onMessage(msg) {
  if (msg.type !== "spectate" || !msg.view) return;
  const first = view === null;
  prev = view;
  view = msg.view;
  stateId = msg.state_id;
  render();
  announceChanges(first);
}

const socket = new LiveSocket({
  url: () => socketUrl(`/ws/rooms/${encodeURIComponent(roomId)}/watch`),
  onMessage,
  onStatus: connectionBadge($("connection")),
  onFatal(code) {
    if (code === SIGNED_OUT) {
      signedOutHere(); // a new visitor now: the start page says why
      window.location.replace("/");
      return;
    }
    showFatal("This game cannot be watched: it is not public, or it does not exist.");
  },
});

function openDialog(id) {
  const dialog = $(id);
  if (!dialog.open) dialog.showModal();
}
$("btn-sheet").addEventListener("click", () => openDialog("sheet-dialog"));
$("pile-inspect").addEventListener("click", () => openDialog("pile-dialog"));
document.addEventListener("keydown", (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey || !view) return;
  if (document.querySelector("dialog[open]")) return;
  const key = event.key.toLowerCase();
  if (key === "s") openDialog("sheet-dialog");
  else if (key === "v") openDialog("pile-dialog");
  else return;
  event.preventDefault();
});

// For tests and debugging: drop the connection as a flaky network would.
window.ginrummyWatch = { dropConnection: () => socket.drop() };

if (roomId) socket.connect();
else {
  socket.stop();
  showFatal("This page needs a game's id in its address.");
}
