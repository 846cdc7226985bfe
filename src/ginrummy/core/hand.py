"""One hand of gin rummy as an immutable state machine, from the deal to the result.

A :class:`HandState` never changes: :meth:`HandState.apply` returns a new state. So
states can be shared with agents and threads, compared, kept for undo, and a hand is
fully rebuilt from ``(rules, dealer, deck order, reshuffle seed, actions)``.

>>> from ginrummy import find_rules
>>> state = HandState.deal(find_rules("standard"), dealer=0, seed=7)
>>> state.phase, state.to_act, state.stock_size
(<Phase.UPCARD_OFFER: 'upcard_offer'>, 1, 31)
>>> [str(a) for a in state.legal_actions()]
['take', 'pass']
>>> state = state.apply_text("pass").apply_text("pass")
>>> [str(a) for a in state.legal_actions()]
['draw']

The state is built in layers, a module each: the events and their log
(:mod:`~ginrummy.core.events`), how a hand ended (:mod:`~ginrummy.core.result`), the
fields and reading them (:mod:`~ginrummy.core.state`), which moves are legal
(:mod:`~ginrummy.core.legality`), applying one (:mod:`~ginrummy.core.moves`), and here
the whole: dealing, copying, comparing, views. Every name of the hand is importable
from this module.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .actions import Action
from .cards import ALL_CARDS, Card, CardsLike, parse_card_list
from .errors import IllegalActionError, IllegalReason, InvalidCardError
from .events import _NO_CARD, Event, EventKind, _Cons
from .fairness import FairDeal
from .legality import discard_turn_mask
from .moves import _Moves
from .observation import Observation, observe, resample
from .playout import PHASES, Playout
from .result import HandResult
from .rules import Rules, find_rules
from .scoring import hand_knock_limit
from .state import HAND_SIZE, STOCK_END_SIZE, Phase, stock_out_reason

__all__ = (
    "HAND_SIZE",
    "STOCK_END_SIZE",
    "Event",
    "EventKind",
    "HandResult",
    "HandState",
    "Phase",
    "discard_turn_mask",
    "stock_out_reason",
)


class HandState(_Moves):
    """An immutable hand of gin rummy.

    Build one with :meth:`deal`; read it with the properties; move with :meth:`apply`
    (or :meth:`apply_text`), which checks the action and raises
    :class:`~ginrummy.core.errors.IllegalActionError` with the reason when it is not legal.
    A player's view is :meth:`observation`.
    """

    __slots__ = ()

    def __init__(self) -> None:
        raise TypeError("use HandState.deal(...) to start a hand")

    # ------------------------------------------------------------------ creation
    @classmethod
    def deal(
        cls,
        rules: Rules | str | None = None,
        *,
        dealer: int = 0,
        seed: int | None = None,
        rng: random.Random | None = None,
        deck: CardsLike | None = None,
        reshuffle_seed: int | None = None,
        fair: FairDeal | None = None,
    ) -> HandState:
        """Deal a hand.

        The deck order is given (``deck``: 52 distinct cards) or shuffled with ``rng`` or
        a ``random.Random(seed)``. Cards go one at a time, non-dealer first: ``deck[0]``,
        ``deck[2]``, ... to the non-dealer, ``deck[1]``, ``deck[3]``, ... to the dealer;
        ``deck[20]`` is the upcard and ``deck[21]`` the top of the stock.

        With ``fair`` (a :class:`~ginrummy.core.fairness.FairDeal`) the deck is the one
        its seeds make, and a reshuffle continues its stream (docs/fairness.md); a
        ``deck`` given too must be that deck.
        """
        if rules is None:
            rules = find_rules("standard")
        elif isinstance(rules, str):
            rules = find_rules(rules)
        if dealer not in (0, 1) or isinstance(dealer, bool):
            raise IllegalActionError(
                IllegalReason.BAD_HAND, f"dealer must be 0 or 1, not {dealer!r}"
            )
        fair_pos = 0
        if fair is not None:
            order, fair_pos = fair.deal()
            if deck is not None and parse_card_list(deck) != order:
                raise InvalidCardError("the deck is not the one the deal's seeds make")
            reshuffle_seed = 0
        elif deck is None:
            if rng is None:
                rng = random.Random(seed)
            order = list(ALL_CARDS)
            rng.shuffle(order)
            if reshuffle_seed is None:
                reshuffle_seed = rng.getrandbits(63)
        else:
            order = parse_card_list(deck)
            if len(order) != 52 or len(set(order)) != 52:
                raise InvalidCardError(
                    f"a deck order needs the 52 distinct cards, got {len(order)} "
                    f"({len(set(order))} distinct)"
                )
        if reshuffle_seed is None:
            reshuffle_seed = 0
        non_dealer = 1 - dealer
        hands = [0, 0]
        for i in range(20):
            hands[non_dealer if i % 2 == 0 else dealer] |= 1 << order[i]
        upcard = order[20]
        state = object.__new__(cls)
        state.rules = rules
        state.dealer = dealer
        state.deck = tuple(order)
        state.reshuffle_seed = reshuffle_seed
        state.fair = fair
        state._fair_pos = fair_pos
        state.knock_limit = hand_knock_limit(rules, upcard)
        state._hands = (hands[0], hands[1])
        state._known = (0, 0)
        state._stock = tuple(order[21:])
        state._discard = (upcard,)
        state._phase = Phase.UPCARD_OFFER if rules.upcard_offer else Phase.DRAW
        state._to_act = non_dealer
        state._taken = _NO_CARD
        state._passes = 0
        state._stock_only = False
        state._must_knock = False
        state._bounce = False
        state._upcard_draws = 0
        state._reshuffles = 0
        state._log = None
        state._actions = None
        state._result = None
        state._legal = -1
        state._views = None
        return state

    def _copy(self) -> HandState:
        # Written out field by field: this runs once per action and is the hot path.
        new = object.__new__(HandState)
        new.rules = self.rules
        new.dealer = self.dealer
        new.deck = self.deck
        new.reshuffle_seed = self.reshuffle_seed
        new.fair = self.fair
        new._fair_pos = self._fair_pos
        new.knock_limit = self.knock_limit
        new._hands = self._hands
        new._known = self._known
        new._stock = self._stock
        new._discard = self._discard
        new._phase = self._phase
        new._to_act = self._to_act
        new._taken = self._taken
        new._passes = self._passes
        new._stock_only = self._stock_only
        new._must_knock = self._must_knock
        new._bounce = self._bounce
        new._upcard_draws = self._upcard_draws
        new._reshuffles = self._reshuffles
        new._log = self._log
        new._actions = self._actions
        new._result = self._result
        new._legal = -1
        new._views = None
        return new

    # ------------------------------------------------------------------ checks
    def card_count(self) -> int:
        """Cards in hands, stock and discard pile, plus a knocker's face-down discard: 52."""
        total = self._hands[0].bit_count() + self._hands[1].bit_count()
        total += len(self._stock) + len(self._discard)
        last = self._last_event()
        if last is not None and last.kind is EventKind.KNOCK:
            total += 1
        return total

    def all_cards_mask(self) -> int:
        """The union of every place a card can be; equals the full deck."""
        mask = self._hands[0] | self._hands[1]
        for card in self._stock:
            mask |= 1 << card
        for card in self._discard:
            mask |= 1 << card
        last = self._last_event()
        if last is not None and last.kind is EventKind.KNOCK and last.card is not None:
            mask |= 1 << last.card
        return mask

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandState):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _key(self) -> tuple[object, ...]:
        # The hands and the stock are part of the key: a state from :func:`resample` after
        # a reshuffle has the same deck, seed and actions as states it differs from.
        return (
            self.rules,
            self.dealer,
            self.deck,
            self.reshuffle_seed,
            self.actions,
            self._hands,
            self._stock,
        )

    def __repr__(self) -> str:
        return (
            f"<HandState {self._phase} to_act={self.to_act} stock={len(self._stock)} "
            f"actions={len(self.actions)}>"
        )

    # ------------------------------------------------------------------ views
    def observation(self, player: int) -> Observation:
        """What ``player`` may know, and nothing more: see :class:`Observation`."""
        return observe(self, player)

    def replace_hidden(self, player: int, rng: random.Random) -> HandState:
        """A state ``player`` cannot tell from this one: the opponent's unseen cards and
        the stock dealt anew at random (what an information-set search samples)."""
        return resample(self, player, rng)

    @classmethod
    def from_playout(cls, play: Playout, *, deck: Sequence[Card]) -> HandState:
        """A state at a :class:`~ginrummy.core.playout.Playout`'s position: its cards,
        its turn state and its result, with no history (no events, no actions).

        Such a state is a *position*, not a replayable hand: what an agent's search
        builds from an observation (:mod:`ginrummy.agents.determinize`), so that no code
        outside the core writes a state's fields. ``deck`` is the deck order it reports
        (52 cards; ``deck[20]`` the first upcard, which Oklahoma's limit and spades read);
        the knock limit is the playout's.
        """
        state = object.__new__(cls)
        state.rules = play.rules
        state.dealer = play.dealer
        state.deck = tuple(ALL_CARDS[card] for card in deck)
        state.reshuffle_seed = play.reshuffle_seed
        state.fair = play.fair
        state._fair_pos = play.fair_pos
        state.knock_limit = play.knock_limit
        state._hands = (play.hands[0], play.hands[1])
        state._known = (play.known[0], play.known[1])
        state._stock = tuple(ALL_CARDS[card] for card in reversed(play.stock))
        state._discard = tuple(ALL_CARDS[card] for card in play.pile)
        state._phase = PHASES[play.phase]
        state._to_act = play.seat
        state._taken = play.taken
        state._passes = play.passes
        state._stock_only = play.stock_only
        state._must_knock = play.must_knock
        state._bounce = play.bounce
        state._upcard_draws = play.upcard_draws
        state._reshuffles = play.reshuffles
        state._log = None
        state._actions = None
        state._result = play.result
        state._legal = -1
        state._views = None
        return state

    def rebuilt(
        self,
        hands: tuple[int, int],
        stock: Sequence[Card],
        *,
        deck: Sequence[Card] | None = None,
        events: Sequence[Event] | None = None,
        actions: Sequence[Action] | None = None,
        reshuffle_seed: int | None = None,
    ) -> HandState:
        """A copy of this state with other hidden cards: the hands (masks), the stock
        (top first), and where given the deck order, the events, the actions and the
        reshuffle seed. What :func:`resample` and an agent's deals
        (:class:`~ginrummy.agents.determinize.Determinizer`) make; the caller keeps the
        cards consistent."""
        new = self._copy()
        new._hands = hands
        new._stock = tuple(stock)
        if deck is not None:
            new.deck = tuple(deck)
        if reshuffle_seed is not None:
            new.reshuffle_seed = reshuffle_seed
        if events is not None:
            log: _Cons | None = None
            for event in events:
                log = (log, event)
            new._log = log
        if actions is not None:
            cell: _Cons | None = None
            for action in actions:
                cell = (cell, action)
            new._actions = cell
        return new
