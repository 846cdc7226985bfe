"""Challenges: one player asks another for a game (the preset, target and clock chosen),
and the other accepts or declines.

The rules, each a named number or a typed refusal, testable without a server:

- A challenge is open for :data:`CHALLENGE_SECONDS`; then it has expired (read as
  expired from then on, and written so by the next call that looks at it).
- One may have at most :data:`MAX_OPEN` challenges open at once, and one open
  challenge to the same player (:class:`ChallengeRefused` ``challenge/duplicate``,
  ``challenge/too_many``).
- Blocking blocks challenges, either way round: refused with ``challenge/blocked``,
  whose words never say which of the two blocked the other.
- A player who cannot play now cannot be challenged, nor accept, nor be accepted:
  the checks in :data:`UNAVAILABLE_CHECKS` (each ``check(conn, player_id, now)``
  returns the reason in words, or ``None``). The first is "already at a table against
  a person" (:func:`at_a_table`); the fair-play cooling-off adds its own with
  :func:`add_unavailable_check`. Refused with ``challenge/unavailable``.
- Accepting makes the room in the transaction that marks the challenge accepted, so
  a challenge is accepted once, whichever process each click reaches: the challenge's
  row is locked first (``FOR UPDATE`` on PostgreSQL; ``BEGIN IMMEDIATE`` makes SQLite's
  transaction the only writer), then re-read. The challenger sits in seat 0 and learns
  of the room on its next poll (:func:`outgoing`), which hands over its seat token
  once, as the pairing queue does.
- Declining, cancelling (by the challenger) and expiring are told to the challenger by
  the same poll: a decided challenge stays in its list for :data:`TOLD_SECONDS`.

Everything is in storage (the ``challenges`` table), so any process answers alike and a
restart loses nothing; the browsers learn of changes by polling every few seconds
(:data:`ginrummy.server.online.follows.HEARTBEAT_SECONDS`), which is also the presence
heartbeat, rather than by a socket per page.

:func:`create` is the one way to make a challenge: the routes call it, and so can a
tournament (a game between two players of it) or anything else later.
"""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Literal

from sqlalchemy import insert, or_, select, update
from sqlalchemy.engine import Connection, Engine

from .conduct import cooling_off
from .follows import current_game
from .pairing import hold_player, write_transaction
from .players import get_player
from .tables import blocks, challenges, utc

CHALLENGE_SECONDS = 120.0
"""How long a challenge may be accepted."""
TOLD_SECONDS = 60.0
"""How long a decided challenge stays in the challenger's list (to be told)."""
MAX_OPEN = 5
"""Challenges one player may have open at once."""

Status = Literal["open", "accepted", "declined", "cancelled", "expired"]

UnavailableCheck = Callable[[Connection, str, datetime], str | None]
"""``check(conn, player_id, now)``: why the player cannot play a challenge now, as a
few words that fit "cannot take a challenge now (...)" ("playing a game now"; shown to
the other side too, so nothing private), or ``None``."""

CreateRoom = Callable[[Connection, "Challenge"], tuple[str, str, str]]
"""``create_room(conn, challenge) -> (room_id, challenger_token, challenged_token)``:
makes the room of an accepted challenge on ``conn`` (in the acceptance's transaction)
with the challenger in seat 0."""

C = challenges.c


class ChallengeRefused(Exception):
    """A challenge, or an answer to one, refused: ``code`` is the API's error code."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True, slots=True)
class Challenge:
    """One challenge as stored (the token only while it waits to be handed over)."""

    challenge_id: str
    from_id: str
    to_id: str
    preset: str
    target: int
    clock: str | None
    """The room's clock settings as JSON (``None``: untimed)."""
    rated: bool
    status: Status
    created: datetime
    expires: datetime
    decided: datetime | None
    room_id: str | None
    from_token: str | None


def at_a_table(conn: Connection, player_id: str, now: datetime) -> str | None:
    """The first of :data:`UNAVAILABLE_CHECKS`: at a table against a person."""
    if current_game(conn, player_id, now=now) is not None:
        return "playing a game now"
    return None


def cooling_down(conn: Connection, player_id: str, now: datetime) -> str | None:
    """The second: a cooling-off of the fair-play rules (docs/online.md "Fair play")
    keeps a player from challenges as it does from pairing and tournaments."""
    found = cooling_off(conn, player_id, now)
    if found is None:
        return None
    minutes = found.minutes_left(now)
    return f"cooling off for {minutes} more minute{'s' if minutes != 1 else ''}"


UNAVAILABLE_CHECKS: list[UnavailableCheck] = [at_a_table, cooling_down]
"""Why a player cannot take part in a challenge now, checked in order."""


def add_unavailable_check(check: UnavailableCheck) -> None:
    """One more reason a player cannot play a challenge now (the cooling-off of the
    fair-play rules, say): ``check(conn, player_id, now)`` returns it in words."""
    if check not in UNAVAILABLE_CHECKS:
        UNAVAILABLE_CHECKS.append(check)


