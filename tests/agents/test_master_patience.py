"""The master's patience: it waits for gin unless a knock is worth more, and learns
within a game how its opponent knocks (:class:`~ginrummy.agents.master.KnockStyle`)."""

from __future__ import annotations

import random

import pytest

from ginrummy import HandState, find_rules
from ginrummy.agents import make_agent
from ginrummy.agents import master as master_module
from ginrummy.agents.expert import ExpertAgent
from ginrummy.agents.master import KnockStyle, MasterAgent, MasterParams, sample_world
from ginrummy.core.actions import DRAW_STOCK, PASS, TAKE_UPCARD, Action, Discard, Knock
from ginrummy.core.melds import Arrangement, deadwood_count, deadwood_count_cached
from ginrummy.core.observation import Observation
from ginrummy.core.record import play_game, play_hand, tell_hand_over
from ginrummy.core.scoring import Outcome


def _finished_hands(agents: tuple[str, str], count: int, seed: int) -> list[HandState]:
    rules = find_rules("eaai")
    rng = random.Random(seed)
    players = [make_agent(agents[0]), make_agent(agents[1])]
    out = []
    for index in range(count):
        state = HandState.deal(rules, dealer=index % 2, rng=rng)
        out.append(play_hand(players, state, rng))
    return out


def test_a_knock_by_the_opponent_is_evidence_that_it_knocks_early() -> None:
    seen = 0
    for state in _finished_hands(("simple", "simple"), 60, 1):
        result = state.result
        assert result is not None
        if result.outcome in (Outcome.KNOCK, Outcome.UNDERCUT) and result.knocker == 1:
            style = KnockStyle()
            style.observe(state.observation(0))
            assert (style.knocks, style.passes) == (1, 0)
            assert not style.waits
            seen += 1
    assert seen > 5


def test_a_knock_the_opponent_held_and_did_not_make_is_a_pass() -> None:
    """Seat 1 waits for gin; whenever seat 0 ends the hand, seat 1's laid-down hand
    shows whether it held a knock it did not make."""
    passes = 0
    for state in _finished_hands(("simple", "waiter"), 80, 2):
        result = state.result
        assert result is not None
        style = KnockStyle()
        style.observe(state.observation(0))
        if result.hands is None or result.knocker != 0:
            assert style.passes == 0
            continue
        held = deadwood_count(result.hands[1].mask)
        assert style.passes == (1 if held <= state.rules.knock_limit else 0)
        passes += style.passes
    assert passes > 5


def test_a_first_chance_knocker_never_shows_a_pass() -> None:
    for state in _finished_hands(("simple", "expert"), 80, 3):
        style = KnockStyle()
        style.observe(state.observation(0))
        assert style.passes == 0


def test_a_game_teaches_the_master_its_opponents_style_and_a_new_game_forgets() -> None:
    against_waiter = MasterAgent(MasterParams(patient_iterations=4, knock_min_iterations=4))
    play_game([against_waiter, make_agent("waiter")], "eaai", seed=5)
    assert against_waiter.style.waits
    against_knocker = MasterAgent(MasterParams(patient_iterations=4, knock_min_iterations=4))
    play_game([make_agent("simple"), against_knocker], "eaai", seed=5)
    assert not against_knocker.style.waits
    assert against_knocker.style.knocks > 0
    against_waiter.new_hand((0, 0), 100)
    assert against_waiter.style == KnockStyle()


def test_an_opponent_is_taken_to_wait_until_it_knocks_at_once_more_than_it_waits() -> None:
    style = KnockStyle()
    assert style.waits  # nothing seen yet: the cautious guess
    style.knocks = 1
    assert not style.waits
    style.passes = 1
    assert style.waits
    style.knocks = 2
    assert not style.waits


def test_without_the_opponent_model_nothing_is_learnt() -> None:
    master = MasterAgent(MasterParams(opponent_model=False, patient_iterations=4))
    state = _finished_hands(("simple", "waiter"), 1, 2)[0]
    tell_hand_over(master, state, 0)
    assert master.style == KnockStyle()


