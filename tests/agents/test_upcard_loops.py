"""The rule every search-free agent (expert, the panel) uses to keep a hand finite:
leave the upcard when this seat threw that very card before, or when the pile was taken
from three times running (``ginrummy.agents.knowledge.upcard_loops``)."""

from __future__ import annotations

import random

from ginrummy import HandState, find_rules
from ginrummy.agents import make_agent
from ginrummy.agents.knowledge import upcard_loops
from ginrummy.core.actions import DRAW_STOCK, PASS, TAKE_UPCARD, Action, Discard


def _first_turn() -> HandState:
    """A standard deal with the first upcard passed by both: the non-dealer draws next."""
    state = HandState.deal(find_rules("standard"), dealer=0, seed=11)
    state = state.apply(PASS)  # the non-dealer refuses the first upcard
    return state.apply(PASS)  # so does the dealer


def _discard_other_than(state: HandState, card: int | None = None) -> Action:
    """A legal discard, not of ``card``."""
    return next(a for a in state.legal_actions() if isinstance(a, Discard) and int(a.card) != card)


def test_a_fresh_upcard_does_not_loop() -> None:
    state = _first_turn()
    seat = state.to_act
    assert seat is not None
    assert not upcard_loops(state.observation(seat))


def test_the_pile_taken_three_times_running_loops() -> None:
    state = _first_turn()
    state = state.apply(DRAW_STOCK)  # after two passes the first player must draw
    state = state.apply(_discard_other_than(state))
    for takes in range(3):
        seat = state.to_act
        assert seat is not None
        assert not upcard_loops(state.observation(seat)), takes
        state = state.apply(TAKE_UPCARD)
        state = state.apply(_discard_other_than(state, state.taken_upcard))
    # Three takes in a row: whoever is to act now would make it four.
    seat = state.to_act
    assert seat is not None
    assert upcard_loops(state.observation(seat))
    # A draw from the stock breaks the run.
    state = state.apply(DRAW_STOCK)
    state = state.apply(_discard_other_than(state))
    seat = state.to_act
    assert seat is not None
    assert not upcard_loops(state.observation(seat))


def test_a_card_this_seat_threw_before_loops_for_it_only() -> None:
    state = _first_turn()
    a = state.to_act
    assert a is not None
    state = state.apply(DRAW_STOCK)
    thrown = _discard_other_than(state)
    assert isinstance(thrown, Discard)
    state = state.apply(thrown)  # a throws the card
    state = state.apply(TAKE_UPCARD)  # b takes it
    state = state.apply(_discard_other_than(state, int(thrown.card)))
    state = state.apply(DRAW_STOCK)  # a draws from the stock
    state = state.apply(_discard_other_than(state))
    state = state.apply(DRAW_STOCK)  # b draws, then throws a's card back
    state = state.apply(Discard(thrown.card))
    assert state.to_act == a and state.observation(a).upcard == thrown.card
    assert upcard_loops(state.observation(a))


def test_the_agents_that_use_it_never_take_a_looping_upcard() -> None:
    """Over many hands of the expert and the panel players, no upcard is taken where the
    rule says it loops."""
    rules = find_rules("eaai")
    rng = random.Random(5)
    names = ("expert", "marjj-like", "tonic-like", "ensemble-like")
    agents = {name: make_agent(name) for name in names}
    checked = 0
    for index in range(40):
        players = [agents[names[index % 4]], agents[names[(index + 1) % 4]]]
        state = HandState.deal(rules, dealer=index % 2, rng=rng)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            observation = state.observation(seat)
            action = players[seat].act(observation, rng)
            if TAKE_UPCARD in observation.legal_actions and upcard_loops(observation):
                checked += 1
                assert action != TAKE_UPCARD
            state = state.apply(action)
    assert checked > 0
