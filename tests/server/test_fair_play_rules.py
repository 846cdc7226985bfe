"""The fair-play rules on their own (``server/online/fair_play.py``): aborts, what a
player's ending of a game counts as, the sandbag and abandonment watches, the
escalating cooling-off, players made in bulk, and the settings' checks."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from ginrummy.server.online.fair_play import (
    CoolingOff,
    FairPlay,
    FairPlaySettingError,
    conduct_of,
    cooling_off_minutes,
    game_outcome,
    is_real_move,
    made_in_bulk,
    watch_fired,
)

RULES = FairPlay()
T0 = datetime(2026, 12, 6, 4, 0, tzinfo=UTC)


def test_a_pass_or_a_time_out_move_is_no_real_move() -> None:
    assert is_real_move("draw", timed_out=False)
    assert is_real_move("discard 7h", timed_out=False)
    assert is_real_move("take", timed_out=False)
    assert not is_real_move("pass", timed_out=False)
    assert not is_real_move("draw", timed_out=True)


def test_a_game_is_aborted_until_both_moved_and_unrated_when_it_could_farm() -> None:
    assert game_outcome((0, 0), None) == "aborted"
    assert game_outcome((3, 0), None) == "aborted"
    assert game_outcome((0, 2), "shared-address") == "aborted"
    assert game_outcome((1, 1), None) == "rated"
    assert game_outcome((1, 1), "shared-address") == "unrated"
    assert game_outcome((4, 5), "bulk-made") == "unrated"


def test_how_a_player_ended_a_game() -> None:
    # The winner, and anybody in a game played out, did nothing wrong.
    assert conduct_of(0, 0, "resigned", (0, 0), RULES) == "ok"
    assert conduct_of(1, 0, "played", (2, 2), RULES) == "ok"
    # Resigning or leaving before both moved aborts the game.
    assert conduct_of(1, 0, "resigned", (0, 0), RULES) == "aborted"
    assert conduct_of(1, 0, "claimed", (4, 0), RULES) == "aborted"
    # Giving up after a few moves is a quick loss; after many, a resignation is fine.
    assert conduct_of(1, 0, "resigned", (5, RULES.quick_loss_moves), RULES) == "quick_loss"
    assert conduct_of(1, 0, "resigned", (9, RULES.quick_loss_moves + 1), RULES) == "ok"
    # Leaving a game in play until it is claimed abandons it.
    assert conduct_of(0, 1, "claimed", (RULES.quick_loss_moves + 3, 9), RULES) == "abandoned"
    assert conduct_of(0, 1, "claimed", (2, 9), RULES) == "quick_loss"


def test_the_abandonment_watch_fires_at_the_limit_within_its_window() -> None:
    limit = RULES.abandon_limit
    assert watch_fired(["aborted"] * (limit - 1), RULES) is None
    assert watch_fired(["aborted", "abandoned"] + ["aborted"] * (limit - 2), RULES) == "abandon"
    # Spread so far back that no window of the last games holds enough: no cooling-off.
    spread = (["aborted"] + ["ok"] * RULES.abandon_games)[: RULES.abandon_games] * 2
    assert watch_fired(spread, RULES) is None


def test_the_sandbag_watch_counts_quick_losses_in_the_last_games() -> None:
    three = ["quick_loss", "ok", "quick_loss", "ok", "ok", "ok", "quick_loss"]
    assert len(three) == RULES.sandbag_games
    assert watch_fired(three, RULES) == "sandbag"
    older = ["quick_loss", "ok", "quick_loss", "ok", "ok", "ok", "ok", "quick_loss"]
    assert watch_fired(older, RULES) is None  # the third is the eighth game back
    assert watch_fired(["ok"] * 20, RULES) is None


def test_the_cooling_off_escalates_and_is_capped() -> None:
    assert [cooling_off_minutes(n, RULES) for n in range(5)] == [5.0, 15.0, 45.0, 135.0, 405.0]
    assert cooling_off_minutes(10, RULES) == RULES.cooling_off_max_minutes == 1440.0
    flat = FairPlay(cooling_off_factor=1, cooling_off_minutes=30)
    assert cooling_off_minutes(3, flat) == 30.0


def test_a_cooling_off_is_told_in_words_with_the_minutes_left() -> None:
    off = CoolingOff("abandon", T0, T0 + timedelta(minutes=15))
    told = off.to_json(T0 + timedelta(minutes=5, seconds=30))
    assert told["minutes_left"] == 10 and told["reason"] == "abandon"
    assert told["text"].startswith("You cannot be paired for 10 minutes: you left or aborted")
    assert CoolingOff("sandbag", T0, T0 + timedelta(seconds=20)).minutes_left(T0) == 1
    assert "lost several games" in CoolingOff("sandbag", T0, T0).sentence(T0)


def test_players_made_in_a_burst_from_one_address_are_made_in_bulk() -> None:
    minute = timedelta(minutes=1)
    assert made_in_bulk(T0, [T0 + minute, T0 + 2 * minute], RULES)
    assert not made_in_bulk(T0, [T0 + minute], RULES)  # two is a household
    far = timedelta(minutes=RULES.bulk_minutes + 1)
    assert not made_in_bulk(T0, [T0 + far, T0 - far], RULES)
    # Three in a row made a minute apart, within one window, wherever this one falls.
    assert made_in_bulk(T0, [T0 - 9 * minute, T0 - 8 * minute], RULES)


def test_the_settings_are_checked_and_read_from_name_value_texts() -> None:
    rules = FairPlay.from_assignments(["sandbag_losses=4", "leaderboard_days=14.5"])
    assert rules.sandbag_losses == 4 and isinstance(rules.sandbag_losses, int)
    assert rules.leaderboard_days == 14.5
    assert FairPlay.from_dict(rules.to_dict()) == rules
    with pytest.raises(FairPlaySettingError, match="no fair-play setting 'sandbag'"):
        FairPlay.from_assignments(["sandbag=3"])
    with pytest.raises(FairPlaySettingError, match="NAME=VALUE"):
        FairPlay.from_assignments(["sandbag_losses"])
    with pytest.raises(FairPlaySettingError, match="whole number"):
        FairPlay(sandbag_losses=2.5)
    with pytest.raises(FairPlaySettingError, match=">= 0"):
        FairPlay(cooling_off_minutes=-1)
    with pytest.raises(FairPlaySettingError, match="at least 1"):
        FairPlay(abandon_limit=0)
    with pytest.raises(FairPlaySettingError, match="factor"):
        FairPlay(cooling_off_factor=0.5)
