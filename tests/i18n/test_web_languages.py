"""The server's half of the browser's languages (issue 38): which language a request
gets, how a page's words are put in it, the pseudo-locale, and ``/l10n/<lang>.ftl``.

Why here and not only in Chromium: these are pure functions over text, and every
language rule (a cookie outranks the browser's wish, ``?lang=`` outranks both, the
pseudo-locale only where the server allows it) is cheaper and clearer tested one by one."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from hypothesis import given
from hypothesis import strategies as st

from ginrummy.i18n import (
    PSEUDO,
    SUPPORTED,
    accept_language,
    catalog_text,
    pseudo_catalog,
    pseudo_text,
    translator,
)
from ginrummy.server.rooms.chat import QUICK_PHRASES
from ginrummy.server.routes.languages import localize_html, request_language


def test_accept_language_orders_by_quality_then_position() -> None:
    assert accept_language("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5") == [
        "fr-CH",
        "fr",
        "en",
        "de",
    ]
    assert accept_language("de;q=0.5, it") == ["it", "de"]
    assert accept_language("es;q=0, pt-BR") == ["pt-BR"]
    assert accept_language("en;q=abc, ar") == ["ar"]
    assert accept_language("") == []


@pytest.mark.parametrize(
    ("query", "cookie", "accept", "expected"),
    [
        ("", "", "", "en"),
        ("", "", "de-AT,de;q=0.9", "de"),
        ("", "", "pt-PT", "pt-BR"),
        ("", "", "ja, fr;q=0.5", "fr"),
        ("", "ginrummy_lang=ar", "de", "ar"),
        ("lang=it", "ginrummy_lang=ar", "de", "it"),
        ("lang=xx", "ginrummy_lang=es", "de", "es"),
        ("lang=en", "ginrummy_lang=es", "de", "en"),
        ("", "other=1; ginrummy_lang=pt-BR", "", "pt-BR"),
        ("", "ginrummy_lang=\x00broken", "fr", "fr"),
        ("lang=en-XA", "", "", "en"),
    ],
)
def test_the_language_of_a_request(query: str, cookie: str, accept: str, expected: str) -> None:
    assert request_language(query, cookie, accept) == expected


def test_the_pseudo_locale_only_where_the_server_allows_it() -> None:
    assert request_language("lang=en-XA", "", "fr") == "en"  # an English, then
    assert request_language("lang=en-XA", "", "fr", pseudo=True) == PSEUDO
    assert request_language("", "ginrummy_lang=en-XA", "", pseudo=True) == PSEUDO


PAGE = """<!doctype html>
<html lang="en">
<head><title data-l10n-id="nav-lobby">Lobby</title>
<meta name="x" data-l10n-id="nav-online" content="keep"></head>
<body>
<nav class="site-nav" aria-label="Online play" data-l10n-id="nav-online">
  <a href="/lobby" data-l10n-id="nav-lobby">Lobby</a>
  <a href="/" data-l10n-id="nav-play"><span>Play</span></a>
