// The tournaments (/tournaments): the running ones (time left or round n of m, players),
// the coming ones (a countdown to the start) and the last finished ones (the winner),
// from GET /api/tournaments; and the form that makes one (POST /api/tournaments), which
// shows the link of a private one to copy, since that link is its only way in.

import "./settings.js"; // first: the player's look (theme, card size, motion) before anything draws
import { api, absoluteUrl, copyText, h, savedName, saveName } from "./common.js";
import { apiAsPlayer, currentPlayer, linkProfile, profileUrl } from "./player.js";
import { refusalText, t } from "./l10n.js";
import { POLL_MS, formatLabel, gameLine, nameSpan, pieces, presetName, skew, standing } from "./tourney.js";

const $ = (id) => document.getElementById(id);
/** The list changes slowly (a tournament starts or ends): asked for every few seconds. */
const LIST_MS = 5 * POLL_MS;
let presets = [];
let offset = 0; // the server's time minus this browser's
let timer = null;

function showError(box, text) {
  box.textContent = text || "";
  box.hidden = !text;
}

function item(x) {
  const url = `/tournaments/${encodeURIComponent(x.id)}`;
  const who = x.organiser
    ? pieces("tourneys-by", {}, { name: h("a", { href: profileUrl(x.organiser.id), translate: "no" }, x.organiser.name) })
    : [t("tourneys-by-site")];
  return h(
    "li",
    { class: "lobby-item tourney-item", "data-id": x.id, "data-status": x.status },
    h(
      "div",
      { class: "what" },
      h("a", { class: "who", href: url, translate: "no" }, x.name),
      h("span", { class: "meta" }, `${formatLabel(x)} \u00b7 ${gameLine(x, presets)}`),
      h("span", { class: "meta" }, t("tourney-players", { count: Number(x.players) || 0 }), " \u00b7 ", ...who),
    ),
    h("span", { class: "when", "data-when": "" }),
  );
}

/** The countdowns and "round n of m" of every listed tournament, at the server's time. */
function tick(list) {
  const now = Date.now() + offset;
  for (const li of document.querySelectorAll(".tourney-item")) {
    const x = list.get(li.dataset.id);
    if (x) li.querySelector("[data-when]").replaceChildren(...standing(x, now).nodes);
  }
}

let shown = new Map();
async function refresh() {
  clearTimeout(timer);
  try {
    const data = await api("/api/tournaments");
    offset = skew(data.now);
    shown = new Map();
    for (const key of ["running", "coming", "finished"]) {
      const list = data[key] || [];
      for (const t of list) shown.set(t.id, t);
      $(key).replaceChildren(...list.map(item));
      $(`${key}-empty`).hidden = list.length > 0;
    }
    tick(shown);
    showError($("list-error"), "");
    document.body.dataset.loaded = "true";
  } catch (err) {
    showError($("list-error"), t("tourneys-load-error", { error: refusalText(err.code, {}, err.message) }));
  }
  if (document.visibilityState === "visible") timer = setTimeout(refresh, LIST_MS);
}

// ------------------------------------------------------------------------- the form
function chosenFormat() {
  return document.querySelector('input[name="format"]:checked')?.value || "arena";
}

function showFormat() {
  const swiss = chosenFormat() === "swiss";
  $("minutes-field").hidden = swiss;
  $("rounds-field").hidden = !swiss;
}

/** A whole number from the field within [lo, hi], or an Error in words. */
function whole(id, lo, hi, what) {
  const n = Number($(id).value);
  if (!Number.isInteger(n) || n < lo || n > hi) throw new Error(t("tourneys-whole", { field: t(what), low: lo, high: hi }));
  return n;
}

function formBody() {
  const name = $("create-name").value.trim();
  if (name.length < 3) throw new Error(t("tourneys-name-short"));
  const format = chosenFormat();
  return {
    name: name.slice(0, 48),
    format,
    preset: $("create-preset").value,
    target: whole("create-target", 1, 1000, "tourneys-field-target"),
    clock: $("create-clock").value || null,
    starts_in_minutes: whole("create-starts", 0, 1440, "tourneys-field-starts"),
    minutes: format === "arena" ? whole("create-minutes", 5, 180, "tourneys-field-lasts") : null,
    rounds: format === "swiss" ? whole("create-rounds", 1, 11, "tourneys-field-rounds") : null,
    rated: $("create-rated").checked,
    private: $("create-private").checked,
  };
}

async function create(event) {
  event.preventDefault();
  const errorBox = $("create-error");
  showError(errorBox, "");
  let body;
  try {
    body = formBody();
  } catch (err) {
    showError(errorBox, err.message);
    return;
  }
  const player = $("create-player").value.trim().slice(0, 24);
  if (player) saveName(player);
  const button = $("create-tournament");
  button.disabled = true;
  try {
    const made = await apiAsPlayer("/api/tournaments", { method: "POST", body }, { name: player || null });
    const url = made.url || `/tournaments/${encodeURIComponent(made.id)}`;
    $("created-link").value = absoluteUrl(url);
    $("created-open").href = url;
    $("created-status").replaceChildren(
      ...pieces(made.private ? "tourneys-made-private" : "tourneys-made-listed", {}, { name: nameSpan(made.name) }),
    );
    $("created").hidden = false;
    $("create-form").reset();
    showFormat();
    renderWho();
    $("created-link").focus();
    $("created-link").select();
    refresh();
  } catch (err) {
    showError(errorBox, refusalText(err.code, {}, err.message));
  } finally {
    button.disabled = false;
  }
}

function renderWho() {
  const player = currentPlayer();
  $("create-who").replaceChildren(
    ...(player
      ? pieces("tourneys-organise-as", {}, { name: h("a", { href: profileUrl(player.player_id), translate: "no" }, player.name) })
      : [t("tourneys-name-later")]),
  );
  $("create-player-field").hidden = Boolean(player);
  $("create-player").value = savedName();
  linkProfile();
}

async function loadOptions() {
  try {
    const options = await api("/api/options");
    presets = options.presets || [];
    const select = $("create-preset");
    select.replaceChildren(
      ...presets.map((p) => h("option", { value: p.name, selected: p.name === options.default_preset }, presetName(p.name, presets))),
    );
    const target = () => presets.find((p) => p.name === select.value)?.rules?.game_target;
    select.addEventListener("change", () => {
      if (target()) $("create-target").value = String(target());
    });
    if (target()) $("create-target").value = String(target());
  } catch {
    presets = [];
  }
}

$("create-form").addEventListener("submit", create);
for (const radio of document.querySelectorAll('input[name="format"]')) radio.addEventListener("change", showFormat);
$("copy-link").addEventListener("click", async () => {
  const copied = await copyText($("created-link").value, $("created-link"));
  $("copy-link").textContent = copied ? t("tourney-copied") : t("tourney-copy");
});
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") refresh();
  else clearTimeout(timer);
});
setInterval(() => tick(shown), 1000);
renderWho();
showFormat();
loadOptions().then(refresh);
