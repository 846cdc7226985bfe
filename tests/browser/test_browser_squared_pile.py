"""The squared-up discard pile (``squared_pile``, seed 004) in headless Chromium.

Chosen on the start page under "More options", the game's table shows the pile's top
card and its height; the pile dialog (``v``) shows that one card and says the rest is
squared up, since "players may not look through the discard pile" (seed 004). Skips
without Chromium or Playwright, as the other browser tests.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from tests.helpers.browser import running_server, wait_for_hand

TIMEOUT_MS = 15_000


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("web") / "ginrummy.sqlite3"
    with running_server(db, deal_seed=20261201) as url:
        yield url


STILL_JS = """() => !document.querySelector('#showdown').hidden ||
                   (document.body.classList.contains('my-turn') &&
                    !document.body.classList.contains('pending'))"""
"""True while the table is still: our turn with no move pending, or the hand over."""


def _pile_height(page: Any) -> int:
    text = page.locator("#pile-inspect").inner_text()
    match = re.fullmatch(r"Discard pile: (\d+)", text.strip())
    assert match, text
    return int(match.group(1))


def test_the_table_shows_the_top_card_of_a_squared_pile(browser: Any, base_url: str) -> None:
    context = browser.new_context(reduced_motion="reduce", viewport={"width": 1280, "height": 860})
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    page.goto(base_url + "/")
    page.get_by_label("Easy").check(force=True)
    page.locator("#more-options summary").click()
    page.get_by_label("Squared-up discard pile (only the top card shows)").check()
    page.get_by_role("button", name="Play the computer").click()
    page.wait_for_url(re.compile(r"/room/[^/]+$"))
    wait_for_hand(page)

    # Pass the upcard, then draw and throw the highest loose card until the pile is high.
    for _ in range(40):
        if _pile_height(page) >= 4 or page.locator("#showdown").is_visible():
            break
        page.wait_for_function(STILL_JS)
        if page.locator("#showdown").is_visible():
            break
        state = page.evaluate("document.body.dataset.stateId")
        phase = page.evaluate("document.body.dataset.phase")
        if phase == "upcard_offer":
            page.keyboard.press("p")
        elif phase == "draw":
            page.keyboard.press("d")
        else:
            page.locator("#hand .hand-card.playable").last.click()
        page.wait_for_function(f"() => document.body.dataset.stateId !== '{state}'")
    # The pile is still while it is our turn (or the hand is over): the computer's
    # throw must not land between reading its height and reading the dialog.
    page.wait_for_function(STILL_JS)
    height = _pile_height(page)
    assert height >= 2, "the pile grew"

    page.keyboard.press("v")  # the pile dialog: the top card only, and why
    dialog = page.locator("#pile-dialog")
    dialog.wait_for()
    assert dialog.locator(".card").count() == 1
    text = dialog.inner_text()
    assert f"nobody may look through the {height - 1} card" in text
    top = dialog.locator(".card").first.get_attribute("aria-label") or ""
    assert top.startswith(f"{height}: ") and top.endswith("(top)"), top
    page.keyboard.press("Escape")
    assert not errors, errors
    context.close()
