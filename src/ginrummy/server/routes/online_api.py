"""The HTTP side of meeting anyone online: players, quick pairing, the lobby, ratings,
profiles, and the watchers' socket (docs/online.md is the reference).

Every answer comes from storage, read or written on a storage thread, so any server
process answers alike: the pairing queue, the public tables and the ratings live in
the database, and the pairing itself is one transaction that locks both entries
(:mod:`.pairing`). Requests made as a player carry ``X-Player: <id>:<secret>``; the
secret is checked against its stored hash on every request (there are no sessions to
keep in step between processes).
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Annotated, Any

from fastapi import FastAPI, Header, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import Response
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import Connection, and_, func, or_, select

from ...i18n import SUPPORTED
from ..online import conduct, devices, pairing
from ..online import players as people
from ..online import ratings as rating_store
from ..online.tables import pairing_queue
from ..online.tables import ratings as ratings_table
from ..rooms.clock import ClockSettings
from ..rooms.device_sockets import DEVICE_COOKIE
from ..rooms.limits import TokenBucket
from ..rooms.manager import RoomManager
from ..settings import Settings
from ..storage.schema import actions, rooms, seats
from ..storage.store import RoomSetup
from ..tournaments import records as tournament_records
from ..wire.protocol import PONG, ErrorCode, ProtocolError, error_message, parse_client_message
from ..wire.protocol import Ping as PingMessage
from .common import ApiError, not_found_page, static_page
from .languages import remember_language
from .options import rules_from_request  # the same checks as a new room's rules

PlayerHeader = Annotated[str | None, Header(alias="X-Player", max_length=200)]

LOBBY_LIMIT = 50
"""Tables and games listed in the lobby, each."""
TABLE_FRESH = timedelta(hours=1)
"""An open table is listed this long after it was opened."""
GAME_FRESH = timedelta(minutes=10)
"""A game in play is listed while its last move is this recent."""


class Rename(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: Annotated[str, Field(max_length=100)]


class NewPlayer(Rename):
    # The language this browser chose before it was anybody (docs/languages.md): kept
    # with the new player, so a device the identity is carried to speaks it too.
    language: Annotated[str | None, Field(max_length=35)] = None


class Claim(BaseModel):
    model_config = ConfigDict(extra="forbid")
    code: Annotated[str, Field(max_length=40)]


class ChooseLanguage(BaseModel):
    model_config = ConfigDict(extra="forbid")
    language: Annotated[str | None, Field(max_length=35)]
    """A tag of :data:`ginrummy.i18n.SUPPORTED` (``"de"``, ``"pt-BR"``); ``null`` forgets
    the choice."""


class Block(BaseModel):
    model_config = ConfigDict(extra="forbid")
    player_id: Annotated[str, Field(max_length=40)]


class JoinQueue(BaseModel):
    model_config = ConfigDict(extra="forbid")
    rules: Annotated[str, Field(max_length=32)] = "standard"
    target: Annotated[int, Field(ge=1, le=1000)] = 100
    fair: bool = True
    """The browser will seed the first hand (docs/fairness.md). A paired room's first
    hand always waits for both players' seeds, so this only says so out loud."""
    clock: Annotated[str | None, Field(max_length=16)] = None
    """The move clock, one of :data:`.pairing.CLOCKS` (``"30/60"`` when none)."""
    rating_range: Annotated[int | None, Field(ge=1, le=10_000)] = None
    """Rating points either side, one of :data:`.pairing.RANGES` (none: any rating)."""


def clock_json(clock: dict[str, Any] | None) -> str | None:
    """A room's clock settings from a request (``None``: untimed), checked.

    :raises ApiError: ``request/invalid``.
    """
    if clock is None:
        return None
    try:
        return ClockSettings.from_dict(clock).to_json()
    except (ValueError, TypeError) as exc:
        raise ApiError(422, "request/invalid", f"clock: {exc}") from None


def _iso(moment: datetime | None) -> str | None:
    return None if moment is None else moment.isoformat()


