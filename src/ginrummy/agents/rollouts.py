"""How a sampled deal is played to its end: the deals and rollouts of the master's
search (:mod:`ginrummy.agents.master`), which the game review
(:mod:`ginrummy.review`) and the oracle share.

A search values a move by playing many sampled deals out; each rollout plays both seats
by a fast greedy policy (:func:`_greedy`: the simple player's rules, a seat knocking
only as its ``knock_max`` allows). :func:`rollout` plays on plain ints and lists
(:func:`_fast_rollout`: the moves of the core's :class:`~ginrummy.core.playout.Playout`
that the policy makes, written out on local variables, which the search's hot path
needs), and :func:`engine_rollout` plays the same moves on the engine's states: the
reference the tests hold it to.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from ..core.actions import (
    BIG_GIN,
    BIG_GIN_ID,
    DISCARDS,
    DRAW_STOCK,
    KNOCKS,
    PASS,
    TAKE_UPCARD,
    Action,
    Discard,
    Knock,
)
from ..core.deadwood import least_deadwood_discards
from ..core.hand import STOCK_END_SIZE, EventKind, HandState, Phase, discard_turn_mask
from ..core.melds import (
    Arrangement,
    deadwood_count_cached,
    min_deadwood_after_discard_cached,
)
from ..core.observation import Observation
from ..core.playout import NO_CARD, reshuffled
from ..core.scoring import knocker_arrangement, settle
from .determinize import Determinizer
from .simple import joins_a_meld

_KNOCK_BASE: Final = 52


def _greedy(state: HandState, knock_max: tuple[int, int] | None = None) -> Action:
    """The rollout policy: the simple player's rules on the sampled state, no randomness.

    With ``knock_max`` (by seat), a seat knocks only when its knock leaves at most that
    much deadwood (0: it waits for gin) and otherwise throws its least-deadwood
    discard: how a patient player, or an opponent seen to wait, plays on. Where a knock
    is the only legal move (OpenSpiel's stock end, after taking the upcard) it knocks.
    """
    phase = state.phase
    player = state.to_act
    assert player is not None, "the hand is over"
    hand = state.hand_mask(player)
    legal = state.legal_action_mask()
    if phase is Phase.DISCARD:
        if legal >> 107 & 1:
            return BIG_GIN
        knocks = legal >> _KNOCK_BASE & 0xFFFFFFFFFFFFF
        if knocks:
            pick = _least_deadwood_discard(hand, knocks)
            if (
                knock_max is None
                or state.must_knock  # OpenSpiel's stock end: a knock is the only move
                or deadwood_count_cached(hand & ~(1 << pick)) <= knock_max[player]
            ):
                return KNOCKS[pick]
        pick = _least_deadwood_discard(hand, legal & 0xFFFFFFFFFFFFF)
        return DISCARDS[pick]
    up = state.upcard
    if legal >> 105 & 1 and up is not None and (phase is Phase.STOCK_END or joins_a_meld(hand, up)):
        return TAKE_UPCARD
    if legal >> 104 & 1:
        return DRAW_STOCK
    return PASS


_DISCARD_MEMO: Final[dict[int, int]] = {}
_DISCARD_MEMO_LIMIT: Final = 1 << 18


def _least_deadwood_discard(hand: int, options: int) -> int:
    """:func:`_least_deadwood_discard_of`, memoised on ``(hand, options)`` (the memo
    cleared when it fills up): the rollouts of one search meet the same hands often."""
    key = hand << 52 | options
    pick = _DISCARD_MEMO.get(key)
    if pick is None:
        if len(_DISCARD_MEMO) >= _DISCARD_MEMO_LIMIT:
            _DISCARD_MEMO.clear()
        pick = _DISCARD_MEMO[key] = _least_deadwood_discard_of(hand, options)
    return pick


def _least_deadwood_discard_of(hand: int, options: int) -> int:
    """The card of ``options`` whose discard leaves ``hand`` the least deadwood, the
    rollouts' hot path: the least discards are
    :func:`~ginrummy.core.deadwood.least_deadwood_discards` (the simple player's), and
    ties go as they always have in the rollouts, on which the master's measured strength
    rests: in card order, a card replaces the pick when ``(card + 1) % 13`` exceeds
    ``pick % 13``.
    """
    ties = least_deadwood_discards(hand, options)[1]
    low = ties & -ties
    pick = low.bit_length() - 1
    ties ^= low
    while ties:
        low = ties & -ties
        ties ^= low
        card = low.bit_length() - 1
        if (card + 1) % 13 > pick % 13:
            pick = card
    return pick


def opponent_has_discarded(obs: Observation) -> bool:
    """Whether the opponent has had a discard (so a chance to knock) in this hand: only
    then can sampled deals be conditioned on its not having knocked."""
    opponent = 1 - obs.player
    return any(e.player == opponent and e.kind is EventKind.DISCARD for e in obs.events)


def sample_world(
    obs: Observation,
    rng: random.Random,
    *,
    model_draws: bool = True,
    condition: bool = False,
    steps_per_draw: float = 1.0,
    deals: Determinizer | None = None,
) -> HandState:
    """A state consistent with ``obs`` (:func:`~ginrummy.agents.determinize.determinize`, the
    opponent's hand improved ``steps_per_draw`` times per stock draw it made); with
    ``condition``, redealt (up to 8 tries in all, else the last) until the opponent's
    hand could not knock yet: an opponent that knocks at the first chance cannot hold
    one. The master's search and the game review (:mod:`ginrummy.review`) sample alike.

    ``deals``, a :class:`~ginrummy.agents.determinize.Determinizer` of ``obs`` made with the
    same ``model_draws`` and ``steps_per_draw``, saves reading the observation again on
    each deal of a search; the state is the same either way."""
    if deals is None:
        deals = Determinizer(obs, model_draws=model_draws, steps_per_draw=steps_per_draw)
    opp, stock, seed = deals.draw(rng)
    if condition:
        limit = obs.knock_limit
        for _ in range(7):
            if deadwood_count_cached(opp) > limit:
                break
            opp, stock, seed = deals.draw(rng)
    return deals.state(opp, stock, seed)


def rollout(
    state: HandState,
    me: int,
    limit: int = 400,
    knock_max: tuple[int, int] | None = None,
    knock_for: tuple[int, int] | None = None,
) -> int:
    """Play a sampled state to its end greedily (each seat knocking as ``knock_max``
    allows, see :func:`_greedy`); the hand's points from ``me``'s side. With
    ``knock_for`` (by seat), ``knock_max`` holds for that many of the seat's discards
    from ``state`` on, and afterwards the seat knocks only with gin: an opponent read
    as knocking early in a hand and then waiting (:meth:`KnockStyle.waits_at
    <ginrummy.agents.master.KnockStyle.waits_at>`).

    The moves are those of :func:`engine_rollout`, which applies :func:`_greedy`'s
    actions to the engine's states; here they are played on plain ints and lists
    (:func:`_fast_rollout`), the core playout's moves written out for the moves the
    greedy policy makes, and the knock scored by the engine's own functions. The
    tests hold the two to the same results under every preset. A state the fast path
    does not take (an upcard offer, OpenSpiel's stock-end knock, a fair deal's
    reshuffle) goes to the engine."""
    if _engine_only(state):
        return engine_rollout(state, me, limit, knock_max, knock_for)
    return _fast_rollout(state, me, limit, knock_max, knock_for=knock_for)


def play_out(
    state: HandState,
    action: Action,
    me: int,
    knock_max: tuple[int, int] | None = None,
    arrangement: Arrangement | None = None,
    knock_for: tuple[int, int] | None = None,
) -> int:
    """``rollout(state.apply(action), me, knock_max=knock_max, knock_for=...)`` without
    building the state after ``action`` (one of ``state``'s legal moves): a plain knock
    is scored at once (with ``arrangement``, the knocker's best arrangement of the hand
    it keeps, when the caller has it), a discard starts the fast rollout. The same
    points, tested. ``knock_for`` counts the discards from ``state`` on, ``action``'s
    included."""
    if state.phase is Phase.DISCARD and not _engine_only(state):
        if isinstance(action, Discard):
            return _fast_rollout(state, me, 400, knock_max, int(action.card), knock_for)
        if isinstance(action, Knock) and action.melds is None:
            seat = state.to_act
            assert seat is not None
            hands = (state.hand_mask(0), state.hand_mask(1))
            return _knock_points(state, hands, seat, int(action.card), me, arrangement)
    if knock_for is not None and isinstance(action, Discard | Knock):
        seat = state.to_act
        assert seat is not None
        left = list(knock_for)
        left[seat] -= 1
        knock_for = (left[0], left[1])
    return rollout(state.apply(action), me, knock_max=knock_max, knock_for=knock_for)


def _engine_only(state: HandState) -> bool:
    """Whether :func:`rollout` leaves ``state`` to the engine."""
    phase = state.phase
    rules = state.rules
    return (
        phase is Phase.UPCARD_OFFER
        or phase is Phase.STOCK_END
        or state.must_knock
        or rules.stock_end_upcard_knock
        or (state.fair is not None and rules.may_reshuffle(state.reshuffles))
    )


def engine_rollout(
    state: HandState,
    me: int,
    limit: int = 400,
    knock_max: tuple[int, int] | None = None,
    knock_for: tuple[int, int] | None = None,
) -> int:
    """:func:`rollout` on the engine's states, move by move (:func:`_greedy`): the
    reference the fast path is tested against."""
    left = list(knock_for) if knock_for is not None else None
    for _ in range(limit):
        if state.is_over:
            break
        caps = knock_max
        if left is not None:
            base = (state.knock_limit, state.knock_limit) if knock_max is None else knock_max
            caps = (base[0] if left[0] > 0 else 0, base[1] if left[1] > 0 else 0)
        action = _greedy(state, caps)
        if left is not None and state.phase is Phase.DISCARD and state.to_act is not None:
            left[state.to_act] -= 1
        state = state.apply(action)
    result = state.result
    if result is None or result.winner is None:
        return 0
    return result.points if result.winner == me else -result.points


_FULL: Final = (1 << 52) - 1


def _fast_rollout(
    state: HandState,
    me: int,
    limit: int,
    knock_max: tuple[int, int] | None,
    discard: int = -1,
    knock_for: tuple[int, int] | None = None,
) -> int:
    """:func:`engine_rollout` on plain ints and lists, from a draw or discard turn (the
    caller sends everything else to the engine); from a discard turn, ``discard`` (a
    card, else -1) is thrown first, a move outside ``limit``. :func:`_greedy` picks the
    moves.

    The moves are the core's :class:`~ginrummy.core.playout.Playout` methods named in
    the comments (less the bookkeeping the greedy policy never reads: known cards,
    passes), written out on local variables, and the reshuffle is the core's
    :func:`~ginrummy.core.playout.reshuffled`. Why not drive a ``Playout``: this loop
    is the search's hot path, a rollout some tens of moves and about 40 microseconds,
    and building a playout from the state costs about 1.5 of them, and a method call
    with attribute writes on each move more again (measured: the rollouts 4 to 14%
    slower). So it reads the state once (:meth:`HandState.turn_state`, the cards) and
    plays on locals."""
    if state.is_over:
        result = state.result
        if result is None or result.winner is None:
            return 0
        return result.points if result.winner == me else -result.points
    rules = state.rules
    hands = [state.hand_mask(0), state.hand_mask(1)]
    stock: list[int] = list(state.stock)
    stock.reverse()  # the top card last, to pop
    pile: list[int] = list(state.discard_pile)
    phase, seat, taken, stock_only, bounce, upcard_draws, reshuffles = state.turn_state()
    drawing = phase is Phase.DRAW
    knock_limit = state.knock_limit
    allow_taken = rules.allow_discard_of_drawn_upcard
    big_gin = rules.big_gin_points is not None
    must_knock_on_gin = rules.must_knock_on_gin
    repeated_void = rules.repeated_upcard_void
    max_upcard_draws = rules.max_upcard_draws
    floor = min(STOCK_END_SIZE, rules.stock_end_size)  # at most this many: no draw
    caps = (knock_limit, knock_limit) if knock_max is None else knock_max
    # Discards each seat has left at ``caps``; past them it knocks only with gin.
    left = [1 << 30, 1 << 30] if knock_for is None else list(knock_for)
    least_discard = _least_deadwood_discard
    after_discard = min_deadwood_after_discard_cached
    forced = discard
    for _ in range(limit if forced < 0 else limit + 1):
        hand = hands[seat]
        if drawing:
            if not stock_only and pile and joins_a_meld(hand, pile[-1]):  # take
                if max_upcard_draws is not None:
                    upcard_draws += 1
                    if upcard_draws >= max_upcard_draws:
                        return 0  # void
                card = pile.pop()
                taken = card
            else:  # draw
                card = stock.pop()
                taken = NO_CARD
                stock_only = False
            hands[seat] = hand | 1 << card
            drawing = False
            continue
        if forced >= 0:
            pick = forced
            forced = -1
        else:
            discardable = hand
            if taken >= 0 and not allow_taken:
                discardable &= ~(1 << taken)
            after = after_discard(hand)
            cap = caps[seat] if left[seat] > 0 else 0
            if after > knock_limit or after > cap:
                # No knock now (a knock leaves at least ``after``), nor gin nor big gin.
                pick = least_discard(hand, discardable)
            else:
                legal = discard_turn_mask(
                    hand,
                    discardable,
                    after,
                    knock_limit,
                    big_gin=big_gin,
                    must_knock=False,
                    must_knock_on_gin=must_knock_on_gin,
                )
                if legal >> BIG_GIN_ID & 1:
                    return _knock_points(state, hands, seat, -1, me)
                knocks = legal >> _KNOCK_BASE & _FULL
                if knocks:
                    pick = least_discard(hand, knocks)
                    if deadwood_count_cached(hand & ~(1 << pick)) <= cap:
                        return _knock_points(state, hands, seat, pick, me)
                pick = least_discard(hand, legal & _FULL)
        # discard
        left[seat] -= 1
        hands[seat] = hand ^ 1 << pick
        pile.append(pick)
        bounced = pick == taken
        taken = NO_CARD
        seat = 1 - seat
        if repeated_void:
            if bounced and bounce:
                return 0  # void
            bounce = bounced
        drawing = True
        if len(stock) > floor:
            continue
        if rules.may_reshuffle(reshuffles):  # reshuffle (never a fair deal: _engine_only)
            stock, _ = reshuffled(stock, pile[:-1], state.reshuffle_seed, reshuffles, None, 0)
            stock.reverse()  # the top card last
            pile = pile[-1:]
            reshuffles += 1
        else:
            return 0  # void: the stock is out
    return 0


def _knock_points(
    state: HandState,
    hands: Sequence[int],
    seat: int,
    card: int,
    me: int,
    arrangement: Arrangement | None = None,
) -> int:
    """``Playout.knock`` of ``seat`` discarding ``card`` (big gin: -1) with the best
    arrangement (``arrangement`` when given: the caller's
    ``knocker_arrangement(hand less card, None, limit)``), scored by the engine: the
    points from ``me``'s side."""
    hand = hands[seat]
    limit = state.knock_limit
    if card < 0:
        arrangement = knocker_arrangement(hand, None, 0, big_gin=True)
    elif arrangement is None:
        arrangement = knocker_arrangement(hand & ~(1 << card), None, limit)
    showdown = settle(
        state.rules,
        arrangement,
        hands[1 - seat],
        big_gin=card < 0,
        limit=limit,
        doubled=state.scores_double,
    )
    if showdown.winner == "knocker":
        winner = seat
    elif showdown.winner == "defender":
        winner = 1 - seat
    else:
        return 0
    return showdown.points if winner == me else -showdown.points
