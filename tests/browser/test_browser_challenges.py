"""Challenges, follows and the rematch offer in headless Chromium against the real
server (docs/online.md "Challenges and friends").

- Ann challenges Bob from his profile (to 10, no clock); Bob, on another page of the
  site, is told in a notice, accepts, and both browsers go to one table and play the
  game to its end; Ann's game-over panel then offers to challenge Bob again.
- Ann follows Bob from his profile; her own profile lists him as online, then as playing
  with a Watch link.
- From the leaderboard, Ann challenges Cy; Cy declines from his notice, and Ann's page
  says so.
- At a finished game, Ann offers a rematch: Bob sees "Ann wants a rematch" and
  declines, and Ann sees "declined"; Bob changes his mind and offers one himself, then
  closes his page, and Ann sees that he left.

Each browser is a context of its own with its own player (made over the API and put
where the pages keep it, ``localStorage``), so the two are two people to the server.
The tests fail on any script error in the pages.
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
from tests.helpers.browser import running_server, wait_for_hand

from .test_browser import _context
from .test_browser_online import LAPTOP, PHONE, _play_to_the_end, _watch_errors

Page = Any


DATABASE: list[Path] = []


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("challenges") / "ginrummy.sqlite3"
    DATABASE[:] = [db]
    with running_server(db, rooms_per_minute=0) as url:
        yield url


def call(base_url: str, path: str, body: Any = None, who: dict[str, str] | None = None) -> Any:
    """A JSON call to the server, as ``who`` when given."""
    headers = {"Content-Type": "application/json"}
    if who:
        headers["X-Player"] = f"{who['player_id']}:{who['secret']}"
    request = urllib.request.Request(
        base_url + path,
        data=None if body is None else json.dumps(body).encode(),
        headers=headers,
        method="GET" if body is None else "POST",
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def person(browser: Any, base_url: str, name: str, **options: Any) -> tuple[Any, dict[str, str]]:
    """A browser context that is a new player called ``name`` (and that player)."""
    made: dict[str, str] = call(base_url, "/api/players", {"name": name})
    context = _context(browser, **options)
    stored = json.dumps({k: made[k] for k in ("player_id", "secret", "name", "device_id")})
    context.add_init_script(
        script=f"localStorage.getItem('ginrummy.player') || "
        f"localStorage.setItem('ginrummy.player', {json.dumps(stored)});"
    )
    return context, made


def at_one_table(ann: Page, bob: Page) -> str:
    """Both pages at the same table, the first hand dealt; the room's id."""
    for page in (ann, bob):
        page.wait_for_url(re.compile(r"/room/"))
        wait_for_hand(page)
    assert ann.url == bob.url
    return str(ann.url.rsplit("/", 1)[1])


def test_a_challenge_from_a_profile_is_accepted_and_played(browser: Any, base_url: str) -> None:
    ann_ctx, ann_player = person(browser, base_url, "Ann", viewport=LAPTOP)
    bob_ctx, bob_player = person(browser, base_url, "Bob", viewport=PHONE, is_mobile=True)
    ann, bob = ann_ctx.new_page(), bob_ctx.new_page()
    errors = _watch_errors(ann)
    _watch_errors(bob, errors)
    bob.goto(base_url + "/lobby")  # Bob is somewhere else on the site
    ann.goto(f"{base_url}/player/{bob_player['player_id']}")
    ann.locator("body[data-loaded='true']").wait_for()
    # Ann follows Bob: her own profile lists him, online (his lobby page polls).
    ann.get_by_role("button", name="Follow", exact=True).click()
    ann.get_by_role("button", name="Unfollow").wait_for()
    ann.get_by_role("button", name="Challenge", exact=True).click()
    dialog = ann.locator("#challenge-dialog")
    dialog.get_by_label("Rules").select_option("standard")
    dialog.get_by_label("Play to").fill("10")
    dialog.get_by_label("Clock").select_option("none")
    dialog.get_by_role("button", name="Send challenge").click()
    waiting = ann.locator(".challenge-outgoing")
    waiting.wait_for()
    assert f"Waiting for {bob_player['name']}" in waiting.inner_text()
    notice = bob.locator(".challenge-incoming")
    notice.wait_for()
    words = notice.inner_text()
    assert f"{ann_player['name']} challenges you: Standard, to 10, no clock, rated" in words
    notice.get_by_role("button", name="Accept").click()
    room_id = at_one_table(ann, bob)
    # Bob is playing now: Ann's profile (in a second tab) shows it, with a Watch link.
    mine = ann_ctx.new_page()
    _watch_errors(mine, errors)
    mine.goto(f"{base_url}/player/{ann_player['player_id']}")
    followed = mine.locator(f".following-item[data-player='{bob_player['player_id']}']")
    followed.wait_for()
    assert "playing now" in followed.inner_text()
    assert followed.get_by_role("link", name="Watch").get_attribute("href") == f"/watch/{room_id}"
    mine.close()
    _play_to_the_end([ann, bob])
    # From the finished game: challenge Bob again (the form starts at this game's).
    again = ann.get_by_role("button", name=f"Challenge {bob_player['name']}")
    again.click()
    assert ann.locator("#challenge-target").input_value() == "10"
    assert ann.locator("#challenge-clock").input_value() == "none"
    ann.get_by_role("button", name="Cancel", exact=True).click()
    assert not errors, errors
    ann_ctx.close()
    bob_ctx.close()


