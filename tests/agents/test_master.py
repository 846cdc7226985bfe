"""The master agent: legal in every preset, deterministic for a seed, and it searches
only knock chances (everything else is the expert's move)."""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy import HandState, find_rules
from ginrummy.agents import AGENTS, make_agent
from ginrummy.agents.expert import ExpertAgent, ExpertParams
from ginrummy.agents.master import (
    MasterAgent,
    MasterParams,
    engine_rollout,
    play_out,
    rollout,
    sample_world,
)
from ginrummy.agents.rollouts import _greedy, _least_deadwood_discard
from ginrummy.core.actions import Action, Discard, Knock
from ginrummy.core.hand import Phase
from ginrummy.core.melds import deadwood_count
from ginrummy.core.observation import Observation
from ginrummy.core.rules import ReshuffleAt, StockEnd
from tests.helpers.examples import examples

PRESETS = ("standard", "oklahoma", "straight", "eaai", "openspiel")


def _fast() -> MasterAgent:
    """Few deals a search and no time cap, so every run decides alike."""
    return MasterAgent(MasterParams(knock_iterations=6, knock_min_iterations=6, knock_seconds=1e9))


def _play(preset: str, seed: int, hands: int) -> list[tuple[Observation, Action]]:
    """Master (seat 0) against the expert; each of master's observations and moves."""
    rules = find_rules(preset)
    rng = random.Random(seed)
    master = _fast()
    expert = ExpertAgent()
    out = []
    for index in range(hands):
        state = HandState.deal(rules, dealer=index % 2, rng=rng)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            obs = state.observation(seat)
            action = master.act(obs, rng) if seat == 0 else expert.act(obs, rng)
            assert state.is_legal(action)
            if seat == 0:
                out.append((obs, action))
            state = state.apply(action, player=seat)
    return out


def test_master_is_registered() -> None:
    assert "master" in AGENTS
    assert make_agent("master").name == "master"


@pytest.mark.parametrize("preset", PRESETS)
def test_master_is_legal_and_deterministic(preset: str) -> None:
    first = _play(preset, 3, 6)
    second = _play(preset, 3, 6)
    assert [a for _, a in first] == [a for _, a in second]


_PATIENT_PRIOR = ExpertParams(
    knock_max=0, gin_stock=MasterParams().gin_stock, gin_bonus=MasterParams().gin_bonus
)
"""The expert whose moves the patient master plays unless its knock search decides."""


def test_master_departs_from_the_waiter_only_at_knock_chances() -> None:
    """The patient master draws and discards as the waiter (the expert knocking only
    with gin) whose discards are valued for gin once the stock is low; where a knock
    with deadwood is legal, the search may knock instead."""
    waiter = ExpertAgent(_PATIENT_PRIOR)
    rng = random.Random(0)
    searched = knocked = 0
    for obs, action in _play("eaai", 8, 40):
        default = waiter.act(obs, rng)
        chance = isinstance(default, Discard) and any(
            isinstance(a, Knock) for a in obs.legal_actions
        )
        if chance:
            searched += 1
            assert action == default or isinstance(action, Knock)
            knocked += isinstance(action, Knock)
        else:
            assert action == default
    assert searched > 0
    assert 0 < knocked < searched


@pytest.mark.parametrize(
    ("patient", "prior"),
    [
        (False, ExpertParams()),
        (True, _PATIENT_PRIOR),
    ],
    ids=["classic-is-the-expert", "patient-is-the-late-gin-waiter"],
)
def test_master_with_an_impossible_switch_bar_keeps_its_default(
    patient: bool, prior: ExpertParams
) -> None:
    """The classic search's default is the expert's knock; the patient one's is playing
    on, so with a bar no deal can clear it plays as its expert does: the waiter (gin or
    nothing) whose discards are valued for gin once the stock is low."""
    sure = MasterAgent(
        MasterParams(
            switch_z=1e9,
            knock_switch_z=1e9,
            switch_margin=1e9,
            knock_iterations=4,
            patient_iterations=4,
            knock_min_iterations=4,
            patient=patient,
        )
    )
    expert = ExpertAgent(prior)
    rng = random.Random(4)
    for index in range(10):
        state = HandState.deal(find_rules("eaai"), dealer=index % 2, rng=rng)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            obs = state.observation(seat)
            action = sure.act(obs, rng)
            assert action == expert.act(obs, rng)
            state = state.apply(action, player=seat)


def test_master_decision_time_smoke() -> None:
    """Real games with the default settings; times are collected, not asserted (they
    depend on the machine)."""
    rules = find_rules("eaai")
    rng = random.Random(1)
    master = MasterAgent()
    expert = ExpertAgent()
    times = []
    for index in range(4):
        state = HandState.deal(rules, dealer=index % 2, rng=rng)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            obs = state.observation(seat)
            if seat == 0:
                start = time.perf_counter()
                action = master.act(obs, rng)
                times.append(time.perf_counter() - start)
            else:
                action = expert.act(obs, rng)
            state = state.apply(action, player=seat)
    assert times


