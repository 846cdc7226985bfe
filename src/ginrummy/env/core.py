"""One game as every environment drives it: deal, step by action id, score, encode.

The environments are thin shells around :class:`GameCore` or one of its two fast
twins, :class:`~ginrummy.env.kernel.KernelCore` (mutable ints, the PettingZoo form) and
:class:`~ginrummy.env.batch.BatchKernel` (numpy arrays, the vector form's self-play).
The twins re-implement only the move bookkeeping, with the engine's meld tables,
scoring and deals, and oracle tests (``tests/env/test_env_kernel.py``) hold them to this
class step by step: the same seed and actions give the same observations, masks,
rewards and results on every path.

The rules themselves stay in the engine: a step is :meth:`HandState.apply_id`, the
legal actions are :meth:`HandState.legal_action_mask`, hands are scored by the engine
and games by :class:`~ginrummy.core.match.Game`. What the core adds is bookkeeping the engine
has no need for: per seat, the cards it has seen, and the opponent's face-up discards
and declined upcards, kept up to date move by move so that encoding a view costs a few
shifts instead of a walk over the history.
"""

from __future__ import annotations

import operator
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final, Literal

from ..core.actions import DRAW_STOCK_ID, KNOCK_BASE, NUM_ACTIONS, PASS_ID, Action, decode
from ..core.errors import IllegalActionError, IllegalReason, InvalidActionError
from ..core.hand import HandResult, HandState, Phase
from ..core.match import Game
from ..core.rules import Rules, find_rules
from .encoding import (
    DEALER_BIT,
    DOUBLED_BIT,
    FULL,
    KNOCK_LIMIT_BITS,
    PHASE_BITS,
    STOCK_THERMOMETER,
    TO_ACT_BIT,
    auto_knock_mask,
    score_fraction,
)

if TYPE_CHECKING:
    from ..agents.base import Agent

Mode = Literal["hand", "game"]
MODES: Final = ("hand", "game")
_OVER: Final = Phase.OVER
_TO_ACT: Final = 1 << TO_ACT_BIT


def make_rules(
    rules: Rules | str = "standard", options: dict[str, object] | list[str] | None = None
) -> Rules:
    """Rules from a preset (or a :class:`Rules`) and options on top.

    ``options`` is a mapping of :class:`Rules` fields (``{"knock_limit": 5}``) or a list
    of ``"NAME=VALUE"`` strings as typed on the command line.
    """
    if isinstance(rules, str):
        rules = find_rules(rules)
    elif not isinstance(rules, Rules):
        raise TypeError(f"rules must be a preset name or a Rules, not {type(rules).__name__}")
    if options is None:
        return rules
    if isinstance(options, dict):
        return rules.replace(**options)
    for text in options:
        rules = rules.with_option(text)
    return rules


def game_seeds(seed: int | Sequence[int] | None, count: int) -> list[int | None]:
    """The seeds of ``count`` games reset together: game ``i`` gets ``seed + i`` (or
    ``seed[i]``), all ``None`` without a seed, so a batch replays its single games."""
    if seed is None:
        return [None] * count
    if isinstance(seed, int):
        return [seed + index for index in range(count)]
    return [int(seed[index]) for index in range(count)]


def max_hand_points(rules: Rules) -> int:
    """A bound on what one hand can score under ``rules``: used to normalise rewards.

    The defender's deadwood is at most 100 (ten cards worth at most 10 each), the
    largest bonus is added, an undercut wins at most 10 + its bonus, and Oklahoma's
    spades double it all.
    """
    bonus = max(rules.gin_bonus, rules.big_gin_points or 0, rules.undercut_bonus)
    return (100 + bonus) * (2 if rules.spades_double else 1)


def as_action_id(action: object) -> int:
    """An action id of any integer type (``numpy.int64`` from a policy) as an ``int``."""
    if isinstance(action, bool):
        raise InvalidActionError(f"action must be an integer id, not {action!r}")
    try:
        return operator.index(action)  # type: ignore[arg-type]
    except TypeError:
        raise InvalidActionError(f"action must be an integer id, not {action!r}") from None


