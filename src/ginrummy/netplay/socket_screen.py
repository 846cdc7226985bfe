"""What every plain-text screen of a server's socket shares: the loop, the reconnection.

A seat at a table (:mod:`~ginrummy.netplay.text_table`) and a watcher of a game
(:mod:`~ginrummy.netplay.text_watch`) both wait on two things at once, the person's next
line and the server's next message, through one :class:`~ginrummy.netplay.connection.Inbox`;
both reopen a lost connection (the server keeps the seat and the game, whichever process
answers) and leave on ``quit``, the end of the input or Ctrl-C. What differs is what a
message prints and what a line does: :meth:`SocketScreen.on_message`,
:meth:`SocketScreen.on_line` and :meth:`SocketScreen.leave`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, ClassVar, TextIO

from ..core.cards import Card
from ..words.play import plain_ascii, printable, sentence
from .connection import Inbox, Incoming, TableSocket

Opener = Callable[[Inbox], TableSocket]

RECONNECT_DELAYS = (0.5, 1.0, 2.0, 4.0, 8.0)
"""Seconds to wait before each try to reopen a lost connection."""

IDLE_PING_SECONDS = 30.0
"""A ping after this long with nothing said either way: proxies close idle sockets."""


class SocketScreen:
    """One socket of a server, printed as plain text for a person who types lines.

    ``open_socket(inbox)`` opens the socket (again, after a lost connection); ``inbox``
    holds the person's lines too (:meth:`Inbox.read_lines`).
    """

    LOST_TEXT: ClassVar[str] = "Could not reconnect."
    """Said when the connection stays lost after every try."""

    FINAL_ERRORS: ClassVar[frozenset[str]] = frozenset()
    """Error codes after which the server closes this socket for good."""

    def __init__(
        self,
        open_socket: Opener,
        inbox: Inbox,
        output: TextIO,
        *,
        ascii: bool = False,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.open_socket = open_socket
        self.inbox = inbox
        self.output = output
        self.ascii = ascii
        self.sleep = sleep
        self.socket: TableSocket | None = None
        self.shown: set[tuple[str, object]] = set()
        self.gone = False
        """Whether the server closed this socket for good (no such table, seat or game)."""
        self.view: dict[str, Any] | None = None
        """The last view the server sent (a seat's, or a watcher's)."""
        self.state_id = -1
        self.hand_key: tuple[int, int] | None = None
        self.events_shown = 0

    # ------------------------------------------------------------------ output
    def say(self, text: str = "") -> None:
        text = printable(text)
        self.output.write((plain_ascii(text) if self.ascii else text) + "\n")
        self.output.flush()

    def card(self, code: str) -> str:
        return Card.parse(code).pretty(ascii=self.ascii)

    def cards(self, codes: list[str]) -> str:
        return " ".join(self.card(c) for c in codes)

    def once(self, *key: object) -> bool:
        """Whether ``key`` is new (each notice is shown once)."""
        marker = (str(key[0]), key[1:])
        if marker in self.shown:
            return False
        self.shown.add(marker)
        return True

    def tell_play(self, view: dict[str, Any], dealer: str, scores: str, after_over: str) -> None:
        """What happened at the table since the last view, each thing once: a new hand
        (``dealer`` dealt it), its moves in words, the showdown with the ``scores``, and
        the game's end with its score sheet, then ``after_over``."""
        key = (view["game_number"], view["hand_number"])
        if key != self.hand_key:
            self.hand_key = key
            self.events_shown = 0
            self.say(f"\nHand {view['hand_number']}: {dealer} dealt.")
        for event in view["events"][self.events_shown :]:
            self.say(f"  {sentence(event['text'])}")
        self.events_shown = len(view["events"])
        if view["showdown"] is not None and self.once("showdown", key):
            for line in view["showdown"]["lines"]:
                self.say(sentence(line))
            self.say(f"Scores: {scores}.")
        over = view["game_over"]
        if over is not None and self.once("over", view["game_number"]):
            self.say(sentence(over["text"]))
            for row in over["rows"]:
                a, b = row["values"]
                self.say(f"  {row['label']}: {a} - {b}")
            self.say(after_over)

    def take_view(self, state_id: int, view: dict[str, Any]) -> bool:
        """Keep ``view`` when it is newer than the one kept (messages of a state may
        come twice, after a reconnection); whether it was."""
        if state_id <= self.state_id:
            return False
        self.state_id, self.view = state_id, view
        return True

    def table_head(self, view: dict[str, Any], scores: str) -> None:
        """The first lines of the table, alike for a seat and a watcher: the ``scores``,
        the stock, the knock limit, the discard pile's top."""
        upcard = view["upcard"]
        below = view["discard_size"] - 1
        pile = "empty" if upcard is None else f"{self.card(upcard)} on top"
        if below > 0:
            pile += f" ({below} below; 'pile' shows them)"
        self.say()
        self.say(
            f"Scores: {scores} (to {view['game_target']}).  "
            f"Stock: {view['stock_size']} cards.  Knock limit: {view['knock_limit']}."
        )
        self.say(f"Discard pile: {pile}.")

    def look(self, command: str) -> bool:
        """``show`` (the table again) and ``pile`` (the whole discard pile); whether
        ``command`` was one of them."""
        if command in ("show", "table", "look", "hand"):
            if self.view is not None and self.view["status"] in ("playing", "over"):
                self.show_table(self.view)
            else:
                self.say("No table to show yet.")
            return True
        if command in ("pile", "discards"):
            if self.view is not None:
                pile = self.cards(self.view["discard_pile"]) or "(empty)"
                self.say(f"Discard pile, bottom to top: {pile}")
            return True
        return False

    # ------------------------------------------------------------------ the loop
    def run(self) -> int:
        """Run until the person leaves or the socket closes for good; the exit status."""
        try:
            self.socket = self.open_socket(self.inbox)
        except ConnectionError as exc:
            self.say(f"{exc}.")
            return 1
        try:
            while True:
                try:
                    item = self.inbox.get(timeout=IDLE_PING_SECONDS)
                except KeyboardInterrupt:
                    return self.leave()
                if item is None:
                    self.send({"type": "ping"})
                    continue
                done = self.handle(item)
                if done is not None:
                    return done
        finally:
            if self.socket is not None:
                self.socket.close()

    def handle(self, item: Incoming) -> int | None:
        """One thing that came; an exit status once the screen is left."""
        if item.kind == "message" and item.message is not None:
            self.on_message(item.message)
            if item.message.get("code") in self.FINAL_ERRORS:
                self.say("The server closed this table.")
                self.gone = True
                return 1
            return None
        if item.kind == "line":
            return self.on_line(item.text)
        if item.kind == "eof":
            return self.leave()
        if item.kind == "closed":
            return None if self.reconnect(item.text) else 1
        return None

    def reconnect(self, why: str) -> bool:
        """Reopen a lost connection; ``False`` if it stays lost."""
        self.say(
            f"Connection lost ({why or 'closed'}); reconnecting... "
            "(what you type meanwhile is read once it is back)"
        )
        for delay in RECONNECT_DELAYS:
            self.sleep(delay)
            try:
                self.socket = self.open_socket(self.inbox)
            except ConnectionError:
                continue
            self.say("Reconnected.")
            return True
        self.say(self.LOST_TEXT)
        return False

    def send(self, message: dict[str, Any]) -> None:
        if self.socket is None or not self.socket.send(message):
            self.say("Not sent: the connection is down (reconnecting).")

    # ------------------------------------------------------------------ what differs
    def on_message(self, message: dict[str, Any]) -> None:
        """A message from the server."""
        raise NotImplementedError

    def on_line(self, line: str) -> int | None:
        """A line the person typed; an exit status to leave."""
        raise NotImplementedError

    def show_table(self, view: dict[str, Any]) -> None:
        """The table as this screen sees it (``show``)."""
        raise NotImplementedError

    def leave(self) -> int:
        """The person leaves (``quit``, the end of the input, Ctrl-C); the exit status."""
        raise NotImplementedError


__all__ = ["RECONNECT_DELAYS", "Opener", "SocketScreen"]
