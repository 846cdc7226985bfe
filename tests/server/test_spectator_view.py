"""A watcher's view names no card hidden from the table, and accounts for all 52.

The property test plays random games through the engine (hands to their showdowns,
void hands, reshuffles, games to their end) and at every step compares the watcher's
whole encoded ``spectate`` message with the engine's full state: every card it names
(as a code, ``7H``, or for people, ``7♥``; the scanner of the seats' leak test) must be
public, and the counts must be the engine's.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy.core.actions import Action, BigGin, Discard, Knock
from ginrummy.core.cards import Card, parse_card
from ginrummy.core.hand import EventKind, HandState
from ginrummy.core.match import Game
from ginrummy.core.melds import deadwood_count
from ginrummy.core.rules import find_rules
from ginrummy.core.table import Table
from ginrummy.server.wire.spectator import (
    NO_SEAT,
    public_events,
    spectate_message,
    spectator_text,
    spectator_view,
)
from ginrummy.server.wire.views import Seating, build_view
from tests.helpers.examples import examples
from tests.helpers.hands import deal
from tests.helpers.server import cards_in

ND_GIN = "AC 2C 3C 4C 5D 6D 7D 8H 9H TH"  # runs A-4C, 5-7D, 8-10H
DEFENDER = "5C JH QC KC 2D 3S 5S 7S 9S KD"
ND, DL = 1, 0
NAMES = ("Ann", "Bob")

RULES = {
    "standard": find_rules("standard", game_target=40),
    "reshuffle": find_rules("standard", game_target=40, stock_exhausted="reshuffle"),
    "oklahoma": find_rules("oklahoma", game_target=40),
    "openspiel": find_rules("openspiel"),
    "gin_must": find_rules("standard", game_target=40, must_knock_on_gin=True),
}


def seating(connected: tuple[bool, bool] = (True, True)) -> Seating:
    return Seating(
        room_id="r1",
        mode="friend",
        level=None,
        names=NAMES,
        bots=(False, False),
        connected=connected,
        taken=(True, True),
        game_number=1,
        ready=frozenset(),
    )


def table_of(state: HandState) -> Table:
    """A table whose current hand is ``state`` (a fixed deal), before any move."""
    return Table(state.rules, NAMES, Game.new(state.rules, first_dealer=state.dealer), state)


def watcher_hidden(state: HandState) -> set[Card]:
    """Cards nobody but a player (or nobody at all) may see now, from the engine's full
    state: the stock, each hand's cards not taken from the pile (until laid down at a
    showdown), a knocker's face-down discard; less every card shown face up in this
    hand (taken, discarded, the first upcard)."""
    hidden = set(state.stock)
    result = state.result
    if result is None or result.hands is None:
        for seat in (0, 1):
            hidden |= set(state.hand(seat)) - set(state.known_cards(seat))
    events = state.events
    last = events[-1] if events else None
    if last is not None and last.kind is EventKind.KNOCK:
        assert last.card is not None
        hidden.add(last.card)
    return hidden - shown(state)


def shown(state: HandState) -> set[Card]:
    """Every card shown face up in this hand so far."""
    seen = {state.first_upcard}
    for event in state.events:
        if event.kind in (EventKind.TAKE_UPCARD, EventKind.DISCARD):
            assert event.card is not None
            seen.add(event.card)
    return seen


def allowed(state: HandState) -> set[Card]:
    """Every card a watcher may see named: shown face up, known held, laid down."""
    out = shown(state) | set(state.discard_pile)
    for seat in (0, 1):
        out |= set(state.known_cards(seat))
    result = state.result
    if result is not None and result.hands is not None:
        out |= set(result.hands[0]) | set(result.hands[1])
    return out


def check_view(table: Table, view: dict[str, object], text: str) -> None:
    """The no-leak rule and the counts, against the engine's state."""
    state = table.state
    named = cards_in(text)
    leaked = named & watcher_hidden(state)
    assert not leaked, f"hidden {sorted(map(str, leaked))} in {text}"
    assert named <= allowed(state), sorted(map(str, named - allowed(state)))
    seats = view["seats"]
    assert isinstance(seats, list)
    pile = view["discard_pile"]
    assert isinstance(pile, list)
    assert pile == [str(c) for c in state.discard_pile]
    assert view["upcard"] == (None if state.upcard is None else str(state.upcard))
    assert view["stock_size"] == state.stock_size
    assert view["to_act"] == state.to_act and view["phase"] == str(state.phase)
    assert view["scores"] == list(table.scores)
    assert view["hand_number"] == table.hand_number
    laid_down = state.result is not None and state.result.hands is not None
    for seat in (0, 1):
        entry = seats[seat]
        assert entry["seat"] == seat and entry["name"] == NAMES[seat]
        assert entry["card_count"] == len(state.hand(seat))
        assert entry["known"] == [str(c) for c in state.known_cards(seat)]
        if laid_down:
            assert entry["hand"] == [str(c) for c in state.hand(seat)]
        else:
            assert entry["hand"] is None
    total = len(pile) + view["stock_size"] + view["face_down"]  # type: ignore[operator]
    total += sum(entry["card_count"] for entry in seats)
    assert total == 52 == state.card_count()
    events = view["events"]
    assert isinstance(events, list) and len(events) == len(state.events)
    for entry, event in zip(events, state.events, strict=True):
        assert entry["seat"] == event.player and entry["kind"] == str(event.kind)
        if event.kind in (EventKind.DRAW_STOCK, EventKind.KNOCK):
            assert entry["card"] is None
        else:
            assert entry["card"] == (None if event.card is None else str(event.card))


