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
from ..i18n import DEFAULT, Translator, translator
from ..words.play import plain_ascii, printable
from . import view_words
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

    LOST_ID: ClassVar[str] = "netplay-lost"
    """The message said when the connection stays lost after every try."""

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
        lang: str = DEFAULT,
    ) -> None:
        self.tr: Translator = translator(lang)
        """The player's language (``ginrummy.i18n``): every line is worded in it."""
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

    def t(self, key: str, **args: object) -> str:
        """Message ``key`` in the player's language."""
        return self.tr.t(key, **args)

    def viewer(self, view: dict[str, Any]) -> int | None:
        """The seat called "you" in ``view`` (``None``: a watcher names every player)."""
        return None

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

    def tell_play(self, view: dict[str, Any], scores: str, after_over: str) -> None:
        """What happened at the table since the last view, each thing once: a new hand
        (and who dealt it), its moves in words, the showdown with the ``scores``, and
        the game's end with its score sheet, then ``after_over``."""
        key = (view["game_number"], view["hand_number"])
        me = self.viewer(view)
        dealer = view["dealer"]
        if key != self.hand_key:
            self.hand_key = key
            self.events_shown = 0
            who = "you" if dealer == me else "other"
            self.say()
            self.say(
                self.t(
                    "netplay-hand-dealt",
                    number=view["hand_number"],
                    who=who,
                    name=view["names"][dealer],
                )
            )
        for event in view["events"][self.events_shown :]:
            self.say("  " + view_words.event_line(self.tr, event, view, me, ascii=self.ascii))
        self.events_shown = len(view["events"])
        if view["showdown"] is not None and self.once("showdown", key):
            for line in view_words.showdown_lines(
                self.tr, view["showdown"], view, me, ascii=self.ascii
            ):
                self.say(line)
            self.say(self.t("netplay-scores", scores=scores))
        over = view["game_over"]
        if over is not None and self.once("over", view["game_number"]):
            self.say(view_words.game_over_text(self.tr, over, view, me))
            for row in over["rows"]:
                a, b = row["values"]
                label = view_words.sheet_label(self.tr, row)
                self.say("  " + self.t("netplay-sheet-row", label=label, a=a, b=b))
            self.say(after_over)

    def take_view(self, state_id: int, view: dict[str, Any]) -> bool:
        """Keep ``view`` when it is newer than the one kept (messages of a state may
        come twice, after a reconnection); whether it was."""
        if state_id <= self.state_id:
            return False
        view_words.name_the_computer(self.tr, view)
        self.state_id, self.view = state_id, view
        return True

    def table_head(self, view: dict[str, Any], scores: str) -> None:
        """The first lines of the table, alike for a seat and a watcher: the ``scores``,
        the stock, the knock limit, the discard pile's top."""
        upcard = view["upcard"]
        below = view["discard_size"] - 1
        if upcard is None:
            pile = self.t("netplay-pile-empty")
        elif below > 0:
            pile = self.t("netplay-pile-top-below", card=self.card(upcard), count=below)
        else:
            pile = self.t("netplay-pile-top", card=self.card(upcard))
        self.say()
        self.say(
            self.t(
                "netplay-table-head",
                scores=scores,
                target=view["game_target"],
                stock=view["stock_size"],
                limit=view["knock_limit"],
            )
        )
        self.say(self.t("netplay-discard-pile", pile=pile))

    def seat_text(self, seat: dict[str, Any], *, away: bool) -> str:
        """A player as the table shows them: ``Bob: 10 cards, known to hold 7♥.``"""
        if seat["known"]:
            text = self.t(
                "netplay-seat-cards-known",
                name=seat["name"],
                count=seat["card_count"],
                cards=self.cards(seat["known"]),
            )
        else:
            text = self.t("netplay-seat-cards", name=seat["name"], count=seat["card_count"])
        if away:
            text += " " + self.t("netplay-away")
        return self.t("netplay-end", text=text)

    def look(self, command: str) -> bool:
        """``show`` (the table again) and ``pile`` (the whole discard pile); whether
        ``command`` was one of them."""
        if command in ("show", "table", "look", "hand"):
            if self.view is not None and self.view["status"] in ("playing", "over"):
                self.show_table(self.view)
            else:
                self.say(self.t("netplay-no-table"))
            return True
        if command in ("pile", "discards"):
            if self.view is not None:
                pile = self.cards(self.view["discard_pile"]) or self.t("netplay-pile-list-empty")
                self.say(self.t("netplay-pile-list", cards=pile))
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
                self.say(self.t("netplay-server-closed"))
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
        self.say(self.t("netplay-connection-lost", why=why or self.t("netplay-closed")))
        for delay in RECONNECT_DELAYS:
            self.sleep(delay)
            try:
                self.socket = self.open_socket(self.inbox)
            except ConnectionError:
                continue
            self.say(self.t("netplay-reconnected"))
            return True
        self.say(self.t(self.LOST_ID))
        return False

    def send(self, message: dict[str, Any]) -> None:
        if self.socket is None or not self.socket.send(message):
            self.say(self.t("netplay-not-sent"))

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
