// What each section of the rules page says, written for a new player, with the numbers
// of the chosen rules filled in. `R` is a preset's `rules` from GET /api/options (every
// option of docs/rules.md); an option that is off is said to be off.
//
// One worked example runs through the page: Ann knocks with 8 (A♣ 2♦ 5♠) holding a run
// 5♥-8♥ and three kings; Bob lays off K♣ and 9♥ on her melds. The numbers were checked
// against the engine (ginrummy.scoring.score_showdown).
//
// Every word is a message of web-rules.ftl (the page's language), the rules' numbers its
// arguments. A link or a bold word inside a sentence is a placeholder of the message
// ({ $melds }), filled with the element built here (`rich`), so no markup is in the
// catalogs and a translator may put it anywhere in the sentence.

import { h } from "./common.js";
import { formatNumber, t } from "./l10n.js";
import { backs, countOf, figure, group, hand, ltr, sumText } from "./rules-figures.js";

// ------------------------------------------------------------------- the example hands
const ANN_MELDS = ["5H 6H 7H 8H", "KS KH KD"];
const ANN_DEADWOOD = "AC 2D 5S"; // 8
const BOB_MELDS = ["2S 3S 4S", "QC QD QS"];
const BOB_LAYOFFS = "9H KC";
const BOB_AFTER_KNOCK = "4C 6D"; // 10 after the lay-offs: Ann wins by 2
const BOB_AFTER_UNDERCUT = "AD 4C"; // 5 after the lay-offs: Bob undercuts
const GIN_MELDS = ["5H 6H 7H 8H", "KS KH KD", "3C 3D 3S"];
const GIN_LOSER_DEADWOOD = "2D 9S JD KC"; // 31
const GAME_LOSER_DEADWOOD = "2C QD"; // 12

// ------------------------------------------------------------------- small words
/** A number in the page's language (digits by Intl). */
const n = (value) => (typeof value === "number" ? formatNumber(value) : String(value));

/** A number of the rules, marked so the page (and its test) can find it. */
function num(value, key = null) {
  return h("strong", { class: "rule-num", dataset: key ? { rule: key } : null }, n(value));
}
const strong = (id) => h("strong", {}, t(id));
const link = (anchor, id) => h("a", { href: `#${anchor}` }, t(id));

/**
 * Message `id` as nodes: its placeholders named in `parts` (a link, a bold word, a
 * number) become those elements, the rest is text; `args` are its other arguments.
 */
function rich(id, args = {}, parts = {}) {
  const names = Object.keys(parts);
  const marks = Object.fromEntries(names.map((name, i) => [name, `\u0001${i}\u0002`]));
  const text = t(id, { ...args, ...marks });
  return text
    .split(/\u0001(\d+)\u0002/)
    .map((piece, i) => (i % 2 ? parts[names[Number(piece)]] : piece))
    .filter((piece) => piece !== "");
}
const p = (...parts) => h("p", {}, ...parts);
const list = (...items) => h("ul", {}, items.filter(Boolean).map((item) => h("li", {}, item)));
/** "yes" or "no", for a message that selects on a rule that is on or off. */
const yes = (flag) => (flag ? "yes" : "no");

function knockWords(R) {
  if (R.knock_limit_from_upcard) return t("rules-knock-words-upcard");
  return R.knock_limit === 0 ? t("rules-knock-words-gin-only") : t("rules-knock-words-limit", { limit: R.knock_limit });
}
/** The big gin bonus in points, or null: `"gin"` means the gin bonus (docs/rules.md). */
function bigGinBonus(R) {
  if (R.big_gin_bonus === "gin") return R.gin_bonus;
  return R.big_gin_bonus === undefined ? null : R.big_gin_bonus;
}
/** How often and when the discards become a new stock ("once, when two cards are left"). */
function reshuffleWords(R) {
  const limit = R.reshuffle_limit;
  const often =
    limit === null
      ? t("rules-reshuffle-every")
      : limit === 1 || limit === undefined
        ? t("rules-reshuffle-once")
        : t("rules-reshuffle-times", { count: limit });
  return t(R.reshuffle_at === "empty" ? "rules-reshuffle-when-empty" : "rules-reshuffle-when-two", { often });
}
const SHUTOUT_WORDS = {
  double: "rules-shutout-double",
  bonus: "rules-shutout-bonus",
  none: "rules-shutout-none",
};
const DEALER_WORDS = {
  alternate: "rules-deal-rotation-alternate",
  loser_deals: "rules-deal-rotation-loser",
  winner_deals: "rules-deal-rotation-winner",
};

