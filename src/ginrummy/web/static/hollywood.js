// Hollywood scoring in the browser: three games on one score sheet (docs/rules.md).
//
// The server's view carries `hollywood` ({games: [{scores, hands_won, winner}], open})
// and, on each row of `hands`, `games`: the games (0, 1, 2) that hand counted in. The
// sheet here has a column per game with its running score where the hand counted;
// board.js draws it in place of the one-game sheet, table.js names the game the
// scoreboard shows (`scores` are the first open game's).

import { capital, h } from "./common.js";
import { suitText } from "./cards.js";
import { t } from "./l10n.js";
import { nameNode, richText } from "./outcome.js";

const GAMES = 3;

/** "games 1 and 2": the games a hand counted in, for people. */
export function countedText(games) {
  const numbers = (games || []).map((g) => g + 1);
  if (!numbers.length) return t("counted-none");
  if (numbers.length === 1) return t("counted-one", { number: numbers[0] });
  return t("counted-many", { numbers: numbers.slice(0, -1).join(", "), last: numbers[numbers.length - 1] });
}

/** The scoreboard's note: which game its scores are ("Hollywood game 2"), or "" when
 * the view is not of a Hollywood game or every game is over. */
export function hollywoodLabel(view) {
  const hw = view?.hollywood;
  if (!hw || hw.open === null || hw.open === undefined) return hw ? t("showdown-hollywood") : "";
  return t("showdown-hollywood-game", { number: hw.open + 1 });
}

/**
 * The Hollywood score sheet: one row per hand (what happened, then each game's running
 * score, player 1's first, where the hand counted, with the points just won), and each
 * game's score at the foot ("over" under a finished one). `what(row)`: a hand's result
 * in the page's words (board.js resultText), or null for the server's English `text`.
 */
export function hollywoodSheet({ hands, names, game_target: target, hollywood }, what = () => null) {
  names = names || [t("showdown-player", { number: 1 }), t("showdown-player", { number: 2 })];
  const running = Array.from({ length: GAMES }, () => [0, 0]);
  const rows = (hands || []).map((r) => {
    const counted = new Set(r.games || []);
    const cells = running.map((score, g) => {
      if (!counted.has(g) || !(r.winner === 0 || r.winner === 1)) return h("td", {});
      score[r.winner] += Number(r.points) || 0;
      return h(
        "td",
        { class: "won" },
        h("span", { class: "sheet-total" }, `${score[0]}\u2013${score[1]}`),
        r.points ? h("span", { class: "sheet-gain" }, `+${r.points}`) : null,
      );
    });
    const where = counted.size ? ` (${countedText([...counted].sort())})` : "";
    return h(
      "tr",
      {},
      h(
        "th",
        { scope: "row" },
        h("span", { class: "sheet-hand" }, t("showdown-sheet-hand", { hand: r.hand ?? "" })),
        h("span", { class: "sheet-what" }, suitText(what(r) ?? capital(r.text || r.outcome || "")), where),
      ),
      cells,
    );
  });
  if (!rows.length) return h("p", {}, t("showdown-sheet-empty"));
  const games = hollywood?.games || running.map((scores) => ({ scores, winner: null }));
  const foot = games.map((g) =>
    h(
      "td",
      {},
      h("span", { class: "sheet-total" }, `${g.scores[0]}\u2013${g.scores[1]}`),
      g.winner === 0 || g.winner === 1 ? h("span", { class: "sheet-gain" }, t("showdown-sheet-game-over")) : null,
    ),
  );
  // "G1": three score columns and the hand's words fit a phone; the title says "Game 1".
  const heads = Array.from({ length: GAMES }, (_, g) =>
    h(
      "th",
      { scope: "col", title: t("showdown-sheet-game", { number: g + 1 }) },
      h("abbr", { title: t("showdown-sheet-game", { number: g + 1 }) }, t("showdown-sheet-game-short", { number: g + 1 })),
    ),
  );
  return h(
    "table",
    { class: "sheet hollywood-sheet" },
    h(
      "caption",
      {},
      richText(target ? "showdown-sheet-caption-target" : "showdown-sheet-caption", { target }, {
        name0: nameNode(names[0]),
        name1: nameNode(names[1]),
      }),
    ),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("showdown-sheet-hand-head")), heads)),
    h("tbody", {}, rows),
    h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, t("showdown-sheet-score")), foot)),
  );
}
