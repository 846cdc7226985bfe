"""``VectorGinRummy`` as a Gymnasium vector environment: its spaces, same-step autoreset
with the final observation and info kept, hand results in ``info``, and the same
steps as Gymnasium's own ``SyncVectorEnv`` over the single-agent env."""

from __future__ import annotations

import random
import warnings
from typing import Any

import pytest

np = pytest.importorskip("numpy")
gymnasium = pytest.importorskip("gymnasium")

from gymnasium.vector import AutoresetMode, SyncVectorEnv, VectorEnv  # noqa: E402
from gymnasium.wrappers.vector import RecordEpisodeStatistics  # noqa: E402

from ginrummy.env.gym_env import GinRummyEnv  # noqa: E402
from ginrummy.env.vector import VectorGinRummy  # noqa: E402


@pytest.fixture(autouse=True)
def _quiet() -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


def _legal(rng: random.Random, mask: Any) -> Any:
    return np.array([rng.choice(np.flatnonzero(row).tolist()) for row in mask], dtype=np.int64)


def test_it_is_a_gymnasium_vector_env() -> None:
    venv = VectorGinRummy(3, rules="eaai")
    assert isinstance(venv, VectorEnv)
    assert venv.metadata["autoreset_mode"] is AutoresetMode.SAME_STEP
    assert venv.single_observation_space.shape == (416,)
    assert venv.single_action_space.n == 108
    assert venv.observation_space.shape == (3, 416)
    assert venv.action_space.shape == (3,)
    obs, info = venv.reset(seed=1)
    assert obs in venv.observation_space
    assert info["action_mask"].shape == (3, 108) and info["_action_mask"].all()
    assert venv.action_space.sample().shape == (3,)
    venv.close()
    assert venv.closed


def test_reset_options() -> None:
    venv = VectorGinRummy(2, rules="eaai")
    a, _ = venv.reset(seed=7)
    b, _ = venv.reset(options={"seed": 7})
    assert np.array_equal(a, b)
    with pytest.raises(ValueError, match="unknown reset options: sede"):
        venv.reset(options={"sede": 7})


def _final_obs(info: dict[str, Any], index: int) -> Any:
    return info["final_obs"][index] if info.get("_final_obs", [False] * 99)[index] else None


def _unbatch(batched: dict[str, Any], index: int) -> dict[str, Any]:
    """Game ``index``'s part of a Gymnasium vector info (dicts are batched key by key,
    each key with its ``_key`` mask)."""
    out: dict[str, Any] = {}
    for key, value in batched.items():
        if key.startswith("_") or not batched[f"_{key}"][index]:
            continue
        out[key] = _unbatch(value, index) if isinstance(value, dict) else value[index]
    return out


def _hand_result(info: dict[str, Any], index: int) -> Any:
    """The hand that ended at ``index`` this step, wherever the info keeps it."""
    if info.get("_final_info", [False] * 99)[index]:
        return _unbatch(info["final_info"], index).get("hand_result")
    return _unbatch(info, index).get("hand_result")


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return bool(np.array_equal(a, b))
    return bool(a == b)


@pytest.mark.parametrize("mode", ["hand", "game"])
def test_the_same_steps_as_gymnasiums_sync_vector_env(mode: str) -> None:
    """Against an opponent, the vector env and ``SyncVectorEnv`` over the single env
    (same-step autoreset) give the same observations, rewards, ends, final observations
    and hand results, step for step, across autoresets; with enough games, one step
    holds hands won and hands void side by side (their results batch as objects)."""
    n = 8
    kwargs: dict[str, Any] = {"rules": "eaai", "opponent": "simple", "mode": mode}
    if mode == "game":
        kwargs["max_hands"] = 2  # truncation too
    ours = VectorGinRummy(n, **kwargs)
    theirs = SyncVectorEnv(
        [lambda: GinRummyEnv(**kwargs) for _ in range(n)],
        autoreset_mode=AutoresetMode.SAME_STEP,
    )
    obs, info = ours.reset(seed=11)
    obs2, info2 = theirs.reset(seed=11)
    assert np.array_equal(obs, obs2)
    assert np.array_equal(info["action_mask"], info2["action_mask"])
    rng = random.Random(3)
    ends = truncations = hands = 0
    for _ in range(400):
        actions = _legal(rng, info["action_mask"])
        obs, reward, term, trunc, info = ours.step(actions)
        obs2, reward2, term2, trunc2, info2 = theirs.step(actions)
        assert np.array_equal(obs, obs2)
        assert np.allclose(reward, reward2)
        assert np.array_equal(term, term2) and np.array_equal(trunc, trunc2)
        assert np.array_equal(info["action_mask"], info2["action_mask"])
        for i in range(n):
            mine, other = _final_obs(info, i), _final_obs(info2, i)
            assert (mine is None) == (other is None) == (not (term[i] or trunc[i]))
            if mine is not None:
                assert np.array_equal(mine, other)
                assert np.array_equal(
                    info["final_info"]["action_mask"][i], info2["final_info"]["action_mask"][i]
                )
            result = _hand_result(info, i)
            assert _same(result, _hand_result(info2, i))
            hands += result is not None
        ends += int((term | trunc).sum())
        truncations += int(trunc.sum())
    assert ends >= 5 and hands >= ends
    if mode == "game":
        assert truncations >= 1


