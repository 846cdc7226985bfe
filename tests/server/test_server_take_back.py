"""Against the computer a player may take back their last discard until the computer
moves (issue 12, "Forgiveness"): the card comes back, storage forgets the move, the
statistics count it, and every refusal changes nothing.

The server's computer waits ``bot_delay`` seconds before each move; a player's
``pace`` message changes that pause for their room, which the tests use to give the
take-back time (a long pause) and then to finish the game quickly (none)."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from ginrummy.server import create_app
from tests.helpers.clock import ManualClock
from tests.helpers.server import (
    create_room,
    play_turns,
    recv_until,
    room_fingerprint,
    settings_for,
    ws_url,
)

Message = dict[str, Any]
CLIENT = "c" * 32


def state_of(ws: WebSocketTestSession) -> Message:
    return recv_until(ws, lambda m: m["type"] == "state")


def error_of(ws: WebSocketTestSession) -> Message:
    return recv_until(ws, lambda m: m["type"] == "error")


def my_discard_turn(ws: WebSocketTestSession, state: Message) -> Message:
    """Play on (drawing from the stock, passing the upcard) to this seat's discard."""
    while True:
        view = state["view"]
        if view["your_turn"] and any(m["kind"] == "discard" for m in view["legal"]):
            return state
        if view["your_turn"]:
            kinds = {m["kind"]: m["text"] for m in view["legal"]}
            move = kinds.get("draw") or kinds.get("pass") or view["legal"][0]["text"]
            ws.send_json({"type": "act", "state_id": state["state_id"], "action": move})
        state = state_of(ws)


def computer_answers(
    ws: WebSocketTestSession, clock: ManualClock, after: int, pace: float
) -> Message:
    """Read on from the player's move that made state ``after``, letting the computer's
    pause pass before each of its moves, until the player's turn comes back (or the
    hand ends)."""
    while True:
        state = state_of(ws)
        view = state["view"]
        if state["state_id"] > after + 1 and (view["your_turn"] or view["to_act"] is None):
            return state
        clock.advance(pace)


def first_discard(view: Message) -> Message:
    return next(m for m in view["legal"] if m["kind"] == "discard")


def test_a_discard_is_taken_back_before_the_computer_moves_and_counted(
    fresh_database: str,
) -> None:
    settings = settings_for(fresh_database, bot_delay=0.5)
    time_passes = ManualClock()
    with TestClient(create_app(settings, clock=time_passes)) as client:
        room = create_room(client, options={"game_target": 1}, client_id=CLIENT)
        rid = room["room_id"]
        with client.websocket_connect(ws_url(rid, room["token"])) as ws:
            ws.send_json({"type": "pace", "computer_delay": 0})
            time_passes.advance(0.5)  # a wait begun before the pace came: the server's
            state = my_discard_turn(ws, state_of(ws))
            assert state["view"]["take_back"] is False  # nothing discarded yet
            hand = sorted(state["view"]["hand"])
            discard = first_discard(state["view"])
            # A long pause: the take-back comes long before the computer would move.
            ws.send_json({"type": "pace", "computer_delay": 3})
            ws.send_json({"type": "act", "state_id": state["state_id"], "action": discard["text"]})
            after = state_of(ws)
            assert after["view"]["take_back"] is True
            assert discard["card"] not in after["view"]["hand"]
            ws.send_json({"type": "take_back", "state_id": after["state_id"]})
            back = state_of(ws)
            assert back["state_id"] == after["state_id"] + 1
            assert sorted(back["view"]["hand"]) == hand
            assert back["view"]["your_turn"] and back["view"]["take_back"] is False
            assert any(m["kind"] == "discard" for m in back["view"]["legal"])
            # Storage forgot the move: the room rebuilt from it is the room in memory.
            manager = client.app.state.manager  # type: ignore[attr-defined]
            memory = manager.rooms[rid]
            loaded = manager.load(rid)
            assert loaded.table.record().hands == memory.table.record().hands
            assert loaded.state_id == memory.state_id
            # The game goes on from there, and the statistics count the take-back.
            ws.send_json({"type": "pace", "computer_delay": 0})
            time_passes.advance(3)  # the computer's wait begun at the discard ends
            over = play_turns(ws, back)
            assert over["view"]["game_over"] is not None
    with TestClient(create_app(settings)) as client:
        stats = client.get("/api/stats", params={"client_id": CLIENT}).json()
        assert stats["games"] == 1 and stats["takebacks"] == 1


