"""Challenges and follows in storage (SQLite and PostgreSQL): a challenge is accepted
once into one room, declined, cancelled or expired and told to the challenger; blocking
and being at a table refuse it; follows and who is online or playing."""

from __future__ import annotations

import secrets
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta

import pytest
from sqlalchemy import Engine, func, insert, select, update
from sqlalchemy.engine import Connection

from ginrummy.server.online import challenges as CH
from ginrummy.server.online import follows as F
from ginrummy.server.online.fair_play_tables import cooling_offs
from ginrummy.server.online.players import UnknownPlayer, block, touch, unblock
from ginrummy.server.online.tables import challenges
from ginrummy.server.storage.schema import actions, rooms
from tests.helpers.online import T0, migrated, new_players, new_room


@pytest.fixture
def engine(fresh_database: str) -> Iterator[Engine]:
    with migrated(fresh_database) as engine:
        yield engine


def at(seconds: float) -> datetime:
    return T0 + timedelta(seconds=seconds)


made_rooms: list[str] = []


def make_room(conn: Connection, found: CH.Challenge) -> tuple[str, str, str]:
    """The callback: a bare room with the challenger in seat 0."""
    room_id = new_room(conn, (found.from_id, found.to_id))
    conn.execute(update(rooms).where(rooms.c.id == room_id).values(created=T0))
    made_rooms.append(room_id)
    return room_id, f"from-{secrets.token_hex(4)}", f"to-{secrets.token_hex(4)}"


def challenge(engine: Engine, a: str, b: str, second: float = 0, **kw: object) -> CH.Challenge:
    with engine.begin() as conn:
        return CH.create(conn, a, b, "standard", 100, None, now=at(second), **kw)  # type: ignore[arg-type]


@contextmanager
def refused(code: str) -> Iterator[None]:
    """The block must raise a refusal with this code."""
    with pytest.raises(CH.ChallengeRefused) as caught:
        yield
    assert caught.value.code == code, caught.value.message


def test_a_challenge_is_seen_accepted_once_and_the_challenger_gets_the_seat(
    engine: Engine,
) -> None:
    a, b = new_players(engine, "Ann", "Bob")
    made = challenge(engine, a, b, 0, rated=False)
    assert made.status == "open" and made.expires == at(CH.CHALLENGE_SECONDS)
    with engine.connect() as conn:
        waiting = CH.incoming(conn, b, now=at(1))
        assert [c.challenge_id for c in waiting] == [made.challenge_id]
        assert CH.incoming(conn, a, now=at(1)) == []
    found, token = CH.accept(engine, made.challenge_id, b, make_room, now=at(2))
    assert found.status == "accepted" and found.room_id == made_rooms[-1] and not found.rated
    assert token.startswith("to-")
    with refused("challenge/closed"):  # a second click, on any process
        CH.accept(engine, made.challenge_id, b, make_room, now=at(3))
    with engine.begin() as conn:
        told = CH.outgoing(conn, a, now=at(3))
    assert [(c.status, c.room_id) for c in told] == [("accepted", found.room_id)]
    assert told[0].from_token is not None and told[0].from_token.startswith("from-")
    with engine.begin() as conn:
        assert CH.outgoing(conn, a, now=at(4))[0].from_token is None  # handed over once
        assert CH.incoming(conn, b, now=at(4)) == []
        assert conn.execute(select(func.count()).select_from(rooms)).scalar_one() == 1


def test_only_the_challenged_answers_and_only_the_challenger_cancels(engine: Engine) -> None:
    a, b, c = new_players(engine, "Cy", "Di", "Ed")
    made = challenge(engine, a, b)
    for wrong in (a, c):
        with refused("challenge/not_found"):
            CH.accept(engine, made.challenge_id, wrong, make_room, now=at(1))
        with refused("challenge/not_found"):
            CH.decline(engine, made.challenge_id, wrong, now=at(1))
    with refused("challenge/not_found"):
        CH.cancel(engine, made.challenge_id, b, now=at(1))
    with refused("challenge/not_found"):
        CH.accept(engine, "no-such-one", b, make_room, now=at(1))
    assert CH.cancel(engine, made.challenge_id, a, now=at(2)).status == "cancelled"
    with refused("challenge/closed"):
        CH.accept(engine, made.challenge_id, b, make_room, now=at(3))
    with engine.begin() as conn:
        assert CH.incoming(conn, b, now=at(3)) == []
        assert [x.status for x in CH.outgoing(conn, a, now=at(3))] == ["cancelled"]


