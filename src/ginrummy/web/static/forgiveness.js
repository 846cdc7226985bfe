// Forgiveness at the table, from the player's settings:
// - against the computer ("takeBack", on by default): "Take back" (key z or Ctrl+Z)
//   while the server says this seat may take back its last discard (`view.take_back`:
//   the computer has not moved yet); it sends {"type": "take_back"} and the server
//   sends the state with the card back in the hand. The server counts take-backs, and
//   one makes a rated game unrated: the button says so in a rated game.
// - against a person ("confirmDiscard", off by default): a discard first asks
//   "Discard 7♥?" (Discard / Cancel), since a person's game cannot be taken back.

import { h } from "./common.js";
import { cardShort, normCard, suitText } from "./cards.js";
import { t } from "./l10n.js";
import { onSettings, readSettings } from "./settings.js";

function typing(target) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

/**
 * `button`: the table's "Take back" button; `send(message)`: the socket. Call
 * `update(view, stateId)` on every state. Returns `{update, takeBack, confirmFirst}`.
 */
export function createForgiveness({ button, send }) {
  let view = null;
  let stateId = null;
  let sent = false; // a take-back was sent for this state

  function available() {
    return Boolean(view?.take_back) && readSettings().takeBack && !sent;
  }

  function draw() {
    const show = Boolean(view?.take_back) && readSettings().takeBack;
    button.hidden = !show;
    button.disabled = sent;
    if (!show) return;
    // The card is the last discard's, this seat's own (the server offers nothing else).
    const card = normCard(view.last_event?.card || "");
    const text = card ? t("showdown-take-back-card", { card: cardShort(card) }) : t("showdown-take-back");
    button.querySelector(".take-back-text").replaceChildren(...suitText(text));
    // Help unrates a rated game (docs/online.md): the button says so before it is used.
    const note = button.querySelector(".take-back-note");
    if (note) note.hidden = !view.rated;
  }

  function update(nextView, nextStateId) {
    if (nextStateId !== stateId) sent = false;
    view = nextView;
    stateId = nextStateId;
    draw();
  }

  /** Send the take-back when it is offered; false when it is not (the key does nothing). */
  function takeBack() {
    if (!available()) return false;
    if (send({ type: "take_back", state_id: stateId })) {
      sent = true;
      draw();
    }
    return true;
  }

  let dialog = null;
  let onConfirm = null;
  function confirmDialog() {
    if (dialog) return dialog;
    dialog = h(
      "dialog",
      { class: "confirm-dialog", id: "confirm-discard", "aria-labelledby": "confirm-discard-title" },
      h("h2", { id: "confirm-discard-title" }, t("showdown-confirm-discard")),
      h(
        "form",
        { method: "dialog", class: "confirm-buttons" },
        h("button", { class: "btn", value: "cancel" }, t("showdown-confirm-cancel")),
        h("button", { class: "btn btn-primary", value: "discard", id: "confirm-discard-yes" }, t("showdown-confirm-yes")),
      ),
    );
    dialog.addEventListener("close", () => {
      const go = onConfirm;
      onConfirm = null;
      if (dialog.returnValue === "discard" && go) go();
    });
    document.body.append(dialog);
    return dialog;
  }

  /**
   * Before `move` is sent: when it is a discard against a person and the setting is
   * on, ask first and call `go()` on "Discard"; returns true when it asked.
   */
  function confirmFirst(currentView, move, go) {
    if (move?.kind !== "discard" || currentView?.opponent?.bot || !readSettings().confirmDiscard) {
      return false;
    }
    const d = confirmDialog();
    d.querySelector("h2").textContent = t("showdown-confirm-discard-card", { card: cardShort(move.card) });
    d.returnValue = "";
    onConfirm = go;
    d.showModal();
    d.querySelector("#confirm-discard-yes").focus();
    return true;
  }

  button.addEventListener("click", takeBack);
  // Ctrl+Z (Cmd+Z) as in any editor; the plain z is one of the table's keys (keys.js).
  document.addEventListener("keydown", (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "z") return;
    if (typing(event.target) || document.querySelector("dialog[open]")) return;
    if (takeBack()) event.preventDefault();
  });
  onSettings(draw);

  return { update, takeBack, confirmFirst };
}
