"""``ginrummy arena``: head to head and round robin from the command line, in-process."""

from __future__ import annotations

import json
import sys
from typing import Any

import pytest

from ginrummy.cli import main

VOLATILE = ("elapsed_seconds",)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["arena", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> Any:
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0, err
    return json.loads(out)  # the whole of stdout is one JSON document


def stable(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k not in VOLATILE}


def assert_one_line_error(code: int, err: str, *needles: str, status: int = 2) -> None:
    assert code == status  # 2: a usage error; 1: a runtime one
    assert err.startswith("ginrummy: error: ")
    assert err.count("\n") == 1, err
    for needle in needles:
        assert needle in err, err


def assert_interval(interval: Any, value: float) -> None:
    assert isinstance(interval, list) and len(interval) == 2
    low, high = interval
    assert isinstance(low, float | int) and isinstance(high, float | int)
    assert low <= value <= high


def test_head_to_head_json(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(
        capsys, "simple", "random", "--games", "8", "--seed", "3", "--rules", "eaai",
        "--workers", "1",
    )  # fmt: skip
    assert data["agents"] == ["simple", "random"]
    assert data["games"] == 8 and data["pairs_of_games"] == 4
    assert isinstance(data["wins"], list) and len(data["wins"]) == 2
    assert sum(data["wins"]) + data["draws"] == 8
    assert isinstance(data["win_rate"], float | int)
    assert data["win_rate"] == pytest.approx((data["wins"][0] + 0.5 * data["draws"]) / 8)
    assert_interval(data["ci95"], data["win_rate"])
    assert isinstance(data["points_per_game"], float | int)
    assert_interval(data["points_per_game_ci95"], data["points_per_game"])
    assert data["points_per_game"] > 0  # simple beats random
    assert data["hands"] >= 8 and sum(data["hands_won"]) <= data["hands"]
    assert sum(data["outcomes"].values()) == data["hands"]
    assert data["mode"] == "games" and data["seed"] == 3
    assert data["rules"]["name"] == "eaai" and data["rules"]["game_bonus"] == 0  # the object
    assert "rules_options" not in data
    assert data["workers"] == 1 and data["backend"] == "process"
    assert isinstance(data["elapsed_seconds"], float | int)


def test_same_seed_same_results_whatever_the_workers(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("simple", "random", "--games", "8", "--seed", "11")
    one = run_json(capsys, *args, "--workers", "1")
    again = run_json(capsys, *args, "--workers", "1")
    two = run_json(capsys, *args, "--workers", "2")
    assert stable(one) == stable(again)
    assert {k: v for k, v in stable(two).items() if k != "workers"} == {
        k: v for k, v in stable(one).items() if k != "workers"
    }
    other = run_json(capsys, "simple", "random", "--games", "8", "--seed", "12", "--workers", "1")
    assert other["points_per_game"] != one["points_per_game"]


def test_single_hands(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "simple", "random", "--games", "10", "--seed", "4", "--hands",
                    "--workers", "1")  # fmt: skip
    assert data["mode"] == "hands"
    assert data["hands"] == 10 and sum(data["outcomes"].values()) == 10
    assert sum(data["wins"]) + data["draws"] == 10


def test_mirror_match_is_even(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "simple", "simple", "--games", "6", "--seed", "1", "--workers", "1")
    assert data["wins"] == [3, 3] and data["win_rate"] == 0.5
    assert data["points_per_game"] == 0


def test_round_robin_json(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(
        capsys, "random", "simple", "expert", "--games", "4", "--seed", "5", "--hands",
        "--workers", "1",
    )  # fmt: skip
    assert data["agents"] == ["random", "simple", "expert"]
    assert data["games_per_pair"] == 4
    assert [p["agents"] for p in data["pairs"]] == [
        ["random", "simple"],
        ["random", "expert"],
        ["simple", "expert"],
    ]
    for pair in data["pairs"]:
        assert pair["games"] == 4
        assert_interval(pair["ci95"], pair["win_rate"])
    assert set(data["elo"]) == {"random", "simple", "expert"}
    assert all(isinstance(r, float | int) for r in data["elo"].values())
    assert sum(data["elo"].values()) / 3 == pytest.approx(1500, abs=0.2)
    ratings = list(data["elo"].values())
    assert ratings == sorted(ratings, reverse=True)  # best first
    # Pair number i is seeded with seed + i: a head-to-head replays it exactly.
    second = data["pairs"][1]
    alone = run_json(capsys, "random", "expert", "--games", "4", "--seed", str(second["seed"]),
                     "--hands", "--workers", "1")  # fmt: skip
    for key in ("wins", "draws", "points_per_game", "hands_won", "outcomes"):
        assert alone[key] == second[key]


def test_human_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "simple", "random", "--games", "4", "--seed", "2",
                         "--workers", "1")  # fmt: skip
    assert code == 0, err
    assert "simple vs random" in out and "Win rate (95% CI)" in out
    assert "2 pairs of games sharing deals" in out
    assert "outcomes: knock" in out
    assert err == ""  # no progress bar when stderr is not a terminal

    code, out, err = run(capsys, "random", "simple", "expert", "--games", "2", "--seed", "2",
                         "--hands", "--workers", "1")  # fmt: skip
    assert code == 0, err
    assert "Round robin" in out and "Elo ranking" in out
    assert out.index("Elo ranking") < out.index("Hands:")


def test_unknown_agent(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "simple", "nobody", "--games", "2")
    assert_one_line_error(code, err, "nobody", "expert", "random", "simple")
    assert out == ""


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (("--option", "knock_limit=x"), "knock_limit"),
        (("--option", "no_such_option=1"), "no_such_option"),
        (("--option", "knock_limit"), "NAME=VALUE"),
        (("--rules", "nope"), "nope"),
        (("--games", "3"), "even"),
        (("--games", "0"), "even"),
        (("--workers", "0"), "--workers"),
    ],
)
def test_bad_input(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], needle: str) -> None:
    code, out, err = run(capsys, "simple", "random", "--games", "2", *argv)
    assert_one_line_error(code, err, needle)
    assert out == ""


def test_too_few_or_repeated_agents(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "simple")
    assert_one_line_error(code, err, "two agents")
    code, _, err = run(capsys, "simple", "random", "simple")
    assert_one_line_error(code, err, "twice")


def test_help_explains_pairs(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--help"]) == 0
    out = capsys.readouterr().out
    assert "N/2 pairs" in out and "--backend" in out
    assert main(["--help"]) == 0
    assert "arena" in capsys.readouterr().out


def test_ray_backend_without_ray(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # as if ginrummy[ray] were not installed
    code, out, err = run(capsys, "simple", "random", "--games", "4", "--backend", "ray")
    assert_one_line_error(code, err, "ginrummy[ray]", status=1)  # the machine lacks it
    assert out == ""
