// A player's profile (/player/{player_id}): ratings per pool (provisional until 10
// games), the rating history as a chart, the record against each computer level and the
// recent games with their rating changes, the tournaments played and their places (GET
// /api/players/{id}). On your own profile:
// the players you blocked; on another's: "Never pair me with this player".
// Challenges and friends (challenges.js): on another's profile "Challenge" and
// "Follow"; on your own, the players you follow, who of them is online or playing (with
// a Watch link to a public game) and a Challenge button for each.

import "./settings.js"; // first: the player's look (theme, card size, motion) before anything draws
import { ago, api, capital, h, poolLabel, roomIdFromPath } from "./common.js";
import { lineChart } from "./chart.js";
import { currentPlayer, linkProfile, playerHeaders, profileUrl } from "./player.js";
import { challengeButton } from "./challenges.js";

const $ = (id) => document.getElementById(id);
const playerId = roomIdFromPath();
let presets = [];
let followingTimer = null;
const FOLLOWING_REFRESH_MS = 10000;

function showError(text) {
  $("profile-error").textContent = text || "";
  $("profile-error").hidden = !text;
}

function dataTable(head, rows, caption) {
  return h(
    "table",
    { class: "data-table" },
    caption ? h("caption", { class: "sr-only" }, caption) : null,
    h("thead", {}, h("tr", {}, head.map(([label, cls]) => h("th", { scope: "col", class: cls || null }, label)))),
    h("tbody", {}, rows),
  );
}

function renderRatings(ratings) {
  $("ratings").replaceChildren(
    ...ratings.map((r) =>
      h(
        "div",
        { "data-pool": r.pool },
        h("dt", {}, poolLabel(r.pool, presets)),
        h(
          "dd",
          {},
          String(r.rating),
          h("span", { class: "rd" }, ` \u00b1${r.rd}`),
          " ",
          r.provisional ? h("span", { class: "tag", title: "Fewer than 10 games: not ranked yet" }, "provisional") : null,
        ),
        h("dd", { class: "muted rd" }, `${r.games} game${r.games === 1 ? "" : "s"}`),
      ),
    ),
  );
  $("ratings-empty").hidden = ratings.length > 0;
}

/** The history by pool, oldest first; each pool starts where its first game started. */
function chartSeries(profile) {
  const history = profile.history || [];
  const byPool = new Map();
  history.forEach((p, i) => {
    if (!byPool.has(p.pool)) byPool.set(p.pool, []);
    byPool.get(p.pool).push({ x: i + 1, y: p.rating, at: p.at });
  });
  const series = [];
  for (const [pool, points] of byPool) {
    const label = poolLabel(pool, presets);
    const first = points[0];
    const start = (profile.recent || []).find((g) => g.pool === pool && g.at === first.at);
    if (start && typeof start.rating_before === "number") {
      points.unshift({ x: first.x - 1, y: start.rating_before, at: null, start: true });
    }
    for (const p of points) {
      p.title = p.start ? `${label}: ${p.y} before the first game` : `${label}: ${p.y} after game ${p.x}${p.at ? ` (${new Date(p.at).toLocaleDateString()})` : ""}`;
    }
    series.push({ label, pool, points });
  }
  return series;
}

function renderChart(profile) {
  const series = chartSeries(profile);
  const panel = $("chart-panel");
  panel.hidden = series.length === 0;
  if (!series.length) return;
  const description = series
    .map((s) => {
      const pts = s.points;
      return `${s.label}: from ${pts[0].y} to ${pts[pts.length - 1].y} over ${pts.filter((p) => !p.start).length} games`;
    })
    .join("; ");
  $("chart").replaceChildren(lineChart(series, { title: `Rating history of ${profile.name}`, description, xLabel: "game" }));
  $("chart-legend").replaceChildren(
    ...series.map((s, i) => h("li", { class: `series-${i % 5}` }, h("span", {}, s.label))),
  );
  $("chart-legend").hidden = series.length < 2;
  const rows = series.flatMap((s) =>
    s.points.filter((p) => !p.start).map((p) =>
      h("tr", {}, h("td", {}, s.label), h("td", { class: "num" }, String(p.x)), h("td", { class: "num" }, String(p.y)), h("td", {}, p.at ? new Date(p.at).toLocaleString() : "")),
    ),
  );
  $("chart-table").replaceChildren(
    dataTable([["Kind of game"], ["Game", "num"], ["Rating", "num"], ["When"]], rows, "Rating after each game"),
  );
}

