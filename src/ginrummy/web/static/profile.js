// A player's profile (/player/{player_id}): ratings per pool (provisional until 10
// games), the rating history as a chart, the record against each computer level and the
// recent games with their rating changes, the tournaments played and their places (GET
// /api/players/{id}). On your own profile:
// the players you blocked; on another's: "Never pair me with this player".
// Challenges and friends (challenges.js): on another's profile "Challenge" and
// "Follow"; on your own, the players you follow, who of them is online or playing (with
// a Watch link to a public game) and a Challenge button for each.

import "./settings.js"; // first: the player's look (theme, card size, motion) before anything draws
import { api, h, roomIdFromPath } from "./common.js";
import { lineChart } from "./chart.js";
import { currentPlayer, linkProfile, playerHeaders, profileUrl } from "./player.js";
import { DATE, DATE_TIME, agoWords, challengeButton, dateText, nameNode, poolWords as poolLabel, problemText, tNodes } from "./challenges.js";
import { attr, formatDate, formatNumber, formatRelative, lang, t } from "./l10n.js";

/** A rating or a count as the page's language writes numbers (no grouping: "1500"). */
const num = (n) => formatNumber(Number(n) || 0, { useGrouping: false });
const ago = agoWords;

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
  // Each cell also carries its column's name (data-label): on a phone a row is a block
  // of "name value" lines (app.css .stack-table), not a table wider than the screen.
  for (const row of rows) {
    [...row.children].forEach((cell, i) => {
      if (cell.tagName === "TD" && head[i]) cell.dataset.label = head[i][0];
    });
  }
  return h(
    "table",
    { class: "data-table stack-table" },
    caption ? h("caption", { class: "sr-only" }, caption) : null,
    h("thead", {}, h("tr", {}, head.map(([label, cls]) => h("th", { scope: "col", class: cls || null }, label)))),
    h("tbody", {}, rows),
  );
}

function provisionalWhy() {
  return attr("profile-provisional-why", "title") || "";
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
          num(r.rating),
          h("span", { class: "rd" }, ` \u00b1${num(r.rd)}`),
          " ",
          r.provisional ? h("span", { class: "tag", title: provisionalWhy() }, t("profile-provisional")) : null,
        ),
        h("dd", { class: "muted rd" }, t("profile-games", { count: r.games })),
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
      const words = { kind: label, rating: num(p.y), game: p.x };
      p.title = p.start
        ? t("profile-point-start", words)
        : p.at
          ? t("profile-point-dated", { ...words, date: dateText(p.at, DATE) })
          : t("profile-point", words);
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
      const games = pts.filter((p) => !p.start).length;
      return t("profile-chart-line", { kind: s.label, from: num(pts[0].y), to: num(pts[pts.length - 1].y), games });
    })
    .join("; ");
  $("chart").replaceChildren(lineChart(series, {
      title: t("profile-chart-title", { name: profile.name }),
      description,
      xText: (x) => t("profile-chart-game", { number: x }),
    }));
  $("chart-legend").replaceChildren(
    ...series.map((s, i) => h("li", { class: `series-${i % 5}` }, h("span", {}, s.label))),
  );
  $("chart-legend").hidden = series.length < 2;
  const rows = series.flatMap((s) =>
    s.points.filter((p) => !p.start).map((p) =>
      h(
        "tr",
        {},
        h("td", {}, s.label),
        h("td", { class: "num" }, num(p.x)),
        h("td", { class: "num" }, num(p.y)),
        h("td", {}, p.at ? dateText(p.at, DATE_TIME) : ""),
      ),
    ),
  );
  $("chart-table").replaceChildren(
    dataTable(
      [[t("profile-col-kind")], [t("profile-col-game"), "num"], [t("profile-col-rating"), "num"], [t("profile-col-when")]],
      rows,
      t("profile-chart-table"),
    ),
  );
}

