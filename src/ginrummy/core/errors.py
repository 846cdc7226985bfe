"""The errors the engine raises.

Every error is a ``ValueError`` (as in python-chess), so callers that only care about
"bad input" catch one thing. ``IllegalActionError`` carries a machine-readable
:class:`IllegalReason`, which the server maps one-to-one onto its error codes and the
terminal game turns into a message for the player.
"""

from __future__ import annotations

from enum import StrEnum


class GinRummyError(ValueError):
    """Base class of every error raised by the engine."""


class InvalidCardError(GinRummyError):
    """A card or list of cards could not be parsed (syntax), or a hand repeats a card."""


class InvalidRulesError(GinRummyError):
    """A rules option is unknown or out of range."""


class InvalidActionError(GinRummyError):
    """An action string could not be parsed (syntax only, no game context)."""


class InvalidRecordError(GinRummyError):
    """A game record is malformed, or does not replay to the results it claims."""


class IllegalReason(StrEnum):
    """Why an action is not legal in a given state."""

    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"
    WRONG_PHASE = "wrong_phase"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    CANNOT_DISCARD_TAKEN_UPCARD = "cannot_discard_taken_upcard"
    DEADWOOD_TOO_HIGH = "deadwood_too_high"
    BIG_GIN_DISABLED = "big_gin_disabled"
    NOT_BIG_GIN = "not_big_gin"
    BAD_MELDS = "bad_melds"
    MUST_KNOCK_ON_GIN = "must_knock_on_gin"
    STOCK_END = "stock_end"
    BAD_HAND = "bad_hand"


class IllegalActionError(GinRummyError):
    """An action that parses but is not allowed here; ``reason`` says which rule forbids it."""

    def __init__(self, reason: IllegalReason, message: str) -> None:
        super().__init__(message)
        self.reason = reason
