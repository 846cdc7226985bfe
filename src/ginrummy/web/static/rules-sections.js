// What each section of the rules page says, written for a new player, with the numbers
// of the chosen rules filled in. `R` is a preset's `rules` from GET /api/options (every
// option of docs/rules.md); an option that is off is said to be off.
//
// One worked example runs through the page: Ann knocks with 8 (A♣ 2♦ 5♠) holding a run
// 5♥-8♥ and three kings; Bob lays off K♣ and 9♥ on her melds. The numbers were checked
// against the engine (ginrummy.scoring.score_showdown).

import { h } from "./common.js";
import { backs, countOf, figure, group, hand, sumText } from "./rules-figures.js";

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
/** A number of the rules, marked so the page (and its test) can find it. */
function num(value, key = null) {
  return h("strong", { class: "rule-num", dataset: key ? { rule: key } : null }, String(value));
}
const p = (...parts) => h("p", {}, ...parts);
const list = (...items) => h("ul", {}, items.filter(Boolean).map((item) => h("li", {}, item)));
const link = (anchor, text) => h("a", { href: `#${anchor}` }, text);

function knockWords(R) {
  if (R.knock_limit_from_upcard) return "the value of the first upcard";
  return R.knock_limit === 0 ? "0: gin only" : `${R.knock_limit} or less`;
}
/** The big gin bonus in points, or null: `"gin"` means the gin bonus (docs/rules.md). */
function bigGinBonus(R) {
  if (R.big_gin_bonus === "gin") return R.gin_bonus;
  return R.big_gin_bonus === undefined ? null : R.big_gin_bonus;
}
/** How often and when the discards become a new stock ("once, when two cards are left"). */
function reshuffleWords(R) {
  const n = R.reshuffle_limit;
  const often = n === null ? "every time" : n === 1 || n === undefined ? "once" : `up to ${n} times`;
  return `${often}, when ${R.reshuffle_at === "empty" ? "the stock is empty" : "two cards are left"}`;
}
const SHUTOUT_WORDS = {
  double: "doubles the winner's score",
  bonus: "adds a second game bonus",
  none: "nothing extra",
};
const DEALER_WORDS = {
  alternate: "after that the players take turns to deal",
  loser_deals: "after that the loser of each hand deals the next one",
  winner_deals: "after that the winner of each hand deals the next one",
};

/** The rules in a few numbers, for the top of the page: [label, value, option]. */
export function summary(R) {
  const rows = [
    ["Knock with", knockWords(R), "knock_limit"],
    ["Gin bonus", R.gin_bonus, "gin_bonus"],
    ["Big gin", bigGinBonus(R) === null ? "not played" : bigGinBonus(R), "big_gin_bonus"],
    ["Undercut bonus", `${R.undercut_bonus}${R.undercut_on_tie ? " (ties too)" : ""}`, "undercut_bonus"],
    ["Game to", R.game_target, "game_target"],
    ["Game bonus", R.game_bonus, "game_bonus"],
    ["Box per hand won", R.box_bonus, "box_bonus"],
    ["Shutout", SHUTOUT_WORDS[R.shutout] || R.shutout, "shutout"],
    ["Stock runs out", R.stock_exhausted === "reshuffle" ? `reshuffle ${reshuffleWords(R)}` : "void hand", "stock_exhausted"],
  ];
  if (R.spades_double) rows.push(["Spade upcard", "doubles the hand", "spades_double"]);
  return rows;
}

// ------------------------------------------------------------------- the sections
function goal(R) {
  const oneHand = R.game_target <= 1;
  return [
    p(
      "Gin rummy is a card game for two. You try to sort your ten cards into ",
      link("meld", "melds"),
      " (sets of one rank, runs in one suit) so that the cards left over, your ",
      link("deadwood", "deadwood"),
      ", add up to as little as possible.",
    ),
    p(
      "A hand ends when a player ",
      link("knock", "knocks"),
      " (lays down with little deadwood) or goes ",
      link("gin", "gin"),
      " (no deadwood at all). The better hand scores points, and ",
      oneHand
        ? [
            "under these rules the first hand that scores ends the game (",
            num(R.game_target, "game_target"),
            " point to win).",
          ]
        : ["the first player to reach ", num(R.game_target, "game_target"), " points wins the game."],
    ),
    figure(
      `Two melds and four loose cards: ${sumText("2C 4D 9S QH")} points of deadwood.`,
      hand(["5H 6H 7H", "KS KH KD"], "2C 4D 9S QH"),
    ),
  ];
}

