"""A seat's screen as JSON, built from its :class:`~ginrummy.core.observation.Observation` only.

The view is the one place where engine objects become what the browser shows, so the
no-leak rule is easy to check: every card in a view comes from the seat's observation
(its hand, the pile, the opponent's cards taken from the pile, events with hidden cards
already removed, hands laid open at a showdown) or from the finished hands' public
results. Nothing here ever touches a :class:`~ginrummy.core.hand.HandState`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import orjson

from ...core.actions import Action, BigGin, Discard, DrawStock, Knock, Pass, TakeUpcard
from ...core.cards import Card, CardSet
from ...core.hand import Event, HandResult, Phase
from ...core.match import Game
from ...core.melds import Arrangement, Meld, best_arrangement, discard_deadwoods
from ...core.observation import Observation
from ...core.rules import Rules
from ...core.scoring import Outcome
from ...i18n import Translator
from ...words.play import (
    action_text,
    conjugate,
    hollywood_result_text,
    points_reason,
    result_lines,
    score_sheet_rows,
)
from .protocol import PROTOCOL


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
    declined: frozenset[int] = frozenset()
    """Seats that declined a rematch of the game that is over."""
    watchers: int = 0
    """People watching the game (public rooms)."""
    clock: dict[str, Any] | None = None
    """The move clock as the table shows it (timed rooms), see :mod:`.clock`."""
    claimed_by: int | None = None
    """The seat that claimed the game (its opponent left: rooms/claims.py), or won it
    by the opponent's resigning."""
    resigned: bool = False
    """The game ended by the loser's resigning (``claimed_by`` won it)."""
    aborted: bool = False
    """That game (claimed or resigned) ended before both people had moved: it counts
    for nothing (docs/online.md, "Fair play")."""
    take_back: bool = False
    """The seat may take back its last discard now (against the computer)."""
    rated: bool = False
    """The game counts in the ratings: a rated room, and no help (a hint, a take-back)
    taken in this game."""


def card_codes(cards: Sequence[Card] | CardSet) -> list[str]:
    return [str(c) for c in cards]


def _meld_codes(meld: Meld) -> list[str]:
    return [str(c) for c in meld.ordered()]


def arrangement_view(arrangement: Arrangement) -> dict[str, Any]:
    """Melds (each in order) and deadwood as card codes, with the deadwood count."""
    melds = sorted(arrangement.melds, key=lambda m: (min(m.ordered()) % 13, m.mask))
    return {
        "melds": [_meld_codes(m) for m in melds],
        "deadwood": card_codes(sorted(arrangement.deadwood, key=lambda c: (c % 13, c))),
        "deadwood_count": arrangement.deadwood_count,
    }


# The caches below hold parts of views that depend only on a hand's cards or on one
# action, shared by every room: a view is rebuilt after every move, and most of it is
# the same as before. Their entries are never changed after they are made (a view is
# only ever encoded as JSON), so sharing them is safe.
@lru_cache(maxsize=4096)
def _arrangement_parts(mask: int) -> tuple[dict[str, Any], list[str]]:
    """The arrangement view of a hand's cards, and the cards in its order."""
    view_arr = arrangement_view(best_arrangement(mask))
    ordered = [c for meld in view_arr["melds"] for c in meld] + view_arr["deadwood"]
    return view_arr, ordered


@lru_cache(maxsize=4096)
def _discard_deadwoods(mask: int) -> dict[Card, int]:
    return discard_deadwoods(mask)


@lru_cache(maxsize=4096)
def _discard_after(mask: int) -> dict[str, int]:
    return {str(c): n for c, n in _discard_deadwoods(mask).items()}


@lru_cache(maxsize=1024)
def _legal_entry(action: Action, gin: bool) -> dict[str, Any]:
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
        kind = "gin" if gin else "knock"
        card = str(action.card)
    elif isinstance(action, BigGin):
        kind = "big_gin"
    else:  # pragma: no cover - every action kind is listed above
        kind = "other"
    if kind == "gin":
        assert isinstance(action, Knock)
        label = f"gin, discarding {action.card.pretty()}"
    else:
        label = action_text(action)
    return {"id": action.id, "text": str(action), "label": label, "kind": kind, "card": card}


