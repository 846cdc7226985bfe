"""``/metrics`` answers only a scraper holding the token (docs/deploy.md): without a
token configured it is 404 like any unknown path, without the right bearer token 401.
``ginrummy serve`` takes the token from ``--metrics-token-file`` or
``GINRUMMY_METRICS_TOKEN`` and refuses an empty or short one."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from ginrummy.commands.common import CliError
from ginrummy.commands.serve import metrics_token
from ginrummy.server import create_app
from ginrummy.server.routes.operations import bearer_matches
from tests.helpers.server import settings_for, sqlite_url

TOKEN = "scraper-token-0123456789"


def test_no_token_configured_hides_the_metrics(tmp_path: Path) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        unknown = client.get("/no-such-path")
        for headers in ({}, {"Authorization": f"Bearer {TOKEN}"}):
            answer = client.get("/metrics", headers=headers)
            assert answer.status_code == 404
            assert answer.text == unknown.text  # nothing tells it apart from no route


def test_only_the_bearer_token_reads_the_metrics(tmp_path: Path) -> None:
    settings = settings_for(sqlite_url(tmp_path), metrics_token=TOKEN)
    with TestClient(create_app(settings)) as client:
        for headers in (
            {},
            {"Authorization": "Bearer wrong-token-0123456789"},
            {"Authorization": f"Basic {TOKEN}"},
            {"Authorization": f"Bearer {TOKEN}x"},
        ):
            answer = client.get("/metrics", headers=headers)
            assert answer.status_code == 401, headers
            assert answer.headers["www-authenticate"].startswith("Bearer")
            assert "ginrummy_" not in answer.text
        answer = client.get("/metrics", headers={"Authorization": f"Bearer {TOKEN}"})
        assert answer.status_code == 200
        assert "ginrummy_sockets" in answer.text


def test_bearer_header_parsing() -> None:
    assert bearer_matches(f"Bearer {TOKEN}", TOKEN)
    assert bearer_matches(f"bearer  {TOKEN} ", TOKEN)
    assert not bearer_matches(None, TOKEN)
    assert not bearer_matches("", TOKEN)
    assert not bearer_matches(TOKEN, TOKEN)


def _args(path: Path | None = None) -> argparse.Namespace:
    return argparse.Namespace(metrics_token_file=None if path is None else str(path))


def test_serve_reads_the_token_from_a_file_or_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("GINRUMMY_METRICS_TOKEN", raising=False)
    assert metrics_token(_args()) is None
    monkeypatch.setenv("GINRUMMY_METRICS_TOKEN", f" {TOKEN}\n")
    assert metrics_token(_args()) == TOKEN
    kept = tmp_path / "metrics.token"
    kept.write_text("file-token-abcdefghijklmnop\n")
    assert metrics_token(_args(kept)) == "file-token-abcdefghijklmnop"  # the file wins
    for bad in ("", "short", "two words in the token here"):
        kept.write_text(bad + "\n")
        with pytest.raises(CliError, match="metrics token"):
            metrics_token(_args(kept))
    with pytest.raises(CliError, match="cannot read"):
        metrics_token(_args(tmp_path / "missing"))
    monkeypatch.setenv("GINRUMMY_METRICS_TOKEN", "")
    with pytest.raises(CliError, match="GINRUMMY_METRICS_TOKEN"):
        metrics_token(_args())
