"""No module reaches into another object's private members.

A name with one leading underscore (``_apply``, ``_tasks``) is the promise that only
its own class or module uses it, so it can change without a look anywhere else. The
server once broke that promise thirty times over (the clock, the computer and the
other-process listener called the room manager's ``_apply``, ``_broadcast``,
``_after_change``...), and following one move meant reading nine files. This test
walks the source with :mod:`ast` and fails on every ``x._name`` (one leading
underscore, not a dunder) whose ``x`` is not ``self``, ``cls`` or ``super()``, nor a
class the same module defines (``Klass._helper`` next to ``class Klass``: the class's
own module).

Scoped to the packages listed in :data:`CHECKED` (the server, for now): the core, the
environments and the agents still share ``HandState``'s private fields while they are
reworked; add a package here once it is clean.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "src" / "ginrummy"

CHECKED = ("server",)
"""The subpackages of ``ginrummy`` held to the rule."""

ALLOWED_NAMES = frozenset(
    {
        # A named tuple's public methods, underscored so they cannot clash with a field.
        "_asdict",
        "_replace",
        "_fields",
        "_make",
    }
)

ALLOWED: frozenset[tuple[str, str]] = frozenset()
"""(module path relative to ``src/ginrummy``, ``x._name`` as written) pairs that may stay,
each with a comment saying why. Empty: nothing in the checked packages needs one."""


def _owner_is_self(node: ast.expr, own_classes: set[str]) -> bool:
    if isinstance(node, ast.Name):
        return node.id in {"self", "cls"} or node.id in own_classes
    return (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "super"
    )


def private_uses(path: Path) -> Iterator[tuple[int, str]]:
    """Each ``x._name`` in ``path`` where ``x`` is another object: (line, source)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    own_classes = {node.name for node in tree.body if isinstance(node, ast.ClassDef)}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        name = node.attr
        if not name.startswith("_") or name.startswith("__") or name in ALLOWED_NAMES:
            continue
        if _owner_is_self(node.value, own_classes):
            continue
        yield node.lineno, ast.unparse(node)


def violations(packages: tuple[str, ...]) -> list[str]:
    found = []
    for package in packages:
        for path in sorted((PACKAGE / package).rglob("*.py")):
            module = path.relative_to(PACKAGE).as_posix()
            for line, text in private_uses(path):
                if (module, text) not in ALLOWED:
                    found.append(f"{module}:{line}: {text}")
    return found


def test_no_module_uses_another_objects_private_members() -> None:
    found = violations(CHECKED)
    assert not found, "private members used from outside their object:\n" + "\n".join(found)


def test_the_check_sees_a_private_call(tmp_path: Path) -> None:
    source = tmp_path / "sample.py"
    source.write_text(
        "class A:\n"
        "    def f(self, other):\n"
        "        self._mine()\n"
        "        super()._base()\n"
        "        other._theirs()\n"
        "        return other.__class__, other._replace(x=1), A._helper\n"
    )
    assert [text for _, text in private_uses(source)] == ["other._theirs"]
