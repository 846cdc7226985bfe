// The table page (/room/{room_id}): one WebSocket to the server (docs/protocol.md),
// the state drawn from the seat's view, moves sent as the text of a legal move.
//
// The server is the authority: this page never decides what is legal, it only offers
// the moves listed in `view.legal` and shows what the server says.
//
// Its parts: socket.js (the connection that comes back by itself), board.js (what the
// watcher's page draws alike: the opponent's cards, the piles, the moves, the showdown,
// the score sheets), tabletop.js (the scoreboard, the opponent, the piles), notices.js
// (the live region, the error line, the short note, the page without a seat), drag.js
// (a card dragged onto the pile), chat.js and clock.js (a table between two people, a
// timed table).

import { onSettings } from "./settings.js"; // first: the player's look before anything draws
import {
  api,
  copyText,
  guarded,
  h,
  loadSeat,
  roomIdFromPath,
  saveSeat,
} from "./common.js";
import { cardElement, cardShort, normCard, sortCards, suitText } from "./cards.js";
import {
  gameOverText,
  pileCards,
  renderEvents as drawEvents,
  renderShowdown as drawShowdown,
  scoreSheet,
} from "./board.js";
import { chatElements, createChat } from "./chat.js";
import { createClaimBanner } from "./claim.js";
import { createClock } from "./clock.js";
import { createAutoNext } from "./autonext.js";
import { createDrag } from "./drag.js";
import { createFairPanel } from "./fairpanel.js";
import { createForgiveness } from "./forgiveness.js";
import { createHandOrder } from "./handorder.js";
import { drawHand, fitHand, keepInView } from "./hand.js";
import { createPace } from "./pace.js";
import { initSettingsPanel } from "./settings-panel.js";
import { playForState } from "./sounds.js";
import { guide } from "./guide.js";
import { markHint } from "./hintmark.js";
import { bindKeys, onHandKey } from "./keys.js";
import { RATED_HELP, moveButtons } from "./moves.js";
import { initMoveLog } from "./movelog.js";
import { t } from "./l10n.js";
import { eventNodes, eventText, hintSentence, resultText, seatName, wordNodes } from "./tablewords.js";
import { createNotices, errorText } from "./notices.js";
import { cardRefusal, promptText, stockRefusal } from "./prompt.js";
import { pairingNotice } from "./pairing.js";
import { followTournament } from "./tourneytable.js";
import { createResign } from "./resign.js";
import { createReview } from "./review.js";
import { LiveSocket, SIGNED_OUT, connectionBadge, seatProtocols, socketUrl } from "./socket.js";
import { signedOutHere } from "./player.js";
import { challengeButton, rememberLastGame } from "./challenges.js";
import {
  opponentConnected as isConnected,
  renderMiddle as drawMiddle,
  renderOpponent as drawOpponent,
  renderScores,
} from "./tabletop.js";

const roomId = roomIdFromPath();
const $ = (id) => document.getElementById(id);

const ui = {
  table: $("table"),
  banner: $("banner"),
  connection: $("connection"),
  oppName: $("opp-name"),
  oppStatus: $("opp-status"),
  oppHand: $("opp-hand"),
  oppKnown: $("opp-known"),
  oppKnownCards: $("opp-known-cards"),
  middle: $("middle"),
  stock: $("stock"),
  stockCaption: $("stock-caption"),
  discard: $("discard"),
  pileInspect: $("pile-inspect"),
  tableInfo: $("table-info"),
  waiting: $("waiting"),
  showdown: $("showdown"),
  prompt: $("prompt"),
  lastMove: $("last-move"),
  actions: $("actions"),
  hintText: $("hint-text"),
  error: $("error"),
  me: $("me"),
  meName: $("me-name"),
  deadwood: $("deadwood"),
  deadwoodBox: $("deadwood-box"),
  hand: $("hand"),
  events: $("events"),
  live: $("live"),
  toast: $("toast"),
  watchers: $("watchers"),
};

