// The table's side of fair deals (docs/fairness.md): the seed this tab adds to each
// deal, what it saw of each hand, and, after the hand, the check of the deal.
//
// Why the tab keeps things: the check is worth something only against what the tab saw
// *before* the server revealed its seed. So the commitment of the next deal and the
// seed sent for it go to localStorage before the seed is sent (keyed by room and
// commitment), and the cards the tab saw during a hand (its ten cards, the first upcard,
// its stock draws) go to sessionStorage as states arrive, so that a reload keeps them.
// After the hand fairness.js recomputes the deal from the revealed seed, in the browser;
// the result is shown by the showdown ("How was this dealt?"), loudly when it failed.

import { api, guarded, h, loadJSON, loadSeat, saveJSON } from "./common.js";
import { CHECK_LABELS, newClientSeed, ownDraws, seenFromView, verifyHand } from "./fairness.js";

const MEMORY = "fair.seed."; // + room + "." + commitment: {commitment, client_seed, room, seat, sent_at, acked}
const KEEP_MS = 90 * 24 * 3600 * 1000; // a tab's memory of its seeds, for the records of old games
const KEEP_MAX = 400;
// A seed the server has not shown back (its reply lost, refused for a moment: rate
// limited, a server error) is sent again after this long, then twice as long each time:
// the first deal waits for it, so without an answer the table would shuffle for ever.
// Sending it again is harmless: the same seed for the same commitment changes nothing.
const RESEND_MS = 3000;
const RESEND_MAX_MS = 20000;

const short = (hex) => (hex && hex.length > 12 ? `${hex.slice(0, 8)}\u2026` : hex || "");

// ------------------------------------------------------------------------- storage
function memoryKey(roomId, commitment) {
  return `${MEMORY}${roomId}.${commitment}`;
}

/** Every remembered seed (for one room, or all), oldest first: [{key, value}]. */
function memories(roomId = null) {
  const found = [];
  try {
    const store = window.localStorage;
    const prefix = `ginrummy.${MEMORY}${roomId === null ? "" : `${roomId}.`}`;
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (!key || !key.startsWith(prefix)) continue;
      const value = loadJSON(key.slice("ginrummy.".length));
      if (value) found.push({ key: key.slice("ginrummy.".length), value });
    }
  } catch {
    return [];
  }
  return found.sort((a, b) => (a.value.sent_at || 0) - (b.value.sent_at || 0));
}

/** Drop memories older than three months, and the oldest beyond a few hundred. */
function prune() {
  const all = memories();
  const now = Date.now();
  all.forEach((m, i) => {
    if (now - (m.value.sent_at || 0) > KEEP_MS || i < all.length - KEEP_MAX) saveJSON(m.key, null);
  });
}

/** What this tab stored before the deal of `proof` (by its commitment, else by the seed
 * the proof names for this seat: a commitment changed after the deal is caught so). */
function recall(roomId, proof, seat) {
  const byCommitment = loadJSON(memoryKey(roomId, proof.commitment));
  if (byCommitment && byCommitment.seat === seat) return byCommitment;
  const mine = proof.client_seeds?.[seat];
  if (!mine) return null;
  const bySeed = memories(roomId).find((m) => m.value.client_seed === mine && m.value.seat === seat);
  return bySeed ? bySeed.value : null;
}

function seenKey(roomId, hand) {
  return `ginrummy.fair.seen.${roomId}.${hand.game}.${hand.hand}`;
}
function loadSeen(key) {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}
function saveSeen(key, value) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the final view's events are the fallback.
  }
}

// ------------------------------------------------------------------------------ UI
/**
 * `els`: `seedLine` (in the hand's log), `box` (in the showdown), `dialog` (the details),
 * `shuffling` (shown instead of the cards while the first hand waits for the seeds).
 * `send(message)`: the table's socket; `roomId`; `announce(text)`: the live region.
 */
