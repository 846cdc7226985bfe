"""Moves written in batches (``Store.append_actions``, used by the storage threads under
load): every move of a batch is stored exactly as one written alone, a move whose room
moved on is refused as stale without costing the others, and on PostgreSQL each stored
move is announced to the other processes."""

from __future__ import annotations

import json

import psycopg
import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from ginrummy.server.storage.store import (
    NOTIFY_CHANNEL,
    MoveWrite,
    NewHand,
    SeatRow,
    StaleWrite,
    Store,
)


def make_rooms(store: Store, count: int) -> list[str]:
    ids = [f"room{i}" for i in range(count)]
    for room_id in ids:
        store.create_room(
            room_id,
            mode="friend",
            level=None,
            rules={},
            seat_rows=(SeatRow(0, "Ann", None, None, False), SeatRow(1, "Bob", None, None, False)),
            first_dealer=0,
            hand=NewHand(1, 0, tuple(["2C"] * 52), 1),
            status="playing",
        )
    return ids


def stored(url: str) -> list[tuple[str, int, str, int]]:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            rows = conn.execute(
                text("SELECT room_id, seq, action, state_id FROM actions ORDER BY room_id, seq")
            )
            return [(r[0], r[1], r[2], r[3]) for r in rows]
    finally:
        engine.dispose()


def test_a_batch_stores_every_move_and_refuses_only_the_stale_one(fresh_database: str) -> None:
    store = Store(fresh_database)
    try:
        rooms = make_rooms(store, 4)
        first = store.append_actions([MoveWrite(r, 0, 1, 1, 0, 1, "pass") for r in rooms])
        assert first == [1, 1, 1, 1]
        second = store.append_actions(
            [
                MoveWrite(rooms[0], 1, 1, 1, 1, 0, "draw"),
                MoveWrite(rooms[1], 0, 1, 1, 1, 0, "draw"),  # made in a state long gone
                MoveWrite(rooms[2], 1, 1, 1, 1, 0, "take"),
            ]
        )
        assert second[0] == 2 and second[2] == 2
        assert isinstance(second[1], StaleWrite)
        assert stored(fresh_database) == [
            ("room0", 0, "pass", 1),
            ("room0", 1, "draw", 2),
            ("room1", 0, "pass", 1),
            ("room2", 0, "pass", 1),
            ("room2", 1, "take", 2),
            ("room3", 0, "pass", 1),
        ]
        # A move stored twice (a writer that skipped the version check) is refused by
        # the unique key, alone: its batch falls back to one transaction a move.
        with store.engine.begin() as conn:
            conn.execute(text("UPDATE rooms SET state_id = 1 WHERE id = 'room3'"))
        again = store.append_actions(
            [MoveWrite("room3", 0, 1, 1, 0, 1, "pass"), MoveWrite("room0", 2, 1, 1, 2, 1, "x")]
        )
        assert isinstance(again[0], StaleWrite)
        assert again[1] == 3
        # The clock a timed move leaves is stored with it, in a batch as alone, and the
        # room comes back with its last one.
        clocks = ['{"at":1.5,"bank":[3.0,0.0],"timeouts":[0,1]}', '{"at":2,"bank":[1,2]}']
        batch = store.append_actions(
            [
                MoveWrite("room1", 1, 1, 1, 1, 0, "draw", clocks[0]),
                MoveWrite("room2", 2, 1, 1, 2, 0, "discard 2C", clocks[1]),
            ]
        )
        assert batch == [2, 3]
        assert store.append_action(
            "room1", seen=2, game_number=1, hand_number=1, seq=2, seat=0, action="x"
        )
        for room_id, clock, seq in (("room1", clocks[0], 1), ("room2", clocks[1], 2)):
            row = store.load_room(room_id)
            assert row is not None
            assert (row.clock_mark, row.clock_mark_move) == (clock, (1, seq))
        assert store.load_room("room3").clock_mark is None  # type: ignore[union-attr]
    finally:
        store.close()


def test_a_batch_on_postgresql_announces_each_stored_move(fresh_postgres: str) -> None:
    store = Store(fresh_postgres, origin="batch-test")
    listener = psycopg.connect(
        make_url(fresh_postgres).set(drivername="postgresql").render_as_string(False),
        autocommit=True,
    )
    try:
        rooms = make_rooms(store, 3)
        listener.execute(f"LISTEN {NOTIFY_CHANNEL}")
        batch = [
            MoveWrite(rooms[0], 0, 1, 1, 0, 1, "pass"),
            MoveWrite(rooms[1], 5, 1, 1, 0, 1, "x"),  # room1 is at state 0
            MoveWrite(rooms[2], 0, 1, 1, 0, 1, "pass"),
        ]
        results = store.append_actions(batch)
        assert results[0] == 1 and results[2] == 1 and isinstance(results[1], StaleWrite)
        heard = [json.loads(n.payload) for n in listener.notifies(timeout=2, stop_after=2)]
        assert sorted((h["r"], h["s"], h["o"]) for h in heard) == [
            ("room0", 1, "batch-test"),
            ("room2", 1, "batch-test"),
        ]
    finally:
        listener.close()
        store.close()


@pytest.mark.parametrize("count", [2, 64])
def test_batches_of_any_size_store_in_order(fresh_database: str, count: int) -> None:
    store = Store(fresh_database)
    try:
        rooms = make_rooms(store, count)
        for seq in range(3):
            done = store.append_actions([MoveWrite(r, seq, 1, 1, seq, seq % 2, "m") for r in rooms])
            assert done == [seq + 1] * count
        assert len(stored(fresh_database)) == 3 * count
    finally:
        store.close()
