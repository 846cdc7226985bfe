"""The plain game in the player's language: the locale chooses it, ``--lang`` overrides
the locale, and English stays word for word what it was."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from ginrummy.cli import main
from ginrummy.core.actions import Discard, DrawStock, Knock
from ginrummy.i18n import SUPPORTED, translator
from ginrummy.tui.plain import HELP, TextGame, help_text

MOVES = "help\n2C\nclear\npass\nhint\nquit\n"


def play(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    *args: str,
    env: dict[str, str],
) -> str:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(sys, "stdin", io.StringIO(MOVES))
    status = main(["play", "--plain", "--seed", "3", "--save-dir", str(tmp_path), *args])
    assert status == 0
    return capsys.readouterr().out


def test_a_french_locale_plays_in_french(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = play(monkeypatch, capsys, tmp_path, env={"LANG": "fr_FR.UTF-8"})
    assert "Gin rami (règles standard) contre medium" in text
    assert "défausser le sept de cœur" in text  # the help names the card in French
    assert "Premier tour : 'take' " in text  # the command words stay what is typed
    assert "Pas compris : 'clear'. Tape 'help' pour les commandes." in text
    assert "Interdit : d'abord 'take' " in text
    assert "Tu as quitté la partie." in text
    assert "medium a passé" in text or "tu as passé" in text
    assert "Your hand" not in text and "You left" not in text


def test_lang_overrides_the_locale(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = play(monkeypatch, capsys, tmp_path, "--lang", "de", env={"LANG": "fr_FR.UTF-8"})
    assert "Gin Rummy (standard-Regeln) gegen medium" in text
    assert "die Herz-Sieben ablegen" in text
    assert "Du hast die Partie verlassen." in text
    assert "Tu as" not in text


def test_c_locale_plays_in_english(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = play(monkeypatch, capsys, tmp_path, env={"LC_ALL": "C", "LANG": "fr_FR.UTF-8"})
    assert "Gin rummy (standard rules) against medium" in text
    assert HELP in text
    assert "You left the game." in text


def test_the_english_help_is_what_it_was() -> None:
    assert help_text() == HELP
    assert HELP.splitlines()[4] == (
        "  7H            discard the seven of hearts (also: discard 7H, 7h, 10H, TH; suit"
    )
    assert HELP.splitlines()[5] == "                symbols work too)"


class _Player(io.StringIO):
    """Input that plays seat 0: pass or draw, then knock when allowed, else discard."""

    def __init__(self) -> None:
        super().__init__()
        self.game: TextGame | None = None

    def readline(self, size: int | None = -1) -> str:
        assert self.game is not None
        if self.game.table.is_over or self.game.table.hand_over:
            return ""
        obs = self.game.table.observation(0)
        legal = obs.legal_actions
        if any(isinstance(a, Knock) for a in legal):
            return "knock\n"
        if any(isinstance(a, DrawStock) for a in legal):
            return "draw\n"
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            return discards[-1].card.pretty(ascii=True) + "\n"
        return "pass\n"


@pytest.mark.parametrize("lang", SUPPORTED)
def test_a_whole_game_plays_in_every_language(lang: str) -> None:
    """A game to its end against the simple player: every sentence of hands, showdowns
    and score sheets is formatted in each language (no message id left showing)."""
    out = io.StringIO()
    player = _Player()
    game = TextGame("standard", "simple", seed=5, input=player, output=out, lang=lang)
    player.game = game
    assert game.run() == 0
    text = out.getvalue()
    assert game.table.is_over
    for prefix in ("event-", "plain-", "showdown-", "sheet-", "table-", "prompt-", "game-won"):
        assert prefix not in text, prefix
    assert translator(lang).t("sheet-title") in text
    if lang != "en":
        assert "Your hand" not in text and "Score sheet" not in text
