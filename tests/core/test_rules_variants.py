"""Issue 19: defaults that follow the source texts, and the variants they describe.

Big gin scores as gin (seed 003), Oklahoma without spades doubling (seed 000) beside an
``oklahoma-spades`` preset, seed 004's match crediting beside seed 001's net, the stock
reshuffled when empty or every time (seed 003's FAQ), and seed 004's first turn. Each
scenario is one of the texts' own examples, quoted in its docstring.
"""

from __future__ import annotations

import json
import random

import pytest

from ginrummy import (
    Discard,
    DrawStock,
    EventKind,
    HandState,
    IllegalActionError,
    Outcome,
    Pass,
    Phase,
    TakeUpcard,
    find_rules,
)
from ginrummy.agents import make_agent
from ginrummy.core.errors import InvalidRulesError
from ginrummy.core.fair_check import verify_record
from ginrummy.core.local_deals import local_deal
from ginrummy.core.match import Game, Match
from ginrummy.core.record import GameRecord, HandRecord, play_hand
from ginrummy.core.rules import (
    MAX_RESHUFFLES,
    PRESET_ALIASES,
    PRESETS,
    MatchScoring,
    ReshuffleAt,
    Rules,
    parse_option_value,
)
from ginrummy.core.scoring import score_showdown
from tests.helpers.hands import deal, play

# The big gin example: 11 cards in melds, the defender holding 72 deadwood.
BIG_GIN = "7H 8H 9H KC KD KS 2C 3C 4C 5C 6C"
DEFENDER_72 = "6H TH KH QD JS 8S 2S 3D 4D 9D"


# =========================================================================== big gin


def test_big_gin_scores_the_gin_bonus_by_default() -> None:
    """Seed 003: "If all 10 or 11 cards in a player's hand fit into melds and thereby the
    player has no deadwood, player receives a Gin bonus of 25 points plus any deadwood
    points in the opponent's hand." 25 + 72 = 97."""
    rules = find_rules("standard")
    assert rules.big_gin_bonus == "gin" and rules.big_gin_points == 25
    showdown = score_showdown(BIG_GIN, DEFENDER_72)
    assert (showdown.outcome, showdown.points) == (Outcome.BIG_GIN, 97)
    assert showdown.defender_deadwood == 72


@pytest.mark.parametrize(
    ("scoring", "gin", "points"),
    [("standard", 25, 97), ("20/25", 25, 97), ("10/20", 20, 92), ("gin20_undercut10", 20, 92)],
)
def test_named_scoring_systems_move_big_gin_with_gin(scoring: str, gin: int, points: int) -> None:
    """Seed 003's first part: "There is a 20-point bonus for gin" (the 10/20 system);
    big gin is gin with eleven cards ("all 10 or 11 cards ... a Gin bonus"), so it moves
    with the gin bonus."""
    rules = find_rules("standard", scoring=scoring)
    assert rules.gin_bonus == rules.big_gin_points == gin
    assert find_rules(scoring).big_gin_points == gin
    assert score_showdown(BIG_GIN, DEFENDER_72, rules).points == points
    assert find_rules("standard").with_option(f"gin_bonus={gin}").big_gin_points == gin


def test_an_explicit_big_gin_bonus_stays_its_own() -> None:
    """The former default, 31, is an option value: it no longer follows the gin bonus."""
    rules = find_rules("standard").with_option("big_gin_bonus=31")
    assert rules.big_gin_bonus == rules.big_gin_points == 31
    assert score_showdown(BIG_GIN, DEFENDER_72, rules).points == 103
    assert rules.replace(scoring="10/20").big_gin_points == 31
    assert rules.with_option("big_gin_bonus=gin") == find_rules("standard")
    assert parse_option_value("big_gin_bonus", "GIN", 31) == "gin"
    assert parse_option_value("big_gin_bonus", "off", "gin") is None


@pytest.mark.parametrize("preset", ["eaai", "openspiel"])
def test_none_still_disables_big_gin(preset: str) -> None:
    rules = find_rules(preset)
    assert rules.big_gin_bonus is None and rules.big_gin_points is None


