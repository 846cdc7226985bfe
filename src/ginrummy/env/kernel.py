"""A fast, mutable playout kernel: the game loop of :class:`~ginrummy.env.core.GameCore`
without the immutable engine state, for the self-play environments.

Why it exists: :meth:`HandState.apply_id` builds a new immutable state, an event and an
``Action`` object on every move, which is what a server, an undo stack and the search
code need, but what a training loop pays for a million times a minute. The kernel keeps
one hand as plain mutable ints and lists (hands and known cards as 52-bit masks, the
stock as a list popped from its end, the discard pile as a list, the phase as an int)
and applies action ids in place. The rules are still the engine's, called as the
engine calls them: the legal mask of a discard turn and of the stock end come from
:func:`~ginrummy.core.legality.discard_turn_mask` and
:func:`~ginrummy.core.legality.stock_end_mask` (on the cached meld tables), a knock is
:func:`~ginrummy.core.legality.knock_hand` and
:func:`~ginrummy.core.result.knock_result`, a hand's doubling is the engine's
``HandState.scores_double``, deals come from :meth:`HandState.deal` with the same
random stream, reshuffles use the same seed, and games are scored by
:class:`~ginrummy.core.match.Game`. The kernel re-implements only the move bookkeeping of
``core/moves.py``, line for line (sharing it would put a call in every move), and
``tests/env/test_env_kernel.py`` checks it against the engine path step by step (masks,
observation bits, rewards, results, episode ends) under every preset and several
options.

:class:`KernelCore` has :class:`GameCore`'s interface for what the self-play
environments use (``reset``, ``step``, ``legal_mask``, ``view_bits``, ``rewards``,
``last_result``...). Its ``state`` is the engine's :class:`HandState` of the current
hand, rebuilt on demand by replaying the hand's action ids from the deal (exact, and
cached until the next move), so code that inspects the state (rendering, tests, the
error message of an illegal action) sees the engine's own object.

Every rule option is implemented (:func:`supports` says which rules take the kernel;
all of them at present). ``step_action`` (an opponent agent's :class:`Action` with
chosen melds) is not: environments with an opponent agent keep :class:`GameCore`.
"""

from __future__ import annotations

import random
from typing import Final

from ..core.actions import (
    BIG_GIN_ID,
    DRAW_STOCK_ID,
    KNOCK_BASE,
    NUM_ACTIONS,
    PASS_ID,
    TAKE_UPCARD_ID,
)
from ..core.errors import IllegalActionError, IllegalReason
from ..core.hand import HandResult, HandState, discard_turn_mask, stock_out_reason
from ..core.legality import knock_hand, stock_end_mask
from ..core.melds import min_deadwood_after_discard_cached
from ..core.result import knock_result
from ..core.rules import Rules
from ..core.scoring import Outcome
from .core import Episode, GameCore, Mode, as_action_id, end_hand
from .encoding import (
    FULL,
    PHASE_OFFSET,
    STOCK_THERMOMETER,
    TO_ACT_BIT,
    auto_knock_mask,
)

ENABLED: Final = True
"""Whether the self-play environments use the kernel for rules it supports (the
engine path, :class:`GameCore`, otherwise). A constant to flip when debugging."""

# Phases as ints, in the order of the observation's phase one-hot (encoding.PHASES).
OFFER: Final = 0
DRAW: Final = 1
DISCARD: Final = 2
STOCK_END: Final = 3
OVER: Final = 4
PHASE_BITS: Final = tuple(1 << (PHASE_OFFSET + i) for i in range(5))
_TO_ACT: Final = 1 << TO_ACT_BIT
_DRAW_BIT: Final = 1 << DRAW_STOCK_ID
_TAKE_BIT: Final = 1 << TAKE_UPCARD_ID
_PASS_BIT: Final = 1 << PASS_ID
_BIG_GIN_BIT: Final = 1 << BIG_GIN_ID
_OFFER_MASK: Final = _TAKE_BIT | _PASS_BIT
_DRAW_MASK: Final = _DRAW_BIT | _TAKE_BIT
_NO_CARD: Final = -1
_STOCK_DOWN: Final = "the stock is down to two cards"


def supports(rules: Rules) -> bool:
    """Whether the kernel plays ``rules`` (every option of :class:`Rules` at present).

    Kept as the one place to send a future option the kernel does not implement back
    to the engine path.
    """
    return isinstance(rules, Rules)


