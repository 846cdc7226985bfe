"""The player's language: Project Fluent catalogs, loaded once per language.

Every front end says the game in the player's language from one set of catalogs,
``ginrummy/locales/<lang>/<area>.ftl``. Fluent was chosen over gettext because the
browser (``@fluent/bundle``) reads the very same ``.ftl`` files the terminal reads here,
its plurals are CLDR categories (Babel here, ``Intl.PluralRules`` there) rather than
gettext's per-language formulas, and its placeholders are named, so a translator may
reorder a sentence without a change to the code (see docs/languages.md).

The terminal games ask :func:`translator` for a :class:`Translator` and call
:meth:`Translator.t` with a message id and named arguments::

    >>> translator("fr").t("card-name", rank=7, suit="hearts")
    'sept de cœur'
    >>> translator("en").t("card-name", rank=7, suit="hearts")
    'seven of hearts'
    >>> negotiate(["pt_BR.UTF-8"]), negotiate(["de-AT"]), negotiate(["xx"])
    ('pt-BR', 'de', 'en')
"""

from __future__ import annotations

import functools
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.visitor import Transformer

SUPPORTED: tuple[str, ...] = ("en", "es", "fr", "de", "it", "pt-BR", "ar")
"""The languages with a full catalog, English first (the fallback)."""

DEFAULT = "en"
"""The language of the code's own strings, and what every missing message falls back to."""

RIGHT_TO_LEFT = frozenset({"ar"})
"""Languages written right to left (the browser sets ``dir="rtl"`` for them)."""

LOCALES = Path(__file__).parent / "locales"
"""Where the catalogs live: ``LOCALES/<lang>/<area>.ftl`` (shipped in the wheel)."""

PSEUDO = "en-XA"
"""The pseudo-locale (the tag Android and Chromium use for it): English with every
letter accented and every vowel doubled, about 40% longer. Never offered to players;
tests run pages in it to find words left out of the catalogs (they stay plain ASCII)
and text that does not fit once translated (German and French run 30-40% longer)."""

LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "es": "Español",
    "fr": "Français",
    "de": "Deutsch",
    "it": "Italiano",
    "pt-BR": "Português (Brasil)",
    "ar": "العربية",
}
"""Each language by its own name, as a language menu lists them (a reader of Arabic
looks for "العربية", not for "Arabic")."""

_ACCENTED = dict(
    zip(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
        "ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ",
        strict=True,
    )
)
_VOWELS = frozenset("aeiouyAEIOUY")


