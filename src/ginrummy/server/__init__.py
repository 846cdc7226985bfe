"""The web server: ``ginrummy serve`` (FastAPI, WebSocket, SQLAlchemy).

The server is the authority: it deals with a cryptographically secure generator, checks
every action with the engine, stores it as it happens, and sends each seat only a view
built from that seat's observation. docs/protocol.md describes the messages.
"""

from __future__ import annotations

from .app import create_app

# Imported for its effect: the online tables join schema.metadata (the whole schema).
from .online import fair_play_tables  # noqa: F401
from .online import tables as online_tables  # noqa: F401
from .settings import Settings
from .storage.store import Store

# Imported for its effect too: the tournaments' tables join the schema.
from .tournaments import tables as tournament_tables  # noqa: F401

__all__ = ["Settings", "Store", "create_app"]
