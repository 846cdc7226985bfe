"""An observation holds what its player may know, and nothing more.

Scenario tests from fixed decks, then seeded random hands checking that the JSON form
of every observation carries no card the player has not seen.
"""

from __future__ import annotations

import json
import random
import re

import pytest

from ginrummy import (
    Card,
    CardSet,
    Event,
    EventKind,
    HandState,
    IllegalActionError,
    Observation,
    Phase,
    find_rules,
    resample,
)
from tests.helpers.hands import deal, fingerprint, play, replay

C = Card.parse
ND, DL = 1, 0
ND_A = "AC 2C 3C 4D 5D 6D 7H 8H 9H KS"  # 10 deadwood
DL_A = "AD 2D 3D 4H 5H 6H 7S 8S 9S KC"  # 10 deadwood
ND_H = "AC 2C 3C 4D 5D 6D 7H 8H KS QS"  # 35
DL_H = "AD 2D 3D 4H 5H 6H 7S 8S KC QC"  # 35
FULL = (1 << 52) - 1


def hidden_from(state: HandState, player: int) -> CardSet:
    """The cards ``player`` has never seen: the opponent's cards not known to be theirs,
    the stock, and a knocker's face-down discard (for the defender), less every card
    that was ever shown: discards, cards taken, the player's own draws and knock."""
    opponent = 1 - player
    mask = state.hand_mask(opponent) & ~state.known_cards(opponent).mask
    for card in state.stock:
        mask |= 1 << card
    mask &= ~(1 << state.first_upcard)  # turned face up at the deal
    for event in state.events:
        if event.card is None:
            continue
        public = event.kind in (EventKind.DISCARD, EventKind.TAKE_UPCARD)
        if public or event.player == player:
            mask &= ~(1 << event.card)
        elif event.kind is EventKind.KNOCK:
            mask |= 1 << event.card  # face down
    if state.result is not None and state.result.hands is not None:
        mask &= ~state.hand_mask(opponent)  # laid down at the showdown: public
    return CardSet(mask)


_CARD_TOKEN = re.compile(r"(?<![A-Za-z0-9])[A2-9TJQK][CDHS](?![A-Za-z0-9])")


def json_tokens(obj: object) -> set[str]:
    """Every card-like word in a JSON-like structure (keys included): the JSON text
    holds cards in machine notation only, and nothing else looks like one."""
    return set(_CARD_TOKEN.findall(json.dumps(obj)))


def assert_no_leak(state: HandState, player: int) -> None:
    obs = state.observation(player)
    data = obs.to_dict()
    text = json.dumps(data)
    assert json.loads(text) == data  # JSON-safe, round trip
    hidden = {str(c) for c in hidden_from(state, player)}
    leaked = set(_CARD_TOKEN.findall(text)) & hidden
    assert not leaked, (player, leaked)
    # The typed fields agree: the opponent's unknown cards are nowhere in the view.
    assert not obs.hand.mask & hidden_from(state, player).mask
    assert not obs.opponent_known.mask & hidden_from(state, player).mask
    for event in obs.events:
        assert event.card is None or str(event.card) not in hidden


# ---------------------------------------------------------------- what a view holds


def test_observation_fields_at_the_deal() -> None:
    state = deal(ND_A, DL_A, "KD", "QS JS")
    obs = state.observation(ND)
    assert isinstance(obs, Observation)
    assert obs.player == ND and obs.dealer == DL and obs.to_act == ND and obs.is_my_turn
    assert obs.phase is Phase.UPCARD_OFFER
    assert obs.hand == CardSet.parse(ND_A) and obs.deadwood == 10
    assert obs.opponent_hand_size == 10 and obs.stock_size == 31
    assert obs.discard_pile == (C("KD"),) and obs.upcard == C("KD")
    assert obs.first_upcard == C("KD") and obs.knock_limit == 10
    assert obs.opponent_known == CardSet() and obs.taken_upcard is None
    assert obs.events == () and obs.result is None
    assert obs.rules == state.rules
    assert [str(a) for a in obs.legal_actions] == ["take", "pass"]
    assert obs.legal_action_mask == state.legal_action_mask()
    assert obs.dead_cards == CardSet()
    # The unseen cards: the dealer's ten and the stock's 31.
    assert obs.unseen == CardSet(FULL & ~CardSet.parse(ND_A).mask & ~(1 << C("KD")))
    other = state.observation(DL)
    assert other.hand == CardSet.parse(DL_A) and not other.is_my_turn
    assert other.legal_actions == () and other.legal_action_mask == 0


