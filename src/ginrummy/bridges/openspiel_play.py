"""Play our agents inside OpenSpiel's ``gin_rummy`` against OpenSpiel's own bots.

``pip install ginrummy[openspiel]``, then::

    python -m ginrummy.bridges.openspiel_play --agent simple --games 200 --seed 1 --json
    python -m ginrummy.bridges.openspiel_play --agent simple --bot random --games 20
    python -m ginrummy.bridges.openspiel_play --agent simple --bot ismcts --games 2

Every hand runs on OpenSpiel's engine: its chance nodes deal the cards, its legal
actions bound every move, and its ``state.returns()`` are the score. One seat is an
OpenSpiel bot, a ``pyspiel.Bot`` that plays its seat on its own, showdown included,
chosen with ``--bot`` (``bot=`` in the functions; :data:`OPENSPIEL_BOTS`):

``simple`` (the default)
    OpenSpiel's ``SimpleGinRummyBot`` (``pyspiel.make_simple_gin_rummy_bot``), which
    reads OpenSpiel's observation tensor. It is deterministic.
``random``
    OpenSpiel's uniform random bot (``pyspiel.make_uniform_random_bot``): any legal
    action, melds and lay-offs included, seeded.
``ismcts``
    OpenSpiel's Python information-set MCTS (``open_spiel.python.algorithms.ismcts``)
    searching OpenSpiel's C++ ``gin_rummy`` itself: that game implements
    ``state.resample_from_infostate`` (OpenSpiel 2.0.2: it redeals the hidden cards
    consistently with the seat's information state; the stock stays a chance node).
    The bot has ``--ismcts-simulations`` simulations a move (default
    :data:`ISMCTS_SIMULATIONS`, 100), one random rollout each, UCT constant 2, and
    plays the most visited action. Every random choice, its resampling included, is
    seeded from the bridge's seed (OpenSpiel's default resampler draws from an unseeded
    generator, so the bridge hands ISMCTS a seeded one). It is slow: some 15 ms a
    simulation (each rollout plays to the hand's end), a second or two a move at the
    default budget, so a game takes minutes.

The other seat is one of our agents. It cannot read an OpenSpiel state, so the bridge
keeps a mirror: a :class:`~ginrummy.core.hand.HandState` under the ``openspiel`` rules
preset, dealt from the same cards (:func:`~ginrummy.bridges.openspiel.deck_from_openspiel`),
to which every move of both players is applied. Our agent sees only
``mirror.observation(seat)``; its action goes to OpenSpiel as the action ids of
:func:`~ginrummy.bridges.openspiel.to_openspiel_actions`. The mirror's own result is
recorded next to OpenSpiel's, as a check.

The rules: where OpenSpiel differs from ours, and how each difference is translated
    The ``openspiel`` preset (``find_rules("openspiel")``) is our engine set to
    OpenSpiel's rules, so the mirror plays the same game; a parity test
    (``tests/env/test_openspiel_parity.py``) plays thousands of hands in both engines.

    * *Who starts.* OpenSpiel's player 0 always moves first: it is the non-dealer, and
      our mirror deals with ``dealer=OPENSPIEL_DEALER`` (seat 1), so mirror seats and
      OpenSpiel players coincide. A game alternates the non-dealer by switching which
      OpenSpiel player our agent controls from hand to hand.
    * *Ties score nothing.* OpenSpiel scores a knock as ``D - K`` for the knocker and
      adds the undercut bonus only when that is negative; equal deadwood scores 0 for
      both (``undercut_on_tie=False``: our outcome ``tie``). In a game a tied hand adds
      nothing to either score.
    * *The taken upcard may be discarded at once* (``allow_discard_of_drawn_upcard``).
      So that play cannot loop, the hand is void when both players in turn take the
      upcard and throw it straight back (``repeated_upcard_void``) and when the upcard
      has been drawn 50 times (``max_upcard_draws=50``; draws of the first upcard do
      not count, as in OpenSpiel).
    * *The wall.* When a discard leaves two stock cards, OpenSpiel's ``WALL`` phase lets
      the player to move take the upcard only to knock with it (action ``55``), or pass,
      which voids the hand (``stock_end_upcard_knock``: our ``STOCK_END`` phase, where
      ``TakeUpcard`` is that ``55`` and the ``Knock(card)`` that must follow is the
      discard of OpenSpiel's knock phase).
    * *Knocking takes several OpenSpiel moves:* ``55``, then the face-down discard, then
      one meld action per meld and a pass; the defender then lays off card by card,
      passes, lays melds and passes (after gin there are no lay-offs). Our engine
      settles a knock in one step, so our agent's seat plays our engine's showdown
      (:func:`~ginrummy.bridges.openspiel.showdown_to_openspiel`): as knocker the
      melds of its ``Knock`` (the engine's best arrangement unless the agent chose),
      as defender the engine's best lay-offs and melds. When the bot knocks, the mirror
      is given the bot's discard and the melds the bot actually laid
      (``Knock(card, melds=...)``), so our defender's lay-offs fit the table.
    * *Melds have at most five cards in OpenSpiel* (185 meld ids). A run of six or more
      is laid as several runs (:func:`~ginrummy.bridges.openspiel.openspiel_meld_pieces`:
      the same cards, the same ends to lay off onto).
    * *No big gin* in OpenSpiel (``big_gin_bonus=None``).
    * *OpenSpiel's knock check* decides whether an 11-card hand may knock from one best
      arrangement of all 11 cards less its highest deadwood card, which can overstate
      the deadwood left after the best discard: now and then it refuses a knock that the
      rules (and our mirror) allow. When our agent picks such a knock the bridge plays
      the closest legal move instead and counts it (:attr:`BridgeHand.quirks`): the same
      card discarded without knocking, or at the wall a pass (a void hand).
    * *The bot's showdown is its own.* ``SimpleGinRummyBot`` never lays off, and when
      it defends against gin it passes at once and so lays no melds either: its whole
      hand counts as deadwood (the random and ISMCTS bots lay off and meld as they
      choose, seldom as well as our engine). The mirror assumes the best defence, so
      on such hands OpenSpiel's returns (authoritative) favour our agent more than the
      mirror's result does; :attr:`BridgeHand.engine_agrees` flags them and
      :func:`explained_by_bot_defence` checks that this is the only reason. When the
      bot knocks, the mirror knocks with the melds the bot laid, whichever they are.

Games
    A game (:func:`play_openspiel_game`) is a series of OpenSpiel hands scored the EAAI
    way: the winner of a hand scores their OpenSpiel return, the first to ``target``
    (100) points wins, and there are no game, box or shutout bonuses. Void and tied
    hands score 0. The non-dealer (OpenSpiel's player 0) alternates every hand, void
    hands included.

Matches
    :func:`bridge_match` plays games in pairs that share their deals (the same seed
    deals the same OpenSpiel hands), with our agent starting as the non-dealer in one
    game of a pair and as the dealer in the other, like :mod:`ginrummy.arena`; the win
    rate comes with a Wilson 95% interval. ``SimpleGinRummyBot`` is deterministic (it
    takes no seed); the random and ISMCTS bots get a seed a hand from a stream of their
    own derived from the game's seed (the deals and our agent's stream are those of a
    ``simple`` game), so a match is reproducible from its seed alone, with any bot.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Final

from ..agents import Agent, make_player_agent
from ..arena import GameOutcome, GameTask, PairStats, paired_tasks
from ..core.actions import Action, Discard, Knock, Pass, TakeUpcard
from ..core.errors import IllegalActionError
from ..core.hand import HandResult, HandState, Phase
from ..core.melds import Meld
from ..core.record import tell_score
from ..core.rules import Rules
from ..core.scoring import Outcome
from ..extras import MissingExtraError
from .openspiel import (
    OPENSPIEL_DEALER,
    OS_MELD_BASE,
    OS_NUM_ACTIONS,
    OS_PASS,
    deck_from_openspiel,
    from_openspiel_action,
    from_openspiel_card,
    knocks_with_taken_upcard,
    meld_from_openspiel_id,
    showdown_to_openspiel,
    to_openspiel_actions,
    to_openspiel_card,
)
from .openspiel_bots import (
    BOT_DESCRIPTIONS,
    BOT_NAME,
    ISMCTS_SIMULATIONS,
    ISMCTS_UCT_C,
    OPENSPIEL_BOTS,
    RULES,
    BridgeError,
    bot_name,
    check_bot,
    gin_rummy_game,
    make_openspiel_bot,
)

AGENT: Final = "agent"
BOT: Final = "bot"
MAX_STEPS: Final = 10_000

QUIRK_KNOCK: Final = "knock refused: discarded the card instead"
QUIRK_WALL: Final = "wall knock refused: passed (void hand)"
QUIRK_WALL_DISCARD: Final = "wall knock discard refused: knocked with another card"


# ---------------------------------------------------------------------- one hand
@dataclass(frozen=True, slots=True)
class BridgeHand:
    """One hand played on OpenSpiel's engine, our agent against OpenSpiel's bot."""

    our_seat: int
    """The OpenSpiel player our agent was (0: the non-dealer, who moves first)."""
    returns: tuple[int, int]
    """OpenSpiel's returns: ``(our agent, the bot)``."""
    outcome: str
    """OpenSpiel's result: ``knock``, ``gin``, ``undercut``, ``tie`` or ``void``."""
    knocker: str | None
    """``"agent"``, ``"bot"``, or ``None`` (void hand)."""
    deadwood: tuple[int, int]
    """OpenSpiel's final deadwood counts ``(our agent, the bot)`` after a knock."""
    engine_result: HandResult
    """The mirror's result (our engine under the ``openspiel`` preset)."""
    engine_returns: tuple[int, int]
    """The mirror's points as returns: ``(our agent, the bot)``."""
    quirks: tuple[str, ...]
    """Moves of our agent that OpenSpiel's knock check refused, and what was played."""
    moves: tuple[Action, ...]
    """The hand in our engine's terms: the mirror's moves, both players'."""
    decisions: int
    """How many times our agent chose a move."""
    history: tuple[int, ...]
    """OpenSpiel's action history, chance outcomes included: the hand replays from it."""

    @property
    def engine_agrees(self) -> bool:
        """True when the mirror scored the hand exactly as OpenSpiel did."""
        return self.returns == self.engine_returns

    @property
    def label(self) -> str:
        """A short description for outcome counts: ``gin (agent knocked)``, ``void (wall)``."""
        if self.knocker is None:
            reason = self.engine_result.reason
            if "too many" in reason:
                return "void (50 upcard draws)"
            if "back" in reason:
                return "void (repeated move)"
            return "void (wall)"
        return f"{self.outcome} ({self.knocker} knocked)"

    def to_dict(self) -> dict[str, Any]:
        """A JSON-safe summary."""
        return {
            "our_seat": self.our_seat,
            "returns": list(self.returns),
            "outcome": self.outcome,
            "knocker": self.knocker,
            "deadwood": list(self.deadwood),
            "engine_returns": list(self.engine_returns),
            "engine_result": self.engine_result.to_dict(),
            "quirks": list(self.quirks),
            "moves": [str(a) for a in self.moves],
            "decisions": self.decisions,
            "history": list(self.history),
        }


