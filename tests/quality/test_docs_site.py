"""The documentation site (mkdocs.yml: MkDocs, Material, mkdocstrings) builds in strict
mode, so a broken link, a missing page or a docstring the API reference cannot render
fails here and in CI.

Needs the ``docs`` extra (also in ``dev``). Without MkDocs the test skips, except where
``GINRUMMY_REQUIRE_SERVICES`` is set (CI), where a missing MkDocs is a failure.

mkdocs.yml reports links it cannot resolve at INFO level rather than as warnings,
because a few pages link to files outside docs/ (``../deploy/nginx.conf``) in a way that
works on GitHub. This test reads those reports and fails unless each names a file that
exists outside docs/, so a link that is really broken still fails.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

# The site is built once, by one pytest worker (pytest -n): one build, not one per worker.
pytestmark = pytest.mark.xdist_group("docs-site")

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
NEEDED = ("mkdocs", "material", "mkdocstrings", "mkdocstrings_handlers.python")
TUTORIALS = ("play", "host", "train", "arena")
NOT_FOUND = re.compile(
    r"Doc file '(?P<page>[^']+)' contains a link '(?P<link>[^']+)', "
    r"but the target is not found among documentation files"
)


def _missing() -> list[str]:
    """The modules of the docs extra that cannot be imported."""
    missing = []
    for name in NEEDED:
        parent = name.rpartition(".")[0]
        if (parent and importlib.util.find_spec(parent) is None) or (
            importlib.util.find_spec(name) is None
        ):
            missing.append(name)
    return missing


def _require_mkdocs() -> None:
    """Skip without MkDocs and its plugins; in CI (GINRUMMY_REQUIRE_SERVICES) fail."""
    missing = _missing()
    if not missing:
        return
    message = f"the docs extra is not installed ({', '.join(missing)} missing)"
    if os.environ.get("GINRUMMY_REQUIRE_SERVICES"):
        pytest.fail(f"required in CI: {message}; pip install -e '.[dev]'")
    pytest.importorskip("mkdocs")
    pytest.skip(message)


@pytest.fixture(scope="module")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """The site built once for this module, and the build's output."""
    _require_mkdocs()
    site = tmp_path_factory.mktemp("docs") / "site"
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, f"mkdocs build --strict failed:\n{output}"
    return site, output


def test_builds_in_strict_mode_without_warnings(built_site: tuple[Path, str]) -> None:
    _, output = built_site
    warnings = [line for line in output.splitlines() if line.startswith(("WARNING", "ERROR"))]
    assert not warnings, "\n".join(warnings)


def test_links_outside_docs_name_real_files(built_site: tuple[Path, str]) -> None:
    _, output = built_site
    for match in NOT_FOUND.finditer(output):
        target = (DOCS / match["page"]).parent / match["link"].split("#", 1)[0]
        target = target.resolve()
        assert not target.is_relative_to(DOCS), f"broken link in docs/{match['page']}: {match[0]}"
        assert target.is_relative_to(ROOT) and target.is_file(), f"broken link: {match[0]}"


def test_pages_are_built(built_site: tuple[Path, str]) -> None:
    site, _ = built_site
    assert (site / "index.html").is_file()
    for name in TUTORIALS:
        page = site / "tutorials" / name / "index.html"
        assert page.is_file(), page
    for name in ("architecture", "env", "dataset", "deploy", "rules"):
        assert (site / name / "index.html").is_file(), name
    assert not (site / "hooks").exists(), "the build's Griffe extension was published"


def test_api_reference_is_rendered_from_docstrings(built_site: tuple[Path, str]) -> None:
    site, _ = built_site
    melds = (site / "reference" / "melds" / "index.html").read_text(encoding="utf-8")
    assert 'id="ginrummy.core.melds.best_arrangement"' in melds
    # the docstring's own words, and its doctest fenced as code rather than quoted
    assert "deadwood" in melds
    assert "<blockquote>" not in melds
    env_page = (site / "reference" / "env" / "index.html").read_text(encoding="utf-8")
    for name in ("ginrummy.env.gin_rummy_v0", "ginrummy.env.gym_env", "ginrummy.env.vector"):
        assert f'id="{name}"' in env_page, name
