"""Melds, the minimum-deadwood solver, and the defender's lay-offs.

Why it is fast: runs live inside one suit and sets cut across suits. For each of the
8,192 patterns a suit's 13 ranks can take, a table built at import holds the least
deadwood that runs alone leave in that suit. A hand's minimum deadwood is then the
minimum, over the few ways of taking sets out (ranks held three or four times: none,
the set of three or four, or one of the four sets of three), of four table look-ups.
Most hands have no rank held three times and cost exactly four look-ups.

Arrangements (which melds, which deadwood) are rebuilt from the same tables; every
optimal arrangement can be listed, and the default one is the arrangement that leaves
the opponent the fewest cards to lay off, as RULES.md asks of a knocker.

Two layers. The public functions that take cards (:func:`min_deadwood`,
:func:`deadwood_count`, :func:`best_arrangement`, :func:`all_best_arrangements`,
:func:`discard_deadwoods`, :func:`best_defense`, :class:`Meld`) check their input first
and raise :class:`~ginrummy.errors.InvalidCardError` for anything that is not a hand of
at most :data:`MAX_HAND_CARDS` cards: the number of set choices grows exponentially with
the ranks held three or four times, so a whole deck would take more memory than a
machine has. The mask functions the engine and agents call millions of times
(``deadwood_count_unchecked``, the ``*_cached`` ones, :func:`min_deadwood_after_discard`,
:func:`quick_arrangement`, :func:`set_choices`, :func:`meld_kind`,
:func:`is_arrangement`, :func:`knock_deadwood_ok`) trust their mask and check nothing.

>>> from ginrummy.cards import parse_cards
>>> arr = best_arrangement(parse_cards("7H 8H 9H 7S 7D 7C KS KD 2C 3C"))
>>> [m.pretty() for m in arr.melds], arr.deadwood_count
(['7♣ 7♦ 7♠', '7♥ 8♥ 9♥'], 25)
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
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


def _discard_deltas() -> tuple[int, ...]:
    """How much the best discard from a suit pattern changes its run-only deadwood.

    ``DELTA[p] = min over cards c of p of RUN_DEADWOOD[p - c] - RUN_DEADWOOD[p]``; an empty
    pattern has nothing to discard. With it the best discard of an 11-card hand costs the
    same handful of look-ups as the hand itself.
    """
    delta = [_NO_DISCARD] * (1 << NUM_RANKS)
    for pattern in range(1, 1 << NUM_RANKS):
        best = _NO_DISCARD
        rest = pattern
        while rest:
            low = rest & -rest
            rest ^= low
            value = RUN_DEADWOOD[pattern ^ low]
            if value < best:
                best = value
        delta[pattern] = best - RUN_DEADWOOD[pattern]
    return tuple(delta)


DISCARD_DELTA: Final = _discard_deltas()
"""``DISCARD_DELTA[p]``: the change of suit pattern ``p``'s run-only deadwood when its
best card to discard goes (1000 for the empty pattern, which has none)."""


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
    ginrummy.errors.GinRummyError: not a meld: 7H 8H TH
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


@dataclass(frozen=True, slots=True)
class Arrangement:
    """A hand split into melds and deadwood."""

    melds: tuple[Meld, ...]
    deadwood: CardSet

    @property
    def deadwood_count(self) -> int:
        """The sum of the deadwood cards' values."""
        return self.deadwood.value

    @property
    def cards(self) -> CardSet:
        """Every card of the arrangement."""
        mask = self.deadwood.mask
        for meld in self.melds:
            mask |= meld.mask
        return CardSet(mask)

    def exposure(self) -> int:
        """How many cards outside this hand could be laid off directly onto its melds.

        The knocker cannot see the defender's hand, so among equal arrangements the one
        with the fewest such cards is the safest to lay down.
        """
        own = self.cards.mask
        out = 0
        for meld in self.melds:
            out |= _direct_layoffs(meld.mask)
        return (out & ~own).bit_count()

    def pretty(self, *, ascii: bool = False) -> str:
        """``[7♥ 8♥ 9♥] [7♣ 7♦ 7♠] K♦ K♠ (25)``."""
        parts = [f"[{m.pretty(ascii=ascii)}]" for m in self.melds]
        if self.deadwood:
            parts.append(self.deadwood.pretty(ascii=ascii))
        return " ".join(parts) + f" ({self.deadwood_count})"

    def __str__(self) -> str:
        return self.pretty(ascii=True)


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

    >>> from ginrummy.cards import parse_cards
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