def pseudo_text(text: str) -> str:
    """``text`` in the pseudo-locale: each ASCII letter accented, each vowel doubled, and
    a text with letters padded with ``~`` to 40% longer than it was."""
    out = "".join(_ACCENTED[c] * (2 if c in _VOWELS else 1) if c in _ACCENTED else c for c in text)
    if any(c in _ACCENTED for c in text):
        out += "~" * max(0, -(-len(text) * 14 // 10) - len(out))
    return out


class _Pseudo(Transformer):
    """Rewrites the text of every pattern (values, attributes, variants), never a
    placeholder, a selector or an id."""

    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        node.value = pseudo_text(node.value)
        return node


def pseudo_catalog(source: str) -> str:
    """An English ``.ftl`` turned into the pseudo-locale's (see :data:`PSEUDO`)."""
    resource = FluentParser(with_spans=False).parse(source)
    return str(FluentSerializer().serialize(_Pseudo().visit(resource)))


def catalog_paths(lang: str, areas: Sequence[str] | None = None) -> list[Path]:
    """The ``.ftl`` files of ``lang`` (English's for the pseudo-locale), every area or
    only ``areas`` (names without ``.ftl``; an area may end in ``*``: ``web-*``)."""
    folder = LOCALES / (DEFAULT if lang == PSEUDO else lang)
    paths = sorted(folder.glob("*.ftl"))
    if areas is None:
        return paths
    return [p for p in paths if any(p.match(f"{area}.ftl") for area in areas)]


def catalog_text(lang: str, areas: Sequence[str] | None = None) -> str:
    """The catalogs of ``lang`` as one ``.ftl`` text (what the browser is sent)."""
    text = "\n".join(p.read_text(encoding="utf-8") for p in catalog_paths(lang, areas))
    return pseudo_catalog(text) if lang == PSEUDO else text


def _bundle(lang: str) -> FluentBundle:
    """Every ``.ftl`` of one language in one bundle. Isolating marks (U+2068/U+2069 around
    each placeholder) are left out: a terminal shows them as stray characters, and the
    plain game strips bidirectional controls from what it prints anyway."""
    bundle = FluentBundle([DEFAULT if lang == PSEUDO else lang], use_isolating=False)
    bundle.add_resource(FluentResource(catalog_text(lang)))
    return bundle


def _arg(value: object) -> Any:
    """A Fluent argument. Integers are numbers (so a plural selector gets its CLDR
    category and the digits follow the locale) but without grouping separators: scores
    and counts in gin are small, the terminal aligns them in columns, and English must
    print exactly what it printed before there were catalogs (``1000``, not ``1,000``)."""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int):
        return fluent_number(value, useGrouping=False)
    return value


class Translator:
    """One language's messages, with English behind it for any message it lacks.

    Made once per language by :func:`translator` (parsing the catalogs is the costly
    part); :meth:`t` is then a lookup and a format."""

    def __init__(self, lang: str) -> None:
        if lang not in SUPPORTED and lang != PSEUDO:
            raise ValueError(f"unsupported language {lang!r} (supported: {', '.join(SUPPORTED)})")
        self.lang = lang
        self._bundles = [_bundle(lang)] + ([] if lang == DEFAULT else [_bundle(DEFAULT)])

    @property
    def rtl(self) -> bool:
        """Whether this language is written right to left."""
        return self.lang in RIGHT_TO_LEFT

    def attribute(self, key: str, name: str, **args: object) -> str | None:
        """Attribute ``name`` of message ``key`` (``.aria-label``, ``.title``), formatted;
        from English when this language lacks the message; None when none has it."""
        fluent_args: dict[str, Any] = {k: _arg(v) for k, v in args.items()}
        for bundle in self._bundles:
            if bundle.has_message(key):
                pattern = bundle.get_message(key).attributes.get(name)
                if pattern is None:
                    return None
                text, _errors = bundle.format_pattern(pattern, fluent_args)
                return str(text)
        return None

    def attributes(self, key: str) -> tuple[str, ...]:
        """The names of the attributes message ``key`` has (in the first catalog with it)."""
        for bundle in self._bundles:
            if bundle.has_message(key):
                return tuple(bundle.get_message(key).attributes)
        return ()

    def has_value(self, key: str) -> bool:
        """Whether message ``key`` has a text of its own (not only attributes)."""
        for bundle in self._bundles:
            if bundle.has_message(key):
                return bundle.get_message(key).value is not None
        return False

    def has(self, key: str) -> bool:
        """Whether this language's own catalog (not the fallback) has ``key``."""
        return self._bundles[0].has_message(key)

    def rules_name(self, name: str) -> str:
        """A rules preset's name as the terminal prints it: English keeps the preset's
        own name (``standard``, ``oklahoma``: what ``--rules`` takes), another language
        its label from ``presets.ftl`` (the start page's words); a custom name as it is."""
        key = f"presets-label-{name}"
        if self.lang == DEFAULT or not self.has(key):
            return name
        label = self.t(key)
        # "Standard" in French or German is the name itself: kept lower case in a sentence.
        return name if label.casefold() == name.casefold() else label

    def t(self, key: str, **args: object) -> str:
        """Message ``key`` formatted with ``args``; from English when this language lacks
        it; the key itself when no catalog has it (a visible slip, never a crash)."""
        fluent_args: dict[str, Any] = {k: _arg(v) for k, v in args.items()}
        for bundle in self._bundles:
            if bundle.has_message(key):
                message = bundle.get_message(key)
                if message.value is None:  # pragma: no cover - attributes-only message
                    continue
                text, _errors = bundle.format_pattern(message.value, fluent_args)
                return str(text)
        return key


@functools.cache
def translator(lang: str = DEFAULT) -> Translator:
    """The :class:`Translator` of ``lang`` (one of :data:`SUPPORTED`), made once."""
    return Translator(lang)


def _normalize(tag: str) -> tuple[str, str]:
    """``fr_FR.UTF-8@euro`` -> ``("fr", "FR")``: a POSIX locale or a BCP 47 tag, split
    into language and region, lower and upper case."""
    tag = tag.split(".")[0].split("@")[0].replace("_", "-")
    parts = [p for p in tag.split("-") if p]
    if not parts:
        return "", ""
    region = next((p for p in parts[1:] if len(p) == 2 and p.isalpha()), "")
    return parts[0].lower(), region.upper()


def negotiate(requested: Sequence[str]) -> str:
    """The first supported language among ``requested`` (most wanted first): an exact
    language and region (``pt_BR`` -> ``pt-BR``), else the language alone (``fr_CA`` ->
    ``fr``; ``pt`` and ``pt_PT`` -> ``pt-BR``, the one Portuguese we have), else English.
    ``C`` and ``POSIX`` are the POSIX names of "no language": English."""
    by_language: dict[str, str] = {}
    for lang in SUPPORTED:
        by_language.setdefault(_normalize(lang)[0], lang)
    for tag in requested:
        language, region = _normalize(tag)
        if language in ("c", "posix"):
            return DEFAULT
        for lang in SUPPORTED:
            if _normalize(lang) == (language, region):
                return lang
        if language in by_language:
            return by_language[language]
    return DEFAULT


def accept_language(header: str) -> list[str]:
    """The tags of an HTTP ``Accept-Language`` header, most wanted first (by ``q``, then
    by order; ``q=0`` and ``*`` dropped): ``"fr-CH, fr;q=0.9, en;q=0.8"`` ->
    ``["fr-CH", "fr", "en"]``."""
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate(header.split(",")[:32]):
        tag, _, params = part.strip().partition(";")
        tag = tag.strip()
        quality = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name.strip() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if tag and tag != "*" and quality > 0:
            ranked.append((-quality, index, tag))
    return [tag for _q, _i, tag in sorted(ranked)]


def from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the POSIX locale variables ask for. ``LC_ALL`` overrides everything,
    then ``LC_MESSAGES``, then ``LANG``; GNU's ``LANGUAGE`` (a colon-separated list of
    preferences) is read before them unless the locale is ``C``/``POSIX``, as gettext
    does. Nothing set, or ``C``, is English."""
    env = os.environ if environ is None else environ
    locale = next((env[k] for k in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(k)), "")
    if _normalize(locale)[0] in ("", "c", "posix"):
        return DEFAULT
    preferences = [p for p in env.get("LANGUAGE", "").split(":") if p]
    return negotiate([*preferences, locale])


__all__ = [
    "DEFAULT",
    "LANGUAGE_NAMES",
    "LOCALES",
    "PSEUDO",
    "RIGHT_TO_LEFT",
    "SUPPORTED",
    "Translator",
    "accept_language",
    "catalog_paths",
    "catalog_text",
    "from_environment",
    "negotiate",
    "pseudo_catalog",
    "pseudo_text",
    "translator",
]
