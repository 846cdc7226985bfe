"""Train sb3-contrib's MaskablePPO on the Gymnasium env, with no wrapper of your own, then
score the model in the arena against our agents.

MaskablePPO asks an environment for its legal actions through ``action_masks()``;
``ginrummy/GinRummy-v0`` has that method, so the registered env goes to the algorithm
as it is (Gymnasium's wrappers pass the call through). The opponent moves inside the
env's ``step``; ``auto_knock=True`` lets the policy learn drawing and discarding only
(a discard knocks whenever it may, as the simple player does). Training stops after
``--minutes``. Then the model, wrapped as an ``Agent`` that encodes its observation as
the env does and predicts with the mask, plays paired single hands in the arena against
``random`` and ``simple`` (``head_to_head``, in this process); the win rates are printed
with their Wilson 95% intervals.

    pip install -e '.[rl]' sb3-contrib            # sb3-contrib brings PyTorch
    python examples/train_maskable_ppo.py                      # 5 minutes of training
    python examples/train_maskable_ppo.py --minutes 0.5 --eval-games 50 --save ppo_gin.zip

Nothing here is tuned: it shows Stable-Baselines3 training on the env as shipped.
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np

from ginrummy.agents import register
from ginrummy.arena import head_to_head
from ginrummy.core.actions import KNOCK_BASE, Action, decode
from ginrummy.core.observation import Observation
from ginrummy.core.rules import find_rules
from ginrummy.env.encoding import auto_knock_mask, encode_observation, mask_to_array
from ginrummy.env.gym_env import ENV_ID

try:
    from sb3_contrib import MaskablePPO
    from stable_baselines3.common.callbacks import BaseCallback
except ImportError as exc:  # pragma: no cover - an example's own dependency
    raise SystemExit(
        f"this example needs sb3-contrib ({exc.name} is missing): pip install sb3-contrib"
    ) from None


class Deadline(BaseCallback):  # type: ignore[misc]
    """Stops ``learn`` once the wall clock passes ``deadline`` (a time-bounded run)."""

    def __init__(self, deadline: float) -> None:
        super().__init__()
        self.deadline = deadline

    def _on_step(self) -> bool:
        return time.perf_counter() < self.deadline


def make_env(rules: str, opponent: str) -> Any:
    """The registered env as anyone gets it from Gymnasium, wrappers and all."""
    return gymnasium.make(ENV_ID, rules=rules, opponent=opponent, auto_knock=True)


def train(args: argparse.Namespace) -> Any:
    env = make_env(args.rules, args.opponent)
    model = MaskablePPO(
        "MlpPolicy",
        env,
        n_steps=args.n_steps,
        batch_size=args.batch_size,
        seed=args.seed,
        verbose=0,
        device="cpu",
    )
    start = time.perf_counter()
    model.learn(total_timesteps=args.timesteps, callback=Deadline(start + args.minutes * 60))
    print(f"  trained {model.num_timesteps:,} steps in {time.perf_counter() - start:.0f} s")
    return model


class MaskablePPOAgent:
    """A trained MaskablePPO model as an arena agent: the likeliest legal move.

    It sees an ``Observation`` like every agent and encodes it with the encoder the
    environments use, so the tensors match what it was trained on.
    """

    name = "ppo"

    def __init__(self, model: Any) -> None:
        self.model = model

    def act(self, observation: Observation, rng: random.Random) -> Action:
        legal = observation.legal_action_mask
        obs = encode_observation(observation)
        mask = mask_to_array(auto_knock_mask(legal)).astype(bool)
        choice, _ = self.model.predict(obs, action_masks=mask, deterministic=True)
        choice = int(choice)
        if choice < KNOCK_BASE and legal >> (KNOCK_BASE + choice) & 1:
            choice += KNOCK_BASE  # auto_knock: the discard knocks when it can
        return decode(choice)


def evaluate(model: Any, args: argparse.Namespace) -> dict[str, Any]:
    """Paired single hands against ``random`` and ``simple``; the stats by opponent."""
    register("ppo", lambda: MaskablePPOAgent(model))
    out = {}
    for opponent in ("random", "simple"):
        stats = head_to_head(
            "ppo",
            opponent,
            rules=args.rules,
            games=args.eval_games,
            seed=args.seed,
            single_hand=True,
            workers=1,
        )
        low, high = stats.ci95
        print(
            f"  ppo vs {opponent:<7} win rate {stats.win_rate:6.1%} (95% CI {low:.1%}-{high:.1%}), "
            f"{stats.points_per_game:+.1f} points a hand"
        )
        out[opponent] = stats
    return out


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=5.0, help="training time (default 5)")
    parser.add_argument("--timesteps", type=int, default=10**8, help="at most this many steps")
    parser.add_argument("--rules", default="eaai", help="rules preset (default eaai)")
    parser.add_argument("--opponent", default="simple", help="who it trains against")
    parser.add_argument("--n-steps", type=int, default=2048, help="steps per PPO rollout")
    parser.add_argument("--batch-size", type=int, default=256)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--eval-games", type=int, default=200, help="arena hands per opponent")
    parser.add_argument("--save", type=Path, help="save the model (.zip, MaskablePPO.load)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    print(f"MaskablePPO for {args.minutes:g} min against {args.opponent} ({args.rules} rules)")
    np.random.seed(args.seed)
    model = train(args)
    if args.save:
        model.save(args.save)
    rules = find_rules(args.rules)
    print(f"\narena: {args.eval_games} paired hands per opponent ({rules.name} rules)")
    evaluate(model, args)


if __name__ == "__main__":
    main()
