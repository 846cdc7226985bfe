"""The rules page (``/rules``): served for every preset, 404 for rules nobody knows, and
the sections other pages link to (the showdown, the table's tips) are all in it."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from ginrummy.core.rules import PRESETS
from ginrummy.server import create_app
from ginrummy.web import STATIC_DIR
from tests.helpers.server import RULES_ANCHORS as ANCHORS
from tests.helpers.server import settings_for, sqlite_url


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as c:
        yield c


def test_the_rules_page_is_served_for_every_preset(client: TestClient) -> None:
    default = client.get("/rules")
    assert default.status_code == 200
    assert default.headers["content-type"].startswith("text/html")
    assert '<script type="module" src="/static/rules.js">' in default.text
    presets = [p["name"] for p in client.get("/api/options").json()["presets"]]
    assert set(presets) == set(PRESETS)
    for name in presets:
        for spelling in (name, name.upper(), f" {name} "):
            response = client.get("/rules", params={"preset": spelling})
            assert response.status_code == 200, (spelling, response.text)
            assert response.text == default.text


@pytest.mark.parametrize("preset", ["calypso", "", "x" * 33])
def test_rules_nobody_knows_are_not_found(client: TestClient, preset: str) -> None:
    response = client.get("/rules", params={"preset": preset})
    assert response.status_code in (404, 422)
    assert "rules.js" not in response.text


def test_every_anchor_is_a_section_and_the_script_fills_each() -> None:
    page = (STATIC_DIR / "rules.html").read_text(encoding="utf-8")
    sections = re.findall(r'<section class="panel rule" id="([\w-]+)"', page)
    assert tuple(sections) == ANCHORS
    for anchor in ANCHORS:  # the table of contents links to each
        assert f'href="#{anchor}"' in page
    script = (STATIC_DIR / "rules-sections.js").read_text(encoding="utf-8")
    table = script[script.index("export const SECTIONS") :]
    filled = re.findall(r'^\s+"?([\w-]+)"?(?::\s*\w+)?,$', table, re.MULTILINE)
    assert tuple(filled) == ANCHORS
    # The table's tips point at these sections too.
    guide = (STATIC_DIR / "guide.js").read_text(encoding="utf-8")
    assert set(re.findall(r'anchor: "([\w-]+)"', guide)) <= set(ANCHORS)
