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

from babel import Locale
from babel.numbers import format_decimal, format_percent

from ..core.actions import (
    Action,
    BigGin,
    Discard,
    DrawStock,
    Knock,
    Pass,
    TakeUpcard,
    parse_action,
)
from ..core.cards import Card
from ..core.melds import best_arrangement, deadwood_count
from ..core.record import GameRecord
from ..i18n import Translator, translator
from ..review import Decision, GameReview, GradedChoice, review_game
from ..review.grades import GRADES, THRESHOLDS, Unit
from ..review.values import FIRST_DEALS, MORE_DEALS
from ..review.words import Reason, loss_text
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


def _tr(tr: Translator | None) -> Translator:
    """The translator given, else English (``ginrummy review`` and the golden files)."""
    return translator() if tr is None else tr


def _english(tr: Translator | None) -> bool:
    return tr is None or tr.lang == "en"


def kind_name(kind: str, tr: Translator | None = None) -> str:
    """A decision's kind as a table cell (:data:`KIND_NAMES`), in the player's language."""
    name = KIND_NAMES.get(kind, kind)
    return name if _english(tr) else _tr(tr).t("tui-review-kind", kind=name)


def grade_name(grade: str, tr: Translator | None = None) -> str:
    """A grade (``best`` ... ``blunder``) in the player's language."""
    return grade if _english(tr) else _tr(tr).t("tui-review-grade", grade=grade)


MINUS = "\N{MINUS SIGN}"
PLUS_MINUS = "\N{PLUS-MINUS SIGN}"


def plain(text: str, ascii: bool) -> str:
    """``text`` in plain ASCII when ``ascii``: the minus sign as ``-``, ``±`` as ``+/-``,
    suits as letters."""
    if not ascii:
        return text
    return plain_ascii(text.replace(MINUS, "-").replace(PLUS_MINUS, "+/-"))


def choice_text(
    action: Action, upcard: Card | None, *, ascii: bool = False, tr: Translator | None = None
) -> str:
    """A choice in a few characters: ``pass``, ``stock``, ``take 10♣``, ``discard Q♦``,
    ``knock 6♦``, ``big gin``. ``upcard`` names the card a ``take`` took."""
    t = _tr(tr).t
    if isinstance(action, DrawStock):
        return t("tui-review-choice-stock")
    if isinstance(action, TakeUpcard):
        if upcard is None:
            return t("tui-review-choice-take")
        return t("tui-review-choice-take-card", card=upcard.pretty(ascii=ascii))
    if isinstance(action, Pass):
        return t("tui-review-choice-pass")
    if isinstance(action, Discard):
        return t("tui-review-choice-discard", card=action.card.pretty(ascii=ascii))
    if isinstance(action, Knock):
        return t("tui-review-choice-knock", card=action.card.pretty(ascii=ascii))
    if isinstance(action, BigGin):
        return t("tui-review-choice-big-gin")
    return str(action)


def decision_choice(
    decision: Decision, action: Action, *, ascii: bool = False, tr: Translator | None = None
) -> str:
    """:func:`choice_text` at ``decision``, a knock that leaves no deadwood as ``gin``."""
    if isinstance(action, Knock) and not deadwood_count(decision.cards.mask & ~(1 << action.card)):
        return _tr(tr).t("tui-review-choice-gin", card=action.card.pretty(ascii=ascii))
    return choice_text(action, decision.upcard, ascii=ascii, tr=tr)


def loss_cell(loss: float, unit: Unit) -> str:
    """A loss as a number for a table: percentage points of game-win chance, or points."""
    return f"{loss * 100:.1f}" if unit == "win" else f"{loss:.1f}"


def unit_words(unit: Unit) -> str:
    """What the losses are counted in, for a table's legend."""
    if unit == "win":
        return "game-win chance given away, in % points"
    return "expected hand points given away"


