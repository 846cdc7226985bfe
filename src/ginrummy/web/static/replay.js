// The replay viewer of the statistics page: a finished game from one seat's point of
// view, step by step (each hand's deal, every move of both players, the showdowns), as
// `GET /api/replay/{room_id}/{game_number}?seat=S` gives it. Each step holds only what
// that player saw then: their cards, the top of the discard pile, the opponent's cards
// taken from the pile, and both hands at a showdown.
//
// Stepping: the buttons, a slider, and the keys ← → (Home, End) anywhere on the page
// while the replay is open; a hand at a time: "Previous hand", "Next hand" (Page Up,
// Page Down) and a menu of the hands, each going to that hand's deal. The drawing reuses the table's helpers (board.js, cards.js).

import { capital, h } from "./common.js";
import { cardElement, cardName, cardShort } from "./cards.js";
import { renderEvents, renderHeldCards, renderShowdown, renderStock, renderUpcard } from "./board.js";
import { nameNode, tNodes } from "./challenges.js";
import { attr, dir, formatNumber, lang, t } from "./l10n.js";
import { EVENT_KEYS } from "./outcome.js";

/** A number as the page's language writes it. */
const num = (n) => formatNumber(Number(n) || 0, { useGrouping: false });

/** Words put together: the strings and nodes of `parts` with the first letter in capitals. */
function capitalFirst(parts) {
  const out = [...parts];
  if (typeof out[0] === "string") out[0] = capital(out[0]);
  return out;
}

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
  if (dir === "rtl") {
    // Right to left, forward is ← (see the keys below).
    ui.prev.setAttribute("aria-keyshortcuts", "ArrowRight");
    ui.next.setAttribute("aria-keyshortcuts", "ArrowLeft");
  }
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
  /** A seat's name: the computer at its level in words, a person's name as typed. */
  const nameOf = (seat) => {
    const name = names()[seat];
    const computer = /^Computer \((\w+)\)$/.exec(name || "");
    if (computer) return h("span", {}, t("online-computer", { level: t("online-level", { level: computer[1] }) }));
    return nameNode(name);
  };

  /** One event in words: the server's English in English, else the catalogs' (play.ftl). */
  function eventParts(e) {
    const key = EVENT_KEYS[e.kind];
    if (lang === "en" || !key) return e.text ? [e.text] : [];
    const card = e.card ? h("span", { translate: "no", class: "card-text" }, cardShort(e.card)) : "";
    const id = e.card && (key === "event-draw" || key === "event-knock") ? `${key}-card` : key;
    const who = e.seat === me() ? "you" : "other";
    return tNodes(id, { who, name: nameOf(e.seat), card });
  }

  /** The step in words (strings and nodes: the players' names are kept as typed). */
  function stepText(step) {
    if (step.kind === "deal") {
      const dealer = step.dealer === me() ? [t("replay-you-deal")] : tNodes("replay-deals", { name: nameOf(step.dealer) });
      return tNodes("replay-deal", { hand: step.hand_number, dealer: h("span", {}, ...dealer) });
    }
    const said = (step.events || []).map(eventParts).filter((parts) => parts.length);
    const text = said.length
      ? said.flatMap((parts, i) => [...capitalFirst(parts), i === said.length - 1 ? "." : ". "])
      : [t("replay-a-move")];
    return step.kind === "showdown" ? tNodes("replay-hand-over", { text: h("span", {}, ...text) }) : text;
  }

  function drawHand(step) {
    const fresh = newCards(game.steps, index);
    const card = (code) => {
      const el = cardElement(code, { label: fresh.has(code) ? t("replay-just-taken", { card: cardName(code) }) : null });
      if (fresh.has(code)) el.classList.add("replay-new");
      return el;
    };
    const arrangement = step.arrangement || { melds: [], deadwood: step.hand || [] };
    const groups = (arrangement.melds || []).map((meld) =>
      h("div", { class: "replay-group meld", role: "group", "data-l10n-id": "replay-meld", "aria-label": attr("replay-meld", "aria-label") }, meld.map(card)),
    );
    if ((arrangement.deadwood || []).length) {
      groups.push(
        h(
          "div",
          {
            class: "replay-group deadwood-group",
            role: "group",
            "data-l10n-id": "replay-deadwood-group",
            "aria-label": attr("replay-deadwood-group", "aria-label"),
          },
          arrangement.deadwood.map(card),
        ),
      );
    }
    ui.hand.replaceChildren(...groups);
    const count = arrangement.deadwood_count;
    ui.myName.replaceChildren(
      ...tNodes("replay-you-are", { name: nameOf(me()) }),
      h("span", { class: "presence" }, count === undefined ? "" : t("replay-deadwood", { count })),
    );
  }

  function draw() {
    const step = game.steps[index];
    const total = game.steps.length;
    const scores = step.scores || [0, 0];
    const over = step.kind === "showdown" || Boolean(step.game_over);
    ui.score.replaceChildren(
      ...tNodes("replay-score", {
        hand: step.hand_number,
        mine: num(scores[me()]),
        name: nameOf(them()),
        theirs: num(scores[them()]),
        target: num(game.target),
      }),
    );
    // At a showdown both hands are laid down: it takes the place of the seats and the
    // piles, as on the table.
    ui.opp.hidden = ui.middle.hidden = ui.me.hidden = over;
    ui.showdown.hidden = !over;
    if (over) {
      renderShowdown(showdownUi, { showdown: step.showdown, names: names(), game_over: step.game_over }, me());
    } else {
      const opp = step.opponent || { card_count: 0, known: [] };
      ui.oppName.replaceChildren(nameOf(them()));
      renderHeldCards(ui.oppHand, { count: opp.card_count, known: opp.known, name: names()[them()] });
      renderStock(ui.stock, ui.stockCaption, step.stock_size);
      renderUpcard(ui.discard, step.upcard);
      ui.discardCaption.textContent = t("replay-discard-size", { count: step.discard_size ?? 0 });
      drawHand(step);
    }
    renderEvents(ui.events, moves[index]);
    ui.caption.replaceChildren(...tNodes("replay-step", { step: index + 1, total, text: h("span", {}, ...stepText(step)) }));
    ui.slider.max = String(total - 1);
    ui.slider.value = String(index);
    ui.slider.setAttribute("aria-valuetext", t("replay-step-value", { step: index + 1, total, hand: step.hand_number }));
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
    // Forward is the way the page reads: → left to right, ← in Arabic (right to left).
    const [ahead, back] = dir === "rtl" ? ["ArrowLeft", "ArrowRight"] : ["ArrowRight", "ArrowLeft"];
    const to = { [ahead]: index + 1, [back]: index - 1, Home: 0, End: Infinity };
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
        ...hands.map((hand, n) => h("option", { value: String(n) }, t("replay-hand-of", { hand: hand.hand, hands: hands.length }))),
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
    /** How the game went, in a line: "You won 112 to 45 against Computer (easy)" (a <span>). */
    summary() {
      const final = game.final || [0, 0];
      const how = game.resigned ? ` ${t("replay-resigned")}` : game.claimed ? ` ${t("replay-claimed")}` : "";
      const words = tNodes(game.won ? "replay-summary-won" : "replay-summary-lost", {
        mine: num(final[me()]),
        theirs: num(final[them()]),
        name: nameOf(them()),
        how,
        hands: Number(game.hands) || 0,
      });
      return h("span", {}, ...words);
    },
  };
}
