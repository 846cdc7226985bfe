"""The fast arrangement and lay-off paths give exactly what the plain search gives.

Issue 16, item 2 made ``best_arrangement``, ``all_best_arrangements`` and
``best_defense`` several times faster: the unique arrangement is read from per-suit
run-cover tables on the suits' 13-bit patterns, the lay-off search skips the deadwood
counts when every card it could lay off is deadwood anyway, and the objects are built
without their checks. None of that may change a result, down to the order of the melds,
the lay-offs and the tie-breaks. The references here are the plain searches the engine
used before (every set choice scored on full masks, every run cover of every suit, the
product of every meld's lay-off options, each choice's deadwood counted), written with
the public, checked constructors; test_melds.py checks those against brute force.
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ginrummy.core.arrangements import _all_run_covers
from ginrummy.core.cards import Card, CardSet
from ginrummy.core.melds import (
    Arrangement,
    Defense,
    Layoff,
    Meld,
    all_best_arrangements,
    best_arrangement,
    best_defense,
    deadwood_count_unchecked,
)
from tests.helpers.examples import examples

COLUMN = 1 | 1 << 13 | 1 << 26 | 1 << 39
VALUE = tuple(min(r + 1, 10) for r in range(13))

# =========================================================================== the references


def runs_deadwood(pattern: int) -> int:
    """The least deadwood runs alone leave in one suit's 13-bit pattern."""
    best = sum(VALUE[r] for r in range(13) if pattern >> r & 1)
    for cover in _all_run_covers(pattern):
        covered = 0
        for run in cover:
            covered |= run
        best = min(best, sum(VALUE[r] for r in range(13) if (pattern & ~covered) >> r & 1))
    return best


def set_uses(mask: int) -> list[int]:
    """Every way to take sets out of a hand (the cards used), none first."""
    uses = [0]
    for rank in range(13):
        column = mask & (COLUMN << rank)
        count = column.bit_count()
        if count < 3:
            continue
        options = [column]
        if count == 4:
            options += [column & ~(1 << (rank + 13 * suit)) for suit in range(4)]
        uses = uses + [u | o for u in uses for o in options]
    return uses


def exposure(mask: int, melds: tuple[int, ...]) -> int:
    out = 0
    for meld in melds:
        out |= Meld(meld).layoff_cards().mask
    return (out & ~mask).bit_count()


def reference_meld_masks(mask: int) -> list[tuple[int, ...]]:
    """Every optimal arrangement (sorted meld masks), most protective first."""
    scored = [
        (sum(runs_deadwood((mask & ~u) >> (13 * s) & 0x1FFF) for s in range(4)), u)
        for u in set_uses(mask)
    ]
    best = min(score for score, _ in scored)
    keys: set[tuple[int, ...]] = set()
    for score, used in scored:
        if score != best:
            continue
        sets = [used & (COLUMN << r) for r in range(13) if used & (COLUMN << r)]
        rest = mask & ~used
        per_suit = [
            [
                tuple(r << (13 * s) for r in cover)
                for cover in _all_run_covers(rest >> (13 * s) & 0x1FFF)
            ]
            for s in range(4)
        ]
        for combo in itertools.product(*per_suit):
            keys.add(tuple(sorted([*sets, *(r for cover in combo for r in cover)])))
    return sorted(keys, key=lambda key: (exposure(mask, key), key))


def arrangement_of(mask: int, melds: tuple[int, ...]) -> Arrangement:
    ordered = sorted(melds, key=lambda m: m & -m)
    return Arrangement(tuple(Meld(m) for m in ordered), CardSet(mask & ~sum(melds)))


def reference_best(mask: int) -> Arrangement:
    return arrangement_of(mask, reference_meld_masks(mask)[0])


def reference_all(mask: int) -> list[Arrangement]:
    return [arrangement_of(mask, key) for key in reference_meld_masks(mask)]


def layoff_options(defender: int, meld: int) -> list[tuple[int, tuple[int, ...]]]:
    """What can be laid off onto one meld: (cards, cards in laying order), none first."""
    low = (meld & -meld).bit_length() - 1
    column = COLUMN << (low % 13)
    if meld & ~column == 0:
        fourth = column & ~meld
        return [(0, ())] + ([(fourth, (fourth.bit_length() - 1,))] if defender & fourth else [])
    high = meld.bit_length() - 1
    downs: list[tuple[int, tuple[int, ...]]] = [(0, ())]
    k = low - 1
    while k >= 0 and k // 13 == low // 13 and defender >> k & 1:
        downs.append((downs[-1][0] | 1 << k, (*downs[-1][1], k)))
        k -= 1
    ups: list[tuple[int, tuple[int, ...]]] = [(0, ())]
    k = high + 1
    while k // 13 == high // 13 and defender >> k & 1:
        ups.append((ups[-1][0] | 1 << k, (*ups[-1][1], k)))
        k += 1
    return [(dm | um, dc + uc) for dm, dc in downs for um, uc in ups]


