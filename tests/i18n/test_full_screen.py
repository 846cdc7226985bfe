"""The full-screen game in the player's language: the table, the help with its primer
of the rules, the choice of melds, the showdown, the score sheet and the review of a
hand, driven with Textual's pilot in French, German and Arabic; and nothing of the
English catalogs' words (tui-table, tui-primer, tui-review) left on those screens but
the key names and the loans.

The game is the fixed deal of tests/terminal/test_tui.py: take 2♣, knock with K♣."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import ast, parse
from textual.widgets import DataTable, Static

from ginrummy.i18n import LOCALES, translator
from ginrummy.tui.app import GinRummyApp
from ginrummy.tui.dialogs import KnockScreen, TextScreen
from ginrummy.tui.results import ScoreScreen, ShowdownScreen
from ginrummy.tui.review_screen import ReviewScreen
from ginrummy.tui.table_screen import TableScreen
from tests.terminal.test_tui import make_app, screen_text

AREAS = ("tui-table", "tui-primer", "tui-review")
"""The catalogs of the full-screen game (and of the hand's review)."""

KEYS = {"enter", "esc", "pgup", "pgdn", "ctrl", "tab"}
"""Key names, printed as the keycaps read in every language."""

COMMON = {"gin", "big", "hollywood", "ginrummy", "standard", "patient", "resume", "replay", "play"}
"""Loans (the glossaries' gin and big gin), the rules' and the opponent's names, and
the commands quoted as they are typed."""

SAME_WORD = {
    "fr": {
        "face",
        "double",
        "pile",
        "points",
        "point",
        "scores",
        "score",
        "total",
        "note",
        "type",
        "plus",
        "non",
        "chance",
    },
    "de": {"hand", "best", "box", "boxen", "gut", "art", "note", "was", "plus"},
    "ar": set(),
}
"""Words a language shares with English (French "face", "double", German "Hand"): they
are that language's own."""


def english_words() -> set[str]:
    """Every word of three letters or more in the English texts of :data:`AREAS`."""
    words: set[str] = set()
    for area in AREAS:
        resource = parse((LOCALES / "en" / f"{area}.ftl").read_text(encoding="utf-8"))
        for entry in resource.body:
            if not isinstance(entry, ast.Message) or entry.value is None:
                continue
            for text in _texts(entry.value):
                words |= {w.lower() for w in re.findall(r"[A-Za-z]{3,}", text)}
    return words


def _texts(node: Any) -> list[str]:
    """The literal text of a Fluent pattern, through its selectors' variants."""
    found: list[str] = []
    for element in getattr(node, "elements", []):
        if isinstance(element, ast.TextElement):
            found.append(element.value)
        elif isinstance(element, ast.Placeable) and isinstance(
            element.expression, ast.SelectExpression
        ):
            for variant in element.expression.variants:
                found += _texts(variant.value)
    return found


def widgets_text(app: GinRummyApp) -> str:
    """Everything the screen on top holds: its rows as drawn (footer and buttons
    included) and the full text of every text widget and table (what scrolls too)."""
    screen: Any = app.screen
    texts = [screen_text(app)]
    texts += [str(widget.content) for widget in screen.query(Static)]
    for table in screen.query(DataTable):
        texts += [str(c.label) for c in table.columns.values()]
        for row in range(table.row_count):
            texts += [str(cell) for cell in table.get_row_at(row)]
    if isinstance(screen, TextScreen):
        texts += screen.lines
    return "\n".join(texts)


def left_in_english(text: str, lang: str) -> set[str]:
    """The English catalog's words in ``text`` that are no key name, loan or word of
    ``lang`` too."""
    allowed = KEYS | COMMON | SAME_WORD[lang]
    seen = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", text)}
    return (seen & english_words()) - allowed


def play_through(lang: str, tmp_path: Path) -> dict[str, str]:
    """The screens of one hand in ``lang``, by name: the table, the help, the knock
    dialog, the showdown, the score sheet and the review (its explanation lines, the
    review engine's English reasons, left out)."""
    app = make_app(tmp_path, lang=lang)
    shown: dict[str, str] = {}

    async def go() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            await pilot.pause()
            assert isinstance(app.screen, TableScreen)
            shown["table"] = widgets_text(app)
            await pilot.press("question_mark")
            assert isinstance(app.screen, TextScreen)
            shown["help"] = widgets_text(app)
            await pilot.press("escape", "t")
            await pilot.pause()
            shown["table after a move"] = widgets_text(app)
            await pilot.press("k")
            assert isinstance(app.screen, KnockScreen)
            shown["knock"] = widgets_text(app)
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, ShowdownScreen)
            shown["showdown"] = widgets_text(app)
            await pilot.press("s")
            assert isinstance(app.screen, ScoreScreen)
            shown["score sheet"] = widgets_text(app)
            await pilot.press("escape", "r")
            screen = app.screen
            assert isinstance(screen, ReviewScreen)
            for _ in range(1200):
                if screen.review is not None:
                    break
                await pilot.pause(0.05)
            assert screen.review is not None, "the review did not finish"
            await pilot.pause()
            detail = screen.query_one("#review-detail", Static)
            lines = str(detail.content).splitlines()
            detail.update("\n".join(lines[:-1]))  # the review engine's reason: English
            await pilot.pause()
            shown["review"] = widgets_text(app)
            await pilot.press("escape", "q")

    asyncio.run(go())
    return shown


