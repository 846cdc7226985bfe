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

ROOT = Path(__file__).resolve().parents[2]


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
ENGINE = ("actions", "cards", "errors", "hand", "match", "melds", "observation", "record")
ENGINE += ("rules", "scoring", "table")
"""The engine's modules, each with one path: ``ginrummy.core.X`` (no alias at the top)."""
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
    assert {path.stem for path in CORE.glob("*.py")} >= set(ENGINE)
    stdlib = set(sys.stdlib_module_names)
    for path in STDLIB_ONLY:
        for module, typing_only in _imported(path):
            top = module.split(".")[0]
            if top != "ginrummy":
                assert top in stdlib, f"{path.name} imports {module}"
            elif path.parent == CORE and not typing_only:
                assert module.startswith("ginrummy.core"), f"core/{path.name} imports {module}"


def test_each_engine_module_has_one_path_and_pickles_through_it() -> None:
    """``ginrummy.core.hand`` is the only name of the hand's module: no alias module sits at
    the top of the package, and what the engine pickles names the core path."""
    import ginrummy

    for name in ENGINE:
        assert not (ROOT / "src" / "ginrummy" / f"{name}.py").exists(), name
        with pytest.raises(ModuleNotFoundError):
            importlib.import_module(f"ginrummy.{name}")
    state = ginrummy.HandState.deal("standard", seed=1)
    observation = state.observation(1)
    assert type(observation).__module__ == "ginrummy.core.observation"
    assert b"ginrummy.core" in pickle.dumps(observation)
    assert pickle.loads(pickle.dumps(observation)) == observation
    assert pickle.loads(pickle.dumps(state)) == state
