// The first-game guide of the table. The first time each moment of the game happens in
// this browser (the upcard offer, the first draw, deadwood on the first discard, the
// first chance to knock, a gin, an undercut, a lay-off) a short tip above the prompt
// (a showdown's inside the showdown panel; none once the game is over) says what it is, with "Got it", "Don't show tips" and "More" (the rules page, opened
// at the section that says it all, in a new tab). It also points the header's "Rules"
// link at this table's own rules.
//
// table.js calls `guide.observe(view)` with every state; nothing here decides a move.
// Seen tips are kept in localStorage ("ginrummy.guide.seen", a list of ids); the whole
// guide is off when the setting `guide` is false (settings.js).

import { h, loadJSON, saveJSON } from "./common.js";
import { cardShort, normCard } from "./cards.js";
import { t } from "./l10n.js";
import { onSettings, readSettings, writeSetting } from "./settings.js";

const SEEN_KEY = "guide.seen";

// A player's name inside a tip's words is marked (private-use characters around it), so
// the tip shows it as typed, never translated (translate="no"), and says it plainly to
// a screen reader.
const NAME_OPEN = "\uE002";
const NAME_CLOSE = "\uE003";
const NAMED = new RegExp(`${NAME_OPEN}([^${NAME_CLOSE}]*)${NAME_CLOSE}`, "g");
const named = (name) => `${NAME_OPEN}${name}${NAME_CLOSE}`;
/** A tip's words as plain text (the live region, a comparison). */
const plain = (text) => text.replace(NAMED, "$1");
/** A tip's words as nodes, each name in its own untranslated span. */
function nodes(text) {
  return text.split(NAMED).map((piece, i) => (i % 2 ? h("span", { translate: "no" }, piece) : piece));
}

// ----------------------------------------------------------------------- the moments
const kinds = (v) => new Set((v.legal || []).map((m) => m.kind));
const myTurn = (v) => Boolean(v.your_turn) && v.phase !== "over";
const opponentName = (v) => v.opponent?.name || v.names?.[1 - v.seat] || null;
/** The other player, by name ("your opponent" when the view has none). */
const opponent = (v) => {
  // the computer in the page's words, short (a tip must fit a phone's line); a person as typed
  if (v.opponent?.bot) return t("table-computer-short");
  const name = opponentName(v);
  return name ? named(name) : t("showdown-tip-your-opponent");
};
/** "you" or "other": whom a message speaks of, for its selector. */
const who = (v, seat) => (seat === v.seat ? "you" : "other");
const sentences = (...parts) => parts.filter(Boolean).join(" ");

function upcardTip(v) {
  const moves = kinds(v);
  if (!myTurn(v) || v.phase !== "upcard_offer" || !(moves.has("take") || moves.has("pass"))) return null;
  const up = normCard(v.upcard);
  const name = opponent(v);
  return sentences(
    up ? t("showdown-tip-upcard-card", { card: cardShort(up) }) : t("showdown-tip-upcard"),
    v.dealer === v.seat ? t("showdown-tip-upcard-after-dealer", { name }) : t("showdown-tip-upcard-after", { name }),
  );
}

function drawTip(v) {
  const moves = kinds(v);
  if (!myTurn(v) || v.phase !== "draw" || !moves.has("draw")) return null;
  const up = normCard(v.upcard);
  return moves.has("take") && up
    ? t("showdown-tip-draw-or-take", { card: cardShort(up), name: opponent(v) })
    : t("showdown-tip-draw");
}

function ginTip(v) {
  const moves = kinds(v);
  if (myTurn(v) && (moves.has("gin") || moves.has("big_gin"))) {
    return t("showdown-tip-gin-can", { name: opponent(v) });
  }
  const sd = v.showdown;
  if (sd && (sd.outcome === "gin" || sd.outcome === "big_gin")) {
    return t("showdown-tip-gin-went", { who: who(v, sd.knocker), name: opponent(v), outcome: sd.outcome });
  }
  return null;
}

function knockTip(v) {
  if (!myTurn(v) || !kinds(v).has("knock")) return null;
  const after = v.discard_deadwood || {};
  const counts = (v.legal || []).filter((m) => m.kind === "knock").map((m) => after[normCard(m.card)]);
  const best = Math.min(...counts.filter((n) => typeof n === "number"));
  const limit = v.knock_limit ?? null;
  return sentences(
    limit === null ? t("showdown-tip-knock-little") : t("showdown-tip-knock", { limit }),
    Number.isFinite(best) ? t("showdown-tip-knock-least", { best }) : "",
    t("showdown-tip-knock-undercut", { name: opponent(v) }),
  );
}

