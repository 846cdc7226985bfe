"""The PettingZoo AEC environment: API, seeding, rewards, modes, options, errors."""

from __future__ import annotations

import random
import warnings
from typing import Any

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test  # noqa: E402

from ginrummy import IllegalActionError, InvalidRulesError, find_rules  # noqa: E402
from ginrummy.env import gin_rummy_v0  # noqa: E402
from ginrummy.env.core import max_hand_points  # noqa: E402
from ginrummy.env.encoding import OBS_SIZE, PHASE_OFFSET  # noqa: E402


@pytest.fixture(autouse=True)
def _quiet() -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # api_test's advisory warnings about dict spaces
        yield


def _random_action(obs: dict[str, Any], rng: random.Random) -> int:
    return int(rng.choice(np.flatnonzero(obs["action_mask"])))


def _play_episode(env: Any, rng: random.Random) -> dict[str, float]:
    """Random legal moves to the end; returns each agent's summed reward."""
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        env.step(None if terminated or truncated else _random_action(obs, rng))
    return totals


def test_api_test_passes() -> None:
    api_test(gin_rummy_v0.env(), num_cycles=300)
    api_test(gin_rummy_v0.raw_env("oklahoma", mode="game", auto_knock=True), num_cycles=300)


def test_seed_test_passes() -> None:
    seed_test(gin_rummy_v0.env, num_cycles=300)
    seed_test(lambda: gin_rummy_v0.env(rules="openspiel", mode="game"), num_cycles=300)


def test_metadata_and_spaces() -> None:
    env = gin_rummy_v0.env()
    assert env.metadata["name"] == "gin_rummy_v0"
    assert env.possible_agents == ["player_0", "player_1"]
    space = env.observation_space("player_0")
    assert space["observation"].shape == (OBS_SIZE,)
    assert space["action_mask"].dtype == np.int8
    assert env.action_space("player_1").n == 108


def test_observe_gives_the_asked_agents_view() -> None:
    env = gin_rummy_v0.raw_env()
    env.reset(seed=4)
    rng = random.Random(0)
    for _ in range(30):
        state = env.core.state
        acting = env.agent_selection
        for seat, agent in enumerate(env.possible_agents):
            obs = env.observe(agent)
            hand = set(np.flatnonzero(obs["observation"][:52]))
            assert hand == set(state.hand(seat))
            if agent == acting:
                legal = state.legal_action_mask()
                assert set(np.flatnonzero(obs["action_mask"])) == {
                    i for i in range(108) if legal >> i & 1
                }
                assert obs["observation"][PHASE_OFFSET + 5] == 1  # "to act" flag
            else:
                assert not obs["action_mask"].any()
                assert obs["observation"][PHASE_OFFSET + 5] == 0
        env.step(_random_action(env.observe(acting), rng))
        if env.terminations[env.agent_selection]:
            break


def test_hand_rewards_are_the_hand_points() -> None:
    scored = 0
    for seed in range(40):
        env = gin_rummy_v0.raw_env("straight", ["knock_limit=10"])  # knocks happen
        env.reset(seed=seed)
        totals = _play_episode(env, random.Random(seed))
        result = env.core.last_result
        assert result is not None
        assert totals["player_0"] == -totals["player_1"]
        if result.winner is None:
            assert totals["player_0"] == 0
        else:
            scored += 1
            assert totals[f"player_{result.winner}"] == result.points
    assert scored > 0


def test_game_mode_plays_to_the_target_and_rewards_add_up_to_the_net() -> None:
    rules = find_rules("standard", game_target=40)
    for seed in range(3):
        env = gin_rummy_v0.raw_env(rules, mode="game")
        env.reset(seed=seed)
        totals = _play_episode(env, random.Random(seed))
        game = env.core.game
        assert game.is_over and max(game.scores) >= 40
        sheet = game.totals()
        assert totals["player_0"] == sheet.totals[0] - sheet.totals[1]
        assert totals["player_1"] == -totals["player_0"]


def test_normalized_rewards() -> None:
    rules = find_rules("oklahoma")
    scale = max_hand_points(rules)
    assert scale == (100 + 31) * 2
    for seed in range(20):
        env = gin_rummy_v0.raw_env(rules, normalize_rewards=True)
        plain = gin_rummy_v0.raw_env(rules)
        env.reset(seed=seed)
        plain.reset(seed=seed)
        rng_a, rng_b = random.Random(seed), random.Random(seed)
        a, b = _play_episode(env, rng_a), _play_episode(plain, rng_b)
        assert a["player_0"] == pytest.approx(b["player_0"] / scale)
        assert -1 <= a["player_0"] <= 1
    env = gin_rummy_v0.raw_env(reward_scale=50)
    assert env.core.scale == 50


