// The page's language: the words the scripts write, from the same Fluent catalogs the
// terminal reads (src/ginrummy/locales), formatted by @fluent/bundle (vendored).
//
// The server has already chosen the language (?lang=, the ginrummy_lang cookie, else
// Accept-Language), set <html lang dir> and translated the page's own words (the
// elements with data-l10n-id); this module loads /l10n/<lang>.ftl once (a top-level
// await, so every module that imports it finds the words ready) and gives the rest:
//
//   t("lobby-waiting", { count: 3 })   a message, plurals and numbers by CLDR (Intl)
//   translate(element)                 data-l10n-id on markup a script made
//   formatDate(value, options)         dates and times by Intl, never by hand
//   refusalText(code, details, fallback)  a server's typed refusal in words
//
// and the language menu every page shows (installLanguageMenu), which keeps the choice
// per browser (a cookie the server reads, and localStorage) and, for a known player,
// with the player's identity (player.js, through onLanguageChosen), so another device
// the identity is carried to speaks it too.

import { FluentBundle, FluentResource } from "./vendor/fluent-bundle/index.js";

const root = document.documentElement;

/** The page's language, as the server chose it ("en", "fr", "pt-BR", "ar", ...). */
export const lang = root.lang || "en";
/** "rtl" for a language written right to left, else "ltr". */
export const dir = root.dir === "rtl" ? "rtl" : "ltr";

/** The languages offered, each by its own name (src/ginrummy/i18n.py LANGUAGE_NAMES). */
export const LANGUAGES = Object.freeze([
  ["en", "English"],
  ["es", "Español"],
  ["fr", "Français"],
  ["de", "Deutsch"],
  ["it", "Italiano"],
  ["pt-BR", "Português (Brasil)"],
  ["ar", "العربية"],
]);

const COOKIE = "ginrummy_lang";
const STORED = "ginrummy.lang";
const YEAR = 365 * 24 * 3600;

async function loadBundle(tag) {
  const response = await fetch(`/l10n/${encodeURIComponent(tag)}.ftl`);
  if (!response.ok) throw new Error(`no catalog for ${tag} (${response.status})`);
  // Isolating marks keep a name or a number in an Arabic sentence from reordering it;
  // in a left-to-right language they would only be invisible noise in copied text.
  const bundle = new FluentBundle(tag === "en-XA" ? "en" : tag, { useIsolating: dir === "rtl" });
  const errors = bundle.addResource(new FluentResource(await response.text()));
  for (const error of errors) console.warn("l10n:", error.message);
  return bundle;
}

/** The page's language first, English behind it for any message it lacks. */
const bundles = [];
try {
  const tags = lang === "en" ? ["en"] : [lang, "en"];
  const loaded = await Promise.allSettled(tags.map(loadBundle));
  for (const result of loaded) if (result.status === "fulfilled") bundles.push(result.value);
} catch (error) {
  console.warn("l10n: no catalogs", error);
}

/** Whether any catalog has message `id`. */
export function has(id) {
  return bundles.some((b) => b.hasMessage(id));
}

/**
 * Message `id` with `args` (numbers as numbers, so plurals and digits follow the
 * language); the id itself when no catalog has it (a visible slip, never a crash).
 */
export function t(id, args = {}) {
  for (const bundle of bundles) {
    const message = bundle.getMessage(id);
    if (message && message.value) {
      const errors = [];
      const text = bundle.formatPattern(message.value, args, errors);
      if (errors.length) console.warn("l10n:", id, errors[0].message);
      return text;
    }
  }
  console.warn("l10n: no message", id);
  return id;
}

/** Attribute `name` of message `id` (".aria-label", ".title"), or null. */
export function attr(id, name, args = {}) {
  for (const bundle of bundles) {
    const message = bundle.getMessage(id);
    if (message) {
      const pattern = message.attributes[name];
      return pattern ? bundle.formatPattern(pattern, args, []) : null;
    }
  }
  return null;
}

function applyTo(element) {
  const id = element.getAttribute("data-l10n-id");
  let args = {};
  const raw = element.getAttribute("data-l10n-args");
  if (raw) {
    try {
      args = JSON.parse(raw) || {};
    } catch {
      args = {};
    }
  }
  for (const bundle of bundles) {
    const message = bundle.getMessage(id);
    if (!message) continue;
    if (message.value) element.textContent = bundle.formatPattern(message.value, args, []);
    for (const [name, pattern] of Object.entries(message.attributes)) {
      element.setAttribute(name, bundle.formatPattern(pattern, args, []));
    }
    return;
  }
}

/** Give every element under `node` (and `node` itself) with data-l10n-id its words. */
export function translate(node) {
  if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_NODE) return node;
  if (node.hasAttribute?.("data-l10n-id")) applyTo(node);
  for (const element of node.querySelectorAll("[data-l10n-id]")) applyTo(element);
  return node;
}

