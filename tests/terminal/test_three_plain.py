"""``ginrummy play --players 3 --plain`` driven to the end of a short match with scripted
input: the person's moves are the simple player's, typed as text."""

from __future__ import annotations

import io
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from ginrummy.agents.simple import SimpleAgent
from ginrummy.cli import main
from ginrummy.core.fair_check import verify_three_record
from ginrummy.core.three import ThreeRecord
from ginrummy.tui import three_plain


@pytest.mark.parametrize("form", ["rotation-hand", "box-hand"])
def test_play_three_plain_to_the_end_of_a_short_match(
    form: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    games: list[three_plain.ThreeTextGame] = []
    original = three_plain.ThreeTextGame.__init__

    def remember(self: three_plain.ThreeTextGame, *args: Any, **kwargs: Any) -> None:
        original(self, *args, **kwargs)
        games.append(self)

    monkeypatch.setattr(three_plain.ThreeTextGame, "__init__", remember)

    class Script(io.StringIO):
        """Types the simple player's move whenever asked (Enter when advising)."""

        def readline(self, size: int | None = -1, /) -> str:  # type: ignore[override]
            obs = games[0].current
            if obs is None or games[0].match.sitting_out == 0:
                return "\n"
            return str(SimpleAgent().act(obs, random.Random(0))) + "\n"

    monkeypatch.setattr(sys, "stdin", Script())
    save = tmp_path / "match.json"
    code = main(["play", "--players", "3", "--three", form, "--plain", "--ascii",
                 "--opponent", "easy", "--seed", "6", "--target", "40",
                 "--save", str(save)])  # fmt: skip
    assert code == 0
    out = capsys.readouterr().out
    assert "Three-handed gin" in out and "=== Match over. ===" in out
    assert "Score sheet" in out and "=== Hand 1: you " in out and "easy-2 sits out" in out
    assert "wins the match" in out or "win the match" in out or "shared by" in out
    record = ThreeRecord.from_json(save.read_text("utf-8"))
    match = record.replay()
    assert match.is_over and max(match.scores) >= 40
    assert all(v.ok for v in verify_three_record(json.loads(save.read_text("utf-8"))))


def test_quit_ends_the_three_handed_match(capsys: pytest.CaptureFixture[str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    assert main(["play", "--players", "3", "--plain", "--seed", "2", "--three", "box"]) == 0
    assert "You left the match" in capsys.readouterr().out


def test_target_is_only_for_three_players() -> None:
    assert main(["play", "--plain", "--target", "50"]) == 2
