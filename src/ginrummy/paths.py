"""Where ginrummy keeps a user's files: one answer for every front end.

The terminal game's saves and finished game records and the web server's default
SQLite file live in the same per-user folder, so a person finds everything in one place:
``$XDG_DATA_HOME/ginrummy`` (else ``~/.local/share/ginrummy``) on Unix, ``%APPDATA%``'s
``ginrummy`` on Windows.
"""

from __future__ import annotations

import os
from pathlib import Path


def user_data_dir() -> Path:
    """The per-user data folder (it is not created here)."""
    if os.name == "nt":  # pragma: no cover - not exercised on CI
        base = os.environ.get("APPDATA", "").strip()
        return (Path(base) if base else Path.home() / "AppData" / "Roaming") / "ginrummy"
    base = os.environ.get("XDG_DATA_HOME", "").strip()
    return (Path(base) if base else Path.home() / ".local" / "share") / "ginrummy"
