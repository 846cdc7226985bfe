"""The package's layers, and no import cycles: every module's imports, read with :mod:`ast`.

Why: a cycle makes a module's names depend on which of the two was imported first (a
half-initialised module, or a lazy import kept only to dodge it), and an import that
points up a layer ties the engine or a bot to a front end it should know nothing of. So
the whole of ``src/ginrummy`` is read, its module import graph built, and the test fails
on any cycle and on any import of a layer above the importer.

The layers, bottom to top, placed by what each imports today. A module may import its
own layer and the layers below it, never one above:

====  ==========  ===========================  ==========================================
rank  layer       packages and modules         what it imports of ginrummy today
====  ==========  ===========================  ==========================================
0     engine      core, ginrummy (its names),  nothing but itself (the standard library
                  paths, extras, web, i18n     only: ``test_quality`` holds the core to it;
                                               i18n reads the catalogs with Fluent)
1     players     agents, env                  the engine, and each other
2     uses        review, arena, dataset       the agents (the dataset: the envs too)
3     bridges     bridges (OpenSpiel)          the arena, the agents, the envs
4     words       words                        the review
5     front ends  tui, netplay, server         words and below, never one another
6     launchers   commands, cli, __main__      anything: ``commands`` starts each front end
====  ==========  ===========================  ==========================================

- ``agents`` and ``env`` share a layer: the trained policy reads the envs' encoding of
  an observation, and an env's opponent is an agent.
- ``web`` is the browser's static files; the server serves them.
- ``i18n`` and ``locales`` are the player's language (Fluent catalogs), below every
  layer that speaks: words and every front end take their sentences through it.
- The front ends stand apart: the server imports no ``tui``, ``netplay`` or
  ``commands``, and ``words`` none of them.
- ``commands`` may import any front end, on purpose: it starts each one, importing it
  when its command runs, so that Textual or the server's packages load only for theirs.

How the imports are read:

- every ``import`` and ``from ... import`` counts, at module level or inside a function
  or a class: a lazy import runs too, so it is no way around a cycle or a layer (it is
  still the way to keep an extra or a heavy import off the start-up path);
- imports under ``if TYPE_CHECKING:`` are skipped (they never run); its ``else:`` counts;
- relative imports are resolved against the importing file's package;
- ``from pkg import name`` is an import of the module ``pkg.name`` when there is one,
  else of ``pkg`` (so ``from . import __version__`` imports ``ginrummy`` itself);
- the parent packages that Python runs first are not counted: otherwise every package
  whose ``__init__`` gathers its modules' names would be a cycle with each of them;
- ``importlib.import_module`` is not seen: the package uses it only for other projects'
  modules (ray, pyspiel, OpenSpiel's algorithms).
"""

from __future__ import annotations

import ast
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "src"
PACKAGE = "ginrummy"

LAYERS: tuple[tuple[str, frozenset[str]], ...] = (
    ("engine", frozenset({"core", PACKAGE, "paths", "extras", "web", "i18n", "locales"})),
    ("players", frozenset({"agents", "env"})),
    ("uses", frozenset({"review", "arena", "dataset"})),
    ("bridges", frozenset({"bridges"})),
    ("words", frozenset({"words"})),
    ("front ends", frozenset({"tui", "netplay", "server"})),
    ("launchers", frozenset({"commands", "cli", "__main__"})),
)
"""Bottom to top: the docstring's table, by the name just below ``ginrummy``."""
APART = frozenset({"front ends"})
"""Layers whose parts may not import one another (each front end stands alone)."""


@dataclass(frozen=True)
class Import:
    """One import of one module of the package by another: where it is written."""

    source: str
    target: str
    path: Path
    line: int
    statement: str

    def __str__(self) -> str:
        where = self.path.relative_to(ROOT) if self.path.is_relative_to(ROOT) else self.path
        return f"{where}:{self.line}: {self.statement}"


