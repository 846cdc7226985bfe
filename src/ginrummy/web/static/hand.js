// The player's hand on the table: the group elements and the cards sized to the screen.
// Which cards go in which group, in which order, is handorder.js's (the "Sort your
// hand" setting); each card's element and state is the table's.
//
//   drawHand(el, groups, makeCard)
//       Replaces el's children with one role=group element per group ({kind, cards,
//       label}: kind "meld", "deadwood" or "row"), each card made by makeCard(code),
//       and fits them (fitHand).
//   fitHand(el)
//       Sizes the cards to el's width and to the height left under its top on the first
//       screen, with handlayout.js: sets --hand-card-w and --hand-step on el and cuts a
//       group too long for one line into .hand-line rows. drawHand calls it (and again
//       before the next paint), so does the table once the rest is drawn, and so do the
//       window's resize and a ResizeObserver (the hand's width, the page's height). It
//       changes nothing while the plan stays the same.
//   keepInView(el)
//       Scrolls as little as needed to show el (the hand at the turn to discard).
//
// The preferred card width is the page's --card-w (from the viewport, times
// --card-scale: the large-cards setting); --hand-min-step (44px on touch screens),
// --hand-lines (the lines the screen has room for) and --hand-below (the page's space
// under the hand, in px) come from app.css too.

import { h } from "./common.js";
import { planHand } from "./handlayout.js";

/** The smallest card, as a share of the preferred width. */
const MIN_CARD_SHARE = 0.78;

const GROUP_CLASS = { meld: "meld", deadwood: "deadwood-group", row: "hand-row" };

const watched = new WeakSet();

export function drawHand(el, groups, makeCard) {
  el.replaceChildren(
    ...groups.map(({ kind, cards, label }) =>
      h("div", { class: `group ${GROUP_CLASS[kind] || ""}`.trim(), role: "group", "aria-label": label }, cards.map(makeCard)),
    ),
  );
  stackFromStart(el);
  if (!watched.has(el)) {
    watched.add(el);
    // Fitted again when the room changes: the window's size, the hand's width, or what
    // stands above it (a tip, a longer prompt: the page's height). A plan that stays
    // the same changes nothing, so this settles at once.
    const refit = () => fitHand(el);
    window.addEventListener("resize", refit);
    if (typeof ResizeObserver === "function") {
      const watcher = new ResizeObserver(refit);
      watcher.observe(el);
      watcher.observe(document.body);
    }
  }
  el.removeAttribute("data-plan"); // new cards: fit them whatever the last plan was
  fitHand(el);
  // Once more when the rest of the page is drawn (before it is painted): the prompt and
  // the buttons above the hand may be drawn after it.
  requestAnimationFrame(() => fitHand(el));
}

/**
 * Right to left (an Arabic page), each card lies over the next one, so that every card
 * shows its top left corner (its rank and suit) as in a left-to-right fan: `--stack`,
 * the card's z-index there (app.css). Left to right the later card lies on top as ever.
 */
export function stackFromStart(el) {
  if (document.documentElement.dir !== "rtl") return;
  const cards = [...el.querySelectorAll(".card")];
  cards.forEach((card, i) => card.style.setProperty("--stack", String(cards.length - i)));
}

/** Scrolls the page as little as needed to show all of `el` (nothing when it shows). */
export function keepInView(el) {
  const box = el.getBoundingClientRect();
  if (box.height && (box.top < 0 || box.bottom > window.innerHeight)) el.scrollIntoView({ block: "nearest" });
}

function px(value) {
  const n = parseFloat(value);
  return Number.isFinite(n) ? n : 0;
}

/** The page's preferred card width (--card-w may be a clamp() of the viewport). */
function preferredCardWidth(el) {
  const probe = h("span", { class: "hand-probe", "aria-hidden": "true" });
  el.append(probe);
  const width = probe.getBoundingClientRect().width;
  probe.remove();
  return width || 64;
}

export function fitHand(el) {
  const groups = [...el.children].filter((g) => g.classList.contains("group"));
  if (!groups.length || !el.clientWidth) return; // hidden: fitted when it shows again
  const computed = getComputedStyle(el);
  const groupStyle = getComputedStyle(groups[0]);
  const sides = (s, what) => px(s[`${what}Left`]) + px(s[`${what}Right`]);
  const cards = groups.map((g) => [...g.querySelectorAll(":scope > .hand-card, :scope > .hand-line > .hand-card")]);
  const coarse = window.matchMedia("(pointer: coarse)").matches;
  const cardW = preferredCardWidth(el);
  // The room from the hand's top to the bottom of the first screen (its top does not
  // depend on its own size: everything above it is drawn first), less the space the
  // page keeps under it (--hand-below, app.css), so that the page does not scroll.
  const below = px(computed.getPropertyValue("--hand-below"));
  const room = window.innerHeight - (el.getBoundingClientRect().top + window.scrollY) - below - 2;
  const plan = planHand({
    groups: cards.map((c) => c.length),
    // A pixel to spare: the browser rounds widths, and a wrap would cost a line.
    width: el.clientWidth - sides(computed, "padding") - 1,
    pad: sides(groupStyle, "padding") + px(groupStyle.borderLeftWidth) + px(groupStyle.borderRightWidth),
    gap: px(computed.columnGap),
    cardW,
    minCardW: Math.max(coarse ? 44 : 36, cardW * MIN_CARD_SHARE),
    minStep: px(computed.getPropertyValue("--hand-min-step")),
    maxStepRatio: 1 - (px(computed.getPropertyValue("--overlap")) || 0.4),
    maxLines: Math.round(px(computed.getPropertyValue("--hand-lines"))) || 1,
    height: room > 0 ? room : Infinity,
    vertical: {
      top: px(computed.paddingTop),
      groupPad: px(groupStyle.paddingTop) + px(groupStyle.paddingBottom),
      lineGap: px(computed.getPropertyValue("--hand-line-gap")),
      rowGap: px(computed.rowGap),
    },
  });
  const key = JSON.stringify([plan.cardW, plan.step, plan.perLine]);
  if (el.dataset.plan === key) return; // as it is
  el.dataset.plan = key;
  // Undo an earlier cut into lines: the plan starts from the cards themselves. Moving
  // a card blurs it, so the focus is put back where it was.
  const focused = el.contains(document.activeElement) ? document.activeElement : null;
  for (const line of el.querySelectorAll(".hand-line")) line.replaceWith(...line.children);
  el.style.setProperty("--hand-card-w", `${plan.cardW}px`);
  el.style.setProperty("--hand-step", `${plan.step}px`);
  el.dataset.lines = String(plan.lines);
  groups.forEach((group, i) => {
    const per = plan.perLine[i];
    if (cards[i].length <= per) return;
    const lines = [];
    for (let j = 0; j < cards[i].length; j += per) {
      lines.push(h("div", { class: "hand-line" }, cards[i].slice(j, j + per)));
    }
    group.replaceChildren(...lines);
  });
  if (focused && document.activeElement !== focused) focused.focus({ preventScroll: true });
}
