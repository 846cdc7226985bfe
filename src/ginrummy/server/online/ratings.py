"""Ratings of people playing online: Glicko-2, per pool, against people and the computer.

Why Glicko-2: besides a rating it keeps how sure it is of it (the rating deviation,
RD), so a newcomer's first games move the rating a lot and a regular's little, a
"provisional" mark falls out of it, and an absence makes the rating less certain
rather than wrong. The arithmetic comes from the ``glicko2-py`` package (pure functions
on one rating period, typed, no dependencies; see pyproject.toml); this module keeps the
state in the database and decides what a rated game is.

- A *pool* is a rules preset and a target score (``standard-100``): a rating in one is
  no measure in another.
- Each game is one rating period (online play has no rounds), and a rating not played
  for a while first has its RD widened by one period per idle day (Glicko-2's step for
  a period without games), up to the starting RD.
- The computer levels have fixed ratings (:data:`BOT_RATINGS`): a game against the
  computer rates the person, never the computer.
- :func:`record_game` takes the caller's connection, so a game's ratings are stored in
  the same transaction as its result: both or neither. Recording a game twice does
  nothing the second time (a unique key on the history backs this up).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from glicko2.math import (
    DEFAULT_TAU,
    mu_to_rating,
    phi_to_rd,
    rating_to_mu,
    rd_to_phi,
    update_rating,
)
from sqlalchemy import and_, case, func, select, update
from sqlalchemy.engine import Connection

from .tables import insert_ignore, players, rating_history, ratings, utc

if TYPE_CHECKING:
    from ..storage.store import GameFinish

DEFAULT_RATING = 1500.0
"""Where everybody starts (Glicko-2's own scale)."""
DEFAULT_RD = 350.0
"""How unsure a first rating is: also the most that idleness can widen it to."""
DEFAULT_VOLATILITY = 0.06
TAU = DEFAULT_TAU
"""Glicko-2's system constant (how fast volatility may change): the package's 0.5."""

PROVISIONAL_GAMES = 10
PROVISIONAL_RD = 110.0
"""A rating is provisional until its player has :data:`PROVISIONAL_GAMES` games in the
pool and while its RD is above :data:`PROVISIONAL_RD` (after a long absence too)."""

IDLE_PERIOD_SECONDS = 86_400.0
"""One Glicko-2 rating period of idleness per day without a game in the pool."""

# Fixed ratings of the computer levels, on the people's scale, measured by the arena:
#
#   ginrummy arena easy simple expert master --games 100 --rules eaai --seed 20261202 --json
#
# (a round robin of whole games to 100, 100 games a pair on shared deals, 2026-12-02,
# the master that takes its opponent for a waiter until it knocks at once) fitted Elo
# 1303.7 / 1476.0 / 1551.2 / 1669.2 for easy / simple (medium) / expert (hard) /
# master around a mean of 1500; shifted here so that medium sits at 1500, where a new
# player starts. Glicko-2 ratings are on the Elo scale. Head to head: medium beat easy
# in 75% of games (95% interval 66-82%), hard beat medium in 61% (51-70%), master beat
# hard in 65% (55-74%); the classic master, between hard and master (54.6% against
# hard over 2,000 games), would be no clear step from hard, so it is not a level.
# Earlier ladders: the first patient master (same command), easy 1321, hard 1580,
# master 1734; the classic master (200 games a pair, seed 20261201), easy 1331, hard
# 1602, master 1622.
# The apprentice (the trained policy, added later) is placed by the Elo that best fits
# its matches with hard and master, whose ratings stay as above:
#
#   ginrummy arena apprentice expert --games 2000 --rules eaai --seed 31 --json
#   ginrummy arena master apprentice --games 400 --rules eaai --seed 33 --json
#
# It beat hard in 62.7% of 2,000 games (95% interval 60.6-64.8%; alone, +90 over hard)
# and lost to master in 73.5% of 400 (69.0-77.6%; alone, -177 from master): the master,
# whose games it learned from, exploits it more than the ladder predicts. The maximum
# likelihood rating over both matches is 1642.
BOT_RATINGS: dict[str, float] = {
    "easy": 1328.0,
    "medium": 1500.0,
    "hard": 1575.0,
    "apprentice": 1642.0,
    "master": 1693.0,
}
BOT_RD = 60.0
"""How sure the computer's fixed ratings are taken to be (they are measured, not played in)."""

BOT_PREFIX = "bot:"
"""``rating_history.opponent`` for a game against the computer: ``bot:<level>``."""


def pool_name(preset: str, target: int) -> str:
    """The pool of a rules preset and target score: ``pool_name("standard", 100)`` is
    ``"standard-100"``."""
    return f"{preset}-{int(target)}"


def is_provisional(games: int, rd: float) -> bool:
    """Whether a rating is still provisional (see :data:`PROVISIONAL_GAMES`)."""
    return games < PROVISIONAL_GAMES or rd > PROVISIONAL_RD


@dataclass(frozen=True, slots=True)
class PoolRating:
    """One player's rating in one pool (the starting one when never played there)."""

    pool: str
    rating: float
    rd: float
    volatility: float
    games: int
    updated: datetime | None

    @property
    def provisional(self) -> bool:
        return is_provisional(self.games, self.rd)


@dataclass(frozen=True, slots=True)
class RatingChange:
    """What one rated game did to one person's rating."""

    player_id: str
    seat: int
    opponent: str
    """The other player's id, or ``bot:<level>``."""
    score: int
    """1: won, 0: lost."""
    rating_before: float
    rating_after: float
    rd_after: float
    games: int
    provisional: bool


@dataclass(frozen=True, slots=True)
class LeaderboardRow:
    rank: int
    player_id: str
    name: str
    rating: float
    rd: float
    games: int
    provisional: bool


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """One point of a rating chart: the rating after a game."""

    pool: str
    at: datetime
    rating: float
    rd: float


@dataclass(frozen=True, slots=True)
class LevelRecord:
    """Games won and lost against one computer level (all pools)."""

    level: str
    wins: int
    losses: int


@dataclass(frozen=True, slots=True)
class RecentGame:
    room_id: str
    game_number: int
    pool: str
    opponent: str
    """The opponent's player id, or ``bot:<level>``."""
    opponent_name: str
    """The opponent's display name (``Ann#4821``), or the computer level."""
    won: bool
    rating_before: float
    rating_after: float
    at: datetime


@dataclass(frozen=True, slots=True)
class PlayerProfile:
    player_id: str
    name: str
    created: datetime
    ratings: tuple[PoolRating, ...]
    """Every pool played, most games first."""
    history: tuple[RatingPoint, ...]
    """The rating after each game, oldest first (the last ``history_limit`` games)."""
    vs_levels: tuple[LevelRecord, ...]
    """The record against each computer level played, in :data:`BOT_RATINGS` order."""
    recent: tuple[RecentGame, ...]
    """The last games, newest first."""


def _starting(pool: str) -> PoolRating:
    return PoolRating(pool, DEFAULT_RATING, DEFAULT_RD, DEFAULT_VOLATILITY, 0, None)


def rating_for(conn: Connection, player_id: str, pool: str) -> PoolRating:
    """The player's rating in the pool (the starting rating when never played there)."""
    row = conn.execute(
        select(ratings).where(ratings.c.player_id == player_id, ratings.c.pool == pool)
    ).first()
    if row is None:
        return _starting(pool)
    return PoolRating(
        pool,
        float(row.rating),
        float(row.rd),
        float(row.volatility),
        int(row.games),
        utc(row.updated),
    )


def _widened(rating: PoolRating, now: datetime) -> float:
    """The RD after the idle days since the last game (Glicko-2, step 6 per period)."""
    if rating.updated is None:
        return rating.rd
    periods = max(0.0, (now - rating.updated).total_seconds() / IDLE_PERIOD_SECONDS)
    phi = rd_to_phi(rating.rd)
    return min(DEFAULT_RD, phi_to_rd(math.sqrt(phi**2 + periods * rating.volatility**2)))


def record_game(
    conn: Connection,
    pool: str,
    room_id: str,
    game_number: int,
    seat_players: Sequence[str | None],
    bot_levels: Sequence[str | None],
    winner_seat: int,
    *,
    now: datetime | None = None,
) -> tuple[RatingChange, ...]:
    """Rate a finished game, in the caller's transaction (the one storing its result).

    ``seat_players[s]`` is the player id in seat ``s`` and ``bot_levels[s]`` the computer
    level there (exactly one of the two per seat). Each person's rating moves by the
    result against the other seat's rating before the game; a computer level's rating
    never moves. One ``rating_history`` row per person. Returns the changes, by seat;
    nothing when the game was already recorded or has no person in it.

    The ratings rows are locked (``FOR UPDATE``, in player id order) before they are
    read, so one person finishing two games at once loses neither update.

    :raises ValueError: a seat with both or neither of a player and a level, an unknown
        level, a winner that is no seat, or one person in both seats.
    """
    if len(seat_players) != 2 or len(bot_levels) != 2:
        raise ValueError("a game has two seats")
    if winner_seat not in (0, 1):
        raise ValueError(f"no seat {winner_seat}")
    for seat in (0, 1):
        if (seat_players[seat] is None) == (bot_levels[seat] is None):
            raise ValueError(f"seat {seat} needs exactly one of a player and a computer level")
        level = bot_levels[seat]
        if level is not None and level not in BOT_RATINGS:
            raise ValueError(f"no fixed rating for the computer level {level!r}")
    people = sorted({p for p in seat_players if p is not None})
    if seat_players[0] is not None and seat_players[0] == seat_players[1]:
        raise ValueError("one player cannot play itself")
    if not people:
        return ()
    done = conn.execute(
        select(func.count())
        .select_from(rating_history)
        .where(rating_history.c.room_id == room_id, rating_history.c.game_number == game_number)
    ).scalar_one()
    if done:
        return ()
    moment = utc(now)
    insert_ignore(
        conn,
        ratings,
        [
            {
                "player_id": p,
                "pool": pool,
                "rating": DEFAULT_RATING,
                "rd": DEFAULT_RD,
                "volatility": DEFAULT_VOLATILITY,
                "games": 0,
                "updated": moment,
            }
            for p in people
        ],
    )
    rows = conn.execute(
        select(ratings)
        .where(ratings.c.pool == pool, ratings.c.player_id.in_(people))
        .order_by(ratings.c.player_id)
        .with_for_update()
    ).all()
    before = {
        r.player_id: PoolRating(
            pool, float(r.rating), float(r.rd), float(r.volatility), int(r.games), utc(r.updated)
        )
        for r in rows
    }
    # Everybody's rating before the game (with idleness applied), as the other side sees it.
    seen: list[tuple[float, float]] = []
    for seat in (0, 1):
        player = seat_players[seat]
        if player is None:
            seen.append((BOT_RATINGS[bot_levels[seat] or ""], BOT_RD))
        else:
            seen.append((before[player].rating, _widened(before[player], moment)))
    changes: list[RatingChange] = []
    for seat in (0, 1):
        player = seat_players[seat]
        if player is None:
            continue
        other = 1 - seat
        other_player = seat_players[other]
        opponent = (
            other_player if other_player is not None else BOT_PREFIX + (bot_levels[other] or "")
        )
        score = 1 if winner_seat == seat else 0
        mine = before[player]
        rating, rd = seen[seat]
        updated = update_rating(
            rating_to_mu(rating),
            rd_to_phi(rd),
            mine.volatility,
            [(rating_to_mu(seen[other][0]), rd_to_phi(seen[other][1]), float(score))],
            tau=TAU,
        )
        after = mu_to_rating(updated.mu)
        rd_after = min(DEFAULT_RD, phi_to_rd(updated.phi))
        games = mine.games + 1
        conn.execute(
            update(ratings)
            .where(ratings.c.player_id == player, ratings.c.pool == pool)
            .values(
                rating=after,
                rd=rd_after,
                volatility=updated.sigma,
                games=games,
                updated=moment,
            )
        )
        conn.execute(
            rating_history.insert().values(
                player_id=player,
                pool=pool,
                room_id=room_id,
                game_number=game_number,
                opponent=opponent,
                score=score,
                rating_before=mine.rating,
                rating_after=after,
                rd_after=rd_after,
                at=moment,
            )
        )
        changes.append(
            RatingChange(
                player_id=player,
                seat=seat,
                opponent=opponent,
                score=score,
                rating_before=mine.rating,
                rating_after=after,
                rd_after=rd_after,
                games=games,
                provisional=is_provisional(games, rd_after),
            )
        )
    return tuple(changes)


def leaderboard(
    conn: Connection,
    pool: str,
    limit: int = 50,
    *,
    include_provisional: bool = False,
    active_since: datetime | None = None,
) -> list[LeaderboardRow]:
    """The best ratings of the pool, highest first (ties: more games first, then name).
    Provisional ratings are left out unless asked for: a lucky first game is no rank;
    with ``active_since``, so are the players without a rated game in the pool since
    then (fair play: a rank is held by playing, not by stopping at a peak)."""
    query = (
        select(ratings, players.c.name)
        .join(players, players.c.id == ratings.c.player_id)
        .where(ratings.c.pool == pool)
        .order_by(ratings.c.rating.desc(), ratings.c.games.desc(), players.c.name)
        .limit(limit)
    )
    if not include_provisional:
        query = query.where(
            and_(ratings.c.games >= PROVISIONAL_GAMES, ratings.c.rd <= PROVISIONAL_RD)
        )
    if active_since is not None:
        query = query.where(ratings.c.updated >= utc(active_since))
    return [
        LeaderboardRow(
            rank=rank,
            player_id=row.player_id,
            name=row.name,
            rating=float(row.rating),
            rd=float(row.rd),
            games=int(row.games),
            provisional=is_provisional(int(row.games), float(row.rd)),
        )
        for rank, row in enumerate(conn.execute(query), start=1)
    ]


def busiest_pool(conn: Connection) -> str | None:
    """The pool a leaderboard opens at when none is asked for: the one with the most
    ranked players, then the most rated players, then the most games (then by name);
    ``None`` before any rated game.

    Why: the page once opened at Standard to 100 whatever was played, so on a server
    whose players all play another kind it showed an empty board first."""
    established = and_(ratings.c.games >= PROVISIONAL_GAMES, ratings.c.rd <= PROVISIONAL_RD)
    ranked = func.sum(case((established, 1), else_=0))
    rated = func.count()
    games = func.sum(ratings.c.games)
    row = conn.execute(
        select(ratings.c.pool)
        .group_by(ratings.c.pool)
        .order_by(ranked.desc(), rated.desc(), games.desc(), ratings.c.pool)
        .limit(1)
    ).first()
    return None if row is None else str(row.pool)


def profile(
    conn: Connection, player_id: str, *, history_limit: int = 500, recent_limit: int = 20
) -> PlayerProfile | None:
    """Everything a profile page shows of a player, or ``None`` for an unknown id."""
    who = conn.execute(select(players).where(players.c.id == player_id)).first()
    if who is None:
        return None
    pools = tuple(
        PoolRating(
            r.pool, float(r.rating), float(r.rd), float(r.volatility), int(r.games), utc(r.updated)
        )
        for r in conn.execute(
            select(ratings)
            .where(ratings.c.player_id == player_id)
            .order_by(ratings.c.games.desc(), ratings.c.pool)
        )
    )
    mine = rating_history.c
    history = tuple(
        reversed(
            [
                RatingPoint(r.pool, utc(r.at), float(r.rating_after), float(r.rd_after))
                for r in conn.execute(
                    select(mine.pool, mine.at, mine.rating_after, mine.rd_after)
                    .where(mine.player_id == player_id)
                    .order_by(mine.id.desc())
                    .limit(history_limit)
                )
            ]
        )
    )
    counts: dict[str, list[int]] = {}
    for r in conn.execute(
        select(mine.opponent, mine.score, func.count())
        .where(mine.player_id == player_id, mine.opponent.like(BOT_PREFIX + "%"))
        .group_by(mine.opponent, mine.score)
    ):
        tally = counts.setdefault(r.opponent[len(BOT_PREFIX) :], [0, 0])
        tally[0 if r.score else 1] += int(r[2])
    vs_levels = tuple(
        LevelRecord(level, counts[level][0], counts[level][1])
        for level in [*BOT_RATINGS, *sorted(set(counts) - set(BOT_RATINGS))]
        if level in counts
    )
    opponent = players.alias("opponent")
    recent = tuple(
        RecentGame(
            room_id=r.room_id,
            game_number=int(r.game_number),
            pool=r.pool,
            opponent=r.opponent,
            opponent_name=(
                r.opponent_name
                if r.opponent_name is not None
                else r.opponent.removeprefix(BOT_PREFIX)
            ),
            won=bool(r.score),
            rating_before=float(r.rating_before),
            rating_after=float(r.rating_after),
            at=utc(r.at),
        )
        for r in conn.execute(
            select(
                mine.room_id,
                mine.game_number,
                mine.pool,
                mine.opponent,
                mine.score,
                mine.rating_before,
                mine.rating_after,
                mine.at,
                opponent.c.name.label("opponent_name"),
            )
            .outerjoin(opponent, opponent.c.id == mine.opponent)
            .where(mine.player_id == player_id)
            .order_by(mine.id.desc())
            .limit(recent_limit)
        )
    )
    return PlayerProfile(
        player_id=who.id,
        name=who.name,
        created=utc(who.created),
        ratings=pools,
        history=history,
        vs_levels=vs_levels,
        recent=recent,
    )


def rate_finished_game(conn: Connection, room_id: str, finish: GameFinish) -> None:
    """The server's rating step (:data:`~ginrummy.server.storage.store.RateGame`): rate the
    game ``finish`` ends, as storage stores that end (``finish.rating`` says who), in
    the same transaction. Handed to the store by the room manager, so storage does not
    depend on the ratings."""
    rating = finish.rating
    if rating is None:
        return
    record_game(
        conn,
        rating.pool,
        room_id,
        finish.game_number,
        rating.players,
        rating.levels,
        finish.winner,
    )
