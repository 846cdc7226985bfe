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

/**
 * `banner`: the banner element. `onClaim()` sends the claim (true when sent);
 * `announce(text)` speaks.
 */
export function createClaimBanner(banner, { onClaim, announce }) {
  let view = null;
  let shown = null; // the claim object counted from `received`
  let who = { name: "Your opponent", connected: true };
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

  function countdown(prefix, suffix = ".") {
    return h("p", { class: "banner-text" }, prefix, h("span", { role: "timer", "aria-live": "off", class: "claim-left" }, formatSeconds(left())), suffix);
  }

  function words() {
    const claim = view?.claim;
    const name = who.name;
    if (!claim) {
      if (!view || view.status === "waiting" || who.connected) return null;
      return [h("p", { class: "banner-text" }, view.game_over ? `${name} left the table.` : `${name} is disconnected.`)];
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
        "Claim the game",
      );
      return [h("p", { class: "banner-text", id: "claim-why" }, `${name} left. You may claim the game now (you win it).`), button];
    }
    if (claim.your_move) {
      if (left() > 0) return [countdown(`${name} left. You may claim the game in `, ", once you have moved.")];
      return [h("p", { class: "banner-text" }, `${name} left. Make your move; then you may claim the game.`)];
    }
    return [countdown(`${name} left. You may claim the game in `)];
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
    if (open && !wasOpen) announce(`${who.name} left: you may claim the game now.`);
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
