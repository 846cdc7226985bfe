"""The Gymnasium single-agent environment and the vector form."""

from __future__ import annotations

import random
import warnings
from typing import Any

import pytest

np = pytest.importorskip("numpy")
gymnasium = pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from ginrummy import IllegalActionError, find_rules  # noqa: E402
from ginrummy.agents import make_agent  # noqa: E402
from ginrummy.env import gin_rummy_v0  # noqa: E402
from ginrummy.env.gym_env import ENV_ID, GinRummyEnv  # noqa: E402
from ginrummy.env.vector import VectorGinRummy  # noqa: E402
from tests.helpers.examples import examples  # noqa: E402


@pytest.fixture(autouse=True)
def _quiet() -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


def test_check_env_passes() -> None:
    check_env(GinRummyEnv())
    check_env(GinRummyEnv("oklahoma", opponent="simple", mode="game", auto_knock=True))
    check_env(gymnasium.make(ENV_ID, opponent="simple").unwrapped)


def _play(env: GinRummyEnv, seed: int, rng: random.Random) -> tuple[float, list[Any]]:
    obs, info = env.reset(seed=seed)
    trace = [obs.copy()]
    total = 0.0
    while True:
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        obs, reward, terminated, truncated, info = env.step(action)
        total += reward
        trace.append(obs.copy())
        if terminated or truncated:
            return total, trace


def test_rewards_against_the_opponent_are_game_points() -> None:
    env = GinRummyEnv("standard", {"game_target": 50}, opponent="simple", mode="game")
    for seed in range(3):
        total, _ = _play(env, seed, random.Random(seed))
        game = env.core.game
        sheet = game.totals()
        net = sheet.totals[env.seat] - sheet.totals[1 - env.seat]
        assert total == net
        assert total < 0 or sheet.winner == env.seat or total == 0


def test_same_seed_same_episode_and_seats_vary() -> None:
    env = GinRummyEnv(opponent="simple")
    a = _play(env, 5, random.Random(1))
    b = _play(env, 5, random.Random(1))
    assert a[0] == b[0]
    assert all(np.array_equal(x, y) for x, y in zip(a[1], b[1], strict=True))
    seats = set()
    for seed in range(12):
        env.reset(seed=seed)
        seats.add(env.seat)
    assert seats == {0, 1}
    fixed = GinRummyEnv(seat=1)
    fixed.reset(seed=0)
    assert fixed.seat == 1


def test_action_masks_follow_every_step_through_the_registered_env() -> None:
    """sb3-contrib's MaskablePPO reads ``action_masks()`` through Gymnasium's wrappers
    (``get_wrapper_attr``, as its vectorised envs do) after every reset and step."""
    env = gymnasium.make(ENV_ID, opponent="simple", rules="eaai")
    masks = env.get_wrapper_attr("action_masks")
    rng = random.Random(4)
    for seed in range(3):
        _, info = env.reset(seed=seed)
        while True:
            mask = masks()
            assert mask.dtype == np.bool_ and mask.shape == (108,)
            assert np.array_equal(mask, info["action_mask"].astype(bool))
            assert mask.any()
            action = int(rng.choice(np.flatnonzero(mask)))
            _, _, terminated, truncated, info = env.step(action)
            if terminated or truncated:
                assert not masks().any()  # over: nothing is legal until reset
                break


def test_illegal_actions() -> None:
    env = GinRummyEnv()
    _, info = env.reset(seed=0)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    _, reward, terminated, _, info = env.step(illegal)
    assert terminated and reward == -1 and info["illegal_action"]
    with pytest.raises(RuntimeError, match="reset"):
        env.step(104)
    strict = GinRummyEnv(illegal_action="raise")
    _, info = strict.reset(seed=0)
    with pytest.raises(IllegalActionError):
        strict.step(int(np.flatnonzero(info["action_mask"] == 0)[0]))
    with pytest.raises(ValueError, match="unknown agent"):
        GinRummyEnv(opponent="nobody")
    with pytest.raises(ValueError, match="seat"):
        GinRummyEnv(seat=2)


