"""pytest, for the whole repository: files the doctest collector must not import.

``src/ginrummy/cards.py`` and the other old paths of the modules now in
``src/ginrummy/core/`` put the core module in their place in ``sys.modules``, so both
paths name one module. Collecting a shim for doctests would find that module's file to
be another than the shim's, which pytest refuses; the doctests run once, from ``core/``.

The Alembic environment (``server/migrations/env.py``) runs migrations when imported, so
only Alembic itself may import it.
"""

from pathlib import Path

_SRC = Path(__file__).parent / "src" / "ginrummy"

collect_ignore = [
    str(_SRC / module.name)
    for module in sorted((_SRC / "core").glob("*.py"))
    if module.stem != "__init__"
] + [str(_SRC / "server" / "migrations" / "env.py")]
