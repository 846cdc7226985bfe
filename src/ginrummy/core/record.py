"""Game records: the JSON unit of storage, replay, sharing and analysis.

A record holds the full rules, and for every hand its dealer, deck order, reshuffle
seed and actions (as text), with the result it reached. Replaying rebuilds every state
through the engine, so a record that was edited or corrupted is caught: each hand's
replayed result must equal the recorded one.

>>> from ginrummy.agents import make_agent
>>> record = play_game([make_agent("simple"), make_agent("simple")], "standard", seed=3)
>>> replayed = GameRecord.from_json(record.to_json())
>>> replayed.replay().totals() == record.replay().totals()
True
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Final

from .actions import parse_action
from .cards import parse_card_list
from .errors import GinRummyError, InvalidRecordError
from .fairness import FairDeal
from .hand import HandState
from .local_deals import local_deal
from .match import Game
from .observation import _observe
from .rules import Rules, find_rules
from .state import _OVER

if TYPE_CHECKING:
    from ..agents.base import Agent

FORMAT: Final = "ginrummy/game-record"
VERSION: Final = 1


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One hand: enough to rebuild every state of it."""

    dealer: int
    deck: tuple[str, ...]
    reshuffle_seed: int
    actions: tuple[str, ...]
    result: dict[str, Any] | None = None
    """The result as recorded (``HandResult.to_dict()``), ``None`` while in progress."""
    fair: FairDeal | None = None
    """The proof of a provably fair deal: the seeds that make ``deck`` (and any
    reshuffle), and the commitment published before the deal (docs/fairness.md)."""

    @classmethod
    def from_state(cls, state: HandState) -> HandRecord:
        """Record a hand as it stands (finished or not)."""
        return cls(
            dealer=state.dealer,
            deck=tuple(str(c) for c in state.deck),
            reshuffle_seed=state.reshuffle_seed,
            actions=tuple(str(a) for a in state.actions),
            result=None if state.result is None else state.result.to_dict(),
            fair=state.fair,
        )

    def deal(self, rules: Rules) -> HandState:
        """The hand's first state, as dealt (before any action).

        :raises GinRummyError: for a deck that is not one.
        """
        return HandState.deal(
            rules,
            dealer=self.dealer,
            deck=parse_card_list(list(self.deck)),
            reshuffle_seed=self.reshuffle_seed,
            fair=self.fair,
        )

    def replay(self, rules: Rules, *, check: bool = True) -> HandState:
        """Rebuild the hand's last state; with ``check``, its result must match."""
        try:
            state = self.deal(rules)
            for number, text in enumerate(self.actions):
                try:
                    state = state.apply(parse_action(text))
                except GinRummyError as exc:
                    raise InvalidRecordError(f"action {number + 1} ({text!r}): {exc}") from None
        except InvalidRecordError:
            raise
        except GinRummyError as exc:
            raise InvalidRecordError(str(exc)) from None
        if check:
            replayed = None if state.result is None else state.result.to_dict()
            if replayed != self.result:
                raise InvalidRecordError(
                    f"the hand replays to {replayed}, but the record says {self.result}"
                )
        return state

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {
            "dealer": self.dealer,
            "deck": list(self.deck),
            "reshuffle_seed": self.reshuffle_seed,
            "actions": list(self.actions),
            "result": self.result,
            **({} if self.fair is None else {"fair": self.fair.to_dict()}),
        }

    @classmethod
    def from_dict(cls, data: Any) -> HandRecord:
        """Read :meth:`to_dict` output, checking its shape."""
        if not isinstance(data, dict):
            raise InvalidRecordError("a hand must be an object")
        try:
            dealer = data["dealer"]
            deck = data["deck"]
            seed = data.get("reshuffle_seed", 0)
            actions = data["actions"]
        except KeyError as exc:
            raise InvalidRecordError(f"a hand lacks {exc.args[0]!r}") from None
        if dealer not in (0, 1) or isinstance(dealer, bool):
            raise InvalidRecordError(f"dealer must be 0 or 1, not {dealer!r}")
        if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
            raise InvalidRecordError("deck must be a list of card strings")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise InvalidRecordError("actions must be a list of strings")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise InvalidRecordError("reshuffle_seed must be an integer")
        result = data.get("result")
        if result is not None and not isinstance(result, dict):
            raise InvalidRecordError("result must be an object or null")
        fair = data.get("fair")
        proof = None if fair is None else FairDeal.from_dict(fair)
        return cls(dealer, tuple(deck), seed, tuple(actions), result, proof)


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A whole game (or a game in progress): rules, players, hands, final result."""

    rules: Rules
    first_dealer: int
    hands: tuple[HandRecord, ...] = ()
    players: tuple[str, str] = ("player 0", "player 1")
    meta: dict[str, Any] = field(default_factory=dict)
    """Free-form facts: seed, creation time, program version."""

    def replay_hands(self) -> list[HandState]:
        """The last state of every hand, replayed and checked."""
        return [hand.replay(self.rules) for hand in self.hands]

    def replay(self) -> Game:
        """The game as scored from the replayed hands (checked against the record)."""
        game = Game(self.rules, self.first_dealer)
        for number, hand in enumerate(self.hands):
            state = hand.replay(self.rules)
            if state.result is None:
                if number != len(self.hands) - 1:
                    raise InvalidRecordError(f"hand {number + 1} is unfinished but not the last")
                break
            if hand.dealer != game.next_dealer:
                raise InvalidRecordError(
                    f"hand {number + 1} was dealt by {hand.dealer}, "
                    f"but player {game.next_dealer} should have dealt"
                )
            if game.is_over:
                raise InvalidRecordError(f"hand {number + 1} was played after the game ended")
            game = game.record_hand(state.result, hand.dealer)
        return game

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form, with the final score sheet when the game is over."""
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_dict(),
            "players": list(self.players),
            "first_dealer": self.first_dealer,
            "hands": [h.to_dict() for h in self.hands],
            "meta": self.meta,
        }
        game = self.replay()
        out["scores"] = list(game.scores)
        if game.is_over:
            out["result"] = game.totals().to_dict()
        return out

    def to_json(self, *, indent: int | None = None) -> str:
        """The record as JSON text."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        """Read a record, checking its format (it is not replayed until asked)."""
        if not isinstance(data, dict):
            raise InvalidRecordError("a game record must be a JSON object")
        found = data.get("format")
        if found != FORMAT:
            what = "it has no format" if found is None else f"its format is {found!r}"
            raise InvalidRecordError(f"not a game record: {what}, expected {FORMAT!r}")
        if data.get("version") != VERSION:
            raise InvalidRecordError(f"unsupported record version {data.get('version')!r}")
        try:
            rules = Rules.from_dict(data["rules"])
        except KeyError:
            raise InvalidRecordError("the record has no rules") from None
        except GinRummyError as exc:
            raise InvalidRecordError(f"bad rules: {exc}") from None
        hands = data.get("hands", [])
        if not isinstance(hands, list):
            raise InvalidRecordError("hands must be a list")
        players = data.get("players", ["player 0", "player 1"])
        if not isinstance(players, list) or len(players) != 2:
            raise InvalidRecordError("players must be a list of two names")
        first_dealer = data.get("first_dealer", 0)
        if first_dealer not in (0, 1) or isinstance(first_dealer, bool):
            raise InvalidRecordError(f"first_dealer must be 0 or 1, not {first_dealer!r}")
        meta = data.get("meta", {})
        return cls(
            rules=rules,
            first_dealer=first_dealer,
            hands=tuple(HandRecord.from_dict(h) for h in hands),
            players=(str(players[0]), str(players[1])),
            meta=meta if isinstance(meta, dict) else {},
        )

    @classmethod
    def from_json(cls, text: str | bytes) -> GameRecord:
        """Parse JSON text; malformed JSON is an :class:`InvalidRecordError`."""
        try:
            data = json.loads(text)
        except (ValueError, TypeError) as exc:
            raise InvalidRecordError(f"not valid JSON: {exc}") from None
        return cls.from_dict(data)


HandCallback = Callable[[HandState], None]


def play_hand(
    agents: Sequence[Agent],
    state: HandState,
    rng: random.Random,
    *,
    max_actions: int = 10_000,
) -> HandState:
    """Play a dealt hand to its end, each seat's agent seeing only its observation.

    The one exception is a research agent that declares ``sees_everything = True`` (the
    oracle, :mod:`ginrummy.agents.oracle`): it is handed the whole state through its
    ``act_on_state(state, rng)``, to measure what perfect information is worth. Its move
    is checked like any other. (The attribute is read with ``getattr``: the engine
    imports no agent.)
    """
    oracle = [getattr(agent, "sees_everything", False) is True for agent in agents]
    if not any(oracle):
        # The hot loop of every simulation: the agents' methods bound once, each view
        # built by ``observe`` itself (no method hop), the phase read from its slot.
        # The loop owns a copy of the dealt state and moves it on in place (no agent
        # sees a state, and an observation holds nothing a later move changes).
        acts = [agent.act for agent in agents]
        state = state._copy()
        advance = state._advance
        for _ in range(max_actions):
            if state._phase is _OVER:
                return state
            mover = state._to_act
            advance(acts[mover](_observe(state, mover), rng))
        raise RuntimeError(f"hand did not end within {max_actions} actions")
    for _ in range(max_actions):
        if state.is_over:
            return state
        seat = state.to_act
        assert seat is not None
        agent = agents[seat]
        if oracle[seat]:
            action = agent.act_on_state(state, rng)  # type: ignore[attr-defined]
        else:
            action = agent.act(state.observation(seat), rng)
        state = state.apply(action, player=seat)
    raise RuntimeError(f"hand did not end within {max_actions} actions")


def tell_score(agent: object, scores: tuple[int, int], game_target: int) -> None:
    """Tell an agent that reads the score sheet (``new_hand``, see
    :class:`~ginrummy.agents.base.ScoreAware`) the score before a hand; others need
    nothing."""
    new_hand = getattr(agent, "new_hand", None)
    if callable(new_hand):
        new_hand(scores, game_target)


def tell_hand_over(agent: object, state: HandState, seat: int) -> None:
    """Show an agent that learns across a game's hands (``hand_over``, see
    :class:`~ginrummy.agents.base.ScoreAware`) the finished hand as its seat sees it:
    the result, and the hands as laid down. Others need nothing."""
    hand_over = getattr(agent, "hand_over", None)
    if callable(hand_over):
        hand_over(state.observation(seat))


def play_game(
    agents: Sequence[Agent],
    rules: Rules | str = "standard",
    *,
    seed: int | None = None,
    rng: random.Random | None = None,
    on_hand: HandCallback | None = None,
    max_hands: int = 1000,
    fair: bool = False,
) -> GameRecord:
    """Play a whole game between two agents and return its record.

    The deals come from ``rng`` (or ``random.Random(seed)``); the agents get their own
    random stream derived from it, so a game is reproducible from its seed.

    With ``fair`` every hand is a provably fair deal of the room ``local``
    (:func:`~ginrummy.core.local_deals.local_deal`, both seats' client seeds empty: no
    person plays) and the record carries its proofs, for ``ginrummy verify``. It is off
    by default: the arena and simulations keep their decks (and their speed).
    """
    if isinstance(rules, str):
        rules = find_rules(rules)
    seeded = rng is not None or seed is not None
    if rng is None:
        rng = random.Random(seed)
    # Seeds of fair deals: from the game's generator when it is seeded, else secrets.
    fair_rng = rng if seeded else None
    agent_rng = random.Random(rng.getrandbits(64))
    game = Game.new(rules, rng=rng)
    hands: list[HandRecord] = []
    while not game.is_over:
        if len(hands) >= max_hands:
            raise RuntimeError(f"game did not end within {max_hands} hands")
        proof = local_deal(len(hands) + 1, fair_rng, people=(False, False)) if fair else None
        state = HandState.deal(rules, dealer=game.next_dealer, rng=rng, fair=proof)
        for agent in agents:
            tell_score(agent, game.scores, rules.game_target)
        state = play_hand(agents, state, agent_rng)
        assert state.result is not None
        for seat, agent in enumerate(agents):
            tell_hand_over(agent, state, seat)
        hands.append(HandRecord.from_state(state))
        game = game.record_hand(state.result, state.dealer)
        if on_hand is not None:
            on_hand(state)
    names = (getattr(agents[0], "name", "player 0"), getattr(agents[1], "name", "player 1"))
    meta: dict[str, Any] = {"created": datetime.now(UTC).isoformat(timespec="seconds")}
    if seed is not None:
        meta["seed"] = seed
    return GameRecord(rules, game.first_dealer, tuple(hands), names, meta)
