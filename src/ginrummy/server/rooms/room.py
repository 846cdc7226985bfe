"""One room in memory: a game in progress and everything the server keeps around it.

A :class:`Room` wraps a :class:`~ginrummy.core.table.Table` with what the server adds: seat
names, players and token hashes, the ``state_id`` (the room's version), who is
connected or watching, who is ready for the next hand, the move clock of a timed room;
:func:`room_from_row` rebuilds one from storage by replaying its actions through the
engine. What is done to rooms (under each room's lock) is
:class:`~ginrummy.server.rooms.manager.RoomManager`'s.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from ...agents.levels import LEVELS
from ...core.hand import HandState
from ...core.match import Game
from ...core.melds import best_arrangement
from ...core.record import GameRecord, HandRecord
from ...core.rules import Rules
from ...core.scoring import Outcome
from ...core.table import Table
from ..storage.store import GameResult, NewHand, Rated, RoomRow, RoomSetup
from ..wire.spectator import spectator_text, spectator_view
from ..wire.views import Seating, ViewCache, arrangement_view, build_view, state_text
from .authority import take_back_refusal
from .chat_channel import ChatKept
from .claims import DEFAULT_CLAIM_AFTER, ClaimWait, claim_wait
from .clock import ClockError, ClockMark, ClockSettings, MoveClock
from .fair_deals import PendingDeal, fair_view, proof_from_json, proof_json
from .time_source import SYSTEM_CLOCK, Clock

LEVEL_NAMES = {level: f"Computer ({level})" for level in LEVELS}


class Connection(Protocol):
    """A socket as the room sees it: somewhere to send a message (already JSON text)."""

    async def send_text(self, data: str) -> None:
        """Send one frame."""


@dataclass(eq=False)
class MeetingState:
    """What :class:`~ginrummy.server.rooms.meeting.Meeting` keeps for one room in this
    process: kept on the room, so it leaves memory with the room."""

    chat: ChatKept = field(default_factory=ChatKept)
    """The chat's rate limits and what was sent to the seats here (:mod:`.chat_channel`)."""
    clock_timer: asyncio.Task[None] | None = None
    """The wait that plays for the seat to act when its time runs out."""
    claim_timer: asyncio.Task[None] | None = None
    """The wait until a claim opens (:mod:`.claims`), which then sends the seats their
    views, so the waiting player is told at once that they may claim."""
    claim_at: float | None = None
    """The moment :attr:`claim_timer` waits for."""
    clock_state_id: int | None = None
    """The state the clock was last set for (``None``: not yet, since this process
    made or loaded the room)."""
    position: tuple[int, int, int] | None = None
    """Where the game stood then: game number, hand number, moves made in the hand."""
    position_started: float | None = None
    """When the turn at :attr:`position` started here (monotonic; ``None``: no turn
    runs). A change that is no move (a seed, say) keeps the turn going."""

    def stop_timer(self) -> None:
        if self.clock_timer is not None:
            self.clock_timer.cancel()
            self.clock_timer = None

    def stop_claim_timer(self) -> None:
        if self.claim_timer is not None:
            self.claim_timer.cancel()
            self.claim_timer = None
        self.claim_at = None