/** Set an element's message (and translate it now). */
export function setL10n(element, id, args = undefined) {
  element.setAttribute("data-l10n-id", id);
  if (args) element.setAttribute("data-l10n-args", JSON.stringify(args));
  else element.removeAttribute("data-l10n-args");
  applyTo(element);
}

/** Intl's locale for this page (the pseudo-locale formats as English). */
export const intlLocale = lang === "en-XA" ? "en" : lang;

const ACCENTED = "ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ";
const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * Text Intl made, as the pseudo-locale shows it: accented like its catalog (i18n.py
 * pseudo_text), so a date that went through formatDate is told from one written by hand.
 */
const PSEUDO_LETTERS = new Map([...PLAIN].map((c, i) => [c, [...ACCENTED][i]]));

function pseudoIntl(text) {
  if (lang !== "en-XA") return text;
  return [...text].map((c) => PSEUDO_LETTERS.get(c) ?? c).join("");
}

/** A date or time in the page's language: `formatDate(ms, {dateStyle: "medium"})`. */
export function formatDate(value, options = { dateStyle: "medium" }) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return pseudoIntl(new Intl.DateTimeFormat(intlLocale, options).format(date));
}

/** A relative time in the page's language: `formatRelative(-3, "minute")`. */
export function formatRelative(value, unit, options = { numeric: "auto" }) {
  return pseudoIntl(new Intl.RelativeTimeFormat(intlLocale, options).format(value, unit));
}

/** A number in the page's language (digits, separators): `formatNumber(1234.5)`. */
export function formatNumber(value, options = {}) {
  return pseudoIntl(new Intl.NumberFormat(intlLocale, options).format(value));
}

/**
 * A server's typed refusal in words: message `error-<code>` (the code's "/" and "."
 * read as "-") with the refusal's details as arguments, else the server's English
 * `fallback`. The server keeps sending its English message for programs and logs.
 */
export function refusalText(code, details = {}, fallback = "") {
  if (code) {
    const id = "error-" + String(code).replace(/[/.]/g, "-");
    if (has(id)) return t(id, details);
  }
  return fallback;
}

function readCookie() {
  const found = document.cookie.split("; ").find((c) => c.startsWith(COOKIE + "="));
  return found ? decodeURIComponent(found.slice(COOKIE.length + 1)) : null;
}

/** Whether this browser has chosen a language of its own (the cookie, or localStorage). */
export function chosenHere() {
  if (readCookie()) return true;
  try {
    return Boolean(window.localStorage.getItem(STORED));
  } catch {
    return false;
  }
}

/**
 * Keep `tag` as this browser's language, from its next page on: the cookie the server
 * reads, and localStorage (which gives the cookie back if it is cleared). The promise
 * settles once the service worker's copies of pages in another language are gone
 * (`dropPagesNotIn`); it never rejects.
 */
export function keepLanguage(tag) {
  if (!LANGUAGES.some(([known]) => known === tag)) return Promise.resolve();
  document.cookie = `${COOKIE}=${encodeURIComponent(tag)}; path=/; max-age=${YEAR}; SameSite=Lax`;
  try {
    window.localStorage.setItem(STORED, tag);
  } catch {
    // private mode: the cookie alone keeps it
  }
  if (tag === pendingTag) return pendingDrop; // dropped already, or under way
  pendingTag = tag;
  pendingDrop = dropPagesNotIn(tag);
  return pendingDrop;
}

/** The last language kept on this page, and its drop of pages in other languages: a
 * reload awaits that drop rather than starting a second one (each refetches the pages). */
let pendingTag = null;
let pendingDrop = Promise.resolve();

/** The service worker's caches (sw.js names each "ginrummy-<build>"). */
const KEPT_PREFIX = "ginrummy-";

/** Each of the service worker's caches, open. */
async function keptCaches() {
  const names = (await caches.keys()).filter((name) => name.startsWith(KEPT_PREFIX));
  return Promise.all(names.map((name) => caches.open(name)));
}

/**
 * Forget the service worker's kept copies of pages in another language than `tag`, and
 * fetch each again (in `tag` now: the cookie says it) to keep in its place.
 *
 * Why: sw.js keeps the pages as the server last sent them, in the language of that
 * day, and shows a copy when the network is slow or away. After a switch of language
 * such a copy is the old language: shown on a slow network it would undo the switch. A
 * copy says its language (the server's Content-Language); the files (scripts, styles)
 * say none and stay, and so do the kept catalogs (/l10n/, each one language's words).
 * Offline nothing is dropped: an old copy is then the only page there is. The promise
 * settles once the old copies are gone, not the new ones kept.
 */
