"""Arrangements: which melds make a hand's minimum deadwood, and which of the tied ones
a knocker lays down.

Rebuilt from the solver's suit tables (:mod:`ginrummy.core.deadwood`): every optimal
arrangement can be listed, and the default one is the arrangement that leaves the
opponent the fewest cards to lay off, as RULES.md asks of a knocker.

Why two paths: most hands have exactly one optimal arrangement, and building it is then
a handful of table look-ups and objects made once (every meld of the deck, each suit's
run cover), about as fast as OpenSpiel's ``best_meld_group`` in C++
(``benchmarks/bench_engine.py`` prints the ratio). Only hands whose optimal arrangements
tie are listed in full, on masks, to pick the least exposed.

:func:`best_arrangement` and :func:`all_best_arrangements` check their input
(:class:`~ginrummy.core.errors.InvalidCardError` for anything but a hand of at most 11
cards); :func:`quick_arrangement` and :func:`is_arrangement` trust their masks (hot paths).

>>> from ginrummy.core.cards import parse_cards
>>> arr = best_arrangement(parse_cards("7H 8H 9H 7S 7D 7C KS KD 2C 3C"))
>>> [m.pretty() for m in arr.melds], arr.deadwood_count
(['7♣ 7♦ 7♠', '7♥ 8♥ 9♥'], 25)
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from .cards import FULL_DECK_MASK, NUM_RANKS, SUIT_BITS, CardSet, CardsLike
from .deadwood import (
    _RANK_VALUE,
    _RUN_CHOICE,
    MAX_HAND_CARDS,
    RANK_COLUMN,
    RUN_DEADWOOD,
    Meld,
    _direct_layoffs,
    _mask,
    _runs_of,
    _set_uses,
    _trips_quads,
)


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
    if type(cards) is int and 0 <= cards <= FULL_DECK_MASK and cards.bit_count() <= MAX_HAND_CARDS:
        mask = cards  # a valid mask (the common case), checked inline: see _mask
    else:
        mask = _mask(cards, "all_best_arrangements")
    only = _only_arrangement(mask)
    if only is None:
        return [_arrangement_of(mask, melds) for melds in _optimal_meld_masks(mask)]
    arrangement = _new(Arrangement)  # _trusted_arrangement, written out: one call less
    _set_melds(arrangement, only[0])
    deadwood = _new(CardSet)
    _set_mask(deadwood, only[1])
    _set_deadwood(arrangement, deadwood)
    return [arrangement]


def _optimal_meld_masks(mask: int) -> list[tuple[int, ...]]:
    """The melds (sorted masks) of every optimal arrangement, most protective first.

    Worked on masks alone, so that picking the default among tied arrangements builds no
    object for the ones that lose.
    """
    trips, quads = _trips_quads(mask)
    if trips & (trips - 1) or quads:
        uses = _set_uses(mask, trips, quads)
    else:  # one rank held three times, or none (the usual ties): the set or not
        uses = [0, mask & _COLUMN_OF[trips]] if trips else [0]
    run = RUN_DEADWOOD
    best = 1000
    tied: list[tuple[int, int, int, int, int]] = []
    for used in uses:
        rest = mask & ~used
        a = rest & 0x1FFF
        b = rest >> 13 & 0x1FFF
        c = rest >> 26 & 0x1FFF
        d = rest >> 39
        value = run[a] + run[b] + run[c] + run[d]
        if value < best:
            best = value
            tied = [(used, a, b, c, d)]
        elif value == best:
            tied.append((used, a, b, c, d))
    exposure: dict[tuple[int, ...], int] = {}
    layoffs = _LAYOFFS_OF
    for used, a, b, c, d in tied:  # one run cover a suit: see _cover
        melds = _set_masks(used) + _run_masks(a, b, c, d)
        melds.sort()
        key = tuple(melds)
        out = 0
        for meld in key:
            out |= layoffs[meld]
        exposure[key] = (out & ~mask).bit_count()
    return sorted(exposure, key=lambda key: (exposure[key], key))


def _set_masks(used: int) -> list[int]:
    """The sets (one a rank) that the cards ``used`` form."""
    sets = []
    while used:
        low = used & -used
        column = used & (RANK_COLUMN << ((low.bit_length() - 1) % NUM_RANKS))
        sets.append(column)
        used &= ~column
    return sets


def _arrangement_of(mask: int, melds: Iterable[int]) -> Arrangement:
    """The arrangement of ``mask`` with these melds (trusted), in the order of their
    lowest cards."""
    found, deadwood = _melds_and_deadwood(mask, melds)
    return _trusted_arrangement(found, deadwood)


def _melds_and_deadwood(mask: int, melds: Iterable[int]) -> tuple[tuple[Meld, ...], int]:
    """The melds (masks, trusted) as :class:`Meld` objects in the order of their lowest
    cards, and the rest of ``mask``: an arrangement with no object around it."""
    ordered = sorted(melds, key=_LOWEST_CARD.__getitem__)
    covered = 0
    for meld in ordered:
        covered |= meld
    return tuple(map(_MELD_OF.__getitem__, ordered)), mask & ~covered


def _run_masks(a: int, b: int, c: int, d: int) -> list[int]:
    """The runs (masks, in place in the deck) of the four suits' patterns' covers."""
    return [
        *(_COVER_0[a] or _cover(0, a))[2],
        *(_COVER_1[b] or _cover(1, b))[2],
        *(_COVER_2[c] or _cover(2, c))[2],
        *(_COVER_3[d] or _cover(3, d))[2],
    ]


def _default_arrangement(mask: int) -> tuple[tuple[Meld, ...], int]:
    """The melds and deadwood (a mask) of :func:`best_arrangement` of a trusted mask, as
    :func:`_only_arrangement` gives them: the lay-off search's own arrangements, where
    ties are rare and an :class:`Arrangement` would be taken apart again."""
    return _only_arrangement(mask) or _tied_arrangement(mask)


def _tied_arrangement(mask: int) -> tuple[tuple[Meld, ...], int]:
    """The melds and deadwood of the default (least exposed) arrangement of a hand whose
    optimal arrangements tie (:func:`_only_arrangement` gave ``None``).

    The usual tie (a rank held exactly three times, its set worth as much as the runs it
    would break) is settled here on the two candidates' meld masks, as
    :func:`_optimal_meld_masks` would settle it (fewest exposed lay-off cards, then the
    sorted masks), without listing the set choices; any other hand goes there.
    """
    low = mask & 0x3FFFFFF
    high = mask >> 26
    both = low & high
    either = low | high
    trips = (both & either >> 13) | (both >> 13 & either)
    if trips and not trips & (trips - 1) and not both & both >> 13:
        a = low & 0x1FFF
        b = low >> 13
        c = high & 0x1FFF
        d = high >> 13
        keep = ~trips
        run = RUN_DEADWOOD
        if run[a & keep] + run[b & keep] + run[c & keep] + run[d & keep] == (
            run[a] + run[b] + run[c] + run[d]
        ):
            the_set = mask & _COLUMN_OF[trips]
            with_set = [the_set, *_run_masks(a & keep, b & keep, c & keep, d & keep)]
            without = _run_masks(a, b, c, d)
            with_set.sort()
            without.sort()
            layoffs = _LAYOFFS_OF
            out_with = 0
            for meld in with_set:
                out_with |= layoffs[meld]
            out_without = 0
            for meld in without:
                out_without |= layoffs[meld]
            first = min(
                ((out_with & ~mask).bit_count(), with_set),
                ((out_without & ~mask).bit_count(), without),
            )
            return _melds_and_deadwood(mask, first[1])
    return _melds_and_deadwood(mask, _optimal_meld_masks(mask)[0])


def best_arrangement(cards: CardsLike | int) -> Arrangement:
    """The minimum-deadwood arrangement of all the cards given (none is discarded).

    Among equal arrangements it returns the one that gives the opponent the fewest
    lay-offs: the default a knocker lays down. ``cards``: a hand of at most
    :data:`MAX_HAND_CARDS` cards, in any form.

    :raises InvalidCardError: for anything else, before any work.
    """
    if type(cards) is int and 0 <= cards <= FULL_DECK_MASK and cards.bit_count() <= MAX_HAND_CARDS:
        mask = cards  # a valid mask (the common case), checked inline: see _mask
    else:
        mask = _mask(cards, "best_arrangement")
    return _best_arrangement(mask)


def _trusted_meld(mask: int) -> Meld:
    """A :class:`Meld` of a mask known to be one, without the checks."""
    meld = object.__new__(Meld)
    object.__setattr__(meld, "mask", mask)
    return meld


def _every_meld() -> dict[int, Meld]:
    """All 329 melds by mask: 65 sets (13 of four, 52 of three) and 66 runs a suit."""
    melds: dict[int, Meld] = {}
    for rank in range(NUM_RANKS):
        column = RANK_COLUMN << rank
        melds[column] = _trusted_meld(column)
        for suit in range(4):
            three = column ^ 1 << (rank + suit * NUM_RANKS)
            melds[three] = _trusted_meld(three)
    for suit in range(4):
        for low in range(NUM_RANKS - 2):
            for high in range(low + 3, NUM_RANKS + 1):
                run = ((1 << (high - low)) - 1) << (low + suit * NUM_RANKS)
                melds[run] = _trusted_meld(run)
    return melds


_MELD_OF: Final = _every_meld()
"""Every meld by its mask, made once: the arrangement code hands out these (immutable)
objects instead of building and checking new ones."""

_LAYOFFS_OF: Final = {mask: _direct_layoffs(mask) for mask in _MELD_OF}
"""The cards extending each meld by one (:func:`_direct_layoffs`), by the meld's mask."""

