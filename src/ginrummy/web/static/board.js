// What the table and the watcher's page draw alike: a player's cards seen from across
// the table (backs, and the known ones face up), the piles, the hand's moves, the
// showdown, the final score sheet and the score sheet dialog.
//
// `viewer` is the seat of the person looking (the table) or null (a watcher, who sees
// every player by name, never "you").

import { capital, h } from "./common.js";
import { backSvg, cardElement, cardName, cardShort, normCard, suitText } from "./cards.js";
import { outcomeWords } from "./outcome.js";
import { hollywoodSheet } from "./hollywood.js";
import { t } from "./l10n.js";
import { capitalFirst, eventNodes, resultText, seatName, wordNodes } from "./tablewords.js";
import { stackFromStart } from "./hand.js";

export function headRow(...labels) {
  // The title: the whole name where a narrow column cuts it short.
  return h("tr", {}, labels.map((label) => h("th", { scope: "col", title: label || null }, label)));
}
export function tableRow(label, values) {
  const cells = values.map((v) => h("td", {}, String(v ?? "")));
  return h("tr", {}, h("th", { scope: "row" }, String(label)), cells);
}

/**
 * A player's cards as the others see them: `count` cards, `known` of them face up (taken
 * from the pile) and outlined, the rest backs. Fills `el` (one image with a label).
 * Returns the backs, so a caller can animate the one just drawn.
 */
export function renderHeldCards(el, { count, known, name }) {
  const shown = (known || []).map(normCard).filter(Boolean);
  const backs = [];
  for (let i = 0; i < count - shown.length; i++) backs.push(cardElement(null, { small: true }));
  const knownEls = shown.map((c) => {
    const card = cardElement(c, { small: true, label: t("table-card-known", { card: cardName(c) }) });
    card.classList.add("known");
    return card;
  });
  el.replaceChildren(...knownEls, ...backs);
  el.hidden = count === 0;
  el.setAttribute(
    "aria-label",
    count
      ? shown.length
        ? t("table-holds-known", { name, count, cards: shown.map(cardName).join(", ") })
        : t("table-holds", { name, count })
      : t("table-holds-none", { name }),
  );
  return { backs, known: shown };
}

/** The stock's face (a back, or nothing when it is empty) and caption. */
export function renderStock(button, caption, size) {
  button.innerHTML = size ? backSvg() : "";
  button.classList.toggle("empty", !size);
  caption.textContent = t("table-stock-caption", { count: size ?? 0 });
}

/** The top of the discard pile drawn in `el`; returns the card element (or null). */
export function renderUpcard(el, upcard) {
  const up = normCard(upcard);
  el.replaceChildren();
  el.classList.toggle("empty", !up);
  if (!up) return null;
  const card = cardElement(up, { small: false });
  card.setAttribute("aria-hidden", "true");
  card.removeAttribute("role");
  el.append(card);
  return card;
}

/**
 * The whole discard pile, bottom first, for the "Discard pile" dialog. `size` is the
 * pile's height (the view's `discard_size`): when it is more than the cards sent, the
 * pile is squared up (rule `squared_pile`) and only its top card shows.
 */
export function pileCards(discardPile, size = null) {
  const pile = (discardPile || []).map(normCard).filter(Boolean);
  if (!pile.length) return [h("p", {}, t("table-pile-is-empty"))];
  const hidden = Math.max(0, (size ?? pile.length) - pile.length);
  const cards = pile.map((c, i) => {
    const words = { place: hidden + i + 1, card: cardName(c) };
    const label = t(i === pile.length - 1 ? "table-pile-card-top" : "table-pile-card", words);
    return cardElement(c, { small: true, label });
  });
  if (!hidden) return cards;
  return [h("p", {}, t("table-pile-squared-up", { count: hidden })), ...cards];
}

/** The hand's moves as list items, the newest in bold (`showdown`: the hand's end, if
 * it ended, which names a gin a gin; `shuffling`: the first deal still waits for the
 * players' seeds, so no card is dealt yet). `seen`: `{view, viewer}`, whose names the
 * events use (the viewer is "you"); without it each event's own `text` is shown. */
export function renderEvents(list, events, showdown = null, shuffling = false, seen = null) {
  const words = (e) =>
    seen ? eventNodes(e, seen.view, seen.viewer, showdown) : suitText(capitalFirst(e?.text || ""));
  const items = (events || []).map((e, i, all) =>
    h("li", { class: i === all.length - 1 ? "latest" : null }, words(e)),
  );
  if (!items.length) {
    const before = shuffling ? t("table-not-dealt") : t("table-dealt-now");
    items.push(h("li", { class: "muted no-events" }, before));
  }
  list.replaceChildren(...items);
  list.parentElement.scrollTop = list.parentElement.scrollHeight;
}

/**
 * The score sheet of a game: one row per hand (what happened, then each player's running
 * total, with the points just won), the totals at the foot. Three narrow columns, so a
 * phone shows seven hands on one screen. A Hollywood game has its own (hollywood.js).
 */
