"""The fast kernels play exactly the engine's games (oracle tests).

``KernelCore`` (the mutable per-game kernel behind ``raw_env``) and ``BatchKernel`` (the
numpy kernel behind ``VectorGinRummy``'s self-play) re-implement the move bookkeeping of
``HandState``. Here they are driven side by side with ``GameCore`` (the engine path)
through many seeded random games under every preset and the options that change play,
and must agree at every step: legal masks and observation bits of both seats, rewards,
hand results, scores, episode ends, and now and then the whole ``HandState``.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from ginrummy import HandState, IllegalActionError  # noqa: E402
from ginrummy.core.melds import deadwood_count_cached  # noqa: E402
from ginrummy.core.scoring import Outcome  # noqa: E402
from ginrummy.env import gin_rummy_v0  # noqa: E402
from ginrummy.env.core import GameCore, make_rules  # noqa: E402
from ginrummy.env.encoding import encode_observation, mask_to_array  # noqa: E402
from ginrummy.env.kernel import KernelCore, make_core  # noqa: E402
from ginrummy.env.vector import VectorGinRummy  # noqa: E402
from tests.helpers.examples import examples  # noqa: E402

RULE_SETS: list[tuple[str, list[str] | None]] = [
    ("standard", None),
    ("eaai", None),
    ("straight", None),
    ("oklahoma", None),
    ("openspiel", None),
    ("standard", ["stock_exhausted=reshuffle"]),
    ("standard", ["must_knock_on_gin=true", "knock_limit=10"]),
    ("straight", ["allow_discard_of_drawn_upcard=true"]),
    ("standard", ["upcard_offer=false", "undercut_on_tie=false"]),
    ("oklahoma", ["must_knock_on_gin=true", "stock_exhausted=reshuffle"]),
    ("openspiel", ["stock_exhausted=reshuffle", "stock_end_upcard_knock=false"]),
    (
        "standard",
        ["max_upcard_draws=3", "repeated_upcard_void=true", "allow_discard_of_drawn_upcard=true"],
    ),
    ("standard", ["stock_end_upcard_knock=true", "knock_limit=4"]),
]
VARIANT_SETS: list[tuple[str, list[str] | None]] = [
    # issue 19: reshuffle when and how often, seed 004's first turn, spades double
    ("standard", ["stock_exhausted=reshuffle", "reshuffle_at=empty"]),
    ("standard", ["stock_exhausted=reshuffle", "reshuffle_limit=every"]),
    ("straight", ["stock_exhausted=reshuffle", "reshuffle_limit=3", "reshuffle_at=empty"]),
    ("standard", ["upcard_offer_to_dealer=false"]),
    ("oklahoma-spades", ["upcard_offer_to_dealer=false", "stock_exhausted=reshuffle"]),
]
RULE_SETS += VARIANT_SETS


def _same(a: GameCore, b: Any, *, full: bool) -> None:
    for seat in (0, 1):
        assert a.legal_mask(seat) == b.legal_mask(seat)
        assert a.view_bits(seat) == b.view_bits(seat)
        assert a.score_fractions(seat) == b.score_fractions(seat)
    assert (a.done, a.truncated, a.to_act) == (b.done, b.truncated, b.to_act)
    assert a.rewards == b.rewards
    assert a.last_result == b.last_result
    assert a.scores == b.scores
    if full:
        assert a.state == b.state


def _drive(rules: Any, seed: int, kwargs: dict[str, Any], counts: dict[str, int]) -> None:
    engine = GameCore(rules, **kwargs)
    kernel = KernelCore(rules, **kwargs)
    engine.reset(seed)
    kernel.reset(seed)
    rng = random.Random(seed)
    while True:
        _same(engine, kernel, full=rng.random() < 0.03)
        result = engine.last_result
        if result is not None:
            counts[str(result.outcome)] = counts.get(str(result.outcome), 0) + 1
        if engine.state.reshuffles:
            counts["reshuffle"] = counts.get("reshuffle", 0) + 1
        if engine.done:
            return
        mask = engine.legal_mask(engine.state.to_act or 0)
        ids = [i for i in range(108) if mask >> i & 1]
        knocks = [i for i in ids if 52 <= i < 104 or i == 107]
        discards = [i for i in ids if i < 52]
        # Mostly knock when possible and discard greedily, so hands reach showdowns
        # (gin and undercuts included) often; sometimes play at random.
        hand = engine.state.hand_mask(engine.state.to_act or 0)
        gins = [i for i in knocks if i == 107 or not deadwood_count_cached(hand ^ 1 << (i - 52))]
        if gins and rng.random() < 0.9:
            action = rng.choice(gins)
        elif knocks and rng.random() < 0.4:
            action = rng.choice(knocks)
        elif discards and rng.random() < 0.8:
            action = min(discards, key=lambda c: deadwood_count_cached(hand ^ 1 << c))
        else:
            action = rng.choice(ids)
        engine.step(action)
        kernel.step(action)


@pytest.mark.parametrize(("preset", "options"), RULE_SETS)
def test_kernel_core_equals_the_engine_path(preset: str, options: list[str] | None) -> None:
    rules = make_rules(preset, options)
    counts: dict[str, int] = {}
    for seed in range(6):
        for mode in ("hand", "game"):
            kwargs = {"mode": mode, "auto_knock": seed % 2 == 1, "max_hands": 3}
            _drive(rules, seed, kwargs, counts)
    assert counts  # hands ended, so showdowns or voids were compared


def test_every_ending_is_covered() -> None:
    """Random play under these rule sets reaches every kind of hand end."""
    counts: dict[str, int] = {}
    for preset, options in (
        ("straight", ["knock_limit=10"]),
        ("standard", ["stock_exhausted=reshuffle"]),
        ("standard", ["undercut_on_tie=false"]),
        ("openspiel", None),
    ):
        rules = make_rules(preset, options)
        for seed in range(12):
            _drive(rules, seed, {"mode": "game", "max_hands": 3}, counts)
    for outcome in (Outcome.KNOCK, Outcome.GIN, Outcome.UNDERCUT, Outcome.VOID):
        assert counts.get(str(outcome), 0) > 0, counts
    assert counts.get("reshuffle", 0) > 0


@settings(max_examples=examples(20), deadline=None)
@given(
    seed=st.integers(0, 2**32),
    preset=st.sampled_from(["standard", "oklahoma", "eaai", "openspiel", "straight"]),
    option=st.sampled_from(
        [
            None,
            "stock_exhausted=reshuffle",
            "must_knock_on_gin=true",
            "allow_discard_of_drawn_upcard=true",
            "knock_limit=10",
            "upcard_offer=false",
        ]
    ),
    mode=st.sampled_from(["hand", "game"]),
    auto_knock=st.booleans(),
)
def test_kernel_core_property(
    seed: int, preset: str, option: str | None, mode: str, auto_knock: bool
) -> None:
    rules = make_rules(preset, None if option is None else [option])
    _drive(rules, seed, {"mode": mode, "auto_knock": auto_knock, "max_hands": 2}, {})


def test_make_core_and_the_plain_env_use_the_kernel() -> None:
    rules = make_rules("standard")
    assert isinstance(make_core(rules), KernelCore)
    assert isinstance(make_core(rules, kernel=False), GameCore)
    assert isinstance(gin_rummy_v0.raw_env().core, KernelCore)


def test_kernel_refuses_like_the_engine() -> None:
    rules = make_rules("standard")
    for core in (GameCore(rules), KernelCore(rules)):
        core.reset(0)
        with pytest.raises(IllegalActionError, match="draw a card first"):
            core.step(0)
        with pytest.raises(ValueError, match="out of range"):
            core.step(500)
    kernel = KernelCore(rules, auto_knock=True)
    kernel.reset(0)
    with pytest.raises(IllegalActionError, match="auto_knock"):
        kernel.step(60)


def test_kernel_state_is_replayed_and_cached() -> None:
    rules = make_rules("eaai")
    engine, kernel = GameCore(rules), KernelCore(rules)
    engine.reset(9)
    kernel.reset(9)
    for action in (106, 106, 104):
        engine.step(action)
        kernel.step(action)
    state = kernel.state
    assert state == engine.state and kernel.state is state


def _batch_actions(mask: Any, obs: Any, rng: random.Random) -> list[int]:
    """The oracle's biased random policy, for every row of a batch."""
    actions = []
    for row, view in zip(mask, obs, strict=True):
        ids = np.flatnonzero(row).tolist()
        hand = sum(1 << card for card in np.flatnonzero(view[:52]).tolist())
        knocks = [i for i in ids if 52 <= i < 104 or i == 107]
        gins = [i for i in knocks if i == 107 or not deadwood_count_cached(hand ^ 1 << (i - 52))]
        discards = [i for i in ids if i < 52]
        if gins and rng.random() < 0.9:
            actions.append(rng.choice(gins))
        elif knocks and rng.random() < 0.6:
            actions.append(rng.choice(knocks))
        elif discards and rng.random() < 0.7:
            actions.append(min(discards, key=lambda c: deadwood_count_cached(hand ^ 1 << c)))
        else:
            actions.append(rng.choice(ids))
    return actions


