"""Provably fair deals (docs/fairness.md) off the server, and ``ginrummy verify``.

The engine's decks are checked against ``fair_reference``, a second implementation
written from the document alone (so a byte the engine gets wrong shows, not just a
change), on random inputs and on fixed known answers; the reshuffle of
``stock_exhausted=reshuffle`` against the same stream, continued. The games off the
server (``ginrummy play``, the plain text game, the terminal game, ``play_game(fair=
True)``) save records that verify; changing any one thing of such a record (a card, a
seed, the commitment, a number, a move, a result) makes ``verify`` fail naming the hand
and the reason; a file that is no record is exit status 2.
"""

from __future__ import annotations

import asyncio
import copy
import io
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tests.helpers.fair_reference as ref
from ginrummy.agents import make_agent
from ginrummy.agents.simple import SimpleAgent
from ginrummy.cli import main
from ginrummy.core.cards import ALL_CARDS
from ginrummy.core.fair_check import HandVerdict, verify_record
from ginrummy.core.fairness import DealStream, FairDeal
from ginrummy.core.hand import HandState
from ginrummy.core.local_deals import LOCAL_ROOM, local_deal
from ginrummy.core.record import GameRecord, HandRecord, play_game
from ginrummy.core.rules import Rules, find_rules
from ginrummy.core.table import Table
from ginrummy.tui.plain import TextGame
from ginrummy.tui.session import Session, new_table
from ginrummy.words.play import COMPUTER, HUMAN
from tests.helpers.examples import examples

RESHUFFLE_RULES = Rules.from_dict(
    {**find_rules("standard").to_dict(), "stock_exhausted": "reshuffle"}
)

# --------------------------------------------------------------------------- strategies
server_seeds = st.binary(min_size=32, max_size=32)
rooms = st.text(max_size=40).filter(lambda r: len(r.encode()) <= 255)
numbers = st.one_of(st.integers(1, 20), st.integers(1, 2**32 - 1))
client_seeds = st.from_regex(r"[0-9A-Za-z_-]{0,64}", fullmatch=True)


def ints(cards: list[Any]) -> list[int]:
    return [int(c) for c in cards]


# --------------------------------------------------------------------------- the reference
@settings(max_examples=examples(200), deadline=None, derandomize=True)
@given(server_seeds, rooms, numbers, numbers, client_seeds, client_seeds)
def test_the_reference_deals_the_engines_deck(
    seed: bytes, room: str, game: int, hand: int, seat0: str, seat1: str
) -> None:
    proof = FairDeal.new(seed, room=room, game=game, hand=hand, client_seeds=(seat0, seat1))
    deck, used = proof.deal()
    expected, stream = ref.deal(seed, room, game, hand, (seat0, seat1))
    assert ints(deck) == expected and sorted(expected) == list(range(52))
    assert used == stream.position  # a reshuffle continues at the same word
    assert proof.commitment == ref.commitment(seed)
    # The engine deals what the document says: a[0], a[2], ... to the non-dealer.
    state = HandState.deal(find_rules("standard"), dealer=1, fair=proof)
    assert ints(sorted(state.hand(0))) == sorted(expected[0:20:2])
    assert ints(sorted(state.hand(1))) == sorted(expected[1:20:2])
    assert int(state.discard_pile[-1]) == expected[20]
    assert ints(list(state.stock)) == expected[21:]


@settings(max_examples=examples(100), deadline=None, derandomize=True)
@given(server_seeds, client_seeds, st.sets(st.integers(0, 51), max_size=52), st.integers(0, 40))
def test_the_reference_reshuffles_as_the_engine_on_the_same_stream(
    seed: bytes, client: str, pool: set[int], skip: int
) -> None:
    proof = FairDeal.new(seed, room=LOCAL_ROOM, game=1, hand=3, client_seeds=(client, ""))
    _, used = proof.deal()
    position = used + skip  # any place of the stream, not just the deal's end
    cards = [ALL_CARDS[n] for n in sorted(pool, reverse=True)]  # the engine sorts them
    shuffled, after = proof.reshuffle(cards, position)
    stream = ref.Stream(seed, ref.message(LOCAL_ROOM, 1, 3, (client, "")))
    stream.position = position
    assert ints(shuffled) == ref.reshuffle(pool, stream)
    assert after == stream.position


