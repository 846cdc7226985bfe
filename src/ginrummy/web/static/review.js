// The game review at the table: "Review hand" after each hand and "Review game" after the
// game (on the showdown panel; key r). The server grades the seat's own decisions in
// its thinking pool (POST /api/review/{room}/{game}?seat=S[&hand=N], then
// GET /api/review/job/{id} until done; docs/web.md "Game review"): a progress bar while
// it runs, then a stepper through the decisions. Each step shows the hand as it was (the
// player's cards, the upcard, the stock), the choice made and the best one marked on
// the cards and in words, the grade in its colour, how far the choice fell behind the
// best (± one standard error) and the explanation; the summary line and the three
// largest losses (inaccuracies or worse) sit on top. "Every choice" lists each choice's
// value, its difference from the best with its ± and its grade, under a legend that
// says what the columns mean and how a grade follows from them.
//
// Only the seat's own cards and what it saw are in a review (the server sends nothing
// else), so the opponent's hidden cards stay hidden here too.
//
// Keys in the review: ← → (previous, next), Home, End; Esc closes.

import { api, capital, h, loadSeat } from "./common.js";
import { cardElement, cardName, cardShort, rankOrder, sortCards, suitOf, suitText } from "./cards.js";
import { attr, formatNumber, intlLocale, lang, refusalText, t } from "./l10n.js";

const POLL_MS = 400;
const GRADE_MARK = { best: "\u2713", good: "\u2713", inaccuracy: "?!", mistake: "?", blunder: "??" };
/** The server's refusals with words of the review's own (others: l10n.js's, else the server's). */
const REFUSALS = {
  "review/busy": "review-refused-busy",
  "review/full": "review-refused-full",
  "hand/not_finished": "review-refused-hand",
  "game/not_finished": "review-refused-game",
  "auth/bad_token": "review-refused-seat",
};

const LOSS_GRADES = new Set(["inaccuracy", "mistake", "blunder"]);

/** A grade in words: "Best" ... "Blunder". */
const gradeWord = (grade) => (grade ? t("review-grade", { grade }) : "");
/** The review's units name no English word: "win" or "points". */
const unitOf = (unit) => (unit === "win" ? "win" : "points");

/** A number of the review's unit as shown: percentage points of game-win chance, or
 * hand points, to one decimal (in the page's language: "3,1" in French). */
function amount(value, unit) {
  const n = unit === "win" ? Number(value) * 100 : Number(value);
  return formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
}

/** "−3.1" or, with `error`, "−3.1 ± 1.2". */
function spreadText(loss, unit, error = null) {
  const spread = error === null || error === undefined ? "" : ` \u00b1 ${amount(error, unit)}`;
  return `\u2212${amount(loss, unit)}${spread}`;
}

/** "−3.1% game-win chance" or "−2.4 points"; with `error` (one standard error)
 * "−3.1 ± 1.2% game-win chance" or "−2.4 ± 0.9 points". */
export function lossText(loss, unit, error = null) {
  return t("review-loss", { unit: unitOf(unit), amount: spreadText(loss, unit, error) });
}

/** "−3.1 ± 1.2%" or "−2.4 ± 0.9 pts": a difference where room is short. */
function shortLoss(loss, error, unit) {
  return t("review-loss-short", { unit: unitOf(unit), amount: spreadText(loss, unit, error) });
}

/** A card's name for a screen reader: cards.js's in English ("7 of hearts"), the
 * catalogs' in any other language (common.ftl card-name). */
function cardLabel(code) {
  if (lang === "en") return cardName(code);
  return t("card-name", { rank: rankOrder(code), suit: suitOf(code).name });
}

/** Cards' short names in a row: "7♥ 8♥ 9♥". */
const cardsShort = (codes) => (codes || []).map((c) => cardShort(c)).join(" ");

/** Whether a difference shows as none at one decimal. */
const isNone = (difference, unit) => Math.abs((unit === "win" ? 100 : 1) * Number(difference)) < 0.05;

