// The replay viewer of the statistics page: a finished game from one seat's point of
// view, step by step (each hand's deal, every move of both players, the showdowns), as
// `GET /api/replay/{room_id}/{game_number}?seat=S` gives it. Each step holds only what
// that player saw then: their cards, the top of the discard pile, the opponent's cards
// taken from the pile, and both hands at a showdown.
//
// Stepping: the buttons, a slider, and the keys ← → (Home, End) anywhere on the page
// while the replay is open; a hand at a time: "Previous hand", "Next hand" (Page Up,
// Page Down) and a menu of the hands, each going to that hand's deal. The drawing reuses the table's helpers (board.js, cards.js).

import { capital, h, plural } from "./common.js";
import { cardElement, cardName } from "./cards.js";
import { renderEvents, renderHeldCards, renderShowdown, renderStock, renderUpcard } from "./board.js";

const $ = (id) => document.getElementById(id);

/** Every hand's moves up to each step (the list beside the board). */
function movesSoFar(steps) {
  const out = [];
  let hand = null;
  let events = [];
  for (const step of steps) {
    if (step.hand_number !== hand) {
      hand = step.hand_number;
      events = [];
    }
    events = events.concat(step.events || []);
    out.push(events);
  }
  return out;
}

/** The hands of the game in order: each one's number and the index of its first step. */
function handStarts(steps) {
  const out = [];
  steps.forEach((step, i) => {
    if (!out.length || out[out.length - 1].hand !== step.hand_number) out.push({ hand: step.hand_number, start: i });
  });
  return out;
}

/** The cards of `step`'s hand that were not in the step before it (in the same hand). */
function newCards(steps, index) {
  const step = steps[index];
  const before = steps[index - 1];
  if (!before || before.hand_number !== step.hand_number) return new Set();
  const had = new Set(before.hand);
  return new Set(step.hand.filter((c) => !had.has(c)));
}

/**
 * The viewer, drawing into the page's `replay-*` elements. `onStep(index)` is called
 * after each step is drawn (the page keeps it in its address).
 */