/** The rules in a few numbers, for the top of the page: [label, value, option]. */
export function summary(R) {
  const big = bigGinBonus(R);
  const rows = [
    [t("rules-summary-knock"), knockWords(R), "knock_limit"],
    [t("rules-summary-gin"), n(R.gin_bonus), "gin_bonus"],
    [t("rules-summary-big-gin"), big === null ? t("rules-summary-big-gin-off") : n(big), "big_gin_bonus"],
    [
      t("rules-summary-undercut"),
      R.undercut_on_tie ? t("rules-summary-undercut-ties", { bonus: R.undercut_bonus }) : n(R.undercut_bonus),
      "undercut_bonus",
    ],
    [t("rules-summary-target"), n(R.game_target), "game_target"],
    [t("rules-summary-game-bonus"), n(R.game_bonus), "game_bonus"],
    [t("rules-summary-box"), n(R.box_bonus), "box_bonus"],
    [t("rules-summary-shutout"), SHUTOUT_WORDS[R.shutout] ? t(SHUTOUT_WORDS[R.shutout]) : R.shutout, "shutout"],
    [
      t("rules-summary-stock"),
      R.stock_exhausted === "reshuffle"
        ? t("rules-summary-stock-reshuffle", { when: reshuffleWords(R) })
        : t("rules-summary-stock-void"),
      "stock_exhausted",
    ],
  ];
  if (R.spades_double) rows.push([t("rules-summary-spades"), t("rules-summary-spades-double"), "spades_double"]);
  return rows;
}

// ------------------------------------------------------------------- the sections
function goal(R) {
  const oneHand = R.game_target <= 1;
  return [
    p(
      ...rich("rules-goal-intro", {}, {
        melds: link("meld", "rules-link-melds"),
        deadwood: link("deadwood", "rules-link-deadwood"),
      }),
    ),
    p(
      ...rich(
        oneHand ? "rules-goal-end-one-hand" : "rules-goal-end",
        { count: R.game_target },
        {
          knocks: link("knock", "rules-link-knocks"),
          gin: link("gin", "rules-link-gin"),
          target: num(R.game_target, "game_target"),
        },
      ),
    ),
    figure(t("rules-goal-caption", { sum: sumText("2C 4D 9S QH") }), hand(["5H 6H 7H", "KS KH KD"], "2C 4D 9S QH")),
  ];
}

function deal(R) {
  const first =
    R.first_dealer === "random"
      ? t("rules-deal-first-random")
      : t(R.first_dealer === 0 ? "rules-deal-first-opener" : "rules-deal-first-second");
  const rotation = t(DEALER_WORDS[R.dealer_rotation] || "rules-deal-rotation-other");
  return [
    p(t("rules-deal-pack")),
    p(
      ...rich(
        "rules-deal-upcard",
        { count: 31 },
        { upcard: link("upcard", "rules-link-upcard"), stock: strong("rules-word-stock") },
      ),
    ),
    p(t("rules-deal-order", { first, rotation })),
    figure(
      t("rules-deal-caption"),
      backs(3, t("rules-note-stock", { count: 31 })),
      group("8C", { note: t("rules-note-upcard") }),
    ),
  ];
}

