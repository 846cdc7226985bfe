"""Three-handed gin (issue 39): who plays, who sits out, who deals, the scores, the end
of the match, the records that replay, and what the player sitting out may see."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy.agents import make_agent
from ginrummy.core.cards import CardSet
from ginrummy.core.errors import InvalidRecordError
from ginrummy.core.fair_check import verify_three_record
from ginrummy.core.hand import HandResult, HandState
from ginrummy.core.observation import Observation
from ginrummy.core.rules import find_rules
from ginrummy.core.scoring import Outcome
from ginrummy.core.three import (
    MatchTie,
    SpectatorView,
    ThreeForm,
    ThreeMatch,
    ThreeRecord,
    ThreeSettings,
    play_three,
    sitting_out_view,
)


def won(seat: int, points: int) -> HandResult:
    return HandResult(Outcome.KNOCK, winner=seat, points=points, knocker=seat)


VOID = HandResult(Outcome.VOID, winner=None, points=0, reason="the stock is down to two cards")
TIE = HandResult(Outcome.TIE, winner=None, points=0, knocker=0)


def settings_of(form: ThreeForm, **kw: object) -> ThreeSettings:
    return ThreeSettings(rules=find_rules("standard", first_dealer=0), form=form, **kw)  # type: ignore[arg-type]


# ------------------------------------------------------------------ rotation
def test_rotation_after_each_hand_the_loser_sits_out() -> None:
    match = ThreeMatch.new(settings_of(ThreeForm.ROTATION_HAND, target=100))
    assert (match.players, match.sitting_out, match.next_dealer) == ((0, 1), 2, 0)
    match = match.record_hand(won(1, 30))  # player 1 beats player 0
    assert match.players == (1, 2) and match.sitting_out == 0  # loser out, sitter in
    assert match.scores == (0, 30, 0)
    assert match.dealer_player == 2  # the newcomer deals
    match = match.record_hand(won(1, 20))  # player 2 (seat 1) beats player 1
    assert match.players == (2, 0) and match.sitting_out == 1
    assert match.scores == (0, 30, 20)


def test_rotation_per_hand_void_and_tied_hands_keep_the_pairing() -> None:
    match = ThreeMatch.new(settings_of(ThreeForm.ROTATION_HAND, target=100))
    match = match.record_hand(VOID)
    assert match.players == (0, 1) and match.next_dealer == 0  # void: same dealer again
    match = match.record_hand(TIE)
    assert match.players == (0, 1) and match.next_dealer == 1  # tie: the deal alternates
    assert not match.is_over and match.scores == (0, 0, 0)


def test_rotation_after_each_game_keeps_the_pairing_until_the_game_is_won() -> None:
    match = ThreeMatch.new(settings_of(ThreeForm.ROTATION, games=5))
    match = match.record_hand(won(0, 60))
    assert match.players == (0, 1) and match.sitting_out == 2
    assert match.pairing_after(0) == ((0, 2), 1)
    match = match.record_hand(won(0, 50))  # player 0 reaches 100: the game is over
    assert match.players == (0, 2) and match.sitting_out == 1
    totals = match.units[0]
    assert totals.winner == 0 and totals.loser == 1
    # net: 110 points + 100 game + 2 boxes of 25, doubled for the shutout (seed 000)
    assert match.scores == (totals.amount, 0, 0) and totals.amount > 110
    assert match.next_dealer == 1  # the newcomer (player 2) deals the new game


def test_rotation_with_totals_scoring_credits_each_own_total() -> None:
    rules = find_rules("standard", first_dealer=0, match_scoring="totals", shutout="none")
    match = ThreeMatch.new(ThreeSettings(rules=rules, form=ThreeForm.ROTATION, games=5))
    match = match.record_hand(won(1, 20)).record_hand(won(0, 100))
    assert match.scores == (100 + 100 + 25, 20 + 25, 0)


# ------------------------------------------------------------------ box
def test_box_player_scores_against_both_and_the_captain_takes_the_box() -> None:
    match = ThreeMatch.new(settings_of(ThreeForm.BOX_HAND, target=1000))
    assert (match.box, match.captain, match.sitting_out) == (0, 1, 2)
    match = match.record_hand(won(0, 30))  # the box wins: against captain and partner
    assert match.against[0] == (0, 30, 30) and match.scores == (60, -30, -30)
    assert (match.box, match.captain, match.sitting_out) == (0, 2, 1)  # partner plays
    match = match.record_hand(won(1, 10))  # the captain (2) beats the box
    assert match.against[0] == (0, 20, 20) and match.scores == (40, -20, -20)
    assert (match.box, match.captain, match.sitting_out) == (2, 1, 0)  # captain takes it
    assert sum(match.scores) == 0


def test_the_deal_follows_the_box() -> None:
    match = ThreeMatch.new(settings_of(ThreeForm.BOX, games=10))
    assert match.dealer_player == match.box == 0
    match = match.record_hand(won(1, 60))
    assert match.dealer_player == 1  # within the game: alternate (seed 000)
    match = match.record_hand(won(1, 60))  # the captain wins the game
    assert match.box == 1 and match.dealer_player == 1  # the new box deals


# ------------------------------------------------------------------ the end
def test_the_match_ends_at_the_target_with_a_winner() -> None:
    match = ThreeMatch.new(settings_of(ThreeForm.ROTATION_HAND, target=50))
    match = match.record_hand(won(0, 30)).record_hand(won(0, 25))
    assert match.is_over and match.winner == 0 and match.winners == (0,)
    with pytest.raises(ValueError, match="over"):
        match.record_hand(won(0, 10))


def test_a_tie_on_top_is_shared_or_played_on() -> None:
    shared = ThreeMatch.new(settings_of(ThreeForm.ROTATION_HAND, games=2))
    shared = shared.record_hand(won(0, 30)).record_hand(won(1, 30))  # 0 vs 1, then 0 vs 2
    assert shared.is_over and shared.winner is None and shared.winners == (0, 2)
    on = ThreeMatch.new(settings_of(ThreeForm.ROTATION_HAND, games=2, tie=MatchTie.PLAY_ON))
    on = on.record_hand(won(0, 30)).record_hand(won(1, 30))
    assert not on.is_over
    on = on.record_hand(won(0, 5))
    assert on.is_over and on.winner == 2


def test_defaults_of_the_match_end() -> None:
    assert settings_of(ThreeForm.ROTATION).end == (None, 3)
    assert settings_of(ThreeForm.BOX_HAND).end == (100, None)
    with pytest.raises(ValueError):
        ThreeSettings(target=0)


# ------------------------------------------------------------------ records, properties
def bots() -> list[object]:
    return [make_agent("simple"), make_agent("random"), make_agent("simple")]


@settings(max_examples=8, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    form=st.sampled_from(list(ThreeForm)),
    preset=st.sampled_from(["standard", "oklahoma", "straight"]),
)
def test_random_matches_score_what_their_hands_say_and_replay(
    seed: int, form: ThreeForm, preset: str
) -> None:
    per_hand = form.per_hand
    settings_ = ThreeSettings(
        rules=find_rules(preset, game_target=50), form=form,
        target=60 if per_hand else None, games=None if per_hand else 2,
    )  # fmt: skip
    record = play_three(bots(), settings_, seed=seed, fair=True)  # type: ignore[arg-type]
    match = record.replay()
    assert match.is_over and match.winners
    expected = [0, 0, 0]
    for players, hand in record.hands:
        state = hand.deal(settings_.rules)
        dealt = CardSet(state.hand(0).mask | state.hand(1).mask)
        assert len(dealt) == 20 and len(state.deck) == 52 and len(set(state.deck)) == 52
        result = hand.result
        assert result is not None
        if per_hand and not form.is_box and result["winner"] is not None:
            expected[players[result["winner"]]] += result["points"]
    if per_hand and not form.is_box:
        assert list(match.scores) == expected
    if form.is_box:
        assert sum(match.scores) == 0
        for unit in match.units:
            assert unit.box == unit.players[0]
    again = ThreeRecord.from_json(record.to_json()).replay()
    assert again.scores == match.scores and again.winners == match.winners
    assert all(v.ok for v in verify_three_record(json.loads(record.to_json())))


def test_a_record_with_a_wrong_pairing_or_score_does_not_replay() -> None:
    record = play_three(bots(), settings_of(ThreeForm.ROTATION_HAND, target=40), seed=4,  # type: ignore[arg-type]
                        fair=True)  # fmt: skip
    data = record.to_dict()
    data["hands"][0]["players"] = [1, 2]
    with pytest.raises(InvalidRecordError, match="should have played"):
        ThreeRecord.from_dict(data).replay()
    data = record.to_dict()
    data["scores"][1] += 5
    assert not verify_three_record(data)[-1].ok


# ------------------------------------------------------------------ hidden information
def test_the_partner_sees_the_captains_hand_never_the_box_players() -> None:
    match = ThreeMatch.new(settings_of(ThreeForm.BOX))
    state = HandState.deal(match.rules, dealer=match.next_dealer, rng=random.Random(1))
    view = sitting_out_view(match, state)
    assert isinstance(view, Observation) and view.player == 1
    assert view.hand == state.hand(1)
    assert not (view.hand.mask & state.hand(0).mask)
    assert not (view.opponent_known.mask & state.hand(0).mask)


def test_a_rotation_spectator_sees_only_the_public_table() -> None:
    match = ThreeMatch.new(settings_of(ThreeForm.ROTATION))
    state = HandState.deal(match.rules, dealer=match.next_dealer, rng=random.Random(2))
    view = sitting_out_view(match, state)
    assert isinstance(view, SpectatorView)
    assert view.hand_sizes == (10, 10) and view.stock_size == 31 and view.result is None
    assert not any(isinstance(getattr(view, f), CardSet) for f in view.__slots__)
    shown = {str(c) for c in view.discard_pile}
    hidden = {str(c) for c in state.hand(0)} | {str(c) for c in state.hand(1)}
    assert not shown & hidden
