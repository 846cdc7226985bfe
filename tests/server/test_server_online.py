"""Meeting anyone online, end to end through the server (docs/online.md): quick pairing
(on one process and across two), the lobby, a watcher who never sees a hidden card,
chat, the move clock and claims, and ratings that survive a restart."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import update
from starlette.testclient import WebSocketTestSession

from ginrummy.server import create_app
from ginrummy.server.rooms import chat as chat_store
from ginrummy.server.rooms.clock import ClockMark
from ginrummy.server.rooms.manager import RoomManager
from ginrummy.server.storage.schema import actions
from tests.helpers.clock import ManualClock
from tests.helpers.server import (
    Message,
    cards_in,
    choose,
    create_room,
    from_address,
    hear_chat,
    newer_than,
    play_turns,
    player,
    recv,
    recv_until,
    send_seed,
    settings_for,
    sqlite_url,
    ws_url,
)

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def as_player(who: dict[str, str]) -> dict[str, str]:
    return {"X-Player": who["header"]}


def pair(client_a: TestClient, a: dict[str, str], client_b: TestClient, b: dict[str, str]) -> Any:
    """Both join the standard-100 queue and poll until paired; their pairing answers."""
    body = {"rules": "standard", "target": 100}
    first = client_a.post("/api/pairing", json=body, headers=as_player(a)).json()
    assert first["status"] == "waiting" and first["waiting"] == 1
    second = client_b.post("/api/pairing", json=body, headers=as_player(b)).json()
    assert second["status"] == "paired"
    again = client_a.get("/api/pairing", headers=as_player(a)).json()
    assert again["status"] == "paired" and again["room_id"] == second["room_id"]
    assert {again["seat"], second["seat"]} == {0, 1}
    assert client_a.get("/api/pairing", headers=as_player(a)).json()["token"] is None  # once
    return again, second


def manager_of(client: TestClient) -> RoomManager:
    manager: RoomManager = client.app.state.manager  # type: ignore[attr-defined]
    return manager


class Logged:
    """A socket whose every message is kept, to compare payloads afterwards."""

    def __init__(self, ws: WebSocketTestSession) -> None:
        self.ws = ws
        self.log: list[Message] = []

    def until(self, test: Any, timeout: float = 10.0) -> Message:
        while True:
            message = recv(self.ws, timeout)
            self.log.append(message)
            if test(message):
                return message

    def drain(self) -> None:
        while True:
            try:
                self.log.append(recv(self.ws, 0.05))
            except TimeoutError:
                return

    def newest(self) -> Message:
        return [m for m in self.log if m["type"] == "state"][-1]

    def states(self, kind: str = "state") -> dict[int, Message]:
        return {m["state_id"]: m for m in self.log if m["type"] == kind}


def caught_up(seat: Logged, state_id: int) -> bool:
    """The socket has been sent the state ``state_id`` (reading what has come)."""
    seat.drain()
    return bool(seat.newest()["state_id"] == state_id)


def wait_for(test: Any, timeout: float = 10.0, seats: Sequence[Logged] = ()) -> None:
    """Wait until ``test()`` holds; on a timeout, fail with the last messages each of
    ``seats`` was sent (an error there says why the game did not move on)."""
    deadline = time.monotonic() + timeout
    while not test():
        if time.monotonic() >= deadline:
            last = [[summary(m) for m in seat.log[-6:]] for seat in seats]
            raise AssertionError(f"timed out; the seats' last messages: {last}")
        time.sleep(0.01)


def summary(message: Message) -> object:
    """A message, short: a state's id, status, turn and wishes; anything else whole."""
    if message["type"] != "state":
        return message
    view = message["view"]
    return (message["state_id"], view["status"], view["your_turn"], view["next"])


@pytest.mark.slow  # a whole game, watched: five seconds on each database
def test_two_strangers_are_paired_and_a_watcher_never_sees_a_hidden_card(
    fresh_database: str,
) -> None:
    with TestClient(create_app(settings_for(fresh_database))) as client:
        ann, bob = player(client, "Ann"), player(client, "Bob")
        assert ann["name"].startswith("Ann#") and len(ann["name"]) == 8
        mine, theirs = pair(client, ann, client, bob)
        rid = mine["room_id"]
        lobby = client.get("/api/lobby").json()
        assert [g["room_id"] for g in lobby["games"]] == [rid]
        assert sorted(lobby["games"][0]["names"]) == sorted([ann["name"], bob["name"]])
        tokens = {mine["seat"]: mine["token"], theirs["seat"]: theirs["token"]}
        with ExitStack() as stack:
            seats = [
                Logged(stack.enter_context(client.websocket_connect(ws_url(rid, tokens[s]))))
                for s in (0, 1)
            ]
            # A paired room's first hand waits for both players' seeds.
            first = [seat.until(lambda m: m["type"] == "state") for seat in seats]
            assert all(m["view"]["status"] == "shuffling" for m in first)
            assert all(m["view"]["hand"] == [] and m["view"]["legal"] == [] for m in first)
            for s, (seat, message) in enumerate(zip(seats, first, strict=True)):
                assert send_seed(seat.ws, message["view"], f"seat{s}")
            for seat in seats:
                dealt = seat.until(
                    lambda m: m["type"] == "state" and m["view"]["status"] == "playing"
                )
                assert dealt["view"]["fair"]["hand"]["client_seeds"] == ["seat0", "seat1"]
                assert "server_seed" not in dealt["view"]["fair"]["hand"]
            watcher = Logged(
                stack.enter_context(client.websocket_connect(f"/ws/rooms/{rid}/watch"))
            )
            watcher.until(lambda m: m["type"] == "spectate")
            room = manager_of(client).rooms[rid]
            # The players see the watcher; chat is between the players only.
            for seat in seats:
                seat.until(lambda m: m["type"] == "state" and m["view"]["watchers"] == 1)
            seats[0].ws.send_json({"type": "chat", "text": "Good luck <b>you</b>"})
            said = seats[1].until(lambda m: m["type"] == "chat")
            assert said["text"] == "Good luck <b>you</b>" and said["seat"] == 0
            # Play on, through the first hand's end and into the second hand.
            for _ in range(400):
                wait_for(lambda: all(caught_up(seat, room.state_id) for seat in seats), seats=seats)
                view = [seat.newest()["view"] for seat in seats]
                # Into the second hand, and long enough that the watcher saw many
                # states, however short the first hand's deal happened to be.
                if view[0]["game_over"] is not None or (
                    view[0]["hand_number"] >= 2
                    and len(view[0]["events"]) >= 6
                    and room.state_id >= 45
                ):
                    break
                before = room.state_id
                for seat, mine_view in zip(seats, view, strict=True):
                    if mine_view["your_turn"]:
                        move = {"type": "act", "state_id": before, "action": choose(mine_view)}
                        seat.ws.send_json(move)
                    elif mine_view["next"]["next_hand"]:
                        seat.ws.send_json({"type": "next_hand"})
                wait_for(lambda b=before: room.state_id > b, seats=seats)
            assert seats[0].newest()["view"]["hand_number"] >= 2
            watcher.drain()
        # Every card a watcher was shown, both players were shown in the same state.
        by_seat = [seat.states() for seat in seats]
        checked = 0
        for state_id, message in watcher.states("spectate").items():
            if state_id not in by_seat[0] or state_id not in by_seat[1]:
                continue
            public = cards_in(str(by_seat[0][state_id])) & cards_in(str(by_seat[1][state_id]))
            assert cards_in(str(message)) <= public, (state_id, cards_in(str(message)) - public)
            checked += 1
        assert checked >= 20, (checked, len(watcher.log), [len(states) for states in by_seat])
        assert "chat" not in {m["type"] for m in watcher.log}
        showdowns = [
            m for m in watcher.log if m["type"] == "spectate" and m["view"]["phase"] == "over"
        ]
        assert showdowns, "the watcher saw the hand's end"


