"""A game in progress at a table: the one object every way to play builds on.

The terminal game, the web server and the text game all need the same thing between
the engine and their screens: a whole game (hands until the target), the hand being
played, who may act, the finished hands' results, and a record that can be saved at any
moment and resumed exactly. :class:`Table` is that object. It holds no I/O and no
agents: a front end asks it for a seat's observation, passes a seat's move to
:meth:`Table.act`, and, when a hand is over, calls :meth:`Table.deal_next` once the
people have seen the showdown.

Deals come from a ``random.Random``-like generator (the server passes
``secrets.SystemRandom()``); a record stores each hand's deck, so resuming never needs
the generator's state, and nothing about future deals is ever in the record.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from .actions import Action, decode, parse_action
from .errors import GinRummyError, InvalidActionError, InvalidRecordError
from .fairness import FairDeal
from .hand import HandResult, HandState
from .match import Game, GameTotals
from .observation import Observation
from .record import GameRecord, HandRecord
from .rules import Rules, find_rules

MoveLike = Action | str | int
"""A move as an :class:`Action`, its text (``"discard 7H"``) or its id (0-107)."""


class TableError(GinRummyError):
    """A request the table cannot carry out now (no hand to act in, game over...)."""


def to_action(move: MoveLike) -> Action:
    """An :class:`Action` from any of the forms a front end receives."""
    if isinstance(move, bool):
        raise InvalidActionError(f"not an action: {move!r}")
    if isinstance(move, int):
        return decode(move)
    if isinstance(move, str):
        return parse_action(move)
    if isinstance(move, Action):
        return move
    raise InvalidActionError(f"not an action: {move!r}")


@dataclass(slots=True)
class Table:
    """A whole game between two seats, played hand by hand.

    ``state`` is the current hand: in play, or finished and waiting for
    :meth:`deal_next` (so a front end can show the showdown). ``game`` holds the results
    of the finished hands, the current one included once it is over.
    """

    rules: Rules
    players: tuple[str, str]
    game: Game
    state: HandState
    finished: list[HandRecord] = field(default_factory=list)
    """Records of the hands that are over, in order (the current one once it ends)."""
    meta: dict[str, Any] = field(default_factory=dict)

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(
        cls,
        rules: Rules | str = "standard",
        *,
        players: tuple[str, str] = ("player 0", "player 1"),
        rng: random.Random | None = None,
        first_dealer: int | None = None,
        meta: dict[str, Any] | None = None,
        fair: FairDeal | None = None,
    ) -> Table:
        """A new game with its first hand dealt from ``rng`` (the first dealer is drawn
        from it too), or from ``fair``'s seeds when given (docs/fairness.md)."""
        if isinstance(rules, str):
            rules = find_rules(rules)
        rng = rng if rng is not None else random.Random()
        game = Game.new(rules, first_dealer=first_dealer, rng=rng)
        state = HandState.deal(rules, dealer=game.next_dealer, rng=rng, fair=fair)
        info = {"created": datetime.now(UTC).isoformat(timespec="seconds")}
        info.update(meta or {})
        return cls(rules, players, game, state, [], info)

    @classmethod
    def from_record(cls, record: GameRecord) -> Table:
        """Resume a game from its record (as :meth:`record` wrote it).

        The record is replayed and checked; a record whose last hand is over (and the
        game not) resumes at that hand's showdown, ready for :meth:`deal_next`.
        """
        if not record.hands:
            raise InvalidRecordError("the record has no hand to resume")
        game = record.replay()
        finished: list[HandRecord] = []
        state: HandState | None = None
        for hand in record.hands:
            state = hand.replay(record.rules)
            if state.result is not None:
                finished.append(hand)
        assert state is not None
        return cls(record.rules, record.players, game, state, finished, dict(record.meta))

    # ------------------------------------------------------------------ queries
    @property
    def is_over(self) -> bool:
        """True once a player has reached the target score."""
        return self.game.is_over

    @property
    def hand_over(self) -> bool:
        """True when the current hand has ended (its result is in :attr:`game`)."""
        return self.state.is_over

    @property
    def to_act(self) -> int | None:
        """The seat to move, ``None`` between hands and after the game."""
        return self.state.to_act

    @property
    def hand_number(self) -> int:
        """1 for the first hand of the game, counting void hands."""
        return len(self.finished) + (0 if self.state.is_over else 1)

    @property
    def scores(self) -> tuple[int, int]:
        """Points from the finished hands."""
        return self.game.scores

    @property
    def last_result(self) -> HandResult | None:
        """The result of the current hand once it is over."""
        return self.state.result

    def totals(self) -> GameTotals:
        """The final score sheet (the game must be over)."""
        if not self.game.is_over:
            raise TableError("the game is not over yet")
        return self.game.totals()

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may see of the current hand."""
        _check_seat(seat)
        return self.state.observation(seat)

    # ------------------------------------------------------------------ moves
    def act(self, seat: int, move: MoveLike) -> HandState:
        """Apply ``seat``'s move to the current hand and return the new hand state.

        An illegal or malformed move raises (an :class:`~ginrummy.core.errors.GinRummyError`)
        and changes nothing. When the move ends the hand, its result is scored into
        the game at once.
        """
        _check_seat(seat)
        if self.state.is_over:
            raise TableError("the hand is over: deal the next hand first")
        action = to_action(move)
        state = self.state.apply(action, player=seat)
        self.state = state
        if state.result is not None:
            self.finished.append(HandRecord.from_state(state))
            self.game = self.game.record_hand(state.result, state.dealer)
        return state

    def take_back(self) -> HandState:
        """Undo the current hand's last move and return the hand as it was before it.

        The hand is replayed from its deal without that move, so nothing but the move
        changes (the deck, the reshuffle seed and every earlier move stay). For
        forgiving front ends, which decide when it is allowed (the server: a discard
        against the computer, before the computer answers it).
        """
        if self.state.is_over:
            raise TableError("the hand is over: its moves can no longer be taken back")
        record = HandRecord.from_state(self.state)
        if not record.actions:
            raise TableError("no move of this hand to take back")
        shorter = HandRecord(
            record.dealer, record.deck, record.reshuffle_seed, record.actions[:-1], fair=record.fair
        )
        self.state = shorter.replay(self.rules)
        return self.state

    def deal_next(
        self, rng: random.Random | None = None, *, fair: FairDeal | None = None
    ) -> HandState:
        """Deal the next hand once the current one is over (and the game is not), from
        ``rng`` or from ``fair``'s seeds."""
        if not self.state.is_over:
            raise TableError("the current hand is still being played")
        if self.game.is_over:
            raise TableError("the game is over")
        rng = rng if rng is not None else random.Random()
        self.state = HandState.deal(self.rules, dealer=self.game.next_dealer, rng=rng, fair=fair)
        return self.state

    # ------------------------------------------------------------------ records
    def record(self) -> GameRecord:
        """The game so far, the hand in progress included; :meth:`from_record` resumes it.

        The record holds the deck of the hand in progress, so it is for the server's
        storage or a player's own save file, never for the opponent's eyes.
        """
        hands = list(self.finished)
        if not self.state.is_over:
            hands.append(HandRecord.from_state(self.state))
        return GameRecord(
            self.rules, self.game.first_dealer, tuple(hands), self.players, dict(self.meta)
        )


def _check_seat(seat: int) -> None:
    if isinstance(seat, bool) or seat not in (0, 1):
        raise TableError(f"there is no seat {seat!r}: seats are 0 and 1")
