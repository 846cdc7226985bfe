"""Tournaments in storage, run by the director (SQLite and PostgreSQL): arena pairing,
results, streaks, pause and leave, the end; a Swiss of five over three rounds with a
bye; refusals; points that always equal what the stored games say; and on PostgreSQL,
two directors at once pairing each player and round once."""

from __future__ import annotations

import random
import secrets
import threading
from collections import Counter
from collections.abc import Iterator
from datetime import datetime, timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import Engine, insert, select
from sqlalchemy.engine import Connection

from ginrummy.server.online.players import create_player
from ginrummy.server.online.tables import ratings
from ginrummy.server.storage.store import Store
from ginrummy.server.tournaments import director, records
from ginrummy.server.tournaments.schedule import (
    DEFAULT_SCHEDULE,
    Schedule,
    next_slot,
    parse,
    popular_kind,
)
from ginrummy.server.tournaments.tables import tournament_byes, tournament_games, tournaments
from tests.helpers.online import T0, migrated, new_players, new_room


@pytest.fixture
def engine(fresh_database: str) -> Iterator[Engine]:
    with migrated(fresh_database) as engine:
        yield engine


def at(seconds: float) -> datetime:
    return T0 + timedelta(seconds=seconds)


def make_game(conn: Connection, _row: Any, a: str, b: str) -> tuple[str, str, str]:
    return new_room(conn, (a, b)), f"tok-{a}-{secrets.token_hex(3)}", f"tok-{b}"


def spec(fmt: str = "arena", **changes: Any) -> records.Spec:
    base: dict[str, Any] = {
        "name": "Friday gin",
        "format": fmt,
        "preset": "standard",
        "target": 100,
        "clock": None,
        "starts": at(10),
        "minutes": 30 if fmt == "arena" else None,
        "rounds": 3 if fmt == "swiss" else None,
        "rated": False,
        "private": False,
    }
    base.update(changes)
    return records.check_spec(records.Spec(**base))


def new_tournament(engine: Engine, fmt: str = "arena", **changes: Any) -> str:
    with engine.begin() as conn:
        return records.create(conn, spec(fmt, **changes), organiser=None, now=at(0))


def join_all(engine: Engine, tid: str, ids: list[str], second: float = 0) -> None:
    for pid in ids:
        with engine.begin() as conn:
            records.join(conn, tid, pid, at(second))


def here(engine: Engine, tid: str, ids: list[str], second: float) -> None:
    """Their pages ask about the tournament (they are present)."""
    with engine.begin() as conn:
        for pid in ids:
            records.touch(conn, tid, pid, at(second))


def open_games(engine: Engine, tid: str) -> list[Any]:
    with engine.connect() as conn:
        return records.open_games(conn, tid)


def finish(engine: Engine, game: Any, winner_id: str) -> None:
    """The game's end as the store writes it (its transaction calls the hook)."""
    seat = 0 if game.player0 == winner_id else 1
    with engine.begin() as conn:
        records.record_result(conn, game.room_id, 1, seat, aborted=False)


def board(engine: Engine, tid: str) -> dict[str, tuple[int, tuple[int, ...]]]:
    with engine.connect() as conn:
        lines = records.standings(conn, records.get(conn, tid))
    return {ln.player_id: (ln.points, ln.sheet) for ln in lines}


def status(engine: Engine, tid: str) -> Any:
    with engine.connect() as conn:
        return records.get(conn, tid)


def test_an_arena_starts_on_time_pairs_the_present_and_counts_streaks(engine: Engine) -> None:
    tid = new_tournament(engine)
    a, b, c, d = new_players(engine, "Ann", "Bo", "Cy", "Di")
    join_all(engine, tid, [a, b, c, d])
    assert not director.advance(engine, tid, make_game, at(5))  # not yet
    assert status(engine, tid).status == "coming"
    here(engine, tid, [a, b, c, d], 10)
    assert director.advance(engine, tid, make_game, at(10))
    assert status(engine, tid).status == "running"
    first = open_games(engine, tid)
    assert len(first) == 2
    assert sorted(p for g in first for p in (g.player0, g.player1)) == sorted([a, b, c, d])
    assert not director.advance(engine, tid, make_game, at(11))  # everyone is playing
    # Ann wins three in a row: 2, 2, then 4 (on fire); nobody meets their last opponent.
    last: dict[str, str] = {}
    for step in range(3):
        games = open_games(engine, tid)
        for game in games:
            pair = {game.player0, game.player1}
            if step:
                assert last[game.player0] != game.player1
            winner = a if a in pair else min(pair)
            finish(engine, game, winner)
            last[game.player0], last[game.player1] = game.player1, game.player0
        here(engine, tid, [a, b, c, d], 20 + step)
        director.advance(engine, tid, make_game, at(20 + step))
    assert board(engine, tid)[a] == (8, (2, 2, 4))
    with engine.connect() as conn:
        detail = records.detail(conn, tid, a, at(30))
    mine = detail["standings"][0]
    assert mine["player"]["id"] == a and mine["fire"] is True and mine["rank"] == 1
    assert detail["me"]["game"] is not None and detail["me"]["game"]["token"].startswith("tok-")


