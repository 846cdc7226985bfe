"""The computer's moves and the hints, computed away from the event loop.

Why: the master's knock search takes tens of milliseconds, and a hint in a knock
position as long. Run on the event loop, one seat asking for hints (or six rooms
against the master) delays every other room's messages by as much. Here each thought
runs in a process pool (``Settings.think_workers`` processes, started on first use with
``spawn`` so no database connection or lock of the server's is inherited): the event
loop only sends the observation (a few hundred bytes pickled) and gets back the action.

The easy, medium, hard and apprentice levels think inline instead: their moves take
about a millisecond or less (the expert behind "hard": median 0.39 ms, p99 1.0 ms; the
apprentice's network: see :mod:`ginrummy.agents.policy`), about what sending an
observation to another process and back costs, so the pool is for the master (tens of
milliseconds in knock positions) and the hints (the master's advice).

Budgets, so no client can take the pool from the others: a room's computer thinks
one move at a time (its turns are sequential), and each seat of a room has at most one
hint in flight (:class:`HintBusy` for more). A game review's decisions go to the same
pool, one decision a call (:meth:`Thinker.review`) and a few in flight per review
(:mod:`.review_jobs`), so a move asked for meanwhile waits behind a decision, not a
whole review.

With ``think_workers=0`` thoughts run on one thread instead (tests, where starting
processes for every app would cost more than the thinking).
"""

from __future__ import annotations

import asyncio
import functools
import multiprocessing
import random
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any

from ...agents import Agent, Hint, agent_for_level, hint
from ...core.actions import Action
from ...core.observation import Observation
from ...core.record import tell_score
from ...review import Decision, Task

QUICK_LEVELS = frozenset({"easy", "medium", "hard", "apprentice"})
"""Levels whose moves cost less than a trip to the pool (see the module's docstring)."""

_agents: dict[str, Agent] = {}
"""One agent per level in each thinking process (agents keep nothing between moves but
the score they were told, which every call tells again)."""


def _agent_at(level: str) -> Agent:
    """This process's agent for ``level``, made on first use."""
    agent = _agents.get(level)
    if agent is None:
        agent = _agents[level] = agent_for_level(level)
    return agent


def think_move(
    level: str, observation: Observation, scores: tuple[int, int], target: int, seed: int
) -> Action:
    """The computer's move at ``level`` (in a thinking process)."""
    agent = _agent_at(level)
    tell_score(agent, scores, target)
    return agent.act(observation, random.Random(seed))


def think_hint(observation: Observation, scores: tuple[int, int], target: int) -> Hint:
    """The strongest player's move and why (in a thinking process)."""
    return hint(observation, scores=scores, game_target=target)


def think_review(task: Task) -> Decision:
    """One decision of a game review, graded (in a thinking process)."""
    return task.run()


def _ready() -> bool:
    """Imports the engine and the agents in a new process, before the first thought."""
    return True


class Thinker:
    """The pool of thinking processes, shared by every room of this server process."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._pool: Executor | None = None

    def _executor(self) -> Executor:
        if self._pool is None:
            if self.workers > 0:
                self._pool = ProcessPoolExecutor(
                    self.workers, mp_context=multiprocessing.get_context("spawn")
                )
            else:
                self._pool = ThreadPoolExecutor(1, thread_name_prefix="ginrummy-think")
        return self._pool

    async def _run(self, fn: Any, *args: Any) -> Any:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor(), functools.partial(fn, *args))

    async def start(self) -> None:
        """Start the processes now rather than on the first computer move, and build the
        quick levels' agents in this process (the apprentice reads its weights file: a
        first move should not pay for that on the event loop)."""
        for level in sorted(QUICK_LEVELS):
            _agent_at(level)
        await self._run(_ready)

    async def move(
        self, level: str, observation: Observation, scores: tuple[int, int], target: int, seed: int
    ) -> Action:
        """The computer's move (inline for the quick levels, else in the pool)."""
        if level in QUICK_LEVELS:
            return think_move(level, observation, scores, target, seed)
        action: Action = await self._run(think_move, level, observation, scores, target, seed)
        return action

    async def hint(self, observation: Observation, scores: tuple[int, int], target: int) -> Hint:
        """A hint."""
        result: Hint = await self._run(think_hint, observation, scores, target)
        return result

    async def review(self, task: Task) -> Decision:
        """One decision of a game review (tens of milliseconds), in the pool."""
        decision: Decision = await self._run(think_review, task)
        return decision

    def close(self) -> None:
        """Stop the processes (cancelling thoughts not yet started)."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
