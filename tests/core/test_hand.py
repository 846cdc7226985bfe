"""Scenario tests of one hand, from fixed deck orders: every hand rule of RULES.md.

Seat 0 deals in every scenario here unless said otherwise, so seat 1 is the non-dealer
(offered the first upcard first, and first to draw). ``deal(nondealer, dealer, upcard,
stock, bottom)`` in conftest.py builds the deck order; the shared hands are in
``hand_decks.py``, and the rule variants (Oklahoma, the end of the stock, OpenSpiel's
rules) in ``test_hand_variants.py``.
"""

from __future__ import annotations

import json

import pytest

from ginrummy import (
    BigGin,
    CardSet,
    Discard,
    DrawStock,
    EventKind,
    HandState,
    IllegalActionError,
    IllegalReason,
    InvalidActionError,
    InvalidCardError,
    Knock,
    Meld,
    Outcome,
    Pass,
    Phase,
    TakeUpcard,
    find_rules,
    parse_action,
)
from ginrummy.core.actions import BIG_GIN_ID, DRAW_STOCK_ID, KNOCK_BASE, PASS_ID, TAKE_UPCARD_ID
from tests.helpers.hand_decks import DL, DL_A, DL_H, ND, ND_A, ND_GIN, C, hand_a
from tests.helpers.hands import assert_illegal, deal, deck_for, fingerprint, play, replay, texts

# ---------------------------------------------------------------- the deal


def test_deal_follows_the_deck_order() -> None:
    deck = deck_for(ND_A, DL_A, "KD", "QS JS")
    state = HandState.deal("standard", dealer=0, deck=deck)
    assert state.hand(ND) == state.hand(1) == CardSet.parse(ND_A)
    assert state.hand(DL) == CardSet.parse(DL_A)
    assert state.discard_pile == (C("KD"),) and state.upcard == C("KD")
    assert state.first_upcard == C("KD")
    assert state.stock[:2] == (C("QS"), C("JS")) and state.stock_size == 31
    assert state.phase is Phase.UPCARD_OFFER and state.to_act == ND
    assert state.card_count() == 52 and state.all_cards_mask() == (1 << 52) - 1
    # The other dealer: the same deck order deals seat 0 the non-dealer's cards.
    other = HandState.deal("standard", dealer=1, deck=deck)
    assert other.hand(0) == state.hand(1) and other.to_act == 0 and other.non_dealer == 0


def test_deal_validates_its_arguments() -> None:
    with pytest.raises(IllegalActionError) as info:
        HandState.deal("standard", dealer=2)
    assert info.value.reason is IllegalReason.BAD_HAND
    with pytest.raises(InvalidCardError):
        HandState.deal("standard", deck=["AC"] * 52)
    with pytest.raises(InvalidCardError):
        HandState.deal("standard", deck=deck_for(ND_A, DL_A, "KD")[:51])
    with pytest.raises(TypeError):
        HandState()


def test_deal_is_deterministic_from_a_seed() -> None:
    a = HandState.deal("standard", dealer=1, seed=99)
    b = HandState.deal("standard", dealer=1, seed=99)
    assert a == b and a.deck == b.deck and a.reshuffle_seed == b.reshuffle_seed
    assert hash(a) == hash(b)
    assert HandState.deal("standard", dealer=1, seed=100).deck != a.deck


# ---------------------------------------------------------------- the first upcard


def test_upcard_is_offered_to_the_non_dealer_first() -> None:
    state = hand_a()
    assert texts(state.legal_actions()) == ["take", "pass"]
    assert state.legal_action_mask() == 1 << TAKE_UPCARD_ID | 1 << PASS_ID
    assert_illegal(state, "pass", IllegalReason.NOT_YOUR_TURN, player=DL)
    assert_illegal(state, "draw", IllegalReason.WRONG_PHASE)
    assert_illegal(state, "discard KS", IllegalReason.WRONG_PHASE)
    assert_illegal(state, "knock KS", IllegalReason.WRONG_PHASE)
    assert_illegal(state, "big gin", IllegalReason.WRONG_PHASE)


def test_dealer_is_offered_the_upcard_after_a_pass() -> None:
    state = play(hand_a(), "pass")
    assert state.phase is Phase.UPCARD_OFFER and state.to_act == DL
    assert texts(state.legal_actions()) == ["take", "pass"]
    assert_illegal(state, "take", IllegalReason.NOT_YOUR_TURN, player=ND)
    assert [(e.player, e.kind) for e in state.events] == [(ND, EventKind.PASS)]


