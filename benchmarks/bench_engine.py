"""Benchmark the ginrummy engine against its peers, on one machine, in one run.

This is a script to run by hand, not a test. It times our engine, OpenSpiel's
``gin_rummy`` (through ``pyspiel``) and RLCard's ``gin-rummy`` environment one after
the other, round by round, and prints RATIOS: absolute speeds depend on the machine and
mean little alone, the ratios are what the targets are about.

Set up and run (from the repository root)::

    pip install -e '.[peers]'          # the engine plus the peers (open_spiel, rlcard)
    python benchmarks/bench_engine.py  # about a minute; --quick takes about 15 seconds

Without the peers installed the script still runs, times our engine alone and says
which peer it skipped. With the peers in another environment, point it at our sources::

    PYTHONPATH=src /path/to/peer-venv/bin/python benchmarks/bench_engine.py

What it measures (benchmarks/README.md explains each line):

1. Random full hands per second through each engine's public API, legality checked:
   ours under the standard rules and under the ``openspiel`` preset, OpenSpiel's
   ``gin_rummy`` (chance nodes sampled from ``chance_outcomes()``), RLCard's
   ``gin-rummy`` env with two ``RandomAgent`` s (``env.run``). Targets: ours at least 5x
   OpenSpiel's and 15x RLCard's.
2. Minimum-deadwood evaluations, uncached, microseconds per call, on the same
   pre-generated random 10- and 11-card hands for both engines; 11 cards compares
   OpenSpiel's ``min_deadwood`` (best 10 after a discard) with our
   ``min_deadwood_after_discard``. Then a realistic repeated workload (every discard
   choice seen during random play) for our ``deadwood_count_cached``, warmed. Target:
   ours no more than 2x OpenSpiel's time per call.
3. Legal-action generation + apply, moves per second, replaying recorded random hands
   (no random choices inside the timed loop), ours vs OpenSpiel.
4. Full arrangements, microseconds per call on random 10-card hands: our
   ``best_arrangement``, ``all_best_arrangements`` and ``best_defense`` (a showdown's
   lay-offs, on random knocks) against OpenSpiel's ``GinRummyUtils.best_meld_group``.
   Target: ours no more than 2x its time.
5. Agents playing on observations, full hands per second: what ``ginrummy simulate
   --players random,random --hands`` and ``simple,simple`` do per hand (the command's
   own per-hand function) against OpenSpiel's random play and its
   ``SimpleGinRummyBot`` playing itself through pyspiel. Targets: ours at least 5x both.

Each measurement warms every engine up, then runs ``--rounds`` rounds, each engine in
turn within a round (ours, peer, ours, peer, ...), so that engines compared in a round
met about the same machine load. Speeds printed are the best round's; a ratio is the
median of the round-by-round ratios, printed with the lowest and highest round.
``--seconds`` is the timed time per engine per measurement, over all rounds.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import ginrummy
from bench_common import Ratio, Runner, Table, compare, cpu_model, rate, version_of
from ginrummy import HandState, Phase, find_rules
from ginrummy.core.melds import (
    Meld,
    all_best_arrangements,
    best_arrangement,
    best_defense,
    deadwood_count,
    deadwood_count_cached,
    min_deadwood_after_discard,
)

OPENSPIEL = "OpenSpiel"
RLCARD = "RLCard"
PEER_HINT = "install the peers with: pip install -e '.[peers]'"


# --------------------------------------------------------------------------- peers
@dataclass
class Peers:
    """The peer modules that could be imported, and why the others could not."""

    pyspiel: Any = None
    rlcard: Any = None
    numpy: Any = None
    skipped: dict[str, str] = field(default_factory=dict)


def load_peers(use: bool) -> Peers:
    peers = Peers()
    if not use:
        peers.skipped = {OPENSPIEL: "--no-peers given", RLCARD: "--no-peers given"}
        return peers
    try:
        import pyspiel

        pyspiel.load_game("gin_rummy")
        peers.pyspiel = pyspiel
    except Exception as exc:  # ImportError, or a build without gin_rummy
        peers.skipped[OPENSPIEL] = f"pyspiel unavailable ({exc.__class__.__name__}: {exc})"
    try:
        import numpy
        import rlcard
        import rlcard.agents

        peers.rlcard = rlcard
        peers.numpy = numpy
    except Exception as exc:
        peers.skipped[RLCARD] = f"rlcard unavailable ({exc.__class__.__name__}: {exc})"
    return peers


# --------------------------------------------------------------------------- card translation
def openspiel_card(card: int) -> int:
    """Our card index (``suit * 13 + rank - 1``, suits C D H S) as OpenSpiel's.

    OpenSpiel's gin_rummy_utils numbers cards ``suit * 13 + rank - 1`` too, but with the
    suits in the order s c d h (card 0 is "As", 13 is "Ac", 39 is "Ah").
    """
    suit, rank = divmod(card, 13)
    return ((suit + 1) % 4) * 13 + rank


def check_translation(pyspiel: Any) -> None:
    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    for card in ginrummy.ALL_CARDS:
        theirs = utils.card_string(openspiel_card(card)).upper()
        if theirs != str(card):
            raise SystemExit(f"card translation is wrong: ours {card} -> OpenSpiel {theirs}")


# --------------------------------------------------------------------------- 1. random hands
class OursHands:
    """Random hands through our public API: deal, then legal_actions/apply until over."""

    def __init__(self, rules_name: str, seed: int) -> None:
        self.rules = find_rules(rules_name)
        self.rng = random.Random(seed)
        self.hands = 0
        self.moves = 0

    def __call__(self) -> int:
        rng = self.rng
        choice = rng.choice
        state = HandState.deal(self.rules, dealer=self.hands & 1, rng=rng)
        moves = 0
        while not state.is_over:
            state = state.apply(choice(state.legal_actions()))
            moves += 1
        self.hands += 1
        self.moves += moves
        return 1


class OpenSpielHands:
    """Random hands through pyspiel: chance outcomes sampled, players pick legal actions.

    gin_rummy's chance outcomes are uniform (checked once, in ``check_uniform_chance``),
    so a uniform choice among them samples them exactly.
    """

    def __init__(self, pyspiel: Any, seed: int) -> None:
        self.game = pyspiel.load_game("gin_rummy")
        self.rng = random.Random(seed)
        self.hands = 0
        self.moves = 0

    def __call__(self) -> int:
        choice = self.rng.choice
        state = self.game.new_initial_state()
        moves = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(choice(state.chance_outcomes())[0])
            else:
                state.apply_action(choice(state.legal_actions()))
                moves += 1
        self.hands += 1
        self.moves += moves
        return 1


def check_uniform_chance(pyspiel: Any, seed: int) -> None:
    game = pyspiel.load_game("gin_rummy")
    rng = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            probs = {round(p, 12) for _, p in outcomes}
            if len(probs) != 1:
                raise SystemExit("OpenSpiel's chance outcomes are not uniform: fix the sampler")
            state.apply_action(rng.choice(outcomes)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))


class RLCardHands:
    """Hands of RLCard's gin-rummy env played by two RandomAgents (``env.run``)."""

    def __init__(self, peers: Peers, seed: int) -> None:
        from rlcard.agents import RandomAgent

        peers.numpy.random.seed(seed)  # RandomAgent samples with numpy's global generator
        self.env = peers.rlcard.make("gin-rummy", config={"seed": seed})
        self.env.set_agents(
            [RandomAgent(num_actions=self.env.num_actions) for _ in range(self.env.num_players)]
        )

    def __call__(self) -> int:
        self.env.run(is_training=False)
        return 1


