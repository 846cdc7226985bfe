"""What happens in a hand, as a person at the table would tell it, and the log holding it.

Every event there can be is made once, so recording one costs two look-ups; a state's
event and action logs are persistent cells ``(previous, item)``, so appending costs
O(1) and shares the past. :class:`~ginrummy.core.hand.HandState` reads and redacts them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from .cards import ALL_CARDS, Card


class EventKind(StrEnum):
    """What happened, as a person at the table would describe it."""

    TAKE_UPCARD = "take_upcard"
    PASS = "pass"
    DRAW_STOCK = "draw_stock"
    DISCARD = "discard"
    KNOCK = "knock"
    BIG_GIN = "big_gin"
    RESHUFFLE = "reshuffle"
    VOID = "void"


@dataclass(frozen=True, slots=True)
class Event:
    """One public event. ``card`` is ``None`` where the viewer may not see it (the
    opponent's card drawn from the stock, a knocker's face-down discard)."""

    player: int
    kind: EventKind
    card: Card | None = None

    def describe(
        self,
        viewer: int | None = None,
        *,
        names: Sequence[str] | None = None,
        ascii: bool = False,
    ) -> str:
        """A short sentence: ``you drew 7♥ from the stock``.

        The actor is "you" for ``viewer``, else its name from ``names``, else
        "player N". A card the viewer may not see is ``None`` and left unsaid.
        """
        if viewer == self.player:
            who = "you"
        elif names is not None:
            who = names[self.player]
        else:
            who = f"player {self.player}"
        card = self.card.pretty(ascii=ascii) if self.card is not None else None
        match self.kind:
            case EventKind.TAKE_UPCARD:
                return f"{who} took {card} from the discard pile"
            case EventKind.PASS:
                return f"{who} passed"
            case EventKind.DRAW_STOCK:
                return f"{who} drew {card} from the stock" if card else f"{who} drew from the stock"
            case EventKind.DISCARD:
                return f"{who} discarded {card}"
            case EventKind.KNOCK:
                return f"{who} knocked, discarding {card} face down" if card else f"{who} knocked"
            case EventKind.BIG_GIN:
                return f"{who} went big gin"
            case EventKind.RESHUFFLE:
                return "the discard pile was shuffled into a new stock"
            case EventKind.VOID:
                return "the hand is void"
        return str(self.kind)  # pragma: no cover


_NO_CARD: Final = -1
"""No card: the index of the card-less event in a table below, and a state's ``_taken``
when the player to move took no upcard."""


def _event_table(kind: EventKind) -> tuple[tuple[Event, ...], ...]:
    return tuple(
        (*(Event(player, kind, card) for card in ALL_CARDS), Event(player, kind, None))
        for player in (0, 1)
    )


# Every event there can be, made once: ``_DRAW_EVENTS[player][card]``, with index
# ``_NO_CARD`` (-1, the last) for the event without a card. The log shares them, so
# recording an event costs two look-ups and reading the log builds nothing.
_TAKE_EVENTS: Final = _event_table(EventKind.TAKE_UPCARD)
_PASS_EVENTS: Final = _event_table(EventKind.PASS)
_DRAW_EVENTS: Final = _event_table(EventKind.DRAW_STOCK)
_DISCARD_EVENTS: Final = _event_table(EventKind.DISCARD)
_KNOCK_EVENTS: Final = _event_table(EventKind.KNOCK)
_BIG_GIN_EVENTS: Final = _event_table(EventKind.BIG_GIN)
_RESHUFFLE_EVENTS: Final = _event_table(EventKind.RESHUFFLE)
_VOID_EVENTS: Final = _event_table(EventKind.VOID)

_Cons = tuple[object, object]
"""A persistent list cell ``(previous, item)``: appending costs O(1) and shares the past."""


_HIDDEN_DRAW: Final = (Event(0, EventKind.DRAW_STOCK), Event(1, EventKind.DRAW_STOCK))
_HIDDEN_KNOCK: Final = (Event(0, EventKind.KNOCK), Event(1, EventKind.KNOCK))


def _redact_event(event: Event, viewer: int) -> Event:
    """An event as ``viewer`` saw it (the opponent's hidden cards left out)."""
    if event.player != viewer and event.card is not None:
        if event.kind is EventKind.DRAW_STOCK:
            return _HIDDEN_DRAW[event.player]
        if event.kind is EventKind.KNOCK:
            return _HIDDEN_KNOCK[event.player]
    return event


def _unwind(cell: _Cons | None) -> list[Any]:
    items = []
    while cell is not None:
        items.append(cell[1])
        cell = cell[0]  # type: ignore[assignment]
    items.reverse()
    return items
