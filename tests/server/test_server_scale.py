"""Several server processes on one database act as one server: storage decides the
order of moves, changes made on one process reach the sockets held by another, and a
storage failure leaves a room as it was.

Two apps in one test process stand for two server processes: each has its own event
loop, memory, connections and (on PostgreSQL) listener, and they share only the
database, as two ``ginrummy serve`` processes do. ``tests/deploy/test_deploy_nginx.py`` runs
real processes behind nginx.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text
from starlette.testclient import WebSocketTestSession

from ginrummy.server import create_app
from ginrummy.server.rooms.manager import RoomManager
from ginrummy.server.storage.store import Store
from tests.helpers.server import (
    Message,
    choose,
    create_room,
    is_my_move,
    play_turns,
    recv,
    recv_until,
    room_fingerprint,
    settings_for,
    sqlite_url,
    wait_until,
    ws_url,
)


def manager_of(client: TestClient) -> RoomManager:
    manager: RoomManager = client.app.state.manager  # type: ignore[attr-defined]
    return manager


def stored_moves(url: str, room_id: str) -> list[tuple[int, int, int, str]]:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            rows = conn.execute(
                text(
                    "SELECT game_number, hand_number, seq, action FROM actions"
                    " WHERE room_id = :r ORDER BY id"
                ),
                {"r": room_id},
            )
            return [(r[0], r[1], r[2], r[3]) for r in rows]
    finally:
        engine.dispose()


def friend_room(client: TestClient) -> tuple[str, list[str]]:
    room = create_room(client, mode="friend", name="Ann")
    joined = client.post(f"/api/rooms/{room['room_id']}/join", json={"name": "Bob"})
    assert joined.status_code == 200
    return room["room_id"], [room["token"], joined.json()["token"]]


def wait_for(ws: Any, test: Any, timeout: float = 10.0) -> Message:
    return recv_until(ws, test, timeout)


def test_contradicting_moves_from_two_servers_have_exactly_one_winner(fresh_database: str) -> None:
    """One seat with a tab on each server sends "take" on one and "pass" on the other
    for the same state: one is stored, the other is refused as stale, both tabs end on
    the winner's state, no place of the hand holds two moves, and a third server
    rebuilds the room."""
    with ExitStack() as stack:
        a = stack.enter_context(TestClient(create_app(settings_for(fresh_database))))
        b = stack.enter_context(TestClient(create_app(settings_for(fresh_database))))
        rid, tokens = friend_room(a)
        first = a.get(f"/api/rooms/{rid}").json()
        assert first["status"] == "playing"
        assert b.get(f"/api/rooms/{rid}").status_code == 200  # B loads it too
        with a.websocket_connect(ws_url(rid, tokens[0])) as probe:
            seat = recv(probe)["view"]["to_act"]
        # The probe's goodbye is handled in the background: wait until both processes
        # see seat 0 gone, or a view could still show it connected.
        for client in (a, b):
            assert wait_until(
                lambda c=client: not c.get(f"/api/rooms/{rid}").json()["seats"][0]["connected"]
            )
        token = tokens[seat]
        with (
            a.websocket_connect(ws_url(rid, token)) as on_a,
            b.websocket_connect(ws_url(rid, token)) as on_b,
        ):
            sa, sb = recv(on_a), recv(on_b)
            assert sa["state_id"] == sb["state_id"] and sa["view"]["phase"] == "upcard_offer"
            sid = sa["state_id"]
            on_a.send_json({"type": "act", "state_id": sid, "action": "take"})
            on_b.send_json({"type": "act", "state_id": sid, "action": "pass"})
            answers = [
                wait_for(
                    ws,
                    lambda m: (
                        m["type"] == "error" or (m["type"] == "state" and m["state_id"] > sid)
                    ),
                )
                for ws in (on_a, on_b)
            ]
            kinds = sorted(m["type"] for m in answers)
            errors = [m for m in answers if m["type"] == "error"]
            if kinds == ["error", "state"]:
                assert errors[0]["code"] == "action/stale"
            else:  # the loser heard of the winner's move before its own was checked
                assert kinds == ["state", "state"], answers
            finals = [
                wait_for(ws, lambda m: m["type"] == "state" and m["state_id"] == sid + 1)
                if m["type"] == "error"
                else m
                for ws, m in zip((on_a, on_b), answers, strict=True)
            ]
            # The same view on both processes, but for the seconds each counted down to a
            # claim against the seat nobody took up yet (read a moment apart).
            claims = [final["view"].pop("claim") for final in finals]
            assert finals[0]["view"] == finals[1]["view"]
            assert claims[0]["after"] == claims[1]["after"] and claims[0]["open"] is False
        moves = stored_moves(fresh_database, rid)
        assert len(moves) == 1 and moves[0][:3] == (1, 1, 0)
        winner = moves[0][3]
        assert winner in ("take", "pass")
    with TestClient(create_app(settings_for(fresh_database))) as c:
        manager = manager_of(c)
        assert c.get(f"/api/rooms/{rid}").status_code == 200
        assert [str(a) for a in manager.rooms[rid].table.state.actions] == [winner]


@contextmanager
def a_server_behind(
    tmp_path: Path, *, mover_on_b: bool
) -> Iterator[tuple[str, str, int, WebSocketTestSession, Message]]:
    """Two servers on one SQLite file (no announcements) and a friend room: the seat to
    act passes on server A while server B holds a socket of that seat (``mover_on_b``)
    or of the other, and has not heard of the move. Yields the database, the room, the
    mover's seat, B's socket and the state it saw last."""
    url = sqlite_url(tmp_path)
    with ExitStack() as stack:
        a = stack.enter_context(TestClient(create_app(settings_for(url))))
        b = stack.enter_context(TestClient(create_app(settings_for(url))))
        rid, tokens = friend_room(a)
        b.get(f"/api/rooms/{rid}")
        seat = manager_of(a).rooms[rid].table.to_act
        assert seat is not None
        on_b = stack.enter_context(
            b.websocket_connect(ws_url(rid, tokens[seat if mover_on_b else 1 - seat]))
        )
        old = recv(on_b)
        with a.websocket_connect(ws_url(rid, tokens[seat])) as on_a:
            recv(on_a)
            on_a.send_json({"type": "act", "state_id": old["state_id"], "action": "pass"})
            assert recv(on_a)["state_id"] == old["state_id"] + 1
        assert manager_of(b).rooms[rid].state_id == old["state_id"]  # B is behind
        yield url, rid, seat, on_b, old


def test_a_move_from_a_stale_server_is_refused_by_storage(tmp_path: Path) -> None:
    """Server B has not heard of A's move (SQLite: no announcements): storage refuses
    B's move made from the old state, B catches up, and sends its socket the state
    that won."""
    with a_server_behind(tmp_path, mover_on_b=True) as (url, rid, _, on_b, old):
        on_b.send_json({"type": "act", "state_id": old["state_id"], "action": "take"})
        got = [recv(on_b), recv(on_b)]
        state = next(m for m in got if m["type"] == "state")
        error = next(m for m in got if m["type"] == "error")
        assert error["code"] == "action/stale"
        assert state["state_id"] == old["state_id"] + 1
        assert state["view"]["phase"] == "upcard_offer"  # the other seat's offer now
    assert stored_moves(url, rid) == [(1, 1, 0, "pass")]


def test_the_computer_moves_on_the_server_that_learns_of_a_move_from_a_stale_one(
    tmp_path: Path,
) -> None:
    """The player's move is stored by server A, which stops before its computer moves;
    the player's tab on server B, behind, sends a move from the old state: B catches
    up, and its computer takes its turn (before, the computer waited for a change that
    never came)."""
    url = sqlite_url(tmp_path)
    with TestClient(create_app(settings_for(url))) as b, ExitStack() as server_a:
        a = server_a.enter_context(TestClient(create_app(settings_for(url, bot_delay=0.5))))
        room = create_room(a)
        rid = room["room_id"]
        on_a = server_a.enter_context(a.websocket_connect(ws_url(rid, room["token"])))
        state = wait_for(on_a, lambda m: m["type"] == "state" and m["view"]["your_turn"])
        b.get(f"/api/rooms/{rid}")  # B loads the room at the same state
        with b.websocket_connect(ws_url(rid, room["token"])) as on_b:
            old = wait_for(on_b, lambda m: m["type"] == "state")
            assert old["state_id"] == state["state_id"]
            on_a.send_json({"type": "pace", "computer_delay": 3})  # A stops before it moves
            move = choose(state["view"])
            on_a.send_json({"type": "act", "state_id": old["state_id"], "action": move})
            wait_for(on_a, lambda m: m["type"] == "state" and m["state_id"] > old["state_id"])
            server_a.close()
            assert manager_of(b).rooms[rid].state_id == old["state_id"]  # B is behind
            on_b.send_json({"type": "act", "state_id": old["state_id"], "action": move})
            assert wait_for(on_b, lambda m: m["type"] == "error")["code"] == "action/stale"
            wait_for(on_b, lambda m: m["type"] == "state" and m["state_id"] > old["state_id"] + 1)
    moves = stored_moves(url, rid)
    assert moves[0][3] == move and len(moves) >= 2  # the player's, then the computer's


def test_a_resignation_on_a_server_behind_is_made_from_the_state_that_won(
    tmp_path: Path,
) -> None:
    """Server B has not heard of A's move (SQLite: no announcements) when the other seat
    resigns there: storage refuses the first try, B catches up, and the resignation is
    stored after the move (a wish that holds whatever the state)."""
    with a_server_behind(tmp_path, mover_on_b=False) as (url, rid, seat, on_b, old):
        on_b.send_json({"type": "resign"})
        over = wait_for(on_b, lambda m: m["type"] == "state" and m["view"]["game_over"])
        assert over["state_id"] == old["state_id"] + 2  # the move, then the resignation
        assert over["view"]["game_over"]["resigned"] is True
        assert over["view"]["game_over"]["winner"] == seat
    assert stored_moves(url, rid) == [(1, 1, 0, "pass")]


def test_a_seat_reconnecting_to_a_server_behind_is_shown_the_stored_move(
    tmp_path: Path,
) -> None:
    """A seat's process stored its move and showed it, then died before server B heard
    of it (SQLite: B never hears; on PostgreSQL the announcement can come late). The
    seat reconnecting to B is shown that move, never the state before it, and the other
    seat's socket on B gets it too. (tests/deploy/test_deploy_nginx.py caught it with real
    processes: a reconnect through nginx showed state 5 after 6.)"""
    url = sqlite_url(tmp_path)
    with ExitStack() as stack:
        a = stack.enter_context(TestClient(create_app(settings_for(url))))
        b = stack.enter_context(TestClient(create_app(settings_for(url))))
        rid, tokens = friend_room(a)
        seat = manager_of(a).rooms[rid].table.to_act
        assert seat is not None
        with b.websocket_connect(ws_url(rid, tokens[1 - seat])) as other_on_b:
            old = wait_for(other_on_b, lambda m: m["type"] == "state")
            with a.websocket_connect(ws_url(rid, tokens[seat])) as on_a:
                recv(on_a)
                on_a.send_json({"type": "act", "state_id": old["state_id"], "action": "pass"})
                assert recv(on_a)["state_id"] == old["state_id"] + 1
            assert manager_of(b).rooms[rid].state_id == old["state_id"]  # B is behind
            with b.websocket_connect(ws_url(rid, tokens[seat])) as on_b:
                first = wait_for(on_b, lambda m: m["type"] == "state")
                assert first["state_id"] == old["state_id"] + 1
                assert first["view"]["to_act"] == 1 - seat
            seen = wait_for(other_on_b, lambda m: m["type"] == "state")
            assert seen["state_id"] == old["state_id"] + 1
        assert stored_moves(url, rid) == [(1, 1, 0, "pass")]


def test_changes_on_one_server_reach_sockets_on_the_other(fresh_postgres: str) -> None:
    """Seat 0 on server A, seat 1 on server B: the join, the presence, every move of a
    whole hand and the next deal reach the other server's socket."""
    settings = settings_for(fresh_postgres)
    with ExitStack() as stack:
        a = stack.enter_context(TestClient(create_app(settings)))
        b = stack.enter_context(TestClient(create_app(settings)))
        for client in (a, b):
            fanout = client.app.state.fanout  # type: ignore[attr-defined]
            deadline = time.monotonic() + 10
            while not fanout.connected.is_set():
                assert time.monotonic() < deadline, "the listener did not connect"
                time.sleep(0.01)
        room = create_room(a, mode="friend", name="Ann")
        rid = room["room_id"]
        with a.websocket_connect(ws_url(rid, room["token"])) as ws0:
            assert recv(ws0)["view"]["status"] == "waiting"
            joined = b.post(f"/api/rooms/{rid}/join", json={"name": "Bob"}).json()
            seated = wait_for(ws0, lambda m: m["type"] == "state")
            assert seated["view"]["status"] == "playing"
            assert seated["view"]["names"] == ["Ann", "Bob"]
            with b.websocket_connect(ws_url(rid, joined["token"])) as ws1:
                first1 = recv(ws1)
                presence = wait_for(ws0, lambda m: m["type"] == "presence")
                assert presence["seat"] == 1 and presence["connected"] is True
                sockets = (ws0, ws1)
                states = [seated, first1]
                delays = []
                while not states[0]["view"]["next"]["next_hand"]:
                    seat = states[0]["view"]["to_act"]
                    mover, other = sockets[seat], sockets[1 - seat]
                    current = states[seat]
                    assert is_my_move(current), current
                    mover.send_json(
                        {
                            "type": "act",
                            "state_id": current["state_id"],
                            "action": choose(current["view"]),
                        }
                    )
                    sent = time.monotonic()
                    target = current["state_id"] + 1
                    states[1 - seat] = wait_for(
                        other, lambda m, t=target: m["type"] == "state" and m["state_id"] == t
                    )
                    delays.append(time.monotonic() - sent)
                    states[seat] = wait_for(
                        mover, lambda m, t=target: m["type"] == "state" and m["state_id"] == t
                    )
                    seen = [[(e["kind"], e["seat"]) for e in s["view"]["events"]] for s in states]
                    assert seen[0] == seen[1]  # the same moves (each seat sees its own cards)
                assert states[1]["view"]["next"]["next_hand"]
                ws0.send_json({"type": "next_hand"})
                ws1.send_json({"type": "next_hand"})
                dealt = [
                    wait_for(ws, lambda m: m["type"] == "state" and m["view"]["hand_number"] == 2)
                    for ws in sockets
                ]
                assert dealt[0]["state_id"] == dealt[1]["state_id"]
            gone = wait_for(ws0, lambda m: m["type"] == "presence")
            assert gone["seat"] == 1 and gone["connected"] is False
        print(f"cross-server move delivery: {len(delays)} moves, max {max(delays) * 1000:.1f} ms")
        hands = {m[1] for m in stored_moves(fresh_postgres, rid)}
        assert hands == {1}


