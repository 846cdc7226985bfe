"""Health and readiness probes, Prometheus metrics and JSON logs."""

from __future__ import annotations

import json
import logging
import os
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from ginrummy.server import create_app
from ginrummy.server.routes import operations
from tests.helpers.server import (
    create_room,
    fresh_postgres_database,
    is_my_move,
    play_moves,
    recv_until,
    settings_for,
    sqlite_url,
    ws_url,
)

PG_URL = os.environ.get("GINRUMMY_TEST_POSTGRES_URL")
METRICS_TOKEN = "scraper-token-0123456789"
SCRAPER = {"Authorization": f"Bearer {METRICS_TOKEN}"}


def metric(text: str, name: str) -> float:
    """The value of one sample line of the Prometheus text format."""
    for line in text.splitlines():
        if line.startswith((name + " ", name + "{")):
            return float(line.rsplit(" ", 1)[1])
    raise AssertionError(f"no {name} in the metrics")


def test_probes_and_metrics_follow_play(tmp_path: Path) -> None:
    settings = settings_for(sqlite_url(tmp_path), metrics_token=METRICS_TOKEN)
    with TestClient(create_app(settings)) as client:
        assert client.get("/healthz").json() == {"status": "ok"}
        ready = client.get("/readyz")
        assert ready.status_code == 200 and ready.json()["checks"] == {"database": "ok"}
        room = create_room(client, level="medium")
        with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
            play_moves(ws, recv_until(ws, is_my_move), 5)
            text = client.get("/metrics", headers=SCRAPER).text
            assert metric(text, "ginrummy_sockets") == 1
        assert metric(text, "ginrummy_rooms") == 1
        assert metric(text, 'ginrummy_moves_total{by="person"}') == 5
        assert metric(text, 'ginrummy_moves_total{by="computer"}') >= 4
        assert metric(text, "ginrummy_move_seconds_count") == 5
        assert metric(text, 'ginrummy_think_seconds_count{kind="move"}') >= 4
        assert metric(text, "ginrummy_stale_moves_total") == 0


def test_not_ready_while_the_database_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def down(_manager: object) -> None:
        raise ConnectionError("the database is gone")

    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        monkeypatch.setattr(operations, "_ping", down)
        answer = client.get("/readyz")
        assert answer.status_code == 503
        assert answer.json()["checks"]["database"] == "failing: ConnectionError"
        assert client.get("/healthz").status_code == 200  # alive, though not ready


def test_ready_on_postgres_once_the_listener_is_connected() -> None:
    if not PG_URL:
        pytest.skip("GINRUMMY_TEST_POSTGRES_URL is not set (postgres)")
    url, drop = fresh_postgres_database(PG_URL)
    try:
        with TestClient(create_app(settings_for(url))) as client:
            for _ in range(200):  # the listener connects while the app serves
                answer = client.get("/readyz")
                if answer.status_code == 200:
                    break
                time.sleep(0.05)
            assert answer.json()["checks"] == {"database": "ok", "listener": "ok"}
    finally:
        drop()


def test_json_logs_are_one_object_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    logger = logging.getLogger("ginrummy")
    saved = (logger.handlers[:], logger.level, logger.propagate)
    try:
        operations.configure_logging("json", "info")
        logging.getLogger("ginrummy.server").info("unloaded %d idle room(s)", 3)
        line = capsys.readouterr().err.strip().splitlines()[-1]
        record = json.loads(line)
        assert record["message"] == "unloaded 3 idle room(s)"
        assert record["level"] == "INFO" and record["logger"] == "ginrummy.server"
        assert "time" in record and record["process"] == os.getpid()
    finally:
        logger.handlers[:], logger.level, logger.propagate = saved
