"""The review of a hand, written for the terminal games (plain and full screen).

:mod:`ginrummy.review` grades every decision; this module only puts a graded decision
into the few words a terminal has room for: the choice in a table cell (``take 10♣``,
``knock 6♦``), how far it fell behind the best with its standard error, the hand as it
was, a legend of what the numbers mean, and the lines the plain game prints after a
hand (the summary, then the largest losses with why). Both games and ``ginrummy
review`` take their words from here, so the table's rows and the plain lines agree.

The numbers agree with one another as the browser's do: a choice's value is the best's
less its difference from the best; the difference is shown with one standard error
(``−6.2 ± 2.8``); the grade counts the difference less half that error, and the words
say so (:func:`legend_lines`).

``ascii`` writes ``7H`` for ``7♥``, a plain ``-`` for the minus sign and ``+/-`` for
``±``, so that a plain terminal shows the losses (``plain_ascii`` alone would turn the
signs into ``?``).

>>> from ginrummy.core.actions import DRAW_STOCK
>>> choice_text(DRAW_STOCK, None)
'stock'
>>> loss_cell(0.0137, "win"), loss_cell(2.26, "points")
('1.4', '2.3')
>>> difference_cell(0.062, 0.028, "win"), difference_cell(3.14, 1.06, "points", ascii=True)
('−6.2 ± 2.8', '-3.1 +/- 1.1')
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.actions import Action, BigGin, Discard, DrawStock, Knock, Pass, TakeUpcard
from ..core.cards import Card
from ..core.melds import best_arrangement, deadwood_count
from ..core.record import GameRecord
from ..review import Decision, GameReview, GradedChoice, review_game
from ..review.grades import THRESHOLDS, Unit
from ..review.values import FIRST_DEALS, MORE_DEALS
from ..review.words import loss_text
from .play import HUMAN, cards_text, melds_text, plain_ascii, sentence

KIND_NAMES = {"first upcard": "upcard", "draw": "draw", "discard": "discard"}
"""A decision's kind as a table cell: the first upcard's offer is ``upcard``."""

GRADE_STYLES = {
    "best": "bold green",
    "good": "green",
    "inaccuracy": "yellow",
    "mistake": "dark_orange",
    "blunder": "bold red",
}
"""How the full-screen game colours each grade (Rich styles): green is fine, red is not."""

MINUS = "\N{MINUS SIGN}"
PLUS_MINUS = "\N{PLUS-MINUS SIGN}"


def plain(text: str, ascii: bool) -> str:
    """``text`` in plain ASCII when ``ascii``: the minus sign as ``-``, ``±`` as ``+/-``,
    suits as letters."""
    if not ascii:
        return text
    return plain_ascii(text.replace(MINUS, "-").replace(PLUS_MINUS, "+/-"))


def choice_text(action: Action, upcard: Card | None, *, ascii: bool = False) -> str:
    """A choice in a few characters: ``pass``, ``stock``, ``take 10♣``, ``discard Q♦``,
    ``knock 6♦``, ``big gin``. ``upcard`` names the card a ``take`` took."""
    if isinstance(action, DrawStock):
        return "stock"
    if isinstance(action, TakeUpcard):
        return "take" if upcard is None else f"take {upcard.pretty(ascii=ascii)}"
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, Discard):
        return f"discard {action.card.pretty(ascii=ascii)}"
    if isinstance(action, Knock):
        return f"knock {action.card.pretty(ascii=ascii)}"
    if isinstance(action, BigGin):
        return "big gin"
    return str(action)


def decision_choice(decision: Decision, action: Action, *, ascii: bool = False) -> str:
    """:func:`choice_text` at ``decision``, a knock that leaves no deadwood as ``gin``."""
    text = choice_text(action, decision.upcard, ascii=ascii)
    if isinstance(action, Knock) and not deadwood_count(decision.cards.mask & ~(1 << action.card)):
        return "gin" + text[len("knock") :]
    return text


def loss_cell(loss: float, unit: Unit) -> str:
    """A loss as a number for a table: percentage points of game-win chance, or points."""
    return f"{loss * 100:.1f}" if unit == "win" else f"{loss:.1f}"


def unit_words(unit: Unit) -> str:
    """What the losses are counted in, for a table's legend."""
    if unit == "win":
        return "game-win chance given away, in % points"
    return "expected hand points given away"


def _scaled(value: float, unit: Unit) -> str:
    return f"{value * 100:.1f}" if unit == "win" else f"{value:.1f}"


def difference_cell(difference: float, error: float, unit: Unit, *, ascii: bool = False) -> str:
    """How far a choice is behind the best, ± one standard error, for a table:
    ``−6.2 ± 2.8`` (percentage points of game-win chance, or points)."""
    return plain(f"{MINUS}{_scaled(difference, unit)} {PLUS_MINUS} {_scaled(error, unit)}", ascii)


