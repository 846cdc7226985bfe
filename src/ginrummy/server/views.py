"""A seat's screen as JSON, built from its :class:`~ginrummy.observation.Observation` only.

The view is the one place where engine objects become what the browser shows, so the
no-leak rule is easy to check: every card in a view comes from the seat's observation
(its hand, the pile, the opponent's cards taken from the pile, events with hidden cards
already removed, hands laid open at a showdown) or from the finished hands' public
results. Nothing here ever touches a :class:`~ginrummy.hand.HandState`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import BigGin, Discard, DrawStock, Knock, Pass, TakeUpcard
from ..cards import Card, CardSet
from ..hand import Event, HandResult, Phase
from ..match import Game
from ..melds import Arrangement, Meld, best_arrangement, discard_deadwoods
from ..observation import Observation
from ..rules import Rules
from ..scoring import Outcome
from ..textplay import action_text, points_reason, result_lines, score_sheet_rows


@dataclass(frozen=True, slots=True)
class Seating:
    """The public facts about a room that a view shows besides the observation."""

    room_id: str
    mode: str
    level: str | None
    names: tuple[str, str]
    bots: tuple[bool, bool]
    connected: tuple[bool, bool]
    taken: tuple[bool, bool]
    game_number: int
    ready: frozenset[int]
    """Seats that asked for the next hand (or a rematch) and wait for the other."""


def _codes(cards: Sequence[Card] | CardSet) -> list[str]:
    return [str(c) for c in cards]


def _meld_codes(meld: Meld) -> list[str]:
    return [str(c) for c in meld.ordered()]


def arrangement_view(arrangement: Arrangement) -> dict[str, Any]:
    """Melds (each in order) and deadwood as card codes, with the deadwood count."""
    melds = sorted(arrangement.melds, key=lambda m: (min(m.ordered()) % 13, m.mask))
    return {
        "melds": [_meld_codes(m) for m in melds],
        "deadwood": _codes(sorted(arrangement.deadwood, key=lambda c: (c % 13, c))),
        "deadwood_count": arrangement.deadwood_count,
    }


def legal_view(obs: Observation) -> list[dict[str, Any]]:
    """The seat's legal moves with their ids, texts, labels and kinds (knock/gin apart)."""
    out: list[dict[str, Any]] = []
    after: dict[Card, int] | None = None
    gin_label = ""
    for action in obs.legal_actions:
        card: str | None = None
        if isinstance(action, DrawStock):
            kind = "draw"
        elif isinstance(action, TakeUpcard):
            kind = "take"
        elif isinstance(action, Pass):
            kind = "pass"
        elif isinstance(action, Discard):
            kind, card = "discard", str(action.card)
        elif isinstance(action, Knock):
            if after is None:
                after = discard_deadwoods(obs.hand.mask)
            kind = "gin" if after.get(action.card, 1) == 0 else "knock"
            card = str(action.card)
            gin_label = f"gin, discarding {action.card.pretty()}"
        elif isinstance(action, BigGin):
            kind = "big_gin"
        else:  # pragma: no cover - every action kind is listed above
            kind = "other"
        label = gin_label if kind == "gin" else action_text(action)
        out.append(
            {"id": action.id, "text": str(action), "label": label, "kind": kind, "card": card}
        )
    return out


def _result_text(result: HandResult, names: Sequence[str]) -> str:
    if result.is_void:
        return f"void hand ({result.reason})" if result.reason else "void hand"
    sd = result.showdown
    assert sd is not None and result.knocker is not None
    knocker, defender = names[result.knocker], names[1 - result.knocker]
    k, d = sd.knocker_deadwood, sd.defender_deadwood
    base = {
        Outcome.GIN: f"{knocker} went gin",
        Outcome.BIG_GIN: f"{knocker} went big gin",
        Outcome.KNOCK: f"{knocker} knocked: {k} against {d}",
        Outcome.UNDERCUT: f"{defender} undercut {knocker}: {d} against {k}",
        Outcome.TIE: f"{knocker} knocked: {k} against {d}, a tie",
    }.get(sd.outcome, str(sd.outcome))
    if result.winner is None:
        return base + "; nobody scores"
    return f"{base}; {names[result.winner]} scores {result.points}"


def showdown_view(result: HandResult, rules: Rules, names: Sequence[str]) -> dict[str, Any]:
    """A finished hand laid out: both hands' melds, lay-offs, counts, points and why."""
    out: dict[str, Any] = {
        "outcome": str(result.outcome),
        "winner": result.winner,
        "knocker": result.knocker,
        "points": result.points,
        "void": result.is_void,
        "text": _result_text(result, names),
        "lines": result_lines(result, rules, names),
        "reason": result.reason,
        "knocker_melds": [],
        "knocker_deadwood": [],
        "knocker_deadwood_count": None,
        "defender_melds": [],
        "defender_deadwood": [],
        "defender_deadwood_count": None,
        "layoffs": [],
        "doubled": False,
    }
    sd = result.showdown
    if sd is not None:
        out.update(
            reason=points_reason(sd, rules),
            knocker_melds=[_meld_codes(m) for m in sd.knocker_melds],
            knocker_deadwood=_codes(sd.knocker_deadwood_cards),
            knocker_deadwood_count=sd.knocker_deadwood,
            defender_melds=[_meld_codes(m) for m in sd.defender_melds],
            defender_deadwood=_codes(sd.defender_deadwood_cards),
            defender_deadwood_count=sd.defender_deadwood,
            layoffs=[{"card": str(m.card), "meld": m.meld} for m in sd.layoff_moves],
            doubled=sd.doubled,
        )
    return out


