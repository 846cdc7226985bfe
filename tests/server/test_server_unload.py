"""Idle rooms leave memory and come back exactly: the server's memory follows the rooms
in play, not every room ever opened."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from ginrummy.server import create_app
from ginrummy.server.rooms.manager import RoomManager, RoomUnloaded
from tests.helpers.clock import ManualClock
from tests.helpers.server import (
    create_room,
    my_move,
    play_moves,
    recv,
    settings_for,
    sqlite_url,
    wait_until,
    ws_url,
)

LATER = 10_000.0  # seconds past every idle limit used here


def manager_of(client: TestClient) -> RoomManager:
    manager: RoomManager = client.app.state.manager  # type: ignore[attr-defined]
    return manager


@contextmanager
def served(tmp_path: Path, idle: float) -> Iterator[tuple[TestClient, RoomManager]]:
    """A test server whose rooms unload after ``idle`` seconds, and its room manager."""
    settings = settings_for(sqlite_url(tmp_path), room_idle_seconds=idle)
    with TestClient(create_app(settings)) as client:
        yield client, manager_of(client)


def snapshot(manager: RoomManager, room_id: str) -> dict[str, Any]:
    room = manager.rooms[room_id]
    return {
        "record": room.table.record().to_dict()["hands"],
        "state_id": room.state_id,
        "names": list(room.names),
        "game_number": room.game_number,
        "to_act": room.table.to_act,
    }


def test_an_idle_room_is_unloaded_and_rebuilt_exactly(tmp_path: Path) -> None:
    with served(tmp_path, 600) as (client, manager):
        room = create_room(client, level="hard")
        rid, token = room["room_id"], room["token"]
        with client.websocket_connect(ws_url(rid, token)) as ws:
            play_moves(ws, recv(ws), 6)
        before = snapshot(manager, rid)
        assert manager.unload_idle() == 0  # just used: stays
        assert manager.unload_idle(time.monotonic() + LATER) == 1
        assert rid not in manager.rooms
        assert client.get(f"/api/rooms/{rid}").status_code == 200  # loads it again
        assert snapshot(manager, rid) == before
        with client.websocket_connect(ws_url(rid, token)) as ws:
            state = recv(ws)
            assert state["state_id"] == before["state_id"]
            play_moves(ws, state, 2)  # and play goes on
        assert manager.rooms[rid].state_id > before["state_id"]


@pytest.mark.parametrize("deal_seed", [18, 19, 20261201])
def test_unloaded_at_every_move_the_room_comes_back_the_same(
    tmp_path: Path, deal_seed: int
) -> None:
    """Unload and rebuild after each move of ours through a whole hand, its showdown (the
    hand over, the next one not yet asked for) and into the next hand: each rebuild is
    the room as it was, and the game goes on from it."""
    settings = settings_for(sqlite_url(tmp_path), room_idle_seconds=600, deal_seed=deal_seed)
    with TestClient(create_app(settings)) as client:
        manager = manager_of(client)
        room = create_room(client, level="hard")
        rid, token = room["room_id"], room["token"]
        showdowns = 0
        with client.websocket_connect(ws_url(rid, token)) as ws:
            state = my_move(ws)
        while showdowns < 1 or state["view"]["hand_number"] < 2:
            if state["view"]["next"]["next_hand"]:
                showdowns += 1
                assert state["view"]["showdown"] is not None
            before = snapshot(manager, rid)
            assert manager.unload_idle(time.monotonic() + LATER) == 1
            assert client.get(f"/api/rooms/{rid}").status_code == 200
            assert snapshot(manager, rid) == before
            with client.websocket_connect(ws_url(rid, token)) as ws:
                again = recv(ws)
                assert again["state_id"] == state["state_id"]
                assert again["view"] == state["view"]
                state = play_moves(ws, again, 1)
        assert showdowns == 1 and state["view"]["hand_number"] == 2


def test_rooms_in_use_stay_loaded(tmp_path: Path) -> None:
    with served(tmp_path, 600) as (client, manager):
        room = create_room(client, mode="friend")
        rid = room["room_id"]
        with client.websocket_connect(ws_url(rid, room["token"])) as ws:
            recv(ws)
            assert manager.unload_idle(time.monotonic() + LATER) == 0  # a socket is open
        assert manager.unload_idle(time.monotonic() + LATER) == 1


def test_no_limit_keeps_every_room(tmp_path: Path) -> None:
    with served(tmp_path, 0) as (client, manager):
        create_room(client, mode="friend")
        assert manager.unload_idle(time.monotonic() + LATER) == 0


def test_a_stale_room_object_is_refused_and_a_fresh_lookup_works(tmp_path: Path) -> None:
    with served(tmp_path, 600) as (client, manager):
        room = create_room(client, mode="friend")
        rid = room["room_id"]
        stale = manager.rooms[rid]
        assert manager.unload_idle(time.monotonic() + LATER) == 1
        with pytest.raises(RoomUnloaded, match="unloaded"):
            asyncio.run(manager.join(stale, name="Bob", client_id=None))
        assert stale.token_hashes[1] is None  # nothing changed
        joined = client.post(f"/api/rooms/{rid}/join", json={"name": "Bob"})
        assert joined.status_code == 200 and joined.json()["seat"] == 1
        assert manager.rooms[rid].names[1] == "Bob"


def test_the_sweeper_unloads_in_the_background(tmp_path: Path) -> None:
    time_passes = ManualClock()
    settings = settings_for(sqlite_url(tmp_path), room_idle_seconds=0.05)
    with TestClient(create_app(settings, clock=time_passes)) as client:
        manager = manager_of(client)
        room = create_room(client, mode="friend")
        rid = room["room_id"]
        time_passes.advance(0.04)  # not idle long enough: the sweeper keeps it
        assert not wait_until(lambda: rid not in manager.rooms, timeout=0.2)
        time_passes.advance(0.02)
        assert wait_until(lambda: rid not in manager.rooms)  # the sweeper's next round
        with client.websocket_connect(ws_url(rid, room["token"])) as ws:
            assert recv(ws)["view"]["room_id"] == rid


def test_a_lookup_that_races_the_sweep_is_retried(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The room is unloaded between the handler's lookup and its use (forced here): the
    socket and the join both look it up again and go on, with nothing lost."""
    with served(tmp_path, 600) as (client, manager):
        room = create_room(client, mode="friend")
        rid = room["room_id"]
        races = {"connect": 0, "join": 0}

        def racing(name: str, original: Any) -> Any:
            async def wrapper(self: RoomManager, stale: Any, *args: Any, **kwargs: Any) -> Any:
                if not races[name]:
                    races[name] += 1
                    assert self.unload_idle(time.monotonic() + LATER) == 1
                return await original(self, stale, *args, **kwargs)

            return wrapper

        monkeypatch.setattr(RoomManager, "connect", racing("connect", RoomManager.connect))
        monkeypatch.setattr(RoomManager, "join", racing("join", RoomManager.join))
        with client.websocket_connect(ws_url(rid, room["token"])) as ws:
            assert recv(ws)["view"]["room_id"] == rid
            assert manager.rooms[rid].sockets[0]  # on the fresh room object
        joined = client.post(f"/api/rooms/{rid}/join", json={"name": "Bob"})
        assert joined.status_code == 200 and joined.json()["seat"] == 1
        assert races == {"connect": 1, "join": 1}
        assert manager.rooms[rid].names == ["Player 1", "Bob"]