@pytest.mark.parametrize(
    ("mode", "preset"), [("hand", "eaai"), ("game", "standard"), ("game", "oklahoma")]
)
def test_the_kernels_final_observations_are_the_engine_paths(mode: str, preset: str) -> None:
    """Self-play on the numpy kernel keeps the same final observations, final infos and
    hand results as the engine path (the reference), step for step."""
    n = 4
    kwargs: dict[str, Any] = {"rules": preset, "mode": mode}
    if mode == "game":
        kwargs["max_hands"] = 3
    fast = VectorGinRummy(n, kernel=True, **kwargs)
    slow = VectorGinRummy(n, kernel=False, **kwargs)
    assert fast.kernel is not None and slow.kernel is None
    obs, info = fast.reset(seed=5)
    obs2, info2 = slow.reset(seed=5)
    rng = random.Random(8)
    finals = 0
    for _ in range(500):
        actions = _legal(rng, info["action_mask"])
        obs, reward, term, trunc, info = fast.step(actions)
        obs2, reward2, term2, trunc2, info2 = slow.step(actions)
        assert np.array_equal(obs, obs2)
        assert np.allclose(reward, reward2)
        assert np.array_equal(term, term2) and np.array_equal(trunc, trunc2)
        for i in range(n):
            mine, other = _final_obs(info, i), _final_obs(info2, i)
            assert (mine is None) == (other is None)
            if mine is not None:
                finals += 1
                assert np.array_equal(mine, other), f"game {i}: final observations differ"
                for key in ("action_mask", "to_act"):
                    assert np.array_equal(info["final_info"][key][i], info2["final_info"][key][i])
            assert _same(_hand_result(info, i), _hand_result(info2, i))
    assert finals >= 4


def test_gymnasiums_vector_wrappers_take_it() -> None:
    venv = RecordEpisodeStatistics(VectorGinRummy(4, rules="eaai", opponent="random"))
    _, info = venv.reset(seed=2)
    rng = random.Random(1)
    episodes = 0
    for _ in range(300):
        _obs, _reward, term, trunc, info = venv.step(_legal(rng, info["action_mask"]))
        if "episode" in info:
            done = info["_episode"]
            assert np.array_equal(done, term | trunc)
            assert (info["episode"]["l"][done] > 0).all()
            episodes += int(done.sum())
    assert episodes >= 4
    venv.close()


def test_render_shows_each_game() -> None:
    venv = VectorGinRummy(2, rules="eaai", render_mode="ansi")
    venv.reset(seed=0)
    frames = venv.render()
    assert frames is not None and len(frames) == 2
    assert all(frame.startswith(f"game {i}: seat ") for i, frame in enumerate(frames))
    assert VectorGinRummy(1).render() is None
    with pytest.raises(ValueError, match="render_mode"):
        VectorGinRummy(1, render_mode="human")


def test_the_cleanrl_style_ppo_example_runs_briefly(capsys: pytest.CaptureFixture[str]) -> None:
    """The CleanRL-style loop trains on the vector env, bootstrapping truncated games
    from ``final_obs``, and its policy plays in the arena (skipped where PyTorch, which
    is no extra of ours, is not installed)."""
    pytest.importorskip("torch")
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "examples" / "cleanrl_ppo.py"
    spec = importlib.util.spec_from_file_location("cleanrl_ppo", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    brief = "--minutes 0.02 --num-envs 4 --num-steps 16 --mode game --max-hands 1 --hidden 16"
    module.main([*brief.split(), "--eval-games", "2"])
    out = capsys.readouterr().out
    assert "update    1" in out and "ppo vs simple" in out