export function scoreSheet(view) {
  if (view.hollywood) return hollywoodSheet(view, (r) => resultText(r, view, view.seat));
  const { hands, scores, game_target: target } = view;
  const names = sheetNames(view);
  const running = [0, 0];
  const rows = (hands || []).map((r) => {
    if (r.winner === 0 || r.winner === 1) running[r.winner] += Number(r.points) || 0;
    const cell = (seat) =>
      h(
        "td",
        { class: r.winner === seat ? "won" : null },
        h("span", { class: "sheet-total" }, String(running[seat])),
        r.winner === seat && r.points ? h("span", { class: "sheet-gain" }, `+${r.points}`) : null,
      );
    return h(
      "tr",
      {},
      h(
        "th",
        { scope: "row" },
        h("span", { class: "sheet-hand" }, t("table-sheet-hand", { number: r.hand ?? "" })),
        h("span", { class: "sheet-what" }, suitText(resultText(r, view, view.seat) ?? capital(r.text || r.outcome || ""))),
      ),
      cell(0),
      cell(1),
    );
  });
  if (!rows.length) return h("p", {}, t("table-sheet-none"));
  return h(
    "table",
    { class: "sheet" },
    target ? h("caption", {}, t("table-sheet-target", { target })) : null,
    h("thead", {}, headRow(t("table-sheet-hand-head"), ...names)),
    h("tbody", {}, rows),
    h("tfoot", {}, tableRow(t("table-sheet-total"), scores || [0, 0])),
  );
}

// --------------------------------------------------------------------------- showdown
function cardRow(cards, cls = "", opts = {}) {
  const row = h(
    "div",
    { class: `card-row ${cls}`.trim() },
    cards.map((c) => {
      const code = normCard(c);
      const el = cardElement(code, { small: true, label: opts.label ? opts.label(code) : null });
      if (opts.mark?.has(code)) el.classList.add(opts.markClass);
      return el;
    }),
  );
  stackFromStart(row); // right to left, each card over the next (hand.js)
  return row;
}

function showdownSide(sd, who, melds, deadwood, count, layoffs, { names, viewer }) {
  const name = names?.[who] ?? t("table-player", { number: who + 1 });
  const own = who !== viewer && names?.own?.[who]; // the computer: the page's own words
  const title = who === viewer ? t("table-you-named", { name }) : name;
  const titleNodes =
    who === viewer ? wordNodes("table-you-named", { name }) : [own ? name : h("bdi", { translate: "no" }, name)];
  const gin = sd.outcome === "gin" || sd.outcome === "big_gin";
  const role = sd.knocker === who ? t(gin ? "table-went-gin" : "table-knocked") : "";
  const laidOff = new Set((layoffs || []).map((l) => normCard(l.card)));
  const meldRows = (melds || []).map((m, i) => {
    const onThis = who === sd.knocker ? (sd.layoffs || []).filter((l) => l.meld === i) : [];
    const extra = onThis.map((l) => normCard(l.card));
    return cardRow([...m, ...extra], "meld", {
      mark: new Set(extra),
      markClass: "laid-off",
      label: (c) => (extra.includes(c) ? t("table-laid-off-card", { card: cardName(c) }) : cardName(c)),
    });
  });
  const dw = (deadwood || []).map(normCard).filter((c) => !laidOff.has(c) || who === sd.knocker);
  return h(
    "section",
    {
      class: `showdown-side ${who === viewer ? "mine" : "theirs"}`,
      "aria-label": `${title}${role ? `, ${role}` : ""}`,
    },
    h("h3", {}, ...titleNodes, role ? h("span", { class: "muted" }, ` ${role}`) : null),
    meldRows.length ? h("div", { class: "melds" }, meldRows) : h("p", { class: "muted" }, t("table-no-melds")),
    dw.length
      ? h("div", { class: "dw" }, h("span", { class: "dw-label" }, t("table-deadwood-word")), cardRow(dw, "deadwood-row"))
      : h("p", { class: "muted" }, t("table-no-deadwood")),
    h("p", { class: "dw-count" }, t("table-deadwood-count", { count: count ?? 0 })),
  );
}

/**
 * The showdown panel's contents: the title, both hands as laid down (lay-offs outlined),
 * the reason, the count line by line, and the final score sheet at the game's end.
 * `ui` holds the elements: title, hands, reason, lines, linesBox, over.
 */
