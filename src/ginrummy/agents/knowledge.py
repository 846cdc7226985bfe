"""Card tracking and an opponent-hand estimate, from public information only.

Everything here is computed from an :class:`~ginrummy.core.observation.Observation`: the
player's own cards, the discard pile (as remembered from the discards seen, when it is
squared up and only its top shows), the cards the opponent took from the pile, and
the public event log (which upcards the opponent passed or left lying when it drew
from the stock, which cards it threw). Nothing hidden is ever read, because an
observation holds nothing hidden.

Cards are ints ``suit * 13 + rank - 1`` and sets of cards are 52-bit masks, as in
:mod:`ginrummy.core.melds`, so the helpers are a few bit operations each.

>>> from ginrummy.core.cards import CardSet, parse_cards
>>> print(CardSet(meld_partners(parse_cards("7H").mask)))
7C 7D 5H 6H 8H 9H 7S

The estimate is deliberately simple: independent per-card chances, each the base rate
(the opponent's unknown cards over the unseen cards) times a factor for every clue about
that card, renormalised so that they add up to the number of unknown cards. A player
that passes an upcard or throws a card seldom holds two cards that meld with it (it
would have taken or kept it); a player that takes an upcard holds its partners.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ..core.hand import EventKind
from ..core.melds import RANK_COLUMN, deadwood_count_cached

if TYPE_CHECKING:
    from ..core.observation import Observation

__all__ = [
    "Knowledge",
    "ModelParams",
    "adjacent",
    "meld_chance",
    "meld_partners",
    "read",
    "same_rank",
    "sample_opponent_hands",
]

FULL: Final = (1 << 52) - 1
_COL0: Final = RANK_COLUMN
_COL1: Final = RANK_COLUMN << 1
_COL11: Final = RANK_COLUMN << 11
_COL12: Final = RANK_COLUMN << 12


def same_rank(mask: int) -> int:
    """Every card sharing a rank with some card of ``mask`` (those cards included)."""
    ranks = (mask | mask >> 13 | mask >> 26 | mask >> 39) & 0x1FFF
    return ranks * RANK_COLUMN


def adjacent(mask: int, distance: int) -> int:
    """Cards of the same suit exactly ``distance`` (1 or 2) ranks from a card of ``mask``."""
    if distance == 1:
        return ((mask << 1) & ~_COL0 | (mask >> 1) & ~_COL12) & FULL
    return ((mask << 2) & ~(_COL0 | _COL1) | (mask >> 2) & ~(_COL11 | _COL12)) & FULL


def meld_partners(mask: int) -> int:
    """Cards that could share a meld with some card of ``mask`` (``mask`` left out):
    the same rank, or the same suit within two ranks."""
    return (same_rank(mask) | adjacent(mask, 1) | adjacent(mask, 2)) & ~mask


def meld_chance(card: int, prob: list[float]) -> float:
    """The chance that ``card`` would meld with a hand holding each card ``c``
    independently with chance ``prob[c]``: two more of its rank, or two suit neighbours
    that make a run with it."""
    rank = card % 13
    p1, p2, p3 = (prob[13 * s + rank] for s in range(4) if 13 * s + rank != card)
    group = p1 * p2 + p1 * p3 + p2 * p3 - 2 * p1 * p2 * p3
    lo2 = prob[card - 2] if rank >= 2 else 0.0
    lo1 = prob[card - 1] if rank >= 1 else 0.0
    hi1 = prob[card + 1] if rank <= 11 else 0.0
    hi2 = prob[card + 2] if rank <= 10 else 0.0
    run = 1.0 - (1.0 - lo2 * lo1) * (1.0 - lo1 * hi1) * (1.0 - hi1 * hi2)
    return 1.0 - (1.0 - group) * (1.0 - run)


@dataclass(slots=True)
class Knowledge:
    """What one player knows about where the cards are.

    Masks: ``hand`` (own cards), ``dead`` (the discard pile below its top), ``upcard``
    (the top of the pile, or 0), ``opp_known`` (cards the opponent took from the pile
    and still holds), ``unseen`` (the opponent's other cards and the stock),
    ``opp_discarded``, ``opp_declined`` (upcards the opponent passed or left for a stock
    draw), ``opp_taken`` (every card it took from the pile, kept or not).
    ``opp_unknown`` counts the opponent's cards we cannot name. ``prob[c]`` is the
    estimated chance that the opponent holds card ``c`` (1 for cards known to be
    there, 0 for cards seen elsewhere). ``stock_cards`` lists the unseen cards and
    ``stock_weights`` the chance of each being in the stock (``1 - prob``), which is
    proportional to the chance of drawing it next.
    """

    hand: int
    dead: int
    upcard: int
    opp_known: int
    unseen: int
    opp_discarded: int
    opp_declined: int
    opp_taken: int
    opp_unknown: int
    stock_size: int
    prob: list[float]
    stock_cards: list[int]
    stock_weights: list[float]


@dataclass(frozen=True, slots=True)
class ModelParams:
    """How strongly each public clue moves a card's chance of being in the opponent's
    hand (factors on the base rate, renormalised afterwards)."""

    declined_rank: float = 0.6
    """A card of the rank of an upcard the opponent declined."""
    declined_near: float = 0.7
    """A card one or two ranks from an upcard it declined, in the same suit."""
    discarded_rank: float = 0.6
    """A card of the rank of a card it threw."""
    discarded_near: float = 0.7
    """A suit neighbour (one or two ranks) of a card it threw."""
    taken_rank: float = 2.0
    """A card of the rank of a card it took from the pile."""
    taken_near: float = 1.8
    """A card next to a card it took, in the same suit."""
    taken_near2: float = 1.3
    """A card two ranks from a card it took, in the same suit."""


def read(observation: Observation, params: ModelParams | None = None) -> Knowledge:
    """Replay the public events of ``observation`` into a :class:`Knowledge`."""
    if params is None:
        params = _DEFAULT_MODEL
    opp = 1 - observation.player
    pile: list[int] = [int(observation.first_upcard)]
    discarded = declined = taken = 0
    # The kinds bound once: on CPython 3.11 reading a member off its enum class costs
    # about 90 ns, and this loop reads several for each event of the hand.
    discard_kind, take_kind, draw_kind, pass_kind, reshuffle_kind = (
        EventKind.DISCARD,
        EventKind.TAKE_UPCARD,
        EventKind.DRAW_STOCK,
        EventKind.PASS,
        EventKind.RESHUFFLE,
    )
    for event in observation.events:
        kind = event.kind
        if kind is discard_kind:
            card = int(event.card) if event.card is not None else -1
            if card >= 0:
                pile.append(card)
                if event.player == opp:
                    discarded |= 1 << card
        elif kind is take_kind:
            if pile:
                top = pile.pop()
                if event.player == opp:
                    taken |= 1 << top
        elif kind is draw_kind or kind is pass_kind:
            if event.player == opp and pile:
                declined |= 1 << pile[-1]
        elif kind is reshuffle_kind:
            pile = pile[-1:]
    hand = observation.hand.mask
    opp_known = observation.opponent_known.mask
    shown = observation.remembered_pile  # the pile itself, unless squared up
    upcard = 1 << shown[-1] if shown else 0
    dead = 0
    for card in shown[:-1]:
        dead |= 1 << card
    unseen = FULL & ~(hand | opp_known | dead | upcard)
    opp_unknown = max(0, observation.opponent_hand_size - opp_known.bit_count())
    prob = [0.0] * 52
    stock_cards: list[int] = []
    rest = unseen
    while rest:
        low = rest & -rest
        rest ^= low
        stock_cards.append(low.bit_length() - 1)
    if stock_cards and opp_unknown:
        rank_d = same_rank(declined)
        near_d = adjacent(declined, 1) | adjacent(declined, 2)
        rank_x = same_rank(discarded)
        near_x = adjacent(discarded, 1) | adjacent(discarded, 2)
        rank_t = same_rank(taken)
        near_t1 = adjacent(taken, 1)
        near_t2 = adjacent(taken, 2)
        weights = []
        for card in stock_cards:
            bit = 1 << card
            w = 1.0
            if rank_d & bit:
                w *= params.declined_rank
            if near_d & bit:
                w *= params.declined_near
            if rank_x & bit:
                w *= params.discarded_rank
            if near_x & bit:
                w *= params.discarded_near
            if rank_t & bit:
                w *= params.taken_rank
            if near_t1 & bit:
                w *= params.taken_near
            elif near_t2 & bit:
                w *= params.taken_near2
            weights.append(w)
        scale = opp_unknown / sum(weights)
        for card, w in zip(stock_cards, weights, strict=True):
            prob[card] = min(0.97, w * scale)
    rest = opp_known
    while rest:
        low = rest & -rest
        rest ^= low
        prob[low.bit_length() - 1] = 1.0
    return Knowledge(
        hand=hand,
        dead=dead,
        upcard=upcard,
        opp_known=opp_known,
        unseen=unseen,
        opp_discarded=discarded,
        opp_declined=declined,
        opp_taken=taken,
        opp_unknown=opp_unknown,
        stock_size=observation.stock_size,
        prob=prob,
        stock_cards=stock_cards,
        stock_weights=[1.0 - prob[c] for c in stock_cards],
    )


_DEFAULT_MODEL: Final = ModelParams()


def sample_opponent_hands(
    know: Knowledge,
    count: int,
    rng: random.Random,
    *,
    low_weight: float = 1.0,
    limit: int = 10,
) -> list[int]:
    """Up to ``count`` guesses (masks) of the opponent's hand, for search and for
    undercut estimates: its known cards plus ``opp_unknown`` unseen cards drawn without
    replacement, each card weighted by its estimated odds (Efraimidis-Spirakis keys).

    With ``low_weight`` below 1, a guess whose deadwood is at most ``limit`` is kept only
    with that chance: a player who knocks when it can would not still hold such a hand.
    """
    cards = []
    odds = []
    for card in know.stock_cards:
        p = know.prob[card]
        if p > 0.0:
            cards.append(card)
            odds.append(p / (1.0 - p))
    k = min(know.opp_unknown, len(cards))
    out: list[int] = []
    tries = 0
    while len(out) < count and tries < 4 * count:
        tries += 1
        keys = sorted(
            ((rng.random() ** (1.0 / o), c) for c, o in zip(cards, odds, strict=True)),
            reverse=True,
        )
        hand = know.opp_known
        for _, card in keys[:k]:
            hand |= 1 << card
        if low_weight < 1.0 and deadwood_count_cached(hand) <= limit and rng.random() >= low_weight:
            continue
        out.append(hand)
    return out


def upcard_loops(observation: Observation) -> bool:
    """Whether taking the upcard could keep a hand from ever ending, so a player should
    leave it: this seat threw that very card before, or the pile was taken from three
    times running (each player taking back what the other threw)."""
    upcard = observation.upcard
    me = observation.player
    takes = 0
    for event in reversed(observation.events):
        if event.kind is EventKind.DRAW_STOCK:
            break
        if event.kind is EventKind.TAKE_UPCARD:
            takes += 1
            if takes >= 3:
                return True
    return any(
        e.kind is EventKind.DISCARD and e.player == me and e.card == upcard
        for e in observation.events
    )
