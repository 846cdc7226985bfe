"""The HTTP side of tournaments (docs/protocol.md, "Tournaments"): the list, creating
one, a tournament's page data (with the viewer's running game and seat token), joining,
pausing and leaving, the two pages, a socket that pushes a tournament's page when it
changes; and the director's way to create a game's room.

Every answer is read from storage on a storage thread, so any process answers alike;
every change is one transaction (:mod:`ginrummy.server.tournaments.records`), and the
pairing is the director's alone (:mod:`ginrummy.server.tournaments.director`).
"""

from __future__ import annotations

import asyncio
import contextlib
from datetime import UTC, datetime, timedelta
from typing import Annotated, Any, Literal

from fastapi import FastAPI, Header, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import select
from sqlalchemy.engine import Connection

from ..online import conduct
from ..online import ratings as rating_store
from ..online.pairing import write_transaction
from ..online.tables import players
from ..rooms.manager import RoomManager
from ..settings import Settings
from ..storage.store import RoomSetup
from ..tournaments import records
from ..tournaments.director import Director
from ..tournaments.schedule import Schedule
from .common import ApiError, not_found_page, static_page

PUSH_SECONDS = 1.0
"""How often a tournament's socket looks for a new version (real seconds)."""
PlayerHeader = Annotated[str | None, Header(alias="X-Player", max_length=200)]
TournamentId = Annotated[str, Field(max_length=16)]


def cooling_off_text(
    conn: Connection, player_id: str, now: datetime
) -> tuple[str, dict[str, Any]] | None:
    """The director's :data:`~ginrummy.server.tournaments.records.Barred`: a fair-play
    cooling-off (docs/online.md "Fair play") keeps a player from tournaments as from
    pairing, told in the same words, with the same typed details (``reason``, ``ends``,
    ``minutes_left``) for a page to word it in its language."""
    found = conduct.cooling_off(conn, player_id, now)
    if found is None:
        return None
    details = {k: v for k, v in found.to_json(now).items() if k != "text"}
    return found.sentence(now), details


class NewTournament(BaseModel):
    """``POST /api/tournaments``'s body."""

    model_config = ConfigDict(extra="forbid")
    name: Annotated[str, Field(max_length=100)]
    format: Literal["arena", "swiss"]
    preset: Annotated[str, Field(max_length=32)] = "standard"
    target: Annotated[int, Field(ge=1, le=1000)] = 100
    clock: Annotated[str | None, Field(max_length=16)] = None
    starts_in_minutes: Annotated[int, Field(ge=0, le=1440)] = 0
    minutes: Annotated[int | None, Field(ge=5, le=180)] = None
    rounds: Annotated[int | None, Field(ge=1, le=11)] = None
    rated: bool = True
    private: bool = False


