"""The move clock: deadlines and the bank, timeouts in a row and claims, settings and
their JSON, and the move played for an absent player (legal, never a knock by choice)."""

from __future__ import annotations

import json
import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy.core.actions import (
    DRAW_STOCK,
    PASS,
    TAKE_UPCARD,
    Action,
    BigGin,
    Discard,
    Knock,
)
from ginrummy.core.cards import Card
from ginrummy.core.hand import HandState, Phase
from ginrummy.core.melds import best_arrangement, deadwood_count
from ginrummy.core.rules import find_rules
from ginrummy.server.rooms.clock import (
    BANK_RANGE,
    PER_MOVE_RANGE,
    ClockError,
    ClockMark,
    ClockSettings,
    ClockSettingsError,
    MoveClock,
    timeout_move,
)
from tests.helpers.examples import examples
from tests.helpers.hands import deal, play

ND_GIN = "AC 2C 3C 4C 5D 6D 7D 8H 9H TH"  # runs A-4C, 5-7D, 8-10H
LOOSE = "AC 2C 3C 5D 6D 7D KD QH 9S 4H"  # two runs; K♦ Q♥ 9♠ 4♥ loose
OTHER = "5C JH QC KC 2D 3S 5S 7S 9S KD"
OTHER_LOOSE = "5C JH QC KC 2D 3S 5S 7S TS 8S"
ND, DL = 1, 0


def clock(**changes: float) -> MoveClock:
    return MoveClock(ClockSettings(**changes))  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- settings
def test_the_defaults() -> None:
    s = ClockSettings()
    assert (s.per_move, s.bank) == (30.0, 60.0)
    assert MoveClock().settings == s


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("per_move", PER_MOVE_RANGE[0] - 0.5),
        ("per_move", PER_MOVE_RANGE[1] + 1),
        ("per_move", math.nan),
        ("per_move", math.inf),
        ("per_move", "30"),
        ("per_move", True),
        ("per_move", None),
        ("bank", -1),
        ("bank", BANK_RANGE[1] + 0.1),
        ("bank", -math.inf),
    ],
)
def test_bad_settings_are_refused_naming_the_field(field: str, value: object) -> None:
    with pytest.raises(ClockSettingsError) as info:
        ClockSettings(**{field: value})  # type: ignore[arg-type]
    assert info.value.field == field and field in str(info.value)
    assert isinstance(info.value, ValueError) and isinstance(info.value, ClockError)


def test_the_bounds_themselves_are_allowed() -> None:
    low = ClockSettings(PER_MOVE_RANGE[0], BANK_RANGE[0])
    high = ClockSettings(PER_MOVE_RANGE[1], BANK_RANGE[1])
    assert low.per_move == 5 and low.bank == 0 and high.per_move == 300 and high.bank == 600
    assert isinstance(ClockSettings(per_move=10).per_move, float)


valid_settings = st.builds(
    ClockSettings,
    per_move=st.floats(*PER_MOVE_RANGE),
    bank=st.floats(*BANK_RANGE),
)


@given(valid_settings)
def test_settings_round_trip_through_json(s: ClockSettings) -> None:
    text = s.to_json()
    assert ClockSettings.from_json(text) == s
    assert ClockSettings.from_dict(json.loads(text)) == s
    assert ClockSettings.from_dict(s.to_dict()) == s
    assert " " not in text and list(json.loads(text)) == sorted(json.loads(text))


def test_settings_json_missing_fields_take_defaults() -> None:
    assert ClockSettings.from_json('{"per_move": 20}') == ClockSettings(per_move=20)
    assert ClockSettings.from_json("{}") == ClockSettings()
    assert ClockSettings.from_json(b'{"bank": 0}').bank == 0.0


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("not json", None),
        ("[1, 2]", None),
        ('"x"', None),
        ('{"per_move": 30, "bnak": 10}', "bnak"),
        ('{"per_move": 1}', "per_move"),
        ('{"claim_after_timeouts": 2}', "claim_after_timeouts"),
        ('{"claim_after_disconnect": 60}', "claim_after_disconnect"),
        ('{"bank": null}', "bank"),
    ],
)
def test_bad_settings_json_is_refused(text: str, field: str | None) -> None:
    with pytest.raises(ClockSettingsError) as info:
        ClockSettings.from_json(text)
    assert info.value.field == field


