"""The full-screen terminal game (Textual): ``ginrummy play``.

Screens: the setup (opponent, rules preset and the main options), the table, the
choice of melds before a knock, the showdown, the score sheet, the discard pile and
the help. Everything shown is drawn by :mod:`ginrummy.tui.render` and every move goes
through :class:`ginrummy.tui.session.Session`; this module is only widgets, keys and
clicks, so a bug in a callback cannot corrupt a game, and an illegal move is a message.

The computer moves after a short, visible delay (``delay=0`` in the tests, where it
moves at once). ``NO_COLOR`` gives a monochrome screen (Textual reads it); cards keep
bold and reverse, so the selection still shows. ``ascii=True`` writes ``7H`` for
``7♥`` and draws boxes with ``+-|``.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Horizontal, Vertical
from textual.css.query import NoMatches
from textual.message import Message
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Footer, OptionList, Select, Static

from ..agents import AGENTS, LEVELS, make_agent
from ..rules import PRESETS, SCORING_SYSTEMS, Rules, find_rules
from ..table import Table
from ..textplay import plain_ascii
from . import saves
from .render import (
    HELP_LINES,
    Span,
    arrangement_option,
    can_big_gin,
    card_at,
    hand_rows,
    header_line,
    knock_options,
    opponent_line,
    pile_lines,
    piles_rows,
    prompt_line,
    recent_events,
    score_sheet_text,
    showdown_text,
    status_line,
)
from .session import KnockPlan, Session, new_table

DEFAULT_DELAY = 0.6
"""Seconds the computer waits before each move, so a person can follow it."""

LEVEL_CHOICES = [(level, level) for level in ("easy", "medium", "hard", "master")]
TARGETS = [50, 100, 150, 200, 250, 500]
YES_NO: list[tuple[str, bool]] = [("yes", True), ("no", False)]


# --------------------------------------------------------------------------- setup
@dataclass(slots=True)
class Choices:
    """What the setup screen asks: opponent and rules (preset plus the main options)."""

    opponent: str = "medium"
    preset: str = "standard"
    knock_limit: int = 10
    game_target: int = 100
    scoring: str = "standard"
    oklahoma: bool = False
    straight: bool = False
    big_gin: bool = True

    @classmethod
    def from_rules(cls, rules: Rules, opponent: str = "medium") -> Choices:
        """The choices that describe ``rules`` (the setup screen's starting values)."""
        return cls(
            opponent=opponent,
            preset=rules.name if rules.name in PRESETS else "standard",
            knock_limit=rules.knock_limit,
            game_target=rules.game_target,
            scoring=rules.scoring or "custom",
            oklahoma=rules.knock_limit_from_upcard,
            straight=rules.knock_limit == 0,
            big_gin=rules.big_gin_bonus is not None,
        )


def rules_from_choices(choices: Choices, base: Rules | None = None) -> Rules:
    """The rules the setup screen's choices mean.

    ``base`` (the command line's rules) keeps the options the screen does not show;
    Oklahoma sets the knock limit from the upcard and doubles spade hands, straight gin
    sets the knock limit to 0.
    """
    rules = base if base is not None and base.name == choices.preset else find_rules(choices.preset)
    changes: dict[str, Any] = {
        "knock_limit": 0 if choices.straight else choices.knock_limit,
        "game_target": choices.game_target,
        "knock_limit_from_upcard": choices.oklahoma,
        "spades_double": choices.oklahoma,
    }
    if choices.scoring in SCORING_SYSTEMS:
        changes["scoring"] = choices.scoring
    if not choices.big_gin:
        changes["big_gin_bonus"] = None
    elif rules.big_gin_bonus is None:
        changes["big_gin_bonus"] = PRESETS["standard"].big_gin_bonus
    return rules.replace(**changes)


class SetupScreen(Screen[Choices]):
    """Choose the opponent and the rules, or start at once with what is shown."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start", show=True),
        Binding("escape", "app.quit", "Quit", show=True),
    ]

    def __init__(self, choices: Choices, extra_opponents: list[str], note: str = "") -> None:
        super().__init__()
        self.choices = choices
        self.extra_opponents = extra_opponents
        self.note = note

    def compose(self) -> ComposeResult:
        c = self.choices
        opponents = [*LEVEL_CHOICES, *((name, name) for name in self.extra_opponents)]
        targets = sorted({*TARGETS, c.game_target})
        scorings = [(name, name) for name in SCORING_SYSTEMS]
        if c.scoring not in SCORING_SYSTEMS:
            scorings.append(("as the preset", c.scoring))
        yield _static("Gin rummy: a new game against the computer", id="setup-title")
        with Grid(id="setup-grid"):
            yield _static("Opponent")
            yield Select(
                opponents, value=c.opponent, allow_blank=False, compact=True, id="opponent"
            )
            yield _static("Rules preset")
            yield Select(
                [(p, p) for p in PRESETS], value=c.preset, allow_blank=False, compact=True,
                id="preset",
            )  # fmt: skip
            yield _static("Knock limit")
            yield Select(
                [(str(n), n) for n in range(11)], value=c.knock_limit, allow_blank=False,
                compact=True, id="knock_limit",
            )  # fmt: skip
            yield _static("Game to")
            yield Select(
                [(str(n), n) for n in targets], value=c.game_target, allow_blank=False,
                compact=True, id="game_target",
            )  # fmt: skip
            yield _static("Scoring (gin/undercut)")
            yield Select(scorings, value=c.scoring, allow_blank=False, compact=True, id="scoring")
            for ident, label, on in (
                ("oklahoma", "Oklahoma", c.oklahoma),
                ("straight", "Straight gin", c.straight),
                ("big_gin", "Big gin", c.big_gin),
            ):
                yield _static(label)
                yield Select(YES_NO, value=on, allow_blank=False, compact=True, id=ident)
        with Horizontal(id="setup-buttons"):
            yield Button("Play (Enter)", id="start", variant="primary", compact=True)
            yield Button("Quit (Esc)", id="quit", compact=True)
        yield _static(self.note, id="setup-note")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#start", Button).focus()

    def _read(self) -> Choices:
        def value(name: str) -> Any:
            return self.query_one(f"#{name}", Select).value

        return Choices(
            opponent=str(value("opponent")),
            preset=str(value("preset")),
            knock_limit=int(value("knock_limit")),
            game_target=int(value("game_target")),
            scoring=str(value("scoring")),
            oklahoma=bool(value("oklahoma")),
            straight=bool(value("straight")),
            big_gin=bool(value("big_gin")),
        )

    def on_select_changed(self, event: Select.Changed) -> None:
        """A new preset shows its own options."""
        if event.select.id != "preset" or event.value is Select.NULL:
            return
        fresh = Choices.from_rules(find_rules(str(event.value)))
        self.query_one("#knock_limit", Select).value = fresh.knock_limit
        targets = self.query_one("#game_target", Select)
        if fresh.game_target not in TARGETS:
            targets.set_options([(str(n), n) for n in sorted({*TARGETS, fresh.game_target})])
        targets.value = fresh.game_target
        self.query_one("#oklahoma", Select).value = fresh.oklahoma
        self.query_one("#straight", Select).value = fresh.straight
        self.query_one("#big_gin", Select).value = fresh.big_gin

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        elif event.button.id == "quit":
            self.app.exit()

    def action_start(self) -> None:
        self.dismiss(self._read())


# --------------------------------------------------------------------------- widgets
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


def _static(content: str | Text = "", **kwargs: Any) -> Static:
    """A text widget that never reads ``[...]`` as markup (melds are written so)."""
    return Static(content, markup=False, **kwargs)


def _button(label: str, id: str) -> Button:
    button = Button(label, id=id, compact=True)
    button.can_focus = False  # keys go to the table's bindings, Enter included
    return button


# --------------------------------------------------------------------------- table
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
        Binding("question_mark", "help", "Help"),
        Binding("q", "app.quit", "Save+quit"),
    ]

    def compose(self) -> ComposeResult:
        yield _static(id="title")
        yield _static(id="opponent")
        yield ClickRows(id="piles", first_row=1)
        yield ClickRows(id="hand", first_row=1)
        yield _static(id="log")
        yield _static(id="message")
        with Horizontal(id="moves"):
            yield _button("Draw d", "b-draw")
            yield _button("Take t", "b-take")
            yield _button("Pass p", "b-pass")
            yield _button("Discard Enter", "b-discard")
            yield _button("Knock k", "b-knock")
            yield _button("Gin g", "b-gin")
            yield _button("Hint h", "b-hint")
            yield _button("Pile v", "b-pile")
            yield _button("Quit q", "b-quit")
        yield Footer()

    @property
    def game(self) -> GinRummyApp:
        app = self.app
        assert isinstance(app, GinRummyApp)
        return app

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
        ascii, colour = app.ascii, not app.no_color
        table = session.table
        obs = session.obs
        names = session.names
        title = header_line(
            table.game,
            names,
            table.hand_number,
            dealer=obs.dealer,
            status=status_line(obs, names),
            ascii=ascii,
        )
        self.query_one("#title", Static).update(Text(f" {title}", style="bold reverse"))
        self.query_one("#opponent", Static).update(opponent_line(obs, names[1], ascii=ascii))
        rows, spans = piles_rows(obs, ascii=ascii, colour=colour)
        self.query_one("#piles", ClickRows).show(rows, spans)
        rows, spans = hand_rows(
            obs.hand,
            selected=session.selected if obs.is_my_turn else None,
            ascii=ascii,
            colour=colour,
            new_card=session.drawn_card(),
        )
        rows[0] = Text("Your hand: ", style="bold") + rows[0]
        for index in range(1, len(rows)):
            rows[index] = Text(" " * 11) + rows[index]
        self.query_one("#hand", ClickRows).show(rows, [Span(s.start + 11, s.end + 11, s.target)
                                                       for s in spans])  # fmt: skip
        events_text = recent_events(obs, names, 4, ascii=ascii)
        self.query_one("#log", Static).update(
            Text(app.text("\n".join(f"· {line}" for line in events_text)), style="italic")
        )
        prompt = prompt_line(obs, names, ascii=ascii)
        message = Text()
        if session.message:
            message.append(app.text(session.message), style="bold red" if session.error else "bold")
            message.append("\n")
        message.append(app.text(prompt))
        self.query_one("#message", Static).update(message)
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
            self.app.push_screen(KnockScreen(plan, ascii=self.game.ascii), self._knock_chosen(plan))
        else:
            self._move(lambda s: s.play(plan))

    def _knock_chosen(self, plan: KnockPlan) -> Callable[[int | None], None]:
        def chosen(index: int | None) -> None:
            if index is None:
                session = self.game.session
                if session is not None:
                    session.say("Knock cancelled.")
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
            self.app.push_screen(TextScreen(pile_lines(session.obs, ascii=self.game.ascii)))

    def action_scores(self) -> None:
        session = self.game.session
        if session is not None:
            self.app.push_screen(ScoreScreen(session, final=False))

    def action_help(self) -> None:
        self.app.push_screen(TextScreen(HELP_LINES))


# --------------------------------------------------------------------------- pop-ups
class KnockScreen(ModalScreen[int | None]):
    """Choose the melds to lay down (every arrangement with the least deadwood)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, plan: KnockPlan, *, ascii: bool) -> None:
        super().__init__()
        self.plan = plan
        self.ascii = ascii

    def compose(self) -> ComposeResult:
        card = self.plan.card.pretty(ascii=self.ascii)
        verb = "Go gin" if self.plan.gin else "Knock"
        with Vertical(id="dialog"):
            yield _static(
                f"{verb}, discarding {card} face down. Lay down which melds?\n"
                "(arrows + Enter or a click; Esc cancels)",
                id="dialog-title",
            )
            yield OptionList(
                *(Text(arrangement_option(a, ascii=self.ascii)) for a in self.plan.arrangements),
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
    """Some lines of text over the table (the pile, the help); any close key returns."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close"),
        Binding("enter", "close", "Close", show=False),
        Binding("v", "close", "Close", show=False),
        Binding("question_mark", "close", "Close", show=False),
        Binding("q", "close", "Close", show=False),
    ]

    def __init__(self, lines: list[str]) -> None:
        super().__init__()
        self.lines = lines

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield _static("\n".join(self.lines))
            yield _static("(Esc or Enter closes)", classes="hint")

    def action_close(self) -> None:
        self.dismiss(None)

    def on_click(self) -> None:
        self.dismiss(None)


class ShowdownScreen(Screen[None]):
    """The hand's end: both hands laid out, lay-offs, deadwood, the points and why."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "next", "Continue"),
        Binding("space", "next", "Continue", show=False),
        Binding("n", "next", "Continue", show=False),
        Binding("s", "scores", "Scores"),
        Binding("q", "app.quit", "Save+quit"),
    ]

    def __init__(self, lines: list[str], footer: str) -> None:
        super().__init__()
        self.lines = lines
        self.footer = footer

    def compose(self) -> ComposeResult:
        yield _static(Text(self.lines[0], style="bold reverse"), id="title")
        yield _static("\n".join(self.lines[1:]), id="showdown")
        yield _static(self.footer, id="scoreline")
        button = _button("Continue (Enter)", "b-next")
        yield button
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_next()

    def action_next(self) -> None:
        self.dismiss(None)

    def action_scores(self) -> None:
        app = self.app
        if isinstance(app, GinRummyApp) and app.session is not None:
            app.push_screen(ScoreScreen(app.session, final=False))


