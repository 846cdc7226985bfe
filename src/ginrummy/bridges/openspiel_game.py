"""Our engine as an OpenSpiel game: ``pyspiel.load_game("python_ginrummy", {...})``.

OpenSpiel's own ``gin_rummy`` plays one rule set, one hand. This game runs our engine
under any preset and options, a single hand or a whole game to the target, so
OpenSpiel's algorithms (its random-simulation test, ISMCTS, ``evaluate_bots``, its RL
examples) run on our rules. Importing this module registers it.

Parameters (``pyspiel.load_game("python_ginrummy", {"rules": "oklahoma", ...})``):

* ``rules``: a preset or scoring system (default ``standard``);
* ``options``: options on top, ``NAME:VALUE`` separated by ``;``
  (``"knock_limit:5;gin_bonus:20"``; OpenSpiel's game strings keep ``=`` and ``,`` for
  themselves), the options of the command line's ``--option NAME=VALUE``;
* ``game``: ``True`` plays hands until a player reaches the target (default: one hand);
* ``max_hands``: in a game, end it after this many hands (0: no limit).

The game as OpenSpiel sees it:

* chance deals each hand's deck one card at a time (52 uniform chance nodes a hand; a
  reshuffle, when the stock runs out, uses a seed made from that deck, so every random
  choice is a chance node);
* a player's actions are our 108 action ids (``ginrummy.core.actions``: draw, take, pass,
  discard or knock with each card, gin, big gin); a knock lays down the least-deadwood
  melds and the defender's lay-offs are the best ones (the engine's), so there are no
  meld or lay-off actions as in OpenSpiel's ``gin_rummy``;
* returns: the hand's points (a single hand) or the difference of the final totals (a
  game), zero-sum;
* the observation tensor is the research environments' 416 numbers (``docs/env.md``);
  the information state is a string of everything the seat has seen (perfect recall);
  neither holds the other seat's hidden cards.

:class:`AgentBot` plays any of our agents as a ``pyspiel.Bot`` on this game, and
:func:`resample_from_infostate` draws a state consistent with a seat's view (our
determinization), which OpenSpiel's Python ISMCTS takes as its ``resampler_cb``.

Needs the ``openspiel`` extra.
"""

from __future__ import annotations

import random
from typing import Any

from ..extras import require_extra

require_extra("openspiel", ("pyspiel", "numpy", "gymnasium", "pettingzoo"), "the OpenSpiel game")

import numpy as np  # noqa: E402
import pyspiel  # noqa: E402

from ..agents.base import Agent, make_player_agent  # noqa: E402
from ..agents.determinize import determinize  # noqa: E402
from ..core.actions import NUM_ACTIONS, decode, encode  # noqa: E402
from ..core.cards import Card  # noqa: E402
from ..core.hand import HandState  # noqa: E402
from ..core.match import Game  # noqa: E402
from ..core.observation import Observation  # noqa: E402
from ..core.rules import Rules, find_rules  # noqa: E402
from ..env.core import max_hand_points  # noqa: E402
from ..env.encoding import encode_observation  # noqa: E402

SHORT_NAME = "python_ginrummy"
OBS_SIZE = 416
MAX_HAND_LENGTH = 52 + 600
"""Chance nodes and moves of one hand, a generous bound (a hand ends in a void when the
stock runs low, or after its reshuffles)."""
MAX_HANDS_BOUND = 200
"""The most hands a game is taken to last, for OpenSpiel's ``max_game_length``."""

_PARAMETERS: dict[str, Any] = {"rules": "standard", "options": "", "game": False, "max_hands": 0}

GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Gin rummy (ginrummy's engine, any rules)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_PARAMETERS,
)


def rules_of(params: dict[str, Any]) -> Rules:
    """The rules that the game's parameters name."""
    rules = find_rules(str(params.get("rules", "standard")))
    for option in str(params.get("options", "")).split(";"):
        name, sep, value = option.strip().partition(":")
        if not sep:
            if name:
                raise ValueError(f"an option is NAME:VALUE, not {option.strip()!r}")
            continue
        rules = rules.with_option(f"{name.strip()}={value.strip()}")
    return rules


