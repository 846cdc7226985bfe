"""The online pages in the player's language (issue 38): the lobby, the leaderboard, a
player's profile, the statistics with a finished game and its replay, and the challenge
form, in Chromium against the real server.

- **The pseudo-locale** (``en-XA``, every catalog word accented and 40% longer): each
  page, with something in it (a table open in the lobby, a player with rated games on
  the leaderboard and the profile, a finished game in the statistics and its replay),
  at a phone and a laptop size, has no English word left and nothing cut off.
- **Real languages**: a profile's "playing since" date in German is Intl's German date
  (never "12/5/2026"), and the leaderboard in Arabic is laid out right to left.

A player, Віктор, plays two short rated games against the computer (the OpenSpiel
preset: one hand to 1 point) over the socket; he and Ann are given established ratings
in Standard to 100 (as if they had played many games), so the leaderboard ranks them;
Ann opens a public table in the lobby. The browser of the statistics is Віктор's (the player kept
in localStorage), so it lists his games and can replay them.

Why a Cyrillic name: a profile's name is also in the page's title and in its chart's
title ("Rating history of ..."), where ``translate="no"`` cannot mark it; a name
without Latin letters lets the pseudo-locale walk see every catalog word there. Ann's
name (Latin letters) is in the lobby's text only, where it is marked ``translate="no"``.

The language menu lists each language by its own name ("English", "Deutsch"): those
are meant to stay as they are, so the walk marks the menu ``translate="no"`` before it
looks (l10n.js could mark it itself; then this step goes).
"""

from __future__ import annotations

import json
import re
import urllib.request
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, insert

from ginrummy.server.online.tables import ratings
from tests.helpers.browser import running_server
from tests.helpers.languages import ENGLISH_LEFT, SIZES, check_pseudo_page, pseudo
from tests.helpers.server import play_computer_game

Page = Any
TIMEOUT_MS = 15_000
NAME = "Віктор"
POOL = "standard-100"
DATABASE: list[Path] = []


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    database: Path = tmp_path_factory.mktemp("languages-online") / "gin.db"
    DATABASE[:] = [database]
    with running_server(database, think_workers=0, pseudo_locale=True, deal_seed=20261205) as url:
        yield url


