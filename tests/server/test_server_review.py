"""Game reviews over HTTP (``POST /api/review/{room}/{game}``, ``GET /api/review/job/{id}``):
only a seat's holder gets that seat's review, only of finished hands and games, with
its progress while it runs, graded in the thinking pool; and no review names a card the
seat had not seen (judged against the engine's full state of each decision, as the
replay test judges its steps).

The games are played through the table socket with fixed deals (one or two hands each:
a hand's review takes a second or two)."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from ginrummy.core.hand import HandState
from ginrummy.core.record import HandRecord
from ginrummy.review import GRADES
from ginrummy.server import create_app
from tests.helpers.server import (
    Message,
    cards_in,
    choose,
    create_room,
    forbidden_cards,
    recv_until,
    settings_for,
    sqlite_url,
    ws_url,
)

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

DECISION_KEYS = {
    "hand",
    "turn",
    "player",
    "kind",
    "cards",
    "upcard",
    "stock",
    "deadwood",
    "chosen",
    "best",
    "unit",
    "difference",
    "error",
    "loss",
    "points_loss",
    "win_loss",
    "grade",
    "accuracy",
    "explanation",
    "reason",
    "choices",
}


def is_state(message: Message) -> bool:
    return bool(message["type"] == "state")


def finish_hand(sockets: dict[int, WebSocketTestSession], latest: dict[int, Message]) -> Message:
    """Play the seats of ``sockets`` (``latest``: each one's last state; the computer
    plays any other seat) until the hand in play is over; the first seat's last state."""

    def newest() -> int:
        return max(int(m["state_id"]) for m in latest.values())

    def catch_up(seat: int, at_least: int) -> None:
        while int(latest[seat]["state_id"]) < at_least:
            latest[seat] = recv_until(sockets[seat], is_state)

    while True:
        top = newest()
        for seat in sockets:
            catch_up(seat, top)
        view = latest[next(iter(sockets))]["view"]
        if view["showdown"] is not None:
            return latest[next(iter(sockets))]
        mover = view["to_act"]
        if mover in sockets:
            sockets[mover].send_json(
                {
                    "type": "act",
                    "protocol": 1,
                    "state_id": latest[mover]["state_id"],
                    "action": choose(latest[mover]["view"]),
                }
            )
        for seat in sockets:
            catch_up(seat, top + 1)


def next_hand(ws: WebSocketTestSession) -> Message:
    """Ask for the next hand (against the computer); its first state."""
    ws.send_json({"type": "next_hand"})
    return recv_until(ws, lambda m: is_state(m) and m["view"]["showdown"] is None)


def computer_room(client: TestClient, hands: int, **body: Any) -> tuple[str, str, Message]:
    """A room against the computer with ``hands`` hands played to their end; its id,
    seat 0's token and seat 0's last state (at the last hand's showdown)."""
    room = create_room(client, level="easy", **body)
    with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
        state = recv_until(ws, is_state)
        for number in range(hands):
            if number:
                state = next_hand(ws)
            state = finish_hand({0: ws}, {0: state})
    return room["room_id"], room["token"], state


def post(client: TestClient, room: str, token: str | None, *, game: int = 1, **query: Any) -> Any:
    headers = {} if token is None else {"X-Seat-Token": token}
    query.setdefault("seat", 0)
    return client.post(f"/api/review/{room}/{game}", params=query, headers=headers)


def follow(client: TestClient, token: str, answer: Message) -> tuple[Message, list[int]]:
    """Ask for the job until it is done; its last answer and every ``done`` seen."""
    seen = [answer["done"]]
    deadline = time.monotonic() + 60
    while answer["status"] == "running":
        assert time.monotonic() < deadline, "the review did not finish"
        time.sleep(0.1)
        got = client.get(f"/api/review/job/{answer['job']}", headers={"X-Seat-Token": token})
        assert got.status_code == 200, got.text
        answer = got.json()
        seen.append(answer["done"])
    return answer, seen


