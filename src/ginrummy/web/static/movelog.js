// The hand's move list on a screen too small to show it beside the table (a phone,
// portrait or on its side, against the computer): the table then fits the screen
// without scrolling, and the list waits behind the header's "Moves" button, which
// shows it over the foot of the table until pressed again (or Esc). Where the list has
// room beside the table (980 px and wider), or a chat keeps it company under the hand
// (a game between two people), app.css shows it as before and hides the button.

/** Wires `button` (aria-controls: the side column) to show and hide the list. */
export function initMoveLog(button) {
  const panel = document.getElementById(button.getAttribute("aria-controls"));
  const show = (on) => {
    document.body.classList.toggle("show-moves", on);
    button.setAttribute("aria-expanded", String(on));
    if (on) panel.querySelector(".log")?.focus({ preventScroll: true });
  };
  button.addEventListener("click", () => show(!document.body.classList.contains("show-moves")));
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !document.body.classList.contains("show-moves")) return;
    if (document.querySelector("dialog[open]")) return; // Esc closes the dialog first
    show(false);
    button.focus();
  });
}
