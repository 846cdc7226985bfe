// The table page (/room/{room_id}): one WebSocket to the server (docs/protocol.md),
// the state drawn from the seat's view, moves sent as the text of a legal move.
//
// The server is the authority: this page never decides what is legal, it only offers
// the moves listed in `view.legal` and shows what the server says.

import {
  PROTOCOL,
  absoluteUrl,
  api,
  copyText,
  h,
  loadSeat,
  roomIdFromPath,
  saveSeat,
} from "./common.js";
import {
  backSvg,
  cardElement,
  cardName,
  cardShort,
  cardValue,
  normCard,
  sortCards,
} from "./cards.js";

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
};

// ------------------------------------------------------------------------------ state
let seatInfo = null; // {seat, token}
let socket = null;
let stateId = null;
let view = null;
let prevView = null;
let pending = false; // a move was sent, waiting for the new state
let knockMode = false;
let hint = null; // the last hint message for the current state
let focusCard = null; // the card code that holds the hand's roving tab stop
let retry = 0;
let retryTimer = null;
let pingTimer = null;
let fatal = false;
let everConnected = false;
let opponentConnected = null; // from presence messages, overrides the view until next state
let sentReady = false;

// ------------------------------------------------------------------------ connection
function socketUrl() {
  const scheme = window.location.protocol === "https:" ? "wss" : "ws";
  const token = encodeURIComponent(seatInfo.token);
  return `${scheme}://${window.location.host}/ws/rooms/${encodeURIComponent(roomId)}?token=${token}`;
}

function setConnection(state, text) {
  ui.connection.dataset.state = state;
  ui.connection.textContent = text;
  document.body.dataset.connection = state;
}

function connect() {
  if (fatal) return;
  clearTimeout(retryTimer);
  retryTimer = null;
  if (socket && socket.readyState <= WebSocket.OPEN) return;
  if (everConnected) setConnection("reconnecting", "Reconnecting...");
  else setConnection("connecting", "Connecting...");
  let ws;
  try {
    ws = new WebSocket(socketUrl());
  } catch {
    scheduleReconnect();
    return;
  }
  socket = ws;
  ws.addEventListener("open", () => {
    if (socket !== ws) return;
    retry = 0;
    everConnected = true;
    setConnection("connected", "Connected");
    clearInterval(pingTimer);
    pingTimer = setInterval(() => send({ type: "ping" }), 25000);
  });
  ws.addEventListener("message", (event) => {
    if (socket !== ws) return;
    let msg;
    try {
      msg = JSON.parse(event.data);
    } catch {
      return;
    }
    onMessage(msg);
  });
  ws.addEventListener("close", (event) => {
    if (socket !== ws) return;
    socket = null;
    clearInterval(pingTimer);
    pending = false;
    if (event.code === 4401 || event.code === 4404) {
      fatal = true;
      setConnection("failed", "Not connected");
      showFatal(
        event.code === 4404
          ? "This game does not exist any more."
          : "This browser's seat key for the game is not valid any more.",
      );
      return;
    }
    scheduleReconnect();
  });
}

function scheduleReconnect() {
  if (fatal || retryTimer) return;
  const delays = [500, 1000, 2000, 4000, 8000, 10000];
  const delay = delays[Math.min(retry, delays.length - 1)] * (0.8 + Math.random() * 0.4);
  retry += 1;
  setConnection("reconnecting", "Connection lost. Reconnecting...");
  if (view) render();
  retryTimer = setTimeout(() => {
    retryTimer = null;
    connect();
  }, delay);
}

function send(message) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify({ protocol: PROTOCOL, ...message }));
  return true;
}

window.addEventListener("online", () => {
  retry = 0;
  connect();
});
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && !socket) {
    retry = 0;
    connect();
  }
});

// -------------------------------------------------------------------------- messages
const ERROR_WORDS = {
  "action/stale": "That move was chosen on an old screen; the table has been brought up to date.",
  "action/not_your_turn": "It is not your turn.",
  "room/waiting": "Wait for your friend to take the other seat.",
  "hand/over": "The hand is over: start the next one.",
  "game/over": "The game is over.",
  "rate/limited": "Too many clicks at once; slow down a little.",
  "hint/unavailable": "Hints are only given against the computer.",
  "server/error": "The server had a problem; nothing was changed. Please try again.",
};