function renderLevels(levels) {
  const entries = Object.entries(levels || {});
  $("levels").replaceChildren(
    entries.length
      ? dataTable(
          [["Level"], ["Won", "num"], ["Lost", "num"]],
          entries.map(([level, r]) =>
            h("tr", {}, h("th", { scope: "row" }, capital(level)), h("td", { class: "num" }, String(r.won ?? 0)), h("td", { class: "num" }, String(r.lost ?? 0))),
          ),
          "Games won and lost against each computer level",
        )
      : h("p", { class: "empty-note" }, "No rated game against the computer yet."),
  );
}

function renderRecent(recent) {
  $("recent").replaceChildren(
    recent.length
      ? dataTable(
          [["When"], ["Opponent"], ["Kind of game"], ["Result"], ["Rating", "num"]],
          recent.map((g) => {
            const change = Math.round((g.rating_after ?? 0) - (g.rating_before ?? 0));
            const sign = change > 0 ? "+" : change < 0 ? "\u2212" : "\u00b1";
            const opponent = g.opponent_id
              ? h("a", { href: profileUrl(g.opponent_id) }, g.opponent || "Player")
              : h("span", {}, `Computer (${g.opponent || "?"})`);
            return h(
              "tr",
              {},
              h("td", {}, g.at ? ago(g.at) : ""),
              h("td", {}, opponent),
              h("td", {}, g.pool ? poolLabel(g.pool, presets) : ""),
              h("td", { class: g.won ? "win" : "loss" }, g.won ? "Won" : "Lost"),
              h("td", { class: "num" }, `${sign}${Math.abs(change)} `, h("span", { class: "muted" }, `(${g.rating_before} \u2192 ${g.rating_after})`)),
            );
          }),
          "Recent rated games",
        )
      : h("p", { class: "empty-note" }, "No rated game yet."),
  );
}

// Games that counted for nothing (docs/online.md, "Fair play"): aborted before both
// players moved, or unrated because they could farm a rating.
const UNRATED_WHY = {
  "no-move": "aborted: ended before both players moved",
  "shared-address": "not rated: both players play from one address",
  "bulk-made": "not rated: a player made in a burst of new players",
};

function renderUnrated(games) {
  $("unrated-panel").hidden = !games.length;
  $("unrated").replaceChildren(
    dataTable(
      [["When"], ["Opponent"], ["Kind of game"], ["Counted as"]],
      games.map((g) =>
        h(
          "tr",
          { dataset: { outcome: g.outcome } },
          h("td", {}, g.at ? ago(g.at) : ""),
          h("td", {}, g.opponent_id ? h("a", { href: profileUrl(g.opponent_id) }, g.opponent || "Player") : g.opponent || ""),
          h("td", {}, g.pool ? poolLabel(g.pool, presets) : ""),
          h("td", {}, UNRATED_WHY[g.reason] || g.outcome),
        ),
      ),
      "Recent games that were not rated",
    ),
  );
}

function renderCoolingOff(mine) {
  const box = $("profile-cooling-off");
  const off = mine?.cooling_off;
  box.hidden = !off;
  box.textContent = off ? off.text : "";
}

/** The tournaments played (GET /api/players/{id} `tournaments`), newest first. */
function renderTournaments(tournaments) {
  $("tournaments").replaceChildren(
    tournaments.length
      ? dataTable(
          [["Tournament"], ["Format"], ["Place", "num"], ["Points", "num"], ["When"]],
          tournaments.map((t) =>
            h(
              "tr",
              { "data-tournament": t.id },
              h("td", {}, h("a", { href: `/tournaments/${encodeURIComponent(t.id)}` }, t.name)),
              h("td", {}, capital(t.format || "")),
              h("td", { class: "num" }, t.rank ? `${t.rank} of ${t.players}` : "\u2013"),
              h("td", { class: "num" }, String(t.points ?? 0)),
              h("td", {}, t.status === "finished" && t.finished ? ago(t.finished) : t.status === "running" ? "playing now" : t.status === "coming" ? "coming" : ""),
            ),
          ),
          "Tournaments played",
        )
      : h("p", { class: "empty-note" }, "No tournament yet."),
  );
}