def test_a_private_room_cannot_be_watched(tmp_path: Any) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        room = create_room(client, mode="friend")
        with client.websocket_connect(f"/ws/rooms/{room['room_id']}/watch") as ws:
            error = recv(ws)
            assert error["type"] == "error" and error["code"] == "room/not_found"


def test_players_on_two_processes_are_paired_never_twice(fresh_postgres: str) -> None:
    settings = settings_for(fresh_postgres)
    with TestClient(create_app(settings)) as a, TestClient(create_app(settings)) as b:
        ann, bob = player(a, "Ann"), player(b, "Bob")
        mine, theirs = pair(a, ann, b, bob)
        rid = mine["room_id"]
        # Each seat's socket on a different process: they play one game.
        with (
            a.websocket_connect(ws_url(rid, mine["token"])) as on_a,
            b.websocket_connect(ws_url(rid, theirs["token"])) as on_b,
        ):
            sa = recv_until(on_a, lambda m: m["type"] == "state")
            sb = recv_until(on_b, lambda m: m["type"] == "state")
            # Each process takes one seat's seed; the deal waits for both.
            assert send_seed(on_a, sa["view"], "a") and send_seed(on_b, sb["view"], "b")
            sa = recv_until(on_a, lambda m: m["type"] == "state" and m["view"]["hand"] != [])
            sb = recv_until(on_b, lambda m: m["type"] == "state" and m["view"]["hand"] != [])
            assert sa["state_id"] == sb["state_id"]
            assert sa["view"]["fair"]["hand"] == sb["view"]["fair"]["hand"]
            assert sorted(sa["view"]["fair"]["hand"]["client_seeds"]) == ["a", "b"]
            assert sa["view"]["names"] == sb["view"]["names"]
        # Many at once on both processes: everybody ends in exactly one room, with
        # somebody else.
        people = [player(a if i % 2 else b, f"P{i}") for i in range(8)]
        clients = [a if i % 2 else b for i in range(8)]
        body = {"rules": "standard", "target": 100}
        for who, client in zip(people, clients, strict=True):
            client.post("/api/pairing", json=body, headers=as_player(who))
        rooms: dict[str, set[int]] = {}
        deadline = time.monotonic() + 20
        answers: dict[int, Any] = {}
        while len(answers) < len(people) and time.monotonic() < deadline:
            for i, (who, client) in enumerate(zip(people, clients, strict=True)):
                if i in answers:
                    continue
                got = client.get("/api/pairing", headers=as_player(who)).json()
                if got["status"] == "paired":
                    answers[i] = got
        assert len(answers) == len(people)
        for i, got in answers.items():
            rooms.setdefault(got["room_id"], set()).add(i)
        assert all(len(members) == 2 for members in rooms.values())
        assert len(rooms) == len(people) // 2


