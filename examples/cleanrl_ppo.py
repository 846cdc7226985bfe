"""PPO in one file, CleanRL-style, on ``VectorGinRummy`` (a Gymnasium vector env), with
the legal-action mask applied to the policy's logits; time-bounded.

The loop is the one CleanRL's ``ppo.py`` made familiar: collect ``--num-steps`` steps
from ``--num-envs`` games, compute advantages with GAE, run ``--update-epochs`` epochs
of clipped-objective minibatch updates. Two things gin rummy needs on top:

* **the mask**: illegal actions get a logit of -1e9 before sampling and in the loss,
  from ``info["action_mask"]``;
* **truncation**: with ``--max-hands`` a game is cut short; the env keeps the episode's
  last observation in ``info["final_obs"]`` (same-step autoreset), and its value is
  bootstrapped into the reward of the truncated step, as a truncation (not an end)
  should be.

The agent plays single hands (or games to the target with ``--mode game``) against
``--opponent`` (default ``simple``), which moves inside the env's ``step``. After
``--minutes`` the policy plays paired hands against ``random`` and ``simple`` in the
arena.

    pip install -e '.[rl]' torch
    python examples/cleanrl_ppo.py                       # 5 minutes
    python examples/cleanrl_ppo.py --minutes 0.5 --eval-games 50
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

import numpy as np

from ginrummy.agents import register
from ginrummy.arena import head_to_head
from ginrummy.core.actions import KNOCK_BASE, Action, decode
from ginrummy.core.observation import Observation
from ginrummy.env.encoding import auto_knock_mask, encode_observation, mask_to_array
from ginrummy.env.vector import VectorGinRummy

try:
    import torch
    from torch import nn
    from torch.distributions.categorical import Categorical
except ImportError:  # pragma: no cover - an example's own dependency
    raise SystemExit("this example needs PyTorch: pip install torch") from None


def layer(inputs: int, outputs: int, std: float = np.sqrt(2)) -> nn.Linear:
    linear = nn.Linear(inputs, outputs)
    nn.init.orthogonal_(linear.weight, std)
    nn.init.constant_(linear.bias, 0.0)
    return linear


class Agent(nn.Module):
    def __init__(self, obs_size: int, actions: int, hidden: int) -> None:
        super().__init__()
        self.critic = nn.Sequential(
            layer(obs_size, hidden),
            nn.Tanh(),
            layer(hidden, hidden),
            nn.Tanh(),
            layer(hidden, 1, 1.0),
        )
        self.actor = nn.Sequential(
            layer(obs_size, hidden),
            nn.Tanh(),
            layer(hidden, hidden),
            nn.Tanh(),
            layer(hidden, actions, 0.01),
        )

    def value(self, obs: torch.Tensor) -> torch.Tensor:
        return self.critic(obs).squeeze(-1)

    def act(
        self, obs: torch.Tensor, mask: torch.Tensor, action: torch.Tensor | None = None
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
        logits = self.actor(obs).masked_fill(~mask, -1e9)
        dist = Categorical(logits=logits)
        if action is None:
            action = dist.sample()
        return action, dist.log_prob(action), dist.entropy(), self.value(obs)


def train(args: argparse.Namespace) -> Agent:
    random.seed(args.seed)
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    envs = VectorGinRummy(
        args.num_envs,
        rules=args.rules,
        opponent=args.opponent,
        mode=args.mode,
        auto_knock=True,
        normalize_rewards=True,
        max_hands=args.max_hands,
    )
    obs_size = envs.single_observation_space.shape[0]
    actions = int(envs.single_action_space.n)
    agent = Agent(obs_size, actions, args.hidden)
    optimizer = torch.optim.Adam(agent.parameters(), lr=args.lr, eps=1e-5)
    n, t_max = args.num_envs, args.num_steps
    obs_buf = torch.zeros((t_max, n, obs_size))
    mask_buf = torch.zeros((t_max, n, actions), dtype=torch.bool)
    act_buf = torch.zeros((t_max, n), dtype=torch.long)
    logp_buf = torch.zeros((t_max, n))
    rew_buf = torch.zeros((t_max, n))
    done_buf = torch.zeros((t_max, n))
    val_buf = torch.zeros((t_max, n))

    obs_np, info = envs.reset(seed=args.seed)
    next_obs = torch.as_tensor(obs_np)
    next_mask = torch.as_tensor(info["action_mask"] > 0)
    next_done = torch.zeros(n)
    start = time.perf_counter()
    deadline = start + args.minutes * 60
    steps = updates = 0
    returns: list[float] = []
    running = np.zeros(n)
    while time.perf_counter() < deadline:
        for t in range(t_max):
            obs_buf[t], mask_buf[t], done_buf[t] = next_obs, next_mask, next_done
            with torch.no_grad():
                action, logp, _, value = agent.act(next_obs, next_mask)
            act_buf[t], logp_buf[t], val_buf[t] = action, logp, value
            obs_np, reward, terminated, truncated, info = envs.step(action.numpy())
            reward = reward.astype(np.float64)
            if truncated.any():  # bootstrap: a cut game is worth what its last view is
                last = np.stack([info["final_obs"][i] for i in np.flatnonzero(truncated)])
                with torch.no_grad():
                    tail = agent.value(torch.as_tensor(last)).numpy()
                reward[truncated] += args.gamma * tail
            running += reward
            for i in np.flatnonzero(terminated | truncated):
                returns.append(float(running[i]))
                running[i] = 0.0
            rew_buf[t] = torch.as_tensor(reward, dtype=torch.float32)
            next_obs = torch.as_tensor(obs_np)
            next_mask = torch.as_tensor(info["action_mask"] > 0)
            next_done = torch.as_tensor((terminated | truncated).astype(np.float32))
            steps += n
        # Generalised advantage estimation, as in CleanRL.
        with torch.no_grad():
            next_value = agent.value(next_obs)
            advantages = torch.zeros_like(rew_buf)
            last_gae = torch.zeros(n)
            for t in reversed(range(t_max)):
                if t == t_max - 1:
                    not_done, following = 1.0 - next_done, next_value
                else:
                    not_done, following = 1.0 - done_buf[t + 1], val_buf[t + 1]
                delta = rew_buf[t] + args.gamma * following * not_done - val_buf[t]
                last_gae = delta + args.gamma * args.gae_lambda * not_done * last_gae
                advantages[t] = last_gae
            targets = advantages + val_buf
        b_obs, b_mask = obs_buf.reshape(-1, obs_size), mask_buf.reshape(-1, actions)
        b_act, b_logp = act_buf.reshape(-1), logp_buf.reshape(-1)
        b_adv, b_ret = advantages.reshape(-1), targets.reshape(-1)
        batch = n * t_max
        minibatch = batch // args.num_minibatches
        for _ in range(args.update_epochs):
            order = np.random.permutation(batch)
            for begin in range(0, batch, minibatch):
                idx = order[begin : begin + minibatch]
                _, logp, entropy, value = agent.act(b_obs[idx], b_mask[idx], b_act[idx])
                ratio = (logp - b_logp[idx]).exp()
                adv = b_adv[idx]
                adv = (adv - adv.mean()) / (adv.std() + 1e-8)
                policy_loss = torch.max(
                    -adv * ratio, -adv * ratio.clamp(1 - args.clip, 1 + args.clip)
                ).mean()
                value_loss = 0.5 * ((value - b_ret[idx]) ** 2).mean()
                loss = policy_loss - args.ent_coef * entropy.mean() + args.vf_coef * value_loss
                optimizer.zero_grad()
                loss.backward()
                nn.utils.clip_grad_norm_(agent.parameters(), 0.5)
                optimizer.step()
        updates += 1
        recent = returns[-500:]
        print(
            f"  {time.perf_counter() - start:6.0f} s  update {updates:4d}  {steps:>9,} steps  "
            f"mean return (last {len(recent)} episodes) {np.mean(recent) if recent else 0:+.3f}"
        )
    envs.close()
    return agent


class PPOAgent:
    """The trained policy as an arena agent: the likeliest legal move."""

    name = "cleanrl-ppo"

    def __init__(self, agent: Agent) -> None:
        self.agent = agent

    def act(self, observation: Observation, rng: random.Random) -> Action:
        legal = observation.legal_action_mask
        obs = torch.as_tensor(encode_observation(observation))[None, :]
        mask = torch.as_tensor(mask_to_array(auto_knock_mask(legal)) > 0)[None, :]
        with torch.no_grad():
            logits = self.agent.actor(obs).masked_fill(~mask, -1e9)
        choice = int(logits.argmax())
        if choice < KNOCK_BASE and legal >> (KNOCK_BASE + choice) & 1:
            choice += KNOCK_BASE  # auto_knock: the discard knocks when it can
        return decode(choice)


def evaluate(agent: Agent, args: argparse.Namespace) -> dict[str, Any]:
    register("cleanrl-ppo", lambda: PPOAgent(agent))
    out = {}
    for opponent in ("random", "simple"):
        stats = head_to_head(
            "cleanrl-ppo",
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
    parser.add_argument("--rules", default="eaai")
    parser.add_argument("--opponent", default="simple")
    parser.add_argument("--mode", choices=("hand", "game"), default="hand")
    parser.add_argument("--max-hands", type=int, default=None, help="game mode: truncate after")
    parser.add_argument("--num-envs", type=int, default=32)
    parser.add_argument("--num-steps", type=int, default=64, help="steps per env per rollout")
    parser.add_argument("--num-minibatches", type=int, default=4)
    parser.add_argument("--update-epochs", type=int, default=4)
    parser.add_argument("--hidden", type=int, default=256)
    parser.add_argument("--lr", type=float, default=2.5e-4)
    parser.add_argument("--gamma", type=float, default=0.99)
    parser.add_argument("--gae-lambda", type=float, default=0.95)
    parser.add_argument("--clip", type=float, default=0.2)
    parser.add_argument("--ent-coef", type=float, default=0.01)
    parser.add_argument("--vf-coef", type=float, default=0.5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--eval-games", type=int, default=200, help="arena hands per opponent")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    print(f"CleanRL-style PPO for {args.minutes:g} min against {args.opponent} ({args.rules})")
    agent = train(args)
    print(f"\narena: {args.eval_games} paired hands per opponent")
    evaluate(agent, args)


if __name__ == "__main__":
    main()
