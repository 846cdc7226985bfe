"""Build a full hand from one player's observation: the hidden cards dealt at random.

A search agent sees only an :class:`~ginrummy.core.observation.Observation`. To look ahead it
needs states to play on; :func:`determinize` makes one that agrees with everything the
observation shows: the player's own cards, the discard pile (a squared-up one as the
player remembers it from the discards it saw), the cards the opponent is
known to hold, the counts, the phase and the small pieces of turn state (passes on the
first upcard, a card just taken, OpenSpiel's stock-end knock, upcard draws, a reshuffle).
The opponent's other cards and the stock order are a uniform random deal of the cards
the player has not seen.

Such a state is a *position*, not a replayable history: its deck order is synthetic and
its action list empty. Use :func:`ginrummy.core.observation.resample` when a full, replayable
state is at hand (the server, tests); this function is for agents, which have only the
observation.
"""

from __future__ import annotations

import random

from ..core.cards import ALL_CARDS, Card, cards_of
from ..core.hand import EventKind, HandState, Phase
from ..core.melds import RUN_DEADWOOD, set_choices
from ..core.observation import Observation
from ..core.playout import NO_CARD, PHASE_INDEX, Playout

_ALL_MASK = (1 << 52) - 1


def determinize(
    observation: Observation,
    rng: random.Random,
    *,
    model_draws: bool = False,
    steps_per_draw: float = 1.0,
) -> HandState:
    """A random state consistent with ``observation`` (see the module docstring).

    A uniform deal gives the opponent a random hand, but a real opponent has spent every
    draw keeping the cards that meld: uniform samples underrate them. With
    ``model_draws``, the opponent's unknown cards are "played" once per stock draw they
    made: draw a random unseen card, throw back the one leaving the most deadwood. The
    result is still consistent with the observation. One step a draw is about as good
    as a player who knocks at its first chance; a player who waits keeps improving a
    hand nobody has seen, and ``steps_per_draw=2`` matches one (the master's
    measurement, :class:`~ginrummy.agents.master.MasterParams`).

    Many deals from one observation: :class:`Determinizer` reads the observation once.
    """
    return Determinizer(observation, model_draws=model_draws, steps_per_draw=steps_per_draw).deal(
        rng
    )


class Determinizer:
    """:func:`determinize` for many deals from one observation: what depends on the
    observation alone (the unseen cards, the turn state read from the events, a template
    state) is worked out once, and each deal only shuffles, improves the opponent's hand
    and copies the template. A deal is :func:`determinize`'s own, draw for draw of the
    random stream: the same ``rng`` gives the same state either way.

    :raises ValueError: when the observation's counts do not add up.
    """

    __slots__ = (
        "_known",
        "_need",
        "_own",
        "_player",
        "_steps",
        "_stock_size",
        "_template",
        "_unseen",
    )

    def __init__(
        self, observation: Observation, *, model_draws: bool = False, steps_per_draw: float = 1.0
    ) -> None:
        obs = observation
        player = obs.player
        opponent = 1 - player
        own = obs.hand.mask
        known = obs.opponent_known.mask
        if any(e.kind is EventKind.RESHUFFLE for e in obs.events):
            # After a reshuffle the new stock holds cards this player saw on the pile: the
            # stock and the opponent's hidden cards are anything not in this hand, on the
            # pile now, or known to be the opponent's.
            pile = 0
            for card in obs.remembered_pile:
                pile |= 1 << card
            unseen = list(cards_of(_ALL_MASK & ~own & ~pile & ~known))
        else:
            unseen = list(cards_of(obs.unseen.mask & ~known))
        need = obs.opponent_hand_size - known.bit_count()
        if need < 0 or need + obs.stock_size > len(unseen):
            raise ValueError("the observation's counts do not add up")
        self._player = player
        self._known = known
        self._own = own
        self._unseen = unseen
        self._need = need
        self._stock_size = obs.stock_size
        self._steps = int(steps_per_draw * _opponent_draws(obs, opponent)) if model_draws else 0
        self._template = _template(obs, own, known)

    def draw(self, rng: random.Random) -> tuple[int, list[Card], int]:
        """The random part of a deal: the opponent's hand (a mask), the stock (top
        first) and the reshuffle seed, drawn from ``rng`` as :func:`determinize` draws."""
        unseen = self._unseen.copy()
        rng.shuffle(unseen)
        need = self._need
        hidden = unseen[:need]
        rest = unseen[need:]
        if self._steps and hidden:
            _improve(self._known, hidden, rest, self._steps, rng)
        opp = self._known
        for card in hidden:
            opp |= 1 << card
        return opp, rest[: self._stock_size], rng.getrandbits(63)

    def state(self, opp: int, stock: list[Card], reshuffle_seed: int) -> HandState:
        """The state of a :meth:`draw`."""
        own = self._own
        hands = (own, opp) if self._player == 0 else (opp, own)
        return self._template.rebuilt(hands, stock, reshuffle_seed=reshuffle_seed)

    def deal(self, rng: random.Random) -> HandState:
        """A random state consistent with the observation (:func:`determinize`)."""
        return self.state(*self.draw(rng))