def test_a_clock_sets_no_claim_of_its_own() -> None:
    """When a game may be claimed is the server's one rule (rooms.claims), not each
    clock's: a new clock naming a claim limit is refused with the reason, and a clock
    stored with one (before the rule was one) still loads, the limit dropped."""
    with pytest.raises(ClockSettingsError, match="no clock setting any more") as info:
        ClockSettings.from_dict({"per_move": 30, "claim_after_timeouts": 3})
    assert info.value.field == "claim_after_timeouts"
    stored = '{"bank":60.0,"claim_after_disconnect":60.0,"claim_after_timeouts":3,"per_move":30.0}'
    assert ClockSettings.from_json(stored, stored=True) == ClockSettings()
    assert not hasattr(MoveClock(), "may_claim")


def test_from_dict_refuses_a_non_object() -> None:
    with pytest.raises(ClockSettingsError):
        ClockSettings.from_dict([("per_move", 30)])  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- the clock
def test_a_quick_move_leaves_the_bank_alone() -> None:
    c = clock(per_move=30, bank=60)
    assert c.deadline(0) is None and c.running is None
    c.start_turn(0, 1000.0)
    assert c.running == 0 and c.turn_started(0) == 1000.0 and c.turn_started(1) is None
    assert c.deadline(0) == 1090.0 and c.deadline(1) is None
    assert c.time_left(0, 1010.0) == 80.0 and c.time_left(1, 1010.0) == 90.0
    assert c.on_move(0, 1029.5) == 0.0
    assert c.bank_left(0) == 60.0 and c.running is None and c.deadline(0) is None


def test_a_slow_move_uses_the_bank_and_the_next_deadline_is_shorter() -> None:
    c = clock(per_move=30, bank=60)
    c.start_turn(1, 0.0)
    assert c.on_move(1, 45.0) == 15.0 and c.bank_left(1) == 45.0
    c.start_turn(1, 50.0)
    assert c.deadline(1) == 50.0 + 30.0 + 45.0
    assert c.on_move(1, 200.0) == 45.0  # late: the whole bank, never below 0
    assert c.bank_left(1) == 0.0 and c.bank_left(0) == 60.0
    c.start_turn(1, 300.0)
    assert c.deadline(1) == 330.0


def test_one_clock_runs_at_a_time() -> None:
    c = clock()
    c.start_turn(0, 0.0)
    c.start_turn(1, 5.0)
    assert c.running == 1 and c.deadline(0) is None and c.deadline(1) == 95.0
    assert c.on_move(0, 10.0) == 0.0  # not running: no charge
    assert c.running == 1
    c.stop()
    assert c.running is None and not c.expired(1, 10_000.0)


def test_a_timeout_spends_the_bank_and_counts_in_a_row() -> None:
    c = clock(per_move=10, bank=20)
    c.start_turn(0, 0.0)
    assert not c.expired(0, 29.9) and c.expired(0, 30.0)
    with pytest.raises(ClockError, match="not run out"):
        c.on_timeout(0, 29.0)
    assert c.running == 0 and c.timeouts(0) == 0  # a refused timeout changes nothing
    c.on_timeout(0, 30.0)
    assert c.timeouts(0) == 1 and c.bank_left(0) == 0.0 and c.running is None
    with pytest.raises(ClockError):
        c.on_timeout(0, 100.0)  # a stale timer: nothing runs
    c.start_turn(0, 40.0)
    assert c.deadline(0) == 50.0
    c.on_timeout(0, 50.0)
    assert c.timeouts(0) == 2
    c.start_turn(0, 60.0)
    c.on_move(0, 61.0)
    assert c.timeouts(0) == 0  # a move of one's own starts the count again


def test_the_mark_a_move_leaves_is_what_the_clock_does_with_it() -> None:
    """``mark_after`` (stored with the move) foretells ``on_move``/``on_timeout`` exactly,
    and changes nothing itself: storage may yet refuse the move."""
    for timed_out, now in ((False, 3.0), (False, 14.5), (True, 30.0)):
        c = clock(per_move=10, bank=20)
        c.start_turn(1, 0.0)
        c.start_turn(0, 0.0)
        mark = c.mark_after(0, now, 1_700_000_000.0, timed_out=timed_out)
        assert c.running == 0 and c.bank_left(0) == 20.0  # unchanged
        if timed_out:
            c.on_timeout(0, now)
        else:
            c.on_move(0, now)
        assert mark == ClockMark(1_700_000_000.0, (c.bank_left(0), 20.0), (c.timeouts(0), 0))
    assert mark.banks == (0.0, 20.0) and mark.timeouts == (1, 0)


