"""Every read and write of a tournament in storage, and the JSON the API answers.

Standings are never stored: they are computed (:mod:`.scoring`) from the tournament's
stored games and byes, so every server process shows the same and nothing can drift
from the games. A game's result is written by :func:`record_result`, which the store
calls in the transaction that stores the game's end (``Store.game_over``), so a result
is never lost or counted twice.

Who may do what (each refusal a :class:`TournamentError` with the API's code):

- join: not when finished (``tournament/finished``), not beyond :data:`MAX_PLAYERS`
  (``tournament/full``), not into a Swiss once its second round is paired
  (``tournament/started``; who joins during round 1 plays from round 2);
  joining again after a pause resumes, after leaving rejoins (arena; a Swiss player who
  left stays out of the rounds already paired);
- pause (stop being paired; join again to resume) and leave (withdraw: points kept);
- create: at most :data:`MAX_COMING_PER_ORGANISER` coming tournaments per organiser
  (``tournament/too_many``), a name that shows as it is (:mod:`..online.clean_text`).
"""

from __future__ import annotations

import secrets
import unicodedata
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any, Final

from sqlalchemy import func, insert, or_, select, update
from sqlalchemy.engine import Connection, Row

from ...core.rules import PRESETS, Rules
from ..online.clean_text import RefusedText, check_shown_text
from ..online.ratings import pool_name
from ..online.tables import players, ratings, utc
from ..rooms.clock import ClockSettings
from . import scoring
from .tables import tournament_byes, tournament_games, tournament_players, tournaments

T = tournaments.c
P = tournament_players.c
G = tournament_games.c
B = tournament_byes.c

MAX_PLAYERS: Final = 500
"""Players one tournament takes."""
MAX_COMING_PER_ORGANISER: Final = 3
"""Coming tournaments one player may have organised at once."""
NAME_LENGTH: Final = (3, 48)
STARTS_IN_MINUTES: Final = (0, 1440)
ARENA_MINUTES: Final = (5, 180)
SWISS_ROUNDS: Final = (1, 11)
FINISHED_LISTED: Final = 20
GAMES_SHOWN: Final = 100
HISTORY_SHOWN: Final = 20

CLOCKS: Final[dict[str, ClockSettings]] = {
    "blitz": ClockSettings(per_move=10, bank=30),
    "rapid": ClockSettings(per_move=20, bank=60),
    "classical": ClockSettings(per_move=45, bank=180),
}
"""The move clocks a tournament may have, by name (``None``: untimed)."""

FORMATS: Final = ("arena", "swiss")
ACTIVE, PAUSED, LEFT = "active", "paused", "left"


Barred = Callable[[Connection, str, datetime], "str | tuple[str, Mapping[str, Any]] | None"]
"""``barred(conn, player_id, now)``: why the player may not play now (a cooling-off from
pairing and tournaments, in words for them, alone or with typed details for a client to
word it: ``reason``, ``ends``, ``minutes_left``), or ``None``. Handed in by whoever keeps
the fair-play rules, so this module does not depend on them; the director pairs no
barred player and :func:`join` refuses one (``player/cooling_off``, with the details)."""


class TournamentError(Exception):
    """A refusal with the API's status and code (``tournament/unknown`` ...)."""

    def __init__(self, status: int, code: str, message: str, **details: Any) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.details = details


@dataclass(frozen=True, slots=True)
class Spec:
    """A tournament to create, as asked (checked by :func:`check_spec`)."""

    name: str
    format: str
    preset: str
    target: int
    clock: str | None
    starts: datetime
    minutes: int | None
    rounds: int | None
    rated: bool
    private: bool


def rules_of(preset: str, target: int) -> Rules:
    """The rules of a tournament's games: the preset with the target score (1: one
    hand, as the ``openspiel`` preset has it)."""
    return PRESETS[preset].replace(game_target=int(target))


def clock_json(name: str | None) -> str | None:
    """A tournament's clock as a room stores it (``None``: untimed)."""
    return None if name is None else CLOCKS[name].to_json()


def clean_name(name: str) -> str:
    """A tournament's name as shown: NFC, spaces collapsed, checked.

    :raises TournamentError: ``tournament/bad_name``.
    """
    text = " ".join(unicodedata.normalize("NFC", name).split())
    low, high = NAME_LENGTH
    if not low <= len(text) <= high:
        raise TournamentError(422, "tournament/bad_name", f"a name has {low} to {high} characters")
    try:
        check_shown_text(text, what="a name")
    except RefusedText as exc:
        raise TournamentError(422, "tournament/bad_name", str(exc)) from None
    return text