@settings(max_examples=examples(400), deadline=None)
@given(
    cards=st.lists(st.integers(0, 51), min_size=11, max_size=11, unique=True),
    barred=st.lists(st.integers(0, 10), max_size=6),
)
def test_the_rollouts_table_discard_is_the_least_deadwood_discard(
    cards: list[int], barred: list[int]
) -> None:
    """The rollout policy's discard (from suit tables) is the card a plain search over
    every discard picks, ties included, for any hand and any cards that may not go."""
    hand = sum(1 << c for c in cards)
    options = hand & ~sum(1 << cards[i] for i in barred)
    if not options:
        return
    best, pick = 1000, -1
    rest = options
    while rest:  # the rollouts' original loop, kept as the reference
        low = rest & -rest
        rest ^= low
        value = deadwood_count(hand ^ low)
        if value < best or (value == best and low.bit_length() % 13 > pick % 13):
            best, pick = value, low.bit_length() - 1
    assert _least_deadwood_discard(hand, options) == pick


_ROLLOUT_RULES: tuple[tuple[str, dict[str, object]], ...] = (
    *((preset, {}) for preset in PRESETS),
    ("oklahoma-spades", {}),
    ("hollywood", {}),
    ("eaai", {"stock_exhausted": StockEnd.RESHUFFLE}),
    (
        "standard",
        {
            "stock_exhausted": StockEnd.RESHUFFLE,
            "reshuffle_at": ReshuffleAt.EMPTY,
            "reshuffle_limit": 3,
        },
    ),
    ("standard", {"must_knock_on_gin": True, "allow_discard_of_drawn_upcard": True}),
    ("standard", {"max_upcard_draws": 4, "repeated_upcard_void": True}),
)


@pytest.mark.parametrize(("preset", "options"), _ROLLOUT_RULES)
def test_the_fast_rollout_plays_as_the_engine_rollout(
    preset: str, options: dict[str, object]
) -> None:
    """The rollout on plain ints ends every hand as the engine's does, from states along
    real hands and from determinized deals, for each knock policy of the search, also
    with a seat knocking only for some discards (``knock_for``, an early knocker)."""
    rules = find_rules(preset, **options)
    rng = random.Random(f"{preset} {sorted(options.items())}")
    policies = (None, (0, 0), (0, rules.knock_limit), (rules.knock_limit, 0), (2, 5))
    spans = (None, (1 << 30, 2), (0, 1 << 30), (3, 1))
    checked = 0
    for index in range(12):
        state = HandState.deal(rules, dealer=index % 2, rng=rng)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            if rng.random() < 0.3:
                worlds = [state]
                if not state.reshuffles:
                    worlds.append(sample_world(state.observation(seat), rng, condition=True))
                for world in worlds:
                    for knock_max in policies:
                        for me in (0, 1):
                            assert rollout(world, me, knock_max=knock_max) == engine_rollout(
                                world, me, knock_max=knock_max
                            )
                            checked += 1
                    for knock_for in spans:
                        for knock_max in (None, (0, rules.knock_limit)):
                            assert rollout(
                                world, 0, knock_max=knock_max, knock_for=knock_for
                            ) == engine_rollout(world, 0, knock_max=knock_max, knock_for=knock_for)
            legal = state.legal_actions()
            action = rng.choice(legal) if rng.random() < 0.2 else _greedy(state)
            if action not in legal:  # a knock with melds chosen: the plain one
                action = rng.choice(legal)
            state = state.apply(action)
    assert checked > 100


def test_the_fast_rollout_counts_moves_as_the_engine_does() -> None:
    """A move limit cuts both rollouts at the same move (an unfinished hand is 0)."""
    rules = find_rules("eaai")
    for seed in range(20):
        state = HandState.deal(rules, dealer=seed % 2, seed=seed).apply_text("pass")
        state = state.apply_text("pass").apply_text("draw")
        for limit in (1, 2, 5, 9, 17):
            for knock_max in (None, (0, 0)):
                assert rollout(state, 0, limit, knock_max) == engine_rollout(
                    state, 0, limit, knock_max
                )


@pytest.mark.parametrize(("preset", "options"), _ROLLOUT_RULES)
def test_play_out_scores_a_move_as_applying_it_and_rolling_out(
    preset: str, options: dict[str, object]
) -> None:
    """The search's shortcut (a knock scored at once, a discard thrown inside the fast
    rollout) gives the points of the engine's state after the move, rolled out."""
    rules = find_rules(preset, **options)
    rng = random.Random(f"play_out {preset} {sorted(options.items())}")
    checked = 0
    for index in range(10):
        state = HandState.deal(rules, dealer=index % 2, rng=rng)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            legal = state.legal_actions()
            if state.phase is Phase.DISCARD and rng.random() < 0.5:
                world = state
                if not state.reshuffles:
                    world = sample_world(state.observation(seat), rng)
                for action in legal:
                    for knock_max in (None, (0, 0), (0, rules.knock_limit)):
                        expected = engine_rollout(world._apply(action), seat, knock_max=knock_max)
                        assert play_out(world, action, seat, knock_max) == expected
                        checked += 1
                    for knock_for in ((1 << 30, 2), (2, 0), (1, 1)):
                        # ``knock_for`` counts ``action`` among the mover's discards.
                        after = list(knock_for)
                        after[seat] -= 1
                        expected = engine_rollout(
                            world._apply(action), seat, knock_for=(after[0], after[1])
                        )
                        assert play_out(world, action, seat, knock_for=knock_for) == expected
            action = rng.choice(legal) if rng.random() < 0.2 else _greedy(state)
            if action not in legal:
                action = rng.choice(legal)
            state = state.apply(action)
    assert checked > 50
