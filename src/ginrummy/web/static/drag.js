// Dragging a card of the hand onto the discard pile (mouse, pen or touch): a ghost of
// the card follows the pointer, the pile is outlined, and a drop on (or near) the pile
// plays the card. A click that ends a drag is not a click on the card.
//
// With `reorder`, a card may also be dragged within the hand (at any time, the player's
// own arrangement, handorder.js): a gold bar shows where it will go. The pile wins when
// both could take the drop.

/**
 * `target`: the discard pile's element; `canStart(code)`: whether this card may be
 * dragged onto the pile now; `onDrop(code)`: the card was dropped on the pile.
 * `reorder`: `{hand, canStart(code), onPlace(code, before)}`: the hand's element, whether
 * the card may be moved within the hand now, and the drop there (`before`: the code of
 * the card it goes before, null for the right end).
 */
export function createDrag({ target, canStart, onDrop, reorder = null }) {
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
    toPile: false,
    toHand: false,
    slot: null, // {before, mark, side}: where in the hand a drop would put the card
  };

  function start(event, code, el) {
    if (event.button !== 0) return;
    drag.toPile = Boolean(canStart(code));
    drag.toHand = Boolean(reorder?.canStart(code));
    if (!drag.toPile && !drag.toHand) return;
    drag.code = code;
    drag.el = el;
    drag.startX = event.clientX;
    drag.startY = event.clientY;
    drag.pointerId = event.pointerId;
    drag.active = false;
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onEnd);
    window.addEventListener("pointercancel", cancel);
  }

  function onMove(event) {
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
      if (drag.toPile) target.classList.add("drop-target");
    }
    const x = event.clientX - drag.offsetX;
    const y = event.clientY - drag.offsetY;
    drag.ghost.style.transform = `translate(${x}px, ${y}px)`;
    const onPile = drag.toPile && over(event);
    target.classList.toggle("drop-over", onPile);
    markSlot(!onPile && drag.toHand ? slotAt(event) : null);
    event.preventDefault();
  }

  /** Where in the hand a drop at the pointer puts the card: before the first card of
   * the nearest row whose visible middle is right of the pointer. Null: not over the
   * hand. Cards overlap, so a card's visible part ends where the next one starts. */
  function slotAt(event) {
    const box = reorder.hand.getBoundingClientRect();
    const pad = 30;
    if (
      event.clientX < box.left - pad ||
      event.clientX > box.right + pad ||
      event.clientY < box.top - pad ||
      event.clientY > box.bottom + pad
    ) {
      return null;
    }
    const cards = [...reorder.hand.querySelectorAll(".hand-card")].filter((el) => el !== drag.el);
    if (!cards.length) return null;
    const rects = cards.map((el) => el.getBoundingClientRect());
    // The row: the cards level with the card nearest the pointer's height (a card under
    // the pointer is raised a little by :hover, so "level" allows half a card).
    const distance = (r) => Math.abs(r.top + r.height / 2 - event.clientY);
    const nearest = rects.reduce((best, r) => (distance(r) < distance(best) ? r : best));
    const row = cards
      .map((el, i) => ({ el, r: rects[i], i }))
      .filter(({ r }) => Math.abs(r.top - nearest.top) < nearest.height / 2);
    // Right to left (an Arabic page), the next card lies to the left: the same sums on
    // the mirrored x.
    const rtl = document.documentElement.dir === "rtl";
    const x = rtl ? -event.clientX : event.clientX;
    const start = (r) => (rtl ? -r.right : r.left);
    const end = (r) => (rtl ? -r.left : r.right);
    for (const [k, { el, r, i }] of row.entries()) {
      const next = row[k + 1];
      const visibleEnd = next ? Math.min(end(r), start(next.r)) : end(r);
      if (x < (start(r) + visibleEnd) / 2) return { before: el.dataset.card, mark: el, side: "before", i };
    }
    const last = row.at(-1);
    const after = cards[last.i + 1];
    return { before: after ? after.dataset.card : null, mark: last.el, side: "after", i: last.i };
  }

  function markSlot(slot) {
    if (drag.slot?.mark) drag.slot.mark.classList.remove("slot-before", "slot-after");
    drag.slot = slot;
    if (slot) slot.mark.classList.add(`slot-${slot.side}`);
  }

  function over(event) {
    const r = target.getBoundingClientRect();
    const pad = 24;
    return (
      event.clientX >= r.left - pad &&
      event.clientX <= r.right + pad &&
      event.clientY >= r.top - pad &&
      event.clientY <= r.bottom + pad
    );
  }

  function onEnd(event) {
    if (event.pointerId !== drag.pointerId) return;
    const code = drag.code;
    const wasActive = drag.active;
    const hit = wasActive && drag.toPile && over(event);
    const slot = wasActive && !hit ? drag.slot : null;
    cancel();
    if (wasActive) {
      drag.suppressClick = true;
      setTimeout(() => {
        drag.suppressClick = false;
      }, 0);
      if (hit) onDrop(code);
      else if (slot) reorder.onPlace(code, slot.before);
    }
  }

  function cancel() {
    window.removeEventListener("pointermove", onMove);
    window.removeEventListener("pointerup", onEnd);
    window.removeEventListener("pointercancel", cancel);
    drag.ghost?.remove();
    drag.ghost = null;
    drag.el?.classList.remove("dragging");
    markSlot(null);
    drag.active = false;
    drag.pointerId = null;
    target.classList.remove("drop-target", "drop-over");
  }

  /** True (once) when the click that just came ended a drag: ignore it. */
  function swallowClick() {
    if (!drag.suppressClick) return false;
    drag.suppressClick = false;
    return true;
  }

  return { start, swallowClick };
}
