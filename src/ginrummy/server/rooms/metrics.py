"""The server's numbers for Prometheus (:class:`Metrics`): moves by who made them, the
latency of a person's move, stale refusals, take-backs, catch-ups, how long the
computer and the hints think, rooms and sockets in memory.

Kept with the rooms because the rooms' code counts them (the pipeline, the manager,
the computer); :mod:`ginrummy.server.routes.operations` only serves them at
``/metrics``. Each app has its own registry, so several apps in one process (tests) do
not mix their numbers.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

if TYPE_CHECKING:
    from .room import Room

LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)


class Metrics:
    """The server's numbers, in a registry of their own."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.moves = Counter("ginrummy_moves", "Moves stored, by who made them", ["by"], registry=r)
        self.move_seconds = Histogram(
            "ginrummy_move_seconds",
            "A person's move: from its arrival to its new state sent to the seats",
            buckets=LATENCY_BUCKETS,
            registry=r,
        )
        self.stale = Counter(
            "ginrummy_stale_moves",
            "Moves refused because the room had moved on (another tab or process was first)",
            registry=r,
        )
        self.take_backs = Counter(
            "ginrummy_take_backs", "Discards taken back against the computer", registry=r
        )
        self.think_seconds = Histogram(
            "ginrummy_think_seconds",
            "Time the computer took for a move, or a hint took, including the pool's queue",
            ["kind"],
            buckets=LATENCY_BUCKETS,
            registry=r,
        )
        # The labelled series used on every move, looked up once (a lookup takes a lock).
        self.person_moves = self.moves.labels(by="person")
        self.computer_moves = self.moves.labels(by="computer")
        self.move_think_seconds = self.think_seconds.labels(kind="move")
        self.hint_seconds = self.think_seconds.labels(kind="hint")
        self.rooms = Gauge("ginrummy_rooms", "Rooms in this process's memory", registry=r)
        self.sockets = Gauge("ginrummy_sockets", "Open table sockets", registry=r)
        self.catch_ups = Counter(
            "ginrummy_catch_ups",
            "Rooms brought up to date from storage after another process changed them",
            registry=r,
        )

    def watch(self, rooms: Mapping[str, Room]) -> None:
        """Read the room and socket counts from ``rooms`` (those in memory) when scraped."""
        self.rooms.set_function(lambda: len(rooms))
        self.sockets.set_function(
            lambda: sum(len(r.sockets[0]) + len(r.sockets[1]) for r in rooms.values())
        )
