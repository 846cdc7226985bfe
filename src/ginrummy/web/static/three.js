// The table of a room for three (/room/{id} of a three-handed room; docs/web.md "A room
// for three"). Every hand is a two-player hand: the two seats in it play with the same
// moves as at a two-player table (moves.js), the seat sitting out sees what a person
// beside the table sees (the box forms: the captain's hand, read only, and "Advise";
// rotation: the public table), and everybody sees the three names, who plays, who sits
// out and who sits out next, and the score sheet in three columns. A browser without a
// seat watches.

import "./settings.js"; // first: the player's look (theme, card size, motion) before anything draws
import { absoluteUrl, api, copyText, h, loadSeat, roomIdFromPath, saveSeat } from "./common.js";
import { cardElement, cardShort, normCard } from "./cards.js";
import { refusalText, t } from "./l10n.js";
import { connectionBadge, LiveSocket, seatProtocols, socketUrl } from "./socket.js";
import { moveButtons } from "./moves.js";
import { renderEvents, renderShowdown } from "./board.js";
import { hintSentence, resultText } from "./tablewords.js";
import { markHint } from "./hintmark.js";
import { chatElements, createChat } from "./chat.js";
import { createReview } from "./review.js";
import { createFairPanel } from "./fairpanel.js";

const roomId = roomIdFromPath();
const held = loadSeat(roomId);
const $ = (id) => document.getElementById(id);
const ui = {
  players: $("three-players"),
  form: $("three-form"),
  pairing: $("three-pairing"),
  next: $("three-next"),
  invite: $("three-invite"),
  inviteUrl: $("three-invite-url"),
  computers: $("three-computers"),
  banner: $("three-banner"),
  error: $("three-error"),
  table: $("table"),
  oppName: $("opp-name"),
  oppHand: $("opp-hand"),
  stock: $("stock"),
  stockCaption: $("stock-caption"),
  discard: $("discard"),
  actions: $("actions"),
  hintText: $("hint-text"),
  events: $("events"),
  reviewBox: $("three-review"),
  advice: $("advice"),
  adviceCard: $("advice-card"),
  adviceNote: $("advice-note"),
  handTitle: $("hand-title"),
  hand: $("hand"),
  showdown: $("showdown"),
  next_: $("btn-next"),
  sheet: $("three-sheet"),
  over: $("three-over"),
  gone: $("three-gone"),
  again: $("three-again"),
  againButton: $("btn-again"),
  againNote: $("three-again-note"),
};
const showdownUi = {
  title: $("showdown-title"),
  hands: $("showdown-hands"),
  reason: $("showdown-reason"),
  lines: $("showdown-lines"),
  linesBox: $("showdown-lines-box"),
  over: $("game-over"),
};

let view = null;
let stateId = 0;
let knockMode = false;
let leaving = false; // going to the next match's room
let hint = null; // the hint for the current state (only the person among two computers)

/** A player's name as typed (never translated), or the computer's in the page's words. */
const nameNode = (name) =>
  typeof name === "object" ? h("span", { class: "three-name" }, name.own) : h("span", { translate: "no", class: "three-name" }, name);

/** Player `p`'s name: as typed, or `{own}` words for the computer (by its level). */
function who(three, p) {
  if (p === null || p === undefined) return "";
  return three.bots[p] ? { own: t("table-computer", { level: three.levels?.[p] || "other" }) } : three.names[p];
}
const plain = (name) => (typeof name === "object" ? name.own : name);

function showError(text) {
  ui.error.textContent = text || "";
  ui.error.hidden = !text;
}

function send(message) {
  if (message.type !== "chat") showError("");
  return socket.send(message);
}

function act(move) {
  knockMode = false;
  send({ type: "act", state_id: stateId, action: move.id });
}

/** What each seat is in this hand, in words. */
function roleWord(three, p) {
  if (three.box !== null && three.box !== undefined) {
    if (p === three.box) return t("three-role-box");
    if (p === three.captain) return t("three-role-captain");
    return t("three-role-partner");
  }
  return p === three.sitting_out ? t("three-role-sits-out") : t("three-role-plays");
}