function deal(R) {
  const first =
    R.first_dealer === "random"
      ? "Who deals the first hand is decided at random"
      : `The first hand is dealt by ${R.first_dealer === 0 ? "the player who opened the table" : "the second player"}`;
  return [
    p("One ordinary pack of 52 cards, no jokers. The dealer gives each player ten cards, one at a time, face down."),
    p(
      "The next card is turned face up: this is the ",
      link("upcard", "upcard"),
      ", the first card of the discard pile. The other 31 cards stay face down in a pile: the ",
      h("strong", {}, "stock"),
      ".",
    ),
    p(
      `${first}; ${DEALER_WORDS[R.dealer_rotation] || "then the deal moves on"}. ` +
        "After a hand that nobody scores, the same player deals again.",
    ),
    figure("The stock (face down) and the upcard beside it.", backs(3, "stock: 31"), group("8C", { note: "upcard" })),
  ];
}

function upcard(R) {
  const out = [];
  if (R.upcard_offer && R.upcard_offer_to_dealer === false) {
    out.push(
      p(
        "The first turn is special. The player who did not deal may take the upcard, or pass. ",
        "If they pass, the dealer plays first: takes the upcard or draws from the stock, and play goes on in turn.",
      ),
    );
  } else if (R.upcard_offer) {
    out.push(
      p(
        "The first turn is special. The player who did not deal may take the upcard, or pass. ",
        "If they pass, the dealer may take it or pass. ",
        "If both pass, the non-dealer starts by drawing from the stock. ",
        "Whoever takes the upcard then discards a card, and play goes on in turn.",
      ),
    );
  } else {
    out.push(p("There is no upcard offer under these rules: the non-dealer starts with an ordinary turn."));
  }
  out.push(
    p(
      "Take it when it makes a meld, or nearly one, with your cards. ",
      "Remember that the other player sees which card you took.",
    ),
  );
  if (R.knock_limit_from_upcard) {
    out.push(
      p(
        h("strong", {}, "Under these rules the upcard also sets the hand's knock limit: "),
        "its value, 10 for a ten or a face card. An ace means that this hand can only end with gin.",
      ),
    );
  }
  if (R.spades_double) out.push(p(h("strong", {}, "If the upcard is a spade, the hand's points count double.")));
  out.push(
    figure(
      "The upcard 8♥ joins your 6♥ 7♥ into a run: worth taking.",
      group("8H", { note: "upcard" }),
      group("6H 7H QC", { note: "your cards (some)" }),
    ),
  );
  return out;
}

function turn(R) {
  return [
    p(
      "Each turn has two parts. First ",
      h("strong", {}, "draw"),
      " one card: the top of the stock (nobody has seen it) or the top of the discard pile (the card the other " +
        "player just threw away). Then ",
      h("strong", {}, "discard"),
      " one card face up on the discard pile. After your turn you hold ten cards again.",
    ),
    p(
      R.allow_discard_of_drawn_upcard
        ? "Under these rules you may even throw back the card you just took from the discard pile."
        : "A card you took from the discard pile may not go straight back onto it in the same turn.",
    ),
    p(
      "Only the top card of the discard pile can be taken; the cards under it are out of play, but both players ",
      "may look through them. At the table, the number under each of your cards is the deadwood you keep if you ",
      "discard it.",
    ),
    figure(
      "You drew 8♥, which joins your run. Discard Q♥, your highest loose card: " +
        `you keep ${sumText("2C 4D 9S")} deadwood.`,
      hand(["5H 6H 7H 8H", "KS KH KD"], "2C 4D 9S QH"),
    ),
  ];
}

