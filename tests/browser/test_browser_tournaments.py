"""Tournaments in Chromium against the real server (docs/web.md, "Tournaments").

- **An arena of four**: a visitor makes an arena from the list's form; four visitors
  (two laptops, two phones) open its page and press Join; the server pairs them, each
  page goes to its table by itself (the seat's token kept as the table expects it); the
  two games of one hand are played in the pages; the table's game-over panel leads back
  to the tournament, where every visitor's page shows the same standings (two wins of 2
  points), the finished games and the winner, and a spectator's page, open all along,
  saw the standings change without a reload.
- **A Swiss of five**: five players join over the API and play their games over the
  socket (for speed) while two spectators' pages (a phone, a laptop) watch: three
  rounds, each with a bye for the odd player, nobody meeting the same opponent twice;
  the pages show "Round n of 3", the byes, and at the end the winner; the profile of a
  player lists the tournament with their place.
- The list shows coming, running and finished tournaments (with a countdown, the round,
  the winner); a private tournament is not listed and its link is shown to copy.
- Join, Pause, Resume and Leave from a phone's page, each change shown and told.
- Two visitors who stay at an arena game's finished table are kept present by it and
  taken to their next game by themselves.
- The pages fit 390x844, 360x640 and 1366x768 without a sideways scroll, and axe finds
  no serious violation; the screenshots for docs/web.md are taken here
  (``GINRUMMY_DOC_IMAGES=1`` writes them into docs/images/).

The server's clock is a :class:`~tests.helpers.clock.ManualClock` that a thread moves on
in step with real time, so the director's ticks and the pages' countdowns run as ever,
and the test jumps it past an arena's end instead of waiting five real minutes. The
games are untimed (no move clock), so a jump times nobody out.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from tests.helpers.browser import doc_image, require, running_server
from tests.helpers.clock import ManualClock
from tests.helpers.server import choose, seat_subprotocols

from .test_browser import _context
from .test_browser_online import _play_to_the_end, _watch_errors
from .test_browser_screens import _serious

Page = Any
LAPTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
SMALL_PHONE = {"width": 360, "height": 640}
GAMES_ON = "#games li[data-done='false']"
TICK_S = 0.1
"""How often the server's clock is moved on, by as much real time as went by."""


# ----------------------------------------------------------------- server and clock
@pytest.fixture(scope="module")
def server_time() -> Iterator[ManualClock]:
    """The server's clock, moved on with real time by a thread; tests may jump it."""
    clock = ManualClock()
    stop = threading.Event()

    def run() -> None:
        last = time.monotonic()
        while not stop.wait(TICK_S):
            now = time.monotonic()
            clock.advance(now - last)
            last = now

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    yield clock
    stop.set()
    thread.join(timeout=5)


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory, server_time: ManualClock) -> Iterator[str]:
    db = tmp_path_factory.mktemp("tournaments") / "ginrummy.sqlite3"
    with running_server(
        db,
        clock=server_time,
        rooms_per_minute=0,
        rate_burst=1e9,
        rate_per_second=1e9,
    ) as url:
        yield url


@contextmanager
def _pages(
    browser: Any, viewports: list[dict[str, int]], **options: Any
) -> Iterator[tuple[list[Page], list[str]]]:
    """A page in a context of its own (its own visitor) per viewport, and the script
    errors they raise; ``options`` for every context (``color_scheme``...)."""
    contexts = [
        _context(
            browser, viewport=v, is_mobile=v["width"] < 500, has_touch=v["width"] < 500, **options
        )
        for v in viewports
    ]
    pages = [c.new_page() for c in contexts]
    errors: list[str] = []
    for page in pages:
        _watch_errors(page, errors)
    try:
        yield pages, errors
    finally:
        for context in contexts:
            context.close()


# ----------------------------------------------------------------- the API, from Python
def _api(
    base_url: str, method: str, path: str, who: dict[str, str] | None = None, **body: Any
) -> Any:
    httpx = require("httpx")
    headers = {"X-Player": f"{who['player_id']}:{who['secret']}"} if who else {}
    answer = httpx.request(
        method, base_url + path, headers=headers, json=body if body else None, timeout=10
    )
    assert answer.status_code < 300, answer.text
    return answer.json()


