"""Difficulty levels and hints."""

from __future__ import annotations

import random

import pytest

from ginrummy import HandState, find_rules
from ginrummy.agents import LEVELS, agent_for_level, hint
from ginrummy.arena import head_to_head


def test_levels_map_to_agents() -> None:
    assert {agent_for_level(level).name for level in LEVELS} == {
        "easy",
        "simple",
        "expert",
        "apprentice",
        "master",
    }
    with pytest.raises(ValueError, match="unknown level"):
        agent_for_level("grandmaster")


@pytest.mark.parametrize("preset", ["standard", "oklahoma", "openspiel"])
def test_hint_is_legal_and_explained(preset: str) -> None:
    rng = random.Random(7)
    seen = set()
    for game in range(15):
        state = HandState.deal(find_rules(preset), dealer=game % 2, rng=rng)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            obs = state.observation(seat)
            advice = hint(obs)
            assert state.is_legal(advice.action)
            assert advice.reason and "\n" not in advice.reason
            assert str(advice).startswith(str(advice.action))
            seen.add(type(advice.action).__name__)
            state = state.apply(rng.choice(state.legal_actions()))
        with pytest.raises(ValueError, match="not this player's turn"):
            hint(state.observation(0))
    assert {"Discard", "DrawStock"} <= seen


def test_hint_names_the_meld_for_a_taken_upcard() -> None:
    from tests.helpers.hands import deck_for

    deck = deck_for(
        nondealer_cards="7C 7D 2H 5S 9S JD QC KH 3D AS",
        dealer_cards="2C 4C 6D 8D TD 3S 4S 6H 8H TC",
        upcard="7H",
    )
    state = HandState.deal(find_rules("standard"), dealer=0, deck=deck)
    advice = hint(state.observation(1))
    assert str(advice.action) == "take"
    assert "7♣" in advice.reason and "7♦" in advice.reason


def test_easy_is_between_random_and_simple() -> None:
    vs_random = head_to_head("easy", "random", rules="eaai", games=20, seed=3, workers=1)
    assert vs_random.win_rate > 0.8
    vs_simple = head_to_head("easy", "simple", rules="eaai", games=40, seed=3, workers=1)
    assert vs_simple.win_rate < 0.5


def test_hint_told_the_score_advises_as_the_master_told_it() -> None:
    """With the score sheet, the hint is the move of a master that reads it too."""
    from ginrummy.agents import MasterAgent

    rng = random.Random(12)
    compared = 0
    for game in range(6):
        state = HandState.deal(find_rules("eaai"), dealer=game % 2, rng=rng)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            obs = state.observation(seat)
            advice = hint(obs, scores=(95, 40), game_target=100)
            master = MasterAgent()
            master.new_hand((95, 40), 100)
            assert advice.action == master.act(obs, random.Random(0))
            compared += 1
            state = state.apply(rng.choice(state.legal_actions()))
    assert compared > 50
