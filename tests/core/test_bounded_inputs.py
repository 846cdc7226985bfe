"""Public card-taking functions refuse what is not a hand, with InvalidCardError, up front.

Issue 16, item 3. A meld search is exponential in the ranks held three times, so the
public solver functions take a hand of at most 11 cards (``MAX_HAND_CARDS``) and check
it before any work: 36 cards used to take 21 s and 0.5 GB, 52 ran out of memory,
``min_deadwood(1 << 60)`` raised IndexError, ``best_arrangement(-1)`` MemoryError and
``best_arrangement(True)`` arranged the ace of clubs.

The property tests feed arbitrary ints (negative, huge, bools), lists (of ints, strings,
cards, junk, repeats, too many) and other objects, and assert: a correct result for a
valid hand, else ``InvalidCardError``; never another exception. Timings are not
asserted; instead the too-big hands drawn hold 12 to 16 cards, which the solver would
finish at once if it wrongly accepted them, so a missing check fails the ``raises``
assertion rather than hanging the run.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ginrummy as gr
from ginrummy.core import melds
from ginrummy.core.cards import ALL_CARDS, FULL_DECK_MASK, Card, CardSet
from ginrummy.core.errors import GinRummyError, InvalidCardError
from ginrummy.core.melds import MAX_HAND_CARDS, Meld, deadwood_count_unchecked
from tests.helpers.examples import examples

SETTINGS = settings(derandomize=True, deadline=None, max_examples=examples(300))
"""Deterministic (derandomize) and without a deadline: timings are never asserted."""


def _defense_alone(cards: object) -> gr.Defense:
    return gr.best_defense(cards, [])  # type: ignore[arg-type]  # junk on purpose


PUBLIC: dict[str, Callable[..., object]] = {
    "min_deadwood": gr.min_deadwood,
    "deadwood_count": gr.deadwood_count,
    "best_arrangement": gr.best_arrangement,
    "all_best_arrangements": gr.all_best_arrangements,
    "discard_deadwoods": gr.discard_deadwoods,
    "best_defense": _defense_alone,
}
"""Every public function that takes a hand, by name (top level and ginrummy.core.melds)."""


def check_result(name: str, result: object, mask: int) -> None:
    """The result of a valid hand is the right one (the solver itself is tested against
    brute force in test_melds.py; here the unchecked engine path is the reference)."""
    best = deadwood_count_unchecked(mask)
    if name in ("min_deadwood", "deadwood_count"):
        assert result == best
    elif name == "best_arrangement":
        assert isinstance(result, gr.Arrangement)
        assert result.cards.mask == mask and result.deadwood_count == best
    elif name == "all_best_arrangements":
        assert isinstance(result, list) and result
        assert all(a.cards.mask == mask and a.deadwood_count == best for a in result)
    elif name == "discard_deadwoods":
        assert isinstance(result, dict)
        assert {int(c) for c in result} == {c for c in range(52) if mask >> c & 1}
        assert all(v == deadwood_count_unchecked(mask & ~(1 << c)) for c, v in result.items())
    else:
        assert isinstance(result, gr.Defense)
        assert result.deadwood_count == best and not result.layoffs


def call(name: str, cards: object, valid_mask: int | None) -> None:
    """Call one public function: a correct result when ``valid_mask`` says the input is a
    valid hand, otherwise InvalidCardError (any other exception fails the test)."""
    function = PUBLIC[name]
    if valid_mask is None:
        with pytest.raises(InvalidCardError):
            function(cards)
    else:
        check_result(name, function(cards), valid_mask)


def mask_of(cards: list[int]) -> int:
    out = 0
    for c in cards:
        out |= 1 << c
    return out


names = st.sampled_from(sorted(PUBLIC))
hand_masks = st.sets(st.integers(0, 51), max_size=MAX_HAND_CARDS).map(lambda s: mask_of([*s]))
too_big_masks = st.sets(st.integers(0, 51), min_size=12, max_size=16).map(lambda s: mask_of([*s]))
any_ints = st.one_of(
    hand_masks,
    too_big_masks,
    st.booleans(),
    st.integers(-(2**70), -1),
    st.integers(FULL_DECK_MASK + 1, 2**200),
    st.integers(52, 63).map(lambda bit: 1 << bit),  # one bit just past the deck
    st.integers(),
)


def int_verdict(value: int) -> int | None:
    """The mask of a valid hand given as an int, or None: written from the rule, not the code."""
    if isinstance(value, bool) or not 0 <= value <= FULL_DECK_MASK:
        return None
    return value if bin(value).count("1") <= MAX_HAND_CARDS else None


@SETTINGS
@given(names, any_ints)
def test_ints_are_valid_masks_or_refused(name: str, value: int) -> None:
    call(name, value, int_verdict(value))


# A card in a list: a Card, its index, or its text in any notation; junk is anything else.
card_items = st.one_of(
    st.sampled_from(ALL_CARDS),
    st.integers(0, 51),
    st.sampled_from(ALL_CARDS).map(str),
    st.sampled_from(ALL_CARDS).map(lambda c: c.pretty().lower()),
)
junk_items = st.one_of(
    st.booleans(),
    st.integers(-100, -1),
    st.integers(52, 2**64),
    st.sampled_from(["", "1H", "7X", "ZZ", "11C", "H7", "7H 8H", "7H8H"]),
    st.floats(allow_nan=False),
    st.none(),
    st.just(b"7H"),
    st.just(("7H",)),
)


def item_index(item: object) -> int | None:
    """A list item's card index, or None for junk (independent of the parser)."""
    if isinstance(item, bool) or not isinstance(item, int | str):
        return None
    if isinstance(item, int):
        return int(item) if 0 <= item < 52 else None
    for card in ALL_CARDS:
        if item.upper() in (str(card), card.pretty().upper(), card.pretty(ascii=True)):
            return int(card)
    return None