def _decimal(value: float, tr: Translator | None, *, whole: bool = False) -> str:
    """``value`` with one decimal, as the player's language writes it (CLDR through
    Babel: ``2,5`` in French); English as the review always wrote it (``2.5``).
    ``whole``: a round number without its ``.0`` (a grade's limits)."""
    if whole and round(value, 1) == round(value):
        return str(round(value))
    if _english(tr):
        return f"{value:.1f}"
    return format_decimal(value, format="0.0", locale=Locale.parse(_tr(tr).lang, sep="-"))


def _scaled(value: float, unit: Unit, tr: Translator | None = None, *, whole: bool = False) -> str:
    return _decimal(value * 100 if unit == "win" else value, tr, whole=whole)


def difference_cell(
    difference: float,
    error: float,
    unit: Unit,
    *,
    ascii: bool = False,
    tr: Translator | None = None,
) -> str:
    """How far a choice is behind the best, ± one standard error, for a table:
    ``−6.2 ± 2.8`` (percentage points of game-win chance, or points)."""
    behind, noise = _scaled(difference, unit, tr), _scaled(error, unit, tr)
    return plain(f"{MINUS}{behind} {PLUS_MINUS} {noise}", ascii)


def value_cell(choice: GradedChoice, unit: Unit, tr: Translator | None = None) -> str:
    """A choice's value as shown beside its difference: ``57.2%`` of game-win chance or
    ``+3.2`` expected hand points (the best's value less the difference)."""
    if unit == "win":
        return f"{_decimal(choice.value * 100, tr)}%"
    if _english(tr):
        return f"{choice.value:+.1f}"
    sign = "-" if choice.value < 0 and round(choice.value, 1) != 0 else "+"
    return sign + _decimal(abs(choice.value), tr)


def legend_lines(
    unit: Unit, *, ascii: bool = False, you: bool = True, tr: Translator | None = None
) -> list[str]:
    """What a review's numbers mean and how a grade follows from them, a line each;
    spoken to the player (``you``) or of whoever decided."""
    limits = [_scaled(limit, unit, tr, whole=True) for limit in THRESHOLDS[unit]]
    if not _english(tr) and you:
        t = _tr(tr).t
        best, good, inaccuracy, mistake = limits
        lines = [
            t("tui-review-legend-value", unit=unit),
            t("tui-review-legend-against", unit=unit),
            t(
                "tui-review-legend-grade",
                best=best,
                good=good,
                inaccuracy=inaccuracy,
                mistake=mistake,
            ),
        ]
        return [plain(line, ascii) for line in lines]
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


def legend_short(unit: Unit, *, ascii: bool = False, tr: Translator | None = None) -> list[str]:
    """:func:`legend_lines` in the few words a full screen of 80 by 24 has room for."""
    t = _tr(tr).t
    best, good, inaccuracy, mistake = (
        _scaled(limit, unit, tr, whole=True) for limit in THRESHOLDS[unit]
    )
    lines = [
        t("tui-review-short-against", unit=unit),
        t(
            "tui-review-short-grade",
            best=best,
            good=good,
            inaccuracy=inaccuracy,
            mistake=mistake,
        ),
    ]
    return [plain(line, ascii) for line in lines]


def hand_text(decision: Decision, *, ascii: bool = False, tr: Translator | None = None) -> str:
    """The hand at the decision, melds first: ``[7♣ 8♣ 9♣] 2♥ K♠ (deadwood 12)``, then
    the upcard on offer and the stock's size, all as the player saw them."""
    t = _tr(tr).t
    arrangement = best_arrangement(decision.cards)
    parts = []
    if arrangement.melds:
        parts.append(melds_text(arrangement.melds, ascii=ascii, tr=tr))
    if arrangement.deadwood:
        parts.append(cards_text(arrangement.deadwood, ascii=ascii))
    hand = " ".join(parts)
    stock = decision.stock_size
    if decision.upcard is not None and decision.kind != "discard":
        upcard = decision.upcard.pretty(ascii=ascii)
        return t(
            "tui-review-hand-upcard",
            hand=hand,
            deadwood=arrangement.deadwood_count,
            upcard=upcard,
            stock=stock,
        )
    return t("tui-review-hand", hand=hand, deadwood=arrangement.deadwood_count, stock=stock)