def test_paused_left_and_absent_players_are_not_paired(engine: Engine) -> None:
    tid = new_tournament(engine)
    a, b, c, d, e = new_players(engine, "Ann", "Bo", "Cy", "Di", "Ed")
    join_all(engine, tid, [a, b, c, d, e])
    with engine.begin() as conn:
        records.set_state(conn, tid, c, records.PAUSED, at(1))
        records.set_state(conn, tid, d, records.LEFT, at(1))
    here(engine, tid, [a, b, c, d], 10)
    director.advance(engine, tid, make_game, at(45))
    assert open_games(engine, tid) == []  # nobody asked in the last 30 seconds
    here(engine, tid, [a, b, c, d], 45)  # Ed's page is gone (he was last seen at 0)
    director.advance(engine, tid, make_game, at(46))
    games = open_games(engine, tid)
    assert [{g.player0, g.player1} for g in games] == [{a, b}]
    # Cy comes back by joining again; Di's points are kept though she left.
    finish(engine, games[0], a)
    join_all(engine, tid, [c], 47)
    here(engine, tid, [a, b, c], 47)
    director.advance(engine, tid, make_game, at(47))
    assert {p for g in open_games(engine, tid) for p in (g.player0, g.player1)} <= {a, b, c}
    assert len(open_games(engine, tid)) == 1
    assert d in board(engine, tid)


def test_an_arena_ends_on_time_and_its_last_game_still_counts(engine: Engine) -> None:
    tid = new_tournament(engine, minutes=5)
    a, b = new_players(engine, "Ann", "Bo")
    join_all(engine, tid, [a, b])
    here(engine, tid, [a, b], 10)
    director.advance(engine, tid, make_game, at(10))
    (game,) = open_games(engine, tid)
    end = 10 + 5 * 60
    here(engine, tid, [a, b], end)
    assert not director.advance(engine, tid, make_game, at(end + 1))  # waits for the game
    assert status(engine, tid).status == "running"
    finish(engine, game, b)
    assert director.advance(engine, tid, make_game, at(end + 2))
    done = status(engine, tid)
    assert done.status == "finished" and done.winner == b
    assert open_games(engine, tid) == []  # nobody was paired after the end
    with engine.begin() as conn, pytest.raises(records.TournamentError) as refused:
        records.join(conn, tid, a, at(end + 3))
    assert refused.value.code == "tournament/finished"


def test_a_swiss_of_five_plays_three_rounds_with_a_new_bye_each_round(engine: Engine) -> None:
    tid = new_tournament(engine, "swiss", rounds=3)
    ids = new_players(engine, "Ann", "Bo", "Cy", "Di", "Ed")
    join_all(engine, tid, ids)
    rng = random.Random(5)
    met: list[frozenset[str]] = []
    for number in (1, 2, 3):
        here(engine, tid, ids, 10 * number)
        assert director.advance(engine, tid, make_game, at(10 * number))
        row = status(engine, tid)
        assert row.round == number
        games = open_games(engine, tid)
        assert len(games) == 2 and {g.round for g in games} == {number}
        # the round waits for its games: nothing more is paired meanwhile
        assert not director.advance(engine, tid, make_game, at(10 * number + 1))
        for game in games:
            met.append(frozenset((game.player0, game.player1)))
            finish(engine, game, rng.choice((game.player0, game.player1)))
        if number == 2:
            late = new_players(engine, "Late")[0]
            with engine.begin() as conn, pytest.raises(records.TournamentError) as refused:
                records.join(conn, tid, late, at(25))
            assert refused.value.code == "tournament/started"
    assert len(met) == len(set(met)) == 6  # no repeat pairing
    with engine.connect() as conn:
        byes = conn.execute(
            select(tournament_byes.c.round, tournament_byes.c.player_id).where(
                tournament_byes.c.tournament_id == tid
            )
        ).all()
    assert sorted(r for r, _ in byes) == [1, 2, 3] and len({p for _, p in byes}) == 3
    director.advance(engine, tid, make_game, at(50))
    done = status(engine, tid)
    assert done.status == "finished" and done.round == 3 and done.winner is not None
    points = board(engine, tid)
    assert sum(p for p, _ in points.values()) == 6 + 3  # a point a game and a bye
    assert points[done.winner][0] == max(p for p, _ in points.values())


