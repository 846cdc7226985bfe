"""The player's settings in headless Chromium, against the real server (docs/web.md,
"Settings"): the panel behind the gear, kept in this browser across a reload; large
cards, the four-colour deck and the dark theme change what is drawn; the hand sorted by
rank, and arranged by dragging a card within it (kept across a reload); a discard
taken back against the computer; the next hand dealt by itself after a showdown.

The server is the one of test_browser.py (uvicorn in a thread, an SQLite file, fixed
deals) with the computer pausing before its moves (``bot_delay``), so a take-back has
time to happen; the player's "computer speed" setting (the ``pace`` message) sets that
pause per table: slow where the test needs time, fast elsewhere. Like the other browser
tests these skip without Chromium, Playwright or the server, and fail on a script error.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from tests.helpers.browser import running_server

from .test_browser import _context, _hand, _play_hand, _wait_turn_or_end, _watch_errors

try:
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
except ImportError:  # the tests skip (launched_chromium) without Playwright
    PlaywrightTimeout = TimeoutError

Page = Any
LAPTOP = {"width": 1280, "height": 860}
RANK_ORDER = "A23456789TJQK"
HAND_JS = "[...document.querySelectorAll('#hand .hand-card')].map(e => e.dataset.card)"
SUIT_ORDER = "CDHS"


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("settings") / "ginrummy.sqlite3"
    with running_server(db, deal_seed=20261207, bot_delay=1.5, rooms_per_minute=0) as url:
        yield url


def _set_settings(page: Page, **values: Any) -> None:
    """Store settings in this browser as the panel would (the page must be on the site)."""
    page.evaluate(
        "values => localStorage.setItem('ginrummy.settings', JSON.stringify(values))",
        values,
    )


def _settings(page: Page) -> dict[str, Any]:
    raw = page.evaluate("() => localStorage.getItem('ginrummy.settings')")
    return dict(json.loads(raw or "{}"))


def _new_game(
    page: Page, base_url: str, *, target: int = 10, unrated: bool = False, **settings: Any
) -> None:
    """The start page with ``settings`` stored, then a game against the easy computer
    (``unrated``: with a house rule, so the engine may help while it goes on)."""
    page.goto(base_url + "/")
    _set_settings(page, **settings)
    page.reload()
    page.get_by_label("Easy").check(force=True)
    page.get_by_label("Target score").fill(str(target))
    if unrated:
        page.locator("#more-options summary").click()
        page.locator("#opt-gin_bonus").fill("26")  # house rules are not rated
    page.get_by_role("button", name="Play the computer").click()
    page.wait_for_url(re.compile(r"/room/[^/]+$"))
    page.locator("#hand .hand-card").first.wait_for()


def _open_panel(page: Page) -> Any:
    page.get_by_role("button", name="Settings").click()
    dialog = page.get_by_role("dialog", name="Settings")
    dialog.wait_for()
    return dialog


def _card_width(page: Page) -> float:
    """The width of the hand's first card, read in one step in the page: the table
    redraws the hand as the computer plays, and a card found, then measured, may be gone
    by the measuring (the bounding box of a replaced card is None)."""
    width = page.wait_for_function(
        """() => {
            const card = document.querySelector('#hand .hand-card');
            const width = card ? card.getBoundingClientRect().width : 0;
            return width > 0 ? width : null;
        }"""
    ).json_value()
    return float(width)


def _club_fill(page: Page) -> str:
    """The computed colour of a club's ink: a club of the hand, else one drawn here."""
    return str(
        page.evaluate(
            """async () => {
                let ink = document.querySelector('#hand .suit-ink.suit-C');
                if (!ink) {
                    const cards = await import('/static/cards.js');
                    const el = cards.cardElement('7C');
                    el.id = 'probe-club';
                    document.body.append(el);
                    ink = el.querySelector('.suit-ink');
                }
                return getComputedStyle(ink).fill;
            }"""
        )
    )


