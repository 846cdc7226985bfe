"""Scenario tests of one hand under the rule variants, from fixed deck orders:
Oklahoma (the first upcard sets the knock limit, a spade doubles), the end of the stock
(void, a reshuffle) and OpenSpiel's rules (the last-chance upcard, the upcard draw limit,
the repeated-upcard void). The common rules are in ``test_hand.py``; the decks in
``hand_decks.py``.
"""

from __future__ import annotations

import pytest

from ginrummy import (
    EventKind,
    HandState,
    IllegalReason,
    Knock,
    Outcome,
    Phase,
    find_rules,
)
from ginrummy.core.actions import KNOCK_BASE
from tests.helpers.hand_decks import DL, DL_A, DL_H, ND, ND_A, ND_GIN, ND_H, C
from tests.helpers.hands import assert_illegal, deal, play, replay, texts

# ---------------------------------------------------------------- Oklahoma


@pytest.mark.parametrize(
    ("upcard", "limit"),
    [("AH", 0), ("AS", 0), ("2H", 2), ("5C", 5), ("9C", 9), ("TD", 10), ("JH", 10), ("KD", 10)],
)
def test_oklahoma_knock_limit_is_the_first_upcard(upcard: str, limit: int) -> None:
    state = deal(ND_H, DL_H, upcard, rules="oklahoma")
    assert state.knock_limit == limit
    assert state.observation(0).knock_limit == limit


def test_oklahoma_five_upcard_limits_the_knock_to_five() -> None:
    ten = "AC 2C 3C 4C 7H 8H 9H TH 5S KD"
    state = play(deal(ten, DL_H, "5D", "JH", rules="oklahoma"), "pass", "pass", "draw")
    # The JH extends the run; discarding the KD leaves 5 (the 5S): a knock at the limit.
    assert texts([a for a in state.legal_actions() if isinstance(a, Knock)]) == ["knock KD"]
    assert_illegal(state, "knock 5S", IllegalReason.DEADWOOD_TOO_HIGH)
    six = play(
        deal("AC 2C 3C 4C 7H 8H 9H TH 6S KD", DL_H, "5D", "JH", rules="oklahoma"),
        "pass",
        "pass",
        "draw",
    )
    assert six.legal_action_mask() >> KNOCK_BASE == 0
    assert_illegal(six, "knock KD", IllegalReason.DEADWOOD_TOO_HIGH)
    # The upcard's limit stays for the whole hand, whatever the later upcards.
    later = play(six, "discard JH", "draw")
    assert later.knock_limit == 5


def test_oklahoma_ace_means_gin_only_and_a_spade_doubles() -> None:
    state = play(deal(ND_GIN, DL_A, "AS", "2S", rules="oklahoma-spades"), "pass", "pass", "draw")
    assert state.knock_limit == 0
    knocks = texts([a for a in state.legal_actions() if isinstance(a, Knock)])
    assert knocks == ["knock 2S"]
    assert_illegal(state, "knock AC", IllegalReason.DEADWOOD_TOO_HIGH)  # 2S left: not gin
    done = play(state, "knock 2S")
    result = done.result
    assert result is not None and result.outcome is Outcome.GIN
    assert result.showdown is not None and result.showdown.doubled
    assert result.points == 2 * (25 + 10)
    assert "doubled" in result.describe()
    ace_heart = play(deal(ND_A, DL_A, "AH", "2S", rules="oklahoma-spades"), "pass", "pass", "draw")
    assert ace_heart.legal_action_mask() >> KNOCK_BASE == 0  # 2 deadwood: not gin


def test_oklahoma_spade_doubles_a_knock_and_an_undercut() -> None:
    knocker = "AC 2C 3C 4D 5D 6D 7H 8H 9H 2H"  # 2
    defender = "AD 2D 3D 4H 5H 6H 7S 8S 9S TC"  # 10
    spades = "oklahoma-spades"
    state = play(
        deal(knocker, defender, "9D", "KC", rules=spades), "pass", "pass", "draw", "knock KC"
    )
    assert state.result is not None and state.result.points == 8  # no spade: not doubled
    spade = play(
        deal(knocker, defender, "3S", "KC", rules=spades), "pass", "pass", "draw", "knock KC"
    )
    assert spade.result is not None and spade.result.points == 16
    undercut = play(
        deal(knocker, "AD 2D 3D 4H 5H 6H 7S 8S 9S AH", "3S", "KC", rules=spades),
        "pass",
        "pass",
        "draw",
        "knock KC",
    )
    assert undercut.result is not None and undercut.result.outcome is Outcome.UNDERCUT
    assert undercut.result.points == 2 * (25 + 2 - 1)
    # spades_double on its own, and off under Oklahoma (seed 000) itself.
    plain = find_rules(spades, spades_double=False)
    off = play(deal(knocker, defender, "3S", "KC", rules=plain), "pass", "pass", "draw", "knock KC")
    assert off.result is not None and off.result.points == 8
    oklahoma = play(
        deal(knocker, defender, "3S", "KC", rules="oklahoma"), "pass", "pass", "draw", "knock KC"
    )
    assert oklahoma.result is not None and oklahoma.result.points == 8


