// This browser's anonymous player for playing people online (docs/online.md): an id, a
// secret and a tagged name ("Ann#4821"), made once with POST /api/players and kept in
// localStorage under `ginrummy.player`. Requests made as the player carry
// `X-Player: id:secret`. No e-mail, no password: the secret is the identity, and a
// one-time code carries it to another device.
//
// Each device signed in as the player has its own secret and a public id
// (`device_id`), which this browser also puts in the `ginrummy_device` cookie: the
// server closes the sockets of a device signed out (from another of the player's
// devices) by it. A device signed out is answered 401 `player/signed_out`: the browser
// then forgets the player and its seats and starts afresh as a new visitor, and the
// start page says why (`takeSignedOutNotice`).
//
// The language chosen in a page's menu is kept with the player too (`saveLanguage`, run
// by l10n.js's menu through `onLanguageChosen`): a device the identity is carried to
// is told it with the claim (whose answer also sets the `ginrummy_lang` cookie), and a
// device of the player that never chose a language takes it when it reads the player
// (`refreshPlayer`); each then shows its next page in it.

import { api, ApiError, forgetSeat, listSeats, loadJSON, saveJSON, savedName } from "./common.js";
import { chosenHere, keepLanguage, lang, onLanguageChosen } from "./l10n.js";

const KEY = "player";
const SIGNED_OUT_KEY = "signed_out";
const DEVICE_COOKIE = "ginrummy_device";

/** The player this browser is, `{player_id, secret, name, device_id}`, or null. */
export function currentPlayer() {
  const p = loadJSON(KEY);
  return p && typeof p.player_id === "string" && typeof p.secret === "string" ? p : null;
}

/** Name this device on the sockets it opens (see the top of this file). */
function setDeviceCookie(deviceId) {
  const ok = typeof deviceId === "string" && /^[A-Za-z0-9_-]{1,32}$/.test(deviceId);
  document.cookie = ok
    ? `${DEVICE_COOKIE}=${deviceId}; path=/; max-age=31536000; SameSite=Strict`
    : `${DEVICE_COOKIE}=; path=/; max-age=0; SameSite=Strict`;
}

export function savePlayer(player) {
  const deviceId = player.device_id || null;
  saveJSON(KEY, { player_id: player.player_id, secret: player.secret, name: player.name, device_id: deviceId });
  setDeviceCookie(deviceId);
}

export function forgetPlayer() {
  saveJSON(KEY, null);
  setDeviceCookie(null);
}

/**
 * This device was signed out (from another of the player's devices): forget the player
 * and every seat held here, and leave a notice for the start page. From now on this
 * browser is a new visitor.
 */
export function signedOutHere() {
  forgetPlayer();
  for (const { roomId } of listSeats()) forgetSeat(roomId);
  saveJSON(SIGNED_OUT_KEY, { at: Date.now() });
}

/** Whether `err` says this device was signed out. */
export function isSignedOut(err) {
  return err instanceof ApiError && err.status === 401 && err.code === "player/signed_out";
}

/** The sign-out notice left by `signedOutHere`, once (it is cleared as it is read). */
export function takeSignedOutNotice() {
  const notice = loadJSON(SIGNED_OUT_KEY);
  if (notice) saveJSON(SIGNED_OUT_KEY, null);
  return Boolean(notice);
}

setDeviceCookie(currentPlayer()?.device_id); // every page: the cookie follows the player

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
  // A language this browser chose before it was anybody goes with the new player.
  const language = chosenHere() && lang !== "en-XA" ? lang : undefined;
  const made = await api("/api/players", { method: "POST", body: { name: chosen, language } });
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
    if (isSignedOut(err)) signedOutHere();
    else forgetPlayer();
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
    const renamed = me && me.name && me.name !== player.name;
    const device = me && me.device_id && me.device_id !== player.device_id;
    if (renamed || device) savePlayer({ ...player, name: me.name || player.name, device_id: me.device_id || player.device_id });
    // The player's language, for a browser with no choice of its own: its next page.
    if (me && typeof me.language === "string" && !chosenHere()) keepLanguage(me.language);
    return me;
  } catch (err) {
    if (isSignedOut(err)) signedOutHere();
    else if (unknownPlayer(err)) forgetPlayer();
    throw err;
  }
}

/** The devices signed in as this player: `[{device_id, label, created, last_seen, this}]`. */
export async function listDevices() {
  const answer = await api("/api/players/me/devices", { headers: playerHeaders() });
  return answer.devices;
}

/** Sign out one of this player's devices (another one). */
export async function signOutDevice(deviceId) {
  return api(`/api/players/me/devices/${encodeURIComponent(deviceId)}`, { method: "DELETE", headers: playerHeaders() });
}

/** Sign out every device of this player but this one; `{signed_out: [ids]}`. */
export async function signOutOtherDevices() {
  return api("/api/players/me/devices/sign-out-others", { method: "POST", headers: playerHeaders() });
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

/**
 * Become the player of a code made on another device. The answer's `language` (the
 * player's, when one was chosen) is kept as this browser's too: the server's answer set
 * the cookie already, and localStorage gets it here.
 */
export async function claimCode(code) {
  const player = await api("/api/players/claim", { method: "POST", body: { code: code.trim() } });
  savePlayer(player);
  if (typeof player.language === "string") keepLanguage(player.language);
  return player;
}

/**
 * Keep `tag` (a language of l10n.js's LANGUAGES) with this browser's player, when there
 * is one, so the player's other devices can take it; the tag kept, or null when this
 * browser is nobody yet (then the choice stays this browser's alone).
 */
export async function saveLanguage(tag) {
  const player = currentPlayer();
  if (!player) return null;
  const done = await api("/api/players/me/language", {
    method: "POST",
    body: { language: tag },
    headers: playerHeaders(player),
    keepalive: true, // the page reloads in the new language right after
  });
  return done.language;
}

onLanguageChosen(saveLanguage);

/** Point every `[data-nav="profile"]` link at this browser's profile (hidden without one). */
export function linkProfile(root = document) {
  const player = currentPlayer();
  for (const link of root.querySelectorAll('[data-nav="profile"]')) {
    if (player) link.setAttribute("href", profileUrl(player.player_id));
    link.hidden = !player;
  }
}
