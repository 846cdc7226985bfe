"""The server database's schema, as a chain of Alembic migrations applied on start.

Why migrations and not ``create_all``: a database written by an earlier release must
open and play on after an upgrade (new columns, new keys, data brought in line), and
``create_all`` only ever creates missing tables. :func:`upgrade` brings any database to
the newest revision: an empty one is created through the whole chain, one written
before migrations existed (the tables are there, Alembic's version table is not) is
first marked as the first release's schema, then upgraded like any other.

On PostgreSQL several server processes may start at once: the upgrade runs under a
transaction-wide advisory lock, so exactly one of them migrates and the others find
the work done.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from sqlalchemy import Engine, inspect, text

HERE = Path(__file__).resolve().parent
FIRST_RELEASE = "0001"
"""The revision of the schema that releases before migrations wrote."""
MIGRATION_LOCK = 0x67696E  # "gin": any constant the other processes agree on


def alembic_config() -> Config:
    """An Alembic configuration pointing at these migrations (no ini file needed)."""
    config = Config()
    config.set_main_option("script_location", str(HERE))
    return config


def current_revision(engine: Engine) -> str | None:
    """The database's revision (``None``: no version table)."""
    with engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Bring the database to ``revision`` (the newest by default), in one transaction."""
    config = alembic_config()
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
        config.attributes["connection"] = conn
        known = MigrationContext.configure(conn).get_current_revision()
        if known is None and inspect(conn).has_table("rooms"):
            command.stamp(config, FIRST_RELEASE)
        command.upgrade(config, revision)