export async function dropPagesNotIn(tag) {
  if (!("caches" in window) || navigator.onLine === false) return;
  try {
    for (const cache of await keptCaches()) {
      for (const request of await cache.keys()) {
        const kept = (await cache.match(request))?.headers.get("Content-Language");
        const words = new URL(request.url).pathname.startsWith("/l10n/"); // a catalog, not a page
        if (!kept || kept === tag || words) continue;
        await cache.delete(request);
        cache.add(request.url).catch(() => null); // kept again when it comes
      }
    }
  } catch {
    // no cache storage here (an insecure origin, private mode): nothing kept to drop
  }
  keepCatalogs([tag]);
}

/**
 * Have the service worker's caches keep the catalogs of `tags` (/l10n/<tag>.ftl) where
 * they lack them, so a page shown offline has its words (the worker keeps a catalog a
 * page it controls fetches; this covers the first page, which it did not control yet,
 * and a language chosen since). Resolves when the missing ones are fetched; never
 * rejects.
 */
export async function keepCatalogs(tags) {
  if (!("caches" in window)) return;
  try {
    const adds = [];
    for (const cache of await keptCaches()) {
      for (const tag of new Set(tags)) {
        const path = `/l10n/${encodeURIComponent(tag)}.ftl`;
        if (!(await cache.match(path))) adds.push(cache.add(path).catch(() => null));
      }
    }
    await Promise.all(adds);
  } catch {
    // no cache storage: nothing to keep
  }
}

/** How long a reload waits for the old language's kept pages to go. */
const DROP_WAIT_MS = 1000;

/** This page again, in the language kept (an address's ?lang= would outrank it), once
 * no kept copy of a page in another language is left to stand in for it (the drop
 * `keepLanguage` started, awaited 1 s at most: a slow cache never holds a switch). */
export async function reloadInKeptLanguage() {
  const kept = readCookie();
  if (kept) await Promise.race([keepLanguage(kept), new Promise((resolve) => setTimeout(resolve, DROP_WAIT_MS))]);
  const url = new URL(window.location.href);
  url.searchParams.delete("lang");
  window.location.replace(url.toString());
}

/** How long the page waits for the player's record to take a choice before it reloads. */
const SAVE_WAIT_MS = 3000;

/**
 * Choose `tag` for this browser (`keepLanguage`) and, when the page knows the player,
 * for the player's record too (`onChoose`: the menu runs the `onLanguageChosen` hooks,
 * player.js's among them); then the page is loaded again in it. The record is waited
 * for a short while only: a server away or slow never holds the switch back.
 */
export async function chooseLanguage(tag, onChoose = null) {
  keepLanguage(tag);
  if (onChoose) {
    let timer = null;
    try {
      await Promise.race([
        onChoose(tag),
        new Promise((resolve) => {
          timer = setTimeout(resolve, SAVE_WAIT_MS);
        }),
      ]);
    } catch {
      // kept in this browser even if the server is away
    } finally {
      clearTimeout(timer);
    }
  }
  await reloadInKeptLanguage();
}

/** Hooks run with the chosen tag before the page reloads (player.js keeps it with the player). */
const chooseHooks = [];
export function onLanguageChosen(hook) {
  chooseHooks.push(hook);
}

/**
 * The language menu: a <select> listing each language by its own name, put into
 * `where`, else the page's element marked data-language-menu, else the end of the
 * site's header (a table page marks a place in its settings: its header has no room).
 * Made once per page.
 */
export function installLanguageMenu(where = null) {
  if (document.getElementById("language-menu")) return;
  const host = where || document.querySelector("[data-language-menu]") || document.querySelector(".site-header");
  if (!host) return;
  const label = document.createElement("label");
  label.className = "language-menu";
  const caption = document.createElement("span");
  caption.className = "sr-only";
  caption.textContent = t("language-menu-label");
  const select = document.createElement("select");
  select.id = "language-menu";
  select.name = "language";
  select.translate = false; // each language by its own name, in every language
  const current = lang === "en-XA" ? "en" : lang;
  for (const [tag, name] of LANGUAGES) {
    const option = document.createElement("option");
    option.value = tag;
    option.lang = tag;
    option.textContent = name;
    option.selected = tag === current;
    select.append(option);
  }
  select.addEventListener("change", () => {
    chooseLanguage(select.value, async (tag) => {
      // player.js keeps the choice with the player: loaded here on a page that has
      // not loaded it (the rules page, the 404 page), so every page's menu does.
      await import("./player.js").catch(() => null);
      for (const hook of chooseHooks) await hook(tag);
    });
  });
  label.append(caption, select);
  host.append(label);
}

// A browser whose cookie was cleared but whose localStorage remembers a choice gets
// the cookie back, so the next page arrives in it.
if (!readCookie()) {
  try {
    const kept = window.localStorage.getItem(STORED);
    if (kept && LANGUAGES.some(([tag]) => tag === kept)) {
      document.cookie = `${COOKIE}=${encodeURIComponent(kept)}; path=/; max-age=${YEAR}; SameSite=Lax`;
    }
  } catch {
    // no storage: nothing to restore
  }
}

if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", () => installLanguageMenu(), { once: true });
} else {
  installLanguageMenu();
}