def test_observation_rejects_a_bad_seat() -> None:
    state = deal(ND_A, DL_A, "KD")
    for seat in (2, -1):
        with pytest.raises(IllegalActionError):
            state.observation(seat)
        with pytest.raises(IllegalActionError):
            resample(state, seat, random.Random(0))


def test_legal_actions_only_on_your_turn() -> None:
    state = play(deal(ND_A, DL_A, "KD", "QS JS"), "pass", "pass", "draw")
    mine, theirs = state.observation(ND), state.observation(DL)
    assert mine.legal_actions == state.legal_actions()
    assert theirs.legal_actions == () and theirs.legal_action_mask == 0
    assert theirs.to_act == ND and theirs.phase is Phase.DISCARD
    assert theirs.opponent_hand_size == 11 and mine.stock_size == theirs.stock_size == 30


def test_opponent_stock_draws_are_hidden_own_draws_visible() -> None:
    state = play(deal(ND_A, DL_A, "KD", "QS JS"), "pass", "pass", "draw")
    draw = Event(ND, EventKind.DRAW_STOCK, C("QS"))
    assert state.observation(ND).events[-1] == draw
    assert state.observation(DL).events[-1] == Event(ND, EventKind.DRAW_STOCK, None)
    assert state.events[-1] == draw  # the state itself keeps everything
    assert "QS" not in json.dumps(state.observation(DL).to_dict())
    assert state.observation(DL).events[-1].describe(DL) == "player 1 drew from the stock"
    assert state.observation(ND).events[-1].describe(ND, ascii=True) == (
        "you drew QS from the stock"
    )
    # Once discarded, the card is public to both.
    state = play(state, "discard QS")
    assert state.observation(DL).events[-1] == Event(ND, EventKind.DISCARD, C("QS"))
    assert state.observation(DL).discard_pile[-1] == C("QS")


def test_opponent_known_cards_follow_pick_ups_and_discards() -> None:
    state = play(deal(ND_A, DL_A, "KD", "QS JS 5C"), "take")
    # The non-dealer took the KD: the dealer knows it is there.
    assert state.observation(DL).opponent_known == CardSet.parse("KD")
    assert state.observation(ND).opponent_known == CardSet()
    assert state.observation(ND).taken_upcard == C("KD")
    assert state.observation(DL).taken_upcard is None
    state = play(state, "discard KS", "take")  # the dealer takes the KS
    assert state.observation(ND).opponent_known == CardSet.parse("KS")
    assert state.observation(DL).opponent_known == CardSet.parse("KD")
    state = play(state, "discard KC", "draw", "discard KD")  # the KD goes back on the pile
    assert state.observation(DL).opponent_known == CardSet()  # no longer "known"
    assert state.observation(ND).opponent_known == CardSet.parse("KS")
    assert state.observation(DL).discard_pile == (C("KC"), C("KD"))
    assert state.observation(ND).dead_cards == CardSet.parse("KC")


def test_a_known_card_knocked_with_is_no_longer_known() -> None:
    state = play(deal(ND_A, DL_A, "2S", "QS JS"), "pass", "take")
    assert state.observation(ND).opponent_known == CardSet.parse("2S")
    state = play(state, "discard KC", "draw", "discard QS", "draw")
    assert state.observation(ND).opponent_known == CardSet.parse("2S")
    # The dealer knocks with the 2S face down: it is no longer known to be held.
    done = play(state, "knock 2S")
    assert done.known_cards(DL) == CardSet()
    assert done.observation(ND).opponent_known == CardSet()
    assert done.observation(ND).events[-1] == Event(DL, EventKind.KNOCK, None)
    assert done.observation(DL).events[-1] == Event(DL, EventKind.KNOCK, C("2S"))


