"""A room for three (issue 39) through the real app and its sockets: seating by the
invite link and by the computer, what each seat and the watchers see (the sitting-out
seat never the box player's hand nor a stock card), advice to the captain only, typed
refusals that change nothing, scores as the stored hands make them, and a restart that
resumes the match."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import select
from starlette.testclient import WebSocketTestSession

from ginrummy.core.record import HandRecord
from ginrummy.core.rules import find_rules
from ginrummy.core.three import ThreeForm, ThreeRecord, ThreeSettings
from ginrummy.server import create_app
from ginrummy.server.rooms.three_room import ThreeRoom, ThreeRooms
from ginrummy.server.storage.schema import three_rooms
from ginrummy.server.wire.protocol import ProtocolError
from tests.helpers.clock import ManualClock
from tests.helpers.server import (
    Message,
    choose,
    recv,
    recv_until,
    seat_subprotocols,
    settings_for,
    sqlite_url,
    wait_until,
)

Seat = WebSocketTestSession


@contextmanager
def server(db: str) -> Iterator[TestClient]:
    with TestClient(create_app(settings_for(db))) as client:
        yield client


@contextmanager
def two_servers(db: str) -> Iterator[tuple[TestClient, TestClient]]:
    """Two server processes' apps on one PostgreSQL database (as behind nginx's round
    robin), each listening on the cluster's channel."""
    db_settings = settings_for(db)
    with (
        TestClient(create_app(db_settings)) as a,
        TestClient(create_app(db_settings)) as b,
    ):
        for client in (a, b):
            fanout = client.app.state.fanout  # type: ignore[attr-defined]
            assert wait_until(fanout.connected.is_set)
        yield a, b


def make_room(client: TestClient, **body: Any) -> tuple[str, str]:
    made = client.post("/api/three", json={"name": "Ann", "options": {"game_target": 10}, **body})
    assert made.status_code == 201, made.text
    return made.json()["room_id"], made.json()["token"]


def join(client: TestClient, rid: str, name: str) -> tuple[int, str]:
    joined = client.post(f"/api/rooms/{rid}/join", json={"name": name})
    assert joined.status_code == 200, joined.text
    return joined.json()["seat"], joined.json()["token"]


def seat(client: TestClient, rid: str, token: str) -> Any:
    return client.websocket_connect(f"/ws/three/{rid}", subprotocols=seat_subprotocols(token))


def room_of(client: TestClient, rid: str) -> ThreeRoom:
    room: ThreeRoom = client.app.state.three.rooms[rid]  # type: ignore[attr-defined]
    return room


def settle(client: TestClient, rid: str) -> int:
    """Wait for the computer to stop moving; the room's version then."""
    room = room_of(client, rid)
    deadline = time.monotonic() + 20
    while True:
        busy = room.bot_task is not None and not room.bot_task.done()
        if not busy and not room.lock.locked() and ThreeRooms._bot_to_move(room) is None:
            sid = room.state_id
            time.sleep(0.02)  # nothing started meanwhile
            if sid == room.state_id and not room.lock.locked():
                return sid
        assert time.monotonic() < deadline, "the computer never stopped"
        time.sleep(0.005)


def upto(ws: Seat, state_id: int) -> Message:
    """Read ``ws`` up to the message of ``state_id`` (every frame checked on the way)."""
    last = LAST.get(id(ws))
    if last is not None and last["state_id"] >= state_id:
        return last
    while True:
        msg = recv(ws)
        if msg["type"] in ("state", "spectate"):
            LAST[id(ws)] = msg
            if msg["state_id"] >= state_id:
                return msg


LAST: dict[int, Message] = {}
"""Each socket's newest view read (a refusal is read past the views before it)."""


def refusal(ws: Seat) -> str:
    """The code of the next refusal ``ws`` gets (the views before it are read past)."""
    while True:
        msg = recv(ws)
        if msg["type"] == "error":
            return str(msg["code"])
        LAST[id(ws)] = msg


def cards_in(value: Any) -> set[str]:
    """Every card code anywhere in a frame."""
    text = json.dumps(value)
    codes = set()
    for rank in "A23456789TJQK":
        for suit in "CDHS":
            if f'"{rank}{suit}"' in text:
                codes.add(rank + suit)
    return codes