def test_big_gin_values_are_checked() -> None:
    with pytest.raises(InvalidRulesError, match="big_gin_bonus must be an integer, 'gin' or None"):
        Rules(big_gin_bonus="gin rummy")  # type: ignore[arg-type]
    with pytest.raises(InvalidRulesError, match="big_gin_bonus must be an integer"):
        Rules(big_gin_bonus=1.5)  # type: ignore[arg-type]
    assert Rules.from_dict(Rules().to_dict()) == Rules()
    assert Rules().to_dict()["big_gin_bonus"] == "gin"


def _big_gin_hand(rules: Rules) -> HandState:
    """The non-dealer draws 6C onto gin in ten cards and lays all eleven down."""
    state = deal(BIG_GIN.replace(" 6C", ""), DEFENDER_72, "AD", "6C", rules=rules)
    return play(state, "pass", "pass", "draw", "big gin")


def test_an_old_record_with_big_gin_31_replays_with_31() -> None:
    """A record holds its whole rules: one written when the default was 31 says 31, and
    replays to the points it was scored with."""
    old_rules = find_rules("standard", big_gin_bonus=31)
    state = _big_gin_hand(old_rules)
    assert state.result is not None and state.result.points == 31 + 72
    data = json.loads(GameRecord(old_rules, 0, (HandRecord.from_state(state),)).to_json())
    assert data["rules"]["big_gin_bonus"] == 31
    again = GameRecord.from_json(json.dumps(data))
    assert again.rules.big_gin_points == 31
    assert again.replay().scores == (0, 103)
    # The same hand under today's default scores 97; the record stays as it was.
    assert _big_gin_hand(find_rules("standard")).result.points == 97  # type: ignore[union-attr]


# =========================================================================== Oklahoma

# The knocker holds 1 deadwood (A♣), the defender 26 (3♦ 8♥ 9♣ 6♣), nothing to lay off.
OK_KNOCKER = "2H 3H 4H 7S 7D 7C JC QC KC AC"
OK_DEFENDER = "5C 5D 5H 9S TS JS 3D 8H 9C 6C"


def test_oklahoma_is_the_original_but_for_the_knock_limit() -> None:
    """Seed 000: Oklahoma "is just like the original except for one key rule: The rank
    of the upcard fixes the maximum number of points with which a player may knock in
    that deal. Thus, if the upcard is a five, the knocker must have 5 points or less."
    So a 5♠ upcard scores the hand once, not double."""
    rules = find_rules("oklahoma")
    assert rules.knock_limit_from_upcard and not rules.spades_double
    assert rules == PRESETS["standard"].replace(
        name="oklahoma", knock_limit_from_upcard=True, game_target=150
    )
    knocker = OK_KNOCKER
    showdown = score_showdown(knocker, OK_DEFENDER, rules, upcard="5S")
    assert showdown.knock_limit == 5 and not showdown.doubled
    assert (showdown.outcome, showdown.points) == (Outcome.KNOCK, 25)
    single = showdown.points
    spades = score_showdown(knocker, OK_DEFENDER, "oklahoma-spades", upcard="5S")
    assert spades.doubled and spades.points == 2 * single


def test_the_spades_house_rule_is_its_own_preset() -> None:
    rules = find_rules("oklahoma-spades")
    assert rules.name == "oklahoma-spades" and rules.spades_double
    assert rules == find_rules("oklahoma").replace(name="oklahoma-spades", spades_double=True)
    assert find_rules("oklahoma_spades") == find_rules("OKLAHOMA-SPADES") == rules
    assert PRESET_ALIASES["oklahoma_spades"] == "oklahoma-spades"
    assert PRESETS["oklahoma-spades"] == rules


