"""A trained policy as an agent: a small network read from a weights file, run with numpy.

The network sees exactly what the seat sees: the environments' observation tensor
(:mod:`ginrummy.env.encoding`, built from the :class:`~ginrummy.core.observation.Observation`
the agent is handed) and features computed from that tensor alone. It picks the legal
action with the highest score, so it plays the same move in the same position.

Why this shape (and not one big network): a discard is a choice among the hand's cards,
and what makes a card worth keeping is mostly the same for every card (does it join a
meld, is it safe to throw, did the opponent take its neighbours). So one small *card
network*, shared by the 52 cards, scores each card from features of that card and the
seat's situation; a *global network* over the whole tensor adds a score for each of the
108 actions (draw or take, knock or not). A network of this size learns from a few
hundred thousand decisions on a CPU in minutes, where a flat network would need far more.

The built-in ``apprentice`` was trained by imitating the master on the master's games,
then on positions of its own games labelled by the master (``tools/train_apprentice.py``
reproduces it); ``policy:PATH`` loads any weights file of
the same layout, wherever an agent name is taken.

Measured (paired games to 100 under the ``eaai`` rules, ``ginrummy arena A B --games N
--rules eaai --seed S --json``, 2026-12-02): against ``expert`` 62.7% of 2,000 games
(95% CI 60.6-64.8%, seed 31), against ``simple`` 72.35% of 2,000 (70.4-74.3%, seed 32);
``master`` beat it in 73.5% of 400 (69.0-77.6%, seed 33).
Decision time: median 0.32-0.37 ms, 99th percentile 0.5-0.8 ms of CPU on one core
(``python benchmarks/bench_master.py --agents apprentice --opponents
expert,simple,master --hands 200 --clock cpu``).

>>> from ginrummy import HandState, find_rules
>>> state = HandState.deal(find_rules("standard"), dealer=0, seed=5)
>>> agent = load_policy(BUILT_IN)
>>> agent.act(state.observation(state.to_act), random.Random(0)) in state.legal_actions()
True
"""

from __future__ import annotations

import random
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Final

import numpy as np
import numpy.typing as npt

from ..core.actions import KNOCK_BASE, NUM_ACTIONS, TAKE_UPCARD_ID, Action, encode
from ..core.cards import ALL_CARDS
from ..core.melds import deadwood_count_cached, min_deadwood_after_discard
from ..core.observation import Observation

# The tensor layout lives with the environments; these modules need numpy alone.
from ..env.encoding import (
    NUM_CARDS,
    OBS_SIZE,
    STOCK_BITS,
    STOCK_OFFSET,
    encode_observation,
)

FloatArray = npt.NDArray[np.float32]

BUILT_IN: Final = Path(__file__).with_name("weights") / "apprentice.npz"
"""The weights of the built-in ``apprentice`` (shipped in the package)."""

# Planes of the tensor (see ginrummy.env.encoding), by offset.
_HAND, _UPCARD, _DEAD, _KNOWN, _UNSEEN, _THEIR_DISCARDS, _DECLINED = (
    i * NUM_CARDS for i in range(7)
)


def _relations() -> FloatArray:
    """Three 52x52 relations between cards: same rank, same suit one rank apart, same suit
    two ranks apart: the cards that make a set or a run with a card."""
    out = np.zeros((3, NUM_CARDS, NUM_CARDS), np.float32)
    for a in ALL_CARDS:
        for b in ALL_CARDS:
            if a == b:
                continue
            gap = abs(a.rank - b.rank)
            if gap == 0:
                out[0, a, b] = 1
            elif a.suit == b.suit and gap in (1, 2):
                out[gap, a, b] = 1
    return out


_RELATIONS: Final = _relations()
_RELATIONS_BY_B: Final = np.ascontiguousarray(_RELATIONS.transpose(2, 0, 1).reshape(NUM_CARDS, -1))
_VALUES: Final = np.array([card.value / 10 for card in ALL_CARDS], np.float32)
_BIT_WEIGHTS: Final = (1 << np.arange(NUM_CARDS, dtype=np.uint64)).astype(np.uint64)