function renderLevels(levels) {
  const entries = Object.entries(levels || {});
  $("levels").replaceChildren(
    entries.length
      ? dataTable(
          [[t("profile-col-level")], [t("profile-col-won"), "num"], [t("profile-col-lost"), "num"]],
          entries.map(([level, r]) =>
            h(
              "tr",
              {},
              h("th", { scope: "row" }, t("profile-level", { level })),
              h("td", { class: "num" }, num(r.won)),
              h("td", { class: "num" }, num(r.lost)),
            ),
          ),
          t("profile-levels-caption"),
        )
      : h("p", { class: "empty-note" }, t("profile-levels-empty")),
  );
}

function renderRecent(recent) {
  $("recent").replaceChildren(
    recent.length
      ? dataTable(
          [[t("profile-col-when")], [t("profile-col-opponent")], [t("profile-col-kind")], [t("profile-col-result")], [t("profile-col-rating"), "num"]],
          recent.map((g) => {
            const change = Math.round((g.rating_after ?? 0) - (g.rating_before ?? 0));
            const sign = change > 0 ? "+" : change < 0 ? "\u2212" : "\u00b1";
            const opponent = g.opponent_id
              ? nameNode(g.opponent, "a", { href: profileUrl(g.opponent_id) })
              : h("span", {}, t("online-computer", { level: t("online-level", { level: g.opponent || "?" }) }));
            return h(
              "tr",
              {},
              h("td", {}, g.at ? ago(g.at) : ""),
              h("td", {}, opponent),
              h("td", {}, g.pool ? poolLabel(g.pool, presets) : ""),
              h("td", { class: g.won ? "win" : "loss" }, t(g.won ? "profile-won" : "profile-lost")),
              h(
                "td",
                { class: "num" },
                h("bdi", {}, `${sign}${num(Math.abs(change))} `, h("span", { class: "muted" }, `(${num(g.rating_before)} \u2192 ${num(g.rating_after)})`)),
              ),
            );
          }),
          t("profile-recent-caption"),
        )
      : h("p", { class: "empty-note" }, t("profile-recent-empty")),
  );
}

// Games that counted for nothing (docs/online.md, "Fair play"): aborted before both
// players moved, or unrated because they could farm a rating.
const UNRATED_WHY = {
  "no-move": "profile-unrated-no-move",
  "shared-address": "profile-unrated-shared-address",
  "bulk-made": "profile-unrated-bulk-made",
};
const OUTCOME_WORDS = { aborted: "profile-unrated-aborted", unrated: "profile-unrated-unrated" };

function renderUnrated(games) {
  $("unrated-panel").hidden = !games.length;
  $("unrated").replaceChildren(
    dataTable(
      [[t("profile-col-when")], [t("profile-col-opponent")], [t("profile-col-kind")], [t("profile-col-counted")]],
      games.map((g) =>
        h(
          "tr",
          { dataset: { outcome: g.outcome } },
          h("td", {}, g.at ? ago(g.at) : ""),
          h("td", {}, g.opponent_id ? nameNode(g.opponent, "a", { href: profileUrl(g.opponent_id) }) : g.opponent ? nameNode(g.opponent) : ""),
          h("td", {}, g.pool ? poolLabel(g.pool, presets) : ""),
          h("td", {}, UNRATED_WHY[g.reason] ? t(UNRATED_WHY[g.reason]) : OUTCOME_WORDS[g.outcome] ? t(OUTCOME_WORDS[g.outcome]) : g.outcome),
        ),
      ),
      t("profile-unrated-caption"),
    ),
  );
}

/**
 * A cooling-off (`{reason, ends, minutes_left, text}`) in words: until when and how long
 * from now, by Intl in the page's language, and why (web-reasons.ftl). An English page
 * keeps the server's own sentence, which it has said since before the catalogs.
 */