def list_verdict(items: list[object]) -> int | None:
    indices = [item_index(i) for i in items]
    if None in indices or len(set(indices)) != len(indices) or len(indices) > MAX_HAND_CARDS:
        return None
    return mask_of([i for i in indices if i is not None])


@SETTINGS
@given(
    names,
    st.lists(
        st.one_of(card_items, card_items, card_items, junk_items), max_size=2 * MAX_HAND_CARDS
    ),
)
def test_lists_are_valid_hands_or_refused(name: str, items: list[object]) -> None:
    call(name, items, list_verdict(items))
    if all(item_index(i) is not None for i in items):  # the same cards as one string
        text = " ".join(str(ALL_CARDS[item_index(i) or 0]) for i in items)
        call(name, text, list_verdict(items))


@SETTINGS
@given(names, st.lists(st.sampled_from(ALL_CARDS), min_size=12, max_size=16, unique=True))
def test_too_many_distinct_cards_in_every_form(name: str, cards: list[Card]) -> None:
    for form in (cards, tuple(cards), iter(cards), CardSet(cards), " ".join(map(str, cards))):
        call(name, form, None)


@SETTINGS
@given(
    names,
    st.one_of(
        st.none(),
        st.floats(),
        st.text(max_size=40),
        st.binary(max_size=12),
        st.sampled_from(ALL_CARDS),  # one card is not a hand
        st.dictionaries(st.integers(0, 60), st.integers(), max_size=13),
        st.sets(st.integers(-3, 55), max_size=13),
        st.just(object()),
        st.just(1.5 + 2j),
    ),
)
def test_other_objects_are_hands_or_refused(name: str, value: object) -> None:
    """Whatever comes in, the answer is a result or InvalidCardError, never another error."""
    try:
        result = PUBLIC[name](value)
    except InvalidCardError:
        return
    mask = gr.parse_cards(value).mask  # it was accepted: it parses
    assert mask.bit_count() <= MAX_HAND_CARDS
    check_result(name, result, mask)


# ============================================================== constructors of cards


@SETTINGS
@given(any_ints)
def test_cardset_of_ints(value: int) -> None:
    if isinstance(value, bool) or not 0 <= value <= FULL_DECK_MASK:
        with pytest.raises(InvalidCardError):
            CardSet(value)
    else:
        assert CardSet(value).mask == value  # a set, not a hand: no size limit


@SETTINGS
@given(st.lists(st.one_of(st.integers(0, 51), junk_items), max_size=60))
def test_cardset_of_indices(items: list[object]) -> None:
    valid = all(isinstance(i, int) and not isinstance(i, bool) and 0 <= i < 52 for i in items)
    if valid:
        assert CardSet(items).mask == mask_of(items)  # repeats merged
    else:
        with pytest.raises(InvalidCardError):
            CardSet(items)


@SETTINGS
@given(st.one_of(st.integers(-3, 16), st.booleans(), st.floats(0, 14)), st.integers(-2, 5))
def test_card_of_rank_and_suit(rank: object, suit: int) -> None:
    if isinstance(rank, int) and not isinstance(rank, bool) and 1 <= rank <= 13 and 0 <= suit < 4:
        assert Card.of(rank, suit) == suit * 13 + rank - 1
    else:
        with pytest.raises(InvalidCardError):
            Card.of(rank, suit)


@SETTINGS
@given(any_ints)
def test_meld_of_ints(value: int) -> None:
    if isinstance(value, bool) or not 0 <= value <= FULL_DECK_MASK:
        with pytest.raises(InvalidCardError):
            Meld(value)
        return
    try:
        meld = Meld(value)
    except GinRummyError as exc:
        assert melds.meld_kind(value) is None, exc
    else:
        assert meld.kind is melds.meld_kind(value)


# ============================================================== the cases of the issue


def test_the_issue_cases() -> None:
    with pytest.raises(InvalidCardError, match="at most 11 cards, not 36"):
        gr.min_deadwood((1 << 36) - 1)  # 21 s and 0.5 GB before
    with pytest.raises(InvalidCardError, match="at most 11 cards, not 52"):
        gr.min_deadwood(FULL_DECK_MASK)  # out of memory before
    with pytest.raises(InvalidCardError, match="out of range"):
        gr.min_deadwood(1 << 60)  # IndexError before
    with pytest.raises(InvalidCardError, match="out of range"):
        gr.best_arrangement(-1)  # MemoryError before
    with pytest.raises(InvalidCardError, match="not True"):
        gr.best_arrangement(True)  # the ace of clubs before


