// Dragging a card of the hand onto the discard pile (mouse, pen or touch): a ghost of
// the card follows the pointer, the pile is outlined, and a drop on (or near) the pile
// plays the card. A click that ends a drag is not a click on the card.

/**
 * `target`: the discard pile's element; `canStart(code)`: whether this card may be
 * dragged now; `onDrop(code)`: the card was dropped on the pile.
 */
export function createDrag({ target, canStart, onDrop }) {
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

  function start(event, code, el) {
    if (event.button !== 0 || !canStart(code)) return;
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
      target.classList.add("drop-target");
    }
    const x = event.clientX - drag.offsetX;
    const y = event.clientY - drag.offsetY;
    drag.ghost.style.transform = `translate(${x}px, ${y}px)`;
    target.classList.toggle("drop-over", over(event));
    event.preventDefault();
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
    const hit = wasActive && over(event);
    cancel();
    if (wasActive) {
      drag.suppressClick = true;
      setTimeout(() => {
        drag.suppressClick = false;
      }, 0);
      if (hit) onDrop(code);
    }
  }

  function cancel() {
    window.removeEventListener("pointermove", onMove);
    window.removeEventListener("pointerup", onEnd);
    window.removeEventListener("pointercancel", cancel);
    drag.ghost?.remove();
    drag.ghost = null;
    drag.el?.classList.remove("dragging");
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