def check_hidden(room: ThreeRoom, views: dict[int | None, Message]) -> None:
    """No frame of the sitting-out seat or of a watcher shows a card it could not see:
    never a stock card; the box player's hand never to the partner."""
    state = room.table.state
    seen0, seen1 = state.observation(0), state.observation(1)
    held = {str(c) for c in seen0.hand} | {str(c) for c in seen1.hand}
    stock = {str(c) for c in state.deck} - held - {str(c) for c in seen0.discard_pile}
    for who, msg in views.items():
        if who is not None and who in room.hand_players:
            continue
        # the current hand's parts (the score sheet shows earlier hands, public then)
        current = ("hand", "seats", "opponent", "discard_pile", "upcard", "events", "showdown")
        shown = cards_in({k: msg["view"].get(k) for k in current})
        shown |= cards_in(msg["view"]["three"])
        if state.result is None:
            assert not shown & stock, (who, shown & stock)
        if who is not None and room.box is not None and state.result is None:
            box_hand = {str(c) for c in state.observation(0).hand}
            captain = {str(c) for c in state.observation(1).hand}
            known = set(msg["view"]["opponent"]["known"]) | set(msg["view"]["discard_pile"])
            leaked = box_hand & (shown - known)
            assert not leaked, (who, leaked)
            assert set(msg["view"]["hand"]) == captain


def test_a_box_match_with_two_people_and_the_computer_to_its_end(tmp_path: Path) -> None:
    db = sqlite_url(tmp_path)
    with server(db) as client:
        rid, ann_token = make_room(client, form="box", games=2)
        info = client.get(f"/api/rooms/{rid}").json()
        assert info["players"] == 3 and info["status"] == "waiting"
        assert client.get(f"/join/{rid}").status_code == 200
        bob_seat, bob_token = join(client, rid, "Bob")
        assert bob_seat == 1
        bad = client.post(
            f"/api/three/{rid}/computer", json={"token": bob_token, "seat": 2, "level": "easy"}
        )
        assert bad.status_code == 403  # only the creator seats the computer
        bad = client.post(
            f"/api/three/{rid}/computer", json={"token": ann_token, "seat": 1, "level": "easy"}
        )
        assert bad.status_code == 409 and bad.json()["code"] == "three/seat_taken"
        bad = client.post(
            f"/api/three/{rid}/computer", json={"token": ann_token, "seat": 5, "level": "easy"}
        )
        assert bad.json()["code"] == "three/bad_seat"
        ok = client.post(
            f"/api/three/{rid}/computer", json={"token": ann_token, "seat": 2, "level": "easy"}
        )
        assert ok.status_code == 200 and ok.json()["status"] == "playing"
        assert client.post(f"/api/rooms/{rid}/join", json={"name": "Cy"}).status_code == 409
        tokens = {0: ann_token, 1: bob_token}
        with (
            seat(client, rid, tokens[0]) as ann,
            seat(client, rid, tokens[1]) as bob,
            client.websocket_connect(f"/ws/three/{rid}/watch") as watcher,
        ):
            socks: dict[int | None, Seat] = {0: ann, 1: bob, None: watcher}
            room = room_of(client, rid)
            advised = refused = False
            for _ in range(3000):
                sid = settle(client, rid)
                views = {who: upto(ws, sid) for who, ws in socks.items()}
                check_hidden(room, views)
                three = views[0]["view"]["three"]
                if three["over"]:
                    break
                for who in (0, 1):
                    part = views[who]["view"]["three"]
                    assert part["names"] == ["Ann", "Bob", "Computer (easy)"]
                if room.box is not None and not advised and room.sitting_out in (0, 1):
                    out = room.sitting_out
                    partner = views[out]["view"]
                    assert partner["three"]["role"] == "advising" and partner["legal"] == []
                    if partner["three"]["may_advise"]:
                        # a move from the sitting-out seat is refused and changes nothing
                        socks[out].send_json({"type": "act", "state_id": sid, "action": 0})
                        assert refusal(socks[out]) == "three/sitting_out"
                        assert room.state_id == sid
                        socks[out].send_json({"type": "advise", "card": partner["hand"][0]})
                        captain, box = room.captain, room.box
                        seen = {
                            who: upto(ws, sid + 1)["view"]["three"]["advice"]
                            for who, ws in socks.items()
                        }
                        assert seen[out] == {"card": partner["hand"][0], "from": out}
                        assert seen[None] is None
                        if captain in socks:
                            assert seen[captain] == seen[out]
                        if box in socks:
                            assert seen[box] is None
                        advised = True
                        continue
                if room.box in (0, 1) and not refused and room.sitting_out is not None:
                    box_ws = socks[room.box]
                    box_ws.send_json({"type": "advise", "card": "AS"})
                    assert refusal(box_ws) == "three/advice_unavailable"
                    refused = True
                moved = False
                for who in (0, 1):
                    view = views[who]["view"]
                    if view["three"]["next_hand"]:
                        socks[who].send_json({"type": "next_hand"})
                        moved = True
                    elif view["your_turn"] and view.get("legal"):
                        socks[who].send_json(
                            {"type": "act", "state_id": sid, "action": choose(view)}
                        )
                        moved = True
                if moved:
                    time.sleep(0.01)
                    while room.state_id == sid:
                        time.sleep(0.005)
            assert room.match.is_over, "the match did not end"
            assert advised and refused
            final = views[0]["view"]["three"]
            assert final["winners"] and final["sheet"]
        scores = list(room.match.scores)
        assert final["scores"] == scores
        # the three scores are what the stored hands make
        with client.app.state.store.engine.connect() as conn:  # type: ignore[attr-defined]
            row = conn.execute(select(three_rooms).where(three_rooms.c.id == rid)).one()
        stored = json.loads(row.hands)
        record = ThreeRecord(
            ThreeSettings.from_dict(json.loads(row.settings)),
            stored["first_dealer"],
            tuple(
                ((h["players"][0], h["players"][1]), HandRecord.from_dict(h))
                for h in stored["hands"]
            ),
        )
        assert list(record.replay().scores) == scores
        assert row.status == "over"


