"""Where the server reads the time, and how it waits: one :class:`Clock`, handed in.

Why an object and not ``time.monotonic()`` wherever it is needed: the server's rules
that depend on time (the move clock and its time-outs, claims after a long absence,
the computer's pause and the take-back it allows, the rate limits, unloading idle
rooms) are then tested by a test clock that the test moves on, exactly and at once,
instead of by sleeping real seconds and hoping the machine keeps up.
:class:`SystemClock` is the real one; ``create_app(..., clock=...)`` hands another to
the :class:`~ginrummy.server.rooms.manager.RoomManager`, which hands it to the rooms,
the move pipeline, the meeting (clock, claims, chat limits), the computer and the
socket limits.

Durations that are only measured for the metrics (``time.perf_counter``) stay real:
they describe the machine, not the game.
"""

from __future__ import annotations

import asyncio
import time
from typing import Protocol


class Clock(Protocol):
    """The time as the server sees it."""

    def monotonic(self) -> float:
        """Seconds on a scale that never goes back (turns, pauses, absences, limits)."""

    def time(self) -> float:
        """Seconds since the epoch: the one scale every process shares (a stored move's
        clock mark says when it was made)."""

    async def sleep(self, seconds: float) -> None:
        """Wait until ``seconds`` have passed on :meth:`monotonic`."""

    async def sleep_until(self, moment: float) -> None:
        """Wait until :meth:`monotonic` reaches ``moment`` (at once if it has): a wait
        for a deadline worked out earlier (a turn's end, the computer's pause) is then
        the same however late the waiting starts."""


class SystemClock:
    """The machine's clocks, and the event loop's sleep."""

    def monotonic(self) -> float:
        return time.monotonic()

    def time(self) -> float:
        return time.time()

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(seconds)

    async def sleep_until(self, moment: float) -> None:
        await asyncio.sleep(max(0.0, moment - time.monotonic()))


SYSTEM_CLOCK = SystemClock()
"""The clock a server uses unless it is given another."""