class _ScriptedWords(DealStream):
    """The engine's stream with words given by the test (to reach the rejections)."""

    def __init__(self, words: list[int]) -> None:
        super().__init__(b"", b"")
        self.script = words

    def word(self) -> int:
        w = self.script[self.used]
        self.used += 1
        return w


class _ScriptedReference(ref.Stream):
    def __init__(self, words: list[int]) -> None:
        super().__init__(b"", b"")
        self.script = words

    def next_word(self) -> int:
        w = self.script[self.position]
        self.position += 1
        return w


# Words at the very top of the range, which ``below`` must throw away for most n.
_words = st.one_of(st.integers(0, 2**32 - 1), st.integers(2**32 - 64, 2**32 - 1))


@settings(max_examples=examples(200), deadline=None, derandomize=True)
@given(st.lists(_words, min_size=0, max_size=200))
def test_both_throw_away_the_same_words(words: list[int]) -> None:
    script = [*words, *[0] * 52]  # enough accepted words for any shuffle to end
    engine, other = _ScriptedWords(script), _ScriptedReference(script)
    cards = list(range(52))
    engine.shuffle(cards)
    assert cards == ref.shuffle(range(52), other)
    assert engine.used == other.position


def test_the_top_of_the_range_is_thrown_away() -> None:
    limit = (2**32 // 52) * 52
    script = [limit, 2**32 - 1, 57]  # two words thrown away, then 57 mod 52
    engine, other = _ScriptedWords(script), _ScriptedReference(script)
    assert engine.below(52) == other.below(52) == 5
    assert engine.used == other.position == 3
    engine, other = _ScriptedWords([limit - 1]), _ScriptedReference([limit - 1])
    assert engine.below(52) == other.below(52) == (limit - 1) % 52
    assert engine.used == other.position == 1


# Known answers, computed once with the reference: a change of either implementation
# (or of the document) shows here.
KNOWN_ZERO_SEED_DECK = [
    18, 40, 8, 41, 10, 14, 43, 2, 28, 3, 11, 9, 20, 1, 38, 27, 16, 29, 32, 23, 12, 45, 35,
    17, 46, 26, 44, 36, 13, 31, 49, 42, 37, 15, 34, 5, 0, 30, 6, 4, 19, 47, 33, 48, 39, 25,
    24, 22, 7, 50, 51, 21,
]  # fmt: skip
KNOWN_DECK = [
    41, 38, 24, 34, 5, 2, 30, 36, 47, 26, 48, 44, 18, 43, 32, 23, 15, 8, 31, 6, 49, 7, 40,
    16, 25, 51, 17, 3, 21, 10, 28, 46, 39, 11, 14, 1, 37, 45, 42, 13, 9, 4, 22, 33, 50, 0,
    27, 29, 12, 20, 19, 35,
]  # fmt: skip


def test_known_answers() -> None:
    zero = FairDeal.new(bytes(32), room="demo", game=1, hand=1, client_seeds=("ab", ""))
    assert zero.commitment == "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
    assert ref.commitment(bytes(32)) == zero.commitment
    assert ints(zero.deck()) == KNOWN_ZERO_SEED_DECK
    assert ref.deal(bytes(32), "demo", 1, 1, ("ab", ""))[0] == KNOWN_ZERO_SEED_DECK
    assert str(zero.deck()[0]) == "6D" and ref.card_number(1, 6) == 18  # 13 x suit + rank - 1

    seed = bytes(range(32))
    proof = FairDeal.new(seed, room="local", game=3, hand=2, client_seeds=("5f0c9a1e", ""))
    assert proof.commitment == "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"
    deck, used = proof.deal()
    assert ints(deck) == KNOWN_DECK and used == 51
    expected, stream = ref.deal(seed, "local", 3, 2, ("5f0c9a1e", ""))
    assert expected == KNOWN_DECK and stream.position == 51
    pool = [0, 3, 8, 17, 29, 40, 45, 51]
    assert ref.reshuffle(pool, stream) == [45, 51, 17, 3, 0, 29, 40, 8]
    assert stream.position == 58
    shuffled, after = proof.reshuffle([ALL_CARDS[n] for n in pool], used)
    assert ints(shuffled) == [45, 51, 17, 3, 0, 29, 40, 8] and after == 58


def test_the_stock_after_a_reshuffle_is_the_references() -> None:
    """Random players under ``stock_exhausted=reshuffle``: every reshuffled stock is the
    reference's shuffle of the sorted pool, continuing the stream after the deal."""
    rng = random.Random(2024)
    agents = [make_agent("random"), make_agent("random")]
    reshuffled = 0
    for number in range(1, 41):
        seed = rng.randbytes(32)
        clients = (rng.randbytes(16).hex(), "")
        proof = FairDeal.new(seed, room="local", game=number, hand=1, client_seeds=clients)
        state = HandState.deal(RESHUFFLE_RULES, dealer=number % 2, fair=proof)
        _, stream = ref.deal(seed, "local", number, 1, clients)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            before = state.reshuffles
            state = state.apply(agents[seat].act(state.observation(seat), rng), player=seat)
            if state.reshuffles != before:
                held = state.hand(0).mask | state.hand(1).mask
                top = state.discard_pile[-1]
                pool = [c for c in range(52) if not held >> c & 1 and c != top]
                assert ints(list(state.stock)) == ref.reshuffle(pool, stream)
                assert state.discard_pile == (top,)
                reshuffled += 1
        # The record of such a hand verifies: the replay reshuffles on the stream too.
        hands = (HandRecord.from_state(state),)
        record = GameRecord(RESHUFFLE_RULES, number % 2, hands, meta={"game_number": number})
        assert verify_record(record.to_dict())[0].ok
    assert reshuffled >= 10  # the test did see reshuffles


# --------------------------------------------------------------------------- local deals
def test_local_deals_come_from_the_seeded_generator_or_from_secrets() -> None:
    first = local_deal(2, random.Random(9))
    assert first == local_deal(2, random.Random(9))  # a seeded game deals the same again
    assert (first.room, first.game, first.hand) == ("local", 1, 2)
    assert len(first.client_seeds[0]) == 32 and first.client_seeds[1] == ""
    assert local_deal(1, None) != local_deal(1, None)  # secrets: never the same
    assert local_deal(1, random.Random(1), people=(False, False)).client_seeds == ("", "")


def test_play_game_deals_fair_only_when_asked() -> None:
    agents = [make_agent("simple"), make_agent("simple")]
    plain = play_game(agents, seed=8)
    assert all(hand.fair is None for hand in plain.hands)
    fair = play_game(agents, seed=8, fair=True)
    again = play_game(agents, seed=8, fair=True)
    assert [h.fair for h in fair.hands] == [h.fair for h in again.hands]  # reproducible
    assert all(h.fair is not None and h.fair.hand == n for n, h in enumerate(fair.hands, 1))
    verdicts = verify_record(json.loads(fair.to_json()))
    assert len(verdicts) == len(fair.hands) and all(v.ok for v in verdicts)
    reshuffling = play_game(
        [make_agent("random"), make_agent("random")], RESHUFFLE_RULES, seed=4, fair=True
    )
    assert all(v.ok for v in verify_record(reshuffling.to_dict()))


class _Advice(io.StringIO):
    """The simple player's move, every time the text game asks."""

    game: TextGame | None = None

    def readline(self, size: int | None = -1, /) -> str:  # type: ignore[override]
        assert self.game is not None
        obs = self.game.table.observation(HUMAN)
        return str(SimpleAgent().act(obs, random.Random(0))) + "\n"


def _text_game_record(tmp_path: Path, seed: int = 11) -> Path:
    feed, out = _Advice(), io.StringIO()
    path = tmp_path / f"text-{seed}.json"
    game = TextGame("standard", "simple", seed=seed, input=feed, output=out, save=path)
    feed.game = game
    assert game.run() == 0
    return path


@pytest.fixture(scope="module")
def text_record(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A whole text game (seed 11, the person's moves the simple player's)."""
    path = _text_game_record(tmp_path_factory.mktemp("text"))
    data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    assert len(data["hands"]) >= 3
    return data


def test_a_text_game_record_verifies(tmp_path: Path, text_record: dict[str, Any]) -> None:
    verdicts = verify_record(text_record)
    assert [v.hand for v in verdicts] == list(range(1, len(text_record["hands"]) + 1))
    assert all(v.ok for v in verdicts)
    for hand in text_record["hands"]:
        clients = hand["fair"]["client_seeds"]
        assert hand["fair"]["room"] == "local" and len(clients[0]) == 32 and clients[1] == ""
    # A seeded game deals the same hands when played again.
    again = json.loads(_text_game_record(tmp_path).read_text("utf-8"))
    assert [h["fair"] for h in again["hands"]] == [h["fair"] for h in text_record["hands"]]


def test_a_play_command_record_verifies(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``ginrummy play`` (plain, in a pipe) saves a record, in progress, that verifies."""
    saved = tmp_path / "game.json"
    monkeypatch.setattr(sys, "stdin", io.StringIO("pass\ndraw\nquit\n"))
    code = main(["play", "--plain", "--seed", "4", "--save", str(saved),
                 "--save-dir", str(tmp_path / "saves")])  # fmt: skip
    assert code == 0
    capsys.readouterr()
    data = json.loads(saved.read_text("utf-8"))
    assert data["hands"][0]["fair"]["room"] == "local"
    assert main(["verify", str(saved)]) == 0
    out = capsys.readouterr().out
    commitment = data["hands"][0]["fair"]["commitment"]
    client = data["hands"][0]["fair"]["client_seeds"][0]
    assert out.splitlines()[0] == (
        f"hand 1: verified (commitment {commitment[:8]}…, client seeds {client[:8]}… / none)"
    )
    assert f"Every deal of {saved} verifies (1 hand)." in out


def test_a_terminal_game_record_verifies() -> None:
    """The full-screen game's session deals every hand fair, reproducibly when seeded."""

    def whole_game() -> Table:
        rng = random.Random(21)
        table = new_table("standard", "simple", rng=rng, seed=21, fair_rng=rng)
        session = Session(table, make_agent("simple"), rng, random.Random(1), fair_rng=rng)
        me = make_agent("simple")
        while not table.is_over:
            if table.hand_over:
                session.next_hand()
            elif table.to_act == COMPUTER:
                session.computer_move()
            else:
                table.act(HUMAN, me.act(table.observation(HUMAN), rng))
        return table

    table = whole_game()
    data = table.record().to_dict()
    assert len(data["hands"]) >= 2 and all(v.ok for v in verify_record(data))
    assert data["hands"] == whole_game().record().to_dict()["hands"]


def _terminal_app_save(tmp_path: Path, seed: int | None) -> dict[str, Any]:
    """Start the full-screen game (the setup's first choice) and quit: its saved game."""
    from ginrummy.tui.app import GinRummyApp

    app = GinRummyApp(seed=seed, delay=0, save_dir=tmp_path, opponent="medium")

    async def go() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("enter")
            await pilot.press("q")

    asyncio.run(go())
    data: dict[str, Any] = json.loads((tmp_path / "current.json").read_text("utf-8"))
    return data


def test_the_terminal_app_deals_fair_from_its_seed_or_from_secrets(tmp_path: Path) -> None:
    seeded = _terminal_app_save(tmp_path / "a", seed=3)
    assert [v.ok for v in verify_record(seeded)] == [True]
    proof = seeded["hands"][0]["fair"]
    assert proof["room"] == "local" and proof["hand"] == 1 and len(proof["client_seeds"][0]) == 32
    assert _terminal_app_save(tmp_path / "b", seed=3)["hands"][0]["fair"] == proof
    unseeded = _terminal_app_save(tmp_path / "c", seed=None)
    assert [v.ok for v in verify_record(unseeded)] == [True]
    assert unseeded["hands"][0]["fair"]["server_seed"] != proof["server_seed"]


# --------------------------------------------------------------------------- tampering
Tamper = Callable[[dict[str, Any]], None]


def _hand(data: dict[str, Any], number: int = 2) -> dict[str, Any]:
    hand: dict[str, Any] = data["hands"][number - 1]
    return hand


def _swap_cards(data: dict[str, Any]) -> None:
    deck = _hand(data)["deck"]
    deck[5], deck[30] = deck[30], deck[5]


def _flip(hex_text: str) -> str:
    return ("1" if hex_text[0] != "1" else "2") + hex_text[1:]


def _client_seed(data: dict[str, Any]) -> None:
    fair = _hand(data)["fair"]
    fair["client_seeds"][0] = _flip(fair["client_seeds"][0])


def _computer_seed(data: dict[str, Any]) -> None:
    _hand(data)["fair"]["client_seeds"][1] = "ab"


def _server_seed(data: dict[str, Any]) -> None:
    fair = _hand(data)["fair"]
    fair["server_seed"] = _flip(fair["server_seed"])


def _commitment(data: dict[str, Any]) -> None:
    fair = _hand(data)["fair"]
    fair["commitment"] = _flip(fair["commitment"])


def _seed_and_commitment(data: dict[str, Any]) -> None:
    """Another server seed with its own, matching, commitment: the deck gives it away."""
    fair = _hand(data)["fair"]
    fair["server_seed"] = "ab" * 32
    fair["commitment"] = ref.commitment(bytes.fromhex("ab" * 32))


def _game_number(data: dict[str, Any]) -> None:
    _hand(data)["fair"]["game"] = 2


def _hand_number(data: dict[str, Any]) -> None:
    _hand(data)["fair"]["hand"] = 3


def _room(data: dict[str, Any]) -> None:
    _hand(data)["fair"]["room"] = "elsewhere"


def _last_move(data: dict[str, Any]) -> None:
    _hand(data)["actions"].pop()


def _a_discard(data: dict[str, Any]) -> None:
    actions = _hand(data)["actions"]
    index = next(i for i, a in enumerate(actions) if a.startswith("discard "))
    card = actions[index].split()[1]
    actions[index] = "discard " + ("2C" if card != "2C" else "3C")


def _result(data: dict[str, Any]) -> None:
    _hand(data)["result"]["points"] += 1


def _no_proof(data: dict[str, Any]) -> None:
    del data["hands"][2]["fair"]


def _scores(data: dict[str, Any]) -> None:
    data["scores"][0] += 1


def _dealer(data: dict[str, Any]) -> None:
    _hand(data)["dealer"] = 1 - _hand(data)["dealer"]


TAMPERS: list[tuple[str, Tamper, int, str]] = [
    ("two cards swapped", _swap_cards, 2, "card 6 is "),
    ("the person's client seed", _client_seed, 2, "not the deck the seeds make"),
    ("the computer's client seed", _computer_seed, 2, "not the deck the seeds make"),
    ("the server seed", _server_seed, 2, "does not match the commitment"),
    ("the commitment", _commitment, 2, "does not match the commitment"),
    ("a seed with its commitment", _seed_and_commitment, 2, "not the deck the seeds make"),
    ("the game number", _game_number, 2, "its proof is for game 2, but this is game 1"),
    ("the hand number", _hand_number, 2, "its proof is for hand 3, but this is hand 2"),
    ("the room", _room, 2, "not the deck the seeds make"),
    ("the last move left out", _last_move, 2, "does not reach the recorded result"),
    ("a discard changed", _a_discard, 2, "replaying the moves"),
    ("the result", _result, 2, "points is "),
    ("a hand without a proof", _no_proof, 3, "no proof of a fair deal"),
    ("the dealer", _dealer, 2, "hand 2 fails"),
]


@pytest.mark.parametrize(
    ("tamper", "hand", "reason"), [t[1:] for t in TAMPERS], ids=[t[0] for t in TAMPERS]
)
def test_any_change_fails_naming_the_hand(
    text_record: dict[str, Any], tamper: Tamper, hand: int, reason: str
) -> None:
    data = copy.deepcopy(text_record)
    tamper(data)
    verdicts = verify_record(data)
    assert [v.ok for v in verdicts] == [True] * (hand - 1) + [False]
    failed = verdicts[-1]
    assert failed.hand == hand and failed.problem is not None
    assert reason in failed.describe(), failed.describe()
    assert failed.describe().startswith(f"hand {hand} fails: ")


def test_the_score_sheet_is_checked_too(text_record: dict[str, Any]) -> None:
    data = copy.deepcopy(text_record)
    _scores(data)
    failed = verify_record(data)[-1]
    assert failed.hand == len(data["hands"]) and "scores" in (failed.problem or "")


def test_the_room_and_game_number_of_the_meta_are_checked(text_record: dict[str, Any]) -> None:
    data = copy.deepcopy(text_record)
    data["meta"].update(room="local", game_number=1)
    assert all(v.ok for v in verify_record(data))
    data["meta"]["room"] = "Qx3"
    assert verify_record(data)[0].describe() == (
        "hand 1 fails: its proof is for room 'local', but the game is in 'Qx3'"
    )
    data["meta"].update(room="local", game_number=4)
    assert "its proof is for game 1, but this is game 4" in (verify_record(data)[0].problem or "")


def test_the_verdicts_say_what_was_checked() -> None:
    verdict = HandVerdict(1, None, "66687aad" + "0" * 56, ("ab", ""))
    assert verdict.describe() == "hand 1: verified (commitment 66687aad…, client seeds ab / none)"
    assert verdict.to_dict() == {
        "hand": 1,
        "verified": True,
        "problem": None,
        "commitment": "66687aad" + "0" * 56,
        "client_seeds": ["ab", ""],
    }


# --------------------------------------------------------------------------- the command
def _write(tmp_path: Path, data: Any, name: str = "record.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def test_verify_exits_one_naming_the_first_failing_hand(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text_record: dict[str, Any]
) -> None:
    data = copy.deepcopy(text_record)
    _server_seed(data)
    path = _write(tmp_path, data)
    assert main(["verify", str(path)]) == 1
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert lines[0].startswith("hand 1: verified (commitment ")
    assert lines[1].startswith("hand 2 fails: the server seed does not match the commitment")
    assert len(lines) == 2
    assert captured.err.startswith(f"ginrummy: error: {path} does not verify: hand 2: ")
    assert captured.err.count("\n") == 1

    assert main(["verify", str(path), "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["verified"] is False and report["failed_hand"] == 2
    assert report["problem"].startswith("hand 2: the server seed does not match")
    assert [h["verified"] for h in report["hands"]] == [True, False]


def test_verify_passes_a_whole_record_as_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text_record: dict[str, Any]
) -> None:
    path = _write(tmp_path, text_record)
    assert main(["verify", "--json", str(path)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["verified"] is True and report["failed_hand"] is None
    assert len(report["hands"]) == len(text_record["hands"])
    first = text_record["hands"][0]["fair"]
    assert report["hands"][0]["commitment"] == first["commitment"]
    assert report["hands"][0]["client_seeds"] == first["client_seeds"]


def test_a_record_without_hands_does_not_verify(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text_record: dict[str, Any]
) -> None:
    data = {k: v for k, v in text_record.items() if k not in ("scores", "result")}
    path = _write(tmp_path, {**data, "hands": []})
    assert main(["verify", str(path)]) == 1
    assert "the record has no hands to verify" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        (None, "cannot read"),
        ("{not json", "not valid JSON"),
        ('{"format": "something-else", "version": 1}', "not a game record"),
        ("[1, 2]", "must be a JSON object"),
    ],
    ids=["missing", "not JSON", "another format", "not an object"],
)
def test_verify_exits_two_when_there_is_nothing_to_check(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | None, needle: str
) -> None:
    path = tmp_path / "record.json" if content is None else _write(tmp_path, content)
    assert main(["verify", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("ginrummy: error: ") and needle in captured.err
    assert captured.err.count("\n") == 1


def test_verify_reads_the_standard_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, text_record: Any
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(text_record)))
    assert main(["verify", "-"]) == 0
    assert "Every deal of the standard input verifies" in capsys.readouterr().out
