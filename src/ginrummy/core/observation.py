"""What one player may know: the information-set view of a hand.

A person at the table sees their own cards, the discard pile (every discard is public),
the cards the opponent took from the pile and still holds, how many cards the opponent
and the stock have, the knock limit, and everything laid down at the showdown. They do
not see the opponent's other cards, the stock's order, the knocker's face-down discard,
or what the opponent drew from the stock. :class:`Observation` holds exactly the first
list, so an agent given an observation cannot cheat: there is nothing to cheat with.

Under a squared-up pile (``Rules.squared_pile``, seed 004: "players may not look through
the discard pile") the view shows the pile's top card only. The events still tell each
discard as it happened, since both players watched it made; what the pile held below
its top is then what a player remembers, and :attr:`Observation.remembered_pile` is a
perfect memory of it, rebuilt from those events (what the computer players use).

:func:`resample` deals the hidden cards anew consistently with a player's view; the
observation must not change (a test checks it on thousands of random states).
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, ClassVar, Final

from .actions import Action, Knock, actions_of_mask
from .cards import ALL_CARDS, Card, CardSet, cards_of
from .errors import IllegalActionError, IllegalReason
from .events import Event, EventKind, _Cons, _unwind
from .melds import deadwood_count_cached
from .result import HandResult
from .rules import Rules
from .scoring import hand_doubles
from .state import _OVER, Phase

if TYPE_CHECKING:
    from .hand import HandState


_FIELDS: Final = (
    "player",
    "phase",
    "to_act",
    "dealer",
    "hand",
    "opponent_hand_size",
    "opponent_known",
    "discard_pile",
    "stock_size",
    "knock_limit",
    "first_upcard",
    "taken_upcard",
    "events",
    "legal_action_mask",
    "result",
    "rules",
)


class Observation:
    """One player's view of a hand. Every field is public to that player.

    Read-only (each field is a property without a setter), compared and hashed by its
    fields (:attr:`FIELDS`), like a frozen dataclass. It is a plain class with slots
    because :func:`observe` builds one for every decision of every game and a frozen
    dataclass costs several times as much to build; the two card sets and the event
    tuple are made when first read, so an agent that looks only at its legal actions
    does not pay for them. The events wait as this seat's redacted log (persistent
    cells holding only what this seat saw), never the state's own log.
    """

    __slots__ = (
        "_dealer",
        "_discard_pile",
        "_events",
        "_events_log",
        "_first_upcard",
        "_hand",
        "_hand_mask",
        "_knock_limit",
        "_known_mask",
        "_legal_action_mask",
        "_opponent_hand_size",
        "_opponent_known",
        "_phase",
        "_player",
        "_result",
        "_rules",
        "_stock_size",
        "_taken_upcard",
        "_to_act",
    )

    FIELDS: ClassVar[tuple[str, ...]] = _FIELDS
    """The fields' names, in order: what equality, :meth:`replace` and the constructor
    take."""

    _player: int
    _phase: Phase
    _to_act: int | None
    _dealer: int
    _hand_mask: int
    _hand: CardSet | None
    _opponent_hand_size: int
    _known_mask: int
    _opponent_known: CardSet | None
    _discard_pile: tuple[Card, ...]
    _stock_size: int
    _knock_limit: int
    _first_upcard: Card
    _taken_upcard: Card | None
    _events: tuple[Event, ...] | None
    _events_log: _Cons | None
    _legal_action_mask: int
    _result: HandResult | None
    _rules: Rules

    def __init__(
        self,
        player: int,
        phase: Phase,
        to_act: int | None,
        dealer: int,
        hand: CardSet,
        opponent_hand_size: int,
        opponent_known: CardSet,
        discard_pile: tuple[Card, ...],
        stock_size: int,
        knock_limit: int,
        first_upcard: Card,
        taken_upcard: Card | None,
        events: tuple[Event, ...],
        legal_action_mask: int,
        result: HandResult | None,
        rules: Rules,
    ) -> None:
        self._player = player
        self._phase = phase
        self._to_act = to_act
        self._dealer = dealer
        self._hand = hand
        self._hand_mask = hand.mask
        self._opponent_hand_size = opponent_hand_size
        self._opponent_known = opponent_known
        self._known_mask = opponent_known.mask
        self._discard_pile = discard_pile
        self._stock_size = stock_size
        self._knock_limit = knock_limit
        self._first_upcard = first_upcard
        self._taken_upcard = taken_upcard
        self._events = events
        self._events_log = None
        self._legal_action_mask = legal_action_mask
        self._result = result
        self._rules = rules

    @property
    def player(self) -> int:
        """The seat whose view this is (0 or 1)."""
        return self._player

    @property
    def phase(self) -> Phase:
        """The phase of the hand."""
        return self._phase

    @property
    def to_act(self) -> int | None:
        """The seat to move, or ``None`` once the hand is over."""
        return self._to_act

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self._dealer

    @property
    def opponent_hand_size(self) -> int:
        """How many cards the opponent holds."""
        return self._opponent_hand_size

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        """Bottom first; the last card is the upcard. Under ``squared_pile`` the top card
        alone (or nothing): the cards below it are not on view."""
        return self._discard_pile

    @property
    def stock_size(self) -> int:
        """How many cards are left in the stock."""
        return self._stock_size

    @property
    def knock_limit(self) -> int:
        """The most deadwood a knock may leave in this hand."""
        return self._knock_limit

    @property
    def first_upcard(self) -> Card:
        """The upcard turned at the deal."""
        return self._first_upcard

    @property
    def taken_upcard(self) -> Card | None:
        """The card this player took from the pile this turn (it may not be discarded)."""
        return self._taken_upcard

    @property
    def events(self) -> tuple[Event, ...]:
        """Every event of the hand, with what this player may not see left out."""
        events = self._events
        if events is None:
            events = self._events = tuple(_unwind(self._events_log))
        return events

    @property
    def legal_action_mask(self) -> int:
        """Legal action ids as bits; 0 unless it is this player's turn."""
        return self._legal_action_mask

    @property
    def result(self) -> HandResult | None:
        """The hand's result, once it is over."""
        return self._result

    @property
    def rules(self) -> Rules:
        """The rules of the hand."""
        return self._rules

    @property
    def hand(self) -> CardSet:
        """This player's cards."""
        hand = self._hand
        if hand is None:
            hand = self._hand = CardSet(self._hand_mask)
        return hand

    @property
    def opponent_known(self) -> CardSet:
        """Cards the opponent took from the discard pile and still holds."""
        known = self._opponent_known
        if known is None:
            known = self._opponent_known = CardSet(self._known_mask)
        return known

    def _values(self) -> tuple[object, ...]:
        """The fields' values in :attr:`FIELDS` order (the card sets as masks)."""
        return (
            self._player,
            self._phase,
            self._to_act,
            self._dealer,
            self._hand_mask,
            self._opponent_hand_size,
            self._known_mask,
            self._discard_pile,
            self._stock_size,
            self._knock_limit,
            self._first_upcard,
            self._taken_upcard,
            self.events,
            self._legal_action_mask,
            self._result,
            self._rules,
        )

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Observation:
            return NotImplemented
        assert isinstance(other, Observation)
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in _FIELDS)
        return f"Observation({inner})"

    def __reduce__(self) -> tuple[type[Observation], tuple[object, ...]]:
        """Pickle by the fields (observations travel to the server's thinking processes)."""
        return (Observation, tuple(getattr(self, name) for name in _FIELDS))

    def replace(self, **changes: object) -> Observation:
        """A copy with some fields changed (as :func:`dataclasses.replace` does).

        :raises TypeError: for a name that is no field.
        """
        unknown = set(changes) - set(_FIELDS)
        if unknown:
            raise TypeError(f"Observation has no field {sorted(unknown)[0]!r}")
        values = {name: changes.get(name, getattr(self, name)) for name in _FIELDS}
        return Observation(**values)  # type: ignore[arg-type]

    @property
    def legal_actions(self) -> tuple[Action, ...]:
        """The actions this player may take now (empty when it is not their turn)."""
        return actions_of_mask(self.legal_action_mask)

    @property
    def is_my_turn(self) -> bool:
        """True when this player is to act."""
        return self.to_act == self.player

    @property
    def scores_double(self) -> bool:
        """True when this hand's points count double (Oklahoma: a spade turned up); the
        first upcard is public, so every player knows it from the deal."""
        return hand_doubles(self.rules, self.first_upcard)

    @property
    def upcard(self) -> Card | None:
        """The top card of the discard pile."""
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def deadwood(self) -> int:
        """The minimum deadwood of this player's cards as they stand."""
        return deadwood_count_cached(self.hand.mask)

    @property
    def remembered_pile(self) -> tuple[Card, ...]:
        """The discard pile as this player saw it built, bottom first: the pile itself
        when it is open, else (``squared_pile``) rebuilt from the events, each discard
        seen as it was made. A player who remembers every discard knows this much."""
        if not self.rules.squared_pile:
            return self.discard_pile
        return replay_pile(self.first_upcard, self.events)

    @property
    def discard_size(self) -> int:
        """How many cards the discard pile holds (a squared-up pile shows its height)."""
        if not self.rules.squared_pile:
            return len(self.discard_pile)
        return len(replay_pile(self.first_upcard, self.events))

    @property
    def dead_cards(self) -> CardSet:
        """Cards this player knows are out of play for good: the discard pile below the
        top (under ``squared_pile``, as remembered)."""
        return CardSet(sum(1 << c for c in self.remembered_pile[:-1]))

    @property
    def unseen(self) -> CardSet:
        """Cards this player has not seen: the opponent's unknown cards and the stock,
        less any card once shown (a discard reshuffled into the stock, say)."""
        seen = self.hand.mask | self.opponent_known.mask | 1 << self.first_upcard
        for card in self.discard_pile:
            seen |= 1 << card
        for event in self.events:
            if event.card is not None:
                seen |= 1 << event.card
        if self.result is not None and self.result.hands is not None:
            seen |= self.result.hands[0].mask | self.result.hands[1].mask  # laid down
        return CardSet(((1 << 52) - 1) & ~seen)

    def info_key(self) -> str:
        """A deterministic, perfect-recall string of this view (tabular agents, caches)."""
        moves = ",".join(
            f"{e.player}{e.kind.value[:2]}{'' if e.card is None else e.card}" for e in self.events
        )
        return f"p{self.player}|d{self.dealer}|u{self.first_upcard}|h{self.hand}|{moves}"

    def to_dict(self) -> dict[str, object]:
        """A JSON-safe form (cards in machine notation, actions as text and ids)."""
        return {
            "player": self.player,
            "phase": str(self.phase),
            "to_act": self.to_act,
            "dealer": self.dealer,
            "hand": [str(c) for c in self.hand],
            "deadwood": self.deadwood,
            "opponent_hand_size": self.opponent_hand_size,
            "opponent_known": [str(c) for c in self.opponent_known],
            "discard_pile": [str(c) for c in self.discard_pile],
            "discard_size": self.discard_size,
            "stock_size": self.stock_size,
            "knock_limit": self.knock_limit,
            "first_upcard": str(self.first_upcard),
            "taken_upcard": None if self.taken_upcard is None else str(self.taken_upcard),
            "events": [
                {
                    "player": e.player,
                    "kind": str(e.kind),
                    "card": None if e.card is None else str(e.card),
                }
                for e in self.events
            ],
            "legal_actions": [{"id": a.id, "text": str(a)} for a in self.legal_actions],
            "result": None if self.result is None else self.result.to_dict(),
        }


