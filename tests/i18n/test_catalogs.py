"""Every catalog against English: the same messages, the same placeholders, every one
formatting without errors in every language (plural selectors at 0, 1, 2, 5 and 21),
and nothing left in English that is not a deliberate loan.

Why: a message missing in one language silently falls back to English, and a
placeholder a translator misspelled prints nothing; both are caught here, not by a
player."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast, parse, serialize
from fluent.syntax.visitor import Visitor

from ginrummy.i18n import DEFAULT, LOCALES, SUPPORTED

OTHERS = [lang for lang in SUPPORTED if lang != DEFAULT]
NUMBERS = (0, 1, 2, 5, 21)
STRINGS = {
    "suit": "hearts",
    "who": "you",
    "winner": "other",
    "outcome": "knock",
}
"""Sample values for the placeholders that select on a word, not a number; every other
placeholder gets each of :data:`NUMBERS` (a number where a name is expected formats)."""


class _Refs(Visitor):
    """The variables and the messages one message refers to."""

    def __init__(self) -> None:
        self.variables: set[str] = set()
        self.messages: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.messages.add(node.id.name)


def messages(lang: str) -> dict[str, ast.Message]:
    """Every message of ``lang``'s catalogs, by id (a duplicate id is a failure)."""
    found: dict[str, ast.Message] = {}
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        resource = parse(path.read_text(encoding="utf-8"))
        junk = [e for e in resource.body if isinstance(e, ast.Junk)]
        assert not junk, f"{path}: unparsable {junk[0].content!r}"
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                assert entry.id.name not in found, f"{path}: {entry.id.name} twice"
                found[entry.id.name] = entry
    return found


def variables(message: ast.Message, catalog: dict[str, ast.Message]) -> set[str]:
    """The variables a message uses, through the messages it refers to as well."""
    refs = _Refs()
    refs.visit(message)
    names = set(refs.variables)
    for other in refs.messages - {message.id.name}:
        if other in catalog:
            names |= variables(catalog[other], catalog)
    return names


ENGLISH = messages(DEFAULT)


def test_the_catalogs_are_the_areas_of_english() -> None:
    areas = {p.name for p in (LOCALES / DEFAULT).glob("*.ftl")}
    assert areas
    for lang in OTHERS:
        assert {p.name for p in (LOCALES / lang).glob("*.ftl")} == areas, lang
    assert {p.name for p in LOCALES.iterdir() if p.is_dir()} == set(SUPPORTED)


@pytest.mark.parametrize("lang", OTHERS)
def test_every_language_has_every_message_with_the_same_placeholders(lang: str) -> None:
    theirs = messages(lang)
    assert sorted(set(ENGLISH) - set(theirs)) == [], "missing"
    assert sorted(set(theirs) - set(ENGLISH)) == [], "not in English"
    for key, message in ENGLISH.items():
        assert variables(theirs[key], theirs) == variables(message, ENGLISH), key


def _text(message: ast.Message) -> str:
    """A message's words (value and attributes), without its comment."""
    bare = ast.Message(message.id, message.value, message.attributes)
    return str(serialize(ast.Resource([bare])))


def _loan(message: ast.Message) -> bool:
    return message.comment is not None and "loan" in message.comment.content.lower()


@pytest.mark.parametrize("lang", OTHERS)
def test_nothing_is_left_in_english_but_a_deliberate_loan(lang: str) -> None:
    theirs = messages(lang)
    same = [
        key
        for key, message in theirs.items()
        if _text(message) == _text(ENGLISH[key]) and not _loan(message)
    ]
    assert same == [], f"{lang}: still English (mark a loan with a '# loan: why' comment)"


@pytest.mark.parametrize("lang", SUPPORTED)
def test_every_message_formats_without_errors(lang: str) -> None:
    bundle = FluentBundle([lang], use_isolating=False)
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    catalog = messages(lang)
    for key, message in catalog.items():
        names = variables(message, catalog)
        for number in NUMBERS:
            args: dict[str, object] = {n: STRINGS.get(n, number) for n in names}
            if "rank" in args:
                args["rank"] = max(1, min(13, number))
            found = bundle.get_message(key)
            patterns = [found.value, *found.attributes.values()]
            for pattern in (p for p in patterns if p is not None):
                text, errors = bundle.format_pattern(pattern, args)
                assert errors == [], f"{lang} {key} {args}: {errors}"
                assert text.strip(), f"{lang} {key}: empty"


def test_every_language_has_a_glossary() -> None:
    for lang in SUPPORTED:
        glossary = LOCALES / lang / "GLOSSARY.md"
        assert glossary.is_file(), glossary
        text = glossary.read_text(encoding="utf-8").lower()
        for term in ("gin", "knock", "undercut", "deadwood", "lay-off", "big gin", "box"):
            assert term in text, (lang, term)


def test_the_catalogs_ship_in_the_package() -> None:
    assert Path(LOCALES).is_relative_to(Path(__import__("ginrummy").__file__).parent)
