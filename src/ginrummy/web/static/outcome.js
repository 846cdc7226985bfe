// How a hand was won, in plain words a new player understands ("Bob knocked with 9
// points of deadwood; you had 16 left over, so Bob scores the difference, 7."), each
// term a link to its section of the rules page (/rules#knock), opened in a new tab so
// the game stays. Built from the showdown's numbers (docs/protocol.md, "showdown"), so
// the table and the watcher's page say the same; a bonus is what the points leave once
// the deadwood is counted.

import { h } from "./common.js";
import { cardShort } from "./cards.js";
import { attr, t } from "./l10n.js";
import { voidReason } from "./tablewords.js";

/** A term of the game linked to the rules page. */
export function term(text, anchor) {
  return h("a", { href: `/rules#${anchor}`, target: "_blank", rel: "noopener", class: "term" }, text);
}

/** A player's name as typed: left as it is in every language (and by the checks). */
export function nameNode(name) {
  return h("span", { class: "player-name", translate: "no" }, String(name));
}

const OPEN = "\uE000";
const CLOSE = "\uE001";

/**
 * Message `id` as text and nodes: each of `nodes` ({placeholder: Node}) stands where the
 * message puts its placeholder, so a translator may move a name or a link anywhere in
 * the sentence. `links` ({placeholder: anchor}) are terms linked to the rules page,
 * their words the message's attribute of the same name (".deadwood = deadwood"), so
 * each language words the term as its sentence needs.
 */
export function richText(id, args = {}, nodes = {}, links = {}) {
  const parts = [];
  const all = { ...args };
  const put = (name, node) => {
    all[name] = `${OPEN}${parts.length}${CLOSE}`;
    parts.push(node);
  };
  for (const [name, node] of Object.entries(nodes)) put(name, node);
  for (const [name, anchor] of Object.entries(links)) put(name, term(attr(id, name, args) ?? name, anchor));
  const text = t(id, all);
  const out = [];
  const used = new Set();
  const copy = (node) => (Array.isArray(node) ? node.map(copy) : typeof node === "string" ? node : node.cloneNode(true));
  for (const [i, piece] of text.split(new RegExp(`${OPEN}(\\d+)${CLOSE}`)).entries()) {
    if (i % 2) {
      // A placeholder said twice ("you score"/"Bob scores" after "Bob knocked") needs a
      // node of its own each time.
      const index = Number(piece);
      const node = parts[index];
      out.push(...[used.has(index) ? copy(node) : node].flat());
      used.add(index);
    } else if (piece) out.push(piece);
  }
  return out;
}

/**
 * The words as nodes (for a <p>). `names`: the players; `viewer`: the seat reading
 * (called "you"), or null for a watcher.
 */
export function outcomeWords(sd, { names, viewer }) {
  if (!sd || sd.void) {
    const reason = voidReason(sd);
    return reason ? richText("showdown-why-void-reason", { reason }) : richText("showdown-why-void");
  }
  const knocker = sd.knocker ?? sd.winner ?? 0;
  const defender = 1 - knocker;
  const person = (seat) => nameNode(names?.[seat] || t("showdown-player", { number: seat + 1 }));
  const k = sd.knocker_deadwood_count ?? 0;
  const d = sd.defender_deadwood_count ?? 0;
  const points = sd.points ?? 0;
  const base = sd.doubled ? points / 2 : points;
  const layoffs = (sd.layoffs || []).length;
  const args = {
    kwho: knocker === viewer ? "you" : "other",
    dwho: defender === viewer ? "you" : "other",
    k,
    d,
    base,
    bonus: 0,
    difference: k - d,
    after: "",
  };
  const nodes = { knocker: person(knocker), defender: person(defender) };
  if (layoffs) nodes.after = richText("showdown-why-after-layoff", { count: layoffs }, {}, { layoff: "layoff" });
  const deadwood = { deadwood: "deadwood" };
  let words;
  switch (sd.outcome) {
    case "gin":
    case "big_gin": {
      const big = sd.outcome === "big_gin";
      args.bonus = base - d;
      words = richText(big ? "showdown-why-big-gin" : "showdown-why-gin", args, nodes, {
        ...(big ? { biggin: "big-gin" } : { gin: "gin" }),
        ...deadwood,
      });
      break;
    }
    case "undercut":
      args.bonus = base - (k - d);
      words = richText("showdown-why-undercut", args, nodes, { knocked: "knock", ...deadwood, undercut: "undercut" });
      break;
    case "tie":
      words = richText("showdown-why-tie", args, nodes, { knocked: "knock", ...deadwood, undercut: "undercut" });
      break;
    default: // a knock
      words = richText("showdown-why-knock", args, nodes, { knocked: "knock", ...deadwood });
  }
  if (sd.doubled && points) words.push(t("showdown-why-doubled", { points }));
  return words.flat();
}

/**
 * An event's words, mended where the showdown knows better: a gin is a knock to the
 * engine, so its log says "knocked, discarding 2♥ face down" under "You went gin".
 */
export function eventWords(event, showdown) {
  const text = event?.text || "";
  const gin = showdown && (showdown.outcome === "gin" || showdown.outcome === "big_gin");
  if (!gin || event.kind !== "knock" || event.seat !== showdown.knocker) return text;
  const went = showdown.outcome === "big_gin" ? "went big gin" : "went gin";
  return text.replace(/ knocked, discarding (.+?) face down$/, ` ${went}, discarding $1`).replace(/ knocked$/, ` ${went}`);
}

/** The engine's event kinds and their sentences in the catalogs (play.ftl, as the terminal says them). */
export const EVENT_KEYS = {
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
 * An event in the page's language, as nodes (the player's name as typed): the
 * terminal's words for it (play.ftl, "Ann drew from the stock"), a gin named a gin when
 * the showdown says so. `names`: the players; `viewer`: the seat reading, or null.
 */
export function eventText(event, showdown, { names, viewer }) {
  const seat = event?.seat;
  const who = seat === viewer ? "you" : "other";
  const name = names?.[seat] || t("showdown-player", { number: (seat ?? 0) + 1 });
  const nodes = { name: nameNode(name) };
  const card = event?.card ? cardShort(event.card) : null;
  const gin = showdown && (showdown.outcome === "gin" || showdown.outcome === "big_gin");
  if (gin && event.kind === "knock" && seat === showdown.knocker) {
    const args = { who, outcome: showdown.outcome };
    return card ? richText("showdown-event-gin-card", { ...args, card }, nodes) : richText("showdown-event-gin", args, nodes);
  }
  let key = EVENT_KEYS[event?.kind];
  if (!key) return [event?.text || ""];
  if (card && (key === "event-draw" || key === "event-knock")) key += "-card";
  return richText(key, { who, card: card || "" }, nodes);
}
