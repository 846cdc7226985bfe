"""The "terminal too small" screen: said in words instead of a table broken into pieces.

The table is laid out for 80x24 (the smallest terminal people still meet); in a smaller
one its rows would wrap and cut into each other, which reads as a broken game. The app
puts this screen over everything while the terminal is too small and takes it away as
soon as it is large enough again; the game waits meanwhile (the computer does not move
unseen), and ``q`` still saves and quits.
"""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.screen import ModalScreen
from textual.widgets import Static

from .widgets import static

MIN_WIDTH = 80
"""Columns the game needs."""
MIN_HEIGHT = 24
"""Rows the game needs."""


def too_small(size: Size) -> bool:
    """True when a terminal of ``size`` cannot show the game."""
    return size.width < MIN_WIDTH or size.height < MIN_HEIGHT


def too_small_text(size: Size) -> str:
    """What the screen says, with the terminal's size and the size needed."""
    return (
        f"The terminal is too small: {size.width}x{size.height}.\n"
        f"The game needs at least {MIN_WIDTH}x{MIN_HEIGHT}: make the window larger "
        "(the game waits), or play `ginrummy play --plain`.\n"
        "q saves and quits."
    )


class TooSmallScreen(ModalScreen[None]):
    """Over every screen while the terminal is smaller than the game needs."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q", "app.quit", "Save+quit"),
    ]

    def compose(self) -> ComposeResult:
        yield static(too_small_text(self.app.size), id="too-small")

    def on_resize(self, event: events.Resize) -> None:
        self.query_one("#too-small", Static).update(too_small_text(event.size))


__all__ = ["MIN_HEIGHT", "MIN_WIDTH", "TooSmallScreen", "too_small", "too_small_text"]
