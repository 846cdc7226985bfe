"""Challenges and follows through the server (docs/online.md "Challenges and friends"),
on SQLite and PostgreSQL: a challenge accepted seats both players at one rated (or
casual) table; declined, cancelled and expired ones are told to the challenger; bad
requests get typed errors and change nothing."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from ginrummy.server import create_app
from ginrummy.server.online import challenges as CH
from ginrummy.server.online import follows as F
from tests.helpers.clock import ManualClock
from tests.helpers.server import player, recv, settings_for, ws_url

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def client(fresh_database: str, clock: ManualClock) -> Iterator[TestClient]:
    with TestClient(create_app(settings_for(fresh_database), clock=clock)) as made:
        yield made


def as_player(who: dict[str, str]) -> dict[str, str]:
    return {"X-Player": who["header"]}


def polled(client: TestClient, who: dict[str, str]) -> dict[str, Any]:
    answer = client.get("/api/challenges", headers=as_player(who))
    assert answer.status_code == 200, answer.text
    result: dict[str, Any] = answer.json()
    return result


def error(answer: Any, status: int, code: str) -> None:
    assert answer.status_code == status, answer.text
    assert answer.json()["code"] == code


def test_a_challenge_accepted_seats_both_at_one_table(client: TestClient) -> None:
    ann, bob = player(client, "Ann"), player(client, "Bob")
    body = {"player_id": bob["player_id"], "rules": "oklahoma", "target": 150, "clock": None}
    made = client.post("/api/challenges", json=body, headers=as_player(ann))
    assert made.status_code == 201, made.text
    sent = made.json()
    assert sent["status"] == "open" and sent["expires_in"] == CH.CHALLENGE_SECONDS
    assert (sent["rules"], sent["target"], sent["clock"], sent["rated"]) == (
        "oklahoma",
        150,
        None,
        True,
    )
    told = polled(client, bob)
    assert [c["challenge_id"] for c in told["incoming"]] == [sent["challenge_id"]]
    assert told["incoming"][0]["from"] == {"player_id": ann["player_id"], "name": ann["name"]}
    assert told["poll_seconds"] == F.HEARTBEAT_SECONDS
    accepted = client.post(
        f"/api/challenges/{sent['challenge_id']}/accept", headers=as_player(bob)
    ).json()
    assert accepted["status"] == "accepted" and accepted["seat"] == 1
    again = client.post(f"/api/challenges/{sent['challenge_id']}/accept", headers=as_player(bob))
    error(again, 409, "challenge/closed")
    mine = polled(client, ann)["outgoing"]
    assert mine[0]["status"] == "accepted" and mine[0]["room_id"] == accepted["room_id"]
    assert mine[0]["seat"] == 0 and mine[0]["token"]
    assert "token" not in polled(client, ann)["outgoing"][0]  # handed over once
    room_id = accepted["room_id"]
    with (
        client.websocket_connect(ws_url(room_id, mine[0]["token"])) as ws_ann,
        client.websocket_connect(ws_url(room_id, accepted["token"])) as ws_bob,
    ):
        view_ann = recv(ws_ann)["view"]
        view_bob = recv(ws_bob)["view"]
        assert view_ann["seat"] == 0 and view_bob["seat"] == 1
        assert view_ann["names"] == [ann["name"], bob["name"]]
        assert view_ann["game_target"] == 150 and view_ann["clock"] is None
    info = client.get(f"/api/rooms/{room_id}").json()  # the game-over panel's "Challenge"
    assert [s["player_id"] for s in info["seats"]] == [ann["player_id"], bob["player_id"]]
    assert (info["rules"], info["target"], info["clock"], info["rated"]) == (
        "oklahoma",
        150,
        None,
        True,
    )
    lobby = client.get("/api/lobby").json()
    assert room_id in [g["room_id"] for g in lobby["games"]]  # public: it may be watched
    # both are at a table now: nobody may challenge either
    carl = player(client, "Carl")
    refused = client.post(
        "/api/challenges", json={"player_id": ann["player_id"]}, headers=as_player(carl)
    )
    error(refused, 409, "challenge/unavailable")


def test_a_casual_challenge_is_unrated_and_timed_by_default(client: TestClient) -> None:
    ann, bob = player(client, "Ann"), player(client, "Bob")
    body = {"player_id": bob["player_id"], "rated": False}
    sent = client.post("/api/challenges", json=body, headers=as_player(ann)).json()
    assert sent["rated"] is False and sent["clock"] == {"per_move": 30, "bank": 60}
    assert (sent["rules"], sent["target"]) == ("standard", 100)
    accepted = client.post(
        f"/api/challenges/{sent['challenge_id']}/accept", headers=as_player(bob)
    ).json()
    with client.websocket_connect(ws_url(accepted["room_id"], accepted["token"])) as ws:
        view = recv(ws)["view"]
        assert view["rated"] is False and view["clock"]["per_move"] == 30


def test_declined_cancelled_and_expired_are_told_to_the_challenger(
    client: TestClient, clock: ManualClock
) -> None:
    ann, bob, cy, di = (player(client, n) for n in ("Ann", "Bob", "Cy", "Di"))
    ids = {}
    for who in (bob, cy, di):
        made = client.post(
            "/api/challenges", json={"player_id": who["player_id"]}, headers=as_player(ann)
        )
        ids[who["name"]] = made.json()["challenge_id"]
    declined = client.post(f"/api/challenges/{ids[bob['name']]}/decline", headers=as_player(bob))
    assert declined.json()["status"] == "declined"
    cancelled = client.delete(f"/api/challenges/{ids[cy['name']]}", headers=as_player(ann))
    assert cancelled.json()["status"] == "cancelled"
    assert polled(client, cy)["incoming"] == []
    statuses = {c["to"]["name"]: c["status"] for c in polled(client, ann)["outgoing"]}
    assert statuses == {bob["name"]: "declined", cy["name"]: "cancelled", di["name"]: "open"}
    clock.advance(CH.CHALLENGE_SECONDS)
    assert polled(client, di)["incoming"] == []
    late = client.post(f"/api/challenges/{ids[di['name']]}/accept", headers=as_player(di))
    error(late, 409, "challenge/closed")
    statuses = {c["to"]["name"]: c["status"] for c in polled(client, ann)["outgoing"]}
    assert statuses == {di["name"]: "expired"}  # the others were told long enough


def test_blocking_refuses_challenges_with_a_typed_error(client: TestClient) -> None:
    ann, bob = player(client, "Ann"), player(client, "Bob")
    blocked = client.post(
        "/api/players/me/blocks", json={"player_id": ann["player_id"]}, headers=as_player(bob)
    )
    assert blocked.status_code == 200
    for x, y in ((ann, bob), (bob, ann)):
        answer = client.post(
            "/api/challenges", json={"player_id": y["player_id"]}, headers=as_player(x)
        )
        error(answer, 403, "challenge/blocked")
        assert answer.json()["message"] == "this player cannot be challenged"
    assert polled(client, bob)["incoming"] == [] and polled(client, ann)["outgoing"] == []


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"rules": "no-such-rules"}, 422, "rules/invalid"),
        ({"target": 0}, 422, "request/invalid"),
        ({"clock": {"per_move": 1}}, 422, "request/invalid"),
        ({"clock": {"per_move": 30, "bank": 60, "extra": 1}}, 422, "request/invalid"),
        ({"colour": "red"}, 422, "request/invalid"),
        ({"player_id": "nobody-at-all"}, 404, "player/not_found"),
        ({"player_id": "SELF"}, 422, "challenge/self"),
    ],
)
def test_bad_challenges_get_typed_errors_and_change_nothing(
    client: TestClient, body: dict[str, Any], status: int, code: str
) -> None:
    ann, bob = player(client, "Ann"), player(client, "Bob")
    full = {"player_id": bob["player_id"], **body}
    if full["player_id"] == "SELF":
        full["player_id"] = ann["player_id"]
    error(client.post("/api/challenges", json=full, headers=as_player(ann)), status, code)
    assert polled(client, ann)["outgoing"] == [] and polled(client, bob)["incoming"] == []


def test_challenges_need_a_player(client: TestClient) -> None:
    bob = player(client, "Bob")
    error(
        client.post("/api/challenges", json={"player_id": bob["player_id"]}), 401, "player/unknown"
    )
    error(client.get("/api/challenges"), 401, "player/unknown")
    error(
        client.post("/api/challenges/whatever/decline", headers=as_player(bob)),
        404,
        "challenge/not_found",
    )


def test_follows_through_the_api(client: TestClient) -> None:
    ann, bob, cy = (player(client, n) for n in ("Ann", "Bob", "Cy"))
    for who in (bob, cy):
        answer = client.post(
            "/api/players/me/follows", json={"player_id": who["player_id"]}, headers=as_player(ann)
        )
        assert answer.json() == {"following": True}
    polled(client, bob)  # Bob has a page open: online
    listed = client.get("/api/players/me/follows", headers=as_player(ann)).json()
    assert listed["online_seconds"] == F.ONLINE_SECONDS
    names = [(f["name"], f["online"], f["playing"]) for f in listed["following"]]
    assert names == [(bob["name"], True, None), (cy["name"], True, None)]  # both just made
    error(
        client.post(
            "/api/players/me/follows", json={"player_id": "nobody-at-all"}, headers=as_player(ann)
        ),
        404,
        "player/not_found",
    )
    error(
        client.post(
            "/api/players/me/follows", json={"player_id": ann["player_id"]}, headers=as_player(ann)
        ),
        422,
        "request/invalid",
    )
    gone = client.delete(f"/api/players/me/follows/{bob['player_id']}", headers=as_player(ann))
    assert gone.json() == {"following": False}
    listed = client.get("/api/players/me/follows", headers=as_player(ann)).json()
    assert [f["name"] for f in listed["following"]] == [cy["name"]]


def test_a_challenge_made_on_one_process_is_answered_on_another(fresh_postgres: str) -> None:
    """Two server processes on one PostgreSQL database: the challenge, its notice, the
    acceptance (once, whichever process each click reaches) and the challenger's seat
    come from storage alike."""
    settings = settings_for(fresh_postgres)
    with TestClient(create_app(settings)) as a, TestClient(create_app(settings)) as b:
        ann, bob = player(a, "Ann"), player(b, "Bob")
        sent = a.post(
            "/api/challenges", json={"player_id": bob["player_id"]}, headers=as_player(ann)
        ).json()
        assert [c["challenge_id"] for c in polled(b, bob)["incoming"]] == [sent["challenge_id"]]
        path = f"/api/challenges/{sent['challenge_id']}/accept"
        accepted = b.post(path, headers=as_player(bob)).json()
        error(a.post(path, headers=as_player(bob)), 409, "challenge/closed")
        mine = polled(a, ann)["outgoing"][0]
        assert mine["room_id"] == accepted["room_id"] and mine["token"]
        with (
            a.websocket_connect(ws_url(mine["room_id"], mine["token"])) as on_a,
            b.websocket_connect(ws_url(accepted["room_id"], accepted["token"])) as on_b,
        ):
            assert recv(on_a)["view"]["seat"] == 0 and recv(on_b)["view"]["seat"] == 1
