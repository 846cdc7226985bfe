"""The review of the hand just played, full screen: every decision of the person graded.

The showdown offers it (``r``, or its button). Valuing a decision plays out tens of
sampled deals for each legal choice (:mod:`ginrummy.review`), tens of milliseconds
each, a second or two for a hand: the review runs in a worker thread behind a progress
bar, so the screen stays live and Esc leaves at once (the worker stops at the next
decision). Then it shows the summary line, a legend (what the numbers mean, how a
grade is reached), a table of the person's decisions (move, kind, the choice made, the
best, the grade in colour, how far the choice fell behind the best ± one standard
error; the three largest losses, inaccuracies or worse, marked ``#1``-``#3``) and, for
the row picked with the arrows, the hand as it was, the values of the best choices
and the one made with their differences, and why the best was better.

Only the person's own decisions are reviewed, each valued from what they could see
then (their observation); nothing of the opponent's hidden cards is shown. The screen
returns the finished review to the showdown, which keeps it: a second look is at once.
The words come from :mod:`ginrummy.words.review`, shared with the plain game.
"""

from __future__ import annotations

from typing import ClassVar

from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.renderables.bar import Bar
from textual.screen import Screen
from textual.widgets import DataTable, Footer, ProgressBar, Static
from textual.worker import Worker, WorkerState, get_current_worker

from ..core.record import GameRecord
from ..core.table import Table
from ..i18n import Translator, translator
from ..review import Decision, GameReview
from ..review.values import FIRST_DEALS, MORE_DEALS
from ..words.play import HUMAN, plain_ascii
from ..words.review import (
    GRADE_STYLES,
    decision_choice,
    detail_lines,
    difference_cell,
    grade_name,
    kind_name,
    legend_short,
    review_hand,
    summary_line,
)
from .widgets import speak_bindings, static


class AsciiBar(Bar):
    """The progress bar in plain ASCII (``--ascii``): ``#`` done, ``-`` to do (Textual
    draws ``━╸``, which a plain terminal cannot show)."""

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = self.width or options.max_width
        start, end = self.highlight_range
        done = max(0, min(width, round(end))) if start <= 0 else 0
        yield Text("#" * done + "-" * (width - done), style="bold", end="")


class AsciiProgressBar(ProgressBar):
    """A :class:`ProgressBar` drawn with :class:`AsciiBar`."""

    BAR_RENDERABLE = AsciiBar


class _Stopped(Exception):
    """The screen was left while the review ran: the worker stops here."""