function renderSeats(three) {
  ui.form.textContent = t(`three-form-${three.form}`);
  ui.players.replaceChildren(
    ...three.names.map((name, p) => {
      const out = p === three.sitting_out;
      const li = h(
        "li",
        { class: `three-player${out ? " sitting-out" : ""}${p === three.you ? " you" : ""}`, id: `three-seat-${p}`, "data-seat": String(p) },
        three.taken[p] ? nameNode(who(three, p)) : h("span", { class: "muted" }, t("three-empty-seat")),
        p === three.you ? h("span", { class: "muted" }, ` ${t("three-you-mark")}`) : "",
        h("span", { class: "three-role" }, roleWord(three, p)),
        three.stand_ins?.[p] ? h("span", { class: "three-stand-in muted" }, t("three-stand-in")) : "",
        h("span", { class: "three-score", "aria-label": t("three-score-label") }, String(three.scores[p])),
      );
      return li;
    }),
  );
  const [a, b] = three.players;
  ui.pairing.replaceChildren(
    ...words("three-pairing", { a: who(three, a), b: who(three, b), out: who(three, three.sitting_out) }),
  );
  if (three.over) {
    ui.next.textContent = "";
  } else if (three.next_sitting_out !== null && three.next_sitting_out !== undefined) {
    ui.next.replaceChildren(...words("three-next-known", { name: who(three, three.next_sitting_out) }));
  } else {
    ui.next.textContent = t(three.form.endsWith("-hand") ? "three-next-loser-hand" : "three-next-loser-game");
  }
}

let goneTimer = null;

/**
 * A person gone (every socket closed): after the server's wait (`sit_in_after`, counted
 * down here) the others may let the computer play for them, so the match never waits for
 * ever; their coming back ends it (the server's rule: docs/web.md).
 */
function renderGone(three) {
  clearTimeout(goneTimer);
  const mine = three.you !== null && three.you !== undefined;
  const parts = [];
  let soonest = null;
  (three.sit_in_after || []).forEach((after, p) => {
    if (after === null || after === undefined || p === three.you || !mine) return;
    const name = who(three, p);
    if (after <= 0) {
      parts.push(h("button", { type: "button", class: "btn three-sit-in", "data-seat": String(p), onclick: () => send({ type: "sit_in", seat: p }) }, ...words("three-sit-in", { name })));
    } else {
      parts.push(h("p", { class: "muted" }, ...words("three-sit-in-wait", { name }, { seconds: Math.ceil(after) })));
      soonest = soonest === null ? after : Math.min(soonest, after);
    }
  });
  ui.gone.replaceChildren(...parts);
  if (soonest !== null) {
    // count down by the second, then offer the button (the view is not sent again then)
    const step = Math.min(1, soonest);
    goneTimer = setTimeout(() => {
      const left = { ...three, sit_in_after: three.sit_in_after.map((a) => (a === null || a === undefined ? a : Math.max(0, a - step))) };
      view.three.sit_in_after = left.sit_in_after;
      renderGone(left);
    }, step * 1000);
  }
}

/** A message with names in it, each name kept as typed (translate="no"). */
function words(id, names, other = {}) {
  const marks = Object.keys(names);
  const args = { ...other, ...Object.fromEntries(marks.map((k, i) => [k, `\u2063${i}\u2063`])) };
  const text = t(id, args);
  return text.split(/\u2063(\d)\u2063/).map((part, i) => (i % 2 ? nameNode(names[marks[Number(part)]]) : part));
}

function renderInvite(three) {
  const waiting = three.taken.some((taken) => !taken);
  ui.invite.hidden = !waiting;
  if (!waiting) return;
  ui.inviteUrl.value = absoluteUrl(`/join/${encodeURIComponent(roomId)}`);
  if (three.you !== 0) {
    ui.computers.replaceChildren();
    return;
  }
  const level = h(
    "select",
    { id: "three-level", "aria-label": t("three-level-label") },
    ...["easy", "medium", "hard"].map((l) => h("option", { value: l }, t(`three-level-${l}`))),
  );
  const buttons = three.taken
    .map((taken, p) => (taken ? null : h("button", { type: "button", class: "btn three-computer", "data-seat": String(p), onclick: () => seatComputer(p, level.value) }, t("three-seat-computer", { seat: p + 1 }))))
    .filter(Boolean);
  ui.computers.replaceChildren(h("label", { for: "three-level" }, t("three-level-label")), level, ...buttons);
}

async function seatComputer(seat, level) {
  try {
    await api(`/api/three/${encodeURIComponent(roomId)}/computer`, { method: "POST", body: { token: held.token, seat, level } });
  } catch (err) {
    showError(refusalText(err.code, err.details || {}, err.message));
  }
}