def test_knockers_face_down_discard_is_hidden_from_the_defender() -> None:
    state = play(deal(ND_A, DL_A, "KD", "QS"), "pass", "pass", "draw", "knock QS")
    assert state.is_over and state.result is not None
    knock_mine = state.observation(ND).events[-1]
    knock_theirs = state.observation(DL).events[-1]
    assert knock_mine == Event(ND, EventKind.KNOCK, C("QS"))
    assert knock_theirs == Event(ND, EventKind.KNOCK, None)
    assert knock_theirs.describe(DL) == "player 1 knocked"
    data = state.observation(DL).to_dict()
    assert "QS" not in json_tokens(data)
    # The showdown itself is public: both hands as laid down, and the result.
    assert data["result"] == state.result.to_dict()
    assert state.observation(DL).result == state.result
    assert state.observation(DL).legal_actions == ()
    assert_no_leak(state, DL)
    assert_no_leak(state, ND)


def test_void_hand_reveals_no_hand() -> None:
    state = play(deal(ND_H, DL_H, "QD", "JD"), "pass", "pass")
    while not state.is_over:
        state = play(state, "draw")
        state = play(state, f"discard {state.events[-1].card}")
    assert state.result is not None and state.result.is_void and state.result.hands is None
    for seat in (0, 1):
        assert_no_leak(state, seat)


def test_to_dict_is_json_and_holds_no_hidden_card() -> None:
    state = play(deal(ND_A, DL_A, "KD", "QS JS"), "take", "discard KS", "draw")
    for seat in (0, 1):
        assert_no_leak(state, seat)
    data = state.observation(DL).to_dict()
    assert data["hand"] == [str(c) for c in state.hand(DL)]
    assert data["opponent_known"] == ["KD"] and data["to_act"] == DL
    assert [a["text"] for a in data["legal_actions"]][:1] == ["discard KC"]  # type: ignore[index]
    assert all(isinstance(a["id"], int) for a in data["legal_actions"])  # type: ignore[index]
    assert state.observation(ND).to_dict()["legal_actions"] == []


def test_info_key_is_per_player_and_ignores_hidden_cards() -> None:
    state = play(deal(ND_A, DL_A, "KD", "QS JS"), "pass", "pass", "draw")
    a, b = state.observation(ND).info_key(), state.observation(DL).info_key()
    assert a != b and a == state.observation(ND).info_key()
    assert "QS" in a and "QS" not in b
    sample = resample(state, DL, random.Random(3))
    assert sample.observation(DL).info_key() == b


# ---------------------------------------------------------------- resampling


def test_resample_keeps_the_view_and_the_known_cards() -> None:
    state = play(deal(ND_A, DL_A, "KD", "QS JS"), "take", "discard KS", "draw")
    rng = random.Random(11)
    hands = set()
    for _ in range(30):
        sample = resample(state, ND, rng)
        assert sample.observation(ND) == state.observation(ND)
        assert sample.hand(ND) == state.hand(ND)
        assert C("KD") in sample.hand(ND)
        assert sample.known_cards(ND) == state.known_cards(ND)
        assert len(sample.hand(DL)) == 11 and sample.stock_size == state.stock_size
        assert sample.card_count() == 52 and sample.all_cards_mask() == FULL
        # The sample is a hand of its own: its deck order replays to it.
        assert replay(sample) == sample
        assert fingerprint(replay(sample)) == fingerprint(sample)
        hands.add(sample.hand_mask(DL))
    assert len(hands) > 20  # the dealer's cards really are dealt anew
    # The dealer takes the KS: resampling for the non-dealer keeps it with the dealer.
    taken = play(deal(ND_A, DL_A, "KD", "QS JS"), "take", "discard KS", "take", "discard 9S")
    for _ in range(10):
        back = resample(taken, ND, rng)
        assert C("KS") in back.hand(DL) and back.known_cards(DL) == CardSet.parse("KS")
        assert back.observation(ND) == taken.observation(ND)
        assert replay(back) == back


