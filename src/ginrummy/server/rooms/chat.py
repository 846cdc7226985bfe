"""Table chat between the two seats of a room: storage and the rules of a message.

Messages are numbered per room (``seq`` 1, 2, ...), in the transaction that stores
them, so a client that reconnects asks for what came after the last number it saw, and
both seats see one order. The number is the room's largest plus one, computed in the
insert itself: on SQLite that statement is the only writer, on PostgreSQL the writers of
one room first take a transaction-wide advisory lock of the room; and should two writers
still meet on the unique key (room, seq), the later one tries again with the next number.

What a message may be: 1 to :data:`MAX_CHARS` characters once the spaces at either end
are gone, holding nothing that names may not hold either (one rule for both,
:mod:`..online.clean_text`): no control characters (line breaks included), no
private-use or unassigned ones, no invisible ones (tag characters included; the
zero-width joiner between two characters, which builds emoji, stays allowed), none that
reorder the text around them (they could make a message look like another), and no
more than a few combining marks on one character. Nothing else is done to the text: in
particular it is **not** HTML-escaped, because it is not HTML. Showing it safely is the
client's job, as text (``textContent``), never as markup. :data:`QUICK_PHRASES` are the
messages a player can send with one tap.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Integer, String, Table, func, insert, literal, select
from sqlalchemy import text as sql
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from ..online.clean_text import RefusedText, check_shown_text
from ..online.tables import chat, retryable, utc

MAX_CHARS = 200
"""The longest message (code points, after NFC and stripping)."""
MAX_NAME = 32
"""The longest name shown with a message (a display name with its tag fits)."""
RETRIES = 8
"""How often to try the next number when another writer took the last one."""
CHAT_LOCK_SPACE = 0x636861  # "cha": the first key of the per-room advisory locks

QUICK_PHRASES = ("Good game", "Thanks", "Good luck", "Well played", "Oops")


class BadChatText(ValueError):
    """A message that cannot be sent (empty, too long, holding a refused character or
    too many combining marks on one); the message says which, for people."""


@dataclass(frozen=True, slots=True)
class ChatMessage:
    """One stored message."""

    room_id: str
    seq: int
    seat: int
    player_name: str
    text: str
    created: datetime

    def to_json(self) -> dict[str, Any]:
        """The message as sent to clients (the text as it is: clients show it as text)."""
        return {
            "seq": self.seq,
            "seat": self.seat,
            "name": self.player_name,
            "text": self.text,
            "created": self.created.isoformat(),
        }


def clean_chat_text(text: str) -> str:
    """The message as it will be stored: Unicode NFC, spaces at either end dropped.

    :raises BadChatText: not text, empty, longer than :data:`MAX_CHARS`, or holding a
        refused character (see the module's docstring).
    """
    if not isinstance(text, str):
        raise BadChatText("a message is text")
    cleaned = unicodedata.normalize("NFC", text).strip()
    if not cleaned:
        raise BadChatText("a message needs at least one character")
    if len(cleaned) > MAX_CHARS:
        raise BadChatText(f"a message has at most {MAX_CHARS} characters")
    try:
        check_shown_text(cleaned, what="a message", joiners=True)
    except RefusedText as exc:
        raise BadChatText(str(exc)) from None
    return cleaned


def add_message(
    conn: Connection,
    room_id: str,
    seat: int,
    player_name: str,
    text: str,
    *,
    now: datetime | None = None,
    table: Table = chat,
) -> ChatMessage:
    """Store a message of the player in ``seat`` in the caller's transaction; returns it
    with its number. ``table``: ``chat`` (a two-player room) or ``three_chat`` (a room
    for three), of the same columns.

    :raises BadChatText: the text is refused (see :func:`clean_chat_text`).
    :raises ValueError: a name longer than :data:`MAX_NAME`.
    """
    cleaned = clean_chat_text(text)
    if len(player_name) > MAX_NAME:
        raise ValueError(f"a name shown in chat has at most {MAX_NAME} characters")
    moment = utc(now)
    numbered = select(
        literal(room_id, String),
        func.coalesce(func.max(table.c.seq), 0) + 1,
        literal(int(seat), Integer),
        literal(player_name, String),
        literal(cleaned, String),
        literal(moment, table.c.created.type),
    ).where(table.c.room_id == room_id)
    statement = (
        insert(table)
        .from_select(["room_id", "seq", "seat", "player_name", "text", "created"], numbered)
        .returning(table.c.seq)
    )
    if conn.dialect.name == "postgresql":
        # One writer per room at a time (until the caller commits), so the next number is
        # known; the room's row is not locked, so moves never wait for chat.
        conn.execute(
            sql("SELECT pg_advisory_xact_lock(:space, hashtext(:room))"),
            {"space": CHAT_LOCK_SPACE, "room": room_id},
        )
    for attempt in range(RETRIES):
        try:
            with retryable(conn):
                seq = int(conn.execute(statement).scalar_one())
        except IntegrityError:
            if attempt == RETRIES - 1:
                raise
            continue
        return ChatMessage(room_id, seq, int(seat), player_name, cleaned, moment)
    raise AssertionError("unreachable")  # pragma: no cover


def history(
    conn: Connection,
    room_id: str,
    limit: int = 100,
    *,
    after_seq: int = 0,
    table: Table = chat,
) -> list[ChatMessage]:
    """The room's last ``limit`` messages numbered above ``after_seq``, oldest first."""
    rows = conn.execute(
        select(table)
        .where(table.c.room_id == room_id, table.c.seq > after_seq)
        .order_by(table.c.seq.desc())
        .limit(limit)
    ).all()
    return [
        ChatMessage(r.room_id, int(r.seq), int(r.seat), r.player_name, r.text, utc(r.created))
        for r in reversed(rows)
    ]
