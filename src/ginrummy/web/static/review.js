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
import { cardElement, cardName, cardShort, sortCards, suitText } from "./cards.js";

const POLL_MS = 400;
const GRADE_LABEL = {
  best: "Best",
  good: "Good",
  inaccuracy: "Inaccuracy",
  mistake: "Mistake",
  blunder: "Blunder",
};
const GRADE_MARK = { best: "\u2713", good: "\u2713", inaccuracy: "?!", mistake: "?", blunder: "??" };
const KIND_LABEL = { "first upcard": "The first upcard", draw: "Draw", discard: "Discard" };
const ERROR_WORDS = {
  "review/busy": "Another review of yours is still running: try again when it is done.",
  "review/full": "The server is busy with other reviews: try again in a moment.",
  "hand/not_finished": "This hand is still being played: review it once it ends.",
  "game/not_finished": "The game is not over yet: review its hands one at a time.",
  "auth/bad_token": "This browser's seat in the game is not valid any more.",
};

const LOSS_GRADES = new Set(["inaccuracy", "mistake", "blunder"]);

/** A number of the review's unit as shown: percentage points of game-win chance, or
 * hand points, to one decimal. */
function amount(value, unit) {
  return (unit === "win" ? Number(value) * 100 : Number(value)).toFixed(1);
}

/** "−3.1% game-win chance" or "−2.4 points"; with `error` (one standard error)
 * "−3.1 ± 1.2% game-win chance" or "−2.4 ± 0.9 points". */
export function lossText(loss, unit, error = null) {
  const spread = error === null || error === undefined ? "" : ` \u00b1 ${amount(error, unit)}`;
  return `\u2212${amount(loss, unit)}${spread}${unit === "win" ? "% game-win chance" : " points"}`;
}

/** "−3.1 ± 1.2%" or "−2.4 ± 0.9 pts": a difference where room is short. */
function shortLoss(loss, error, unit) {
  return `\u2212${amount(loss, unit)} \u00b1 ${amount(error, unit)}${unit === "win" ? "%" : " pts"}`;
}

/** Whether a difference shows as none at one decimal. */
const isNone = (difference, unit) => Number(amount(difference, unit)) === 0;

/** A choice in words, with the card's short name: "discard 9♥", "take the upcard 7♣". */
export function choiceText(action, upcard) {
  const [verb, card] = String(action).split(" ");
  const short = card && card !== "gin" ? cardShort(card) : "";
  switch (verb) {
    case "discard":
      return `discard ${short}`;
    case "knock":
      return `knock, discarding ${short}`;
    case "take":
      return upcard ? `take the upcard ${cardShort(upcard)}` : "take the upcard";
    case "draw":
      return "draw from the stock";
    case "pass":
      return "pass";
    case "big":
      return "big gin";
    default:
      return String(action);
  }
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
  if (unit === "win") return `${(v * 100).toFixed(1)}%`;
  return `${v > 0 ? "+" : v < 0 ? "\u2212" : ""}${Math.abs(v).toFixed(1)}`;
}

/** A choice's difference from the best with its ± (the best's own row says so). */
function differenceText(choice, isTop, unit) {
  if (isTop) return "best";
  return `\u2212${amount(choice.difference ?? choice.loss, unit)} \u00b1\u00a0${amount(choice.error ?? 0, unit)}`;
}

/** The verdict beside the grade: how far the choice made fell behind the best, its ±,
 * and the loss the grade counts (the difference less half the ±). */
function verdictText(d, unit) {
  const where = d.grade === "best" ? "the top choice" : "the best";
  const difference = d.difference ?? d.loss; // (a review made before the difference was sent)
  if (isNone(difference, unit)) return "No loss: this was the best choice.";
  const against = `${lossText(difference, unit, d.error ?? 0)} against ${where}`;
  if (d.grade === "best") return `${against}: within what the sampled deals can tell apart.`;
  const counted = `${amount(d.loss, unit)}${unit === "win" ? "%" : " points"}`;
  return `${against}; graded on ${counted}, the difference less half its \u00b1.`;
}