@dataclass(eq=False)
class Room:
    """One room: a game in progress and everything around it."""

    room_id: str
    mode: str
    level: str | None
    rules: Rules
    table: Table
    names: list[str]
    client_ids: list[str | None]
    token_hashes: list[str | None]
    bots: tuple[bool, bool]
    state_id: int
    game_number: int
    ready: set[int] = field(default_factory=set)
    declined: set[int] = field(default_factory=set)
    """Seats that declined a rematch of the game that is over (stored with ``ready``:
    :func:`ready_mask`)."""
    sockets: tuple[set[Connection], set[Connection]] = field(default_factory=lambda: (set(), set()))
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    bot_task: asyncio.Task[None] | None = None
    event_cache: ViewCache = field(default_factory=ViewCache)
    """The view parts that did not change since the last view (events, score sheet)."""
    last_used: float = -1.0
    """When the room was last looked up (every join and socket starts with a lookup),
    left or played in (monotonic clock)."""
    changed_at: float = -1.0
    """When this process last changed the room or saw it change (monotonic): the
    computer's pause before its move counts from there."""
    unloaded: bool = False
    """Dropped from memory by :meth:`RoomManager.unload_idle`: this object is stale."""
    remote: tuple[set[str], set[str]] = field(default_factory=lambda: (set(), set()))
    """Other server processes that hold a socket of each seat (from their announcements)."""
    setup: RoomSetup = field(default_factory=RoomSetup)
    """Public or private, rated, timed (stored with the room)."""
    player_ids: list[str | None] = field(default_factory=lambda: [None, None])
    """The anonymous player in each seat, where the seat has one."""
    claimed_by: int | None = None
    """The seat that won the current game by a claim, or by the other's resigning
    (stored: the game is over)."""
    resigned: bool = False
    """The current game ended by the loser's resigning (stored)."""
    aborted: bool = False
    """The current game, ended by a claim or a resignation before both people had made
    a real move, counted for nothing (fair play decided it as the end was stored:
    :mod:`ginrummy.server.online.conduct`; read back with the room)."""
    watchers: set[Connection] = field(default_factory=set)
    """Watchers' sockets on this process (public rooms)."""
    remote_watchers: dict[str, int] = field(default_factory=dict)
    """How many watchers each other process has (from their announcements)."""
    clock: MoveClock | None = None
    """The move clock of a timed room, set from :attr:`clock_mark` as the room changes."""
    clock_mark: tuple[tuple[int, int, int], ClockMark] | None = None
    """The clock as the last stored move of a timed room left it: where the move led
    (game number, hand number, moves made in the hand) and the mark stored with it
    (see ``Meeting.tick``)."""
    gone_since: list[float | None] = field(default_factory=list)
    """Since when (monotonic) each seat has had no socket anywhere, while it has none:
    from when it went as stored (``seats.gone_at``: on any process, before a restart),
    else from when this process made or loaded the room, or saw the seat taken, until a
    socket of the seat shows up here or on another process. So a seat that never came
    (its player left the pairing queue as it paired them) can be claimed against like
    one that left, after the same wait."""
    meeting: MeetingState = field(default_factory=MeetingState)
    """Chat limits, what chat was sent, the clock's timer (see :class:`MeetingState`)."""
    computer_delay: float | None = None
    """The pause before each computer move the player asked for (``pace``; in memory:
    the browser sends it again on every connection). ``None``: the server's default."""
    pending: PendingDeal | None = None
    """The deal committed to next (docs/fairness.md); ``None`` only in rooms stored
    before fair deals, until their next deal."""
    dealt: bool = True
    """False while the first hand of the current game waits for the players' seeds:
    ``table`` then holds a stand-in hand that is never shown, stored or played."""
    helped_game: int | None = None
    """The game in which a hint was given or a discard taken back (stored, counted on
    the game); see :attr:`assisted`."""
    time_source: Clock = field(default=SYSTEM_CLOCK, repr=False)
    """The server's clock (:mod:`.time_source`): what "now" is for the room's
    monotonic times above, and for its move clock."""
    claim_after: float = DEFAULT_CLAIM_AFTER
    """The server's wait before an absent seat's game may be claimed (:mod:`.claims`)."""

    def __post_init__(self) -> None:
        now = self.time_source.monotonic()
        if self.last_used < 0:
            self.last_used = now
        if self.changed_at < 0:
            self.changed_at = now
        if not self.gone_since:
            self.gone_since = [now, now]

    @property
    def shuffling(self) -> bool:
        """The first hand waits for seeds: no move, no view of the cards."""
        return not self.dealt

    @property
    def taken(self) -> tuple[bool, bool]:
        """Which seats have a player (a person with a token, or the computer)."""
        return (
            self.bots[0] or self.token_hashes[0] is not None,
            self.bots[1] or self.token_hashes[1] is not None,
        )

    @property
    def connected(self) -> tuple[bool, bool]:
        """Which seats have a socket open (the computer always counts as there)."""
        return (
            self.bots[0] or bool(self.sockets[0]) or bool(self.remote[0]),
            self.bots[1] or bool(self.sockets[1]) or bool(self.remote[1]),
        )

    def refresh(self, loaded: Room) -> None:
        """Take on what storage holds (``loaded``, just read), keeping the sockets, the
        lock and the computer task of this object, which the handlers hold."""
        was_taken = self.taken
        self.table = loaded.table
        self.names = loaded.names
        self.client_ids = loaded.client_ids
        self.token_hashes = loaded.token_hashes
        now = self.time_source.monotonic()
        for seat, taken in enumerate(self.taken):
            if taken and not was_taken[seat] and not self.connected[seat]:
                self.gone_since[seat] = now  # taken elsewhere: absent from now, at most
        self.state_id = loaded.state_id
        self.game_number = loaded.game_number
        self.ready = loaded.ready
        self.declined = loaded.declined
        self.player_ids = loaded.player_ids
        self.claimed_by = loaded.claimed_by
        self.resigned = loaded.resigned
        self.aborted = loaded.aborted
        self.pending = loaded.pending
        self.dealt = loaded.dealt
        self.clock_mark = loaded.clock_mark
        self.helped_game = loaded.helped_game
        self.event_cache.clear()

    @property
    def status(self) -> str:
        """``waiting`` for a second player, ``playing``, or ``over``."""
        if not all(self.taken):
            return "waiting"
        return "over" if self.is_over else "playing"

    @property
    def assisted(self) -> bool:
        """A hint was given or a discard taken back in the current game: it is not
        rated, whatever the room (a rematch starts unhelped)."""
        return self.helped_game == self.game_number

    @property
    def is_over(self) -> bool:
        """The current game is over: played to its end, or claimed."""
        return self.claimed_by is not None or self.table.is_over

    def rated(self) -> Rated | None:
        """Who to rate when the current game ends: a rated room whose every seat is a
        player with an identity or the computer, in a game played without help (no
        hint, no take-back: :attr:`assisted`); ``None`` otherwise."""
        if not self.setup.rated or self.setup.pool is None or self.assisted:
            return None
        players = (self.player_ids[0], self.player_ids[1])
        levels = tuple(self.level if self.bots[s] else None for s in (0, 1))
        if any(players[s] is None and levels[s] is None for s in (0, 1)):
            return None
        if players[0] is not None and players[0] == players[1]:
            return None  # one player in both seats (a friend room): nobody to rate against
        return Rated(self.setup.pool, players, (levels[0], levels[1]))

    @property
    def watcher_count(self) -> int:
        """Watchers here and on the other processes."""
        return len(self.watchers) + sum(self.remote_watchers.values())

    def seating(self) -> Seating:
        """The public facts a view shows next to the observation."""
        return Seating(
            room_id=self.room_id,
            mode=self.mode,
            level=self.level,
            names=(self.names[0], self.names[1]),
            bots=self.bots,
            connected=self.connected,
            taken=self.taken,
            game_number=self.game_number,
            ready=frozenset(self.ready),
            declined=frozenset(self.declined),
            watchers=self.watcher_count,
            clock=None
            if self.clock is None
            else self.clock.to_public(self.time_source.monotonic()),
            claimed_by=self.claimed_by,
            resigned=self.resigned,
            aborted=self.aborted,
            rated=self.rated() is not None and not self.aborted,
        )

    def may_take_back(self, seat: int) -> bool:
        """Whether ``seat`` may take back its last discard now (see
        :func:`~ginrummy.server.rooms.authority.take_back_refusal`)."""
        return take_back_refusal(self, seat) is None

    def view(self, seat: int) -> dict[str, Any]:
        """``seat``'s screen, from its observation only."""
        table = self.table
        seating = self.seating()
        if self.mode == "computer" and self.may_take_back(seat):
            seating = replace(seating, take_back=True)
        view = build_view(
            table.observation(seat),
            table.game,
            table.hand_number,
            seating,
            self.event_cache,
        )
        wait = self.claim_wait(seat)
        view["claim"] = None if wait is None else wait.to_public(self.time_source.monotonic())
        view["fair"] = fair_view(
            table.state.fair, table.state.is_over, self.pending, seat, self.dealt
        )
        if not self.dealt:
            # The stand-in hand is not the one to be played: show none of it.
            view.update(shuffling_view())
            view["opponent"] = {**view["opponent"], "card_count": 0, "known": []}
            if all(self.taken) and not self.is_over:  # a claim may end it before the deal
                view["status"] = "shuffling"
        return view

    def claim_wait(self, seat: int) -> ClaimWait | None:
        """``seat``'s prospect of claiming the game from its absent opponent (the one
        rule of :mod:`.claims`, every game alike), ``None`` when there is none."""
        other = 1 - seat
        return claim_wait(
            after=self.claim_after,
            in_play=all(self.taken) and not self.is_over,
            opponent_is_person=not self.bots[other],
            opponent_connected=self.connected[other],
            opponent_gone_since=self.gone_since[other],
            claimer_to_move=self.dealt and self.table.to_act == seat,
        )

    def may_claim(self, seat: int) -> bool:
        """Whether ``seat`` may claim the game now: its opponent has been gone for the
        server's wait, and the game waits on them (:mod:`.claims`)."""
        wait = self.claim_wait(seat)
        return wait is not None and wait.is_open(self.time_source.monotonic())

    def state_text(self, seat: int) -> str:
        """``seat``'s ``state`` message as JSON text (its view, built and encoded once)."""
        return state_text(self.state_id, self.view(seat), self.event_cache)

    def spectate_text(self) -> str:
        """The watchers' ``spectate`` message as JSON text: what both seats see alike,
        one text for all of them."""
        view = spectator_view(self.table, self.seating())
        if self.shuffling:  # the stand-in hand is nobody's: show none of it
            view.update(
                phase="shuffling",
                to_act=None,
                discard_pile=[],
                discard_size=0,
                upcard=None,
                stock_size=0,
                events=[],
                last_event=None,
                face_down=0,
            )
        return spectator_text(self.state_id, view)

    def public_info(self) -> dict[str, Any]:
        """What anybody with the room's id may know (the lobby's ``GET``)."""
        connected = self.connected
        return {
            "room_id": self.room_id,
            "mode": self.mode,
            "level": self.level,
            "rules": self.rules.name,
            "options": self.rules.to_dict(),
            "status": self.status,
            "game_number": self.game_number,
            "scores": list(self.table.scores),
            "target": self.rules.game_target,
            "clock": None if self.setup.clock is None else json.loads(self.setup.clock),
            "rated": self.setup.rated,
            "seats": [
                {
                    "seat": s,
                    "name": self.names[s] if self.taken[s] else None,
                    "player_id": self.player_ids[s] if self.taken[s] else None,
                    "taken": self.taken[s],
                    "bot": self.bots[s],
                    "connected": connected[s],
                }
                for s in (0, 1)
            ],
        }


