"""The terminal game's pure parts: drawing, the setup's rules, saves, the CLI's choice.

No Textual app runs here: ``render`` is pure text, ``Session`` is plain Python, and the
``play`` command's choice between the full-screen and the plain game is checked with
``run_app`` replaced.
"""

from __future__ import annotations

import io
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from ginrummy.cli import main
from ginrummy.core.cards import parse_card, parse_cards
from ginrummy.core.hand import Phase
from ginrummy.core.match import Game
from ginrummy.core.rules import find_rules
from ginrummy.core.table import Table
from ginrummy.tui import render, saves
from ginrummy.tui.session import Farewell, KnockPlan, Session
from ginrummy.tui.setup_screen import Choices, rules_from_choices
from tests.helpers.hands import deal, play

HAND = "7H 8H 9H 7S 7D 7C KS KD 2C 3C"


def test_hand_rows_golden() -> None:
    rows, spans = render.hand_rows(
        parse_cards(HAND), selected=parse_card("KS"), ascii=True, colour=False
    )
    text = [row.plain for row in rows]
    assert text == [
        "run              set              deadwood 25",
        "+---++---++---+  +---++---++---+  +---++---++---++---+",
        "|7H ||8H ||9H |  |7C ||7D ||7S |  |2C ||3C ||KD ||KS |",
        "+---++---++---+  +---++---++---+  +---++---++---++---+",
        "                                                  ^^^",
    ]
    assert render.card_at(spans, 0) == "7H" and render.card_at(spans, 51) == "KS"
    assert render.card_at(spans, 15) is None  # the gap between groups
    order = render.hand_card_order(parse_cards(HAND))
    assert [str(c) for c in order] == ["7H", "8H", "9H", "7C", "7D", "7S", "2C", "3C", "KD", "KS"]
    rows, _ = render.hand_rows(parse_cards(HAND), selected=parse_card("7H"))
    assert "│10" not in rows[2].plain and "▲▲▲" in rows[4].plain
    assert any("reverse" in str(span.style) for span in rows[2].spans)


def test_prompts_follow_the_phase() -> None:
    state = deal(HAND, "AS 2S 3S 4S 5S 6D 8D TD JD QD", "4C", dealer=1)
    names = ("you", "simple")
    obs = state.observation(0)
    assert render.prompt_line(obs, names) == "Your turn: take 4♣ (t) or pass (p)."
    assert render.prompt_line(state.observation(1), names) == "simple is to move…"
    state = play(state, "pass", "pass")
    assert render.prompt_line(state.observation(0), names).startswith("Your turn: draw")
    state = play(state, "draw")
    line = render.prompt_line(state.observation(0), names)
    assert line.startswith("Discard: arrows + Enter") and len(line) <= 78
    more = render.deadwood_line(state.observation(0))  # 11 cards: after the best discard
    assert more.startswith("Deadwood ") and "the best discard" in more and len(more) <= 78
    assert render.status_line(state.observation(0), names) == "your turn"
    assert render.pile_lines(state.observation(0), ascii=True) == [
        "Discard pile, 1 card, top first:",
        "  4C ",
    ]


def test_opponent_known_cards_and_events() -> None:
    state = deal(HAND, "AS 2S 3S 4S 5S 6D 8D TD JD QD", "4D", dealer=0)
    state = play(state, "pass", "take", "discard QD")
    obs = state.observation(1)
    assert render.opponent_line(obs, "simple", ascii=True) == (
        "simple: 10 cards, known to hold 4D (taken from the pile)"
    )
    assert render.recent_events(obs, ("you", "simple"), 2, ascii=True) == [
        "simple took 4D from the discard pile",
        "simple discarded QD",
    ]


def test_rules_from_choices() -> None:
    assert rules_from_choices(Choices()) == find_rules("standard")
    rules = rules_from_choices(Choices(preset="oklahoma", **_oklahoma()))
    assert rules == find_rules("oklahoma")
    straight = rules_from_choices(Choices(straight=True, big_gin=False, scoring="gin20_undercut10"))
    assert straight.knock_limit == 0 and straight.big_gin_bonus is None
    assert (straight.gin_bonus, straight.undercut_bonus) == (20, 10)
    eaai = find_rules("eaai")
    assert rules_from_choices(Choices.from_rules(eaai), eaai) == eaai
    base = find_rules("standard").replace(undercut_on_tie=False)  # kept from the command line
    assert not rules_from_choices(Choices.from_rules(base), base).undercut_on_tie


def _oklahoma() -> dict[str, Any]:
    c = Choices.from_rules(find_rules("oklahoma"))
    return {"game_target": c.game_target, "oklahoma": c.oklahoma, "knock_limit": c.knock_limit}


def test_score_sheet_text_running() -> None:
    game = Game.new(find_rules("standard"), first_dealer=0)
    lines = render.score_sheet_text(game, ("you", "simple"))
    assert "(no hand finished yet)" in lines[1]
    assert lines[-1].startswith("Scores: you 0, simple 0")