def test_a_rematch_offer_is_seen_declined_and_left(browser: Any, base_url: str) -> None:
    ann_ctx, ann_player = person(browser, base_url, "Ann", viewport=LAPTOP)
    bob_ctx, bob_player = person(browser, base_url, "Bob", viewport=LAPTOP)
    sent = call(base_url, "/api/challenges", {"player_id": bob_player["player_id"]}, ann_player)
    ann, bob = ann_ctx.new_page(), bob_ctx.new_page()
    errors = _watch_errors(ann)
    _watch_errors(bob, errors)
    ann.goto(base_url + "/")  # the accepted challenge takes Ann's page to the table
    accepted = call(base_url, f"/api/challenges/{sent['challenge_id']}/accept", {}, bob_player)
    bob.goto(base_url + "/")
    bob.evaluate(
        "([room, seat, token]) => localStorage.setItem('ginrummy.room.' + room,"
        " JSON.stringify({seat, token, saved: Date.now()}))",
        [accepted["room_id"], accepted["seat"], accepted["token"]],
    )
    bob.goto(f"{base_url}/room/{accepted['room_id']}")
    at_one_table(ann, bob)
    bob.get_by_role("button", name="Score sheet").click()
    bob.get_by_role("button", name="Resign this game").click()
    bob.get_by_role("button", name="Resign", exact=True).click()
    ann.locator("#showdown-title", has_text="resigned").wait_for()
    ann.locator("#btn-rematch").click()
    offer = bob.locator("#rematch-status")
    offer.filter(has_text=f"{ann_player['name']} wants a rematch.").wait_for()
    assert bob.locator("#btn-rematch").inner_text().startswith("Accept rematch")
    ann.locator("#rematch-status", has_text="to answer your rematch offer").wait_for()
    bob.get_by_role("button", name="Decline").click()
    ann.locator("#rematch-status", has_text=f"{bob_player['name']} declined a rematch.").wait_for()
    assert ann.locator("#btn-rematch").count() == 0  # no asking again
    bob.locator("#rematch-status", has_text="You declined a rematch.").wait_for()
    # Bob changes his mind and asks himself; Ann sees the offer, then Bob closes the table.
    bob.locator("#btn-rematch").click()
    ann.locator("#rematch-status", has_text=f"{bob_player['name']} wants a rematch.").wait_for()
    bob.close()
    ann.locator("#rematch-status", has_text=f"{bob_player['name']} left the table.").wait_for()
    assert not errors, errors
    ann_ctx.close()
    bob_ctx.close()


def established(*player_ids: str) -> None:
    """Give these players an established rating in standard-100 (as if they had played
    many rated games): the leaderboard ranks them."""
    engine = create_engine(f"sqlite:///{DATABASE[0]}")
    now = datetime.now(UTC)
    with engine.begin() as conn:
        for n, player_id in enumerate(player_ids):
            conn.execute(
                insert(ratings).values(
                    player_id=player_id,
                    pool="standard-100",
                    rating=1600 + n,
                    rd=60,
                    volatility=0.06,
                    games=30,
                    updated=now,
                )
            )
    engine.dispose()


def test_a_challenge_from_the_leaderboard_is_declined_and_told(browser: Any, base_url: str) -> None:
    ann_ctx, ann_player = person(browser, base_url, "Ann", viewport=PHONE, is_mobile=True)
    cy_ctx, cy_player = person(browser, base_url, "Cy", viewport=LAPTOP)
    established(ann_player["player_id"], cy_player["player_id"])
    ann, cy = ann_ctx.new_page(), cy_ctx.new_page()
    errors = _watch_errors(ann)
    _watch_errors(cy, errors)
    cy.goto(base_url + "/rules")
    ann.goto(base_url + "/leaderboard?pool=standard-100")
    ann.locator("body[data-loaded='true']").wait_for()
    mine = ann.locator("#board-rows tr", has_text=ann_player["name"])
    assert mine.get_by_role("button", name="Challenge").count() == 0  # not oneself
    row = ann.locator("#board-rows tr", has_text=cy_player["name"])
    row.get_by_role("button", name="Challenge").click()
    ann.locator("#challenge-dialog").get_by_role("button", name="Send challenge").click()
    notice = cy.locator(".challenge-incoming")
    notice.wait_for()
    assert f"{ann_player['name']} challenges you" in notice.inner_text()
    notice.get_by_role("button", name="Decline").click()
    notice.wait_for(state="detached")
    told = ann.locator(".challenge-ended")
    told.wait_for()
    assert told.inner_text().startswith(f"{cy_player['name']} declined your challenge.")
    told.get_by_role("button", name="Dismiss").click()
    assert ann.locator(".challenge-notice").count() == 0
    assert not errors, errors
    ann_ctx.close()
    cy_ctx.close()
