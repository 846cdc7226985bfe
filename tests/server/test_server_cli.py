"""``ginrummy serve``: prints the address, serves the lobby and a real WebSocket."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from ginrummy.cli import main
from ginrummy.server import Settings
from ginrummy.server.online.fair_play import FairPlay
from ginrummy.server.serve import SETTINGS_ENV, display_url, settings_from_env, settings_to_env
from tests.helpers.server import choose, seat_subprotocols


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def test_display_url() -> None:
    assert display_url("127.0.0.1", 8000) == "http://127.0.0.1:8000/"
    assert display_url("0.0.0.0", 80) == "http://127.0.0.1:80/"
    assert display_url("::1", 8000) == "http://[::1]:8000/"


def test_bad_arguments_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--port", "0"]) == 2
    assert "--port" in capsys.readouterr().err
    assert main(["serve", "--bot-delay", "-1"]) == 2
    assert main(["serve", "--room-idle", "-5"]) == 2
    assert "--room-idle" in capsys.readouterr().err
    assert main(["serve", "--room-idle", "nan"]) == 2


def test_fair_play_numbers_are_checked_and_reach_the_worker_processes(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert main(["serve", "--fair-play", "sandbag=3"]) == 2
    assert "--fair-play: no fair-play setting 'sandbag'" in capsys.readouterr().err
    assert main(["serve", "--fair-play", "abandon_limit=0"]) == 2
    assert "abandon_limit must be at least 1" in capsys.readouterr().err
    rules = FairPlay.from_assignments(["sandbag_losses=4", "leaderboard_days=7"])
    settings = Settings(database_url="sqlite://", fair_play=rules)
    monkeypatch.setenv(SETTINGS_ENV, settings_to_env(settings))
    assert settings_from_env().fair_play == rules


def _start(port: int, database: str) -> subprocess.Popen[bytes]:
    env = {**os.environ, "GINRUMMY_DATABASE_URL": database}
    command = [sys.executable, "-m", "ginrummy", "serve", "--port", str(port), "--bot-delay", "0"]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    assert proc.stdout is not None
    first = proc.stdout.readline().decode()
    assert first.strip() == f"Open http://127.0.0.1:{port}/ in your browser"
    deadline = time.monotonic() + 20
    while True:
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/options", timeout=2)
            return proc
        except httpx.TransportError:
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.05)


def _stop(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    proc.wait(timeout=10)


def _next_state(ws: ClientConnection) -> dict[str, Any]:
    while True:
        message: dict[str, Any] = json.loads(ws.recv(timeout=5))
        if message["type"] == "state":
            return message


def test_serve_runs_a_real_server_and_a_restart_resumes_the_game(tmp_path: Path) -> None:
    """Two real server processes, one after the other, on one SQLite file."""
    port = _free_port()
    database = f"sqlite:///{tmp_path / 'g.sqlite3'}"
    base = f"http://127.0.0.1:{port}"
    proc = _start(port, database)
    try:
        room = httpx.post(f"{base}/api/rooms", json={"mode": "computer"}).json()
        url = f"ws://127.0.0.1:{port}/ws/rooms/{room['room_id']}"
        offer = seat_subprotocols(room["token"])
        with connect(url, open_timeout=5, subprotocols=offer) as ws:
            state = _next_state(ws)
            assert state["view"]["seat"] == 0
            moves = 0
            while moves < 6 or not state["view"]["your_turn"]:
                view = state["view"]
                if view["next"]["next_hand"]:
                    ws.send(json.dumps({"type": "next_hand"}))
                elif view["your_turn"]:
                    act = {"type": "act", "state_id": state["state_id"], "action": choose(view)}
                    ws.send(json.dumps(act))
                    moves += 1
                state = _next_state(ws)
            ws.send("x" * 100_000)  # over uvicorn's frame limit: the socket is closed
            with pytest.raises(ConnectionClosed):
                while True:
                    ws.recv(timeout=5)
    finally:
        _stop(proc)
    proc = _start(port, database)  # a new process on the same file
    try:
        with connect(url, open_timeout=5, subprotocols=offer) as ws:
            resumed = _next_state(ws)
        assert resumed["state_id"] == state["state_id"]
        assert resumed["view"] == state["view"]
    finally:
        _stop(proc)
