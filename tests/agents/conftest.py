"""The computer players (``ginrummy.agents``): every level, the master's search, the
determinization, the oracle, the arena and its Ray backend.

Every test here carries the ``agents`` marker, so ``pytest -m "not agents"`` leaves
the folder out (the README names the fast run made before each commit).
"""

from __future__ import annotations

from pathlib import Path

import pytest

_HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if _HERE in item.path.parents:
            item.add_marker(pytest.mark.agents)
