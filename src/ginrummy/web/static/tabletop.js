// The table above your hand, drawn from the seat's view: the scoreboard (and the tab's
// title), the opponent's seat and their cards, the banner while they are away, and the
// middle: the stock, the discard pile, the hand's terms, or the invite while a seat is
// free.
//
// Each part is drawn whole from what it is given: the view, the one before (for the
// card that just moved) and the few facts only table.js knows (whether a move can be
// sent now, what the presence messages said).

import { absoluteUrl, h } from "./common.js";
import { t } from "./l10n.js";
import { seatName } from "./tablewords.js";
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
  if (view.game_target) parts.push(t("table-meta-target", { target: view.game_target }));
  if (view.game_over?.totals) parts.push(t("table-meta-final"));
  else if (view.hand_number) parts.push(t("table-meta-hand", { number: view.hand_number }));
  if (view.game_number > 1) parts.push(t("table-meta-game", { number: view.game_number }));
  if (view.rated && !view.game_over) parts.push(t("table-meta-rated")); // a seat's own view only
  return parts.join(" \u00b7 ");
}

export function renderScores(view) {
  const names = [0, 1].map((seat) => seatName(view, seat));
  // At the end the final totals (bonuses counted), as the game-over table says.
  const final = view.game_over?.totals;
  const scores = final || view.scores || [0, 0];
  const mine = view.seat;
  const meBox = $("score-me");
  const oppBox = $("score-opp");
  meBox.querySelector(".score-name").textContent = t("table-you");
  meBox.title = names[mine];
  meBox.setAttribute("translate", "no"); // its title is the player's name as typed
  meBox.querySelector(".score-points").textContent = scores[mine];
  const oppName = oppBox.querySelector(".score-name");
  if (view.opponent?.bot) {
    // A phone shows the short name (app.css): its level is over its cards.
    oppName.replaceChildren(
      h("span", { class: "name-long" }, names[1 - mine]),
      h("span", { class: "name-short" }, t("table-computer-short")),
    );
  } else {
    oppName.textContent = names[1 - mine];
  }
  oppName.toggleAttribute("data-l10n-skip", !view.opponent?.bot); // a name as typed
  oppBox.querySelector(".score-points").textContent = scores[1 - mine];
  const meta = scoreMeta(view);
  $("score-meta").textContent = meta;
  $("score-meta").title = meta; // all of it, where a narrow screen cuts the line short
  const said = { mine: scores[mine], theirs: scores[1 - mine], name: names[1 - mine], target: view.game_target };
  $("scoreboard").setAttribute("aria-label", t(view.game_target ? "table-score-label-target" : "table-score-label", said));
  document.title = t("table-tab-title", said);
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
  ui.oppName.toggleAttribute("data-l10n-skip", !opp.bot); // a name as typed
  const waiting = view.status === "waiting";
  ui.oppStatus.textContent = opp.bot
    ? t("table-status-computer")
    : waiting
      ? t("table-status-seat-free")
      : connected
        ? ""
        : t("table-status-disconnected");
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
      $("waiting-heading").textContent = t("table-waiting-opponent");
      $("waiting-text").textContent = t("table-waiting-public-text");
    }
    const url = absoluteUrl(`/join/${encodeURIComponent(roomId)}`);
    const input = $("room-invite-url");
    if (input.value !== url) input.value = url;
  }
  // Stock.
  const draw = firstLegal(view, "draw");
  renderStock(ui.stock, ui.stockCaption, view.stock_size);
  ui.stock.classList.toggle("playable", Boolean(draw) && canMove);
  const stock = t("table-stock-label", { count: view.stock_size || 0 });
  ui.stock.setAttribute("aria-label", draw ? t("table-stock-draw", { stock, key: keyHint("d") }) : stock);
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
  const pile = up ? t("table-discard-top", { card: cardName(up) }) : t("table-discard-empty");
  ui.discard.setAttribute(
    "aria-label",
    up && take ? t("table-discard-take", { pile, card: cardShort(up), key: keyHint("t") }) : pile,
  );
  const pileSize = pileHeight(view);
  ui.pileInspect.textContent = t("table-pile-caption", { count: pileSize });
  ui.pileInspect.setAttribute("aria-label", t("table-pile-inspect", { count: pileSize }));
  const info = [];
  if (view.knock_limit !== undefined && view.knock_limit !== null) {
    info.push(view.knock_limit === 0 ? t("table-gin-only") : t("table-knock-limit", { limit: view.knock_limit }));
  }
  if (view.doubled) info.push(t("table-doubled"));
  const dealt = view.dealer === undefined ? null : view.dealer === view.seat ? t("table-you-dealt") : t("table-dealt", { name: opponent });
  // Who dealt in a span of its own: a phone in portrait leaves it out (app.css).
  ui.tableInfo.replaceChildren(
    info.join(" \u00b7 "),
    ...(dealt ? [h("span", { class: "info-dealer" }, (info.length ? " \u00b7 " : "") + dealt)] : []),
  );
  ui.tableInfo.title = ui.tableInfo.textContent; // whole, where a phone leaves a part out
}