def observe(state: HandState, player: int) -> Observation:
    """Build ``player``'s observation of ``state``.

    The hot path of every game (each decision of each seat): it reads the state's slots
    directly, stores the fields without a constructor call, and leaves the card sets to
    be made when read. The events come from the state's per-seat redacted log, which
    each move extends by a cell per seat, so observing every move costs O(1) a move;
    the tuple is built only for an agent that reads it.
    """
    if player not in (0, 1):
        raise IllegalActionError(IllegalReason.NOT_YOUR_TURN, f"no such seat: {player!r}")
    return _observe(state, player)


def _observe(state: HandState, player: int) -> Observation:
    """:func:`observe` for a seat known to be 0 or 1 (the loops that play hands)."""
    obs = _new_observation(Observation)
    phase = state._phase
    if phase is _OVER:
        to_act = None
        obs._legal_action_mask = 0
        obs._taken_upcard = None
    else:
        to_act = state._to_act
        if to_act == player:
            legal = state._legal
            if legal < 0:
                legal = state._legal = state._compute_legal()
            obs._legal_action_mask = legal
            taken = state._taken
            obs._taken_upcard = None if taken < 0 else ALL_CARDS[taken]
        else:
            obs._legal_action_mask = 0
            obs._taken_upcard = None
    views = state._views
    obs._events = None
    obs._events_log = (state._redacted_logs() if views is None else views)[player]
    obs._player = player
    obs._phase = phase
    obs._to_act = to_act
    obs._dealer = state.dealer
    obs._hand_mask = state._hands[player]
    obs._hand = None
    obs._opponent_hand_size = state._hands[1 - player].bit_count()
    obs._known_mask = state._known[1 - player]
    obs._opponent_known = None
    rules = state.rules
    obs._discard_pile = state._discard[-1:] if rules.squared_pile else state._discard
    obs._stock_size = len(state._stock)
    obs._knock_limit = state.knock_limit
    obs._first_upcard = state.deck[20]
    obs._result = state._result
    obs._rules = rules
    return obs


