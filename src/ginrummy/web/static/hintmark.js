// What a hint points at on the table: the button of its move, and the card or pile it
// names. Apart from table.js so that the browser tests can check every kind of move
// on made-up buttons, not only the kinds a dealt hand happens to bring.

import { normCard } from "./cards.js";

/**
 * The elements to mark for `action` (a hint's move, an entry of `view.legal`): its
 * button among `actions` (the move's own, else the first of its kind: "Knock..." for a
 * knock before a card is picked), the card in `hand` it discards or knocks with, the
 * stock for a draw, the discard pile for a take. A hint that named only a card left
 * the upcard offer's pass with nothing marked at all, so every kind has its button.
 */
export function hintTargets(action, { hand, stock, discard, actions }) {
  if (!action) return [];
  const found = [];
  const id = String(action.id ?? "");
  const byId = id ? actions?.querySelector(`[data-move-id="${CSS.escape(id)}"]`) : null;
  const byKind = action.kind ? actions?.querySelector(`[data-move-kind="${CSS.escape(action.kind)}"]`) : null;
  if (byId || byKind) found.push(byId || byKind);
  const card = action.card ? normCard(action.card) : null;
  if (card) {
    const el = hand?.querySelector(`[data-card="${CSS.escape(card)}"]`);
    if (el) found.push(el);
  }
  if (action.kind === "draw" && stock) found.push(stock);
  if (action.kind === "take" && discard) found.push(discard);
  return found;
}

/** Marks `action`'s targets with the class `hinted`, after clearing the old marks. */
export function markHint(action, parts, root = document) {
  root.querySelectorAll(".hinted").forEach((el) => el.classList.remove("hinted"));
  for (const el of hintTargets(action, parts)) el.classList.add("hinted");
}
