// Makes the site installable and its files available offline: registers the service
// worker (/sw.js, which the server serves with the list of files to keep). Every page
// loads this module from its <head>, next to the manifest link.
//
// Nothing here is needed to play: where service workers are missing (an old browser,
// a page not on https or localhost, a private window that refuses them) the site works
// as before, online only.
//
// Every page also gets the challenge notices (challenges.js): a challenge reaches its
// player wherever on the site they are, and its poll is their presence heartbeat.

import "./challenges.js";
import { keepCatalogs, lang } from "./l10n.js";

/** The worker's registration once made (null where there is none). */
export const registration = new Promise((resolve) => {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) {
    resolve(null);
    return;
  }
  // After the page has loaded: the worker then fetches the files to keep without
  // slowing down the page's own first requests.
  const register = () =>
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).then(resolve, () => resolve(null));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
});

// The page's words kept too (its language's catalog and English behind it), so the
// page opened offline later speaks it: the worker did not control this page's own
// fetch of them when it was the first.
registration.then((made) => {
  if (made) navigator.serviceWorker.ready.then(() => keepCatalogs([lang, "en"]));
});
