"""Game reviews on the server: each one a job whose decisions are graded in the thinking
pool, with its progress known while it runs and its answer kept a while after.

Why jobs: a hand's review is 10-20 decisions of 30-100 ms each, a whole game's a few
hundred; an HTTP request must not wait that long, and the event loop must not do that
work. So ``POST /api/review/...`` (:mod:`.review_api`) starts a job and answers at once
with ``{job, done, total}``, and the browser asks ``GET /api/review/job/{id}`` until it is
done. The decisions go to the pool (:meth:`~.thinking.Thinker.review`) a few at a time
(:data:`IN_FLIGHT` at most), so a computer move asked for meanwhile waits behind one
decision, not behind the whole review.

Bounds, so no client can take the pool from the others: one running review per seat
(:class:`ReviewRefused` ``review/busy`` for a second one), :data:`MAX_RUNNING` on the
process (``review/full``), and the :data:`KEEP_FINISHED` newest finished reviews kept
for :data:`KEEP_SECONDS` (asking again for one answers it at once).

A review holds only the seat's own decisions, each valued from that seat's observation
(:mod:`ginrummy.review`): the opponent's hidden cards are not in it, and its hands are
finished ones, so the showdown has shown what it names of theirs.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from ...review import Decision, Plan
from ..rooms.thinking import Thinker

IN_FLIGHT = 2
"""Decisions of one review in the pool at once (fewer with fewer thinking processes)."""
MAX_RUNNING = 4
"""Reviews running at once in one server process."""
KEEP_FINISHED = 64
"""Finished reviews kept (the oldest go first)."""
KEEP_SECONDS = 3600.0
"""How long a finished review is kept."""

ReviewKey = tuple[str, int, int | None, int]
"""(room, game number, hand number or ``None`` for the whole game, seat)."""


class ReviewRefused(Exception):
    """No review: ``status``, typed ``code`` and plain words (an HTTP answer)."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message


@dataclass(eq=False)
class ReviewJob:
    """One review, running or finished."""

    job_id: str
    key: ReviewKey
    total: int
    done: int = 0
    status: str = "running"
    """``running``, ``done`` or ``failed``."""
    review: dict[str, Any] | None = None
    finished_at: float | None = None
    task: asyncio.Task[None] | None = field(default=None, repr=False)

    @property
    def room_id(self) -> str:
        return self.key[0]

    @property
    def seat(self) -> int:
        return self.key[3]

    def to_dict(self) -> dict[str, Any]:
        """The answer about this job (the review itself once it is done)."""
        room_id, game_number, hand, seat = self.key
        out: dict[str, Any] = {
            "job": self.job_id,
            "room_id": room_id,
            "game_number": game_number,
            "hand": hand,
            "seat": seat,
            "status": self.status,
            "done": self.done,
            "total": self.total,
        }
        if self.review is not None:
            out["review"] = self.review
        if self.status == "failed":
            out["error"] = {"code": "server/error", "message": "the review could not be made"}
        return out


Assemble = Callable[[list[Decision]], Awaitable[dict[str, Any]]]
"""Makes the answer's review from the graded decisions, in the plan's order."""


class ReviewJobs:
    """This process's reviews: started, looked up by id or by what they review."""

    def __init__(
        self,
        thinker: Thinker,
        spawn: Callable[[Awaitable[Any]], None],
        *,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.thinker = thinker
        self._spawn = spawn
        self._clock = clock
        self.in_flight = max(1, min(IN_FLIGHT, thinker.workers))
        self._by_id: dict[str, ReviewJob] = {}
        self._by_key: dict[ReviewKey, ReviewJob] = {}
        self._finished: OrderedDict[str, ReviewJob] = OrderedDict()

    # ------------------------------------------------------------------ lookups
    def _expire(self) -> None:
        cutoff = self._clock() - KEEP_SECONDS
        while self._finished:
            oldest = next(iter(self._finished.values()))
            if len(self._finished) <= KEEP_FINISHED and (oldest.finished_at or 0.0) > cutoff:
                break
            self._forget(oldest)

    def _forget(self, job: ReviewJob) -> None:
        self._finished.pop(job.job_id, None)
        self._by_id.pop(job.job_id, None)
        if self._by_key.get(job.key) is job:
            del self._by_key[job.key]

    def get(self, job_id: str) -> ReviewJob | None:
        """The job, running or kept; ``None`` when unknown or forgotten."""
        self._expire()
        return self._by_id.get(job_id)

    def existing(self, key: ReviewKey) -> ReviewJob | None:
        """The running or kept job for ``key`` (a failed one is tried again instead)."""
        self._expire()
        job = self._by_key.get(key)
        if job is not None and job.status == "failed":
            self._forget(job)
            return None
        return job

    @property
    def running(self) -> list[ReviewJob]:
        return [job for job in self._by_id.values() if job.status == "running"]

    def check_room_for(self, key: ReviewKey) -> None:
        """Refuse a new job for ``key`` while its seat has another one running, or the
        process has :data:`MAX_RUNNING`.

        :raises ReviewRefused: 429 ``review/busy``, 503 ``review/full``.
        """
        running = self.running
        room_id, _game, _hand, seat = key
        if any(job.room_id == room_id and job.seat == seat for job in running):
            raise ReviewRefused(
                429, "review/busy", "another review of yours is still running: wait for it"
            )
        if len(running) >= MAX_RUNNING:
            raise ReviewRefused(
                503, "review/full", "the server is busy with other reviews: try again shortly"
            )

    # ------------------------------------------------------------------ running
    def start(self, key: ReviewKey, plan: Plan, assemble: Assemble) -> ReviewJob:
        """The job for ``key``: the one already running or kept, else a new one grading
        ``plan``'s tasks (``assemble`` then makes the review). No await here, so two
        requests for the same review get the same job.

        :raises ReviewRefused: as :meth:`check_room_for`.
        """
        found = self.existing(key)
        if found is not None:
            return found
        self.check_room_for(key)
        job = ReviewJob(secrets.token_urlsafe(12), key, total=len(plan.tasks))
        self._by_id[job.job_id] = job
        self._by_key[key] = job
        self._spawn(self._run(job, plan, assemble))
        return job

    async def _run(self, job: ReviewJob, plan: Plan, assemble: Assemble) -> None:
        tasks = plan.tasks
        graded: list[Decision | None] = [None] * len(tasks)
        queue = iter(enumerate(tasks))

        async def worker() -> None:
            for index, task in queue:
                graded[index] = await self.thinker.review(task)
                job.done += 1

        try:
            async with asyncio.TaskGroup() as group:
                for _ in range(min(self.in_flight, len(tasks))):
                    group.create_task(worker())
            decisions = [d for d in graded if d is not None]
            job.review = await assemble(decisions)
            job.status = "done"
        except BaseException:
            job.status = "failed"
            raise
        finally:
            job.finished_at = self._clock()
            self._finished[job.job_id] = job
            self._expire()


__all__ = [
    "IN_FLIGHT",
    "KEEP_FINISHED",
    "KEEP_SECONDS",
    "MAX_RUNNING",
    "ReviewJob",
    "ReviewJobs",
    "ReviewKey",
    "ReviewRefused",
]