def bench_hands(args: argparse.Namespace, peers: Peers, table: Table) -> None:
    runners: dict[str, Runner] = {
        "ours-standard": OursHands("standard", args.seed),
        "ours-openspiel": OursHands("openspiel", args.seed),
    }
    if peers.pyspiel is not None:
        runners[OPENSPIEL] = OpenSpielHands(peers.pyspiel, args.seed)
    if peers.rlcard is not None:
        runners[RLCARD] = RLCardHands(peers, args.seed)
    rates = compare(runners, seconds=args.seconds, rounds=args.rounds, count=args.hands)

    def moves_per_hand(name: str) -> str:
        runner = runners.get(name)
        if isinstance(runner, OursHands | OpenSpielHands) and runner.hands:
            return f"{runner.moves / runner.hands:.1f}"
        return "-"

    table.section(
        "[1] Random full hands per second, public API, legality checked (higher is better)",
        ("engine", "hands/s", "moves/hand"),
    )
    labels = {
        "ours-standard": "ours, standard rules",
        "ours-openspiel": "ours, openspiel preset",
        OPENSPIEL: "OpenSpiel gin_rummy",
        RLCARD: "RLCard gin-rummy (env.run, RandomAgent x2)",
    }
    for name, label in labels.items():
        if name in rates:
            table.row(label, rate(rates.best(name)), moves_per_hand(name))
        else:
            table.row(label, "skipped", "-")
    if OPENSPIEL in rates:
        value = rates.ratio("ours-openspiel", OPENSPIEL)
        table.ratio("ours (openspiel preset) / OpenSpiel", value, ">= 5x", value.median >= 5)
        table.ratio("ours (standard) / OpenSpiel", rates.ratio("ours-standard", OPENSPIEL))
    if RLCARD in rates:
        value = rates.ratio("ours-standard", RLCARD)
        table.ratio("ours (standard) / RLCard", value, ">= 15x", value.median >= 15)
        table.ratio("ours (openspiel preset) / RLCard", rates.ratio("ours-openspiel", RLCARD))
    table.note("moves/hand counts player decisions; OpenSpiel's include meld/layoff actions")


