"""Every check of a game record (``core/record.py``), one test each.

Each test breaks a record in exactly one way and names the error it expects
(``match=``): with any one check taken out of ``record.py`` the record would pass, or
fail with another message, and its test fails. The records broken here are otherwise
sound (they replay), so no other check can fire first.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from ginrummy import (
    Discard,
    DrawStock,
    HandState,
    InvalidRecordError,
    Phase,
    TakeUpcard,
    find_rules,
)
from ginrummy.agents import make_agent
from ginrummy.core.local_deals import local_deal
from ginrummy.core.record import GameRecord, HandRecord, play_game, play_hand
from tests.helpers.hands import deal, play

STANDARD = find_rules("standard")


@pytest.fixture(scope="module")
def record() -> GameRecord:
    """A finished standard game of several hands (simple against simple)."""
    game = play_game([make_agent("simple"), make_agent("simple")], "standard", seed=11)
    assert len(game.hands) >= 3
    return game


def _data(record: GameRecord) -> dict[str, Any]:
    return json.loads(record.to_json())  # type: ignore[no-any-return]


def _hand(dealer: int, seed: int, rules: Any = STANDARD) -> HandState:
    """A finished hand dealt by ``dealer`` (simple against simple)."""
    agents = [make_agent("simple"), make_agent("simple")]
    rng = random.Random(seed)
    state = play_hand(agents, HandState.deal(rules, dealer=dealer, rng=rng), rng)
    assert state.result is not None
    return state


def _scored_hand(dealer: int, seed: int) -> HandState:
    """A finished hand that somebody won (so the next dealer rotates)."""
    for offset in range(50):
        state = _hand(dealer, seed + offset)
        if state.result is not None and state.result.winner is not None:
            return state
    raise AssertionError("no scored hand")


# =========================================================================== the sound record


def test_the_sound_record_replays(record: GameRecord) -> None:
    again = GameRecord.from_json(record.to_json())
    assert again == record and again.replay().is_over


# =========================================================================== HandRecord.replay


def test_an_illegal_action_is_named_by_its_number(record: GameRecord) -> None:
    data = _data(record)
    data["hands"][1]["actions"][0] = "discard 7H"  # the first move is the upcard offer
    with pytest.raises(InvalidRecordError, match=r"action 1 \('discard 7H'\): cannot discard"):
        GameRecord.from_dict(data).replay()


def test_a_deck_that_cannot_be_dealt_is_caught(record: GameRecord) -> None:
    data = _data(record)
    data["hands"][0]["deck"] = ["7H"] * 52
    with pytest.raises(InvalidRecordError, match="a deck order needs the 52 distinct cards"):
        GameRecord.from_dict(data).replay()


def test_a_deck_that_is_not_the_fair_deals_is_caught() -> None:
    proof = local_deal(1, random.Random(3), people=(False, False))
    state = play(HandState.deal(STANDARD, dealer=0, fair=proof), "pass")
    data = HandRecord.from_state(state).to_dict()
    data["deck"] = data["deck"][1:] + data["deck"][:1]
    with pytest.raises(InvalidRecordError, match="the deck is not the one the deal's seeds make"):
        HandRecord.from_dict(data).replay(STANDARD)


def test_a_result_the_hand_does_not_reach_is_caught(record: GameRecord) -> None:
    data = _data(record)
    data["hands"][0]["result"] = {"outcome": "gin", "winner": 0, "points": 99, "knocker": 0}
    message = r"the hand replays to \{.*\}, but the record says \{"
    with pytest.raises(InvalidRecordError, match=message):
        GameRecord.from_dict(data).replay()


def test_a_finished_hand_recorded_as_unfinished_is_caught(record: GameRecord) -> None:
    data = _data(record)
    data["hands"][0]["result"] = None
    with pytest.raises(InvalidRecordError, match="but the record says None"):
        GameRecord.from_dict(data).replay()


def test_the_result_check_can_be_skipped() -> None:
    state = _hand(0, 1)
    hand = HandRecord.from_state(state)
    wrong = HandRecord(hand.dealer, hand.deck, hand.reshuffle_seed, hand.actions, None)
    assert wrong.replay(STANDARD, check=False) == state
    with pytest.raises(InvalidRecordError, match="the hand replays to"):
        wrong.replay(STANDARD)


# =========================================================================== HandRecord.from_dict


def _hand_data() -> dict[str, Any]:
    return HandRecord.from_state(_hand(0, 2)).to_dict()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"dealer": 2}, "dealer must be 0 or 1, not 2"),
        ({"dealer": True}, "dealer must be 0 or 1, not True"),
        ({"deck": "7H 8H"}, "deck must be a list of card strings"),
        ({"deck": [7, 8]}, "deck must be a list of card strings"),
        ({"actions": "pass"}, "actions must be a list of strings"),
        ({"actions": ["pass", 3]}, "actions must be a list of strings"),
        ({"reshuffle_seed": "7"}, "reshuffle_seed must be an integer"),
        ({"reshuffle_seed": True}, "reshuffle_seed must be an integer"),
        ({"result": "knock"}, "result must be an object or null"),
        ({"fair": "proof"}, "a deal's proof must be an object"),
    ],
)
def test_a_hand_of_the_wrong_shape_is_refused(change: dict[str, Any], message: str) -> None:
    """Read alone (no replay): the shape checks fire before any dealing could."""
    with pytest.raises(InvalidRecordError, match=message):
        HandRecord.from_dict({**_hand_data(), **change})


@pytest.mark.parametrize("key", ["dealer", "deck", "actions"])
def test_a_hand_without_a_key_is_refused(key: str) -> None:
    data = _hand_data()
    del data[key]
    with pytest.raises(InvalidRecordError, match=f"a hand lacks '{key}'"):
        HandRecord.from_dict(data)


def test_a_hand_that_is_no_object_is_refused() -> None:
    with pytest.raises(InvalidRecordError, match="a hand must be an object"):
        HandRecord.from_dict(["pass"])


def test_a_hand_without_a_reshuffle_seed_reads_as_seed_0() -> None:
    data = _hand_data()
    seed = data.pop("reshuffle_seed")
    hand = HandRecord.from_dict(data)
    assert hand.reshuffle_seed == 0 and seed != 0


# =========================================================================== GameRecord.replay


def test_the_dealer_sequence_is_checked() -> None:
    """Two sound hands, each replaying to its own result, but the second dealt by the
    player who dealt the first (alternate dealing says the other one)."""
    first = _scored_hand(0, 10)
    second = _scored_hand(0, 20)  # should have been dealt by player 1
    hands = (HandRecord.from_state(first), HandRecord.from_state(second))
    for hand in hands:
        hand.replay(STANDARD)  # each hand is sound on its own
    with pytest.raises(InvalidRecordError, match="hand 2 was dealt by 0, but player 1 should"):
        GameRecord(STANDARD, 0, hands).replay()
    right = HandRecord.from_state(_scored_hand(1, 20))
    assert len(GameRecord(STANDARD, 0, (hands[0], right)).replay().results) == 2


def test_the_first_dealer_is_checked() -> None:
    hand = HandRecord.from_state(_scored_hand(1, 30))
    with pytest.raises(InvalidRecordError, match="hand 1 was dealt by 1, but player 0 should"):
        GameRecord(STANDARD, 0, (hand,)).replay()


def test_an_unfinished_hand_must_be_the_last() -> None:
    """A hand in progress, then a sound hand after it: refused."""
    unfinished = HandRecord.from_state(play(HandState.deal(STANDARD, dealer=0, seed=1), "pass"))
    assert unfinished.result is None
    after = HandRecord.from_state(_scored_hand(0, 40))
    with pytest.raises(InvalidRecordError, match="hand 1 is unfinished but not the last"):
        GameRecord(STANDARD, 0, (unfinished, after)).replay()
    game = GameRecord(STANDARD, 0, (unfinished,)).replay()  # as the last hand: fine
    assert game.results == ()


def test_no_hand_after_the_game_ended(record: GameRecord) -> None:
    """A sound hand, dealt by the right player, after the game was won: refused."""
    game = record.replay()
    extra = HandRecord.from_state(_hand(game.next_dealer, 50))
    number = len(record.hands) + 1
    with pytest.raises(InvalidRecordError, match=f"hand {number} was played after the game ended"):
        GameRecord(record.rules, record.first_dealer, (*record.hands, extra)).replay()


# =========================================================================== GameRecord.from_dict


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format": None}, "not a game record: it has no format"),
        ({"format": "other"}, "not a game record: its format is 'other'"),
        ({"version": 99}, "unsupported record version 99"),
        ({"version": None}, "unsupported record version None"),
        ({"rules": {"knock_limit": 11}}, "bad rules: knock_limit must be between 0 and 10"),
        ({"rules": {"color": "red"}}, "bad rules: unknown rules option"),
        ({"rules": "standard"}, "bad rules: rules must be an object"),
        ({"hands": "x"}, "hands must be a list"),
        ({"hands": [3]}, "a hand must be an object"),
        ({"players": ["ann"]}, "players must be a list of two names"),
        ({"players": "ann, bob"}, "players must be a list of two names"),
        ({"first_dealer": 2}, "first_dealer must be 0 or 1, not 2"),
        ({"first_dealer": False}, "first_dealer must be 0 or 1, not False"),
    ],
)
def test_a_record_of_the_wrong_shape_is_refused(
    record: GameRecord, change: dict[str, Any], message: str
) -> None:
    data = {**_data(record), **change}
    with pytest.raises(InvalidRecordError, match=message):
        GameRecord.from_dict(data)


def test_a_record_without_rules_is_refused(record: GameRecord) -> None:
    data = _data(record)
    del data["rules"]
    with pytest.raises(InvalidRecordError, match="the record has no rules"):
        GameRecord.from_dict(data)


def test_a_record_that_is_no_object_is_refused() -> None:
    with pytest.raises(InvalidRecordError, match="a game record must be a JSON object"):
        GameRecord.from_dict([])
    with pytest.raises(InvalidRecordError, match="not valid JSON"):
        GameRecord.from_json("not json")


def test_meta_that_is_no_object_is_dropped(record: GameRecord) -> None:
    data = {**_data(record), "meta": ["x"]}
    assert GameRecord.from_dict(data).meta == {}


# =========================================================================== the OpenSpiel preset

# The dealer's hand: with 8♠ it holds K♣ K♥ K♠ and 6♠ 7♠ 8♠, and knocks with 10 (A♥ A♠
# 4♣ 4♠) by discarding 10♠. The non-dealer's is high and never near a knock.
OS_DEALER = "4C KC AH KH AS 4S 6S 7S TS KS"
OS_NON_DEALER = "2C 3D 5D 7D 9H JH QC QD JD 8C"


def test_openspiel_take_the_upcard_to_knock_at_the_stock_end_replays() -> None:
    """OpenSpiel's "wall": with two stock cards left the player may take the upcard only
    to knock with it. Both players draw and throw back each card until then; the last
    card thrown (8♠, third from the bottom of the deck) lets the dealer knock."""
    rules = find_rules("openspiel")
    state = deal(OS_NON_DEALER, OS_DEALER, "2H", (), "8S 9D 9C", rules=rules)
    state = play(state, "pass", "pass")
    while state.phase is Phase.DRAW:
        seat = state.to_act
        card = state.stock[0]
        state = state.apply(DrawStock(), player=seat).apply(Discard(card), player=seat)
    assert state.phase is Phase.STOCK_END and state.stock_size == 2 and state.to_act == 0
    assert [str(a) for a in state.legal_actions()] == ["take", "pass"]
    state = state.apply(TakeUpcard(), player=0)
    assert [str(a) for a in state.legal_actions()] == ["knock TS"]
    state = state.apply_text("knock TS", player=0)
    assert state.result is not None and state.result.knocker == 0
    record = GameRecord(rules, 0, (HandRecord.from_state(state),))
    again = GameRecord.from_json(record.to_json())
    assert again.replay_hands() == [state]
    game = again.replay()
    assert game.is_over and game.results == (state.result,)
    assert [str(a) for a in state.actions][-2:] == ["take", "knock TS"]
