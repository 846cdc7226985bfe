// The table's sounds: a draw, a discard, a knock, gin, your turn (against a person) and
// the end of a hand. Small WAV files made by tools/make_sounds.py (sounds/, CC0), played
// only while the "Sounds" setting is on and never before the person has touched the page
// (a click or a key): browsers refuse sound before that, and nobody wants a page that
// starts making noise by itself.

import { readSettings } from "./settings.js";

const NAMES = ["draw", "discard", "knock", "gin", "turn", "hand-over"];
const VOLUME = 0.6;

let touched = false; // a click or a key on this page (for browsers without userActivation)
for (const type of ["pointerdown", "keydown"]) {
  window.addEventListener(
    type,
    () => {
      touched = true;
    },
    { capture: true, passive: true },
  );
}

function gestured() {
  return navigator.userActivation ? navigator.userActivation.hasBeenActive : touched;
}

const players = new Map(); // one <audio> per sound, made at its first use

/** Play one sound (a name of NAMES); false when it may not be played now. */
export function play(name) {
  if (!NAMES.includes(name) || !readSettings().sounds || !gestured()) return false;
  let audio = players.get(name);
  if (!audio) {
    audio = new Audio(`/static/sounds/${name}.wav`);
    audio.preload = "auto";
    audio.volume = VOLUME;
    players.set(name, audio);
  }
  audio.currentTime = 0;
  // No sound device, or the browser says no: the game goes on silently.
  audio.play().catch(() => {});
  document.documentElement.dataset.lastSound = name; // for tests and debugging
  return true;
}

/**
 * The sound for a new state of the table (`prev`, `view`: the seat's views before and
 * now), or null. One sound a state: the end of a hand over the move that ended it.
 */
export function soundFor(prev, view) {
  if (!prev || !view) return null;
  if (view.showdown && !prev.showdown) {
    const outcome = String(view.showdown.outcome || "");
    if (outcome === "gin" || outcome === "big_gin") return "gin";
    return outcome === "knock" || outcome === "undercut" ? "knock" : "hand-over";
  }
  if (prev.hand_number !== view.hand_number || prev.game_number !== view.game_number) return null;
  const fresh = (view.events || []).slice((prev.events || []).length);
  if (!fresh.length) return null; // nothing new (a reconnect, a take-back)
  // Waiting for a person can be long: say when it is your turn again. Against the
  // computer its discard sound says that already.
  if (view.your_turn && !prev.your_turn && view.mode !== "computer") return "turn";
  const kind = fresh.at(-1).kind;
  if (kind === "discard") return "discard";
  if (kind === "draw_stock" || kind === "take_upcard") return "draw";
  if (kind === "knock") return "knock";
  if (kind === "big_gin") return "gin";
  return null;
}

/** Play what a new state sounds like (see soundFor). */
export function playForState(prev, view) {
  const name = soundFor(prev, view);
  return name ? play(name) : false;
}
