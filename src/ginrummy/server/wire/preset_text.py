"""The start page's words for each rules preset: a label, what the preset is, and a
one-line summary of its numbers written from the options themselves, so the summary
can never disagree with the rules the game is played by.

The summary says the target score in words too, because choosing a preset changes the
target field (Oklahoma plays to 150, OpenSpiel's preset one hand): the player is told
rather than finding the number changed.

The words are the catalogs' (area ``presets.ftl``), in the language of the request;
:data:`PRESET_LABELS` and :data:`PRESET_WHAT` are the English ones, which say which
presets have words of their own."""

from __future__ import annotations

from collections.abc import Callable

from ...core.rules import MAX_RESHUFFLES, ReshuffleAt, Rules, Shutout, StockEnd
from ...i18n import Translator, translator

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


def _slug(name: str) -> str:
    """A preset's or an option's name as part of a message id (``big_gin_bonus``:
    ``big-gin-bonus``)."""
    return name.replace("_", "-")


def preset_label(name: str, tr: Translator | None = None) -> str:
    """The preset's name in the rules menu, in ``tr``'s language (English by default)."""
    if name not in PRESET_LABELS:
        return name
    return (tr or translator()).t(f"presets-label-{_slug(name)}")


def _target(rules: Rules, t: Callable[..., str]) -> str:
    if rules.hollywood:
        return t("presets-target-hollywood", target=rules.game_target)
    if rules.game_target == 1:
        return t("presets-target-one-hand")
    return t("presets-target", target=rules.game_target)


def _knock(rules: Rules, t: Callable[..., str]) -> str:
    if rules.knock_limit_from_upcard:
        return t("presets-knock-upcard")
    if rules.knock_limit == 0:
        return t("presets-knock-gin-only")
    return t("presets-knock", limit=rules.knock_limit)


def _reshuffle(rules: Rules, t: Callable[..., str]) -> str:
    """``words.play.reshuffle_text`` in words of the catalogs."""
    limit = rules.reshuffle_limit
    return t(
        "presets-reshuffle",
        limit=0 if limit is None else limit,
        max=MAX_RESHUFFLES,
        at="empty" if rules.reshuffle_at is ReshuffleAt.EMPTY else "two",
    )


def describe(name: str, rules: Rules, tr: Translator | None = None) -> str:
    """What the preset ``name`` is and its numbers, in one or two sentences, in ``tr``'s
    language (English by default)."""
    t = (tr or translator()).t
    parts = [_knock(rules, t), t("presets-gin", points=rules.gin_bonus)]
    if rules.big_gin_points is not None:
        parts.append(t("presets-big-gin", points=rules.big_gin_points))
    parts.append(t("presets-undercut", points=rules.undercut_bonus))
    if rules.spades_double:
        parts.append(t("presets-spades-double"))
    if rules.stock_exhausted is StockEnd.RESHUFFLE:
        parts.append(_reshuffle(rules, t))
    if rules.squared_pile:
        parts.append(t("presets-squared-pile"))
    numbers = t("presets-parts-separator").join(parts)
    bonuses = ""
    if rules.game_target > 1:
        extras = []
        if rules.game_bonus:
            extras.append(t("presets-game-bonus", points=rules.game_bonus))
        if rules.box_bonus:
            extras.append(t("presets-box-bonus", points=rules.box_bonus))
        if rules.shutout is Shutout.DOUBLE:
            extras.append(t("presets-shutout-doubles"))
        elif rules.shutout is not Shutout.NONE and rules.game_bonus:
            extras.append(t("presets-shutout-bonus"))
        bonuses = (
            t("presets-with", extras=t("presets-extras-separator").join(extras))
            if extras
            else t("presets-no-bonuses")
        )
    what = t(f"presets-what-{_slug(name)}") if name in PRESET_WHAT else ""
    return t(
        "presets-description",
        what=what,
        target=_target(rules, t),
        bonuses=bonuses,
        numbers=f"{numbers[0].upper()}{numbers[1:]}",
    ).strip()
