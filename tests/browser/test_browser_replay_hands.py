"""A replay's hands one press apart, in headless Chromium against the real server (see
tests/browser/test_browser.py for how these tests run and when they skip).

A game of several hands against the easy computer is played over the socket as this
browser's client id; the statistics page's replay then goes hand by hand: "Next hand"
and "Previous hand", Page Down and Page Up, and the menu of hands, each to that hand's
deal. A game of twelve hands was 356 single steps before, with nothing in between.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from tests.helpers.browser import running_server
from tests.helpers.server import play_computer_game

TIMEOUT_MS = 10_000
CLIENT = "replay0hands0test"
LAPTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("replay") / "ginrummy.sqlite3"
    # No rate limit: the test's client sends its moves as fast as the computer answers.
    limits = {"rate_burst": 1e9, "rate_per_second": 1e9}
    with running_server(db, deal_seed=20261205, think_workers=0, **limits) as url:
        yield url


def _game(base: str) -> tuple[dict[str, Any], int]:
    """A game to 60 against the easy computer, played over the socket as :data:`CLIENT`;
    the room's answer and the number of hands."""
    body = {
        "mode": "computer",
        "level": "easy",
        "client_id": CLIENT,
        "options": {"game_target": 60},
    }
    room, view = play_computer_game(base, body)
    return room, int(view["hand_number"])


@pytest.fixture(scope="module")
def long_game(base_url: str) -> tuple[dict[str, Any], int]:
    """A game of three hands or more (another is played while one is shorter)."""
    for _ in range(5):
        room, hands = _game(base_url)
        if hands >= 3:
            return room, hands
    raise AssertionError("five games in a row of fewer than three hands")


def _replay(browser: Any, base_url: str, room: dict[str, Any], viewport: dict[str, int]) -> Any:
    context = browser.new_context(viewport=viewport, reduced_motion="reduce")
    context.set_default_timeout(TIMEOUT_MS)
    rid = room["room_id"]
    seat = json.dumps({"seat": room["seat"], "token": room["token"], "saved": 1})
    context.add_init_script(
        script=f"localStorage.setItem('ginrummy.client_id', {json.dumps(CLIENT)});"
        f"localStorage.setItem({json.dumps('ginrummy.room.' + rid)}, {json.dumps(seat)});"
    )
    page = context.new_page()
    page.goto(f"{base_url}/stats?room={rid}&game=1&seat={room['seat']}")
    page.locator("#replay-body").wait_for()
    return context, page


def _where(page: Any) -> tuple[int, int, str]:
    """The step shown, the hand in the menu (1 = the first) and the caption's words."""
    caption = page.locator("#replay-caption").inner_text()
    found = re.match(r"Step (\d+) of \d+: (.*)", caption)
    assert found, caption
    return (
        int(found.group(1)),
        int(page.locator("#replay-hand-pick").input_value()) + 1,
        found.group(2),
    )


def _at_deal(page: Any, hand: int) -> int:
    """Wait for hand ``hand``'s deal to show; its step."""
    page.wait_for_function(
        "n => document.querySelector('#replay-caption').textContent"
        ".includes(`: Hand ${n}: the cards are dealt`)",
        arg=hand,
    )
    step, picked, _ = _where(page)
    assert picked == hand
    return step


def test_the_replay_goes_hand_by_hand_with_the_keys(
    browser: Any, base_url: str, long_game: tuple[dict[str, Any], int]
) -> None:
    room, hands = long_game
    context, page = _replay(browser, base_url, room, LAPTOP)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        menu = page.locator("#replay-hand-pick option").all_inner_texts()
        assert menu == [f"Hand {n} of {hands}" for n in range(1, hands + 1)]
        assert _at_deal(page, 1) == 1
        assert page.locator("#replay-prev-hand").is_disabled()
        page.keyboard.press("PageDown")
        second = _at_deal(page, 2)
        assert second > 2  # hand 1's moves and showdown were passed over at once
        page.keyboard.press("PageDown")
        third = _at_deal(page, 3)
        assert third > second
        # A few steps into hand 3, Page Up goes to hand 2's deal.
        for _ in range(3):
            page.keyboard.press("ArrowRight")
        assert _where(page)[0] == third + 3 and _where(page)[1] == 3
        page.keyboard.press("PageUp")
        assert _at_deal(page, 2) == second
        # The menu, with the keyboard: focus it, pick the last hand.
        page.locator("#replay-hand-pick").focus()
        page.locator("#replay-hand-pick").select_option(str(hands - 1))
        _at_deal(page, hands)
        assert page.locator("#replay-next-hand").is_disabled()
        assert not page.locator("#replay-prev-hand").is_disabled()
        # The buttons take the keyboard's Enter as any button does.
        page.locator("#replay-prev-hand").focus()
        page.keyboard.press("Enter")
        _at_deal(page, hands - 1)
        page.keyboard.press("End")
        page.wait_for_function("() => document.querySelector('#replay-game-over:not([hidden])')")
        assert _where(page)[1] == hands
        assert errors == []
    finally:
        context.close()


def test_the_hand_buttons_on_a_phone(
    browser: Any, base_url: str, long_game: tuple[dict[str, Any], int]
) -> None:
    room, _ = long_game
    context, page = _replay(browser, base_url, room, PHONE)
    try:
        controls = page.locator(".replay-hands")
        box = controls.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
        for name in ("Previous hand", "Next hand"):
            button = page.get_by_role("button", name=name)
            size = button.bounding_box()
            assert size and size["height"] >= 44, name  # a finger's size
        page.get_by_role("button", name="Next hand").click()
        _at_deal(page, 2)
        page.get_by_role("button", name="Previous hand").click()
        _at_deal(page, 1)
        # The address keeps the step: a reload comes back to the same hand.
        page.get_by_role("button", name="Next hand").click()
        step = _at_deal(page, 2)
        assert f"step={step - 1}" in page.url
        page.reload()
        page.locator("#replay-body").wait_for()
        assert _at_deal(page, 2) == step
    finally:
        context.close()
