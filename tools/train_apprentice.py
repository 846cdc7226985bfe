"""Train the built-in ``apprentice`` policy: imitation of the master, on CPU, numpy only.

Reproduces ``src/ginrummy/agents/weights/apprentice.npz`` (up to float rounding of the
machine's BLAS):

    pip install -e '.[data]'
    ginrummy dataset --players master,master --games 1200 --seed 11 --out master.parquet
    python tools/train_apprentice.py master.parquet          # both rounds, about 16 minutes

What it does: reads the decisions (the observation tensor, the legal mask, the action),
computes the policy's features from the tensor (``ginrummy.agents.policy.features``: the
same function the agent runs at play time), and fits the network
(``ginrummy.agents.policy.Network``) by cross-entropy on the master's choices over the
legal actions, with Adam. Decisions with one legal action teach nothing and are dropped.
Then a DAgger round (``--dagger-games``): the fitted network plays games against itself
while a master beside each seat records what it would play in every position reached,
and the network is fitted again, from scratch, on both sets; it learns the way back
from positions its own mistakes lead to, which the master's games never show. About
16 minutes on two cores in all.
The last games of the file are held out; accuracy on them is printed by decision kind
(draw, discard, knock), so the fit can be judged before any game is played. Strength is
measured afterwards, in the arena:

    ginrummy arena apprentice expert --games 2000
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import tempfile
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "2")

import numpy as np
import pyarrow.parquet as pq

from ginrummy.agents import make_agent
from ginrummy.agents.policy import BUILT_IN, Network, features, legal_softmax
from ginrummy.core.actions import (
    DRAW_STOCK_ID,
    KNOCK_BASE,
    NUM_ACTIONS,
    TAKE_UPCARD_ID,
    Action,
    encode,
)
from ginrummy.core.observation import Observation
from ginrummy.core.record import play_game, tell_score
from ginrummy.env.encoding import OBS_SIZE, encode_observation, mask_to_array


def load(path: Path, player: str) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Observations, masks, actions and game numbers of ``player``'s decisions with a
    choice (more than one legal action)."""
    table = pq.read_table(path, columns=["game", "player", "observation", "action_mask", "action"])
    players = table.column("player").to_pylist()
    keep = np.array([p == player for p in players])
    obs = np.asarray(table.column("observation").combine_chunks().flatten()).reshape(-1, OBS_SIZE)
    masks = np.asarray(table.column("action_mask").combine_chunks().flatten()).reshape(
        -1, NUM_ACTIONS
    )
    actions = np.asarray(table.column("action")).astype(np.int64)
    games = np.asarray(table.column("game")).astype(np.int64)
    keep &= masks.sum(axis=1) > 1
    return obs[keep].astype(np.float32), masks[keep], actions[keep], games[keep]


def kind_of(actions: np.ndarray, masks: np.ndarray) -> np.ndarray:
    """The decision's kind: 0 draw or take, 1 discard (no knock offered), 2 knock or not."""
    kind = np.where(actions >= DRAW_STOCK_ID, 0, 1)
    kind[masks[:, KNOCK_BASE : KNOCK_BASE + 52].any(axis=1)] = 2
    return kind


class Adam:
    """Adam over the network's arrays."""

    def __init__(self, net: Network) -> None:
        self.state = {
            n: (np.zeros_like(getattr(net, n)), np.zeros_like(getattr(net, n))) for n in net.NAMES
        }
        self.t = 0

    def step(self, net: Network, grads: dict[str, np.ndarray], lr: float) -> None:
        self.t += 1
        for name, grad in grads.items():
            m, v = self.state[name]
            m *= 0.9
            m += 0.1 * grad
            v *= 0.999
            v += 0.001 * grad * grad
            mhat = m / (1 - 0.9**self.t)
            vhat = v / (1 - 0.999**self.t)
            getattr(net, name)[...] -= lr * mhat / (np.sqrt(vhat) + 1e-8)


