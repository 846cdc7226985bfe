"""The arena: paired seats, common deals, honest statistics."""

from __future__ import annotations

import pytest

from ginrummy import find_rules
from ginrummy.arena import (
    PairStats,
    elo_ratings,
    head_to_head,
    paired_tasks,
    round_robin,
    run_task,
    wilson_interval,
)


def test_pairs_share_deals_and_swap_seats() -> None:
    tasks = paired_tasks("simple", "random", find_rules("eaai"), 6, seed=3)
    assert [t.agents for t in tasks] == [("simple", "random"), ("random", "simple")] * 3
    assert tasks[0].seed == tasks[1].seed != tasks[2].seed
    assert paired_tasks("simple", "random", find_rules("eaai"), 6, seed=3) == tasks


def test_mirror_match_is_exactly_even() -> None:
    """A deterministic agent against itself on shared deals: each pair mirrors exactly."""
    stats = head_to_head("simple", "simple", rules="eaai", games=20, seed=1, workers=1)
    assert stats.games == 20
    assert stats.wins == [10, 10]
    assert stats.points_per_game == 0


def test_simple_beats_random_with_a_tight_interval() -> None:
    stats = head_to_head("simple", "random", rules="eaai", games=40, seed=2, workers=2)
    result = stats.to_dict()
    assert result["games"] == 40
    assert sum(result["wins"]) + result["draws"] == 40
    low, high = result["ci95"]
    assert low <= result["win_rate"] <= high
    assert result["win_rate"] > 0.8
    assert result["points_per_game"] > 0


def test_results_are_reproducible_and_independent_of_workers() -> None:
    one = head_to_head("simple", "random", rules="standard", games=8, seed=9, workers=1)
    two = head_to_head("simple", "random", rules="standard", games=8, seed=9, workers=2)
    assert one.to_dict() == two.to_dict()


def test_single_hands_mode() -> None:
    stats = head_to_head("simple", "random", games=10, seed=4, single_hand=True, workers=1)
    assert stats.hands == 10
    assert sum(stats.outcomes.values()) == 10


def test_run_task_replays_from_its_seed() -> None:
    task = paired_tasks("simple", "random", find_rules("standard"), 1, seed=5)[0]
    assert run_task(task) == run_task(task)


def test_wilson_interval() -> None:
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    low, high = wilson_interval(100, 100)
    assert high == 1.0 and low > 0.95


def test_elo_orders_agents_and_is_anchored() -> None:
    s = PairStats("a", "b", games=100, wins=[75, 25])
    t = PairStats("b", "c", games=100, wins=[75, 25])
    ratings = elo_ratings([s, t], ["a", "b", "c"])
    assert ratings["a"] > ratings["b"] > ratings["c"]
    assert sum(ratings.values()) / 3 == pytest.approx(1500, abs=1e-6)
    # 75% corresponds to about 191 Elo points
    assert ratings["a"] - ratings["b"] == pytest.approx(191, abs=25)


def test_round_robin() -> None:
    stats, ratings = round_robin(["random", "simple"], games=6, seed=1, workers=1)
    assert len(stats) == 1 and stats[0].games == 6
    assert ratings["simple"] > ratings["random"]


def test_unknown_backend_and_agent() -> None:
    with pytest.raises(ValueError, match="backend"):
        head_to_head("simple", "random", games=2, backend="nope")
    with pytest.raises(ValueError, match="unknown agent"):
        head_to_head("nobody", "random", games=2, workers=1)
