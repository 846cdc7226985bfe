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