def check_spec(spec: Spec) -> Spec:
    """``spec`` with its name cleaned, or a refusal (``request/invalid``)."""

    def bad(message: str) -> TournamentError:
        return TournamentError(422, "request/invalid", message)

    if spec.format not in FORMATS:
        raise bad(f"format: one of {', '.join(FORMATS)}")
    if spec.preset not in PRESETS:
        raise bad(f"preset: unknown rules preset {spec.preset!r}")
    try:
        rules_of(spec.preset, spec.target)
    except (ValueError, TypeError) as exc:
        raise bad(f"target: {exc}") from None
    if spec.clock is not None and spec.clock not in CLOCKS:
        raise bad(f"clock: one of {', '.join(CLOCKS)} or null")
    if spec.format == "arena":
        low, high = ARENA_MINUTES
        if spec.minutes is None or not low <= spec.minutes <= high:
            raise bad(f"minutes: an arena lasts {low} to {high} minutes")
        return replace(spec, name=clean_name(spec.name), rounds=None)
    low, high = SWISS_ROUNDS
    if spec.rounds is None or not low <= spec.rounds <= high:
        raise bad(f"rounds: a Swiss has {low} to {high} rounds")
    return replace(spec, name=clean_name(spec.name), minutes=None)


def create(
    conn: Connection,
    spec: Spec,
    *,
    organiser: str | None,
    now: datetime,
    schedule_key: str | None = None,
) -> str:
    """Store a new (checked) tournament; returns its id, unguessable (a private one's
    link is its invitation).

    :raises TournamentError: ``tournament/too_many`` for an organiser with
        :data:`MAX_COMING_PER_ORGANISER` coming tournaments.
    """
    if organiser is not None:
        coming = conn.execute(
            select(func.count())
            .select_from(tournaments)
            .where(T.organiser == organiser, T.status == "coming")
        ).scalar_one()
        if coming >= MAX_COMING_PER_ORGANISER:
            raise TournamentError(
                409,
                "tournament/too_many",
                f"you may organise at most {MAX_COMING_PER_ORGANISER} coming tournaments",
            )
    tournament_id = secrets.token_urlsafe(9)
    conn.execute(
        insert(tournaments).values(
            id=tournament_id,
            name=spec.name,
            format=spec.format,
            preset=spec.preset,
            target=int(spec.target),
            clock=spec.clock,
            rated=spec.rated,
            private=spec.private,
            status="coming",
            starts=utc(spec.starts),
            minutes=spec.minutes,
            rounds=spec.rounds,
            round=0,
            organiser=organiser,
            schedule_key=schedule_key,
            created=utc(now),
            version=0,
        )
    )
    return tournament_id


def get(conn: Connection, tournament_id: str, *, lock: bool = False) -> Row[Any]:
    """The tournament's row (locked for the transaction with ``lock``).

    :raises TournamentError: ``tournament/unknown``.
    """
    query = select(tournaments).where(T.id == tournament_id)
    if lock:
        query = query.with_for_update()
    row = None if len(tournament_id) > 16 else conn.execute(query).first()
    if row is None:
        raise TournamentError(404, "tournament/unknown", "there is no such tournament")
    return row


def bump(conn: Connection, tournament_id: str) -> None:
    """Something anyone can see changed: raise the version."""
    conn.execute(update(tournaments).where(T.id == tournament_id).values(version=T.version + 1))


def ends_at(row: Any) -> datetime | None:
    """When an arena stops pairing; a Swiss's end once finished."""
    if row.format == "arena":
        return utc(row.starts) + timedelta(minutes=int(row.minutes))
    return None if row.finished is None else utc(row.finished)