def test_the_panel_keeps_every_setting_and_changes_the_look(browser: Any, base_url: str) -> None:
    context = _context(browser, viewport=LAPTOP, color_scheme="light")
    page = context.new_page()
    errors = _watch_errors(page)
    page.goto(base_url + "/")
    light_bg = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")

    # The gear on the start page opens the panel: a control for every setting.
    dialog = _open_panel(page)
    keys = page.evaluate("async () => Object.keys((await import('/static/settings.js')).DEFAULTS)")
    for key in keys:
        assert dialog.locator(f"[data-setting={key}]").count() == 1, key
    dialog.get_by_label("Large cards").check()
    dialog.get_by_label("Four-colour deck").check()
    dialog.get_by_role("group", name="Theme").get_by_label("Dark").check()
    dialog.get_by_label("Sounds").uncheck()
    dialog.get_by_role("group", name="Computer speed").get_by_label("Fast").check()
    # Applied at once: the classes on <html>, the dark background.
    classes = page.evaluate("document.documentElement.className")
    assert {"large-cards", "four-colour", "theme-dark"} <= set(classes.split()), classes
    dark_bg = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
    assert dark_bg != light_bg
    page.keyboard.press("Escape")
    assert not dialog.is_visible()

    # Kept across a reload.
    page.reload()
    classes = page.evaluate("document.documentElement.className")
    assert {"large-cards", "four-colour", "theme-dark"} <= set(classes.split()), classes
    saved = _settings(page)
    assert saved["largeCards"] and saved["fourColour"] and saved["theme"] == "dark"
    assert saved["sounds"] is False and saved["computerSpeed"] == "fast"
    dialog = _open_panel(page)
    assert dialog.get_by_label("Large cards").is_checked()
    assert dialog.get_by_role("group", name="Theme").get_by_label("Dark").is_checked()
    page.keyboard.press("Escape")

    # At the table: large cards are bigger, the four-colour deck draws clubs green.
    _new_game(page, base_url, computerSpeed="fast")
    small = _card_width(page)
    club_two = _club_fill(page)
    dialog = _open_panel(page)
    dialog.get_by_label("Large cards").check()
    dialog.get_by_label("Four-colour deck").check()
    dialog.get_by_role("button", name="Done").click()
    assert _card_width(page) > small * 1.2
    club_four = _club_fill(page)
    assert club_four != club_two
    assert club_four == "rgb(21, 122, 46)", club_four
    assert not errors, errors
    context.close()


def _order_key(order: str, code: str) -> tuple[int, int]:
    rank, suit = RANK_ORDER.index(code[0]), SUIT_ORDER.index(code[1])
    return (rank, suit) if order == "rank" else (suit, rank)


def test_sort_by_rank_and_arrange_the_hand_by_dragging(browser: Any, base_url: str) -> None:
    context = _context(browser, viewport=LAPTOP)
    page = context.new_page()
    errors = _watch_errors(page)
    _new_game(page, base_url, computerSpeed="fast", sort="rank", sounds=False)
    _wait_turn_or_end(page)
    hand = _hand(page)
    assert hand == sorted(hand, key=lambda c: _order_key("rank", c)), hand
    assert page.locator("#hand .group").count() == 1  # one row, no meld boxes

    # Drag the first card to just after the fourth: the order is the player's now.
    cards = page.locator("#hand .hand-card")
    first, fourth = cards.nth(0).bounding_box(), cards.nth(3).bounding_box()
    assert first is not None and fourth is not None
    page.mouse.move(first["x"] + 8, first["y"] + first["height"] / 2)
    page.mouse.down()
    # Right of the fourth card's visible middle, left of the fifth's.
    target_x = fourth["x"] + fourth["width"] * 0.45
    page.mouse.move(target_x, fourth["y"] + fourth["height"] / 2, steps=10)
    assert page.locator("#hand .slot-before, #hand .slot-after").count() == 1
    page.mouse.up()
    page.wait_for_function(
        "() => JSON.parse(localStorage.getItem('ginrummy.settings')).sort === 'custom'"
    )
    arranged = _hand(page)
    assert arranged == [*hand[1:4], hand[0], *hand[4:]], (hand, arranged)

    # Alt + arrow moves the card in focus; the order is kept across a reload.
    page.locator(f"#hand [data-card='{arranged[-1]}']").focus()
    page.keyboard.press("Alt+ArrowLeft")
    moved = [*arranged[:-2], arranged[-1], arranged[-2]]
    page.wait_for_function(f"want => {HAND_JS}.join() === want", arg=",".join(moved))
    assert page.evaluate("document.activeElement.dataset.card") == arranged[-1]
    page.reload()
    page.locator("#hand .hand-card").first.wait_for()
    assert _hand(page) == moved
    assert not errors, errors
    context.close()


