// One tournament (/tournaments/{id}), live: the countdown (to the start, to the end of an
// arena) or the round of a Swiss, Join / Pause / Leave, the standings, the games in
// progress to watch and the byes. GET /api/tournaments/{id} is asked every two seconds
// (with If-None-Match: the version, so an unchanged tournament costs a 304), and at once
// whenever the tournament's socket (/ws/tournaments/{id}) says something changed.
//
// The player's own games start by themselves: while one runs the server hands its seat
// and token in `me.game` on every answer; the page keeps the token exactly as every other
// page does (common.js saveSeat, with the tournament's id so the table can lead back
// here) and goes to the table, once per game: back here after it, it does not bounce.

import "./settings.js"; // first: the player's look (theme, card size, motion) before anything draws
import { api, ApiError, copyText, h, roomIdFromPath, savedName, saveName, saveSeat } from "./common.js";
import { apiAsPlayer, currentPlayer, linkProfile, playerHeaders } from "./player.js";
import { challengeButton } from "./challenges.js";
import { refusalText as serverRefusal, t } from "./l10n.js";
import { POLL_MS, formatName, gameLine, gameWords, nameLink, nameSpan, pieces, refusalText, skew, standing, standingsRows } from "./tourney.js";

const $ = (id) => document.getElementById(id);
const tournamentId = roomIdFromPath();
const OPENED_KEY = "ginrummy.tournament.opened"; // sessionStorage: the games this tab went to

let detail = null;
let offset = 0; // the server's time minus this browser's
let version = null;
let timer = null;
let busy = false;
let lastStatus = null;
let presets = [];
// The server did not know this browser's player (forgotten, or this device signed out):
// the page is shown as to a visitor, and Join makes a new player (player.js).
let asVisitor = false;

function showError(box, text) {
  box.textContent = text || "";
  box.hidden = !text;
}
function announce(text) {
  $("t-live").textContent = text;
}

// ------------------------------------------------------------------------ fetching
/** Every this many asks, one without If-None-Match: a 304 carries no `now`, and the
 * countdown must follow the server's clock even while nothing else changes (a laptop
 * woken from sleep, a server whose clock was set). */
const FULL_EVERY = 15;
let asks = 0;

/** The tournament, or null when unchanged since `version` (a 304). */
async function fetchDetail() {
  const headers = { ...(currentPlayer() && !asVisitor ? playerHeaders() : {}) };
  asks += 1;
  if (version !== null && asks % FULL_EVERY !== 0) headers["If-None-Match"] = String(version);
  let response;
  try {
    response = await fetch(`/api/tournaments/${encodeURIComponent(tournamentId)}`, { headers, cache: "no-store" });
  } catch {
    throw new ApiError(0, t("tourney-unreachable"));
  }
  if (response.status === 304) return null;
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const code = data?.code ?? data?.detail?.code ?? null;
    const message = data?.detail?.message ?? data?.message ?? t("tourney-refused-status", { status: response.status });
    const words = serverRefusal(code, {}, typeof message === "string" ? message : String(response.status));
    throw new ApiError(response.status, words, code);
  }
  return data;
}

async function refresh() {
  clearTimeout(timer);
  if (busy) return;
  busy = true;
  let again = false;
  try {
    const data = await fetchDetail();
    if (data) show(data);
    showError($("t-error"), "");
  } catch (err) {
    if (err.status === 404) {
      showError($("t-error"), t("tourney-refused-unknown"));
      $("tournament").hidden = true;
      return;
    }
    if (err.status === 401 && !asVisitor) {
      asVisitor = true; // asked as a player the server does not know: ask as a visitor
      version = null;
      again = true;
    } else {
      showError($("t-error"), t("tourney-load-error", { error: err.message }));
    }
  } finally {
    busy = false;
  }
  if (again) refresh();
  else if (detail?.status !== "finished" || detail?.games?.some((g) => !g.result)) schedule();
}

function schedule() {
  clearTimeout(timer);
  if (document.visibilityState === "visible") timer = setTimeout(refresh, POLL_MS);
}

/** The tournament's socket (/ws/tournaments/{id}, or the path the answer names in
 * `socket`): it pushes the tournament without the player's part whenever its version
 * changes, so any message means "ask again" (with the player's header, for `me`: its
 * own game). The two-second poll goes on beside it (it is the player's presence). */
let listening = false;
function listen(path) {
  if (listening || typeof path !== "string" || !path.startsWith("/ws/")) return;
  listening = true;
  let socket;
  try {
    const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(`${scheme}//${window.location.host}${path}`);
  } catch {
    return;
  }
  socket.addEventListener("message", () => {
    version = null; // the pushed detail has no `me`: ask again with the player's header
    refresh();
  });
  // No socket here (an older server) or a dropped one: the two-second poll goes on.
  socket.addEventListener("error", () => {});
}