# ---------------------------------------------------------------- the end of the stock


def _to_stock_end(state: HandState, *, stop_before_last: bool = True) -> HandState:
    """Both pass, then each player draws and discards the drawn card, until the
    non-dealer has drawn the third-last card (and not discarded it yet)."""
    state = play(state, "pass", "pass")
    while state.stock_size > 3 or state.phase is not Phase.DRAW:
        state = play(state, "draw")
        drawn = state.events[-1].card
        state = play(state, f"discard {drawn}")
    assert state.stock_size == 3 and state.to_act == ND
    state = play(state, "draw")
    assert state.stock_size == 2
    return state


def test_stock_end_voids_the_hand_after_a_discard() -> None:
    state = _to_stock_end(deal(ND_H, DL_H, "QD", bottom="9S 2H 3H"))
    assert state.events[-1].card == C("9S")  # the third-last card
    done = play(state, "discard 9S")
    result = done.result
    assert done.is_over and result is not None and result.is_void
    assert result.outcome is Outcome.VOID and result.winner is None and result.points == 0
    assert result.reason and "void" in result.describe()
    assert done.events[-1].kind is EventKind.VOID
    assert done.stock_size == 2 and done.card_count() == 52
    assert_illegal(done, "draw", IllegalReason.GAME_OVER)
    assert_illegal(done, "draw", IllegalReason.GAME_OVER, player=DL)
    assert done.legal_actions() == () and done.legal_action_mask() == 0


def test_a_knock_on_the_last_turn_still_scores() -> None:
    state = _to_stock_end(deal(ND_A, DL_A, "QD", bottom="2S 2H 3H"))
    done = play(state, "knock KS")
    assert done.result is not None and done.result.outcome is Outcome.KNOCK
    assert done.result.showdown is not None and done.result.showdown.knocker_deadwood == 2


def test_the_turn_before_the_stock_end_is_ordinary() -> None:
    # With 3 cards left, taking the upcard leaves the stock alone: play goes on.
    state = play(deal(ND_H, DL_H, "QD", bottom="9S 2H 3H"), "pass", "pass")
    while state.stock_size > 3:
        state = play(state, "draw")
        state = play(state, f"discard {state.events[-1].card}")
    assert state.to_act == ND and state.phase is Phase.DRAW
    state = play(state, "take")
    state = play(state, "discard KS")
    assert not state.is_over and state.stock_size == 3 and state.to_act == DL
    state = play(state, "draw", "discard 9S")
    assert state.is_over and state.result is not None and state.result.is_void


def test_reshuffle_once_then_void() -> None:
    rules = find_rules("standard", stock_exhausted="reshuffle")
    state = _to_stock_end(deal(ND_H, DL_H, "QD", bottom="9S 2H 3H", rules=rules))
    pile_before = state.discard_pile
    done = play(state, "discard 9S")
    assert not done.is_over and done.reshuffles == 1
    assert done.events[-1].kind is EventKind.RESHUFFLE
    assert done.discard_pile == (C("9S"),)  # the top card stays
    # The new stock: the rest of the pile and the two cards left.
    assert sorted(done.stock) == sorted([*pile_before, C("2H"), C("3H")])
    assert done.card_count() == 52 and done.all_cards_mask() == (1 << 52) - 1
    assert done.to_act == DL and done.phase is Phase.DRAW
    assert texts(done.legal_actions()) == ["draw", "take"]
    # The new order comes from the reshuffle seed: replaying gives the same stock.
    assert replay(done).stock == done.stock
    other = _to_stock_end(deal(ND_H, DL_H, "QD", bottom="9S 2H 3H", rules=rules, reshuffle_seed=1))
    assert sorted(play(other, "discard 9S").stock) == sorted(done.stock)
    # Play on to the end of the second stock: void.
    state = done
    while not state.is_over:
        state = play(state, "draw")
        state = play(state, f"discard {state.events[-1].card}")
    assert state.result is not None and state.result.is_void
    assert state.reshuffles == 1 and state.stock_size == 2
    assert state.card_count() == 52


def test_default_stock_end_is_void_without_reshuffle() -> None:
    state = _to_stock_end(deal(ND_H, DL_H, "QD", bottom="9S 2H 3H"))
    assert play(state, "discard 9S").reshuffles == 0


# ---------------------------------------------------------------- OpenSpiel's rules