def test_the_limit_is_eleven_in_every_form() -> None:
    eleven = list(ALL_CARDS[:11])
    twelve = list(ALL_CARDS[:12])
    for name in PUBLIC:
        for cards in (eleven, CardSet(eleven), CardSet(eleven).mask, " ".join(map(str, eleven))):
            call(name, cards, CardSet(eleven).mask)
        for cards in (twelve, CardSet(twelve), CardSet(twelve).mask, " ".join(map(str, twelve))):
            call(name, cards, None)
    assert MAX_HAND_CARDS == 11


def test_public_names_are_the_checked_functions() -> None:
    for name in ("min_deadwood", "deadwood_count", "best_arrangement", "all_best_arrangements"):
        assert getattr(gr, name) is getattr(melds, name)
    assert gr.discard_deadwoods is melds.discard_deadwoods
    assert gr.best_defense is melds.best_defense


def test_endless_iterators_stop_at_one_card_too_many() -> None:
    with pytest.raises(InvalidCardError, match="more than 11"):
        gr.min_deadwood(itertools.count())  # 0, 1, 2, ...: read up to the 12th only
    with pytest.raises(InvalidCardError, match="duplicate"):
        gr.best_arrangement(itertools.cycle(["7H", "8H"]))


def test_a_single_card_or_bool_is_not_a_hand() -> None:
    seven = Card.parse("7H")
    for value in (seven, False, True):
        for name in PUBLIC:
            call(name, value, None)
    assert gr.min_deadwood([seven]) == 7
    with pytest.raises(InvalidCardError, match="CardSet"):
        CardSet(seven)  # its index would silently be read as a mask


def test_cardset_add_and_remove_check_the_card() -> None:
    hand = CardSet.parse("7H 8H")
    for card in (-1, 52, True, 1.5, "7H"):
        with pytest.raises(InvalidCardError):
            hand.add(card)
        with pytest.raises(InvalidCardError):
            hand.remove(card)
    assert hand.add(Card.parse("9H")) == CardSet.parse("7H 8H 9H")
    assert hand.remove(Card.parse("8H")) == CardSet.parse("7H")


def test_best_defense_checks_the_knocker_melds() -> None:
    run = Meld.parse("7H 8H 9H")
    with pytest.raises(InvalidCardError, match="not a Meld"):
        gr.best_defense("6H TH", ["7H 8H 9H"])
    with pytest.raises(InvalidCardError, match="list of melds"):
        gr.best_defense("6H TH", run)
    with pytest.raises(InvalidCardError, match="shares cards"):
        gr.best_defense("7H TH", [run])  # the defender holds one of the meld's cards
    with pytest.raises(InvalidCardError, match="shares cards"):
        gr.best_defense("6H", [run] * 10_000)  # repeats: refused at the second
    four = [Meld.parse(t) for t in ("AC 2C 3C", "AD 2D 3D", "AH 2H 3H", "AS 2S 3S")]
    with pytest.raises(InvalidCardError, match="more than 3 knocker melds"):
        gr.best_defense("KS", four)  # 12 cards of melds: no knocker holds them
    with pytest.raises(InvalidCardError, match="more than 3 knocker melds"):
        endless = (Meld(0b111 << (13 * (i % 4) + 3 * (i // 4))) for i in itertools.count())
        gr.best_defense("KS", endless)  # disjoint runs without end: read up to the fourth
    defense = gr.best_defense("6H TH KS", [run])
    assert [str(c) for c in defense.laid_off] == ["6H", "TH"]


def test_meld_masks_are_checked() -> None:
    for value in (True, -7, 0b111 << 52, 7.0, "7H 8H 9H"):
        with pytest.raises(InvalidCardError):
            Meld(value)
    with pytest.raises(GinRummyError, match="not a meld"):
        Meld(0b1011)
    assert len(Meld.parse("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS")) == 13  # no hand limit


def test_score_showdown_checks_the_melds() -> None:
    knocker, defender = "JS JH JD 9H 8H 7H AC 2D 3S 4C", "JC TH 6H KS KD 5C 5D 9C 9D 2H"
    with pytest.raises(InvalidCardError, match="not a Meld"):
        gr.score_showdown(knocker, defender, knocker_melds=["JS JH JD"])
    with pytest.raises(InvalidCardError, match="list of Meld"):
        gr.score_showdown(knocker, defender, knocker_melds=Meld.parse("JS JH JD"))
    with pytest.raises(InvalidCardError):  # an endless iterator: read to card 53 only
        gr.score_showdown(knocker, itertools.count())
    melds_ = [Meld.parse("JS JH JD"), Meld.parse("7H 8H 9H")]
    assert gr.score_showdown(knocker, defender, knocker_melds=iter(melds_)).points == 40
