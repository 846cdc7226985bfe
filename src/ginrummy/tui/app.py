"""The full-screen terminal game (Textual): ``ginrummy play``.

Screens: the setup (opponent, rules preset and the main options), the table, the
choice of melds before a knock, the showdown, the score sheet, the discard pile and
the help. Everything shown is drawn by :mod:`ginrummy.tui.render` and every move goes
through :class:`ginrummy.tui.session.Session`; the screens are only widgets, keys and
clicks, so a bug in a callback cannot corrupt a game, and an illegal move is a message.

This module is the app: it starts or resumes a game, runs the computer's moves and
moves between the screens, which live in their own modules (``setup_screen``,
``table_screen``, ``dialogs``, ``results``; ``widgets`` and ``styles`` are shared). The
screens are given the app as a :class:`~ginrummy.tui.host.GameHost` and never import it.
The names they define are imported here too, so ``ginrummy.tui.app`` still offers them.

The computer moves after a short, visible delay (``delay=0`` in the tests, where it
moves at once). ``NO_COLOR`` gives a monochrome screen (Textual reads it); cards keep
bold and reverse, so the selection still shows. ``ascii=True`` writes ``7H`` for
``7♥`` and draws everything, the widgets' borders, arrows, scroll bars and keys
included, in plain ASCII (:mod:`ginrummy.tui.ascii_mode`). A terminal smaller than 80x24
gets a screen that says so (:mod:`ginrummy.tui.too_small`) and the game waits.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, ClassVar

from textual import events
from textual.app import App
from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.screen import Screen

from ..agents import AGENTS, LEVELS, make_player_agent
from ..agents.base import is_policy_name
from ..core.rules import Rules, find_rules
from ..core.table import Table
from ..i18n import translator
from ..words.play import counted_text, display_name, games_text, plain_ascii
from . import saves
from .ascii_mode import ascii_key, use_ascii_scrollbars
from .dialogs import KnockScreen, TextScreen
from .render import showdown_text
from .results import ScoreScreen, ShowdownScreen
from .session import Farewell, Session, new_table
from .setup_screen import Choices, SetupScreen, rules_from_choices
from .styles import CSS
from .table_screen import TableScreen
from .too_small import TooSmallScreen, too_small

DEFAULT_DELAY = 0.6
"""Seconds the computer waits before each move, so a person can follow it."""


class GinRummyApp(App[Farewell | None]):
    """``ginrummy play``: a game against the computer, full screen.

    ``table`` resumes a game (``--resume``); without it the setup screen starts one.
    The app's return value is what to say once the screen is gone (where the game was
    saved) and whether a save failed; its return code is then 1.
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
        lang: str = "en",
    ) -> None:
        super().__init__()
        self.tr = translator(lang)
        """The player's language: every screen speaks it."""
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
        self._restore_scrollbars: Any = None
        if ascii:
            self.add_class("-ascii")

    # ---------------------------------------------------------------- start
    def on_mount(self) -> None:
        if self.ascii:
            self._restore_scrollbars = use_ascii_scrollbars()
        if self.start_table is not None:
            table = self.start_table
            name = str(table.meta.get("opponent") or table.players[1])
            self.opponent = str(table.meta.get("level") or name)
            agent = self.fixed_agent or _agent(name)
            seed = table.meta.get("seed")
            rng = saves.resume_rng(table)
            agent_rng = random.Random(rng.getrandbits(64))
            if isinstance(seed, int):
                self.seed = seed
            session = Session(table, agent, rng, agent_rng)
            session.fair_rng = rng if isinstance(seed, int) else None
            self._begin(session, resumed=True)
        elif self.setup:
            self.show_setup()
        else:
            self.start_game(Choices.from_rules(self.base_rules, self.opponent))
        self.check_size()

    def on_unmount(self) -> None:
        if self._restore_scrollbars is not None:
            self._restore_scrollbars()

    # ---------------------------------------------------------------- terminal size
    def on_resize(self, event: events.Resize) -> None:
        self.check_size(event.size)

    def check_size(self, size: Size | None = None) -> None:
        """Cover the game with :class:`TooSmallScreen` while the terminal (of ``size``,
        else the app's) is too small; take it away, and let the computer go on, once it
        is large enough again."""
        size = self.size if size is None else size
        covered = isinstance(self.screen, TooSmallScreen)
        if too_small(size) and not covered:
            self.push_screen(TooSmallScreen())
        elif covered and not too_small(size):
            self.pop_screen()
            self.schedule_computer()

    @property
    def paused(self) -> bool:
        """True while the terminal is too small: the computer waits to be seen."""
        return any(isinstance(s, TooSmallScreen) for s in self.screen_stack)

    # ---------------------------------------------------------------- setup
    def show_setup(self) -> None:
        """The setup screen, then a new game with its choices."""
        extra = [] if self.opponent in LEVELS else [self.opponent]
        choices = Choices.from_rules(self.base_rules, self.opponent)

        def chosen(result: Choices | None) -> None:
            if result is not None:
                self.start_game(result)

        self.push_screen(SetupScreen(choices, extra, self.saved_game_note()), chosen)

    def saved_game_note(self) -> str:
        """What the setup says of a saved game: that it is there, or why it is no use."""
        if not saves.has_current(self.save_dir):
            return ""
        try:
            saves.load_current(self.save_dir)
        except saves.SaveError as exc:
            return self.tr.t("setup-save-broken", error=str(exc))
        return self.tr.t("setup-save-found")

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
        # The fair deals' seeds: from the game's generator with --seed, else secrets.
        fair_rng = rng if self.seed is not None else None
        table = new_table(
            rules, name, rng=rng, seed=game_seed, level=choices.opponent, fair_rng=fair_rng
        )
        agent = self.fixed_agent or _agent(name)
        agent_rng = random.Random(rng.getrandbits(64))
        session = Session(table, agent, rng, agent_rng, fair_rng=fair_rng)
        self._begin(session, resumed=False)

    def _begin(self, session: Session, *, resumed: bool) -> None:
        session.ascii = self.ascii
        session.tr = self.tr
        session.save_dir = self.save_dir
        session.save_file = self.save_file
        self.session = session
        session.say(self.tr.t("tui-table-resumed" if resumed else "tui-table-new-game"))
        if session.my_turn:
            session.fix_selection()
        self.switch_or_push(TableScreen(self))
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
        if self.paused:
            return  # check_size calls again once the terminal is large enough
        if self.delay <= 0:
            while session.computer_to_move and not session.table.hand_over:
                session.computer_move()
            self.after_move()
        elif self._timer is None:
            self._timer = self.set_timer(self.delay, self._computer_tick)

    def _computer_tick(self) -> None:
        self._timer = None
        session = self.session
        if session is None or not session.computer_to_move or self.paused:
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
        names, t = session.names, self.tr.t
        rules = session.table.rules
        lines = showdown_text(session.result, rules, names, ascii=self.ascii, tr=self.tr)
        s0, s1 = session.table.scores
        more = t("tui-table-enter-sheet" if session.table.is_over else "tui-table-enter-next")
        you = display_name(names[0], self.tr)
        pair = t("scores-pair", name0=you, score0=s0, name1=names[1], score1=s1)
        scores = t("tui-table-showdown-scores", scores=pair, target=rules.game_target)
        game = session.table.game
        if game.rules.hollywood:  # the three games, and which of them this hand counts in
            games = games_text(game, self.tr)
            scores = t("tui-table-showdown-games", games=games, target=game.rules.game_target)
            if game.credits and game.credits[-1]:
                counted = counted_text(game.credits[-1], self.tr)
                lines = [*lines, "", t("plain-counts-in", games=counted)]
        footer = self.text(t("tui-table-showdown-footer", scores=scores, more=more))
        self.push_screen(ShowdownScreen(lines, footer, game=self), self._after_showdown)

    def _after_showdown(self, _: None = None) -> None:
        session = self.session
        if session is None:
            return
        if session.table.is_over:
            session.finish_game()
            self.push_screen(ScoreScreen(session, final=True, game=self), self._after_game)
            return
        session.next_hand()
        self.redraw()
        self.schedule_computer()

    def _after_game(self, choice: str | None) -> None:
        if choice == "new":
            self.session = None
            self.show_setup()
        else:
            self.save_and_quit()

    def text(self, text: str) -> str:
        """``text`` as this terminal can show it (plain ASCII with ``--ascii``)."""
        return plain_ascii(text) if self.ascii else text

    def get_key_display(self, binding: Binding) -> str:
        """A key as the footer shows it: ``Enter``, not ``⏎``, under ``--ascii``."""
        shown = super().get_key_display(binding)
        return ascii_key(shown) if self.ascii else shown

    def save_and_quit(self) -> None:
        """Quit anywhere: the game is saved first, so ``--resume`` goes on with it. A save
        that fails is said after the screen is gone, and the exit status is 1."""
        farewell = self.session.save_on_quit() if self.session is not None else None
        self.exit(farewell, return_code=1 if farewell is not None and farewell.failed else 0)

    async def action_quit(self) -> None:
        """``q``, Ctrl+Q, Ctrl+C: save, then quit."""
        self.save_and_quit()


def _agent(name: str) -> Any:
    """A person's opponent by level or agent name (unknown: simple; a research agent:
    refused, :class:`~ginrummy.agents.base.ResearchOnlyError`)."""
    key = LEVELS.get(name, name)
    return make_player_agent(key if key in AGENTS or is_policy_name(key) else "simple")


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
