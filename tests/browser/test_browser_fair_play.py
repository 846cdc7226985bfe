"""Fair play and the pairing options in headless Chromium against the real server
(docs/online.md, "Play someone now" and "Fair play"):

- Ann asks to play someone now with a 15-second clock; after the wait (one second
  here) the page offers the computer in the same tab. She takes it and plays it while
  the table keeps her place in the queue; Bob asks for another clock and is not paired
  with her; asking for hers, he is, and Ann's tab goes from the computer game to his
  table, which tells her so.
- A player who aborted three games is refused by "Play someone now" with the
  cooling-off in words, and sees it on their own profile.

The server is uvicorn in a thread on an SQLite file, the computer moving at once, no
limit on new rooms, and the computer offered after one second of waiting.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from ginrummy.server.online.fair_play import FairPlay
from tests.helpers.browser import require, running_server, wait_for_hand
from tests.helpers.server import seat_subprotocols, ws_url

from .test_browser import _context

Page = Any
LAPTOP = {"width": 1366, "height": 768}


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("fairplay") / "ginrummy.sqlite3"
    rules = FairPlay(computer_offer_seconds=1)
    with running_server(db, rooms_per_minute=0, fair_play=rules) as url:
        yield url


def _watch_errors(page: Page) -> list[str]:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    page.on(
        "console",
        lambda msg: errors.append(f"console: {msg.text}") if msg.type == "error" else None,
    )
    return errors


def _new_player(base_url: str, name: str) -> dict[str, str]:
    made: dict[str, str] = (
        require("httpx").post(base_url + "/api/players", json={"name": name}).json()
    )
    made["header"] = f"{made['player_id']}:{made['secret']}"
    return made


def _abort_a_game(base_url: str, quitter: dict[str, str]) -> None:
    """``quitter`` opens a public table, somebody sits down, ``quitter`` resigns before
    any move (an aborted game, on the quitter's record)."""
    httpx = require("httpx")
    made = httpx.post(
        base_url + "/api/rooms",
        json={"mode": "friend", "visibility": "public"},
        headers={"X-Player": quitter["header"]},
    ).json()
    other = _new_player(base_url, "Other")
    joined = httpx.post(
        f"{base_url}/api/rooms/{made['room_id']}/join",
        json={},
        headers={"X-Player": other["header"]},
    )
    assert joined.status_code == 200, joined.text
    connect = require("websockets.sync.client").connect
    url = base_url.replace("http://", "ws://") + ws_url(made["room_id"], made["token"])
    with connect(url, open_timeout=10, subprotocols=seat_subprotocols(made["token"])) as ws:
        ws.send(json.dumps({"type": "resign"}))
        while True:
            message = json.loads(ws.recv(timeout=10))
            if message["type"] == "state" and message["view"]["game_over"]:
                return


def test_the_computer_is_offered_while_waiting_and_a_person_replaces_it(
    browser: Any, base_url: str
) -> None:
    context = _context(browser, viewport=LAPTOP)
    page = context.new_page()
    errors = _watch_errors(page)
    page.goto(base_url + "/")
    page.get_by_label("Your name").fill("Ann")
    page.get_by_label("Target score").fill("10")
    page.locator("#pairing-clock").select_option("15/30")
    page.locator("#pairing-range").select_option("")
    page.get_by_label("Easy").check(force=True)
    page.get_by_role("button", name="Play someone now").click()
    page.wait_for_selector("#pairing-status:has-text('Looking for an opponent')")
    here = page.get_by_role("button", name="Play the computer here while you wait")
    here.click()  # shown after the server's one second
    page.wait_for_url(re.compile(r"/room/[^/]+$"))
    computer_room = page.url.rsplit("/", 1)[1]
    wait_for_hand(page)
    page.wait_for_selector("#pairing-notice[data-holding='true']")
    assert "Still looking for an opponent" in page.locator("#pairing-notice").inner_text()
    page.wait_for_timeout(2_500)  # a few polls from the table: still in the queue

    httpx = require("httpx")
    bob = _new_player(base_url, "Bob")
    body = {"rules": "standard", "target": 10, "clock": "60/120"}
    other_clock = httpx.post(
        base_url + "/api/pairing", json=body, headers={"X-Player": bob["header"]}
    ).json()
    assert other_clock["status"] == "waiting"  # another clock: Ann is not his match
    assert page.url.endswith(computer_room)
    same = httpx.post(
        base_url + "/api/pairing",
        json={**body, "clock": "15/30"},
        headers={"X-Player": bob["header"]},
    ).json()
    assert same["status"] == "paired"
    page.wait_for_url(re.compile(rf"/room/{same['room_id']}$"))
    notice = page.locator("#pairing-notice[data-replaced='true']")
    notice.wait_for()
    assert notice.inner_text().startswith("An opponent was found")
    clock = page.locator("#clock-me")  # the person's game has the clock Ann chose
    clock.wait_for(state="attached")
    assert "15 seconds for the move" in (clock.get_attribute("aria-label") or "")
    assert not errors, errors
    context.close()


def test_a_cooling_off_is_told_in_words_on_the_start_page_and_the_profile(
    browser: Any, base_url: str
) -> None:
    context = _context(browser, viewport=LAPTOP)
    page = context.new_page()
    errors = _watch_errors(page)
    page.goto(base_url + "/")
    page.get_by_label("Your name").fill("Cy")
    page.get_by_role("button", name="Play someone now").click()
    page.wait_for_selector("#pairing-status:has-text('Looking for an opponent')")
    page.get_by_role("button", name="Cancel").click()
    cy = json.loads(page.evaluate("localStorage.getItem('ginrummy.player')"))
    cy["header"] = f"{cy['player_id']}:{cy['secret']}"
    for _ in range(FairPlay().abandon_limit):
        _abort_a_game(base_url, cy)

    page.get_by_role("button", name="Play someone now").click()
    refusal = page.locator("#pairing-error")
    refusal.wait_for()
    assert refusal.inner_text().startswith("You cannot be paired for 5 minutes: you left")
    assert page.locator("#pairing").is_hidden()

    page.goto(f"{base_url}/player/{cy['player_id']}")
    page.wait_for_selector("body[data-loaded='true']")
    told = page.locator("#profile-cooling-off")
    told.wait_for()
    assert "You cannot be paired for" in told.inner_text()
    rows = page.locator("#unrated tbody tr[data-outcome='aborted']")
    assert rows.count() == FairPlay().abandon_limit
    assert "ended before both players moved" in rows.first.inner_text()
    refused = "the server responded with a status of 403"  # the refusal itself, expected
    assert [e for e in errors if refused not in e] == [], errors
    context.close()