export function createFairPanel(els, { send, roomId, announce = () => {} }) {
  let view = null;
  const sent = new Set(); // commitments whose seed went out on this connection
  let resend = { timer: null, commitment: null, delay: RESEND_MS }; // the seed awaiting its answer
  const results = new Map(); // "game.hand" -> {proof, result, seen, remembered, seat, dealer}
  let shownKey = null; // the hand whose result the showdown shows
  let failed = null; // the last hand that did not verify, kept on the screen

  // The showdown's part: the button, the result line, the alert, the download.
  const status = h("p", { class: "fair-status", role: "status" });
  const alert = h("div", { class: "fair-alert", role: "alert", hidden: true });
  const button = h("button", { type: "button", class: "btn", id: "btn-fair", onclick: () => openDialog(shownKey) }, "How was this dealt?");
  const download = h("button", { type: "button", class: "btn", id: "btn-record", hidden: true, onclick: () => downloadRecord() }, "Download record");
  const downloadNote = h("p", { class: "muted fair-download-note", role: "status" });
  els.box.replaceChildren(alert, h("div", { class: "fair-row" }, button, status), h("div", { class: "fair-row" }, download, downloadNote));

  // ------------------------------------------------------------------ the seed
  function offerSeed() {
    const next = view.fair?.next;
    if (!next?.commitment) return;
    const key = memoryKey(roomId, next.commitment);
    let memory = loadJSON(key);
    if (next.client_seed) {
      // The server has this seat's seed (from this tab, or another tab of this browser:
      // same storage, same memory): mark it acknowledged.
      if (memory && memory.client_seed === next.client_seed && !memory.acked) saveJSON(key, { ...memory, acked: true });
      return;
    }
    if (!memory || memory.seat !== view.seat) {
      memory = { commitment: next.commitment, client_seed: newClientSeed(), room: roomId, seat: view.seat, sent_at: Date.now(), acked: false };
      prune();
      saveJSON(key, memory); // before it is sent: the tab's word that it saw this commitment first
    }
    if (sent.has(next.commitment)) return;
    if (send({ type: "seed", commitment: next.commitment, client_seed: memory.client_seed })) {
      sent.add(next.commitment);
      awaitAnswer(next.commitment);
    }
  }

  /** Until a state shows `commitment`'s seed back (or moves on to another deal), send
   * it again now and then. */
  function awaitAnswer(commitment) {
    if (resend.commitment !== commitment) resend = { timer: null, commitment, delay: RESEND_MS };
    clearTimeout(resend.timer);
    resend.timer = setTimeout(() => {
      const next = view?.fair?.next;
      if (next?.commitment !== commitment || next.client_seed) return; // answered, or moved on
      resend.delay = Math.min(resend.delay * 2, RESEND_MAX_MS);
      sent.delete(commitment);
      offerSeed();
    }, resend.delay);
  }

  // ---------------------------------------------------------- what the tab saw
  function collect() {
    const hand = view.fair?.hand;
    if (!hand || view.status === "shuffling") return;
    const key = seenKey(roomId, hand);
    const stored = loadSeen(key);
    if (!stored) {
      const seen = seenFromView(view);
      saveSeen(key, { ...seen, commitment: hand.commitment, seat: view.seat, from: view.phase === "over" ? "end" : "hand" });
      return;
    }
    // The stock draws as they came: keep what was seen first, add the new ones.
    const draws = ownDraws(view.events, view.seat);
    const old = stored.draws || [];
    if (draws.length > old.length && old.every((c, i) => draws[i] === c)) saveSeen(key, { ...stored, draws });
  }

  // --------------------------------------------------------------- the check
  async function check() {
    const proof = view.fair?.hand;
    if (view.phase !== "over" || !proof?.server_seed) return;
    const key = `${proof.game}.${proof.hand}`;
    if (results.has(key)) return;
    const seat = view.seat;
    const seen = loadSeen(seenKey(roomId, proof)) || { ...seenFromView(view), from: "end" };
    const remembered = recall(roomId, proof, seat);
    const entry = { proof, seat, dealer: view.dealer, seen, remembered, names: view.names, result: null };
    results.set(key, entry);
    try {
      entry.result = await verifyHand({ proof, remembered, seat, dealer: view.dealer, seen, events: view.events, showdown: view.showdown });
    } catch (err) {
      entry.result = { ok: false, checks: [{ name: "commitment", label: CHECK_LABELS.commitment, ok: false, detail: `The check could not run: ${err.message}` }] };
    }
    if (!entry.result.ok) failed = key;
    renderBox();
    renderSeedLine();
    if (els.dialog.open && els.dialog.dataset.hand === key) fillDialog(key);
  }

  // ------------------------------------------------------------------ drawing
  function renderSeedLine() {
    const line = els.seedLine;
    const parts = [];
    let seed = "";
    if (view.status === "shuffling") seed = loadJSON(memoryKey(roomId, view.fair?.next?.commitment || ""))?.client_seed || view.fair?.next?.client_seed || "";
    else seed = view.fair?.hand?.client_seeds?.[view.seat] || "";
    if (seed) parts.push("Your seed for this deal: ", h("code", {}, short(seed)));
    const bad = failed && results.get(failed);
    if (bad && failed !== shownKey) {
      parts.push(
        h("span", { class: "fair-warning" }, ` Hand ${bad.proof.hand} did not verify. `),
        h("button", { type: "button", class: "link-button", onclick: () => openDialog(failed) }, "Details"),
      );
    }
    line.replaceChildren(...parts);
    line.dataset.seed = seed;
    line.hidden = !parts.length;
  }

  function renderBox() {
    const proof = view.fair?.hand;
    const over = view.phase === "over" && Boolean(proof?.server_seed);
    els.box.hidden = !over && !view.game_over;
    button.hidden = !over;
    shownKey = over ? `${proof.game}.${proof.hand}` : null;
    const entry = shownKey ? results.get(shownKey) : null;
    const result = entry?.result;
    status.className = `fair-status${result ? (result.ok ? " fair-ok" : " fair-bad") : ""}`;
    status.textContent = !over ? "" : !result ? "Checking the deal\u2026" : result.ok ? "\u2713 Deal verified in your browser" : "";
    if (result && !result.ok) {
      alert.replaceChildren(h("strong", {}, "This deal did not verify. "), failure(result));
      alert.hidden = false;
    } else {
      alert.hidden = true;
      alert.replaceChildren();
    }
    download.hidden = !view.game_over;
  }

  /** The first failed check, in words: "Your ten cards: You were dealt …". */
  function failure(result) {
    const first = result.checks.find((c) => c.ok === false);
    return first ? `${first.label}: ${first.detail}` : "";
  }

  function openDialog(key) {
    if (!key || !results.has(key)) return;
    fillDialog(key);
    if (!els.dialog.open) els.dialog.showModal();
    // From the top, the verdict first (showModal focuses the first button, at the foot).
    const title = els.dialog.querySelector("h2");
    title.tabIndex = -1;
    title.focus();
    els.dialog.scrollTop = 0;
  }

  function fillDialog(key) {
    const entry = results.get(key);
    const { proof, seat, result, seen, names } = entry;
    els.dialog.dataset.hand = key;
    const body = els.dialog.querySelector(".fair-body");
    const other = 1 - seat;
    const seedText = (s) => (s ? h("code", {}, s) : "none");
    const number = (label, value, mark = null) =>
      h("div", {}, h("dt", {}, label, mark ? h("span", { class: "fair-yours" }, mark) : null), h("dd", {}, value));
    const verdict = !result
      ? h("p", { class: "fair-verdict", role: "status" }, "Checking the deal\u2026")
      : result.ok
        ? h("p", { class: "fair-verdict fair-ok", role: "status" }, "\u2713 Deal verified")
        : h("div", { class: "fair-alert", role: "alert" }, h("strong", {}, "This deal did not verify. "), failure(result), " Every check is listed below.");
    const opponentName = names?.[other] || "Your opponent";
    const parts = [
      verdict,
      h(
        "p",
        {},
        "Before the hand the server locked in a secret server seed by showing its SHA-256 fingerprint (the commitment). " +
          "Your browser then added a random seed of its own, and the deck was shuffled from both with HMAC-SHA256. " +
          "Now that the hand is over the server seed is revealed, and your browser has recomputed the commitment and the deck and compared them with what it saw.",
      ),
      h(
        "dl",
        { class: "fair-numbers" },
        number("Room, game, hand", `${proof.room}, game ${proof.game}, hand ${proof.hand}`),
        number("Commitment (shown before the deal)", h("code", {}, proof.commitment)),
        number("Server seed (revealed now)", h("code", {}, proof.server_seed)),
        [0, 1].map((s) =>
          number(
            `Seed of ${s === seat ? names?.[s] || "you" : opponentName} (seat ${s + 1})`,
            seedText(proof.client_seeds?.[s]),
            s === seat ? " \u2013 yours" : null,
          ),
        ),
      ),
      result
        ? h(
            "ul",
            { class: "fair-checks" },
            result.checks.map((c) =>
              h(
                "li",
                { class: c.ok === false ? "fair-check-bad" : c.ok === null ? "fair-check-skipped" : "fair-check-ok" },
                h("span", { class: "fair-mark", "aria-hidden": "true" }, c.ok === false ? "\u2717" : c.ok === null ? "\u2013" : "\u2713"),
                h("span", { class: "sr-only" }, c.ok === false ? "Failed: " : c.ok === null ? "Not checked: " : "Passed: "),
                h("strong", {}, c.label),
                ` ${c.detail}`,
              ),
            ),
          )
        : null,
      seen?.from === "end" ? h("p", { class: "muted" }, "This tab saw this hand only at its end: your cards were taken from the final screen.") : null,
      h(
        "p",
        { class: "muted" },
        "Anybody can check it again: the game's record (Download record, at the end of the game) holds these numbers, and ",
        h("code", {}, "ginrummy verify"),
        " checks every hand of it.",
      ),
    ];
    body.replaceChildren(...parts.filter(Boolean));
  }

  async function downloadRecord() {
    const game = view?.game_number;
    const held = loadSeat(roomId);
    if (!game || !held) return;
    downloadNote.textContent = "Fetching the record\u2026";
    try {
      const data = await api(`/api/record/${encodeURIComponent(roomId)}/${game}?seat=${held.seat}`, {
        headers: { "X-Seat-Token": held.token },
      });
      const blob = new Blob([`${JSON.stringify(data.record, null, 2)}\n`], { type: "application/json" });
      const url = URL.createObjectURL(blob);
      const link = h("a", { href: url, download: `ginrummy-${roomId}-game${game}.json`, hidden: true });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      downloadNote.textContent = "Saved. Check it with: ginrummy verify FILE";
      announce("The game's record is saved.");
    } catch (err) {
      downloadNote.textContent = `The record could not be fetched: ${err.message}`;
    }
  }

  function renderShuffling() {
    const on = view.status === "shuffling";
    els.shuffling.hidden = !on;
    if (!on) return;
    const waiting = (view.fair?.awaiting || []).filter((s) => s !== view.seat);
    const who = view.names?.[1 - view.seat] || "your opponent";
    els.shufflingText.textContent = waiting.length
      ? `Shuffling: each player adds a seed of their own\u2026 waiting for ${who}\u2019s.`
      : "Shuffling: each player adds a seed of their own\u2026";
  }

  return {
    /** A new state: send a seed if one is wanted, keep what was seen, check a finished hand. */
    update(newView) {
      view = newView;
      if (!view.fair) {
        els.box.hidden = true;
        els.seedLine.hidden = true;
        els.shuffling.hidden = true;
        return;
      }
      // Each part on its own: one that fails (storage, the random source) neither keeps
      // the others from running nor, in table.js, the state from being drawn.
      for (const part of [offerSeed, collect, renderShuffling, renderBox, renderSeedLine, check]) guarded(part);
    },
    /** A new connection: a seed the server has not shown back yet is sent again (with
     * the state the server sends on every connection). */
    onOpen() {
      sent.clear();
      clearTimeout(resend.timer);
      resend = { timer: null, commitment: null, delay: RESEND_MS };
    },
    /** A `seed/...` error: the commitment moved on (the next state brings the new one). */
    onError(msg) {
      return String(msg?.code || "").startsWith("seed/");
    },
  };
}