def test_resampled_states_are_distinct_values() -> None:
    state = play(deal(ND_A, DL_A, "KD", "QS JS"), "pass", "pass", "draw")
    a = resample(state, ND, random.Random(1))
    b = resample(state, ND, random.Random(2))
    assert a.hand(DL) != b.hand(DL)
    assert a != b and a != state
    assert resample(state, ND, random.Random(1)) == a  # seeded: reproducible


def test_resample_does_not_carry_the_true_deck() -> None:
    state = play(deal(ND_A, DL_A, "KD", "QS JS"), "pass", "pass", "draw", "discard QS")
    sample = resample(state, ND, random.Random(5))
    assert sample.deck != state.deck
    # What the non-dealer knows of the deck is kept: its own cards and the upcard.
    assert sample.deck[20] == state.deck[20]
    assert [sample.deck[i] for i in range(0, 20, 2)] == [state.deck[i] for i in range(0, 20, 2)]
    assert sample.deck[21] == C("QS")  # its own draw
    # The play replays from the sampled deck.
    assert replay(sample) == sample


def test_resample_after_a_showdown_keeps_the_open_hands() -> None:
    state = play(deal(ND_A, DL_A, "KD", "QS"), "pass", "pass", "draw", "knock QS")
    sample = resample(state, DL, random.Random(2))
    assert sample.hand(ND) == state.hand(ND) and sample.hand(DL) == state.hand(DL)
    assert sorted(sample.stock) == sorted(state.stock)
    assert sample.observation(DL) == state.observation(DL)


def test_resample_after_a_reshuffle_keeps_reshuffled_cards_in_the_stock() -> None:
    rules = find_rules("standard", stock_exhausted="reshuffle")
    state = play(deal(ND_H, DL_H, "QD", "JD", rules=rules), "pass", "pass")
    while state.reshuffles == 0:
        state = play(state, "draw")
        state = play(state, f"discard {state.events[-1].card}")
    # Right after the reshuffle the new stock is the old pile (public) plus two cards.
    rng = random.Random(4)
    for seat in (0, 1):
        for _ in range(20):
            sample = resample(state, seat, rng)
            assert sample.observation(seat) == state.observation(seat)
            assert sample.card_count() == 52 and sample.all_cards_mask() == FULL
            # The opponent holds its own cards: none that was in the pile.
            pile_cards = [
                e.card for e in state.events if e.kind is EventKind.DISCARD and e.card is not None
            ]
            in_stock_now = set(state.stock) & set(pile_cards)
            assert not set(sample.hand(1 - seat)) & in_stock_now
            assert set(sample.stock) >= in_stock_now


def test_hidden_from_helper_matches_unseen() -> None:
    state = play(deal(ND_A, DL_A, "KD", "QS JS"), "take", "discard KS", "draw")
    for seat in (0, 1):
        assert state.observation(seat).unseen == hidden_from(state, seat)


# ---------------------------------------------------------------- random hands


@pytest.mark.parametrize(
    "preset", ["standard", "oklahoma", "openspiel", "eaai", "straight", "reshuffle"]
)
def test_no_hidden_card_in_any_observation_of_random_hands(preset: str) -> None:
    rules = (
        find_rules("standard", stock_exhausted="reshuffle")
        if preset == "reshuffle"
        else find_rules(preset)
    )
    rng = random.Random(f"obs-{preset}")
    for hand in range(8):
        state = HandState.deal(rules, dealer=hand % 2, rng=rng)
        while True:
            for seat in (0, 1):
                assert_no_leak(state, seat)
                if not state.is_over:
                    assert state.observation(seat).unseen == hidden_from(state, seat)
            if state.is_over:
                break
            state = state.apply_id(rng.choice(state.legal_action_ids()))


