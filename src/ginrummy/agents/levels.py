"""Difficulty levels for players, and hints: the strongest level's move, explained.

Levels map onto agents: ``easy`` (the simple player with a careless streak), ``medium``
(the EAAI simple player), ``hard`` (the expert), ``apprentice`` (a network trained on
the master's games, :mod:`ginrummy.agents.policy`) and ``master`` (the expert with a
search over its knock decisions, the strongest).

>>> from ginrummy import HandState, find_rules
>>> state = HandState.deal(find_rules("standard"), dealer=0, seed=5)
>>> h = hint(state.observation(state.to_act))
>>> h.action in state.legal_actions(), bool(h.reason)
(True, True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..core.actions import BIG_GIN, DRAW_STOCK, PASS, TAKE_UPCARD, Action, Discard, Knock
from ..core.cards import NUM_RANKS, Card, cards_of
from ..core.hand import EventKind
from ..core.melds import RANK_COLUMN, deadwood_count_cached
from ..core.observation import Observation
from ..core.record import tell_score
from .base import Agent, make_agent, make_player_agent
from .simple import SimpleAgent, joins_a_meld

LEVELS: dict[str, str] = {
    "easy": "easy",
    "medium": "simple",
    "hard": "expert",
    "apprentice": "apprentice",
    "master": "master",
}
"""Player-facing difficulty -> registered agent name."""


def agent_for_level(level: str) -> Agent:
    """The agent playing at a difficulty level (``easy``, ``medium``, ``hard``,
    ``apprentice``, ``master``).

    Levels are what people play (the web server, the terminal games): a level mapped to
    a research agent would be refused (:class:`~ginrummy.agents.base.ResearchOnlyError`).
    """
    key = level.strip().lower()
    if key not in LEVELS:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    return make_player_agent(LEVELS[key])


class EasyAgent:
    """The simple player, but one discard in three is a random card that is not in a
    meld: beatable, yet it still melds and knocks like a person learning the game."""

    name = "easy"
    blunder_rate = 1 / 3

    def __init__(self) -> None:
        self._simple = SimpleAgent()

    def act(self, observation: Observation, rng: random.Random) -> Action:
        """Mostly the simple player's move; sometimes a careless discard."""
        action = self._simple.act(observation, rng)
        if isinstance(action, Discard) and rng.random() < self.blunder_rate:
            hand = observation.hand.mask
            whole = deadwood_count_cached(hand)
            loose = [  # deadwood cards of an optimal arrangement: no meld is broken
                a
                for a in observation.legal_actions
                if isinstance(a, Discard)
                and deadwood_count_cached(hand ^ 1 << a.card) == whole - a.card.value
            ]
            if loose:
                return rng.choice(loose)
        return action


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested move and why, in one line of plain words."""

    action: Action
    reason: str

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"


def hint(
    observation: Observation,
    *,
    ascii: bool = False,
    scores: tuple[int, int] | None = None,
    game_target: int | None = None,
) -> Hint:
    """The strongest level's move for the player to act, with a one-line reason.

    With the game's ``scores`` (by seat) and ``game_target``, the advice weighs a close
    knock by the chance of winning the game, as the computer at that level does.

    :raises ValueError: when it is not this player's turn.
    """
    if not observation.is_my_turn or not observation.legal_actions:
        raise ValueError("no hint: it is not this player's turn")
    agent = make_agent(LEVELS["master"])
    if scores is not None and game_target is not None:
        tell_score(agent, scores, game_target)
    action = agent.act(observation, random.Random(0))
    return Hint(action, _reason(observation, action, ascii=ascii))


def _pretty(card: Card, ascii: bool) -> str:
    return card.pretty(ascii=ascii)


def meld_partners_text(hand: int, card: int, ascii: bool) -> str:
    """The cards of ``hand`` that ``card`` melds with, for the reason text."""
    rank = card % NUM_RANKS
    same = hand & (RANK_COLUMN << rank) & ~(1 << card)
    suit_base = card - rank
    near = 0
    for delta in (-2, -1, 1, 2):
        r = rank + delta
        if 0 <= r < NUM_RANKS and hand >> (suit_base + r) & 1:
            near |= 1 << (suit_base + r)
    group = same if same.bit_count() >= 2 else near
    return " ".join(_pretty(c, ascii) for c in cards_of(group))


def _reason(obs: Observation, action: Action, *, ascii: bool) -> str:
    hand = obs.hand.mask
    up = obs.upcard
    if action is BIG_GIN:
        return "all 11 cards are melded: big gin scores the most"
    if isinstance(action, Knock):
        left = deadwood_count_cached(hand ^ 1 << action.card)
        if left == 0:
            return f"discarding {_pretty(action.card, ascii)} leaves no deadwood: gin"
        return (
            f"{left} deadwood after discarding {_pretty(action.card, ascii)} is within the "
            f"knock limit of {obs.knock_limit}: knock before the opponent improves"
        )
    if isinstance(action, Discard):
        card = action.card
        left = deadwood_count_cached(hand ^ 1 << card)
        name = _pretty(card, ascii)
        parts = [f"{name} leaves {left} deadwood"]
        if any(isinstance(a, Knock) for a in obs.legal_actions):
            parts.insert(0, "play on rather than knock: gin or an undercut is likely worth more")
        if not joins_a_meld(hand ^ 1 << card, card):
            parts.append("it joins nothing in your hand")
        # Another card of this rank the opponent threw away (not this very card, and not
        # one the player took back from the pile): a sign it is not collecting the rank.
        opponent_threw = [
            e.card
            for e in obs.events
            if e.player != obs.player
            and e.kind is EventKind.DISCARD
            and e.card is not None
            and e.card != card
            and not hand >> e.card & 1
            and e.card % NUM_RANKS == card % NUM_RANKS
        ]
        if opponent_threw:
            parts.append(f"the opponent threw {_pretty(opponent_threw[-1], ascii)}, so it is safer")
        return ", ".join(parts)
    if action is TAKE_UPCARD and up is not None:
        if joins_a_meld(hand, up):
            return f"{_pretty(up, ascii)} melds with {meld_partners_text(hand, up, ascii)}"
        return f"{_pretty(up, ascii)} lowers your deadwood more than a stock card is likely to"
    if action is DRAW_STOCK:
        if up is not None:
            return f"{_pretty(up, ascii)} does not help your hand; the stock might"
        return "draw from the stock"
    if action is PASS:
        if up is not None:
            return f"{_pretty(up, ascii)} does not help your hand"
        return "nothing better to do"
    return "the strongest move found"