CARD_FEATURES: Final = 3 * 6 + 3
"""Per card: six planes (hand, opponent's known cards, opponent's discards, upcards it
declined, the discard pile, unseen cards) counted over the three relations; the card's
deadwood value; the deadwood left by discarding it; whether it is in the hand."""
GLOBAL_FEATURES: Final = 3
"""Besides the tensor: the seat's deadwood now, the gain from taking the upcard, the
stock left (a fraction)."""


def _masks(obs: FloatArray, offset: int) -> list[int]:
    """One plane of each row as 52-bit ints."""
    plane = obs[:, offset : offset + NUM_CARDS] > 0.5
    return [int(x) for x in (plane.astype(np.uint64) @ _BIT_WEIGHTS).tolist()]


def features(obs: FloatArray) -> tuple[FloatArray, FloatArray]:
    """The card features ``(n, 52, CARD_FEATURES)`` and global features
    ``(n, GLOBAL_FEATURES)`` of a batch of observation tensors (rows of ``OBS_SIZE``)."""
    n = len(obs)
    planes = np.stack(
        [
            obs[:, _HAND : _HAND + NUM_CARDS],
            obs[:, _KNOWN : _KNOWN + NUM_CARDS],
            obs[:, _THEIR_DISCARDS : _THEIR_DISCARDS + NUM_CARDS],
            obs[:, _DECLINED : _DECLINED + NUM_CARDS],
            obs[:, _DEAD : _DEAD + NUM_CARDS] + obs[:, _UPCARD : _UPCARD + NUM_CARDS],
            obs[:, _UNSEEN : _UNSEEN + NUM_CARDS],
        ],
        axis=1,
    )  # (n, 6, 52)
    # related[n, a, r, p] = sum over b of planes[n, p, b] * relation r of cards a and b:
    # one matrix product (BLAS), where an einsum would loop in numpy.
    related = (
        (planes.reshape(n * 6, NUM_CARDS) @ _RELATIONS_BY_B)
        .reshape(n, 6, 3, NUM_CARDS)
        .transpose(0, 3, 2, 1)
        .reshape(n, NUM_CARDS, 18)
    )
    after = np.zeros((n, NUM_CARDS), np.float32)
    glob = np.zeros((n, GLOBAL_FEATURES), np.float32)
    for row, (hand, upcard) in enumerate(
        zip(_masks(obs, _HAND), _masks(obs, _UPCARD), strict=True)
    ):
        if hand.bit_count() == 11:
            rest = hand
            while rest:
                low = rest & -rest
                rest ^= low
                after[row, low.bit_length() - 1] = deadwood_count_cached(hand ^ low) / 100
            glob[row, 0] = min_deadwood_after_discard(hand) / 100
        else:
            now = deadwood_count_cached(hand)
            glob[row, 0] = now / 100
            if upcard:
                glob[row, 1] = (now - min_deadwood_after_discard(hand | upcard)) / 100
    stock = obs[:, STOCK_OFFSET : STOCK_OFFSET + STOCK_BITS].sum(axis=1)
    glob[:, 2] = stock / STOCK_BITS
    cards = np.concatenate(
        [
            related,
            np.broadcast_to(_VALUES, (n, NUM_CARDS))[..., None],
            after[..., None],
            planes[:, 0, :, None],
        ],
        axis=2,
    )
    return cards.astype(np.float32), glob