def test_refusals_in_rotation_and_a_restart_resumes_the_match(fresh_database: str) -> None:
    """On SQLite and PostgreSQL: the room is stored at each change and a new server on
    the same database resumes it where it stood, mid-hand."""
    db = fresh_database
    with server(db) as client:
        rid, ann = make_room(client, form="rotation-hand", computers={"2": "easy"})
        _, bob = join(client, rid, "Bob")
        with seat(client, rid, ann) as ws0, seat(client, rid, bob) as ws1:
            room = room_of(client, rid)
            sid = settle(client, rid)
            views = {0: upto(ws0, sid), 1: upto(ws1, sid)}
            # rotation: nobody advises
            ws0.send_json({"type": "advise", "card": "AS"})
            assert refusal(ws0) == "three/advice_unavailable"
            ws0.send_json({"type": "nonsense"})
            assert refusal(ws0) == "message/malformed"
            # play a few moves, then stop mid-hand
            for _ in range(6):
                sid = settle(client, rid)
                views = {0: upto(ws0, sid), 1: upto(ws1, sid)}
                check_hidden(room, {0: views[0], 1: views[1]})
                for who, ws in ((0, ws0), (1, ws1)):
                    view = views[who]["view"]
                    if view["your_turn"] and view["legal"]:
                        ws.send_json({"type": "act", "state_id": sid, "action": choose(view)})
                        while room.state_id == sid:
                            time.sleep(0.005)
                        break
            sid = settle(client, rid)
            before = {0: upto(ws0, sid)["view"], 1: upto(ws1, sid)["view"]}
            stale = sid - 1
            ws0.send_json({"type": "act", "state_id": stale, "action": 0})
            assert refusal(ws0) in ("action/stale", "three/sitting_out", "hand/over")
            assert room.state_id == sid
    with server(db) as again:
        assert again.get(f"/api/rooms/{rid}").json()["players"] == 3
        with seat(again, rid, ann) as ws0, seat(again, rid, bob) as ws1:
            after = {0: recv(ws0)["view"], 1: recv(ws1)["view"]}
        for who in (0, 1):
            assert after[who]["hand"] == before[who]["hand"]
            assert after[who]["events"] == before[who]["events"]
            assert after[who]["three"]["scores"] == before[who]["three"]["scores"]
            assert after[who]["three"]["players"] == before[who]["three"]["players"]
        # a rotation sitting-out seat sees the public table only
        room = room_of(again, rid)
        out = room.sitting_out
        if out in (0, 1):
            assert "hand" not in after[out] and after[out]["three"]["role"] == "sitting_out"


