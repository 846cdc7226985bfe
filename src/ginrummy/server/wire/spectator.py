"""What a watcher sees of a game: the table as a person standing behind it sees it.

Someone who opens a game from the lobby without a seat may see exactly what both
players see alike, and nothing that only one of them sees. So the watcher's view is
built from the two seats' :class:`~ginrummy.core.observation.Observation` objects, keeping
only their common part:

- what both observations hold alike: the phase, whose turn, the dealer, the discard
  pile, the stock count, the knock limit, the result once the hand is over (both hands
  as laid down at a showdown; nothing of a void hand's cards);
- each seat's public facts as the *other* seat sees them: its card count, and the cards
  it took from the discard pile and still holds (``opponent_known``);
- each event as *both* seats saw it: where either seat's log leaves a card out (a card
  drawn from the stock, a knocker's face-down discard), the watcher's does too.

Neither seat's own hand is ever read (a seat's observation of its own cards is the one
part the other lacks), so the no-leak rule holds by construction, as for
:mod:`~ginrummy.server.wire.views`, whose helpers (the showdown, the score sheet, the event
entries, the JSON encoding) this module reuses so a watcher reads the same words as the
players. A room sends one ``spectate`` message per change to all its watchers alike:
build it once per ``state_id``, not once per watcher.
"""

from __future__ import annotations

from typing import Any, Final

from ...core.cards import CardSet
from ...core.hand import Event, EventKind
from ...core.observation import Observation
from ...core.table import Table
from .protocol import PROTOCOL
from .views import (
    Seating,
    card_codes,
    claimed_view,
    dumps,
    event_entry,
    game_over_view,
    hands_view,
    hollywood_view,
    showdown_view,
)

NO_SEAT: Final = -1
"""The viewer a watcher is when event texts are written: no seat, so no event says
"you"; every actor is named."""


def public_events(first: tuple[Event, ...], second: tuple[Event, ...]) -> tuple[Event, ...]:
    """The events as both seats saw them, from seat 0's log and seat 1's.

    The logs have the same events in the same order; each seat's leaves out only the
    other seat's hidden cards. Keeping an event's card only where both logs show it
    gives what everybody at the table saw: takes and discards with their cards, stock
    draws and face-down knock discards without."""
    if len(first) != len(second):
        raise ValueError("the two seats' event logs are of different hands")
    return tuple(a if a.card is None else b for a, b in zip(first, second, strict=True))


def _status(table: Table, seating: Seating) -> str:
    # The same words as a seat's view (views.build_view), so a lobby shows one status.
    if not all(seating.taken):
        return "waiting"
    return "over" if table.is_over or seating.claimed_by is not None else "playing"


def spectator_view(table: Table, seating: Seating) -> dict[str, Any]:
    """The watcher's screen (docs/protocol.md, "Watching a game"), from public facts only.

    ``table`` is the room's game; ``seating`` its public facts (``Room.seating()``): the
    names, who is connected, who is the computer. Every card in the result is on the
    discard pile, was seen taken or discarded in this hand, is known to be held (taken
    from the pile), or was laid down at the showdown."""
    observations = (table.observation(0), table.observation(1))
    shared = observations[0]
    names = seating.names
    events = [
        event_entry(e, NO_SEAT, names)
        for e in public_events(observations[0].events, observations[1].events)
    ]
    result = shared.result
    laid_down = None if result is None else result.hands
    game = table.game
    return {
        "room_id": seating.room_id,
        "mode": seating.mode,
        "level": seating.level,
        "names": list(names),
        "status": _status(table, seating),
        "game_number": seating.game_number,
        "hand_number": table.hand_number,
        "dealer": shared.dealer,
        "phase": str(shared.phase),
        "to_act": shared.to_act,
        "seats": [_seat_view(seat, observations[1 - seat], seating, laid_down) for seat in (0, 1)],
        "discard_pile": card_codes(shared.discard_pile),  # squared up: the top card only
        "discard_size": shared.discard_size,
        "upcard": None if shared.upcard is None else str(shared.upcard),
        "stock_size": shared.stock_size,
        "face_down": _face_down(shared),
        "knock_limit": shared.knock_limit,
        "doubled": shared.scores_double,
        "events": events,
        "last_event": events[-1] if events else None,
        "scores": list(game.scores),
        "game_target": game.rules.game_target,
        "hollywood": hollywood_view(game),
        "hands": hands_view(game, names),
        "showdown": None if result is None else showdown_view(result, shared.rules, names),
        "game_over": (
            game_over_view(game, names)
            if seating.claimed_by is None
            else claimed_view(
                game,
                names,
                seating.claimed_by,
                resigned=seating.resigned,
                aborted=seating.aborted,
            )
        ),
        # The move clock of a timed room, as the table shows it (null untimed): seconds
        # left per seat, both seats' alike, so a watcher learns nothing a seat does not.
        "clock": seating.clock,
    }


def _seat_view(
    seat: int, other: Observation, seating: Seating, laid_down: tuple[CardSet, CardSet] | None
) -> dict[str, Any]:
    """One seat as the other seat sees it (``other`` is the other seat's observation):
    what that seat shows the table is what it shows a watcher."""
    return {
        "seat": seat,
        "name": seating.names[seat],
        "card_count": other.opponent_hand_size,
        "known": card_codes(other.opponent_known),
        "hand": None if laid_down is None else card_codes(laid_down[seat]),
        "connected": seating.connected[seat],
        "bot": seating.bots[seat],
    }


def _face_down(obs: Observation) -> int:
    """1 while a knocker's discard lies face down (the hand ended with a knock), else 0:
    with it, the pile, the stock and the hands count to 52 without naming the card."""
    events = obs.events
    return int(bool(events) and events[-1].kind is EventKind.KNOCK)


def spectate_message(state_id: int, view: dict[str, Any]) -> dict[str, Any]:
    """The ``spectate`` message: a watcher's whole screen as of ``state_id`` (the room's
    version, the same number the seats' ``state`` messages carry)."""
    return {"type": "spectate", "protocol": PROTOCOL, "state_id": int(state_id), "view": view}


def spectator_text(state_id: int, view: dict[str, Any]) -> str:
    """:func:`spectate_message` as JSON text, encoded as every server message is
    (compact, UTF-8 as is): a room encodes it once and sends it to every watcher."""
    text: str = dumps(spectate_message(state_id, view))
    return text
