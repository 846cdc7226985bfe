"""Watching a public game online in plain text: the server's watcher views, printed.

A watcher stands behind the table: the server sends it only what both players see
alike (docs/protocol.md, "Watching a game"), never a card in either hand before the
showdown, and no chat. This screen prints that view as it changes, in the same words
as a seat's (the events name every player, for no one is "you"): each hand's moves,
the showdown, the game's end and a rematch; at a timed table both players' clocks when
watching starts, at each new hand and with ``show``. ``show`` prints the table, ``pile``
the discard pile, ``quit`` (or the end of the input, or Ctrl-C) stops watching.
"""

from __future__ import annotations

import time
from typing import Any

from ..words.play import sentence
from .clock_words import clock_line
from .socket_screen import SocketScreen

WATCH_HELP = """\
Commands:
  show      the table: the scores, the stock, the discard pile, what each player
            shows, and the clocks of a timed table
  pile      the whole discard pile
  quit      stop watching"""


class TextWatch(SocketScreen):
    """One watcher of a public game, in plain text."""

    LOST_TEXT = "Could not reconnect. Watch again with 'ginrummy online --watch ROOM'."
    FINAL_ERRORS = frozenset({"room/not_found"})

    connected: list[bool] | None = None
    """Whether each player was at the table in the last view (none before the first)."""
    view_at: float = 0.0
    """When the last view came (monotonic): its clock is counted down from there."""

    # ------------------------------------------------------------------ messages
    def on_message(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "spectate":
            self.on_view(int(message["state_id"]), message["view"])
        elif kind == "error":
            self.say(f"{sentence(message.get('message', 'refused'))} ({message.get('code')})")

    def on_view(self, state_id: int, view: dict[str, Any]) -> None:
        if not self.take_view(state_id, view):
            return
        self.view_at = time.monotonic()
        names = view["names"]
        if view["status"] == "waiting":
            if self.once("waiting"):
                self.say("The table waits for its second player.")
            return
        self.on_presence(view)
        if self.once("seated", view["game_number"]):
            self.say(
                f"Watching {self.player_text(view, 0)} and {self.player_text(view, 1)}: "
                f"game {view['game_number']} to {view['game_target']}."
            )
        clock = self.clock_text(view)
        if clock is not None and self.once("clocks", view["game_number"], view["hand_number"]):
            self.say(clock)
        self.tell_play(
            view,
            names[view["dealer"]],
            self.scores_text(view),
            "Watch on for a rematch, or type 'quit'.",
        )

    def on_presence(self, view: dict[str, Any]) -> None:
        """A player left the table or came back (the first view says nothing)."""
        now = [bool(seat["connected"]) for seat in view["seats"]]
        before, self.connected = self.connected, now
        if before is None:
            return
        for seat, (was, is_) in enumerate(zip(before, now, strict=True)):
            if was != is_:
                name = view["names"][seat]
                self.say(f"{name} is back." if is_ else f"{name} left the table.")

    # ------------------------------------------------------------------ the table
    @staticmethod
    def player_text(view: dict[str, Any], seat: int) -> str:
        entry = view["seats"][seat]
        if entry["bot"]:
            level = f", {view['level']}" if view.get("level") else ""
            return f"{entry['name']} (the computer{level})"
        return str(entry["name"])

    @staticmethod
    def scores_text(view: dict[str, Any]) -> str:
        names, scores = view["names"], view["scores"]
        return f"{names[0]} {scores[0]}, {names[1]} {scores[1]}"

    def show_table(self, view: dict[str, Any]) -> None:
        """The table as a watcher sees it: what both players see alike."""
        self.table_head(view, self.scores_text(view))
        for entry in view["seats"]:
            if entry["hand"] is not None:
                shown = f"laid down {self.cards(entry['hand'])}"
            else:
                shown = f"{entry['card_count']} cards"
                if entry["known"]:
                    shown += f", known to hold {self.cards(entry['known'])}"
            away = "" if entry["connected"] or entry["bot"] else " (away)"
            self.say(f"{entry['name']}: {shown}{away}.")
        clock = self.clock_text(view)
        if clock is not None:
            self.say(clock)
        if view["game_over"] is not None:
            self.say(sentence(view["game_over"]["text"]))
        elif view["showdown"] is not None:
            self.say(sentence(view["showdown"]["text"]))
        elif view["to_act"] is not None and view["status"] == "playing":
            self.say(f"{view['names'][view['to_act']]} to play.")

    def clock_text(self, view: dict[str, Any]) -> str | None:
        """Both players' clocks as they stand now (a timed table; ``None`` untimed)."""
        clock = view.get("clock")
        if clock is None:
            return None
        return clock_line(clock, view["names"], time.monotonic() - self.view_at)

    # ------------------------------------------------------------------ commands
    def on_line(self, line: str) -> int | None:
        lower = " ".join(line.split()).lower()
        if not lower:
            return None
        if lower in ("quit", "exit", "leave", "q"):
            return self.leave()
        if lower in ("help", "h", "?"):
            self.say(WATCH_HELP)
        elif not self.look(lower):
            self.say("A watcher only watches: type 'show', 'pile', 'help' or 'quit'.")
        return None

    def leave(self) -> int:
        self.say("You stopped watching.")
        return 0


__all__ = ["WATCH_HELP", "TextWatch"]
