// The lobby (/lobby): open public tables to join, public games in play to watch, how
// many wait in each pairing pool (GET /api/lobby, every 2 seconds while the page is
// shown), and a form to create a public table.

import "./settings.js"; // first: the player's look (theme, card size, motion) before anything draws
import { api, joinRefusal, ago, clientId, gameLabel, h, loadSeat, plural, poolLabel, saveName, saveSeat, savedName } from "./common.js";
import { apiAsPlayer, currentPlayer, linkProfile, profileUrl } from "./player.js";

const POLL_MS = 2000;
const $ = (id) => document.getElementById(id);
let presets = [];
let timer = null;
let lastSummary = "";
let loading = false;

function showError(el, text) {
  el.textContent = text || "";
  el.hidden = !text;
}

/**
 * Put `items` in `list`, keeping the keyboard focus on the same control (by its
 * `data-key`) when the list is drawn again.
 */
function fill(list, items) {
  const focused = list.contains(document.activeElement) ? document.activeElement.dataset.key : null;
  list.replaceChildren(...items);
  if (focused) list.querySelector(`[data-key="${CSS.escape(focused)}"]`)?.focus();
}

function tableItem(t) {
  const me = currentPlayer();
  const mine = loadSeat(t.room_id) || (me && t.host?.player_id === me.player_id);
  const host = t.host || {};
  const rating = host.rating === null || host.rating === undefined ? "new player" : `rating ${host.rating}`;
  const hostName = host.player_id
    ? h("a", { href: profileUrl(host.player_id) }, host.name || "Player")
    : h("span", {}, host.name || "Player");
  const action = mine
    ? h("a", { class: "btn", href: `/room/${encodeURIComponent(t.room_id)}`, "data-key": `go-${t.room_id}` }, "Your table")
    : h(
        "button",
        {
          type: "button",
          class: "btn btn-primary",
          "data-key": `join-${t.room_id}`,
          "aria-label": `Join ${host.name || "Player"}'s table (${gameLabel(t.rules, t.target, presets)})`,
          onclick: (event) => join(t.room_id, event.currentTarget),
        },
        "Join",
      );
  return h(
    "li",
    { class: "lobby-item", "data-room": t.room_id },
    h(
      "div",
      { class: "what" },
      h("span", { class: "who" }, hostName, h("span", { class: "muted" }, ` (${rating})`)),
      h("span", { class: "meta" }, gameLabel(t.rules, t.target, presets), t.created ? ` \u00b7 ${ago(t.created)}` : ""),
    ),
    action,
  );
}

function gameItem(g) {
  const names = g.names || [];
  const score = Array.isArray(g.scores) ? ` \u00b7 ${g.scores.join(" : ")}` : "";
  const watchers = Number(g.watchers) || 0;
  return h(
    "li",
    { class: "lobby-item", "data-room": g.room_id },
    h(
      "div",
      { class: "what" },
      h("span", { class: "who" }, names.join(" vs ")),
      h(
        "span",
        { class: "meta" },
        gameLabel(g.rules, g.target, presets),
        score,
        ` \u00b7 ${watchers ? `${watchers} watching` : "nobody watching"}`,
      ),
    ),
    h(
      "a",
      {
        class: "btn",
        href: `/watch/${encodeURIComponent(g.room_id)}`,
        "data-key": `watch-${g.room_id}`,
        "aria-label": `Watch ${names.join(" vs ")}`,
      },
      "Watch",
    ),
  );
}

