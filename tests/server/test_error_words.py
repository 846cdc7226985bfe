"""Every typed refusal the server sends has words in the catalogs (issue 38).

The browser words a refusal from its code (l10n.js ``refusalText``: message
``error-<code>``, "/" and "." read as "-", in web-errors.ftl) and falls back to the
server's English message only for a code the catalogs lack. So every code the server
can send must have its message: the HTTP API's (``ApiError`` and the refusals turned
into one: challenges, tournaments, replays, reviews), the table socket's
(``ErrorCode``) and any ``{"code": ...}`` written by hand.

The codes are read from the source (the calls that make a refusal, with their code as a
string), so a new code without words fails here.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import ginrummy.server
from ginrummy.i18n import SUPPORTED, translator
from ginrummy.server.wire.protocol import ErrorCode

SERVER = Path(ginrummy.server.__file__).parent
CODE = re.compile(r"^[a-z_]+/[a-z_]+$")
REFUSALS = {
    "ApiError",
    "ProtocolError",
    "RoomUnloaded",
    "ChallengeRefused",
    "TournamentError",
    "ReplayRefused",
    "ReviewRefused",
    "refuse",
}
"""The exceptions whose string argument of the form ``area/what`` is a code sent."""


def _name(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def codes_in_source() -> dict[str, str]:
    """Each code the server's source sends, and one place it is sent from."""
    found: dict[str, str] = {}
    for path in sorted(SERVER.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            strings: list[ast.expr] = []
            if isinstance(node, ast.Call) and _name(node.func) in REFUSALS:
                strings = list(node.args[:2])
            elif isinstance(node, ast.Dict):
                strings = [
                    v
                    for k, v in zip(node.keys, node.values, strict=True)
                    if isinstance(k, ast.Constant) and k.value == "code"
                ]
            for s in strings:
                if isinstance(s, ast.Constant) and isinstance(s.value, str) and CODE.match(s.value):
                    found.setdefault(s.value, f"{path.relative_to(SERVER)}:{s.lineno}")
    for code in ErrorCode:
        found.setdefault(code.value, "wire/protocol.py (ErrorCode)")
    return found


def message_id(code: str) -> str:
    return "error-" + re.sub(r"[/.]", "-", code)


def test_the_source_is_read() -> None:
    """The reading finds the codes of each kind of refusal (a guard against a refactor
    that would leave it finding nothing)."""
    codes = codes_in_source()
    for code in (
        "rules/invalid",  # ApiError
        "action/not_your_turn",  # ErrorCode
        "challenge/duplicate",  # ChallengeRefused
        "tournament/full",  # TournamentError
        "review/busy",  # ReviewRefused
        "game/not_found",  # ReplayRefused
        "request/too_large",  # {"code": ...}
        "fair_play/cooling_off",  # ApiError over several lines
    ):
        assert code in codes, code
    assert len(codes) >= 60


def test_every_code_the_server_sends_has_words() -> None:
    english = translator("en")
    codes = codes_in_source()
    missing = {code: where for code, where in codes.items() if not english.has(message_id(code))}
    assert missing == {}, "codes without an error- message in web-errors.ftl"


def test_no_error_message_is_left_without_a_code() -> None:
    """Every error-<code> message is for a code the server sends (a code renamed must
    take its words along); error-client-* are the browser's own."""
    ids = {message_id(code) for code in codes_in_source()}
    text = (SERVER.parent / "locales" / "en" / "web-errors.ftl").read_text(encoding="utf-8")
    listed = set(re.findall(r"^(error-[\w-]+) =", text, re.MULTILINE))
    stray = {m for m in listed - ids if not m.startswith("error-client-")}
    assert stray == set()


def test_a_refusal_with_details_is_worded_in_every_language() -> None:
    """The cooling-off's details are the placeholders of its words."""
    for lang in SUPPORTED:
        words = translator(lang).t("error-fair_play-cooling_off", minutes_left=12, reason="sandbag")
        assert "12" in words and "{" not in words, (lang, words)
    assert translator("en").t("error-fair_play-cooling_off", minutes_left=1, reason="abort") == (
        "You cannot be paired for 1 minute: you left or aborted several games before they "
        "were played out. Play your games to the end and this will not happen again."
    )
