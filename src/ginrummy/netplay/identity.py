"""What the terminal client keeps between runs, per server: the player and the last table.

The browser keeps its anonymous player in ``localStorage`` and a table's token under
its room; the terminal keeps the same in one JSON file in the user's data folder
(``online.json``, readable by the user alone), keyed by the server's address. So the
same person comes back with the same name and rating, and ``ginrummy online --resume``
takes the seat of a game left by a closed terminal.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .api import Player, Seat

FILE_NAME = "online.json"


class IdentityError(Exception):
    """The identity file cannot be read or written."""


class Identities:
    """The identity file under ``folder``: ``{server: {"player": {...}, "table": {...}}}``."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / FILE_NAME

    def _read(self) -> dict[str, Any]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            raise IdentityError(f"cannot read {self.path}: {exc}") from None
        return data if isinstance(data, dict) else {}

    def _write(self, data: dict[str, Any]) -> None:
        """Write the whole file at once (a temporary file renamed over it), owner only."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle, name = tempfile.mkstemp(dir=self.path.parent, prefix=".online-")
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                json.dump(data, out, indent=1, sort_keys=True)
            os.chmod(name, 0o600)
            os.replace(name, self.path)
        except OSError as exc:
            raise IdentityError(f"cannot write {self.path}: {exc}") from None

    def _entry(self, server: str) -> dict[str, Any]:
        entry = self._read().get(server)
        return entry if isinstance(entry, dict) else {}

    def _update(self, server: str, **fields: Any) -> None:
        data = self._read()
        entry = data.get(server)
        entry = dict(entry) if isinstance(entry, dict) else {}
        for key, value in fields.items():
            if value is None:
                entry.pop(key, None)
            else:
                entry[key] = value
        data[server] = entry
        self._write(data)

    def player(self, server: str) -> Player | None:
        """The player kept for ``server``, if any."""
        got: Any = self._entry(server).get("player")
        try:
            return Player(str(got["player_id"]), str(got["secret"]), str(got["name"]))
        except (TypeError, KeyError):
            return None

    def keep_player(self, server: str, player: Player | None) -> None:
        """Keep ``player`` for ``server`` (``None``: forget it)."""
        value = None
        if player is not None:
            value = {"player_id": player.player_id, "secret": player.secret, "name": player.name}
        self._update(server, player=value)

    def table(self, server: str) -> Seat | None:
        """The last table played on ``server`` and not finished, if any."""
        got: Any = self._entry(server).get("table")
        try:
            return Seat(str(got["room_id"]), int(got["seat"]), str(got["token"]))
        except (TypeError, KeyError, ValueError):
            return None

    def keep_table(self, server: str, seat: Seat | None) -> None:
        """Keep ``seat`` as the table to resume on ``server`` (``None``: forget it)."""
        value = None
        if seat is not None:
            value = {"room_id": seat.room_id, "seat": seat.seat, "token": seat.token}
        self._update(server, table=value)


__all__ = ["FILE_NAME", "Identities", "IdentityError"]
