// The table above your hand, drawn from the seat's view: the scoreboard (and the tab's
// title), the opponent's seat and their cards, the banner while they are away, and the
// middle: the stock, the discard pile, the hand's terms, or the invite while a seat is
// free.
//
// Each part is drawn whole from what it is given: the view, the one before (for the
// card that just moved) and the few facts only table.js knows (whether a move can be
// sent now, what the presence messages said).

import { absoluteUrl, h, plural } from "./common.js";
import { cardName, cardShort, normCard, suitText } from "./cards.js";
import { renderHeldCards, renderStock, renderUpcard } from "./board.js";
import { hollywoodLabel } from "./hollywood.js";
import { keyHint } from "./prompt.js";

const $ = (id) => document.getElementById(id);

function firstLegal(view, kind) {
  return (view?.legal || []).filter((m) => m.kind === kind)[0];
}

/** How many cards the discard pile holds (a squared-up pile sends only its top card). */
function pileHeight(v) {
  return v.discard_size ?? (v.discard_pile || []).length;
}

/**
 * The line under the scores, for a seat and a watcher alike: which Hollywood game they
 * are (the scores are that game's), the target, the hand or "final score", the game.
 */
export function scoreMeta(view) {
  const parts = [];
  if (view.hollywood) parts.push(hollywoodLabel(view));
  if (view.game_target) parts.push(`to ${view.game_target}`);
  if (view.game_over?.totals) parts.push("final score");
  else if (view.hand_number) parts.push(`hand ${view.hand_number}`);
  if (view.game_number > 1) parts.push(`game ${view.game_number}`);
  if (view.rated && !view.game_over) parts.push("rated"); // a seat's own view only
  return parts.join(" \u00b7 ");
}

export function renderScores(view) {
  const names = view.names || ["Player 1", "Player 2"];
  // At the end the final totals (bonuses counted), as the game-over table says.
  const final = view.game_over?.totals;
  const scores = final || view.scores || [0, 0];
  const mine = view.seat;
  const meBox = $("score-me");
  const oppBox = $("score-opp");
  meBox.querySelector(".score-name").textContent = "You";
  meBox.title = names[mine];
  meBox.querySelector(".score-points").textContent = scores[mine];
  oppBox.querySelector(".score-name").textContent = names[1 - mine];
  oppBox.querySelector(".score-points").textContent = scores[1 - mine];
  const meta = scoreMeta(view);
  $("score-meta").textContent = meta;
  $("score-meta").title = meta; // all of it, where a narrow screen cuts the line short
  $("scoreboard").setAttribute(
    "aria-label",
    `Score: you ${scores[mine]}, ${names[1 - mine]} ${scores[1 - mine]}` +
      (view.game_target ? `, playing to ${view.game_target}` : ""),
  );
  document.title = `${scores[mine]}:${scores[1 - mine]} Gin Rummy vs ${names[1 - mine]}`;
}

/**
 * Whether the opponent is at the table: the computer always is; a person as the last
 * presence message said (`presence`, null when none came since the state), else as the
 * view says.
 */
export function opponentConnected(view, presence) {
  if (!view?.opponent) return true;
  if (view.opponent.bot) return true;
  return presence ?? Boolean(view.opponent.connected);
}

/** `name`: the opponent's name; `connected`: opponentConnected(). */
export function renderOpponent(ui, view, prevView, { name, connected }) {
  const opp = view.opponent || {};
  ui.oppName.textContent = name;
  const waiting = view.status === "waiting";
  ui.oppStatus.textContent = opp.bot
    ? "(computer)"
    : waiting
      ? "(seat free)"
      : connected
        ? ""
        : "(disconnected)";
  ui.oppStatus.dataset.connected = String(connected);
  ui.oppStatus.dataset.bot = String(Boolean(opp.bot)); // a phone leaves "(computer)" out
  $("opponent").classList.toggle("to-act", !waiting && view.phase !== "over" && view.to_act === opp.seat);
  const count = view.phase === "over" || waiting ? 0 : opp.card_count || 0;
  const { backs, known } = renderHeldCards(ui.oppHand, { count, known: opp.known, name });
  if (prevView && view.opponent && prevView.opponent) {
    if ((prevView.opponent.card_count || 0) < count && view.phase !== "over") {
      backs.at(-1)?.classList.add("anim-opp-draw");
    }
  }
  ui.oppKnown.hidden = known.length === 0 || view.phase === "over";
  ui.oppKnownCards.replaceChildren(...known.map((c) => h("span", { class: "known-chip" }, suitText(cardShort(c)))));
}

/**
 * The piles and the hand's terms, or the invite while the other seat is free.
 * `canMove`: whether a move can be sent now; `publicTable`: the table is in the lobby;
 * `opponent`: the opponent's name.
 */
export function renderMiddle(ui, view, prevView, { roomId, publicTable, canMove, opponent }) {
  const over = view.phase === "over" || Boolean(view.game_over); // a claim ends it mid-hand
  const waiting = view.status === "waiting";
  ui.middle.hidden = over || waiting;
  ui.waiting.hidden = !waiting;
  if (waiting) {
    if (publicTable) {
      $("waiting-heading").textContent = "Waiting for an opponent";
      $("waiting-text").textContent = "Your table is listed in the lobby; you may also send this link.";
    }
    const url = absoluteUrl(`/join/${encodeURIComponent(roomId)}`);
    const input = $("room-invite-url");
    if (input.value !== url) input.value = url;
  }
  // Stock.
  const draw = firstLegal(view, "draw");
  renderStock(ui.stock, ui.stockCaption, view.stock_size);
  ui.stock.classList.toggle("playable", Boolean(draw) && canMove);
  ui.stock.setAttribute(
    "aria-label",
    `Stock, ${plural(view.stock_size || 0, "card")}` + (draw ? `. Draw from the stock${keyHint("d")}` : ""),
  );
  ui.stock.setAttribute("aria-disabled", String(!draw || !canMove));
  // Discard pile.
  const up = normCard(view.upcard);
  const take = firstLegal(view, "take");
  const el = renderUpcard(ui.discard, view.upcard);
  if (el) {
    const prevUp = prevView ? normCard(prevView.upcard) : null;
    const grew = prevView && pileHeight(view) > pileHeight(prevView);
    if (prevView && up !== prevUp && grew) {
      el.classList.add("anim-discard");
      if (view.last_event && view.last_event.seat !== view.seat) el.classList.add("from-opponent");
    }
  }
  ui.discard.classList.toggle("playable", Boolean(take) && canMove);
  ui.discard.setAttribute(
    "aria-label",
    up
      ? `Discard pile, top card ${cardName(up)}` + (take ? `. Take ${cardShort(up)}${keyHint("t")}` : "")
      : "Discard pile, empty",
  );
  const pileSize = pileHeight(view);
  ui.pileInspect.textContent = `Discard pile: ${pileSize}`;
  ui.pileInspect.setAttribute("aria-label", `Look through the discard pile, ${plural(pileSize, "card")} (v)`);
  const info = [];
  if (view.knock_limit !== undefined && view.knock_limit !== null) {
    info.push(view.knock_limit === 0 ? "Gin only this hand" : `Knock with ${view.knock_limit} or less`);
  }
  if (view.doubled) info.push("Spade upcard: this hand scores double");
  if (view.dealer !== undefined) info.push(view.dealer === view.seat ? "You dealt" : `${opponent} dealt`);
  ui.tableInfo.textContent = info.join(" \u00b7 ");
  ui.tableInfo.title = ui.tableInfo.textContent; // whole, where a phone cuts the line short
}
