"""The full-screen terminal game, driven headless with Textual's pilot at 80x24.

Deals are fixed (``conftest.deck_for``) and the computer moves without delay, so every
screen is deterministic; the main screens are compared with golden text files under
``tests/snapshots/`` (``GINRUMMY_UPDATE_SNAPSHOTS=1`` rewrites them after a change that
was checked by eye).
"""

from __future__ import annotations

import asyncio
import functools
import os
import random
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from ginrummy.cli import main
from ginrummy.core.actions import Action, Discard, DrawStock, Pass
from ginrummy.core.hand import HandState, Phase
from ginrummy.core.match import Game
from ginrummy.core.observation import Observation
from ginrummy.core.record import GameRecord
from ginrummy.core.rules import Rules, find_rules
from ginrummy.core.table import Table
from ginrummy.tui import saves
from ginrummy.tui.app import GinRummyApp
from ginrummy.tui.dialogs import KnockScreen
from ginrummy.tui.results import ScoreScreen, ShowdownScreen
from ginrummy.tui.setup_screen import SetupScreen
from ginrummy.tui.table_screen import TableScreen
from tests.helpers.hands import deck_for

SNAPSHOTS = Path(__file__).parent / "snapshots"
SIZE = (80, 24)

# The person (seat 0, non-dealer) can knock at once after taking the upcard 2C:
# spades run, hearts run, three nines, and KC to discard (2 deadwood left).
HUMAN = "AS 2S 3S 4H 5H 6H 9C 9D 9H KC"
COMPUTER = "KS KH QS QD JC JD 8C 7S 6D 4C"
UPCARD = "2C"


class Patient:
    """A computer player that never knocks: passes the upcard, draws, throws the
    highest card. With it a hand runs to the end of the stock (a void hand)."""

    name = "patient"

    def act(self, observation: Observation, rng: random.Random) -> Action:
        legal = observation.legal_actions
        if Pass() in legal and observation.phase is Phase.UPCARD_OFFER:
            return Pass()
        if DrawStock() in legal:
            return DrawStock()
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            return max(discards, key=lambda a: (a.card.value, a.card))
        return legal[0]


def fixed_table(rules: Rules | None = None, *, opponent: str = "patient") -> Table:
    """A game whose first hand is the fixed deal above (the computer deals)."""
    rules = rules or find_rules("standard")
    deck = deck_for(HUMAN, COMPUTER, UPCARD)
    state = HandState.deal(rules, dealer=1, deck=deck)
    game = Game.new(rules, first_dealer=1)
    return Table(rules, ("human", opponent), game, state, [], {"seed": 5, "opponent": opponent})


def make_app(tmp_path: Path, table: Table | None = None, **kwargs: Any) -> GinRummyApp:
    options: dict[str, Any] = {
        "table": table if table is not None else fixed_table(),
        "agent": Patient(),
        "delay": 0,
        "save_dir": tmp_path / "data",
    }
    options.update(kwargs)
    return GinRummyApp(**options)


def screen_text(app: GinRummyApp) -> str:
    """The screen as plain text, one line per terminal row (trailing blanks cut)."""
    strips = app.screen._compositor.render_strips()
    return "\n".join(strip.text.rstrip() for strip in strips) + "\n"


def check_snapshot(app: GinRummyApp, name: str) -> None:
    """Compare the screen with ``tests/snapshots/tui_<name>.txt``."""
    text = screen_text(app)
    path = SNAPSHOTS / f"tui_{name}.txt"
    if os.environ.get("GINRUMMY_UPDATE_SNAPSHOTS") or not path.exists():
        SNAPSHOTS.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), f"screen differs from {path.name}:\n{text}"


def run(app: GinRummyApp, script: Callable[[Any], Awaitable[None]]) -> None:
    async def go() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await script(pilot)

    asyncio.run(go())


def message(app: GinRummyApp) -> str:
    assert app.session is not None
    return app.session.message


