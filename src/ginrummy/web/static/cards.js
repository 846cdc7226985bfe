// Playing cards drawn as SVG: rank and suit in the corners, pips in the middle,
// court cards with a face (courtfaces.js), and a card back. No images, no fonts to load.
//
// Colours: the suit's ink is a class on the card's group (`suit-ink suit-C` ...), so the
// four-colour deck (settings.js puts `four-colour` on <html>) is only a rule in app.css.
//
// A card is named by its code, as the server writes it: rank A 2-9 T J Q K, then suit
// C D H S ("7H", "TS", "AC").

import { courtFace } from "./courtfaces.js";
import { t } from "./l10n.js";

const SUITS = {
  C: { name: "clubs", symbol: "\u2663", red: false },
  D: { name: "diamonds", symbol: "\u2666", red: true },
  H: { name: "hearts", symbol: "\u2665", red: true },
  S: { name: "spades", symbol: "\u2660", red: false },
};
const RANKS = {
  A: { name: "ace", short: "A", value: 1, order: 1 },
  2: { name: "2", short: "2", value: 2, order: 2 },
  3: { name: "3", short: "3", value: 3, order: 3 },
  4: { name: "4", short: "4", value: 4, order: 4 },
  5: { name: "5", short: "5", value: 5, order: 5 },
  6: { name: "6", short: "6", value: 6, order: 6 },
  7: { name: "7", short: "7", value: 7, order: 7 },
  8: { name: "8", short: "8", value: 8, order: 8 },
  9: { name: "9", short: "9", value: 9, order: 9 },
  T: { name: "10", short: "10", value: 10, order: 10 },
  J: { name: "jack", short: "J", value: 10, order: 11 },
  Q: { name: "queen", short: "Q", value: 10, order: 12 },
  K: { name: "king", short: "K", value: 10, order: 13 },
};
const SUIT_ORDER = "CDHS";

/** A card code in canonical form ("10h" -> "TH"), or null when it is not a card. */
export function normCard(code) {
  if (typeof code !== "string") return null;
  let text = code.trim().toUpperCase();
  const symbols = { "\u2663": "C", "\u2666": "D", "\u2665": "H", "\u2660": "S" };
  text = text.replace(/[\u2663\u2666\u2665\u2660]/g, (s) => symbols[s]);
  if (text.startsWith("10")) text = "T" + text.slice(2);
  if (text.length !== 2 || !(text[0] in RANKS) || !(text[1] in SUITS)) return null;
  return text;
}

export function rankOf(code) {
  return RANKS[code[0]];
}
export function suitOf(code) {
  return SUITS[code[1]];
}
/** Deadwood value: ace 1, number cards their number, court cards 10. */
export function cardValue(code) {
  return RANKS[code[0]].value;
}
/** 1 (ace) to 13 (king). */
export function rankOrder(code) {
  return RANKS[code[0]].order;
}
export function suitIndex(code) {
  return SUIT_ORDER.indexOf(code[1]);
}
/** Words for screen readers in the page's language: "seven of hearts", "queen of spades". */
export function cardName(code) {
  const c = normCard(code);
  if (!c) return String(code);
  // "7 of hearts"; "sept de cœur" (web-table.ftl, common.ftl's card-name).
  return t("table-card-name", { rank: RANKS[c[0]].order, suit: SUITS[c[1]].name });
}
/** Short text for people: "7♥", "10♠". */
export function cardShort(code) {
  const c = normCard(code);
  if (!c) return String(code);
  return RANKS[c[0]].short + SUITS[c[1]].symbol;
}
export function isRed(code) {
  return SUITS[code[1]].red;
}

const SYMBOL_SUIT = { "\u2663": "C", "\u2666": "D", "\u2665": "H", "\u2660": "S" };

function suitSpan(symbol) {
  const span = document.createElement("span");
  span.className = `suit-sym suit-${SYMBOL_SUIT[symbol]}`;
  span.textContent = symbol;
  return span;
}

/**
 * Text as nodes, each suit symbol in a span of its suit (`suit-sym suit-H`), so the
 * four-colour deck colours card names in text too ("drew 7♥"): for h() or append().
 * A card ("10♠") is one left-to-right piece (`<span class="card-text" dir="ltr">`), so
 * that a sentence written right to left (Arabic) keeps its rank before its suit.
 */
export function suitText(text) {
  return String(text ?? "")
    .split(/((?:10|[2-9AJQKT])?[\u2663\u2666\u2665\u2660])/)
    .filter(Boolean)
    .map((part) => {
      const symbol = part.at(-1);
      if (!(symbol in SYMBOL_SUIT)) return document.createTextNode(part);
      if (part.length === 1) return suitSpan(symbol);
      const card = document.createElement("span");
      card.className = "card-text";
      card.dir = "ltr";
      card.append(part.slice(0, -1), suitSpan(symbol));
      return card;
    });
}

// Suit shapes in a box from -50 to 50 (y down), drawn as paths so no font is needed.
const SHAPES = {
  H:
    '<path d="M0 44C-6 33-50 9-50-17C-50-38-29-51-12-42C-6-39-2-34 0-29C2-34 6-39 12-42' +
    'C29-51 50-38 50-17C50 9 6 33 0 44Z"/>',
  D: '<path d="M0-50L36 0L0 50L-36 0Z"/>',
  S:
    '<path d="M0-50C8-36 50-14 50 12C50 33 29 42 9 30C11 40 16 46 24 50L-24 50C-16 46' +
    '-11 40-9 30C-29 42-50 33-50 12C-50-14-8-36 0-50Z"/>',
  C:
    '<circle cx="0" cy="-25" r="21"/><circle cx="-24" cy="11" r="21"/>' +
    '<circle cx="24" cy="11" r="21"/><circle cx="0" cy="4" r="10"/>' +
    '<path d="M-5 8L5 8C6 30 12 43 24 50L-24 50C-12 43-6 30-5 8Z"/>',
};