def pick(state: HandState, rng: random.Random) -> Action:
    """A random legal move, leaning towards play that ends hands: knocks taken often,
    discards mostly the least-deadwood one, so showdowns come as often as void hands."""
    legal = state.legal_actions()
    knocks = [a for a in legal if isinstance(a, Knock)]
    if knocks and rng.random() < 0.6:
        return rng.choice(knocks)
    discards = [a for a in legal if isinstance(a, Discard)]
    if discards and rng.random() < 0.7:
        hand = state.hand_mask(state.to_act or 0)
        return min(discards, key=lambda a: deadwood_count(hand & ~(1 << a.card)))
    return rng.choice(legal)


@settings(max_examples=examples(30), deadline=None)
@given(
    seed=st.integers(0, 2**32),
    rules=st.sampled_from(sorted(RULES)),
    steps=st.integers(50, 400),
)
def test_a_watcher_never_sees_a_hidden_card(seed: int, rules: str, steps: int) -> None:
    rng = random.Random(seed)
    table = Table.new(RULES[rules], players=NAMES, rng=rng)
    for _ in range(steps):
        view = spectator_view(table, seating())
        text = spectator_text(7, view)
        check_view(table, view, text)
        if table.hand_over:
            if table.is_over:
                assert view["game_over"] is not None and view["status"] == "over"
                break
            assert view["showdown"] is not None
            table.deal_next(rng)
        else:
            seat = table.to_act
            assert seat is not None
            table.act(seat, pick(table.state, rng))


def test_the_check_catches_a_seat_view() -> None:
    """The check is strict: a seat's own view (its hand, its stock draws) fails it."""
    rng = random.Random(5)
    table = Table.new(RULES["standard"], players=NAMES, rng=rng)
    view = build_view(table.observation(0), table.game, 1, seating())
    text = json.dumps(view, ensure_ascii=False)
    assert cards_in(text) & watcher_hidden(table.state)
    planted = sorted(set(table.state.hand(1)))[0]
    for form in (str(planted), planted.pretty()):
        assert parse_card(str(planted)) in cards_in(f'{{"x":"{form}"}}') & watcher_hidden(
            table.state
        )


def test_the_showdown_lays_both_hands_open_but_not_the_face_down_discard() -> None:
    table = table_of(deal(ND_GIN, DEFENDER, "QD", "KS"))
    for move in ("pass", "pass", "draw"):
        table.act(table.to_act, move)  # type: ignore[arg-type]
    view = spectator_view(table, seating())
    text = spectator_text(3, view)
    assert view["seats"][ND]["hand"] is None and view["seats"][DL]["hand"] is None
    assert view["last_event"]["text"] == "Bob drew from the stock"
    assert not cards_in(text) & (set(table.state.hand(ND)) | set(table.state.hand(DL)))
    assert view["seats"][ND]["card_count"] == 11 and view["stock_size"] == 30
    table.act(ND, "knock KS")
    view = spectator_view(table, seating())
    text = spectator_text(4, view)
    check_view(table, view, text)
    assert view["seats"][ND]["hand"] == [str(c) for c in deal(ND_GIN, DEFENDER, "QD").hand(ND)]
    assert sorted(view["seats"][DL]["hand"]) == sorted(DEFENDER.split())
    assert "KS" not in text and "K♠" not in text  # the gin discard stays face down
    assert view["face_down"] == 1 and view["phase"] == "over" and view["to_act"] is None
    assert view["last_event"] == {"seat": ND, "kind": "knock", "card": None, "text": "Bob knocked"}
    showdown = view["showdown"]
    assert showdown["outcome"] == "gin" and showdown["winner"] == ND
    assert showdown["text"].startswith("Bob went gin")
    assert view["hands"][0]["text"] == showdown["text"]
    assert view["scores"] == [0, showdown["points"]]


