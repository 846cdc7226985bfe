// "Play someone now": the pairing queue (docs/online.md). The start page joins the
// queue of a pool (rules preset and target), polls it every second (a poll is also the
// heartbeat that keeps the place), and goes to the table once paired, keeping the seat's
// token exactly as every other page does (common.js saveSeat).
//
// The person chooses the move clock and a rating range (the server pairs only two who
// chose the same clock, each within the other's range). A refusal (a cooling-off, say)
// is shown in words, as the server says it.
//
// While waiting, the start page offers a game against the computer in a new tab: this
// tab keeps the place in the queue. The wait is noted in localStorage
// (`ginrummy.pairing`), so the other tab's table can say "still looking" and, when an
// opponent is found, link to the new table (pairingNotice below). After a while
// (`computer_offer_after` in the server's answer) it also offers the computer *in this
// tab*: the wait is handed to the computer game's table (`heldBy: "table"`), which
// keeps polling the queue and, once a person is found, goes to that table instead,
// telling the person so (holdWait below).

import { api, h, loadJSON, loadSeat, onStorageChange, poolLabel, saveJSON, saveSeat } from "./common.js";
import { t } from "./l10n.js";
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
  let joinedAt = Date.now();

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
      if (ui.here) ui.here.hidden = true;
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
        showError(t("start-pairing-no-seat"));
        return;
      }
      savePairing({ status: "paired", room_id: roomId, at: Date.now() });
      show(t("start-pairing-found"));
      ui.panel.hidden = false;
      ui.cancel.hidden = true;
      ui.alongside.hidden = true;
      window.location.assign(`/room/${encodeURIComponent(roomId)}`);
      return;
    }
    if (reply?.status === "waiting") {
      const n = Number(reply.waiting) || 1;
      const where = poolLabel(reply.pool, presets());
      show(t("start-pairing-waiting", { count: n, pool: where }));
      const prev = loadPairing();
      savePairing({ ...(prev?.status === "waiting" ? prev : {}), status: "waiting", pool: reply.pool, updated: Date.now() });
      const after = Number(reply.computer_offer_after);
      if (ui.here && Number.isFinite(after) && Date.now() - joinedAt >= after * 1000) ui.here.hidden = false;
      return;
    }
    // Not in the queue any more (left, or dropped after 20 s without a poll).
    setWaiting(false);
    savePairing(null);
    showError(t("start-pairing-left"));
  }

  async function poll() {
    if (!active || busy) return;
    busy = true;
    try {
      onStatus(await api("/api/pairing", { headers: playerHeaders() }));
    } catch (err) {
      if (err.status === 401 || err.status === 404) onStatus(null);
      else show(t("start-pairing-looking-trouble", { error: err.message }));
    } finally {
      busy = false;
    }
  }

  function startPolling() {
    stopTick?.();
    stopTick = ticker(poll);
    document.title = t("start-pairing-title", { page: ui.baseTitle });
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
      const body = { rules: chosen.rules, target: chosen.target, fair: true }; // fair: adds seeds
      if (chosen.clock) body.clock = chosen.clock;
      if (chosen.rating_range) body.rating_range = chosen.rating_range;
      const reply = await apiAsPlayer("/api/pairing", { method: "POST", body }, { name: chosen.name });
      joinedAt = Date.now();
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
    owner = saved.heldBy !== "table" && Date.now() - (saved.updated || 0) > HELD_MS;
    ui.alongside.href = computerLink();
    setWaiting(true);
    show(t("start-pairing-looking"));
    await poll();
    if (active) startPolling();
  }

  /** The computer in this tab: the wait goes with it to the computer game's table. */
  function playHere() {
    if (!active) return;
    const saved = loadPairing();
    savePairing({ ...(saved?.status === "waiting" ? saved : {}), status: "waiting", heldBy: "table", updated: Date.now() });
    owner = false; // leaving this page must not leave the queue: the table holds it now
    setWaiting(false);
    window.location.assign(computerLink());
  }

  ui.button.addEventListener("click", join);
  ui.cancel.addEventListener("click", cancel);
  ui.here?.addEventListener("click", playHere);
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
  const replaced = sessionStorage.getItem(REPLACED_KEY);
  if (replaced) {
    sessionStorage.removeItem(REPLACED_KEY);
    if (replaced === currentRoom) {
      box.replaceChildren(h("span", {}, REPLACED_TEXT()));
      box.hidden = false;
      box.dataset.replaced = "true";
      announce(REPLACED_TEXT());
      return;
    }
  }
  const held = loadPairing();
  if (held?.status === "waiting" && held.heldBy === "table") {
    holdWait(box, currentRoom);
    return;
  }
  function render(state, fresh) {
    if (state?.status === "paired" && state.room_id !== currentRoom && loadSeat(state.room_id)) {
      if (Date.now() - (state.at || 0) > 10 * 60_000) {
        box.hidden = true;
        return;
      }
      box.replaceChildren(
        h("span", {}, t("start-pairing-notice-found") + " "),
        h("a", { class: "btn btn-small btn-primary", href: `/room/${encodeURIComponent(state.room_id)}` }, t("start-pairing-notice-go")),
      );
      box.hidden = false;
      if (fresh) announce(t("start-pairing-notice-found-said"));
    } else if (state?.status === "waiting" && Date.now() - (state.updated || 0) < 30_000) {
      box.replaceChildren(h("span", {}, t("start-pairing-notice-other-tab")));
      box.hidden = false;
    } else {
      box.hidden = true;
    }
  }
  render(loadPairing(), false);
  onStorageChange(KEY, (state) => render(state, true));
}

