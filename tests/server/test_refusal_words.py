"""What the server used to word in English for the browser is sent typed (issue 38).

An illegal move's refusal carries the engine's reason and its facts (the action, the
card, the phase, the open moves, the deadwood over the limit); a void hand its reason's
code; Hollywood's game-over the games each player won; a cooling-off its reason and end.
The pages word them from the catalogs (web-refusals.ftl, web-reasons.ftl, play.ftl), so
every code the server can send must have its words in every language: checked here.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import insert
from starlette.testclient import WebSocketTestSession

from ginrummy.core.actions import Knock, TakeUpcard
from ginrummy.core.errors import IllegalActionError, IllegalReason
from ginrummy.core.hand import HandState
from ginrummy.core.match import Game
from ginrummy.core.result import VOID_CODES, VOID_STOCK_DOWN, HandResult
from ginrummy.core.rules import find_rules
from ginrummy.core.scoring import Outcome
from ginrummy.i18n import SUPPORTED, translator
from ginrummy.server import create_app
from ginrummy.server.online.fair_play import CoolingOff
from ginrummy.server.online.fair_play_tables import cooling_offs
from ginrummy.server.wire.views import game_over_view, hands_view, showdown_view
from ginrummy.words.refusals import refusal_details
from tests.helpers.clock import ManualClock
from tests.helpers.server import (
    Message,
    create_room,
    player,
    recv,
    recv_until,
    settings_for,
    sqlite_url,
    ws_url,
)
from tests.helpers.tournaments import as_player


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as c:
        yield c


def _refused(ws: WebSocketTestSession, sid: int, action: str) -> Message:
    ws.send_json({"type": "act", "state_id": sid, "action": action})
    message = recv(ws)
    assert message["type"] == "error" and message["code"] == "action/illegal", message
    assert message["message"]  # the engine's English, kept for programs
    return message


# ------------------------------------------------------------------ illegal moves
def test_an_illegal_move_is_refused_with_its_reason_and_facts(client: TestClient) -> None:
    room = create_room(client, mode="computer", rules="standard")
    with client.websocket_connect(ws_url(room["room_id"], room["token"])) as ws:
        state = recv_until(ws, lambda m: m["type"] == "state" and m["view"]["your_turn"])
        view, sid = state["view"], state["state_id"]
        upcard = view["upcard"]
        held = view["hand"]
        foreign = next(
            f"{r}{s}"
            for r in "23456789TJQKA"
            for s in "CDHS"
            if f"{r}{s}" not in held and f"{r}{s}" != upcard
        )
        kinds = [m["kind"] for m in view["legal"]]

        # Before drawing: the phase, the moves open and the upcard say what to do.
        early = _refused(ws, sid, f"discard {held[0]}")
        assert early["reason"] == "wrong_phase" and early["action"] == "discard"
        assert early["card"] == held[0] and early["phase"] in ("upcard_offer", "draw")
        assert early["upcard"] == upcard
        assert set(early["moves"]) == set(kinds) & {"draw", "take", "pass"}
        assert early["moves"][0] == ("take" if early["phase"] == "upcard_offer" else "draw")

        # Take the upcard: now the discard turn, with the card just taken.
        assert "take" in kinds
        ws.send_json({"type": "act", "state_id": sid, "action": "take"})
        state = recv_until(ws, lambda m: m["type"] == "state")
        view, sid = state["view"], state["state_id"]
        assert view["your_turn"] and view["phase"] == "discard"

        taken = _refused(ws, sid, f"discard {upcard}")
        assert taken["reason"] == "cannot_discard_taken_upcard"
        assert (taken["action"], taken["card"], taken["phase"]) == ("discard", upcard, "discard")
        assert taken["moves"] == []

        missing = _refused(ws, sid, f"discard {foreign}")
        assert (missing["reason"], missing["card"]) == ("card_not_in_hand", foreign)

        drawn = _refused(ws, sid, "draw")
        assert drawn["reason"] == "wrong_phase"
        assert (drawn["action"], drawn["phase"]) == ("draw", "discard")
        assert drawn["card"] is None

        after = view["discard_deadwood"]
        over = [c for c in view["hand"] if c != upcard and after.get(c, 0) > 10]
        if over:  # a knock over the knock limit: how much is left, and the limit
            knock = _refused(ws, sid, f"knock {over[0]}")
            assert knock["reason"] == "deadwood_too_high" and knock["action"] == "knock"
            assert (knock["card"], knock["left"], knock["limit"]) == (over[0], after[over[0]], 10)


def test_the_details_of_a_knock_over_the_limit() -> None:
    """The engine's own check, without a server: the deadwood left and the limit."""
    for seed in range(50):
        state = HandState.deal(find_rules("standard"), dealer=1, seed=seed)
        player = state.to_act
        state = state.apply(TakeUpcard(), player=player)
        obs = state.observation(player)
        for card in obs.hand:
            if card == obs.upcard:
                continue
            try:
                state.check(Knock(card))
            except IllegalActionError as exc:
                if exc.reason is not IllegalReason.DEADWOOD_TOO_HIGH:
                    continue
                details = refusal_details(exc, obs, Knock(card))
                assert details["reason"] == "deadwood_too_high" and details["card"] == str(card)
                assert details["limit"] == 10 and details["left"] > 10
                assert details["phase"] == "discard" and details["moves"] == []
                return
    raise AssertionError("no knock over the limit in 50 deals")


