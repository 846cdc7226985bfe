"""
# Gin Rummy (ginrummy)

A maintained replacement for PettingZoo's removed `gin_rummy_v4` (which wrapped RLCard:
no real points, no lay-offs, no undercut). Exact rules from the `ginrummy` engine, any
preset and option, single hands or whole games to a target score, real game points
as rewards.

| Import             | `from ginrummy.env import gin_rummy_v0`              |
|--------------------|------------------------------------------------------|
| Actions            | Discrete                                             |
| Parallel API       | No                                                   |
| Manual Control     | No                                                   |
| Agents             | `agents= ['player_0', 'player_1']`                   |
| Agents             | 2                                                    |
| Action Shape       | Discrete(108)                                        |
| Action Values      | Discrete(108)                                        |
| Observation Shape  | (416,)                                               |
| Observation Values | [0, 1]                                               |

## Arguments

``` python
gin_rummy_v0.env(rules="standard", rule_options=None, mode="hand", auto_knock=False,
                 normalize_rewards=False, reward_scale=None, max_hands=None,
                 render_mode=None)
```

`rules`: a preset name (`standard`, `oklahoma`, `straight`, `eaai`, `openspiel`, or a
scoring system) or a `ginrummy.Rules`.

`rule_options`: options on top of the preset, a dict of `Rules` fields
(`{"knock_limit": 5}`) or a list of `"NAME=VALUE"` strings as on the command line.

`mode`: `"hand"` (an episode is one hand) or `"game"` (hands are dealt until a player
reaches the rules' `game_target`; the dealer rotates as the rules say).

`auto_knock`: knock ids are not offered; a discard knocks (or goes gin) whenever
knocking with that card is legal. Melds and lay-offs are always automatic: a knock lays
down the knocker's best arrangement and the defender melds and lays off to the least
deadwood, so no policy ever chooses melds.

`normalize_rewards`: divide rewards by the most one hand can score under the rules
(`(100 + largest bonus)`, doubled with Oklahoma spades), so a hand's reward lies in
[-1, 1]. `reward_scale` sets the divisor explicitly.

`max_hands`: in game mode, truncate a game after this many hands.

## Observation Space

A dict: `observation`, a float32 vector of 416 values, and `action_mask`, an int8 vector
of 108 values. Everything in `observation` is what the observed agent may know;
`observe(agent)` gives *that agent's* view, and its `action_mask` is all zeros when it
is not the agent's turn. Cards are indexed `suit * 13 + rank - 1`, suits in the order
clubs, diamonds, hearts, spades.

| Index   | Size | Description                                                          |
|:-------:|:----:|----------------------------------------------------------------------|
| 0       | 52   | Own hand                                                             |
| 52      | 52   | The upcard (top of the discard pile)                                 |
| 104     | 52   | Discard pile below the upcard                                        |
| 156     | 52   | Opponent's known cards: taken from the pile, still held (a showdown: all) |
| 208     | 52   | Cards never seen by this agent (opponent's other cards and the stock)|
| 260     | 52   | Cards the opponent discarded this hand                               |
| 312     | 52   | Upcards the opponent declined (passed, or drew from the stock instead) |
| 364     | 5    | Phase: upcard offer, draw, discard, stock end (OpenSpiel rules), over |
| 369     | 1    | This agent is to act                                                 |
| 370     | 1    | This agent dealt the hand                                            |
| 371     | 1    | The hand scores double (Oklahoma spades)                             |
| 372     | 31   | Stock size, thermometer (index 372 + i is 1 when more than i cards are left) |
| 403     | 11   | Knock limit 0..10, one-hot                                           |
| 414     | 1    | Own game score / game target, capped at 1 (0 in hand mode)           |
| 415     | 1    | Opponent's game score / game target, capped at 1                     |

## Action Space

| Action ID | Action                                                         |
|:---------:|----------------------------------------------------------------|
| 0-51      | Discard card `id` (with `auto_knock`: knock with it when legal)|
| 52-103    | Knock discarding card `id - 52` face down (gin with no deadwood) |
| 104       | Draw the top card of the stock                                 |
| 105       | Take the upcard                                                |
| 106       | Pass (first-turn upcard offer; the stock end under OpenSpiel rules) |
| 107       | Big gin (when the rules allow it)                              |

## Rewards

Real game points, zero-sum. When a hand ends, the winner gets `+points` and the loser
`-points` (knock: the deadwood difference; gin and undercut bonuses; Oklahoma doubling);
a void hand gives 0. In game mode the hand that ends the game also carries the game,
box and shutout bonuses, so an agent's rewards over a game add up to its net result
(`GameTotals.net` for the winner). Divided by the scale when normalised.

| Event                  | Winner    | Loser     |
|------------------------|-----------|-----------|
| Hand won with P points | +P        | -P        |
| Void hand              | 0         | 0         |
| Game won (game mode)   | + bonuses | - bonuses |

`env()` wraps the raw env in PettingZoo's `TerminateIllegalWrapper` (an illegal move ends
the episode with reward `illegal_reward`, default -1, for the mover),
`AssertOutOfBoundsWrapper` and `OrderEnforcingWrapper` (subclasses that read the
attributes of every step straight from the raw env, for speed); `raw_env` raises
`ginrummy.IllegalActionError` naming the rule.

### Version History

* v0: Initial release (ginrummy 0.1.0)
"""

