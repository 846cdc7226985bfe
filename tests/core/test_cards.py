"""Cards, notations and card sets (RULES.md, "Cards")."""

from __future__ import annotations

import pickle
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy.core.cards import (
    ALL_CARDS,
    CARD_VALUES,
    FULL_DECK_MASK,
    NUM_CARDS,
    Card,
    CardSet,
    Suit,
    cards_of,
    mask_of,
    mask_value,
    parse_card,
    parse_card_list,
    parse_cards,
)
from ginrummy.core.errors import GinRummyError, InvalidCardError
from tests.helpers.examples import examples

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUIT_LETTERS = "CDHS"
SUIT_SYMBOLS = "♣♦♥♠"


def expected_index(rank: int, suit: int) -> int:
    return suit * 13 + rank - 1


# --------------------------------------------------------------------------- parsing


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("7H", 7, Suit.HEARTS),
        ("7h", 7, Suit.HEARTS),
        ("10H", 10, Suit.HEARTS),
        ("10h", 10, Suit.HEARTS),
        ("TH", 10, Suit.HEARTS),
        ("th", 10, Suit.HEARTS),
        ("tH", 10, Suit.HEARTS),
        ("7♥", 7, Suit.HEARTS),
        ("10♥", 10, Suit.HEARTS),
        ("T♥", 10, Suit.HEARTS),
        ("AC", 1, Suit.CLUBS),
        ("ac", 1, Suit.CLUBS),
        ("A♣", 1, Suit.CLUBS),
        ("2D", 2, Suit.DIAMONDS),
        ("2♦", 2, Suit.DIAMONDS),
        ("JS", 11, Suit.SPADES),
        ("j♠", 11, Suit.SPADES),
        ("QD", 12, Suit.DIAMONDS),
        ("qd", 12, Suit.DIAMONDS),
        ("KS", 13, Suit.SPADES),
        ("k♠", 13, Suit.SPADES),
        ("9c", 9, Suit.CLUBS),
        (" 9C ", 9, Suit.CLUBS),
        ("\t5s\n", 5, Suit.SPADES),
    ],
)
def test_parse_card_notations(text: str, rank: int, suit: Suit) -> None:
    card = parse_card(text)
    assert isinstance(card, Card)
    assert card.rank == rank
    assert card.suit is suit
    assert int(card) == expected_index(rank, suit)
    assert Card.parse(text) is card


@pytest.mark.parametrize("rank", range(1, 14))
@pytest.mark.parametrize("suit", range(4))
def test_every_notation_of_every_card(rank: int, suit: int) -> None:
    index = expected_index(rank, suit)
    names = [RANKS[rank - 1]]
    if rank == 10:
        names.append("T")
    spellings = []
    for name in names:
        for suit_text in (SUIT_LETTERS[suit], SUIT_SYMBOLS[suit]):
            token = name + suit_text
            spellings += [token, token.lower(), token.upper(), token.swapcase()]
    for token in spellings:
        assert int(parse_card(token)) == index, token


def test_parse_card_returns_interned_cards() -> None:
    assert parse_card("7H") is parse_card("7♥") is Card(expected_index(7, 2))
    assert Card(5) is Card(5)
    assert parse_card(Card(5)) is Card(5)  # a Card passes through


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("1H", "'1'"),
        ("7X", "'X'"),
        ("11H", "'11'"),
        ("0H", "'0'"),
        ("7HH", "7HH"),
        ("1♥", "'1'"),
        ("ZH", "'Z'"),
        ("10", "'10'"),
        ("H", "'H'"),
        ("7 H", "7 H"),
    ],
)
def test_parse_card_errors_name_the_token(text: str, fragment: str) -> None:
    with pytest.raises(InvalidCardError) as info:
        parse_card(text)
    message = str(info.value)
    assert repr(text.strip()) in message
    assert fragment in message


def test_parse_card_error_explains_rank_and_suit() -> None:
    with pytest.raises(InvalidCardError, match="unknown rank '1'"):
        parse_card("1H")
    with pytest.raises(InvalidCardError, match="unknown rank '11'"):
        parse_card("11H")
    with pytest.raises(InvalidCardError, match="unknown suit 'X'"):
        parse_card("7X")


@pytest.mark.parametrize("text", ["", " ", "\t\n"])
def test_parse_card_empty(text: str) -> None:
    with pytest.raises(InvalidCardError, match="empty"):
        parse_card(text)