def test_both_pass_then_the_non_dealer_must_draw_from_the_stock() -> None:
    state = play(hand_a(), "pass", "pass")
    assert state.phase is Phase.DRAW and state.to_act == ND
    assert texts(state.legal_actions()) == ["draw"]
    err = assert_illegal(state, "take", IllegalReason.WRONG_PHASE)
    assert "draw from the stock" in str(err)
    assert_illegal(state, "pass", IllegalReason.WRONG_PHASE)
    assert_illegal(state, "draw", IllegalReason.NOT_YOUR_TURN, player=DL)
    state = play(state, "draw")
    assert state.phase is Phase.DISCARD and state.to_act == ND
    assert C("QS") in state.hand(ND) and state.stock_size == 30
    assert state.discard_pile == (C("KD"),)  # the refused upcard stays on the pile
    state = play(state, "discard QS")
    # From now on the upcard may be taken as usual.
    assert state.to_act == DL and texts(state.legal_actions()) == ["draw", "take"]


def test_non_dealer_takes_the_upcard_discards_and_the_turn_passes() -> None:
    state = play(hand_a(), "take")
    assert state.phase is Phase.DISCARD and state.to_act == ND
    assert C("KD") in state.hand(ND) and len(state.hand(ND)) == 11
    assert state.discard_pile == () and state.taken_upcard == C("KD")
    assert state.known_cards(ND) == state.known_cards(ND).parse("KD")
    assert_illegal(state, "discard KD", IllegalReason.CANNOT_DISCARD_TAKEN_UPCARD)
    assert_illegal(state, "knock KD", IllegalReason.CANNOT_DISCARD_TAKEN_UPCARD)
    assert "discard KD" not in texts(state.legal_actions())
    state = play(state, "discard KS")
    assert state.phase is Phase.DRAW and state.to_act == DL
    assert state.discard_pile == (C("KS"),) and state.taken_upcard is None
    # The dealer now plays a normal turn: stock or the new upcard.
    assert texts(state.legal_actions()) == ["draw", "take"]
    assert state.stock_size == 31


def test_dealer_takes_the_upcard_after_a_pass_and_the_non_dealer_plays_next() -> None:
    state = play(hand_a(), "pass", "take")
    assert state.to_act == DL and state.phase is Phase.DISCARD
    assert state.known_cards(DL) == state.known_cards(DL).parse("KD")
    assert_illegal(state, "discard KD", IllegalReason.CANNOT_DISCARD_TAKEN_UPCARD)
    state = play(state, "discard KC")
    assert state.to_act == ND and state.phase is Phase.DRAW
    assert texts(state.legal_actions()) == ["draw", "take"]
    assert state.known_cards(DL) == state.known_cards(DL).parse("KD")


def test_without_the_upcard_offer_the_non_dealer_simply_draws() -> None:
    state = hand_a(rules=find_rules("standard", upcard_offer=False))
    assert state.phase is Phase.DRAW and state.to_act == ND
    assert texts(state.legal_actions()) == ["draw", "take"]
    assert_illegal(state, "pass", IllegalReason.WRONG_PHASE)


# ---------------------------------------------------------------- a turn


def test_a_turn_is_a_draw_then_a_discard() -> None:
    state = play(hand_a(), "pass", "pass", "draw")
    assert_illegal(state, "draw", IllegalReason.WRONG_PHASE)
    assert_illegal(state, "take", IllegalReason.WRONG_PHASE)
    assert_illegal(state, "pass", IllegalReason.WRONG_PHASE)
    assert_illegal(state, "discard KC", IllegalReason.CARD_NOT_IN_HAND)  # the dealer's card
    assert_illegal(state, "discard JS", IllegalReason.CARD_NOT_IN_HAND)  # still in the stock
    state = play(state, "discard KS")
    assert state.to_act == DL and state.phase is Phase.DRAW
    assert_illegal(state, "discard KC", IllegalReason.WRONG_PHASE)  # draw first
    assert_illegal(state, "knock KC", IllegalReason.WRONG_PHASE)
    state = play(state, "draw")
    assert C("JS") in state.hand(DL)
    state = play(state, "discard JS")
    assert state.discard_pile == (C("KD"), C("KS"), C("JS"))
    assert [str(a) for a in state.actions] == [
        "pass",
        "pass",
        "draw",
        "discard KS",
        "draw",
        "discard JS",
    ]
    kinds = [(e.player, e.kind, e.card) for e in state.events]
    assert kinds[2:] == [
        (ND, EventKind.DRAW_STOCK, C("QS")),
        (ND, EventKind.DISCARD, C("KS")),
        (DL, EventKind.DRAW_STOCK, C("JS")),
        (DL, EventKind.DISCARD, C("JS")),
    ]


