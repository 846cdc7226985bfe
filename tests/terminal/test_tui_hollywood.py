"""A Hollywood game in the terminal: the full-screen game and the plain one play it to
its end, the header, the showdown and the score sheet show the three games, and the
sheets fit 80 columns."""

from __future__ import annotations

import asyncio
import io
import random
from pathlib import Path
from typing import Any

import pytest

from ginrummy.agents import make_agent
from ginrummy.agents.simple import SimpleAgent
from ginrummy.core.hand import HandResult
from ginrummy.core.match import Game
from ginrummy.core.record import GameRecord
from ginrummy.core.rules import PRESETS, find_rules
from ginrummy.core.scoring import Outcome
from ginrummy.core.table import Table
from ginrummy.tui import render
from ginrummy.tui.app import GinRummyApp
from ginrummy.tui.plain import TextGame
from ginrummy.tui.primer import rules_primer
from ginrummy.tui.results import ScoreScreen, ShowdownScreen
from ginrummy.tui.setup_screen import Choices, rules_from_choices
from ginrummy.tui.table_screen import TableScreen
from ginrummy.words.play import HUMAN, score_sheet_lines

from .test_tui import screen_text

NAMES = ("you", "simple")
HOLLYWOOD = find_rules("hollywood", game_target=30)
"""Each game to 30: a match of a few hands."""


def won(seat: int, points: int) -> HandResult:
    return HandResult(Outcome.KNOCK, winner=seat, points=points, knocker=seat)


def sample_game() -> Game:
    """You win 20, simple 40, you 25: game 1 20-40 (over at 30), game 2 25-0."""
    game = Game.new(HOLLYWOOD, first_dealer=0)
    for result in (won(0, 20), won(1, 40), won(0, 25)):
        game = game.record_hand(result)
    return game


def test_the_sheets_show_the_three_games_in_80_columns() -> None:
    game = sample_game()
    assert game.credits == ((0,), (0,), (1,))  # game 1 closed at simple's 40
    header = render.header_line(game, NAMES, 4, dealer=1, status="your turn")
    assert header == "hand 4 · G2 25-0 G3 0-0 (to 30) · simple deals · your turn"
    full = Game.new(find_rules("hollywood"), first_dealer=0)
    for result in (won(0, 99), won(1, 98), won(0, 1), won(0, 97)):
        full = full.record_hand(result)
    assert [c.scores for c in full.columns] == [(100, 98), (98, 0), (97, 0)]
    header = render.header_line(full, NAMES, 12, dealer=1, status="simple's turn")
    assert header.startswith("hand 12 · G2 98-0 G3 97-0 (to 100) · ") and len(header) <= 78
    lines = render.hand_sheet_text(game, NAMES)
    assert lines[0].split()[-6:] == ["game", "1", "game", "2", "game", "3"]
    assert lines[2].split()[-1] == "20-40" and lines[3].split()[-1] == "25-0"
    assert all(len(line) <= 80 for line in lines)
    running = score_sheet_lines(game, NAMES)
    assert running[0] == "Hollywood scores, each game to 30 (hands won 2-1):"
    assert running[1:] == [
        "  game 1: you 20, simple 40 (simple won it)",
        "  game 2: you 25, simple 0",
        "  game 3: you 0, simple 0",
    ]
    text = "\n".join(rules_primer(HOLLYWOOD))
    assert "three games at once, each to 30 points" in text


def test_the_setup_screen_offers_the_preset() -> None:
    assert "hollywood" in PRESETS
    choices = Choices(preset="hollywood")
    assert rules_from_choices(choices) == find_rules("hollywood")
    assert Choices.from_rules(find_rules("hollywood")).preset == "hollywood"


