"""The rules primer behind ``?``: the game being played, explained in a screenful.

A terminal player has no rule book at hand, and the presets differ where it matters
(the knock limit, undercuts, big gin, the bonuses at the end), so the primer is written
from the rules in play, not from the standard game: every number in it is this game's.
Pure text, tested without a screen.

>>> from ginrummy.core.rules import find_rules
>>> lines = rules_primer(find_rules("straight"))
>>> lines[0]
'The rules of this game (straight):'
>>> any("gin only" in line for line in lines)
True
"""

from __future__ import annotations

import textwrap

from ..core.cards import parse_cards
from ..core.rules import Rules, StockEnd
from ..words.play import count, reshuffle_text

WIDTH = 72
"""Columns of the primer's text (the pop-up is 76 wide with its border and padding)."""


def _knock(rules: Rules) -> str:
    if rules.knock_limit_from_upcard:
        limit = (
            "the first upcard's value sets each hand's knock limit (an ace: gin only; "
            "a face card: 10)"
        )
    elif rules.knock_limit == 0:
        limit = "the knock limit is 0: gin only, no knocking with deadwood"
    else:
        limit = f"you may knock when your deadwood after the discard is {rules.knock_limit} or less"
    return (
        f"Knock: {limit}. Knocking lays down your melds; the opponent lays down its "
        "own and lays off what it can on yours; the lower deadwood scores the difference."
    )


def _undercut(rules: Rules) -> str:
    tie = "lower than or equal to" if rules.undercut_on_tie else "lower than"
    text = (
        f"Undercut: when the opponent's deadwood is {tie} the knocker's, the opponent "
        f"scores the difference plus {rules.undercut_bonus}."
    )
    if not rules.undercut_on_tie:
        text += " Equal deadwood scores nothing."
    return text


def _gin(rules: Rules) -> list[str]:
    lines = [
        f"Gin: no deadwood at all scores {rules.gin_bonus} plus the opponent's deadwood, "
        "and nothing may be laid off on gin."
    ]
    if rules.big_gin_points is None:
        lines.append("Big gin is not played under these rules.")
    else:
        lines.append(
            f"Big gin: all 11 cards melded after drawing (no discard) scores "
            f"{rules.big_gin_points} plus the opponent's deadwood."
        )
    if rules.must_knock_on_gin:
        lines.append("Holding gin, you must go gin.")
    return lines


def _game(rules: Rules) -> list[str]:
    lines = [f"Game: the first to {count(rules.game_target, 'point')} wins."]
    if rules.hollywood:
        lines = [
            f"Hollywood: three games at once, each to {count(rules.game_target, 'point')}. "
            "Your first won hand counts in game 1, the second in games 1 and 2, the third "
            "and later in every game still open; each game has its own bonuses."
        ]
    extras = []
    if rules.box_bonus:
        extras.append(f"every hand won adds a box of {rules.box_bonus}")
    if rules.game_bonus:
        extras.append(f"the winner adds a game bonus of {rules.game_bonus}")
    if str(rules.shutout) == "double":
        extras.append("a shutout (the loser won no hand) doubles the winner's score")
    elif str(rules.shutout) == "bonus":
        extras.append("a shutout (the loser won no hand) adds another game bonus")
    if extras:
        lines.append("Boxes and bonuses at the end: " + "; ".join(extras) + ".")
    else:
        lines.append("No boxes or bonuses at the end: the points are the score.")
    return lines


def _play(rules: Rules) -> list[str]:
    lines = ["Your turn: draw a card (the stock, or the discard pile's top), then discard one."]
    if rules.upcard_offer and not rules.upcard_offer_to_dealer:
        lines.append(
            "The first upcard is offered to the non-dealer; if they pass, the dealer "
            "plays first: takes the upcard or draws from the stock."
        )
    elif rules.upcard_offer:
        lines.append(
            "The first upcard is offered to the non-dealer, then the dealer; once both "
            "pass, the non-dealer draws from the stock."
        )
    if not rules.allow_discard_of_drawn_upcard:
        lines.append("A card taken from the discard pile may not be thrown back that turn.")
    if rules.stock_end_upcard_knock:
        lines.append(
            "With two stock cards left you may take the upcard only to knock with it; "
            "otherwise the hand is void."
        )
    elif rules.stock_exhausted is StockEnd.VOID:
        lines.append("With two stock cards left and no knock, the hand is void: nobody scores.")
    else:
        lines.append(
            f"The discard pile but its top card is shuffled into a new stock "
            f"{reshuffle_text(rules)}; the time after that the hand is void."
        )
    if rules.spades_double:
        lines.append("A hand whose first upcard is a spade scores double.")
    if rules.squared_pile:
        lines.append(
            "The discard pile is squared up: only its top card shows, so remember what was thrown."
        )
    return lines


def rules_primer(rules: Rules, *, ascii: bool = False) -> list[str]:
    """The rules in play in plain words, wrapped to :data:`WIDTH` columns (the example
    cards as ``7H`` with ``ascii``)."""

    def cards(text: str) -> str:
        return parse_cards(text).pretty(ascii=ascii)

    paragraphs = [
        f"Melds: a set is 3 or 4 cards of one rank ({cards('7C 7D 7H')}); a run is 3 or "
        f"more cards of one suit in sequence ({cards('4S 5S 6S')}), the ace low only "
        f"({cards('AS 2S 3S')}; never Q K A). Cards in no meld are deadwood: aces count 1, "
        "face cards 10, the others their number.",
        *_play(rules),
        _knock(rules),
        _undercut(rules),
        *_gin(rules),
        *_game(rules),
    ]
    lines = [f"The rules of this game ({rules.name}):"]
    for paragraph in paragraphs:
        lines += textwrap.wrap(paragraph, WIDTH, initial_indent="- ", subsequent_indent="  ")
    return lines


__all__ = ["WIDTH", "rules_primer"]
