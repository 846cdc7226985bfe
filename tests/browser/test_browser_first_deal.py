"""The first deal of a game in headless Chromium, when things go wrong on the way.

The first hand waits for the browser's seed (fairpanel.js, docs/fairness.md): the table
shows "Shuffling" and hides the hand until the state of the dealt hand comes. A seed
that gets no answer (its frame lost, refused for a moment) must be sent again, a socket
cut during the deal must bring the hand when it comes back, and a failure in the fair
panel must not keep the dealt hand off the screen (table.js drew nothing for a state
whose fair panel threw, leaving the page on "Shuffling"). The socket is intercepted
with Playwright's ``route_web_socket``, so each sequence happens every run. Skips
without Chromium or Playwright, as the other browser tests.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tests.helpers.browser import running_server, wait_for_hand

TIMEOUT_MS = 15_000
SOCKET = re.compile(r".*/ws/rooms/[^/?]+$")  # a seat's socket, not /watch
# Thrown by the page's random source once the first seed is made (see the last test).
NO_RANDOMNESS = """(() => {
  if (!location.pathname.startsWith('/room/')) return;
  const real = crypto.getRandomValues.bind(crypto);
  let calls = 0;
  crypto.getRandomValues = (array) => {
    calls += 1;
    if (calls > 1) throw new Error('injected: no randomness left');
    return real(array);
  };
})();"""


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("web") / "ginrummy.sqlite3"
    with running_server(db, deal_seed=20261205) as url:
        yield url


def _is_seed(frame: str | bytes) -> bool:
    try:
        return bool(json.loads(frame).get("type") == "seed")
    except (ValueError, AttributeError):
        return False


def _open_table(
    browser: Any, base_url: str, *, init_script: str | None = None
) -> tuple[Any, Any, list[str]]:
    """A new context on the start page; returns it, its page and the page's errors."""
    context = browser.new_context(reduced_motion="reduce", viewport={"width": 1280, "height": 860})
    context.set_default_timeout(TIMEOUT_MS)
    if init_script:
        context.add_init_script(script=init_script)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(base_url + "/")
    page.get_by_label("Easy").check(force=True)
    return context, page, errors


def _play(page: Any) -> None:
    page.get_by_role("button", name="Play the computer").click()
    page.wait_for_url(re.compile(r"/room/[^/]+$"))


def _route_first_seed(page: Any, first_seed: Callable[[Any, Any, str | bytes], None]) -> list[str]:
    """Pass the table's socket through to the server, except the first seed frame of the
    page, which ``first_seed(page_side, server_side, frame)`` handles. Returns the seed
    frames the page sent, in order."""
    seeds: list[str] = []

    def handler(ws: Any) -> None:
        server = ws.connect_to_server()

        def from_page(frame: str | bytes) -> None:
            if _is_seed(frame):
                seeds.append(str(frame))
                if len(seeds) == 1:
                    first_seed(ws, server, frame)
                    return
            server.send(frame)

        ws.on_message(from_page)
        server.on_message(lambda frame: ws.send(frame))

    page.route_web_socket(SOCKET, handler)
    return seeds


def _swallow(_ws: Any, _server: Any, _frame: str | bytes) -> None:
    """Lost on the way: the server never hears of it and the page never hears back."""


def _refuse(ws: Any, _server: Any, _frame: str | bytes) -> None:
    """The answer a busy server gives (its rate limit), and nothing else."""
    ws.send(
        json.dumps(
            {"type": "error", "code": "rate/limited", "message": "too many messages: slow down"}
        )
    )


def _cut(ws: Any, server: Any, _frame: str | bytes) -> None:
    """The connection drops as the seed goes out; the page connects again."""
    server.close()
    ws.close(code=4000, reason="cut during the deal")


@pytest.mark.parametrize("first_seed", [_swallow, _refuse, _cut], ids=["lost", "refused", "cut"])
def test_the_first_hand_is_dealt_when_the_first_seed_goes_astray(
    browser: Any, base_url: str, first_seed: Callable[[Any, Any, str | bytes], None]
) -> None:
    context, page, errors = _open_table(browser, base_url)
    seeds = _route_first_seed(page, first_seed)
    _play(page)
    wait_for_hand(page)
    assert page.evaluate("document.body.dataset.status") == "playing"
    assert len(seeds) >= 2, "the seed was sent again"
    first = json.loads(seeds[0])
    again = json.loads(seeds[1])
    assert (again["commitment"], again["client_seed"]) == (
        first["commitment"],
        first["client_seed"],
    )
    assert page.locator("#shuffling").is_hidden()
    assert not errors, errors
    context.close()


def test_the_dealt_hand_shows_when_the_fair_panel_fails(browser: Any, base_url: str) -> None:
    # The first seed is made; the next one (offered with the dealt hand's state, for the
    # following deal) throws inside the fair panel.
    context, page, errors = _open_table(browser, base_url, init_script=NO_RANDOMNESS)
    _play(page)
    wait_for_hand(page)
    assert page.evaluate("document.body.dataset.status") == "playing"
    assert page.locator("#hand .hand-card").count() >= 10
    page.wait_for_function("() => document.body.classList.contains('my-turn')")
    # The failure is not hidden: it is the page's error, reported after the state.
    assert errors and all("injected: no randomness left" in e for e in errors), errors
    context.close()
