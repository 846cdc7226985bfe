"""Signing out a device from the start page's identity panel, in headless Chromium
against the real server (docs/online.md, "Devices").

A laptop (1366x768) makes a player and carries it to a phone (390x844) with a one-time
code; the phone sits at a table against the computer. The laptop's "devices" list shows
both, this one marked; "Sign out the other device" signs the phone out: the phone's
table socket is closed at once, and the phone's tab becomes a new visitor on the start
page, told why. The laptop stays signed in, its list down to itself.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from tests.helpers.browser import running_server, wait_for_hand

from .test_browser import _context

Page = Any
LAPTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("devices") / "ginrummy.sqlite3"
    with running_server(db, rooms_per_minute=0) as url:
        yield url


def _script_errors(page: Page, errors: list[str]) -> None:
    """Collect the page's script errors (a refused request's console line is the
    server's answer, not a script error, and a signed-out device is refused on purpose)."""
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    page.on(
        "console",
        lambda msg: (
            errors.append(f"console: {msg.text}")
            if msg.type == "error" and "status of 401" not in msg.text
            else None
        ),
    )


def test_the_other_device_is_signed_out_from_the_panel_and_starts_afresh(
    browser: Any, base_url: str
) -> None:
    laptop = _context(browser, viewport=LAPTOP)
    phone = _context(browser, viewport=PHONE, is_mobile=True)
    page, other = laptop.new_page(), phone.new_page()
    errors: list[str] = []
    _script_errors(page, errors)
    _script_errors(other, errors)

    # The laptop becomes a player (a pairing makes one) and carries it to the phone.
    page.goto(base_url + "/")
    page.get_by_label("Your name").fill("Val")
    page.get_by_role("button", name="Play someone now").click()
    page.wait_for_selector("#pairing-status:has-text('Looking for an opponent')")
    page.get_by_role("button", name="Cancel").click()
    name = page.locator("#identity-name").inner_text()
    assert re.fullmatch(r"Val#\d{4}", name)
    page.get_by_role("button", name="use on another device").click()
    code = page.locator("#transfer-code").inner_text().strip()
    other.goto(base_url + "/")
    other.get_by_role("button", name="enter a code from another device").click()
    other.get_by_label("Code from your other device").fill(code)
    other.get_by_role("button", name="Use it").click()
    other.wait_for_selector(f"#identity-name:has-text('{name}')")

    # The phone sits at a table, its socket open.
    other.get_by_role("button", name="Play the computer").click()
    other.wait_for_url(re.compile(r"/room/"))
    wait_for_hand(other)

    # The laptop lists both devices and signs the other one out.
    page.get_by_role("button", name="devices").click()
    rows = page.locator("#device-list li")
    rows.nth(1).wait_for()
    assert rows.count() == 2
    assert page.locator("#device-list .this-device").count() == 1
    assert "(this device)" in page.locator("#device-list .this-device").inner_text()
    page.get_by_role("button", name="Sign out the other device").click()
    page.wait_for_selector(".identity-status:has-text('The other device is signed out')")
    page.wait_for_function("() => document.querySelectorAll('#device-list li').length === 1")
    assert page.locator("#sign-out-others").count() == 0

    # The phone's table was closed at once: its tab is a new visitor on the start page.
    other.wait_for_url(base_url + "/", timeout=10_000)
    other.wait_for_selector(".identity-status:has-text('signed out from another of your devices')")
    assert other.locator("#identity-name").count() == 0
    assert other.locator("#name-field").is_visible()
    stored = other.evaluate(
        "() => [localStorage.getItem('ginrummy.player'),"
        " Object.keys(localStorage).filter(k => k.startsWith('ginrummy.room.')).length,"
        " document.cookie.includes('ginrummy_device=')]"
    )
    assert stored == [None, 0, False]
    # A reload does not tell it again: the notice is shown once.
    other.reload()
    other.wait_for_selector("#identity .identity-line")
    assert other.locator(".identity-status").inner_text() == ""

    # The laptop is still the player.
    page.reload()
    page.wait_for_selector(f"#identity-name:has-text('{name}')")
    assert not errors, errors
    laptop.close()
    phone.close()