function upcard(R) {
  const out = [];
  if (R.upcard_offer && R.upcard_offer_to_dealer === false) {
    out.push(p(t("rules-upcard-offer-dealer-plays")));
  } else if (R.upcard_offer) {
    out.push(p(t("rules-upcard-offer")));
  } else {
    out.push(p(t("rules-upcard-no-offer")));
  }
  out.push(p(t("rules-upcard-advice")));
  if (R.knock_limit_from_upcard) {
    out.push(p(...rich("rules-upcard-sets-limit", {}, { rule: strong("rules-upcard-sets-limit-rule") })));
  }
  if (R.spades_double) out.push(p(strong("rules-upcard-spades")));
  out.push(
    figure(
      t("rules-upcard-caption", { upcard: ltr("8♥"), cards: ltr("6♥ 7♥") }),
      group("8H", { note: t("rules-note-upcard") }),
      group("6H 7H QC", { note: t("rules-note-your-cards") }),
    ),
  );
  return out;
}

function turn(R) {
  return [
    p(...rich("rules-turn-parts", {}, { draw: strong("rules-word-draw"), discard: strong("rules-word-discard") })),
    p(t(R.allow_discard_of_drawn_upcard ? "rules-turn-throw-back" : "rules-turn-no-throw-back")),
    p(t("rules-turn-pile")),
    figure(
      t("rules-turn-caption", { drawn: ltr("8♥"), discard: ltr("Q♥"), sum: sumText("2C 4D 9S") }),
      hand(["5H 6H 7H 8H", "KS KH KD"], "2C 4D 9S QH"),
    ),
  ];
}

function stock(R) {
  const out = [];
  if (R.stock_exhausted === "reshuffle") {
    out.push(p(t("rules-stock-reshuffle", { when: reshuffleWords(R) })));
  } else {
    out.push(p(...rich("rules-stock-void", {}, { void: strong("rules-word-void") })));
  }
  if (R.stock_end_upcard_knock) out.push(p(t("rules-stock-upcard-knock")));
  if (R.max_upcard_draws) out.push(p(t("rules-stock-max-draws", { count: R.max_upcard_draws })));
  if (R.repeated_upcard_void) out.push(p(t("rules-stock-repeated-upcard")));
  out.push(p(t("rules-stock-redeal")));
  out.push(figure(t("rules-stock-caption"), backs(2, t("rules-note-stock", { count: 2 }))));
  return out;
}

function meld() {
  return [
    p(
      ...rich(
        "rules-meld-kinds",
        { run1: ltr("5♥ 6♥ 7♥"), run2: ltr("9♣ 10♣ J♣ Q♣") },
        { set: strong("rules-word-set"), run: strong("rules-word-run") },
      ),
    ),
    p(t("rules-meld-ace", { low: ltr("A 2 3"), high: ltr("Q K A") })),
    p(t("rules-meld-keep")),
    figure(
      t("rules-meld-caption-kinds"),
      group("KS KH KD", { kind: "meld", note: t("rules-note-set") }),
      group("5H 6H 7H", { kind: "meld", note: t("rules-note-run") }),
      group("AC 2C 3C", { kind: "meld", note: t("rules-note-run") }),
      group("QD KD AD", { kind: "bad", note: t("rules-note-not-run") }),
    ),
    figure(
      t("rules-meld-caption-one-meld", { card: ltr("7♥") }),
      group("7H 8H 9H", { kind: "meld", note: t("rules-note-run") }),
      group("7S 7D", { note: t("rules-note-two-sevens") }),
    ),
  ];
}

function deadwood() {
  return [
    p(...rich("rules-deadwood-count", {}, { count: strong("rules-word-deadwood-count") })),
    figure(
      t("rules-deadwood-values-caption"),
      group("AS", { note: n(1) }),
      group("7D", { note: n(7) }),
      group("TC", { note: n(10) }),
      group("JH", { note: n(10) }),
      group("KS", { note: n(10) }),
    ),
    p(t("rules-deadwood-lower")),
    figure(
      t("rules-deadwood-caption", { sum: sumText("AC 3D 5S") }),
      hand(["5H 6H 7H 8H", "KS KH KD"], "AC 3D 5S"),
    ),
  ];
}