def test_the_waiter_knocks_only_with_gin() -> None:
    waiter = make_agent("waiter")
    expert = ExpertAgent()
    rules = find_rules("eaai")
    rng = random.Random(7)
    differed = 0
    for index in range(30):
        state = HandState.deal(rules, dealer=index % 2, rng=rng)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            obs = state.observation(seat)
            action = waiter.act(obs, rng)
            if isinstance(action, Knock):
                assert deadwood_count(obs.hand.mask & ~(1 << action.card)) == 0
            plain = expert.act(obs, rng)
            if action != plain:
                # It throws where the expert knocks, and leaves an upcard that would
                # only have let it knock.
                assert (isinstance(plain, Knock) and isinstance(action, Discard)) or (
                    plain is TAKE_UPCARD and action in (DRAW_STOCK, PASS)
                )
                differed += 1
            state = state.apply(action, player=seat)
    assert differed > 0


def test_the_classic_master_is_registered_with_the_classic_search() -> None:
    classic = make_agent("classic-master")
    assert isinstance(classic, MasterAgent)
    assert classic.name == "classic-master"
    assert classic.params == MasterParams.classic()
    assert not classic.params.patient and classic.params.knock_iterations == 128
    assert make_agent("master").params == MasterParams()


def _knock_chances(seed: int, hands: int) -> list[tuple[HandState, int]]:
    """States where the master (seat ``me``) may knock with deadwood, from hands between
    the master's prior and the waiter."""
    rules = find_rules("eaai")
    rng = random.Random(seed)
    players = [make_agent("waiter"), make_agent("waiter")]
    out = []
    for index in range(hands):
        state = HandState.deal(rules, dealer=index % 2, rng=rng)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            obs = state.observation(seat)
            knocks = [a for a in obs.legal_actions if isinstance(a, Knock)]
            if knocks and min(deadwood_count(obs.hand.mask & ~(1 << a.card)) for a in knocks):
                out.append((state, seat))
            state = state.apply(players[seat].act(obs, rng), player=seat)
    return out


def test_a_waiters_hand_is_sampled_as_improved_twice_per_draw() -> None:
    """Two greedy steps a stock draw bring a waiter's sampled hand near its real one
    (the measurement in ``MasterParams.waiter_steps_per_draw``); each sample stays
    consistent with what the player saw."""
    chances = _knock_chances(11, 20)
    assert len(chances) > 20
    gaps = {1.0: 0.0, 2.0: 0.0}
    for state, me in chances:
        obs = state.observation(me)
        real = deadwood_count(state.hand(1 - me).mask)
        for steps in gaps:
            rng = random.Random(3)
            for _ in range(8):
                world = sample_world(obs, rng, steps_per_draw=steps)
                assert world.observation(me).hand == obs.hand
                assert world.stock_size == obs.stock_size
                gaps[steps] += deadwood_count_cached(world._hands[1 - me]) - real
    assert gaps[2.0] < gaps[1.0]
    assert abs(gaps[2.0]) < gaps[1.0]  # closer to the real hands


def test_against_a_waiter_the_knock_search_samples_and_decides_as_for_a_waiter() -> None:
    """Against an opponent taken to wait, a knock chance is searched on deals whose
    hidden hand improved twice a draw, and a knock must beat playing on by two standard
    errors; against one seen to knock at once, one step and the best mean."""
    seen: list[tuple[float, float | None, tuple[int, int] | None]] = []

    class Spy(MasterAgent):
        def _search(self, obs, candidates, rng, **kw):  # type: ignore[no-untyped-def]
            seen.append((kw["steps_per_draw"], kw["switch_z"], kw["knock_max"]))
            return candidates[0]

    state, me = _knock_chances(12, 10)[0]
    obs = state.observation(me)
    master = Spy()
    master.style.knocks = 1  # seen to knock at once
    master.act(obs, random.Random(1))
    master.style.passes = 1  # as often seen to wait
    master.act(obs, random.Random(1))
    params = master.params
    limit = obs.knock_limit
    first, waiting = seen
    assert first == (1.0, params.knock_switch_z, (0, limit) if me == 0 else (limit, 0))
    assert waiting == (params.waiter_steps_per_draw, params.waiter_switch_z, (0, 0))
    assert params.waiter_steps_per_draw == 2.0 and params.waiter_switch_z == 2.0