from __future__ import annotations

from typing import Any, cast

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from ..actions import NUM_ACTIONS
from ..rules import Rules
from .core import Mode, make_rules
from .encoding import OBS_SIZE, view_arrays
from .kernel import make_core

AGENTS = ("player_0", "player_1")
_SEAT = {name: seat for seat, name in enumerate(AGENTS)}


def env(illegal_reward: float = -1.0, **kwargs: Any) -> Any:
    """The environment with PettingZoo's standard wrappers (see the module docs)."""
    wrapped: Any = raw_env(**kwargs)
    wrapped = _TerminateIllegalWrapper(wrapped, illegal_reward=illegal_reward)
    wrapped = _AssertOutOfBoundsWrapper(wrapped)
    return _OrderEnforcingWrapper(wrapped)


# Why the three subclasses below: PettingZoo's wrappers forward every attribute through
# ``__getattr__``, one level per wrapper, and its loop (``agent_iter``, ``last``, ``step``)
# reads a dozen of them a step; that cost about 40 microseconds a step, twice what the
# game itself costs. No wrapper in this stack holds these attributes (the illegal-move
# wrapper writes them on the unwrapped env), so reading them from the unwrapped env
# directly is what the chain returns, only faster. Behaviour is PettingZoo's otherwise,
# and ``isinstance`` checks against the PettingZoo classes still hold.
_HOT_ATTRIBUTES = ("agent_selection", "agents", "rewards", "terminations", "truncations", "infos")


def _forward(name: str, guarded: bool) -> property:
    """A property reading (and writing) ``name`` on the unwrapped env directly;
    ``guarded`` keeps OrderEnforcingWrapper's "not before reset" check."""

    def get(self: Any) -> Any:
        if guarded and not getattr(self, "_has_reset", True):
            raise AttributeError(f"{name} cannot be accessed before reset")
        return getattr(self._raw, name)

    def set_(self: Any, value: Any) -> None:
        setattr(self._raw, name, value)

    return property(get, set_)


def _direct(base: type, guarded: bool) -> type:
    """``base`` (a PettingZoo wrapper) with the hot attributes read directly."""

    base_init = cast(Any, base).__init__

    def __init__(self: Any, wrapped: Any, *args: Any, **kwargs: Any) -> None:
        self._raw = wrapped.unwrapped
        base_init(self, wrapped, *args, **kwargs)

    namespace: dict[str, Any] = {"__init__": __init__, "__doc__": base.__doc__}
    for name in _HOT_ATTRIBUTES:
        namespace[name] = _forward(name, guarded)
    namespace["_cumulative_rewards"] = _forward("_cumulative_rewards", False)
    return type(base.__name__, (base,), namespace)


_TerminateIllegalWrapper = _direct(wrappers.TerminateIllegalWrapper, guarded=False)
_AssertOutOfBoundsWrapper = _direct(wrappers.AssertOutOfBoundsWrapper, guarded=False)
_OrderEnforcingWrapper = _direct(wrappers.OrderEnforcingWrapper, guarded=True)


class _ActionSpace(spaces.Discrete):
    """``Discrete(108)``, answering ``contains`` for plain ints without numpy.

    Why: ``AssertOutOfBoundsWrapper`` asks on every step, and Gymnasium's general
    check (dtype limits, a numpy scalar) costs a few microseconds each time.
    """

    def contains(self, x: Any) -> bool:
        if x.__class__ is int:
            return 0 <= x < NUM_ACTIONS
        return super().contains(x)


def observation_space() -> spaces.Dict:
    """The observation space of either agent."""
    return spaces.Dict(
        {
            "observation": spaces.Box(0.0, 1.0, shape=(OBS_SIZE,), dtype=np.float32),
            "action_mask": spaces.Box(0, 1, shape=(NUM_ACTIONS,), dtype=np.int8),
        }
    )


