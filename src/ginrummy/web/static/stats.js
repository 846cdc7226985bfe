// The statistics page (/stats): this browser's games (and, when it has an online
// player, that player's games from every device): totals, each level of the computer
// and people, streaks, the finished games newest first, and a replay of any of them.
//
// `/stats?room=ID&game=N&seat=S` opens that game's replay at once (the table's
// "Replay this game" link); `&step=K` starts at a step. The replay needs the seat's
// token, kept by this browser (`ginrummy.room.{room_id}`), or the seat's player.

import "./settings.js";
import { ApiError, api, clientId, h, loadSeat } from "./common.js";
import { currentPlayer, linkProfile, playerHeaders } from "./player.js";
import { createReplayViewer } from "./replay.js";
import { DATE_TIME, dateText, gameWords as gameLabel, nameNode, problemText, tNodes } from "./challenges.js";
import { formatNumber, t } from "./l10n.js";

const PAGE = 20;

const $ = (id) => document.getElementById(id);
let presets = []; // from GET /api/options, for the rules' names
let shown = 0; // finished games listed so far
let current = null; // {roomId, game, seat} of the replay shown

function showError(box, message) {
  box.textContent = message || "";
  box.hidden = !message;
}

/** A share as a percentage, or a dash when there is nothing to count. */
function percent(rate) {
  return rate === null || rate === undefined ? "–" : formatNumber(rate, { style: "percent", maximumFractionDigits: 0 });
}

/** A count as the page's language writes numbers. */
const num = (n) => (typeof n === "number" ? formatNumber(n, { useGrouping: false }) : String(n ?? 0));

function when(iso) {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "";
  return dateText(at, DATE_TIME);
}

/** The opponent of a finished game: the computer at its level in words, or a person's name. */
function opponentNode(game) {
  if (game.computer && game.level && game.level !== "people") {
    return h("span", {}, t("online-computer", { level: t("online-level", { level: game.level }) }));
  }
  return nameNode(game.opponent);
}

/** GET as this browser's player when it has one (a player the server forgot: without). */
async function getAsPlayer(path, headers = {}) {
  try {
    return await api(path, { headers: { ...headers, ...playerHeaders() } });
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 401 && currentPlayer())) throw err;
    return api(path, { headers });
  }
}

// ---------------------------------------------------------------------------- statistics
function renderSummary(data) {
  for (const dd of document.querySelectorAll("[data-total]")) {
    const value = data.totals[dd.dataset.total];
    dd.textContent = dd.dataset.total === "win_rate" ? percent(value) : num(value ?? 0);
  }
  for (const dd of document.querySelectorAll("[data-streak]")) {
    dd.textContent = num(data.streaks[dd.dataset.streak] ?? 0);
  }
  const player = currentPlayer();
  $("stats-who").removeAttribute("data-l10n-id");
  $("stats-who").replaceChildren(
    ...(data.player_id && player ? tNodes("stats-every-device", { name: nameNode(player.name) }) : [t("stats-this-browser")]),
  );
}

function renderLevels(data) {
  const columns = ["stats-games", "stats-wins", "stats-win-rate", "stats-gins", "stats-undercuts", "stats-knocks", "stats-takebacks"].map(
    (id) => t(id),
  );
  const numbers = (entry) => [
    entry.games,
    entry.wins,
    percent(entry.win_rate),
    entry.gins,
    entry.undercuts,
    entry.knocks,
    entry.takebacks,
  ];
  const row = (label, entry, head = "td") =>
    h(
      "tr",
      { class: entry.games ? null : "muted" },
      h("th", { scope: "row" }, label),
      numbers(entry).map((v, i) => h(head, { class: "num", "data-label": columns[i] }, num(v))),
    );
  $("levels").replaceChildren(
    h(
      "table",
      { class: "data-table levels-table stack-table" },
      h(
        "thead",
        {},
        h("tr", {}, h("th", { scope: "col" }, t("stats-against")), columns.map((c) => h("th", { scope: "col", class: "num" }, c))),
      ),
      h("tbody", {}, data.levels.map((entry) => row(t("stats-level", { level: entry.level }), entry))),
      h("tfoot", {}, row(t("stats-all-games"), data.totals)),
    ),
  );
}

