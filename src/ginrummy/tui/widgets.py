"""The small widgets every screen of the terminal game is built from.

:class:`ClickRows` turns a click on drawn card text into the card it stands for (the
columns come from :mod:`ginrummy.tui.render`'s spans); :func:`static` and :func:`button`
are the plain text and the key-driven button the screens use. They live apart from the
screens so that each screen module holds one screen's layout and keys, nothing else.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.dom import DOMNode
from textual.message import Message
from textual.widgets import Button, Static

from ..i18n import Translator
from .render import Span, card_at


class ClickRows(Static):
    """Rows of text whose columns stand for cards: a click says which one."""

    class Picked(Message):
        """A card (``7H``), ``stock`` or ``discard`` was clicked."""

        def __init__(self, target: str) -> None:
            super().__init__()
            self.target = target

    def __init__(self, *, id: str, first_row: int = 0) -> None:
        super().__init__(id=id, markup=False)
        self.spans: list[Span] = []
        self.first_row = first_row

    def show(self, rows: list[Text], spans: list[Span]) -> None:
        """Replace the rows and their clickable spans."""
        self.spans = spans
        self.update(Text("\n").join(rows))

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or offset.y < self.first_row:
            return
        target = card_at(self.spans, offset.x)
        if target is not None:
            self.post_message(self.Picked(target))


def static(content: str | Text = "", **kwargs: Any) -> Static:
    """A text widget that never reads ``[...]`` as markup (melds are written so)."""
    return Static(content, markup=False, **kwargs)


def button(label: str, id: str) -> Button:
    """A compact button that never takes the focus (the screen's keys stay live)."""
    button = Button(label, id=id, compact=True)
    button.can_focus = False  # keys go to the table's bindings, Enter included
    return button


def speak_bindings(node: DOMNode, tr: Translator, keys: Mapping[str, str]) -> None:
    """Give ``node``'s key bindings (its footer) descriptions in the player's language:
    ``keys`` maps a binding's action to its message (others, Textual's own, stay). The
    class's bindings are shared by every instance: each list is replaced, not changed."""

    def spoken(binding: Binding) -> Binding:
        key = keys.get(binding.action)
        return binding if key is None else dataclasses.replace(binding, description=tr.t(key))

    bindings = node._bindings
    bindings.key_to_bindings = {
        key: [spoken(b) for b in items] for key, items in bindings.key_to_bindings.items()
    }


__all__ = ["ClickRows", "button", "speak_bindings", "static"]
