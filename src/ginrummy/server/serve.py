"""``ginrummy serve``: run the web server with uvicorn on one address.

Kept apart from :mod:`ginrummy.cli` so the command line starts fast and only this
command loads FastAPI, SQLAlchemy and uvicorn.
"""

from __future__ import annotations

import gc
import sys
from typing import TextIO

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


def serve(
    *,
    host: str = "127.0.0.1",
    port: int = 8000,
    database_url: str | None = None,
    bot_delay: float = 0.6,
    room_idle_seconds: float = 900.0,
    out: TextIO | None = None,
    log_level: str = "warning",
) -> int:
    """Run until interrupted; prints where to point the browser. Returns an exit status."""
    import uvicorn

    from .app import create_app

    out = out or sys.stdout
    settings = Settings(
        database_url=database_url or default_database_url(),
        bot_delay=bot_delay,
        room_idle_seconds=room_idle_seconds,
    )
    app = create_app(settings)
    tune_gc()
    shown = settings.database_url
    if "@" in shown:  # never print a password
        scheme, rest = shown.split("://", 1)
        shown = f"{scheme}://...@{rest.split('@', 1)[1]}"
    out.write(f"Open {display_url(host, port)} in your browser\n")
    out.write(f"(games are stored in {shown}; press Ctrl+C to stop)\n")
    out.flush()
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level=log_level,
        ws_max_size=MAX_FRAME,
        # A view is a few KiB of JSON; compressing every one costs more CPU (about a
        # fifth of the server's time per move under load) than the bytes are worth.
        ws_per_message_deflate=False,
    )
    return 0