def choices_text(
    decision: Decision, *, ascii: bool = False, most: int = 3, tr: Translator | None = None
) -> str:
    """The best few choices (and the one made, wherever it stands), each with its value
    and how far it is behind the best: ``take J♦ 57.2% (best); stock 49.6% −7.6 ± 2.8
    (yours)`` in game-win chance, or ``stock +3.2 (best); take 10♣ +1.0 −2.2 ± 0.9``
    in expected hand points."""
    t = _tr(tr).t
    unit = decision.unit
    shown = [c for i, c in enumerate(decision.choices) if i < most or c.action == decision.chosen]
    cells = []
    for index, choice in enumerate(shown):
        name = decision_choice(decision, choice.action, ascii=ascii, tr=tr)
        if index == 0:
            behind = t("tui-review-best-mark")
        else:
            behind = difference_cell(choice.difference, choice.error, unit, ascii=ascii, tr=tr)
        cell = f"{name} {value_cell(choice, unit, tr)} {behind}"
        yours = choice.action == decision.chosen
        cells.append(cell + (t("tui-review-yours-mark") if yours else ""))
    more = len(decision.choices) - len(cells)
    tail = t("tui-review-more", count=more) if more > 0 else ""
    cells_text = t("tui-table-separator").join(cells)
    text = t("tui-review-choices", unit=unit, cells=cells_text, more=tail)
    return plain(text, ascii)


def _against(decision: Decision, tr: Translator | None = None) -> str:
    """``−6.2 ± 2.8% game-win chance``: the choice made against the best."""
    if _english(tr):
        return loss_text(decision.difference, decision.unit, decision.error)
    scale = 100 if decision.unit == "win" else 1
    return _tr(tr).t(
        "tui-review-loss",
        loss=f"{MINUS}{_decimal(decision.difference * scale, tr)}",
        error=_decimal(decision.error * scale, tr),
        unit=decision.unit,
    )


def verdict_text(decision: Decision, *, ascii: bool = False, tr: Translator | None = None) -> str:
    """``Move 13, discard: you chose discard 9♦, inaccuracy (−2.5 ± 1.6% game-win
    chance against the best; graded on 1.7%); best discard 7♣.`` (the grade counts the
    difference less half its standard error), or ``..., the best choice.``, or, for a
    choice graded best a little behind the top one, ``..., graded best (−0.3 ± 0.4%
    game-win chance against discard 7♣, within what the deals tell apart).``"""
    t = _tr(tr).t
    chose = decision_choice(decision, decision.chosen, ascii=ascii, tr=tr)
    move = {"number": decision.turn + 1, "kind": kind_name(decision.kind, tr), "chose": chose}
    unit = decision.unit
    if decision.grade == "best":
        if round(decision.difference * (100 if unit == "win" else 1), 1) == 0:
            return plain(t("tui-review-verdict-best", **move), ascii)
        top = decision_choice(decision, decision.choices[0].action, ascii=ascii, tr=tr)
        within = t("tui-review-verdict-within", loss=_against(decision, tr), top=top, **move)
        return plain(within, ascii)
    best = decision_choice(decision, decision.best, ascii=ascii, tr=tr)
    return plain(
        t(
            "tui-review-verdict",
            grade=grade_name(decision.grade, tr),
            loss=_against(decision, tr),
            graded=_scaled(decision.loss, unit, tr),
            unit=unit,
            best=best,
            **move,
        ),
        ascii,
    )


