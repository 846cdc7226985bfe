"""The random and simple players read the legal actions as bits, for speed; they must
choose exactly as their plain statements do: ``rng.choice(legal_actions)``, and the
simple player's rules over the tuple of actions (written out below as the reference),
random tie-breaks included. Checked on every decision of seeded random hands."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy import HandState, Observation, Phase, find_rules
from ginrummy.agents.random_agent import RandomAgent
from ginrummy.agents.simple import SimpleAgent, joins_a_meld
from ginrummy.core.actions import BIG_GIN, DRAW_STOCK, PASS, TAKE_UPCARD, Action, Discard, Knock
from ginrummy.core.melds import deadwood_count
from tests.helpers.examples import examples

PRESETS = ["standard", "openspiel", "oklahoma", "eaai", "straight"]


def reference_simple(obs: Observation, rng: random.Random) -> Action:
    """The simple player as its module docstring states it, on the tuple of actions."""
    legal = obs.legal_actions
    hand = obs.hand.mask
    if obs.phase is Phase.DISCARD:
        if BIG_GIN in legal:
            return BIG_GIN
        knocks = [a for a in legal if isinstance(a, Knock)]
        options = knocks or [a for a in legal if isinstance(a, Discard)]
        if not options:
            return legal[0]
        values = [deadwood_count(hand & ~(1 << a.card)) for a in options]  # type: ignore[attr-defined]
        best = min(values)
        picks = [a for a, v in zip(options, values, strict=True) if v == best]
        return picks[0] if len(picks) == 1 else rng.choice(picks)
    upcard = obs.upcard
    if (
        TAKE_UPCARD in legal
        and upcard is not None
        and (obs.phase is Phase.STOCK_END or joins_a_meld(hand, upcard))
    ):
        return TAKE_UPCARD
    if DRAW_STOCK in legal:
        return DRAW_STOCK
    if PASS in legal:
        return PASS
    return legal[0]


def states_of(preset: str, seed: int) -> list[HandState]:
    rng = random.Random(seed)
    state = HandState.deal(find_rules(preset), dealer=seed % 2, rng=rng)
    states = []
    while not state.is_over:
        states.append(state)
        # Alternate random and simple moves, so the hands reach knocks and gin too.
        obs = state.observation(state.to_act)  # type: ignore[arg-type]
        mover = SimpleAgent() if len(states) % 3 else RandomAgent()
        state = state.apply(mover.act(obs, rng))
    return states


@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 2**32 - 1), preset=st.sampled_from(PRESETS))
def test_the_random_player_chooses_as_rng_choice_does(seed: int, preset: str) -> None:
    for state in states_of(preset, seed):
        obs = state.observation(state.to_act)  # type: ignore[arg-type]
        ours, theirs = random.Random(seed), random.Random(seed)
        for _ in range(3):
            assert RandomAgent().act(obs, ours) == theirs.choice(obs.legal_actions)


@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 2**32 - 1), preset=st.sampled_from(PRESETS))
def test_the_simple_player_chooses_as_its_rules_say(seed: int, preset: str) -> None:
    for state in states_of(preset, seed):
        obs = state.observation(state.to_act)  # type: ignore[arg-type]
        ours, theirs = random.Random(seed), random.Random(seed)
        for _ in range(3):
            assert SimpleAgent().act(obs, ours) == reference_simple(obs, theirs)


def test_the_random_player_refuses_a_view_with_nothing_legal() -> None:
    state = HandState.deal(find_rules("standard"), dealer=0, rng=random.Random(1))
    waiting = state.observation(1 - state.to_act)  # type: ignore[operator]
    with pytest.raises(IndexError):
        RandomAgent().act(waiting, random.Random(1))
