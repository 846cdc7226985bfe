"""A room for three in headless Chromium (issue 39): two people in two browsers and the
computer play a whole three-handed match to its end, in the box form (the sitting-out
person sees the captain's hand and advises) and in rotation (the sitting-out person sees
the public table). Screenshots for docs/web.md: ``three-*.png``."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import pytest

from tests.helpers.browser import doc_image, running_server
from tests.helpers.clock import ManualClock

try:
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
except ImportError:  # the tests skip (launched_chromium) without Playwright
    PlaywrightTimeout = TimeoutError

Page = Any
TIMEOUT_MS = 10_000


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("three") / "ginrummy.sqlite3"
    with running_server(db, deal_seed=20261207) as url:
        yield url


def _context(browser: Any) -> Any:
    context = browser.new_context(reduced_motion="reduce", viewport={"width": 1280, "height": 900})
    context.set_default_timeout(TIMEOUT_MS)
    return context


def _errors(page: Page) -> list[str]:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    return errors


def _state(page: Page) -> str:
    return str(page.evaluate("() => document.body.dataset.state || ''"))


def _step(page: Page, *, next_hand: bool = True) -> bool:
    """One move (or "Next hand", unless ``next_hand`` is false) where this page has one;
    whether it made one. A button that goes away under the click (a state came meanwhile
    and the row was drawn again) is no move: the caller's loop looks at the page again."""
    try:
        return _try_step(page, next_hand)
    except PlaywrightTimeout:
        return False


def _try_step(page: Page, next_hand: bool) -> bool:
    before = _state(page)
    if page.locator("#btn-next").is_visible():
        if not next_hand:
            return False
        page.locator("#btn-next").click()
    elif page.evaluate("() => document.body.classList.contains('my-turn')"):
        actions = page.locator("#actions")
        if actions.locator(".btn-gin").count():
            actions.locator(".btn-gin").first.click()
        elif actions.locator(".btn-knock").count():
            actions.locator(".btn-knock").click()
            actions.locator(".btn-knock-card").first.click()
        elif page.locator("#hand .hand-card.playable").count():
            page.locator("#hand .hand-card.playable").last.click()
        elif page.locator("#stock:not([disabled])").count():
            page.locator("#stock").click()
        elif actions.get_by_role("button", name=re.compile("^Pass")).count():
            actions.get_by_role("button", name=re.compile("^Pass")).click()
        else:
            actions.locator("button:not([disabled])").first.click()
    else:
        return False
    page.wait_for_function(
        "(old) => document.body.dataset.state !== old", arg=before, timeout=TIMEOUT_MS
    )
    return True


def _start(browser: Any, base_url: str, form: str) -> tuple[Page, Page, Any, Any]:
    """Ann opens a room for three; Bob takes a seat by the link; Ann seats the computer."""
    ann_ctx, bob_ctx = _context(browser), _context(browser)
    ann, bob = ann_ctx.new_page(), bob_ctx.new_page()
    ann.goto(base_url + "/")
    ann.get_by_label("Your name").fill("Ann")
    ann.get_by_label("Target score").fill("10")
    ann.get_by_label("Three players").select_option(form)
    ann.get_by_label("Games in the match").fill("2")
    ann.get_by_role("button", name="Invite a friend").click()
    ann.wait_for_url(re.compile(r"/room/"))
    ann.locator("#three-invite").wait_for(state="visible")
    link = ann.locator("#three-invite-url").input_value()
    assert "/join/" in link
    if form.startswith("box"):
        # the computer captains, Bob is its partner (and advises it)
        ann.get_by_role("button", name="Seat the computer in seat 2").click()
        ann.locator("#three-seat-1").get_by_text("Computer").wait_for()
    bob.goto(link)
    bob.get_by_text("A table for three:").wait_for()
    bob.get_by_label("Your name").fill("Bob")
    bob.get_by_role("button", name=re.compile("Take the seat|Join|Sit")).click()
    bob.wait_for_url(re.compile(r"/room/"))
    if not form.startswith("box"):
        ann.get_by_role("button", name="Seat the computer in seat 3").click()
    for page in (ann, bob):
        page.wait_for_function("() => document.body.dataset.role !== undefined")
        page.locator("#three-invite").wait_for(state="hidden")
    return ann, bob, ann_ctx, bob_ctx


