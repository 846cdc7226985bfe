"""Quick pairing in storage: compatible people meet in one room, and nobody twice."""

from __future__ import annotations

import math
import random
import secrets
import threading
import time
from collections import Counter
from collections.abc import Iterator
from datetime import datetime, timedelta

import pytest
from sqlalchemy import Engine, func, select
from sqlalchemy.engine import Connection

from ginrummy.server.online import pairing as Q
from ginrummy.server.online.players import block, unblock
from ginrummy.server.online.tables import pairing_queue, utc
from ginrummy.server.storage.store import rooms, seats
from tests.helpers.online import T0, migrated, new_players, new_room


@pytest.fixture
def engine(fresh_database: str) -> Iterator[Engine]:
    with migrated(fresh_database) as engine:
        yield engine


def make_room(conn: Connection, a: str, b: str) -> tuple[str, str, str]:
    """The callback: a room with ``a`` in seat 0 and ``b`` in seat 1."""
    room_id = new_room(conn, (a, b))
    return room_id, f"token-{a}-{secrets.token_hex(4)}", f"token-{b}-{secrets.token_hex(4)}"


def at(seconds: float) -> datetime:
    """``seconds`` after T0."""
    return T0 + timedelta(seconds=seconds)


def keep_alive(engine: Engine, players: tuple[str, ...], second: float) -> None:
    """Everybody polls at ``second`` (a heartbeat)."""
    for player in players:
        Q.poll(engine, player, now=at(second))


def test_the_rating_window_widens_with_waiting() -> None:
    assert Q.rating_window(0) == 200
    assert Q.rating_window(4.9) == 200
    assert Q.rating_window(5) == 250
    assert Q.rating_window(29.9) == 450
    assert Q.rating_window(30) == math.inf


def test_two_compatible_players_get_one_room(engine: Engine) -> None:
    a, b = new_players(engine, "Ann", "Bo")
    assert Q.join_queue(engine, a, "standard", 100, 1500, now=at(0)).waiting_count == 1
    with engine.begin() as conn:  # the caller's own transaction works too
        assert Q.join_queue(conn, b, "standard", 100, 1550, now=at(1)).waiting_count == 2
    got = Q.try_pair(engine, b, make_room, now=at(2))
    assert got.paired and got.opponent == a and got.pool == "standard-100"
    assert got.seat == 1  # Ann joined first: seat 0
    assert got.token is not None and got.token.startswith(f"token-{b}-")
    theirs = Q.poll(engine, a, now=at(3))
    assert theirs.paired and theirs.room_id == got.room_id and theirs.seat == 0
    assert (
        theirs.opponent == b and theirs.token is not None and theirs.token.startswith(f"token-{a}-")
    )
    again = Q.poll(engine, a, now=at(4))
    assert again.paired and again.room_id == got.room_id and again.token is None  # once
    assert Q.try_pair(engine, b, make_room, now=at(4)).token is None
    with engine.connect() as conn:
        assert conn.execute(select(func.count()).select_from(rooms)).scalar_one() == 1
        seated = conn.execute(select(seats.c.seat, seats.c.player_id).order_by(seats.c.seat))
        assert [tuple(r) for r in seated] == [(0, a), (1, b)]


def test_a_pairing_not_picked_up_survives_joining_again(engine: Engine) -> None:
    a, b = new_players(engine, "Cy", "Di")
    Q.join_queue(engine, a, "standard", 100, 1500, now=at(0))
    Q.join_queue(engine, b, "standard", 100, 1500, now=at(0))
    room = Q.try_pair(engine, a, make_room, now=at(1)).room_id
    status = Q.join_queue(engine, b, "standard", 100, 1500, now=at(2))
    assert status.paired and status.room_id == room and status.token is None
    assert Q.poll(engine, b, now=at(3)).token is not None
    # Right after the token was taken, a join repeats that call: the pairing, no token.
    again = Q.join_queue(engine, b, "standard", 100, 1500, now=at(3 + Q.REPEAT_SECONDS - 0.1))
    assert again.paired and again.room_id == room and again.token is None
    # Later, joining again is a new wait.
    assert Q.join_queue(engine, b, "standard", 100, 1500, now=at(3 + Q.REPEAT_SECONDS)).state == (
        "waiting"
    )
    assert Q.leave_queue(engine, b) is True
    assert Q.leave_queue(engine, b) is False
    assert Q.poll(engine, b, now=at(5)).state == "absent"


