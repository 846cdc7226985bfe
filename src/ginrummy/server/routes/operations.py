"""What an operator watches: liveness and readiness probes, Prometheus metrics and
structured logs.

- ``GET /healthz``: the process answers (a load balancer's liveness check).
- ``GET /readyz``: the process can serve: the database answers, and on PostgreSQL the
  listener that brings other processes' changes is connected; 503 otherwise, so a
  balancer sends no new players to a process that could not see their opponents' moves.
- ``GET /metrics``: the Prometheus text format (``prometheus-client``, the Prometheus
  project's own library): moves by who made them, the latency of a person's move from
  its arrival to its state sent, stale refusals, rooms and sockets in memory, and how
  long the computer and the hints think. Each app has its own registry, so several apps
  in one process (tests) do not mix their numbers.
- Logs: ``--log-format json`` writes one JSON object per line (``python-json-logger``)
  for a log shipper; the default stays plain text for a person at a terminal.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from typing import TYPE_CHECKING, Any

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)
from sqlalchemy import text

if TYPE_CHECKING:
    from fastapi import FastAPI

    from ..cluster.fanout import Fanout
    from ..rooms.manager import RoomManager

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

    def watch(self, manager: RoomManager) -> None:
        """Read the room and socket counts from ``manager`` when scraped."""
        self.rooms.set_function(lambda: len(manager.rooms))
        self.sockets.set_function(
            lambda: sum(len(r.sockets[0]) + len(r.sockets[1]) for r in manager.rooms.values())
        )


def add_routes(app: FastAPI, manager: RoomManager, fanout: Fanout) -> None:
    """``/healthz``, ``/readyz`` and ``/metrics`` on ``app``."""
    from fastapi.responses import JSONResponse, Response

    @app.get("/healthz", include_in_schema=False)
    async def healthz() -> dict[str, str]:
        return {"status": "ok"}

    @app.get("/readyz", include_in_schema=False)
    async def readyz() -> JSONResponse:
        checks: dict[str, Any] = {}
        try:
            await asyncio.wait_for(manager.run_db(_ping, manager), timeout=5)
            checks["database"] = "ok"
        except Exception as exc:
            checks["database"] = f"failing: {type(exc).__name__}"
        if fanout.enabled:
            checks["listener"] = "ok" if fanout.connected.is_set() else "not connected"
        ready = all(value == "ok" for value in checks.values())
        return JSONResponse(
            {"status": "ready" if ready else "not ready", "checks": checks},
            status_code=200 if ready else 503,
        )

    @app.get("/metrics", include_in_schema=False)
    async def metrics() -> Response:
        return Response(generate_latest(manager.metrics.registry), media_type=CONTENT_TYPE_LATEST)


def _ping(manager: RoomManager) -> None:
    with manager.store.engine.connect() as conn:
        conn.execute(text("SELECT 1"))


def configure_logging(fmt: str = "text", level: str = "info") -> None:
    """The ``ginrummy`` loggers' output: plain text, or one JSON object per line."""
    handler = logging.StreamHandler(sys.stderr)
    if fmt == "json":
        from pythonjsonlogger.json import JsonFormatter

        handler.setFormatter(
            JsonFormatter(
                "%(asctime)s %(levelname)s %(name)s %(process)d %(message)s",
                rename_fields={"asctime": "time", "levelname": "level", "name": "logger"},
            )
        )
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger = logging.getLogger("ginrummy")
    logger.handlers[:] = [handler]
    logger.setLevel(level.upper())
    logger.propagate = False
