"""The moves of a hand: typed, printable, parsable, and numbered for machines.

Every action has a fixed integer id (disjoint ranges, so a policy head never has to
know the phase to read one):

====== ================================================
ids    meaning
====== ================================================
0-51   discard card ``id``
52-103 knock, discarding card ``id - 52`` face down (gin when no deadwood is left)
104    draw the top card of the stock
105    take the top card of the discard pile (the upcard)
106    pass (first-turn upcard offer; the stock end under OpenSpiel rules)
107    big gin: lay down all 11 cards without discarding
====== ================================================

A knock may carry the melds the knocker chooses to lay down; without them the engine
lays down the best arrangement. Such a knock has the same id as the plain one.

>>> parse_action("discard 7h"), parse_action("KNOCK TS"), parse_action("take")
(Discard(Card('7H')), Knock(Card('TS')), TakeUpcard())
>>> encode(parse_action("draw")), decode(52)
(104, Knock(Card('AC')))
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import ClassVar, Final

from .cards import ALL_CARDS, Card, parse_card, parse_cards
from .errors import GinRummyError, InvalidActionError, InvalidCardError
from .melds import Meld

DISCARD_BASE: Final = 0
KNOCK_BASE: Final = 52
DRAW_STOCK_ID: Final = 104
TAKE_UPCARD_ID: Final = 105
PASS_ID: Final = 106
BIG_GIN_ID: Final = 107
NUM_ACTIONS: Final = 108


@dataclass(frozen=True, slots=True)
class DrawStock:
    """Draw the top card of the stock."""

    id: ClassVar[int] = DRAW_STOCK_ID
    """The action's integer id."""

    def __str__(self) -> str:
        return "draw"

    def __repr__(self) -> str:
        return "DrawStock()"


@dataclass(frozen=True, slots=True)
class TakeUpcard:
    """Take the top card of the discard pile (also: accept the first-turn upcard)."""

    id: ClassVar[int] = TAKE_UPCARD_ID
    """The action's integer id."""

    def __str__(self) -> str:
        return "take"

    def __repr__(self) -> str:
        return "TakeUpcard()"


@dataclass(frozen=True, slots=True)
class Pass:
    """Refuse the first-turn upcard (or, under OpenSpiel rules, end a hand at the stock end)."""

    id: ClassVar[int] = PASS_ID
    """The action's integer id."""

    def __str__(self) -> str:
        return "pass"

    def __repr__(self) -> str:
        return "Pass()"


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard a card face up, ending the turn."""

    card: Card
    id: int = field(init=False, repr=False, compare=False)
    """The action's integer id (a plain attribute: it is read on every move)."""

    def __post_init__(self) -> None:
        if self.card.__class__ is not Card:
            object.__setattr__(self, "card", _action_card(self.card))
        object.__setattr__(self, "id", DISCARD_BASE + self.card)

    def __str__(self) -> str:
        return f"discard {self.card}"

    def __repr__(self) -> str:
        return f"Discard({self.card!r})"


@dataclass(frozen=True, slots=True)
class Knock:
    """Discard a card face down and lay the hand down; gin when no deadwood is left.

    ``melds`` is the arrangement the knocker chooses; ``None`` lets the engine lay down
    the best one (least deadwood, then fewest cards the opponent could lay off).
    """

    card: Card
    melds: tuple[Meld, ...] | None = None
    id: int = field(init=False, repr=False, compare=False)
    """The action's integer id (the same with or without chosen melds)."""

    def __post_init__(self) -> None:
        if self.card.__class__ is not Card:
            object.__setattr__(self, "card", _action_card(self.card))
        if self.melds is not None:
            object.__setattr__(self, "melds", _action_melds(self.melds))
        object.__setattr__(self, "id", KNOCK_BASE + self.card)

    def __str__(self) -> str:
        if self.melds is None:
            return f"knock {self.card}"
        return f"knock {self.card} " + " ".join(f"[{m}]" for m in self.melds)

    def __repr__(self) -> str:
        if self.melds is None:
            return f"Knock({self.card!r})"
        return f"Knock({self.card!r}, melds={self.melds!r})"


