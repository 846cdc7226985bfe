"""The PettingZoo AEC environment: API, seeding, rewards, modes, options, errors."""

from __future__ import annotations

import random
import warnings
from typing import Any

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test  # noqa: E402
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]  # noqa: E402
from pettingzoo.utils.env_logger import EnvLogger  # type: ignore[import-untyped]  # noqa: E402

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
    rules = find_rules("oklahoma-spades")
    scale = max_hand_points(rules)
    assert scale == (100 + 25) * 2
    assert max_hand_points(find_rules("oklahoma")) == 100 + 25  # no spades doubling
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
    env = gin_rummy_v0.env()
    # One wrapper doing the work of PettingZoo's three (see _StandardWrapper): it is an
    # OrderEnforcingWrapper around the raw env.
    assert isinstance(env, wrappers.OrderEnforcingWrapper)
    assert env.env is env.unwrapped
    assert isinstance(env.unwrapped, gin_rummy_v0.raw_env)
    assert str(env) == "gin_rummy_v0"
    with pytest.raises(AttributeError, match="before reset"):
        _ = env.agent_selection
    env.reset(seed=3)
    raw = env.unwrapped
    assert env.agent_selection == raw.agent_selection
    assert env.terminations is raw.terminations
    assert env._cumulative_rewards is raw._cumulative_rewards
    with pytest.raises(AssertionError, match="action space"):  # AssertOutOfBoundsWrapper
        env.step(108)
    assert env.observation_space("player_0") is raw.observation_space("player_0")
    assert env.action_space("player_1").n == 108
    assert env.render() is None
    env.close()


# --- env() against PettingZoo's own wrappers ---------------------------------------


def _pettingzoo_stack(illegal_reward: float = -1.0, **kwargs: Any) -> Any:
    """``raw_env`` behind PettingZoo's own three wrappers, as ``env()`` used to be."""
    wrapped: Any = gin_rummy_v0.raw_env(**kwargs)
    wrapped = wrappers.TerminateIllegalWrapper(wrapped, illegal_reward=illegal_reward)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)


def _outcome(call: Any) -> tuple[Any, ...]:
    """What a call returned, or the exception it raised (type and message)."""
    try:
        return ("returned", _plain(call()))
    except Exception as exc:
        return ("raised", type(exc).__name__, str(exc))


def _plain(value: Any) -> Any:
    """A value with numpy arrays made comparable (dtype, shape and contents)."""
    if isinstance(value, np.ndarray):
        return ("array", str(value.dtype), value.shape, value.tolist())
    if isinstance(value, dict):
        return [(key, _plain(item)) for key, item in value.items()]
    if isinstance(value, (tuple, list)):
        return [_plain(item) for item in value]
    if isinstance(value, float | int | bool):
        return (type(value).__name__, value)
    return value


def _snapshot(env: Any) -> tuple[Any, ...]:
    """Everything a loop can read off an env between calls (types of numbers too)."""
    return (
        _outcome(lambda: env.agent_selection),
        _outcome(lambda: list(env.agents)),
        _outcome(lambda: env.num_agents),
        _outcome(lambda: env.rewards),
        _outcome(lambda: env._cumulative_rewards),
        _outcome(lambda: env.terminations),
        _outcome(lambda: env.truncations),
        _outcome(lambda: env.infos),
    )


class _Twins:
    """Two envs driven by the same calls; every call's result must be the same."""

    def __init__(self, ours: Any, theirs: Any) -> None:
        self.envs = (ours, theirs)
        self.queue = EnvLogger.mqueue
        self.calls = 0

    def do(self, name: str, call: Any) -> Any:
        """Run ``call(env)`` on both; check results, warnings and state agree."""
        results = []
        for env in self.envs:
            before = len(self.queue)
            outcome = _outcome(lambda env=env: call(env))
            warned = list(self.queue[before:])
            results.append((outcome, warned, _snapshot(env)))
        assert results[0] == results[1], f"call {self.calls} ({name}) differs"
        self.calls += 1
        return results[0][0]