// The live region, the error line, the short note, the page without a seat (notices.js).
const { announce, showError, hideError, toast, hideToast, showFatal } = createNotices(
  {
    live: ui.live,
    error: ui.error,
    toast: ui.toast,
    table: ui.table,
    banner: ui.banner,
    noSeat: $("no-seat"),
    noSeatTitle: $("no-seat-title"),
    noSeatText: $("no-seat-text"),
    noSeatLinks: $("no-seat-links"),
  },
  { roomId },
);

// ------------------------------------------------------------------------------ state
let seatInfo = null; // {seat, token}
let stateId = null;
let view = null;
let prevView = null;
let pending = false; // a move was sent, waiting for the new state
let knockMode = false;
let hint = null; // the last hint message for the current state
let focusCard = null; // the card code that holds the hand's roving tab stop
let opponentConnected = null; // from presence messages, overrides the view until next state
let sentReady = false;

// ------------------------------------------------------------------------ connection
const setConnection = connectionBadge(ui.connection);
const socket = new LiveSocket({
  url: () => socketUrl(`/ws/rooms/${encodeURIComponent(roomId)}`),
  protocols: () => seatProtocols(seatInfo.token), // never in the URL: proxies log URLs
  onMessage,
  onStatus: setConnection,
  onOpen: () => {
    pace.onOpen(); // the computer's speed, again on every connection
    fair.onOpen(); // a seed not yet acknowledged, again
  },
  onLost() {
    pending = false;
    if (view) render();
  },
  onFatal(code) {
    pending = false;
    if (code === SIGNED_OUT) {
      signedOutHere(); // a new visitor now: the start page says why
      window.location.replace("/");
      return;
    }
    if (code === 4404) showFatal(t("table-gone"), { title: t("table-gone-title") });
    else showFatal(t("table-bad-key"));
  },
});

function send(message) {
  return socket.send(message);
}

// -------------------------------------------------------------------------- messages
function onMessage(msg) {
  switch (msg.type) {
    case "state":
      onState(msg);
      break;
    case "chat":
      chat.message(msg);
      break;
    case "chat_history":
      chat.history(msg.messages);
      break;
    case "error":
      if (fair.onError(msg)) break; // seed/...: the next state brings the new commitment
      if (String(msg.code || "").startsWith("chat") || (msg.code === "rate/limited" && chat.justSent())) {
        chat.refused(msg.code === "rate/limited" ? t("table-chat-too-fast") : msg.message);
        break;
      }
      pending = false;
      // Plain words for the common codes; the engine's own reason for an illegal move.
      showError(errorText(msg));
      if (view) render();
      break;
    case "presence":
      if (view && msg.seat !== view.seat) {
        opponentConnected = Boolean(msg.connected);
        if ("claim" in msg) view.claim = msg.claim; // the countdown begun, or gone (claim.js)
        renderOpponent();
        renderBanner();
        if (view.game_over) guarded(renderShowdown); // "Bob left the table" after the game
        announce(t(msg.connected ? "table-is-back" : "table-disconnected", { name: opponentName() }));
      }
      break;
    case "hint":
      if (msg.state_id === undefined || msg.state_id === stateId) {
        hint = msg;
        renderHint();
      }
      if (view?.rated) {
        view.rated = false; // the server counted the hint: no longer rated
        guarded(() => renderScores(view));
      }
      break;
    default:
      break; // pong and anything newer
  }
}

function onState(msg) {
  const first = view === null;
  prevView = view;
  view = msg.view;
  stateId = msg.state_id;
  pending = false;
  hint = null;
  opponentConnected = null;
  hideToast();
  if (view.phase === "over" || !view.your_turn) knockMode = false;
  if (prevView && prevView.hand_number !== view.hand_number) sentReady = false;
  if (prevView && prevView.game_number !== view.game_number) {
    sentReady = false;
  }
  if (view.next && !view.next.next_hand && !view.next.rematch) sentReady = false;
  hideError();
  ui.table.removeAttribute("aria-busy");
  // Each part on its own (guarded): one that fails must not keep the state off the
  // screen. The fair panel goes first, so that a seed goes out at once; when it threw,
  // the dealt hand was never drawn and the table stayed on "Shuffling" for good.
  guarded(() => fair.update(view)); // the seed for the next deal, what this tab saw, the check (fairpanel.js)
  guarded(render);
  guarded(() => playForState(prevView, view));
  guarded(() => clock.update(view));
  guarded(() => guide.observe(view)); // the first-game tips
  guarded(() => announceChanges(first));
  if (
    view.showdown &&
    (first || !prevView?.showdown) &&
    !ui.showdown.contains(document.activeElement)
  ) {
    const primary = ui.showdown.querySelector(".btn-primary");
    (primary || ui.showdown).focus({ preventScroll: false });
  }
}

