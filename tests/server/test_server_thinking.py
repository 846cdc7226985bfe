"""The computer's moves and the hints come from the thinking pool, never from the event
loop, and one seat can have only one hint in flight."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from ginrummy.server import create_app
from ginrummy.server.rooms import thinking
from tests.helpers.server import (
    create_room,
    is_my_move,
    nothing_pending,
    play_moves,
    recv,
    recv_until,
    settings_for,
    sqlite_url,
    ws_url,
)


def test_the_master_plays_and_hints_from_a_process_pool(tmp_path: Path) -> None:
    settings = settings_for(sqlite_url(tmp_path), think_workers=1)
    with TestClient(create_app(settings)) as client:
        manager = client.app.state.manager  # type: ignore[attr-defined]
        room = create_room(client, level="master")
        with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
            state = recv_until(ws, is_my_move)
            ws.send_json({"type": "hint"})
            advice = recv_until(ws, lambda m: m["type"] == "hint")
            assert advice["state_id"] == state["state_id"]
            assert advice["action"]["id"] in {m["id"] for m in state["view"]["legal"]}
            after = play_moves(ws, state, 12)  # the computer answers every one
        assert after["state_id"] > state["state_id"] + 12
        pool = manager.thinker._pool
        assert pool is not None and type(pool).__name__ == "ProcessPoolExecutor"


def test_one_hint_at_a_time_per_seat(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two tabs of one seat ask at once while a hint takes a while: one gets it, the
    other is told to wait; the event loop meanwhile answers the other tab's ping."""
    real = thinking.think_hint
    started, release = threading.Event(), threading.Event()

    def slow(*args: Any) -> Any:  # takes until the test lets it finish
        started.set()
        assert release.wait(30)
        return real(*args)

    monkeypatch.setattr(thinking, "think_hint", slow)
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        room = create_room(client, level="hard")
        url = ws_url(room["room_id"], room["token"])
        with client.websocket_connect(url) as one, client.websocket_connect(url) as two:
            recv_until(one, is_my_move)
            recv_until(two, is_my_move)
            one.send_json({"type": "hint"})
            assert started.wait(30)  # the first hint is being worked out
            two.send_json({"type": "ping"})
            assert recv(two)["type"] == "pong"
            assert nothing_pending(one, 0.0)  # the pong did not wait for the hint
            two.send_json({"type": "hint"})
            refused = recv(two)
            assert refused["type"] == "error" and refused["code"] == "rate/limited"
            release.set()
            assert recv(one)["type"] == "hint"
            two.send_json({"type": "hint"})
            assert recv(two)["type"] == "hint"  # once the first is done, asking works
