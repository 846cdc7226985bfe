"""Meeting anyone online, in headless Chromium against the real server (docs/online.md).

- Two browsers press "Play someone now" with the same rules and target and meet at one
  table within 5 seconds, each with its own cards.
- A third browser opens the lobby, sees the game in play and watches it; over the whole
  game (played to its end by the two browsers) no WebSocket frame the watcher receives
  names a card hidden from a watcher, judged from the two players' own views of the same
  state: every card but the discard pile, the cards both players saw go by in the hand
  (taken or discarded), the cards known to be held (taken from the pile) and, at a
  showdown, the hands laid down. So the stock, a player's cards drawn from it and a
  knocker's face-down discard must never be named.
- Chat: markup typed by one player reaches the other as literal text; Mute hides it.
- After rated games against the computer, the leaderboard and the profile (its rating
  chart, its record against the levels, its recent games) show them.

The server is the same as in test_browser.py (uvicorn in a thread, an SQLite file in a
temporary folder, the computer moving at once), with no limit on new rooms (these tests
make many from one address) and secure deals. Screenshots for the documentation are taken
at a laptop viewport (written to docs/images/ only when GINRUMMY_DOC_IMAGES is set, see
doc_image). Like test_browser.py, the tests skip without Chromium, Playwright or the
server, and fail on any script error in the pages.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from typing import Any

import pytest

from tests.helpers.browser import (
    doc_image,
    require,
    running_server,
    wait_for_hand,
)
from tests.helpers.server import cards_in, play_computer_game, seat_subprotocols

from .test_browser import _context, _hand

Page = Any
LAPTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
ALL_CARDS = {rank + suit for rank in "A23456789TJQK" for suit in "CDHS"}
MARKUP = "<b>hi</b><img src=x onerror=alert(1)>"
TAKEN: set[tuple[int, str]] = set()
"""(page, hand) where the test's player took an upcard already (once a hand)."""


# ----------------------------------------------------------------- server and browser
@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The real server (``create_app``) on a free local port."""
    db = tmp_path_factory.mktemp("online") / "ginrummy.sqlite3"
    # Secure deals (no ``deal_seed``): with a seed every room would deal the same game,
    # and the rated games below would all end alike.
    with running_server(db, rooms_per_minute=0) as url:
        yield url


def _watch_errors(page: Page, errors: list[str] | None = None) -> list[str]:
    """Collect the page's script errors into ``errors`` (a new list by default)."""
    errors = [] if errors is None else errors
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    page.on(
        "console",
        lambda msg: errors.append(f"console: {msg.text}") if msg.type == "error" else None,
    )
    return errors


def _shot(page: Page, name: str) -> None:
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(doc_image(name)))


class Frames:
    """Every text frame a page's WebSockets receive, parsed."""

    def __init__(self, page: Page) -> None:
        self.raw: list[str] = []
        page.on("websocket", self._socket)

    def _socket(self, ws: Any) -> None:
        ws.on(
            "framereceived",
            lambda payload: self.raw.append(
                payload if isinstance(payload, str) else payload.decode()
            ),
        )

    def messages(self, kind: str) -> list[dict[str, Any]]:
        out = []
        for text in self.raw:
            message = json.loads(text)
            if message.get("type") == kind:
                out.append(message)
        return out


# ----------------------------------------------------------------- playing from the page
def _start_page(page: Page, base_url: str, name: str, target: int) -> None:
    page.goto(base_url + "/")
    page.get_by_label("Your name").fill(name)
    page.get_by_label("Target score").fill(str(target))