/** A choice in words, with the card's short name: "discard 9♥", "take the upcard 7♣". */
export function choiceText(action, upcard) {
  const [verb, card] = String(action).split(" ");
  const short = card && card !== "gin" ? cardShort(card) : "";
  switch (verb) {
    case "discard":
      return t("review-choice-discard", { card: short });
    case "knock":
      return t("review-choice-knock", { card: short });
    case "take":
      return upcard ? t("review-choice-take-card", { card: cardShort(upcard) }) : t("review-choice-take");
    case "draw":
      return t("review-choice-draw");
    case "pass":
      return t("review-choice-pass");
    case "big":
      return t("review-choice-big-gin");
    default:
      return String(action);
  }
}

/** A share of the deals as a percentage: "12%". */
const share = (value) => formatNumber(Number(value) || 0, { style: "percent", maximumFractionDigits: 0 });

/** One clause of a reason (ginrummy.review.words.Reason): of the discard `made`, or of
 * the better one. */
function clauseText(clause, made) {
  const args = { card: cardShort(clause.card || ""), cards: cardsShort(clause.cards), deadwood: Number(clause.deadwood) };
  if (clause.kind === "more-ways") return t("review-why-better-more-ways", { kept: Number(clause.kept), lost: Number(clause.lost) });
  return t(`review-why-${made ? "made" : "better"}-${clause.kind}`, args);
}

/** Why the best choice was better, from the server's typed `reason`, in words (without
 * the loss); null for a reason this page does not know. */
export function reasonText(why) {
  if (!why || typeof why !== "object") return null;
  const card = why.card ? cardShort(why.card) : "";
  const deadwood = Number(why.deadwood);
  switch (why.kind) {
    case "knock-safe":
      return t("review-why-knock-safe", { deadwood, card });
    case "knock-undercut":
      return t("review-why-knock-undercut", { deadwood, card, share: share(why.share) });
    case "gin":
      return t("review-why-gin", { card });
    case "knock-won":
      return t("review-why-knock-won", { deadwood, card, share: share(why.share) });
    case "big-gin":
      return t("review-why-big-gin");
    case "discards": {
      const parts = (why.better || []).map((c) => clauseText(c, false));
      const better =
        parts.length >= 3
          ? t("review-why-three", { first: parts[0], second: parts[1], third: parts[2] })
          : parts.length === 2
            ? t("review-why-two", { first: parts[0], second: parts[1] })
            : parts[0] || "";
      return t("review-why-discards", { made: clauseText(why.chosen || {}, true), better });
    }
    case "take-melds":
      return t("review-why-take-melds", { card, cards: cardsShort(why.cards), other: why.other });
    case "take-nothing":
      return t("review-why-take-nothing", { card, other: why.other });
    case "skip-melds":
      return t("review-why-skip-melds", { card, cards: cardsShort(why.cards) });
    case "skip-lowers":
      return t("review-why-skip-lowers", { card });
    case "other":
      return t("review-why-other", { best: choiceText(why.best, null), chosen: choiceText(why.chosen, null) });
    default:
      return null;
  }
}

/** The explanation of a decision: its typed reason in this page's language with the
 * loss, or the server's English sentence (a review made before reasons were typed). */
function explanationText(d, unit) {
  const why = reasonText(d.reason);
  if (why === null) return d.explanation || "";
  return t("review-why-loss", { why, loss: lossText(d.difference ?? d.loss, unit, d.error ?? 0) });
}

/** The summary line from the typed counts: "You played 14 decisions: 12 best, ...". */
function summaryText(summary) {
  if (!summary) return t("review-none");
  const count = Number(summary.decisions) || 0;
  if (!count) return t("review-no-decision");
  const grades = ["best", "good", "inaccuracy", "mistake", "blunder"]
    .filter((g) => summary.grades?.[g])
    .map((g) => t("review-summary-grade", { grade: g, count: Number(summary.grades[g]) }));
  const list = new Intl.ListFormat(intlLocale, { style: "short", type: "unit" }).format(grades);
  const accuracy = formatNumber(Number(summary.accuracy) || 0, { maximumFractionDigits: 0 });
  return t("review-summary", { count, grades: list, accuracy });
}

/** The card a choice plays (a discard or a knock), or null. */
function choiceCard(action) {
  const m = /^(?:discard|knock)\s+(\S\S)$/.exec(String(action));
  return m ? m[1] : null;
}