def _profile_json(found: rating_store.PlayerProfile) -> dict[str, Any]:
    return {
        "player_id": found.player_id,
        "name": found.name,
        "created": _iso(found.created),
        "ratings": [
            {
                "pool": r.pool,
                "rating": round(r.rating),
                "rd": round(r.rd),
                "games": r.games,
                "provisional": r.provisional,
            }
            for r in found.ratings
        ],
        "history": [
            {"pool": p.pool, "at": _iso(p.at), "rating": round(p.rating)} for p in found.history
        ],
        "vs_levels": {r.level: {"won": r.wins, "lost": r.losses} for r in found.vs_levels},
        "recent": [
            {
                "room_id": g.room_id,
                "game_number": g.game_number,
                "pool": g.pool,
                "at": _iso(g.at),
                "opponent": g.opponent_name,
                "opponent_id": None if g.opponent.startswith("bot:") else g.opponent,
                "won": g.won,
                "rating_before": round(g.rating_before),
                "rating_after": round(g.rating_after),
            }
            for g in found.recent
        ],
    }


def _status_json(status: pairing.QueueStatus, offer_after: float) -> dict[str, Any]:
    """A queue status as answered; while waiting, ``computer_offer_after``: the seconds
    of waiting after which the page offers a game against the computer meanwhile."""
    if status.state == "paired":
        return {
            "status": "paired",
            "pool": status.pool,
            "room_id": status.room_id,
            "seat": status.seat,
            "token": status.token,
        }
    if status.state == "waiting":
        return {
            "status": "waiting",
            "pool": status.pool,
            "waiting": status.waiting_count,
            "computer_offer_after": offer_after,
        }
    return {"status": "absent"}


