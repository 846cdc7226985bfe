"""The rules page in the reader's language (issue 38), in Chromium against the real server.

- **The pseudo-locale** (every catalog word accented and 40% longer): the rules page, its
  summary, every section and worked example and the figures' words for screen readers,
  at a phone and a laptop size, for the standard rules and for Oklahoma and Hollywood
  (whose sections say other things: the upcard's limit, the three games): no English
  word left, nothing cut off or sticking out.
- **French**: the page's own words and the worked examples in French.
- **Arabic**: ``dir="rtl"``, the words in Arabic, and the figures' cards still legible
  (each card drawn left to right, inside the window, labelled in Arabic).
- **German**: a worked example's numbers under another preset (Oklahoma: gin bonus 25,
  undercut bonus 25, game to 150) in German sentences.

Why: the rules page is what a new player reads first, so a reader with no English must
be able to learn the game from it; its numbers come from the chosen preset and must
land in each language's sentences (plurals included).

The language menu lists each language by its own name (l10n.js, every page): the walk
leaves it out. The preset names in the chooser and the list of presets are the server's
words (another area, presets.ftl). Where the server still sends them in English, the
pseudo-locale walk stands in for it: it accents the labels and descriptions of
``/api/options`` in the browser (``_pseudo_presets``), so every word this page writes
itself is still checked.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ginrummy.i18n import pseudo_text
from tests.helpers.browser import running_server
from tests.helpers.languages import SIZES, check_pseudo_page, pseudo

Page = Any
TIMEOUT_MS = 20_000
PRESETS = ("standard", "oklahoma", "hollywood")


SUM_PLACES = """() => {
  const cap = document.querySelector('section#undercut figcaption');
  const node = [...cap.childNodes].find((n) => n.nodeType === 3 && n.data.includes('1 + 4 = 5'));
  const at = (i) => { const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 1);
                      return r.getBoundingClientRect().left; };
  const i = node.data.indexOf('1 + 4 = 5');
  return { "1": at(i), "5": at(i + 8) };
}"""
"""Where the worked example's sum (1 + 4 = 5) has its first and last digit."""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    database: Path = tmp_path_factory.mktemp("languages-rules") / "gin.db"
    with running_server(database, think_workers=0, pseudo_locale=True) as url:
        yield url


def _pseudo_presets(route: Any) -> None:
    """``/api/options`` with its preset names accented where the server sent English."""
    response = route.fetch()
    body = response.json()
    for preset in body.get("presets", []):
        for key in ("label", "description"):
            value = preset.get(key)
            if isinstance(value, str) and re.search(r"[A-Za-z]{2,}", value):
                preset[key] = pseudo_text(value)
    route.fulfill(response=response, body=json.dumps(body), content_type="application/json")


def _open(browser: Any, server: str, path: str, **context: Any) -> tuple[Any, Page, list[str]]:
    ctx = browser.new_context(**context)
    page = ctx.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    page.on("console", lambda m: errors.append(m.text) if m.type in ("error", "warning") else None)
    page.goto(server + path)
    page.wait_for_function("() => document.body.dataset.loaded === 'true'")
    return ctx, page, errors


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("preset", PRESETS)
def test_the_rules_page_in_the_pseudo_locale(
    browser: Any, server: str, preset: str, size: str
) -> None:
    ctx = browser.new_context(**SIZES[size])
    ctx.route("**/api/options", _pseudo_presets)
    page = ctx.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type in ("error", "warning") else None)
    try:
        page.goto(server + pseudo(f"/rules?preset={preset}"))
        page.wait_for_function("() => document.body.dataset.loaded === 'true'")
        assert page.locator("#rules-preset").input_value() == preset
        # The language menu names each language in its own words, on purpose (l10n.js).
        page.evaluate("document.getElementById('language-menu')?.setAttribute('translate', 'no')")
        check_pseudo_page(page, f"rules ({preset}) at {size}")
        # The figures' words for screen readers are the catalogs' too.
        groups = page.locator("section.rule [role=group]")
        labels = groups.evaluate_all("els => els.map(e => e.ariaLabel)")
        assert labels and not [x for x in labels if re.search(r"[A-Za-z]{2,}", x)], labels
        assert errors == [], errors  # no message missing (l10n.js warns)
    finally:
        ctx.close()