// --------------------------------------------------------------------------- helpers
function me() {
  return view.seat;
}
function opponentName() {
  if (view?.opponent?.bot) return seatName(view, view.opponent.seat); // the computer, in words
  return view?.opponent?.name || view?.names?.[1 - (view?.seat ?? 0)] || t("table-your-opponent");
}
function legal(kind) {
  return (view?.legal || []).filter((m) => m.kind === kind);
}
function legalFor(kind, card) {
  return (view?.legal || []).find((m) => m.kind === kind && normCard(m.card) === card);
}
function canMove() {
  return Boolean(view && view.your_turn && !pending && socket.isOpen());
}

function act(move, confirmed = false) {
  if (!move || !canMove()) return;
  if (!confirmed && forgiveness.confirmFirst(view, move, () => act(move, true))) return;
  hideError();
  if (send({ type: "act", state_id: stateId, action: move.text })) {
    pending = true;
    knockMode = false;
    render();
  }
}

// ---------------------------------------------------------------------------- render
function focusDescriptor() {
  const el = document.activeElement;
  if (!el || el === document.body) return { area: "body" };
  if (ui.hand.contains(el)) return { area: "hand", card: el.dataset.card };
  if (ui.actions.contains(el)) return { area: "actions", text: el.textContent };
  if (ui.showdown.contains(el)) return { area: "showdown", id: el.id };
  if (el === ui.stock || el === ui.discard) return { area: "piles", id: el.id };
  return { area: "other" };
}

function restoreFocus(before) {
  if (before.area === "other") return;
  const active = document.activeElement;
  if (active && active !== document.body && document.contains(active)) return;
  const handCard = () => ui.hand.querySelector(`.hand-card[tabindex="0"]`);
  const discardTurnStarted =
    view.your_turn &&
    view.phase === "discard" &&
    !(prevView?.your_turn && prevView?.phase === "discard");
  const movable = ["hand", "actions", "piles", "body"].includes(before.area);
  let target = null;
  if (discardTurnStarted && movable) target = handCard();
  else if (before.area === "hand") target = handCard();
  else if (before.area === "actions") {
    const buttons = [...ui.actions.querySelectorAll("button:not([disabled])")];
    target = buttons.find((b) => b.textContent === before.text) || buttons[0] || handCard();
  } else if (before.area === "showdown") {
    target = $(before.id) || ui.showdown.querySelector(".btn-primary");
  }
  else if (before.area === "piles") target = $(before.id);
  if (target && !target.closest("[hidden]")) target.focus({ preventScroll: true });
  // The hand fits the first screen (app.css, hand.js), but on a screen smaller than any
  // it is made for, or under a tip, the turn to discard brings it into view.
  if (discardTurnStarted) keepInView(ui.hand);
}

function render() {
  if (!view) return;
  const before = focusDescriptor();
  renderAll();
  renderSettingParts();
  fitHand(ui.hand); // again, now that the prompt and the buttons above it are drawn
  restoreFocus(before);
}

function renderAll() {
  document.body.dataset.phase = view.phase;
  document.body.dataset.stateId = String(stateId);
  document.body.dataset.seat = String(view.seat);
  document.body.dataset.status = view.status;
  document.body.classList.toggle("my-turn", Boolean(view.your_turn));
  document.body.classList.toggle("knock-mode", knockMode);
  document.body.classList.toggle("pending", pending);
  document.body.classList.toggle("page-over", view.phase === "over");
  renderScores(view);
  renderOpponent();
  renderBanner();
  renderMiddle();
  renderHand();
  renderPrompt();
  renderActions();
  renderEvents();
  renderShowdown();
  renderHint();
  renderDialogs();
  renderOnline();
}

function renderOnline() {
  const n = Number(view.watchers) || 0;
  ui.watchers.textContent = n ? t("table-watching", { count: n }) : "";
  ui.watchers.hidden = !n;
  chat.update(view);
  resign.update(view);
}