def episode_scale(rules: Rules, *, normalize_rewards: bool, reward_scale: float | None) -> float:
    """What a reward is divided by: ``reward_scale`` when given, else the most one hand
    can score with ``normalize_rewards`` (:func:`max_hand_points`), else 1."""
    if reward_scale is not None:
        return float(reward_scale)
    return float(max_hand_points(rules)) if normalize_rewards else 1.0


class Episode:
    """What every per-game core shares, whatever holds its hand: the episode's settings,
    the deal stream, the game's score, and the per-seat view bookkeeping each deal
    starts (the cards a seat has seen, the opponent's discards and declined upcards).

    Why a base class: :class:`GameCore` keeps its hand as the engine's ``HandState``,
    ``KernelCore`` as mutable ints, but an episode must begin, deal and end the same on
    both, or their observations and rewards drift apart. A subclass gives
    ``start_hand`` (a deal) and ``state`` (the engine's view of the hand); hands end
    through :func:`end_hand`.
    """

    __slots__ = (
        "auto_knock",
        "dead_view",
        "deal_rng",
        "declined",
        "discarded",
        "done",
        "game",
        "hand_bits",
        "hands_played",
        "last_result",
        "max_hands",
        "mode",
        "pile_mask",
        "rewards",
        "rng",
        "rules",
        "scale",
        "scores",
        "seen",
        "truncated",
    )

    rules: Rules
    mode: Mode
    auto_knock: bool
    scale: float
    max_hands: int | None
    deal_rng: random.Random | None
    rng: random.Random
    """Randomness beside the deals (the Gymnasium seat draw, opponents' choices)."""
    game: Game
    scores: tuple[int, int]
    seen: list[int]
    discarded: list[int]
    declined: list[int]
    pile_mask: int
    dead_view: int
    """Every card when the pile below its top is on view; none under ``squared_pile``
    (the dead-cards plane stays empty: only the top card shows)."""
    hand_bits: tuple[int, int]
    rewards: tuple[float, float]
    """What each seat won in the last step (scaled)."""
    last_result: HandResult | None
    """The result of the hand the last step ended, else ``None``."""
    done: bool
    truncated: bool
    hands_played: int

    def __init__(
        self,
        rules: Rules,
        *,
        mode: Mode = "hand",
        auto_knock: bool = False,
        normalize_rewards: bool = False,
        reward_scale: float | None = None,
        max_hands: int | None = None,
    ) -> None:
        check_settings(mode, reward_scale, max_hands, rules=rules)
        self.rules = rules
        self.mode = mode
        self.auto_knock = bool(auto_knock)
        self.scale = episode_scale(
            rules, normalize_rewards=normalize_rewards, reward_scale=reward_scale
        )
        self.max_hands = max_hands
        self.deal_rng = None
        self.done = True
        self.truncated = False
        self.dead_view = 0 if rules.squared_pile else FULL

    @property
    def state(self) -> HandState:
        """The current hand as the engine's :class:`HandState`."""
        raise NotImplementedError

    # ------------------------------------------------------------------ dealing
    def reset(self, seed: int | None = None) -> None:
        """A new episode. A seed restarts the deal stream; without one it continues
        (from fresh entropy the first time), so episode ``k`` after a seeded reset is
        the same in every environment."""
        if seed is not None:
            self.deal_rng = random.Random(seed)
        elif self.deal_rng is None:
            self.deal_rng = random.Random()
        rng = self.deal_rng
        self.rng = random.Random(rng.getrandbits(64))
        self.game = Game.new(self.rules, rng=rng)
        self.scores = (0, 0)
        self.hands_played = 0
        self.done = False
        self.truncated = False
        self.rewards = (0.0, 0.0)
        self.last_result = None
        self._deal(self.game.first_dealer)

    def _deal(self, dealer: int) -> None:
        assert self.deal_rng is not None
        self.start_hand(HandState.deal(self.rules, dealer=dealer, rng=self.deal_rng))

    def start_hand(self, state: HandState) -> None:
        """Play on from a freshly dealt hand (a chosen deck, a recorded deal): for
        replays, tests and curricula. The episode so far (game scores) is kept."""
        raise NotImplementedError

    def _start_views(self, state: HandState) -> None:
        """Check a hand given to ``start_hand`` and start the per-seat bookkeeping: each
        seat has seen its hand and the upcard, nothing is discarded or declined yet."""
        if state.actions:
            raise ValueError("start_hand needs a freshly dealt hand (no actions yet)")
        if state.rules != self.rules:
            raise ValueError("the hand was dealt under other rules than this environment's")
        self.done = False
        first = state.first_upcard
        self.seen = [state.hand_mask(0) | 1 << first, state.hand_mask(1) | 1 << first]
        self.discarded = [0, 0]
        self.declined = [0, 0]
        self.pile_mask = 1 << first
        common = KNOCK_LIMIT_BITS[state.knock_limit]
        if state.scores_double:
            common |= 1 << DOUBLED_BIT
        dealt = common | 1 << DEALER_BIT
        self.hand_bits = (dealt, common) if state.dealer == 0 else (common, dealt)

    # ------------------------------------------------------------------ acting
    def _refuse(self, action_id: int, *, auto: bool) -> None:
        """Raise the clearest error for an id outside the offered mask (the slow path)."""
        if not 0 <= action_id < NUM_ACTIONS:
            raise InvalidActionError(f"action id out of range 0..{NUM_ACTIONS - 1}: {action_id}")
        if auto and KNOCK_BASE <= action_id < KNOCK_BASE * 2:
            raise IllegalActionError(
                IllegalReason.WRONG_PHASE,
                f"with auto_knock, knock ids are not offered: use discard id "
                f"{action_id - KNOCK_BASE}, which knocks when a knock is legal",
            )
        self.state.check(decode(action_id))  # raises with the engine's reason
        raise IllegalActionError(  # pragma: no cover - the mask and check agree
            IllegalReason.WRONG_PHASE, f"action {action_id} is not legal now"
        )

    # ------------------------------------------------------------------ viewing
    def score_fractions(self, seat: int) -> tuple[float, float]:
        """``seat``'s and the opponent's game scores as shares of the target (game mode)."""
        return score_fractions(self.mode, self.rules.game_target, self.scores, seat)