def _pair(
    browser: Any, base_url: str, target: int, names: tuple[str, str], shot: str | None = None
) -> tuple[list[Any], list[Page], list[str], list[Frames]]:
    """Two browsers (a laptop and a phone) press "Play someone now" and meet: the
    contexts, the pages (in the order they pressed), the script errors seen and the
    frames each page's sockets received."""
    contexts = [
        _context(browser, viewport=LAPTOP),
        _context(browser, viewport=PHONE, is_mobile=True),
    ]
    pages = [c.new_page() for c in contexts]
    frames = [Frames(p) for p in pages]
    errors: list[str] = []
    for page, name in zip(pages, names, strict=True):
        _watch_errors(page, errors)
        _start_page(page, base_url, name, target)
    first, second = pages
    first.get_by_role("button", name="Play someone now").click()
    first.wait_for_selector("#pairing-status:has-text('Looking for an opponent')")
    assert "1 waiting in this pool" in first.locator("#pairing-status").inner_text()
    assert first.get_by_role(
        "link", name=re.compile("Play the computer while you wait")
    ).is_visible()
    if shot:
        _shot(first, shot)
        # "Play the computer while you wait": a computer game in a new tab, which says
        # that the other tab is still looking, while this one keeps the place.
        with contexts[0].expect_page() as opened:
            first.get_by_role("link", name=re.compile("Play the computer while you wait")).click()
        alongside = opened.value
        _watch_errors(alongside, errors)
        alongside.wait_for_url(re.compile(r"/room/[^/]+$"))
        wait_for_hand(alongside)
        assert alongside.locator("#opp-name").inner_text().startswith("Computer")
        alongside.wait_for_selector("#pairing-notice:has-text('Still looking for an opponent')")
        pages.append(alongside)
    # Both pages go to the table by themselves (pushed, not polled by a reload); the
    # wait is generous because CI's machine may be busy: no timing is asserted.
    second.get_by_role("button", name="Play someone now").click()
    for page in (first, second):
        page.wait_for_url(re.compile(r"/room/[^/]+$"), timeout=20_000)
        page.locator("#hand .hand-card").first.wait_for(timeout=20_000)
    assert first.url == second.url
    if len(pages) > 2:  # the computer game's tab links to the new table
        notice = pages.pop().locator("#pairing-notice")
        notice.get_by_role("link", name="Go to that table").wait_for()
        assert (
            notice.get_by_role("link").get_attribute("href")
            == "/room/" + first.url.rsplit("/", 1)[1]
        )
    return contexts, pages, errors, frames


def _state(page: Page) -> dict[str, Any]:
    result: dict[str, Any] = page.evaluate(
        """() => ({
            state: document.body.dataset.stateId,
            phase: document.body.dataset.phase,
            myTurn: document.body.classList.contains('my-turn'),
            pending: document.body.classList.contains('pending'),
            connected: document.body.dataset.connection === 'connected',
            showdown: !document.querySelector('#showdown').hidden,
            gameOver: !document.querySelector('#game-over').hidden,
            nextHand: Boolean(document.querySelector('#btn-next-hand')),
        })"""
    )
    return result


def _step(page: Page) -> bool:
    """One move (or "Next hand") of this page's player when there is one to make:
    pass the first upcard, take the upcard when it pairs a card of the hand, else draw;
    knock or go gin when offered, else discard the card that leaves the least deadwood.
    Returns whether it did something."""
    s = _state(page)
    if not s["connected"] or s["pending"] or s["gameOver"]:
        return False
    if s["showdown"]:
        if not s["nextHand"]:
            return False
        page.locator("#btn-next-hand").click()
        return True
    if not s["myTurn"]:
        return False
    if s["phase"] == "upcard_offer":
        page.locator("#actions button", has_text=re.compile("^Pass")).first.click()
    elif s["phase"] == "draw":
        # Take the upcard when it pairs a card in the hand, once a hand (so that cards
        # become known to be held, which a watcher sees, and the stock still runs down:
        # two players taking each other's discards could go round for ever), else draw.
        pairs, hand = page.evaluate(
            """() => {
                const up = document.querySelector('#discard .card')?.dataset.card;
                const ranks = [...document.querySelectorAll('#hand .hand-card')]
                    .map((e) => e.dataset.card[0]);
                const hand = document.querySelector('#score-meta').textContent;
                return [Boolean(up) && ranks.includes(up[0]), hand];
            }"""
        )
        take = page.locator("#actions .btn-take")
        if pairs and take.count() and (id(page), hand) not in TAKEN:
            TAKEN.add((id(page), hand))
            take.click()
        else:
            page.locator("#actions button", has_text="Draw from the stock").click()
    elif s["phase"] == "discard":
        if page.locator("#actions .btn-gin").count():
            page.locator("#actions .btn-gin").first.click()
        elif page.locator("#actions .btn-knock").count():
            page.locator("#actions .btn-knock").click()
            page.locator("#actions .btn-knock-card").first.click()
        else:
            # The card that leaves the least deadwood (the page says so under each card),
            # discarded by keyboard (a card just taken may lie over it).
            best = page.evaluate(
                """() => {
                    let best = null, low = Infinity;
                    for (const el of document.querySelectorAll('#hand .hand-card.playable')) {
                        const said = el.getAttribute('aria-description') || '';
                        const m = /leaves (\\d+) deadwood/.exec(said);
                        const left = m ? Number(m[1]) : 999;
                        if (left <= low) { low = left; best = el.dataset.card; }
                    }
                    return best;
                }"""
            )
            page.locator(f"#hand .hand-card[data-card='{best}']").focus()
            page.keyboard.press("Enter")
    else:
        page.locator("#actions button:not([disabled])").first.click()
    page.wait_for_function(
        """(before) => document.body.dataset.stateId !== before ||
                       !document.querySelector('#showdown').hidden""",
        arg=s["state"],
    )
    return True