// The scoreboard, the opponent, the banner, the piles (tabletop.js).
function opponent() {
  return { name: opponentName(), connected: isConnected(view, opponentConnected) };
}
function renderOpponent() {
  drawOpponent(ui, view, prevView, opponent());
}
function renderBanner() {
  claimBanner.update(view, opponent());
}
function renderMiddle() {
  drawMiddle(ui, view, prevView, {
    roomId,
    publicTable: Boolean(seatInfo?.public),
    canMove: canMove(),
    opponent: opponentName(),
  });
}

function arrangement() {
  const a = view.arrangement || {};
  const melds = (a.melds || []).map((m) => m.map(normCard).filter(Boolean));
  const inMelds = new Set(melds.flat());
  let deadwood = (a.deadwood || []).map(normCard).filter(Boolean);
  for (const c of (view.hand || []).map(normCard)) {
    if (c && !inMelds.has(c) && !deadwood.includes(c)) deadwood.push(c);
  }
  deadwood = sortCards(deadwood, { byRank: true });
  return { melds, deadwood, count: a.deadwood_count ?? null };
}

function renderHand() {
  const over = view.phase === "over" || Boolean(view.game_over);
  const waiting = view.status === "waiting";
  ui.me.hidden = over || waiting;
  const { count } = arrangement();
  // "Your hand (Ann)": the name apart, so that a phone can leave it out (app.css).
  const myName = view.names?.[me()];
  ui.meName.replaceChildren(
    t("table-your-hand-title"),
    ...(myName ? [" ", h("span", { class: "me-who" }, wordNodes("table-your-hand-named", { name: myName }))] : []),
  );
  ui.deadwood.textContent = count ?? "?";
  const prevHand = new Set((prevView?.hand || []).map(normCard));
  const discardTurn =
    view.your_turn && ["discard", "knock", "gin"].some((kind) => legal(kind).length > 0);
  const after = view.discard_deadwood || {};
  const shown = handOrder.groups(view); // the "Sort your hand" setting (handorder.js)
  const all = shown.flatMap((g) => g.cards);
  if (!all.includes(focusCard)) focusCard = all[0] || null;
  const taken = normCard(view.taken_upcard);

  const makeCard = (code) => {
    const el = cardElement(code, { button: true });
    el.tabIndex = code === focusCard ? 0 : -1;
    el.classList.add("hand-card");
    const discard = legalFor("discard", code);
    const knock = legalFor("knock", code) || legalFor("gin", code);
    const playable = knockMode ? Boolean(knock) : Boolean(discard);
    if (discardTurn) {
      el.classList.toggle("playable", playable && canMove());
      el.classList.toggle("unplayable", !playable);
      if (after[code] !== undefined) {
        el.append(h("span", { class: "after", "aria-hidden": "true" }, String(after[code])));
      }
      const parts = [];
      if (playable) parts.push(t(knockMode ? "table-card-knock" : "table-card-discard"));
      if (after[code] !== undefined) parts.push(t("table-card-leaves", { count: after[code] }));
      if (code === taken && !discard) parts.push(t("table-card-taken"));
      if (parts.length) el.setAttribute("aria-description", parts.join(", "));
      el.setAttribute("aria-disabled", String(!playable));
    } else {
      el.setAttribute("aria-disabled", "true");
    }
    if (knockMode && knock) el.classList.add("knockable");
    if (code === taken) el.classList.add("taken");
    if (prevView && prevView.hand_number === view.hand_number && prevHand.size && !prevHand.has(code)) {
      el.classList.add("anim-draw");
    }
    el.addEventListener("click", (event) => onCardClick(event, code));
    el.addEventListener("keydown", (event) => handOrder.onKey(event, code)); // Alt+arrows
    el.addEventListener("keydown", onHandKey);
    el.addEventListener("focus", () => {
      focusCard = code;
      for (const other of ui.hand.querySelectorAll(".hand-card")) other.tabIndex = other === el ? 0 : -1;
    });
    el.addEventListener("pointerdown", (event) => drag.start(event, code, el));
    return el;
  };
  drawHand(ui.hand, shown, makeCard); // the groups, sized to the screen (hand.js)
  const summary = t("table-hand-label", { count: all.length, deadwood: count ?? t("table-unknown") });
  ui.hand.setAttribute("aria-label", summary);
}