def gradients(
    net: Network,
    obs: np.ndarray,
    cards: np.ndarray,
    glob: np.ndarray,
    masks: np.ndarray,
    actions: np.ndarray,
    l2: float,
) -> tuple[float, dict[str, np.ndarray]]:
    """Mean cross-entropy of the master's actions and its gradients (backpropagation
    through :meth:`Network.forward`)."""
    n = len(actions)
    logits, keep = net.forward(obs, cards, glob)
    probs = legal_softmax(logits, masks)
    rows = np.arange(n)
    loss = float(-np.log(np.clip(probs[rows, actions], 1e-12, 1.0)).mean())
    d = probs.copy()
    d[rows, actions] -= 1.0
    d /= n  # dloss/dlogits
    x, h, z = keep["x"], keep["h"], keep["z"]
    knock_part = d[:, KNOCK_BASE : KNOCK_BASE + 52]
    ds = d[:, :KNOCK_BASE] + knock_part  # (n, 52): a card's score feeds both
    grads: dict[str, np.ndarray] = {
        "knock": np.array([-(knock_part * cards[:, :, -2]).sum()], np.float32),
        "take": np.array([(d[:, TAKE_UPCARD_ID] * glob[:, 1] * 10).sum()], np.float32),
        "w2": h.T @ d,
        "b2": d.sum(axis=0),
        "v": np.einsum("nc,nck->k", ds, z),
    }
    dpre = ds[:, :, None] * net.v * (1.0 - z * z)  # (n, 52, C)
    grads["a"] = np.einsum("ncf,nck->fk", cards, dpre)
    grads["a0"] = dpre.sum(axis=(0, 1))
    dhb = dpre.sum(axis=1)  # (n, C)
    grads["b"] = h.T @ dhb
    dh = d @ net.w2.T + dhb @ net.b.T
    dpre_h = dh * (1.0 - h * h)
    grads["w1"] = x.T @ dpre_h
    grads["b1"] = dpre_h.sum(axis=0)
    for name in ("w1", "w2", "a", "b"):
        grads[name] += l2 * getattr(net, name)
    return loss, {k: v.astype(obs.dtype) for k, v in grads.items()}


def accuracy(
    net: Network,
    obs: np.ndarray,
    cards: np.ndarray,
    glob: np.ndarray,
    masks: np.ndarray,
    actions: np.ndarray,
) -> dict[str, float]:
    """How often the network's top legal action is the master's, by decision kind."""
    hits = np.zeros(len(actions), bool)
    for start in range(0, len(actions), 4096):
        part = slice(start, start + 4096)
        logits, _ = net.forward(obs[part], cards[part], glob[part])
        chosen = np.where(masks[part], logits, -np.inf).argmax(axis=1)
        hits[part] = chosen == actions[part]
    kinds = kind_of(actions, masks)
    out = {"all": float(hits.mean())}
    for k, name in enumerate(("draw", "discard", "knock")):
        if (kinds == k).any():
            out[name] = float(hits[kinds == k].mean())
    return out