def test_every_preset_list_has_both_oklahomas() -> None:
    """The server's presets (GET /api/options: the start page, the rules page, the
    lobby), their words, the terminal's setup screen and the command line's help."""
    from ginrummy.commands.common import rules_options
    from ginrummy.server.routes.options import options_payload
    from ginrummy.server.wire.preset_text import PRESET_LABELS, PRESET_WHAT
    from ginrummy.tui.setup_screen import Choices, rules_from_choices

    payload = {p["name"]: p for p in options_payload()["presets"]}
    assert payload["oklahoma"]["rules"]["spades_double"] is False
    assert payload["oklahoma-spades"]["rules"]["spades_double"] is True
    assert "spade upcard doubles" in payload["oklahoma-spades"]["description"]
    assert "spade" not in payload["oklahoma"]["description"]
    assert {"oklahoma", "oklahoma-spades"} <= set(PRESET_LABELS) & set(PRESET_WHAT)
    rules_help = next(a.help for a in rules_options()._actions if "--rules" in a.option_strings)
    assert "oklahoma-spades" in str(rules_help)
    chosen = rules_from_choices(Choices(preset="oklahoma", oklahoma=True, game_target=150))
    assert chosen == find_rules("oklahoma")
    spades = rules_from_choices(Choices(preset="oklahoma-spades", oklahoma=True, game_target=150))
    assert spades == find_rules("oklahoma-spades")


# =========================================================================== matches


def _game(first_dealer: int, *wins: tuple[int, int]) -> Game:
    from ginrummy.core.hand import HandResult

    game = Game.new(find_rules("standard"), first_dealer=first_dealer)
    for winner, points in wins:
        game = game.record_hand(HandResult(Outcome.KNOCK, winner, points, knocker=winner))
    return game


def test_match_scores_credit_each_players_game_total() -> None:
    """Seed 004 (garbled): "At a prevent of the match, players' match scores come
    credited toward their gage scores": at the end of a match (our game) each player's
    match score is credited toward their game score (our match score).
    Two games totalling (255, 45) and (55, 260): credited, (310, 305); seed 001's
    "carries forward the difference" (``Match.net``), (210, 205)."""
    g1 = _game(0, (0, 60), (1, 20), (0, 45))  # 105 + 100 + 2 boxes; 20 + 1 box
    g2 = _game(1, (1, 60), (0, 30), (1, 50))  # 30 + 1 box; 110 + 100 + 2 boxes
    assert g1.totals().totals == (255, 45) and g2.totals().totals == (55, 260)
    net_rules = find_rules("standard")
    match = Match(net_rules).add_game(g1).add_game(g2)
    assert match.net == (210, 205) and match.credited == (310, 305)
    assert net_rules.match_scoring is MatchScoring.NET and match.scores == (210, 205)
    credit = Match(net_rules.with_option("match_scoring=totals"), match.games)
    assert credit.scores == (310, 305) and credit.leader == 0
    # one game more, won by seat 1 by 5 net: level on net, not on credited totals
    g3 = _game(0, (1, 100))  # shutout: (100 + 100) * 2 + 25 = 425 to 0
    assert Match(net_rules, (g1, g2, g3)).scores == (210, 630)
    assert Match(credit.rules, (g1, g2, g3)).scores == (310, 730)


def test_the_command_line_reports_the_match_score(
    capsys: pytest.CaptureFixture[str], tmp_path: object
) -> None:
    """``simulate`` plays a match of games: its score, by either reading, adds up each
    game's record (the agents swap seats from game to game)."""
    from pathlib import Path

    from ginrummy.cli import main

    out = Path(str(tmp_path))
    reports = {}
    for scoring in ("net", "totals"):
        argv = ["simulate", "--players", "simple,random", "--games", "4", "--seed", "5"]
        argv += ["--option", f"match_scoring={scoring}", "--json", "--out", str(out / scoring)]
        assert main(argv) == 0
        reports[scoring] = json.loads(capsys.readouterr().out)
    expected = {"net": {"simple": 0, "random": 0}, "totals": {"simple": 0, "random": 0}}
    for path in sorted((out / "net").glob("*.json")):
        record = GameRecord.from_json(path.read_text())
        totals = record.replay().totals()
        expected["net"][record.players[totals.winner]] += totals.net
        for seat in (0, 1):
            expected["totals"][record.players[seat]] += totals.totals[seat]
    for scoring in ("net", "totals"):
        assert reports[scoring]["match"] == {"scoring": scoring, "scores": expected[scoring]}
    assert main(["simulate", "--players", "simple,random", "--games", "2", "--seed", "5"]) == 0
    assert "Match score (each game's winner carries the difference)" in capsys.readouterr().out