function renderTable(v) {
  const three = v.three;
  const role = three.role;
  const playing = role === "playing";
  const spectating = role === "sitting_out" || role === "watching";
  ui.table.setAttribute("aria-busy", "false");
  ui.table.dataset.role = role;
  // the other player (or, sitting out, both)
  if (spectating) {
    ui.oppName.replaceChildren(...v.seats.flatMap((s, i) => [i ? " \u00b7 " : "", nameNode(who(three, three.players[i])), ` ${t("three-cards", { count: s.card_count })}`]));
    ui.oppHand.replaceChildren();
  } else {
    const opp = v.opponent;
    ui.oppName.replaceChildren(nameNode(who(three, three.players[opp.seat])), ` ${t("three-cards", { count: opp.card_count })}`);
    ui.oppHand.replaceChildren(...Array.from({ length: opp.card_count }, () => cardElement(null, { small: true })));
  }
  const legal = playing ? v.legal || [] : [];
  const draw = legal.find((m) => m.kind === "draw");
  ui.stock.disabled = !draw;
  ui.stock.onclick = draw ? () => act(draw) : null;
  ui.stock.replaceChildren(...(v.stock_size ? [cardElement(null)] : []));
  ui.stock.setAttribute("aria-label", t("three-stock", { count: v.stock_size }));
  ui.stockCaption.textContent = t("three-stock", { count: v.stock_size });
  const top = v.upcard || (v.discard_pile || [])[v.discard_pile?.length - 1];
  ui.discard.replaceChildren(...(top ? [cardElement(top)] : []));
  // the hand: one's own, the captain's (read only), or none
  const handCards = spectating ? [] : v.hand || [];
  if (playing) ui.handTitle.textContent = t("three-your-hand");
  else if (role === "advising") ui.handTitle.replaceChildren(...words("three-captain-hand", { name: who(three, three.captain) }));
  else ui.handTitle.textContent = t(role === "watching" ? "three-watching" : "three-sitting-out-you");
  const discards = new Map(legal.filter((m) => m.kind === "discard").map((m) => [normCard(m.card), m]));
  const knocks = new Map(legal.filter((m) => m.kind === "knock" || m.kind === "gin").map((m) => [normCard(m.card), m]));
  ui.hand.replaceChildren(
    ...handCards.map((code) => {
      const c = normCard(code);
      const move = knockMode ? knocks.get(c) : discards.get(c);
      const el = cardElement(c, { button: playing });
      el.classList.add("hand-card");
      if (move) {
        el.classList.add("playable");
        el.onclick = () => act(move);
      } else if (playing) {
        el.disabled = true;
      }
      if (three.advice && normCard(three.advice.card) === c) el.classList.add("advised");
      return el;
    }),
  );
  ui.actions.replaceChildren(
    ...(playing && v.phase !== "over"
      ? moveButtons(v, {
          knockMode,
          enabled: true,
          act,
          setKnockMode: (on) => {
            knockMode = on;
            renderTable(view);
            renderHint();
          },
          askHint,
        })
      : []),
  );
  // advice
  ui.advice.hidden = !three.may_advise;
  if (three.may_advise) {
    const chosen = ui.adviceCard.value;
    ui.adviceCard.replaceChildren(...handCards.map((code) => h("option", { value: normCard(code) }, cardShort(code))));
    if (handCards.map(normCard).includes(chosen)) ui.adviceCard.value = chosen;
  }
  const advice = three.advice;
  ui.adviceNote.hidden = !advice;
  if (advice) {
    const card = cardShort(advice.card);
    ui.adviceNote.replaceChildren(
      ...(three.you === three.captain
        ? words("three-advice-from", { name: who(three, advice.from) })
        : [t("three-advice-sent", { card })]),
    );
    if (three.you === three.captain) ui.adviceNote.append(" ", h("strong", { translate: "no" }, card));
  }
  // showdown
  const handOver = v.phase === "over" || Boolean(v.showdown);
  ui.showdown.hidden = !handOver;
  if (handOver) {
    const viewer = playing ? v.seat : null;
    renderShowdown(showdownUi, v, viewer);
    const sd = v.showdown;
    if (sd && !sd.void) {
      // the title from the deadwood counts (the showdown's deadwood fields are cards)
      const counts = { ...sd, knocker_deadwood: sd.knocker_deadwood_count, defender_deadwood: sd.defender_deadwood_count };
      const title = resultText(counts, v, viewer);
      if (title) showdownUi.title.textContent = title;
    }
  }
  ui.next_.hidden = !three.next_hand;
  renderReviewButtons(playing && handOver ? reviewView(v) : null);
  renderLog(v);
}

let reviewShown = "";
/** The review's button under the showdown, drawn again only when it changes: every
 * state of the table (a seat's presence, a ready) redraws the showdown, and a button
 * made anew each time would take the focus away from a keyboard on it. */
