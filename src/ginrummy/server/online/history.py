"""A person's statistics and finished games, and the replay of one finished game as one
seat saw it (the answers of ``GET /api/history`` and ``GET /api/replay/...``; the
routes are in :mod:`.history_api`, the page in docs/web.md "Statistics and history").

Everything here only reads a :class:`~ginrummy.server.storage.store.Store`'s tables (SQLite or
PostgreSQL alike, SQLAlchemy Core). A person is a browser (``client_id``, on every
``results`` row of a game it played) and, when the request names one, an online player
(``seats.player_id``, on every device): their games are the ``results`` rows of
either.

A replay is rebuilt by replaying the stored deals and actions through the engine, and
each step is cut from :func:`~ginrummy.server.wire.views.build_view` of that seat's
observation, exactly as the live table was sent it: the opponent's cards appear only
at a showdown, the stock never.
"""

from __future__ import annotations

import hmac
import json
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine, Integer, Select, Subquery, and_, case, func, literal, select, union
from sqlalchemy.sql.elements import ColumnElement

from ...agents.levels import LEVELS as AGENT_LEVELS
from ...core.actions import parse_action
from ...core.cards import parse_card_list
from ...core.hand import HandState
from ...core.match import Game
from ...core.record import GameRecord, HandRecord
from ...core.rules import Rules
from ..rooms.fair_deals import proof_from_json
from ..storage.schema import games, results, rooms, seats
from ..storage.store import GAME_HELP, hash_token, read_hands
from ..wire.views import Seating, ViewCache, build_view
from .fair_play_tables import game_conduct

LEVELS = tuple(AGENT_LEVELS)
PEOPLE = "people"
"""The "level" of a game against a person."""
KINDS = (*LEVELS, PEOPLE)

PAGE_DEFAULT = 20
PAGE_MAX = 100
"""Finished games listed in one answer, at most."""
OFFSET_MAX = 100_000
STREAK_GAMES = 10_000
"""The streaks are counted over this many of the newest games at most."""
REPLAY_MAX_STEPS = 3_000
"""A replay stops after this many steps (``"truncated": true``): about 1.5 MB of JSON.
A game to 100 takes a few hundred."""

_them = seats.alias("them")


@dataclass(frozen=True, slots=True)
class Person:
    """Whose statistics: a browser, an online player, or both (either one's games)."""

    client_id: str | None = None
    player_id: str | None = None

    def games(self) -> Subquery:
        """The person's ``results`` rows as keys (room, game, seat): the browser's by the
        index on ``results.client_id``, the player's by the one on ``seats.player_id``,
        each on its own and then united (one ``OR`` across both tables would read every
        row), so a game found both ways counts once."""
        found: list[Select[Any]] = []
        keys = (results.c.room_id, results.c.game_number, results.c.seat)
        if self.client_id:
            found.append(select(*keys).where(results.c.client_id == self.client_id))
        if self.player_id:
            found.append(
                select(*keys)
                .join(
                    seats,
                    and_(seats.c.room_id == results.c.room_id, seats.c.seat == results.c.seat),
                )
                .where(seats.c.player_id == self.player_id)
            )
        if not found:
            raise ValueError("a person is a client_id, a player_id or both")
        return (union(*found) if len(found) > 1 else found[0]).subquery("mine")