def add_tournament_routes(app: FastAPI, manager: RoomManager, settings: Settings) -> Director:
    """The routes on ``app``; returns the director (the app starts it with itself)."""
    engine = manager.store.engine
    manager.store.game_over = records.on_game_over

    def now() -> datetime:
        return datetime.fromtimestamp(manager.clock.time(), UTC)

    def refused(exc: records.TournamentError) -> ApiError:
        return ApiError(exc.status, exc.code, exc.message, **exc.details)

    async def player_of(header: str | None) -> str | None:
        found = await app.state.player_of(header)
        return None if found is None else str(found.player_id)

    async def player(header: str | None) -> str:
        found = await player_of(header)
        if found is None:
            raise ApiError(401, "player/unknown", "unknown player: make a new one")
        return found

    def create_game(conn: Connection, row: Any, first: str, second: str) -> tuple[str, str, str]:
        named = dict(
            conn.execute(
                select(players.c.id, players.c.name).where(players.c.id.in_([first, second]))
            ).all()
        )
        setup = RoomSetup(
            visibility="private" if row.private else "public",
            rated=bool(row.rated),
            pool=rating_store.pool_name(row.preset, int(row.target)),
            clock=records.clock_json(row.clock),
            host_player=first,
        )
        return manager.insert_paired_room(
            conn,
            ((first, named.get(first, "Player")), (second, named.get(second, "Player"))),
            records.rules_of(row.preset, int(row.target)),
            setup,
        )

    director = Director(
        engine,
        create_game,
        manager.run_db,
        manager.clock.time,
        manager.clock.sleep,
        Schedule(settings.tournament_schedule) if settings.tournament_schedule else None,
        barred=cooling_off_text,
    )
    app.state.director = director

    def detail(
        tournament_id: str, viewer: str | None, unless: str | None = None
    ) -> dict[str, Any] | int:
        """The page's data, or only its version when that is ``unless`` (nothing new:
        the standings are not computed). A viewer's call is their presence first."""
        moment = now()
        if viewer is not None:
            with engine.begin() as conn:
                records.touch(conn, tournament_id, viewer, moment)
        with engine.connect() as conn:
            if unless is not None:
                version = int(records.get(conn, tournament_id).version)
                if unless in (f'"{version}"', str(version)):
                    return version
            return records.detail(conn, tournament_id, viewer, moment)

    async def answer(
        tournament_id: str, viewer: str | None, unless: str | None = None
    ) -> dict[str, Any] | int:
        try:
            found: dict[str, Any] | int = await manager.run_db(
                detail, tournament_id, viewer, unless
            )
        except records.TournamentError as exc:
            raise refused(exc) from None
        return found

    async def full(tournament_id: str, viewer: str | None) -> dict[str, Any]:
        found = await answer(tournament_id, viewer)
        assert isinstance(found, dict)
        return found

    @app.get("/api/tournaments")
    async def list_tournaments() -> dict[str, Any]:
        def read() -> dict[str, Any]:
            with engine.connect() as conn:
                return records.listing(conn, now())

        found: dict[str, Any] = await manager.run_db(read)
        return found

    @app.post("/api/tournaments", status_code=201)
    async def new_tournament(body: NewTournament, x_player: PlayerHeader = None) -> dict[str, Any]:
        organiser = await player(x_player)
        moment = now()
        spec = records.Spec(
            name=body.name,
            format=body.format,
            preset=body.preset.strip().lower(),
            target=body.target,
            clock=body.clock,
            starts=moment + timedelta(minutes=body.starts_in_minutes),
            minutes=body.minutes,
            rounds=body.rounds,
            rated=body.rated,
            private=body.private,
        )

        def write() -> str:
            checked = records.check_spec(spec)
            with write_transaction(engine) as conn:
                return records.create(conn, checked, organiser=organiser, now=moment)

        try:
            tournament_id = await manager.run_db(write)
        except records.TournamentError as exc:
            raise refused(exc) from None
        out = await full(tournament_id, organiser)
        out["url"] = f"/tournaments/{tournament_id}"
        return out

    @app.get("/api/tournaments/{tournament_id}", response_model=None)
    async def tournament(
        tournament_id: TournamentId, request: Request, x_player: PlayerHeader = None
    ) -> dict[str, Any] | Response:
        seen = request.headers.get("if-none-match")
        out = await answer(tournament_id, await player_of(x_player), seen)
        if isinstance(out, int):  # the version the client has: nothing new
            return Response(status_code=304, headers={"ETag": f'"{out}"'})
        return JSONResponse(out, headers={"ETag": f'"{out["version"]}"'})

    def change(action: str) -> Any:
        async def route(tournament_id: TournamentId, x_player: PlayerHeader = None) -> Any:
            who = await player(x_player)

            def write() -> None:
                with write_transaction(engine) as conn:
                    if action == "join":
                        records.join(conn, tournament_id, who, now(), barred=director.barred)
                    else:
                        state = records.PAUSED if action == "pause" else records.LEFT
                        records.set_state(conn, tournament_id, who, state, now())

            try:
                await manager.run_db(write)
            except records.TournamentError as exc:
                raise refused(exc) from None
            return await full(tournament_id, who)

        route.__name__ = f"tournament_{action}"
        return route

    for action in ("join", "pause", "leave"):
        app.post(f"/api/tournaments/{{tournament_id}}/{action}")(change(action))

    @app.websocket("/ws/tournaments/{tournament_id}")
    async def tournament_socket(websocket: WebSocket, tournament_id: str) -> None:
        """The detail (without ``me``: a socket carries no ``X-Player``), sent on connect
        and again whenever its version changes (looked up every :data:`PUSH_SECONDS`);
        the client sends nothing (anything it sends is ignored). The player's page still
        asks ``GET`` with its ``X-Player`` for its own game, which is also its presence."""
        await websocket.accept()

        async def closed() -> None:
            with contextlib.suppress(WebSocketDisconnect, RuntimeError):
                while (await websocket.receive())["type"] != "websocket.disconnect":
                    pass

        listener = asyncio.ensure_future(closed())
        sent = None
        try:
            while not listener.done():
                try:
                    out = await full(tournament_id[:16], None)
                except ApiError as exc:
                    await websocket.send_json(
                        {"type": "error", "code": exc.code, "message": exc.message}
                    )
                    await websocket.close(code=4404)
                    return
                if out["version"] != sent:
                    sent = out["version"]
                    await websocket.send_json({"type": "tournament", "tournament": out})
                await asyncio.wait({listener}, timeout=PUSH_SECONDS)
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            listener.cancel()

    @app.get("/tournaments", include_in_schema=False)
    async def tournaments_page() -> Response:
        return static_page(settings.static_dir, "tournaments.html")

    @app.get("/tournaments/{tournament_id}", include_in_schema=False)
    async def tournament_page(tournament_id: str) -> Response:
        def known() -> bool:
            with engine.connect() as conn:
                try:
                    records.get(conn, tournament_id)
                except records.TournamentError:
                    return False
                return True

        if not await manager.run_db(known):
            return not_found_page(settings.static_dir)
        return static_page(settings.static_dir, "tournament.html")

    return director
