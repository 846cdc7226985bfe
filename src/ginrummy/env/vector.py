"""Many games stepped at once, with numpy batches in and out, for fast training.

:class:`VectorGinRummy` holds ``num_envs`` games. Game ``i`` reset with ``seed`` plays
exactly like ``gin_rummy_v0`` (or, with an opponent, like
:class:`~ginrummy.env.gym_env.GinRummyEnv`) reset with ``seed + i`` and then reset
without a seed for each later episode: the same deals, rules, observations and rewards.

How the games run:

* self-play (the default): on :class:`~ginrummy.env.batch.BatchKernel`, which keeps
  every game as numpy arrays and applies a whole batch of moves with array operations
  (the engine's meld tables, scoring and deals; the rare moves per game in Python).
  Oracle tests check it against the engine path step by step;
* against an opponent agent, or with ``kernel=False``: one
  :class:`~ginrummy.env.core.GameCore` (the engine's ``HandState``) per game, since an
  agent sees ``Observation`` objects and plays ``Action`` objects with chosen melds.

Two ways to use it:

* self-play (``opponent=None``): the batch holds the view of whichever seat is to act
  in each game (``info["to_act"]``), and both seats' actions come from the caller;
* against an opponent agent: the learner's seat is drawn per episode and the opponent
  moves inside :meth:`VectorGinRummy.step`, as in the Gymnasium environment.

It is a :class:`gymnasium.vector.VectorEnv`: ``single_observation_space`` (a ``Box`` of
416 zeros and ones) and ``single_action_space`` (``Discrete(108)``), their batched
``observation_space`` and ``action_space``, ``reset(seed=, options=)``, ``close``,
and ``render``, so Gymnasium's vector wrappers and libraries built on them take
it as it is. The legal actions are in ``info["action_mask"]`` (one row of 0/1 per game,
int8); ``info["to_act"]`` is the seat each row shows. Every info key comes with its
``"_key"`` mask, as Gymnasium's vector infos do.

Autoreset: ``AutoresetMode.SAME_STEP`` (``metadata["autoreset_mode"]``). The step that
ends an episode returns its reward and ``terminated``/``truncated`` set, with the first
observation of the next episode; the episode's last observation is
``info["final_obs"][i]`` and its last info ``info["final_info"]`` (both marked in
``info["_final_obs"]``), so a value can be bootstrapped at truncation. A hand that ended
in the step puts its :class:`~ginrummy.core.hand.HandResult` in ``info["hand_result"][i]``
(an object array; in ``final_info`` when it ended the episode).

>>> venv = VectorGinRummy(4, rules="eaai")
>>> obs, info = venv.reset(seed=0)
>>> obs.shape, info["action_mask"].shape, info["to_act"].shape
((4, 416), (4, 108), (4,))
>>> venv.single_action_space, venv.action_space
(Discrete(108), MultiDiscrete([108 108 108 108]))
"""

from __future__ import annotations

from ..extras import require_extra

require_extra("rl", ("gymnasium",), "the research environments")

from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from ..agents.base import Agent
from ..core.actions import NUM_ACTIONS
from ..core.errors import GinRummyError
from ..core.rules import Rules
from .batch import BatchKernel, batch_supports
from .core import (
    GameCore,
    Mode,
    game_seeds,
    make_rules,
    play_opponent,
    resolve_agent,
    start_episode,
)
from .encoding import (
    OBS_SIZE,
    FloatArray,
    bits_to_array,
    bits_to_batch,
    mask_to_array,
    masks_to_batch,
)
from .kernel import ENABLED as kernel_enabled

Actions = npt.NDArray[np.int64]


