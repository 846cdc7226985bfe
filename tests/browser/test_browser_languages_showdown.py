"""What a new player most needs to read, in the player's language (issue 38): the
showdown's explanation, the first-game tips, the fair-deal dialog ("How was this
dealt?") and the watcher's page, in Chromium against the real server.

- **The pseudo-locale** (``en-XA``: every catalog word accented and 40% longer) at a
  phone and a laptop size: a hand against the computer played to its showdown, its
  explanation, the tip the table shows, the fair-deal box and dialog; and a public game's
  watcher page. No English word is left in these parts and nothing is cut off.
- **Real languages**: the same hand in German (the terms of the German glossary, linked
  to the rules), and the watcher's page in Arabic (``dir="rtl"``, Arabic words).

Why only these parts of the table: the rest of the table page (its buttons, prompt,
move list, score box) comes from table.js and board.js, converted on their own; the
checks here look inside this area's elements only, so they hold whatever the rest says.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, cast

import pytest

from tests.helpers.browser import require, running_server, seeded_random, wait_for_hand
from tests.helpers.languages import SIZES, pseudo

from .test_browser import _wait_turn_or_end

Page = Any
SIZE: dict[str, dict[str, Any]] = {name: cast(dict[str, Any], o) for name, o in SIZES.items()}
"""tests.helpers.languages.SIZES, typed as browser context options."""
TIMEOUT_MS = 15_000
# Names without two plain ASCII letters in a row, so a name left in a sentence is not
# counted as English (the names are marked translate="no" as well).
ME = "Ñoño"
FRIEND = "Ésé"

ENGLISH_LEFT_IN = r"""([roots, skips]) => {
  const words = [];
  const where = (el) => `<${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}>`;
  const never = "script, style, noscript, [translate=no], [data-l10n-skip]";
  const skipped = [never, ...skips].join(", ");
  const skip = (el) => el.closest(skipped);
  const ascii = /[A-Za-z]{2,}/g;
  for (const root of roots.flatMap((r) => [...document.querySelectorAll(r)])) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || skip(el)) continue;
      for (const m of node.data.matchAll(ascii)) words.push(`${m[0]} (in ${where(el)})`);
    }
    const named = "[aria-label], [title], [placeholder], [alt]";
    const labelled = [root, ...root.querySelectorAll(named)];
    for (const el of labelled) {
      if (skip(el)) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = el.getAttribute(name);
        if (!value) continue;
        for (const m of value.matchAll(ascii)) words.push(`${m[0]} (${name} of ${where(el)})`);
      }
    }
  }
  return words;
}"""
"""tests.helpers.languages.ENGLISH_LEFT inside ``roots`` (selectors) only, leaving out
``skips`` (selectors of what other files draw)."""

CUT_OFF_IN = r"""(roots) => {
  const problems = [];
  const where = (el) => `<${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}>`;
  const doc = document.documentElement;
  for (const root of roots.flatMap((r) => [...document.querySelectorAll(r)])) {
    for (const el of [root, ...root.querySelectorAll("*")]) {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden") continue;
      const text = [...el.childNodes].some((n) => n.nodeType === 3 && n.data.trim());
      if (!text) continue;
      const clips =
        ["hidden", "clip"].includes(style.overflowX) || style.textOverflow === "ellipsis";
      if (clips && el.scrollWidth > el.clientWidth + 1)
        problems.push(`${where(el)} cut off: ${el.textContent.trim().slice(0, 40)}`);
      if (r.right > innerWidth + 1 || r.left < -1)
        problems.push(`${where(el)} outside the window: ${el.textContent.trim().slice(0, 40)}`);
    }
  }
  return problems;
}"""
"""tests.helpers.languages.CUT_OFF inside ``roots`` only."""


def check_pseudo_parts(page: Page, what: str, roots: list[str], skips: Sequence[str] = ()) -> None:
    """check_pseudo_page for this area's elements (``roots``) of a page in the
    pseudo-locale: no English word left in them, nothing in them cut off."""
    assert page.locator("html").get_attribute("lang") == "en-XA", what
    for root in roots:
        assert page.locator(root).count(), f"{what}: no {root}"
    left = page.evaluate(ENGLISH_LEFT_IN, [roots, list(skips)])
    assert left == [], f"{what}: English left: {left[:20]}"
    cut = page.evaluate(CUT_OFF_IN, roots)
    assert cut == [], f"{what}: {cut[:10]}"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    database: Path = tmp_path_factory.mktemp("languages-showdown") / "gin.db"
    with running_server(database, think_workers=0, pseudo_locale=True, deal_seed=20261206) as url:
        yield url


def _errors(page: Page) -> list[str]:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    return errors


def _computer_game(browser: Any, server: str, size: dict[str, Any], lang: str) -> tuple[Any, Page]:
    """A game against the easy computer (started in English on the start page), its
    table then opened in ``lang``; the first tip is on show."""
    context = browser.new_context(reduced_motion="reduce", **size)
    context.set_default_timeout(TIMEOUT_MS)
    seeded_random(context, 7)
    page = context.new_page()
    page.goto(server + "/")
    page.get_by_label("Easy").check(force=True)
    page.get_by_label("Your name").fill(ME)
    page.get_by_label("Target score").fill("500")  # one hand: the game goes on, tips too
    page.get_by_role("button", name="Play the computer").click()
    page.wait_for_url(re.compile(r"/room/[^/?]+$"))
    url = page.url
    page.goto(pseudo(url) if lang == "en-XA" else f"{url}?lang={lang}")
    wait_for_hand(page)
    return context, page


def _play_to_the_showdown(page: Page, limit: int = 80) -> None:
    """Keys and card clicks only (no button found by its English name): pass the first
    upcard, draw from the stock, discard the highest loose card, knock or go gin when
    offered."""
    for _ in range(limit):
        if _wait_turn_or_end(page) == "over":
            return
        state = page.evaluate("document.body.dataset.stateId")
        phase = page.evaluate("document.body.dataset.phase")
        if phase == "upcard_offer":
            page.keyboard.press("p")
        elif phase == "draw":
            page.keyboard.press("d")
        elif phase == "discard":
            if page.locator("#actions .btn-gin").count():
                page.locator("#actions .btn-gin").first.click()
            elif page.locator("#actions .btn-knock").count():
                page.locator("#actions .btn-knock").click()
                page.locator("#actions .btn-knock-card").first.click()
            else:
                page.locator("#hand .hand-card.playable").last.click()
        else:
            page.locator("#actions button:not([disabled])").first.click()
        page.wait_for_function(f"() => document.body.dataset.stateId !== '{state}'")
    pytest.fail(f"the hand did not end within {limit} moves")


def _showdown_verified(page: Page) -> None:
    page.locator("#showdown").wait_for()
    page.locator("#fair-box .fair-status.fair-ok").wait_for()


@pytest.mark.parametrize("size", SIZES)
def test_the_showdown_the_tips_and_the_fair_deal_in_the_pseudo_locale(
    browser: Any, server: str, size: str
) -> None:
    context, page = _computer_game(browser, server, SIZE[size], "en-XA")
    errors = _errors(page)
    try:
        # The first tip of the game (the upcard or the draw), whole or in one line.
        tip = page.locator("#guide-tip")
        tip.wait_for()
        check_pseudo_parts(page, f"the first tip at {size}", ["#guide-tip"])
        if page.locator("#guide-tip .guide-read").count():  # a phone: "Read" opens it whole
            page.locator("#guide-tip .guide-read").click()
            page.locator(".guide-dialog").wait_for()
            check_pseudo_parts(page, f"the tip's dialog at {size}", [".guide-dialog"])
            page.keyboard.press("Escape")
            page.locator(".guide-dialog").wait_for(state="detached")

        _play_to_the_showdown(page)
        _showdown_verified(page)
        reason = page.locator("#showdown-reason")
        assert reason.locator("a.term").count() >= 1  # the terms link to the rules
        check_pseudo_parts(page, f"the showdown at {size}", ["#showdown-reason", "#fair-box"])

        page.locator("#btn-fair").click()
        dialog = page.locator("#fair-dialog")
        dialog.wait_for()
        body = "#fair-dialog .fair-body"
        assert page.locator(f"{body} .fair-checks li").count() == 7
        assert page.locator(f"{body} .fair-check-bad").count() == 0
        check_pseudo_parts(page, f"the fair-deal dialog at {size}", [body])
        page.keyboard.press("Escape")
        dialog.wait_for(state="hidden")
    finally:
        context.close()
    assert not errors, errors


def _public_game(server: str) -> str:
    """A public game between two people, both seated: its room id."""
    httpx = require("httpx")
    made = httpx.post(
        server + "/api/rooms", json={"mode": "friend", "name": ME, "visibility": "public"}
    )
    assert made.status_code == 201, made.text
    room_id = str(made.json()["room_id"])
    joined = httpx.post(f"{server}/api/rooms/{room_id}/join", json={"name": FRIEND})
    assert joined.status_code == 200, joined.text
    return room_id


# What the watcher's page shows that other files draw: the moves, the cards, the score
# box's note, the showdown's hands, the sheets (board.js, tabletop.js, socket.js).
WATCH_NOT_MINE = [
    "#events",
    "#score-meta",
    "#stock-caption",
    "#discard > *",
    "#seat-top-hand",
    "#seat-bottom-hand",
    "#showdown-title",
    "#showdown-hands",
    "#sheet",
    "#pile-cards",
    "#connection",
    ".language-menu",
]


@pytest.mark.parametrize("size", SIZES)
def test_the_watchers_page_in_the_pseudo_locale(browser: Any, server: str, size: str) -> None:
    room_id = _public_game(server)
    context = browser.new_context(reduced_motion="reduce", **SIZE[size])
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    errors = _errors(page)
    try:
        page.goto(pseudo(f"{server}/watch/{room_id}"))
        page.wait_for_function("() => document.body.dataset.status === 'playing'")
        page.wait_for_function("() => document.querySelector('#last-move').textContent !== ''")
        assert FRIEND in page.locator("#seat-top-name").inner_text()
        title = page.evaluate("document.title")
        assert re.findall(r"[A-Za-z]{2,}", title) == [], title
        check_pseudo_parts(page, f"the watcher's page at {size}", ["body"], WATCH_NOT_MINE)
        # The two dialogs' own words.
        page.locator("#pile-inspect").click()
        page.locator("#pile-dialog").wait_for()
        check_pseudo_parts(page, f"the pile dialog at {size}", ["#pile-dialog"], WATCH_NOT_MINE)
        page.keyboard.press("Escape")
    finally:
        context.close()
    assert not errors, errors


def test_the_showdown_in_german(browser: Any, server: str) -> None:
    """German words from the start of the hand to the fair-deal dialog: the tip, the
    showdown's explanation with the glossary's terms linked to the rules."""
    context, page = _computer_game(browser, server, SIZE["1366x768"], "de")
    errors = _errors(page)
    try:
        assert page.locator("html").get_attribute("lang") == "de"
        page.locator("#guide-tip").wait_for()
        assert page.locator("#guide-tip .guide-ok").inner_text() == "Verstanden"
        assert "Mehr" in page.locator("#guide-tip .guide-more").inner_text()
        _play_to_the_showdown(page)
        _showdown_verified(page)
        reason = page.locator("#showdown-reason").inner_text()
        terms = page.locator("#showdown-reason a.term").all_inner_texts()
        assert set(terms) & {"Restpunkten", "Restkarten", "Gin", "Big Gin", "Unterbieten"}, terms
        assert re.search(r"\b(hast|hat|bekommst|bekommt|punktet)\b", reason), reason
        assert "Verteilung in deinem Browser geprüft" in page.locator("#fair-box").inner_text()
        assert page.locator("#btn-fair").inner_text() == "Wie wurde ausgeteilt?"
        page.locator("#btn-fair").click()
        assert "Deine zehn Karten" in page.locator("#fair-dialog .fair-body").inner_text()
    finally:
        context.close()
    assert not errors, errors


def test_the_watchers_page_in_arabic(browser: Any, server: str) -> None:
    room_id = _public_game(server)
    context = browser.new_context(reduced_motion="reduce", **SIZE["360x640"])
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    errors = _errors(page)
    try:
        page.goto(f"{server}/watch/{room_id}?lang=ar")
        page.wait_for_function("() => document.body.dataset.status === 'playing'")
        page.wait_for_function("() => document.querySelector('#last-move').textContent !== ''")
        assert page.locator("html").get_attribute("dir") == "rtl"
        assert page.locator("html").get_attribute("lang") == "ar"
        arabic = re.compile(r"[\u0600-\u06ff]{3,}")
        for selector in (".watch-tag", "#last-move", "#log-title", "#btn-sheet"):
            assert arabic.search(page.locator(selector).inner_text()), selector
        assert arabic.search(page.evaluate("document.title"))
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 361, width
    finally:
        context.close()
    assert not errors, errors


def test_hollywoods_sheet_in_the_pseudo_locale(browser: Any, server: str) -> None:
    """Hollywood's score sheet (hollywood.js) after a hand: its caption, the heads of its
    three game columns, each hand's number and the foot; the hand's own words come from
    the server's record (left out here)."""
    context = browser.new_context(reduced_motion="reduce", **SIZE["360x640"])
    context.set_default_timeout(TIMEOUT_MS)
    seeded_random(context, 7)
    page = context.new_page()
    errors = _errors(page)
    try:
        page.goto(server + "/")
        page.get_by_label("Easy").check(force=True)
        page.locator("#preset").select_option("hollywood")
        page.get_by_label("Your name").fill(ME)
        page.get_by_label("Target score").fill("100")
        page.get_by_role("button", name="Play the computer").click()
        page.wait_for_url(re.compile(r"/room/[^/?]+$"))
        page.goto(pseudo(page.url))
        wait_for_hand(page)
        _play_to_the_showdown(page)
        page.locator("#showdown").wait_for()
        page.keyboard.press("s")
        sheet = page.locator("#sheet-dialog table.hollywood-sheet")
        sheet.wait_for()
        assert sheet.locator("thead abbr").count() == 3
        check_pseudo_parts(
            page,
            "Hollywood's sheet",
            ["#sheet-dialog caption", "#sheet-dialog thead", "#sheet-dialog tfoot", ".sheet-hand"],
        )
    finally:
        context.close()
    assert not errors, errors