def test_refused_take_backs_change_nothing(fresh_database: str) -> None:
    settings = settings_for(fresh_database, bot_delay=0.5)
    time_passes = ManualClock()
    with TestClient(create_app(settings, clock=time_passes)) as client:
        room = create_room(client)
        rid = room["room_id"]
        with client.websocket_connect(ws_url(rid, room["token"])) as ws:
            ws.send_json({"type": "pace", "computer_delay": 0})
            time_passes.advance(0.5)  # a wait begun before the pace came: the server's
            state = my_discard_turn(ws, state_of(ws))

            def refused(message: Message, code: str) -> None:
                before = room_fingerprint(client, rid)
                ws.send_json(message)
                assert error_of(ws)["code"] == code
                assert room_fingerprint(client, rid) == before

            # The last move was a draw (or nothing yet), not a discard.
            refused({"type": "take_back", "state_id": state["state_id"]}, "take_back/unavailable")
            # A version that is not the room's.
            refused({"type": "take_back", "state_id": state["state_id"] - 1}, "action/stale")
            refused({"type": "take_back"}, "message/malformed")
            refused({"type": "pace", "computer_delay": 60}, "message/malformed")
            refused({"type": "pace", "computer_delay": -1}, "message/malformed")
            # After the computer answered the discard, it is too late.
            discard = first_discard(state["view"])
            ws.send_json({"type": "act", "state_id": state["state_id"], "action": discard["text"]})
            answered = recv_until(
                ws,
                lambda m: (
                    m["type"] == "state"
                    and m["state_id"] > state["state_id"] + 1
                    and (m["view"]["your_turn"] or m["view"]["next"]["next_hand"])
                ),
            )
            assert answered["view"]["take_back"] is False
            refused(
                {"type": "take_back", "state_id": answered["state_id"]}, "take_back/unavailable"
            )


def test_a_game_between_two_people_has_no_take_back(fresh_database: str) -> None:
    with TestClient(create_app(settings_for(fresh_database))) as client:
        room = create_room(client, mode="friend")
        rid = room["room_id"]
        joined = client.post(f"/api/rooms/{rid}/join", json={}).json()
        tokens = {0: room["token"], 1: joined["token"]}
        with (
            client.websocket_connect(ws_url(rid, tokens[0])) as ws0,
            client.websocket_connect(ws_url(rid, tokens[1])) as ws1,
        ):
            sockets = {0: ws0, 1: ws1}
            states = {0: state_of(ws0), 1: state_of(ws1)}
            # Play both seats to the first discard, then try to take it back.
            for _ in range(20):
                seat = next((s for s in (0, 1) if states[s]["view"]["your_turn"]), None)
                if seat is None:
                    states = {s: state_of(sockets[s]) for s in (0, 1)}
                    continue
                view = states[seat]["view"]
                kinds = {m["kind"]: m["text"] for m in view["legal"]}
                move = kinds.get("discard") or kinds.get("draw") or kinds.get("pass")
                sockets[seat].send_json(
                    {"type": "act", "state_id": states[seat]["state_id"], "action": move}
                )
                states = {s: state_of(sockets[s]) for s in (0, 1)}
                if "discard" in kinds:
                    assert states[seat]["view"]["take_back"] is False
                    sockets[seat].send_json(
                        {"type": "take_back", "state_id": states[seat]["state_id"]}
                    )
                    assert error_of(sockets[seat])["code"] == "take_back/unavailable"
                    return
    raise AssertionError("no discard was played")