class KernelCore(Episode):
    """One hand or game on the mutable kernel, with :class:`GameCore`'s interface."""

    __slots__ = (
        "_allow_taken",
        "_big_gin",
        "_bounce",
        "_deal_state",
        "_doubled",
        "_ids",
        "_max_upcard_draws",
        "_must_knock",
        "_must_knock_on_gin",
        "_offer_to_dealer",
        "_repeated_void",
        "_reshuffles",
        "_state",
        "_stock_end_knock",
        "_stock_floor",
        "_stock_only",
        "_taken",
        "_upcard_draws",
        "dealer",
        "first_upcard",
        "hands",
        "knock_limit",
        "known",
        "legal",
        "passes",
        "phase",
        "pile",
        "reshuffle_seed",
        "result",
        "seat",
        "stock",
    )

    # the hand
    dealer: int
    first_upcard: int
    knock_limit: int
    reshuffle_seed: int
    hands: list[int]
    known: list[int]
    stock: list[int]
    """The stock, top card LAST (``pop()`` draws): the reverse of ``HandState.stock``."""
    pile: list[int]
    phase: int
    seat: int
    """The seat to move (meaningless once the phase is ``OVER``)."""
    legal: int
    """The legal action ids of the seat to move, as bits (kept up to date every move)."""
    passes: int
    result: HandResult | None
    _taken: int
    _stock_only: bool
    _must_knock: bool
    _bounce: bool
    _upcard_draws: int
    _reshuffles: int
    _doubled: bool
    """Whether the hand's points count double (the engine's ``HandState.scores_double``)."""
    _deal_state: HandState
    _ids: list[int]
    _state: HandState | None
    # the rules, unpacked for the hot path
    _allow_taken: bool
    _big_gin: bool
    _must_knock_on_gin: bool
    _repeated_void: bool
    _offer_to_dealer: bool
    _stock_floor: int
    """Stock cards left when it has run out (:attr:`Rules.stock_end_size`)."""
    _stock_end_knock: bool
    _max_upcard_draws: int | None

    def __init__(
        self,
        rules: Rules,
        *,
        mode: Mode = "hand",
        auto_knock: bool = False,
        normalize_rewards: bool = False,
        reward_scale: float | None = None,
        max_hands: int | None = None,
    ) -> None:
        if not supports(rules):
            raise ValueError("the kernel does not play these rules: use GameCore")
        super().__init__(
            rules,
            mode=mode,
            auto_knock=auto_knock,
            normalize_rewards=normalize_rewards,
            reward_scale=reward_scale,
            max_hands=max_hands,
        )
        self._allow_taken = rules.allow_discard_of_drawn_upcard
        self._big_gin = rules.big_gin_points is not None
        self._must_knock_on_gin = rules.must_knock_on_gin
        self._repeated_void = rules.repeated_upcard_void
        self._offer_to_dealer = rules.upcard_offer_to_dealer
        self._stock_floor = rules.stock_end_size
        self._stock_end_knock = rules.stock_end_upcard_knock
        self._max_upcard_draws = rules.max_upcard_draws
        self._state = None

    # ------------------------------------------------------------------ dealing
    def start_hand(self, state: HandState) -> None:
        """Play on from a freshly dealt hand (see :meth:`GameCore.start_hand`)."""
        self._start_views(state)
        self._deal_state = state
        self._state = state
        self._ids = []
        dealer = state.dealer
        self.dealer = dealer
        self.first_upcard = int(state.first_upcard)
        self.knock_limit = state.knock_limit
        self.reshuffle_seed = state.reshuffle_seed
        self._doubled = state.scores_double
        self.hands = [state.hand_mask(0), state.hand_mask(1)]
        self.known = [0, 0]
        stock: list[int] = list(reversed(state.stock))
        self.stock = stock
        self.pile = [self.first_upcard]
        self.phase = OFFER if self.rules.upcard_offer else DRAW
        self.seat = 1 - dealer
        self.passes = 0
        self.result = None
        self._taken = _NO_CARD
        self._stock_only = False
        self._must_knock = False
        self._bounce = False
        self._upcard_draws = 0
        self._reshuffles = 0
        self.legal = _OFFER_MASK if self.phase == OFFER else _DRAW_MASK

    # ------------------------------------------------------------------ reading
    @property
    def state(self) -> HandState:
        """The current hand as the engine's :class:`HandState` (replayed, then cached)."""
        state = self._state
        if state is None:
            state = self._deal_state
            for action_id in self._ids:
                state = state.apply_id(action_id)
            self._state = state
        return state

    @property
    def to_act(self) -> int | None:
        """The seat to move, ``None`` once the episode is over."""
        return None if self.done else self.seat

    def legal_mask(self, seat: int) -> int:
        """The action ids ``seat`` may take now, as bits (0 when it is not to act)."""
        if self.done or self.seat != seat or self.phase == OVER:
            return 0
        return auto_knock_mask(self.legal) if self.auto_knock else self.legal

    # ------------------------------------------------------------------ acting
    def step(self, action: object) -> None:
        """Apply the acting seat's action id (see :meth:`GameCore.step`)."""
        if self.done:
            raise IllegalActionError(
                IllegalReason.GAME_OVER, "the episode is over: call reset() to start another"
            )
        action_id = action if action.__class__ is int else as_action_id(action)
        legal = self.legal
        if self.auto_knock:
            if not (0 <= action_id < NUM_ACTIONS and auto_knock_mask(legal) >> action_id & 1):
                self._refuse(action_id, auto=True)
            if action_id < KNOCK_BASE and legal >> (KNOCK_BASE + action_id) & 1:
                action_id += KNOCK_BASE
        elif not (0 <= action_id < NUM_ACTIONS and legal >> action_id & 1):
            self._refuse(action_id, auto=False)
        self.apply(action_id)

    def apply(self, action_id: int) -> None:
        """Apply a legal action id (unchecked: the caller checked it against ``legal``).

        Each branch mirrors the ``HandState`` method named in its comment.
        """
        self._ids.append(action_id)
        self._state = None
        seat = self.seat
        pile = self.pile
        if action_id < KNOCK_BASE:  # _discard_action
            bit = 1 << action_id
            hands = self.hands
            hands[seat] ^= bit
            known = self.known
            if known[seat] & bit:
                known[seat] &= ~bit
            pile.append(action_id)
            self.discarded[seat] |= bit
            seen = self.seen
            seen[0] |= bit
            seen[1] |= bit
            self.pile_mask |= bit
            bounce = action_id == self._taken
            self._taken = _NO_CARD
            other = 1 - seat
            self.seat = other
            if self._repeated_void:
                if bounce and self._bounce:
                    self._void("both players took the upcard and discarded it back")
                    return
                self._bounce = bounce
            if len(self.stock) > self._stock_floor:
                self.phase = DRAW
                self.legal = _DRAW_MASK
            elif self._stock_end_knock:
                self.phase = STOCK_END
                self.legal = self._stock_end_legal()
            elif self.rules.may_reshuffle(self._reshuffles):
                self._reshuffle()
                self.phase = DRAW
                self.legal = _DRAW_MASK
            else:
                self._void(stock_out_reason(self._stock_floor))
                return
        elif action_id == DRAW_STOCK_ID:  # _draw_stock
            if pile:
                self.declined[seat] |= 1 << pile[-1]
            bit = 1 << self.stock.pop()
            self.hands[seat] |= bit
            self.seen[seat] |= bit
            self.phase = DISCARD
            self._taken = _NO_CARD
            self._stock_only = False
            self.legal = self._discard_legal()
        elif action_id == TAKE_UPCARD_ID:  # _take_upcard
            phase = self.phase
            if phase == DRAW and self._max_upcard_draws is not None:
                self._upcard_draws += 1
                if self._upcard_draws >= self._max_upcard_draws:
                    self._void("the upcard was drawn too many times")
                    return
            card = pile.pop()
            bit = 1 << card
            self.hands[seat] |= bit
            self.known[seat] |= bit
            self.pile_mask &= ~bit
            self._taken = card
            self._must_knock = phase == STOCK_END
            self.phase = DISCARD
            self.legal = self._discard_legal()
        elif action_id == PASS_ID:  # _pass
            if pile:
                self.declined[seat] |= 1 << pile[-1]
            if self.phase == STOCK_END:
                self._void(_STOCK_DOWN)
                return
            self.passes += 1
            self.seat = 1 - seat
            if self.passes >= 2:
                self.phase = DRAW
                self._stock_only = True
                self.legal = _DRAW_BIT
            elif not self._offer_to_dealer:  # seed 004: the dealer plays first
                self.phase = DRAW
                self.legal = _DRAW_MASK
        else:  # _knock: a knock id or big gin
            self._knock(seat, action_id)
            return
        self.rewards = (0.0, 0.0)
        self.last_result = None

    def _discard_legal(self) -> int:
        """``HandState._discard_legal``, on the kernel's fields (the same function)."""
        hand = self.hands[self.seat]
        discardable = hand
        if self._taken != _NO_CARD and not self._allow_taken:
            discardable &= ~(1 << self._taken)
        return discard_turn_mask(
            hand,
            discardable,
            min_deadwood_after_discard_cached(hand),
            self.knock_limit,
            big_gin=self._big_gin,
            must_knock=self._must_knock,
            must_knock_on_gin=self._must_knock_on_gin,
        )

    def _stock_end_legal(self) -> int:
        """``HandState._compute_legal`` at the stock end (the same function)."""
        upcard = self.pile[-1]
        hand = self.hands[self.seat] | 1 << upcard
        return stock_end_mask(
            hand,
            upcard,
            min_deadwood_after_discard_cached(hand),
            self.knock_limit,
            allow_taken=self._allow_taken,
        )

    def _reshuffle(self) -> None:
        """``HandState._reshuffle``: the same pool, sorted, shuffled with the same seed."""
        pool = sorted([*self.stock, *self.pile[:-1]])
        random.Random(self.reshuffle_seed + self._reshuffles).shuffle(pool)
        pool.reverse()  # the kernel's stock has its top card last
        self.stock = pool
        top = self.pile[-1]
        self.pile = [top]
        self.pile_mask = 1 << top
        self._reshuffles += 1

    def _void(self, reason: str) -> None:
        self.phase = OVER
        self.legal = 0
        self.result = HandResult(Outcome.VOID, None, 0, reason=reason)
        self._end_hand(self.result)

    def _knock(self, seat: int, action_id: int) -> None:
        """``HandState._knock`` with the best arrangement (``apply_id``'s knock)."""
        big_gin = action_id == BIG_GIN_ID
        discard = None if big_gin else action_id - KNOCK_BASE
        rest, arrangement = knock_hand(self.hands[seat], discard, None, self.knock_limit)
        if discard is not None:
            self.known[seat] &= ~(1 << discard)
        self.hands[seat] = rest
        self.phase = OVER
        self.legal = 0
        self._taken = _NO_CARD
        self.result = knock_result(
            self.rules,
            seat,
            arrangement,
            (self.hands[0], self.hands[1]),
            big_gin=big_gin,
            limit=self.knock_limit,
            doubled=self._doubled,
        )
        self._end_hand(self.result)

    def _end_hand(self, result: HandResult) -> None:
        """:meth:`GameCore._end_hand`: rewards, the game's score, the next deal."""
        end_hand(self, result, self.dealer)

    # ------------------------------------------------------------------ viewing
    def opponent_known(self, seat: int) -> int:
        """The cards of ``seat``'s opponent that ``seat`` knows (all, after a showdown)."""
        opponent = 1 - seat
        if self.phase == OVER:
            result = self.result
            assert result is not None
            if result.hands is not None:
                return result.hands[opponent].mask
        return self.known[opponent]

    def view_bits(self, seat: int) -> int:
        """``seat``'s observation features as bits, as :meth:`GameCore.view_bits`."""
        opponent = 1 - seat
        pile = self.pile
        top = 1 << pile[-1] if pile else 0
        phase = self.phase
        if phase == OVER:
            to_act = 0
            known = self.opponent_known(seat)
        else:
            to_act = _TO_ACT if self.seat == seat else 0
            known = self.known[opponent]  # opponent_known, inlined for the hot path
        return (
            self.hands[seat]
            | top << 52
            | (self.pile_mask & ~top & self.dead_view) << 104
            | known << 156
            | (FULL & ~self.seen[seat]) << 208
            | self.discarded[opponent] << 260
            | self.declined[opponent] << 312
            | PHASE_BITS[phase]
            | STOCK_THERMOMETER[len(self.stock)]
            | self.hand_bits[seat]
            | to_act
        )


AnyCore = GameCore | KernelCore


def make_core(
    rules: Rules,
    *,
    kernel: bool | None = None,
    mode: Mode = "hand",
    auto_knock: bool = False,
    normalize_rewards: bool = False,
    reward_scale: float | None = None,
    max_hands: int | None = None,
) -> AnyCore:
    """The game loop for a self-play environment: the kernel where it plays the rules
    (and ``kernel`` is not ``False``; ``None`` follows :data:`ENABLED`), else the
    engine path. Both give the same games; the kernel is faster."""
    use = ENABLED if kernel is None else kernel
    cls: type[GameCore] | type[KernelCore] = KernelCore if use and supports(rules) else GameCore
    return cls(
        rules,
        mode=mode,
        auto_knock=auto_knock,
        normalize_rewards=normalize_rewards,
        reward_scale=reward_scale,
        max_hands=max_hands,
    )
