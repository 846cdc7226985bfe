// "Deal the next hand by itself" (the autoNextHand setting): after a hand's result the
// table says "Next hand in 4…", counts down, and then says it is ready for the next
// hand ({"type": "next_hand"}), as the "Next hand" button would. "Stay" stops the count
// for this hand; it never runs when the game is over or this seat already said ready,
// and it waits while `paused()` (the review of the hand is open over the table).

import { h } from "./common.js";
import { onSettings, readSettings } from "./settings.js";
import { t } from "./l10n.js";

const SECONDS = 4;

/** `box`: where the count is shown (in the showdown); `next()`: the table's next hand;
 * `paused()`: whether to hold the count (call `update` again when that ends). */
export function createAutoNext({ box, next, paused = () => false }) {
  let view = null;
  let ready = false;
  let counting = null; // the hand ("game:hand") being counted down
  let stayed = null; // the hand for which the player pressed "Stay"
  let left = 0;
  let timer = null;

  const handKey = (v) => `${v.game_number}:${v.hand_number}`;

  function wanted() {
    return (
      Boolean(view?.showdown) &&
      Boolean(view.next?.next_hand) &&
      !view.game_over &&
      !ready &&
      !paused() &&
      readSettings().autoNextHand &&
      handKey(view) !== stayed
    );
  }

  function stop() {
    clearTimeout(timer);
    timer = null;
    counting = null;
    box.hidden = true;
    box.replaceChildren();
  }

  function tick() {
    if (!wanted() || counting !== handKey(view)) return stop();
    if (left <= 0) {
      stop();
      next();
      return undefined;
    }
    box.replaceChildren(
      h("span", { class: "auto-next-count" }, t("table-next-in", { seconds: left })),
      h("button", { type: "button", class: "btn btn-small", id: "auto-next-stay", onclick: stay }, t("table-stay")),
    );
    box.hidden = false;
    left -= 1;
    timer = setTimeout(tick, 1000);
    return undefined;
  }

  function stay() {
    if (view) stayed = handKey(view);
    stop();
    document.getElementById("btn-next-hand")?.focus();
  }

  /** Call on every state: `sentReady`, whether this seat already asked for the next hand. */
  function update(nextView, sentReady) {
    view = nextView;
    ready = Boolean(sentReady);
    if (!wanted()) stop();
    else if (counting !== handKey(view)) {
      counting = handKey(view);
      left = SECONDS;
      clearTimeout(timer);
      tick();
    }
  }

  onSettings(() => update(view, ready));
  return { update };
}
