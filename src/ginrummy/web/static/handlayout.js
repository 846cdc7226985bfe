// How the hand fits the screen, as plain arithmetic: the card width, the step from one
// card to the next (the part of a card its right-hand neighbour leaves uncovered) and
// how many cards go on each line of a group. hand.js measures the page and applies
// the plan; this module only decides it, so the rules are in one place:
//
// - the whole hand fits the width it is given: no card is ever pushed off the screen;
// - it fits the height left under it on the first screen, when there is a size that
//   does (large cards, a tip above the prompt: the cards get smaller, down to
//   `minCardW`, rather than fall below the fold);
// - as few lines as possible (a laptop has room for one line of cards, a phone in
//   portrait for up to three), then the biggest cards, then the least overlap;
// - a covered card always shows at least `minStep` px (44 on a touch screen: a finger
//   needs a 44x44 target, WCAG 2.5.5) and at least `minStepRatio` of its width (its
//   corner index must show);
// - a group too long for one line (eight loose cards on a phone) is cut into balanced
//   lines inside its box.

/** Cards are 5 wide by 7 high. */
export const CARD_RATIO = 1.4;

/** One group of `k` cards at card width `w` and step `s`: its lines and outer width. */
export function groupShape(k, w, s, { width, pad }) {
  const fits = Math.max(1, Math.floor((width - pad - w) / s) + 1);
  const lines = Math.ceil(k / fits);
  const perLine = Math.ceil(k / lines);
  return { perLine, lines, width: pad + w + (perLine - 1) * s };
}

/**
 * The hand at card width `w` and step `s`: groups are placed side by side while they
 * fit (as the page's flex-wrap places them) in `rows`; a row is as tall as its tallest
 * group, and `lines` counts the lines of cards in all rows. Infinity when one card
 * alone is wider than the hand.
 */
export function countLines(groups, w, s, { width, pad, gap }) {
  let lines = 0;
  let rows = 0;
  let rowWidth = -1;
  let rowLines = 0;
  for (const k of groups) {
    const shape = groupShape(k, w, s, { width, pad });
    if (shape.width > width) return { lines: Infinity, rows: Infinity };
    if (rowWidth >= 0 && rowWidth + gap + shape.width <= width) {
      rowWidth += gap + shape.width;
      rowLines = Math.max(rowLines, shape.lines);
    } else {
      lines += rowLines;
      rows += rowWidth >= 0 ? 1 : 0;
      rowWidth = shape.width;
      rowLines = shape.lines;
    }
  }
  return { lines: lines + rowLines, rows: rows + (rowWidth >= 0 ? 1 : 0) };
}

/**
 * The plan for a hand. `groups`: the number of cards in each group, in order; `width`:
 * the hand's inner width; `pad`: a group's horizontal padding and borders; `gap`: the
 * space between two groups; `cardW`, `minCardW`: the preferred and the smallest card
 * width; `minStep`, `minStepRatio`, `maxStepRatio`: the least and the most of a card left
 * uncovered (px, and as a share of its width); `maxLines`: the lines the screen has room
 * for. `height` (optional): the room under the hand's top, with `vertical`: {top (the
 * hand's padding above the cards), groupPad (a group's padding above and below),
 * lineGap (between two lines of one group), rowGap (between two rows of groups)}.
 * Returns {cardW, step, perLine (one per group), lines, height}, whole pixels.
 */
export function planHand({
  groups,
  width,
  pad = 0,
  gap = 0,
  cardW,
  minCardW = cardW,
  minStep = 0,
  minStepRatio = 0.3,
  maxStepRatio = 0.62,
  maxLines = 1,
  height = Infinity,
  vertical = { top: 0, groupPad: 0, lineGap: 0, rowGap: 0 },
}) {
  const box = { width, pad, gap };
  const top = Math.max(1, Math.floor(cardW));
  const bottom = Math.max(1, Math.min(top, Math.ceil(minCardW)));
  const steps = (w) => {
    const lo = Math.min(w, Math.max(Math.ceil(minStep), Math.ceil(minStepRatio * w)));
    return [lo, Math.max(lo, Math.min(w, Math.floor(maxStepRatio * w)))];
  };
  const tall = (w, { lines, rows }) =>
    vertical.top +
    rows * vertical.groupPad +
    lines * Math.ceil(w * CARD_RATIO) +
    (lines - rows) * vertical.lineGap +
    (rows - 1) * vertical.rowGap;
  const plan = (w, s) => {
    const count = countLines(groups, w, s, box);
    return {
      cardW: w,
      step: s,
      perLine: groups.map((k) => groupShape(k, w, s, box).perLine),
      lines: count.lines,
      height: tall(w, count),
    };
  };
  for (let lines = 1; lines <= Math.max(1, maxLines); lines++) {
    for (let w = top; w >= bottom; w--) {
      const [lo, hi] = steps(w);
      const count = countLines(groups, w, lo, box);
      if (count.lines > lines || tall(w, count) > height) continue;
      let s = hi;
      const over = (c) => c.lines > lines || tall(w, c) > height;
      while (s > lo && over(countLines(groups, w, s, box))) s--;
      return plan(w, s);
    }
  }
  // Smaller than any screen the table is made for (or cards made large on a small
  // phone): the smallest cards, in as many lines as they need (still whole, still with
  // their touch targets), the least that falls below the fold.
  return plan(bottom, steps(bottom)[0]);
}
