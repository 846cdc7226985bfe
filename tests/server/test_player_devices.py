"""A player's devices (docs/online.md, "Devices"): the list, signing one out, signing out
all the others; a signed-out device's secret is refused at once with its own code, on
every process, and its open sockets are closed."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import anyio
import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from ginrummy.server import create_app
from ginrummy.server.rooms.device_sockets import DEVICE_COOKIE, SIGNED_OUT_CLOSE
from tests.helpers.server import create_room, recv, recv_until, settings_for, sqlite_url, ws_url

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"
PHONE = (
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko)"
    " Chrome/126.0 Mobile Safari/537.36"
)


def header(device: dict[str, str]) -> dict[str, str]:
    return {"X-Player": f"{device['player_id']}:{device['secret']}"}


def new_player(client: TestClient, name: str, agent: str = FIREFOX) -> dict[str, str]:
    made = client.post("/api/players", json={"name": name}, headers={"User-Agent": agent})
    assert made.status_code == 201, made.text
    answer: dict[str, str] = made.json()
    return answer


def another_device(
    client: TestClient, device: dict[str, str], agent: str = PHONE
) -> dict[str, str]:
    """Carry ``device``'s player to a new device with a one-time code."""
    code = client.post("/api/players/me/transfer", headers=header(device)).json()["code"]
    claimed = client.post("/api/players/claim", json={"code": code}, headers={"User-Agent": agent})
    assert claimed.status_code == 200, claimed.text
    answer: dict[str, str] = claimed.json()
    return answer


def refused(client: TestClient, device: dict[str, str]) -> str | None:
    """The code ``/api/players/me`` answers the device with (None: it is let in)."""
    answer = client.get("/api/players/me", headers=header(device))
    if answer.status_code == 200:
        return None
    assert answer.status_code == 401, answer.text
    code: str = answer.json()["code"]
    return code


def close_code(ws: WebSocketTestSession, timeout: float = 10.0) -> int:
    """Read the socket until the server closes it; the close code."""

    async def _get() -> Any:
        with anyio.fail_after(timeout):
            return await ws._send_rx.receive()

    while True:
        message = ws.portal.call(_get)
        if message["type"] == "websocket.close":
            return int(message["code"])


def test_the_devices_are_listed_and_one_is_signed_out(fresh_database: str) -> None:
    with TestClient(create_app(settings_for(fresh_database))) as client:
        laptop = new_player(client, "Ann")
        phone = another_device(client, laptop)
        assert phone["player_id"] == laptop["player_id"]
        listed = client.get("/api/players/me/devices", headers=header(laptop)).json()["devices"]
        assert {d["device_id"]: (d["label"], d["this"]) for d in listed} == {
            laptop["device_id"]: ("Firefox on Linux", True),
            phone["device_id"]: ("Chrome on Android", False),
        }
        assert all(d["created"].endswith("Z") and d["last_seen"] for d in listed)
        me = client.get("/api/players/me", headers=header(phone)).json()
        assert me["device_id"] == phone["device_id"]

        gone = client.delete(
            f"/api/players/me/devices/{phone['device_id']}", headers=header(laptop)
        )
        assert gone.status_code == 200 and gone.json() == {"signed_out": [phone["device_id"]]}
        assert refused(client, phone) == "player/signed_out"
        assert refused(client, laptop) is None
        pairing = client.post(
            "/api/pairing", json={"rules": "standard", "target": 100}, headers=header(phone)
        )
        assert pairing.status_code == 401 and pairing.json()["code"] == "player/signed_out"
        listed = client.get("/api/players/me/devices", headers=header(laptop)).json()["devices"]
        assert [d["device_id"] for d in listed] == [laptop["device_id"]]
        again = client.delete(
            f"/api/players/me/devices/{phone['device_id']}", headers=header(laptop)
        )
        assert again.status_code == 404 and again.json()["code"] == "player/no_device"