const REPLACED_KEY = "ginrummy.pairingReplaced";
const REPLACED_TEXT = () => t("start-pairing-notice-replaced");

/**
 * The computer game's table holds the wait handed to it by the start page: it polls the
 * queue (the heartbeat) and says so; once paired, it goes to the person's table, which
 * tells the person their computer game was set aside for it. "Stop looking" leaves the
 * queue and keeps the computer game.
 */
function holdWait(box, currentRoom) {
  let busy = false;
  let stop = null;
  const stopLooking = h("button", { type: "button", class: "btn btn-small", id: "pairing-stop" }, t("start-pairing-stop"));
  box.replaceChildren(h("span", {}, t("start-pairing-notice-holding") + " "), stopLooking);
  box.hidden = false;
  box.dataset.holding = "true";
  function end() {
    stop?.();
    stop = null;
    delete box.dataset.holding;
  }
  stopLooking.addEventListener("click", async () => {
    end();
    savePairing(null);
    box.hidden = true;
    try {
      await api("/api/pairing", { method: "DELETE", headers: playerHeaders() });
    } catch {
      // not in the queue any more: nothing to leave
    }
  });
  async function poll() {
    if (busy || !stop) return;
    busy = true;
    let reply = null;
    try {
      reply = await api("/api/pairing", { headers: playerHeaders() });
    } catch {
      reply = undefined; // a network blip: try again on the next tick
    } finally {
      busy = false;
    }
    if (reply === undefined || !stop) return;
    if (reply?.status === "waiting") {
      const saved = loadPairing();
      savePairing({ ...(saved || {}), status: "waiting", heldBy: "table", pool: reply.pool, updated: Date.now() });
      return;
    }
    end();
    if (reply?.status === "paired") {
      if (reply.token) saveSeat(reply.room_id, reply.seat, reply.token);
      if (loadSeat(reply.room_id) && reply.room_id !== currentRoom) {
        savePairing({ status: "paired", room_id: reply.room_id, at: Date.now() });
        sessionStorage.setItem(REPLACED_KEY, reply.room_id);
        window.location.assign(`/room/${encodeURIComponent(reply.room_id)}`);
        return;
      }
    }
    savePairing(null);
    box.hidden = true;
  }
  stop = ticker(poll);
  poll();
}