function knock(R) {
  const out = [p(t("rules-knock-intro"))];
  let caption;
  if (R.knock_limit_from_upcard) {
    out.push(p(...rich("rules-knock-upcard-limit", {}, { rule: strong("rules-knock-upcard-limit-rule") })));
    caption = t("rules-knock-caption-upcard");
  } else if (R.knock_limit === 0) {
    out.push(
      p(...rich("rules-knock-gin-only", {}, { limit: num(0, "knock_limit"), gin: link("gin", "rules-link-gin") })),
    );
    caption = t("rules-knock-caption-gin-only");
  } else {
    out.push(
      p(...rich("rules-knock-limit", { count: R.knock_limit }, { limit: num(R.knock_limit, "knock_limit") })),
    );
    caption = t(R.knock_limit >= 9 ? "rules-knock-caption-may" : "rules-knock-caption-may-not", {
      limit: R.knock_limit,
    });
  }
  const ginOnly = R.knock_limit === 0 && !R.knock_limit_from_upcard;
  const must = yes(R.must_knock_on_gin);
  out.push(
    p(
      t(ginOnly ? "rules-knock-any-turn-gin" : "rules-knock-any-turn", { must }),
      ...(ginOnly ? [] : [" ", ...rich("rules-knock-early", {}, { undercut: link("undercut", "rules-link-undercut") })]),
    ),
  );
  out.push(figure(caption, hand(["5H 6H 7H 8H", "KS KH KD"], "AC 3D 5S")));
  return out;
}

function gin(R) {
  const loser = countOf(GIN_LOSER_DEADWOOD);
  return [
    p(...rich("rules-gin-what", {}, { gin: strong("rules-word-gin") })),
    p(...rich("rules-gin-scores", { count: R.gin_bonus }, { bonus: num(R.gin_bonus, "gin_bonus") })),
    figure(
      t("rules-gin-caption", { loser, bonus: R.gin_bonus, total: R.gin_bonus + loser }),
      hand(GIN_MELDS, ""),
    ),
  ];
}

function bigGin(R) {
  const melds = ["5H 6H 7H 8H", "KS KH KD", "3C 3D 3S 3H"];
  const bonus = bigGinBonus(R);
  if (bonus === null) {
    const off = h("strong", { dataset: { rule: "big_gin_bonus" } }, t("rules-big-gin-off-words"));
    return [
      p(...rich("rules-big-gin-off", {}, { off })),
      figure(t("rules-big-gin-off-caption"), hand(melds, "")),
    ];
  }
  const loser = countOf(GIN_LOSER_DEADWOOD);
  return [
    p(...rich("rules-big-gin-what", {}, { big: strong("rules-word-big-gin") })),
    p(...rich("rules-big-gin-scores", { count: bonus }, { bonus: num(bonus, "big_gin_bonus") })),
    figure(t("rules-big-gin-caption", { bonus, loser, total: bonus + loser }), hand(melds, "")),
  ];
}

function layoff(R) {
  const ginOnly = R.knock_limit === 0 && !R.knock_limit_from_upcard;
  return [
    p(
      ...rich(
        "rules-layoff-what",
        { run: ltr("7♥ 8♥ 9♥"), next: ltr("10♥"), after: ltr("J♥") },
        { layoff: strong("rules-word-lay-off") },
      ),
    ),
    p(
      t("rules-layoff-never", { big: yes(bigGinBonus(R) !== null) }),
      ginOnly ? ` ${t("rules-layoff-gin-only")}` : "",
    ),
    figure(
      t("rules-layoff-caption", { first: ltr("K♣"), second: ltr("9♥") }),
      hand(["KS KH KD KC", "5H 6H 7H 8H 9H"], "", { laidOff: BOB_LAYOFFS }),
    ),
  ];
}