def test_joining_the_same_pool_again_keeps_the_place_and_another_pool_starts_anew(
    engine: Engine,
) -> None:
    a, b = new_players(engine, "Jo", "Kai")
    Q.join_queue(engine, a, "standard", 100, 1500, now=at(0))
    Q.join_queue(engine, b, "standard", 100, 1500, now=at(1))
    again = Q.join_queue(engine, a, "standard", 100, 1500, now=at(2))  # a repeat
    assert again == Q.QueueStatus("waiting", "standard-100", 2)
    with engine.connect() as conn:
        since = conn.execute(select(pairing_queue.c.since).where(pairing_queue.c.player_id == a))
        assert utc(since.scalar_one()) == at(0)  # still first in line
    moved = Q.join_queue(engine, a, "standard", 250, 1500, now=at(3))
    assert moved == Q.QueueStatus("waiting", "standard-250", 1)


def test_different_pools_do_not_pair(engine: Engine) -> None:
    a, b, c = new_players(engine, "Ed", "Flo", "Gus")
    Q.join_queue(engine, a, "standard", 100, 1500, now=at(0))
    Q.join_queue(engine, b, "standard", 250, 1500, now=at(0))
    Q.join_queue(engine, c, "oklahoma", 100, 1500, now=at(0))
    keep_alive(engine, (a, b, c), 15)
    for player in (a, b, c):  # 31 s waited: any rating would do, but not any pool
        status = Q.try_pair(engine, player, make_room, now=at(31))
        assert status.state == "waiting" and status.waiting_count == 1
    with engine.connect() as conn:
        counts = Q.waiting_counts(conn, now=at(32))
        assert counts == {"standard-100": 1, "standard-250": 1, "oklahoma-100": 1}
        assert Q.waiting_counts(conn, now=at(60)) == {}  # all stale by then
    d = new_players(engine, "Hal")[0]
    Q.join_queue(engine, d, "oklahoma", 100, 1500, now=at(32))
    assert Q.try_pair(engine, d, make_room, now=at(32)).opponent == c


def test_blocked_players_do_not_pair(engine: Engine) -> None:
    a, b = new_players(engine, "Ivy", "Jo")
    for blocker, blocked in ((a, b), (b, a)):
        with engine.begin() as conn:
            block(conn, blocker, blocked)
        Q.join_queue(engine, a, "standard", 100, 1500, now=at(0))
        Q.join_queue(engine, b, "standard", 100, 1500, now=at(0))
        keep_alive(engine, (a, b), 15)
        for player in (a, b):
            assert Q.try_pair(engine, player, make_room, now=at(31)).state == "waiting"
        with engine.begin() as conn:
            unblock(conn, blocker, blocked)
    assert Q.try_pair(engine, a, make_room, now=at(32)).opponent == b