def test_a_card_drawn_from_the_stock_may_be_discarded_at_once() -> None:
    state = play(hand_a(), "pass", "pass", "draw")
    assert "discard QS" in texts(state.legal_actions())
    state = play(state, "discard QS")
    assert state.upcard == C("QS")


def test_only_the_top_discard_can_be_taken() -> None:
    state = play(hand_a(), "pass", "pass", "draw", "discard KS", "draw", "discard JS")
    assert state.discard_pile == (C("KD"), C("KS"), C("JS"))
    after = play(state, "take")
    assert C("JS") in after.hand(ND) and C("KS") not in after.hand(ND)
    assert after.discard_pile == (C("KD"), C("KS"))
    assert after.taken_upcard == C("JS")
    # The card taken may not go straight back, so the one under it stays dead.
    assert_illegal(after, "discard JS", IllegalReason.CANNOT_DISCARD_TAKEN_UPCARD)
    after = play(after, "discard QS")
    assert after.discard_pile == (C("KD"), C("KS"), C("QS"))
    assert after.known_cards(ND) == after.known_cards(ND).parse("JS")


@pytest.mark.parametrize("preset", ["openspiel", "standard-allow"])
def test_taken_upcard_may_be_discarded_when_the_rules_allow(preset: str) -> None:
    rules = (
        find_rules("standard", allow_discard_of_drawn_upcard=True)
        if preset == "standard-allow"
        else find_rules(preset)
    )
    state = play(hand_a(rules=rules), "take")
    assert "discard KD" in texts(state.legal_actions())
    state = play(state, "discard KD")
    assert state.upcard == C("KD") and state.to_act == DL
    assert not state.known_cards(ND)  # back on the pile: no longer known


def test_knocking_may_not_discard_the_taken_upcard_either() -> None:
    # ND takes the 2S and may knock, but not with the 2S face down.
    state = play(hand_a("2S"), "take")
    legal = texts(state.legal_actions())
    assert "knock KS" in legal and "knock 2S" not in legal and "discard 2S" not in legal
    assert_illegal(state, "knock 2S", IllegalReason.CANNOT_DISCARD_TAKEN_UPCARD)


# ---------------------------------------------------------------- knocking


def test_knocking_on_the_first_turn_after_taking_the_upcard() -> None:
    state = play(hand_a("2S"), "take", "knock KS")
    assert state.is_over and state.to_act is None and state.phase is Phase.OVER
    result = state.result
    assert result is not None and result.knocker == ND
    assert result.outcome is Outcome.KNOCK and result.winner == ND
    assert result.showdown is not None
    assert result.showdown.knocker_deadwood == 2 and result.showdown.defender_deadwood == 10
    assert result.points == 8
    assert state.card_count() == 52 and state.all_cards_mask() == (1 << 52) - 1
    assert state.events[-1].kind is EventKind.KNOCK and state.events[-1].card == C("KS")


def test_dealer_may_knock_on_the_first_turn() -> None:
    state = play(hand_a("2S"), "pass", "take", "knock KC")
    assert state.result is not None and state.result.knocker == DL
    assert state.result.showdown is not None and state.result.showdown.knocker_deadwood == 2


def test_knocking_on_the_first_draw_from_the_stock() -> None:
    state = play(hand_a(), "pass", "pass", "draw")
    legal = texts(state.legal_actions())
    assert [a for a in legal if a.startswith("knock")] == ["knock QS", "knock KS"]
    assert_illegal(state, "knock AC", IllegalReason.DEADWOOD_TOO_HIGH)
    state = play(state, "knock QS")
    assert state.result is not None and state.result.showdown is not None
    assert state.result.showdown.knocker_deadwood == 10