// ------------------------------------------------------------------------- drawing
function show(data) {
  detail = data;
  version = data.version ?? null;
  offset = skew(data.now);
  listen(data.socket || `/ws/tournaments/${encodeURIComponent(tournamentId)}`);
  document.title = t("tourney-title-named", { name: data.name });
  $("t-name").textContent = data.name;
  $("t-format").textContent = formatName(data.format);
  $("t-private").hidden = !data.private;
  // A private tournament's link is its invitation: here to copy while players may join.
  $("invite").hidden = !data.private || data.status === "finished";
  $("invite-link").value = window.location.origin + window.location.pathname;
  const by = data.organiser ? [...pieces("tourney-organised-by", {}, { name: nameLink(data.organiser) }), " \u00b7 "] : [];
  $("t-game").replaceChildren(...by, gameLine(data, presets));
  $("t-players").textContent = `\u00b7 ${t("tourney-players", { count: Number(data.players) || (data.standings || []).length })}`;
  $("scoring-note").textContent = t(data.format === "swiss" ? "tourney-scoring-swiss" : "tourney-scoring-arena");
  tick();
  const me = currentPlayer();
  const swiss = data.format === "swiss";
  // Once it is over, anyone met in the tournament can be challenged from its standings
  // (while it runs the tournament pairs its players, and a challenge would take one away).
  const challenge = me && data.status === "finished"
    ? (p) => challengeButton(p.id, p.name, { label: t("tourney-challenge"), cls: "btn-small" })
    : null;
  const rows = standingsRows(data.standings, me?.player_id ?? null, { tieBreak: swiss, challenge });
  $("tie-break-head").hidden = !swiss;
  $("standings-rows").replaceChildren(...rows);
  $("standings").hidden = rows.length === 0;
  $("standings-empty").hidden = rows.length > 0;
  renderGames(data);
  renderByes(data);
  renderActions(data);
  openMyGame(data);
  if (lastStatus !== null && lastStatus !== data.status) announce(standing(data, Date.now() + offset).label);
  lastStatus = data.status;
  $("tournament").hidden = false;
  document.body.dataset.status = data.status;
  document.body.dataset.version = String(version ?? "");
  document.body.dataset.loaded = "true";
}

/** The countdown or the round, at the server's time. */
function tick() {
  if (!detail) return;
  $("t-when").replaceChildren(...standing(detail, Date.now() + offset).nodes);
}

function renderGames(data) {
  const games = data.games || [];
  const me = currentPlayer();
  const items = games.map((g) => {
    const mine = me && (g.seats || []).some((s) => s.id === me.player_id);
    const link = g.result
      ? h("a", { class: "btn btn-small", href: g.watch || `/watch/${encodeURIComponent(g.room)}` }, t("tourney-view"))
      : mine && data.me?.game?.room === g.room
        ? h("a", { class: "btn btn-small btn-primary", href: data.me.game.url || `/room/${encodeURIComponent(g.room)}` }, t("tourney-your-game"))
        : h("a", { class: "btn btn-small", href: g.watch || `/watch/${encodeURIComponent(g.room)}` }, t("tourney-watch"));
    return h(
      "li",
      { class: "lobby-item", "data-room": g.room, "data-done": g.result ? "true" : "false" },
      h(
        "div",
        { class: "what" },
        h("span", { class: "who" }, ...gameWords(g)),
        g.round ? h("span", { class: "meta" }, t("tourney-game-round", { round: Number(g.round) })) : null,
      ),
      link,
    );
  });
  $("games").replaceChildren(...items);
  $("games-empty").hidden = items.length > 0;
  $("games-empty").textContent = t(data.status === "finished" ? "tourney-no-game-played" : "tourney-no-game-now");
}

function renderByes(data) {
  const byes = data.byes || [];
  const names = new Map((data.standings || []).map((s) => [s.player?.id, s.player?.name]));
  // [{round, players: [ids]}], oldest round first (a list of id lists, one a round, reads alike).
  const rounds = byes.map((b, i) => (Array.isArray(b) ? [i + 1, b] : [Number(b.round), b.players || []]));
  const items = rounds
    .filter(([, ids]) => ids && ids.length)
    .map(([round, ids]) => {
      const players = [].concat(ids).flatMap((id, i) => [i ? ", " : "", nameLink({ id, name: names.get(id) })]).filter(Boolean);
      return h("li", {}, ...pieces("tourney-bye-round", { round: Number(round) }, { players }));
    });
  $("byes").replaceChildren(...items);
  $("byes-panel").hidden = data.format !== "swiss" || items.length === 0;
}

function button(id, text, onclick, primary = false) {
  return h("button", { type: "button", class: primary ? "btn btn-primary" : "btn", id, onclick }, text);
}

