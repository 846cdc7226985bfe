// What the table tells the player beside the game itself: words for screen readers
// (the live region), the error line under the moves, a short note by the prompt, and
// the page of its own that stands in for a table this browser has no seat at. Also the
// plain words for the server's common error codes.
//
// None of it reads the game's state: table.js says what to show and when.

import { h } from "./common.js";
import { cardShort } from "./cards.js";
import { has, lang, refusalText, t } from "./l10n.js";

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

/**
 * The moves open before drawing, in words ("take 7♥ or pass"), from an illegal move's
 * refusal (`phase`, `moves`, `upcard`): play.ftl's moves-*, as the terminal says them.
 */
function openMovesText(msg) {
  const moves = Array.isArray(msg.moves) ? msg.moves : [];
  const take = t("refusals-move-take", { card: msg.upcard ? cardShort(msg.upcard) : "" });
  const pass = t("refusals-move-pass");
  const draw = t("refusals-move-draw");
  switch (msg.phase) {
    case "upcard_offer":
      return t("moves-offer", { take, pass });
    case "draw":
      return moves.includes("take") ? t("moves-draw-or-take", { draw, take }) : t("moves-draw", { draw });
    case "stock_end":
      return moves.includes("take") ? t("moves-stock-end", { take, pass }) : pass;
    default:
      return "";
  }
}

/**
 * Why an illegal move was refused (`action/illegal`), in the page's language, from the
 * refusal's typed `reason` and facts (`action`, `card`, `phase`, `moves`, `upcard`,
 * `left`, `limit`): the sentence the terminal says (words/refusals.py), from play.ftl's
 * refusal-* where one fits, else web-refusals.ftl. Null for a reason without words.
 */
export function illegalText(msg) {
  const { reason, phase, action } = msg;
  const card = msg.card ? cardShort(msg.card) : null;
  if (reason === "wrong_phase" && (phase === "upcard_offer" || phase === "draw" || phase === "stock_end")) {
    const moves = openMovesText(msg);
    if (phase === "upcard_offer") return t("refusal-first", { moves });
    if (phase === "draw" && (action === "discard" || action === "knock")) return t("refusal-draw-first", { moves });
    return t("refusal-moves", { moves });
  }
  if (reason === "wrong_phase" && phase === "discard") return t("refusals-drawn-already");
  if (reason === "stock_end" && phase === "stock_end") return t("refusal-stock-end", { moves: openMovesText(msg) });
  if (reason === "card_not_in_hand" && card) return t("refusal-not-held", { card });
  if (reason === "cannot_discard_taken_upcard" && card) return t("refusal-taken-upcard", { card });
  if (reason === "deadwood_too_high" && card && Number.isInteger(msg.left) && Number.isInteger(msg.limit)) {
    return t("refusal-over-limit", { card, left: msg.left, limit: msg.limit });
  }
  const id = `refusals-reason-${reason}`;
  return reason && has(id) ? t(id) : null;
}

/** An `error` message in words: plain ones for the common codes, the engine's own reason for an illegal move. */
export function errorText(msg) {
  if (msg.code !== "action/illegal" && ERROR_CODES.has(msg.code)) return t("table-error-" + msg.code.replace("/", "-"));
  if (msg.code === "action/illegal" && lang !== "en") {
    const worded = illegalText(msg);
    if (worded) return worded;
  }
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