def test_knock_limit_counts_the_deadwood_after_the_discard() -> None:
    ten = "AC 2C 3C 4C 7H 8H 9H TH 5S 6D"  # two runs of four, 5S + 6D = 11 deadwood
    # Drawing the KS: the best discard (KS) leaves 11, over the limit: no knock at all.
    state = play(deal(ten, DL_H, "QD", "KS"), "pass", "pass", "draw")
    assert state.legal_action_mask() >> KNOCK_BASE == 0
    assert_illegal(state, "knock KS", IllegalReason.DEADWOOD_TOO_HIGH)
    assert_illegal(state, "knock 6D", IllegalReason.DEADWOOD_TOO_HIGH)
    # Drawing the 4S: discard 6D leaves 9, discard 5S leaves 10, discard 4S leaves 11.
    state = play(deal(ten, DL_H, "QD", "4S"), "pass", "pass", "draw")
    knocks = sorted(str(a) for a in state.legal_actions() if isinstance(a, Knock))
    assert knocks == ["knock 5S", "knock 6D"]
    err = assert_illegal(state, "knock 4S", IllegalReason.DEADWOOD_TOO_HIGH)
    assert "11" in str(err)
    done = play(state, "knock 5S")
    assert done.result is not None and done.result.showdown is not None
    assert done.result.showdown.knocker_deadwood == 10


@pytest.mark.parametrize("limit", [0, 5, 9])
def test_knock_limit_option(limit: int) -> None:
    rules = find_rules("standard", knock_limit=limit)
    # ND holds 4S + 6D as deadwood after discarding the drawn KS: 10.
    state = play(deal("AC 2C 3C 4C 7H 8H 9H TH 4S 6D", DL_H, "QD", "KS", rules=rules))
    state = play(state, "pass", "pass", "draw")
    assert state.knock_limit == limit
    assert state.legal_action_mask() >> KNOCK_BASE == 0  # best is 10 > limit
    assert_illegal(state, "knock KS", IllegalReason.DEADWOOD_TOO_HIGH)


def test_straight_gin_allows_only_gin() -> None:
    state = play(deal(ND_GIN, DL_A, "QD", "KS 2S", rules="straight"), "pass", "pass", "draw")
    assert state.knock_limit == 0
    knocks = [str(a) for a in state.legal_actions() if isinstance(a, Knock)]
    assert knocks == ["knock KS"]  # gin; knock AC would leave the KS (10)
    assert_illegal(state, "knock AC", IllegalReason.DEADWOOD_TOO_HIGH)
    near = play(deal(ND_A, DL_A, "QD", "2S", rules="straight"), "pass", "pass", "draw")
    assert near.legal_action_mask() >> KNOCK_BASE == 0  # 2 deadwood is not gin
    assert_illegal(near, "knock KS", IllegalReason.DEADWOOD_TOO_HIGH)


def test_gin_scores_the_bonus_and_the_defender_lays_nothing_off() -> None:
    # The dealer could lay off 8C onto nothing, but 4H onto... gin allows no lay-offs:
    # the defender holds TH-free cards that would extend the knocker's runs (5C, JH).
    defender = "5C JH QC KC 2D 3S 5S 7S 9S KD"
    state = play(deal(ND_GIN, defender, "QD", "KS"), "pass", "pass", "draw", "knock KS")
    result = state.result
    assert result is not None and result.outcome is Outcome.GIN and result.winner == ND
    sd = result.showdown
    assert sd is not None and sd.knocker_deadwood == 0 and sd.layoff_moves == ()
    d = sum(c.value for c in result.hands[DL]) if result.hands else None  # type: ignore[index]
    assert sd.defender_deadwood == d  # no melds, no lay-offs
    assert result.points == 25 + d
    assert "gin" in result.describe()


def test_big_gin_lays_down_eleven_cards_without_a_discard() -> None:
    state = play(deal(ND_GIN, DL_A, "QD", "JH"), "pass", "pass", "draw")
    assert state.legal_action_mask() >> BIG_GIN_ID & 1
    assert BigGin() in state.legal_actions()
    done = play(state, "big gin")
    result = done.result
    assert result is not None and result.outcome is Outcome.BIG_GIN and result.winner == ND
    assert result.points == 25 + 10  # big gin scores the gin bonus (seed 003)
    assert result.hands is not None and len(result.hands[ND]) == 11
    assert done.events[-1].kind is EventKind.BIG_GIN
    assert done.card_count() == 52 and done.all_cards_mask() == (1 << 52) - 1
    # Gin by discarding is still allowed instead.
    gin = play(state, "knock JH")
    assert gin.result is not None and gin.result.outcome is Outcome.GIN


def test_big_gin_needs_all_eleven_cards_melded() -> None:
    state = play(deal(ND_GIN, DL_A, "QD", "KS"), "pass", "pass", "draw")
    assert not state.legal_action_mask() >> BIG_GIN_ID & 1
    assert_illegal(state, "big gin", IllegalReason.NOT_BIG_GIN)
    early = play(deal(ND_GIN, DL_A, "QD", "KS"), "pass", "pass")
    assert_illegal(early, "big gin", IllegalReason.WRONG_PHASE)


