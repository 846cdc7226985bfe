"""Scoring a hand: every scoring rule and worked example of RULES.md."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy.core.cards import CardSet, parse_card, parse_cards
from ginrummy.core.errors import IllegalActionError, IllegalReason, InvalidCardError
from ginrummy.core.melds import Meld, min_deadwood
from ginrummy.core.rules import Rules, find_rules
from ginrummy.core.scoring import Outcome, Showdown, hand_knock_limit, score_showdown
from tests.helpers.examples import examples


def strs(cards: Sequence[object]) -> list[str]:
    return [str(c) for c in cards]


def check_consistent(res: Showdown, knocker: str, defender: str) -> None:
    """The showdown accounts for every card, and K and D are the sums of deadwood."""
    k_mask = parse_cards(knocker).mask
    d_mask = parse_cards(defender).mask
    melded = 0
    for meld in res.knocker_melds:
        assert not meld.mask & melded
        melded |= meld.mask
    assert melded | res.knocker_deadwood_cards.mask == k_mask
    assert res.knocker_deadwood == res.knocker_deadwood_cards.value
    own = 0
    for meld in res.defender_melds:
        assert not meld.mask & own
        own |= meld.mask
    laid = CardSet(res.layoffs).mask
    assert len(res.layoffs) == laid.bit_count()
    assert not own & laid
    assert not (own | laid) & res.defender_deadwood_cards.mask
    assert own | laid | res.defender_deadwood_cards.mask == d_mask
    assert res.defender_deadwood == res.defender_deadwood_cards.value


# A knocker going down with 8 (A-2-3♣, 7♦ 7♥ 7♠, 9-10-J♠ and the 8♦); nothing the
# defenders below hold can be laid off onto those melds.
KNOCK_8 = "AC 2C 3C 7D 7H 7S 9S TS JS 8D"
DEFENDER_10 = "KC KD KH 4H 5H 6H 2S 3S 4S TD"
DEFENDER_5 = "KC KD KH 4H 5H 6H 2S 3S 4S 5D"
DEFENDER_8 = "KC KD KH 4H 5H 6H 2S 3S 4S 8C"

GIN = "AC 2C 3C 7D 7H 7S 9S TS JS QS"
# 31 in deadwood: 4♣ 7♣ 10♦ Q♦ (4♣ and 7♣ could be laid off, but not on gin)
DEFENDER_31 = "KH KD KC 4H 5H 6H 4C 7C TD QD"
BIG_GIN = "AC 2C 3C 4C 7D 7H 7S 9S TS JS QS"
# 32 in deadwood: 5♣ 7♣ 10♦ Q♦ (5♣ and 7♣ would extend the knocker's melds)
DEFENDER_32 = "KH KD KC 4H 5H 6H 5C 7C TD QD"


# =========================================================================== knock


def test_knock_worked_example_2() -> None:
    # the knocker goes down with 8, the defender has 10: the knocker scores 2
    res = score_showdown(KNOCK_8, DEFENDER_10)
    assert res.outcome is Outcome.KNOCK
    assert res.winner == "knocker"
    assert res.points == 2
    assert (res.knocker_deadwood, res.defender_deadwood) == (8, 10)
    assert res.layoffs == ()
    assert strs(res.knocker_deadwood_cards) == ["8D"]
    assert sorted(strs(res.knocker_melds)) == ["7D 7H 7S", "9S TS JS", "AC 2C 3C"]
    assert sorted(strs(res.defender_melds)) == ["2S 3S 4S", "4H 5H 6H", "KC KD KH"]
    assert strs(res.defender_deadwood_cards) == ["TD"]
    assert res.knock_limit == 10
    assert res.doubled is False
    check_consistent(res, KNOCK_8, DEFENDER_10)


def test_worked_example_1_layoffs() -> None:
    # J♠ J♥ J♦ and 9♥ 8♥ 7♥ with four low cards: the defender lays off the fourth jack,
    # the 10♥ and the 6♥
    knocker = "JS JH JD 9H 8H 7H AC 2D 3S 4C"
    defender = "JC TH 6H KS KD 5C 5D 9C 9D 2H"
    res = score_showdown(knocker, defender)
    assert set(strs(res.layoffs)) == {"JC", "TH", "6H"}
    assert res.knocker_deadwood == 10
    assert res.defender_deadwood == 10 + 10 + 5 + 5 + 9 + 9 + 2
    assert res.outcome is Outcome.KNOCK
    assert res.points == 40
    melds = [str(m) for m in res.knocker_melds]
    for move in res.layoff_moves:
        target = melds[move.meld]
        if str(move.card) == "JC":
            assert target == "JD JH JS"
        else:
            assert target == "7H 8H 9H"
    check_consistent(res, knocker, defender)


# =========================================================================== undercut / tie


def test_undercut() -> None:
    res = score_showdown(KNOCK_8, DEFENDER_5)
    assert res.outcome is Outcome.UNDERCUT
    assert res.winner == "defender"
    assert res.points == 25 + 3
    assert (res.knocker_deadwood, res.defender_deadwood) == (8, 5)


def test_undercut_on_tie_worked_example_3() -> None:
    # the knocker goes down with 8, the defender has 8: undercut_bonus + 0
    res = score_showdown(KNOCK_8, DEFENDER_8)
    assert res.outcome is Outcome.UNDERCUT
    assert res.winner == "defender"
    assert res.points == 25
    assert (res.knocker_deadwood, res.defender_deadwood) == (8, 8)


@pytest.mark.parametrize("rules", [Rules(undercut_on_tie=False), find_rules("openspiel")])
def test_tie_without_undercut(rules: Rules) -> None:
    res = score_showdown(KNOCK_8, DEFENDER_8, rules)
    assert res.outcome is Outcome.TIE
    assert res.winner is None
    assert res.points == 0
    # only the tie changes: below K it is still an undercut, above a knock
    assert score_showdown(KNOCK_8, DEFENDER_5, rules).outcome is Outcome.UNDERCUT
    assert score_showdown(KNOCK_8, DEFENDER_5, rules).points == 28
    assert score_showdown(KNOCK_8, DEFENDER_10, rules).points == 2


def test_playing_possum() -> None:
    # the defender holds gin but did not knock: it only scores as an undercut
    knocker = "AC 2C 3C 7D 7H 7S 9S TS JS 5D"
    gin_defender = "KC KD KH 4H 5H 6H 2S 3S 4S 5S"
    res = score_showdown(knocker, gin_defender)
    assert res.defender_deadwood == 0
    assert res.outcome is Outcome.UNDERCUT
    assert res.winner == "defender"
    assert res.points == 25 + 5


# =========================================================================== gin


def test_gin_worked_example_4() -> None:
    # gin, defender holding 31: the knocker scores 25 + 31 and nothing is laid off
    res = score_showdown(GIN, DEFENDER_31)
    assert res.outcome is Outcome.GIN
    assert res.winner == "knocker"
    assert res.points == 56
    assert res.knocker_deadwood == 0
    assert res.defender_deadwood == 31
    assert res.layoffs == ()
    assert res.layoff_moves == ()
    assert sorted(strs(res.defender_deadwood_cards)) == ["4C", "7C", "QD", "TD"]
    check_consistent(res, GIN, DEFENDER_31)
    # the same defender against a 1-point knock does lay 4♣ and 7♣ off
    knock = score_showdown("AC 2C 3C 7D 7H 7S 9S TS JS AD", DEFENDER_31)
    assert set(strs(knock.layoffs)) == {"4C", "7C"}


def test_gin_cannot_be_undercut() -> None:
    res = score_showdown(GIN, "KH KD KC 4H 5H 6H 4C 5C 6C AS")
    assert res.outcome is Outcome.GIN
    assert res.points == 25 + 1


def test_gin_against_a_gin_defender() -> None:
    res = score_showdown(GIN, "KH KD KC 4H 5H 6H 3D 4D 5D 6D")
    assert res.defender_deadwood == 0
    assert res.outcome is Outcome.GIN
    assert res.points == 25


def test_straight_gin_only() -> None:
    rules = find_rules("straight")
    assert score_showdown(GIN, DEFENDER_31, rules).points == 56
    with pytest.raises(IllegalActionError) as info:
        score_showdown("AC 2C 3C 7D 7H 7S 9S TS JS AD", DEFENDER_31, rules)
    assert info.value.reason is IllegalReason.DEADWOOD_TOO_HIGH


# =========================================================================== big gin


def test_big_gin() -> None:
    res = score_showdown(BIG_GIN, DEFENDER_32)
    assert res.outcome is Outcome.BIG_GIN
    assert res.winner == "knocker"
    assert res.points == 25 + 32  # big gin scores the gin bonus (seed 003)
    assert res.knocker_deadwood == 0
    assert res.layoffs == ()
    assert len(res.knocker_melds) == 3
    check_consistent(res, BIG_GIN, DEFENDER_32)


def test_big_gin_bonus_option() -> None:
    res = score_showdown(BIG_GIN, DEFENDER_32, Rules(big_gin_bonus=50))
    assert res.points == 50 + 32


@pytest.mark.parametrize(
    "rules", [Rules(big_gin_bonus=None), find_rules("eaai"), find_rules("openspiel")]
)
def test_big_gin_disabled(rules: Rules) -> None:
    with pytest.raises(IllegalActionError) as info:
        score_showdown(BIG_GIN, DEFENDER_32, rules)
    assert info.value.reason is IllegalReason.BIG_GIN_DISABLED


def test_eleven_cards_not_all_melded() -> None:
    with pytest.raises(IllegalActionError) as info:
        score_showdown("AC 2C 3C 4C 7D 7H 7S 9S TS JS AD", DEFENDER_32)
    assert info.value.reason is IllegalReason.NOT_BIG_GIN


# =========================================================================== lay-offs


def test_layoff_chains_at_both_ends() -> None:
    # 7-8-9♥ takes 10♥ and then J♥; 6♥ and then 5♥
    knocker = "7H 8H 9H KC KD KS 2C 3D AS 4S"
    defender = "TH JH 6H 5H QC QD QS 9C 9D 8S"
    res = score_showdown(knocker, defender)
    order = strs(res.layoffs)
    assert set(order) == {"TH", "JH", "6H", "5H"}
    assert order.index("TH") < order.index("JH")
    assert order.index("6H") < order.index("5H")
    run_index = strs(res.knocker_melds).index("7H 8H 9H")
    assert {move.meld for move in res.layoff_moves} == {run_index}
    assert res.knocker_deadwood == 10
    assert res.defender_deadwood == 9 + 9 + 8
    assert res.points == 16
    check_consistent(res, knocker, defender)


def test_layoff_chain_needs_every_link() -> None:
    # J♥ cannot go on 7-8-9♥ without the 10♥
    knocker = "7H 8H 9H KC KD KS 2C 3D AS 4S"
    res = score_showdown(knocker, "JH 4D 5H QC QD QS 9C 9D 8S 2H")
    assert res.layoffs == ()  # nor the 5♥ without the 6♥
    assert res.defender_deadwood == 10 + 4 + 5 + 9 + 9 + 8 + 2


def test_four_card_set_takes_no_layoff() -> None:
    # the 6♥ and 8♥ would extend a run 7-8-9♥, but the knocker's sevens are a set of four
    knocker = "7C 7D 7H 7S JS QS KS AD 2D 4H"
    defender = "6H 8H TS 5C 5D 9C 9D 2H 3H 4D"
    res = score_showdown(knocker, defender)
    assert strs(res.knocker_melds)[0] == "7C 7D 7H 7S"
    assert strs(res.layoffs) == ["TS"]  # onto J-Q-K♠ only
    assert res.knocker_deadwood == 7
    assert res.defender_deadwood == 6 + 8 + 5 + 5 + 9 + 9 + 2 + 3 + 4
    check_consistent(res, knocker, defender)


def test_set_of_three_takes_the_fourth() -> None:
    knocker = "7C 7D 7S JS QS KS AD 2D 4H 3C"
    res = score_showdown(knocker, "7H 8H 5C 5D 9C 9D 2H 3H 6D TD")
    assert strs(res.layoffs) == ["7H"]


def test_card_fitting_two_knocker_melds() -> None:
    # the 10♥ goes on 7-8-9♥ or onto 10♣ 10♦ 10♠; with the J♥ it must go on the run
    knocker = "7H 8H 9H TC TD TS AC 2D 3S 4C"
    defender = "TH JH KC KD KH 5C 5D 9C 9D 2H"
    res = score_showdown(knocker, defender)
    melds = strs(res.knocker_melds)
    assert [(str(m.card), melds[m.meld]) for m in res.layoff_moves] == [
        ("TH", "7H 8H 9H"),
        ("JH", "7H 8H 9H"),
    ]
    assert res.defender_deadwood == 5 + 5 + 9 + 9 + 2
    assert res.points == 30 - 10
    # without the J♥ the 10♥ still goes somewhere
    alone = score_showdown(knocker, "TH 6S KC KD KH 5C 5D 9C 9D 2H")
    assert strs(alone.layoffs) == ["TH"]
    assert alone.defender_deadwood == 6 + 5 + 5 + 9 + 9 + 2


def test_defender_prefers_layoff_when_it_leaves_less() -> None:
    # 7♠ 8♠ onto 4-5-6♠ frees the 9♠ for 9♠ 9♣ 9♦ (own run 7-8-9♠ would leave 9♣ 9♦)
    knocker = "4S 5S 6S KC KD KH AC 2D 3C AH"
    defender = "7S 8S 9S 9C 9D JH QD 2H 3D 4H"
    res = score_showdown(knocker, defender)
    assert sorted(strs(res.layoffs)) == ["7S", "8S"]
    assert strs(res.defender_melds) == ["9C 9D 9S"]
    assert res.defender_deadwood == 10 + 10 + 2 + 3 + 4
    assert res.points == 29 - 7
    check_consistent(res, knocker, defender)


def test_defender_prefers_own_meld_when_it_leaves_less() -> None:
    # 6♠ could go on 6♣ 6♦ 6♥, but 4-5-6♠ melded leaves less
    knocker = "6C 6D 6H KC KD KH AC 2D 3C AH"
    defender = "4S 5S 6S 9C 9D JH QD 2H 3D 4H"
    res = score_showdown(knocker, defender)
    assert res.layoffs == ()
    assert strs(res.defender_melds) == ["4S 5S 6S"]
    assert res.defender_deadwood == 9 + 9 + 10 + 10 + 2 + 3 + 4


def test_no_wraparound_layoffs() -> None:
    knocker = "AH 2H 3H JS QS KS 7C 7D 7S 2C"  # K = 2
    defender = "KH AS 9C 9H TC TH 5C 5D 6S 3D"
    res = score_showdown(knocker, defender)
    assert res.layoffs == ()
    assert res.defender_deadwood == parse_cards(defender).value


# =========================================================================== knock limit


def test_knock_limit_exceeded() -> None:
    knocker = "AC 2C 3C 7D 7H 7S 9S TS JS QD"  # K = 10: allowed
    assert score_showdown(knocker, DEFENDER_10).knocker_deadwood == 10
    too_high = "AC 2C 3C 7D 7H 7S 9S TS 5D 6C"  # K = 9 + 10 + 5 + 6 = 30
    with pytest.raises(IllegalActionError) as info:
        score_showdown(too_high, DEFENDER_10)
    assert info.value.reason is IllegalReason.DEADWOOD_TOO_HIGH
    assert "30" in str(info.value)
    assert "10" in str(info.value)


@pytest.mark.parametrize("limit", range(11))
def test_knock_limit_option(limit: int) -> None:
    rules = Rules(knock_limit=limit)
    if limit >= 8:
        res = score_showdown(KNOCK_8, DEFENDER_10, rules)
        assert res.knock_limit == limit
        assert res.points == 2
    else:
        with pytest.raises(IllegalActionError) as info:
            score_showdown(KNOCK_8, DEFENDER_10, rules)
        assert info.value.reason is IllegalReason.DEADWOOD_TOO_HIGH


# =========================================================================== Oklahoma


@pytest.mark.parametrize(
    ("upcard", "limit"),
    [
        ("2D", 2),
        ("5C", 5),
        ("8H", 8),
        ("9D", 9),
        ("TC", 10),
        ("JD", 10),
        ("QH", 10),
        ("KS", 10),
        ("AD", 0),
        ("AH", 0),
    ],
)
def test_oklahoma_knock_limit_from_upcard(upcard: str, limit: int) -> None:
    rules = find_rules("oklahoma")
    assert hand_knock_limit(rules, parse_card(upcard)) == limit
    if limit >= 8:
        res = score_showdown(KNOCK_8, DEFENDER_10, rules, upcard=upcard)
        assert res.knock_limit == limit
        assert res.points == 2  # a spade doubles only under oklahoma-spades
        spades = score_showdown(KNOCK_8, DEFENDER_10, "oklahoma-spades", upcard=upcard)
        assert spades.points == (4 if upcard.endswith("S") else 2)
    else:
        with pytest.raises(IllegalActionError) as info:
            score_showdown(KNOCK_8, DEFENDER_10, rules, upcard=upcard)
        assert info.value.reason is IllegalReason.DEADWOOD_TOO_HIGH
    # gin is always allowed, the ace upcard included
    assert score_showdown(GIN, DEFENDER_31, rules, upcard=upcard).outcome is Outcome.GIN


def test_oklahoma_ace_means_gin_only() -> None:
    rules = find_rules("oklahoma")
    knocker = "AC 2C 3C 7D 7H 7S 9S TS JS AD"  # K = 1
    with pytest.raises(IllegalActionError):
        score_showdown(knocker, DEFENDER_31, rules, upcard="AH")
    assert score_showdown(knocker, DEFENDER_31, rules, upcard="2H").knock_limit == 2


def test_oklahoma_needs_the_upcard() -> None:
    with pytest.raises(InvalidCardError, match="upcard"):
        score_showdown(KNOCK_8, DEFENDER_10, "oklahoma")


def test_oklahoma_ignores_the_fixed_limit() -> None:
    rules = find_rules("oklahoma", knock_limit=0)
    assert score_showdown(KNOCK_8, DEFENDER_10, rules, upcard="9H").points == 2


@pytest.mark.parametrize(
    ("knocker", "defender", "points"),
    [
        (KNOCK_8, DEFENDER_10, 2),
        (KNOCK_8, DEFENDER_5, 28),
        (KNOCK_8, DEFENDER_8, 25),
        (GIN, DEFENDER_31, 56),
        (BIG_GIN, DEFENDER_32, 57),
    ],
)
def test_oklahoma_spades_double(knocker: str, defender: str, points: int) -> None:
    assert score_showdown(knocker, defender, "oklahoma", upcard="8S").points == points
    rules = find_rules("oklahoma-spades")
    spade = score_showdown(knocker, defender, rules, upcard="8S")
    assert spade.doubled is True
    assert spade.points == 2 * points
    for upcard in ("8H", "QH", "QC"):
        other = score_showdown(knocker, defender, rules, upcard=upcard)
        assert other.doubled is False
        assert other.points == points
    assert spade.outcome is other.outcome
    assert spade.winner == other.winner


def test_spades_double_on_its_own() -> None:
    rules = Rules(spades_double=True)
    assert score_showdown(KNOCK_8, DEFENDER_10, rules, upcard="QS").points == 4
    assert score_showdown(KNOCK_8, DEFENDER_10, rules, upcard="QS").knock_limit == 10
    assert score_showdown(KNOCK_8, DEFENDER_10, rules, upcard="QH").points == 2
    assert score_showdown(KNOCK_8, DEFENDER_10, rules).points == 2  # no upcard: no double
    # a spade upcard doubles nothing without the option
    assert score_showdown(KNOCK_8, DEFENDER_10, upcard="QS").points == 2


def test_tie_doubled_is_still_zero() -> None:
    rules = find_rules("oklahoma", undercut_on_tie=False)
    res = score_showdown(KNOCK_8, DEFENDER_8, rules, upcard="QS")
    assert res.outcome is Outcome.TIE
    assert res.points == 0


def test_upcard_accepts_cards_and_strings() -> None:
    rules = find_rules("oklahoma-spades")
    by_card = score_showdown(KNOCK_8, DEFENDER_10, rules, upcard=parse_card("8S"))
    by_text = score_showdown(KNOCK_8, DEFENDER_10, rules, upcard="8♠")
    assert by_card.doubled
    assert by_card == by_text


@pytest.mark.parametrize("upcard", ["ZZ", "", "9S 9H", 5, 5.0])
def test_bad_upcard(upcard: object) -> None:
    with pytest.raises(InvalidCardError):
        score_showdown(KNOCK_8, DEFENDER_10, "oklahoma", upcard=upcard)  # type: ignore[arg-type]


@pytest.mark.parametrize("upcard", ["AC", "KC"])
def test_upcard_in_a_hand(upcard: str) -> None:
    with pytest.raises(InvalidCardError, match="upcard"):
        score_showdown(KNOCK_8, DEFENDER_10, "oklahoma", upcard=upcard)


# =========================================================================== scoring systems


@pytest.mark.parametrize(
    ("system", "gin", "undercut"),
    [
        ("standard", 25, 25),
        ("gin25_undercut20", 25, 20),
        ("gin20_undercut10", 20, 10),
        ("20/25", 25, 20),
        ("10/20", 20, 10),
    ],
)
def test_scoring_systems(system: str, gin: int, undercut: int) -> None:
    rules = find_rules(system)
    assert score_showdown(GIN, DEFENDER_31, rules).points == gin + 31
    assert score_showdown(GIN, DEFENDER_31, system).points == gin + 31
    assert score_showdown(KNOCK_8, DEFENDER_5, rules).points == undercut + 3
    assert score_showdown(KNOCK_8, DEFENDER_8, rules).points == undercut
    assert score_showdown(KNOCK_8, DEFENDER_10, rules).points == 2  # a knock has no bonus
    assert score_showdown(BIG_GIN, DEFENDER_32, rules).points == gin + 32  # big gin as gin


def test_default_rules_are_standard() -> None:
    assert score_showdown(GIN, DEFENDER_31) == score_showdown(GIN, DEFENDER_31, "standard")
    assert score_showdown(GIN, DEFENDER_31, None) == score_showdown(GIN, DEFENDER_31, Rules())


# =========================================================================== knocker's melds


KNOCK_SETS_OR_RUNS = "7C 7D 7S 8C 8D 8S 9C 9D 9S 2H"
DEFENDER_ENDS = "6C TC 6D TD KH KS QH QS 3H 4S"


def test_default_knocker_arrangement_is_least_exposed() -> None:
    res = score_showdown(KNOCK_SETS_OR_RUNS, DEFENDER_ENDS)
    assert sorted(strs(res.knocker_melds)) == ["7C 7D 7S", "8C 8D 8S", "9C 9D 9S"]
    assert res.layoffs == ()
    assert res.defender_deadwood == 79
    assert res.points == 77


def test_explicit_knocker_melds() -> None:
    runs = [Meld.parse("7C 8C 9C"), Meld.parse("7D 8D 9D"), Meld.parse("7S 8S 9S")]
    res = score_showdown(KNOCK_SETS_OR_RUNS, DEFENDER_ENDS, knocker_melds=runs)
    assert list(res.knocker_melds) == runs
    assert sorted(strs(res.layoffs)) == ["6C", "6D", "TC", "TD"]
    assert res.defender_deadwood == 79 - 32
    assert res.points == 47 - 2
    check_consistent(res, KNOCK_SETS_OR_RUNS, DEFENDER_ENDS)


def test_explicit_melds_can_leave_more_deadwood() -> None:
    # laying down fewer melds than possible is the knocker's choice, within the limit
    knocker = "AC 2C 3C 7D 7H 7S 9S TS JS AD"
    res = score_showdown(
        knocker,
        DEFENDER_10,
        knocker_melds=[Meld.parse("7D 7H 7S"), Meld.parse("9S TS JS")],
    )
    assert res.knocker_deadwood == 1 + 2 + 3 + 1
    assert strs(res.knocker_deadwood_cards) == ["AC", "2C", "3C", "AD"]
    # a gin hand laid down with deadwood is a knock, not gin
    res = score_showdown(
        GIN, DEFENDER_31, knocker_melds=[Meld.parse("7D 7H 7S"), Meld.parse("9S TS JS QS")]
    )
    assert res.outcome is Outcome.KNOCK
    assert res.knocker_deadwood == 6
    assert strs(res.layoffs) == ["7C"]  # the 4♣ has no A-2-3♣ to go on now
    assert res.defender_deadwood == 31 - 7
    assert res.points == 24 - 6


def test_explicit_melds_over_the_limit() -> None:
    with pytest.raises(IllegalActionError) as info:
        score_showdown(
            KNOCK_SETS_OR_RUNS,
            DEFENDER_ENDS,
            knocker_melds=[Meld.parse("7C 8C 9C"), Meld.parse("7D 8D 9D")],
        )
    assert info.value.reason is IllegalReason.DEADWOOD_TOO_HIGH


@pytest.mark.parametrize(
    "melds",
    [
        ["7C 8C 9C", "7C 7D 7S"],  # overlapping
        ["7H 8H 9H"],  # not the knocker's cards
        ["7C 8C 9C", "TC JC QC"],
    ],
)
def test_explicit_melds_invalid(melds: list[str]) -> None:
    with pytest.raises(IllegalActionError) as info:
        score_showdown(
            KNOCK_SETS_OR_RUNS, DEFENDER_ENDS, knocker_melds=[Meld.parse(m) for m in melds]
        )
    assert info.value.reason is IllegalReason.BAD_MELDS


def test_explicit_big_gin_melds() -> None:
    melds = [Meld.parse("AC 2C 3C 4C"), Meld.parse("7D 7H 7S"), Meld.parse("9S TS JS QS")]
    res = score_showdown(BIG_GIN, DEFENDER_32, knocker_melds=melds)
    assert res.outcome is Outcome.BIG_GIN
    with pytest.raises(IllegalActionError) as info:
        score_showdown(BIG_GIN, DEFENDER_32, knocker_melds=melds[:2])
    assert info.value.reason is IllegalReason.NOT_BIG_GIN


# =========================================================================== bad input


@pytest.mark.parametrize(
    ("knocker", "defender", "fragment"),
    [
        (KNOCK_8.rsplit(" ", 1)[0], DEFENDER_10, "not 9"),  # 9 cards
        (KNOCK_8 + " QH QC", DEFENDER_10, "not 12"),
        (KNOCK_8, DEFENDER_10.rsplit(" ", 1)[0], "not 9"),
        (KNOCK_8, DEFENDER_10 + " QC", "not 11"),
        ("", DEFENDER_10, "not 0"),
        (KNOCK_8, DEFENDER_10.replace("TD", "8D"), "both hands: 8D"),
        (KNOCK_8.replace("8D", "7D"), DEFENDER_10, "duplicate card '7D'"),
        (KNOCK_8.replace("8D", "1D"), DEFENDER_10, "'1D'"),
        (KNOCK_8, DEFENDER_10.replace("TD", "11D"), "'11D'"),
    ],
)
def test_bad_hands(knocker: str, defender: str, fragment: str) -> None:
    with pytest.raises(InvalidCardError) as info:
        score_showdown(knocker, defender)
    assert fragment in str(info.value)


@pytest.mark.parametrize("bad", [None, 7, [None]])
def test_non_card_input(bad: object) -> None:
    with pytest.raises(InvalidCardError):
        score_showdown(bad, DEFENDER_10)  # type: ignore[arg-type]
    with pytest.raises(InvalidCardError):
        score_showdown(KNOCK_8, bad)  # type: ignore[arg-type]


def test_inputs_in_any_notation() -> None:
    pretty = "A♣ 2♣ 3♣ 7♦ 7♥ 7♠ 9♠ 10♠ J♠ 8♦"
    as_list = KNOCK_8.split()
    as_set = parse_cards(KNOCK_8)
    expected = score_showdown(KNOCK_8, DEFENDER_10)
    for knocker in (pretty, as_list, as_set, KNOCK_8.lower()):
        assert score_showdown(knocker, DEFENDER_10) == expected


# =========================================================================== output


def test_to_dict() -> None:
    res = score_showdown("JS JH JD 9H 8H 7H AC 2D 3S 4C", "JC TH 6H KS KD 5C 5D 9C 9D 2H")
    data = res.to_dict()
    assert json.loads(json.dumps(data)) == data
    assert data["outcome"] == "knock"
    assert data["winner"] == "knocker"
    assert data["points"] == 40
    assert data["knocker_deadwood"] == 10
    assert data["defender_deadwood"] == 50
    assert sorted(data["knocker_melds"]) == ["7H 8H 9H", "JD JH JS"]  # type: ignore[arg-type]
    assert {d["card"] for d in data["layoffs"]} == {"JC", "TH", "6H"}  # type: ignore[attr-defined]
    assert data["knock_limit"] == 10
    assert data["doubled"] is False


# =========================================================================== properties


def meldy_hand(rng: random.Random, available: list[int]) -> CardSet:
    """Ten cards out of ``available``: a few melds, then mostly low filler."""
    free = set(available)
    cards: set[int] = set()
    for _ in range(20):
        if len(cards) >= 7:
            break
        suit, rank = rng.randrange(4), rng.randrange(11)
        if rng.random() < 0.5:
            piece = {suit * 13 + r for r in range(rank, rank + 3)}
        else:
            piece = {s * 13 + rank for s in rng.sample(range(4), 3)}
        if piece <= free:
            cards |= piece
    order = list(available)
    rng.shuffle(order)
    for card in order:
        if len(cards) >= 10:
            break
        if card % 13 < 5 or rng.random() < 0.2:
            cards.add(card)
    for card in order:
        if len(cards) >= 10:
            break
        cards.add(card)
    return CardSet(rng.sample(sorted(cards), 10))


def random_knock(rng: random.Random) -> tuple[str, str]:
    """A knocker hand that may knock (K <= 10) and a defender hand from the rest,
    often meld-rich too, so that undercuts and ties happen."""
    while True:
        knocker = meldy_hand(rng, list(range(52)))
        if min_deadwood(knocker) <= 10:
            break
    rest = [c for c in range(52) if c not in knocker]
    if rng.random() < 0.7:
        defender = meldy_hand(rng, rest)
    else:
        defender = CardSet(rng.sample(rest, 10))
    return str(knocker), str(defender)


@settings(max_examples=examples(400), deadline=None)
@given(
    st.integers(0, 2**32),
    st.sampled_from([(25, 25), (25, 20), (20, 10), (0, 0), (50, 7)]),
    st.booleans(),
    st.booleans(),
    st.sampled_from(["9S", "9H", None]),
)
def test_points_follow_the_rules(
    seed: int,
    bonuses: tuple[int, int],
    undercut_on_tie: bool,
    spades_double: bool,
    upcard: str | None,
) -> None:
    knocker, defender = random_knock(random.Random(seed))
    if upcard is not None and upcard in parse_cards(knocker) | parse_cards(defender):
        upcard = None
    rules = Rules(
        gin_bonus=bonuses[0],
        undercut_bonus=bonuses[1],
        undercut_on_tie=undercut_on_tie,
        spades_double=spades_double,
    )
    res = score_showdown(knocker, defender, rules, upcard=upcard)
    check_consistent(res, knocker, defender)
    k, d = res.knocker_deadwood, res.defender_deadwood
    assert k == min_deadwood(knocker)
    factor = 2 if spades_double and upcard == "9S" else 1
    assert res.doubled is (factor == 2)
    if k == 0:
        assert (res.outcome, res.winner) == (Outcome.GIN, "knocker")
        assert res.layoffs == ()
        assert d == min_deadwood(defender)
        assert res.points == factor * (bonuses[0] + d)
    elif d > k:
        assert (res.outcome, res.winner) == (Outcome.KNOCK, "knocker")
        assert res.points == factor * (d - k)
    elif d < k or undercut_on_tie:
        assert (res.outcome, res.winner) == (Outcome.UNDERCUT, "defender")
        assert res.points == factor * (bonuses[1] + k - d)
    else:
        assert (res.outcome, res.winner, res.points) == (Outcome.TIE, None, 0)
    if k:
        assert d <= min_deadwood(defender)  # lay-offs never hurt the defender