function undercut(R) {
  const k = countOf(ANN_DEADWOOD);
  const d = countOf(BOB_AFTER_UNDERCUT);
  const out = [
    p(
      ...rich(
        "rules-undercut-what",
        { tie: yes(R.undercut_on_tie), count: R.undercut_bonus },
        { undercut: strong("rules-word-undercut"), bonus: num(R.undercut_bonus, "undercut_bonus") },
      ),
    ),
  ];
  if (!R.undercut_on_tie) out.push(p(t("rules-undercut-equal")));
  if (R.knock_limit === 0 && !R.knock_limit_from_upcard) {
    out.push(p(t("rules-undercut-gin-only")));
  } else if (!R.knock_limit_from_upcard && R.knock_limit < k) {
    out.push(p(t("rules-undercut-not-here", { knocker: k, limit: R.knock_limit })));
  }
  out.push(
    figure(
      t("rules-undercut-caption", {
        knocker: k,
        first: ltr("K♣"),
        second: ltr("9♥"),
        sum: sumText(BOB_AFTER_UNDERCUT),
        bonus: R.undercut_bonus,
        defender: d,
        total: R.undercut_bonus + k - d,
      }),
      hand(ANN_MELDS, ANN_DEADWOOD, { name: t("rules-hand-ann-knocks") }),
      hand(BOB_MELDS, BOB_AFTER_UNDERCUT, { name: t("rules-hand-bob-defender"), layoffs: BOB_LAYOFFS }),
    ),
  );
  return out;
}

function scoring(R) {
  const k = countOf(ANN_DEADWOOD);
  const d = countOf(BOB_AFTER_KNOCK);
  const big = bigGinBonus(R);
  return [
    p(t("rules-scoring-intro")),
    list(
      t("rules-scoring-knock"),
      rich("rules-scoring-gin", {}, { bonus: num(R.gin_bonus) }),
      big === null ? t("rules-scoring-big-gin-off") : rich("rules-scoring-big-gin", {}, { bonus: num(big) }),
      rich("rules-scoring-undercut", { tie: yes(R.undercut_on_tie) }, { bonus: num(R.undercut_bonus) }),
      R.undercut_on_tie ? null : t("rules-scoring-tie"),
      R.spades_double ? t("rules-scoring-spades") : null,
      t("rules-scoring-void"),
    ),
    figure(
      t("rules-scoring-caption", { knocker: k, defender: d, score: d - k }),
      hand([], ANN_DEADWOOD, { name: t("rules-hand-ann-deadwood") }),
      hand([], BOB_AFTER_KNOCK, { name: t("rules-hand-bob-deadwood") }),
    ),
  ];
}

/** The final totals of a game, as ginrummy.match.Game.totals counts them. */
function gameTotals(R, points, won, winner) {
  const loser = 1 - winner;
  const bonus = [0, 0];
  bonus[winner] = R.game_bonus;
  const box = won.map((x) => x * R.box_bonus);
  const shutout = won[loser] === 0;
  const extra = [0, 0];
  if (shutout && R.shutout === "double") extra[winner] = points[winner] + R.game_bonus;
  else if (shutout && R.shutout === "bonus") extra[winner] = R.game_bonus;
  const totals = [0, 1].map((s) => points[s] + bonus[s] + box[s] + extra[s]);
  return { bonus, box, extra, totals, net: totals[winner] - totals[loser] };
}

function totalsTable(totals, points, won) {
  const row = (id, values) =>
    h("tr", {}, h("th", { scope: "row" }, t(id)), values.map((v) => h("td", {}, n(v))));
  return h(
    "table",
    { class: "totals rules-totals" },
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", { scope: "col" }, h("span", { class: "sr-only" }, t("rules-totals-line"))),
        h("th", { scope: "col" }, t("rules-name-ann")),
        h("th", { scope: "col" }, t("rules-name-bob")),
      ),
    ),
    h(
      "tbody",
      {},
      row("rules-totals-hands-won", won),
      row("rules-totals-points", points),
      row("rules-totals-game-bonus", totals.bonus),
      row("rules-totals-boxes", totals.box),
      row("rules-totals-shutout", totals.extra),
    ),
    h("tfoot", {}, row("rules-totals-total", totals.totals)),
  );
}

