"""A hand state's fields and reading them: :class:`Phase`, and the first layer of
:class:`~ginrummy.core.hand.HandState` (its slots and read-only properties), on which
:mod:`~ginrummy.core.legality`, then :mod:`~ginrummy.core.moves`, then
:mod:`~ginrummy.core.hand` build.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final, cast

from .actions import Action
from .cards import ALL_CARDS, Card, CardSet
from .events import _NO_CARD, Event, _Cons, _unwind
from .fairness import FairDeal
from .result import VOID_STOCK_DOWN, VOID_STOCK_EMPTY, HandResult
from .rules import Rules
from .scoring import hand_doubles

STOCK_END_SIZE: Final = 2
"""The hand ends (void, reshuffle, or OpenSpiel's last chance) with this many stock cards
(or none, where the rules reshuffle at an empty stock)."""
HAND_SIZE: Final = 10


def stock_out_reason(left: int) -> str:
    """Why a hand is void when its stock ran out with ``left`` cards (2, or 0 where the
    rules reshuffle at an empty stock: :attr:`~ginrummy.core.rules.Rules.stock_end_size`)."""
    return VOID_STOCK_EMPTY if left == 0 else VOID_STOCK_DOWN


class Phase(StrEnum):
    """Where a hand stands; ``to_act`` says who is to move in it."""

    UPCARD_OFFER = "upcard_offer"
    """First turn: the non-dealer, then the dealer, may take the first upcard or pass
    (without ``upcard_offer_to_dealer`` the dealer's turn after a pass is a ``DRAW``)."""
    DRAW = "draw"
    """Draw from the stock or take the upcard."""
    DISCARD = "discard"
    """Discard, knock or go gin (11 cards in hand)."""
    STOCK_END = "stock_end"
    """OpenSpiel rules only: two stock cards left; take the upcard to knock, or pass."""
    OVER = "over"


# The phases as module globals, for the hot paths (every move reads or sets one): on
# CPython 3.11 reading a member off its enum class (``Phase.DRAW``) costs about 90 ns, a
# global about 7.
_UPCARD_OFFER: Final = Phase.UPCARD_OFFER
_DRAW: Final = Phase.DRAW
_DISCARD: Final = Phase.DISCARD
_STOCK_END: Final = Phase.STOCK_END
_OVER: Final = Phase.OVER


class _StateBase:
    """The slots of :class:`~ginrummy.core.hand.HandState`, and reading them."""

    __slots__ = (
        "_actions",
        "_bounce",
        "_discard",
        "_fair_pos",
        "_hands",
        "_known",
        "_legal",
        "_log",
        "_must_knock",
        "_passes",
        "_phase",
        "_reshuffles",
        "_result",
        "_stock",
        "_stock_only",
        "_taken",
        "_to_act",
        "_upcard_draws",
        "_views",
        "dealer",
        "deck",
        "fair",
        "knock_limit",
        "reshuffle_seed",
        "rules",
    )

    rules: Rules
    dealer: int
    deck: tuple[Card, ...]
    reshuffle_seed: int
    fair: FairDeal | None
    """The proof of a provably fair deal (:mod:`~ginrummy.core.fairness`), or ``None``."""
    _fair_pos: int
    """Words of the fair deal's stream read so far (a reshuffle continues there)."""
    knock_limit: int
    _hands: tuple[int, int]
    _known: tuple[int, int]
    _stock: tuple[Card, ...]
    _discard: tuple[Card, ...]
    _phase: Phase
    _to_act: int
    _taken: int
    _passes: int
    _stock_only: bool
    _must_knock: bool
    _bounce: bool
    _upcard_draws: int
    _reshuffles: int
    _log: _Cons | None
    _actions: _Cons | None
    _result: HandResult | None
    _legal: int
    _views: tuple[_Cons | None, _Cons | None] | None
    """Both seats' redacted event logs (persistent cells, as ``_log``), made when an
    observation first asks for one and extended by each next state, so observing every
    move costs O(1) a move."""

    @property
    def phase(self) -> Phase:
        """The current phase."""
        return self._phase

    @property
    def to_act(self) -> int | None:
        """The seat to move, or ``None`` when the hand is over."""
        return None if self._phase is _OVER else self._to_act

    @property
    def is_over(self) -> bool:
        """True once the hand has a result."""
        return self._phase is _OVER

    @property
    def result(self) -> HandResult | None:
        """The result, once the hand is over."""
        return self._result

    @property
    def non_dealer(self) -> int:
        """The seat that is offered the first upcard first."""
        return 1 - self.dealer

    def hand(self, player: int) -> CardSet:
        """The cards a player holds (hidden information: not for the opponent)."""
        return CardSet(self._hands[player])

    def hand_mask(self, player: int) -> int:
        """:meth:`hand` as a raw mask."""
        return self._hands[player]

    def known_cards(self, player: int) -> CardSet:
        """Cards ``player`` holds that the opponent saw them take from the discard pile."""
        return CardSet(self._known[player])

    def known_mask(self, player: int) -> int:
        """:meth:`known_cards` as a raw mask (the environments' encoders read it each step)."""
        return self._known[player]

    def seat_view(self, seat: int) -> tuple[int, int, int, Phase, bool, int]:
        """What an encoder of ``seat``'s view reads of the state, in one call: ``seat``'s
        hand (a mask), the upcard (-1 when the pile is empty), the opponent's cards
        ``seat`` knows (a mask; all of them once a showdown laid them down), the phase,
        whether ``seat`` is to move, and the stock's size.

        One call for the environments' observation (every step of every environment),
        where the accessors one by one cost about as much again as the encoding."""
        pile = self._discard
        phase = self._phase
        opponent = 1 - seat
        if phase is _OVER:
            result = self._result
            hands = None if result is None else result.hands
            known = self._known[opponent] if hands is None else hands[opponent].mask
            to_move = False
        else:
            known = self._known[opponent]
            to_move = self._to_act == seat
        return (
            self._hands[seat],
            pile[-1] if pile else -1,
            known,
            phase,
            to_move,
            len(self._stock),
        )

    def turn_state(self) -> tuple[Phase, int, int, bool, bool, int, int]:
        """The turn's small pieces in one call, raw: the phase, the seat to move (kept
        once over), the upcard taken this turn (-1: none), whether the draw is from the
        stock only, :attr:`bounce`, :attr:`upcard_draws` and :attr:`reshuffles`.

        For the fast loops outside the core (a search's rollouts, tens of thousands a
        decision), where reading them one accessor at a time costs a few percent."""
        return (
            self._phase,
            self._to_act,
            self._taken,
            self._stock_only,
            self._bounce,
            self._upcard_draws,
            self._reshuffles,
        )

    @property
    def stock_only(self) -> bool:
        """True on the draw that follows two passes of the first upcard: the stock only."""
        return self._stock_only

    @property
    def bounce(self) -> bool:
        """True when the last discard threw back the upcard its player had just taken
        (a second such discard in a row voids the hand under ``repeated_upcard_void``)."""
        return self._bounce

    @property
    def upcard_draws(self) -> int:
        """How many times the upcard was taken after the first turn (``max_upcard_draws``)."""
        return self._upcard_draws

    @property
    def must_knock(self) -> bool:
        """True on OpenSpiel's last-chance turn: the player took the upcard at the stock's
        end and must knock (a knock is the only legal move)."""
        return self._must_knock

    @property
    def stock(self) -> tuple[Card, ...]:
        """The stock, top card first (hidden information)."""
        return self._stock

    @property
    def stock_size(self) -> int:
        """How many cards are left in the stock."""
        return len(self._stock)

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        """The discard pile, bottom first; the last card is the upcard."""
        return self._discard

    @property
    def upcard(self) -> Card | None:
        """The top card of the discard pile."""
        return self._discard[-1] if self._discard else None

    @property
    def first_upcard(self) -> Card:
        """The upcard turned at the deal (Oklahoma's knock limit and spades)."""
        return self.deck[20]

    @property
    def scores_double(self) -> bool:
        """True when this hand's points count double (Oklahoma: a spade turned up)."""
        return hand_doubles(self.rules, self.first_upcard)

    @property
    def taken_upcard(self) -> Card | None:
        """The card the player to move took from the discard pile this turn, if any."""
        return None if self._taken == _NO_CARD else ALL_CARDS[self._taken]

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action applied since the deal, in order."""
        return tuple(_unwind(self._actions))

    @property
    def events(self) -> tuple[Event, ...]:
        """Every event, unredacted (for replays and the server's own use)."""
        return tuple(_unwind(self._log))

    def _last_event(self) -> Event | None:
        return None if self._log is None else cast(Event, self._log[1])

    @property
    def reshuffles(self) -> int:
        """How many times the discard pile was shuffled into a new stock."""
        return self._reshuffles