def _new_player(base_url: str, name: str) -> dict[str, str]:
    made: dict[str, str] = _api(base_url, "POST", "/api/players", name=name)
    return made


def _detail(base_url: str, tournament_id: str, who: dict[str, str] | None = None) -> Any:
    return _api(base_url, "GET", f"/api/tournaments/{tournament_id}", who)


def _wait(test: Any, timeout: float = 20.0, what: str = "") -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = test()
        if found:
            return found
        time.sleep(0.1)
    pytest.fail(f"timed out waiting for {what}")


def _let_pass(
    clock: ManualClock, seconds: float, base_url: str, tournament_id: str, people: list[Any]
) -> None:
    """Move the server's time on by ``seconds`` in steps, each player asking for the
    tournament between them as its page would every two seconds: the director pairs
    only players present (who asked in the last half minute)."""
    step = 10.0
    while seconds > 0:
        for who in people:
            _detail(base_url, tournament_id, who)
        clock.advance(min(step, seconds))
        seconds -= step
    for who in people:
        _detail(base_url, tournament_id, who)


def _play_seat(base_url: str, room: str, token: str) -> dict[str, Any]:
    """Play one seat of a game between two people over its socket with
    :func:`~tests.helpers.server.choose` until the game is over; the last view."""
    from websockets.sync.client import connect

    url = base_url.replace("http://", "ws://") + f"/ws/rooms/{room}"
    with connect(url, open_timeout=10, subprotocols=seat_subprotocols(token)) as ws:
        for _ in range(10_000):
            message = json.loads(ws.recv(timeout=30))
            if message["type"] != "state":
                continue
            view = message["view"]
            if view["game_over"] is not None:
                return dict(view)
            pending = (view.get("fair") or {}).get("next")
            if pending and pending.get("client_seed") is None and pending.get("commitment"):
                ws.send(
                    json.dumps(
                        {
                            "type": "seed",
                            "commitment": pending["commitment"],
                            "client_seed": "s" * 16,
                        }
                    )
                )
            if view["next"]["next_hand"]:
                ws.send(json.dumps({"type": "next_hand"}))
            elif view["your_turn"]:
                move = {"type": "act", "state_id": message["state_id"], "action": choose(view)}
                ws.send(json.dumps(move))
    raise AssertionError("the game did not end")


def _round_games(
    base_url: str, tournament_id: str, people: list[dict[str, str]], round_number: int
) -> list[dict[str, Any]] | None:
    """The seats of a Swiss round's games, once the round is paired: each player asks
    for the tournament (as its page would: that keeps it present) and reads its own
    game, seat and token (``me.game``); None until both games of the round are there."""
    on = [
        g
        for g in _detail(base_url, tournament_id)["games"]
        if g["round"] == round_number and g["result"] is None
    ]
    if len(on) != 2:
        return None
    return _seats(base_url, tournament_id, people, 4)


def _seats(
    base_url: str, tournament_id: str, people: list[dict[str, str]], count: int = 2
) -> list[dict[str, Any]] | None:
    """The running games of ``people`` (``me.game``: room, seat, token), once ``count``
    of them have one; else None."""
    seats = [(_detail(base_url, tournament_id, who).get("me") or {}).get("game") for who in people]
    found = [g for g in seats if g]
    return found if len(found) == count else None


def _play_all(base_url: str, seats: list[dict[str, Any]]) -> None:
    """Play every seat at once (each game's two seats answer each other), to the end."""
    ends: list[Any] = []

    def play(seat: dict[str, Any]) -> None:
        try:
            ends.append(_play_seat(base_url, seat["room"], seat["token"]))
        except Exception as exc:  # told to the test below, not lost in a thread
            ends.append(exc)

    threads = [threading.Thread(target=play, args=(seat,)) for seat in seats]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=90)
    assert len(ends) == len(seats) and all(isinstance(e, dict) for e in ends), ends