# ---------------------------------------------------------------------------- players
def join(
    conn: Connection,
    tournament_id: str,
    player_id: str,
    now: datetime,
    *,
    barred: Barred | None = None,
) -> None:
    """Join (or resume after a pause, or come back after leaving an arena).

    :raises TournamentError: see the module's docstring; ``player/cooling_off`` (403)
        when ``barred`` says the player may not play now.
    """
    row = get(conn, tournament_id, lock=True)
    if row.status == "finished":
        raise TournamentError(409, "tournament/finished", "this tournament is over")
    why = None if barred is None else barred(conn, player_id, now)
    if why is not None:
        message, details = (why, {}) if isinstance(why, str) else why
        raise TournamentError(403, "player/cooling_off", message, **details)
    mine = conn.execute(
        select(tournament_players).where(P.tournament_id == tournament_id, P.player_id == player_id)
    ).first()
    if mine is None:
        if row.format == "swiss" and int(row.round) >= 2:
            raise TournamentError(
                409, "tournament/started", "this Swiss is past its first round: too late to join"
            )
        count = conn.execute(
            select(func.count())
            .select_from(tournament_players)
            .where(P.tournament_id == tournament_id)
        ).scalar_one()
        if count >= MAX_PLAYERS:
            raise TournamentError(
                409, "tournament/full", f"this tournament has its {MAX_PLAYERS} players"
            )
        conn.execute(
            insert(tournament_players).values(
                tournament_id=tournament_id,
                player_id=player_id,
                state=ACTIVE,
                joined=utc(now),
                seen=utc(now),
            )
        )
    elif mine.state != ACTIVE:
        conn.execute(
            update(tournament_players)
            .where(P.tournament_id == tournament_id, P.player_id == player_id)
            .values(state=ACTIVE, seen=utc(now))
        )
    else:
        touch(conn, tournament_id, player_id, now)
        return
    bump(conn, tournament_id)


def set_state(
    conn: Connection, tournament_id: str, player_id: str, state: str, now: datetime
) -> None:
    """Pause or leave.

    :raises TournamentError: ``tournament/unknown``, ``tournament/finished``,
        ``tournament/not_joined``.
    """
    row = get(conn, tournament_id, lock=True)
    if row.status == "finished":
        raise TournamentError(409, "tournament/finished", "this tournament is over")
    done = conn.execute(
        update(tournament_players)
        .where(P.tournament_id == tournament_id, P.player_id == player_id)
        .values(state=state, seen=utc(now))
    )
    if done.rowcount != 1:
        raise TournamentError(409, "tournament/not_joined", "you have not joined this tournament")
    bump(conn, tournament_id)


def touch(conn: Connection, tournament_id: str, player_id: str, now: datetime) -> None:
    """The player is here (a page or a client asked): only present players are paired."""
    conn.execute(
        update(tournament_players)
        .where(P.tournament_id == tournament_id, P.player_id == player_id)
        .values(seen=utc(now))
    )


# ---------------------------------------------------------------------------- results
def record_result(
    conn: Connection, room_id: str, game_number: int, winner: int, aborted: bool
) -> None:
    """The end of a tournament game, in the transaction that stores it (a room that is
    no tournament's game, or a later game of its room, changes nothing). A result is
    written once: a game already decided keeps its result."""
    if game_number != 1:
        return
    game = conn.execute(
        select(G.tournament_id).where(G.room_id == room_id, G.outcome.is_(None))
    ).first()
    if game is None:
        return
    conn.execute(
        update(tournament_games)
        .where(G.room_id == room_id, G.outcome.is_(None))
        .values(
            outcome=scoring.ABORTED if aborted else scoring.WIN,
            winner=None if aborted else int(winner),
            finished=utc(),
            token0=None,
            token1=None,
        )
    )
    bump(conn, game.tournament_id)


def on_game_over(conn: Connection, room_id: str, finish: Any) -> None:
    """The store's ``game_over`` hook (a ``GameFinish``): :func:`record_result`. A game
    whose totals say ``"aborted"`` (ended before it counted) is recorded as aborted."""
    totals = finish.totals if isinstance(finish.totals, dict) else {}
    record_result(conn, room_id, finish.game_number, finish.winner, bool(totals.get("aborted")))