def test_rules_options_configure_the_engine() -> None:
    env = gin_rummy_v0.raw_env("standard", {"knock_limit": 5, "gin_bonus": 20})
    assert env.rules.knock_limit == 5 and env.rules.gin_bonus == 20
    env = gin_rummy_v0.raw_env("eaai", ["undercut_bonus=10"])
    assert env.rules.undercut_bonus == 10 and env.rules.name == "eaai"
    with pytest.raises(InvalidRulesError):
        gin_rummy_v0.raw_env("standard", {"no_such_option": 1})
    with pytest.raises(InvalidRulesError):
        gin_rummy_v0.raw_env("no_such_preset")
    with pytest.raises(ValueError, match="mode"):
        gin_rummy_v0.raw_env(mode="match")  # type: ignore[arg-type]


def _knockable(auto_knock: bool) -> Any:
    """A raw env at a move where knocking is legal."""
    for seed in range(500):
        env = gin_rummy_v0.raw_env("standard", auto_knock=auto_knock)
        env.reset(seed=seed)
        rng = random.Random(seed)
        while not env.terminations[env.agent_selection]:
            legal = env.core.state.legal_action_mask()
            if legal >> 52 & ((1 << 52) - 1):
                return env
            env.step(_random_action(env.observe(env.agent_selection), rng))
    raise AssertionError("no knock found")  # pragma: no cover


def test_auto_knock_offers_discards_only_and_knocks_for_them() -> None:
    env = _knockable(auto_knock=True)
    state = env.core.state
    seat = state.to_act
    legal = state.legal_action_mask()
    mask = env.observe(env.agent_selection)["action_mask"]
    assert not mask[52:104].any()
    knock_card = next(c for c in range(52) if legal >> (52 + c) & 1)
    assert mask[knock_card] == 1
    with pytest.raises(IllegalActionError, match="auto_knock"):
        env.step(52 + knock_card)
    env.step(knock_card)
    result = env.core.last_result
    assert result is not None and result.knocker == seat
    # Melds and lay-offs are laid automatically: the showdown is complete.
    assert result.showdown is not None and result.hands is not None
    info = env.infos[env.agent_selection]["hand_result"]
    assert "showdown" in info


def test_illegal_action_raw_env_raises_with_the_reason() -> None:
    env = gin_rummy_v0.raw_env()
    env.reset(seed=0)
    before = env.core.state
    with pytest.raises(IllegalActionError) as caught:
        env.step(0)  # a discard during the upcard offer
    assert "draw" in str(caught.value) or caught.value.reason.value == "wrong_phase"
    assert env.core.state is before
    with pytest.raises(ValueError, match="out of range"):
        env.step(500)
    with pytest.raises(ValueError, match="integer"):
        env.step("draw")


def test_illegal_action_env_terminates_with_penalty() -> None:
    env = gin_rummy_v0.env()
    env.reset(seed=0)
    mover = env.agent_selection
    env.step(0)
    assert all(env.terminations.values())
    assert env._cumulative_rewards[mover] == -1


def test_unknown_agent_and_steps_after_the_end() -> None:
    env = gin_rummy_v0.raw_env()
    env.reset(seed=1)
    with pytest.raises(ValueError, match="unknown agent"):
        env.observe("player_2")
    _play_episode(env, random.Random(1))
    assert env.agents == []
    with pytest.raises(IllegalActionError, match="reset"):
        env.core.step(104)


def test_render_ansi() -> None:
    env = gin_rummy_v0.raw_env(render_mode="ansi", mode="game")
    env.reset(seed=2)
    text = env.render()
    assert "hand:" in text and "scores: 0 - 0" in text
    with pytest.raises(ValueError, match="render_mode"):
        gin_rummy_v0.raw_env(render_mode="rgb_array")


def test_env_keeps_pettingzoo_wrapper_behaviour() -> None:
    from pettingzoo.utils import wrappers

    env = gin_rummy_v0.env()
    assert isinstance(env, wrappers.OrderEnforcingWrapper)
    assert isinstance(env.env, wrappers.AssertOutOfBoundsWrapper)
    assert isinstance(env.env.env, wrappers.TerminateIllegalWrapper)
    with pytest.raises(AttributeError, match="before reset"):
        _ = env.agent_selection
    env.reset(seed=3)
    raw = env.unwrapped
    assert env.agent_selection == raw.agent_selection
    assert env.terminations is raw.terminations
    with pytest.raises(AssertionError):  # AssertOutOfBoundsWrapper
        env.step(108)
