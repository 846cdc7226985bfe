// The leaderboard (/leaderboard?pool=standard-100): the ranked players of one pool
// (rules preset and target score), GET /api/leaderboard. Names link to profiles, and
// each other player has a Challenge button (challenges.js).

import "./settings.js"; // first: the player's look (theme, card size, motion) before anything draws
import { api, h } from "./common.js";
import { currentPlayer, linkProfile, profileUrl } from "./player.js";
import { challengeButton, nameNode, poolWords, problemText } from "./challenges.js";
import { formatNumber, t } from "./l10n.js";

/** A rating or a count as the page's language writes numbers (no grouping: "1500"). */
const num = (n) => formatNumber(Number(n) || 0, { useGrouping: false });

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
    ...all.map((p) => h("option", { value: p, selected: p === chosen }, poolWords(p, presets))),
  );
}

async function load(pool) {
  showError("");
  let board;
  try {
    // Without a pool the server opens at the kind of game most people here play.
    board = await api(pool ? `/api/leaderboard?pool=${encodeURIComponent(pool)}` : "/api/leaderboard");
  } catch (err) {
    showError(t("leaderboard-load-failed", { error: problemText(err) }));
    return;
  }
  fillPools(board.pools, board.pool);
  const me = currentPlayer();
  const rows = (board.players || []).map((p) =>
    h(
      "tr",
      { class: me && p.player_id === me.player_id ? "me" : null },
      h("td", { class: "rank", "data-label": t("leaderboard-rank") }, num(p.rank)),
      h(
        "td",
        { "data-label": t("leaderboard-player") },
        nameNode(p.name, "a", { href: profileUrl(p.player_id) }),
        me && p.player_id === me.player_id ? h("span", { class: "tag" }, ` ${t("leaderboard-you")}`) : null,
      ),
      h("td", { class: "num", "data-label": t("leaderboard-rating") }, h("bdi", {}, num(p.rating), h("span", { class: "muted" }, ` \u00b1${num(p.rd)}`))),
      h("td", { class: "num", "data-label": t("leaderboard-games") }, num(p.games)),
      h("td", {}, challengeButton(p.player_id, p.name, { cls: "btn-small" })),
    ),
  );
  $("board-rows").replaceChildren(...rows);
  $("board").hidden = rows.length === 0;
  const kind = poolWords(board.pool, presets);
  $("board-caption").textContent = t("leaderboard-caption-pool", { kind });
  const empty = $("board-empty");
  empty.hidden = rows.length > 0;
  empty.textContent = t("leaderboard-empty", { kind });
  $("board-status").textContent = t("leaderboard-status", { kind, count: rows.length });
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
