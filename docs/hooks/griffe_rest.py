"""A Griffe extension for the documentation site (mkdocs.yml loads it for mkdocstrings).

The project's docstrings are written for Python's help() and doctest, in a reST flavour:
``>>>`` examples, ``::`` literal blocks and Sphinx roles such as :func:`best_arrangement`.
Markdown would read ``>>>`` lines as nested block quotes and the roles as stray text, so
before rendering this extension, for objects of the ginrummy package only:

- puts each run of doctest lines (from a ``>>>`` line to the next blank line) in a
  fenced ``pycon`` block;
- turns a paragraph's closing ``::`` into ``:`` (the indented block after it is already
  code in Markdown);
- turns reST simple tables (columns framed by ``=====`` lines) into Markdown tables;
- writes Sphinx roles (:mod:, :class:, :func:, :meth:, :attr:, :data:, :exc:) as code
  spans, with ``~`` meaning "show the last part of the name", as Sphinx does.

The source files are never changed; only the text handed to the renderer.
"""

from __future__ import annotations

import re
import textwrap
from typing import Any

import griffe

_BORDER = re.compile(r"^\s*=+(?: +=+)+\s*$")
_ROLE = re.compile(r":(?:py:)?(?:mod|class|func|meth|attr|data|exc|obj|const):`(~?)([^`]+)`")


def _role(match: re.Match[str]) -> str:
    name = match.group(2)
    if match.group(1):
        name = name.rsplit(".", 1)[-1]
    return f"`{name}`"


def _columns(border: str) -> list[tuple[int, int | None]]:
    """Where each column of a simple table starts and ends, read off its border line."""
    spans = [(m.start(), m.end()) for m in re.finditer(r"=+", border)]
    return [(start, None if i == len(spans) - 1 else end) for i, (start, end) in enumerate(spans)]


def _cells(line: str, columns: list[tuple[int, int | None]]) -> str:
    cells = [line[start:end].strip().replace("|", "\\|") for start, end in columns]
    return "| " + " | ".join(_ROLE.sub(_role, cell) for cell in cells) + " |"


def _simple_table(lines: list[str]) -> list[str]:
    """A reST simple table (its lines, borders included) as a Markdown table."""
    columns = _columns(lines[0])
    borders = [i for i, line in enumerate(lines) if _BORDER.match(line)]
    body = [line for line in lines if not _BORDER.match(line) and line.strip()]
    if len(borders) >= 3:  # a header row between the first two borders
        header, rows = body[0], body[1:]
        out = [_cells(header, columns)]
    else:
        rows = body
        out = ["| " + " | ".join(" " for _ in columns) + " |"]
    out.append("|" + "|".join("---" for _ in columns) + "|")
    out.extend(_cells(row, columns) for row in rows)
    return out


def to_markdown(text: str) -> str:
    """The docstring ``text`` with its doctests fenced, ``::`` blocks and roles made Markdown."""
    lines = text.splitlines()
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.lstrip().startswith(">>>"):
            block = []
            while i < len(lines) and lines[i].strip():
                block.append(lines[i])
                i += 1
            if out and out[-1].strip():
                out.append("")
            if out and out[-2:-1] and out[-2].rstrip().endswith("::"):
                out[-2] = out[-2].rstrip()[:-1]
            out.extend(["```pycon", *textwrap.dedent("\n".join(block)).splitlines(), "```"])
            continue
        if _BORDER.match(line):
            end = i + 1
            borders = 1
            while end < len(lines) and lines[end].strip():
                borders += bool(_BORDER.match(lines[end]))
                end += 1
            if borders >= 2 and _BORDER.match(lines[end - 1]):
                if out and out[-1].strip():
                    out.append("")
                out.extend(_simple_table(textwrap.dedent("\n".join(lines[i:end])).splitlines()))
                i = end
                continue
        if line.rstrip().endswith("::") and not line.strip().startswith(":"):
            nxt = next((x for x in lines[i + 1 :] if x.strip()), "")
            indent = len(line) - len(line.lstrip())
            if nxt and not nxt.lstrip().startswith(">>>") and len(nxt) - len(nxt.lstrip()) > indent:
                line = line.rstrip()[:-1]
        out.append(_ROLE.sub(_role, line))
        i += 1
    return "\n".join(out)


class ReSTForMarkdown(griffe.Extension):
    """Rewrites ginrummy's docstrings as described in the module docstring."""

    def _fix(self, obj: griffe.Object) -> None:
        if obj.docstring is not None and obj.path.split(".", 1)[0] == "ginrummy":
            obj.docstring.value = to_markdown(obj.docstring.value)

    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        self._fix(obj)
