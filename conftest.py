"""pytest, for the whole repository: files the doctest collector must not import.

The Alembic environment (``server/storage/migrations/env.py``) runs migrations when
imported, so only Alembic itself may import it.
"""

from pathlib import Path

_SRC = Path(__file__).parent / "src" / "ginrummy"

collect_ignore = [str(_SRC / "server" / "storage" / "migrations" / "env.py")]
