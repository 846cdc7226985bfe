// What every page shares: this browser's id and seats (localStorage), calls to the
// server's JSON API with errors in plain words (the reader's language: a typed refusal
// is worded from web-errors.ftl), and small DOM helpers.

import { formatDate, lang, refusalText, t } from "./l10n.js";

export const PROTOCOL = 1;
const PREFIX = "ginrummy.";

function storageGet(key) {
  try {
    return window.localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}
function storageSet(key, value) {
  try {
    if (value === null) window.localStorage.removeItem(PREFIX + key);
    else window.localStorage.setItem(PREFIX + key, value);
  } catch {
    // Private mode or storage full: the game still works, it just won't remember.
  }
}

function randomHex(bytes) {
  const data = new Uint8Array(bytes);
  window.crypto.getRandomValues(data);
  return Array.from(data, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** This browser's random id (for statistics); made once and kept. */
export function clientId() {
  let id = storageGet("client_id");
  if (!id) {
    id = randomHex(16);
    storageSet("client_id", id);
  }
  return id;
}

export function savedName() {
  return storageGet("name") || "";
}
export function saveName(name) {
  storageSet("name", name ? name.slice(0, 40) : null);
}

/** The seat and secret token this browser holds in a room, or null. */
export function loadSeat(roomId) {
  const raw = storageGet(`room.${roomId}`);
  if (!raw) return null;
  try {
    const data = JSON.parse(raw);
    return data && typeof data.token === "string" ? data : null;
  } catch {
    return null;
  }
}
export function saveSeat(roomId, seat, token, extra = {}) {
  storageSet(`room.${roomId}`, JSON.stringify({ seat, token, saved: Date.now(), ...extra }));
}
export function forgetSeat(roomId) {
  storageSet(`room.${roomId}`, null);
}
/** Every room this browser holds a seat in, newest first: [{roomId, seat, token, saved}]. */
export function listSeats() {
  const found = [];
  try {
    const store = window.localStorage;
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (!key || !key.startsWith(PREFIX + "room.")) continue;
      const roomId = key.slice((PREFIX + "room.").length);
      const seat = loadSeat(roomId);
      if (seat) found.push({ roomId, ...seat });
    }
  } catch {
    return [];
  }
  return found.sort((a, b) => (b.saved || 0) - (a.saved || 0));
}

/** Runs `part`; what it throws is reported as the page's error (the console, the tests'
 * pageerror) once the caller is done, instead of stopping the parts after it: one part
 * of handling a state that fails must not keep the others (drawing it) from running. */
export function guarded(part) {
  try {
    part();
  } catch (err) {
    setTimeout(() => {
      throw err;
    });
  }
}

/** A JSON value kept under `ginrummy.{key}`, or null. */
export function loadJSON(key) {
  const raw = storageGet(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
export function saveJSON(key, value) {
  storageSet(key, value === null || value === undefined ? null : JSON.stringify(value));
}
/** Call `fn(value)` when another tab changes `ginrummy.{key}`. */
export function onStorageChange(key, fn) {
  window.addEventListener("storage", (event) => {
    if (event.key !== PREFIX + key) return;
    let value = null;
    try {
      value = event.newValue ? JSON.parse(event.newValue) : null;
    } catch {
      value = null;
    }
    fn(value);
  });
}

export function getPref(key, fallback) {
  const v = storageGet(`pref.${key}`);
  return v === null ? fallback : v;
}
export function setPref(key, value) {
  storageSet(`pref.${key}`, String(value));
}

/** An error from the server, with a message fit to show. */
export class ApiError extends Error {
  constructor(status, message, code = null, details = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details; // the refusal's typed fields beside code and message
  }
}

/**
 * A refusal's words: the server's typed `code` worded by the catalogs (web-errors.ftl,
 * `error-<code>`, its details as arguments), else the server's own (English) message,
 * else a word for the status.
 */
function errorText(status, body) {
  if (body && typeof body === "object") {
    const { code, message, ...details } = body;
    const nested = body.detail && typeof body.detail === "object" && !Array.isArray(body.detail) ? body.detail : null;
    const typed = code ?? nested?.code;
    const detail = body.detail ?? body.error ?? body.message;
    let english = null;
    if (typeof detail === "string") english = detail;
    else if (detail && typeof detail === "object") {
      if (typeof detail.message === "string") english = detail.message;
      else if (Array.isArray(detail) && detail[0] && detail[0].msg) {
        const where = (detail[0].loc || []).slice(1).join(".");
        english = where ? `${where}: ${detail[0].msg}` : detail[0].msg;
      }
    }
    // An English page keeps the server's own sentence (it may name a number the code's
    // words leave out); any other language words the code.
    if (typed && (lang !== "en" || english === null)) {
      const worded = refusalText(typed, nested ? { ...nested, ...details } : details, english ?? "");
      if (worded) return worded;
    }
    if (english !== null) return english;
  }
  if (status === 404) return t("error-client-not-found");
  if (status === 409) return t("error-client-seats-taken");
  if (status >= 500) return t("error-client-server");
  return t("error-client-refused", { status });
}

/**
 * Why a seat could not be taken, in words: `taken` when someone was quicker (409
 * `room/full`), the server's own words for a player's own rated table, else the error's.
 */
export function joinRefusal(err, taken) {
  if (err.code === "room/own_table") return t("error-room-own_table");
  return err.status === 409 ? taken : err.message;
}

/**
 * `path` asking for the page's language: the server words what it sends (preset names,
 * option labels) in the request's language, and a page opened with `?lang=` has no
 * cookie saying so. English asks for nothing (the server's default; tests that stand in
 * for an answer match the bare address).
 */
function inPageLanguage(path) {
  if (lang === "en" || /[?&]lang=/.test(path)) return path;
  return `${path}${path.includes("?") ? "&" : "?"}lang=${encodeURIComponent(lang)}`;
}

/**
 * Call the JSON API: `api("/api/rooms", {method: "POST", body: {...}})`. `headers` are
 * added to the request (the player's `X-Player`, see player.js); `keepalive` lets a
 * request outlive the page (leaving the pairing queue as the page closes).
 */
export async function api(path, { method = "GET", body = undefined, headers = {}, keepalive = false } = {}) {
  let response;
  try {
    response = await fetch(inPageLanguage(path), {
      method,
      headers: body === undefined ? { ...headers } : { "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      keepalive,
    });
  } catch {
    throw new ApiError(0, t("error-client-offline"));
  }
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const code = data && typeof data === "object" ? (data.code ?? data.detail?.code ?? null) : null;
    const { code: _code, message: _message, ...details } = data && typeof data === "object" ? data : {};
    throw new ApiError(response.status, errorText(response.status, data), code, details);
  }
  return data;
}

/** "1 card", "3 cards". */
export function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
/** The text with its first letter in capitals. */
export function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** "standard-100" -> "Standard, to 100" (with the presets of GET /api/options). */
export function poolLabel(pool, presets = []) {
  const m = /^(.*)-(\d+)$/.exec(String(pool || ""));
  if (!m) return String(pool || "");
  return gameLabel(m[1], m[2], presets);
}
/** A rules preset and target in words: "Oklahoma, to 150". */
export function gameLabel(rules, target, presets = []) {
  const preset = presets.find((p) => p.name === rules);
  const name = preset?.label || (rules ? capital(String(rules)) : t("start-gin-rummy"));
  return target ? t("start-game-to", { name, target: String(target) }) : name;
}

/** "just now", "5 min ago", "3 h ago", or the date, for an ISO time. */
export function ago(iso) {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  const s = Math.max(0, (Date.now() - time) / 1000);
  if (s < 60) return t("start-ago-now");
  if (s < 3600) return t("start-ago-minutes", { count: Math.floor(s / 60) });
  if (s < 86400) return t("start-ago-hours", { count: Math.floor(s / 3600) });
  return formatDate(time, { dateStyle: "short" });
}

/** The last part of the page's path: /room/abc -> "abc". */
export function roomIdFromPath() {
  const parts = window.location.pathname.split("/").filter(Boolean);
  const last = parts.length >= 2 ? parts[parts.length - 1] : null;
  if (last) return decodeURIComponent(last);
  return new URLSearchParams(window.location.search).get("room");
}

/** `h("button", {class: "x", onclick: f}, "text", child)`. */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2), value);
    } else if (key === "class") {
      el.className = value;
    } else if (key === "dataset") {
      Object.assign(el.dataset, value);
    } else if (value === true) {
      el.setAttribute(key, "");
    } else {
      el.setAttribute(key, String(value));
    }
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

/** Copy text to the clipboard (falls back to selecting it where that is not allowed). */
export async function copyText(text, input = null) {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through
  }
  if (input) {
    input.focus();
    input.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    }
  }
  return false;
}

/** An absolute URL for a path or URL the server gave. */
export function absoluteUrl(pathOrUrl) {
  try {
    return new URL(pathOrUrl, window.location.origin).href;
  } catch {
    return pathOrUrl;
  }
}