def reviewed(client: TestClient, room: str, token: str, **query: Any) -> Message:
    """The finished review (the job's last answer)."""
    started = post(client, room, token, **query)
    assert started.status_code == 200, started.text
    answer, _ = follow(client, token, started.json())
    assert answer["status"] == "done", answer
    return answer


def finished_hands(client: TestClient, room: str) -> list[HandRecord]:
    manager = client.app.state.manager  # type: ignore[attr-defined]
    return list(manager.rooms[room].table.finished)


def state_at(record: HandRecord, rules: Any, turn: int) -> HandState:
    """The engine's full state of the hand before its action ``turn``."""
    shorter = HandRecord(
        record.dealer, record.deck, record.reshuffle_seed, record.actions[:turn], fair=record.fair
    )
    return shorter.replay(rules, check=False)


def assert_nothing_hidden(
    review: Message, records: list[HandRecord], rules: Any, seat: int
) -> None:
    """Each decision shows the seat's own cards then and nothing it could not see then;
    the whole review nothing hidden at the hand's end (the stock, the opponent's cards
    in a hand without showdown)."""
    for hand in review["hands"]:
        record = records[hand["number"] - 1]
        for d in hand["decisions"]:
            before = state_at(record, rules, d["turn"])
            assert d["player"] == seat and before.to_act == seat
            assert sorted(d["cards"]) == sorted(str(c) for c in before.observation(seat).hand)
            shown = {k: d[k] for k in ("cards", "upcard", "chosen", "best", "choices")}
            named = cards_in(json.dumps(shown, ensure_ascii=False))
            assert not named & forbidden_cards(before, seat), d
        final = record.replay(rules, check=False)
        text = json.dumps(hand, ensure_ascii=False)
        assert not cards_in(text) & forbidden_cards(final, seat)


# --------------------------------------------------------------------------- fixtures
@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    """One server for the module (decisions graded on one thread: ``think_workers=0``)."""
    url = sqlite_url(tmp_path_factory.mktemp("review"))
    with TestClient(create_app(settings_for(url))) as test_client:
        yield test_client


@pytest.fixture(scope="module")
def two_hands(client: TestClient) -> tuple[str, str]:
    """A room whose first two hands are over and whose third is being played."""
    room, token, _state = computer_room(client, hands=2)
    with client.websocket_connect(ws_url(room, token)) as ws:
        recv_until(ws, is_state)
        next_hand(ws)
    return room, token


# ------------------------------------------------------------------------------ tests
def test_a_finished_hand_is_reviewed_with_its_progress(
    client: TestClient, two_hands: tuple[str, str]
) -> None:
    room, token = two_hands
    started = post(client, room, token, hand=1)
    assert started.status_code == 200, started.text
    first = started.json()
    assert first["status"] == "running" and first["total"] > 0
    assert (first["room_id"], first["game_number"], first["hand"], first["seat"]) == (
        room,
        1,
        1,
        0,
    )
    assert "review" not in first
    answer, seen = follow(client, token, first)
    assert seen == sorted(seen) and seen[-1] == answer["total"] == first["total"]
    assert len(set(seen)) > 2, "progress is reported while the review runs"

    review = answer["review"]
    assert review["format"] == "ginrummy/review" and review["seats"] == [0]
    assert review["unit"] == "win" and review["players"][1] == "Computer (easy)"
    [hand] = review["hands"]
    assert hand["number"] == 1 and hand["result"] is not None
    decisions = hand["decisions"]
    assert len(decisions) == answer["total"]
    for d in decisions:
        assert set(d) == DECISION_KEYS
        assert d["grade"] in GRADES and 0 <= d["accuracy"] <= 100
        assert d["kind"] in ("first upcard", "draw", "discard")
        assert d["chosen"] in {c["action"] for c in d["choices"]}
        assert d["best"] in {c["action"] for c in d["choices"]}
        assert (d["grade"] == "best") == (d["explanation"] == "")
        # The explanation typed, for the browser to word in its reader's language.
        assert (d["grade"] == "best") == (d["reason"] is None)
        assert d["reason"] is None or isinstance(d["reason"].get("kind"), str)
        assert d["loss"] >= 0 and d["points_loss"] >= 0
    summary = review["summary"]["0"]
    assert summary["text"].startswith(f"you played {len(decisions)} decisions")
    assert sum(summary["grades"].values()) == len(decisions)
    turns = {d["turn"] for d in decisions if d["grade"] in ("inaccuracy", "mistake", "blunder")}
    assert {w["turn"] for w in review["worst"]["0"]} <= turns
    assert len(review["worst"]["0"]) == min(3, len(turns))

    # Asked again: the same job, done at once.
    again = post(client, room, token, hand=1).json()
    assert again["job"] == first["job"] and again["status"] == "done"
    assert again["review"] == review


