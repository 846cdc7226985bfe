"""``ginrummy serve``: the web server's command line (its flags, checked one by one).

Apart because it is the longest parser, and because the server's libraries (FastAPI,
uvicorn, SQLAlchemy) are imported only inside :func:`cmd_serve`, when the server starts.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .common import CliError


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``serve`` subcommand."""
    serve = subparsers.add_parser(
        "serve",
        help="play in the browser: start the web server",
        description="Start the web server: play the computer or a friend in the browser, "
        "free and without registration. Games are stored as they are played (an SQLite "
        "file by default; GINRUMMY_DATABASE_URL or --database for PostgreSQL), so they "
        "resume after a restart. See docs/protocol.md.",
    )
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (127.0.0.1)")
    serve.add_argument("--port", type=int, default=8000, help="port to listen on (8000)")
    serve.add_argument(
        "--database",
        metavar="URL",
        default=None,
        help="SQLAlchemy database URL (default: $GINRUMMY_DATABASE_URL, else an SQLite "
        "file in the user data directory)",
    )
    serve.add_argument(
        "--bot-delay",
        type=float,
        default=0.6,
        metavar="SECONDS",
        help="pause before each computer move, so people can follow it (0.6)",
    )
    serve.add_argument(
        "--room-idle",
        type=float,
        default=900.0,
        metavar="SECONDS",
        help="unload a room from memory after this long unused; it stays stored and "
        "comes back on its next use (900; 0 keeps every room loaded)",
    )
    serve.add_argument(
        "--claim-after",
        type=float,
        default=60.0,
        metavar="SECONDS",
        help="a player gone this long, while the game waits on them, may have the game "
        "claimed by the opponent; every game alike, timed or not (60; 10 to 3600)",
    )
    serve.add_argument(
        "--fair-play",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change one fair-play number (repeatable), e.g. sandbag_losses=3, "
        "cooling_off_minutes=5, leaderboard_days=30, computer_offer_seconds=20 "
        "(docs/online.md, 'Fair play', lists them all)",
    )
    serve.add_argument(
        "--workers",
        type=int,
        default=1,
        metavar="N",
        help="server processes on this address (1); above 1 needs PostgreSQL, and any "
        "number of processes on one database act as one server",
    )
    serve.add_argument(
        "--public-url",
        metavar="URL",
        default=None,
        help="where people reach the server, e.g. https://gin.example: invite links are "
        "built on it and browsers' WebSockets must come from it (default: none; links on "
        "an --allowed-host or relative, WebSockets from the page's own host)",
    )
    serve.add_argument(
        "--allowed-host",
        action="append",
        metavar="HOST",
        default=None,
        help="a Host (any port) invite links may be built on without --public-url; "
        "repeat for more (default: 127.0.0.1, localhost and ::1)",
    )
    serve.add_argument(
        "--trusted-proxy",
        action="append",
        metavar="ADDRESS",
        default=None,
        help="a proxy's address or network whose X-Forwarded-For / X-Real-IP name the "
        "client; repeat for more (default: none, e.g. 127.0.0.1 behind a local nginx)",
    )
    serve.add_argument(
        "--max-sockets-per-address",
        type=int,
        metavar="N",
        default=None,
        help="WebSockets one client address may hold open (32; 0: no limit)",
    )
    serve.add_argument(
        "--rooms-per-minute",
        type=int,
        metavar="N",
        default=None,
        help="rooms one client address may create a minute (30; 0: no limit)",
    )
    serve.add_argument(
        "--max-body-bytes",
        type=int,
        metavar="BYTES",
        default=None,
        help="largest HTTP request body (65536, at least 1024)",
    )
    serve.add_argument(
        "--tournament-schedule",
        action="append",
        metavar="ENTRY",
        default=None,
        help="a tournament the server creates by itself, as "
        "format:preset:target:clock:every-minutes:length (minutes or rounds), e.g. "
        "arena:standard:100:rapid:60:30 (preset 'popular' with target '-': the kind "
        "played most); repeat for more, 'none' for none (default: an hourly 30-minute "
        "arena and a daily 5-round Swiss of the kind played most)",
    )
    serve.add_argument(
        "--pseudo-locale",
        action="store_true",
        help="also serve the pseudo-locale en-XA (accented, 40%% longer English) at "
        "?lang=en-XA, to find words left untranslated and text that does not fit (off)",
    )
    serve.add_argument(
        "--openapi",
        action="store_true",
        help="serve the API schema at /openapi.json and /docs (off)",
    )
    serve.add_argument(
        "--metrics-token-file",
        metavar="PATH",
        default=None,
        help="serve /metrics only with 'Authorization: Bearer <the token in this file>' "
        "(default: $GINRUMMY_METRICS_TOKEN; with neither, /metrics answers 404)",
    )
    serve.add_argument(
        "--log-format",
        choices=("text", "json"),
        default="text",
        help="the server's log lines: text for a terminal, or one JSON object a line (text)",
    )
    serve.add_argument(
        "--log-level",
        choices=("debug", "info", "warning", "error"),
        default="info",
        help="the least important log lines written (info)",
    )