def _drive_vector_and_plain(seed: int, preset: str, mode: str, auto_knock: bool) -> None:
    """Self-play vector games against independent raw AEC envs seeded ``seed + i``."""
    n = 3
    rules = find_rules(preset)
    kwargs: dict[str, Any] = {"mode": mode, "auto_knock": auto_knock, "max_hands": 2}
    venv = VectorGinRummy(n, rules, **kwargs)
    plains = [gin_rummy_v0.raw_env(rules, **kwargs) for _ in range(n)]
    obs, info = venv.reset(seed=seed)
    for i, env in enumerate(plains):
        env.reset(seed=seed + i)
    rng = random.Random(seed)
    episodes = 0
    for _ in range(150):
        actions = []
        for i, env in enumerate(plains):
            agent = env.agent_selection
            view = env.observe(agent)
            assert info["to_act"][i] == int(agent[-1])
            assert np.array_equal(obs[i], view["observation"])
            assert np.array_equal(info["action_mask"][i], view["action_mask"])
            actions.append(int(rng.choice(np.flatnonzero(view["action_mask"]))))
        obs, rewards, terminated, truncated, info = venv.step(np.array(actions))
        for i, env in enumerate(plains):
            mover = env.agent_selection
            env.step(actions[i])
            assert rewards[i] == pytest.approx(env.rewards[mover])
            done = all(env.terminations.values()) or all(env.truncations.values())
            assert bool(terminated[i] or truncated[i]) == done
            if done:
                episodes += 1
                env.reset()
    assert episodes >= 0


@settings(max_examples=examples(6), deadline=None)
@given(
    seed=st.integers(0, 2**31),
    preset=st.sampled_from(["standard", "oklahoma", "openspiel"]),
    mode=st.sampled_from(["hand", "game"]),
    auto_knock=st.booleans(),
)
def test_vector_equals_plain_env(seed: int, preset: str, mode: str, auto_knock: bool) -> None:
    _drive_vector_and_plain(seed, preset, mode, auto_knock)


def test_vector_against_an_opponent_equals_the_gym_env() -> None:
    n = 3
    venv = VectorGinRummy(n, "eaai", opponent="simple")
    plains = [GinRummyEnv("eaai", opponent="simple") for _ in range(n)]
    obs, info = venv.reset(seed=100)
    views = [env.reset(seed=100 + i) for i, env in enumerate(plains)]
    rng = random.Random(0)
    for _ in range(200):
        actions = []
        for i, (plain_obs, plain_info) in enumerate(views):
            assert np.array_equal(obs[i], plain_obs)
            assert np.array_equal(info["action_mask"][i], plain_info["action_mask"])
            assert info["to_act"][i] == plains[i].seat
            actions.append(int(rng.choice(np.flatnonzero(plain_info["action_mask"]))))
        obs, rewards, terminated, _, info = venv.step(actions)
        for i, env in enumerate(plains):
            plain_obs, reward, done, _, plain_info = env.step(actions[i])
            assert rewards[i] == reward and terminated[i] == done
            views[i] = env.reset() if done else (plain_obs, plain_info)


def test_vector_errors() -> None:
    venv = VectorGinRummy(2)
    _, info = venv.reset(seed=0)
    bad = [int(np.flatnonzero(m == 0)[0]) for m in info["action_mask"]]
    with pytest.raises(IllegalActionError, match="game 0"):
        venv.step(bad)
    with pytest.raises(ValueError, match="expected 2 actions"):
        venv.step([104])
    with pytest.raises(ValueError, match="num_envs"):
        VectorGinRummy(0)


def test_gym_env_accepts_an_agent_object() -> None:
    env = GinRummyEnv(opponent=make_agent("expert"), rules="eaai")
    total, _ = _play(env, 0, random.Random(0))
    assert isinstance(total, float)


def test_training_example_runs_briefly() -> None:
    """The example stays in step with the API: a second of training, one arena game."""
    import argparse
    import importlib.util
    from pathlib import Path

    from ginrummy.arena import head_to_head

    path = Path(__file__).resolve().parents[2] / "examples" / "train_policy_gradient.py"
    spec = importlib.util.spec_from_file_location("train_policy_gradient", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    args = argparse.Namespace(
        minutes=0.01,
        rules="eaai",
        num_envs=4,
        hidden=16,
        batch=64,
        lr=3e-3,
        entropy=0.01,
        seed=0,
        report_every=1000.0,
    )
    policy = module.train(args)
    assert policy.updates > 0
    from ginrummy.agents import AGENTS

    module.register("pg-test", lambda: module.PolicyAgent(policy))
    try:
        stats = head_to_head("pg-test", "random", rules="eaai", games=2, seed=0, workers=1)
    finally:
        del AGENTS["pg-test"]  # the registry is global; other tests list it
    assert stats.games == 2


def test_maskable_ppo_example_runs_briefly(capsys: pytest.CaptureFixture[str]) -> None:
    """sb3-contrib's MaskablePPO trains on the registered env with no wrapper and its
    model plays in the arena (skipped where sb3-contrib, which brings PyTorch, is not
    installed: it is no extra of ours)."""
    pytest.importorskip("sb3_contrib")
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "examples" / "train_maskable_ppo.py"
    spec = importlib.util.spec_from_file_location("train_maskable_ppo", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.main(["--minutes", "0.02", "--n-steps", "64", "--batch-size", "32", "--eval-games", "2"])
    out = capsys.readouterr().out
    assert "ppo vs random" in out and "ppo vs simple" in out