def _play_to_the_end(pages: list[Page], limit_s: float = 240) -> None:
    """Both players play until the game is over."""
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        if all(_state(p)["gameOver"] for p in pages):
            return
        if not any(_step(p) for p in pages):
            time.sleep(0.05)
    pytest.fail("the game did not end in time")


# ----------------------------------------------------------------- the tests
def test_two_people_press_play_someone_now_and_meet(browser: Any, base_url: str) -> None:
    contexts, (ann, bob), errors, _ = _pair(
        browser, base_url, 10, ("Ann", "Bob"), shot="pairing.png"
    )
    ann_cards, bob_cards = set(_hand(ann)), set(_hand(bob))
    assert len(ann_cards) in (10, 11) and len(bob_cards) in (10, 11)
    assert not ann_cards & bob_cards
    assert re.fullmatch(r"Bob#\d{4}", ann.locator("#opp-name").inner_text())
    assert re.fullmatch(r"Ann#\d{4}", bob.locator("#opp-name").inner_text())
    assert {
        ann.evaluate("document.body.dataset.seat"),
        bob.evaluate("document.body.dataset.seat"),
    } == {"0", "1"}
    # A paired game is timed: both clocks show, the one to move runs.
    for page in (ann, bob):
        page.locator("#clock-me").wait_for()
        assert re.search(r"\d:\d\d", page.locator("#clock-opp").inner_text())
    mover = ann if _state(ann)["myTurn"] else bob
    assert "running" in (mover.locator("#clock-me").get_attribute("class") or "")
    # The start page's identity panel knows the name now.
    assert not errors, errors
    for context in contexts:
        context.close()


def test_closing_a_second_start_page_keeps_the_first_tabs_place(
    browser: Any, base_url: str
) -> None:
    """A second start page of the same browser follows the wait the first tab holds;
    closing it must not take the first tab out of the queue (only the tab that holds
    the wait leaves it as it closes)."""
    context = _context(browser, viewport=LAPTOP)
    first = context.new_page()
    errors = _watch_errors(first)
    _start_page(first, base_url, "Cleo", 45)
    first.get_by_role("button", name="Play someone now").click()
    first.wait_for_selector("#pairing-status:has-text('Looking for an opponent')")
    second = context.new_page()
    _watch_errors(second, errors)
    second.goto(base_url + "/")
    second.wait_for_selector("#pairing-status:has-text('Looking for an opponent')")
    second.close()
    first.wait_for_timeout(2_500)  # a few polls: still in the queue
    status = first.evaluate(
        """async () => {
            const me = JSON.parse(localStorage.getItem("ginrummy.player"));
            const reply = await fetch("/api/pairing", {
                headers: {"X-Player": me.player_id + ":" + me.secret},
            });
            return (await reply.json()).status;
        }"""
    )
    assert status == "waiting"
    assert first.locator("#pairing-error").is_hidden()
    first.get_by_role("button", name="Cancel").click()  # leaves: the queue is clean
    assert not errors, errors
    context.close()


