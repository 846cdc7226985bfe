// The table's words from the view's typed fields (issue 38): the players' names, the
// hand's events, a hand's result, in the page's language (web-table.ftl, play.ftl).
// The server still sends English `text` fields for older clients; the table words the
// moves itself, so that they read in the language the player chose.
//
// A name a player typed is shown as written, in a <bdi translate="no"> (so it keeps its
// own direction in an Arabic sentence, and the pseudo-locale's check leaves it out).

import { has, t } from "./l10n.js";
import { cardShort, suitText } from "./cards.js";

/**
 * Why a hand was void, in the page's language: its `void_reason` code in words
 * (web-reasons.ftl reasons-void-<code>), else the server's English `reason`, else "".
 */
export function voidReason(r) {
  const id = r?.void_reason ? `reasons-void-${r.void_reason}` : null;
  if (id && has(id)) return t(id);
  return r?.reason || "";
}

/** How the page calls `seat`: the computer by its level, a person by their name. */
export function seatName(view, seat) {
  if (seat === null || seat === undefined) return "";
  const opp = view?.opponent;
  if (opp?.bot && seat === opp.seat) return t("table-computer", { level: view.level || "other" });
  return view?.names?.[seat] || t("table-player", { number: seat + 1 });
}

/** Whether `seat`'s name is the page's own words (the computer) rather than typed. */
function ownWords(view, seat) {
  return Boolean(view?.opponent?.bot && seat === view.opponent.seat);
}

/** `{who, name}` for a sentence about `seat`: "you" for the viewer, else the name. */
export function who(view, seat, viewer) {
  return { who: seat === viewer ? "you" : "other", name: seatName(view, seat) };
}

const MARK = 0xe000; // private-use characters stand for the names while formatting

/**
 * Message `id` as nodes (for h() or append()): the arguments named in `typed` (names)
 * each in a <bdi translate="no">, an argument given as an array of nodes put in as
 * they are, the suits coloured (suitText), the first letter a capital with `capital`.
 */
export function wordNodes(id, args = {}, { typed = ["name"], capital = false, keep = {} } = {}) {
  const marked = { ...args };
  const values = [];
  for (const [key, value] of Object.entries(args)) {
    if (!Array.isArray(value)) continue;
    marked[key] = String.fromCharCode(MARK + values.length);
    values.push(value);
  }
  for (const key of typed) {
    if (typeof args[key] !== "string" || keep[key]) continue;
    marked[key] = String.fromCharCode(MARK + values.length);
    values.push(args[key]);
  }
  let text = t(id, marked);
  if (capital) text = capitalFirst(text);
  const nodes = [];
  const pattern = new RegExp(`([\\u${MARK.toString(16)}-\\u${(MARK + 15).toString(16)}])`);
  for (const part of text.split(pattern)) {
    if (!part) continue;
    const index = part.length === 1 ? part.charCodeAt(0) - MARK : -1;
    if (index >= 0 && index < values.length && Array.isArray(values[index])) {
      nodes.push(...values[index]);
    } else if (index >= 0 && index < values.length) {
      const bdi = document.createElement("bdi");
      bdi.setAttribute("translate", "no");
      bdi.textContent = values[index];
      nodes.push(bdi);
    } else {
      nodes.push(...suitText(part));
    }
  }
  return nodes;
}

/** `text` with its first letter a capital (after any isolating mark). A name standing
 * first (wordNodes' private-use mark for it) keeps the text as it is: "Ordinateur a
 * passé", not "Ordinateur A passé". */
export function capitalFirst(text) {
  const s = String(text ?? "");
  const i = s.search(/[\p{L}\p{Co}]/u);
  if (i < 0 || /\p{Co}/u.test(s[i])) return s;
  return s.slice(0, i) + s[i].toLocaleUpperCase() + s.slice(i + 1);
}

const EVENT_IDS = {
  take_upcard: "event-take",
  pass: "event-pass",
  draw_stock: "event-draw",
  discard: "event-discard",
  knock: "event-knock",
  big_gin: "event-big-gin",
  reshuffle: "event-reshuffle",
  void: "event-void",
};

/**
 * An event's message id and arguments, mended where the showdown knows better: a gin is
 * a knock to the engine, so its log would say "knocked, discarding 2♥ face down" under
 * "You went gin". Null for a kind this page does not know (then its `text` is shown).
 */
export function eventMessage(event, view, viewer, showdown = null) {
  let id = EVENT_IDS[event?.kind];
  if (!id) return null;
  const card = event.card ? cardShort(event.card) : null;
  const gin = showdown && (showdown.outcome === "gin" || showdown.outcome === "big_gin");
  if (gin && event.kind === "knock" && event.seat === showdown.knocker) {
    const big = showdown.outcome === "big_gin";
    id = card ? (big ? "table-event-big-gin-card" : "table-event-gin-card") : big ? "event-big-gin" : "table-event-gin";
  } else if (card && (id === "event-draw" || id === "event-knock")) {
    id += "-card";
  }
  return { id, args: { ...who(view, event.seat, viewer), card: card || "" }, bot: ownWords(view, event.seat) };
}

