"""The HTTP side of challenges and friends: challenge a player, answer a challenge,
follow players and see who of them is online or playing (docs/online.md, "Challenges
and friends").

The rules are :mod:`ginrummy.server.online.challenges` and
:mod:`ginrummy.server.online.follows`; here requests are checked, handed to them on a
storage thread, and their refusals turned into the API's typed errors. Every page of
the site polls ``GET /api/challenges`` (docs/online.md says how often): the answer
tells the challenged of a challenge and the challenger of its answer, and the request
itself is the presence heartbeat (it touches ``players.last_seen``, as every request
made as a player does).
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Annotated, Any

from fastapi import FastAPI, Header
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import Connection

from ..online import challenges, follows
from ..online import players as people
from ..online import ratings as rating_store
from ..online.pairing import write_transaction
from ..rooms.clock import ClockSettings
from ..rooms.manager import RoomManager
from ..storage.store import RoomSetup
from .common import ApiError
from .online_api import clock_json
from .options import rules_from_request

PlayerHeader = Annotated[str | None, Header(alias="X-Player", max_length=200)]

REFUSAL_STATUS = {
    "challenge/self": 422,
    "player/not_found": 404,
    "challenge/blocked": 403,
    "challenge/unavailable": 409,
    "challenge/duplicate": 409,
    "challenge/too_many": 429,
    "challenge/not_found": 404,
    "challenge/closed": 409,
}
"""The HTTP status of each refusal of :class:`challenges.ChallengeRefused`."""


class NewChallenge(BaseModel):
    model_config = ConfigDict(extra="forbid")
    player_id: Annotated[str, Field(max_length=40)]
    rules: Annotated[str, Field(max_length=32)] = "standard"
    target: Annotated[int, Field(ge=1, le=1000)] = 100
    clock: dict[str, Any] | None = None
    """The move clock; left out: the pairing's (30 s a move, a 60 s bank); ``null``:
    untimed."""
    rated: bool = True
    """False: a casual game (no rating changes)."""


class Follow(BaseModel):
    model_config = ConfigDict(extra="forbid")
    player_id: Annotated[str, Field(max_length=40)]


def _refused(exc: challenges.ChallengeRefused) -> ApiError:
    return ApiError(REFUSAL_STATUS.get(exc.code, 409), exc.code, exc.message)


def _who(conn: Connection, player_id: str) -> dict[str, str]:
    found = people.get_player(conn, player_id)
    return {"player_id": player_id, "name": found.name if found else "Player"}


def challenge_json(conn: Connection, found: challenges.Challenge, now: datetime) -> dict[str, Any]:
    """A challenge as both sides read it (no seat token: the caller adds its own)."""
    left = max(0.0, (found.expires - now).total_seconds()) if found.status == "open" else 0.0
    return {
        "challenge_id": found.challenge_id,
        "from": _who(conn, found.from_id),
        "to": _who(conn, found.to_id),
        "rules": found.preset,
        "target": found.target,
        "clock": None if found.clock is None else json.loads(found.clock),
        "rated": found.rated,
        "status": found.status,
        "expires_in": round(left, 1),
        "room_id": found.room_id,
    }


def add_challenge_routes(app: FastAPI, manager: RoomManager) -> None:
    """The routes of docs/online.md "Challenges and friends" on ``app`` (after
    :func:`~.online_api.add_online_routes`, whose ``signed_in`` they use)."""
    engine = manager.store.engine
    signed_in: Callable[[str | None], Awaitable[tuple[people.PlayerRow, str]]]
    signed_in = app.state.signed_in

    async def me(header: str | None) -> people.PlayerRow:
        return (await signed_in(header))[0]

    def utc() -> datetime:
        """Now on the server's clock (a test's clock moves challenges to their expiry)."""
        return datetime.fromtimestamp(manager.clock.time(), UTC)

    def room_of(conn: Connection, found: challenges.Challenge) -> tuple[str, str, str]:
        rules = rules_from_request(found.preset, {"game_target": found.target})
        named = (
            (found.from_id, _who(conn, found.from_id)["name"]),
            (found.to_id, _who(conn, found.to_id)["name"]),
        )
        setup = RoomSetup(
            visibility="public",
            rated=found.rated,
            pool=rating_store.pool_name(found.preset, found.target) if found.rated else None,
            clock=found.clock,
            host_player=found.from_id,
        )
        return manager.insert_paired_room(conn, named, rules, setup)

    @app.post("/api/challenges", status_code=201)
    async def new_challenge(body: NewChallenge, x_player: PlayerHeader = None) -> dict[str, Any]:
        who = await me(x_player)
        preset = body.rules.strip().lower()
        rules_from_request(preset, {"game_target": body.target})  # 422 when unplayable
        if "clock" in body.model_fields_set:
            clock = clock_json(body.clock)
        else:
            clock = ClockSettings().to_json()

        def write() -> dict[str, Any]:
            now = utc()
            # BEGIN IMMEDIATE on SQLite: the checks (one open challenge to a player, at
            # most MAX_OPEN) read what is still true when the row is written
            with write_transaction(engine) as conn:
                made = challenges.create(
                    conn,
                    who.player_id,
                    body.player_id,
                    preset,
                    body.target,
                    clock,
                    rated=body.rated,
                    now=now,
                )
                return challenge_json(conn, made, now)

        try:
            result: dict[str, Any] = await manager.run_db(write)
        except challenges.ChallengeRefused as exc:
            raise _refused(exc) from None
        return result

    @app.get("/api/challenges")
    async def my_challenges(x_player: PlayerHeader = None) -> dict[str, Any]:
        who = await me(x_player)  # the heartbeat: it touched last_seen

        def read() -> dict[str, Any]:
            now = utc()
            with engine.begin() as conn:
                mine = challenges.outgoing(conn, who.player_id, now=now)
                waiting = challenges.incoming(conn, who.player_id, now=now)
                out = []
                for found in mine:
                    entry = challenge_json(conn, found, now)
                    if found.from_token is not None:
                        entry.update(seat=0, token=found.from_token)
                    out.append(entry)
                return {
                    "incoming": [challenge_json(conn, c, now) for c in waiting],
                    "outgoing": out,
                    "poll_seconds": follows.HEARTBEAT_SECONDS,
                }

        result: dict[str, Any] = await manager.run_db(read)
        return result

    @app.post("/api/challenges/{challenge_id}/accept")
    async def accept(
        challenge_id: Annotated[str, Field(max_length=40)], x_player: PlayerHeader = None
    ) -> dict[str, Any]:
        who = await me(x_player)

        def write() -> dict[str, Any]:
            now = utc()
            found, token = challenges.accept(engine, challenge_id, who.player_id, room_of, now=now)
            with engine.connect() as conn:
                entry = challenge_json(conn, found, now)
            entry.update(seat=1, token=token)
            return entry

        try:
            result: dict[str, Any] = await manager.run_db(write)
        except challenges.ChallengeRefused as exc:
            raise _refused(exc) from None
        return result

    async def close(
        challenge_id: str,
        header: str | None,
        how: Callable[..., challenges.Challenge],
    ) -> dict[str, Any]:
        who = await me(header)

        def write() -> dict[str, Any]:
            now = utc()
            found = how(engine, challenge_id, who.player_id, now=now)
            with engine.connect() as conn:
                return challenge_json(conn, found, now)

        try:
            result: dict[str, Any] = await manager.run_db(write)
        except challenges.ChallengeRefused as exc:
            raise _refused(exc) from None
        return result

    @app.post("/api/challenges/{challenge_id}/decline")
    async def decline(
        challenge_id: Annotated[str, Field(max_length=40)], x_player: PlayerHeader = None
    ) -> dict[str, Any]:
        return await close(challenge_id, x_player, challenges.decline)

    @app.delete("/api/challenges/{challenge_id}")
    async def cancel(
        challenge_id: Annotated[str, Field(max_length=40)], x_player: PlayerHeader = None
    ) -> dict[str, Any]:
        return await close(challenge_id, x_player, challenges.cancel)

    # ------------------------------------------------------------------ follows
    @app.get("/api/players/me/follows")
    async def my_follows(x_player: PlayerHeader = None) -> dict[str, Any]:
        who = await me(x_player)

        def read() -> list[follows.Followed]:
            with engine.connect() as conn:
                return follows.following(conn, who.player_id, now=utc())

        found = await manager.run_db(read)
        return {
            "following": [
                {
                    "player_id": f.player_id,
                    "name": f.name,
                    "online": f.online,
                    "playing": None
                    if f.game is None
                    else {
                        "room_id": f.game.room_id if f.game.public else None,
                        "watch": f"/watch/{f.game.room_id}" if f.game.public else None,
                    },
                }
                for f in found
            ],
            "online_seconds": follows.ONLINE_SECONDS,
        }

    @app.post("/api/players/me/follows")
    async def follow(body: Follow, x_player: PlayerHeader = None) -> dict[str, Any]:
        who = await me(x_player)

        def write() -> None:
            with engine.begin() as conn:
                follows.follow(conn, who.player_id, body.player_id)

        try:
            await manager.run_db(write)
        except people.UnknownPlayer:
            raise ApiError(404, "player/not_found", "there is no such player") from None
        except ValueError as exc:
            raise ApiError(422, "request/invalid", str(exc)) from None
        except follows.TooManyFollowed as exc:
            raise ApiError(429, "follow/too_many", str(exc)) from None
        return {"following": True}

    @app.delete("/api/players/me/follows/{player_id}")
    async def unfollow(
        player_id: Annotated[str, Field(max_length=40)], x_player: PlayerHeader = None
    ) -> dict[str, Any]:
        who = await me(x_player)

        def write() -> None:
            with engine.begin() as conn:
                follows.unfollow(conn, who.player_id, player_id)

        await manager.run_db(write)
        return {"following": False}