function onMessage(msg) {
  switch (msg.type) {
    case "state":
      onState(msg);
      break;
    case "error":
      pending = false;
      // Plain words for the common codes; the engine's own reason for an illegal move.
      showError((msg.code !== "action/illegal" && ERROR_WORDS[msg.code]) || msg.message);
      if (view) render();
      break;
    case "presence":
      if (view && msg.seat !== view.seat) {
        opponentConnected = Boolean(msg.connected);
        renderOpponent();
        renderBanner();
        announce(
          `${opponentName()} ${msg.connected ? "is back" : "has disconnected"}.`,
        );
      }
      break;
    case "hint":
      if (msg.state_id === undefined || msg.state_id === stateId) {
        hint = msg;
        renderHint();
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
  if (view.phase === "over" || !view.your_turn) knockMode = false;
  if (prevView && prevView.hand_number !== view.hand_number) sentReady = false;
  if (prevView && prevView.game_number !== view.game_number) sentReady = false;
  if (view.next && !view.next.next_hand && !view.next.rematch) sentReady = false;
  hideError();
  ui.table.removeAttribute("aria-busy");
  render();
  announceChanges(first);
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
  return view?.opponent?.name || view?.names?.[1 - (view?.seat ?? 0)] || "Your opponent";
}
function legal(kind) {
  return (view?.legal || []).filter((m) => m.kind === kind);
}
function legalFor(kind, card) {
  return (view?.legal || []).find((m) => m.kind === kind && normCard(m.card) === card);
}
function canMove() {
  return Boolean(view && view.your_turn && !pending && socket && socket.readyState === WebSocket.OPEN);
}

function act(move) {
  if (!move || !canMove()) return;
  hideError();
  if (send({ type: "act", state_id: stateId, action: move.text })) {
    pending = true;
    knockMode = false;
    render();
  }
}

function announce(text) {
  if (!text) return;
  ui.live.textContent = "";
  // A fresh node so screen readers read it even when the text repeats.
  window.setTimeout(() => {
    ui.live.textContent = text;
  }, 30);
}

function showError(text) {
  ui.error.textContent = text || "Something went wrong.";
  ui.error.hidden = false;
}
function hideError() {
  ui.error.hidden = true;
  ui.error.textContent = "";
}

function toast(text) {
  ui.toast.textContent = text;
  ui.toast.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => {
    ui.toast.hidden = true;
  }, 4000);
}

function showFatal(text) {
  ui.table.removeAttribute("aria-busy");
  document.body.classList.add("no-seat");
  ui.banner.replaceChildren(
    h("span", {}, text + " "),
    h("a", { href: "/" }, "Start a new game"),
  );
  ui.banner.hidden = false;
  ui.banner.dataset.kind = "fatal";
}

function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
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
}

function render() {
  if (!view) return;
  const before = focusDescriptor();
  renderAll();
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
  renderScores();
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
}

function renderScores() {
  const names = view.names || ["Player 1", "Player 2"];
  const scores = view.scores || [0, 0];
  const mine = me();
  const meBox = $("score-me");
  const oppBox = $("score-opp");
  meBox.querySelector(".score-name").textContent = "You";
  meBox.title = names[mine];
  meBox.querySelector(".score-points").textContent = scores[mine];
  oppBox.querySelector(".score-name").textContent = names[1 - mine];
  oppBox.querySelector(".score-points").textContent = scores[1 - mine];
  const parts = [];
  if (view.game_target) parts.push(`to ${view.game_target}`);
  if (view.hand_number) parts.push(`hand ${view.hand_number}`);
  if (view.game_number > 1) parts.push(`game ${view.game_number}`);
  $("score-meta").textContent = parts.join(" \u00b7 ");
  $("scoreboard").setAttribute(
    "aria-label",
    `Score: you ${scores[mine]}, ${names[1 - mine]} ${scores[1 - mine]}` +
      (view.game_target ? `, playing to ${view.game_target}` : ""),
  );
  document.title = `${scores[mine]}:${scores[1 - mine]} Gin Rummy vs ${names[1 - mine]}`;
}

function oppConnected() {
  if (!view?.opponent) return true;
  if (view.opponent.bot) return true;
  return opponentConnected ?? Boolean(view.opponent.connected);
}

