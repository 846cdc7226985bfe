"""One hand of gin rummy as an immutable state machine, from the deal to the result.

A :class:`HandState` never changes: :meth:`HandState.apply` returns a new state. So
states can be shared with agents and threads, compared, kept for undo, and a hand is
fully rebuilt from ``(rules, dealer, deck order, reshuffle seed, actions)``.

>>> from ginrummy import find_rules
>>> state = HandState.deal(find_rules("standard"), dealer=0, seed=7)
>>> state.phase, state.to_act, state.stock_size
(<Phase.UPCARD_OFFER: 'upcard_offer'>, 1, 31)
>>> [str(a) for a in state.legal_actions()]
['take', 'pass']
>>> state = state.apply_text("pass").apply_text("pass")
>>> [str(a) for a in state.legal_actions()]
['draw']
"""

from __future__ import annotations

import operator
import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Final, cast

from .actions import (
    BIG_GIN_ID,
    DRAW_STOCK_ID,
    KNOCK_BASE,
    NUM_ACTIONS,
    PASS_ID,
    TAKE_UPCARD_ID,
    Action,
    BigGin,
    Discard,
    DrawStock,
    Knock,
    Pass,
    TakeUpcard,
    actions_of_mask,
    decode,
    parse_action,
)
from .cards import ALL_CARDS, Card, CardSet, CardsLike, parse_card_list
from .errors import IllegalActionError, IllegalReason, InvalidActionError, InvalidCardError
from .melds import Arrangement, deadwood_count_cached, min_deadwood_after_discard
from .rules import Rules, StockEnd, find_rules
from .scoring import (
    Outcome,
    Showdown,
    hand_doubles,
    hand_knock_limit,
    knocker_arrangement,
    settle,
)

if TYPE_CHECKING:
    from .observation import Observation

STOCK_END_SIZE: Final = 2
"""The hand ends (void, reshuffle, or OpenSpiel's last chance) with this many stock cards."""
HAND_SIZE: Final = 10


class Phase(StrEnum):
    """Where a hand stands; ``to_act`` says who is to move in it."""

    UPCARD_OFFER = "upcard_offer"
    """First turn: the non-dealer, then the dealer, may take the first upcard or pass."""
    DRAW = "draw"
    """Draw from the stock or take the upcard."""
    DISCARD = "discard"
    """Discard, knock or go gin (11 cards in hand)."""
    STOCK_END = "stock_end"
    """OpenSpiel rules only: two stock cards left; take the upcard to knock, or pass."""
    OVER = "over"


class EventKind(StrEnum):
    """What happened, as a person at the table would describe it."""

    TAKE_UPCARD = "take_upcard"
    PASS = "pass"
    DRAW_STOCK = "draw_stock"
    DISCARD = "discard"
    KNOCK = "knock"
    BIG_GIN = "big_gin"
    RESHUFFLE = "reshuffle"
    VOID = "void"