/** The value of a choice in the review's unit, for the table of every choice: the
 * estimate the server sends beside the difference (`value`: the best's value less the
 * difference, so the two columns agree). */
function valueText(choice, unit) {
  const v = Number(choice.value ?? (unit === "win" ? choice.win : choice.points));
  const one = { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false };
  if (unit === "win") return formatNumber(v, { ...one, style: "percent" });
  return `${v > 0 ? "+" : v < 0 ? "\u2212" : ""}${formatNumber(Math.abs(v), one)}`;
}

/** A choice's difference from the best with its ± (the best's own row says so). */
function differenceText(choice, isTop, unit) {
  if (isTop) return t("review-best-row");
  return `\u2212${amount(choice.difference ?? choice.loss, unit)} \u00b1\u00a0${amount(choice.error ?? 0, unit)}`;
}

/** The verdict beside the grade: how far the choice made fell behind the best, its ±,
 * and the loss the grade counts (the difference less half the ±). */
function verdictText(d, unit) {
  const difference = d.difference ?? d.loss; // (a review made before the difference was sent)
  if (isNone(difference, unit)) return t("review-no-loss");
  const loss = lossText(difference, unit, d.error ?? 0);
  if (d.grade === "best") return t("review-verdict-within", { loss });
  const counted = t("review-counted", { unit: unitOf(unit), amount: amount(d.loss, unit) });
  return t("review-verdict-graded", { loss, counted });
}

/** What the columns of "Every choice" mean and how a grade follows, in a few words. */
function legendText(unit, thresholds) {
  const limits = thresholds || {};
  const n = (key) => {
    if (limits[key] === undefined) return "?";
    const v = (unit === "win" ? 100 : 1) * Number(limits[key]);
    return formatNumber(Math.round(v * 10) / 10, { maximumFractionDigits: 1 });
  };
  const one = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  const u = unitOf(unit);
  return [
    t("review-legend-value", { unit: u }),
    t("review-legend-against", { unit: u }),
    t("review-legend-grade", {
      example: `\u2212${formatNumber(2, one)} \u00b1 ${formatNumber(1, one)}`,
      counted: formatNumber(1.5, one),
      best: n("best"),
      good: n("good"),
      inaccuracy: n("inaccuracy"),
      mistake: n("mistake"),
    }),
  ];
}

function gradeBadge(grade) {
  return h(
    "span",
    { class: `review-grade grade-${grade}` },
    h("span", { "aria-hidden": "true", class: "review-mark" }, GRADE_MARK[grade] || ""),
    h("span", { class: "review-grade-word" }, gradeWord(grade)),
  );
}

/**
 * The review of this table: `buttons(view)` for the showdown panel, `openFor(view)` for
 * the key r. The dialog has its own live region: while a modal dialog is open, the
 * page's own is outside what a screen reader reads. `onOpen` and `onClose` run as the
 * dialog opens and closes (the next hand's count holds while it is open).
 */