def _fits(page: Page) -> bool:
    return bool(
        page.evaluate(
            "() => document.documentElement.scrollWidth <= document.documentElement.clientWidth"
        )
    )


def _standings(page: Page) -> list[tuple[str, str, str]]:
    """(name, points, games) of each row of the page's standings, in order."""
    rows = page.locator("#standings-rows tr").evaluate_all(
        """rows => rows.map(r => [r.querySelector('td.who a').textContent,
                                 r.cells[2].textContent, r.cells[3].textContent])"""
    )
    return [tuple(r) for r in rows]


def _shot(page: Page, name: str) -> None:
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(doc_image(name)))


# ----------------------------------------------------------------- the tests
def test_four_visitors_join_an_arena_are_paired_play_and_see_the_standings(
    browser: Any, base_url: str, server_time: ManualClock
) -> None:
    with _pages(browser, [LAPTOP, PHONE, LAPTOP, PHONE, LAPTOP]) as (pages, errors):
        ann, bob, cy, di, spectator = pages
        # Ann makes the arena from the list's form: one hand a game, no clock.
        ann.goto(base_url + "/tournaments")
        ann.wait_for_selector("body[data-loaded='true']")
        ann.get_by_label("Your name").fill("Ann")
        ann.get_by_label("Name of the tournament").fill("Sunday arena")
        ann.get_by_label("Target score").fill("1")
        ann.get_by_label("Move clock").select_option("")
        ann.get_by_label("Starts in (minutes)").fill("0")
        ann.get_by_label("Lasts (minutes)").fill("5")
        ann.get_by_label(re.compile("^Rated")).uncheck()
        ann.get_by_role("button", name="Create the tournament").click()
        link = ann.locator("#created-link")
        link.wait_for()
        url = link.input_value()
        assert re.fullmatch(re.escape(base_url) + r"/tournaments/[\w-]+", url), url
        tournament_id = url.rsplit("/", 1)[1]
        # It is listed (public), with its organiser.
        ann.locator(f".tourney-item[data-id='{tournament_id}']").wait_for()

        spectator.goto(url)
        spectator.wait_for_selector("body[data-loaded='true']")
        spectator.evaluate("window.__sameDocument = true")
        assert spectator.locator("#t-name").inner_text() == "Sunday arena"

        for page, name in zip((ann, bob, cy, di), ("Ann", "Bob", "Cy", "Di"), strict=True):
            page.goto(url)
            page.wait_for_selector("body[data-loaded='true']")
            if page is not ann:
                page.get_by_label("Your name").fill(name)
            page.get_by_role("button", name="Join").click()
        # The server pairs them; every page goes to its table by itself.
        for page in (ann, bob, cy, di):
            page.wait_for_url(re.compile(r"/room/[^/]+$"), timeout=15_000)
            page.locator("#hand .hand-card").first.wait_for()
        tables: dict[str, list[Page]] = {}
        for page in (ann, bob, cy, di):
            tables.setdefault(page.url, []).append(page)
        assert sorted(len(v) for v in tables.values()) == [2, 2], list(tables)
        first, second = list(tables.values())
        # The spectator sees both games in progress, with Watch links.
        spectator.wait_for_function("() => document.querySelectorAll('#games a.btn').length === 2")
        watch = spectator.locator("#games a", has_text="Watch").first.get_attribute("href")
        assert watch and watch.startswith("/watch/")

        # The arena's time runs out while both games are played: the games in progress
        # still count, and nobody is paired again after them.
        server_time.advance(6 * 60)
        _play_to_the_end(first)
        for page in first:
            back = page.get_by_role("link", name="Back to the tournament")
            back.wait_for()
            assert page.locator("#btn-rematch").count() == 0  # the tournament pairs
            back.click()
            page.wait_for_url(url)
            page.wait_for_selector("body[data-loaded='true']")
        for page in first:  # the first game's result, the second game still on
            page.wait_for_function(
                "() => document.querySelector('#standings-rows tr td.points')?.textContent === '2'"
            )
            assert _standings(page)[0][1:] == ("2", "1")
            assert page.locator("#t-when").inner_text() == "Ending\u2026"
            assert page.locator("#games li[data-done='false']").count() == 1
        _play_to_the_end(second)
        for page in second:
            page.get_by_role("link", name="Back to the tournament").click()
            page.wait_for_url(url)
            page.wait_for_selector("body[data-loaded='true']")
        # Every page, the spectator's without a reload, shows the same final standings.
        for page in (*first, *second, spectator):
            page.wait_for_selector("body[data-status='finished']", timeout=20_000)
            page.wait_for_function(
                "() => document.querySelectorAll('#standings-rows tr').length === 4"
            )
        assert spectator.evaluate("window.__sameDocument") is True
        final = _standings(spectator)
        assert [row[1:] for row in final] == [("2", "1"), ("2", "1"), ("0", "1"), ("0", "1")]
        for page in (ann, bob, cy, di):
            assert _standings(page) == final
        assert re.match(r"Finished: \S+ won", spectator.locator("#t-when").inner_text())
        assert spectator.locator("#games li[data-done='true']").count() == 2

        # From the finished standings a player challenges someone met there: a button on
        # every other player's row, none on one's own, none for a visitor with no player.
        assert spectator.locator("#standings-rows .challenge-button").count() == 0
        assert ann.locator("#standings-rows .challenge-button").count() == 3
        assert ann.locator("#standings-rows tr.me .challenge-button").count() == 0
        bob_row = ann.locator("#standings-rows tr", has_text="Bob")
        bob_row.get_by_role("button", name="Challenge").click()
        ann.locator("#challenge-dialog").get_by_role("button", name="Send challenge").click()
        notice = bob.locator(".challenge-incoming")
        notice.wait_for()
        assert re.match(r"Ann#\d+ challenges you", notice.inner_text()), notice.inner_text()
        notice.get_by_role("button", name="Decline").click()
        ann.locator(".challenge-ended").wait_for()
        assert not errors, errors


