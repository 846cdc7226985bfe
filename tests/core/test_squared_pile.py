"""A squared-up discard pile (``Rules.squared_pile``): a view shows the pile's top card only.

Seed 004 (``shared/seeds/004_*.txt``), its garbled text as it stands: "Tons cards in the
discard pile, except for the a single on the top, come never redrawn into play & come
every now and again known as dead. a few players utilize a rule that players might
does'nt look through the discard pile to determine whether or even not a given card is
dead, & that the discard pile should become saved "squared up" toEnd accidental access
thereto data." And on strategy: "These are vitally crucial to remember which cards use
been junked".

What a seat must not get under the option is the *listing* of the pile below its top as
a current fact: ``Observation.discard_pile`` and everything built from it (the views, the
terminal, the tensors). The event log still tells each discard as it was made (both
players watched it), and the first upcard stays on record (it was turned at the deal):
what lies below the top is what a player remembers. The computer players remember
everything they saw, so they rebuild the pile (``Observation.remembered_pile``) and play
exactly as with the pile open.
"""

from __future__ import annotations

import io
import json
import random
import re
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy import Card, CardSet, EventKind, HandState, Observation, Rules, find_rules
from ginrummy.agents import make_agent
from ginrummy.agents.determinize import determinize
from ginrummy.agents.knowledge import read
from ginrummy.agents.master import MasterAgent, MasterParams
from ginrummy.cli import main
from ginrummy.core.errors import InvalidRulesError
from ginrummy.core.observation import replay_pile
from ginrummy.core.record import GameRecord, play_game
from ginrummy.core.rules import PRESETS
from ginrummy.tui import render, saves
from ginrummy.tui.plain import TextGame
from tests.helpers.examples import examples
from tests.helpers.hands import deal, play

C = Card.parse
ND, DL = 1, 0
ND_A = "AC 2C 3C 4D 5D 6D 7H 8H 9H KS"
DL_A = "AD 2D 3D 4H 5H 6H 7S 8S 9S KC"
SQUARED = find_rules("standard", squared_pile=True)
CARD_TOKEN = re.compile(r"(?<![A-Za-z0-9])[A2-9TJQK][CDHS](?![A-Za-z0-9])")

RULE_SETS = {
    "standard": {},
    "reshuffle": {"stock_exhausted": "reshuffle"},
    "openspiel": {"name": "openspiel"},
    "draw_limit": {"max_upcard_draws": 3, "allow_discard_of_drawn_upcard": True},
    "oklahoma": {"name": "oklahoma"},
}


def rules_for(key: str, *, squared: bool) -> Rules:
    options = dict(RULE_SETS[key])
    preset = str(options.pop("name", "standard"))
    return find_rules(preset, squared_pile=squared, **options)


def twin_hands(key: str, seed: int) -> list[tuple[HandState, HandState]]:
    """A random hand played under a rule set with the pile squared up and, move for move,
    with it open: every position of both. The option changes no move (the masks agree)."""
    rng = random.Random(seed)
    squared = HandState.deal(rules_for(key, squared=True), dealer=seed % 2, rng=rng)
    open_ = HandState.deal(
        rules_for(key, squared=False),
        dealer=squared.dealer,
        deck=squared.deck,
        reshuffle_seed=squared.reshuffle_seed,
    )
    out = [(squared, open_)]
    while not squared.is_over:
        assert squared.legal_action_mask() == open_.legal_action_mask()
        action = rng.choice(squared.legal_action_ids())
        squared, open_ = squared.apply_id(action), open_.apply_id(action)
        out.append((squared, open_))
    assert squared.result == open_.result and squared.discard_pile == open_.discard_pile
    return out


def without_log(data: dict[str, object]) -> dict[str, object]:
    """An observation's JSON less what is on record from the moves as they happened:
    the events and the first upcard (turned at the deal)."""
    return {k: v for k, v in data.items() if k not in ("events", "first_upcard")}