function stock(R) {
  const out = [];
  if (R.stock_exhausted === "reshuffle") {
    out.push(
      p(
        "When the stock runs out, the discard pile, all but its top card, is shuffled with what is left of the ",
        `stock into a new stock: ${reshuffleWords(R)}. The time after that the hand ends with no score `,
        "(a void hand).",
      ),
    );
  } else {
    out.push(
      p(
        "The last two cards of the stock are never drawn. When the player who drew the card before them ",
        "discards without knocking, the hand ends with no score for anybody: a ",
        h("strong", {}, "void"),
        " hand.",
      ),
    );
  }
  if (R.stock_end_upcard_knock) {
    out.push(
      p(
        "Under these rules, with two cards left in the stock the player to move may only take the upcard ",
        "to knock with it; otherwise the hand is void.",
      ),
    );
  }
  if (R.max_upcard_draws) {
    out.push(p(`A hand is also void after ${R.max_upcard_draws} cards have been taken from the discard pile.`));
  }
  if (R.repeated_upcard_void) {
    out.push(p("It is void as well when both players in turn take the upcard and throw it straight back."));
  }
  out.push(p("After a void hand the same dealer deals again."));
  out.push(figure("The last two cards of the stock stay where they are.", backs(2, "stock: 2")));
  return out;
}

function meld() {
  return [
    p(
      "A meld is a set or a run. A ",
      h("strong", {}, "set"),
      " is three or four cards of the same rank: three kings, four sevens. A ",
      h("strong", {}, "run"),
      " is three or more cards of one suit in a row: 5♥ 6♥ 7♥, or 9♣ 10♣ J♣ Q♣.",
    ),
    p("The ace is always low: A 2 3 of one suit is a run, Q K A is not. A card can be in only one meld at a time."),
    p(
      "You keep your melds in your hand until the hand ends; ",
      "the table sorts your cards into the best melds for you.",
    ),
    figure(
      "A set, a run, a run from the ace, and no run: the ace does not follow the king.",
      group("KS KH KD", { kind: "meld", note: "set" }),
      group("5H 6H 7H", { kind: "meld", note: "run" }),
      group("AC 2C 3C", { kind: "meld", note: "run" }),
      group("QD KD AD", { kind: "bad", note: "not a run" }),
    ),
    figure(
      "The 7♥ counts in the run or in the set of sevens, not in both.",
      group("7H 8H 9H", { kind: "meld", note: "run" }),
      group("7S 7D", { note: "two sevens" }),
    ),
  ];
}

function deadwood() {
  return [
    p(
      "Every card that is not in a meld is deadwood. Your ",
      h("strong", {}, "deadwood count"),
      " is the sum of their values: an ace counts 1, the cards 2 to 10 their number, ",
      "the jack, queen and king 10 each.",
    ),
    figure(
      "What each card counts.",
      group("AS", { note: "1" }),
      group("7D", { note: "7" }),
      group("TC", { note: "10" }),
      group("JH", { note: "10" }),
      group("KS", { note: "10" }),
    ),
    p(
      "The lower your count, the better: it decides when you may knock, ",
      "and when a hand ends it is what counts against you.",
    ),
    figure(`This hand has ${sumText("AC 3D 5S")} points of deadwood.`, hand(["5H 6H 7H 8H", "KS KH KD"], "AC 3D 5S")),
  ];
}

function knock(R) {
  const out = [
    p(
      "After you draw, instead of an ordinary discard you may knock: your discard goes face down, and you lay " +
        "your cards on the table, melds and deadwood apart. The hand ends there.",
    ),
  ];
  let caption;
  if (R.knock_limit_from_upcard) {
    out.push(
      p(
        "You may knock when your deadwood count after the discard is no more than the hand's knock limit. ",
        h("strong", {}, "Under these rules the limit changes every hand: "),
        "it is the value of the first upcard (10 for a ten or a face card), and an ace upcard means gin only. " +
          "The table shows the hand's limit beside the piles.",
      ),
    );
    caption = "With 9 deadwood you may knock when the first upcard was a 9, a 10 or a face card.";
  } else if (R.knock_limit === 0) {
    out.push(
      p(
        "Under these rules the knock limit is ",
        num(0, "knock_limit"),
        ": there is no knocking with deadwood, and the only way to end a hand is ",
        link("gin", "gin"),
        ".",
      ),
    );
    caption = "With 9 deadwood you may not knock here: keep playing for gin.";
  } else {
    const limit = num(R.knock_limit, "knock_limit");
    out.push(p("You may knock when your deadwood count after the discard is ", limit, " or less: the knock limit."));
    caption =
      R.knock_limit >= 9
        ? `With 9 deadwood you may knock (the limit is ${R.knock_limit}).`
        : `With 9 deadwood you may not knock yet: the limit is ${R.knock_limit}.`;
  }
  const ginOnly = R.knock_limit === 0 && !R.knock_limit_from_upcard;
  out.push(
    p(
      `You may ${ginOnly ? "go gin" : "knock"} on any turn, the first included, but you never have to`,
      R.must_knock_on_gin ? " (except that with gin you must go gin)" : "",
      ".",
      ginOnly
        ? ""
        : [" Knocking early with some deadwood is often good; but if the other player ends up with as little, " +
          "they ", link("undercut", "undercut"), " you."],
    ),
  );
  out.push(figure(caption, hand(["5H 6H 7H 8H", "KS KH KD"], "AC 3D 5S")));
  return out;
}

