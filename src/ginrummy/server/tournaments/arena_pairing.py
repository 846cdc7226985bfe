"""Arena pairing: who among the waiting players meets whom, now.

Only players who are free (joined, not paused, present, not in a game) are paired, as
soon as two of them are. The pairing is a maximum-weight matching (networkx's
``max_weight_matching``, Edmonds' blossom algorithm) over the waiting players, with
``maxcardinality``: as many games as the waiting players allow, and among those the
matching that, in this order of importance,

1. pairs the fewest players with their last opponent (:data:`LAST_OPPONENTS` = 1),
2. then the fewest with one of their :data:`RECENT_OPPONENTS` (3) latest opponents,
3. then keeps the opponents nearest to each other in the standings (the sum of the
   squared rank differences is the least: leaders meet leaders, and two gaps of 2 are
   preferred to a gap of 3 and one of 1).

The three are made strict by the weights' scale (:func:`pair_weight`): one pair fewer
with a last opponent outweighs any difference in the lower orders. So a player meets
their last opponent again only when nothing else pairs them (two players waiting, who
just played), never when another choice exists. Pairs in which one blocked the other
have no edge at all.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

import networkx as nx  # type: ignore[import-untyped]

LAST_OPPONENTS: Final = 1
"""How many of a player's latest opponents count as "the last"."""
RECENT_OPPONENTS: Final = 3
"""How many of a player's latest opponents count as "recent"."""


@dataclass(frozen=True, slots=True)
class Waiting:
    """A player free to be paired now."""

    player_id: str
    rank: int
    """Their rank in the current standings (1 is first)."""
    opponents: tuple[str, ...] = ()
    """Their opponents so far, oldest first."""


def _met(a: Waiting, b: Waiting, last: int) -> bool:
    return b.player_id in a.opponents[-last:] or a.player_id in b.opponents[-last:]


def pair_weight(a: Waiting, b: Waiting, field_size: int, pairs: int) -> int:
    """The edge weight of pairing ``a`` with ``b``, larger is better: three strict tiers
    (see the module's docstring). ``field_size`` bounds a rank difference, ``pairs`` the
    number of pairs in one matching, which together size each tier."""
    closeness = field_size**2 - (a.rank - b.rank) ** 2  # 0 .. field_size**2
    tier = (field_size**2 + 1) * (pairs + 1)
    recent_free = 0 if _met(a, b, RECENT_OPPONENTS) else tier
    last_free = 0 if _met(a, b, LAST_OPPONENTS) else tier * (pairs + 1) * 2
    return last_free + recent_free + closeness


def pair_arena(
    waiting: Sequence[Waiting],
    *,
    blocked: Collection[frozenset[str]] = (),
    field_size: int | None = None,
) -> list[tuple[str, str]]:
    """The pairs to start now, each ``(higher ranked, lower ranked)``; players left out
    wait for the next call. ``blocked``: pairs that must never meet. ``field_size``: the
    tournament's number of players (the largest rank), by default the largest rank
    given."""
    players = sorted(waiting, key=lambda w: (w.rank, w.player_id))
    if len(players) < 2:
        return []
    size = max([field_size or 0, *(w.rank for w in players), len(players)])
    pairs = len(players) // 2
    graph = nx.Graph()
    for i, a in enumerate(players):
        for b in players[i + 1 :]:
            if frozenset((a.player_id, b.player_id)) in blocked:
                continue
            graph.add_edge(a.player_id, b.player_id, weight=pair_weight(a, b, size, pairs))
    matching = nx.max_weight_matching(graph, maxcardinality=True, weight="weight")
    order: Mapping[str, tuple[int, str]] = {w.player_id: (w.rank, w.player_id) for w in players}
    out = [tuple(sorted(edge, key=order.__getitem__)) for edge in matching]
    return sorted((str(a), str(b)) for a, b in out)