@pytest.mark.parametrize("preset", ["eaai", "openspiel"])
def test_big_gin_is_disabled_under_some_presets(preset: str) -> None:
    state = play(deal(ND_GIN, DL_A, "QD", "JH", rules=preset), "pass", "pass", "draw")
    assert not state.legal_action_mask() >> BIG_GIN_ID & 1
    assert_illegal(state, "big gin", IllegalReason.BIG_GIN_DISABLED)
    gin = play(state, "knock JH")
    assert gin.result is not None and gin.result.outcome is Outcome.GIN
    assert gin.result.points == 25 + 10
    custom = find_rules("standard", big_gin_bonus=None)
    state = play(deal(ND_GIN, DL_A, "QD", "JH", rules=custom), "pass", "pass", "draw")
    assert_illegal(state, "big gin", IllegalReason.BIG_GIN_DISABLED)


def test_big_gin_bonus_option() -> None:
    rules = find_rules("standard", big_gin_bonus=50)
    state = play(deal(ND_GIN, DL_A, "QD", "JH", rules=rules), "pass", "pass", "draw", "big gin")
    assert state.result is not None and state.result.points == 50 + 10


def test_knocking_is_never_forced_by_default() -> None:
    state = play(deal(ND_GIN, DL_A, "QD", "2S"), "pass", "pass", "draw")
    assert "discard 2S" in texts(state.legal_actions())
    state = play(state, "discard 2S")  # playing on with gin in hand
    assert not state.is_over and state.to_act == DL


def test_must_knock_on_gin() -> None:
    rules = find_rules("standard", must_knock_on_gin=True)
    state = play(deal(ND_GIN, DL_A, "QD", "2S", rules=rules), "pass", "pass", "draw")
    # Only gin, by discarding the 2S, is left.
    assert texts(state.legal_actions()) == ["knock 2S"]
    assert_illegal(state, "discard 2S", IllegalReason.MUST_KNOCK_ON_GIN)
    assert_illegal(state, "discard 5D", IllegalReason.MUST_KNOCK_ON_GIN)
    # Knocking the AC would leave the 2S (2): a knock under the limit, refused for gin.
    err = assert_illegal(state, "knock AC", IllegalReason.MUST_KNOCK_ON_GIN)
    assert "gin" in str(err)
    # Knocking the 5D leaves 6D 7D 2S (15): too much deadwood, whatever the gin rule.
    assert_illegal(state, "knock 5D", IllegalReason.DEADWOOD_TOO_HIGH)
    # Laying down melds that leave deadwood when gin is there is refused too.
    assert_illegal(
        state, "knock 2S [AC 2C 3C] [5D 6D 7D] [8H 9H TH]", IllegalReason.MUST_KNOCK_ON_GIN
    )
    done = play(state, "knock 2S")
    assert done.result is not None and done.result.outcome is Outcome.GIN
    # Without gin in hand nothing is forced.
    hand = "AC 2C 3C 5D 6D 7D 8H 9H TH 2H"
    free = play(deal(hand, DL_A, "QD", "AH", rules=rules), "pass", "pass", "draw")
    assert "discard 2H" in texts(free.legal_actions())
    assert "knock AH" in texts(free.legal_actions())
    assert play(free, "discard AH").to_act == DL


def test_must_knock_on_gin_from_a_run_of_four() -> None:
    rules = find_rules("standard", must_knock_on_gin=True)
    # Runs A-3C, 5-7D and 8-JH, and the 4C drawn: gin by discarding an end of either
    # run of four.
    gin_hand = "AC 2C 3C 5D 6D 7D 8H 9H TH JH"
    state = play(deal(gin_hand, DL_A, "QD", "4C", rules=rules), "pass", "pass", "draw")
    # (all eleven are melded, so big gin is there too)
    legal = ["knock AC", "knock 4C", "knock 8H", "knock JH", "big gin"]
    assert texts(state.legal_actions()) == legal
    assert_illegal(state, "discard 4C", IllegalReason.MUST_KNOCK_ON_GIN)
    assert_illegal(state, "knock 2C", IllegalReason.MUST_KNOCK_ON_GIN)  # AC 3C 4C: 8
    assert_illegal(state, "knock 5D", IllegalReason.DEADWOOD_TOO_HIGH)  # 6D 7D: 13
    done = play(state, "knock 8H")
    assert done.result is not None and done.result.outcome is Outcome.GIN