class ReviewScreen(Screen[GameReview | None]):
    """The person's decisions in hand ``hand`` of ``record``, graded.

    ``review`` shows a review already made (none is computed); ``first_deals`` and
    ``more_deals`` are the review's sampling (its defaults unless a test wants it
    quicker). The screen dismisses with the review once it is made, else ``None``.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Back to the game"),
        Binding("q", "close", "Back", show=False),
    ]

    class Progressed(Message):
        """``done`` of ``total`` decisions valued (posted from the worker thread)."""

        def __init__(self, done: int, total: int) -> None:
            super().__init__()
            self.done = done
            self.total = total

    def __init__(
        self,
        record: GameRecord,
        hand: int,
        *,
        seat: int = HUMAN,
        ascii: bool = False,
        review: GameReview | None = None,
        first_deals: int = FIRST_DEALS,
        more_deals: int = MORE_DEALS,
        tr: Translator | None = None,
    ) -> None:
        super().__init__()
        self.tr = translator() if tr is None else tr
        speak_bindings(self, self.tr, {"close": "tui-key-back-to-game"})
        self.record = record
        self.hand = hand
        self.seat = seat
        self.ascii = ascii
        self.review = review
        self.first_deals = first_deals
        self.more_deals = more_deals
        self.decisions: list[Decision] = []
        self._worker: Worker[GameReview] | None = None

    @classmethod
    def of_last_hand(
        cls,
        table: Table,
        *,
        ascii: bool = False,
        review: GameReview | None = None,
        tr: Translator | None = None,
    ) -> ReviewScreen:
        """The review of ``table``'s last finished hand, for the person (seat 0)."""
        return cls(table.record(), len(table.finished), ascii=ascii, review=review, tr=tr)

    def text(self, text: str) -> str:
        """``text`` as this terminal shows it (plain ASCII with ``--ascii``)."""
        return plain_ascii(text) if self.ascii else text

    # ---------------------------------------------------------------- layout
    def compose(self) -> ComposeResult:
        title = " " + self.tr.t("tui-review-title", number=self.hand)
        yield static(Text(self.text(title), style="bold reverse"), id="title")
        yield static(self.text(self.tr.t("tui-review-working")), id="review-summary")
        bar = AsciiProgressBar if self.ascii else ProgressBar
        yield bar(total=None, show_eta=False, id="review-progress")
        table: DataTable[str | Text] = DataTable(id="review-table", cursor_type="row")
        table.display = False
        yield table
        yield static(id="review-detail")
        yield Footer()

    def on_mount(self) -> None:
        if self.review is not None:
            self.show(self.review)
        else:
            self._worker = self.run_worker(
                self._work, name="review", thread=True, exit_on_error=False
            )

    # ---------------------------------------------------------------- the worker
    def _work(self) -> GameReview:
        """Review the hand (in a thread), reporting each decision valued."""
        worker = get_current_worker()

        def progress(done: int, total: int) -> None:
            if worker.is_cancelled:
                raise _Stopped
            self.post_message(self.Progressed(done, total))

        return review_hand(
            self.record,
            self.hand,
            self.seat,
            ascii=self.ascii,
            progress=progress,
            first_deals=self.first_deals,
            more_deals=self.more_deals,
        )

    def on_review_screen_progressed(self, message: Progressed) -> None:
        if self.review is not None:
            return  # shown already
        bar = self.query_one("#review-progress", ProgressBar)
        bar.update(total=max(message.total, 1), progress=message.done)
        self._say(self.tr.t("tui-review-progress", total=message.total, done=message.done))

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker = event.worker
        if event.state is WorkerState.SUCCESS and isinstance(worker.result, GameReview):
            self.review = worker.result
            self.show(worker.result)
        elif event.state is WorkerState.ERROR and not isinstance(worker.error, _Stopped):
            self.query_one("#review-progress").display = False
            self._say(self.tr.t("tui-review-failed", error=str(worker.error)))

    # ---------------------------------------------------------------- the review
    def _say(self, text: str) -> None:
        self.query_one("#review-summary", Static).update(self.text(text))

    def show(self, review: GameReview) -> None:
        """The summary, the table of decisions (the worst marked) and the first detail."""
        self.query_one("#review-progress").display = False
        self.decisions = review.decisions(self.seat)
        tr, t = self.tr, self.tr.t
        summary = summary_line(review, self.seat, ascii=self.ascii, tr=tr)
        if not self.decisions:
            self._say(summary)
            return
        worst = {(d.hand, d.turn): rank for rank, d in enumerate(review.worst(self.seat), 1)}
        marks = " " + t("tui-review-marks", count=len(worst)) if len(worst) > 1 else ""
        marks = " " + t("tui-review-mark-one") if len(worst) == 1 else marks
        legend = "\n".join(legend_short(review.unit, ascii=self.ascii, tr=tr))
        self._say(f"{summary}{marks}\n{legend}")
        table: DataTable[str | Text] = self.query_one("#review-table", DataTable)
        table.clear(columns=True)
        columns = [
            ("mark", ""),
            ("Move", t("tui-review-column-move")),
            ("Kind", t("tui-review-column-kind")),
            ("Your choice", t("tui-review-column-choice")),
            ("Best", t("tui-review-column-best")),
            ("Grade", t("tui-review-column-grade")),
            ("against", t("tui-review-column-against", unit=review.unit)),
        ]
        for key, label in columns:
            table.add_column(self.text(label), key=key)
        for index, decision in enumerate(self.decisions):
            table.add_row(
                *self._row(decision, worst.get((decision.hand, decision.turn))), key=str(index)
            )
        table.display = True
        table.focus()
        first = min(worst.items(), key=lambda item: item[1])[0] if worst else None
        at = next((i for i, d in enumerate(self.decisions) if (d.hand, d.turn) == first), 0)
        table.move_cursor(row=at)
        self._detail(at)

    def _row(self, decision: Decision, rank: int | None) -> list[str | Text]:
        """One decision as a table row; its grade coloured, the worst ones in bold."""
        ascii, tr = self.ascii, self.tr
        chose = decision_choice(decision, decision.chosen, ascii=ascii, tr=tr)
        same = decision.best == decision.chosen
        if same:
            best = tr.t("tui-review-same")
        else:
            best = decision_choice(decision, decision.best, ascii=ascii, tr=tr)
        style = "bold" if rank is not None else ""
        grade = self.text(grade_name(decision.grade, tr))
        return [
            Text("" if rank is None else f"#{rank}", style="bold red"),
            Text(str(decision.turn + 1), justify="right"),
            self.text(kind_name(decision.kind, tr)),
            Text(self.text(chose), style=style),
            Text(self.text(best), style="dim" if same else ""),
            Text(grade, style=GRADE_STYLES.get(decision.grade, "")),
            Text(self._against(decision), justify="right", style=style),
        ]

    def _against(self, decision: Decision) -> str:
        """The choice made against the best: ``best`` when it was the top choice, else
        ``−6.2 ± 2.8`` (its difference ± one standard error)."""
        if decision.chosen == decision.choices[0].action:
            return self.text(self.tr.t("tui-review-top"))
        return difference_cell(
            decision.difference, decision.error, decision.unit, ascii=self.ascii, tr=self.tr
        )

    def _detail(self, index: int) -> None:
        """The picked decision: the hand as it was, the values, and why."""
        if not 0 <= index < len(self.decisions):
            return
        lines = detail_lines(self.decisions[index], ascii=self.ascii, tr=self.tr)
        self.query_one("#review-detail", Static).update(self.text("\n".join(lines)))

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._detail(event.cursor_row)

    def action_close(self) -> None:
        """Back to the showdown (a running review stops), handing back the review."""
        if self._worker is not None and self._worker.is_running:
            self._worker.cancel()
        self.dismiss(self.review)


__all__ = ["AsciiBar", "AsciiProgressBar", "ReviewScreen"]
