"""Applying an action to a hand state: the new state, with its events and its result."""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING, Any, Final

from .actions import (
    _BY_ID,
    DRAW_STOCK_ID,
    NUM_ACTIONS,
    TAKE_UPCARD_ID,
    Action,
    BigGin,
    Discard,
    DrawStock,
    Knock,
    Pass,
    TakeUpcard,
    decode,
    parse_action,
)
from .cards import ALL_CARDS
from .errors import IllegalActionError, IllegalReason, InvalidActionError
from .events import (
    _BIG_GIN_EVENTS,
    _DISCARD_EVENTS,
    _DRAW_EVENTS,
    _HIDDEN_DRAW,
    _KNOCK_EVENTS,
    _NO_CARD,
    _PASS_EVENTS,
    _RESHUFFLE_EVENTS,
    _TAKE_EVENTS,
    _VOID_EVENTS,
    Event,
    _Cons,
    _redact_event,
    _unwind,
)
from .legality import _Legality
from .playout import LAST_CHANCE, PLAY_ON, RESHUFFLE, reshuffled, stock_runs_out
from .result import (
    VOID_BOUNCE,
    VOID_STOCK_DOWN,
    VOID_UPCARD_DRAWS,
    HandResult,
    knock_result,
)
from .scoring import Outcome
from .state import _DISCARD, _DRAW, _OVER, _STOCK_END, STOCK_END_SIZE, stock_out_reason

if TYPE_CHECKING:
    from .hand import HandState

_PLAIN_ACTIONS: Final = frozenset((DrawStock, TakeUpcard, Pass, Discard))
_DRAW_OR_TAKE: Final = 1 << DRAW_STOCK_ID | 1 << TAKE_UPCARD_ID


