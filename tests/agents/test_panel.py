"""The arena's panel agents (marjj-like, tonic-like, ensemble-like): legal complete hands
and games in every preset, the knock rules each paper describes, and no hidden card
seen."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from ginrummy import HandState, find_rules
from ginrummy.agents import AGENTS, Agent, make_agent, make_player_agent, sees_everything
from ginrummy.agents.panel import own_draws
from ginrummy.core.actions import Action, Knock
from ginrummy.core.melds import deadwood_count
from ginrummy.core.observation import Observation, resample
from ginrummy.core.record import play_game, play_hand

PANEL_AGENTS = ("marjj-like", "tonic-like", "ensemble-like")
PRESETS = ("standard", "oklahoma", "straight", "eaai", "openspiel")


@dataclass
class Spy:
    """Wraps an agent: checks that it is handed observations only and picks legal moves,
    and records each knock as (own draws so far, deadwood left)."""

    inner: Agent
    name: str = "spy"
    moves: int = 0
    knocks: list[tuple[int, int]] = field(default_factory=list)

    def act(self, observation: object, rng: random.Random) -> Action:
        assert type(observation) is Observation  # never a state: nothing hidden in it
        action = self.inner.act(observation, rng)
        assert action in observation.legal_actions
        self.moves += 1
        if isinstance(action, Knock):
            left = deadwood_count(observation.hand.mask & ~(1 << action.card))
            self.knocks.append((own_draws(observation), left))
        return action


def _hands(name: str, preset: str, count: int, seed: int, opponent: str = "simple") -> Spy:
    """``count`` single hands of the agent against ``opponent``, seats alternating."""
    rules = find_rules(preset)
    spy = Spy(make_agent(name))
    rng = random.Random(seed)
    other = make_agent(opponent)
    for i in range(count):
        agents: list[Agent] = [spy, other] if i % 2 == 0 else [other, spy]
        state = HandState.deal(rules, dealer=rng.randrange(2), rng=rng)
        state = play_hand(agents, state, rng)
        assert state.is_over and state.result is not None
    return spy


@pytest.mark.parametrize("name", PANEL_AGENTS)
def test_registered_for_players_not_research(name: str) -> None:
    assert name in AGENTS
    agent = make_player_agent(name)  # not research only: it sees observations only
    assert agent.name == name
    assert not sees_everything(agent)


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("name", PANEL_AGENTS)
def test_legal_complete_hands(name: str, preset: str) -> None:
    spy = _hands(name, preset, 12, seed=hash((name, preset)) % 1000)
    assert spy.moves > 0


@pytest.mark.parametrize("name", PANEL_AGENTS)
def test_complete_games(name: str) -> None:
    for seed in range(2):
        record = play_game([Spy(make_agent(name)), make_agent("expert")], "eaai", seed=seed)
        assert record.replay().is_over


def test_marjj_like_knocks_early_or_with_gin() -> None:
    knocks = _hands("marjj-like", "eaai", 60, seed=1).knocks
    assert knocks
    assert all(draws <= 3 or left == 0 for draws, left in knocks), knocks


def test_ensemble_like_knocks_before_six_draws_or_with_gin() -> None:
    knocks = _hands("ensemble-like", "eaai", 60, seed=2).knocks
    assert knocks
    assert any(left > 0 for _, left in knocks)  # it does knock with deadwood, early
    assert all(draws < 6 or left == 0 for draws, left in knocks), knocks


@pytest.mark.parametrize("opponent", ["simple", "waiter"])
def test_tonic_like_seldom_knocks_with_deadwood(opponent: str) -> None:
    count = 50
    knocks = _hands("tonic-like", "eaai", count, seed=3, opponent=opponent).knocks
    with_deadwood = [k for k in knocks if k[1] > 0]
    assert len(with_deadwood) <= 0.1 * count
    assert all(draws <= 2 for draws, _ in with_deadwood), with_deadwood
    if opponent == "waiter":  # given time (the simple player knocks first), it goes gin
        assert sum(1 for k in knocks if k[1] == 0) >= 0.25 * count


@pytest.mark.parametrize("name", PANEL_AGENTS)
def test_blind_to_hidden_cards(name: str) -> None:
    """Its move depends on the seat's view only: hidden cards dealt anew (the opponent's
    unknown cards, the stock's order) leave it the same."""
    rules = find_rules("eaai")
    rng = random.Random(7)
    agent = make_agent(name)
    simple = make_agent("simple")
    checked = 0
    for _ in range(6):
        state = HandState.deal(rules, dealer=rng.randrange(2), rng=rng)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            view = state.observation(seat)
            move = agent.act(view, random.Random(0))
            if checked < 60 and rng.random() < 0.5:
                other = resample(state, seat, random.Random(checked))
                assert other.observation(seat) == view
                assert agent.act(other.observation(seat), random.Random(1)) == move
                checked += 1
            state = state.apply(move if seat == 0 else simple.act(view, rng))
    assert checked > 20
