"""The JSON shapes every ``--json`` output shares, so the commands agree with each other.

A card is its code string (``"7H"``); a list of cards is in the order the text output
prints it (by rank, then suit); a meld is a list of cards in its own order (a run low to
high), and melds come lowest first, as the text shows them; ``rules`` is always the
whole rules object (its ``name`` included). One module, so ``analyze``, ``score``,
``replay`` and ``simulate`` cannot drift apart again.

>>> from ginrummy.core.cards import parse_cards
>>> cards_json(parse_cards("KS 2C 7H 7C"))
['2C', '7C', '7H', 'KS']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..core.cards import Card
from ..core.hand import HandResult
from ..core.melds import Arrangement, Meld
from ..core.rules import Rules
from ..core.scoring import Showdown
from ..words.play import by_rank, sorted_melds


def cards_json(cards: Iterable[Card]) -> list[str]:
    """Cards as code strings, by rank then suit (the text's order)."""
    return [str(c) for c in by_rank(cards)]


def meld_json(meld: Meld) -> list[str]:
    """One meld as its cards, in the meld's own order."""
    return [str(c) for c in meld.ordered()]


def melds_json(melds: Iterable[Meld]) -> list[list[str]]:
    """Melds lowest first, each as a list of cards."""
    return [meld_json(m) for m in sorted_melds(melds)]


def arrangement_json(arrangement: Arrangement) -> dict[str, Any]:
    """An arrangement: its melds, its deadwood cards and their count."""
    return {
        "melds": melds_json(arrangement.melds),
        "deadwood": cards_json(arrangement.deadwood),
        "deadwood_count": arrangement.deadwood_count,
    }


def rules_json(rules: Rules) -> dict[str, Any]:
    """The rules as one object: every option, the preset's ``name`` included."""
    return rules.to_dict()


def showdown_json(showdown: Showdown) -> dict[str, Any]:
    """A showdown with its melds as lists of cards; each lay-off names its card and the
    meld it went onto (as that meld's cards)."""
    knocker_melds: Sequence[Meld] = showdown.knocker_melds
    return {
        "outcome": str(showdown.outcome),
        "winner": showdown.winner,
        "points": showdown.points,
        "knocker_deadwood": showdown.knocker_deadwood,
        "defender_deadwood": showdown.defender_deadwood,
        "knocker_melds": melds_json(knocker_melds),
        "knocker_deadwood_cards": cards_json(showdown.knocker_deadwood_cards),
        "defender_melds": melds_json(showdown.defender_melds),
        "defender_deadwood_cards": cards_json(showdown.defender_deadwood_cards),
        "layoffs": [
            {"card": str(m.card), "meld": meld_json(knocker_melds[m.meld])}
            for m in showdown.layoff_moves
        ],
        "knock_limit": showdown.knock_limit,
        "doubled": showdown.doubled,
    }


def result_json(result: HandResult) -> dict[str, Any]:
    """A hand's result; its showdown (if any) shaped as :func:`showdown_json`."""
    out: dict[str, Any] = {
        "outcome": str(result.outcome),
        "winner": result.winner,
        "points": result.points,
        "knocker": result.knocker,
    }
    if result.reason:
        out["reason"] = result.reason
    if result.showdown is not None:
        out["showdown"] = showdown_json(result.showdown)
    if result.hands is not None:
        out["hands"] = [cards_json(h) for h in result.hands]
    return out


__all__ = [
    "arrangement_json",
    "cards_json",
    "meld_json",
    "melds_json",
    "result_json",
    "rules_json",
    "showdown_json",
]