def test_signing_out_all_other_devices_keeps_this_one(tmp_path: Any) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        laptop = new_player(client, "Ann")
        phone = another_device(client, laptop)
        tablet = another_device(client, phone)
        done = client.post("/api/players/me/devices/sign-out-others", headers=header(phone))
        assert done.status_code == 200
        assert sorted(done.json()["signed_out"]) == sorted(
            [laptop["device_id"], tablet["device_id"]]
        )
        assert refused(client, laptop) == refused(client, tablet) == "player/signed_out"
        assert refused(client, phone) is None
        listed = client.get("/api/players/me/devices", headers=header(phone)).json()["devices"]
        assert [(d["device_id"], d["this"]) for d in listed] == [(phone["device_id"], True)]
        none_left = client.post("/api/players/me/devices/sign-out-others", headers=header(phone))
        assert none_left.json() == {"signed_out": []}


def test_a_device_of_another_player_cannot_be_signed_out(tmp_path: Any) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        ann, bob = new_player(client, "Ann"), new_player(client, "Bob")
        another_device(client, ann)  # Ann has two: the refusal is not for her last one
        theirs = client.delete(f"/api/players/me/devices/{bob['device_id']}", headers=header(ann))
        assert theirs.status_code == 404 and theirs.json()["code"] == "player/no_device"
        assert refused(client, bob) is None
        unknown = client.delete("/api/players/me/devices/nothing", headers=header(ann))
        assert unknown.status_code == 404
        nobody = client.delete(f"/api/players/me/devices/{bob['device_id']}")
        assert nobody.status_code == 401 and nobody.json()["code"] == "player/unknown"


def test_the_last_device_cannot_be_signed_out_but_this_one_can_while_another_stays(
    tmp_path: Any,
) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        laptop = new_player(client, "Ann")
        only = client.delete(
            f"/api/players/me/devices/{laptop['device_id']}", headers=header(laptop)
        )
        assert only.status_code == 409 and only.json()["code"] == "player/last_device"
        assert refused(client, laptop) is None
        phone = another_device(client, laptop)
        itself = client.delete(
            f"/api/players/me/devices/{laptop['device_id']}", headers=header(laptop)
        )
        assert itself.status_code == 200
        assert refused(client, laptop) == "player/signed_out"
        assert refused(client, phone) is None


def test_a_signed_out_devices_sockets_are_closed_and_the_others_stay(tmp_path: Any) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        laptop = new_player(client, "Ann")
        phone = another_device(client, laptop)
        room = create_room(client, mode="computer")
        url = ws_url(room["room_id"], room["token"])
        on_phone = {"Cookie": f"{DEVICE_COOKIE}={phone['device_id']}"}
        on_laptop = {"Cookie": f"{DEVICE_COOKIE}={laptop['device_id']}"}
        with (
            client.websocket_connect(url, headers=on_phone) as phone_ws,
            client.websocket_connect(url, headers=on_laptop) as laptop_ws,
        ):
            recv(phone_ws)
            recv(laptop_ws)
            client.post("/api/players/me/devices/sign-out-others", headers=header(laptop))
            assert close_code(phone_ws) == SIGNED_OUT_CLOSE
            laptop_ws.send_json({"type": "ping"})
            # the laptop's socket stays open: it answers the ping (a state the room pushed
            # meanwhile, the phone having left, may come first)
            assert recv_until(laptop_ws, lambda m: m["type"] == "pong")["type"] == "pong"


@contextmanager
def two_processes(database: str) -> Iterator[tuple[TestClient, TestClient]]:
    settings = settings_for(database)
    with TestClient(create_app(settings)) as a, TestClient(create_app(settings)) as b:
        yield a, b


def test_a_device_signed_out_on_one_process_is_out_on_the_other(fresh_postgres: str) -> None:
    """Signed out through the first process: the second refuses its secret at once and
    closes its socket there (the announcement between processes)."""
    with two_processes(fresh_postgres) as (a, b):
        laptop = new_player(a, "Ann")
        phone = another_device(b, laptop)
        assert refused(b, phone) is None
        room = create_room(b, mode="computer")
        on_phone = {"Cookie": f"{DEVICE_COOKIE}={phone['device_id']}"}
        with b.websocket_connect(ws_url(room["room_id"], room["token"]), headers=on_phone) as ws:
            recv(ws)
            gone = a.delete(f"/api/players/me/devices/{phone['device_id']}", headers=header(laptop))
            assert gone.status_code == 200
            assert refused(b, phone) == "player/signed_out"
            assert close_code(ws) == SIGNED_OUT_CLOSE
        assert refused(b, laptop) is None