def shuffling_view() -> dict[str, Any]:
    """What a view shows of the cards while the first hand waits for seeds: nothing."""
    return {
        "phase": "shuffling",
        "to_act": None,
        "your_turn": False,
        "hand": [],
        "arrangement": arrangement_view(best_arrangement(0)),
        "discard_deadwood": {},
        "taken_upcard": None,
        "discard_pile": [],
        "discard_size": 0,
        "upcard": None,
        "stock_size": 0,
        "legal": [],
        "events": [],
        "last_event": None,
        "showdown": None,
        "take_back": False,
    }


def new_hand(state: HandState, number: int) -> NewHand:
    return NewHand(
        number,
        state.dealer,
        tuple(str(c) for c in state.deck),
        state.reshuffle_seed,
        proof_json(state.fair),
    )


DECLINED_SHIFT = 2
"""``rooms.ready`` holds two facts per seat: bit ``seat`` says it asked for the next
hand or a rematch, bit ``seat + DECLINED_SHIFT`` that it declined the rematch (both are
cleared by the next game, so one column and one write keep them in step)."""


def ready_mask(ready: set[int], declined: set[int] | frozenset[int] = frozenset()) -> int:
    """The stored ``rooms.ready`` of these seats ready and these that declined."""
    return sum(1 << seat for seat in ready) + sum(1 << (seat + DECLINED_SHIFT) for seat in declined)