def test_a_watcher_from_the_lobby_never_sees_a_hidden_card(browser: Any, base_url: str) -> None:
    contexts, players, errors, frames = _pair(browser, base_url, 25, ("Cy", "Di"))
    room_id = players[0].url.rsplit("/", 1)[1]
    # Somebody else's open table, and somebody waiting in another pool.
    httpx = require("httpx")
    hal = httpx.post(base_url + "/api/players", json={"name": "Hal"}).json()
    ivy = httpx.post(base_url + "/api/players", json={"name": "Ivy"}).json()
    table = httpx.post(
        base_url + "/api/rooms",
        json={
            "mode": "friend",
            "visibility": "public",
            "rules": "oklahoma",
            "clock": {"per_move": 30, "bank": 60},
        },
        headers={"X-Player": f"{hal['player_id']}:{hal['secret']}"},
    )
    assert table.status_code == 201, table.text
    queued = httpx.post(
        base_url + "/api/pairing",
        json={"rules": "straight", "target": 100},
        headers={"X-Player": f"{ivy['player_id']}:{ivy['secret']}"},
    )
    assert queued.json()["status"] == "waiting", queued.text

    viewer_context = _context(browser, viewport=LAPTOP)
    viewer = viewer_context.new_page()
    _watch_errors(viewer, errors)
    watched = Frames(viewer)
    viewer.goto(base_url + "/lobby")
    game = viewer.locator(f"#games li[data-room='{room_id}']")
    game.wait_for()
    assert "Cy#" in game.inner_text() and "Di#" in game.inner_text()
    viewer.locator("#tables li", has_text="Hal#").wait_for()
    assert "Oklahoma, to 150" in viewer.locator("#tables").inner_text()
    viewer.locator("#pools div", has_text="Straight gin, to 100").wait_for()
    _shot(viewer, "lobby.png")
    game.get_by_role("link", name=re.compile("^Watch")).click()
    viewer.wait_for_url(re.compile(rf"/watch/{room_id}$"))
    viewer.locator("#seat-top-hand .card").first.wait_for()
    assert viewer.locator("#seat-top-hand .card").count() + viewer.locator(
        "#seat-bottom-hand .card"
    ).count() in (20, 21)
    for page in players:  # the players see that someone watches
        page.wait_for_selector("#watchers:has-text('1 watching')")

    moves, shot = 0, False
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        if all(_state(p)["gameOver"] for p in players):
            break
        if not shot and moves >= 12 and not _state(players[0])["showdown"]:
            # Mid-hand: both players' backs, the piles and the moves, as a watcher sees them.
            state = players[0].evaluate("document.body.dataset.stateId")
            viewer.wait_for_function("(s) => document.body.dataset.stateId === s", arg=state)
            _shot(viewer, "watch.png")
            shot = True
        stepped = [_step(p) for p in players]
        moves += sum(stepped)
        if not any(stepped):
            time.sleep(0.05)
    else:
        prompts = [p.locator("#prompt").inner_text() for p in players]
        pytest.fail(f"the game did not end in time: {[_state(p) for p in players]}, {prompts}")
    viewer.wait_for_selector("#game-over:not([hidden])")
    if not shot:  # a game over within a dozen moves (a quick gin): its end, then
        _shot(viewer, "watch.png")

    # Every state the watcher was sent, judged against both players' views of it.
    views: list[dict[int, dict[str, Any]]] = [{}, {}]
    for frame in frames:
        for message in frame.messages("state"):
            views[message["view"]["seat"]][message["state_id"]] = message["view"]
    spectates = [(json.loads(t).get("state_id"), t) for t in watched.raw if '"spectate"' in t]
    # The watcher was sent every state of the game from the moment it came.
    watched_ids = {state_id for state_id, _ in spectates}
    played_ids = {i for i in views[0].keys() & views[1].keys() if i >= min(watched_ids)}
    assert played_ids <= watched_ids, sorted(played_ids - watched_ids)
    assert len(spectates) >= 5
    judged, named_any, showdowns = 0, set(), 0
    for state_id, text in spectates:
        v0, v1 = views[0].get(state_id), views[1].get(state_id)
        assert v0 is not None and v1 is not None, f"state {state_id} missing from a player's frames"
        # Public: the pile, the cards both players saw go by in this hand (taken,
        # discarded), those known to be held, and at a showdown both hands laid down.
        pile = set(v0["discard_pile"]) & set(v1["discard_pile"])
        seen = [{e["card"] for e in v["events"] if e["card"]} for v in (v0, v1)]
        public = (
            pile | (seen[0] & seen[1]) | set(v0["opponent"]["known"]) | set(v1["opponent"]["known"])
        )
        sd = v0["showdown"]
        if sd is not None and not sd.get("void"):
            public |= set(v0["hand"]) | set(v1["hand"])
            showdowns += 1
        hidden = ALL_CARDS - public
        named = {str(c) for c in cards_in(text)}
        assert not named & hidden, (
            f"state {state_id}: the watcher was sent {sorted(named & hidden)}"
        )
        named_any |= named
        judged += 1
        # What the watcher shows of each seat is what the other seat sees of it.
        seats = json.loads(text)["view"]["seats"]
        for seat, other in ((0, v1), (1, v0)):
            assert sorted(seats[seat]["known"]) == sorted(other["opponent"]["known"])
            if sd is None:
                assert seats[seat]["card_count"] == other["opponent"]["card_count"]
    assert judged == len(spectates) and named_any and showdowns >= 1
    spectate_view = json.loads(spectates[-1][1])["view"]
    assert spectate_view["game_over"] is not None
    assert not errors, errors
    viewer_context.close()
    for context in contexts:
        context.close()


