"""Grades of a decision: from its loss against the best choice to a label and an
accuracy, with the thresholds written down (docs/review.md repeats them).

A loss is measured in one of two units. In a game whose score sheet is known it is
the chance of winning the game given away (what the master plays for, and what
matters: ten points at 92-80 are worth more than at 10-20). In a single hand it is
expected hand points. The thresholds of the two units are matched at the start of a
game to 100, where an expected hand point is worth about 0.6% of game-win chance
(:func:`~ginrummy.agents.game_odds.win_chance`: 4 points 2.2-2.8%, 8 points 4.4-6.3%).

The first threshold is the noise floor of the sampled values (:mod:`.values`): a
choice that close to the best is as good as the best. A loss is never negative.

>>> grade(0.2, "points"), grade(3.0, "points"), grade(0.09, "win")
('best', 'inaccuracy', 'blunder')
>>> round(accuracy(0.0, "points")), round(accuracy(4.0, "points")), round(accuracy(0.02, "win"))
(100, 14, 20)
"""

from __future__ import annotations

import math
from typing import Final, Literal

Unit = Literal["points", "win"]

GRADES: Final = ("best", "good", "inaccuracy", "mistake", "blunder")
"""From no loss to the worst."""

THRESHOLDS: Final[dict[str, tuple[float, float, float, float]]] = {
    "points": (0.5, 2.0, 4.0, 8.0),
    "win": (0.004, 0.015, 0.03, 0.06),
}
"""Largest loss of ``best``, ``good``, ``inaccuracy`` and ``mistake`` in each unit; a
larger loss is a ``blunder``. Points are expected hand points; ``win`` is a chance
(0.03 = 3 percentage points of game-win chance)."""

ACCURACY_SCALE: Final[dict[str, float]] = {"points": 2.0, "win": 0.0125}
"""A decision's accuracy is ``100 * exp(-loss / scale)``: 100 for the best, about 37
for a loss of one scale (a good move at its worst loses 2 points), 14 for an
inaccuracy at its worst, under 2 for a blunder."""


def grade(loss: float, unit: Unit) -> str:
    """The label of a loss (see :data:`THRESHOLDS`)."""
    for label, limit in zip(GRADES, THRESHOLDS[unit], strict=False):
        if loss <= limit:
            return label
    return GRADES[-1]


def accuracy(loss: float, unit: Unit) -> float:
    """A decision's accuracy, 0-100 (see :data:`ACCURACY_SCALE`)."""
    return 100.0 * math.exp(-max(loss, 0.0) / ACCURACY_SCALE[unit])


def mean_accuracy(values: list[float]) -> float | None:
    """The accuracy of a set of decisions: their mean (``None`` for none)."""
    return sum(values) / len(values) if values else None
