"""The screens after a hand: the showdown and the score sheet.

They show text drawn by :mod:`ginrummy.tui.render` and answer with what comes next
(continue; back, new game or quit), which the app (:mod:`ginrummy.tui.app`) acts on. The
app gives each screen itself as a :class:`~ginrummy.tui.host.GameHost`, so this module
need not import the app that imports it.
The showdown also offers the review of the hand (:mod:`ginrummy.tui.review_screen`).
The score sheet keeps its totals and buttons in view at 80x24 however long the game
was: the list of hands scrolls (the latest in view), the rest stays put.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer

from ..review import GameReview
from ..words.play import score_sheet_lines
from .host import GameHost
from .render import hand_sheet_text
from .review_screen import ReviewScreen
from .session import Session
from .widgets import button, speak_bindings, static


class ShowdownScreen(Screen[None]):
    """The hand's end: both hands laid out, lay-offs, deadwood, the points and why."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "next", "Continue"),
        Binding("space", "next", "Continue", show=False),
        Binding("n", "next", "Continue", show=False),
        Binding("r", "review", "Review hand"),
        Binding("s", "scores", "Scores"),
        Binding("q", "app.quit", "Save+quit"),
    ]

    def __init__(self, lines: list[str], footer: str, *, game: GameHost) -> None:
        super().__init__()
        self.game = game
        self.lines = lines
        self.footer = footer
        self.review: GameReview | None = None
        """The hand's review once made: looking again shows it at once."""
        keys = {
            "next": "tui-key-continue",
            "review": "tui-key-review",
            "scores": "tui-key-scores",
            "app.quit": "tui-key-save-quit",
        }
        speak_bindings(self, game.tr, keys)

    def compose(self) -> ComposeResult:
        t = self.game.tr.t
        yield static(Text(f" {self.lines[0]}", style="bold reverse"), id="title")
        yield static("\n".join(self.lines[1:]), id="showdown")
        yield static(self.footer, id="scoreline")
        with Horizontal(id="showdown-buttons"):
            enter = t("tui-help-key-enter")
            yield button(f"{t('tui-key-continue')} ({enter})", "b-next")
            yield button(f"{t('tui-showdown-review')} r", "b-review")
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "b-review":
            self.action_review()
        else:
            self.action_next()

    def action_next(self) -> None:
        self.dismiss(None)

    def action_scores(self) -> None:
        session = self.game.session
        if session is not None:
            self.app.push_screen(ScoreScreen(session, final=False, game=self.game))

    def action_review(self) -> None:
        """The review of the person's decisions in this hand; back here afterwards."""
        session = self.game.session
        if session is None:
            return
        screen = ReviewScreen.of_last_hand(
            session.table, ascii=self.game.ascii, review=self.review, tr=self.game.tr
        )
        self.app.push_screen(screen, self._keep_review)

    def _keep_review(self, review: GameReview | None) -> None:
        if review is not None:
            self.review = review


class ScoreScreen(Screen[str]):
    """The score sheet across hands; at the game's end the bonuses, then new game or quit."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Back"),
        Binding("enter", "close", "Back", show=False),
        Binding("s", "close", "Back", show=False),
        Binding("n", "new", "New game"),
        Binding("q", "quit", "Quit"),
    ]

    def __init__(self, session: Session, *, final: bool, game: GameHost) -> None:
        super().__init__()
        self.game = game
        self.session = session
        self.final = final
        keys = {"close": "tui-key-back", "new": "tui-key-new-game", "quit": "tui-key-quit"}
        speak_bindings(self, game.tr, keys)

    def compose(self) -> ComposeResult:
        tr = self.game.tr
        t = tr.t
        title = t("tui-sheet-game-over") if self.final else t("sheet-title")
        yield static(Text(f" {title}", style="bold reverse"), id="title")
        game, names = self.session.table.game, self.session.names
        header, *hands = hand_sheet_text(game, names, tr)
        yield static(header, id="sheet-header")  # stays put while the hands scroll
        with VerticalScroll(id="sheet-hands"):
            yield static("\n".join(hands))
        totals = score_sheet_lines(game, names, tr)
        if self.final and self.session.stored is not None:
            name = self.session.stored.name
            totals.append(t("tui-sheet-kept", path=f"games/{name}"))
        yield static("\n".join(totals), id="sheet-totals")
        with Horizontal(id="sheet-buttons"):
            if self.final:
                yield button(f"{t('tui-key-new-game')} n", "b-new")
                yield button(f"{t('tui-key-quit')} q", "b-quit")
            else:
                yield button(f"{t('tui-key-back')} Esc", "b-back")
        yield Footer()

    def on_mount(self) -> None:
        hands = self.query_one("#sheet-hands", VerticalScroll)
        hands.call_after_refresh(hands.scroll_end, animate=False)  # the latest hands

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Show only the keys that do something: Back mid-game, New game at the end."""
        if action == "close":
            return not self.final
        if action == "new":
            return self.final
        return True

    def on_button_pressed(self, event: Button.Pressed) -> None:
        {"b-new": self.action_new, "b-quit": self.action_quit}.get(
            event.button.id or "", self.action_close
        )()

    def action_close(self) -> None:
        if not self.final:
            self.dismiss("back")

    def action_new(self) -> None:
        if self.final:
            self.dismiss("new")

    def action_quit(self) -> None:
        if self.final:
            self.dismiss("quit")
        else:
            self.game.save_and_quit()


__all__ = ["ScoreScreen", "ShowdownScreen"]