@dataclass(frozen=True, slots=True)
class Event:
    """One public event. ``card`` is ``None`` where the viewer may not see it (the
    opponent's card drawn from the stock, a knocker's face-down discard)."""

    player: int
    kind: EventKind
    card: Card | None = None

    def describe(
        self,
        viewer: int | None = None,
        *,
        names: Sequence[str] | None = None,
        ascii: bool = False,
    ) -> str:
        """A short sentence: ``you drew 7♥ from the stock``.

        The actor is "you" for ``viewer``, else its name from ``names``, else
        "player N". A card the viewer may not see is ``None`` and left unsaid.
        """
        if viewer == self.player:
            who = "you"
        elif names is not None:
            who = names[self.player]
        else:
            who = f"player {self.player}"
        card = self.card.pretty(ascii=ascii) if self.card is not None else None
        match self.kind:
            case EventKind.TAKE_UPCARD:
                return f"{who} took {card} from the discard pile"
            case EventKind.PASS:
                return f"{who} passed"
            case EventKind.DRAW_STOCK:
                return f"{who} drew {card} from the stock" if card else f"{who} drew from the stock"
            case EventKind.DISCARD:
                return f"{who} discarded {card}"
            case EventKind.KNOCK:
                return f"{who} knocked, discarding {card} face down" if card else f"{who} knocked"
            case EventKind.BIG_GIN:
                return f"{who} went big gin"
            case EventKind.RESHUFFLE:
                return "the discard pile was shuffled into a new stock"
            case EventKind.VOID:
                return "the hand is void"
        return str(self.kind)  # pragma: no cover


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a hand ended and what it scored. ``winner`` and ``knocker`` are seats."""

    outcome: Outcome
    winner: int | None
    points: int
    knocker: int | None = None
    showdown: Showdown | None = None
    hands: tuple[CardSet, CardSet] | None = None
    """Both hands as laid down at the showdown (public then); ``None`` for a void hand."""
    reason: str = ""

    @property
    def is_void(self) -> bool:
        """True when nobody scores and the same dealer deals again."""
        return self.outcome is Outcome.VOID

    def to_dict(self) -> dict[str, object]:
        """A JSON-safe summary."""
        out: dict[str, object] = {
            "outcome": str(self.outcome),
            "winner": self.winner,
            "points": self.points,
            "knocker": self.knocker,
        }
        if self.reason:
            out["reason"] = self.reason
        if self.showdown is not None:
            out["showdown"] = self.showdown.to_dict()
        if self.hands is not None:
            out["hands"] = [str(h) for h in self.hands]
        return out

    def describe(self) -> str:
        """One line for people: ``player 0 knocked: 10 against 45, wins 35``."""
        if self.outcome is Outcome.VOID:
            return f"void hand ({self.reason})" if self.reason else "void hand"
        sd = self.showdown
        assert sd is not None and self.knocker is not None
        k, d = sd.knocker_deadwood, sd.defender_deadwood
        base = {
            Outcome.GIN: f"player {self.knocker} went gin (defender {d})",
            Outcome.BIG_GIN: f"player {self.knocker} went big gin (defender {d})",
            Outcome.KNOCK: f"player {self.knocker} knocked: {k} against {d}",
            Outcome.UNDERCUT: f"player {1 - self.knocker} undercut: {d} against {k}",
            Outcome.TIE: f"player {self.knocker} knocked: {k} against {d}, a tie",
        }[self.outcome]
        if self.winner is None:
            return base + ", nobody scores"
        doubled = " (doubled: spade upcard)" if sd.doubled else ""
        return f"{base}; player {self.winner} scores {self.points}{doubled}"


_NO_CARD: Final = -1


def _event_table(kind: EventKind) -> tuple[tuple[Event, ...], ...]:
    return tuple(
        (*(Event(player, kind, card) for card in ALL_CARDS), Event(player, kind, None))
        for player in (0, 1)
    )


# Every event there can be, made once: ``_DRAW_EVENTS[player][card]``, with index
# ``_NO_CARD`` (-1, the last) for the event without a card. The log shares them, so
# recording an event costs two look-ups and reading the log builds nothing.
_TAKE_EVENTS: Final = _event_table(EventKind.TAKE_UPCARD)
_PASS_EVENTS: Final = _event_table(EventKind.PASS)
_DRAW_EVENTS: Final = _event_table(EventKind.DRAW_STOCK)
_DISCARD_EVENTS: Final = _event_table(EventKind.DISCARD)
_KNOCK_EVENTS: Final = _event_table(EventKind.KNOCK)
_BIG_GIN_EVENTS: Final = _event_table(EventKind.BIG_GIN)
_RESHUFFLE_EVENTS: Final = _event_table(EventKind.RESHUFFLE)
_VOID_EVENTS: Final = _event_table(EventKind.VOID)
_ACTION_TYPES: Final = (DrawStock, TakeUpcard, Pass, Discard, Knock, BigGin)
_PLAIN_ACTIONS: Final = frozenset((DrawStock, TakeUpcard, Pass, Discard))


class HandState:
    """An immutable hand of gin rummy.

    Build one with :meth:`deal`; read it with the properties; move with :meth:`apply`
    (or :meth:`apply_text`), which checks the action and raises
    :class:`~ginrummy.errors.IllegalActionError` with the reason when it is not legal.
    A player's view is :meth:`observation`.
    """

    __slots__ = (
        "_actions",
        "_bounce",
        "_discard",
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
        "knock_limit",
        "reshuffle_seed",
        "rules",
    )

    rules: Rules
    dealer: int
    deck: tuple[Card, ...]
    reshuffle_seed: int
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
    _views: list[tuple[Event, ...] | None] | None
    """Each seat's redacted event list, filled when an observation asks for it and
    extended by the next state, so observing every move costs O(1) per event."""

    def __init__(self) -> None:
        raise TypeError("use HandState.deal(...) to start a hand")

    # ------------------------------------------------------------------ creation
    @classmethod
    def deal(
        cls,
        rules: Rules | str | None = None,
        *,
        dealer: int = 0,
        seed: int | None = None,
        rng: random.Random | None = None,
        deck: CardsLike | None = None,
        reshuffle_seed: int | None = None,
    ) -> HandState:
        """Deal a hand.

        The deck order is given (``deck``: 52 distinct cards) or shuffled with ``rng`` or
        a ``random.Random(seed)``. Cards go one at a time, non-dealer first: ``deck[0]``,
        ``deck[2]``, ... to the non-dealer, ``deck[1]``, ``deck[3]``, ... to the dealer;
        ``deck[20]`` is the upcard and ``deck[21]`` the top of the stock.
        """
        if rules is None:
            rules = find_rules("standard")
        elif isinstance(rules, str):
            rules = find_rules(rules)
        if dealer not in (0, 1) or isinstance(dealer, bool):
            raise IllegalActionError(
                IllegalReason.BAD_HAND, f"dealer must be 0 or 1, not {dealer!r}"
            )
        if deck is None:
            if rng is None:
                rng = random.Random(seed)
            order = list(ALL_CARDS)
            rng.shuffle(order)
            if reshuffle_seed is None:
                reshuffle_seed = rng.getrandbits(63)
        else:
            order = parse_card_list(deck)
            if len(order) != 52 or len(set(order)) != 52:
                raise InvalidCardError(
                    f"a deck order needs the 52 distinct cards, got {len(order)} "
                    f"({len(set(order))} distinct)"
                )
        if reshuffle_seed is None:
            reshuffle_seed = 0
        non_dealer = 1 - dealer
        hands = [0, 0]
        for i in range(20):
            hands[non_dealer if i % 2 == 0 else dealer] |= 1 << order[i]
        upcard = order[20]
        state = object.__new__(cls)
        state.rules = rules
        state.dealer = dealer
        state.deck = tuple(order)
        state.reshuffle_seed = reshuffle_seed
        state.knock_limit = hand_knock_limit(rules, upcard)
        state._hands = (hands[0], hands[1])
        state._known = (0, 0)
        state._stock = tuple(order[21:])
        state._discard = (upcard,)
        state._phase = Phase.UPCARD_OFFER if rules.upcard_offer else Phase.DRAW
        state._to_act = non_dealer
        state._taken = _NO_CARD
        state._passes = 0
        state._stock_only = False
        state._must_knock = False
        state._bounce = False
        state._upcard_draws = 0
        state._reshuffles = 0
        state._log = None
        state._actions = None
        state._result = None
        state._legal = -1
        state._views = None
        return state

    def _copy(self) -> HandState:
        # Written out field by field: this runs once per action and is the hot path.
        new = object.__new__(HandState)
        new.rules = self.rules
        new.dealer = self.dealer
        new.deck = self.deck
        new.reshuffle_seed = self.reshuffle_seed
        new.knock_limit = self.knock_limit
        new._hands = self._hands
        new._known = self._known
        new._stock = self._stock
        new._discard = self._discard
        new._phase = self._phase
        new._to_act = self._to_act
        new._taken = self._taken
        new._passes = self._passes
        new._stock_only = self._stock_only
        new._must_knock = self._must_knock
        new._bounce = self._bounce
        new._upcard_draws = self._upcard_draws
        new._reshuffles = self._reshuffles
        new._log = self._log
        new._actions = self._actions
        new._result = self._result
        new._legal = -1
        new._views = None
        return new

    # ------------------------------------------------------------------ reading
    @property
    def phase(self) -> Phase:
        """The current phase."""
        return self._phase

    @property
    def to_act(self) -> int | None:
        """The seat to move, or ``None`` when the hand is over."""
        return None if self._phase is Phase.OVER else self._to_act

    @property
    def is_over(self) -> bool:
        """True once the hand has a result."""
        return self._phase is Phase.OVER

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

    # ------------------------------------------------------------------ legality
    def legal_action_mask(self) -> int:
        """The legal action ids as bits of an int (see :mod:`ginrummy.actions`)."""
        legal = self._legal
        if legal < 0:
            legal = self._compute_legal()
            self._legal = legal
        return legal

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions of the player to move, in id order (empty when over).

        Knocks are listed without chosen melds; any valid arrangement of the same
        knock is legal too.
        """
        return actions_of_mask(self.legal_action_mask())

    def legal_action_ids(self) -> list[int]:
        """The legal action ids, ascending."""
        mask = self.legal_action_mask()
        out = []
        while mask:
            low = mask & -mask
            out.append(low.bit_length() - 1)
            mask ^= low
        return out

    def _compute_legal(self) -> int:
        phase = self._phase
        if phase is Phase.DRAW:
            if self._stock_only:
                return 1 << DRAW_STOCK_ID
            mask = 1 << DRAW_STOCK_ID
            if self._discard:
                mask |= 1 << TAKE_UPCARD_ID
            return mask
        if phase is Phase.DISCARD:
            return self._discard_legal()
        if phase is Phase.UPCARD_OFFER:
            return 1 << TAKE_UPCARD_ID | 1 << PASS_ID
        if phase is Phase.STOCK_END:
            mask = 1 << PASS_ID
            if self._can_knock_with_upcard():
                mask |= 1 << TAKE_UPCARD_ID
            return mask
        return 0

    def _can_knock_with_upcard(self) -> bool:
        """At the stock end (OpenSpiel): may the player take the upcard and knock?

        The knock's discard may be the upcard itself only where the rules allow a taken
        upcard to be discarded at once; otherwise taking it could leave no legal move.
        """
        upcard = self._discard[-1]
        hand = self._hands[self._to_act] | 1 << upcard
        limit = self.knock_limit
        if not _can_knock(hand, limit):
            return False
        if self.rules.allow_discard_of_drawn_upcard:
            return True
        rest = hand ^ 1 << upcard
        while rest:
            low = rest & -rest
            rest ^= low
            if deadwood_count_cached(hand ^ low) <= limit:
                return True
        return False

    def _discard_legal(self) -> int:
        hand = self._hands[self._to_act]
        rules = self.rules
        discardable = hand
        if self._taken != _NO_CARD and not rules.allow_discard_of_drawn_upcard:
            discardable &= ~(1 << self._taken)
        return discard_turn_mask(
            hand,
            discardable,
            min_deadwood_after_discard(hand),
            self.knock_limit,
            big_gin=rules.big_gin_bonus is not None,
            must_knock=self._must_knock,
            must_knock_on_gin=rules.must_knock_on_gin,
        )

    def is_legal(self, action: Action) -> bool:
        """True when :meth:`apply` would accept the action."""
        try:
            self.check(action)
        except IllegalActionError:
            return False
        return True

    def check(self, action: Action) -> None:
        """Raise :class:`IllegalActionError`, saying why, unless the action is legal."""
        try:
            legal = self.legal_action_mask() >> action.id & 1
        except AttributeError:
            raise IllegalActionError(
                IllegalReason.WRONG_PHASE, f"not an action: {action!r}"
            ) from None
        if legal and isinstance(action, _ACTION_TYPES):
            if isinstance(action, Knock | BigGin) and action.melds is not None:
                rest, arrangement = self._knock_arrangement(action)  # raises for bad melds
                if (
                    self.rules.must_knock_on_gin
                    and arrangement.deadwood_count
                    and not deadwood_count_cached(rest)
                ):
                    raise IllegalActionError(
                        IllegalReason.MUST_KNOCK_ON_GIN,
                        "you hold gin and must go gin: lay down melds that leave no deadwood",
                    )
            return
        if self._phase is Phase.OVER:
            raise IllegalActionError(IllegalReason.GAME_OVER, "the hand is over")
        if not isinstance(action, _ACTION_TYPES):
            raise IllegalActionError(IllegalReason.WRONG_PHASE, f"not an action: {action!r}")
        raise IllegalActionError(*self._why_illegal(action))

    def _why_illegal(self, action: Action) -> tuple[IllegalReason, str]:
        phase = self._phase
        player = self._to_act
        hand = self._hands[player]
        if isinstance(action, Discard | Knock):
            if phase is not Phase.DISCARD:
                return IllegalReason.WRONG_PHASE, f"cannot {action} now: draw a card first"
            if not hand >> action.card & 1:
                return IllegalReason.CARD_NOT_IN_HAND, f"card not in hand: {action.card}"
            if action.card == self._taken and not self.rules.allow_discard_of_drawn_upcard:
                return (
                    IllegalReason.CANNOT_DISCARD_TAKEN_UPCARD,
                    f"{action.card} was just taken from the discard pile; discard another card",
                )
            if isinstance(action, Discard):
                if self._must_knock:
                    return IllegalReason.STOCK_END, "at the stock end you may only knock"
                return IllegalReason.MUST_KNOCK_ON_GIN, "you hold gin and must go gin"
            remaining = deadwood_count_cached(hand & ~(1 << action.card))
            if self.rules.must_knock_on_gin and 0 < remaining <= self.knock_limit:
                return IllegalReason.MUST_KNOCK_ON_GIN, "you hold gin and must go gin"
            return (
                IllegalReason.DEADWOOD_TOO_HIGH,
                f"cannot knock discarding {action.card}: {remaining} deadwood is over the "
                f"knock limit of {self.knock_limit}",
            )
        if isinstance(action, BigGin):
            if phase is not Phase.DISCARD:
                return IllegalReason.WRONG_PHASE, "big gin is declared after drawing"
            if self.rules.big_gin_bonus is None:
                return IllegalReason.BIG_GIN_DISABLED, "big gin is disabled under these rules"
            return IllegalReason.NOT_BIG_GIN, "big gin needs all 11 cards melded"
        if isinstance(action, DrawStock):
            if phase is Phase.DRAW and self._stock_only:  # pragma: no cover - always legal
                return IllegalReason.WRONG_PHASE, "draw from the stock"
            if phase is Phase.UPCARD_OFFER:
                return IllegalReason.WRONG_PHASE, "first take the upcard or pass"
            if phase is Phase.STOCK_END:
                return IllegalReason.STOCK_END, "the stock is down to two cards: take or pass"
            return IllegalReason.WRONG_PHASE, "you have drawn already: discard or knock"
        if isinstance(action, TakeUpcard):
            if phase is Phase.DRAW and self._stock_only:
                return (
                    IllegalReason.WRONG_PHASE,
                    "both players passed the first upcard: draw from the stock",
                )
            if phase is Phase.STOCK_END:
                return IllegalReason.STOCK_END, "the upcard may only be taken to knock with it"
            return IllegalReason.WRONG_PHASE, "you have drawn already: discard or knock"
        if phase is Phase.DRAW:
            return IllegalReason.WRONG_PHASE, "you may pass only on the first upcard"
        return IllegalReason.WRONG_PHASE, "you have drawn already: discard or knock"

    def _knock_arrangement(self, action: Knock | BigGin) -> tuple[int, Arrangement]:
        hand = self._hands[self._to_act]
        if isinstance(action, BigGin):
            return hand, knocker_arrangement(hand, action.melds, 0, big_gin=True)
        rest = hand & ~(1 << action.card)
        return rest, knocker_arrangement(rest, action.melds, self.knock_limit)

    # ------------------------------------------------------------------ moving
    def apply(self, action: Action, *, player: int | None = None) -> HandState:
        """The state after ``action``; this state is left unchanged.

        ``player``, when given, must be the seat to move (a server passes the seat of the
        connection, so a seat can never act for the other).

        :raises IllegalActionError: with the reason, when the action is not legal.
        """
        if player is not None and player != self._to_act and self._phase is not Phase.OVER:
            raise IllegalActionError(
                IllegalReason.NOT_YOUR_TURN, f"it is player {self._to_act}'s turn, not {player}'s"
            )
        # Fast path: an action that carries no melds is legal exactly when its id's bit is
        # set in the legal mask (the common case, on every move of every game).
        kind = action.__class__
        if kind in _PLAIN_ACTIONS or (kind is Knock and action.melds is None):  # type: ignore[union-attr]
            legal = self._legal
            if legal < 0:
                legal = self.legal_action_mask()
            if legal >> action.id & 1:
                return self._apply(action)
        self.check(action)
        return self._apply(action)

    def apply_text(self, text: str, *, player: int | None = None) -> HandState:
        """Parse an action (``"discard 7H"``) and apply it."""
        return self.apply(parse_action(text), player=player)

    def apply_id(self, action_id: int, *, player: int | None = None) -> HandState:
        """Apply an action by id (RL and arena code); knocks use the best arrangement.

        Any integer type is accepted (``numpy.int64`` from a policy included).

        :raises InvalidActionError: for an id that is no action.
        :raises IllegalActionError: when the action is not legal (or not ``player``'s turn).
        """
        if action_id.__class__ is not int:
            action_id = _action_index(action_id)
        if player is not None and player != self._to_act and self._phase is not Phase.OVER:
            raise IllegalActionError(
                IllegalReason.NOT_YOUR_TURN, f"it is player {self._to_act}'s turn, not {player}'s"
            )
        if not 0 <= action_id < NUM_ACTIONS or not self.legal_action_mask() >> action_id & 1:
            self.check(decode(action_id))
        return self._apply(actions_of_mask(1 << action_id)[0])

    def _apply(self, action: Action) -> HandState:
        new = self._copy()
        new._actions = (self._actions, action)
        _DISPATCH[type(action)](new, self._to_act, action)
        if self._views is not None:
            new._extend_views(self)
        return new

    def _extend_views(self, parent: HandState) -> None:
        """Carry the parent's redacted event lists over, adding this move's events."""
        added: list[Event] = []
        cell = self._log
        while cell is not None and cell is not parent._log:
            added.append(cell[1])  # type: ignore[arg-type]
            cell = cell[0]  # type: ignore[assignment]
        added.reverse()
        assert parent._views is not None
        views: list[tuple[Event, ...] | None] = [None, None]
        for viewer in (0, 1):
            before = parent._views[viewer]
            if before is not None:
                views[viewer] = before + tuple(_redact_event(e, viewer) for e in added)
        self._views = views

    def redacted_events(self, viewer: int) -> tuple[Event, ...]:
        """The events as ``viewer`` saw them: the opponent's stock draws and face-down
        knock discard without their card (memoised along the game)."""
        views = self._views
        if views is None:
            views = self._views = [None, None]
        cached = views[viewer]
        if cached is None:
            cached = views[viewer] = tuple(_redact_event(e, viewer) for e in self.events)
        return cached

    def _draw_stock(self, player: int, action: Action) -> None:
        stock = self._stock
        card = stock[0]
        self._stock = stock[1:]
        hands = self._hands
        self._hands = (
            (hands[0] | 1 << card, hands[1]) if player == 0 else (hands[0], hands[1] | 1 << card)
        )
        self._log = (self._log, _DRAW_EVENTS[player][card])
        self._phase = Phase.DISCARD
        self._taken = _NO_CARD
        if self._stock_only:
            self._stock_only = False

    def _discard_action(self, player: int, action: Action) -> None:
        assert isinstance(action, Discard)
        self._end_turn_with_discard(player, action.card)

    def _set_hand(self, player: int, mask: int) -> None:
        self._hands = (mask, self._hands[1]) if player == 0 else (self._hands[0], mask)

    def _set_known(self, player: int, mask: int) -> None:
        self._known = (mask, self._known[1]) if player == 0 else (self._known[0], mask)

    def _take_upcard(self, player: int, action: Action | None = None) -> None:
        card = self._discard[-1]
        phase = self._phase
        self._log = (self._log, _TAKE_EVENTS[player][card])
        if phase is Phase.DRAW and self.rules.max_upcard_draws is not None:
            self._upcard_draws += 1
            if self._upcard_draws >= self.rules.max_upcard_draws:
                self._void("the upcard was drawn too many times")
                return
        self._discard = self._discard[:-1]
        self._set_hand(player, self._hands[player] | 1 << card)
        self._set_known(player, self._known[player] | 1 << card)
        self._taken = card
        self._must_knock = phase is Phase.STOCK_END
        self._phase = Phase.DISCARD

    def _pass(self, player: int, action: Action | None = None) -> None:
        self._log = (self._log, _PASS_EVENTS[player][_NO_CARD])
        if self._phase is Phase.STOCK_END:
            self._void("the stock is down to two cards")
            return
        self._passes += 1
        self._to_act = 1 - player
        if self._passes >= 2:
            self._phase = Phase.DRAW
            self._stock_only = True

    def _end_turn_with_discard(self, player: int, card: Card) -> None:
        bit = 1 << card
        hands = self._hands
        self._hands = (hands[0] ^ bit, hands[1]) if player == 0 else (hands[0], hands[1] ^ bit)
        if self._known[player] & bit:
            self._set_known(player, self._known[player] & ~bit)
        self._discard = (*self._discard, card)
        self._log = (self._log, _DISCARD_EVENTS[player][card])
        bounce = card == self._taken
        self._taken = _NO_CARD
        self._to_act = 1 - player
        if self.rules.repeated_upcard_void:
            if bounce and self._bounce:
                self._void("both players took the upcard and discarded it back")
                return
            self._bounce = bounce
        if len(self._stock) > STOCK_END_SIZE:
            self._phase = Phase.DRAW
        elif self.rules.stock_end_upcard_knock:
            self._phase = Phase.STOCK_END
        elif self.rules.stock_exhausted is StockEnd.RESHUFFLE and self._reshuffles == 0:
            self._reshuffle()
            self._phase = Phase.DRAW
        else:
            self._void("the stock is down to two cards")

    def _reshuffle(self) -> None:
        """The discard pile but its top card, with the last stock cards, becomes the stock."""
        pool = sorted([*self._stock, *self._discard[:-1]])
        random.Random(self.reshuffle_seed + self._reshuffles).shuffle(pool)
        self._stock = tuple(pool)
        self._discard = self._discard[-1:]
        self._reshuffles += 1
        self._log = (self._log, _RESHUFFLE_EVENTS[self._to_act][_NO_CARD])

    def _void(self, reason: str) -> None:
        self._phase = Phase.OVER
        self._log = (self._log, _VOID_EVENTS[self._to_act][_NO_CARD])
        self._result = HandResult(Outcome.VOID, None, 0, reason=reason)

    def _knock(self, player: int, action: Action) -> None:
        assert isinstance(action, Knock | BigGin)
        rest, arrangement = self._knock_arrangement(action)
        big_gin = isinstance(action, BigGin)
        self._set_hand(player, rest)
        if isinstance(action, Knock):
            self._set_known(player, self._known[player] & ~(1 << action.card))
            self._log = (self._log, _KNOCK_EVENTS[player][action.card])
        else:
            self._log = (self._log, _BIG_GIN_EVENTS[player][_NO_CARD])
        rules = self.rules
        doubled = self.scores_double
        showdown = settle(
            rules,
            arrangement,
            self._hands[1 - player],
            big_gin=big_gin,
            limit=self.knock_limit,
            doubled=doubled,
        )
        winner = None
        if showdown.winner == "knocker":
            winner = player
        elif showdown.winner == "defender":
            winner = 1 - player
        self._phase = Phase.OVER
        self._taken = _NO_CARD
        self._result = HandResult(
            showdown.outcome,
            winner,
            showdown.points,
            knocker=player,
            showdown=showdown,
            hands=(CardSet(self._hands[0]), CardSet(self._hands[1])),
        )

    # ------------------------------------------------------------------ checks
    def card_count(self) -> int:
        """Cards in hands, stock and discard pile, plus a knocker's face-down discard: 52."""
        total = self._hands[0].bit_count() + self._hands[1].bit_count()
        total += len(self._stock) + len(self._discard)
        last = self._last_event()
        if last is not None and last.kind is EventKind.KNOCK:
            total += 1
        return total

    def all_cards_mask(self) -> int:
        """The union of every place a card can be; equals the full deck."""
        mask = self._hands[0] | self._hands[1]
        for card in self._stock:
            mask |= 1 << card
        for card in self._discard:
            mask |= 1 << card
        last = self._last_event()
        if last is not None and last.kind is EventKind.KNOCK and last.card is not None:
            mask |= 1 << last.card
        return mask

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandState):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _key(self) -> tuple[object, ...]:
        # The hands and the stock are part of the key: a state from :func:`resample` after
        # a reshuffle has the same deck, seed and actions as states it differs from.
        return (
            self.rules,
            self.dealer,
            self.deck,
            self.reshuffle_seed,
            self.actions,
            self._hands,
            self._stock,
        )

    def __repr__(self) -> str:
        return (
            f"<HandState {self._phase} to_act={self.to_act} stock={len(self._stock)} "
            f"actions={len(self.actions)}>"
        )

    # ------------------------------------------------------------------ views
    def observation(self, player: int) -> Observation:
        """What ``player`` may know, and nothing more: see :class:`Observation`."""
        from .observation import observe

        return observe(self, player)

    def replace_hidden(self, player: int, rng: random.Random) -> HandState:
        """A state ``player`` cannot tell from this one: the opponent's unseen cards and
        the stock dealt anew at random (what an information-set search samples)."""
        from .observation import resample

        return resample(self, player, rng)

    @classmethod
    def _rebuild(
        cls,
        template: HandState,
        hands: tuple[int, int],
        stock: Sequence[Card],
        *,
        deck: Sequence[Card] | None = None,
        events: Sequence[Event] | None = None,
        actions: Sequence[Action] | None = None,
        reshuffle_seed: int | None = None,
    ) -> HandState:
        """A copy of ``template`` with other hidden cards (see :func:`resample`): the
        hands, the stock, and where given the deck order, the events and the actions."""
        new = template._copy()
        new._hands = hands
        new._stock = tuple(stock)
        if deck is not None:
            new.deck = tuple(deck)
        if reshuffle_seed is not None:
            new.reshuffle_seed = reshuffle_seed
        if events is not None:
            log: _Cons | None = None
            for event in events:
                log = (log, event)
            new._log = log
        if actions is not None:
            cell: _Cons | None = None
            for action in actions:
                cell = (cell, action)
            new._actions = cell
        return new


