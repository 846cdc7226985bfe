"""``ginrummy serve``: run the web server with uvicorn on one address.

Kept apart from :mod:`ginrummy.cli` so the command line starts fast and only this
command loads FastAPI, SQLAlchemy and uvicorn.
"""

from __future__ import annotations

import gc
import json
import os
import sys
from pathlib import Path
from typing import Any, TextIO

from .app import create_app
from .online.fair_play import FairPlay
from .routes.operations import configure_logging
from .settings import Settings, default_database_url

MAX_FRAME = 64 * 1024
"""uvicorn refuses frames larger than this outright (the app's own limit is smaller)."""


def display_url(host: str, port: int) -> str:
    """The address to print: a wildcard host is shown as 127.0.0.1 (what a browser on
    this machine can open)."""
    shown = "127.0.0.1" if host in ("0.0.0.0", "::", "") else host
    if ":" in shown:
        shown = f"[{shown}]"
    return f"http://{shown}:{port}/"


GC_THRESHOLDS = (700, 10, 1000)
"""The collector's thresholds for a serving process (Python's defaults are 700, 10, 10)."""


def tune_gc() -> None:
    """Keep the garbage collector's full collections out of the way of the moves.

    A full (oldest generation) collection scans every object the process holds and
    stops the event loop meanwhile: with 500 games in memory that took 100-230 ms on
    the 2-core development machine, every few seconds under load, and was most of the
    99th percentile of a move's latency. Everything imported so far is moved out of the
    collector's sight (``gc.freeze``), and a full collection waits for 1000 middle ones
    instead of 10 (minutes under load instead of seconds). The young generations are
    still collected as usual, so short-lived cycles are freed as before; the server's
    per-move garbage is freed by reference counting anyway."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


SETTINGS_ENV = "GINRUMMY_SERVER_SETTINGS"
"""How ``--workers`` hands the settings to each worker process (JSON, see
:func:`settings_to_env`): uvicorn starts workers from an import string, not an object."""


LOGGING_ENV = "GINRUMMY_SERVER_LOGGING"
"""The log format and level (``json:info``) for the worker processes."""


def settings_to_env(settings: Settings) -> str:
    """The settings as JSON text for :data:`SETTINGS_ENV`."""
    data = {f: getattr(settings, f) for f in Settings.__dataclass_fields__}
    data["static_dir"] = str(settings.static_dir)
    data["fair_play"] = settings.fair_play.to_dict()
    return json.dumps(data)


def settings_from_env() -> Settings:
    """The settings a worker process was started with."""
    data: dict[str, Any] = json.loads(os.environ[SETTINGS_ENV])
    data["static_dir"] = Path(data["static_dir"])
    data["fair_play"] = FairPlay.from_dict(data.get("fair_play", {}))
    for name, value in data.items():
        if isinstance(value, list):  # JSON has no tuples (trusted_proxies, allowed_hosts)
            data[name] = tuple(value)
    return Settings(**data)


def worker_app() -> Any:
    """The app of one worker process (``uvicorn --factory``): built in the worker, after
    the fork, so no database connection or event loop is shared between processes."""
    log_format, _, log_level = os.environ.get(LOGGING_ENV, "text:info").partition(":")
    configure_logging(log_format, log_level or "info")
    tune_gc()
    return create_app(settings_from_env())


class ServeError(ValueError):
    """A combination of options the server refuses to start with."""


def check_workers(settings: Settings, workers: int) -> None:
    """SQLite is the one-process home server: moves from several processes on one file
    would be ordered by the file's lock alone and could not reach each other's sockets.

    :raises ServeError: ``workers`` is not 1 on SQLite, or below 1.
    """
    if workers < 1:
        raise ServeError(f"--workers must be 1 or more, not {workers}")
    if workers > 1 and settings.database_url.startswith("sqlite"):
        raise ServeError(
            "--workers above 1 needs PostgreSQL (GINRUMMY_DATABASE_URL=postgresql+psycopg://...): "
            "SQLite serves from one process"
        )


def shown_url(url: str) -> str:
    """A database URL fit to print: never the password."""
    if "@" in url:
        scheme, rest = url.split("://", 1)
        return f"{scheme}://...@{rest.split('@', 1)[1]}"
    return url


def serve(
    settings: Settings | None = None,
    *,
    host: str = "127.0.0.1",
    port: int = 8000,
    workers: int = 1,
    out: TextIO | None = None,
    log_format: str = "text",
    log_level: str = "info",
) -> int:
    """Run until interrupted; prints where to point the browser. Returns an exit status.

    With ``workers`` above 1, uvicorn forks that many processes on one socket; each
    builds its own app (:func:`worker_app`) and they act as one server through the
    database (PostgreSQL only, see :func:`check_workers`).
    """
    import uvicorn

    out = out or sys.stdout
    settings = settings or Settings(database_url=default_database_url())
    check_workers(settings, workers)
    configure_logging(log_format, log_level)
    os.environ[LOGGING_ENV] = f"{log_format}:{log_level}"
    options: dict[str, Any] = {
        "host": host,
        "port": port,
        "log_level": "warning",  # uvicorn's own lines (our logger has its own level)
        "ws_max_size": MAX_FRAME,
        # Who the client is behind a proxy is the app's call (Settings.trusted_proxies):
        # uvicorn's own default would believe X-Forwarded-For from any local process.
        "proxy_headers": False,
        # A view is a few KiB of JSON; compressing every one costs more CPU (about a
        # fifth of the server's time per move under load) than the bytes are worth.
        "ws_per_message_deflate": False,
    }
    out.write(f"Open {display_url(host, port)} in your browser\n")
    out.write(f"(games are stored in {shown_url(settings.database_url)}; press Ctrl+C to stop)\n")
    out.flush()
    if workers > 1:
        os.environ[SETTINGS_ENV] = settings_to_env(settings)
        uvicorn.run("ginrummy.server.serve:worker_app", factory=True, workers=workers, **options)
        return 0
    app = create_app(settings)
    tune_gc()
    uvicorn.run(app, **options)
    return 0
