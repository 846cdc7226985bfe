"""Hollywood scoring: three games on one score sheet, played with the same hands.

RULES.md's ``hollywood`` preset: "a player's first won hand scores in game 1, the
second in games 1 and 2, the third and later in all three; each game ends at its target
with its own bonuses". No source text in ``seeds/`` describes Hollywood, so the details
follow the rule books (Hoyle, pagat.com), as RULES.md asks where it is silent:

- a won hand counts in every game still open in which its winner has already won a
  hand, and in the first open game in which the winner has not won one yet (if any);
- a game closes when a player reaches ``game_target`` in it; later hands count only in
  the games still open (so a player who had not won a hand in a closed game is shut out
  there, and that player's first win counts in the next open game);
- each game is scored on its own (game, box and shutout bonuses; a box for every hand
  that counted in it), and the whole match ends when the three games are closed.

This module only decides which games each hand counts in; :class:`~ginrummy.core.match.Game`
scores the games.

>>> from ginrummy.core.hand import HandResult
>>> from ginrummy.core.scoring import Outcome
>>> win = lambda seat, points: HandResult(Outcome.KNOCK, winner=seat, points=points)
>>> credit([win(0, 20), win(1, 30), win(0, 10), win(0, 5)], target=100)
((0,), (0,), (0, 1), (0, 1, 2))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .result import HandResult

GAMES: Final = 3
"""How many games a Hollywood score sheet holds."""


def credit(results: Sequence[HandResult], target: int) -> tuple[tuple[int, ...], ...]:
    """For each hand in ``results``, the games (0, 1, 2) its points count in.

    A void or tied hand (no winner) counts nowhere. Once every game is closed, a
    further hand would count nowhere either (a finished match takes no more hands).
    """
    scores = [[0, 0] for _ in range(GAMES)]
    won = [[False, False] for _ in range(GAMES)]
    out: list[tuple[int, ...]] = []
    for result in results:
        seat = result.winner
        if seat is None:
            out.append(())
            continue
        open_games = [g for g in range(GAMES) if max(scores[g]) < target]
        games = [g for g in open_games if won[g][seat]]
        fresh = next((g for g in open_games if not won[g][seat]), None)
        if fresh is not None:
            games = sorted([*games, fresh])
        for g in games:
            scores[g][seat] += result.points
            won[g][seat] = True
        out.append(tuple(games))
    return tuple(out)
