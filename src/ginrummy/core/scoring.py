"""Scoring a hand: the showdown after a knock, gin or big gin.

The same function scores a hand inside the engine and on its own, as
:func:`score_showdown` (the ``ginrummy score`` command): knocker's cards after the
discard, defender's cards, and the rules.

>>> res = score_showdown("JS JH JD 9H 8H 7H AC 2D 3S 4C", "JC TH 6H KS KD 5C 5D 9C 9D 2H")
>>> res.outcome.value, res.winner, res.knocker_deadwood, res.defender_deadwood, res.points
('knock', 'knocker', 10, 50, 40)
>>> [str(c) for c in res.layoffs]
['JC', '6H', 'TH']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

from .cards import NUM_CARDS, Card, CardSet, CardsLike, Suit, parse_card, parse_hand
from .errors import IllegalActionError, IllegalReason, InvalidCardError
from .melds import (
    Arrangement,
    Defense,
    Layoff,
    Meld,
    best_arrangement,
    best_defense,
    is_arrangement,
)
from .rules import Rules, find_rules


class Outcome(StrEnum):
    """How a hand ended."""

    KNOCK = "knock"
    GIN = "gin"
    BIG_GIN = "big_gin"
    UNDERCUT = "undercut"
    TIE = "tie"
    """Equal deadwood when ``undercut_on_tie`` is false: nobody scores."""
    VOID = "void"
    """The stock ran out (or OpenSpiel's upcard-draw limit was hit): nobody scores."""


Side = Literal["knocker", "defender"]


@dataclass(frozen=True, slots=True)
class Showdown:
    """Everything laid on the table after a knock, and what it scores."""

    outcome: Outcome
    winner: Side | None
    points: int
    """Points won by ``winner`` (0 on a tie)."""
    knocker_deadwood: int
    """K: the knocker's deadwood count."""
    defender_deadwood: int
    """D: the defender's deadwood count after lay-offs (none after gin)."""
    knocker_melds: tuple[Meld, ...]
    knocker_deadwood_cards: CardSet
    defender_melds: tuple[Meld, ...]
    defender_deadwood_cards: CardSet
    layoff_moves: tuple[Layoff, ...]
    """Each laid-off card with the index of the knocker's meld it went onto, in order."""
    knock_limit: int
    doubled: bool = False
    """True when Oklahoma spades doubled the score."""

    @property
    def layoffs(self) -> tuple[Card, ...]:
        """The cards the defender laid off, in the order laid."""
        return tuple(move.card for move in self.layoff_moves)

    def to_dict(self) -> dict[str, object]:
        """A JSON-safe summary (cards in machine notation)."""
        return {
            "outcome": str(self.outcome),
            "winner": self.winner,
            "points": self.points,
            "knocker_deadwood": self.knocker_deadwood,
            "defender_deadwood": self.defender_deadwood,
            "knocker_melds": [str(m) for m in self.knocker_melds],
            "knocker_deadwood_cards": [str(c) for c in self.knocker_deadwood_cards],
            "defender_melds": [str(m) for m in self.defender_melds],
            "defender_deadwood_cards": [str(c) for c in self.defender_deadwood_cards],
            "layoffs": [{"card": str(m.card), "meld": m.meld} for m in self.layoff_moves],
            "knock_limit": self.knock_limit,
            "doubled": self.doubled,
        }


def hand_knock_limit(rules: Rules, upcard: Card | None) -> int:
    """The knock limit of a hand: the rules' limit, or under Oklahoma the upcard's value
    (face cards 10; an ace means gin only)."""
    if not rules.knock_limit_from_upcard:
        return rules.knock_limit
    if upcard is None:
        raise InvalidCardError("Oklahoma rules need the first upcard to set the knock limit")
    return 0 if upcard.rank == 1 else upcard.value


def hand_doubles(rules: Rules, upcard: Card | None) -> bool:
    """True when a hand's points count double: Oklahoma's spade turned up at the deal."""
    return rules.spades_double and upcard is not None and upcard.suit is Suit.SPADES


def knocker_arrangement(
    knocker: int, melds: Sequence[Meld] | None, limit: int, *, big_gin: bool = False
) -> Arrangement:
    """The knocker's laid-down arrangement, checked against the knock limit."""
    if melds is None:
        arrangement = best_arrangement(knocker)
    else:
        if not is_arrangement(knocker, melds):
            raise IllegalActionError(
                IllegalReason.BAD_MELDS,
                "the melds must be disjoint and made of the knocker's own cards",
            )
        used = 0
        for meld in melds:
            used |= meld.mask
        arrangement = Arrangement(tuple(melds), CardSet(knocker & ~used))
    if big_gin and arrangement.deadwood_count:
        raise IllegalActionError(
            IllegalReason.NOT_BIG_GIN,
            f"big gin needs all 11 cards melded; deadwood is {arrangement.deadwood_count}",
        )
    if arrangement.deadwood_count > limit:
        raise IllegalActionError(
            IllegalReason.DEADWOOD_TOO_HIGH,
            f"cannot knock with {arrangement.deadwood_count} deadwood: the knock limit is {limit}",
        )
    return arrangement


def settle(
    rules: Rules,
    knocker: Arrangement,
    defender_mask: int,
    *,
    big_gin: bool,
    limit: int,
    doubled: bool,
) -> Showdown:
    """Score a legal knock: the defender melds, lays off (unless gin), and points follow."""
    k = knocker.deadwood_count
    gin = k == 0
    defense: Defense
    if gin:
        own = best_arrangement(defender_mask)
        defense = Defense(own.melds, (), own.deadwood)
    else:
        defense = best_defense(defender_mask, knocker.melds)
    d = defense.deadwood_count
    winner: Side | None
    if big_gin:
        bonus = rules.big_gin_points
        assert bonus is not None
        outcome, winner, points = Outcome.BIG_GIN, "knocker", bonus + d
    elif gin:
        outcome, winner, points = Outcome.GIN, "knocker", rules.gin_bonus + d
    elif d > k:
        outcome, winner, points = Outcome.KNOCK, "knocker", d - k
    elif d < k or rules.undercut_on_tie:
        outcome, winner, points = Outcome.UNDERCUT, "defender", rules.undercut_bonus + k - d
    else:
        outcome, winner, points = Outcome.TIE, None, 0
    if doubled:
        points *= 2
    return Showdown(
        outcome=outcome,
        winner=winner,
        points=points,
        knocker_deadwood=k,
        defender_deadwood=d,
        knocker_melds=knocker.melds,
        knocker_deadwood_cards=knocker.deadwood,
        defender_melds=defense.melds,
        defender_deadwood_cards=defense.deadwood,
        layoff_moves=defense.layoffs,
        knock_limit=limit,
        doubled=doubled,
    )


def score_showdown(
    knocker_cards: CardsLike,
    defender_cards: CardsLike,
    rules: Rules | str | None = None,
    *,
    knocker_melds: Sequence[Meld] | None = None,
    upcard: Card | str | None = None,
) -> Showdown:
    """Score a knock between two hands, on its own (no game needed).

    ``knocker_cards`` are the knocker's cards after the face-down discard: 10 cards, or
    11 for big gin. ``upcard`` is the hand's first upcard, needed by Oklahoma (knock limit,
    spades double). ``knocker_melds`` picks the knocker's arrangement (:class:`Meld`
    objects); by default the best.

    :raises InvalidCardError: for bad or overlapping hands, or melds that are not Melds.
    :raises IllegalActionError: when the knock is not legal under the rules.
    """
    if rules is None:
        rules = find_rules("standard")
    elif isinstance(rules, str):
        rules = find_rules(rules)
    # bounded reads: an endless iterator is refused, and a wrong size gets its message below
    knocker = parse_hand(knocker_cards, NUM_CARDS)
    defender = parse_hand(defender_cards, NUM_CARDS)
    if len(defender) != 10:
        raise InvalidCardError(f"the defender holds 10 cards, not {len(defender)}")
    if len(knocker) not in (10, 11):
        raise InvalidCardError(
            f"the knocker shows 10 cards after the discard (11 for big gin), not {len(knocker)}"
        )
    overlap = knocker & defender
    if overlap:
        raise InvalidCardError(f"cards in both hands: {overlap}")
    # anything but a Card goes through parse_card, so junk (a bare int) is an InvalidCardError
    up = upcard if upcard is None or isinstance(upcard, Card) else parse_card(upcard)
    if up is not None and up in (knocker | defender):
        raise InvalidCardError(f"the upcard {up} cannot be in a hand")
    limit = hand_knock_limit(rules, up)
    big_gin = len(knocker) == 11
    if big_gin and rules.big_gin_points is None:
        raise IllegalActionError(
            IllegalReason.BIG_GIN_DISABLED, "big gin is disabled under these rules"
        )
    melds = None if knocker_melds is None else _meld_list(knocker_melds)
    arrangement = knocker_arrangement(knocker.mask, melds, limit, big_gin=big_gin)
    doubled = hand_doubles(rules, up)
    return settle(rules, arrangement, defender.mask, big_gin=big_gin, limit=limit, doubled=doubled)


def _meld_list(melds: object) -> tuple[Meld, ...]:
    """The knocker's chosen melds as a tuple, each checked to be a :class:`Meld`.

    Reading stops after 12: so many disjoint melds cannot fit in 11 cards, so the
    knock is refused (``BAD_MELDS``) whatever follows, and an endless iterator ends.
    """
    if isinstance(melds, str | Meld) or not isinstance(melds, Iterable):
        raise InvalidCardError(f"knocker_melds must be a list of Meld objects, not {melds!r}")
    out = []
    for meld in melds:
        if not isinstance(meld, Meld):
            raise InvalidCardError(f"not a Meld: {meld!r} (write Meld.parse('7H 8H 9H'))")
        out.append(meld)
        if len(out) == 12:
            break
    return tuple(out)