def test_no_review_names_a_card_the_seat_had_not_seen(
    client: TestClient, two_hands: tuple[str, str]
) -> None:
    room, token = two_hands
    records = finished_hands(client, room)
    rules = client.app.state.manager.rooms[room].rules  # type: ignore[attr-defined]
    for number in (1, 2):
        review = reviewed(client, room, token, hand=number)["review"]
        assert [h["number"] for h in review["hands"]] == [number]
        assert_nothing_hidden(review, records, rules, 0)


def test_only_the_seat_and_only_finished_hands(
    client: TestClient, two_hands: tuple[str, str]
) -> None:
    room, token = two_hands

    def refused(answer: Any, status: int, code: str) -> None:
        assert answer.status_code == status, answer.text
        assert answer.json()["code"] == code

    refused(post(client, room, "not-the-token", hand=1), 403, "auth/bad_token")
    refused(post(client, room, None, hand=1), 403, "auth/bad_token")  # a watcher
    refused(post(client, room, token, hand=1, seat=1), 403, "auth/bad_token")  # the computer's
    refused(post(client, room, token, hand=1, seat=2), 422, "request/invalid")
    refused(post(client, "no-such-room", token, hand=1), 404, "room/not_found")
    refused(post(client, room, token, game=7, hand=1), 404, "game/not_found")
    refused(post(client, room, token, hand=3), 409, "hand/not_finished")  # in play
    refused(post(client, room, token, hand=9), 404, "hand/not_found")
    refused(post(client, room, token), 409, "game/not_finished")  # the whole game
    refused(client.get("/api/review/job/unknown-job"), 404, "review/not_found")

    job = reviewed(client, room, token, hand=1)["job"]
    refused(client.get(f"/api/review/job/{job}"), 403, "auth/bad_token")
    wrong = {"X-Seat-Token": "not-the-token"}
    refused(client.get(f"/api/review/job/{job}", headers=wrong), 403, "auth/bad_token")


def test_one_review_at_a_time_for_a_seat(client: TestClient) -> None:
    room, token, _state = computer_room(client, hands=2)
    first = post(client, room, token, hand=1)
    assert first.status_code == 200 and first.json()["status"] == "running"
    busy = post(client, room, token, hand=2)
    assert busy.status_code == 429 and busy.json()["code"] == "review/busy"
    follow(client, token, first.json())
    assert reviewed(client, room, token, hand=2)["review"]["hands"][0]["number"] == 2


def _friend_game(client: TestClient, **options: Any) -> tuple[str, tuple[str, str], Message]:
    """A game between two people, played until a hand is over and, with a
    ``game_target`` of 1, until the game is: the room, both tokens, seat 0's last state."""
    room = create_room(client, mode="friend", options=options)
    joined = client.post(f"/api/rooms/{room['room_id']}/join", json={}).json()
    tokens = (room["token"], joined["token"])
    rid = room["room_id"]
    with (
        client.websocket_connect(ws_url(rid, tokens[0])) as one,
        client.websocket_connect(ws_url(rid, tokens[1])) as two,
    ):
        sockets = {0: one, 1: two}
        state = finish_hand(
            sockets, {seat: recv_until(ws, is_state) for seat, ws in sockets.items()}
        )
        while options.get("game_target") == 1 and state["view"]["game_over"] is None:
            for ws in sockets.values():  # a void hand: both ask for the next one
                ws.send_json({"type": "next_hand"})
            latest = {
                seat: recv_until(ws, lambda m: is_state(m) and m["view"]["showdown"] is None)
                for seat, ws in sockets.items()
            }
            state = finish_hand(sockets, latest)
    return rid, tokens, state