def test_a_clock_restored_from_a_mark_goes_on_from_it() -> None:
    c = clock(per_move=10, bank=20)
    c.restore(ClockMark(5.0, (7.5, 20.0), (0, 2)))
    assert c.running is None and c.bank_left(0) == 7.5 and c.timeouts(1) == 2
    c.start_turn(0, 100.0)
    assert c.deadline(0) == 117.5
    c.restore(ClockMark(5.0, (99.0, 20.0), (0, 0)))
    assert c.bank_left(0) == 20.0  # never more than the settings give
    c.restore(None)  # the game's start
    assert (c.bank_left(0), c.timeouts(1), c.running) == (20.0, 0, None)


def test_a_mark_round_trips_through_json_and_nothing_else_reads() -> None:
    mark = ClockMark(1_764_000_000.123, (12.25, 0.0), (0, 3))
    assert ClockMark.from_json(mark.to_json()) == mark
    for text in (
        "",
        "[]",
        "{}",
        '{"at": 1, "bank": [1], "timeouts": [0, 0]}',
        '{"at": 1, "bank": [1, 2, 3], "timeouts": [0, 0]}',
        '{"at": 1, "bank": [1, -2], "timeouts": [0, 0]}',
        '{"at": 1, "bank": [1, 2], "timeouts": [0, -1]}',
        '{"at": "NaN", "bank": [1, 2], "timeouts": [0, 0]}',
        '{"at": 1, "bank": ["x", 2], "timeouts": [0, 0]}',
    ):
        with pytest.raises(ClockError, match="not a stored clock"):
            ClockMark.from_json(text)


def test_the_public_clock_shows_seconds_left_not_times() -> None:
    c = clock(per_move=30, bank=60)
    assert c.to_public(5.0) == {
        "per_move": 30.0,
        "bank": 60.0,
        "running": None,
        "seats": [
            {"seat": 0, "move_left": 30.0, "bank_left": 60.0, "timeouts": 0},
            {"seat": 1, "move_left": 30.0, "bank_left": 60.0, "timeouts": 0},
        ],
    }
    c.start_turn(1, 1000.0)
    view = c.to_public(1012.34)
    assert view["running"] == 1
    assert view["seats"][1] == {"seat": 1, "move_left": 17.7, "bank_left": 60.0, "timeouts": 0}
    assert view["seats"][0]["move_left"] == 30.0
    assert c.to_public(1050.0)["seats"][1]["move_left"] == 0.0
    assert c.to_public(1050.0)["seats"][1]["bank_left"] == 40.0
    assert c.to_public(5000.0)["seats"][1]["bank_left"] == 0.0
    assert "1000" not in json.dumps(c.to_public(1012.34))


# ----------------------------------------------------------------------------- timeout moves
def test_the_first_upcard_is_passed_and_the_stock_drawn() -> None:
    state = deal(ND_GIN, OTHER, "QD", "KS")
    assert state.phase is Phase.UPCARD_OFFER and timeout_move(state) == PASS
    state = play(state, "pass")
    assert timeout_move(state) == PASS
    state = play(state, "pass")
    assert state.phase is Phase.DRAW and timeout_move(state) == DRAW_STOCK
    state = play(state, "draw", "discard 2C")
    assert timeout_move(state.observation(DL)) == DRAW_STOCK  # the stock, not the upcard


def test_a_discard_turn_throws_the_highest_deadwood_card_never_gin() -> None:
    state = play(deal(ND_GIN, OTHER, "QD", "KS"), "pass", "pass", "draw")
    assert Knock(Card.parse("KS")) in state.legal_actions()  # gin is there for the taking
    assert timeout_move(state) == Discard(Card.parse("KS"))
    assert timeout_move(state.observation(ND)) == Discard(Card.parse("KS"))


def test_ties_go_to_the_higher_rank_then_suit() -> None:
    state = play(deal(LOOSE, OTHER_LOOSE, "4D", "KS"), "pass", "pass", "draw")
    # Loose: K♦ Q♥ 9♠ 4♥ K♠; the tens K♦ Q♥ K♠; the kings K♦ K♠; spades last.
    assert timeout_move(state) == Discard(Card.parse("KS"))


def test_the_upcard_just_taken_is_not_thrown_back() -> None:
    state = play(deal(LOOSE, OTHER_LOOSE, "KS", "2H"), "take")
    assert timeout_move(state) == Discard(Card.parse("KD"))