function pip(suit, x, y, size, flip = false) {
  const s = size / 100;
  const rot = flip ? " rotate(180)" : "";
  return `<g transform="translate(${x} ${y})${rot} scale(${s})">${SHAPES[suit]}</g>`;
}

const L = 64;
const C = 100;
const R = 136;
const PIPS = {
  2: [[C, 62], [C, 218]],
  3: [[C, 62], [C, 140], [C, 218]],
  4: [[L, 62], [R, 62], [L, 218], [R, 218]],
  5: [[L, 62], [R, 62], [C, 140], [L, 218], [R, 218]],
  6: [[L, 62], [R, 62], [L, 140], [R, 140], [L, 218], [R, 218]],
  7: [[L, 62], [R, 62], [C, 101], [L, 140], [R, 140], [L, 218], [R, 218]],
  8: [[L, 62], [R, 62], [C, 101], [L, 140], [R, 140], [C, 179], [L, 218], [R, 218]],
  9: [[L, 62], [R, 62], [L, 114], [R, 114], [C, 140], [L, 166], [R, 166], [L, 218], [R, 218]],
  T: [
    [L, 62], [R, 62], [C, 88], [L, 114], [R, 114],
    [L, 166], [R, 166], [C, 192], [L, 218], [R, 218],
  ],
};

function cornerIndex(rank, suit) {
  const text = RANKS[rank].short;
  const wide = text.length > 1 ? ' textLength="40" lengthAdjust="spacingAndGlyphs"' : "";
  return (
    `<text x="25" y="50" text-anchor="middle" class="card-rank"${wide}>${text}</text>` +
    pip(suit, 25, 76, 30)
  );
}

/** The face of a card as an SVG string (200 x 280 units, scales to any size). */
export function cardSvg(code) {
  const c = normCard(code);
  if (!c) return backSvg();
  const [rank, suit] = c;
  const colour = SUITS[suit].red ? "#c1121f" : "#16161d";
  let middle = "";
  if (rank in PIPS) {
    middle = PIPS[rank].map(([x, y]) => pip(suit, x, y, 34, y > 140)).join("");
  } else if (rank === "A") {
    middle = pip(suit, 100, 140, suit === "S" ? 84 : 70);
  } else {
    middle = courtFace(rank, suit, SUITS[suit].red, (x, y, size) => pip(suit, x, y, size));
  }
  return (
    `<svg class="card-svg" viewBox="0 0 200 280" aria-hidden="true" focusable="false">` +
    `<rect x="2" y="2" width="196" height="276" rx="14" fill="#fff" stroke="#9a9aa8" stroke-width="3"/>` +
    `<g class="suit-ink suit-${suit}" fill="${colour}">` +
    cornerIndex(rank, suit) +
    `<g transform="rotate(180 100 140)">${cornerIndex(rank, suit)}</g>` +
    middle +
    `</g></svg>`
  );
}

/** The back of a card. */
export function backSvg() {
  let lattice = "";
  for (let i = -260; i <= 260; i += 26) {
    lattice += `<path d="M${18 + i} 18L${182 + i} 262M${182 - i} 18L${18 - i} 262"/>`;
  }
  return (
    `<svg class="card-svg" viewBox="0 0 200 280" aria-hidden="true" focusable="false">` +
    `<defs><clipPath id="card-back-clip"><rect x="18" y="18" width="164" height="244" rx="6"/></clipPath></defs>` +
    `<rect x="2" y="2" width="196" height="276" rx="14" fill="#fff" stroke="#9a9aa8" stroke-width="3"/>` +
    `<rect x="14" y="14" width="172" height="252" rx="8" fill="#1d3f8f"/>` +
    `<g clip-path="url(#card-back-clip)" stroke="#5b7fd6" stroke-width="5">${lattice}</g>` +
    `<rect x="18" y="18" width="164" height="244" rx="6" fill="none" stroke="#c9d6f5" stroke-width="3"/>` +
    `</svg>`
  );
}

/**
 * A card as an element: a <button> (interactive) or a <span role="img">, labelled
 * for screen readers ("7 of hearts"). `code` null draws a card back.
 */
export function cardElement(code, { button = false, label = null, small = false } = {}) {
  const c = code ? normCard(code) : null;
  const el = document.createElement(button ? "button" : "span");
  el.className = "card" + (small ? " card-small" : "") + (c ? "" : " card-back");
  if (button) el.type = "button";
  else el.setAttribute("role", "img");
  el.setAttribute("aria-label", label || (c ? cardName(c) : t("table-face-down")));
  if (c) {
    el.dataset.card = c;
    el.classList.add(isRed(c) ? "red" : "black");
  }
  el.innerHTML = c ? cardSvg(c) : backSvg();
  return el;
}

/** Cards by suit then rank (how a run reads), or by rank then suit. */
export function sortCards(cards, { byRank = false } = {}) {
  return [...cards].sort((a, b) =>
    byRank
      ? rankOrder(a) - rankOrder(b) || suitIndex(a) - suitIndex(b)
      : suitIndex(a) - suitIndex(b) || rankOrder(a) - rankOrder(b),
  );
}