def test_the_computers_pause_counts_from_the_players_last_move(fresh_database: str) -> None:
    """The pause before the computer's move starts again at each move of the player, so
    a discard made late in the pause that followed the computer's own move can still be
    taken back (the computer does not answer it at once)."""
    settings = settings_for(fresh_database, bot_delay=0.5)
    time_passes = ManualClock()
    with TestClient(create_app(settings, clock=time_passes)) as client:
        room = create_room(client)
        rid = room["room_id"]
        with client.websocket_connect(ws_url(rid, room["token"])) as ws:
            ws.send_json({"type": "pace", "computer_delay": 0})
            time_passes.advance(0.5)  # a wait begun before the pace came: the server's
            state = my_discard_turn(ws, state_of(ws))
            ws.send_json({"type": "pace", "computer_delay": 2})
            discard = first_discard(state["view"])
            ws.send_json({"type": "act", "state_id": state["state_id"], "action": discard["text"]})
            # The computer answers; its next pause begins with its own discard.
            answered = computer_answers(ws, time_passes, state["state_id"], 2.0)
            if answered["view"]["next"]["next_hand"] or answered["view"]["phase"] != "draw":
                return  # the computer ended the hand or left no stock draw: nothing to check
            ws.send_json({"type": "act", "state_id": answered["state_id"], "action": "draw"})
            drawn = state_of(ws)
            time_passes.advance(1.5)  # most of the pause that followed the computer's discard
            late = first_discard(drawn["view"])
            ws.send_json({"type": "act", "state_id": drawn["state_id"], "action": late["text"]})
            after = state_of(ws)
            time_passes.advance(1.0)  # past that first pause's end, inside the new one
            ws.send_json({"type": "take_back", "state_id": after["state_id"]})
            back = state_of(ws)
            assert back["state_id"] == after["state_id"] + 1
            assert late["card"] in back["view"]["hand"]


def test_the_computer_pauses_the_chosen_pace_from_the_players_move(fresh_database: str) -> None:
    """The pause before the computer's move counts from the player's last move, whatever
    the computer was doing then: its wait after its own discard used to start over when
    it woke to find the player had moved, so it answered after up to twice the pace."""
    pace = 1.0
    settings = settings_for(fresh_database, bot_delay=0.5)
    time_passes = ManualClock()
    with TestClient(create_app(settings, clock=time_passes)) as client:
        room = create_room(client, options={"game_target": 1})
        with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
            ws.send_json({"type": "pace", "computer_delay": 0})
            time_passes.advance(0.5)  # a wait begun before the pace came: the server's
            state = my_discard_turn(ws, state_of(ws))
            ws.send_json({"type": "pace", "computer_delay": pace})
            move = first_discard(state["view"])["text"]
            ws.send_json({"type": "act", "state_id": state["state_id"], "action": move})
            # The computer draws and discards, a pause before each, and waits again.
            drawn = computer_answers(ws, time_passes, state["state_id"], pace)
            assert drawn["view"]["phase"] == "draw"
            state = my_discard_turn(ws, drawn)  # drawn from the stock at once
            time_passes.advance(pace / 2)  # the discard comes half way through its wait
            move = first_discard(state["view"])["text"]
            ws.send_json({"type": "act", "state_id": state["state_id"], "action": move})
            answer = state["state_id"] + 2  # the discard, then the computer's move
            state_of(ws)  # the discard
            time_passes.advance(pace - 0.05)  # its first wait is over: it waits on
            ws.send_json({"type": "ping"})
            assert recv_until(ws, lambda m: m["type"] in ("state", "pong"))["type"] == "pong"
            time_passes.advance(0.05)  # the pace since the player's move: it answers
            recv_until(ws, lambda m: m["type"] == "state" and m["state_id"] >= answer)
