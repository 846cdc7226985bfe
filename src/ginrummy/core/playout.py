"""One hand as a mutable playout on plain ints: the turn rules for the fast loops.

Why it exists: :class:`~ginrummy.core.hand.HandState` is immutable, and each move
builds a new state, an event and a log cell: what a server, an undo stack and a replay
need, and what a training loop or a search rollout pays for on every one of millions of
moves. A :class:`Playout` holds the same hand as mutable ints and lists (hands and
known cards as 52-bit masks, the stock as a list popped from its end, the discard pile
as a list, the phase as an int) and plays action ids in place, with no events.

It is the one statement of the turn rules outside the immutable engine: the
environments' kernel (:class:`~ginrummy.env.kernel.KernelCore`) drives it, and the
determinization (:mod:`ginrummy.agents.determinize`) builds its positions through it
(:meth:`HandState.from_playout <ginrummy.core.hand.HandState.from_playout>`), so neither
restates :mod:`~ginrummy.core.moves` or writes the state's private fields.
:mod:`~ginrummy.core.moves` keeps its own handlers (they build the immutable state's
events and tuples, and a call into this class on every move would slow every game), and
so does the search's greedy rollout (:mod:`ginrummy.agents.rollouts`: its moves on local
variables, as building a playout and calling its methods cost it a measured 4 to 14%),
but they share what can be shared without a call on the hot path: the void reasons
(:mod:`~ginrummy.core.result`), the end of the stock (:func:`stock_runs_out`, which the
moves and the numpy batch kernel call too) and the reshuffle (:func:`reshuffled`, all
of them). The legal masks are :mod:`~ginrummy.core.legality`'s
functions. ``tests/env/test_env_kernel.py`` and ``tests/core/test_playout.py`` hold the
playout to the engine move by move.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Final

from .actions import BIG_GIN_ID, DRAW_STOCK_ID, KNOCK_BASE, PASS_ID, TAKE_UPCARD_ID
from .cards import ALL_CARDS
from .legality import discard_turn_mask, knock_hand, stock_end_mask
from .melds import min_deadwood_after_discard_cached
from .result import VOID_BOUNCE, VOID_STOCK_DOWN, VOID_UPCARD_DRAWS, HandResult, knock_result
from .rules import Rules
from .scoring import Outcome, hand_doubles
from .state import Phase, stock_out_reason

if TYPE_CHECKING:
    from .fairness import FairDeal
    from .hand import HandState

# The phases as ints, in the order of :class:`Phase` (and of the environments'
# observation one-hot, ``ginrummy.env.encoding.PHASES``): an int compare is the
# cheapest test a hot loop can make.
OFFER: Final = 0
DRAW: Final = 1
DISCARD: Final = 2
STOCK_END: Final = 3
OVER: Final = 4
PHASES: Final = (Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD, Phase.STOCK_END, Phase.OVER)
""":class:`Phase` by its int."""
PHASE_INDEX: Final[dict[Phase, int]] = {phase: i for i, phase in enumerate(PHASES)}
"""The int of a :class:`Phase`."""

NO_CARD: Final = -1
"""``taken`` when no upcard was taken this turn."""
DRAW_BIT: Final = 1 << DRAW_STOCK_ID
TAKE_BIT: Final = 1 << TAKE_UPCARD_ID
PASS_BIT: Final = 1 << PASS_ID
OFFER_MASK: Final = TAKE_BIT | PASS_BIT
"""The legal mask of the first upcard's offer."""
DRAW_MASK: Final = DRAW_BIT | TAKE_BIT
"""The legal mask of a draw turn with an upcard (and not after two passes)."""

# What a discard leaves, once the stock is down to STOCK_END_SIZE cards or fewer
# (:func:`stock_runs_out`).
PLAY_ON: Final = 0
"""The stock still has cards to draw (rules that reshuffle only at an empty stock)."""
LAST_CHANCE: Final = 1
"""OpenSpiel's stock end: the next player may take the upcard to knock, or pass."""
RESHUFFLE: Final = 2
"""The pile but its top card becomes the stock (:func:`reshuffled`)."""
STOCK_OUT: Final = 3
"""The hand is void (:func:`~ginrummy.core.state.stock_out_reason`)."""


def stock_runs_out(rules: Rules, left: int, reshuffles: int) -> int:
    """What a discard that leaves ``left`` stock cards (at most
    :data:`~ginrummy.core.state.STOCK_END_SIZE`) leads to, after ``reshuffles``
    reshuffles this hand: :data:`PLAY_ON`, :data:`LAST_CHANCE`, :data:`RESHUFFLE` or
    :data:`STOCK_OUT`. Called only at the stock's end, so the common discard pays no call.
    """
    if left > rules.stock_end_size:
        return PLAY_ON
    if rules.stock_end_upcard_knock:
        return LAST_CHANCE
    if rules.may_reshuffle(reshuffles):
        return RESHUFFLE
    return STOCK_OUT