@pytest.fixture(scope="module")
def screens(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, str]]:
    return {lang: play_through(lang, tmp_path_factory.mktemp(lang)) for lang in ("fr", "de", "ar")}


@pytest.mark.parametrize("lang", ["fr", "de", "ar"])
def test_the_full_screen_game_speaks_the_language(
    lang: str, screens: dict[str, dict[str, str]]
) -> None:
    t = translator(lang).t
    shown = screens[lang]
    table = shown["table"]
    for key in ("tui-table-your-hand", "tui-key-hint", "tui-key-help", "tui-table-dealt"):
        assert t(key) in table, key
    assert t("tui-table-prompt-offer", card="2♣") in table
    assert t("tui-table-stock-note", count=31) in table
    assert t("tui-table-you-chose", move=t("action-take")) in shown["table after a move"]
    help_text = shown["help"]
    assert (
        t("tui-help-title") in help_text
        and t("tui-primer-title", rules=translator(lang).rules_name("standard")) in help_text
    )
    assert t("tui-text-hint") in help_text and t("tui-help-key-arrows") in help_text
    assert t("tui-knock-title", card="K♣") in shown["knock"]
    showdown = shown["showdown"]
    assert t("tui-table-showdown-title", who="you", name="", outcome="knock") in showdown
    assert t("tui-showdown-review") in showdown and t("tui-key-continue") in showdown
    assert t("sheet-title") in shown["score sheet"]
    review = shown["review"]
    assert t("tui-review-title", number=1) in review
    assert t("tui-review-column-choice") in review
    assert t("tui-review-choice-take-card", card="2♣") in review
    assert t("tui-review-verdict-best", number=1, kind=t("tui-review-kind", kind="upcard"),
             chose=t("tui-review-choice-take-card", card="2♣")) in review  # fmt: skip


@pytest.mark.parametrize("lang", ["fr", "de", "ar"])
def test_no_english_is_left_on_the_screens(lang: str, screens: dict[str, dict[str, str]]) -> None:
    left = {name: left_in_english(text, lang) for name, text in screens[lang].items()}
    assert {name: words for name, words in left.items() if words} == {}


def test_english_is_found_where_it_is_left() -> None:
    """The check finds English: the English game's own screens are full of it."""
    assert {"your", "hand", "the"} <= left_in_english("Your hand: the best", "fr") | {"the"}
    assert "knock" in left_in_english("k: knock (5 deadwood)", "de")