function renderPrompt() {
  // The words for this device and this moment (prompt.js).
  const text = promptText(view, {
    opponent: opponentName(),
    pending,
    knockMode,
    connected: socket.isOpen(),
    publicTable: Boolean(seatInfo?.public),
  });
  ui.prompt.replaceChildren(...suitText(text)); // a card in it reads left to right, suit coloured
  const last = view.last_event ? eventNodes(view.last_event, view, me(), view.showdown, { short: true }) : null;
  ui.lastMove.replaceChildren(...(last ? wordNodes("table-last-move", { move: last }) : []));
  // Longer words (another language) that would take the line under the prompt onto a
  // second line: smaller print (app.css), so that the hand keeps its room on a phone.
  ui.lastMove.classList.remove("compact");
  const size = parseFloat(getComputedStyle(ui.lastMove).fontSize) || 14;
  if (ui.lastMove.offsetHeight > size * 2) ui.lastMove.classList.add("compact");
}

function renderActions() {
  ui.actions.classList.remove("actions-short");
  ui.actions.replaceChildren(
    ...moveButtons(view, { knockMode, enabled: canMove(), act, setKnockMode, askHint }),
  );
  // Longer words (another language) that would put the moves on two rows on a phone:
  // the short labels ("Draw"), so that the hand keeps its room.
  const tops = new Set([...ui.actions.children].map((el) => el.offsetTop));
  if (tops.size > 1) ui.actions.classList.add("actions-short");
}

function setKnockMode(on) {
  knockMode = on && legal("knock").length > 0;
  render();
  if (knockMode) {
    const first = ui.hand.querySelector(".knockable");
    first?.focus({ preventScroll: true });
    keepInView(ui.hand);
    announce(t("table-knock-pick"));
  }
}

function askHint() {
  if (!canMove()) return;
  if (view.rated) {
    // No engine help in a rated game until it ends (docs/online.md): the key says why.
    ui.hintText.hidden = false;
    ui.hintText.textContent = RATED_HELP;
    announce(RATED_HELP);
    return;
  }
  if (send({ type: "hint" })) {
    ui.hintText.hidden = false;
    ui.hintText.textContent = t("table-hint-thinking");
  }
}

function renderHint() {
  // The move's button, and its card or pile (hintmark.js); the server's sentence names
  // the move first ("Hint: pass. 5♦ does not help your hand.", words.play.hint_text).
  markHint(hint?.action, { hand: ui.hand, stock: ui.stock, discard: ui.discard, actions: ui.actions });
  if (!hint) {
    ui.hintText.hidden = true;
    return;
  }
  ui.hintText.hidden = false;
  ui.hintText.textContent = hintSentence(hint); // in the page's language
  announce(ui.hintText.textContent);
}

function renderEvents() {
  drawEvents(ui.events, view.events, view.showdown, view.phase === "shuffling", { view, viewer: me() });
}

function announceChanges(first) {
  const events = view.events || [];
  let fresh;
  if (first || !prevView || prevView.hand_number !== view.hand_number) {
    fresh = events.slice(-1);
  } else {
    fresh = events.slice((prevView.events || []).length);
  }
  const parts = fresh.map((e) => eventText(e, view, me(), view.showdown));
  if (view.showdown && (first || !prevView?.showdown)) {
    parts.push(resultText(view.showdown, view, me()) || view.showdown.text || t("table-hand-over"));
  }
  if (view.game_over && (first || !prevView?.game_over)) {
    parts.push(gameOverText(view.game_over, view, me()));
  }
  if (view.your_turn && view.phase !== "over" && (first || !prevView?.your_turn)) parts.push(t("table-your-turn"));
  announce(parts.filter(Boolean).join(". ").replace(/\.\./g, "."));
}

// -------------------------------------------------------------------------- showdown
const showdownUi = {
  title: $("showdown-title"),
  hands: $("showdown-hands"),
  reason: $("showdown-reason"),
  lines: $("showdown-lines"),
  linesBox: $("showdown-lines-box"),
  over: $("game-over"),
};

