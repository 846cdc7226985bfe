"""The server's views in the player's language, for the terminal's online screens.

The server sends each view with typed fields (an event's ``kind``, ``seat`` and
``card``; a showdown's ``outcome``, ``knocker``, melds and deadwood counts; a score
sheet row's ``l10n`` message; a refusal's ``code``; a hint's ``parts``) beside English
``text`` fields kept for older clients. In English the terminal prints those texts as it
always did; in another language it words the typed fields with the catalogs the plain
game and the browser use (``play.ftl``, ``hint.ftl``, ``web-table.ftl``,
``web-errors.ftl``), as the browser's ``tablewords.js`` does.

``me`` is the seat called "you" (``None`` for a watcher, who calls every player by name).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..agents.levels import ReasonPart, reason_words
from ..core.actions import parse_action
from ..core.cards import Card
from ..core.errors import GinRummyError
from ..i18n import Translator
from ..words.play import EVENT_KEYS, hint_text, sentence

_MOVE_KEYS = {
    "draw": "action-draw",
    "take": "action-take",
    "pass": "action-pass",
    "discard": "action-discard",
    "knock": "action-knock",
    "gin": "table-gin-label",
    "big_gin": "action-big-gin",
}


def english(tr: Translator) -> bool:
    """Whether ``tr`` is English: the server's own texts are then printed as they come."""
    return tr.lang == "en"


def _card(code: str, ascii: bool) -> str:
    return Card.parse(code).pretty(ascii=ascii)


def _cards(codes: list[str], ascii: bool) -> str:
    return " ".join(_card(c, ascii) for c in codes)


def _who(seat: int | None, me: int | None) -> str:
    return "you" if seat is not None and seat == me else "other"


def _name(view: Mapping[str, Any], seat: int | None, me: int | None, tr: Translator) -> str:
    if seat is None:
        return ""
    return tr.t("you") if seat == me else str(view["names"][seat])


def name_the_computer(tr: Translator, view: dict[str, Any]) -> None:
    """Call the computer in ``view`` by its level in the player's language (the server
    names it in English, ``Computer (easy)``), as the browser does (``table-computer``):
    its name in ``names``, in a seat's ``opponent`` and in a watcher's ``seats``."""
    if english(tr):
        return
    names = view.get("names")
    if not isinstance(names, list):
        return
    level = view.get("level") or "other"
    opponent = view.get("opponent")
    bots = set()
    if isinstance(opponent, dict) and opponent.get("bot"):
        bots.add(int(opponent.get("seat", 1 - int(view.get("seat") or 0))))
    for seat, entry in enumerate(view.get("seats") or []):
        if isinstance(entry, dict) and entry.get("bot"):
            bots.add(seat)
    for seat in bots:
        if 0 <= seat < len(names):
            names[seat] = tr.t("table-computer", level=level)
            if isinstance(opponent, dict) and opponent.get("seat", seat) == seat:
                opponent["name"] = names[seat]
            seats = view.get("seats") or []
            if seat < len(seats) and isinstance(seats[seat], dict):
                seats[seat]["name"] = names[seat]


def refusal_text(tr: Translator, message: Mapping[str, Any]) -> str:
    """A server's refusal (``{code, message, ...}``) in words: ``error-<code>`` (``/``
    and ``.`` read as ``-``) with the refusal's fields as arguments; the server's
    English message in English, or when the code has no message."""
    code = str(message.get("code") or "")
    fallback = str(message.get("message") or "")
    if english(tr) or not code:
        return fallback
    key = "error-" + code.replace("/", "-").replace(".", "-")
    if not tr.has(key):
        return fallback
    args = {k: v for k, v in message.items() if isinstance(v, str | int | float)}
    return tr.t(key, **args)


def move_label(tr: Translator, entry: Mapping[str, Any], *, ascii: bool) -> str:
    """A legal move (an entry of ``view["legal"]``) in words: ``discard 7♥``."""
    key = _MOVE_KEYS.get(str(entry.get("kind")))
    if english(tr) or key is None:
        return str(entry.get("label") or entry.get("text") or "")
    card = entry.get("card")
    return tr.t(key, card=_card(card, ascii) if card else "")


def event_line(
    tr: Translator,
    event: Mapping[str, Any],
    view: Mapping[str, Any],
    me: int | None,
    *,
    ascii: bool,
) -> str:
    """One event of the hand's log, a sentence."""
    key = EVENT_KEYS.get(str(event.get("kind")))
    if english(tr) or key is None:
        return sentence(str(event.get("text", "")))
    card = event.get("card")
    if card and key in ("event-draw", "event-knock"):
        key += "-card"
    seat = event.get("seat")
    shown = _card(card, ascii) if card else ""
    return sentence(tr.t(key, who=_who(seat, me), name=_name(view, seat, me, tr), card=shown))


