"""The table screen, where the game is played: what it shows and which key does what.

It draws the hand, the piles, the opponent and the hand's move log (it scrolls back to
the deal: PgUp/PgDn or the mouse wheel) with :mod:`ginrummy.tui.render` and turns each
key, button and click into a :class:`ginrummy.tui.session.Session` move; the app
(:mod:`ginrummy.tui.app`) decides what comes after a move: it gives the screen itself as
a :class:`~ginrummy.tui.host.GameHost`, so this module need not import the app that
imports it. The biggest screen, so it has a module of its own.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import Button, Footer, Static

from .dialogs import KnockScreen, TextScreen
from .host import GameHost
from .primer import rules_primer
from .render import (
    Span,
    can_big_gin,
    deadwood_line,
    hand_rows,
    header_line,
    help_lines,
    knock_options,
    move_log,
    opponent_line,
    pile_lines,
    piles_rows,
    prompt_line,
    status_line,
)
from .results import ScoreScreen
from .session import KnockPlan, Session
from .widgets import ClickRows, button, speak_bindings, static

KEYS = {
    "draw": "tui-key-draw",
    "take": "tui-key-take",
    "pass_": "tui-key-pass",
    "left": "tui-key-left",
    "right": "tui-key-right",
    "discard": "tui-key-discard",
    "knock": "tui-key-knock",
    "gin": "tui-key-gin",
    "hint": "tui-key-hint",
    "pile": "tui-key-pile",
    "scores": "tui-key-scores",
    "help": "tui-key-help",
    "app.quit": "tui-key-save-quit",
    "log(-3)": "tui-key-earlier",
    "log(3)": "tui-key-later",
}
"""Each binding's action and the message that describes it in the footer."""