class _Moves(_Legality):
    """Applying a move: :class:`~ginrummy.core.hand.HandState` inherits it."""

    __slots__ = ()

    if TYPE_CHECKING:

        def _copy(self) -> HandState: ...  # the new state: HandState (in hand.py) makes it

    def apply(self, action: Action, *, player: int | None = None) -> HandState:
        """The state after ``action``; this state is left unchanged.

        ``player``, when given, must be the seat to move (a server passes the seat of the
        connection, so a seat can never act for the other).

        :raises IllegalActionError: with the reason, when the action is not legal.
        """
        if player is not None and player != self._to_act and self._phase is not _OVER:
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
        if player is not None and player != self._to_act and self._phase is not _OVER:
            raise IllegalActionError(
                IllegalReason.NOT_YOUR_TURN, f"it is player {self._to_act}'s turn, not {player}'s"
            )
        if not 0 <= action_id < NUM_ACTIONS or not self.legal_action_mask() >> action_id & 1:
            self.check(decode(action_id))
        return self._apply(_BY_ID[action_id])

    def _apply(self, action: Action) -> HandState:
        new = self._copy()
        new._views = self._views  # the move's handler extends them (see _push)
        new._actions = (self._actions, action)
        _DISPATCH[type(action)](new, self._to_act, action)
        return new

    def _advance(self, action: Action) -> None:
        """Apply ``action`` to this state itself, checked as :meth:`apply` checks it.

        For a loop that owns its state and shows no one the states between moves
        (:func:`~ginrummy.core.record.play_hand`: its agents see observations, which
        hold nothing a later move changes), so a move need not copy the state's fields.
        """
        kind = action.__class__
        legal = self._legal
        if legal < 0:
            legal = self._compute_legal()
        plain = kind in _PLAIN_ACTIONS or (kind is Knock and action.melds is None)  # type: ignore[union-attr]
        if not (plain and legal >> action.id & 1):
            self.check(action)
        self._actions = (self._actions, action)
        self._legal = -1
        _DISPATCH[kind](self, self._to_act, action)

    def _push(self, event: Event) -> None:
        """Add an event to the log, and to each seat's redacted log where the state keeps
        them (``_views``, once someone observed the hand): a cell per seat, sharing the
        past like the log itself, so observing every move costs O(1) a move.

        Every event goes through here but the three of nearly every move (a draw, a
        take, a discard), which their handlers add the same way, written out."""
        self._log = (self._log, event)
        views = self._views
        if views is not None:
            self._views = ((views[0], _redact_event(event, 0)), (views[1], _redact_event(event, 1)))

    def _redacted_logs(self) -> tuple[_Cons | None, _Cons | None]:
        """Both seats' logs as they saw them, the opponent's stock draws and face-down
        knock discard without their card, as persistent cells (memoised along the game:
        once asked, every later state extends them by its own events)."""
        views = self._views
        if views is None:
            seen0: _Cons | None = None
            seen1: _Cons | None = None
            for event in self.events:
                seen0 = (seen0, _redact_event(event, 0))
                seen1 = (seen1, _redact_event(event, 1))
            views = self._views = (seen0, seen1)
        return views

    def redacted_events(self, viewer: int) -> tuple[Event, ...]:
        """The events as ``viewer`` saw them: the opponent's stock draws and face-down
        knock discard without their card."""
        return tuple(_unwind(self._redacted_logs()[viewer]))

    def _draw_stock(self, player: int, action: Action) -> None:
        stock = self._stock
        card = stock[0]
        self._stock = stock[1:]
        hands = self._hands
        self._hands = (
            (hands[0] | 1 << card, hands[1]) if player == 0 else (hands[0], hands[1] | 1 << card)
        )
        event = _DRAW_EVENTS[player][card]
        self._log = (self._log, event)
        views = self._views
        if views is not None:  # the opponent sees a draw, not the card
            self._views = (
                ((views[0], event), (views[1], _HIDDEN_DRAW[0]))
                if player == 0
                else ((views[0], _HIDDEN_DRAW[1]), (views[1], event))
            )
        self._phase = _DISCARD
        self._taken = _NO_CARD
        if self._stock_only:
            self._stock_only = False

    def _set_hand(self, player: int, mask: int) -> None:
        self._hands = (mask, self._hands[1]) if player == 0 else (self._hands[0], mask)

    def _set_known(self, player: int, mask: int) -> None:
        self._known = (mask, self._known[1]) if player == 0 else (self._known[0], mask)

    def _take_upcard(self, player: int, action: Action | None = None) -> None:
        card = self._discard[-1]
        phase = self._phase
        event = _TAKE_EVENTS[player][card]
        self._log = (self._log, event)
        views = self._views
        if views is not None:  # public
            self._views = ((views[0], event), (views[1], event))
        if phase is _DRAW and self.rules.max_upcard_draws is not None:
            self._upcard_draws += 1
            if self._upcard_draws >= self.rules.max_upcard_draws:
                self._void(VOID_UPCARD_DRAWS)
                return
        self._discard = self._discard[:-1]
        bit = 1 << card
        hands = self._hands
        known = self._known
        if player == 0:  # both written out: a take is every fourth move or so
            self._hands = (hands[0] | bit, hands[1])
            self._known = (known[0] | bit, known[1])
        else:
            self._hands = (hands[0], hands[1] | bit)
            self._known = (known[0], known[1] | bit)
        self._taken = card
        self._must_knock = phase is _STOCK_END
        self._phase = _DISCARD

    def _pass(self, player: int, action: Action | None = None) -> None:
        self._push(_PASS_EVENTS[player][_NO_CARD])
        if self._phase is _STOCK_END:
            self._void(VOID_STOCK_DOWN)
            return
        self._passes += 1
        self._to_act = 1 - player
        if self._passes >= 2:
            self._phase = _DRAW
            self._stock_only = True
        elif not self.rules.upcard_offer_to_dealer:  # seed 004: the dealer plays first
            self._phase = _DRAW

    def _discard_action(self, player: int, action: Action) -> None:
        """A discard ends the turn: the handler of :class:`Discard` itself, with no call
        between (about every other move of a hand is a discard)."""
        card = action.card  # type: ignore[union-attr]
        bit = 1 << card
        hands = self._hands
        self._hands = (hands[0] ^ bit, hands[1]) if player == 0 else (hands[0], hands[1] ^ bit)
        if self._known[player] & bit:
            self._set_known(player, self._known[player] & ~bit)
        self._discard = (*self._discard, card)
        event = _DISCARD_EVENTS[player][card]
        self._log = (self._log, event)
        views = self._views
        if views is not None:  # public
            self._views = ((views[0], event), (views[1], event))
        bounce = card == self._taken
        self._taken = _NO_CARD
        self._to_act = 1 - player
        if self.rules.repeated_upcard_void:
            if bounce and self._bounce:
                self._void(VOID_BOUNCE)
                return
            self._bounce = bounce
        left = len(self._stock)
        if left > STOCK_END_SIZE:
            self._phase = _DRAW
            # The next turn's choice, known without asking: draw, or take this discard.
            self._legal = _DRAW_OR_TAKE
            return
        # The stock's end: the playout's rule (one statement of it), called only here.
        step = stock_runs_out(self.rules, left, self._reshuffles)
        if step == PLAY_ON:  # reshuffling only at an empty stock: play on
            self._phase = _DRAW
        elif step == LAST_CHANCE:
            self._phase = _STOCK_END
        elif step == RESHUFFLE:
            self._reshuffle()
            self._phase = _DRAW
        else:
            self._void(stock_out_reason(self.rules.stock_end_size))

    def _reshuffle(self) -> None:
        """The discard pile but its top card, with the last stock cards, becomes the stock."""
        pool, self._fair_pos = reshuffled(
            self._stock,
            self._discard[:-1],
            self.reshuffle_seed,
            self._reshuffles,
            self.fair,
            self._fair_pos,
        )
        self._stock = tuple(ALL_CARDS[card] for card in pool)
        self._discard = self._discard[-1:]
        self._reshuffles += 1
        self._push(_RESHUFFLE_EVENTS[self._to_act][_NO_CARD])

    def _void(self, reason: str) -> None:
        self._phase = _OVER
        self._push(_VOID_EVENTS[self._to_act][_NO_CARD])
        self._result = HandResult(Outcome.VOID, None, 0, reason=reason)

    def _knock(self, player: int, action: Action) -> None:
        assert isinstance(action, Knock | BigGin)
        rest, arrangement = self._knock_arrangement(action)
        big_gin = isinstance(action, BigGin)
        self._set_hand(player, rest)
        if isinstance(action, Knock):
            self._set_known(player, self._known[player] & ~(1 << action.card))
            self._push(_KNOCK_EVENTS[player][action.card])
        else:
            self._push(_BIG_GIN_EVENTS[player][_NO_CARD])
        self._result = knock_result(
            self.rules,
            player,
            arrangement,
            self._hands,
            big_gin=big_gin,
            limit=self.knock_limit,
            doubled=self.scores_double,
        )
        self._phase = _OVER
        self._taken = _NO_CARD


_DISPATCH: Final[dict[type, Any]] = {
    Discard: _Moves._discard_action,
    DrawStock: _Moves._draw_stock,
    TakeUpcard: _Moves._take_upcard,
    Pass: _Moves._pass,
    Knock: _Moves._knock,
    BigGin: _Moves._knock,
}


def _action_index(action_id: object) -> int:
    """An action id of any integer type as an ``int``; anything else is refused."""
    if isinstance(action_id, bool):
        raise InvalidActionError(f"action id must be an integer, not {action_id!r}")
    try:
        return operator.index(action_id)  # type: ignore[arg-type]
    except TypeError:
        raise InvalidActionError(f"action id must be an integer, not {action_id!r}") from None
