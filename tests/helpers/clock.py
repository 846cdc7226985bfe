"""A clock the test moves on (:class:`ManualClock`), for the server's time rules.

Handed to ``create_app(settings, clock=...)``: the move clock, its time-outs, claims,
the computer's pause and the take-back it allows then read this clock, and their waits
end when the test :meth:`~ManualClock.advance` s it past them, at once and exactly, so
no test sleeps real seconds to let time pass. The server runs on another thread (the
TestClient's event loop), so the clock is thread-safe and wakes the waits there.
"""

from __future__ import annotations

import asyncio
import threading
import time


class ManualClock:
    """:class:`ginrummy.server.rooms.time_source.Clock` whose time moves only when told."""

    def __init__(self, start: float = 1000.0, *, epoch: float | None = None) -> None:
        """``epoch``: what :meth:`time` reads at ``start`` (default: the machine's time
        now), so two clocks, for a server and the one that replaces it after a restart,
        can be set a known number of seconds apart."""
        self._lock = threading.Lock()
        self._now = start
        self._epoch = (time.time() if epoch is None else epoch) - start
        self._waits: list[tuple[float, asyncio.AbstractEventLoop, asyncio.Future[None]]] = []

    def monotonic(self) -> float:
        with self._lock:
            return self._now

    def time(self) -> float:
        with self._lock:
            return self._epoch + self._now

    async def sleep(self, seconds: float) -> None:
        await self.sleep_until(self.monotonic() + seconds)

    async def sleep_until(self, moment: float) -> None:
        loop = asyncio.get_running_loop()
        wake: asyncio.Future[None] = loop.create_future()
        entry = (moment, loop, wake)
        with self._lock:
            if moment <= self._now:
                wake.set_result(None)
            else:
                self._waits.append(entry)
        try:
            await wake
        finally:
            with self._lock:
                if entry in self._waits:
                    self._waits.remove(entry)

    def advance(self, seconds: float) -> None:
        """Let ``seconds`` pass: every wait that ends by then is woken (on its loop)."""
        with self._lock:
            self._now += seconds
            due = [entry for entry in self._waits if entry[0] <= self._now]
            self._waits = [entry for entry in self._waits if entry[0] > self._now]
        for _, loop, wake in due:
            loop.call_soon_threadsafe(_wake, wake)


def _wake(wake: asyncio.Future[None]) -> None:
    if not wake.done():
        wake.set_result(None)