function renderReviewButtons(rv) {
  const key = rv ? JSON.stringify([rv.hand_number, rv.mode, rv.seat, Boolean(rv.showdown)]) : "";
  if (key === reviewShown) return;
  reviewShown = key;
  ui.reviewBox.replaceChildren(...(rv ? review.buttons(rv) : []));
}

/**
 * The hand just over as review.js reads a two-player view: reviewable at once where
 * hints are given (the one person among two computers), else once the match is over
 * (the server's rule, as for hints). `hand_number` is the room's count of hands, `seat`
 * the hand seat this player had in it.
 */
function reviewView(v) {
  const three = v.three;
  const allowed = three.hints || three.over;
  return { showdown: v.showdown, hand_number: three.hands_played, game_number: 1, seat: v.seat, game_over: false, rated: false, mode: allowed ? "computer" : "three" };
}

/** The hand's moves, "you" for one's own where one plays it; the others by name (the
 * computer in the page's words). */
function renderLog(v) {
  const three = v.three;
  const playing = three.role === "playing";
  const named = { ...v, opponent: undefined, names: three.players.map((p) => plain(who(three, p))) };
  renderEvents(ui.events, v.events, v.showdown, false, playing ? { view: v, viewer: v.seat } : { view: named, viewer: null });
}

function askHint() {
  if (send({ type: "hint" })) {
    ui.hintText.hidden = false;
    ui.hintText.textContent = t("table-hint-thinking");
  }
}

function renderHint() {
  markHint(hint?.action, { hand: ui.hand, stock: ui.stock, discard: ui.discard, actions: ui.actions });
  ui.hintText.hidden = !hint;
  ui.hintText.textContent = hint ? hintSentence(hint) : "";
}

function renderSheet(three) {
  const box = three.form.startsWith("box");
  const head = h(
    "tr",
    {},
    h("th", { scope: "col" }, t(three.form.endsWith("-hand") ? "three-sheet-hand" : "three-sheet-game")),
    ...three.names.map((_, p) => h("th", { scope: "col" }, nameNode(who(three, p)))),
    box ? h("th", { scope: "col" }, t("three-sheet-box")) : "",
  );
  ui.sheet.tHead.replaceChildren(head);
  const rows = three.sheet.map((row) =>
    h(
      "tr",
      {},
      h("th", { scope: "row" }, String(row.number)),
      ...row.scores.map((score, p) => h("td", { class: p === row.winner ? "winner" : "", title: p === row.winner ? t("three-sheet-won", { points: row.amount }) : null }, String(score))),
      box ? h("td", {}, nameNode(who(three, row.box))) : "",
    ),
  );
  const total = h(
    "tr",
    { class: "three-total" },
    h("th", { scope: "row" }, t("three-sheet-total")),
    ...three.scores.map((score) => h("td", {}, String(score))),
    box ? h("td", {}, "") : "",
  );
  ui.sheet.tBodies[0].replaceChildren(...rows, total);
  if (box && three.against) {
    // each player's score against each of the others, under the sheet
    const lines = [];
    for (let a = 0; a < 3; a += 1) {
      for (let b = a + 1; b < 3; b += 1) {
        lines.push(h("li", {}, ...words("three-against", { a: who(three, a), b: who(three, b) }), ` ${three.against[a][b]}`));
      }
    }
    ui.sheet.after(ui.against || (ui.against = h("ul", { class: "three-against muted", id: "three-against" })));
    ui.against.replaceChildren(...lines);
  }
  ui.over.hidden = !three.over;
  if (three.over) {
    const names = three.winners.map((p) => plain(who(three, p))).join(", ");
    ui.over.replaceChildren(...words(three.winners.length > 1 ? "three-over-shared" : "three-over-won", { names }));
  }
}

/** "Play again": every person asks; then the next match's room opens for each of them
 * (their seat's token opens it too), and watchers get a link to it. */
