"""Tournament scoring: points per game, the arena's streak bonus, the tie-breaks.

Pure functions of a tournament's stored games (each player's results in the order the
games were paired), so every process computes the same standings from storage and a
test can recompute them from the stored games alone.

Arena (lichess's model, adapted: gin has no draws):

- a win scores :data:`ARENA_WIN` (2), a loss :data:`ARENA_LOSS` (0);
- a win after :data:`STREAK_LENGTH` (2) wins in a row is *on fire* and scores double
  (:data:`ARENA_WIN` times :data:`STREAK_MULTIPLIER`: 4); a loss ends the streak;
- a game with no result (aborted: ended before it counted, see
  :data:`ABORTED`) scores 0 and neither extends nor ends a streak;
- ranking: points, then wins, then fewer games played (the same points in fewer games is
  the better performance), then whoever reached their points first, then the id (so the
  order is total and the same on every process).

Swiss: a win scores :data:`SWISS_WIN` (1), a loss 0, a bye :data:`SWISS_BYE` (1: the
player was ready to play and the pairing left them out, as FIDE's full-point bye);
ranking: points, then Buchholz (the sum of the points of the opponents met; a bye adds
nothing), then wins, then the id.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final, Literal

ARENA_WIN: Final = 2
ARENA_LOSS: Final = 0
STREAK_LENGTH: Final = 2
"""Wins in a row after which the next win is on fire."""
STREAK_MULTIPLIER: Final = 2
SWISS_WIN: Final = 1
SWISS_LOSS: Final = 0
SWISS_BYE: Final = 1

Outcome = Literal["win", "loss", "aborted", "bye"]
WIN: Final = "win"
LOSS: Final = "loss"
ABORTED: Final = "aborted"
BYE: Final = "bye"


@dataclass(frozen=True, slots=True)
class Played:
    """One result of one player, in the order of the tournament's games."""

    outcome: Outcome
    opponent: str | None = None
    """The opponent's id (``None`` for a bye)."""
    at: float = 0.0
    """When the result came (epoch seconds): the tie-break "reached first"."""


@dataclass(frozen=True, slots=True)
class Line:
    """One player's line of the standings."""

    player_id: str
    points: int
    games: int
    wins: int
    sheet: tuple[int, ...]
    """Points of each game (and bye) in order."""
    fire: bool
    """On a streak: the next win counts double (arena only)."""
    tie_break: float = 0.0
    """Swiss: Buchholz. Arena: when the points were reached (lower is better)."""
    rank: int = 0
    opponents: tuple[str, ...] = field(default=())


def arena_sheet(results: Sequence[Played]) -> tuple[tuple[int, ...], bool]:
    """The points of each result under arena scoring, and whether the player is on fire
    after them."""
    sheet: list[int] = []
    streak = 0
    for played in results:
        if played.outcome == WIN:
            fire = streak >= STREAK_LENGTH
            sheet.append(ARENA_WIN * STREAK_MULTIPLIER if fire else ARENA_WIN)
            streak += 1
        elif played.outcome == LOSS:
            sheet.append(ARENA_LOSS)
            streak = 0
        else:  # aborted (or a bye, which an arena never gives): counts nothing
            sheet.append(0)
    return tuple(sheet), streak >= STREAK_LENGTH


def swiss_points(played: Played) -> int:
    """One Swiss result's points."""
    if played.outcome == WIN:
        return SWISS_WIN
    if played.outcome == BYE:
        return SWISS_BYE
    return SWISS_LOSS


def _counted(results: Iterable[Played]) -> list[Played]:
    return [p for p in results if p.outcome != ABORTED]


def arena_standings(results: Mapping[str, Sequence[Played]]) -> list[Line]:
    """The arena's standings, ranked (see the module's docstring)."""
    lines = []
    for player_id, played in results.items():
        sheet, fire = arena_sheet(played)
        points = sum(sheet)
        reached = 0.0
        for score, p in zip(sheet, played, strict=True):
            if score:
                reached = p.at
        lines.append(
            Line(
                player_id,
                points,
                len(_counted(played)),
                sum(1 for p in played if p.outcome == WIN),
                sheet,
                fire,
                reached,
                opponents=tuple(p.opponent for p in played if p.opponent is not None),
            )
        )
    lines.sort(key=lambda ln: (-ln.points, -ln.wins, ln.games, ln.tie_break, ln.player_id))
    return _ranked(lines)


def swiss_standings(results: Mapping[str, Sequence[Played]]) -> list[Line]:
    """The Swiss standings, ranked by points then Buchholz (see the module's docstring)."""
    points = {pid: sum(swiss_points(p) for p in played) for pid, played in results.items()}
    lines = []
    for player_id, played in results.items():
        opponents = tuple(p.opponent for p in played if p.opponent is not None)
        buchholz = float(sum(points.get(o, 0) for o in opponents))
        lines.append(
            Line(
                player_id,
                points[player_id],
                sum(1 for p in played if p.outcome in (WIN, LOSS)),
                sum(1 for p in played if p.outcome == WIN),
                tuple(swiss_points(p) for p in played),
                False,
                buchholz,
                opponents=opponents,
            )
        )
    lines.sort(key=lambda ln: (-ln.points, -ln.tie_break, -ln.wins, ln.player_id))
    return _ranked(lines)


def _ranked(lines: list[Line]) -> list[Line]:
    return [
        Line(
            ln.player_id,
            ln.points,
            ln.games,
            ln.wins,
            ln.sheet,
            ln.fire,
            ln.tie_break,
            rank,
            ln.opponents,
        )
        for rank, ln in enumerate(lines, start=1)
    ]


def standings(fmt: str, results: Mapping[str, Sequence[Played]]) -> list[Line]:
    """The standings of a tournament of format ``fmt`` (``"arena"`` or ``"swiss"``)."""
    return arena_standings(results) if fmt == "arena" else swiss_standings(results)
