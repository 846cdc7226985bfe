"""The FastAPI application, wired: :func:`create_app` makes the parts and connects them,
and holds no logic of its own.

Why only wiring: every route lives with its kind in :mod:`ginrummy.server.routes` (the
lobby and pages, the tables' socket, players and pairing, history, reviews, the
operator's probes), every change to a room in :mod:`ginrummy.server.rooms`, and here
one reads in one place what a server is made of: the store, the room manager (given
the server's clock, :mod:`ginrummy.server.rooms.time_source`), the fan-out between
processes, the guards, the routes, and what starts and stops with the app.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.exception_handlers import http_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException

from .cluster.fanout import Fanout
from .rooms.manager import RoomManager
from .rooms.three_room import ThreeRooms
from .rooms.time_source import SYSTEM_CLOCK, Clock
from .routes.challenges_api import add_challenge_routes
from .routes.common import ApiError, not_found_page, wants_page
from .routes.devices_api import add_device_routes
from .routes.guards import BodyLimit, Guard, SecurityHeaders, SocketGuard
from .routes.history_api import add_history_routes
from .routes.languages import PageLanguage, add_language_routes
from .routes.lobby_api import add_lobby_routes
from .routes.online_api import add_online_routes
from .routes.operations import add_routes
from .routes.review_api import add_review_routes
from .routes.table_socket import add_table_routes
from .routes.three_api import add_three_routes
from .routes.tournaments_api import add_tournament_routes
from .settings import Settings
from .storage.store import Store, make_origin


def create_app(
    settings: Settings | None = None, store: Store | None = None, clock: Clock | None = None
) -> FastAPI:
    """The web server: lobby, tables and pages, on ``store`` (or ``settings.database_url``),
    its time read from ``clock`` (the machine's by default; tests hand in one they move on)."""
    settings = settings or Settings()
    clock = clock or SYSTEM_CLOCK
    guard = Guard(settings, clock.monotonic)
    own_store = store is None
    origin = make_origin()
    the_store = store if store is not None else Store(settings.database_url, origin=origin)
    manager = RoomManager(settings, the_store, clock)
    three = ThreeRooms(
        the_store,
        bot_delay=settings.bot_delay,
        deal_seed=settings.deal_seed,
        idle_seconds=settings.room_idle_seconds,
        thinker=manager.thinker,
        clock=clock,
        sit_in_wait=settings.claim_after_disconnect,
    )
    fanout = Fanout(manager, three=three)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        sweeper = asyncio.get_running_loop().create_task(manager.unload_idle_forever())
        fanout.start()
        three.start()
        directing = asyncio.get_running_loop().create_task(director.run_forever())
        if settings.think_workers > 0:  # the thinking processes start while we serve
            manager.spawn(manager.thinker.start())
        yield
        await fanout.stop()
        for task in (directing, sweeper):
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        await three.close()
        await manager.close()
        if own_store:
            the_store.close()

    app = FastAPI(
        title="ginrummy",
        lifespan=lifespan,
        openapi_url="/openapi.json" if settings.openapi else None,
        docs_url="/docs" if settings.openapi else None,
        redoc_url=None,
    )
    app.add_middleware(SocketGuard, guard=guard)
    app.add_middleware(BodyLimit, max_bytes=settings.max_body_bytes)
    app.add_middleware(SecurityHeaders, guard=guard)
    app.add_middleware(PageLanguage, pseudo=settings.pseudo_locale)
    app.state.guard = guard
    app.state.manager = manager
    app.state.three = three
    app.state.fanout = fanout
    add_routes(app, manager, fanout)
    add_language_routes(app, pseudo=settings.pseudo_locale)  # /l10n/<lang>.ftl
    add_online_routes(app, manager, settings)
    # tournaments, and their director (started with the app; it pairs from storage)
    director = add_tournament_routes(app, manager, settings)
    add_device_routes(app, manager)  # a player's devices (after: it uses who asks)
    add_challenge_routes(app, manager)  # challenges and follows (after: it uses who asks)
    add_history_routes(app, manager, settings)  # statistics, replays, /stats, /sw.js
    add_review_routes(app, manager, three)  # game reviews, graded in the thinking pool
    add_three_routes(app, three, settings, guard)  # rooms for three (before the lobby's)
    add_lobby_routes(app, manager, settings, guard)  # the lobby and the pages
    add_table_routes(app, manager, settings)  # the tables' sockets
    app.state.store = the_store
    app.state.settings = settings

    @app.exception_handler(ApiError)
    async def _api_error(_request: Request, exc: ApiError) -> JSONResponse:
        return JSONResponse(
            {**exc.details, "code": exc.code, "message": exc.message}, status_code=exc.status
        )

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException) -> Response:
        # An address with nothing behind it is answered with the styled page, not
        # {"detail": "Not Found"}; the API and the static files keep their plain 404.
        if exc.status_code == 404 and wants_page(request.url.path):
            return not_found_page(settings.static_dir)
        return await http_exception_handler(request, exc)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = exc.errors()
        first = errors[0] if errors else {"loc": (), "msg": "invalid request"}
        where = ".".join(str(p) for p in first.get("loc", ()) if p != "body") or "request"
        return JSONResponse(
            {"code": "request/invalid", "message": f"{where}: {first.get('msg', 'invalid')}"},
            status_code=422,
        )

    return app


__all__ = ["create_app"]