class ScoreScreen(Screen[str]):
    """The score sheet across hands; at the game's end the bonuses, then new game or quit."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Back"),
        Binding("enter", "close", "Back", show=False),
        Binding("s", "close", "Back", show=False),
        Binding("n", "new", "New game"),
        Binding("q", "quit", "Quit"),
    ]

    def __init__(self, session: Session, *, final: bool) -> None:
        super().__init__()
        self.session = session
        self.final = final

    def compose(self) -> ComposeResult:
        title = "Game over: the score sheet" if self.final else "Score sheet"
        yield _static(Text(f" {title}", style="bold reverse"), id="title")
        lines = score_sheet_text(self.session.table.game, self.session.names)
        if self.final and self.session.stored is not None:
            name = self.session.stored.name
            lines += ["", f"Game record kept as games/{name} (`ginrummy replay` shows it)."]
        yield _static("\n".join(lines), id="sheet")
        with Horizontal(id="sheet-buttons"):
            if self.final:
                yield _button("New game n", "b-new")
                yield _button("Quit q", "b-quit")
            else:
                yield _button("Back Esc", "b-back")
        yield Footer()

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
            app = self.app
            if isinstance(app, GinRummyApp):
                app.save_and_quit()


# --------------------------------------------------------------------------- the app
CSS = """
Screen { layout: vertical; }
#title { height: 1; }
#opponent { height: 1; padding: 0 1; }
#piles { height: 4; margin: 1 0 0 0; }
#hand { height: 5; margin: 1 0 0 1; }
#log { height: 4; padding: 0 1; color: $text-muted; }
#message { height: 3; padding: 0 1; }
#moves { height: 1; }
#moves Button { margin: 0 1 0 0; min-width: 6; }
#setup-title { height: 1; text-style: bold reverse; }
#setup-grid { grid-size: 2; grid-columns: 26 1fr; grid-rows: 1; grid-gutter: 0 0;
              height: auto; margin: 1 1; }
