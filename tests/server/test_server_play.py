"""Whole games over the WebSocket: against the computer, between two seats, with hints,
reconnection, rematch and the statistics they leave behind."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from ginrummy.server import create_app
from ginrummy.words.play import sentence
from tests.helpers.server import (
    Message,
    choose,
    create_room,
    nothing_pending,
    play_turns,
    recv,
    recv_until,
    settings_for,
    sqlite_url,
    ws_url,
)


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as c:
        yield c


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "apprentice"])
def test_full_game_against_the_computer(client: TestClient, level: str) -> None:
    room = create_room(
        client, level=level, name="Ann", client_id="ann", options={"game_target": 40}
    )
    with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
        first = recv(ws)
        assert first["type"] == "state" and first["protocol"] == 1
        view = first["view"]
        assert view["seat"] == 0 and view["names"] == ["Ann", f"Computer ({level})"]
        assert view["opponent"]["bot"] and view["opponent"]["connected"]
        last = play_turns(ws, first)
    over = last["view"]["game_over"]
    assert over is not None and last["view"]["status"] == "over"
    assert over["rows"][-1]["label"] == "total" and over["totals"] == over["rows"][-1]["values"]
    assert last["view"]["next"]["rematch"] is True
    stats = client.get("/api/stats", params={"client_id": "ann"}).json()
    assert stats["games"] == 1 and stats["wins"] == int(over["winner"] == 0)
    assert stats["average_points"] == over["totals"][0]
    info = client.get(f"/api/rooms/{room['room_id']}").json()
    assert info["status"] == "over"


def test_view_has_what_the_table_needs(client: TestClient) -> None:
    room = create_room(client)
    with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
        state = recv(ws)
        view = state["view"]
        if not view["your_turn"]:  # the computer moved first; its move arrives next
            state = recv_until(ws, lambda m: m["type"] == "state" and m["view"]["your_turn"])
            view = state["view"]
    assert len(view["hand"]) in (10, 11)
    arranged = [c for meld in view["arrangement"]["melds"] for c in meld]
    assert sorted(arranged + view["arrangement"]["deadwood"]) == sorted(view["hand"])
    assert view["opponent"]["card_count"] in (10, 11)
    assert view["upcard"] == view["discard_pile"][-1]
    total = view["stock_size"] + len(view["discard_pile"]) + len(view["hand"])
    assert total + view["opponent"]["card_count"] == 52
    assert all({"id", "text", "label", "kind", "card"} <= set(m) for m in view["legal"])
    assert view["phase"] in ("upcard_offer", "draw")
    assert view["showdown"] is None and view["game_over"] is None
    assert view["scores"] == [0, 0] and view["hand_number"] == 1


def test_hint_against_the_computer(client: TestClient) -> None:
    room = create_room(client, level="hard")
    with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
        state = recv_until(ws, lambda m: m["type"] == "state" and m["view"]["your_turn"])
        ws.send_json({"type": "hint"})
        hint = recv(ws)
        assert hint["type"] == "hint" and hint["text"]
        assert hint["action"]["id"] in {m["id"] for m in state["view"]["legal"]}
        # The sentence names the move before the reason (the first turn is the upcard
        # offer, so never a gin, whose label says "gin" where the move text says
        # "knock"): a bare "5♦ does not help your hand" left the pass unsaid.
        label = hint["action"]["label"]
        assert label in ("take the upcard", "pass", "draw from the stock"), label
        assert hint["text"].startswith(f"Hint: {label}. "), hint["text"]
        assert hint["text"] == f"Hint: {label}. {sentence(hint['reason'])}."
        # the hint's move is playable as is
        ws.send_json({"type": "act", "state_id": state["state_id"], "action": hint["action"]["id"]})
        after = recv_until(ws, lambda m: m["type"] == "state")
        assert after["state_id"] == state["state_id"] + 1


def _seat_pair(client: TestClient, **options: object) -> tuple[Message, Message]:
    room = create_room(client, mode="friend", name="Ann", client_id="ann", options=options)
    joined = client.post(
        f"/api/rooms/{room['room_id']}/join", json={"name": "Bob", "client_id": "bob"}
    ).json()
    return room, joined


def test_two_people_play_a_whole_game_and_a_rematch(client: TestClient) -> None:
    room, joined = _seat_pair(client, game_target=30)
    rid = room["room_id"]
    with (
        client.websocket_connect(ws_url(rid, room["token"])) as ws0,
        client.websocket_connect(ws_url(rid, joined["token"])) as ws1,
    ):
        sockets = (ws0, ws1)
        states = [recv(ws0), None]
        came = {"type": "presence", "protocol": 1, "seat": 1, "connected": True, "claim": None}
        assert recv(ws0) == came
        states[1] = recv(ws1)
        assert states[0] is not None and states[1] is not None
        assert states[1]["view"]["seat"] == 1 and states[1]["view"]["names"] == ["Ann", "Bob"]
        hint_tried = False
        for _ in range(3000):
            s0, s1 = states
            assert s0 is not None and s1 is not None
            assert s0["state_id"] == s1["state_id"]
            v0, v1 = s0["view"], s1["view"]
            if v0["game_over"] is not None:
                over0, over1 = dict(v0["game_over"]), dict(v1["game_over"])
                text0, text1 = over0.pop("text"), over1.pop("text")
                assert over0 == over1  # the same sheet, each told it as "you"
                winner = over0["winner"]
                mine, theirs = (text0, text1) if winner == 0 else (text1, text0)
                assert mine.startswith("you win the game by")
                assert theirs.startswith(f"{['Ann', 'Bob'][winner]} wins the game by")
                break
            if v0["next"]["next_hand"] or v0["showdown"] is not None:
                assert v0["showdown"]["outcome"] == v1["showdown"]["outcome"]
                ws0.send_json({"type": "next_hand"})
                waiting = recv(ws0)
                assert waiting["view"]["next"] == {
                    "next_hand": False,
                    "rematch": False,
                    "waiting_for": [1],
                    "declined": [],
                }
                assert recv(ws1)["view"]["next"]["next_hand"] is True
                ws1.send_json({"type": "next_hand"})
            else:
                seat = v0["to_act"]
                assert seat in (0, 1) and v1["to_act"] == seat
                if not hint_tried:
                    sockets[seat].send_json({"type": "hint"})
                    assert recv(sockets[seat])["code"] == "hint/unavailable"
                    hint_tried = True
                view = (v0, v1)[seat]
                sockets[seat].send_json(
                    {"type": "act", "state_id": s0["state_id"], "action": choose(view)}
                )
            states = [recv(ws0), recv(ws1)]
        else:  # pragma: no cover
            pytest.fail("the game did not end")
        winner = v0["game_over"]["winner"]
        # a rematch starts when both ask
        ws1.send_json({"type": "rematch"})
        assert recv(ws0)["view"]["next"]["waiting_for"] == [0]
        recv(ws1)
        ws0.send_json({"type": "rematch"})
        fresh = recv(ws0)
        recv(ws1)
        assert fresh["view"]["game_number"] == 2 and fresh["view"]["scores"] == [0, 0]
        assert fresh["view"]["game_over"] is None and fresh["state_id"] > s0["state_id"]
    for seat, cid in enumerate(("ann", "bob")):
        stats = client.get("/api/stats", params={"client_id": cid}).json()
        assert stats["games"] == 1 and stats["wins"] == int(winner == seat)


def test_reconnect_takes_the_same_seat_and_presence_is_told(client: TestClient) -> None:
    room, joined = _seat_pair(client)
    rid = room["room_id"]
    with client.websocket_connect(ws_url(rid, room["token"])) as ws0:
        before = recv(ws0)
        with client.websocket_connect(ws_url(rid, joined["token"])) as ws1:
            assert recv(ws0)["connected"] is True
            recv(ws1)
        gone = recv(ws0)
        assert gone.pop("claim")["after"] == 60.0  # the countdown to a claim begins
        assert gone == {"type": "presence", "protocol": 1, "seat": 1, "connected": False}
        info = client.get(f"/api/rooms/{rid}").json()
        assert [s["connected"] for s in info["seats"]] == [True, False]
        with client.websocket_connect(ws_url(rid, joined["token"])) as ws1:
            assert recv(ws0)["connected"] is True
            again = recv(ws1)
            assert again["view"]["seat"] == 1 and again["state_id"] == before["state_id"]
            assert again["view"]["opponent"]["connected"] is True
            # two tabs of one seat: both get the states, presence is not repeated
            with client.websocket_connect(ws_url(rid, joined["token"])) as ws1b:
                assert recv(ws1b)["view"]["seat"] == 1
                assert nothing_pending(ws0)
            assert nothing_pending(ws0)


def test_reconnect_to_a_computer_game_shows_the_same_hand(client: TestClient) -> None:
    room = create_room(client)
    url = ws_url(room["room_id"], room["token"])
    with client.websocket_connect(url) as ws:
        state = recv_until(ws, lambda m: m["type"] == "state" and m["view"]["your_turn"])
    with client.websocket_connect(url) as ws:
        again = recv(ws)
    assert again["state_id"] == state["state_id"]
    assert again["view"]["hand"] == state["view"]["hand"]
