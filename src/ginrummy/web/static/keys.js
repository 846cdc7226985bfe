// The table's keyboard: the arrow keys between the cards of the hand (one tab stop, a
// roving tabindex), and one-letter keys for the moves (the list is in room.html's
// "Keys" dialog and docs/web.md). Keys typed into a text box (the chat) are the box's.

/** Whether the page is written right to left (the hand then reads from the right). */
const rtl = () => document.documentElement.dir === "rtl";

/** Arrow keys, Home and End move the focus between the cards of the hand (the arrows as
 * the cards lie: in a right-to-left page the next card is to the left). */
export function onHandKey(event) {
  const hand = event.currentTarget.closest(".hand") || event.currentTarget.parentElement;
  const cards = [...hand.querySelectorAll(".hand-card")];
  const i = cards.indexOf(event.currentTarget);
  let j = null;
  const [forward, back] = rtl() ? ["ArrowLeft", "ArrowRight"] : ["ArrowRight", "ArrowLeft"];
  if (event.key === forward || event.key === "ArrowDown") j = Math.min(cards.length - 1, i + 1);
  else if (event.key === back || event.key === "ArrowUp") j = Math.max(0, i - 1);
  else if (event.key === "Home") j = 0;
  else if (event.key === "End") j = cards.length - 1;
  if (j !== null) {
    event.preventDefault();
    cards[j].focus();
  }
}

function typing(target) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * `keys` maps a key ("d", "?", "Escape"; letters in either case) to a function that
 * does what the key means now and returns false when it means nothing now. `ready()`
 * says whether the table is there yet. While a dialog is open only Escape counts.
 */
export function bindKeys(keys, ready) {
  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
    if (document.querySelector("dialog[open]") && event.key !== "Escape") return;
    if (!ready()) return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const run = Object.hasOwn(keys, key) ? keys[key] : null;
    if (run && run() !== false) event.preventDefault();
  });
}