def test_openspiel_stock_end_take_only_to_knock() -> None:
    # The dealer faces the last two stock cards with the 9S on the pile: 7S 8S 9S makes
    # a run and KC + QC: discard QC leaves 10, a knock.
    state = _to_stock_end(deal(ND_H, DL_H, "QD", bottom="9S 2H 3H", rules="openspiel"))
    wall = play(state, "discard 9S")
    assert wall.phase is Phase.STOCK_END and wall.to_act == DL and not wall.is_over
    assert texts(wall.legal_actions()) == ["take", "pass"]
    assert_illegal(wall, "draw", IllegalReason.STOCK_END)
    taken = play(wall, "take")
    assert taken.phase is Phase.DISCARD
    legal = texts(taken.legal_actions())
    assert legal and all(a.startswith("knock") for a in legal)
    assert_illegal(taken, "discard QC", IllegalReason.STOCK_END)
    assert_illegal(taken, "knock 7S", IllegalReason.DEADWOOD_TOO_HIGH)
    done = play(taken, "knock QC")
    assert done.result is not None and done.result.outcome is Outcome.KNOCK
    assert done.result.knocker == DL
    # Or pass: the hand is void.
    void = play(wall, "pass")
    assert void.result is not None and void.result.is_void


def test_openspiel_stock_end_refuses_a_useless_upcard() -> None:
    state = _to_stock_end(deal(ND_H, DL_H, "QD", bottom="JD 2H 3H", rules="openspiel"))
    wall = play(state, "discard JD")
    assert texts(wall.legal_actions()) == ["pass"]
    err = assert_illegal(wall, "take", IllegalReason.STOCK_END)
    assert "knock" in str(err)
    assert play(wall, "pass").result.is_void  # type: ignore[union-attr]


def test_stock_end_knock_option_without_discarding_the_upcard() -> None:
    # stock_end_upcard_knock with a taken upcard that may not be discarded: taking the
    # upcard is offered only when a knock keeps it.
    rules = find_rules("standard", stock_end_upcard_knock=True)
    # The dealer could knock only by discarding the upcard itself (the KH): keeping it
    # leaves 5C or 4S with it, over the limit.
    dealer = "7S 8S 9S TS JS 2H 3H 4H 5C 4S"  # 9 deadwood
    state = _to_stock_end(deal(ND_H, dealer, "QD", bottom="KH 9D TD", rules=rules))
    wall = play(state, "discard KH")
    assert wall.phase is Phase.STOCK_END
    assert texts(wall.legal_actions()) == ["pass"]  # knock KH is not allowed after taking it
    assert_illegal(wall, "take", IllegalReason.STOCK_END)
    # Under OpenSpiel, the same upcard may be knocked with straight away.
    open_rules = find_rules("openspiel")
    state = _to_stock_end(deal(ND_H, dealer, "QD", bottom="KH 9D TD", rules=open_rules))
    wall = play(state, "discard KH")
    assert texts(wall.legal_actions()) == ["take", "pass"]
    taken = play(wall, "take")
    assert "knock KH" in texts(taken.legal_actions())


def test_openspiel_max_upcard_draws() -> None:
    rules = find_rules("openspiel", max_upcard_draws=3, repeated_upcard_void=False)
    state = play(deal(ND_H, DL_H, "QD", "JD", rules=rules), "take", "discard QS")
    assert state.to_act == DL  # the first-turn take does not count
    state = play(state, "take", "discard QC")  # 1
    state = play(state, "take", "discard KS")  # 2
    before = state.discard_pile
    assert not state.is_over
    done = play(state, "take")  # 3: the hand ends before the card moves
    assert done.result is not None and done.result.is_void
    assert done.discard_pile == before and done.hand(DL) == state.hand(DL)
    assert done.card_count() == 52
    assert done.events[-2].kind is EventKind.TAKE_UPCARD and done.events[-1].kind is EventKind.VOID
    assert_illegal(done, "discard KS", IllegalReason.GAME_OVER)
    assert find_rules("openspiel").max_upcard_draws == 50


def test_openspiel_repeated_upcard_void() -> None:
    state = play(deal(ND_H, DL_H, "QD", "JD", rules="openspiel"), "pass", "pass", "draw")
    state = play(state, "discard JD")
    # The dealer takes the JD and throws it back: one bounce, play goes on.
    state = play(state, "take", "discard JD")
    assert not state.is_over
    # The non-dealer does the same: two in a row, the hand is void.
    done = play(state, "take", "discard JD")
    assert done.result is not None and done.result.is_void
    # A bounce followed by an ordinary turn does not count.
    other = play(state, "draw", "discard KS", "take", "discard KS")
    assert not other.is_over
    # Without the rule, bouncing goes on.
    rules = find_rules("openspiel", repeated_upcard_void=False)
    state = play(deal(ND_H, DL_H, "QD", "JD", rules=rules), "pass", "pass", "draw", "discard JD")
    state = play(state, "take", "discard JD", "take", "discard JD", "take", "discard JD")
    assert not state.is_over


def test_openspiel_first_turn_bounce_counts() -> None:
    state = play(deal(ND_H, DL_H, "QD", "JD", rules="openspiel"), "take", "discard QD")
    state = play(state, "take", "discard QD")
    assert state.result is not None and state.result.is_void