#setup-grid Select { width: 30; }
#setup-buttons { height: 1; margin: 0 1; }
#setup-buttons Button { margin: 0 2 0 0; }
#setup-note { height: auto; margin: 1 1; color: $text-muted; }
#showdown, #sheet { height: auto; padding: 1 1; }
#scoreline { height: 1; padding: 0 1; text-style: bold; }
#sheet-buttons { height: 1; }
#sheet-buttons Button { margin: 0 2 0 1; }
KnockScreen, TextScreen { align: center middle; }
#dialog { width: 76; height: auto; max-height: 20; border: round $accent; padding: 0 1;
          background: $surface; }
#dialog-title { height: auto; }
#arrangements { height: auto; max-height: 12; }
.hint { color: $text-muted; }
"""


class GinRummyApp(App[str | None]):
    """``ginrummy play``: a game against the computer, full screen.

    ``table`` resumes a game (``--resume``); without it the setup screen starts one.
    The app's return value is a line for the terminal once the screen is gone (where
    the game was saved).
    """

    CSS = CSS
    TITLE = "ginrummy"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "Quit", show=False, priority=True),
        Binding("ctrl+c", "quit", "Quit", show=False, priority=True),
    ]

    def __init__(
        self,
        *,
        rules: Rules | None = None,
        opponent: str = "medium",
        table: Table | None = None,
        agent: Any = None,
        seed: int | None = None,
        ascii: bool = False,
        delay: float = DEFAULT_DELAY,
        save_dir: str | Path | None = None,
        save_file: str | Path | None = None,
        setup: bool = True,
    ) -> None:
        super().__init__()
        self.base_rules = rules if rules is not None else find_rules("standard")
        self.opponent = opponent
        self.start_table = table
        self.fixed_agent = agent
        self.seed = seed
        self.ascii = ascii
        self.delay = delay
        self.save_dir = Path(save_dir) if save_dir is not None else None
        self.save_file = Path(save_file) if save_file is not None else None
        self.setup = setup
        self.session: Session | None = None
        self._games = 0
        self._timer: Any = None

    # ---------------------------------------------------------------- start
    def on_mount(self) -> None:
        if self.start_table is not None:
            table = self.start_table
            name = str(table.meta.get("opponent") or table.players[1])
            agent = self.fixed_agent or _agent(name)
            seed = table.meta.get("seed")
            rng = saves.resume_rng(table)
            agent_rng = random.Random(rng.getrandbits(64))
            if isinstance(seed, int):
                self.seed = seed
            self._begin(Session(table, agent, rng, agent_rng), resumed=True)
        elif self.setup:
            self.show_setup()
        else:
            self.start_game(Choices.from_rules(self.base_rules, self.opponent))

    def show_setup(self) -> None:
        """The setup screen, then a new game with its choices."""
        extra = [] if self.opponent in LEVELS else [self.opponent]
        note = ""
        if saves.has_current(self.save_dir):
            note = "A game is saved: quit (Esc) and run `ginrummy play --resume` to go on with it."
        choices = Choices.from_rules(self.base_rules, self.opponent)

        def chosen(result: Choices | None) -> None:
            if result is not None:
                self.start_game(result)

        self.push_screen(SetupScreen(choices, extra, note), chosen)

    def start_game(self, choices: Choices) -> None:
        """Deal a new game with these choices."""
        rules = rules_from_choices(choices, self.base_rules)
        self.base_rules = rules
        self.opponent = choices.opponent
        name = LEVELS.get(choices.opponent, choices.opponent)
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(1 << 32)
        game_seed = seed + self._games
        self._games += 1
        rng = random.Random(game_seed)
        table = new_table(rules, name, rng=rng, seed=game_seed)
        table.meta["level"] = choices.opponent
        agent = self.fixed_agent or _agent(name)
        agent_rng = random.Random(rng.getrandbits(64))
        self._begin(Session(table, agent, rng, agent_rng), resumed=False)

    def _begin(self, session: Session, *, resumed: bool) -> None:
        session.ascii = self.ascii
        session.save_dir = self.save_dir
        session.save_file = self.save_file
        self.session = session
        session.say("Game resumed." if resumed else "A new game: good luck!")
        if session.my_turn:
            session.fix_selection()
        self.switch_or_push(TableScreen())
        if session.table.hand_over:
            self.show_showdown()
        else:
            self.schedule_computer()

    def switch_or_push(self, screen: Screen[Any]) -> None:
        """Show ``screen`` in place of whatever game screens are up."""
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) == 2:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    # ---------------------------------------------------------------- play
    def redraw(self) -> None:
        for screen in self.screen_stack:
            if isinstance(screen, TableScreen):
                screen.redraw()

    def after_move(self) -> None:
        """After any move: draw, then the showdown or the computer's turn."""
        session = self.session
        if session is None:
            return
        self.redraw()
        if session.table.hand_over:
            if session.table.is_over:
                session.finish_game()
            self.show_showdown()
        else:
            self.schedule_computer()

    def schedule_computer(self) -> None:
        """Let the computer move now (no delay) or after :attr:`delay` seconds."""
        session = self.session
        if session is None or not session.computer_to_move or session.table.hand_over:
            return
        if self.delay <= 0:
            while session.computer_to_move and not session.table.hand_over:
                session.computer_move()
            self.after_move()
        elif self._timer is None:
            self._timer = self.set_timer(self.delay, self._computer_tick)

    def _computer_tick(self) -> None:
        self._timer = None
        session = self.session
        if session is None or not session.computer_to_move:
            return
        session.computer_move()
        self.after_move()

    def show_showdown(self) -> None:
        """The showdown screen for the hand just over."""
        session = self.session
        if session is None or session.result is None:
            return
        if isinstance(self.screen, ShowdownScreen):
            return
        names = session.names
        lines = showdown_text(session.result, session.table.rules, names, ascii=self.ascii)
        s0, s1 = session.table.scores
        more = "Enter: the score sheet" if session.table.is_over else "Enter: next hand"
        footer = (
            f"Scores: you {s0}, {names[1]} {s1} (game to {session.table.rules.game_target}). {more}"
        )
        self.push_screen(ShowdownScreen(lines, footer), self._after_showdown)

    def _after_showdown(self, _: None = None) -> None:
        session = self.session
        if session is None:
            return
        if session.table.is_over:
            session.finish_game()
            self.push_screen(ScoreScreen(session, final=True), self._after_game)
            return
        session.next_hand()
        self.redraw()
        self.schedule_computer()

    def _after_game(self, choice: str | None) -> None:
        if choice == "new":
            self.session = None
            self.show_setup()
        else:
            self.exit("Bye." if self.session is None else self.session.save_on_quit())

    def text(self, text: str) -> str:
        """``text`` as this terminal can show it (plain ASCII with ``--ascii``)."""
        return plain_ascii(text) if self.ascii else text

    def save_and_quit(self) -> None:
        """Quit anywhere: the game is saved first, so ``--resume`` goes on with it."""
        message = self.session.save_on_quit() if self.session is not None else None
        self.exit(message)

    async def action_quit(self) -> None:
        """``q``, Ctrl+Q, Ctrl+C: save, then quit."""
        self.save_and_quit()


def _agent(name: str) -> Any:
    key = LEVELS.get(name, name)
    return make_agent(key if key in AGENTS else "simple")


__all__ = [
    "DEFAULT_DELAY",
    "Choices",
    "GinRummyApp",
    "KnockScreen",
    "ScoreScreen",
    "SetupScreen",
    "ShowdownScreen",
    "TableScreen",
    "TextScreen",
    "rules_from_choices",
]
