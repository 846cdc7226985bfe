"""Gymnasium single-agent gin rummy: the agent against any of our opponents.

The agent's seat is drawn at random each episode (or fixed with ``seat``); the opponent
(``"random"``, ``"simple"``, ``"expert"`` or any :class:`~ginrummy.agents.Agent`) sees
only its own observation and moves inside :meth:`GinRummyEnv.step`. Observations,
action ids and rewards are those of :mod:`ginrummy.env.gin_rummy_v0` (see its tables);
the legal actions come as ``info["action_mask"]`` and from :meth:`GinRummyEnv.action_masks`
(the method sb3-contrib's ``MaskablePPO`` calls: it trains on this env with no wrapper).

Gymnasium samples actions without a mask (``check_env`` does), so by default an illegal
action ends the episode with ``illegal_reward``, like PettingZoo's
``TerminateIllegalWrapper``; ``illegal_action="raise"`` raises instead.

>>> env = GinRummyEnv(opponent="simple", rules="eaai")
>>> obs, info = env.reset(seed=3)
>>> obs.shape, info["action_mask"].shape
((416,), (108,))
>>> bool((env.action_masks() == info["action_mask"].astype(bool)).all())
True
"""

from __future__ import annotations

from ..extras import require_extra

require_extra("rl", ("gymnasium",), "the research environments")

from typing import Any, Literal

import gymnasium
import numpy as np
from gymnasium import spaces

from ..agents.base import Agent
from ..core.actions import NUM_ACTIONS
from ..core.rules import Rules
from .core import GameCore, Mode, as_action_id, make_rules, play_opponent, resolve_agent
from .core import start_episode as _start_episode
from .encoding import OBS_SIZE, FloatArray, bits_to_array, mask_to_array

ENV_ID = "ginrummy/GinRummy-v0"


class GinRummyEnv(gymnasium.Env[FloatArray, np.int64]):
    """Gin rummy for one learning agent against a fixed opponent."""

    metadata = {"render_modes": ["ansi"], "render_fps": 1}  # noqa: RUF012

    def __init__(
        self,
        rules: Rules | str = "standard",
        rule_options: dict[str, object] | list[str] | None = None,
        *,
        opponent: str | Agent = "random",
        seat: int | None = None,
        mode: Mode = "hand",
        auto_knock: bool = False,
        normalize_rewards: bool = False,
        reward_scale: float | None = None,
        max_hands: int | None = None,
        illegal_action: Literal["terminate", "raise"] = "terminate",
        illegal_reward: float = -1.0,
        render_mode: str | None = None,
    ) -> None:
        if seat not in (None, 0, 1):
            raise ValueError(f"seat must be 0, 1 or None (random), not {seat!r}")
        if illegal_action not in ("terminate", "raise"):
            raise ValueError(
                f"illegal_action must be 'terminate' or 'raise', not {illegal_action!r}"
            )
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be 'ansi' or None, not {render_mode!r}")
        self.rules = make_rules(rules, rule_options)
        self.opponent = resolve_agent(opponent)
        self.core = GameCore(
            self.rules,
            mode=mode,
            auto_knock=auto_knock,
            normalize_rewards=normalize_rewards,
            reward_scale=reward_scale,
            max_hands=max_hands,
        )
        self.fixed_seat = seat
        self.seat = 0
        self.illegal_action = illegal_action
        self.illegal_reward = float(illegal_reward)
        self.render_mode = render_mode
        self.observation_space = spaces.Box(0.0, 1.0, shape=(OBS_SIZE,), dtype=np.float32)
        self.action_space = spaces.Discrete(NUM_ACTIONS)
        self._pending = 0.0
        self._over = True

    def _view(self) -> tuple[FloatArray, dict[str, Any]]:
        core, seat = self.core, self.seat
        obs = bits_to_array(core.view_bits(seat), core.score_fractions(seat))
        return obs, {"action_mask": mask_to_array(core.legal_mask(seat)), "seat": seat}

    def action_masks(self) -> np.ndarray[Any, np.dtype[np.bool_]]:
        """The agent's legal actions now, as booleans (``info["action_mask"]`` of the
        last ``reset`` or ``step``); all false once the episode is over. The name and form
        are sb3-contrib's protocol for masked policies (``MaskablePPO``)."""
        if self._over:
            return np.zeros(NUM_ACTIONS, dtype=np.bool_)
        return mask_to_array(self.core.legal_mask(self.seat)).astype(np.bool_)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[FloatArray, dict[str, Any]]:
        """A new episode; the same seed gives the same deals, seat and opponent moves."""
        super().reset(seed=seed)
        if seed is None and self.core.deal_rng is None:
            seed = int(self.np_random.integers(2**63))
        self.seat, self._pending = _start_episode(self.core, seed, self.fixed_seat, self.opponent)
        self._over = False
        return self._view()

    def step(self, action: np.int64 | int) -> tuple[FloatArray, float, bool, bool, dict[str, Any]]:
        """Play the agent's action id, then the opponent's replies."""
        if self._over:
            raise RuntimeError("the episode is over: call reset() first")
        core, seat = self.core, self.seat
        action_id = as_action_id(action)
        if not (0 <= action_id < NUM_ACTIONS and core.legal_mask(seat) >> action_id & 1):
            if self.illegal_action == "raise":
                core.step(action_id)  # raises, naming the rule
            self._over = True
            obs, info = self._view()
            info["illegal_action"] = True
            return obs, self.illegal_reward, True, False, info
        core.step(action_id)
        reward = core.rewards[seat] + self._pending
        self._pending = 0.0
        result = core.last_result
        won, ended = play_opponent(core, seat, self.opponent)
        reward += won
        result = ended or result  # the last hand that ended during this step
        obs, info = self._view()
        if result is not None:
            info["hand_result"] = result  # a HandResult (to_dict() for JSON)
        self._over = core.done
        return obs, reward, core.done and not core.truncated, core.truncated, info

    def render(self) -> str | None:
        """The table from the agent's side, as text (``render_mode="ansi"``)."""
        if self.render_mode is None:
            return None
        view = self.core.state.observation(self.seat)
        upcard = view.upcard
        return (
            f"seat {self.seat}, {view.phase}, stock {view.stock_size}, upcard "
            f"{upcard.pretty() if upcard is not None else '-'}\n"
            f"hand: {view.hand.pretty()} (deadwood {view.deadwood})"
        )


if ENV_ID not in gymnasium.registry:
    gymnasium.register(id=ENV_ID, entry_point="ginrummy.env.gym_env:GinRummyEnv")