@dataclass
class Network:
    """The weights: a global network (tensor -> 108 action scores), a card network shared
    by the 52 cards (card features + the global hidden layer -> a card's score, added to
    discarding and knocking with it), and two scalars: trust in the upcard gain for
    taking it, and in the deadwood left for knocking."""

    w1: FloatArray  # (OBS_SIZE + GLOBAL_FEATURES, H)
    b1: FloatArray
    w2: FloatArray  # (H, NUM_ACTIONS)
    b2: FloatArray
    a: FloatArray  # (CARD_FEATURES, C)
    b: FloatArray  # (H, C)
    a0: FloatArray
    v: FloatArray  # (C,)
    take: FloatArray  # (1,)
    knock: FloatArray  # (1,)

    NAMES: ClassVar[tuple[str, ...]] = (
        "w1",
        "b1",
        "w2",
        "b2",
        "a",
        "b",
        "a0",
        "v",
        "take",
        "knock",
    )

    @classmethod
    def fresh(cls, hidden: int, card_hidden: int, seed: int) -> Network:
        """Randomly initialised weights (for training)."""
        rng = np.random.default_rng(seed)
        inputs = OBS_SIZE + GLOBAL_FEATURES

        def init(rows: int, cols: int, scale: float = 1.0) -> FloatArray:
            out: FloatArray = rng.standard_normal((rows, cols)).astype(np.float32)
            return out * np.float32(scale / np.sqrt(rows))

        return cls(
            w1=init(inputs, hidden),
            b1=np.zeros(hidden, np.float32),
            w2=init(hidden, NUM_ACTIONS, 0.1),
            b2=np.zeros(NUM_ACTIONS, np.float32),
            a=init(CARD_FEATURES, card_hidden),
            b=init(hidden, card_hidden, 0.5),
            a0=np.zeros(card_hidden, np.float32),
            v=(rng.standard_normal(card_hidden) * 0.1).astype(np.float32),
            take=np.zeros(1, np.float32),
            knock=np.zeros(1, np.float32),
        )

    @classmethod
    def load(cls, path: str | Path) -> Network:
        """Weights from an ``.npz`` file written by :meth:`save`.

        :raises ValueError: for a file that is not such weights.
        """
        unreadable = (OSError, ValueError, EOFError, zipfile.BadZipFile, zlib.error)
        try:
            data = np.load(path, allow_pickle=False)
        except unreadable as exc:  # not a zip of arrays, truncated, or unreadable
            raise ValueError(f"{path}: not policy weights (an .npz of arrays expected)") from exc
        if not isinstance(data, np.lib.npyio.NpzFile):
            raise ValueError(f"{path}: not policy weights (one array, not an .npz)")
        with data:
            missing = [name for name in cls.NAMES if name not in data]
            if missing:
                raise ValueError(f"{path}: not policy weights (missing {', '.join(missing)})")
            try:
                arrays = {name: data[name].astype(np.float32) for name in cls.NAMES}
            except unreadable as exc:  # a member cut short or corrupt
                raise ValueError(f"{path}: not policy weights (unreadable arrays)") from exc
        net = cls(**arrays)
        if net.b1.ndim != 1 or net.a0.ndim != 1:
            raise ValueError(f"{path}: weights b1 and a0 must be vectors")
        hidden, card_hidden = net.b1.shape[0], net.a0.shape[0]
        shapes = {
            "w1": (OBS_SIZE + GLOBAL_FEATURES, hidden),
            "w2": (hidden, NUM_ACTIONS),
            "b2": (NUM_ACTIONS,),
            "a": (CARD_FEATURES, card_hidden),
            "b": (hidden, card_hidden),
            "v": (card_hidden,),
            "take": (1,),
            "knock": (1,),
        }
        for name, shape in shapes.items():
            if getattr(net, name).shape != shape:
                raise ValueError(f"{path}: weights {name} have shape {getattr(net, name).shape}")
        return net

    def save(self, path: str | Path) -> None:
        """Write the weights as float16 (half the size; play is unchanged in practice)."""
        np.savez_compressed(path, **{n: getattr(self, n).astype(np.float16) for n in self.NAMES})

    def forward(
        self, obs: FloatArray, cards: FloatArray, glob: FloatArray
    ) -> tuple[FloatArray, dict[str, FloatArray]]:
        """Action scores ``(n, 108)`` (before the legal mask) and what backpropagation needs."""
        x = np.concatenate([obs, glob], axis=1)
        h = np.tanh(x @ self.w1 + self.b1)
        z = np.tanh(cards @ self.a + (h @ self.b)[:, None, :] + self.a0)  # (n, 52, C)
        s = z @ self.v  # (n, 52)
        logits = h @ self.w2 + self.b2
        logits[:, :KNOCK_BASE] += s
        logits[:, KNOCK_BASE : KNOCK_BASE + NUM_CARDS] += s - self.knock[0] * cards[:, :, -2]
        logits[:, TAKE_UPCARD_ID] += self.take[0] * glob[:, 1] * 10
        return logits, {"x": x, "h": h, "z": z}


