"""The meld solver against brute-force oracles written here, independently of the engine.

The oracles enumerate every meld a hand contains (runs of three or more in one suit, ace
low only; sets of three or four of a rank) and every disjoint subset of them; the lay-off
oracle tries every legal sequence of lay-offs. They are slow and obviously right; the
engine is fast and table driven. Hypothesis and a seeded random loop compare the two on
random hands, on "meld-rich" hands where sets and runs overlap, and on hands of every size.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ginrummy.core.cards import ALL_CARDS, FULL_DECK_MASK, CardSet, parse_card, parse_cards
from ginrummy.core.errors import GinRummyError
from ginrummy.core.melds import (
    Arrangement,
    Defense,
    Meld,
    MeldKind,
    all_best_arrangements,
    best_arrangement,
    best_defense,
    deadwood_count,
    deadwood_count_cached,
    deadwood_count_unchecked,
    discard_deadwoods,
    is_arrangement,
    meld_kind,
    min_deadwood,
    min_deadwood_after_discard,
    quick_arrangement,
)
from tests.helpers.examples import examples

# =========================================================================== the oracles
# Written from RULES.md only: a card is suit * 13 + rank (rank 0 = ace), values ace 1,
# pips their number, face cards 10.


def bits(mask: int) -> list[int]:
    return [c for c in range(52) if mask >> c & 1]


def value(mask: int) -> int:
    return sum(min(c % 13 + 1, 10) for c in bits(mask))


def mask_of(cards: Iterable[int]) -> int:
    out = 0
    for c in cards:
        out |= 1 << c
    return out


def is_set(mask: int) -> bool:
    cards = bits(mask)
    return len(cards) in (3, 4) and len({c % 13 for c in cards}) == 1


def is_run(mask: int) -> bool:
    cards = bits(mask)
    if len(cards) < 3 or len({c // 13 for c in cards}) != 1:
        return False
    ranks = sorted(c % 13 for c in cards)
    return ranks == list(range(ranks[0], ranks[0] + len(ranks)))


def is_meld(mask: int) -> bool:
    return is_set(mask) or is_run(mask)


def oracle_melds(mask: int) -> list[int]:
    """Every meld contained in the hand."""
    out = []
    for rank in range(13):
        present = [s * 13 + rank for s in range(4) if mask >> (s * 13 + rank) & 1]
        for size in (3, 4):
            out.extend(mask_of(combo) for combo in itertools.combinations(present, size))
    for suit in range(4):
        for start in range(13):
            for end in range(start + 3, 14):  # ranks start .. end-1; the ace is only low
                run = mask_of(suit * 13 + r for r in range(start, end))
                if run & ~mask:
                    break
                out.append(run)
    return out


@cache
def oracle_packings(mask: int) -> tuple[tuple[int, ...], ...]:
    """Every set of pairwise disjoint melds of the hand (the empty one included)."""
    melds = oracle_melds(mask)
    found: list[tuple[int, ...]] = []

    def extend(start: int, used: int, chosen: tuple[int, ...]) -> None:
        found.append(chosen)
        for i in range(start, len(melds)):
            if not melds[i] & used:
                extend(i + 1, used | melds[i], (*chosen, melds[i]))

    extend(0, 0, ())
    return tuple(found)


@cache
def oracle_min_deadwood(mask: int) -> int:
    return min(value(mask & ~sum(p)) for p in oracle_packings(mask))


def canonical(packing: Iterable[int]) -> frozenset[int]:
    """A packing with the runs of each suit merged into maximal blocks (the engine lists
    3-4-5-6-7-8 whole, never as 3-4-5 + 6-7-8: the two offer the same lay-offs)."""
    out = set()
    runs_by_suit = [0, 0, 0, 0]
    for meld in packing:
        if is_set(meld):
            out.add(meld)
        else:
            runs_by_suit[bits(meld)[0] // 13] |= meld
    for suit, union in enumerate(runs_by_suit):
        block = 0
        for rank in range(14):
            card = suit * 13 + rank
            if rank < 13 and union >> card & 1:
                block |= 1 << card
            elif block:
                out.add(block)
                block = 0
    return frozenset(out)


def oracle_best_arrangements(mask: int) -> set[frozenset[int]]:
    best = oracle_min_deadwood(mask)
    return {canonical(p) for p in oracle_packings(mask) if value(mask & ~sum(p)) == best}


def extends(meld: int, card: int) -> bool:
    """Whether ``card`` can be laid off onto ``meld`` as it stands."""
    cards = bits(meld)
    ranks = {c % 13 for c in cards}
    if len(ranks) == 1:  # a set takes its fourth card only
        return len(cards) == 3 and card % 13 in ranks
    if card // 13 != cards[0] // 13:
        return False
    return card % 13 in (min(ranks) - 1, max(ranks) + 1)


def oracle_exposure(mask: int, melds: Iterable[int]) -> int:
    return sum(1 for c in range(52) if not mask >> c & 1 and any(extends(m, c) for m in melds))


@cache
def oracle_defense(defender: int, knocker_melds: tuple[int, ...]) -> tuple[int, int]:
    """(least deadwood, fewest cards laid off for it) over every sequence of lay-offs:
    lay a card onto a meld it extends, repeat, finally meld the rest optimally."""
    best = (oracle_min_deadwood(defender), 0)
    for card in bits(defender):
        for i, meld in enumerate(knocker_melds):
            if extends(meld, card):
                grown = (*knocker_melds[:i], meld | 1 << card, *knocker_melds[i + 1 :])
                dw, laid = oracle_defense(defender & ~(1 << card), grown)
                best = min(best, (dw, laid + 1))
    return best


# =========================================================================== self-checks


def hand(text: str) -> int:
    return parse_cards(text).mask


def test_oracle_sanity() -> None:
    assert is_run(hand("AH 2H 3H"))
    assert not is_run(hand("QH KH AH"))
    assert not is_run(hand("KH AH 2H"))
    assert is_set(hand("7C 7D 7S"))
    assert is_set(hand("7C 7D 7S 7H"))
    assert not is_meld(hand("7C 7D"))
    assert sorted(oracle_melds(hand("7C 7D 7H 7S"))) == sorted(
        [hand("7C 7D 7H 7S")] + [hand(t) for t in ("7C 7D 7H", "7C 7D 7S", "7C 7H 7S", "7D 7H 7S")]
    )
    assert len(oracle_melds(hand("3D 4D 5D 6D 7D"))) == 6  # 3 of length 3, 2 of 4, 1 of 5
    assert oracle_min_deadwood(hand("7H 8H 9H 7S 7D")) == 14
    assert canonical([hand("3D 4D 5D"), hand("6D 7D 8D")]) == {hand("3D 4D 5D 6D 7D 8D")}
    assert extends(hand("7H 8H 9H"), parse_card("TH"))
    assert extends(hand("7H 8H 9H"), parse_card("6H"))
    assert not extends(hand("7H 8H 9H"), parse_card("JH"))
    assert not extends(hand("JH QH KH"), parse_card("AH"))
    assert not extends(hand("AH 2H 3H"), parse_card("KH"))
    assert extends(hand("7C 7D 7S"), parse_card("7H"))
    assert not extends(hand("7C 7D 7S 7H"), parse_card("7H"))
    assert oracle_defense(hand("TH JH 2C"), (hand("7H 8H 9H"),)) == (2, 2)


# =========================================================================== engine checks


def check_arrangement(arrangement: Arrangement, mask: int, deadwood: int) -> None:
    seen = 0
    for meld in arrangement.melds:
        assert is_meld(meld.mask), meld
        assert meld.kind is (MeldKind.SET if is_set(meld.mask) else MeldKind.RUN)
        assert not meld.mask & seen, "melds overlap"
        seen |= meld.mask
    assert not arrangement.deadwood.mask & seen
    assert seen | arrangement.deadwood.mask == mask
    assert arrangement.cards.mask == mask
    assert arrangement.deadwood_count == value(arrangement.deadwood.mask) == deadwood
    assert is_arrangement(mask, arrangement.melds)
    assert arrangement.exposure() == oracle_exposure(mask, [m.mask for m in arrangement.melds])


def key(arrangement: Arrangement) -> frozenset[int]:
    return frozenset(m.mask for m in arrangement.melds)


def check_hand(mask: int, *, arrangements: bool = True) -> None:
    """Everything the solver says about one hand, against the oracle."""
    expected = oracle_min_deadwood(mask)
    assert deadwood_count(mask) == expected, CardSet(mask)
    assert deadwood_count_cached(mask) == expected
    assert min_deadwood(mask) == expected
    assert min_deadwood(CardSet(mask)) == expected
    check_arrangement(quick_arrangement(mask), mask, expected)
    best = best_arrangement(mask)
    check_arrangement(best, mask, expected)
    if arrangements:
        every = all_best_arrangements(mask)
        for arrangement in every:
            check_arrangement(arrangement, mask, expected)
        keys = [key(a) for a in every]
        assert len(set(keys)) == len(keys), "an arrangement is listed twice"
        assert set(keys) == oracle_best_arrangements(mask), CardSet(mask)
        exposures = [a.exposure() for a in every]
        assert exposures == sorted(exposures), "most protective first"
        assert best.exposure() == min(exposures)
        assert best == every[0], "the default is the first listed"
    if mask:
        after = {c: oracle_min_deadwood(mask & ~(1 << c)) for c in bits(mask)}
        assert min_deadwood_after_discard(mask) == min(after.values()), CardSet(mask)
        if mask.bit_count() == 11:
            assert {int(c): v for c, v in discard_deadwoods(mask).items()} == after


# =========================================================================== strategies

cards_st = st.integers(min_value=0, max_value=51)


def hands(size: int) -> st.SearchStrategy[int]:
    return st.sets(cards_st, min_size=size, max_size=size).map(mask_of)


@st.composite
def meld_pieces(draw: st.DrawFn) -> frozenset[int]:
    """A run, a set, a near-meld, a wrap-around non-run, or a run crossed by a set."""
    kind = draw(st.sampled_from(["run", "set", "cross", "cross", "wrap", "pair"]))
    suit = draw(st.integers(0, 3))
    rank = draw(st.integers(0, 12))
    if kind == "run":
        length = draw(st.integers(3, 8))
        return frozenset(suit * 13 + r for r in range(rank, min(13, rank + length)))
    if kind == "set":
        suits = draw(st.sets(st.integers(0, 3), min_size=3, max_size=4))
        return frozenset(s * 13 + rank for s in suits)
    if kind == "cross":  # a run and a set sharing one card, like 7-8-9♥ with 7♠ 7♦
        start = min(rank, 10)
        length = draw(st.integers(3, 5))
        run = {suit * 13 + r for r in range(start, min(13, start + length))}
        pivot = draw(st.sampled_from(sorted(run))) % 13
        others = draw(st.sets(st.integers(0, 3).filter(lambda s: s != suit), min_size=2))
        return frozenset(run | {s * 13 + pivot for s in others})
    if kind == "wrap":  # Q-K-A, K-A-2: no runs, the ace is low only
        ranks = draw(st.sampled_from([(11, 12, 0), (12, 0, 1), (11, 12, 0, 1, 2)]))
        return frozenset(suit * 13 + r for r in ranks)
    return frozenset({suit * 13 + rank, (suit + 1) % 4 * 13 + rank})


@st.composite
def meld_rich_hands(draw: st.DrawFn, size: int) -> int:
    pieces = draw(st.lists(meld_pieces(), min_size=1, max_size=5))
    pool = sorted(set().union(*pieces))
    chosen = draw(st.permutations(pool))[:size]
    rest = [c for c in range(52) if c not in chosen]
    filler = draw(st.permutations(rest))[: size - len(chosen)]
    return mask_of([*chosen, *filler])


def rich_random_hand(rng: random.Random, size: int) -> int:
    """The same idea with a plain random generator, for the seeded loops."""
    cards: set[int] = set()
    while len(cards) < size + rng.randint(0, 4):
        suit, rank = rng.randrange(4), rng.randrange(13)
        roll = rng.random()
        if roll < 0.4:
            length = rng.randint(3, 7)
            cards.update(suit * 13 + r for r in range(rank, min(13, rank + length)))
        elif roll < 0.8:
            cards.update(s * 13 + rank for s in rng.sample(range(4), rng.choice([2, 3, 3, 4])))
        else:
            cards.add(rng.randrange(52))
    chosen = rng.sample(sorted(cards), min(size, len(cards)))
    return mask_of(chosen)


FAST = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
"""No deadline (the oracles are slow by design); example counts are set per test."""


# =========================================================================== property tests


@settings(FAST, max_examples=examples(1200))
@given(hands(10))
def test_random_10_card_hands(mask: int) -> None:
    check_hand(mask)


@settings(FAST, max_examples=examples(1200))
@given(hands(11))
def test_random_11_card_hands(mask: int) -> None:
    check_hand(mask)


@pytest.mark.slow  # 1,200 hands against the oracle: seconds in CI
@settings(FAST, max_examples=examples(1200))
@given(st.sampled_from([10, 11]).flatmap(meld_rich_hands))
def test_meld_rich_hands(mask: int) -> None:
    check_hand(mask)


@pytest.mark.slow  # 800 hands against the oracle: seconds in CI
@settings(FAST, max_examples=examples(800))
@given(st.integers(0, 11).flatmap(meld_rich_hands))
def test_meld_rich_hands_of_any_size(mask: int) -> None:
    check_hand(mask)


@settings(FAST, max_examples=examples(800))
@given(st.sets(cards_st, max_size=11).map(mask_of))
def test_subsets_of_any_size(mask: int) -> None:
    check_hand(mask)


@pytest.mark.parametrize("seed", [0, 1])
def test_seeded_random_hands(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(1000):
        check_hand(mask_of(rng.sample(range(52), rng.choice([10, 11]))), arrangements=False)
    for _ in range(600):
        check_hand(rich_random_hand(rng, rng.choice([10, 11])))
    for size in range(12):
        for _ in range(40):
            check_hand(rich_random_hand(rng, size))


def test_full_suits_and_whole_deck() -> None:
    # far bigger than a hand: the tables must hold for every suit pattern (the public,
    # checked function refuses more than 11 cards; the engine's unchecked one takes them)
    for suit in range(4):
        assert deadwood_count_unchecked(0x1FFF << (13 * suit)) == 0
        with pytest.raises(GinRummyError, match="at most 11 cards"):
            deadwood_count(0x1FFF << (13 * suit))
    assert min_deadwood(CardSet()) == 0
    assert best_arrangement(0) == Arrangement((), CardSet())


@pytest.mark.parametrize("suit", range(4))
def test_every_suit_pattern_runs_only(suit: int) -> None:
    """All 8,192 patterns of one suit (only runs possible) against a direct DP."""

    @cache
    def runs_only(pattern: int) -> int:
        if not pattern:
            return 0
        low = (pattern & -pattern).bit_length() - 1
        best = min(low + 1, 10) + runs_only(pattern & ~(1 << low))
        run = 0
        for r in range(low, 13):
            if not pattern >> r & 1:
                break
            run |= 1 << r
            if r - low >= 2:
                best = min(best, runs_only(pattern & ~run))
        return best

    for pattern in range(1 << 13):
        assert deadwood_count_unchecked(pattern << (13 * suit)) == runs_only(pattern)


# =========================================================================== known hands


@pytest.mark.parametrize(
    ("text", "deadwood"),
    [
        ("AH 2H 3H", 0),  # ace low
        ("QH KH AH", 21),  # Q-K-A is no run
        ("KH AH 2H", 13),  # K-A-2 is no run
        ("QS KS AS 2S 3S", 20),  # A-2-3 is, Q K left
        ("JS QS KS", 0),
        ("AC AD AH 2H 3H", 2),  # A-2-3♥ beats the aces
        ("7H 8H 9H 7S 7D 7C", 0),  # the 7♥ in the run, three 7s in the set
        ("7H 8H 9H 7S 7D", 14),  # 7♥ in one meld only: 7♠ 7♦ left
        ("7C 7D 7H 7S 8H 9H", 0),  # a set of 3 out of 4, the 4th in the run
        ("7C 7D 7H 7S 8C 9C 8H 9H", 14),  # two runs through the 7s
        ("5C 5D 5H 5S 6H 7H 6S 7S", 10),
        ("AH 2H 3H 4H 4C 4D", 0),
        ("AH 2H 3H 4H 5H 6H 7H 8H 9H TH", 0),  # a run of ten
        ("3D 4D 5D 6D 7D 8D 9D", 0),
        ("3D 4D 5D 6D 7D 8D 9D 6C 6H", 0),  # 3-4-5♦, 6♣ 6♦ 6♥, 7-8-9♦
        ("JH QH KH KS KD", 20),  # run or set, 20 either way
        ("TH JH QH KH KS KD", 0),
        ("7H 8H 9H 7S 7D KS KD 2C 3C AC", 34),
        ("7H 8H 9H 7S 7D 7C KS KD 2C 3C", 25),
        ("2C 4C 6C 8C TC QC AD 3D 5D 7D", 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 10 + 10),
        ("", 0),
        ("KS", 10),
    ],
)
def test_known_hands(text: str, deadwood: int) -> None:
    mask = hand(text)
    assert min_deadwood(text) == deadwood
    assert oracle_min_deadwood(mask) == deadwood
    check_hand(mask)


def melds_of(arrangement: Arrangement) -> list[str]:
    return sorted(str(m) for m in arrangement.melds)


def test_cross_meld_card_counts_once() -> None:
    (only,) = all_best_arrangements("7H 8H 9H 7S 7D 7C")
    assert melds_of(only) == ["7C 7D 7S", "7H 8H 9H"]
    assert not only.deadwood
    seven = parse_card("7H")
    assert sum(seven in m.cards for m in only.melds) == 1


def test_four_card_set_gives_a_card_to_a_run() -> None:
    (only,) = all_best_arrangements("7C 7D 7H 7S 8H 9H")
    assert melds_of(only) == ["7C 7D 7S", "7H 8H 9H"]
    (two_runs,) = all_best_arrangements("7C 7D 7H 7S 8C 9C 8H 9H")
    assert melds_of(two_runs) == ["7C 8C 9C", "7H 8H 9H"]
    assert str(two_runs.deadwood) == "7D 7S"


def test_four_card_set_whole() -> None:
    arrangement = best_arrangement("7C 7D 7H 7S 2C 4D")
    assert melds_of(arrangement) == ["7C 7D 7H 7S"]
    assert arrangement.melds[0].kind is MeldKind.SET
    assert len(arrangement.melds[0]) == 4


def test_long_runs_listed_whole() -> None:
    (only,) = all_best_arrangements("AH 2H 3H 4H 5H 6H 7H 8H 9H TH")
    assert melds_of(only) == ["AH 2H 3H 4H 5H 6H 7H 8H 9H TH"]
    (six,) = all_best_arrangements("3C 4C 5C 6C 7C 8C KD")
    assert melds_of(six) == ["3C 4C 5C 6C 7C 8C"]
    assert six.deadwood_count == 10


def test_every_optimal_arrangement_listed() -> None:
    every = all_best_arrangements("7C 7D 7S 8C 8D 8S 9C 9D 9S KH")
    assert {tuple(melds_of(a)) for a in every} == {
        ("7C 7D 7S", "8C 8D 8S", "9C 9D 9S"),
        ("7C 8C 9C", "7D 8D 9D", "7S 8S 9S"),
    }
    assert all(a.deadwood_count == 10 for a in every)
    # the three sets expose 7♥ 8♥ 9♥ only; the three runs six cards
    assert [a.exposure() for a in every] == [3, 6]
    assert melds_of(best_arrangement("7C 7D 7S 8C 8D 8S 9C 9D 9S KH")) == [
        "7C 7D 7S",
        "8C 8D 8S",
        "9C 9D 9S",
    ]


def test_equal_deadwood_different_cards() -> None:
    every = all_best_arrangements("JH QH KH KS KD")
    assert {tuple(melds_of(a)) for a in every} == {("JH QH KH",), ("KD KH KS",)}
    assert {str(a.deadwood) for a in every} == {"KD KS", "JH QH"}
    assert all(a.deadwood_count == 20 for a in every)


def test_default_arrangement_least_exposed() -> None:
    # 10-J-Q♥ as a run leaves Q♠ Q♦ (20) and exposes 9♥ K♥; the queens as a set leave
    # 10♥ J♥ (20) and expose Q♣ only: the set is the default
    text = "TH JH QH QS QD 2C 4D 6S 8C AD"
    every = all_best_arrangements(text)
    assert [(melds_of(a), a.exposure()) for a in every] == [
        (["QD QH QS"], 1),
        (["TH JH QH"], 2),
    ]
    assert melds_of(best_arrangement(text)) == ["QD QH QS"]
    assert best_arrangement(text).deadwood_count == 20 + 1 + 2 + 4 + 6 + 8


def test_arrangement_output() -> None:
    arrangement = best_arrangement("7H 8H 9H 7S 7D 7C KS KD 2C 3C")
    assert [m.pretty() for m in arrangement.melds] == ["7♣ 7♦ 7♠", "7♥ 8♥ 9♥"]
    assert arrangement.pretty() == "[7♣ 7♦ 7♠] [7♥ 8♥ 9♥] 2♣ 3♣ K♦ K♠ (25)"
    assert str(arrangement) == "[7C 7D 7S] [7H 8H 9H] 2C 3C KD KS (25)"
    gin = best_arrangement("AC 2C 3C 4D 4H 4S 9S TS JS QS")
    assert gin.deadwood_count == 0
    assert gin.pretty().endswith("(0)")


# =========================================================================== discards


def test_discard_deadwoods_example() -> None:
    mask = hand("7H 8H 9H 7S 7D 7C KS KD 2C 3C AC")
    table = discard_deadwoods(mask)
    assert len(table) == 11
    assert table[parse_card("KS")] == table[parse_card("KD")] == 10
    # without the 7♥: 7♣ 7♦ 7♠ and A-2-3♣ stay, 8♥ 9♥ K♦ K♠ are left
    assert table[parse_card("7H")] == 8 + 9 + 10 + 10
    assert min_deadwood_after_discard(mask) == 10
    check_hand(mask)


def test_discard_after_big_gin_like_hands() -> None:
    # 11 cards all melded: discarding from a run of 4 keeps gin
    mask = hand("AC 2C 3C 4C 5D 5H 5S 9S TS JS QS")
    assert min_deadwood(mask) == 0
    assert min_deadwood_after_discard(mask) == 0
    # two sets of four and a set of three: 11 cards in sets only
    mask = hand("7C 7D 7H 7S 8C 8D 8H 8S 9C 9D 9H")
    assert min_deadwood_after_discard(mask) == 0
    check_hand(mask)


# =========================================================================== melds


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("7C 7D 7S", MeldKind.SET),
        ("7C 7D 7S 7H", MeldKind.SET),
        ("AH 2H 3H", MeldKind.RUN),
        ("JS QS KS", MeldKind.RUN),
        ("9H 7H 8H", MeldKind.RUN),
        ("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD", MeldKind.RUN),
        ("QH KH AH", None),
        ("KH AH 2H", None),
        ("7H 8H TH", None),
        ("7H 8S 9H", None),
        ("7H 7S 8S", None),
        ("7H 7S", None),
        ("7H", None),
        ("", None),
        ("7H 8H", None),
        ("KC AD 2D", None),
        ("AC AD AH 2C", None),
    ],
)
def test_meld_kind(text: str, kind: MeldKind | None) -> None:
    assert meld_kind(hand(text)) is kind
    if kind is None:
        with pytest.raises(GinRummyError, match="not a meld"):
            Meld.parse(text)
    else:
        meld = Meld.parse(text)
        assert meld.kind is kind
        assert len(meld) == len(parse_cards(text))
        assert meld.cards == parse_cards(text)


@settings(FAST, max_examples=examples(1000))
@given(st.sets(cards_st, max_size=6).map(mask_of))
def test_meld_kind_matches_definition(mask: int) -> None:
    kind = meld_kind(mask)
    assert (kind is MeldKind.SET) == is_set(mask)
    assert (kind is MeldKind.RUN) == is_run(mask)


def test_every_meld_of_the_deck() -> None:
    every = oracle_melds(FULL_DECK_MASK)
    assert len(every) == 13 * 5 + 4 * sum(range(1, 12))  # 65 sets, 264 runs
    for meld in every:
        assert meld_kind(meld) is (MeldKind.SET if is_set(meld) else MeldKind.RUN)
        assert Meld(meld).layoff_cards().mask == sum(
            1 << c for c in range(52) if not meld >> c & 1 and extends(meld, c)
        )


def test_meld_output_and_order() -> None:
    run = Meld.parse("9H 7H T♥ 8h")
    assert run.ordered() == list(parse_cards("7H 8H 9H TH"))
    assert str(run) == "7H 8H 9H TH"
    assert run.pretty() == "7♥ 8♥ 9♥ 10♥"
    assert run.pretty(ascii=True) == "7H 8H 9H 10H"
    assert eval(repr(run), {"Meld": Meld}) == run
    group = Meld.parse("7S 7C 7D")
    assert str(group) == "7C 7D 7S"
    assert group.pretty() == "7♣ 7♦ 7♠"
    assert sorted([run, group]) == sorted([group, run])
    assert hash(Meld.parse("7C 7D 7S")) == hash(group)


@pytest.mark.parametrize(
    ("text", "layoffs"),
    [
        ("7H 8H 9H", "6H TH"),
        ("AH 2H 3H", "4H"),
        ("JS QS KS", "TS"),
        ("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS", ""),
        ("7C 7D 7S", "7H"),
        ("7C 7D 7S 7H", ""),
    ],
)
def test_meld_layoff_cards(text: str, layoffs: str) -> None:
    assert Meld.parse(text).layoff_cards() == parse_cards(layoffs)


def test_meld_rejects_non_melds() -> None:
    for mask in (0, 1, 0b11, 1 << 52 | 0b111, hand("7C 8D 9H")):
        with pytest.raises(GinRummyError):
            Meld(mask)


def test_is_arrangement() -> None:
    mask = hand("7H 8H 9H 7S 7D 7C")
    run, group = Meld.parse("7H 8H 9H"), Meld.parse("7S 7D 7C")
    assert is_arrangement(mask, [run, group])
    assert not is_arrangement(mask, [run, Meld.parse("7H 7S 7D")])  # 7♥ twice
    assert not is_arrangement(hand("7H 8H 9H"), [run, group])  # not the hand's cards


# =========================================================================== lay-offs


def check_defense(defense: Defense, defender: int, knocker_melds: list[Meld]) -> None:
    """The defense is legal, and as good as the oracle's best."""
    grown = [m.mask for m in knocker_melds]
    laid = 0
    for move in defense.layoffs:
        assert defender >> move.card & 1, "laid off a card the defender does not hold"
        assert not laid >> move.card & 1
        assert extends(grown[move.meld], move.card), f"{move} does not extend its meld"
        grown[move.meld] |= 1 << move.card
        laid |= 1 << move.card
    assert defense.laid_off.mask == laid
    own = 0
    for meld in defense.melds:
        assert is_meld(meld.mask)
        assert not meld.mask & (own | laid)
        own |= meld.mask
    assert own & ~defender == 0
    assert defense.deadwood.mask == defender & ~own & ~laid
    dw, count = oracle_defense(defender, tuple(m.mask for m in knocker_melds))
    assert defense.deadwood_count == dw, (CardSet(defender), [str(m) for m in knocker_melds])
    assert len(defense.layoffs) == count, "the least deadwood with the fewest lay-offs"
    assert defense.deadwood_count == value(defense.deadwood.mask)