def test_every_reason_for_an_illegal_move_has_words_in_every_language() -> None:
    for lang in SUPPORTED:
        words = translator(lang)
        for reason in IllegalReason:
            key = f"refusals-reason-{reason.value}"
            assert words.has(key), (lang, key)
            assert "{" not in words.t(key)
        for key in ("refusals-drawn-already", "refusals-move-draw", "refusals-move-pass"):
            assert words.has(key), (lang, key)
        take = words.t("refusals-move-take", card="7♥")
        assert "7♥" in take
        offer = words.t("refusal-first", moves=words.t("moves-offer", take=take, **{"pass": "x"}))
        assert "7♥" in offer
        over = words.t("refusal-over-limit", card="K♠", left=14, limit=10)
        assert "K♠" in over and "14" in over and "10" in over and "{" not in over, (lang, over)


# -------------------------------------------------------------------- void hands
def test_a_void_hand_is_sent_with_its_reason_code() -> None:
    rules = find_rules("standard")
    void = HandResult(Outcome.VOID, None, 0, reason=VOID_STOCK_DOWN)
    assert void.void_code == "stock_down"
    assert HandResult(Outcome.VOID, None, 0).void_code == ""
    shown = showdown_view(void, rules, ["you", "Bob"])
    assert shown["void"] and shown["void_reason"] == "stock_down"
    assert shown["reason"] == VOID_STOCK_DOWN  # the English, kept
    game = Game.new(rules, first_dealer=0).record_hand(void)
    (row,) = hands_view(game, ["you", "Bob"])
    assert row["void"] and row["void_reason"] == "stock_down" and row["reason"] == VOID_STOCK_DOWN


def test_every_void_reason_has_words_in_every_language() -> None:
    english = translator("en")
    for reason, code in VOID_CODES.items():
        assert english.t(f"reasons-void-{code}") == reason  # English: the engine's words
        for lang in SUPPORTED:
            assert translator(lang).has(f"reasons-void-{code}"), (lang, code)


# ---------------------------------------------------------------------- Hollywood
def _won(seat: int, points: int) -> HandResult:
    return HandResult(Outcome.KNOCK, winner=seat, points=points, knocker=seat)


def test_hollywood_game_over_sends_the_games_each_won() -> None:
    game = Game.new(find_rules("hollywood", game_target=30), first_dealer=0)
    for result in (_won(0, 40), _won(1, 35), _won(0, 40), _won(1, 35), _won(0, 40)):
        if not game.is_over:
            game = game.record_hand(result)
    while not game.is_over:
        game = game.record_hand(_won(0, 40))
    over = game_over_view(game, ["you", "Bob"])
    assert over is not None and over["games"]
    won = [sum(g.winner == seat for g in game.totals().games) for seat in (0, 1)]
    assert over["games_won"] == won and sum(won) == 3
    assert over["winner"] in (0, 1) and isinstance(over["net"], int)
    # The English text the page words from these fields says the same.
    assert f"(games won {won[0]}-{won[1]})" in over["text"]
    worded = translator("en").t(
        "hollywood-won", who="you", name="You", points=over["net"], won0=won[0], won1=won[1]
    )
    assert worded == over["text"]
    for lang in SUPPORTED:
        said = translator(lang).t(
            "hollywood-won", who="other", name="Bob", points=895, won0=2, won1=1
        )
        assert "895" in said and "{" not in said, (lang, said)


# -------------------------------------------------------------------- cooling-off
def test_a_cooling_off_is_sent_typed_and_has_words_in_every_language() -> None:
    now = datetime(2026, 12, 6, 14, 0, tzinfo=UTC)
    off = CoolingOff("sandbag", now - timedelta(minutes=1), now + timedelta(minutes=12))
    sent = off.to_json(now)
    assert sent["reason"] == "sandbag" and sent["minutes_left"] == 12
    assert datetime.fromisoformat(sent["ends"]) == now + timedelta(minutes=12)
    assert sent["text"].startswith("You cannot be paired for 12 minutes")  # English, kept
    for lang in SUPPORTED:
        for reason in ("sandbag", "abandon"):
            said = translator(lang).t(
                "reasons-cooling-off", until="14:12", relative="<12>", reason=reason
            )
            assert "14:12" in said and "<12>" in said and "{" not in said, (lang, said)
    english = translator("en")
    args = {"until": "2:12 PM", "relative": "in 12 minutes", "reason": "abandon"}
    assert english.t("reasons-cooling-off", **args) == (
        "You cannot be paired until 2:12 PM (in 12 minutes): you left or aborted several games "
        "before they were played out. Play your games to the end and this will not happen again."
    )


def test_a_tournament_refuses_a_cooling_off_with_its_details(tmp_path: Path) -> None:
    """A tournament's refusal carries what the pairing's does: reason, end, minutes."""
    settings = settings_for(sqlite_url(tmp_path))
    with TestClient(create_app(settings, clock=ManualClock())) as client:
        ann, bo = player(client, "Ann"), player(client, "Bo")
        body = {"name": "Saturday arena", "format": "arena", "minutes": 30}
        made = client.post(
            "/api/tournaments", json={**body, "starts_in_minutes": 10}, headers=as_player(ann)
        )
        assert made.status_code == 201, made.text
        now = client.app.state.director.moment()  # type: ignore[attr-defined]
        with client.app.state.store.engine.begin() as conn:  # type: ignore[attr-defined]
            conn.execute(
                insert(cooling_offs).values(
                    player_id=bo["player_id"],
                    reason="abandon",
                    started=now,
                    ends=now + timedelta(minutes=15),
                )
            )
        refused = client.post(f"/api/tournaments/{made.json()['id']}/join", headers=as_player(bo))
        assert refused.status_code == 403, refused.text
        answer = refused.json()
        assert answer["code"] == "player/cooling_off"
        assert answer["message"].startswith("You cannot be paired for 15 minutes")
        assert answer["reason"] == "abandon" and answer["minutes_left"] == 15
        assert datetime.fromisoformat(answer["ends"]) == now + timedelta(minutes=15)
