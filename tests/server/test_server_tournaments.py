"""Tournaments through the server (docs/protocol.md, "Tournaments"): the API's answers
and refusals, the player's own game handed out, results counted in the transaction
that stores the game's end, ratings in the tournament's pool or none, the profile's
history; on SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import insert

from ginrummy.server import create_app
from ginrummy.server.online.fair_play import FairPlay
from ginrummy.server.online.fair_play_tables import cooling_offs
from tests.helpers.clock import ManualClock
from tests.helpers.server import player, settings_for
from tests.helpers.tournaments import as_player, decide, my_game

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def client(fresh_database: str) -> Iterator[TestClient]:
    # Every player here plays from the test client's one address, which fair play's
    # farming rules would leave unrated, and loses by resigning after one real move,
    # which its sandbag watch would stop after three (those rules have tests of their
    # own, test_server_fair_play; a cooling-off's effect on tournaments is tested below).
    # The abort rule still holds: each game has a real move of each player.
    fair_play = FairPlay(address_days=0, bulk_days=0, quick_loss_moves=0)
    settings = settings_for(fresh_database, fair_play=fair_play)
    with TestClient(create_app(settings, clock=ManualClock())) as client:
        yield client


def tick(client: TestClient) -> int:
    """One pass of the director (its loop waits on the test's clock)."""
    return int(client.app.state.director.step())  # type: ignore[attr-defined]


def arena(client: TestClient, organiser: dict[str, str], **body: Any) -> dict[str, Any]:
    payload = {"name": "Saturday arena", "format": "arena", "minutes": 30, **body}
    made = client.post("/api/tournaments", json=payload, headers=as_player(organiser))
    assert made.status_code == 201, made.text
    answer: dict[str, Any] = made.json()
    return answer


def test_four_players_are_paired_play_and_their_results_count(client: TestClient) -> None:
    ann, bo, cy, di = (player(client, n) for n in ("Ann", "Bo", "Cy", "Di"))
    made = arena(client, ann, clock="rapid", rated=True)
    tid = made["id"]
    assert made["url"] == f"/tournaments/{tid}" and made["status"] == "coming"
    assert made["organiser"]["id"] == ann["player_id"] and made["players"] == 0
    assert {"now", "starts", "ends", "version", "standings", "games", "byes"} <= set(made)
    assert datetime.fromisoformat(made["ends"]) > datetime.fromisoformat(made["starts"])
    everyone = (ann, bo, cy, di)
    for who in everyone:
        joined = client.post(f"/api/tournaments/{tid}/join", headers=as_player(who)).json()
        assert joined["me"]["joined"] is True and joined["me"]["game"] is None
    assert tick(client) >= 1  # it starts (its time has come) and pairs
    assert client.get(f"/api/tournaments/{tid}").json()["status"] == "running"
    games = {who["name"]: my_game(client, tid, who) for who in everyone}
    assert all(games.values())
    rooms = {g["room"] for g in games.values() if g}
    assert len(rooms) == 2
    detail = client.get(f"/api/tournaments/{tid}").json()
    assert "me" not in detail  # nobody asked: no seat handed out
    assert [g["result"] for g in detail["games"]] == [None, None]
    assert all(g["watch"] == f"/watch/{g['room']}" for g in detail["games"])
    version = detail["version"]
    same = client.get(f"/api/tournaments/{tid}", headers={"If-None-Match": f'"{version}"'})
    assert same.status_code == 304 and same.headers["etag"] == f'"{version}"'
    older = client.get(f"/api/tournaments/{tid}", headers={"If-None-Match": f'"{version - 1}"'})
    assert older.status_code == 200 and older.json()["version"] == version
    # Ann beats her opponent; the other game's first seat wins.
    ann_game = games[ann["name"]]
    assert ann_game is not None
    opponent = next(
        w
        for w in everyone
        if w is not ann and (games[w["name"]] or {}).get("room") == ann_game["room"]
    )
    decide(client, (ann_game, "a"), (games[opponent["name"]], "b"))
    after = client.get(f"/api/tournaments/{tid}", headers=as_player(ann)).json()
    assert after["version"] > version
    top = after["standings"][0]
    assert top["player"]["id"] == ann["player_id"] and top["points"] == 2 and top["sheet"] == [2]
    assert after["me"]["game"] is None  # her game is over: no seat to hand out
    finished = [g for g in after["games"] if g["result"]]
    assert [g["result"] for g in finished] == [f"{ann['name']} won"]
    assert after["games"][0]["result"] is None  # games in progress first
    # the rated game moved the ratings of the tournament's pool (preset and target)
    profile = client.get(f"/api/players/{ann['player_id']}").json()
    assert [r["pool"] for r in profile["ratings"]] == ["standard-100"]
    assert profile["tournaments"][0]["id"] == tid and profile["tournaments"][0]["points"] == 2
    assert top["rating"] is not None and top["rating"] > 1500


def test_an_unrated_tournament_moves_no_rating(client: TestClient) -> None:
    ann, bo = player(client, "Ann"), player(client, "Bo")
    tid = arena(client, ann, rated=False)["id"]
    for who in (ann, bo):
        client.post(f"/api/tournaments/{tid}/join", headers=as_player(who))
    tick(client)
    a, b = my_game(client, tid, ann), my_game(client, tid, bo)
    assert a and b
    decide(client, (b, "b"), (a, "a"))
    assert client.get(f"/api/players/{bo['player_id']}").json()["ratings"] == []
    standings = client.get(f"/api/tournaments/{tid}").json()["standings"]
    assert [(s["player"]["id"], s["points"]) for s in standings] == [
        (bo["player_id"], 2),
        (ann["player_id"], 0),
    ]


def test_pause_and_leave_and_the_refusals(client: TestClient) -> None:
    ann, bo = player(client, "Ann"), player(client, "Bo")
    tid = arena(client, ann, starts_in_minutes=10)["id"]
    listed = client.get("/api/tournaments").json()
    assert [t["id"] for t in listed["coming"]] == [tid] and listed["running"] == []
    assert client.post(f"/api/tournaments/{tid}/join").json()["code"] == "player/unknown"
    paused = client.post(f"/api/tournaments/{tid}/pause", headers=as_player(bo))
    assert paused.status_code == 409 and paused.json()["code"] == "tournament/not_joined"
    client.post(f"/api/tournaments/{tid}/join", headers=as_player(bo))
    me = client.post(f"/api/tournaments/{tid}/pause", headers=as_player(bo)).json()["me"]
    assert me["paused"] is True
    left = client.post(f"/api/tournaments/{tid}/leave", headers=as_player(bo)).json()
    assert left["standings"][0]["left"] is True
    unknown = client.get("/api/tournaments/nothing-here")
    assert unknown.status_code == 404 and unknown.json()["code"] == "tournament/unknown"
    assert (
        client.post("/api/tournaments/nothing-here/join", headers=as_player(bo)).status_code == 404
    )
    for bad in (
        {"format": "cup"},
        {"minutes": 2},
        {"name": "\u202e"},
        {"starts_in_minutes": 5000},
        {"rounds": 3, "format": "swiss", "minutes": None},
        {"clock": "hourglass"},
    ):
        body = {"name": "Good name", "format": "arena", "minutes": 30, **bad}
        refused = client.post("/api/tournaments", json=body, headers=as_player(ann))
        if bad.get("format") == "swiss":
            assert refused.status_code == 201  # a Swiss with rounds is fine
            continue
        assert refused.status_code == 422, (bad, refused.text)
        assert refused.json()["code"] in ("request/invalid", "tournament/bad_name")
    too_many = arena(client, bo)  # Bo's first
    assert too_many["status"] == "coming" or too_many["status"] == "running"
    for _ in range(2):
        arena(client, bo, starts_in_minutes=60)
    refused = client.post(
        "/api/tournaments",
        json={"name": "One more", "format": "arena", "minutes": 30, "starts_in_minutes": 60},
        headers=as_player(bo),
    )
    assert refused.status_code == 409 and refused.json()["code"] == "tournament/too_many"


def test_a_private_tournament_is_not_listed_but_its_link_works(client: TestClient) -> None:
    ann = player(client, "Ann")
    made = arena(client, ann, private=True)
    listed = client.get("/api/tournaments").json()
    assert made["id"] not in {
        t["id"] for key in ("coming", "running", "finished") for t in listed[key]
    }
    assert client.get(f"/api/tournaments/{made['id']}").json()["private"] is True
    assert client.get("/tournaments/not-a-tournament").status_code == 404


def test_a_swiss_of_five_plays_three_rounds_with_a_bye_over_the_api(client: TestClient) -> None:
    people = [player(client, n) for n in ("Ann", "Bo", "Cy", "Di", "Ed")]
    body = {"name": "Five in a Swiss", "format": "swiss", "rounds": 3, "rated": False}
    made = client.post("/api/tournaments", json=body, headers=as_player(people[0]))
    assert made.status_code == 201, made.text
    tid = made.json()["id"]
    assert made.json()["ends"] is None and made.json()["round"] == 0
    for who in people:
        client.post(f"/api/tournaments/{tid}/join", headers=as_player(who))
    met: list[frozenset[str]] = []
    for number in (1, 2, 3):
        tick(client)
        games = {who["player_id"]: my_game(client, tid, who) for who in people}
        playing = {pid: g for pid, g in games.items() if g}
        assert len(playing) == 4  # one of five has the bye
        for room in {g["room"] for g in playing.values()}:
            seats = sorted(
                (g for g in playing.values() if g["room"] == room), key=lambda g: g["seat"]
            )
            met.append(frozenset(pid for pid, g in playing.items() if g["room"] == room))
            decide(client, (seats[1], "x"), (seats[0], "y"))  # seat 1 wins each game
        detail = client.get(f"/api/tournaments/{tid}").json()
        assert detail["round"] == number and detail["status"] == "running"
    tick(client)
    done = client.get(f"/api/tournaments/{tid}").json()
    assert done["status"] == "finished" and done["ends"] is not None
    assert len(met) == len(set(met)) == 6  # no repeat pairing
    byes = [b["players"][0] for b in done["byes"]]
    assert [b["round"] for b in done["byes"]] == [1, 2, 3] and len(set(byes)) == 3
    assert sum(row["points"] for row in done["standings"]) == 6 + 3
    assert done["winner"]["id"] == done["standings"][0]["player"]["id"]
    assert all(g["result"] and g["result"].endswith(" won") for g in done["games"])
    late = player(client, "Late")
    refused = client.post(f"/api/tournaments/{tid}/join", headers=as_player(late))
    assert refused.status_code == 409 and refused.json()["code"] == "tournament/finished"
    listed = client.get("/api/tournaments").json()
    assert [t["id"] for t in listed["finished"]] == [tid]


def test_the_socket_pushes_the_page_when_it_changes(client: TestClient) -> None:
    ann, bo = player(client, "Ann"), player(client, "Bo")
    tid = arena(client, ann)["id"]
    with client.websocket_connect(f"/ws/tournaments/{tid}") as ws:
        first = ws.receive_json()
        assert first["type"] == "tournament" and first["tournament"]["players"] == 0
        assert "me" not in first["tournament"]  # no player on a socket: no seat token
        client.post(f"/api/tournaments/{tid}/join", headers=as_player(bo))
        pushed = ws.receive_json()
        assert pushed["tournament"]["players"] == 1
        assert pushed["tournament"]["version"] > first["tournament"]["version"]
    with client.websocket_connect("/ws/tournaments/nothing-here") as ws:
        assert ws.receive_json()["code"] == "tournament/unknown"


def test_a_streak_doubles_and_the_arena_ends_when_its_last_game_does(client: TestClient) -> None:
    """Two players, nobody else free: paired again after each game. Ann wins three in a
    row (2, 2, then 4: on fire); after the end time nobody is paired, the game in
    progress still counts, then the arena is over with its winner."""
    ann, bo = player(client, "Ann"), player(client, "Bo")
    tid = arena(client, ann, minutes=5)["id"]
    for who in (ann, bo):
        client.post(f"/api/tournaments/{tid}/join", headers=as_player(who))
    for _ in range(3):
        tick(client)
        mine, theirs = my_game(client, tid, ann), my_game(client, tid, bo)
        assert mine and theirs
        decide(client, (mine, "a"), (theirs, "b"))
    top = client.get(f"/api/tournaments/{tid}").json()["standings"][0]
    assert top["player"]["id"] == ann["player_id"]
    assert (top["sheet"], top["points"], top["fire"]) == ([2, 2, 4], 8, True)
    tick(client)  # a fourth game starts before the end
    last = my_game(client, tid, ann), my_game(client, tid, bo)
    clock: ManualClock = client.app.state.manager.clock  # type: ignore[attr-defined]
    clock.advance(5 * 60)
    tick(client)
    running = client.get(f"/api/tournaments/{tid}").json()
    assert running["status"] == "running" and len(running["games"]) == 4
    assert last[0] and last[1]
    decide(client, (last[1], "b"), (last[0], "a"))  # Bo wins the last one: it counts
    tick(client)
    done = client.get(f"/api/tournaments/{tid}").json()
    assert done["status"] == "finished" and len(done["games"]) == 4
    assert done["winner"]["id"] == ann["player_id"]
    assert [row["sheet"] for row in done["standings"]] == [[2, 2, 4, 0], [0, 0, 0, 2]]
    assert [row["fire"] for row in done["standings"]] == [False, False]


def test_a_player_cooling_off_cannot_join_nor_be_paired(client: TestClient) -> None:
    ann, bo = player(client, "Ann"), player(client, "Bo")
    tid = arena(client, ann, starts_in_minutes=10)["id"]
    now = client.app.state.director.moment()  # type: ignore[attr-defined]
    store = client.app.state.store  # type: ignore[attr-defined]
    with store.engine.begin() as conn:  # the fair-play rules gave Bo 15 minutes
        conn.execute(
            insert(cooling_offs).values(
                player_id=bo["player_id"],
                reason="abandon",
                started=now,
                ends=now + timedelta(minutes=15),
            )
        )
    refused = client.post(f"/api/tournaments/{tid}/join", headers=as_player(bo))
    assert refused.status_code == 403, refused.text
    assert refused.json()["code"] == "player/cooling_off"
    assert "You cannot be paired for 15 minutes" in refused.json()["message"]
    detail = client.get(f"/api/tournaments/{tid}").json()
    assert detail["players"] == 0  # nothing changed
