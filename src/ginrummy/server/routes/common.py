"""What the HTTP routes share: the typed error an answer carries, the check of a
browser's id, and how a page of the web front end is served."""

from __future__ import annotations

import re
from pathlib import Path

from fastapi.responses import HTMLResponse, Response

from .languages import current_language, localized_page

CLIENT_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
"""A browser's id (``client_id``), as every route that takes one checks it."""


class ApiError(Exception):
    """An HTTP error with a typed code: answered ``{"code", "message"}`` and any
    ``details`` beside them (a cooling-off's ``minutes_left``, say)."""

    def __init__(self, status: int, code: str, message: str, **details: object) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.details = details


NOT_FOUND_PAGE = "notfound.html"
"""The page of an address with nothing behind it (served with status 404)."""

API_PREFIXES = ("/api/", "/static/", "/ws/")
"""Paths whose 404 stays a plain answer for programs (JSON, or a missing file), not a page."""


def not_found_page(static_dir: Path) -> Response:
    """The front end's "There is nothing here" page, with status 404."""
    path = static_dir / NOT_FOUND_PAGE
    if not path.is_file():
        return HTMLResponse(
            '<h1>There is nothing here.</h1><p><a href="/">Go to the start page</a></p>',
            status_code=404,
        )
    return _page_response(path, 404)


def _page_response(path: Path, status_code: int) -> Response:
    """A page file in the request's language (``Vary``: the answer depends on the
    cookie and ``Accept-Language``, so no cache may hand one reader's to another)."""
    lang = current_language.get()
    return HTMLResponse(
        localized_page(path, lang),
        status_code=status_code,
        headers={"Content-Language": lang, "Vary": "Cookie, Accept-Language"},
    )


def wants_page(path: str) -> bool:
    """Whether a 404 at ``path`` is answered with the page (a person's address)."""
    return not path.startswith(API_PREFIXES)


def static_page(static_dir: Path, name: str, *, status_code: int = 200) -> Response:
    """The page ``name`` of the front end (with ``status_code``: a page that says what is
    missing is sent with 404), or a 404 saying the front end is missing."""
    path = static_dir / name
    if not path.is_file():
        return HTMLResponse("<h1>The web front end is not installed.</h1>", status_code=404)
    return _page_response(path, status_code)