class raw_env(AECEnv):  # type: ignore[misc]  # PettingZoo's class name
    """Gin rummy as a PettingZoo AEC environment (see the module docs for the tables)."""

    metadata: dict[str, Any] = {  # noqa: RUF012 - PettingZoo reads it from the class
        "render_modes": ["human", "ansi"],
        "name": "gin_rummy_v0",
        "is_parallelizable": False,
        "render_fps": 1,
    }

    def __init__(
        self,
        rules: Rules | str = "standard",
        rule_options: dict[str, object] | list[str] | None = None,
        *,
        mode: Mode = "hand",
        auto_knock: bool = False,
        normalize_rewards: bool = False,
        reward_scale: float | None = None,
        max_hands: int | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be 'human', 'ansi' or None, not {render_mode!r}")
        self.rules = make_rules(rules, rule_options)
        self.core = make_core(
            self.rules,
            mode=mode,
            auto_knock=auto_knock,
            normalize_rewards=normalize_rewards,
            reward_scale=reward_scale,
            max_hands=max_hands,
        )
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self.agents = list(AGENTS)
        self._observation_space = observation_space()
        self.observation_spaces = dict.fromkeys(AGENTS, self._observation_space)
        self.action_spaces = {name: _ActionSpace(NUM_ACTIONS) for name in AGENTS}
        self.rewards = dict.fromkeys(AGENTS, 0.0)
        self._cumulative_rewards = dict.fromkeys(AGENTS, 0.0)
        self.terminations = dict.fromkeys(AGENTS, False)
        self.truncations = dict.fromkeys(AGENTS, False)
        self.infos: dict[str, dict[str, Any]] = {name: {} for name in AGENTS}
        self.agent_selection = AGENTS[0]

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The same dict space for both agents."""
        space: spaces.Space[Any] = self.observation_spaces[agent]
        return space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """``Discrete(108)``; the mask in the observation says which ids are legal."""
        space: spaces.Space[Any] = self.action_spaces[agent]
        return space

    def observe(self, agent: str) -> dict[str, np.ndarray[Any, Any]]:
        """``agent``'s own view: hidden cards stay hidden whoever is to act."""
        seat = _SEAT.get(agent)
        if seat is None:
            raise ValueError(f"unknown agent {agent!r} (agents: {', '.join(AGENTS)})")
        core = self.core
        scores = core.score_fractions(seat) if core.mode == "game" else None
        obs, mask = view_arrays(core.view_bits(seat), core.legal_mask(seat), scores)
        return {"observation": obs, "action_mask": mask}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new hand (or start a new game); ``seed`` makes it reproducible."""
        self.core.reset(seed)
        self.agents = list(AGENTS)
        self.rewards = dict.fromkeys(AGENTS, 0.0)
        self._cumulative_rewards = dict.fromkeys(AGENTS, 0.0)
        self.terminations = dict.fromkeys(AGENTS, False)
        self.truncations = dict.fromkeys(AGENTS, False)
        self.infos = {name: {} for name in AGENTS}
        to_act = self.core.to_act
        assert to_act is not None
        self.agent_selection = AGENTS[to_act]

    def step(self, action: Any) -> None:
        """Apply the selected agent's action id.

        :raises IllegalActionError: when the id is not legal (``env()`` ends the episode
            with ``illegal_reward`` instead).
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        core = self.core
        core.step(action)
        self._cumulative_rewards[agent] = 0.0
        r0, r1 = core.rewards
        if r0 or r1 or self.rewards[AGENTS[0]] or self.rewards[AGENTS[1]]:
            self.rewards = {AGENTS[0]: r0, AGENTS[1]: r1}
        result = core.last_result
        if result is not None:
            summary = result.to_dict()
            self.infos = {name: {"hand_result": summary} for name in AGENTS}
        elif self.infos[AGENTS[0]] or self.infos[AGENTS[1]]:
            self.infos = {name: {} for name in AGENTS}
        if core.done:
            if core.truncated:
                self.truncations = dict.fromkeys(AGENTS, True)
            else:
                self.terminations = dict.fromkeys(AGENTS, True)
        else:
            to_act = core.to_act
            assert to_act is not None
            self.agent_selection = AGENTS[to_act]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The table as the agent to act sees it (text); ``human`` prints it."""
        if self.render_mode is None:
            return None
        text = self._describe()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def _describe(self) -> str:
        core = self.core
        state = core.state
        seat = state.to_act if state.to_act is not None else 0
        view = state.observation(seat)
        upcard = view.upcard
        lines = [
            f"{AGENTS[seat]} ({state.phase}), stock {view.stock_size}, "
            f"upcard {upcard.pretty() if upcard is not None else '-'}",
            f"hand: {view.hand.pretty()} (deadwood {view.deadwood})",
        ]
        if core.mode == "game":
            lines.append(f"scores: {core.scores[0]} - {core.scores[1]}")
        if state.result is not None:
            lines.append(state.result.describe())
        return "\n".join(lines)

    def close(self) -> None:
        """Nothing to release."""