_Cover = tuple[tuple[Meld, ...], int, tuple[int, ...], tuple[int, ...]]
"""One suit's optimal run cover, for the cards one suit holds: its runs as melds (low to
high), the cards they leave as deadwood, the runs' masks (both in place in the deck) and
the runs' lowest ranks."""

_COVERS: Final[tuple[list[_Cover | None], ...]] = tuple([None] * (SUIT_BITS + 1) for _ in range(4))
"""For each suit, by the pattern of its cards (13 bits): the :data:`_Cover`, ``None``
until first needed (at most 4 x 8,192 entries, each made once). Lists indexed by the
small pattern itself rather than dicts keyed by masks in place: every arrangement does
four of these look-ups, and small ints are what Python indexes and shifts fastest."""

_LOWEST_CARD: Final = {mask: (mask & -mask).bit_length() for mask in _MELD_OF}
"""Each meld's lowest card (plus one), by mask: arrangements list melds in that order."""

_RUN_STARTS: Final = sum(SUIT_BITS >> 2 << suit * NUM_RANKS for suit in range(4))
"""The cards a run of three can start from (ace to jack of each suit): a bit of
``mask & mask >> 1 & mask >> 2 & _RUN_STARTS`` for each three in a row the hand holds."""

_NOT_CLUBS: Final = FULL_DECK_MASK & ~SUIT_BITS
_NOT_DIAMONDS: Final = FULL_DECK_MASK & ~(SUIT_BITS << NUM_RANKS)
_NOT_HEARTS: Final = FULL_DECK_MASK & ~(SUIT_BITS << 2 * NUM_RANKS)
_NOT_SPADES: Final = FULL_DECK_MASK & ~(SUIT_BITS << 3 * NUM_RANKS)
"""The deck less one suit's cards."""

