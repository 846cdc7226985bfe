// What the tournament pages share (tournaments.js, the list; tournament.js, one
// tournament; profile.js, a player's history): the words for a tournament's kind, its
// countdown and where it stands, and its standings as a table. Pure functions of the API's
// answers (docs/protocol.md, "Tournaments") and of the server's time, so they are tested
// on their own in the browser (tests/browser/test_browser_tournaments.py).

import { capital, h } from "./common.js";
import { profileUrl } from "./player.js";
import { attr as attrOf, formatNumber, intlLocale, lang, refusalText as serverRefusal, t as tr } from "./l10n.js";

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

/**
 * Message `id` as nodes for `append`: each placeholder named in `parts` (a name, a link:
 * a node, or a list of them) put in its place as it is, never formatted as text, so a
 * player's name keeps its own markup (translate="no") inside a translated sentence.
 */
export function pieces(id, args = {}, parts = {}) {
  const all = { ...args };
  for (const key of Object.keys(parts)) all[key] = `\uE000${key}\uE000`;
  return tr(id, all)
    .split(/\uE000(\w+)\uE000/)
    .flatMap((piece, i) => (i % 2 ? [].concat(parts[piece] ?? []) : piece ? [piece] : []));
}

/** A player's name as typed: never taken for words to translate. */
export function nameSpan(name, attrs = {}) {
  return h("span", { translate: "no", ...attrs }, name || tr("tourney-someone"));
}

/** A player's name linking to their profile. */
export function nameLink(player) {
  return h("a", { href: profileUrl(player?.id), translate: "no" }, player?.name || tr("tourney-someone"));
}

/** A duration as a countdown: "0:07", "4:59", "1:05:03", "2 days 3:00:00" (the digits
 * are the language's). */
export function countdown(ms) {
  let s = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(s / 86400);
  s -= days * 86400;
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const one = (n) => formatNumber(n, { useGrouping: false });
  const two = (n) => formatNumber(n, { minimumIntegerDigits: 2, useGrouping: false });
  const clock = hours || days ? `${one(hours)}:${two(minutes)}:${two(seconds)}` : `${one(minutes)}:${two(seconds)}`;
  return days ? tr("tourney-countdown-days", { days, clock }) : clock;
}

/** "Arena, 60 minutes" or "Swiss, 5 rounds". */
export function formatLabel(t) {
  if (t.format === "swiss") return tr("tourney-format-swiss", { rounds: Number(t.rounds) || 0 });
  return tr("tourney-format-arena", { minutes: Number(t.minutes) || 0 });
}

/** A rules preset's name: the server's own in English (GET /api/options), the catalog's
 * in any other language. */
export function presetName(name, presets = []) {
  const preset = presets.find((p) => p.name === name);
  if (!name) return tr("tourney-preset-none");
  const label = preset?.label || capital(String(name));
  if (lang === "en" && preset?.label) return preset.label;
  return tr("tourney-preset", { preset: String(name), label });
}

/** A rules preset and target in words: "Oklahoma, to 150". */
export function gameLabel(rules, target, presets = []) {
  const game = presetName(rules, presets);
  return target ? tr("tourney-game-to", { game, target: Number(target) }) : game;
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
  if (!clock) return tr("tourney-clock-none");
  const c = CLOCKS[clock];
  return c ? tr("tourney-clock", { clock, move: c.per_move, bank: c.bank }) : tr("tourney-clock-other", { clock });
}

/** The game a tournament plays, in one line: "Standard, to 100 · 30 s a move, ... · rated". */
export function gameLine(t, presets = []) {
  return [gameLabel(t.preset, t.target, presets), clockLabel(t.clock), t.rated ? tr("tourney-rated") : tr("tourney-unrated")].join(" \u00b7 ");
}

/**
 * Where a tournament stands at the server's time `now` (ms): `{text, label, nodes}`, the
 * text to show ("Starts in 4:59", "Ends in 12:03", "Round 2 of 3", "Finished"), a label
 * that says the same in whole words for a screen reader's occasional announcement, and
 * the text as nodes to show (a winner's name marked as a name, not words).
 */
export function standing(t, now) {
  const starts = Date.parse(t.starts);
  const ends = Date.parse(t.ends);
  const same = (text, label = text) => ({ text, label, nodes: [text] });
  if (t.status === "finished") {
    if (!t.winner) return same(tr("tourney-finished"));
    const text = tr("tourney-finished-won", { winner: t.winner.name });
    return { text, label: text, nodes: pieces("tourney-finished-won", {}, { winner: nameSpan(t.winner.name) }) };
  }
  if (t.status === "coming") {
    if (Number.isNaN(starts)) return same(tr("tourney-starting-soon"));
    const left = starts - now;
    if (left <= 0) return same(tr("tourney-starting"), tr("tourney-starting-now"));
    return same(tr("tourney-starts-in", { time: countdown(left) }), tr("tourney-starts-in", { time: wordsFor(left) }));
  }
  if (t.format === "swiss") {
    return same(tr("tourney-round-of", { round: Math.max(1, Number(t.round) || 1), rounds: Number(t.rounds) || "?" }));
  }
  if (Number.isNaN(ends)) return same(tr("tourney-running"));
  const left = ends - now;
  if (left <= 0) return same(tr("tourney-ending"), tr("tourney-ending-label"));
  return same(tr("tourney-ends-in", { time: countdown(left) }), tr("tourney-ends-in", { time: wordsFor(left) }));
}

