"""The terminal games: the full-screen game (Textual), the plain text game and the online table
(``ginrummy online``).

Every test here carries the ``terminal`` marker, so ``pytest -m "not terminal"`` leaves
the folder out (the README names the fast run made before each commit).
"""

from __future__ import annotations

from pathlib import Path

import pytest

_HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if _HERE in item.path.parents:
            item.add_marker(pytest.mark.terminal)
