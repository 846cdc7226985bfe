"""The language kept with the player's identity (issue 38, docs/languages.md), in
Chromium against the real server.

A known player picks German in the language menu (on the rules page, which loads no
script of the player's own: the menu brings it); the choice is kept with the player. A
fresh browser, whose own language is English, claims the identity with a one-time code
and is shown the page in German at once, and every later page too. A server that does
not answer the choice in time never holds the switch back.
"""

from __future__ import annotations

import asyncio
import re
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.browser import running_server

Page = Any
TIMEOUT_MS = 15_000


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    database: Path = tmp_path_factory.mktemp("languages-player") / "gin.db"
    with running_server(database, think_workers=0) as url:
        yield url


def _page(ctx: Any, errors: list[str]) -> Page:
    page = ctx.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.on("pageerror", lambda exc: errors.append(f"pageerror: {exc}"))
    return page


def _html_lang(page: Page) -> str:
    return str(page.locator("html").get_attribute("lang"))


def test_a_players_language_follows_the_identity_to_a_fresh_browser(
    browser: Any, server: str
) -> None:
    errors: list[str] = []
    laptop = browser.new_context(locale="en-US")
    phone = browser.new_context(locale="en-US")
    try:
        page = _page(laptop, errors)
        # The laptop becomes a player (a pairing makes one).
        page.goto(server + "/")
        page.get_by_label("Your name").fill("Lena")
        page.get_by_role("button", name="Play someone now").click()
        page.wait_for_selector("#pairing-status:has-text('Looking for an opponent')")
        page.get_by_role("button", name="Cancel").click()
        name = page.locator("#identity-name").inner_text()
        assert re.fullmatch(r"Lena#\d{4}", name)

        # A choice the server does not answer in time: the page switches anyway.
        page.goto(server + "/rules")
        page.route("**/api/players/me/language*", lambda route: None)  # never answered
        with page.expect_navigation():
            page.select_option("#language-menu", "fr")
        page.wait_for_selector("#language-menu")
        assert _html_lang(page) == "fr"
        page.unroute("**/api/players/me/language*")

        # German, from the rules page's menu: kept with the player too.
        saving = re.compile(r"/api/players/me/language")
        with page.expect_request(saving) as saved, page.expect_navigation():
            page.select_option("#language-menu", "de")
        assert saved.value.post_data_json == {"language": "de"}
        page.wait_for_selector("#language-menu")
        assert _html_lang(page) == "de"

        # A code for another device, from the start page (now in German).
        page.goto(server + "/")
        page.locator("#transfer").click()
        code = page.locator("#transfer-code").inner_text().strip()
        assert code

        # A fresh browser in English claims the identity and is shown German at once.
        other = _page(phone, errors)
        other.goto(server + "/")
        other.wait_for_selector("#identity .identity-line")
        assert _html_lang(other) == "en"
        other.locator("#enter-code").click()
        other.locator("#claim-code").fill(code)
        with other.expect_navigation():
            other.locator("#claim-code").press("Enter")
        other.wait_for_selector(f"#identity-name:has-text('{name}')")
        assert _html_lang(other) == "de"
        assert other.locator("#language-menu").input_value() == "de"
        assert any(c["name"] == "ginrummy_lang" and c["value"] == "de" for c in phone.cookies())
        assert other.evaluate("localStorage.getItem('ginrummy.lang')") == "de"
        other.goto(server + "/leaderboard")
        assert _html_lang(other) == "de"
        assert other.locator('.site-nav a[href="/leaderboard"]').inner_text() == "Rangliste"
        assert errors == []
    finally:
        laptop.close()
        phone.close()


def test_a_language_chosen_before_becoming_a_player_is_kept_with_it(
    browser: Any, server: str
) -> None:
    """Italian from the menu while the browser is nobody; the player made next (a
    pairing makes one) is made with it, so a claimed device would speak it too."""
    errors: list[str] = []
    ctx = browser.new_context(locale="en-US")
    try:
        page = _page(ctx, errors)
        page.goto(server + "/")
        with page.expect_navigation():
            page.select_option("#language-menu", "it")
        page.wait_for_selector("#language-menu")
        assert _html_lang(page) == "it"
        page.locator("#name").fill("Gina")
        page.wait_for_function("() => !document.getElementById('play-someone').disabled")
        with page.expect_request(re.compile(r"/api/players(\?lang=it)?$")) as made:
            page.locator("#play-someone").click()
        assert made.value.post_data_json == {"name": "Gina", "language": "it"}
        page.wait_for_selector("#identity-name:has-text('Gina#')")
        player = page.evaluate("JSON.parse(localStorage.getItem('ginrummy.player'))")
        me = page.request.get(
            server + "/api/players/me",
            headers={"X-Player": f"{player['player_id']}:{player['secret']}"},
        )
        assert me.ok and me.json()["language"] == "it"
        assert errors == []
    finally:
        ctx.close()


