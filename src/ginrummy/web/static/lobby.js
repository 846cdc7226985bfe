// The lobby (/lobby): open public tables to join, public games in play to watch, how
// many wait in each pairing pool (GET /api/lobby, every 2 seconds while the page is
// shown), and a form to create a public table.

import "./settings.js"; // first: the player's look (theme, card size, motion) before anything draws
import { api, clientId, h, loadSeat, saveName, saveSeat, savedName } from "./common.js";
import { apiAsPlayer, currentPlayer, linkProfile, profileUrl } from "./player.js";
import { agoWords, dateText, gameWords, nameNode, poolWords, presetName, problemText, tNodes } from "./challenges.js";
import { formatNumber, t } from "./l10n.js";

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

function tableItem(table) {
  const me = currentPlayer();
  const mine = loadSeat(table.room_id) || (me && table.host?.player_id === me.player_id);
  const host = table.host || {};
  const rating =
    host.rating === null || host.rating === undefined
      ? t("lobby-host-new")
      : t("lobby-host-rating", { rating: formatNumber(host.rating, { useGrouping: false }) });
  const hostName = host.player_id
    ? nameNode(host.name, "a", { href: profileUrl(host.player_id) })
    : nameNode(host.name);
  // The button is named by its own word, the host and the game (aria-labelledby): a
  // label written out would carry the host's name into an attribute.
  const ids = { join: `join-${table.room_id}`, who: `who-${table.room_id}`, meta: `meta-${table.room_id}` };
  const action = mine
    ? h("a", { class: "btn", href: `/room/${encodeURIComponent(table.room_id)}`, "data-key": `go-${table.room_id}` }, t("lobby-your-table"))
    : h(
        "button",
        {
          type: "button",
          id: ids.join,
          class: "btn btn-primary",
          "data-key": `join-${table.room_id}`,
          "aria-labelledby": `${ids.join} ${ids.who} ${ids.meta}`,
          onclick: (event) => join(table.room_id, event.currentTarget),
        },
        t("lobby-join"),
      );
  return h(
    "li",
    { class: "lobby-item", "data-room": table.room_id },
    h(
      "div",
      { class: "what" },
      h("span", { class: "who", id: ids.who }, hostName, h("span", { class: "muted" }, ` (${rating})`)),
      h("span", { class: "meta", id: ids.meta }, gameWords(table.rules, table.target, presets), table.created ? ` \u00b7 ${agoWords(table.created)}` : ""),
    ),
    action,
  );
}

function gameItem(g) {
  const names = g.names || [];
  const score = Array.isArray(g.scores)
    ? ` \u00b7 ${g.scores.map((n) => formatNumber(n, { useGrouping: false })).join(" : ")}`
    : "";
  const watchers = Number(g.watchers) || 0;
  const ids = { watch: `watch-${g.room_id}`, who: `players-${g.room_id}` };
  return h(
    "li",
    { class: "lobby-item", "data-room": g.room_id },
    h(
      "div",
      { class: "what" },
      h("span", { class: "who", id: ids.who }, ...tNodes("lobby-versus", { first: nameNode(names[0]), second: nameNode(names[1]) })),
      h(
        "span",
        { class: "meta" },
        gameWords(g.rules, g.target, presets),
        score,
        ` \u00b7 ${t("lobby-watchers", { count: watchers })}`,
      ),
    ),
    h(
      "a",
      {
        class: "btn",
        id: ids.watch,
        href: `/watch/${encodeURIComponent(g.room_id)}`,
        "data-key": `watch-${g.room_id}`,
        "aria-labelledby": `${ids.watch} ${ids.who}`,
      },
      t("lobby-watch"),
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
    ...pools.map(([pool, n]) => h("div", {}, h("dt", {}, poolWords(pool, presets)), h("dd", {}, t("lobby-pool-waiting", { count: n })))),
  );
  $("pools-empty").hidden = pools.length > 0;
  const waiting = pools.reduce((sum, [, n]) => sum + n, 0);
  const summary = t("lobby-summary", { tables: tables.length, games: games.length, waiting });
  if (summary !== lastSummary) {
    // Read out only when something changed, not at every refresh.
    $("lobby-live").textContent = lastSummary ? summary : "";
    lastSummary = summary;
  }
  $("lobby-updated").textContent = t("lobby-updated", { summary, time: dateText(Date.now(), { timeStyle: "medium" }) });
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
    showError($("lobby-error"), t("lobby-load-failed", { error: problemText(err) }));
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
    const words =
      err.code === "room/own_table" ? t("lobby-own-table") : err.status === 409 ? t("lobby-seat-taken") : problemText(err);
    showError($("lobby-error"), words);
    refresh();
  }
}

function renderWho() {
  const player = currentPlayer();
  $("create-who").replaceChildren(
    ...(player
      ? tNodes("lobby-you-play-as", {
          name: nameNode(player.name, "a", { href: profileUrl(player.player_id) }),
          start: h("a", { href: "/" }, t("lobby-start-page")),
        })
      : [t("lobby-name-later")]),
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
    showError(errorBox, t("lobby-target-invalid"));
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
    showError(errorBox, problemText(err));
    button.disabled = false;
  }
}

async function loadOptions() {
  try {
    const options = await api("/api/options");
    presets = options.presets || [];
    const select = $("create-preset");
    select.replaceChildren(
      ...presets.map((p) => h("option", { value: p.name, selected: p.name === options.default_preset }, presetName(p.name, presets))),
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
