"""The plain game (``ginrummy play --plain``, or in a pipe) as a player types it: its
files kept like the full-screen game's, a quit or the end of the input saving the
game, ``--resume`` going on with it, words it does not know refused in plain words,
and sentences that read right."""

from __future__ import annotations

import io
import random
import sys
from pathlib import Path

import pytest

from ginrummy.agents.simple import SimpleAgent
from ginrummy.cli import main
from ginrummy.core.hand import HandResult
from ginrummy.core.record import GameRecord
from ginrummy.core.rules import find_rules
from ginrummy.core.scoring import Outcome, score_showdown
from ginrummy.tui import render, saves
from ginrummy.tui.plain import TextGame
from ginrummy.words.play import HUMAN, result_lines


def game_with(lines: list[str], tmp_path: Path, **kwargs: object) -> tuple[TextGame, io.StringIO]:
    out = io.StringIO()
    game = TextGame(
        "standard", "simple", seed=3, input=io.StringIO("".join(f"{x}\n" for x in lines)),
        output=out, save_dir=tmp_path, **kwargs,  # type: ignore[arg-type]
    )  # fmt: skip
    return game, out


def test_words_it_does_not_know_are_refused_in_plain_words(tmp_path: Path) -> None:
    game, out = game_with(["clear", "discard", "discard 2C", "knock", "7X", "quit"], tmp_path)
    assert game.run() == 0
    text = out.getvalue()
    up = game.state.first_upcard.pretty()
    assert "Not understood: 'clear'. Type 'help' for the commands." in text
    assert "unknown suit" not in text and "unknown rank" not in text
    assert "Which card? Type it, e.g. 'discard 7H' or just '7H'." in text
    assert f"Not allowed: first 'take' {up} or 'pass'." in text  # not "draw a card first"
    assert f"Not allowed: draw a card first: 'take' {up} or 'pass'." in text
    assert "Not understood: '7X'. Type 'help'" in text


def test_quit_saves_the_game_and_resume_goes_on_with_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    game, out = game_with(["pass", "quit"], tmp_path)
    assert game.run() == 0
    text = out.getvalue()
    assert "You left the game." in text and "Bye." not in text
    assert f"Game saved to {saves.current_path(tmp_path)}.\n" in text
    assert f"To go on with it, type: ginrummy play --resume --save-dir {tmp_path}\n" in text
    seen = game.table.observation(HUMAN)
    # --resume goes on with it, in the plain game as in the full-screen one.
    monkeypatch.setattr(sys, "stdin", io.StringIO("show\nquit\n"))
    assert main(["play", "--plain", "--resume", "--save-dir", str(tmp_path)]) == 0
    resumed = capsys.readouterr().out
    assert "Game resumed: you 0, simple 0." in resumed
    assert saves.load_current(tmp_path).observation(HUMAN) == seen


def test_the_end_of_the_input_saves_the_game_and_exits_with_zero(tmp_path: Path) -> None:
    """The end of the input is a save-and-quit: status 0, and the command that resumes."""
    game, out = game_with(["pass"], tmp_path)
    assert game.run() == 0
    text = out.getvalue()
    assert "The input ended in the middle of the game." in text
    assert f"To go on with it, type: ginrummy play --resume --save-dir {tmp_path}\n" in text
    assert saves.load_current(tmp_path).observation(HUMAN) == game.table.observation(HUMAN)


def test_a_save_that_fails_at_the_end_of_the_input_exits_with_one(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    game, out = game_with(["pass"], blocker)
    assert game.run() == 1
    assert "Error: could not write" in out.getvalue() and "To go on" not in out.getvalue()


def test_a_finished_plain_game_is_stored_in_the_save_folder(tmp_path: Path) -> None:
    class Advice(io.StringIO):
        """The simple player's move, every time the game asks."""

        game: TextGame | None = None

        def readline(self, size: int | None = -1, /) -> str:  # type: ignore[override]
            assert self.game is not None
            obs = self.game.table.observation(HUMAN)
            return str(SimpleAgent().act(obs, random.Random(0))) + "\n"

    feed, out = Advice(), io.StringIO()
    (tmp_path / "current.json").write_text("{}", encoding="utf-8")  # an old save: replaced
    game = TextGame("standard", "simple", seed=11, input=feed, output=out, save_dir=tmp_path,
                    name="medium")  # fmt: skip
    feed.game = game
    assert game.run() == 0
    (stored,) = (tmp_path / "games").glob("*.json")
    assert f"Game record kept as {stored}" in out.getvalue()
    assert not saves.has_current(tmp_path)
    record = GameRecord.from_json(stored.read_text("utf-8"))
    assert record.replay().is_over and record.players == ("human", "medium")
    text = out.getvalue()
    assert "against medium" in text
    assert "medium wins the game by " in text or "You win the game by " in text
    assert "you win the game" not in text and "Outcome: knock. you score" not in text


def test_the_play_command_uses_the_save_folder_and_the_level_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    code = main(["play", "--plain", "--opponent", "medium", "--seed", "4",
                 "--save-dir", str(tmp_path)])  # fmt: skip
    assert code == 0
    assert "against medium" in capsys.readouterr().out
    record = GameRecord.from_json(saves.current_path(tmp_path).read_text("utf-8"))
    assert record.players == ("human", "medium") and record.meta["opponent"] == "simple"


def test_points_and_sentences_agree() -> None:
    rules = find_rules("standard")
    showdown = score_showdown(
        "JS JH JD 9H 8H 7H AC 2D 3S 3C", "TC JC TH 3H 2S 7D TD 8D 6D 5S", rules
    )
    result = HandResult(Outcome.KNOCK, 1, showdown.points, knocker=1, showdown=showdown)
    lines = render.showdown_text(result, rules, ("you", "simple"), ascii=True)
    assert lines[-1] == "simple scores 1 point."
    mine = HandResult(Outcome.KNOCK, 0, showdown.points, knocker=0, showdown=showdown)
    text = "\n".join(result_lines(mine, rules, ("you", "simple"), ascii=True, capitals=True))
    assert "You knocked (knock limit 10)." in text
    assert "Outcome: knock. You score 1 (" in text
    # The web server lays its lines out itself: its names stay as they are.
    assert result_lines(mine, rules, ("you", "simple"))[0].startswith("you knocked")