@lru_cache(maxsize=8192)
def _all_run_covers(pattern: int) -> tuple[tuple[int, ...], ...]:
    """Every optimal run cover of one suit pattern, adjacent runs merged (canonical)."""
    if pattern == 0:
        return ((),)
    target = RUN_DEADWOOD[pattern]
    low = pattern & -pattern
    rank = low.bit_length() - 1
    found: set[tuple[int, ...]] = set()
    if _RANK_VALUE[rank] + RUN_DEADWOOD[pattern ^ low] == target:
        found.update(_all_run_covers(pattern ^ low))
    run = 0
    k = rank
    while k < NUM_RANKS and pattern >> k & 1:
        run |= 1 << k
        k += 1
        if k - rank >= 3 and RUN_DEADWOOD[pattern & ~run] == target:
            for cover in _all_run_covers(pattern & ~run):
                found.add(_merge_adjacent((run, *cover)))
    return tuple(sorted(found))


def _merge_adjacent(runs: tuple[int, ...]) -> tuple[int, ...]:
    ordered = sorted(runs)
    merged: list[int] = []
    for run in ordered:
        if merged and (merged[-1] << 1) & run & ~merged[-1]:
            merged[-1] |= run
        else:
            merged.append(run)
    return tuple(merged)


def _one_run_cover(pattern: int) -> list[int]:
    runs = []
    while pattern:
        low = pattern & -pattern
        length = _RUN_CHOICE[pattern]
        if length:
            run = ((1 << length) - 1) * low
            runs.append(run)
            pattern &= ~run
        else:
            pattern ^= low
    return list(_merge_adjacent(tuple(runs)))


def _arrangement(mask: int, used: int, runs: Iterable[int]) -> Arrangement:
    melds: list[Meld] = []
    rest = used
    while rest:  # one set per rank
        low = rest & -rest
        column = rest & (RANK_COLUMN << ((low.bit_length() - 1) % NUM_RANKS))
        melds.append(Meld(column))
        rest &= ~column
    run_mask = 0
    for run in runs:
        melds.append(Meld(run))
        run_mask |= run
    melds.sort(key=lambda m: (m.mask & -m.mask).bit_length())
    return Arrangement(tuple(melds), CardSet(mask & ~used & ~run_mask))


def _suit_runs(pattern_mask: int, suit: int) -> list[int]:
    return [run << (suit * NUM_RANKS) for run in _one_run_cover(pattern_mask)]


def all_best_arrangements(cards: CardsLike | int) -> list[Arrangement]:
    """Every arrangement with the minimum deadwood count, most protective first.

    "Most protective" means the fewest cards the opponent could lay off
    (:meth:`Arrangement.exposure`); ties keep a fixed, deterministic order. A run that
    could be cut in two (``3-4-5-6-7-8``) is listed once, whole: the two ways offer the
    opponent exactly the same lay-offs.

    ``cards``: a hand of at most :data:`MAX_HAND_CARDS` cards, in any form.

    :raises InvalidCardError: for anything else, before any work.
    """
    return _all_best_arrangements(_mask(cards, "all_best_arrangements"))


def _all_best_arrangements(mask: int) -> list[Arrangement]:
    trips, quads = _trips_quads(mask)
    uses = _set_uses(mask, trips, quads)
    scored = [(_runs_of(mask & ~u), u) for u in uses]
    best = min(s for s, _ in scored)
    found: dict[tuple[int, ...], Arrangement] = {}
    for score, used in scored:
        if score != best:
            continue
        rest = mask & ~used
        per_suit = [
            [
                tuple(r << (s * NUM_RANKS) for r in cover)
                for cover in _all_run_covers(rest >> (s * 13) & SUIT_BITS)
            ]
            for s in range(4)
        ]
        for combo in itertools.product(*per_suit):
            runs = [r for cover in combo for r in cover]
            arrangement = _arrangement(mask, used, runs)
            key = tuple(sorted(m.mask for m in arrangement.melds))
            found.setdefault(key, arrangement)
    return sorted(found.values(), key=lambda a: (a.exposure(), sorted(m.mask for m in a.melds)))