def explained_by_bot_defence(hand: BridgeHand) -> bool:
    """True when the mirror and OpenSpiel agree, or differ only because the bot defended
    worse than our engine's best defence (no lay-offs; no melds against gin).

    Then the knocker's deadwood agrees, the bot's deadwood on OpenSpiel's table is at
    least the mirror's, and OpenSpiel's returns follow from those two counts.
    """
    if hand.engine_agrees:
        return True
    showdown = hand.engine_result.showdown
    if hand.knocker != AGENT or showdown is None:
        return False
    k, d = hand.deadwood
    if k != showdown.knocker_deadwood or d < showdown.defender_deadwood:
        return False
    points = d - k + (RULES.gin_bonus if k == 0 else 0)
    if points < 0:
        points -= RULES.undercut_bonus
    return hand.returns == (points, -points)


def _state_phase(state: Any) -> str:
    return str(state.current_phase().name)


class _Hand:
    """The running hand: OpenSpiel's state, the mirror, and the bot."""

    def __init__(self, agent: Agent, our_seat: int, rng: random.Random, order: list[int], bot: Any):
        game = gin_rummy_game()
        self.agent = agent
        self.rng = rng
        self.our_seat = our_seat
        self.bot_seat = 1 - our_seat
        self.state = game.new_initial_state()
        for card in order[:21]:
            self.state.apply_action(card)
        self.stock = iter(order[21:])
        self.mirror = HandState.deal(
            RULES, dealer=OPENSPIEL_DEALER, deck=deck_from_openspiel(order[:21], order[21:])
        )
        self.bot = bot
        self.quirks: list[str] = []
        self.decisions = 0
        self.pending: list[int] = []
        """Our seat's showdown moves still to play in OpenSpiel."""
        self.bot_discard: int | None = None
        self.bot_melds: list[Meld] = []

    def fail(self, what: str) -> BridgeError:
        moves = " ".join(str(a) for a in self.mirror.actions)
        return BridgeError(
            f"{what}\n  OpenSpiel phase {_state_phase(self.state)}, player "
            f"{self.state.current_player()}, our seat {self.our_seat}\n"
            f"  OpenSpiel history {self.state.history()}\n  mirror moves: {moves}"
        )

    # -- the loop
    def play(self) -> None:
        state = self.state
        for _ in range(MAX_STEPS):
            if state.is_terminal():
                break
            if state.is_chance_node():
                card = next(self.stock)
                if card not in state.legal_actions():
                    raise self.fail(f"stock card {card} is not a chance outcome")
                state.apply_action(card)
            elif state.current_player() == self.bot_seat:
                self.bot_move()
            elif self.mirror.is_over:
                self.showdown_move()
            else:
                self.agent_move()
        else:  # pragma: no cover - OpenSpiel's hands are finite
            raise self.fail(f"the hand did not end within {MAX_STEPS} moves")
        if not self.mirror.is_over:
            raise self.fail("OpenSpiel's hand is over, the mirror's is not")
        if self.pending:
            raise self.fail(f"OpenSpiel's hand ended before our showdown moves {self.pending}")

    def mirror_apply(self, action: Action) -> None:
        try:
            self.mirror = self.mirror.apply(action)
        except IllegalActionError as exc:
            raise self.fail(f"the mirror refuses {action}: {exc}") from exc

    def os_apply(self, action_id: int) -> None:
        if action_id not in self.state.legal_actions():
            raise self.fail(f"OpenSpiel refuses {action_id}: legal {self.state.legal_actions()}")
        self.state.apply_action(action_id)

    # -- the bot's seat
    def bot_move(self) -> None:
        state = self.state
        phase = _state_phase(state)
        action = int(self.bot.step(state))
        if phase == "KNOCK":
            if 0 <= action < 52:
                self.bot_discard = action
            elif OS_MELD_BASE <= action < OS_NUM_ACTIONS:
                self.bot_melds.append(meld_from_openspiel_id(action - OS_MELD_BASE))
            elif action == OS_PASS:
                self.settle_bot_knock()
        elif phase != "LAYOFF":  # the bot's defence happens on OpenSpiel's table only
            try:
                mapped = from_openspiel_action(state.current_phase(), action)
            except ValueError as exc:
                raise self.fail(str(exc)) from exc
            if mapped is not None:
                self.mirror_apply(mapped)
        self.os_apply(action)

    def settle_bot_knock(self) -> None:
        """The bot has laid its melds: knock in the mirror with them; queue our defence."""
        if self.bot_discard is None:
            raise self.fail("the bot passed its knock phase without a discard")
        card = from_openspiel_card(self.bot_discard)
        self.mirror_apply(Knock(card, melds=tuple(self.bot_melds)))
        result = self.mirror.result
        if result is None or result.showdown is None:
            raise self.fail("the bot's knock did not end the mirror's hand")
        self.pending = showdown_to_openspiel(result.showdown)[1]

    # -- our seat
    def showdown_move(self) -> None:
        if not self.pending:
            raise self.fail("OpenSpiel waits for our seat, the mirror's hand is over")
        self.os_apply(self.pending.pop(0))

    def accepts(self, ids: list[int]) -> bool:
        """True when OpenSpiel would take these action ids from our seat, in turn."""
        if ids[0] not in self.state.legal_actions():
            return False
        if len(ids) == 1:
            return True
        child = self.state.clone()
        for action_id in ids[:-1]:
            child.apply_action(action_id)
        return ids[-1] in child.legal_actions()

    def agent_move(self) -> None:
        mirror = self.mirror
        if mirror.to_act != self.our_seat:
            raise self.fail(f"OpenSpiel waits for our seat, the mirror for {mirror.to_act}")
        action = self.agent.act(mirror.observation(self.our_seat), self.rng)
        self.decisions += 1
        try:
            ids = to_openspiel_actions(mirror, action)
        except ValueError as exc:
            raise self.fail(str(exc)) from exc
        if not self.accepts(ids):
            action, ids = self.fallback(action)
        for action_id in ids:
            self.os_apply(action_id)
        self.mirror_apply(action)
        result = self.mirror.result
        if result is not None and result.showdown is not None:
            self.pending = showdown_to_openspiel(result.showdown)[0]

    def fallback(self, action: Action) -> tuple[Action, list[int]]:
        """The closest move OpenSpiel allows for a knock its knock check refuses."""
        mirror = self.mirror
        choice: Action | None = None
        if isinstance(action, Knock) and mirror.phase is Phase.DISCARD:
            if knocks_with_taken_upcard(mirror):
                # after the wall knock (55): OpenSpiel's knock phase refused the discard
                choice = self._other_wall_knock()
                quirk = QUIRK_WALL_DISCARD
            else:
                choice = Discard(action.card)
                quirk = QUIRK_KNOCK
        elif isinstance(action, TakeUpcard) and mirror.phase is Phase.STOCK_END:
            choice = Pass()
            quirk = QUIRK_WALL
        if choice is None or not mirror.is_legal(choice):
            raise self.fail(f"OpenSpiel refuses our agent's {action}")
        ids = to_openspiel_actions(mirror, choice)
        if not self.accepts(ids):
            raise self.fail(f"OpenSpiel refuses our agent's {action}, and {choice} too")
        self.quirks.append(quirk)
        return choice, ids

    def _other_wall_knock(self) -> Action | None:
        legal = set(self.state.legal_actions())
        for candidate in self.mirror.legal_actions():
            if isinstance(candidate, Knock) and to_openspiel_card(candidate.card) in legal:
                return candidate
        return None

    # -- the result
    def details(self) -> BridgeHand:
        state, result = self.state, self.mirror.result
        assert result is not None
        ours, bot = self.our_seat, self.bot_seat
        raw = [float(r) for r in state.returns()]
        if any(r != int(r) for r in raw):  # pragma: no cover - OpenSpiel scores in points
            raise self.fail(f"OpenSpiel returns are not whole points: {raw}")
        returns = (int(raw[ours]), int(raw[bot]))
        knocked = list(state.knocked())
        deadwood = [int(d) for d in state.deadwood()]
        knocker: str | None = None
        outcome = "void"
        if knocked[ours] or knocked[bot]:
            knocker_seat = ours if knocked[ours] else bot
            knocker = AGENT if knocker_seat == ours else BOT
            gain = raw[knocker_seat]
            if deadwood[knocker_seat] == 0:
                outcome = "gin"
            elif gain > 0:
                outcome = "knock"
            elif gain < 0:
                outcome = "undercut"
            else:
                outcome = "tie"
        engine = [0, 0]
        if result.winner is not None:
            engine[result.winner] = result.points
            engine[1 - result.winner] = -result.points
        if (result.outcome is Outcome.VOID) != (knocker is None):
            raise self.fail(f"OpenSpiel's outcome {outcome}, the mirror's {result.outcome}")
        return BridgeHand(
            our_seat=ours,
            returns=returns,
            outcome=outcome,
            knocker=knocker,
            deadwood=(deadwood[ours], deadwood[bot]),
            engine_result=result,
            engine_returns=(engine[ours], engine[bot]),
            quirks=tuple(self.quirks),
            moves=self.mirror.actions,
            decisions=self.decisions,
            history=tuple(int(a) for a in state.history()),
        )