/** A duration in whole words, rounded to what matters: "about 5 minutes", "40 seconds". */
export function wordsFor(ms) {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return tr("tourney-when-seconds", { count: s });
  const minutes = Math.round(s / 60);
  if (minutes < 90) return tr("tourney-when-minutes", { count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return tr("tourney-when-hours", { count: hours });
  return tr("tourney-when-days", { count: Math.round(hours / 24) });
}

/** The points of each game in order, as a string: "2 4 0 2". */
export function sheetText(sheet) {
  return (sheet || []).map((p) => formatNumber(p)).join(" ");
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
    if (s.fire) {
      const fire = h("span", { class: "fire" }, h("span", { "aria-hidden": "true" }, "\u{1F525}"), h("span", { class: "sr-only" }, ` ${tr("tourney-streak-words")}`));
      fire.title = attrOf("tourney-streak", "title");
      marks.push(fire);
    }
    if (s.left) marks.push(h("span", { class: "tag tag-left" }, tr("tourney-tag-left")));
    else if (s.paused) marks.push(h("span", { class: "tag tag-paused" }, tr("tourney-tag-paused")));
    if (mine) marks.push(h("span", { class: "tag" }, tr("tourney-tag-you")));
    return h(
      "tr",
      { class: [mine ? "me" : "", s.left ? "gone" : ""].join(" ").trim() || null, "data-player": s.player?.id },
      h("td", { class: "rank" }, formatNumber(Number(s.rank))),
      h(
        "td",
        { class: "who" },
        nameLink(s.player),
        ...marks.flatMap((m) => [" ", m]),
        // Under the name, not a column of its own: a phone's standings keep their width.
        challenge && !mine && s.player?.id ? h("div", { class: "challenge-cell" }, challenge(s.player)) : null,
      ),
      h("td", { class: "num points" }, formatNumber(Number(s.points))),
      h("td", { class: "num" }, formatNumber(Number(s.games))),
      h("td", { class: "sheet" }, sheetCells(s.sheet)),
      tieBreak ? h("td", { class: "num tie-break" }, typeof s.tie_break === "number" ? formatNumber(Math.round(s.tie_break * 10) / 10, { maximumFractionDigits: 1 }) : "\u2013") : null,
    );
  });
}

/** The game sheet: a 2 or 4 from a win stands out, a streak's double most. */
function sheetCells(sheet) {
  if (!sheet || !sheet.length) return h("span", { class: "muted" }, "\u2013");
  const points = new Intl.ListFormat(intlLocale, { style: "short", type: "unit" }).format(sheet.map((p) => formatNumber(p)));
  return h(
    "span",
    { class: "sheet-points" },
    h("span", { class: "sr-only" }, tr("tourney-sheet", { points })),
    ...sheet.map((p) => h("span", { class: p >= 4 ? "double" : p > 0 ? "won" : "lost", "aria-hidden": "true" }, formatNumber(p))),
  );
}

/** "Ann – Bob: Ann won" / "Ann – Bob" (being played) for a game of the tournament's
 * list, as nodes (the names marked as names). The server's typed `winner_seat` and
 * `aborted` word the result; its English `result` is kept for an older server. */
export function gameWords(game) {
  const seats = game.seats || [];
  const players = seats.flatMap((s, i) => (i ? [" \u2013 ", nameSpan(s.name)] : [nameSpan(s.name)]));
  if (!game.result) return players;
  let result;
  if (game.aborted) result = [tr("tourney-game-aborted")];
  else if (Number.isInteger(game.winner_seat) && seats[game.winner_seat]) {
    result = pieces("tourney-game-won", {}, { winner: nameSpan(seats[game.winner_seat].name) });
  } else result = [h("span", { translate: "no" }, game.result)];
  return pieces("tourney-game-result", {}, { players, result });
}

/** The player's words for a refused join, pause or leave (the server's typed codes). */
export function refusalText(err) {
  switch (err.code) {
    case "tournament/finished":
      return tr("tourney-refused-finished");
    case "tournament/full":
      return tr("tourney-refused-full");
    case "tournament/started":
      return tr("tourney-refused-started");
    case "tournament/unknown":
      return tr("tourney-refused-unknown");
    case "player/cooling_off":
      // A cooling-off says for how long and why (the details the pairing's refusal has).
      if (lang !== "en" && Number.isInteger(err.details?.minutes_left)) {
        return serverRefusal("fair_play/cooling_off", err.details, err.message);
      }
    // falls through
    default:
      // English: the server's own sentence (it carries numbers a code does not, such as
      // how long a cooling-off lasts), as common.js does; else the code's words.
      if (lang === "en" && err.message) return err.message;
      return serverRefusal(err.code, err.details || {}, err.message);
  }
}

/** "Arena" / "Swiss" for a tag. */
export function formatName(format) {
  return tr("tourney-format-name", { format: format || "arena" });
}