function gin(R) {
  const loser = countOf(GIN_LOSER_DEADWOOD);
  return [
    p(
      "Knocking with no deadwood at all, every card in a meld after your discard, is going ",
      h("strong", {}, "gin"),
      ".",
    ),
    p(
      "Gin scores the gin bonus, ",
      num(R.gin_bonus, "gin_bonus"),
      " points, plus the other player's whole deadwood count. After a gin the other player may not lay off any " +
        "card, and a gin cannot be undercut.",
    ),
    figure(
      `Gin. Against ${loser} deadwood it scores ${R.gin_bonus} + ${loser} = ${R.gin_bonus + loser}.`,
      hand(GIN_MELDS, ""),
    ),
  ];
}

function bigGin(R) {
  const melds = ["5H 6H 7H 8H", "KS KH KD", "3C 3D 3S 3H"];
  const bonus = bigGinBonus(R);
  if (bonus === null) {
    return [
      p(
        "Big gin is ",
        h("strong", { dataset: { rule: "big_gin_bonus" } }, "not played"),
        " under these rules: with eleven cards in melds after your draw you still discard one, and go gin as usual.",
      ),
      figure("Eleven melded cards: here you discard one of the 3s and go gin.", hand(melds, "")),
    ];
  }
  const loser = countOf(GIN_LOSER_DEADWOOD);
  return [
    p(
      "If the card you draw puts all eleven of your cards into melds, you may lay them all down without discarding: ",
      h("strong", {}, "big gin"),
      ".",
    ),
    p(
      "Big gin scores ",
      num(bonus, "big_gin_bonus"),
      " points plus the other player's deadwood; as after gin, nothing may be laid off.",
    ),
    figure(
      `Big gin: ${bonus} + ${loser} = ${bonus + loser} against ${loser} deadwood.`,
      hand(melds, ""),
    ),
  ];
}

function layoff(R) {
  return [
    p(
      "When a player knocks, the other player (the defender) lays down their own melds too, then may ",
      h("strong", {}, "lay off"),
      " deadwood cards onto the knocker's melds: a fourth card on a set of three, or cards that carry a run on at " +
        "either end (a run 7♥ 8♥ 9♥ takes the 10♥, and then the J♥). " +
        "Cards laid off no longer count as deadwood.",
    ),
    p(
      "The knocker never lays off on the defender's melds. Nobody lays off after a gin",
      bigGinBonus(R) === null ? "" : " or a big gin",
      R.knock_limit === 0 && !R.knock_limit_from_upcard ? ". Under these rules every hand ends with gin, so " +
        "lay-offs never happen." : ".",
    ),
    figure(
      "Ann knocked with these melds. Bob laid off K♣ on her kings and 9♥ on her run (outlined).",
      hand(["KS KH KD KC", "5H 6H 7H 8H 9H"], "", { laidOff: BOB_LAYOFFS }),
    ),
  ];
}

