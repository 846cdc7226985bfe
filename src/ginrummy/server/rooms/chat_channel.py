"""How a room's chat goes out: checked, rate limited, stored, sent to the seats here once
each and in order, and caught up from storage for what another process stored.

One set of rules for both kinds of room: the two-player room's
:class:`~ginrummy.server.rooms.meeting.Meeting` and the room for three
(:mod:`.three_room`) each keep a :class:`ChatKept` per room and give this channel the
room's chat table (``chat`` or ``three_chat``), the seats' sockets in this process and
how to announce a stored message to the other processes (each kind of room has its own
announcement key). The text's own rules are :mod:`.chat`'s.

Why deliver under a lock, from a count of what was sent: announcements come in any
number and order, each answered from storage on a thread, and this process's own seats
chat in between; a message stored elsewhere may not be announced yet when one stored
here follows it. Reading "what came after the last one sent" under the lock sends each
message once, in order, whoever asks first.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sqlalchemy import Table

from ..storage.store import Store
from ..wire.protocol import ErrorCode, ProtocolError, chat_history_message, chat_message
from ..wire.views import dumps
from . import chat as chat_store
from .limits import TokenBucket

if TYPE_CHECKING:  # the room module keeps a ChatKept on each room
    from .room import Connection

log = logging.getLogger("ginrummy.server")

CHAT_BURST = 3
CHAT_PER_SECOND = 1.0
"""Chat messages a seat may send: a burst of 3, then one a second."""
CHAT_HISTORY = 100
"""Messages sent to a socket as it connects."""

Sockets = Callable[[], "Iterable[Connection]"]
"""The seats' sockets of one room in this process (watchers have no chat)."""


@dataclass(eq=False)
class ChatKept:
    """What this process keeps of one room's chat (on the room: it leaves memory with it)."""

    buckets: dict[int, TokenBucket] = field(default_factory=dict)
    """Each seat's rate limit."""
    sent: int | None = None
    """The number of the newest message this process sent its seat sockets, every
    earlier one sent too (``None``: none yet, nor the history)."""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    """Held while chat goes out to this process's sockets."""


class ChatChannel:
    """The chat of every room of one kind in this process (see the module docstring)."""

    def __init__(
        self,
        store: Store,
        table: Table,
        *,
        run_db: Callable[..., Awaitable[Any]],
        monotonic: Callable[[], float],
    ) -> None:
        self.store = store
        self.table = table
        self.run_db = run_db
        self.monotonic = monotonic

    async def say(
        self,
        kept: ChatKept,
        room_id: str,
        seat: int,
        name: str,
        text: str,
        sockets: Sockets,
        announce: Callable[[int], None],
    ) -> chat_store.ChatMessage:
        """``seat`` (shown as ``name``) says ``text``: stored, announced with its number,
        sent to the seats here.

        :raises ProtocolError: ``chat/refused`` (bad text), ``rate/limited``.
        """
        try:
            chat_store.clean_chat_text(text)
        except chat_store.BadChatText as exc:
            raise ProtocolError(ErrorCode.CHAT_REFUSED, str(exc)) from None
        bucket = kept.buckets.get(seat)
        if bucket is None:
            bucket = kept.buckets[seat] = TokenBucket(CHAT_BURST, CHAT_PER_SECOND, self.monotonic)
        if not bucket.take():
            raise ProtocolError(ErrorCode.RATE_LIMITED, "one chat message a second, please")
        message: chat_store.ChatMessage = await self.run_db(
            self._store, room_id, seat, name[: chat_store.MAX_NAME], text
        )
        announce(message.seq)
        await self.deliver(kept, room_id, sockets, message.seq, message)
        return message

    def _store(self, room_id: str, seat: int, name: str, text: str) -> chat_store.ChatMessage:
        with self.store.engine.begin() as conn:
            return chat_store.add_message(conn, room_id, seat, name, text, table=self.table)

    def _history(
        self, room_id: str, limit: int, after_seq: int = 0
    ) -> list[chat_store.ChatMessage]:
        with self.store.engine.connect() as conn:
            return list(
                chat_store.history(conn, room_id, limit, after_seq=after_seq, table=self.table)
            )

    @staticmethod
    async def _send(
        messages: list[chat_store.ChatMessage], sockets: Sockets, skip: Connection | None = None
    ) -> None:
        for message in messages:
            text = dumps(chat_message(message.to_json()))
            for conn in list(sockets()):
                if conn is skip:
                    continue
                try:
                    await conn.send_text(text)
                except Exception:  # a socket closing under us is its reader's to remove
                    log.debug("send failed", exc_info=True)

    async def deliver(
        self,
        kept: ChatKept,
        room_id: str,
        sockets: Sockets,
        seq: int,
        message: chat_store.ChatMessage | None = None,
    ) -> None:
        """Send this process's seat sockets every stored message up to number ``seq`` not
        sent them yet, oldest first, each once (``message``: number ``seq`` itself, when
        this process stored it)."""
        async with kept.lock:
            sent = kept.sent
            if sent is not None and seq <= sent:
                return
            if message is not None and (sent is None or seq == sent + 1):
                fresh = [message]
            else:
                # Not sent before: what this process missed, or (no history given here
                # yet: the seats' sockets get it as they connect) this message on.
                after = seq - 1 if sent is None else sent
                fresh = await self.run_db(self._history, room_id, CHAT_HISTORY, after)
            if fresh:
                kept.sent = fresh[-1].seq
                await self._send(fresh, sockets)

    async def send_history(
        self, kept: ChatKept, room_id: str, sockets: Sockets, conn: Connection
    ) -> None:
        """The room's recent chat (when anything was said), to a seat's socket that just
        connected; the room's other sockets here first get what they were not sent."""
        async with kept.lock:
            messages = await self.run_db(self._history, room_id, CHAT_HISTORY)
            sent = kept.sent
            last = messages[-1].seq if messages else 0
            if sent is not None and last > sent:
                await self._send([m for m in messages if m.seq > sent], sockets, skip=conn)
            kept.sent = max(sent or 0, last)
            if messages:  # nothing said yet: nothing to send
                try:
                    await conn.send_text(
                        dumps(chat_history_message([m.to_json() for m in messages]))
                    )
                except Exception:
                    log.debug("send failed", exc_info=True)