def _searched(
    monkeypatch: pytest.MonkeyPatch, agent: MasterAgent, obs: Observation, seed: int
) -> tuple[Action, list[float]]:
    """The agent's move, and the paired differences (knock less playing on, hand points:
    no score is told) of the deals its search played, in order."""
    real = master_module.play_out
    pending: list[int] = []
    diffs: list[float] = []

    def spy(
        world: HandState,
        action: Action,
        me: int,
        knock_max: tuple[int, int] | None = None,
        arrangement: Arrangement | None = None,
    ) -> int:
        points = real(world, action, me, knock_max, arrangement)
        pending.append(points)
        if len(pending) == 2:
            diffs.append(float(pending[1] - pending[0]))
            pending.clear()
        return points

    monkeypatch.setattr(master_module, "play_out", spy)
    try:
        action = agent.act(obs, random.Random(seed))
    finally:
        monkeypatch.setattr(master_module, "play_out", real)
    return action, diffs


def _stop_point(diffs: list[float], z: float, floor: int) -> int:
    """Where the early-stopping rule cuts ``diffs``: the first count from ``floor`` on at
    which the mean lies more than ``z`` standard errors from zero, else all of them."""
    total = squares = 0.0
    for done, d in enumerate(diffs, 1):
        total += d
        squares += d * d
        if done >= floor and done < len(diffs):
            mean = total / done
            var = max(squares / done - mean * mean, 0.0)
            if mean * mean * (done - 1) > z * z * var:
                return done
    return len(diffs)


def test_early_stopping_cuts_the_same_deals_only_when_one_option_is_clearly_ahead(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With early stopping a searched knock plays the deals of the full search, in order,
    and stops at the first point (from ``early_stop_min`` deals) where one option leads
    by ``early_stop_z`` standard errors; a close call plays every deal and is decided
    exactly as without early stopping. Both opponent models."""
    exact_params = MasterParams(early_stop_z=0.0)
    early_params = MasterParams()
    z, floor = early_params.early_stop_z, early_params.early_stop_min
    assert z == 3.0 and floor == 12
    stopped = kept = 0
    for index, (state, me) in enumerate(_knock_chances(13, 12)[:40]):
        obs = state.observation(me)
        exact, early = MasterAgent(exact_params), MasterAgent(early_params)
        if index % 2:  # an opponent seen to knock at its first chance
            exact.style.knocks = early.style.knocks = 1
        exact_move, full = _searched(monkeypatch, exact, obs, index)
        early_move, cut = _searched(monkeypatch, early, obs, index)
        if not full:
            continue  # gin: nothing searched
        assert len(full) == exact_params.patient_iterations
        assert cut == full[: len(cut)]
        assert len(cut) == _stop_point(full, z, floor)
        if len(cut) == len(full):
            assert early_move == exact_move
            kept += 1
        else:  # the option ahead by 3 standard errors wins (the decision asks for 2 at most)
            assert isinstance(early_move, Knock) == (sum(cut) > 0)
            stopped += 1
    assert stopped >= 3 and kept >= 3


def test_early_stopping_is_deterministic_for_a_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    for index, (state, me) in enumerate(_knock_chances(14, 6)[:12]):
        obs = state.observation(me)
        first = _searched(monkeypatch, MasterAgent(), obs, index)
        second = _searched(monkeypatch, MasterAgent(), obs, index)
        assert first == second