class TableScreen(Screen[None]):
    """The table: the hand, the piles, the opponent, what happened, what to do."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("d", "draw", "Draw", show=False),
        Binding("t", "take", "Take", show=False),
        Binding("p", "pass_", "Pass", show=False),
        Binding("left", "left", "Left", show=False),
        Binding("right", "right", "Right", show=False),
        Binding("enter", "discard", "Discard", show=False),
        Binding("k", "knock", "Knock", show=False),
        Binding("g", "gin", "Gin", show=False),
        Binding("h", "hint", "Hint"),
        Binding("v", "pile", "Pile"),
        Binding("s", "scores", "Scores"),
        Binding("question_mark", "help", "Help+rules"),
        Binding("q", "app.quit", "Save+quit"),
        Binding("pageup", "log(-3)", "Earlier moves", show=False),
        Binding("pagedown", "log(3)", "Later moves", show=False),
    ]

    def __init__(self, game: GameHost) -> None:
        super().__init__()
        self.game = game
        """The app: the session to play and what comes after each move."""
        speak_bindings(self, game.tr, KEYS)

    def compose(self) -> ComposeResult:
        t = self.game.tr.t
        enter = t("tui-help-key-enter")
        yield static(id="title")
        yield static(id="opponent")
        yield ClickRows(id="piles", first_row=1)
        yield ClickRows(id="hand", first_row=1)
        with VerticalScroll(id="log"):
            yield static(id="log-text")
        yield static(id="message")
        yield static(id="prompt")
        with Horizontal(id="moves"):
            yield button(f"{t('tui-key-draw')} d", "b-draw")
            yield button(f"{t('tui-key-take')} t", "b-take")
            yield button(f"{t('tui-key-pass')} p", "b-pass")
            yield button(f"{t('tui-key-discard')} {enter}", "b-discard")
            yield button(f"{t('tui-key-knock')} k", "b-knock")
            yield button(f"{t('tui-key-gin')} g", "b-gin")
            yield button(f"{t('tui-key-hint')} h", "b-hint")
            yield button(f"{t('tui-key-pile')} v", "b-pile")
            yield button(f"{t('tui-key-quit')} q", "b-quit")
        yield Footer()

    def on_mount(self) -> None:
        self.redraw()

    def on_screen_resume(self) -> None:
        self.redraw()

    def redraw(self) -> None:
        """Draw everything again from the session (once the widgets exist)."""
        with contextlib.suppress(NoMatches):  # not composed yet: on_mount draws
            self._redraw()

    def _redraw(self) -> None:
        app = self.game
        session = app.session
        if session is None:
            return
        ascii, colour, tr = app.ascii, not app.no_color, app.tr
        table = session.table
        obs = session.obs
        names = session.names
        title = header_line(
            table.game,
            names,
            table.hand_number,
            dealer=obs.dealer,
            status=status_line(obs, names, tr),
            ascii=ascii,
            tr=tr,
        )
        self.query_one("#title", Static).update(Text(f" {title}", style="bold reverse"))
        opponent = opponent_line(obs, names[1], ascii=ascii, tr=tr)
        self.query_one("#opponent", Static).update(app.text(opponent))
        rows, spans = piles_rows(obs, ascii=ascii, colour=colour, tr=tr)
        self.query_one("#piles", ClickRows).show(rows, spans)
        rows, spans = hand_rows(
            obs.hand,
            selected=session.selected if obs.is_my_turn else None,
            ascii=ascii,
            colour=colour,
            new_card=session.drawn_card(),
            tr=tr,
        )
        label = tr.t("tui-table-your-hand") + " "
        width = len(label)
        rows[0] = Text(label, style="bold") + rows[0]
        for index in range(1, len(rows)):
            rows[index] = Text(" " * width) + rows[index]
        self.query_one("#hand", ClickRows).show(
            rows, [Span(s.start + width, s.end + width, s.target) for s in spans]
        )
        log = self.query_one("#log", VerticalScroll)
        self.query_one("#log-text", Static).update(
            Text(app.text("\n".join(move_log(obs, names, ascii=ascii, tr=tr))), style="italic")
        )
        log.call_after_refresh(log.scroll_end, animate=False)  # the latest move in view
        message = Text(app.text(session.message), style="bold red" if session.error else "bold")
        self.query_one("#message", Static).update(message)
        prompt = prompt_line(obs, names, ascii=ascii, tr=tr)
        more = deadwood_line(obs, ascii=ascii, tr=tr)
        self.query_one("#prompt", Static).update(app.text(prompt + ("\n" + more if more else "")))
        legal = obs.legal_actions
        kinds = {type(a).__name__ for a in legal}
        knocks = knock_options(obs)
        show = {
            "b-draw": "DrawStock" in kinds,
            "b-take": "TakeUpcard" in kinds,
            "b-pass": "Pass" in kinds,
            "b-discard": "Discard" in kinds,
            "b-knock": any(left > 0 for left, _ in knocks),
            "b-gin": any(left == 0 for left, _ in knocks) or can_big_gin(obs),
        }
        for ident, visible in show.items():
            self.query_one(f"#{ident}", Button).display = visible

    # ---------------------------------------------------------------- input
    def on_button_pressed(self, event: Button.Pressed) -> None:
        actions: dict[str, Callable[[], None]] = {
            "b-draw": self.action_draw,
            "b-take": self.action_take,
            "b-pass": self.action_pass_,
            "b-discard": self.action_discard,
            "b-knock": self.action_knock,
            "b-gin": self.action_gin,
            "b-hint": self.action_hint,
            "b-pile": self.action_pile,
        }
        ident = event.button.id or ""
        if ident == "b-quit":
            self.game.save_and_quit()
        elif ident in actions:
            actions[ident]()

    def on_click_rows_picked(self, event: ClickRows.Picked) -> None:
        session = self.game.session
        if session is None:
            return
        if event.target == "stock":
            self.action_draw()
        elif event.target == "discard":
            self.action_take()
        elif session.select(event.target) and session.obs.is_my_turn:
            self.action_discard()  # a second click on the picked card discards it
        else:
            self.redraw()

    def _move(self, make: Callable[[Session], bool]) -> None:
        session = self.game.session
        if session is None:
            return
        if session.table.hand_over:
            self.game.show_showdown()
            return
        if make(session):
            self.game.after_move()
        else:
            self.redraw()

    def action_draw(self) -> None:
        self._move(Session.draw)

    def action_take(self) -> None:
        self._move(Session.take)

    def action_pass_(self) -> None:
        self._move(Session.pass_)

    def action_discard(self) -> None:
        self._move(Session.discard)

    def action_left(self) -> None:
        if self.game.session is not None:
            self.game.session.move_selection(-1)
        self.redraw()

    def action_right(self) -> None:
        if self.game.session is not None:
            self.game.session.move_selection(1)
        self.redraw()

    def action_knock(self) -> None:
        self._knock(gin=False)

    def action_gin(self) -> None:
        self._knock(gin=True)

    def _knock(self, *, gin: bool) -> None:
        session = self.game.session
        if session is None:
            return
        if session.table.hand_over:
            self.game.show_showdown()
            return
        plan = session.plan_knock(gin=gin)
        if plan is None:
            self.redraw()
        elif isinstance(plan, KnockPlan):
            knock = KnockScreen(plan, ascii=self.game.ascii, tr=self.game.tr)
            self.app.push_screen(knock, self._knock_chosen(plan))
        else:
            self._move(lambda s: s.play(plan))

    def _knock_chosen(self, plan: KnockPlan) -> Callable[[int | None], None]:
        def chosen(index: int | None) -> None:
            if index is None:
                session = self.game.session
                if session is not None:
                    session.say(self.game.tr.t("tui-table-knock-cancelled"))
                self.redraw()
                return
            self._move(lambda s: s.knock(plan, plan.arrangements[index]))

        return chosen

    def action_hint(self) -> None:
        if self.game.session is not None:
            self.game.session.hint()
        self.redraw()

    def action_pile(self) -> None:
        session = self.game.session
        if session is not None:
            lines = pile_lines(session.obs, ascii=self.game.ascii, tr=self.game.tr)
            screen = TextScreen([self.game.text(line) for line in lines], tr=self.game.tr)
            self.app.push_screen(screen)

    def action_scores(self) -> None:
        session = self.game.session
        if session is not None:
            self.app.push_screen(ScoreScreen(session, final=False, game=self.game))

    def action_log(self, rows: int) -> None:
        """PgUp/PgDn: scroll the hand's move log back (up) or on."""
        log = self.query_one("#log", VerticalScroll)
        log.scroll_to(y=log.scroll_y + rows, animate=False)

    def action_help(self) -> None:
        """``?``: the keys, then a primer of the rules in play."""
        session, tr = self.game.session, self.game.tr
        lines = help_lines(tr)
        if session is not None:
            lines += ["", *rules_primer(session.table.rules, ascii=self.game.ascii, tr=tr)]
        self.app.push_screen(TextScreen([self.game.text(line) for line in lines], tr=tr))


__all__ = ["TableScreen"]