def test_a_stalled_player_is_played_for_and_the_game_can_be_claimed(tmp_path: Any) -> None:
    """The server plays for a player whose time ran out; the time-out is stored with
    the move, so after a restart it still counts: the bank stays spent. Time-outs alone
    give no claim (the game goes on: the server moves for them); a player who stays
    away does, after the server's one wait, on the new process too. The stalled
    player never made a move of their own (the server's time-out moves are none), so
    the claimed game is aborted: no rating moves, and a restart says so too."""
    url = sqlite_url(tmp_path)
    time_passes = ManualClock()
    with TestClient(create_app(settings_for(url), clock=time_passes)) as client:
        ann, bob = player(client, "Ann"), player(client, "Bob")
        clock = {"per_move": 5, "bank": 1}
        made = client.post(
            "/api/rooms",
            json={"mode": "friend", "visibility": "public", "clock": clock},
            headers=as_player(ann),
        )
        assert made.status_code == 201, made.text
        room = made.json()
        rid = room["room_id"]
        tables = client.get("/api/lobby").json()["tables"]
        assert tables[0]["room_id"] == rid and tables[0]["host"]["name"] == ann["name"]
        joined = client.post(f"/api/rooms/{rid}/join", json={}, headers=as_player(bob)).json()
        tokens = {0: room["token"], joined["seat"]: joined["token"]}
        with (
            client.websocket_connect(ws_url(rid, tokens[0])) as wa,
            client.websocket_connect(ws_url(rid, tokens[1])) as wb,
        ):
            first = recv_until(wa, lambda m: m["type"] == "state")
            clock_view = first["view"]["clock"]
            stalled = first["view"]["to_act"]
            assert clock_view["running"] == stalled and clock_view["per_move"] == 5
            claimer = (wa, wb)[1 - stalled]
            claimer.send_json({"type": "claim"})  # too early
            early = recv_until(claimer, lambda m: m["type"] == "error")
            assert early["code"] == "claim/unavailable"
            time_passes.advance(5.9)  # not yet: the move's 5 s and the bank's 1
            claimer.send_json({"type": "ping"})
            assert recv_until(claimer, lambda m: m["type"] in ("state", "pong"))["type"] == "pong"
            time_passes.advance(0.2)
            played = recv_until(
                claimer, lambda m: m["type"] == "state" and m["state_id"] > first["state_id"]
            )
            assert played["view"]["events"][-1]["seat"] == stalled  # played for them
            assert played["view"]["events"][-1]["kind"] in ("pass", "draw")
            assert played["view"]["claim"] is None  # both here: nothing to claim
            seats = played["view"]["clock"]["seats"]
            assert (seats[stalled]["timeouts"], seats[stalled]["bank_left"]) == (1, 0.0)
    # A restart: the clock is the one stored with the time-out, not a fresh one.
    later = ManualClock()
    with TestClient(create_app(settings_for(url), clock=later)) as client:
        with client.websocket_connect(ws_url(rid, tokens[1 - stalled])) as claimer:
            again = recv_until(claimer, lambda m: m["type"] == "state")
            assert again["state_id"] == played["state_id"]
            seats = again["view"]["clock"]["seats"]
            assert (seats[stalled]["timeouts"], seats[stalled]["bank_left"]) == (1, 0.0)
            assert seats[1 - stalled]["bank_left"] == 1.0
            assert again["view"]["claim"]["open"] is False  # away since the restart
            assert again["view"]["claim"]["left"] == 60.0
            later.advance(60.5)  # the claimer's own time-outs too, till the game waits on them
            recv_until(claimer, lambda m: m["type"] == "state" and m["view"]["claim"]["open"])
            claimer.send_json({"type": "claim"})
            over = recv_until(
                claimer, lambda m: m["type"] == "state" and m["view"]["game_over"] is not None
            )
            assert over["view"]["game_over"]["claimed"] is True
            assert over["view"]["game_over"]["winner"] == 1 - stalled
            assert over["view"]["next"]["rematch"] is True
        winner = (ann, bob)[1 - stalled] if tokens[0] == room["token"] else None
        assert winner is not None
        ratings = {
            who["name"]: client.get(f"/api/players/{who['player_id']}").json()["ratings"]
            for who in (ann, bob)
        }
    # Another restart: the ratings and the claimed game are as they were.
    with TestClient(create_app(settings_for(url))) as client:
        for who in (ann, bob):
            after = client.get(f"/api/players/{who['player_id']}").json()
            assert after["ratings"] == ratings[who["name"]] == []
            assert [(g["outcome"], g["won"]) for g in after["unrated"]] == [
                ("aborted", who is winner)
            ]
        with client.websocket_connect(ws_url(rid, tokens[1 - stalled])) as ws:
            state = recv_until(ws, lambda m: m["type"] == "state")
            assert state["view"]["game_over"]["claimed"] is True
            assert state["view"]["status"] == "over"


def test_a_player_cannot_take_both_seats_of_a_rated_table(tmp_path: Any) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        ann, bob = player(client, "Ann"), player(client, "Bob")
        public = client.post(
            "/api/rooms", json={"mode": "friend", "visibility": "public"}, headers=as_player(ann)
        ).json()
        rid = public["room_id"]
        own = client.post(f"/api/rooms/{rid}/join", json={}, headers=as_player(ann))
        assert own.status_code == 409 and own.json()["code"] == "room/own_table"
        assert client.get(f"/api/rooms/{rid}").json()["status"] == "waiting"  # unchanged
        assert client.post(f"/api/rooms/{rid}/join", json={}, headers=as_player(bob)).is_success
        # A private room is not rated: opening one's own invite (a second tab) still works.
        friend = client.post("/api/rooms", json={"mode": "friend"}, headers=as_player(ann)).json()
        mine = client.post(f"/api/rooms/{friend['room_id']}/join", json={}, headers=as_player(ann))
        assert mine.is_success
        assert manager_of(client).rooms[friend["room_id"]].rated() is None


def computer_game(who: dict[str, str], client: TestClient) -> Message:
    """``who``'s new game against the easy computer, to 10: rated (a player's game)."""
    made = client.post(
        "/api/rooms",
        json={"mode": "computer", "level": "easy", "options": {"game_target": 10}},
        headers=as_player(who),
    )
    assert made.status_code == 201, made.text
    room: Message = made.json()
    return room


def friend_table(host: TestClient, guest: TestClient) -> tuple[str, str, str]:
    """A friend room made on ``host`` and joined as Bob on ``guest`` (the same app, or
    another process's): its id and the two seats' tokens."""
    room = create_room(host, mode="friend")
    rid = room["room_id"]
    joined = guest.post(f"/api/rooms/{rid}/join", json={"name": "Bob"}).json()
    return rid, room["token"], joined["token"]


def timed_table(
    host: TestClient, guest: TestClient, clock: dict[str, Any]
) -> tuple[str, str, dict[str, Any]]:
    """Ann's public table with the move clock ``clock``, Bob seated (on ``guest``'s
    process): the room id, Ann's token and Bob's join answer (``seat``, ``token``)."""
    ann, bob = player(host, "Ann"), player(host, "Bob")
    room = host.post(
        "/api/rooms",
        json={"mode": "friend", "visibility": "public", "clock": clock},
        headers=as_player(ann),
    ).json()
    rid = room["room_id"]
    joined = guest.post(f"/api/rooms/{rid}/join", json={}, headers=as_player(bob)).json()
    return rid, room["token"], joined


def test_a_seat_that_never_connects_can_be_claimed_against(tmp_path: Any) -> None:
    """Bob takes his seat and never comes (he left the pairing queue as it paired him):
    Ann is not stuck. Once he has been gone for the server's wait, she may claim as soon
    as the game waits on him; never during her own move."""
    time_passes = ManualClock()
    settings = settings_for(sqlite_url(tmp_path), claim_after_disconnect=10)
    with TestClient(create_app(settings, clock=time_passes)) as client:
        clock = {"per_move": 300, "bank": 0}
        rid, token, joined = timed_table(client, client, clock)
        bob_seat = joined["seat"]
        with client.websocket_connect(ws_url(rid, token)) as ws:
            state = recv_until(ws, lambda m: m["type"] == "state")
            assert state["view"]["claim"]["open"] is False
            assert state["view"]["claim"]["after"] == 10.0
            early = (
                "claim/too_early" if state["view"]["to_act"] == bob_seat else "claim/unavailable"
            )
            ws.send_json({"type": "claim"})
            assert recv_until(ws, lambda m: m["type"] == "error")["code"] == early
            time_passes.advance(9.9)  # not quite gone for the limit
            ws.send_json({"type": "claim"})
            assert recv_until(ws, lambda m: m["type"] == "error")["code"] == early
            time_passes.advance(0.6)
            while state["view"]["to_act"] != bob_seat:  # Ann's own move: move, not claim
                ws.send_json({"type": "claim"})
                refused = recv_until(ws, lambda m: m["type"] == "error")
                assert refused["code"] == "claim/unavailable"
                legal = state["view"]["legal"]
                move = next(m for m in legal if m["kind"] in ("pass", "draw", "discard"))
                ws.send_json({"type": "act", "state_id": state["state_id"], "action": move["id"]})
                state = recv_until(ws, newer_than(state["state_id"]))
                assert state["view"]["claim"]["open"] is (state["view"]["to_act"] == bob_seat)
            ws.send_json({"type": "claim"})
            over = recv_until(
                ws, lambda m: m["type"] == "state" and m["view"]["game_over"] is not None
            )
            assert over["view"]["game_over"]["claimed"] is True
            assert over["view"]["game_over"]["winner"] == 1 - bob_seat