# =========================================================================== the stock end


def _shuffle_on(state: HandState) -> list[HandState]:
    """Play on with nobody ever knocking: after the first upcard is passed twice each
    player draws from the stock and throws that card back, so the hands never change
    and only the stock rule ends the hand. Returns every state a player was to draw in."""
    if state.phase is Phase.UPCARD_OFFER:
        state = play(state, "pass", "pass")
    drawing = []
    while not state.is_over:
        assert state.phase is Phase.DRAW
        drawing.append(state)
        seat = state.to_act
        drawn = state.stock[0]
        state = state.apply(DrawStock(), player=seat).apply(Discard(drawn), player=seat)
    drawing.append(state)
    return drawing


# High deadwood in both hands (35 each): no knock ever comes near.
ND_H = "AC 2C 3C 4D 5D 6D 7H 8H KS QS"
DL_H = "AD 2D 3D 4H 5H 6H 7S 8S KC QC"


def test_the_default_reshuffles_once_at_two_cards() -> None:
    """Today's reading, unchanged: at two cards, once; the second time the hand is void."""
    rules = find_rules("standard", stock_exhausted="reshuffle")
    assert (rules.reshuffle_at, rules.reshuffle_limit) == (ReshuffleAt.TWO, 1)
    states = _shuffle_on(deal(ND_H, DL_H, "9D", rules=rules))
    end = states[-1]
    assert end.reshuffles == 1 and end.result is not None
    assert end.result.outcome is Outcome.VOID
    assert end.result.reason == "the stock is down to two cards"
    assert min(s.stock_size for s in states[:-1]) == 3


def test_reshuffle_when_the_stock_is_empty() -> None:
    """Seed 003's FAQ: "If the stock empties, then reshuffle the waste."

    The player who draws the last card discards; the discard pile but that card becomes
    the new stock at once, so the next player draws as usual: the card just thrown, or
    the new stock's top. With the reshuffle spent, the hand is void when the stock is
    empty again (not at two cards)."""
    rules = find_rules("standard", stock_exhausted="reshuffle", reshuffle_at="empty")
    assert rules.stock_end_size == 0
    states = _shuffle_on(deal(ND_H, DL_H, "9D", rules=rules))
    sizes = [s.stock_size for s in states[:-1]]
    assert 1 in sizes and 2 in sizes and 0 not in sizes  # played down past two cards
    after = next(s for s in states if s.reshuffles == 1)
    before = states[states.index(after) - 1]
    assert before.stock_size == 1 and after.stock_size == 31
    last_drawn = before.stock[0]
    assert after.discard_pile == (last_drawn,)  # the card just discarded stays up
    assert set(after.legal_actions()) == {DrawStock(), TakeUpcard()}
    assert after.events[-1].kind is EventKind.RESHUFFLE
    end = states[-1]
    assert end.result is not None and end.result.outcome is Outcome.VOID
    assert end.result.reason == "the stock is empty" and end.reshuffles == 1


