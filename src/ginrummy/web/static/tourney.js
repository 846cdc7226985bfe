// What the tournament pages share (tournaments.js, the list; tournament.js, one
// tournament; profile.js, a player's history): the words for a tournament's kind, its
// countdown and where it stands, and its standings as a table. Pure functions of the API's
// answers (docs/protocol.md, "Tournaments") and of the server's time, so they are tested
// on their own in the browser (tests/browser/test_browser_tournaments.py).

import { capital, gameLabel, h, plural } from "./common.js";
import { profileUrl } from "./player.js";

/** How often a page without the tournament socket asks for the tournament again. */
export const POLL_MS = 2000;

/**
 * The server's clock as this browser sees it: every answer carries `now`, and a page
 * counts down from the server's time, not from a phone's clock that may be minutes off.
 * `skew(now)` is the server's time minus this browser's, in milliseconds.
 */
export function skew(serverNow, localNow = Date.now()) {
  const t = Date.parse(serverNow);
  return Number.isNaN(t) ? 0 : t - localNow;
}

/** A duration as a countdown: "0:07", "4:59", "1:05:03", "2 days 3:00:00". */
export function countdown(ms) {
  let s = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(s / 86400);
  s -= days * 86400;
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const two = (n) => String(n).padStart(2, "0");
  const clock = hours || days ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
  return days ? `${plural(days, "day")} ${clock}` : clock;
}

/** "Arena, 60 minutes" or "Swiss, 5 rounds". */
export function formatLabel(t) {
  if (t.format === "swiss") return `Swiss, ${plural(Number(t.rounds) || 0, "round")}`;
  return `Arena, ${plural(Number(t.minutes) || 0, "minute")}`;
}

/** The move clocks a tournament may have, by the name the server knows them by
 * (server/tournaments/records.py CLOCKS): seconds a move and in the bank. */
export const CLOCKS = {
  blitz: { per_move: 10, bank: 30 },
  rapid: { per_move: 20, bank: 60 },
  classical: { per_move: 45, bank: 180 },
};

/** A clock's name in words: "rapid" -> "rapid clock (20 s a move, 60 s in the bank)". */
export function clockLabel(clock) {
  if (!clock) return "no clock";
  const c = CLOCKS[clock];
  return c ? `${clock} clock (${c.per_move} s a move, ${c.bank} s in the bank)` : `${clock} clock`;
}

/** The game a tournament plays, in one line: "Standard, to 100 · 30 s a move, ... · rated". */
export function gameLine(t, presets = []) {
  return [gameLabel(t.preset, t.target, presets), clockLabel(t.clock), t.rated ? "rated" : "not rated"].join(" \u00b7 ");
}

/**
 * Where a tournament stands at the server's time `now` (ms): `{text, label}`, the text
 * to show ("Starts in 4:59", "Ends in 12:03", "Round 2 of 3", "Finished") and a label
 * that says the same in whole words for a screen reader's occasional announcement.
 */
export function standing(t, now) {
  const starts = Date.parse(t.starts);
  const ends = Date.parse(t.ends);
  if (t.status === "finished") {
    const text = t.winner ? `Finished: ${t.winner.name} won` : "Finished";
    return { text, label: text };
  }
  if (t.status === "coming") {
    if (Number.isNaN(starts)) return { text: "Starting soon", label: "Starting soon" };
    const left = starts - now;
    if (left <= 0) return { text: "Starting\u2026", label: "Starting now" };
    return { text: `Starts in ${countdown(left)}`, label: `Starts in ${wordsFor(left)}` };
  }
  if (t.format === "swiss") {
    const text = `Round ${Math.max(1, Number(t.round) || 1)} of ${Number(t.rounds) || "?"}`;
    return { text, label: text };
  }
  if (Number.isNaN(ends)) return { text: "Running", label: "Running" };
  const left = ends - now;
  if (left <= 0) return { text: "Ending\u2026", label: "Ending: the last games are being played" };
  return { text: `Ends in ${countdown(left)}`, label: `Ends in ${wordsFor(left)}` };
}

