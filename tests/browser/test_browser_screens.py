"""Every screen at every size the issue names, in a real Chromium: the start page, a
discard turn with 11 cards, the knock choice, the showdown and the game over, at
1366x657, 1280x720, 1440x900, 1920x1080 and on phones (390x844, 360x740 and 844x390
in landscape, as touch screens). On each table screen the whole hand, both piles and
the action buttons lie inside the first screen (no scrolling), and no card covers a
button. An accessibility scan (axe-core, through ``axe-playwright-python``) finds no
serious or critical violation on the start, table, showdown, statistics and rules
pages, in the light and the dark theme.

The screenshots are written to a temporary folder, or to the folder named by
``GINRUMMY_SCREENSHOTS`` (``GINRUMMY_SCREENSHOTS=docs/images/screens``: the pictures in
docs/web.md). To reach each screen quickly and the same way every run, the player's
moves are made by a second socket of the same seat opened in the page (a second tab,
as far as the server knows) with a fixed policy, on seeded deals; the page shows each
state as it would after a click.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.browser import require, running_server, seeded_random

Page = Any
TIMEOUT_MS = 15_000

VIEWPORTS = {
    "1366x657": {"viewport": {"width": 1366, "height": 657}},
    "1280x720": {"viewport": {"width": 1280, "height": 720}},
    "1440x900": {"viewport": {"width": 1440, "height": 900}},
    "1920x1080": {"viewport": {"width": 1920, "height": 1080}},
    "390x844": {
        "viewport": {"width": 390, "height": 844},
        "has_touch": True,
        "is_mobile": True,
        "device_scale_factor": 2,
    },
    "360x740": {
        "viewport": {"width": 360, "height": 740},
        "has_touch": True,
        "is_mobile": True,
        "device_scale_factor": 2,
    },
    "844x390": {
        "viewport": {"width": 844, "height": 390},
        "has_touch": True,
        "is_mobile": True,
        "device_scale_factor": 2,
    },
}

# The seat's moves from a second socket in the page: gin or knock once allowed (unless
# the stop is the knock choice itself), otherwise the discard leaving the least
# deadwood, the stock, and a pass at the first upcard; the next hand when asked. It moves
# faster than the server lets one socket send (20 at once, 10 a second), so a message
# refused with rate/limited is sent again half a second later.
PLAYER = """async ({roomId, stop}) => {
  const seat = JSON.parse(localStorage.getItem(`ginrummy.room.${roomId}`));
  const url = `${location.origin.replace(/^http/, "ws")}/ws/rooms/${roomId}`;
  const ws = new WebSocket(url, ["ginrummy.v1", `ginrummy.token.${seat.token}`]);
  return await new Promise((resolve, reject) => {
    let last = -1;
    let seen = "nothing";  // what came last, for the error when no such state comes
    let sent = null;  // the last message sent: sent again when refused for a moment
    const send = (message) => { sent = JSON.stringify(message); ws.send(sent); };
    const timer = setTimeout(() => {
      ws.close();
      reject(new Error(`no such state; last: ${seen}`));
    }, 60000);
    ws.onmessage = (event) => {
      const m = JSON.parse(event.data);
      if (m.type === "error" && m.code === "rate/limited" && sent) {
        // Faster than the server lets a socket send (a person never is): wait, resend.
        const again = sent;
        setTimeout(() => ws.send(again), 500);
        return;
      }
      if (m.type !== "state") { seen = event.data.slice(0, 300); return; }
      if (m.state_id <= last) return;
      last = m.state_id;
      const v = m.view;
      const legal = v.legal.map((x) => x.text);
      seen = JSON.stringify({phase: v.phase, your_turn: v.your_turn, legal});
      const by = {};
      for (const move of v.legal) (by[move.kind] ||= []).push(move);
      const done = {
        discard: v.your_turn && by.discard && !by.knock && !by.gin && !by.big_gin,
        knock: v.your_turn && by.knock && !by.gin && !by.big_gin,
        showdown: v.showdown !== null && v.game_over === null && !v.showdown.void,
        over: v.game_over !== null,
      }[stop];
      if (done) { clearTimeout(timer); ws.close(); resolve(m.state_id); return; }
      if (v.game_over !== null) {
        clearTimeout(timer); ws.close(); reject(new Error("game over")); return;
      }
      if (v.next.next_hand) { send({type: "next_hand"}); return; }
      if (!v.your_turn) return;
      const after = (move) => v.discard_deadwood[move.card] ?? 99;
      const least = (moves) => moves.reduce((a, b) => (after(b) < after(a) ? b : a));
      let move;
      if (by.big_gin) move = by.big_gin[0];
      else if (by.gin) move = by.gin[0];
      else if (by.knock && stop !== "knock") move = least(by.knock);
      else if (by.discard) move = least(by.discard);
      else move = (by.draw || by.pass || v.legal)[0];
      send({type: "act", state_id: m.state_id, action: move.text});
    };
  });
}"""


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("screens") / "ginrummy.sqlite3"
    # The computer thinks on one thread (think_workers=0), as in the other browser tests:
    # a process of its own took a second to start and added to every move.
    with running_server(db, deal_seed=20261202, think_workers=0) as url:
        yield url


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    named = os.environ.get("GINRUMMY_SCREENSHOTS")
    folder = Path(named) if named else tmp_path_factory.mktemp("shots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _new_page(browser: Any, size: str, **extra: Any) -> tuple[Any, Page]:
    context = browser.new_context(reduced_motion="reduce", **VIEWPORTS[size], **extra)
    context.set_default_timeout(TIMEOUT_MS)
    seeded_random(context, 20261202)  # the browser's deal seeds too: the same deals every run
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.errors = errors  # type: ignore[attr-defined]
    return context, page


def _computer_game(page: Page, base_url: str, *, target: int) -> str:
    """A game against the computer from the start page; returns its room id."""
    page.goto(base_url + "/")
    page.get_by_label("Easy").check(force=True)
    page.get_by_label("Target score").fill(str(target))
    page.get_by_role("button", name="Play the computer").click()
    page.wait_for_url(re.compile(r"/room/[^/]+$"))
    page.locator("#hand .hand-card").first.wait_for()
    return str(page.url.rsplit("/", 1)[1])


def _play_to(page: Page, room_id: str, stop: str) -> None:
    state = page.evaluate(PLAYER, {"roomId": room_id, "stop": stop})
    page.wait_for_function(
        "(id) => Number(document.body.dataset.stateId) >= id", arg=state, timeout=TIMEOUT_MS
    )
    page.wait_for_timeout(150)  # the page's own drawing after the state


def _inside(page: Page, selector: str) -> list[str]:
    """The elements matching ``selector`` that are shown but not wholly inside the
    first screen (the page scrolled to the top) of the size the test asked for (a
    phone's browser widens its layout to what overflows, so not ``innerWidth``)."""
    size = page.viewport_size
    return list(
        page.evaluate(
            """([sel, w, h]) => {
              const out = [];
              for (const el of document.querySelectorAll(sel)) {
                const r = el.getBoundingClientRect();
                if (r.width === 0 && r.height === 0) continue;
                if (r.left < -1 || r.top + window.scrollY < -1 ||
                    r.right > w + 1 || r.bottom + window.scrollY > h + 1) {
                  out.push(`${el.id || el.dataset.card || el.textContent.trim().slice(0, 20)}`
                           + ` at ${Math.round(r.left)},${Math.round(r.top + window.scrollY)}`
                           + ` ${Math.round(r.width)}x${Math.round(r.height)}`);
                }
              }
              return out;
            }""",
            [selector, size["width"], size["height"]],
        )
    )


def _assert_fits(page: Page, what: str, *, hand: bool = True) -> None:
    page.evaluate("() => window.scrollTo(0, 0)")
    wide = page.evaluate("() => document.documentElement.scrollWidth")
    assert wide <= page.viewport_size["width"], f"{what}: the page is {wide}px wide"
    # The knock choice's card buttons sit in one row that scrolls sideways (by design):
    # the row must fit, not each button in it.
    outside = _inside(
        page,
        "#actions button:not([hidden]):not(.btn-chip), #actions .knock-choice,"
        " #showdown-actions .btn",
    )
    outside += _inside(page, "#stock, #discard") if hand else []
    outside += _inside(page, "#hand .hand-card") if hand else []
    assert not outside, f"{what}: outside the first screen: {outside}"


def _shoot(page: Page, shots: Path, size: str, name: str) -> None:
    page.evaluate("() => window.scrollTo(0, 0)")
    # The "Connected" badge fades out two seconds after the socket opens.
    page.wait_for_function(
        "() => { const c = document.getElementById('connection');"
        " return !c || getComputedStyle(c).opacity === '0'; }"
    )
    # JPEG: 35 pictures stay small enough to keep in the repository.
    page.screenshot(path=str(shots / f"{name}-{size}.jpg"), type="jpeg", quality=70)


@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_every_screen_fits_at_every_size(
    browser: Any, base_url: str, shots: Path, size: str
) -> None:
    context, page = _new_page(browser, size)
    try:
        # A long game: whatever the deals, it reaches a knock chance before its end.
        room = _computer_game(page, base_url, target=500)
        page.goto(base_url + "/")
        page.locator("#play-form, form").first.wait_for()
        _shoot(page, shots, size, "start")
        page.goto(f"{base_url}/room/{room}")
        page.locator("#hand .hand-card").first.wait_for()

        _play_to(page, room, "discard")
        assert page.locator("#hand .hand-card").count() == 11
        _shoot(page, shots, size, "discard")
        _assert_fits(page, "the discard turn")

        _play_to(page, room, "knock")
        page.locator("#actions .btn-knock").click()  # "Knock...": choose the card
        page.locator("#actions .btn-knock-card").first.wait_for()
        _shoot(page, shots, size, "knock")
        _assert_fits(page, "the knock choice")
        page.keyboard.press("Escape")

        _play_to(page, room, "showdown")
        _shoot(page, shots, size, "showdown")
        _assert_fits(page, "the showdown", hand=False)
        assert page.locator("#showdown").is_visible()

        over = _computer_game(page, base_url, target=1)
        _play_to(page, over, "over")
        page.locator("#game-over").wait_for()
        _shoot(page, shots, size, "gameover")
        _assert_fits(page, "the game over", hand=False)
        assert not _inside(page, "#game-over table"), "the final score table is cut"
        assert not page.errors, page.errors  # type: ignore[attr-defined]
    finally:
        context.close()


def _serious(page: Page) -> list[str]:
    axe = require("axe_playwright_python.sync_playwright").Axe()
    found = axe.run(page).response["violations"]
    return [
        f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
        for v in found
        if v.get("impact") in ("serious", "critical")
    ]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_serious_accessibility_violation(browser: Any, base_url: str, scheme: str) -> None:
    context, page = _new_page(browser, "1366x657", color_scheme=scheme)
    try:
        found: dict[str, list[str]] = {}
        room = _computer_game(page, base_url, target=100)
        _play_to(page, room, "discard")
        found["table"] = _serious(page)
        _play_to(page, room, "showdown")
        found["showdown"] = _serious(page)
        page.goto(base_url + "/")
        page.locator("form").first.wait_for()
        found["start"] = _serious(page)
        for path in ("/stats", "/rules", "/lobby"):
            page.goto(base_url + path)
            page.wait_for_load_state("networkidle")
            found[path] = _serious(page)
        assert not any(found.values()), found
    finally:
        context.close()
