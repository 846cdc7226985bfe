"""The ``ginrummy`` command line and the plain-text game, run in-process.

``main(argv)`` returns the exit status, so every command is called directly and its
output captured with ``capsys``; the terminal game is driven with scripted input
streams. One test runs the installed console script, one ``python -m ginrummy``.
"""

from __future__ import annotations

import io
import json
import os
import random
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ginrummy import ALL_CARDS, Discard, DrawStock, Pass, TakeUpcard
from ginrummy.agents.simple import SimpleAgent
from ginrummy.cli import main, parse_melds
from ginrummy.core.record import GameRecord
from ginrummy.tui.plain import TextGame, play_text
from ginrummy.words.play import HUMAN

HAND_10 = "7H 8H 9H 7S 7D 7C KS KD 2C 3C"
HAND_11 = "7H 8H 9H 7S 7D 7C KS KD 2C 3C AC"
KNOCKER = "JS JH JD 9H 8H 7H AC 2D 3S 4C"
DEFENDER = "JC TH 6H KS KD 5C 5D 9C 9D 2H"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> Any:
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0, err
    return json.loads(out)  # the whole of stdout is one JSON document


def assert_one_line_error(code: int, err: str, *needles: str, status: int = 2) -> None:
    assert code == status  # 2: a usage error (a bad argument); 1: a runtime one (a file)
    assert err.startswith("ginrummy: error: ")
    assert err.count("\n") == 1, err
    assert "Traceback" not in err
    for needle in needles:
        assert needle in err, err


# --------------------------------------------------------------------------- analyze
def test_analyze_ten_cards(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "analyze", *HAND_10.split())
    assert code == 0, err
    assert "[7♥ 8♥ 9♥]" in out and "[7♣ 7♦ 7♠]" in out
    assert "count 25" in out
    assert "Each discard" not in out  # only for 11 cards


def test_analyze_ten_cards_json_one_string(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "analyze", HAND_10)
    assert data["deadwood_count"] == 25
    assert sorted(data["deadwood"]) == sorted(["2C", "3C", "KD", "KS"])
    assert sorted(map(sorted, data["melds"])) == [["7C", "7D", "7S"], ["7H", "8H", "9H"]]
    assert "discards" not in data


def test_analyze_eleven_cards(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "analyze", *HAND_11.split())
    assert code == 0
    assert "Knock limit: 10" in out
    assert "knock" in out and "Each discard" in out

    data = run_json(capsys, "analyze", *HAND_11.split())
    assert data["size"] == 11 and data["knock_limit"] == 10
    discards = {d["card"]: d for d in data["discards"]}
    assert len(discards) == 11
    assert discards["KS"] == {"card": "KS", "deadwood": 10, "can_knock": True, "gin": False}
    assert discards["7H"]["can_knock"] is False
    assert data["best_discard"] in ("KS", "KD")
    assert data["big_gin"] is False
    assert [d["deadwood"] for d in data["discards"]] == sorted(
        d["deadwood"] for d in data["discards"]
    )


def test_analyze_gin_and_big_gin(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "analyze", "AC 2C 3C 4C 7H 8H 9H KS KD KC QD")
    gins = [d["card"] for d in data["discards"] if d["gin"]]
    assert gins == ["QD"]
    data = run_json(capsys, "analyze", "AC 2C 3C 4C 7H 8H 9H KS KD KC KH")
    assert data["big_gin"] is True and data["deadwood_count"] == 0
    data = run_json(capsys, "analyze", "--rules", "eaai", "AC 2C 3C 4C 7H 8H 9H KS KD KC KH")
    assert data["big_gin"] is False  # no big gin under the EAAI rules


def test_analyze_all_arrangements(capsys: pytest.CaptureFixture[str]) -> None:
    # 6♥ goes in the set of sixes or in the run 5-6-7♥: the same 26 deadwood either way.
    hand = "6C 6D 6H 5H 7H 2H 4D AS 3S 4S"
    data = run_json(capsys, "analyze", "--all", hand)
    melds = sorted(sorted(a["melds"]) for a in data["arrangements"])
    assert melds == [[["5H", "6H", "7H"]], [["6C", "6D", "6H"]]]
    assert {a["deadwood_count"] for a in data["arrangements"]} == {26}
    code, out, _ = run(capsys, "analyze", "--all", hand)
    assert code == 0 and "2 optimal arrangement(s)" in out


