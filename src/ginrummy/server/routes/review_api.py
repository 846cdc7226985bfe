"""The routes of game reviews: a seat asks for the review of its own decisions in a
finished hand (or a finished game) and follows the job until it is done (docs/web.md
"Game review", docs/protocol.md).

``POST /api/review/{room_id}/{game_number}?seat=S[&hand=N]`` starts the review (or finds
the one running or kept) and answers ``{job, status, done, total, ...}`` at once;
``GET /api/review/job/{job}`` answers the same, with ``review`` once it is done. Both
ask for the seat's token (``X-Seat-Token``) or its player (``X-Player``), as the replay
and the record do: only that seat's holder gets that seat's review, a watcher none.

A hand is reviewable once it is over, never while it is played (its decisions are still
open), and a whole game once it is over. The current game is read from the room in
memory, an older one from storage. The grading runs in the thinking pool
(:mod:`.review_jobs`); replaying the record into the plan runs on a thread: nothing of it
on the event loop.
"""

from __future__ import annotations

import asyncio
from typing import Annotated, Any

from fastapi import FastAPI, Path, Query
from fastapi.responses import Response

from ...core.record import GameRecord
from ...review import Decision, Plan, plan_review
from ..online.history import ReplayRefused, game_record, load_game
from ..online.reviews import ReviewJob, ReviewJobs, ReviewKey, ReviewRefused
from ..rooms.authority import ENGINE_HELP_RATED, engine_help_refused
from ..rooms.manager import RoomManager
from ..rooms.three_room import ThreeRoom, ThreeRooms
from ..wire.protocol import ProtocolError
from ..wire.views import dumps
from .common import ApiError
from .history_api import GameNumber, RoomId, SeatNumber, SeatToken, check_seat_holder
from .online_api import PlayerHeader

HandNumber = Annotated[int | None, Query(ge=1, le=10_000)]
JobId = Annotated[str, Path(max_length=32)]


def review_json(plan: Plan, decisions: list[Decision], seat: int) -> dict[str, Any]:
    """The review as the seat is sent it: ``ginrummy/review`` JSON, its summary in the
    second person ("you played 14 decisions: ...")."""
    review = plan.assemble(decisions)
    out = review.to_dict()
    out["summary"] = {str(seat): review.summary(seat, "you").to_dict()}
    return out


def _answer(job: ReviewJob) -> Response:
    return Response(dumps(job.to_dict()), media_type="application/json")


def _refused(refused: ReviewRefused | ReplayRefused) -> ApiError:
    return ApiError(refused.status, refused.code, refused.message)