def test_the_rating_window_widens_with_time(engine: Engine) -> None:
    a, b, c = new_players(engine, "Kim", "Lu", "Mo")
    Q.join_queue(engine, a, "standard", 100, 1500, now=at(0))
    Q.join_queue(engine, b, "standard", 100, 1820, now=at(0))
    for second in (0, 5, 10, 14):  # windows 200, 250, 300, 300: 320 apart is too far
        for player in (a, b):
            assert not Q.try_pair(engine, player, make_room, now=at(second)).paired
    Q.join_queue(engine, c, "standard", 100, 1260, now=at(14))  # 240 from Kim, who waited 14 s
    assert Q.try_pair(engine, c, make_room, now=at(14)).opponent == a
    # Lu is alone now; once somebody far away comes, 30 s of waiting accept anybody.
    d = new_players(engine, "Ned")[0]
    Q.join_queue(engine, d, "standard", 100, 900, now=at(15))
    assert not Q.try_pair(engine, d, make_room, now=at(15)).paired
    Q.poll(engine, b, now=at(29))
    assert not Q.try_pair(engine, d, make_room, now=at(29.9)).paired
    assert Q.try_pair(engine, d, make_room, now=at(30)).opponent == b


def test_the_longest_waiting_partner_comes_first(engine: Engine) -> None:
    a, b, c = new_players(engine, "Oz", "Pia", "Quin")
    Q.join_queue(engine, b, "standard", 100, 1500, now=at(0))
    Q.join_queue(engine, a, "standard", 100, 1500, now=at(1))
    Q.join_queue(engine, c, "standard", 100, 1500, now=at(2))
    assert Q.try_pair(engine, c, make_room, now=at(3)).opponent == b


def test_stale_entries_are_ignored_and_dropped(engine: Engine) -> None:
    a, b = new_players(engine, "Rae", "Sid")
    Q.join_queue(engine, a, "standard", 100, 1500, now=at(0))
    Q.join_queue(engine, b, "standard", 100, 1500, now=at(21))  # Rae's heartbeat: 21 s old
    status = Q.try_pair(engine, b, make_room, now=at(21))
    assert status.state == "waiting" and status.waiting_count == 1
    with engine.connect() as conn:
        left = conn.execute(select(pairing_queue.c.player_id)).scalars().all()
    assert left == [b]
    assert Q.poll(engine, a, now=at(22)).state == "absent"
    # A heartbeat keeps one in: Sid polls at 30 and 45, and is still there at 60.
    Q.poll(engine, b, now=at(30))
    Q.poll(engine, b, now=at(45))
    assert Q.poll(engine, b, now=at(60)).state == "waiting"
    assert Q.poll(engine, b, now=at(81)).state == "absent"


def test_a_failed_room_pairs_nobody(engine: Engine) -> None:
    a, b = new_players(engine, "Tia", "Uma")
    Q.join_queue(engine, a, "standard", 100, 1500, now=at(0))
    Q.join_queue(engine, b, "standard", 100, 1500, now=at(0))

    def broken(conn: Connection, first: str, second: str) -> tuple[str, str, str]:
        new_room(conn, (first, second))
        raise RuntimeError("no room today")

    with pytest.raises(RuntimeError):
        Q.try_pair(engine, a, broken, now=at(1))
    with engine.connect() as conn:
        assert conn.execute(select(func.count()).select_from(rooms)).scalar_one() == 0
    assert Q.try_pair(engine, a, make_room, now=at(2)).opponent == b