@pytest.mark.parametrize("value", [None, 7, 7.0, b"7H", ["7H"], ("7", "H"), object()])
def test_parse_card_non_strings(value: object) -> None:
    with pytest.raises(InvalidCardError, match="expected a string"):
        parse_card(value)  # type: ignore[arg-type]


def test_errors_are_value_errors() -> None:
    assert issubclass(InvalidCardError, GinRummyError)
    assert issubclass(InvalidCardError, ValueError)
    with pytest.raises(ValueError):
        parse_card("ZZ")


# --------------------------------------------------------------------------- hands


@pytest.mark.parametrize(
    "text",
    [
        "7H 8H 9H",
        "7h,8h,9h",
        "7H, 8H; 9H",
        "7♥ 8♥ 9♥",
        "  7H\t8H\n9H  ",
        "7H8H9H",
        "7h8♥9H",
        "9H 7H 8H",
    ],
)
def test_parse_cards_separators(text: str) -> None:
    hand = parse_cards(text)
    assert [str(c) for c in hand] == ["7H", "8H", "9H"]


def test_parse_cards_without_spaces_with_tens() -> None:
    assert str(parse_cards("10H10S")) == "TH TS"
    assert str(parse_cards("TH10S")) == "TH TS"


def test_parse_cards_accepts_iterables() -> None:
    hand = parse_cards(["7H", 8, Card(22), "10♣"])
    assert {str(c) for c in hand} == {"7H", "9C", "TD", "TC"}
    assert len(hand) == 4
    assert parse_cards([]) == CardSet()
    assert parse_cards("") == CardSet()
    assert parse_cards(iter(["AS"])) == CardSet([Card.of(1, Suit.SPADES)])
    hand2 = parse_cards("KD")
    assert parse_cards(hand2) is hand2


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("7H 7h", "7H"),
        ("7H 7♥", "7H"),
        ("TH 10H", "TH"),
        ("10h 8C th", "TH"),
        ("AS 2S AS", "AS"),
    ],
)
def test_parse_cards_duplicates(text: str, card: str) -> None:
    with pytest.raises(InvalidCardError, match=re.escape(f"duplicate card '{card}'")):
        parse_cards(text)


def test_parse_cards_duplicates_in_lists() -> None:
    with pytest.raises(InvalidCardError, match="duplicate card '7H'"):
        parse_cards(["7H", 7 + 26 - 1])
    with pytest.raises(InvalidCardError, match="duplicate"):
        parse_cards([Card(3), Card(3)])


def test_parse_card_list_keeps_order_and_repeats() -> None:
    assert [str(c) for c in parse_card_list("7h, 10♣ QS 7H")] == ["7H", "TC", "QS", "7H"]
    assert parse_card_list([3, "3C"]) == [Card(3), Card(2)]


@pytest.mark.parametrize(
    ("text", "token"),
    [
        ("7H 1H 9H", "1H"),
        ("7H, 7X", "7X"),
        ("AS 11H", "11H"),
        ("7H8X", "7H8X"),
        ("QS,,ZZ", "ZZ"),
    ],
)
def test_parse_cards_bad_token_named(text: str, token: str) -> None:
    with pytest.raises(InvalidCardError, match=re.escape(repr(token))):
        parse_cards(text)


@pytest.mark.parametrize("items", [[None], [True], [1.5], [b"7H"], [-1], [52], [100]])
def test_parse_cards_bad_items(items: list[object]) -> None:
    with pytest.raises(InvalidCardError):
        parse_cards(items)  # type: ignore[arg-type]


@pytest.mark.parametrize("value", [None, 7, 3.5])
def test_parse_cards_non_iterables(value: object) -> None:
    with pytest.raises(InvalidCardError):
        parse_cards(value)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- Card


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("AC", 1),
        ("2D", 2),
        ("3H", 3),
        ("4S", 4),
        ("5C", 5),
        ("6D", 6),
        ("7H", 7),
        ("8S", 8),
        ("9C", 9),
        ("TD", 10),
        ("JH", 10),
        ("QS", 10),
        ("KC", 10),
    ],
)
def test_card_values(text: str, value: int) -> None:
    assert parse_card(text).value == value


def test_card_values_table() -> None:
    for card in ALL_CARDS:
        assert card.value == CARD_VALUES[card] == min(card.rank, 10)
    assert sum(CARD_VALUES) == 4 * (1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 * 4)


