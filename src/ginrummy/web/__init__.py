"""Static files of the browser game: the start, invite and table pages, styles and scripts.

The pages are plain HTML, CSS and ES modules (no build step, nothing fetched from
elsewhere), so the server can hand them out as they are, offline. ``STATIC_DIR`` is the
folder that holds them; the server mounts it (see ``docs/web.md``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

STATIC_DIR: Final[Path] = Path(__file__).resolve().parent / "static"
"""The folder of ``index.html``, ``room.html``, ``join.html``, ``app.css`` and the scripts."""

__all__ = ["STATIC_DIR"]