@st.composite
def showdowns(draw: st.DrawFn) -> tuple[list[Meld], int]:
    """Knocker melds (1 to 3, disjoint) and a defender hand full of cards near them."""
    melds: list[int] = []
    used = 0
    for _ in range(draw(st.integers(1, 3))):
        if draw(st.booleans()):
            rank = draw(st.integers(0, 12))
            suits = draw(st.sets(st.integers(0, 3), min_size=3, max_size=4))
            meld = mask_of(s * 13 + rank for s in suits)
        else:
            suit, start = draw(st.integers(0, 3)), draw(st.integers(0, 10))
            length = draw(st.integers(3, min(6, 13 - start)))
            meld = mask_of(suit * 13 + r for r in range(start, start + length))
        if not meld & used:
            melds.append(meld)
            used |= meld
    near = [  # same rank as a knocker card, or the same suit and at most 3 ranks away
        c
        for c in range(52)
        if not used >> c & 1
        and any(c % 13 == b % 13 or (c // 13 == b // 13 and abs(c - b) <= 3) for b in bits(used))
    ]
    size = draw(st.one_of(st.just(10), st.integers(0, 10)))
    chosen = draw(st.permutations(near))[: draw(st.integers(size // 2, size))]
    rest = [c for c in range(52) if not (used | mask_of(chosen)) >> c & 1]
    filler = draw(st.permutations(rest))[: size - len(chosen)]
    return [Meld(m) for m in melds], mask_of([*chosen, *filler])


@pytest.mark.slow  # 1,200 showdowns against the oracle: seconds in CI
@settings(FAST, max_examples=examples(1200))
@given(showdowns())
def test_best_defense_matches_oracle(case: tuple[list[Meld], int]) -> None:
    knocker_melds, defender = case
    check_defense(best_defense(defender, knocker_melds), defender, knocker_melds)


def test_best_defense_seeded_random() -> None:
    rng = random.Random(7)
    for _ in range(1500):
        knocker = rich_random_hand(rng, 10)
        arrangement = best_arrangement(knocker)
        # the knocker may lay down any arrangement: the best, or another one
        every = oracle_packings(knocker)
        packing = rng.choice([tuple(m.mask for m in arrangement.melds), rng.choice(every)])
        defender = rich_random_hand(rng, 14) & ~knocker
        defender = mask_of(rng.sample(bits(defender), min(10, defender.bit_count())))
        rest = [c for c in range(52) if not (knocker | defender) >> c & 1]
        defender |= mask_of(rng.sample(rest, 10 - defender.bit_count()))
        melds = [Meld(m) for m in packing]
        check_defense(best_defense(defender, melds), defender, melds)


@pytest.mark.parametrize(
    ("knocker", "defender", "deadwood", "laid"),
    [
        # RULES.md worked example 1: the fourth jack, the 10♥ and the 6♥ go
        (["JS JH JD", "7H 8H 9H"], "JC TH 6H KS KD 5C 5D 9C 9D 2H", 50, "JC TH 6H"),
        # chains at both ends: 10♥ then J♥, 6♥ then 5♥
        (["7H 8H 9H"], "TH JH 6H 5H KS KD QC 2S 3D 4C", 10 + 10 + 10 + 2 + 3 + 4, "TH JH 6H 5H"),
        # a chain cannot skip a card: J♥ without the 10♥ stays
        (["7H 8H 9H"], "JH QH 2S", 10 + 10 + 2, ""),
        # a set of four takes nothing
        (["7C 7D 7H 7S"], "6C 8C 2D", 16, ""),
        # the 10♥ fits both the run and the set of tens; the J♥ only after it on the run
        (["7H 8H 9H", "TC TD TS"], "TH JH KS", 10, "TH JH"),
        # own meld or lay-off: 4♠ 5♠ 6♠ melded beats laying the 6♠ off on 6♣ 6♦ 6♥
        (["6C 6D 6H"], "4S 5S 6S KD", 10, ""),
        # ... and with 6♠ 7♠ 8♠ too: the run is the defender's own
        (["6C 6D 6H"], "6S 7S 8S 2D", 2, ""),
        # here laying off is better: 7♠ 8♠ onto 4-5-6♠ frees 9♠ for 9♠ 9♣ 9♦
        (["4S 5S 6S"], "7S 8S 9S 9C 9D KH", 10, "7S 8S"),
        # no wrap-around: K♥ cannot go on A-2-3♥, nor A♠ on J-Q-K♠
        (["AH 2H 3H", "JS QS KS"], "KH AS", 11, ""),
    ],
)
def test_known_defenses(knocker: list[str], defender: str, deadwood: int, laid: str) -> None:
    melds = [Meld.parse(m) for m in knocker]
    mask = hand(defender)
    defense = best_defense(defender, melds)
    assert defense.deadwood_count == deadwood
    assert defense.laid_off == parse_cards(laid)
    check_defense(defense, mask, melds)


def test_chain_order_is_playable() -> None:
    melds = [Meld.parse("7H 8H 9H")]
    defense = best_defense("JH TH 5H 6H 2C 2D 3S 4S KC QD", melds)
    order = [str(m.card) for m in defense.layoffs]
    assert order.index("TH") < order.index("JH")
    assert order.index("6H") < order.index("5H")
    assert {m.meld for m in defense.layoffs} == {0}


# =========================================================================== OpenSpiel

OPENSPIEL_SUIT: dict[int, int] = {0: 1, 1: 2, 2: 3, 3: 0}
"""Our suits clubs, diamonds, hearts, spades -> OpenSpiel's order "scdh"."""


def to_openspiel(card: int) -> int:
    return OPENSPIEL_SUIT[card // 13] * 13 + card % 13


@pytest.fixture(scope="module")
def openspiel_min_deadwood() -> Callable[[int], int]:
    pyspiel = pytest.importorskip("pyspiel")
    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    for card in ALL_CARDS:  # the translation is right: same rank letter, same suit
        assert utils.card_string(to_openspiel(card)) == str(card)[0] + str(card)[1].lower()
    return lambda mask: int(utils.min_deadwood([to_openspiel(c) for c in bits(mask)]))


def check_against_openspiel(spiel: Callable[[int], int], mask: int) -> None:
    theirs = spiel(mask)
    if mask.bit_count() <= 10:
        assert min_deadwood(mask) == theirs, CardSet(mask)
        return
    # 11 cards: OpenSpiel takes one best meld group and drops its highest deadwood card,
    # not the best discard over every optimal arrangement; so it is never below the true
    # minimum, and equals that drop for one of the optimal arrangements.
    ours = min_deadwood_after_discard(mask)
    assert ours <= theirs, CardSet(mask)
    drops = {
        a.deadwood_count - max((c.value for c in a.deadwood), default=0)
        for a in all_best_arrangements(mask)
    }
    assert theirs in drops, CardSet(mask)


def test_openspiel_random_hands(openspiel_min_deadwood: Callable[[int], int]) -> None:
    rng = random.Random(11)
    for _ in range(3000):
        check_against_openspiel(openspiel_min_deadwood, mask_of(rng.sample(range(52), 10)))
        check_against_openspiel(openspiel_min_deadwood, mask_of(rng.sample(range(52), 11)))
    for _ in range(3000):
        size = rng.choice([10, 11, 10, 11, rng.randint(0, 9)])
        check_against_openspiel(openspiel_min_deadwood, rich_random_hand(rng, size))


@settings(FAST, max_examples=examples(500))
@given(st.integers(0, 11).flatmap(meld_rich_hands))
def test_openspiel_meld_rich(openspiel_min_deadwood: Callable[[int], int], mask: int) -> None:
    check_against_openspiel(openspiel_min_deadwood, mask)


def test_openspiel_11_card_count_is_not_always_the_best_discard(
    openspiel_min_deadwood: Callable[[int], int],
) -> None:
    # Two optimal arrangements leave 14: 6♠ 8♠ (runs) or 7♣ 7♥ (sets of 6s and 8s).
    # Discarding the 8♠ from the first leaves 6; OpenSpiel may pick the second (7).
    mask = hand("6C 7C 8C 3H 4H 5H 6H 7H 8H 6S 8S")
    assert min_deadwood_after_discard(mask) == 6
    assert min(oracle_min_deadwood(mask & ~(1 << c)) for c in bits(mask)) == 6
    assert openspiel_min_deadwood(mask) in (6, 7)


_SET_HEAVY = st.lists(st.sampled_from(range(13)), min_size=1, max_size=4).flatmap(
    lambda ranks: st.sets(
        st.sampled_from(
            [suit * 13 + rank for rank in ranks for suit in range(4)] + list(range(52))
        ),
        min_size=1,
        max_size=11,
    )
)


@settings(max_examples=examples(400), deadline=None)
@given(
    cards=st.one_of(st.sets(st.integers(0, 51), min_size=1, max_size=11), _SET_HEAVY),
    keep=st.integers(0, (1 << 52) - 1),
)
def test_deadwood_after_discards_is_each_discards_count(cards: set[int], keep: int) -> None:
    """The one-pass deadwood after each discard equals counting each hand left, sets of
    three and four (where a set choice uses the discard) included."""
    from ginrummy.core.deadwood import deadwood_after_discards, deadwood_count_unchecked

    mask = sum(1 << card for card in cards)
    options = mask & keep or mask
    expected = [
        deadwood_count_unchecked(mask & ~(1 << card))
        for card in sorted(cards)
        if options >> card & 1
    ]
    assert deadwood_after_discards(mask, options) == expected


@settings(max_examples=examples(400), deadline=None)
@given(
    cards=st.one_of(st.sets(st.integers(0, 51), min_size=1, max_size=11), _SET_HEAVY),
    keep=st.integers(0, (1 << 52) - 1),
)
def test_least_deadwood_discards_are_the_counted_least(cards: set[int], keep: int) -> None:
    """The tabled best discards (suits where every card may go, or only some) give the
    least of the counted values and exactly the options that reach it."""
    from ginrummy.core.deadwood import deadwood_count_unchecked, least_deadwood_discards

    mask = sum(1 << card for card in cards)
    options = mask & keep or mask
    values = {c: deadwood_count_unchecked(mask & ~(1 << c)) for c in cards if options >> c & 1}
    least = min(values.values())
    picks = sum(1 << c for c, v in values.items() if v == least)
    assert least_deadwood_discards(mask, options) == (least, picks)
