"""The review of a hand in the full-screen game, as a player meets it: the showdown
offers it (``r`` or its button), the review runs behind a progress bar, then shows the
summary, a table of the player's own decisions with the largest losses marked and,
for the picked row, the hand as it was and why; Esc goes back and the game goes on.

The reviews are real (the review package's own sampling, seeded, so the same hand gets
the same grades); a hand of the fixed deal has two decisions, a hand of two simple
players about twenty, a second or so.
"""

from __future__ import annotations

import asyncio
import dataclasses
import re
import threading
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import DataTable, ProgressBar, Static

from ginrummy.agents import make_agent
from ginrummy.core.actions import Knock
from ginrummy.core.hand import Phase
from ginrummy.core.record import play_game
from ginrummy.core.table import Table
from ginrummy.review import GameReview
from ginrummy.tui import review_screen
from ginrummy.tui.app import GinRummyApp
from ginrummy.tui.results import ShowdownScreen
from ginrummy.tui.review_screen import ReviewScreen
from ginrummy.tui.table_screen import TableScreen
from ginrummy.words.play import HUMAN
from ginrummy.words.review import decision_choice, review_hand

from .test_tui import make_app, screen_text

Script = Callable[[Any], Awaitable[None]]


def run(app: GinRummyApp, script: Script, size: tuple[int, int] = (80, 24)) -> None:
    async def go() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await script(pilot)

    asyncio.run(go())


def played_hand() -> Table:
    """The first hand of two simple players (seed 2), over: the game waits at its showdown."""
    record = play_game([make_agent("simple"), make_agent("simple")], "standard", seed=2)
    record = dataclasses.replace(record, players=("human", "medium"), hands=record.hands[:1])
    table = Table.from_record(record)
    assert table.hand_over and not table.is_over
    return table


async def reviewed(pilot: Any, app: GinRummyApp) -> ReviewScreen:
    """Wait (at most 60 s) for the review screen on top to finish its review."""
    screen = app.screen
    assert isinstance(screen, ReviewScreen)
    for _ in range(1200):
        if screen.review is not None:
            await pilot.pause()
            return screen
        assert "The review failed" not in screen_text(app)
        await pilot.pause(0.05)
    raise AssertionError("the review did not finish")


def rows(screen: ReviewScreen) -> list[list[str]]:
    table = screen.query_one("#review-table", DataTable)
    return [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)]


def detail(screen: ReviewScreen) -> str:
    return str(screen.query_one("#review-detail", Static).content)


def test_the_showdown_offers_the_review_and_the_game_goes_on(tmp_path: Path) -> None:
    """The fixed deal: take 2♣, knock with K♣ laying down the melds chosen in the dialog
    (a knock with melds is graded as the knock it is), review, back, next hand."""
    app = make_app(tmp_path)

    async def script(pilot: Any) -> None:
        await pilot.press("t", "k", "enter")
        showdown = app.screen
        assert isinstance(showdown, ShowdownScreen)
        text = screen_text(app)
        assert "Review this hand r" in text and "r Review hand" in text
        assert app.session is not None
        knock = app.session.table.finished[0].actions[-1]
        assert "[" in knock  # the melds chosen in the dialog are in the record

        await pilot.press("r")
        screen = await reviewed(pilot, app)
        review = screen.review
        assert review is not None
        assert [d.player for d in review.decisions()] == [HUMAN, HUMAN]
        text = screen_text(app)
        assert "Review of hand 1: your decisions" in text
        assert "You played 2 decisions: 2 best; accuracy 100%." in text
        assert [r[1:4] for r in rows(screen)] == [
            ["1", "upcard", "take 2♣"],
            ["2", "discard", "knock K♣"],
        ]
        assert all(r[5] == "best" and r[0] == "" for r in rows(screen))
        assert "Move 1, upcard: you chose take 2♣, the best choice." in detail(screen)
        assert "upcard 2♣" in detail(screen)
        await pilot.press("down")
        assert "Move 2, discard: you chose knock K♣" in detail(screen)
        assert isinstance(review.decisions()[1].chosen, Knock)

        await pilot.press("escape")
        assert app.screen is showdown and showdown.review is review
        await pilot.press("r")  # a second look: the review kept, shown at once
        again = app.screen
        assert isinstance(again, ReviewScreen) and again.review is review
        await pilot.pause()
        assert len(rows(again)) == 2
        await pilot.press("q")  # q leaves the review (it does not quit the game)
        assert app.screen is showdown

        await pilot.press("enter")  # the game goes on: the next hand, then a move
        assert isinstance(app.screen, TableScreen)
        session = app.session
        assert session.table.hand_number == 2 and session.my_turn
        first = session.obs.phase is Phase.UPCARD_OFFER
        await pilot.press("p" if first else "d")
        assert session.message.startswith("You chose to "), session.message

    run(app, script)


