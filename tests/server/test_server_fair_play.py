"""Fair play through the server, on SQLite and PostgreSQL (docs/online.md, "Fair play"):
the farming probe of issue 36, aborts, games between players who share an address or
were made in bulk, and the cooling-off that repeated aborts earn, told in words and
refused by pairing and public tables until it ends (on the server's clock)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from starlette.testclient import WebSocketTestSession

from ginrummy.server import create_app
from ginrummy.server.online.fair_play import FairPlay
from ginrummy.server.storage.schema import seats
from tests.helpers.clock import ManualClock
from tests.helpers.server import (
    Message,
    choose,
    from_address,
    newer_than,
    player,
    recv_until,
    send_seed,
    settings_for,
    wait_until,
    ws_url,
)

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

Player = dict[str, str]


def as_player(who: Player) -> dict[str, str]:
    return {"X-Player": who["header"]}


def profile(client: TestClient, who: Player) -> Message:
    found: Message = client.get(f"/api/players/{who['player_id']}").json()
    return found


def open_table(
    host_client: TestClient, host: Player, guest_client: TestClient, guest: Player
) -> tuple[str, str, str]:
    """``host`` opens a public table to 1 point, ``guest`` joins it: id and tokens."""
    made = host_client.post(
        "/api/rooms",
        json={"mode": "friend", "visibility": "public", "options": {"game_target": 1}},
        headers=as_player(host),
    )
    assert made.status_code == 201, made.text
    rid = made.json()["room_id"]
    joined = guest_client.post(f"/api/rooms/{rid}/join", json={}, headers=as_player(guest))
    assert joined.status_code == 200, joined.text
    return rid, made.json()["token"], joined.json()["token"]


def resign_at_once(client: TestClient, rid: str, token: str) -> Message:
    """The seat of ``token`` resigns before anybody moved; its game-over sheet."""
    with client.websocket_connect(ws_url(rid, token)) as ws:
        recv_until(ws, lambda m: m["type"] == "state")
        ws.send_json({"type": "resign"})
        over = recv_until(ws, lambda m: m["type"] == "state" and m["view"]["game_over"])
    sheet: Message = over["view"]["game_over"]
    return sheet


@contextmanager
def dealt(client: TestClient, rid: str, tokens: tuple[str, str]) -> Iterator[list[Any]]:
    """Both seats connected and seeded, the first hand dealt: [sockets, states]."""
    with ExitStack() as stack:
        sockets = [stack.enter_context(client.websocket_connect(ws_url(rid, t))) for t in tokens]
        for seat, ws in enumerate(sockets):
            state = recv_until(ws, lambda m: m["type"] == "state")
            send_seed(ws, state["view"], f"seed-{seat}")
        states = [
            recv_until(ws, lambda m: m["type"] == "state" and m["view"]["phase"] != "shuffling")
            for ws in sockets
        ]
        yield [sockets, states]


def both_move(sockets: list[WebSocketTestSession], states: list[Message]) -> list[Message]:
    """Play until each seat has made a real move (a pass is none); the last states."""
    done = [False, False]
    while not all(done):
        mover = 0 if states[0]["view"]["your_turn"] else 1
        move = choose(states[mover]["view"])
        seen = states[mover]["state_id"]
        sockets[mover].send_json({"type": "act", "state_id": seen, "action": move})
        done[mover] = done[mover] or move != "pass"
        states = [recv_until(ws, newer_than(seen)) for ws in sockets]
    return states


def play_then_resign(client: TestClient, rid: str, tokens: tuple[str, str], loser: int) -> None:
    """Both seats move, then ``loser`` resigns."""
    with dealt(client, rid, tokens) as (sockets, states):
        both_move(sockets, states)
        sockets[loser].send_json({"type": "resign"})
        for ws in sockets:
            recv_until(ws, lambda m: m["type"] == "state" and m["view"]["game_over"])


@pytest.mark.slow  # fourteen tables
def test_the_farming_probe_leaves_the_farmers_rating_where_it_was(fresh_database: str) -> None:
    """Issue 36's probe: fourteen fresh players made from one address each open a public
    table to 1 point and resign before any move against one farmer. Every game is
    aborted: the farmer has no rated game, his rating is where it started, and every
    profile lists the games as aborted."""
    with TestClient(create_app(settings_for(fresh_database))) as client:
        farmer = player(from_address(client, "203.0.113.9"), "Farmer")
        for n in range(14):
            fresh = player(client, f"Fresh{n}")
            rid, host_token, _ = open_table(client, fresh, client, farmer)
            sheet = resign_at_once(client, rid, host_token)
            assert sheet["resigned"] is True and sheet["winner"] == 1
            assert sheet["aborted"] is True
            assert sheet["text"] == (
                "Game aborted: you resigned before both players had made a move. "
                "It counts for nothing: no result, no rating change."
            )
        mine = profile(client, farmer)
        assert mine["ratings"] == [] and mine["recent"] == []
        assert [g["outcome"] for g in mine["unrated"]] == ["aborted"] * 14
        assert {g["reason"] for g in mine["unrated"]} == {"no-move"}
        board = client.get("/api/leaderboard", params={"pool": "standard-1"}).json()
        assert board["players"] == []


def test_a_game_without_a_move_by_both_is_aborted_even_from_two_addresses(
    fresh_database: str,
) -> None:
    """Ann and Bob play from two addresses; Ann moves, Bob never does and resigns: the
    game is aborted, nobody is rated."""
    with TestClient(create_app(settings_for(fresh_database))) as client:
        elsewhere = from_address(client, "198.51.100.20")
        ann, bob = player(client, "Ann"), player(elsewhere, "Bob")
        rid, ann_token, bob_token = open_table(client, ann, elsewhere, bob)
        with dealt(client, rid, (ann_token, bob_token)) as (sockets, states):
            ann_moved = False
            while not ann_moved:  # Bob only passes; Ann takes, draws or discards once
                mover = 0 if states[0]["view"]["your_turn"] else 1
                legal = states[mover]["view"]["legal"]
                kinds = ("pass",) if mover == 1 else ("take", "draw", "discard")
                move = next(m["text"] for m in legal if m["kind"] in kinds)
                seen = states[mover]["state_id"]
                sockets[mover].send_json({"type": "act", "state_id": seen, "action": move})
                ann_moved = mover == 0
                states = [recv_until(ws, newer_than(seen)) for ws in sockets]
            sockets[1].send_json({"type": "resign"})
            over = recv_until(sockets[0], lambda m: m["type"] == "state" and m["view"]["game_over"])
            assert over["view"]["game_over"]["aborted"] is True
            assert over["view"]["rated"] is False
            assert over["view"]["game_over"]["text"].startswith(
                f"Game aborted: {bob['name']} resigned before both players had made a move."
            )
    # Another process (a restart) reads the abort with the room.
    with TestClient(create_app(settings_for(fresh_database))) as client:
        with client.websocket_connect(ws_url(rid, ann_token)) as ws:
            again = recv_until(ws, lambda m: m["type"] == "state")
            assert again["view"]["game_over"]["aborted"] is True
        for who in (ann, bob):
            found = profile(client, who)
            assert found["ratings"] == []
            assert [(g["outcome"], g["reason"]) for g in found["unrated"]] == [
                ("aborted", "no-move")
            ]
            history = client.get("/api/history", headers=as_player(who)).json()["games"]
            assert [(g["aborted"], g["rated"], g["resigned"]) for g in history] == [
                (True, False, True)
            ]


def test_players_sharing_an_address_or_made_in_bulk_move_nobodys_rating(
    fresh_database: str,
) -> None:
    """Played games, each with moves on both sides: between two players of one address
    unrated; with a player made in a burst of three from one address unrated, though
    played from elsewhere; between two strangers rated."""
    with TestClient(create_app(settings_for(fresh_database))) as client:
        home = from_address(client, "198.51.100.30")
        kin = player(home, "Kin")
        ann = player(client, "Ann")
        housemate = player(client, "Housemate")
        rid, *tokens = open_table(client, ann, client, housemate)
        play_then_resign(client, rid, (tokens[0], tokens[1]), loser=1)
        assert profile(client, ann)["ratings"] == []
        assert profile(client, housemate)["unrated"][0]["reason"] == "shared-address"

        bulk = from_address(client, "192.0.2.77")
        made = [player(bulk, f"Bulk{n}") for n in range(3)]
        far = from_address(client, "192.0.2.200")
        rid, *tokens = open_table(far, made[0], home, kin)
        play_then_resign(client, rid, (tokens[0], tokens[1]), loser=0)
        assert profile(client, kin)["ratings"] == []
        assert profile(client, kin)["unrated"][0]["reason"] == "bulk-made"

        rid, *tokens = open_table(client, ann, home, kin)
        play_then_resign(client, rid, (tokens[0], tokens[1]), loser=1)
        ann_rating = profile(client, ann)["ratings"][0]
        kin_rating = profile(client, kin)["ratings"][0]
        assert ann_rating["rating"] > 1500 > kin_rating["rating"]
        assert ann_rating["games"] == kin_rating["games"] == 1


def test_repeated_aborts_earn_an_escalating_cooling_off_told_in_words(
    fresh_database: str,
) -> None:
    """Quitter resigns three games before moving (the abandonment watch's limit): the
    pairing queue and public tables refuse him with ``fair_play/cooling_off``, the
    minutes left and a sentence, for 5 minutes of the server's clock; after it, three
    more aborts cost 15 minutes."""
    time_passes = ManualClock()
    with TestClient(create_app(settings_for(fresh_database), clock=time_passes)) as client:
        quitter = player(client, "Quitter")
        body = {"rules": "standard", "target": 100}

        def abort_games(count: int) -> None:
            for n in range(count):
                where = from_address(client, f"198.51.100.{100 + n}")
                other = player(where, f"Other{n}")
                rid, host_token, _ = open_table(client, quitter, where, other)
                resign_at_once(client, rid, host_token)

        abort_games(2)
        waiting = client.post("/api/pairing", json=body, headers=as_player(quitter))
        assert waiting.status_code == 200 and waiting.json()["status"] == "waiting"
        client.delete("/api/pairing", headers=as_player(quitter))
        abort_games(1)
        refused = client.post("/api/pairing", json=body, headers=as_player(quitter))
        assert refused.status_code == 403
        told = refused.json()
        assert told["code"] == "fair_play/cooling_off" and told["reason"] == "abandon"
        assert told["minutes_left"] == 5
        assert told["message"].startswith("You cannot be paired for 5 minutes: you left")
        table = client.post(
            "/api/rooms",
            json={"mode": "friend", "visibility": "public"},
            headers=as_player(quitter),
        )
        assert table.status_code == 403 and table.json()["code"] == "fair_play/cooling_off"
        mine = client.get("/api/players/me", headers=as_player(quitter)).json()
        assert mine["cooling_off"]["minutes_left"] == 5
        time_passes.advance(4 * 60)
        again = client.post("/api/pairing", json=body, headers=as_player(quitter)).json()
        assert again["minutes_left"] == 1
        time_passes.advance(61)
        free = client.post("/api/pairing", json=body, headers=as_player(quitter))
        assert free.status_code == 200 and free.json()["status"] == "waiting"
        client.delete("/api/pairing", headers=as_player(quitter))
        assert (
            client.get("/api/players/me", headers=as_player(quitter)).json()["cooling_off"] is None
        )
        abort_games(3)
        longer = client.post("/api/pairing", json=body, headers=as_player(quitter)).json()
        assert longer["code"] == "fair_play/cooling_off" and longer["minutes_left"] == 15


def test_a_public_table_whose_host_left_leaves_the_lobby_and_cannot_be_joined(
    fresh_database: str,
) -> None:
    """Ann opens a public table and closes her tab: within the grace (a reload) it is
    still listed; after it the lobby leaves it out and Bob is refused a seat with
    ``room/host_gone``. Ann comes back: the table is listed and Bob sits down."""
    time_passes = ManualClock()
    with TestClient(create_app(settings_for(fresh_database), clock=time_passes)) as client:
        elsewhere = from_address(client, "198.51.100.80")
        ann, bob = player(client, "Ann"), player(elsewhere, "Bob")
        made = client.post(
            "/api/rooms", json={"mode": "friend", "visibility": "public"}, headers=as_player(ann)
        ).json()
        rid, token = made["room_id"], made["token"]

        def listed() -> bool:
            tables = client.get("/api/lobby").json()["tables"]
            return rid in [t["room_id"] for t in tables]

        with client.websocket_connect(ws_url(rid, token)) as ws:
            recv_until(ws, lambda m: m["type"] == "state")
            assert listed()
        grace = FairPlay().host_grace_seconds
        assert wait_until(lambda: stored_gone(client, rid))
        time_passes.advance(grace - 1)
        assert listed()
        time_passes.advance(2)
        assert not listed()
        refused = elsewhere.post(f"/api/rooms/{rid}/join", json={}, headers=as_player(bob))
        assert refused.status_code == 409 and refused.json()["code"] == "room/host_gone"
        assert "has left it" in refused.json()["message"]
        with client.websocket_connect(ws_url(rid, token)) as ws:
            recv_until(ws, lambda m: m["type"] == "state")
            assert wait_until(listed)
            joined = elsewhere.post(f"/api/rooms/{rid}/join", json={}, headers=as_player(bob))
            assert joined.status_code == 200 and joined.json()["seat"] == 1


def stored_gone(client: TestClient, rid: str) -> bool:
    """Whether storage holds that the host's seat went (written in the background)."""
    engine = client.app.state.store.engine  # type: ignore[attr-defined]
    with engine.connect() as conn:
        gone = conn.execute(
            select(seats.c.gone_at).where(seats.c.room_id == rid, seats.c.seat == 0)
        ).scalar()
    return gone is not None


def test_quick_losses_earn_the_sandbag_cooling_off(fresh_database: str) -> None:
    """Dropper plays three games from his own address, makes a move or two in each and
    resigns (quick losses, each rated): the sandbag watch fires at the third."""
    with TestClient(create_app(settings_for(fresh_database))) as client:
        dropper = player(client, "Dropper")
        body = {"rules": "standard", "target": 100}
        for n in range(FairPlay().sandbag_losses):
            assert (
                client.post("/api/pairing", json=body, headers=as_player(dropper)).status_code
                == 200
            )
            client.delete("/api/pairing", headers=as_player(dropper))
            where = from_address(client, f"198.51.100.{150 + n}")
            other = player(where, f"Winner{n}")
            rid, *tokens = open_table(client, dropper, where, other)
            play_then_resign(client, rid, (tokens[0], tokens[1]), loser=0)
        mine = profile(client, dropper)
        assert mine["unrated"] == [] and mine["ratings"][0]["games"] == FairPlay().sandbag_losses
        refused = client.post("/api/pairing", json=body, headers=as_player(dropper)).json()
        assert refused["code"] == "fair_play/cooling_off" and refused["reason"] == "sandbag"
        assert "lost several games in a row in a few moves" in refused["message"]


def test_the_farming_rules_can_be_turned_off(fresh_database: str) -> None:
    """``address_days`` 0 and ``bulk_days`` 0: two players of one address, played
    games, are rated (aborts still hold: they are no farming rule but the game's)."""
    rules = FairPlay(address_days=0, bulk_days=0)
    with TestClient(create_app(settings_for(fresh_database, fair_play=rules))) as client:
        ann, bob = player(client, "Ann"), player(client, "Bob")
        rid, *tokens = open_table(client, ann, client, bob)
        play_then_resign(client, rid, (tokens[0], tokens[1]), loser=1)
        assert profile(client, ann)["ratings"][0]["rating"] > 1500
        rid, host_token, _ = open_table(client, ann, client, bob)
        resign_at_once(client, rid, host_token)
        assert profile(client, ann)["unrated"][0]["outcome"] == "aborted"


def test_two_processes_agree_on_an_abort_and_a_cooling_off(fresh_postgres: str) -> None:
    """The games end on one process; the other reads the same aborts and refuses the
    same cooling-off (storage decided it, in the transaction of the third game's end)."""
    settings = settings_for(fresh_postgres)
    with TestClient(create_app(settings)) as a, TestClient(create_app(settings)) as b:
        quitter = player(a, "Quitter")
        for n in range(FairPlay().abandon_limit):
            where = from_address(b, f"198.51.100.{200 + n}")
            other = player(where, f"Other{n}")
            rid, host_token, _ = open_table(a, quitter, where, other)
            resign_at_once(a, rid, host_token)
        seen = profile(b, quitter)
        assert [g["outcome"] for g in seen["unrated"]] == ["aborted"] * FairPlay().abandon_limit
        body = {"rules": "standard", "target": 100}
        for client in (a, b):
            refused = client.post("/api/pairing", json=body, headers=as_player(quitter))
            assert refused.status_code == 403
            assert refused.json()["code"] == "fair_play/cooling_off"
