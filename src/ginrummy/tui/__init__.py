"""The full-screen terminal game (``ginrummy play``), built on Textual.

``render`` draws (pure functions of an observation), ``session`` plays (the person's
moves, the computer's, saves), ``saves`` keeps files, ``app`` is the Textual app.
Importing this package does not import Textual; :func:`run_app` does.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.rules import Rules
from ..core.table import Table

if TYPE_CHECKING:
    from .session import Farewell


def run_app(
    *,
    rules: Rules | None = None,
    opponent: str = "medium",
    table: Table | None = None,
    seed: int | None = None,
    ascii: bool = False,
    delay: float | None = None,
    save_dir: str | Path | None = None,
    save_file: str | Path | None = None,
    setup: bool = True,
    lang: str = "en",
) -> Farewell | None:
    """Run the full-screen game until the player quits; returns what to say after (where
    the game was saved, or that a save failed)."""
    from .app import DEFAULT_DELAY, GinRummyApp  # Textual: only once a game starts

    app = GinRummyApp(
        rules=rules,
        opponent=opponent,
        table=table,
        seed=seed,
        ascii=ascii,
        delay=DEFAULT_DELAY if delay is None else delay,
        save_dir=save_dir,
        save_file=save_file,
        setup=setup,
        lang=lang,
    )
    result: Any = app.run()
    from .session import Farewell  # loaded by the app; importing the package needs none

    return result if isinstance(result, Farewell) else None


__all__ = ["run_app"]
