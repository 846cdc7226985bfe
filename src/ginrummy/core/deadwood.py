"""Melds and the minimum-deadwood solver: what a hand's cards are worth.

Why it is fast: runs live inside one suit and sets cut across suits. For each of the
8,192 patterns a suit's 13 ranks can take, a table built at import holds the least
deadwood that runs alone leave in that suit. A hand's minimum deadwood is then the
minimum, over the few ways of taking sets out (ranks held three or four times: none,
the set of three or four, or one of the four sets of three), of four table look-ups.
Most hands have no rank held three times and cost exactly four look-ups.

Two layers. The public functions that take cards (:func:`min_deadwood`,
:func:`deadwood_count`, :func:`discard_deadwoods`, :class:`Meld`) check their input
first and raise :class:`~ginrummy.core.errors.InvalidCardError` for anything that is not a
hand of at most :data:`MAX_HAND_CARDS` cards: the number of set choices grows
exponentially with the ranks held three or four times, so a whole deck would take more
memory than a machine has. The mask functions the engine and agents call millions of
times (``deadwood_count_unchecked``, the ``*_cached`` ones,
:func:`min_deadwood_after_discard`, :func:`set_choices`, :func:`meld_kind`,
:func:`knock_deadwood_ok`) trust their mask and check nothing.

Which melds make the count is :mod:`ginrummy.core.arrangements`; the defender's lay-offs
are :mod:`ginrummy.core.layoffs`; :mod:`ginrummy.core.melds` gathers all three.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from .cards import (
    CARD_VALUES,
    FULL_DECK_MASK,
    NUM_RANKS,
    SUIT_BITS,
    Card,
    CardSet,
    CardsLike,
    cards_of,
    parse_cards,
    parse_hand,
)
from .errors import GinRummyError, InvalidCardError

RANK_COLUMN: Final = 1 | 1 << 13 | 1 << 26 | 1 << 39
"""The four cards of the ace; shift left by ``rank - 1`` for another rank."""

_RANK_VALUE: Final = tuple(min(r + 1, 10) for r in range(NUM_RANKS))

MAX_HAND_CARDS: Final = 11
"""The most cards the public solver functions take: a hand holds 10, and 11 between the
draw and the discard. A meld search over more cards is exponential in the ranks held
three times (36 cards: 21 s and 0.5 GB; 52: out of memory), so more are refused."""

MAX_KNOCKER_MELDS: Final = 3
"""The most knocker melds :func:`best_defense` takes: 10 cards hold at most three."""


def _run_tables() -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Least run-only deadwood of every suit pattern, and how to reach it.

    ``choice[p]`` is 0 when the lowest card of ``p`` is best left as deadwood, else the
    length of the run that starts at it. Patterns are filled in increasing order: taking
    cards out of a pattern always gives a smaller one, already computed.
    """
    size = 1 << NUM_RANKS
    best = [0] * size
    choice = [0] * size
    for pattern in range(1, size):
        low = pattern & -pattern
        rank = low.bit_length() - 1
        value = _RANK_VALUE[rank] + best[pattern ^ low]
        pick = 0
        run = 0
        k = rank
        while k < NUM_RANKS and pattern >> k & 1:
            run |= 1 << k
            k += 1
            if k - rank >= 3:
                rest = best[pattern & ~run]
                if rest < value:
                    value = rest
                    pick = k - rank
        best[pattern] = value
        choice[pattern] = pick
    return tuple(best), tuple(choice)


RUN_DEADWOOD, _RUN_CHOICE = _run_tables()
"""``RUN_DEADWOOD[p]``: the least deadwood of suit pattern ``p`` using runs only."""

_NO_DISCARD: Final = 1000