# ------------------------------------------------------------------------ the option
def test_the_option_is_off_by_default_and_in_old_records() -> None:
    assert Rules().squared_pile is False
    assert not any(rules.squared_pile for rules in PRESETS.values())
    old = Rules().to_dict()
    del old["squared_pile"]  # a record written before the option existed
    assert Rules.from_dict(old) == Rules()
    on = Rules().with_option("squared-pile=yes")
    assert on.squared_pile is True and Rules.from_dict(on.to_dict()) == on
    assert Rules().with_option("squared_pile=false") == Rules()
    with pytest.raises(InvalidRulesError, match="squared_pile must be true or false"):
        Rules(squared_pile="yes")  # type: ignore[arg-type]
    with pytest.raises(InvalidRulesError, match="squared_pile must be true or false"):
        Rules().with_option("squared_pile=maybe")


def test_a_record_keeps_the_option_and_replays() -> None:
    record = play_game([make_agent("simple"), make_agent("expert")], SQUARED, seed=4)
    again = GameRecord.from_json(record.to_json())
    assert again.rules.squared_pile is True
    assert again.replay().scores == record.replay().scores
    old = json.loads(
        play_game([make_agent("simple"), make_agent("simple")], "standard", seed=4).to_json()
    )
    del old["rules"]["squared_pile"]  # an old record: the pile was open
    assert GameRecord.from_dict(old).rules == find_rules("standard")


# ---------------------------------------------------------------- seed 004's scenario
def test_seed_004_players_may_not_look_through_the_pile() -> None:
    """Seed 004: "players might does'nt look through the discard pile to determine
    whether or even not a given card is dead, & that the discard pile should become
    saved "squared up"". Three cards go on the pile (the K♦ upcard, then the Q♠ and the
    J♠ thrown); each seat sees the J♠ on top and the height, not the Q♠ below it, yet
    saw the Q♠ thrown and remembers it dead."""
    moves = ("pass", "pass", "draw", "discard QS", "draw", "discard JS")
    squared = play(deal(ND_A, DL_A, "KD", "QS JS 5C", rules=SQUARED), *moves)
    open_ = play(deal(ND_A, DL_A, "KD", "QS JS 5C"), *moves)
    assert squared.discard_pile == open_.discard_pile == (C("KD"), C("QS"), C("JS"))
    for seat in (ND, DL):
        view = squared.observation(seat)
        assert view.discard_pile == (C("JS"),) and view.upcard == C("JS")
        assert view.discard_size == 3
        data = view.to_dict()
        assert data["discard_pile"] == ["JS"] and data["discard_size"] == 3
        assert "QS" not in json.dumps(without_log(data))  # not on view as a current fact
        thrown = [e.card for e in view.events if e.kind is EventKind.DISCARD]
        assert thrown == [C("QS"), C("JS")]  # both seats watched each discard made
        # A player who remembers: the pile and its dead cards, as with the pile open.
        assert view.remembered_pile == squared.discard_pile
        assert view.dead_cards == CardSet.parse("KD QS") == open_.observation(seat).dead_cards
        assert open_.observation(seat).discard_pile == squared.discard_pile
        assert open_.observation(seat).to_dict()["discard_size"] == 3
    # Nothing of the play changes: the same moves are legal, the hand ends alike.
    assert squared.legal_action_mask() == open_.legal_action_mask()
    assert play(squared, "take", "knock KS").result == play(open_, "take", "knock KS").result


def test_an_empty_pile_and_a_reshuffle() -> None:
    taken = play(deal(ND_A, DL_A, "KD", "QS JS", rules=SQUARED), "take")
    view = taken.observation(DL)
    assert view.discard_pile == () and view.upcard is None and view.discard_size == 0
    assert view.remembered_pile == ()
    rules = find_rules("standard", squared_pile=True, stock_exhausted="reshuffle")
    rng = random.Random(5)
    for _ in range(40):
        state = HandState.deal(rules, dealer=0, rng=rng)
        while not state.is_over and not state.reshuffles:
            state = state.apply_id(rng.choice(state.legal_action_ids()))
        if state.reshuffles:
            break
    assert state.reshuffles and state.discard_pile == state.discard_pile[-1:]
    for seat in (0, 1):
        assert state.observation(seat).remembered_pile == state.discard_pile
        assert state.observation(seat).discard_size == 1