def test_chat_shows_markup_as_text_and_mute_hides_it(browser: Any, base_url: str) -> None:
    contexts, (eve, fay), errors, _ = _pair(browser, base_url, 10, ("Eve", "Fay"))
    dialogs: list[str] = []
    for page in (eve, fay):
        page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
        page.locator("#chat").wait_for()
    # The quick phrases come from the server's options.
    fay.locator("#chat-phrases .chat-phrase", has_text="Good luck").wait_for()

    eve.get_by_label("Message to your opponent").fill(MARKUP)
    eve.get_by_label("Message to your opponent").press("Enter")
    theirs = fay.locator("#chat-log .chat-theirs").last
    theirs.wait_for()
    assert theirs.locator(".chat-text").inner_text() == MARKUP
    assert fay.locator("#chat-log img, #chat-log b").count() == 0
    assert re.fullmatch(r"Eve#\d{4}", theirs.locator(".chat-name").inner_text())
    mine = eve.locator("#chat-log .chat-mine").last
    mine.wait_for()
    assert mine.locator(".chat-text").inner_text() == MARKUP
    # Read out by its own live region, emptied first and filled 30 ms later (chat.js).
    fay.wait_for_function(
        "(text) => document.getElementById('chat-live').textContent.includes(text)", arg=MARKUP
    )

    fay.locator("#chat-phrases .chat-phrase", has_text="Good luck").click()
    eve.locator("#chat-log .chat-theirs", has_text="Good luck").wait_for()

    # Mute: the other's messages are hidden, earlier and later ones; one's own stay.
    fay.get_by_role("button", name="Mute").click()
    assert fay.locator("#chat-mute").get_attribute("aria-pressed") == "true"
    assert theirs.is_hidden()
    time.sleep(1.1)  # the server allows about a message a second
    eve.get_by_label("Message to your opponent").fill("still there?")
    eve.get_by_role("button", name="Send").click()
    eve.locator("#chat-log .chat-mine", has_text="still there?").wait_for()
    fay.wait_for_function("() => document.querySelectorAll('#chat-log .chat-theirs').length === 2")
    assert fay.locator("#chat-log .chat-theirs", has_text="still there?").is_hidden()
    assert fay.locator("#chat-log .chat-mine", has_text="Good luck").is_visible()
    # The mute is kept across a reload (and the history comes back from the server).
    fay.reload()
    fay.locator("#chat-log .chat-mine", has_text="Good luck").wait_for()
    assert fay.locator("#chat-log .chat-theirs").count() == 2
    assert all(not el.is_visible() for el in fay.locator("#chat-log .chat-theirs").all())
    fay.get_by_role("button", name="Unmute").click()
    assert fay.locator("#chat-log .chat-theirs", has_text="still there?").is_visible()
    assert fay.locator("#chat-log .chat-theirs .chat-text").first.inner_text() == MARKUP
    # Too fast: the refused message says which, and its text goes back into the box.
    time.sleep(3.1)  # a full burst of three again
    box = eve.get_by_label("Message to your opponent")
    for text in ("one", "two", "three", "four"):
        box.fill(text)
        box.press("Enter")
    eve.locator("#chat-error", has_text='Not sent: "four"').wait_for()
    assert box.input_value() == "four"
    eve.locator("#chat-log .chat-mine", has_text="three").wait_for()
    time.sleep(1.1)
    box.press("Enter")
    fay.locator("#chat-log .chat-theirs", has_text="four").wait_for()
    assert box.input_value() == "" and eve.locator("#chat-error").is_hidden()
    assert [t.strip() for t in fay.locator("#chat-log .chat-theirs .chat-text").all_inner_texts()][
        -4:
    ] == ["one", "two", "three", "four"]
    # While the connection is down its badge shows, bottom right: on the phone, scrolled
    # to the end, it must not cover the chat's Send button (the page's last control).
    fay.evaluate(
        """() => {
          const badge = document.getElementById("connection");
          badge.dataset.state = "reconnecting";
          badge.textContent = "Reconnecting...";
          document.body.dataset.connection = "reconnecting";
        }"""
    )
    fay.wait_for_timeout(300)  # the room made for it is laid out
    fay.evaluate("() => window.scrollTo({ top: 1e6, behavior: 'instant' })")
    send = fay.get_by_role("button", name="Send").bounding_box()
    badge = fay.locator("#connection").bounding_box()
    assert send is not None and badge is not None
    apart = (
        badge["x"] >= send["x"] + send["width"]
        or send["x"] >= badge["x"] + badge["width"]
        or badge["y"] >= send["y"] + send["height"]
        or send["y"] >= badge["y"] + badge["height"]
    )
    assert apart, (send, badge)
    assert dialogs == []
    assert not errors, errors
    for context in contexts:
        context.close()