class ReplayRefused(Exception):
    """The replay is not given: ``status``, typed ``code`` and plain words."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message


def _kind() -> ColumnElement[Any]:
    """The level of the computer, or ``people``."""
    return case(
        (rooms.c.mode == "computer", func.coalesce(rooms.c.level, "medium")), else_=literal(PEOPLE)
    )


def _joined(mine: Subquery) -> Any:
    """The person's results (``mine``: :meth:`Person.games`), with the other seat, the
    room and the game."""
    return (
        mine.join(
            results,
            and_(
                results.c.room_id == mine.c.room_id,
                results.c.game_number == mine.c.game_number,
                results.c.seat == mine.c.seat,
            ),
        )
        .join(_them, and_(_them.c.room_id == results.c.room_id, _them.c.seat != results.c.seat))
        .join(rooms, rooms.c.id == results.c.room_id)
        .join(
            games,
            and_(
                games.c.room_id == results.c.room_id, games.c.game_number == results.c.game_number
            ),
        )
    )


def iso(moment: datetime | None) -> str | None:
    """ISO 8601 in UTC (SQLite hands back times without their zone)."""
    if moment is None:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.isoformat()


def _rate(wins: int, count: int) -> float | None:
    return round(wins / count, 3) if count else None


def _won() -> ColumnElement[Any]:
    return func.coalesce(func.sum(func.cast(results.c.won, Integer)), 0)


def _total(column: Any) -> ColumnElement[Any]:
    return func.coalesce(func.sum(column), 0)


def history(engine: Engine, person: Person, *, limit: int, offset: int) -> dict[str, Any]:
    """Totals, per level, streaks and one page of finished games (newest first)."""
    limit = max(1, min(limit, PAGE_MAX))
    offset = max(0, min(offset, OFFSET_MAX))
    mine = person.games()
    kind = _kind().label("kind")
    with engine.connect() as conn:
        per_kind = conn.execute(
            select(
                kind,
                func.count().label("games"),
                _won().label("wins"),
                _total(results.c.gins).label("gins"),
                _total(results.c.undercuts).label("undercuts"),
                _total(results.c.knocks).label("knocks"),
                _total(results.c.takebacks).label("takebacks"),
                _total(results.c.hands_won).label("hands_won"),
                _total(results.c.points).label("points"),
                _total(results.c.net).label("net"),
            )
            .select_from(_joined(mine))
            .group_by(kind)
        ).all()
        newest_first = (
            games.c.finished.desc(),
            results.c.room_id.desc(),
            results.c.game_number.desc(),
        )
        outcomes = conn.execute(
            select(results.c.won)
            .select_from(_joined(mine))
            .order_by(*newest_first)
            .limit(STREAK_GAMES)
        ).scalars()
        current, longest = streaks([bool(w) for w in outcomes])
        rows = conn.execute(
            select(
                results.c.room_id,
                results.c.game_number,
                results.c.seat,
                results.c.won,
                results.c.points,
                results.c.net,
                results.c.gins,
                results.c.undercuts,
                results.c.knocks,
                results.c.takebacks,
                GAME_HELP.label("help"),
                games.c.finished,
                games.c.totals,
                rooms.c.mode,
                rooms.c.level,
                rooms.c.rules,
                rooms.c.rated,
                select(game_conduct.c.outcome)
                .where(
                    game_conduct.c.room_id == results.c.room_id,
                    game_conduct.c.game_number == results.c.game_number,
                )
                .limit(1)
                .scalar_subquery()
                .label("outcome"),
                _them.c.name.label("opponent"),
                _them.c.bot.label("opponent_bot"),
                kind,
            )
            .select_from(_joined(mine))
            .order_by(*newest_first)
            .limit(limit)
            .offset(offset)
        ).all()
    levels = {k: _kind_entry(k, None) for k in KINDS}
    for row in per_kind:
        levels[str(row.kind)] = _kind_entry(str(row.kind), row)
    totals = _sum_kinds(list(levels.values()))
    return {
        "client_id": person.client_id,
        "player_id": person.player_id,
        "totals": totals,
        "levels": [levels[k] for k in KINDS] + [v for k, v in levels.items() if k not in KINDS],
        "streaks": {"current": current, "longest": longest},
        "games": [_game_entry(row) for row in rows],
        "limit": limit,
        "offset": offset,
        "more": offset + len(rows) < totals["games"],
    }


def streaks(newest_first: list[bool]) -> tuple[int, int]:
    """The current winning streak (wins since the last loss) and the longest one."""
    current = 0
    for won in newest_first:
        if not won:
            break
        current += 1
    longest = run = 0
    for won in newest_first:
        run = run + 1 if won else 0
        longest = max(longest, run)
    return current, longest


_COUNTS = (
    "games",
    "wins",
    "gins",
    "undercuts",
    "knocks",
    "takebacks",
    "hands_won",
    "points",
    "net",
)


def _kind_entry(kind: str, row: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"level": kind}
    for name in _COUNTS:
        entry[name] = 0 if row is None else int(getattr(row, name))
    return _finish_entry(entry)


def _finish_entry(entry: dict[str, Any]) -> dict[str, Any]:
    count = entry["games"]
    entry["losses"] = count - entry["wins"]
    entry["win_rate"] = _rate(entry["wins"], count)
    entry["average_points"] = round(entry["points"] / count, 1) if count else 0.0
    return entry


def _sum_kinds(entries: list[dict[str, Any]]) -> dict[str, Any]:
    total = {name: sum(e[name] for e in entries) for name in _COUNTS}
    return _finish_entry(total)


def _game_entry(row: Any) -> dict[str, Any]:
    rules = json.loads(row.rules)
    totals = json.loads(row.totals) if row.totals else {}
    points = int(row.points)
    theirs = points - int(row.net)
    kind = str(row.kind)
    room, number, seat = row.room_id, int(row.game_number), int(row.seat)
    return {
        "room_id": row.room_id,
        "game_number": int(row.game_number),
        "seat": int(row.seat),
        "finished": iso(row.finished),
        "opponent": row.opponent or ("Computer" if row.opponent_bot else "Player"),
        "computer": bool(row.opponent_bot),
        "level": kind,
        "rules": rules.get("name"),
        "target": rules.get("game_target"),
        # a rated room's game counts only when played without help (store._finish_game),
        # and, between two people, when fair play rated it (online/conduct.py)
        "rated": bool(row.rated) and not row.help and row.outcome in (None, "rated"),
        "aborted": row.outcome == "aborted",
        "score": [points, theirs],
        "won": bool(row.won),
        "claimed": bool(totals.get("claimed", False)),
        "resigned": "resigned" in totals,
        "gins": int(row.gins),
        "undercuts": int(row.undercuts),
        "knocks": int(row.knocks),
        "takebacks": int(row.takebacks),
        "replay": f"/api/replay/{room}/{number}?seat={seat}",
        "replay_page": f"/stats?room={room}&game={number}&seat={seat}",
    }


# ---------------------------------------------------------------------------- replays
@dataclass(frozen=True, slots=True)
class StoredGame:
    """One game of a room as storage holds it: enough to replay every state."""

    room_id: str
    game_number: int
    mode: str
    level: str | None
    rules: Rules
    names: tuple[str, str]
    bots: tuple[bool, bool]
    first_dealer: int
    finished: datetime | None
    winner: int | None
    totals: dict[str, Any]
    hands: tuple[HandRecord, ...]
    """Each hand: dealer, deck, reshuffle seed, actions, the deal's proof (no result)."""