def test_analyze_oklahoma_needs_the_upcard(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "analyze", "--rules", "oklahoma", HAND_11)
    assert data["knock_limit"] is None
    assert all(d["can_knock"] is None for d in data["discards"])
    data = run_json(capsys, "analyze", "--rules", "oklahoma", "--upcard", "5D", HAND_11)
    assert data["knock_limit"] == 5
    assert not any(d["can_knock"] for d in data["discards"])
    code, out, _ = run(capsys, "analyze", "--rules", "oklahoma", HAND_11)
    assert code == 0 and "--upcard" in out


def test_analyze_option(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "analyze", "--option", "knock_limit=5", HAND_11)
    assert data["knock_limit"] == 5
    assert not any(d["can_knock"] for d in data["discards"])


@pytest.mark.parametrize(
    ("argv", "needles"),
    [
        (["analyze", "7H", "1H", "9H"], ["'1H'"]),
        (["analyze", "7H 8H ZZ"], ["'ZZ'"]),
        (["analyze", "7H", "7h"], ["duplicate", "7H"]),
        (["analyze", "--option", "knock_limit=99", "7H"], ["knock_limit"]),
        (["analyze", "--option", "nonsense=1", "7H"], ["nonsense"]),
        (["analyze", "--option", "knock_limit", "7H"], ["NAME=VALUE"]),
        (["analyze", "--rules", "nope", "7H"], ["nope"]),
        (["analyze", "--upcard", "7H", HAND_10], ["upcard"]),
    ],
)
def test_analyze_errors(
    capsys: pytest.CaptureFixture[str], argv: list[str], needles: list[str]
) -> None:
    code, out, err = run(capsys, *argv)
    assert_one_line_error(code, err, *needles)
    assert out == ""


# --------------------------------------------------------------------------- score
def test_score_knock(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "score", "--knocker", KNOCKER, "--defender", DEFENDER)
    assert (data["outcome"], data["winner"], data["points"]) == ("knock", "knocker", 40)
    assert (data["knocker_deadwood"], data["defender_deadwood"]) == (10, 50)
    assert [m["card"] for m in data["layoffs"]] == ["JC", "6H", "TH"]
    assert "50" in data["reason"] and "10" in data["reason"]

    code, out, _ = run(capsys, "score", "--knocker", KNOCKER, "--defender", DEFENDER)
    assert code == 0
    assert "Lay-offs: J♣ onto" in out
    assert "knocker, 40 points" in out
    assert "[J♦ J♥ J♠]" in out


