"""Melds, the minimum-deadwood solver, arrangements and the defender's lay-offs: one
import for the three modules that hold them.

- :mod:`ginrummy.core.deadwood`: :class:`Meld`, the suit tables and the deadwood counts
  (why they are fast is told there);
- :mod:`ginrummy.core.arrangements`: which melds make the count, the knocker's default
  among tied arrangements;
- :mod:`ginrummy.core.layoffs`: the defender's lay-offs (:func:`best_defense`).

>>> from ginrummy.core.cards import parse_cards
>>> arr = best_arrangement(parse_cards("7H 8H 9H 7S 7D 7C KS KD 2C 3C"))
>>> [m.pretty() for m in arr.melds], arr.deadwood_count
(['7♣ 7♦ 7♠', '7♥ 8♥ 9♥'], 25)
"""

from __future__ import annotations

from .arrangements import (
    Arrangement,
    all_best_arrangements,
    best_arrangement,
    is_arrangement,
    quick_arrangement,
)
from .deadwood import (
    CARD_VALUES,
    DISCARD_DELTA,
    MAX_HAND_CARDS,
    MAX_KNOCKER_MELDS,
    RANK_COLUMN,
    RUN_DEADWOOD,
    Meld,
    MeldKind,
    deadwood_count,
    deadwood_count_cached,
    deadwood_count_unchecked,
    discard_deadwoods,
    knock_deadwood_ok,
    meld_kind,
    min_deadwood,
    min_deadwood_after_discard,
    min_deadwood_after_discard_cached,
    set_choices,
)
from .layoffs import Defense, Layoff, best_defense

__all__ = [
    "CARD_VALUES",
    "DISCARD_DELTA",
    "MAX_HAND_CARDS",
    "MAX_KNOCKER_MELDS",
    "RANK_COLUMN",
    "RUN_DEADWOOD",
    "Arrangement",
    "Defense",
    "Layoff",
    "Meld",
    "MeldKind",
    "all_best_arrangements",
    "best_arrangement",
    "best_defense",
    "deadwood_count",
    "deadwood_count_cached",
    "deadwood_count_unchecked",
    "discard_deadwoods",
    "is_arrangement",
    "knock_deadwood_ok",
    "meld_kind",
    "min_deadwood",
    "min_deadwood_after_discard",
    "min_deadwood_after_discard_cached",
    "quick_arrangement",
    "set_choices",
]
