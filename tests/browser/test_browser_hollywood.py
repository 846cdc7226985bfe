"""A Hollywood game in the browser (headless Chromium against the real server): chosen
on the start page, played against the computer to its end, the scoreboard naming the
game its scores are, the score sheet with a column per game, and the final sheet game by
game. Skips where Chromium, Playwright or the server is missing (as test_browser.py)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from tests.helpers.browser import running_server, seeded_random, wait_for_hand

from .test_browser import _context, _play_hand, _watch_errors


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("web") / "ginrummy.sqlite3"
    with running_server(db, deal_seed=20261201) as url:
        yield url


def test_a_hollywood_game_plays_to_its_end_in_the_browser(browser: Any, base_url: str) -> None:
    context = _context(browser, viewport={"width": 1280, "height": 860})
    seeded_random(context, 19)  # the page's client seeds too: the same deals every run
    page = context.new_page()
    errors = _watch_errors(page)
    page.goto(base_url + "/")
    page.get_by_label("Easy").check(force=True)
    page.locator("#preset").select_option("hollywood")
    assert "Three games at once" in page.locator("#preset-note").inner_text()
    page.get_by_label("Target score").fill("10")
    page.get_by_role("button", name="Play the computer").click()
    page.wait_for_url(re.compile(r"/room/[^/]+$"))
    wait_for_hand(page)
    assert page.locator("#score-meta").inner_text().startswith("Hollywood game 1")

    for hand in range(1, 40):
        _play_hand(page)
        page.get_by_role("button", name="Score sheet").click()
        sheet = page.locator("#sheet-dialog table.hollywood-sheet")
        heads = sheet.locator("thead th").all_inner_texts()
        assert heads == ["Hand", "G1", "G2", "G3"]
        titles = sheet.locator("thead abbr").evaluate_all("els => els.map(e => e.title)")
        assert titles == ["Game 1", "Game 2", "Game 3"]
        assert sheet.locator("tbody tr").count() == hand
        if hand == 1 and "void" not in page.locator("#showdown-title").inner_text().lower():
            assert "(game 1)" in sheet.locator("tbody tr").first.inner_text()
        page.keyboard.press("Escape")
        if page.locator("#btn-rematch").count():  # all three games are over
            break
        page.get_by_role("button", name="Next hand").click()
        page.wait_for_function("() => document.querySelector('#showdown').hidden")
        wait_for_hand(page)
    else:
        pytest.fail("the match did not end")
    over = page.locator("#game-over")
    assert over.is_visible() and "over the three games" in over.inner_text()
    rows = over.locator("table.totals tbody th").all_inner_texts()
    assert "Game 1 total" in rows and "Game 3 total" in rows
    assert page.locator("#score-meta").inner_text().startswith("Hollywood")
    page.get_by_role("button", name="Score sheet").click()
    foot = page.locator("#sheet-dialog table.hollywood-sheet tfoot").inner_text()
    assert foot.count("over") == 3
    page.keyboard.press("Escape")
    assert not errors, errors
    context.close()