function coolingOffText(off, now = Date.now()) {
  const ends = Date.parse(off?.ends ?? "");
  if (lang === "en" || Number.isNaN(ends)) return off?.text || "";
  const sameDay = new Date(ends).toDateString() === new Date(now).toDateString();
  const until = formatDate(ends, sameDay ? { timeStyle: "short" } : { weekday: "long", hour: "numeric", minute: "2-digit" });
  const minutes = Number.isInteger(off.minutes_left) ? off.minutes_left : Math.max(1, Math.ceil((ends - now) / 60000));
  const relative = minutes >= 120 ? formatRelative(Math.round(minutes / 60), "hour") : formatRelative(minutes, "minute");
  return t("reasons-cooling-off", { until, relative, reason: off.reason || "other" });
}

function renderCoolingOff(mine) {
  const box = $("profile-cooling-off");
  const off = mine?.cooling_off;
  box.hidden = !off;
  box.textContent = off ? coolingOffText(off) : "";
}

/** The tournaments played (GET /api/players/{id} `tournaments`), newest first. */
function renderTournaments(tournaments) {
  $("tournaments").replaceChildren(
    tournaments.length
      ? dataTable(
          [[t("profile-col-tournament")], [t("profile-col-format")], [t("profile-col-place"), "num"], [t("profile-col-points"), "num"], [t("profile-col-when")]],
          tournaments.map((tour) =>
            h(
              "tr",
              { "data-tournament": tour.id },
              h("td", {}, nameNode(tour.name, "a", { href: `/tournaments/${encodeURIComponent(tour.id)}` })),
              h("td", {}, tour.format ? t("profile-format", { format: tour.format }) : ""),
              h("td", { class: "num" }, tour.rank ? t("profile-place", { rank: tour.rank, players: tour.players }) : "\u2013"),
              h("td", { class: "num" }, num(tour.points)),
              h(
                "td",
                {},
                tour.status === "finished" && tour.finished
                  ? ago(tour.finished)
                  : tour.status === "running"
                    ? t("profile-playing-now")
                    : tour.status === "coming"
                      ? t("profile-coming")
                      : "",
              ),
            ),
          ),
          t("profile-tournaments-caption"),
        )
      : h("p", { class: "empty-note" }, t("profile-tournaments-empty")),
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
          nameNode(b.name, "a", { href: profileUrl(b.player_id) }),
          h("button", { type: "button", class: "btn", onclick: () => setBlocked(b.player_id, false, profile) }, t("profile-unblock")),
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
        t(isFollowed ? "profile-unfollow" : "profile-follow"),
      ),
      h(
        "button",
        { type: "button", class: "btn", id: "block-toggle", onclick: () => setBlocked(profile.player_id, !isBlocked, profile) },
        t(isBlocked ? "profile-unblock-player" : "profile-block-player"),
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
    showError(problemText(err));
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
      const words = t("profile-presence", { state });
      return h(
        "li",
        { class: `lobby-item following-item is-${state}`, dataset: { player: f.player_id } },
        h(
          "span",
          { class: "what" },
          nameNode(f.name, "a", { class: "who", href: profileUrl(f.player_id) }),
          h("span", { class: "meta" }, h("span", { class: "presence-dot", "aria-hidden": "true" }), ` ${words}`),
        ),
        f.playing?.watch ? h("a", { class: "btn", href: f.playing.watch }, t("profile-watch")) : null,
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
    showError(problemText(err));
  }
  await renderBlocks(profile);
  document.getElementById("block-toggle")?.focus();
}

async function load() {
  linkProfile();
  if (!playerId) {
    const me = currentPlayer();
    if (me) window.location.replace(profileUrl(me.player_id));
    else showError(t("profile-no-player"));
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
    showError(err.status === 404 ? t("profile-not-found") : problemText(err));
    return;
  }
  document.title = t("profile-title-named", { name: profile.name });
  $("profile-name").textContent = profile.name;
  $("profile-since").textContent = profile.created
    ? t("profile-since", { date: dateText(profile.created, DATE) })
    : "";
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