export function createReplayViewer({ onStep = () => {} } = {}) {
  const ui = {
    panel: $("replay"),
    score: $("replay-score"),
    opp: $("replay-opp"),
    me: $("replay-me"),
    oppName: $("replay-opp-name"),
    oppHand: $("replay-opp-hand"),
    middle: $("replay-middle"),
    stock: $("replay-stock"),
    stockCaption: $("replay-stock-caption"),
    discard: $("replay-discard"),
    discardCaption: $("replay-discard-caption"),
    showdown: $("replay-showdown"),
    myName: $("replay-my-name"),
    hand: $("replay-hand"),
    caption: $("replay-caption"),
    slider: $("replay-step"),
    events: $("replay-events"),
    first: $("replay-first"),
    prev: $("replay-prev"),
    next: $("replay-next"),
    last: $("replay-last"),
    prevHand: $("replay-prev-hand"),
    nextHand: $("replay-next-hand"),
    handPick: $("replay-hand-pick"),
  };
  const showdownUi = {
    title: $("replay-showdown-title"),
    hands: $("replay-showdown-hands"),
    reason: $("replay-showdown-reason"),
    lines: $("replay-showdown-lines"),
    linesBox: $("replay-showdown-lines-box"),
    over: $("replay-game-over"),
  };
  let game = null; // the replay as the server sent it
  let moves = [];
  let hands = []; // handStarts of the game
  let index = 0;

  /** Which entry of `hands` the step `i` belongs to. */
  const handAt = (i) => {
    let found = 0;
    hands.forEach((hand, n) => {
      if (hand.start <= i) found = n;
    });
    return found;
  };

  const names = () => game.names || ["Player 1", "Player 2"];
  const me = () => game.seat;
  const them = () => 1 - game.seat;

  function stepText(step) {
    if (step.kind === "deal") {
      const dealer = step.dealer === me() ? "you deal" : `${names()[step.dealer]} deals`;
      return `Hand ${step.hand_number}: the cards are dealt (${dealer}).`;
    }
    const said = (step.events || []).map((e) => capital(e.text || "")).filter(Boolean);
    const text = said.length ? said.join(". ") + "." : "A move.";
    return step.kind === "showdown" ? `${text} The hand is over.` : text;
  }

  function drawHand(step) {
    const fresh = newCards(game.steps, index);
    const card = (code) => {
      const el = cardElement(code, { label: fresh.has(code) ? `${cardName(code)}, just taken` : null });
      if (fresh.has(code)) el.classList.add("replay-new");
      return el;
    };
    const arrangement = step.arrangement || { melds: [], deadwood: step.hand || [] };
    const groups = (arrangement.melds || []).map((meld) =>
      h("div", { class: "replay-group meld", role: "group", "aria-label": "Meld" }, meld.map(card)),
    );
    if ((arrangement.deadwood || []).length) {
      groups.push(
        h(
          "div",
          { class: "replay-group deadwood-group", role: "group", "aria-label": "Deadwood" },
          arrangement.deadwood.map(card),
        ),
      );
    }
    ui.hand.replaceChildren(...groups);
    const count = arrangement.deadwood_count;
    ui.myName.replaceChildren(
      `You (${names()[me()]})`,
      h("span", { class: "presence" }, count === undefined ? "" : `deadwood ${count}`),
    );
  }

  function draw() {
    const step = game.steps[index];
    const total = game.steps.length;
    const scores = step.scores || [0, 0];
    const over = step.kind === "showdown" || Boolean(step.game_over);
    ui.score.textContent =
      `Hand ${step.hand_number} · You ${scores[me()]}, ${names()[them()]} ${scores[them()]}` +
      ` · playing to ${game.target}`;
    // At a showdown both hands are laid down: it takes the place of the seats and the
    // piles, as on the table.
    ui.opp.hidden = ui.middle.hidden = ui.me.hidden = over;
    ui.showdown.hidden = !over;
    if (over) {
      renderShowdown(showdownUi, { showdown: step.showdown, names: names(), game_over: step.game_over }, me());
    } else {
      const opp = step.opponent || { card_count: 0, known: [] };
      ui.oppName.textContent = names()[them()];
      renderHeldCards(ui.oppHand, { count: opp.card_count, known: opp.known, name: names()[them()] });
      renderStock(ui.stock, ui.stockCaption, step.stock_size);
      renderUpcard(ui.discard, step.upcard);
      ui.discardCaption.textContent = `Discard pile: ${step.discard_size ?? 0}`;
      drawHand(step);
    }
    renderEvents(ui.events, moves[index]);
    ui.caption.textContent = `Step ${index + 1} of ${total}: ${stepText(step)}`;
    ui.slider.max = String(total - 1);
    ui.slider.value = String(index);
    ui.slider.setAttribute("aria-valuetext", `Step ${index + 1} of ${total}, hand ${step.hand_number}`);
    ui.first.disabled = ui.prev.disabled = index === 0;
    ui.next.disabled = ui.last.disabled = index === total - 1;
    const hand = handAt(index);
    ui.prevHand.disabled = hand === 0;
    ui.nextHand.disabled = hand === hands.length - 1;
    ui.handPick.value = String(hand);
    onStep(index);
  }

  /** Go to step `n` (kept within the game). */
  function go(n) {
    if (!game || !game.steps.length) return;
    index = Math.max(0, Math.min(game.steps.length - 1, n));
    draw();
  }

  ui.first.addEventListener("click", () => go(0));
  ui.prev.addEventListener("click", () => go(index - 1));
  ui.next.addEventListener("click", () => go(index + 1));
  ui.last.addEventListener("click", () => go(Infinity));
  ui.slider.addEventListener("input", () => go(Number(ui.slider.value)));
  /** Go to the deal of the hand `n` (an entry of `hands`, kept within the game). */
  function goHand(n) {
    if (!hands.length) return;
    go(hands[Math.max(0, Math.min(hands.length - 1, n))].start);
  }
  ui.prevHand.addEventListener("click", () => goHand(handAt(index) - 1));
  ui.nextHand.addEventListener("click", () => goHand(handAt(index) + 1));
  ui.handPick.addEventListener("change", () => goHand(Number(ui.handPick.value)));

  document.addEventListener("keydown", (event) => {
    if (!game || ui.panel.hidden || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    // The slider moves itself with the arrows; a text field or a list keeps its keys.
    if (target instanceof HTMLElement && target.closest("input, select, textarea, [contenteditable]")) return;
    const hand = { PageUp: -1, PageDown: 1 }[event.key];
    if (hand) {
      event.preventDefault();
      goHand(handAt(index) + hand);
      return;
    }
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: Infinity };
    if (!(event.key in to)) return;
    event.preventDefault();
    go(to[event.key]);
  });

  return {
    /** Show `replay` (the API's answer) at step `start`. */
    show(replay, start = 0) {
      game = replay;
      moves = movesSoFar(replay.steps || []);
      hands = handStarts(replay.steps || []);
      ui.handPick.replaceChildren(
        ...hands.map((hand, n) => h("option", { value: String(n) }, `Hand ${hand.hand} of ${hands.length}`)),
      );
      go(start);
    },
    go,
    get index() {
      return index;
    },
    get steps() {
      return game ? game.steps.length : 0;
    },
    /** How the game went, in a line: "You won 112 to 45 against Computer (easy)". */
    summary() {
      const final = game.final || [0, 0];
      const claimed = game.resigned ? " (resigned)" : game.claimed ? " (claimed)" : "";
      const result = game.won ? "You won" : "You lost";
      return `${result} ${final[me()]} to ${final[them()]} against ${names()[them()]}${claimed}, ${plural(game.hands, "hand")}.`;
    },
  };
}