def _template(obs: Observation, own: int, known: int) -> HandState:
    """The state :func:`determinize` builds, less the hidden cards (the opponent holds
    only its known cards, the stock is empty): the turn state read from the events."""
    player = obs.player
    events = obs.events
    passes = 0
    reshuffles = 0
    upcard_draws = 0
    started = False  # a card was drawn or discarded: the first-turn offer is over
    # The kinds bound once (an enum member read off its class costs ~90 ns on 3.11).
    pass_kind, reshuffle_kind, take_kind = (
        EventKind.PASS,
        EventKind.RESHUFFLE,
        EventKind.TAKE_UPCARD,
    )
    play_kinds = (EventKind.DRAW_STOCK, EventKind.DISCARD)
    for event in events:
        kind = event.kind
        if kind is pass_kind and not started:
            passes += 1
        elif kind is reshuffle_kind:
            reshuffles += 1
        elif kind is take_kind and started:
            upcard_draws += 1
        elif kind in play_kinds:
            started = True
    last = events[-1] if events else None
    taken = obs.taken_upcard
    if taken is None and last is not None and last.kind is EventKind.TAKE_UPCARD:
        taken = last.card  # the opponent just took it (public)
    must_knock = (
        obs.phase is Phase.DISCARD
        and obs.rules.stock_end_upcard_knock
        and last is not None
        and last.kind is EventKind.TAKE_UPCARD
        and obs.stock_size <= 2
    )
    bounce = False
    for index in range(len(events) - 1, 0, -1):
        if events[index].kind is EventKind.DISCARD:
            before = events[index - 1]
            bounce = (
                before.kind is EventKind.TAKE_UPCARD
                and before.player == events[index].player
                and before.card == events[index].card
            )
            break

    # A synthetic deck order that deals these hands and this first upcard, so rules that
    # read the deal (Oklahoma's spades) see the right card.
    deck = _synthetic_deck(obs.first_upcard)
    own_known = _own_known(obs)
    play = Playout(
        obs.rules,
        dealer=obs.dealer,
        hands=(own, known) if player == 0 else (known, own),
        stock=(),
        pile=obs.remembered_pile,  # a squared-up pile, as the player saw it built
        phase=PHASE_INDEX[obs.phase],
        seat=obs.to_act if obs.to_act is not None else player,
        knock_limit=obs.knock_limit,
        first_upcard=obs.first_upcard,
        known=(own_known, known) if player == 0 else (known, own_known),
        taken=NO_CARD if taken is None else int(taken),
        passes=passes,
        stock_only=obs.phase is Phase.DRAW and passes >= 2 and not started,
        must_knock=must_knock,
        bounce=bounce,
        upcard_draws=upcard_draws,
        reshuffles=reshuffles,
        result=obs.result,
    )
    return HandState.from_playout(play, deck=deck)


def _own_known(obs: Observation) -> int:
    """Cards of this player that the opponent saw them take and that they still hold."""
    known = 0
    player = obs.player
    take_kind, gone_kinds = EventKind.TAKE_UPCARD, (EventKind.DISCARD, EventKind.KNOCK)
    for event in obs.events:
        if event.player != player or event.card is None:
            continue
        if event.kind is take_kind:
            known |= 1 << event.card
        elif event.kind in gone_kinds:
            known &= ~(1 << event.card)
    return known & obs.hand.mask


