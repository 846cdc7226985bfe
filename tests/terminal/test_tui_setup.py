"""The setup screen as a terminal player meets it: the command line's options kept,
Enter starting the game from anywhere but an open drop-down, the values in one column,
an open drop-down drawn cleanly, and a broken saved game named as such."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from textual.widgets import Select

from ginrummy.agents import LEVELS
from ginrummy.core.rules import find_rules
from ginrummy.tui import saves
from ginrummy.tui.app import GinRummyApp
from ginrummy.tui.setup_screen import SetupScreen
from ginrummy.tui.table_screen import TableScreen

from .test_tui import screen_text

LABELS = (
    "Opponent",
    "Rules preset",
    "Knock limit",
    "Game to",
    "Scoring (gin/undercut)",
    "Oklahoma",
    "Straight gin",
    "Big gin",
)


def run(app: GinRummyApp, script: Any) -> None:
    async def go() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await script(pilot)

    asyncio.run(go())


def rows_of(app: GinRummyApp) -> dict[str, str]:
    """Each setting's row, by its label."""
    rows = screen_text(app).splitlines()
    return {label: next(r for r in rows if r.strip().startswith(label)) for label in LABELS}


def test_command_line_options_are_kept(tmp_path: Path) -> None:
    """``-o knock_limit=7 -o game_target=10`` (and ``gin_bonus=50``) survive the setup."""
    rules = find_rules("standard").replace(knock_limit=7, game_target=10, gin_bonus=50)
    app = GinRummyApp(rules=rules, seed=1, delay=0, save_dir=tmp_path)

    async def script(pilot: Any) -> None:
        rows = rows_of(app)
        assert rows["Knock limit"].split()[2] == "7"
        assert rows["Game to"].split()[2] == "10"
        await pilot.press("enter")
        assert app.session is not None
        played = app.session.table.rules
        assert (played.knock_limit, played.game_target, played.gin_bonus) == (7, 10, 50)
        assert "(to 10)" in screen_text(app)

    run(app, script)


def test_oklahoma_keeps_the_options_and_says_where_the_limit_comes_from(tmp_path: Path) -> None:
    rules = find_rules("oklahoma-spades").replace(knock_limit=7, game_target=200)
    app = GinRummyApp(rules=rules, seed=1, delay=0, save_dir=tmp_path)

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        assert "Knock limit (by upcard)" in screen_text(app)
        assert screen.query_one("#knock_limit", Select).disabled
        await pilot.press("enter")
        assert app.session is not None
        played = app.session.table.rules
        assert played.knock_limit_from_upcard and played.spades_double
        assert (played.knock_limit, played.game_target) == (7, 200)

    run(app, script)


def test_enter_plays_from_a_drop_down_but_picks_in_an_open_one(tmp_path: Path) -> None:
    app = GinRummyApp(seed=1, delay=0, save_dir=tmp_path)

    async def script(pilot: Any) -> None:
        await pilot.press("tab", "tab")  # Play -> Quit -> the opponent's drop-down
        assert isinstance(app.focused, Select) and app.focused.id == "opponent"
        await pilot.press("space")  # opens it
        assert app.focused is not None and isinstance(app.screen, SetupScreen)
        await pilot.press("down", "enter")  # picks "hard": the game does not start
        assert isinstance(app.screen, SetupScreen)
        assert app.screen.query_one("#opponent", Select).value == "hard"
        await pilot.press("enter")  # the drop-down is focused, closed: Enter plays
        assert isinstance(app.screen, TableScreen)
        assert app.session is not None and app.session.names[1] == "hard"

    run(app, script)


def test_enter_on_the_quit_button_quits(tmp_path: Path) -> None:
    app = GinRummyApp(seed=1, delay=0, save_dir=tmp_path)

    async def script(pilot: Any) -> None:
        await pilot.press("tab", "enter")

    run(app, script)
    assert app.session is None and app.return_value is None


def test_values_line_up_and_an_open_drop_down_hides_what_is_under_it(tmp_path: Path) -> None:
    app = GinRummyApp(seed=1, delay=0, save_dir=tmp_path)

    async def script(pilot: Any) -> None:
        rows = rows_of(app)
        columns = {len(row) - len(row[len(label) + 1 :].lstrip()) for label, row in rows.items()}
        assert columns == {27}, rows  # every value starts in the same column
        await pilot.press("tab", "tab", "space")
        lines = screen_text(app).splitlines()
        covered = [next(r for r in lines if r.strip().startswith(label)) for label in LABELS[1:6]]
        # The rows under the open list show its options, and nothing of their own values.
        assert [row[26:].strip() for row in covered] == list(LEVELS)

    run(app, script)


def test_a_broken_saved_game_is_not_offered(tmp_path: Path) -> None:
    saves.current_path(tmp_path).write_text("{broken", encoding="utf-8")
    app = GinRummyApp(seed=1, delay=0, save_dir=tmp_path)

    async def script(pilot: Any) -> None:
        text = " ".join(screen_text(app).split())
        assert "The saved game cannot be resumed" in text and "A game is saved" not in text

    run(app, script)