_Cons = tuple[object, object]
"""A persistent list cell ``(previous, item)``: appending costs O(1) and shares the past."""


_HIDDEN_DRAW: Final = (Event(0, EventKind.DRAW_STOCK), Event(1, EventKind.DRAW_STOCK))
_HIDDEN_KNOCK: Final = (Event(0, EventKind.KNOCK), Event(1, EventKind.KNOCK))


def _redact_event(event: Event, viewer: int) -> Event:
    """An event as ``viewer`` saw it (the opponent's hidden cards left out)."""
    if event.player != viewer and event.card is not None:
        if event.kind is EventKind.DRAW_STOCK:
            return _HIDDEN_DRAW[event.player]
        if event.kind is EventKind.KNOCK:
            return _HIDDEN_KNOCK[event.player]
    return event


def _unwind(cell: _Cons | None) -> list[Any]:
    items = []
    while cell is not None:
        items.append(cell[1])
        cell = cell[0]  # type: ignore[assignment]
    items.reverse()
    return items


_DISPATCH: Final[dict[type, Any]] = {
    Discard: HandState._discard_action,
    DrawStock: HandState._draw_stock,
    TakeUpcard: HandState._take_upcard,
    Pass: HandState._pass,
    Knock: HandState._knock,
    BigGin: HandState._knock,
}


