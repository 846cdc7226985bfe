"""The threads that run storage off the event loop, with the moves written in batches.

Why not ``loop.run_in_executor``: every storage call must leave the event loop (a
commit waits for the disk or the network while other rooms are served), but at a few
hundred moves a second the standard executor's machinery (a ``concurrent.futures``
future, its condition variable, the chained asyncio future, one wake-up of the loop
per call) costs as much CPU under the GIL as the engine's part of a move. Here a call
is a tuple on a :class:`queue.SimpleQueue`, its answer goes back with one
``call_soon_threadsafe`` for everything a thread finished in one round, and the moves
that queued up while the thread was busy are written together: one transaction (one
commit) for all of them, through :meth:`Store.append_actions`, which falls back to one
transaction per move when the batch fails, so one bad move never costs another.

Each room has at most one change waiting (its lock is held across the write), so the
moves of one batch are of different rooms and their order does not matter; other
calls (loads, deals, joins) run one at a time, in the order they came.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import queue
import threading
from collections.abc import Callable
from typing import Any

from .store import MoveWrite, Store

log = logging.getLogger("ginrummy.server")

MAX_BATCH = 64
"""The most moves written in one transaction."""

_Item = tuple[Any, asyncio.AbstractEventLoop, "asyncio.Future[Any]"]
"""A move (:class:`MoveWrite`) or a call (a callable taking no argument), the loop
that waits, and the future the answer goes to."""


def _settle(done: list[tuple[asyncio.Future[Any], Any, BaseException | None]]) -> None:
    """On the loop: hand each answer to its future (unless its waiter gave up)."""
    for future, result, error in done:
        if future.done():
            continue
        if error is not None:
            future.set_exception(error)
        else:
            future.set_result(result)


class StorageThreads:
    """``threads`` threads serving storage calls and move writes for the event loop."""

    def __init__(self, store: Store, threads: int, *, name: str = "ginrummy-db") -> None:
        self.store = store
        self._queue: queue.SimpleQueue[_Item | None] = queue.SimpleQueue()
        self._threads = [
            threading.Thread(target=self._serve, name=f"{name}-{i}", daemon=True)
            for i in range(max(1, threads))
        ]
        for thread in self._threads:
            thread.start()
        self.batches = 0
        self.batched_moves = 0

    def call(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> asyncio.Future[Any]:
        """Run ``fn(*args, **kwargs)`` on a storage thread; await the answer."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()
        self._queue.put((functools.partial(fn, *args, **kwargs), loop, future))
        return future

    def append(self, move: MoveWrite) -> asyncio.Future[Any]:
        """Store one move (with whatever other moves are waiting); await its new version
        (:class:`~ginrummy.server.storage.store.StaleWrite` when the room moved on)."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()
        self._queue.put((move, loop, future))
        return future

    def close(self) -> None:
        """Finish what is queued, then stop the threads."""
        for _ in self._threads:
            self._queue.put(None)
        for thread in self._threads:
            thread.join(timeout=30)

    # ------------------------------------------------------------------ the threads
    def _serve(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            items = [first]
            stop = False
            while len(items) < MAX_BATCH:
                try:
                    more = self._queue.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    stop = True
                    break
                items.append(more)
            self._run(items)
            if stop:
                return

    def _run(self, items: list[_Item]) -> None:
        done: dict[asyncio.AbstractEventLoop, list[Any]] = {}
        answer: tuple[asyncio.Future[Any], Any, BaseException | None]
        moves = [item for item in items if isinstance(item[0], MoveWrite)]
        for work, loop, future in items:
            if isinstance(work, MoveWrite):
                continue
            try:
                answer = (future, work(), None)
            except BaseException as exc:  # handed to the waiter, as run_in_executor does
                answer = (future, None, exc)
            done.setdefault(loop, []).append(answer)
        if moves:
            try:
                results: list[Any] = self.store.append_actions([m[0] for m in moves])
            except BaseException as exc:
                results = [exc] * len(moves)
            self.batches += 1
            self.batched_moves += len(moves)
            for (_, loop, future), result in zip(moves, results, strict=True):
                if isinstance(result, BaseException):
                    done.setdefault(loop, []).append((future, None, result))
                else:
                    done.setdefault(loop, []).append((future, result, None))
        for loop, answers in done.items():
            try:
                loop.call_soon_threadsafe(_settle, answers)
            except RuntimeError:  # the loop is closed: nobody waits any more
                log.debug("storage answers for a closed loop dropped")