def _play_computer_game(page: Page) -> None:
    deadline = time.monotonic() + 120
    while not _state(page)["gameOver"]:
        if time.monotonic() > deadline:
            pytest.fail("the game against the computer did not end in time")
        if not _step(page):
            time.sleep(0.05)


def _rated_games_over_the_socket(base_url: str, player: dict[str, str], games: int) -> None:
    """Quick rated games against the easy computer, played over the socket (no page)."""
    headers = {"X-Player": f"{player['player_id']}:{player['secret']}"}
    body = {"mode": "computer", "level": "easy", "options": {"game_target": 10}}
    for _ in range(games):
        play_computer_game(base_url, body, headers=headers)


def test_leaderboard_and_profile_after_rated_games(browser: Any, base_url: str) -> None:
    context = _context(browser, viewport=LAPTOP)
    page = context.new_page()
    errors = _watch_errors(page)
    _start_page(page, base_url, "Gus", 10)
    page.get_by_label("Easy").check(force=True)
    page.get_by_role("button", name="Play the computer").click()
    page.wait_for_url(re.compile(r"/room/[^/]+$"))
    wait_for_hand(page)
    assert re.fullmatch(r"Your hand \(Gus#\d{4}\)", page.locator("#me-name").inner_text())
    _play_computer_game(page)

    # The start page knows the player now, and links to the profile.
    page.goto(base_url + "/")
    page.locator("#identity-name").wait_for()
    name = page.locator("#identity-name").inner_text()
    assert re.fullmatch(r"Gus#\d{4}", name)
    assert page.locator("#name-field").is_hidden()
    page.get_by_role("navigation").get_by_role("link", name="Your profile").click()
    page.wait_for_url(re.compile(r"/player/[^/]+$"))
    page.wait_for_selector("body[data-loaded='true']")
    assert page.locator("#profile-name").inner_text() == name
    rating = page.locator("#ratings [data-pool='standard-10']")
    assert rating.is_visible() and "provisional" in rating.inner_text()
    assert page.locator("#chart svg.chart circle").count() >= 2  # the start and one game
    assert page.locator("#levels tbody tr").first.inner_text().startswith("Easy")
    assert page.locator("#recent tbody tr").count() == 1

    # More rated games (over the socket, quicker) until the player is ranked.
    player = json.loads(page.evaluate("localStorage.getItem('ginrummy.player')"))
    ranked = False
    for _ in range(4):
        _rated_games_over_the_socket(base_url, player, 5)
        board = require("httpx").get(base_url + "/api/leaderboard?pool=standard-10").json()
        if any(p["player_id"] == player["player_id"] for p in board["players"]):
            ranked = True
            break
    assert ranked

    page.reload()
    page.wait_for_selector("body[data-loaded='true']")
    assert page.locator("#chart svg.chart polyline").count() == 1
    assert "provisional" not in page.locator("#ratings [data-pool='standard-10']").inner_text()
    _shot(page, "profile.png")

    page.get_by_role("navigation").get_by_role("link", name="Leaderboard").click()
    page.wait_for_url(re.compile(r"/leaderboard"))
    page.wait_for_selector("body[data-loaded='true']")
    page.get_by_label("Kind of game").select_option("standard-10")
    row = page.locator("#board-rows tr.me")
    row.wait_for()
    assert row.locator("td").first.inner_text() == "1"
    row.get_by_role("link").click()
    page.wait_for_url(re.compile(rf"/player/{player['player_id']}$"))
    page.go_back()
    page.wait_for_selector("#board-rows tr.me")
    assert "pool=standard-10" in page.url
    _shot(page, "leaderboard.png")
    assert not errors, errors
    context.close()


