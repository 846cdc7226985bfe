"""Leaving a game against a person, and watching a timed one, in Chromium.

The server's clock is a :class:`~tests.helpers.clock.ManualClock`: the test moves the
server's time on (the wait before a claim opens) while the page runs in real time, so
the one rule (docs/online.md, "Leaving a game") is seen as a player sees it without
waiting a real minute: the banner counts down from 1:00, then says "You may claim the
game now" with the button, never "the game waits for them" beside it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from tests.helpers.browser import require, running_server, wait_for_hand
from tests.helpers.clock import ManualClock
from tests.helpers.server import seat_subprotocols

from .test_browser import _context
from .test_browser_online import _step, _watch_errors

Page = Any
LAPTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}

pytestmark = pytest.mark.xdist_group("browser_claim")


@pytest.fixture(scope="module")
def server_time() -> ManualClock:
    return ManualClock()


@pytest.fixture(scope="module")
def claim_url(tmp_path_factory: pytest.TempPathFactory, server_time: ManualClock) -> Iterator[str]:
    db = tmp_path_factory.mktemp("claim") / "ginrummy.sqlite3"
    with running_server(db, rooms_per_minute=0, clock=server_time) as url:
        yield url


def _ws_url(base_url: str, room_id: str) -> str:
    """The table socket's address; the seat's token goes as a subprotocol, never in it."""
    return base_url.replace("http://", "ws://") + f"/ws/rooms/{room_id}"


def _banner(page: Page) -> str:
    return str(page.locator("#banner").inner_text())


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_the_banner_counts_down_to_the_claim_of_an_untimed_game(
    browser: Any, claim_url: str, server_time: ManualClock, viewport: dict[str, int]
) -> None:
    """Ann made an untimed friend game, Bob (this page) took the seat; Ann closes her
    tab while the game waits on her. Bob's banner counts down, then offers the claim;
    claiming ends the game, his."""
    httpx = require("httpx")
    sync_client = require("websockets.sync.client")
    made = httpx.post(claim_url + "/api/rooms", json={"mode": "friend", "name": "Ann"})
    assert made.status_code == 201, made.text
    room_id, ann_token = made.json()["room_id"], made.json()["token"]

    context = _context(browser, viewport=viewport, is_mobile=viewport is PHONE)
    page = context.new_page()
    errors = _watch_errors(page)
    with sync_client.connect(
        _ws_url(claim_url, room_id), subprotocols=seat_subprotocols(ann_token)
    ) as ann:
        page.goto(f"{claim_url}/join/{room_id}")
        page.get_by_label("Your name").fill("Bob")
        page.get_by_role("button", name="Take the seat").click()
        page.wait_for_url(re.compile(rf"/room/{room_id}$"))
        wait_for_hand(page)
        page.wait_for_function("() => document.querySelector('#opp-status').textContent === ''")
        assert page.locator("#banner").is_hidden()  # Ann is here: nothing to say
        # Bob moves until the game waits on Ann.
        for _ in range(20):
            phase = page.evaluate("document.body.dataset.phase")
            mine = page.evaluate("document.body.classList.contains('my-turn')")
            if phase in ("upcard_offer", "draw", "discard") and not mine:
                break
            if not _step(page):
                page.wait_for_timeout(100)
        assert not page.evaluate("document.body.classList.contains('my-turn')")
        ann.close()

    banner = page.locator("#banner")
    banner.wait_for()
    page.wait_for_function(
        "() => /Ann left\\. You may claim the game in [01]:\\d\\d\\./"
        ".test(document.querySelector('#banner').textContent)"
    )
    text = _banner(page)
    assert "waits for them" not in text and "come back" not in text
    assert page.locator("#btn-claim").count() == 0
    shown = page.locator("#banner .claim-left").inner_text()
    assert re.fullmatch(r"(1:00|0:5\d)", shown), shown
    page.wait_for_timeout(1300)  # the countdown is live: it moves on by itself
    later = page.locator("#banner .claim-left").inner_text()
    assert later != shown and re.fullmatch(r"0:5\d", later), later

    server_time.advance(60.5)  # the server's minute: it tells the page the claim is open
    page.get_by_role("button", name="Claim the game").wait_for()
    text = _banner(page)
    assert "You may claim the game now" in text and " in " not in text.split("now")[0]
    assert "waits for them" not in text
    box = page.locator("#btn-claim").bounding_box()
    assert box is not None and box["y"] + box["height"] <= viewport["height"]  # in sight
    page.get_by_role("button", name="Claim the game").click()
    page.wait_for_selector("#game-over:not([hidden])")
    assert "claimed" in page.locator("#showdown").inner_text()
    assert not errors, errors
    context.close()


def test_the_watch_page_shows_both_clocks(browser: Any, claim_url: str) -> None:
    """A timed public table seen from the lobby: both players' clocks by their names,
    the one to move running, as at the table."""
    httpx = require("httpx")
    made = httpx.post(
        claim_url + "/api/rooms",
        json={
            "mode": "friend",
            "name": "Ann",
            "visibility": "public",
            "clock": {"per_move": 30, "bank": 20},
        },
    )
    assert made.status_code == 201, made.text
    room_id = made.json()["room_id"]
    joined = httpx.post(f"{claim_url}/api/rooms/{room_id}/join", json={"name": "Bob"})
    assert joined.status_code == 200, joined.text

    context = _context(browser, viewport=LAPTOP)
    page = context.new_page()
    errors = _watch_errors(page)
    page.goto(f"{claim_url}/watch/{room_id}")
    for seat in (0, 1):
        page.locator(f"#clock-{seat}").wait_for()
        assert re.fullmatch(r"0:[0-3]\d \+0:20", page.locator(f"#clock-{seat}").inner_text())
    running = page.locator(".clock.running")
    assert running.count() == 1
    to_act = page.evaluate("document.querySelector('.watch-seat.to-act').id")
    assert running.evaluate("(el) => el.closest('.watch-seat').id") == to_act
    label = running.get_attribute("aria-label") or ""
    assert re.match(r"(Ann|Bob)'s clock: \d+ seconds? for the move, 20 seconds in the bank", label)
    assert not errors, errors
    context.close()
