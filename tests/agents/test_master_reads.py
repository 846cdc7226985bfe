"""The master reads when in a hand its opponent knocks (issue 35 item 2): the timed
evidence of :class:`~ginrummy.agents.master.KnockStyle`, :meth:`KnockStyle.waits_at`,
and the knock search asking it at the opponent's coming discard, from public facts
only."""

from __future__ import annotations

import random

from ginrummy import HandState, find_rules
from ginrummy.agents import make_agent
from ginrummy.agents.master import (
    KNOCK_PRIOR,
    KNOCK_THRESHOLDS,
    KnockStyle,
    MasterAgent,
    MasterParams,
    opponent_discards,
)
from ginrummy.core.actions import Knock
from ginrummy.core.events import EventKind
from ginrummy.core.melds import deadwood_count
from ginrummy.core.observation import resample
from ginrummy.core.record import play_hand
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


def _discards(state: HandState, seat: int) -> int:
    return sum(1 for e in state.events if e.player == seat and e.kind is EventKind.DISCARD)


def test_the_prior_has_a_weight_for_every_threshold_and_leans_to_waiting() -> None:
    assert len(KNOCK_PRIOR) == len(KNOCK_THRESHOLDS)
    assert list(KNOCK_THRESHOLDS) == sorted(KNOCK_THRESHOLDS)
    assert KNOCK_THRESHOLDS[0] == 0
    assert KNOCK_PRIOR[0] >= sum(KNOCK_PRIOR[1:])  # no evidence: taken to wait


def test_a_knock_is_recorded_at_the_discard_it_was() -> None:
    seen = 0
    for state in _finished_hands(("simple", "marjj-like"), 120, 4):
        result = state.result
        assert result is not None
        style = KnockStyle()
        style.observe(state.observation(0))
        if result.knocker == 1 and result.outcome in (Outcome.KNOCK, Outcome.UNDERCUT):
            assert style.knock_turns == [_discards(state, 1) + 1]
            assert style.knock_turns[0] <= 4  # the MARJJ-like knocks only early
            seen += 1
        else:
            assert style.knock_turns == []
    assert seen > 3


def test_a_pass_is_recorded_at_the_opponents_last_discard() -> None:
    seen = 0
    for state in _finished_hands(("simple", "waiter"), 80, 2):
        result = state.result
        assert result is not None
        style = KnockStyle()
        style.observe(state.observation(0))
        assert len(style.pass_turns) <= style.passes
        if style.pass_turns:
            assert result.knocker == 0 and result.hands is not None
            assert deadwood_count(result.hands[1].mask) <= state.rules.knock_limit
            assert style.pass_turns == [_discards(state, 1)]
            seen += 1
    assert seen > 5


def test_a_first_chance_knocker_shows_knocks_and_never_a_pass() -> None:
    style = KnockStyle()
    for state in _finished_hands(("simple", "expert"), 80, 3):
        style.observe(state.observation(0))
    assert style.pass_turns == [] and style.knock_turns
    assert not any(style.waits_at(t) for t in range(1, 30))


def test_without_timed_evidence_the_count_decides() -> None:
    """A fresh style waits at every turn, as the count-based guess does; counts set
    without turns (older callers) are read as before."""
    style = KnockStyle()
    assert all(style.waits_at(t) for t in range(1, 30))
    style.knocks = 1
    assert not any(style.waits_at(t) for t in range(1, 30))
    style.passes = 1
    assert all(style.waits_at(t) for t in range(1, 30))


def test_an_early_knocker_is_read_as_knocking_early_and_waiting_late() -> None:
    style = KnockStyle(knocks=2, passes=2, knock_turns=[2, 3], pass_turns=[7, 9])
    assert style.waits  # the count alone calls it a waiter throughout
    assert not style.waits_at(1) and not style.waits_at(3)
    assert style.waits_at(7) and style.waits_at(12)


def test_one_knock_makes_a_knocker_at_every_turn_and_late_passes_cut_it_back() -> None:
    style = KnockStyle(knocks=1, knock_turns=[4])
    assert not any(style.waits_at(t) for t in range(1, 30))
    style.passes, style.pass_turns = 1, [10]
    assert not style.waits_at(4)
    assert style.waits_at(10) and style.waits_at(20)


def test_waits_from_is_the_first_discard_that_waits_at_says_waits() -> None:
    styles = [
        KnockStyle(),
        KnockStyle(knocks=1),
        KnockStyle(knocks=1, knock_turns=[4]),
        KnockStyle(knocks=2, passes=2, knock_turns=[2, 3], pass_turns=[7, 9]),
        KnockStyle(knocks=1, passes=1, knock_turns=[4], pass_turns=[10]),
        KnockStyle(knocks=1, passes=3, knock_turns=[2], pass_turns=[5, 8, 6]),
    ]
    for style in styles:
        for turn in range(1, 20):
            first = next((u for u in range(turn, 60) if style.waits_at(u)), None)
            assert style.waits_from(turn) == first