/** What the columns of "Every choice" mean and how a grade follows, in a few words. */
function legendText(unit, thresholds) {
  const t = thresholds || {};
  const n = (key) => (t[key] === undefined ? "?" : `${amount(t[key], unit).replace(/\.0$/, "")}`);
  const value = unit === "win"
    ? "Game-win chance: your chance of winning the game after each choice, from the hand played out on deals of the cards you could not see."
    : "Points: the hand's average points for you after each choice (less when the opponent scores), from the hand played out on deals of the cards you could not see.";
  const points = unit === "win" ? "percentage points" : "points";
  return [
    value,
    `Against the best: how many ${points} each choice is behind the best, \u00b1 one standard error (the sampling noise; wider for a choice dropped after the first few deals).`,
    `Grade: the difference less half its \u00b1 (so \u22122.0 \u00b1 1.0 counts as 1.5): Best up to ${n("best")}, Good up to ${n("good")}, Inaccuracy up to ${n("inaccuracy")}, Mistake up to ${n("mistake")}, Blunder beyond.`,
  ];
}

function gradeBadge(grade) {
  return h(
    "span",
    { class: `review-grade grade-${grade}` },
    h("span", { "aria-hidden": "true", class: "review-mark" }, GRADE_MARK[grade] || ""),
    h("span", { class: "review-grade-word" }, GRADE_LABEL[grade] || grade),
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
      worst: h("div", { class: "review-worst", role: "group", "aria-label": "Your largest losses" }),
      step: h("section", { class: "review-step", "aria-labelledby": "review-where" }),
      prev: h("button", { type: "button", class: "btn", id: "review-prev", "aria-keyshortcuts": "ArrowLeft" }, "\u2190 Previous"),
      next: h("button", { type: "button", class: "btn btn-primary", id: "review-next", "aria-keyshortcuts": "ArrowRight" }, "Next \u2192"),
      count: h("span", { class: "review-count", id: "review-count" }),
    };
    ui.prev.addEventListener("click", () => go(index - 1));
    ui.next.addEventListener("click", () => go(index + 1));
    const close = h("button", { type: "button", class: "btn btn-small review-close", "aria-label": "Close the review" }, "Close");
    close.addEventListener("click", () => dialog.close());
    ui.body.append(
      ui.summary,
      ui.worst,
      ui.step,
      h("nav", { class: "review-nav", "aria-label": "Decisions" }, ui.prev, ui.count, ui.next),
      h("p", { class: "muted review-keys" }, "Keys: \u2190 \u2192 previous and next, Home and End the first and last, Esc closes."),
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
      showError("This browser holds no seat in this game.");
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
        showError(job.error?.message ? capital(job.error.message) + "." : "The review could not be made.");
        return;
      }
      done.set(target.key, job.review);
      show(job.review, held.seat);
      announce(`The review is ready. ${ui.summary.textContent}`);
    } catch (err) {
      if (current === target) showError(ERROR_WORDS[err.code] || err.message);
    }
  }

  // --------------------------------------------------------------------- drawing
  function showProgress(doneCount, total) {
    ui.error.hidden = true;
    ui.body.hidden = true;
    ui.progress.hidden = false;
    const bar = h("progress", { max: String(Math.max(total, 1)), value: String(doneCount), "aria-label": "Review progress" });
    ui.progress.replaceChildren(
      h("p", {}, total ? `Reviewing your decisions: ${doneCount} of ${total}\u2026` : "Starting the review\u2026"),
      bar,
    );
  }

  function showError(text) {
    ui.progress.hidden = true;
    ui.body.hidden = true;
    ui.error.hidden = false;
    const retry = h("button", { type: "button", class: "btn" }, "Try again");
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
    ui.summary.replaceChildren(...suitText(capital(summary?.text || "No decisions to review.")));
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
      button.setAttribute("aria-label", `${where(d, i)}: ${GRADE_LABEL[d.grade]}, ${lossText(d.difference ?? d.loss, unit, d.error ?? 0)}`);
      button.addEventListener("click", () => {
        go(i);
        (ui.next.disabled ? ui.prev : ui.next).focus(); // stepping on from there
      });
      return button;
    });
    ui.worst.replaceChildren(
      ...(jumps.length
        ? [h("span", { class: "review-worst-label" }, "Largest losses:"), h("div", { class: "review-jumps" }, ...jumps)]
        : [h("span", { class: "muted" }, "No decision lost anything worth naming.")]),
    );
    ui.progress.hidden = true;
    ui.error.hidden = true;
    ui.body.hidden = false;
    index = 0;
    drawStep();
    (decisions.length > 1 ? ui.next : dialog.querySelector(".review-close")).focus();
  }

  function where(d, i) {
    return several ? `Hand ${d.hand}, decision ${i + 1}` : `Decision ${i + 1}`;
  }

  function go(to) {
    if (!decisions.length) return;
    index = Math.max(0, Math.min(decisions.length - 1, to));
    drawStep();
    const d = decisions[index];
    const verdict = d.grade === "best" ? "best" : `${GRADE_LABEL[d.grade]}, ${lossText(d.difference ?? d.loss, unit, d.error ?? 0)}`;
    announce(`${where(d, index)}: you chose ${choiceText(d.chosen, d.upcard)}; ${verdict}.`);
  }

  function drawStep() {
    const focused = document.activeElement;
    ui.prev.disabled = index <= 0;
    ui.next.disabled = index >= decisions.length - 1;
    // The end reached by a button: the focus goes to the other one, not to the page.
    if (focused === ui.next && ui.next.disabled && !ui.prev.disabled) ui.prev.focus();
    if (focused === ui.prev && ui.prev.disabled && !ui.next.disabled) ui.next.focus();
    ui.count.textContent = decisions.length ? `${index + 1} / ${decisions.length}` : "0 / 0";
    const d = decisions[index];
    if (!d) {
      ui.step.replaceChildren(h("p", {}, "You had no decision to make in this hand."));
      return;
    }
    ui.step.dataset.grade = d.grade;
    ui.step.dataset.index = String(index);
    const best = d.grade === "best";
    // The DOM's replaceChildren writes a null as the text "null": only nodes go in.
    const parts = [
      h("h3", { id: "review-where" }, `${where(d, index)} of ${decisions.length}: ${KIND_LABEL[d.kind] || capital(d.kind)}`),
      h("p", { class: "review-verdict" }, gradeBadge(d.grade), h("span", { class: "review-loss" }, verdictText(d, unit))),
      drawTable(d),
      h(
        "dl",
        { class: "review-moves" },
        h("div", { class: "review-you" }, h("dt", {}, "You"), h("dd", {}, ...suitText(capital(choiceText(d.chosen, d.upcard))))),
        best ? null : h("div", { class: "review-better" }, h("dt", {}, "Best"), h("dd", {}, ...suitText(capital(choiceText(d.best, d.upcard))))),
      ),
      d.explanation ? h("p", { class: "review-explanation" }, ...suitText(capital(d.explanation))) : null,
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
      if (you) out.push(h("span", { class: "review-tag tag-you" }, "You"));
      if (isBest) out.push(h("span", { class: "review-tag tag-best" }, "Best"));
      return out;
    };
    const wrap = (el, you, isBest, what) => {
      const box = h("span", { class: "review-card" }, el, ...tags(you, isBest));
      box.classList.toggle("is-you", you);
      box.classList.toggle("is-best", isBest);
      if (you || isBest) {
        const who = [you ? "your choice" : "", isBest ? "the best choice" : ""].filter(Boolean).join(" and ");
        el.setAttribute("aria-label", `${what}, ${who}`);
      }
      return box;
    };
    const cards = sortCards(d.cards).map((c) => wrap(cardElement(c), c === mine, c === better, cardName(c)));
    const chose = (what) => d.chosen === what;
    const bestIs = (what) => d.grade !== "best" && d.best === what;
    const pile = [];
    if (d.kind !== "discard") {
      const up = d.upcard ? cardElement(d.upcard) : null;
      if (up) pile.push(h("div", { class: "review-pile" }, wrap(up, chose("take"), bestIs("take"), `Upcard ${cardName(d.upcard)}`), h("span", { class: "review-caption" }, "Upcard")));
      if (d.kind === "draw") {
        pile.push(h("div", { class: "review-pile" }, wrap(cardElement(null, { label: "Stock" }), chose("draw"), bestIs("draw"), `Stock, ${d.stock} cards`), h("span", { class: "review-caption" }, `Stock: ${d.stock}`)));
      } else {
        const pass = h("span", { class: "review-pass" }, "Pass");
        pile.push(h("div", { class: "review-pile" }, wrap(pass, chose("pass"), bestIs("pass"), "Pass")));
      }
    } else if (d.upcard) {
      pile.push(h("div", { class: "review-pile" }, h("span", { class: "review-card" }, cardElement(d.upcard, { label: `Discard pile: ${cardName(d.upcard)}` })), h("span", { class: "review-caption" }, "Pile")));
    }
    const facts = d.kind === "discard"
      ? `Deadwood after your discard: ${d.deadwood} \u00b7 Stock: ${d.stock} cards`
      : `Deadwood: ${d.deadwood}`;
    return h(
      "div",
      { class: "review-table" },
      pile.length ? h("div", { class: "review-piles" }, ...pile) : null,
      h("div", { class: "review-hand" },
        h("div", { class: "review-cards", role: "group", "aria-label": `Your ${d.cards.length} cards` }, ...cards),
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
        h("td", {}, ...suitText(capital(choiceText(c.action, d.upcard))), c.action === d.chosen ? " (you)" : ""),
        h("td", { class: "review-value" }, valueText(c, unit)),
        h("td", { class: "review-difference" }, differenceText(c, i === 0, unit)),
        h("td", { class: "review-choice-grade" }, GRADE_LABEL[c.grade] || ""),
      ),
    );
    const head = unit === "win" ? "Game-win chance" : "Points";
    const legend = legendText(unit, thresholds).map((line) => h("li", {}, line));
    return h(
      "details",
      { class: "review-choices" },
      h("summary", {}, `Every choice (${d.choices.length})`),
      h(
        "table",
        { class: "review-values" },
        h("thead", {}, h("tr", {}, h("th", {}, "Choice"), h("th", {}, head), h("th", {}, "Against the best"), h("th", {}, "Grade"))),
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
    announce("Reviewing your decisions\u2026");
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
      title: whole ? `Review of game ${game}` : `Review of hand ${hand}`,
    };
    if (!dialog.open) {
      dialog.showModal();
      onOpen();
    }
    if (current?.key !== target.key || ui.body.hidden) start(target);
    return true;
  }

  /** Why a hand of a rated game is not reviewed before the game ends (the server's rule). */
  const RATED_REVIEW = "No engine help in a rated game until it ends: its hands are reviewed once it is over.";

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
      out.push(h("button", { type: "button", class: "btn", id: "btn-review-hand", disabled: true, title: RATED_REVIEW, "aria-description": RATED_REVIEW }, "Review hand", h("span", { class: "help-note" }, "after this rated game")));
    } else if (handReviewable(view) && !view.game_over) {
      out.push(h("button", { type: "button", class: "btn", id: "btn-review-hand", "aria-keyshortcuts": "r", onclick: () => open(view, false) }, "Review hand"));
    }
    if (view?.game_over) {
      out.push(h("button", { type: "button", class: "btn", id: "btn-review-game", onclick: () => open(view, true) }, "Review game"));
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
