"""Online ratings: Glicko-2 per pool, the computer's fixed ratings, history, leaderboard,
profile."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from datetime import timedelta

import pytest
from glicko2.math import mu_to_rating, phi_to_rd, rating_to_mu, rd_to_phi, update_rating
from sqlalchemy import Engine, func, insert, select

from ginrummy.server.online import ratings as R
from ginrummy.server.online.tables import rating_history, ratings
from tests.helpers.online import T0, migrated, new_players, new_room

POOL = R.pool_name("standard", 100)


@pytest.fixture
def engine(fresh_database: str) -> Iterator[Engine]:
    with migrated(fresh_database) as engine:
        yield engine


def play(
    engine: Engine,
    a: str | None,
    b: str | None,
    winner: int,
    *,
    levels: tuple[str | None, str | None] = (None, None),
    pool: str = POOL,
    at: int = 0,
) -> tuple[R.RatingChange, ...]:
    """One rated game in a room of its own, ``at`` seconds after T0."""
    with engine.begin() as conn:
        room = new_room(conn, (a, b))
        return R.record_game(
            conn, pool, room, 1, [a, b], list(levels), winner, now=T0 + timedelta(seconds=at)
        )


def test_the_library_reproduces_glickmans_worked_example() -> None:
    """Glickman's "Example of the Glicko-2 system": 1500 (RD 200) against 1400/30 (won),
    1550/100 and 1700/300 (lost) becomes 1464.06, RD 151.52, volatility 0.05999."""
    new = update_rating(
        rating_to_mu(1500),
        rd_to_phi(200),
        0.06,
        [
            (rating_to_mu(1400), rd_to_phi(30), 1.0),
            (rating_to_mu(1550), rd_to_phi(100), 0.0),
            (rating_to_mu(1700), rd_to_phi(300), 0.0),
        ],
        tau=0.5,
    )
    assert round(mu_to_rating(new.mu), 2) == pytest.approx(1464.06, abs=0.01)
    assert round(phi_to_rd(new.phi), 2) == pytest.approx(151.52, abs=0.01)
    assert new.sigma == pytest.approx(0.05999, abs=1e-5)


def test_pools_are_named_by_preset_and_target() -> None:
    assert R.pool_name("standard", 100) == "standard-100"
    assert R.pool_name("oklahoma", 150) == "oklahoma-150"


def test_the_winner_goes_up_the_loser_down(engine: Engine) -> None:
    a, b = new_players(engine, "Ann", "Bo")
    changes = play(engine, a, b, winner=1)
    by_player = {c.player_id: c for c in changes}
    assert by_player[b].rating_after > R.DEFAULT_RATING > by_player[a].rating_after
    assert by_player[b].rating_after - R.DEFAULT_RATING == pytest.approx(
        R.DEFAULT_RATING - by_player[a].rating_after
    )
    assert by_player[a].opponent == b and by_player[b].opponent == a
    assert (by_player[a].score, by_player[b].score) == (0, 1)
    assert all(c.provisional and c.games == 1 and c.rd_after < R.DEFAULT_RD for c in changes)
    with engine.connect() as conn:
        stored = R.rating_for(conn, b, POOL)
        assert stored.rating == pytest.approx(by_player[b].rating_after)
        assert stored.games == 1 and stored.provisional
        assert R.rating_for(conn, b, "straight-100").rating == R.DEFAULT_RATING  # other pool
        rows = conn.execute(select(rating_history).order_by(rating_history.c.id)).all()
    assert [(r.player_id, r.opponent, r.score) for r in rows] == [(a, b, 0), (b, a, 1)]
    assert rows[0].rating_before == R.DEFAULT_RATING
    assert rows[1].rating_after == pytest.approx(by_player[b].rating_after)


def test_the_computer_keeps_its_rating(engine: Engine) -> None:
    (a,) = new_players(engine, "Cy")
    before = dict(R.BOT_RATINGS)
    (change,) = play(engine, a, None, winner=1, levels=(None, "hard"))
    assert change.seat == 0 and change.opponent == "bot:hard" and change.score == 0
    assert change.rating_after < R.DEFAULT_RATING
    (change,) = play(engine, None, a, winner=1, levels=("easy", None), at=60)
    assert change.seat == 1 and change.opponent == "bot:easy" and change.score == 1
    assert before == R.BOT_RATINGS
    with engine.connect() as conn:
        assert conn.execute(select(func.count()).select_from(ratings)).scalar_one() == 1
        assert conn.execute(select(func.count()).select_from(rating_history)).scalar_one() == 2


def test_a_rating_is_provisional_until_ten_games_and_a_small_rd(engine: Engine) -> None:
    assert R.is_provisional(9, 50.0) and R.is_provisional(30, 111.0)
    assert not R.is_provisional(10, 110.0)
    (a,) = new_players(engine, "Di")
    for game in range(12):
        (change,) = play(engine, a, None, winner=game % 2, levels=(None, "medium"), at=game)
        if game + 1 < R.PROVISIONAL_GAMES:
            assert change.provisional
    assert not change.provisional and change.games == 12 and change.rd_after <= R.PROVISIONAL_RD


def test_recording_a_game_twice_changes_nothing(engine: Engine) -> None:
    a, b = new_players(engine, "Ed", "Flo")
    with engine.begin() as conn:
        room = new_room(conn, (a, b))
        assert R.record_game(conn, POOL, room, 1, [a, b], [None, None], 0)
        assert R.record_game(conn, POOL, room, 1, [a, b], [None, None], 0) == ()
        assert len(R.record_game(conn, POOL, room, 2, [a, b], [None, None], 0)) == 2
        assert R.rating_for(conn, a, POOL).games == 2


def test_bad_games_are_refused(engine: Engine) -> None:
    (a,) = new_players(engine, "Gus")
    with engine.begin() as conn:
        room = new_room(conn)
        bad: list[tuple[list[str | None], list[str | None], int]] = [
            ([a, None], [None, None], 0),  # a seat with nobody
            ([a, None], ["hard", "hard"], 0),  # a seat with both
            ([a, None], [None, "godlike"], 0),  # no such level
            ([a, a], [None, None], 0),  # oneself
            ([a, None], [None, "hard"], 2),  # no such seat
            ([a], [None], 0),
        ]
        for seat_players, levels, winner in bad:
            with pytest.raises(ValueError):
                R.record_game(conn, POOL, room, 1, seat_players, levels, winner)
        assert R.record_game(conn, POOL, room, 1, [None, None], ["easy", "hard"], 0) == ()


def test_idleness_makes_a_rating_less_certain(engine: Engine) -> None:
    """Two players with one past: the one who comes back after a year moves further on
    the same result than the one who plays on at once."""
    a, b = new_players(engine, "Hu", "Ida")
    for player in (a, b):
        for game in range(5):
            play(engine, player, None, winner=game % 2, levels=(None, "medium"), at=game)
    (soon,) = play(engine, a, None, winner=0, levels=(None, "hard"), at=60)
    (late,) = play(engine, b, None, winner=0, levels=(None, "hard"), at=365 * 86_400)
    assert soon.rating_before == pytest.approx(late.rating_before)
    assert late.rating_after - late.rating_before > soon.rating_after - soon.rating_before
    assert late.rd_after > soon.rd_after


def test_one_player_finishing_two_games_at_once_loses_neither(engine: Engine) -> None:
    a, b, c = new_players(engine, "Jan", "Kai", "Lev")
    with engine.begin() as conn:
        rooms = [new_room(conn, (a, b)), new_room(conn, (a, c))]
    barrier = threading.Barrier(2)
    errors: list[BaseException] = []

    def finish(room: str, other: str) -> None:
        try:
            barrier.wait()
            with engine.begin() as conn:
                R.record_game(conn, POOL, room, 1, [a, other], [None, None], 0)
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [
        threading.Thread(target=finish, args=(room, other))
        for room, other in zip(rooms, (b, c), strict=True)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    with engine.connect() as conn:
        mine = R.rating_for(conn, a, POOL)
        assert mine.games == 2
        rows = conn.execute(
            select(rating_history.c.rating_before, rating_history.c.rating_after)
            .where(rating_history.c.player_id == a)
            .order_by(rating_history.c.id)
        ).all()
    assert rows[1].rating_before == pytest.approx(rows[0].rating_after)  # one after the other
    assert mine.rating == pytest.approx(rows[1].rating_after)


def test_the_leaderboard_ranks_established_ratings(engine: Engine) -> None:
    a, b, c, d = new_players(engine, "Mo", "Ned", "Oz", "Pia")
    with engine.begin() as conn:
        conn.execute(
            insert(ratings),
            [
                {"player_id": p, "pool": pool, "rating": rating, "rd": rd,
                 "volatility": 0.06, "games": games, "updated": T0}
                for p, pool, rating, rd, games in [
                    (a, POOL, 1600.0, 80.0, 30),
                    (b, POOL, 1700.0, 70.0, 12),
                    (c, POOL, 1600.0, 90.0, 40),
                    (d, POOL, 1900.0, 200.0, 3),  # provisional
                    (d, "straight-100", 1800.0, 60.0, 50),  # another pool
                ]
            ],
        )  # fmt: skip
        board = R.leaderboard(conn, POOL)
        assert [(r.rank, r.player_id) for r in board] == [(1, b), (2, c), (3, a)]
        assert not any(r.provisional for r in board)
        everyone = R.leaderboard(conn, POOL, 3, include_provisional=True)
        assert [r.player_id for r in everyone] == [d, b, c]
        assert everyone[0].provisional and everyone[0].name.startswith("Pia#")
        assert [r.player_id for r in R.leaderboard(conn, "straight-100")] == [d]
        assert R.leaderboard(conn, "eaai-100") == []


def test_the_leaderboard_leaves_out_players_who_stopped_playing(engine: Engine) -> None:
    """Fair play: an established rating counts only with a rated game lately."""
    a, b = new_players(engine, "Quill", "Rex")
    with engine.begin() as conn:
        conn.execute(
            insert(ratings),
            [
                {"player_id": a, "pool": POOL, "rating": 1600.0, "rd": 60.0,
                 "volatility": 0.06, "games": 30, "updated": T0},
                {"player_id": b, "pool": POOL, "rating": 2000.0, "rd": 60.0,
                 "volatility": 0.06, "games": 30, "updated": T0 - timedelta(days=31)},
            ],
        )  # fmt: skip
        recent = R.leaderboard(conn, POOL, active_since=T0 - timedelta(days=30))
        assert [r.player_id for r in recent] == [a]
        assert [r.player_id for r in R.leaderboard(conn, POOL)] == [b, a]


def test_the_leaderboard_opens_at_the_pool_most_people_play(engine: Engine) -> None:
    """No pool asked for: the one with the most ranked players, then rated players, then
    games; nothing before any rated game (the page then shows Standard to 100)."""
    with engine.connect() as conn:
        assert R.busiest_pool(conn) is None
    a, b, c = new_players(engine, "Sam", "Tia", "Uma")

    def rate(rows: list[tuple[str, str, float, int]]) -> str | None:
        with engine.begin() as conn:
            conn.execute(
                insert(ratings),
                [
                    {"player_id": p, "pool": pool, "rating": 1500.0, "rd": rd,
                     "volatility": 0.06, "games": games, "updated": T0}
                    for p, pool, rd, games in rows
                ],
            )  # fmt: skip
            return R.busiest_pool(conn)

    # Nobody ranked: more rated players win over more games.
    assert rate([(a, "oklahoma-150", 200.0, 9), (b, "oklahoma-150", 200.0, 1)]) == "oklahoma-150"
    assert rate([(c, "straight-100", 200.0, 30)]) == "oklahoma-150"
    # One ranked player (10 games, a settled deviation) beats two provisional ones.
    assert rate([(a, "eaai-100", 80.0, 12)]) == "eaai-100"


def test_the_profile(engine: Engine) -> None:
    me, you = new_players(engine, "Quin", "Rae")
    play(engine, me, None, winner=0, levels=(None, "easy"), at=1)
    play(engine, None, me, winner=1, levels=("easy", None), at=2)
    play(engine, me, None, winner=1, levels=(None, "easy"), at=3)
    play(engine, me, None, winner=1, levels=(None, "master"), at=4)
    play(engine, me, you, winner=0, at=5)
    play(engine, me, None, winner=0, levels=(None, "medium"), pool="oklahoma-150", at=6)
    with engine.connect() as conn:
        profile = R.profile(conn, me)
        assert R.profile(conn, "nobody") is None
        your_name = R.profile(conn, you).name  # type: ignore[union-attr]
    assert profile is not None and profile.name.startswith("Quin#")
    assert [(p.pool, p.games) for p in profile.ratings] == [(POOL, 5), ("oklahoma-150", 1)]
    assert [p.pool for p in profile.history] == [POOL] * 5 + ["oklahoma-150"]
    assert [p.at for p in profile.history] == sorted(p.at for p in profile.history)
    assert profile.history[-2].rating == pytest.approx(profile.ratings[0].rating)
    assert [(r.level, r.wins, r.losses) for r in profile.vs_levels] == [
        ("easy", 2, 1),
        ("medium", 1, 0),
        ("master", 0, 1),
    ]
    recent = profile.recent
    assert [(g.opponent_name, g.won) for g in recent] == [
        ("medium", True),
        (your_name, True),
        ("master", False),
        ("easy", False),
        ("easy", True),
        ("easy", True),
    ]
    assert recent[1].opponent == you and recent[0].pool == "oklahoma-150"
    assert recent[0].rating_after > recent[0].rating_before