def declined_seats(mask: int) -> set[int]:
    """The seats that declined a rematch, from a stored ``rooms.ready``."""
    return {seat for seat in (0, 1) if mask & (1 << (seat + DECLINED_SHIFT))}


def rebuild_table(row: RoomRow, rules: Rules, names: tuple[str, str]) -> Table:
    """The room's current game, replayed through the engine from its stored actions.
    A game whose first hand waits for seeds gets a stand-in hand (never shown)."""
    if not row.hands:
        return Table.new(rules, players=names, first_dealer=row.first_dealer)
    records = []
    for hand in row.hands:
        raw = HandRecord(
            hand.dealer,
            hand.deck,
            hand.reshuffle_seed,
            hand.actions,
            None,
            proof_from_json(hand.fair),
        )
        records.append(HandRecord.from_state(raw.replay(rules, check=False)))
    record = GameRecord(rules, row.first_dealer, tuple(records), names, {})
    return Table.from_record(record)


def room_from_row(
    row: RoomRow, time_source: Clock = SYSTEM_CLOCK, claim_after: float = DEFAULT_CLAIM_AFTER
) -> Room:
    """A room object for the stored room (replayed through the engine)."""
    rules = Rules.from_dict(row.rules)
    names = [s.name or ("Player 2" if s.seat else "Player 1") for s in row.seats]
    table = rebuild_table(row, rules, (names[0], names[1]))
    bots = (row.seats[0].bot, row.seats[1].bot)
    now = time_source.monotonic()
    gone_since: list[float | None] = [
        now if s.gone_at is None else now - max(0.0, time_source.time() - s.gone_at)
        for s in row.seats
    ]
    return Room(
        gone_since=gone_since,
        time_source=time_source,
        claim_after=claim_after,
        room_id=row.room_id,
        mode=row.mode,
        level=row.level,
        rules=rules,
        table=table,
        names=names,
        client_ids=[s.client_id for s in row.seats],
        token_hashes=[s.token_hash for s in row.seats],
        bots=bots,
        state_id=row.state_id,
        game_number=row.game_number,
        ready={seat for seat in (0, 1) if row.ready & (1 << seat)},
        declined=declined_seats(row.ready),
        setup=row.setup,
        player_ids=[s.player_id for s in row.seats],
        claimed_by=row.claimed_by,
        resigned=row.resigned,
        clock=None
        if row.setup.clock is None
        else MoveClock(ClockSettings.from_json(row.setup.clock, stored=True)),
        pending=None if row.fair_next is None else PendingDeal.from_json(row.fair_next),
        dealt=bool(row.hands),
        clock_mark=stored_clock_mark(row),
        helped_game=row.game_number if row.assisted else None,
    )