def _play_match(ann: Page, bob: Page, form: str) -> dict[str, bool]:
    seen = {"advised": False, "sat_out": False, "captain_saw": False, "pictured": False}
    advisers: list[Page] = []
    deadline = time.monotonic() + 150
    while not ann.evaluate("() => document.body.classList.contains('match-over')"):
        assert time.monotonic() < deadline, "the match did not end in time"
        for page, other in ((ann, bob), (bob, ann)):
            role = page.evaluate("() => document.body.dataset.role")
            log = page.locator("#events li").all_inner_texts()
            assert log, "the hand's moves are listed"
            if role in ("advising", "sitting_out"):
                # beside the table: every move by a name, none as "you"
                assert not [line for line in log if line.startswith("You ")], log
            if role == "advising":
                seen["sat_out"] = True
                # the captain's hand, read only: no card to press
                assert page.locator("#hand .hand-card").count() >= 1
                assert page.locator("#hand button").count() == 0
                if page not in advisers and page.locator("#advice").is_visible():
                    if not advisers:
                        page.screenshot(
                            path=str(doc_image("three-box-partner.png")), full_page=True
                        )
                    before = _state(page)
                    page.get_by_role("button", name="Advise").click()
                    page.wait_for_function("(o) => document.body.dataset.state !== o", arg=before)
                    assert page.locator("#advice-note").is_visible()
                    advisers.append(page)
                    seen["advised"] = True
                    other.wait_for_function("(o) => document.body.dataset.state !== o", arg=before)
                    other_role = other.locator("#three-players .you .three-role").inner_text()
                    if other_role != "captain":
                        # the box player never sees the advice
                        assert other.locator("#advice-note").is_hidden()
                        assert other.locator("#hand .hand-card.advised").count() == 0
                    else:
                        # a person captains: the advice shows on their table
                        other.locator("#advice-note").wait_for(state="visible")
                        assert other.locator("#hand .hand-card.advised").count() == 1
                        seen["captain_saw"] = True
                        other.screenshot(
                            path=str(doc_image("three-box-captain.png")), full_page=True
                        )
            elif role == "sitting_out":
                seen["sat_out"] = True
                assert page.locator("#hand .hand-card").count() == 0
                if not page.locator("#advice").is_hidden():
                    raise AssertionError("advice offered in rotation")
                if not seen["pictured"]:
                    page.screenshot(path=str(doc_image("three-rotation-sitting-out.png")))
                    seen["pictured"] = True
            _step(page)
        ann.wait_for_timeout(30)
    return seen


@pytest.mark.parametrize("form", ["box", "rotation-hand"])
def test_a_whole_three_handed_match_with_two_people_and_the_computer(
    browser: Any, base_url: str, form: str
) -> None:
    ann, bob, *contexts = _start(browser, base_url, form)
    errors = _errors(ann) + _errors(bob)
    names = ann.locator("#three-players .three-name").all_inner_texts()
    assert names[0] == "Ann" and "Bob" in names and any("Computer" in n for n in names)
    assert ann.locator("#three-pairing").inner_text().strip()
    if form == "box":
        ann.screenshot(path=str(doc_image("three-box-table.png")))
    seen = _play_match(ann, bob, form)
    for page in (ann, bob):
        page.locator("#three-over").wait_for(state="visible")
        assert page.locator("#three-sheet thead th").count() == (5 if form == "box" else 4)
        assert page.locator("#three-sheet tbody tr").count() >= 2
    ann.screenshot(path=str(doc_image(f"three-{form}-over.png")), full_page=True)
    assert seen["sat_out"], "no person sat out a hand"
    if form == "box":
        assert seen["advised"], "the partner never advised"
    else:
        # "Play again": Ann asks, Bob is told and agrees, both go to the next match
        first_url = ann.url
        ann.get_by_role("button", name="Play again").click()
        bob.locator("#three-again-note").get_by_text("Ann would like to play again.").wait_for()
        assert ann.locator("#three-again-note").inner_text() == "Waiting for Bob to play again."
        assert ann.get_by_role("button", name="Play again").is_hidden()
        bob.get_by_role("button", name="Play again").click()
        for page in (ann, bob):
            page.wait_for_url(lambda url: url != first_url and "/room/" in url)
            page.wait_for_function("() => document.body.dataset.role !== undefined")
            assert page.locator("#three-sheet tbody tr").count() == 1  # the totals alone
            assert not page.evaluate("() => document.body.classList.contains('match-over')")
        assert ann.url == bob.url
    assert not errors, errors
    for context in contexts:
        context.close()