def both_move(
    on_ann: WebSocketTestSession, on_bob: WebSocketTestSession, dealt: list[Message]
) -> Message:
    """Play from the dealt hand until each seat has made a real move (a draw, a take or a
    discard: a pass is none); Bob's socket's last state."""
    sockets = (on_ann, on_bob)
    state = dealt[1]
    done = [False, False]
    while not all(done):
        mover = 0 if dealt[0]["view"]["your_turn"] else 1
        move = choose(dealt[mover]["view"])
        sockets[mover].send_json(
            {"type": "act", "state_id": dealt[mover]["state_id"], "action": move}
        )
        done[mover] = done[mover] or move != "pass"
        dealt = [recv_until(ws, newer_than(dealt[mover]["state_id"])) for ws in sockets]
        state = dealt[1]
    return state


def test_a_player_resigns_and_the_game_is_the_opponents_rated_and_stored(
    tmp_path: Any,
) -> None:
    """Bob gives the game up mid-game (both have moved; they play from two addresses):
    Ann wins it at once, the score as it stood, both ratings move, his history says he
    resigned, a restart keeps it, and a rematch follows. Nothing to resign at a table
    waiting for its second player, nor once the game is over."""
    url = sqlite_url(tmp_path)
    with TestClient(create_app(settings_for(url))) as client:
        elsewhere = from_address(client, "198.51.100.2")
        ann, bob = player(client, "Ann"), player(elsewhere, "Bob")
        alone = client.post("/api/rooms", json={"mode": "friend"}, headers=as_player(ann))
        with client.websocket_connect(ws_url(alone.json()["room_id"], alone.json()["token"])) as ws:
            recv_until(ws, lambda m: m["type"] == "state")
            ws.send_json({"type": "resign"})
            assert recv_until(ws, lambda m: m["type"] == "error")["code"] == "resign/unavailable"
        paired = dict(zip(("ann", "bob"), pair(client, ann, elsewhere, bob), strict=True))
        rid = paired["ann"]["room_id"]
        ann_seat = paired["ann"]["seat"]
        with (
            client.websocket_connect(ws_url(rid, paired["ann"]["token"])) as on_ann,
            client.websocket_connect(ws_url(rid, paired["bob"]["token"])) as on_bob,
        ):
            for ws, who in ((on_ann, "ann"), (on_bob, "bob")):
                state = recv_until(ws, lambda m: m["type"] == "state")
                send_seed(ws, state["view"], who)
            dealt = [  # the first hand, once both seeds are in
                recv_until(ws, lambda m: m["type"] == "state" and m["view"]["phase"] != "shuffling")
                for ws in (on_ann, on_bob)
            ]
            moved = both_move(on_ann, on_bob, dealt)  # mid-game: each has moved
            on_bob.send_json({"type": "resign"})
            for ws in (on_ann, on_bob):
                over = recv_until(ws, lambda m: m["type"] == "state" and m["view"]["game_over"])
                sheet = over["view"]["game_over"]
                assert sheet["winner"] == ann_seat and sheet["resigned"] is True
                assert over["view"]["legal"] == [] and over["state_id"] == moved["state_id"] + 1
            assert sheet["text"] == f"You resigned: {ann['name']} wins the game."
            on_bob.send_json({"type": "resign"})
            assert recv_until(on_bob, lambda m: m["type"] == "error")["code"] == "game/over"
            ratings = {
                who["name"]: client.get(f"/api/players/{who['player_id']}").json()["ratings"][0]
                for who in (ann, bob)
            }
            assert ratings[ann["name"]]["rating"] > 1500 > ratings[bob["name"]]["rating"]
            assert ratings[ann["name"]]["games"] == ratings[bob["name"]]["games"] == 1
    with TestClient(create_app(settings_for(url))) as client:
        history = client.get("/api/history", headers=as_player(bob)).json()["games"]
        assert [(g["resigned"], g["won"], g["rated"]) for g in history] == [(True, False, True)]
        with (
            client.websocket_connect(ws_url(rid, paired["ann"]["token"])) as on_ann,
            client.websocket_connect(ws_url(rid, paired["bob"]["token"])) as on_bob,
        ):
            again = recv_until(on_ann, lambda m: m["type"] == "state")
            sheet = again["view"]["game_over"]
            assert sheet["resigned"] is True and sheet["winner"] == ann_seat
            assert sheet["text"] == f"{bob['name']} resigned: you win the game."
            for ws in (on_ann, on_bob):
                ws.send_json({"type": "rematch"})
            fresh = recv_until(
                on_ann, lambda m: m["type"] == "state" and m["view"]["game_number"] == 2
            )
            assert fresh["view"]["game_over"] is None


def test_a_seed_after_a_resignation_deals_no_hand_into_the_game(tmp_path: Any) -> None:
    """Ann resigns while the first deal waits for the seeds; her browser's seed comes
    after: it deals nothing (before, it dealt a hand into the finished game)."""
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        ann, bob = player(client, "Ann"), player(client, "Bob")
        paired = dict(zip(("ann", "bob"), pair(client, ann, client, bob), strict=True))
        rid = paired["ann"]["room_id"]
        with (
            client.websocket_connect(ws_url(rid, paired["ann"]["token"])) as on_ann,
            client.websocket_connect(ws_url(rid, paired["bob"]["token"])) as on_bob,
        ):
            waiting = recv_until(on_ann, lambda m: m["type"] == "state")
            assert waiting["view"]["status"] == "shuffling"
            assert send_seed(
                on_bob, recv_until(on_bob, lambda m: m["type"] == "state")["view"], "b"
            )
            on_ann.send_json({"type": "resign"})
            over = recv_until(on_ann, lambda m: m["type"] == "state" and m["view"]["game_over"])
            assert send_seed(on_ann, waiting["view"], "a")  # the seed the page sent on arrival
            on_ann.send_json({"type": "ping"})
            seen = []
            while (message := recv(on_ann))["type"] != "pong":
                seen.append(message)
            assert all(m["type"] == "state" and m["view"]["hand"] == [] for m in seen), seen
            room = manager_of(client).rooms[rid]
            assert room.is_over and not room.dealt and room.table.hand_number == 1
            assert over["view"]["game_over"]["resigned"] is True