</nav>
<p data-l10n-id="no-such-id">Stays</p>
</body></html>"""


def test_a_page_in_french() -> None:
    out = localize_html(PAGE, translator("fr"))
    assert '<html lang="fr" dir="ltr">' in out
    assert '<title data-l10n-id="nav-lobby">Salon</title>' in out
    assert 'aria-label="Jeu en ligne" data-l10n-id="nav-online">' in out
    assert 'data-l10n-id="nav-lobby">Salon</a>' in out
    # an element with child elements keeps its content; an unknown id keeps its words
    assert '<a href="/" data-l10n-id="nav-play"><span>Play</span></a>' in out
    assert '<p data-l10n-id="no-such-id">Stays</p>' in out
    # a void element gets only attributes (meta has no text)
    assert (
        '<meta name="x" data-l10n-id="nav-online" content="keep" aria-label="Jeu en ligne">' in out
    )


def test_a_page_in_arabic_is_right_to_left_and_english_unchanged() -> None:
    assert '<html lang="ar" dir="rtl">' in localize_html(PAGE, translator("ar"))
    english = localize_html(PAGE, translator("en"))
    assert english == PAGE.replace('<html lang="en">', '<html lang="en" dir="ltr">').replace(
        'content="keep">', 'content="keep" aria-label="Online play">'
    )


def test_words_are_escaped_into_the_page() -> None:
    page = '<p data-l10n-id="x" data-l10n-args="{&quot;n&quot;: 2}">old</p>'

    class Words:
        lang = "en"

        def attributes(self, key: str) -> tuple[str, ...]:
            return ("title",)

        def attribute(self, key: str, name: str, **args: object) -> str:
            return f'a "quoted" <{args["n"]}>'

        def has_value(self, key: str) -> bool:
            return True

        def t(self, key: str, **args: object) -> str:
            return f"<b>{args['n']}</b> & co"

    out = localize_html(page, Words())  # type: ignore[arg-type]
    assert out == (
        '<p data-l10n-id="x" data-l10n-args="{&quot;n&quot;: 2}" '
        'title="a &quot;quoted&quot; &lt;2&gt;">&lt;b&gt;2&lt;/b&gt; &amp; co</p>'
    )


@given(st.text(max_size=60))
def test_the_pseudo_text_keeps_no_ascii_letter_and_is_longer(text: str) -> None:
    out = pseudo_text(text)
    assert not re.search(r"[A-Za-z]", out)
    letters = sum(c.isascii() and c.isalpha() for c in text)
    assert len(out) >= len(text) + sum(c in "aeiouyAEIOUY" for c in text)
    assert letters >= 0
    if re.search(r"[A-Za-z]", text):
        assert len(out) >= 1.4 * len(text)
        padding = (len(out) - len(out.rstrip("~"))) - (len(text) - len(text.rstrip("~")))
        out = out[: len(out) - padding]
    assert [c for c in out if not c.isalpha()] == [c for c in text if not c.isalpha()]


def test_the_pseudo_catalog_keeps_ids_placeholders_and_selectors() -> None:
    english = FluentParser().parse(catalog_text("en"))
    pseudo = FluentParser().parse(pseudo_catalog(catalog_text("en")))
    ids = [e.id.name for e in english.body if isinstance(e, ast.Message)]
    assert ids == [e.id.name for e in pseudo.body if isinstance(e, ast.Message)]
    assert not [e for e in pseudo.body if isinstance(e, ast.Junk)]
    words = translator(PSEUDO)
    assert words.t("card-name", rank=7, suit="hearts").replace("~", "") == "şḗḗṽḗḗƞ ǿǿƒ ħḗḗȧȧřŧş"
    total_en = sum(len(translator("en").t(i)) for i in ids[:50])
    total_xa = sum(len(words.t(i)) for i in ids[:50])
    assert total_xa >= 1.35 * total_en  # the placeholders' values are not lengthened


def test_the_browser_catalog_route() -> None:
    from fastapi.testclient import TestClient

    from ginrummy.server.app import create_app
    from ginrummy.server.settings import Settings

    app = create_app(Settings(database_url="sqlite://", think_workers=0))
    with TestClient(app) as client:
        for lang in SUPPORTED:
            answer = client.get(f"/l10n/{lang}.ftl")
            assert answer.status_code == 200, lang
            assert answer.headers["content-language"] == lang
            assert "nav-lobby" in answer.text
            again = client.get(
                f"/l10n/{lang}.ftl", headers={"If-None-Match": answer.headers["etag"]}
            )
            assert again.status_code == 304
        assert client.get("/l10n/en-XA.ftl").status_code == 404  # not allowed here
        assert client.get("/l10n/xx.ftl").status_code == 404
        page = client.get("/lobby", headers={"Accept-Language": "de-DE,de;q=0.9"})
        assert page.headers["content-language"] == "de"
        assert "Cookie" in page.headers["vary"]
        assert '<html lang="de" dir="ltr">' in page.text
        missing = client.get("/no/such/page", headers={"Cookie": "ginrummy_lang=ar"})
        assert missing.status_code == 404
        assert '<html lang="ar" dir="rtl">' in missing.text


def test_the_browser_menu_lists_every_language_by_its_own_name() -> None:
    """``l10n.js``'s ``LANGUAGES`` and ``i18n.LANGUAGE_NAMES`` say the same, in order."""
    from ginrummy.i18n import LANGUAGE_NAMES
    from ginrummy.server.settings import STATIC_DIR

    script = (STATIC_DIR / "l10n.js").read_text(encoding="utf-8")
    block = script[script.index("export const LANGUAGES") :].split("]);")[0]
    listed = re.findall(r'\["([^"]+)", "([^"]+)"\]', block)
    assert listed == list(LANGUAGE_NAMES.items())
    assert tuple(LANGUAGE_NAMES) == SUPPORTED


def test_the_browser_accents_intl_text_with_the_catalog_letters() -> None:
    """l10n.js accents what Intl formats (dates, numbers) in the pseudo-locale with its
    own copy of the letter map (the browser has no Python): the two maps must stay one."""
    from ginrummy.i18n import _ACCENTED
    from ginrummy.web import STATIC_DIR

    script = (STATIC_DIR / "l10n.js").read_text(encoding="utf-8")
    accented = re.search(r'^const ACCENTED = "([^"]+)";', script, re.M)
    plain = re.search(r'^const PLAIN = "([^"]+)";', script, re.M)
    assert accented and plain
    assert dict(zip(plain.group(1), accented.group(1), strict=True)) == _ACCENTED


def test_every_quick_phrase_has_its_words_in_every_language() -> None:
    """The chat's one-tap phrases (``QUICK_PHRASES``, sent by GET /api/options) are shown
    and sent in the page's language: chat.js maps each to a catalog message, and every
    language has it."""
    script = (Path(__file__).parents[2] / "src/ginrummy/web/static/chat.js").read_text()
    mapped = dict(re.findall(r'^\s*"?([A-Za-z ]+?)"?: "(table-phrase-[a-z-]+)",$', script, re.M))
    assert set(mapped) == set(QUICK_PHRASES)
    for lang in SUPPORTED:
        catalog = catalog_text(lang, ["web-table"])
        for key in mapped.values():
            assert re.search(rf"^{key} = \S", catalog, re.M), (lang, key)