def _to_my_discard(page: Page, *, next_hand: bool = False) -> None:
    """Play on (pass the first upcard, draw from the stock) until this seat must discard;
    with ``next_hand``, a hand that ends first (the computer knocked) is followed by the
    next one."""
    for _ in range(12):
        if _wait_turn_or_end(page) == "over":
            if not next_hand:
                pytest.fail("the hand ended before a discard")
            page.locator("#btn-next-hand").click()
            page.wait_for_function("() => document.querySelector('#showdown').hidden")
            continue
        phase = page.evaluate("document.body.dataset.phase")
        if phase == "discard":
            return
        state = page.evaluate("document.body.dataset.stateId")
        page.keyboard.press("p" if phase == "upcard_offer" else "d")
        page.wait_for_function(f"() => document.body.dataset.stateId !== '{state}'")
    pytest.fail("never came to a discard")


def test_take_back_a_discard_against_the_computer(browser: Any, base_url: str) -> None:
    context = _context(browser, viewport=LAPTOP)
    page = context.new_page()
    errors = _watch_errors(page)
    # Slow: the computer waits 2 seconds before each move, time enough to take back. On
    # a loaded machine it may still move first: then the next discard tries again.
    _new_game(page, base_url, computerSpeed="slow", takeBack=True, sounds=True)
    take_back = page.locator("#btn-take-back")
    page.evaluate(
        """() => {
            const root = document.documentElement;
            window.soundsPlayed = [];
            new MutationObserver(() => window.soundsPlayed.push(root.dataset.lastSound))
                .observe(root, {attributeFilter: ['data-last-sound']});
        }"""
    )
    for _ in range(3):
        # On a loaded machine the computer may knock while the take-back is tried.
        _to_my_discard(page, next_hand=True)
        before = sorted(_hand(page))
        card = page.locator("#hand .hand-card.playable").last.get_attribute("data-card")
        assert card
        page.locator(f"#hand [data-card='{card}']").click()
        try:
            take_back.wait_for(state="visible", timeout=2500)
            assert card not in _hand(page)
            # A rated game (the start page made the player): a take-back unrates it,
            # and the button says so before it is used.
            assert page.locator("#score-meta").inner_text().endswith("rated")
            assert take_back.locator(".take-back-note").is_visible()
            take_back.click()
            page.wait_for_function(f"card => {HAND_JS}.includes(card)", arg=card, timeout=5000)
            break
        except PlaywrightTimeout:
            continue
    else:
        pytest.fail("the computer always moved before the take-back")
    assert sorted(_hand(page)) == before
    assert page.evaluate("document.body.dataset.phase") == "discard"
    assert take_back.is_hidden()
    assert "rated" not in page.locator("#score-meta").inner_text()
    # The moves were heard (sounds are on, and the page was clicked).
    assert {"draw", "discard"} <= set(page.evaluate("window.soundsPlayed")), errors

    # Discard again and let the computer move: the offer goes away.
    page.locator(f"#hand [data-card='{card}']").click()
    page.wait_for_function("() => !document.body.classList.contains('my-turn')")
    _wait_turn_or_end(page)
    assert take_back.is_hidden()
    assert card not in _hand(page)
    assert not errors, errors
    context.close()