def test_a_bad_token_and_unknown_rooms_are_refused(tmp_path: Path) -> None:
    with server(sqlite_url(tmp_path)) as client:
        rid, _ = make_room(client, form="box")
        with seat(client, rid, "nope") as ws:
            assert refusal(ws) == "auth/bad_token"
        with seat(client, "missing", "nope") as ws:
            assert refusal(ws) == "room/not_found"
        assert client.post("/api/three", json={"form": "boxes"}).status_code == 422


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    form=st.sampled_from(list(ThreeForm)),
    seed=st.integers(0, 10_000),
)
def test_a_stored_room_rebuilds_to_the_scores_its_hands_make(form: ThreeForm, seed: int) -> None:
    """Property: a match's stored hands, rebuilt as a room after a restart, give the
    scores and the pairing the engine's record gives (the room keeps nothing else)."""
    from ginrummy.agents.base import make_player_agent
    from ginrummy.core.three import play_three
    from ginrummy.server.rooms.three_room import ThreeSeat

    settings3 = ThreeSettings(rules=find_rules("standard", game_target=25), form=form, games=2)
    agents = [make_player_agent("simple") for _ in range(3)]
    record = play_three(agents, settings3, seed=seed)
    stored = {
        "first_dealer": record.first_dealer,
        "hands": [{"players": list(p), **h.to_dict()} for p, h in record.hands],
    }
    rooms = ThreeRooms.__new__(ThreeRooms)
    seats = [ThreeSeat(f"p{i}") for i in range(3)]
    room = ThreeRooms.rebuild(rooms, "r", settings3, seats, stored, 1)
    replayed = record.replay()
    assert room.match.scores == replayed.scores
    assert room.match.is_over and room.match.winners == replayed.winners
    assert [row["scores"] for row in room.sheet()][-1] == list(replayed.scores)


if __name__ == "__main__":  # pragma: no cover
    pytest.main([__file__])


def test_the_computer_captain_follows_a_legal_suggested_discard() -> None:
    from types import SimpleNamespace

    from ginrummy.core.actions import Discard, Knock
    from ginrummy.core.cards import Card

    seven, king = Card.parse("7H"), Card.parse("KS")
    legal = (Discard(seven), Discard(king), Knock(king))
    room: Any = SimpleNamespace(captain=1, advice={"card": "7H", "from": 2})
    assert ThreeRooms._advised(room, 1, legal, Discard(king)) == Discard(seven)
    assert ThreeRooms._advised(room, 1, legal, Knock(king)) == Knock(king)  # its knock stands
    assert ThreeRooms._advised(room, 0, legal, Discard(king)) == Discard(king)  # not captain
    room.advice = {"card": "2C", "from": 2}  # not a legal discard: its own choice
    assert ThreeRooms._advised(room, 1, legal, Discard(king)) == Discard(king)


# ---------------------------------------------------------------------- many processes
def stored_version(client: TestClient, rid: str) -> int:
    engine = client.app.state.store.engine  # type: ignore[attr-defined]
    with engine.connect() as conn:
        row = conn.execute(select(three_rooms.c.state_id).where(three_rooms.c.id == rid)).one()
    return int(row.state_id)


