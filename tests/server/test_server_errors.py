"""Every kind of bad message gets its typed error and changes nothing."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession
from starlette.websockets import WebSocketDisconnect

from ginrummy.server import create_app
from ginrummy.server.rooms.limits import TokenBucket
from tests.helpers.server import (
    Message,
    choose,
    create_room,
    is_my_move,
    nothing_pending,
    recv,
    recv_until,
    room_fingerprint,
    settings_for,
    sqlite_url,
    ws_url,
)


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as c:
        yield c


def _my_turn(ws: WebSocketTestSession) -> Message:
    return recv_until(ws, lambda m: m["type"] == "state" and m["view"]["your_turn"])


def _expect_error(ws: WebSocketTestSession, code: str) -> Message:
    message = recv(ws)
    assert message["type"] == "error", message
    assert message["code"] == code, message
    assert message["message"] and message["protocol"] == 1
    return message


def test_bad_messages_get_typed_errors_and_change_nothing(client: TestClient) -> None:
    room = create_room(client, mode="computer")
    rid = room["room_id"]
    with client.websocket_connect(ws_url(rid, room["token"])) as ws:
        state = _my_turn(ws)
        sid = state["state_id"]
        view = state["view"]
        legal_ids = {m["id"] for m in view["legal"]}
        illegal_id = next(i for i in range(108) if i not in legal_ids)
        held = set(view["hand"])
        foreign = next(f"{r}{s}" for r in "23456789TJQKA" for s in "CDHS" if f"{r}{s}" not in held)
        before = room_fingerprint(client, rid)
        cases: list[tuple[str, str]] = [
            ("not json", "message/malformed"),
            ("[1, 2]", "message/malformed"),
            ('"act"', "message/malformed"),
            ("{}", "message/malformed"),
            ('{"type": "shout"}', "message/malformed"),
            ('{"type": "act", "state_id": 1}', "message/malformed"),
            ('{"type": "act", "action": "draw"}', "message/malformed"),
            (json.dumps({"type": "act", "state_id": "1", "action": "draw"}), "message/malformed"),
            (json.dumps({"type": "act", "state_id": sid, "action": True}), "message/malformed"),
            (json.dumps({"type": "act", "state_id": -1, "action": "draw"}), "message/malformed"),
            (json.dumps({"type": "act", "state_id": sid, "action": 1.5}), "message/malformed"),
            (json.dumps({"type": "act", "state_id": sid, "action": ["draw"]}), "message/malformed"),
            (
                json.dumps({"type": "act", "state_id": sid, "action": "draw", "seat": 1}),
                "message/malformed",
            ),
            (json.dumps({"type": "ping", "protocol": 2}), "protocol/unsupported"),
            (
                json.dumps({"type": "act", "protocol": "1", "state_id": sid, "action": "draw"}),
                "protocol/unsupported",
            ),
            ("[" * 5000, "message/too_large"),
            (
                json.dumps({"type": "act", "state_id": sid, "action": "x" * 5000}),
                "message/too_large",
            ),
            (json.dumps({"type": "act", "state_id": sid + 1, "action": "draw"}), "action/stale"),
            (json.dumps({"type": "act", "state_id": sid + 100, "action": "draw"}), "action/stale"),
            (json.dumps({"type": "act", "state_id": sid, "action": "fly away"}), "action/invalid"),
            (json.dumps({"type": "act", "state_id": sid, "action": 108}), "action/invalid"),
            (json.dumps({"type": "act", "state_id": sid, "action": illegal_id}), "action/illegal"),
            (
                json.dumps({"type": "act", "state_id": sid, "action": f"discard {foreign}"}),
                "action/illegal",
            ),
            (json.dumps({"type": "next_hand"}), "next_hand/unavailable"),
            (json.dumps({"type": "rematch"}), "rematch/unavailable"),
        ]
        for text, code in cases:
            ws.send_text(text)
            error = _expect_error(ws, code)
            assert error["state_id"] == sid
            if code == "action/illegal":
                assert error["reason"]
            assert room_fingerprint(client, rid) == before, text
        ws.send_bytes(b"\xff\xfe")
        _expect_error(ws, "message/malformed")
        ws.send_json({"type": "ping"})
        assert recv(ws) == {"type": "pong", "protocol": 1}
        assert room_fingerprint(client, rid) == before
        # a good move still works, and sending it again is refused as a duplicate
        move = {"type": "act", "protocol": 1, "state_id": sid, "action": view["legal"][0]["text"]}
        ws.send_json(move)
        after = recv_until(ws, lambda m: m["type"] == "state")
        assert after["state_id"] == sid + 1
        ws.send_json(move)
        error = recv_until(ws, lambda m: m["type"] == "error")
        assert error["code"] in ("action/stale", "action/not_your_turn")
        if after["view"]["your_turn"]:
            assert error["code"] == "action/stale"


def test_out_of_turn_and_waiting_room(client: TestClient) -> None:
    room = create_room(client, mode="friend")
    rid = room["room_id"]
    with client.websocket_connect(ws_url(rid, room["token"])) as ws0:
        first = recv(ws0)
        assert first["view"]["status"] == "waiting" and first["view"]["legal"] == []
        ws0.send_json({"type": "act", "state_id": first["state_id"], "action": "pass"})
        _expect_error(ws0, "room/waiting")
        joined = client.post(f"/api/rooms/{rid}/join", json={"name": "Bob"}).json()
        status = recv(ws0)
        assert status["view"]["status"] == "playing"
        with client.websocket_connect(ws_url(rid, joined["token"])) as ws1:
            s1 = recv(ws1)
            recv(ws0)  # presence
            to_act = s1["view"]["to_act"]
            idle = (ws0, ws1)[1 - to_act]
            before = room_fingerprint(client, rid)
            idle.send_json({"type": "act", "state_id": s1["state_id"], "action": "pass"})
            _expect_error(idle, "action/not_your_turn")
            idle.send_json({"type": "act", "state_id": s1["state_id"], "action": "draw"})
            _expect_error(idle, "action/not_your_turn")
            assert room_fingerprint(client, rid) == before
            assert nothing_pending((ws0, ws1)[to_act])


@pytest.mark.parametrize("token", ["", "wrong", "x" * 500])
def test_bad_tokens_and_unknown_rooms_are_refused(client: TestClient, token: str) -> None:
    room = create_room(client, mode="friend")
    with client.websocket_connect(ws_url(room["room_id"], token)) as ws:
        _expect_error(ws, "auth/bad_token")
        with pytest.raises(WebSocketDisconnect) as closed:
            recv(ws)
        assert closed.value.code == 4401
    with client.websocket_connect(ws_url("nope", room["token"])) as ws:
        _expect_error(ws, "room/not_found")
        with pytest.raises(WebSocketDisconnect) as closed:
            recv(ws)
        assert closed.value.code == 4404


def test_a_token_acts_only_for_its_own_room(client: TestClient) -> None:
    one = create_room(client, mode="friend")
    two = create_room(client, mode="friend")
    with client.websocket_connect(ws_url(two["room_id"], one["token"])) as ws:
        _expect_error(ws, "auth/bad_token")


def test_rate_limit(tmp_path: Path) -> None:
    settings = settings_for(sqlite_url(tmp_path), rate_burst=5, rate_per_second=0.001)
    with TestClient(create_app(settings)) as client:
        room = create_room(client)
        with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
            recv_until(ws, is_my_move)  # the computer's first moves, if it starts
            for _ in range(5):
                ws.send_json({"type": "ping"})
                assert recv(ws)["type"] == "pong"
            ws.send_json({"type": "ping"})
            _expect_error(ws, "rate/limited")


def test_token_bucket_refills() -> None:
    now = [0.0]
    bucket = TokenBucket(2, 1.0, clock=lambda: now[0])
    assert bucket.take() and bucket.take() and not bucket.take()
    now[0] = 1.0
    assert bucket.take() and not bucket.take()
    now[0] = 100.0
    assert bucket.take() and bucket.take() and not bucket.take()


def test_hint_is_refused_out_of_turn(tmp_path: Path) -> None:
    settings = settings_for(sqlite_url(tmp_path), bot_delay=2.0)
    with TestClient(create_app(settings)) as client:
        room = create_room(client)
        with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
            state = _my_turn(ws)
            for _ in range(20):
                move = choose(state["view"])
                ws.send_json({"type": "act", "state_id": state["state_id"], "action": move})
                state = recv_until(ws, lambda m: m["type"] == "state")
                if state["view"]["to_act"] == 1:  # the computer waits two seconds
                    ws.send_json({"type": "hint"})
                    error = recv_until(ws, lambda m: m["type"] == "error")
                    assert error["code"] == "action/not_your_turn"
                    return
                if not state["view"]["your_turn"]:
                    state = _my_turn(ws)
            pytest.fail("the computer never got the turn")
