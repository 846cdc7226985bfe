"""The view a seat gets, built from fixed deals: gin offered as gin, knock only when
legal, the showdown laid out with its explanation, the score sheet at game end."""

from __future__ import annotations

import pytest

from ginrummy.core.match import Game
from ginrummy.core.rules import find_rules
from ginrummy.server.wire.views import Seating, build_view
from tests.helpers.hands import deal, play

ND_GIN = "AC 2C 3C 4C 5D 6D 7D 8H 9H TH"  # runs A-4C, 5-7D, 8-10H
DEFENDER = "5C JH QC KC 2D 3S 5S 7S 9S KD"
ND, DL = 1, 0


def seating(ready: frozenset[int] = frozenset()) -> Seating:
    return Seating(
        room_id="r",
        mode="friend",
        level=None,
        names=("Ann", "Bob"),
        bots=(False, False),
        connected=(True, False),
        taken=(True, True),
        game_number=1,
        ready=ready,
    )


def test_gin_is_offered_as_gin_and_knock_only_when_legal() -> None:
    state = play(deal(ND_GIN, DEFENDER, "QD", "KS"), "pass", "pass", "draw")
    rules = find_rules("standard")
    view = build_view(state.observation(ND), Game.new(rules, first_dealer=DL), 1, seating())
    kinds = {m["text"]: m["kind"] for m in view["legal"]}
    assert kinds["knock KS"] == "gin" and kinds["knock AC"] == "knock"  # AC leaves 10
    assert kinds["discard KS"] == "discard"
    gin = next(m for m in view["legal"] if m["text"] == "knock KS")
    assert gin["label"] == "gin, discarding K♠" and gin["card"] == "KS"
    assert view["discard_deadwood"]["KS"] == 0 and view["discard_deadwood"]["AC"] == 10
    assert view["arrangement"]["deadwood"] == ["KS"]
    assert view["hand"][-1] == "KS" and len(view["hand"]) == 11
    assert view["your_turn"] and view["phase"] == "discard"
    assert view["opponent"] == {
        "seat": DL,
        "name": "Ann",
        "card_count": 10,
        "known": [],
        "connected": True,
        "bot": False,
    }
    other = build_view(state.observation(DL), Game.new(rules, first_dealer=DL), 1, seating())
    assert other["legal"] == [] and other["discard_deadwood"] == {}
    assert other["last_event"]["text"] == "Bob drew from the stock"
    assert other["last_event"]["card"] is None


def test_showdown_and_game_over_are_laid_out() -> None:
    rules = find_rules("standard", game_target=25)
    state = play(deal(ND_GIN, DEFENDER, "QD", "KS", rules=rules), "pass", "pass", "draw")
    state = play(state, "knock KS")
    result = state.result
    assert result is not None
    game = Game.new(rules, first_dealer=DL).record_hand(result, DL)
    view = build_view(state.observation(DL), game, 1, seating(frozenset({ND})))
    sd = view["showdown"]
    assert sd["outcome"] == "gin" and sd["winner"] == ND and sd["knocker"] == ND
    assert sd["knocker_melds"] == [["AC", "2C", "3C", "4C"], ["5D", "6D", "7D"], ["8H", "9H", "TH"]]
    assert sd["knocker_deadwood_count"] == 0 and sd["layoffs"] == []
    assert sd["defender_deadwood_count"] == result.points - 25
    assert sd["reason"].startswith("gin bonus 25 + defender's deadwood")
    assert sd["text"] == f"Bob went gin; Bob scores {result.points}"
    assert any("no lay-offs against gin" in line for line in sd["lines"])
    assert view["hands"] == [
        {
            "hand": 1,
            "dealer": DL,
            "outcome": "gin",
            "winner": ND,
            "points": result.points,
            "knocker": ND,
            # typed, for a client to word the row in its own language
            "knocker_deadwood": 0,
            "defender_deadwood": sd["defender_deadwood_count"],
            "void": False,
            "reason": "",
            "text": sd["text"],
        }
    ]
    over = view["game_over"]
    assert over["winner"] == ND and over["shutout"] is True
    assert [row["label"] for row in over["rows"]][-1] == "total"
    assert over["rows"][-1]["l10n"] == {"id": "sheet-total", "args": {}}
    assert over["text"].startswith("Bob wins the game by")
    assert view["next"] == {
        "next_hand": False,
        "rematch": True,
        "waiting_for": [DL],
        "declined": [],
    }
    assert view["status"] == "over" and view["legal"] == []
    # The winner's own screen calls them "you", as its move list does.
    mine = build_view(state.observation(ND), game, 1, seating(frozenset({ND})))
    assert mine["showdown"]["text"] == f"you went gin; you score {result.points}"
    assert mine["hands"][0]["text"] == mine["showdown"]["text"]
    assert mine["showdown"]["lines"][0].startswith("you went gin")
    assert mine["game_over"]["text"].startswith("you win the game by")
    assert mine["names"] == ["Ann", "Bob"] and mine["opponent"]["name"] == "Ann"


