// What the table tells the player beside the game itself: words for screen readers
// (the live region), the error line under the moves, a short note by the prompt, and
// the page of its own that stands in for a table this browser has no seat at. Also the
// plain words for the server's common error codes.
//
// None of it reads the game's state: table.js says what to show and when.

import { h } from "./common.js";
import { lang, refusalText, t } from "./l10n.js";

const ERROR_WORDS = {
  "action/stale": "That move was chosen on an old screen; the table has been brought up to date.",
  "action/not_your_turn": "It is not your turn.",
  "room/waiting": "Wait for your friend to take the other seat.",
  "hand/over": "The hand is over: start the next one.",
  "game/over": "The game is over.",
  "rate/limited": "Too many clicks at once; slow down a little.",
  "hint/unavailable": "Hints are only given against the computer.",
  "server/error": "The server had a problem; nothing was changed. Please try again.",
  "take_back/unavailable": "Too late to take it back: the computer has already moved.",
};

/**
 * An `error` message in words. In English: plain ones for the common codes, the
 * engine's own reason for an illegal move, else the server's message. In another
 * language: the code's words from the catalogs (web-errors.ftl, `error-<code>`, the
 * message's details as arguments), else the server's message.
 */
export function errorText(msg) {
  if (lang !== "en") {
    const { type, code, message, ...details } = msg;
    return refusalText(code, details, message);
  }
  return (msg.code !== "action/illegal" && ERROR_WORDS[msg.code]) || msg.message;
}

/**
 * `ui`: live (the live region), error (the error line), toast (the note by the prompt),
 * table and banner (hidden or freed by the page without a seat), and noSeat, noSeatTitle,
 * noSeatText, noSeatLinks (that page). `roomId` for its "Watch this game" link.
 */
export function createNotices(ui, { roomId }) {
  let toastTimer;

  function announce(text) {
    if (!text) return;
    ui.live.textContent = "";
    // A fresh node so screen readers read it even when the text repeats.
    window.setTimeout(() => {
      ui.live.textContent = text;
    }, 30);
  }

  function showError(text) {
    ui.error.textContent = text || t("start-notice-error");
    ui.error.hidden = false;
  }
  function hideError() {
    ui.error.hidden = true;
    ui.error.textContent = "";
  }

  // A short note by the prompt (it stands in for the last move's line while shown), gone
  // after 4 s or at the next state: a note about the moment before would contradict the
  // prompt ("First draw a card" once a card is drawn).
  function toast(text) {
    ui.toast.textContent = text;
    ui.toast.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(hideToast, 4000);
  }
  function hideToast() {
    clearTimeout(toastTimer);
    ui.toast.hidden = true;
  }

  // A page of its own instead of an empty table ("You 0, Opponent 0"): what happened,
  // and where to go: watch the game (a table between two people may be public), or start
  // one's own.
  function showFatal(text, { title = t("start-notice-no-seat"), watch = false } = {}) {
    ui.table.removeAttribute("aria-busy");
    document.body.classList.add("no-seat");
    document.title = t("start-notice-title", { title });
    ui.noSeatTitle.textContent = title;
    ui.noSeatText.textContent = text;
    const links = [h("a", { class: "btn btn-primary", href: "/" }, t("start-notice-start-own"))];
    if (watch) {
      links.unshift(h("a", { class: "btn", href: `/watch/${encodeURIComponent(roomId)}` }, t("start-notice-watch")));
    }
    ui.noSeatLinks.replaceChildren(...links);
    ui.noSeat.hidden = false;
    ui.banner.hidden = true;
  }

  return { announce, showError, hideError, toast, hideToast, showFatal };
}
