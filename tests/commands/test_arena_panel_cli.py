"""``ginrummy arena --panel CANDIDATE``: the candidate against every panel member, with a
sign test over the deals and Holm's correction; and the statistics' pure functions."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest

from ginrummy.arena import PANEL, GameOutcome, GameTask, PairStats, holm, sign_test_greater
from ginrummy.cli import main
from ginrummy.commands.arena import _p, panel_rows

TINY = ("--games", "2", "--rules", "eaai", "--seed", "35", "--workers", "1")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["arena", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture(scope="module")
def panel_json() -> dict[str, Any]:
    """One tiny panel run for the JSON tests (simple is quick and on the panel)."""
    capture = pytest.MonkeyPatch()
    import io
    import sys

    out = io.StringIO()
    capture.setattr(sys, "stdout", out)
    try:
        code = main(["arena", "--panel", "simple", *TINY, "--json"])
    finally:
        capture.undo()
    assert code == 0
    data: dict[str, Any] = json.loads(out.getvalue())
    return data


def test_holm_known_values() -> None:
    assert holm([0.01, 0.04, 0.03]) == pytest.approx([0.03, 0.06, 0.06])
    # at 0.05 only the first is rejected
    assert [q <= 0.05 for q in holm([0.01, 0.04, 0.03])] == [True, False, False]
    assert holm([]) == []
    assert holm([0.5]) == [0.5]
    assert holm([0.9, 0.6]) == [1.0, 1.0]  # 2 x 0.6 capped at 1; monotone after it
    assert holm([0.001, 0.01, 0.02, 0.5]) == pytest.approx([0.004, 0.03, 0.04, 0.5])


def test_sign_test_known_values() -> None:
    assert sign_test_greater(5, 0) == pytest.approx(1 / 32)
    assert sign_test_greater(0, 5) == 1.0
    assert sign_test_greater(0, 0) == 1.0
    assert sign_test_greater(9, 3) == pytest.approx(299 / 4096)
    assert sign_test_greater(3, 3) == pytest.approx(42 / 64)


def test_sign_test_past_the_float_range() -> None:
    """From 1,024 deals on, ``2.0 ** n`` overflows a float: a 10,000-game panel (5,000
    deals) must still get its exact p-values."""
    assert sign_test_greater(2600, 2400) == pytest.approx(0.0024418248687, rel=1e-9)
    assert sign_test_greater(1000, 1000) == pytest.approx(0.5 + math.comb(2000, 1000) / 2**2001)
    assert sign_test_greater(0, 5000) == 1.0
    assert sign_test_greater(5000, 0) == 0.0  # 2 ** -5000: below the smallest float
    assert 0.0 < sign_test_greater(3000, 1500) < 1e-100


def test_a_ten_thousand_game_panel_reports() -> None:
    """The panel's report over 5,000 deals (the issue's 10,000 games a member)."""
    stats = PairStats("a", "b")
    for deal in range(5000):
        kind = deal % 5  # a wins the deal three times in five, loses it once, splits once
        for index in (2 * deal, 2 * deal + 1):
            a_seat = index % 2
            a_wins = kind < 3 or (kind == 4 and index % 2 == 0)
            stats.add(_outcome(deal, index, a_seat if a_wins else 1 - a_seat, (0, 0)))
    (row,) = panel_rows([stats])
    assert (row["deals_won"], row["deals_lost"], row["deals_split"]) == (3000, 1000, 1000)
    assert row["games"] == 10_000 and row["share"] == 0.7
    assert row["p_sign"] == pytest.approx(1.246e-229, rel=1e-3) and row["better"] is True
    assert _p(row["p_sign"]) == "1.2e-229"
    assert _p(sign_test_greater(5000, 0)) == "<1e-300"  # not "0.0e+00": it is no zero


def _outcome(seed: int, index: int, winner: int, undercuts: tuple[int, int]) -> GameOutcome:
    names = ("a", "b") if index % 2 == 0 else ("b", "a")
    task = GameTask(names, {}, seed, index=index)
    return GameOutcome(task, winner, 10, 3, (2, 1), {"knock": 2, "undercut": 1}, undercuts)


def test_pair_stats_count_deals_and_undercuts_by_seat() -> None:
    stats = PairStats("a", "b")
    stats.add(_outcome(1, 0, 0, (1, 0)))  # a in seat 0 wins, undercuts once
    stats.add(_outcome(1, 1, 1, (2, 1)))  # a in seat 1 wins; b (seat 0) undercuts twice
    stats.add(_outcome(2, 2, 0, (0, 0)))  # a wins one game of the second deal...
    stats.add(_outcome(2, 3, 0, (0, 3)))  # ...and b wins the other
    assert stats.deal_signs() == (1, 0, 1)
    assert stats.undercuts == [1 + 1 + 3, 2]


def test_panel_text_names_every_member(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--panel", "simple", *TINY)
    assert code == 0, err
    for name in PANEL:
        if name != "simple":
            assert name in out
    assert "simple is on the panel" in out
    assert "Holm" in out


def test_panel_json(panel_json: dict[str, Any]) -> None:
    data = panel_json
    assert data["candidate"] == "simple"
    assert data["panel"] == [name for name in PANEL if name != "simple"]
    assert data["correction"] == "holm" and data["alpha"] == 0.05
    rows = data["opponents"]
    assert [row["opponent"] for row in rows] == data["panel"]
    for row in rows:
        assert row["games"] == 2
        low, high = row["ci95"]
        assert low <= row["share"] <= high
        assert row["deals_won"] + row["deals_lost"] + row["deals_split"] == 1
        assert row["undercuts_given"] >= 0 and row["undercuts_suffered"] >= 0
        assert 0.0 <= row["p_sign"] <= row["p_holm"] <= 1.0
        assert row["better"] is (row["p_holm"] <= 0.05)
    assert data["better_than_all"] is all(row["better"] for row in rows)


def test_panel_replays_as_head_to_head(
    panel_json: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    """Opponent i is played on seed + i: ``arena CANDIDATE OPPONENT --seed`` replays it."""
    row = panel_json["opponents"][1]
    seed = panel_json["seeds"][row["opponent"]]
    argv = ["simple", row["opponent"], *TINY[:4], "--seed", str(seed), "--workers", "1"]
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0, err
    assert json.loads(out)["wins"] == row["wins"]


def test_bad_candidate_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "--panel", "nobody", *TINY)
    assert code == 2
    assert err.startswith("ginrummy: error: ") and err.count("\n") == 1
    assert "unknown agent 'nobody'" in err


def test_panel_takes_no_agents(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "--panel", "simple", "expert", *TINY)
    assert code == 2 and "--panel takes no AGENTs" in err


def test_odd_games_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "--panel", "simple", "--games", "3")
    assert code == 2 and "--games" in err


def test_arena_without_agents_still_asks_for_two(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys)
    assert code == 2 and "at least two agents" in err