def _discard_deltas() -> tuple[tuple[int, ...], tuple[int, ...]]:
    """How much the best discard from a suit pattern changes its run-only deadwood, and
    which cards of the pattern are that best discard.

    ``DELTA[p] = min over cards c of p of RUN_DEADWOOD[p - c] - RUN_DEADWOOD[p]``; an empty
    pattern has nothing to discard. With it the best discard of an 11-card hand costs the
    same handful of look-ups as the hand itself.
    """
    delta = [_NO_DISCARD] * (1 << NUM_RANKS)
    where = [0] * (1 << NUM_RANKS)
    for pattern in range(1, 1 << NUM_RANKS):
        best = _NO_DISCARD
        picks = 0
        rest = pattern
        while rest:
            low = rest & -rest
            rest ^= low
            value = RUN_DEADWOOD[pattern ^ low]
            if value < best:
                best, picks = value, low
            elif value == best:
                picks |= low
        delta[pattern] = best - RUN_DEADWOOD[pattern]
        where[pattern] = picks
    return tuple(delta), tuple(where)


DISCARD_DELTA, _DISCARD_BEST = _discard_deltas()
"""``DISCARD_DELTA[p]``: the change of suit pattern ``p``'s run-only deadwood when its
best card to discard goes (1000 for the empty pattern, which has none);
``_DISCARD_BEST[p]`` the cards of ``p`` whose discard makes that change."""


class MeldKind(StrEnum):
    """A set (three or four of a rank) or a run (three or more in sequence, one suit)."""

    SET = "set"
    RUN = "run"


def meld_kind(mask: int) -> MeldKind | None:
    """The kind of meld a card mask forms, or ``None`` when it is no meld."""
    count = mask.bit_count()
    if count < 3:
        return None
    low = (mask & -mask).bit_length() - 1
    rank = low % NUM_RANKS
    if count <= 4 and mask & ~(RANK_COLUMN << rank) == 0:
        return MeldKind.SET
    suit = low // NUM_RANKS
    pattern = mask >> (suit * NUM_RANKS)
    if mask >> (suit * NUM_RANKS) << (suit * NUM_RANKS) != mask or pattern > SUIT_BITS:
        return None
    shifted = pattern >> rank
    if shifted & (shifted + 1) == 0:  # contiguous ones
        return MeldKind.RUN
    return None


@dataclass(frozen=True, slots=True, order=True)
class Meld:
    """A meld: its cards as a mask; the kind is derived and checked on creation.

    >>> Meld.parse("9H 7H 8H").pretty()
    '7♥ 8♥ 9♥'
    >>> Meld.parse("7H 8H 10H")
    Traceback (most recent call last):
    ...
    ginrummy.core.errors.GinRummyError: not a meld: 7H 8H TH
    """

    mask: int

    def __post_init__(self) -> None:
        mask = self.mask
        if type(mask) is not int or not 0 <= mask <= FULL_DECK_MASK:  # bools are ints
            raise InvalidCardError(f"a meld's mask must be an int of 52 bits, not {mask!r}")
        if meld_kind(mask) is None:
            raise GinRummyError(f"not a meld: {CardSet(self.mask)}")

    @classmethod
    def parse(cls, text: CardsLike) -> Meld:
        """A meld from its cards in any notation."""
        return cls(parse_cards(text).mask)

    @property
    def kind(self) -> MeldKind:
        """Set or run."""
        kind = meld_kind(self.mask)
        assert kind is not None
        return kind

    @property
    def cards(self) -> CardSet:
        """The meld's cards."""
        return CardSet(self.mask)

    def __len__(self) -> int:
        return self.mask.bit_count()

    def ordered(self) -> list[Card]:
        """The cards in reading order: a run low to high, a set by suit."""
        return list(cards_of(self.mask))

    def layoff_cards(self) -> CardSet:
        """The cards that could be laid off onto this meld as it stands (one step)."""
        return CardSet(_direct_layoffs(self.mask))

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.ordered())

    def pretty(self, *, ascii: bool = False) -> str:
        """The meld for people: ``7♥ 8♥ 9♥``."""
        return " ".join(c.pretty(ascii=ascii) for c in self.ordered())

    def __repr__(self) -> str:
        return f"Meld.parse('{self}')"


