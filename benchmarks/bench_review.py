"""How long ``ginrummy review`` takes on a 10-hand game, on one core.

Issue 14's target: a whole 10-hand game reviewed in under 20 s on one core. The games
are played here, master against expert under the standard rules (even players make
long games), from seeds counted up from ``--seed`` until ``--games`` games of at least
10 hands are found; each game's first 10 hands are then reviewed for both players
(every decision of each), on this one process. No peer has a review to compare with,
so the script prints the seconds against the target.

    python benchmarks/bench_review.py            # 3 games, a minute or two
    python benchmarks/bench_review.py --games 1 --seed 7
"""

from __future__ import annotations

import argparse
import statistics
import time

from ginrummy.agents import make_agent
from ginrummy.core.record import GameRecord, play_game
from ginrummy.review import review_game

TARGET_SECONDS = 20.0
HANDS = 10


def long_games(count: int, seed: int) -> list[tuple[int, GameRecord]]:
    """``count`` games of at least :data:`HANDS` hands, with their seeds."""
    found = []
    while len(found) < count:
        record = play_game([make_agent("master"), make_agent("expert")], "standard", seed=seed)
        if len(record.hands) >= HANDS:
            found.append((seed, record))
        seed += 1
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games to review (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="first game seed (default 1)")
    args = parser.parse_args()
    print(f"finding {args.games} games of {HANDS}+ hands (master vs expert, standard rules)...")
    times = []
    for seed, record in long_games(args.games, args.seed):
        start = time.perf_counter()
        review = review_game(record, hands=range(1, HANDS + 1))
        seconds = time.perf_counter() - start
        times.append(seconds)
        count = len(review.decisions())
        print(
            f"game seed {seed}: {HANDS} hands, {count} decisions, {seconds:.1f} s "
            f"({1000 * seconds / count:.0f} ms a decision); accuracy "
            f"{review.summary(0).accuracy:.0f}% master, {review.summary(1).accuracy:.0f}% expert"
        )
    worst = max(times)
    print(
        f"median {statistics.median(times):.1f} s, worst {worst:.1f} s a 10-hand game; "
        f"target under {TARGET_SECONDS:.0f} s: {'met' if worst < TARGET_SECONDS else 'NOT met'}"
    )


if __name__ == "__main__":
    main()