def test_cards_taken_from_the_pile_are_known_until_thrown() -> None:
    table = table_of(deal(ND_GIN, DEFENDER, "QD", ["KS", "2H"]))
    table.act(ND, "take")  # Bob takes the first upcard, Q♦
    view = spectator_view(table, seating())
    assert view["seats"][ND]["known"] == ["QD"] and view["seats"][DL]["known"] == []
    assert view["seats"][ND]["card_count"] == 11 and view["discard_pile"] == []
    assert view["upcard"] is None
    assert view["last_event"]["text"] == "Bob took Q♦ from the discard pile"
    table.act(ND, "discard TH")
    table.act(DL, "take")  # Ann takes 10♥
    table.act(DL, "discard 2D")
    view = spectator_view(table, seating())
    assert view["seats"][ND]["known"] == ["QD"] and view["seats"][DL]["known"] == ["TH"]
    table.act(ND, "draw")  # K♠, from the stock: nobody else sees it
    table.act(ND, "discard QD")
    view = spectator_view(table, seating())
    text = spectator_text(9, view)
    check_view(table, view, text)
    assert view["seats"][ND]["known"] == [] and view["upcard"] == "QD"
    assert "KS" not in text and "K♠" not in text
    assert [e["card"] for e in view["events"]] == [
        "QD",
        "TH",
        "TH",
        "2D",
        None,
        "QD",
    ]


def test_a_void_hand_shows_no_hand() -> None:
    """When the stock runs out nobody lays down: the hands stay hidden to the end."""
    rng = random.Random(11)
    table = Table.new(RULES["standard"], players=NAMES, rng=rng)
    while not table.hand_over:
        legal = table.state.legal_actions()
        plain = [a for a in legal if not isinstance(a, Knock | BigGin)]
        table.act(table.to_act, rng.choice(plain))  # type: ignore[arg-type]
    assert table.last_result is not None and table.last_result.is_void
    view = spectator_view(table, seating())
    check_view(table, view, spectator_text(1, view))
    assert [seat["hand"] for seat in view["seats"]] == [None, None]
    assert view["showdown"]["void"] and view["face_down"] == 0


def test_public_events_keep_a_card_only_where_both_seats_saw_it() -> None:
    state = deal(ND_GIN, DEFENDER, "QD", "KS")
    for move in ("pass", "pass", "draw", "discard TH"):
        state = state.apply_text(move)
    events = public_events(state.redacted_events(0), state.redacted_events(1))
    assert [(e.kind.value, e.card) for e in events] == [
        ("pass", None),
        ("pass", None),
        ("draw_stock", None),
        ("discard", Card.parse("TH")),
    ]
    assert state.redacted_events(ND)[2].card == Card.parse("KS")  # Bob saw his own draw


def test_the_message_is_compact_json_and_names_the_players() -> None:
    table = table_of(deal(ND_GIN, DEFENDER, "QD", "KS"))
    view = spectator_view(table, seating(connected=(True, False)))
    text = spectator_text(12, view)
    message = spectate_message(12, view)
    assert text == json.dumps(message, ensure_ascii=False, separators=(",", ":"))
    assert json.loads(text) == {"type": "spectate", "protocol": 1, "state_id": 12, "view": view}
    assert view["names"] == list(NAMES) and view["status"] == "playing"
    assert [s["connected"] for s in view["seats"]] == [True, False]
    assert view["hands"] == [] and view["showdown"] is None and view["game_over"] is None
    assert "you" not in text and NO_SEAT not in (0, 1)


def test_the_protocol_doc_lists_every_field() -> None:
    """docs/protocol.md's "Watching a game" table names exactly the view's fields."""
    doc = (Path(__file__).resolve().parents[2] / "docs" / "protocol.md").read_text("utf-8")
    section = doc.split("\n## Watching a game\n", 1)[1].split("\n## ", 1)[0]
    documented: set[str] = set()
    for line in section.splitlines():
        if line.startswith("| `"):
            documented |= set(re.findall(r"`([a-z_]+)`", line.split(" | ")[0]))
    view = spectator_view(table_of(deal(ND_GIN, DEFENDER, "QD", "KS")), seating())
    assert documented == set(view)
    seat_fields = re.search(r"`\[\{(.*?)\}, \.\.\.\]`", section)
    assert seat_fields is not None
    assert set(re.findall(r'"([a-z_]+)"', seat_fields.group(1))) == set(view["seats"][0])
