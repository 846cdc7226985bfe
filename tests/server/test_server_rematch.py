"""The rematch offer, seen by the other seat and answered (docs/protocol.md "next"): an
offer shows in the other's view, a decline is shown back and stops the same offer being
made again, the decliner may still ask (which takes the "no" back), and all of it is
stored, so a seat on another process or after a restart sees the same."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from ginrummy.server import create_app
from tests.helpers.server import Message, create_room, recv_until, settings_for, ws_url

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def friend_table(host: TestClient, guest: TestClient) -> tuple[str, str, str]:
    room = create_room(host, mode="friend")
    rid = room["room_id"]
    joined = guest.post(f"/api/rooms/{rid}/join", json={"name": "Bob"}).json()
    return rid, room["token"], joined["token"]


def view_where(ws: WebSocketTestSession, test: Callable[[dict[str, Any]], bool]) -> Message:
    """The next state whose view passes ``test``."""
    found: Message = recv_until(ws, lambda m: m["type"] == "state" and test(m["view"]))
    return found


def error_of(ws: WebSocketTestSession) -> Message:
    found: Message = recv_until(ws, lambda m: m["type"] == "error")
    return found


@contextmanager
def two_seats(
    database: str, *, processes: int
) -> Iterator[tuple[WebSocketTestSession, WebSocketTestSession]]:
    """Ann (seat 0) and Bob (seat 1) at a friend table whose game Bob resigned: on one
    process, or each on their own."""
    settings = settings_for(database)
    with ExitStack() as stack:
        a = stack.enter_context(TestClient(create_app(settings)))
        b = a if processes == 1 else stack.enter_context(TestClient(create_app(settings)))
        rid, token0, token1 = friend_table(a, b)
        ann = stack.enter_context(a.websocket_connect(ws_url(rid, token0)))
        bob = stack.enter_context(b.websocket_connect(ws_url(rid, token1)))
        view_where(ann, lambda v: v["status"] != "waiting")
        bob.send_json({"type": "resign"})
        for ws in (ann, bob):
            over = view_where(ws, lambda v: v["game_over"] is not None)
            assert over["view"]["next"]["rematch"] is True
            assert over["view"]["next"]["declined"] == []
        yield ann, bob


def offer_seen_and_declined(ann: WebSocketTestSession, bob: WebSocketTestSession) -> None:
    ann.send_json({"type": "rematch"})
    # Bob sees the offer: Ann is no longer waited for, Bob is.
    offered = view_where(bob, lambda v: v["next"]["waiting_for"] == [1])
    assert offered["view"]["next"]["rematch"] is True
    bob.send_json({"type": "rematch_decline"})
    told = view_where(ann, lambda v: v["next"]["declined"] == [1])
    assert told["view"]["next"]["rematch"] is False  # no button to ask again
    assert told["view"]["game_number"] == 1
    ann.send_json({"type": "rematch"})
    refused = error_of(ann)
    assert refused["code"] == "rematch/declined"
    assert refused["message"] == "Bob declined a rematch"


def test_a_rematch_offer_is_seen_declined_and_the_decline_shown(fresh_database: str) -> None:
    with two_seats(fresh_database, processes=1) as (ann, bob):
        offer_seen_and_declined(ann, bob)
        # Bob changes his mind: his own offer takes the "no" back, and Ann accepts.
        bob.send_json({"type": "rematch"})
        view_where(ann, lambda v: v["next"]["declined"] == [] and v["next"]["waiting_for"] == [0])
        ann.send_json({"type": "rematch"})
        for ws in (ann, bob):
            started = view_where(ws, lambda v: v["game_number"] == 2)
            assert started["view"]["next"]["declined"] == []


def test_a_decline_before_any_offer_and_twice_is_one_decline(fresh_database: str) -> None:
    with two_seats(fresh_database, processes=1) as (ann, bob):
        bob.send_json({"type": "rematch_decline"})
        bob.send_json({"type": "rematch_decline"})
        view_where(ann, lambda v: v["next"]["declined"] == [1] and not v["next"]["rematch"])
        ann.send_json({"type": "rematch"})
        assert error_of(ann)["code"] == "rematch/declined"


def test_a_decline_during_the_game_is_refused(fresh_database: str) -> None:
    settings = settings_for(fresh_database)
    with TestClient(create_app(settings)) as client:
        rid, token0, _ = friend_table(client, client)
        with client.websocket_connect(ws_url(rid, token0)) as ann:
            view_where(ann, lambda v: True)
            ann.send_json({"type": "rematch_decline"})
            assert error_of(ann)["code"] == "rematch/unavailable"


def test_the_offer_and_the_decline_cross_processes(fresh_postgres: str) -> None:
    with two_seats(fresh_postgres, processes=2) as (ann, bob):
        offer_seen_and_declined(ann, bob)