def void_reason(tr: Translator, result: Mapping[str, Any]) -> str:
    """Why a hand was void, from its typed ``void_reason`` (web-reasons.ftl, as the
    browser words it), else the server's English ``reason``."""
    code = result.get("void_reason")
    key = f"reasons-void-{code}"
    if code and tr.has(key):
        return tr.t(key)
    return str(result.get("reason") or "")


def result_text(
    tr: Translator, result: Mapping[str, Any], view: Mapping[str, Any], me: int | None
) -> str:
    """A hand's result in a line (the showdown's ``text``): ``you knocked: 5 against 12;
    you score 7``."""
    if english(tr):
        return sentence(str(result.get("text", "")))
    if result.get("void") or result.get("outcome") == "void":
        reason = void_reason(tr, result)
        return sentence(
            tr.t("table-result-void-reason", reason=reason) if reason else tr.t("table-result-void")
        )
    knocker = result.get("knocker")
    k = result.get("knocker_deadwood_count", result.get("knocker_deadwood"))
    d = result.get("defender_deadwood_count", result.get("defender_deadwood"))
    outcome = result.get("outcome")
    if knocker is None or (outcome not in ("gin", "big_gin") and k is None):
        return sentence(str(result.get("text", "")))
    base = {"who": _who(knocker, me), "name": _name(view, knocker, me, tr)}
    if outcome == "gin":
        said = tr.t("table-result-gin", **base)
    elif outcome == "big_gin":
        said = tr.t("table-result-big-gin", **base)
    elif outcome in ("knock", "tie"):
        key = "table-result-tie" if outcome == "tie" else "table-result-knock"
        said = tr.t(key, **base, k=k, d=d)
    elif outcome == "undercut":
        defender = 1 - int(knocker)
        said = tr.t(
            "table-result-undercut",
            who=_who(defender, me),
            name=_name(view, defender, me, tr),
            knocker=_name(view, knocker, me, tr),
            k=k,
            d=d,
        )
    else:
        return sentence(str(result.get("text", "")))
    winner = result.get("winner")
    if winner is None:
        return sentence(tr.t("table-result-nobody", result=said))
    return sentence(
        tr.t(
            "table-result-scores",
            result=said,
            who=_who(winner, me),
            name=_name(view, winner, me, tr),
            points=int(result.get("points") or 0),
        )
    )


def _melds(tr: Translator, melds: list[list[str]], ascii: bool) -> str:
    return " ".join(f"[{_cards(m, ascii)}]" for m in melds) or tr.t("no-melds")


def _points_reason(tr: Translator, sd: Mapping[str, Any]) -> str:
    """How the points were reached, from the showdown's counts (the bonuses are what
    the points hold beyond the deadwood)."""
    k, d = int(sd["knocker_deadwood_count"]), int(sd["defender_deadwood_count"])
    points = int(sd.get("points") or 0)
    base = points // 2 if sd.get("doubled") else points
    outcome = sd.get("outcome")
    if outcome == "gin":
        text = tr.t("points-gin", bonus=base - d, d=d, base=base)
    elif outcome == "big_gin":
        text = tr.t("points-big-gin", bonus=base - d, d=d, base=base)
    elif outcome == "knock":
        text = tr.t("points-knock", d=d, k=k, base=base)
    elif outcome == "undercut":
        text = tr.t("points-undercut", bonus=base - (k - d), k=k, d=d, base=base)
    else:
        return tr.t("points-tie", k=k)
    if sd.get("doubled"):
        text = tr.t("points-doubled", text=text, points=points)
    return text