def test_a_public_table_from_the_lobby_form_and_a_join(browser: Any, base_url: str) -> None:
    host_context = _context(browser, viewport=LAPTOP)
    host = host_context.new_page()
    errors = _watch_errors(host)
    host.goto(base_url + "/lobby")
    host.get_by_label("Your name").fill("Jo")
    host.get_by_label("Rules").select_option("straight")
    host.get_by_label("Target score").fill("25")
    host.get_by_label("Move clock").select_option("15/30")
    host.get_by_role("button", name="Create the table").click()
    host.wait_for_url(re.compile(r"/room/[^/]+$"))
    room_id = host.url.rsplit("/", 1)[1]
    host.locator("#waiting").wait_for()
    assert "lobby" in host.locator("#waiting").inner_text()

    guest_context = _context(browser, viewport=PHONE, is_mobile=True)
    guest = guest_context.new_page()
    _watch_errors(guest, errors)
    guest.goto(base_url + "/lobby")
    item = guest.locator(f"#tables li[data-room='{room_id}']")
    item.wait_for()
    assert re.search(r"Jo#\d{4}", item.inner_text()) and "Straight gin, to 25" in item.inner_text()
    item.get_by_role("button", name=re.compile("^Join")).click()
    guest.wait_for_url(re.compile(rf"/room/{room_id}$"))
    for page in (host, guest):
        wait_for_hand(page)
        page.wait_for_function("() => document.querySelector('#waiting').hidden")
        page.locator("#clock-me").wait_for()
    assert re.fullmatch(r"Jo#\d{4}", guest.locator("#opp-name").inner_text())
    assert not set(_hand(host)) & set(_hand(guest))
    # Once both sit, the table leaves the open tables for the games in play.
    guest.goto(base_url + "/lobby")
    guest.locator(f"#games li[data-room='{room_id}']").wait_for()
    assert guest.locator(f"#tables li[data-room='{room_id}']").count() == 0
    assert not errors, errors
    host_context.close()
    guest_context.close()


def test_the_clock_runs_out_and_the_server_moves_for_the_absent_player(
    browser: Any, base_url: str
) -> None:
    """A timed public table whose other player never comes: their clock runs down (5 s a
    move, no bank) and the server moves for them, while the banner counts down to the
    claim (the one wait of every game, not the clock's: test_browser_claim.py)."""
    httpx = require("httpx")
    ray = httpx.post(base_url + "/api/players", json={"name": "Ray"}).json()
    room = httpx.post(
        base_url + "/api/rooms",
        json={
            "mode": "friend",
            "visibility": "public",
            "options": {"game_target": 100},
            "clock": {"per_move": 5, "bank": 0},
        },
        headers={"X-Player": f"{ray['player_id']}:{ray['secret']}"},
    )
    assert room.status_code == 201, room.text
    room_id = room.json()["room_id"]

    context = _context(browser, viewport=LAPTOP)
    page = context.new_page()
    errors = _watch_errors(page)
    page.goto(base_url + "/lobby")
    page.get_by_label("Your name").fill("Sam")
    page.locator(f"#tables li[data-room='{room_id}']").get_by_role(
        "button", name=re.compile("^Join")
    ).click()
    page.wait_for_url(re.compile(rf"/room/{room_id}$"))
    wait_for_hand(page)
    page.locator("#clock-opp").wait_for()
    # Play this seat's turns until Ray's time runs out and the server moves for him.
    deadline = time.monotonic() + 40
    seen_running = False
    while "time-out" not in page.locator("#clock-opp").inner_text():
        if time.monotonic() > deadline:
            pytest.fail("Ray's time never ran out")
        opp_clock = page.locator("#clock-opp")
        if "running" in (opp_clock.get_attribute("class") or ""):
            seen_running = True
            assert re.match(r"0:0[0-5]", opp_clock.inner_text())
        if not _step(page):
            time.sleep(0.2)
    assert seen_running
    banner = page.locator("#banner").inner_text()
    assert re.search(r"Ray#\d{4} left\. You may claim the game in [01]:\d\d", banner), banner
    assert page.locator("#btn-claim").count() == 0  # a time-out is no claim
    assert not errors, errors
    context.close()


