"""What the game's screens ask of the app that shows them, as a protocol.

The app (:mod:`ginrummy.tui.app`) imports every screen to push it; were the screens to
import the app back, to reach its session or to hand a move on, the two would import
each other. So the table, the showdown and the score sheet are given the app when they
are made, typed as this :class:`GameHost`, and know only what is written here.
"""

from __future__ import annotations

from typing import Protocol

from ..i18n import Translator
from .session import Session


class GameHost(Protocol):
    """The app, as the game's screens see it: the game in play, how to show text, and
    what comes after a move (the app decides: the showdown, the computer's turn)."""

    @property
    def session(self) -> Session | None:
        """The game in play (none between games)."""
        ...

    @property
    def tr(self) -> Translator:
        """The player's language."""
        ...

    @property
    def ascii(self) -> bool:
        """``--ascii``: cards as ``7H`` and everything in plain ASCII."""
        ...

    @property
    def no_color(self) -> bool:
        """``NO_COLOR``: cards without colour (Textual reads it)."""
        ...

    def text(self, text: str) -> str:
        """``text`` as this terminal can show it."""
        ...

    def after_move(self) -> None:
        """After any move: draw, then the showdown or the computer's turn."""
        ...

    def show_showdown(self) -> None:
        """The showdown screen for the hand just over."""
        ...

    def save_and_quit(self) -> None:
        """Save the game, then quit."""
        ...


__all__ = ["GameHost"]