function renderOpponent() {
  const opp = view.opponent || {};
  ui.oppName.textContent = opponentName();
  const waiting = view.status === "waiting";
  const connected = oppConnected();
  ui.oppStatus.textContent = opp.bot
    ? "(computer)"
    : waiting
      ? "(seat free)"
      : connected
        ? ""
        : "(disconnected)";
  ui.oppStatus.dataset.connected = String(connected);
  $("opponent").classList.toggle("to-act", !waiting && view.phase !== "over" && view.to_act === opp.seat);
  const count = view.phase === "over" || waiting ? 0 : opp.card_count || 0;
  const known = (opp.known || []).map(normCard).filter(Boolean);
  const backs = [];
  for (let i = 0; i < count - known.length; i++) backs.push(cardElement(null, { small: true }));
  const knownEls = known.map((c) => {
    const el = cardElement(c, { small: true, label: `${cardName(c)} (known)` });
    el.classList.add("known");
    return el;
  });
  ui.oppHand.replaceChildren(...knownEls, ...backs);
  ui.oppHand.hidden = count === 0;
  ui.oppHand.setAttribute(
    "aria-label",
    count
      ? `${opponentName()} holds ${plural(count, "card")}` +
          (known.length ? `, known: ${known.map(cardName).join(", ")}` : "")
      : `${opponentName()} holds no cards now`,
  );
  if (prevView && view.opponent && prevView.opponent) {
    if ((prevView.opponent.card_count || 0) < count && view.phase !== "over") {
      backs.at(-1)?.classList.add("anim-opp-draw");
    }
  }
  ui.oppKnown.hidden = known.length === 0 || view.phase === "over";
  ui.oppKnownCards.replaceChildren(...known.map((c) => h("span", { class: "known-chip" }, cardShort(c))));
}

function renderBanner() {
  if (document.body.classList.contains("no-seat")) return;
  const waiting = view?.status === "waiting";
  let text = "";
  if (view && !waiting && !oppConnected()) {
    text = `${opponentName()} is disconnected. The game waits for them to come back.`;
  }
  ui.banner.textContent = text;
  ui.banner.hidden = !text;
  ui.banner.dataset.kind = "presence";
}

function renderMiddle() {
  const over = view.phase === "over";
  const waiting = view.status === "waiting";
  ui.middle.hidden = over || waiting;
  ui.waiting.hidden = !waiting;
  if (waiting) {
    const url = absoluteUrl(`/join/${encodeURIComponent(roomId)}`);
    const input = $("room-invite-url");
    if (input.value !== url) input.value = url;
  }
  // Stock.
  const draw = legal("draw")[0];
  ui.stock.innerHTML = view.stock_size ? backSvg() : "";
  ui.stock.classList.toggle("empty", !view.stock_size);
  ui.stock.classList.toggle("playable", Boolean(draw) && canMove());
  ui.stock.setAttribute(
    "aria-label",
    `Stock, ${plural(view.stock_size || 0, "card")}` + (draw ? ". Draw from the stock (d)" : ""),
  );
  ui.stock.setAttribute("aria-disabled", String(!draw || !canMove()));
  ui.stockCaption.textContent = `Stock: ${view.stock_size ?? 0}`;
  // Discard pile.
  const up = normCard(view.upcard);
  const take = legal("take")[0];
  ui.discard.replaceChildren();
  if (up) {
    const el = cardElement(up, { small: false });
    el.setAttribute("aria-hidden", "true");
    el.removeAttribute("role");
    ui.discard.append(el);
    const prevUp = prevView ? normCard(prevView.upcard) : null;
    const grew = prevView && (view.discard_pile || []).length > (prevView.discard_pile || []).length;
    if (prevView && up !== prevUp && grew) {
      el.classList.add("anim-discard");
      if (view.last_event && view.last_event.seat !== me()) el.classList.add("from-opponent");
    }
  }
  ui.discard.classList.toggle("empty", !up);
  ui.discard.classList.toggle("playable", Boolean(take) && canMove());
  ui.discard.setAttribute(
    "aria-label",
    up
      ? `Discard pile, top card ${cardName(up)}` + (take ? `. Take ${cardShort(up)} (t)` : "")
      : "Discard pile, empty",
  );
  const pileSize = (view.discard_pile || []).length;
  ui.pileInspect.textContent = `Discard pile: ${pileSize}`;
  ui.pileInspect.setAttribute("aria-label", `Look through the discard pile, ${plural(pileSize, "card")} (v)`);
  const info = [];
  if (view.knock_limit !== undefined && view.knock_limit !== null) {
    info.push(view.knock_limit === 0 ? "Gin only this hand" : `Knock with ${view.knock_limit} or less`);
  }
  if (view.doubled) info.push("Spade upcard: this hand scores double");
  if (view.dealer !== undefined) info.push(view.dealer === me() ? "You dealt" : `${opponentName()} dealt`);
  ui.tableInfo.textContent = info.join(" \u00b7 ");
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

function meldLabel(meld) {
  const sameRank = meld.every((c) => c[0] === meld[0][0]);
  if (sameRank) return `Set of ${meld.length}: ${meld.map(cardName).join(", ")}`;
  return `Run: ${meld.map(cardName).join(", ")}`;
}

function renderHand() {
  const over = view.phase === "over";
  const waiting = view.status === "waiting";
  ui.me.hidden = over || waiting;
  const { melds, deadwood, count } = arrangement();
  ui.meName.textContent = view.names?.[me()] ? `Your hand (${view.names[me()]})` : "Your hand";
  ui.deadwood.textContent = count ?? "?";
  const prevHand = new Set((prevView?.hand || []).map(normCard));
  const discardTurn =
    view.your_turn && ["discard", "knock", "gin"].some((kind) => legal(kind).length > 0);
  const after = view.discard_deadwood || {};
  const all = [...melds.flat(), ...deadwood];
  if (!all.includes(focusCard)) focusCard = all[0] || null;
  const taken = normCard(view.taken_upcard);

  const groups = [];
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
      if (playable) parts.push(knockMode ? "knock with this card" : "discard it");
      if (after[code] !== undefined) parts.push(`leaves ${after[code]} deadwood`);
      if (code === taken && !discard) parts.push("just taken, cannot be discarded now");
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
    if (hint && hintCard() === code) el.classList.add("hinted");
    el.addEventListener("click", (event) => onCardClick(event, code));
    el.addEventListener("keydown", onHandKey);
    el.addEventListener("focus", () => {
      focusCard = code;
      for (const other of ui.hand.querySelectorAll(".hand-card")) other.tabIndex = other === el ? 0 : -1;
    });
    el.addEventListener("pointerdown", (event) => startDrag(event, code, el));
    return el;
  };
  for (const meld of melds) {
    groups.push(
      h("div", { class: "group meld", role: "group", "aria-label": meldLabel(meld) }, meld.map(makeCard)),
    );
  }
  if (deadwood.length) {
    const dwCount = count ?? deadwood.reduce((sum, c) => sum + cardValue(c), 0);
    groups.push(
      h(
        "div",
        { class: "group deadwood-group", role: "group", "aria-label": `Deadwood, ${dwCount} points` },
        deadwood.map(makeCard),
      ),
    );
  }
  ui.hand.replaceChildren(...groups);
  const summary = `Your cards: ${plural(all.length, "card")}, deadwood ${count ?? "unknown"}`;
  ui.hand.setAttribute("aria-label", summary);
}

