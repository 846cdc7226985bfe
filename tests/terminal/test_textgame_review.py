"""The review in the plain game: after each hand it asks ("r to review this hand,
Enter to go on"), and ``r`` prints the summary and the three largest losses with the
hand as it was and why the best choice was better. Only the person's decisions are
reviewed; a piped script of moves is not asked; quit and the end of the input there
behave as anywhere else in the game.

The reviews are real (seeded: the same hand, the same grades); a hand of the fixed
deal has two decisions, a hand played by a random player about twenty.
"""

from __future__ import annotations

import io
import random
import re
from pathlib import Path

from ginrummy.agents import make_agent
from ginrummy.tui import saves
from ginrummy.tui.plain import TextGame
from ginrummy.words.play import HUMAN
from ginrummy.words.review import review_hand, review_lines

from .test_tui import fixed_table

PROMPT = "Type 'r' to review this hand, Enter to go on: "


def knock_at_once(after: list[str], tmp_path: Path, **kwargs: object) -> tuple[TextGame, str]:
    """The fixed deal: take 2♣, knock with K♣ (two decisions), then ``after``."""
    lines = ["take", "knock KC", *after]
    out = io.StringIO()
    game = TextGame(
        "standard", "simple", input=io.StringIO("".join(f"{x}\n" for x in lines)),
        output=out, table=fixed_table(opponent="simple"), save_dir=tmp_path, **kwargs,  # type: ignore[arg-type]
    )  # fmt: skip
    code = game.run()
    return game, f"{code}\n{out.getvalue()}"


def test_r_reviews_the_hand_and_the_game_goes_on(tmp_path: Path) -> None:
    _, text = knock_at_once(["r", "quit"], tmp_path, review=True)
    assert text.startswith("0\n")
    assert "Outcome: knock. You score 83" in text
    assert f"{PROMPT}r\nReviewing your 2 decisions in hand 1...\n" in text
    assert "You played 2 decisions: 2 best; accuracy 100%.\n" in text
    assert "No choice of yours lost anything worth counting." in text
    assert "=== Hand 2:" in text  # on with the game after the review
    assert "You left the game." in text


def test_enter_goes_on_without_a_review(tmp_path: Path) -> None:
    game, text = knock_at_once(["", "quit"], tmp_path, review=True)
    assert f"{PROMPT}\n" in text and "Reviewing" not in text
    assert text.index(PROMPT) < text.index("=== Hand 2:")
    assert game.table.hand_number == 2


def test_quit_and_the_end_of_the_input_at_the_prompt(tmp_path: Path) -> None:
    _, text = knock_at_once(["quit"], tmp_path / "q", review=True)
    assert text.startswith("0\n") and "You left the game." in text
    assert saves.load_current(tmp_path / "q").hand_over  # saved at the hand's end
    _, text = knock_at_once([], tmp_path / "e", review=True)
    assert text.startswith("0\n") and "The input ended in the middle of the game." in text
    resumed = saves.load_current(tmp_path / "e")
    assert resumed.hand_over and len(resumed.finished) == 1


def test_a_piped_game_is_not_asked_and_a_terminal_is(tmp_path: Path) -> None:
    _, text = knock_at_once(["quit"], tmp_path / "pipe")
    assert PROMPT not in text and "=== Hand 2:" in text

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    out, typed = io.StringIO(), Terminal("take\nknock KC\n\nquit\n")
    table = fixed_table(opponent="simple")
    game = TextGame("standard", "simple", input=typed, output=out, table=table,
                    save_dir=tmp_path / "tty")  # fmt: skip
    assert game.run() == 0
    assert PROMPT in out.getvalue()
    assert "take\n" not in out.getvalue()  # not echoed: the terminal shows what is typed


def test_the_largest_losses_are_printed_with_the_hand_and_why(tmp_path: Path) -> None:
    """A random player's hand: its three largest losses, worst first, each explained,
    exactly as the review of that hand (and of that player alone) has them."""

    class RandomPlayer(io.StringIO):
        """A random player's moves; ``r`` at the review prompt, then ``quit``."""

        game: TextGame | None = None
        agent = make_agent("random")
        rng = random.Random(4)

        def readline(self, size: int | None = -1, /) -> str:  # type: ignore[override]
            assert self.game is not None
            table = self.game.table
            if table.hand_over:
                return "r\n"
            if table.finished:
                return "quit\n"
            return str(self.agent.act(table.observation(HUMAN), self.rng)) + "\n"

    feed, out = RandomPlayer(), io.StringIO()
    game = TextGame("standard", "simple", seed=5, input=feed, output=out,
                    save_dir=tmp_path, review=True, ascii=True)  # fmt: skip
    feed.game = game
    assert game.run() == 0
    text = out.getvalue()
    expected = review_hand(game.record(), 1, HUMAN, ascii=True)
    assert {d.player for d in expected.decisions()} == {HUMAN}
    worst = expected.worst(HUMAN)
    assert len(worst) == 3, "a random player loses more than three times in a hand"
    lines = review_lines(expected, HUMAN, ascii=True)
    assert "\n".join(lines) + "\n" in text
    # What the numbers mean and how a grade is reached, before the losses (issue 37).
    assert lines[1].startswith("Value: your chance of winning the game after each choice")
    assert lines[2] == (
        "Against the best: how many percentage points a choice is behind the best, "
        "+/- one standard error (the sampling noise)."
    )
    assert lines[3].startswith("Grade: the difference less half its +/- (-2.0 +/- 1.0 ")
    assert "inaccuracy up to 3, mistake up to 6, blunder beyond." in lines[3]
    assert lines[4] == "Your largest losses:"
    for rank, decision in enumerate(worst, start=1):
        assert decision.grade in ("inaccuracy", "mistake", "blunder")
        verdict = f"  {rank}. Move {decision.turn + 1}, "
        (line,) = [x for x in lines if x.startswith(verdict)]
        # The difference with its standard error, and the loss the grade counts: the
        # difference less half the error.
        found = re.search(
            r"\(-(\d+\.\d) \+/- (\d+\.\d)% game-win chance against the best; "
            r"graded on (\d+\.\d)%\)",
            line,
        )
        assert found, line
        difference, error, graded = (float(x) for x in found.groups())
        assert abs(difference - error / 2 - graded) <= 0.11, line
        assert f", {decision.grade} (" in line
    assert text.count("     Your hand: ") == 3
    assert text.isascii(), "the losses' minus signs and the cards are plain ASCII"
