"""The pop-ups over the table: the choice of melds before a knock, and text to read.

Both are modal and return at once (the chosen arrangement, or nothing); they know no
game, only what they are given, so any screen can open them. The text pop-up scrolls
(the help with the rules primer is longer than 24 rows).
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import OptionList

from ..i18n import Translator, translator
from .render import arrangement_option, layoff_count
from .session import KnockPlan
from .widgets import speak_bindings, static


class KnockScreen(ModalScreen[int | None]):
    """Choose the melds to lay down (every arrangement with the least deadwood)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, plan: KnockPlan, *, ascii: bool, tr: Translator | None = None) -> None:
        super().__init__()
        self.plan = plan
        self.ascii = ascii
        self.tr = tr or translator()
        speak_bindings(self, self.tr, {"cancel": "tui-key-cancel"})

    def compose(self) -> ComposeResult:
        card = self.plan.card.pretty(ascii=self.ascii)
        plan, t = self.plan, self.tr.t
        title = t("tui-knock-gin-title" if plan.gin else "tui-knock-title", card=card)
        how = t("tui-knock-gin-how" if plan.gin else "tui-knock-how")
        with Vertical(id="dialog"):
            yield static(f"{title}\n{how}", id="dialog-title")
            yield OptionList(
                *(
                    Text(
                        arrangement_option(
                            a,
                            ascii=self.ascii,
                            layoffs=None if plan.gin else layoff_count(a, plan.seen),
                            tr=self.tr,
                        )
                    )
                    for a in plan.arrangements
                ),
                id="arrangements",
            )

    def on_mount(self) -> None:
        options = self.query_one(OptionList)
        options.highlighted = 0
        options.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option_index)

    def action_cancel(self) -> None:
        self.dismiss(None)


class TextScreen(ModalScreen[None]):
    """Some lines of text over the table (the pile, the help and rules primer); any
    close key returns, the arrows and PgUp/PgDn scroll what does not fit."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close"),
        Binding("enter", "close", "Close", show=False),
        Binding("v", "close", "Close", show=False),
        Binding("question_mark", "close", "Close", show=False),
        Binding("q", "close", "Close", show=False),
        Binding("up", "scroll(-1)", "Scroll", show=False),
        Binding("down", "scroll(1)", "Scroll", show=False),
        Binding("pageup", "scroll(-8)", "Scroll", show=False),
        Binding("pagedown", "scroll(8)", "Scroll", show=False),
    ]

    def __init__(self, lines: list[str], *, tr: Translator | None = None) -> None:
        super().__init__()
        self.lines = lines
        self.tr = tr or translator()
        scroll = {f"scroll({rows})": "tui-key-scroll" for rows in (-1, 1, -8, 8)}
        speak_bindings(self, self.tr, {"close": "tui-key-close", **scroll})

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            with VerticalScroll(id="dialog-text"):
                yield static("\n".join(self.lines))
            yield static(self.tr.t("tui-text-hint"), classes="hint")

    def action_scroll(self, rows: int) -> None:
        """Scroll the text by ``rows`` (up when negative)."""
        text = self.query_one("#dialog-text", VerticalScroll)
        text.scroll_to(y=text.scroll_y + rows, animate=False)

    def action_close(self) -> None:
        self.dismiss(None)

    def on_click(self) -> None:
        self.dismiss(None)


__all__ = ["KnockScreen", "TextScreen"]
