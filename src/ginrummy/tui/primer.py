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
from collections.abc import Callable

from ..core.cards import parse_cards
from ..core.rules import MAX_RESHUFFLES, ReshuffleAt, Rules, StockEnd
from ..i18n import Translator, translator

WIDTH = 72
"""Columns of the primer's text (the pop-up is 76 wide with its border and padding)."""

_Say = Callable[..., str]
"""A translator's ``t``: a message id and its arguments to words."""


def _knock(rules: Rules, t: _Say) -> str:
    if rules.knock_limit_from_upcard:
        limit = t("tui-primer-limit-upcard")
    elif rules.knock_limit == 0:
        limit = t("tui-primer-limit-zero")
    else:
        limit = t("tui-primer-limit", limit=rules.knock_limit)
    return t("tui-primer-knock", limit=limit)


def _undercut(rules: Rules, t: _Say) -> str:
    tie = "true" if rules.undercut_on_tie else "false"
    text = t("tui-primer-undercut", tie=tie, bonus=rules.undercut_bonus)
    if not rules.undercut_on_tie:
        text += " " + t("tui-primer-equal-nothing")
    return text


def _gin(rules: Rules, t: _Say) -> list[str]:
    lines = [t("tui-primer-gin", bonus=rules.gin_bonus)]
    if rules.big_gin_points is None:
        lines.append(t("tui-primer-no-big-gin"))
    else:
        lines.append(t("tui-primer-big-gin", bonus=rules.big_gin_points))
    if rules.must_knock_on_gin:
        lines.append(t("tui-primer-must-gin"))
    return lines


def _game(rules: Rules, t: _Say) -> list[str]:
    lines = [t("tui-primer-game", target=rules.game_target)]
    if rules.hollywood:
        lines = [t("tui-primer-hollywood", target=rules.game_target)]
    extras = []
    if rules.box_bonus:
        extras.append(t("tui-primer-box", bonus=rules.box_bonus))
    if rules.game_bonus:
        extras.append(t("tui-primer-game-bonus", bonus=rules.game_bonus))
    if str(rules.shutout) == "double":
        extras.append(t("tui-primer-shutout-double"))
    elif str(rules.shutout) == "bonus":
        extras.append(t("tui-primer-shutout-bonus"))
    if extras:
        lines.append(t("tui-primer-extras", extras=t("tui-table-separator").join(extras)))
    else:
        lines.append(t("tui-primer-no-extras"))
    return lines


def _play(rules: Rules, t: _Say) -> list[str]:
    lines = [t("tui-primer-turn")]
    if rules.upcard_offer and not rules.upcard_offer_to_dealer:
        lines.append(t("tui-primer-offer"))
    elif rules.upcard_offer:
        lines.append(t("tui-primer-offer-dealer"))
    if not rules.allow_discard_of_drawn_upcard:
        lines.append(t("tui-primer-keep-taken"))
    if rules.stock_end_upcard_knock:
        lines.append(t("tui-primer-stock-end-knock"))
    elif rules.stock_exhausted is StockEnd.VOID:
        lines.append(t("tui-primer-stock-end-void"))
    else:
        limit = rules.reshuffle_limit
        often = "always" if limit is None else "once" if limit == 1 else "times"
        empty = "true" if rules.reshuffle_at is ReshuffleAt.EMPTY else "false"
        shown = MAX_RESHUFFLES if limit is None else limit
        lines.append(t("tui-primer-reshuffle", often=often, limit=shown, empty=empty))
    if rules.spades_double:
        lines.append(t("tui-primer-spades"))
    if rules.squared_pile:
        lines.append(t("tui-primer-squared"))
    return lines


def rules_primer(rules: Rules, *, ascii: bool = False, tr: Translator | None = None) -> list[str]:
    """The rules in play in plain words, wrapped to :data:`WIDTH` columns (the example
    cards as ``7H`` with ``ascii``), in the player's language (``tr``; else English)."""
    tr = translator() if tr is None else tr
    t = tr.t

    def cards(text: str) -> str:
        return parse_cards(text).pretty(ascii=ascii)

    paragraphs = [
        t(
            "tui-primer-melds",
            set=cards("7C 7D 7H"),
            run=cards("4S 5S 6S"),
            low=cards("AS 2S 3S"),
        ),
        *_play(rules, t),
        _knock(rules, t),
        _undercut(rules, t),
        *_gin(rules, t),
        *_game(rules, t),
    ]
    lines = [t("tui-primer-title", rules=tr.rules_name(rules.name))]
    for paragraph in paragraphs:
        lines += textwrap.wrap(paragraph, WIDTH, initial_indent="- ", subsequent_indent="  ")
    return lines


__all__ = ["WIDTH", "rules_primer"]