def legal_view(obs: Observation) -> list[dict[str, Any]]:
    """The seat's legal moves with their ids, texts, labels and kinds (knock/gin apart)."""
    out: list[dict[str, Any]] = []
    after: dict[Card, int] | None = None
    for action in obs.legal_actions:
        gin = False
        if isinstance(action, Knock):
            if after is None:
                after = _discard_deadwoods(obs.hand.mask)
            gin = after.get(action.card, 1) == 0
        out.append(_legal_entry(action, gin))
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
    winner = names[result.winner]
    return f"{base}; {winner} {conjugate(winner, 'score')} {result.points}"


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
    if result.is_void:  # why, as a code for a client to word (``reason`` is English)
        out["void_reason"] = result.void_code
    sd = result.showdown
    if sd is not None:
        out.update(
            reason=points_reason(sd, rules),
            knocker_melds=[_meld_codes(m) for m in sd.knocker_melds],
            knocker_deadwood=card_codes(sd.knocker_deadwood_cards),
            knocker_deadwood_count=sd.knocker_deadwood,
            defender_melds=[_meld_codes(m) for m in sd.defender_melds],
            defender_deadwood=card_codes(sd.defender_deadwood_cards),
            defender_deadwood_count=sd.defender_deadwood,
            layoffs=[{"card": str(m.card), "meld": m.meld} for m in sd.layoff_moves],
            doubled=sd.doubled,
        )
    return out


def hands_view(game: Game, names: Sequence[str]) -> list[dict[str, Any]]:
    """The score sheet so far: one row per finished hand of this game (under Hollywood
    scoring each row says which of the three games it counted in: ``games``). Each row's
    deadwood counts and ``void``/``reason`` let a client word it (``text`` is English)."""
    rows = []
    for number, (result, dealer) in enumerate(zip(game.results, game.dealers, strict=True)):
        sd = result.showdown
        rows.append(
            {
                "hand": number + 1,
                "dealer": dealer,
                "outcome": str(result.outcome),
                "winner": result.winner,
                "points": result.points,
                "knocker": result.knocker,
                "knocker_deadwood": None if sd is None else sd.knocker_deadwood,
                "defender_deadwood": None if sd is None else sd.defender_deadwood,
                "void": result.is_void,
                "reason": result.reason,
                "text": _result_text(result, names),
            }
        )
        if result.is_void:  # why, as a code for a client to word (``reason`` is English)
            rows[-1]["void_reason"] = result.void_code
    if game.rules.hollywood:
        for row, games in zip(rows, game.credits, strict=True):
            row["games"] = list(games)
    return rows


def hollywood_view(game: Game) -> dict[str, Any] | None:
    """Hollywood's three games as they stand (``None`` for an ordinary game): each one's
    scores, hands won in it, and winner once over; ``open`` is the first game still
    being played (``null`` at the end). The view's ``scores`` are that game's."""
    if not game.rules.hollywood:
        return None
    return {
        "games": [
            {"scores": list(c.scores), "hands_won": list(c.hands_won), "winner": c.winner}
            for c in game.columns
        ],
        "open": game.open_game,
    }


class _MessageIds(Translator):
    """A translator that writes each message as its id and arguments (JSON), so that a
    score sheet's row labels can travel as typed messages (``l10n``) for a client to
    word in its own language, beside the English ``label``."""

    def __init__(self) -> None:  # no catalogs: nothing is formatted
        self.lang = "en"
        self._bundles = []

    def t(self, key: str, **args: object) -> str:
        return dumps({"id": key, "args": args})


_MESSAGE_IDS = _MessageIds()


def _sheet_rows(game: Game) -> list[dict[str, Any]]:
    """The final score sheet's rows: the English ``label``, the ``values``, and ``l10n``,
    the label as a message of play.ftl (``{"id": "sheet-boxes", "args": {"bonus": 25}}``)."""
    english = score_sheet_rows(game)
    typed = score_sheet_rows(game, _MESSAGE_IDS)
    return [
        {"label": label, "values": [a, b], "l10n": orjson.loads(key)}
        for (label, a, b), (key, _, _) in zip(english, typed, strict=True)
    ]


