"""The start page, the invite page and the 404 page in the reader's language (issue 38).

- **The pseudo-locale** (``en-XA``) at a phone and a laptop size: the start page with
  its options open (the preset's description and the option labels, worded by the
  server), with the settings dialog open, with a player's identity panel and its list
  of devices; the invite page of a friend's room; the page of an unknown address. No
  English word is left and nothing is cut off (tests/helpers/languages.py).
- **French**: the start page's own words, the levels, the presets and their
  descriptions and the option labels and choices (``GET /api/options`` in the page's
  language), the numbers of the statistics.
- **German**: a typed refusal of the server (``player/bad_code``) worded from the
  catalogs (web-errors.ftl) rather than the server's English message.
- **Arabic**: the start page is ``dir="rtl"``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import pytest

from tests.helpers.browser import running_server
from tests.helpers.languages import SIZES, check_pseudo_page, pseudo

Page = Any
TIMEOUT_MS = 15_000
READY = "#play-computer:not([disabled])"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    database: Path = tmp_path_factory.mktemp("languages-start") / "gin.db"
    with running_server(database, think_workers=0, pseudo_locale=True) as url:
        yield url


def _size(size: str) -> dict[str, Any]:
    """The browser context's settings of one of :data:`SIZES`."""
    return cast(dict[str, Any], SIZES[size])


def _open(browser: Any, server: str, path: str, ready: str, **context: Any) -> tuple[Any, Page]:
    ctx = browser.new_context(**context)
    page = ctx.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(server + path)
    page.wait_for_selector(ready, state="attached")
    return ctx, page


def _others(page: Page) -> None:
    """Leave out of the walk what other parts of the front end put on every page and
    word themselves: the language menu (each language by its own name, l10n.js) and the
    challenge notices' region (challenges.js)."""
    page.evaluate(
        """() => {
          const menu = document.getElementById("language-menu")?.closest("label");
          menu?.setAttribute("translate", "no");
          document.getElementById("challenge-notices")?.setAttribute("data-l10n-skip", "");
        }"""
    )


def _check(page: Page, what: str) -> None:
    page.wait_for_load_state("networkidle")
    _others(page)
    check_pseudo_page(page, what)


def _open_options(page: Page) -> None:
    page.evaluate("document.getElementById('more-options').open = true")
    page.locator("#opt-knock_limit").wait_for()


@pytest.mark.parametrize("size", SIZES)
def test_the_start_page_in_the_pseudo_locale(browser: Any, server: str, size: str) -> None:
    ctx, page = _open(browser, server, pseudo("/"), READY, **_size(size))
    try:
        _open_options(page)
        assert page.locator("#preset-note").inner_text().strip()
        _check(page, f"start with its options at {size}")
        page.locator("#btn-settings").click()
        page.locator("#settings-dialog[open]").wait_for()
        _check(page, f"start with the settings open at {size}")
    finally:
        ctx.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_identity_panel_in_the_pseudo_locale(browser: Any, server: str, size: str) -> None:
    """A browser with a player: "You are <name>" (the name is the player's own), the
    links, and the list of its devices."""
    ctx, page = _open(browser, server, pseudo("/"), READY, **_size(size))
    try:
        page.evaluate(
            """async () => {
              const player = await import("/static/player.js");
              await player.ensurePlayer("Ann");
            }"""
        )
        page.reload()
        page.wait_for_selector(READY)
        page.locator("#identity-name").wait_for()
        assert page.locator("#identity-name").get_attribute("translate") == "no"
        page.locator("#devices").click()
        page.locator("#device-list li").first.wait_for()
        _check(page, f"start with a player's devices at {size}")
    finally:
        ctx.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_invite_page_in_the_pseudo_locale(browser: Any, server: str, size: str) -> None:
    ctx = browser.new_context(**_size(size))
    try:
        made = ctx.request.post(
            server + "/api/rooms",
            data={"mode": "friend", "rules": "oklahoma", "name": "Ann", "client_id": "host1"},
        )
        assert made.ok, made.text()
        room_id = made.json()["room_id"]
        page = ctx.new_page()
        page.set_default_timeout(TIMEOUT_MS)
        page.goto(server + pseudo(f"/join/{room_id}"))
        page.wait_for_selector("#join-form:not([hidden])")
        info = page.locator("#join-info")
        assert info.locator("[translate=no]").inner_text() == "Ann"
        _check(page, f"join at {size}")
    finally:
        ctx.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_not_found_page_in_the_pseudo_locale(browser: Any, server: str, size: str) -> None:
    ctx, page = _open(browser, server, pseudo("/no/such/page"), "main", **_size(size))
    try:
        _check(page, f"not found at {size}")
    finally:
        ctx.close()


