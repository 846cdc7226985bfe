// The leaderboard (/leaderboard?pool=standard-100): the ranked players of one pool
// (rules preset and target score), GET /api/leaderboard. Names link to profiles, and
// each other player has a Challenge button (challenges.js).

import "./settings.js"; // first: the player's look (theme, card size, motion) before anything draws
import { api, h, plural, poolLabel } from "./common.js";
import { currentPlayer, linkProfile, profileUrl } from "./player.js";
import { challengeButton } from "./challenges.js";

const $ = (id) => document.getElementById(id);
let presets = [];

function showError(text) {
  $("board-error").textContent = text || "";
  $("board-error").hidden = !text;
}

function fillPools(pools, chosen) {
  const select = $("pool");
  const all = [...new Set([...(pools || []), chosen])];
  select.replaceChildren(
    ...all.map((p) => h("option", { value: p, selected: p === chosen }, poolLabel(p, presets))),
  );
}

async function load(pool) {
  showError("");
  let board;
  try {
    // Without a pool the server opens at the kind of game most people here play.
    board = await api(pool ? `/api/leaderboard?pool=${encodeURIComponent(pool)}` : "/api/leaderboard");
  } catch (err) {
    showError(`Could not load the leaderboard: ${err.message}`);
    return;
  }
  fillPools(board.pools, board.pool);
  const me = currentPlayer();
  const rows = (board.players || []).map((p) =>
    h(
      "tr",
      { class: me && p.player_id === me.player_id ? "me" : null },
      h("td", { class: "rank" }, String(p.rank)),
      h(
        "td",
        {},
        h("a", { href: profileUrl(p.player_id) }, p.name),
        me && p.player_id === me.player_id ? h("span", { class: "tag" }, " you") : null,
      ),
      h("td", { class: "num" }, String(p.rating), h("span", { class: "muted" }, ` \u00b1${p.rd}`)),
      h("td", { class: "num" }, String(p.games)),
      h("td", {}, challengeButton(p.player_id, p.name, { label: "Challenge", cls: "btn-small" })),
    ),
  );
  $("board-rows").replaceChildren(...rows);
  $("board").hidden = rows.length === 0;
  $("board-caption").textContent = `Ranking: ${poolLabel(board.pool, presets)}`;
  const empty = $("board-empty");
  empty.hidden = rows.length > 0;
  empty.textContent = `Nobody is ranked in ${poolLabel(board.pool, presets)} yet: a rating counts after 10 games.`;
  $("board-status").textContent = `${poolLabel(board.pool, presets)}: ${plural(rows.length, "ranked player")}.`;
  document.body.dataset.loaded = "true";
}

$("pool").addEventListener("change", () => {
  const pool = $("pool").value;
  const url = new URL(window.location.href);
  url.searchParams.set("pool", pool);
  window.history.replaceState(null, "", url);
  load(pool);
});
$("pool-form").addEventListener("submit", (event) => event.preventDefault());

linkProfile();
const wanted = new URLSearchParams(window.location.search).get("pool");
api("/api/options")
  .then((options) => {
    presets = options.presets || [];
  })
  .catch(() => {})
  .finally(() => load(wanted));