let actionsKey = null;
function renderActions(data) {
  const mine = data.me;
  const joined = Boolean(mine?.joined);
  const row = (data.standings || []).find((s) => s.player?.id === currentPlayer()?.player_id);
  const left = Boolean(mine?.left ?? row?.left);
  const actions = [];
  let note = "";
  if (data.status === "finished") {
    note = data.winner ? pieces("tourney-note-won", {}, { winner: nameSpan(data.winner.name) }) : t("tourney-note-over");
  } else if (!joined && data.format === "swiss" && data.status === "running" && Number(data.round) > 1) {
    note = t("tourney-note-too-late");
  } else if (!joined || left) {
    actions.push(button("btn-join", t(left ? "tourney-join-again" : "tourney-join"), () => act("join"), true));
    note =
      data.status === "coming"
        ? t("tourney-note-join-coming")
        : data.format === "swiss"
          ? t("tourney-note-join-swiss")
          : "";
  } else if (mine.paused) {
    actions.push(button("btn-join", t("tourney-resume"), () => act("join"), true));
    actions.push(button("btn-leave", t("tourney-leave"), () => act("leave")));
    note = t("tourney-note-paused");
  } else {
    if (data.format === "arena") actions.push(button("btn-pause", t("tourney-pause"), () => act("pause")));
    actions.push(button("btn-leave", t("tourney-leave"), () => act("leave")));
    note = t(data.status === "coming" ? "tourney-note-in-coming" : "tourney-note-in");
  }
  // Drawn again only when they change: a poll must not take the focus off a button.
  const key = JSON.stringify([actions.map((b) => [b.id, b.textContent]), currentPlayer()?.player_id]);
  if (key !== actionsKey || $("t-actions").querySelector("button:disabled")) {
    actionsKey = key;
    $("t-actions").replaceChildren(...actions);
  }
  $("t-note").replaceChildren(...[].concat(note));
  $("join-name-field").hidden = Boolean(currentPlayer()) || actions.every((b) => b.id !== "btn-join");
}

async function act(what) {
  const box = $("action-error");
  showError(box, "");
  const name = $("join-name").value.trim().slice(0, 24);
  if (name) saveName(name);
  for (const b of $("t-actions").querySelectorAll("button")) b.disabled = true;
  try {
    const data = await apiAsPlayer(
      `/api/tournaments/${encodeURIComponent(tournamentId)}/${what}`,
      { method: "POST" },
      { create: what === "join", name: name || null },
    );
    asVisitor = false;
    linkProfile();
    if (data && data.id) show(data);
    else await refresh();
    announce(t({ join: "tourney-said-join", pause: "tourney-said-pause", leave: "tourney-said-leave" }[what]));
    $(what === "join" ? (detail?.me?.paused ? "btn-join" : "btn-leave") : "btn-join")?.focus();
  } catch (err) {
    showError(box, refusalText(err));
    for (const b of $("t-actions").querySelectorAll("button")) b.disabled = false;
  }
}

// ------------------------------------------------------------- the player's own game
function openedGames() {
  try {
    return JSON.parse(window.sessionStorage.getItem(OPENED_KEY) || "[]");
  } catch {
    return [];
  }
}
function markOpened(room) {
  try {
    window.sessionStorage.setItem(OPENED_KEY, JSON.stringify([...openedGames(), room].slice(-50)));
  } catch {
    // No session storage: the page may open the game again after it; harmless.
  }
}

/** `me.game`: keep its seat and token as the table expects, and go there once. */
function openMyGame(data) {
  const game = data.me?.game;
  const box = $("my-game");
  if (!game || !game.room) {
    box.hidden = true;
    return;
  }
  const url = game.url || `/room/${encodeURIComponent(game.room)}`;
  if (game.token) saveSeat(game.room, game.seat, game.token, { tournament: tournamentId });
  box.replaceChildren(
    h("span", {}, `${t("tourney-game-on")} `),
    h("a", { class: "btn btn-primary", id: "my-game-link", href: url }, t("tourney-go-to-table")),
  );
  box.hidden = false;
  if (!openedGames().includes(game.room)) {
    markOpened(game.room);
    announce(t("tourney-game-starting"));
    window.location.assign(url);
  }
}

// ------------------------------------------------------------------------- start
async function start() {
  linkProfile();
  $("join-name").value = savedName();
  if (!tournamentId) {
    showError($("t-error"), t("tourney-refused-unknown"));
    return;
  }
  try {
    presets = (await api("/api/options")).presets || [];
  } catch {
    presets = [];
  }
  $("copy-invite").addEventListener("click", async () => {
    const copied = await copyText($("invite-link").value, $("invite-link"));
    $("copy-invite").textContent = copied ? t("tourney-copied") : t("tourney-copy");
  });
  setInterval(tick, 1000);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") refresh();
    else clearTimeout(timer);
  });
  await refresh();
}

start();