_COLUMN_OF: Final = {1 << rank: RANK_COLUMN << rank for rank in range(NUM_RANKS)}
"""The four cards of a rank, by the rank's bit in a suit pattern."""

_new = object.__new__
# The slots' own setters: cheaper than object.__setattr__, which first looks them up.
_set_melds: Final[Callable[[Arrangement, tuple[Meld, ...]], None]] = Arrangement.__dict__[
    "melds"
].__set__
_set_deadwood: Final[Callable[[Arrangement, CardSet], None]] = Arrangement.__dict__[
    "deadwood"
].__set__
_set_mask: Final[Callable[[CardSet, int], None]] = CardSet.__dict__["mask"].__set__


def _cover(suit: int, pattern: int) -> _Cover:
    """The :data:`_COVERS` entry of ``pattern`` in ``suit``, made and stored.

    A suit's optimal run cover is unique once adjacent runs are merged (it covers each
    stretch of three or more ranks in a row whole), hence exactly one cover.
    """
    (cover,) = _all_run_covers(pattern)
    shift = suit * NUM_RANKS
    runs = tuple(run << shift for run in cover)
    covered = 0
    for run in cover:
        covered |= run
    lows = tuple((run & -run).bit_length() - 1 for run in cover)
    entry = (tuple(_MELD_OF[run] for run in runs), (pattern & ~covered) << shift, runs, lows)
    _COVERS[suit][pattern] = entry
    return entry


def _trusted_arrangement(melds: tuple[Meld, ...], deadwood: int) -> Arrangement:
    """An :class:`Arrangement` of trusted parts, without the checks of either class."""
    arrangement = _new(Arrangement)
    _set_melds(arrangement, melds)
    cards = _new(CardSet)
    _set_mask(cards, deadwood)
    _set_deadwood(arrangement, cards)
    return arrangement