def test_the_table_marks_the_largest_losses_and_the_rows_explain(tmp_path: Path) -> None:
    """A whole hand: every decision of the person, none of the opponent's, with the
    three largest losses marked, the cursor on the worst, and each row explained."""
    table = played_hand()
    expected = review_hand(table.record(), 1, HUMAN)
    app = make_app(tmp_path, table=table)

    async def script(pilot: Any) -> None:
        assert isinstance(app.screen, ShowdownScreen)
        await pilot.click("#b-review")
        screen = await reviewed(pilot, app)
        review = screen.review
        assert isinstance(review, GameReview)
        mine = review.decisions(HUMAN)
        assert review.decisions() == mine and len(mine) >= 10
        assert [d.to_dict() for d in mine] == [d.to_dict() for d in expected.decisions()]
        bar = screen.query_one("#review-progress", ProgressBar)
        assert bar.progress == bar.total == len(mine) and not bar.display

        cells = rows(screen)
        assert len(cells) == len(mine)
        grid = screen.query_one("#review-table", DataTable)
        assert [str(c.label) for c in grid.columns.values()][-1] == "Against best %"
        for row, decision in zip(cells, mine, strict=True):
            assert row[1] == str(decision.turn + 1)
            assert row[3] == decision_choice(decision, decision.chosen)
            assert row[5] == decision.grade
            # How far the choice fell behind the best, ± one standard error (issue 37).
            if decision.chosen == decision.choices[0].action:
                assert row[6] == "best"
            else:
                found = re.fullmatch(r"−(\d+\.\d) ± (\d+\.\d)", row[6])
                assert found, row
                assert found[1] == f"{decision.difference * 100:.1f}"
                assert found[2] == f"{decision.error * 100:.1f}"
        worst = review.worst(HUMAN)
        marked = {row[0]: int(row[1]) - 1 for row in cells if row[0]}
        assert marked == {f"#{rank}": d.turn for rank, d in enumerate(worst, start=1)}
        # Only inaccuracies or worse are marked as losses: this hand's "good" ones not.
        assert any(row[5] == "good" for row in cells)
        assert all(row[5] in ("inaccuracy", "mistake", "blunder") for row in cells if row[0])
        summary = review.summary(HUMAN, who="you").text
        shown = str(screen.query_one("#review-summary", Static).content)
        assert shown.startswith(summary.replace("you played", "You played") + ".")
        # The legend says what the last column means and how a grade is reached.
        assert "Against best: game-win chance (% points) behind the best ± 1 standard" in shown
        assert "Grade: that less half its ±: best up to 0.4, good 1.5, inaccuracy 3" in shown

        if worst:  # the cursor starts on the largest loss, explained
            first = worst[0]
            assert grid.cursor_row == mine.index(first)
            words = detail(screen)
            assert f"Move {first.turn + 1}, " in words and first.grade in words
            assert first.explanation.split(" (")[0][1:20] in words
        for index, decision in enumerate(mine):
            grid.move_cursor(row=index)
            await pilot.pause()
            words = detail(screen)
            assert f"Move {decision.turn + 1}, " in words and "Your hand: " in words
            # The choice made is among the values shown, with its difference ± error.
            assert words.count("(yours)") == 1, words
            if decision.grade != "best":
                spread = f"{decision.difference * 100:.1f} ± {decision.error * 100:.1f}"
                assert f"(−{spread}% game-win chance against the best; graded on " in words

        rows_shown = screen_text(app).splitlines()
        assert len(rows_shown) == 24 and "esc Back to the game" in rows_shown[-1]
        await pilot.press("escape")
        assert isinstance(app.screen, ShowdownScreen)
        await pilot.press("enter")
        assert isinstance(app.screen, TableScreen) and app.session is not None
        assert app.session.table.hand_number == 2

    run(app, script)


def test_leaving_while_the_review_runs_stops_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Esc during the review: back to the showdown at once, and the worker stops at its
    next decision (held after the first one here, so that Esc surely comes first)."""
    gate, ended, valued = threading.Event(), threading.Event(), []
    real = review_screen.review_hand

    def held(*args: Any, progress: Callable[[int, int], None], **kwargs: Any) -> GameReview:
        def step(done: int, total: int) -> None:
            valued.append(done)
            progress(done, total)
            if done == 1:
                gate.wait(30)

        try:
            return real(*args, progress=step, **kwargs)
        finally:
            ended.set()

    monkeypatch.setattr(review_screen, "review_hand", held)
    app = make_app(tmp_path, table=played_hand())

    async def script(pilot: Any) -> None:
        showdown = app.screen
        await pilot.press("r")
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        for _ in range(600):
            if "1 done" in screen_text(app):
                break
            await pilot.pause(0.05)
        assert "Reviewing your " in screen_text(app) and "1 done" in screen_text(app)
        await pilot.press("escape")
        assert app.screen is showdown and isinstance(showdown, ShowdownScreen)
        assert showdown.review is None
        gate.set()
        assert await asyncio.to_thread(ended.wait, 30)  # it stops at its next decision
        assert max(valued) == 2 and screen.review is None  # 2 of 19 decisions valued
        await pilot.pause()
        assert app.screen is showdown  # nothing came back to cover the game
        await pilot.press("enter")
        assert isinstance(app.screen, TableScreen)

    run(app, script)


def test_the_review_in_plain_ascii(tmp_path: Path) -> None:
    """``--ascii``: the progress bar, the table, the losses' minus signs, all ASCII."""
    app = make_app(tmp_path, table=played_hand(), ascii=True)

    async def script(pilot: Any) -> None:
        await pilot.press("r")
        seen = [screen_text(app)]
        screen = await reviewed(pilot, app)
        seen.append(screen_text(app))
        for row in range(len(rows(screen))):
            screen.query_one("#review-table", DataTable).move_cursor(row=row)
            await pilot.pause()
            seen.append(screen_text(app))
        for text in seen:
            odd = sorted({ch for ch in text if ord(ch) > 127})
            assert not odd, f"non-ASCII {odd} on the review screen:\n{text}"
        assert "esc Back to the game" in seen[-1]

    run(app, script)