def game_over_view(game: Game, names: Sequence[str]) -> dict[str, Any] | None:
    """The final score sheet (hands won, points, boxes, game and shutout bonuses)."""
    if not game.is_over:
        return None
    totals = game.totals()
    winner = names[totals.winner]
    shutout = " (a shutout)" if totals.shutout else ""
    out: dict[str, Any] = {
        "winner": totals.winner,
        "rows": _sheet_rows(game),
        "totals": list(totals.totals),
        "net": totals.net,
        "shutout": totals.shutout,
        "text": f"{winner} {conjugate(winner, 'win')} the game by {totals.net} points{shutout}.",
    }
    if totals.games:  # Hollywood: each game's sheet, and the result over the three
        out["games"] = [g.to_dict() for g in totals.games]
        out["games_won"] = [sum(g.winner == seat for g in totals.games) for seat in (0, 1)]
        out["text"] = hollywood_result_text(game, names)
    return out


def claimed_view(
    game: Game,
    names: Sequence[str],
    claimer: int,
    *,
    resigned: bool = False,
    aborted: bool = False,
) -> dict[str, Any]:
    """The game-over sheet of a game ended by a claim: the claimer wins whatever the
    score (the opponent left, and stayed away for the server's wait); or by the other
    seat's resigning, with ``resigned`` (``claimer`` is then the winner). ``aborted``:
    it ended before both had moved, and the sheet says it counts for nothing."""
    scores = list(game.scores)
    winner, loser = names[claimer], names[1 - claimer]
    how = "resigned" if resigned else "claimed"
    if resigned:
        text = f"{loser[:1].upper()}{loser[1:]} resigned: {winner} "
        text += f"{conjugate(winner, 'win')} the game."
    else:
        text = f"{winner[:1].upper()}{winner[1:]} {conjugate(winner, 'win')}: {loser} "
        text += "left, and the game was claimed."
    if aborted:
        gone = "resigned" if resigned else "left"
        text = (
            f"Game aborted: {loser} {gone} before both players had made a move. "
            "It counts for nothing: no result, no rating change."
        )
    return {
        "winner": claimer,
        "rows": [
            {
                "label": "Hands won",
                "values": [sum(r.winner == s for r in game.results) for s in (0, 1)],
                "l10n": {"id": "table-hands-won", "args": {}},
            },
            {
                "label": f"Score when {how}",
                "values": scores,
                "l10n": {"id": f"table-score-when-{how}", "args": {}},
            },
        ],
        "totals": scores,
        "net": scores[claimer] - scores[1 - claimer],
        "shutout": False,
        "claimed": True,
        "resigned": resigned,
        "aborted": aborted,
        "text": text,
    }