export function createReview({ roomId, onOpen = () => {}, onClose = () => {} }) {
  const done = new Map(); // "game:hand" or "game:all" -> the review (this tab's copy)
  let dialog = null;
  let ui = null;
  let current = null; // {key, game, hand, seat, title}
  let decisions = [];
  let index = 0;
  let unit = "win";
  let thresholds = null; // the largest loss of each grade, in the unit (the legend)
  let several = false; // decisions from more than one hand (a whole game)
  let timer = null;

  // --------------------------------------------------------------------- the dialog
  function build() {
    ui = {
      title: h("h2", { id: "review-title" }),
      progress: h("div", { class: "review-progress" }),
      live: h("div", { class: "sr-only", "aria-live": "polite", "aria-atomic": "true" }),
      error: h("div", { class: "review-error", role: "alert", hidden: true }),
      body: h("div", { class: "review-body", hidden: true }),
      summary: h("p", { class: "review-summary", id: "review-summary" }),
      worst: h("div", { class: "review-worst", role: "group", "aria-label": attr("review-largest", "aria-label") }),
      step: h("section", { class: "review-step", "aria-labelledby": "review-where" }),
      prev: h("button", { type: "button", class: "btn", id: "review-prev", "aria-keyshortcuts": "ArrowLeft" }, t("review-previous")),
      next: h("button", { type: "button", class: "btn btn-primary", id: "review-next", "aria-keyshortcuts": "ArrowRight" }, t("review-next")),
      count: h("span", { class: "review-count", id: "review-count" }),
    };
    ui.prev.addEventListener("click", () => go(index - 1));
    ui.next.addEventListener("click", () => go(index + 1));
    const close = h("button", { type: "button", class: "btn btn-small review-close", "aria-label": attr("review-close", "aria-label") }, t("review-close"));
    close.addEventListener("click", () => dialog.close());
    ui.body.append(
      ui.summary,
      ui.worst,
      ui.step,
      h("nav", { class: "review-nav", "aria-label": attr("review-decisions", "aria-label") }, ui.prev, ui.count, ui.next),
      h("p", { class: "muted review-keys" }, t("review-keys")),
    );
    dialog = h(
      "dialog",
      { id: "review-dialog", class: "review-dialog", "aria-labelledby": "review-title", "aria-describedby": "review-summary" },
      h("div", { class: "review-head" }, ui.title, close),
      ui.progress,
      ui.error,
      ui.body,
      ui.live,
    );
    // On the document: a button disabled under the focus (Next at the last decision)
    // leaves the focus on the page's body, outside the dialog.
    document.addEventListener("keydown", onKey);
    dialog.addEventListener("close", () => {
      stopPolling();
      onClose();
    });
    document.body.append(dialog);
  }

  function onKey(event) {
    if (!dialog.open || event.ctrlKey || event.metaKey || event.altKey || ui.body.hidden) return;
    if (event.target instanceof HTMLElement && event.target.closest("summary, input")) {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    }
    const to = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: decisions.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  }

  function announce(text) {
    ui.live.textContent = "";
    setTimeout(() => {
      ui.live.textContent = text; // a fresh text, read even when it repeats
    }, 30);
  }

  // --------------------------------------------------------------------- the server
  function seatHeaders() {
    const held = loadSeat(roomId);
    return held ? { seat: held.seat, headers: { "X-Seat-Token": held.token } } : null;
  }

  function stopPolling() {
    clearTimeout(timer);
    timer = null;
  }

  async function fetchReview(target) {
    const held = seatHeaders();
    if (!held) {
      showError(t("review-no-seat"));
      return;
    }
    const query = `seat=${held.seat}${target.hand ? `&hand=${target.hand}` : ""}`;
    try {
      let job = await api(`/api/review/${encodeURIComponent(roomId)}/${target.game}?${query}`, {
        method: "POST",
        headers: held.headers,
      });
      while (job.status === "running") {
        if (current !== target || !dialog.open) return; // closed or another review opened
        showProgress(job.done, job.total);
        await new Promise((resolve) => {
          timer = setTimeout(resolve, POLL_MS);
        });
        job = await api(`/api/review/job/${encodeURIComponent(job.job)}`, { headers: held.headers });
      }
      if (current !== target) return;
      if (job.status !== "done") {
        const fallback = job.error?.message ? capital(job.error.message) + "." : t("review-failed");
        showError(refusalText(job.error?.code, job.error?.details || {}, fallback));
        return;
      }
      done.set(target.key, job.review);
      // the seat the decisions were made from (a room for three: the hand seat the
      // player had in that hand; the token's seat asked for it)
      show(job.review, target.seat);
      announce(t("review-ready", { summary: ui.summary.textContent }));
    } catch (err) {
      if (current === target) showError(REFUSALS[err.code] ? t(REFUSALS[err.code]) : refusalText(err.code, {}, err.message));
    }
  }

  // --------------------------------------------------------------------- drawing
  function showProgress(doneCount, total) {
    ui.error.hidden = true;
    ui.body.hidden = true;
    ui.progress.hidden = false;
    const bar = h("progress", { max: String(Math.max(total, 1)), value: String(doneCount), "aria-label": attr("review-progress", "aria-label") });
    ui.progress.replaceChildren(
      h("p", {}, total ? t("review-reviewing", { done: doneCount, total }) : t("review-starting")),
      bar,
    );
  }

  function showError(text) {
    ui.progress.hidden = true;
    ui.body.hidden = true;
    ui.error.hidden = false;
    const retry = h("button", { type: "button", class: "btn" }, t("review-try-again"));
    retry.addEventListener("click", () => start(current));
    ui.error.replaceChildren(h("p", { class: "error" }, text), retry);
    retry.focus();
  }

  function show(review, seat) {
    decisions = (review.hands || []).flatMap((hand) => hand.decisions.filter((d) => d.player === seat));
    unit = review.unit;
    thresholds = review.thresholds || null;
    several = new Set(decisions.map((d) => d.hand)).size > 1;
    const summary = review.summary?.[String(seat)];
    ui.summary.replaceChildren(...suitText(capital(summaryText(summary))));
    const worst = (review.worst?.[String(seat)] || [])
      .map((w) => decisions.findIndex((d) => d.hand === w.hand && d.turn === w.turn))
      .filter((i) => i >= 0 && LOSS_GRADES.has(decisions[i].grade));
    const jumps = worst.map((i) => {
      const d = decisions[i];
      const button = h(
        "button",
        { type: "button", class: "btn btn-small review-jump", dataset: { index: String(i) } },
        gradeBadge(d.grade),
        h("span", { class: "review-jump-where" }, where(d, i)),
        h("span", { class: "review-jump-loss" }, shortLoss(d.difference ?? d.loss, d.error ?? 0, unit)),
      );
      button.setAttribute("aria-label", t("review-jump-label", { where: where(d, i), grade: gradeWord(d.grade), loss: lossText(d.difference ?? d.loss, unit, d.error ?? 0) }));
      button.addEventListener("click", () => {
        go(i);
        (ui.next.disabled ? ui.prev : ui.next).focus(); // stepping on from there
      });
      return button;
    });
    ui.worst.replaceChildren(
      ...(jumps.length
        ? [h("span", { class: "review-worst-label" }, t("review-largest-label")), h("div", { class: "review-jumps" }, ...jumps)]
        : [h("span", { class: "muted" }, t("review-nothing-lost"))]),
    );
    ui.progress.hidden = true;
    ui.error.hidden = true;
    ui.body.hidden = false;
    index = 0;
    drawStep();
    (decisions.length > 1 ? ui.next : dialog.querySelector(".review-close")).focus();
  }

  function where(d, i) {
    return several ? t("review-where-hand", { hand: Number(d.hand), number: i + 1 }) : t("review-where", { number: i + 1 });
  }

  function go(to) {
    if (!decisions.length) return;
    index = Math.max(0, Math.min(decisions.length - 1, to));
    drawStep();
    const d = decisions[index];
    const said = { where: where(d, index), choice: choiceText(d.chosen, d.upcard) };
    if (d.grade === "best") announce(t("review-said-best", said));
    else announce(t("review-said-loss", { ...said, grade: gradeWord(d.grade), loss: lossText(d.difference ?? d.loss, unit, d.error ?? 0) }));
  }

  function drawStep() {
    const focused = document.activeElement;
    ui.prev.disabled = index <= 0;
    ui.next.disabled = index >= decisions.length - 1;
    // The end reached by a button: the focus goes to the other one, not to the page.
    if (focused === ui.next && ui.next.disabled && !ui.prev.disabled) ui.prev.focus();
    if (focused === ui.prev && ui.prev.disabled && !ui.next.disabled) ui.next.focus();
    ui.count.textContent = `${formatNumber(decisions.length ? index + 1 : 0)} / ${formatNumber(decisions.length)}`;
    const d = decisions[index];
    if (!d) {
      ui.step.replaceChildren(h("p", {}, t("review-no-decision-hand")));
      return;
    }
    ui.step.dataset.grade = d.grade;
    ui.step.dataset.index = String(index);
    const best = d.grade === "best";
    // The DOM's replaceChildren writes a null as the text "null": only nodes go in.
    const parts = [
      h("h3", { id: "review-where" }, t("review-step-head", { where: where(d, index), total: decisions.length, kind: t("review-kind", { kind: String(d.kind).replace(" ", "-") }) })),
      h("p", { class: "review-verdict" }, gradeBadge(d.grade), h("span", { class: "review-loss" }, verdictText(d, unit))),
      drawTable(d),
      h(
        "dl",
        { class: "review-moves" },
        h("div", { class: "review-you" }, h("dt", {}, t("review-you")), h("dd", {}, ...suitText(capital(choiceText(d.chosen, d.upcard))))),
        best ? null : h("div", { class: "review-better" }, h("dt", {}, t("review-best")), h("dd", {}, ...suitText(capital(choiceText(d.best, d.upcard))))),
      ),
      d.explanation || d.reason ? h("p", { class: "review-explanation" }, ...suitText(capital(explanationText(d, unit)))) : null,
      choicesTable(d),
    ];
    ui.step.replaceChildren(...parts.filter(Boolean));
  }

  /** The hand as it was: the pile's top and the stock, then the player's cards, with
   * the choice made ("You") and the best ("Best") marked. */
  function drawTable(d) {
    const mine = choiceCard(d.chosen);
    const better = d.grade === "best" ? null : choiceCard(d.best);
    const tags = (you, isBest) => {
      const out = [];
      if (you) out.push(h("span", { class: "review-tag tag-you" }, t("review-you")));
      if (isBest) out.push(h("span", { class: "review-tag tag-best" }, t("review-best")));
      return out;
    };
    const wrap = (el, you, isBest, what) => {
      const box = h("span", { class: "review-card" }, el, ...tags(you, isBest));
      box.classList.toggle("is-you", you);
      box.classList.toggle("is-best", isBest);
      if (you || isBest) {
        const marks = t(you && isBest ? "review-mark-both" : you ? "review-mark-you" : "review-mark-best");
        el.setAttribute("aria-label", t("review-card-label", { card: what, marks }));
      }
      return box;
    };
    const cards = sortCards(d.cards).map((c) => wrap(cardElement(c, { label: cardLabel(c) }), c === mine, c === better, cardLabel(c)));
    const chose = (what) => d.chosen === what;
    const bestIs = (what) => d.grade !== "best" && d.best === what;
    const pile = [];
    if (d.kind !== "discard") {
      const up = d.upcard ? cardElement(d.upcard, { label: cardLabel(d.upcard) }) : null;
      if (up) pile.push(h("div", { class: "review-pile" }, wrap(up, chose("take"), bestIs("take"), t("review-upcard-label", { card: cardLabel(d.upcard) })), h("span", { class: "review-caption" }, t("review-upcard"))));
      if (d.kind === "draw") {
        const stock = Number(d.stock);
        pile.push(h("div", { class: "review-pile" }, wrap(cardElement(null, { label: t("review-stock") }), chose("draw"), bestIs("draw"), t("review-stock-label", { count: stock })), h("span", { class: "review-caption" }, t("review-stock-caption", { count: stock }))));
      } else {
        const pass = h("span", { class: "review-pass" }, t("review-pass"));
        pile.push(h("div", { class: "review-pile" }, wrap(pass, chose("pass"), bestIs("pass"), t("review-pass"))));
      }
    } else if (d.upcard) {
      pile.push(h("div", { class: "review-pile" }, h("span", { class: "review-card" }, cardElement(d.upcard, { label: t("review-pile-label", { card: cardLabel(d.upcard) }) })), h("span", { class: "review-caption" }, t("review-pile"))));
    }
    const facts = d.kind === "discard"
      ? t("review-facts-discard", { deadwood: Number(d.deadwood), stock: Number(d.stock) })
      : t("review-facts", { deadwood: Number(d.deadwood) });
    return h(
      "div",
      { class: "review-table" },
      pile.length ? h("div", { class: "review-piles" }, ...pile) : null,
      h("div", { class: "review-hand" },
        h("div", { class: "review-cards", role: "group", "aria-label": t("review-your-cards", { count: d.cards.length }) }, ...cards),
        h("p", { class: "review-facts" }, facts),
      ),
    );
  }

  /** Every choice: its value, how far it is behind the best (± one standard error) and
   * its grade, best first; the legend under it says what each column means. */
  function choicesTable(d) {
    const rows = (d.choices || []).map((c, i) =>
      h(
        "tr",
        { class: c.action === d.chosen ? "is-you" : null },
        h("td", {}, ...suitText(capital(choiceText(c.action, d.upcard))), c.action === d.chosen ? ` ${t("review-you-row")}` : ""),
        h("td", { class: "review-value" }, valueText(c, unit)),
        h("td", { class: "review-difference" }, differenceText(c, i === 0, unit)),
        h("td", { class: "review-choice-grade" }, gradeWord(c.grade)),
      ),
    );
    const head = t("review-value-head", { unit: unitOf(unit) });
    const legend = legendText(unit, thresholds).map((line) => h("li", {}, line));
    return h(
      "details",
      { class: "review-choices" },
      h("summary", {}, t("review-every-choice", { count: d.choices.length })),
      h(
        "table",
        { class: "review-values" },
        h("thead", {}, h("tr", {}, h("th", {}, t("review-choice-head")), h("th", {}, head), h("th", {}, t("review-against-head")), h("th", {}, t("review-grade-head")))),
        h("tbody", {}, ...rows),
      ),
      h("ul", { class: "review-legend" }, ...legend),
    );
  }

  // --------------------------------------------------------------------- opening
  function start(target) {
    current = target;
    stopPolling();
    ui.title.textContent = target.title;
    const kept = done.get(target.key);
    if (kept) {
      show(kept, target.seat);
      return;
    }
    showProgress(0, 0);
    announce(t("review-reviewing-said"));
    fetchReview(target);
  }

  function open(view, whole) {
    if (!view) return false;
    const game = view.game_number || 1;
    const hand = whole ? null : view.hand_number;
    if (!dialog) build();
    const target = {
      key: `${game}:${hand ?? "all"}`,
      game,
      hand,
      seat: view.seat,
      title: whole ? t("review-title-game", { game }) : t("review-title-hand", { hand }),
    };
    if (!dialog.open) {
      dialog.showModal();
      onOpen();
    }
    if (current?.key !== target.key || ui.body.hidden) start(target);
    return true;
  }

  /** Why a hand of a rated game is not reviewed before the game ends (the server's rule). */
  const RATED_REVIEW = t("review-rated-why");

  /** Whether the hand just over may be reviewed now: against the computer after every
   * hand; against a person only the whole game, once it is over (engine help during a
   * game against a person is what hints are refused for; the server says so too). */
  const handReviewable = (view) => Boolean(view?.showdown && view.hand_number) && view.mode === "computer";

  /** The showdown panel's button: the hand just over, or the whole game once it is over
   * (its review steps through every hand, the last one too; one button keeps the game
   * over's row on a phone's first screen). */
  function buttons(view) {
    const out = [];
    if (handReviewable(view) && !view.game_over && view.rated) {
      // No engine help in a rated game until it ends (docs/online.md): greyed, saying why.
      out.push(h("button", { type: "button", class: "btn", id: "btn-review-hand", disabled: true, title: RATED_REVIEW, "aria-description": RATED_REVIEW }, t("review-hand"), h("span", { class: "help-note" }, t("review-after-rated"))));
    } else if (handReviewable(view) && !view.game_over) {
      out.push(h("button", { type: "button", class: "btn", id: "btn-review-hand", "aria-keyshortcuts": "r", onclick: () => open(view, false) }, t("review-hand")));
    }
    if (view?.game_over) {
      out.push(h("button", { type: "button", class: "btn", id: "btn-review-game", onclick: () => open(view, true) }, t("review-game")));
    }
    return out;
  }

  /** The key r: what the button shows, the hand just over or the game once it is over
   * (not while a rated game goes on). */
  function openFor(view) {
    if (view?.game_over) return open(view, true);
    if (handReviewable(view) && !view.rated) return open(view, false);
    return false;
  }

  /** Whether the review is on screen (the next hand does not deal itself under it). */
  const isOpen = () => Boolean(dialog?.open);

  return { buttons, openFor, isOpen };
}
