// The statistics page (/stats): this browser's games (and, when it has an online
// player, that player's games from every device): totals, each level of the computer
// and people, streaks, the finished games newest first, and a replay of any of them.
//
// `/stats?room=ID&game=N&seat=S` opens that game's replay at once (the table's
// "Replay this game" link); `&step=K` starts at a step. The replay needs the seat's
// token, kept by this browser (`ginrummy.room.{room_id}`), or the seat's player.

import "./settings.js";
import { ApiError, api, capital, clientId, gameLabel, h, loadSeat } from "./common.js";
import { currentPlayer, linkProfile, playerHeaders } from "./player.js";
import { createReplayViewer } from "./replay.js";

const PAGE = 20;
const LEVEL_LABELS = {
  easy: "Computer, easy",
  medium: "Computer, medium",
  hard: "Computer, hard",
  apprentice: "Computer, apprentice",
  master: "Computer, master",
  people: "People",
};

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
  return rate === null || rate === undefined ? "–" : `${Math.round(rate * 100)}%`;
}

function when(iso) {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return "";
  return new Date(t).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
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
    dd.textContent = dd.dataset.total === "win_rate" ? percent(value) : String(value ?? 0);
  }
  for (const dd of document.querySelectorAll("[data-streak]")) {
    dd.textContent = String(data.streaks[dd.dataset.streak] ?? 0);
  }
  const player = currentPlayer();
  $("stats-who").textContent = data.player_id && player
    ? `(${player.name}, on every device, and this browser)`
    : "(this browser)";
}

function renderLevels(data) {
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
      numbers(entry).map((v) => h(head, { class: "num" }, String(v))),
    );
  const columns = ["Games", "Wins", "Win rate", "Gins", "Undercuts", "Knocks won", "Take-backs"];
  $("levels").replaceChildren(
    h(
      "table",
      { class: "data-table levels-table" },
      h(
        "thead",
        {},
        h("tr", {}, h("th", { scope: "col" }, "Against"), columns.map((c) => h("th", { scope: "col", class: "num" }, c))),
      ),
      h("tbody", {}, data.levels.map((entry) => row(LEVEL_LABELS[entry.level] || capital(entry.level), entry))),
      h("tfoot", {}, row("All games", data.totals)),
    ),
  );
}

function gameItem(game) {
  const result = game.won ? "Won" : "Lost";
  const score = `${game.score[0]}–${game.score[1]}`;
  const meta = [
    gameLabel(game.rules, game.target, presets),
    when(game.finished),
    game.resigned ? (game.won ? "they resigned" : "resigned") : game.claimed ? "claimed" : null,
    game.aborted ? "aborted: not rated" : game.rated ? "rated" : null,
  ].filter(Boolean);
  return h(
    "li",
    { class: "lobby-item game-item", dataset: { room: game.room_id, game: String(game.game_number) } },
    h(
      "div",
      { class: "what" },
      h(
        "span",
        { class: "who" },
        h("span", { class: game.won ? "win" : "loss" }, result),
        ` ${score} against ${game.opponent}`,
      ),
      h("span", { class: "meta" }, meta.join(" · ")),
    ),
    h(
      "button",
      {
        type: "button",
        class: "btn btn-small",
        "aria-label": `Replay the game against ${game.opponent}, ${when(game.finished)}`,
        onclick: () => openReplay(game.room_id, game.game_number, game.seat),
      },
      "Replay",
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
    showError($("stats-error"), `Could not load your statistics: ${err.message}`);
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
  "auth/bad_token":
    "This game was played in another browser: replay it there, or use the same online name here " +
    '("use on another device" on the start page).',
  "game/not_finished": "This game is not over yet: replays are of finished games.",
  "game/not_found": "This game is not stored on this server.",
  "room/not_found": "This game is not stored on this server.",
};

async function openReplay(roomId, game, seat, step = 0) {
  const panel = $("replay");
  current = { roomId, game, seat };
  panel.hidden = false;
  $("replay-body").hidden = true;
  $("replay-title").textContent = "Loading the game…";
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
    showError($("replay-error"), REFUSED[err.code] || `Could not load the game: ${err.message}`);
    $("replay-heading").focus();
    return;
  }
  if (!current || current.roomId !== roomId || current.game !== game) return; // another was chosen
  const kind = gameLabel(replay.rules, replay.target, presets);
  const truncated = replay.truncated ? " (only the first steps: the game is very long)" : "";
  viewer.show(replay, step);
  $("replay-title").textContent = `${viewer.summary()} ${kind}, ${when(replay.finished)}.${truncated}`;
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
