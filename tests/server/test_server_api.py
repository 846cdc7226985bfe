"""The lobby over HTTP: options, rooms, joining, statistics, pages, and bad requests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from ginrummy.agents import LEVELS
from ginrummy.server import create_app
from tests.helpers.server import create_room, settings_for, sqlite_url


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as c:
        yield c


def test_options_list_levels_presets_and_main_options(client: TestClient) -> None:
    data = client.get("/api/options").json()
    assert data["protocol"] == 1
    assert [level["name"] for level in data["levels"]] == list(LEVELS)
    assert LEVELS == {
        "easy": "easy",
        "medium": "simple",
        "hard": "expert",
        "apprentice": "apprentice",
        "master": "master",
    }
    presets = {p["name"]: p for p in data["presets"]}
    assert presets["standard"]["rules"]["knock_limit"] == 10
    assert presets["oklahoma"]["rules"]["game_target"] == 150
    names = {o["name"] for o in data["options"]}
    assert {"knock_limit", "game_target", "gin_bonus", "undercut_bonus"} <= names
    # Each preset says what it is and its numbers, the target in words: choosing one
    # changes the target field, and the player is told so.
    assert "Game to 150 points" in presets["oklahoma"]["description"]
    assert "One hand decides the game" in presets["openspiel"]["description"]
    assert "Knock with 10 or less; gin 25; big gin 25" in presets["standard"]["description"]
    assert presets["standard"]["rules"]["big_gin_bonus"] == "gin"  # scores the gin bonus
    assert presets["oklahoma-spades"]["rules"]["spades_double"] is True
    assert all(p["description"].endswith(".") for p in data["presets"])


def test_computer_room_is_created_with_a_token_and_no_invite(client: TestClient) -> None:
    room = create_room(client, mode="computer", level="hard", name="Ann", client_id="b-1")
    assert room["seat"] == 0 and len(room["token"]) >= 24 and room["invite_url"] is None
    info = client.get(f"/api/rooms/{room['room_id']}").json()
    assert info["status"] == "playing" and info["level"] == "hard"
    assert [s["name"] for s in info["seats"]] == ["Ann", "Computer (hard)"]
    assert info["seats"][1]["bot"] is True
    assert room["token"] not in str(info)
    response = client.post(f"/api/rooms/{room['room_id']}/join", json={"name": "Eve"})
    assert response.status_code == 409 and response.json()["code"] == "room/full"


def test_friend_room_invite_and_join(client: TestClient) -> None:
    room = create_room(client, mode="friend", name="Ann", options={"game_target": 50})
    # the test client's Host ("testserver") is not an allowed host: a path, not a link
    assert room["invite_url"] == f"/join/{room['room_id']}"
    info = client.get(f"/api/rooms/{room['room_id']}").json()
    assert info["status"] == "waiting" and info["options"]["game_target"] == 50
    assert (info["target"], info["clock"], info["rated"]) == (50, None, False)
    assert info["seats"][1] == {
        "seat": 1,
        "name": None,
        "player_id": None,
        "taken": False,
        "bot": False,
        "connected": False,
    }
    joined = client.post(f"/api/rooms/{room['room_id']}/join", json={"name": "  Bob  "}).json()
    assert joined["seat"] == 1 and joined["token"] != room["token"]
    info = client.get(f"/api/rooms/{room['room_id']}").json()
    assert info["status"] == "playing" and info["seats"][1]["name"] == "Bob"
    third = client.post(f"/api/rooms/{room['room_id']}/join", json={})
    assert third.status_code == 409 and third.json()["code"] == "room/full"


def test_unknown_rooms_are_404(client: TestClient) -> None:
    for response in (
        client.get("/api/rooms/nope"),
        client.post("/api/rooms/nope/join", json={}),
        client.get("/room/nope"),
        client.get("/join/nope"),
        client.get("/api/rooms/" + "x" * 300),
    ):
        assert response.status_code == 404
    assert client.get("/api/rooms/nope").json()["code"] == "room/not_found"


def test_an_unknown_players_page_is_404_and_still_the_profile_page(client: TestClient) -> None:
    """As an unknown room: a dead link answers 404, with the page that says so in words
    (profile.js: "There is no such player"), not the site's general "nothing here"."""
    ann = client.post("/api/players", json={"name": "Ann"}).json()
    known = client.get(f"/player/{ann['player_id']}")
    assert known.status_code == 200 and 'id="profile-name"' in known.text
    for unknown in ("UNKNOWN", "x" * 300):
        page = client.get(f"/player/{unknown}")
        assert page.status_code == 404, unknown
        assert page.headers["content-type"].startswith("text/html")
        assert page.text == known.text  # the same page, which asks the API and says so
    assert client.get("/api/players/UNKNOWN").json()["code"] == "player/not_found"


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"mode": "alone"}, "request/invalid"),
        ({}, "request/invalid"),
        ({"mode": "computer", "level": "godlike"}, "request/invalid"),
        ({"mode": "computer", "rules": "calypso"}, "rules/invalid"),
        ({"mode": "computer", "options": {"hollywood": 1}}, "rules/invalid"),
        ({"mode": "computer", "options": {"knock_limit": 11}}, "rules/invalid"),
        ({"mode": "computer", "options": {"knock_limit": "7"}}, "rules/invalid"),
        ({"mode": "computer", "options": {"knock_limit": True}}, "rules/invalid"),
        ({"mode": "computer", "options": {"undercut_on_tie": 1}}, "rules/invalid"),
        ({"mode": "computer", "options": {"shutout": "triple"}}, "rules/invalid"),
        ({"mode": "computer", "name": "x" * 25}, "request/invalid"),
        ({"mode": "computer", "client_id": "not ok!"}, "request/invalid"),
        ({"mode": "computer", "extra": 1}, "request/invalid"),
    ],
)
def test_bad_room_requests_are_422(client: TestClient, body: dict[str, object], code: str) -> None:
    response = client.post("/api/rooms", json=body)
    assert response.status_code == 422, response.text
    assert response.json()["code"] == code
    assert response.json()["message"]


def test_options_are_applied(client: TestClient) -> None:
    room = create_room(
        client,
        rules="oklahoma",
        options={"knock_limit_from_upcard": False, "knock_limit": 7, "big_gin_bonus": None},
    )
    options = client.get(f"/api/rooms/{room['room_id']}").json()["options"]
    assert options["name"] == "oklahoma" and options["knock_limit"] == 7
    assert options["big_gin_bonus"] is None and options["spades_double"] is False


def test_stats_of_a_new_browser_are_zero(client: TestClient) -> None:
    data = client.get("/api/stats", params={"client_id": "fresh"}).json()
    assert data["games"] == 0 and data["average_points"] == 0.0
    assert client.get("/api/stats", params={"client_id": "bad id"}).status_code == 422
    assert client.get("/api/stats").status_code == 422


def test_pages_are_served_from_the_static_directory(tmp_path: Path) -> None:
    static = tmp_path / "static"
    static.mkdir()
    for name in ("index.html", "room.html", "join.html"):
        (static / name).write_text(f"<p>{name}</p>", encoding="utf-8")
    (static / "app.js").write_text("// js", encoding="utf-8")
    settings = settings_for(sqlite_url(tmp_path), static_dir=static)
    with TestClient(create_app(settings)) as client:
        assert "index.html" in client.get("/").text
        room = create_room(client, mode="friend")
        assert "room.html" in client.get(f"/room/{room['room_id']}").text
        assert "join.html" in client.get(f"/join/{room['room_id']}").text
        assert client.get("/static/app.js").text == "// js"
        assert client.get("/static/nope.js").status_code == 404
