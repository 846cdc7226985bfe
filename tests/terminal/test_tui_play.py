"""What a terminal player misses at the table, and what must not go wrong: the move log
over the whole hand, the rules primer, the lay-offs each layout allows, the opponent
called by the level chosen, hints that reason rightly, and saves that fail loudly."""

from __future__ import annotations

import asyncio
import io
import sys
from pathlib import Path
from typing import Any

import pytest

from ginrummy.agents.levels import _reason
from ginrummy.cli import main
from ginrummy.core.actions import Discard
from ginrummy.core.cards import parse_card
from ginrummy.core.record import GameRecord
from ginrummy.core.rules import find_rules
from ginrummy.tui.app import GinRummyApp
from ginrummy.tui.dialogs import KnockScreen, TextScreen
from ginrummy.tui.session import Farewell
from ginrummy.tui.table_screen import TableScreen
from tests.helpers.hands import deal, play

from .test_tui import fixed_table, make_app, screen_text

UNWRITABLE = Path("/proc/no-such-folder/game.json")


def run(app: GinRummyApp, script: Any) -> None:
    async def go() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await script(pilot)

    asyncio.run(go())


def test_the_move_log_scrolls_back_over_the_whole_hand(tmp_path: Path) -> None:
    app = make_app(tmp_path)

    async def script(pilot: Any) -> None:
        session = app.session
        assert session is not None
        await pilot.press("p")  # both pass; then draw and throw the card drawn, 6 times
        for _ in range(6):
            await pilot.press("d", "enter")
        await pilot.pause()
        events = session.obs.events
        assert len(events) >= 14
        text = screen_text(app)
        assert "The cards are dealt." not in text  # four rows: the latest moves
        assert f"{len(events)}. " in text
        for _ in range(8):
            await pilot.press("pageup")
        await pilot.pause()
        text = screen_text(app)
        assert "The cards are dealt." in text and "1. You passed" in text
        await pilot.press("pagedown")

    run(app, script)


def test_the_help_has_a_primer_of_the_rules_in_play(tmp_path: Path) -> None:
    app = make_app(tmp_path, table=fixed_table(find_rules("oklahoma-spades")))

    async def script(pilot: Any) -> None:
        await pilot.press("question_mark")
        assert isinstance(app.screen, TextScreen)
        text = "\n".join(app.screen.lines)
        assert "The rules of this game (oklahoma-spades):" in text
        for words in ("Melds:", "Knock:", "first upcard's value", "Undercut:", "Gin:", "Big gin:"):
            assert words in text, words
        assert "box of 25" in text and "game bonus of 100" in text and "first to 150" in text
        assert "a spade scores double" in text
        await pilot.press("pagedown", "pagedown", "pagedown")
        assert "shutout" in screen_text(app)  # the end of the primer, scrolled to
        await pilot.press("escape")
        assert isinstance(app.screen, TableScreen)

    run(app, script)


def test_the_knock_dialog_counts_the_lay_offs(tmp_path: Path) -> None:
    app = make_app(tmp_path)

    async def script(pilot: Any) -> None:
        await pilot.press("t", "k")
        assert isinstance(app.screen, KnockScreen)
        # A-2-3♠ takes 4♠, 4-5-6♥ takes 3♥ and 7♥, the nines take 9♠: 4 unseen cards.
        assert "| 2♣ (2); lay-offs: 4" in screen_text(app)

    run(app, script)


def test_the_level_chosen_is_the_name_everywhere(tmp_path: Path) -> None:
    """``medium`` is played by the simple agent, but the table, the showdown and the
    record all say ``medium``."""
    app = GinRummyApp(seed=3, delay=0, save_dir=tmp_path, opponent="medium")

    async def script(pilot: Any) -> None:
        await pilot.press("enter")
        assert app.session is not None and isinstance(app.screen, TableScreen)
        assert "medium" in screen_text(app) and "simple" not in screen_text(app)
        await pilot.press("q")

    run(app, script)
    record = GameRecord.from_json((tmp_path / "current.json").read_text("utf-8"))
    assert record.players == ("human", "medium")
    assert record.meta["opponent"] == "simple" and record.meta["level"] == "medium"


def test_unknown_opponent_lists_each_name_once(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--opponent", "nonsense"]) == 2
    err = capsys.readouterr().err
    assert (
        "known: easy, medium, hard, apprentice, master, classic-master, ensemble-like, expert, "
        "marjj-like, random, simple, tonic-like, waiter)" in err
    )


def test_hint_reasons_leave_out_the_card_just_taken() -> None:
    hand = "AS 2S 3S 4H 5H 6H 9C 9D 9H 6C"
    other = "KS KH QS QD JC JD 8C 7S 6S 4C"
    start = deal(hand, other, "2C", stock="TD TH 5D", dealer=1)
    moves = ("pass", "pass", "draw", "discard TD", "draw", "discard 6S")
    took = play(start, *moves, "take").observation(0)  # the opponent's 6♠ is in hand now
    reason = _reason(took, Discard(parse_card("6C")), ascii=True)
    assert "6S" not in reason and "safer" not in reason
    drew = play(start, *moves, "draw").observation(0)  # the 6♠ stays on the pile
    reason = _reason(drew, Discard(parse_card("6C")), ascii=True)
    assert "the opponent threw 6S, so it is safer" in reason


def test_a_hint_is_written_as_sentences(tmp_path: Path) -> None:
    app = make_app(tmp_path)

    async def script(pilot: Any) -> None:
        await pilot.press("t", "h")
        assert app.session is not None
        message = app.session.message
        assert message.startswith("Hint: discard K♣. Play on rather than knock")  # a capital

    run(app, script)


# --------------------------------------------------------------------------- saves
def test_a_failed_save_is_said_and_the_exit_status_is_one(tmp_path: Path) -> None:
    app = make_app(tmp_path, save_file=UNWRITABLE)

    async def script(pilot: Any) -> None:
        await pilot.press("p", "q")

    run(app, script)
    farewell = app.return_value
    assert isinstance(farewell, Farewell) and farewell.failed and app.return_code == 1
    assert "Game saved to" in farewell.message  # the game itself is kept for --resume
    assert "Error: --save: could not write /proc/no-such-folder/game.json" in farewell.message

    nowhere = make_app(tmp_path, save_dir=UNWRITABLE.parent)
    run(nowhere, lambda pilot: pilot.press("q"))
    assert nowhere.return_value is not None and nowhere.return_value.failed
    assert "Error: the game could not be saved" in nowhere.return_value.message


def test_play_exits_with_one_when_the_save_failed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import ginrummy.commands.play
    import ginrummy.tui

    def failed(**kwargs: Any) -> Farewell:
        return Farewell("Error: --save: could not write /x", failed=True)

    monkeypatch.setattr(ginrummy.tui, "run_app", failed)
    monkeypatch.setattr(ginrummy.commands.play, "_is_terminal", lambda stream: True)
    assert main(["play", "--save-dir", str(tmp_path), "--save", "/x"]) == 1
    captured = capsys.readouterr()
    assert "could not write /x" in captured.err and captured.out == ""


def test_plain_game_with_an_unwritable_save_exits_with_one(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    code = main(
        ["play", "--plain", "--seed", "2", "--save", str(UNWRITABLE), "--save-dir", str(tmp_path)]
    )
    out = capsys.readouterr().out
    assert code == 1
    assert "Error: could not write /proc/no-such-folder/game.json" in out
    assert "Game saved to" in out  # the game itself is kept for --resume
