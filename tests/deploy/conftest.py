"""What an operator installs and runs: the wheel and sdist, and the server behind real nginx.

Every test here carries the ``deploy`` marker, so ``pytest -m "not deploy"`` leaves
the folder out (the README names the fast run made before each commit).
"""

from __future__ import annotations

from pathlib import Path

import pytest

_HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if _HERE in item.path.parents:
            item.add_marker(pytest.mark.deploy)