def _direct_layoffs(mask: int) -> int:
    """Cards (as a mask) that extend this meld by one: a set's fourth, a run's ends."""
    low = (mask & -mask).bit_length() - 1
    rank = low % NUM_RANKS
    column = RANK_COLUMN << rank
    if mask & ~column == 0:  # a set
        return column & ~mask if mask.bit_count() == 3 else 0
    high = mask.bit_length() - 1
    out = 0
    if rank > 0:
        out |= 1 << (low - 1)
    if high % NUM_RANKS < NUM_RANKS - 1:
        out |= 1 << (high + 1)
    return out


def _mask(cards: CardsLike | int, function: str) -> int:
    """The mask of a hand given to a public ``function``, checked before any work.

    A hand is a plain ``int`` mask of bits 0..51, a :class:`CardSet`, or cards in any
    notation (a string, an iterable of cards, card strings or indices; read lazily, so a
    long or endless one stops at the first card too many), of at most
    :data:`MAX_HAND_CARDS` distinct cards. The common case, a valid mask, costs one type
    check, one range check and one bit count.

    :raises InvalidCardError: for anything else (a bool, a single card, a negative or
        too big mask, junk), saying what ``function`` takes.
    """
    if type(cards) is int and 0 <= cards <= FULL_DECK_MASK:
        mask = cards
    elif isinstance(cards, CardSet):
        mask = cards.mask
    elif type(cards) is int:
        raise InvalidCardError(f"{function}: card mask out of range (bits 0..51 only): {cards:#x}")
    elif isinstance(cards, int):  # bool, Card or another int subclass
        raise InvalidCardError(
            f"{function} takes a hand (a card mask, a CardSet or a list of cards), not {cards!r}"
        )
    else:
        try:
            mask = parse_hand(cards, MAX_HAND_CARDS).mask
        except InvalidCardError as exc:
            raise InvalidCardError(f"{function}: {exc}") from None
    if mask.bit_count() > MAX_HAND_CARDS:
        raise InvalidCardError(
            f"{function} takes a hand of at most {MAX_HAND_CARDS} cards, not {mask.bit_count()}"
        )
    return mask


def _set_uses(mask: int, trips: int, quads: int) -> list[int]:
    """Every way (as a mask of the cards used) to take sets out of a hand."""
    uses = [0]
    while trips:
        low = trips & -trips
        rank = low.bit_length() - 1
        trips ^= low
        column = mask & (RANK_COLUMN << rank)
        if quads & low:
            options: tuple[int, ...] = (
                column,
                column ^ (1 << rank),
                column ^ (1 << (rank + 13)),
                column ^ (1 << (rank + 26)),
                column ^ (1 << (rank + 39)),
            )
        else:
            options = (column,)
        uses = uses + [u | o for u in uses for o in options]
    return uses


def set_choices(mask: int) -> list[int]:
    """Every way (as a mask of the cards used) to take sets out of a hand; ``[0]`` when it
    holds no three of a rank. A hot path: it trusts ``mask`` to be a hand of at most 11
    cards (the choices grow exponentially with the ranks held three times)."""
    trips, quads = _trips_quads(mask)
    return _set_uses(mask, trips, quads)


def deadwood_count(mask: int) -> int:
    """The minimum deadwood count of a hand given as a 52-bit mask (or any hand form).

    At most :data:`MAX_HAND_CARDS` cards; the engine's unchecked hot path is
    :func:`deadwood_count_unchecked` (and its memoised ``deadwood_count_cached``).

    :raises InvalidCardError: for anything but a hand of at most 11 cards.

    >>> from ginrummy.core.cards import parse_cards
    >>> deadwood_count(parse_cards("7H 8H 9H 7S 7D KS KD 2C 3C AC").mask)
    34
    """
    return deadwood_count_unchecked(_mask(mask, "deadwood_count"))


