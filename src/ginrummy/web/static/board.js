// What the table and the watcher's page draw alike: a player's cards seen from across
// the table (backs, and the known ones face up), the piles, the hand's moves, the
// showdown, the final score sheet and the score sheet dialog.
//
// `viewer` is the seat of the person looking (the table) or null (a watcher, who sees
// every player by name, never "you").

import { capital, h, plural } from "./common.js";
import { backSvg, cardElement, cardName, cardShort, normCard, suitText } from "./cards.js";
import { eventWords, outcomeWords } from "./outcome.js";
import { hollywoodSheet } from "./hollywood.js";

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
    const card = cardElement(c, { small: true, label: `${cardName(c)} (known)` });
    card.classList.add("known");
    return card;
  });
  el.replaceChildren(...knownEls, ...backs);
  el.hidden = count === 0;
  el.setAttribute(
    "aria-label",
    count
      ? `${name} holds ${plural(count, "card")}` +
          (shown.length ? `, known: ${shown.map(cardName).join(", ")}` : "")
      : `${name} holds no cards now`,
  );
  return { backs, known: shown };
}

/** The stock's face (a back, or nothing when it is empty) and caption. */
export function renderStock(button, caption, size) {
  button.innerHTML = size ? backSvg() : "";
  button.classList.toggle("empty", !size);
  caption.textContent = `Stock: ${size ?? 0}`;
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
  if (!pile.length) return [h("p", {}, "The pile is empty.")];
  const hidden = Math.max(0, (size ?? pile.length) - pile.length);
  const cards = pile.map((c, i) => {
    const top = i === pile.length - 1 ? " (top)" : "";
    return cardElement(c, { small: true, label: `${hidden + i + 1}: ${cardName(c)}${top}` });
  });
  if (!hidden) return cards;
  const below = `${hidden} card${hidden === 1 ? "" : "s"}`;
  return [h("p", {}, `The pile is squared up: nobody may look through the ${below} under the top.`), ...cards];
}

/** The hand's moves as list items, the newest in bold (`showdown`: the hand's end, if
 * it ended, which names a gin a gin; `shuffling`: the first deal still waits for the
 * players' seeds, so no card is dealt yet). */
export function renderEvents(list, events, showdown = null, shuffling = false) {
  const items = (events || []).map((e, i, all) =>
    h("li", { class: i === all.length - 1 ? "latest" : null }, suitText(capital(eventWords(e, showdown)))),
  );
  if (!items.length) {
    const before = shuffling ? "Not dealt yet: the deal waits for both players' seeds." : "The cards are dealt.";
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
  if (view.hollywood) return hollywoodSheet(view);
  const { hands, scores, game_target: target } = view;
  const names = view.names || ["Player 1", "Player 2"];
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
        h("span", { class: "sheet-hand" }, `Hand ${r.hand ?? ""}`),
        h("span", { class: "sheet-what" }, suitText(capital(r.text || r.outcome || ""))),
      ),
      cell(0),
      cell(1),
    );
  });
  if (!rows.length) return h("p", {}, "No hand has been scored yet.");
  return h(
    "table",
    { class: "sheet" },
    target ? h("caption", {}, `Playing to ${target}`) : null,
    h("thead", {}, headRow("Hand", ...names)),
    h("tbody", {}, rows),
    h("tfoot", {}, tableRow("Total", scores || [0, 0])),
  );
}

// --------------------------------------------------------------------------- showdown
function cardRow(cards, cls = "", opts = {}) {
  return h(
    "div",
    { class: `card-row ${cls}`.trim() },
    cards.map((c) => {
      const code = normCard(c);
      const el = cardElement(code, { small: true, label: opts.label ? opts.label(code) : null });
      if (opts.mark?.has(code)) el.classList.add(opts.markClass);
      return el;
    }),
  );
}

