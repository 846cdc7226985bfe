"""The tournaments' pages and the game review in the player's language (issue 38), in
Chromium against the real server.

- **The pseudo-locale** (``en-XA``, every catalog word accented and 40% longer): the
  tournaments' list (with tournaments coming and running), a tournament's page (its
  standings with players, its games being played), each at a phone and a laptop size,
  show no English word and no text cut off or sticking out of the window.
- **French and Arabic**: the same pages' words in French, and in Arabic laid out right
  to left (``dir="rtl"``), the countdown and the standings still legible.

The tournaments' names are typed by players and show in the page's title, the one place
a name cannot be marked ``translate="no"``: so they are written here in Cyrillic, which
the pseudo-locale's check does not take for English.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.browser import require, running_server
from tests.helpers.languages import SIZES, check_pseudo_page, pseudo

Page = Any
TIMEOUT_MS = 20_000


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    database: Path = tmp_path_factory.mktemp("languages-tourney") / "gin.db"
    with running_server(
        database,
        think_workers=0,
        pseudo_locale=True,
        rooms_per_minute=0,
        rate_burst=1e9,
        rate_per_second=1e9,
    ) as url:
        yield url


def _api(url: str, method: str, path: str, who: dict[str, str] | None = None, **body: Any) -> Any:
    httpx = require("httpx")
    headers = {"X-Player": f"{who['player_id']}:{who['secret']}"} if who else {}
    answer = httpx.request(
        method, url + path, headers=headers, json=body if body else None, timeout=10
    )
    assert answer.status_code < 300, answer.text
    return answer.json()


def _tournament(url: str, who: dict[str, str], name: str, starts_in: int, **more: Any) -> Any:
    body = {
        "name": name,
        "format": "arena",
        "preset": "standard",
        "target": 100,
        "clock": "rapid",
        "starts_in_minutes": starts_in,
        "minutes": 60,
        "rated": True,
        "private": False,
        **more,
    }
    return _api(url, "POST", "/api/tournaments", who, **body)


@pytest.fixture(scope="module")
def made(server: str) -> dict[str, str]:
    """A coming arena with three players in it, and a running arena whose two players
    are at a game."""
    players = [_api(server, "POST", "/api/players", name=n) for n in ("Ann", "Bob", "Cy")]
    coming = _tournament(server, players[0], "Пятничный турнир", 90)
    for who in players:
        _api(server, "POST", f"/api/tournaments/{coming['id']}/join", who)
    running = _tournament(server, players[1], "Вечерний турнир", 0, clock=None)
    for who in players[:2]:
        _api(server, "POST", f"/api/tournaments/{running['id']}/join", who)
    deadline = time.monotonic() + 30
    while True:  # the director starts it and pairs the two players (present: they ask)
        for who in players[:2]:
            detail = _api(server, "GET", f"/api/tournaments/{running['id']}", who)
        if detail["status"] == "running" and detail["games"]:
            break
        assert time.monotonic() < deadline, detail
        time.sleep(0.5)
    return {"coming": coming["id"], "running": running["id"]}


def _check(page: Page, what: str) -> None:
    """:func:`check_pseudo_page`, the language menu left out: it names each language in
    that language (l10n.js builds it; its options are not marked ``translate="no"`` on
    this branch, a fix for l10n.js's owner)."""
    page.evaluate("document.getElementById('language-menu')?.setAttribute('translate', 'no')")
    check_pseudo_page(page, what)


def _open(browser: Any, url: str, **context: Any) -> tuple[Any, Page]:
    ctx = browser.new_context(**context)
    page = ctx.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(url)
    page.wait_for_selector("body[data-loaded='true']", state="attached")
    assert not errors, errors
    return ctx, page


@pytest.mark.parametrize("size", list(SIZES))
def test_the_tournaments_list_in_the_pseudo_locale(
    browser: Any, server: str, made: dict[str, str], size: str
) -> None:
    ctx, page = _open(browser, server + pseudo("/tournaments"), **SIZES[size])
    try:
        assert page.locator(".tourney-item").count() >= 2
        # The swiss form's fields too: the rounds instead of the minutes.
        page.locator("#format-swiss").check(force=True)
        _check(page, f"tournaments at {size}")
    finally:
        ctx.close()


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("which", ["coming", "running"])
def test_a_tournament_in_the_pseudo_locale(
    browser: Any, server: str, made: dict[str, str], which: str, size: str
) -> None:
    ctx, page = _open(browser, server + pseudo(f"/tournaments/{made[which]}"), **SIZES[size])
    try:
        assert page.locator("#standings-rows tr").count() >= 2
        if which == "running":
            page.wait_for_selector("#games li")
        _check(page, f"a {which} tournament at {size}")
    finally:
        ctx.close()


def test_a_tournament_in_french(browser: Any, server: str, made: dict[str, str]) -> None:
    ctx, page = _open(browser, server + f"/tournaments/{made['coming']}", locale="fr-FR")
    try:
        assert page.locator("html").get_attribute("lang") == "fr"
        assert page.locator("#standings-heading").inner_text() == "Classement"
        assert page.locator("#t-when").inner_text().startswith("Commence dans ")
        assert "3 joueurs" in page.locator("#t-players").inner_text()
        assert page.get_by_role("button", name="Rejoindre").is_visible()
        assert page.title() == "Пятничный турнир : tournoi de Gin Rummy"
        page.goto(server + "/tournaments")
        page.wait_for_selector("body[data-loaded='true']", state="attached")
        assert page.locator("#create-heading").inner_text() == "Créer un tournoi"
        item = page.locator(f".tourney-item[data-id='{made['running']}']")
        assert item.locator(".when").inner_text().startswith("Se termine dans ")
    finally:
        ctx.close()


def test_a_tournament_in_arabic_reads_right_to_left(
    browser: Any, server: str, made: dict[str, str]
) -> None:
    ctx, page = _open(browser, server + f"/tournaments/{made['running']}?lang=ar")
    try:
        assert page.locator("html").get_attribute("dir") == "rtl"
        assert page.locator("#standings-heading").inner_text() == "الترتيب"
        assert page.evaluate("getComputedStyle(document.querySelector('main')).direction") == "rtl"
        # The countdown keeps its digits in order.
        when = page.locator("#t-when").inner_text()
        assert "تنتهي" in when and ":" in when, when
        rows = page.locator("#standings-rows tr")
        assert rows.count() == 2
        assert page.evaluate("document.documentElement.scrollWidth <= innerWidth + 1")
    finally:
        ctx.close()
