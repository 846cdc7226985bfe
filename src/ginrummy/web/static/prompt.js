// What the table's prompt says: what to do now, in the words of the device in hand. On
// a touch screen a card is tapped and there is no keyboard, so no "(d)" or "Esc"; with a
// mouse a card is clicked and the one-letter keys are mentioned. While the connection is
// away the prompt says so instead of offering moves that cannot be sent.

import { cardShort, normCard } from "./cards.js";

/** A touch screen: a finger points, nothing hovers (so no keys to press either). */
export function touchScreen() {
  return window.matchMedia("(pointer: coarse)").matches || window.matchMedia("(hover: none)").matches;
}

/** " (d)" after a move with a key, nothing on a touch screen. */
export function keyHint(key) {
  return touchScreen() ? "" : ` (${key})`;
}

/** "click" or "tap". */
export function pressWord() {
  return touchScreen() ? "tap" : "click";
}

/**
 * The prompt for `view`. `opponent`: their name; `pending`: a move is on its way;
 * `knockMode`: choosing the card to knock with; `connected`: the socket is open;
 * `publicTable`: a table listed in the lobby (while waiting for its second player).
 */
export function promptText(view, { opponent, pending, knockMode, connected, publicTable }) {
  const can = (kind) => (view.legal || []).some((m) => m.kind === kind);
  const up = normCard(view.upcard);
  if (view.status === "waiting") {
    return publicTable
      ? "Waiting for somebody to join from the lobby."
      : "Waiting for your friend to open the invite link.";
  }
  if (view.phase === "over" || view.game_over) return "";
  if (!connected) {
    return "The connection to the server is lost; reconnecting... Nothing is lost: you can move again as soon as it is back.";
  }
  if (!view.your_turn) return view.opponent?.bot ? `${opponent} is playing...` : `${opponent}'s turn.`;
  if (pending) return "Sending your move...";
  if (view.phase === "upcard_offer") {
    return up ? `Your turn: take the upcard ${cardShort(up)}${keyHint("t")}, or pass${keyHint("p")}.` : "Your turn.";
  }
  if (view.phase === "draw") {
    return up && can("take")
      ? `Your turn: draw from the stock${keyHint("d")} or take ${cardShort(up)}${keyHint("t")}.`
      : `Your turn: draw from the stock${keyHint("d")}.`;
  }
  if (view.phase === "discard") {
    if (knockMode) {
      const cancel = touchScreen() ? "" : " (Esc to cancel)";
      // Short: on a phone every line of the prompt is a line less for the hand.
      return `Knock: ${pressWord()} the raised card to lay face down (its number: your deadwood)${cancel}.`;
    }
    let text = `Discard a card: ${pressWord()} it, or drag it onto the discard pile.`;
    if (can("gin") || can("big_gin")) text += " You can go gin!";
    else if (can("knock")) text += " You can knock.";
    return text;
  }
  return "Your turn.";
}

/** Why a card pressed now does nothing (a short note by the prompt), or null. */
export function cardRefusal(view, { opponent }) {
  if (!view.your_turn) return `Wait for ${opponent} to play.`;
  if (view.phase === "draw" || view.phase === "upcard_offer") {
    return `First draw a card: from the stock${keyHint("d")} or the discard pile${keyHint("t")}.`;
  }
  return null;
}

/** Why the stock pressed now does nothing, or null when it draws. */
export function stockRefusal(view, { opponent, canDraw }) {
  if (canDraw || view.phase === "over" || view.status === "waiting" || view.game_over) return null;
  if (!view.your_turn) return `Wait for ${opponent} to play.`;
  if (view.phase === "discard") return "You have drawn: now discard a card.";
  if (view.phase === "upcard_offer") return `The first card is the upcard: take it${keyHint("t")} or pass${keyHint("p")}.`;
  return null;
}