# --------------------------------------------------------------------------- hands
def test_hand_to_a_knock_with_illegal_moves_refused(tmp_path: Path) -> None:
    app = make_app(tmp_path)

    async def script(pilot: Any) -> None:
        session = app.session
        assert session is not None and isinstance(app.screen, TableScreen)
        check_snapshot(app, "table_start")
        before = session.table.state
        # Illegal choices are explained and change nothing.
        await pilot.press("d")
        assert message(app) == "Not allowed: first take 2♣ (t) or pass (p)."
        assert "Not allowed: first take 2♣ (t) or pass (p)." in screen_text(app)
        await pilot.press("k")
        assert "draw a card first" in message(app)
        await pilot.press("g")
        assert "draw a card first" in message(app)
        await pilot.press("enter")  # the advice is to take or pass, not to draw
        assert message(app) == "Not allowed: first take 2♣ (t) or pass (p)."
        assert session.table.state is before
        await pilot.press("t")  # take the upcard 2C
        assert session.obs.phase is Phase.DISCARD
        assert str(session.selected) == "KC"  # 2C may not go back: the best discard is picked
        await pilot.press("left", "enter")  # 2C, then Enter: refused with the reason
        assert message(app).startswith("Not allowed: 2♣ was just taken from the discard pile")
        await pilot.press("h")
        # The master takes an unknown opponent for one who waits: with 2 deadwood it
        # would play on for gin or an undercut (the knock is made anyway below).
        assert message(app).startswith("Hint: discard K♣. Play on rather than knock")
        await pilot.press("k")
        assert isinstance(app.screen, KnockScreen)
        check_snapshot(app, "knock_melds")
        await pilot.press("enter")
        assert isinstance(app.screen, ShowdownScreen)
        check_snapshot(app, "showdown_knock")
        result = session.table.last_result
        assert result is not None and result.winner == 0 and result.knocker == 0
        await pilot.press("s")
        assert isinstance(app.screen, ScoreScreen)
        await pilot.press("escape")
        await pilot.press("enter")  # the next hand
        assert isinstance(app.screen, TableScreen)
        assert session.table.hand_number == 2 and not session.table.hand_over
        assert session.table.scores[0] == result.points
        assert f"you {result.points}, patient 0" in screen_text(app)

    run(app, script)


def test_hand_to_a_void(tmp_path: Path) -> None:
    app = make_app(tmp_path)

    async def script(pilot: Any) -> None:
        session = app.session
        assert session is not None
        await pilot.press("p")  # pass the upcard; the computer passes too
        assert session.obs.phase is Phase.DRAW and session.my_turn
        for _ in range(40):
            if session.table.hand_over:
                break
            await pilot.press("d", "enter")  # draw, throw the card drawn
        result = session.table.last_result
        assert result is not None and result.is_void
        assert isinstance(app.screen, ShowdownScreen)
        assert "Void hand" in screen_text(app)
        await pilot.press("enter")
        assert session.table.hand_number == 2 and session.table.scores == (0, 0)
        assert session.table.state.dealer == 1  # a void hand is redealt by the same dealer

    run(app, script)


def test_mouse_draw_and_discard(tmp_path: Path) -> None:
    app = make_app(tmp_path)

    async def script(pilot: Any) -> None:
        session = app.session
        assert session is not None
        await pilot.click("#b-pass")
        assert session.obs.phase is Phase.DRAW
        await pilot.click("#piles", offset=(3, 2))  # the stock
        assert session.obs.phase is Phase.DISCARD
        hand_spans = app.screen.query_one("#hand").spans  # type: ignore[attr-defined]
        king = next(s for s in hand_spans if s.target == "KC")
        await pilot.click("#hand", offset=(king.start + 1, 2))
        assert str(session.selected) == "KC" and session.obs.phase is Phase.DISCARD
        await pilot.click("#hand", offset=(king.start + 1, 2))  # again: discard it
        assert "KC" not in str(session.obs.hand)
        assert any(str(e.card) == "KC" for e in session.obs.events if e.player == 0)

    run(app, script)


# --------------------------------------------------------------------------- saves
def test_resume_after_quit(tmp_path: Path) -> None:
    app = make_app(tmp_path, save_file=tmp_path / "copy.json")
    seen: dict[str, Any] = {}

    async def script(pilot: Any) -> None:
        await pilot.press("p", "d")
        assert app.session is not None
        seen["obs"] = app.session.obs
        await pilot.press("q")

    run(app, script)
    assert app.return_value is not None and "--resume" in app.return_value.message
    assert not app.return_value.failed and app.return_code == 0
    assert saves.has_current(tmp_path / "data")
    assert (tmp_path / "copy.json").exists()
    table = saves.load_current(tmp_path / "data")
    assert table.observation(0) == seen["obs"]

    actions_before = len(table.record().hands[0].actions)
    again = make_app(tmp_path, table=table)

    async def resumed(pilot: Any) -> None:
        session = again.session
        assert session is not None and session.obs == seen["obs"]
        assert "Game resumed." in screen_text(again)
        await pilot.press("enter")  # discard the card drawn before the quit
        assert session.obs.phase is not Phase.DISCARD or not session.my_turn
        await pilot.press("q")

    run(again, resumed)
    record = GameRecord.from_json((tmp_path / "data" / "current.json").read_text("utf-8"))
    assert len(record.hands[0].actions) > actions_before


