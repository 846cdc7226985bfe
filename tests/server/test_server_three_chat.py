"""Chat in a room for three (issue 39): what one seat says reaches the two others once
each and in order, the same checks and rate limit as at a two-player table, watchers
neither send nor see it, it is stored (a restart gives it back as the history) and it
crosses processes."""

from __future__ import annotations

from pathlib import Path

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from starlette.testclient import WebSocketTestSession

from ginrummy.server.online.tables import three_chat
from tests.helpers.server import (
    Message,
    hear_chat,
    recv,
    recv_until,
    sqlite_url,
)
from tests.server.test_server_three import join, make_room, seat, server, two_servers


def stored_messages(client: TestClient, rid: str) -> int:
    engine = client.app.state.store.engine  # type: ignore[attr-defined]
    with engine.connect() as conn:
        count = conn.execute(
            select(func.count()).select_from(three_chat).where(three_chat.c.room_id == rid)
        ).scalar_one()
    return int(count)


def drain(ws: WebSocketTestSession, wait: float = 0.5) -> list[Message]:
    """Every frame the server sends until it is quiet for ``wait`` seconds."""
    frames = []
    while True:
        try:
            frames.append(recv(ws, wait))
        except TimeoutError:
            return frames


def refused(ws: object) -> str:
    return str(recv_until(ws, lambda m: m["type"] == "error")["code"])  # type: ignore[arg-type]


def test_three_people_chat_checked_limited_stored_and_given_back_after_a_restart(
    fresh_database: str,
) -> None:
    db = fresh_database
    with server(db) as client:
        rid, ann = make_room(client, form="box")
        _, bob = join(client, rid, "Bob")
        _, cat = join(client, rid, "Cat")
        with (
            seat(client, rid, ann) as wa,
            seat(client, rid, bob) as wb,
            seat(client, rid, cat) as wc,
            client.websocket_connect(f"/ws/three/{rid}/watch") as watcher,
        ):
            for ws in (wa, wb, wc, watcher):
                recv_until(ws, lambda m: m["type"] in ("state", "spectate"))
            # refused texts: typed, nothing stored
            for text in ("bad\u0000text", "x" * 201, "   ", "hi\U000e0068\U000e0069"):
                wa.send_json({"type": "chat", "text": text})
                assert refused(wa) in ("chat/refused", "message/malformed"), text
            assert stored_messages(client, rid) == 0
            # a burst of three, then one a second
            for text in ("one", "two", "three", "four"):
                wa.send_json({"type": "chat", "text": text})
            assert refused(wa) == "rate/limited"
            wb.send_json({"type": "chat", "text": "Bob here"})
            wc.send_json({"type": "chat", "text": "Cat here"})
            for ws in (wb, wc):
                heard = hear_chat(ws, 5)
                assert heard[:3] == ["one", "two", "three"]
                assert sorted(heard[3:]) == ["Bob here", "Cat here"]
            # (Ann's own three were read on the way to the refusal)
            assert sorted(hear_chat(wa, 2)) == ["Bob here", "Cat here"]
            assert stored_messages(client, rid) == 5
            # the watcher has no chat: none of it was sent there, and a watcher's socket
            # only listens
            watcher.send_json({"type": "chat", "text": "a watcher speaks"})
            assert stored_messages(client, rid) == 5
            assert "chat" not in {m["type"] for m in drain(watcher)}
        with client.websocket_connect(f"/ws/three/{rid}/watch") as watcher:
            assert [m["type"] for m in drain(watcher)] == ["spectate"]  # no history
    with server(db) as again, seat(again, rid, cat) as wc:
        history = recv_until(wc, lambda m: m["type"] == "chat_history")
        texts = [m["text"] for m in history["messages"]]
        assert texts[:3] == ["one", "two", "three"] and len(texts) == 5
        assert {m["seat"] for m in history["messages"]} == {0, 1, 2}
        assert [m["seq"] for m in history["messages"]] == [1, 2, 3, 4, 5]


def test_a_seat_who_plays_against_the_computer_still_chats_with_the_other_person(
    tmp_path: Path,
) -> None:
    with server(sqlite_url(tmp_path)) as client:
        rid, ann = make_room(client, form="rotation", computers={"2": "easy"})
        _, bob = join(client, rid, "Bob")
        with seat(client, rid, ann) as wa, seat(client, rid, bob) as wb:
            wb.send_json({"type": "chat", "text": "Good luck"})
            assert hear_chat(wa, 1) == ["Good luck"]
            assert hear_chat(wb, 1) == ["Good luck"]


def test_chat_reaches_a_seat_on_another_process(fresh_postgres: str) -> None:
    """Ann's socket on one process, Bob's on another (as behind nginx's round robin):
    each hears the other, once, in order."""
    with two_servers(fresh_postgres) as (a, b):
        rid, ann = make_room(a, form="box", computers={"2": "easy"})
        _, bob = join(b, rid, "Bob")
        with seat(a, rid, ann) as wa, seat(b, rid, bob) as wb:
            for ws in (wa, wb):
                recv_until(ws, lambda m: m["type"] == "state")
            wa.send_json({"type": "chat", "text": "from a"})
            assert hear_chat(wb, 1) == ["from a"]
            wb.send_json({"type": "chat", "text": "from b"})
            assert hear_chat(wa, 2) == ["from a", "from b"]
            assert hear_chat(wb, 1, timeout=10) == ["from b"]