function showdownSide(sd, who, melds, deadwood, count, layoffs, { names, viewer }) {
  const name = names?.[who] ?? `Player ${who + 1}`;
  const title = who === viewer ? `You (${name})` : name;
  const gin = sd.outcome === "gin" || sd.outcome === "big_gin";
  const role = sd.knocker === who ? (gin ? "went gin" : "knocked") : "";
  const laidOff = new Set((layoffs || []).map((l) => normCard(l.card)));
  const meldRows = (melds || []).map((m, i) => {
    const onThis = who === sd.knocker ? (sd.layoffs || []).filter((l) => l.meld === i) : [];
    const extra = onThis.map((l) => normCard(l.card));
    return cardRow([...m, ...extra], "meld", {
      mark: new Set(extra),
      markClass: "laid-off",
      label: (c) => (extra.includes(c) ? `${cardName(c)}, laid off` : cardName(c)),
    });
  });
  const dw = (deadwood || []).map(normCard).filter((c) => !laidOff.has(c) || who === sd.knocker);
  return h(
    "section",
    {
      class: `showdown-side ${who === viewer ? "mine" : "theirs"}`,
      "aria-label": `${title}${role ? `, ${role}` : ""}`,
    },
    h("h3", {}, title, role ? h("span", { class: "muted" }, ` ${role}`) : null),
    meldRows.length ? h("div", { class: "melds" }, meldRows) : h("p", { class: "muted" }, "No melds"),
    dw.length
      ? h("div", { class: "dw" }, h("span", { class: "dw-label" }, "Deadwood"), cardRow(dw, "deadwood-row"))
      : h("p", { class: "muted" }, "No deadwood"),
    h("p", { class: "dw-count" }, `Deadwood count: ${count ?? 0}`),
  );
}

/**
 * The showdown panel's contents: the title, both hands as laid down (lay-offs outlined),
 * the reason, the count line by line, and the final score sheet at the game's end.
 * `ui` holds the elements: title, hands, reason, lines, linesBox, over.
 */
export function renderShowdown(ui, view, viewer) {
  const sd = view.showdown;
  const names = view.names || ["Player 1", "Player 2"];
  if (!sd) {
    // A game claimed in the middle of a hand (the opponent left), or
    // resigned: no showdown, only the end of the game.
    ui.title.textContent = capital(view.game_over?.text || "The game is over.");
    ui.hands.replaceChildren();
    ui.reason.textContent = "";
    ui.lines.textContent = "";
    ui.linesBox.hidden = true;
    renderGameOver(ui.over, view);
    if (view.game_over) ui.over.querySelector("h3")?.remove();
    return;
  }
  ui.title.textContent = capital(sd.text || "The hand is over.");
  if (sd.void) {
    ui.hands.replaceChildren(h("p", {}, "Nobody scores this hand."));
  } else {
    const knocker = sd.knocker ?? sd.winner ?? 0;
    const defender = 1 - knocker;
    const layoffs = sd.layoffs || [];
    const who = { names, viewer };
    const layoffNote = layoffs.length
      ? h(
          "p",
          { class: "layoffs" },
          `${defender === viewer ? "You" : names[defender]} laid off ` +
            layoffs
              .map((l) => {
                const meld = sd.knocker_melds?.[l.meld];
                return `${cardShort(l.card)}${meld ? ` on ${meld.map(cardShort).join(" ")}` : ""}`;
              })
              .join(", ") +
            ".",
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
export function renderGameOver(el, view) {
  const go = view.game_over;
  el.hidden = !go;
  if (!go) return;
  const names = view.names || ["Player 1", "Player 2"];
  // The server's rows end with the total, which the table's foot already shows.
  const rows = (go.rows || [])
    .filter((r) => !(go.totals && String(r.label).toLowerCase() === "total"))
    .map((r) => tableRow(capital(String(r.label)), r.values || []));
  el.replaceChildren(
    h("h3", {}, capital(go.text || "Game over")),
    h(
      "table",
      { class: "totals" },
      h("thead", {}, headRow("", ...names)),
      h("tbody", {}, rows),
      go.totals ? h("tfoot", {}, tableRow("Total", go.totals)) : null,
    ),
  );
}
