"""The research environments (``ginrummy.env``), the OpenSpiel bridge and the dataset of
decisions.

Every test here carries the ``env`` marker, so ``pytest -m "not env"`` leaves
the folder out (the README names the fast run made before each commit).
"""

from __future__ import annotations

from pathlib import Path

import pytest

_HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if _HERE in item.path.parents:
            item.add_marker(pytest.mark.env)
