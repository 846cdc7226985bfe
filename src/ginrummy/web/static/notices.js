// What the table tells the player beside the game itself: words for screen readers
// (the live region), the error line under the moves, a short note by the prompt, and
// the page of its own that stands in for a table this browser has no seat at. Also the
// plain words for the server's common error codes.
//
// None of it reads the game's state: table.js says what to show and when.

import { h } from "./common.js";
import { lang, refusalText, t } from "./l10n.js";

// The common codes in words (web-table.ftl: table-error-<code, "/" as "-">).
const ERROR_CODES = new Set([
  "action/stale",
  "action/not_your_turn",
  "room/waiting",
  "hand/over",
  "game/over",
  "rate/limited",
  "hint/unavailable",
  "server/error",
  "take_back/unavailable",
]);

/** An `error` message in words: plain ones for the common codes, the engine's own reason for an illegal move. */
export function errorText(msg) {
  if (msg.code !== "action/illegal" && ERROR_CODES.has(msg.code)) return t("table-error-" + msg.code.replace("/", "-"));
  if (lang !== "en") {
    // every other code in the catalogs' words (web-errors.ftl), its details as arguments
    const { type, code, message, ...details } = msg;
    return refusalText(code, details, message);
  }
  return msg.message;
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
    ui.error.textContent = text || t("table-something-wrong");
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
  function showFatal(text, { title = t("table-no-seat-title"), watch = false } = {}) {
    ui.table.removeAttribute("aria-busy");
    document.body.classList.add("no-seat");
    document.title = `${title} \u2013 ${t("table-home-text")}`;
    ui.noSeatTitle.textContent = title;
    ui.noSeatText.textContent = text;
    const links = [h("a", { class: "btn btn-primary", href: "/" }, t("table-start-own"))];
    if (watch) links.unshift(h("a", { class: "btn", href: `/watch/${encodeURIComponent(roomId)}` }, t("table-watch-game")));
    ui.noSeatLinks.replaceChildren(...links);
    ui.noSeat.hidden = false;
    ui.banner.hidden = true;
  }

  return { announce, showError, hideError, toast, hideToast, showFatal };
}