def test_a_swiss_of_five_runs_three_rounds_with_a_bye(
    browser: Any, base_url: str, server_time: ManualClock
) -> None:
    names = ["Eve", "Fay", "Gus", "Hal", "Ivy"]
    people = [_new_player(base_url, n) for n in names]
    made = _api(
        base_url,
        "POST",
        "/api/tournaments",
        people[0],
        name="Swiss of five",
        format="swiss",
        preset="standard",
        target=1,
        clock=None,
        starts_in_minutes=1,
        rounds=3,
        rated=False,
        private=False,
    )
    tid = made["id"]
    for who in people:
        _api(base_url, "POST", f"/api/tournaments/{tid}/join", who)
    with _pages(browser, [PHONE, LAPTOP, SMALL_PHONE]) as (pages, errors):
        phone, laptop, small = pages
        for page in pages:
            page.goto(f"{base_url}/tournaments/{tid}")
            page.wait_for_selector("body[data-loaded='true']")
            page.evaluate("window.__sameDocument = true")
        assert phone.locator("#t-when").inner_text().startswith("Starts in")
        assert len(_standings(phone)) == 5
        _let_pass(server_time, 60, base_url, tid, people)  # the start
        met: set[frozenset[str]] = set()
        byes: list[str] = []
        for round_number in (1, 2, 3):
            for page in pages:
                page.wait_for_function(
                    "(n) => document.querySelector('#t-when').textContent === `Round ${n} of 3`",
                    arg=round_number,
                    timeout=20_000,
                )
            # A newcomer may join during the first round (to play from the second),
            # not later.
            joins = phone.get_by_role("button", name="Join")
            if round_number == 1:
                assert joins.count() == 1
                assert "play from the second" in phone.locator("#t-note").inner_text()
            else:
                assert joins.count() == 0
                assert "too late to join" in phone.locator("#t-note").inner_text()
            games = _wait(
                lambda n=round_number: _round_games(base_url, tid, people, n),
                what=f"round {round_number}'s pairings",
            )
            if round_number == 3:  # the pictures: two rounds played, the last one on
                for page, name in (
                    (phone, "tournament-phone.png"),
                    (laptop, "tournament-laptop.png"),
                ):
                    page.wait_for_function(
                        "(on) => document.querySelectorAll(on).length === 2", arg=GAMES_ON
                    )
                    assert _fits(page), name
                    _shot(page, name)
                small.wait_for_function(
                    "(on) => document.querySelectorAll(on).length === 2", arg=GAMES_ON
                )
                assert _fits(small), "360x640"
                assert not _serious(laptop)
            _play_all(base_url, games)
            detail = _detail(base_url, tid)
            this_round = [g for g in detail["games"] if g["round"] == round_number]
            assert len(this_round) == 2
            for g in this_round:
                pair = frozenset(s["id"] for s in g["seats"])
                assert pair not in met, "a repeat pairing"
                met.add(pair)
            bye = [b for b in detail["byes"] if b["round"] == round_number]
            assert len(bye) == 1 and len(bye[0]["players"]) == 1
            byes.append(bye[0]["players"][0])
        assert len(set(byes)) == 3, "a bye twice to one player"
        for page in pages:
            page.wait_for_selector("body[data-status='finished']", timeout=20_000)
            assert page.evaluate("window.__sameDocument") is True
            assert page.locator("#byes li").count() == 3
            assert page.locator("#games li[data-done='true']").count() == 6
            assert re.match(r"Finished: \S+ won", page.locator("#t-when").inner_text())
        # The tie-break on a laptop; on a phone the order says it.
        assert laptop.locator("#tie-break-head").is_visible()
        assert not phone.locator("#tie-break-head").is_visible()
        final = _detail(base_url, tid)
        tie_breaks = laptop.locator("#standings-rows td.tie-break").all_inner_texts()
        assert tie_breaks == [f"{round(r['tie_break'], 1):g}" for r in final["standings"]], (
            tie_breaks
        )
        assert [(r["player"]["name"], str(r["points"])) for r in final["standings"]] == [
            (n, p) for n, p, _ in _standings(laptop)
        ]
        # The winner's profile lists the tournament, first of five.
        winner = final["winner"]
        laptop.goto(f"{base_url}/player/{winner['id']}")
        row = laptop.locator(f"#tournaments tr[data-tournament='{tid}']")
        row.wait_for()
        assert "1 of 5" in row.inner_text() and "Swiss of five" in row.inner_text()
        assert not errors, errors