def _schedule(values: list[str] | None) -> tuple[str, ...]:
    """The ``--tournament-schedule`` entries, checked (the default schedule without any;
    none for ``none``)."""
    from ..server.tournaments.schedule import DEFAULT_SCHEDULE, BadSchedule, parse

    if values is None:
        return DEFAULT_SCHEDULE
    if [v.strip().lower() for v in values] == ["none"]:
        return ()
    for value in values:
        try:
            parse(value)
        except BadSchedule as exc:
            raise CliError(f"--tournament-schedule: {exc}") from None
    return tuple(v.strip() for v in values)


def _serve_guards(args: argparse.Namespace) -> dict[str, Any]:
    """The guard settings ``serve`` was given (the others keep :class:`Settings`'
    defaults), each checked here so that a bad one is reported with its flag."""
    # On use, as in cmd_serve: the server package brings FastAPI and SQLAlchemy with it.
    from ..server.routes.guards import check_host_name, parse_networks, parse_public_url

    def proxies(values: list[str]) -> tuple[str, ...]:
        parse_networks(values)
        return tuple(v.strip() for v in values)

    out: dict[str, Any] = {
        "openapi": args.openapi,
        "metrics_token": metrics_token(args),
        "pseudo_locale": args.pseudo_locale,
    }
    checks: tuple[tuple[str, str, Callable[[Any], Any]], ...] = (
        ("--public-url", "public_url", parse_public_url),
        ("--allowed-host", "allowed_hosts", lambda v: tuple(map(check_host_name, v))),
        ("--trusted-proxy", "trusted_proxies", proxies),
    )
    for flag, name, check in checks:
        value = getattr(args, flag[2:].replace("-", "_"))
        if value is not None:
            try:
                out[name] = check(value)
            except ValueError as exc:
                raise CliError(f"{flag}: {exc}") from None
    out["tournament_schedule"] = _schedule(args.tournament_schedule)
    for flag, least in (
        ("--max-sockets-per-address", 0),
        ("--rooms-per-minute", 0),
        ("--max-body-bytes", 1024),
    ):
        name = flag[2:].replace("-", "_")
        value = getattr(args, name)
        if value is not None:
            if value < least:
                raise CliError(f"{flag} must be {least} or more, not {value}")
            out[name] = value
    return out


METRICS_TOKEN_ENV = "GINRUMMY_METRICS_TOKEN"
"""The metrics' bearer token, when no ``--metrics-token-file`` is given (a systemd unit's
EnvironmentFile, readable by root alone, is the usual place)."""


def metrics_token(args: argparse.Namespace) -> str | None:
    """The token ``/metrics`` asks for: the file's first line, else the environment's;
    ``None`` when neither is set. A file or variable that is set but holds no token, or one
    shorter than 16 characters, is refused: a scraper's password should not be guessable,
    and a typo must not leave the numbers open or closed without saying so."""
    path = getattr(args, "metrics_token_file", None)
    if path is not None:
        try:
            lines = Path(path).read_text(encoding="utf-8").splitlines()
        except OSError as exc:
            raise CliError(f"--metrics-token-file: cannot read {path}: {exc.strerror}") from None
        token, source = (lines[0].strip() if lines else ""), f"--metrics-token-file {path}"
    elif (value := os.environ.get(METRICS_TOKEN_ENV)) is not None:
        token, source = value.strip(), METRICS_TOKEN_ENV
    else:
        return None
    if len(token) < 16 or any(c.isspace() or not c.isprintable() for c in token):
        raise CliError(
            f"{source}: the metrics token must be 16 or more printable characters without "
            "spaces (e.g. the output of `openssl rand -hex 24`)"
        )
    return token


def cmd_serve(args: argparse.Namespace) -> int:
    """Run the web server (``ginrummy.server``) until interrupted."""
    from ..server.online.fair_play import FairPlay, FairPlaySettingError
    from ..server.rooms.claims import ClaimSettingError, check_claim_after
    from ..server.serve import ServeError, check_workers, serve
    from ..server.settings import Settings, default_database_url

    if not 0 < args.port < 65536:
        raise CliError(f"--port must be between 1 and 65535, not {args.port}")
    if not 0 <= args.bot_delay <= 10:
        raise CliError(f"--bot-delay must be between 0 and 10 seconds, not {args.bot_delay}")
    if not args.room_idle >= 0:
        raise CliError(f"--room-idle must be 0 or more seconds, not {args.room_idle}")
    try:
        claim_after = check_claim_after(args.claim_after)
    except ClaimSettingError as exc:
        raise CliError(f"--claim-after: {exc}") from None
    try:
        fair_play = FairPlay.from_assignments(args.fair_play)
    except FairPlaySettingError as exc:
        raise CliError(f"--fair-play: {exc}") from None
    settings = Settings(
        database_url=args.database or default_database_url(),
        bot_delay=args.bot_delay,
        room_idle_seconds=args.room_idle,
        claim_after_disconnect=claim_after,
        fair_play=fair_play,
        **_serve_guards(args),
    )
    try:
        check_workers(settings, args.workers)
    except ServeError as exc:
        raise CliError(str(exc)) from None
    return serve(
        settings,
        host=args.host,
        port=args.port,
        workers=args.workers,
        log_format=args.log_format,
        log_level=args.log_level,
    )