function renderShowdown() {
  const sd = view.showdown;
  ui.showdown.hidden = !sd && !view.game_over;
  if (ui.showdown.hidden) return;
  drawShowdown(showdownUi, view, me());
  const go = view.game_over;

  const actions = [];
  const next = view.next || {};
  const othersWaiting = (next.waiting_for || []).filter((s) => s !== me());
  const iAmWaitedFor = (next.waiting_for || []).includes(me());
  const bigButton = (id, text, onclick) =>
    h(
      "button",
      { type: "button", class: "btn btn-primary btn-big", id, "aria-keyshortcuts": "n", onclick },
      text,
      h("kbd", { "aria-hidden": "true" }, "n"),
    );
  const offer = go ? rematchOffer(next) : null;
  if (next.next_hand && !sentReady) actions.push(bigButton("btn-next-hand", t("table-next-hand"), nextHand));
  const tournament = tournamentLink();
  // A tournament pairs its own games: its table offers the way back, not a rematch.
  if (next.rematch && !sentReady && !tournament) {
    actions.push(bigButton("btn-rematch", t(offer?.offered ? "table-accept-rematch" : "table-rematch"), rematch));
    if (offer?.offered) actions.push(h("button", { type: "button", class: "btn", id: "btn-rematch-decline", onclick: declineRematch }, t("table-decline")));
  }
  if (offer?.text && !tournament) actions.push(h("p", { class: "rematch-status", id: "rematch-status", role: "status" }, offer.text));
  if (go && tournament) actions.push(h("a", { class: "btn btn-primary", id: "btn-tournament", href: tournament }, t("table-back-tournament")));
  const opponentId = roomInfo?.seats?.[1 - me()]?.player_id;
  if (go && opponentId && !view.opponent?.bot) {
    actions.push(challengeButton(opponentId, opponentName(), { label: t("table-challenge", { name: opponentName() }) }));
  }
  if (go) actions.push(h("a", { class: "btn", href: "/" }, t("table-new-game")));
  if (go) actions.push(h("a", { class: "btn", id: "btn-replay", href: `/stats?room=${encodeURIComponent(roomId)}&game=${view.game_number}&seat=${me()}` }, t("table-replay")));
  actions.push(...review.buttons(view)); // "Review hand", "Review game" (review.js)
  if ((sentReady || !iAmWaitedFor) && othersWaiting.length && !offer?.text) {
    const text = t("table-waiting-ready", { name: opponentName() });
    actions.push(h("p", { class: "muted", role: "status" }, text));
  }
  $("showdown-actions").replaceChildren(...actions);
}

/** Where a tournament game leads back to: the view's tournament (where the server names
 * it) or the one the tournament page kept with the seat (tournament.js); else null. */
function tournamentLink() {
  const id = view?.tournament?.id ?? view?.tournament ?? seatInfo?.tournament;
  if (!id || typeof id === "object") return null;
  return view?.tournament?.url || `/tournaments/${encodeURIComponent(id)}`;
}

function nextHand() {
  if (send({ type: "next_hand" })) {
    sentReady = true;
    render();
  }
}
function rematch() {
  if (send({ type: "rematch" })) {
    sentReady = true;
    render();
  }
}
function declineRematch() {
  send({ type: "rematch_decline" });
}

/**
 * The rematch between two people, in words (docs/protocol.md, `next`): the other's
 * offer ("Ann wants a rematch", answered by Accept or Decline), the answer to this
 * seat's offer ("Ann declined a rematch"), or "Ann left the table" when the other has
 * no socket open any more. `offered`: the other asked and this seat has not answered.
 */
function rematchOffer(next) {
  if (view.opponent?.bot) return null;
  const other = 1 - me();
  const name = opponentName();
  const waiting = next.waiting_for || [];
  const declined = next.declined || [];
  const iOffered = sentReady || !waiting.includes(me());
  const theyOffered = !waiting.includes(other);
  if (declined.includes(other)) return { text: t("table-declined-rematch", { name }) };
  if (!isConnected(view, opponentConnected)) {
    return { text: t(iOffered ? "table-left-no-rematch" : "table-left", { name }) };
  }
  if (declined.includes(me())) return { text: t("table-you-declined") };
  if (theyOffered && !iOffered) return { offered: true, text: t("table-wants-rematch", { name }) };
  if (iOffered && !theyOffered) return { text: t("table-waiting-answer", { name }) };
  return null;
}

