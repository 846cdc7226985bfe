"""The game-win chances from a score, and how agents are told the score."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ginrummy.agents import MasterAgent, make_agent
from ginrummy.agents.base import ScoreAware
from ginrummy.agents.game_odds import HAND_POINTS, win_chance
from ginrummy.agents.master import MasterParams
from ginrummy.core.actions import Action
from ginrummy.core.observation import Observation
from ginrummy.core.record import play_game, tell_score

scores = st.integers(min_value=0, max_value=99)


@given(scores, scores)
def test_the_model_favours_neither_player(mine: int, theirs: int) -> None:
    assert win_chance(mine, theirs, 100) + win_chance(theirs, mine, 100) == pytest.approx(1.0)
    assert 0.0 < win_chance(mine, theirs, 100) < 1.0


@given(scores, scores)
def test_more_points_never_hurt(mine: int, theirs: int) -> None:
    assert win_chance(min(mine + 5, 99), theirs, 100) >= win_chance(mine, theirs, 100)
    assert win_chance(mine, min(theirs + 5, 99), 100) <= win_chance(mine, theirs, 100)


def test_known_values() -> None:
    assert win_chance(0, 0, 100) == pytest.approx(0.5)
    assert win_chance(100, 40, 100) == 1.0
    assert win_chance(40, 120, 100) == 0.0
    # Needing two points against needing ninety: nearly won, but not yet.
    assert 0.9 < win_chance(98, 10, 100) < 1.0
    # 80 to 0 is a big lead, not a sure thing.
    assert 0.85 < win_chance(80, 0, 100) < 0.97


def test_long_games_use_the_capped_table() -> None:
    """Targets past the table's reach still give sensible, symmetric odds."""
    assert win_chance(0, 0, 1000) == pytest.approx(0.5)
    assert win_chance(900, 0, 1000) > 0.9
    assert win_chance(500, 0, 1000) > win_chance(0, 0, 1000)


def test_hand_points_are_a_distribution() -> None:
    assert all(points > 0 and weight > 0 for points, weight in HAND_POINTS)
    mean = sum(p * w for p, w in HAND_POINTS) / sum(w for _, w in HAND_POINTS)
    assert 10 < mean < 25  # a winner's points a hand, as measured


class Recorder:
    """The simple player, keeping what the score sheet said before each hand."""

    name = "recorder"

    def __init__(self) -> None:
        self.inner = make_agent("simple")
        self.told: list[tuple[tuple[int, int], int]] = []

    def new_hand(self, scores: tuple[int, int], game_target: int) -> None:
        self.told.append((scores, game_target))

    def act(self, observation: Observation, rng: random.Random) -> Action:
        return self.inner.act(observation, rng)


def test_play_game_tells_the_score_before_every_hand() -> None:
    recorder = Recorder()
    assert isinstance(recorder, ScoreAware)
    record = play_game([recorder, make_agent("simple")], "eaai", seed=11)
    game = record.replay()
    assert len(recorder.told) == len(game.results)
    running = [0, 0]
    for told, result in zip(recorder.told, game.results, strict=True):
        assert told == ((running[0], running[1]), 100)
        if result.winner is not None:
            running[result.winner] += result.points


def test_agents_without_the_hook_are_left_alone() -> None:
    tell_score(make_agent("simple"), (10, 20), 100)  # no new_hand: nothing happens


def test_the_master_weighs_results_by_the_game() -> None:
    master = MasterAgent()
    assert master.outcome_value(0, -12) == -12.0  # not told: plain hand points
    master.new_hand((95, 40), 100)
    # Any won hand of five points or more wins the game from 95.
    assert master.outcome_value(0, 5) == 1.0 == master.outcome_value(0, 30)
    assert master.outcome_value(0, 0) == pytest.approx(win_chance(95, 40, 100))
    assert master.outcome_value(0, -20) == pytest.approx(win_chance(95, 60, 100))
    # Seat 1 sees the same sheet from the other side.
    assert master.outcome_value(1, 0) == pytest.approx(win_chance(40, 95, 100))
    assert master.outcome_value(1, 60) == 1.0
    off = MasterAgent(MasterParams(game_aware=False))
    off.new_hand((95, 40), 100)
    assert off.outcome_value(0, 7) == 7.0
