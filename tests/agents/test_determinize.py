"""Determinization: a full state built from one player's observation alone."""

from __future__ import annotations

import random

import pytest

from ginrummy import HandState, find_rules
from ginrummy.agents.determinize import Determinizer, _improve, determinize
from ginrummy.agents.master import MasterAgent, MasterParams
from ginrummy.core.cards import ALL_CARDS, Card
from ginrummy.core.melds import deadwood_count, set_choices
from ginrummy.core.observation import Observation

FIELDS = (
    "hand",
    "phase",
    "to_act",
    "opponent_hand_size",
    "opponent_known",
    "discard_pile",
    "stock_size",
    "knock_limit",
    "first_upcard",
    "taken_upcard",
    "legal_action_mask",
)


@pytest.mark.parametrize("preset", ["standard", "oklahoma", "openspiel", "straight"])
@pytest.mark.parametrize("model_draws", [False, True])
def test_sample_agrees_with_the_observation(preset: str, model_draws: bool) -> None:
    rng = random.Random(hash(preset) % 1000 + model_draws)
    rules = find_rules(preset)
    checked = 0
    for game in range(25):
        state = HandState.deal(rules, dealer=game % 2, rng=rng)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            obs = state.observation(seat)
            sample = determinize(obs, rng, model_draws=model_draws)
            again = sample.observation(seat)
            for name in FIELDS:
                assert getattr(again, name) == getattr(obs, name), name
            assert sample.all_cards_mask() == (1 << 52) - 1
            assert sample.card_count() == 52
            # the sample is playable to its end under the same rules
            probe = sample
            for _ in range(4):
                if probe.is_over:
                    break
                probe = probe.apply(rng.choice(probe.legal_actions()))
            state = state.apply(rng.choice(state.legal_actions()))
            checked += 1
    assert checked > 500


def test_samples_vary_the_hidden_cards_only() -> None:
    rng = random.Random(4)
    state = HandState.deal(find_rules("standard"), dealer=0, seed=9)
    obs = state.observation(1)
    hands = {determinize(obs, rng).hand_mask(0) for _ in range(20)}
    assert len(hands) > 1
    for _ in range(20):
        assert determinize(obs, rng).hand_mask(1) == state.hand_mask(1)


def test_master_plays_legal_moves_from_observations_only() -> None:
    agent = MasterAgent(MasterParams(iterations=4, min_iterations=1))
    rng = random.Random(2)
    for preset in ("standard", "eaai", "openspiel"):
        state = HandState.deal(find_rules(preset), dealer=0, rng=rng)
        for _ in range(40):
            if state.is_over:
                break
            seat = state.to_act
            assert seat is not None
            obs = state.observation(seat)
            assert isinstance(obs, Observation)
            action = agent.act(obs, rng)
            assert state.is_legal(action)
            state = state.apply(action, player=seat)


def test_master_keeps_the_expert_move_unless_the_search_is_sure() -> None:
    from ginrummy.agents.expert import ExpertAgent

    sure = MasterAgent(MasterParams(iterations=4, min_iterations=1, switch_z=1e9))
    expert = ExpertAgent()
    rng = random.Random(4)
    state = HandState.deal(find_rules("eaai"), dealer=1, rng=rng)
    for _ in range(30):
        if state.is_over:
            break
        seat = state.to_act
        assert seat is not None
        obs = state.observation(seat)
        action = sure.act(obs, rng)
        assert action == expert.act(obs, rng)
        state = state.apply(action, player=seat)


# "every": random play reshuffles again and again, hands of thousands of moves (140,000
# positions after a reshuffle in the 40 hands). Each is checked right after every
# reshuffle, and every 29th position besides (about 6,000 samples for "every", 160 for
# "1"): a sample at each of the 140,000 took a minute and a half and proved no more.
SAMPLE_EVERY = 29