def test_the_list_shows_coming_running_and_finished_and_hides_a_private_one(
    browser: Any, base_url: str, server_time: ManualClock
) -> None:
    # A Swiss of two, one round: finished once its one game is played.
    duo = [_new_player(base_url, n) for n in ("Lou", "Max")]
    quick = _api(
        base_url,
        "POST",
        "/api/tournaments",
        duo[0],
        name="Quick duel",
        format="swiss",
        preset="standard",
        target=1,
        clock=None,
        starts_in_minutes=1,
        rounds=1,
        rated=False,
        private=False,
    )
    for who in duo:
        _api(base_url, "POST", f"/api/tournaments/{quick['id']}/join", who)
    _let_pass(server_time, 60, base_url, quick["id"], duo)  # its start
    seats = _wait(lambda: _seats(base_url, quick["id"], duo), what="the duel's game")
    _play_all(base_url, seats)
    _wait(lambda: _detail(base_url, quick["id"])["status"] == "finished", what="the duel's end")
    org = _new_player(base_url, "Org")
    coming = _api(
        base_url,
        "POST",
        "/api/tournaments",
        org,
        name="Later arena",
        format="arena",
        preset="standard",
        target=100,
        clock="rapid",
        starts_in_minutes=90,
        minutes=60,
        rated=True,
        private=False,
    )
    hidden = _api(
        base_url,
        "POST",
        "/api/tournaments",
        org,
        name="Friends only",
        format="swiss",
        preset="standard",
        target=100,
        clock=None,
        starts_in_minutes=30,
        rounds=4,
        rated=False,
        private=True,
    )
    running = _api(
        base_url,
        "POST",
        "/api/tournaments",
        org,
        name="Hourly arena",
        format="arena",
        preset="standard",
        target=100,
        clock="blitz",
        starts_in_minutes=0,
        minutes=60,
        rated=True,
        private=False,
    )
    _wait(lambda: _detail(base_url, running["id"])["status"] == "running", what="the arena's start")
    shots = {PHONE["width"]: "tournaments-phone.png", LAPTOP["width"]: "tournaments-laptop.png"}
    with _pages(browser, [PHONE, SMALL_PHONE, LAPTOP]) as (pages, errors):
        for page in pages:
            page.goto(base_url + "/tournaments")
            page.wait_for_selector("body[data-loaded='true']")
            item = page.locator(f".tourney-item[data-id='{coming['id']}']")
            assert re.fullmatch(r"Starts in 1:(29|30):\d\d", item.locator(".when").inner_text())
            assert "Later arena" in item.inner_text() and "by Org#" in item.inner_text()
            assert page.locator(f".tourney-item[data-id='{hidden['id']}']").count() == 0
            arena = page.locator(f".tourney-item[data-id='{running['id']}']")
            assert re.fullmatch(r"Ends in (59|60):\d\d", arena.locator(".when").inner_text())
            duel = page.locator(f"#finished .tourney-item[data-id='{quick['id']}']")
            assert re.fullmatch(r"Finished: (Lou|Max)#\d+ won", duel.locator(".when").inner_text())
            assert _fits(page), page.viewport_size
            assert not _serious(page)
            if page.viewport_size["width"] in shots:
                _shot(page, shots[page.viewport_size["width"]])
        # The private one opens by its link, says it is private, and fits every screen.
        for page in pages:
            page.goto(f"{base_url}/tournaments/{hidden['id']}")
            page.wait_for_selector("body[data-loaded='true']")
            assert _fits(page), page.viewport_size
        laptop = pages[2]
        laptop.goto(f"{base_url}/tournaments/{hidden['id']}")
        laptop.wait_for_selector("body[data-loaded='true']")
        assert laptop.locator("#t-private").is_visible()
        invite = laptop.locator("#invite-link")
        assert invite.input_value() == f"{base_url}/tournaments/{hidden['id']}"
        assert laptop.get_by_role("button", name="Join").is_visible()
        # Making a private one shows its link to copy.
        laptop.goto(base_url + "/tournaments")
        laptop.get_by_label("Your name").fill("Kim")
        laptop.get_by_label("Name of the tournament").fill("Kim's Swiss")
        laptop.get_by_label(re.compile("^Swiss")).check()
        laptop.get_by_label("Rounds", exact=True).fill("2")
        laptop.get_by_label(re.compile("^Private")).check()
        laptop.get_by_role("button", name="Create the tournament").click()
        laptop.locator("#created-status", has_text="private").wait_for()
        link = laptop.locator("#created-link").input_value()
        assert "/tournaments/" in link
        assert not errors, errors
        # An unknown tournament is told as such (the browser logs the 404).
        answer = laptop.goto(base_url + "/tournaments/nope-nope-nope")
        assert answer.status == 404 and laptop.title().startswith("Not found")
    # The dark theme passes the same scan, on the list and on a tournament.
    with _pages(browser, [LAPTOP], color_scheme="dark") as ([page], errors):
        for path in ("/tournaments", f"/tournaments/{quick['id']}"):
            page.goto(base_url + path)
            page.wait_for_selector("body[data-loaded='true']")
            assert not _serious(page), path
        assert not errors, errors
    # A browser whose player the server does not know (forgotten, signed out) sees the
    # page as a visitor does, and Join makes it a new player.
    with _pages(browser, [PHONE]) as ([page], _):
        page.goto(base_url + "/rules")
        page.evaluate(
            """localStorage.setItem('ginrummy.player',
                JSON.stringify({player_id: 'gone', secret: 'x', name: 'Old#1234'}))"""
        )
        page.goto(f"{base_url}/tournaments/{hidden['id']}")
        page.wait_for_selector("body[data-loaded='true']")
        assert page.locator("#t-error").is_hidden()
        page.get_by_role("button", name="Join").click()
        page.get_by_role("button", name="Leave").wait_for()
        assert re.fullmatch(r"Old#\d{4}", _standings(page)[0][0])
        assert page.locator("#standings-rows tr.me").count() == 1