function deadwoodTip(v) {
  if (!myTurn(v) || v.phase !== "discard") return null;
  const count = v.arrangement?.deadwood_count;
  return typeof count === "number" ? t("showdown-tip-deadwood-count", { count }) : t("showdown-tip-deadwood");
}

function undercutTip(v) {
  const sd = v.showdown;
  if (!sd || sd.outcome !== "undercut" || sd.knocker === null || sd.knocker === undefined) return null;
  const defender = 1 - sd.knocker;
  return t("showdown-tip-undercut", {
    who: who(v, defender),
    name: opponent(v),
    d: sd.defender_deadwood_count,
    k: sd.knocker_deadwood_count,
  });
}

function layoffTip(v) {
  const sd = v.showdown;
  if (!sd || !(sd.layoffs || []).length || sd.knocker === null || sd.knocker === undefined) return null;
  const cards = sd.layoffs.map((l) => cardShort(l.card)).join(", ");
  return t("showdown-tip-layoff", { who: who(v, 1 - sd.knocker), name: opponent(v), cards });
}

/** In the order they are looked for: an id, the rules page's anchor, a title (its
 * message), the words. */
const MOMENTS = [
  { id: "upcard", anchor: "upcard", title: "showdown-tip-title-upcard", words: upcardTip },
  { id: "draw", anchor: "turn", title: "showdown-tip-title-draw", words: drawTip },
  { id: "gin", anchor: "gin", title: "showdown-tip-title-gin", words: ginTip },
  { id: "knock", anchor: "knock", title: "showdown-tip-title-knock", words: knockTip },
  { id: "deadwood", anchor: "deadwood", title: "showdown-tip-title-deadwood", words: deadwoodTip },
  { id: "undercut", anchor: "undercut", title: "showdown-tip-title-undercut", words: undercutTip },
  { id: "layoff", anchor: "layoff", title: "showdown-tip-title-layoff", words: layoffTip },
];

// ----------------------------------------------------------------------- seen tips
function seenTips() {
  const list = loadJSON(SEEN_KEY);
  return new Set(Array.isArray(list) ? list : []);
}
function markSeen(id) {
  const seen = seenTips();
  seen.add(id);
  saveJSON(SEEN_KEY, [...seen]);
}
/** Show every tip again (for a settings panel: "show the tips again"). */
export function forgetSeenTips() {
  saveJSON(SEEN_KEY, null);
}

// ----------------------------------------------------------------------- the tip
let box = null; // the tip's element, made on first use, above the prompt
let live = null; // a polite live region that reads each new tip once
let shown = null; // the moment on show
let lastView = null;

function rulesUrl(view, anchor = "") {
  const room = view?.room_id ? `?room=${encodeURIComponent(view.room_id)}` : "";
  return `/rules${room}${anchor ? `#${anchor}` : ""}`;
}

function ensureBox() {
  if (box) return box;
  box = h("aside", { class: "guide-tip", id: "guide-tip", "aria-label": t("showdown-tip-label"), hidden: true });
  live = h("div", { class: "sr-only", "aria-live": "polite", "aria-atomic": "true" });
  const area = document.querySelector(".prompt-area") || document.getElementById("table") || document.body;
  area.prepend(box);
  area.append(live);
  return box;
}

/** Where the tip goes: above the prompt while a hand is played; after a hand, inside
 * the showdown panel under the result it explains (a gin, an undercut, a lay-off), so
 * it never sits on top of the panel and pushes the result and "Next hand" down. */
function placeBox(el, view) {
  const reason = view.showdown ? document.getElementById("showdown-reason") : null;
  if (reason) {
    if (reason.nextElementSibling !== el) reason.after(el);
    return;
  }
  const area = document.querySelector(".prompt-area") || document.getElementById("table") || document.body;
  if (area.firstElementChild !== el) area.prepend(el);
}

/** Give the focus back to the table when the tip that held it goes away. */
function refocus() {
  if (!box?.contains(document.activeElement)) return;
  const target =
    document.querySelector("#actions button:not([disabled])") ||
    document.querySelector('#hand .hand-card[tabindex="0"]') ||
    document.querySelector("#showdown .btn-primary");
  target?.focus({ preventScroll: true });
}