def fit(
    obs: np.ndarray,
    cards: np.ndarray,
    glob: np.ndarray,
    masks: np.ndarray,
    actions: np.ndarray,
    train: np.ndarray,
    test: np.ndarray,
    args: argparse.Namespace,
    started: float,
) -> Network:
    """A network fitted from scratch to the ``train`` rows, scored on the ``test`` rows
    after each epoch (``cards`` and ``glob``: the rows' :func:`features`)."""
    net = Network.fresh(args.hidden, args.card_hidden, args.seed)
    opt = Adam(net)
    rng = np.random.default_rng(args.seed)
    index = np.flatnonzero(train)
    steps = args.epochs * (len(index) // args.batch)
    step = 0
    for epoch in range(args.epochs):
        rng.shuffle(index)
        losses = []
        for start in range(0, len(index) - args.batch + 1, args.batch):
            rows = index[start : start + args.batch]
            lr = args.lr * 0.5 * (1 + np.cos(np.pi * step / steps))  # cosine decay
            loss, grads = gradients(
                net, obs[rows], cards[rows], glob[rows], masks[rows], actions[rows], args.l2
            )
            opt.step(net, grads, lr)
            losses.append(loss)
            step += 1
        held = accuracy(net, obs[test], cards[test], glob[test], masks[test], actions[test])
        shown = ", ".join(f"{k} {v:.1%}" for k, v in held.items())
        print(
            f"epoch {epoch + 1}: loss {np.mean(losses):.4f}; held-out agreement: {shown}"
            f" ({time.perf_counter() - started:.0f} s)",
            flush=True,
        )
    return net


LOOP_ROWS_KEPT = 400
"""Of a game stopped for looping, the positions kept (about a game's worth)."""


class Taught:
    """Plays as the student and records, for each decision with a choice, the move the
    teacher makes in the same position (DAgger: the student's own positions, the
    teacher's answers). Both are told the score and shown each showdown."""

    def __init__(self, student: str, teacher: str, rows: list[tuple[np.ndarray, np.ndarray, int]]):
        self.student = make_agent(student)
        self.teacher = make_agent(teacher)
        self.name = self.student.name
        self.rows = rows
        self.scores = (0, 0)
        self.target = 0

    def new_hand(self, scores: tuple[int, int], game_target: int) -> None:
        self.scores, self.target = scores, game_target
        tell_score(self.student, scores, game_target)
        tell_score(self.teacher, scores, game_target)

    def hand_over(self, observation: Observation) -> None:
        for agent in (self.student, self.teacher):
            told = getattr(agent, "hand_over", None)
            if callable(told):
                told(observation)

    def act(self, observation: Observation, rng: random.Random) -> Action:
        label = self.teacher.act(observation, rng)
        if len(observation.legal_actions) > 1:
            seat = observation.player
            mine = (self.scores[seat], self.scores[1 - seat])
            encoded = encode_observation(observation, mine, self.target)
            mask = mask_to_array(observation.legal_action_mask).astype(bool)
            self.rows.append((encoded, mask, encode(label)))
        return self.student.act(observation, rng)


def taught_game(task: tuple[str, str, int]) -> list[tuple[np.ndarray, np.ndarray, int]]:
    """One game of the student against itself (standard rules), each seat labelled by
    its own teacher."""
    student, teacher, seed = task
    rows: list[tuple[np.ndarray, np.ndarray, int]] = []
    try:
        play_game([Taught(student, teacher, rows), Taught(student, teacher, rows)], seed=seed)
    except RuntimeError:
        # Two copies of one deterministic player can pass a card back and forth forever
        # (the stock never shrinks); play_hand stops such a hand. Its first positions
        # are kept, labelled with the teacher's way out; the repeats are not.
        return rows[:LOOP_ROWS_KEPT]
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dataset", type=Path, help="Parquet file from `ginrummy dataset`")
    parser.add_argument("--player", default="master", help="whose decisions to imitate")
    parser.add_argument("--out", type=Path, default=BUILT_IN)
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--card-hidden", type=int, default=32)
    parser.add_argument("--epochs", type=int, default=6)
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--lr", type=float, default=2e-3)
    parser.add_argument("--l2", type=float, default=1e-5)
    parser.add_argument("--holdout", type=float, default=0.05, help="share of games held out")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--dagger-games",
        type=int,
        default=300,
        help="then play this many games of the fitted network against itself, label its "
        "positions with --player's moves, and fit again on both (default 300; 0: no "
        "such round)",
    )
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)

    started = time.perf_counter()
    obs, masks, actions, games = load(args.dataset, args.player)
    cut = np.quantile(games, 1 - args.holdout)
    train, test = games < cut, games >= cut
    print(
        f"{len(actions):,} decisions with a choice ({train.sum():,} train, {test.sum():,} held out)"
    )
    cards, glob = features(obs)
    print(f"features in {time.perf_counter() - started:.0f} s", flush=True)
    net = fit(obs, cards, glob, masks, actions, train, test, args, started)
    if args.dagger_games > 0:
        with tempfile.TemporaryDirectory() as folder:
            first = Path(folder) / "first.npz"
            net.save(first)
            tasks = [(f"policy:{first}", args.player, 10_000 + i) for i in range(args.dagger_games)]
            with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
                taught = [row for rows in pool.map(taught_game, tasks, chunksize=4) for row in rows]
        print(
            f"{len(taught):,} positions of its own games labelled by {args.player}"
            f" ({time.perf_counter() - started:.0f} s)",
            flush=True,
        )
        new_obs = np.stack([row[0] for row in taught]).astype(np.float32)
        new_cards, new_glob = features(new_obs)  # the first rows' features are kept
        obs = np.concatenate([obs, new_obs])
        cards = np.concatenate([cards, new_cards])
        glob = np.concatenate([glob, new_glob])
        masks = np.concatenate([masks, np.stack([row[1] for row in taught])])
        actions = np.concatenate([actions, np.array([row[2] for row in taught], np.int64)])
        extra = np.ones(len(taught), bool)
        train = np.concatenate([train, extra])
        test = np.concatenate([test, ~extra])
        net = fit(obs, cards, glob, masks, actions, train, test, args, started)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    net.save(args.out)
    print(f"wrote {args.out} ({args.out.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