/** An event in words (a string, for the live region). */
export function eventText(event, view, viewer, showdown = null) {
  const m = eventMessage(event, view, viewer, showdown);
  return m ? capitalFirst(t(m.id, m.args)) : capitalFirst(event?.text || "");
}

/** An event as nodes (for the log), the name as typed. `short`: the computer by its
 * short name too, where a phone has no room for its level (app.css `.name-short`). */
export function eventNodes(event, view, viewer, showdown = null, { short = false } = {}) {
  const m = eventMessage(event, view, viewer, showdown);
  if (!m) return suitText(capitalFirst(event?.text || ""));
  if (short && m.bot && m.args.who !== "you") {
    const el = (cls, text) => {
      const span = document.createElement("span");
      span.className = cls;
      span.textContent = text;
      return span;
    };
    const name = [el("name-long", m.args.name), el("name-short", t("table-computer-short"))];
    return wordNodes(m.id, { ...m.args, name }, { capital: true });
  }
  return wordNodes(m.id, m.args, { capital: true, keep: { name: m.bot } });
}

/**
 * A hand's result (a score sheet's row, or the showdown: `outcome`, `knocker`, `winner`,
 * `points`, the deadwood counts) as message id and arguments, or null when the row
 * lacks the typed fields (an older server: its `text` is shown).
 */
function resultParts(r, view, viewer) {
  if (r.void || r.outcome === "void") {
    const reason = voidReason(r);
    return reason ? ["table-result-void-reason", { reason }] : ["table-result-void", {}];
  }
  const knocker = r.knocker;
  if (knocker === null || knocker === undefined) return null;
  const k = r.knocker_deadwood ?? r.knocker_deadwood_count;
  const d = r.defender_deadwood ?? r.defender_deadwood_count;
  const outcome = r.outcome;
  const base = { ...who(view, knocker, viewer) };
  switch (outcome) {
    case "gin":
      return ["table-result-gin", base];
    case "big_gin":
      return ["table-result-big-gin", base];
    case "knock":
    case "tie":
      if (k === undefined || k === null) return null;
      return [outcome === "tie" ? "table-result-tie" : "table-result-knock", { ...base, k, d }];
    case "undercut": {
      if (k === undefined || k === null) return null;
      const defender = who(view, 1 - knocker, viewer);
      const knockerWords = knocker === viewer ? t("you") : seatName(view, knocker);
      return ["table-result-undercut", { ...defender, knocker: knockerWords, k, d }];
    }
    default:
      return null;
  }
}

/** A hand's result in words ("you knocked: 5 against 12; you score 7"), or null. */
export function resultText(r, view, viewer) {
  const parts = resultParts(r, view, viewer);
  if (!parts) return null;
  const [id, args] = parts;
  const result = t(id, args);
  if (r.void || r.outcome === "void") return capitalFirst(result);
  if (r.winner === null || r.winner === undefined) return capitalFirst(t("table-result-nobody", { result }));
  return capitalFirst(t("table-result-scores", { result, ...who(view, r.winner, viewer), points: r.points ?? 0 }));
}

const MOVE_IDS = {
  draw: "action-draw",
  take: "action-take",
  pass: "action-pass",
  discard: "action-discard",
  knock: "action-knock",
  gin: "table-gin-label",
  big_gin: "action-big-gin",
};

/**
 * A hint's reason from its typed `parts` (the server's ginrummy.agents.levels.ReasonPart:
 * a message of hint.ftl each, cards as codes), in the page's language, the clauses joined
 * by the language's comma; null without parts (then the server's English `reason`).
 */
export function hintReason(parts) {
  if (!Array.isArray(parts) || !parts.length) return null;
  const clauses = parts.map((part) => {
    const args = { ...(part?.args || {}) };
    if (typeof args.card === "string") args.card = cardShort(args.card);
    if (Array.isArray(args.cards)) args.cards = args.cards.map((c) => cardShort(c)).join(" ");
    return t(String(part?.id || ""), args);
  });
  return clauses.join(t("hint-why-comma"));
}

/** A legal move (an entry of `view.legal`, or a hint's move) in words: "discard 7♥". */
export function moveLabel(move) {
  const id = MOVE_IDS[move?.kind];
  if (!id) return String(move?.label || move?.text || "");
  return t(id, { card: move.card ? cardShort(move.card) : "" });
}

/**
 * A hint (the server's `hint` message) as one sentence in the page's language: the move,
 * then the computer's reason from its typed parts (hint.ftl), else the server's English
 * sentence (an older server).
 */
export function hintSentence(hint) {
  if (!hint.action) return hint.text || "";
  const reason = (hintReason(hint.parts) ?? String(hint.reason || "")).replace(/\.$/, "");
  return t("hint", { move: moveLabel(hint.action), reason: reason ? reason[0].toUpperCase() + reason.slice(1) : "" }).replace(/\. \.$/, ".");
}
