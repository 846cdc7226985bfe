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

from ..i18n import translator
from ..words.play import sentence
from . import view_words
from .clock_words import clock_line
from .socket_screen import SocketScreen

WATCH_HELP = translator().t("netplay-watch-help")
"""The commands, in English (:meth:`TextWatch.on_line` says them in the watcher's language)."""


class TextWatch(SocketScreen):
    """One watcher of a public game, in plain text."""

    LOST_ID = "netplay-lost-watch"
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
            words = view_words.refusal_text(self.tr, {"message": "refused", **message})
            self.say(
                self.t(
                    "netplay-watch-refused", message=sentence(words), code=str(message.get("code"))
                )
            )

    def on_view(self, state_id: int, view: dict[str, Any]) -> None:
        if not self.take_view(state_id, view):
            return
        self.view_at = time.monotonic()
        if view["status"] == "waiting":
            if self.once("waiting"):
                self.say(self.t("netplay-watch-waiting"))
            return
        self.on_presence(view)
        if self.once("seated", view["game_number"]):
            self.say(
                self.t(
                    "netplay-watching",
                    first=self.player_text(view, 0),
                    second=self.player_text(view, 1),
                    game=view["game_number"],
                    target=view["game_target"],
                )
            )
        clock = self.clock_text(view)
        if clock is not None and self.once("clocks", view["game_number"], view["hand_number"]):
            self.say(clock)
        self.tell_play(view, self.scores_text(view), self.t("netplay-watch-rematch"))

    def on_presence(self, view: dict[str, Any]) -> None:
        """A player left the table or came back (the first view says nothing)."""
        now = [bool(seat["connected"]) for seat in view["seats"]]
        before, self.connected = self.connected, now
        if before is None:
            return
        for seat, (was, is_) in enumerate(zip(before, now, strict=True)):
            if was != is_:
                name = view["names"][seat]
                self.say(self.t("netplay-player-back" if is_ else "netplay-player-left", name=name))

    # ------------------------------------------------------------------ the table
    def player_text(self, view: dict[str, Any], seat: int) -> str:
        entry = view["seats"][seat]
        if entry["bot"] and view.get("level"):
            level = self.t("setup-level", level=view["level"])
            return self.t("netplay-watch-computer-level", name=entry["name"], level=level)
        if entry["bot"]:
            return self.t("netplay-watch-computer", name=entry["name"])
        return str(entry["name"])

    @staticmethod
    def scores_text(view: dict[str, Any]) -> str:
        names, scores = view["names"], view["scores"]
        return f"{names[0]} {scores[0]}, {names[1]} {scores[1]}"

    def show_table(self, view: dict[str, Any]) -> None:
        """The table as a watcher sees it: what both players see alike."""
        self.table_head(view, self.scores_text(view))
        for entry in view["seats"]:
            away = not (entry["connected"] or entry["bot"])
            if entry["hand"] is not None:
                text = self.t(
                    "netplay-seat-laid-down", name=entry["name"], cards=self.cards(entry["hand"])
                )
                if away:
                    text += " " + self.t("netplay-away")
                self.say(self.t("netplay-end", text=text))
            else:
                self.say(self.seat_text(entry, away=away))
        clock = self.clock_text(view)
        if clock is not None:
            self.say(clock)
        if view["game_over"] is not None:
            self.say(view_words.game_over_text(self.tr, view["game_over"], view, None))
        elif view["showdown"] is not None:
            self.say(view_words.result_text(self.tr, view["showdown"], view, None))
        elif view["to_act"] is not None and view["status"] == "playing":
            self.say(self.t("netplay-to-play", name=view["names"][view["to_act"]]))

    def clock_text(self, view: dict[str, Any]) -> str | None:
        """Both players' clocks as they stand now (a timed table; ``None`` untimed)."""
        clock = view.get("clock")
        if clock is None:
            return None
        return clock_line(clock, view["names"], time.monotonic() - self.view_at, tr=self.tr)

    # ------------------------------------------------------------------ commands
    def on_line(self, line: str) -> int | None:
        lower = " ".join(line.split()).lower()
        if not lower:
            return None
        if lower in ("quit", "exit", "leave", "q"):
            return self.leave()
        if lower in ("help", "h", "?"):
            self.say(self.t("netplay-watch-help"))
        elif not self.look(lower):
            self.say(self.t("netplay-watch-only"))
        return None

    def leave(self) -> int:
        self.say(self.t("netplay-watch-stopped"))
        return 0


__all__ = ["WATCH_HELP", "TextWatch"]
