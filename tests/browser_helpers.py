"""What the browser tests share: the real server on a free local port (uvicorn in a
thread) and Debian's Chromium driven by Playwright (never a downloaded browser)."""

from __future__ import annotations

import importlib
import os
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = os.environ.get("GINRUMMY_CHROMIUM", "/usr/bin/chromium")


def require(module: str) -> Any:
    """Import ``module``, or skip the test where it is not installed."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        pytest.skip(f"{module} is not available: {exc}")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def running_server(database: Path, **settings: Any) -> Iterator[str]:
    """The real server (``create_app`` on an SQLite file at ``database``, the computer
    moving at once) on a free port of 127.0.0.1; yields its base URL."""
    server = require("ginrummy.server")
    uvicorn = require("uvicorn")
    options: dict[str, Any] = {"database_url": f"sqlite:///{database}", "bot_delay": 0.0}
    app = server.create_app(server.Settings(**{**options, **settings}))
    port = free_port()
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on")
    srv = uvicorn.Server(config)
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 15
    while not srv.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            pytest.fail("the server did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        srv.should_exit = True
        thread.join(timeout=10)


@contextmanager
def launched_chromium() -> Iterator[Any]:
    """Chromium under Playwright (skips where either is missing)."""
    if not Path(CHROMIUM).exists():
        pytest.skip(f"no Chromium at {CHROMIUM}")
    sync_api = require("playwright.sync_api")
    with sync_api.sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM)
        try:
            yield chromium
        finally:
            chromium.close()