def test_resigning_against_the_computer_is_a_rated_loss(tmp_path: Any) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        ann = player(client, "Ann")
        room = computer_game(ann, client)
        with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
            state = recv_until(ws, lambda m: m["type"] == "state")
            assert state["view"]["rated"] is True
            ws.send_json({"type": "resign"})
            over = recv_until(ws, lambda m: m["type"] == "state" and m["view"]["game_over"])
        sheet = over["view"]["game_over"]
        assert sheet["winner"] == 1 and sheet["resigned"] is True
        assert sheet["text"].startswith("You resigned: ")
        profile = client.get(f"/api/players/{ann['player_id']}").json()
        assert profile["vs_levels"]["easy"] == {"won": 0, "lost": 1}
        assert profile["ratings"][0]["rating"] < 1500


def test_a_loaded_room_keeps_the_running_turn_unless_its_time_ran_out(tmp_path: Any) -> None:
    """A process that loads a timed room (a socket came to it, or it restarted) takes
    the running turn's start from the stored clock, so it agrees with a process that
    served the room all along; a turn whose time ran out while no process served the
    room starts afresh instead (nobody could have taken the move)."""
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        rid, token, joined = timed_table(client, client, {"per_move": 60, "bank": 30})
        manager = manager_of(client)
        tokens = {0: token, joined["seat"]: joined["token"]}
        with (
            client.websocket_connect(ws_url(rid, tokens[0])) as s0,
            client.websocket_connect(ws_url(rid, tokens[1])) as s1,
        ):
            states = [recv_until(ws, lambda m: m["type"] == "state") for ws in (s0, s1)]
            mover = states[0]["view"]["to_act"]
            ws, state = (s0, s1)[mover], states[mover]
            move = choose(state["view"])
            ws.send_json({"type": "act", "state_id": state["state_id"], "action": move})
            recv_until(ws, newer_than(state["state_id"]))

            def loaded_time_left(seconds_ago: float) -> float:
                # The stored clock of the last move, as if that move was made so long ago.
                mark = ClockMark(time.time() - seconds_ago, (30.0, 30.0), (0, 0))
                with manager.store.engine.begin() as conn:
                    conn.execute(
                        update(actions).where(actions.c.room_id == rid).values(clock=mark.to_json())
                    )
                room = manager.load(rid)
                assert room is not None and room.clock is not None
                clock = room.clock

                async def tick() -> float:
                    manager.meeting.tick(room)
                    room.meeting.stop_timer()  # a copy: its timer must not play
                    seat = clock.running
                    assert seat is not None
                    return clock.time_left(seat, time.monotonic())

                return float(ws.portal.call(tick))

            assert 79.0 < loaded_time_left(10.0) <= 80.0  # 60 + 30, less the 10 s since
            assert loaded_time_left(200.0) == pytest.approx(90.0, abs=0.5)  # ran out: afresh
            # Nearly out: still the stored start, the deadline another process enforces.
            assert 2.0 < loaded_time_left(87.0) <= 3.0


def test_a_change_that_is_no_move_leaves_the_running_turn_alone(tmp_path: Any) -> None:
    """A seed for the next deal moves the room's version but is no move: the turn to
    move goes on from when it started (else holding a seed back would buy time)."""
    time_passes = ManualClock()
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)), clock=time_passes)) as client:
        rid, token, joined = timed_table(client, client, {"per_move": 60, "bank": 0})
        tokens = {0: token, joined["seat"]: joined["token"]}
        with (
            client.websocket_connect(ws_url(rid, tokens[0])) as s0,
            client.websocket_connect(ws_url(rid, tokens[1])) as s1,
        ):
            states = [recv_until(ws, lambda m: m["type"] == "state") for ws in (s0, s1)]
            running = states[0]["view"]["clock"]["running"]
            assert running is not None
            time_passes.advance(1.5)
            seeded = False
            for seat, ws in ((0, s0), (1, s1)):
                if send_seed(ws, states[seat]["view"], f"seed{seat}" * 4):
                    states[seat] = recv_until(ws, newer_than(states[seat]["state_id"]))
                    seeded = True
            assert seeded  # a seed for the next deal was waiting
            clock = states[0]["view"]["clock"]
            assert clock["running"] == running
            assert clock["seats"][running]["move_left"] == 58.5  # not a fresh 60


def test_chat_is_checked_limited_stored_and_kept_across_a_restart(tmp_path: Any) -> None:
    url = sqlite_url(tmp_path)
    with TestClient(create_app(settings_for(url))) as client:
        rid, token, bob = friend_table(client, client)
        with (
            client.websocket_connect(ws_url(rid, token)) as wa,
            client.websocket_connect(ws_url(rid, bob)) as wb,
        ):
            recv_until(wa, lambda m: m["type"] == "state")
            wa.send_json({"type": "chat", "text": "bad\u0000text"})
            assert recv_until(wa, lambda m: m["type"] == "error")["code"] == "chat/refused"
            wa.send_json({"type": "chat", "text": "x" * 201})
            assert recv_until(wa, lambda m: m["type"] == "error")["code"] == "chat/refused"
            # What names refuse, chat refuses: hidden tag characters, stacks of marks.
            for text in ("hi\U000e0068\U000e0069", "a" + "\u0301" * 60):
                wa.send_json({"type": "chat", "text": text})
                refused = recv_until(wa, lambda m: m["type"] == "error")
                assert refused["code"] == "chat/refused", refused
            for text in ("one", "two", "three", "four"):
                wa.send_json({"type": "chat", "text": text})
            assert recv_until(wa, lambda m: m["type"] == "error")["code"] == "rate/limited"
            assert hear_chat(wb, 3) == ["one", "two", "three"]
        options = client.get("/api/options").json()
        assert "Good game" in options["chat_phrases"]
    with (
        TestClient(create_app(settings_for(url))) as client,
        client.websocket_connect(ws_url(rid, bob)) as wb,
    ):
        history = recv_until(wb, lambda m: m["type"] == "chat_history")
        assert [m["text"] for m in history["messages"]] == ["one", "two", "three"]


