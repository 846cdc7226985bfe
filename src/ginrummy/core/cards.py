"""Cards, suits and sets of cards, with every notation of RULES.md.

A card is an ``int`` from 0 to 51: ``suit * 13 + (rank - 1)``, suits in the order
clubs, diamonds, hearts, spades. A set of cards is a 52-bit mask with 13 bits a suit,
so a suit's cards are one 13-bit pattern and a rank's cards are four bits 13 apart.
The meld solver works on those masks directly; :class:`Card` and :class:`CardSet` are
the friendly, still cheap, faces of the same ints.

>>> parse_card("10h")
Card('TH')
>>> str(parse_card("T♥")), parse_card("7s").pretty()
('TH', '7♠')
>>> hand = parse_cards("7H 8H 9H 7S 7D")
>>> len(hand), Card.parse("7S") in hand
(5, True)
>>> print(hand.pretty())
7♦ 7♥ 8♥ 9♥ 7♠
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from enum import IntEnum
from itertools import islice
from typing import Final, Self

from .errors import InvalidCardError

NUM_CARDS: Final = 52
NUM_RANKS: Final = 13
SUIT_BITS: Final = 0x1FFF
"""The 13-bit mask of one suit's ranks (ace in bit 0)."""
FULL_DECK_MASK: Final = (1 << NUM_CARDS) - 1