function hintCard() {
  const text = hint?.action?.text || "";
  const m = /^(?:discard|knock|gin)\s+(\S+)/i.exec(text);
  return m ? normCard(m[1]) : null;
}

function renderPrompt() {
  const opp = opponentName();
  let text = "";
  const up = normCard(view.upcard);
  if (view.status === "waiting") text = "Waiting for your friend to open the invite link.";
  else if (view.phase === "over") text = "";
  else if (!view.your_turn) {
    text = view.opponent?.bot ? `${opp} is playing...` : `${opp}'s turn.`;
  } else if (pending) text = "Sending your move...";
  else if (view.phase === "upcard_offer") {
    text = up ? `Your turn: take the upcard ${cardShort(up)} (t), or pass (p).` : "Your turn.";
  } else if (view.phase === "draw") {
    text = up && legal("take").length
      ? `Your turn: draw from the stock (d) or take ${cardShort(up)} (t).`
      : "Your turn: draw from the stock (d).";
  } else if (view.phase === "discard") {
    if (knockMode) text = "Knock: pick the card to discard face down (Esc to cancel).";
    else {
      text = "Discard a card: click it, or drag it onto the discard pile.";
      if (legal("gin").length) text += " You can go gin!";
      else if (legal("knock").length) text += " You can knock.";
    }
  } else {
    text = "Your turn.";
  }
  ui.prompt.textContent = text;
  const last = view.last_event?.text || "";
  ui.lastMove.textContent = last ? `Last move: ${last}` : "";
}

function actionButton(label, onClick, { primary = false, key = null, cls = "", description = null } = {}) {
  const btn = h(
    "button",
    {
      type: "button",
      class: `btn ${primary ? "btn-primary" : ""} ${cls}`.trim(),
      "aria-keyshortcuts": key,
      "aria-description": description,
      disabled: !canMove(),
      onclick: onClick,
    },
    label,
  );
  if (key) btn.append(h("kbd", { "aria-hidden": "true" }, key));
  return btn;
}

function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

