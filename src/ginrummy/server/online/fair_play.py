"""The fair-play rules of rated online play, as numbers and pure functions.

What keeps a rating honest, modelled on lichess's aborts and "playban": a game counts
only once both people have played in it, games a farmer stages against players he
made himself count for nobody, and a player who keeps abandoning games or losing them
on purpose is kept out of pairing (and tournaments) for a while, a longer while each
time. Every number is a field of :class:`FairPlay` (defaults here, changed with
``ginrummy serve --fair-play NAME=VALUE``, documented in docs/online.md, "Fair play").

This module decides from facts handed to it and reads no storage, so each rule is
tested on its own; :mod:`.conduct` gathers the facts in the transaction that stores a
game's end and stores what these functions decide.

- **Abort**: a game between two people in which either has not made a real move (a
  draw, a take or a discard of their own: a pass, a seed, a time-out move the server
  played for them, a resignation or a claim is none) ends unrated: no result counts,
  no rating moves. Whoever ended it (resigned, or left so that it was claimed) is
  marked as having aborted it.
- **Farming**: a game between two people who share an address (one used to make or to
  play as either, in :attr:`FairPlay.address_days`), or with a player made in a burst
  from one address (:attr:`FairPlay.bulk_players` made within
  :attr:`FairPlay.bulk_minutes`, for :attr:`FairPlay.bulk_days` after being made),
  moves *nobody's* rating. Not "far less": a smaller step still adds up when a script
  plays thousands of games, while the honest cost of "none" is small (two people on
  one network still play each other, unrated, and are rated against everybody else).
- **Sandbag watch**: :attr:`FairPlay.sandbag_losses` quick losses (resigned or left,
  having made at most :attr:`FairPlay.quick_loss_moves` real moves) among the last
  :attr:`FairPlay.sandbag_games` games.
- **Abandonment watch**: :attr:`FairPlay.abandon_limit` games aborted or abandoned
  (left until the opponent claimed the game) among the last
  :attr:`FairPlay.abandon_games` games.
- **Absent hosts**: a public table whose host has been away (no socket on any process)
  for :attr:`FairPlay.host_grace_seconds` leaves the lobby, and joining it is refused:
  no rated game starts against somebody who is not there.
- **Cooling-off**: either watch firing keeps the player from pairing, from public
  tables and from joining tournaments for :func:`cooling_off_minutes`: the base,
  multiplied by :attr:`FairPlay.cooling_off_factor` for each earlier cooling-off in
  :attr:`FairPlay.escalation_days`, at most :attr:`FairPlay.cooling_off_max_minutes`.
  Only games after the last cooling-off began count towards the next one.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Literal

Conduct = Literal["ok", "aborted", "abandoned", "quick_loss"]
"""How one person ended one game: ``ok``; ``aborted`` (ended it before both had
moved: resigned, or left until it was claimed); ``abandoned`` (left a game in play
until the opponent claimed it); ``quick_loss`` (resigned or left having made few
moves)."""
Outcome = Literal["rated", "aborted", "unrated"]
"""What a game between two people counted as: ``rated``; ``aborted`` (ended before
both moved); ``unrated`` (a game that could farm a rating: see :data:`FarmReason`)."""
FarmReason = Literal["shared-address", "bulk-made"]
Watch = Literal["sandbag", "abandon"]
Ending = Literal["played", "resigned", "claimed"]
"""How a game ended: played out, given up by the loser, or claimed by the winner."""

SANDBAG_GAMES = 7
SANDBAG_LOSSES = 3
QUICK_LOSS_MOVES = 5
ABANDON_GAMES = 10
ABANDON_LIMIT = 3
COOLING_OFF_MINUTES = 5.0
COOLING_OFF_FACTOR = 3.0
COOLING_OFF_MAX_MINUTES = 1440.0
ESCALATION_DAYS = 7.0
ADDRESS_DAYS = 30.0
BULK_PLAYERS = 3
BULK_MINUTES = 10.0
BULK_DAYS = 7.0
LEADERBOARD_DAYS = 30.0
COMPUTER_OFFER_SECONDS = 20.0
HOST_GRACE_SECONDS = 15.0


class FairPlaySettingError(ValueError):
    """A fair-play setting that is unknown or out of range."""


@dataclass(frozen=True, slots=True)
class FairPlay:
    """Every fair-play number (see the module's docstring for what each rule does)."""

    sandbag_games: int = SANDBAG_GAMES
    """The sandbag watch looks at this many of the player's last games..."""
    sandbag_losses: int = SANDBAG_LOSSES
    """...and fires at this many quick losses among them (lichess: 3 in 7)."""
    quick_loss_moves: int = QUICK_LOSS_MOVES
    """A loss by resigning or leaving with at most this many real moves made is quick."""
    abandon_games: int = ABANDON_GAMES
    """The abandonment watch looks at this many of the player's last games..."""
    abandon_limit: int = ABANDON_LIMIT
    """...and fires at this many aborted or abandoned among them."""
    cooling_off_minutes: float = COOLING_OFF_MINUTES
    """The first cooling-off."""
    cooling_off_factor: float = COOLING_OFF_FACTOR
    """Each further cooling-off in :attr:`escalation_days` is this many times longer..."""
    cooling_off_max_minutes: float = COOLING_OFF_MAX_MINUTES
    """...up to this (a day)."""
    escalation_days: float = ESCALATION_DAYS
    """Cooling-offs older than this no longer lengthen the next one."""
    address_days: float = ADDRESS_DAYS
    """An address used by two players this recently makes their games unrated (0: the
    rule is off)."""
    bulk_players: int = BULK_PLAYERS
    """This many players made from one address within :attr:`bulk_minutes`..."""
    bulk_minutes: float = BULK_MINUTES
    """...are made in bulk..."""
    bulk_days: float = BULK_DAYS
    """...and rate nobody for this long after being made (0: the rule is off)."""
    leaderboard_days: float = LEADERBOARD_DAYS
    """The leaderboard shows established players with a rated game this recent."""
    computer_offer_seconds: float = COMPUTER_OFFER_SECONDS
    """A person waiting to be paired this long is offered a game against the computer."""
    host_grace_seconds: float = HOST_GRACE_SECONDS
    """A public table whose host has had no socket for this long leaves the lobby, and
    nobody may sit down at it (a reload or a network blip is shorter)."""

    def __post_init__(self) -> None:
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise FairPlaySettingError(f"{field.name} must be a number, not {value!r}")
            if not math.isfinite(value) or value < 0:
                raise FairPlaySettingError(f"{field.name} must be a number >= 0, not {value!r}")
            if field.type == "int" and value != int(value):
                raise FairPlaySettingError(f"{field.name} must be a whole number, not {value!r}")
            object.__setattr__(self, field.name, int(value) if field.type == "int" else value)
        if self.cooling_off_factor < 1:
            raise FairPlaySettingError("cooling_off_factor must be at least 1")
        for name in ("sandbag_games", "sandbag_losses", "abandon_games", "abandon_limit"):
            if getattr(self, name) < 1:
                raise FairPlaySettingError(f"{name} must be at least 1")

    def to_dict(self) -> dict[str, float]:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> FairPlay:
        """The settings ``data`` names (the rest as by default).

        :raises FairPlaySettingError: an unknown name or a bad value.
        """
        known = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise FairPlaySettingError(
                f"no fair-play setting {unknown[0]!r} (there are: {', '.join(sorted(known))})"
            )
        return cls(**dict(data))

    @classmethod
    def from_assignments(cls, items: Iterable[str]) -> FairPlay:
        """Settings from ``NAME=VALUE`` texts (the ``serve`` option).

        :raises FairPlaySettingError: no ``=``, an unknown name or a bad value.
        """
        data: dict[str, float] = {}
        for item in items:
            name, sep, value = item.partition("=")
            if not sep:
                raise FairPlaySettingError(f"{item!r}: write NAME=VALUE")
            try:
                data[name.strip()] = float(value)
            except ValueError:
                raise FairPlaySettingError(f"{item!r}: {value!r} is no number") from None
        return cls.from_dict(data)


@dataclass(frozen=True, slots=True)
class CoolingOff:
    """A player kept from pairing and tournaments until :attr:`ends`."""

    reason: Watch
    started: datetime
    ends: datetime

    def minutes_left(self, now: datetime) -> int:
        """Whole minutes left, rounded up (at least 1 while it lasts)."""
        return max(1, math.ceil((self.ends - now).total_seconds() / 60))

    def sentence(self, now: datetime) -> str:
        """What the player is told, in words."""
        minutes = self.minutes_left(now)
        wait = f"{minutes} minute{'s' if minutes != 1 else ''}"
        if self.reason == "sandbag":
            why = "you lost several games in a row in a few moves, as if on purpose"
        else:
            why = "you left or aborted several games before they were played out"
        return (
            f"You cannot be paired for {wait}: {why}. "
            "Play your games to the end and this will not happen again."
        )

    def to_json(self, now: datetime) -> dict[str, Any]:
        return {
            "reason": self.reason,
            "ends": self.ends.isoformat(),
            "minutes_left": self.minutes_left(now),
            "text": self.sentence(now),
        }


def is_real_move(action: str, timed_out: bool) -> bool:
    """Whether a stored action is a real move of its seat: any but a pass, unless the
    server played it for a seat whose time ran out."""
    return not timed_out and action != "pass"


def game_outcome(real_moves: Sequence[int], farm: FarmReason | None) -> Outcome:
    """What a game between two people counts as, from each seat's real moves."""
    if min(real_moves) == 0:
        return "aborted"
    return "rated" if farm is None else "unrated"


def conduct_of(
    seat: int,
    winner: int,
    ending: Ending,
    real_moves: Sequence[int],
    rules: FairPlay,
) -> Conduct:
    """How ``seat`` ended the game (the watches' fact about it)."""
    if seat == winner or ending == "played":
        return "ok"
    if min(real_moves) == 0:
        return "aborted"
    if real_moves[seat] <= rules.quick_loss_moves:
        return "quick_loss"
    return "abandoned" if ending == "claimed" else "ok"


def watch_fired(recent: Sequence[Conduct], rules: FairPlay) -> Watch | None:
    """The watch that fires on a player's games since their last cooling-off, newest
    first (``None``: neither). The abandonment watch is asked first."""
    last = recent[: rules.abandon_games]
    if sum(c in ("aborted", "abandoned") for c in last) >= rules.abandon_limit:
        return "abandon"
    if sum(c == "quick_loss" for c in recent[: rules.sandbag_games]) >= rules.sandbag_losses:
        return "sandbag"
    return None


def cooling_off_minutes(earlier: int, rules: FairPlay) -> float:
    """How long a cooling-off lasts after ``earlier`` others in the escalation window."""
    minutes = rules.cooling_off_minutes * rules.cooling_off_factor ** max(0, earlier)
    return min(rules.cooling_off_max_minutes, minutes)


def escalation_since(now: datetime, rules: FairPlay) -> datetime:
    """The oldest cooling-off start that still lengthens the next one."""
    return now - timedelta(days=rules.escalation_days)


def made_in_bulk(created: datetime, neighbours: Iterable[datetime], rules: FairPlay) -> bool:
    """Whether a player made at ``created`` was made in a burst, given when the other
    players made from the same address were made: :attr:`FairPlay.bulk_players` made
    (this one included) within one :attr:`FairPlay.bulk_minutes` window around it."""
    window = timedelta(minutes=rules.bulk_minutes)
    near = sorted(t for t in neighbours if abs(t - created) <= window)
    moments = sorted([*near, created])
    need = rules.bulk_players
    if need <= 1:
        return True
    return any(moments[i + need - 1] - moments[i] <= window for i in range(len(moments) - need + 1))