def test_must_knock_on_gin_offers_big_gin_too() -> None:
    rules = find_rules("standard", must_knock_on_gin=True)
    state = play(deal(ND_GIN, DL_A, "QD", "JH", rules=rules), "pass", "pass", "draw")
    legal = texts(state.legal_actions())
    assert "big gin" in legal and all(a.startswith(("knock", "big gin")) for a in legal)


# ---------------------------------------------------------------- explicit melds


def test_knock_with_chosen_melds() -> None:
    # Gin is there (discard AS), but the knocker lays the 4C off as deadwood instead.
    state = play(deal(ND_GIN, DL_A, "QD", "AS"), "pass", "pass", "draw")
    action = parse_action("knock AS [AC 2C 3C] [5D 6D 7D] [8H 9H TH]")
    assert isinstance(action, Knock) and action.id == KNOCK_BASE + C("AS")
    assert state.is_legal(action)
    done = state.apply(action, player=ND)
    sd = done.result.showdown if done.result else None
    assert sd is not None and sd.outcome is Outcome.KNOCK
    assert sd.knocker_deadwood == 4
    assert {str(m) for m in sd.knocker_melds} == {"AC 2C 3C", "5D 6D 7D", "8H 9H TH"}
    assert done.actions[-1] == action and replay(done) == done
    # The default arrangement of the same knock is gin.
    best = play(state, "knock AS")
    assert best.result is not None and best.result.outcome is Outcome.GIN


def test_knock_with_bad_melds_is_refused() -> None:
    state = play(deal(ND_GIN, DL_A, "QD", "AS"), "pass", "pass", "draw")
    for text in (
        "knock AS [AC 2C 3C 4C] [5D 6D 7D] [7D 8D 9D]",  # cards not held, overlapping
        "knock AS [AC 2C 3C] [AC 2C 3C 4C]",  # overlapping
        "knock 4C [AC 2C 3C 4C]",  # the face-down card in a meld
        "knock AS [2D 3D 4D]",  # the opponent's cards
    ):
        assert_illegal(state, text, IllegalReason.BAD_MELDS)
    # Valid melds that leave too much deadwood.
    assert_illegal(state, "knock AS [AC 2C 3C]", IllegalReason.DEADWOOD_TOO_HIGH)
    assert_illegal(
        state, Knock(C("AS"), (Meld.parse("AC 2C 3C 4C"),)), IllegalReason.DEADWOOD_TOO_HIGH
    )
    # Big gin with melds that leave a card out.
    big = play(deal(ND_GIN, DL_A, "QD", "JH"), "pass", "pass", "draw")
    assert_illegal(big, "big gin [AC 2C 3C 4C] [5D 6D 7D]", IllegalReason.NOT_BIG_GIN)
    assert_illegal(big, "big gin [AC 2C 3C 4C] [5D 6D 7D] [8S 9S TS]", IllegalReason.BAD_MELDS)
    done = play(big, "big gin [AC 2C 3C 4C] [5D 6D 7D] [8H 9H TH JH]")
    assert done.result is not None and done.result.outcome is Outcome.BIG_GIN


def test_knock_action_objects_validate_their_cards() -> None:
    state = play(hand_a(), "pass", "pass", "draw")
    assert Discard("qs") == Discard(C("QS")) and Knock(51) == Knock(C("KS"))  # type: ignore[arg-type]
    for bad in (52, -1, True, "1H", None, 3.0):
        with pytest.raises(InvalidActionError):
            Discard(bad)  # type: ignore[arg-type]
        with pytest.raises(InvalidActionError):
            Knock(bad)  # type: ignore[arg-type]
    knock = Knock(C("QS"), [Meld.parse("AC 2C 3C"), "4D 5D 6D"])  # type: ignore[list-item]
    assert knock.melds == (Meld.parse("AC 2C 3C"), Meld.parse("4D 5D 6D"))
    assert hash(knock) == hash(Knock(C("QS"), (Meld.parse("AC 2C 3C"), Meld.parse("4D 5D 6D"))))
    with pytest.raises(InvalidActionError):
        Knock(C("QS"), ["AC 2C"])  # type: ignore[list-item]
    with pytest.raises(InvalidActionError):
        BigGin("AC 2C 3C")  # type: ignore[arg-type]
    assert state.to_act == ND


# ---------------------------------------------------------------- lay-offs and undercuts