def test_the_two_people_chat_and_a_watcher_sees_no_chat(browser: Any, base_url: str) -> None:
    """The table's chat for three: what Ann types reaches Bob as text (never markup), a
    quick phrase from Bob reaches Ann, and a browser without a seat has no chat."""
    ann, bob, *contexts = _start(browser, base_url, "rotation")
    errors = _errors(ann) + _errors(bob)
    for page in (ann, bob):
        page.locator("#chat").wait_for(state="visible")
    ann.get_by_label("Message to the table").fill("<b>Hello</b> Bob")
    ann.locator("#chat-form").get_by_role("button", name="Send").click()
    said = bob.locator("#chat-log .chat-theirs .chat-text")
    said.first.wait_for()
    assert said.first.inner_text() == "<b>Hello</b> Bob"
    assert bob.locator("#chat-log b").count() == 0
    assert bob.locator("#chat-log .chat-theirs .chat-name").first.inner_text() == "Ann"
    bob.locator("#chat-phrases").get_by_role("button", name="Good luck").click()
    ann.locator("#chat-log .chat-theirs .chat-text").first.wait_for()
    assert ann.locator("#chat-log .chat-theirs .chat-text").first.inner_text() == "Good luck"
    assert ann.locator("#chat-log .chat-mine .chat-text").first.inner_text() == "<b>Hello</b> Bob"
    # two people at the table: no hints (the scores are a race between people)
    assert ann.locator(".btn-hint").count() == 0 and bob.locator(".btn-hint").count() == 0
    # a watcher (a browser without a seat) sees the table but no chat
    watcher_ctx = _context(browser)
    watcher = watcher_ctx.new_page()
    watcher.goto(ann.url)
    watcher.wait_for_function("() => document.body.dataset.role === 'watching'")
    assert watcher.locator("#chat").is_hidden() and watcher.locator("#btn-chat").is_hidden()
    assert not errors, errors
    for context in (*contexts, watcher_ctx):
        context.close()


def test_the_one_person_among_two_computers_asks_for_a_hint_and_reviews_the_hand(
    browser: Any, base_url: str
) -> None:
    """Ann seats the computer in both empty seats; on her turn "Hint" shows the move in
    words and marks it on the table (with a second person at the table there is none:
    see the chat test); once the hand is over she reviews her decisions in it."""
    context = _context(browser)
    ann = context.new_page()
    errors = _errors(ann)
    ann.goto(base_url + "/")
    ann.get_by_label("Your name").fill("Ann")
    ann.get_by_label("Target score").fill("10")
    ann.get_by_label("Three players").select_option("rotation")
    ann.get_by_role("button", name="Invite a friend").click()
    ann.wait_for_url(re.compile(r"/room/"))
    for seat in (2, 3):
        ann.get_by_role("button", name=f"Seat the computer in seat {seat}").click()
        ann.locator(f"#three-seat-{seat - 1}").get_by_text("Computer").wait_for()
    ann.locator("#three-invite").wait_for(state="hidden")
    deadline = time.monotonic() + 60
    while not (
        ann.evaluate("() => document.body.classList.contains('my-turn')")
        and ann.locator("#actions .btn-hint").count()
    ):
        assert time.monotonic() < deadline, "Ann never had a turn with a hint"
        if not _step(ann):
            ann.wait_for_timeout(50)
    ann.locator("#actions .btn-hint").click()
    ann.locator("#hint-text").wait_for(state="visible")
    ann.wait_for_function(
        "() => !/\\.\\.\\.$|…$/.test(document.getElementById('hint-text').textContent)"
    )
    assert ann.locator("#hint-text").inner_text().startswith("Hint")
    assert ann.locator(".hinted").count() >= 1
    # play on to the end of the hand (never "Next hand": the next deal would take the
    # review's button away under the click), then review it
    while not ann.locator("#btn-review-hand").count():
        assert time.monotonic() < deadline + 60, "the hand never ended"
        if not _step(ann, next_hand=False):
            ann.wait_for_timeout(50)
    ann.locator("#btn-review-hand").click()
    ann.locator("#review-dialog").wait_for(state="visible")
    ann.locator("#review-summary").wait_for(state="visible", timeout=60_000)
    assert ann.locator("#review-summary").inner_text().strip()
    assert ann.locator("#review-count").inner_text().strip()
    ann.screenshot(path=str(doc_image("three-review.png")))
    assert not errors, errors
    context.close()