/** A duration in whole words, rounded to what matters: "about 5 minutes", "40 seconds". */
export function wordsFor(ms) {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return plural(s, "second");
  const minutes = Math.round(s / 60);
  if (minutes < 90) return `about ${plural(minutes, "minute")}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `about ${plural(hours, "hour")}`;
  return `about ${plural(Math.round(hours / 24), "day")}`;
}

/** The points of each game in order, as a string: "2 4 0 2". */
export function sheetText(sheet) {
  return (sheet || []).map((p) => String(p)).join(" ");
}

/**
 * The standings as table rows: rank, the name linking to the profile (with the streak,
 * paused and left markers), points, games and the game sheet; with `tieBreak` (a Swiss)
 * the tie-break too (Buchholz: the points of the opponents met). `meId` marks this
 * browser's player's row. With `challenge(player)` (a finished tournament's page, for a
 * visitor who has a player) every other player's name has what it returns under it:
 * the Challenge button, to play someone met in the tournament again.
 */
export function standingsRows(standings, meId = null, { tieBreak = false, challenge = null } = {}) {
  return (standings || []).map((s) => {
    const mine = meId && s.player?.id === meId;
    const marks = [];
    if (s.fire) marks.push(h("span", { class: "fire", title: "On a streak: the next win counts double" }, h("span", { "aria-hidden": "true" }, "\u{1F525}"), h("span", { class: "sr-only" }, " on a streak")));
    if (s.left) marks.push(h("span", { class: "tag tag-left" }, "left"));
    else if (s.paused) marks.push(h("span", { class: "tag tag-paused" }, "paused"));
    if (mine) marks.push(h("span", { class: "tag" }, "you"));
    return h(
      "tr",
      { class: [mine ? "me" : "", s.left ? "gone" : ""].join(" ").trim() || null, "data-player": s.player?.id },
      h("td", { class: "rank" }, String(s.rank)),
      h(
        "td",
        { class: "who" },
        h("a", { href: profileUrl(s.player?.id) }, s.player?.name || "Player"),
        ...marks.flatMap((m) => [" ", m]),
        // Under the name, not a column of its own: a phone's standings keep their width.
        challenge && !mine && s.player?.id ? h("div", { class: "challenge-cell" }, challenge(s.player)) : null,
      ),
      h("td", { class: "num points" }, String(s.points)),
      h("td", { class: "num" }, String(s.games)),
      h("td", { class: "sheet" }, sheetCells(s.sheet)),
      tieBreak ? h("td", { class: "num tie-break" }, typeof s.tie_break === "number" ? String(Math.round(s.tie_break * 10) / 10) : "\u2013") : null,
    );
  });
}

/** The game sheet: a 2 or 4 from a win stands out, a streak's double most. */
function sheetCells(sheet) {
  if (!sheet || !sheet.length) return h("span", { class: "muted" }, "\u2013");
  return h(
    "span",
    { class: "sheet-points" },
    h("span", { class: "sr-only" }, `Points by game: ${sheet.join(", ")}`),
    ...sheet.map((p) => h("span", { class: p >= 4 ? "double" : p > 0 ? "won" : "lost", "aria-hidden": "true" }, String(p))),
  );
}

/** "Ann won" / "Ann and Bob are playing" for a game of the tournament's list. */
export function gameWords(game) {
  const names = (game.seats || []).map((s) => s.name);
  if (game.result) return `${names.join(" \u2013 ")}: ${game.result}`;
  return `${names.join(" \u2013 ")}`;
}

/** The player's words for a refused join, pause or leave (the server's typed codes). */
export function refusalText(err) {
  switch (err.code) {
    case "tournament/finished":
      return "This tournament is over.";
    case "tournament/full":
      return "This tournament is full.";
    case "tournament/started":
      return "This Swiss tournament is past its first round: too late to join.";
    case "tournament/unknown":
      return "There is no such tournament (the link may be old).";
    default:
      return err.message;
  }
}

/** "Arena" / "Swiss" for a tag. */
export function formatName(format) {
  return capital(format || "arena");
}
