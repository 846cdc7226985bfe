"""Translate between this engine and OpenSpiel's ``gin_rummy`` game.

Nothing here imports ``pyspiel``: these are the conventions of OpenSpiel's game, written
down once, so a test (or a tool) can drive both implementations side by side.

Cards
    OpenSpiel numbers a card ``suit * 13 + rank`` (rank 0 = ace) with the suits in the
    order *spades, clubs, diamonds, hearts* (``"scdh"``); we use clubs, diamonds, hearts,
    spades. Ranks agree, so only the suit moves.

The deal
    OpenSpiel deals with chance outcomes: 10 cards to player 0, 10 to player 1, then the
    upcard; player 0 acts first, so player 0 is our non-dealer and our dealer is seat 1
    (:data:`OPENSPIEL_DEALER`). Stock cards are chance outcomes drawn one at a time when a
    player draws, so our deck order puts them in the order they were (or will be) drawn.

Actions (player actions; ids 0-51 are cards)
    ====== ===============================================================
    0-51   discard a card (draw phase over), the knocker's face-down discard,
           or a card laid off by the defender
    52     draw the upcard (also: take the first upcard)
    53     draw from the stock
    54     pass (first upcard; the "wall"; end of laying melds or lay-offs)
    55     knock (then the discard is chosen in OpenSpiel's knock phase);
           in the wall phase: take the upcard and knock with it
    56+i   lay meld number ``i`` (0..184, see :func:`openspiel_meld_id`)
    ====== ===============================================================

    Our ``Knock(card)`` is OpenSpiel's ``55`` followed by ``card``; at the stock end our
    ``TakeUpcard`` is OpenSpiel's wall-phase ``55`` and the following ``Knock(card)`` is
    just ``card``. OpenSpiel has no big gin.

Melds
    OpenSpiel only knows melds of up to five cards (185 of them); a longer run is laid as
    several shorter ones (:func:`openspiel_meld_pieces`).

>>> to_openspiel_card(Card.parse("AS")), to_openspiel_card(Card.parse("KH"))
(0, 51)
>>> from_openspiel_card(13)
Card('AC')
>>> openspiel_meld_id(Meld.parse("2C 2D 2H")), meld_from_openspiel_id(9).pretty(ascii=True)
(5, '2C 2D 2H 2S')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from ..core.actions import Action, BigGin, Discard, DrawStock, Knock, Pass, TakeUpcard
from ..core.cards import ALL_CARDS, NUM_RANKS, Card, CardSet
from ..core.hand import HandState, Phase
from ..core.melds import Meld, MeldKind
from ..core.scoring import Showdown

OPENSPIEL_SUITS: Final = "scdh"
"""OpenSpiel's suit letters, in the order of its card index."""

OS_DRAW_UPCARD: Final = 52
OS_DRAW_STOCK: Final = 53
OS_PASS: Final = 54
OS_KNOCK: Final = 55
OS_MELD_BASE: Final = 56
OS_NUM_MELDS: Final = 185
OS_NUM_ACTIONS: Final = OS_MELD_BASE + OS_NUM_MELDS
OS_MAX_MELD_SIZE: Final = 5

OPENSPIEL_DEALER: Final = 1
"""Our dealer seat for an OpenSpiel deal: OpenSpiel's player 0 always acts first."""

# Our suit index (C D H S) -> OpenSpiel's (s c d h), and back.
_TO_OS_SUIT: Final = (1, 2, 3, 0)
_FROM_OS_SUIT: Final = (3, 0, 1, 2)

# OpenSpiel meld ids: 65 sets (5 a rank: the four sets of three, ordered by the suit
# missing, then the set of four), then the runs by length (3, 4, 5), suit, lowest rank.
_RUN_OFFSETS: Final = {3: 65, 4: 65 + 44, 5: 65 + 44 + 40}


