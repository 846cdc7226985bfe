"""The browser game in headless Chromium, against the real server.

A person's path: the start page, a game against the computer played to the showdown
with clicks, keys and a drag, a page reload and a dropped connection that keep the
seat, and an invite link opened in a second browser (its own storage) that takes the
other seat, with the opponent's "disconnected" banner while it is away.

The server runs in a thread (uvicorn, a free port on 127.0.0.1, an SQLite file in a
temporary folder, the computer moving at once). Chromium is Debian's ``/usr/bin/chromium``
(or ``GINRUMMY_CHROMIUM``); Playwright never downloads a browser here. Without Chromium,
Playwright or the server those tests skip; the checks of the static files always run.

The pages run under the server's Content-Security-Policy, which forbids ``eval``: every
``wait_for_function`` is given an arrow function, which Playwright evaluates once, not a
bare expression, which it would ``eval`` again at each poll (and the policy refuse).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from ginrummy.web import STATIC_DIR
from tests.helpers.browser import running_server, seeded_random, wait_for_hand

Page = Any  # playwright.sync_api.Page; kept loose so the module imports without it
CARD_LABEL = re.compile(r"^(ace|[2-9]|10|jack|queen|king) of (clubs|diamonds|hearts|spades)$")
TIMEOUT_MS = 10_000


# ----------------------------------------------------------------- the files themselves
def test_static_files_are_all_there_and_local() -> None:
    """Every page, script and style the pages ask for exists, and nothing comes from
    another site (the server must work offline)."""
    names = {p.name for p in STATIC_DIR.iterdir()}
    assert {"index.html", "room.html", "join.html", "app.css"} <= names
    wanted: set[str] = set()
    for path in STATIC_DIR.iterdir():
        if path.suffix not in (".html", ".js", ".css"):
            continue
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"""(src|href|from|url)\s*[=(]?\s*["']?(https?:)?//""", text), path
        wanted |= set(re.findall(r"/static/([\w.-]+)", text))
        wanted |= set(re.findall(r"""from\s+["']\./([\w.-]+)["']""", text))
    assert wanted, "no references found"
    assert wanted <= names, wanted - names


# ----------------------------------------------------------------- server and browser
@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The real server (``create_app``) on a free local port."""
    db = tmp_path_factory.mktemp("web") / "ginrummy.sqlite3"
    with running_server(db, deal_seed=20261201) as url:
        yield url


def _context(browser: Any, **options: Any) -> Any:
    context = browser.new_context(reduced_motion="reduce", **options)
    context.set_default_timeout(TIMEOUT_MS)
    return context


def _watch_errors(page: Page) -> list[str]:
    """Collect script errors, so a test can assert the pages raised none."""
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    page.on(
        "console",
        lambda msg: errors.append(f"console: {msg.text}") if msg.type == "error" else None,
    )
    return errors


def _hand(page: Page) -> list[str]:
    cards = page.locator("#hand .hand-card")
    return list(cards.evaluate_all("els => els.map(e => e.dataset.card)"))


def _wait_turn_or_end(page: Page) -> str:
    """Wait until this seat can move or the hand is over; return which."""
    page.wait_for_function(
        """() => !document.querySelector('#showdown').hidden ||
                 (document.body.classList.contains('my-turn') &&
                  !document.body.classList.contains('pending') &&
                  document.body.dataset.connection === 'connected')""",
        timeout=TIMEOUT_MS,
    )
    return "over" if page.locator("#showdown").is_visible() else "turn"


def _drag(page: Page, source: Any, target: Any) -> None:
    """Drag with the mouse, in small steps, from one element's centre to another's."""
    a, b = source.bounding_box(), target.bounding_box()
    assert a is not None and b is not None
    page.mouse.move(a["x"] + a["width"] / 2, a["y"] + a["height"] / 2)
    page.mouse.down()
    page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2, steps=8)
    page.mouse.up()


def _play_hand(page: Page, *, limit: int = 80) -> int:
    """Play until the showdown: pass the first upcard, draw, discard the highest loose card,
    knock (or go gin) when offered. Each kind of move is made once with keys first; the
    second discard is dragged onto the pile; the rest are clicks. Returns the moves."""
    by_key: set[str] = set()
    discards = 0
    for moves in range(limit):
        if _wait_turn_or_end(page) == "over":
            return moves
        state = page.evaluate("document.body.dataset.stateId")
        phase = page.evaluate("document.body.dataset.phase")
        keys = phase not in by_key
        by_key.add(phase)
        if phase == "upcard_offer":
            if keys:
                page.keyboard.press("p")
            else:
                page.get_by_role("button", name=re.compile("^Pass")).click()
        elif phase == "draw":
            if keys:
                page.keyboard.press("d")
            else:
                page.get_by_role("button", name=re.compile("^Draw from the stock")).click()
        elif phase == "discard":
            discards += 1
            playable = page.locator("#hand .hand-card.playable")
            gin = page.locator("#actions .btn-gin")
            if gin.count():
                gin.first.click()
            elif page.locator("#actions .btn-knock").count():
                page.locator("#actions .btn-knock").click()
                page.locator("#actions .btn-knock-card").first.click()
            elif keys:
                # The focus is in the hand: arrow to the highest loose card, Enter.
                target = playable.last.get_attribute("data-card")
                page.wait_for_function(
                    "() => document.activeElement.classList.contains('hand-card')"
                )
                for _ in range(12):
                    if page.evaluate("document.activeElement.dataset.card") == target:
                        break
                    page.keyboard.press("ArrowRight")
                page.keyboard.press("Enter")
            elif discards == 2:
                _drag(page, playable.last, page.locator("#discard"))
            else:
                playable.last.click()
        else:  # anything else the server offers (e.g. a stock-end choice)
            page.locator("#actions button:not([disabled])").first.click()
        page.wait_for_function(f"() => document.body.dataset.stateId !== '{state}'")
    pytest.fail(f"the hand did not end within {limit} moves")


def test_start_page_to_a_finished_hand_against_the_computer(browser: Any, base_url: str) -> None:
    context = _context(browser, viewport={"width": 1280, "height": 860})
    # The page's client seed too: a fair deal mixes it in, so unseeded every run dealt
    # other hands (CI met one whose showdown this test did not expect; not seen since).
    seeded_random(context, 1)
    page = context.new_page()
    errors = _watch_errors(page)
    page.goto(base_url + "/")
    page.get_by_label("Easy").check(force=True)
    page.get_by_label("Your name").fill("Ann")
    page.get_by_label("Target score").fill("10")
    page.get_by_role("button", name="Play the computer").click()
    page.wait_for_url(re.compile(r"/room/[^/]+$"))

    # The table: my cards as labelled buttons, the deadwood count, the piles, a hint.
    wait_for_hand(page)
    labels = page.locator("#hand .hand-card").evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))"
    )
    assert len(labels) in (10, 11)
    assert all(CARD_LABEL.match(label) for label in labels), labels
    assert page.locator("#deadwood").inner_text().isdigit()
    assert page.locator("#opp-name").inner_text() == "Computer (easy)"
    assert page.locator("#score-me .score-points").inner_text() == "0"
    # A rated game (the start page made Ann a player): no engine help until it ends, so
    # the hint button is greyed with why, the key says it too, and the game stays rated.
    assert page.locator("#score-meta").inner_text().endswith("rated")
    if _wait_turn_or_end(page) == "turn":
        hint = page.locator("#actions .btn-hint")
        assert hint.is_disabled() and "not in a rated game" in hint.inner_text()
        page.keyboard.press("h")
        page.wait_for_selector(
            "#hint-text:not([hidden]):has-text('No engine help in a rated game until it ends')"
        )
        assert page.locator("#score-meta").inner_text().endswith("rated")

    moves = _play_hand(page)
    assert moves >= 1
    if not page.locator("#btn-rematch").count():  # the game goes on: its hand waits
        review = page.locator("#btn-review-hand")
        assert review.is_disabled() and "after this rated game" in review.inner_text()

    # The showdown: the outcome, both hands laid out, the points explained.
    showdown = page.locator("#showdown")
    assert showdown.is_visible()
    assert page.locator("#showdown-title").inner_text().strip()
    if "void" not in page.locator("#showdown-title").inner_text():
        title = page.locator("#showdown-title").inner_text()
        assert page.locator(".showdown-side").count() == 2, (title, errors)
        assert "Deadwood count" in showdown.inner_text()
    assert page.locator("#hand").is_hidden()
    page.get_by_role("button", name="Score sheet").click()
    assert page.locator("#sheet-dialog table.sheet tbody tr").count() == 1
    page.keyboard.press("Escape")

    page.keyboard.press("v")  # the discard pile, bottom first
    assert page.locator("#pile-dialog .card").count() >= 1
    page.keyboard.press("Escape")

    if page.locator("#btn-rematch").count():  # 10 points reached: the game is over
        assert page.locator("#game-over table.totals").is_visible()
        page.get_by_role("button", name="Rematch").click()
        page.wait_for_function("() => document.querySelector('#showdown').hidden")
        wait_for_hand(page)
        assert page.locator("#score-me .score-points").inner_text() == "0"
        page.goto(base_url + "/")
        page.wait_for_function(
            "() => document.querySelector('[data-stat=games]').textContent !== '0'"
        )
    else:
        page.get_by_role("button", name="Next hand").click()
        page.wait_for_function("() => document.querySelector('#showdown').hidden")
        wait_for_hand(page)
    assert not errors, errors
    context.close()


def test_the_start_page_waits_for_the_options_before_a_game_can_be_started(
    browser: Any, base_url: str
) -> None:
    """Until the game options have come, the buttons and the rules are disabled: a
    click then used to do nothing at all, and a target typed then was overwritten when
    they came (the cause of a test that timed out once under load)."""
    context = _context(browser)
    page = context.new_page()
    held: list[Any] = []
    page.route("**/api/options", lambda route: held.append(route))  # held back
    page.goto(base_url + "/")
    for _ in range(200):
        if held:
            break
        page.wait_for_timeout(25)
    assert held, "the page did not ask for the options"
    for name in ("Play the computer", "Play someone now", "Invite a friend"):
        assert page.get_by_role("button", name=name).is_disabled()
    assert page.get_by_label("Target score").is_disabled()
    assert page.locator("#start-form").get_attribute("aria-busy") == "true"
    held[0].continue_()
    page.get_by_label("Target score").fill("500")  # waits until it can be typed in
    page.get_by_role("button", name="Play the computer").click()
    page.wait_for_url(re.compile(r"/room/[^/]+$"))
    room_id = page.url.rsplit("/", 1)[1]
    room = page.request.get(f"{base_url}/api/rooms/{room_id}").json()
    assert room["options"]["game_target"] == 500  # what was typed, not the preset's
    context.close()


def test_the_trained_level_plays_a_hand_in_the_browser(browser: Any, base_url: str) -> None:
    # The apprentice (a trained network) is offered as a level and plays a whole hand.
    context = _context(browser, viewport={"width": 1280, "height": 860})
    page = context.new_page()
    errors = _watch_errors(page)
    page.goto(base_url + "/")
    # The levels are drawn by the page's script once /api/levels answers: wait for them.
    page.locator("#levels .level label").last.wait_for()
    levels = page.locator("#levels .level label").all_inner_texts()
    assert levels == ["Easy", "Medium", "Hard", "Apprentice", "Master"]
    page.get_by_label("Apprentice").check(force=True)
    page.get_by_role("button", name="Play the computer").click()
    page.wait_for_url(re.compile(r"/room/[^/]+$"))
    wait_for_hand(page)
    assert page.locator("#opp-name").inner_text() == "Computer (apprentice)"
    assert _play_hand(page) >= 1
    assert page.locator("#showdown-title").inner_text().strip()
    assert not errors, errors
    context.close()


def test_reload_and_a_dropped_connection_keep_the_seat(browser: Any, base_url: str) -> None:
    context = _context(browser, viewport={"width": 390, "height": 844}, is_mobile=True)
    page = context.new_page()
    errors = _watch_errors(page)
    page.goto(base_url + "/")
    page.get_by_role("button", name="Play the computer").click()
    page.wait_for_url(re.compile(r"/room/[^/]+$"))
    wait_for_hand(page)
    _wait_turn_or_end(page)
    before = sorted(_hand(page))
    seat = page.evaluate("document.body.dataset.seat")
    page.reload()
    wait_for_hand(page)
    _wait_turn_or_end(page)
    assert sorted(_hand(page)) == before
    assert page.evaluate("document.body.dataset.seat") == seat

    # A dropped connection: "Reconnecting...", then the same seat again.
    page.evaluate("window.ginrummyTable.dropConnection()")
    page.wait_for_function("() => document.body.dataset.connection === 'reconnecting'")
    assert "Reconnecting" in page.locator("#connection").inner_text()
    page.wait_for_function("() => document.body.dataset.connection === 'connected'")
    assert sorted(_hand(page)) == before
    assert not errors, errors
    context.close()


def test_invite_link_in_a_second_browser_takes_the_other_seat(browser: Any, base_url: str) -> None:
    host_context = _context(browser, viewport={"width": 1024, "height": 800})
    host = host_context.new_page()
    errors = _watch_errors(host)
    host.goto(base_url + "/")
    host.get_by_label("Your name").fill("Ann")
    host.get_by_role("button", name="Invite a friend").click()  # straight to the table
    host.locator("#waiting").wait_for()
    url = host.locator("#room-invite-url").input_value()
    assert re.search(r"/join/[^/]+$", url), url

    guest_context = _context(browser, viewport={"width": 390, "height": 844}, is_mobile=True)
    guest = guest_context.new_page()
    errors += _watch_errors(guest)
    guest.goto(url)
    # The page asks the server who invites; the words arrive after the page has loaded.
    guest.wait_for_function(
        "() => document.querySelector('#join-info').textContent.includes('Ann invites you')"
    )
    guest.get_by_label("Your name").fill("Bob")
    guest.get_by_role("button", name="Take the seat").click()
    guest.wait_for_url(re.compile(r"/room/[^/]+$"))

    # Both at the table, each with their own cards and the other's name.
    for page, other in ((host, "Bob"), (guest, "Ann")):
        wait_for_hand(page)
        page.wait_for_function("() => document.querySelector('#waiting').hidden")
        assert page.locator("#opp-name").inner_text() == other
    assert host.evaluate("document.body.dataset.seat") == "0"
    assert guest.evaluate("document.body.dataset.seat") == "1"
    assert not set(_hand(host)) & set(_hand(guest))
    to_move = host if host.evaluate("document.body.classList.contains('my-turn')") else guest
    assert to_move.locator("#actions button").count() >= 1

    # The link again, in a third browser: both seats are taken.
    third_context = _context(browser)
    third = third_context.new_page()
    third.goto(url)
    third.wait_for_function(
        "() => document.querySelector('#join-info').textContent.includes('taken')"
    )
    third_context.close()

    # The guest leaves: the host sees the countdown to a claim (docs/online.md, "Leaving
    # a game"); the guest comes back to the same seat, and the banner goes.
    guest_hand = sorted(_hand(guest))
    room_url = guest.url
    guest.close()
    host.wait_for_selector("#banner:has-text('Bob left. You may claim the game in')")
    assert host.locator("#opp-status").inner_text() == "(disconnected)"
    guest = guest_context.new_page()
    guest.goto(room_url)
    wait_for_hand(guest)
    assert sorted(_hand(guest)) == guest_hand
    assert guest.evaluate("document.body.dataset.seat") == "1"
    host.wait_for_function("() => document.querySelector('#banner').hidden")
    assert not errors, errors
    host_context.close()
    guest_context.close()
