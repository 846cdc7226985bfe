"""What the browser tests share: the real server on a free local port (uvicorn in a
thread) and Debian's Chromium driven by Playwright (never a downloaded browser)."""

from __future__ import annotations

import atexit
import importlib
import os
import shutil
import socket
import tempfile
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


DOC_IMAGES = Path(__file__).resolve().parents[2] / "docs" / "images"
_pictures: list[Path] = []


def doc_image(name: str) -> Path:
    """Where a test saves ``name``, a picture the docs show (``docs/images/<name>``): there
    when ``GINRUMMY_DOC_IMAGES`` is set (``GINRUMMY_DOC_IMAGES=1 pytest tests/browser``
    refreshes the pictures), else in a temporary folder of this process. So a test run
    leaves the checkout as it was, and parallel workers (pytest -n) never write one file.
    The picture is taken either way: taking it is part of what the test checks."""
    if os.environ.get("GINRUMMY_DOC_IMAGES"):
        folder = DOC_IMAGES
    else:
        if not _pictures:
            _pictures.append(Path(tempfile.mkdtemp(prefix="ginrummy-pictures-")))
            atexit.register(shutil.rmtree, _pictures[0], ignore_errors=True)
        folder = _pictures[0]
    folder.mkdir(parents=True, exist_ok=True)
    return folder / name


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def running_server(
    database: Path,
    port: int | None = None,
    *,
    clock: Any = None,
    wrap: Any = None,
    **settings: Any,
) -> Iterator[str]:
    """The real server (``create_app`` on an SQLite file at ``database``, the computer
    moving at once) on a free port of 127.0.0.1 (``port``: this one, to start it again
    there); yields its base URL. ``clock``: the server's time (a
    :class:`tests.helpers.clock.ManualClock`, so a test moves the server's time on
    while the browser's runs as ever). ``wrap``: an ASGI middleware put around the app
    (a slow network, say)."""
    server = require("ginrummy.server")
    uvicorn = require("uvicorn")
    options: dict[str, Any] = {"database_url": f"sqlite:///{database}", "bot_delay": 0.0}
    made = server.Settings(**{**options, **settings})
    app = server.create_app(made) if clock is None else server.create_app(made, clock=clock)
    if wrap is not None:
        app = wrap(app)
    port = port or free_port()
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


SEEDED_RANDOM = """(() => {
  // xorshift128 from a fixed seed, in place of the secure generator: the page's client
  // seeds (fairpanel.js) and ids come out the same every run.
  const s = [SEED >>> 0 || 1, 0x9e3779b9, 0x243f6a88, 0xb7e15162];
  const next = () => {
    let t = s[3];
    const x = s[0];
    s[3] = s[2];
    s[2] = s[1];
    s[1] = x;
    t ^= t << 11;
    t ^= t >>> 8;
    s[0] = (t ^ x ^ (x >>> 19)) >>> 0;
    return s[0];
  };
  for (let i = 0; i < 32; i++) next();
  crypto.getRandomValues = (array) => {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 255;
    return array;
  };
})();"""


def seeded_random(context: Any, seed: int) -> None:
    """Make ``crypto.getRandomValues`` a seeded generator in every page of ``context``.

    Why: the browser adds a random client seed to every deal (docs/fairness.md), so on
    a server with ``deal_seed`` the decks would still change from run to run. A test
    that needs the same deals every time (screenshots, a screen reached by a fixed
    policy) seeds the pages too. Each page load starts the sequence again; a seed a page
    stored (the client id, a deal's client seed) is kept, as in a real browser.
    """
    context.add_init_script(script=SEEDED_RANDOM.replace("SEED", str(int(seed))))


PAGE_STATE = """() => {
  const me = document.querySelector('#me');
  const card = document.querySelector('#hand .hand-card');
  const box = card ? card.getBoundingClientRect() : null;
  return {
    body: {...document.body.dataset}, classes: document.body.className,
    me_hidden: me ? me.hidden : null, me_display: me ? getComputedStyle(me).display : null,
    hand_width: document.querySelector('#hand')?.clientWidth ?? null,
    card_box: box && [box.x, box.y, box.width, box.height],
    error: document.querySelector('#error')?.innerText ?? null,
    connection: document.querySelector('#connection')?.innerText ?? null,
  };
}"""


def wait_for_hand(page: Any) -> None:
    """Wait for this seat's first card to show; on a timeout, fail with what the page
    shows instead (its status and phase, what hides the hand, the connection), so a
    rare failure in CI says why rather than only that it timed out."""
    try:
        page.locator("#hand .hand-card").first.wait_for()
    except Exception as exc:  # playwright's TimeoutError: reported with the page's state
        state = page.evaluate(PAGE_STATE)
        raise AssertionError(f"the hand did not show: {state}") from exc
