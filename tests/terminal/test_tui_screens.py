"""The terminal game's screens as a terminal player sees them: golden screens at 80x24
(the documented size) and 100x32, ``--ascii`` free of any non-ASCII character on every
screen, the long ones fitting 80x24, and the "terminal too small" screen.

The golden screens are SVG files compared with pytest-textual-snapshot (under
``tests/__snapshots__/test_tui_screens/``); after a deliberate change, look at the new
ones and rewrite them with ``pytest tests/terminal/test_tui_screens.py --snapshot-update``.
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from ginrummy.agents import make_agent
from ginrummy.core.record import play_game
from ginrummy.core.rules import find_rules
from ginrummy.core.table import Table
from ginrummy.tui import saves
from ginrummy.tui.app import GinRummyApp
from ginrummy.tui.results import ScoreScreen, ShowdownScreen
from ginrummy.tui.table_screen import TableScreen
from ginrummy.tui.too_small import TooSmallScreen

from .test_tui import fixed_table, make_app, screen_text

SIZES = [(80, 24), (100, 32)]
Script = Callable[[Any], Awaitable[None]]


@pytest.fixture(autouse=True)
def fixed_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """Finished games are named by the time; the score sheet shows the name."""
    at = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    monkeypatch.setattr(saves, "store_finished", functools.partial(saves.store_finished, now=at))


def long_game() -> Table:
    """A whole game of 16 hands (two simple players, seed 30), over at its last showdown:
    the longest score sheet a terminal player meets in practice."""
    record = play_game([make_agent("simple"), make_agent("simple")], "standard", seed=30)
    record = dataclasses.replace(record, players=("human", "medium"))
    table = Table.from_record(record)
    assert len(table.finished) == 16 and table.is_over
    return table


def run_at(app: GinRummyApp, size: tuple[int, int], script: Script) -> None:
    async def go() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await script(pilot)

    asyncio.run(go())


# --------------------------------------------------------------------------- golden
SCREENS: dict[str, tuple[Callable[[Path], GinRummyApp], list[str]]] = {
    "setup": (
        lambda tmp: GinRummyApp(
            rules=find_rules("standard").replace(knock_limit=7, game_target=150),
            opponent="hard",
            seed=7,
            delay=0,
            save_dir=tmp,
        ),
        [],
    ),
    "table_start": (make_app, []),
    "table_eleven_cards": (make_app, ["t"]),
    "table_hint": (make_app, ["t", "h"]),
    "knock_dialog": (make_app, ["t", "k"]),
    "showdown": (make_app, ["t", "k", "enter"]),
    "help_rules": (make_app, ["question_mark"]),
    "final_sheet": (lambda tmp: make_app(tmp, table=long_game()), ["enter"]),
}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(SCREENS))
def test_golden_screens(
    snap_compare: Any, tmp_path: Path, name: str, size: tuple[int, int]
) -> None:
    make, keys = SCREENS[name]
    assert snap_compare(make(tmp_path), press=keys, terminal_size=size)


def test_golden_too_small(snap_compare: Any, tmp_path: Path) -> None:
    assert snap_compare(make_app(tmp_path), terminal_size=(72, 20))


# --------------------------------------------------------------------------- ascii
def assert_ascii(app: GinRummyApp, where: str) -> None:
    text = screen_text(app)
    odd = sorted({ch for ch in text if ord(ch) > 127})
    assert not odd, f"non-ASCII {odd} on the {where} screen:\n{text}"


def test_ascii_on_every_screen(tmp_path: Path) -> None:
    """``--ascii``: not one non-ASCII character on any screen, Textual's widgets (borders,
    drop-down arrows, scroll bars, the keys in the footer) included."""
    setup = GinRummyApp(seed=7, delay=0, save_dir=tmp_path / "s", ascii=True)

    async def on_setup(pilot: Any) -> None:
        assert_ascii(setup, "setup")
        await pilot.press("tab", "tab", "space")  # the opponent's drop-down, open
        assert_ascii(setup, "open drop-down")
        await pilot.press("escape", "enter")
        assert isinstance(setup.screen, TableScreen)
        assert_ascii(setup, "table")

    run_at(setup, (80, 24), on_setup)

    app = make_app(tmp_path, ascii=True)

    async def on_table(pilot: Any) -> None:
        steps = [
            ("table", []),
            ("refusal", ["enter"]),
            ("eleven cards", ["t"]),
            ("hint", ["h"]),
            ("pile", ["v"]),
            ("table again", ["escape"]),
            ("help and rules", ["question_mark"]),
            ("help scrolled", ["pagedown", "pagedown"]),
            ("table again", ["escape"]),
            ("score sheet", ["s"]),
            ("table again", ["escape"]),
            ("knock dialog", ["k"]),
            ("showdown", ["enter"]),
            ("running score sheet", ["s"]),
        ]
        for where, keys in steps:
            await pilot.press(*keys)
            assert_ascii(app, where)
        await pilot.resize_terminal(70, 20)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert_ascii(app, "too small")

    run_at(app, (80, 24), on_table)

    final = make_app(tmp_path / "long", table=long_game(), ascii=True)

    async def on_final(pilot: Any) -> None:
        assert_ascii(final, "last showdown")
        await pilot.press("enter")
        assert isinstance(final.screen, ScoreScreen) and final.screen.final
        assert_ascii(final, "final score sheet")

    run_at(final, (80, 24), on_final)


# --------------------------------------------------------------------------- 80x24
def test_the_final_sheet_fits_80x24_after_a_long_game(tmp_path: Path) -> None:
    """Sixteen hands: the totals, the result, the record and both buttons stay on the
    screen (the hands scroll, the latest in view); nothing is cut."""
    app = make_app(tmp_path, table=long_game())

    async def script(pilot: Any) -> None:
        await pilot.press("enter")
        assert isinstance(app.screen, ScoreScreen) and app.screen.final
        rows = screen_text(app).splitlines()
        assert len(rows) == 24
        assert rows[-2].split() == ["New", "game", "n", "Quit", "q"]
        assert "medium wins the game by" in rows[-4]
        assert rows[-3].strip().startswith("Kept as games/20260102-030405-0001.json")
        assert any(row.strip().startswith("16  medium: knock") for row in rows)  # the last hand
        assert any(row.strip().startswith("#  hand") for row in rows)  # its header stays
        for label in ("hands won", "hand points", "boxes", "game bonus", "total"):
            assert any(row.strip().startswith(label) for row in rows), label
        assert all(len(row) <= 80 for row in rows)

    run_at(app, (80, 24), script)


def test_a_three_line_message_leaves_the_prompt_on_screen(tmp_path: Path) -> None:
    app = make_app(tmp_path)

    async def script(pilot: Any) -> None:
        await pilot.press("t")
        session = app.session
        assert session is not None and isinstance(app.screen, TableScreen)
        session.say(
            "Hint: discard 10♥. Play on rather than knock: the opponent may well undercut "
            "you, 10♥ leaves 10 deadwood, it joins nothing in your hand, the opponent threw "
            "10♣, so it is safer."
        )
        app.screen.redraw()
        await pilot.pause()
        rows = screen_text(app).splitlines()
        assert len(rows) == 24
        assert rows[-2].split()[:2] == ["Discard", "Enter"]  # the buttons
        assert rows[-4].strip().startswith("Discard: arrows + Enter")  # the prompt
        assert rows[-3].strip().startswith("Deadwood 12 now; the best discard")
        assert rows[-7].strip().startswith("Hint: discard 10♥")
        assert rows[-5].strip().endswith("so it is safer.")

    run_at(app, (80, 24), script)


def test_too_small_terminal_says_so_and_the_game_waits(tmp_path: Path) -> None:
    app = make_app(tmp_path, delay=0.01)

    async def script(pilot: Any) -> None:
        session = app.session
        assert session is not None
        await pilot.resize_terminal(79, 24)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        text = screen_text(app)
        assert "The terminal is too small: 79x24." in text and "at least 80x24" in text
        await pilot.press("p")  # keys do not reach the table underneath
        assert session.table.state.events == ()
        await pilot.resize_terminal(80, 23)
        await pilot.pause()
        assert "80x23" in screen_text(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        await pilot.press("p")  # the person passes; the computer answers once seen
        await pilot.resize_terminal(60, 20)
        await pilot.pause(0.1)
        assert isinstance(app.screen, TooSmallScreen)
        moves = len(session.table.state.events)
        await pilot.pause(0.1)
        assert len(session.table.state.events) == moves  # nothing happens unseen
        await pilot.resize_terminal(80, 24)
        await pilot.pause(0.1)
        assert isinstance(app.screen, TableScreen)

    run_at(app, (80, 24), script)


def test_a_game_started_in_a_small_terminal_starts_covered(tmp_path: Path) -> None:
    app = make_app(tmp_path, table=fixed_table())

    async def script(pilot: Any) -> None:
        assert isinstance(app.screen, TooSmallScreen)
        await pilot.press("q")  # q still saves and quits

    run_at(app, (40, 12), script)
    assert app.return_value is not None and "--resume" in app.return_value.message


def test_the_showdown_fits_80x24(tmp_path: Path) -> None:
    app = make_app(tmp_path)

    async def script(pilot: Any) -> None:
        await pilot.press("t", "k", "enter")
        assert isinstance(app.screen, ShowdownScreen)
        rows = screen_text(app).splitlines()
        assert len(rows) == 24 and "Continue (Enter)" in "\n".join(rows)

    run_at(app, (80, 24), script)
