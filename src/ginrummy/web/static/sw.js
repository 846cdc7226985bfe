// The service worker: keeps this site's own pages and files, so that the start page and
// the table's files load without a network, and so the site can be installed on a
// phone's home screen (with manifest.webmanifest). Registered by pwa.js.
//
// The server sends this file at /sw.js (scope "/") with `self.GINRUMMY_BUILD` put in
// front: `{version, files}`, the package version with a digest of the static files, and
// the files to keep. A new version is a new cache; the old ones are deleted.
//
// Pages, files and the pages' words (/l10n/) are fetched from the network first (so a
// page is never older than the server), and taken from the cache only when the network
// fails or is slow. The API (/api/...), the sockets and everything else are left alone:
// the worker never answers them, so nothing about a game or a player is ever kept here.

const BUILD = self.GINRUMMY_BUILD || { version: "dev", files: [] };
const PREFIX = "ginrummy-";
const CACHE = PREFIX + BUILD.version;
const KEPT = new Set(BUILD.files);
/** How long a page waits for the network before a kept copy is shown instead. */
const NETWORK_WAIT_MS = 4000;

/** Pages served by routes: where each kept copy is found when offline. */
const PAGE_FILES = [
  ["/room/", "/static/room.html"],
  ["/join/", "/static/join.html"],
  ["/watch/", "/static/watch.html"],
  ["/player/", "/static/profile.html"],
  ["/lobby", "/static/lobby.html"],
  ["/tournaments/", "/static/tournament.html"],
  ["/tournaments", "/static/tournaments.html"],
  ["/leaderboard", "/static/leaderboard.html"],
  ["/rules", "/static/rules.html"],
  ["/stats", "/stats"],
];
/** The pages' words (/l10n/<lang>.ftl): each kept as it is fetched, so a page shown
 * offline speaks its language, not message ids. A handful at most, one a language. */
const CATALOGS = "/l10n/";
/** Paths that are never pages to keep, even when opened in a tab. */
const NOT_PAGES = ["/api/", "/ws/", "/docs", "/openapi.json", "/metrics", "/healthz", "/sw.js"];

self.addEventListener("install", (event) => {
  // One file that fails (the server is restarting) must not stop the others.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(BUILD.files.map((path) => cache.add(path).catch(() => null))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    if (NOT_PAGES.some((p) => url.pathname.startsWith(p))) return;
    event.respondWith(networkFirst(request, url.pathname, offlineCopy(url.pathname)));
  } else if (url.pathname.startsWith("/static/") || url.pathname.startsWith(CATALOGS)) {
    event.respondWith(networkFirst(request, url.pathname, null));
  }
});

/** The kept page to show for `path` when the network fails: the file the route serves. */
function offlineCopy(path) {
  const found = PAGE_FILES.find(([prefix]) => path.startsWith(prefix));
  return found ? found[1] : "/";
}

async function networkFirst(request, path, fallback) {
  const cache = await caches.open(CACHE);
  const fetched = fetch(request).then((response) => {
    // Only the listed files are kept (by path, without a query), so the cache never grows.
    const keep = KEPT.has(path) || (path.startsWith(CATALOGS) && path.endsWith(".ftl"));
    if (response.ok && keep) cache.put(path, response.clone()).catch(() => null);
    return response;
  });
  fetched.catch(() => null); // a failure is handled below; never an unhandled rejection
  const kept = async () => (await cache.match(path)) || (fallback ? await cache.match(fallback) : undefined);
  let timer;
  const slow = new Promise((resolve) => {
    timer = setTimeout(resolve, NETWORK_WAIT_MS, "slow");
  });
  try {
    const first = await Promise.race([fetched, slow]);
    if (first !== "slow") return first;
    // A slow network: this very page's kept copy now if there is one, else keep
    // waiting. Never the file a route serves (`fallback`): that is the page unworded,
    // in English, where the server would answer in the reader's language; it is for a
    // network that is away, below.
    return (await cache.match(path)) || (await fetched);
  } catch (err) {
    const copy = await kept();
    if (copy) return copy;
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