def to_openspiel_card(card: int) -> int:
    """OpenSpiel's index (``scdh`` suit order) of one of our cards."""
    card = int(card)
    if not 0 <= card < 52:
        raise ValueError(f"card index out of range: {card}")
    return _TO_OS_SUIT[card // NUM_RANKS] * NUM_RANKS + card % NUM_RANKS


def from_openspiel_card(index: int) -> Card:
    """Our card for an OpenSpiel card index."""
    index = int(index)
    if not 0 <= index < 52:
        raise ValueError(f"OpenSpiel card index out of range: {index}")
    return ALL_CARDS[_FROM_OS_SUIT[index // NUM_RANKS] * NUM_RANKS + index % NUM_RANKS]


def to_openspiel_cards(cards: Iterable[int]) -> list[int]:
    """OpenSpiel's indices of some cards, ascending."""
    return sorted(to_openspiel_card(c) for c in cards)


def from_openspiel_cards(indices: Iterable[int]) -> CardSet:
    """Our card set for some OpenSpiel card indices."""
    return CardSet(from_openspiel_card(i) for i in indices)


def openspiel_card_string(card: int) -> str:
    """How OpenSpiel prints one of our cards: ``7h``, ``Ts``."""
    index = to_openspiel_card(card)
    return "A23456789TJQK"[index % NUM_RANKS] + OPENSPIEL_SUITS[index // NUM_RANKS]


# ---------------------------------------------------------------------- the deal
def deck_from_openspiel(deal: Sequence[int], stock_draws: Sequence[int] = ()) -> list[Card]:
    """Our 52-card deck order for an OpenSpiel deal; deal it with ``dealer=OPENSPIEL_DEALER``.

    ``deal`` is OpenSpiel's first 21 chance outcomes (10 cards to player 0, 10 to
    player 1, the upcard), ``stock_draws`` the stock cards in the order they are drawn
    (any number; the undrawn rest follows in index order). Indices are OpenSpiel's.
    Player 0 is our non-dealer: ``deck[0], deck[2], ...`` are player 0's cards.
    """
    if len(deal) != 21:
        raise ValueError(f"an OpenSpiel deal is 21 cards (10, 10, the upcard), not {len(deal)}")
    first = [from_openspiel_card(i) for i in deal]
    stock = [from_openspiel_card(i) for i in stock_draws]
    named = first + stock
    if len(set(named)) != len(named):
        raise ValueError("a card is dealt or drawn twice")
    deck: list[Card] = []
    for p0, p1 in zip(first[:10], first[10:20], strict=True):
        deck += [p0, p1]
    deck.append(first[20])
    deck += stock
    used = set(named)
    deck += [c for c in ALL_CARDS if c not in used]
    return deck


# ---------------------------------------------------------------------- melds
def openspiel_meld_id(meld: Meld | Iterable[int]) -> int:
    """OpenSpiel's meld number (0..184) of a meld of at most five cards."""
    m = meld if isinstance(meld, Meld) else Meld(CardSet(meld).mask)
    cards = [to_openspiel_card(c) for c in m.cards]
    if len(cards) > OS_MAX_MELD_SIZE:
        raise ValueError(f"OpenSpiel has no meld of {len(cards)} cards: {m}")
    if m.kind is MeldKind.SET:
        rank = cards[0] % NUM_RANKS
        if len(cards) == 4:
            return rank * 5 + 4
        (missing,) = set(range(4)) - {c // NUM_RANKS for c in cards}
        return rank * 5 + missing
    low = min(cards)
    suit, rank = divmod(low, NUM_RANKS)
    return _RUN_OFFSETS[len(cards)] + suit * (NUM_RANKS + 1 - len(cards)) + rank


def _build_meld_table() -> tuple[Meld, ...]:
    table: dict[int, Meld] = {}
    for rank in range(NUM_RANKS):
        column = [ALL_CARDS[suit * NUM_RANKS + rank] for suit in range(4)]
        for size in (3, 4):
            for skip in range(4 if size == 3 else 1):
                cards = column if size == 4 else column[:skip] + column[skip + 1 :]
                meld = Meld(CardSet(cards).mask)
                table[openspiel_meld_id(meld)] = meld
        for suit in range(4):
            for size in (3, 4, 5):
                if rank + size <= NUM_RANKS:
                    cards = [ALL_CARDS[suit * NUM_RANKS + rank + k] for k in range(size)]
                    meld = Meld(CardSet(cards).mask)
                    table[openspiel_meld_id(meld)] = meld
    assert sorted(table) == list(range(OS_NUM_MELDS))
    return tuple(table[i] for i in range(OS_NUM_MELDS))


_MELDS: Final = _build_meld_table()


def meld_from_openspiel_id(meld_id: int) -> Meld:
    """The meld of an OpenSpiel meld number (0..184; an action id is 56 more)."""
    if not 0 <= meld_id < OS_NUM_MELDS:
        raise ValueError(f"OpenSpiel meld number out of range 0..184: {meld_id}")
    return _MELDS[meld_id]


def openspiel_meld_pieces(meld: Meld) -> tuple[Meld, ...]:
    """The meld as OpenSpiel can lay it: itself, or a long run cut into runs of 3 to 5.

    A run of six or more is cut into runs of three from the low end until at most five
    cards are left (laying the pieces covers the same cards and leaves the same ends to
    lay off onto).
    """
    cards = meld.ordered()
    if len(cards) <= OS_MAX_MELD_SIZE:
        return (meld,)
    pieces = []
    while len(cards) > OS_MAX_MELD_SIZE:
        pieces.append(Meld(CardSet(cards[:3]).mask))
        cards = cards[3:]
    pieces.append(Meld(CardSet(cards).mask))
    return tuple(pieces)


def openspiel_meld_actions(melds: Iterable[Meld]) -> list[int]:
    """OpenSpiel's action ids that lay these melds (long runs cut into pieces)."""
    return [
        OS_MELD_BASE + openspiel_meld_id(piece)
        for meld in melds
        for piece in openspiel_meld_pieces(meld)
    ]


# ---------------------------------------------------------------------- actions
def knocks_with_taken_upcard(state: HandState) -> bool:
    """True when the player to move took the upcard at the stock end to knock with it
    (OpenSpiel's wall-phase knock): their next action is a knock, which OpenSpiel reads as
    the discard of its knock phase alone."""
    return (
        state.phase is Phase.DISCARD
        and state.taken_upcard is not None
        and state.stock_size <= 2
        and state.rules.stock_end_upcard_knock
    )


def to_openspiel_actions(state: HandState, action: Action) -> list[int]:
    """OpenSpiel's action ids for one of our actions taken in ``state`` (before it).

    :raises ValueError: for big gin, which OpenSpiel does not have.
    """
    if isinstance(action, Discard):
        return [to_openspiel_card(action.card)]
    if isinstance(action, Knock):
        card = to_openspiel_card(action.card)
        return [card] if knocks_with_taken_upcard(state) else [OS_KNOCK, card]
    if isinstance(action, DrawStock):
        return [OS_DRAW_STOCK]
    if isinstance(action, TakeUpcard):
        return [OS_KNOCK] if state.phase is Phase.STOCK_END else [OS_DRAW_UPCARD]
    if isinstance(action, Pass):
        return [OS_PASS]
    if isinstance(action, BigGin):
        raise ValueError("OpenSpiel's gin_rummy has no big gin")
    raise TypeError(f"not an action: {action!r}")


def _phase_name(phase: object) -> str:
    name = getattr(phase, "name", phase)
    return str(name).upper().replace(" ", "_")


def from_openspiel_action(phase: object, action: int) -> Action | None:
    """Our action for an OpenSpiel player action in an OpenSpiel phase.

    ``phase`` is OpenSpiel's phase (``pyspiel.gin_rummy.Phase`` or its name:
    ``FIRST_UPCARD``, ``DRAW``, ``DISCARD``, ``KNOCK``, ``WALL``). Returns ``None`` for
    OpenSpiel's half-moves: the knock ``55`` in the discard phase (our ``Knock`` comes
    with the card OpenSpiel picks next, in its knock phase), and the meld and pass
    actions that lay the knocker's hand down (the showdown, which our knock settles).
    In the knock phase a card is the knocker's discard: ``Knock(card)``.

    :raises ValueError: for an action that has no meaning in that phase.
    """
    name = _phase_name(phase)
    if name == "FIRST_UPCARD":
        mapping: dict[int, Action] = {
            OS_DRAW_UPCARD: TakeUpcard(),
            OS_PASS: Pass(),
            OS_DRAW_STOCK: DrawStock(),
        }
        if action in mapping:
            return mapping[action]
    elif name == "DRAW":
        if action == OS_DRAW_UPCARD:
            return TakeUpcard()
        if action == OS_DRAW_STOCK:
            return DrawStock()
    elif name == "DISCARD":
        if 0 <= action < 52:
            return Discard(from_openspiel_card(action))
        if action == OS_KNOCK:
            return None
    elif name == "KNOCK":
        if 0 <= action < 52:
            return Knock(from_openspiel_card(action))
        if action == OS_PASS or OS_MELD_BASE <= action < OS_NUM_ACTIONS:
            return None
    elif name == "WALL":
        if action == OS_KNOCK:
            return TakeUpcard()
        if action == OS_PASS:
            return Pass()
    raise ValueError(f"OpenSpiel action {action} has no counterpart in phase {name}")


def showdown_to_openspiel(showdown: Showdown) -> tuple[list[int], list[int]]:
    """OpenSpiel's actions that lay down a showdown of ours, after the knocker's discard.

    Returns ``(knocker, defender)``: the knocker lays their melds and passes; the
    defender lays off (in our order: each card extends its meld outward), passes, lays
    their own melds and passes. After gin OpenSpiel skips the lay-offs and their pass.
    """
    knocker = [*openspiel_meld_actions(showdown.knocker_melds), OS_PASS]
    defender: list[int] = []
    if showdown.knocker_deadwood > 0:
        defender += [to_openspiel_card(move.card) for move in showdown.layoff_moves]
        defender.append(OS_PASS)
    defender += [*openspiel_meld_actions(showdown.defender_melds), OS_PASS]
    return knocker, defender


__all__ = [
    "OPENSPIEL_DEALER",
    "OPENSPIEL_SUITS",
    "OS_DRAW_STOCK",
    "OS_DRAW_UPCARD",
    "OS_KNOCK",
    "OS_MELD_BASE",
    "OS_NUM_ACTIONS",
    "OS_NUM_MELDS",
    "OS_PASS",
    "deck_from_openspiel",
    "from_openspiel_action",
    "from_openspiel_card",
    "from_openspiel_cards",
    "knocks_with_taken_upcard",
    "meld_from_openspiel_id",
    "openspiel_card_string",
    "openspiel_meld_actions",
    "openspiel_meld_id",
    "openspiel_meld_pieces",
    "showdown_to_openspiel",
    "to_openspiel_actions",
    "to_openspiel_card",
    "to_openspiel_cards",
]
