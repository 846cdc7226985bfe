"""Server settings: one frozen object, so a test or the CLI states every knob in one place.

The defaults suit a home server: an SQLite file in the user's data directory, the
computer moving after a short pause so people can follow its moves, and limits on
message size and rate that no honest client comes near.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from ..paths import user_data_dir
from .online.fair_play import FairPlay
from .rooms.claims import DEFAULT_CLAIM_AFTER, check_claim_after

DATABASE_ENV = "GINRUMMY_DATABASE_URL"
"""The environment variable that overrides the default database URL."""

STATIC_DIR = Path(__file__).resolve().parent.parent / "web" / "static"
"""Where the browser front end's files live (owned by the front end, served as is)."""


def default_database_url() -> str:
    """``GINRUMMY_DATABASE_URL`` when set, else an SQLite file in :func:`user_data_dir`."""
    url = os.environ.get(DATABASE_ENV)
    if url:
        return url
    return f"sqlite:///{user_data_dir() / 'ginrummy.sqlite3'}"


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything :func:`ginrummy.server.create_app` needs to know."""

    database_url: str = field(default_factory=default_database_url)
    bot_delay: float = 0.6
    """Seconds the computer waits before each move (0 in tests and benchmarks)."""
    max_message_bytes: int = 4096
    """Largest client frame accepted; bigger ones get ``message/too_large``."""
    rate_burst: float = 20.0
    """Messages a socket may send at once (the token bucket's size)."""
    rate_per_second: float = 10.0
    """Messages a socket may send per second, sustained (the bucket's refill rate)."""
    room_idle_seconds: float = 900.0
    """A room with no socket and nothing to do for this long is dropped from memory (it
    stays stored and is rebuilt on its next use); 0 or less keeps every room loaded."""
    max_sockets_per_address: int = 32
    """WebSockets one client address may hold open at once, so one client cannot use up
    the server's sockets and memory; a household with several tabs each stays far below.
    The next one gets ``rate/limited`` and close code 4429. 0 or less: no limit."""
    rooms_per_minute: int = 30
    """Rooms and anonymous players (counted together) one client address may create in
    any 60 seconds: each is a stored row (a room is memory too until it idles out), so a
    script must not make thousands. More are answered
    429 ``rate/limited``. 0 or less: no limit."""
    max_body_bytes: int = 64 * 1024
    """Largest HTTP request body; the biggest honest one (a new room) is under 1 KiB. A
    bigger one is answered 413 ``request/too_large`` before anything reads it into memory."""
    trusted_proxies: tuple[str, ...] = ()
    """Peers (addresses, or networks such as ``10.0.0.0/8``) believed when their
    ``X-Forwarded-For`` or ``X-Real-IP`` says who the client is. Any client can send those
    headers, so by default none is believed and the peer is the client; behind nginx on
    this machine, ``("127.0.0.1", "::1")`` (``ginrummy serve --trusted-proxy``)."""
    public_url: str | None = None
    """Where people reach the server (``https://gin.example``): invite links are built on
    it, and a browser's WebSocket must come from this origin. ``None``: a WebSocket's
    Origin must match the Host it was sent to, and an invite link is absolute only on a
    Host in :attr:`allowed_hosts` (else the path ``/join/{id}``)."""
    allowed_hosts: tuple[str, ...] = ("127.0.0.1", "localhost", "::1")
    """Host names (any port) an invite link may be built on when :attr:`public_url` is
    ``None``. The client writes the Host header, so a link on any other host could point a
    friend at an attacker's site."""
    openapi: bool = False
    """Serve ``/openapi.json`` and ``/docs``. Off by default: docs/protocol.md documents
    the API, and the schema would only tell a stranger more than the pages need."""
    pseudo_locale: bool = False
    """Also serve the pseudo-locale ``en-XA`` (``?lang=en-XA``): every word accented and
    40% longer, for tests and translators to see what is left in English and what does
    not fit (``ginrummy serve --pseudo-locale``). Never offered in the language menu."""
    metrics_token: str | None = None
    """The bearer token ``GET /metrics`` asks for (``Authorization: Bearer <token>``);
    ``None``: ``/metrics`` answers 404 as an unknown path does. The numbers say how busy
    the server is and when, nothing a stranger needs, so they are served only to a
    scraper that holds the token (``ginrummy serve --metrics-token-file`` or
    ``GINRUMMY_METRICS_TOKEN``); the nginx recipe does not pass ``/metrics`` on at all."""
    static_dir: Path = STATIC_DIR
    deal_seed: int | None = None
    """``None`` (always, in play): deal with the operating system's secure generator.
    An integer makes every deal and every computer move a function of this seed and
    the game, hand and move numbers alone (not of the room, the process or a reload),
    so tests and benchmarks replay the same games every run."""
    db_threads: int = 8
    """Worker threads (and so database connections at once) for storage on PostgreSQL;
    SQLite, one writer at a time, gets one."""
    catch_up_seconds: float = 2.0
    """How often the rooms with sockets here compare their version with storage's, in
    case another process's announcement was missed (PostgreSQL; 0 turns it off)."""
    think_workers: int = field(default_factory=lambda: max(1, (os.cpu_count() or 2) - 1))
    """Processes for the computer's moves and the hints, so thinking never holds up the
    event loop (0: one thread instead, for tests)."""
    claim_after_disconnect: float = DEFAULT_CLAIM_AFTER
    """Seconds a seat may be gone (no connection anywhere) before its opponent may claim
    the game, while the game waits on it: one rule for every game, timed or not, rated
    or friendly (docs/online.md, "Leaving a game"). Between 10 and 3600; anything else
    raises :class:`~ginrummy.server.rooms.claims.ClaimSettingError`."""
    fair_play: FairPlay = field(default_factory=FairPlay)
    """The fair-play numbers: aborts, farming, the sandbag and abandonment watches and
    their cooling-offs, the leaderboard's recency, the offer of the computer while
    waiting (:mod:`ginrummy.server.online.fair_play`; ``ginrummy serve --fair-play
    NAME=VALUE``; docs/online.md, "Fair play")."""
    tournament_schedule: tuple[str, ...] = ()
    """The tournaments the server creates by itself, one entry each
    (``format:preset:target:clock:every:length``, :mod:`ginrummy.server.tournaments.schedule`);
    empty: none. ``ginrummy serve`` runs its default schedule (an hourly arena and a
    daily Swiss) unless ``--tournament-schedule`` says otherwise."""

    def __post_init__(self) -> None:
        object.__setattr__(
            self, "claim_after_disconnect", check_claim_after(self.claim_after_disconnect)
        )