def test_resume_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(saves.SaveError, match="no saved game"):
        saves.load_current(tmp_path)
    saves.current_path(tmp_path).write_text("{not json", encoding="utf-8")
    with pytest.raises(saves.SaveError, match="cannot be resumed"):
        saves.load_current(tmp_path)
    code = main(["play", "--resume", "--save-dir", str(tmp_path), "--plain"])
    err = capsys.readouterr().err
    assert code == 1 and "cannot be resumed" in err  # a runtime error, not a usage one
    assert err.count("\n") == 1


def test_game_end_score_sheet_record_and_new_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # A fixed clock for the record's file name, which the score sheet shows.
    store = functools.partial(saves.store_finished, now=datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC))
    monkeypatch.setattr(saves, "store_finished", store)
    rules = find_rules("standard").replace(game_target=1)
    app = make_app(tmp_path, table=fixed_table(rules))

    async def script(pilot: Any) -> None:
        await pilot.press("t", "k", "enter")
        assert isinstance(app.screen, ShowdownScreen)
        await pilot.press("enter")
        assert isinstance(app.screen, ScoreScreen) and app.screen.final
        check_snapshot(app, "score_final")
        text = screen_text(app)
        assert "game bonus" in text and "boxes" in text and "shutout" in text
        await pilot.press("n")
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("escape")

    run(app, script)
    games = list((tmp_path / "data" / "games").glob("*.json"))
    assert len(games) == 1
    assert not saves.has_current(tmp_path / "data")
    record = GameRecord.from_json(games[0].read_text("utf-8"))
    assert record.replay().is_over
    assert main(["replay", str(games[0])]) == 0
    assert "wins the game" in capsys.readouterr().out


# --------------------------------------------------------------------------- setup
def test_setup_screen_starts_a_game(tmp_path: Path) -> None:
    app = GinRummyApp(seed=7, delay=0, save_dir=tmp_path, opponent="hard")

    async def script(pilot: Any) -> None:
        assert isinstance(app.screen, SetupScreen)
        for _ in range(100):  # the footer's keys come a frame later on a busy machine
            if "esc Quit" in screen_text(app):
                break
            await pilot.pause(0.02)
        check_snapshot(app, "setup")
        await pilot.press("enter")  # Play, with what is shown
        assert isinstance(app.screen, TableScreen)
        session = app.session
        assert session is not None
        assert session.table.rules == find_rules("standard")
        # The level chosen is the name shown and recorded; the agent is kept for --resume.
        assert session.table.players == ("human", "hard") and session.names[1] == "hard"
        assert session.table.meta["opponent"] == "expert"
        assert "hard" in screen_text(app) and "expert" not in screen_text(app)

    run(app, script)


def test_setup_choices_make_the_rules(tmp_path: Path) -> None:
    app = GinRummyApp(seed=7, delay=0, save_dir=tmp_path)

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        from textual.widgets import Select

        screen.query_one("#preset", Select).value = "oklahoma-spades"
        await pilot.pause()
        screen.query_one("#big_gin", Select).value = False
        screen.query_one("#scoring", Select).value = "gin20_undercut10"
        await pilot.press("ctrl+s")
        session = app.session
        assert session is not None
        rules = session.table.rules
        assert rules.knock_limit_from_upcard and rules.spades_double
        assert rules.game_target == 150 and rules.big_gin_bonus is None
        assert (rules.gin_bonus, rules.undercut_bonus) == (20, 10)

    run(app, script)


def test_ascii_table(tmp_path: Path) -> None:
    app = make_app(tmp_path, ascii=True)

    async def script(pilot: Any) -> None:
        await pilot.press("t")
        check_snapshot(app, "table_ascii")
        assert all(ord(ch) < 128 for ch in screen_text(app))
        await pilot.press("v")
        assert "The discard pile is empty." in screen_text(app)
        await pilot.press("escape", "question_mark")
        assert "save and quit" in screen_text(app)
        await pilot.press("escape")
        assert isinstance(app.screen, TableScreen)

    run(app, script)


def test_larger_terminal_and_no_colour(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(tmp_path)
    assert app.no_color

    async def go() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("t", "right")
            text = screen_text(app)
            assert "Your hand:" in text and "▲▲▲" in text and "deadwood 12" in text
            assert len(text.splitlines()) == 40

    asyncio.run(go())
