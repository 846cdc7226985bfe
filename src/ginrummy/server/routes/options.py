"""What a new room may be: the options the start page offers, the levels, and the check
of a requested preset and options (:func:`rules_from_request`).

Its own module because two sets of routes make rooms (the lobby's ``POST /api/rooms``
and the online pairing's tables) and both must accept exactly the same rules.
"""

from __future__ import annotations

from typing import Any

from ...agents import LEVELS
from ...core.errors import GinRummyError
from ...core.rules import (
    MAX_RESHUFFLES,
    PRESETS,
    DealerRotation,
    ReshuffleAt,
    Rules,
    Shutout,
    StockEnd,
)
from ...i18n import Translator, translator
from ..rooms.chat import QUICK_PHRASES
from ..wire.preset_text import describe, preset_label
from .common import ApiError
from .languages import current_language

OPTION_SPECS: list[dict[str, Any]] = [
    {"name": "knock_limit", "label": "Knock limit", "type": "int", "min": 0, "max": 10},
    {"name": "game_target", "label": "Target score", "type": "int", "min": 1, "max": 1000},
    {"name": "gin_bonus", "label": "Gin bonus", "type": "int", "min": 0, "max": 1000},
    {
        "name": "big_gin_bonus",
        "label": "Big gin bonus (empty: no big gin)",
        "type": "int",
        "min": 0,
        "max": 1000,
        "nullable": True,
    },
    {"name": "undercut_bonus", "label": "Undercut bonus", "type": "int", "min": 0, "max": 1000},
    {"name": "undercut_on_tie", "label": "Equal deadwood is an undercut", "type": "bool"},
    {"name": "game_bonus", "label": "Game bonus", "type": "int", "min": 0, "max": 1000},
    {
        "name": "box_bonus",
        "label": "Bonus per hand won (box)",
        "type": "int",
        "min": 0,
        "max": 1000,
    },
    {
        "name": "shutout",
        "label": "Shutout",
        "type": "choice",
        "choices": [str(s) for s in Shutout],
    },
    {"name": "spades_double", "label": "Spade upcard doubles the hand", "type": "bool"},
    {
        "name": "knock_limit_from_upcard",
        "label": "Upcard sets the knock limit (Oklahoma)",
        "type": "bool",
    },
    {"name": "hollywood", "label": "Hollywood: three games scored at once", "type": "bool"},
    {
        "name": "squared_pile",
        "label": "Squared-up discard pile (only the top card shows)",
        "type": "bool",
    },
    {
        "name": "upcard_offer_to_dealer",
        "label": "A passed first upcard is offered to the dealer (else the dealer plays first)",
        "type": "bool",
    },
    {
        "name": "stock_exhausted",
        "label": "When the stock runs out",
        "type": "choice",
        "choices": [str(s) for s in StockEnd],
    },
    {
        "name": "reshuffle_at",
        "label": "Reshuffle at (two cards left, or empty)",
        "type": "choice",
        "choices": [str(s) for s in ReshuffleAt],
    },
    {
        "name": "reshuffle_limit",
        "label": "Reshuffles a hand (empty: every time)",
        "type": "int",
        "min": 1,
        "max": MAX_RESHUFFLES,
        "nullable": True,
    },
]
"""The options the start page offers (and the only ones ``POST /api/rooms`` accepts)."""
_SPECS = {spec["name"]: spec for spec in OPTION_SPECS}
_ = DealerRotation  # the other option types exist but are not offered

LEVEL_LABELS = {  # the English words; the catalogs' presets-level-<name> are shown
    "easy": "Easy",
    "medium": "Medium",
    "hard": "Hard",
    "apprentice": "Apprentice",
    "master": "Master",
}


def rules_from_request(preset: str, options: dict[str, Any]) -> Rules:
    """The rules of a new room: a preset with the offered options on top, checked."""
    key = preset.strip().lower()
    if key not in PRESETS:
        raise ApiError(422, "rules/invalid", f"unknown rules preset {preset!r}")
    changes: dict[str, Any] = {}
    for name, value in options.items():
        spec = _SPECS.get(name)
        if spec is None:
            raise ApiError(422, "rules/invalid", f"the option {name!r} cannot be set here")
        kind = spec["type"]
        if value is None and spec.get("nullable"):
            changes[name] = None
            continue
        if kind == "int":
            ok = isinstance(value, int) and not isinstance(value, bool)
            ok = ok and spec["min"] <= value <= spec["max"]
        elif kind == "bool":
            ok = isinstance(value, bool)
        else:
            ok = value in spec["choices"]
        if not ok:
            raise ApiError(422, "rules/invalid", f"bad value for {name}: {value!r}")
        changes[name] = value
    try:
        return PRESETS[key].replace(**changes) if changes else PRESETS[key]
    except (GinRummyError, TypeError, ValueError) as exc:
        raise ApiError(422, "rules/invalid", str(exc)) from None


def is_preset(rules: Rules) -> bool:
    """Whether ``rules`` are a preset's own, the target aside (a rating pool is a preset
    and a target; a game with other options changed is not rated)."""
    preset = PRESETS.get(rules.name)
    return preset is not None and rules.replace(game_target=preset.game_target) == preset


def _slug(name: str) -> str:
    return name.replace("_", "-")


def option_specs(tr: Translator) -> list[dict[str, Any]]:
    """:data:`OPTION_SPECS` with their labels in ``tr``'s language, and each choice's
    words beside the values (``choice_labels``, in the order of ``choices``)."""
    specs = []
    for spec in OPTION_SPECS:
        shown = {**spec, "label": tr.t(f"presets-option-{_slug(spec['name'])}")}
        if spec["type"] == "choice":
            shown["choice_labels"] = [
                tr.t(f"presets-choice-{_slug(spec['name'])}-{_slug(c)}") for c in spec["choices"]
            ]
        specs.append(shown)
    return specs


def options_payload(lang: str | None = None) -> dict[str, Any]:
    """``GET /api/options``: what the start page offers, its words in ``lang`` (the
    request's language by default: :data:`~.languages.current_language`)."""
    tr = translator(lang or current_language.get())
    return {
        "protocol": 1,
        "levels": [
            {"name": name, "label": tr.t(f"presets-level-{_slug(name)}")} for name in LEVELS
        ],
        "default_level": "medium",
        "presets": [
            {
                "name": name,
                "label": preset_label(name, tr),
                "description": describe(name, rules, tr),
                "rules": rules.to_dict(),
            }
            for name, rules in PRESETS.items()
        ],
        "default_preset": "standard",
        "options": option_specs(tr),
        "chat_phrases": list(QUICK_PHRASES),
    }