# ------------------------------------------------------------------ the properties
@pytest.mark.parametrize("key", sorted(RULE_SETS))
def test_the_events_rebuild_the_pile_exactly(key: str) -> None:
    """Every move on the pile is public: either seat's events give the pile itself."""
    for seed in range(25):
        for squared, _ in twin_hands(key, seed):
            for seat in (0, 1):
                events = squared.redacted_events(seat)
                assert replay_pile(squared.first_upcard, events) == squared.discard_pile


@pytest.mark.slow  # whole hands per example, both seats' views: seconds in CI
@settings(max_examples=examples(60), deadline=None)
@given(seed=st.integers(0, 2**32 - 1), key=st.sampled_from(sorted(RULE_SETS)))
def test_no_observation_lists_the_pile_below_its_top(seed: int, key: str) -> None:
    """Under the option no field of an Observation names a card below the pile's top,
    the event log (and the first upcard, turned at the deal) aside; and the view is the
    open one with the pile cut to its top, nothing else changed."""
    for squared, open_ in twin_hands(key, seed):
        below = set(squared.discard_pile[:-1])
        for seat in (0, 1):
            view = squared.observation(seat)
            for name in Observation.FIELDS:
                if name in ("events", "first_upcard", "rules"):
                    continue
                value = getattr(view, name)
                if isinstance(value, tuple):
                    named = {c for c in value if isinstance(c, Card)}
                elif isinstance(value, CardSet):
                    named = set(value)
                elif isinstance(value, Card):
                    named = {value}
                else:
                    named = set()
                assert not named & below, (name, named & below)
            named_in_json = set(CARD_TOKEN.findall(json.dumps(without_log(view.to_dict()))))
            assert not {str(c) for c in below} & named_in_json
            legal = view.legal_action_mask
            assert not any(legal >> c & 1 or legal >> (52 + c) & 1 for c in below)
            seen = open_.observation(seat)
            cut = seen.replace(discard_pile=seen.discard_pile[-1:], rules=squared.rules)
            assert view == cut
            assert view.remembered_pile == seen.discard_pile == squared.discard_pile
            assert view.discard_size == len(squared.discard_pile)
            assert view.unseen == seen.unseen and view.info_key() == seen.info_key()


# ----------------------------------------------------------------------- the agents
def test_the_bots_remember_what_they_saw() -> None:
    """The card tracking and the determinized deals of a squared pile are those of the
    open pile: the bots rebuild it from the discards they watched."""
    for seed in range(8):
        for squared, open_ in twin_hands(("reshuffle", "standard")[seed % 2], seed)[::3]:
            for seat in (0, 1):
                view, seen = squared.observation(seat), open_.observation(seat)
                assert read(view) == read(seen)
                if squared.is_over or squared.reshuffles:  # (determinize needs no reshuffle)
                    continue
                world = determinize(view, random.Random(seed), model_draws=True)
                other = determinize(seen, random.Random(seed), model_draws=True)
                assert world.discard_pile == squared.discard_pile == other.discard_pile
                assert world.hand_mask(1 - seat) == other.hand_mask(1 - seat)
                assert world.stock == other.stock
                cards = world.hand_mask(0) | world.hand_mask(1)
                for card in (*world.stock, *world.discard_pile):
                    cards |= 1 << card
                assert cards.bit_count() == 52  # every card somewhere, none twice
                assert len(world.stock) + len(world.discard_pile) == 52 - 20 - (
                    squared.phase.value == "discard"
                )


def _master() -> MasterAgent:
    # No time caps: a fixed number of deals, so the search is repeatable.
    return MasterAgent(
        MasterParams(
            iterations=8, max_seconds=1e9, knock_iterations=8, knock_seconds=1e9, min_iterations=8
        )
    )


@pytest.mark.parametrize("name", ["random", "easy", "simple", "expert", "master"])
def test_every_bot_plays_a_squared_game_as_an_open_one(name: str) -> None:
    """With the same deals and randomness, each bot makes the same moves whether the pile
    is squared up or open (it remembers the pile), so its strength is unchanged; every
    move it makes is legal (the engine refuses any other)."""
    for seed in range(2 if name == "master" else 4):
        records = []
        for rules in (SQUARED, find_rules("standard")):
            agents = [_master() if name == "master" else make_agent(name), make_agent("expert")]
            if seed % 2:
                agents.reverse()
            records.append(play_game(agents, rules.replace(game_target=60), seed=seed))
        squared, open_ = records
        assert [h.actions for h in squared.hands] == [h.actions for h in open_.hands]
        assert squared.replay().scores == open_.replay().scores