// --------------------------------------------------------------------------- dialogs
function renderDialogs() {
  $("pile-cards").replaceChildren(...pileCards(view.discard_pile, view.discard_size));
  $("sheet").replaceChildren(scoreSheet(view));
}

function openDialog(id) {
  const dialog = $(id);
  if (!dialog.open) dialog.showModal();
}

// -------------------------------------------------------------------------- pointer
function onCardClick(event, code) {
  if (drag.swallowClick()) return;
  playCard(code);
}

function playCard(code) {
  if (!view || view.phase === "over" || view.status === "waiting") return;
  if (!view.your_turn) {
    toast(cardRefusal(view, { opponent: opponentName() }));
    return;
  }
  if (knockMode) {
    const m = legalFor("knock", code) || legalFor("gin", code);
    if (m) act(m);
    else toast(t("table-cannot-knock", { card: cardShort(code) }));
    return;
  }
  const m = legalFor("discard", code);
  if (m) act(m);
  else if (view.phase === "discard" && normCard(view.taken_upcard) === code) {
    toast(t("table-just-took", { card: cardShort(code) }));
  } else if (legalFor("gin", code)) {
    act(legalFor("gin", code));
  } else if (view.phase === "draw" || view.phase === "upcard_offer") {
    toast(cardRefusal(view, { opponent: opponentName() }));
  }
}

const drag = createDrag({
  target: ui.discard,
  canStart(code) {
    if (!view?.your_turn || view.phase !== "discard") return false;
    const can = knockMode ? legalFor("knock", code) || legalFor("gin", code) : legalFor("discard", code);
    return Boolean(can) && canMove();
  },
  onDrop: playCard,
  reorder: { hand: ui.hand, canStart: () => Boolean(view?.hand?.length), onPlace: (c, b) => handOrder.place(c, b) },
});

// ------------------------------------------------------------------------- keyboard
function actFirst(kind) {
  const m = legal(kind)[0];
  if (!m) return false;
  act(m);
  return true;
}

bindKeys(
  {
    d: () => actFirst("draw"),
    t: () => actFirst("take"),
    p: () => actFirst("pass"),
    k: () => (legal("knock").length ? setKnockMode(!knockMode) : actFirst("gin")),
    g: () => actFirst("big_gin") || actFirst("gin"),
    h: () => (view.mode === "computer" && view.your_turn ? askHint() : false),
    n: () => ($("btn-next-hand") ? nextHand() : $("btn-rematch") ? rematch() : false),
    v: () => openDialog("pile-dialog"),
    s: () => openDialog("sheet-dialog"),
    "?": () => openDialog("help-dialog"),
    c: () => chat.focus(),
    Escape: () => (knockMode ? setKnockMode(false) : false),
    z: () => forgiveness.takeBack(),
    r: () => review.openFor(view),
  },
  () => Boolean(view),
);

// ------------------------------------------------------------------------------ wiring
ui.stock.addEventListener("click", () => {
  const m = legal("draw")[0];
  if (m) act(m);
  else if (view) {
    const why = stockRefusal(view, { opponent: opponentName(), canDraw: false });
    if (why) toast(why);
  }
});
ui.discard.addEventListener("click", () => {
  const m = legal("take")[0];
  if (m && canMove()) act(m);
  else openDialog("pile-dialog");
});
ui.pileInspect.addEventListener("click", () => openDialog("pile-dialog"));
$("btn-sheet").addEventListener("click", () => openDialog("sheet-dialog"));
$("btn-help").addEventListener("click", () => openDialog("help-dialog"));
$("room-copy-invite").addEventListener("click", async () => {
  const input = $("room-invite-url");
  const ok = await copyText(input.value, input);
  $("room-copy-status").textContent = t(ok ? "table-copied" : "table-copy-failed");
});

