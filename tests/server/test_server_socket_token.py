"""A seat's token travels in the WebSocket's ``Sec-WebSocket-Protocol`` header, never in
its URL (docs/protocol.md): a URL is what proxies write to their logs.

- The token offered as the subprotocol ``ginrummy.token.<token>`` beside ``ginrummy.v1``
  takes the seat; the server answers ``ginrummy.v1`` and never echoes the token.
- ``?token=`` in the URL is refused, right token or not: ``auth/token_in_url``, then
  close code 4400, so no client can go on sending it.
- No token at all is ``auth/bad_token`` (4401), as a wrong one is.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from ginrummy.server import create_app
from ginrummy.server.routes.socket_token import (
    SUBPROTOCOL,
    TOKEN_IN_URL_CLOSE,
    TOKEN_PREFIX,
    offered_token,
)
from tests.helpers.server import create_room, recv, seat_subprotocols, settings_for, sqlite_url


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as c:
        yield c


def test_the_token_in_the_subprotocol_takes_the_seat(client: TestClient) -> None:
    room = create_room(client, mode="friend")
    path = f"/ws/rooms/{room['room_id']}"
    with client.websocket_connect(path, subprotocols=seat_subprotocols(room["token"])) as ws:
        assert ws.accepted_subprotocol == SUBPROTOCOL  # never the token's entry
        first = recv(ws)
        assert first["type"] == "state" and first["view"]["seat"] == 0


def test_a_token_in_the_url_is_refused(client: TestClient) -> None:
    room = create_room(client, mode="friend")
    url = f"/ws/rooms/{room['room_id']}?token={room['token']}"
    for offer in (None, seat_subprotocols(room["token"])):  # even beside a right header
        with client.websocket_connect(url, subprotocols=offer) as ws:
            error = recv(ws)
            assert error["type"] == "error" and error["code"] == "auth/token_in_url", error
            assert room["token"] not in json.dumps(error)
            with pytest.raises(WebSocketDisconnect) as closed:
                recv(ws)
            assert closed.value.code == TOKEN_IN_URL_CLOSE == 4400


def test_no_token_is_a_bad_token(client: TestClient) -> None:
    room = create_room(client, mode="friend")
    for offer in (None, [SUBPROTOCOL]):
        with client.websocket_connect(f"/ws/rooms/{room['room_id']}", subprotocols=offer) as ws:
            assert recv(ws)["code"] == "auth/bad_token"
            with pytest.raises(WebSocketDisconnect) as closed:
                recv(ws)
            assert closed.value.code == 4401


def test_the_token_is_read_from_its_own_entry() -> None:
    assert offered_token([SUBPROTOCOL, TOKEN_PREFIX + "a-b_C"]) == "a-b_C"
    assert offered_token([TOKEN_PREFIX + "one", TOKEN_PREFIX + "two"]) == "one"
    assert offered_token([SUBPROTOCOL, "other"]) is None
    assert offered_token([]) is None


def test_the_terminal_offers_what_the_server_reads() -> None:
    """The terminal client writes the names out (a front end does not import another)."""
    from ginrummy.netplay.connection import seat_subprotocols as terminal_offer

    assert terminal_offer("tok") == [SUBPROTOCOL, TOKEN_PREFIX + "tok"]
    assert offered_token(terminal_offer("tok")) == "tok"