def _drive_batch(rules: Any, seed: int, steps: int, kwargs: dict[str, Any]) -> dict[str, int]:
    """The numpy kernel against one GameCore per game, through the vector form."""
    fast = VectorGinRummy(5, rules, kernel=True, **kwargs)
    slow = VectorGinRummy(5, rules, kernel=False, **kwargs)
    assert fast.kernel is not None and slow.kernel is None
    obs, info = fast.reset(seed=seed)
    obs2, info2 = slow.reset(seed=seed)
    rng = random.Random(seed)
    counts: dict[str, int] = {}
    for _ in range(steps):
        assert np.array_equal(obs, obs2)
        assert np.array_equal(info["action_mask"], info2["action_mask"])
        assert np.array_equal(info["to_act"], info2["to_act"])
        actions = _batch_actions(info["action_mask"], obs, rng)
        obs, rewards, terminated, truncated, info = fast.step(actions)
        obs2, rewards2, terminated2, truncated2, info2 = slow.step(np.array(actions))
        assert np.array_equal(rewards, rewards2)
        assert np.array_equal(terminated, terminated2)
        assert np.array_equal(truncated, truncated2)
        if fast.kernel.reshuffles.any():
            counts["reshuffle"] = counts.get("reshuffle", 0) + 1
        for index, core in enumerate(slow.cores):
            result = fast.kernel.results[index]
            if core.last_result is None and not (terminated2[index] or truncated2[index]):
                assert result is None
            if result is not None:
                counts[str(result.outcome)] = counts.get(str(result.outcome), 0) + 1
    return counts