def test_the_next_hand_is_dealt_by_itself(browser: Any, base_url: str) -> None:
    context = _context(browser, viewport=LAPTOP)
    page = context.new_page()
    errors = _watch_errors(page)
    # To 500: the first hand never ends the game. Unrated: its hand may be reviewed.
    _new_game(
        page,
        base_url,
        target=500,
        unrated=True,
        computerSpeed="fast",
        autoNextHand=True,
        sounds=False,
    )
    _play_hand(page)
    assert page.locator("#showdown").is_visible()
    count = page.locator("#auto-next")
    count.wait_for(state="visible")
    assert re.match(r"Next hand in \d", count.inner_text()), count.inner_text()
    assert count.get_by_role("button", name="Stay").is_visible()
    # The review of the hand holds the count while it is open (longer than the count).
    page.locator("#btn-review-hand").click()
    page.locator("#review-dialog .review-step h3").wait_for()
    assert count.is_hidden()
    page.wait_for_timeout(5000)
    assert page.locator("#showdown").is_visible() and count.is_hidden()
    page.keyboard.press("Escape")
    count.wait_for(state="visible")
    page.wait_for_function("() => document.querySelector('#showdown').hidden", timeout=8000)
    page.locator("#hand .hand-card").first.wait_for()
    assert "hand 2" in page.locator("#score-meta").inner_text()
    assert not errors, errors
    context.close()


def test_confirm_before_a_discard_against_a_person(browser: Any, base_url: str) -> None:
    host_context = _context(browser, viewport=LAPTOP)
    host = host_context.new_page()
    errors = _watch_errors(host)
    host.goto(base_url + "/")
    _set_settings(host, confirmDiscard=True, sounds=False, guide=False)
    host.get_by_role("button", name="Invite a friend").click()  # straight to the table
    # The start page is still there for a moment after the click: wait for the table's
    # link field, then for its link (a missing field is no error while the page changes).
    host.wait_for_function("() => (document.querySelector('#room-invite-url')?.value ?? '') !== ''")
    url = host.locator("#room-invite-url").input_value()
    guest_context = _context(browser, viewport=LAPTOP)
    guest = guest_context.new_page()
    errors += _watch_errors(guest)
    guest.goto(base_url + "/")
    _set_settings(guest, confirmDiscard=True, sounds=False, guide=False)
    guest.goto(url)
    guest.get_by_role("button", name="Take the seat").click()
    guest.wait_for_url(re.compile(r"/room/[^/]+$"))
    for page in (host, guest):
        page.locator("#hand .hand-card").first.wait_for()

    # Pass the upcard and draw until somebody must discard.
    page = host
    for _ in range(8):
        page = host if host.evaluate("document.body.classList.contains('my-turn')") else guest
        _wait_turn_or_end(page)
        phase = page.evaluate("document.body.dataset.phase")
        if phase == "discard":
            break
        state = page.evaluate("document.body.dataset.stateId")
        page.keyboard.press("p" if phase == "upcard_offer" else "d")
        page.wait_for_function(f"() => document.body.dataset.stateId !== '{state}'")
    assert page.evaluate("document.body.dataset.phase") == "discard"
    card = page.locator("#hand .hand-card.playable").last.get_attribute("data-card")
    assert card
    state = page.evaluate("document.body.dataset.stateId")

    # The discard asks first; Cancel keeps the card, Discard sends it.
    page.locator(f"#hand [data-card='{card}']").click()
    ask = page.get_by_role("dialog", name=re.compile(r"^Discard .+\?$"))
    ask.wait_for()
    ask.get_by_role("button", name="Cancel").click()
    assert ask.is_hidden()
    assert card in _hand(page)
    assert page.evaluate("document.body.dataset.stateId") == state
    page.locator(f"#hand [data-card='{card}']").click()
    ask.get_by_role("button", name="Discard").click()
    page.wait_for_function(f"() => document.body.dataset.stateId !== '{state}'")
    assert card not in _hand(page)
    assert not errors, errors
    host_context.close()
    guest_context.close()