def play_openspiel_hand(
    agent: Agent,
    our_seat: int,
    rng: random.Random,
    *,
    order: Sequence[int] | None = None,
    bot: str = "simple",
    bot_seed: int | None = None,
    ismcts_simulations: int = ISMCTS_SIMULATIONS,
) -> tuple[tuple[int, int], BridgeHand]:
    """Play one hand of OpenSpiel's ``gin_rummy``: ``agent`` as OpenSpiel player
    ``our_seat`` (0 moves first: the non-dealer), the OpenSpiel bot ``bot`` (one of
    :data:`OPENSPIEL_BOTS`, by default ``SimpleGinRummyBot``) as the other.

    The chance outcomes (the deal, then each stock card as it is drawn) follow ``order``,
    a permutation of OpenSpiel's 52 card ids, by default shuffled with ``rng``; the
    agent draws its randomness from ``rng`` too. The random and ISMCTS bots are seeded
    with ``bot_seed``, by default drawn from ``rng`` (after the shuffle);
    ``ismcts_simulations`` is the ISMCTS budget. Returns OpenSpiel's returns
    ``(our agent, the bot)`` and the hand's details.

    :raises BridgeError: when the engines disagree beyond the translated differences.
    :raises ValueError: for a bad seat, order, bot name or ISMCTS budget.
    """
    if our_seat not in (0, 1):
        raise ValueError(f"our_seat must be 0 or 1, not {our_seat!r}")
    check_bot(bot)
    if order is None:
        deck = list(range(52))
        rng.shuffle(deck)
    else:
        deck = [int(c) for c in order]
        if sorted(deck) != list(range(52)):
            raise ValueError("order must be a permutation of OpenSpiel's card ids 0..51")
    if bot_seed is None:
        bot_seed = 0 if bot == "simple" else rng.getrandbits(31)
    opponent = make_openspiel_bot(
        bot, 1 - our_seat, bot_seed, ismcts_simulations=ismcts_simulations
    )
    hand = _Hand(agent, our_seat, rng, deck, opponent)
    hand.play()
    details = hand.details()
    return details.returns, details