def test_seats_on_two_processes_see_each_others_moves_to_the_match_end(
    fresh_postgres: str,
) -> None:
    """Two servers on one PostgreSQL database (as behind nginx's round robin): Ann's
    socket on one, Bob's on the other, the computer in the third seat. Every change
    either process stores reaches both sockets (announced, reloaded, sent), and the
    match is played to its end with both processes agreeing on it."""
    with two_servers(fresh_postgres) as (a, b):
        rid, ann_token = make_room(a, form="rotation", games=1)
        _, bob_token = join(b, rid, "Bob")  # b loads the room and seats Bob
        added = a.post(  # a's copy is behind b's: reloaded, and the seat taken
            f"/api/three/{rid}/computer", json={"token": ann_token, "seat": 2, "level": "easy"}
        )
        assert added.status_code == 200, added.text
        assert [s["name"] for s in added.json()["seats"]] == ["Ann", "Bob", "Computer (easy)"]
        with seat(a, rid, ann_token) as ann, seat(b, rid, bob_token) as bob:
            socks = {0: ann, 1: bob}
            # each process shows the seat whose socket is on the other one as connected
            for ws in (ann, bob):
                seen = recv_until(
                    ws, lambda m: m["type"] == "state" and all(m["view"]["three"]["connected"])
                )
                LAST[id(ws)] = seen
            moves = {0: 0, 1: 0}
            for _ in range(5000):
                version = stored_version(a, rid)
                views = {who: upto(ws, version)["view"] for who, ws in socks.items()}
                assert views[0]["three"]["scores"] == views[1]["three"]["scores"]
                if views[0]["three"]["over"]:
                    break
                for who, ws in socks.items():
                    view = views[who]
                    if view["three"]["next_hand"]:
                        ws.send_json({"type": "next_hand"})
                    elif view.get("your_turn") and view.get("legal"):
                        ws.send_json({"type": "act", "state_id": version, "action": choose(view)})
                        moves[who] += 1
                # a person's move, a ready, or the computer's move (on either process)
                assert wait_until(lambda v=version: stored_version(a, rid) > v, timeout=10)
            else:
                pytest.fail("the match never ended")
            assert moves[0] > 0 and moves[1] > 0
            version = stored_version(a, rid)
            rooms = (room_of(a, rid), room_of(b, rid))
            assert wait_until(lambda: all(r.state_id == version for r in rooms))
            assert rooms[0].match.scores == rooms[1].match.scores
            assert rooms[0].match.is_over and rooms[1].match.is_over
            final = {who: upto(ws, version)["view"]["three"] for who, ws in socks.items()}
            assert final[0]["sheet"] == final[1]["sheet"]
            assert final[0]["over"] and final[0]["winners"]
        # Bob's socket gone from b: a shows seat 1 as not connected any more
        assert wait_until(lambda: not rooms[0].connected(1))


def test_a_stale_copy_reloads_and_decides_again_and_idle_rooms_leave_memory(
    tmp_path: Path,
) -> None:
    """A second :class:`ThreeRooms` on the same database stands for another process that
    missed every announcement (SQLite announces nothing). A move from its stale copy
    after a change that left the table where it was (advice) is decided again on the
    reloaded room and stored; a move from the first copy, now behind a move, is refused
    as stale and that copy reloaded. A room with no socket leaves memory when idle and
    loads again as stored."""
    with server(sqlite_url(tmp_path)) as client:
        three: ThreeRooms = client.app.state.three  # type: ignore[attr-defined]
        other = ThreeRooms(three.store, bot_delay=0.0, deal_seed=None)
        rid, _ = make_room(client, form="box")
        join(client, rid, "Bob")
        there = client.portal.call(other.get, rid)  # type: ignore[union-attr]
        _, cy = join(client, rid, "Cy")
        here = room_of(client, rid)
        assert there is not None and there is not here and there.state_id < here.state_id
        # Cy's token, unknown to the stale copy: it catches up before refusing
        assert client.portal.call(other.seat_for_socket, there, cy) == 2  # type: ignore[union-attr]
        assert there.state_id == here.state_id
        with pytest.raises(ProtocolError):
            client.portal.call(other.seat_for_socket, there, "not-a-token")  # type: ignore[union-attr]
        start = here.state_id
        partner, captain = here.sitting_out, here.captain
        assert captain is not None
        card = str(next(iter(here.table.observation(1).hand)))
        client.portal.call(three.advise, here, partner, card)  # type: ignore[union-attr]
        assert here.state_id == start + 1 and there.state_id == start
        player = there.hand_players[there.table.to_act or 0]
        action = choose(there.view(player))
        client.portal.call(other.act, there, player, start, action)  # type: ignore[union-attr]
        assert there.state_id == start + 2 == stored_version(client, rid)
        assert ThreeRooms.position(there)[1] == 1  # the move made, on the reloaded room
        # the first copy is behind a move now: its move from there is stale
        again = here.hand_players[here.table.to_act or 0]
        late = choose(here.view(again))
        with pytest.raises(Exception, match="changed") as refused:
            client.portal.call(three.act, here, again, start + 1, late)  # type: ignore[union-attr]
        assert getattr(refused.value, "code", None) == "action/stale"
        assert here.state_id == start + 2 and ThreeRooms.position(here) == ThreeRooms.position(
            there
        )
        # idle: dropped from memory, loaded again on demand as stored
        assert three.unload_idle(time.monotonic() + 10_000) == 1
        assert rid not in three.rooms
        assert client.get(f"/api/rooms/{rid}").json()["status"] == "playing"
        assert room_of(client, rid).state_id == start + 2