function render(lobby) {
  const tables = lobby.tables || [];
  const games = lobby.games || [];
  const pools = Object.entries(lobby.waiting || {}).filter(([, n]) => n > 0);
  fill($("tables"), tables.map(tableItem));
  $("tables-empty").hidden = tables.length > 0;
  fill($("games"), games.map(gameItem));
  $("games-empty").hidden = games.length > 0;
  $("pools").replaceChildren(
    ...pools.map(([pool, n]) => h("div", {}, h("dt", {}, poolLabel(pool, presets)), h("dd", {}, `${n} waiting`))),
  );
  $("pools-empty").hidden = pools.length > 0;
  const waiting = pools.reduce((sum, [, n]) => sum + n, 0);
  const summary = `${plural(tables.length, "open table")}, ${plural(games.length, "game")} in play, ${waiting} waiting to be paired.`;
  if (summary !== lastSummary) {
    // Read out only when something changed, not at every refresh.
    $("lobby-live").textContent = lastSummary ? summary : "";
    lastSummary = summary;
  }
  $("lobby-updated").textContent = `${summary} Updated ${new Date().toLocaleTimeString()}.`;
  document.body.dataset.loaded = "true";
}

async function refresh() {
  if (loading) return;
  loading = true;
  clearTimeout(timer);
  try {
    render(await api("/api/lobby"));
    showError($("lobby-error"), "");
  } catch (err) {
    showError($("lobby-error"), `Could not load the lobby: ${err.message}`);
  } finally {
    loading = false;
    if (document.visibilityState === "visible") timer = setTimeout(refresh, POLL_MS);
  }
}

async function join(roomId, button) {
  button.disabled = true;
  try {
    const joined = await apiAsPlayer(
      `/api/rooms/${encodeURIComponent(roomId)}/join`,
      { method: "POST", body: { client_id: clientId(), fair: true } }, // fair: it adds seeds (fairpanel.js)
      { name: savedName() || null },
    );
    saveSeat(roomId, joined.seat, joined.token, { public: true });
    window.location.assign(`/room/${encodeURIComponent(roomId)}`);
  } catch (err) {
    button.disabled = false;
    showError($("lobby-error"), joinRefusal(err, "Someone else took that seat first."));
    refresh();
  }
}

function renderWho() {
  const player = currentPlayer();
  $("create-who").replaceChildren(
    ...(player
      ? ["You play as ", h("a", { href: profileUrl(player.player_id) }, player.name), " (change your name on the ", h("a", { href: "/" }, "start page"), ")."]
      : ["Your online name is made when you create or join a table."]),
  );
  $("create-name-field").hidden = Boolean(player);
  linkProfile();
}

async function create(event) {
  event.preventDefault();
  const errorBox = $("create-error");
  showError(errorBox, "");
  const target = Number($("create-target").value);
  if (!Number.isInteger(target) || target < 1 || target > 1000) {
    showError(errorBox, "Target score: a whole number from 1 to 1000.");
    return;
  }
  const [perMove, bank] = $("create-clock").value.split("/").map(Number);
  const body = {
    mode: "friend",
    visibility: "public",
    rules: $("create-preset").value,
    options: { game_target: target },
    clock: perMove ? { per_move: perMove, bank } : null,
    client_id: clientId(),
    fair: true, // this browser adds a seed to each deal (fairpanel.js)
  };
  const name = $("create-name").value.trim().slice(0, 24);
  if (name) saveName(name);
  const button = $("create-table");
  button.disabled = true;
  try {
    const room = await apiAsPlayer("/api/rooms", { method: "POST", body }, { name: name || null });
    saveSeat(room.room_id, room.seat, room.token, { public: true });
    window.location.assign(`/room/${encodeURIComponent(room.room_id)}`);
  } catch (err) {
    showError(errorBox, err.message);
    button.disabled = false;
  }
}

async function loadOptions() {
  try {
    const options = await api("/api/options");
    presets = options.presets || [];
    const select = $("create-preset");
    select.replaceChildren(
      ...presets.map((p) => h("option", { value: p.name, selected: p.name === options.default_preset }, p.label || p.name)),
    );
    const chosen = () => presets.find((p) => p.name === select.value);
    select.addEventListener("change", () => {
      const target = chosen()?.rules?.game_target;
      if (target) $("create-target").value = String(target);
    });
    const target = chosen()?.rules?.game_target;
    if (target) $("create-target").value = String(target);
  } catch {
    presets = [];
  }
}

$("create-form").addEventListener("submit", create);
$("create-name").value = savedName();
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") refresh();
  else clearTimeout(timer);
});
renderWho();
loadOptions().then(refresh);