# ---------------------------------------------------------------------- one game
@dataclass(frozen=True, slots=True)
class BridgeGame:
    """A game to ``target`` points made of OpenSpiel hands, our agent against the bot."""

    agent: str
    seed: int
    our_seat_first: bool
    """True when our agent was OpenSpiel's player 0 (the non-dealer) in the first hand."""
    target: int
    winner: str
    """``"agent"`` or ``"bot"``."""
    scores: tuple[int, int]
    """Game scores ``(our agent, the bot)``."""
    hands: tuple[BridgeHand, ...]
    bot: str = "simple"
    """The OpenSpiel bot (one of :data:`OPENSPIEL_BOTS`)."""

    @property
    def net(self) -> int:
        """Our agent's score less the bot's."""
        return self.scores[0] - self.scores[1]

    @property
    def hands_won(self) -> tuple[int, int]:
        """Hands that scored for ``(our agent, the bot)``."""
        return (
            sum(1 for h in self.hands if h.returns[0] > 0),
            sum(1 for h in self.hands if h.returns[1] > 0),
        )

    @property
    def outcomes(self) -> Counter[str]:
        """How the hands ended (:attr:`BridgeHand.label`)."""
        return Counter(h.label for h in self.hands)

    @property
    def quirks(self) -> int:
        """Fallbacks for knocks OpenSpiel's knock check refused."""
        return sum(len(h.quirks) for h in self.hands)

    def to_dict(self, *, histories: bool = False) -> dict[str, Any]:
        """A JSON-safe summary, with each hand's details."""
        hands = []
        for h in self.hands:
            d = h.to_dict()
            if not histories:
                del d["history"], d["moves"]
            hands.append(d)
        return {
            "agent": self.agent,
            "bot": self.bot,
            "seed": self.seed,
            "our_seat_first": self.our_seat_first,
            "target": self.target,
            "winner": self.winner,
            "scores": list(self.scores),
            "hands": hands,
        }


