"""The command line's conventions, checked across commands: the same JSON shapes
everywhere (cards as code strings in the text's order, melds as lists of cards,
``rules`` as the whole object), ``-`` for the standard input, ``--ascii`` output in
plain ASCII, exit status 1 for a runtime error and 2 for a usage error, and the flags
the README promises."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from ginrummy.cli import main
from ginrummy.core.rules import find_rules

HAND_11 = "7H 8H 9H 7S 7D 7C KS KD 2C 3C AC"
KNOCKER = "JS JH JD 9H 8H 7H AC 2D 3S 4C"
DEFENDER = "JC TH 6H KS KD 5C 5D 9C 9D 2H"
README = Path(__file__).parents[2] / "README.md"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> Any:
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0, err
    return json.loads(out)


def is_meld_list(value: Any) -> bool:
    return isinstance(value, list) and all(
        isinstance(m, list) and all(isinstance(c, str) for c in m) for m in value
    )


@pytest.fixture
def record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    run_json(capsys, "simulate", "--players", "simple,simple", "--games", "1", "--seed", "5",
             "--out", str(tmp_path))  # fmt: skip
    (path,) = tmp_path.glob("game-*.json")
    return path


def test_json_shapes_agree_across_commands(
    capsys: pytest.CaptureFixture[str], record: Path
) -> None:
    standard = find_rules("standard").to_dict()
    analyzed = run_json(capsys, "analyze", HAND_11)
    scored = run_json(capsys, "score", "--knocker", KNOCKER, "--defender", DEFENDER)
    replayed = run_json(capsys, "replay", str(record))
    simulated = run_json(capsys, "simulate", "--players", "random,simple", "--games", "1")
    for data in (analyzed, scored, replayed, simulated):
        assert data["rules"] == standard  # the whole object, its name included
    assert is_meld_list(analyzed["melds"])
    assert is_meld_list(scored["knocker_melds"]) and is_meld_list(scored["defender_melds"])
    assert scored["layoffs"][0] == {"card": "JC", "meld": ["JD", "JH", "JS"]}
    showdowns = [h["result"]["showdown"] for h in replayed["hands"] if "showdown" in h["result"]]
    assert showdowns and all(is_meld_list(s["knocker_melds"]) for s in showdowns)
    assert all(isinstance(cards, list) for cards in replayed["hands"][0]["dealt"])


def test_json_cards_come_in_the_text_order(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "analyze", HAND_11)
    _, text, _ = run(capsys, "analyze", "--ascii", HAND_11)
    lines = text.splitlines()
    assert lines[0] == f"Hand (11 cards): {' '.join(data['cards'])}"
    melds = " ".join(f"[{' '.join(m)}]" for m in data["melds"])
    assert lines[1] == f"Melds:    {melds}"
    assert lines[2].startswith(f"Deadwood: {' '.join(data['deadwood'])}  (count ")
    scored = run_json(capsys, "score", "--knocker", KNOCKER, "--defender", DEFENDER)
    _, text, _ = run(capsys, "score", "--ascii", "--knocker", KNOCKER, "--defender", DEFENDER)
    assert " ".join(scored["defender_deadwood_cards"]) in text
    for meld in scored["knocker_melds"]:
        assert f"[{' '.join(meld)}]" in text


def test_ascii_output_is_ascii(capsys: pytest.CaptureFixture[str], record: Path) -> None:
    for argv in (
        ("analyze", "--ascii", HAND_11),
        ("analyze", "--ascii", "--all", HAND_11),
        ("score", "--ascii", "--knocker", KNOCKER, "--defender", DEFENDER),
        ("replay", "--ascii", str(record)),
        ("simulate", "--ascii", "--players", "random,simple", "--games", "1", "--seed", "1"),
    ):
        code, out, err = run(capsys, *argv)
        assert code == 0, err
        odd = sorted({ch for ch in out if ord(ch) > 127})
        assert not odd, f"{argv[0]} --ascii wrote {odd}"


def test_a_dash_reads_the_standard_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, record: Path
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(record.read_text("utf-8")))
    from_stdin = run_json(capsys, "replay", "-")
    assert from_stdin == run_json(capsys, "replay", str(record))
    cards = run_json(capsys, "analyze", HAND_11)["cards"]
    monkeypatch.setattr(sys, "stdin", io.StringIO(HAND_11 + "\n"))
    assert run_json(capsys, "analyze", "-")["cards"] == cards
    monkeypatch.setattr(sys, "stdin", io.StringIO("{}"))
    code, _, err = run(capsys, "replay", "-")
    assert code == 1 and "on the standard input" in err


@pytest.mark.parametrize(
    ("argv", "status", "needle"),
    [
        (["replay", "/no/such/record.json"], 1, "cannot read /no/such/record.json"),
        (["play", "--resume", "--save-dir", "/no/such/folder"], 1, "no saved game"),
        (["simulate", "--games", "1", "--out", "/proc/no/such"], 1, "cannot create"),
        (["analyze", "7H", "QX"], 2, "'QX'"),
        (["analyze", "--rules", "nope", "7H"], 2, "nope"),
        (["replay", "x.json", "--hand", "0", "--rules", "nope"], 2, "nope"),
        (["play", "--opponent", "nobody"], 2, "nobody"),
        (["play", "--delay", "-1"], 2, "--delay"),
    ],
)
def test_exit_status_runtime_one_usage_two(
    capsys: pytest.CaptureFixture[str], argv: list[str], status: int, needle: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == status, err
    assert err.startswith("ginrummy: error: ") and err.count("\n") == 1 and needle in err
    assert out == ""


def test_a_record_of_another_format_says_what_was_expected(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"format": "ginrummy-game", "version": 1}), encoding="utf-8")
    code, _, err = run(capsys, "replay", str(other))
    assert code == 1
    assert "its format is 'ginrummy-game', expected 'ginrummy/game-record'" in err


def test_the_flags_are_where_the_readme_says(capsys: pytest.CaptureFixture[str]) -> None:
    helps = {}
    for command in ("analyze", "score", "simulate", "arena", "replay", "play", "serve"):
        assert main([command, "--help"]) == 0
        helps[command] = capsys.readouterr().out
    for command in ("analyze", "score", "simulate", "arena", "replay"):
        assert all(flag in helps[command] for flag in ("--rules", "--option", "--json"))
    assert "--rules" in helps["play"] and "--option" in helps["play"]
    assert "--json" not in helps["play"]
    assert not any(flag in helps["serve"] for flag in ("--rules", "--option", "--json"))
    readme = " ".join(README.read_text("utf-8").split())
    assert "Every command takes `--rules PRESET`" not in readme
    assert "`play` has no `--json`" in readme and "`serve` takes none of them" in readme
