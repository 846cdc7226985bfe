"""``python_ginrummy``: our engine as an OpenSpiel game, checked with OpenSpiel's own
random-simulation test (serialisation included), played by its ISMCTS and by our agents
as ``pyspiel.Bot`` s through its ``evaluate_bots``."""

from __future__ import annotations

import random
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from ginrummy.bridges import openspiel_game as og  # noqa: E402
from ginrummy.core.rules import find_rules  # noqa: E402
from ginrummy.env.encoding import encode_observation  # noqa: E402


def _dealt(game: Any, rng: random.Random) -> Any:
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
    return state


@pytest.mark.parametrize(
    "params",
    [
        {},
        {"rules": "eaai"},
        {"rules": "oklahoma-spades", "options": "gin_bonus:20;undercut_bonus:15"},
        # Whole games: several seconds each.
        pytest.param({"rules": "straight", "game": True, "max_hands": 3}, marks=pytest.mark.slow),
        pytest.param({"rules": "openspiel", "game": True, "max_hands": 2}, marks=pytest.mark.slow),
    ],
)
def test_openspiels_random_simulation_test_passes(params: dict[str, Any]) -> None:
    game = pyspiel.load_game(og.SHORT_NAME, params)
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)


def test_parameters_reach_the_rules() -> None:
    game = pyspiel.load_game(og.SHORT_NAME, {"rules": "oklahoma", "options": "gin_bonus:20"})
    state = game.new_initial_state()
    assert state.rules == find_rules("oklahoma").with_option("gin_bonus=20")
    assert game.num_distinct_actions() == 108 and game.max_chance_outcomes() == 52
    with pytest.raises(ValueError, match="NAME:VALUE"):
        og.rules_of({"options": "gin_bonus=20"})
    with pytest.raises(pyspiel.SpielError):
        pyspiel.load_game(og.SHORT_NAME, {"colour": "red"})


def test_a_game_plays_to_the_target_and_returns_the_totals() -> None:
    game = pyspiel.load_game(og.SHORT_NAME, {"rules": "eaai", "game": True})
    bots = [og.AgentBot("simple", 0, seed=1), og.AgentBot("expert", 1, seed=2)]
    state = game.new_initial_state()
    rng = random.Random(3)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
        else:
            state.apply_action(bots[state.current_player()].step(state))
    totals = state.match.totals()
    assert state.match.is_over and len(state.match.results) >= 1
    assert state.returns() == [
        totals.totals[0] - totals.totals[1],
        totals.totals[1] - totals.totals[0],
    ]


def test_the_observation_is_the_environments_and_hides_the_other_hand() -> None:
    """The tensor is the environments' encoding; the strings read the same in a world
    resampled from the seat's view, where the other hand differs: they hold none of it."""
    game = pyspiel.load_game(og.SHORT_NAME, {"rules": "eaai"})
    rng = random.Random(5)
    state = _dealt(game, rng)
    differed = 0
    while not state.is_terminal():
        player = state.current_player()
        view = state.observation_of(player)
        assert np.array_equal(
            np.asarray(state.observation_tensor(player), np.float32), encode_observation(view)
        )
        other = og.resample_from_infostate(state, player, seed=rng.randrange(1 << 30))
        assert other.information_state_string(player) == state.information_state_string(player)
        assert other.observation_string(player) == state.observation_string(player)
        assert other.legal_actions() == state.legal_actions()
        differed += other.hand.hand_mask(1 - player) != state.hand.hand_mask(1 - player)
        state.apply_action(rng.choice(state.legal_actions()))
    assert differed > 0


def test_ismcts_plays_it_against_our_agent_through_evaluate_bots() -> None:
    game = pyspiel.load_game(og.SHORT_NAME, {"rules": "eaai"})
    rng = np.random.RandomState(7)
    search = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rng), 2.0, 8, random_state=rng)
    search.set_resampler(
        lambda state, player: og.resample_from_infostate(state, player, int(rng.randint(1 << 30)))
    )
    returns = pyspiel.evaluate_bots(
        game.new_initial_state(), [search, og.AgentBot("simple", 1, seed=1)], 11
    )
    assert returns[0] == -returns[1]
    assert abs(returns[0]) <= game.max_utility()


def test_our_agents_as_bots_through_evaluate_bots() -> None:
    game = pyspiel.load_game(og.SHORT_NAME, {"rules": "standard"})
    outcomes = [
        pyspiel.evaluate_bots(
            game.new_initial_state(), [og.AgentBot("expert", 0), og.AgentBot("random", 1)], seed
        )
        for seed in range(4)
    ]
    assert all(a == -b for a, b in outcomes)
    assert sum(a for a, _ in outcomes) > 0  # the expert beats random play