def play_openspiel_game(
    agent_name: str,
    our_seat_first: bool,
    seed: int,
    target: int = 100,
    *,
    max_hands: int = 1000,
    bot: str = "simple",
    ismcts_simulations: int = ISMCTS_SIMULATIONS,
) -> BridgeGame:
    """Play a game to ``target`` points (EAAI scoring: the hand's winner scores their
    OpenSpiel return, no bonuses; void and tied hands score 0) of OpenSpiel hands,
    against the OpenSpiel bot ``bot`` (one of :data:`OPENSPIEL_BOTS`).

    The non-dealer alternates every hand: our agent is OpenSpiel's player 0 in the
    first hand when ``our_seat_first``. The deals come from ``random.Random(seed)``
    and our agent gets its own stream derived from it, so two games with one seed,
    seats swapped, are played on the same deals. The random and ISMCTS bots get a seed
    a hand from a third stream, ``random.Random(f"openspiel bot {seed}")``, which
    leaves the deals and our agent's stream as they are with the ``simple`` bot.
    """
    if target < 1:
        raise ValueError(f"target must be at least 1, not {target}")
    check_bot(bot)
    agent = make_player_agent(agent_name)  # it is handed observations: no oracle
    deal_rng = random.Random(seed)
    agent_rng = random.Random(deal_rng.getrandbits(64))
    bot_rng = random.Random(f"openspiel bot {seed}")
    scores = [0, 0]
    hands: list[BridgeHand] = []
    while max(scores) < target:
        if len(hands) >= max_hands:
            raise RuntimeError(f"game did not end within {max_hands} hands")
        our_seat = (len(hands) + (0 if our_seat_first else 1)) % 2
        order = list(range(52))
        deal_rng.shuffle(order)
        by_seat = (scores[0], scores[1]) if our_seat == 0 else (scores[1], scores[0])
        tell_score(agent, by_seat, target)
        (mine, theirs), details = play_openspiel_hand(
            agent,
            our_seat,
            agent_rng,
            order=order,
            bot=bot,
            bot_seed=bot_rng.getrandbits(31),
            ismcts_simulations=ismcts_simulations,
        )
        if mine > 0:
            scores[0] += mine
        elif theirs > 0:
            scores[1] += theirs
        hands.append(details)
    winner = AGENT if scores[0] >= target else BOT
    return BridgeGame(
        agent=agent_name,
        seed=seed,
        our_seat_first=our_seat_first,
        target=target,
        winner=winner,
        scores=(scores[0], scores[1]),
        hands=tuple(hands),
        bot=bot,
    )