function gameItem(game) {
  const result = t(game.won ? "stats-won" : "stats-lost");
  const score = h("bdi", {}, `${num(game.score[0])}–${num(game.score[1])}`);
  const meta = [
    gameLabel(game.rules, game.target, presets),
    when(game.finished),
    game.resigned ? t(game.won ? "stats-they-resigned" : "stats-resigned") : game.claimed ? t("stats-claimed") : null,
    game.aborted ? t("stats-aborted") : game.rated ? t("stats-rated") : null,
  ].filter(Boolean);
  const ids = { replay: `replay-${game.room_id}-${game.game_number}`, who: `who-${game.room_id}-${game.game_number}` };
  return h(
    "li",
    { class: "lobby-item game-item", dataset: { room: game.room_id, game: String(game.game_number) } },
    h(
      "div",
      { class: "what" },
      h(
        "span",
        { class: "who", id: ids.who },
        h("span", { class: game.won ? "win" : "loss" }, result),
        " ",
        ...tNodes("stats-game-against", { score, opponent: opponentNode(game) }),
      ),
      h("span", { class: "meta" }, meta.join(" · ")),
    ),
    h(
      "button",
      {
        type: "button",
        id: ids.replay,
        class: "btn btn-small",
        // named by its word and the game's line (a label written out would carry the
        // opponent's name into an attribute)
        "aria-labelledby": `${ids.replay} ${ids.who}`,
        onclick: () => openReplay(game.room_id, game.game_number, game.seat),
      },
      t("stats-replay"),
    ),
  );
}

async function loadHistory({ more = false } = {}) {
  const offset = more ? shown : 0;
  const query = new URLSearchParams({ client_id: clientId(), limit: String(PAGE), offset: String(offset) });
  let data;
  try {
    data = await getAsPlayer(`/api/history?${query}`);
  } catch (err) {
    showError($("stats-error"), t("stats-load-failed", { error: problemText(err) }));
    return;
  }
  showError($("stats-error"), "");
  if (!more) {
    renderSummary(data);
    renderLevels(data);
  }
  const items = data.games.map(gameItem);
  if (more) $("games").append(...items);
  else $("games").replaceChildren(...items);
  shown = offset + items.length;
  $("games-empty").hidden = shown > 0;
  $("more-games").hidden = !data.more;
}

// ---------------------------------------------------------------------------- replays
const viewer = createReplayViewer({ onStep: (step) => keepAddress(step) });

/** The replay in the page's address, so a reload (or a shared tab) comes back to it. */
function keepAddress(step = 0) {
  let query = "";
  if (current) {
    const params = new URLSearchParams({ room: current.roomId, game: String(current.game), seat: String(current.seat) });
    if (step) params.set("step", String(step));
    query = `?${params}`;
  }
  window.history.replaceState(null, "", `/stats${query}`);
}

const REFUSED = {
  "auth/bad_token": "stats-replay-other-browser",
  "game/not_finished": "stats-replay-not-finished",
  "game/not_found": "stats-replay-not-stored",
  "room/not_found": "stats-replay-not-stored",
};

async function openReplay(roomId, game, seat, step = 0) {
  const panel = $("replay");
  current = { roomId, game, seat };
  panel.hidden = false;
  $("replay-body").hidden = true;
  $("replay-title").textContent = t("stats-replay-loading");
  showError($("replay-error"), "");
  keepAddress();
  const headers = {};
  const held = loadSeat(roomId);
  if (held && Number(held.seat) === seat) headers["X-Seat-Token"] = held.token;
  let replay;
  try {
    replay = await getAsPlayer(`/api/replay/${encodeURIComponent(roomId)}/${game}?seat=${seat}`, headers);
  } catch (err) {
    $("replay-title").textContent = "";
    showError($("replay-error"), REFUSED[err.code] ? t(REFUSED[err.code]) : t("stats-replay-failed", { error: problemText(err) }));
    $("replay-heading").focus();
    return;
  }
  if (!current || current.roomId !== roomId || current.game !== game) return; // another was chosen
  const kind = gameLabel(replay.rules, replay.target, presets);
  viewer.show(replay, step);
  const line = tNodes("stats-replay-line", { summary: viewer.summary(), kind, when: when(replay.finished) });
  $("replay-title").replaceChildren(...line, replay.truncated ? ` ${t("stats-replay-truncated")}` : "");
  $("replay-body").hidden = false;
  panel.scrollIntoView({ block: "start" });
  $("replay-heading").focus({ preventScroll: true });
}

function closeReplay() {
  current = null;
  $("replay").hidden = true;
  keepAddress();
}

/** `?room=...&game=...&seat=...`: the replay asked for in the address. */
function requestedReplay() {
  const query = new URLSearchParams(window.location.search);
  const roomId = query.get("room");
  const game = Number(query.get("game"));
  if (!roomId || !Number.isInteger(game) || game < 1) return;
  const held = loadSeat(roomId);
  const seat = query.has("seat") ? Number(query.get("seat")) : Number(held?.seat ?? 0);
  openReplay(roomId, game, seat === 1 ? 1 : 0, Number(query.get("step")) || 0);
}

$("replay-close").addEventListener("click", closeReplay);
$("more-games").addEventListener("click", () => loadHistory({ more: true }));
linkProfile();
api("/api/options")
  .then((options) => {
    presets = options.presets || [];
  })
  .catch(() => null) // the rules' own names then
  .finally(() => {
    loadHistory();
    requestedReplay();
  });