def results(conn: Connection, tournament_id: str) -> dict[str, list[scoring.Played]]:
    """Each player's results in the order of the games (and byes), from storage; every
    player who joined has a list (empty before their first game)."""
    out: dict[str, list[scoring.Played]] = {
        pid: []
        for pid in conn.execute(
            select(P.player_id).where(P.tournament_id == tournament_id).order_by(P.joined)
        ).scalars()
    }
    games = conn.execute(
        select(G.round, G.seq, G.player0, G.player1, G.outcome, G.winner, G.finished)
        .where(G.tournament_id == tournament_id, G.outcome.is_not(None))
        .order_by(G.seq)
    ).all()
    byes = conn.execute(select(B.round, B.player_id).where(B.tournament_id == tournament_id)).all()
    # Each result with its place in the order: a game by (round, the order it was
    # paired in); a Swiss bye in its round's place, before that round's games. A player
    # plays one game at a time, so this is the order of each player's own games too.
    placed: list[tuple[tuple[int, int], str, scoring.Played]] = []
    for g in games:
        at = utc(g.finished).timestamp() if g.finished is not None else 0.0
        for seat, me, other in ((0, g.player0, g.player1), (1, g.player1, g.player0)):
            outcome: scoring.Outcome = scoring.ABORTED
            if g.outcome != scoring.ABORTED:
                outcome = scoring.WIN if g.winner == seat else scoring.LOSS
            placed.append(((g.round or 0, g.seq), me, scoring.Played(outcome, other, at)))
    placed += [((b.round, -1), b.player_id, scoring.Played(scoring.BYE)) for b in byes]
    placed.sort(key=lambda item: item[0])
    for _place, player_id, played in placed:
        out.setdefault(player_id, []).append(played)
    return out


def standings(conn: Connection, row: Any) -> list[scoring.Line]:
    """The tournament's standings, computed from its stored games."""
    return scoring.standings(row.format, results(conn, row.id))


def open_games(conn: Connection, tournament_id: str) -> list[Row[Any]]:
    """The tournament's games still being played."""
    return list(
        conn.execute(
            select(tournament_games)
            .where(G.tournament_id == tournament_id, G.outcome.is_(None))
            .order_by(G.seq)
        ).all()
    )


# ---------------------------------------------------------------------------- JSON
def _iso(moment: datetime | None) -> str | None:
    return None if moment is None else utc(moment).isoformat()


def _names(conn: Connection, ids: Sequence[str | None]) -> dict[str, str]:
    wanted = sorted({i for i in ids if i})
    if not wanted:
        return {}
    return dict(
        conn.execute(select(players.c.id, players.c.name).where(players.c.id.in_(wanted))).all()
    )


def _who(names: Mapping[str, str], player_id: str | None) -> dict[str, str] | None:
    if player_id is None:
        return None
    return {"id": player_id, "name": names.get(player_id, "Player")}


def summary(conn: Connection, row: Any, names: Mapping[str, str] | None = None) -> dict[str, Any]:
    """A tournament as listed (``T`` in docs/protocol.md)."""
    names = names if names is not None else _names(conn, [row.winner, row.organiser])
    count = conn.execute(
        select(func.count()).select_from(tournament_players).where(P.tournament_id == row.id)
    ).scalar_one()
    return {
        "id": row.id,
        "name": row.name,
        "format": row.format,
        "preset": row.preset,
        "target": int(row.target),
        "clock": row.clock,
        "rated": bool(row.rated),
        "private": bool(row.private),
        "status": row.status,
        "starts": _iso(row.starts),
        "ends": _iso(ends_at(row)),
        "minutes": row.minutes,
        "rounds": row.rounds,
        "round": int(row.round),
        "players": int(count),
        "winner": _who(names, row.winner),
        "organiser": _who(names, row.organiser),
    }


def listing(conn: Connection, now: datetime) -> dict[str, Any]:
    """The public tournaments: coming, running, and the last :data:`FINISHED_LISTED`."""
    public = select(tournaments).where(T.private.is_(False))
    coming = conn.execute(public.where(T.status == "coming").order_by(T.starts)).all()
    running = conn.execute(public.where(T.status == "running").order_by(T.starts)).all()
    finished = conn.execute(
        public.where(T.status == "finished").order_by(T.finished.desc()).limit(FINISHED_LISTED)
    ).all()
    every = [*coming, *running, *finished]
    names = _names(conn, [r.winner for r in every] + [r.organiser for r in every])
    return {
        "now": _iso(now),
        "coming": [summary(conn, r, names) for r in coming],
        "running": [summary(conn, r, names) for r in running],
        "finished": [summary(conn, r, names) for r in finished],
    }