def test_refusals_change_nothing(engine: Engine, monkeypatch: pytest.MonkeyPatch) -> None:
    organiser, a, b = new_players(engine, "Org", "Ann", "Bo")
    for bad, code in (
        ({"name": "x"}, "tournament/bad_name"),
        ({"name": "Evil\u202ename"}, "tournament/bad_name"),
        ({"minutes": 500}, "request/invalid"),
        ({"preset": "nope"}, "request/invalid"),
        ({"clock": "sundial"}, "request/invalid"),
        ({"format": "knockout"}, "request/invalid"),
    ):
        with pytest.raises(records.TournamentError) as refused:
            spec(**bad)
        assert refused.value.code == code
    with engine.begin() as conn:
        for _ in range(records.MAX_COMING_PER_ORGANISER):
            records.create(conn, spec(), organiser=organiser, now=at(0))
    with engine.begin() as conn, pytest.raises(records.TournamentError) as refused:
        records.create(conn, spec(), organiser=organiser, now=at(0))
    assert refused.value.code == "tournament/too_many"
    tid = new_tournament(engine)
    monkeypatch.setattr(records, "MAX_PLAYERS", 1)
    join_all(engine, tid, [a])
    version = status(engine, tid).version
    with engine.begin() as conn, pytest.raises(records.TournamentError) as refused:
        records.join(conn, tid, b, at(1))
    assert refused.value.code == "tournament/full" and status(engine, tid).version == version
    with engine.begin() as conn, pytest.raises(records.TournamentError) as refused:
        records.set_state(conn, tid, b, records.PAUSED, at(1))
    assert refused.value.code == "tournament/not_joined"
    with engine.begin() as conn, pytest.raises(records.TournamentError) as refused:
        records.join(conn, "no-such-thing", a, at(1))
    assert refused.value.code == "tournament/unknown"


def test_the_schedule_makes_each_slot_once(engine: Engine) -> None:
    plan = Schedule(("arena:standard:100:rapid:60:30", "swiss:standard:100:none:1440:5"))
    moment = datetime(2026, 12, 6, 4, 20, tzinfo=T0.tzinfo)
    assert next_slot(plan.entries[0], moment) == moment.replace(hour=5, minute=0)
    for _ in range(2):
        with engine.begin() as conn:
            plan(conn, moment)
    with engine.connect() as conn:
        made = conn.execute(select(tournaments.c.format, tournaments.c.name)).all()
    assert [(m.format, m.name) for m in made] == [("arena", "Hourly Arena, standard to 100")]
    # the daily Swiss is not an hour away yet
    for bad in ("arena:standard:100", "cup:standard:100:none:60:30", "arena:standard:100:x:60:30"):
        with pytest.raises(ValueError):
            parse(bad)


def test_a_popular_entry_follows_the_kind_of_game_played_most(engine: Engine) -> None:
    plan = Schedule(DEFAULT_SCHEDULE)
    with engine.begin() as conn:
        assert popular_kind(conn) == ("standard", 100)  # before any rated game
        players = [create_player(conn, f"O{i}")[0] for i in range(3)]
        conn.execute(
            insert(ratings),
            [
                {
                    "player_id": pid,
                    "pool": "oklahoma-150",
                    "rating": 1500.0,
                    "rd": 100.0,
                    "volatility": 0.06,
                    "games": 12,
                    "updated": T0,
                }
                for pid in players
            ],
        )
        plan(conn, datetime(2026, 12, 6, 23, 30, tzinfo=T0.tzinfo))
    with engine.connect() as conn:
        made = conn.execute(
            select(tournaments.c.format, tournaments.c.preset, tournaments.c.target)
        ).all()
    assert sorted(tuple(m) for m in made) == [
        ("arena", "oklahoma", 150),
        ("swiss", "oklahoma", 150),
    ]