_new_observation: Final = object.__new__


def replay_pile(first_upcard: Card, events: tuple[Event, ...]) -> tuple[Card, ...]:
    """The discard pile, bottom first, rebuilt from the public events of a hand.

    Every move on the pile is public: a discard lands on it, a take lifts its top (but a
    take that voided the hand, OpenSpiel's draw limit, left the card lying), a reshuffle
    leaves only the top, and a knock's discard goes face down beside it. So the events
    as either seat saw them give the pile exactly (a test checks it on random hands).
    """
    pile = [first_upcard]
    for index, event in enumerate(events):
        kind = event.kind
        if kind is EventKind.DISCARD:
            assert event.card is not None
            pile.append(event.card)
        elif kind is EventKind.TAKE_UPCARD:
            voided = index + 1 < len(events) and events[index + 1].kind is EventKind.VOID
            if pile and not voided:
                pile.pop()
        elif kind is EventKind.RESHUFFLE:
            del pile[:-1]
    return tuple(pile)


def resample(state: HandState, player: int, rng: random.Random) -> HandState:
    """A state consistent with everything ``player`` knows, hidden cards dealt anew.

    The opponent keeps the cards known to be theirs; their other cards and the whole
    stock are a random deal of the cards ``player`` has not seen. The history is made
    to fit: which cards the opponent drew from the stock (and knocked with, face down),
    and the deck order, so the sample replays from its own deck and carries nothing of
    the true one. The reshuffle seed (the order of a future reshuffle) is drawn anew.

    After a reshuffle (``stock_exhausted="reshuffle"``) the cards that went from the
    pile into the stock stay out of the opponent's hand unless the opponent drew
    enough cards since; the deck order then replays up to the reshuffle only (a seed
    cannot give the new stock's order). Once a knock has laid both hands open, only
    the stock (and the face-down discard) is dealt anew.
    """
    if player not in (0, 1):
        raise IllegalActionError(IllegalReason.NOT_YOUR_TURN, f"no such seat: {player!r}")
    opponent = 1 - player
    events = state.events
    known = state.known_cards(opponent).mask
    opp_hand = state.hand_mask(opponent)
    unknown = opp_hand & ~known
    last = events[-1] if events else None
    walk = _public_walk(state, opponent, events)
    face_down: Card | None = None
    if state.result is not None and state.result.hands is not None:
        # Both hands are open after a showdown: only the stock and the face-down
        # discard of an opponent's knock stay hidden.
        stock = list(state.stock)
        if last is not None and last.kind is EventKind.KNOCK and last.player == opponent:
            face_down = last.card
            assert face_down is not None
            known_before = walk[0][-1]
            # A card known to be theirs and not laid down is known to be the one.
            if not state.reshuffles and not known_before >> face_down & 1:
                stock.append(face_down)
                rng.shuffle(stock)
                face_down = stock.pop()
        rng.shuffle(stock)
        new_opp = opp_hand
    elif state.reshuffles:
        new_opp, stock = _deal_after_reshuffle(state, player, events, walk, rng)
    else:
        hidden = list(cards_of(unknown)) + list(state.stock)
        rng.shuffle(hidden)
        count = unknown.bit_count()
        new_opp = known
        for card in hidden[:count]:
            new_opp |= 1 << card
        stock = hidden[count:]
    hands = (state.hand_mask(0), new_opp) if player == 0 else (new_opp, state.hand_mask(1))
    new_events, deck = _history(state, player, hands, stock, face_down, events, walk, rng)
    actions = list(state.actions)
    if face_down is not None and actions and isinstance(actions[-1], Knock):
        actions[-1] = Knock(face_down, actions[-1].melds)
    return state.rebuilt(
        hands,
        stock,
        deck=deck,
        events=new_events,
        actions=actions,
        reshuffle_seed=rng.getrandbits(63),
    )


