"""The defender's answer to a knock: lay-offs onto the knocker's melds (chains
included) and the defender's own melds, chosen for the least deadwood.

:func:`best_defense` checks its input (a hand of at most 11 cards and at most three
disjoint knocker melds, else :class:`~ginrummy.errors.InvalidCardError`); the engine's
scoring calls the trusted ``_best_defense``.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .arrangements import _LAYOFFS_OF, _best_arrangement
from .cards import NUM_RANKS, Card, CardSet, CardsLike
from .deadwood import (
    MAX_KNOCKER_MELDS,
    RANK_COLUMN,
    Meld,
    _mask,
    deadwood_count_unchecked,
)
from .errors import InvalidCardError


@dataclass(frozen=True, slots=True)
class Layoff:
    """One card laid off by the defender onto the knocker's meld number ``meld``."""

    card: Card
    meld: int

    def __str__(self) -> str:
        return f"{self.card}->{self.meld}"


@dataclass(frozen=True, slots=True)
class Defense:
    """The defender's answer to a knock: own melds, lay-offs, and what is left over."""

    melds: tuple[Meld, ...]
    layoffs: tuple[Layoff, ...]
    deadwood: CardSet

    @property
    def deadwood_count(self) -> int:
        """The defender's deadwood count after lay-offs (D in RULES.md)."""
        return self.deadwood.value

    @property
    def laid_off(self) -> CardSet:
        """The cards laid off, as a set."""
        return CardSet(sum(1 << c.card for c in self.layoffs))


def _layoff_options(defender: int, meld: int) -> list[tuple[int, tuple[int, ...]]]:
    """What the defender can lay off onto one meld (a mask): (cards mask, card indices
    in laying order), starting with laying off nothing."""
    options: list[tuple[int, tuple[int, ...]]] = [(0, ())]
    low = (meld & -meld).bit_length() - 1
    column = RANK_COLUMN << (low % NUM_RANKS)
    if meld & ~column == 0:  # a set: of three, it takes the fourth
        fourth = column & ~meld
        if defender & fourth:
            options.append((fourth, (fourth.bit_length() - 1,)))
        return options
    high = meld.bit_length() - 1
    downs: list[tuple[int, tuple[int, ...]]] = [(0, ())]
    k = low - 1
    while k >= 0 and k // NUM_RANKS == low // NUM_RANKS and defender >> k & 1:
        prev_mask, prev_cards = downs[-1]
        downs.append((prev_mask | 1 << k, (*prev_cards, k)))
        k -= 1
    ups: list[tuple[int, tuple[int, ...]]] = [(0, ())]
    k = high + 1
    while k // NUM_RANKS == high // NUM_RANKS and defender >> k & 1:
        prev_mask, prev_cards = ups[-1]
        ups.append((prev_mask | 1 << k, (*prev_cards, k)))
        k += 1
    return [(dm | um, dc + uc) for dm, dc in downs for um, uc in ups]


def best_defense(defender: CardsLike | int, knocker_melds: Sequence[Meld]) -> Defense:
    """The defender's best combination of own melds and lay-offs (chains included).

    Tries every legal set of lay-offs (a set of three takes its fourth card; a run takes
    cards extending it at either end, one after another) and melds the rest optimally;
    keeps the least deadwood, then the fewest cards laid off.

    ``defender``: a hand of at most :data:`MAX_HAND_CARDS` cards, in any form;
    ``knocker_melds``: at most :data:`MAX_KNOCKER_MELDS` :class:`Meld` objects (a
    knocker's 10 cards hold no more), disjoint, sharing no card with the defender. The
    search tries every combination of lay-offs, a product over the melds, so the cap
    keeps it small.

    :raises InvalidCardError: for anything else, before any work.
    """
    mask = _mask(defender, "best_defense")
    return _best_defense(mask, _knocker_melds(knocker_melds, mask))


def _knocker_melds(melds: object, defender: int) -> tuple[Meld, ...]:
    """The knocker's melds given to :func:`best_defense`, checked (see there)."""
    if isinstance(melds, str | Meld) or not isinstance(melds, Iterable):
        raise InvalidCardError(f"best_defense: knocker_melds must be a list of melds: {melds!r}")
    out: list[Meld] = []
    seen = 0
    for meld in melds:  # stops at the first meld too many: their cards would repeat
        if not isinstance(meld, Meld):
            raise InvalidCardError(f"best_defense: not a Meld: {meld!r}")
        if meld.mask & (seen | defender):
            raise InvalidCardError(
                f"best_defense: the meld {meld} shares cards with another or the defender"
            )
        seen |= meld.mask
        out.append(meld)
        if len(out) > MAX_KNOCKER_MELDS:
            raise InvalidCardError(
                f"best_defense: more than {MAX_KNOCKER_MELDS} knocker melds "
                "(a knocker's 10 cards hold no more)"
            )
    return tuple(out)


def _best_defense(mask: int, knocker_melds: Sequence[Meld]) -> Defense:
    """:func:`best_defense` of a trusted hand and melds (the engine's scoring).

    Most defenders hold no card extending any of the knocker's melds (a chain starts with
    one that does): then the defense is the hand's own best arrangement, found without
    trying combinations of lay-offs.
    """
    reach = 0
    for meld in knocker_melds:
        reach |= _LAYOFFS_OF[meld.mask]
    if not mask & reach:
        own = _best_arrangement(mask)
        return Defense(own.melds, (), own.deadwood)
    per_meld = [_layoff_options(mask, meld.mask) for meld in knocker_melds]
    best: tuple[int, int] | None = None
    best_choice: tuple[tuple[int, tuple[int, ...]], ...] = ()
    best_laid = 0
    for combo in itertools.product(*per_meld):
        laid = 0
        clash = False
        for option_mask, _ in combo:
            if laid & option_mask:
                clash = True
                break
            laid |= option_mask
        if clash:
            continue
        key = (deadwood_count_unchecked(mask & ~laid), laid.bit_count())
        if best is None or key < best:
            best, best_choice, best_laid = key, combo, laid
    own = _best_arrangement(mask & ~best_laid)
    layoffs = tuple(
        Layoff(Card(card), index) for index, (_, cards) in enumerate(best_choice) for card in cards
    )
    return Defense(own.melds, layoffs, own.deadwood)


__all__ = ["Defense", "Layoff", "best_defense"]