def deadwood_count_unchecked(mask: int) -> int:
    """:func:`deadwood_count` of a trusted mask, without the checks (the hot path).

    The caller vouches for a hand of at most 11 cards: a mask of many more can take
    seconds and gigabytes, and a negative or bool one gives nonsense.
    """
    run = RUN_DEADWOOD
    a = mask & 0x1FFF
    b = mask >> 13 & 0x1FFF
    c = mask >> 26 & 0x1FFF
    d = mask >> 39
    trips = (a & b & (c | d)) | (c & d & (a | b))
    if not trips:
        return run[a] + run[b] + run[c] + run[d]
    if not trips & (trips - 1) and not a & b & c & d:
        # One rank held exactly three times (most hands with a set): the set or not,
        # on the suits' patterns, without listing the set choices.
        keep = ~trips
        return min(
            run[a] + run[b] + run[c] + run[d],
            run[a & keep] + run[b & keep] + run[c & keep] + run[d & keep],
        )
    best = 1000
    for used in _set_uses(mask, trips, a & b & c & d):
        m = mask & ~used
        value = run[m & 0x1FFF] + run[m >> 13 & 0x1FFF] + run[m >> 26 & 0x1FFF] + run[m >> 39]
        if value < best:
            best = value
    return best


def _memoised(function: Callable[[int], int], limit: int) -> Callable[[int], int]:
    """``function`` memoised on its mask argument, the memo cleared when it fills up."""
    memo: dict[int, int] = {}

    def cached(mask: int) -> int:
        try:
            return memo[mask]
        except KeyError:
            value = function(mask)
            if len(memo) >= limit:
                memo.clear()
            memo[mask] = value
            return value

    cached.__doc__ = f":func:`{function.__name__}` memoised on the mask, for play and search."
    return cached


deadwood_count_cached: Final = _memoised(deadwood_count_unchecked, 1 << 20)


def min_deadwood(cards: CardsLike | int) -> int:
    """The minimum deadwood count of a hand (all its cards arranged, none discarded).

    ``cards``: a hand of at most :data:`MAX_HAND_CARDS` cards (10, or 11 before the
    discard) as a mask, a :class:`CardSet`, a string or a list of cards.

    :raises InvalidCardError: for anything else, before any work.
    """
    return deadwood_count_unchecked(_mask(cards, "min_deadwood"))


def _trips_quads(mask: int) -> tuple[int, int]:
    a = mask & 0x1FFF
    b = mask >> 13 & 0x1FFF
    c = mask >> 26 & 0x1FFF
    d = mask >> 39
    return (a & b & (c | d)) | (c & d & (a | b)), a & b & c & d


def _runs_of(mask: int) -> int:
    """The deadwood left by the best run cover (runs only) of ``mask``."""
    return (
        RUN_DEADWOOD[mask & 0x1FFF]
        + RUN_DEADWOOD[mask >> 13 & 0x1FFF]
        + RUN_DEADWOOD[mask >> 26 & 0x1FFF]
        + RUN_DEADWOOD[mask >> 39]
    )


def discard_deadwoods(mask: CardsLike | int) -> dict[Card, int]:
    """For a hand of 11 cards: the minimum deadwood left after each possible discard.

    Takes any hand of at most :data:`MAX_HAND_CARDS` cards, in any form.

    :raises InvalidCardError: for anything else, before any work.
    """
    mask = _mask(mask, "discard_deadwoods")
    out = {}
    rest = mask
    while rest:
        low = rest & -rest
        rest ^= low
        out[Card(low.bit_length() - 1)] = deadwood_count_unchecked(mask ^ low)
    return out


