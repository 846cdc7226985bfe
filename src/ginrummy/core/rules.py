"""Every rule option of RULES.md in one frozen, validated object, and the named presets.

A game records the full :class:`Rules` it was played with (:meth:`Rules.to_dict`), so
a record replays under exactly the same rules even if a preset changes later.

>>> rules = find_rules("oklahoma")
>>> rules.knock_limit_from_upcard, rules.spades_double, rules.game_target
(True, False, 150)
>>> find_rules("oklahoma-spades").spades_double
True
>>> find_rules("standard", scoring="gin20_undercut10").undercut_bonus
10
>>> find_rules("standard", scoring="10/20").big_gin_points  # big gin follows gin
20
>>> Rules(knock_limit=11)
Traceback (most recent call last):
...
ginrummy.core.errors.InvalidRulesError: knock_limit must be between 0 and 10, not 11
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final, Literal, TypeGuard

from .errors import InvalidRulesError


class StockEnd(StrEnum):
    """What happens when the stock is down to its last two cards."""

    VOID = "void"
    """The hand is void: nobody scores, the same dealer deals again."""
    RESHUFFLE = "reshuffle"
    """The discard pile but its top card is shuffled into a new stock (when:
    ``reshuffle_at``; how often: ``reshuffle_limit``, once by default); the time after
    that the hand is void."""


class ReshuffleAt(StrEnum):
    """When the stock has run out, under ``stock_exhausted=reshuffle``."""

    TWO = "two"
    """When it is down to its last two cards (the main rule of seeds 000 and 003)."""
    EMPTY = "empty"
    """When it is empty (seed 003's FAQ: "If the stock empties, then reshuffle")."""


class MatchScoring(StrEnum):
    """What a match of several games adds up (:class:`~ginrummy.core.match.Match`)."""

    NET = "net"
    """Each game's winner carries forward the difference of the totals (seed 001)."""
    TOTALS = "totals"
    """Each player's own game total is credited to their match score (seed 004)."""


BIG_GIN_AS_GIN: Final = "gin"
"""``big_gin_bonus`` value: big gin scores the gin bonus (seed 003), whatever it is."""

MAX_RESHUFFLES: Final = 50
"""The most reshuffles a hand may have (``reshuffle_limit``), "every time" included: the
stock running out that time voids the hand. Without a bound two players who never knock
would play one hand forever (a program never ends it); 50 passes through the stock
(about 1500 draws) is far beyond any hand people play."""


class DealerRotation(StrEnum):
    """Who deals the next hand after a scored one."""

    ALTERNATE = "alternate"
    LOSER_DEALS = "loser_deals"
    WINNER_DEALS = "winner_deals"


class Shutout(StrEnum):
    """How a game won without the loser winning a hand is scored."""

    DOUBLE = "double"
    """The winner's whole score, game bonus included, is doubled; then boxes are added."""
    BONUS = "bonus"
    """A further game bonus is added to the winner."""
    NONE = "none"


SCORING_SYSTEMS: Final[dict[str, tuple[int, int]]] = {
    "standard": (25, 25),
    "gin25_undercut20": (25, 20),
    "gin20_undercut10": (20, 10),
}
"""Named scoring systems: ``name -> (gin_bonus, undercut_bonus)``."""

SCORING_ALIASES: Final[dict[str, str]] = {
    "20/25": "gin25_undercut20",
    "10/20": "gin20_undercut10",
}


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules:
    """The options of one game. Defaults are RULES.md's ``standard`` preset.

    Attribute docs name the option as RULES.md does.
    """

    name: str = "standard"
    """The preset this was built from (informative; every option is stored too)."""

    knock_limit: int = 10
    """Highest deadwood count, after the discard, that allows a knock (0..10)."""
    knock_limit_from_upcard: bool = False
    """Oklahoma: the first upcard's value sets the hand's knock limit; an ace means gin only."""
    must_knock_on_gin: bool = False
    """When true, a player who can go gin must do so."""
    allow_discard_of_drawn_upcard: bool = False
    """May a card taken from the discard pile be discarded in the same turn?"""
    upcard_offer: bool = True
    """First turn: the non-dealer, then the dealer, may take the first upcard or pass."""
    upcard_offer_to_dealer: bool = True
    """With ``upcard_offer``: when the non-dealer passes, the dealer is offered the
    upcard in turn (take or pass; seeds 000 and 003). When false (seed 004: "the dealer
    plays first") the dealer plays an ordinary first turn instead: take the upcard or
    draw from the stock, and no second pass."""
    stock_exhausted: StockEnd = StockEnd.VOID
    """What happens when the stock is down to its last two cards."""
    reshuffle_at: ReshuffleAt = ReshuffleAt.TWO
    """With ``stock_exhausted=reshuffle``: reshuffle when the stock is down to two cards,
    or when it is empty (then the hand is void there too once no reshuffle is left)."""
    reshuffle_limit: int | None = 1
    """With ``stock_exhausted=reshuffle``: how many reshuffles a hand may have (1: once);
    ``None``: every time, up to :data:`MAX_RESHUFFLES`. The next time the hand is void."""
    stock_end_upcard_knock: bool = False
    """OpenSpiel's "wall": with two stock cards left, the player to move may take the
    upcard only to knock with it; otherwise the hand is void."""
    max_upcard_draws: int | None = None
    """OpenSpiel ends a hand as void after this many draws of the upcard (it allows a taken
    upcard to be discarded at once, so play could loop forever); ``None``: no limit."""
    repeated_upcard_void: bool = False
    """OpenSpiel: when both players in turn take the upcard and discard it straight back,
    the hand is void."""
    squared_pile: bool = False
    """Seed 004's squared-up discard pile: players may not look through it, so a view
    shows only its top card (what lies below is what each player remembers)."""

    gin_bonus: int = 25
    """Bonus for going gin."""
    big_gin_bonus: int | Literal["gin"] | None = BIG_GIN_AS_GIN
    """Bonus for big gin (all 11 cards melded after the draw): ``"gin"`` (the default)
    scores the gin bonus, as seed 003 does ("10 or 11 cards ... a Gin bonus of 25"), and
    follows it when it changes; a number is a bonus of its own; ``None`` disables big gin.
    :attr:`big_gin_points` is the bonus in points."""
    undercut_bonus: int = 25
    """Bonus to a defender whose deadwood is lower than (or equal to) the knocker's."""
    undercut_on_tie: bool = True
    """Equal deadwood is an undercut; when false it scores nothing for either player."""
    spades_double: bool = False
    """Oklahoma spades: a hand whose first upcard was a spade scores double."""

    game_target: int = 100
    """Points that win a game."""
    game_bonus: int = 100
    """Bonus to the winner of a game."""
    box_bonus: int = 25
    """Bonus at the end of a game for every hand a player won (the line or box)."""
    shutout: Shutout = Shutout.DOUBLE
    """Scoring of a game the loser won no hand of."""
    match_scoring: MatchScoring = MatchScoring.NET
    """What a match of several games adds up: the winner's net per game (seed 001), or
    each player's own game totals (seed 004)."""
    first_dealer: Literal["random", 0, 1] = "random"
    """Who deals the first hand of a game: chosen at random, or seat 0 or 1."""
    dealer_rotation: DealerRotation = DealerRotation.ALTERNATE
    """Who deals after a scored hand (after a void hand the same dealer deals again)."""
    hollywood: bool = False
    """Hollywood: three games on one score sheet, played with the same hands (a won hand
    counts in up to three of them, see :mod:`~ginrummy.core.hollywood`)."""

    def __post_init__(self) -> None:
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            converter = _CONVERTERS.get(field.name)
            if converter is not None:
                try:
                    object.__setattr__(self, field.name, converter(value))
                except ValueError:
                    raise InvalidRulesError(
                        f"{field.name} must be one of {_choices(field.name)}, not {value!r}"
                    ) from None
        _check_int("knock_limit", self.knock_limit, 0, 10)
        for name in ("gin_bonus", "undercut_bonus", "game_bonus", "box_bonus"):
            _check_int(name, getattr(self, name), 0, 10_000)
        if self.big_gin_bonus is not None and self.big_gin_bonus != BIG_GIN_AS_GIN:
            if isinstance(self.big_gin_bonus, str):
                raise InvalidRulesError(
                    f"big_gin_bonus must be an integer, 'gin' or None, not {self.big_gin_bonus!r}"
                )
            _check_int("big_gin_bonus", self.big_gin_bonus, 0, 10_000)
        if self.reshuffle_limit is not None:
            _check_int("reshuffle_limit", self.reshuffle_limit, 1, MAX_RESHUFFLES)
        _check_int("game_target", self.game_target, 1, 100_000)
        if self.max_upcard_draws is not None:
            _check_int("max_upcard_draws", self.max_upcard_draws, 1, 1000)
        if not isinstance(self.name, str):
            raise InvalidRulesError(f"name must be a string, not {self.name!r}")
        seat = self.first_dealer
        if not (seat == "random" or (_is_int(seat) and seat in (0, 1))):  # no True, no 1.0
            raise InvalidRulesError(
                f"first_dealer must be 'random', 0 or 1, not {self.first_dealer!r}"
            )
        for name in (
            "knock_limit_from_upcard",
            "must_knock_on_gin",
            "allow_discard_of_drawn_upcard",
            "upcard_offer",
            "upcard_offer_to_dealer",
            "stock_end_upcard_knock",
            "repeated_upcard_void",
            "squared_pile",
            "undercut_on_tie",
            "spades_double",
            "hollywood",
        ):
            if not isinstance(getattr(self, name), bool):
                raise InvalidRulesError(
                    f"{name} must be true or false, not {getattr(self, name)!r}"
                )

    @property
    def big_gin_points(self) -> int | None:
        """The big gin bonus in points (the gin bonus under ``"gin"``); ``None``: no big gin."""
        bonus = self.big_gin_bonus
        return self.gin_bonus if isinstance(bonus, str) else bonus  # "gin" (checked)

    @property
    def stock_end_size(self) -> int:
        """Stock cards left when the stock has run out: 0 when the rules reshuffle at an
        empty stock (and OpenSpiel's last chance is off), else 2."""
        if (
            self.reshuffle_at is ReshuffleAt.EMPTY
            and self.stock_exhausted is StockEnd.RESHUFFLE
            and not self.stock_end_upcard_knock
        ):
            return 0
        return 2

    def may_reshuffle(self, done: int) -> bool:
        """Whether the stock running out reshuffles, after ``done`` reshuffles this hand."""
        if self.stock_exhausted is not StockEnd.RESHUFFLE:
            return False
        limit = MAX_RESHUFFLES if self.reshuffle_limit is None else self.reshuffle_limit
        return done < limit

    @property
    def scoring(self) -> str | None:
        """The name of the scoring system these bonuses match, if any."""
        for name, bonuses in SCORING_SYSTEMS.items():
            if bonuses == (self.gin_bonus, self.undercut_bonus):
                return name
        return None

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed (validated like a new object).

        ``scoring="gin20_undercut10"`` sets both bonuses from a named system.
        """
        scoring = changes.pop("scoring", None)
        if scoring is not None:
            gin, undercut = scoring_bonuses(str(scoring))
            changes.setdefault("gin_bonus", gin)
            changes.setdefault("undercut_bonus", undercut)
        unknown = set(changes) - {f.name for f in dataclasses.fields(self)}
        if unknown:
            raise InvalidRulesError(f"unknown rules option(s): {', '.join(sorted(unknown))}")
        return dataclasses.replace(self, **changes)

    def with_option(self, text: str) -> Rules:
        """Apply one ``NAME=VALUE`` option as typed on a command line."""
        name, sep, raw = text.partition("=")
        name = name.strip().replace("-", "_")
        if not sep:
            raise InvalidRulesError(f"option must look like NAME=VALUE, not {text!r}")
        if name == "scoring":
            return self.replace(scoring=raw.strip())
        fields = {f.name: f for f in dataclasses.fields(self)}
        if name not in fields:
            raise InvalidRulesError(f"unknown rules option: {name!r}")
        return self.replace(**{name: parse_option_value(name, raw.strip(), getattr(self, name))})

    def to_dict(self) -> dict[str, Any]:
        """Every option, JSON-safe."""
        out: dict[str, Any] = {}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            out[field.name] = str(value) if isinstance(value, StrEnum) else value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Rebuild from :meth:`to_dict`; unknown keys are an error."""
        if not isinstance(data, dict):
            raise InvalidRulesError(f"rules must be an object, not {type(data).__name__}")
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = set(data) - names
        if unknown:
            raise InvalidRulesError(f"unknown rules option(s): {', '.join(sorted(unknown))}")
        try:
            return cls(**data)
        except TypeError as exc:  # pragma: no cover - guarded by the name check
            raise InvalidRulesError(str(exc)) from None


_CONVERTERS: Final[dict[str, Any]] = {
    "stock_exhausted": StockEnd,
    "reshuffle_at": ReshuffleAt,
    "match_scoring": MatchScoring,
    "dealer_rotation": DealerRotation,
    "shutout": Shutout,
}


def _choices(name: str) -> str:
    return ", ".join(repr(str(v)) for v in _CONVERTERS[name])


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_int(name: str, value: object, low: int, high: int) -> None:
    if not _is_int(value):
        raise InvalidRulesError(f"{name} must be an integer, not {value!r}")
    if not low <= value <= high:
        raise InvalidRulesError(f"{name} must be between {low} and {high}, not {value}")


def parse_option_value(name: str, raw: str, current: object) -> object:
    """Turn a command-line string into the type of option ``name``."""
    lowered = raw.lower()
    if lowered in ("none", "null", "off") and name in ("big_gin_bonus", "max_upcard_draws"):
        return None
    if name == "big_gin_bonus":
        return BIG_GIN_AS_GIN if lowered == BIG_GIN_AS_GIN else _to_int(name, raw)
    if name == "reshuffle_limit":
        return None if lowered in ("every", "always", "none") else _to_int(name, raw)
    if name == "first_dealer":
        return lowered if lowered == "random" else _to_int(name, raw)
    if isinstance(current, StrEnum):  # enum values are lower case, like the other options
        return lowered
    if isinstance(current, bool):
        if lowered in ("true", "yes", "on", "1"):
            return True
        if lowered in ("false", "no", "off", "0"):
            return False
        raise InvalidRulesError(f"{name} must be true or false, not {raw!r}")
    if isinstance(current, int) or current is None:
        return _to_int(name, raw)
    return raw


def _to_int(name: str, raw: str) -> int:
    try:
        return int(raw)
    except ValueError:
        raise InvalidRulesError(f"{name} must be an integer, not {raw!r}") from None


def scoring_bonuses(name: str) -> tuple[int, int]:
    """``(gin_bonus, undercut_bonus)`` of a named scoring system."""
    key = SCORING_ALIASES.get(name, name).lower()
    try:
        return SCORING_SYSTEMS[key]
    except KeyError:
        known = ", ".join(SCORING_SYSTEMS)
        raise InvalidRulesError(f"unknown scoring system {name!r} (known: {known})") from None


PRESETS: Final[dict[str, Rules]] = {
    "standard": Rules(),
    "oklahoma": Rules(name="oklahoma", knock_limit_from_upcard=True, game_target=150),
    "oklahoma-spades": Rules(
        name="oklahoma-spades", knock_limit_from_upcard=True, spades_double=True, game_target=150
    ),
    "straight": Rules(name="straight", knock_limit=0),
    "hollywood": Rules(name="hollywood", hollywood=True),
    "eaai": Rules(
        name="eaai",
        big_gin_bonus=None,
        game_bonus=0,
        box_bonus=0,
        shutout=Shutout.NONE,
    ),
    "openspiel": Rules(
        name="openspiel",
        big_gin_bonus=None,
        allow_discard_of_drawn_upcard=True,
        undercut_on_tie=False,
        stock_end_upcard_knock=True,
        max_upcard_draws=50,
        repeated_upcard_void=True,
        game_target=1,
        game_bonus=0,
        box_bonus=0,
        shutout=Shutout.NONE,
    ),
}
"""The named presets of RULES.md."""

PRESET_ALIASES: Final[dict[str, str]] = {
    "gin_only": "straight",
    "straight_gin": "straight",
    "oklahoma_spades": "oklahoma-spades",
}


def find_rules(name: str = "standard", **options: Any) -> Rules:
    """A preset by name (case-insensitive), with options set on top.

    A scoring system's name works too (``find_rules("gin20_undercut10")`` is the standard
    rules with those bonuses), as does ``scoring=...``.
    """
    key = name.strip().lower().replace("-", "_")
    key = PRESET_ALIASES.get(key, key)
    if key in PRESETS:
        rules = PRESETS[key]
    elif key in SCORING_SYSTEMS or key in SCORING_ALIASES:
        rules = PRESETS["standard"].replace(scoring=key)
    else:
        known = ", ".join(dict.fromkeys([*PRESETS, *SCORING_SYSTEMS]))
        raise InvalidRulesError(f"unknown rules preset {name!r} (known: {known})")
    return rules.replace(**options) if options else rules
