"""Swiss pairing: every present player plays each round, paired by score.

Why a general matching and not a FIDE Dutch engine: lichess calls bbpPairings, a C++
program, and no maintained FIDE Dutch implementation installable from PyPI fits a
Python server; a hand-written Dutch system is exactly the code where pairings go wrong.
So a round is a maximum-weight matching (networkx's ``max_weight_matching``, Edmonds'
blossom algorithm, with ``maxcardinality``) over the players, with weights that make the
rules strict in this order:

1. **no repeat pairing**: two players who met are joined by no edge. Only when no
   pairing of everybody without a repeat exists (more rounds than the field allows) are
   repeats allowed, as few as possible (:data:`REPEAT_PENALTY` tier);
2. **by score**: the sum over pairs of the squared score difference is the least, so
   equal scores meet and a player "floats" to the nearest score group only when their
   group is odd;
3. within equal scores, the higher ranked meet the higher ranked (the rank difference).

**The bye**: with an odd number of players, the lowest-ranked player who has had no bye
sits out and scores the bye's point (:data:`~.scoring.SWISS_BYE`); if everybody had one,
the lowest-ranked player. The bye goes to the first such player, from the bottom, whose
absence leaves the others pairable without repeats (when any choice does).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

import networkx as nx  # type: ignore[import-untyped]


@dataclass(frozen=True, slots=True)
class Entrant:
    """A player to pair in the coming round."""

    player_id: str
    rank: int
    """Rank in the standings before the round (1 is first)."""
    points: int
    opponents: frozenset[str] = frozenset()
    had_bye: bool = False


@dataclass(frozen=True, slots=True)
class Round:
    """A round's pairings: ``(higher ranked, lower ranked)`` pairs, and the bye."""

    pairs: tuple[tuple[str, str], ...]
    bye: str | None


def _match(players: Sequence[Entrant], *, allow_repeats: bool) -> list[tuple[str, str]] | None:
    """A pairing of all ``players`` (an even number), or ``None`` when none exists."""
    if not players:
        return []
    size = max(len(players), max(p.rank for p in players))
    top = max(p.points for p in players) - min(p.points for p in players)
    pairs = len(players) // 2
    rank_tier = size + 1
    score_tier = rank_tier * (pairs + 1)
    repeat_tier = score_tier * ((top * top) + 1) * (pairs + 1)
    graph = nx.Graph()
    for a, b in combinations(players, 2):
        repeat = b.player_id in a.opponents or a.player_id in b.opponents
        if repeat and not allow_repeats:
            continue
        gap = a.points - b.points
        weight = (
            (0 if repeat else repeat_tier)
            + score_tier * (top * top - gap * gap)
            + (size - abs(a.rank - b.rank))
        )
        graph.add_edge(a.player_id, b.player_id, weight=weight)
    matching = nx.max_weight_matching(graph, maxcardinality=True, weight="weight")
    if 2 * len(matching) != len(players):
        return None
    order: Mapping[str, tuple[int, str]] = {p.player_id: (p.rank, p.player_id) for p in players}
    out = [tuple(sorted(edge, key=order.__getitem__)) for edge in matching]
    return sorted((str(a), str(b)) for a, b in out)


def bye_candidates(players: Sequence[Entrant]) -> list[Entrant]:
    """Who may get the bye, in order of preference: the lowest ranked first, those who
    had no bye before those who had one."""
    by_rank = sorted(players, key=lambda p: (p.rank, p.player_id), reverse=True)
    return [p for p in by_rank if not p.had_bye] + [p for p in by_rank if p.had_bye]


def pair_swiss(players: Sequence[Entrant], *, blocked: Collection[frozenset[str]] = ()) -> Round:
    """The next round for ``players`` (see the module's docstring). ``blocked`` pairs
    are treated as having met already: they meet only when nothing else pairs everyone."""
    entrants = [
        Entrant(
            p.player_id,
            p.rank,
            p.points,
            p.opponents
            | frozenset(
                other
                for pair in blocked
                if p.player_id in pair
                for other in pair
                if other != p.player_id
            ),
            p.had_bye,
        )
        for p in players
    ]
    if len(entrants) < 2:
        return Round((), entrants[0].player_id if entrants else None)
    for allow_repeats in (False, True):
        if len(entrants) % 2 == 0:
            found = _match(entrants, allow_repeats=allow_repeats)
            if found is not None:
                return Round(tuple(found), None)
            continue
        for candidate in bye_candidates(entrants):
            rest = [p for p in entrants if p.player_id != candidate.player_id]
            found = _match(rest, allow_repeats=allow_repeats)
            if found is not None:
                return Round(tuple(found), candidate.player_id)
    raise AssertionError("a complete graph always has a perfect matching")  # pragma: no cover
