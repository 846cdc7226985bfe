"""The engine (``ginrummy.core``): cards, melds, rules, a hand and its views, scoring, games,
records, the table and fair deals. Standard library only, and fast: the core of the pre-
commit run.

Every test here carries the ``core`` marker, so ``pytest -m "not core"`` leaves
the folder out (the README names the fast run made before each commit).
"""

from __future__ import annotations

from pathlib import Path

import pytest

_HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if _HERE in item.path.parents:
            item.add_marker(pytest.mark.core)
