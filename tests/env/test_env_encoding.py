"""The environments' observation tensors hold only what the observing seat may know.

Three checks, at every step of many random games under several rule sets:

* the fast, incremental encoding equals the reference built from the seat's
  ``Observation`` alone (which cannot see hidden cards);
* the reference is unchanged when the hidden cards (the opponent's unknown cards and
  the stock order) are dealt anew with ``resample``;
* directly: the resampled hand replayed through a fresh environment core encodes the
  same tensor for that seat (rules without reshuffles, where a sample replays fully).
"""

from __future__ import annotations

import random

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("gymnasium")

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from ginrummy import HandState, find_rules  # noqa: E402
from ginrummy.core.observation import resample  # noqa: E402
from ginrummy.env.core import GameCore, make_rules  # noqa: E402
from ginrummy.env.encoding import (  # noqa: E402
    OBS_SIZE,
    PLANES,
    auto_knock_mask,
    bits_to_array,
    encode_observation,
    mask_to_array,
    observation_bits,
    view_arrays,
)
from ginrummy.env.kernel import KernelCore  # noqa: E402
from tests.helpers.examples import examples  # noqa: E402

RULE_SETS = [
    ("standard", None),
    ("oklahoma", None),
    ("openspiel", None),
    ("standard", ["stock_exhausted=reshuffle"]),
    ("straight", ["allow_discard_of_drawn_upcard=true"]),
]


def _random_id(mask: int, rng: random.Random) -> int:
    ids = [i for i in range(mask.bit_length()) if mask >> i & 1]
    return rng.choice(ids)


def _play(core: GameCore, rng: random.Random, check: object) -> int:
    """Play random moves to the end, calling ``check(core)`` before every move."""
    steps = 0
    while not core.done:
        check(core)  # type: ignore[operator]
        seat = core.to_act
        assert seat is not None
        core.step(_random_id(core.legal_mask(seat), rng))
        steps += 1
    check(core)  # type: ignore[operator]
    return steps


@pytest.mark.parametrize("core_class", [GameCore, KernelCore])
@pytest.mark.parametrize(("preset", "options"), RULE_SETS)
def test_fast_encoding_equals_the_observation_reference(
    preset: str, options: list[str] | None, core_class: type[GameCore | KernelCore]
) -> None:
    """On the engine path and on the kernel (whose ``state`` is the engine's own,
    replayed): the incremental bits equal the reference from the Observation."""
    rules = make_rules(preset, options)
    rng = random.Random(7)
    for seed in range(12 if core_class is GameCore else 6):
        core = core_class(rules)
        core.reset(seed)

        def check(core: GameCore) -> None:
            for seat in (0, 1):
                assert core.view_bits(seat) == observation_bits(core.state.observation(seat))

        _play(core, rng, check)


@pytest.mark.parametrize(("preset", "options"), RULE_SETS)
def test_reference_is_blind_to_resampled_hidden_cards(
    preset: str, options: list[str] | None
) -> None:
    rules = make_rules(preset, options)
    rng = random.Random(11)
    for seed in range(6):
        core = GameCore(rules)
        core.reset(seed)

        def check(core: GameCore) -> None:
            state = core.state
            for seat in (0, 1):
                mine = observation_bits(state.observation(seat))
                other = resample(state, seat, rng)
                assert observation_bits(other.observation(seat)) == mine

        _play(core, rng, check)


def _replayed(state: HandState, rules: object) -> GameCore:
    """A fresh core that played ``state``'s actions from ``state``'s deck."""
    core = GameCore(state.rules)
    core.reset(0)
    core.start_hand(
        HandState.deal(
            state.rules, dealer=state.dealer, deck=state.deck, reshuffle_seed=state.reshuffle_seed
        )
    )
    for action in state.actions:
        core.step_action(action)
    return core


@pytest.mark.parametrize("preset", ["standard", "oklahoma", "openspiel"])
def test_tensor_unchanged_when_hidden_cards_are_resampled(preset: str) -> None:
    rules = find_rules(preset)
    rng = random.Random(3)
    checked = 0
    for seed in range(5):
        core = GameCore(rules)
        core.reset(seed)

        def check(core: GameCore) -> None:
            nonlocal checked
            state = core.state
            if state.reshuffles:
                return
            for seat in (0, 1):
                other = resample(state, seat, rng)
                replay = _replayed(other, rules)
                assert replay.state.hand_mask(1 - seat) == other.hand_mask(1 - seat)
                assert replay.view_bits(seat) == core.view_bits(seat)
                checked += 1

        _play(core, rng, check)
    assert checked > 200


@settings(max_examples=examples(25), deadline=None)
@given(
    seed=st.integers(0, 2**32),
    preset=st.sampled_from(["standard", "oklahoma", "eaai", "openspiel", "straight"]),
    auto_knock=st.booleans(),
)
def test_fast_encoding_property(seed: int, preset: str, auto_knock: bool) -> None:
    core_class = KernelCore if seed % 2 else GameCore  # both paths, alternately
    core = core_class(find_rules(preset), mode="game", auto_knock=auto_knock, max_hands=3)
    core.reset(seed)
    rng = random.Random(seed)

    def check(core: GameCore) -> None:
        for seat in (0, 1):
            view = core.state.observation(seat)
            assert core.view_bits(seat) == observation_bits(view)
            mask = view.legal_action_mask
            expected = auto_knock_mask(mask) if auto_knock else mask
            assert core.legal_mask(seat) == (0 if core.done else expected)

    _play(core, rng, check)


def test_planes_hold_the_seat_view() -> None:
    rules = find_rules("standard")
    state = HandState.deal(rules, dealer=0, seed=5)
    state = state.apply_text("take")  # non-dealer (seat 1) takes the first upcard
    taken = state.taken_upcard
    assert taken is not None
    discard = next(c for c in state.hand(1) if c != taken)
    state = state.apply_text(f"discard {discard}")
    for seat in (0, 1):
        vector = encode_observation(state.observation(seat))
        assert vector.shape == (OBS_SIZE,)
        assert vector.dtype == np.float32
        planes = vector[: 52 * len(PLANES)].reshape(len(PLANES), 52)
        hand = [c for c in range(52) if planes[0, c]]
        assert hand == sorted(state.hand(seat))
        assert [c for c in range(52) if planes[1, c]] == [discard]
        if seat == 0:
            assert [c for c in range(52) if planes[3, c]] == [taken]  # opponent known
            assert [c for c in range(52) if planes[5, c]] == [discard]  # opponent discarded
        unseen = {c for c in range(52) if planes[4, c]}
        assert not unseen & set(state.hand(seat))
        # Seat 1 saw its 10 cards and the upcard it took; seat 0 also saw the discard.
        assert len(unseen) == (40 if seat == 0 else 41)


def test_array_helpers_round_trip() -> None:
    bits = (1 << 0) | (1 << 51) | (1 << 413)
    obs = bits_to_array(bits, (0.25, 0.5))
    assert obs[0] == 1 and obs[51] == 1 and obs[413] == 1 and obs.sum() == 3.75
    mask = mask_to_array(1 << 104 | 1 << 107)
    assert mask.dtype == np.int8 and list(np.flatnonzero(mask)) == [104, 107]
    obs2, mask2 = view_arrays(bits, 1 << 104 | 1 << 107, (0.25, 0.5))
    assert np.array_equal(obs, obs2) and np.array_equal(mask, mask2)
