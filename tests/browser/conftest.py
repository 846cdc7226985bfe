"""The browser game, driven in Debian's Chromium by Playwright against a real server on
127.0.0.1.

Every test here carries the ``browser`` marker, so ``pytest -m "not browser"`` leaves
the folder out (the README names the fast run made before each commit).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.browser import launched_chromium

_HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if _HERE in item.path.parents:
            item.add_marker(pytest.mark.browser)
            # A module's tests share its server and Chromium (module fixtures): under
            # `pytest -n --dist loadgroup` they run on one worker, one server per module.
            item.add_marker(pytest.mark.xdist_group(f"browser-{item.path.stem}"))


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Chromium for one module's tests (each module has its own, as its own server)."""
    with launched_chromium() as chromium:
        yield chromium