function undercut(R) {
  const k = countOf(ANN_DEADWOOD);
  const d = countOf(BOB_AFTER_UNDERCUT);
  const out = [
    p(
      "After the lay-offs the two deadwood counts are compared. If the defender's count is lower than the knocker's",
      R.undercut_on_tie ? ", or the same," : ",",
      " the defender wins the hand: an ",
      h("strong", {}, "undercut"),
      ". The defender scores the undercut bonus, ",
      num(R.undercut_bonus, "undercut_bonus"),
      " points, plus the difference.",
    ),
  ];
  if (!R.undercut_on_tie) out.push(p("If the counts are equal, nobody scores the hand."));
  if (R.knock_limit === 0 && !R.knock_limit_from_upcard) {
    out.push(p("Under these rules every knock is a gin, so an undercut cannot happen; this is how it goes elsewhere."));
  } else if (!R.knock_limit_from_upcard && R.knock_limit < k) {
    out.push(p(`Under these rules Ann could not knock with ${k} (the limit is ${R.knock_limit}); it shows the idea.`));
  }
  out.push(
    figure(
      `Ann knocked with ${k}. Bob laid off K♣ and 9♥ and kept ${sumText(BOB_AFTER_UNDERCUT)}: he undercuts ` +
        `her and scores ${R.undercut_bonus} + (${k} − ${d}) = ${R.undercut_bonus + k - d}.`,
      hand(ANN_MELDS, ANN_DEADWOOD, { name: "Ann knocks" }),
      hand(BOB_MELDS, BOB_AFTER_UNDERCUT, { name: "Bob, the defender", layoffs: BOB_LAYOFFS }),
    ),
  );
  return out;
}

function scoring(R) {
  const k = countOf(ANN_DEADWOOD);
  const d = countOf(BOB_AFTER_KNOCK);
  return [
    p(
      "Only the winner of a hand scores. ",
      "Let K be the knocker's deadwood count and D the defender's after the lay-offs.",
    ),
    list(
      ["A knock with D more than K: the knocker scores D − K."],
      ["Gin: the knocker scores ", num(R.gin_bonus), " + D."],
      bigGinBonus(R) === null
        ? "Big gin: not played under these rules."
        : ["Big gin: the knocker scores ", num(bigGinBonus(R)), " + D."],
      [
        `An undercut (D ${R.undercut_on_tie ? "no more than" : "less than"} K): the defender scores `,
        num(R.undercut_bonus),
        " + K − D.",
      ],
      R.undercut_on_tie ? null : "D equal to K: nobody scores.",
      R.spades_double ? "A hand whose first upcard was a spade scores double." : null,
      "A void hand scores nothing.",
    ),
    figure(
      `Ann knocked with ${k}; after laying off, Bob kept ${d}. Ann scores ${d} − ${k} = ${d - k}.`,
      hand([], ANN_DEADWOOD, { name: "Ann's deadwood" }),
      hand([], BOB_AFTER_KNOCK, { name: "Bob's deadwood" }),
    ),
  ];
}

/** The final totals of a game, as ginrummy.match.Game.totals counts them. */
function gameTotals(R, points, won, winner) {
  const loser = 1 - winner;
  const bonus = [0, 0];
  bonus[winner] = R.game_bonus;
  const box = won.map((n) => n * R.box_bonus);
  const shutout = won[loser] === 0;
  const extra = [0, 0];
  if (shutout && R.shutout === "double") extra[winner] = points[winner] + R.game_bonus;
  else if (shutout && R.shutout === "bonus") extra[winner] = R.game_bonus;
  const totals = [0, 1].map((s) => points[s] + bonus[s] + box[s] + extra[s]);
  return { bonus, box, extra, totals, net: totals[winner] - totals[loser] };
}

