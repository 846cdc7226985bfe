"""A room for three behind real nginx (``deploy/nginx.conf``, round robin, no sticky
sessions) in front of two ``ginrummy serve`` processes on one PostgreSQL database: Ann's
and Bob's sockets reach different processes, the computer takes the third seat, and the
match is played to its end, each seat seeing every change whichever process stored it.
Skips without ``GINRUMMY_TEST_POSTGRES_URL`` or nginx, as the other deploy tests do."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.deploy.test_deploy_nginx import processes_behind_nginx
from tests.helpers.deploy import (
    Services,
    fresh_database,
    running_services,
    served_by,
)
from tests.helpers.server import choose, seat_subprotocols

STARTUP = 90.0
"""Seconds each process may take to answer (a busy CI machine starts them slowly)."""


@pytest.fixture
def database() -> Iterator[str]:
    with fresh_database() as url:
        yield url


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    with running_services(tmp_path) as started:
        yield started


def test_a_room_for_three_through_nginx_on_two_processes(database: str, services: Services) -> None:
    base, by_addr = processes_behind_nginx(database, services, startup=STARTUP)
    try:
        asyncio.run(asyncio.wait_for(_play_three(base, by_addr), 120))
    except BaseException:
        print(services.all_logs())
        raise


async def _play_three(base: str, by_addr: dict[str, str]) -> None:
    import httpx
    from websockets.asyncio.client import ClientConnection, connect

    async with httpx.AsyncClient(base_url=base, trust_env=False, timeout=10) as client:
        made = await client.post(
            "/api/three",
            json={
                "name": "Ann",
                "form": "rotation",
                "games": 1,
                "options": {"game_target": 10},
                "computers": {"2": "easy"},
            },
        )
        assert made.status_code == 201, made.text
        rid, ann_token = made.json()["room_id"], made.json()["token"]
        joined = await client.post(f"/api/rooms/{rid}/join", json={"name": "Bob"})
        assert joined.status_code == 200, joined.text
        bob_token = joined.json()["token"]

    url = base.replace("http://", "ws://") + f"/ws/three/{rid}"

    async def open_seat(token: str, source: str) -> tuple[ClientConnection, str]:
        ws = await connect(
            url,
            origin=base,  # type: ignore[arg-type]
            local_addr=(source, 0),
            proxy=None,
            open_timeout=5,
            subprotocols=seat_subprotocols(token),
        )
        assert ws.response is not None
        return ws, served_by(ws.response.headers)

    ann, ann_at = await open_seat(ann_token, "127.0.0.2")
    for _ in range(6):  # round robin: the next connection goes to the other process
        bob, bob_at = await open_seat(bob_token, "127.0.0.3")
        if bob_at != ann_at:
            break
        await bob.close()
    assert {ann_at, bob_at} == set(by_addr), (ann_at, bob_at)

    finals: dict[int, dict[str, Any]] = {}
    moves = {0: 0, 1: 0}

    async def play(who: int, ws: ClientConnection) -> None:
        latest: dict[str, Any] | None = None
        sent_for: int | None = None
        while True:
            message = json.loads(await asyncio.wait_for(ws.recv(), 30))
            if message["type"] == "error":
                sent_for = None  # look again at the newest state
            elif message["type"] == "state":
                if latest is not None:
                    assert message["state_id"] >= latest["state_id"]
                latest = message
            if latest is None:
                continue
            view, sid = latest["view"], latest["state_id"]
            if view["three"]["over"]:
                finals[who] = view["three"]
                return
            if sent_for == sid:
                continue
            if view["three"]["next_hand"]:
                await ws.send(json.dumps({"type": "next_hand"}))
                sent_for = sid
            elif view.get("your_turn") and view.get("legal"):
                action = choose(view)
                await ws.send(json.dumps({"type": "act", "state_id": sid, "action": action}))
                moves[who] += 1
                sent_for = sid

    started = time.monotonic()
    try:
        await asyncio.gather(play(0, ann), play(1, bob))
    finally:
        await ann.close()
        await bob.close()
    assert moves[0] > 0 and moves[1] > 0
    assert finals[0]["scores"] == finals[1]["scores"]
    assert finals[0]["sheet"] == finals[1]["sheet"] and finals[0]["winners"]
    print(f"a match for three through nginx: {moves} moves in {time.monotonic() - started:.1f}s")