def _synthetic_deck(first_upcard: Card) -> list[Card]:
    rest = [c for c in ALL_CARDS if c != first_upcard]
    return [*rest[:20], first_upcard, *rest[20:]]


def _opponent_draws(obs: Observation, opponent: int) -> int:
    draw_kind = EventKind.DRAW_STOCK
    return sum(1 for e in obs.events if e.player == opponent and e.kind is draw_kind)


def _improve(
    known: int, hidden: list[Card], rest: list[Card], steps: int, rng: random.Random
) -> None:
    """Greedy draw-and-discard steps on the opponent's unknown cards, in place: each step
    draws a random card of ``rest`` and throws back the card of ``hidden`` leaving the
    least deadwood (the first such in ``hidden``'s order; the drawn card itself unless
    one leaves strictly less).

    A hand without three of a rank melds in runs only, so a discard changes one suit's
    run deadwood (:data:`~ginrummy.core.melds.RUN_DEADWOOD`): comparing those changes is
    comparing the deadwood counts, without counting each 10-card hand anew. With three
    of a rank, see :func:`_deadwood_without`."""
    if not rest:
        return
    count = len(rest)
    run = RUN_DEADWOOD
    held = known
    for card in hidden:
        held |= 1 << card
    for _ in range(min(steps, 24)):
        j = rng.randrange(count)
        drawn = rest[j]
        hand = held | 1 << drawn
        a = hand & 0x1FFF
        b = hand >> 13 & 0x1FFF
        c = hand >> 26 & 0x1FFF
        d = hand >> 39
        worst_index = -1
        if (a & b & (c | d)) | (c & d & (a | b)):  # three of a rank
            ways: list[tuple[int, tuple[int, int, int, int], int]] = []
            for used in set_choices(hand):
                left = hand & ~used
                p = (left & 0x1FFF, left >> 13 & 0x1FFF, left >> 26 & 0x1FFF, left >> 39)
                ways.append((used, p, run[p[0]] + run[p[1]] + run[p[2]] + run[p[3]]))
            best = _deadwood_without(drawn, ways)  # throwing the drawn card back
            for index, card in enumerate(hidden):
                suit, rank = divmod(card, 13)
                bit = 1 << card
                gone = 1 << rank
                for used, p, total in ways:  # _deadwood_without, written out (hot)
                    if not used & bit:
                        pattern = p[suit]
                        value = total - run[pattern] + run[pattern ^ gone]
                        if value < best:
                            best, worst_index = value, index
        else:
            suits = (a, b, c, d)
            suit, rank = divmod(drawn, 13)
            pattern = suits[suit]
            best = run[pattern ^ 1 << rank] - run[pattern]
            for index, card in enumerate(hidden):
                suit, rank = divmod(card, 13)
                pattern = suits[suit]
                value = run[pattern ^ 1 << rank] - run[pattern]
                if value < best:
                    best, worst_index = value, index
        if worst_index >= 0:
            worst = hidden[worst_index]
            hidden[worst_index] = drawn
            rest[j] = worst
            held = hand ^ 1 << worst


def _deadwood_without(card: int, ways: list[tuple[int, tuple[int, int, int, int], int]]) -> int:
    """The deadwood count of a hand less ``card``, from ``ways``: for each way to take
    sets out of the whole hand (:func:`~ginrummy.core.melds.set_choices`), the cards used, the
    suit patterns left and their run deadwood. The ways of the hand less a card are
    exactly the hand's ways that leave the card out (a four of a rank less one is the
    three the hand could use without it), so the count is the least, over those, of the
    run deadwood with the card gone from its suit."""
    suit, rank = divmod(card, 13)
    bit = 1 << card
    gone = 1 << rank
    run = RUN_DEADWOOD
    best = 1000
    for used, suits, total in ways:
        if not used & bit:
            pattern = suits[suit]
            value = total - run[pattern] + run[pattern ^ gone]
            if value < best:
                best = value
    return best