def test_session_refuses_and_knocks(tmp_path: Path) -> None:
    from ginrummy.agents import make_agent
    from ginrummy.core.hand import HandState
    from tests.helpers.hands import deck_for

    rules = find_rules("standard")
    deck = deck_for("AS 2S 3S 4H 5H 6H 9C 9D 9H KC", "KS KH QS QD JC JD 8C 7S 6D 4C", "2C")
    table = Table(rules, ("human", "simple"), Game.new(rules, first_dealer=1),
                  HandState.deal(rules, dealer=1, deck=deck), [], {})  # fmt: skip
    session = Session(table, make_agent("simple"), random.Random(1), random.Random(2),
                      save_dir=tmp_path)  # fmt: skip
    # Enter at the upcard offer: the way out is to take or pass (cards as the screen shows).
    assert not session.discard()
    assert session.message == "Not allowed: first take 2♣ (t) or pass (p)."
    session.fix_selection()
    assert not session.select("ZZ") and not session.select("KS")  # not a card, not held
    assert session.take() and session.obs.phase is Phase.DISCARD
    # The upcard just taken may not be thrown back: the best discard is picked instead.
    assert str(session.selected) == "KC" and session.drawn_card() == parse_card("2C")
    assert session.select("2C") is False and not session.discard()
    assert session.message.startswith("Not allowed: 2♣ was just taken")
    session.move_selection(1)
    session.move_selection(-1)
    plan = session.plan_knock(gin=True)
    assert plan is None and session.message.startswith("Not gin")
    plan = session.plan_knock()
    assert isinstance(plan, KnockPlan) and str(plan.card) == "KC" and not plan.gin
    assert session.knock(plan, plan.arrangements[0]) and table.hand_over
    assert not session.draw() and "hand is over" in session.message
    farewell = session.save_on_quit()
    assert farewell.message.startswith("Game saved to") and not farewell.failed
    assert saves.load_current(tmp_path).last_result == table.last_result


def test_save_folder_follows_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert saves.data_dir() == tmp_path / "ginrummy"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert saves.data_dir().parts[-3:] == (".local", "share", "ginrummy")
    assert saves.data_dir(tmp_path / "x") == tmp_path / "x"


def test_play_command_chooses_the_full_screen_game(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    calls: list[dict[str, Any]] = []
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))  # the plain game saves there

    def fake_run_app(**kwargs: Any) -> Farewell:
        calls.append(kwargs)
        return Farewell("Game saved to somewhere ♥")

    import ginrummy.commands.play
    import ginrummy.tui

    monkeypatch.setattr(ginrummy.tui, "run_app", fake_run_app)
    monkeypatch.setattr(ginrummy.commands.play, "_is_terminal", lambda stream: True)
    code = main(["play", "--opponent", "hard", "--save-dir", str(tmp_path), "--delay", "0",
                 "-o", "knock_limit=7", "--ascii"])  # fmt: skip
    assert code == 0
    assert calls[0]["opponent"] == "hard" and calls[0]["delay"] == 0
    assert calls[0]["rules"].knock_limit == 7 and calls[0]["ascii"] is True
    assert capsys.readouterr().out == "Game saved to somewhere H\n"
    # --resume loads the saved game; without one it is a one-line runtime error.
    code = main(["play", "--resume", "--save-dir", str(tmp_path / "none")])
    err = capsys.readouterr().err
    assert code == 1 and "no saved game" in err and err.count("\n") == 1
    table = Table.new("standard", players=("human", "simple"), rng=random.Random(4))
    saves.save_current(table, tmp_path)
    assert main(["play", "--resume", "--save-dir", str(tmp_path)]) == 0
    assert calls[-1]["table"].observation(0) == table.observation(0)
    code = main(["play", "--delay", "-1"])
    assert code == 2 and "--delay" in capsys.readouterr().err
    # Not a terminal: the plain game, as before.
    monkeypatch.setattr(ginrummy.commands.play, "_is_terminal", lambda stream: False)
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    assert main(["play", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "You left the game." in out and "--resume" in out and len(calls) == 2
    assert saves.has_current(tmp_path / "xdg" / "ginrummy")  # kept for --resume


def test_the_table_says_when_a_hand_scores_double() -> None:
    hand = "AC 2C 3C 4C 5D 6D 7D 8H 9H TH"
    other = "5C JH QC KC 2D 3S 5S 7S 9S KD"
    spade = deal(hand, other, "QS", "KH", rules="oklahoma-spades").observation(1)
    rows, _ = render.piles_rows(spade, colour=False)
    assert "scores double" in "".join(row.plain for row in rows)
    oklahoma = deal(hand, other, "QS", "KH", rules="oklahoma").observation(1)  # seed 000
    rows, _ = render.piles_rows(oklahoma, colour=False)
    assert "scores double" not in "".join(row.plain for row in rows)
    plain = deal(hand, other, "QD", "KS", rules="oklahoma-spades").observation(1)
    rows, _ = render.piles_rows(plain, colour=False)
    assert "scores double" not in "".join(row.plain for row in rows)
