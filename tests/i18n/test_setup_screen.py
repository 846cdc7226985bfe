"""The full-screen game's setup screen in the player's language (the table after it
still speaks English in this phase)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from ginrummy.i18n import translator
from ginrummy.tui.app import GinRummyApp


def setup_text(app: GinRummyApp) -> str:
    texts: list[str] = []

    async def go() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            screen: Any = app.screen
            texts.extend(str(w.render()) for w in screen.query("Static, Button"))

    asyncio.run(go())
    return "\n".join(texts)


@pytest.mark.parametrize(("lang", "title"), [("en", "Gin rummy: a new game"), ("fr", "Gin rami")])
def test_the_setup_screen_speaks_the_language(lang: str, title: str, tmp_path: Path) -> None:
    text = setup_text(GinRummyApp(seed=1, delay=0, save_dir=tmp_path, lang=lang))
    t = translator(lang).t
    assert title in text
    for key in ("setup-opponent", "setup-knock-limit", "setup-game-to", "setup-play"):
        assert t(key) in text, key
    if lang == "fr":
        assert "Opponent" not in text and "Knock limit" not in text
