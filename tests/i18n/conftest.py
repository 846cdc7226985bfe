"""The player's language: the catalogs, negotiation, and the games speaking it.

Every test here carries the ``i18n`` marker, so ``pytest -m "not i18n"`` leaves the
folder out.
"""

from __future__ import annotations

from pathlib import Path

import pytest

_HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if _HERE in item.path.parents:
            item.add_marker(pytest.mark.i18n)