class VectorGinRummy(VectorEnv[FloatArray, Actions, npt.NDArray[Any]]):
    """``num_envs`` games of gin rummy stepped together (see the module docs)."""

    metadata = {  # noqa: RUF012  (Gymnasium reads it from the class)
        "autoreset_mode": AutoresetMode.SAME_STEP,
        "render_modes": ["ansi"],
    }

    def __init__(
        self,
        num_envs: int,
        rules: Rules | str = "standard",
        rule_options: dict[str, object] | list[str] | None = None,
        *,
        opponent: str | Agent | None = None,
        seat: int | None = None,
        mode: Mode = "hand",
        auto_knock: bool = False,
        normalize_rewards: bool = False,
        reward_scale: float | None = None,
        max_hands: int | None = None,
        kernel: bool | None = None,
        render_mode: str | None = None,
    ) -> None:
        if not isinstance(num_envs, int) or num_envs < 1:
            raise ValueError(f"num_envs must be a positive integer, not {num_envs!r}")
        if seat not in (None, 0, 1):
            raise ValueError(f"seat must be 0, 1 or None (random), not {seat!r}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be 'ansi' or None, not {render_mode!r}")
        self.num_envs = num_envs
        self.render_mode = render_mode
        self.single_observation_space = spaces.Box(0.0, 1.0, shape=(OBS_SIZE,), dtype=np.float32)
        self.single_action_space = spaces.Discrete(NUM_ACTIONS)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self.rules = make_rules(rules, rule_options)
        self.opponent = None if opponent is None else resolve_agent(opponent)
        self.fixed_seat = seat
        options: dict[str, Any] = {
            "mode": mode,
            "auto_knock": auto_knock,
            "normalize_rewards": normalize_rewards,
            "reward_scale": reward_scale,
            "max_hands": max_hands,
        }
        use_kernel = kernel_enabled if kernel is None else kernel
        # Self-play runs on the numpy kernel (the same games, much faster); an opponent
        # agent moves with Action objects and sees Observations, which need the engine
        # path: one GameCore per game.
        self.kernel: BatchKernel | None = None
        self.cores: list[GameCore] = []
        """The games on the engine path (empty when the numpy kernel runs them)."""
        if self.opponent is None and use_kernel and batch_supports(self.rules):
            self.kernel = BatchKernel(num_envs, self.rules, **options)
        else:
            self.cores = [GameCore(self.rules, **options) for _ in range(num_envs)]
        self.seats = [0] * num_envs
        """The seat whose view each row holds (the learner's, against an opponent)."""
        self._pending = [0.0] * num_envs
        self._game_mode = mode == "game"

    def _start(self, index: int, seed: int | None) -> None:
        core = self.cores[index]
        if self.opponent is None:
            core.reset(seed)
        else:
            self.seats[index], self._pending[index] = start_episode(
                core, seed, self.fixed_seat, self.opponent
            )

    def _batch(self) -> tuple[FloatArray, dict[str, Any]]:
        kernel = self.kernel
        if kernel is not None:
            obs, mask = kernel.encode()
            self.seats = kernel.seat.tolist()
            return obs, self._info(mask, kernel.seat.astype(np.int8))
        cores = self.cores
        if self.opponent is None:
            seats = [core.to_act or 0 for core in cores]
            self.seats = seats
        else:
            seats = self.seats
        bits = [core.view_bits(seat) for core, seat in zip(cores, seats, strict=True)]
        masks = [core.legal_mask(seat) for core, seat in zip(cores, seats, strict=True)]
        scores = None
        if self._game_mode:
            scores = np.array(
                [core.score_fractions(seat) for core, seat in zip(cores, seats, strict=True)],
                dtype=np.float32,
            )
        info = self._info(masks_to_batch(masks), np.array(seats, dtype=np.int8))
        return bits_to_batch(bits, scores), info

    def _info(self, mask: npt.NDArray[np.int8], to_act: npt.NDArray[np.int8]) -> dict[str, Any]:
        every = np.ones(self.num_envs, dtype=np.bool_)
        return {"action_mask": mask, "_action_mask": every, "to_act": to_act, "_to_act": every}

    def _final_view(self, core: GameCore, seat: int) -> tuple[FloatArray, dict[str, Any]]:
        """The last observation and info of ``core``'s finished episode, for ``seat``."""
        obs = bits_to_array(core.view_bits(seat), core.score_fractions(seat))
        info: dict[str, Any] = {"action_mask": mask_to_array(core.legal_mask(seat)), "to_act": seat}
        return obs, info

    def reset(
        self,
        *,
        seed: int | Sequence[int] | None = None,
        options: dict[str, Any] | None = None,
    ) -> tuple[FloatArray, dict[str, Any]]:
        """Start every game: game ``i`` from ``seed + i`` (or ``seed[i]``).

        ``options`` may hold ``"seed"`` (the same as the argument); any other key is
        refused, so a misspelt option is not silently ignored.
        """
        options = dict(options or {})
        if "seed" in options:
            seed = options.pop("seed")
        if options:
            raise ValueError(f"unknown reset options: {', '.join(sorted(options))}")
        super().reset(seed=seed if isinstance(seed, int) else None)
        if self.kernel is not None:
            self.kernel.reset(seed)
            return self._batch()
        for index, game_seed in enumerate(game_seeds(seed, self.num_envs)):
            self._start(index, game_seed)
        return self._batch()

    def step(
        self, actions: npt.ArrayLike
    ) -> tuple[
        FloatArray,
        npt.NDArray[np.float32],
        npt.NDArray[np.bool_],
        npt.NDArray[np.bool_],
        dict[str, Any],
    ]:
        """One action id per game, for the seat each row showed.

        On the kernel every id is checked before any game moves, so an illegal id
        leaves the whole batch as it was.

        Returns the next observations, the reward of the seat that acted (rewards are
        zero-sum: the other seat got the opposite; against an opponent, the learner's
        reward including what the opponent's replies brought), ``terminated``,
        ``truncated`` and ``info`` (``action_mask``, ``to_act``; ``hand_result``,
        ``final_obs`` and ``final_info`` where they apply: see the module docs).

        :raises IllegalActionError: naming the game, for an action not in its mask.
        """
        kernel = self.kernel
        if kernel is not None:
            rewards64, terminated_, truncated_ = kernel.step(actions)
            obs, info = self._batch()
            for index, result in enumerate(kernel.results):
                if result is None:
                    continue
                hand_info = {"hand_result": result}
                final = kernel.final.get(index)
                if final is None:
                    info = self._add_info(info, hand_info, index)
                    continue
                last = {"action_mask": final[1], "to_act": final[2]}
                info = self._add_info(
                    info, {"final_obs": final[0], "final_info": last | hand_info}, index
                )
            return obs, rewards64.astype(np.float32), terminated_, truncated_, info
        ids = np.asarray(actions).tolist()
        if len(ids) != self.num_envs:
            raise ValueError(f"expected {self.num_envs} actions, got {len(ids)}")
        n = self.num_envs
        rewards = [0.0] * n
        terminated = [False] * n
        truncated = [False] * n
        opponent = self.opponent
        extra: list[tuple[int, dict[str, Any]]] = []
        for index, core in enumerate(self.cores):
            seat = self.seats[index]
            try:
                core.step(ids[index])
            except GinRummyError as exc:
                raise type(exc)(*_with_index(exc, index)) from None
            reward = core.rewards[seat]
            result = core.last_result
            if opponent is not None:
                won, ended = play_opponent(core, seat, opponent)
                reward += self._pending[index] + won
                self._pending[index] = 0.0
                result = ended or result  # the last hand that ended during this step
            rewards[index] = reward
            hand = {} if result is None else {"hand_result": result}
            if core.done:
                terminated[index] = not core.truncated
                truncated[index] = core.truncated
                final_obs, final_info = self._final_view(core, seat)
                extra.append((index, {"final_obs": final_obs, "final_info": final_info | hand}))
                self._start(index, None)
            elif hand:
                extra.append((index, hand))
        obs, info = self._batch()
        for index, more in extra:
            info = self._add_info(info, more, index)
        return (
            obs,
            np.array(rewards, dtype=np.float32),
            np.array(terminated, dtype=np.bool_),
            np.array(truncated, dtype=np.bool_),
            info,
        )

    def render(self) -> tuple[str, ...] | None:
        """Each game's table from the seat its row shows, as text (``render_mode="ansi"``)."""
        if self.render_mode is None:
            return None
        out = []
        for index in range(self.num_envs):
            state = self.kernel.state(index) if self.kernel is not None else self.cores[index].state
            view = state.observation(self.seats[index])
            upcard = view.upcard
            out.append(
                f"game {index}: seat {self.seats[index]}, {view.phase}, stock {view.stock_size}, "
                f"upcard {upcard.pretty() if upcard is not None else '-'}; "
                f"hand {view.hand.pretty()} (deadwood {view.deadwood})"
            )
        return tuple(out)


def _with_index(exc: GinRummyError, index: int) -> tuple[Any, ...]:
    """The exception's arguments with the game's index in the message."""
    args = exc.args
    reason = getattr(exc, "reason", None)
    message = f"game {index}: {args[0] if args else exc}"
    return (reason, message) if reason is not None else (message,)