def test_with_everything_melded_it_throws_a_card_that_keeps_gin() -> None:
    state = play(deal(ND_GIN, OTHER, "QD", "7H"), "pass", "pass", "draw")
    assert best_arrangement(state.hand_mask(ND)).deadwood_count == 0  # big gin
    assert BigGin() in state.legal_actions()
    # A♣, 4♣, 7♥ or 10♥ would each leave gin; 10♥ is the highest of them.
    assert timeout_move(state) == Discard(Card.parse("TH"))


def test_only_when_the_rules_force_a_knock_does_it_knock() -> None:
    rules = find_rules("standard", must_knock_on_gin=True)
    state = play(deal(ND_GIN, OTHER, "QD", "KS", rules=rules), "pass", "pass", "draw")
    assert not any(isinstance(a, Discard) for a in state.legal_actions())
    assert timeout_move(state) == Knock(Card.parse("KS"))


def play_to_stock_end(seed: int) -> HandState:
    """An OpenSpiel hand played by discards only until the stock is down to two cards."""
    state = HandState.deal(find_rules("openspiel"), dealer=0, seed=seed)
    while state.phase is not Phase.STOCK_END:
        assert not state.is_over
        legal = state.legal_actions()
        if state.phase is Phase.DISCARD:
            hand = state.hand_mask(state.to_act or 0)
            discards = [a for a in legal if isinstance(a, Discard)]
            action: Action = min(discards, key=lambda a: deadwood_count(hand & ~(1 << a.card)))
        else:
            action = DRAW_STOCK if DRAW_STOCK in legal else PASS
        state = state.apply(action)
    return state


def test_at_the_stock_end_it_passes_and_knocks_only_when_it_must() -> None:
    state = play_to_stock_end(1)
    assert TAKE_UPCARD in state.legal_actions()  # taking it would be to knock with it
    assert timeout_move(state) == PASS
    taken = state.apply(TAKE_UPCARD)
    legal = taken.legal_actions()
    assert legal and all(isinstance(a, Knock) for a in legal)
    move = timeout_move(taken)
    assert isinstance(move, Knock) and move in legal


def test_no_timeout_move_when_nobody_is_to_move() -> None:
    state = deal(ND_GIN, OTHER, "QD", "KS")
    with pytest.raises(ClockError, match="not to move"):
        timeout_move(state.observation(DL))
    over = play(state, "pass", "pass", "draw", "knock KS")
    with pytest.raises(ClockError, match="over"):
        timeout_move(over)
    with pytest.raises(ClockError, match="over"):
        timeout_move(over.observation(ND))


PRESETS = {
    "standard": find_rules("standard"),
    "oklahoma": find_rules("oklahoma"),
    "openspiel": find_rules("openspiel"),
    "straight": find_rules("straight"),
    "gin_must": find_rules("standard", must_knock_on_gin=True),
    "eaai": find_rules("eaai"),
}


@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 2**32), rules=st.sampled_from(sorted(PRESETS)))
def test_timeout_moves_are_legal_and_never_a_chosen_knock(seed: int, rules: str) -> None:
    """Over whole hands of random play (with timeouts mixed in): the timeout move is
    legal, never a knock or gin while anything else is legal, and on a discard turn
    throws a deadwood card of the highest value whenever one may go."""
    rng = random.Random(seed)
    state = HandState.deal(PRESETS[rules], dealer=rng.randrange(2), rng=rng)
    steps = 0
    while not state.is_over:
        steps += 1
        assert steps < 2000
        legal = state.legal_actions()
        move = timeout_move(state)
        assert state.is_legal(move), (move, legal)
        assert timeout_move(state.observation(state.to_act or 0)) == move
        plain = [a for a in legal if not isinstance(a, Knock | BigGin)]
        if plain:
            assert not isinstance(move, Knock | BigGin)
        if state.phase is Phase.DISCARD and isinstance(move, Discard):
            hand = state.hand_mask(state.to_act or 0)
            loose = best_arrangement(hand).deadwood
            options = [a.card for a in legal if isinstance(a, Discard) and a.card in loose]
            if options:
                assert move.card in loose
                assert move.card.value == max(c.value for c in options)
        knocks = [a for a in legal if isinstance(a, Knock)]
        roll = rng.random()
        if roll < 0.3:
            action = move
        elif knocks and roll < 0.5:
            action = rng.choice(knocks)
        else:
            action = rng.choice(legal)
        state = state.apply(action)