_Walk = tuple[list[int], list[Card], int, int]


def _public_walk(state: HandState, opponent: int, events: tuple[Event, ...]) -> _Walk:
    """What anyone can follow of the hand, event by event.

    Returns the opponent's known cards before each event, the discard pile just before
    a reshuffle, the index of the reshuffle event (-1 if none) and the mask of the
    cards that went from the pile into the new stock then.
    """
    known_at: list[int] = []
    known = 0
    pile: list[Card] = [state.first_upcard]
    pile_before: list[Card] = []
    reshuffle_at = -1
    reshuffled = 0
    for index, event in enumerate(events):
        known_at.append(known)
        kind, card = event.kind, event.card
        if kind is EventKind.RESHUFFLE:
            reshuffle_at = index
            pile_before = list(pile)
            for c in pile[:-1]:
                reshuffled |= 1 << c
            pile = pile[-1:]
        elif kind is EventKind.DISCARD:
            assert card is not None
            pile.append(card)
            if event.player == opponent:
                known &= ~(1 << card)
        elif kind is EventKind.KNOCK:
            if event.player == opponent and card is not None:
                known &= ~(1 << card)
        elif kind is EventKind.TAKE_UPCARD:
            assert card is not None
            voided = index + 1 < len(events) and events[index + 1].kind is EventKind.VOID
            if not voided:
                pile.pop()
                if event.player == opponent:
                    known |= 1 << card
    return known_at, pile_before, reshuffle_at, reshuffled