@pytest.mark.parametrize(
    ("text", "machine", "people", "people_ascii"),
    [
        ("7h", "7H", "7♥", "7H"),
        ("10h", "TH", "10♥", "10H"),
        ("T♥", "TH", "10♥", "10H"),
        ("as", "AS", "A♠", "AS"),
        ("kc", "KC", "K♣", "KC"),
        ("QD", "QD", "Q♦", "QD"),
        ("j♣", "JC", "J♣", "JC"),
    ],
)
def test_output_notations(text: str, machine: str, people: str, people_ascii: str) -> None:
    card = parse_card(text)
    assert str(card) == machine
    assert card.pretty() == people
    assert card.pretty(ascii=True) == people_ascii
    assert repr(card) == f"Card('{machine}')"


def test_index_order() -> None:
    # clubs, diamonds, hearts, spades; ace to king
    assert [str(c) for c in ALL_CARDS[:13]] == [
        "AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC",
    ]  # fmt: skip
    assert [str(ALL_CARDS[i * 13]) for i in range(4)] == ["AC", "AD", "AH", "AS"]
    assert len(ALL_CARDS) == NUM_CARDS == 52
    assert all(int(c) == i for i, c in enumerate(ALL_CARDS))


def test_card_of() -> None:
    assert str(Card.of(1, Suit.CLUBS)) == "AC"
    assert str(Card.of(13, Suit.SPADES)) == "KS"
    assert str(Card.of(10, 2)) == "TH"
    for bad_rank, bad_suit in [(0, 0), (14, 0), (1, 4), (1, -1), (-1, 2)]:
        with pytest.raises(InvalidCardError):
            Card.of(bad_rank, bad_suit)


@pytest.mark.parametrize("index", [-1, -52, 52, 100, True, False, 1.0, "7H", None])
def test_card_bad_index(index: object) -> None:
    with pytest.raises(InvalidCardError):
        Card(index)  # type: ignore[arg-type]


def test_card_mask_and_suit_properties() -> None:
    card = parse_card("9S")
    assert card.mask == 1 << int(card)
    assert card.rank == 9
    assert card.suit is Suit.SPADES
    assert Suit.SPADES.letter == "S"
    assert Suit.SPADES.symbol == "♠"
    assert [s.letter for s in Suit] == list(SUIT_LETTERS)
    assert [s.symbol for s in Suit] == list(SUIT_SYMBOLS)


def test_card_is_an_int_and_pickles() -> None:
    card = parse_card("QH")
    assert card == 2 * 13 + 11
    assert hash(card) == hash(int(card))
    assert pickle.loads(pickle.dumps(card)) is card


# --------------------------------------------------------------------------- round trips


@pytest.mark.parametrize("card", ALL_CARDS, ids=str)
def test_round_trip_every_card(card: Card) -> None:
    assert parse_card(str(card)) is card
    assert parse_card(str(card).lower()) is card
    assert parse_card(card.pretty()) is card
    assert parse_card(card.pretty(ascii=True)) is card
    assert parse_card(repr(card)[6:-2]) is card
    assert Card.of(card.rank, card.suit) is card
    assert Card(int(card)) is card


def test_round_trip_whole_deck() -> None:
    deck = CardSet(FULL_DECK_MASK)
    assert len(deck) == 52
    assert parse_cards(str(deck)) == deck
    assert parse_cards(deck.pretty()) == deck
    assert parse_cards(deck.pretty(ascii=True)) == deck
    assert parse_cards(str(deck).replace(" ", "")) == deck
    assert deck.value == 340


# --------------------------------------------------------------------------- CardSet


def test_cardset_basics() -> None:
    hand = parse_cards("7H 8H 9H 7S 7D")
    assert len(hand) == 5
    assert bool(hand)
    assert not CardSet()
    assert len(CardSet()) == 0
    assert "7S" in hand
    assert "7♠" in hand
    assert parse_card("7S") in hand
    assert int(parse_card("7C")) not in hand
    assert "7C" not in hand
    assert 99 not in hand
    assert -1 not in hand
    assert None not in hand
    assert [str(c) for c in hand] == ["7D", "7H", "8H", "9H", "7S"]  # index order
    assert str(hand) == "7D 7H 8H 9H 7S"
    assert hand.pretty() == "7♦ 7♥ 8♥ 9♥ 7♠"
    assert hand.pretty(ascii=True) == "7D 7H 8H 9H 7S"
    assert [str(c) for c in hand.sorted_by_rank()] == ["7D", "7H", "7S", "8H", "9H"]
    assert hand.value == 7 + 8 + 9 + 7 + 7
    assert eval(repr(hand), {"CardSet": CardSet}) == hand


