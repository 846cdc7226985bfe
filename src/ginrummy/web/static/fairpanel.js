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
import { t } from "./l10n.js";
import { nameNode, richText } from "./outcome.js";

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
/** A seed, a fingerprint or a command: as it is in every language. */
const code = (text) => h("code", { translate: "no" }, text);
/** A check's words with its hex numbers (fingerprints, seeds) shown as code. */
const HEX = /((?=[0-9a-f]*\d)[0-9a-f]{8,}\u2026?)/;
const detailNodes = (text) => String(text ?? "").split(HEX).map((piece, i) => (i % 2 ? code(piece) : piece));

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
function recall(roomId, proof, seat, owner = seat) {
  const byCommitment = loadJSON(memoryKey(roomId, proof.commitment));
  if (byCommitment && byCommitment.seat === owner) return byCommitment;
  const mine = proof.client_seeds?.[seat];
  if (!mine) return null;
  const bySeed = memories(roomId).find((m) => m.value.client_seed === mine && m.value.seat === owner);
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
 * A room for three also gives `owner(view)`, the seat a seed is remembered for (its
 * match seat: a player's hand seat changes from hand to hand, and the next deal's seed
 * is sent before the next pairing is known), and `recordPath()`, where the match's
 * record is read (`{record}`).
 */
export function createFairPanel(els, { send, roomId, announce = () => {}, owner = (v) => v.seat, recordPath = null }) {
  let view = null;
  const sent = new Set(); // commitments whose seed went out on this connection
  let resend = { timer: null, commitment: null, delay: RESEND_MS }; // the seed awaiting its answer
  const results = new Map(); // "game.hand" -> {proof, result, seen, remembered, seat, dealer}
  let shownKey = null; // the hand whose result the showdown shows
  let failed = null; // the last hand that did not verify, kept on the screen

  // The showdown's part: the button, the result line, the alert, the download.
  const status = h("p", { class: "fair-status", role: "status" });
  const alert = h("div", { class: "fair-alert", role: "alert", hidden: true });
  const button = h("button", { type: "button", class: "btn", id: "btn-fair", onclick: () => openDialog(shownKey) }, t("fairdeal-button"));
  const download = h("button", { type: "button", class: "btn", id: "btn-record", hidden: true, onclick: () => downloadRecord() }, t("fairdeal-download"));
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
    if (!memory || memory.seat !== owner(view)) {
      memory = { commitment: next.commitment, client_seed: newClientSeed(), room: roomId, seat: owner(view), sent_at: Date.now(), acked: false };
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
    const remembered = recall(roomId, proof, seat, owner(view));
    const entry = { proof, seat, dealer: view.dealer, seen, remembered, names: view.names, result: null };
    results.set(key, entry);
    try {
      entry.result = await verifyHand({ proof, remembered, seat, dealer: view.dealer, seen, events: view.events, showdown: view.showdown });
    } catch (err) {
      entry.result = { ok: false, checks: [{ name: "commitment", label: CHECK_LABELS.commitment, ok: false, detail: t("fairdeal-check-failed", { error: err.message }) }] };
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
    if (seed) parts.push(...richText("fairdeal-seed-line", {}, { seed: code(short(seed)) }));
    const bad = failed && results.get(failed);
    if (bad && failed !== shownKey) {
      parts.push(
        " ",
        h("span", { class: "fair-warning" }, t("fairdeal-hand-failed", { hand: bad.proof.hand })),
        " ",
        h("button", { type: "button", class: "link-button", onclick: () => openDialog(failed) }, t("fairdeal-details")),
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
    status.textContent = !over ? "" : !result ? t("fairdeal-checking") : result.ok ? t("fairdeal-verified-here") : "";
    if (result && !result.ok) {
      alert.replaceChildren(h("strong", {}, t("fairdeal-failed")), " ", ...failure(result));
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
    return first ? richText("fairdeal-failure", { label: first.label }, { detail: detailNodes(first.detail) }) : [];
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
    const seedText = (s) => (s ? code(s) : t("fairdeal-no-seed"));
    const number = (label, value, mark = null) =>
      h("div", {}, h("dt", {}, label, mark ? h("span", { class: "fair-yours" }, mark) : null), h("dd", {}, value));
    const verdict = !result
      ? h("p", { class: "fair-verdict", role: "status" }, t("fairdeal-checking"))
      : result.ok
        ? h("p", { class: "fair-verdict fair-ok", role: "status" }, t("fairdeal-verified"))
        : h(
            "div",
            { class: "fair-alert", role: "alert" },
            h("strong", {}, t("fairdeal-failed")),
            " ",
            ...failure(result),
            " ",
            t("fairdeal-every-check"),
          );
    /** A seat's name as typed, or "you" / "Your opponent" in words. */
    const seatName = (s) =>
      names?.[s] ? { name: nameNode(names[s]) } : {};
    const seatFallback = (s) => (s === seat ? t("fairdeal-you") : t("fairdeal-your-opponent"));
    const parts = [
      verdict,
      h("p", {}, t("fairdeal-explain")),
      h(
        "dl",
        { class: "fair-numbers" },
        number(
          t("fairdeal-which-hand"),
          richText("fairdeal-hand-id", { game: proof.game, hand: proof.hand }, { room: code(proof.room) }),
        ),
        number(t("fairdeal-commitment"), code(proof.commitment)),
        number(t("fairdeal-server-seed"), code(proof.server_seed)),
        [0, 1].map((s) =>
          number(
            richText("fairdeal-seed-of", { name: seatFallback(s), seat: s + 1 }, seatName(s)),
            seedText(proof.client_seeds?.[s]),
            s === seat ? t("fairdeal-yours") : null,
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
                h("span", { class: "sr-only" }, t(c.ok === false ? "fairdeal-failed-check" : c.ok === null ? "fairdeal-unchecked" : "fairdeal-passed"), " "),
                h("strong", {}, c.label),
                " ",
                ...detailNodes(c.detail),
              ),
            ),
          )
        : null,
      seen?.from === "end" ? h("p", { class: "muted" }, t("fairdeal-seen-at-end")) : null,
      h("p", { class: "muted" }, richText("fairdeal-anybody", {}, { command: code("ginrummy verify") })),
    ];
    body.replaceChildren(...parts.filter(Boolean));
  }

  async function downloadRecord() {
    const game = view?.game_number;
    const held = loadSeat(roomId);
    if (!game || (!held && !recordPath)) return;
    downloadNote.textContent = t("fairdeal-fetching");
    try {
      const data = recordPath
        ? await api(recordPath())
        : await api(`/api/record/${encodeURIComponent(roomId)}/${game}?seat=${held.seat}`, {
            headers: { "X-Seat-Token": held.token },
          });
      const blob = new Blob([`${JSON.stringify(data.record, null, 2)}\n`], { type: "application/json" });
      const url = URL.createObjectURL(blob);
      const link = h("a", { href: url, download: `ginrummy-${roomId}-game${game}.json`, hidden: true });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      downloadNote.replaceChildren(...richText("fairdeal-saved", {}, { command: code("ginrummy verify FILE") }));
      announce(t("fairdeal-saved-announce"));
    } catch (err) {
      downloadNote.textContent = t("fairdeal-fetch-failed", { error: err.message });
    }
  }

  function renderShuffling() {
    const on = view.status === "shuffling";
    els.shuffling.hidden = !on;
    if (!on) return;
    const waiting = (view.fair?.awaiting || []).filter((s) => s !== view.seat);
    const name = view.names?.[1 - view.seat];
    els.shufflingText.replaceChildren(
      ...(waiting.length
        ? name
          ? richText("fairdeal-shuffling-waiting", {}, { name: nameNode(name) })
          : [t("fairdeal-shuffling-waiting-opponent")]
        : [t("fairdeal-shuffling")]),
    );
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