def test_score_gin(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(
        capsys,
        "score",
        "--knocker",
        "7H 8H 9H 7S 7D 7C 2C 3C 4C 5C",
        "--defender",
        "KS KD KC 5H 6H 9S 9D 2S 3D TC",
    )
    assert (data["outcome"], data["winner"], data["points"]) == ("gin", "knocker", 25 + 44)
    assert data["layoffs"] == []


def test_score_undercut_and_scoring_system(capsys: pytest.CaptureFixture[str]) -> None:
    hands = (
        "--knocker",
        "7H 8H 9H 7S 7D 7C 2C 3C AD 2S",
        "--defender",
        "KS KD KC QH QD QS 2H 3H 3S AH",
    )
    data = run_json(capsys, "score", *hands)
    assert (data["outcome"], data["winner"], data["points"]) == ("undercut", "defender", 30)
    data = run_json(capsys, "score", "--rules", "gin20_undercut10", *hands)
    assert data["points"] == 15
    code, out, _ = run(capsys, "score", *hands)
    assert code == 0 and "undercut" in out and "defender, 30 points" in out


def test_score_chosen_melds_and_oklahoma(capsys: pytest.CaptureFixture[str]) -> None:
    # Laying down the set and the run exactly as they are gives the same result.
    data = run_json(
        capsys, "score", "--knocker", KNOCKER, "--defender", DEFENDER,
        "--melds", "[JS JH JD] [7H 8H 9H]",
    )  # fmt: skip
    assert data["points"] == 40
    # Oklahoma: a 10♠ upcard sets the limit at 10; with spades double it doubles the score.
    data = run_json(
        capsys, "score", "--rules", "oklahoma-spades", "--upcard", "TS",
        "--knocker", KNOCKER, "--defender", DEFENDER,
    )  # fmt: skip
    assert data["knock_limit"] == 10 and data["doubled"] is True and data["points"] == 80
    data = run_json(
        capsys, "score", "--rules", "oklahoma", "--upcard", "TS",
        "--knocker", KNOCKER, "--defender", DEFENDER,
    )  # fmt: skip
    assert data["knock_limit"] == 10 and data["doubled"] is False and data["points"] == 40


@pytest.mark.parametrize(
    ("extra", "needles"),
    [
        (["--knocker", "7H 8H 9H 7S 7D KC 2C 3C AD 4S"], ["knock limit"]),
        (["--knocker", KNOCKER, "--rules", "straight"], ["knock limit is 0"]),
        (["--knocker", KNOCKER, "--melds", "[7H 8H TH]"], ["not a meld"]),
        (["--knocker", KNOCKER, "--melds", "7H 8H 9H ]"], ["melds"]),
        (["--knocker", KNOCKER, "--rules", "oklahoma", "--upcard", "5S"], ["knock limit is 5"]),
        (["--knocker", "JS JH JD 9H 8H 7H AC 2D 3S XX"], ["'XX'"]),
        (["--knocker", "JS JH JD 9H 8H 7H AC 2D 3S 5C"], ["both hands"]),
    ],
)
def test_score_errors(
    capsys: pytest.CaptureFixture[str], extra: list[str], needles: list[str]
) -> None:
    code, out, err = run(capsys, "score", "--defender", DEFENDER, *extra)
    assert_one_line_error(code, err, *needles)
    assert out == ""


def test_parse_melds() -> None:
    assert [str(m) for m in parse_melds("[9h 7h 8h] [JS JH JD]")] == ["7H 8H 9H", "JD JH JS"]
    assert [str(m) for m in parse_melds("7H 8H 9H; JS JH JD")] == ["7H 8H 9H", "JD JH JS"]


# --------------------------------------------------------------------------- simulate
VOLATILE = ("elapsed_seconds", "hands_per_second")


def _stable(summary: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in summary.items() if k not in VOLATILE}


def test_simulate_random_players_json(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "simulate", "--players", "random,random", "--games", "3", "--seed", "1")
    assert data["games"] == 3
    assert data["hands"] >= 3
    assert data["hands_per_second"] > 0
    assert sum(data["wins"].values()) == 3
    assert set(data["outcomes"]) == {"knock", "gin", "big_gin", "undercut", "tie", "void"}
    assert sum(data["outcomes"].values()) == data["hands"]
    assert data["avg_hands_per_game"] == data["hands"] / 3
    assert [a["label"] for a in data["agents"]] == ["random#1", "random#2"]


def test_simulate_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("simulate", "--players", "random,simple", "--games", "4", "--seed", "7")
    first = run_json(capsys, *argv)
    second = run_json(capsys, *argv)
    assert _stable(first) == _stable(second)
    other = run_json(
        capsys, "simulate", "--players", "random,simple", "--games", "4", "--seed", "8"
    )
    assert other["seed"] == 8
    hands = ("simulate", "--players", "random,random", "--games", "4", "--seed", "3", "--hands")
    first = run_json(capsys, *hands)
    assert first["mode"] == "hands" and first["hands"] == 4
    assert _stable(run_json(capsys, *hands)) == _stable(first)


def test_simulate_text_summary(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        capsys, "simulate", "--players", "simple,random", "--games", "2", "--seed", "1"
    )
    assert code == 0, err
    assert "Win rate" in out and "hands per second" in out and "outcomes:" in out
    assert err == ""  # no progress bar when stderr is not a terminal


def test_simulate_out_and_replay(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out_dir = tmp_path / "records"
    data = run_json(
        capsys, "simulate", "--players", "simple,random", "--games", "3", "--seed", "2",
        "--out", str(out_dir),
    )  # fmt: skip
    files = sorted(out_dir.glob("*.json"))
    assert len(files) == 3
    total_hands = 0
    for path in files:
        record = GameRecord.from_json(path.read_text(encoding="utf-8"))
        game = record.replay()
        assert game.is_over
        total_hands += len(record.hands)
        code, out, err = run(capsys, "replay", str(path))
        assert code == 0, err
        assert "Score sheet" in out and "wins the game by" in out
    assert total_hands == data["hands"]

    replayed = run_json(capsys, "replay", str(files[0]))
    assert replayed["is_over"] is True
    assert replayed["totals"]["winner"] in (0, 1)
    assert len(replayed["hands"]) == replayed["hand_count"]
    first = replayed["hands"][0]
    assert first["events"] and first["result"] is not None
    assert len(first["dealt"][0]) == 10 and all(isinstance(c, str) for c in first["dealt"][0])

    one = run_json(capsys, "replay", str(files[0]), "--hand", "1")
    assert [h["number"] for h in one["hands"]] == [1]
    code, _, err = run(capsys, "replay", str(files[0]), "--hand", "99")
    assert_one_line_error(code, err, "--hand")


def test_simulate_hands_out(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    run_json(
        capsys, "simulate", "--players", "simple,simple", "--games", "2", "--seed", "4",
        "--hands", "--out", str(tmp_path),
    )  # fmt: skip
    files = sorted(tmp_path.glob("hand-*.json"))
    assert len(files) == 2
    code, out, err = run(capsys, "replay", str(files[0]))
    assert code == 0, err
    assert "Hand 1" in out


@pytest.mark.parametrize(
    ("players", "needle"),
    [("random", "two agents"), ("random,nobody", "nobody"), ("a,b,c", "two agents")],
)
def test_simulate_errors(capsys: pytest.CaptureFixture[str], players: str, needle: str) -> None:
    code, _, err = run(capsys, "simulate", "--players", players, "--games", "1")
    assert_one_line_error(code, err, needle)


# --------------------------------------------------------------------------- replay
@pytest.fixture
def record_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    run_json(
        capsys, "simulate", "--players", "simple,simple", "--games", "1", "--seed", "5",
        "--out", str(tmp_path),
    )  # fmt: skip
    (path,) = tmp_path.glob("game-*.json")
    return path


def test_replay_text(capsys: pytest.CaptureFixture[str], record_file: Path) -> None:
    code, out, err = run(capsys, "replay", str(record_file))
    assert code == 0, err
    assert "record checked" in out
    assert "Hand 1:" in out and "is dealt" in out
    assert "discarded" in out and "Outcome:" in out
    for row in ("hands won", "hand points", "boxes", "game bonus", "total"):
        assert row in out


def _corrupt(path: Path, change: Callable[[dict[str, Any]], None]) -> Path:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    bad = path.with_name("bad.json")
    bad.write_text(json.dumps(data), encoding="utf-8")
    return bad


def _swap_action(data: dict[str, Any]) -> None:
    actions = data["hands"][0]["actions"]
    held = set(data["hands"][0]["deck"][:20])
    missing = next(str(c) for c in ALL_CARDS if str(c) not in held)
    index = next(i for i, a in enumerate(actions) if a.startswith("discard"))
    actions[index] = f"discard {missing}"


def _change_points(data: dict[str, Any]) -> None:
    data["hands"][0]["result"]["points"] += 1


def _drop_rules(data: dict[str, Any]) -> None:
    del data["rules"]


def _bad_dealer(data: dict[str, Any]) -> None:
    data["hands"][0]["dealer"] = 1 - data["hands"][0]["dealer"]


@pytest.mark.parametrize(
    ("change", "needle"),
    [
        (_swap_action, "action"),
        (_change_points, "points"),
        (_drop_rules, "rules"),
        (_bad_dealer, "hand 1"),
    ],
)
def test_replay_corrupted_record(
    capsys: pytest.CaptureFixture[str],
    record_file: Path,
    change: Callable[[dict[str, Any]], None],
    needle: str,
) -> None:
    bad = _corrupt(record_file, change)
    code, out, err = run(capsys, "replay", str(bad))
    assert_one_line_error(code, err, needle, status=1)
    assert out == ""


def test_replay_unreadable(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.json"
    garbage.write_text("{not json", encoding="utf-8")
    code, _, err = run(capsys, "replay", str(garbage))
    assert_one_line_error(code, err, "JSON", status=1)
    code, _, err = run(capsys, "replay", str(tmp_path / "missing.json"))
    assert_one_line_error(code, err, "missing.json", status=1)


# --------------------------------------------------------------------------- play
class ScriptedInput(io.StringIO):
    """Input lines from a script; a callable entry computes its line from the game."""

    def __init__(self, script: list[str | Callable[[TextGame], str]]) -> None:
        super().__init__()
        self.script = list(script)
        self.game: TextGame | None = None

    def readline(self, size: int | None = -1, /) -> str:  # type: ignore[override]
        if not self.script:
            return ""  # end of input
        item = self.script.pop(0)
        if callable(item):
            assert self.game is not None
            item = item(self.game)
        return item + "\n"


def _obs(game: TextGame) -> Any:
    assert game.state is not None
    return game.state.observation(HUMAN)


def _draw_or_take(game: TextGame) -> str:
    legal = _obs(game).legal_actions
    if DrawStock() in legal:
        return "draw"
    assert TakeUpcard() in legal
    return "take"


def _card_not_held(game: TextGame) -> str:
    hand = _obs(game).hand
    return next(str(c) for c in ALL_CARDS if c not in hand)


def _legal_discard(game: TextGame) -> str:
    action = next(a for a in _obs(game).legal_actions if isinstance(a, Discard))
    return str(action.card)


def _start(
    script: list[str | Callable[[TextGame], str]], status: int = 0, **kwargs: Any
) -> tuple[TextGame, str]:
    feed = ScriptedInput(script)
    out = io.StringIO()
    game = TextGame("standard", "simple", seed=3, input=feed, output=out, **kwargs)
    feed.game = game
    code = game.run()
    assert code == status  # 0 at the end of the input too (a save-and-quit)
    return game, out.getvalue()


def test_play_scripted_moves_and_save(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    script: list[str | Callable[[TextGame], str]] = [
        "hello there",  # not a command
        "knock",  # nothing drawn yet
        "discard 2C",  # nothing drawn yet
        "help",
        _draw_or_take,  # take the upcard on the first turn, else draw
        _card_not_held,  # not in hand
        "hint",
        "pile",
        _legal_discard,
        "quit",
    ]
    _, out = _start(script, save=save)
    assert "Not understood" in out and "help" in out
    assert out.count("Not allowed") >= 3
    assert "you do not hold" in out
    assert "draw a card first" in out
    assert "Commands" in out
    assert "Hint: " in out
    assert "Discard pile, bottom to top" in out
    assert "you discarded" in out
    assert "Your hand:" in out and "deadwood" in out and "Knock limit" in out
    assert "You left the game." in out and f"Game record written to {save}" in out

    record = GameRecord.from_json(save.read_text(encoding="utf-8"))
    assert record.players == ("human", "simple")
    assert len(record.hands) == 1 and record.hands[0].result is None
    assert any(a.startswith("discard") for a in record.hands[0].actions)
    record.replay()  # an unfinished hand replays fine
    code, text, err = run(capsys, "replay", str(save))
    assert code == 0, err
    assert "unfinished" in text


def test_play_never_shows_hidden_cards() -> None:
    game, out = _start([_draw_or_take, _legal_discard, _draw_or_take, "quit"])
    assert game.state is not None
    # What the computer drew from the stock is never printed.
    assert "simple drew from the stock" in out or "simple took" in out or "simple passed" in out
    for event in game.state.events:
        if event.player == 1 and event.card is not None and event.kind == "draw_stock":
            assert f"simple drew {event.card.pretty()}" not in out


def test_play_end_of_input(tmp_path: Path) -> None:
    save = tmp_path / "eof.json"
    _, out = _start([], status=0, save=save)
    assert "The input ended in the middle of the game." in out
    assert save.exists()
    _, out = _start(["pass", "draw"], status=0)  # ends in the middle of a hand
    assert "The input ended in the middle of the game." in out


def test_play_whole_game_with_hints(tmp_path: Path) -> None:
    """A full game: the person follows the simple player's advice to the end."""
    rng = random.Random(0)

    def advice(game: TextGame) -> str:
        return str(SimpleAgent().act(_obs(game), rng))

    feed = ScriptedInput([])
    feed.script = [advice] * 10_000  # more than enough lines for a game
    out = io.StringIO()
    save = tmp_path / "full.json"
    game = TextGame("standard", "simple", seed=11, input=feed, output=out, save=save)
    feed.game = game
    assert game.run() == 0
    text = out.getvalue()
    assert game.game.is_over
    assert "=== Game over. ===" in text
    assert "Outcome:" in text and "melds" in text
    assert "hand points" in text and "game bonus" in text and "wins the game by" in text
    record = GameRecord.from_json(save.read_text(encoding="utf-8"))
    assert record.replay().totals() == game.game.totals()


def test_play_text_ascii_and_pass_only() -> None:
    out = io.StringIO()
    code = play_text("standard", "random", seed=5, input=io.StringIO("quit\n"), output=out,
                     ascii=True)  # fmt: skip
    assert code == 0
    assert not any(symbol in out.getvalue() for symbol in "♣♦♥♠")


def test_play_command(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    save = tmp_path / "cli.json"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))  # where the quit game goes
    monkeypatch.setattr(sys, "stdin", io.StringIO("help\nnonsense\nquit\n"))
    code, out, err = run(
        capsys, "play", "--opponent", "random", "--seed", "9", "--save", str(save), "--plain"
    )
    assert code == 0, err
    assert "against random" in out and "Not understood" in out
    assert save.exists()
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    code, out, _ = run(capsys, "play", "--rules", "oklahoma", "--seed", "1")
    assert code == 0 and "oklahoma rules" in out  # the input ended mid-game: saved, status 0
    assert "To go on with it, type: ginrummy play --resume\n" in out  # the default folder
    code, _, err = run(capsys, "play", "--opponent", "nobody")
    assert_one_line_error(code, err, "nobody")


def test_play_illegal_pass_and_taken_upcard() -> None:
    def first_move(game: TextGame) -> str:
        legal = _obs(game).legal_actions
        return "take" if Pass() in legal else "draw"

    def discard_taken(game: TextGame) -> str:
        taken = _obs(game).taken_upcard
        return "discard " + (str(taken) if taken is not None else "ZZ")

    _, out = _start([first_move, discard_taken, "pass", "quit"])
    assert "was just taken" in out or "Not understood" in out
    assert "Not allowed" in out  # pass after drawing


# --------------------------------------------------------------------------- main
def test_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys)
    assert code == 2 and "COMMAND" in err
    code, out, _ = run(capsys, "--version")
    assert code == 0 and "ginrummy" in out
    code, out, _ = run(capsys, "analyze", "--help")
    assert code == 0 and "--upcard" in out


def _script() -> str | None:
    found = shutil.which("ginrummy")
    if found is None:
        candidate = Path(sys.executable).with_name("ginrummy")
        found = str(candidate) if candidate.exists() else None
    return found


@pytest.mark.skipif(_script() is None, reason="the ginrummy console script is not installed")
def test_console_script() -> None:
    script = _script()
    assert script is not None
    done = subprocess.run(
        [script, "analyze", "--json", HAND_11], capture_output=True, text=True, check=False,
        timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["deadwood_count"] == 20
    done = subprocess.run(
        [script, "analyze", "7H", "QX"], capture_output=True, text=True, check=False, timeout=60
    )
    assert done.returncode == 2 and "'QX'" in done.stderr and "Traceback" not in done.stderr


def test_python_dash_m() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "ginrummy", "score", "--json", "--knocker", KNOCKER,
         "--defender", DEFENDER],
        capture_output=True, text=True, check=False, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["points"] == 40


def test_piped_play_that_ends_mid_game_exits_zero_and_says_how_to_resume(
    tmp_path: Path,
) -> None:
    """``printf 'p\\n' | ginrummy play --plain``: the end of the input saves and quits."""
    play = [sys.executable, "-m", "ginrummy", "play", "--plain", "--seed", "3"]
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "xdg")}
    done = subprocess.run(
        play, input="p\n", capture_output=True, text=True, check=False, timeout=60, env=env
    )
    assert done.returncode == 0, done.stderr
    assert "The input ended in the middle of the game." in done.stdout
    assert done.stdout.rstrip().endswith("To go on with it, type: ginrummy play --resume")
    # The command it names goes on with the game.
    done = subprocess.run(
        [*play[:-2], "--resume"], input="quit\n", capture_output=True, text=True,
        check=False, timeout=60, env=env,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "Game resumed" in done.stdout