def reference_defense(defender: int, knocker_melds: list[Meld]) -> Defense:
    """Every combination of lay-offs, each counted; least deadwood, then fewest cards,
    then the first in the product's order; the rest arranged as best_arrangement does."""
    per_meld = [layoff_options(defender, meld.mask) for meld in knocker_melds]
    best: tuple[int, int] | None = None
    best_choice: tuple[tuple[int, tuple[int, ...]], ...] = ()
    best_laid = 0
    for combo in itertools.product(*per_meld):
        masks = [m for m, _ in combo]
        laid = sum(masks)
        if laid.bit_count() != sum(m.bit_count() for m in masks):
            continue  # two melds would take the same card
        key = (deadwood_count_unchecked(defender & ~laid), laid.bit_count())
        if best is None or key < best:
            best, best_choice, best_laid = key, combo, laid
    own = reference_best(defender & ~best_laid)
    layoffs = tuple(
        Layoff(Card(card), index) for index, (_, cards) in enumerate(best_choice) for card in cards
    )
    return Defense(own.melds, layoffs, own.deadwood)


# =========================================================================== hands


def rich_hand(rng: random.Random, size: int) -> int:
    """A hand of ``size`` cards crowded into a few ranks and suits: sets, runs, sets
    crossing runs, ranks of four and tied arrangements come up often."""
    ranks = rng.sample(range(13), rng.randint(3, 7))
    suits = rng.sample(range(4), rng.randint(1, 4))
    pool = [s * 13 + r for s in range(4) for r in ranks if s in suits or rng.random() < 0.3]
    pool += rng.sample(range(52), 6)
    cards = rng.sample(sorted(set(pool)), min(size, len(set(pool))))
    return sum(1 << c for c in cards)


def check_hand(mask: int) -> None:
    fast = best_arrangement(mask)
    assert repr(fast) == repr(reference_best(mask)), CardSet(mask)
    assert fast == reference_best(mask)
    assert all(type(m) is Meld for m in fast.melds) and type(fast.deadwood) is CardSet
    assert all_best_arrangements(mask) == reference_all(mask), CardSet(mask)


def check_knock(defender: int, melds: list[Meld]) -> None:
    fast = best_defense(defender, melds)
    slow = reference_defense(defender, melds)
    assert fast == slow, (CardSet(defender), melds)
    assert repr(fast) == repr(slow)
    assert [type(layoff.card) for layoff in fast.layoffs] == [Card] * len(fast.layoffs)
    # The other ways of passing the same knock take the checked path: the same answer.
    assert best_defense(CardSet(defender), tuple(melds)) == fast
    assert best_defense(str(CardSet(defender)), iter(melds)) == fast


@st.composite
def hands(draw: st.DrawFn) -> int:
    seed = draw(st.integers(0, 2**32 - 1))
    size = draw(st.integers(0, 11))
    rng = random.Random(seed)
    if draw(st.booleans()):
        return rich_hand(rng, size)
    return sum(1 << c for c in rng.sample(range(52), size))


@st.composite
def knocks(draw: st.DrawFn) -> tuple[int, list[Meld]]:
    """A defender's hand and melds a knocker could lay down (any optimal arrangement of
    a rich 10-card hand, or some of its melds), disjoint from it."""
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    knocker = rich_hand(rng, 10)
    choices = reference_meld_masks(knocker)
    melds = [Meld(m) for m in rng.choice(choices)]
    if melds and rng.random() < 0.3:
        melds = rng.sample(melds, rng.randint(1, len(melds)))
    rest = [c for c in range(52) if not knocker >> c & 1]
    size = draw(st.integers(0, 11))
    if draw(st.booleans()):  # crowd the defender next to the knocker's melds
        near = sorted({c for m in melds for c in m.layoff_cards()} & set(rest))
        extra = rng.sample(near, min(len(near), size))
        rest = [c for c in rest if c not in extra]
        defender = extra + rng.sample(rest, size - len(extra))
    else:
        defender = rng.sample(rest, size)
    return sum(1 << c for c in defender), melds


SETTINGS = settings(
    deadline=None, max_examples=examples(600), suppress_health_check=[HealthCheck.too_slow]
)

# =========================================================================== the tests


def test_every_suit_pattern_has_one_run_cover() -> None:
    """The run-cover tables keep one cover a suit pattern: there is only ever one once
    adjacent runs are merged (each stretch of three or more ranks covered whole)."""
    assert all(len(_all_run_covers(pattern)) == 1 for pattern in range(1 << 13))


@SETTINGS
@given(hands())
def test_arrangements_match_the_plain_search(mask: int) -> None:
    check_hand(mask)