def test_a_waiter_stays_a_waiter_and_one_odd_hand_does_not_undo_much() -> None:
    style = KnockStyle(passes=3, pass_turns=[5, 8, 6])
    assert all(style.waits_at(t) for t in range(1, 30))
    style.knocks, style.knock_turns = 1, [2]  # one early knock among the passes
    assert style.waits_at(6) and style.waits_at(15)


def test_the_turn_read_uses_only_the_public_history() -> None:
    """The opponent's discard count, and what a finished hand teaches the style, are
    the same on every redeal of the cards the player has not seen
    (:func:`~ginrummy.core.observation.resample`), so neither can depend on them."""
    rules = find_rules("eaai")
    rng = random.Random(5)
    players = [make_agent("simple"), make_agent("waiter")]
    checked = 0
    for index in range(10):
        state = HandState.deal(rules, dealer=index % 2, rng=rng)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            obs = state.observation(seat)
            count = opponent_discards(obs)
            assert count == _discards(state, 1 - seat)
            for _ in range(2):
                world = resample(state, seat, rng)
                assert opponent_discards(world.observation(seat)) == count
                checked += 1
            state = state.apply(players[seat].act(obs, rng), player=seat)
        for seat in (0, 1):
            style, other = KnockStyle(), KnockStyle()
            style.observe(state.observation(seat))
            other.observe(resample(state, seat, rng).observation(seat))
            assert style == other
    assert checked > 100


def _knock_chance(seed: int) -> tuple[HandState, int]:
    """A state where seat 0, playing the waiter, may knock with deadwood and the
    opponent has discarded at least twice."""
    rules = find_rules("eaai")
    rng = random.Random(seed)
    players = [make_agent("waiter"), make_agent("waiter")]
    for index in range(200):
        state = HandState.deal(rules, dealer=index % 2, rng=rng)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            obs = state.observation(seat)
            knocks = [a for a in obs.legal_actions if isinstance(a, Knock)]
            if (
                knocks
                and min(deadwood_count(obs.hand.mask & ~(1 << a.card)) for a in knocks)
                and opponent_discards(obs) >= 2
            ):
                return state, seat
            state = state.apply(players[seat].act(obs, rng), player=seat)
    raise AssertionError("no knock chance found")


def test_the_knock_search_asks_the_style_at_the_opponents_coming_discard() -> None:
    asked: list[tuple[float, tuple[int, int] | None]] = []
    spans: list[tuple[int, int] | None] = []

    class Spy(MasterAgent):
        def _search(self, obs, candidates, rng, **kw):  # type: ignore[no-untyped-def]
            asked.append((kw["steps_per_draw"], kw["knock_max"]))
            spans.append(kw["knock_for"])
            return candidates[0]

    state, me = _knock_chance(21)
    obs = state.observation(me)
    coming = opponent_discards(obs) + 1
    limit = obs.knock_limit
    knocker = (0, limit) if me == 0 else (limit, 0)
    # Knocks only at this discard and before, waits after it: a knocker now.
    master = Spy(MasterParams(read_turns=True))
    master.style = KnockStyle(knocks=1, passes=1, knock_turns=[coming], pass_turns=[coming + 1])
    master.act(obs, random.Random(1))
    assert asked[-1] == (1.0, knocker)
    # ... and in the rollouts it knocks on this one discard only, then waits for gin.
    assert spans[-1] == ((1 << 30, 1) if me == 0 else (1, 1 << 30))
    plain = Spy(MasterParams(read_turns=True, knock_until=False))
    plain.style = master.style
    plain.act(obs, random.Random(1))
    assert asked[-1] == (1.0, knocker) and spans[-1] is None
    # A first-chance knocker knocks to the hand's end.
    master.style = KnockStyle(knocks=1, knock_turns=[coming])
    master.act(obs, random.Random(1))
    assert asked[-1] == (1.0, knocker) and spans[-1] is None
    # Seen to wait from this discard on: a waiter now (the counts alone say the same).
    master.style = KnockStyle(knocks=1, passes=1, knock_turns=[coming - 1], pass_turns=[coming])
    master.act(obs, random.Random(1))
    assert asked[-1] == (master.params.waiter_steps_per_draw, (0, 0))
    # Without ``read_turns`` (the default) the counts decide, as before.
    master = Spy()
    master.style = KnockStyle(knocks=1, passes=1, knock_turns=[coming], pass_turns=[coming + 1])
    master.act(obs, random.Random(1))
    assert asked[-1] == (master.params.waiter_steps_per_draw, (0, 0))