function renderActions() {
  const buttons = [];
  if (view.your_turn && view.phase !== "over") {
    const moves = view.legal || [];
    const handled = new Set();
    for (const m of moves) {
      if (m.kind === "draw") {
        buttons.push(actionButton("Draw from the stock", () => act(m), { primary: true, key: "d" }));
        handled.add(m);
      } else if (m.kind === "take") {
        const up = normCard(view.upcard);
        const text = up ? `Take ${cardShort(up)}` : "Take the upcard";
        buttons.push(actionButton(text, () => act(m), { key: "t", cls: "btn-take" }));
        handled.add(m);
      } else if (m.kind === "pass") {
        buttons.push(actionButton(capital(m.label || "Pass"), () => act(m), { key: "p" }));
        handled.add(m);
      } else if (m.kind === "big_gin") {
        buttons.push(actionButton("Big gin!", () => act(m), { primary: true, key: "g", cls: "btn-gin" }));
        handled.add(m);
      } else if (m.kind === "discard") {
        handled.add(m);
      }
    }
    const gins = legal("gin");
    const knocks = legal("knock");
    const after = view.discard_deadwood || {};
    gins.forEach((m, i) => {
      buttons.push(
        actionButton(`Gin! Discard ${cardShort(m.card)}`, () => act(m), {
          primary: true,
          key: i === 0 ? "g" : null,
          cls: "btn-gin",
          description: m.label,
        }),
      );
      handled.add(m);
    });
    if (knocks.length && !knockMode) {
      buttons.push(
        actionButton("Knock...", () => setKnockMode(true), {
          key: "k",
          cls: "btn-knock",
          description: "then pick the card to discard face down",
        }),
      );
    }
    if (knockMode) {
      const sorted = knocks.slice().sort((a, b) => (after[a.card] ?? 99) - (after[b.card] ?? 99));
      for (const m of sorted) {
        const dw = after[normCard(m.card)];
        buttons.push(
          actionButton(
            `Knock, discard ${cardShort(m.card)}${dw !== undefined ? ` (${dw} deadwood)` : ""}`,
            () => act(m),
            { cls: "btn-knock-card", description: m.label },
          ),
        );
      }
      buttons.push(actionButton("Cancel", () => setKnockMode(false), { key: "Esc" }));
    }
    knocks.forEach((m) => handled.add(m));
    for (const m of moves) {
      if (!handled.has(m)) buttons.push(actionButton(capital(m.label || m.text), () => act(m)));
    }
  }
  if (view.mode === "computer" && view.your_turn && view.phase !== "over") {
    const hintButton = h(
      "button",
      {
        type: "button",
        class: "btn btn-hint",
        "aria-keyshortcuts": "h",
        disabled: !canMove(),
        onclick: askHint,
      },
      "Hint",
      h("kbd", { "aria-hidden": "true" }, "h"),
    );
    buttons.push(hintButton);
  }
  ui.actions.replaceChildren(...buttons);
}

function setKnockMode(on) {
  knockMode = on && legal("knock").length > 0;
  render();
  if (knockMode) {
    const first = ui.hand.querySelector(".knockable");
    first?.focus();
    announce("Knock: pick the card to discard face down.");
  }
}

function askHint() {
  if (!canMove()) return;
  if (send({ type: "hint" })) {
    ui.hintText.hidden = false;
    ui.hintText.textContent = "Thinking about a hint...";
  }
}

function renderHint() {
  document.querySelectorAll(".hinted").forEach((el) => el.classList.remove("hinted"));
  if (!hint) {
    ui.hintText.hidden = true;
    return;
  }
  ui.hintText.hidden = false;
  ui.hintText.textContent = `Hint: ${hint.text || hint.action?.label || ""}`;
  const text = hint.action?.text || "";
  const card = hintCard();
  if (card) ui.hand.querySelector(`[data-card="${card}"]`)?.classList.add("hinted");
  else if (/^draw/.test(text)) ui.stock.classList.add("hinted");
  else if (/^take/.test(text)) ui.discard.classList.add("hinted");
  announce(ui.hintText.textContent);
}

function renderEvents() {
  const events = view.events || [];
  const items = events.map((e, i) =>
    h("li", { class: i === events.length - 1 ? "latest" : null }, capital(e.text || "")),
  );
  if (!items.length) items.push(h("li", { class: "muted no-events" }, "The cards are dealt."));
  ui.events.replaceChildren(...items);
  ui.events.parentElement.scrollTop = ui.events.parentElement.scrollHeight;
}

function announceChanges(first) {
  const events = view.events || [];
  let fresh;
  if (first || !prevView || prevView.hand_number !== view.hand_number) {
    fresh = events.slice(-1);
  } else {
    fresh = events.slice((prevView.events || []).length);
  }
  const parts = fresh.map((e) => capital(e.text || ""));
  if (view.showdown && (first || !prevView?.showdown)) parts.push(view.showdown.text || "The hand is over.");
  if (view.game_over && (first || !prevView?.game_over)) {
    parts.push(view.game_over.text || "The game is over.");
  }
  if (view.your_turn && view.phase !== "over" && (first || !prevView?.your_turn)) parts.push("Your turn.");
  announce(parts.filter(Boolean).join(". ").replace(/\.\./g, "."));
}

