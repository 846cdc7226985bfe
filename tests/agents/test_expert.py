"""The expert agent: legal in every phase and preset, blind to hidden cards, deterministic,
and stronger than the baselines."""

from __future__ import annotations

import math
import random

import pytest

from ginrummy import HandState, find_rules
from ginrummy.agents import AGENTS, Agent, make_agent
from ginrummy.agents.expert import (
    ExpertAgent,
    ExpertParams,
    draw_deadwoods,
    expected_after_draw,
)
from ginrummy.agents.knowledge import meld_chance, meld_partners, read, sample_opponent_hands
from ginrummy.arena import head_to_head
from ginrummy.core.actions import Action, Discard, Knock
from ginrummy.core.cards import ALL_CARDS, parse_card, parse_card_list, parse_cards
from ginrummy.core.hand import Phase
from ginrummy.core.melds import deadwood_count, min_deadwood_after_discard
from ginrummy.core.observation import Observation

PRESETS = ("standard", "oklahoma", "straight", "eaai", "openspiel")


def _random_states(preset: str, count: int, seed: int) -> list[HandState]:
    """States reached by a mix of random and simple play, in every phase."""
    rules = find_rules(preset)
    rng = random.Random(seed)
    random_agent = make_agent("random")
    simple = make_agent("simple")
    states: list[HandState] = []
    while len(states) < count:
        state = HandState.deal(rules, dealer=rng.randrange(2), rng=rng)
        while not state.is_over and len(states) < count:
            if rng.random() < 0.35:
                states.append(state)
            seat = state.to_act
            assert seat is not None
            agent = random_agent if rng.random() < 0.3 else simple
            state = state.apply(agent.act(state.observation(seat), rng))
    return states


class _Spy:
    """Wraps the expert and checks what it is handed."""

    name = "spy"

    def __init__(self) -> None:
        self.inner = ExpertAgent()
        self.seen = 0

    def act(self, observation: object, rng: random.Random) -> Action:
        assert type(observation) is Observation
        self.seen += 1
        return self.inner.act(observation, rng)


def test_registered() -> None:
    assert "expert" in AGENTS
    agent = make_agent("expert")
    assert isinstance(agent, ExpertAgent)
    assert agent.name == "expert"


@pytest.mark.parametrize("preset", PRESETS)
def test_always_legal(preset: str) -> None:
    agent = ExpertAgent()
    phases = set()
    for index, state in enumerate(_random_states(preset, 220, seed=len(preset))):
        seat = state.to_act
        assert seat is not None
        observation = state.observation(seat)
        action = agent.act(observation, random.Random(index))
        assert state.is_legal(action), (preset, state, action)
        phases.add(state.phase)
    assert {Phase.DRAW, Phase.DISCARD} <= phases


@pytest.mark.parametrize("preset", PRESETS)
def test_whole_hands_are_legal_and_blind(preset: str) -> None:
    """Full hands against the simple player: every action is legal, and the agent is only
    ever handed an Observation."""
    rules = find_rules(preset)
    spy = _Spy()
    simple = make_agent("simple")
    rng = random.Random(99)
    for number in range(12):
        state = HandState.deal(rules, dealer=number % 2, rng=rng)
        seats: tuple[Agent, Agent] = (spy, simple) if number % 2 else (simple, spy)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            action = seats[seat].act(state.observation(seat), rng)
            state = state.apply(action, player=seat)
        assert state.result is not None
    assert spy.seen > 50


def test_decisions_depend_only_on_the_observation() -> None:
    """Dealing the hidden cards anew leaves the observation, and so the action, unchanged."""
    agent = ExpertAgent()
    for index, state in enumerate(_random_states("eaai", 150, seed=5)):
        seat = state.to_act
        assert seat is not None
        other = state.replace_hidden(seat, random.Random(index))
        first = agent.act(state.observation(seat), random.Random(index))
        second = agent.act(other.observation(seat), random.Random(index))
        assert first == second


def test_deterministic_given_the_rng() -> None:
    states = _random_states("standard", 120, seed=11)
    runs = []
    for _ in range(2):
        agent = make_agent("expert")
        rng = random.Random(4)
        runs.append([agent.act(s.observation(s.to_act or 0), rng) for s in states])
    assert runs[0] == runs[1]


def test_goes_gin_and_knocks_when_it_can() -> None:
    # The non-dealer (seat 1) holds gin after taking the 7H and discarding the JS.
    nondealer = parse_card_list("2C 3C 4C 5D 6D 7D 8H 9H TH JS")
    dealer = parse_card_list("AC 2D 3D 4S 5S 8C 9C QD KD KH")
    order = [c for pair in zip(nondealer, dealer, strict=True) for c in pair]
    order.append(parse_card("7H"))
    order += [c for c in ALL_CARDS if c not in order]
    state = HandState.deal(find_rules("eaai"), dealer=0, deck=order)
    state = state.apply_text("take")
    action = ExpertAgent().act(state.observation(1), random.Random(0))
    assert action == Knock(parse_card("JS"))
    assert state.apply(action).result is not None


