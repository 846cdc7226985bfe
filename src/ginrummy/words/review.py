"""The review of a hand, written for the terminal games (plain and full screen).

:mod:`ginrummy.review` grades every decision; this module only puts a graded decision
into the few words a terminal has room for: the choice in a table cell (``take 10♣``,
``knock 6♦``), the loss in the review's unit, the hand as it was, and the lines the
plain game prints after a hand (the summary, then the largest losses with why). Both
games take their words from here, so the table's rows and the plain lines agree.

``ascii`` writes ``7H`` for ``7♥`` and a plain ``-`` for the minus sign, so that a
plain terminal shows the losses (``plain_ascii`` alone would turn the sign into ``?``).

>>> from ginrummy.core.actions import DRAW_STOCK
>>> choice_text(DRAW_STOCK, None)
'stock'
>>> loss_cell(0.0137, "win"), loss_cell(2.26, "points")
('1.4', '2.3')
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.actions import Action, BigGin, Discard, DrawStock, Knock, Pass, TakeUpcard
from ..core.cards import Card
from ..core.melds import best_arrangement, deadwood_count
from ..core.record import GameRecord
from ..review import Decision, GameReview, review_game
from ..review.grades import Unit
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


def plain(text: str, ascii: bool) -> str:
    """``text`` in plain ASCII when ``ascii``: the minus sign as ``-``, suits as letters."""
    return plain_ascii(text.replace(MINUS, "-")) if ascii else text


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
    """The best few choices with their values: ``discard 7♣ 52.1%, discard 9♦ 51.2%``
    (game-win chance) or ``stock +3.2, take 10♣ +1.0`` (expected hand points)."""
    cells = []
    for choice in decision.choices[:most]:
        name = decision_choice(decision, choice.action, ascii=ascii)
        if decision.unit == "win" and choice.win is not None:
            cell = f"{name} {choice.win * 100:.1f}%"
        else:
            cell = f"{name} {choice.points:+.1f}"
        cells.append(cell + (" (yours)" if choice.action == decision.chosen else ""))
    what = "game-win chance" if decision.unit == "win" else "expected hand points"
    more = len(decision.choices) - len(cells)
    tail = f" (and {more} more)" if more > 0 else ""
    return f"Best choices ({what}): {', '.join(cells)}{tail}."


def verdict_text(decision: Decision, *, ascii: bool = False) -> str:
    """``Move 13, discard: you chose discard 9♦, good (−0.9% game-win chance); best
    discard 7♣.`` (or ``..., the best choice.``)."""
    chose = decision_choice(decision, decision.chosen, ascii=ascii)
    head = f"Move {decision.turn + 1}, {KIND_NAMES.get(decision.kind, decision.kind)}: "
    if decision.grade == "best":
        return plain(f"{head}you chose {chose}, the best choice.", ascii)
    best = decision_choice(decision, decision.best, ascii=ascii)
    loss = loss_text(decision.loss, decision.unit)
    return plain(f"{head}you chose {chose}, {decision.grade} ({loss}); best {best}.", ascii)


def explanation_text(decision: Decision, *, ascii: bool = False) -> str:
    """Why the best choice was better, as a sentence (for the best choice: that it was)."""
    if decision.grade == "best":
        return "As good as any choice here (within what the sampled deals can tell apart)."
    words = decision.explanation.removesuffix(f" ({loss_text(decision.loss, decision.unit)})")
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
    """What the plain game prints for a reviewed hand: the summary, then the three
    largest losses, each with the hand as it was and why the best choice was better."""
    lines = [summary_line(review, seat, ascii=ascii)]
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
    "explanation_text",
    "hand_text",
    "loss_cell",
    "plain",
    "review_hand",
    "review_lines",
    "summary_line",
    "unit_words",
    "verdict_text",
]
