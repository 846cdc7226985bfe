"""Following players, and whether a player is online or playing (a "Following" list).

Why it is here and not in a process's memory: any server process must answer "who of
the people I follow is online" alike, so both facts come from storage.

- **Online** means seen in the last :data:`ONLINE_SECONDS`: ``players.last_seen`` is
  touched by every request made as the player, and every page of the site asks for the
  player's challenges every :data:`HEARTBEAT_SECONDS` (docs/online.md, "Challenges and
  friends"), so a player with any page of the site open stays online, and one who
  closed the last page drops off within :data:`ONLINE_SECONDS`.
- **Playing** means holding a seat at a table against another person whose game is in
  play and moved lately (:data:`PLAYING_FRESH`; a game nobody moved in for longer was
  left). The game of a public table can be watched; a private one is shown as playing
  with no link. The same test says who is "at a table" for challenges
  (:func:`current_game`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import and_, delete, func, select
from sqlalchemy.engine import Connection

from ..storage.schema import actions, rooms, seats
from .players import UnknownPlayer, get_player
from .tables import follows, insert_ignore, players, utc

ONLINE_SECONDS = 30.0
"""A player seen this recently is online."""
HEARTBEAT_SECONDS = 5.0
"""How often a page of the site asks for challenges (the heartbeat); well under
:data:`ONLINE_SECONDS`, so a page that misses one poll still counts."""
PLAYING_FRESH = timedelta(minutes=10)
"""A game is in play while its last move (or its start) is this recent."""
MAX_FOLLOWING = 200
"""How many players one may follow (the list is read whole on each page)."""


class TooManyFollowed(Exception):
    """The player already follows :data:`MAX_FOLLOWING` others."""


@dataclass(frozen=True, slots=True)
class CurrentGame:
    """The game a player is at now."""

    room_id: str
    public: bool
    """Whether it can be watched (``/watch/{room_id}``)."""


@dataclass(frozen=True, slots=True)
class Followed:
    """One player of a "Following" list, as it stands now."""

    player_id: str
    name: str
    online: bool
    game: CurrentGame | None


def is_online(last_seen: datetime, now: datetime | None = None) -> bool:
    """Whether a player last seen at ``last_seen`` is online at ``now``."""
    return (utc(now) - utc(last_seen)).total_seconds() <= ONLINE_SECONDS


def follow(
    conn: Connection, player_id: str, followed_id: str, *, now: datetime | None = None
) -> None:
    """``player_id`` follows ``followed_id`` (following twice is following once).

    :raises ValueError: following oneself.
    :raises UnknownPlayer: either player does not exist.
    :raises TooManyFollowed: :data:`MAX_FOLLOWING` already.
    """
    if player_id == followed_id:
        raise ValueError("a player cannot follow itself")
    for someone in (player_id, followed_id):
        if get_player(conn, someone) is None:
            raise UnknownPlayer(someone)
    count = conn.execute(
        select(func.count()).select_from(follows).where(follows.c.player_id == player_id)
    ).scalar_one()
    if int(count) >= MAX_FOLLOWING:
        raise TooManyFollowed(f"you follow {MAX_FOLLOWING} players already: unfollow one first")
    insert_ignore(
        conn, follows, {"player_id": player_id, "followed_id": followed_id, "created": utc(now)}
    )


def unfollow(conn: Connection, player_id: str, followed_id: str) -> bool:
    """Stop following; False when ``player_id`` did not follow ``followed_id``."""
    done = conn.execute(
        delete(follows).where(
            follows.c.player_id == player_id, follows.c.followed_id == followed_id
        )
    )
    return bool(done.rowcount)


def follows_player(conn: Connection, player_id: str, followed_id: str) -> bool:
    """Whether ``player_id`` follows ``followed_id``."""
    found = conn.execute(
        select(follows.c.player_id).where(
            follows.c.player_id == player_id, follows.c.followed_id == followed_id
        )
    ).first()
    return found is not None


def _games_in_play(
    conn: Connection, player_ids: list[str], now: datetime
) -> dict[str, CurrentGame]:
    """The game each of these players is at now (see the module's docstring)."""
    if not player_ids:
        return {}
    other = seats.alias("other")
    last_move = (
        select(func.max(actions.c.created)).where(actions.c.room_id == rooms.c.id).scalar_subquery()
    )
    rows = conn.execute(
        select(seats.c.player_id, rooms.c.id, rooms.c.visibility)
        .join(rooms, rooms.c.id == seats.c.room_id)
        .join(other, and_(other.c.room_id == rooms.c.id, other.c.seat != seats.c.seat))
        .where(
            seats.c.player_id.in_(player_ids),
            rooms.c.status == "playing",
            other.c.bot.is_(False),
            other.c.player_id.is_not(None),
            func.coalesce(last_move, rooms.c.created) >= now - PLAYING_FRESH,
        )
        .order_by(rooms.c.created)
    ).all()
    return {row.player_id: CurrentGame(row.id, row.visibility == "public") for row in rows}


def current_game(
    conn: Connection, player_id: str, *, now: datetime | None = None
) -> CurrentGame | None:
    """The game against a person ``player_id`` is at now, or ``None``."""
    return _games_in_play(conn, [player_id], utc(now)).get(player_id)


def following(conn: Connection, player_id: str, *, now: datetime | None = None) -> list[Followed]:
    """The players ``player_id`` follows, online ones first, then by name."""
    moment = utc(now)
    rows = conn.execute(
        select(players.c.id, players.c.name, players.c.last_seen)
        .join(follows, follows.c.followed_id == players.c.id)
        .where(follows.c.player_id == player_id)
    ).all()
    games = _games_in_play(conn, [row.id for row in rows], moment)
    found = [
        Followed(row.id, row.name, is_online(row.last_seen, moment), games.get(row.id))
        for row in rows
    ]
    return sorted(found, key=lambda f: (not f.online, f.game is None, f.name.lower()))