# ---------------------------------------------------------------------- matches
def bridge_rules(target: int = 100) -> Rules:
    """The rules a bridge game is recorded under: the mirror's, with the game target."""
    return RULES.replace(game_target=target)


def _run_task(
    task: GameTask, bot: str = "simple", ismcts_simulations: int = ISMCTS_SIMULATIONS
) -> tuple[GameOutcome, Counter[str]]:
    """Play one paired-game task (seat 0 of the game: OpenSpiel's first non-dealer)."""
    ours_first = task.index % 2 == 0
    agent_name = task.agents[0] if ours_first else task.agents[1]
    game = play_openspiel_game(
        agent_name,
        ours_first,
        task.seed,
        target=int(task.rules["game_target"]),
        bot=bot,
        ismcts_simulations=ismcts_simulations,
    )
    agent_seat = 0 if ours_first else 1
    winner = agent_seat if game.winner == AGENT else 1 - agent_seat
    net = game.net if agent_seat == 0 else -game.net
    won = game.hands_won
    hands_won = won if agent_seat == 0 else (won[1], won[0])
    extra: Counter[str] = Counter()
    for hand in game.hands:
        extra["decisions"] += hand.decisions
        extra.update(hand.quirks)
        if not hand.engine_agrees:
            key = "bot's weaker defence" if explained_by_bot_defence(hand) else "unexplained"
            extra[f"mirror disagrees: {key}"] += 1
    outcome = GameOutcome(task, winner, net, len(game.hands), hands_won, dict(game.outcomes))
    return outcome, extra


