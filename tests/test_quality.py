"""Lint and type checks run with the test suite, so one command checks everything.

The core is held to ``mypy --strict`` (configured in pyproject.toml) and to ruff.
"""

from __future__ import annotations

import ast
import importlib
import pickle
import shutil
import subprocess
import sys
from collections.abc import Iterator
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


CORE = ROOT / "src" / "ginrummy" / "core"
MOVED = ("actions", "cards", "errors", "hand", "match", "melds", "observation", "record")
MOVED += ("rules", "scoring", "table")
"""The core modules that lived in ``ginrummy/`` before ``core/``; their old paths stay."""
STDLIB_ONLY = (*sorted(CORE.glob("*.py")), CORE.parent / "__init__.py", CORE.parent / "paths.py")


def _imported(path: Path) -> Iterator[tuple[str, bool]]:
    """Each module a source file imports, made absolute, and whether for type checks only."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = path.relative_to(ROOT / "src").parent.parts
    typing_only = {
        id(node)
        for block in tree.body
        if isinstance(block, ast.If) and ast.unparse(block.test) == "TYPE_CHECKING"
        for node in ast.walk(block)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) + 1 - node.level] if node.level else ()
            names = [".".join([*base, node.module] if node.module else base)]
        else:
            continue
        for name in names:
            yield name, id(node) in typing_only


def test_core_imports_only_the_standard_library() -> None:
    """The engine is stdlib-only; agents, front ends and bridges sit above it, and the
    core imports nothing of theirs but types (under ``TYPE_CHECKING``)."""
    assert {path.stem for path in CORE.glob("*.py")} >= set(MOVED)
    stdlib = set(sys.stdlib_module_names)
    for path in STDLIB_ONLY:
        for module, typing_only in _imported(path):
            top = module.split(".")[0]
            if top != "ginrummy":
                assert top in stdlib, f"{path.name} imports {module}"
            elif path.parent == CORE and not typing_only:
                assert module.startswith("ginrummy.core"), f"core/{path.name} imports {module}"


def test_the_old_import_paths_are_the_core_modules() -> None:
    """``ginrummy.hand`` is ``ginrummy.core.hand`` (one module: patching and pickles agree)."""
    import ginrummy

    for name in MOVED:
        core = importlib.import_module(f"ginrummy.core.{name}")
        assert importlib.import_module(f"ginrummy.{name}") is core
        assert getattr(ginrummy, name) is core
    state = ginrummy.HandState.deal("standard", seed=1)
    observation = state.observation(1)
    assert pickle.loads(pickle.dumps(observation)) == observation
    assert pickle.loads(pickle.dumps(state)) == state