def best_arrangement(cards: CardsLike | int) -> Arrangement:
    """The minimum-deadwood arrangement of all the cards given (none is discarded).

    Among equal arrangements it returns the one that gives the opponent the fewest
    lay-offs: the default a knocker lays down. ``cards``: a hand of at most
    :data:`MAX_HAND_CARDS` cards, in any form.

    :raises InvalidCardError: for anything else, before any work.
    """
    return _best_arrangement(_mask(cards, "best_arrangement"))


def _best_arrangement(mask: int) -> Arrangement:
    trips, _ = _trips_quads(mask)
    if not trips:
        covers = [_all_run_covers(mask >> (s * 13) & SUIT_BITS) for s in range(4)]
        if all(len(c) == 1 for c in covers):  # the common case: one optimal arrangement
            runs = [r << (s * NUM_RANKS) for s in range(4) for r in covers[s][0]]
            return _arrangement(mask, 0, runs)
    return _all_best_arrangements(mask)[0]


def quick_arrangement(mask: int) -> Arrangement:
    """One minimum-deadwood arrangement, found without listing the others (fast).

    A hot path: it trusts ``mask`` to be a hand of at most 11 cards (no checks; the
    checked public form is :func:`best_arrangement`).
    """
    trips, quads = _trips_quads(mask)
    best = 1000
    best_used = 0
    for used in _set_uses(mask, trips, quads):
        value = _runs_of(mask & ~used)
        if value < best:
            best, best_used = value, used
    rest = mask & ~best_used
    runs = [r for s in range(4) for r in _suit_runs(rest >> (s * 13) & SUIT_BITS, s)]
    return _arrangement(mask, best_used, runs)


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


def min_deadwood_after_discard(mask: int) -> int:
    """The least deadwood reachable by discarding one card (OpenSpiel's 11-card count).

    Exact: an optimal arrangement after discarding ``c`` uses sets that are also a set
    choice of the whole hand, and ``c`` lies outside them; so the answer is the minimum,
    over the hand's set choices, of the rest's run deadwood plus the best one-card
    discard from one suit of the rest (a table look-up per suit).

    A hot path (knock legality, every turn): it trusts ``mask`` to be a hand of at most
    11 cards and checks nothing but emptiness.

    >>> from ginrummy.cards import parse_cards
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


def is_arrangement(mask: int, melds: Sequence[Meld]) -> bool:
    """True when the melds are disjoint and all within ``mask``."""
    seen = 0
    for meld in melds:
        if meld.mask & seen or meld.mask & ~mask:
            return False
        seen |= meld.mask
    return True


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


def _layoff_options(defender: int, meld: Meld) -> list[tuple[int, tuple[Card, ...]]]:
    """What the defender can lay off onto one meld: (cards mask, cards in laying order)."""
    mask = meld.mask
    options: list[tuple[int, tuple[Card, ...]]] = [(0, ())]
    if meld.kind is MeldKind.SET:
        if mask.bit_count() == 3:
            fourth = (RANK_COLUMN << ((mask & -mask).bit_length() - 1) % NUM_RANKS) & ~mask
            if defender & fourth:
                options.append((fourth, (Card(fourth.bit_length() - 1),)))
        return options
    low = (mask & -mask).bit_length() - 1
    high = mask.bit_length() - 1
    downs: list[tuple[int, tuple[Card, ...]]] = [(0, ())]
    k = low - 1
    while k >= 0 and k // NUM_RANKS == low // NUM_RANKS and defender >> k & 1:
        prev_mask, prev_cards = downs[-1]
        downs.append((prev_mask | 1 << k, (*prev_cards, Card(k))))
        k -= 1
    ups: list[tuple[int, tuple[Card, ...]]] = [(0, ())]
    k = high + 1
    while k // NUM_RANKS == high // NUM_RANKS and defender >> k & 1:
        prev_mask, prev_cards = ups[-1]
        ups.append((prev_mask | 1 << k, (*prev_cards, Card(k))))
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
    """:func:`best_defense` of a trusted hand and melds (the engine's scoring)."""
    per_meld = [_layoff_options(mask, meld) for meld in knocker_melds]
    best: tuple[int, int] | None = None
    best_choice: tuple[tuple[int, tuple[Card, ...]], ...] = ()
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
        Layoff(card, index) for index, (_, cards) in enumerate(best_choice) for card in cards
    )
    return Defense(own.melds, layoffs, own.deadwood)


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