class GinRummyGame(pyspiel.Game):  # type: ignore[misc]
    """``python_ginrummy``: our engine under OpenSpiel's game API (module docs)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = {**_PARAMETERS, **(params or {})}
        self.rules = rules_of(params)
        self.whole_game = bool(params["game"])
        self.max_hands = int(params["max_hands"])
        if self.whole_game and self.rules.hollywood:
            raise ValueError("Hollywood scoring (three games on one sheet) is not offered here")
        hand_points = max_hand_points(self.rules)
        hands = (self.max_hands or MAX_HANDS_BOUND) if self.whole_game else 1
        # A game's difference of totals: bounded by every hand's points plus the bonuses
        # a game adds (game, line and shutout), all taken at their most.
        bound = hand_points * hands + 4 * self.rules.game_target if self.whole_game else hand_points
        info = pyspiel.GameInfo(
            num_distinct_actions=NUM_ACTIONS,
            max_chance_outcomes=52,
            num_players=2,
            min_utility=float(-bound),
            max_utility=float(bound),
            utility_sum=0.0,
            max_game_length=MAX_HAND_LENGTH * hands,
        )
        super().__init__(GAME_TYPE, info, params)

    def new_initial_state(self) -> GinRummyState:
        return GinRummyState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> GinRummyObserver:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        return GinRummyObserver(
            iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False), self
        )


class GinRummyState(pyspiel.State):  # type: ignore[misc]
    """A game in progress: the deck being dealt, then our ``HandState``."""

    def __init__(self, game: GinRummyGame) -> None:
        super().__init__(game)
        self.rules = game.rules
        self.whole_game = game.whole_game
        self.max_hands = game.max_hands
        self.match = Game.new(self.rules, first_dealer=0)
        self.deck: list[int] = []
        self.hand: HandState | None = None
        self.over = False
        self.seen: tuple[list[str], list[str]] = ([], [])
        """What each seat has seen of the game, event by event (perfect recall): kept
        apart from the hand, so a state resampled from a seat's view keeps that view."""

    # -------------------------------------------------------------- OpenSpiel's API
    def current_player(self) -> int:
        if self.over:
            return int(pyspiel.PlayerId.TERMINAL)
        if self.hand is None:
            return int(pyspiel.PlayerId.CHANCE)
        to_act = self.hand.to_act
        assert to_act is not None
        return to_act

    def _legal_actions(self, player: int) -> list[int]:
        assert self.hand is not None and player == self.hand.to_act
        mask = self.hand.legal_action_mask()
        return [i for i in range(NUM_ACTIONS) if mask >> i & 1]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        assert self.hand is None and not self.over
        left = [c for c in range(52) if c not in self.deck]
        p = 1.0 / len(left)
        return [(card, p) for card in left]

    def _apply_action(self, action: int) -> None:
        if self.hand is None:
            self.deck.append(action)
            if len(self.deck) == 52:
                self._deal()
            return
        before = [len(self.hand.observation(v).events) for v in (0, 1)]
        self.hand = self.hand.apply_id(action)
        for viewer in (0, 1):
            events = self.hand.observation(viewer).events[before[viewer] :]
            self.seen[viewer].extend(f"{e.player}:{e.kind}:{e.card}" for e in events)
        result = self.hand.result
        if result is None:
            return
        self.match = self.match.record_hand(result, self.hand.dealer)
        for viewer in (0, 1):
            self.seen[viewer].append(f"result {result.to_dict()}")
        hands = len(self.match.results)
        if (
            not self.whole_game
            or self.match.is_over
            or (self.max_hands and hands >= self.max_hands)
        ):
            self.over = True
            return
        self.hand = None
        self.deck = []

    def _deal(self) -> None:
        # A reshuffle's seed from the deck itself: the whole hand follows from the
        # chance nodes, so a replayed history gives the same game.
        seed = int.from_bytes(bytes(self.deck), "big") % (1 << 63)
        self.hand = HandState.deal(
            self.rules,
            dealer=self.match.next_dealer,
            deck=[Card(c) for c in self.deck],
            reshuffle_seed=seed,
        )
        for viewer in (0, 1):
            view = self.hand.observation(viewer)
            self.seen[viewer].append(
                f"hand {len(self.match.results)}: dealer {view.dealer}, dealt {view.hand}, "
                f"upcard {view.first_upcard}"
            )

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {Card(action)}"
        return str(decode(action))

    def is_terminal(self) -> bool:
        return self.over

    def returns(self) -> list[float]:
        if not self.over:
            return [0.0, 0.0]
        if not self.whole_game:
            result = self.match.results[-1]
            if result.winner is None:
                return [0.0, 0.0]
            points = float(result.points)
            return [points, -points] if result.winner == 0 else [-points, points]
        if self.match.is_over:
            totals = self.match.totals().totals
            net = float(totals[0] - totals[1])
        else:  # cut short at max_hands: the scores so far
            scores = self.match.scores
            net = float(scores[0] - scores[1])
        return [net, -net]

    def __str__(self) -> str:
        if self.hand is None:
            return f"scores {self.match.scores}; dealing card {len(self.deck) + 1} of 52"
        hands = " | ".join(f"seat {s}: {self.hand.observation(s).hand}" for s in (0, 1))
        return f"scores {self.match.scores}; {self.hand.phase}; {hands}"

    # -------------------------------------------------------------- for bots
    def observation_of(self, player: int) -> Observation:
        """``player``'s view of the hand in progress (what our agents are given)."""
        if self.hand is None:
            raise pyspiel.SpielError("no hand in progress: the deck is being dealt")
        return self.hand.observation(player)

    def scores_of(self, player: int) -> tuple[int, int]:
        """``player``'s and the other seat's game scores before this hand."""
        scores = self.match.scores
        return scores[player], scores[1 - player]


