"""The game-in-progress object every front end builds on."""

from __future__ import annotations

import random
import secrets

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy.agents import make_agent
from ginrummy.core.errors import GinRummyError, IllegalActionError, InvalidActionError
from ginrummy.core.record import GameRecord
from ginrummy.core.table import Table, TableError, to_action
from tests.helpers.examples import examples


def play(
    table: Table,
    rng: random.Random,
    *,
    agent: str = "simple",
    until_over: bool = True,
    max_moves: int | None = None,
) -> None:
    """Play on: the whole game, or up to the end of the current hand or ``max_moves``."""
    agents = [make_agent(agent), make_agent(agent)]
    moves = 0
    while not table.is_over and (max_moves is None or moves < max_moves):
        moves += 1
        if table.hand_over:
            table.deal_next(rng)
            continue
        seat = table.to_act
        assert seat is not None
        table.act(seat, agents[seat].act(table.observation(seat), rng))
        if not until_over and table.hand_over:
            return


def test_a_whole_game_is_scored_and_its_record_replays() -> None:
    rng = random.Random(3)
    table = Table.new("eaai", players=("ann", "bob"), rng=rng)
    play(table, rng)
    totals = table.totals()
    assert max(totals.points) >= table.rules.game_target
    record = GameRecord.from_json(table.record().to_json())
    assert record.players == ("ann", "bob")
    assert record.replay() == table.game
    assert len(record.hands) == len(table.finished)


@settings(max_examples=examples(15), deadline=None)
@given(seed=st.integers(0, 2**32), stop=st.integers(0, 400))
def test_resuming_from_a_record_restores_the_exact_game(seed: int, stop: int) -> None:
    rng = random.Random(seed)
    table = Table.new("standard", rng=rng)
    play(table, rng, agent="random", max_moves=stop)
    resumed = Table.from_record(GameRecord.from_json(table.record().to_json()))
    assert resumed.state == table.state
    assert resumed.game == table.game
    assert resumed.finished == table.finished
    assert resumed.hand_number == table.hand_number


def test_the_first_hand_resumes_before_any_move() -> None:
    table = Table.new("standard", rng=random.Random(1))
    resumed = Table.from_record(table.record())
    assert resumed.state == table.state
    assert resumed.hand_number == 1


def test_a_finished_hand_waits_for_the_next_deal() -> None:
    rng = random.Random(5)
    table = Table.new("standard", rng=rng)
    play(table, rng, until_over=False)
    assert table.hand_over
    assert table.to_act is None
    assert table.last_result is not None
    with pytest.raises(TableError, match="deal the next hand"):
        table.act(0, "draw")
    resumed = Table.from_record(table.record())
    assert resumed.hand_over and resumed.state == table.state
    if not table.is_over:
        table.deal_next(rng)
        assert not table.hand_over
        assert table.hand_number == len(table.finished) + 1
        with pytest.raises(TableError, match="still being played"):
            table.deal_next(rng)


def test_bad_moves_raise_and_change_nothing() -> None:
    table = Table.new("standard", rng=random.Random(2))
    before = (table.state, table.game, list(table.finished))
    seat = table.to_act
    assert seat is not None
    other = 1 - seat
    bad: list[tuple[int, object]] = [
        (other, "pass"),  # out of turn
        (seat, "discard 7X"),  # malformed card
        (seat, "fly away"),  # not an action
        (seat, 999),  # no such id
        (seat, True),  # not an action at all
        (2, "pass"),  # no such seat
        (seat, "draw"),  # the upcard offer comes first
    ]
    for who, move in bad:
        with pytest.raises(GinRummyError):
            table.act(who, move)  # type: ignore[arg-type]
        assert (table.state, table.game, list(table.finished)) == before


def test_moves_come_as_actions_texts_or_ids() -> None:
    table = Table.new("standard", rng=random.Random(4))
    seat = table.to_act
    assert seat is not None
    assert to_action("pass") == to_action(106)
    table.act(seat, 106)
    with pytest.raises(IllegalActionError):
        table.act(seat, "pass")
    with pytest.raises(InvalidActionError):
        to_action(-1)


def test_a_secure_generator_deals() -> None:
    rng = secrets.SystemRandom()
    table = Table.new("standard", rng=rng)
    play(table, rng, until_over=False)
    assert table.hand_over


def test_observations_are_per_seat() -> None:
    table = Table.new("standard", rng=random.Random(9))
    for seat in (0, 1):
        obs = table.observation(seat)
        assert obs.player == seat
        assert obs.hand == table.state.hand(seat)
    with pytest.raises(TableError):
        table.observation(3)
    with pytest.raises(TableError, match="not over"):
        table.totals()