class GameCore(Episode):
    """A hand or a whole game, stepped by action ids, with per-seat view bookkeeping."""

    __slots__ = ("state",)

    state: HandState  # a slot, where Episode has a read-only property
    """The current hand: the engine's own state, moved on by each step."""

    def start_hand(self, state: HandState) -> None:
        """Play on from a freshly dealt hand (a chosen deck, a recorded deal): for
        replays, tests and curricula. The episode so far (game scores) is kept."""
        self._start_views(state)
        self.state = state

    # ------------------------------------------------------------------ acting
    @property
    def to_act(self) -> int | None:
        """The seat to move, ``None`` once the episode is over."""
        return None if self.done else self.state.to_act

    def legal_mask(self, seat: int) -> int:
        """The action ids ``seat`` may take now, as bits (0 when it is not to act)."""
        state = self.state
        if self.done or state.to_act != seat:  # to_act: None once the hand is over
            return 0
        legal = state.legal_action_mask()
        return auto_knock_mask(legal) if self.auto_knock else legal

    def step(self, action: object) -> None:
        """Apply the acting seat's action id; rewards and hand ends land in attributes.

        :raises IllegalActionError: when the episode is over or the id is not in the mask.
        :raises InvalidActionError: for something that is not an action id.
        """
        if self.done:
            raise IllegalActionError(
                IllegalReason.GAME_OVER, "the episode is over: call reset() to start another"
            )
        action_id = action if action.__class__ is int else as_action_id(action)
        legal = self.state.legal_action_mask()
        if self.auto_knock:
            if not (0 <= action_id < NUM_ACTIONS and auto_knock_mask(legal) >> action_id & 1):
                self._refuse(action_id, auto=True)
            if action_id < KNOCK_BASE and legal >> (KNOCK_BASE + action_id) & 1:
                action_id += KNOCK_BASE
        elif not (0 <= action_id < NUM_ACTIONS and legal >> action_id & 1):
            self._refuse(action_id, auto=False)
        self._advance(action_id, None)

    def step_action(self, action: Action) -> None:
        """Apply an :class:`Action` object (an opponent agent's move, chosen melds and
        all), checked by the engine under the real rules (``auto_knock`` does not apply)."""
        if self.done:
            raise IllegalActionError(
                IllegalReason.GAME_OVER, "the episode is over: call reset() to start another"
            )
        self._advance(action.id, action)

    def _advance(self, action_id: int, action: Action | None) -> None:
        # The engine moves (``apply_id``/``apply``, legality checked there); the rest
        # keeps the per-seat bookkeeping, from the state's public accessors.
        state = self.state
        seat = state.to_act
        assert seat is not None  # the episode is not done, so the hand is not over
        pile = state.discard_pile
        if action_id in (DRAW_STOCK_ID, PASS_ID) and pile:
            self.declined[seat] |= 1 << pile[-1]
        new = state.apply_id(action_id) if action is None else state.apply(action, player=seat)
        if action_id < KNOCK_BASE:
            bit = 1 << action_id
            self.discarded[seat] |= bit
            self.seen[0] |= bit
            self.seen[1] |= bit
        elif action_id == DRAW_STOCK_ID:
            self.seen[seat] |= new.hand_mask(seat)
        after = new.discard_pile
        if after is not pile:
            if new.reshuffles != state.reshuffles:
                mask = 0
                for card in after:
                    mask |= 1 << card
                self.pile_mask = mask
            elif len(after) > len(pile):
                self.pile_mask |= 1 << after[-1]
            else:
                self.pile_mask &= ~(1 << pile[-1])
        self.state = new
        if new.is_over:
            self._end_hand(new)
        else:
            self.rewards = (0.0, 0.0)
            self.last_result = None

    def _end_hand(self, state: HandState) -> None:
        result = state.result
        assert result is not None
        end_hand(self, result, state.dealer)

    # ------------------------------------------------------------------ viewing
    def view_bits(self, seat: int) -> int:
        """``seat``'s observation features as bits (see :mod:`ginrummy.env.encoding`).

        Reads the state in one call (:meth:`HandState.seat_view`: raw masks, no
        ``CardSet``), on every step of every environment.
        ``tests/env/test_env_encoding.py`` checks the result against the public
        ``Observation`` at every step.
        """
        hand, upcard, known, phase, to_move, stock_size = self.state.seat_view(seat)
        opponent = 1 - seat
        top = 1 << upcard if upcard >= 0 else 0
        return (
            hand
            | top << 52
            | (self.pile_mask & ~top & self.dead_view) << 104
            | known << 156
            | (FULL & ~self.seen[seat]) << 208
            | self.discarded[opponent] << 260
            | self.declined[opponent] << 312
            | PHASE_BITS[phase]
            | STOCK_THERMOMETER[stock_size]
            | self.hand_bits[seat]
            | (_TO_ACT if to_move else 0)
        )