# --------------------------------------------------------------------------- 2. deadwood
def random_hands(rng: random.Random, size: int, count: int) -> list[list[int]]:
    deck = range(52)
    return [rng.sample(deck, size) for _ in range(count)]


def mask_of(cards: list[int]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def pass_runner(function: Callable[[Any], int], items: list[Any]) -> Runner:
    """One timed unit: ``function`` called once on every item of the list."""
    count = len(items)

    def run() -> int:
        for item in items:
            function(item)
        return count

    return run


def pair_runner(function: Callable[[Any, Any], object], items: list[tuple[Any, Any]]) -> Runner:
    """One timed unit: ``function`` called once on each pair of arguments, unpacked in
    the loop (no extra Python frame, as the other runners call their functions)."""
    count = len(items)

    def run() -> int:
        for first, second in items:
            function(first, second)
        return count

    return run


def play_workload(seed: int, hands: int) -> list[int]:
    """Every 10-card hand a player weighs when discarding, over random hands (repeats kept).

    At each discard decision the mover's 11 cards give 11 candidate 10-card hands; a
    bot or a search asks for each one's deadwood, over and over as the hand goes on.
    """
    rules = find_rules("standard")
    rng = random.Random(seed)
    out: list[int] = []
    for i in range(hands):
        state = HandState.deal(rules, dealer=i & 1, rng=rng)
        while not state.is_over:
            if state.phase is Phase.DISCARD:
                hand = state.hand_mask(state.to_act or 0)
                rest = hand
                while rest:
                    low = rest & -rest
                    rest ^= low
                    out.append(hand ^ low)
            state = state.apply(rng.choice(state.legal_actions()))
    return out


def cards_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def bench_deadwood(args: argparse.Namespace, peers: Peers, table: Table) -> None:
    rng = random.Random(args.seed)
    hands = {
        10: random_hands(rng, 10, args.deadwood_hands),
        11: random_hands(rng, 11, args.deadwood_hands),
    }
    masks = {size: [mask_of(h) for h in group] for size, group in hands.items()}
    utils: Any = None
    theirs: dict[int, list[list[int]]] = {}
    if peers.pyspiel is not None:
        check_translation(peers.pyspiel)
        utils = peers.pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
        # Translated once, outside the timed loops.
        theirs = {
            size: [[openspiel_card(c) for c in h] for h in group] for size, group in hands.items()
        }
        # Same answers on the same hands, or the comparison means nothing.
        for size, ours_fn in ((10, deadwood_count), (11, min_deadwood_after_discard)):
            for mask, hand in zip(masks[size][:500], theirs[size][:500], strict=True):
                if ours_fn(mask) != utils.min_deadwood(hand):
                    raise SystemExit(f"deadwood disagrees with OpenSpiel on {hand}")

    table.section(
        f"[2] Minimum deadwood, uncached, microseconds per call (lower is better); "
        f"{args.deadwood_hands:,} random hands, the same for both",
        ("hands: our function", "ours us", "OpenSpiel us", "ours/OpenSpiel"),
    )
    checks: list[tuple[str, Ratio]] = []
    cases = (
        ("10 cards: deadwood_count", deadwood_count, 10, True),
        ("11 cards: min_deadwood_after_discard", min_deadwood_after_discard, 11, True),
        ("11 cards: deadwood_count (all 11 arranged)", deadwood_count, 11, False),
    )
    for label, ours_fn, size, vs_openspiel in cases:
        runners: dict[str, Runner] = {"ours": pass_runner(ours_fn, masks[size])}
        if vs_openspiel and utils is not None:
            runners[OPENSPIEL] = pass_runner(utils.min_deadwood, theirs[size])
        rates = compare(runners, seconds=args.seconds, rounds=args.rounds)
        ours_us = 1e6 / rates.best("ours")
        if OPENSPIEL in rates:
            os_us = 1e6 / rates.best(OPENSPIEL)
            # Time ours / time OpenSpiel, round by round, is OpenSpiel's rate over ours.
            value = rates.ratio(OPENSPIEL, "ours")
            table.row(label, f"{ours_us:.2f}", f"{os_us:.2f}", f"{value.median:.2f}x")
            checks.append((label.split(":")[0], value))
        else:
            other = "skipped" if vs_openspiel else "n/a"
            table.row(label, f"{ours_us:.2f}", other, "-")

    # The cached variant, on a realistic repeated workload, warmed first.
    workload = play_workload(args.seed, args.workload_hands)
    distinct = len(set(workload))
    for mask in workload:  # warm the cache: every timed call is a hit
        deadwood_count_cached(mask)
    runners = {
        "cached": pass_runner(deadwood_count_cached, workload),
        "uncached": pass_runner(deadwood_count, workload),
    }
    if utils is not None:
        workload_os = [[openspiel_card(c) for c in cards_of(mask)] for mask in workload]
        runners[OPENSPIEL] = pass_runner(utils.min_deadwood, workload_os)
    rates = compare(runners, seconds=args.seconds, rounds=args.rounds)
    table.row(
        f"play workload, 10 cards ({len(workload):,} calls, "
        f"{distinct / len(workload):.0%} distinct):"
    )
    os_us = 1e6 / rates.best(OPENSPIEL) if OPENSPIEL in rates else None
    for label, name in (
        ("  deadwood_count_cached (warm: all hits)", "cached"),
        ("  deadwood_count (uncached)", "uncached"),
    ):
        ours_us = 1e6 / rates.best(name)
        if os_us is None:
            table.row(label, f"{ours_us:.2f}", "skipped", "-")
        else:
            value = rates.ratio(OPENSPIEL, name)
            table.row(label, f"{ours_us:.2f}", f"{os_us:.2f}", f"{value.median:.2f}x")
    for label, value in checks:
        table.ratio(f"{label}: time ours/OpenSpiel", value, "<= 2x", value.median <= 2)
    table.note(
        "OpenSpiel's 11-card min_deadwood is the best 10 after a discard; times include "
        "the Python call and loop step"
    )


# --------------------------------------------------------------------------- 4. arrangements
def knock_situations(rng: random.Random, count: int) -> list[tuple[int, list[Meld]]]:
    """(defender's 10 cards, the knocker's melds) from random deals where the knocker's
    10 cards hold a meld: the lay-off search a showdown runs."""
    out: list[tuple[int, list[Meld]]] = []
    while len(out) < count:
        cards = rng.sample(range(52), 20)
        melds = list(best_arrangement(mask_of(cards[:10])).melds)
        if melds:
            out.append((mask_of(cards[10:]), melds))
    return out


def bench_arrangements(args: argparse.Namespace, peers: Peers, table: Table) -> None:
    rng = random.Random(args.seed + 4)
    hands = random_hands(rng, 10, args.deadwood_hands)
    masks = [mask_of(h) for h in hands]
    knocks = knock_situations(rng, args.deadwood_hands)
    defenders = [cards_of(defender) for defender, _ in knocks]
    utils: Any = None
    theirs: list[list[int]] = []
    theirs_defenders: list[list[int]] = []
    if peers.pyspiel is not None:
        utils = peers.pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
        theirs = [[openspiel_card(c) for c in h] for h in hands]
        theirs_defenders = [[openspiel_card(c) for c in d] for d in defenders]
        # The same deadwood from both on the same hands, or the comparison means nothing.
        for mask, hand in zip(masks[:500], theirs[:500], strict=True):
            if best_arrangement(mask).deadwood_count != utils.min_deadwood(hand):
                raise SystemExit(f"best_arrangement disagrees with OpenSpiel on {hand}")

    table.section(
        f"[4] Full arrangements (which melds), microseconds per call (lower is better); "
        f"{args.deadwood_hands:,} random 10-card hands, the same for both",
        ("our function", "ours us", "OpenSpiel us", "ours/OpenSpiel"),
    )
    checks: list[tuple[str, Ratio]] = []
    cases: tuple[tuple[str, Runner, list[list[int]]], ...] = (
        ("best_arrangement", pass_runner(best_arrangement, masks), theirs),
        ("all_best_arrangements", pass_runner(all_best_arrangements, masks), theirs),
        (
            "best_defense (a showdown's lay-offs)",
            pair_runner(best_defense, knocks),
            theirs_defenders,
        ),
    )
    for label, ours, their_hands in cases:
        runners: dict[str, Runner] = {"ours": ours}
        if utils is not None:
            runners[OPENSPIEL] = pass_runner(utils.best_meld_group, their_hands)
        rates = compare(runners, seconds=args.seconds, rounds=args.rounds)
        ours_us = 1e6 / rates.best("ours")
        if OPENSPIEL in rates:
            value = rates.ratio(OPENSPIEL, "ours")
            os_us = 1e6 / rates.best(OPENSPIEL)
            table.row(label, f"{ours_us:.2f}", f"{os_us:.2f}", f"{value.median:.2f}x")
            checks.append((label.split(" (")[0], value))
        else:
            table.row(label, f"{ours_us:.2f}", "skipped", "-")
    for label, value in checks:
        table.ratio(f"{label}: time ours/best_meld_group", value, "<= 2x", value.median <= 2)
    table.note(
        "OpenSpiel's GinRummyUtils.best_meld_group returns one optimal meld group; ours "
        "return Arrangement objects (the default: the least exposed of tied arrangements; "
        "all_best_arrangements: every one). best_defense is timed against best_meld_group "
        "on the defender's hand"
    )


# --------------------------------------------------------------------------- 3. moves
@dataclass(frozen=True)
class OursGame:
    dealer: int
    deck: tuple[ginrummy.Card, ...]
    reshuffle_seed: int
    actions: tuple[Any, ...]
    """Actions (``Action`` objects) or their ids."""


def record_ours(rules: ginrummy.Rules, seed: int, hands: int) -> list[OursGame]:
    rng = random.Random(seed)
    games = []
    for i in range(hands):
        state = HandState.deal(rules, dealer=i & 1, rng=rng)
        start = state
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        games.append(OursGame(i & 1, start.deck, start.reshuffle_seed, state.actions))
    return games


def record_openspiel(game: Any, seed: int, hands: int) -> list[list[tuple[bool, int]]]:
    rng = random.Random(seed)
    games = []
    for _ in range(hands):
        state = game.new_initial_state()
        steps = []
        while not state.is_terminal():
            chance = state.is_chance_node()
            options = [a for a, _ in state.chance_outcomes()] if chance else state.legal_actions()
            action = rng.choice(options)
            steps.append((chance, action))
            state.apply_action(action)
        games.append(steps)
    return games


class Replay:
    """Replays recorded hands, one per call, cycling; counts player moves."""

    def __init__(self, games: list[Any], play: Callable[[Any], int]) -> None:
        self.games = games
        self.play = play
        self.index = 0

    def __call__(self) -> int:
        game = self.games[self.index]
        self.index = (self.index + 1) % len(self.games)
        return self.play(game)


def bench_moves(args: argparse.Namespace, peers: Peers, table: Table) -> None:
    rules = find_rules("openspiel")
    ours_games = record_ours(rules, args.seed, args.replay_hands)

    def ours_public(game: OursGame) -> int:
        state = HandState.deal(
            rules, dealer=game.dealer, deck=game.deck, reshuffle_seed=game.reshuffle_seed
        )
        for action in game.actions:
            state.legal_actions()
            state = state.apply(action)
        return len(game.actions)

    ids_games = [
        OursGame(g.dealer, g.deck, g.reshuffle_seed, tuple(a.id for a in g.actions))
        for g in ours_games
    ]

    def ours_ids(game: OursGame) -> int:
        state = HandState.deal(
            rules, dealer=game.dealer, deck=game.deck, reshuffle_seed=game.reshuffle_seed
        )
        for action_id in game.actions:
            state.legal_action_ids()
            state = state.apply_id(action_id)
        return len(game.actions)

    runners: dict[str, Runner] = {
        "ours": Replay(ours_games, ours_public),
        "ours-ids": Replay(ids_games, ours_ids),
    }
    if peers.pyspiel is not None:
        os_game = peers.pyspiel.load_game("gin_rummy")
        os_games = record_openspiel(os_game, args.seed, args.replay_hands)

        def openspiel_replay(steps: list[tuple[bool, int]]) -> int:
            state = os_game.new_initial_state()
            moves = 0
            for chance, action in steps:
                if not chance:
                    state.legal_actions()
                    moves += 1
                state.apply_action(action)
            return moves

        runners[OPENSPIEL] = Replay(os_games, openspiel_replay)
    rates = compare(runners, seconds=args.seconds, rounds=args.rounds, count=None)
    table.section(
        f"[3] Legal actions + apply, moves per second, replaying {args.replay_hands} "
        "recorded random hands (higher is better)",
        ("engine", "moves/s", "us/move"),
    )
    for label, name in (
        ("ours, openspiel preset: legal_actions + apply", "ours"),
        ("ours, ids: legal_action_ids + apply_id", "ours-ids"),
        ("OpenSpiel: legal_actions + apply_action", OPENSPIEL),
    ):
        if name in rates:
            best = rates.best(name)
            table.row(label, rate(best), f"{1e6 / best:.2f}")
        else:
            table.row(label, "skipped", "-")
    if OPENSPIEL in rates:
        table.ratio("ours (public API) / OpenSpiel", rates.ratio("ours", OPENSPIEL))
        table.ratio("ours (ids) / OpenSpiel", rates.ratio("ours-ids", OPENSPIEL))
    table.note(
        "each hand starts from its recorded deal (ours: HandState.deal(deck=...); OpenSpiel: "
        "new state + its deal chance nodes), included in the time; chance draws count as "
        "part of OpenSpiel's draw move"
    )


# --------------------------------------------------------------------------- 5. agents
class OursAgentHands:
    """Hands as ``ginrummy simulate --hands`` plays them: the command's own per-hand
    function (a fresh deal from the hand's seed, agents made by name, each acting on its
    :class:`~ginrummy.Observation` through ``play_hand``, the hand's result scored)."""

    def __init__(self, players: str, rules_name: str, seed: int) -> None:
        from ginrummy.commands.simulate import _play_single_hand

        self.play = _play_single_hand
        self.names = players.split(",")
        self.rules = find_rules(rules_name)
        self.rng = random.Random(seed)

    def __call__(self) -> int:
        self.play(self.names, self.rules, self.rng.getrandbits(63))
        return 1


class OpenSpielBotHands:
    """Hands of OpenSpiel's ``SimpleGinRummyBot`` against itself through pyspiel: chance
    nodes sampled as in [1], each player node the seat's bot's ``step(state)``."""

    def __init__(self, pyspiel: Any, seed: int) -> None:
        self.game = pyspiel.load_game("gin_rummy")
        params = self.game.get_parameters()
        self.bots = [pyspiel.make_simple_gin_rummy_bot(params, seat) for seat in (0, 1)]
        self.rng = random.Random(seed)
        self.hands = 0
        self.moves = 0

    def __call__(self) -> int:
        choice = self.rng.choice
        bots = self.bots
        for bot in bots:
            bot.restart()
        state = self.game.new_initial_state()
        moves = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(choice(state.chance_outcomes())[0])
            else:
                state.apply_action(bots[state.current_player()].step(state))
                moves += 1
        self.hands += 1
        self.moves += moves
        return 1


def bench_agents(args: argparse.Namespace, peers: Peers, table: Table) -> None:
    runners: dict[str, Runner] = {
        "random-standard": OursAgentHands("random,random", "standard", args.seed),
        "random-openspiel": OursAgentHands("random,random", "openspiel", args.seed),
    }
    if peers.pyspiel is not None:
        runners[OPENSPIEL] = OpenSpielHands(peers.pyspiel, args.seed)
    runners["simple-standard"] = OursAgentHands("simple,simple", "standard", args.seed)
    runners["simple-openspiel"] = OursAgentHands("simple,simple", "openspiel", args.seed)
    if peers.pyspiel is not None:
        runners["OpenSpiel-simple"] = OpenSpielBotHands(peers.pyspiel, args.seed)
    rates = compare(runners, seconds=args.seconds, rounds=args.rounds)
    table.section(
        "[5] Agents playing on observations, full hands per second (higher is better)",
        ("engine", "hands/s", ""),
    )
    labels = {
        "random-standard": "ours: simulate random,random (standard)",
        "random-openspiel": "ours: simulate random,random (openspiel preset)",
        OPENSPIEL: "OpenSpiel: random play (as in [1])",
        "simple-standard": "ours: simulate simple,simple (standard)",
        "simple-openspiel": "ours: simulate simple,simple (openspiel preset)",
        "OpenSpiel-simple": "OpenSpiel: SimpleGinRummyBot x2 through pyspiel",
    }
    for name, label in labels.items():
        table.row(label, rate(rates.best(name)) if name in rates else "skipped", "")
    if OPENSPIEL in rates:
        value = rates.ratio("random-standard", OPENSPIEL)
        table.ratio(
            "random,random (standard) / OpenSpiel random", value, ">= 5x", value.median >= 5
        )
        table.ratio(
            "random,random (openspiel) / OpenSpiel random",
            rates.ratio("random-openspiel", OPENSPIEL),
        )
    if "OpenSpiel-simple" in rates:
        value = rates.ratio("simple-standard", "OpenSpiel-simple")
        table.ratio(
            "simple,simple (standard) / OpenSpiel simple", value, ">= 5x", value.median >= 5
        )
        table.ratio(
            "simple,simple (openspiel) / OpenSpiel simple",
            rates.ratio("simple-openspiel", "OpenSpiel-simple"),
        )
    table.note(
        "ours: the per-hand function of `ginrummy simulate --hands`, agents made by name "
        "acting on their observations; the targets are on simulate's own rules (standard)"
    )


# --------------------------------------------------------------------------- main
def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Benchmark ginrummy against OpenSpiel and RLCard; prints ratios."
    )
    parser.add_argument("--quick", action="store_true", help="a short run (less precise)")
    parser.add_argument(
        "--seconds",
        type=float,
        default=None,
        help="timed seconds per engine per measurement (default 3, --quick 0.6)",
    )
    parser.add_argument(
        "--hands",
        type=int,
        default=None,
        help="for [1]: play exactly this many hands per engine per round instead of timing",
    )
    parser.add_argument(
        "--rounds", type=int, default=None, help="interleaved rounds (default 5, --quick 3)"
    )
    parser.add_argument("--seed", type=int, default=20240611, help="seed of every random choice")
    parser.add_argument("--no-peers", action="store_true", help="time our engine only")
    parser.add_argument(
        "--only",
        choices=("hands", "deadwood", "arrangements", "moves", "agents"),
        action="append",
        help="run only these sections (repeatable)",
    )
    args = parser.parse_args(argv)
    if args.seconds is None:
        args.seconds = 0.6 if args.quick else 3.0
    if args.rounds is None:
        args.rounds = 3 if args.quick else 5
    if args.seconds <= 0 or args.rounds < 1 or (args.hands is not None and args.hands < 1):
        parser.error("--seconds, --rounds and --hands must be positive")
    args.deadwood_hands = 1000 if args.quick else 5000
    args.workload_hands = 40 if args.quick else 200
    args.replay_hands = 50 if args.quick else 200
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    peers = load_peers(not args.no_peers)
    if peers.pyspiel is not None:
        check_uniform_chance(peers.pyspiel, args.seed)
    now = datetime.datetime.now().astimezone()
    print(f"ginrummy engine benchmark, {now:%Y-%m-%d %H:%M %Z}")
    print(
        f"python {platform.python_version()} ({platform.python_implementation()}), "
        f"{platform.platform()}"
    )
    cpus = os.cpu_count()
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else cpus
    load = ""
    if hasattr(os, "getloadavg"):
        load = ", load average {:.2f} {:.2f} {:.2f} (other work slows all engines)".format(
            *os.getloadavg()
        )
    print(f"cpu: {cpu_model()}, {cpus} CPUs ({usable} usable){load}")
    versions = [f"ginrummy {ginrummy.__version__}"]
    if peers.pyspiel is not None:
        versions.append(f"open_spiel {version_of('open_spiel')}")
    if peers.rlcard is not None:
        versions.append(f"rlcard {version_of('rlcard')}")
    print("versions: " + ", ".join(versions))
    for name, why in peers.skipped.items():
        print(f"note: {name} skipped: {why}; {PEER_HINT}")
    mode = f"{args.hands} hands per round in [1]" if args.hands else "timed"
    print(
        f"seed {args.seed}; {args.seconds:g} s per engine per measurement in "
        f"{args.rounds} interleaved rounds ({mode}); speeds: best round; "
        "ratios: median of the rounds (lowest-highest)" + ("; --quick" if args.quick else "")
    )
    table = Table()
    sections = args.only or ["hands", "deadwood", "arrangements", "moves", "agents"]
    if "hands" in sections:
        bench_hands(args, peers, table)
    if "deadwood" in sections:
        bench_deadwood(args, peers, table)
    if "moves" in sections:
        bench_moves(args, peers, table)
    if "arrangements" in sections:
        bench_arrangements(args, peers, table)
    if "agents" in sections:
        bench_agents(args, peers, table)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
