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
from typing import Any

from ..core.actions import BIG_GIN, DRAW_STOCK, PASS, TAKE_UPCARD, Action, Discard, Knock
from ..core.cards import NUM_RANKS, Card, cards_of
from ..core.hand import EventKind
from ..core.melds import RANK_COLUMN, deadwood_count_cached
from ..core.observation import Observation
from ..core.record import tell_score
from ..i18n import Translator, translator
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


ReasonArg = int | str | tuple[str, ...]
"""An argument of a :class:`ReasonPart`: a number, a card code (``"7H"``) or card codes."""

CARD_ARGS = frozenset({"card"})
"""The arguments of a :class:`ReasonPart` that hold one card, as its code (``"7H"``)."""

CARDS_ARGS = frozenset({"cards"})
"""The arguments of a :class:`ReasonPart` that hold cards, as a tuple of codes."""


@dataclass(frozen=True, slots=True)
class ReasonPart:
    """One clause of a hint's reason, typed: a message id of the catalogs' ``hint.ftl``
    (``hint-why-discard``) and its arguments. Cards are codes (``card``: ``"7H"``;
    ``cards``: a tuple of codes), counts are numbers, so that each front end words the
    clause in its reader's language and prints cards its own way (``7♥`` or ``7H`` in
    a terminal, the browser's card notation).

    >>> from ginrummy.i18n import translator
    >>> part = ReasonPart("hint-why-discard", (("card", "7H"), ("deadwood", 12)))
    >>> part.words(translator("fr")), part.words(translator("en"), ascii=True)
    ('7♥ laisse 12 points morts', '7H leaves 12 deadwood')
    """

    id: str
    args: tuple[tuple[str, ReasonArg], ...] = ()

    def arguments(self) -> dict[str, ReasonArg]:
        """The arguments by name, cards as codes."""
        return dict(self.args)

    def to_json(self) -> dict[str, Any]:
        """``{"id": ..., "args": {...}}``, cards as codes and card lists as lists."""
        return {
            "id": self.id,
            "args": {k: list(v) if isinstance(v, tuple) else v for k, v in self.args},
        }

    def words(self, tr: Translator | None = None, *, ascii: bool = False) -> str:
        """The clause in ``tr``'s language (English by default), cards printed
        ``7♥`` (``7H`` with ``ascii``)."""
        args: dict[str, object] = {}
        for name, value in self.args:
            if name in CARD_ARGS and isinstance(value, str):
                args[name] = Card.parse(value).pretty(ascii=ascii)
            elif name in CARDS_ARGS and isinstance(value, tuple):
                args[name] = " ".join(Card.parse(c).pretty(ascii=ascii) for c in value)
            else:
                args[name] = value
        return (tr or translator()).t(self.id, **args)


def reason_words(
    parts: tuple[ReasonPart, ...], tr: Translator | None = None, *, ascii: bool = False
) -> str:
    """A hint's reason in ``tr``'s language (English by default): its clauses joined
    by the language's comma."""
    words = tr or translator()
    return words.t("hint-why-comma").join(p.words(words, ascii=ascii) for p in parts)


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested move and why: :attr:`reason` in one line of plain English words,
    :attr:`parts` the same typed, for a front end to word in its reader's language
    (:meth:`words`)."""

    action: Action
    reason: str
    parts: tuple[ReasonPart, ...] = ()

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"

    def words(self, tr: Translator | None = None, *, ascii: bool = False) -> str:
        """The reason in ``tr``'s language; :attr:`reason` when it has no parts."""
        if not self.parts:
            return self.reason
        return reason_words(self.parts, tr, ascii=ascii)


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
    parts = reason_parts(observation, action)
    return Hint(action, reason_words(parts, ascii=ascii), parts)


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


def _part(key: str, **args: ReasonArg | Card) -> ReasonPart:
    """A :class:`ReasonPart`, a card given as a :class:`Card` stored as its code."""
    return ReasonPart(
        key, tuple((k, str(v) if isinstance(v, Card) else v) for k, v in args.items())
    )


def _partner_codes(hand: int, card: Card) -> tuple[str, ...]:
    """The cards of ``hand`` that ``card`` melds with (:func:`meld_partners_text`), as codes."""
    return tuple(str(Card.parse(c)) for c in meld_partners_text(hand, card, True).split())


def _reason(obs: Observation, action: Action, *, ascii: bool) -> str:
    """Why ``action`` is the move at ``obs``, in English (:func:`reason_parts` worded)."""
    return reason_words(reason_parts(obs, action), ascii=ascii)


def reason_parts(obs: Observation, action: Action) -> tuple[ReasonPart, ...]:
    """Why ``action`` is the move at ``obs``, typed: the clauses of a :class:`Hint`'s
    reason (messages ``hint-why-*``)."""
    hand = obs.hand.mask
    up = obs.upcard
    if action is BIG_GIN:
        return (_part("hint-why-big-gin"),)
    if isinstance(action, Knock):
        left = deadwood_count_cached(hand ^ 1 << action.card)
        if left == 0:
            return (_part("hint-why-gin", card=action.card),)
        return (_part("hint-why-knock", deadwood=left, card=action.card, limit=obs.knock_limit),)
    if isinstance(action, Discard):
        card = action.card
        left = deadwood_count_cached(hand ^ 1 << card)
        parts = [_part("hint-why-discard", card=card, deadwood=left)]
        if any(isinstance(a, Knock) for a in obs.legal_actions):
            parts.insert(0, _part("hint-why-play-on"))
        if not joins_a_meld(hand ^ 1 << card, card):
            parts.append(_part("hint-why-joins-nothing"))
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
            parts.append(_part("hint-why-safer", card=opponent_threw[-1]))
        return tuple(parts)
    if action is TAKE_UPCARD and up is not None:
        if joins_a_meld(hand, up):
            return (_part("hint-why-take-melds", card=up, cards=_partner_codes(hand, up)),)
        return (_part("hint-why-take-lowers", card=up),)
    if action is DRAW_STOCK:
        if up is not None:
            return (_part("hint-why-draw-upcard", card=up),)
        return (_part("hint-why-draw"),)
    if action is PASS:
        if up is not None:
            return (_part("hint-why-pass", card=up),)
        return (_part("hint-why-nothing-better"),)
    return (_part("hint-why-strongest"),)
