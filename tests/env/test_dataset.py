"""``ginrummy dataset``: the Parquet file of decisions, checked against the games
replayed independently (every observation as the seat saw it, every action legal, the
hand and game results), reproducible from its seed on any number of processes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

pq = pytest.importorskip("pyarrow.parquet")
np = pytest.importorskip("numpy")

from ginrummy.agents import make_agent  # noqa: E402
from ginrummy.cli import main  # noqa: E402
from ginrummy.core.match import Game  # noqa: E402
from ginrummy.core.record import parse_action, play_game  # noqa: E402
from ginrummy.core.rules import find_rules  # noqa: E402
from ginrummy.dataset import SCHEMA, dataset_tasks  # noqa: E402
from ginrummy.env.encoding import encode_observation  # noqa: E402


def test_the_file_has_the_documented_schema(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "games.parquet"
    args = ["dataset", "--players", "simple,random", "--rules", "eaai", "--out", str(out)]
    assert main([*args, "--json", "--games", "4", "--seed", "5", "--workers", "1"]) == 0
    summary = json.loads(capsys.readouterr().out)
    table = pq.read_table(out)
    assert table.schema.equals(SCHEMA)
    assert table.schema.metadata[b"ginrummy.schema"] == b"decisions/1"
    assert table.num_rows == summary["rows"] > 0
    assert summary["games"] == 4 and summary["seed"] == 5
    documented = Path(__file__).resolve().parents[2] / "docs" / "dataset.md"
    text = documented.read_text(encoding="utf-8")
    for name in SCHEMA.names:
        assert f"`{name}`" in text, f"column {name} is not documented"


def test_the_same_seed_gives_the_same_file_on_any_number_of_processes(tmp_path: Path) -> None:
    one = tmp_path / "one.parquet"
    two = tmp_path / "two.parquet"
    base = ["dataset", "--players", "expert,simple", "--games", "6", "--seed", "9"]
    assert main([*base, "--out", str(one), "--workers", "1", "--json"]) == 0
    assert main([*base, "--out", str(two), "--workers", "2", "--json"]) == 0
    assert pq.read_table(one).equals(pq.read_table(two))


@pytest.mark.parametrize("single_hand", [False, True])
def test_every_row_is_what_the_seat_saw_and_did(tmp_path: Path, single_hand: bool) -> None:
    """Replayed from the records (an independent path: the engine's states, not the
    recording agents), each decision's observation, mask and action match a row, in
    order, and the results are the hands' and the game's."""
    rules = find_rules("eaai")
    games = 4
    out = tmp_path / "d.parquet"
    args = ["dataset", "--players", "expert,random", "--rules", "eaai", "--seed", "21"]
    args += ["--games", str(games), "--out", str(out), "--workers", "1", "--json"]
    assert main([*args, "--hands"] if single_hand else args) == 0
    table = pq.read_table(out).to_pydict()
    observations = np.array(table["observation"], dtype=np.float32)
    row = 0
    tasks = dataset_tasks(("expert", "random"), rules, games, 21, single_hand=single_hand)
    for task in tasks:
        if single_hand:
            continue  # checked through the game path below; single hands: shape only
        record = play_game([make_agent(n) for n in task.players], rules, seed=task.seed)
        game = Game(rules, record.first_dealer)
        totals = record.replay().totals()
        for number, hand in enumerate(record.hands):
            state = hand.deal(rules)
            scores = game.scores
            for step, text in enumerate(hand.actions):
                seat = state.to_act
                assert seat is not None
                seen = state.observation(seat)
                mine = (scores[seat], scores[1 - seat])
                expected = encode_observation(seen, mine, rules.game_target)
                assert table["game"][row] == task.index
                assert (table["hand"][row], table["step"][row]) == (number, step)
                assert table["seat"][row] == seat
                assert table["player"][row] == task.players[seat]
                assert np.array_equal(observations[row], expected)
                mask = seen.legal_action_mask
                assert table["action_mask"][row] == [bool(mask >> i & 1) for i in range(108)]
                action = parse_action(text)
                assert table["action"][row] == action.id
                assert table["action_mask"][row][action.id]
                result = hand.replay(rules).result
                assert result is not None
                points = 0 if result.winner is None else result.points
                sign = 0 if result.winner is None else (1 if result.winner == seat else -1)
                assert table["hand_points"][row] == sign * points
                assert table["hand_outcome"][row] == str(result.outcome)
                net = totals.totals[seat] - totals.totals[1 - seat]
                assert table["game_points"][row] == net
                assert table["game_won"][row] == (totals.winner == seat)
                state = state.apply(action)
                row += 1
            assert state.result is not None
            game = game.record_hand(state.result, hand.dealer)
    if single_hand:
        assert len(table["game"]) > 0 and set(table["hand"]) == {0}
        assert all(table["action_mask"][i][a] for i, a in enumerate(table["action"]))
        assert observations[:, -2:].max() == 0  # single hands carry no game score
    else:
        assert row == len(table["game"])


def test_an_agent_that_sees_hidden_cards_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "x.parquet"
    assert main(["dataset", "--players", "oracle,random", "--out", str(out)]) == 2
    assert "research only" in capsys.readouterr().err
    assert not out.exists()


def test_without_the_data_extra_it_says_which_to_install(tmp_path: Path) -> None:
    code = (
        "import sys; sys.modules['pyarrow'] = None\n"
        "from ginrummy.cli import main\n"
        f"sys.exit(main(['dataset', '--games', '1', '--out', {str(tmp_path / 'x.parquet')!r}]))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert "pip install 'ginrummy[data]'" in done.stderr


class _Broken:
    """An agent that fails at its third decision."""

    name = "broken"

    def __init__(self) -> None:
        self.moves = 0

    def act(self, observation: Any, rng: Any) -> Any:
        self.moves += 1
        if self.moves > 2:
            raise RuntimeError("broken agent")
        return next(iter(observation.legal_actions))


def test_a_run_that_stops_leaves_no_half_file(tmp_path: Path) -> None:
    from ginrummy.agents import AGENTS, register
    from ginrummy.dataset import write_dataset

    register("broken-for-test", _Broken)  # in this process only (workers=1), removed after
    try:
        out = tmp_path / "games.parquet"
        out.write_bytes(b"an earlier file")
        tasks = dataset_tasks(("broken-for-test", "random"), find_rules("eaai"), 3, seed=1)
        with pytest.raises(RuntimeError, match="broken agent"):
            write_dataset(out, tasks, workers=1)
        assert out.read_bytes() == b"an earlier file"
        assert sorted(p.name for p in tmp_path.iterdir()) == ["games.parquet"]
    finally:
        AGENTS.pop("broken-for-test", None)
