// What the table's prompt says: what to do now, in the words of the device in hand. On
// a touch screen a card is tapped and there is no keyboard, so no "(d)" or "Esc"; with a
// mouse a card is clicked and the one-letter keys are mentioned. While the connection is
// away the prompt says so instead of offering moves that cannot be sent.

import { cardShort, normCard } from "./cards.js";
import { t } from "./l10n.js";

/** A touch screen: a finger points, nothing hovers (so no keys to press either). */
export function touchScreen() {
  return window.matchMedia("(pointer: coarse)").matches || window.matchMedia("(hover: none)").matches;
}

/** " (d)" after a move with a key, nothing on a touch screen. */
export function keyHint(key) {
  return touchScreen() ? "" : ` (${key})`;
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
    return publicTable ? t("table-prompt-waiting-public") : t("table-prompt-waiting-friend");
  }
  if (view.phase === "over" || view.game_over) return "";
  if (!connected) {
    return t("table-prompt-offline");
  }
  if (!view.your_turn) {
    return t(view.opponent?.bot ? "table-prompt-bot-playing" : "table-prompt-their-turn", { name: opponent });
  }
  if (pending) return t("table-prompt-sending");
  const keys = { draw: keyHint("d"), take: keyHint("t"), pass: keyHint("p") };
  if (view.phase === "upcard_offer") {
    return up ? t("table-prompt-offer", { card: cardShort(up), ...keys }) : t("table-prompt-your-turn");
  }
  if (view.phase === "draw") {
    return up && can("take")
      ? t("table-prompt-draw-or-take", { card: cardShort(up), ...keys })
      : t("table-prompt-draw", keys);
  }
  if (view.phase === "discard") {
    const touch = touchScreen();
    // Short: on a phone every line of the prompt is a line less for the hand.
    if (knockMode) return t(touch ? "table-prompt-knock-tap" : "table-prompt-knock-click");
    const prompt = t(touch ? "table-prompt-discard-tap" : "table-prompt-discard-click");
    if (can("gin") || can("big_gin")) return t("table-prompt-can-gin", { prompt });
    if (can("knock")) return t("table-prompt-can-knock", { prompt });
    return prompt;
  }
  return t("table-prompt-your-turn");
}

/** Why a card pressed now does nothing (a short note by the prompt), or null. */
export function cardRefusal(view, { opponent }) {
  if (!view.your_turn) return t("table-wait-for", { name: opponent });
  if (view.phase === "draw" || view.phase === "upcard_offer") {
    return t("table-first-draw", { draw: keyHint("d"), take: keyHint("t") });
  }
  return null;
}

/** Why the stock pressed now does nothing, or null when it draws. */
export function stockRefusal(view, { opponent, canDraw }) {
  if (canDraw || view.phase === "over" || view.status === "waiting" || view.game_over) return null;
  if (!view.your_turn) return t("table-wait-for", { name: opponent });
  if (view.phase === "discard") return t("table-drawn");
  if (view.phase === "upcard_offer") return t("table-first-upcard", { take: keyHint("t"), pass: keyHint("p") });
  return null;
}