class Suit(IntEnum):
    """The four suits, in the order of the card index."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """The machine letter: ``C D H S``."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        """The symbol for people: ``♣ ♦ ♥ ♠``."""
        return "♣♦♥♠"[self]


RANK_LETTERS: Final = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K")
RANK_NAMES: Final = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

_RANK_INPUT: Final[dict[str, int]] = {name: i + 1 for i, name in enumerate(RANK_LETTERS)} | {
    "10": 10
}
_SUIT_INPUT: Final[dict[str, Suit]] = {
    "C": Suit.CLUBS,
    "D": Suit.DIAMONDS,
    "H": Suit.HEARTS,
    "S": Suit.SPADES,
    "♣": Suit.CLUBS,
    "♦": Suit.DIAMONDS,
    "♥": Suit.HEARTS,
    "♠": Suit.SPADES,
    "♧": Suit.CLUBS,
    "♢": Suit.DIAMONDS,
    "♡": Suit.HEARTS,
    "♤": Suit.SPADES,
}
_CARD_RE: Final = re.compile(r"(10|[2-9AJQKT])([CDHS♣♦♥♠♧♢♡♤])", re.IGNORECASE)
_SEPARATORS: Final = re.compile(r"[\s,;]+")


class Card(int):
    """One card: an ``int`` 0..51 that also knows its rank, suit, value and names.

    Instances are interned (``Card(7) is Card(7)``), so creating them costs a lookup.
    ``str()`` gives the machine notation (``7H``, ``TH``), :meth:`pretty` the one for
    people (``7♥``, ``10♥``), and ``repr()`` a constructor expression.
    """

    __slots__ = ()

    def __new__(cls, index: int) -> Card:
        # A negative index would silently wrap around (``_CARDS[-1]`` is the K♠), and a
        # bool is an int that no caller means as a card.
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < NUM_CARDS:
            raise InvalidCardError(f"card index out of range: {index!r}")
        return _CARDS[index]

    @classmethod
    def _make(cls, index: int) -> Card:
        return int.__new__(cls, index)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse one card in any accepted notation; see :func:`parse_card`."""
        return parse_card(text)

    @classmethod
    def of(cls, rank: int, suit: Suit | int) -> Card:
        """The card of ``rank`` (1 = ace .. 13 = king) in ``suit`` (a :class:`Suit` or 0..3).

        :raises InvalidCardError: for anything else, bools and non-ints included.
        """
        if (
            not isinstance(rank, int)
            or not isinstance(suit, int)
            or isinstance(rank, bool)
            or isinstance(suit, bool)
            or not 1 <= rank <= NUM_RANKS
            or not 0 <= suit <= 3
        ):
            raise InvalidCardError(f"no such card: rank {rank!r}, suit {suit!r}")
        return _CARDS[int(suit) * NUM_RANKS + rank - 1]

    @property
    def rank(self) -> int:
        """1 for the ace up to 13 for the king (aces are low only)."""
        return int(self) % NUM_RANKS + 1

    @property
    def suit(self) -> Suit:
        """The card's suit."""
        return Suit(int(self) // NUM_RANKS)

    @property
    def value(self) -> int:
        """Deadwood value: ace 1, pips their number, face cards 10."""
        return CARD_VALUES[self]

    @property
    def mask(self) -> int:
        """The card's bit in a 52-bit card mask."""
        return 1 << int(self)

    def __str__(self) -> str:
        return _CARD_TEXT[self]

    def pretty(self, *, ascii: bool = False) -> str:
        """The notation for people: ``10♥``; with ``ascii=True``, ``10H``."""
        suit = "CDHS" if ascii else "♣♦♥♠"
        return RANK_NAMES[int(self) % NUM_RANKS] + suit[int(self) // NUM_RANKS]

    def __repr__(self) -> str:
        return f"Card('{self}')"

    def __reduce__(self) -> tuple[type[Card], tuple[int]]:
        return (Card, (int(self),))


_CARD_TEXT: Final = tuple(
    RANK_LETTERS[i % NUM_RANKS] + "CDHS"[i // NUM_RANKS] for i in range(NUM_CARDS)
)
"""Each card's machine notation, made once (records write every card of every deck)."""

CARD_VALUES: Final[tuple[int, ...]] = tuple(min(i % NUM_RANKS + 1, 10) for i in range(NUM_CARDS))
"""Deadwood value of each card index."""

_CARDS: Final[tuple[Card, ...]] = tuple(Card._make(i) for i in range(NUM_CARDS))
ALL_CARDS: Final = _CARDS
"""The 52 cards in index order."""


def parse_card(text: str) -> Card:
    """Parse one card: ``7H``, ``7h``, ``10H``, ``TH``, ``7♥``; case and spaces ignored.

    :raises InvalidCardError: naming the token, for anything else.

    >>> parse_card(" qs ")
    Card('QS')
    >>> parse_card("1H")
    Traceback (most recent call last):
    ...
    ginrummy.core.errors.InvalidCardError: invalid card '1H': unknown rank '1' (use A 2-10 T J Q K)
    """
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise InvalidCardError(f"invalid card {text!r}: expected a string such as '7H'")
    token = text.strip()
    match = _CARD_RE.fullmatch(token)
    if match is None:
        raise InvalidCardError(f"invalid card {token!r}: {_explain(token)}")
    rank = _RANK_INPUT[match.group(1).upper()]
    suit = _SUIT_INPUT[match.group(2).upper()]
    return _CARDS[suit * NUM_RANKS + rank - 1]


def _explain(token: str) -> str:
    if not token:
        return "empty"
    suit_char = token[-1].upper()
    rank_part = token[:-1].upper()
    if suit_char not in _SUIT_INPUT:
        return f"unknown suit {token[-1]!r} (use C D H S or ♣ ♦ ♥ ♠)"
    if rank_part not in _RANK_INPUT:
        return f"unknown rank {token[:-1]!r} (use A 2-10 T J Q K)"
    return "not a card"  # pragma: no cover - the regex accepts every known rank+suit


def _tokens(text: str) -> Iterator[str]:
    for chunk in _SEPARATORS.split(text.strip()):
        if not chunk:
            continue
        parts = _CARD_RE.findall(chunk)
        if parts and "".join(r + s for r, s in parts).upper() == chunk.upper() and len(parts) > 1:
            yield from (r + s for r, s in parts)  # "7H8H9H" written without spaces
        else:
            yield chunk


CardsLike = str | Iterable["str | int | Card"]
"""What the API accepts wherever it wants cards: a string, or an iterable of cards,
card strings or card indices."""


def parse_card_list(cards: CardsLike) -> list[Card]:
    """Parse cards keeping their order and repeats (for deck orders and pick lists).

    >>> parse_card_list("7h, 10♣ QS")
    [Card('7H'), Card('TC'), Card('QS')]
    """
    return list(_card_stream(cards))


def _card_stream(cards: CardsLike) -> Iterator[Card]:
    """The cards of a string or an iterable, parsed one at a time as they are read.

    Lazy, so that :func:`parse_hand` can stop reading a hand that is already too big
    (or an endless iterator) after one card too many.
    """
    if isinstance(cards, str):
        for tok in _tokens(cards):
            yield parse_card(tok)
        return
    try:
        items = iter(cards)
    except TypeError:
        raise InvalidCardError(
            f"invalid cards {cards!r}: expected a string such as '7H 8H' or a list of cards"
        ) from None
    for item in items:
        if isinstance(item, Card):
            yield item
        elif isinstance(item, int) and not isinstance(item, bool):
            yield Card(item)
        elif isinstance(item, str):
            yield parse_card(item)
        else:
            raise InvalidCardError(f"invalid card {item!r}: expected a string such as '7H'")


def parse_cards(cards: CardsLike) -> CardSet:
    """Parse a hand: distinct cards in any notation, separated by spaces or commas.

    :raises InvalidCardError: for a bad token or a card given twice.

    >>> parse_cards("7H 8H 9H").pretty()
    '7♥ 8♥ 9♥'
    >>> parse_cards("7H 7h")
    Traceback (most recent call last):
    ...
    ginrummy.core.errors.InvalidCardError: duplicate card '7H'
    """
    if isinstance(cards, CardSet):
        return cards
    return CardSet(_distinct_mask(_card_stream(cards)))


def _distinct_mask(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        bit = 1 << card
        if mask & bit:
            raise InvalidCardError(f"duplicate card '{card}'")
        mask |= bit
    return mask


def parse_hand(cards: CardsLike, max_cards: int) -> CardSet:
    """Parse a hand of at most ``max_cards`` distinct cards, as :func:`parse_cards` does.

    It reads at most one card past the limit, so a long list, a long string or an endless
    iterator is refused at once instead of being parsed in full.

    :raises InvalidCardError: for a bad token, a repeated card, or too many cards.

    >>> len(parse_hand("7H 8H 9H", 11))
    3
    >>> parse_hand("AC 2C 3C", 2)
    Traceback (most recent call last):
    ...
    ginrummy.core.errors.InvalidCardError: too many cards: more than 2
    """
    if isinstance(cards, CardSet):
        if len(cards) > max_cards:
            raise InvalidCardError(f"too many cards: {len(cards)}, at most {max_cards}")
        return cards
    mask = _distinct_mask(islice(_card_stream(cards), max_cards + 1))
    if mask.bit_count() > max_cards:
        raise InvalidCardError(f"too many cards: more than {max_cards}")
    return CardSet(mask)


class CardSet:
    """An immutable set of cards backed by a 52-bit mask.

    Iterates in index order (clubs, diamonds, hearts, spades; ace to king). Supports
    ``len``, ``in``, ``|``, ``&``, ``-``, ``^``, comparisons as sets, and ``int()``
    for the raw mask.
    """

    __slots__ = ("mask",)
    mask: int

    def __init__(self, mask: int | Iterable[int] = 0) -> None:
        """A set from a 52-bit mask (a plain ``int``) or from card indices.

        Any subset of the deck is allowed (this is a set, not a hand: no size limit).

        :raises InvalidCardError: for a mask with bits outside 0..51 or negative, a bool, a
            single :class:`Card` (write ``CardSet([card])``), or anything else not cards.
        """
        if type(mask) is not int:  # the hot path is a plain int; bools and Cards are ints
            mask = _mask_of_indices(mask)
        if mask < 0 or mask > FULL_DECK_MASK:
            raise InvalidCardError(f"card mask out of range: {mask:#x}")
        object.__setattr__(self, "mask", mask)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("CardSet is immutable")

    def __reduce__(self) -> tuple[type[CardSet], tuple[int]]:
        """Pickle as the mask (observations travel to the server's thinking processes)."""
        return (CardSet, (self.mask,))

    @classmethod
    def parse(cls, text: CardsLike) -> CardSet:
        """Parse a hand; see :func:`parse_cards`."""
        return parse_cards(text)

    def __iter__(self) -> Iterator[Card]:
        return iter(cards_of(self.mask))

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __contains__(self, card: object) -> bool:
        if isinstance(card, str):
            card = parse_card(card)
        if not isinstance(card, int) or not 0 <= card < NUM_CARDS:
            return False
        return bool(self.mask >> card & 1)

    def __int__(self) -> int:
        return self.mask

    def __index__(self) -> int:
        return self.mask

    def __hash__(self) -> int:
        return hash(("CardSet", self.mask))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CardSet):
            return self.mask == other.mask
        return NotImplemented

    def __or__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask | other.mask)

    def __and__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & other.mask)

    def __sub__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & ~other.mask)

    def __xor__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask ^ other.mask)

    def __le__(self, other: CardSet) -> bool:
        return self.mask & ~other.mask == 0

    def __lt__(self, other: CardSet) -> bool:
        return self <= other and self.mask != other.mask

    def isdisjoint(self, other: CardSet) -> bool:
        """True when the two sets share no card."""
        return self.mask & other.mask == 0

    def add(self, card: int) -> Self:
        """A new set with ``card`` added (the set itself never changes).

        :raises InvalidCardError: when ``card`` is not a card index 0..51.
        """
        return type(self)(self.mask | 1 << Card(card))

    def remove(self, card: int) -> Self:
        """A new set without ``card``.

        :raises InvalidCardError: when ``card`` is not a card index 0..51.
        """
        return type(self)(self.mask & ~(1 << Card(card)))

    @property
    def value(self) -> int:
        """The sum of the cards' deadwood values."""
        return mask_value(self.mask)

    def sorted_by_rank(self) -> list[Card]:
        """The cards ordered by rank, then suit (how sets read best)."""
        return sorted(self, key=lambda c: (c % NUM_RANKS, c // NUM_RANKS))

    def __str__(self) -> str:
        return " ".join(str(c) for c in self)

    def pretty(self, *, ascii: bool = False) -> str:
        """The cards for people, space separated: ``7♥ 8♥ 9♥``."""
        return " ".join(c.pretty(ascii=ascii) for c in self)

    def __repr__(self) -> str:
        return f"CardSet.parse('{self}')"


def _mask_of_indices(cards: object) -> int:
    """The mask of some card indices (repeats merged), refusing anything that is not cards."""
    if isinstance(cards, CardSet):
        return cards.mask
    if isinstance(cards, Card):
        raise InvalidCardError(f"a card is not a card mask: write CardSet([{cards!r}])")
    if isinstance(cards, int | str) or not isinstance(cards, Iterable):  # bools are ints
        raise InvalidCardError(f"not a card mask or card indices: {cards!r}")
    bits = 0
    for card in cards:
        bits |= 1 << Card(card)  # validates: no negative, bool or non-int index
    return bits


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, in index order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(_CARDS[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


def indices_of(mask: int) -> list[int]:
    """The card indices of a mask, in index order, as plain ints: what the agents' hot
    loops want (:func:`cards_of` gives :class:`Card` objects, for people and records).

    >>> indices_of(0b1011)
    [0, 1, 3]
    """
    out = []
    while mask:
        low = mask & -mask
        mask ^= low
        out.append(low.bit_length() - 1)
    return out


def mask_of(cards: Iterable[int]) -> int:
    """The mask of some cards (repeats are merged)."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def mask_value(mask: int) -> int:
    """The deadwood value of all the cards in a mask."""
    return (
        _SUIT_VALUE[mask & SUIT_BITS]
        + _SUIT_VALUE[mask >> 13 & SUIT_BITS]
        + _SUIT_VALUE[mask >> 26 & SUIT_BITS]
        + _SUIT_VALUE[mask >> 39 & SUIT_BITS]
    )


def _suit_values() -> tuple[int, ...]:
    table = [0] * (1 << NUM_RANKS)
    for pattern in range(1, 1 << NUM_RANKS):
        low = pattern & -pattern
        table[pattern] = table[pattern ^ low] + min(low.bit_length(), 10)
    return tuple(table)


_SUIT_VALUE: Final = _suit_values()