# ---------------------------------------------------------------- the object itself


def _played_states(preset: str, seed: int) -> list[HandState]:
    """Every state of one random hand, each observed as play goes (so each state's
    redacted logs were extended from its parent's, the way games build them)."""
    rules = (
        find_rules("standard", stock_exhausted="reshuffle")
        if preset == "reshuffle"
        else find_rules(preset)
    )
    rng = random.Random(f"{preset}-{seed}")
    state = HandState.deal(rules, dealer=seed % 2, rng=rng)
    states = [state]
    while not state.is_over:
        state.observation(state.to_act or 0)
        state = state.apply_id(rng.choice(state.legal_action_ids()))
        states.append(state)
    return states


@pytest.mark.parametrize("preset", ["standard", "openspiel", "reshuffle", "oklahoma"])
def test_observations_along_a_game_equal_fresh_ones(preset: str) -> None:
    """The per-seat event logs a game extends move by move (moves that add two events,
    a discard that voids the hand or reshuffles the stock, included) give the views a
    state rebuilt from its actions gives, each seat's."""
    for seed in range(6):
        states = _played_states(preset, seed)
        for state in states[:: max(1, len(states) // 12)] + states[-2:]:
            fresh = replay(state)
            for seat in (0, 1):
                assert state.observation(seat) == fresh.observation(seat)
                assert state.observation(seat).events == tuple(
                    e
                    if e.player == seat or e.kind not in (EventKind.DRAW_STOCK, EventKind.KNOCK)
                    else Event(e.player, e.kind)
                    for e in state.events
                )


def test_an_observation_holds_its_fields_and_nothing_else() -> None:
    """The slots are the public fields, plus the two card sets as masks and the events
    as this seat's redacted log (each made into its field when read): nothing of the
    state rides along for an agent to dig out."""
    names = {name.lstrip("_") for name in Observation.__slots__}
    assert names == set(Observation.FIELDS) | {"hand_mask", "known_mask", "events_log"}
    state = play(deal(ND_A, DL_A, "KD", "QS JS"), "take", "discard KS", "draw")
    for seat in (0, 1):
        obs = state.observation(seat)
        assert obs._hand_mask == obs.hand.mask == state.hand_mask(seat)
        assert obs._known_mask == obs.opponent_known.mask
        log, seen = obs._events_log, []
        while log is not None:
            log, event = log
            seen.append(event)
        assert tuple(reversed(seen)) == obs.events == state.observation(seat).events
        assert all(
            e.card is None or e.player == seat or e.kind is not EventKind.DRAW_STOCK for e in seen
        )
        for name in Observation.FIELDS:
            public = getattr(obs, name)
            assert getattr(obs, "_" + name) == public


def test_an_observation_is_read_only() -> None:
    obs = deal(ND_A, DL_A, "KD", "QS JS").observation(ND)
    for name in Observation.FIELDS:
        with pytest.raises(AttributeError):
            setattr(obs, name, None)
    with pytest.raises(AttributeError):
        obs.anything_new = 1  # type: ignore[attr-defined]


def test_an_observation_compares_hashes_pickles_and_replaces_by_its_fields() -> None:
    import pickle

    state = play(deal(ND_A, DL_A, "KD", "QS JS"), "take", "discard KS", "draw")
    obs = state.observation(ND)
    again = Observation(**{name: getattr(obs, name) for name in Observation.FIELDS})
    assert again == obs and hash(again) == hash(obs)
    assert pickle.loads(pickle.dumps(obs)) == obs
    assert obs != state.observation(DL)
    assert obs != "not an observation"
    moved = obs.replace(stock_size=3)
    assert moved.stock_size == 3 and moved != obs
    assert moved.replace(stock_size=obs.stock_size) == obs
    with pytest.raises(TypeError, match="no field"):
        obs.replace(stock=())
    text = repr(obs)
    assert text.startswith("Observation(player=1, phase=") and "legal_action_mask=" in text