def hands_view(game: Game, names: Sequence[str]) -> list[dict[str, Any]]:
    """The score sheet so far: one row per finished hand of this game."""
    rows = []
    for number, (result, dealer) in enumerate(zip(game.results, game.dealers, strict=True)):
        rows.append(
            {
                "hand": number + 1,
                "dealer": dealer,
                "outcome": str(result.outcome),
                "winner": result.winner,
                "points": result.points,
                "knocker": result.knocker,
                "text": _result_text(result, names),
            }
        )
    return rows


def game_over_view(game: Game, names: Sequence[str]) -> dict[str, Any] | None:
    """The final score sheet (hands won, points, boxes, game and shutout bonuses)."""
    if not game.is_over:
        return None
    totals = game.totals()
    shutout = " (a shutout)" if totals.shutout else ""
    return {
        "winner": totals.winner,
        "rows": [{"label": label, "values": [a, b]} for label, a, b in score_sheet_rows(game)],
        "totals": list(totals.totals),
        "net": totals.net,
        "shutout": totals.shutout,
        "text": f"{names[totals.winner]} wins the game by {totals.net} points{shutout}.",
    }


def build_view(
    obs: Observation,
    game: Game,
    hand_number: int,
    seating: Seating,
    event_cache: dict[tuple[Event, int], dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """Everything ``obs.player``'s screen needs (docs/protocol.md, "The view").

    ``event_cache`` keeps each event's entry between views (events are interned by the
    engine, and a hand's log only grows); it must be dropped when the names change."""
    seat = obs.player
    other = 1 - seat
    names = seating.names
    arrangement = best_arrangement(obs.hand)
    view_arr = arrangement_view(arrangement)
    ordered = [c for meld in view_arr["melds"] for c in meld] + view_arr["deadwood"]
    my_turn = obs.is_my_turn
    discard_after: dict[str, int] = {}
    if my_turn and obs.phase is Phase.DISCARD:
        discard_after = {str(c): n for c, n in discard_deadwoods(obs.hand.mask).items()}
    cache = event_cache if event_cache is not None else {}
    events = []
    for e in obs.events:
        entry = cache.get((e, seat))
        if entry is None:
            entry = cache[(e, seat)] = {
                "seat": e.player,
                "kind": str(e.kind),
                "card": None if e.card is None else str(e.card),
                "text": e.describe(seat, names=names),
            }
        events.append(entry)
    hand_over = obs.result is not None
    game_over = game.is_over
    humans_waiting = [s for s in (0, 1) if not seating.bots[s] and s not in seating.ready]
    if not all(seating.taken):
        status = "waiting"
    elif game_over:
        status = "over"
    else:
        status = "playing"
    return {
        "seat": seat,
        "room_id": seating.room_id,
        "mode": seating.mode,
        "level": seating.level,
        "names": list(names),
        "status": status,
        "game_number": seating.game_number,
        "hand_number": hand_number,
        "dealer": obs.dealer,
        "phase": str(obs.phase),
        "to_act": obs.to_act,
        "your_turn": my_turn,
        "hand": ordered,
        "arrangement": view_arr,
        "discard_deadwood": discard_after,
        "taken_upcard": None if obs.taken_upcard is None else str(obs.taken_upcard),
        "opponent": {
            "seat": other,
            "name": names[other],
            "card_count": obs.opponent_hand_size,
            "known": _codes(obs.opponent_known),
            "connected": seating.connected[other],
            "bot": seating.bots[other],
        },
        "discard_pile": _codes(obs.discard_pile),
        "upcard": None if obs.upcard is None else str(obs.upcard),
        "stock_size": obs.stock_size,
        "knock_limit": obs.knock_limit,
        "legal": legal_view(obs) if all(seating.taken) else [],
        "events": events,
        "last_event": events[-1] if events else None,
        "scores": list(game.scores),
        "game_target": game.rules.game_target,
        "hands": hands_view(game, names),
        "showdown": None if obs.result is None else showdown_view(obs.result, obs.rules, names),
        "game_over": game_over_view(game, names),
        "next": {
            "next_hand": hand_over and not game_over and seat not in seating.ready,
            "rematch": game_over and seat not in seating.ready,
            "waiting_for": humans_waiting if (hand_over or game_over) else [],
        },
    }
