"""The tournaments' rules without a server: scoring, arena pairing, Swiss pairing
(docs/online.md, "Tournaments"), with property tests of the pairings."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy.server.tournaments import scoring
from ginrummy.server.tournaments.arena_pairing import Waiting, pair_arena
from ginrummy.server.tournaments.scoring import ABORTED, BYE, LOSS, WIN, Played
from ginrummy.server.tournaments.swiss_pairing import Entrant, bye_candidates, pair_swiss


def results(*outcomes: str) -> list[Played]:
    return [Played(o, None if o == BYE else "x", float(i)) for i, o in enumerate(outcomes)]  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- scoring
def test_a_win_scores_two_and_a_third_win_in_a_row_four() -> None:
    sheet, fire = scoring.arena_sheet(results(WIN, WIN, WIN, WIN, LOSS, WIN))
    assert sheet == (2, 2, 4, 4, 0, 2)
    assert fire is False  # the loss ended the streak, one win since


def test_two_wins_in_a_row_set_a_player_on_fire() -> None:
    assert scoring.arena_sheet(results(LOSS, WIN, WIN))[1] is True
    assert scoring.arena_sheet(results(WIN))[1] is False


def test_an_aborted_game_counts_nothing_and_keeps_the_streak() -> None:
    sheet, fire = scoring.arena_sheet(results(WIN, WIN, ABORTED, WIN))
    assert sheet == (2, 2, 0, 4) and fire is True


def test_arena_ties_go_to_wins_then_fewer_games_then_who_reached_the_points_first() -> None:
    lines = scoring.arena_standings(
        {
            "late": [Played(WIN, "x", 50.0), Played(WIN, "x", 60.0)],  # 4 points at 60
            "many": [Played(WIN, "x", 1.0), Played(LOSS, "x", 2.0), Played(WIN, "x", 3.0)],
            "early": [Played(WIN, "x", 5.0), Played(WIN, "x", 6.0)],  # 4 points at 6
            "none": [],
        }
    )
    assert [ln.player_id for ln in lines] == ["early", "late", "many", "none"]
    assert [ln.rank for ln in lines] == [1, 2, 3, 4]
    assert [ln.points for ln in lines] == [4, 4, 4, 0]


def test_swiss_scores_a_point_a_win_and_a_bye_and_breaks_ties_by_buchholz() -> None:
    lines = scoring.swiss_standings(
        {
            "a": [Played(WIN, "c"), Played(LOSS, "b")],
            "b": [Played(WIN, "d"), Played(WIN, "a")],
            "c": [Played(LOSS, "a"), Played(BYE)],
            "d": [Played(LOSS, "b"), Played(WIN, "e")],
            "e": [Played(BYE), Played(LOSS, "d")],
        }
    )
    by_id = {ln.player_id: ln for ln in lines}
    assert by_id["b"].points == 2 and by_id["c"].points == 1 and by_id["e"].points == 1
    assert by_id["c"].games == 1  # a bye is a point, not a game
    # a, c, d and e... a (1) met c (1) and b (2): Buchholz 3; d (1) met b and e: 3; c: 1.
    assert by_id["a"].tie_break == 3 and by_id["d"].tie_break == 3 and by_id["c"].tie_break == 1
    assert [ln.player_id for ln in lines] == ["b", "a", "d", "c", "e"]


# ----------------------------------------------------------------------------- arena
def test_the_arena_never_pairs_last_opponents_again_when_another_choice_exists() -> None:
    waiting = [
        Waiting("a", 1, ("b",)),
        Waiting("b", 2, ("a",)),
        Waiting("c", 3, ("d",)),
        Waiting("d", 4, ("c",)),
    ]
    pairs = pair_arena(waiting)
    assert len(pairs) == 2
    assert not {frozenset(p) for p in pairs} & {frozenset("ab"), frozenset("cd")}
    # leaders meet leaders among what is left: a-c and b-d (rank gaps 2 + 2)
    assert sorted(pairs) == [("a", "c"), ("b", "d")]


def test_two_players_who_just_met_meet_again_when_nobody_else_waits() -> None:
    assert pair_arena([Waiting("a", 1, ("b",)), Waiting("b", 2, ("a",))]) == [("a", "b")]


def test_the_arena_pairs_neighbours_in_the_standings_and_never_blocked_players() -> None:
    waiting = [Waiting(p, r) for r, p in enumerate("abcdef", start=1)]
    assert pair_arena(waiting) == [("a", "b"), ("c", "d"), ("e", "f")]
    blocked = {frozenset("ab")}
    pairs = pair_arena(waiting, blocked=blocked)
    assert frozenset("ab") not in {frozenset(p) for p in pairs}
    assert pair_arena([Waiting("a", 1), Waiting("b", 2)], blocked=blocked) == []


def _perfect_without(players: list[str], forbidden: set[frozenset[str]]) -> bool:
    """Whether ``players`` (an even number) can all be paired avoiding ``forbidden``."""
    if not players:
        return True
    first, rest = players[0], players[1:]
    return any(
        frozenset((first, other)) not in forbidden
        and _perfect_without([p for p in rest if p != other], forbidden)
        for other in rest
    )


@settings(max_examples=150, deadline=None)
@given(st.integers(2, 9), st.randoms(use_true_random=False))
def test_arena_pairing_is_a_matching_that_avoids_last_opponents_whenever_it_can(
    n: int, rng: random.Random
) -> None:
    ids = [f"p{i}" for i in range(n)]
    last = {p: rng.choice([o for o in ids if o != p]) for p in ids}
    waiting = [Waiting(p, rank, (last[p],)) for rank, p in enumerate(ids, start=1)]
    pairs = pair_arena(waiting)
    seen = [p for pair in pairs for p in pair]
    assert len(seen) == len(set(seen)) == 2 * (n // 2)  # everyone at most once, most pairs
    repeats = {frozenset((p, last[p])) for p in ids}
    made = {frozenset(p) for p in pairs}
    if n % 2 == 0 and _perfect_without(ids, repeats):
        assert not made & repeats


# ----------------------------------------------------------------------------- Swiss
def _simulate(
    n: int, rounds: int, rng: random.Random
) -> list[tuple[tuple[tuple[str, str], ...], str | None, list[Entrant]]]:
    """A Swiss of ``n`` players over ``rounds`` rounds with random results; each
    round's pairing, bye and the entrants it was made from."""
    ids = [f"p{i}" for i in range(n)]
    played: dict[str, list[Played]] = {p: [] for p in ids}
    byes: set[str] = set()
    out = []
    for _ in range(rounds):
        lines = scoring.swiss_standings(played)
        entrants = [
            Entrant(ln.player_id, ln.rank, ln.points, frozenset(ln.opponents), ln.player_id in byes)
            for ln in lines
        ]
        made = pair_swiss(entrants)
        out.append((made.pairs, made.bye, entrants))
        for a, b in made.pairs:
            winner = rng.choice((a, b))
            played[a].append(Played(WIN if winner == a else LOSS, b))
            played[b].append(Played(WIN if winner == b else LOSS, a))
        if made.bye is not None:
            byes.add(made.bye)
            played[made.bye].append(Played(BYE))
    return out