def add_review_routes(app: FastAPI, manager: RoomManager, three: ThreeRooms) -> None:
    """The routes of this module on ``app`` (after the online routes: a player is checked
    with their ``app.state.player_of``). A room for three's hands are reviewed through
    the same routes (:func:`three_plan`)."""
    engine = manager.store.engine
    jobs = ReviewJobs(manager.thinker, manager.spawn, clock=manager.clock.monotonic)
    app.state.reviews = jobs

    async def check_seat(
        room_id: str, seat: int, token: str | None, player_header: str | None
    ) -> ThreeRoom | None:
        """Only the seat's holder: its token, or its player (a room for three: its
        token, and that room is returned).

        :raises ApiError: 403 ``auth/bad_token``, 404 ``room/not_found``, 401
            ``player/unknown``.
        """
        room3 = await three_room_of(three, room_id, seat, token)
        if room3 is not None:
            return room3
        try:
            await check_seat_holder(app, manager, room_id, seat, token, player_header)
        except ReplayRefused as refused:
            if refused.status == 403:
                raise ApiError(
                    403, refused.code, "only this seat's player may review its decisions"
                ) from None
            raise _refused(refused) from None
        return None

    async def game_of(room_id: str, game_number: int) -> tuple[GameRecord, int, bool, str | None]:
        """The game's record, how many hands it has (the one in play included), whether
        it is over, and why the engine may not help while it goes on (``None``: it may,
        in an unrated game against the computer): the room's current game from memory,
        an older one (over) from storage.

        :raises ApiError: 404 ``room/not_found``, ``game/not_found``; 409
            ``game/not_finished`` (an older game storage has not seen end).
        """
        room = await manager.get(room_id)
        if room is None:
            raise ApiError(404, "room/not_found", "there is no such room")
        async with room.lock:
            if room.game_number == game_number:
                # The hand in play is in it (its deck too): plan_review leaves it out,
                # and nothing of the record but the seat's observations leaves here.
                record = room.table.record()
                refusal = None
                if room.mode != "computer":
                    refusal = "against a person, hands are reviewed once the game is over"
                elif engine_help_refused(room):
                    refusal = f"{ENGINE_HELP_RATED}: its hands are reviewed once it is over"
                return record, len(record.hands), room.is_over, refusal
        try:
            stored = await manager.run_db(load_game, engine, room_id, game_number)
        except ReplayRefused as refused:
            raise _refused(refused) from None
        return await asyncio.to_thread(game_record, stored), len(stored.hands), True, None

    async def new_plan(room_id: str, game_number: int, hand: int | None, seat: int) -> Plan:
        """The decisions to grade, once the hand (or the game) is known to be over.

        :raises ApiError: as :func:`game_of`; 404 ``hand/not_found``; 409
            ``hand/not_finished``, ``game/not_finished``.
        """
        record, count, over, refusal = await game_of(room_id, game_number)
        if not over and refusal is not None:
            # Engine help while a game against a person, or a rated game, goes on is
            # what hints are refused for (docs/online.md "Engine help and rated games").
            raise ApiError(409, "review/after_game", refusal)
        if hand is None and not over:
            raise ApiError(
                409,
                "game/not_finished",
                "the game is not over yet: review its finished hands one at a time",
            )
        if hand is not None and hand > count:
            raise ApiError(404, "hand/not_found", "this game has no such hand")
        plan: Plan = await asyncio.to_thread(
            plan_review,
            record,
            seats=(seat,),
            hands=None if hand is None else [hand],
            seed=f"{room_id}:{game_number}",
        )
        if hand is not None and not plan.hands:
            raise ApiError(
                409, "hand/not_finished", "this hand is still being played: review it once it ends"
            )
        return plan

    @app.post("/api/review/{room_id}/{game_number}")
    async def start_review(
        room_id: RoomId,
        game_number: GameNumber,
        seat: SeatNumber,
        hand: HandNumber = None,
        x_seat_token: SeatToken = None,
        x_player: PlayerHeader = None,
    ) -> Response:
        """Start (or find) the review of ``seat``'s decisions in a hand or a game."""
        room3 = await check_seat(room_id, seat, x_seat_token, x_player)
        key: ReviewKey = (room_id, game_number, hand, seat)
        job = jobs.existing(key)
        if job is None:
            try:
                jobs.check_room_for(key)  # before the work of a plan
                if room3 is not None:
                    plan, shown_seat = await three_plan(room3, seat, hand)
                else:
                    plan, shown_seat = await new_plan(room_id, game_number, hand, seat), seat

                async def assemble(decisions: list[Decision]) -> dict[str, Any]:
                    return await asyncio.to_thread(review_json, plan, decisions, shown_seat)

                job = jobs.start(key, plan, assemble)
            except ReviewRefused as refused:
                raise _refused(refused) from None
        return _answer(job)

    @app.get("/api/review/job/{job_id}")
    async def get_review(
        job_id: JobId, x_seat_token: SeatToken = None, x_player: PlayerHeader = None
    ) -> Response:
        """A review's progress, and the review once it is done."""
        job = jobs.get(job_id)
        if job is None:
            raise ApiError(404, "review/not_found", "no such review (it may have expired)")
        await check_seat(job.room_id, job.seat, x_seat_token, x_player)
        return _answer(job)


async def three_room_of(
    three: ThreeRooms, room_id: str, seat: int, token: str | None
) -> ThreeRoom | None:
    """The room for three ``room_id`` when it is one and ``token`` holds its ``seat``;
    ``None`` when it is not a room for three.

    :raises ApiError: 403 ``auth/bad_token`` (not that seat's token).
    """
    room = await three.get(room_id)
    if room is None:
        return None
    try:
        held = ThreeRooms.seat_for_token(room, token)
    except ProtocolError:
        held = None
    if held != seat:
        raise ApiError(403, "auth/bad_token", "only this seat's player may review its decisions")
    return room


async def three_plan(room: ThreeRoom, seat: int, hand: int | None) -> tuple[Plan, int]:
    """The review of match player ``seat``'s decisions in the room's finished hand
    ``hand``, weighed as a hand of its pairing's game; and the hand seat it played.
    Engine help follows the hints' rule: at once for the one person among two computers,
    else once the match is over (the scores are a race between people).

    :raises ApiError: 409 ``review/hand_only``, ``hand/not_finished``,
        ``review/after_game``; 404 ``hand/not_played`` (``seat`` sat it out).
    """
    if hand is None:
        raise ApiError(409, "review/hand_only", "a match for three is reviewed hand by hand")
    async with room.lock:
        if hand > len(room.finished):
            raise ApiError(
                409, "hand/not_finished", "this hand is still being played: review it once it ends"
            )
        record, number, players = room.hand_in_its_game(hand)
        allowed = room.alone(seat) or room.match.is_over
    if not allowed:
        raise ApiError(
            409,
            "review/after_game",
            "with another person at the table, hands are reviewed once the match is over",
        )
    if seat not in players:
        raise ApiError(404, "hand/not_played", "you sat this hand out")
    hand_seat = players.index(seat)
    plan: Plan = await asyncio.to_thread(
        plan_review, record, seats=(hand_seat,), hands=[number], seed=f"{room.room_id}:{hand}"
    )
    return plan, hand_seat


__all__ = ["add_review_routes", "review_json", "three_plan", "three_room_of"]