function game(R) {
  const target = R.game_target;
  const loser = countOf(GAME_LOSER_DEADWOOD);
  const gain = R.gin_bonus + loser;
  const short = target <= gain; // one gin is enough: Ann wins the only hand
  const before = short ? 0 : target - gain + 7;
  const points = [before + gain, short ? 0 : Math.floor(target * 0.45)];
  const won = short ? [1, 0] : [4, 2];
  const totals = gameTotals(R, points, won, 0);
  const out = [p(...rich("rules-game-target", { count: target }, { target: num(target, "game_target") }))];
  if (R.game_bonus || R.box_bonus) {
    out.push(
      p(
        ...rich(
          "rules-game-bonuses",
          {},
          { bonus: num(R.game_bonus, "game_bonus"), box: num(R.box_bonus, "box_bonus") },
        ),
      ),
    );
  } else {
    out.push(p(t("rules-game-no-bonus")));
  }
  const shutoutWords = {
    double: "rules-game-shutout-double",
    bonus: "rules-game-shutout-bonus",
    none: "rules-game-shutout-none",
  };
  out.push(
    p(shutoutWords[R.shutout] ? `${t(shutoutWords[R.shutout])} ` : "", t("rules-game-result")),
  );
  if (R.hollywood) out.push(p(t("rules-game-hollywood")));
  out.push(
    figure(
      t("rules-game-caption", { loser, bonus: R.gin_bonus, gain, before, after: points[0] }),
      hand(GIN_MELDS, "", { name: t("rules-name-ann") }),
      hand([], GAME_LOSER_DEADWOOD, { name: t("rules-hand-bob-deadwood") }),
    ),
  );
  out.push(totalsTable(totals, points, won), p(t("rules-game-wins-by", { net: totals.net })));
  if (!short) {
    const s = gameTotals(R, [points[0], 0], [won[0], 0], 0);
    out.push(p(t("rules-game-shutout-example", { total: s.totals[0], net: s.net })));
  }
  return out;
}

/** What each preset is, for this page (the server's own description is the fallback). */
const PRESET_WORDS = {
  standard: "rules-preset-about-standard",
  oklahoma: "rules-preset-about-oklahoma",
  "oklahoma-spades": "rules-preset-about-oklahoma-spades",
  straight: "rules-preset-about-straight",
  hollywood: "rules-preset-about-hollywood",
  eaai: "rules-preset-about-eaai",
  openspiel: "rules-preset-about-openspiel",
};

function variants(R, { presets = [], current = null } = {}) {
  const items = presets.map((preset) =>
    h(
      "li",
      { class: preset.name === current ? "rules-current" : null },
      ...rich(
        "rules-variants-item",
        {
          about: PRESET_WORDS[preset.name]
            ? t(PRESET_WORDS[preset.name])
            : preset.description || t("rules-preset-about-other"),
        },
        {
          preset: h(
            "a",
            {
              href: `/rules?preset=${encodeURIComponent(preset.name)}`,
              "aria-current": preset.name === current ? "page" : null,
            },
            preset.label || preset.name,
          ),
        },
      ),
    ),
  );
  return [
    p(t("rules-variants-intro")),
    h("ul", { class: "rules-presets" }, items),
    p(t("rules-variants-options")),
    figure(
      t("rules-variants-caption", { seven: ltr("7♦"), king: ltr("K♠"), ace: ltr("A♣") }),
      group("7D", { note: n(7) }),
      group("KS", { note: t("rules-note-ten-double", { points: 10 }) }),
      group("AC", { note: t("rules-note-gin-only") }),
    ),
  ];
}

/** Each section of the page by its anchor id: (rules, context) -> nodes. */
export const SECTIONS = {
  goal,
  deal,
  upcard,
  turn,
  stock,
  meld,
  deadwood,
  knock,
  gin,
  "big-gin": bigGin,
  layoff,
  undercut,
  scoring,
  game,
  variants,
};
