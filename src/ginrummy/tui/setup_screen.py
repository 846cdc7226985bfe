"""The setup screen: the opponent and the rules of a new game.

:class:`Choices` is what the screen asks and :func:`rules_from_choices` the rules it
means (plain data and a plain function, tested without a screen); :class:`SetupScreen`
only lays out the choices. Kept apart from the table: it runs before any game exists.

The screen starts from the command line's rules (``-o knock_limit=7`` shows 7) and a
preset chosen on it resets the options to that preset's. Enter starts the game from
anywhere, as the button says, except in an open drop-down, where it picks the option
(Space or the arrows open one).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Horizontal
from textual.screen import Screen
from textual.widgets import Button, Footer, Select, Static

from ..agents.levels import LEVELS
from ..core.rules import PRESETS, SCORING_SYSTEMS, Rules, find_rules
from ..i18n import Translator, translator
from .ascii_mode import ascii_arrows
from .widgets import static

LEVEL_CHOICES = [(level, level) for level in LEVELS]
TARGETS = [50, 100, 150, 200, 250, 500]
YES_NO: list[tuple[str, bool]] = [("yes", True), ("no", False)]


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
    Oklahoma sets the knock limit from the upcard (spade hands double only where the
    preset says so: ``oklahoma-spades``; seed 000's Oklahoma has no such rule), straight
    gin sets the knock limit to 0.
    """
    rules = base if base is not None and base.name == choices.preset else find_rules(choices.preset)
    changes: dict[str, Any] = {
        "knock_limit": 0 if choices.straight else choices.knock_limit,
        "game_target": choices.game_target,
        "knock_limit_from_upcard": choices.oklahoma,
        "spades_double": choices.oklahoma and rules.spades_double,
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
        Binding("enter", "start_on_enter", "Play", show=True, priority=True),
        Binding("ctrl+s", "start", "Play", show=False),
        Binding("escape", "app.quit", "Quit", show=True),
    ]

    def __init__(self, choices: Choices, extra_opponents: list[str], note: str = "") -> None:
        super().__init__()
        self.choices = choices
        self.extra_opponents = extra_opponents
        self.note = note
        self.preset = choices.preset
        """The preset shown: a change to another one resets the options to its own."""

    @property
    def tr(self) -> Translator:
        """The app's language (English in an app that names none, as in some tests)."""
        found = getattr(self.app, "tr", None)
        return found if isinstance(found, Translator) else translator()

    def compose(self) -> ComposeResult:
        c = self.choices
        t = self.tr.t
        levels = [(t("setup-level", level=level), level) for _, level in LEVEL_CHOICES]
        opponents = [*levels, *((name, name) for name in self.extra_opponents)]
        yes_no = [(t("setup-yes"), True), (t("setup-no"), False)]
        targets = sorted({*TARGETS, c.game_target})
        scorings = [(name, name) for name in SCORING_SYSTEMS]
        if c.scoring not in SCORING_SYSTEMS:
            scorings.append((t("setup-scoring-preset"), c.scoring))
        yield static(t("setup-title"), id="setup-title")
        with Grid(id="setup-grid"):
            yield static(t("setup-opponent"))
            yield Select(
                opponents, value=c.opponent, allow_blank=False, compact=True, id="opponent"
            )
            yield static(t("setup-preset"))
            yield Select(
                [(self.tr.rules_name(p), p) for p in PRESETS], value=c.preset,
                allow_blank=False, compact=True, id="preset",
            )  # fmt: skip
            yield static(t("setup-knock-limit"), id="knock-label")
            yield Select(
                [(str(n), n) for n in range(11)], value=c.knock_limit, allow_blank=False,
                compact=True, id="knock_limit",
            )  # fmt: skip
            yield static(t("setup-game-to"))
            yield Select(
                [(str(n), n) for n in targets], value=c.game_target, allow_blank=False,
                compact=True, id="game_target",
            )  # fmt: skip
            yield static(t("setup-scoring"))
            yield Select(scorings, value=c.scoring, allow_blank=False, compact=True, id="scoring")
            for ident, label, on in (
                ("oklahoma", t("setup-oklahoma"), c.oklahoma),
                ("straight", t("setup-straight"), c.straight),
                ("big_gin", t("setup-big-gin"), c.big_gin),
            ):
                yield static(label)
                yield Select(yes_no, value=on, allow_blank=False, compact=True, id=ident)
        with Horizontal(id="setup-buttons"):
            yield Button(t("setup-play"), id="start", variant="primary", compact=True)
            yield Button(t("setup-quit"), id="quit", compact=True)
        yield static(self.note, id="setup-note")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#start", Button).focus()
        self._limit_from_upcard(oklahoma=self.choices.oklahoma, straight=self.choices.straight)
        app: Any = self.app
        if getattr(app, "ascii", False):
            ascii_arrows(self)

    def _limit_from_upcard(self, *, oklahoma: bool, straight: bool) -> None:
        """Under straight gin (0) or Oklahoma (the upcard) the knock limit is not the
        player's to choose: its label says why, its drop-down is greyed out."""
        t = self.tr.t
        label = t("setup-knock-limit")
        if straight:
            label = t("setup-knock-limit-gin-only")
        elif oklahoma:
            label = t("setup-knock-limit-upcard")
        self.query_one("#knock-label", Static).update(label)
        self.query_one("#knock_limit", Select).disabled = straight or oklahoma

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
        """A new preset shows its own options (the preset shown at the start, set when the
        drop-down is built, is no change: the command line's options stay)."""
        if event.select.id in ("oklahoma", "straight"):
            self._limit_from_upcard(
                oklahoma=bool(self.query_one("#oklahoma", Select).value),
                straight=bool(self.query_one("#straight", Select).value),
            )
        if event.select.id != "preset" or event.value is Select.NULL:
            return
        if event.value == self.preset:
            return
        self.preset = str(event.value)
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

    def action_start_on_enter(self) -> None:
        """Enter: play, wherever the focus is; but an open drop-down takes Enter as the
        choice of its option, and the focused Quit button as a press."""
        if any(select.expanded for select in self.query(Select)):
            raise SkipAction()
        focused = self.app.focused
        if isinstance(focused, Button) and focused.id != "start":
            raise SkipAction()
        self.action_start()

    def action_start(self) -> None:
        self.dismiss(self._read())


__all__ = ["LEVEL_CHOICES", "TARGETS", "YES_NO", "Choices", "SetupScreen", "rules_from_choices"]