def _oracle_points(rows: list[Any], byes: list[Any], fmt: str) -> dict[str, int]:
    """Points recomputed from the stored rows by the rules as docs/online.md words them
    (written apart from the scoring module)."""
    points: Counter[str] = Counter()
    streak: Counter[str] = Counter()
    for row in sorted(rows, key=lambda r: r.seq):
        if row.outcome == "aborted":
            continue
        won = row.player0 if row.winner == 0 else row.player1
        lost = row.player1 if row.winner == 0 else row.player0
        if fmt == "arena":
            points[won] += 4 if streak[won] >= 2 else 2
            streak[won] += 1
            streak[lost] = 0
        else:
            points[won] += 1
    for bye in byes:
        points[bye.player_id] += 1
    return points


@settings(
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.sampled_from(["arena", "swiss"]), st.integers(2, 6), st.randoms(use_true_random=False))
def test_a_tournaments_points_equal_what_its_stored_games_say(
    engine: Engine, fmt: str, n: int, rng: random.Random
) -> None:
    tid = new_tournament(engine, fmt, rounds=4 if fmt == "swiss" else None)
    ids = new_players(engine, *(f"P{secrets.token_hex(3)}" for _ in range(n)))
    join_all(engine, tid, ids)
    for step in range(6):
        second = 10 + step
        here(engine, tid, [p for p in ids if rng.random() < 0.9], second)
        director.advance(engine, tid, make_game, at(second))
        for game in open_games(engine, tid):
            if rng.random() < 0.8:
                with engine.begin() as conn:
                    records.record_result(
                        conn, game.room_id, 1, rng.choice((0, 1)), aborted=rng.random() < 0.1
                    )
    with engine.connect() as conn:
        rows = conn.execute(
            select(tournament_games).where(
                tournament_games.c.tournament_id == tid, tournament_games.c.outcome.is_not(None)
            )
        ).all()
        byes = conn.execute(
            select(tournament_byes).where(tournament_byes.c.tournament_id == tid)
        ).all()
    expected = _oracle_points(rows, byes, fmt)
    got = board(engine, tid)
    assert {p: got[p][0] for p in ids} == {p: expected[p] for p in ids}
    # a second result for a decided game changes nothing
    if rows:
        with engine.begin() as conn:
            records.record_result(
                conn, rows[0].room_id, 1, 1 - (rows[0].winner or 0), aborted=False
            )
        assert {p: v[0] for p, v in board(engine, tid).items()} == {p: got[p][0] for p in ids}


def at_once(stores: list[Store], tids: list[str], moment: datetime) -> list[BaseException]:
    """Each store's director advances every tournament at the same instant, on its own
    thread; the errors raised (none expected: a row held by the other is skipped)."""
    return advance_at_once([(store, tids) for store in stores], moment)


def advance_at_once(jobs: list[tuple[Store, list[str]]], moment: datetime) -> list[BaseException]:
    """Each ``(store, tournaments)`` on its own thread, all starting at one instant."""
    barrier = threading.Barrier(len(jobs))
    errors: list[BaseException] = []

    def run(store: Store, tids: list[str]) -> None:
        try:
            barrier.wait()
            for tid in tids:
                director.advance(store.engine, tid, make_game, moment)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=run, args=job) for job in jobs]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return errors


def test_two_directors_at_once_pair_each_player_once(fresh_postgres: str) -> None:
    """Two processes' directors (two engines on one PostgreSQL database) advance the same
    tournaments at the same moments: every pairing is made once, nobody is in two games,
    every Swiss round is paired once."""
    stores = [Store(fresh_postgres), Store(fresh_postgres)]
    try:
        engine = stores[0].engine
        arena = new_tournament(engine)
        swiss = new_tournament(engine, "swiss", rounds=2)
        in_arena = new_players(engine, *(f"P{i}" for i in range(9)))
        in_swiss = new_players(engine, *(f"Q{i}" for i in range(9)))
        join_all(engine, arena, in_arena)
        join_all(engine, swiss, in_swiss)
        for second in (10, 11, 12):
            here(engine, arena, in_arena, second)
            here(engine, swiss, in_swiss, second)
            assert at_once(stores, [arena, swiss], at(second)) == []
            for tid in (arena, swiss):
                busy = [p for g in open_games(engine, tid) for p in (g.player0, g.player1)]
                assert len(busy) == len(set(busy)) == 8
        assert status(engine, swiss).round == 1
        with engine.connect() as conn:
            rounds = conn.execute(
                select(tournament_games.c.round).where(tournament_games.c.tournament_id == swiss)
            ).scalars()
            assert Counter(rounds) == {1: 4}
            byes = conn.execute(
                select(tournament_byes).where(tournament_byes.c.tournament_id == swiss)
            ).all()
            assert len(byes) == 1
    finally:
        for store in stores:
            store.close()