# ---------------------------------------------------------------------- the tensors
def test_the_tensors_show_no_dead_cards() -> None:
    """The RL encodings: the plane of the pile below the upcard (104..155) stays empty
    under the option, on the engine path, the kernel and the numpy kernel alike, each
    equal to the reference built from the Observation."""
    np = pytest.importorskip("numpy")
    pytest.importorskip("gymnasium")
    from ginrummy.env.core import GameCore
    from ginrummy.env.encoding import encode_observation, observation_bits
    from ginrummy.env.kernel import KernelCore
    from ginrummy.env.vector import VectorGinRummy

    dead = ((1 << 52) - 1) << 104
    for key in ("reshuffle", "openspiel"):
        rules = rules_for(key, squared=True)
        opened = rules_for(key, squared=False)
        rng = random.Random(3)
        piles = 0
        for core_class in (GameCore, KernelCore):
            for seed in range(5):
                core, twin = core_class(rules), core_class(opened)
                core.reset(seed)
                twin.reset(seed)
                while True:
                    for seat in (0, 1):
                        bits = core.view_bits(seat)
                        assert bits == observation_bits(core.state.observation(seat))
                        assert not bits & dead
                        assert bits == twin.view_bits(seat) & ~dead
                        piles += bool(twin.view_bits(seat) & dead)
                    if core.done:
                        break
                    seat = core.to_act
                    assert seat is not None
                    mask = core.legal_mask(seat)
                    action = rng.choice([i for i in range(108) if mask >> i & 1])
                    core.step(action)
                    twin.step(action)
        assert piles > 100  # the open pile does show dead cards
        venv = VectorGinRummy(4, rules, mode="game", max_hands=2)
        kernel = venv.kernel
        assert kernel is not None
        obs, info = venv.reset(seed=3)
        for _ in range(60):
            assert not obs[:, 104:156].any()
            for index in range(4):
                seat = int(info["to_act"][index])
                view = kernel.state(index).observation(seat)
                scores = (int(kernel.scores[index, seat]), int(kernel.scores[index, 1 - seat]))
                assert np.array_equal(obs[index], encode_observation(view, scores))
            actions = [rng.choice(np.flatnonzero(m).tolist()) for m in info["action_mask"]]
            obs, _, _, _, info = venv.step(actions)


# --------------------------------------------------------------------- the terminal
def _scenario() -> HandState:
    moves = ("pass", "pass", "draw", "discard QS", "draw", "discard JS")
    return play(deal(ND_A, DL_A, "KD", "QS JS 5C", rules=SQUARED), *moves)


def test_the_terminal_shows_the_top_card_only() -> None:
    view = _scenario().observation(0)
    assert render.pile_lines(view, ascii=True) == [
        "The discard pile is squared up: 3 cards, only the top shows:",
        "  JS ",
    ]
    rows, _ = render.piles_rows(view, ascii=True, colour=False)
    text = "".join(row.plain for row in rows)
    assert "Discard pile: 3 cards, 2 under the top (squared up)" in text
    assert "QS" not in text and "KD" not in text
    opened = play(deal(ND_A, DL_A, "KD", "QS JS 5C"), "pass", "pass", "draw", "discard QS")
    assert render.pile_lines(opened.observation(0), ascii=True)[1].split() == ["QS", "KD"]


def test_the_plain_game_shows_the_top_card_only(tmp_path: Path) -> None:
    out = io.StringIO()
    game = TextGame(
        SQUARED, "simple", seed=3, input=io.StringIO(""), output=out, save_dir=tmp_path,
        ascii=True,
    )  # fmt: skip
    view = _scenario().observation(0)
    assert game.command(view, "pile") is None
    game.show_table(view)
    text = out.getvalue()
    assert "The discard pile is squared up: JS on top of 2 more that nobody may look" in text
    assert "JS on top (2 below, squared up: only the top shows)" in text
    assert "QS" not in text and "KD" not in text