def test_hints_for_the_one_person_among_two_computers_only(tmp_path: Path) -> None:
    """A hint is the strongest player's move, to the asking socket, on its turn; with
    another person at the table (a race between people) there is none."""
    with server(sqlite_url(tmp_path)) as client:
        rid, ann = make_room(client, form="rotation-hand", computers={"1": "easy", "2": "easy"})
        with seat(client, rid, ann) as ws:
            room = room_of(client, rid)
            hinted = refused_off_turn = 0
            for _ in range(400):
                sid = settle(client, rid)
                view = upto(ws, sid)["view"]
                if hinted and refused_off_turn:
                    break
                assert view["three"]["hints"] == (view["three"]["role"] == "playing")
                ws.send_json({"type": "hint"})
                answer = recv_until(ws, lambda m: m["type"] in ("hint", "error"))
                if view["three"]["over"]:  # the match is over: no turn at all
                    assert answer["code"] == "action/not_your_turn", answer
                    refused_off_turn += 1
                    break
                if view["three"]["next_hand"]:  # between hands: nobody's turn
                    assert answer["code"] == "action/not_your_turn", answer
                    assert room.state_id == sid  # a refusal changes nothing
                    refused_off_turn += 1
                    ws.send_json({"type": "next_hand"})
                    assert wait_until(lambda s=sid: room.state_id > s)
                    continue
                assert view["three"]["role"] == "playing" and view["your_turn"]
                assert answer["type"] == "hint", answer
                assert answer["state_id"] == sid
                assert answer["action"]["id"] in {m["id"] for m in view["legal"]}
                assert answer["parts"] and answer["text"]
                hinted += 1
                ws.send_json({"type": "act", "state_id": sid, "action": choose(view)})
                assert wait_until(lambda s=sid: room.state_id > s)
            assert hinted and refused_off_turn
        # with Bob at the table: no hints for anybody
        rid, ann = make_room(client, form="rotation-hand", computers={"2": "easy"})
        _, bob = join(client, rid, "Bob")
        with seat(client, rid, ann) as wa, seat(client, rid, bob) as wb:
            sid = settle(client, rid)
            for ws in (wa, wb):
                view = upto(ws, sid)["view"]
                assert view["three"]["hints"] is False
                ws.send_json({"type": "hint"})
                assert refusal(ws) == "hint/unavailable"
            assert room_of(client, rid).state_id == sid


def play_to_the_end(client: TestClient, rid: str, socks: dict[int, Seat]) -> dict[int, Message]:
    """Play the persons' moves (the first legal one that ``choose`` picks) and their
    "next hand" until the match is over; each socket's last view."""
    room = room_of(client, rid)
    for _ in range(5000):
        sid = settle(client, rid)
        views = {who: upto(ws, sid) for who, ws in socks.items()}
        if room.match.is_over:
            return views
        for who, ws in socks.items():
            view = views[who]["view"]
            if view["three"]["next_hand"]:
                ws.send_json({"type": "next_hand"})
            elif view.get("your_turn") and view.get("legal"):
                ws.send_json({"type": "act", "state_id": sid, "action": choose(view)})
        assert wait_until(lambda s=sid: room.state_id > s)
    raise AssertionError("the match never ended")