export function renderShowdown(ui, view, viewer) {
  const sd = view.showdown;
  const names = sheetNames(view);
  if (!sd) {
    // A game claimed in the middle of a hand (the opponent left), or
    // resigned: no showdown, only the end of the game.
    ui.title.textContent = view.game_over ? gameOverText(view.game_over, view, viewer) : t("table-game-over");
    ui.hands.replaceChildren();
    ui.reason.textContent = "";
    ui.lines.textContent = "";
    ui.linesBox.hidden = true;
    renderGameOver(ui.over, view);
    if (view.game_over) ui.over.querySelector("h3")?.remove();
    return;
  }
  ui.title.textContent = resultText(sd, view, viewer) ?? capital(sd.text || t("table-hand-over"));
  if (sd.void) {
    ui.hands.replaceChildren(h("p", {}, t("table-nobody-scores")));
  } else {
    const knocker = sd.knocker ?? sd.winner ?? 0;
    const defender = 1 - knocker;
    const layoffs = sd.layoffs || [];
    const who = { names, viewer };
    const layoffList = layoffs
      .map((l) => {
        const meld = sd.knocker_melds?.[l.meld];
        const card = cardShort(l.card);
        return meld ? t("table-layoff-on", { card, meld: meld.map(cardShort).join(" ") }) : card;
      })
      .join(", ");
    const layoffNote = layoffs.length
      ? h(
          "p",
          { class: "layoffs" },
          wordNodes(
            "table-laid-off",
            { who: defender === viewer ? "you" : "other", name: names[defender], layoffs: layoffList },
            { keep: { name: Boolean(names.own?.[defender]) } },
          ),
        )
      : null;
    ui.hands.replaceChildren(
      showdownSide(sd, knocker, sd.knocker_melds, sd.knocker_deadwood, sd.knocker_deadwood_count, [], who),
      showdownSide(sd, defender, sd.defender_melds, sd.defender_deadwood, sd.defender_deadwood_count, layoffs, who),
      ...(layoffNote ? [layoffNote] : []),
    );
  }
  // How the points were reached, in plain words with the terms linked to the rules
  // (outcome.js); the server's line-by-line count, in the engine's terms, is not shown.
  const words = outcomeWords(sd, { names, viewer });
  ui.reason.replaceChildren(...words.flatMap((w) => (typeof w === "string" ? suitText(w) : [w])));
  ui.lines.textContent = "";
  ui.linesBox.hidden = true;
  renderGameOver(ui.over, view);
}

/** The final score sheet (hands won, points, bonuses, totals), hidden during a game. */
export function renderGameOver(el, view, viewer = view.seat ?? null) {
  const go = view.game_over;
  el.hidden = !go;
  if (!go) return;
  const names = sheetNames(view);
  // The server's rows end with the total, which the table's foot already shows.
  const rows = (go.rows || [])
    .filter((r) => !(go.totals && (r.l10n?.id === "sheet-total" || String(r.label).toLowerCase() === "total")))
    .map((r) => tableRow(capital(rowLabel(r)), r.values || []));
  el.replaceChildren(
    h("h3", {}, gameOverText(go, view, viewer)),
    h(
      "table",
      { class: "totals" },
      h("thead", {}, headRow("", ...names)),
      h("tbody", {}, rows),
      go.totals ? h("tfoot", {}, tableRow(t("table-sheet-total"), go.totals)) : null,
    ),
  );
}

/** A final score sheet's row label: its message (the view's `l10n`), else the server's words. */
function rowLabel(row) {
  if (row.l10n?.id) return t(row.l10n.id, row.l10n.args || {});
  return String(row.label ?? "");
}

/** The players' names as the sheets show them (the computer by its level, in words);
 * `own[seat]`: that name is the page's own words, not typed by a player. */
export function sheetNames(view) {
  const names = [0, 1].map((seat) => seatName(view, seat));
  names.own = [0, 1].map((seat) => Boolean(view?.opponent?.bot && view.opponent.seat === seat));
  return names;
}

/** How the game ended, in words: who won and by how much, a resignation, a claim. */
export function gameOverText(go, view, viewer) {
  const winner = go.winner;
  if (winner !== 0 && winner !== 1) return capitalFirst(go.text || t("table-game-over-title"));
  const loser = 1 - winner;
  const name = (seat) => (seat === viewer ? t("you") : seatName(view, seat));
  const whoIs = (seat) => (seat === viewer ? "you" : "other");
  if (go.aborted) {
    return t(go.resigned ? "table-over-aborted-resigned" : "table-over-aborted-left", { name: name(loser) });
  }
  if (go.claimed) {
    const args = { who: whoIs(loser), name: name(loser), "winner-who": whoIs(winner), winner: name(winner) };
    return capitalFirst(t(go.resigned ? "table-over-resigned" : "table-over-claimed", args));
  }
  const args = { who: whoIs(winner), name: name(winner), points: go.net ?? 0 };
  if (go.games) {
    // Hollywood (hollywood.js): the result over the three games, with the games each won.
    const won = go.games_won;
    if (!Array.isArray(won)) return capitalFirst(go.text || t("table-game-over-title")); // an older server
    return capitalFirst(t("hollywood-won", { ...args, won0: won[0] ?? 0, won1: won[1] ?? 0 }));
  }
  return capitalFirst(t(go.shutout ? "game-won-shutout" : "game-won", args));
}