function renderAgain(three) {
  if (three.next_room) {
    if (held) {
      if (leaving) return; // once: a second navigation would cancel the first
      leaving = true;
      saveSeat(three.next_room, held.seat, held.token);
      window.location.assign(`/room/${encodeURIComponent(three.next_room)}`);
      return;
    }
    ui.again.hidden = false;
    ui.againButton.hidden = true;
    ui.againNote.replaceChildren(h("a", { href: `/room/${encodeURIComponent(three.next_room)}` }, t("three-again-next")));
    return;
  }
  const persons = three.names.map((_, p) => p).filter((p) => three.taken[p] && !three.bots[p]);
  const asked = persons.filter((p) => three.again.includes(p));
  ui.again.hidden = !three.over || (three.you === null && !asked.length);
  if (ui.again.hidden) return;
  ui.againButton.hidden = !three.may_again;
  const list = (seats) => seats.map((p) => plain(who(three, p))).join(", ");
  if (three.you !== null && three.again.includes(three.you)) {
    const others = persons.filter((p) => !three.again.includes(p));
    ui.againNote.replaceChildren(...(others.length ? words("three-again-waiting", { names: list(others) }) : []));
  } else {
    ui.againNote.replaceChildren(...(asked.length ? words("three-again-asked", { names: list(asked) }) : []));
  }
}

function render(msg) {
  view = msg.view;
  stateId = msg.state_id;
  const three = view.three;
  document.body.dataset.role = three.role;
  document.body.dataset.state = String(stateId);
  document.body.classList.toggle("my-turn", three.role === "playing" && Boolean(view.your_turn));
  document.body.classList.toggle("match-over", Boolean(three.over));
  renderSeats(three);
  renderGone(three);
  renderInvite(three);
  hint = null;
  renderTable(view);
  renderHint();
  renderSheet(three);
  renderAgain(three);
  if (three.you !== null && three.you !== undefined) fair.update(fairView(view));
  // the chat: for a seat, once another person sits at the table (watchers have none)
  const people = three.taken.filter((taken, p) => taken && !three.bots[p]).length;
  chat.set(three.you, three.you !== null && three.you !== undefined && people >= 2);
  ui.banner.hidden = three.status !== "waiting";
  ui.banner.textContent = three.status === "waiting" ? t("three-waiting") : "";
}

ui.next_.addEventListener("click", () => send({ type: "next_hand" }));
ui.againButton.addEventListener("click", () => send({ type: "play_again" }));
$("btn-advise").addEventListener("click", () => send({ type: "advise", card: ui.adviceCard.value }));
$("three-copy").addEventListener("click", () => copyText(ui.inviteUrl.value, ui.inviteUrl));

const chat = createChat(chatElements(), { send, roomId });

const review = createReview({ roomId });
// Fair deals (fairpanel.js, as at a two-player table): this browser's seed for each next
// deal (remembered for its match seat), the check of every hand it played, the record.
const fair = createFairPanel(
  { seedLine: $("fair-seed"), box: $("fair-box"), dialog: $("fair-dialog"), shuffling: $("shuffling"), shufflingText: $("shuffling-text") },
  {
    send,
    roomId,
    owner: () => view?.three?.you,
    recordPath: () => `/api/three/${encodeURIComponent(roomId)}/record`,
  },
);

/** The view the fair panel reads: a playing seat's own (its hand seat, its cards); the
 * others only send their seed for the next deal (no hand of theirs to check). The record
 * is offered once the match is over. */
function fairView(v) {
  const three = v.three;
  const mine = three.role === "playing";
  return {
    ...v,
    seat: mine ? v.seat : three.you,
    phase: mine ? v.phase : "playing",
    fair: { ...v.fair, hand: mine ? v.fair?.hand : null },
    game_number: 1,
    game_over: three.over ? v.game_over || {} : null,
    status: "playing",
  };
}

const badge = connectionBadge($("connection"));
const socket = new LiveSocket({
  url: () => socketUrl(`/ws/three/${encodeURIComponent(roomId)}${held ? "" : "/watch"}`),
  protocols: () => (held ? seatProtocols(held.token) : []),
  onStatus: badge,
  onOpen: () => fair.onOpen(), // a seed not yet acknowledged goes again
  onMessage: (msg) => {
    if (msg.type === "state" || msg.type === "spectate") render(msg);
    else if (msg.type === "hint") {
      if (msg.state_id === stateId) {
        hint = msg;
        renderHint();
      }
    } else if (msg.type === "chat") chat.message(msg);
    else if (msg.type === "chat_history") chat.history(msg.messages);
    else if (msg.type === "error" && fair.onError(msg)) {
      // seed/...: the next state brings the commitment that now waits
    } else if (msg.type === "error" && (String(msg.code || "").startsWith("chat") || (msg.code === "rate/limited" && chat.justSent()))) {
      chat.refused(msg.code === "rate/limited" ? t("table-chat-too-fast") : refusalText(msg.code, msg, msg.message));
    } else if (msg.type === "error") showError(refusalText(msg.code, msg, msg.message));
  },
});
socket.connect();