def _post(url: str, body: dict[str, Any], headers: dict[str, str] | None = None) -> Any:
    request = urllib.request.Request(
        url,
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json", **(headers or {})},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def _get(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=10) as answer:
        return json.loads(answer.read())


@pytest.fixture(scope="module")
def vic(server: str) -> dict[str, Any]:
    """A player ranked on the leaderboard: ten rated games against the easy computer."""
    player: dict[str, Any] = _post(server + "/api/players", {"name": NAME})
    headers = {"X-Player": f"{player['player_id']}:{player['secret']}"}
    body = {"mode": "computer", "level": "easy", "rules": "openspiel"}
    for _ in range(2):
        play_computer_game(server, body, headers=headers)
    profile = _get(f"{server}/api/players/{player['player_id']}")
    player["created"] = profile["created"]
    return player


@pytest.fixture(scope="module")
def ann(server: str) -> dict[str, Any]:
    """A second player (a name in Latin letters: marked ``translate="no"`` where shown)."""
    made: dict[str, Any] = _post(server + "/api/players", {"name": "Ann"})
    return made


@pytest.fixture(scope="module")
def ranked(vic: dict[str, Any], ann: dict[str, Any]) -> str:
    """Віктор and Ann with established ratings in Standard to 100: the pool ranked."""
    engine = create_engine(f"sqlite:///{DATABASE[0]}")
    now = datetime.now(UTC)
    with engine.begin() as conn:
        for n, who in enumerate((vic, ann)):
            row = {"player_id": who["player_id"], "pool": POOL, "rating": 1600 + n, "rd": 60}
            conn.execute(insert(ratings).values(**row, volatility=0.06, games=30, updated=now))
    engine.dispose()
    return POOL


@pytest.fixture(scope="module")
def ann_table(server: str, ann: dict[str, Any]) -> dict[str, Any]:
    """A public table Ann opened in the lobby, waiting for a second player."""
    headers = {"X-Player": f"{ann['player_id']}:{ann['secret']}"}
    body = {
        "mode": "friend",
        "visibility": "public",
        "rules": "standard",
        "options": {"game_target": 100},
        "clock": {"per_move": 30, "bank": 60},
        "client_id": "ann0languages0online",
    }
    room: dict[str, Any] = _post(server + "/api/rooms", body, headers)
    return room


def _as(player: dict[str, Any] | None) -> str:
    """An init script making this browser ``player``'s (as player.js keeps it)."""
    if not player:
        return ""
    kept = {"player_id": player["player_id"], "secret": player["secret"], "name": player["name"]}
    return f"localStorage.setItem('ginrummy.player', {json.dumps(json.dumps(kept))});"


BOARD_PARTS = """() => {
  const drawn = "#replay-stock-caption, #replay-events, #replay-opp-hand, #replay-showdown, "
    + "#replay-board .card";
  for (const el of document.querySelectorAll(drawn)) el.setAttribute("data-l10n-skip", "");
}"""
"""The replay's parts drawn by the table's own helpers (board.js: the stock's caption,
the moves' list, the opponent's hand, the showdown; cards.js: each card's name), which
the table's conversion translates: the walk leaves them to the table's tests."""


def _size(name: str) -> dict[str, Any]:
    """The browser context's settings of one of :data:`SIZES` (typed for mypy)."""
    settings: dict[str, Any] = SIZES[name]  # type: ignore[assignment]
    return dict(settings)


def _check(page: Page, what: str) -> None:
    """:func:`check_pseudo_page`, the language menu's own names left aside."""
    page.evaluate("document.querySelector('.language-menu')?.setAttribute('translate', 'no')")
    check_pseudo_page(page, what)


def _open(
    browser: Any, url: str, ready: str, player: dict[str, Any] | None = None, **context: Any
) -> tuple[Any, Page, list[str]]:
    ctx = browser.new_context(reduced_motion="reduce", **context)
    ctx.set_default_timeout(TIMEOUT_MS)
    script = _as(player)
    if script:
        ctx.add_init_script(script=script)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    page.goto(url)
    page.wait_for_selector(ready, state="attached")
    return ctx, page, errors


@pytest.mark.parametrize("size", list(SIZES))
def test_the_lobby_with_a_table_open(
    browser: Any, server: str, ann_table: dict[str, Any], size: str
) -> None:
    ctx, page, errors = _open(
        browser, server + pseudo("/lobby"), "body[data-loaded='true']", **_size(size)
    )
    try:
        page.locator(f'#tables [data-room="{ann_table["room_id"]}"]').wait_for()
        _check(page, f"lobby at {size}")
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_the_leaderboard_with_ranked_players(
    browser: Any, server: str, ranked: str, vic: dict[str, Any], size: str
) -> None:
    url = server + pseudo(f"/leaderboard?pool={ranked}")
    ctx, page, errors = _open(browser, url, "body[data-loaded='true']", vic, **_size(size))
    try:
        assert page.locator("#board-rows tr").count() == 2
        _check(page, f"leaderboard at {size}")
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_a_profile(browser: Any, server: str, vic: dict[str, Any], size: str) -> None:
    ctx, page, errors = _open(
        browser,
        server + pseudo(f"/player/{vic['player_id']}"),
        "body[data-loaded='true']",
        **_size(size),
    )
    try:
        _check(page, f"profile at {size}")
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_the_statistics_and_a_replay(
    browser: Any, server: str, vic: dict[str, Any], size: str
) -> None:
    ctx, page, errors = _open(
        browser, server + pseudo("/stats"), "#games .game-item", vic, **_size(size)
    )
    try:
        _check(page, f"statistics at {size}")
        page.locator("#games .game-item button").first.click()
        page.locator("#replay-body").wait_for()
        page.evaluate(BOARD_PARTS)
        _check(page, f"replay at {size}")
        # The last step: the showdown, and the caption's moves from play.ftl.
        page.locator("#replay-last").click()
        page.locator("#replay-showdown").wait_for()
        page.evaluate(BOARD_PARTS)
        # (only the words: the showdown itself is board.js's, checked with the table)
        left = page.evaluate(ENGLISH_LEFT)
        assert left == [], f"replay's last step at {size}: English left: {left[:20]}"
        assert errors == []
    finally:
        ctx.close()


def test_a_profile_date_in_german(browser: Any, server: str, vic: dict[str, Any]) -> None:
    """ "playing since" is Intl's German date ("6. Dez. 2026"), never "12/6/2026"."""
    url = f"{server}/player/{vic['player_id']}"
    ctx, page, errors = _open(browser, url, "body[data-loaded='true']", locale="de-DE")
    try:
        assert page.locator("html").get_attribute("lang") == "de"
        since = page.locator("#profile-since").inner_text()
        expected = page.evaluate(
            "at => new Intl.DateTimeFormat('de', {day: 'numeric', month: 'short', year: 'numeric'})"
            ".format(new Date(at))",
            vic["created"],
        )
        assert since == f"spielt seit {expected}", since
        assert re.fullmatch(r"spielt seit \d{1,2}\. \w+\.? \d{4}", since), since
        assert "/" not in since
        assert page.locator("#ratings-heading").inner_text() == "Wertungen"
        assert page.locator("#recent th").first.inner_text() == "Wann"
        assert errors == []
    finally:
        ctx.close()


def test_the_leaderboard_in_arabic_reads_right_to_left(
    browser: Any, server: str, ranked: str
) -> None:
    ctx, page, errors = _open(
        browser, f"{server}/leaderboard?pool={ranked}&lang=ar", "body[data-loaded='true']"
    )
    try:
        assert page.locator("html").get_attribute("dir") == "rtl"
        assert page.evaluate("getComputedStyle(document.body).direction") == "rtl"
        assert page.locator("#board-heading").inner_text() == "لوحة الصدارة"
        assert page.locator("#board th").first.inner_text() == "المركز"
        # The first column (the rank) is at the right-hand side of the table.
        rank, player = page.locator("#board-rows tr").first.locator("td").all()[:2]
        rank_box, player_box = rank.bounding_box(), player.bounding_box()
        assert rank_box and player_box and rank_box["x"] > player_box["x"]
        # Names stay as typed and marked so.
        names = page.locator("#board-rows [translate='no']").all_inner_texts()
        assert sorted(n.split("#")[0] for n in names) == sorted(["Ann", NAME])
        assert errors == []
    finally:
        ctx.close()


def test_the_lobby_in_french(browser: Any, server: str, ann_table: dict[str, Any]) -> None:
    ctx, page, errors = _open(
        browser, server + "/lobby", "body[data-loaded='true']", locale="fr-FR"
    )
    try:
        assert page.locator("#tables-heading").inner_text() == "Tables ouvertes"
        item = page.locator(f'#tables [data-room="{ann_table["room_id"]}"]')
        assert "Standard, en 100" in item.inner_text()
        assert item.get_by_role("button", name=re.compile("^Rejoindre Ann")).count() == 1
        assert "1 table ouverte" in page.locator("#lobby-updated").inner_text()
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_ones_own_profile_and_the_challenge_form(
    browser: Any, server: str, vic: dict[str, Any], ann: dict[str, Any], size: str
) -> None:
    """Віктор's own profile (the following list), then, in Ann's browser, his profile
    with its buttons and the challenge form opened from it."""
    url = server + pseudo(f"/player/{vic['player_id']}")
    ctx, page, errors = _open(browser, url, "body[data-loaded='true']", vic, **_size(size))
    try:
        page.locator("#following-panel:not([hidden])").wait_for()
        _check(page, f"one's own profile at {size}")
        assert errors == []
    finally:
        ctx.close()
    ctx, page, errors = _open(browser, url, "body[data-loaded='true']", ann, **_size(size))
    try:
        page.locator("#follow-toggle").wait_for()
        _check(page, f"another's profile at {size}")
        page.locator(".profile-actions .challenge-button").click()
        page.locator("#challenge-dialog").wait_for()
        _check(page, f"the challenge form at {size}")
        assert errors == []
    finally:
        ctx.close()


AT_STEP = """start => document.querySelector('#replay-caption').textContent
  .replace(/[\u2066-\u2069]/g, '').startsWith(start)"""
"""Whether the replay's caption starts so (Fluent's isolating marks around a number left
out: an Arabic page keeps them, so a number cannot turn its sentence around)."""


def test_the_replay_in_arabic_steps_the_way_the_page_reads(
    browser: Any, server: str, vic: dict[str, Any]
) -> None:
    """Right to left, ← is forward (and the buttons' arrows point that way)."""
    ctx, page, errors = _open(browser, server + "/stats?lang=ar", "#games .game-item", vic)
    try:
        page.locator("#games .game-item button").first.click()
        page.locator("#replay-body").wait_for()
        page.wait_for_function(AT_STEP, arg="الخطوة 1 ")
        page.keyboard.press("ArrowLeft")
        page.wait_for_function(AT_STEP, arg="الخطوة 2 ")
        page.keyboard.press("ArrowRight")
        page.wait_for_function(AT_STEP, arg="الخطوة 1 ")
        assert page.locator("#replay-next").get_attribute("aria-keyshortcuts") == "ArrowLeft"
        flipped = page.evaluate(
            "getComputedStyle(document.querySelector('.replay-icon')).transform"
        )
        assert flipped.startswith("matrix(-1"), flipped
        assert errors == []
    finally:
        ctx.close()