// -------------------------------------------------------------------------- showdown
function cardRow(cards, cls = "", opts = {}) {
  return h(
    "div",
    { class: `card-row ${cls}`.trim() },
    cards.map((c) => {
      const code = normCard(c);
      const el = cardElement(code, { small: true, label: opts.label ? opts.label(code) : null });
      if (opts.mark?.has(code)) el.classList.add(opts.markClass);
      return el;
    }),
  );
}

function showdownSide(sd, who, melds, deadwood, count, layoffs = []) {
  const name = view.names?.[who] ?? `Player ${who + 1}`;
  const title = who === me() ? `You (${name})` : name;
  const gin = sd.outcome === "gin" || sd.outcome === "big_gin";
  const role = sd.knocker === who ? (gin ? "went gin" : "knocked") : "";
  const laidOff = new Set((layoffs || []).map((l) => normCard(l.card)));
  const meldRows = (melds || []).map((m, i) => {
    const onThis = who === sd.knocker ? (sd.layoffs || []).filter((l) => l.meld === i) : [];
    const extra = onThis.map((l) => normCard(l.card));
    return cardRow([...m, ...extra], "meld", {
      mark: new Set(extra),
      markClass: "laid-off",
      label: (c) => (extra.includes(c) ? `${cardName(c)}, laid off` : cardName(c)),
    });
  });
  const dw = (deadwood || []).map(normCard).filter((c) => !laidOff.has(c) || who === sd.knocker);
  return h(
    "section",
    {
      class: `showdown-side ${who === me() ? "mine" : "theirs"}`,
      "aria-label": `${title}${role ? `, ${role}` : ""}`,
    },
    h("h3", {}, title, role ? h("span", { class: "muted" }, ` ${role}`) : null),
    meldRows.length ? h("div", { class: "melds" }, meldRows) : h("p", { class: "muted" }, "No melds"),
    dw.length
      ? h("div", { class: "dw" }, h("span", { class: "dw-label" }, "Deadwood"), cardRow(dw, "deadwood-row"))
      : h("p", { class: "muted" }, "No deadwood"),
    h("p", { class: "dw-count" }, `Deadwood count: ${count ?? 0}`),
  );
}