def dumps(value: Any) -> str:
    """Compact JSON text, non-ASCII as is: the same text as ``json.dumps(value,
    ensure_ascii=False, separators=(",", ":"))``, made by orjson, which takes a tenth of
    the time (views are encoded on every move, on the event loop)."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


def event_entry(e: Event, seat: int, names: Sequence[str]) -> dict[str, Any]:
    return {
        "seat": e.player,
        "kind": str(e.kind),
        "card": None if e.card is None else str(e.card),
        "text": e.describe(seat, names=names),
    }


@dataclass(eq=False, slots=True)
class ViewCache:
    """One room's view parts that stay the same between views, kept by the room.

    ``events`` holds each event's entry per seat (events are interned by the engine, and
    a hand's log only grows) and ``event_json`` its encoding; ``sheet`` the score sheet
    of the current game (it changes only when a hand ends). Drop everything with
    :meth:`clear` when the names change (the texts name the players)."""

    events: dict[tuple[Event, int], dict[str, Any]] = field(default_factory=dict)
    event_json: dict[int, str] = field(default_factory=dict)
    """Keyed by ``id()`` of an entry in ``events``, which keeps the entry alive."""
    sheets: list[tuple[Game, tuple[str, str], list[dict[str, Any]], str, Any] | None] = field(
        default_factory=lambda: [None, None]
    )
    """Per seat (the texts call that seat "you")."""
    showdowns: list[tuple[HandResult, tuple[str, str], dict[str, Any]] | None] = field(
        default_factory=lambda: [None, None]
    )
    logs: list[tuple[tuple[Event, ...], list[dict[str, Any]], str]] = field(
        default_factory=lambda: [((), [], ""), ((), [], "")]
    )
    """Per seat: the last event log shown, its entries and their JSON (joined). The
    engine extends a seat's log tuple by its prefix, so only the new events are built."""

    def clear(self) -> None:
        """Forget everything (the names changed)."""
        self.events.clear()
        self.event_json.clear()
        self.sheets = [None, None]
        self.showdowns = [None, None]
        self.logs = [((), [], ""), ((), [], "")]

    def event_entries(
        self, log: tuple[Event, ...], seat: int, names: tuple[str, str]
    ) -> list[dict[str, Any]]:
        """The entries of ``seat``'s event log (a list never changed afterwards)."""
        known, entries, joined = self.logs[seat]
        n = len(known)
        if len(log) >= n and log[:n] == known:
            tail = log[n:]
            if not tail:
                return entries
        else:  # a new hand
            tail, entries, joined = log, [], ""
        cache = self.events
        added = []
        for e in tail:
            entry = cache.get((e, seat))
            if entry is None:
                entry = cache[(e, seat)] = event_entry(e, seat, names)
            added.append(entry)
        text = ",".join([self.event_text(entry) for entry in added])
        entries = entries + added
        self.logs[seat] = (log, entries, f"{joined},{text}" if joined else text)
        return entries

    def events_json(self, seat: int, entries: list[dict[str, Any]]) -> str:
        """The JSON list of ``entries`` (from :meth:`event_entries`)."""
        known = self.logs[seat]
        if known[1] is entries:
            return f"[{known[2]}]"
        return f"[{','.join([self.event_text(e) for e in entries])}]"

    def score_sheet(
        self, game: Game, names: tuple[str, str], seat: int
    ) -> tuple[list[dict[str, Any]], str, dict[str, Any] | None]:
        """``hands_view`` (and its JSON) and ``game_over_view`` of ``game`` for ``seat``
        (``names`` as that seat's texts use them)."""
        sheet = self.sheets[seat]
        if sheet is None or sheet[0] is not game or sheet[1] != names:
            rows = hands_view(game, names)
            sheet = (game, names, rows, dumps(rows), game_over_view(game, names))
            self.sheets[seat] = sheet
        return sheet[2], sheet[3], sheet[4]

    def showdown_view(
        self, result: HandResult, rules: Rules, names: tuple[str, str], seat: int
    ) -> Any:
        """``showdown_view`` of the hand just finished, for ``seat``."""
        cached = self.showdowns[seat]
        if cached is None or cached[0] is not result or cached[1] != names:
            cached = (result, names, showdown_view(result, rules, names))
            self.showdowns[seat] = cached
        return cached[2]

    def event_text(self, entry: dict[str, Any]) -> str:
        """The JSON of one of this cache's event entries."""
        text = self.event_json.get(id(entry))
        if text is None:
            text = self.event_json[id(entry)] = dumps(entry)
        return text