def _best_arrangement(mask: int) -> Arrangement:
    """:func:`best_arrangement` of a trusted mask.

    Why two paths: most hands have one optimal arrangement, and then it is built straight
    from the set choice with the least deadwood and each suit's cached run cover, from
    melds made once (:func:`_only_arrangement`; benchmarks/bench_engine.py compares it
    with OpenSpiel's ``best_meld_group``). Only when optimal arrangements tie are they
    all listed, on masks, to pick the one exposing the fewest lay-offs.
    """
    found = _only_arrangement(mask)
    if found is None:
        return _trusted_arrangement(*_tied_arrangement(mask))
    arrangement = _new(Arrangement)  # _trusted_arrangement, written out: one call less
    _set_melds(arrangement, found[0])
    cards = _new(CardSet)
    _set_mask(cards, found[1])
    _set_deadwood(arrangement, cards)
    return arrangement


def _only_arrangement(mask: int) -> tuple[tuple[Meld, ...], int] | None:
    """The melds and deadwood (a mask) of the hand's optimal arrangement when it has only
    one, else ``None`` (optimal set choices tie).

    This is the whole cost of :func:`best_arrangement` and of most of
    :func:`~ginrummy.core.layoffs.best_defense` (benchmarks/bench_engine.py section [4]
    holds them to OpenSpiel's C++), hence written out: no helper calls, and the work done
    on each suit's 13-bit pattern (Python's arithmetic on small ints is several times
    faster than on 52-bit masks). Most random hands hold no three in a row: told from the
    whole mask, they have nothing to meld or one rank's set, and no suit's cover is read
    (on hands that come in no order those four table entries are mostly out of the
    cache). The other common hands (no rank held three times; one rank held exactly
    three times) take straight paths; the rest go through :func:`_set_uses`.
    """
    # Clubs and diamonds side by side in one 26-bit word, hearts and spades in another,
    # so that the ranks held three or four times take a few operations on small ints.
    low = mask & 0x3FFFFFF
    high = mask >> 26
    both = low & high  # clubs and hearts, diamonds and spades: a rank in each
    either = low | high
    trips = (both & either >> 13) | (both >> 13 & either)
    starts = mask & mask >> 1 & mask >> 2 & _RUN_STARTS  # where three in a row start
    if not starts:
        # No three in a row (most hands, and most with a rank held three or four times):
        # nothing to meld, or that rank's set, all of it, and all else deadwood.
        if not trips:
            return (), mask
        if not trips & (trips - 1):
            cards = mask & _COLUMN_OF[trips]
            return (_MELD_OF[cards],), mask ^ cards
    if trips:
        a = low & 0x1FFF
        b = low >> 13
        c = high & 0x1FFF
        d = high >> 13
        run = RUN_DEADWOOD
        if both & both >> 13:  # a rank of four (rare): every way to take sets, listed
            best = 1000
            used = 0
            ties = False
            for choice in _set_uses(mask, trips, both & both >> 13):
                m = mask & ~choice
                value = (
                    run[m & 0x1FFF] + run[m >> 13 & 0x1FFF] + run[m >> 26 & 0x1FFF] + run[m >> 39]
                )
                if value < best:
                    best, used, ties = value, choice, False
                elif value == best:
                    ties = True
            if ties:
                return None
            if used:
                return _with_sets(mask, used)
        elif trips & (trips - 1):
            # Several ranks held three times: a choice of sets is a subset of them (the
            # same rank bits out of every suit), tried on the patterns; the order does
            # not matter, only whether the least deadwood is unique.
            best = 1000
            ranks = 0
            ties = False
            choice = trips
            while True:
                keep = ~choice
                value = run[a & keep] + run[b & keep] + run[c & keep] + run[d & keep]
                if value < best:
                    best, ranks, ties = value, choice, False
                elif value == best:
                    ties = True
                if not choice:
                    break
                choice = (choice - 1) & trips
            if ties:
                return None
            if ranks:
                keep = ~ranks
                s0 = _COVER_0[a & keep] or _cover(0, a & keep)
                s1 = _COVER_1[b & keep] or _cover(1, b & keep)
                s2 = _COVER_2[c & keep] or _cover(2, c & keep)
                s3 = _COVER_3[d & keep] or _cover(3, d & keep)
                melds = [*s0[2], *s1[2], *s2[2], *s3[2]]
                while ranks:
                    low = ranks & -ranks
                    melds.append(mask & _COLUMN_OF[low])
                    ranks ^= low
                melds.sort(key=_LOWEST_CARD.__getitem__)
                return tuple(map(_MELD_OF.__getitem__, melds)), s0[1] | s1[1] | s2[1] | s3[1]
        else:  # one rank held three times (most such hands): the set or not
            keep = ~trips
            rest_a = a & keep
            rest_b = b & keep
            rest_c = c & keep
            rest_d = d & keep
            with_set = run[rest_a] + run[rest_b] + run[rest_c] + run[rest_d]
            without = run[a] + run[b] + run[c] + run[d]
            if with_set == without:
                return None
            if with_set < without:
                s0 = _COVER_0[rest_a] or _cover(0, rest_a)
                s1 = _COVER_1[rest_b] or _cover(1, rest_b)
                s2 = _COVER_2[rest_c] or _cover(2, rest_c)
                s3 = _COVER_3[rest_d] or _cover(3, rest_d)
                deadwood = s0[1] | s1[1] | s2[1] | s3[1]
                the_set = _MELD_OF[mask & _COLUMN_OF[trips]]
                runs = s0[0] + s1[0] + s2[0] + s3[0]
                if not runs:
                    return (the_set,), deadwood
                # The set goes before the runs whose lowest card is above its own (in
                # clubs when clubs hold the rank, else in diamonds).
                rank = trips.bit_length() - 1
                if a & trips:
                    at = bisect_left(s0[3], rank)
                else:
                    at = len(s0[0]) + bisect_left(s1[3], rank)
                return (*runs[:at], the_set, *runs[at:]), deadwood
    # Runs only. Most such hands hold them in one suit: its cover, the rest as it is.
    if not starts & _NOT_CLUBS:
        cover = _COVER_0[low & 0x1FFF] or _cover(0, low & 0x1FFF)
        return cover[0], cover[1] | mask & _NOT_CLUBS
    if not starts & _NOT_DIAMONDS:
        cover = _COVER_1[low >> 13] or _cover(1, low >> 13)
        return cover[0], cover[1] | mask & _NOT_DIAMONDS
    if not starts & _NOT_HEARTS:
        cover = _COVER_2[high & 0x1FFF] or _cover(2, high & 0x1FFF)
        return cover[0], cover[1] | mask & _NOT_HEARTS
    if not starts & _NOT_SPADES:
        cover = _COVER_3[high >> 13] or _cover(3, high >> 13)
        return cover[0], cover[1] | mask & _NOT_SPADES
    # Runs in several suits: in suit order, each suit's low to high.
    a = low & 0x1FFF
    b = low >> 13
    c = high & 0x1FFF
    d = high >> 13
    c0 = _COVER_0[a] or _cover(0, a)
    c1 = _COVER_1[b] or _cover(1, b)
    c2 = _COVER_2[c] or _cover(2, c)
    c3 = _COVER_3[d] or _cover(3, d)
    return c0[0] + c1[0] + c2[0] + c3[0], c0[1] | c1[1] | c2[1] | c3[1]