def allowed_seat(
    engine: Engine, room_id: str, seat: int, *, token: str | None, player_id: str | None
) -> None:
    """Whether the request may see ``seat``'s replay: the seat's token, or its player.

    :raises ReplayRefused: 404 ``room/not_found``, 403 ``auth/bad_token``.
    """
    with engine.connect() as conn:
        if conn.execute(select(rooms.c.id).where(rooms.c.id == room_id)).first() is None:
            raise ReplayRefused(404, "room/not_found", "there is no such room")
        row = conn.execute(
            select(seats.c.token_hash, seats.c.player_id, seats.c.bot).where(
                seats.c.room_id == room_id, seats.c.seat == seat
            )
        ).first()
    if row is not None and not row.bot:
        stored = row.token_hash
        if (
            token
            and len(token) <= 200
            and stored
            and hmac.compare_digest(stored, hash_token(token))
        ):
            return
        if player_id is not None and row.player_id == player_id:
            return
    raise ReplayRefused(
        403, "auth/bad_token", "this seat's token or player is needed to replay this game"
    )


def load_game(engine: Engine, room_id: str, game_number: int) -> StoredGame:
    """The stored game, finished.

    :raises ReplayRefused: 404 ``room/not_found`` or ``game/not_found``, 409
        ``game/not_finished``.
    """
    with engine.connect() as conn, conn.begin():
        room = conn.execute(select(rooms).where(rooms.c.id == room_id)).first()
        if room is None:
            raise ReplayRefused(404, "room/not_found", "there is no such room")
        game = conn.execute(
            select(games).where(games.c.room_id == room_id, games.c.game_number == game_number)
        ).first()
        if game is None:
            raise ReplayRefused(404, "game/not_found", "this room has no such game")
        if game.finished is None:
            raise ReplayRefused(
                409, "game/not_finished", "the game is not over yet: replays are of finished games"
            )
        seat_rows = conn.execute(
            select(seats).where(seats.c.room_id == room_id).order_by(seats.c.seat)
        ).all()
        hand_rows = read_hands(conn, room_id, game_number)
    names = [s.name or ("Player 2" if s.seat else "Player 1") for s in seat_rows]
    return StoredGame(
        room_id=room_id,
        game_number=game_number,
        mode=room.mode,
        level=room.level,
        rules=Rules.from_dict(json.loads(room.rules)),
        names=(names[0], names[1]),
        bots=(bool(seat_rows[0].bot), bool(seat_rows[1].bot)),
        first_dealer=int(game.first_dealer),
        finished=game.finished,
        winner=game.winner,
        totals=json.loads(game.totals) if game.totals else {},
        hands=tuple(
            HandRecord(h.dealer, h.deck, h.reshuffle_seed, h.actions, None, proof_from_json(h.fair))
            for h in hand_rows
        ),
    )


