"""Which actions are legal in a hand state, as one bit mask, and why another is not."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .actions import (
    BIG_GIN_ID,
    DRAW_STOCK_ID,
    KNOCK_BASE,
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
)
from .errors import IllegalActionError, IllegalReason
from .events import _NO_CARD, EventKind
from .melds import Arrangement, Meld, deadwood_count_cached, min_deadwood_after_discard
from .scoring import knocker_arrangement
from .state import _DISCARD, _DRAW, _OVER, _STOCK_END, _UPCARD_OFFER, _StateBase

_ACTION_TYPES: Final = (DrawStock, TakeUpcard, Pass, Discard, Knock, BigGin)


class _Legality(_StateBase):
    """The legality of a move: :class:`~ginrummy.core.hand.HandState` inherits it."""

    __slots__ = ()

    def legal_action_mask(self) -> int:
        """The legal action ids as bits of an int (see :mod:`ginrummy.core.actions`)."""
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
        """The legal mask (``legal_action_mask`` caches it; the hot loops call this when
        ``_legal`` is unset). A turn's discard comes first: a discard that passes the
        turn sets the next draw's mask itself (see moves.py)."""
        phase = self._phase
        if phase is _DISCARD:
            return self._discard_legal()
        if phase is _DRAW:
            if self._stock_only:
                return 1 << DRAW_STOCK_ID
            mask = 1 << DRAW_STOCK_ID
            if self._discard:
                mask |= 1 << TAKE_UPCARD_ID
            return mask
        if phase is _UPCARD_OFFER:
            return 1 << TAKE_UPCARD_ID | 1 << PASS_ID
        if phase is _STOCK_END:
            upcard = self._discard[-1]
            with_upcard = self._hands[self._to_act] | 1 << upcard
            return stock_end_mask(
                with_upcard,
                upcard,
                min_deadwood_after_discard(with_upcard),
                self.knock_limit,
                allow_taken=self.rules.allow_discard_of_drawn_upcard,
            )
        return 0

    def _discard_legal(self) -> int:
        hand = self._hands[self._to_act]
        rules = self.rules
        discardable = hand
        if self._taken != _NO_CARD and not rules.allow_discard_of_drawn_upcard:
            discardable &= ~(1 << self._taken)
        after = min_deadwood_after_discard(hand)
        if after > self.knock_limit and not self._must_knock:
            # No knock, so no gin or big gin: discard_turn_mask's answer, without the call
            # (most discard turns of most hands).
            return discardable
        return discard_turn_mask(
            hand,
            discardable,
            after,
            self.knock_limit,
            big_gin=rules.big_gin_points is not None,
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
        if self._phase is _OVER:
            raise IllegalActionError(IllegalReason.GAME_OVER, "the hand is over")
        if not isinstance(action, _ACTION_TYPES):
            raise IllegalActionError(IllegalReason.WRONG_PHASE, f"not an action: {action!r}")
        raise IllegalActionError(*self._why_illegal(action))

    def _why_illegal(self, action: Action) -> tuple[IllegalReason, str]:
        phase = self._phase
        player = self._to_act
        hand = self._hands[player]
        if isinstance(action, Discard | Knock):
            if phase is not _DISCARD:
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
            if phase is not _DISCARD:
                return IllegalReason.WRONG_PHASE, "big gin is declared after drawing"
            if self.rules.big_gin_points is None:
                return IllegalReason.BIG_GIN_DISABLED, "big gin is disabled under these rules"
            return IllegalReason.NOT_BIG_GIN, "big gin needs all 11 cards melded"
        if isinstance(action, DrawStock):
            if phase is _DRAW and self._stock_only:  # pragma: no cover - always legal
                return IllegalReason.WRONG_PHASE, "draw from the stock"
            if phase is _UPCARD_OFFER:
                return IllegalReason.WRONG_PHASE, "first take the upcard or pass"
            if phase is _STOCK_END:
                return IllegalReason.STOCK_END, "the stock is down to two cards: take or pass"
            return IllegalReason.WRONG_PHASE, "you have drawn already: discard or knock"
        if isinstance(action, TakeUpcard):
            if phase is _DRAW and self._stock_only:
                return (
                    IllegalReason.WRONG_PHASE,
                    "both players passed the first upcard: draw from the stock",
                )
            if phase is _STOCK_END:
                return IllegalReason.STOCK_END, "the upcard may only be taken to knock with it"
            return IllegalReason.WRONG_PHASE, "you have drawn already: discard or knock"
        if phase is _DRAW:
            last = self._last_event()
            if last is not None and last.kind is EventKind.PASS:  # upcard_offer_to_dealer off
                return (
                    IllegalReason.WRONG_PHASE,
                    "the upcard was passed: the dealer plays first, take it or draw from the stock",
                )
            return IllegalReason.WRONG_PHASE, "you may pass only on the first upcard"
        return IllegalReason.WRONG_PHASE, "you have drawn already: discard or knock"

    def _knock_arrangement(self, action: Knock | BigGin) -> tuple[int, Arrangement]:
        hand = self._hands[self._to_act]
        discard = None if isinstance(action, BigGin) else action.card
        return knock_hand(hand, discard, action.melds, self.knock_limit)


def knock_hand(
    hand: int, discard: int | None, melds: Sequence[Meld] | None, limit: int
) -> tuple[int, Arrangement]:
    """A knocker's cards once the knock's ``discard`` is face down (all 11 for big gin,
    ``discard`` ``None``) and the arrangement laid down: ``melds`` as chosen, or the
    least exposed best one (``None``), checked against the knock ``limit`` (big gin:
    none). One function for the engine's knock and the environments' kernels."""
    if discard is None:
        return hand, knocker_arrangement(hand, melds, 0, big_gin=True)
    rest = hand & ~(1 << discard)
    return rest, knocker_arrangement(rest, melds, limit)


def stock_end_mask(hand: int, upcard: int, after: int, limit: int, *, allow_taken: bool) -> int:
    """The legal-action bits at the stock end (OpenSpiel's last turn): pass, and take the
    upcard where the player could then knock: the one statement of that rule.

    ``hand`` holds the player's 10 cards and the ``upcard``, ``after`` the least
    deadwood after the best discard of those 11 (cached or not: the caller picks). The
    knock's discard may be the upcard itself only where the rules allow a taken upcard
    to be discarded at once (``allow_taken``); otherwise taking it could leave no legal
    move. The fast playout kernels of :mod:`ginrummy.env` call this too.
    """
    if after > limit:
        return _PASS_BIT
    if allow_taken:
        return _PASS_BIT | _TAKE_BIT
    rest = hand ^ 1 << upcard
    while rest:
        low = rest & -rest
        rest ^= low
        if deadwood_count_cached(hand ^ low) <= limit:
            return _PASS_BIT | _TAKE_BIT
    return _PASS_BIT


_PASS_BIT: Final = 1 << PASS_ID
_TAKE_BIT: Final = 1 << TAKE_UPCARD_ID


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
    discard (:func:`~ginrummy.core.melds.min_deadwood_after_discard`, cached or not: the
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
