"""The web server (``ginrummy.server``): rooms and their moves, storage on SQLite and
PostgreSQL, many processes, meeting people online, the wire format.

Every test here carries the ``server`` marker, so ``pytest -m "not server"`` leaves
the folder out (the README names the fast run made before each commit).
"""

from __future__ import annotations

from pathlib import Path

import pytest

_HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if _HERE in item.path.parents:
            item.add_marker(pytest.mark.server)
