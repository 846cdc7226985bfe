"""The trained policy as an agent: the built-in ``apprentice``, ``policy:PATH`` anywhere an
agent name is taken, its weights file checked on load, the training script reproducing
a weights file from a dataset, and the level it is offered as."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path
from typing import get_args

import numpy as np
import pytest

from ginrummy import HandState, find_rules
from ginrummy.agents import LEVELS, agent_for_level, make_agent, make_player_agent
from ginrummy.agents.policy import BUILT_IN, Network, PolicyAgent, features, load_policy
from ginrummy.arena import head_to_head
from ginrummy.core.actions import encode
from ginrummy.core.record import play_game
from ginrummy.env.encoding import encode_observation

ROOT = Path(__file__).resolve().parents[2]


def test_the_built_in_weights_ship_in_the_package_and_are_small() -> None:
    assert BUILT_IN.is_file()
    assert BUILT_IN.stat().st_size < 1_000_000
    net = Network.load(BUILT_IN)
    assert net.w1.shape[0] == 416 + 3


@pytest.mark.parametrize("seed", range(4))
def test_the_apprentice_plays_whole_games_with_legal_moves_only(seed: int) -> None:
    # play_game checks every action against the legal ones (an illegal one raises).
    record = play_game([make_agent("apprentice"), make_agent("simple")], "standard", seed=seed)
    assert record.replay().is_over
    again = play_game([make_agent("apprentice"), make_agent("simple")], "standard", seed=seed)
    # deterministic: same deal, same game (the records differ only in when they were made)
    assert [h.to_dict() for h in again.hands] == [h.to_dict() for h in record.hands]


def test_it_picks_the_legal_action_it_scores_highest() -> None:
    agent = load_policy(BUILT_IN)
    rng = random.Random(0)
    state = HandState.deal(find_rules("standard"), dealer=1, seed=3)
    checked = 0
    while not state.is_over:
        observation = state.observation(state.to_act)
        action = agent.act(observation, rng)
        legal = observation.legal_actions
        assert action in legal
        if len(legal) > 1:
            scores = agent.scores(observation)
            assert scores[encode(action)] == max(scores[encode(a)] for a in legal)
            checked += 1
        state = state.apply(action)
    assert checked > 0


def test_its_input_is_the_seats_own_tensor() -> None:
    # The agent encodes what it is handed exactly as the environments do (the reference
    # encoder), so it sees no more than an RL agent on the same seat.
    state = HandState.deal(find_rules("standard"), dealer=0, seed=8)
    agent = load_policy(BUILT_IN)
    observation = state.observation(state.to_act)
    tensor = encode_observation(observation)[None, :]
    cards, glob = features(tensor)
    expected, _ = agent.network.forward(tensor, cards, glob)
    assert np.allclose(agent.scores(observation), expected[0])


def test_policy_path_is_taken_wherever_an_agent_name_is(tmp_path: Path) -> None:
    path = tmp_path / "mine.npz"
    Network.fresh(8, 4, seed=1).save(path)
    for make in (make_agent, make_player_agent):
        agent = make(f"policy:{path}")
        assert isinstance(agent, PolicyAgent)
        assert agent.name == f"policy:{path}"
    result = head_to_head(f"policy:{path}", "random", games=4, seed=2, workers=1)
    assert result.games == 4


def test_bad_weight_files_are_refused_clearly(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="no policy weights"):
        make_agent(f"policy:{tmp_path / 'missing.npz'}")
    junk = tmp_path / "junk.npz"
    junk.write_bytes(b"not a zip")
    with pytest.raises(ValueError, match="not policy weights"):
        make_agent(f"policy:{junk}")
    other = tmp_path / "other.npz"
    np.savez(other, w1=np.zeros(3))
    with pytest.raises(ValueError, match="missing"):
        make_agent(f"policy:{other}")
    net = Network.fresh(8, 4, seed=1)
    net.w1 = net.w1[:10]
    bad = tmp_path / "bad.npz"
    net.save(bad)
    with pytest.raises(ValueError, match="shape"):
        make_agent(f"policy:{bad}")


def test_weights_survive_a_save_and_load(tmp_path: Path) -> None:
    net = Network.fresh(8, 4, seed=5)
    net.save(tmp_path / "w.npz")
    back = Network.load(tmp_path / "w.npz")
    for name in Network.NAMES:
        assert np.allclose(getattr(back, name), getattr(net, name), atol=1e-3)


def test_the_apprentice_is_a_level_everywhere_levels_are_listed() -> None:
    from ginrummy.server.online.ratings import BOT_RATINGS
    from ginrummy.server.rooms.room import LEVEL_NAMES
    from ginrummy.server.rooms.thinking import QUICK_LEVELS
    from ginrummy.server.routes.lobby_api import CreateRoom
    from ginrummy.server.routes.options import LEVEL_LABELS
    from ginrummy.tui.setup_screen import LEVEL_CHOICES

    assert LEVELS["apprentice"] == "apprentice"
    assert isinstance(agent_for_level("apprentice"), PolicyAgent)
    offered = set(get_args(CreateRoom.model_fields["level"].annotation))
    assert offered == set(LEVELS) == set(LEVEL_LABELS) == set(BOT_RATINGS) == set(LEVEL_NAMES)
    assert [name for name, _ in LEVEL_CHOICES] == list(LEVELS)
    assert "apprentice" in QUICK_LEVELS  # a forward pass: no trip to the thinking pool


def test_the_training_script_makes_weights_from_a_dataset(tmp_path: Path) -> None:
    pytest.importorskip("pyarrow")
    data = tmp_path / "games.parquet"
    subprocess.run(
        [sys.executable, "-m", "ginrummy", "dataset", "--players", "simple,expert",
         "--games", "3", "--seed", "1", "--workers", "1", "--out", str(data)],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    out = tmp_path / "w.npz"
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "train_apprentice.py"), str(data),
         "--player", "expert", "--epochs", "2", "--hidden", "16", "--card-hidden", "8",
         "--holdout", "0.34", "--dagger-games", "0", "--out", str(out)],
        check=True, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert "held-out agreement" in done.stdout
    agent = make_agent(f"policy:{out}")
    record = play_game([agent, make_agent("random")], "standard", seed=4)
    assert record.replay().is_over


def test_the_commands_take_policy_paths(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from ginrummy.cli import main

    path = tmp_path / "Mine.npz"  # the path's case is kept
    Network.fresh(8, 4, seed=2).save(path)
    assert main(["arena", f"policy:{path}", "random", "--games", "2", "--workers", "1"]) == 0
    assert main(["simulate", "--players", f"policy:{path},simple", "--games", "1"]) == 0
    capsys.readouterr()
    missing = tmp_path / "none.npz"
    assert main(["arena", f"policy:{missing}", "random", "--games", "2"]) == 2
    assert "no policy weights" in capsys.readouterr().err
    assert main(["play", "--opponent", f"policy:{missing}", "--plain"]) == 2
    assert "no policy weights" in capsys.readouterr().err


def test_the_dagger_round_labels_the_students_positions_with_the_teachers_moves() -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("train", ROOT / "tools" / "train_apprentice.py")
    assert spec is not None and spec.loader is not None
    train = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(train)
    rows: list[tuple[np.ndarray, np.ndarray, int]] = []
    taught = train.Taught("random", "expert", rows)  # random plays, the expert labels
    taught.new_hand((0, 0), 100)
    expert, other = make_agent("expert"), make_agent("simple")
    rng = random.Random(0)
    state = HandState.deal(find_rules("standard"), dealer=1, seed=4)
    differed = 0
    while not state.is_over:
        observation = state.observation(state.to_act)
        if state.to_act == 0:
            before = len(rows)
            action = taught.act(observation, rng)
            label = expert.act(observation, random.Random(0))  # the expert is deterministic
            if len(observation.legal_actions) > 1:
                tensor, mask, recorded = rows[-1]
                assert len(rows) == before + 1 and recorded == encode(label) and mask[recorded]
                assert np.array_equal(tensor, encode_observation(observation, (0, 0), 100))
                differed += action != label
            else:
                assert len(rows) == before  # nothing to learn from a forced move
        else:
            action = other.act(observation, rng)
        state = state.apply(action)
    assert rows and differed > 0  # it played its own moves, and recorded the teacher's
    # A whole game of a student against itself, through the worker function.
    assert len(train.taught_game(("random", "simple", 7))) > 20


def test_broken_zip_files_and_odd_shapes_are_refused_as_values(tmp_path: Path) -> None:
    good = tmp_path / "good.npz"
    Network.fresh(8, 4, seed=3).save(good)
    data = good.read_bytes()
    cut = tmp_path / "cut.npz"
    cut.write_bytes(data[: len(data) // 2])  # a truncated download
    fake = tmp_path / "fake.npz"
    fake.write_bytes(b"PK\x03\x04" + b"\x00" * 64)  # a zip header and nothing sound
    for path in (cut, fake):
        with pytest.raises(ValueError, match="not policy weights"):
            make_agent(f"policy:{path}")
    net = Network.fresh(8, 4, seed=3)
    net.b1 = np.zeros((8, 2), np.float32)
    odd = tmp_path / "odd.npz"
    net.save(odd)
    with pytest.raises(ValueError, match="vectors"):
        make_agent(f"policy:{odd}")


def test_a_weights_file_written_again_is_read_again(tmp_path: Path) -> None:
    path = tmp_path / "w.npz"
    Network.fresh(8, 4, seed=1).save(path)
    first = load_policy(path)
    Network.fresh(16, 4, seed=2).save(path)
    os.utime(path, ns=(1, 1))  # a different modification time, whatever the clock
    second = load_policy(path)
    assert first.network.b1.shape == (8,) and second.network.b1.shape == (16,)
    with pytest.raises(ValueError):  # shared arrays are read-only
        second.network.w1[0, 0] = 1.0


def test_a_relative_path_is_named_absolutely(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ginrummy.commands.common import agent_name

    Network.fresh(8, 4, seed=1).save(tmp_path / "Rel.npz")
    monkeypatch.chdir(tmp_path)
    agent = make_agent("policy:Rel.npz")
    assert agent.name == f"policy:{tmp_path.resolve() / 'Rel.npz'}"
    assert agent_name("policy:Rel.npz") == agent.name
