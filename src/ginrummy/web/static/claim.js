// The banner over the table while the opponent is away, and the claim it leads to
// (docs/online.md, "Leaving a game"). One rule for every game: once they have been gone
// for the server's wait while the game waits on them, you may claim the game (you win
// it). The view's `claim` (and a `presence` message's, which table.js puts in the view)
// says how long is left as of the moment it was sent; this counts down from there and shows one message at a time: the countdown, then "You may
// claim the game now" with the button. The server sends a new state the moment the claim
// opens, so the button never appears on a guess of this page's.
//
// The countdown's seconds sit in a timer element that is not read out each second; the
// banner's words are, when they change, and the opening is announced once.

import { h } from "./common.js";
import { formatSeconds } from "./clock.js";
import { t } from "./l10n.js";

/**
 * `banner`: the banner element. `onClaim()` sends the claim (true when sent);
 * `announce(text)` speaks.
 */
export function createClaimBanner(banner, { onClaim, announce }) {
  let view = null;
  let shown = null; // the claim object counted from `received`
  let who = { name: t("table-your-opponent"), connected: true };
  let received = 0;
  let timer = null;
  let sent = false;
  let wasOpen = false;

  function left() {
    const claim = view?.claim;
    if (!claim) return 0;
    return Math.max(0, Number(claim.left || 0) - (performance.now() - received) / 1000);
  }

  function stop() {
    clearInterval(timer);
    timer = null;
  }

  /** Message `id` with the seconds left counting in its `time`. */
  function countdown(id, name) {
    const MARK = "\ue000";
    const [prefix, suffix = ""] = t(id, { name, time: MARK }).split(MARK);
    return h("p", { class: "banner-text" }, prefix, h("span", { role: "timer", "aria-live": "off", class: "claim-left" }, formatSeconds(left())), suffix);
  }

  function words() {
    const claim = view?.claim;
    const name = who.name;
    if (!claim) {
      if (!view || view.status === "waiting" || who.connected) return null;
      return [h("p", { class: "banner-text" }, t(view.game_over ? "table-left" : "table-is-disconnected", { name }))];
    }
    if (claim.open) {
      const button = h(
        "button",
        {
          type: "button",
          class: "btn btn-primary btn-small",
          id: "btn-claim",
          disabled: sent,
          onclick: () => {
            if (onClaim()) {
              sent = true;
              draw();
            }
          },
        },
        t("table-claim"),
      );
      return [h("p", { class: "banner-text", id: "claim-why" }, t("table-claim-now", { name })), button];
    }
    if (claim.your_move) {
      if (left() > 0) return [countdown("table-claim-in-moved", name)];
      return [h("p", { class: "banner-text" }, t("table-claim-move-first", { name }))];
    }
    return [countdown("table-claim-in", name)];
  }

  function draw() {
    if (document.body.classList.contains("no-seat")) return;
    const parts = words();
    banner.dataset.kind = "presence";
    banner.hidden = !parts;
    banner.replaceChildren(...(parts || []));
  }

  function tick() {
    const el = banner.querySelector(".claim-left");
    if (!el || !view?.claim || view.claim.open) {
      stop();
      return;
    }
    el.textContent = formatSeconds(left());
    if (left() <= 0 && view.claim.your_move) {
      stop();
      draw(); // "make your move; then you may claim"
    }
  }

  /** On every state, and on a presence message (`opponent`: name and whether connected). */
  function update(next, opponent) {
    if ((next?.claim ?? null) !== shown) {
      shown = next?.claim ?? null;
      received = performance.now();
      if (!shown?.open) sent = false;
    }
    view = next;
    who = opponent;
    const open = Boolean(view?.claim?.open) && !who.connected;
    if (open && !wasOpen) announce(t("table-claim-may", { name: who.name }));
    wasOpen = open;
    if (who.connected && view?.claim) {
      stop(); // back before the next state: nothing to count down
      banner.hidden = true;
      banner.replaceChildren();
      return;
    }
    draw();
    stop();
    if (view?.claim && !view.claim.open) timer = setInterval(tick, 250);
  }

  return { update };
}
