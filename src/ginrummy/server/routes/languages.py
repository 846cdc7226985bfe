"""The page's language: chosen per request, written into every page, sent to the browser.

Why on the server: a page arrives already in the reader's language, with ``lang`` and
``dir`` set on ``<html>`` (a right-to-left page must be laid out right to left from its
first paint, and a screen reader picks its voice from ``lang``), so nothing flashes in
English first. The page's static words carry ``data-l10n-id`` (and
``data-l10n-attrs``-free Fluent attributes such as ``.aria-label``), translated here
from the same catalogs the terminal reads; the words the scripts write are formatted in
the browser by ``l10n.js`` (``@fluent/bundle``) from ``/l10n/<lang>.ftl``.

The language of a request, first found wins: ``?lang=`` in the address (a shared link
in a language), the ``ginrummy_lang`` cookie (the language menu writes it, per browser),
then ``Accept-Language``. Everything unknown is English.

The player's own language (``players.language``, chosen in the menu by a known player
and kept with the identity) is not read here: a page is asked for without the player's
identity (only the scripts send ``X-Player``; the ``ginrummy_device`` cookie is a
public id that grants nothing). It reaches a browser as the cookie instead: the answer
that carries the identity to another device sets it (:func:`remember_language`), and a
page that learns the player's language with no choice of this browser's keeps it
(``player.js``), so from then on every page arrives in it.
"""

from __future__ import annotations

import contextvars
import functools
import hashlib
import html
import json
import re
from http.cookies import SimpleCookie
from pathlib import Path
from urllib.parse import parse_qs

from fastapi import FastAPI, Request
from fastapi.responses import Response
from starlette.types import ASGIApp, Receive, Scope, Send

from ...i18n import (
    DEFAULT,
    PSEUDO,
    RIGHT_TO_LEFT,
    SUPPORTED,
    Translator,
    accept_language,
    catalog_text,
    negotiate,
    translator,
)

COOKIE = "ginrummy_lang"
"""The cookie the language menu sets (one year, the whole site)."""
COOKIE_MAX_AGE = 365 * 24 * 3600

BROWSER_AREAS = ("common", "play", "hint", "web-*")
"""The catalog areas the browser is sent: cards and suits, the moves, events, refusals
and showdowns (``play``, shared with the terminal), the computer's reasons in a hint
(``hint``, also the terminal's), and the pages' own (``web-*``)."""

current_language: contextvars.ContextVar[str] = contextvars.ContextVar(
    "current_language", default=DEFAULT
)
"""The language of the request being answered (set by :class:`PageLanguage`)."""


def request_language(query: str, cookie_header: str, accept: str, *, pseudo: bool = False) -> str:
    """The language of one request from its query string, ``Cookie`` and
    ``Accept-Language`` headers (see the module docstring). The pseudo-locale is taken
    only from the address or the cookie, and only where the server allows it."""
    wanted: list[str] = []
    asked = parse_qs(query).get("lang", [])
    if asked:
        wanted.append(asked[0][:35])
    if cookie_header:
        cookies: SimpleCookie = SimpleCookie()
        try:
            cookies.load(cookie_header)
        except Exception:  # a broken cookie header is no language at all
            cookies = SimpleCookie()
        if COOKIE in cookies:
            wanted.append(cookies[COOKIE].value[:35])
    for tag in wanted:
        if tag == PSEUDO and pseudo:
            return PSEUDO
        if tag in SUPPORTED:
            return tag
        chosen = negotiate([tag])
        if chosen != DEFAULT or tag.lower().startswith("en"):
            return chosen
    return negotiate(accept_language(accept)) if accept else DEFAULT


def remember_language(response: Response, lang: str) -> None:
    """Have this browser's next pages in ``lang``: the cookie the language menu sets (the
    same name, path, lifetime and ``SameSite``; readable by the page's scripts, which
    show it as chosen)."""
    response.set_cookie(
        COOKIE, lang, max_age=COOKIE_MAX_AGE, path="/", samesite="lax", httponly=False
    )


class PageLanguage:
    """ASGI middleware: sets :data:`current_language` for each HTTP request."""

    def __init__(self, app: ASGIApp, *, pseudo: bool = False) -> None:
        self.app = app
        self.pseudo = pseudo

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {
            name.decode("latin-1").lower(): value.decode("latin-1")
            for name, value in scope.get("headers", ())
        }
        lang = request_language(
            scope.get("query_string", b"").decode("latin-1"),
            headers.get("cookie", ""),
            headers.get("accept-language", ""),
            pseudo=self.pseudo,
        )
        token = current_language.set(lang)
        try:
            await self.app(scope, receive, send)
        finally:
            current_language.reset(token)