def test_chat_reaches_each_socket_once_and_in_order_however_announcements_come(
    tmp_path: Any,
) -> None:
    """Messages stored by another process, announced late, twice and out of order,
    between this process's own: each socket here gets each message once, oldest first
    (before, two announcements answered at once sent the same messages twice, and one
    stored here made the process skip one stored elsewhere and not yet announced)."""
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        manager = manager_of(client)
        rid, token, bob = friend_table(client, client)
        with (
            client.websocket_connect(ws_url(rid, token)) as wa,
            client.websocket_connect(ws_url(rid, bob)) as wb,
        ):
            heard: dict[WebSocketTestSession, list[str]] = {wa: [], wb: []}

            def read_until(ws: WebSocketTestSession, last: str) -> None:
                """Read until a message of type ``last``, or the chat message ``last``
                (one, two and three may still be waiting to be read)."""
                while True:
                    message = recv(ws)
                    if message["type"] == "chat":
                        heard[ws].append(message["text"])
                    elif message["type"] == "chat_history":  # what was said: all of it
                        heard[ws] = [m["text"] for m in message["messages"]]
                    if last in (message["type"], message.get("text")):
                        return

            def elsewhere(text: str) -> None:  # stored by another process, unannounced
                with manager.store.engine.begin() as conn:
                    chat_store.add_message(conn, rid, 1, "Bob", text)

            async def settled() -> None:  # the deliveries started, and the history
                while manager.pipeline.tasks:
                    await asyncio.sleep(0.01)

            async def hear(*seqs: int) -> None:
                others = manager.others
                payloads = ({"r": rid, "c": seq, "o": "elsewhere"} for seq in seqs)
                await asyncio.gather(*map(others.on_announcement, payloads))
                await settled()

            wa.portal.call(settled)
            for text in ("one", "two", "three"):
                elsewhere(text)
            wa.portal.call(hear, 3, 1, 2, 3)
            wa.send_json({"type": "chat", "text": "four"})  # stored here
            read_until(wa, "four")  # stored: five comes after it
            elsewhere("five")  # announced only after six
            wb.send_json({"type": "chat", "text": "six"})
            read_until(wb, "six")
            wa.portal.call(hear, 5)
            for ws in (wa, wb):
                ws.send_json({"type": "ping"})
                read_until(ws, "pong")
            everything = ["one", "two", "three", "four", "five", "six"]
            assert heard == {wa: everything, wb: everything}


def test_a_game_against_the_computer_is_rated_and_shown_on_the_profile(tmp_path: Any) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        ann = player(client, "Ann")
        made = client.post(
            "/api/rooms",
            json={"mode": "computer", "level": "easy", "options": {"game_target": 10}},
            headers=as_player(ann),
        )
        room = made.json()
        with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
            state = recv_until(ws, lambda m: m["type"] == "state")
            assert state["view"]["names"][0] == ann["name"]
            over = play_turns(ws, state)
        won = over["view"]["game_over"]["winner"] == 0
        profile = client.get(f"/api/players/{ann['player_id']}").json()
        assert profile["ratings"][0]["pool"] == "standard-10"
        assert profile["ratings"][0]["provisional"] is True
        assert (profile["ratings"][0]["rating"] > 1500) == won
        assert profile["vs_levels"]["easy"] == {"won": int(won), "lost": int(not won)}
        assert profile["recent"][0]["opponent"].lower().startswith(("easy", "computer"))
        board = client.get("/api/leaderboard", params={"pool": "standard-10"}).json()
        assert board["players"] == []  # one game: provisional, not ranked yet
        assert "standard-10" in board["pools"]
        # Asked for no pool, the leaderboard opens at the only kind anybody played here
        # (it once opened at Standard to 100, which nobody had played).
        assert client.get("/api/leaderboard").json()["pool"] == "standard-10"
        me = client.get("/api/players/me", headers=as_player(ann)).json()
        assert me["name"] == ann["name"]
        assert client.get("/api/players/me", headers={"X-Player": "nope:nope"}).status_code == 401


def test_a_game_with_a_take_back_is_not_rated_and_a_hint_is_refused(tmp_path: Any) -> None:
    """Help must not lift a rating: the engine's is refused in a rated game until it
    ends (a hint: ``hint/rated``, and the game stays rated), and a take-back makes the
    game unrated, the view says so, and its end changes no rating, on a process that
    was restarted in between too (the help is counted on the stored game)."""
    settings = settings_for(sqlite_url(tmp_path), bot_delay=0.5)  # the pace is then kept
    with TestClient(create_app(settings)) as client:
        ann = player(client, "Ann")
        room = computer_game(ann, client)
        rid = room["room_id"]
        with client.websocket_connect(ws_url(rid, room["token"])) as ws:
            ws.send_json({"type": "pace", "computer_delay": 0})
            state = recv_until(ws, lambda m: m["type"] == "state")
            assert state["view"]["rated"] is True
            while not (
                state["view"]["your_turn"]
                and any(m["kind"] == "discard" for m in state["view"]["legal"])
            ):
                if state["view"]["your_turn"]:
                    kinds = {m["kind"]: m["id"] for m in state["view"]["legal"]}
                    move = kinds.get("draw", kinds.get("pass"))
                    ws.send_json({"type": "act", "state_id": state["state_id"], "action": move})
                state = recv_until(ws, newer_than(state["state_id"]), timeout=15)
            assert state["view"]["rated"] is True
            discard = next(m for m in state["view"]["legal"] if m["kind"] == "discard")
            ws.send_json({"type": "hint"})
            refused = recv_until(ws, lambda m: m["type"] in ("hint", "error"), timeout=60)
            assert refused["type"] == "error" and refused["code"] == "hint/rated", refused
            assert "no engine help in a rated game" in refused["message"]
            ws.send_json({"type": "pace", "computer_delay": 3})  # time to take it back
            ws.send_json({"type": "act", "state_id": state["state_id"], "action": discard["id"]})
            state = recv_until(ws, newer_than(state["state_id"]))
            assert state["view"]["rated"] is True and state["view"]["take_back"] is True
            ws.send_json({"type": "take_back", "state_id": state["state_id"]})
            state = recv_until(ws, newer_than(state["state_id"]))
            assert state["view"]["rated"] is False
            # Unrated now: the engine may help (the hint comes).
            ws.send_json({"type": "hint"})
            assert recv_until(ws, lambda m: m["type"] == "hint", timeout=60)["action"]
    with TestClient(create_app(settings)) as client:  # a restart remembers it
        with client.websocket_connect(ws_url(rid, room["token"])) as ws:
            ws.send_json({"type": "pace", "computer_delay": 0})
            state = recv_until(ws, lambda m: m["type"] == "state")
            assert state["view"]["rated"] is False
            # Storage decides, in the transaction that ends the game: a process that
            # missed the help (it was given on another one) still rates nothing.
            manager_of(client).rooms[rid].helped_game = None
            over = play_turns(ws, state)
            assert over["view"]["game_over"] is not None
            profile = client.get(f"/api/players/{ann['player_id']}").json()
            assert profile["ratings"] == [] and profile["recent"] == []
            assert "easy" not in profile["vs_levels"]
            history = client.get("/api/history", headers=as_player(ann)).json()
            assert [g["rated"] for g in history["games"]] == [False]
            # The help was that game's: the rematch is rated again, and its end rates.
            ws.send_json({"type": "rematch"})
            state = recv_until(ws, lambda m: m["type"] == "state" and m["view"]["game_number"] == 2)
            assert state["view"]["rated"] is True
            over = play_turns(ws, state)
        profile = client.get(f"/api/players/{ann['player_id']}").json()
        assert [r["games"] for r in profile["ratings"]] == [1] and len(profile["recent"]) == 1
        history = client.get("/api/history", headers=as_player(ann)).json()
        assert [g["rated"] for g in history["games"]] == [True, False]  # newest first


