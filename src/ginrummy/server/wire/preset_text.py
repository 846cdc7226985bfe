"""The start page's words for each rules preset: a label, what the preset is, and a
one-line summary of its numbers written from the options themselves, so the summary
can never disagree with the rules the game is played by.

The summary says the target score in words too, because choosing a preset changes the
target field (Oklahoma plays to 150, OpenSpiel's preset one hand): the player is told
rather than finding the number changed."""

from __future__ import annotations

from ...core.rules import Rules, Shutout, StockEnd
from ...words.play import reshuffle_text

PRESET_LABELS = {
    "standard": "Standard",
    "oklahoma": "Oklahoma",
    "oklahoma-spades": "Oklahoma, spades double",
    "straight": "Straight gin",
    "hollywood": "Hollywood",
    "eaai": "EAAI tournament",
    "openspiel": "OpenSpiel (one hand)",
}

PRESET_WHAT = {
    "standard": "The usual game of gin rummy.",
    "oklahoma": "The first upcard sets how low you must be to knock; an ace means gin only.",
    "oklahoma-spades": "Oklahoma with the house rule that a spade upcard doubles the hand.",
    "straight": "No knocking: a hand is won only by going gin.",
    "hollywood": "Three games on one score sheet: your first won hand counts in game 1, "
    "the second in games 1 and 2, the third and later in all three.",
    "eaai": "The rules of the EAAI gin rummy AI tournament.",
    "openspiel": "The rules of the OpenSpiel research library: a single hand.",
}


def _target(rules: Rules) -> str:
    if rules.hollywood:
        return f"Three games at once, each to {rules.game_target} points"
    if rules.game_target == 1:
        return "One hand decides the game (target 1 point)"
    return f"Game to {rules.game_target} points"


def _knock(rules: Rules) -> str:
    if rules.knock_limit_from_upcard:
        return "knock limit set by the first upcard"
    if rules.knock_limit == 0:
        return "gin only, no knocking"
    return f"knock with {rules.knock_limit} or less"


def describe(name: str, rules: Rules) -> str:
    """What the preset ``name`` is and its numbers, in one or two sentences."""
    parts = [_knock(rules), f"gin {rules.gin_bonus}"]
    if rules.big_gin_points is not None:
        parts.append(f"big gin {rules.big_gin_points}")
    parts.append(f"undercut {rules.undercut_bonus}")
    if rules.spades_double:
        parts.append("spade upcard doubles the hand")
    if rules.stock_exhausted is StockEnd.RESHUFFLE:
        parts.append(f"the discards become a new stock {reshuffle_text(rules)}")
    if rules.squared_pile:
        parts.append("the discard pile is squared up: only its top card shows")
    numbers = "; ".join(parts)
    bonuses = ""
    if rules.game_target > 1:
        extras = []
        if rules.game_bonus:
            extras.append(f"{rules.game_bonus} for the game")
        if rules.box_bonus:
            extras.append(f"{rules.box_bonus} a hand won")
        if rules.shutout is Shutout.DOUBLE:
            extras.append("a shutout doubles")
        elif rules.shutout is not Shutout.NONE and rules.game_bonus:
            extras.append("a shutout adds a bonus")
        bonuses = f", with {', '.join(extras)}" if extras else ", no bonuses"
    what = PRESET_WHAT.get(name, "")
    return f"{what} {_target(rules)}{bonuses}. {numbers[0].upper()}{numbers[1:]}.".strip()
