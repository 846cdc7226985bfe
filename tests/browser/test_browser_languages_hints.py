"""A hint at the table in the player's language (issue 38), in Chromium against the real
server: the server sends the computer's reason typed (``parts``: hint.ftl's messages,
cards as codes) beside its English sentence, and the page words it with its own
catalogs. French and Arabic show the reason the catalogs give, with no English left;
in the pseudo-locale the hint has no plain ASCII word at all; English still shows the
server's sentence word for word (tests/browser/test_browser_hints_and_tips.py)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ginrummy.agents.levels import ReasonPart, reason_words
from ginrummy.i18n import translator
from tests.browser.test_browser_hints_and_tips import _hold_seat, _unrated_room
from tests.helpers.browser import running_server, wait_for_hand

TIMEOUT_MS = 15_000
ISOLATES = re.compile("[\u2066-\u2069]")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    database: Path = tmp_path_factory.mktemp("languages-hints") / "gin.db"
    with running_server(database, deal_seed=20261205, think_workers=0, pseudo_locale=True) as url:
        yield url


def _parts(message: dict[str, Any]) -> tuple[ReasonPart, ...]:
    """A hint message's ``parts`` as :class:`ReasonPart` again."""
    return tuple(
        ReasonPart(
            part["id"],
            tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in part["args"].items()),
        )
        for part in message["parts"]
    )


def _hint(browser: Any, server: str, lang: str) -> tuple[str, dict[str, Any], list[str]]:
    """A hint asked on the first turn of an unrated game against the computer, the page
    in ``lang``: the hint's words as shown (isolating marks left out), the server's
    message, and the page's errors."""
    context = browser.new_context(reduced_motion="reduce")
    context.set_default_timeout(TIMEOUT_MS)
    context.add_cookies([{"name": "ginrummy_lang", "value": lang, "url": server}])
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    page.on("console", lambda m: errors.append(f"console: {m.text}") if m.type == "error" else None)
    hints: list[dict[str, Any]] = []

    def on_socket(ws: Any) -> None:
        def heard(frame: str | bytes) -> None:
            message = json.loads(frame)
            if message.get("type") == "hint":
                hints.append(message)

        ws.on("framereceived", heard)

    page.on("websocket", on_socket)
    room = _unrated_room(server)
    _hold_seat(context, room, client="hints0browser0test")
    page.goto(f"{server}/room/{room['room_id']}")
    wait_for_hand(page)
    page.wait_for_function(
        "() => document.body.classList.contains('my-turn')"
        " && !document.body.classList.contains('pending')"
    )
    assert page.evaluate("() => document.documentElement.lang") == lang
    page.keyboard.press("h")
    page.wait_for_function("() => document.querySelector('.hinted') !== null")
    assert hints, "no hint came"
    shown = ISOLATES.sub("", page.locator("#hint-text").inner_text())
    context.close()
    return shown, hints[-1], errors


@pytest.mark.parametrize("lang", ["fr", "ar"])
def test_a_hint_says_why_in_the_pages_language(browser: Any, server: str, lang: str) -> None:
    shown, message, errors = _hint(browser, server, lang)
    assert message["parts"], message
    reason = reason_words(_parts(message), translator(lang))
    assert reason and reason != message["reason"]
    assert reason[1:] in shown, (shown, reason)  # after the capital the page gives it
    assert message["reason"][1:] not in shown
    assert shown.startswith(translator(lang).t("hint", move="", reason="").split(" ")[0])
    for part in message["parts"]:
        for code in [part["args"].get("card"), *part["args"].get("cards", [])]:
            if code:
                card = code.replace("T", "10")[:-1]
                assert card in shown, (code, shown)
    english = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", message["reason"])} - {"gin"}
    left = english & {w.lower() for w in re.findall(r"[A-Za-z]{3,}", shown)}
    assert not left, (shown, left)
    assert errors == []


def test_a_hint_in_the_pseudo_locale_has_no_plain_word(browser: Any, server: str) -> None:
    shown, message, errors = _hint(browser, server, "en-XA")
    assert message["parts"]
    words = re.findall(r"[A-Za-z]{2,}", shown)
    assert words == [], (shown, words)
    assert errors == []
