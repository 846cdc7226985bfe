"""The browser in the player's language (issue 38), in Chromium against the real server.

- **Choosing**: a browser asking for French (``Accept-Language``) gets every page in
  French, ``lang="fr"``; the language menu on every page lists the seven languages by
  their own names; choosing one reloads the page in it and every later page keeps it (a
  cookie); Arabic pages are ``dir="rtl"``.
- **The pseudo-locale** (``en-XA``: every word accented and 40% longer, served with
  ``--pseudo-locale``): each page at a phone and a laptop size shows no English word
  (a run of two or more plain ASCII letters outside what a player typed or a card's
  notation) and no text cut off or sticking out of the window.

Why the pseudo-locale: a word a page forgot to take from the catalogs stays plain ASCII
there, and its 40% longer words find the layouts that break in German or French before
a translator does.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.browser import running_server
from tests.helpers.languages import SIZES, check_pseudo_page, pseudo

Page = Any
TIMEOUT_MS = 15_000

PAGES: dict[str, tuple[str, str]] = {
    "start": ("/", "#play-computer:not([disabled])"),
    "rules": ("/rules", "main"),
    "not-found": ("/no/such/page", "main"),
}
"""Each page the walk visits here: its address and what shows it has drawn. The pages
with content of their own are walked by their own files
(``test_browser_languages_<area>.py``: the lobby, leaderboard, profiles, statistics and
replays in ``_online``; the tournaments and the review in ``_tourney``; the showdown,
the first-game tips, the fair-deal dialog and the watch page in ``_showdown``)."""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    database: Path = tmp_path_factory.mktemp("languages") / "gin.db"
    with running_server(database, think_workers=0, pseudo_locale=True) as url:
        yield url


def _open(browser: Any, server: str, path: str, ready: str, **context: Any) -> tuple[Any, Page]:
    ctx = browser.new_context(**context)
    page = ctx.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(server + path)
    page.wait_for_selector(ready, state="attached")
    return ctx, page


def test_the_browser_language_chooses_the_page_language(browser: Any, server: str) -> None:
    ctx, page = _open(browser, server, "/lobby", "main", locale="fr-FR")
    try:
        assert page.locator("html").get_attribute("lang") == "fr"
        assert page.locator("html").get_attribute("dir") == "ltr"
        assert page.locator('.site-nav a[href="/lobby"]').inner_text() == "Salon"
        options = page.locator("#language-menu option")
        assert options.all_inner_texts() == [
            "English",
            "Español",
            "Français",
            "Deutsch",
            "Italiano",
            "Português (Brasil)",
            "العربية",
        ]
        assert page.locator("#language-menu").input_value() == "fr"
    finally:
        ctx.close()


def test_a_chosen_language_is_kept_on_every_later_page(browser: Any, server: str) -> None:
    ctx, page = _open(browser, server, "/leaderboard", "main", locale="en-US")
    try:
        assert page.locator("html").get_attribute("lang") == "en"
        with page.expect_navigation():
            page.select_option("#language-menu", "de")
        page.wait_for_selector("#language-menu")
        assert page.locator("html").get_attribute("lang") == "de"
        page.goto(server + "/tournaments")
        assert page.locator("html").get_attribute("lang") == "de"
        assert page.locator('.site-nav a[href="/leaderboard"]').inner_text() == "Rangliste"
        assert any(c["name"] == "ginrummy_lang" and c["value"] == "de" for c in ctx.cookies())
        with page.expect_navigation():
            page.select_option("#language-menu", "ar")
        page.wait_for_selector("#language-menu")
        assert page.locator("html").get_attribute("dir") == "rtl"
        assert page.evaluate("getComputedStyle(document.body).direction") == "rtl"
    finally:
        ctx.close()


def test_the_browser_formats_with_the_catalogs(browser: Any, server: str) -> None:
    """``l10n.js`` itself: a message, English behind a language, a typed refusal."""
    ctx, page = _open(browser, server, "/?lang=es", "#language-menu")
    try:
        words = page.evaluate(
            """async () => {
              const l10n = await import("/static/l10n.js");
              return [l10n.lang, l10n.t("nav-lobby"), l10n.attr("nav-online", "aria-label"),
                      l10n.t("no-such-message"), l10n.refusalText("no/such", {}, "fallback"),
                      l10n.formatDate(Date.UTC(2026, 11, 5), {dateStyle: "long", timeZone: "UTC"})];
            }"""
        )
        assert words == [
            "es",
            "Salón",
            "Juego en línea",
            "no-such-message",
            "fallback",
            "5 de diciembre de 2026",
        ]
    finally:
        ctx.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", PAGES)
def test_every_page_in_the_pseudo_locale(browser: Any, server: str, name: str, size: str) -> None:
    path, ready = PAGES[name]
    ctx, page = _open(browser, server, pseudo(path), ready, **SIZES[size])
    try:
        check_pseudo_page(page, f"{name} at {size}")
    finally:
        ctx.close()
