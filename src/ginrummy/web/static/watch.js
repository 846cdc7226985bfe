// The watcher's page (/watch/{room_id}): a public game seen from beside the table. One
// socket (/ws/rooms/{id}/watch) brings a `spectate` message at every change
// (docs/protocol.md, "Watching a game"): both players' card counts, the cards known to
// be in their hands, the piles, the moves, the score sheet, both hands at a showdown.
// The server only ever sends what both players see alike; this page draws it with the
// table's own helpers (board.js) and comes back by itself when the connection drops.

import "./settings.js"; // first: the player's look (theme, card size, motion) before anything draws
import { createClock } from "./clock.js";
import { capital, h, roomIdFromPath } from "./common.js";
import { normCard } from "./cards.js";
import {
  pileCards,
  renderEvents,
  renderHeldCards,
  renderShowdown,
  renderStock,
  renderUpcard,
  scoreSheet,
} from "./board.js";
import { eventText, nameNode, richText } from "./outcome.js";
import { t } from "./l10n.js";
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
  banner.replaceChildren(text + " ", h("a", { href: "/lobby" }, t("watch-back-to-lobby")));
  banner.dataset.kind = "fatal";
  banner.hidden = false;
}

const clock = createClock({ seats: [$("clock-0"), $("clock-1")] });

function names() {
  return view.names || [t("showdown-player", { number: 1 }), t("showdown-player", { number: 2 })];
}

/** A card by name in the page's language ("eight of spades": common.ftl's card-name). */
function cardWords(code) {
  const c = normCard(code);
  if (!c) return String(code);
  const suit = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" }[c[1]];
  return t("card-name", { rank: "A23456789TJQK".indexOf(c[0]) + 1, suit });
}

/** Nodes with their first letter a capital (a sentence that starts with a move). */
function capitalFirst(nodes) {
  const [first, ...rest] = nodes;
  return typeof first === "string" ? [capital(first), ...rest] : nodes;
}

function renderSeat(where, seat) {
  const info = view.seats?.[seat] || {};
  const name = info.name || names()[seat];
  const over = view.phase === "over" || Boolean(view.game_over);
  $(`seat-${where}-name`).textContent = name;
  $(`seat-${where}-status`).textContent = info.bot ? t("watch-computer") : info.connected === false ? t("watch-disconnected") : "";
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
  const score = { name0: names()[0], score0: scores[0], name1: names()[1], score1: scores[1] };
  $("scoreboard").setAttribute(
    "aria-label",
    view.game_target ? t("watch-score-target", { ...score, target: view.game_target }) : t("watch-score", score),
  );
  document.title = t("watch-title", score);
}

function renderMiddle() {
  const over = view.phase === "over" || Boolean(view.game_over);
  $("middle").hidden = over;
  const size = view.stock_size || 0;
  renderStock($("stock"), $("stock-caption"), size);
  $("stock").setAttribute("aria-label", t("watch-stock", { count: size }));
  const up = normCard(view.upcard);
  const el = renderUpcard($("discard"), view.upcard);
  // discard_size: the pile's height (a squared-up pile sends only its top card).
  const height = (v) => v.discard_size ?? (v.discard_pile || []).length;
  const grew = prev && height(view) > height(prev);
  if (el && grew) el.classList.add("anim-discard");
  $("discard").setAttribute("aria-label", up ? t("watch-discard-top", { card: cardWords(up) }) : t("watch-discard-empty"));
  const pile = height(view);
  $("pile-inspect").textContent = t("watch-pile-button", { count: pile });
  const info = [];
  if (view.knock_limit !== undefined && view.knock_limit !== null) {
    info.push(view.knock_limit === 0 ? [t("watch-gin-only")] : [t("watch-knock-limit", { limit: view.knock_limit })]);
  }
  if (view.doubled) info.push([t("watch-doubled")]);
  if (view.dealer !== undefined && view.dealer !== null) {
    info.push(richText("watch-dealt", {}, { name: nameNode(names()[view.dealer]) }));
  }
  $("table-info").replaceChildren(...info.flatMap((item, i) => (i ? [" \u00b7 ", ...item] : item)));
  const who = { names: names(), viewer: null };
  const last = view.last_event ? capitalFirst(eventText(view.last_event, view.showdown, who)) : null;
  const toPlay = !over && view.to_act !== null && view.to_act !== undefined ? nameNode(names()[view.to_act]) : null;
  let note = [];
  if (view.status === "waiting") note = [t("watch-waiting")];
  else if (last && toPlay) note = richText("watch-last-move-to-play", {}, { move: last, name: toPlay });
  else if (last) note = richText("watch-last-move", {}, { move: last });
  else if (toPlay) note = richText("watch-to-play", {}, { name: toPlay });
  $("last-move").replaceChildren(...note);
}

function render() {
  document.body.dataset.phase = view.phase;
  document.body.dataset.stateId = String(stateId);
  document.body.dataset.status = view.status;
  $("table").removeAttribute("aria-busy");
  renderScores();
  renderSeat("top", 1);
  renderSeat("bottom", 0);
  clock.update(view); // a timed table: both players' clocks, as the players see them
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
    $("showdown-next").textContent = view.game_over ? t("watch-game-over") : t("watch-next-hand");
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
  const who = { names: names(), viewer: null };
  const said = (nodes) => capital(nodes.map((n) => (typeof n === "string" ? n : n.textContent)).join(""));
  const parts = fresh.map((e) => said(eventText(e, view.showdown, who)));
  if (view.showdown && (first || !prev?.showdown)) parts.push(said($("showdown-reason").childNodes.length ? [...$("showdown-reason").childNodes] : [t("watch-hand-over")]));
  if (view.game_over && (first || !prev?.game_over)) parts.push(t("watch-game-over"));
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
    showFatal(t("watch-not-public"));
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
  showFatal(t("watch-no-room"));
}