def _action_index(action_id: object) -> int:
    """An action id of any integer type as an ``int``; anything else is refused."""
    if isinstance(action_id, bool):
        raise InvalidActionError(f"action id must be an integer, not {action_id!r}")
    try:
        return operator.index(action_id)  # type: ignore[arg-type]
    except TypeError:
        raise InvalidActionError(f"action id must be an integer, not {action_id!r}") from None


def _can_knock(hand11: int, limit: int) -> bool:
    return min_deadwood_after_discard(hand11) <= limit


def discard_turn_mask(
    hand: int,
    discardable: int,
    after: int,
    limit: int,
    *,
    big_gin: bool,
    must_knock: bool,
    must_knock_on_gin: bool,
) -> int:
    """The legal-action bits of a discard turn: the one statement of that rule.

    ``hand`` holds the 11 cards, ``discardable`` those that may be thrown (the taken
    upcard left out where the rules say so), ``after`` the least deadwood after the best
    discard (:func:`~ginrummy.melds.min_deadwood_after_discard`, cached or not: the
    caller picks). ``must_knock`` is OpenSpiel's last-chance turn at the stock end. The
    fast playout kernels of :mod:`ginrummy.env` call this too, so they cannot drift from
    the engine.
    """
    knocks = 0
    if after <= limit:
        rest = discardable
        while rest:
            low = rest & -rest
            rest ^= low
            if deadwood_count_cached(hand ^ low) <= limit:
                knocks |= low
    big = big_gin and after == 0 and deadwood_count_cached(hand) == 0
    if must_knock:
        mask = knocks << KNOCK_BASE
    else:
        mask = discardable | knocks << KNOCK_BASE
    if must_knock_on_gin:
        gins = 0
        rest = knocks
        while rest:
            low = rest & -rest
            rest ^= low
            if deadwood_count_cached(hand ^ low) == 0:
                gins |= low
        if gins or big:
            mask = gins << KNOCK_BASE
    if big:
        mask |= 1 << BIG_GIN_ID
    return mask
