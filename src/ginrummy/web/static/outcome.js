// How a hand was won, in plain words a new player understands ("Bob knocked with 9
// points of deadwood; you had 16 left over, so Bob scores the difference, 7."), each
// term a link to its section of the rules page (/rules#knock), opened in a new tab so
// the game stays. Built from the showdown's numbers (docs/protocol.md, "showdown"), so
// the table and the watcher's page say the same; a bonus is what the points leave once
// the deadwood is counted.

import { h } from "./common.js";

/** A term of the game linked to the rules page. */
export function term(text, anchor) {
  return h("a", { href: `/rules#${anchor}`, target: "_blank", rel: "noopener", class: "term" }, text);
}

/**
 * The words as nodes (for a <p>). `names`: the players; `viewer`: the seat reading
 * (called "you"), or null for a watcher.
 */
export function outcomeWords(sd, { names, viewer }) {
  if (!sd || sd.void) {
    return ["Nobody scores this hand", sd?.reason ? ` (${sd.reason})` : "", "; the same dealer deals again."];
  }
  const knocker = sd.knocker ?? sd.winner ?? 0;
  const defender = 1 - knocker;
  const who = (seat) => (seat === viewer ? "you" : names?.[seat] || `Player ${seat + 1}`);
  const Who = (seat) => (seat === viewer ? "You" : who(seat));
  const whose = (seat) => (seat === viewer ? "your" : `${who(seat)}'s`);
  const verb = (seat, base, third) => (seat === viewer ? base : third);
  const k = sd.knocker_deadwood_count ?? 0;
  const d = sd.defender_deadwood_count ?? 0;
  const points = sd.points ?? 0;
  const base = sd.doubled ? points / 2 : points;
  const layoffs = (sd.layoffs || []).length;
  const afterLayoff = layoffs
    ? [" after ", term("laying off", "layoff"), ` ${layoffs === 1 ? "a card" : `${layoffs} cards`}`]
    : [];
  const deadwood = term("deadwood", "deadwood");
  let words;
  switch (sd.outcome) {
    case "gin":
    case "big_gin": {
      const big = sd.outcome === "big_gin";
      words = [
        `${Who(knocker)} went `,
        big ? term("big gin", "big-gin") : term("gin", "gin"),
        big ? ": all eleven cards in melds, no " : ": every card in a meld, no ",
        deadwood,
        ` left. ${Who(knocker)} ${verb(knocker, "score", "scores")} the ${big ? "big gin" : "gin"} bonus, ${base - d}, `,
        `plus ${whose(defender)} ${d} points of deadwood: ${base}.`,
      ];
      break;
    }
    case "undercut":
      words = [
        `${Who(knocker)} `,
        term("knocked", "knock"),
        ` with ${k} points of `,
        deadwood,
        `; ${who(defender)} had only ${d} left over`,
        ...afterLayoff,
        `, no more than ${who(knocker)}: an `,
        term("undercut", "undercut"),
        `. ${Who(defender)} ${verb(defender, "score", "scores")} the undercut bonus, ${base - (k - d)}, `,
        `plus the difference, ${k - d}: ${base}.`,
      ];
      break;
    case "tie":
      words = [
        `${Who(knocker)} `,
        term("knocked", "knock"),
        ` with ${k} points of `,
        deadwood,
        `; ${who(defender)} had ${d} too`,
        ...afterLayoff,
        ". Under these rules a tie is no ",
        term("undercut", "undercut"),
        ", so nobody scores.",
      ];
      break;
    default: // a knock
      words = [
        `${Who(knocker)} `,
        term("knocked", "knock"),
        ` with ${k} points of `,
        deadwood,
        `; ${who(defender)} had ${d} left over`,
        ...afterLayoff,
        `, so ${who(knocker)} ${verb(knocker, "score", "scores")} the difference, ${base}.`,
      ];
  }
  if (sd.doubled && points) words.push(` The spade upcard doubles it: ${points}.`);
  return words;
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