def value_cell(choice: GradedChoice, unit: Unit) -> str:
    """A choice's value as shown beside its difference: ``57.2%`` of game-win chance or
    ``+3.2`` expected hand points (the best's value less the difference)."""
    return f"{choice.value * 100:.1f}%" if unit == "win" else f"{choice.value:+.1f}"


def legend_lines(unit: Unit, *, ascii: bool = False, you: bool = True) -> list[str]:
    """What a review's numbers mean and how a grade follows from them, a line each;
    spoken to the player (``you``) or of whoever decided."""
    limits = [_scaled(limit, unit).removesuffix(".0") for limit in THRESHOLDS[unit]]
    whose, who = ("your", "you") if you else ("the player's", "the player")
    if unit == "win":
        value = f"Value: {whose} chance of winning the game after each choice"
        amount = "percentage points"
    else:
        value = f"Value: the hand's average points for {who} after each choice"
        amount = "points"
    lines = [
        f"{value}, from the hand played out on deals of the cards {who} could not see.",
        f"Against the best: how many {amount} a choice is behind the best, "
        f"{PLUS_MINUS} one standard error (the sampling noise).",
        f"Grade: the difference less half its {PLUS_MINUS} ({MINUS}2.0 {PLUS_MINUS} 1.0 "
        f"counts as 1.5): best up to {limits[0]}, good up to {limits[1]}, inaccuracy up "
        f"to {limits[2]}, mistake up to {limits[3]}, blunder beyond.",
    ]
    return [plain(line, ascii) for line in lines]


def legend_short(unit: Unit, *, ascii: bool = False) -> list[str]:
    """:func:`legend_lines` in the few words a full screen of 80 by 24 has room for."""
    limits = [_scaled(limit, unit).removesuffix(".0") for limit in THRESHOLDS[unit]]
    what = "game-win chance (% points)" if unit == "win" else "expected hand points"
    lines = [
        f"Against best: {what} behind the best {PLUS_MINUS} 1 standard error.",
        f"Grade: that less half its {PLUS_MINUS}: best up to {limits[0]}, good {limits[1]}, "
        f"inaccuracy {limits[2]}, mistake {limits[3]}, more a blunder.",
    ]
    return [plain(line, ascii) for line in lines]


def hand_text(decision: Decision, *, ascii: bool = False) -> str:
    """The hand at the decision, melds first: ``[7♣ 8♣ 9♣] 2♥ K♠ (deadwood 12)``, then
    the upcard on offer and the stock's size, all as the player saw them."""
    arrangement = best_arrangement(decision.cards)
    parts = []
    if arrangement.melds:
        parts.append(melds_text(arrangement.melds, ascii=ascii))
    if arrangement.deadwood:
        parts.append(cards_text(arrangement.deadwood, ascii=ascii))
    text = f"{' '.join(parts)} (deadwood {arrangement.deadwood_count})"
    if decision.upcard is not None and decision.kind != "discard":
        text += f"; upcard {decision.upcard.pretty(ascii=ascii)}"
    return f"{text}; stock {decision.stock_size}"


def choices_text(decision: Decision, *, ascii: bool = False, most: int = 3) -> str:
    """The best few choices (and the one made, wherever it stands), each with its value
    and how far it is behind the best: ``take J♦ 57.2% (best); stock 49.6% −7.6 ± 2.8
    (yours)`` in game-win chance, or ``stock +3.2 (best); take 10♣ +1.0 −2.2 ± 0.9``
    in expected hand points."""
    unit = decision.unit
    shown = [c for i, c in enumerate(decision.choices) if i < most or c.action == decision.chosen]
    cells = []
    for index, choice in enumerate(shown):
        name = decision_choice(decision, choice.action, ascii=ascii)
        if index == 0:
            behind = "(best)"
        else:
            behind = difference_cell(choice.difference, choice.error, unit, ascii=ascii)
        cell = f"{name} {value_cell(choice, unit)} {behind}"
        cells.append(cell + (" (yours)" if choice.action == decision.chosen else ""))
    what = "game-win chance" if unit == "win" else "expected hand points"
    more = len(decision.choices) - len(cells)
    tail = f" (and {more} more)" if more > 0 else ""
    head = f"Choices ({what}; against the best {PLUS_MINUS} one standard error)"
    return plain(f"{head}: {'; '.join(cells)}{tail}.", ascii)


def _against(decision: Decision) -> str:
    """``−6.2 ± 2.8% game-win chance``: the choice made against the best."""
    return loss_text(decision.difference, decision.unit, decision.error)