def _history(
    state: HandState,
    player: int,
    hands: tuple[int, int],
    stock: list[Card],
    face_down: Card | None,
    events: tuple[Event, ...],
    walk: _Walk,
    rng: random.Random,
) -> tuple[list[Event], list[Card]]:
    """The events and a deck order that lead to ``hands`` and ``stock``.

    Walks the events backwards from the end: a discard goes back into the hand, a card
    taken goes back onto the pile, a card drawn goes back on top of the stock. Which
    unknown card the opponent drew at each draw is picked at random among those it
    could have been: held then, and not known to come from the pile; after a
    reshuffle, a card from the old pile must have been drawn since, and exactly two
    cards of the new stock came from the old one.
    """
    opponent = 1 - player
    known_at, pile_before, reshuffle_at, reshuffled = walk
    # After a reshuffle: for each event, how many of the opponent's draws since the
    # reshuffle come at or before it, and how many reshuffled cards the opponent threw
    # (not known, so drawn) before it.
    draws_upto = [0] * len(events)
    thrown_before = [0] * len(events)
    if reshuffle_at >= 0:
        draws = thrown = 0
        for index in range(reshuffle_at + 1, len(events)):
            event = events[index]
            thrown_before[index] = thrown
            if event.player == opponent:
                if event.kind is EventKind.DRAW_STOCK:
                    draws += 1
                elif event.kind in (EventKind.DISCARD, EventKind.KNOCK):
                    card = face_down if event.kind is EventKind.KNOCK else event.card
                    if card is not None and reshuffled >> card & ~known_at[index] >> card & 1:
                        thrown += 1
            draws_upto[index] = draws
    out = list(events)
    held = list(hands)
    pile = list(state.discard_pile)
    deck_stock = list(stock)  # top first, grows back to the deal
    for index in range(len(events) - 1, -1, -1):
        event = events[index]
        seat, kind, card = event.player, event.kind, event.card
        if kind is EventKind.DISCARD:
            assert card is not None
            pile.pop()
            held[seat] |= 1 << card
        elif kind is EventKind.KNOCK:
            if seat == opponent and face_down is not None:
                card = face_down
                out[index] = Event(seat, kind, card)
            assert card is not None
            held[seat] |= 1 << card
        elif kind is EventKind.TAKE_UPCARD:
            assert card is not None
            if held[seat] >> card & 1:  # not the draw that voided the hand
                held[seat] ^= 1 << card
                pile.append(card)
        elif kind is EventKind.DRAW_STOCK:
            if seat == opponent:
                free = held[seat] & ~known_at[index]
                if index > reshuffle_at >= 0:
                    # Every reshuffled card held or thrown before needs a draw of its own.
                    from_pile = free & reshuffled
                    needed = from_pile.bit_count() + thrown_before[index]
                    if from_pile and draws_upto[index] <= needed:
                        free = from_pile
                card = _random_card(free or held[seat], rng)
                out[index] = Event(seat, kind, card)
            assert card is not None
            held[seat] ^= 1 << card
            deck_stock.insert(0, card)
        elif kind is EventKind.RESHUFFLE:
            old = [c for c in deck_stock if not reshuffled >> c & 1]
            rng.shuffle(old)
            deck_stock = old
            pile = list(pile_before)
    mine = [c for i, c in enumerate(state.deck[:20]) if (i % 2 == 0) == (player != state.dealer)]
    theirs = list(cards_of(held[opponent]))
    rng.shuffle(theirs)
    first, second = (mine, theirs) if player != state.dealer else (theirs, mine)
    deck: list[Card] = []
    for a, b in zip(first, second, strict=True):
        deck += (a, b)
    deck.append(state.first_upcard)
    deck += deck_stock
    return out, deck