def test_join_pause_resume_and_leave_from_the_page(browser: Any, base_url: str) -> None:
    org = _new_player(base_url, "Ned")
    made = _api(
        base_url,
        "POST",
        "/api/tournaments",
        org,
        name="Evening arena",
        format="arena",
        preset="standard",
        target=100,
        clock=None,
        starts_in_minutes=30,
        minutes=30,
        rated=False,
        private=False,
    )
    with _pages(browser, [PHONE]) as ([page], errors):
        sockets: list[str] = []
        page.on("websocket", lambda ws: sockets.append(ws.url))
        page.goto(f"{base_url}/tournaments/{made['id']}")
        page.wait_for_selector("body[data-loaded='true']")
        assert "starts by itself" in page.locator("#t-note").inner_text()
        # The page listens on the tournament's socket besides its poll.
        _wait(lambda: sockets, what="the tournament's socket")
        assert sockets[0].endswith(f"/ws/tournaments/{made['id']}")
        page.get_by_label("Your name").fill("Oli")
        page.get_by_role("button", name="Join").click()
        mine = page.locator("#standings-rows tr.me")
        mine.wait_for()
        assert re.match(r"Oli#\d{4}", mine.locator("td.who a").inner_text())
        page.get_by_role("button", name="Pause").click()
        mine.locator(".tag", has_text="paused").wait_for()
        assert "not paired until you resume" in page.locator("#t-note").inner_text()
        page.get_by_role("button", name="Resume").click()
        page.get_by_role("button", name="Pause").wait_for()
        assert mine.locator(".tag", has_text="paused").count() == 0
        page.get_by_role("button", name="Leave").click()
        page.get_by_role("button", name="Join again").wait_for()
        assert mine.locator(".tag", has_text="left").count() == 1
        # The page says it to a screen reader, and the focus stays on a button.
        assert page.locator("#t-live").inner_text() == "You left the tournament."
        assert page.evaluate("document.activeElement.id") == "btn-join"
        assert not errors, errors


