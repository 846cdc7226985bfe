// "Play someone now": the pairing queue (docs/online.md). The start page joins the
// queue of a pool (rules preset and target), polls it every second (a poll is also the
// heartbeat that keeps the place), and goes to the table once paired, keeping the seat's
// token exactly as every other page does (common.js saveSeat).
//
// While waiting, the start page offers a game against the computer in a new tab: this
// tab keeps the place in the queue. The wait is noted in localStorage
// (`ginrummy.pairing`), so the other tab's table can say "still looking" and, when an
// opponent is found, link to the new table (pairingNotice below).

import { api, h, loadJSON, loadSeat, onStorageChange, poolLabel, saveJSON, saveSeat } from "./common.js";
import { apiAsPlayer, currentPlayer, playerHeaders } from "./player.js";

const KEY = "pairing";
const POLL_MS = 1000;
const HELD_MS = 3 * POLL_MS; // a wait polled this recently is another tab's

/** `{status: "waiting", pool, rules, target, updated}` or `{status: "paired", room_id}`. */
export function loadPairing() {
  return loadJSON(KEY);
}
function savePairing(value) {
  saveJSON(KEY, value);
}

/**
 * A steady one-second tick. A hidden tab's timers are slowed (to once a minute after a
 * while in Chromium), which would cost the place in the queue while the person plays
 * the computer in another tab; a worker's timer is not, so the tick comes from one
 * when the browser allows it.
 */
function ticker(fn) {
  let worker = null;
  try {
    worker = new Worker("/static/ticker.js");
    worker.addEventListener("message", fn);
    worker.postMessage(POLL_MS);
    return () => worker.terminate();
  } catch {
    const timer = setInterval(fn, POLL_MS);
    return () => clearInterval(timer);
  }
}

/**
 * The start page's pairing flow. `ui` holds the elements; `choice()` returns
 * `{rules, target, name}` (or throws an Error with words for the person);
 * `computerLink()` the address of a computer game for the wait.
 */