def test_lay_offs_in_a_full_hand_seed_001_example() -> None:
    # RULES.md worked example 1: the knocker lays J-J-J and 7-8-9H with four low cards;
    # the defender lays off the fourth jack, the 6H and the 10H.
    knocker = "JS JH JD 9H 8H 7H AC 2D 3S 4C"
    defender = "JC TH 6H KS KD 5C 5D 9C 9D 2H"
    state = play(deal(knocker, defender, "QC", "KC"), "pass", "pass", "draw")
    assert_illegal(state, "knock JS", IllegalReason.DEADWOOD_TOO_HIGH)
    done = play(state, "knock KC")
    result = done.result
    assert result is not None and result.outcome is Outcome.KNOCK and result.winner == ND
    sd = result.showdown
    assert sd is not None and sd.knocker_deadwood == 10
    assert {str(c) for c in sd.layoffs} == {"JC", "TH", "6H"}
    assert sd.defender_deadwood == 5 + 5 + 9 + 9 + 10 + 10 + 2
    assert result.points == 50 - 10
    assert json.loads(json.dumps(result.to_dict()))["points"] == 40


def test_lay_offs_turn_a_knock_into_an_undercut() -> None:
    knocker = "AC 2C 3C 4D 5D 6D 7H 8H 9H 8D"  # 8 deadwood after the discard
    defender = "4S 5S 6S JS QS KS TH 3D 2H 2S"  # 17 before lay-offs, 4 after (TH, 3D)
    state = play(deal(knocker, defender, "QC", "KC"), "pass", "pass", "draw", "knock KC")
    result = state.result
    assert result is not None and result.outcome is Outcome.UNDERCUT and result.winner == DL
    sd = result.showdown
    assert sd is not None and sd.knocker_deadwood == 8 and sd.defender_deadwood == 4
    assert {str(c) for c in sd.layoffs} == {"TH", "3D"}
    assert result.points == 25 + 8 - 4
    assert result.knocker == ND


@pytest.mark.parametrize(
    ("preset", "outcome", "winner", "points"),
    [
        ("standard", Outcome.UNDERCUT, DL, 25),  # worked example 3: ties undercut
        ("gin25_undercut20", Outcome.UNDERCUT, DL, 20),
        ("gin20_undercut10", Outcome.UNDERCUT, DL, 10),
        ("eaai", Outcome.UNDERCUT, DL, 25),
        ("openspiel", Outcome.TIE, None, 0),  # no undercut on a tie
    ],
)
def test_equal_deadwood(preset: str, outcome: Outcome, winner: int | None, points: int) -> None:
    knocker = "AC 2C 3C 4D 5D 6D 7H 8H 9H 8D"  # 8
    defender = "AD 2D 3D 4H 5H 6H 7S 8S 9S 8C"  # 8 (3D stays in A-2-3D)
    state = play(deal(knocker, defender, "QC", "KC", rules=preset), "pass", "pass", "draw")
    state = play(state, "knock KC")
    result = state.result
    assert result is not None
    assert (result.outcome, result.winner, result.points) == (outcome, winner, points)
    assert result.showdown is not None and result.showdown.defender_deadwood == 8


def test_knock_scores_the_difference_worked_example_2() -> None:
    knocker = "AC 2C 3C 4D 5D 6D 7H 8H 9H 8D"  # 8
    defender = "AD 2D 3D 4H 5H 6H 7S 8S 9S TC"  # 10
    state = play(deal(knocker, defender, "QC", "KC"), "pass", "pass", "draw", "knock KC")
    assert state.result is not None
    assert (state.result.outcome, state.result.winner, state.result.points) == (
        Outcome.KNOCK,
        ND,
        2,
    )


def test_possum_defender_with_gin_only_undercuts() -> None:
    knocker = "AC 2C 3C 4D 5D 6D 7H 8H 9H 2S"  # 2
    defender = "AD 2D 3D 4H 5H 6H 7S 8S 9S TS"  # gin in hand, never knocked
    state = play(deal(knocker, defender, "QC", "KC"), "pass", "pass", "draw", "knock KC")
    result = state.result
    assert result is not None and result.outcome is Outcome.UNDERCUT
    assert result.winner == DL and result.points == 25 + 2


# ---------------------------------------------------------------- errors and seats


def test_player_argument_must_be_the_seat_to_move() -> None:
    state = hand_a()
    for wrong in (DL, 2, -1):
        assert_illegal(state, "take", IllegalReason.NOT_YOUR_TURN, player=wrong)
        assert_illegal(state, TakeUpcard(), IllegalReason.NOT_YOUR_TURN, player=wrong)
    with pytest.raises(IllegalActionError) as info:
        state.apply_id(TAKE_UPCARD_ID, player=DL)
    assert info.value.reason is IllegalReason.NOT_YOUR_TURN
    assert state.apply(TakeUpcard(), player=ND).to_act == ND
    assert state.apply_id(PASS_ID, player=ND).to_act == DL