@settings(max_examples=80, deadline=None)
@given(st.integers(2, 9), st.integers(1, 6), st.randoms(use_true_random=False))
def test_swiss_pairs_everyone_or_gives_one_bye_never_repeats_and_rotates_the_bye(
    n: int, rounds: int, rng: random.Random
) -> None:
    met: set[frozenset[str]] = set()
    had_bye: Counter[str] = Counter()
    for pairs, bye, entrants in _simulate(n, rounds, rng):
        ids = [e.player_id for e in entrants]
        seen = [p for pair in pairs for p in pair] + ([bye] if bye else [])
        assert sorted(seen) == sorted(ids)  # everyone paired, or the one bye
        assert (bye is not None) == (n % 2 == 1)
        made = {frozenset(p) for p in pairs}
        rest = [p for p in ids if p != bye]
        if _perfect_without(rest, met):
            assert not made & met  # no repeat whenever a round without one exists
        if bye is not None:
            # the bye goes to the first candidate (lowest ranked, no bye yet) whose
            # absence lets the others play without a repeat, when anyone's does
            fits = [
                c.player_id
                for c in bye_candidates(entrants)
                if _perfect_without([p for p in ids if p != c.player_id], met)
            ]
            if fits:
                assert bye == fits[0]
            if had_bye[bye] and fits:
                assert all(had_bye[p] for p in fits)  # a second bye only when no one else fits
            had_bye[bye] += 1
        met |= made


def test_five_players_three_rounds_each_bye_goes_to_someone_new() -> None:
    rounds = _simulate(5, 3, random.Random(7))
    byes = [bye for _pairs, bye, _entrants in rounds]
    assert len(set(byes)) == 3 and None not in byes
    pairs = [frozenset(p) for made, _bye, _e in rounds for p in made]
    assert len(pairs) == len(set(pairs)) == 6


def test_swiss_pairs_equal_scores_together() -> None:
    entrants = [
        Entrant("w1", 1, 2, frozenset({"l1", "x"})),
        Entrant("w2", 2, 2, frozenset({"l2", "y"})),
        Entrant("l1", 3, 0, frozenset({"w1", "y"})),
        Entrant("l2", 4, 0, frozenset({"w2", "x"})),
    ]
    made = pair_swiss(entrants)
    assert {frozenset(p) for p in made.pairs} == {frozenset(("w1", "w2")), frozenset(("l1", "l2"))}
    assert made.bye is None


def test_every_pair_is_possible_in_principle() -> None:
    """A guard on the helper the properties rely on."""
    ids = ["a", "b", "c", "d"]
    assert _perfect_without(ids, set())
    assert not _perfect_without(ids, {frozenset(p) for p in combinations("abc", 2)})