function renderShowdown() {
  const sd = view.showdown;
  ui.showdown.hidden = !sd;
  if (!sd) return;
  const title = $("showdown-title");
  title.textContent = capital(sd.text || "The hand is over.");
  const hands = $("showdown-hands");
  if (sd.void) {
    hands.replaceChildren(h("p", {}, "Nobody scores this hand."));
  } else {
    const knocker = sd.knocker ?? sd.winner ?? 0;
    const defender = 1 - knocker;
    const layoffs = sd.layoffs || [];
    const layoffNote = layoffs.length
      ? h(
          "p",
          { class: "layoffs" },
          `${defender === me() ? "You" : view.names?.[defender]} laid off ` +
            layoffs
              .map((l) => {
                const meld = sd.knocker_melds?.[l.meld];
                return `${cardShort(l.card)}${meld ? ` on ${meld.map(cardShort).join(" ")}` : ""}`;
              })
              .join(", ") +
            ".",
        )
      : null;
    hands.replaceChildren(
      showdownSide(sd, knocker, sd.knocker_melds, sd.knocker_deadwood, sd.knocker_deadwood_count),
      showdownSide(
        sd,
        defender,
        sd.defender_melds,
        sd.defender_deadwood,
        sd.defender_deadwood_count,
        layoffs,
      ),
      ...(layoffNote ? [layoffNote] : []),
    );
  }
  $("showdown-reason").textContent = sd.reason || "";
  const lines = Array.isArray(sd.lines) ? sd.lines.join("\n") : "";
  $("showdown-lines").textContent = lines;
  $("showdown-lines-box").hidden = !lines;

  const over = $("game-over");
  const go = view.game_over;
  over.hidden = !go;
  if (go) {
    const names = view.names || ["Player 1", "Player 2"];
    const rows = (go.rows || []).map((r) => tableRow(r.label, r.values || []));
    over.replaceChildren(
      h("h3", {}, capital(go.text || "Game over")),
      h(
        "table",
        { class: "totals" },
        h("thead", {}, headRow("", ...names)),
        h("tbody", {}, rows),
        go.totals ? h("tfoot", {}, tableRow("Total", go.totals)) : null,
      ),
    );
  }

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
  if (next.next_hand && !sentReady) actions.push(bigButton("btn-next-hand", "Next hand", nextHand));
  if (next.rematch && !sentReady) actions.push(bigButton("btn-rematch", "Rematch", rematch));
  if (go) actions.push(h("a", { class: "btn", href: "/" }, "New game"));
  if ((sentReady || !iAmWaitedFor) && othersWaiting.length) {
    const text = `Waiting for ${opponentName()} to be ready...`;
    actions.push(h("p", { class: "muted", role: "status" }, text));
  }
  $("showdown-actions").replaceChildren(...actions);
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

// --------------------------------------------------------------------------- dialogs
function headRow(...labels) {
  return h("tr", {}, labels.map((label) => h("th", { scope: "col" }, label)));
}
function tableRow(label, values) {
  const cells = values.map((v) => h("td", {}, String(v ?? "")));
  return h("tr", {}, h("th", { scope: "row" }, String(label)), cells);
}

function renderDialogs() {
  const pile = (view.discard_pile || []).map(normCard).filter(Boolean);
  $("pile-cards").replaceChildren(
    ...(pile.length
      ? pile.map((c, i) => {
          const top = i === pile.length - 1 ? " (top)" : "";
          return cardElement(c, { small: true, label: `${i + 1}: ${cardName(c)}${top}` });
        })
      : [h("p", {}, "The pile is empty.")]),
  );
  const names = view.names || ["Player 1", "Player 2"];
  const rows = (view.hands || []).map((r) => {
    const points = [0, 1].map((s) => (r.winner === s ? String(r.points ?? 0) : ""));
    return h(
      "tr",
      {},
      h("th", { scope: "row" }, String(r.hand ?? "")),
      h("td", {}, points[0]),
      h("td", {}, points[1]),
      h("td", {}, capital(r.text || r.outcome || "")),
    );
  });
  const scores = view.scores || [0, 0];
  $("sheet").replaceChildren(
    rows.length
      ? h(
          "table",
          { class: "sheet" },
          h("thead", {}, headRow("Hand", ...names, "What happened")),
          h("tbody", {}, rows),
          h(
            "tfoot",
            {},
            tableRow("Total", [...scores, view.game_target ? `playing to ${view.game_target}` : ""]),
          ),
        )
      : h("p", {}, "No hand has been scored yet."),
  );
}

function openDialog(id) {
  const dialog = $(id);
  if (!dialog.open) dialog.showModal();
}

// -------------------------------------------------------------------------- pointer
function onCardClick(event, code) {
  if (drag.suppressClick) {
    drag.suppressClick = false;
    return;
  }
  playCard(code);
}

function playCard(code) {
  if (!view || view.phase === "over" || view.status === "waiting") return;
  if (!view.your_turn) {
    toast(`Wait for ${opponentName()} to play.`);
    return;
  }
  if (knockMode) {
    const m = legalFor("knock", code) || legalFor("gin", code);
    if (m) act(m);
    else toast(`You cannot knock discarding ${cardShort(code)}.`);
    return;
  }
  const m = legalFor("discard", code);
  if (m) act(m);
  else if (view.phase === "discard" && normCard(view.taken_upcard) === code) {
    toast(`You just took ${cardShort(code)}: discard another card.`);
  } else if (legalFor("gin", code)) {
    act(legalFor("gin", code));
  } else if (view.phase === "draw" || view.phase === "upcard_offer") {
    toast("First draw a card: from the stock (d) or the discard pile (t).");
  }
}

const drag = {
  active: false,
  code: null,
  el: null,
  ghost: null,
  pointerId: null,
  startX: 0,
  startY: 0,
  offsetX: 0,
  offsetY: 0,
  suppressClick: false,
};

function startDrag(event, code, el) {
  if (event.button !== 0 || !view?.your_turn || view.phase !== "discard") return;
  const can = knockMode ? legalFor("knock", code) || legalFor("gin", code) : legalFor("discard", code);
  if (!can || !canMove()) return;
  drag.code = code;
  drag.el = el;
  drag.startX = event.clientX;
  drag.startY = event.clientY;
  drag.pointerId = event.pointerId;
  drag.active = false;
  window.addEventListener("pointermove", onDragMove);
  window.addEventListener("pointerup", onDragEnd);
  window.addEventListener("pointercancel", cancelDrag);
}

function onDragMove(event) {
  if (event.pointerId !== drag.pointerId) return;
  const dx = event.clientX - drag.startX;
  const dy = event.clientY - drag.startY;
  if (!drag.active) {
    if (Math.hypot(dx, dy) < 8) return;
    drag.active = true;
    const rect = drag.el.getBoundingClientRect();
    drag.ghost = drag.el.cloneNode(true);
    drag.ghost.classList.add("drag-ghost");
    drag.ghost.removeAttribute("id");
    drag.ghost.setAttribute("aria-hidden", "true");
    drag.ghost.style.width = `${rect.width}px`;
    drag.ghost.style.height = `${rect.height}px`;
    drag.offsetX = drag.startX - rect.left;
    drag.offsetY = drag.startY - rect.top;
    document.body.append(drag.ghost);
    drag.el.classList.add("dragging");
    ui.discard.classList.add("drop-target");
  }
  const x = event.clientX - drag.offsetX;
  const y = event.clientY - drag.offsetY;
  drag.ghost.style.transform = `translate(${x}px, ${y}px)`;
  ui.discard.classList.toggle("drop-over", overDiscard(event));
  event.preventDefault();
}

function overDiscard(event) {
  const r = ui.discard.getBoundingClientRect();
  const pad = 24;
  return (
    event.clientX >= r.left - pad &&
    event.clientX <= r.right + pad &&
    event.clientY >= r.top - pad &&
    event.clientY <= r.bottom + pad
  );
}

function onDragEnd(event) {
  if (event.pointerId !== drag.pointerId) return;
  const code = drag.code;
  const wasActive = drag.active;
  const hit = wasActive && overDiscard(event);
  cancelDrag();
  if (wasActive) {
    drag.suppressClick = true;
    setTimeout(() => {
      drag.suppressClick = false;
    }, 0);
    if (hit) playCard(code);
  }
}

function cancelDrag() {
  window.removeEventListener("pointermove", onDragMove);
  window.removeEventListener("pointerup", onDragEnd);
  window.removeEventListener("pointercancel", cancelDrag);
  drag.ghost?.remove();
  drag.ghost = null;
  drag.el?.classList.remove("dragging");
  drag.active = false;
  drag.pointerId = null;
  ui.discard.classList.remove("drop-target", "drop-over");
}

// ------------------------------------------------------------------------- keyboard
function onHandKey(event) {
  const cards = [...ui.hand.querySelectorAll(".hand-card")];
  const i = cards.indexOf(event.currentTarget);
  let j = null;
  if (event.key === "ArrowRight" || event.key === "ArrowDown") j = Math.min(cards.length - 1, i + 1);
  else if (event.key === "ArrowLeft" || event.key === "ArrowUp") j = Math.max(0, i - 1);
  else if (event.key === "Home") j = 0;
  else if (event.key === "End") j = cards.length - 1;
  if (j !== null) {
    event.preventDefault();
    cards[j].focus();
  }
}

function typing(target) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

document.addEventListener("keydown", (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
  if (document.querySelector("dialog[open]") && event.key !== "Escape") return;
  if (!view) return;
  const key = event.key;
  const first = (kind) => legal(kind)[0];
  let handled = true;
  switch (key) {
    case "d":
    case "D":
      if (first("draw")) act(first("draw"));
      else handled = false;
      break;
    case "t":
    case "T":
      if (first("take")) act(first("take"));
      else handled = false;
      break;
    case "p":
    case "P":
      if (first("pass")) act(first("pass"));
      else handled = false;
      break;
    case "k":
    case "K":
      if (legal("knock").length) setKnockMode(!knockMode);
      else if (first("gin")) act(first("gin"));
      else handled = false;
      break;
    case "g":
    case "G":
      if (first("big_gin")) act(first("big_gin"));
      else if (first("gin")) act(first("gin"));
      else handled = false;
      break;
    case "h":
    case "H":
      if (view.mode === "computer" && view.your_turn) askHint();
      else handled = false;
      break;
    case "n":
    case "N":
      if ($("btn-next-hand")) nextHand();
      else if ($("btn-rematch")) rematch();
      else handled = false;
      break;
    case "v":
    case "V":
      openDialog("pile-dialog");
      break;
    case "s":
    case "S":
      openDialog("sheet-dialog");
      break;
    case "?":
      openDialog("help-dialog");
      break;
    case "Escape":
      if (knockMode) setKnockMode(false);
      else handled = false;
      break;
    default:
      handled = false;
  }
  if (handled) event.preventDefault();
});

// ------------------------------------------------------------------------------ wiring
ui.stock.addEventListener("click", () => {
  const m = legal("draw")[0];
  if (m) act(m);
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
  $("room-copy-status").textContent = ok ? "Copied." : "Select the link and copy it.";
});

async function start() {
  if (!roomId) {
    showFatal("This page needs a game's id in its address.");
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
      showFatal("This browser has no seat at this table (both seats are taken).");
    } catch (err) {
      showFatal(err.status === 404 ? "This game does not exist." : err.message);
    }
    setConnection("failed", "Not connected");
    return;
  }
  saveSeat(roomId, seatInfo.seat, seatInfo.token); // refresh "recently used"
  connect();
}

// For tests and debugging: drop the connection as a flaky network would.
window.ginrummyTable = {
  dropConnection() {
    socket?.close(4000, "dropped on purpose");
  },
};

start();
