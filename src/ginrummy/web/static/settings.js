// The player's settings, kept per browser in localStorage ("ginrummy.settings", one
// JSON object; a key that is missing has its default). Every page imports this module
// first, so the look (theme, card size, deck colours, motion) is on <html> before the
// page draws; a change in one tab reaches the others through the "storage" event.

const KEY = "ginrummy.settings";

/** Every setting, with its default. */
export const DEFAULTS = Object.freeze({
  largeCards: false, // bigger cards (many players are older)
  fourColour: false, // ♣ green, ♦ blue, ♥ red, ♠ black
  sort: "melds", // the hand's order: "melds" | "suit" | "rank" | "custom" (dragged)
  sounds: true, // small sounds on a draw, a discard, a knock, the hand's end
  computerSpeed: "normal", // the computer's pause before each move: "slow" | "normal" | "fast"
  autoNextHand: false, // deal the next hand by itself a few seconds after the showdown
  theme: "auto", // "auto" follows prefers-color-scheme; "light" | "dark"
  motion: "auto", // "auto" follows prefers-reduced-motion; "reduced" | "full"
  guide: true, // the first-game guide: explain each term the first time it happens
  takeBack: true, // against the computer: take back the last discard until it moves
  confirmDiscard: false, // against a person: ask before a discard is sent
});

/** The computer's pause before each of its moves, in seconds, for each speed. */
export const COMPUTER_DELAY = Object.freeze({ slow: 2.0, normal: 1.0, fast: 0.4 });

function stored() {
  try {
    const raw = window.localStorage.getItem(KEY);
    const value = raw ? JSON.parse(raw) : {};
    return value && typeof value === "object" ? value : {};
  } catch {
    return {}; // private mode, or a broken value: the defaults
  }
}

/** All settings: the stored ones over the defaults (unknown keys are dropped). */
export function readSettings() {
  const saved = stored();
  const out = {};
  for (const [key, fallback] of Object.entries(DEFAULTS)) {
    out[key] = typeof saved[key] === typeof fallback ? saved[key] : fallback;
  }
  return out;
}

/** Change one setting, keep it, apply it to the page and tell the listeners. */
export function writeSetting(key, value) {
  if (!(key in DEFAULTS)) throw new Error(`no such setting: ${key}`);
  const next = { ...readSettings(), [key]: value };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the change holds for this page only.
  }
  applyToDocument(next);
  for (const listener of listeners) listener(next, key);
}

const listeners = new Set();

/** Call ``callback(settings, changedKey)`` on every change (this tab or another). */
export function onSettings(callback) {
  listeners.add(callback);
  return () => listeners.delete(callback);
}

/** The classes on <html> that the stylesheet reads: large-cards, four-colour,
 * theme-dark / theme-light (absent: follow the system), reduced-motion, and
 * motion-full (animations even where the system asks for less motion). */
export function applyToDocument(settings = readSettings()) {
  const root = document.documentElement;
  root.classList.toggle("large-cards", settings.largeCards);
  root.classList.toggle("four-colour", settings.fourColour);
  root.classList.toggle("theme-dark", settings.theme === "dark");
  root.classList.toggle("theme-light", settings.theme === "light");
  const reduced =
    settings.motion === "reduced" ||
    (settings.motion === "auto" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches);
  root.classList.toggle("reduced-motion", Boolean(reduced));
  root.classList.toggle("motion-full", settings.motion === "full");
}

window.addEventListener("storage", (event) => {
  if (event.key !== KEY) return;
  const next = readSettings();
  applyToDocument(next);
  for (const listener of listeners) listener(next, null);
});

applyToDocument();