def play_opponent(core: GameCore, seat: int, agent: Agent) -> tuple[float, HandResult | None]:
    """Let ``agent`` play the other seat until ``seat`` is to act or the episode ends.

    The agent sees only its :class:`~ginrummy.core.observation.Observation` and draws its
    randomness from the core's stream. Returns what ``seat`` won meanwhile, and the
    result of the last hand that ended meanwhile (``None`` if none did).
    """
    won = 0.0
    ended: HandResult | None = None
    while not core.done:
        state = core.state
        to_act = state.to_act
        if to_act == seat:
            break
        assert to_act is not None
        core.step_action(agent.act(state.observation(to_act), core.rng))
        won += core.rewards[seat]
        if core.last_result is not None:
            ended = core.last_result
    return won, ended


def start_episode(
    core: GameCore, seed: int | None, seat: int | None, agent: Agent
) -> tuple[int, float]:
    """Reset for a learner against ``agent``: returns the learner's seat (drawn from
    the core's stream when ``seat`` is ``None``) and what it won before its first move.

    An episode the opponent ends before the learner's first move (a knock on the first
    upcard) holds no decision for the learner; it is dealt again.
    """
    core.reset(seed)
    while True:
        learner = core.rng.randrange(2) if seat is None else seat
        won, _ = play_opponent(core, learner, agent)
        if not core.done:
            return learner, won
        core.reset(None)


