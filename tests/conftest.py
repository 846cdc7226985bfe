"""What every test folder shares: services that CI requires, and fresh databases.

Each folder (``core``, ``agents``, ``env``, ``review``, ``server``, ``browser``,
``terminal``, ``commands``, ``deploy``, ``quality``) mirrors a layer of the package and has
a conftest of its own; the helpers the tests import live in ``tests/helpers/``
(``from tests.helpers.server import ...``).
"""

from __future__ import annotations

import os
from collections.abc import Generator, Iterator
from pathlib import Path

import pytest

from tests.helpers.examples import register_profiles

# Hypothesis: the full example counts where CI is set (`.ci/run` exports CI=true), a
# quarter of them before a commit (tests/helpers/examples.py, CONTRIBUTING.md).
HYPOTHESIS_PROFILE = register_profiles()


def pytest_report_header() -> str:
    return f"hypothesis profile: {HYPOTHESIS_PROFILE}"


# Tests that need Chromium, a PostgreSQL server or nginx skip where those are missing; in
# CI (`.ci/run` sets GINRUMMY_REQUIRE_SERVICES) such a skip is a failure, so a broken
# service can never pass as "skipped".
_SERVICE_WORDS = ("chromium", "playwright", "postgres", "nginx")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, None]:
    outcome = yield
    report = outcome.get_result()
    if not report.skipped or not os.environ.get("GINRUMMY_REQUIRE_SERVICES"):
        return
    reason = str(report.longrepr).lower()
    if any(word in reason for word in _SERVICE_WORDS):
        report.outcome = "failed"
        report.longrepr = f"required service missing in CI: {report.longrepr}"


# ----------------------------------------------------------------------------- databases
@pytest.fixture(params=["sqlite", "postgresql"])
def fresh_database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty database of each kind (SQLite: a new file; PostgreSQL: a new database on
    the server of GINRUMMY_TEST_POSTGRES_URL, dropped afterwards)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'fresh.sqlite3'}"
        return
    yield from _fresh_postgres()


@pytest.fixture
def fresh_postgres() -> Iterator[str]:
    """An empty PostgreSQL database (see :func:`fresh_database`)."""
    yield from _fresh_postgres()


def _fresh_postgres() -> Iterator[str]:
    from tests.helpers.server import fresh_postgres_database

    base = os.environ.get("GINRUMMY_TEST_POSTGRES_URL")
    if not base:
        pytest.skip("GINRUMMY_TEST_POSTGRES_URL is not set (postgres)")
    url, drop = fresh_postgres_database(base)
    try:
        yield url
    finally:
        drop()