@pytest.mark.parametrize("preset", ["oklahoma-spades", "straight", "eaai", "openspiel"])
def test_the_other_presets_words_in_the_pseudo_locale(
    browser: Any, server: str, preset: str
) -> None:
    """The sections' other branches (gin only, no big gin, one hand, spades double):
    their words are in the catalogs too (the laptop size is enough for that)."""
    ctx = browser.new_context(**SIZES["1366x768"])
    ctx.route("**/api/options", _pseudo_presets)
    page = ctx.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type in ("error", "warning") else None)
    try:
        page.goto(server + pseudo(f"/rules?preset={preset}"))
        page.wait_for_function("() => document.body.dataset.loaded === 'true'")
        page.evaluate("document.getElementById('language-menu')?.setAttribute('translate', 'no')")
        check_pseudo_page(page, f"rules ({preset})")
        assert errors == [], errors
    finally:
        ctx.close()


def test_the_rules_page_in_french(browser: Any, server: str) -> None:
    ctx, page, errors = _open(browser, server, "/rules?lang=fr")
    try:
        assert page.locator("html").get_attribute("lang") == "fr"
        assert page.locator("#rules-title").inner_text() == "Comment jouer"
        assert page.locator("#deadwood-title").inner_text() == "Les points morts"
        knock = page.locator("section#knock").inner_text()
        assert "10 ou moins" in knock
        undercut = page.locator("section#undercut").inner_text()
        assert "25 + (8 − 5) = 28" in undercut and "contre" in undercut
        assert "25 + 31 = 56" in page.locator("section#gin").inner_text()
        assert page.title().startswith("Comment jouer au gin rami")
        limit = page.locator("#rules-summary [data-rule='knock_limit']")
        assert limit.inner_text() == "10 ou moins"
        assert errors == []
    finally:
        ctx.close()


def test_the_rules_page_in_arabic_reads_right_to_left(browser: Any, server: str) -> None:
    ctx, page, errors = _open(browser, server, "/rules?lang=ar", **SIZES["360x640"])
    try:
        assert page.locator("html").get_attribute("dir") == "rtl"
        assert page.evaluate("getComputedStyle(document.body).direction") == "rtl"
        heading = page.locator("#meld-title").inner_text()
        assert re.search(r"[\u0600-\u06ff]", heading), heading
        # The cards of each figure read left to right (5♥ 6♥ 7♥ 8♥, not reversed), each one
        # whole inside the window, and labelled in Arabic for a screen reader.
        cards = page.evaluate(
            """() => [...document.querySelectorAll('#deadwood .rules-cards')].map(row =>
                [...row.querySelectorAll('.card')].map(c => {
                  const r = c.getBoundingClientRect();
                  return [c.dataset.card, r.left, r.right, c.getAttribute('aria-label')];
                }))"""
        )
        width = page.evaluate("innerWidth")
        run = next(row for row in cards if [c[0] for c in row] == ["5H", "6H", "7H", "8H"])
        assert [c[1] for c in run] == sorted(c[1] for c in run), run  # left to right
        for row in cards:
            for code, left, right, label in row:
                assert left >= 0 and right <= width + 1, (code, left, right)
                assert re.search(r"[\u0600-\u06ff]", label), label
        wide = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
        assert wide <= 0
        # A sum in an Arabic sentence still reads 1 + 4 = 5 from left to right.
        where = page.evaluate(SUM_PLACES)
        assert where["1"] < where["5"], where
        assert errors == []
    finally:
        ctx.close()


def test_a_worked_example_in_german(browser: Any, server: str) -> None:
    ctx, page, errors = _open(browser, server, "/rules?preset=oklahoma&lang=de")
    try:
        assert page.locator("html").get_attribute("lang") == "de"
        undercut = page.locator("section#undercut").inner_text()
        assert "Ann hat mit 8 geklopft" in undercut
        assert "25 + (8 − 5) = 28" in undercut
        game = page.locator("section#game").inner_text()
        assert "150" in game and "Punkte" in game
        assert page.locator("#rules-summary [data-rule='game_target']").inner_text() == "150"
        assert errors == []
    finally:
        ctx.close()