def test_a_decline_is_told_to_the_challenger_for_a_while(engine: Engine) -> None:
    a, b = new_players(engine, "Flo", "Gus")
    made = challenge(engine, a, b)
    assert CH.decline(engine, made.challenge_id, b, now=at(5)).status == "declined"
    with refused("challenge/closed"):
        CH.decline(engine, made.challenge_id, b, now=at(6))
    with engine.begin() as conn:
        assert [x.status for x in CH.outgoing(conn, a, now=at(5 + CH.TOLD_SECONDS))] == ["declined"]
        assert CH.outgoing(conn, a, now=at(5.1 + CH.TOLD_SECONDS)) == []
    again = challenge(engine, a, b, 10)  # a declined challenge may be made again
    assert again.challenge_id != made.challenge_id


def test_a_challenge_expires_and_cannot_be_accepted_then(engine: Engine) -> None:
    a, b = new_players(engine, "Hal", "Ivy")
    made = challenge(engine, a, b)
    end = CH.CHALLENGE_SECONDS
    with engine.connect() as conn:
        assert len(CH.incoming(conn, b, now=at(end - 0.1))) == 1
        assert CH.incoming(conn, b, now=at(end)) == []
    with refused("challenge/closed"):
        CH.accept(engine, made.challenge_id, b, make_room, now=at(end))
    with engine.begin() as conn:
        told = CH.outgoing(conn, a, now=at(end + 1))
        assert [(x.status, x.decided) for x in told] == [("expired", at(end))]
        stored = conn.execute(select(challenges.c.status)).scalar_one()
        assert stored == "expired"  # written so by the poll that found it
        assert CH.outgoing(conn, a, now=at(end + CH.TOLD_SECONDS + 0.1)) == []  # told enough
    assert challenge(engine, a, b, end + 2).status == "open"  # not a duplicate any more


def test_blocking_either_way_refuses_challenges_without_saying_who(engine: Engine) -> None:
    a, b = new_players(engine, "Jo", "Kai")
    waiting = challenge(engine, a, b)
    with engine.begin() as conn:
        block(conn, b, a)
    with engine.connect() as conn:
        assert CH.incoming(conn, b, now=at(1)) == []  # hidden from the blocker at once
    for x, y in ((a, b), (b, a)):
        with pytest.raises(CH.ChallengeRefused) as caught:
            challenge(engine, x, y, 1)
        assert caught.value.code == "challenge/blocked"
        assert str(caught.value) == "this player cannot be challenged"
    with refused("challenge/blocked"):
        CH.accept(engine, waiting.challenge_id, b, make_room, now=at(2))
    with engine.begin() as conn:
        unblock(conn, b, a)
    assert challenge(engine, b, a, 3).status == "open"


def test_bad_challenges_are_refused_and_change_nothing(engine: Engine) -> None:
    a, b, c, d, e, f, g = new_players(engine, "La", "Mo", "Ned", "Oz", "Pia", "Quin", "Rae")
    with refused("challenge/self"):
        challenge(engine, a, a)
    with refused("player/not_found"):
        challenge(engine, a, "nobody-here")
    challenge(engine, a, b)
    with refused("challenge/duplicate"):
        challenge(engine, a, b, 1)
    for other in (c, d, e, f):
        challenge(engine, a, other, 2)
    with refused("challenge/too_many"):
        challenge(engine, a, g, 3)
    with engine.connect() as conn:
        count = conn.execute(select(func.count()).select_from(challenges)).scalar_one()
    assert count == CH.MAX_OPEN


def test_a_player_at_a_table_cannot_be_challenged_nor_accept(engine: Engine) -> None:
    a, b, c = new_players(engine, "Sam", "Tia", "Uma")
    made = challenge(engine, a, b)
    with engine.begin() as conn:  # b sits down against c, moved just now
        room_id = new_room(conn, (b, c))
        conn.execute(update(rooms).where(rooms.c.id == room_id).values(created=at(0)))
        assert F.current_game(conn, b, now=at(1)) == F.CurrentGame(room_id, False)
    with pytest.raises(CH.ChallengeRefused) as caught:
        challenge(engine, a, b, 1)
    assert caught.value.code == "challenge/unavailable"
    assert caught.value.message == (
        "this player cannot take a challenge now (playing a game now): try later"
    )
    with refused("challenge/unavailable"):
        CH.accept(engine, made.challenge_id, b, make_room, now=at(1))
    with refused("challenge/unavailable"):  # the challenger at a table
        challenge(engine, c, a, 1)
    later = at(1) + F.PLAYING_FRESH  # nobody moved since: the game was left
    with engine.connect() as conn:
        assert F.current_game(conn, b, now=later) is None


