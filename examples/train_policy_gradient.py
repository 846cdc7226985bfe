"""Train a small gin rummy policy on CPU with numpy alone, then measure it in the arena.

A two-layer network (416 -> 128 -> 108) trained by REINFORCE with running baselines,
on ``VectorGinRummy`` against the ``simple`` and ``random`` agents, single hands with
real points as rewards (normalised). ``auto_knock=True`` lets the policy worry about
drawing and discarding only: it knocks whenever its discard allows it, as the simple
player does. Two learned weights scale hints computed from the observation itself (the
deadwood each discard leaves, the gain from taking the upcard), which a network this
small would take far longer than minutes to work out from the card planes. Then the
policy, wrapped as an ``Agent``, plays paired games in the arena against ``random``
and ``simple`` and the win rates are printed with their Wilson 95% intervals.

    pip install -e '.[rl]'
    python examples/train_policy_gradient.py                 # about 3 minutes of training
    python examples/train_policy_gradient.py --minutes 0.5 --eval-games 100   # a quick look

Nothing here is tuned; it shows the pieces fitting together (the vector env for
training, the same tensors for the agent at play time, the arena for an honest score).
"""

from __future__ import annotations

import argparse
import os
import random
import time
from pathlib import Path

# One BLAS thread: the matrices are small, and the machine may be shared.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np

from ginrummy.agents import register
from ginrummy.arena import head_to_head
from ginrummy.core.actions import KNOCK_BASE, TAKE_UPCARD_ID, Action, decode
from ginrummy.core.melds import deadwood_count_cached, min_deadwood_after_discard
from ginrummy.core.observation import Observation
from ginrummy.core.rules import find_rules
from ginrummy.env.encoding import OBS_SIZE, auto_knock_mask, encode_observation, mask_to_array
from ginrummy.env.vector import VectorGinRummy

NUM_ACTIONS = 108
HINT_SCALE = 1000.0
"""How strongly a unit of hint weight moves the logits: large, so that Adam's small
steps reach a decisive trust in the hints within minutes."""
_BIT_WEIGHTS = (1 << np.arange(52, dtype=np.uint64)).astype(np.uint64)


def action_features(obs: np.ndarray) -> np.ndarray:
    """Per-action hints computed from what the observation shows: for each card in an
    11-card hand, minus the deadwood left after discarding it; for taking the upcard,
    how much the best hand after taking it improves on the current one (/100).

    The network learns how far to trust them (one weight each). Computing them from the
    observation's own hand and upcard planes keeps the policy honest: it sees no more
    than the observation.
    """
    hands = (obs[:, :52] > 0) @ _BIT_WEIGHTS
    upcards = (obs[:, 52:104] > 0) @ _BIT_WEIGHTS
    out = np.zeros((len(obs), NUM_ACTIONS), np.float32)
    for row, (hand, upcard) in enumerate(zip(hands.tolist(), upcards.tolist(), strict=True)):
        if hand.bit_count() == 11:
            rest = hand
            while rest:
                low = rest & -rest
                rest ^= low
                out[row, low.bit_length() - 1] = -deadwood_count_cached(hand ^ low) / 100
        elif upcard:
            now = deadwood_count_cached(hand)
            out[row, TAKE_UPCARD_ID] = (now - min_deadwood_after_discard(hand | upcard)) / 100
    return out