def modules(src: Path, package: str = PACKAGE) -> dict[str, Path]:
    """Each module of ``package`` under ``src`` by dotted name (a package by its own)."""
    found: dict[str, Path] = {}
    for path in sorted((src / package).rglob("*.py")):
        parts = path.relative_to(src).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def _runtime_imports(tree: ast.Module) -> Iterator[ast.Import | ast.ImportFrom]:
    """The imports that run: all of them, less those under ``if TYPE_CHECKING:``."""
    typing_only = {
        id(node)
        for block in ast.walk(tree)
        if isinstance(block, ast.If)
        and ast.unparse(block.test) in {"TYPE_CHECKING", "typing.TYPE_CHECKING"}
        for statement in block.body
        for node in ast.walk(statement)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom) and id(node) not in typing_only:
            yield node


def graph(src: Path, package: str = PACKAGE) -> dict[str, list[Import]]:
    """Each module's imports of other modules of ``package`` (other projects left out)."""
    known = modules(src, package)
    edges: dict[str, list[Import]] = {name: [] for name in known}
    for source, path in known.items():
        here = path.relative_to(src).parent.parts
        for node in _runtime_imports(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                base = here[: len(here) + 1 - node.level] if node.level else ()
                module = ".".join([*base, node.module] if node.module else base)
                names = [
                    f"{module}.{alias.name}" if f"{module}.{alias.name}" in known else module
                    for alias in node.names
                ]
            for name in names:
                while name and name not in known:  # ginrummy.x.Name -> ginrummy.x
                    name = name.rpartition(".")[0]
                if name and name != source:
                    edge = Import(source, name, path, node.lineno, ast.unparse(node))
                    edges[source].append(edge)
    return edges


def _strong_components(edges: dict[str, list[Import]]) -> list[list[str]]:
    """The groups of modules that import one another, round (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for edge in edges[module]:
            if edge.target not in index:
                visit(edge.target)
                low[module] = min(low[module], low[edge.target])
            elif edge.target in on_stack:
                low[module] = min(low[module], index[edge.target])
        if low[module] == index[module]:
            group: list[str] = []
            while not group or group[-1] != module:
                group.append(stack.pop())
                on_stack.discard(group[-1])
            if len(group) > 1:
                groups.append(sorted(group))

    for module in sorted(edges):
        if module not in index:
            visit(module)
    return sorted(groups)


def cycles(edges: dict[str, list[Import]]) -> list[list[Import]]:
    """Cycles as chains of imports: in each group of modules that import one another, the
    shortest way round from each member (the same cycle once), so every member shows."""
    chains: list[list[Import]] = []
    seen: set[tuple[str, ...]] = set()
    for group in _strong_components(edges):
        members = set(group)
        for start in group:
            came: dict[str, Import] = {}
            queue = deque([start])
            while queue and start not in came:
                module = queue.popleft()
                for edge in edges[module]:
                    if edge.target in members and edge.target not in came:
                        came[edge.target] = edge
                        queue.append(edge.target)
            chain = [came[start]]
            while chain[-1].source != start:
                chain.append(came[chain[-1].source])
            chain.reverse()
            turn = chain.index(min(chain, key=lambda edge: edge.source))
            chain = chain[turn:] + chain[:turn]  # from its first module by name
            ring = tuple(edge.source for edge in chain)
            if ring not in seen:
                seen.add(ring)
                chains.append(chain)
    return chains


def _describe(chain: list[Import]) -> str:
    names = " -> ".join([*(edge.source for edge in chain), chain[0].source])
    return "\n".join([f"cycle: {names}", *(f"    {edge}" for edge in chain)])


def _part(module: str) -> str:
    """The name just below ``ginrummy`` (``tui`` for ``ginrummy.tui.app``)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def _layer(module: str) -> tuple[int, str]:
    part = _part(module)
    for rank, (name, parts) in enumerate(LAYERS):
        if part in parts:
            return rank, name
    raise LookupError(f"{module} is in no layer: place {part!r} in LAYERS")


def breaches(edges: dict[str, list[Import]]) -> list[str]:
    """Each import of a layer above the importer's, and of one front end by another."""
    found: list[str] = []
    for module in sorted(edges):
        rank, layer = _layer(module)
        for edge in edges[module]:
            their_rank, their_layer = _layer(edge.target)
            if their_rank > rank:
                found.append(f"{edge}\n    {layer} imports {their_layer} ({edge.target})")
            elif their_rank == rank and layer in APART and _part(module) != _part(edge.target):
                found.append(
                    f"{edge}\n    {_part(module)} imports another of the {layer}, "
                    f"{_part(edge.target)} ({edge.target})"
                )
    return found


def test_the_reader_counts_lazy_and_relative_imports_and_skips_type_checking_ones(
    tmp_path: Path,
) -> None:
    """The graph is only as good as its reading of the source: checked on a small package."""
    files = {
        "pkg/__init__.py": "from .a import A\n",
        "pkg/a.py": (
            "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n    from .sub import c\nelse:\n    from . import b\nA = 1\n"
        ),
        "pkg/b.py": "def f():\n    from .a import A\n\nclass K:\n    import pkg.sub.c\n",
        "pkg/sub/__init__.py": "",
        "pkg/sub/c.py": "import os\nfrom .. import a\nfrom ..a import A\nfrom . import nothing\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    edges = graph(tmp_path, "pkg")
    assert {name: [edge.target for edge in edges[name]] for name in edges} == {
        "pkg": ["pkg.a"],
        "pkg.a": ["pkg.b"],  # the else branch runs; TYPE_CHECKING's does not
        "pkg.b": ["pkg.a", "pkg.sub.c"],  # inside a function and a class
        "pkg.sub": [],
        "pkg.sub.c": ["pkg.a", "pkg.a", "pkg.sub"],  # a parent, a module, a name
    }
    assert [_describe(chain).splitlines()[0] for chain in cycles(edges)] == [
        "cycle: pkg.a -> pkg.b -> pkg.a",
        "cycle: pkg.a -> pkg.b -> pkg.sub.c -> pkg.a",
    ]
    assert "pkg/b.py:2: from .a import A" in _describe(cycles(edges)[0])


def test_every_module_has_a_layer() -> None:
    """A new package or top module must be placed in the table before it is used."""
    for module in modules(SRC):
        _layer(module)


def test_the_package_has_no_import_cycles() -> None:
    chains = cycles(graph(SRC))
    if chains:
        pytest.fail("\n".join(map(_describe, chains)), pytrace=False)


def test_no_layer_imports_a_layer_above_it_and_no_front_end_another() -> None:
    found = breaches(graph(SRC))
    if found:
        pytest.fail("\n".join(found), pytrace=False)


def test_a_breach_names_the_file_the_import_and_the_layers() -> None:
    """An upward import and one front end's import of another are found, and said so that
    the line to change is plain; a launcher's import of a front end is allowed."""

    def imports(source: str, target: str, statement: str) -> Import:
        path = SRC / Path(*source.split(".")).with_suffix(".py")
        return Import(source, target, path, 7, statement)

    edges = {
        "ginrummy.core.hand": [imports("ginrummy.core.hand", "ginrummy.words.play", "import x")],
        "ginrummy.server.app": [
            imports("ginrummy.server.app", "ginrummy.tui.app", "from ..tui.app import App")
        ],
        "ginrummy.commands.play": [imports("ginrummy.commands.play", "ginrummy.tui", "import y")],
        "ginrummy.words.play": [],
        "ginrummy.tui.app": [],
        "ginrummy.tui": [],
    }
    assert breaches(edges) == [
        "src/ginrummy/core/hand.py:7: import x\n    engine imports words (ginrummy.words.play)",
        "src/ginrummy/server/app.py:7: from ..tui.app import App\n"
        "    server imports another of the front ends, tui (ginrummy.tui.app)",
    ]
