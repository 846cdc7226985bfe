"""The arena: many games between agents, with honest statistics.

Fairness by construction: games come in pairs that share their deals (common random
numbers). In one game of a pair agent A sits in seat 0, in the other in seat 1, and
every hand is dealt from the same seeded stream, so luck of the deal cancels out as
far as the two games run alike. Seeds are recorded, so any game can be replayed.

Statistics: the win rate with a Wilson 95% interval, points per game (the net result of
each game from A's side), hands won, outcome counts, and Elo ratings fitted to a round
robin of several agents (Bradley-Terry maximum likelihood, scaled to Elo points).

Work is spread over local processes (``workers``); the optional Ray backend
(``ginrummy[ray]``) runs the same task function as Ray tasks, on a local Ray instance
it starts (and stops) itself or on the cluster named by ``RAY_ADDRESS``. Every backend
gives the same results for the same seed.
"""

from __future__ import annotations

import importlib
import logging
import math
import os
import random
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from .agents import make_agent
from .core.hand import HandState
from .core.record import play_game, play_hand
from .core.result import HandResult
from .core.rules import Rules, find_rules
from .core.scoring import Outcome
from .extras import require_extra


@dataclass(frozen=True, slots=True)
class GameTask:
    """One game (or one hand) to play: who sits where, under which rules, which deals."""

    agents: tuple[str, str]
    """Agent names for seat 0 and seat 1."""
    rules: dict[str, Any]
    seed: int
    """Seeds the deals (shared by the two games of a pair) and the agents' randomness."""
    single_hand: bool = False
    index: int = 0
    """The game's number in its series: even numbers seat agent A first."""


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """The result of a :class:`GameTask`, from seat 0's side."""

    task: GameTask
    winner: int | None
    """The winning seat; ``None`` for a void or tied single hand."""
    net: int
    """Seat 0's total minus seat 1's total (game totals, or hand points)."""
    hands: int
    hands_won: tuple[int, int]
    outcomes: dict[str, int]
    undercuts: tuple[int, int] = (0, 0)
    """Undercuts scored by each seat (as defender); a seat suffers the other's."""


def run_task(task: GameTask) -> GameOutcome:
    """Play one task. A module-level function, so process pools and Ray can ship it."""
    rules = Rules.from_dict(task.rules)
    agents = [make_agent(task.agents[0]), make_agent(task.agents[1])]
    if task.single_hand:
        rng = random.Random(task.seed)
        dealer = rng.randrange(2)
        state = HandState.deal(rules, dealer=dealer, rng=rng)
        state = play_hand(agents, state, random.Random(rng.getrandbits(64)))
        result = state.result
        assert result is not None
        won = [0, 0]
        net = 0
        if result.winner is not None:
            won[result.winner] = 1
            net = result.points if result.winner == 0 else -result.points
        return GameOutcome(
            task,
            result.winner,
            net,
            1,
            (won[0], won[1]),
            {str(result.outcome): 1},
            undercuts_by_seat([result]),
        )
    record = play_game(agents, rules, seed=task.seed)
    game = record.replay()
    totals = game.totals()
    net = totals.totals[0] - totals.totals[1]
    outcomes = Counter(str(r.outcome) for r in game.results)
    return GameOutcome(
        task,
        totals.winner,
        net,
        len(game.results),
        game.hands_won,
        dict(outcomes),
        undercuts_by_seat(game.results),
    )


def undercuts_by_seat(results: Iterable[HandResult]) -> tuple[int, int]:
    """How many of the finished hands each seat won by an undercut (as the defender):
    seat 0's count, seat 1's."""
    counts = [0, 0]
    for result in results:
        if result.outcome is Outcome.UNDERCUT and result.winner is not None:
            counts[result.winner] += 1
    return (counts[0], counts[1])


def sign_test_greater(plus: int, minus: int) -> float:
    """The one-sided sign test's p-value for "plus beats minus": the chance of at least
    ``plus`` successes in ``plus + minus`` fair coin flips (ties left out beforehand).

    Exact for any count: the tail and ``2 ** n`` are integers, and their quotient is
    rounded once (a float ``2.0 ** n`` overflows from 1,024 deals on, which a panel of
    2,048 games or more reaches). A p-value below the smallest float comes back 0.0.

    >>> sign_test_greater(5, 0), sign_test_greater(0, 0), round(sign_test_greater(9, 3), 4)
    (0.03125, 1.0, 0.073)
    >>> round(sign_test_greater(2600, 2400), 5), sign_test_greater(5000, 0)
    (0.00244, 0.0)
    """
    n = plus + minus
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, k) for k in range(plus, n + 1))
    return min(1.0, tail / (1 << n))


