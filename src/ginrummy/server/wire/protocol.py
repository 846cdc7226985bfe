"""The WebSocket messages of protocol version 1 (docs/protocol.md is the reference).

Client messages are pydantic models with ``extra="forbid"`` and strict types, so
anything a client sends is either exactly one of them or a ``message/malformed`` error;
nothing loosely shaped ever reaches the game. Server messages are plain dicts built
here, so every one carries the protocol version and the error codes live in one enum.
"""

from __future__ import annotations

import json
from enum import StrEnum
from typing import Annotated, Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

PROTOCOL: Final = 1
"""The protocol version this server speaks."""

MAX_COMPUTER_DELAY: Final = 3.0
"""The longest pause before a computer move a player may ask for (``pace``)."""


class ErrorCode(StrEnum):
    """Every error a client can receive; the doc's table lists when each is sent."""

    TOO_LARGE = "message/too_large"
    MALFORMED = "message/malformed"
    UNSUPPORTED = "protocol/unsupported"
    RATE_LIMITED = "rate/limited"
    BAD_TOKEN = "auth/bad_token"
    TOKEN_IN_URL = "auth/token_in_url"
    BAD_ORIGIN = "auth/bad_origin"
    ROOM_NOT_FOUND = "room/not_found"
    ROOM_WAITING = "room/waiting"
    ROOM_FULL = "room/full"
    OWN_TABLE = "room/own_table"
    GAME_OVER = "game/over"
    HAND_OVER = "hand/over"
    NOT_YOUR_TURN = "action/not_your_turn"
    STALE = "action/stale"
    INVALID = "action/invalid"
    ILLEGAL = "action/illegal"
    NEXT_HAND_UNAVAILABLE = "next_hand/unavailable"
    REMATCH_UNAVAILABLE = "rematch/unavailable"
    REMATCH_DECLINED = "rematch/declined"
    HINT_UNAVAILABLE = "hint/unavailable"
    HINT_RATED = "hint/rated"
    CHAT_REFUSED = "chat/refused"
    CLAIM_UNAVAILABLE = "claim/unavailable"
    CLAIM_TOO_EARLY = "claim/too_early"
    RESIGN_UNAVAILABLE = "resign/unavailable"
    TAKE_BACK_UNAVAILABLE = "take_back/unavailable"
    SEED_STALE = "seed/stale"
    SEED_GIVEN = "seed/given"
    SERVER_ERROR = "server/error"