def _with_sets(mask: int, used: int) -> tuple[tuple[Meld, ...], int]:
    """The melds and deadwood of the arrangement taking the sets ``used`` (one per rank)
    and the optimal runs of the rest."""
    rest = mask & ~used
    melds = _set_masks(used)
    deadwood = 0
    for suit in range(4):
        pattern = rest >> (suit * NUM_RANKS) & SUIT_BITS
        entry = _COVERS[suit][pattern] or _cover(suit, pattern)
        melds.extend(entry[2])
        deadwood |= entry[1]
    melds.sort(key=_LOWEST_CARD.__getitem__)
    return tuple(map(_MELD_OF.__getitem__, melds)), deadwood


_COVER_0, _COVER_1, _COVER_2, _COVER_3 = _COVERS


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
    return _arrangement_of(mask, [*_set_masks(best_used), *runs])


def is_arrangement(mask: int, melds: Sequence[Meld]) -> bool:
    """True when the melds are disjoint and all within ``mask``."""
    seen = 0
    for meld in melds:
        if meld.mask & seen or meld.mask & ~mask:
            return False
        seen |= meld.mask
    return True


__all__ = [
    "Arrangement",
    "all_best_arrangements",
    "best_arrangement",
    "is_arrangement",
    "quick_arrangement",
]