def stored_clock_mark(row: RoomRow) -> tuple[tuple[int, int, int], ClockMark] | None:
    """The clock of the room's last stored timed move (see :attr:`Room.clock_mark`); a
    mark that does not read is left out (the clock then starts afresh, as it did before
    marks were stored) rather than refusing the room."""
    if row.clock_mark is None or row.clock_mark_move is None:
        return None
    try:
        mark = ClockMark.from_json(row.clock_mark)
    except ClockError:
        return None
    hand, seq = row.clock_mark_move
    return (row.game_number, hand, seq + 1), mark


def game_results(game: Game, room: Room, *, claimed_by: int | None = None) -> list[GameResult]:
    """Each person's line of statistics for the game just over: played to its end, or
    won by ``claimed_by``'s claim or the other's resigning (then the points are the
    score as it stood)."""
    if claimed_by is None:
        totals = game.totals()
        winner, points = totals.winner, totals.totals
    else:
        winner, points = claimed_by, game.scores
    out = []
    for seat in (0, 1):
        if room.bots[seat]:
            continue
        won = [r for r in game.results if r.winner == seat]
        out.append(
            GameResult(
                seat=seat,
                client_id=room.client_ids[seat],
                won=winner == seat,
                gins=sum(r.outcome in (Outcome.GIN, Outcome.BIG_GIN) for r in won),
                undercuts=sum(r.outcome is Outcome.UNDERCUT for r in won),
                knocks=sum(r.outcome is Outcome.KNOCK for r in won),
                hands_won=len(won),
                points=points[seat],
                net=points[seat] - points[1 - seat],
            )
        )
    return out