def unavailable(conn: Connection, player_id: str, now: datetime) -> str | None:
    """Why ``player_id`` cannot play a challenge now, or ``None``."""
    for check in UNAVAILABLE_CHECKS:
        reason = check(conn, player_id, now)
        if reason is not None:
            return reason
    return None


def _row(row: Any, now: datetime) -> Challenge:
    status: Status = row.status
    decided = None if row.decided is None else utc(row.decided)
    if status == "open" and utc(row.expires) <= now:
        status, decided = "expired", utc(row.expires)  # read so before it is written so
    return Challenge(
        challenge_id=row.id,
        from_id=row.from_id,
        to_id=row.to_id,
        preset=row.preset,
        target=int(row.target),
        clock=row.clock,
        rated=bool(row.rated),
        status=status,
        created=utc(row.created),
        expires=utc(row.expires),
        decided=decided,
        room_id=row.room_id,
        from_token=row.from_token,
    )


def _blocked_between(conn: Connection, a: str, b: str) -> bool:
    found = conn.execute(
        select(blocks.c.player_id).where(
            or_(
                (blocks.c.player_id == a) & (blocks.c.blocked_id == b),
                (blocks.c.player_id == b) & (blocks.c.blocked_id == a),
            )
        )
    ).first()
    return found is not None


def _expire(conn: Connection, now: datetime, *players: str) -> None:
    """Write as expired the open challenges of these players whose time is up."""
    conn.execute(
        update(challenges)
        .where(
            C.status == "open",
            C.expires <= now,
            or_(C.from_id.in_(players), C.to_id.in_(players)),
        )
        .values(status="expired", decided=C.expires)
    )


def _refuse_unavailable(conn: Connection, player_id: str, now: datetime, who: str) -> None:
    reason = unavailable(conn, player_id, now)
    if reason is not None:
        raise ChallengeRefused(
            "challenge/unavailable", f"{who} cannot take a challenge now ({reason}): try later"
        )


def create(
    conn: Connection,
    from_id: str,
    to_id: str,
    preset: str,
    target: int,
    clock: str | None,
    *,
    rated: bool = True,
    now: datetime | None = None,
) -> Challenge:
    """``from_id`` challenges ``to_id`` to a game of ``preset`` to ``target`` with the
    move clock ``clock`` (its JSON, ``None``: untimed), rated in the pool of the preset
    and target unless ``rated`` is False; in the caller's transaction. The preset,
    target and clock are the caller's to check (they are what a new room takes).

    :raises ChallengeRefused: ``challenge/self``, ``player/not_found``,
        ``challenge/blocked``, ``challenge/unavailable`` (either side),
        ``challenge/duplicate``, ``challenge/too_many``.
    """
    moment = utc(now)
    if from_id == to_id:
        raise ChallengeRefused("challenge/self", "you cannot challenge yourself")
    if get_player(conn, to_id) is None or get_player(conn, from_id) is None:
        raise ChallengeRefused("player/not_found", "there is no such player")
    hold_player(conn, from_id)  # one player's challenges are made one at a time
    if _blocked_between(conn, from_id, to_id):
        raise ChallengeRefused("challenge/blocked", "this player cannot be challenged")
    _refuse_unavailable(conn, from_id, moment, "you")
    _refuse_unavailable(conn, to_id, moment, "this player")
    _expire(conn, moment, from_id)
    open_rows = conn.execute(
        select(C.to_id).where(C.from_id == from_id, C.status == "open")
    ).scalars()
    already = list(open_rows)
    if to_id in already:
        raise ChallengeRefused(
            "challenge/duplicate", "you have challenged this player already: wait for the answer"
        )
    if len(already) >= MAX_OPEN:
        raise ChallengeRefused(
            "challenge/too_many",
            f"you have {MAX_OPEN} challenges waiting for an answer: cancel one first",
        )
    values = {
        "id": secrets.token_urlsafe(9),
        "from_id": from_id,
        "to_id": to_id,
        "preset": preset,
        "target": int(target),
        "clock": clock,
        "rated": bool(rated),
        "status": "open",
        "created": moment,
        "expires": moment + timedelta(seconds=CHALLENGE_SECONDS),
    }
    conn.execute(insert(challenges).values(**values))
    row = conn.execute(select(challenges).where(C.id == values["id"])).one()
    return _row(row, moment)


@contextlib.contextmanager
def _locked(engine: Engine, challenge_id: str) -> Iterator[tuple[Connection, Any]]:
    """A write transaction holding the challenge's row (``None`` when unknown)."""
    with write_transaction(engine) as conn:
        row = conn.execute(select(challenges).where(C.id == challenge_id).with_for_update()).first()
        yield conn, row


def _mine(row: Any, player_id: str, side: Literal["from_id", "to_id"]) -> None:
    """Refuse a challenge that is not the caller's to answer (told apart from one that
    does not exist by nobody)."""
    if row is None or getattr(row, side) != player_id:
        raise ChallengeRefused("challenge/not_found", "there is no such challenge")