def add_online_routes(app: FastAPI, manager: RoomManager, settings: Settings) -> None:
    """The routes of docs/online.md on ``app``."""
    store = manager.store
    engine = store.engine

    def _authenticate(header: str | None) -> tuple[people.PlayerRow, str]:
        player_id, _, secret = (header or "").partition(":")
        with engine.begin() as conn:
            try:
                found = people.signed_in_player(conn, player_id, secret)
            except devices.SignedOut:
                raise ApiError(
                    401, "player/signed_out", "this device was signed out: you are a new visitor"
                ) from None
            if found is None:
                raise ApiError(401, "player/unknown", "unknown player: make a new one")
            player, device_id = found
            people.touch(conn, player.player_id)
            devices.touch_device(conn, device_id)
            return found

    async def me_on_device(header: str | None) -> tuple[people.PlayerRow, str]:
        """The player of the request and the device it came from (401
        ``player/unknown`` when none, ``player/signed_out`` for a device signed out)."""
        found: tuple[people.PlayerRow, str] = await manager.run_db(_authenticate, header)
        return found

    async def me(header: str | None) -> people.PlayerRow:
        """The player of the request (401 ``player/unknown`` when none)."""
        return (await me_on_device(header))[0]

    async def maybe_me(header: str | None) -> people.PlayerRow | None:
        """The player of the request when it names one (a wrong one is refused)."""
        return None if not header else await me(header)

    app.state.player_of = maybe_me
    app.state.signed_in = me_on_device

    def _note_address(player_id: str, address: str, made: bool) -> None:
        with engine.begin() as conn:
            conduct.note_address(conn, player_id, address, made=made)

    async def note_address(player_id: str, request: Request, *, made: bool = False) -> None:
        """Remember (as a keyed hash) the address ``player_id`` plays from, for the
        farming rule (docs/online.md, "Fair play")."""
        address = app.state.guard.address(request.scope)
        await manager.run_db(_note_address, player_id, address, made)

    def _cooling_off(player_id: str) -> ApiError | None:
        now = datetime.fromtimestamp(manager.clock.time(), UTC)
        with engine.connect() as conn:
            found = conduct.cooling_off(conn, player_id, now)
        if found is None:
            return None
        return ApiError(
            403,
            "fair_play/cooling_off",
            found.sentence(now),
            **{k: v for k, v in found.to_json(now).items() if k != "text"},
        )

    async def check_cooling_off(player_id: str) -> None:
        """Refuse a player in a cooling-off (403 ``fair_play/cooling_off``, with
        ``minutes_left``, ``reason`` and ``ends``)."""
        refusal = await manager.run_db(_cooling_off, player_id)
        if refusal is not None:
            raise refusal

    app.state.note_address = note_address
    app.state.check_cooling_off = check_cooling_off

    # ------------------------------------------------------------------ players
    @app.post("/api/players", status_code=201)
    async def new_player(body: NewPlayer, request: Request) -> dict[str, Any]:
        guard = app.state.guard  # a new player is a row in storage, as a new room is
        if not guard.allow_room(guard.address(request.scope)):
            raise ApiError(
                429,
                "rate/limited",
                f"at most {settings.rooms_per_minute} new players a minute from one address",
            )

        label = devices.device_label(request.headers.get("user-agent"))
        if body.language is not None and body.language not in SUPPORTED:
            raise _bad_language(body.language)

        def make() -> tuple[str, str, str]:
            with engine.begin() as conn:
                made = people.create_player(conn, body.name, label=label)
                if body.language is not None:
                    people.set_language(conn, made[0], body.language)
                return made

        try:
            player_id, secret, name = await manager.run_db(make)
        except people.BadName as exc:
            raise ApiError(422, "player/bad_name", str(exc)) from None
        device_id = await manager.run_db(device_of, player_id, secret)
        await note_address(player_id, request, made=True)
        return {"player_id": player_id, "secret": secret, "name": name, "device_id": device_id}

    def device_of(player_id: str, secret: str) -> str:
        """The id of the device just given ``secret``."""
        with engine.connect() as conn:
            signed_in = devices.sign_in(conn, player_id, secret)
            assert signed_in is not None
            return signed_in.device_id

    @app.get("/api/players/me")
    async def my_profile(x_player: PlayerHeader = None) -> dict[str, Any]:
        who, device_id = await me_on_device(x_player)

        def read() -> dict[str, Any]:
            with engine.connect() as conn:
                found = rating_store.profile(conn, who.player_id)
                assert found is not None
                out = _profile_json(found)
                out["unrated"] = conduct.unrated_games(conn, who.player_id)
                now = datetime.fromtimestamp(manager.clock.time(), UTC)
                cooling = conduct.cooling_off(conn, who.player_id, now)
                out["cooling_off"] = None if cooling is None else cooling.to_json(now)
                blocked = sorted(people.blocked(conn, who.player_id))
                out["blocked"] = [
                    {"player_id": b, "name": p.name if (p := people.get_player(conn, b)) else b}
                    for b in blocked
                ]
                out["device_id"] = device_id
                out["language"] = who.language
                return out

        result: dict[str, Any] = await manager.run_db(read)
        return result

    @app.post("/api/players/me/name")
    async def rename(body: Rename, x_player: PlayerHeader = None) -> dict[str, Any]:
        who = await me(x_player)

        def write() -> str:
            with engine.begin() as conn:
                return people.rename(conn, who.player_id, body.name)

        try:
            return {"name": await manager.run_db(write)}
        except people.BadName as exc:
            raise ApiError(422, "player/bad_name", str(exc)) from None

    @app.post("/api/players/me/language")
    async def choose_language(
        body: ChooseLanguage, x_player: PlayerHeader = None
    ) -> dict[str, Any]:
        """Keep the language chosen in a page's menu with the player, so a device the
        identity is carried to speaks it too (docs/languages.md)."""
        who = await me(x_player)

        def write() -> str | None:
            with engine.begin() as conn:
                return people.set_language(conn, who.player_id, body.language)

        try:
            return {"language": await manager.run_db(write)}
        except people.BadLanguage:
            raise _bad_language(body.language) from None

    @app.post("/api/players/me/transfer")
    async def transfer(x_player: PlayerHeader = None) -> dict[str, Any]:
        who = await me(x_player)

        def write() -> str:
            with engine.begin() as conn:
                return people.make_transfer_code(conn, who.player_id)

        code = await manager.run_db(write)
        return {"code": code, "expires_in": people.TRANSFER_TTL_SECONDS}

    @app.post("/api/players/claim")
    async def claim_identity(body: Claim, request: Request, response: Response) -> dict[str, Any]:
        """The identity of a one-time code, on this device. With the player's language
        (when one was chosen) and the ``ginrummy_lang`` cookie set to it, so the next
        page this browser asks for arrives in it: pages are served without the player's
        identity (only the scripts send ``X-Player``)."""
        label = devices.device_label(request.headers.get("user-agent"))

        def write() -> tuple[str, people.PlayerRow] | None:
            with engine.begin() as conn:
                found = people.redeem_transfer_code(conn, body.code, label=label)
                if found is None:
                    return None
                player = people.get_player(conn, found[0])
                return None if player is None else (found[1], player)

        found = await manager.run_db(write)
        if found is None:
            raise ApiError(404, "player/bad_code", "that code is unknown, used or expired")
        secret, player = found
        device_id = await manager.run_db(device_of, player.player_id, secret)
        if player.language is not None:
            remember_language(response, player.language)
        return {
            "player_id": player.player_id,
            "secret": secret,
            "name": player.name,
            "device_id": device_id,
            "language": player.language,
        }

    @app.post("/api/players/me/blocks")
    async def block(body: Block, x_player: PlayerHeader = None) -> dict[str, Any]:
        who = await me(x_player)

        def write() -> None:
            with engine.begin() as conn:
                people.block(conn, who.player_id, body.player_id)

        try:
            await manager.run_db(write)
        except (ValueError, people.UnknownPlayer) as exc:
            raise ApiError(422, "request/invalid", str(exc)) from None
        return {"blocked": True}

    @app.delete("/api/players/me/blocks/{player_id}")
    async def unblock(player_id: str, x_player: PlayerHeader = None) -> dict[str, Any]:
        who = await me(x_player)

        def write() -> None:
            with engine.begin() as conn:
                people.unblock(conn, who.player_id, player_id)

        await manager.run_db(write)
        return {"blocked": False}

    @app.get("/api/players/{player_id}")
    async def player_profile(player_id: Annotated[str, Field(max_length=40)]) -> dict[str, Any]:
        def read() -> dict[str, Any] | None:
            with engine.connect() as conn:
                found = rating_store.profile(conn, player_id)
                if found is None:
                    return None
                out = _profile_json(found)
                out["unrated"] = conduct.unrated_games(conn, player_id)
                out["tournaments"] = tournament_records.history(conn, player_id)
                return out

        result = await manager.run_db(read)
        if result is None:
            raise ApiError(404, "player/not_found", "there is no such player")
        return dict(result)

    @app.get("/api/leaderboard")
    async def leaderboard(
        pool: Annotated[str | None, Query(max_length=48)] = None,
    ) -> dict[str, Any]:
        def read() -> dict[str, Any]:
            with engine.connect() as conn:
                pools = sorted(
                    set(conn.execute(select(ratings_table.c.pool).distinct()).scalars())
                    | {"standard-100"}
                )
                # No pool asked for: the kind of game most people play here.
                chosen = pool or rating_store.busiest_pool(conn) or "standard-100"
                now = datetime.fromtimestamp(manager.clock.time(), UTC)
                recent = timedelta(days=settings.fair_play.leaderboard_days)
                rows = rating_store.leaderboard(conn, chosen, 100, active_since=now - recent)
            return {
                "pool": chosen,
                "pools": pools,
                "players": [
                    {
                        "rank": r.rank,
                        "player_id": r.player_id,
                        "name": r.name,
                        "rating": round(r.rating),
                        "rd": round(r.rd),
                        "games": r.games,
                    }
                    for r in rows
                ],
            }

        result: dict[str, Any] = await manager.run_db(read)
        return result

    # ------------------------------------------------------------------ pairing
    def paired_room(conn: Connection, first: str, second: str) -> tuple[str, str, str]:
        entry = conn.execute(select(pairing_queue).where(pairing_queue.c.player_id == first)).one()
        rules = rules_from_request(entry.preset, {"game_target": int(entry.target)})
        per_move, bank = pairing.CLOCKS.get(
            entry.clock or "", pairing.CLOCKS[pairing.DEFAULT_CLOCK]
        )
        named = []
        for player_id in (first, second):
            player = people.get_player(conn, player_id)
            named.append((player_id, player.name if player else "Player"))
        setup = RoomSetup(
            visibility="public",
            rated=True,
            pool=rating_store.pool_name(entry.preset, int(entry.target)),
            clock=ClockSettings(per_move=per_move, bank=bank).to_json(),
            host_player=first,
        )
        return manager.insert_paired_room(conn, (named[0], named[1]), rules, setup)

    @app.post("/api/pairing")
    async def join_pairing(
        body: JoinQueue, request: Request, x_player: PlayerHeader = None
    ) -> dict[str, Any]:
        who = await me(x_player)
        await check_cooling_off(who.player_id)
        await note_address(who.player_id, request)
        preset = body.rules.strip().lower()
        rules_from_request(preset, {"game_target": body.target})  # 422 when unplayable
        try:
            clock = pairing.check_choice(body.clock, body.rating_range)
        except pairing.BadPairingChoice as exc:
            raise ApiError(422, "request/invalid", str(exc)) from None
        pool = rating_store.pool_name(preset, body.target)

        def write() -> pairing.QueueStatus:
            with engine.begin() as conn:
                rating = rating_store.rating_for(conn, who.player_id, pool).rating
            pairing.join_queue(
                engine,
                who.player_id,
                preset,
                body.target,
                rating,
                clock=clock,
                rating_range=body.rating_range,
            )
            return pairing.try_pair(engine, who.player_id, paired_room)

        return _status_json(await manager.run_db(write), settings.fair_play.computer_offer_seconds)

    @app.get("/api/pairing")
    async def poll_pairing(x_player: PlayerHeader = None) -> dict[str, Any]:
        who = await me(x_player)
        status = await manager.run_db(pairing.try_pair, engine, who.player_id, paired_room)
        return _status_json(status, settings.fair_play.computer_offer_seconds)

    @app.delete("/api/pairing")
    async def leave_pairing(x_player: PlayerHeader = None) -> dict[str, Any]:
        who = await me(x_player)
        await manager.run_db(pairing.leave_queue, engine, who.player_id)
        return {"status": "left"}

    # ------------------------------------------------------------------ the lobby
    def read_lobby() -> dict[str, Any]:
        now = datetime.now(UTC)
        # A table whose host has been gone past the grace is left out (fair play).
        host_left_before = manager.clock.time() - settings.fair_play.host_grace_seconds
        host = seats.alias("host")
        other = seats.alias("other")
        with engine.connect() as conn:
            listed = conn.execute(
                select(
                    rooms.c.id,
                    rooms.c.rules,
                    rooms.c.status,
                    rooms.c.pool,
                    rooms.c.created,
                    host.c.name.label("host_name"),
                    host.c.player_id.label("host_id"),
                    other.c.name.label("other_name"),
                    ratings_table.c.rating,
                )
                .join(host, and_(host.c.room_id == rooms.c.id, host.c.seat == 0))
                .join(other, and_(other.c.room_id == rooms.c.id, other.c.seat == 1))
                .outerjoin(
                    ratings_table,
                    and_(
                        ratings_table.c.player_id == host.c.player_id,
                        ratings_table.c.pool == rooms.c.pool,
                    ),
                )
                .where(
                    rooms.c.visibility == "public",
                    or_(
                        # a table opened lately (an old one's host is long gone), whose
                        # host is here or was a moment ago
                        and_(
                            rooms.c.status == "waiting",
                            rooms.c.created >= now - TABLE_FRESH,
                            or_(host.c.gone_at.is_(None), host.c.gone_at >= host_left_before),
                        ),
                        # a game somebody moved in lately (else it was left)
                        and_(
                            rooms.c.status == "playing",
                            func.coalesce(
                                select(func.max(actions.c.created))
                                .where(actions.c.room_id == rooms.c.id)
                                .scalar_subquery(),
                                rooms.c.created,
                            )
                            >= now - GAME_FRESH,
                        ),
                    ),
                )
                .order_by(rooms.c.created.desc())
                .limit(2 * LOBBY_LIMIT)
            ).all()
            waiting = pairing.waiting_counts(conn)
        tables, games = [], []
        for row in listed:
            rules = json.loads(row.rules)
            kind = {"rules": rules.get("name", "standard"), "target": rules.get("game_target")}
            if row.status == "waiting":
                tables.append(
                    {
                        "room_id": row.id,
                        **kind,
                        "host": {
                            "name": row.host_name,
                            "player_id": row.host_id,
                            "rating": None if row.rating is None else round(row.rating),
                        },
                        "created": _iso(row.created),
                    }
                )
            else:
                loaded = manager.rooms.get(row.id)
                games.append(
                    {
                        "room_id": row.id,
                        **kind,
                        "names": [row.host_name, row.other_name],
                        "scores": list(loaded.table.scores) if loaded else None,
                        "watchers": loaded.watcher_count if loaded else 0,
                    }
                )
        return {
            "tables": tables[:LOBBY_LIMIT],
            "games": games[:LOBBY_LIMIT],
            "waiting": waiting,
        }

    @app.get("/api/lobby")
    async def lobby() -> dict[str, Any]:
        result: dict[str, Any] = await manager.run_db(read_lobby)
        return result

    # ------------------------------------------------------------------ watchers
    @app.websocket("/ws/rooms/{room_id}/watch")
    async def watch_socket(websocket: WebSocket, room_id: str) -> None:
        await websocket.accept()
        room = await manager.get(room_id)
        if room is None or room.setup.visibility != "public":
            error = ProtocolError(ErrorCode.ROOM_NOT_FOUND, "there is no such public game")
            await websocket.send_json(error_message(error))
            await websocket.close(code=4404)
            return
        conn = _Watcher(websocket)
        await manager.meeting.watch(room, conn)
        bucket = TokenBucket(settings.rate_burst, settings.rate_per_second, manager.clock.monotonic)
        device = websocket.cookies.get(DEVICE_COOKIE)
        manager.devices.add(device, websocket)
        try:
            while True:
                frame = await websocket.receive()
                if frame["type"] == "websocket.disconnect":
                    break
                reply: dict[str, Any]
                try:
                    if not bucket.take():
                        raise ProtocolError(ErrorCode.RATE_LIMITED, "too many messages")
                    text = frame.get("text")
                    if text is None or len(text) > settings.max_message_bytes:
                        raise ProtocolError(ErrorCode.MALFORMED, "watchers send only pings")
                    if not isinstance(parse_client_message(text), PingMessage):
                        raise ProtocolError(ErrorCode.MALFORMED, "watchers send only pings")
                    reply = PONG
                except ProtocolError as exc:
                    reply = error_message(exc)
                await conn.send_text(json.dumps(reply))
        except (WebSocketDisconnect, RuntimeError):  # RuntimeError: closed by a sign-out
            pass
        finally:
            manager.devices.discard(device, websocket)
            await manager.meeting.unwatch(room, conn)

    # ------------------------------------------------------------------ pages
    def page(name: str) -> Response:
        return static_page(settings.static_dir, name)

    @app.get("/lobby", include_in_schema=False)
    async def lobby_page() -> Response:
        return page("lobby.html")

    @app.get("/leaderboard", include_in_schema=False)
    async def leaderboard_page() -> Response:
        return page("leaderboard.html")

    @app.get("/player/{player_id}", include_in_schema=False)
    async def profile_page(player_id: str) -> Response:
        # An unknown player is a 404, as an unknown room is: the same page (which says
        # "There is no such player"), so a link checker or a crawler sees a dead link.
        def known() -> bool:
            with engine.connect() as conn:
                return people.get_player(conn, player_id) is not None

        found = await manager.run_db(known)
        return static_page(settings.static_dir, "profile.html", status_code=200 if found else 404)

    @app.get("/watch/{room_id}", include_in_schema=False)
    async def watch_page(room_id: str) -> Response:
        if await manager.get(room_id) is None:
            return not_found_page(settings.static_dir)  # the styled "nothing here" page
        return page("watch.html")


class _Watcher:
    """A watcher's socket, as the room sees it."""

    def __init__(self, ws: WebSocket) -> None:
        self.ws = ws

    async def send_text(self, data: str) -> None:
        await self.ws.send_text(data)


def _bad_language(language: str | None) -> ApiError:
    """``player/bad_language``: a language the game does not speak, with those it does."""
    return ApiError(
        400,
        "player/bad_language",
        f"unknown language {language!r}: one of {', '.join(SUPPORTED)}",
        supported=list(SUPPORTED),
    )
