"""A player's profile and the leaderboard in headless Chromium, against the real server
(see tests/browser/test_browser.py for how these tests run and when they skip).

A player plays two short rated games against the computer over the socket (the
OpenSpiel preset: one hand to 1 point); then the browser opens the pages a person
meets: the profile's rating chart names its first game "game 1" (it once read "game 0",
the rating before any game), the leaderboard opens at the kind of game played here (it
once opened at Standard to 100, which nobody had played), and an unknown player's
address is a 404 that still says "There is no such player".
"""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest

from tests.helpers.browser import running_server
from tests.helpers.server import play_computer_game

TIMEOUT_MS = 10_000
LAPTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
SIZES = pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("profile") / "ginrummy.sqlite3"
    with running_server(db, deal_seed=20261205, think_workers=0) as url:
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


def _rated_game(base: str, player: dict[str, str]) -> None:
    """One rated game of the player's against the easy computer, over the socket."""
    headers = {"X-Player": f"{player['player_id']}:{player['secret']}"}
    body = {"mode": "computer", "level": "easy", "rules": "openspiel"}
    play_computer_game(base, body, headers=headers)


@pytest.fixture(scope="module")
def rated_player(base_url: str) -> dict[str, Any]:
    """A player with two rated games, and the pool they count in."""
    player: dict[str, Any] = _post(base_url + "/api/players", {"name": "Vic"})
    for _ in range(2):
        _rated_game(base_url, player)
    with urllib.request.urlopen(f"{base_url}/api/players/{player['player_id']}") as answer:
        profile = json.loads(answer.read())
    assert len(profile["history"]) == 2
    player["pool"] = profile["ratings"][0]["pool"]
    return player


def _page(browser: Any, viewport: dict[str, int]) -> tuple[Any, Any, list[str]]:
    context = browser.new_context(viewport=viewport, reduced_motion="reduce")
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    return context, page, errors


@SIZES
def test_the_rating_chart_starts_at_game_1(
    browser: Any, base_url: str, rated_player: dict[str, Any], viewport: dict[str, int]
) -> None:
    context, page, errors = _page(browser, viewport)
    page.goto(f"{base_url}/player/{rated_player['player_id']}")
    page.wait_for_selector("body[data-loaded='true']")
    chart = page.locator("#chart svg.chart")
    assert chart.locator("circle").count() == 3  # the rating before, and after each game
    axis = chart.locator("text.axis-text").all_text_contents()
    assert "game 0" not in axis, axis
    first, last = chart.locator("text.x-first"), chart.locator("text.x-last")
    assert (first.text_content(), last.text_content()) == ("game 1", "game 2")
    # Each label under its own game's dot (the first dot is the rating before game 1).
    dots = chart.locator("circle").evaluate_all(
        "els => els.map(e => e.getBoundingClientRect()).map(r => r.x + r.width / 2)"
    )
    first_box, last_box = first.bounding_box(), last.bounding_box()
    assert first_box and last_box
    assert first_box["x"] == pytest.approx(dots[1], abs=2)  # starts under game 1
    assert last_box["x"] + last_box["width"] == pytest.approx(dots[2], abs=2)  # ends under 2
    assert errors == []
    context.close()


@SIZES
def test_the_leaderboard_opens_at_the_kind_of_game_played_here(
    browser: Any, base_url: str, rated_player: dict[str, Any], viewport: dict[str, int]
) -> None:
    context, page, errors = _page(browser, viewport)
    page.goto(base_url + "/leaderboard")
    page.wait_for_selector("body[data-loaded='true']")
    assert page.locator("#pool").input_value() == rated_player["pool"]
    options = page.locator("#pool option").evaluate_all("els => els.map(e => e.value)")
    assert rated_player["pool"] in options and "standard-100" in options
    # The address still chooses: an asked-for pool is what opens.
    page.goto(base_url + "/leaderboard?pool=standard-100")
    page.wait_for_selector("body[data-loaded='true']")
    assert page.locator("#pool").input_value() == "standard-100"
    assert errors == []
    context.close()


def test_an_unknown_players_page_is_a_404_that_says_so(browser: Any, base_url: str) -> None:
    context, page, errors = _page(browser, LAPTOP)
    answer = page.goto(base_url + "/player/UNKNOWN")
    assert answer is not None and answer.status == 404
    error = page.locator("#profile-error")
    error.wait_for(state="visible")
    assert error.inner_text() == "There is no such player."
    assert errors == []
    context.close()
