"""Datasets of decisions for imitation learning: what each player saw, could do and did,
and how its hand and game ended, as Parquet.

Every decision of the games played becomes one row: the acting seat's observation as
the research environments encode it (the 416 numbers of ``docs/env.md``, scores
included in games), the legal actions as a 108-wide mask, the action id taken, and the
hand's and the game's result from that seat's side, filled in when they are known.
``docs/dataset.md`` documents every column. Reading one back::

    import pyarrow.parquet as pq
    table = pq.read_table("games.parquet")
    obs = table["observation"].combine_chunks().values.to_numpy().reshape(-1, 416)

Why a wrapper agent: it sees exactly what the player sees (an ``Observation``, told the
score before each hand and shown the showdown after it), so a row holds nothing hidden
and the same tensors a policy trained on it will be given at play time. Agents that see
hidden cards (the oracle) are refused. Games run in parallel processes; each game's
rows come back whole and are written in order, so a seed gives the same file.

Needs the ``data`` extra (``pip install 'ginrummy[data]'``: pyarrow, and numpy and
Gymnasium for the environments' encoder).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .extras import require_extra

require_extra("data", ("numpy", "pyarrow", "gymnasium", "pettingzoo"), "ginrummy dataset")

import numpy as np  # noqa: E402
import pyarrow as pa  # noqa: E402
import pyarrow.parquet as pq  # noqa: E402

from .agents.base import Agent, make_player_agent  # noqa: E402
from .core.actions import NUM_ACTIONS, Action  # noqa: E402
from .core.hand import HandResult, HandState  # noqa: E402
from .core.observation import Observation  # noqa: E402
from .core.record import play_game, play_hand  # noqa: E402
from .core.rules import Rules  # noqa: E402
from .env.encoding import OBS_SIZE, encode_observation  # noqa: E402

SCHEMA = pa.schema(
    [
        pa.field("game", pa.int32(), nullable=False),
        pa.field("hand", pa.int16(), nullable=False),
        pa.field("step", pa.int16(), nullable=False),
        pa.field("seat", pa.int8(), nullable=False),
        pa.field("player", pa.dictionary(pa.int8(), pa.string()), nullable=False),
        pa.field("observation", pa.list_(pa.float32(), OBS_SIZE), nullable=False),
        pa.field("action_mask", pa.list_(pa.bool_(), NUM_ACTIONS), nullable=False),
        pa.field("action", pa.int16(), nullable=False),
        pa.field("action_text", pa.dictionary(pa.int16(), pa.string()), nullable=False),
        pa.field("hand_points", pa.int16(), nullable=False),
        pa.field("hand_outcome", pa.dictionary(pa.int8(), pa.string()), nullable=False),
        pa.field("hand_won", pa.bool_(), nullable=False),
        pa.field("game_points", pa.int32(), nullable=False),
        pa.field("game_won", pa.bool_(), nullable=False),
    ],
    metadata={
        "ginrummy.schema": "decisions/1",
        "ginrummy.docs": "docs/dataset.md",
    },
)
"""The columns; ``docs/dataset.md`` says what each holds."""


@dataclass(frozen=True, slots=True)
class DatasetTask:
    """One game (or single hand) to record: the players by seat, rules, seed, number."""

    players: tuple[str, str]
    rules: dict[str, Any]
    seed: int
    index: int
    single_hand: bool = False


class _Log:
    """The decisions of one game, in the order they were made, shared by both seats."""

    def __init__(self) -> None:
        self.hand = 0
        self.step = 0
        self.rows: list[tuple[int, int, int, np.ndarray, int, Action]] = []
        """(hand, step, seat, encoded observation, legal mask, action)."""

    def start(self, hand: int) -> None:
        if hand != self.hand:
            self.hand, self.step = hand, 0


class _Recorder:
    """Plays as ``inner`` and writes each decision to the game's log. It is told the
    score before each hand and shown the showdown after it, and passes both on."""

    def __init__(self, inner: Agent, log: _Log, target: int, game_mode: bool) -> None:
        self.inner = inner
        self.name = inner.name
        self.log = log
        self.target = target
        self.game_mode = game_mode
        self.scores = (0, 0)
        self.hands_told = 0

    def new_hand(self, scores: tuple[int, int], game_target: int) -> None:
        self.scores = scores
        self.log.start(self.hands_told)
        self.hands_told += 1
        told = getattr(self.inner, "new_hand", None)
        if callable(told):
            told(scores, game_target)

    def hand_over(self, observation: Observation) -> None:
        told = getattr(self.inner, "hand_over", None)
        if callable(told):
            told(observation)

    def act(self, observation: Observation, rng: random.Random) -> Action:
        action = self.inner.act(observation, rng)
        seat = observation.player
        if self.game_mode:
            mine = (self.scores[seat], self.scores[1 - seat])
            encoded = encode_observation(observation, mine, self.target)
        else:
            encoded = encode_observation(observation)
        log = self.log
        log.rows.append((log.hand, log.step, seat, encoded, observation.legal_action_mask, action))
        log.step += 1
        return action


def record_task(task: DatasetTask) -> dict[str, list[Any]]:
    """Play one task and return its rows, column by column (a process pool ships it)."""
    rules = Rules.from_dict(task.rules)
    log = _Log()
    seats = [
        _Recorder(make_player_agent(name), log, rules.game_target, not task.single_hand)
        for name in task.players
    ]
    results: list[HandResult] = []
    if task.single_hand:
        rng = random.Random(task.seed)
        state = HandState.deal(rules, dealer=rng.randrange(2), rng=rng)
        state = play_hand(seats, state, random.Random(rng.getrandbits(64)))
        assert state.result is not None
        results.append(state.result)
        totals = [0, 0]
        if state.result.winner is not None:
            totals[state.result.winner] = state.result.points
        game_winner = state.result.winner
    else:
        game = play_game(seats, rules, seed=task.seed).replay()
        results.extend(game.results)
        sheet = game.totals()
        totals = list(sheet.totals)
        game_winner = sheet.winner
    out: dict[str, list[Any]] = {name: [] for name in SCHEMA.names}
    for hand, step, seat, encoded, mask, action in log.rows:
        result = results[hand]
        won = result.winner == seat
        points = result.points if won else -result.points if result.winner is not None else 0
        out["game"].append(task.index)
        out["hand"].append(hand)
        out["step"].append(step)
        out["seat"].append(seat)
        out["player"].append(task.players[seat])
        out["observation"].append(encoded)
        out["action_mask"].append(_MASK_BITS & mask != 0)
        out["action"].append(action.id)
        out["action_text"].append(str(action))
        out["hand_points"].append(points)
        out["hand_outcome"].append(str(result.outcome))
        out["hand_won"].append(won)
        out["game_points"].append(totals[seat] - totals[1 - seat])
        out["game_won"].append(game_winner == seat)
    return out


_MASK_BITS = np.array([1 << i for i in range(NUM_ACTIONS)], dtype=object)
"""Each action id's bit: ``_MASK_BITS & mask != 0`` is a mask's 108 booleans."""


def dataset_tasks(
    players: tuple[str, str], rules: Rules, games: int, seed: int, *, single_hand: bool = False
) -> list[DatasetTask]:
    """``games`` tasks, the seats swapped every other game, each seeded from ``seed``."""
    master = random.Random(seed)
    rules_dict = rules.to_dict()
    tasks = []
    for index in range(games):
        seated = players if index % 2 == 0 else (players[1], players[0])
        tasks.append(DatasetTask(seated, rules_dict, master.getrandbits(63), index, single_hand))
    return tasks


def _record_batch(tasks: list[DatasetTask]) -> list[dict[str, list[Any]]]:
    return [record_task(task) for task in tasks]


def run_dataset(
    tasks: Sequence[DatasetTask], *, workers: int | None = None
) -> Iterator[dict[str, list[Any]]]:
    """Each task's columns, in task order: in this process with ``workers=1``, else on
    a pool of processes (default: every core)."""
    if workers is None:
        workers = os.cpu_count() or 1
    if workers <= 1 or len(tasks) < 2:
        for task in tasks:
            yield record_task(task)
        return
    chunk = max(1, min(8, len(tasks) // (workers * 4) or 1))
    batches = [list(tasks[i : i + chunk]) for i in range(0, len(tasks), chunk)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for done in pool.map(_record_batch, batches):
            yield from done


def write_dataset(
    path: str | Path,
    tasks: Sequence[DatasetTask],
    *,
    workers: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    games_per_row_group: int = 50,
) -> int:
    """Play ``tasks`` and write their decisions to the Parquet file ``path`` (zstd),
    a row group every ``games_per_row_group`` games; returns the rows written.

    The rows go to ``path`` + ``.part`` first, renamed to ``path`` once every game is
    in: a run that stops (an error, Ctrl+C) leaves no half-written dataset behind, and
    an earlier file of that name stays as it was."""
    final = Path(path)
    part = final.with_name(final.name + ".part")
    rows = 0
    pending: list[dict[str, list[Any]]] = []
    try:
        with pq.ParquetWriter(str(part), SCHEMA, compression="zstd") as writer:

            def flush() -> None:
                if pending:
                    names = SCHEMA.names
                    merged = {name: [v for part in pending for v in part[name]] for name in names}
                    writer.write_table(_table(merged))
                    pending.clear()

            for done, columns in enumerate(run_dataset(tasks, workers=workers), start=1):
                pending.append(columns)
                rows += len(columns["game"])
                if len(pending) >= games_per_row_group:
                    flush()
                if progress is not None:
                    progress(done, len(tasks))
            flush()
        os.replace(part, final)
    except BaseException:
        part.unlink(missing_ok=True)
        raise
    return rows


def _table(columns: dict[str, list[Any]]) -> pa.Table:
    n = len(columns["game"])
    observations = np.stack(columns["observation"]) if n else np.zeros((0, OBS_SIZE), np.float32)
    masks = np.stack(columns["action_mask"]).astype(bool) if n else np.zeros((0, NUM_ACTIONS), bool)
    arrays = {
        name: pa.array(columns[name], type=SCHEMA.field(name).type)
        for name in SCHEMA.names
        if name not in ("observation", "action_mask")
    }
    arrays["observation"] = pa.FixedSizeListArray.from_arrays(
        pa.array(observations.astype(np.float32).ravel()), OBS_SIZE
    )
    arrays["action_mask"] = pa.FixedSizeListArray.from_arrays(pa.array(masks.ravel()), NUM_ACTIONS)
    return pa.Table.from_arrays([arrays[name] for name in SCHEMA.names], schema=SCHEMA)


__all__ = ["SCHEMA", "DatasetTask", "dataset_tasks", "record_task", "run_dataset", "write_dataset"]
