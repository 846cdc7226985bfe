"""Table chat: numbered per room, in order, and only text that can be shown as it is."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from datetime import timedelta

import pytest
from sqlalchemy import Engine

from ginrummy.server.rooms import chat as C
from tests.helpers.online import T0, migrated, new_room


@pytest.fixture
def engine(fresh_database: str) -> Iterator[Engine]:
    with migrated(fresh_database) as engine:
        yield engine


def test_messages_are_numbered_per_room_and_read_in_order(engine: Engine) -> None:
    with engine.begin() as conn:
        room, other = new_room(conn), new_room(conn)
        sent = [
            C.add_message(
                conn, room, i % 2, f"P{i % 2}", f"message {i}", now=T0 + timedelta(seconds=i)
            )
            for i in range(5)
        ]
        elsewhere = C.add_message(conn, other, 0, "Z", "hello")
    assert [m.seq for m in sent] == [1, 2, 3, 4, 5]
    assert elsewhere.seq == 1
    with engine.connect() as conn:
        everything = C.history(conn, room)
        assert everything == sent
        assert [m.text for m in C.history(conn, room, limit=2)] == ["message 3", "message 4"]
        assert [m.seq for m in C.history(conn, room, after_seq=3)] == [4, 5]
        assert C.history(conn, "no-such-room") == []
    assert everything[0].created == T0
    assert everything[1].to_json() == {
        "seq": 2,
        "seat": 1,
        "name": "P1",
        "text": "message 1",
        "created": (T0 + timedelta(seconds=1)).isoformat(),
    }


def test_messages_sent_at_once_get_distinct_numbers(engine: Engine) -> None:
    with engine.begin() as conn:
        room = new_room(conn)
    barrier = threading.Barrier(8)
    errors: list[BaseException] = []

    def send(seat: int) -> None:
        try:
            barrier.wait()
            for i in range(5):
                with engine.begin() as conn:
                    C.add_message(conn, room, seat % 2, f"T{seat}", f"{seat}:{i}")
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=send, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    with engine.connect() as conn:
        stored = C.history(conn, room, limit=1000)
    assert [m.seq for m in stored] == list(range(1, 41))
    for sender in range(8):  # each sender's messages in the order sent
        mine = [m.text for m in stored if m.player_name == f"T{sender}"]
        assert mine == [f"{sender}:{i}" for i in range(5)]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "x" * 201,
        "line\nbreak",
        "bell\x07",
        "tab\there",
        "\u202eevil",
        "\ue000",
        "a\u2028b",
    ],
)
def test_bad_text_is_refused(engine: Engine, text: str) -> None:
    with pytest.raises(C.BadChatText):
        C.clean_chat_text(text)
    with engine.begin() as conn:
        room = new_room(conn)
        with pytest.raises(C.BadChatText):
            C.add_message(conn, room, 0, "Ann", text)
        assert C.history(conn, room) == []


def test_text_is_kept_as_typed() -> None:
    assert C.clean_chat_text("  hello  ") == "hello"
    assert C.clean_chat_text("x" * 200) == "x" * 200
    assert C.clean_chat_text("<b>hi</b> & bye") == "<b>hi</b> & bye"  # escaping is the client's
    family = "\U0001f468\u200d\U0001f469\u200d\U0001f467"  # emoji joined by ZWJ
    assert C.clean_chat_text(family) == family
    assert C.clean_chat_text("Zoe\u0308") == "Zo\u00eb"
    for phrase in C.QUICK_PHRASES:
        assert C.clean_chat_text(phrase) == phrase


def test_a_long_name_is_refused(engine: Engine) -> None:
    with engine.begin() as conn:
        room = new_room(conn)
        with pytest.raises(ValueError):
            C.add_message(conn, room, 0, "n" * 33, "hi")
