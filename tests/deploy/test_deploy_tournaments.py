"""A Swiss tournament run by two real ``ginrummy serve`` processes on one PostgreSQL
database (docs/online.md, "Tournaments"): each round is paired once, both processes
show the same standings, and after one process is killed with ``kill -9`` during a
round the other carries on: the round's results count and the next round is paired,
with nothing lost or paired twice. A restarted process shows the same again.

Skips without ``GINRUMMY_TEST_POSTGRES_URL`` (as the other deploy tests)."""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.deploy import Services, free_port, fresh_database, running_services
from tests.helpers.server import choose, seat_subprotocols

TIMEOUT = 90.0


@pytest.fixture
def database() -> Iterator[str]:
    with fresh_database() as url:
        yield url


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    with running_services(tmp_path) as started:
        yield started


def start(services: Services, name: str, port: int, database: str) -> str:
    services.serve(name, port, database, "--tournament-schedule", "none")
    base = f"http://127.0.0.1:{port}"
    services.wait_http(name, f"{base}/healthz")
    return base


def until(test: Callable[[], Any], what: str) -> Any:
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        found = test()
        if found:
            return found
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


def play_and_resign(base: str, winner: dict[str, Any], loser: dict[str, Any]) -> None:
    """Both players make a real move, then the loser resigns (over ``base``'s sockets)."""
    from websockets.sync.client import connect

    ws_base = base.replace("http://", "ws://")
    room = winner["room"]
    with (
        connect(
            f"{ws_base}/ws/rooms/{room}", subprotocols=seat_subprotocols(winner["token"])
        ) as on_w,
        connect(
            f"{ws_base}/ws/rooms/{room}", subprotocols=seat_subprotocols(loser["token"])
        ) as on_l,
    ):
        sockets = {winner["seat"]: on_w, loser["seat"]: on_l}

        def state_of(ws: Any, test: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
            while True:
                message: dict[str, Any] = json.loads(ws.recv(timeout=TIMEOUT))
                if message["type"] == "state" and test(message):
                    return message

        for seat, ws in sockets.items():
            first = state_of(ws, lambda m: True)
            pending = first["view"]["fair"]["next"]
            if pending is not None and pending["client_seed"] is None:
                ws.send(
                    json.dumps(
                        {
                            "type": "seed",
                            "commitment": pending["commitment"],
                            "client_seed": f"s{seat}",
                        }
                    )
                )
        states = {
            s: state_of(ws, lambda m: m["view"]["phase"] != "shuffling")
            for s, ws in sockets.items()
        }
        moved: set[int] = set()
        while moved != {0, 1}:
            seat = next(s for s, st in states.items() if st["view"]["your_turn"])
            sid = states[seat]["state_id"]
            sockets[seat].send(
                json.dumps({"type": "act", "state_id": sid, "action": choose(states[seat]["view"])})
            )
            moved.add(seat)
            states = {
                s: state_of(ws, lambda m, sid=sid: m["state_id"] > sid) for s, ws in sockets.items()
            }
        on_l.send(json.dumps({"type": "resign"}))
        state_of(on_w, lambda m: m["view"]["game_over"] is not None)


def test_a_swiss_on_two_processes_survives_one_killed_mid_round(
    database: str, services: Services
) -> None:
    import httpx

    bases = {
        "a": start(services, "a", free_port(), database),
        "b": start(services, "b", free_port(), database),
    }
    try:
        clients = {
            k: httpx.Client(base_url=v, trust_env=False, timeout=10) for k, v in bases.items()
        }
        people = []
        for i in range(5):
            made = (
                clients["a" if i % 2 else "b"].post("/api/players", json={"name": f"P{i}"}).json()
            )
            people.append(
                {"id": made["player_id"], "X-Player": f"{made['player_id']}:{made['secret']}"}
            )
        body = {
            "name": "Two-process Swiss",
            "format": "swiss",
            "rounds": 2,
            "rated": False,
            "starts_in_minutes": 1,  # everybody joins before round 1 is paired
        }
        made = clients["a"].post(
            "/api/tournaments", json=body, headers={"X-Player": people[0]["X-Player"]}
        )
        assert made.status_code == 201, made.text
        tid = made.json()["id"]
        for i, who in enumerate(people):
            joined = clients["ab"[i % 2]].post(
                f"/api/tournaments/{tid}/join", headers={"X-Player": who["X-Player"]}
            )
            assert joined.status_code == 200, joined.text

        def detail(side: str, who: dict[str, str] | None = None) -> dict[str, Any]:
            headers = {"X-Player": who["X-Player"]} if who else {}
            found: dict[str, Any] = (
                clients[side].get(f"/api/tournaments/{tid}", headers=headers).json()
            )
            return found

        def at_round(side: str, number: int) -> dict[str, Any] | None:
            for who in people:  # the players' pages ask (they are present)
                detail(side, who)
            found = detail(side)
            return found if found["round"] == number else None

        first = until(lambda: at_round("a", 1), "round 1")
        round1 = [g for g in first["games"] if g["round"] == 1]
        assert len(round1) == 2 and len(first["byes"]) == 1
        seated = Counter(s["id"] for g in round1 for s in g["seats"])
        assert len(seated) == 4 and set(seated.values()) == {1}  # each once
        # both processes show the same (the same version, the same standings)
        same = until(
            lambda: (
                (x := detail("a"), y := detail("b"))
                and x["version"] == y["version"]
                and x["standings"] == y["standings"]
                and x["games"] == y["games"]
                and (x, y)
            ),
            "the same page on both processes",
        )
        assert same[0]["round"] == 1
        services.kill("a")  # mid-round: round 1's games are being played
        games = {}
        for who in people:
            mine = detail("b", who)["me"]["game"]
            if mine:
                games[who["id"]] = mine
        assert len(games) == 4
        winners = []
        for room in {g["room"] for g in games.values()}:
            seats = sorted(
                (g for g in games.values() if g["room"] == room), key=lambda g: g["seat"]
            )
            play_and_resign(bases["b"], seats[0], seats[1])
            winners.append(next(pid for pid, g in games.items() if g is seats[0]))
        second = until(lambda: at_round("b", 2), "round 2 on the surviving process")
        points = {s["player"]["id"]: s["points"] for s in second["standings"]}
        byes = [b["players"][0] for b in second["byes"]]
        assert len(byes) == 2 and byes[0] != byes[1]  # the bye goes to someone new
        # round 1's two results (played on the survivor) and both byes, nothing else
        expected = Counter(winners + byes)
        assert points == {who["id"]: expected[who["id"]] for who in people}
        round2 = [g for g in second["games"] if g["round"] == 2]
        assert len(round2) == 2
        pairs1 = {frozenset(s["id"] for s in g["seats"]) for g in round1}
        pairs2 = {frozenset(s["id"] for s in g["seats"]) for g in round2}
        assert not pairs1 & pairs2  # no repeat, no second pairing of round 1
        # a fresh process on the same database shows the same page
        bases["a"] = start(services, "a2", free_port(), database)
        clients["a"] = httpx.Client(base_url=bases["a"], trust_env=False, timeout=10)
        again = until(
            lambda: (
                (x := detail("a"), y := detail("b"))
                and x["version"] == y["version"]
                and x["standings"] == y["standings"]
                and x
            ),
            "the restarted process to agree",
        )
        assert again["round"] == 2
    except BaseException:
        print(services.all_logs())
        raise