@pytest.mark.parametrize(("limit", "at"), [(3, "two"), (2, "empty"), (None, "two")])
def test_reshuffle_every_time_is_bounded(limit: int | None, at: str) -> None:
    """How often: a number of times, or every time (``reshuffle_limit=every``). Two
    players who never knock would play forever, so "every time" stops at
    ``MAX_RESHUFFLES``: the stock running out after that many reshuffles voids the hand."""
    rules = find_rules("standard").with_option("stock_exhausted=reshuffle")
    rules = rules.with_option(f"reshuffle_at={at}")
    rules = rules.with_option(f"reshuffle_limit={'every' if limit is None else limit}")
    assert rules.reshuffle_limit == limit
    end = _shuffle_on(deal(ND_H, DL_H, "9D", rules=rules))[-1]
    assert end.result is not None and end.result.outcome is Outcome.VOID
    assert end.reshuffles == (MAX_RESHUFFLES if limit is None else limit)
    with pytest.raises(InvalidRulesError, match="reshuffle_limit must be between 1 and 50"):
        rules.replace(reshuffle_limit=MAX_RESHUFFLES + 1)
    with pytest.raises(InvalidRulesError, match="reshuffle_at must be one of 'two', 'empty'"):
        rules.replace(reshuffle_at="never")


def test_a_fair_deal_reshuffled_twice_replays_from_its_record() -> None:
    """A provably fair deal's stream goes on across reshuffles: the second reshuffle
    continues where the first stopped, and the hand replays (and verifies) from its
    record."""
    rules = find_rules("standard", stock_exhausted="reshuffle", reshuffle_limit=2)
    proof = local_deal(1, random.Random(19), people=(False, False))
    state = HandState.deal(rules, dealer=1, fair=proof)
    states = _shuffle_on(state)
    end = states[-1]
    assert end.reshuffles == 2 and end.result is not None
    first = next(s for s in states if s.reshuffles == 1)
    second = next(s for s in states if s.reshuffles == 2)
    _, position = proof.deal()
    stock, position = proof.reshuffle(sorted(first.stock), position)
    assert tuple(stock) == first.stock
    stock, _ = proof.reshuffle(sorted(second.stock), position)
    assert tuple(stock) == second.stock  # continued, not restarted:
    assert tuple(proof.reshuffle(sorted(second.stock), proof.deal()[1])[0]) != second.stock
    record = GameRecord(rules, 1, (HandRecord.from_state(end),))
    text = record.to_json()
    again = GameRecord.from_json(text)
    assert again.hands[0].fair == proof
    assert again.replay_hands() == [end]
    assert [v.ok for v in verify_record(json.loads(text))] == [True]


# =========================================================================== the first turn


def test_seed_004_first_turn_the_dealer_plays_first() -> None:
    """Seed 004 (garbled): "A non-treating streaming video player has a guide of
    ingesting a upcard & swimming foremost. In case he or even she doesn't, a dealer
    plays foremost." Read as the issue does: once the non-dealer passes, the dealer
    takes the upcard or draws from the stock; there is no second pass."""
    rules = find_rules("standard").with_option("upcard_offer_to_dealer=false")
    state = deal(ND_H, DL_H, "9D", "JD", rules=rules)
    assert state.phase is Phase.UPCARD_OFFER and state.to_act == 1
    state = play(state, "pass")
    assert state.phase is Phase.DRAW and state.to_act == 0
    assert [str(a) for a in state.legal_actions()] == ["draw", "take"]
    with pytest.raises(IllegalActionError, match="the dealer plays first, take it or draw"):
        state.apply(Pass())
    view = state.observation(0)
    assert view.phase is Phase.DRAW and {str(a) for a in view.legal_actions} == {"draw", "take"}
    drew = play(state, "draw", "discard JD")
    assert drew.phase is Phase.DRAW and drew.to_act == 1 and drew.upcard is not None
    assert {str(a) for a in drew.legal_actions()} == {"draw", "take"}
    took = play(state, "take", "discard QC")
    assert took.hand(0).mask >> int(took.first_upcard) & 1 and took.to_act == 1
    # the standard offer is unchanged: the dealer may pass too
    standard = play(deal(ND_H, DL_H, "9D", "JD"), "pass")
    assert standard.phase is Phase.UPCARD_OFFER
    assert [str(a) for a in standard.legal_actions()] == ["take", "pass"]