def _run_batch(
    tasks: list[GameTask], bot: str = "simple", ismcts_simulations: int = ISMCTS_SIMULATIONS
) -> list[tuple[GameOutcome, Counter[str]]]:
    return [_run_task(t, bot, ismcts_simulations) for t in tasks]


@dataclass(slots=True)
class BridgeMatch:
    """The statistics of a match of our agent against an OpenSpiel bot."""

    stats: PairStats
    """Arena statistics, agent ``a`` is ours, ``b`` the bot (:func:`bot_name`)."""
    extra: Counter[str] = field(default_factory=Counter)
    """Our agent's decisions, quirk fallbacks, and mirror disagreements by cause."""
    seed: int = 0
    target: int = 100
    seconds: float = 0.0
    bot: str = "simple"
    """The OpenSpiel bot (one of :data:`OPENSPIEL_BOTS`)."""
    ismcts_simulations: int = ISMCTS_SIMULATIONS
    """The ISMCTS bot's budget (recorded only when the bot is ``ismcts``)."""

    @property
    def opponent(self) -> str:
        """The bot in words: ``OpenSpiel's ISMCTSBot (100 simulations)``."""
        text = BOT_DESCRIPTIONS[self.bot]
        if self.bot == "ismcts":
            text += f" ({self.ismcts_simulations} simulations)"
        return text

    def to_dict(self) -> dict[str, Any]:
        """The arena's JSON summary plus the bridge's own counts."""
        out = self.stats.to_dict()
        out.update(
            engine="open_spiel gin_rummy",
            opponent={
                "simple": "SimpleGinRummyBot",
                "ismcts": "ISMCTSBot",
                "random": "UniformRandomBot",
            }[self.bot],
            bot=self.bot,
            seed=self.seed,
            target=self.target,
            bridge=dict(sorted(self.extra.items())),
            seconds=round(self.seconds, 1),
        )
        if self.bot == "ismcts":
            out["ismcts_simulations"] = self.ismcts_simulations
        return out

    def describe(self) -> str:
        """A few lines for people."""
        s = self.stats
        low, high = s.ci95
        plow, phigh = s.points_ci95
        lines = [
            f"{s.a} vs {self.opponent} on OpenSpiel's gin_rummy: {s.games} games"
            f" to {self.target} (seed {self.seed}, {self.seconds:.1f} s)",
            f"  wins {s.wins[0]}-{s.wins[1]}: win rate {s.win_rate:.3f}"
            f" (95% CI {low:.3f}-{high:.3f})",
            f"  points per game {s.points_per_game:+.1f} (95% CI {plow:+.1f} to {phigh:+.1f})",
            f"  hands {s.hands}, won {s.hands_won[0]}-{s.hands_won[1]}",
        ]
        for key, count in sorted(s.outcomes.items()):
            lines.append(f"    {key}: {count}")
        for key, count in sorted(self.extra.items()):
            lines.append(f"  {key}: {count}")
        return "\n".join(lines)


