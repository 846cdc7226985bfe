"""A numpy playout kernel: many self-play games stepped with array operations.

Why: even the mutable per-game kernel (:mod:`ginrummy.env.kernel`) costs a few
microseconds of Python per game and step, and gathering each game's view into a batch
costs as much again. :class:`BatchKernel` keeps every game's state in numpy arrays
(hands, known cards, seen cards and the view's planes as 52-bit masks in ``int64``;
stock and discard pile as card rows with a pointer; phase, seat and flags as columns)
and applies a whole batch of action ids with a few dozen array operations. The frequent
moves are fully vectorised: drawing, taking the upcard, passing and discarding; so is
the legal mask after a draw when the hand holds no three of a rank and cannot knock
(the common case: four look-ups in the meld tables per hand, as
:func:`~ginrummy.core.melds.min_deadwood_after_discard` does it, on arrays). Everything rare
runs per game in Python with the engine's own functions: hands with a possible set
(:func:`~ginrummy.core.melds.min_deadwood_after_discard_cached`), hands that may knock (the
knock ids, gin, big gin), knocks and their showdown (:func:`~ginrummy.core.scoring.settle`),
the stock end (the core's :func:`~ginrummy.core.playout.stock_runs_out` and
:func:`~ginrummy.core.playout.reshuffled`: void, reshuffle with the hand's seed,
OpenSpiel's last chance; the void reasons are the core's constants), the
upcard-draw limit and repeated upcards, deals (:meth:`HandState.deal`, the same random
stream as the plain environments) and game scores (:class:`~ginrummy.core.match.Game`).

The observation batch is built from the arrays at once: the seven 52-card planes with
one ``unpackbits`` over a byte view, the rest with broadcasting.

Exactness is checked by ``tests/env/test_env_kernel.py``, which steps a batch side by side
with :class:`~ginrummy.env.core.GameCore` games (observations, masks, rewards, episode
ends) under every preset and several options, and by ``tests/env/test_env_gym.py``
(the vector form equals the plain environment).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from ..core.actions import BIG_GIN_ID, DRAW_STOCK_ID, KNOCK_BASE, NUM_ACTIONS, PASS_ID, decode
from ..core.errors import IllegalActionError, IllegalReason, InvalidActionError
from ..core.hand import HandResult, HandState, discard_turn_mask, stock_out_reason
from ..core.legality import knock_hand, stock_end_mask
from ..core.match import Game
from ..core.melds import (
    DISCARD_DELTA,
    RANK_COLUMN,
    RUN_DEADWOOD,
    min_deadwood_after_discard_cached,
)
from ..core.playout import (
    DISCARD,
    DRAW,
    LAST_CHANCE,
    NO_CARD,
    OFFER,
    OVER,
    RESHUFFLE,
    STOCK_END,
    STOCK_OUT,
    reshuffled,
    stock_runs_out,
)
from ..core.result import VOID_BOUNCE, VOID_STOCK_DOWN, VOID_UPCARD_DRAWS, knock_result
from ..core.rules import Rules
from ..core.scoring import Outcome
from .core import Mode, check_settings, episode_scale, game_seeds
from .encoding import (
    DEALER_BIT,
    DOUBLED_BIT,
    KNOCK_LIMIT_OFFSET,
    OBS_SIZE,
    PHASE_OFFSET,
    SCORE_INDEX,
    STOCK_BITS,
    STOCK_OFFSET,
    TO_ACT_BIT,
    FloatArray,
    Int8Array,
)

_RUN: Final = np.array(RUN_DEADWOOD, dtype=np.int64)
_DELTA: Final = np.array(DISCARD_DELTA, dtype=np.int64)
_SUIT: Final = 0x1FFF
_FULL: Final = (1 << 52) - 1
_RANK_COLUMN: Final = np.int64(RANK_COLUMN)
_LOWEST_BIT: Final = np.array([(x & -x).bit_length() - 1 for x in range(1 << 13)], np.int64)
_TAKE: Final = KNOCK_BASE * 2 + 1  # 105
_TAIL_TO_ACT: Final = TO_ACT_BIT - PHASE_OFFSET
_TAIL_DEALER: Final = DEALER_BIT - PHASE_OFFSET
_TAIL_DOUBLED: Final = DOUBLED_BIT - PHASE_OFFSET
_TAIL_STOCK: Final = STOCK_OFFSET - PHASE_OFFSET
_TAIL_KNOCK_LIMIT: Final = KNOCK_LIMIT_OFFSET - PHASE_OFFSET


def _row(mask: int) -> npt.NDArray[np.uint8]:
    """An id bitmask as a row of 108 zeros and ones."""
    raw = np.frombuffer(mask.to_bytes(14, "little"), dtype=np.uint8)
    return np.unpackbits(raw, bitorder="little", count=NUM_ACTIONS)


_DRAW_ROW: Final = _row(1 << DRAW_STOCK_ID | 1 << _TAKE)
_DRAW_ONLY_ROW: Final = _row(1 << DRAW_STOCK_ID)
_OFFER_ROW: Final = _row(1 << _TAKE | 1 << PASS_ID)


def _after_discard(hand: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """:func:`~ginrummy.core.melds.min_deadwood_after_discard` of hands taken with no sets:
    runs only, four table look-ups and the best one-card discard of a suit."""
    a = hand & _SUIT
    b = hand >> 13 & _SUIT
    c = hand >> 26 & _SUIT
    d = hand >> 39
    after: npt.NDArray[np.int64] = _RUN[a] + _RUN[b] + _RUN[c] + _RUN[d]
    after += np.minimum(np.minimum(_DELTA[a], _DELTA[b]), np.minimum(_DELTA[c], _DELTA[d]))
    return after


def min_deadwood_after_discard_batch(hand: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """:func:`~ginrummy.core.melds.min_deadwood_after_discard` of many hands at once.

    The same method on arrays: the least, over the hand's set choices, of the rest's
    run deadwood and best one-card discard. Hands with one rank held three or four
    times have their few set choices computed on arrays; hands with two or more such
    ranks (a few in a hundred) go through the engine's function one by one.
    """
    a = hand & _SUIT
    b = hand >> 13 & _SUIT
    c = hand >> 26 & _SUIT
    d = hand >> 39
    trips = (a & b & (c | d)) | (c & d & (a | b))
    with_sets = np.flatnonzero(trips)
    if not with_sets.size:
        return _after_discard(hand)
    held = hand[with_sets]
    rank_bits = trips[with_sets]
    quads = (a & b & c & d)[with_sets]
    low = rank_bits & -rank_bits
    others = rank_bits ^ low
    first = _rank_options(held, low, quads)
    # Every candidate in one evaluation: the hands as they are (no sets), then for
    # hands with one rank held three or four times (most of them) its six choices,
    # then for hands with two such ranks every pair of choices.
    parts = [hand]
    one = np.flatnonzero(others == 0)
    if one.size:
        parts.append(np.tile(held[one], 6) & ~first[:, one].ravel())
    two = np.flatnonzero((others != 0) & (others & (others - 1) == 0))
    if two.size:
        second = _rank_options(held[two], others[two], quads[two])
        pairs = (first[:, None, two] | second[None, :, :]).ravel()
        parts.append(np.tile(held[two], 36) & ~pairs)
    values = _after_discard(np.concatenate(parts))
    size = hand.size
    after = values[:size]
    if one.size:
        chosen = values[size : size + 6 * one.size].reshape(6, one.size)
        after[with_sets[one]] = chosen.min(axis=0)
        size += 6 * one.size
    if two.size:
        chosen = values[size:].reshape(36, two.size)
        after[with_sets[two]] = chosen.min(axis=0)
    three = with_sets[(others & (others - 1)) != 0]
    if three.size:  # three such ranks (rare): the engine's function, hand by hand
        after[three] = [min_deadwood_after_discard_cached(h) for h in hand[three].tolist()]
    return after


def _rank_options(
    held: npt.NDArray[np.int64], rank_bit: npt.NDArray[np.int64], quads: npt.NDArray[np.int64]
) -> npt.NDArray[np.int64]:
    """The six ways to use one rank held three or four times, as ``melds._set_uses``
    lists them: none, the whole column, and each three of four of a kind (for a rank
    held three times those repeat the column, which gives the same result)."""
    rank = _LOWEST_BIT[rank_bit]
    column = held & np.left_shift(_RANK_COLUMN, rank)
    quad = (quads & rank_bit) != 0
    options = np.empty((6, held.size), np.int64)
    options[0] = 0
    options[1] = column
    for suit in range(4):
        options[2 + suit] = np.where(quad, column ^ np.left_shift(1, rank + 13 * suit), column)
    return options


def _card_bits(masks: npt.NDArray[np.int64]) -> npt.NDArray[np.uint8]:
    """``(n,)`` 52-bit masks as an ``(n, 52)`` array of bits (card ``c`` in column ``c``)."""
    raw = masks.astype("<i8").view(np.uint8).reshape(-1, 8)
    return np.unpackbits(raw, axis=1, bitorder="little")[:, :52]


class BatchKernel:
    """``num_envs`` self-play games of gin rummy as numpy arrays (see the module docs).

    The interface is the vector form's: :meth:`reset` and :meth:`step` return the
    observations of the seat to act in each game, and :attr:`seat`, :attr:`offered`
    say whose view each row is and which ids it may take.
    """

    def __init__(
        self,
        num_envs: int,
        rules: Rules,
        *,
        mode: Mode = "hand",
        auto_knock: bool = False,
        normalize_rewards: bool = False,
        reward_scale: float | None = None,
        max_hands: int | None = None,
    ) -> None:
        check_settings(mode, reward_scale, max_hands, rules=rules)
        n = num_envs
        self.n = n
        self.rules = rules
        self.game_mode = mode == "game"
        self.auto_knock = bool(auto_knock)
        self.scale = episode_scale(
            rules, normalize_rewards=normalize_rewards, reward_scale=reward_scale
        )
        self.max_hands = max_hands
        self._allow_taken = rules.allow_discard_of_drawn_upcard
        self._big_gin = rules.big_gin_points is not None
        self._stock_floor = rules.stock_end_size
        """Stock cards left when it has run out (:attr:`Rules.stock_end_size`)."""
        self._max_draws = rules.max_upcard_draws
        self._rows = np.arange(n)
        i64 = np.int64
        # Per seat, flat: game i's seat s is element 2 * i + s (one index array per
        # step instead of a (rows, seats) pair: numpy's fancy indexing is cheaper so).
        self.hands = np.zeros(2 * n, i64)
        self.known = np.zeros(2 * n, i64)
        self.seen = np.zeros(2 * n, i64)
        self.discarded = np.zeros(2 * n, i64)
        self.declined = np.zeros(2 * n, i64)
        self.pile_mask = np.zeros(n, i64)
        self.stock = np.zeros((n, 52), i64)
        """Each game's stock, top card first, from ``stock_pos`` to ``stock_end``."""
        self.stock_pos = np.zeros(n, i64)
        self.stock_end = np.zeros(n, i64)
        self.pile = np.zeros((n, 52), i64)
        """Each game's discard pile, bottom first, ``pile_len`` cards."""
        self.pile_len = np.zeros(n, i64)
        self.phase = np.zeros(n, i64)
        self.seat = np.zeros(n, i64)
        """The seat to act in each game: whose view each row of the batch is."""
        self.taken = np.full(n, NO_CARD, i64)
        self.passes = np.zeros(n, i64)
        self.must_knock = np.zeros(n, np.bool_)
        self.bounce = np.zeros(n, np.bool_)
        self.upcard_draws = np.zeros(n, i64)
        self.reshuffles = np.zeros(n, i64)
        self.dealer = np.zeros(n, i64)
        self.knock_limit = np.zeros(n, i64)
        self.doubled = np.zeros(n, np.bool_)
        self.scores = np.zeros((n, 2), i64)
        self.legal = np.zeros((n, NUM_ACTIONS), np.uint8)
        """The legal ids of the seat to act, as 0/1 columns (knock ids included)."""
        self.history = np.zeros((n, 256), np.int16)
        self.history_len = np.zeros(n, i64)
        self.reshuffle_seed = [0] * n
        self.first_upcard = [0] * n
        self.deal_states: list[HandState | None] = [None] * n
        self.deal_rngs: list[random.Random | None] = [None] * n
        self.rng_seeds = [0] * n
        self.games: list[Game | None] = [None] * n
        self.hands_played = [0] * n
        self.results: list[HandResult | None] = [None] * n
        """The result of the hand each game's last step ended, else ``None``."""
        self.final: dict[int, tuple[FloatArray, Int8Array, int]] = {}
        """The last view, mask and seat of each episode the last step ended, by game (the
        games themselves have restarted)."""

    # ------------------------------------------------------------------ dealing
    def reset(self, seed: int | Sequence[int] | None = None) -> None:
        """Start every game: game ``i`` from ``seed + i`` (or ``seed[i]``)."""
        for index, game_seed in enumerate(game_seeds(seed, self.n)):
            self.reset_game(index, game_seed)

    def reset_game(self, i: int, seed: int | None) -> None:
        """A new episode for game ``i``, drawing from its deal stream as
        :meth:`GameCore.reset` does."""
        rng = self.deal_rngs[i]
        if seed is not None:
            rng = random.Random(seed)
        elif rng is None:
            rng = random.Random()
        self.deal_rngs[i] = rng
        # GameCore seeds its stream for opponents and seat draws here; self-play has
        # neither, so only the seed is kept (drawn all the same: the deals must match).
        self.rng_seeds[i] = rng.getrandbits(64)
        game = Game.new(self.rules, rng=rng)
        self.games[i] = game
        self.scores[i] = 0
        self.hands_played[i] = 0
        self._deal(i, game.first_dealer)

    def _deal(self, i: int, dealer: int) -> None:
        rng = self.deal_rngs[i]
        assert rng is not None
        state = HandState.deal(self.rules, dealer=dealer, rng=rng)
        self.deal_states[i] = state
        first = int(state.first_upcard)
        h0, h1 = state.hand_mask(0), state.hand_mask(1)
        pair = slice(2 * i, 2 * i + 2)
        self.hands[pair] = (h0, h1)
        self.known[pair] = 0
        bit = 1 << first
        self.seen[pair] = (h0 | bit, h1 | bit)
        self.discarded[pair] = 0
        self.declined[pair] = 0
        self.pile_mask[i] = bit
        stock = state.stock
        self.stock[i, : len(stock)] = stock
        self.stock_pos[i] = 0
        self.stock_end[i] = len(stock)
        self.pile[i, 0] = first
        self.pile_len[i] = 1
        offer = self.rules.upcard_offer
        self.phase[i] = OFFER if offer else DRAW
        self.legal[i] = _OFFER_ROW if offer else _DRAW_ROW
        self.seat[i] = 1 - dealer
        self.taken[i] = NO_CARD
        self.passes[i] = 0
        self.must_knock[i] = False
        self.bounce[i] = False
        self.upcard_draws[i] = 0
        self.reshuffles[i] = 0
        self.dealer[i] = dealer
        self.knock_limit[i] = state.knock_limit
        self.doubled[i] = state.scores_double
        self.reshuffle_seed[i] = state.reshuffle_seed
        self.first_upcard[i] = first
        self.history_len[i] = 0

    # ------------------------------------------------------------------ reading
    def state(self, i: int) -> HandState:
        """Game ``i``'s hand as the engine's :class:`HandState` (replayed from the deal)."""
        state = self.deal_states[i]
        assert state is not None
        for action_id in self.history[i, : self.history_len[i]].tolist():
            state = state.apply_id(action_id)
        return state

    def offered(self) -> npt.NDArray[np.uint8]:
        """The ids offered to each row (``legal``, with knocks folded into discards
        under ``auto_knock``)."""
        if not self.auto_knock:
            return self.legal
        out = self.legal.copy()
        out[:, :KNOCK_BASE] |= out[:, KNOCK_BASE : 2 * KNOCK_BASE]
        out[:, KNOCK_BASE : 2 * KNOCK_BASE] = 0
        return out

    def encode(self, rows: npt.NDArray[np.intp] | None = None) -> tuple[FloatArray, Int8Array]:
        """Every row's observation (the seat to act's view) and its offered mask; with
        ``rows``, those rows only."""
        if rows is None:
            rows = self._rows
        n = len(rows)
        seat = self.seat[rows]
        length = self.pile_len[rows]
        top_card = self.pile[rows, np.maximum(length - 1, 0)]
        top = np.where(length > 0, np.left_shift(1, top_card), 0)
        planes = np.empty((n, 8), np.int64)
        mine = 2 * rows + seat
        theirs = mine ^ 1
        planes[:, 0] = self.hands[mine]
        planes[:, 1] = top
        # A squared-up pile (``squared_pile``) shows its top card only: no dead cards.
        planes[:, 2] = 0 if self.rules.squared_pile else self.pile_mask[rows] & ~top
        planes[:, 3] = self.known[theirs]
        planes[:, 4] = _FULL & ~self.seen[mine]
        planes[:, 5] = self.discarded[theirs]
        planes[:, 6] = self.declined[theirs]
        # The features after the planes (indices 364..413) as one more 52-bit "plane":
        # phase one-hot, to act, dealer, doubled, stock thermometer, knock limit.
        phase = self.phase[rows]
        left = np.minimum(self.stock_end[rows] - self.stock_pos[rows], STOCK_BITS)
        tail = np.left_shift(1, phase)
        tail |= (phase != OVER).astype(np.int64) << _TAIL_TO_ACT
        tail |= (self.dealer[rows] == seat).astype(np.int64) << _TAIL_DEALER
        tail |= self.doubled[rows].astype(np.int64) << _TAIL_DOUBLED
        tail |= (np.left_shift(1, left) - 1) << _TAIL_STOCK
        tail |= np.left_shift(1, self.knock_limit[rows] + _TAIL_KNOCK_LIMIT)
        planes[:, 7] = tail
        raw = planes.astype("<i8").view(np.uint8).reshape(n, 8, 8)
        bits = np.unpackbits(raw, axis=2, bitorder="little")[:, :, :52]
        obs = bits.astype(np.float32).reshape(n, OBS_SIZE)
        if self.game_mode:
            target = self.rules.game_target
            own_score = self.scores[rows, seat] / target
            other_score = self.scores[rows, 1 - seat] / target
            obs[:, SCORE_INDEX] = np.minimum(own_score, 1.0)
            obs[:, SCORE_INDEX + 1] = np.minimum(other_score, 1.0)
        return obs, self.offered()[rows].view(np.int8).copy()

    # ------------------------------------------------------------------ acting
    def step(
        self, actions: npt.ArrayLike
    ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.bool_], npt.NDArray[np.bool_]]:
        """Apply one id per game for its seat to act; finished episodes restart.

        Returns the movers' rewards, ``terminated`` and ``truncated``. Every id is
        checked before any game moves.

        :raises IllegalActionError: naming the first game whose id is not offered.
        """
        ids = np.asarray(actions)
        n = self.n
        if ids.shape != (n,):
            raise ValueError(f"expected {n} actions, got {ids.size}")
        if ids.dtype.kind not in "iu":
            for index, value in enumerate(ids.tolist()):
                if isinstance(value, bool) or not isinstance(value, int):
                    raise InvalidActionError(
                        f"game {index}: action must be an integer id, not {value!r}"
                    )
        ids = ids.astype(np.int64)
        rows = self._rows
        bad = (ids < 0) | (ids >= NUM_ACTIONS)
        if bad.any():
            index = int(np.flatnonzero(bad)[0])
            raise InvalidActionError(
                f"game {index}: action id out of range 0..{NUM_ACTIONS - 1}: {int(ids[index])}"
            )
        offered = self.offered()
        refused = offered[rows, ids] == 0
        if refused.any():
            self._refuse(int(np.flatnonzero(refused)[0]), ids)
        if self.auto_knock:
            knocks = (ids < KNOCK_BASE) & (self.legal[rows, np.minimum(ids + KNOCK_BASE, 107)] == 1)
            ids = np.where(knocks, ids + KNOCK_BASE, ids)
        if int(self.history_len.max()) >= self.history.shape[1]:
            grown = np.zeros((n, self.history.shape[1] * 2), np.int16)
            grown[:, : self.history.shape[1]] = self.history
            self.history = grown
        self.history[rows, self.history_len] = ids
        self.history_len += 1
        self.results = [None] * n
        rewards = np.zeros(n, np.float64)
        terminated = np.zeros(n, np.bool_)
        truncated = np.zeros(n, np.bool_)
        movers = self.seat.copy()
        ended: list[tuple[int, HandResult]] = []
        to_discard: list[npt.NDArray[np.intp]] = []

        discards = np.flatnonzero(ids < KNOCK_BASE)
        if discards.size:
            self._discard(discards, ids[discards], ended)
        draws = np.flatnonzero(ids == DRAW_STOCK_ID)
        if draws.size:
            self._decline(draws)
            seat = self.seat[draws]
            pos = self.stock_pos[draws]
            bit = np.left_shift(1, self.stock[draws, pos])
            self.stock_pos[draws] = pos + 1
            mine = 2 * draws + seat
            self.hands[mine] |= bit
            self.seen[mine] |= bit
            self.phase[draws] = DISCARD
            self.taken[draws] = NO_CARD
            to_discard.append(draws)
        takes = np.flatnonzero(ids == _TAKE)
        if takes.size:
            takes = self._take(takes, ended)
            to_discard.append(takes)
        passes = np.flatnonzero(ids == PASS_ID)
        if passes.size:
            self._pass(passes, ended)
        if to_discard:
            self._discard_legal(np.concatenate(to_discard))
        knocking = ((ids >= KNOCK_BASE) & (ids < 2 * KNOCK_BASE)) | (ids == BIG_GIN_ID)
        ended.extend((i, self._knock(i, int(ids[i]))) for i in np.flatnonzero(knocking).tolist())
        finished: list[int] = []
        for index, result in ended:
            if self._end_hand(index, result, int(movers[index]), rewards, terminated, truncated):
                finished.append(index)
        self.final = {}
        if finished:
            self._finish(finished, movers)
        return rewards, terminated, truncated

    def _finish(self, finished: list[int], movers: npt.NDArray[np.integer[Any]]) -> None:
        """Keep the last view of each finished episode (its mover's, as the engine path
        shows it: hands laid down are public, ``end_hand``), then restart it."""
        rows = np.array(finished, dtype=np.intp)
        self.seat[rows] = movers[rows]
        for i in finished:
            result = self.results[i]
            if result is not None and result.hands is not None:
                both = result.hands[0].mask | result.hands[1].mask
                self.seen[2 * i : 2 * i + 2] |= both
                opponent = 1 - int(movers[i])
                self.known[2 * i + opponent] = result.hands[opponent].mask
        obs, mask = self.encode(rows)
        for k, i in enumerate(finished):
            self.final[i] = (obs[k], mask[k], int(movers[i]))
            self.reset_game(i, None)

    def _refuse(self, index: int, ids: npt.NDArray[np.int64]) -> None:
        """Raise the engine's error for game ``index``'s id (replaying its hand)."""
        action_id = int(ids[index])
        if self.auto_knock and KNOCK_BASE <= action_id < 2 * KNOCK_BASE:
            raise IllegalActionError(
                IllegalReason.WRONG_PHASE,
                f"game {index}: with auto_knock, knock ids are not offered: use discard id "
                f"{action_id - KNOCK_BASE}, which knocks when a knock is legal",
            )
        try:
            self.state(index).check(decode(action_id))
        except IllegalActionError as exc:
            raise IllegalActionError(exc.reason, f"game {index}: {exc.args[-1]}") from None
        raise IllegalActionError(  # pragma: no cover - the mask and check agree
            IllegalReason.WRONG_PHASE, f"game {index}: action {action_id} is not legal now"
        )

    def _decline(self, rows: npt.NDArray[np.intp]) -> None:
        """The upcard a draw or a pass leaves (GameCore's ``declined``)."""
        length = self.pile_len[rows]
        has = length > 0
        if not has.all():
            rows, length = rows[has], length[has]
        top = self.pile[rows, length - 1]
        self.declined[2 * rows + self.seat[rows]] |= np.left_shift(1, top)

    def _discard(
        self,
        rows: npt.NDArray[np.intp],
        cards: npt.NDArray[np.int64],
        ended: list[tuple[int, HandResult]],
    ) -> None:
        """``HandState._discard_action`` for a set of games."""
        seat = self.seat[rows]
        bit = np.left_shift(1, cards)
        mine = 2 * rows + seat
        self.hands[mine] ^= bit
        self.known[mine] &= ~bit
        self.pile[rows, self.pile_len[rows]] = cards
        self.pile_len[rows] += 1
        self.discarded[mine] |= bit
        self.seen[mine] |= bit
        self.seen[mine ^ 1] |= bit
        self.pile_mask[rows] |= bit
        bounce = cards == self.taken[rows]
        self.taken[rows] = NO_CARD
        self.seat[rows] = 1 - seat
        if self.rules.repeated_upcard_void:
            void = bounce & self.bounce[rows]
            self.bounce[rows] = bounce
            if void.any():
                for index in rows[void].tolist():
                    reason = VOID_BOUNCE
                    ended.append((index, self._void(index, reason)))
                rows = rows[~void]
        left = self.stock_end[rows] - self.stock_pos[rows]
        normal = left > self._stock_floor
        self.phase[rows[normal]] = DRAW
        self.legal[rows[normal]] = _DRAW_ROW
        for index in rows[~normal].tolist():
            result = self._stock_end(index)
            if result is not None:
                ended.append((index, result))

    def _take(
        self, rows: npt.NDArray[np.intp], ended: list[tuple[int, HandResult]]
    ) -> npt.NDArray[np.intp]:
        """``HandState._take_upcard``; returns the games now to discard."""
        phase = self.phase[rows]
        if self._max_draws is not None:
            drawing = phase == DRAW
            self.upcard_draws[rows[drawing]] += 1
            void = drawing & (self.upcard_draws[rows] >= self._max_draws)
            if void.any():
                reason = VOID_UPCARD_DRAWS
                ended.extend((i, self._void(i, reason)) for i in rows[void].tolist())
                rows, phase = rows[~void], phase[~void]
        seat = self.seat[rows]
        length = self.pile_len[rows] - 1
        card = self.pile[rows, length]
        self.pile_len[rows] = length
        bit = np.left_shift(1, card)
        mine = 2 * rows + seat
        self.hands[mine] |= bit
        self.known[mine] |= bit
        self.pile_mask[rows] &= ~bit
        self.taken[rows] = card
        self.must_knock[rows] = phase == STOCK_END
        self.phase[rows] = DISCARD
        return rows

    def _pass(self, rows: npt.NDArray[np.intp], ended: list[tuple[int, HandResult]]) -> None:
        """``HandState._pass``."""
        self._decline(rows)
        at_end = self.phase[rows] == STOCK_END
        if at_end.any():
            ended.extend((i, self._void(i, VOID_STOCK_DOWN)) for i in rows[at_end].tolist())
            rows = rows[~at_end]
        self.passes[rows] += 1
        self.seat[rows] = 1 - self.seat[rows]
        both = rows[self.passes[rows] >= 2]
        self.phase[both] = DRAW
        self.legal[both] = _DRAW_ONLY_ROW
        if not self.rules.upcard_offer_to_dealer:  # seed 004: the dealer plays first
            first = rows[self.passes[rows] == 1]
            self.phase[first] = DRAW
            self.legal[first] = _DRAW_ROW

    def _discard_legal(self, rows: npt.NDArray[np.intp]) -> None:
        """``HandState._discard_legal`` for games that have just drawn.

        Vectorised where the hand holds no three of a rank and cannot knock; the
        engine's own functions per game otherwise.
        """
        hand = self.hands[2 * rows + self.seat[rows]]
        after = min_deadwood_after_discard_batch(hand)
        simple = (after > self.knock_limit[rows]) & ~self.must_knock[rows]
        quick = rows[simple]
        if quick.size:
            taken = self.taken[quick]
            discardable = hand[simple]
            if not self._allow_taken:
                discardable = discardable & ~np.where(taken >= 0, np.left_shift(1, taken), 0)
            self.legal[quick] = 0
            self.legal[quick, :52] = _card_bits(discardable)
        for index in rows[~simple].tolist():
            self.legal[index] = _row(self._discard_mask(index))

    def _discard_mask(self, i: int) -> int:
        """:meth:`Playout.discard_legal <ginrummy.core.playout.Playout.discard_legal>` for
        game ``i`` (the engine's function)."""
        seat = int(self.seat[i])
        hand = int(self.hands[2 * i + seat])
        taken = int(self.taken[i])
        discardable = hand
        if taken != NO_CARD and not self._allow_taken:
            discardable &= ~(1 << taken)
        return discard_turn_mask(
            hand,
            discardable,
            min_deadwood_after_discard_cached(hand),
            int(self.knock_limit[i]),
            big_gin=self._big_gin,
            must_knock=bool(self.must_knock[i]),
            must_knock_on_gin=self.rules.must_knock_on_gin,
        )

    def _stock_end(self, i: int) -> HandResult | None:
        """The stock has run out after game ``i``'s discard: the core's rule
        (:func:`~ginrummy.core.playout.stock_runs_out`) says what follows."""
        left = int(self.stock_end[i] - self.stock_pos[i])
        step = stock_runs_out(self.rules, left, int(self.reshuffles[i]))
        if step == LAST_CHANCE:
            self.phase[i] = STOCK_END
            self.legal[i] = _row(self._stock_end_mask(i))
            return None
        if step == RESHUFFLE:
            self._reshuffle(i)
        if step != STOCK_OUT:
            self.phase[i] = DRAW
            self.legal[i] = _DRAW_ROW
            return None
        return self._void(i, stock_out_reason(self._stock_floor))

    def _stock_end_mask(self, i: int) -> int:
        """:meth:`Playout.stock_end_legal <ginrummy.core.playout.Playout.stock_end_legal>`
        for game ``i`` (the engine's function)."""
        upcard = int(self.pile[i, self.pile_len[i] - 1])
        hand = int(self.hands[2 * i + self.seat[i]]) | 1 << upcard
        return stock_end_mask(
            hand,
            upcard,
            min_deadwood_after_discard_cached(hand),
            int(self.knock_limit[i]),
            allow_taken=self._allow_taken,
        )

    def _reshuffle(self, i: int) -> None:
        """The core's reshuffle (:func:`~ginrummy.core.playout.reshuffled`) for game ``i``:
        the same pool and seed."""
        length = int(self.pile_len[i])
        stock = self.stock[i, self.stock_pos[i] : self.stock_end[i]].tolist()
        pile = self.pile[i, : length - 1].tolist()
        seed = self.reshuffle_seed[i]
        pool, _ = reshuffled(stock, pile, seed, int(self.reshuffles[i]), None, 0)
        self.stock[i, : len(pool)] = pool
        self.stock_pos[i] = 0
        self.stock_end[i] = len(pool)
        top = int(self.pile[i, length - 1])
        self.pile[i, 0] = top
        self.pile_len[i] = 1
        self.pile_mask[i] = 1 << top
        self.reshuffles[i] += 1

    def _void(self, i: int, reason: str) -> HandResult:
        self.phase[i] = OVER
        self.legal[i] = 0
        return HandResult(Outcome.VOID, None, 0, reason=reason)

    def _knock(self, i: int, action_id: int) -> HandResult:
        """:meth:`Playout.knock <ginrummy.core.playout.Playout.knock>` for game ``i``."""
        seat = int(self.seat[i])
        hand = int(self.hands[2 * i + seat])
        limit = int(self.knock_limit[i])
        big_gin = action_id == BIG_GIN_ID
        discard = None if big_gin else action_id - KNOCK_BASE
        rest, arrangement = knock_hand(hand, discard, None, limit)
        self.hands[2 * i + seat] = rest
        defender = int(self.hands[2 * i + 1 - seat])
        self.phase[i] = OVER
        self.legal[i] = 0
        return knock_result(
            self.rules,
            seat,
            arrangement,
            (rest, defender) if seat == 0 else (defender, rest),
            big_gin=big_gin,
            limit=limit,
            doubled=bool(self.doubled[i]),
        )

    def _end_hand(
        self,
        i: int,
        result: HandResult,
        mover: int,
        rewards: npt.NDArray[np.float64],
        terminated: npt.NDArray[np.bool_],
        truncated: npt.NDArray[np.bool_],
    ) -> bool:
        """:meth:`GameCore._end_hand`, then the next deal; True when the episode is over
        (:meth:`_finish` restarts it, after keeping its last view)."""
        self.results[i] = result
        self.hands_played[i] += 1
        won = 0
        if result.winner is not None:
            won = result.points if result.winner == 0 else -result.points
        done = False
        if not self.game_mode:
            done = True
            terminated[i] = True
        else:
            game = self.games[i]
            assert game is not None
            before = self.scores[i, 0] - self.scores[i, 1]
            game = game.record_hand(result, int(self.dealer[i]))
            self.games[i] = game
            self.scores[i] = game.scores
            if game.is_over:
                totals = game.totals().totals
                won = (totals[0] - totals[1]) - int(before)
                done = True
                terminated[i] = True
            elif self.max_hands is not None and self.hands_played[i] >= self.max_hands:
                done = True
                truncated[i] = True
            else:
                self._deal(i, game.next_dealer)
        if won:
            reward = won / self.scale
            rewards[i] = reward if mover == 0 else -reward
        return done


def batch_supports(rules: Rules) -> bool:
    """Whether :class:`BatchKernel` plays ``rules`` (every option at present)."""
    return isinstance(rules, Rules)
