// This browser's anonymous player for playing people online (docs/online.md): an id, a
// secret and a tagged name ("Ann#4821"), made once with POST /api/players and kept in
// localStorage under `ginrummy.player`. Requests made as the player carry
// `X-Player: id:secret`. No e-mail, no password: the secret is the identity, and a
// one-time code carries it to another device.

import { api, ApiError, loadJSON, saveJSON, savedName } from "./common.js";

const KEY = "player";

/** The player this browser is, `{player_id, secret, name}`, or null. */
export function currentPlayer() {
  const p = loadJSON(KEY);
  return p && typeof p.player_id === "string" && typeof p.secret === "string" ? p : null;
}

export function savePlayer(player) {
  saveJSON(KEY, { player_id: player.player_id, secret: player.secret, name: player.name });
}

export function forgetPlayer() {
  saveJSON(KEY, null);
}

/** The `X-Player` header of `player` (this browser's by default), or no header. */
export function playerHeaders(player = currentPlayer()) {
  return player ? { "X-Player": `${player.player_id}:${player.secret}` } : {};
}

/** "Ann#4821" -> "Ann": the name the person chose, without its tag. */
export function baseName(name) {
  return String(name || "").replace(/#\d+$/, "");
}

export function profileUrl(playerId) {
  return `/player/${encodeURIComponent(playerId)}`;
}

function unknownPlayer(err) {
  return err instanceof ApiError && err.status === 401;
}

/**
 * This browser's player, made now (with `name`, else the name last typed on the start
 * page, else "Player") when there is none yet.
 */
export async function ensurePlayer(name = null) {
  const have = currentPlayer();
  if (have) return have;
  const chosen = (name || savedName() || "Player").trim().slice(0, 24) || "Player";
  const made = await api("/api/players", { method: "POST", body: { name: chosen } });
  savePlayer(made);
  return made;
}

/**
 * Call the API as this browser's player (`X-Player`). With `create`, a player is made
 * first when there is none, and made anew once when the server no longer knows the
 * stored one (a new database): the request is then sent again.
 */
export async function apiAsPlayer(path, options = {}, { create = true, name = null } = {}) {
  let player = create ? await ensurePlayer(name) : currentPlayer();
  try {
    return await api(path, { ...options, headers: { ...(options.headers || {}), ...playerHeaders(player) } });
  } catch (err) {
    if (!unknownPlayer(err) || !player) throw err;
    forgetPlayer();
    if (!create) throw err;
    player = await ensurePlayer(name || baseName(player.name));
    return api(path, { ...options, headers: { ...(options.headers || {}), ...playerHeaders(player) } });
  }
}

/**
 * The player as the server knows it now (`GET /api/players/me`: the profile and the
 * blocked players), or null when there is none here. A stored player the server does
 * not know is forgotten; the name is brought up to date (a rename on another device).
 */
export async function refreshPlayer() {
  const player = currentPlayer();
  if (!player) return null;
  try {
    const me = await api("/api/players/me", { headers: playerHeaders(player) });
    if (me && me.name && me.name !== player.name) savePlayer({ ...player, name: me.name });
    return me;
  } catch (err) {
    if (unknownPlayer(err)) forgetPlayer();
    throw err;
  }
}

/** A new name (the server adds a new tag); returns the tagged name. */
export async function renamePlayer(name) {
  const player = currentPlayer();
  if (!player) return (await ensurePlayer(name)).name;
  const done = await api("/api/players/me/name", {
    method: "POST",
    body: { name },
    headers: playerHeaders(player),
  });
  savePlayer({ ...player, name: done.name });
  return done.name;
}

/** A one-time code to carry this player to another device: `{code, expires_in}`. */
export async function transferCode() {
  return api("/api/players/me/transfer", { method: "POST", headers: playerHeaders() });
}

/** Become the player of a code made on another device. */
export async function claimCode(code) {
  const player = await api("/api/players/claim", { method: "POST", body: { code: code.trim() } });
  savePlayer(player);
  return player;
}

/** Point every `[data-nav="profile"]` link at this browser's profile (hidden without one). */
export function linkProfile(root = document) {
  const player = currentPlayer();
  for (const link of root.querySelectorAll('[data-nav="profile"]')) {
    if (player) link.setAttribute("href", profileUrl(player.player_id));
    link.hidden = !player;
  }
}
