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
| 104     | 52   | Discard pile below the upcard (all 0 under `squared_pile`)           |
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

`env()` wraps the raw env in one wrapper that does what PettingZoo's
`TerminateIllegalWrapper` (an illegal move ends the episode with reward
`illegal_reward`, default -1, for the mover), `AssertOutOfBoundsWrapper` and
`OrderEnforcingWrapper` do stacked, with the same results (it is an
`OrderEnforcingWrapper`, and reads the raw env's attributes directly, for speed);
`raw_env` raises `ginrummy.IllegalActionError` naming the rule.

### Version History

* v0: Initial release (ginrummy 0.1.0)
"""

from __future__ import annotations

from ..extras import require_extra

require_extra("rl", ("gymnasium", "pettingzoo"), "the research environments")

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]
from pettingzoo.utils.env_logger import EnvLogger  # type: ignore[import-untyped]
from pettingzoo.utils.wrappers.order_enforcing import (  # type: ignore[import-untyped]
    AECOrderEnforcingIterable,
    AECOrderEnforcingIterator,
)

from ..core.actions import NUM_ACTIONS
from ..core.rules import Rules
from .core import Mode, make_rules
from .encoding import OBS_SIZE, view_arrays
from .kernel import make_core

AGENTS = ("player_0", "player_1")
_P0, _P1 = AGENTS
_SEAT = {name: seat for seat, name in enumerate(AGENTS)}


def env(illegal_reward: float = -1.0, **kwargs: Any) -> Any:
    """The environment with PettingZoo's standard wrappers (see the module docs)."""
    return _StandardWrapper(raw_env(**kwargs), illegal_reward=illegal_reward)


_ILLEGAL_MASK_MISSING = (
    "`action_mask` not found in dictionary observation: {}. Action mask must either be in "
    "`observation['action_mask']` or `info['action_mask']` to use TerminateIllegalWrapper."
)


class _StandardWrapper(wrappers.OrderEnforcingWrapper):  # type: ignore[misc]
    """PettingZoo's ``TerminateIllegalWrapper``, ``AssertOutOfBoundsWrapper`` and
    ``OrderEnforcingWrapper``, stacked in that order around the raw env, as ONE wrapper.

    Why: PettingZoo's wrappers forward every attribute through ``__getattr__``, one
    level per wrapper, and every ``observe`` and ``step`` through each layer; with three
    layers that cost about as much per step as the game itself. This class does what
    the three do, in the same order, reading the raw env's attributes directly:

    * ``OrderEnforcingWrapper`` (the class this one is, so ``isinstance`` checks and
      ``agent_iter``'s order checks hold): the same errors before ``reset``, the warning
      for a step once no agent is left, the ``agent_iter`` loop checks;
    * ``AssertOutOfBoundsWrapper``: ``step`` asserts that the action is ``None`` for a
      dead agent, or else in the action space;
    * ``TerminateIllegalWrapper``: an action outside the mask the mover last observed
      (``last()`` or ``observe``; the current mask when it observed nothing) ends the
      episode: the warning, the mover's cumulative reward reset, every agent terminated
      and truncated, ``illegal_reward`` for the mover and 0 for the other, then
      PettingZoo's ``_accumulate_rewards`` and ``_deads_step_first``; the dead agents'
      later steps go to ``_was_dead_step``.

    ``tests/env/test_env_pettingzoo.py`` plays seeded random games, illegal moves and steps
    after the end included, through this and through PettingZoo's own three wrappers
    and checks that everything observable is the same. The differences are in the
    layers only: ``env.env`` is the raw env (there are no middle wrappers), and the
    attributes below write through to the raw env when assigned.
    """

    def __init__(self, env: raw_env, illegal_reward: float) -> None:
        self._raw = env
        super().__init__(env)
        # TerminateIllegalWrapper's state (its ``_prev_info`` is only read for
        # observations that are not dicts, which this env never gives).
        self._illegal_value = illegal_reward
        self._prev_obs: dict[str, np.ndarray[Any, Any]] | None = None
        self._terminated = False

    # The attributes PettingZoo's loop reads every step: straight from the raw env, with
    # OrderEnforcingWrapper's "not before reset" check where it has one.
    @property
    def agent_selection(self) -> str:
        if not self._has_reset:
            raise AttributeError("agent_selection cannot be accessed before reset")
        selection: str = self._raw.agent_selection
        return selection

    @agent_selection.setter
    def agent_selection(self, value: str) -> None:
        self._raw.agent_selection = value

    @property
    def agents(self) -> list[str]:
        if not self._has_reset:
            raise AttributeError("agents cannot be accessed before reset")
        agents: list[str] = self._raw.agents
        return agents

    @agents.setter
    def agents(self, value: list[str]) -> None:
        self._raw.agents = value

    @property
    def rewards(self) -> dict[str, float]:
        if not self._has_reset:
            raise AttributeError("rewards cannot be accessed before reset")
        rewards: dict[str, float] = self._raw.rewards
        return rewards

    @rewards.setter
    def rewards(self, value: dict[str, float]) -> None:
        self._raw.rewards = value

    @property
    def terminations(self) -> dict[str, bool]:
        if not self._has_reset:
            raise AttributeError("terminations cannot be accessed before reset")
        terminations: dict[str, bool] = self._raw.terminations
        return terminations

    @terminations.setter
    def terminations(self, value: dict[str, bool]) -> None:
        self._raw.terminations = value

    @property
    def truncations(self) -> dict[str, bool]:
        if not self._has_reset:
            raise AttributeError("truncations cannot be accessed before reset")
        truncations: dict[str, bool] = self._raw.truncations
        return truncations

    @truncations.setter
    def truncations(self, value: dict[str, bool]) -> None:
        self._raw.truncations = value

    @property
    def infos(self) -> dict[str, dict[str, Any]]:
        if not self._has_reset:
            raise AttributeError("infos cannot be accessed before reset")
        infos: dict[str, dict[str, Any]] = self._raw.infos
        return infos

    @infos.setter
    def infos(self, value: dict[str, dict[str, Any]]) -> None:
        self._raw.infos = value

    @property
    def _cumulative_rewards(self) -> dict[str, float]:  # no check: PettingZoo has none
        cumulative: dict[str, float] = self._raw._cumulative_rewards
        return cumulative

    @_cumulative_rewards.setter
    def _cumulative_rewards(self, value: dict[str, float]) -> None:
        self._raw._cumulative_rewards = value

    # ------------------------------------------------------------------ the loop
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self._has_reset = True
        self._has_updated = True
        self._terminated = False
        self._prev_obs = None
        self._raw.reset(seed=seed, options=options)

    def observe(self, agent: str) -> dict[str, np.ndarray[Any, Any]]:
        if not self._has_reset:
            EnvLogger.error_observe_before_reset()
        raw = self._raw
        obs = raw.observe(agent)
        if agent == raw.agent_selection:
            self._prev_obs = obs
        return obs

    def last(
        self, observe: bool = True
    ) -> tuple[dict[str, np.ndarray[Any, Any]] | None, float, bool, bool, dict[str, Any]]:
        """``AECEnv.last`` with this wrapper's ``observe`` inlined."""
        if not self._has_reset:
            raise AttributeError("agent_selection cannot be accessed before reset")
        raw = self._raw
        agent = raw.agent_selection
        assert agent is not None
        observation = None
        if observe:
            observation = raw.observe(agent)
            self._prev_obs = observation
        return (
            observation,
            raw._cumulative_rewards[agent],
            raw.terminations[agent],
            raw.truncations[agent],
            raw.infos[agent],
        )

    def agent_iter(self, max_iter: int = 2**63) -> Any:
        if not self._has_reset:
            EnvLogger.error_agent_iter_before_reset()
        return _AgentIterable(self, max_iter)

    def step(self, action: Any) -> None:
        # OrderEnforcingWrapper
        if not self._has_reset:
            EnvLogger.error_step_before_reset()
            return
        raw = self._raw
        if not raw.agents:
            self._has_updated = True
            EnvLogger.warn_step_after_terminated_truncated()
            return
        self._has_updated = True
        agent = raw.agent_selection
        terminations = raw.terminations
        truncations = raw.truncations
        # AssertOutOfBoundsWrapper (a plain int in range is in the Discrete space)
        fast = action.__class__ is int and 0 <= action < NUM_ACTIONS
        assert (
            (action is None and (terminations[agent] or truncations[agent]))
            or fast
            or raw.action_space(agent).contains(action)
        ), "action is not in action space"
        # TerminateIllegalWrapper
        prev = self._prev_obs
        if prev is not None:
            assert "action_mask" in prev, _ILLEGAL_MASK_MISSING.format(prev)
            self._prev_obs = None
        if terminations[agent] or truncations[agent]:
            if self._terminated:
                raw._was_dead_step(action)
            else:
                raw.step(action)
            return
        if prev is not None:
            legal = prev["action_mask"][action]
        elif fast:  # what observe's mask would say, without building the arrays
            legal = raw.core.legal_mask(_SEAT[agent]) >> action & 1
        else:
            legal = raw.observe(agent)["action_mask"][action]
        if legal:
            raw.step(action)
            return
        EnvLogger.warn_on_illegal_move()
        raw._cumulative_rewards[agent] = 0
        raw.terminations = dict.fromkeys(raw.agents, True)
        raw.truncations = dict.fromkeys(raw.agents, True)
        raw.rewards = dict.fromkeys(raw.truncations, 0)
        raw.rewards[agent] = float(self._illegal_value)
        raw._accumulate_rewards()
        raw._deads_step_first()
        self._terminated = True

    def __str__(self) -> str:
        """``gin_rummy_v0``, as PettingZoo's wrapped envs print."""
        return str(self.env)


class _AgentIterable(AECOrderEnforcingIterable):  # type: ignore[misc]
    def __iter__(self) -> _AgentIterator:
        return _AgentIterator(self.env, self.max_iter)


class _AgentIterator(AECOrderEnforcingIterator):  # type: ignore[misc]
    """PettingZoo's order-enforcing iterator, reading the raw env's attributes directly."""

    env: _StandardWrapper

    def __next__(self) -> str:
        env = self.env
        if not env._has_reset:  # only reachable with assertions off (python -O)
            agent: str = super().__next__()
            return agent
        raw = env._raw
        if not raw.agents or self.iters_til_term <= 0:
            raise StopIteration
        self.iters_til_term -= 1
        agent = raw.agent_selection
        assert env._has_updated, "need to call step() or reset() in a loop over `agent_iter`"
        env._has_updated = False
        return agent


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
        self._game_mode = self.core.mode == "game"
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
        scores = core.score_fractions(seat) if self._game_mode else None
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
        cumulative = self._cumulative_rewards
        cumulative[agent] = 0.0
        r0, r1 = core.rewards
        rewards = self.rewards
        # Most moves score nothing: the zero rewards dict stays, and adding its zeros
        # to the cumulative rewards (``_accumulate_rewards``) would change nothing.
        scored = r0 or r1 or rewards[_P0] or rewards[_P1]
        if scored:
            self.rewards = {_P0: r0, _P1: r1}
        result = core.last_result
        if result is not None:
            summary = result.to_dict()
            self.infos = {name: {"hand_result": summary} for name in AGENTS}
        else:
            infos = self.infos
            if infos[_P0] or infos[_P1]:
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
        if scored:  # _accumulate_rewards, inlined
            cumulative[_P0] += r0
            cumulative[_P1] += r1
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