def test_two_tournaments_advanced_at_once_never_seat_one_player_twice(
    fresh_postgres: str,
) -> None:
    """One game at a time across tournaments: two arenas with the same four players,
    each advanced by another process's director at the same instant (each locks only
    its own row), pair each player in one of them only."""
    stores = [Store(fresh_postgres), Store(fresh_postgres)]
    try:
        engine = stores[0].engine
        for second in (10, 20, 30, 40, 50):
            first, other = new_tournament(engine), new_tournament(engine)
            ids = new_players(engine, *(f"R{second}{i}" for i in range(4)))
            join_all(engine, first, ids)
            join_all(engine, other, ids)
            here(engine, first, ids, second)
            here(engine, other, ids, second)
            jobs = [(stores[0], [first]), (stores[1], [other])]
            assert advance_at_once(jobs, at(second)) == []
            seated = [
                p
                for tid in (first, other)
                for g in open_games(engine, tid)
                for p in (g.player0, g.player1)
            ]
            assert len(seated) == len(set(seated)) == 4
    finally:
        for store in stores:
            store.close()


def test_a_swiss_waits_for_two_players_then_ends_empty(engine: Engine) -> None:
    tid = new_tournament(engine, "swiss", rounds=3)
    (a,) = new_players(engine, "Ann")
    join_all(engine, tid, [a])
    here(engine, tid, [a], 10)
    director.advance(engine, tid, make_game, at(10))
    row = status(engine, tid)
    assert row.status == "running" and row.round == 0  # waiting for a second player
    late = 10 + director.START_WAIT.total_seconds()
    here(engine, tid, [a], late - 1)
    director.advance(engine, tid, make_game, at(late - 1))
    assert status(engine, tid).status == "running"
    director.advance(engine, tid, make_game, at(late))
    done = status(engine, tid)
    assert done.status == "finished" and done.winner is None and done.round == 0


def test_a_player_cooling_off_is_neither_paired_nor_let_in(engine: Engine) -> None:
    """The fair-play rules hand in who may not play now (``records.Barred``)."""
    tid = new_tournament(engine)
    a, b, c, d = new_players(engine, "Ann", "Bo", "Cy", "Di")

    def barred(_conn: Connection, player_id: str, _now: datetime) -> str | None:
        return (
            "You left three games: you may play again in 10 minutes."
            if player_id in (c, d)
            else None
        )

    join_all(engine, tid, [a, b, c])
    with engine.begin() as conn, pytest.raises(records.TournamentError) as refused:
        records.join(conn, tid, d, at(1), barred=barred)
    assert refused.value.code == "player/cooling_off" and "10 minutes" in refused.value.message
    here(engine, tid, [a, b, c], 10)
    director.advance(engine, tid, make_game, at(10), barred)
    assert [{g.player0, g.player1} for g in open_games(engine, tid)] == [{a, b}]


def test_a_player_in_two_arenas_plays_one_game_at_a_time(engine: Engine) -> None:
    first, second = new_tournament(engine), new_tournament(engine)
    a, b, c = new_players(engine, "Ann", "Bo", "Cy")
    join_all(engine, first, [a, b])
    join_all(engine, second, [a, c])
    here(engine, first, [a, b], 10)
    here(engine, second, [a, c], 10)
    director.advance(engine, first, make_game, at(10))
    director.advance(engine, second, make_game, at(10))
    assert len(open_games(engine, first)) == 1 and open_games(engine, second) == []
    finish(engine, open_games(engine, first)[0], a)
    here(engine, second, [a, c], 11)
    director.advance(engine, second, make_game, at(11))
    assert [{g.player0, g.player1} for g in open_games(engine, second)] == [{a, c}]
