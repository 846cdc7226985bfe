// The card pictures of the rules page: groups of real cards (drawn by cards.js) shown as
// melds, deadwood, laid-off cards or a group that is not a meld, each figure with a
// caption. Cards are written as the server writes them: "5H 6H 7H". Every word comes
// from the catalogs (web-rules.ftl; a card's name from common.ftl's card-name).

import { h } from "./common.js";
import { cardElement, cardName, cardValue, normCard, rankOrder, suitOf } from "./cards.js";
import { dir, formatNumber, intlLocale, lang, t } from "./l10n.js";

/**
 * Text that reads left to right in any page: card notation ("6♥ 7♥") and sums
 * ("1 + 4 = 5"), which have no letter to give them a direction and would come out
 * reversed in an Arabic sentence; marked left-to-right isolates there.
 */
export function ltr(text) {
  return dir === "rtl" ? `\u2066${text}\u2069` : text;
}

/** A card's name for a screen reader, in the page's language ("7 of hearts"). */
export function nameOf(code) {
  return lang === "en" ? cardName(code) : t("card-name", { rank: rankOrder(code), suit: suitOf(code).name });
}

const listFormat = new Intl.ListFormat(intlLocale, { type: "unit" });
/** Card names as a list: "ace of clubs, 3 of diamonds". */
function names(list) {
  return lang === "en" ? list.map(cardName).join(", ") : listFormat.format(list.map(nameOf));
}

/** "5H 6H 7H" -> ["5H", "6H", "7H"]. */
export function cards(text) {
  return String(text || "")
    .split(/\s+/)
    .map(normCard)
    .filter(Boolean);
}

/** The deadwood count of some cards: "AC 3D 5S" -> 9. */
export function countOf(text) {
  return cards(text).reduce((sum, c) => sum + cardValue(c), 0);
}

/** "A♣ + 3♦ + 5♠ = 1 + 3 + 5 = 9", the sum worked out for a reader. */
export function sumText(text) {
  const list = cards(text);
  if (!list.length) return formatNumber(0);
  const values = list.map(cardValue);
  const total = formatNumber(values.reduce((a, b) => a + b, 0));
  return ltr(`${values.map((v) => formatNumber(v)).join(" + ")} = ${total}`);
}

function meldWords(list) {
  const sameRank = list.every((c) => c[0] === list[0][0]);
  return sameRank
    ? t("rules-group-set", { count: list.length, cards: names(list) })
    : t("rules-group-run", { cards: names(list) });
}

const GROUP_WORDS = {
  meld: (list) => meldWords(list),
  deadwood: (list) =>
    t("rules-group-deadwood", { points: list.reduce((s, c) => s + cardValue(c), 0), cards: names(list) }),
  bad: (list) => t("rules-group-bad", { cards: names(list) }),
  loose: (list) => names(list),
};

/**
 * One group of cards. `kind`: "meld" (a light box), "deadwood" (a dark box), "bad" (a
 * crossed-out box: not a meld) or "loose" (no box). `laidOff`: cards of the group drawn
 * outlined, as cards laid off by the other player. `note`: a short line under it.
 */
export function group(text, { kind = "loose", laidOff = "", note = null, label = null } = {}) {
  const list = cards(text);
  const marked = new Set(cards(laidOff));
  const els = list.map((c) => {
    const el = cardElement(c, {
      small: true,
      label: marked.has(c) ? t("rules-card-laid-off", { card: nameOf(c) }) : nameOf(c),
    });
    if (marked.has(c)) el.classList.add("rules-laid-off");
    return el;
  });
  const box = h(
    "div",
    { class: `rules-group rules-${kind}`, role: "group", "aria-label": label || GROUP_WORDS[kind](list) },
    h("div", { class: "rules-cards" }, els),
  );
  if (note) box.append(h("span", { class: "rules-note", "aria-hidden": "true" }, note));
  return box;
}

/** The back of a card (the stock), `n` of them overlapping, with a note. */
export function backs(n, note) {
  const els = Array.from({ length: n }, () => cardElement(null, { small: true, label: t("rules-card-back") }));
  return h(
    "div",
    { class: "rules-group rules-loose", role: "group", "aria-label": t("rules-backs", { count: n }) },
    h("div", { class: "rules-cards" }, els),
    note ? h("span", { class: "rules-note", "aria-hidden": "true" }, note) : null,
  );
}

/**
 * A hand laid down: each meld in its box, the cards it laid off on the other player's
 * melds (outlined), then the deadwood with its count.
 */
export function hand(melds, deadwood, { laidOff = "", layoffs = "", name = null } = {}) {
  const groups = melds.map((m) => group(m, { kind: "meld", laidOff }));
  if (cards(layoffs).length) groups.push(group(layoffs, { laidOff: layoffs, note: t("rules-note-laid-off") }));
  if (cards(deadwood).length) groups.push(group(deadwood, { kind: "deadwood", note: t("rules-note-deadwood", { points: countOf(deadwood) }) }));
  const body = h("div", { class: "rules-hand" }, groups);
  return name ? h("div", { class: "rules-player" }, h("p", { class: "rules-player-name" }, name), body) : body;
}

/** A figure: the groups side by side (wrapping on a phone), the caption under them. */
export function figure(caption, ...parts) {
  return h(
    "figure",
    { class: "rules-figure" },
    h("div", { class: "rules-figure-body" }, parts),
    caption ? h("figcaption", {}, caption) : null,
  );
}