def test_text_parse_errors_raise_invalid_action() -> None:
    state = play(hand_a(), "pass", "pass", "draw")
    before = fingerprint(state)
    for text in (
        "",
        "   ",
        "fly",
        "discard",
        "discard 1H",
        "discard 7X",
        "knock",
        "knock 7H 8H",
        "knock QS [7H 8H]",
        "knock QS [QS KS AS]",
        "knock QS [AC 2C 3C] junk",
        "discard QS [AC 2C 3C]",
        "999",
        "108",
        "²",
    ):
        with pytest.raises(InvalidActionError):
            state.apply_text(text)
    with pytest.raises(InvalidActionError):
        state.apply_text(None)  # type: ignore[arg-type]
    assert fingerprint(state) == before


def test_text_forms_of_the_actions() -> None:
    state = hand_a()
    assert play(state, "PASS").to_act == DL
    assert play(state, "t").hand(ND) == play(state, "take").hand(ND)
    assert play(state, str(TAKE_UPCARD_ID)) == play(state, "take")
    drawn = play(state, "p", "p", "d")
    assert drawn.phase is Phase.DISCARD
    assert play(drawn, "discard K♠") == play(drawn, "discard KS") == play(drawn, "discard ks")
    assert parse_action("discard 10♠") == parse_action("TS") == Discard(C("TS"))
    assert play(drawn, "QS") == play(drawn, "discard QS")
    assert play(drawn, "gin KS") == play(drawn, "knock KS") == play(drawn, "k ks")


def test_action_ids_and_apply_id() -> None:
    state = play(hand_a(), "pass", "pass")
    assert state.legal_action_ids() == [DRAW_STOCK_ID]
    drawn = state.apply_id(DRAW_STOCK_ID)
    assert drawn == play(state, "draw")
    ids = drawn.legal_action_ids()
    assert ids == sorted(a.id for a in drawn.legal_actions())
    for action_id in ids:
        assert drawn.apply_id(action_id) == drawn.apply(parse_action(str(action_id)))
    before = fingerprint(drawn)
    for bad in (-1, 108, 10**6):
        with pytest.raises(InvalidActionError):
            drawn.apply_id(bad)
    for bad_type in (True, 1.0, "104", None):
        with pytest.raises(InvalidActionError):
            drawn.apply_id(bad_type)  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError) as info:
        drawn.apply_id(DRAW_STOCK_ID)
    assert info.value.reason is IllegalReason.WRONG_PHASE
    assert fingerprint(drawn) == before


def test_apply_id_accepts_integer_types() -> None:
    class MyInt:
        def __index__(self) -> int:
            return PASS_ID

    state = hand_a()
    assert state.apply_id(MyInt()) == play(state, "pass")  # type: ignore[arg-type]


def test_check_and_is_legal() -> None:
    state = hand_a()
    state.check(TakeUpcard())
    assert state.is_legal(Pass()) and not state.is_legal(DrawStock())
    with pytest.raises(IllegalActionError) as info:
        state.check("take")  # type: ignore[arg-type]
    assert info.value.reason is IllegalReason.WRONG_PHASE
    assert not state.is_legal(object())  # type: ignore[arg-type]


def test_actions_after_the_end_raise_game_over() -> None:
    state = play(hand_a("2S"), "take", "knock KS")
    for action in ("take", "pass", "draw", "discard KS", "knock AC", "big gin"):
        assert_illegal(state, action, IllegalReason.GAME_OVER)
        assert_illegal(state, action, IllegalReason.GAME_OVER, player=DL)
    with pytest.raises(IllegalActionError) as info:
        state.apply_id(DRAW_STOCK_ID)
    assert info.value.reason is IllegalReason.GAME_OVER
    assert state.legal_actions() == ()
    assert state.observation(ND).legal_actions == ()


def test_states_are_immutable_values() -> None:
    state = hand_a()
    after = play(state, "take")
    assert state.phase is Phase.UPCARD_OFFER and state.discard_pile == (C("KD"),)
    assert after != state and hash(after) != hash(state)
    assert replay(after) == after
    assert state != "state"
    assert "upcard_offer" in repr(state)
    with pytest.raises(AttributeError):
        state.foo = 1  # type: ignore[attr-defined]