def bridge_match(
    agent_name: str,
    games: int,
    seed: int,
    workers: int | None = None,
    *,
    target: int = 100,
    bot: str = "simple",
    ismcts_simulations: int = ISMCTS_SIMULATIONS,
) -> BridgeMatch:
    """Play ``games`` games of our agent against the OpenSpiel bot ``bot`` (one of
    :data:`OPENSPIEL_BOTS`, by default ``SimpleGinRummyBot``): pairs of games share
    their deals with the seats swapped (as in :func:`ginrummy.arena.paired_tasks`).

    ``workers`` processes (default: all cores; 1 plays in this process);
    ``ismcts_simulations`` is the ISMCTS bot's budget, simulations a move.
    """
    check_bot(bot)
    if ismcts_simulations < 1:
        raise ValueError(f"ismcts_simulations must be at least 1, not {ismcts_simulations}")
    make_player_agent(agent_name)  # fail early on a bad name (or a research agent)
    gin_rummy_game()  # and without OpenSpiel
    start = time.perf_counter()
    tasks = paired_tasks(agent_name, bot_name(bot), bridge_rules(target), games, seed)
    run_batch = partial(_run_batch, bot=bot, ismcts_simulations=ismcts_simulations)
    if workers is None:
        workers = os.cpu_count() or 1
    results: list[tuple[GameOutcome, Counter[str]]] = []
    if workers <= 1 or len(tasks) < 4:
        results = run_batch(tasks)
    else:
        chunk = max(1, min(16, len(tasks) // (workers * 4)))
        batches = [tasks[i : i + chunk] for i in range(0, len(tasks), chunk)]
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for batch in pool.map(run_batch, batches):
                results.extend(batch)
    stats = PairStats(agent_name, bot_name(bot))
    extra: Counter[str] = Counter()
    for outcome, counts in results:
        stats.add(outcome)
        extra.update(counts)
    seconds = time.perf_counter() - start
    return BridgeMatch(stats, extra, seed, target, seconds, bot, ismcts_simulations)


# ---------------------------------------------------------------------- command line
def main(argv: Sequence[str] | None = None) -> int:
    """``python -m ginrummy.bridges.openspiel_play``: a match against an OpenSpiel bot."""
    parser = argparse.ArgumentParser(
        prog="python -m ginrummy.bridges.openspiel_play",
        description="Play one of our agents against one of OpenSpiel's bots "
        "(SimpleGinRummyBot by default), on OpenSpiel's gin_rummy engine, "
        "in games to 100 points.",
    )
    parser.add_argument("--agent", default="simple", help="our agent (default: simple)")
    parser.add_argument(
        "--bot",
        choices=OPENSPIEL_BOTS,
        default="simple",
        help="OpenSpiel's bot: simple (SimpleGinRummyBot, the default), ismcts "
        "(ISMCTSBot searching OpenSpiel's gin_rummy; slow) or random (uniform random)",
    )
    parser.add_argument(
        "--ismcts-simulations",
        type=int,
        default=ISMCTS_SIMULATIONS,
        metavar="N",
        help=f"the ISMCTS bot's simulations a move (default: {ISMCTS_SIMULATIONS})",
    )
    parser.add_argument("--games", type=int, default=200, help="games, in seat-swapped pairs")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--target", type=int, default=100, help="points that win a game")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: cores)")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = parser.parse_args(argv)
    try:
        match = bridge_match(
            args.agent,
            args.games,
            args.seed,
            args.workers,
            target=args.target,
            bot=args.bot,
            ismcts_simulations=args.ismcts_simulations,
        )
    except (ValueError, RuntimeError, MissingExtraError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(match.to_dict(), indent=2))
    else:
        print(match.describe())
    return 0


if __name__ == "__main__":
    sys.exit(main())


__all__ = [
    "BOT_DESCRIPTIONS",
    "BOT_NAME",
    "ISMCTS_SIMULATIONS",
    "ISMCTS_UCT_C",
    "OPENSPIEL_BOTS",
    "RULES",
    "BridgeError",
    "BridgeGame",
    "BridgeHand",
    "BridgeMatch",
    "bot_name",
    "bridge_match",
    "bridge_rules",
    "check_bot",
    "explained_by_bot_defence",
    "main",
    "make_openspiel_bot",
    "play_openspiel_game",
    "play_openspiel_hand",
]
