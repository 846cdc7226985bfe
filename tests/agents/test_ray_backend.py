"""The arena's Ray backend gives exactly the process backend's results for a seed.

Skipped unless Ray (``ginrummy[ray]``) is installed. Starting a local Ray instance takes
several seconds, so the module starts one run, on two CPUs, and checks it once.
"""

from __future__ import annotations

import pytest

from ginrummy.arena import PairStats, head_to_head

ray = pytest.importorskip("ray")

# One Ray instance for the module, started on one pytest worker (pytest -n), not one per
# worker; it takes several seconds to start.
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("ray")]

GAMES, SEED = 12, 7


@pytest.fixture(scope="module")
def ray_run() -> tuple[PairStats, list[int], bool]:
    """One head-to-head on a local Ray instance the backend starts and shuts down."""
    assert not ray.is_initialized()
    seen: list[int] = []
    stats = head_to_head(
        "simple",
        "random",
        games=GAMES,
        seed=SEED,
        workers=2,
        backend="ray",
        progress=lambda done, total: seen.append(done),
    )
    return stats, seen, ray.is_initialized()


def test_ray_matches_the_process_backend(ray_run: tuple[PairStats, list[int], bool]) -> None:
    stats, seen, still_running = ray_run
    expected = head_to_head("simple", "random", games=GAMES, seed=SEED, workers=1)
    assert stats.to_dict() == expected.to_dict()
    assert stats.seeds == expected.seeds  # the same deals, in the same order
    assert stats.games == GAMES
    assert seen and seen[-1] == GAMES and seen == sorted(seen)
    assert not still_running  # the backend shut down the instance it started