def _still_open(challenge: Challenge) -> None:
    if challenge.status != "open":
        raise ChallengeRefused(
            "challenge/closed", f"this challenge is no longer open (it was {challenge.status})"
        )


def accept(
    engine: Engine,
    challenge_id: str,
    player_id: str,
    create_room: CreateRoom,
    *,
    now: datetime | None = None,
) -> tuple[Challenge, str]:
    """``player_id`` (the challenged) accepts: the room is made and the challenge marked
    accepted in one transaction; returns the challenge and the challenged's seat token
    (seat 1).

    :raises ChallengeRefused: ``challenge/not_found``, ``challenge/closed`` (declined,
        cancelled, expired, or accepted already), ``challenge/blocked``,
        ``challenge/unavailable``.
    """
    moment = utc(now)
    with _locked(engine, challenge_id) as (conn, row):
        _mine(row, player_id, "to_id")
        challenge = _row(row, moment)
        _still_open(challenge)
        if _blocked_between(conn, challenge.from_id, challenge.to_id):
            raise ChallengeRefused("challenge/blocked", "this player cannot be challenged")
        _refuse_unavailable(conn, player_id, moment, "you")
        _refuse_unavailable(conn, challenge.from_id, moment, "the challenger")
        room_id, from_token, to_token = create_room(conn, challenge)
        conn.execute(
            update(challenges)
            .where(C.id == challenge_id)
            .values(status="accepted", decided=moment, room_id=room_id, from_token=from_token)
        )
        found = conn.execute(select(challenges).where(C.id == challenge_id)).one()
        return _row(found, moment), to_token


def _close(
    engine: Engine,
    challenge_id: str,
    player_id: str,
    side: Literal["from_id", "to_id"],
    status: Status,
    now: datetime | None,
) -> Challenge:
    moment = utc(now)
    with _locked(engine, challenge_id) as (conn, row):
        _mine(row, player_id, side)
        _still_open(_row(row, moment))
        conn.execute(
            update(challenges).where(C.id == challenge_id).values(status=status, decided=moment)
        )
        return _row(conn.execute(select(challenges).where(C.id == challenge_id)).one(), moment)


def decline(
    engine: Engine, challenge_id: str, player_id: str, *, now: datetime | None = None
) -> Challenge:
    """The challenged declines (told to the challenger).

    :raises ChallengeRefused: ``challenge/not_found``, ``challenge/closed``.
    """
    return _close(engine, challenge_id, player_id, "to_id", "declined", now)


def cancel(
    engine: Engine, challenge_id: str, player_id: str, *, now: datetime | None = None
) -> Challenge:
    """The challenger takes the challenge back (it leaves the other's notice).

    :raises ChallengeRefused: ``challenge/not_found``, ``challenge/closed``.
    """
    return _close(engine, challenge_id, player_id, "from_id", "cancelled", now)


def incoming(conn: Connection, player_id: str, *, now: datetime | None = None) -> list[Challenge]:
    """The challenges waiting for ``player_id``'s answer, oldest first (none from a
    player either of the two blocked since)."""
    moment = utc(now)
    i_blocked = select(blocks.c.blocked_id).where(blocks.c.player_id == player_id)
    blocked_me = select(blocks.c.player_id).where(blocks.c.blocked_id == player_id)
    rows = conn.execute(
        select(challenges)
        .where(
            C.to_id == player_id,
            C.status == "open",
            C.expires > moment,
            C.from_id.not_in(i_blocked),
            C.from_id.not_in(blocked_me),
        )
        .order_by(C.created, C.id)
    ).all()
    return [_row(row, moment) for row in rows]


def outgoing(conn: Connection, player_id: str, *, now: datetime | None = None) -> list[Challenge]:
    """``player_id``'s challenges: open ones, and those decided in the last
    :data:`TOLD_SECONDS` (so the challenger is told), oldest first. An accepted one
    carries the challenger's seat token the first time only (it is then forgotten)."""
    moment = utc(now)
    told = moment - timedelta(seconds=TOLD_SECONDS)
    rows = conn.execute(
        select(challenges)
        .where(C.from_id == player_id, or_(C.status == "open", C.decided >= told))
        .order_by(C.created, C.id)
    ).all()
    if any(row.status == "open" and utc(row.expires) <= moment for row in rows):
        _expire(conn, moment, player_id)  # written only when due: most polls write nothing
    found = [_row(row, moment) for row in rows]
    # an expired one is told for TOLD_SECONDS after its expiry, like a decline
    found = [
        c for c in found if c.status == "open" or (c.decided is not None and c.decided >= told)
    ]
    handed = [c.challenge_id for c in found if c.from_token is not None]
    if handed:
        conn.execute(update(challenges).where(C.id.in_(handed)).values(from_token=None))
    return found