_CARD_SUIT: Final = tuple(card // NUM_RANKS for card in range(52))
_CARD_RANK_BIT: Final = tuple(1 << card % NUM_RANKS for card in range(52))


def deadwood_after_discards(mask: int, options: int) -> list[int]:
    """The least deadwood of ``mask`` less one card, for each card of ``options`` (a
    subset of ``mask``), in ascending card order: what a player choosing a discard
    weighs, in one pass instead of one deadwood count per card.

    Exact, as :func:`min_deadwood_after_discard` is: the sets of the hand less ``c``
    are set choices of the whole hand that leave ``c`` out, so each choice's run
    deadwood is updated for ``c`` by one table look-up in ``c``'s suit, and each card
    keeps its least value over the choices that leave it out.

    A hot path (the simple player's and the rollouts' discards): it trusts ``mask`` to
    be a hand of at most 11 cards holding ``options``.

    >>> from ginrummy.core.cards import parse_cards
    >>> hand = parse_cards("7H 8H 9H 7S 7D 7C KS KD 2C 3C AC").mask
    >>> deadwood_after_discards(hand, parse_cards("KS 7S AC").mask)  # AC, 7S, KS
    [25, 34, 10]
    """
    run = RUN_DEADWOOD
    suit_of = _CARD_SUIT
    rank_bit = _CARD_RANK_BIT
    a = mask & 0x1FFF
    b = mask >> 13 & 0x1FFF
    c = mask >> 26 & 0x1FFF
    d = mask >> 39
    trips = (a & b & (c | d)) | (c & d & (a | b))
    if not trips:
        suits = (a, b, c, d)
        total = run[a] + run[b] + run[c] + run[d]
        out = []
        rest = options
        while rest:
            low = rest & -rest
            rest ^= low
            card = low.bit_length() - 1
            pattern = suits[suit_of[card]]
            out.append(total - run[pattern] + run[pattern ^ rank_bit[card]])
        return out
    cards = []
    rest = options
    while rest:
        low = rest & -rest
        rest ^= low
        cards.append(low.bit_length() - 1)
    best = [_NO_DISCARD] * len(cards)
    for used in _set_uses(mask, trips, a & b & c & d):
        m = mask & ~used
        suits = (m & 0x1FFF, m >> 13 & 0x1FFF, m >> 26 & 0x1FFF, m >> 39)
        total = run[suits[0]] + run[suits[1]] + run[suits[2]] + run[suits[3]]
        for index, card in enumerate(cards):
            if used >> card & 1:
                continue
            pattern = suits[suit_of[card]]
            value = total - run[pattern] + run[pattern ^ rank_bit[card]]
            if value < best[index]:
                best[index] = value
    return best


def least_deadwood_discards(mask: int, options: int) -> tuple[int, int]:
    """The least deadwood of ``mask`` less one card of ``options`` (a non-empty subset of
    ``mask``), and the options that leave it, as a mask: the simple player's discard.

    Exact, as :func:`deadwood_after_discards` is, and cheaper: for each set choice of the
    hand, each suit whose cards may all go gives its best discard from a table
    (:data:`DISCARD_DELTA`, and the cards that reach it); a card is a least discard when
    some set choice that leaves it out reaches the least value with it.

    A hot path: it trusts ``mask`` to be a hand of at most 11 cards holding ``options``.

    >>> from ginrummy.core.cards import parse_cards, CardSet
    >>> hand = parse_cards("7H 8H 9H 7S 7D 7C KS KD 2C 3C AC").mask
    >>> value, picks = least_deadwood_discards(hand, hand)
    >>> value, str(CardSet(picks))
    (10, 'KD KS')
    """
    run = RUN_DEADWOOD
    delta = DISCARD_DELTA
    where = _DISCARD_BEST
    a = mask & 0x1FFF
    b = mask >> 13 & 0x1FFF
    c = mask >> 26 & 0x1FFF
    d = mask >> 39
    trips = (a & b & (c | d)) | (c & d & (a | b))
    least = _NO_DISCARD
    found = 0
    for used in _set_uses(mask, trips, a & b & c & d) if trips else _NO_SETS:
        free = options & ~used
        if not free:
            continue
        m = mask & ~used
        suits = (m & 0x1FFF, m >> 13 & 0x1FFF, m >> 26 & 0x1FFF, m >> 39)
        best = _NO_DISCARD
        picks = 0
        for shift, pattern in zip(_SUIT_SHIFTS, suits, strict=True):
            allowed = free >> shift & 0x1FFF
            if not allowed:
                continue
            if allowed == pattern:
                change = delta[pattern]
                if change < best:
                    best, picks = change, where[pattern] << shift
                elif change == best:
                    picks |= where[pattern] << shift
                continue
            base = run[pattern]
            while allowed:
                low = allowed & -allowed
                allowed ^= low
                change = run[pattern ^ low] - base
                if change < best:
                    best, picks = change, low << shift
                elif change == best:
                    picks |= low << shift
        value = run[suits[0]] + run[suits[1]] + run[suits[2]] + run[suits[3]] + best
        if value < least:
            least, found = value, picks
        elif value == least:
            found |= picks
    return least, found


_NO_SETS: Final = (0,)
_SUIT_SHIFTS: Final = (0, 13, 26, 39)


def min_deadwood_after_discard(mask: int) -> int:
    """The least deadwood reachable by discarding one card (OpenSpiel's 11-card count).

    Exact: an optimal arrangement after discarding ``c`` uses sets that are also a set
    choice of the whole hand, and ``c`` lies outside them; so the answer is the minimum,
    over the hand's set choices, of the rest's run deadwood plus the best one-card
    discard from one suit of the rest (a table look-up per suit).

    A hot path (knock legality, every turn): it trusts ``mask`` to be a hand of at most
    11 cards and checks nothing but emptiness.

    >>> from ginrummy.core.cards import parse_cards
    >>> min_deadwood_after_discard(parse_cards("7H 8H 9H 7S 7D 7C KS KD 2C 3C AC").mask)
    10
    """
    if not mask:
        raise GinRummyError("no card to discard from an empty hand")
    run = RUN_DEADWOOD
    delta = DISCARD_DELTA
    a = mask & 0x1FFF
    b = mask >> 13 & 0x1FFF
    c = mask >> 26 & 0x1FFF
    d = mask >> 39
    trips = (a & b & (c | d)) | (c & d & (a | b))
    if not trips:
        return run[a] + run[b] + run[c] + run[d] + min(delta[a], delta[b], delta[c], delta[d])
    best = _NO_DISCARD
    for used in _set_uses(mask, trips, a & b & c & d):
        m = mask & ~used
        a = m & 0x1FFF
        b = m >> 13 & 0x1FFF
        c = m >> 26 & 0x1FFF
        d = m >> 39
        value = run[a] + run[b] + run[c] + run[d] + min(delta[a], delta[b], delta[c], delta[d])
        if value < best:
            best = value
    return best


min_deadwood_after_discard_cached: Final = _memoised(min_deadwood_after_discard, 1 << 18)


def knock_deadwood_ok(mask: int, limit: int) -> bool:
    """Whether some discard from an 11-card hand leaves deadwood <= limit."""
    return min_deadwood_after_discard(mask) <= limit


__all__ = [
    "CARD_VALUES",
    "DISCARD_DELTA",
    "MAX_HAND_CARDS",
    "MAX_KNOCKER_MELDS",
    "RANK_COLUMN",
    "RUN_DEADWOOD",
    "Meld",
    "MeldKind",
    "deadwood_after_discards",
    "deadwood_count",
    "deadwood_count_cached",
    "deadwood_count_unchecked",
    "discard_deadwoods",
    "knock_deadwood_ok",
    "least_deadwood_discards",
    "meld_kind",
    "min_deadwood",
    "min_deadwood_after_discard",
    "min_deadwood_after_discard_cached",
    "set_choices",
]