def test_the_play_command_takes_the_option(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("pile\nquit\n"))
    code = main(["play", "--plain", "--ascii", "--option", "squared_pile=true", "--seed", "4",
                 "--save-dir", str(tmp_path)])  # fmt: skip
    assert code == 0
    assert "The discard pile is squared up:" in capsys.readouterr().out
    record = GameRecord.from_json(saves.current_path(tmp_path).read_text("utf-8"))
    assert record.rules.squared_pile is True


# ---------------------------------------------------------------------- the browser
def _seating() -> object:
    from ginrummy.server.wire.views import Seating

    return Seating(
        room_id="r1", mode="friend", level=None, names=("Ann", "Bob"), bots=(False, False),
        connected=(True, True), taken=(True, True), game_number=1, ready=frozenset(),
    )  # fmt: skip


def test_the_server_views_show_the_top_card_only() -> None:
    """A seat's view and a watcher's: the top card and the pile's height; the cards
    below are named only in the events (each seen thrown), and the watcher's counts
    still add up to 52 with the height."""
    pytest.importorskip("fastapi")
    from ginrummy.core.match import Game
    from ginrummy.core.table import Table
    from ginrummy.server.wire.spectator import spectator_view
    from ginrummy.server.wire.views import build_view
    from tests.helpers.server import cards_in, pile_listing_leaks

    state = _scenario()
    game = Game.new(SQUARED, first_dealer=state.dealer)
    seating = _seating()
    for seat in (0, 1):
        view = build_view(state.observation(seat), game, 1, seating)  # type: ignore[arg-type]
        assert view["discard_pile"] == ["JS"] and view["upcard"] == "JS"
        assert view["discard_size"] == 3
        text = json.dumps({"type": "state", "view": view}, ensure_ascii=False)
        assert pile_listing_leaks(state, text) == []
        assert C("QS") in cards_in(json.dumps(view["events"], ensure_ascii=False))
    table = Table(SQUARED, ("Ann", "Bob"), game, state)
    watched = spectator_view(table, seating)  # type: ignore[arg-type]
    assert watched["discard_pile"] == ["JS"] and watched["discard_size"] == 3
    counts = sum(seat["card_count"] for seat in watched["seats"])
    assert watched["discard_size"] + watched["stock_size"] + counts + watched["face_down"] == 52
    text = json.dumps({"type": "spectate", "view": watched}, ensure_ascii=False)
    assert pile_listing_leaks(state, text) == []
    opened = build_view(
        play(deal(ND_A, DL_A, "KD", "QS JS 5C"), "pass", "pass", "draw", "discard QS")
        .observation(0), Game.new(find_rules("standard"), first_dealer=DL), 1, seating,  # type: ignore[arg-type]
    )  # fmt: skip
    assert opened["discard_pile"] == ["KD", "QS"] and opened["discard_size"] == 2


def test_a_room_is_made_with_the_option(tmp_path: Path) -> None:
    """``POST /api/rooms`` takes the option (the start page offers it, from
    ``GET /api/options``); the room plays under it and its replay shows only tops."""
    pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    from ginrummy.server import create_app
    from ginrummy.server.wire.preset_text import describe
    from tests.helpers.server import create_room, play_turns, recv, settings_for, sqlite_url, ws_url

    assert "only its top card shows" in describe("standard", SQUARED)
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        offered = {o["name"]: o for o in client.get("/api/options").json()["options"]}
        assert offered["squared_pile"]["type"] == "bool"
        room = create_room(client, level="easy", options={"squared_pile": True, "game_target": 20})
        rid = room["room_id"]
        live = client.app.state.manager.rooms[rid]  # type: ignore[attr-defined]
        assert live.table.rules.squared_pile is True
        with client.websocket_connect(ws_url(rid, room["token"])) as ws:
            last = play_turns(ws, recv(ws))
        assert last["view"]["game_over"] is not None
        answer = client.get(
            f"/api/replay/{rid}/1", params={"seat": 0}, headers={"X-Seat-Token": room["token"]}
        )
        assert answer.status_code == 200, answer.text
        steps = answer.json()["steps"]
        assert max(step["discard_size"] for step in steps) >= 3
        bad = client.post("/api/rooms", json={"mode": "computer", "options": {"squared_pile": 1}})
        assert bad.status_code == 422
