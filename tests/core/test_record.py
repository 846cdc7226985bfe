"""Game records: JSON round trip, exact replay, and corrupted records caught."""

from __future__ import annotations

import json

import pytest

from ginrummy import InvalidRecordError, find_rules
from ginrummy.agents import make_agent
from ginrummy.core.record import GameRecord, HandRecord, play_game


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return play_game([make_agent("simple"), make_agent("simple")], "standard", seed=11)


def test_round_trip_and_replay(record: GameRecord) -> None:
    text = record.to_json(indent=2)
    data = json.loads(text)
    assert data["format"] == "ginrummy/game-record"
    assert data["rules"] == find_rules("standard").to_dict()
    assert data["result"]["winner"] in (0, 1)
    again = GameRecord.from_json(text)
    assert again == record
    game = again.replay()
    assert game.is_over
    assert game.totals() == record.replay().totals()
    assert list(game.scores) == data["scores"]


def test_every_hand_replays_to_its_recorded_result(record: GameRecord) -> None:
    for hand, state in zip(record.hands, record.replay_hands(), strict=True):
        assert state.is_over and state.result is not None
        assert state.result.to_dict() == hand.result
        assert [str(a) for a in state.actions] == list(hand.actions)


def test_same_seed_same_game() -> None:
    agents = [make_agent("simple"), make_agent("random")]
    a = play_game(agents, "oklahoma", seed=5)
    b = play_game(agents, "oklahoma", seed=5)
    assert a.hands == b.hands
    assert a.rules == find_rules("oklahoma")


def _corrupt(record: GameRecord, **changes: object) -> dict[str, object]:
    data = json.loads(record.to_json())
    hand = data["hands"][0]
    hand.update(changes)
    return data


def test_tampered_result_is_caught(record: GameRecord) -> None:
    data = json.loads(record.to_json())
    data["hands"][0]["result"] = {"outcome": "gin", "winner": 0, "points": 99, "knocker": 0}
    with pytest.raises(InvalidRecordError, match="replays to"):
        GameRecord.from_dict(data).replay()


def test_illegal_action_in_record_is_caught(record: GameRecord) -> None:
    data = json.loads(record.to_json())
    data["hands"][0]["actions"][0] = "discard 7H"
    with pytest.raises(InvalidRecordError, match="action 1"):
        GameRecord.from_dict(data).replay()


def test_bad_deck_is_caught(record: GameRecord) -> None:
    data = _corrupt(record, deck=["7H"] * 52)
    with pytest.raises(InvalidRecordError, match="a deck order needs the 52 distinct cards"):
        GameRecord.from_dict(data).replay()


def test_wrong_dealer_sequence_is_caught(record: GameRecord) -> None:
    if len(record.hands) < 2:
        pytest.skip("needs two hands")
    data = json.loads(record.to_json())
    hand = data["hands"][1]
    hand["dealer"] = 1 - hand["dealer"]
    # The other dealer deals the same cards to the other seats, so the same moves replay
    # with the seats mirrored: mirror the recorded result too, and the hand itself is
    # sound; only the dealer sequence is wrong (a result mismatch must not fire first).
    result = hand["result"]
    for key in ("winner", "knocker"):
        if result.get(key) is not None:
            result[key] = 1 - result[key]
    if "hands" in result:
        result["hands"].reverse()
    HandRecord.from_dict(hand).replay(record.rules)
    message = r"hand 2 was dealt by \d, but player \d should have dealt"
    with pytest.raises(InvalidRecordError, match=message):
        GameRecord.from_dict(data).replay()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("not json", "not valid JSON"),
        ("[]", "a game record must be a JSON object"),
        ('{"format": "other"}', "its format is 'other'"),
        ('{"format": "ginrummy/game-record", "version": 99}', "unsupported record version 99"),
        ('{"format": "ginrummy/game-record", "version": 1}', "the record has no rules"),
        (
            '{"format": "ginrummy/game-record", "version": 1, "rules": {"knock_limit": 11}}',
            "bad rules: knock_limit must be between 0 and 10",
        ),
        (
            '{"format": "ginrummy/game-record", "version": 1, "rules": {}, '
            '"hands": [{"dealer": 3}]}',
            "a hand lacks 'deck'",
        ),
        (
            '{"format": "ginrummy/game-record", "version": 1, "rules": {}, "hands": "x"}',
            "hands must be a list",
        ),
    ],
)
def test_malformed_records_get_clear_errors(text: str, message: str) -> None:
    with pytest.raises(InvalidRecordError, match=message):
        GameRecord.from_json(text).replay()


def test_unfinished_hand_records_and_replays() -> None:
    from ginrummy.core.hand import HandState

    state = HandState.deal(find_rules("standard"), dealer=0, seed=1).apply_text("pass")
    hand = HandRecord.from_state(state)
    assert hand.result is None
    assert hand.replay(find_rules("standard")) == state
    rec = GameRecord(find_rules("standard"), 0, (hand,))
    game = GameRecord.from_json(rec.to_json()).replay()
    assert game.results == () and not game.is_over


@pytest.mark.parametrize("players", [("random", "random"), ("simple", "expert")])
@pytest.mark.parametrize("preset", ["standard", "openspiel", "oklahoma"])
def test_play_hand_moves_its_own_copy_and_ends_where_apply_does(
    players: tuple[str, str], preset: str
) -> None:
    """play_hand moves a copy of the dealt state on in place: the dealt state is left as
    it was, and the end state is the one the public apply reaches with the same moves,
    events and views included."""
    import random

    from ginrummy import HandState
    from ginrummy.core.record import play_hand

    rules = find_rules(preset)
    for seed in range(6):
        dealt = HandState.deal(rules, dealer=seed % 2, rng=random.Random(seed))
        before = (dealt.actions, dealt.events, dealt.observation(0), dealt.observation(1))
        end = play_hand([make_agent(n) for n in players], dealt, random.Random(seed))
        assert (dealt.actions, dealt.events, dealt.observation(0), dealt.observation(1)) == before
        again = dealt
        for action in end.actions:
            again = again.apply(action)
        assert again == end and again.result == end.result and again.events == end.events
        for seat in (0, 1):
            assert again.observation(seat) == end.observation(seat)


def test_play_hand_refuses_an_illegal_move_as_apply_does() -> None:
    import random

    from ginrummy import HandState, IllegalActionError
    from ginrummy.core.actions import PASS
    from ginrummy.core.record import play_hand

    class Stubborn:
        name = "stubborn"

        def act(self, observation: object, rng: random.Random) -> object:
            return PASS

    dealt = HandState.deal(find_rules("standard"), dealer=0, rng=random.Random(1))
    with pytest.raises(IllegalActionError):
        play_hand([Stubborn(), Stubborn()], dealt, random.Random(1))  # type: ignore[list-item]
    assert dealt.actions == ()
