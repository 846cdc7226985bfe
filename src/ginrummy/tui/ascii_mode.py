"""``--ascii``: the whole screen in plain ASCII, not only the cards.

Cards are the game's own drawing (``7H``, boxes of ``+-|``), but Textual's widgets draw
their borders, arrows, scroll bars and key names with characters a plain terminal
cannot show (``╭─╮``, ``▊▔▁▎``, ``▼``, ``▁▂▃``, ``⏎``). The app marks itself ``-ascii``
and this module holds what that changes: the borders (:data:`ASCII_CSS`), the key
names in the footer (:func:`ascii_key`), the arrows of the setup's drop-downs
(:func:`ascii_arrows`) and the scroll bars (:func:`use_ascii_scrollbars`).
"""

from __future__ import annotations

from collections.abc import Callable

from textual.dom import DOMNode
from textual.scrollbar import ScrollBar, ScrollBarRender
from textual.widgets import Static

ASCII_CSS = """
.-ascii #dialog { border: ascii $accent; }
.-ascii OptionList { border: ascii $border-blurred; }
.-ascii OptionList:focus { border: ascii $border; }
.-ascii Select > SelectOverlay { border: ascii $border-blurred; }
.-ascii Select:focus > SelectCurrent { border: none; }
.-ascii Button { border: none; }
"""
"""Borders drawn with ``+-|`` when the app has the ``-ascii`` class."""

_KEYS = {"⏎": "Enter", "←": "Left", "→": "Right", "↑": "Up", "↓": "Down", "⌫": "Backspace"}


def ascii_key(shown: str) -> str:
    """A key's name in ASCII (``⏎`` -> ``Enter``); anything else non-ASCII becomes ``?``."""
    for symbol, name in _KEYS.items():
        shown = shown.replace(symbol, name)
    return shown.encode("ascii", "replace").decode("ascii")


def ascii_arrows(root: DOMNode) -> None:
    """The drop-downs' arrows under ``root`` as ``v`` and ``^`` (Textual draws ▼ ▲)."""
    for arrow in root.query(".down-arrow").results(Static):
        arrow.update("v")
    for arrow in root.query(".up-arrow").results(Static):
        arrow.update("^")


class AsciiScrollBarRender(ScrollBarRender):
    """Scroll bars of whole cells: no ``▁▂▃`` for the thumb's fractional ends."""

    VERTICAL_BARS = [" "] * 8
    HORIZONTAL_BARS = [" "] * 8


def use_ascii_scrollbars() -> Callable[[], None]:
    """Draw every scroll bar in whole cells from now on; returns how to undo it.

    Textual keeps the renderer on the scroll bar class (its documented hook), so the
    app sets it while it runs and puts the old one back when it stops.
    """
    before = ScrollBar.renderer
    ScrollBar.renderer = AsciiScrollBarRender

    def restore() -> None:
        ScrollBar.renderer = before

    return restore


__all__ = [
    "ASCII_CSS",
    "AsciiScrollBarRender",
    "ascii_arrows",
    "ascii_key",
    "use_ascii_scrollbars",
]