def game_record(stored: StoredGame) -> GameRecord:
    """The finished game as a record anybody can check offline (``ginrummy verify``):
    every hand that ended, with its result and the proof of its deal (docs/fairness.md).
    A hand cut short by a claim is left out: it has no result to check."""
    hands = []
    for hand in stored.hands:
        state = hand.replay(stored.rules, check=False)
        if state.result is not None:
            hands.append(HandRecord.from_state(state))
    meta = {
        "room": stored.room_id,
        "game_number": stored.game_number,
        "finished": None if stored.finished is None else stored.finished.isoformat(),
        "source": "ginrummy server",
    }
    return GameRecord(stored.rules, stored.first_dealer, tuple(hands), stored.names, meta)


_STEP_KEYS = (
    "hand_number",
    "dealer",
    "phase",
    "to_act",
    "hand",
    "arrangement",
    "taken_upcard",
    "upcard",
    "stock_size",
    "knock_limit",
    "doubled",
    "scores",
    "showdown",
    "game_over",
)
"""What a replay step keeps of the seat's view (the moves are given as they happen)."""


def replay(stored: StoredGame, seat: int, *, max_steps: int = REPLAY_MAX_STEPS) -> dict[str, Any]:
    """Every step of the finished game (each hand's deal, every move of both seats, the
    showdowns) as ``seat`` saw it then: the view the table was sent, cut down."""
    claimed = stored.winner if stored.totals.get("claimed") else None
    resigned = "resigned" in stored.totals
    seating = Seating(
        room_id=stored.room_id,
        mode=stored.mode,
        level=stored.level,
        names=stored.names,
        bots=stored.bots,
        connected=(True, True),
        taken=(True, True),
        game_number=stored.game_number,
        ready=frozenset({0, 1}),
    )
    cache = ViewCache()
    game = Game(stored.rules, stored.first_dealer)
    steps: list[dict[str, Any]] = []
    truncated = False
    for number, hand in enumerate(stored.hands, start=1):
        moves = hand.actions
        state = HandState.deal(
            stored.rules,
            dealer=hand.dealer,
            deck=parse_card_list(list(hand.deck)),
            reshuffle_seed=hand.reshuffle_seed,
            fair=hand.fair,
        )
        seen = 0  # the hand's events already given in earlier steps
        for index in range(len(moves) + 1):
            if index:
                state = state.apply(parse_action(moves[index - 1]))
                if state.result is not None:
                    game = game.record_hand(state.result, state.dealer)
            if len(steps) >= max_steps:
                truncated = True
                break
            view = build_view(state.observation(seat), game, number, seating, cache)
            step = {key: view[key] for key in _STEP_KEYS}
            step["kind"] = (
                "deal" if not index else ("showdown" if state.result is not None else "move")
            )
            step["opponent"] = {
                "card_count": view["opponent"]["card_count"],
                "known": view["opponent"]["known"],
            }
            step["discard_size"] = view["discard_size"]
            step["events"] = view["events"][seen:]
            seen = len(view["events"])
            steps.append(step)
        if truncated:
            break
    if claimed is not None and steps and not truncated:
        # A game won by a claim ends where it stood: the claimed game-over sheet.
        last = build_view(
            state.observation(seat),
            game,
            len(stored.hands),
            replace(seating, claimed_by=claimed, resigned=resigned),
            cache,
        )
        steps[-1]["game_over"] = last["game_over"]
    seen_names = ("you", stored.names[1]) if seat == 0 else (stored.names[0], "you")
    totals = stored.totals.get("totals")
    return {
        "room_id": stored.room_id,
        "game_number": stored.game_number,
        "seat": seat,
        "names": list(stored.names),
        "seen_as": list(seen_names),
        "mode": stored.mode,
        "level": stored.level,
        "rules": stored.rules.name,
        "target": stored.rules.game_target,
        "finished": iso(stored.finished),
        "winner": stored.winner,
        "won": stored.winner == seat,
        "claimed": claimed is not None,
        "resigned": resigned,
        "final": list(totals) if isinstance(totals, list) else list(game.scores),
        "hands": len(stored.hands),
        "steps": steps,
        "truncated": truncated,
    }


__all__ = [
    "KINDS",
    "PAGE_MAX",
    "REPLAY_MAX_STEPS",
    "Person",
    "ReplayRefused",
    "StoredGame",
    "allowed_seat",
    "history",
    "load_game",
    "replay",
    "streaks",
]