def test_an_arena_table_stays_present_and_opens_the_next_game(browser: Any, base_url: str) -> None:
    """Two visitors play an arena's game and stay at its table, reading the final score:
    the table keeps them present (it asks about the tournament for them), the server
    pairs them again, and both tables go to the next game by themselves."""
    with _pages(browser, [LAPTOP, PHONE]) as (pages, errors):
        pat, quin = pages
        pat.goto(base_url + "/tournaments")
        pat.wait_for_selector("body[data-loaded='true']")
        pat.get_by_label("Your name").fill("Pat")
        pat.get_by_label("Name of the tournament").fill("Two-player arena")
        pat.get_by_label("Target score").fill("1")
        pat.get_by_label("Move clock").select_option("")
        pat.get_by_label("Starts in (minutes)").fill("0")
        pat.get_by_label("Lasts (minutes)").fill("30")
        pat.get_by_role("button", name="Create the tournament").click()
        pat.locator("#created-link").wait_for()
        url = pat.locator("#created-link").input_value()
        for page, name in ((pat, None), (quin, "Quin")):
            page.goto(url)
            page.wait_for_selector("body[data-loaded='true']")
            if name:
                page.get_by_label("Your name").fill(name)
            page.get_by_role("button", name="Join").click()
        for page in pages:
            page.wait_for_url(re.compile(r"/room/[^/]+$"), timeout=15_000)
            page.locator("#hand .hand-card").first.wait_for()
        first_room = pat.url
        assert quin.url == first_room
        _play_to_the_end(pages)
        # The notice (a link to go at once) shows for a moment, then the table goes.
        notice = pat.locator("#tournament-notice", has_text="next tournament game")
        notice.get_by_role("link", name="Go to that table").wait_for(timeout=20_000)
        for page in pages:
            page.wait_for_url(lambda u: "/room/" in u and u != first_room, timeout=20_000)
            page.locator("#hand .hand-card").first.wait_for()
        assert pat.url == quin.url
        assert not errors, errors