class ProtocolError(Exception):
    """A refused message: ``code`` and plain words, plus extra fields for the client."""

    def __init__(self, code: ErrorCode, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.extra = extra


_STRICT = ConfigDict(extra="forbid", strict=True, frozen=True)


class _Message(BaseModel):
    model_config = _STRICT
    protocol: int = PROTOCOL


class Act(_Message):
    """Play a move chosen in state ``state_id``: its text or its id."""

    type: Literal["act"]
    state_id: Annotated[int, Field(ge=0)]
    action: (
        Annotated[str, Field(min_length=1, max_length=200)] | Annotated[int, Field(ge=0, le=10_000)]
    )


class NextHand(_Message):
    """Ready for the next hand after a showdown."""

    type: Literal["next_hand"]


class Rematch(_Message):
    """Ready for a new game once this one is over."""

    type: Literal["rematch"]


class RematchDecline(_Message):
    """No rematch, thank you (told to the other seat, whose offer it answers)."""

    type: Literal["rematch_decline"]


class HintRequest(_Message):
    """Ask for the strongest computer player's move (against the computer only)."""

    type: Literal["hint"]


class Ping(_Message):
    """Keep-alive; answered by ``pong``."""

    type: Literal["ping"]


ChatText = Annotated[str, Field(min_length=1, max_length=1000)]
"""A chat message's text as a socket may send it (checked further by :mod:`.chat`)."""
Commitment = Annotated[str, Field(pattern=r"^[0-9a-f]{64}$")]
"""A deal's commitment: SHA-256, 64 lowercase hex digits."""
ClientSeed = Annotated[str, Field(pattern=r"^[A-Za-z0-9_-]{0,64}$")]
"""A seat's client seed (docs/fairness.md)."""


class Chat(_Message):
    """A chat message to the other player (checked further by :mod:`.chat`)."""

    type: Literal["chat"]
    text: ChatText


class Claim(_Message):
    """Claim the game from an opponent who left a while ago (any game between two people)."""

    type: Literal["claim"]


class Resign(_Message):
    """Give the game up: the other seat wins it, as by a claim (rated like any result)."""

    type: Literal["resign"]


class TakeBack(_Message):
    """Take back this seat's last discard, chosen in state ``state_id`` (against the
    computer, before it moves)."""

    type: Literal["take_back"]
    state_id: Annotated[int, Field(ge=0)]


class Pace(_Message):
    """How long the computer pauses before each of its moves, in seconds (the player's
    "computer speed" setting; rooms without a computer ignore it)."""

    type: Literal["pace"]
    computer_delay: Annotated[float, Field(ge=0, le=MAX_COMPUTER_DELAY)]


class Seed(_Message):
    """This seat's client seed for the deal committed as ``commitment`` (the view's
    ``fair.next``; docs/fairness.md)."""

    type: Literal["seed"]
    commitment: Commitment
    client_seed: ClientSeed


AnyClientMessage = (
    Act
    | NextHand
    | Rematch
    | RematchDecline
    | HintRequest
    | Ping
    | Chat
    | Claim
    | Resign
    | TakeBack
    | Pace
    | Seed
)
"""Every message a seat's socket may send."""
ClientMessage = Annotated[AnyClientMessage, Field(discriminator="type")]
_ADAPTER: Final[TypeAdapter[AnyClientMessage]] = TypeAdapter(ClientMessage)


def parse_client_message(text: str) -> AnyClientMessage:
    """One client frame as a message model.

    :raises ProtocolError: ``message/malformed`` or ``protocol/unsupported``.
    """
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError(ErrorCode.MALFORMED, "the message is not valid JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError(ErrorCode.MALFORMED, "a message must be a JSON object")
    version = data.get("protocol", PROTOCOL)
    if version != PROTOCOL or isinstance(version, bool):
        raise ProtocolError(
            ErrorCode.UNSUPPORTED, f"this server speaks protocol {PROTOCOL}, not {version!r}"
        )
    try:
        return _ADAPTER.validate_python(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "message"
        raise ProtocolError(ErrorCode.MALFORMED, f"bad message: {where}: {first['msg']}") from None


# --------------------------------------------------------------------------- server side
def state_message(state_id: int, view: dict[str, Any]) -> dict[str, Any]:
    """The ``state`` message: the seat's whole screen as of ``state_id``."""
    return {"type": "state", "protocol": PROTOCOL, "state_id": state_id, "view": view}


def error_message(error: ProtocolError, state_id: int | None = None) -> dict[str, Any]:
    """The ``error`` message for a refused client message."""
    out: dict[str, Any] = {
        "type": "error",
        "protocol": PROTOCOL,
        "code": str(error.code),
        "message": error.message,
    }
    if state_id is not None:
        out["state_id"] = state_id
    out.update(error.extra)
    return out


def presence_message(
    seat: int, connected: bool, claim: dict[str, Any] | None = None
) -> dict[str, Any]:
    """Tells a seat whether the other seat has a socket open, and where its claim
    against that seat now stands (the view's ``claim``: the countdown begins when they
    go, and ends when they come back), so no new state need follow."""
    return {
        "type": "presence",
        "protocol": PROTOCOL,
        "seat": seat,
        "connected": connected,
        "claim": claim,
    }


def hint_message(
    state_id: int,
    action: dict[str, Any],
    text: str,
    reason: str,
    parts: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """The answer to a ``hint`` request: ``text`` is the sentence to show (the move,
    then why: :func:`ginrummy.words.play.hint_text`), ``reason`` the why alone, in
    English; ``parts`` the why typed, for a page to word in its reader's language
    (:meth:`ginrummy.agents.levels.ReasonPart.to_json`: ``{"id": "hint-why-...",
    "args": {...}}``, cards as codes)."""
    return {
        "type": "hint",
        "protocol": PROTOCOL,
        "state_id": state_id,
        "action": action,
        "text": text,
        "reason": reason,
        "parts": parts or [],
    }


def chat_message(message: dict[str, Any]) -> dict[str, Any]:
    """One chat message, to both seats (``message`` from :meth:`ChatMessage.to_json`)."""
    return {"type": "chat", "protocol": PROTOCOL, **message}


def chat_history_message(messages: list[dict[str, Any]]) -> dict[str, Any]:
    """The room's recent chat, sent to a seat's socket as it connects."""
    return {"type": "chat_history", "protocol": PROTOCOL, "messages": messages}


PONG: Final[dict[str, Any]] = {"type": "pong", "protocol": PROTOCOL}