def build_view(
    obs: Observation,
    game: Game,
    hand_number: int,
    seating: Seating,
    event_cache: ViewCache | dict[tuple[Event, int], dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """Everything ``obs.player``'s screen needs (docs/protocol.md, "The view").

    ``event_cache`` (a :class:`ViewCache`, or a plain dict for the events alone) keeps
    the parts that did not change between views; it must be dropped when the names
    change."""
    seat = obs.player
    other = 1 - seat
    names = seating.names
    view_cache = event_cache if isinstance(event_cache, ViewCache) else None
    view_arr, ordered = _arrangement_parts(obs.hand.mask)
    my_turn = obs.is_my_turn
    discard_after: dict[str, int] = {}
    if my_turn and obs.phase is Phase.DISCARD:
        discard_after = _discard_after(obs.hand.mask)
    if view_cache is not None:
        events = view_cache.event_entries(obs.events, seat, names)
    else:
        cache = event_cache if isinstance(event_cache, dict) else {}
        events = []
        for e in obs.events:
            entry = cache.get((e, seat))
            if entry is None:
                entry = cache[(e, seat)] = event_entry(e, seat, names)
            events.append(entry)
    hand_over = obs.result is not None
    claimed = seating.claimed_by
    game_over = game.is_over or claimed is not None
    humans_waiting = [s for s in (0, 1) if not seating.bots[s] and s not in seating.ready]
    if not all(seating.taken):
        status = "waiting"
    elif game_over:
        status = "over"
    else:
        status = "playing"
    # The move list calls this seat "you"; so do the showdown and the score sheet.
    seen = ("you", names[1]) if seat == 0 else (names[0], "you")
    if view_cache is not None:
        hands, _, over = view_cache.score_sheet(game, seen, seat)
        showdown = (
            None
            if obs.result is None
            else view_cache.showdown_view(obs.result, obs.rules, seen, seat)
        )
    else:
        hands, over = hands_view(game, seen), game_over_view(game, seen)
        showdown = None if obs.result is None else showdown_view(obs.result, obs.rules, seen)
    if claimed is not None:
        over = claimed_view(game, seen, claimed, resigned=seating.resigned, aborted=seating.aborted)
        my_turn = False
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
            "known": card_codes(obs.opponent_known),
            "connected": seating.connected[other],
            "bot": seating.bots[other],
        },
        "discard_pile": card_codes(obs.discard_pile),  # squared up: the top card only
        "discard_size": obs.discard_size,
        "upcard": None if obs.upcard is None else str(obs.upcard),
        "stock_size": obs.stock_size,
        "knock_limit": obs.knock_limit,
        "doubled": obs.scores_double,
        "legal": legal_view(obs) if all(seating.taken) and claimed is None else [],
        "events": events,
        "last_event": events[-1] if events else None,
        "scores": list(game.scores),
        "game_target": game.rules.game_target,
        "hollywood": hollywood_view(game),
        "hands": hands,
        "showdown": showdown,
        "game_over": over,
        "watchers": seating.watchers,
        "take_back": seating.take_back,
        "rated": seating.rated,
        "clock": seating.clock,
        "next": {
            "next_hand": hand_over and not game_over and seat not in seating.ready,
            "rematch": game_over and seat not in seating.ready and 1 - seat not in seating.declined,
            "waiting_for": humans_waiting if (hand_over or game_over) else [],
            "declined": sorted(seating.declined) if game_over else [],
        },
    }


_LATE_KEYS = ("events", "last_event", "hands")


def state_text(state_id: int, view: dict[str, Any], cache: ViewCache) -> str:
    """The ``state`` message of ``view`` (built with ``cache``) as JSON text.

    The same JSON as encoding :func:`~ginrummy.server.wire.protocol.state_message` whole,
    except that the events and the score sheet come last in the view object and are
    not encoded again: each event's entry and the sheet are encoded once and kept in
    ``cache`` (the events are most of a view's bytes, and they only grow)."""
    rest = {k: v for k, v in view.items() if k not in _LATE_KEYS}
    events = view["events"]
    game = cache.sheets[view["seat"]]
    hands = view["hands"]
    if game is not None and game[2] is hands:
        hands_text = game[3]
    else:  # pragma: no cover - a view is always built with its room's cache
        hands_text = dumps(hands)
    last = view["last_event"]
    return (
        f'{{"type":"state","protocol":{PROTOCOL},"state_id":{int(state_id)},"view":'
        f"{dumps(rest)[:-1]},"
        f'"events":{cache.events_json(view["seat"], events)},'
        f'"last_event":{"null" if last is None else cache.event_text(last)},'
        f'"hands":{hands_text}}}}}'
    )