def _share(value: object, tr: Translator) -> str:
    """A share of the deals as a percentage in ``tr``'s language: ``12%``, ``12 %``."""
    share = float(value) if isinstance(value, int | float) else 0.0
    if tr.lang == "en":
        return f"{share:.0%}"  # as ginrummy.review.words.reason_text writes it
    return format_percent(share, locale=Locale.parse(tr.lang, sep="-"))


def _clause_words(clause: Reason, made: bool, tr: Translator, ascii: bool) -> str:
    """One clause of a typed reason (``review-why-made-*`` of the discard made,
    ``review-why-better-*`` of the better one)."""
    kind = str(clause.get("kind", ""))
    if kind == "more-ways":
        return tr.t("review-why-better-more-ways", kept=clause["kept"], lost=clause["lost"])
    args: dict[str, object] = {
        "card": _card(clause.get("card"), ascii),
        "cards": _cards(clause.get("cards"), ascii),
        "deadwood": clause.get("deadwood", 0),
    }
    return tr.t(f"review-why-{'made' if made else 'better'}-{kind}", **args)


def _card(code: object, ascii: bool) -> str:
    return Card.parse(code).pretty(ascii=ascii) if isinstance(code, str) and code else ""


def _cards(codes: object, ascii: bool) -> str:
    return " ".join(_card(c, ascii) for c in codes) if isinstance(codes, list | tuple) else ""


def _action_words(text: object, tr: Translator, ascii: bool) -> str:
    """An action as :class:`str` writes it (``discard KS``) in the review's words."""
    try:
        action = parse_action(str(text))
    except ValueError:
        return str(text)
    card = _card(str(action.card), ascii) if isinstance(action, Discard | Knock) else ""
    if isinstance(action, Discard):
        return tr.t("review-choice-discard", card=card)
    if isinstance(action, Knock):
        return tr.t("review-choice-knock", card=card)
    if isinstance(action, TakeUpcard):
        return tr.t("review-choice-take")
    if isinstance(action, DrawStock):
        return tr.t("review-choice-draw")
    if isinstance(action, Pass):
        return tr.t("review-choice-pass")
    return tr.t("review-choice-big-gin")


def reason_words(why: Reason, *, ascii: bool = False, tr: Translator | None = None) -> str | None:
    """A typed reason (:data:`ginrummy.review.words.Reason`) in ``tr``'s language, from
    the messages ``review-why-*`` the browser's review words it with too (without the
    loss); ``None`` for a kind with no words.

    >>> why = {"kind": "skip-melds", "card": "7H", "cards": ["7C", "7D"]}
    >>> reason_words(why, tr=translator("fr"))
    '7♥ se combine avec 7♣ 7♦ : la prendre était mieux'
    """
    t = _tr(tr)
    kind = why.get("kind")
    card = _card(why.get("card"), ascii)
    deadwood = why.get("deadwood", 0)
    if kind in ("knock-safe", "gin"):
        return t.t(f"review-why-{kind}", deadwood=deadwood, card=card)
    if kind in ("knock-undercut", "knock-won"):
        share = _share(why.get("share"), t)
        return t.t(f"review-why-{kind}", deadwood=deadwood, card=card, share=share)
    if kind == "big-gin":
        return t.t("review-why-big-gin")
    if kind == "discards":
        parts = [_clause_words(c, False, t, ascii) for c in why.get("better", [])]
        if len(parts) >= 3:
            better = t.t("review-why-three", first=parts[0], second=parts[1], third=parts[2])
        elif len(parts) == 2:
            better = t.t("review-why-two", first=parts[0], second=parts[1])
        else:
            better = parts[0] if parts else ""
        made = _clause_words(why.get("chosen", {}), True, t, ascii)
        return t.t("review-why-discards", made=made, better=better)
    cards = _cards(why.get("cards"), ascii)
    if kind in ("take-melds", "take-nothing"):
        return t.t(f"review-why-{kind}", card=card, cards=cards, other=why.get("other", "pass"))
    if kind in ("skip-melds", "skip-lowers"):
        return t.t(f"review-why-{kind}", card=card, cards=cards)
    if kind == "other":
        best = _action_words(why.get("best"), t, ascii)
        return t.t("review-why-other", best=best, chosen=_action_words(why.get("chosen"), t, ascii))
    return None


