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
  in one process (tests) do not mix their numbers. Served only with the bearer token of
  :attr:`~ginrummy.server.settings.Settings.metrics_token` (401 without it); with no
  token configured the path answers 404 like any unknown one, so a server started
  without thinking about it shows its numbers to nobody.
- Logs: ``--log-format json`` writes one JSON object per line (``python-json-logger``)
  for a log shipper; the default stays plain text for a person at a terminal.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import sys
from typing import TYPE_CHECKING, Any

from fastapi import FastAPI, Header
from fastapi.responses import JSONResponse, Response
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from sqlalchemy import text
from starlette.exceptions import HTTPException

if TYPE_CHECKING:
    from ..cluster.fanout import Fanout
    from ..rooms.manager import RoomManager


def add_routes(app: FastAPI, manager: RoomManager, fanout: Fanout) -> None:
    """``/healthz``, ``/readyz`` and ``/metrics`` on ``app`` (the numbers are the
    manager's :class:`~ginrummy.server.rooms.metrics.Metrics`)."""

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
    async def metrics(authorization: str | None = Header(default=None)) -> Response:
        wanted = manager.settings.metrics_token
        if wanted is None:
            raise HTTPException(404)  # as if there were no such path
        if not bearer_matches(authorization, wanted):
            raise HTTPException(401, headers={"WWW-Authenticate": 'Bearer realm="metrics"'})
        return Response(generate_latest(manager.metrics.registry), media_type=CONTENT_TYPE_LATEST)


def bearer_matches(authorization: str | None, wanted: str) -> bool:
    """Whether an ``Authorization`` header is ``Bearer <wanted>`` (compared in constant
    time, so the answer's timing tells nothing about the token)."""
    scheme, _, given = (authorization or "").partition(" ")
    if scheme.lower() != "bearer":
        return False
    return hmac.compare_digest(given.strip().encode(), wanted.encode())


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
