"""What the master's turn read of its opponent costs at a knock chance (issue 35 item 2).

:meth:`~ginrummy.agents.master.KnockStyle.waits_at` at the opponent's coming discard
(:func:`~ginrummy.agents.master.opponent_discards`), and, where the opponent is read as
knocking, :meth:`~ginrummy.agents.master.KnockStyle.waits_from` (``knock_until``), on
every observation of some ``eaai`` hands between ``simple`` and ``waiter``, with a
game's worth of timed evidence; beside it, the count read (``KnockStyle.waits``). CPU
time of this thread (``time.thread_time``), so a busy machine stretches it little.

    python benchmarks/bench_knock_read.py
"""

from __future__ import annotations

import random
import time

from ginrummy import HandState, find_rules
from ginrummy.agents import make_agent
from ginrummy.agents.master import KnockStyle, opponent_discards
from ginrummy.core.observation import Observation


def main() -> None:
    rules = find_rules("eaai")
    rng = random.Random(1)
    players = [make_agent("simple"), make_agent("waiter")]
    observations: list[Observation] = []
    for index in range(20):
        state = HandState.deal(rules, dealer=index % 2, rng=rng)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            obs = state.observation(seat)
            observations.append(obs)
            state = state.apply(players[seat].act(obs, rng), player=seat)
    for obs in observations:
        _ = obs.events  # built once, as the search has them
    style = KnockStyle(
        knocks=4, passes=6, knock_turns=[2, 3, 3, 5], pass_turns=[7, 9, 11, 8, 14, 10]
    )
    print("waits_at, discards 1-12:", [style.waits_at(t) for t in range(1, 13)])
    rounds = 10
    reads = rounds * len(observations)
    start = time.thread_time()
    for _ in range(rounds):
        for obs in observations:
            turn = opponent_discards(obs) + 1
            if not style.waits_at(turn):
                style.waits_from(turn + 1)
    middle = time.thread_time()
    for _ in range(rounds):
        for _obs in observations:
            _ = style.waits
    end = time.thread_time()
    turn_us = 1e6 * (middle - start) / reads
    count_us = 1e6 * (end - middle) / reads
    print(f"{reads} reads: turn read {turn_us:.1f} us each, count read {count_us:.2f} us each")


if __name__ == "__main__":
    main()