@pytest.mark.parametrize("limit", ["1", pytest.param("every", marks=pytest.mark.slow)])
def test_a_sample_after_a_reshuffle_agrees_with_the_observation(limit: str) -> None:
    """After a reshuffle the stock holds cards both players saw on the pile: a sample
    must still deal a stock of the right size from what this player cannot place."""
    rules = find_rules("standard").with_option("stock_exhausted=reshuffle")
    rules = rules.with_option(f"reshuffle_limit={limit}")
    rng = random.Random(7)  # the play: the same hands whichever positions are sampled
    samples = random.Random(8)
    after = 0
    for game in range(40):
        state = HandState.deal(rules, dealer=game % 2, rng=rng)
        sampled_after, position = 0, 0
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            if state.reshuffles:
                position += 1
            if state.reshuffles and (
                state.reshuffles != sampled_after or position % SAMPLE_EVERY == 0
            ):
                sampled_after = state.reshuffles
                obs = state.observation(seat)
                sample = determinize(obs, samples, model_draws=True)
                again = sample.observation(seat)
                for name in ("hand", "phase", "to_act", "opponent_hand_size", "stock_size"):
                    assert getattr(again, name) == getattr(obs, name), name
                assert sample.card_count() == 52 and sample.all_cards_mask() == (1 << 52) - 1
                after += 1
            state = state.apply(rng.choice(state.legal_actions()))
    assert after > 50


def _improve_reference(
    known: int, hidden: list[Card], rest: list[Card], steps: int, rng: random.Random
) -> None:
    """The opponent's draw steps as first written: each hand counted card by card."""
    if not rest:
        return
    for _ in range(min(steps, 24)):
        j = rng.randrange(len(rest))
        drawn = rest[j]
        hand = known | (1 << drawn)
        for card in hidden:
            hand |= 1 << card
        worst = drawn
        best = deadwood_count(hand ^ (1 << drawn))
        worst_index = -1
        for index, card in enumerate(hidden):
            value = deadwood_count(hand ^ (1 << card))
            if value < best:
                best, worst, worst_index = value, card, index
        if worst_index >= 0:
            hidden[worst_index] = drawn
            rest[j] = worst


def test_the_draw_steps_keep_the_cards_a_full_count_would() -> None:
    """The suit-table steps (sets or not) throw the card a full deadwood count throws,
    from the same random stream: hands rich in sets, and plain ones."""
    rng = random.Random(8)
    sets = 0
    for trial in range(1500):
        cards = list(ALL_CARDS)
        rng.shuffle(cards)
        if trial % 2:  # four ranks first: three and four of a rank are common
            ranks = rng.sample(range(13), 4)
            pool = [ALL_CARDS[13 * suit + rank] for rank in ranks for suit in range(4)]
            rng.shuffle(pool)
            cards = pool + [c for c in cards if c not in pool]
        k = rng.randrange(4)
        known = 0
        for card in cards[:k]:
            known |= 1 << card
        hidden, rest = cards[k:10], cards[10 : 10 + rng.randrange(1, 31)]
        seed = rng.random()
        ours = (hidden.copy(), rest.copy())
        theirs = (hidden.copy(), rest.copy())
        _improve(known, *ours, 24, random.Random(seed))
        _improve_reference(known, *theirs, 24, random.Random(seed))
        assert ours == theirs
        held = known | sum(1 << c for c in ours[0])
        sets += bool(set_choices(held) != [0])
    assert sets > 150


@pytest.mark.parametrize("preset", ["standard", "eaai", "openspiel"])
@pytest.mark.parametrize("steps", [0.0, 1.0, 2.0])
def test_a_determinizer_deals_what_determinize_deals(preset: str, steps: float) -> None:
    """Many deals from one reading of the observation: each the state a fresh
    determinize makes from the same random stream (no deal leaves a trace in the
    next)."""
    rng = random.Random(5)
    compared = 0
    for index in range(6):
        state = HandState.deal(find_rules(preset), dealer=index % 2, rng=rng)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            obs = state.observation(seat)
            if rng.random() < 0.3:
                deals = Determinizer(obs, model_draws=steps > 0, steps_per_draw=steps)
                ours, theirs = random.Random(index), random.Random(index)
                for _ in range(3):
                    a = deals.deal(ours)
                    b = determinize(obs, theirs, model_draws=steps > 0, steps_per_draw=steps)
                    assert _fields(a) == _fields(b)
                    compared += 1
            state = state.apply(rng.choice(state.legal_actions()), player=seat)
    assert compared > 20


def _fields(state: HandState) -> tuple[object, ...]:
    return (
        state._hands,
        state._stock,
        state._known,
        state._discard,
        state._phase,
        state._to_act,
        state._taken,
        state._passes,
        state._stock_only,
        state._must_knock,
        state._bounce,
        state._upcard_draws,
        state._reshuffles,
        state.knock_limit,
        state.reshuffle_seed,
        state.deck,
        state.dealer,
        state.rules,
        state._result,
    )