def verdict_text(decision: Decision, *, ascii: bool = False) -> str:
    """``Move 13, discard: you chose discard 9♦, inaccuracy (−2.5 ± 1.6% game-win
    chance against the best; graded on 1.7%); best discard 7♣.`` (the grade counts the
    difference less half its standard error), or ``..., the best choice.``, or, for a
    choice graded best a little behind the top one, ``..., graded best (−0.3 ± 0.4%
    game-win chance against discard 7♣, within what the deals tell apart).``"""
    chose = decision_choice(decision, decision.chosen, ascii=ascii)
    head = f"Move {decision.turn + 1}, {KIND_NAMES.get(decision.kind, decision.kind)}: "
    unit = decision.unit
    if decision.grade == "best":
        if float(_scaled(decision.difference, unit)) == 0:
            return plain(f"{head}you chose {chose}, the best choice.", ascii)
        top = decision_choice(decision, decision.choices[0].action, ascii=ascii)
        within = f"{_against(decision)} against {top}, within what the deals tell apart"
        return plain(f"{head}you chose {chose}, graded best ({within}).", ascii)
    best = decision_choice(decision, decision.best, ascii=ascii)
    graded = f"graded on {_scaled(decision.loss, unit)}{'%' if unit == 'win' else ' points'}"
    loss = f"{_against(decision)} against the best; {graded}"
    return plain(f"{head}you chose {chose}, {decision.grade} ({loss}); best {best}.", ascii)


def explanation_text(decision: Decision, *, ascii: bool = False) -> str:
    """Why the best choice was better, as a sentence (for the best choice: that it was)."""
    if decision.grade == "best":
        return "As good as any choice here (within what the sampled deals can tell apart)."
    words = decision.explanation.removesuffix(f" ({_against(decision)})")
    return plain(sentence(words) + ".", ascii)  # the verdict has already said the loss


def detail_lines(decision: Decision, *, ascii: bool = False) -> list[str]:
    """Everything about one decision: the verdict, the hand, the values, and why."""
    return [
        verdict_text(decision, ascii=ascii),
        f"Your hand: {hand_text(decision, ascii=ascii)}.",
        plain(choices_text(decision, ascii=ascii), ascii),
        explanation_text(decision, ascii=ascii),
    ]


def summary_line(review: GameReview, seat: int = HUMAN, *, ascii: bool = False) -> str:
    """The one-line summary, as a sentence: ``You played 19 decisions: ...; accuracy 95%.``"""
    return plain(sentence(review.summary(seat, who="you").text) + ".", ascii)


def review_lines(review: GameReview, seat: int = HUMAN, *, ascii: bool = False) -> list[str]:
    """What the plain game prints for a reviewed hand: the summary, what the numbers
    mean, then the three largest losses (inaccuracies or worse), each with the hand as
    it was and why the best choice was better."""
    lines = [summary_line(review, seat, ascii=ascii)]
    if review.decisions(seat):
        lines += legend_lines(review.unit, ascii=ascii)
    worst = review.worst(seat)
    if not worst:
        if review.decisions(seat):
            lines.append("No choice of yours lost anything worth counting.")
        return lines
    lines.append("Your largest losses:" if len(worst) > 1 else "Your largest loss:")
    for rank, decision in enumerate(worst, start=1):
        lines.append(f"  {rank}. {verdict_text(decision, ascii=ascii)}")
        lines.append(f"     Your hand: {hand_text(decision, ascii=ascii)}.")
        lines.append(f"     {explanation_text(decision, ascii=ascii)}")
    return lines


def review_hand(
    record: GameRecord,
    hand: int,
    seat: int = HUMAN,
    *,
    ascii: bool = False,
    progress: Callable[[int, int], None] | None = None,
    first_deals: int = FIRST_DEALS,
    more_deals: int = MORE_DEALS,
) -> GameReview:
    """Review hand ``hand`` (from 1) of ``record`` for ``seat`` only: each decision
    valued from that seat's observation, never from the cards it could not see.
    ``progress`` is called with (decisions valued, decisions in all), first with 0."""
    return review_game(
        record,
        seats=(seat,),
        hands=[hand],
        ascii=ascii,
        progress=progress,
        first_deals=first_deals,
        more_deals=more_deals,
    )


__all__ = [
    "GRADE_STYLES",
    "KIND_NAMES",
    "choice_text",
    "choices_text",
    "decision_choice",
    "detail_lines",
    "difference_cell",
    "explanation_text",
    "hand_text",
    "legend_lines",
    "legend_short",
    "loss_cell",
    "plain",
    "review_hand",
    "review_lines",
    "summary_line",
    "unit_words",
    "value_cell",
    "verdict_text",
]