def reshuffled(
    stock: Iterable[int],
    below: Iterable[int],
    seed: int,
    reshuffles: int,
    fair: FairDeal | None,
    fair_pos: int,
) -> tuple[list[int], int]:
    """The new stock, top card first, when the ``stock`` left and the pile ``below`` its
    top card are shuffled together, and the fair deal's stream position after it.

    The pool is sorted first, so the new order depends on the cards and not on where
    they were; it is shuffled by ``random.Random(seed + reshuffles)`` (``seed`` being the
    hand's reshuffle seed), or for a provably fair deal by its stream from ``fair_pos``.
    """
    pool = sorted([*stock, *below])
    if fair is None:
        random.Random(seed + reshuffles).shuffle(pool)
        return pool, fair_pos
    cards, position = fair.reshuffle(pool, fair_pos)  # type: ignore[arg-type]
    return list(cards), position


class Playout:
    """One hand, mutable, on plain ints: apply action ids in place (see the module).

    The fields mirror :class:`~ginrummy.core.hand.HandState`'s and are public: a fast
    loop reads them directly. ``stock`` has its top card LAST (``pop()`` draws), the
    reverse of ``HandState.stock``; ``pile`` is the discard pile, top last; ``phase`` is
    one of :data:`OFFER`, :data:`DRAW`, :data:`DISCARD`, :data:`STOCK_END`,
    :data:`OVER`; ``seat`` is the seat to move (meaningless once over).

    The moves (:meth:`draw`, :meth:`take`, :meth:`pass_upcard`, :meth:`discard`,
    :meth:`knock`, or :meth:`apply` by id) do not check legality: the caller checks an
    id against :meth:`legal_mask`, as the engine's :meth:`HandState.apply_id` would.
    """

    __slots__ = (
        "allow_taken",
        "big_gin",
        "bounce",
        "dealer",
        "fair",
        "fair_pos",
        "first_upcard",
        "hands",
        "knock_limit",
        "known",
        "legal",
        "max_upcard_draws",
        "must_knock",
        "must_knock_on_gin",
        "offer_to_dealer",
        "passes",
        "phase",
        "pile",
        "repeated_void",
        "reshuffle_seed",
        "reshuffles",
        "result",
        "rules",
        "seat",
        "stock",
        "stock_end_knock",
        "stock_floor",
        "stock_only",
        "taken",
        "upcard_draws",
    )

    rules: Rules
    dealer: int
    knock_limit: int
    reshuffle_seed: int
    first_upcard: int
    """The upcard turned at the deal (Oklahoma's spades double a hand's points)."""
    fair: FairDeal | None
    fair_pos: int
    hands: list[int]
    known: list[int]
    """Cards each seat holds that the other saw it take from the pile."""
    stock: list[int]
    pile: list[int]
    phase: int
    seat: int
    legal: int
    """The legal ids of the seat to move as bits: each move sets the next one's, so a
    loop reads the field; -1 on a playout just built, until :meth:`legal_mask`."""
    passes: int
    taken: int
    """The upcard taken this turn, or :data:`NO_CARD`."""
    stock_only: bool
    must_knock: bool
    bounce: bool
    upcard_draws: int
    reshuffles: int
    result: HandResult | None
    # the rules, unpacked for the hot paths
    allow_taken: bool
    big_gin: bool
    must_knock_on_gin: bool
    repeated_void: bool
    offer_to_dealer: bool
    stock_floor: int
    """Stock cards left when it has run out (:attr:`Rules.stock_end_size`)."""
    stock_end_knock: bool
    max_upcard_draws: int | None

    def __init__(
        self,
        rules: Rules,
        *,
        dealer: int,
        hands: Iterable[int],
        stock: Iterable[int],
        pile: Iterable[int],
        phase: int,
        seat: int,
        knock_limit: int,
        first_upcard: int,
        reshuffle_seed: int = 0,
        known: Iterable[int] = (0, 0),
        taken: int = NO_CARD,
        passes: int = 0,
        stock_only: bool = False,
        must_knock: bool = False,
        bounce: bool = False,
        upcard_draws: int = 0,
        reshuffles: int = 0,
        result: HandResult | None = None,
        fair: FairDeal | None = None,
        fair_pos: int = 0,
    ) -> None:
        self.rules = rules
        self.dealer = dealer
        self.hands = list(hands)
        self.stock = list(stock)
        self.pile = list(pile)
        self.phase = phase
        self.seat = seat
        self.knock_limit = knock_limit
        self.first_upcard = first_upcard
        self.reshuffle_seed = reshuffle_seed
        self.known = list(known)
        self.taken = taken
        self.passes = passes
        self.stock_only = stock_only
        self.must_knock = must_knock
        self.bounce = bounce
        self.upcard_draws = upcard_draws
        self.reshuffles = reshuffles
        self.result = result
        self.fair = fair
        self.fair_pos = fair_pos
        self.legal = -1
        self._unpack(rules)

    @classmethod
    def from_state(cls, state: HandState) -> Playout:
        """The playout of ``state``'s position: its cards and turn state (not its events,
        which a playout does not keep). Inside the core, so it reads the state's fields;
        written out field by field, with no call to ``__init__``."""
        play = object.__new__(cls)
        rules = play.rules = state.rules
        play.dealer = state.dealer
        hands = state._hands
        play.hands = [hands[0], hands[1]]
        stock: list[int] = list(state._stock)
        stock.reverse()  # the top card last, to pop
        play.stock = stock
        play.pile = list(state._discard)
        play.phase = PHASES.index(state._phase)
        play.seat = state._to_act
        play.knock_limit = state.knock_limit
        play.first_upcard = state.deck[20]
        play.reshuffle_seed = state.reshuffle_seed
        known = state._known
        play.known = [known[0], known[1]]
        play.taken = state._taken
        play.passes = state._passes
        play.stock_only = state._stock_only
        play.must_knock = state._must_knock
        play.bounce = state._bounce
        play.upcard_draws = state._upcard_draws
        play.reshuffles = state._reshuffles
        play.result = state._result
        play.fair = state.fair
        play.fair_pos = state._fair_pos
        play.legal = -1
        play._unpack(rules)
        return play

    def _unpack(self, rules: Rules) -> None:
        """The rules the moves read, as fields (a field read is cheaper than a rule's)."""
        self.allow_taken = rules.allow_discard_of_drawn_upcard
        self.big_gin = rules.big_gin_points is not None
        self.must_knock_on_gin = rules.must_knock_on_gin
        self.repeated_void = rules.repeated_upcard_void
        self.offer_to_dealer = rules.upcard_offer_to_dealer
        self.stock_floor = rules.stock_end_size
        self.stock_end_knock = rules.stock_end_upcard_knock
        self.max_upcard_draws = rules.max_upcard_draws

    # ------------------------------------------------------------------ legality
    def legal_mask(self) -> int:
        """The legal action ids of the seat to move, as bits (:attr:`legal`, worked out
        here for a playout just built)."""
        legal = self.legal
        if legal < 0:
            phase = self.phase
            if phase == DISCARD:
                legal = self.discard_legal()
            elif phase == DRAW:
                legal = DRAW_BIT if self.stock_only or not self.pile else DRAW_MASK
            elif phase == OFFER:
                legal = OFFER_MASK
            elif phase == STOCK_END:
                legal = self.stock_end_legal()
            else:
                legal = 0
            self.legal = legal
        return legal

    def discard_legal(self) -> int:
        """The legal mask of a discard turn (``HandState._discard_legal``): the same
        function, :func:`~ginrummy.core.legality.discard_turn_mask`, on the cached
        deadwood tables."""
        hand = self.hands[self.seat]
        discardable = hand
        if self.taken != NO_CARD and not self.allow_taken:
            discardable &= ~(1 << self.taken)
        after = min_deadwood_after_discard_cached(hand)
        if after > self.knock_limit and not self.must_knock:
            return discardable  # no knock, so no gin: discard_turn_mask's answer, uncalled
        return discard_turn_mask(
            hand,
            discardable,
            after,
            self.knock_limit,
            big_gin=self.big_gin,
            must_knock=self.must_knock,
            must_knock_on_gin=self.must_knock_on_gin,
        )

    def stock_end_legal(self) -> int:
        """The legal mask at OpenSpiel's stock end (the engine's function)."""
        upcard = self.pile[-1]
        hand = self.hands[self.seat] | 1 << upcard
        return stock_end_mask(
            hand,
            upcard,
            min_deadwood_after_discard_cached(hand),
            self.knock_limit,
            allow_taken=self.allow_taken,
        )

    # ------------------------------------------------------------------ moves
    def apply(self, action_id: int) -> None:
        """Apply a legal action id (unchecked)."""
        if action_id < KNOCK_BASE:
            self.discard(action_id)
        elif action_id == DRAW_STOCK_ID:
            self.draw()
        elif action_id == TAKE_UPCARD_ID:
            self.take()
        elif action_id == PASS_ID:
            self.pass_upcard()
        else:
            self.knock(action_id)

    def draw(self) -> int:
        """Draw the stock's top card (``HandState._draw_stock``); returns it."""
        card = self.stock.pop()
        self.hands[self.seat] |= 1 << card
        self.phase = DISCARD
        self.taken = NO_CARD
        self.stock_only = False
        self.legal = self.discard_legal()
        return card

    def take(self) -> int:
        """Take the upcard (``HandState._take_upcard``); returns it, or :data:`NO_CARD`
        when taking it once more voids the hand (``max_upcard_draws``)."""
        phase = self.phase
        if phase == DRAW and self.max_upcard_draws is not None:
            self.upcard_draws += 1
            if self.upcard_draws >= self.max_upcard_draws:
                self._void(VOID_UPCARD_DRAWS)
                return NO_CARD
        card = self.pile.pop()
        bit = 1 << card
        seat = self.seat
        self.hands[seat] |= bit
        self.known[seat] |= bit
        self.taken = card
        self.must_knock = phase == STOCK_END
        self.phase = DISCARD
        self.legal = self.discard_legal()
        return card

    def pass_upcard(self) -> None:
        """Pass on the upcard (``HandState._pass``): at the first offer, or OpenSpiel's
        stock end (which voids the hand)."""
        if self.phase == STOCK_END:
            self._void(VOID_STOCK_DOWN)
            return
        self.passes += 1
        self.seat = 1 - self.seat
        if self.passes >= 2:
            self.phase = DRAW
            self.stock_only = True
            self.legal = DRAW_BIT
        elif not self.offer_to_dealer:  # seed 004: the dealer plays first
            self.phase = DRAW
            self.legal = DRAW_MASK

    def discard(self, card: int) -> None:
        """Discard ``card``, ending the turn (``HandState._discard_action``): a void on a
        repeated bounce, then the stock's end (:func:`stock_runs_out`) where it has come."""
        bit = 1 << card
        seat = self.seat
        self.hands[seat] ^= bit
        known = self.known
        if known[seat] & bit:
            known[seat] &= ~bit
        self.pile.append(card)
        bounce = card == self.taken
        self.taken = NO_CARD
        self.seat = 1 - seat
        if self.repeated_void:
            if bounce and self.bounce:
                self._void(VOID_BOUNCE)
                return
            self.bounce = bounce
        left = len(self.stock)
        if left > self.stock_floor:
            self.phase = DRAW
            self.legal = DRAW_MASK
            return
        step = stock_runs_out(self.rules, left, self.reshuffles)
        if step == LAST_CHANCE:
            self.phase = STOCK_END
            self.legal = self.stock_end_legal()
        elif step == RESHUFFLE:
            self.reshuffle()
            self.phase = DRAW
            self.legal = DRAW_MASK
        else:
            self._void(stock_out_reason(self.stock_floor))

    def reshuffle(self) -> None:
        """The pile but its top card, with the stock left, becomes the stock
        (``HandState._reshuffle``: :func:`reshuffled`)."""
        pile = self.pile
        stock, self.fair_pos = reshuffled(
            self.stock, pile[:-1], self.reshuffle_seed, self.reshuffles, self.fair, self.fair_pos
        )
        stock.reverse()  # the top card last
        self.stock = stock
        self.pile = pile[-1:]
        self.reshuffles += 1

    def knock(self, action_id: int) -> HandResult:
        """Knock (a knock id, or big gin) with the best arrangement, as
        ``HandState.apply_id`` knocks (``HandState._knock``); returns the result."""
        seat = self.seat
        big_gin = action_id == BIG_GIN_ID
        discard = None if big_gin else action_id - KNOCK_BASE
        rest, arrangement = knock_hand(self.hands[seat], discard, None, self.knock_limit)
        if discard is not None:
            self.known[seat] &= ~(1 << discard)
        self.hands[seat] = rest
        self.phase = OVER
        self.legal = 0
        self.taken = NO_CARD
        result = self.result = knock_result(
            self.rules,
            seat,
            arrangement,
            (self.hands[0], self.hands[1]),
            big_gin=big_gin,
            limit=self.knock_limit,
            doubled=hand_doubles(self.rules, ALL_CARDS[self.first_upcard]),
        )
        return result

    def _void(self, reason: str) -> None:
        self.phase = OVER
        self.legal = 0
        self.result = HandResult(Outcome.VOID, None, 0, reason=reason)