def test_an_identity_moves_to_another_device_with_a_one_time_code(tmp_path: Any) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        ann = player(client, "Ann")
        code = client.post("/api/players/me/transfer", headers=as_player(ann)).json()["code"]
        moved = client.post("/api/players/claim", json={"code": code}).json()
        assert moved["player_id"] == ann["player_id"] and moved["secret"] != ann["secret"]
        assert client.post("/api/players/claim", json={"code": code}).status_code == 404
        header = {"X-Player": f"{moved['player_id']}:{moved['secret']}"}
        assert client.get("/api/players/me", headers=header).json()["name"] == ann["name"]
        assert client.get("/api/players/me", headers=as_player(ann)).status_code == 200
        renamed = client.post("/api/players/me/name", json={"name": "Anna"}, headers=header)
        assert renamed.json()["name"].startswith("Anna#")
        bad = client.post("/api/players", json={"name": "\u202eevil"})
        assert bad.status_code == 422 and bad.json()["code"] == "player/bad_name"


def test_only_a_presets_rules_are_rated(tmp_path: Any) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        ann = player(client, "Ann")
        rated = {}
        for options in ({"game_target": 50}, {"knock_limit": 7}):
            made = client.post(
                "/api/rooms",
                json={"mode": "computer", "level": "easy", "options": options},
                headers=as_player(ann),
            ).json()
            room = manager_of(client).rooms[made["room_id"]]
            rated[str(options)] = (room.setup.rated, room.setup.pool)
        anonymous = create_room(client, mode="computer")
        assert manager_of(client).rooms[anonymous["room_id"]].setup.rated is False
    assert rated == {
        "{'game_target': 50}": (True, "standard-50"),
        "{'knock_limit': 7}": (False, "standard-100"),
    }


def test_the_lobby_leaves_out_tables_and_games_left_long_ago(tmp_path: Any) -> None:
    from sqlalchemy import create_engine, text

    url = sqlite_url(tmp_path)
    with TestClient(create_app(settings_for(url))) as client:
        ann = player(client, "Ann")
        fresh = create_room(client, mode="friend", visibility="public")["room_id"]
        old = create_room(client, mode="friend", visibility="public")["room_id"]
        listed = {t["room_id"] for t in client.get("/api/lobby").json()["tables"]}
        assert listed == {fresh, old}
        engine = create_engine(url)
        with engine.begin() as conn:  # opened two hours ago, its host long gone
            conn.execute(
                text("UPDATE rooms SET created = '2000-01-01 00:00:00' WHERE id = :id"),
                {"id": old},
            )
        engine.dispose()
        listed = {t["room_id"] for t in client.get("/api/lobby").json()["tables"]}
        assert listed == {fresh}
        assert ann["name"]


@contextmanager
def friends_on_two_processes(
    database: str,
) -> Iterator[tuple[WebSocketTestSession, WebSocketTestSession]]:
    """A friend room's two seats on two processes of one database: the host's socket on
    the first, Bob's on the second."""
    settings = settings_for(database)
    with TestClient(create_app(settings)) as a, TestClient(create_app(settings)) as b:
        rid, token, bob = friend_table(a, b)
        with (
            a.websocket_connect(ws_url(rid, token)) as on_a,
            b.websocket_connect(ws_url(rid, bob)) as on_b,
        ):
            yield on_a, on_b


def test_chat_reaches_a_seat_on_another_process(fresh_postgres: str) -> None:
    with friends_on_two_processes(fresh_postgres) as (on_a, on_b):
        recv_until(on_b, lambda m: m["type"] == "state")
        for text in ("hi", "there"):
            on_a.send_json({"type": "chat", "text": text})
        # "hi" may come in the history Bob's socket is sent as it connects: stored on
        # the first process before the second heard of it, it is told there once.
        assert hear_chat(on_b, 2) == ["hi", "there"]


def test_a_resignation_reaches_the_seat_on_another_process(fresh_postgres: str) -> None:
    with friends_on_two_processes(fresh_postgres) as (on_a, on_b):
        recv_until(on_a, lambda m: m["type"] == "state")
        on_b.send_json({"type": "resign"})
        over = recv_until(on_a, lambda m: m["type"] == "state" and m["view"]["game_over"])
        assert over["view"]["game_over"]["resigned"] is True
        assert over["view"]["game_over"]["text"] == "Bob resigned: you win the game."


def test_a_hint_is_refused_in_a_rated_game_on_every_process(fresh_postgres: str) -> None:
    settings = settings_for(fresh_postgres)
    with TestClient(create_app(settings)) as a, TestClient(create_app(settings)) as b:
        ann = player(a, "Ann")
        room = computer_game(ann, a)
        rid, token = room["room_id"], room["token"]
        with (
            a.websocket_connect(ws_url(rid, token)) as on_a,
            b.websocket_connect(ws_url(rid, token)) as on_b,
            b.websocket_connect(ws_url(rid, token)) as beside_b,
        ):
            state = recv_until(on_a, lambda m: m["type"] == "state")
            while not state["view"]["your_turn"]:
                state = recv_until(on_a, newer_than(state["state_id"]))
            assert state["view"]["rated"] is True
            for tab in (on_a, on_b, beside_b):  # each process refuses alike
                tab.send_json({"type": "hint"})
                answer = recv_until(tab, lambda m: m["type"] in ("hint", "error"), timeout=60)
                assert answer["type"] == "error" and answer["code"] == "hint/rated", answer
            assert manager_of(a).rooms[rid].rated() is not None  # still rated


