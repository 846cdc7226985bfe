"""The core's mutable playout (:mod:`ginrummy.core.playout`) against the immutable engine.

Why: the playout is the turn rules' one statement for the fast loops (the environments'
kernel drives it, the rollouts start from it, the determinization builds its positions
through it), so it must be the engine's hand move for move: the same cards everywhere,
the same turn state, the same legal mask and the same result, under every preset and the
options that change a turn's bookkeeping.
"""

from __future__ import annotations

import random

import pytest

from ginrummy.core.hand import HandState
from ginrummy.core.playout import PHASE_INDEX, PHASES, Playout
from ginrummy.core.result import (
    VOID_BOUNCE,
    VOID_STOCK_DOWN,
    VOID_STOCK_EMPTY,
    VOID_UPCARD_DRAWS,
)
from ginrummy.core.rules import PRESETS, Rules, find_rules

RULES: list[Rules] = [find_rules(name) for name in sorted(PRESETS)] + [
    find_rules("standard", max_upcard_draws=2),
    find_rules("standard", stock_exhausted="reshuffle", reshuffle_limit=2),
    find_rules("standard", stock_exhausted="reshuffle", reshuffle_at="empty"),
    find_rules("standard", repeated_upcard_void=True, upcard_offer_to_dealer=False),
]
IDS = [*sorted(PRESETS), "upcard-draws", "reshuffle-twice", "reshuffle-empty", "bounce-void"]


def _same(play: Playout, state: HandState) -> None:
    """Every field the playout shares with the state agrees."""
    assert PHASES[play.phase] is state.phase
    assert play.hands == [state.hand_mask(0), state.hand_mask(1)]
    assert play.known == [state.known_mask(0), state.known_mask(1)]
    assert play.stock[::-1] == list(state.stock)
    assert play.pile == list(state.discard_pile)
    assert play.reshuffles == state.reshuffles
    assert play.must_knock == state.must_knock
    assert play.result == state.result
    if not state.is_over:
        assert play.seat == state.to_act
        assert play.legal_mask() == state.legal_action_mask()
        taken = state.taken_upcard
        assert play.taken == (-1 if taken is None else int(taken))


@pytest.mark.parametrize("rules", RULES, ids=IDS)
def test_the_playout_plays_the_engines_moves(rules: Rules) -> None:
    reasons: set[str] = set()
    for seed in range(12):
        rng = random.Random(seed)
        state = HandState.deal(rules, dealer=seed % 2, seed=seed)
        play = Playout.from_state(state)
        _same(play, state)
        while not state.is_over:
            ids = state.legal_action_ids()
            action_id = ids[rng.randrange(len(ids))]
            state = state.apply_id(action_id)
            play.apply(action_id)
            _same(play, state)
            # A position read back from the playout is the engine's own position.
            if not state.is_over:
                back = HandState.from_playout(Playout.from_state(state), deck=state.deck)
                assert back.legal_action_mask() == state.legal_action_mask()
                assert back.stock == state.stock and back.discard_pile == state.discard_pile
        result = state.result
        assert result is not None
        if result.is_void:
            reasons.add(result.reason)
    assert reasons <= {VOID_BOUNCE, VOID_STOCK_DOWN, VOID_STOCK_EMPTY, VOID_UPCARD_DRAWS}


def test_the_phase_ints_follow_the_phase_enum() -> None:
    assert [PHASE_INDEX[phase] for phase in PHASES] == [0, 1, 2, 3, 4]