def test_the_computer_plays_for_bob_when_he_left(
    browser: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """Bob closes his page: Ann is told when the computer may play for him (the server's
    wait, moved on here by the server's clock), then lets it; the table shows the
    computer playing for Bob, and the match goes on."""
    clock = ManualClock()
    db = tmp_path_factory.mktemp("three-gone") / "ginrummy.sqlite3"
    with running_server(db, clock=clock, deal_seed=20261207, claim_after_disconnect=30) as url:
        ann, _bob, ann_ctx, bob_ctx = _start(browser, url, "rotation")
        errors = _errors(ann)
        bob_ctx.close()  # Bob leaves
        note = ann.locator("#three-gone").get_by_text(re.compile("Bob left the table"))
        note.wait_for()
        assert "may play for them in" in note.inner_text()
        clock.advance(31)
        ann.reload()  # a fresh view: the wait is over
        ann.get_by_role("button", name="Let the computer play for Bob").click()
        ann.locator("#three-seat-1 .three-stand-in").wait_for()
        assert ann.locator("#three-seat-1 .three-name").inner_text() == "Bob"
        # the match goes on without Bob: Ann's moves alone move it
        before = _state(ann)
        deadline = time.monotonic() + 60
        while int(_state(ann) or 0) < int(before or 0) + 6:
            assert time.monotonic() < deadline, "the match stalled without Bob"
            if not _step(ann):
                ann.wait_for_timeout(50)
        assert not errors, errors
        ann_ctx.close()


def test_each_hand_ann_plays_is_verified_in_her_browser(browser: Any, base_url: str) -> None:
    """Ann's browser adds a seed to every next deal; after each hand she played it
    recomputes the deal from the revealed seed and says it is verified; the record of
    the match is there to download once it is over."""
    context = _context(browser)
    ann = context.new_page()
    errors = _errors(ann)
    ann.goto(base_url + "/")
    ann.get_by_label("Your name").fill("Ann")
    ann.get_by_label("Target score").fill("10")
    # eight hands: Ann sits out at most every other one, so she plays hands after the
    # first (dealt as the room is made, before any seed could come) whatever the deals
    ann.get_by_label("Three players").select_option("rotation-hand")
    ann.get_by_label("Games in the match").fill("8")
    ann.get_by_role("button", name="Invite a friend").click()
    ann.wait_for_url(re.compile(r"/room/"))
    for seat in (2, 3):
        ann.get_by_role("button", name=f"Seat the computer in seat {seat}").click()
        ann.locator(f"#three-seat-{seat - 1}").get_by_text("Computer").wait_for()
    verified: set[str] = set()
    deadline = time.monotonic() + 150
    while not ann.evaluate("() => document.body.classList.contains('match-over')"):
        assert time.monotonic() < deadline, "the match did not end in time"
        box = ann.locator("#fair-box")
        if ann.evaluate("() => document.body.dataset.role") == "playing" and box.is_visible():
            box.get_by_text("Deal verified in your browser").wait_for()
            hand = ann.evaluate("() => document.body.dataset.state")
            if ann.locator("#fair-seed").is_visible():  # a hand with Ann's seed in it
                assert "Your seed for this deal" in ann.locator("#fair-seed").inner_text()
                verified.add(hand)
        if not _step(ann):
            ann.wait_for_timeout(50)
    assert verified, "no hand with Ann's seed was verified"
    ann.locator("#fair-box").get_by_role("button", name="Download record").wait_for()
    assert not errors, errors
    context.close()
