"""Scripted hands for the engine's tests: fixed deck orders, moves written as text, state
fingerprints and replays, and the check that an illegal move is refused with its reason."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from ginrummy import ALL_CARDS, Card, HandState, IllegalActionError, Rules, find_rules
from ginrummy.core.actions import Action
from ginrummy.core.cards import CardsLike, parse_card, parse_card_list
from ginrummy.core.errors import IllegalReason


def deck_for(
    nondealer_cards: CardsLike,
    dealer_cards: CardsLike,
    upcard: str | Card,
    stock: CardsLike = (),
    bottom: CardsLike = (),
) -> list[Card]:
    """A 52-card deck order that deals these hands, this upcard and this stock.

    ``stock`` lists the top of the stock first and ``bottom`` its last cards (the very
    last one last); the unnamed cards go between them in index order. Hands are dealt
    one card at a time, non-dealer first (``deck[0], deck[2], ...``).
    """
    nondealer = parse_card_list(nondealer_cards)
    dealer = parse_card_list(dealer_cards)
    up = parse_card(upcard) if isinstance(upcard, str) else upcard
    top = parse_card_list(stock)
    low = parse_card_list(bottom)
    assert len(nondealer) == 10, nondealer
    assert len(dealer) == 10, dealer
    named = [*nondealer, *dealer, up, *top, *low]
    assert len(set(named)) == len(named), "a card is named twice"
    used = set(named)
    deck: list[Card] = []
    for a, b in zip(nondealer, dealer, strict=True):
        deck += [a, b]
    deck.append(up)
    deck += top
    deck += [c for c in ALL_CARDS if c not in used]
    deck += low
    assert len(deck) == 52
    return deck


def deal(
    nondealer_cards: CardsLike,
    dealer_cards: CardsLike,
    upcard: str | Card,
    stock: CardsLike = (),
    bottom: CardsLike = (),
    *,
    rules: Rules | str = "standard",
    dealer: int = 0,
    reshuffle_seed: int = 0,
) -> HandState:
    """Deal a fixed hand (see :func:`deck_for`)."""
    if isinstance(rules, str):
        rules = find_rules(rules)
    deck = deck_for(nondealer_cards, dealer_cards, upcard, stock, bottom)
    return HandState.deal(rules, dealer=dealer, deck=deck, reshuffle_seed=reshuffle_seed)


def play(state: HandState, *moves: str) -> HandState:
    """Apply moves given as text, each checked against the seat to move."""
    for move in moves:
        seat = state.to_act
        state = state.apply_text(move, player=seat)
    return state


def texts(actions: Iterable[Action]) -> list[str]:
    """Actions as their machine text."""
    return [str(a) for a in actions]


def fingerprint(state: HandState) -> tuple[object, ...]:
    """Everything observable about a state, for "the state is unchanged" checks."""
    return (
        state.phase,
        state.to_act,
        state.hand_mask(0),
        state.hand_mask(1),
        state.known_cards(0),
        state.known_cards(1),
        state.stock,
        state.discard_pile,
        state.taken_upcard,
        state.knock_limit,
        state.reshuffles,
        state.legal_action_mask(),
        state.actions,
        state.events,
        state.result,
        state.observation(0),
        state.observation(1),
    )


def replay(state: HandState) -> HandState:
    """Rebuild a state from its rules, dealer, deck order, reshuffle seed and actions."""
    new = HandState.deal(
        state.rules, dealer=state.dealer, deck=state.deck, reshuffle_seed=state.reshuffle_seed
    )
    for action in state.actions:
        new = new.apply(action)
    return new


def assert_illegal(
    state: HandState, action: Action | str, reason: IllegalReason, *, player: int | None = None
) -> IllegalActionError:
    """The action is refused for ``reason`` and the state is left exactly as it was."""
    before = fingerprint(state)
    with pytest.raises(IllegalActionError) as info:
        if isinstance(action, str):
            state.apply_text(action, player=player)
        else:
            state.apply(action, player=player)
    assert info.value.reason is reason, (info.value.reason, str(info.value))
    assert str(info.value)  # a message for people
    if player is None:
        assert not state.is_legal(_parse(action) if isinstance(action, str) else action)
    assert fingerprint(state) == before
    assert replay(state) == state
    assert fingerprint(replay(state)) == before
    return info.value


def _parse(text: str) -> Action:
    from ginrummy import parse_action

    return parse_action(text)