@SETTINGS
@given(knocks())
def test_best_defense_matches_the_plain_search(case: tuple[int, list[Meld]]) -> None:
    check_knock(*case)


def test_seeded_random_hands_and_knocks() -> None:
    """Many plain random deals (the benchmark's kind) and many rich ones."""
    rng = random.Random(16_2)
    for i in range(3000):
        cards = rng.sample(range(52), 20)
        mask = sum(1 << c for c in cards[:10])
        knocker = sum(1 << c for c in cards[10:])
        if i % 2:
            mask, knocker = rich_hand(rng, rng.randint(0, 11)), rich_hand(rng, 10)
            mask &= ~knocker
        check_hand(mask)
        melds = list(best_arrangement(knocker).melds)
        if melds:
            check_knock(mask, melds)


def test_known_tricky_knocks() -> None:
    """Hand-picked: a card two melds could take, lay-offs breaking the defender's own
    meld, chains both ways, a set's fourth card, and a tied defender's hand."""
    cases = [
        ("5H 6H 7H", ["2H 3H 4H", "8H 9H TH"]),  # each end of the run, chains onto both
        ("7S 8D 8S 9S", ["7C 7D 7H", "TS JS QS"]),  # 7S: the set's fourth or the run's end
        ("4C 5C 6C 7C KD", ["8C 9C TC"]),  # laying 7C keeps 4-5-6; more breaks it
        ("2D 3D 4D 4S 4H", ["4C 5C 6C"]),  # 4C's run can't take 4D; a set of 4s or a run
        ("AH AS AD 2H 3H 2S 3S", ["4H 5H 6H"]),  # tied arrangements of the defender
        ("JH QH KH 9H", ["TC TD TS"]),  # nothing to lay off onto the tens' set but TH
        ("8C 8D 8H 8S 9H KS QD 2C", ["5H 6H 7H"]),  # 8H off the four 8s, then 9H: better
        ("4C KC 4D JH QH KH 4S QS KS", ["AD 2D 3D"]),  # tied hand; 4D would break a set
    ]
    for defender, knocker in cases:
        check_knock(CardSet.parse(defender).mask, [Meld.parse(m) for m in knocker])


def test_a_defense_behaves_as_a_value_of_its_parts() -> None:
    """:class:`Defense` is a tuple underneath (for speed): it must still read, compare,
    hash, print and pickle as the frozen record of melds, lay-offs and deadwood it
    replaced, whoever builds it."""
    import pickle

    from ginrummy.core.errors import InvalidCardError

    knocker = [Meld.parse("8C 9C TC")]
    made = best_defense("5S 5H 5D JC QC KH", knocker)
    assert [str(m) for m in made.layoffs] == ["JC->0", "QC->0"]
    assert made.melds == (Meld.parse("5D 5H 5S"),)
    assert made.deadwood == CardSet.parse("KH")
    assert made.deadwood_count == 10
    assert made.laid_off == CardSet.parse("JC QC")
    built = Defense(made.melds, made.layoffs, made.deadwood)
    assert built == made and hash(built) == hash(made)
    assert pickle.loads(pickle.dumps(made)) == made
    assert repr(made) == (
        f"Defense(melds={made.melds!r}, layoffs={made.layoffs!r}, deadwood={made.deadwood!r})"
    )
    assert made != tuple(made)  # a record, not any tuple of the same items
    assert made != Defense(made.melds, (), made.deadwood)
    nothing = best_defense("2C 9D KH", knocker)
    assert nothing.layoffs == () and nothing.melds == ()
    assert nothing == Defense((), [], CardSet.parse("2C 9D KH"))
    with pytest.raises(InvalidCardError):
        Defense((), (), 5)  # type: ignore[arg-type]
    with pytest.raises(AttributeError):
        made.melds = ()  # type: ignore[misc]


def test_tied_hands_get_the_default_arrangement_of_the_full_listing() -> None:
    """The quick settling of the usual tie (one rank held three times, its set worth the
    runs it breaks) picks what listing every optimal arrangement picks."""
    from ginrummy.core.arrangements import (
        _melds_and_deadwood,
        _only_arrangement,
        _optimal_meld_masks,
        _tied_arrangement,
    )

    rng = random.Random(16_7)
    tied = 0
    for i in range(40_000):
        mask = (
            rich_hand(rng, rng.randint(6, 11))
            if i % 2
            else sum(1 << c for c in rng.sample(range(52), rng.randint(6, 11)))
        )
        if _only_arrangement(mask) is not None:
            continue
        tied += 1
        listed = _melds_and_deadwood(mask, _optimal_meld_masks(mask)[0])
        assert _tied_arrangement(mask) == listed, CardSet(mask)
    assert tied > 300
