"""Storage on SQLite and on a real PostgreSQL server, and a server restart mid-game.

The PostgreSQL cases run when ``GINRUMMY_TEST_POSTGRES_URL`` is set (``.ci/run``
starts a server and sets it); without it they are skipped.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from ginrummy.server import Store, create_app
from ginrummy.server.storage.store import (
    GameFinish,
    GameResult,
    NewHand,
    SeatRow,
    StaleWrite,
    hash_token,
)
from tests.helpers.server import (
    choose,
    create_room,
    play_turns,
    recv,
    recv_until,
    settings_for,
    sqlite_url,
    ws_url,
)

PG_URL = os.environ.get("GINRUMMY_TEST_POSTGRES_URL")


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield sqlite_url(tmp_path)
        return
    if not PG_URL:
        pytest.skip("GINRUMMY_TEST_POSTGRES_URL is not set")
    yield PG_URL


def _deck() -> tuple[str, ...]:
    return tuple(f"{r}{s}" for s in "CDHS" for r in "A23456789TJQK")


def test_store_round_trip(database_url: str) -> None:
    store = Store(database_url)
    try:
        room_id = "t" + secrets.token_hex(8)
        client_id = "c" + secrets.token_hex(8)
        store.create_room(
            room_id,
            mode="friend",
            level=None,
            rules={"name": "standard"},
            seat_rows=(
                SeatRow(0, "Ann", client_id, hash_token("secret"), False),
                SeatRow(1, None, None, None, False),
            ),
            first_dealer=1,
            hand=NewHand(1, 1, _deck(), 2**62 + 5),
            status="waiting",
        )
        assert store.take_seat(room_id, 1, name="Bob", client_id=None, token_hash="h")
        assert not store.take_seat(room_id, 1, name="Eve", client_id=None, token_hash="e")
        assert store.load_room(room_id).state_id == 1  # type: ignore[union-attr]
        for seq, text in enumerate(["pass", "pass", "draw"]):
            new = store.append_action(
                room_id,
                seen=seq + 1,
                game_number=1,
                hand_number=1,
                seq=seq,
                seat=seq % 2,
                action=text,
            )
            assert new == seq + 2
        # a change made from an old version writes nothing
        with pytest.raises(StaleWrite):
            store.append_action(
                room_id, seen=3, game_number=1, hand_number=1, seq=3, seat=1, action="discard 2C"
            )
        assert store.set_ready(room_id, seen=4, ready=0b01) == 5
        assert store.load_room(room_id).ready == 0b01  # type: ignore[union-attr]
        with pytest.raises(StaleWrite):
            store.add_hand(room_id, 1, NewHand(2, 0, _deck()[::-1], 7), seen=4)
        assert store.add_hand(room_id, 1, NewHand(2, 0, _deck()[::-1], 7), seen=5) == 6
        row = store.load_room(room_id)
        assert row is not None and row.state_id == 6 and row.status == "playing"
        assert row.ready == 0
        finish = GameFinish(
            1, 0, {"net": 10}, (GameResult(0, client_id, True, 1, 0, 2, 3, 150, 120),)
        )
        assert (
            store.append_action(
                room_id,
                seen=6,
                game_number=1,
                hand_number=2,
                seq=0,
                seat=1,
                action="pass",
                finish=finish,
            )
            == 7
        )
        assert store.load_room(room_id).status == "over"  # type: ignore[union-attr]
        assert row.seats[0].token_hash == hash_token("secret") and row.seats[1].name == "Bob"
        assert row.first_dealer == 1 and len(row.hands) == 2
        assert row.hands[0].actions == ("pass", "pass", "draw")
        assert row.hands[0].reshuffle_seed == 2**62 + 5 and row.hands[1].deck == _deck()[::-1]
        assert (
            store.new_game(room_id, 2, first_dealer=0, hand=NewHand(1, 0, _deck(), 1), seen=7) == 8
        )
        row = store.load_room(room_id)
        assert row is not None and row.game_number == 2 and len(row.hands) == 1
        assert row.state_id == 8 and row.status == "playing"
        assert row.hands[0].actions == ()
        # A hint is counted on a game still going (it is then not rated), never on one
        # already over: its end, rated or not, is stored.
        assert not row.assisted
        assert store.count_hint(room_id, 1) is False
        assert store.count_hint(room_id, 2) is True
        assert store.load_room(room_id).assisted  # type: ignore[union-attr]
        stats = store.stats(client_id)
        assert stats["games"] == 1 and stats["wins"] == 1 and stats["gins"] == 1
        assert stats["average_points"] == 150.0 and stats["average_net"] == 120.0
        assert store.load_room("missing" + secrets.token_hex(4)) is None
    finally:
        store.close()


def test_restart_mid_game_resumes_the_exact_game(database_url: str) -> None:
    """Play half a game, drop the app, start a new one on the same database: the same
    seat, the same cards, the same state_id, and the game plays on to its end."""
    settings = settings_for(database_url)
    with TestClient(create_app(settings)) as client:
        room = create_room(client, client_id="restart-" + secrets.token_hex(4))
        rid = room["room_id"]
        url = ws_url(rid, room["token"])
        with client.websocket_connect(url) as ws:
            state = recv(ws)
            moves = 0
            while True:  # nine moves, then stop where the computer waits for us
                view = state["view"]
                if moves >= 9 and (view["your_turn"] or view["next"]["next_hand"]):
                    break
                if view["your_turn"]:
                    ws.send_json(
                        {"type": "act", "state_id": state["state_id"], "action": choose(view)}
                    )
                    moves += 1
                elif view["next"]["next_hand"]:
                    ws.send_json({"type": "next_hand"})
                state = recv_until(ws, lambda m: m["type"] == "state")
            last = state
        record = client.app.state.manager.rooms[rid].table.record()  # type: ignore[attr-defined]
    with TestClient(create_app(settings)) as client:
        assert rid not in client.app.state.manager.rooms  # type: ignore[attr-defined]
        info = client.get(f"/api/rooms/{rid}").json()
        assert info["seats"][0]["name"] == "Player 1"
        with client.websocket_connect(url) as ws:
            resumed = recv(ws)
            assert resumed["state_id"] == last["state_id"]
            assert resumed["view"] == last["view"]
            again = client.app.state.manager.rooms[rid].table.record()  # type: ignore[attr-defined]
            assert again.hands == record.hands and again.first_dealer == record.first_dealer
            final = play_turns(ws, resumed)
        assert final["view"]["game_over"] is not None


def test_restart_between_two_people_keeps_both_seats(tmp_path: Path) -> None:
    settings = settings_for(sqlite_url(tmp_path))
    with TestClient(create_app(settings)) as client:
        room = create_room(client, mode="friend", name="Ann")
        rid = room["room_id"]
        joined = client.post(f"/api/rooms/{rid}/join", json={"name": "Bob"}).json()
        with client.websocket_connect(ws_url(rid, joined["token"])) as ws1:
            before = recv(ws1)
    with TestClient(create_app(settings)) as client:
        with client.websocket_connect(ws_url(rid, joined["token"])) as ws1:
            after = recv(ws1)
        assert after["view"]["hand"] == before["view"]["hand"]
        assert after["view"]["names"] == ["Ann", "Bob"]
        with client.websocket_connect(ws_url(rid, room["token"])) as ws0:
            assert recv(ws0)["view"]["seat"] == 0
