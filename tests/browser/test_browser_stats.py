"""The statistics page and the installable site in headless Chromium, against the real
server (see tests/browser/test_browser.py for how these tests run and when they skip).

A short game against the computer (the OpenSpiel preset: one hand to 1 point) is played
over the table's socket from here, as this browser's client id and seat; then the
browser opens the start page, follows "Your statistics", finds the game listed, and
steps its replay forward and back with the buttons, the keys and the slider; the
table's "Replay this game" opens it too. Then the
site as an app: the manifest and the worker are served, the worker registers and takes
the page, and with the network gone the start page and the table's page still load.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from tests.helpers.browser import doc_image, running_server
from tests.helpers.server import play_computer_game

Page = Any
TIMEOUT_MS = 10_000
CLIENT = "stats0browser0test"


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("stats") / "ginrummy.sqlite3"
    with running_server(db, deal_seed=20261201) as url:
        yield url


def play_short_game(base: str) -> dict[str, Any]:
    """A game against the easy computer to 1 point, played over the socket as
    :data:`CLIENT`; the room's answer (id, seat, token)."""
    body = {"mode": "computer", "level": "easy", "rules": "openspiel", "client_id": CLIENT}
    return play_computer_game(base, body)[0]


def caption_step(page: Page) -> int:
    found = re.match(r"Step (\d+) of (\d+)", page.locator("#replay-caption").inner_text())
    assert found, page.locator("#replay-caption").inner_text()
    return int(found.group(1))


def wait_step(page: Page, number: int) -> None:
    page.wait_for_function(
        "n => document.querySelector('#replay-caption').textContent.startsWith(`Step ${n} of`)",
        arg=number,
    )


def test_statistics_list_the_game_and_its_replay_steps(browser: Any, base_url: str) -> None:
    room = play_short_game(base_url)
    rid = room["room_id"]
    context = browser.new_context(
        viewport={"width": 390, "height": 844},
        device_scale_factor=2,
        is_mobile=True,
        has_touch=True,
        reduced_motion="reduce",
    )
    context.set_default_timeout(TIMEOUT_MS)
    # This browser is the one that played: its client id and the seat's token.
    seat = json.dumps({"seat": room["seat"], "token": room["token"], "saved": 1})
    context.add_init_script(
        script=f"localStorage.setItem('ginrummy.client_id', {json.dumps(CLIENT)});"
        f"localStorage.setItem({json.dumps('ginrummy.room.' + rid)}, {json.dumps(seat)});"
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    page.on(
        "console",
        lambda msg: errors.append(f"console: {msg.text}") if msg.type == "error" else None,
    )
    try:
        page.goto(base_url + "/")
        page.locator("#stats-link").click()
        page.wait_for_url(re.compile(r"/stats$"))

        # The statistics: one game, against the easy computer, listed with a replay.
        item = page.locator("#games .game-item")
        item.first.wait_for()
        assert item.count() == 1
        assert "against Computer (easy)" in item.inner_text()
        assert "OpenSpiel" in item.inner_text()
        assert page.locator('[data-total="games"]').inner_text() == "1"
        rows = page.locator("#levels tbody tr")
        assert rows.count() == 6  # five levels, and people
        easy = rows.filter(has_text="Computer, easy")
        assert easy.locator("td").first.inner_text() == "1"

        # The replay: from the deal, forward and back by button, key and slider.
        item.get_by_role("button", name=re.compile("^Replay")).click()
        page.locator("#replay-body").wait_for()
        assert caption_step(page) == 1
        assert "the cards are dealt" in page.locator("#replay-caption").inner_text()
        assert page.locator("#replay-hand .card").count() == 10
        assert page.locator("#replay-opp-hand .card").count() == 10
        total = int(page.locator("#replay-step").get_attribute("max") or "0") + 1
        assert total >= 4
        page.locator("#replay-next").click()
        wait_step(page, 2)
        page.keyboard.press("ArrowRight")
        wait_step(page, 3)
        page.keyboard.press("ArrowLeft")
        wait_step(page, 2)
        page.locator("#replay-prev").click()
        wait_step(page, 1)
        assert page.locator("#replay-prev").is_disabled()
        page.locator("#replay-step").fill("3")
        wait_step(page, 4)
        assert "step=3" in page.url and f"room={rid}" in page.url
        assert page.locator("#replay-events li").count() >= 1
        page.keyboard.press("End")
        wait_step(page, total)
        assert page.locator("#replay-showdown").is_visible()
        assert page.locator("#replay-game-over").is_visible()
        assert page.locator("#replay-next").is_disabled()
        assert page.locator("#replay-middle").is_hidden()
        page.keyboard.press("Home")
        wait_step(page, 1)
        # The address keeps the replay: a reload comes back to the same step.
        page.locator("#replay-step").fill("2")
        wait_step(page, 3)
        page.reload()
        page.locator("#replay-body").wait_for()
        wait_step(page, 3)
        page.set_viewport_size({"width": 390, "height": 1100})
        page.locator("#replay").screenshot(path=str(doc_image("stats-replay.png")))

        # The table of the finished game links to its replay.
        page.goto(base_url + f"/room/{rid}")
        page.locator("#btn-replay").click()
        page.wait_for_url(re.compile(r"/stats\?room="))
        page.locator("#replay-body").wait_for()
        wait_step(page, 1)

        # Installable: the manifest, the worker registered on this page, in control
        # after a reload, keeping the files (the table's among them).
        manifest = page.evaluate(
            """async () => {
                const link = document.querySelector('link[rel="manifest"]');
                const response = await fetch(link.href);
                return [response.headers.get('content-type'), await response.json()];
            }"""
        )
        assert manifest[0].startswith("application/manifest+json")
        assert manifest[1]["start_url"] == "/" and manifest[1]["display"] == "standalone"
        worker = page.evaluate("async () => (await navigator.serviceWorker.ready).active.scriptURL")
        assert worker == base_url + "/sw.js"
        page.goto(base_url + "/")
        page.wait_for_function("() => navigator.serviceWorker.controller !== null")
        kept = page.evaluate(
            """async () => {
                const names = (await caches.keys()).filter((n) => n.startsWith('ginrummy-'));
                const cache = await caches.open(names[0]);
                const paths = ['/', '/static/table.js', '/static/room.html', '/static/stats.js'];
                const found = await Promise.all(paths.map((p) => cache.match(p)));
                return [names.length, found.every(Boolean)];
            }"""
        )
        assert kept == [1, True]
        assert not errors, errors

        # Offline: the start page and the table's page still load, from the worker.
        context.set_offline(True)
        page.goto(base_url + "/")
        assert page.title().startswith("Gin Rummy")
        assert page.locator("#play-computer").is_visible()
        page.goto(base_url + f"/room/{rid}")
        assert page.title() == "Gin Rummy table"
        context.set_offline(False)
    finally:
        context.close()
