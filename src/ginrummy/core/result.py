"""How a hand ended: :class:`HandResult`, the outcome, the winner and the points."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from .cards import CardSet
from .scoring import Outcome, Showdown, settle

if TYPE_CHECKING:
    from .arrangements import Arrangement
    from .rules import Rules

# Why a hand ended void (:attr:`HandResult.reason`): named once, for the engine's moves
# (:mod:`~ginrummy.core.moves`), the playout (:mod:`~ginrummy.core.playout`) and the
# environments' kernels, which must give the same words (replays compare results).
VOID_BOUNCE: Final = "both players took the upcard and discarded it back"
"""``repeated_upcard_void``: each player took the upcard and threw it straight back."""
VOID_UPCARD_DRAWS: Final = "the upcard was drawn too many times"
"""``max_upcard_draws``: the upcard was taken that many times after the first turn."""
VOID_STOCK_DOWN: Final = "the stock is down to two cards"
"""The stock ran out at two cards (or OpenSpiel's last chance was passed)."""
VOID_STOCK_EMPTY: Final = "the stock is empty"
"""The stock ran out at none (rules that reshuffle at an empty stock, reshuffles spent)."""
VOID_CODES: Final[dict[str, str]] = {
    VOID_BOUNCE: "bounce",
    VOID_UPCARD_DRAWS: "upcard_draws",
    VOID_STOCK_DOWN: "stock_down",
    VOID_STOCK_EMPTY: "stock_empty",
}
"""Each void reason's code, for a client that words it in its own language (the server
sends it as ``void_reason``); the words above stay the record's and the English."""


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a hand ended and what it scored. ``winner`` and ``knocker`` are seats."""

    outcome: Outcome
    winner: int | None
    points: int
    knocker: int | None = None
    showdown: Showdown | None = None
    hands: tuple[CardSet, CardSet] | None = None
    """Both hands as laid down at the showdown (public then); ``None`` for a void hand."""
    reason: str = ""

    @property
    def void_code(self) -> str:
        """:attr:`reason`'s code in :data:`VOID_CODES` (``""`` for none or an unknown one)."""
        return VOID_CODES.get(self.reason, "")

    @property
    def is_void(self) -> bool:
        """True when nobody scores and the same dealer deals again."""
        return self.outcome is Outcome.VOID

    def to_dict(self) -> dict[str, object]:
        """A JSON-safe summary."""
        out: dict[str, object] = {
            "outcome": str(self.outcome),
            "winner": self.winner,
            "points": self.points,
            "knocker": self.knocker,
        }
        if self.reason:
            out["reason"] = self.reason
        if self.showdown is not None:
            out["showdown"] = self.showdown.to_dict()
        if self.hands is not None:
            out["hands"] = [str(h) for h in self.hands]
        return out

    def describe(self) -> str:
        """One line for people: ``player 0 knocked: 10 against 45, wins 35``."""
        if self.outcome is Outcome.VOID:
            return f"void hand ({self.reason})" if self.reason else "void hand"
        sd = self.showdown
        assert sd is not None and self.knocker is not None
        k, d = sd.knocker_deadwood, sd.defender_deadwood
        base = {
            Outcome.GIN: f"player {self.knocker} went gin (defender {d})",
            Outcome.BIG_GIN: f"player {self.knocker} went big gin (defender {d})",
            Outcome.KNOCK: f"player {self.knocker} knocked: {k} against {d}",
            Outcome.UNDERCUT: f"player {1 - self.knocker} undercut: {d} against {k}",
            Outcome.TIE: f"player {self.knocker} knocked: {k} against {d}, a tie",
        }[self.outcome]
        if self.winner is None:
            return base + ", nobody scores"
        doubled = " (doubled: spade upcard)" if sd.doubled else ""
        return f"{base}; player {self.winner} scores {self.points}{doubled}"


def knock_result(
    rules: Rules,
    knocker: int,
    arrangement: Arrangement,
    hands: tuple[int, int],
    *,
    big_gin: bool,
    limit: int,
    doubled: bool,
) -> HandResult:
    """How a knock ends the hand: the knocker's laid-down ``arrangement`` settled
    against the defender's cards (:func:`~ginrummy.core.scoring.settle`), the winner as
    a seat, and both hands (as masks, the knocker's without its discard) made public.

    One function for the engine's knock and the environments' kernels, so a showdown
    is scored and reported the same on every path."""
    showdown = settle(
        rules, arrangement, hands[1 - knocker], big_gin=big_gin, limit=limit, doubled=doubled
    )
    winner = None
    if showdown.winner == "knocker":
        winner = knocker
    elif showdown.winner == "defender":
        winner = 1 - knocker
    return HandResult(
        showdown.outcome,
        winner,
        showdown.points,
        knocker=knocker,
        showdown=showdown,
        hands=(CardSet(hands[0]), CardSet(hands[1])),
    )
