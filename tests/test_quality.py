"""Lint and type checks run with the test suite, so one command checks everything.

The core is held to ``mypy --strict`` (configured in pyproject.toml) and to ruff.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _tool(name: str) -> str:
    candidate = Path(sys.executable).with_name(name)
    if candidate.exists():
        return str(candidate)
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed")
    return found


LINTED = ("src", "tests", "benchmarks", "examples")


def test_ruff_is_clean() -> None:
    result = subprocess.run(
        [_tool("ruff"), "check", *LINTED],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_is_applied() -> None:
    result = subprocess.run(
        [_tool("ruff"), "format", "--check", *LINTED],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_is_clean() -> None:
    result = subprocess.run([_tool("mypy")], cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


CORE_MODULES = (
    "__init__",
    "actions",
    "cards",
    "errors",
    "hand",
    "match",
    "melds",
    "observation",
    "paths",
    "record",
    "rules",
    "scoring",
    "table",
)


def test_core_imports_only_the_standard_library() -> None:
    """The engine is stdlib-only; front ends, agents and bridges sit above it."""
    stdlib = set(sys.stdlib_module_names)
    for name in CORE_MODULES:
        path = ROOT / "src" / "ginrummy" / f"{name}.py"
        for line in path.read_text(encoding="utf-8").splitlines():
            stripped = line.strip()
            if stripped.startswith(("import ", "from ")) and not stripped.startswith("from ."):
                module = stripped.split()[1].split(".")[0]
                assert module in stdlib or module == "ginrummy", f"{path.name} imports {module}"
