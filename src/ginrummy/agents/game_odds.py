"""The chance of winning a game from its score, for turning hand points into what
counts: games won.

A hand's points matter only through the game: ten points that take a player from 92 to
102 win it, the same ten at 20-30 barely move the odds. An agent that weighs a risky
choice (knock now, or play on for an undercut or gin) by hand points alone treats these
alike; weighed by the change in the chance of winning the game, it plays safe when a
plain knock wins the game and takes risks when only a big hand can save it.

The model is deliberately simple and symmetric, so it favours neither player: each hand
is won by either player with equal chance and for a number of points drawn from
:data:`HAND_POINTS`, the spread of a winner's points measured over 2,998 decided hands
between the expert and the simple player (``eaai`` rules: knocks, undercuts, gins).
Void hands change nothing and are left out. The chance of winning from a score then
follows by dynamic programming over the points each player still needs.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

HAND_POINTS: Final[tuple[tuple[int, int], ...]] = (
    (2, 298),
    (5, 393),
    (8, 415),
    (11, 324),
    (14, 290),
    (17, 226),
    (20, 186),
    (23, 170),
    (26, 200),
    (29, 115),
    (33, 115),
    (38, 99),
    (45, 102),
    (58, 63),
    (74, 2),
)
"""A hand winner's points (bucket means) and how often each came up."""

MAX_NEED: Final = 250
"""The table's reach. Further from the target (long games), both distances are scaled
down together to fit: the lead keeps its direction and proportion, though hands then
count for a little more than they would."""


@lru_cache(maxsize=8)
def _table(top: int) -> tuple[tuple[float, ...], ...]:
    """``table[a][b]``: the chance of winning needing ``a`` points against an opponent
    needing ``b`` (both 1..top; row and column 0 unused)."""
    total = sum(weight for _, weight in HAND_POINTS)
    outcomes = [(points, 0.5 * weight / total) for points, weight in HAND_POINTS]
    rows: list[list[float]] = [[0.0] * (top + 1) for _ in range(top + 1)]
    for a in range(1, top + 1):
        row = rows[a]
        for b in range(1, top + 1):
            value = 0.0
            for points, chance in outcomes:
                # I win the hand: done if it covers what I need.
                value += chance if points >= a else chance * rows[a - points][b]
                # The opponent wins it: lost if it covers what they need.
                if points < b:
                    value += chance * row[b - points]
            row[b] = value
    return tuple(tuple(row) for row in rows)


def win_chance(mine: int, theirs: int, target: int) -> float:
    """The chance of winning the game with ``mine`` points against ``theirs``, first to
    ``target`` (1 once ``mine`` reaches it, 0 once ``theirs`` does)."""
    if mine >= target:
        return 1.0
    if theirs >= target:
        return 0.0
    need_mine, need_theirs = target - mine, target - theirs
    far = max(need_mine, need_theirs)
    if far > MAX_NEED:
        need_mine = max(1, round(need_mine * MAX_NEED / far))
        need_theirs = max(1, round(need_theirs * MAX_NEED / far))
    top = min(target, MAX_NEED)
    return _table(top)[need_mine][need_theirs]
