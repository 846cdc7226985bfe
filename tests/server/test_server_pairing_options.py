"""Pairing options through the server, on SQLite and PostgreSQL (docs/online.md, "Play
someone now"): the clock asked for is the paired room's, a rating range and a clock
that are not offered are refused and change nothing, and a waiting answer says when
the page offers the computer meanwhile."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient

from ginrummy.server import create_app
from ginrummy.server.online.fair_play import FairPlay
from ginrummy.server.rooms.manager import RoomManager
from tests.helpers.server import from_address, player, settings_for

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def test_the_clock_asked_for_is_the_paired_rooms(fresh_database: str) -> None:
    settings = settings_for(fresh_database, fair_play=FairPlay(computer_offer_seconds=12))
    with TestClient(create_app(settings)) as client:
        elsewhere = from_address(client, "198.51.100.61")
        ann, bob = player(client, "Ann"), player(elsewhere, "Bob")
        body = {"rules": "standard", "target": 100, "clock": "15/30", "rating_range": 100}
        first = client.post("/api/pairing", json=body, headers={"X-Player": ann["header"]})
        assert first.json() == {
            "status": "waiting",
            "pool": "standard-100",
            "waiting": 1,
            "computer_offer_after": 12.0,
        }
        slower = {**body, "clock": "60/120"}
        held = elsewhere.post("/api/pairing", json=slower, headers={"X-Player": bob["header"]})
        assert held.json()["status"] == "waiting"  # another clock: not paired
        paired = elsewhere.post("/api/pairing", json=body, headers={"X-Player": bob["header"]})
        assert paired.json()["status"] == "paired"
        manager: RoomManager = client.app.state.manager  # type: ignore[attr-defined]
        room = manager.load(paired.json()["room_id"])
        assert room is not None and room.setup.clock is not None
        assert json.loads(room.setup.clock) == {"bank": 30.0, "per_move": 15.0}


@pytest.mark.parametrize(
    ("choice", "words"),
    [
        ({"clock": "5/0"}, "clock '5/0' is not offered"),
        ({"rating_range": 150}, "rating range 150 is not offered"),
    ],
)
def test_a_choice_not_offered_is_refused_and_queues_nobody(
    fresh_database: str, choice: dict[str, object], words: str
) -> None:
    with TestClient(create_app(settings_for(fresh_database))) as client:
        ann = player(client, "Ann")
        header = {"X-Player": ann["header"]}
        refused = client.post("/api/pairing", json={"rules": "standard", **choice}, headers=header)
        assert refused.status_code == 422
        assert refused.json()["code"] == "request/invalid" and words in refused.json()["message"]
        assert client.get("/api/pairing", headers=header).json() == {"status": "absent"}