def holm(pvalues: Sequence[float]) -> list[float]:
    """Holm's step-down adjusted p-values, in the order given: a hypothesis is rejected
    at family-wise level alpha when its adjusted p-value is at most alpha.

    >>> holm([0.01, 0.04, 0.03])
    [0.03, 0.06, 0.06]
    """
    m = len(pvalues)
    order = sorted(range(m), key=lambda i: pvalues[i])
    adjusted = [1.0] * m
    running = 0.0
    for rank, index in enumerate(order):
        running = max(running, min(1.0, (m - rank) * pvalues[index]))
        adjusted[index] = running
    return adjusted


def wilson_interval(wins: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(slots=True)
class PairStats:
    """Head-to-head statistics of agent ``a`` against agent ``b``."""

    a: str
    b: str
    games: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    net_points: int = 0
    """A's net points summed over games."""
    net_squares: int = 0
    hands: int = 0
    hands_won: list[int] = field(default_factory=lambda: [0, 0])
    outcomes: Counter[str] = field(default_factory=Counter)
    seeds: list[int] = field(default_factory=list)
    undercuts: list[int] = field(default_factory=lambda: [0, 0])
    """Undercuts scored by A (given to B), and by B (suffered by A)."""
    deal_scores: dict[int, float] = field(default_factory=dict)
    """A's score (a win 1, a draw half) summed over the games of each deal seed."""

    def add(self, outcome: GameOutcome) -> None:
        """Count one game; works out which seat ``a`` held."""
        a_seat = outcome.task.index % 2
        self.games += 1
        if outcome.winner is None:
            self.draws += 1
        else:
            self.wins[0 if outcome.winner == a_seat else 1] += 1
        net = outcome.net if a_seat == 0 else -outcome.net
        self.net_points += net
        self.net_squares += net * net
        self.hands += outcome.hands
        self.hands_won[0] += outcome.hands_won[a_seat]
        self.hands_won[1] += outcome.hands_won[1 - a_seat]
        self.outcomes.update(outcome.outcomes)
        self.seeds.append(outcome.task.seed)
        self.undercuts[0] += outcome.undercuts[a_seat]
        self.undercuts[1] += outcome.undercuts[1 - a_seat]
        if outcome.winner is None:
            score = 0.5
        else:
            score = 1.0 if outcome.winner == a_seat else 0.0
        seed = outcome.task.seed
        self.deal_scores[seed] = self.deal_scores.get(seed, 0.0) + score

    def deal_signs(self) -> tuple[int, int, int]:
        """Deals (pairs of games, seats swapped) that A won on the whole, lost on the
        whole, and split: what the paired sign test counts."""
        plus = minus = 0
        for score in self.deal_scores.values():
            if score > 1.0:
                plus += 1
            elif score < 1.0:
                minus += 1
        return plus, minus, len(self.deal_scores) - plus - minus

    @property
    def win_rate(self) -> float:
        """A's share of the games (a draw counts half)."""
        return (self.wins[0] + 0.5 * self.draws) / self.games if self.games else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        """Wilson 95% interval of A's win rate."""
        return wilson_interval(self.wins[0] + 0.5 * self.draws, self.games)

    @property
    def points_per_game(self) -> float:
        """A's mean net points per game."""
        return self.net_points / self.games if self.games else 0.0

    @property
    def points_ci95(self) -> tuple[float, float]:
        """Normal 95% interval of A's points per game."""
        if self.games < 2:
            return (-math.inf, math.inf)
        mean = self.points_per_game
        var = (self.net_squares - self.games * mean * mean) / (self.games - 1)
        half = 1.959964 * math.sqrt(max(var, 0.0) / self.games)
        return (mean - half, mean + half)

    def to_dict(self) -> dict[str, Any]:
        """The JSON summary the CLI prints."""
        low, high = self.ci95
        plow, phigh = self.points_ci95
        return {
            "agents": [self.a, self.b],
            "games": self.games,
            "wins": list(self.wins),
            "draws": self.draws,
            "win_rate": round(self.win_rate, 4),
            "ci95": [round(low, 4), round(high, 4)],
            "points_per_game": round(self.points_per_game, 2),
            "points_per_game_ci95": [round(plow, 2), round(phigh, 2)],
            "hands": self.hands,
            "hands_won": list(self.hands_won),
            "outcomes": dict(sorted(self.outcomes.items())),
        }


def paired_tasks(
    a: str, b: str, rules: Rules, games: int, seed: int, *, single_hand: bool = False
) -> list[GameTask]:
    """Tasks for ``games`` games between ``a`` and ``b``: pairs sharing a deal seed, with
    the seats swapped within each pair."""
    master = random.Random(seed)
    rules_dict = rules.to_dict()
    tasks = []
    deal_seed = 0
    for index in range(games):
        if index % 2 == 0:
            deal_seed = master.getrandbits(63)
        seats = (a, b) if index % 2 == 0 else (b, a)
        tasks.append(GameTask(seats, rules_dict, deal_seed, single_hand, index))
    return tasks


ProgressCallback = Callable[[int, int], None]


def run_tasks(
    tasks: Sequence[GameTask],
    *,
    workers: int | None = None,
    backend: str = "process",
    progress: ProgressCallback | None = None,
) -> list[GameOutcome]:
    """Run tasks on local processes (``workers``, default all cores), in-process
    (``workers=1``), or on Ray (``backend="ray"``). Results keep the tasks' order."""
    if backend == "ray":
        return _run_ray(tasks, workers, progress)
    if backend != "process":
        raise ValueError(f"unknown backend {backend!r} (use 'process' or 'ray')")
    if workers is None:
        workers = os.cpu_count() or 1
    if workers <= 1 or len(tasks) < 4:
        out = []
        for i, task in enumerate(tasks):
            out.append(run_task(task))
            if progress is not None:
                progress(i + 1, len(tasks))
        return out
    results: list[GameOutcome | None] = [None] * len(tasks)
    done = 0
    chunk = max(1, min(64, len(tasks) // (workers * 8) or 1))
    batches = [list(range(i, min(i + chunk, len(tasks)))) for i in range(0, len(tasks), chunk)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures: dict[Future[list[GameOutcome]], list[int]] = {
            pool.submit(_run_batch, [tasks[i] for i in batch]): batch for batch in batches
        }
        from concurrent.futures import as_completed

        for future in as_completed(futures):
            batch = futures[future]
            for index, outcome in zip(batch, future.result(), strict=True):
                results[index] = outcome
            done += len(batch)
            if progress is not None:
                progress(done, len(tasks))
    return [r for r in results if r is not None]


def _run_batch(tasks: list[GameTask]) -> list[GameOutcome]:
    return [run_task(t) for t in tasks]


def _run_ray(
    tasks: Sequence[GameTask], workers: int | None, progress: ProgressCallback | None
) -> list[GameOutcome]:
    """Run the tasks as Ray tasks, in chunks, keeping their order.

    An already initialized Ray (``ray.init`` called by the caller) is used as it is.
    Otherwise a local instance is started with ``workers`` CPUs (default: all cores), no
    dashboard and no GPUs, and shut down again at the end; with ``RAY_ADDRESS`` set, Ray
    connects to that cluster instead (and disconnects at the end).
    """
    require_extra("ray", ("ray",), "the arena's Ray backend")
    # Imported by name: Ray is an optional extra, and typed loosely where installed.
    ray: Any = importlib.import_module("ray")
    if not tasks:
        return []
    started = False
    if not ray.is_initialized():
        options: dict[str, Any] = {
            "include_dashboard": False,
            "log_to_driver": False,
            "logging_level": logging.WARNING,
        }
        if not os.environ.get("RAY_ADDRESS"):
            cpus = max(1, workers) if workers is not None else os.cpu_count() or 1
            options.update(address="local", num_cpus=cpus, num_gpus=0)
        ray.init(**options)
        started = True
    try:
        cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
        chunk = max(1, min(32, len(tasks) // (cpus * 4) or 1))
        remote = ray.remote(num_cpus=1)(_run_batch)
        refs = [remote.remote(list(tasks[i : i + chunk])) for i in range(0, len(tasks), chunk)]
        starts = {ref: i * chunk for i, ref in enumerate(refs)}
        results: list[GameOutcome | None] = [None] * len(tasks)
        done = 0
        pending = list(refs)
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            for ref in ready:
                batch: list[GameOutcome] = ray.get(ref)
                first = starts[ref]
                results[first : first + len(batch)] = batch
                done += len(batch)
            if progress is not None:
                progress(done, len(tasks))
        return [r for r in results if r is not None]
    finally:
        if started:
            ray.shutdown()


def head_to_head(
    a: str,
    b: str,
    *,
    rules: Rules | str = "standard",
    games: int = 100,
    seed: int = 0,
    single_hand: bool = False,
    workers: int | None = None,
    backend: str = "process",
    progress: ProgressCallback | None = None,
) -> PairStats:
    """Play ``games`` paired games between agents ``a`` and ``b`` and summarise them."""
    if isinstance(rules, str):
        rules = find_rules(rules)
    tasks = paired_tasks(a, b, rules, games, seed, single_hand=single_hand)
    stats = PairStats(a, b)
    for outcome in run_tasks(tasks, workers=workers, backend=backend, progress=progress):
        stats.add(outcome)
    return stats


def round_robin(
    agents: Sequence[str],
    *,
    rules: Rules | str = "standard",
    games: int = 100,
    seed: int = 0,
    single_hand: bool = False,
    workers: int | None = None,
    backend: str = "process",
    progress: ProgressCallback | None = None,
) -> tuple[list[PairStats], dict[str, float]]:
    """Every pair plays ``games`` games; returns the pair statistics and Elo ratings."""
    if isinstance(rules, str):
        rules = find_rules(rules)
    pairs = list(combinations(agents, 2))
    tasks: list[GameTask] = []
    owners: list[int] = []
    for index, (a, b) in enumerate(pairs):
        pair_tasks = paired_tasks(a, b, rules, games, seed + index, single_hand=single_hand)
        tasks.extend(pair_tasks)
        owners.extend([index] * len(pair_tasks))
    stats = [PairStats(a, b) for a, b in pairs]
    outcomes = run_tasks(tasks, workers=workers, backend=backend, progress=progress)
    for owner, outcome in zip(owners, outcomes, strict=True):
        stats[owner].add(outcome)
    return stats, elo_ratings(stats, agents)


PANEL: tuple[str, ...] = (
    "marjj-like",
    "tonic-like",
    "ensemble-like",
    "simple",
    "expert",
    "waiter",
    "classic-master",
)
"""The opponents ``ginrummy arena --panel`` plays a candidate against: our players written
from three published bots' papers (:mod:`ginrummy.agents.panel`) and four of our own."""


def panel_match(
    candidate: str,
    opponents: Sequence[str] = PANEL,
    *,
    rules: Rules | str = "standard",
    games: int = 100,
    seed: int = 0,
    single_hand: bool = False,
    workers: int | None = None,
    backend: str = "process",
    progress: ProgressCallback | None = None,
) -> list[PairStats]:
    """``candidate`` plays ``games`` paired games against each opponent (opponent number
    ``i`` on seed ``seed + i``, so ``arena CANDIDATE OPPONENT --seed`` replays it); the
    candidate is A in every :class:`PairStats`."""
    if isinstance(rules, str):
        rules = find_rules(rules)
    tasks: list[GameTask] = []
    owners: list[int] = []
    for index, opponent in enumerate(opponents):
        pair_tasks = paired_tasks(
            candidate, opponent, rules, games, seed + index, single_hand=single_hand
        )
        tasks.extend(pair_tasks)
        owners.extend([index] * len(pair_tasks))
    stats = [PairStats(candidate, opponent) for opponent in opponents]
    outcomes = run_tasks(tasks, workers=workers, backend=backend, progress=progress)
    for owner, outcome in zip(owners, outcomes, strict=True):
        stats[owner].add(outcome)
    return stats


def elo_ratings(
    stats: Iterable[PairStats], agents: Sequence[str], *, anchor: float = 1500.0
) -> dict[str, float]:
    """Elo ratings fitted by Bradley-Terry maximum likelihood (MM iterations), scaled so
    a 400-point gap means 10:1 odds; the mean rating is ``anchor``. A draw counts half."""
    wins: defaultdict[tuple[str, str], float] = defaultdict(float)
    for s in stats:
        wins[(s.a, s.b)] += s.wins[0] + 0.5 * s.draws
        wins[(s.b, s.a)] += s.wins[1] + 0.5 * s.draws
    strength = dict.fromkeys(agents, 1.0)
    for _ in range(500):
        new = {}
        for i in agents:
            total_wins = sum(wins[(i, j)] for j in agents if j != i) + 0.5  # prior
            denom = sum(
                (wins[(i, j)] + wins[(j, i)] + 1.0) / (strength[i] + strength[j])
                for j in agents
                if j != i
            )
            new[i] = total_wins / denom if denom else strength[i]
        norm = math.exp(sum(math.log(v) for v in new.values()) / len(new))
        strength = {k: v / norm for k, v in new.items()}
    return {k: anchor + 400 * math.log10(v) for k, v in strength.items()}