def detail(
    conn: Connection, tournament_id: str, viewer: str | None, now: datetime
) -> dict[str, Any]:
    """A tournament's page: its summary, standings, games, byes, version, and the
    viewer's own part (``me``, with their running game's seat token)."""
    row = get(conn, tournament_id)
    lines = standings(conn, row)
    states = dict(
        conn.execute(select(P.player_id, P.state).where(P.tournament_id == tournament_id)).all()
    )
    games = conn.execute(
        select(tournament_games)
        .where(G.tournament_id == tournament_id)
        .order_by(G.outcome.is_not(None), G.seq.desc())
        .limit(GAMES_SHOWN)
    ).all()
    byes = conn.execute(
        select(B.round, B.player_id).where(B.tournament_id == tournament_id).order_by(B.round)
    ).all()
    ids = [ln.player_id for ln in lines] + [row.winner, row.organiser]
    ids += [g.player0 for g in games] + [g.player1 for g in games]
    names = _names(conn, ids)
    pool = pool_name(row.preset, int(row.target))
    rated = dict(
        conn.execute(
            select(ratings.c.player_id, ratings.c.rating).where(
                ratings.c.pool == pool, ratings.c.player_id.in_([ln.player_id for ln in lines])
            )
        ).all()
    )
    out = summary(conn, row, names)
    out["now"] = _iso(now)
    out["version"] = int(row.version)
    out["standings"] = [
        {
            "rank": ln.rank,
            "player": _who(names, ln.player_id),
            "points": ln.points,
            "games": ln.games,
            "wins": ln.wins,
            "fire": ln.fire,
            "sheet": list(ln.sheet),
            "paused": states.get(ln.player_id) == PAUSED,
            "left": states.get(ln.player_id) == LEFT,
            "rating": None if ln.player_id not in rated else round(float(rated[ln.player_id])),
            "tie_break": ln.tie_break if row.format == "swiss" else None,
        }
        for ln in lines
    ]
    out["games"] = [
        {
            "room": g.room_id,
            "round": g.round,
            "seats": [_who(names, g.player0), _who(names, g.player1)],
            "watch": f"/watch/{g.room_id}",
            "result": _result_text(g, names),
            # The result typed, for a page to word in its reader's language.
            "winner_seat": _winner_seat(g),
            "aborted": g.outcome == scoring.ABORTED,
        }
        for g in games
    ]
    by_round: dict[int, list[str]] = defaultdict(list)
    for b in byes:
        by_round[int(b.round)].append(b.player_id)
    out["byes"] = [{"round": r, "players": ids_} for r, ids_ in sorted(by_round.items())]
    if viewer is not None and viewer in states:
        mine = conn.execute(
            select(tournament_games)
            .where(
                G.tournament_id == tournament_id,
                G.outcome.is_(None),
                or_(G.player0 == viewer, G.player1 == viewer),
            )
            .order_by(G.seq.desc())
        ).first()
        game = None
        if mine is not None:
            seat = 0 if mine.player0 == viewer else 1
            game = {
                "room": mine.room_id,
                "seat": seat,
                "token": mine.token0 if seat == 0 else mine.token1,
                "url": f"/room/{mine.room_id}",
            }
        out["me"] = {
            "joined": True,
            "paused": states[viewer] == PAUSED,
            "left": states[viewer] == LEFT,
            "game": game,
        }
    elif viewer is not None:
        out["me"] = {"joined": False, "paused": False, "left": False, "game": None}
    return out


def _winner_seat(game: Any) -> int | None:
    """The seat (0 or 1) that won a finished game, else ``None``."""
    if game.outcome is None or game.outcome == scoring.ABORTED:
        return None
    return 0 if game.winner == 0 else 1


def _result_text(game: Any, names: Mapping[str, str]) -> str | None:
    if game.outcome is None:
        return None
    if game.outcome == scoring.ABORTED:
        return "aborted"
    winner = game.player0 if game.winner == 0 else game.player1
    return f"{names.get(winner, 'Player')} won"


def history(conn: Connection, player_id: str) -> list[dict[str, Any]]:
    """A player's tournaments, newest first (the profile's list)."""
    rows = conn.execute(
        select(tournaments)
        .join(tournament_players, P.tournament_id == T.id)
        .where(P.player_id == player_id, T.private.is_(False))
        .order_by(T.starts.desc())
        .limit(HISTORY_SHOWN)
    ).all()
    out = []
    for row in rows:
        lines = standings(conn, row)
        mine = next((ln for ln in lines if ln.player_id == player_id), None)
        out.append(
            {
                "id": row.id,
                "name": row.name,
                "format": row.format,
                "rank": None if mine is None else mine.rank,
                "players": len(lines),
                "points": 0 if mine is None else mine.points,
                "status": row.status,
                "finished": _iso(row.finished),
            }
        )
    return out