def test_play_again_opens_the_next_match_for_the_same_seats(fresh_database: str) -> None:
    """Once the match is over every person asks to play again; the next match's room is
    stored with the same seats (each person's token opens it, the computer at its level)
    and named in every view; asking earlier is refused and changes nothing."""
    db = fresh_database
    with server(db) as client:
        rid, ann = make_room(client, form="rotation", games=1, computers={"2": "hard"})
        _, bob = join(client, rid, "Bob")
        with seat(client, rid, ann) as wa, seat(client, rid, bob) as wb:
            room = room_of(client, rid)
            sid = settle(client, rid)
            wa.send_json({"type": "play_again"})
            assert refusal(wa) == "three/match_not_over"
            assert room.state_id == sid and not room.again
            views = play_to_the_end(client, rid, {0: wa, 1: wb})
            assert views[0]["view"]["three"]["may_again"]
            assert views[1]["view"]["three"]["may_again"]
            sid = room.state_id
            wa.send_json({"type": "play_again"})
            asked = upto(wb, sid + 1)["view"]["three"]
            assert asked["again"] == [0] and asked["next_room"] is None and asked["may_again"]
            assert not upto(wa, sid + 1)["view"]["three"]["may_again"]
            wb.send_json({"type": "play_again"})
            final = {who: upto(ws, sid + 2)["view"]["three"] for who, ws in ((0, wa), (1, wb))}
            nxt = final[0]["next_room"]
            assert nxt and nxt == final[1]["next_room"] and nxt != rid
    with server(db) as again:  # stored: a new server finds both rooms
        with seat(again, rid, bob) as wb:
            assert recv(wb)["view"]["three"]["next_room"] == nxt
        with seat(again, nxt, ann) as wa, seat(again, nxt, bob) as wb:
            first = {0: recv(wa)["view"], 1: recv(wb)["view"]}
        for who in (0, 1):
            three = first[who]["three"]
            assert three["you"] == who and three["scores"] == [0, 0, 0]
            assert not three["over"] and three["sheet"] == [] and three["next_room"] is None
            assert three["names"][:2] == ["Ann", "Bob"] and three["levels"][2] == "hard"
            assert three["status"] == "playing"


def test_the_computer_plays_for_a_person_who_left_until_they_come_back(
    fresh_database: str,
) -> None:
    """Bob closes his page mid-match: after the server's wait (the two-player claim's)
    Ann may let the computer play for him, and the match goes on without him; asking
    sooner is refused and changes nothing; it is stored (a restart keeps it); Bob's
    socket coming back ends it."""
    clock = ManualClock()
    db = fresh_database
    settings3 = settings_for(db, claim_after_disconnect=30)
    with TestClient(create_app(settings3, clock=clock)) as client:
        rid, ann = make_room(client, form="rotation-hand", games=3, computers={"2": "easy"})
        _, bob = join(client, rid, "Bob")
        room = room_of(client, rid)
        with seat(client, rid, ann) as wa:
            with seat(client, rid, bob) as wb:
                sid = settle(client, rid)
                assert upto(wb, sid)["view"]["three"]["sit_in_after"] == [None, None, None]
            assert wait_until(lambda: not room.present(1))
            sid = settle(client, rid)
            wa.send_json({"type": "ping"})
            recv_until(wa, lambda m: m["type"] == "pong")
            wa.send_json({"type": "sit_in", "seat": 1})
            assert refusal(wa) == "three/not_gone_long"
            assert room.state_id == sid and room.seats[1].stand_in is None
            wa.send_json({"type": "sit_in", "seat": 2})  # the computer's own seat
            assert refusal(wa) == "three/no_stand_in"
            clock.advance(31)
            wa.send_json({"type": "sit_in", "seat": 1})
            assert wait_until(lambda: room.seats[1].stand_in == "medium")
            # the match goes on: Ann's moves and "next hand"s alone
            hands = len(room.finished)
            for _ in range(3000):
                sid = settle(client, rid)
                if len(room.finished) >= hands + 2 or room.match.is_over:
                    break
                view = upto(wa, sid)["view"]
                if view["three"]["next_hand"]:
                    wa.send_json({"type": "next_hand"})
                elif view.get("your_turn") and view.get("legal"):
                    wa.send_json({"type": "act", "state_id": sid, "action": choose(view)})
                else:
                    continue
                assert wait_until(lambda s=sid: room.state_id > s)
            assert len(room.finished) >= hands + 2 or room.match.is_over
            assert 1 in {p for pair, _ in room.finished[hands:] for p in pair}
            three = upto(wa, room.state_id)["view"]["three"]
            assert three["stand_ins"] == [None, "medium", None] and three["names"][1] == "Bob"
    with TestClient(create_app(settings3, clock=ManualClock())) as again:
        room = room_of_loaded(again, rid)
        assert room.seats[1].stand_in == "medium"  # stored
        with seat(again, rid, bob) as wb:  # Bob is back
            assert wait_until(lambda: room.seats[1].stand_in is None)
            three = upto(wb, room.state_id)["view"]["three"]
            assert three["stand_ins"] == [None, None, None] and three["you"] == 1


def room_of_loaded(client: TestClient, rid: str) -> ThreeRoom:
    """The room, loaded from storage by asking for it."""
    assert client.get(f"/api/rooms/{rid}").status_code == 200
    return room_of(client, rid)