def legal_softmax(logits: FloatArray, legal: npt.NDArray[np.bool_]) -> FloatArray:
    """Probabilities over the legal actions (zero elsewhere)."""
    masked = np.where(legal, logits, -np.inf)
    masked = masked - masked.max(axis=1, keepdims=True)
    weights = np.exp(masked)
    out: FloatArray = weights / weights.sum(axis=1, keepdims=True)
    return out


class PolicyAgent:
    """An agent that plays a trained :class:`Network`: the legal action it scores highest.

    Score-aware (the tensor carries the game scores, as in the dataset it learned from).
    """

    def __init__(self, network: Network, name: str) -> None:
        self.network = network
        self.name = name
        self._scores: tuple[int, int] = (0, 0)
        self._target = 0

    def new_hand(self, scores: tuple[int, int], game_target: int) -> None:
        """The score before the coming hand (seat 0 first)."""
        self._scores = scores
        self._target = game_target

    def scores(self, observation: Observation) -> FloatArray:
        """The network's score of every action in this position, illegal ones included."""
        seat = observation.player
        mine = (self._scores[seat], self._scores[1 - seat])
        # As the dataset's rows were encoded; untold (a single hand), the scores are 0.
        obs = encode_observation(observation, mine, self._target or None)[None, :]
        cards, glob = features(obs)
        logits, _ = self.network.forward(obs, cards, glob)
        row: FloatArray = logits[0]
        return row

    def act(self, observation: Observation, rng: random.Random) -> Action:
        """The legal action with the highest score (ties: the lowest action id)."""
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        scores = self.scores(observation)
        return max(legal, key=lambda action: (scores[encode(action)], -encode(action)))


_CACHE: dict[tuple[Path, int, int], Network] = {}
"""Networks read, by file and its modification time and size: a file written again is
read again. The cached arrays are read-only, as every agent playing them shares them."""


def load_policy(path: str | Path, name: str | None = None) -> PolicyAgent:
    """A :class:`PolicyAgent` playing the weights in ``path``, read once per process and
    file version. Its default name holds the absolute path (``policy:/abs/path.npz``), so
    a saved game names a file it can be resumed from anywhere.

    :raises ValueError: for a missing file or one that holds no such weights.
    """
    where = Path(path).expanduser().resolve()
    if not where.is_file():
        raise ValueError(f"no policy weights at {path!s}" if str(path) else "no policy path")
    stat = where.stat()
    key = (where, stat.st_mtime_ns, stat.st_size)
    if key not in _CACHE:
        network = Network.load(where)
        for array_name in Network.NAMES:
            getattr(network, array_name).flags.writeable = False
        _CACHE[key] = network
    return PolicyAgent(_CACHE[key], name or f"policy:{where}")


def apprentice() -> PolicyAgent:
    """The built-in trained policy (imitation of the master)."""
    return load_policy(BUILT_IN, "apprentice")


__all__ = [
    "BUILT_IN",
    "CARD_FEATURES",
    "GLOBAL_FEATURES",
    "Network",
    "PolicyAgent",
    "apprentice",
    "features",
    "legal_softmax",
    "load_policy",
]