@dataclass(frozen=True, slots=True)
class BigGin:
    """Lay down all 11 cards, melded, without discarding (when big gin is enabled)."""

    id: ClassVar[int] = BIG_GIN_ID
    """The action's integer id."""

    melds: tuple[Meld, ...] | None = None

    def __post_init__(self) -> None:
        if self.melds is not None:
            object.__setattr__(self, "melds", _action_melds(self.melds))

    def __str__(self) -> str:
        if self.melds is None:
            return "big gin"
        return "big gin " + " ".join(f"[{m}]" for m in self.melds)

    def __repr__(self) -> str:
        return "BigGin()" if self.melds is None else f"BigGin(melds={self.melds!r})"


def _action_card(card: object) -> Card:
    """The card of a discard or knock built by hand: a card, its index or its text."""
    if isinstance(card, str):
        try:
            return parse_card(card)
        except InvalidCardError as exc:
            raise InvalidActionError(f"invalid card in action: {exc}") from None
    if isinstance(card, int) and not isinstance(card, bool) and 0 <= card < len(ALL_CARDS):
        return ALL_CARDS[card]
    raise InvalidActionError(f"invalid card in action: {card!r}")


def _action_melds(melds: object) -> tuple[Meld, ...]:
    """Chosen melds as a tuple (hashable), each a :class:`Meld` or its cards as text."""
    if isinstance(melds, str | Meld) or not isinstance(melds, Iterable):
        raise InvalidActionError(f"melds must be a sequence of melds, not {melds!r}")
    items: tuple[object, ...] = tuple(melds)
    out = []
    for meld in items:
        if isinstance(meld, Meld):
            out.append(meld)
            continue
        try:
            out.append(Meld(parse_cards(meld).mask))  # type: ignore[arg-type]
        except GinRummyError as exc:
            raise InvalidActionError(f"invalid meld {meld!r}: {exc}") from None
    return tuple(out)


Action = DrawStock | TakeUpcard | Pass | Discard | Knock | BigGin
"""Any action of a hand."""

DRAW_STOCK: Final = DrawStock()
TAKE_UPCARD: Final = TakeUpcard()
PASS: Final = Pass()
BIG_GIN: Final = BigGin()
DISCARDS: Final = tuple(Discard(c) for c in ALL_CARDS)
KNOCKS: Final = tuple(Knock(c) for c in ALL_CARDS)

_BY_ID: Final[tuple[Action, ...]] = (*DISCARDS, *KNOCKS, DRAW_STOCK, TAKE_UPCARD, PASS, BIG_GIN)


def encode(action: Action) -> int:
    """The integer id of an action."""
    return action.id


def decode(action_id: int) -> Action:
    """The action of an integer id (knocks decode without chosen melds).

    :raises InvalidActionError: for an id outside ``0..NUM_ACTIONS-1``.
    """
    if isinstance(action_id, bool) or not isinstance(action_id, int):
        raise InvalidActionError(f"action id must be an integer, not {action_id!r}")
    if not 0 <= action_id < NUM_ACTIONS:
        raise InvalidActionError(f"action id out of range 0..{NUM_ACTIONS - 1}: {action_id}")
    return _BY_ID[action_id]


_PATTERN_ACTIONS: dict[int, tuple[Action, ...]] = {}


def _pattern_actions(key: int) -> tuple[Action, ...]:
    """Actions of one 13-bit block of ids; ``key`` is ``block << 13 | pattern``."""
    base = (key >> 13) * 13
    pattern = key & 0x1FFF
    out = []
    while pattern:
        low = pattern & -pattern
        out.append(_BY_ID[base + low.bit_length() - 1])
        pattern ^= low
    actions = tuple(out)
    _PATTERN_ACTIONS[key] = actions
    return actions


_SPECIAL_ACTIONS: Final[tuple[tuple[Action, ...], ...]] = tuple(
    tuple(_BY_ID[104 + i] for i in range(4) if special >> i & 1) for special in range(16)
)
"""The actions of ids 104-107 (draw, take, pass, big gin), by those four bits."""

_CARD_IDS: Final = (1 << 104) - 1
"""The ids of the discards and knocks (0-103)."""