@pytest.mark.parametrize(
    "names", [("random", "simple"), ("expert", "simple"), ("random", "random")]
)
def test_agents_play_the_seed_004_first_turn_legally(names: tuple[str, str]) -> None:
    """Every agent plays legally under the variant (``apply`` checks each move), and the
    dealer sometimes draws from the stock on the first turn."""
    rules = find_rules("standard", upcard_offer_to_dealer=False)
    agents = [make_agent(names[0]), make_agent(names[1])]
    rng = random.Random(4)
    dealer_drew = 0
    for hand in range(40):
        state = HandState.deal(rules, dealer=hand % 2, rng=rng)
        state = play_hand(agents, state, rng)
        assert state.is_over
        texts = [str(a) for a in state.actions]
        assert texts[:2].count("pass") <= 1  # never a second pass
        dealer_drew += texts[:2] == ["pass", "draw"]
    assert dealer_drew > 0


def test_the_env_kernels_play_the_variants_as_the_engine_does() -> None:
    """The fast kernels support the new options (not refuse them): stepped side by side
    with the engine path, through a dealer's first-turn draw and several reshuffles."""
    pytest.importorskip("numpy")
    from ginrummy.env.core import GameCore
    from ginrummy.env.kernel import KernelCore

    rules = find_rules(
        "straight",
        upcard_offer_to_dealer=False,
        stock_exhausted="reshuffle",
        reshuffle_at="empty",
        reshuffle_limit=3,
    )
    engine = GameCore(rules, mode="game", max_hands=2)
    kernel = KernelCore(rules, mode="game", max_hands=2)
    engine.reset(3)
    kernel.reset(3)
    rng = random.Random(3)
    most = 0
    first_turn_draws = 0
    while not engine.done:
        seat = engine.state.to_act
        assert seat is not None
        for s in (0, 1):
            assert engine.legal_mask(s) == kernel.legal_mask(s)
            assert engine.view_bits(s) == kernel.view_bits(s)
        mask = engine.legal_mask(seat)
        ids = [i for i in range(108) if mask >> i & 1]
        state = engine.state
        if state.phase is Phase.DRAW and 104 in ids:
            first_turn_draws += [str(a) for a in state.actions] == ["pass"]
            action = 104
        elif state.phase is Phase.UPCARD_OFFER:
            action = 106  # pass: the dealer then plays first
        else:
            discards = [i for i in ids if i < 52]
            action = rng.choice(discards) if discards else ids[0]
        most = max(most, state.reshuffles)
        engine.step(action)
        kernel.step(action)
        assert engine.last_result == kernel.last_result and engine.rewards == kernel.rewards
    assert kernel.done and first_turn_draws >= 1 and most >= 2


# =========================================================================== where options are set


def test_every_new_option_is_set_where_options_are() -> None:
    """``--option NAME=VALUE`` (``Rules.with_option``) and the start page's options
    (GET /api/options lists them; POST /api/rooms takes them)."""
    from ginrummy.server.routes.options import OPTION_SPECS, rules_from_request

    typed = find_rules("standard")
    for text in (
        "upcard_offer_to_dealer=false",
        "stock_exhausted=reshuffle",
        "reshuffle_at=empty",
        "reshuffle_limit=every",
        "match_scoring=totals",
        "big_gin_bonus=gin",
    ):
        typed = typed.with_option(text)
    assert typed == Rules(
        upcard_offer_to_dealer=False,
        stock_exhausted="reshuffle",  # type: ignore[arg-type]
        reshuffle_at="empty",  # type: ignore[arg-type]
        reshuffle_limit=None,
        match_scoring="totals",  # type: ignore[arg-type]
    )
    options = {
        "upcard_offer_to_dealer": False,
        "stock_exhausted": "reshuffle",
        "reshuffle_at": "empty",
        "reshuffle_limit": None,
    }
    assert set(options) <= {spec["name"] for spec in OPTION_SPECS}
    assert rules_from_request("standard", options) == typed.replace(match_scoring="net")
    assert rules_from_request("oklahoma-spades", {}) == find_rules("oklahoma-spades")
