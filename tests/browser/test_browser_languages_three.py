"""The table for three in the reader's language (web-three.ftl; issue 39 with issue 38's
rules).

- **The pseudo-locale** (``en-XA``) at a phone and a laptop size: the table waiting for
  players (the invite link, "Seat the computer"), the box form seen by the captain's
  partner (the captain's hand, "Advise") and by the box player, and the rotation form
  seen by the seat sitting out (the public table). No English word is left and nothing
  is cut off (tests/helpers/languages.py).
- **French**: the partner's words ("Conseille ton capitaine") and the computer's name by
  its level.
- **Arabic**: the page is ``dir="rtl"``.
"""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import pytest

from tests.helpers.browser import running_server
from tests.helpers.languages import SIZES, check_pseudo_page, pseudo

Page = Any
TIMEOUT_MS = 15_000


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    database: Path = tmp_path_factory.mktemp("languages-three") / "gin.db"
    with running_server(database, think_workers=0, pseudo_locale=True, deal_seed=7) as url:
        yield url


def _post(server: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(
        server + path,
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        return cast(dict[str, Any], json.loads(response.read()))


def _room(server: str, form: str, **body: Any) -> tuple[str, dict[int, str]]:
    """A room for three; the people's seats and tokens (Ann seat 0, Bob the next free)."""
    made = _post(server, "/api/three", {"form": form, "name": "Ann", **body})
    tokens = {0: made["token"]}
    if body.get("computers"):
        joined = _post(server, f"/api/rooms/{made['room_id']}/join", {"name": "Bob"})
        tokens[joined["seat"]] = joined["token"]
    return made["room_id"], tokens


def _open(
    browser: Any, server: str, room: str, seat: int, token: str, lang: str, **context: Any
) -> tuple[Any, Page]:
    ctx = browser.new_context(**context)
    page = ctx.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(f"{server}/?lang={lang}")
    page.evaluate(
        "([k, v]) => localStorage.setItem(k, v)",
        [f"ginrummy.room.{room}", json.dumps({"seat": seat, "token": token})],
    )
    page.goto(f"{server}/room/{room}?lang={lang}")
    page.wait_for_function("() => document.body.dataset.role !== undefined")
    return ctx, page


def _check(page: Page, what: str) -> None:
    page.wait_for_load_state("networkidle")
    check_pseudo_page(page, what)


@pytest.mark.parametrize("size", SIZES)
def test_the_table_for_three_in_the_pseudo_locale(browser: Any, server: str, size: str) -> None:
    settings = cast(dict[str, Any], SIZES[size])
    assert pseudo("/").endswith("lang=en-XA")
    waiting, tokens = _room(server, "box")
    ctx, page = _open(browser, server, waiting, 0, tokens[0], "en-XA", **settings)
    try:
        page.locator("#three-invite .three-computer").first.wait_for()
        _check(page, f"the table for three waiting at {size}")
    finally:
        ctx.close()
    box, tokens = _room(server, "box", computers={"1": "easy"})
    for seat, role in ((2, "advising"), (0, "playing")):
        ctx, page = _open(browser, server, box, seat, tokens[seat], "en-XA", **settings)
        try:
            assert page.evaluate("() => document.body.dataset.role") == role
            if role == "advising":
                page.locator("#advice").wait_for()
            _check(page, f"the box form, {role}, at {size}")
        finally:
            ctx.close()
    rotation, tokens = _room(server, "rotation", computers={"1": "easy"})
    ctx, page = _open(browser, server, rotation, 2, tokens[2], "en-XA", **settings)
    try:
        assert page.evaluate("() => document.body.dataset.role") == "sitting_out"
        _check(page, f"rotation, sitting out, at {size}")
    finally:
        ctx.close()


def test_the_table_for_three_in_french_and_arabic(browser: Any, server: str) -> None:
    box, tokens = _room(server, "box", computers={"1": "medium"})
    ctx, page = _open(browser, server, box, 2, tokens[2], "fr")
    try:
        page.locator("#advice").wait_for()
        assert page.locator("#advice-title").inner_text() == "Conseille ton capitaine"
        assert "Ordinateur (moyen)" in page.locator("#three-players").inner_text()
        assert "capitaine" in page.locator("#three-seat-1").inner_text()
    finally:
        ctx.close()
    ctx, page = _open(browser, server, box, 0, tokens[0], "ar")
    try:
        assert page.evaluate("() => document.documentElement.dir") == "rtl"
        assert page.locator("#three-title-text").inner_text() == "طاولة لثلاثة"
    finally:
        ctx.close()
