"""No module reaches into another object's private members.

A name with one leading underscore (``_apply``, ``_tasks``) is the promise that only
its own class or module uses it, so it can change without a look anywhere else. The
server once broke that promise thirty times over (the clock, the computer and the
other-process listener called the room manager's ``_apply``, ``_broadcast``,
``_after_change``...), and following one move meant reading nine files. This test
walks the source with :mod:`ast` and fails on every ``x._name`` (one leading
underscore, not a dunder) whose ``x`` is not ``self``, ``cls`` or ``super()``, nor a
class the same module defines (``Klass._helper`` next to ``class Klass``: the class's
own module), nor a member of a class the same module defines (``other._cells`` in the
module of the class that has ``_cells``: the name's owner reads it).

Every package of ``ginrummy`` is held to it. One class spans modules on purpose: the
engine's ``HandState`` is built in layers, a module each (``core/state``, ``legality``,
``moves``, ``hand``; docs/architecture.md), and ``observation``, ``playout`` and
``record`` read its fields on the hot paths. Its private members are the core's own:
any module of ``core/`` may use them, and no module outside ``core/`` may (there the
state answers through public accessors: ``turn_state``, ``seat_view``, ``rebuilt``,
``from_playout``).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "src" / "ginrummy"

CHECKED = tuple(
    sorted(p.name for p in PACKAGE.iterdir() if p.is_dir() and (p / "__init__.py").exists())
)
"""Every subpackage of ``ginrummy`` (the top-level modules are checked too)."""

CORE_SHARED = ("core/state.py", "core/legality.py", "core/moves.py", "core/hand.py")
"""The modules of ``HandState`` and its layers (``_StateBase``, ``_Legality``, ``_Moves``):
their private members are shared by all of core."""

ALLOWED_NAMES = frozenset(
    {
        # A named tuple's public methods, underscored so they cannot clash with a field.
        "_asdict",
        "_replace",
        "_fields",
        "_make",
    }
)

ALLOWED_BY_MODULE: dict[str, frozenset[str]] = {
    # PettingZoo's AECEnv contract: an environment and its wrappers keep these attributes
    # themselves (the library's own wrappers read them so), underscored by the library.
    "env/gin_rummy_v0.py": frozenset(
        {
            "_cumulative_rewards",
            "_accumulate_rewards",
            "_deads_step_first",
            "_was_dead_step",
            "_has_reset",
            "_has_updated",
        }
    ),
    # random.Random._randbelow: randrange(n)'s own draw without its argument checks, so
    # the stream is the same; one a move, in the random games the benchmarks time.
    "agents/random_agent.py": frozenset({"_randbelow"}),
    # Textual's DOMNode._bindings: a screen's footer reads its descriptions there and
    # Textual has no public way to word an instance's bindings (App.bind is the app's
    # alone); speak_bindings replaces each list, never changes the class's shared one.
    "tui/widgets.py": frozenset({"_bindings"}),
}
"""Private names of other libraries a module may use, each with a comment saying why."""

ALLOWED_EVERYWHERE = frozenset(
    {
        # The standard library's type of add_subparsers()'s result: no public name.
        "argparse._SubParsersAction",
    }
)


def _owner_is_self(node: ast.expr, own_classes: set[str]) -> bool:
    if isinstance(node, ast.Name):
        return node.id in {"self", "cls"} or node.id in own_classes
    return (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "super"
    )


def class_members(tree: ast.Module) -> set[str]:
    """The names the classes of a module define: methods, class attributes, ``__slots__``
    entries and attributes set on ``self``."""
    names: set[str] = set()
    for cls in (node for node in ast.walk(tree) if isinstance(node, ast.ClassDef)):
        for node in ast.walk(cls):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node is not cls:
                names.add(node.name)
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                if isinstance(node.value, ast.Name) and node.value.id == "self":
                    names.add(node.attr)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                names.add(node.target.id)
        for node in cls.body:
            if isinstance(node, ast.Assign) and any(
                isinstance(target, ast.Name) and target.id == "__slots__" for target in node.targets
            ):
                names |= {
                    elt.value
                    for elt in ast.walk(node.value)
                    if isinstance(elt, ast.Constant) and isinstance(elt.value, str)
                }
    return names


def _parse(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def private_uses(path: Path, shared: frozenset[str] = frozenset()) -> Iterator[tuple[int, str]]:
    """Each ``x._name`` in ``path`` where ``x`` is another object and ``_name`` is no
    member of a class of this module (nor in ``shared``): (line, source)."""
    tree = _parse(path)
    own_classes = {node.name for node in tree.body if isinstance(node, ast.ClassDef)}
    own_members = class_members(tree) | shared
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        name = node.attr
        if not name.startswith("_") or name.startswith("__") or name in ALLOWED_NAMES:
            continue
        if _owner_is_self(node.value, own_classes) or name in own_members:
            continue
        yield node.lineno, ast.unparse(node)


def violations(packages: tuple[str, ...]) -> list[str]:
    core_shared = frozenset().union(*(class_members(_parse(PACKAGE / m)) for m in CORE_SHARED))
    paths = sorted(PACKAGE.glob("*.py"))
    for package in packages:
        paths += sorted((PACKAGE / package).rglob("*.py"))
    found = []
    for path in paths:
        module = path.relative_to(PACKAGE).as_posix()
        shared = core_shared if module.startswith("core/") else frozenset()
        allowed = ALLOWED_BY_MODULE.get(module, frozenset())
        for line, text in private_uses(path, shared):
            if text in ALLOWED_EVERYWHERE or text.rpartition(".")[2] in allowed:
                continue
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


def test_the_states_privates_are_the_cores_alone(tmp_path: Path) -> None:
    """A ``HandState`` field read outside ``core/`` is caught; inside, it is shared."""
    source = tmp_path / "reader.py"
    source.write_text("def phase(state):\n    return state._phase\n")
    assert [text for _, text in private_uses(source)] == ["state._phase"]
    shared = frozenset().union(*(class_members(_parse(PACKAGE / m)) for m in CORE_SHARED))
    assert "_phase" in shared
    assert list(private_uses(source, shared)) == []