function totalsTable(t, points, won) {
  const row = (label, values) =>
    h("tr", {}, h("th", { scope: "row" }, label), values.map((v) => h("td", {}, String(v))));
  return h(
    "table",
    { class: "totals rules-totals" },
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, h("span", { class: "sr-only" }, "Line")), h("th", { scope: "col" }, "Ann"), h("th", { scope: "col" }, "Bob"))),
    h(
      "tbody",
      {},
      row("Hands won", won),
      row("Points", points),
      row("Game bonus", t.bonus),
      row("Boxes", t.box),
      row("Shutout", t.extra),
    ),
    h("tfoot", {}, row("Total", t.totals)),
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
  const t = gameTotals(R, points, won, 0);
  const out = [
    p(
      "Each hand's points go to its winner. The first player to reach ",
      num(target, "game_target"),
      target === 1 ? " point wins the game." : " points wins the game.",
    ),
  ];
  if (R.game_bonus || R.box_bonus) {
    out.push(
      p(
        "Then the bonuses are added: the winner gets the game bonus, ",
        num(R.game_bonus, "game_bonus"),
        "; each player gets ",
        num(R.box_bonus, "box_bonus"),
        " for every hand they won (the box, or line, bonus).",
      ),
    );
  } else {
    out.push(p("No bonuses are added under these rules (game bonus 0, box 0): the points are the result."));
  }
  const shutoutWords = {
    double: "If the loser won no hand at all (a shutout), the winner's points and game bonus are doubled before " +
      "the boxes are added.",
    bonus: "If the loser won no hand at all (a shutout), the winner gets a second game bonus.",
    none: "A shutout (the loser won no hand) earns nothing extra under these rules.",
  };
  out.push(p(shutoutWords[R.shutout] || "", " The winner's result is the difference between the two totals."));
  if (R.hollywood) {
    out.push(
      p(
        "Hollywood: three such games are kept on one score sheet and played with the same hands. A won hand " +
          "counts in every game still open where its winner has already scored, and in the first open game " +
          "where the winner has not (so your first win counts in game 1, the second in games 1 and 2, the " +
          "third in all three). A game ends when someone reaches the target in it, with its own bonuses; the " +
          "match ends when all three have, and the three games' totals are added up.",
      ),
    );
  }
  out.push(
    figure(
      `Ann goes gin against ${loser} deadwood: ${R.gin_bonus} + ${loser} = ${gain}, ` +
        `from ${before} to ${points[0]} points, and the game is hers.`,
      hand(GIN_MELDS, "", { name: "Ann" }),
      hand([], GAME_LOSER_DEADWOOD, { name: "Bob's deadwood" }),
    ),
  );
  out.push(totalsTable(t, points, won), p(`Ann wins the game by ${t.net} points.`));
  if (!short) {
    const s = gameTotals(R, [points[0], 0], [won[0], 0], 0);
    out.push(p(`Had Bob won no hand (a shutout), Ann's total would be ${s.totals[0]} and she would win by ${s.net}.`));
  }
  return out;
}

const PRESET_WORDS = {
  standard: "The common rules of the rule books and the big gin apps.",
  oklahoma: "The first upcard sets each hand's knock limit, and the game goes to 150.",
  "oklahoma-spades": "Oklahoma with a house rule: a spade upcard doubles the hand.",
  straight: "No knocking with deadwood: a hand ends only with gin.",
  hollywood: "Three games on one score sheet, played with the same hands: your first won hand counts in " +
    "game 1, the second in games 1 and 2, the third and later in every game still open. Each game ends at " +
    "its target with its own bonuses; the match ends when all three have.",
  eaai: "The rules of the EAAI gin rummy challenge for computer players: no big gin, and no game, box or shutout " +
    "bonus.",
  openspiel: "OpenSpiel's gin rummy (AI research): one hand is the game, a taken card may be thrown straight " +
    "back, equal counts score nothing, no big gin.",
};

function variants(R, { presets = [], current = null } = {}) {
  const items = presets.map((preset) =>
    h(
      "li",
      { class: preset.name === current ? "rules-current" : null },
      h(
        "a",
        {
          href: `/rules?preset=${encodeURIComponent(preset.name)}`,
          "aria-current": preset.name === current ? "page" : null,
        },
        preset.label || preset.name,
      ),
      ": ",
      PRESET_WORDS[preset.name] || preset.description || "choose it above to see its numbers.",
    ),
  );
  return [
    p("Gin rummy is played with small differences from one table to the next. This site offers these sets of rules:"),
    h("ul", { class: "rules-presets" }, items),
    p(
      "Each option can also be changed for one table, under \u201cMore options\u201d on the start page.",
    ),
    figure(
      "Oklahoma: the first upcard sets the knock limit. 7♦: knock with 7 or less; K♠: 10 (and with spades " +
        "double, the hand counts double); A♣: gin only.",
      group("7D", { note: "7" }),
      group("KS", { note: "10, double" }),
      group("AC", { note: "gin only" }),
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