def _random_card(mask: int, rng: random.Random) -> Card:
    """One card of a non-empty mask, at random."""
    for _ in range(rng.randrange(mask.bit_count())):
        mask &= mask - 1
    return ALL_CARDS[(mask & -mask).bit_length() - 1]


def _deal_after_reshuffle(
    state: HandState, player: int, events: tuple[Event, ...], walk: _Walk, rng: random.Random
) -> tuple[int, list[Card]]:
    """The opponent's hand and the stock, dealt anew after the discard pile was reshuffled.

    The new stock was the pile (bar its top card), public, and the two cards left in the
    old stock, ``S2``. Counting the opponent's draws since then (``k``), their discards of
    reshuffled cards they did not take from the pile (``r``, each one drawn), and the
    player's own draws of cards not from the pile (``b``, each one from ``S2``): if ``a``
    cards of ``S2`` are still in the stock, the opponent drew ``2 - a - b`` of them, so
    holds exactly ``k - r - 2 + a + b`` reshuffled cards. ``a`` is drawn with weights
    counting the deals of each kind; then the cards are dealt at random.
    """
    opponent = 1 - player
    known_at, _, reshuffle_at, reshuffled = walk
    k = r = b = u = 0
    for index in range(reshuffle_at + 1, len(events)):
        event = events[index]
        kind, card = event.kind, event.card
        if kind is EventKind.DISCARD:
            assert card is not None
            if event.player == opponent and not known_at[index] >> card & 1:
                if reshuffled >> card & 1:
                    r += 1
                else:
                    u += 1
        elif kind is EventKind.DRAW_STOCK:
            if event.player == opponent:
                k += 1
            elif card is not None and not reshuffled >> card & 1:
                b += 1
    known_opp = state.known_cards(opponent).mask
    unknown = state.hand_mask(opponent) & ~known_opp
    hidden = unknown
    for card in state.stock:
        hidden |= 1 << card
    from_pile = list(cards_of(hidden & reshuffled))
    others = list(cards_of(hidden & ~reshuffled))
    h = unknown.bit_count()
    options: list[tuple[int, int]] = []  # (weight, beta)
    for a in range(3 - b):
        beta = k - r - 2 + a + b
        rest = h - beta
        if not 0 <= beta <= len(from_pile) or not 0 <= rest <= len(others):
            continue
        if len(others) - rest != a or 2 - a - b > rest + u:
            continue
        options.append((math.comb(len(from_pile), beta) * math.comb(len(others), rest), beta))
    beta = max(0, h - len(others))  # only a state not reached by play has no option
    if options:
        pick = rng.randrange(sum(w for w, _ in options))
        for weight, option in options:
            if pick < weight:
                beta = option
                break
            pick -= weight
    rng.shuffle(from_pile)
    rng.shuffle(others)
    mine = from_pile[:beta] + others[: h - beta]
    stock = from_pile[beta:] + others[h - beta :]
    rng.shuffle(stock)
    new_opp = known_opp
    for card in mine:
        new_opp |= 1 << card
    return new_opp, stock
