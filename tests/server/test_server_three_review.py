"""Reviews of a room for three's hands (issue 39) through the review routes: a person
reviews the hands they played, from the hand seat they had, weighed as hands of their
pairing's game; nothing hidden is named; a hand sat out, a hand in play, another seat's
token and (with another person at the table) a match still going on are refused."""

from __future__ import annotations

from pathlib import Path

from ginrummy.core.three import ThreeMatch
from ginrummy.review.game import hands_with_scores
from tests.helpers.server import choose, sqlite_url
from tests.server.test_server_review import assert_nothing_hidden, follow, post
from tests.server.test_server_three import (
    join,
    make_room,
    play_to_the_end,
    room_of,
    seat,
    server,
    settle,
    upto,
    wait_until,
)

BOTH_COMPUTERS = {"1": "easy", "2": "easy"}


def refused(answer: object, status: int, code: str) -> None:
    assert answer.status_code == status, answer.text  # type: ignore[attr-defined]
    assert answer.json()["code"] == code  # type: ignore[attr-defined]


def test_the_person_among_two_computers_reviews_each_hand_they_played(tmp_path: Path) -> None:
    with server(sqlite_url(tmp_path)) as client:
        rid, ann = make_room(
            client, form="rotation-hand", games=2, computers={"1": "easy", "2": "easy"}
        )
        with seat(client, rid, ann) as ws:
            play_to_the_end(client, rid, {0: ws})
        room = room_of(client, rid)
        rules = room.settings.rules
        played = [n for n, (pair, _) in enumerate(room.finished, start=1) if 0 in pair]
        sat_out = [n for n, (pair, _) in enumerate(room.finished, start=1) if 0 not in pair]
        assert played
        for number in played[:3]:
            started = post(client, rid, ann, seat=0, hand=number)
            assert started.status_code == 200, started.text
            answer, _ = follow(client, ann, started.json())
            assert answer["status"] == "done", answer
            review = answer["review"]
            record, in_game, pair = room.hand_in_its_game(number)
            hand_seat = pair.index(0)
            assert [h["number"] for h in review["hands"]] == [in_game]
            assert review["hands"][0]["decisions"], "Ann made decisions in that hand"
            assert str(hand_seat) in review["summary"]
            # every decision from Ann's seat, naming nothing she could not see then
            assert_nothing_hidden(review, list(record.hands), rules, hand_seat)
        if sat_out:
            refused(post(client, rid, ann, seat=0, hand=sat_out[0]), 404, "hand/not_played")
        refused(post(client, rid, "not-the-token", seat=0, hand=played[0]), 403, "auth/bad_token")
        refused(post(client, rid, ann, seat=1, hand=played[0]), 403, "auth/bad_token")
        refused(post(client, rid, ann, seat=0), 409, "review/hand_only")
        refused(
            post(client, rid, ann, seat=0, hand=len(room.finished) + 1), 409, "hand/not_finished"
        )


def test_the_hand_in_its_game_weighs_the_scores_before_it(tmp_path: Path) -> None:
    """The record a hand is reviewed in is its pairing's game up to it: the score before
    the hand is that game's (as the match kept it), not the match's."""
    with server(sqlite_url(tmp_path)) as client:
        rid, ann = make_room(
            client, form="box", games=1, computers=BOTH_COMPUTERS, options={"game_target": 60}
        )
        with seat(client, rid, ann) as ws:
            play_to_the_end(client, rid, {0: ws})
        room = room_of(client, rid)
        match = ThreeMatch(room.match.settings, room.match.first_dealer)
        later_in_a_game = 0
        for number, (pair, record) in enumerate(room.finished, start=1):
            game, in_game, got_pair = room.hand_in_its_game(number)
            assert got_pair == pair and game.hands[-1] is record and len(game.hands) == in_game
            *_, (last, _hand, before) = hands_with_scores(game)
            assert last == in_game and before == match.game.scores
            later_in_a_game += in_game > 1
            scored = room.match.hands[number - 1]
            match = match.record_hand(scored.result, scored.dealer)
        assert later_in_a_game, "some hand came after another of its game"


def test_with_another_person_hands_are_reviewed_once_the_match_is_over(tmp_path: Path) -> None:
    with server(sqlite_url(tmp_path)) as client:
        rid, ann = make_room(client, form="rotation-hand", games=3, computers={"2": "easy"})
        _, bob = join(client, rid, "Bob")
        room = room_of(client, rid)
        with seat(client, rid, ann) as wa, seat(client, rid, bob) as wb:
            socks = {0: wa, 1: wb}
            while not room.finished:  # play to the end of the first hand
                sid = settle(client, rid)
                for ws in socks.values():
                    view = upto(ws, sid)["view"]
                    if view.get("your_turn") and view.get("legal"):
                        ws.send_json({"type": "act", "state_id": sid, "action": choose(view)})
                        assert wait_until(lambda s=sid: room.state_id > s)
                        break
            who = next(p for p in room.finished[0][0] if p in (0, 1))
            token = ann if who == 0 else bob
            refused(post(client, rid, token, seat=who, hand=1), 409, "review/after_game")
            play_to_the_end(client, rid, socks)
        started = post(client, rid, token, seat=who, hand=1)
        assert started.status_code == 200, started.text
        answer, _ = follow(client, token, started.json())
        assert answer["status"] == "done"
