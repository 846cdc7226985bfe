"""When a player may claim the game from an opponent who left: one rule for every game.

Why one rule: a player whose opponent closed the tab must know how long they will wait,
and it must not depend on whether the table was timed, rated or friendly (a clock's own
limits once decided it, so an untimed game could never be claimed and a slow clock
made the wait longer than the page said). The rule, with ``N`` the server's
:attr:`~ginrummy.server.settings.Settings.claim_after_disconnect` (60 seconds unless the
operator says otherwise):

    when a seat has had no connection anywhere for ``N`` seconds, and the game waits on
    that seat (it is not the claimer's own move), the other seat may claim the game:
    it ends, the claimer wins it, rated as any result.

Pure logic, the time passed in: :class:`ClaimWait` is what one seat sees of it, built by
:func:`claim_wait` from the room's facts, and it is what the seat's view carries (its
``claim`` object), what the refusal of an early claim says, and when the server sends
the seat a fresh view (the moment the claim opens).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Final

CLAIM_AFTER_RANGE: Final = (10.0, 3600.0)
"""Seconds a seat may be gone before the game can be claimed: never less than 10, so a
network blip or a page reload is never a loss; at most an hour."""
DEFAULT_CLAIM_AFTER: Final = 60.0
"""The wait unless the operator sets another."""


class ClaimSettingError(ValueError):
    """A claim wait out of :data:`CLAIM_AFTER_RANGE` (or no number)."""


def check_claim_after(value: object) -> float:
    """``value`` as the seconds of the claim wait.

    :raises ClaimSettingError: for anything but a finite number in
        :data:`CLAIM_AFTER_RANGE` (a bool is no number here).
    """
    low, high = CLAIM_AFTER_RANGE
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ClaimSettingError(f"claim_after_disconnect must be a number, not {value!r}")
    if not math.isfinite(value) or not low <= value <= high:
        raise ClaimSettingError(
            f"claim_after_disconnect must be between {low:g} and {high:g} seconds, not {value!r}"
        )
    return float(value)


@dataclass(frozen=True, slots=True)
class ClaimWait:
    """One seat's prospect of claiming the game from its absent opponent.

    ``opens_at`` is on the server's monotonic scale (never shown: each process has its
    own); a view shows the seconds left instead.
    """

    after: float
    """The rule's wait (seconds)."""
    opens_at: float
    """When the opponent will have been gone for :attr:`after` seconds."""
    claimer_to_move: bool
    """It is the claimer's own move: the game waits on them, not on the absent seat, so
    no claim until they have moved (the time keeps counting meanwhile)."""

    def left(self, now: float) -> float:
        """Seconds until the wait is over (0 once it is)."""
        return max(0.0, self.opens_at - now)

    def is_open(self, now: float) -> bool:
        """The seat may claim the game now."""
        return not self.claimer_to_move and now >= self.opens_at

    def to_public(self, now: float) -> dict[str, Any]:
        """What the seat's view carries as ``claim``: ``{"after", "left", "open",
        "your_move"}``, seconds in tenths, counted from the moment the view is made."""
        return {
            "after": self.after,
            "left": round(self.left(now), 1),
            "open": self.is_open(now),
            "your_move": self.claimer_to_move,
        }


def claim_wait(
    *,
    after: float,
    in_play: bool,
    opponent_is_person: bool,
    opponent_connected: bool,
    opponent_gone_since: float | None,
    claimer_to_move: bool,
) -> ClaimWait | None:
    """The claim in prospect for a seat, ``None`` when there is none: the game is not in
    play between two seated players (waiting for a second player, over), the opponent
    is the computer or is connected, or when they went is unknown (``None``: a claim
    never rests on a guess)."""
    if not in_play or not opponent_is_person or opponent_connected:
        return None
    if opponent_gone_since is None:
        return None
    return ClaimWait(after, opponent_gone_since + after, claimer_to_move)