def resolve_agent(opponent: str | Agent) -> Agent:
    """An agent by registered name, or the agent itself.

    The environments hand the opponent observations only, so a research agent that
    sees the hidden cards (the oracle) is refused, by name or as an object, rather than
    left to act on an observation.

    :raises ResearchOnlyError: (a ``ValueError``) for such an agent.
    """
    from ..agents.base import make_player_agent, refuse_research_only

    if isinstance(opponent, str):
        return make_player_agent(opponent)
    if not callable(getattr(opponent, "act", None)):
        raise TypeError(f"opponent must be an agent name or an Agent, not {opponent!r}")
    return refuse_research_only(opponent)


def end_hand(core: Episode, result: HandResult, dealer: int) -> None:
    """A hand has ended: its rewards, the game's score, the episode's end or the next
    deal. One function for :class:`GameCore` and the fast ``KernelCore``, so their
    rewards cannot drift apart."""
    core.last_result = result
    core.hands_played += 1
    won = 0
    if result.winner is not None:
        won = result.points if result.winner == 0 else -result.points
    if result.hands is not None:  # laid down: both hands are public now
        both = result.hands[0].mask | result.hands[1].mask
        core.seen[0] |= both
        core.seen[1] |= both
    if core.mode == "hand":
        core.done = True
    else:
        game = core.game.record_hand(result, dealer)
        core.game = game
        before = core.scores
        core.scores = game.scores
        if game.is_over:
            totals = game.totals().totals
            # This hand's points plus the end-of-game bonuses: a game's rewards then
            # add up to its net result.
            won = (totals[0] - totals[1]) - (before[0] - before[1])
            core.done = True
        elif core.max_hands is not None and core.hands_played >= core.max_hands:
            core.done = True
            core.truncated = True
        else:
            core._deal(game.next_dealer)
    if won:
        reward = won / core.scale
        core.rewards = (reward, -reward)
    else:
        core.rewards = (0.0, 0.0)


def check_settings(
    mode: str, reward_scale: float | None, max_hands: int | None, *, rules: Rules | None = None
) -> None:
    """Refuse bad episode settings with a clear error (every game core calls this).

    Hollywood scoring is refused in game mode: a hand's reward there is its points once,
    and a Hollywood hand counts in up to three games (one-hand episodes are the same
    under it, and play them)."""
    if mode not in MODES:
        raise ValueError(f"mode must be 'hand' or 'game', not {mode!r}")
    if mode == "game" and rules is not None and rules.hollywood:
        raise ValueError(
            "the environments do not score Hollywood games (mode='game'): use mode='hand'"
        )
    if reward_scale is not None and not reward_scale > 0:
        raise ValueError(f"reward_scale must be positive, not {reward_scale!r}")
    if max_hands is not None and max_hands < 1:
        raise ValueError(f"max_hands must be at least 1, not {max_hands!r}")


def score_fractions(
    mode: str, target: int, scores: tuple[int, int], seat: int
) -> tuple[float, float]:
    """``seat``'s and the opponent's game scores as shares of the target; zeros when an
    episode is one hand (no game score to show)."""
    if mode == "hand":
        return (0.0, 0.0)
    return (score_fraction(scores[seat], target), score_fraction(scores[1 - seat], target))