def explanation_text(
    decision: Decision, *, ascii: bool = False, tr: Translator | None = None
) -> str:
    """Why the best choice was better, as a sentence (for the best choice: that it was):
    in English as :mod:`ginrummy.review` wrote it, in another language its typed reason
    worded by :func:`reason_words`."""
    if decision.grade == "best":
        return _tr(tr).t("tui-review-as-good")
    words = None
    if not _english(tr) and decision.reason is not None:
        words = reason_words(decision.reason, ascii=ascii, tr=tr)
    if words is None:
        words = decision.explanation.removesuffix(f" ({_against(decision)})")
    return plain(sentence(words) + ".", ascii)  # the verdict has already said the loss


def detail_lines(
    decision: Decision, *, ascii: bool = False, tr: Translator | None = None
) -> list[str]:
    """Everything about one decision: the verdict, the hand, the values, and why."""
    t = _tr(tr).t
    return [
        verdict_text(decision, ascii=ascii, tr=tr),
        t("tui-review-your-hand", hand=hand_text(decision, ascii=ascii, tr=tr)),
        plain(choices_text(decision, ascii=ascii, tr=tr), ascii),
        explanation_text(decision, ascii=ascii, tr=tr),
    ]


def summary_line(
    review: GameReview, seat: int = HUMAN, *, ascii: bool = False, tr: Translator | None = None
) -> str:
    """The one-line summary, as a sentence: ``You played 19 decisions: ...; accuracy 95%.``"""
    summary = review.summary(seat, who="you")
    if _english(tr):
        return plain(sentence(summary.text) + ".", ascii)
    t = _tr(tr).t
    total = sum(summary.counts.values())
    if total == 0:
        return plain(t("tui-review-summary-none"), ascii)
    parts = t("tui-review-comma").join(
        t("tui-review-grade-count", grade=g, count=summary.counts[g])
        for g in GRADES
        if summary.counts.get(g)
    )
    if summary.accuracy is None:
        return plain(t("tui-review-summary", count=total, grades=parts), ascii)
    accuracy = f"{summary.accuracy:.0f}"
    text = t("tui-review-summary-accuracy", count=total, grades=parts, accuracy=accuracy)
    return plain(text, ascii)


def review_lines(
    review: GameReview, seat: int = HUMAN, *, ascii: bool = False, tr: Translator | None = None
) -> list[str]:
    """What the plain game prints for a reviewed hand: the summary, what the numbers
    mean, then the three largest losses (inaccuracies or worse), each with the hand as
    it was and why the best choice was better."""
    t = _tr(tr).t
    lines = [summary_line(review, seat, ascii=ascii, tr=tr)]
    if review.decisions(seat):
        lines += legend_lines(review.unit, ascii=ascii, tr=tr)
    worst = review.worst(seat)
    if not worst:
        if review.decisions(seat):
            lines.append(t("tui-review-nothing-lost"))
        return lines
    lines.append(t("tui-review-largest", count=len(worst)))
    for rank, decision in enumerate(worst, start=1):
        lines.append(f"  {rank}. {verdict_text(decision, ascii=ascii, tr=tr)}")
        your_hand = t("tui-review-your-hand", hand=hand_text(decision, ascii=ascii, tr=tr))
        lines.append(f"     {your_hand}")
        lines.append(f"     {explanation_text(decision, ascii=ascii, tr=tr)}")
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
    "grade_name",
    "hand_text",
    "kind_name",
    "legend_lines",
    "legend_short",
    "loss_cell",
    "plain",
    "reason_words",
    "review_hand",
    "review_lines",
    "summary_line",
    "unit_words",
    "value_cell",
    "verdict_text",
]
