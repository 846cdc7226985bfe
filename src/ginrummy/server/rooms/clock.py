"""The move clock of a game between strangers: pure logic, the time passed in.

Between friends a slow move is a matter for the friends; between strangers met in the
lobby, a player who walks away must not hold the other hostage. Each move has
``per_move`` seconds; a player who needs longer draws on a ``bank`` that lasts the whole
game. When both run out the server plays :func:`timeout_move` for the absent player (a
plain, harmless move: it never knocks). The clock sets no claim of its own: when the
opponent of an absent player may claim the game is one rule for every game, timed or
not (:mod:`.claims`).

Nothing here reads a clock or sleeps: every method takes ``now`` (seconds on any
monotonic scale the server picks, ``loop.time()`` say), so the rules are tested exactly.
Every move counts on its own: a turn is a draw and a discard, two moves, each with its
own ``per_move``.

What a move leaves of the clock (both banks, both counts of time-outs in a row, and
when the move was made) is a :class:`ClockMark`, stored with the move: every process
serving the room, and one that loads it after a restart, takes the clock from the last
stored move instead of counting on its own (:meth:`MoveClock.restore`).

>>> clock = MoveClock(ClockSettings(per_move=10, bank=20))
>>> clock.start_turn(0, now=100.0)
>>> clock.deadline(0)
130.0
>>> clock.on_move(0, now=115.0)  # 5 seconds over the move's 10 come from the bank
5.0
>>> clock.bank_left(0)
15.0
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, Final

from ...core.actions import DRAW_STOCK, PASS, Action, BigGin, Discard, Knock
from ...core.hand import HandState, Phase
from ...core.melds import best_arrangement, discard_deadwoods
from ...core.observation import Observation


class ClockError(ValueError):
    """A clock used against its rules: a timeout before the deadline, a timeout move
    asked for when nobody is to move, a seat that does not exist."""


class ClockSettingsError(ClockError):
    """Clock settings out of bounds or malformed; ``field`` names the bad one (``None``
    when the whole text or object is wrong)."""

    def __init__(self, field: str | None, message: str) -> None:
        super().__init__(message)
        self.field = field


PER_MOVE_RANGE: Final = (5.0, 300.0)
"""Seconds a move may take before the bank is used: long enough to think, short enough
that an absent player does not stall the table."""
BANK_RANGE: Final = (0.0, 600.0)
"""Seconds of extra time for the whole game (0: none)."""
RETIRED_FIELDS: Final = frozenset({"claim_after_timeouts", "claim_after_disconnect"})
"""Settings a clock once had and no longer has: when a game may be claimed is the
server's one rule now (:mod:`.claims`), not each clock's. Clocks stored with them still
load (the fields are dropped); new clocks are refused them, so nobody believes they
still count."""

_BOUNDS: Final[dict[str, tuple[float, float]]] = {
    "per_move": PER_MOVE_RANGE,
    "bank": BANK_RANGE,
}


def _number(name: str, value: object, *, integer: bool) -> float | int:
    """``value`` checked against ``name``'s bounds (a bool is no number here)."""
    low, high = _BOUNDS[name]
    if isinstance(value, bool) or not isinstance(value, int | float):
        kind = "a whole number" if integer else "a number"
        raise ClockSettingsError(name, f"{name} must be {kind}, not {value!r}")
    if integer and not isinstance(value, int):
        raise ClockSettingsError(name, f"{name} must be a whole number, not {value!r}")
    if not math.isfinite(value) or not low <= value <= high:
        unit = "" if integer else " seconds"
        raise ClockSettingsError(
            name, f"{name} must be between {low:g} and {high:g}{unit}, not {value!r}"
        )
    return int(value) if integer else float(value)