async function start() {
  if (!roomId) {
    socket.stop();
    showFatal(t("table-no-game"), { title: t("table-no-game-title") });
    return;
  }
  seatInfo = loadSeat(roomId);
  if (!seatInfo) {
    // No seat here: a free seat means this is really an invite.
    try {
      const room = await api(`/api/rooms/${encodeURIComponent(roomId)}`);
      if (room.mode === "friend" && room.seats?.some((s) => !s.taken)) {
        window.location.replace(`/join/${encodeURIComponent(roomId)}`);
        return;
      }
      const people = room.mode === "friend";
      showFatal(t(people ? "table-full-people" : "table-full-computer"), { title: t("table-full-title"), watch: people });
    } catch (err) {
      if (err.status === 404) showFatal(t("table-missing"), { title: t("table-missing-title") });
      else showFatal(err.message, { title: t("table-cannot-open") });
    }
    socket.stop(); // no seat: nothing to connect to, even when the tab comes back
    setConnection("failed", t("table-not-connected"));
    return;
  }
  const { seat, token, saved, ...extra } = seatInfo;
  saveSeat(roomId, seat, token, extra); // refresh "recently used"
  socket.connect();
  loadRoomInfo();
  if (seatInfo.tournament) {
    // A tournament's game: the player stays present, and an arena's next game opens.
    followTournament($("tournament-notice"), {
      tournamentId: seatInfo.tournament,
      roomId,
      isOver: () => Boolean(view?.game_over),
      announce,
    });
  }
}

// The room's public facts (GET /api/rooms/{id}): the opponent's player id for the
// game-over "Challenge" button, and this game's rules, target and clock, kept as the
// next challenge's defaults (challenges.js).
let roomInfo = null;
async function loadRoomInfo() {
  try {
    roomInfo = await api(`/api/rooms/${encodeURIComponent(roomId)}`);
  } catch {
    return;
  }
  rememberLastGame({ rules: roomInfo.rules, target: roomInfo.target, clock: roomInfo.clock });
  if (view?.game_over) guarded(renderShowdown);
}

// A table between two people: the chat; a timed table: the clock.
const chat = createChat(chatElements(), { send, roomId });
const clock = createClock({ me: $("clock-me"), opp: $("clock-opp") }, { announce });
const claimBanner = createClaimBanner(ui.banner, { onClaim: () => send({ type: "claim" }), announce });
const resign = createResign(
  {
    dialog: $("sheet-dialog"),
    box: $("resign"),
    button: $("btn-resign"),
    confirm: $("resign-confirm"),
    what: $("resign-what"),
    yes: $("btn-resign-yes"),
    no: $("btn-resign-no"),
  },
  { send },
);
pairingNotice($("pairing-notice"), { currentRoom: roomId, announce });
// Fair deals: the seed line, the shuffle's wait, the check after a hand, the record.
const fair = createFairPanel(
  {
    seedLine: $("fair-seed"),
    box: $("fair-box"),
    dialog: $("fair-dialog"),
    shuffling: $("shuffling"),
    shufflingText: $("shuffling-text"),
  },
  { send, roomId, announce },
);

// The player's settings (settings.js): the hand's order, take back and confirm, the next
// hand by itself, the computer's speed, sounds (in onState), the panel behind the gear.
const handOrder = createHandOrder({ roomId, redraw: () => render(), announce });
const forgiveness = createForgiveness({ button: $("btn-take-back"), send });
const autoNext = createAutoNext({ box: $("auto-next"), next: () => nextHand(), paused: () => review.isOpen() });
const pace = createPace(send);
// graded decisions; the count stops the moment the review opens, and starts again when it closes
const review = createReview({
  roomId,
  onOpen: () => autoNext.update(view, sentReady),
  onClose: () => autoNext.update(view, sentReady),
});
initSettingsPanel($("btn-settings"));
initMoveLog($("btn-moves")); // the move list behind a button on a small screen
// The hand is drawn again for a new order or card size (hand.js measures the cards).
onSettings((_settings, key) => ["sort", "largeCards", null].includes(key) && render());

function renderSettingParts() {
  forgiveness.update(view, stateId);
  autoNext.update(view, sentReady);
}

// For tests and debugging: drop the connection as a flaky network would.
window.ginrummyTable = {
  dropConnection() {
    socket.drop();
  },
};

start();
