"""The move clock of a timed table in words, for the terminal's seat and its watcher.

Both are sent the clock as the server's views carry it (docs/protocol.md: seconds left as
of the message); this counts the running seat's time down since the message came, so a
line printed later reads the time as it stands (the server's deadline decides, not this).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..i18n import Translator, translator


def clock_line(
    clock: dict[str, Any],
    names: Sequence[str],
    passed: float,
    *,
    me: int | None = None,
    tr: Translator | None = None,
) -> str:
    """``Clocks: you 25 s + 60 s bank, Bob 30 s + 60 s bank.``: each seat's seconds for
    the move and its bank, ``passed`` seconds after the view came; ``me`` is the seat
    called "you" (``None`` for a watcher, who calls every player by name); in ``tr``'s
    language (English by default)."""
    words = tr or translator()
    parts = []
    for entry in clock["seats"]:
        move, bank = float(entry["move_left"]), float(entry["bank_left"])
        if clock["running"] == entry["seat"]:
            spent = max(0.0, passed - move)
            move, bank = max(0.0, move - passed), max(0.0, bank - spent)
        running = clock["running"] == entry["seat"] and me is None
        said = words.t(
            "netplay-clock-seat",
            who="you" if entry["seat"] == me else "other",
            name=names[entry["seat"]],
            move=int(f"{move:.0f}"),
            bank=int(f"{bank:.0f}"),
            timeouts=int(entry.get("timeouts") or 0),
            running="yes" if running else "no",
        )
        parts.append(said)
    return words.t("netplay-clocks", clocks=words.t("netplay-comma").join(parts))


__all__ = ["clock_line"]