export function createPairing(ui, { choice, computerLink, presets = () => [] }) {
  let stopTick = null;
  let busy = false;
  let active = false;
  // Whether this tab holds the wait: it joined, or took over a wait no other tab keeps.
  // A second start page only follows a wait another tab holds: closing it must not
  // take that tab's place in the queue.
  let owner = false;

  function show(text) {
    ui.status.textContent = text;
  }
  function setWaiting(on) {
    active = on;
    ui.panel.hidden = !on;
    ui.button.hidden = on;
    document.body.classList.toggle("pairing", on);
    if (!on) {
      stopTick?.();
      stopTick = null;
      document.title = ui.baseTitle;
    }
  }
  function showError(text) {
    ui.error.textContent = text || "";
    ui.error.hidden = !text;
  }

  function onStatus(reply) {
    if (!active) return;
    if (reply?.status === "paired") {
      const roomId = reply.room_id;
      if (reply.token) saveSeat(roomId, reply.seat, reply.token);
      const seat = loadSeat(roomId);
      setWaiting(false);
      if (!seat) {
        // The token is given once: another tab of this browser took it and kept it, or it
        // was lost. Without it there is no seat to go to.
        savePairing(null);
        showError("An opponent was found, but this browser did not get the seat. Please try again.");
        return;
      }
      savePairing({ status: "paired", room_id: roomId, at: Date.now() });
      show("Opponent found! Going to the table...");
      ui.panel.hidden = false;
      ui.cancel.hidden = true;
      ui.alongside.hidden = true;
      window.location.assign(`/room/${encodeURIComponent(roomId)}`);
      return;
    }
    if (reply?.status === "waiting") {
      const n = Number(reply.waiting) || 1;
      const where = poolLabel(reply.pool, presets());
      show(`Looking for an opponent\u2026 ${n} waiting in this pool (${where}).`);
      const prev = loadPairing();
      savePairing({ ...(prev?.status === "waiting" ? prev : {}), status: "waiting", pool: reply.pool, updated: Date.now() });
      return;
    }
    // Not in the queue any more (left, or dropped after 20 s without a poll).
    setWaiting(false);
    savePairing(null);
    showError("You are no longer in the queue. Press \u201cPlay someone now\u201d to look again.");
  }

  async function poll() {
    if (!active || busy) return;
    busy = true;
    try {
      onStatus(await api("/api/pairing", { headers: playerHeaders() }));
    } catch (err) {
      if (err.status === 401 || err.status === 404) onStatus(null);
      else show(`Looking for an opponent\u2026 (${err.message})`);
    } finally {
      busy = false;
    }
  }

  function startPolling() {
    stopTick?.();
    stopTick = ticker(poll);
    document.title = `Looking for an opponent \u2013 ${ui.baseTitle}`;
  }

  async function join() {
    if (active) return;
    showError("");
    let chosen;
    try {
      chosen = choice();
    } catch (err) {
      showError(err.message);
      return;
    }
    ui.button.disabled = true;
    try {
      const reply = await apiAsPlayer(
        "/api/pairing",
        { method: "POST", body: { rules: chosen.rules, target: chosen.target, fair: true } }, // fair: adds seeds
        { name: chosen.name },
      );
      savePairing({ status: "waiting", rules: chosen.rules, target: chosen.target, pool: reply.pool, updated: Date.now() });
      owner = true;
      ui.alongside.href = computerLink();
      ui.cancel.hidden = false;
      ui.alongside.hidden = false;
      setWaiting(true);
      onStatus(reply);
      if (active) {
        startPolling();
        ui.cancel.focus();
      }
      ui.onIdentity?.();
    } catch (err) {
      showError(err.message);
    } finally {
      ui.button.disabled = false;
    }
  }

  async function cancel() {
    owner = false;
    setWaiting(false);
    savePairing(null);
    try {
      await api("/api/pairing", { method: "DELETE", headers: playerHeaders() });
    } catch {
      // Not in the queue any more: nothing to leave.
    }
    show("");
    ui.button.focus();
  }

  /** After a reload: back to waiting (or to the table) if this browser was in the queue. */
  async function resume() {
    const saved = loadPairing();
    if (saved?.status !== "waiting" || !currentPlayer()) return;
    if (Date.now() - (saved.updated || 0) > 60_000) {
      savePairing(null);
      return;
    }
    // Polled in the last few seconds: another tab holds the wait, this one follows it.
    owner = Date.now() - (saved.updated || 0) > HELD_MS;
    ui.alongside.href = computerLink();
    setWaiting(true);
    show("Looking for an opponent\u2026");
    await poll();
    if (active) startPolling();
  }

  ui.button.addEventListener("click", join);
  ui.cancel.addEventListener("click", cancel);
  // Leaving the page leaves the queue (a place nobody polls would be paired with a
  // table nobody sits at), from the tab that holds the wait; a reload comes back through
  // resume() if still in it.
  window.addEventListener("pagehide", () => {
    if (!active || !owner) return;
    api("/api/pairing", { method: "DELETE", headers: playerHeaders(), keepalive: true }).catch(() => {});
    savePairing(null);
  });
  return { join, cancel, resume, isActive: () => active };
}

/**
 * On the table of another game (the computer game played while waiting): "Still
 * looking for an opponent" while the start page's tab waits, then a link to the new
 * table as soon as that tab is paired.
 */
export function pairingNotice(box, { currentRoom, announce = () => {} }) {
  function render(state, fresh) {
    if (state?.status === "paired" && state.room_id !== currentRoom && loadSeat(state.room_id)) {
      if (Date.now() - (state.at || 0) > 10 * 60_000) {
        box.hidden = true;
        return;
      }
      box.replaceChildren(
        h("span", {}, "An opponent is found! "),
        h("a", { class: "btn btn-small btn-primary", href: `/room/${encodeURIComponent(state.room_id)}` }, "Go to that table"),
      );
      box.hidden = false;
      if (fresh) announce("An opponent is found. The link to the table is at the top of the page.");
    } else if (state?.status === "waiting" && Date.now() - (state.updated || 0) < 30_000) {
      box.replaceChildren(h("span", {}, "Still looking for an opponent in your other tab\u2026"));
      box.hidden = false;
    } else {
      box.hidden = true;
    }
  }
  render(loadPairing(), false);
  onStorageChange(KEY, (state) => render(state, true));
}