def actions_of_mask(mask: int) -> tuple[Action, ...]:
    """The actions whose ids are the set bits of ``mask``, in id order.

    Built from memoised 13-bit blocks (a suit's discards, a suit's knocks): a legal
    action list costs a few dictionary look-ups, not one step per action. A mask of
    draw, take and pass alone (every turn's first choice) is one tuple look-up.
    """
    if not mask & _CARD_IDS:
        return _SPECIAL_ACTIONS[mask >> 104 & 15]
    special = mask >> 104 & 15
    cards = mask & 0xFFFFFFFFFFFFF
    knocks = mask >> 52 & 0xFFFFFFFFFFFFF
    table = _PATTERN_ACTIONS
    out: tuple[Action, ...] = ()
    if cards:
        for key in (
            cards & 0x1FFF,
            1 << 13 | cards >> 13 & 0x1FFF,
            2 << 13 | cards >> 26 & 0x1FFF,
            3 << 13 | cards >> 39,
        ):
            if key & 0x1FFF:
                actions = table.get(key)
                out += actions if actions is not None else _pattern_actions(key)
    if knocks:
        for key in (
            4 << 13 | knocks & 0x1FFF,
            5 << 13 | knocks >> 13 & 0x1FFF,
            6 << 13 | knocks >> 26 & 0x1FFF,
            7 << 13 | knocks >> 39,
        ):
            if key & 0x1FFF:
                actions = table.get(key)
                out += actions if actions is not None else _pattern_actions(key)
    if special:
        out += _SPECIAL_ACTIONS[special]
    return out


_WORDS: Final[dict[str, Action]] = {
    "draw": DRAW_STOCK,
    "stock": DRAW_STOCK,
    "draw stock": DRAW_STOCK,
    "d": DRAW_STOCK,
    "take": TAKE_UPCARD,
    "upcard": TAKE_UPCARD,
    "take upcard": TAKE_UPCARD,
    "draw upcard": TAKE_UPCARD,
    "draw discard": TAKE_UPCARD,
    "t": TAKE_UPCARD,
    "pass": PASS,
    "p": PASS,
    "big gin": BIG_GIN,
    "biggin": BIG_GIN,
}
_MELD_RE: Final = re.compile(r"\[([^\]]*)\]")


def parse_action(text: str) -> Action:
    """Parse an action from text, syntax only (whether it is legal is the state's call).

    Accepted: ``draw``, ``take``, ``pass``, ``discard 7H`` (or just ``7H``), ``knock 7H``,
    ``gin 7H``, ``big gin``, a knock or big gin followed by melds in brackets
    (``knock 2C [7H 8H 9H] [7C 7D 7S]``), or an action id as a number.

    :raises InvalidActionError: naming what could not be read.
    """
    if not isinstance(text, str):
        raise InvalidActionError(f"action must be text, not {type(text).__name__}")
    raw = " ".join(text.strip().split())
    lowered = raw.lower()
    if not lowered:
        raise InvalidActionError("empty action")
    if lowered.isascii() and lowered.isdigit():
        return decode(int(lowered))
    if lowered in _WORDS:
        return _WORDS[lowered]
    melds: tuple[Meld, ...] | None = None
    if "[" in raw:
        head = raw[: raw.index("[")].strip()
        tail = raw[raw.index("[") :]
        if _MELD_RE.sub("", tail).strip():
            raise InvalidActionError(f"invalid melds in {text!r}: write them as [7H 8H 9H]")
        try:
            melds = tuple(Meld(parse_cards(m).mask) for m in _MELD_RE.findall(tail))
        except GinRummyError as exc:
            raise InvalidActionError(f"invalid meld in {text!r}: {exc}") from None
        lowered = head.lower()
        if lowered in ("big gin", "biggin"):
            return BigGin(melds)
    verb, _, rest = lowered.partition(" ")
    if not rest:
        verb, rest = "discard", verb
    try:
        card = parse_card(rest)
    except InvalidCardError as exc:
        raise InvalidActionError(f"invalid action {text!r}: {exc}") from None
    if verb in ("discard", "d"):
        if melds is not None:
            raise InvalidActionError(f"a discard takes no melds: {text!r}")
        return DISCARDS[card]
    if verb in ("knock", "gin", "k"):
        return KNOCKS[card] if melds is None else Knock(card, melds)
    raise InvalidActionError(f"unknown action {text!r}")
