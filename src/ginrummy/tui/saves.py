"""Where the terminal game keeps its files: the game to resume and finished game records.

A player who quits in the middle of a game expects ``ginrummy play --resume`` to put
them back exactly where they were, and a finished game to be there for
``ginrummy replay`` later. Both are plain game records (JSON, :class:`GameRecord`), so
any tool of the project reads them; nothing here knows about screens.

The folder is ``--save-dir`` when given (the tests use a temporary one), else
``$XDG_DATA_HOME/ginrummy``, else ``~/.local/share/ginrummy``::

    ginrummy/
      current.json              the unfinished game (deleted when it ends)
      games/20261129-215501-0001.json   one record per finished game

>>> import tempfile
>>> from ginrummy.core.table import Table
>>> table = Table.new("standard", players=("human", "simple"), rng=random.Random(1))
>>> with tempfile.TemporaryDirectory() as folder:
...     path = save_current(table, folder)
...     load_current(folder).observation(0) == table.observation(0)
True
"""

from __future__ import annotations

import contextlib
import random
import shlex
from datetime import UTC, datetime
from pathlib import Path

from ..core.errors import GinRummyError
from ..core.record import GameRecord
from ..core.table import Table
from ..paths import user_data_dir

CURRENT = "current.json"
"""The file name of the game in progress."""
GAMES = "games"
"""The folder of finished game records."""


class SaveError(GinRummyError):
    """A save file that cannot be read, written or resumed (said in plain words)."""


def data_dir(save_dir: str | Path | None = None) -> Path:
    """The folder for saves: ``save_dir``, else the XDG data folder's ``ginrummy``."""
    if save_dir is not None:
        return Path(save_dir).expanduser()
    return user_data_dir()


def current_path(save_dir: str | Path | None = None) -> Path:
    """The file that holds the unfinished game."""
    return data_dir(save_dir) / CURRENT


def _write(path: Path, text: str) -> None:
    """Write through a temporary file, so a crash never leaves half a save behind."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temp = path.with_name(path.name + ".tmp")
        temp.write_text(text, encoding="utf-8")
        temp.replace(path)
    except OSError as exc:
        raise SaveError(f"could not write {path}: {exc.strerror or exc}") from None


def write_record(table: Table, path: str | Path) -> Path:
    """Write the table's record (the hand in progress included) to ``path``."""
    target = Path(path).expanduser()
    _write(target, table.record().to_json(indent=2) + "\n")
    return target


def save_current(table: Table, save_dir: str | Path | None = None) -> Path:
    """Save the game in progress so ``--resume`` can pick it up; returns the file."""
    return write_record(table, current_path(save_dir))


def has_current(save_dir: str | Path | None = None) -> bool:
    """True when there is a saved game to resume."""
    return current_path(save_dir).is_file()


def load_current(save_dir: str | Path | None = None) -> Table:
    """The saved game, replayed and checked, ready to go on.

    :raises SaveError: when there is none, or it cannot be read or replayed, or the game
        in it is already over.
    """
    path = current_path(save_dir)
    if not path.is_file():
        raise SaveError(f"there is no saved game to resume (looked for {path})")
    try:
        text = path.read_text(encoding="utf-8")
        table = Table.from_record(GameRecord.from_json(text))
    except OSError as exc:
        raise SaveError(f"could not read {path}: {exc.strerror or exc}") from None
    except (GinRummyError, ValueError, KeyError, TypeError) as exc:
        raise SaveError(f"the saved game in {path} cannot be resumed: {exc}") from None
    if table.is_over:
        raise SaveError(f"the saved game in {path} is already over")
    return table


def resume_command(save_dir: str | Path | None = None) -> str:
    """The command that goes on with the game saved in ``save_dir``, to type as shown.

    A game saved in a folder other than the default one is found again only with that
    folder, so the command names it (quoted for the shell); the default needs no option.

    >>> resume_command()
    'ginrummy play --resume'
    >>> resume_command("/tmp/my games")
    "ginrummy play --resume --save-dir '/tmp/my games'"
    """
    folder = data_dir(save_dir)
    if folder == user_data_dir():
        return "ginrummy play --resume"
    return f"ginrummy play --resume --save-dir {shlex.quote(str(folder))}"


def clear_current(save_dir: str | Path | None = None) -> None:
    """Forget the game in progress (it ended, or a new one replaces it)."""
    with contextlib.suppress(OSError):  # a read-only folder: nothing better to do
        current_path(save_dir).unlink(missing_ok=True)


def store_finished(
    table: Table, save_dir: str | Path | None = None, *, now: datetime | None = None
) -> Path:
    """Keep a finished game as a record under ``games/``; returns its file.

    Names sort by time and never overwrite an earlier game.
    """
    folder = data_dir(save_dir) / GAMES
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
    number = 1
    while (folder / f"{stamp}-{number:04d}.json").exists():
        number += 1
    return write_record(table, folder / f"{stamp}-{number:04d}.json")


def resume_rng(table: Table) -> random.Random:
    """A generator for the deals after a resume.

    The record holds no future deal (it must not: the opponent's cards would be in it),
    so a resumed game deals its next hands from a new generator; with a recorded seed
    that generator is seeded too, so a seeded game resumes the same way every time.
    """
    seed = table.meta.get("seed")
    if isinstance(seed, int) and not isinstance(seed, bool):
        return random.Random(seed * 1_000_003 + len(table.finished) + 1)
    return random.Random()


__all__ = [
    "CURRENT",
    "GAMES",
    "SaveError",
    "clear_current",
    "current_path",
    "data_dir",
    "has_current",
    "load_current",
    "resume_rng",
    "save_current",
    "store_finished",
    "write_record",
]