def showdown_lines(
    tr: Translator,
    sd: Mapping[str, Any],
    view: Mapping[str, Any],
    me: int | None,
    *,
    ascii: bool,
) -> list[str]:
    """The showdown laid out (the server's ``lines``): both hands' melds and deadwood,
    the lay-offs, the outcome and how its points were reached."""
    knocker = sd.get("knocker")
    if english(tr) or knocker is None or sd.get("knocker_deadwood_count") is None:
        if not english(tr) and (sd.get("void") or sd.get("outcome") == "void"):
            reason = void_reason(tr, sd)
            return [tr.t("void-hand-reason", reason=reason) if reason else tr.t("void-hand")]
        return [sentence(str(line)) for line in sd.get("lines", [])]
    knocker = int(knocker)
    defender = 1 - knocker
    kname, dname = _name(view, knocker, me, tr), _name(view, defender, me, tr)
    outcome = str(sd.get("outcome"))
    head_outcome = outcome if outcome in ("gin", "big_gin") else "knock"

    def deadwood(cards: list[str], count: int) -> str:
        return tr.t("showdown-deadwood", cards=_cards(cards, ascii) or "-", count=count)

    lines = [
        sentence(
            tr.t(
                "showdown-head",
                who=_who(knocker, me),
                name=kname,
                outcome=head_outcome,
                limit=view.get("knock_limit", ""),
            )
        ),
        f"  {kname:<10} " + tr.t("showdown-melds", melds=_melds(tr, sd["knocker_melds"], ascii)),
        f"  {'':<10} " + deadwood(sd["knocker_deadwood"], int(sd["knocker_deadwood_count"])),
        f"  {dname:<10} " + tr.t("showdown-melds", melds=_melds(tr, sd["defender_melds"], ascii)),
        f"  {'':<10} " + deadwood(sd["defender_deadwood"], int(sd["defender_deadwood_count"])),
    ]
    layoffs = sd.get("layoffs") or []
    if layoffs:
        melds = sd["knocker_melds"]
        parts = [
            tr.t(
                "layoff",
                card=_card(m["card"], ascii),
                meld=f"[{_cards(melds[m['meld']], ascii)}]" if m["meld"] < len(melds) else "",
            )
            for m in layoffs
        ]
        lines.append(
            "  "
            + tr.t(
                "showdown-laid-off", who=_who(defender, me), name=dname, layoffs=", ".join(parts)
            )
        )
    elif outcome in ("gin", "big_gin"):
        lines.append("  " + tr.t("showdown-no-layoffs"))
    else:
        lines.append("  " + tr.t("showdown-nothing-to-lay-off", who=_who(defender, me), name=dname))
    said = tr.t("outcome-name", outcome=outcome)
    reason = _points_reason(tr, sd)
    winner = sd.get("winner")
    if winner is None:
        lines.append(tr.t("showdown-outcome-nobody", outcome=said, reason=reason))
    else:
        lines.append(
            tr.t(
                "showdown-outcome",
                outcome=said,
                who=_who(winner, me),
                name=_name(view, winner, me, tr),
                points=int(sd.get("points") or 0),
                reason=reason,
            )
        )
    return lines


def game_over_text(
    tr: Translator, over: Mapping[str, Any], view: Mapping[str, Any], me: int | None
) -> str:
    """How the game ended: who won and by how much, a resignation, a claim."""
    winner = over.get("winner")
    won = over.get("games_won")
    hollywood_typed = isinstance(won, list) and len(won) == 2
    if english(tr) or winner not in (0, 1) or (over.get("games") and not hollywood_typed):
        return sentence(str(over.get("text", "")))
    loser = 1 - int(winner)
    if over.get("aborted"):
        key = "table-over-aborted-resigned" if over.get("resigned") else "table-over-aborted-left"
        return tr.t(key, name=_name(view, loser, me, tr))
    if over.get("claimed"):
        key = "table-over-resigned" if over.get("resigned") else "table-over-claimed"
        args = {
            "who": _who(loser, me),
            "name": _name(view, loser, me, tr),
            "winner-who": _who(winner, me),
            "winner": _name(view, winner, me, tr),
        }
        return sentence(tr.t(key, **args))
    name = _name(view, winner, me, tr)
    if over.get("games"):  # Hollywood: over the three games, with the games each won
        counts = won if isinstance(won, list) else [0, 0]
        points = int(over.get("net") or 0)
        return sentence(
            tr.t("hollywood-won", who=_who(winner, me), name=name, points=points,
                 won0=int(counts[0]), won1=int(counts[1]))
        )  # fmt: skip
    key = "game-won-shutout" if over.get("shutout") else "game-won"
    return sentence(tr.t(key, who=_who(winner, me), name=name, points=int(over.get("net") or 0)))


def sheet_label(tr: Translator, row: Mapping[str, Any]) -> str:
    """A final score sheet's row label: its typed message (``l10n``), else the server's."""
    typed = row.get("l10n") or {}
    if english(tr) or not typed.get("id"):
        return str(row.get("label", ""))
    return tr.t(str(typed["id"]), **(typed.get("args") or {}))


def hint_line(tr: Translator, message: Mapping[str, Any], *, ascii: bool) -> str:
    """The server's hint (the move, then why) in words: the move from its command, the
    reason from its typed ``parts``; the server's English sentence in English or when
    either is missing."""
    parts = message.get("parts") or []
    text = str(message.get("text", ""))
    command = (message.get("action") or {}).get("text")
    if english(tr) or not parts or not command:
        return text
    try:
        action = parse_action(str(command))
        typed = tuple(
            ReasonPart(
                str(p["id"]),
                tuple(
                    (k, tuple(v) if isinstance(v, list) else v)
                    for k, v in (p.get("args") or {}).items()
                ),
            )
            for p in parts
        )
    except (GinRummyError, KeyError, TypeError, ValueError):
        return text
    return hint_text(action, reason_words(typed, tr, ascii=ascii), ascii=ascii, tr=tr)


__all__ = [
    "event_line",
    "game_over_text",
    "hint_line",
    "move_label",
    "name_the_computer",
    "refusal_text",
    "result_text",
    "sheet_label",
    "showdown_lines",
]