KEPT = """async (path) => {
    const names = (await caches.keys()).filter((n) => n.startsWith('ginrummy-'));
    for (const name of names) {
        const copy = await (await caches.open(name)).match(path);
        if (copy) return copy.headers.get('Content-Language') || 'kept';
    }
    return null;
}"""


def _kept(page: Page, path: str) -> str | None:
    """The language of the service worker's copy of ``path`` (None: no copy)."""
    found = page.evaluate(KEPT, path)
    return None if found is None else str(found)


def _wait_until_kept(page: Page, path: str, language: str) -> None:
    """Poll the worker's caches until ``path`` is kept in ``language`` (a kept copy is
    put there in the background: nothing on the page says when)."""
    deadline = time.monotonic() + TIMEOUT_MS / 1000
    while (found := _kept(page, path)) != language:
        assert time.monotonic() < deadline, f"{path} kept as {found}, not {language}"
        page.wait_for_timeout(50)


def test_a_switch_of_language_replaces_the_kept_start_page(browser: Any, server: str) -> None:
    """The service worker keeps the start page in the language it came in, and shows the
    copy when the network is slow or away. After a switch to Italian no English copy is
    left to stand in for the page: it is fetched again in Italian, with the Italian
    words, so the start page opened offline next is Italian, words written by its
    scripts included, although no page was loaded in Italian online."""
    errors: list[str] = []
    ctx = browser.new_context(locale="en-US")
    try:
        page = _page(ctx, errors)
        page.goto(server + "/")
        page.wait_for_function("() => navigator.serviceWorker.controller !== null")
        _wait_until_kept(page, "/", "en")
        _wait_until_kept(page, "/l10n/en.ftl", "en")  # the first page's words, kept

        # The choice kept (what the menu does before it reloads), without the reload.
        page.evaluate(
            """async () => {
                const l10n = await import('/static/l10n.js');
                await l10n.keepLanguage('it');
            }"""
        )
        assert _kept(page, "/") in (None, "it")  # the English copy is gone at once
        _wait_until_kept(page, "/", "it")
        _wait_until_kept(page, "/l10n/it.ftl", "it")
        assert _kept(page, "/l10n/en.ftl") == "en"  # English words stay, behind any language

        ctx.set_offline(True)
        page.goto(server + "/")
        assert _html_lang(page) == "it"
        assert page.locator("#language-menu").input_value() == "it"
        caption = page.locator("label.language-menu .sr-only")
        assert caption.inner_text() == "Lingua"  # a script's word, from the kept catalog
        ctx.set_offline(False)
        assert errors == []
    finally:
        ctx.close()


class _SlowPages:
    """ASGI middleware: while ``slow`` is set, the pages under ``prefix`` are answered
    after ``delay`` seconds (a slow network, past the worker's 4-second wait)."""

    def __init__(self, app: Any, prefix: str = "/leaderboard", delay: float = 5.0) -> None:
        self.app = app
        self.prefix = prefix
        self.delay = delay
        self.slow = threading.Event()

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and self.slow.is_set() and scope["path"] == self.prefix:
            await asyncio.sleep(self.delay)
        await self.app(scope, receive, send)


def test_a_slow_page_waits_for_the_server_in_the_readers_language(
    browser: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """On a slow network the worker shows a kept copy of the very page asked for, never
    the file a route serves (that is the page unworded, in English): a German reader
    waits for the leaderboard a little longer and gets it in German."""
    made: list[_SlowPages] = []

    def wrap(app: Any) -> Any:
        made.append(_SlowPages(app))
        return made[0]

    database = tmp_path_factory.mktemp("languages-slow") / "gin.db"
    errors: list[str] = []
    with running_server(database, think_workers=0, wrap=wrap) as url:
        ctx = browser.new_context(locale="de-DE")
        try:
            page = _page(ctx, errors)
            page.goto(url + "/")
            assert _html_lang(page) == "de"
            page.wait_for_function("() => navigator.serviceWorker.controller !== null")
            _wait_until_kept(page, "/static/leaderboard.html", "kept")  # installed

            made[0].slow.set()
            started = time.monotonic()
            page.goto(url + "/leaderboard")
            assert time.monotonic() - started > 4  # the worker waited past its 4 seconds
            assert _html_lang(page) == "de"
            assert page.locator('.site-nav a[href="/leaderboard"]').inner_text() == "Rangliste"
            assert errors == []
        finally:
            made[0].slow.clear()
            ctx.close()