def test_another_part_adds_a_reason_to_be_unavailable(engine: Engine) -> None:
    a, b = new_players(engine, "Vi", "Wes")

    def cooling_off(conn: Connection, player_id: str, now: datetime) -> str | None:
        return "cooling off after abandoned games" if player_id == b else None

    CH.add_unavailable_check(cooling_off)
    try:
        with refused("challenge/unavailable"):
            challenge(engine, a, b)
    finally:
        CH.UNAVAILABLE_CHECKS.remove(cooling_off)
    assert challenge(engine, a, b).status == "open"


def test_a_player_cooling_off_cannot_be_challenged_nor_challenge(engine: Engine) -> None:
    a, b = new_players(engine, "Zed", "Ama")
    with engine.begin() as conn:  # the fair-play rules gave b a cooling-off of 15 minutes
        conn.execute(
            insert(cooling_offs).values(
                player_id=b, reason="abandon", started=at(0), ends=at(15 * 60)
            )
        )
    with pytest.raises(CH.ChallengeRefused) as caught:
        challenge(engine, a, b, 60)
    assert caught.value.code == "challenge/unavailable"
    assert "cooling off for 14 more minutes" in caught.value.message
    with refused("challenge/unavailable"):
        challenge(engine, b, a, 60)
    assert challenge(engine, a, b, 15 * 60 + 1).status == "open"  # over: challenged again


def test_one_acceptance_wins_when_two_race(engine: Engine) -> None:
    a, b = new_players(engine, "Xan", "Yui")
    made = challenge(engine, a, b)
    results: list[str] = []
    barrier = threading.Barrier(2)

    def click() -> None:
        barrier.wait()
        try:
            CH.accept(engine, made.challenge_id, b, make_room, now=at(1))
            results.append("accepted")
        except CH.ChallengeRefused as exc:
            results.append(exc.code)

    threads = [threading.Thread(target=click) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(results) == ["accepted", "challenge/closed"]
    with engine.connect() as conn:
        assert conn.execute(select(func.count()).select_from(rooms)).scalar_one() == 1


def test_follows_and_who_is_online_or_playing(engine: Engine) -> None:
    a, b, c, d = new_players(engine, "Ann", "Bea", "Cal", "Dot")
    with engine.begin() as conn:
        F.follow(conn, a, b, now=at(0))
        F.follow(conn, a, b, now=at(0))  # twice is once
        F.follow(conn, a, c, now=at(0))
        with pytest.raises(ValueError):
            F.follow(conn, a, a)
        with pytest.raises(UnknownPlayer):
            F.follow(conn, a, "nobody-here")
        touch(conn, b, now=at(100))
        touch(conn, c, now=at(100 - F.ONLINE_SECONDS - 1))
        room_id = new_room(conn, (b, d))
        conn.execute(
            update(rooms).where(rooms.c.id == room_id).values(created=at(0), visibility="public")
        )
        conn.execute(
            insert(actions).values(
                room_id=room_id,
                game_number=1,
                hand_number=1,
                seq=0,
                seat=0,
                action="draw",
                state_id=1,
                created=at(90),
            )
        )
        listed = F.following(conn, a, now=at(100))
        assert F.follows_player(conn, a, b) and not F.follows_player(conn, b, a)
    assert [(f.name.split("#")[0], f.online) for f in listed] == [("Bea", True), ("Cal", False)]
    assert listed[0].game == F.CurrentGame(room_id, True) and listed[1].game is None
    with engine.begin() as conn:
        assert F.unfollow(conn, a, b) is True
        assert F.unfollow(conn, a, b) is False
        assert [f.player_id for f in F.following(conn, a, now=at(100))] == [c]


def test_online_is_seen_within_the_window() -> None:
    assert F.is_online(at(0), at(F.ONLINE_SECONDS))
    assert not F.is_online(at(0), at(F.ONLINE_SECONDS + 0.1))
    assert F.HEARTBEAT_SECONDS * 2 < F.ONLINE_SECONDS