@pytest.mark.slow  # waits out real move clocks: about 15 seconds
def test_two_processes_agree_on_the_time_outs(fresh_postgres: str) -> None:
    """Each seat on its own process, nobody moves: the server plays for the seat to
    move, and both processes count those time-outs alike (a time-out stored by one is
    one on the other too); time-outs of players who are there give no claim."""
    settings = settings_for(fresh_postgres)
    with TestClient(create_app(settings)) as a, TestClient(create_app(settings)) as b:
        clock = {"per_move": 5, "bank": 0}
        rid, token, joined = timed_table(a, b, clock)
        with (
            a.websocket_connect(ws_url(rid, token)) as on_a,
            b.websocket_connect(ws_url(rid, joined["token"])) as on_b,
        ):
            seen = {0: recv_until(on_a, lambda m: m["type"] == "state")}
            seen[1] = recv_until(on_b, lambda m: m["type"] == "state")
            for _ in range(3):  # three time-outs, 5 s each
                latest = max(s["state_id"] for s in seen.values())
                for seat, ws in ((0, on_a), (1, on_b)):
                    seen[seat] = recv_until(ws, newer_than(latest), timeout=15)
                clocks = [seen[seat]["view"]["clock"] for seat in (0, 1)]
                counts = [[c["seats"][s]["timeouts"] for s in (0, 1)] for c in clocks]
                assert counts[0] == counts[1], counts  # one count, whichever process
                assert [seen[seat]["view"]["claim"] for seat in (0, 1)] == [None, None]


def test_a_move_stored_by_another_process_sets_the_clock_here(tmp_path: Any) -> None:
    """A move that reaches this process from storage carries the clock it left: its
    time-outs in a row and banks are taken as stored (a time-out there is one here,
    never a move of the seat's own), and the next turn runs from when the move was
    made, not from when this process heard of it."""
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        clock = {"per_move": 60, "bank": 30}
        rid, token, _ = timed_table(client, client, clock)
        manager = manager_of(client)
        with client.websocket_connect(ws_url(rid, token)) as ws:
            recv_until(ws, lambda m: m["type"] == "state")
            live = manager.rooms[rid]
            moves = live.clock
            assert moves is not None

            async def other_process_times_out() -> tuple[int, float]:
                # What a catch-up from storage brings: the room moved on, with the mark
                # the other process stored with its time-out, made 10 s ago.
                seat = moves.running
                assert seat is not None
                live.table.act(seat, live.table.state.legal_actions()[0])
                live.state_id += 1
                banks = (0.0, 30.0) if seat == 0 else (30.0, 0.0)
                timeouts = (1, 0) if seat == 0 else (0, 1)
                mark = ClockMark(time.time() - 10.0, banks, timeouts)
                where = (live.game_number, live.table.hand_number, len(live.table.state.actions))
                live.clock_mark = (where, mark)
                manager.meeting.tick(live)
                nxt = moves.running
                assert nxt is not None
                return seat, moves.time_left(nxt, time.monotonic()) - moves.bank_left(nxt)

            seat, left = ws.portal.call(other_process_times_out)
            assert moves.timeouts(seat) == 1 and moves.bank_left(seat) == 0.0
            assert moves.bank_left(1 - seat) == 30.0
            assert live.may_claim(1 - seat) is False  # time-outs alone give no claim
            assert 48.0 < left < 50.5  # the move's 60 s less the 10 since it was made


def test_one_player_joining_twice_at_once_on_two_processes_gets_one_answer(
    fresh_database: str,
) -> None:
    """The same person's ``POST /api/pairing`` sent twice at the same moment (a double
    click, a retry through another process) is one join: both answers agree, and neither
    is a 500 (the queue's key was once inserted twice). On PostgreSQL the two requests go
    to two processes of one database; SQLite serves one process, which gets both."""
    import threading

    settings = settings_for(fresh_database)
    body = {"rules": "standard", "target": 100}
    with ExitStack() as stack:  # a failure is answered as a 500, as it would be to a browser
        a = stack.enter_context(TestClient(create_app(settings), raise_server_exceptions=False))
        b = a
        if not fresh_database.startswith("sqlite"):
            b = stack.enter_context(TestClient(create_app(settings), raise_server_exceptions=False))

        def both_at_once(who: dict[str, str]) -> list[Any]:
            barrier = threading.Barrier(2)
            answers: list[Any] = [None, None]

            def send(index: int, client: TestClient) -> None:
                barrier.wait()
                answers[index] = client.post("/api/pairing", json=body, headers=as_player(who))

            threads = [threading.Thread(target=send, args=(i, c)) for i, c in enumerate((a, b))]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            return answers

        ann = player(a, "Ann")
        for _ in range(20):  # nobody else waits: both say "waiting", one of one
            answers = both_at_once(ann)
            assert [r.status_code for r in answers] == [200, 200], [r.text for r in answers]
            assert [r.json() for r in answers] == [
                {
                    "status": "waiting",
                    "pool": "standard-100",
                    "waiting": 1,
                    "computer_offer_after": 20.0,
                }
            ] * 2
            assert a.delete("/api/pairing", headers=as_player(ann)).status_code == 200
        for round in range(10):  # somebody waits: both answers are the one pairing
            bob, cy = player(b, f"Bob{round}"), player(a, f"Cy{round}")
            assert b.post("/api/pairing", json=body, headers=as_player(bob)).status_code == 200
            answers = both_at_once(cy)
            assert [r.status_code for r in answers] == [200, 200], [r.text for r in answers]
            got = [r.json() for r in answers]
            assert [g["status"] for g in got] == ["paired", "paired"], got
            assert got[0]["room_id"] == got[1]["room_id"] and got[0]["seat"] == got[1]["seat"]
            assert sorted(g["token"] is None for g in got) == [False, True]  # handed once
            theirs = b.get("/api/pairing", headers=as_player(bob)).json()
            assert theirs["room_id"] == got[0]["room_id"] and theirs["token"]