def test_the_start_page_in_french(browser: Any, server: str) -> None:
    ctx, page = _open(browser, server, "/", READY, locale="fr-FR")
    try:
        assert page.locator("html").get_attribute("lang") == "fr"
        assert page.locator("#play-computer").inner_text() == "Jouer contre l'ordinateur"
        assert page.locator("label[for=level-medium]").inner_text() == "Moyen"
        assert page.locator("#preset option[value=straight]").inner_text() == "Gin strict"
        page.select_option("#preset", "oklahoma")
        note = page.locator("#preset-note").inner_text()
        assert note.startswith("La première carte retournée fixe le seuil pour frapper"), note
        assert "Partie en 150 points" in note
        _open_options(page)
        assert page.locator("label[for=opt-knock_limit]").inner_text() == "Seuil de frappe"
        assert page.locator("label[for=opt-shutout]").inner_text() == "Capot"
        assert page.locator("#opt-shutout option[value=none]").inner_text() == "aucun"
        assert page.locator("#quick-summary").inner_text() == "Moyen \u00b7 Oklahoma, en 150"
        page.locator("#btn-settings").click()
        assert page.locator("#settings-title").inner_text() == "Réglages"
    finally:
        ctx.close()


def test_a_refusal_in_german(browser: Any, server: str) -> None:
    """The server refuses an unknown code (404 ``player/bad_code``, its message in
    English); the page words the code in German."""
    ctx, page = _open(browser, server, "/?lang=de", READY)
    try:
        said = page.evaluate(
            """async () => {
              const { api } = await import("/static/common.js");
              try {
                await api("/api/players/claim", { method: "POST", body: { code: "ZZZZZZ" } });
                return null;
              } catch (err) {
                return [err.status, err.code, err.message];
              }
            }"""
        )
        german = "Dieser Code ist unbekannt, schon benutzt oder abgelaufen."
        assert said == [404, "player/bad_code", german]
    finally:
        ctx.close()


def test_the_start_page_in_arabic_is_right_to_left(browser: Any, server: str) -> None:
    ctx, page = _open(browser, server, "/?lang=ar", READY)
    try:
        assert page.locator("html").get_attribute("dir") == "rtl"
        assert page.locator("#play-computer").inner_text() == "العب ضد الحاسوب"
        assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth + 1")
    finally:
        ctx.close()


def test_a_table_refusal_in_german_and_in_english(browser: Any, server: str) -> None:
    """The table's socket refusals (notices.js ``errorText``): a German page words the
    code and its details; an English one keeps its own plain words."""
    script = """async () => {
      const { errorText } = await import("/static/notices.js");
      return [
        errorText({ type: "error", code: "action/not_your_turn", message: "it is not your turn" }),
        errorText({ type: "error", code: "fair_play/cooling_off", message: "You cannot...",
                    minutes_left: 3, reason: "sandbag" }),
        errorText({ type: "error", code: "no/such", message: "the server's own words" }),
      ];
    }"""
    ctx, page = _open(browser, server, "/?lang=de", READY)
    try:
        said = page.evaluate(script)
        assert said[0] == "Du bist nicht am Zug."
        assert said[1].startswith("Du kannst 3 Minuten lang keinem Gegner zugeteilt werden")
        assert said[2] == "the server's own words"
    finally:
        ctx.close()
    ctx, page = _open(browser, server, "/?lang=en", READY)
    try:
        assert page.evaluate(script)[0] == "It is not your turn."
    finally:
        ctx.close()
