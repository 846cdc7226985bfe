// Resigning (protocol `resign`, docs/protocol.md): a player who must go gives the game
// up rather than leave the other waiting for the right to claim it. Offered in the score
// sheet while a game is on, never on the table itself, and only after a second press
// that says what it costs: the other player wins the game at once (a rated game counts
// as lost).

import { t } from "./l10n.js";

/**
 * `ui`: dialog (the score sheet), box, button, confirm, what, yes, no; `send(message)`
 * sends on the table's socket.
 */
export function createResign(ui, { send }) {
  let armed = false;

  function arm(on) {
    armed = on;
    ui.button.hidden = on;
    ui.confirm.hidden = !on;
    if (on) ui.no.focus();
  }

  /** On every state: offered while a game is on with both seats taken. */
  function update(view) {
    const on = Boolean(view) && !view.game_over && (view.status === "playing" || view.status === "shuffling");
    ui.box.hidden = !on;
    if (!on && armed) arm(false);
    ui.what.textContent = t(view?.rated ? "table-resign-rated" : "table-resign-unrated");
  }

  ui.button.addEventListener("click", () => arm(true));
  ui.no.addEventListener("click", () => {
    arm(false);
    ui.button.focus();
  });
  ui.yes.addEventListener("click", () => {
    if (!send({ type: "resign" })) return;
    ui.dialog.close();
  });
  // However the sheet closes (Escape, Close, a resignation), it opens again unarmed: the
  // red button is never what a key press finds first.
  ui.dialog.addEventListener("close", () => {
    if (armed) arm(false);
  });
  return { update };
}
