"""A fast, mutable playout kernel: the game loop of :class:`~ginrummy.env.core.GameCore`
without the immutable engine state, for the self-play environments.

Why it exists: :meth:`HandState.apply_id` builds a new immutable state, an event and an
``Action`` object on every move, which is what a server, an undo stack and the search
code need, but what a training loop pays for a million times a minute. The kernel drives
the core's :class:`~ginrummy.core.playout.Playout` (one hand as plain mutable ints and
lists, action ids applied in place): the turn rules are the core's, stated once there,
and the kernel adds only what an environment keeps per seat (the cards each has seen,
the opponent's discards and declined upcards, the pile) and the episode around the
hands (deals from :meth:`HandState.deal` with the same random stream, games scored by
:class:`~ginrummy.core.match.Game`). ``tests/env/test_env_kernel.py`` checks it against
the engine path step by step (masks, observation bits, rewards, results, episode ends)
under every preset and several options.

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

from typing import Final

from ..core.actions import (
    DRAW_STOCK_ID,
    KNOCK_BASE,
    NUM_ACTIONS,
    PASS_ID,
    TAKE_UPCARD_ID,
)
from ..core.errors import IllegalActionError, IllegalReason
from ..core.hand import HandResult, HandState
from ..core.playout import NO_CARD, OVER, Playout
from ..core.rules import Rules
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

# The playout's phase ints are in the order of the observation's phase one-hot
# (encoding.PHASES): a phase's bit is this table's entry.
PHASE_BITS: Final = tuple(1 << (PHASE_OFFSET + i) for i in range(5))
_TO_ACT: Final = 1 << TO_ACT_BIT


def supports(rules: Rules) -> bool:
    """Whether the kernel plays ``rules`` (every option of :class:`Rules` at present).

    Kept as the one place to send a future option the kernel does not implement back
    to the engine path.
    """
    return isinstance(rules, Rules)


class KernelCore(Episode):
    """One hand or game on the core's mutable playout, with :class:`GameCore`'s interface."""

    __slots__ = ("_deal_state", "_ids", "_state", "play")

    play: Playout
    """The current hand (:class:`~ginrummy.core.playout.Playout`): its fields are read
    directly on the hot paths (``view_bits``)."""
    _deal_state: HandState
    _ids: list[int]
    _state: HandState | None

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
        self._state = None

    # ------------------------------------------------------------------ dealing
    def start_hand(self, state: HandState) -> None:
        """Play on from a freshly dealt hand (see :meth:`GameCore.start_hand`)."""
        self._start_views(state)
        self._deal_state = state
        self._state = state
        self._ids = []
        play = self.play = Playout.from_state(state)
        play.legal_mask()  # from here on each move sets play.legal

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
    def result(self) -> HandResult | None:
        """The current hand's result, once it is over."""
        return self.play.result

    @property
    def to_act(self) -> int | None:
        """The seat to move, ``None`` once the episode is over."""
        return None if self.done else self.play.seat

    def legal_mask(self, seat: int) -> int:
        """The action ids ``seat`` may take now, as bits (0 when it is not to act)."""
        play = self.play
        if self.done or play.seat != seat or play.phase == OVER:
            return 0
        legal = play.legal
        return auto_knock_mask(legal) if self.auto_knock else legal

    # ------------------------------------------------------------------ acting
    def step(self, action: object) -> None:
        """Apply the acting seat's action id (see :meth:`GameCore.step`)."""
        if self.done:
            raise IllegalActionError(
                IllegalReason.GAME_OVER, "the episode is over: call reset() to start another"
            )
        action_id = action if action.__class__ is int else as_action_id(action)
        legal = self.play.legal
        if self.auto_knock:
            if not (0 <= action_id < NUM_ACTIONS and auto_knock_mask(legal) >> action_id & 1):
                self._refuse(action_id, auto=True)
            if action_id < KNOCK_BASE and legal >> (KNOCK_BASE + action_id) & 1:
                action_id += KNOCK_BASE
        elif not (0 <= action_id < NUM_ACTIONS and legal >> action_id & 1):
            self._refuse(action_id, auto=False)
        self.apply(action_id)

    def apply(self, action_id: int) -> None:
        """Apply a legal action id (unchecked: the caller checked it against the mask).

        The playout moves the hand; around each move the kernel keeps what the seats'
        views need (``seen``, ``discarded``, ``declined``, ``pile_mask``), as
        :meth:`GameCore._advance` does around the engine's move.
        """
        self._ids.append(action_id)
        self._state = None
        play = self.play
        seat = play.seat
        if action_id < KNOCK_BASE:
            bit = 1 << action_id
            self.discarded[seat] |= bit
            seen = self.seen
            seen[0] |= bit
            seen[1] |= bit
            play.discard(action_id)
            # A pile of one card is this one: after a reshuffle, or onto an empty pile.
            self.pile_mask = bit if len(play.pile) == 1 else self.pile_mask | bit
        elif action_id == DRAW_STOCK_ID:  # a draw never ends the hand
            pile = play.pile
            if pile:
                self.declined[seat] |= 1 << pile[-1]
            self.seen[seat] |= 1 << play.draw()
            self.rewards = (0.0, 0.0)
            self.last_result = None
            return
        elif action_id == TAKE_UPCARD_ID:
            card = play.take()
            if card != NO_CARD:
                self.pile_mask &= ~(1 << card)
        elif action_id == PASS_ID:
            pile = play.pile
            if pile:
                self.declined[seat] |= 1 << pile[-1]
            play.pass_upcard()
        else:  # a knock id or big gin
            play.knock(action_id)
        if play.phase == OVER:
            result = play.result
            assert result is not None
            end_hand(self, result, play.dealer)
            return
        self.rewards = (0.0, 0.0)
        self.last_result = None

    # ------------------------------------------------------------------ viewing
    def opponent_known(self, seat: int) -> int:
        """The cards of ``seat``'s opponent that ``seat`` knows (all, after a showdown)."""
        opponent = 1 - seat
        play = self.play
        if play.phase == OVER:
            result = play.result
            assert result is not None
            if result.hands is not None:
                return result.hands[opponent].mask
        return play.known[opponent]

    def view_bits(self, seat: int) -> int:
        """``seat``'s observation features as bits, as :meth:`GameCore.view_bits`."""
        opponent = 1 - seat
        play = self.play
        pile = play.pile
        top = 1 << pile[-1] if pile else 0
        phase = play.phase
        if phase == OVER:
            to_act = 0
            known = self.opponent_known(seat)
        else:
            to_act = _TO_ACT if play.seat == seat else 0
            known = play.known[opponent]  # opponent_known, inlined for the hot path
        return (
            play.hands[seat]
            | top << 52
            | (self.pile_mask & ~top & self.dead_view) << 104
            | known << 156
            | (FULL & ~self.seen[seat]) << 208
            | self.discarded[opponent] << 260
            | self.declined[opponent] << 312
            | PHASE_BITS[phase]
            | STOCK_THERMOMETER[len(play.stock)]
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
