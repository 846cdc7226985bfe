"""What the HTTP routes of :mod:`.app` and :mod:`.online_api` share: the typed error an
answer carries, and how a page of the web front end is served."""

from __future__ import annotations

from pathlib import Path

from fastapi.responses import FileResponse, HTMLResponse, Response


class ApiError(Exception):
    """An HTTP error with a typed code: answered ``{"code", "message"}``."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message


def static_page(static_dir: Path, name: str) -> Response:
    """The page ``name`` of the front end, or a 404 saying the front end is missing."""
    path = static_dir / name
    if not path.is_file():
        return HTMLResponse("<h1>The web front end is not installed.</h1>", status_code=404)
    return FileResponse(path, media_type="text/html")