class GinRummyObserver:
    """OpenSpiel's ``PyObserver``: the 416-number tensor and the strings."""

    def __init__(self, iig_obs_type: Any, game: GinRummyGame) -> None:
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        self.private = iig_obs_type.private_info == pyspiel.PrivateInfoType.SINGLE_PLAYER
        self.whole_game = game.whole_game
        self.target = game.rules.game_target
        size = 0 if self.perfect_recall else OBS_SIZE
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: GinRummyState, player: int) -> None:
        self.tensor.fill(0)
        if self.perfect_recall or state.hand is None:
            return
        view = state.observation_of(player)
        scores = state.scores_of(player) if self.whole_game else (0, 0)
        encoded = encode_observation(view, scores, self.target)
        if not self.private:  # public part only: no own hand
            encoded[:52] = 0
        self.tensor[:] = encoded

    def string_from(self, state: GinRummyState, player: int) -> str:
        if self.perfect_recall:
            # Everything the seat has seen, in order: each deal as it saw it, every
            # event (the other seat's stock draws without their card), every result.
            return f"seat {player}; " + "; ".join(state.seen[player])
        parts = [f"seat {player}", f"scores {state.scores_of(player)}"]
        if state.hand is None:
            return "; ".join([*parts, f"dealing ({len(state.deck)} of 52 dealt)"])
        view = state.observation_of(player)
        if self.private:
            parts.append(f"hand {view.hand}")
        top = view.discard_pile[-1] if view.discard_pile else None
        parts.append(f"{view.phase}, stock {view.stock_size}, top {top}")
        parts.append(f"opponent known {view.opponent_known}")
        return "; ".join(parts)


class AgentBot(pyspiel.Bot):  # type: ignore[misc]
    """One of our agents as a ``pyspiel.Bot`` on ``python_ginrummy``: it is given the
    seat's :class:`Observation` (never the state) and told the score before each hand,
    as a person at the table would be."""

    def __init__(self, agent: Agent | str, player: int, seed: int = 0) -> None:
        super().__init__()
        self.agent = make_player_agent(agent) if isinstance(agent, str) else agent
        self.player = player
        self.rng = random.Random(seed)
        self._hands_told = -1

    def restart_at(self, state: GinRummyState) -> None:
        self._hands_told = -1

    def step(self, state: GinRummyState) -> int:
        hands = len(state.match.results)
        if hands != self._hands_told:
            new_hand = getattr(self.agent, "new_hand", None)
            if callable(new_hand) and state.whole_game:
                new_hand(state.match.scores, state.rules.game_target)
            self._hands_told = hands
        return encode(self.agent.act(state.observation_of(self.player), self.rng))

    def provides_policy(self) -> bool:
        return False

    def inform_action(self, state: Any, player_id: int, action: int) -> None:
        return None


def resample_from_infostate(state: GinRummyState, player: int, seed: int | None = None) -> Any:
    """A state of the same game consistent with what ``player`` knows: the other seat's
    hidden cards and the stock drawn by our determinization. OpenSpiel's Python ISMCTS
    takes it as ``resampler_cb`` (its default, ``State.resample_from_infostate``, is not
    implemented by Python games)."""
    clone = state.clone()
    if state.hand is not None:
        rng = random.Random(seed)
        clone.hand = determinize(state.observation_of(player), rng)
        # The other seat's record must be its view of the sampled world, not of the real
        # one: its cards there, then what it sees from here on.
        other = 1 - player
        view = clone.observation_of(other)
        clone.seen[other][:] = [
            f"sampled: hand {view.hand}, known {view.opponent_known}, {view.phase}, "
            f"stock {view.stock_size}, pile {' '.join(map(str, view.discard_pile))}"
        ]
    return clone


pyspiel.register_game(GAME_TYPE, GinRummyGame)

__all__ = [
    "GAME_TYPE",
    "SHORT_NAME",
    "AgentBot",
    "GinRummyGame",
    "GinRummyObserver",
    "GinRummyState",
    "resample_from_infostate",
    "rules_of",
]
