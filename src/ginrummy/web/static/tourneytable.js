// A tournament game's table follows its tournament (table.js, when the seat was kept by
// the tournament page with the tournament's id). Two reasons:
//
// - The server pairs only players who are *present*, whose page asked about the
//   tournament in the last half minute (docs/online.md): a player reading the final
//   score at the table is still there, so the table asks for them, every few seconds.
// - An arena pairs a free player again at once, as lichess does: when the answer hands a
//   new game (`me.game`, another room) once this one is over, the table keeps its seat
//   and goes there after a moment, with a link to go at once.

import { h, saveSeat } from "./common.js";
import { currentPlayer, playerHeaders } from "./player.js";
import { t } from "./l10n.js";

/** While the game runs: within the server's half minute of presence, with room to spare. */
export const PLAYING_MS = 10_000;
/** Once the game is over: the next game is looked for as the tournament page does. */
export const OVER_MS = 2000;
/** How long the notice of the next game shows before the table goes there. */
export const GO_AFTER_MS = 3000;

/**
 * Follow the tournament `tournamentId` from the table of `roomId`. `isOver()` says
 * whether this table's game is over; `box` is the notice shown above the table.
 */
export function followTournament(box, { tournamentId, roomId, isOver, announce = () => {} }) {
  let going = false;

  async function ask() {
    if (going || !currentPlayer()) return;
    let data = null;
    try {
      const response = await fetch(`/api/tournaments/${encodeURIComponent(tournamentId)}`, {
        headers: playerHeaders(),
        cache: "no-store",
      });
      if (response.ok) data = await response.json();
    } catch {
      data = null; // offline for a moment: asked again below
    }
    const game = data?.me?.game;
    if (game?.room && game.room !== roomId && isOver()) {
      going = true;
      if (game.token) saveSeat(game.room, game.seat, game.token, { tournament: tournamentId });
      const url = game.url || `/room/${encodeURIComponent(game.room)}`;
      box.replaceChildren(
        h("span", {}, `${t("tourney-next-ready")} `),
        h("a", { class: "btn btn-small btn-primary", id: "next-tournament-game", href: url }, t("tourney-next-go")),
      );
      box.hidden = false;
      announce(t("tourney-next-going"));
      setTimeout(() => window.location.assign(url), GO_AFTER_MS);
      return;
    }
    if (data?.status === "finished" && isOver()) return; // nothing more to follow
    setTimeout(ask, isOver() ? OVER_MS : PLAYING_MS);
  }

  ask();
}