def test_cardset_operations() -> None:
    a = parse_cards("7H 8H 9H 7S")
    b = parse_cards("7S 7D KC")
    assert a | b == parse_cards("7H 8H 9H 7S 7D KC")
    assert a & b == parse_cards("7S")
    assert a - b == parse_cards("7H 8H 9H")
    assert a ^ b == parse_cards("7H 8H 9H 7D KC")
    assert not a.isdisjoint(b)
    assert a.isdisjoint(parse_cards("2C 3C"))
    assert parse_cards("7H 8H") <= a
    assert parse_cards("7H 8H") < a
    assert a <= a
    assert not a < a
    assert a >= parse_cards("9H")
    assert not b <= a
    assert int(a) == a.mask == mask_of(a)
    assert a.add(parse_card("TH")) == parse_cards("7H 8H 9H TH 7S")
    assert a.remove(parse_card("7S")) == parse_cards("7H 8H 9H")
    assert a.remove(parse_card("2C")) == a  # removing an absent card is harmless
    assert a == parse_cards("7H 8H 9H 7S")  # unchanged: immutable values
    assert a != b
    assert a != "7H 8H 9H 7S"
    assert len({a, parse_cards("9H 8H 7H 7S"), b}) == 2


def test_cardset_is_immutable() -> None:
    hand = parse_cards("AC")
    with pytest.raises(AttributeError):
        hand.mask = 0  # type: ignore[misc]


def test_cardset_constructors() -> None:
    assert CardSet([0, 13, 26]) == CardSet(1 | 1 << 13 | 1 << 26)
    assert CardSet([Card(5)]) == CardSet(1 << 5)
    assert CardSet.parse("AC AD") == CardSet([0, 13])
    assert CardSet(FULL_DECK_MASK) == CardSet(range(52))
    for bad in (-1, FULL_DECK_MASK + 1, 1 << 52):
        with pytest.raises(InvalidCardError):
            CardSet(bad)
    for bad_items in ([-1], [52], [True]):
        with pytest.raises(InvalidCardError):
            CardSet(bad_items)


def test_mask_helpers() -> None:
    assert cards_of(0) == ()
    assert cards_of(FULL_DECK_MASK) == ALL_CARDS
    assert mask_of([0, 0, 51]) == 1 | 1 << 51
    assert mask_value(0) == 0
    assert mask_value(FULL_DECK_MASK) == 340


card_masks = st.integers(min_value=0, max_value=FULL_DECK_MASK)


@settings(max_examples=examples(300), deadline=None)
@given(card_masks, card_masks)
def test_cardset_matches_python_sets(m1: int, m2: int) -> None:
    a, b = CardSet(m1), CardSet(m2)
    sa, sb = set(a), set(b)
    assert len(a) == len(sa)
    assert set(a | b) == sa | sb
    assert set(a & b) == sa & sb
    assert set(a - b) == sa - sb
    assert set(a ^ b) == sa ^ sb
    assert (a <= b) == (sa <= sb)
    assert (a < b) == (sa < sb)
    assert a.isdisjoint(b) == sa.isdisjoint(sb)
    assert a.value == sum(c.value for c in a) == mask_value(m1)
    assert list(a) == sorted(a)
    assert parse_cards(str(a)) == a
    assert parse_cards(a.pretty()) == a
    assert parse_cards([str(c) for c in a]) == a
    assert parse_cards(list(a)) == a


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.sampled_from(ALL_CARDS), min_size=1, max_size=20), st.data())
def test_parse_card_list_mixed_spellings(cards: list[Card], data: st.DataObject) -> None:
    spellings = []
    for card in cards:
        style = data.draw(st.sampled_from(["machine", "pretty", "ascii", "lower", "swap"]))
        text = {
            "machine": str(card),
            "pretty": card.pretty(),
            "ascii": card.pretty(ascii=True),
            "lower": str(card).lower(),
            "swap": card.pretty(ascii=True).swapcase(),
        }[style]
        spellings.append(text)
    sep = data.draw(st.sampled_from([" ", ",", ", ", ";", "\n", " ; "]))
    assert parse_card_list(sep.join(spellings)) == cards
    assert parse_card_list(spellings) == cards