def test_the_online_name_changes_and_moves_to_another_device(browser: Any, base_url: str) -> None:
    laptop = _context(browser, viewport=LAPTOP)
    phone = _context(browser, viewport=PHONE, is_mobile=True)
    page, other = laptop.new_page(), phone.new_page()
    errors = _watch_errors(page)
    _watch_errors(other, errors)
    # No player yet: the name field shows, and a pairing makes the player.
    _start_page(page, base_url, "Kim", 100)
    assert page.locator("#identity-name").count() == 0
    page.get_by_role("button", name="Play someone now").click()
    page.wait_for_selector("#pairing-status:has-text('Looking for an opponent')")
    page.get_by_role("button", name="Cancel").click()
    assert page.locator("#pairing").is_hidden()
    assert re.fullmatch(r"Kim#\d{4}", page.locator("#identity-name").inner_text())
    assert page.locator("#name-field").is_hidden()

    page.get_by_role("button", name="change name").click()
    page.get_by_label("New name").fill("Kimberly")
    page.get_by_role("button", name="Save").click()
    page.wait_for_selector("#identity-name:has-text('Kimberly#')")
    name = page.locator("#identity-name").inner_text()

    page.get_by_role("button", name="use on another device").click()
    code = page.locator("#transfer-code").inner_text().strip()
    assert re.fullmatch(r"[0-9A-Z]{6,12}", code), code
    other.goto(base_url + "/")
    other.get_by_role("button", name="enter a code from another device").click()
    other.get_by_label("Code from your other device").fill(code.lower())
    other.get_by_role("button", name="Use it").click()
    other.wait_for_selector(f"#identity-name:has-text('{name}')")
    assert other.locator("#name-field").is_hidden()
    # The code works once.
    third_context = _context(browser)
    third = third_context.new_page()
    third.goto(base_url + "/")
    third.get_by_role("button", name="enter a code from another device").click()
    third.get_by_label("Code from your other device").fill(code)
    third.get_by_role("button", name="Use it").click()
    third.wait_for_selector(".identity-status:has-text('unknown, used or expired')")
    assert not errors, errors
    for context in (laptop, phone, third_context):
        context.close()


def test_a_friend_room_can_be_timed(browser: Any, base_url: str) -> None:
    """The start page's friend room offers a move clock: the room is made timed, and
    its table shows the clock once the friend has sat down."""
    context = _context(browser, viewport=LAPTOP)
    page = context.new_page()
    errors = _watch_errors(page)
    page.goto(base_url + "/")
    page.select_option("#friend-clock", "15/30")
    with page.expect_response(lambda r: r.url.endswith("/api/rooms")) as made:
        page.click("#play-friend")
    sent = made.value.request.post_data_json
    assert sent["mode"] == "friend" and sent["clock"] == {"per_move": 15, "bank": 30}
    page.wait_for_url(re.compile(r"/room/[^/]+$"))  # the host goes straight to the table
    room_id = page.url.rsplit("/", 1)[1]
    joined = require("httpx").post(f"{base_url}/api/rooms/{room_id}/join", json={}).json()
    assert joined["seat"] == 1
    with require("websockets.sync.client").connect(
        base_url.replace("http://", "ws://") + f"/ws/rooms/{room_id}",
        origin=base_url,
        subprotocols=seat_subprotocols(joined["token"]),
    ) as ws:
        view = json.loads(ws.recv())["view"]
        assert view["clock"]["per_move"] == 15 and view["clock"]["bank"] == 30
    assert not errors
    context.close()


def test_a_player_resigns_from_the_score_sheet(browser: Any, base_url: str) -> None:
    """On the phone, the score sheet's "Resign this game" asks again, saying what it
    costs; "Keep playing" puts it away, "Resign" ends the game for both players."""
    contexts, (gil, hal), errors, _ = _pair(browser, base_url, 10, ("Gil", "Hal"))
    hal.get_by_role("button", name="Score sheet").click()
    hal.get_by_role("button", name="Resign this game").click()
    what = hal.locator("#resign-what")
    assert "counts as a loss in your rating" in what.inner_text()  # a paired game is rated
    hal.get_by_role("button", name="Keep playing").click()
    assert what.is_hidden() and hal.get_by_role("button", name="Resign this game").is_visible()
    # Escape closes the sheet unarmed: opened again, the red button is not waiting.
    hal.get_by_role("button", name="Resign this game").click()
    hal.keyboard.press("Escape")
    assert not hal.locator("#sheet-dialog").evaluate("d => d.open")
    hal.get_by_role("button", name="Score sheet").click()
    assert what.is_hidden() and hal.get_by_role("button", name="Resign this game").is_visible()
    hal.get_by_role("button", name="Resign this game").click()
    hal.get_by_role("button", name="Resign", exact=True).click()
    assert not hal.locator("#sheet-dialog").evaluate("d => d.open")
    # Nobody had moved yet: the game is aborted, and the sheet says so (fair play).
    hal.locator("#showdown-title", has_text="Game aborted: you resigned before").wait_for()
    gil.locator(
        "#showdown-title", has_text=re.compile(r"Game aborted: Hal#\d{4} resigned before")
    ).wait_for()
    gil.get_by_role("button", name="Score sheet").click()
    assert gil.locator("#resign").is_hidden()  # nothing left to give up
    assert not errors, errors
    for context in contexts:
        context.close()
