"""The computer in a room: it plays its seat, and it gives a person a hint. Both ask
the thinking pool (:mod:`.thinking`) for a move from one seat's own observation.

- **Its turns**: when the computer seat is to act, a task on the event loop waits the
  player's chosen pause (on the server's :mod:`.time_source`) and plays the move it is
  given through the :class:`~ginrummy.server.rooms.pipeline.MovePipeline` like any
  seat's (stored, refused as stale or sent to the seats by the one path for every
  change). Only the
  process a person's socket is connected to plays, one task a room; the pause starts
  again when the player changed the room meanwhile, and it thinks again when another
  process moved first.
- **A hint** is worked out without holding the room, one at a time per seat, and goes
  to the asking socket alone.

Kept apart from the manager because neither changes a room by answering a message:
the turns act by themselves, and a hint changes nothing. It is handed the pipeline and
uses its public steps only.
"""

from __future__ import annotations

import logging
import random
import secrets
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...agents.levels import Hint
from ...core.actions import Action
from ...core.observation import Observation
from ...words.play import hint_text
from ..wire.protocol import ErrorCode, ProtocolError, hint_message
from ..wire.views import legal_view
from . import authority
from .room import Connection, Room
from .thinking import Thinker

if TYPE_CHECKING:
    from .pipeline import MovePipeline

log = logging.getLogger("ginrummy.server")


def hint_reply(state_id: int, obs: Observation, suggestion: Hint) -> dict[str, Any]:
    """The ``hint`` message for ``suggestion`` on the position of ``obs``: the move as
    the view's legal moves give it (id, words), the English sentence and the typed parts.
    One for every kind of room (the room for three's hints too)."""
    entry = next(
        (m for m in legal_view(obs) if m["id"] == suggestion.action.id),
        {
            "id": suggestion.action.id,
            "text": str(suggestion.action),
            "label": str(suggestion.action),
        },
    )
    reason = str(suggestion.reason)
    text = hint_text(suggestion.action, reason)
    parts = [part.to_json() for part in suggestion.parts]
    return hint_message(state_id, entry, text, reason, parts)


class Computer:
    """The computer seats, and the hints, of every room of one process."""

    def __init__(
        self,
        pipeline: MovePipeline,
        thinker: Thinker,
        seeded: Callable[..., random.Random] | None = None,
    ) -> None:
        """``seeded(*key)``: the generator of one move with ``deal_seed`` set (tests,
        benchmarks); ``None``: the moves are drawn freely."""
        self.pipeline = pipeline
        self.thinker = thinker
        self.seeded = seeded
        # The computer's choices need no secrecy, only variety: a fast generator seeded
        # once from the system's (the system's costs a system call per draw).
        self.rng = random.Random(secrets.randbits(128))
        self._hinting: set[tuple[str, int]] = set()

    def seed(self, key: tuple[object, ...]) -> int:
        """The seed of one computer move (from ``deal_seed`` and ``key`` when set)."""
        if self.seeded is None:
            return self.rng.getrandbits(64)
        return self.seeded(*key).getrandbits(64)

    @staticmethod
    def to_act(room: Room) -> int | None:
        """The computer's seat when it is to move (both seats taken, the hand dealt)."""
        seat = room.table.to_act
        if seat is None or not room.bots[seat] or not all(room.taken) or room.shuffling:
            return None
        return seat

    def schedule(self, room: Room) -> None:
        """Let the computer move if it is to act and a person's socket is here: of the
        processes that have the room loaded, the one its player is connected to plays
        the computer (two tabs on two processes may both try; storage takes one move)."""
        if self.to_act(room) is None:
            return
        if not (room.sockets[0] or room.sockets[1]):
            return
        if room.bot_task is not None and not room.bot_task.done():
            return
        # stopped with the process's other background work
        room.bot_task = self.pipeline.start(self._turns(room))

    async def _turns(self, room: Room) -> None:
        """The computer plays while it is to act, from its own observation only."""
        pipeline = self.pipeline
        clock = pipeline.clock
        try:
            while True:
                delay = pipeline.settings.bot_delay
                if room.computer_delay is not None and delay > 0:
                    delay = room.computer_delay  # the player's speed (not in tests at 0)
                if clock.monotonic() < room.changed_at + delay:
                    seen = room.state_id
                    await clock.sleep_until(room.changed_at + delay)
                    if room.state_id != seen:
                        # The player moved (or took a discard back) meanwhile: the pause
                        # counts from that change (so a take-back is offered for all of
                        # it), not from waking up, which made it up to twice as long.
                        continue
                moved = False

                async def turn() -> bool:
                    nonlocal moved
                    seat = self.to_act(room)
                    if seat is None:
                        return False
                    action = await self._think(room, seat)
                    await pipeline.apply(room, seat, action)
                    pipeline.metrics.computer_moves.inc()
                    moved = True
                    return True

                try:
                    # The views sent after it let the computer move again: this task
                    # still runs, so that is this loop's next turn.
                    await pipeline.change(room, turn)
                except ProtocolError:  # another process moved first: think again
                    if room.unloaded:  # (never while this task runs: unload_idle waits)
                        return
                    continue
                if not moved:
                    return
        except Exception:
            log.exception("the computer could not move in room %s", room.room_id)

    async def _think(self, room: Room, seat: int) -> Action:
        """The computer's move for ``seat`` (the room's lock held), from the thinking pool."""
        obs = room.table.observation(seat)
        game = room.table.game
        key = ("bot", room.game_number, room.table.hand_number, room.state_id)
        started = time.perf_counter()
        action = await self.thinker.move(
            room.level or "medium",
            obs,
            game.scores,
            game.rules.game_target,
            self.seed(key),
        )
        self.pipeline.metrics.move_think_seconds.observe(time.perf_counter() - started)
        return action

    async def hint(self, room: Room, seat: int, conn: Connection) -> None:
        """The strongest computer player's move for ``seat``, to that socket only. It is
        worked out in the thinking pool without holding the room, one at a time per seat
        (``rate/limited`` while one is on its way)."""
        pipeline = self.pipeline
        async with room.lock:
            authority.check_hint(room, seat)
            obs = room.table.observation(seat)
            game = room.table.game
            state_id = room.state_id
            game_number = room.game_number
        key = (room.room_id, seat)
        if key in self._hinting:
            raise ProtocolError(ErrorCode.RATE_LIMITED, "a hint is on its way: wait for it")
        self._hinting.add(key)
        started = time.perf_counter()
        try:
            suggestion = await self.thinker.hint(obs, game.scores, game.rules.game_target)
        finally:
            self._hinting.discard(key)
        pipeline.metrics.hint_seconds.observe(time.perf_counter() - started)
        # Counted before it is shown. A rated game gets no hint (authority.check_hint:
        # no engine help until it ends), and storage still rates no game with a counted
        # hint (store._finish_game). A game that ended meanwhile (another tab's move)
        # gets no hint: its end is stored already.
        if not await pipeline.run_db(pipeline.store.count_hint, room.room_id, game_number):
            raise ProtocolError(ErrorCode.GAME_OVER, "the game is over")
        room.helped_game = game_number
        await pipeline.send(conn, hint_reply(state_id, obs, suggestion))
