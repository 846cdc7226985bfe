// The order of the cards in your hand, from the "Sort your hand" setting: by melds (the
// server's arrangement: each meld in a light box, then the deadwood, lowest first), by
// suit, by rank, or custom: as the player arranged it (a card dragged within the hand,
// or Alt + an arrow key on the card in focus). A custom order is kept in localStorage
// per room and hand ("ginrummy.order.{room_id}"), so a reload keeps it; a card drawn
// later joins at the right end, a card discarded leaves it.

import { cardName, cardValue, normCard, sortCards } from "./cards.js";
import { readSettings, writeSetting } from "./settings.js";
import { t } from "./l10n.js";

const PREFIX = "ginrummy.order.";

function meldLabel(meld) {
  const sameRank = meld.every((c) => c[0] === meld[0][0]);
  const cards = meld.map(cardName).join(", ");
  if (sameRank) return t("table-group-set", { count: meld.length, cards });
  return t("table-group-run", { cards });
}

/** The server's arrangement as groups: each meld, then the deadwood (lowest rank first). */
function meldGroups(hand, view) {
  const a = view.arrangement || {};
  const inHand = new Set(hand);
  const melds = (a.melds || [])
    .map((m) => m.map(normCard).filter((c) => c && inHand.has(c)))
    .filter((m) => m.length);
  const inMelds = new Set(melds.flat());
  const deadwood = sortCards(
    hand.filter((c) => !inMelds.has(c)),
    { byRank: true },
  );
  const groups = melds.map((cards) => ({ kind: "meld", cards, label: meldLabel(cards) }));
  if (deadwood.length) {
    const count = a.deadwood_count ?? deadwood.reduce((sum, c) => sum + cardValue(c), 0);
    groups.push({ kind: "deadwood", cards: deadwood, label: t("table-group-deadwood", { count }) });
  }
  return groups;
}

/** `cards` in the order of `order` (codes); cards it does not name follow, as they came. */
function inOrder(cards, order) {
  const rank = new Map((order || []).map((c, i) => [c, i]));
  const known = cards.filter((c) => rank.has(c)).sort((a, b) => rank.get(a) - rank.get(b));
  return [...known, ...cards.filter((c) => !rank.has(c))];
}

const ROW_LABELS = {
  suit: t("table-row-suit"),
  rank: t("table-row-rank"),
  custom: t("table-row-custom"),
};

/**
 * The groups of cards to draw, left to right: `[{kind, cards, label}]`, `kind` "meld",
 * "deadwood" (sort by melds) or "row" (one row: by suit, by rank, or `customOrder`, a
 * list of codes, for "custom"). `cards`: the hand (codes); `view`: the seat's view (for
 * the arrangement); `settings`: readSettings().
 */
export function orderHand(cards, view, settings, customOrder = null) {
  const hand = [...new Set((cards || []).map(normCard).filter(Boolean))];
  const sort = settings?.sort || "melds";
  const row = (ordered) => [{ kind: "row", cards: ordered, label: ROW_LABELS[sort] }];
  if (sort === "suit") return row(sortCards(hand));
  if (sort === "rank") return row(sortCards(hand, { byRank: true }));
  const melded = meldGroups(hand, view || {});
  if (sort === "custom") return row(inOrder(melded.flatMap((g) => g.cards), customOrder));
  return melded;
}

/** `order` with `code` moved to just before `before` (null: to the end). */
export function moveBefore(order, code, before) {
  const rest = order.filter((c) => c !== code);
  const at = before ? rest.indexOf(before) : -1;
  rest.splice(at < 0 ? rest.length : at, 0, code);
  return rest;
}

/** The custom order kept for this room's current hand, or null. */
export function loadOrder(roomId, view) {
  try {
    const saved = JSON.parse(window.localStorage.getItem(PREFIX + roomId) || "null");
    if (saved && saved.game === view.game_number && saved.hand === view.hand_number) {
      return Array.isArray(saved.cards) ? saved.cards : null;
    }
  } catch {
    // Private mode or a broken value: no custom order.
  }
  return null;
}

function saveOrder(roomId, view, cards) {
  try {
    const value = { game: view.game_number, hand: view.hand_number, cards };
    window.localStorage.setItem(PREFIX + roomId, JSON.stringify(value));
  } catch {
    // Storage full or refused: the order holds until the page is left.
  }
}

/**
 * The table's side of it: `groups(view)` draws the hand and remembers the order shown;
 * `place(code, before)` (a drop within the hand) and `onKey(event, code)` (Alt + arrow)
 * rearrange it, switch the setting to "custom" and call `redraw()`.
 */
export function createHandOrder({ roomId, redraw, announce = () => {} }) {
  let shown = []; // the codes as last drawn, left to right
  let lastView = null;

  function groups(view) {
    lastView = view;
    const list = orderHand(view.hand, view, readSettings(), loadOrder(roomId, view));
    shown = list.flatMap((g) => g.cards);
    return list;
  }

  function commit(order, code) {
    if (!lastView || order.join() === shown.join()) return;
    saveOrder(roomId, lastView, order);
    if (readSettings().sort !== "custom") writeSetting("sort", "custom");
    redraw();
    announce(t("table-card-moved", { card: cardName(code), place: order.indexOf(code) + 1, count: order.length }));
  }

  function place(code, before) {
    if (shown.includes(code)) commit(moveBefore(shown, code, before), code);
  }

  function onKey(event, code) {
    if (!event.altKey || event.ctrlKey || event.metaKey) return;
    const rtl = document.documentElement.dir === "rtl"; // the hand reads from the right
    const step = { ArrowLeft: rtl ? 1 : -1, ArrowUp: -1, ArrowRight: rtl ? -1 : 1, ArrowDown: 1 }[event.key];
    if (!step) return;
    // Alt + Left is also the browser's "back": never leave the table by accident.
    event.preventDefault();
    event.stopImmediatePropagation();
    const i = shown.indexOf(code);
    const j = i + step;
    if (i < 0 || j < 0 || j >= shown.length) return;
    const order = shown.filter((c) => c !== code);
    order.splice(j, 0, code);
    commit(order, code);
  }

  return { groups, place, onKey };
}