def test_against_a_person_hands_are_reviewed_once_the_game_is_over(client: TestClient) -> None:
    """Engine help in the middle of a game against a person is what hints are refused
    for: a finished hand of a game still going is not reviewed."""
    rid, tokens, state = _friend_game(client)
    assert state["view"]["game_over"] is None
    refused = post(client, rid, tokens[0], hand=1, seat=0)
    assert refused.status_code == 409 and refused.json()["code"] == "review/after_game"


def test_in_a_rated_game_hands_are_reviewed_once_it_is_over(client: TestClient) -> None:
    """No engine help in a rated game until it ends: a player's game against the
    computer is rated, so its finished hand waits for the game's end (an unrated game's
    is reviewed at once: the test above); once the game is over (here resigned), it is."""
    made = client.post("/api/players", json={"name": "Ann"}).json()
    header = {"X-Player": f"{made['player_id']}:{made['secret']}"}
    room = client.post("/api/rooms", json={"mode": "computer", "level": "easy"}, headers=header)
    rid, token = room.json()["room_id"], room.json()["token"]
    with client.websocket_connect(ws_url(rid, token)) as ws:
        state = recv_until(ws, is_state)
        assert state["view"]["rated"] is True
        state = finish_hand({0: ws}, {0: state})
        assert state["view"]["game_over"] is None
        refused = post(client, rid, token, hand=1)
        assert refused.status_code == 409 and refused.json()["code"] == "review/after_game"
        assert "no engine help in a rated game" in refused.json()["message"]
        ws.send_json({"type": "resign"})
        recv_until(ws, lambda m: is_state(m) and m["view"]["game_over"] is not None)
    started = post(client, rid, token, hand=1)
    assert started.status_code == 200, started.text


def test_each_person_reviews_their_own_decisions(client: TestClient) -> None:
    rid, tokens, state = _friend_game(client, game_target=1)
    assert state["view"]["game_over"] is not None
    forbidden = post(client, rid, tokens[0], hand=1, seat=1)
    assert forbidden.status_code == 403
    answer = reviewed(client, rid, tokens[1], hand=1, seat=1)
    review = answer["review"]
    assert review["seats"] == [1] and review["summary"]["1"]["text"].startswith("you played")
    assert {d["player"] for h in review["hands"] for d in h["decisions"]} == {1}
    rules = client.app.state.manager.rooms[rid].rules  # type: ignore[attr-defined]
    assert_nothing_hidden(review, finished_hands(client, rid), rules, 1)


def test_a_whole_game_from_the_process_pool_then_from_storage(tmp_path: Path) -> None:
    """Thinking processes grade it (``think_workers=1``); a game over is reviewed from
    the room, and after the rematch from storage, alike."""
    settings = settings_for(sqlite_url(tmp_path), think_workers=1)
    with TestClient(create_app(settings)) as client:
        room = create_room(client, level="easy", options={"game_target": 1})
        rid, token = room["room_id"], room["token"]
        with client.websocket_connect(ws_url(rid, token)) as ws:
            state = finish_hand({0: ws}, {0: recv_until(ws, is_state)})
            while state["view"]["game_over"] is None:  # a void hand scores nothing
                state = finish_hand({0: ws}, {0: next_hand(ws)})
            hands = state["view"]["hand_number"]
            live = reviewed(client, rid, token)["review"]
            assert [h["number"] for h in live["hands"]] == list(range(1, hands + 1))
            ws.send_json({"type": "rematch"})
            recv_until(ws, lambda m: is_state(m) and m["view"]["game_number"] == 2)
        stored = reviewed(client, rid, token, hand=hands)["review"]
        assert stored["hands"] == live["hands"][-1:]
        pool = client.app.state.manager.thinker._pool  # type: ignore[attr-defined]
        assert type(pool).__name__ == "ProcessPoolExecutor"