@dataclass(frozen=True, slots=True)
class ClockSettings:
    """How long a move may take (a claim against an absent player is not the clock's:
    :mod:`.claims`).

    Checked when made: a value out of its bounds (``PER_MOVE_RANGE``, ``BANK_RANGE``)
    raises :class:`ClockSettingsError`.
    """

    per_move: float = 30.0
    """Seconds each move may take before the bank is used."""
    bank: float = 60.0
    """Extra seconds for the whole game, used by every move that takes longer."""

    def __post_init__(self) -> None:
        for name in ("per_move", "bank"):
            object.__setattr__(self, name, _number(name, getattr(self, name), integer=False))

    def to_dict(self) -> dict[str, float | int]:
        """The settings as a JSON-safe object (what :meth:`from_dict` reads back)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def to_json(self) -> str:
        """The settings as compact JSON, keys sorted (for storage: one text per setting)."""
        return json.dumps(self.to_dict(), separators=(",", ":"), sort_keys=True)

    @classmethod
    def from_dict(cls, data: Mapping[str, object], *, stored: bool = False) -> ClockSettings:
        """Settings from an object as :meth:`to_dict` writes it; a missing field takes
        its default (settings stored before it existed still load), an unknown one is
        refused (a typo must not silently become the default). ``stored``: settings read
        back from storage, where a :data:`RETIRED_FIELDS` field is dropped; from anyone
        else it is refused like any unknown field, with the reason."""
        if not isinstance(data, Mapping):
            raise ClockSettingsError(None, f"clock settings must be an object, not {data!r}")
        retired = sorted(str(key) for key in data if key in RETIRED_FIELDS)
        if retired and not stored:
            raise ClockSettingsError(
                retired[0],
                f"{retired[0]} is no clock setting any more: every game may be claimed "
                "after the server's one wait for an absent player (docs/online.md)",
            )
        data = {key: value for key, value in data.items() if key not in RETIRED_FIELDS}
        known = {f.name for f in fields(cls)}
        unknown = sorted(str(key) for key in data if key not in known)
        if unknown:
            raise ClockSettingsError(unknown[0], f"unknown clock setting {unknown[0]!r}")
        return cls(**{key: data[key] for key in known if key in data})  # type: ignore[arg-type]

    @classmethod
    def from_json(cls, text: str | bytes, *, stored: bool = False) -> ClockSettings:
        """Settings from :meth:`to_json`'s text (``stored``: as :meth:`from_dict`).

        :raises ClockSettingsError: for text that is not a JSON object of valid settings.
        """
        try:
            data = json.loads(text)
        except (ValueError, TypeError, RecursionError):
            raise ClockSettingsError(None, "clock settings are not valid JSON") from None
        if not isinstance(data, dict):
            raise ClockSettingsError(None, "clock settings must be a JSON object")
        return cls.from_dict(data, stored=stored)


def _check_seat(seat: object) -> int:
    if isinstance(seat, bool) or seat not in (0, 1):
        raise ClockError(f"there is no seat {seat!r}: seats are 0 and 1")
    assert isinstance(seat, int)
    return seat


@dataclass(frozen=True, slots=True)
class ClockMark:
    """The clock as one move left it: what is stored with the move.

    ``at`` is when the move was made, in seconds since the epoch (``time.time()``): the
    one scale every process of the server shares, so the next turn's deadline is the
    same on each. Banks are in seconds, ``timeouts`` the time-outs in a row, per seat.
    """

    at: float
    banks: tuple[float, float]
    timeouts: tuple[int, int]

    def to_json(self) -> str:
        """Compact JSON (``{"at", "bank", "timeouts"}``), what :meth:`from_json` reads."""
        data = {
            "at": round(self.at, 3),
            "bank": [round(bank, 3) for bank in self.banks],
            "timeouts": list(self.timeouts),
        }
        return json.dumps(data, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | bytes) -> ClockMark:
        """The mark :meth:`to_json` wrote.

        :raises ClockError: for anything else (a mark is never guessed at).
        """
        try:
            data = json.loads(text)
            at, banks, timeouts = data["at"], data["bank"], data["timeouts"]
            mark = cls(
                float(at),
                (float(banks[0]), float(banks[1])),
                (int(timeouts[0]), int(timeouts[1])),
            )
        except (ValueError, TypeError, KeyError, IndexError, RecursionError):
            raise ClockError(f"not a stored clock: {text!r:.80}") from None
        if (
            len(banks) != 2
            or len(timeouts) != 2
            or not all(math.isfinite(value) and value >= 0 for value in (mark.at, *mark.banks))
            or min(mark.timeouts) < 0
        ):
            raise ClockError(f"not a stored clock: {text!r:.80}")
        return mark


class MoveClock:
    """Both seats' clocks in one game: whose runs since when, bank left, timeouts in a row.

    At most one clock runs at a time (one seat is to move): the server calls
    :meth:`start_turn` when a seat is to move, :meth:`on_move` when it moves (or
    :meth:`on_timeout` when its time ran out and the server moved for it), and
    :meth:`stop` between hands and after the game, when nobody's time runs.
    """

    __slots__ = ("_bank", "_running", "_settings", "_started", "_timeouts")

    def __init__(self, settings: ClockSettings | None = None) -> None:
        self._settings = settings if settings is not None else ClockSettings()
        self._bank = [self._settings.bank, self._settings.bank]
        self._timeouts = [0, 0]
        self._running: int | None = None
        self._started = 0.0

    @property
    def settings(self) -> ClockSettings:
        """The settings this clock runs by."""
        return self._settings

    @property
    def running(self) -> int | None:
        """The seat whose clock runs, ``None`` when none does."""
        return self._running

    def turn_started(self, seat: int) -> float | None:
        """When ``seat``'s running clock started, ``None`` when it does not run."""
        return self._started if self._running == _check_seat(seat) else None

    def bank_left(self, seat: int) -> float:
        """Seconds of bank ``seat`` had when its current move began (or has now, between
        moves): :meth:`time_left` counts the time running now."""
        return self._bank[_check_seat(seat)]

    def timeouts(self, seat: int) -> int:
        """``seat``'s timeouts in a row (a move of its own starts the count again)."""
        return self._timeouts[_check_seat(seat)]

    def start_turn(self, seat: int, now: float) -> None:
        """``seat`` is to move from ``now``: its clock runs, the other's stops."""
        self._running = _check_seat(seat)
        self._started = float(now)

    def stop(self) -> None:
        """Nobody's time runs (a hand is over, the game is over, a seat is empty)."""
        self._running = None

    def deadline(self, seat: int) -> float | None:
        """When ``seat``'s move times out: its turn start plus ``per_move`` plus the bank
        it has left; ``None`` when its clock does not run."""
        started = self.turn_started(seat)
        if started is None:
            return None
        return started + self._settings.per_move + self._bank[seat]

    def time_left(self, seat: int, now: float) -> float:
        """Seconds until ``seat``'s move times out (0 once it has; the whole allowance,
        ``per_move`` plus the bank, when its clock does not run)."""
        deadline = self.deadline(seat)
        if deadline is None:
            return self._settings.per_move + self._bank[seat]
        return max(0.0, deadline - now)

    def expired(self, seat: int, now: float) -> bool:
        """True when ``seat``'s clock runs and its deadline has passed: the server plays
        :func:`timeout_move` for it and calls :meth:`on_timeout`."""
        deadline = self.deadline(seat)
        return deadline is not None and now >= deadline

    def _over(self, seat: int, now: float) -> float:
        """The seconds of bank ``seat``'s move at ``now`` uses: its time over
        ``per_move``, at most the bank left (0 when its clock does not run)."""
        if self._running != seat:
            return 0.0
        over = max(0.0, now - self._started - self._settings.per_move)
        return min(over, self._bank[seat])

    def _charge(self, seat: int, now: float) -> float:
        """Take the time over ``per_move`` of ``seat``'s running move from its bank;
        return the seconds taken."""
        used = self._over(seat, now)
        self._bank[seat] -= used
        self._running = None
        return used

    def on_move(self, seat: int, now: float) -> float:
        """``seat`` moved at ``now``: the time over ``per_move`` comes from its bank (all of
        it, at worst: whether a move after the deadline still counts is the server's call,
        see :meth:`expired`), its timeouts in a row go back to 0, and its clock stops.
        Returns the seconds taken from the bank. A move while its clock did not run (a
        move the clock was not told of) costs nothing but still counts as present."""
        seat = _check_seat(seat)
        self._timeouts[seat] = 0
        if self._running != seat:
            return 0.0
        return self._charge(seat, now)

    def mark_after(self, seat: int, now: float, at: float, *, timed_out: bool) -> ClockMark:
        """What :meth:`on_move` (or, ``timed_out``, :meth:`on_timeout`) at ``now`` would
        leave of the clock, as the :class:`ClockMark` stored with the move made at
        ``at`` (epoch seconds); the clock itself is not changed (the move may yet be
        refused by storage). A time-out spends the whole bank left."""
        seat = _check_seat(seat)
        banks = list(self._bank)
        timeouts = list(self._timeouts)
        banks[seat] -= self._over(seat, now)
        if timed_out:
            banks[seat] = 0.0
            timeouts[seat] += 1
        else:
            timeouts[seat] = 0
        return ClockMark(at, (banks[0], banks[1]), (timeouts[0], timeouts[1]))

    def restore(self, mark: ClockMark | None) -> None:
        """Take the banks and time-outs in a row from ``mark`` (the last stored move of
        the game), or the game's start (full banks, no time-outs) when ``None``; a bank
        is never more than the settings give. The clock stops."""
        full = self._settings.bank
        if mark is None:
            self._bank = [full, full]
            self._timeouts = [0, 0]
        else:
            self._bank = [min(full, bank) for bank in mark.banks]
            self._timeouts = list(mark.timeouts)
        self._running = None

    def on_timeout(self, seat: int, now: float) -> None:
        """``seat``'s time ran out and the server moved for it: its bank is spent, its
        timeouts in a row go up by one, and its clock stops.

        :raises ClockError: when ``seat``'s clock does not run or its deadline has not
            passed (a stale timer: the seat moved, and a new move's clock started since).
        """
        seat = _check_seat(seat)
        if not self.expired(seat, now):
            raise ClockError(f"seat {seat}'s time has not run out")
        self._charge(seat, now)
        self._timeouts[seat] += 1

    def to_public(self, now: float) -> dict[str, Any]:
        """What the table shows, in seconds left (tenths), never the server's own times:
        ``{"per_move", "bank", "running", "seats": [{"seat", "move_left", "bank_left",
        "timeouts"}, ...]}``. A running move's ``move_left`` counts down first, then its
        ``bank_left``; a seat not to move shows its whole ``per_move`` and bank."""
        per_move = self._settings.per_move
        seats = []
        for seat in (0, 1):
            move_left, bank_left = per_move, self._bank[seat]
            if self._running == seat:
                elapsed = max(0.0, now - self._started)
                move_left = max(0.0, per_move - elapsed)
                bank_left = max(0.0, bank_left - max(0.0, elapsed - per_move))
            seats.append(
                {
                    "seat": seat,
                    "move_left": round(move_left, 1),
                    "bank_left": round(bank_left, 1),
                    "timeouts": self._timeouts[seat],
                }
            )
        return {
            "per_move": per_move,
            "bank": self._settings.bank,
            "running": self._running,
            "seats": seats,
        }