async function renderBlocks(profile) {
  const me = currentPlayer();
  const box = $("profile-block");
  box.replaceChildren();
  $("profile-me").hidden = !(me && me.player_id === profile.player_id);
  if (!me) return;
  let mine;
  try {
    mine = await api("/api/players/me", { headers: playerHeaders(me) });
  } catch {
    return;
  }
  const blocked = mine.blocked || [];
  if (me.player_id === profile.player_id) renderCoolingOff(mine);
  if (me.player_id === profile.player_id) {
    renderFollowing();
    window.clearInterval(followingTimer); // online and playing change: look again now and then
    followingTimer = window.setInterval(renderFollowing, FOLLOWING_REFRESH_MS);
    $("blocked-panel").hidden = blocked.length === 0;
    $("blocked").replaceChildren(
      ...blocked.map((b) =>
        h(
          "li",
          { class: "lobby-item" },
          h("a", { href: profileUrl(b.player_id) }, b.name),
          h("button", { type: "button", class: "btn", onclick: () => setBlocked(b.player_id, false, profile) }, "Unblock"),
        ),
      ),
    );
    return;
  }
  const isBlocked = blocked.some((b) => b.player_id === profile.player_id);
  const following = await followList();
  const isFollowed = following.some((f) => f.player_id === profile.player_id);
  box.append(
    h(
      "div",
      { class: "profile-actions" },
      isBlocked ? null : challengeButton(profile.player_id, profile.name, { cls: "btn-primary" }),
      h(
        "button",
        { type: "button", class: "btn", id: "follow-toggle", "aria-pressed": String(isFollowed), onclick: () => setFollowed(profile.player_id, !isFollowed, profile) },
        isFollowed ? "Unfollow" : "Follow",
      ),
      h(
        "button",
        { type: "button", class: "btn", id: "block-toggle", onclick: () => setBlocked(profile.player_id, !isBlocked, profile) },
        isBlocked ? "Unblock this player" : "Never pair me with this player",
      ),
    ),
  );
}

/** The players this browser's player follows (GET /api/players/me/follows), or []. */
async function followList() {
  try {
    return (await api("/api/players/me/follows", { headers: playerHeaders() })).following || [];
  } catch {
    return [];
  }
}

async function setFollowed(id, on, profile) {
  try {
    if (on) await api("/api/players/me/follows", { method: "POST", body: { player_id: id }, headers: playerHeaders() });
    else await api(`/api/players/me/follows/${encodeURIComponent(id)}`, { method: "DELETE", headers: playerHeaders() });
  } catch (err) {
    showError(err.message);
  }
  await renderBlocks(profile);
  document.getElementById("follow-toggle")?.focus();
}

/** Your own profile: the players you follow, online or not, playing or not. */
async function renderFollowing() {
  const following = await followList();
  $("following-panel").hidden = false;
  $("following-empty").hidden = following.length > 0;
  $("following").replaceChildren(
    ...following.map((f) => {
      const state = f.playing ? "playing" : f.online ? "online" : "offline";
      const words = { playing: "playing now", online: "online", offline: "offline" }[state];
      return h(
        "li",
        { class: `lobby-item following-item is-${state}`, dataset: { player: f.player_id } },
        h(
          "span",
          { class: "what" },
          h("a", { class: "who", href: profileUrl(f.player_id) }, f.name),
          h("span", { class: "meta" }, h("span", { class: "presence-dot", "aria-hidden": "true" }), ` ${words}`),
        ),
        f.playing?.watch ? h("a", { class: "btn", href: f.playing.watch }, "Watch") : null,
        f.playing ? null : challengeButton(f.player_id, f.name),
      );
    }),
  );
}

async function setBlocked(id, on, profile) {
  try {
    if (on) await api("/api/players/me/blocks", { method: "POST", body: { player_id: id }, headers: playerHeaders() });
    else await api(`/api/players/me/blocks/${encodeURIComponent(id)}`, { method: "DELETE", headers: playerHeaders() });
  } catch (err) {
    showError(err.message);
  }
  await renderBlocks(profile);
  document.getElementById("block-toggle")?.focus();
}

async function load() {
  linkProfile();
  if (!playerId) {
    const me = currentPlayer();
    if (me) window.location.replace(profileUrl(me.player_id));
    else showError("No player here yet: play someone online or the computer first.");
    return;
  }
  try {
    presets = (await api("/api/options")).presets || [];
  } catch {
    presets = [];
  }
  let profile;
  try {
    profile = await api(`/api/players/${encodeURIComponent(playerId)}`);
  } catch (err) {
    showError(err.status === 404 ? "There is no such player." : err.message);
    return;
  }
  document.title = `${profile.name}: Gin Rummy player`;
  $("profile-name").textContent = profile.name;
  $("profile-since").textContent = profile.created ? `playing since ${new Date(profile.created).toLocaleDateString()}` : "";
  renderRatings(profile.ratings || []);
  renderChart(profile);
  renderLevels(profile.vs_levels);
  renderRecent(profile.recent || []);
  renderUnrated(profile.unrated || []);
  renderTournaments(profile.tournaments || []);
  $("profile").hidden = false;
  await renderBlocks(profile);
  document.body.dataset.loaded = "true";
}

load();
