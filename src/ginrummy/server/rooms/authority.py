"""The server's checks, in order, each with its typed error code.

This is the only place that decides whether a seat's message may change a room. The
order follows boardgame.io's ``onUpdate`` (docs/protocol.md, "The order of checks"):
the seat was authenticated when its socket connected; then the game is not over, a
hand is in play, the seat is to act, the ``state_id`` is current, the action parses and
the engine accepts it. Every check only reads, so a refusal changes nothing. The stale
check comes before the engine's so that a resent move is reported as a duplicate, not
as an illegal one.
"""

from __future__ import annotations

import hmac
from typing import TYPE_CHECKING

from ...core.actions import Action, Discard
from ...core.errors import GinRummyError, IllegalActionError
from ...core.table import to_action
from ...words.refusals import refusal_details
from ..storage.store import hash_token
from ..wire.protocol import Act, ErrorCode, ProtocolError, TakeBack

if TYPE_CHECKING:
    from .room import Room


def seat_for_token(room: Room, token: str | None) -> int:
    """The seat ``token`` sits in; a token only ever acts for its own seat.

    :raises ProtocolError: ``auth/bad_token``.
    """
    if token and len(token) <= 200:
        digest = hash_token(token)
        for seat, stored in enumerate(room.token_hashes):
            if stored is not None and hmac.compare_digest(stored, digest):
                return seat
    raise ProtocolError(ErrorCode.BAD_TOKEN, "this link's seat token is not valid for this room")


def check_act(room: Room, seat: int, message: Act) -> Action:
    """The action ``seat`` may apply now, or the first reason it may not.

    :raises ProtocolError: with the code of the first failed check.
    """
    table = room.table
    if not all(room.taken):
        raise ProtocolError(ErrorCode.ROOM_WAITING, "the other seat is still empty")
    if room.shuffling:
        raise ProtocolError(
            ErrorCode.ROOM_WAITING, "the cards are being shuffled: waiting for the players' seeds"
        )
    if room.is_over:
        raise ProtocolError(ErrorCode.GAME_OVER, "the game is over")
    if table.hand_over:
        raise ProtocolError(ErrorCode.HAND_OVER, "the hand is over: ask for the next hand")
    if table.to_act != seat:
        raise ProtocolError(ErrorCode.NOT_YOUR_TURN, "it is not your turn")
    if message.state_id != room.state_id:
        raise ProtocolError(
            ErrorCode.STALE,
            f"that move was chosen in state {message.state_id}; the game is at {room.state_id}",
        )
    try:
        action = to_action(message.action)
    except GinRummyError as exc:
        raise ProtocolError(ErrorCode.INVALID, f"not an action: {exc}") from None
    try:
        table.state.check(action)
    except GinRummyError as exc:
        # The engine's English for programs; its reason and the facts of the refusal
        # typed, for a page to say in its own language (words.refusals.refusal_details).
        details = refusal_details(exc, table.state.observation(seat), action)
        if not isinstance(exc, IllegalActionError):
            del details["reason"]
        raise ProtocolError(ErrorCode.ILLEGAL, str(exc), **details) from None
    return action


def take_back_refusal(room: Room, seat: int) -> str | None:
    """Why ``seat`` may not take back its last discard now, or ``None`` when it may: a
    game against the computer, in play, whose last move is this seat's plain discard
    (not a knock), which the computer has not answered yet."""
    table = room.table
    if room.mode != "computer" or not room.bots[1 - seat] or room.bots[seat]:
        return "only a discard against the computer can be taken back"
    if room.is_over or table.hand_over:
        return "the hand is over"
    moves = table.state.actions
    if not moves or not isinstance(moves[-1], Discard) or table.to_act != 1 - seat:
        return "your last move was not a discard the computer has still to answer"
    return None


def check_take_back(room: Room, seat: int, message: TakeBack) -> None:
    """``take_back`` is allowed while :func:`take_back_refusal` finds no reason.

    :raises ProtocolError: ``take_back/unavailable`` or ``action/stale``.
    """
    if message.state_id != room.state_id:
        raise ProtocolError(
            ErrorCode.STALE,
            f"the take-back was asked in state {message.state_id}; the game is at {room.state_id}",
        )
    reason = take_back_refusal(room, seat)
    if reason is not None:
        raise ProtocolError(ErrorCode.TAKE_BACK_UNAVAILABLE, reason)


def check_resign(room: Room) -> None:
    """A game may be given up while it is on, once both seats are taken."""
    if room.is_over:
        raise ProtocolError(ErrorCode.GAME_OVER, "the game is over")
    if not all(room.taken):
        raise ProtocolError(
            ErrorCode.RESIGN_UNAVAILABLE, "nobody to resign to: the table waits for a player"
        )


def check_next_hand(room: Room) -> None:
    """``next_hand`` is allowed only between hands of a game that goes on."""
    if room.is_over:
        raise ProtocolError(ErrorCode.GAME_OVER, "the game is over: ask for a rematch")
    if not room.table.hand_over:
        raise ProtocolError(ErrorCode.NEXT_HAND_UNAVAILABLE, "the hand is still being played")


def check_rematch(room: Room, seat: int | None = None) -> None:
    """``rematch`` (and ``rematch_decline``) is allowed only once the game is over; a
    seat whose opponent declined may not ask again (the other may still ask: that
    takes their "no" back)."""
    if not room.is_over:
        raise ProtocolError(ErrorCode.REMATCH_UNAVAILABLE, "the game is not over yet")
    if seat is not None and 1 - seat in room.declined:
        raise ProtocolError(
            ErrorCode.REMATCH_DECLINED, f"{room.names[1 - seat]} declined a rematch"
        )


ENGINE_HELP_RATED = "no engine help in a rated game until it ends"
"""Why a hint, or a review of a hand while the game goes on, is refused in a rated game
(docs/online.md "Engine help and rated games")."""


def engine_help_refused(room: Room) -> bool:
    """Whether the engine's help (a hint, the review of a hand while the game goes on)
    is refused now: in a rated game until it ends. A rating says how a person plays
    alone, and a game that help could make unrated would let a losing player escape
    the loss; so help is for unrated games, and for any game once it is over."""
    return not room.is_over and room.rated() is not None


def check_hint(room: Room, seat: int) -> None:
    """Hints are for unrated games against the computer, on the asking seat's turn."""
    if room.mode != "computer":
        raise ProtocolError(ErrorCode.HINT_UNAVAILABLE, "hints are only given against the computer")
    if room.is_over:
        raise ProtocolError(ErrorCode.GAME_OVER, "the game is over")
    if engine_help_refused(room):
        raise ProtocolError(ErrorCode.HINT_RATED, ENGINE_HELP_RATED)
    if room.shuffling or room.table.hand_over or room.table.to_act != seat:
        raise ProtocolError(ErrorCode.NOT_YOUR_TURN, "a hint is given on your turn")