_START_TAG = re.compile(
    r"<(?P<tag>[a-zA-Z][a-zA-Z0-9-]*)(?P<attrs>\s[^<>]*?\bdata-l10n-id=\"(?P<id>[^\"]+)\"[^<>]*)>"
)
_HTML_TAG = re.compile(r"<html\b[^>]*>", re.IGNORECASE)
_ARGS = re.compile(r"\sdata-l10n-args=\"(?P<args>[^\"]*)\"")
VOID = frozenset({"meta", "input", "img", "br", "hr", "link", "area", "source"})


def _set_attribute(attrs: str, name: str, value: str) -> str:
    """``attrs`` (a start tag's text after its name) with ``name="value"``."""
    quoted = html.escape(value, quote=True)
    pattern = re.compile(rf"(\s{re.escape(name)}=)\"[^\"]*\"")
    if pattern.search(attrs):
        return pattern.sub(lambda m: f'{m.group(1)}"{quoted}"', attrs, count=1)
    return f'{attrs} {name}="{quoted}"'


def localize_html(page: str, words: Translator) -> str:
    """``page`` in ``words``' language: ``<html lang dir>``, and each element with a
    ``data-l10n-id`` given its message's text (an element whose content is text only;
    one with child elements keeps its content, and a test keeps the pages free of them)
    and its message's attributes (``.aria-label = ...`` sets ``aria-label``)."""
    direction = "rtl" if words.lang in RIGHT_TO_LEFT else "ltr"
    page = _HTML_TAG.sub(f'<html lang="{words.lang}" dir="{direction}">', page, count=1)
    out: list[str] = []
    position = 0
    for match in _START_TAG.finditer(page):
        if match.start() < position:
            continue
        key, tag, attrs = match["id"], match["tag"].lower(), match["attrs"]
        args = _args(attrs)
        for name in words.attributes(key):
            value = words.attribute(key, name, **args)
            if value is not None:
                attrs = _set_attribute(attrs, name, value)
        out.append(page[position : match.start()])
        out.append(f"<{match['tag']}{attrs}>")
        position = match.end()
        if tag in VOID or not words.has_value(key):
            continue
        close = page.find("<", position)
        if close >= 0 and page.startswith(f"</{match['tag']}", close):
            out.append(html.escape(words.t(key, **args), quote=False))
            position = close
    out.append(page[position:])
    return "".join(out)


def _args(attrs: str) -> dict[str, object]:
    """The ``data-l10n-args`` of a start tag (a JSON object), or none."""
    found = _ARGS.search(attrs)
    if not found:
        return {}
    try:
        value = json.loads(html.unescape(found["args"]))
    except ValueError:
        return {}
    return {str(k): v for k, v in value.items()} if isinstance(value, dict) else {}


@functools.lru_cache(maxsize=256)
def _localized_file(path: Path, mtime_ns: int, lang: str) -> bytes:
    """One page file in one language (cached until the file changes)."""
    return localize_html(path.read_text(encoding="utf-8"), translator(lang)).encode()


def localized_page(path: Path, lang: str | None = None) -> bytes:
    """The page at ``path`` in ``lang`` (the request's language by default)."""
    return _localized_file(path, path.stat().st_mtime_ns, lang or current_language.get())


@functools.lru_cache(maxsize=16)
def browser_catalog(lang: str) -> tuple[bytes, str]:
    """The ``.ftl`` text the browser is sent for ``lang``, and its ETag."""
    body = catalog_text(lang, BROWSER_AREAS).encode()
    return body, '"' + hashlib.sha256(body).hexdigest()[:20] + '"'


def add_language_routes(app: FastAPI, *, pseudo: bool = False) -> None:
    """``GET /l10n/<lang>.ftl``: the browser's catalogs of one language (revalidated by
    ETag, so a new release's words arrive at once and an unchanged one costs a 304)."""
    allowed = set(SUPPORTED) | ({PSEUDO} if pseudo else set())

    @app.get("/l10n/{lang}.ftl", include_in_schema=False)
    async def catalog(lang: str, request: Request) -> Response:
        if lang not in allowed:
            return Response("unknown language\n", status_code=404, media_type="text/plain")
        body, etag = browser_catalog(lang)
        headers = {"ETag": etag, "Cache-Control": "no-cache", "Content-Language": lang}
        if request.headers.get("if-none-match") == etag:
            return Response(status_code=304, headers=headers)
        return Response(body, media_type="text/plain; charset=utf-8", headers=headers)


__all__ = [
    "BROWSER_AREAS",
    "COOKIE",
    "PageLanguage",
    "add_language_routes",
    "browser_catalog",
    "current_language",
    "localize_html",
    "localized_page",
    "remember_language",
    "request_language",
]