BATCH_SETS = [*RULE_SETS[:8], RULE_SETS[10], RULE_SETS[11], RULE_SETS[12], *VARIANT_SETS]


@pytest.mark.parametrize(("preset", "options"), BATCH_SETS)
def test_batch_kernel_equals_the_engine_path(preset: str, options: list[str] | None) -> None:
    rules = make_rules(preset, options)
    counts: dict[str, int] = {}
    for seed, (mode, auto_knock) in enumerate(
        [("hand", False), ("game", True), ("game", False), ("hand", True)]
    ):
        kwargs = {"mode": mode, "auto_knock": auto_knock, "max_hands": 3}
        for outcome, count in _drive_batch(rules, seed, 90, kwargs).items():
            counts[outcome] = counts.get(outcome, 0) + count
    assert counts  # hands ended on both paths alike


def test_batch_kernel_covers_every_ending() -> None:
    counts: dict[str, int] = {}
    for preset, options in (
        ("straight", ["knock_limit=10"]),
        ("standard", ["stock_exhausted=reshuffle", "undercut_on_tie=false"]),
        ("openspiel", None),
    ):
        rules = make_rules(preset, options)
        for outcome, count in _drive_batch(rules, 1, 300, {"mode": "game"}).items():
            counts[outcome] = counts.get(outcome, 0) + count
    for outcome in (Outcome.KNOCK, Outcome.GIN, Outcome.UNDERCUT, Outcome.VOID):
        assert counts.get(str(outcome), 0) > 0, counts


def test_batch_kernel_errors_name_the_game() -> None:
    venv = VectorGinRummy(3, "standard")
    assert venv.kernel is not None
    _, info = venv.reset(seed=0)
    before = venv.kernel.hands.copy()
    actions = [int(np.flatnonzero(m)[0]) for m in info["action_mask"]]
    actions[1] = 0  # a discard during the upcard offer
    with pytest.raises(IllegalActionError, match="game 1: cannot discard"):
        venv.step(actions)
    assert np.array_equal(venv.kernel.hands, before)  # nothing moved
    with pytest.raises(ValueError, match="game 2: action id out of range"):
        venv.step([104, 104, 999])
    with pytest.raises(ValueError, match="integer"):
        venv.step([104.5, 104, 104])
    assert venv.kernel.state(0) == HandState.deal(
        venv.rules,
        dealer=venv.kernel.deal_states[0].dealer,
        deck=venv.kernel.deal_states[0].deck,
        reshuffle_seed=venv.kernel.deal_states[0].reshuffle_seed,
    )


def test_batch_deadwood_after_discard_equals_the_solver() -> None:
    """The array solver against the engine's, on random hands rich in sets."""
    from ginrummy.core.melds import min_deadwood_after_discard
    from ginrummy.env.batch import min_deadwood_after_discard_batch

    rng = random.Random(5)
    hands = []
    for _ in range(3000):
        cards: set[int] = set()
        for rank in rng.sample(range(13), rng.randrange(4)):  # some sets and quads
            cards.update(rank + 13 * suit for suit in rng.sample(range(4), rng.choice((3, 4))))
        while len(cards) < 11:
            cards.add(rng.randrange(52))
        hand = 0
        for card in list(cards)[:11]:
            hand |= 1 << card
        hands.append(hand)
    got = min_deadwood_after_discard_batch(np.array(hands, dtype=np.int64)).tolist()
    assert got == [min_deadwood_after_discard(hand) for hand in hands]


@pytest.mark.parametrize("preset", ["standard", "oklahoma", "openspiel", "straight"])
def test_batch_observations_equal_the_observation_reference(preset: str) -> None:
    """No hidden card in the numpy kernel's tensors: every row equals the reference
    encoder's tensor of that seat's ``Observation`` (of the hand replayed in the engine)."""
    venv = VectorGinRummy(4, preset, mode="game", max_hands=2)
    kernel = venv.kernel
    assert kernel is not None
    obs, info = venv.reset(seed=3)
    rng = random.Random(3)
    for _ in range(60):
        for index in range(4):
            seat = int(info["to_act"][index])
            view = kernel.state(index).observation(seat)
            scores = (int(kernel.scores[index, seat]), int(kernel.scores[index, 1 - seat]))
            assert np.array_equal(obs[index], encode_observation(view, scores))
            assert np.array_equal(info["action_mask"][index], mask_to_array(view.legal_action_mask))
        actions = [rng.choice(np.flatnonzero(m).tolist()) for m in info["action_mask"]]
        obs, _, _, _, info = venv.step(actions)
