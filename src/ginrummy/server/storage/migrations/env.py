"""Alembic's environment: migrations run on the connection :func:`upgrade` hands over
(in its transaction), never on one of their own."""

from __future__ import annotations

from alembic import context

connection = context.config.attributes["connection"]
context.configure(connection=connection, render_as_batch=connection.dialect.name == "sqlite")
context.run_migrations()