@pytest.mark.slow  # three games to their end, every screen drawn
def test_a_hollywood_game_plays_to_its_end_in_the_full_screen_game(tmp_path: Path) -> None:
    """The person's moves come from the simple player (through the session, as the keys
    do), the computer is the simple player: hands until all three games are over, each
    showdown saying where the hand counts, then the final sheet game by game."""
    rng = random.Random(8)
    table = Table.new(
        HOLLYWOOD, players=("human", "simple"), rng=rng, first_dealer=1, meta={"seed": 8}
    )  # a seed in the record: the next hands are dealt the same way every run
    app = GinRummyApp(table=table, agent=make_agent("simple"), delay=0,
                      save_dir=tmp_path / "data")  # fmt: skip
    person = SimpleAgent()
    seen: dict[str, Any] = {"showdowns": 0, "header": False}

    async def script(pilot: Any) -> None:
        for _ in range(3000):
            await pilot.pause()
            screen = app.screen
            if isinstance(screen, ScoreScreen):
                break
            if isinstance(screen, ShowdownScreen):
                seen["showdowns"] += 1
                footer = screen.footer
                assert footer.startswith("G1 ") and "(each to 30)" in footer, footer
                text = "\n".join(screen.lines)
                assert "This hand counts in game" in text or "Void hand" in text
                await pilot.press("enter")
                continue
            assert isinstance(screen, TableScreen)
            seen["header"] = seen["header"] or "G1 " in screen_text(app)
            session = app.session
            assert session is not None
            if session.my_turn:
                session.play(person.act(session.obs, rng))
                app.after_move()
        assert isinstance(app.screen, ScoreScreen) and app.screen.final
        text = screen_text(app)
        assert "Score sheet (Hollywood)" in text and "game 3" in text
        assert "over the three games" in text
        await pilot.press("q")

    async def go() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await script(pilot)

    asyncio.run(go())
    session = app.session
    assert session is not None and session.table.is_over
    assert seen["header"] and seen["showdowns"] >= 3
    assert all(c.is_over for c in session.table.game.columns)
    (stored,) = (tmp_path / "data" / "games").glob("*.json")
    record = GameRecord.from_json(stored.read_text("utf-8"))
    assert record.rules == HOLLYWOOD and record.replay() == session.table.game


def test_a_hollywood_game_plays_to_its_end_in_the_plain_game(tmp_path: Path) -> None:
    class Advice(io.StringIO):
        """The simple player's move, every time the game asks."""

        game: TextGame | None = None

        def readline(self, size: int | None = -1, /) -> str:  # type: ignore[override]
            assert self.game is not None
            obs = self.game.table.observation(HUMAN)
            return str(SimpleAgent().act(obs, random.Random(0))) + "\n"

    feed, out = Advice(), io.StringIO()
    game = TextGame(HOLLYWOOD, "simple", seed=12, input=feed, output=out, save_dir=tmp_path)
    feed.game = game
    assert game.run() == 0
    text = out.getvalue()
    assert "first to 30 points in each of three games (Hollywood)" in text
    assert "Scores: G1 0-0, G2 0-0, G3 0-0 (to 30)." in text
    assert "This hand counts in game 1." in text
    assert "Hollywood scores, each game to 30" in text
    assert "Score sheet (Hollywood)" in text and "over the three games (games won" in text
    (stored,) = (tmp_path / "games").glob("*.json")
    record = GameRecord.from_json(stored.read_text("utf-8"))
    assert record.rules.hollywood and record.replay().is_over
    assert all(c.is_over for c in record.replay().columns)


def test_the_play_command_takes_the_preset_and_the_option(tmp_path: Path, monkeypatch: Any) -> None:
    import sys

    from ginrummy.cli import main
    from ginrummy.tui import saves

    for args in (["--rules", "hollywood"], ["--option", "hollywood=true"]):
        monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
        assert main(["play", "--plain", "--seed", "4", "--save-dir", str(tmp_path), *args]) == 0
        record = GameRecord.from_json(saves.current_path(tmp_path).read_text("utf-8"))
        assert record.rules.hollywood