def _loosest_discard(hand: int, discards: list[Discard]) -> Discard:
    """The discard a timeout plays: the unmelded card of highest value in the hand's
    best arrangement (ties: the higher rank, then the higher suit), so the absent
    player's hand gets no worse than it must; when every card that may go is melded,
    the one whose loss leaves the least deadwood."""
    deadwood = best_arrangement(hand).deadwood.mask
    loose = [a for a in discards if deadwood >> a.card & 1]
    if loose:
        return max(loose, key=lambda a: (a.card.value, a.card.rank, a.card.suit))
    after = discard_deadwoods(hand)
    return min(discards, key=lambda a: (after[a.card], -a.card.value, -a.card.rank, -a.card.suit))


def timeout_move(position: Observation | HandState) -> Action:
    """The move the server plays for a player whose time ran out.

    ``position`` is that player's observation, or the hand state (the seat to move is
    then the player). It is the move that changes least of what the player might have
    done: pass the first upcard, draw from the stock, pass at the stock end (OpenSpiel's
    take-to-knock is a knock), and on a discard turn throw the highest deadwood card,
    never knocking or going gin even when either is legal: ending the hand is the
    player's own decision. Only where the rules allow nothing but a knock (after taking
    the upcard at OpenSpiel's stock end, or holding gin when gin is compulsory) does it
    lay down, choosing the knock that leaves the least deadwood. Lay-offs need no
    move: the engine lays off the defender's cards itself at the showdown.

    :raises ClockError: when the player is not to move (another seat is, or the hand
        is over).
    """
    if isinstance(position, HandState):
        seat = position.to_act
        if seat is None:
            raise ClockError("the hand is over: nobody is to move")
        position = position.observation(seat)
    legal = position.legal_actions
    if not legal:
        if position.phase is Phase.OVER:
            raise ClockError("the hand is over: nobody is to move")
        raise ClockError(f"seat {position.player} is not to move")
    phase = position.phase
    if phase in (Phase.UPCARD_OFFER, Phase.STOCK_END) and PASS in legal:
        return PASS
    if phase is Phase.DRAW and DRAW_STOCK in legal:
        return DRAW_STOCK
    discards = [a for a in legal if isinstance(a, Discard)]
    hand = position.hand.mask
    if discards:
        return _loosest_discard(hand, discards)
    knocks = [a for a in legal if isinstance(a, Knock)]
    if knocks:
        after = discard_deadwoods(hand)
        return min(knocks, key=lambda a: (after[a.card], -a.card.value, -a.card.rank))
    # No phase of the engine gets here; should one appear, still never lay down by choice.
    return next((a for a in legal if not isinstance(a, Knock | BigGin)), legal[0])