# ----------------------------------------------------------------- storage failures
class Boom(RuntimeError):
    """A storage failure, planted."""


def fail_once(monkeypatch: pytest.MonkeyPatch, method: str, why: str) -> None:
    """Make the store's ``method`` raise :class:`Boom` the next time, then work again."""
    real = getattr(Store, method)
    failures = {"left": 1}

    def flaky(self: Store, *args: Any, **kwargs: Any) -> Any:
        if failures["left"]:
            failures["left"] -= 1
            raise Boom(why)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Store, method, flaky)


def test_a_failed_write_changes_nothing_and_the_next_move_works(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = sqlite_url(tmp_path)
    with TestClient(create_app(settings_for(url))) as client:
        room = create_room(client, level="hard")
        rid = room["room_id"]
        with client.websocket_connect(ws_url(rid, room["token"])) as ws:
            state = recv_until(ws, is_my_move)
            assert state["view"]["your_turn"]
            before = room_fingerprint(client, rid)
            moves_before = stored_moves(url, rid)
            fail_once(monkeypatch, "append_actions", "the disk is full")
            move = {"type": "act", "state_id": state["state_id"], "action": choose(state["view"])}
            ws.send_json(move)
            error = recv(ws)
            assert error["type"] == "error" and error["code"] == "server/error"
            assert error["state_id"] == state["state_id"]
            assert room_fingerprint(client, rid) == before
            assert stored_moves(url, rid) == moves_before
            ws.send_json(move)  # the same move again: now it is stored
            after = recv_until(ws, lambda m: m["type"] == "state")
            assert after["state_id"] == state["state_id"] + 1
            stored = stored_moves(url, rid)  # ours, then perhaps the computer's
            assert stored[: len(moves_before)] == moves_before
            assert stored[len(moves_before)][3] == move["action"]


def test_a_failed_deal_changes_nothing_and_asking_again_deals(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = sqlite_url(tmp_path)
    with TestClient(create_app(settings_for(url))) as client:
        room = create_room(client, level="easy")
        rid = room["room_id"]
        with client.websocket_connect(ws_url(rid, room["token"])) as ws:
            state = recv_until(ws, is_my_move)
            while not state["view"]["next"]["next_hand"]:
                ws.send_json(
                    {"type": "act", "state_id": state["state_id"], "action": choose(state["view"])}
                )
                state = recv_until(ws, is_my_move)
            before = room_fingerprint(client, rid)
            fail_once(monkeypatch, "add_hand", "the connection dropped")
            ws.send_json({"type": "next_hand"})
            assert recv(ws)["code"] == "server/error"
            assert room_fingerprint(client, rid) == before
            ws.send_json({"type": "next_hand"})
            dealt = recv_until(ws, lambda m: m["type"] == "state")
            assert dealt["view"]["hand_number"] == 2


def test_a_failing_game_result_still_ends_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The statistics cannot be written: the last move and the game's end are stored
    all the same, and the game is over for the player and after a restart."""
    url = sqlite_url(tmp_path)
    settings = settings_for(url)

    def broken(*_args: Any, **_kwargs: Any) -> None:
        raise Boom("the results table is locked")

    real = Store._finish_game
    with TestClient(create_app(settings)) as client:
        room = create_room(client, level="easy", rules="openspiel", client_id="ann")
        rid = room["room_id"]
        with client.websocket_connect(ws_url(rid, room["token"])) as ws:
            state = recv(ws)
            monkeypatch.setattr(
                Store,
                "_finish_game",
                staticmethod(
                    lambda conn, r, f, *hooks: (
                        broken() if f.seat_results else real(conn, r, f, *hooks)
                    )
                ),
            )
            last = play_turns(ws, state)
        assert last["view"]["game_over"] is not None
    with TestClient(create_app(settings)) as client:
        info = client.get(f"/api/rooms/{rid}").json()
        assert info["status"] == "over"
    engine = create_engine(url)
    with engine.connect() as conn:
        winner = conn.execute(
            text("SELECT winner FROM games WHERE room_id = :r"), {"r": rid}
        ).scalar_one()
        assert winner is not None
        assert conn.execute(text("SELECT COUNT(*) FROM results")).scalar_one() == 0
    engine.dispose()


def test_a_seat_taken_on_another_server_is_known_at_once(tmp_path: Path) -> None:
    """The friend joins on server B and their socket lands on server A before A heard
    of the join (SQLite: it never hears): A looks the token up in storage."""
    url = sqlite_url(tmp_path)
    with ExitStack() as stack:
        a = stack.enter_context(TestClient(create_app(settings_for(url))))
        b = stack.enter_context(TestClient(create_app(settings_for(url))))
        room = create_room(a, mode="friend", name="Ann")
        rid = room["room_id"]
        with a.websocket_connect(ws_url(rid, room["token"])) as ws0:
            assert recv(ws0)["view"]["status"] == "waiting"
            joined = b.post(f"/api/rooms/{rid}/join", json={"name": "Bob"}).json()
            with a.websocket_connect(ws_url(rid, joined["token"])) as ws1:
                view = recv(ws1)["view"]
                assert view["seat"] == 1 and view["names"] == ["Ann", "Bob"]
                assert view["status"] == "playing"
            seen = recv_until(ws0, lambda m: m["type"] == "state")
            assert seen["view"]["names"] == ["Ann", "Bob"]
        with a.websocket_connect(ws_url(rid, "not-a-token")) as bad:
            assert recv(bad)["code"] == "auth/bad_token"


def test_several_workers_on_sqlite_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from ginrummy.cli import main

    database = f"sqlite:///{tmp_path / 'one.sqlite3'}"
    assert main(["serve", "--workers", "2", "--database", database]) == 2
    err = capsys.readouterr().err
    assert "--workers above 1 needs PostgreSQL" in err and "SQLite serves from one process" in err
    assert main(["serve", "--workers", "0", "--database", database]) == 2
    assert "--workers must be 1 or more" in capsys.readouterr().err
