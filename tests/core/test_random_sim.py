"""Seeded random hands under every preset, with the engine's invariants checked at every step.

At each state: the 52 cards are all there exactly once; there is a legal action until
the hand is over; random illegal action ids are refused and change nothing; each
player's observation survives :func:`resample` (the no-leak invariant: a view built
from a state with the hidden cards dealt anew is the same view); at sampled states every
legal action applies. At the end of each hand: replaying the deck order and the actions
gives an equal state and result.

The perft-style test pins move counts over fixed seeded playouts, so any change to the
rules engine's move generation shows up. Regenerate the numbers after a deliberate rule
change with ``python tests/core/test_random_sim.py``.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy import (
    HandState,
    IllegalActionError,
    InvalidActionError,
    Outcome,
    Phase,
    Rules,
    find_rules,
    resample,
)
from ginrummy.core.actions import (
    BIG_GIN_ID,
    DRAW_STOCK_ID,
    KNOCK_BASE,
    NUM_ACTIONS,
    PASS_ID,
    TAKE_UPCARD_ID,
)
from ginrummy.core.melds import deadwood_count_cached
from tests.helpers.examples import examples

FULL = (1 << 52) - 1

PRESETS: dict[str, Rules] = {
    "standard": find_rules("standard"),
    "oklahoma": find_rules("oklahoma"),
    "straight": find_rules("straight"),
    "eaai": find_rules("eaai"),
    "openspiel": find_rules("openspiel"),
    "reshuffle": find_rules("standard", stock_exhausted="reshuffle"),
    "must_knock_on_gin": find_rules("standard", must_knock_on_gin=True),
}
HANDS_PER_PRESET = 200

Policy = Callable[[HandState, random.Random], int]


def uniform(state: HandState, rng: random.Random) -> int:
    """Any legal action, uniformly."""
    ids = state.legal_action_ids()
    return ids[rng.randrange(len(ids))]


def sensible(state: HandState, rng: random.Random) -> int:
    """A cheap player that reaches knocks, gins and undercuts: it goes gin (or big gin)
    when it can, knocks half the times it may (holding out for gin otherwise), takes
    the upcard when that lowers its deadwood, and discards the card that leaves the
    least deadwood; with a little noise."""
    mask = state.legal_action_mask()
    if rng.random() < 0.1:
        return uniform(state, rng)
    if mask >> BIG_GIN_ID & 1:
        return BIG_GIN_ID
    seat = state.to_act
    assert seat is not None
    hand = state.hand_mask(seat)
    knocks = mask >> KNOCK_BASE & FULL
    if knocks:
        best_knock = min(_by_deadwood(hand, knocks))
        if best_knock[0] == 0 or rng.random() < 0.5 or not mask & FULL:
            return KNOCK_BASE + best_knock[1]
    if mask >> TAKE_UPCARD_ID & 1:
        assert state.upcard is not None
        with_up = hand | 1 << state.upcard
        best_after = min(_by_deadwood(with_up, hand))[0]
        if best_after < deadwood_count_cached(hand):
            return TAKE_UPCARD_ID
        if mask >> DRAW_STOCK_ID & 1:
            return DRAW_STOCK_ID
        if mask >> PASS_ID & 1 and state.phase is Phase.UPCARD_OFFER:
            return PASS_ID
        return TAKE_UPCARD_ID  # the stock end: taking it means a knock
    if mask & FULL:
        return min(_by_deadwood(hand, mask & FULL))[1]
    return uniform(state, rng)


def _by_deadwood(hand: int, cards: int) -> list[tuple[int, int]]:
    """``(deadwood left, card)`` for discarding each of ``cards`` from ``hand``."""
    out = []
    while cards:
        low = cards & -cards
        cards ^= low
        out.append((deadwood_count_cached(hand & ~low), low.bit_length() - 1))
    return out


def snapshot(state: HandState) -> tuple[object, ...]:
    """The parts of a state an illegal action could disturb."""
    return (
        state.phase,
        state.to_act,
        state.hand_mask(0),
        state.hand_mask(1),
        state.known_cards(0),
        state.known_cards(1),
        state.stock,
        state.discard_pile,
        state.taken_upcard,
        state.legal_action_mask(),
        len(state.actions),
        state.result,
    )


def check_cards(state: HandState) -> None:
    assert state.card_count() == 52
    assert state.all_cards_mask() == FULL
    h0, h1 = state.hand_mask(0), state.hand_mask(1)
    assert not h0 & h1
    stock = 0
    for card in state.stock:
        assert not stock >> card & 1
        stock |= 1 << card
    pile = 0
    for card in state.discard_pile:
        assert not pile >> card & 1
        pile |= 1 << card
    assert not (h0 | h1) & (stock | pile) and not stock & pile
    for seat in (0, 1):
        assert state.known_cards(seat).mask & ~state.hand_mask(seat) == 0
    if not state.is_over:
        to_act = state.to_act
        assert to_act is not None
        sizes = {state.hand_mask(to_act).bit_count(), state.hand_mask(1 - to_act).bit_count()}
        expected = {10, 11} if state.phase is Phase.DISCARD else {10}
        assert sizes == expected


def check_illegal_ids(state: HandState, rng: random.Random, tries: int = 3) -> None:
    legal = state.legal_action_mask()
    before = snapshot(state)
    for _ in range(tries):
        action_id = rng.randrange(-2, NUM_ACTIONS + 2)
        if 0 <= action_id < NUM_ACTIONS and legal >> action_id & 1:
            continue
        error = InvalidActionError if not 0 <= action_id < NUM_ACTIONS else IllegalActionError
        with pytest.raises(error):
            state.apply_id(action_id)
    assert snapshot(state) == before


def check_all_legal_apply(state: HandState) -> None:
    actions = state.legal_actions()
    assert len(actions) == state.legal_action_mask().bit_count()
    for action in actions:
        assert state.is_legal(action)
        after = state.apply(action)
        assert after.actions[-1] == action
        assert after.card_count() == 52 and after.all_cards_mask() == FULL
        assert after.is_over or after.legal_action_mask()
        assert after == state.apply_id(action.id)


def check_no_leak(state: HandState, rng: random.Random) -> None:
    for seat in (0, 1):
        sample = resample(state, seat, rng)
        assert sample.observation(seat) == state.observation(seat)
        assert sample.hand_mask(seat) == state.hand_mask(seat)
        assert sample.card_count() == 52 and sample.all_cards_mask() == FULL


def replay(state: HandState) -> HandState:
    new = HandState.deal(
        state.rules, dealer=state.dealer, deck=state.deck, reshuffle_seed=state.reshuffle_seed
    )
    for action in state.actions:
        new = new.apply(action)
    return new


def play_checked(
    rules: Rules, seed: int, policy: Policy, *, full_every: int = 0, no_leak: bool = True
) -> HandState:
    """Play one hand from ``seed``, checking the invariants at every step."""
    rng = random.Random(seed)
    state = HandState.deal(rules, dealer=seed % 2, rng=rng)
    step = 0
    while True:
        check_cards(state)
        check_illegal_ids(state, rng)
        if state.is_over:
            break
        assert state.legal_action_mask(), "no legal action in a live hand"
        if no_leak:
            check_no_leak(state, rng)
        if full_every and step % full_every == 0:
            check_all_legal_apply(state)
        state = state.apply_id(policy(state, rng))
        step += 1
    assert state.result is not None and state.legal_actions() == ()
    again = replay(state)
    assert again == state and again.result == state.result
    assert again.events == state.events
    return state


# ---------------------------------------------------------------- the simulations


@pytest.mark.parametrize("preset", list(PRESETS))
def test_random_hands_keep_every_invariant(preset: str) -> None:
    rules = PRESETS[preset]
    outcomes: Counter[Outcome] = Counter()
    for hand in range(HANDS_PER_PRESET):
        policy = sensible if hand % 2 else uniform
        seed = hand * 7919 + list(PRESETS).index(preset)
        state = play_checked(
            rules,
            seed,
            policy,
            full_every=7 if hand % 10 == 0 else 0,
            # The slowest check, at every step of a quarter of the hands (an eighth with
            # reshuffles, whose long hands make it slower still), of both policies.
            no_leak=hand % (16 if rules.stock_exhausted == "reshuffle" else 8) < 2,
        )
        assert state.result is not None
        outcomes[state.result.outcome] += 1
        if state.result.outcome is Outcome.BIG_GIN:
            assert rules.big_gin_bonus is not None
    assert outcomes[Outcome.VOID] > 0
    assert outcomes[Outcome.GIN] > 0
    if preset != "straight":
        assert outcomes[Outcome.KNOCK] > 0 and outcomes[Outcome.UNDERCUT] > 0
    if preset in ("eaai", "openspiel"):
        assert outcomes[Outcome.BIG_GIN] == 0
    if rules.undercut_on_tie:
        assert outcomes[Outcome.TIE] == 0


@settings(max_examples=examples(40), deadline=None)
@given(
    seed=st.integers(min_value=0, max_value=2**32 - 1),
    preset=st.sampled_from(sorted(PRESETS)),
    smart=st.booleans(),
)
def test_random_hands_from_any_seed(seed: int, preset: str, smart: bool) -> None:
    play_checked(PRESETS[preset], seed, sensible if smart else uniform, full_every=5)


def test_reshuffles_happen_and_keep_the_invariants() -> None:
    rules = find_rules("standard", stock_exhausted="reshuffle")
    reshuffled = 0
    for seed in range(40):
        state = play_checked(rules, 10_000 + seed, uniform, no_leak=False)
        reshuffled += state.reshuffles
        assert state.reshuffles <= 1
    assert reshuffled > 20


def test_replay_mid_hand_and_observations_of_replays() -> None:
    rng = random.Random(5)
    for preset, rules in PRESETS.items():
        state = HandState.deal(rules, dealer=len(preset) % 2, rng=rng)
        while not state.is_over:
            again = replay(state)
            assert again == state and hash(again) == hash(state)
            assert again.observation(0) == state.observation(0)
            assert again.observation(1) == state.observation(1)
            assert again.legal_action_mask() == state.legal_action_mask()
            state = state.apply_id(sensible(state, rng))


# ---------------------------------------------------------------- perft


def perft(rules: Rules, playouts: int, seed: int) -> tuple[int, int, int]:
    """Summed legal-action counts over every state visited, total moves, and the summed
    points of the results, over ``playouts`` seeded playouts (uniform and sensible
    alternately)."""
    legal_total = moves = points = 0
    for index in range(playouts):
        rng = random.Random(seed * 1_000_003 + index)
        policy = sensible if index % 2 else uniform
        state = HandState.deal(rules, dealer=index % 2, rng=rng)
        while not state.is_over:
            legal_total += state.legal_action_mask().bit_count()
            state = state.apply_id(policy(state, rng))
            moves += 1
        assert state.result is not None
        points += state.result.points
    return legal_total, moves, points


# (legal actions summed, moves, points) over PERFT_PLAYOUTS playouts per preset.
# Regenerate with ``python tests/core/test_random_sim.py`` after a deliberate rule change.
PERFT_PLAYOUTS = 60
PERFT: dict[str, tuple[int, int, int]] = {
    "standard": (29011, 4626, 654),
    "oklahoma": (30634, 4888, 677),
    "oklahoma-spades": (30634, 4888, 955),
    "straight": (32727, 5242, 1000),
    "eaai": (29011, 4626, 654),
    "openspiel": (26894, 4155, 548),
    "reshuffle": (50800, 8110, 654),
    "must_knock_on_gin": (28940, 4626, 654),
}


@pytest.mark.parametrize("preset", list(PRESETS))
def test_perft_counts_are_pinned(preset: str) -> None:
    assert perft(PRESETS[preset], PERFT_PLAYOUTS, seed=1) == PERFT[preset]


if __name__ == "__main__":  # pragma: no cover - regenerates the PERFT table
    print("PERFT: dict[str, tuple[int, int, int]] = {")
    for name, preset_rules in PRESETS.items():
        print(f"    {name!r}: {perft(preset_rules, PERFT_PLAYOUTS, seed=1)},")
    print("}")
    sys.exit(0)