@pytest.mark.parametrize("people", [8, 20])
def test_nobody_is_ever_paired_twice(engine: Engine, people: int) -> None:
    """Eight threads, each with its own connection, pair people from one queue at once:
    every pairing is one room with two people in it, both entries say so, and nobody is
    in two rooms."""
    ids = new_players(engine, *(f"P{i}" for i in range(people)))
    for pid in ids:
        Q.join_queue(engine, pid, "standard", 100, 1500 + random.uniform(-50, 50))
    tokens: list[tuple[str, str, str | None]] = []
    lock = threading.Lock()
    errors: list[BaseException] = []
    barrier = threading.Barrier(8)
    deadline = time.monotonic() + 30

    def worker(seed: int) -> None:
        rng = random.Random(seed)
        try:
            barrier.wait()
            while time.monotonic() < deadline:
                with lock:
                    if sum(1 for _, _, t in tokens if t) == people:
                        return
                pid = rng.choice(ids)
                status = Q.try_pair(engine, pid, make_room)
                if status.paired:
                    with lock:
                        tokens.append((pid, status.room_id or "", status.token))
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=worker, args=(seed,)) for seed in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    with engine.connect() as conn:
        entries = {r.player_id: r for r in conn.execute(select(pairing_queue))}
        seated = conn.execute(select(seats.c.room_id, seats.c.player_id)).all()
        room_count = conn.execute(select(func.count()).select_from(rooms)).scalar_one()
    assert room_count == people // 2
    assert all(entry.room_id is not None for entry in entries.values())
    for pid, entry in entries.items():
        partner = entries[entry.paired_with]
        assert partner.paired_with == pid and partner.room_id == entry.room_id
        assert {entry.seat, partner.seat} == {0, 1}
    per_player = Counter(player for _, player in seated)
    assert set(per_player) == set(ids) and set(per_player.values()) == {1}
    handed = [(pid, room) for pid, room, token in tokens if token]
    assert sorted(pid for pid, _ in handed) == sorted(ids)  # each token handed out once
    assert all(entries[pid].room_id == room for pid, room in handed)


def test_a_clock_and_a_rating_range_are_checked() -> None:
    assert Q.check_choice(None, None) == Q.DEFAULT_CLOCK == "30/60"
    assert Q.check_choice("15/30", 100) == "15/30"
    with pytest.raises(Q.BadPairingChoice, match="clock '10/0' is not offered"):
        Q.check_choice("10/0", None)
    with pytest.raises(Q.BadPairingChoice, match="rating range 150 is not offered"):
        Q.check_choice(None, 150)


def test_each_sides_range_caps_the_widening_window() -> None:
    assert Q.allowed_gap(0, None, None) == 200
    assert Q.allowed_gap(60, None, None) == math.inf
    assert Q.allowed_gap(60, 100, None) == 100  # a choice is never widened
    assert Q.allowed_gap(60, None, 300) == 300  # the other side's choice holds too
    assert Q.allowed_gap(0, 300, 300) == 200  # the window still starts narrow


def test_only_the_same_clock_pairs(engine: Engine) -> None:
    a, b, c = new_players(engine, "Fay", "Gus", "Hal")
    Q.join_queue(engine, a, "standard", 100, 1500, clock="15/30", now=at(0))
    Q.join_queue(engine, b, "standard", 100, 1500, clock="60/120", now=at(1))
    assert Q.try_pair(engine, b, make_room, now=at(2)).state == "waiting"
    Q.join_queue(engine, c, "standard", 100, 1500, clock="15/30", now=at(3))
    got = Q.try_pair(engine, c, make_room, now=at(4))
    assert got.paired and got.opponent == a
    # Changing one's clock keeps one's place in the line, and pairs with the new clock.
    d = new_players(engine, "Ida")[0]
    Q.join_queue(engine, d, "standard", 100, 1500, clock="30/60", now=at(5))
    Q.join_queue(engine, b, "standard", 100, 1500, clock="30/60", now=at(6))
    assert Q.try_pair(engine, d, make_room, now=at(7)).opponent == b


def test_a_rating_range_holds_for_both_sides_however_long_they_wait(engine: Engine) -> None:
    a, b, c = new_players(engine, "Jo", "Kai", "Lu")
    Q.join_queue(engine, a, "standard", 100, 1500, rating_range=100, now=at(0))
    Q.join_queue(engine, b, "standard", 100, 1650, now=at(1))  # any rating, but 150 from Jo
    for second in (2, 15, 28, 41):
        keep_alive(engine, (a, b), second)
        assert Q.try_pair(engine, b, make_room, now=at(second)).state == "waiting"
        assert Q.try_pair(engine, a, make_room, now=at(second)).state == "waiting"
    Q.join_queue(engine, c, "standard", 100, 1580, now=at(42))  # 80 from Jo
    got = Q.try_pair(engine, c, make_room, now=at(43))
    assert got.paired and got.opponent == a