class Policy:
    """A masked softmax policy: tanh hidden layer, linear logits, Adam updates."""

    def __init__(self, hidden: int, seed: int) -> None:
        rng = np.random.default_rng(seed)
        self.params = {
            "w1": (rng.standard_normal((OBS_SIZE, hidden)) / np.sqrt(OBS_SIZE)).astype(np.float32),
            "b1": np.zeros(hidden, np.float32),
            "w2": (rng.standard_normal((hidden, NUM_ACTIONS)) * 0.01).astype(np.float32),
            "b2": np.zeros(NUM_ACTIONS, np.float32),
            "prior": np.zeros(2, np.float32),  # trust in the discard and take hints
        }
        self.moments = {k: (np.zeros_like(v), np.zeros_like(v)) for k, v in self.params.items()}
        self.updates = 0

    def probabilities(
        self, obs: np.ndarray, mask: np.ndarray, hints: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """Action probabilities (zero off the mask) and the hidden activations."""
        p = self.params
        hidden = np.tanh(obs @ p["w1"] + p["b1"])
        logits = hidden @ p["w2"] + p["b2"]
        logits = logits + HINT_SCALE * p["prior"][0] * hints
        logits[:, TAKE_UPCARD_ID] += (
            HINT_SCALE * (p["prior"][1] - p["prior"][0]) * hints[:, TAKE_UPCARD_ID]
        )
        logits = np.where(mask > 0, logits, -1e9)
        logits -= logits.max(axis=1, keepdims=True)
        weights = np.exp(logits) * (mask > 0)
        return weights / weights.sum(axis=1, keepdims=True), hidden

    def update(
        self,
        obs: np.ndarray,
        mask: np.ndarray,
        hints: np.ndarray,
        actions: np.ndarray,
        advantages: np.ndarray,
        lr: float,
        entropy: float,
    ) -> None:
        """One Adam step up the policy gradient (plus an entropy bonus)."""
        probs, hidden = self.probabilities(obs, mask, hints)
        n = len(actions)
        onehot = np.zeros_like(probs)
        onehot[np.arange(n), actions] = 1.0
        # d(log pi(a)) / d logits = onehot - probs; the entropy bonus pushes towards
        # uniform over the legal actions.
        logp = np.log(np.clip(probs, 1e-12, 1.0))
        ent_grad = -probs * (logp - (probs * logp).sum(axis=1, keepdims=True))
        dlogits = ((onehot - probs) * advantages[:, None] + entropy * ent_grad) / n
        p = self.params
        grads = {"w2": hidden.T @ dlogits, "b2": dlogits.sum(axis=0)}
        dhidden = (dlogits @ p["w2"].T) * (1.0 - hidden**2)
        grads["w1"] = obs.T @ dhidden
        grads["b1"] = dhidden.sum(axis=0)
        take = TAKE_UPCARD_ID
        discard_part = (dlogits * hints).sum() - (dlogits[:, take] * hints[:, take]).sum()
        take_part = (dlogits[:, take] * hints[:, take]).sum()
        grads["prior"] = HINT_SCALE * np.array([discard_part, take_part], np.float32)
        self.updates += 1
        t = self.updates
        for key, grad in grads.items():
            m, v = self.moments[key]
            m *= 0.9
            m += 0.1 * grad
            v *= 0.999
            v += 0.001 * grad * grad
            step = lr * (m / (1 - 0.9**t)) / (np.sqrt(v / (1 - 0.999**t)) + 1e-8)
            p[key] += step.astype(np.float32)  # ascent: maximise return


class PolicyAgent:
    """The trained policy as an arena agent: the likeliest legal move (``greedy``), or
    one sampled as in training.

    It sees an ``Observation`` like every agent and encodes it with the same encoder the
    environments use, so the tensors match what it was trained on.
    """

    name = "pg"

    def __init__(self, policy: Policy, *, greedy: bool = True) -> None:
        self.policy = policy
        self.greedy = greedy

    def act(self, observation: Observation, rng: random.Random) -> Action:
        legal = observation.legal_action_mask
        obs = encode_observation(observation)[None, :]
        mask = mask_to_array(auto_knock_mask(legal))[None, :]
        probs, _ = self.policy.probabilities(obs, mask, action_features(obs))
        if self.greedy:
            choice = int(np.argmax(probs[0]))
        else:
            choice = rng.choices(range(NUM_ACTIONS), weights=probs[0].tolist())[0]
        if choice < KNOCK_BASE and legal >> (KNOCK_BASE + choice) & 1:
            choice += KNOCK_BASE  # auto_knock: the discard knocks when it can
        return decode(choice)


def train(args: argparse.Namespace) -> Policy:
    rules = find_rules(args.rules)
    policy = Policy(args.hidden, args.seed)
    envs = [
        VectorGinRummy(args.num_envs, rules, opponent=name, auto_knock=True, normalize_rewards=True)
        for name in ("simple", "random")
    ]
    rng = np.random.default_rng(args.seed)
    batches = [venv.reset(seed=args.seed + 1000 * i) for i, venv in enumerate(envs)]
    pending: list[list[list[tuple[np.ndarray, np.ndarray, np.ndarray, int]]]] = [
        [[] for _ in range(args.num_envs)] for _ in envs
    ]
    done_obs: list[np.ndarray] = []
    done_mask: list[np.ndarray] = []
    done_hints: list[np.ndarray] = []
    done_act: list[int] = []
    done_adv: list[float] = []
    baselines = [0.0] * len(envs)  # one per opponent: their hands are worth very different
    recent: list[float] = []
    start = time.perf_counter()
    deadline = start + args.minutes * 60
    steps = hands = 0
    last_report = start
    while time.perf_counter() < deadline:
        for k, venv in enumerate(envs):
            obs, info = batches[k]
            mask = info["action_mask"]
            hints = action_features(obs)
            probs, _ = policy.probabilities(obs, mask, hints)
            # Gumbel-max sampling: exact, and never picks an action off the mask.
            noise = rng.gumbel(size=probs.shape)
            scores = np.where(mask > 0, np.log(probs + 1e-30) + noise, -np.inf)
            actions = scores.argmax(axis=1)
            for i in range(len(obs)):
                pending[k][i].append((obs[i], mask[i], hints[i], int(actions[i])))
            next_obs, rewards, terminated, truncated, next_info = venv.step(actions)
            steps += len(obs)
            for i in np.flatnonzero(terminated | truncated):
                ret = float(rewards[i])
                advantage = ret - baselines[k]
                baselines[k] = 0.995 * baselines[k] + 0.005 * ret
                for o, m, h, a in pending[k][i]:
                    done_obs.append(o)
                    done_mask.append(m)
                    done_hints.append(h)
                    done_act.append(a)
                    done_adv.append(advantage)
                pending[k][i] = []
                if k == 0:
                    recent.append(ret)
                hands += 1
            batches[k] = (next_obs, next_info)
        if len(done_act) >= args.batch:
            advantages = np.array(done_adv, np.float32)
            advantages /= advantages.std() + 1e-6
            policy.update(
                np.array(done_obs),
                np.array(done_mask),
                np.array(done_hints),
                np.array(done_act),
                advantages,
                args.lr,
                args.entropy,
            )
            done_obs, done_mask, done_hints, done_act, done_adv = [], [], [], [], []
        now = time.perf_counter()
        if now - last_report >= args.report_every:
            mean = np.mean(recent[-500:]) if recent else 0.0
            print(
                f"  {now - start:6.0f} s  {steps:>9,} steps  {hands:>7,} hands  "
                f"{steps / (now - start):>8,.0f} steps/s  mean reward vs simple {mean:+.3f}  "
                f"hint weights {policy.params['prior'][0]:.2f} {policy.params['prior'][1]:.2f}"
            )
            last_report = now
    return policy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=3.0, help="training time (default 3)")
    parser.add_argument("--rules", default="eaai", help="rules preset (default eaai)")
    parser.add_argument("--num-envs", type=int, default=64, help="games per vector env")
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--batch", type=int, default=2048, help="steps per update")
    parser.add_argument("--lr", type=float, default=3e-3)
    parser.add_argument("--entropy", type=float, default=0.01)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--eval-games", type=int, default=200, help="arena games per opponent")
    parser.add_argument("--report-every", type=float, default=20.0, help="seconds")
    parser.add_argument(
        "--sample", action="store_true", help="evaluate sampled moves, not the likeliest"
    )
    parser.add_argument("--save", type=Path, help="save the weights (.npz)")
    args = parser.parse_args()

    print(f"training for {args.minutes:g} min on {args.rules} rules (numpy policy gradient)")
    policy = train(args)
    if args.save:
        np.savez(args.save, **policy.params)
    register("pg", lambda: PolicyAgent(policy, greedy=not args.sample))
    print(
        f"\narena: {args.eval_games} paired games to {find_rules(args.rules).game_target} "
        f"points per opponent ({args.rules} rules, {'sampled' if args.sample else 'greedy'} moves)"
    )
    for opponent in ("random", "simple"):
        stats = head_to_head(
            "pg", opponent, rules=args.rules, games=args.eval_games, seed=args.seed, workers=1
        )
        low, high = stats.ci95
        print(
            f"  pg vs {opponent:<7} win rate {stats.win_rate:6.1%}  (95% CI {low:.1%}-{high:.1%}), "
            f"{stats.points_per_game:+.1f} points per game, hands won {stats.hands_won[0]}-"
            f"{stats.hands_won[1]}"
        )


if __name__ == "__main__":
    main()