def _drive(twins: _Twins, rng: random.Random, seed: int, episodes: int) -> None:
    """Random play through both envs: legal and illegal moves, actions of every kind,
    observing or not before a step, mutated masks, steps after the end."""
    ours = twins.envs[0]
    for episode in range(episodes):
        twins.do("reset", lambda env, s=seed * 100 + episode: env.reset(seed=s))
        illegal_rate = rng.choice([0.0, 0.0, 0.003, 0.03])  # most episodes end in play
        for _ in range(5000):
            raw = ours.unwrapped
            if not raw.agents:
                for _ in range(rng.randrange(3)):  # steps once nobody is left: a warning
                    twins.do("late step", lambda env: env.step(None))
                break
            agent = raw.agent_selection
            dead = raw.terminations[agent] or raw.truncations[agent]
            legal = [int(i) for i in np.flatnonzero(raw.observe(agent)["action_mask"])]
            looked = rng.random()
            if looked < 0.6:
                twins.do("last", lambda env: env.last())
            elif looked < 0.7:
                twins.do("last(observe=False)", lambda env: env.last(observe=False))
            elif looked < 0.8:
                for name in rng.sample(ours.possible_agents, 2):
                    twins.do("observe", lambda env, name=name: env.observe(name))
            elif looked < 0.802 and not dead:
                # the mover's observed mask, then that very array changed by the caller:
                # TerminateIllegalWrapper judges the action by it
                def observe_and_blank(env: Any, agent: str = agent) -> Any:
                    obs = env.observe(agent)
                    obs["action_mask"][:] = 0
                    return obs

                twins.do("observe, blank the mask", observe_and_blank)
            # else: step without observing first
            pick = rng.random()
            action: Any
            if dead:
                action = None if pick < 0.9 else rng.randrange(108)  # the latter raises
            elif pick < illegal_rate:
                action = rng.choice([i for i in range(108) if i not in legal])
                if rng.random() < 0.3:
                    action = np.int64(action)
            elif pick < illegal_rate + 0.01:
                action = rng.choice([108, -1, None, 2.0, "draw"])  # out of the space
            elif pick < illegal_rate + 0.15:
                action = np.int64(rng.choice(legal))
            else:
                action = rng.choice(legal)
            twins.do(f"step {action!r}", lambda env, action=action: env.step(action))


@pytest.mark.parametrize(
    ("kwargs", "episodes"),
    [
        ({}, 40),
        ({"illegal_reward": -5.0, "auto_knock": True, "rules": "oklahoma"}, 20),
        ({"rules": find_rules("standard", game_target=40), "mode": "game"}, 6),
        ({"rules": "openspiel", "mode": "game", "max_hands": 2, "illegal_reward": 0.5}, 8),
    ],
)
def test_env_matches_pettingzoos_three_wrappers(kwargs: dict[str, Any], episodes: int) -> None:
    EnvLogger.suppress_output()
    try:
        for seed in range(3):
            twins = _Twins(gin_rummy_v0.env(**kwargs), _pettingzoo_stack(**kwargs))
            _drive(twins, random.Random(seed), seed, episodes)
            assert twins.calls > episodes * 20
    finally:
        EnvLogger.unsuppress_output()
        EnvLogger.flush()


def test_env_matches_pettingzoos_three_wrappers_before_reset_and_in_agent_iter() -> None:
    EnvLogger.suppress_output()
    try:
        twins = _Twins(gin_rummy_v0.env(), _pettingzoo_stack())
        assert str(twins.envs[0]) == str(twins.envs[1])
        for name, call in [
            ("agent_selection", lambda env: env.agent_selection),
            ("agents", lambda env: env.agents),
            ("num_agents", lambda env: env.num_agents),
            ("max_num_agents", lambda env: env.max_num_agents),
            ("possible_agents", lambda env: env.possible_agents),
            ("infos", lambda env: env.infos),
            ("last", lambda env: env.last()),
            ("observe", lambda env: env.observe("player_0")),
            ("step", lambda env: env.step(104)),
            ("render", lambda env: env.render()),
            ("state", lambda env: env.state()),
            ("agent_iter", lambda env: env.agent_iter()),
        ]:
            twins.do(name, call)
        rng = random.Random(7)
        for seed in range(6):
            twins.do("reset", lambda env, seed=seed: env.reset(seed=seed))
            twins.do("state", lambda env: env.state())
            iterators = [iter(env.agent_iter(max_iter=50 + seed * 20)) for env in twins.envs]
            while True:
                agents = [_outcome(lambda it=it: next(it)) for it in iterators]
                assert agents[0] == agents[1]
                if agents[0][0] == "raised":  # StopIteration: the loop is over
                    break
                twins.do("last", lambda env: env.last())
                if rng.random() < 0.05:  # next() again without a step: an error
                    again = [_outcome(lambda it=it: next(it)) for it in iterators]
                    assert again[0] == again[1] and again[0][0] == "raised"
                raw = twins.envs[0].unwrapped
                agent = raw.agent_selection
                action = None
                if not (raw.terminations[agent] or raw.truncations[agent]):
                    mask = raw.observe(agent)["action_mask"]
                    action = int(rng.choice(np.flatnonzero(mask)))
                    if rng.random() < 0.01:
                        action = int(rng.choice(np.flatnonzero(mask == 0)))
                twins.do("step", lambda env, action=action: env.step(action))
    finally:
        EnvLogger.unsuppress_output()
        EnvLogger.flush()