def test_draw_deadwoods_match_the_solver() -> None:
    rng = random.Random(8)
    for _ in range(300):
        hand = sum(1 << c for c in rng.sample(range(52), 10))
        if rng.random() < 0.5:  # force sets, so the set-choice path runs too
            for _ in range(rng.randrange(1, 3)):
                rank = rng.randrange(13)
                hand |= sum(1 << (rank + 13 * s) for s in rng.sample(range(4), 3))
        stock = [c for c in range(52) if not hand >> c & 1]
        for value, card in zip(draw_deadwoods(hand, stock), stock, strict=True):
            assert value == min_deadwood_after_discard(hand | 1 << card)


def test_expected_after_draw() -> None:
    hand = parse_cards("2C 3C 4C 5D 6D 7D 8H 9H KS QS").mask
    stock = [c for c in range(52) if not hand >> c & 1]
    weights = [1.0] * len(stock)
    plain = expected_after_draw(hand, stock, weights, 10, 0.0)
    assert 0 <= plain <= deadwood_count(hand)
    # The knock bonus counts only the draws that reach the knock limit.
    assert expected_after_draw(hand, stock, weights, 10, 5.0) < plain
    assert expected_after_draw(hand, stock, weights, 0, 5.0) <= plain
    # A card that can never be drawn does not count.
    weights[stock.index(parse_card("TH"))] = 0.0
    assert expected_after_draw(hand, stock, weights, 10, 0.0) > plain


def test_gin_stock_values_discards_and_the_upcard_for_gin_once_the_stock_is_low() -> None:
    """``gin_stock``: with the stock at or above it the expert plays as without it; below
    it, each discard is the least of its lookahead values that credit only gin (limit 0,
    ``gin_bonus``), and the upcard is weighed with the same values (taking it: the best
    such discard after it; drawing: a stock draw one card from gin), so some draws
    change too."""
    plain = ExpertAgent(ExpertParams(knock_max=0))
    late = ExpertAgent(ExpertParams(knock_max=0, gin_stock=20, gin_bonus=15.0))
    rng = random.Random(5)
    changed = checked_late = draws_late = draws_changed = 0
    for state in _random_states("eaai", 900, 31):
        obs = state.observation(state.to_act)
        ours, theirs = late.act(obs, rng), plain.act(obs, rng)
        if obs.stock_size >= 20:
            assert ours == theirs
            assert late.take_gap(obs) == plain.take_gap(obs)
            continue
        assert late.discard_target(obs) == (0, 15.0)
        assert plain.discard_target(obs) == (obs.knock_limit, plain.params.knock_bonus)
        if obs.phase is not Phase.DISCARD:
            gap = late.take_gap(obs)
            if gap is not None and gap not in (math.inf, -math.inf):
                draws_late += 1
                draws_changed += ours != theirs
            continue
        if isinstance(theirs, Knock) or len(obs.legal_actions) == 1:
            continue  # gin (or a forced move) is played either way
        checked_late += 1
        cards = [int(a.card) for a in obs.legal_actions if isinstance(a, Discard)]
        values = late.discard_values(obs.hand.mask, cards, read(obs), 0, 15.0)
        assert isinstance(ours, Discard)
        assert int(ours.card) in [card for value, card in values if value == min(values)[0]]
        changed += ours != theirs
    assert checked_late > 50
    assert changed > 0  # it is a different player late in a hand
    assert draws_late > 20
    assert draws_changed > 0  # on its draws too


def test_knowledge_reads_public_events() -> None:
    state = HandState.deal(find_rules("eaai"), dealer=0, seed=3)
    simple = make_agent("simple")
    rng = random.Random(1)
    for _ in range(30):
        if state.is_over:
            break
        seat = state.to_act
        assert seat is not None
        state = state.apply(simple.act(state.observation(seat), rng))
    observation = state.observation(0)
    know = read(observation)
    assert know.unseen == observation.unseen.mask
    assert not know.unseen & know.hand
    assert abs(sum(know.prob) - observation.opponent_hand_size) < 0.5
    assert all(0.0 <= p <= 1.0 for p in know.prob)
    for card in range(52):
        if know.hand >> card & 1:
            assert know.prob[card] == 0.0
        assert 0.0 <= meld_chance(card, know.prob) <= 1.0
    assert meld_partners(parse_cards("AH").mask) == parse_cards("AC AD AS 2H 3H").mask
    hands = sample_opponent_hands(know, 20, random.Random(2))
    assert len(hands) == 20
    for guess in hands:
        assert guess.bit_count() == observation.opponent_hand_size
        assert guess & know.opp_known == know.opp_known
        assert not guess & ~(know.unseen | know.opp_known)


def test_discard_never_the_taken_upcard() -> None:
    agent = ExpertAgent()
    for index, state in enumerate(_random_states("eaai", 200, seed=21)):
        if state.phase is not Phase.DISCARD or state.taken_upcard is None:
            continue
        action = agent.act(state.observation(state.to_act or 0), random.Random(index))
        if isinstance(action, Discard | Knock):
            assert action.card != state.taken_upcard


def test_beats_random_in_a_small_arena() -> None:
    stats = head_to_head("expert", "random", rules="eaai", games=60, seed=3, workers=1)
    assert stats.win_rate > 0.9