@pytest.mark.slow  # two whole games, every view built twice: about 10 seconds
def test_cached_state_text_is_the_plain_view() -> None:
    """The state frames built from a room's cache (events and score sheet encoded once)
    read as the view built from scratch, through whole games, a new game and a rename.

    The players move at random but knock whenever they may: moving purely at random,
    hardly a hand ends in a knock, and the two games took 219 hands (26,000 positions,
    each view built twice for each seat: a minute and a half). Knocking when they may,
    they last 54 hands (6,000 positions), void hands still the most of them."""
    import json
    import random

    from ginrummy.core.actions import Knock
    from ginrummy.core.table import Table
    from ginrummy.server.wire.protocol import state_message
    from ginrummy.server.wire.views import ViewCache, state_text

    rules = find_rules("standard").replace(game_target=60)
    rng = random.Random(5)
    cache = ViewCache()
    names = ("Ann", "Bob")
    checked = 0
    for game_number in (1, 2):
        table = Table.new(rules, players=names, rng=rng)
        while not table.is_over:
            if table.hand_over:
                table.deal_next(rng)
            else:
                seat = table.to_act
                assert seat is not None
                legal = table.observation(seat).legal_actions
                knocks = [action for action in legal if isinstance(action, Knock)]
                table.act(seat, rng.choice(knocks or legal))
            for seat in (0, 1):
                places = Seating(
                    "r", "friend", None, names, (False, False), (True, True), (True, True),
                    game_number, frozenset(),
                )  # fmt: skip
                obs = table.observation(seat)
                plain = build_view(obs, table.game, table.hand_number, places)
                cached = build_view(obs, table.game, table.hand_number, places, cache)
                assert cached == plain
                text = state_text(checked, cached, cache)
                assert json.loads(text) == state_message(checked, plain)
                checked += 1
        cache.clear()
        names = ("Cy", "Bob")
    assert checked > 100


def test_a_doubled_hand_is_announced_from_the_deal() -> None:
    """Oklahoma, spades double, with a spade turned up: every seat's view says so before
    the showdown, and the showdown then doubles (the first upcard is public, so this
    leaks nothing)."""
    rules = find_rules("oklahoma-spades")
    state = deal(ND_GIN, DEFENDER, "QS", "KH", rules=rules)
    assert state.scores_double and state.observation(DL).scores_double
    for seat in (ND, DL):
        view = build_view(state.observation(seat), Game.new(rules, first_dealer=DL), 1, seating())
        assert view["doubled"] is True
    plain = deal(ND_GIN, DEFENDER, "QD", "KS", rules=rules)
    assert not plain.scores_double
    view = build_view(plain.observation(ND), Game.new(rules, first_dealer=DL), 1, seating())
    assert view["doubled"] is False
    standard = deal(ND_GIN, DEFENDER, "QS", "KH")
    assert not standard.observation(ND).scores_double
    over = play(state, "pass", "pass", "draw")
    knock = next(str(a) for a in over.legal_actions() if str(a).startswith("knock"))
    over = play(over, knock)
    assert over.result is not None and over.result.showdown is not None
    assert over.result.showdown.doubled