function hide() {
  if (!box || box.hidden) return;
  refocus();
  box.hidden = true;
  box.replaceChildren();
  delete box.dataset.text;
  shown = null;
}

/** Small screens (a phone, either way up): the tip is one line, "Tip: Deadwood · Read ·
 * Got it", and "Read" opens it whole in a dialog, so the hand and the move buttons under
 * it stay on the first screen on every turn. */
const compact = window.matchMedia?.("(max-width: 520px), (max-height: 500px)");

function tipText(moment, text, view) {
  return h(
    "p",
    { class: "guide-text" },
    h("strong", {}, t("showdown-tip-heading", { title: t(moment.title) })),
    " ",
    nodes(text),
    " ",
    h("a", { href: rulesUrl(view, moment.anchor), target: "_blank", rel: "noopener", class: "guide-more" }, t("showdown-tip-more")),
  );
}

function tipActions(moment, after = () => {}) {
  return h(
    "div",
    { class: "guide-actions" },
    h("button", { type: "button", class: "btn btn-small guide-ok", onclick: () => (after(), dismiss(moment)) }, t("showdown-tip-got-it")),
    h("button", { type: "button", class: "link-button guide-off", onclick: () => (after(), turnOff()) }, t("showdown-tip-off")),
  );
}

/** The whole tip in a dialog (small screens, "Read"). */
function readTip(moment, text, view) {
  const dialog = h(
    "dialog",
    { class: "guide-dialog", "aria-label": t("showdown-tip-named", { title: t(moment.title) }) },
    tipText(moment, text, view),
    tipActions(moment, () => dialog.close()),
  );
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  dialog.querySelector(".guide-ok")?.focus();
}

function show(moment, text, view) {
  const el = ensureBox();
  placeBox(el, view);
  const small = Boolean(compact?.matches);
  const fresh = shown?.id !== moment.id;
  if (!fresh && el.dataset.text === text && el.dataset.small === String(small)) return;
  shown = moment;
  el.dataset.text = text;
  el.dataset.tip = moment.id;
  el.dataset.small = String(small);
  if (small) {
    el.replaceChildren(
      h(
        "p",
        { class: "guide-line" },
        h("strong", {}, t("showdown-tip-named", { title: t(moment.title) })),
        h("button", { type: "button", class: "link-button guide-read", onclick: () => readTip(moment, text, view) }, t("showdown-tip-read")),
        h("button", { type: "button", class: "btn btn-small guide-ok", onclick: () => dismiss(moment) }, t("showdown-tip-got-it")),
      ),
    );
  } else {
    el.replaceChildren(tipText(moment, text, view), tipActions(moment));
  }
  el.hidden = false;
  if (fresh) live.textContent = t("showdown-tip-live", { title: t(moment.title), text: plain(text) });
}

// Turning the phone round redraws the tip in the other form.
compact?.addEventListener?.("change", () => {
  if (shown && lastView) show(shown, shown.words(lastView) || "", lastView);
});

function dismiss(moment) {
  markSeen(moment.id);
  hide();
  if (lastView) observe(lastView); // the next moment of this same state, if any
}

function turnOff() {
  writeSetting("guide", false); // the listener below hides the tip
}

/** The header's "Rules" link opens this table's rules (its preset and options). */
function linkRules(view) {
  const link = document.getElementById("btn-rules");
  const url = rulesUrl(view);
  if (link && link.getAttribute("href") !== url) link.setAttribute("href", url);
}

/** Called by the table with every new view. */
function observe(view) {
  lastView = view;
  linkRules(view);
  // No tip at the end of a game: the final score and "Rematch" are what matter then,
  // and a lay-off tip there sat above the game-over panel. A tip not seen yet (not
  // marked) waits for a hand of a later game.
  if (!readSettings().guide || view.game_over) {
    hide();
    return;
  }
  const seen = seenTips();
  // A tip whose moment has passed (the player moved on) counts as seen.
  if (shown && !shown.words(view)) {
    markSeen(shown.id);
    seen.add(shown.id);
    hide();
  }
  const moment = shown || MOMENTS.find((m) => !seen.has(m.id) && m.words(view));
  const text = moment?.words(view);
  if (moment && text) show(moment, text, view);
}

onSettings((settings) => {
  if (!settings.guide) hide();
  else if (lastView) observe(lastView);
});

export const guide = { observe };
