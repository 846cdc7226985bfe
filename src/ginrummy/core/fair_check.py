"""Checking a game record's fair deals offline: what ``ginrummy verify`` runs.

Why: a proof is only worth something if somebody checks it. A game record carries, for
each hand, the proof of its deal (docs/fairness.md, "Records"); :func:`verify_record`
checks every hand in the order the document gives (the proof is there, the server seed
matches the commitment, the proof's room, game and hand numbers are the hand's, the
recorded deck is the deck the seeds make, and the recorded moves replay to the recorded
result, a reshuffle drawing on the same stream) and says, for the first hand that
fails, which check failed and why, in words a player can read.

It reads the record's JSON object itself rather than a parsed
:class:`~ginrummy.core.record.GameRecord`: parsing refuses a tampered proof at once,
without saying which hand it was in, and the verifier must name the hand.

>>> from ginrummy.agents import make_agent
>>> from ginrummy.core.record import play_game
>>> record = play_game([make_agent("simple"), make_agent("simple")], seed=3, fair=True)
>>> verdicts = verify_record(record.to_dict())
>>> all(v.ok for v in verdicts), len(verdicts) == len(record.hands)
(True, True)
>>> data = record.to_dict()
>>> del data["hands"][1]["fair"]
>>> verify_record(data)[-1].describe()
'hand 2 fails: it has no proof of a fair deal (no "fair" in the record)'
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from typing import Any, Final

from .actions import parse_action
from .cards import parse_card_list
from .errors import GinRummyError, InvalidRecordError
from .fairness import FairDeal
from .hand import HandState
from .match import Game
from .record import GameRecord, HandRecord
from .rules import Rules
from .three import ThreeRecord

_HEX64: Final = re.compile(r"[0-9a-f]{64}")
_SHOWN: Final = 8
"""Hex digits of a commitment (or client seed) shown in a verdict's line."""


@dataclass(frozen=True, slots=True)
class HandVerdict:
    """What the check of one hand found: verified, or the first problem."""

    hand: int
    """The hand's number in the game, from 1."""
    problem: str | None = None
    """Why the hand fails, or ``None`` when it verifies."""
    commitment: str | None = None
    client_seeds: tuple[str, str] | None = None

    @property
    def ok(self) -> bool:
        """True when the hand verifies."""
        return self.problem is None

    def describe(self) -> str:
        """One line: ``hand 1: verified (commitment 66687aad…, client seeds ab / none)``
        or ``hand 2 fails: why``."""
        if self.problem is not None:
            return f"hand {self.hand} fails: {self.problem}"
        commitment = _short(self.commitment or "")
        seeds = " / ".join(_short(s) or "none" for s in self.client_seeds or ("", ""))
        return f"hand {self.hand}: verified (commitment {commitment}, client seeds {seeds})"

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form (``ginrummy verify --json``)."""
        return {
            "hand": self.hand,
            "verified": self.ok,
            "problem": self.problem,
            "commitment": self.commitment,
            "client_seeds": None if self.client_seeds is None else list(self.client_seeds),
        }


def _short(text: str) -> str:
    return text if len(text) <= _SHOWN + 2 else text[:_SHOWN] + "…"


class _Fail(Exception):
    """A hand's check failed: the message says why."""


def verify_record(data: Any) -> list[HandVerdict]:
    """Check every hand of the game record ``data`` (its JSON object).

    Returns a verdict for each hand up to and including the first that fails (for every
    hand when all verify). The expected room and game number come from the record's
    ``meta`` (``room``, ``game_number``) when it names them; the game number is 1
    otherwise, and the hand number is the hand's position in the record, from 1.

    :raises InvalidRecordError: when ``data`` is not a game record at all (no format,
        other rules, no list of hands): there is nothing to verify.
    """
    if not isinstance(data, dict):
        raise InvalidRecordError("a game record must be a JSON object")
    hands = data.get("hands", [])
    if not isinstance(hands, list):
        raise InvalidRecordError("hands must be a list")
    shell = GameRecord.from_dict({**data, "hands": []})  # format, rules, players, meta
    room = shell.meta.get("room")
    expected_room = room if isinstance(room, str) else None
    game_number = shell.meta.get("game_number", 1)
    if isinstance(game_number, bool) or not isinstance(game_number, int) or game_number < 1:
        raise InvalidRecordError(f"meta game_number must be a number from 1, not {game_number!r}")

    game = Game(shell.rules, shell.first_dealer)
    verdicts: list[HandVerdict] = []
    for number, hand in enumerate(hands, 1):
        proof: FairDeal | None = None
        try:
            proof = _check_proof(hand, number, game_number, expected_room)
            game = _check_play(hand, proof, shell.rules, game, last=number == len(hands))
        except _Fail as why:
            verdicts.append(_verdict(number, proof, hand, str(why)))
            return verdicts
        verdicts.append(_verdict(number, proof, hand, None))
    problem = _check_totals(data, game)
    if problem is not None and verdicts:
        last = verdicts[-1]
        verdicts[-1] = HandVerdict(last.hand, problem, last.commitment, last.client_seeds)
    return verdicts


def _verdict(number: int, proof: FairDeal | None, hand: Any, problem: str | None) -> HandVerdict:
    """The verdict, with the proof's commitment and client seeds as far as they are known."""
    if proof is not None:
        return HandVerdict(number, problem, proof.commitment, proof.client_seeds)
    fair = hand.get("fair") if isinstance(hand, dict) else None
    commitment = fair.get("commitment") if isinstance(fair, dict) else None
    return HandVerdict(number, problem, commitment if isinstance(commitment, str) else None)


def _check_proof(hand: Any, number: int, game_number: int, room: str | None) -> FairDeal:
    """The hand's proof, read and checked against the commitment and the hand's place."""
    if not isinstance(hand, dict):
        raise _Fail("it is not a JSON object")
    fair = hand.get("fair")
    if fair is None:
        raise _Fail('it has no proof of a fair deal (no "fair" in the record)')
    if not isinstance(fair, dict):
        raise _Fail("its proof of a fair deal is not a JSON object")
    seed_hex, commitment = fair.get("server_seed"), fair.get("commitment")
    if not isinstance(seed_hex, str) or _HEX64.fullmatch(seed_hex) is None:
        raise _Fail("its proof does not reveal the server seed (64 lowercase hex digits)")
    if not isinstance(commitment, str):
        raise _Fail("its proof has no commitment")
    digest = hashlib.sha256(bytes.fromhex(seed_hex)).hexdigest()
    if digest != commitment:
        raise _Fail(
            f"the server seed does not match the commitment made before the deal "
            f"(commitment {_short(commitment)}, but the seed's SHA-256 is {_short(digest)})"
        )
    if room is not None and fair.get("room") != room:
        raise _Fail(f"its proof is for room {fair.get('room')!r}, but the game is in {room!r}")
    if fair.get("game") != game_number:
        raise _Fail(f"its proof is for game {fair.get('game')!r}, but this is game {game_number}")
    if fair.get("hand") != number:
        raise _Fail(f"its proof is for hand {fair.get('hand')!r}, but this is hand {number}")
    try:
        return FairDeal.from_dict(fair)
    except InvalidRecordError as exc:
        raise _Fail(f"its proof is malformed: {exc}") from None


def _check_play(hand: Any, proof: FairDeal, rules: Rules, game: Game, *, last: bool) -> Game:
    """The recorded deck and moves against the seeds; the game with this hand scored."""
    try:
        record = HandRecord.from_dict({**hand, "fair": None})
    except InvalidRecordError as exc:
        raise _Fail(f"it cannot be read: {exc}") from None
    try:
        recorded = parse_card_list(list(record.deck))
    except GinRummyError as exc:
        raise _Fail(f"its recorded deck cannot be read: {exc}") from None
    dealt = proof.deck()
    if recorded != dealt:
        if len(recorded) != len(dealt):
            raise _Fail(f"its recorded deck has {len(recorded)} cards, not {len(dealt)}")
        at = next(i for i, (a, b) in enumerate(zip(recorded, dealt, strict=True)) if a != b)
        raise _Fail(
            f"the recorded deck is not the deck the seeds make: card {at + 1} is "
            f"{recorded[at]} in the record, {dealt[at]} from the seeds"
        )
    state = _replay(record, proof, rules)
    replayed = None if state.result is None else state.result.to_dict()
    if replayed != record.result:
        raise _Fail(f"replaying the moves does not reach the recorded result: "
                    f"{_difference(record.result, replayed)}")  # fmt: skip
    if state.result is None:
        if not last:
            raise _Fail("it is unfinished but not the game's last hand")
        return game
    if game.is_over:
        raise _Fail("it was played after the game ended")
    if record.dealer != game.next_dealer:
        raise _Fail(f"player {record.dealer} dealt it, but player {game.next_dealer} should have")
    return game.record_hand(state.result, record.dealer)


def _replay(record: HandRecord, proof: FairDeal, rules: Rules) -> HandState:
    """The hand's last state, dealt from the proof, every recorded move applied."""
    try:
        state = HandState.deal(rules, dealer=record.dealer, fair=proof)
    except GinRummyError as exc:
        raise _Fail(f"it cannot be dealt: {exc}") from None
    for index, text in enumerate(record.actions, 1):
        try:
            state = state.apply(parse_action(text))
        except GinRummyError as exc:
            raise _Fail(f"replaying the moves fails at move {index} ({text!r}): {exc}") from None
    return state


def _difference(recorded: dict[str, Any] | None, replayed: dict[str, Any] | None) -> str:
    """What differs between two results, briefly."""
    if recorded is None or replayed is None:
        said = "no result" if recorded is None else "a result"
        got = "no result" if replayed is None else "a result"
        return f"the record says {said}, the moves make {got}"
    parts = []
    for key in sorted(set(recorded) | set(replayed)):
        mine, theirs = replayed.get(key), recorded.get(key)
        if mine == theirs:
            continue
        if isinstance(mine, dict | list) or isinstance(theirs, dict | list):
            parts.append(f"{key} differs")
        else:
            parts.append(f"{key} is {theirs!r} in the record but {mine!r} from the moves")
    return "; ".join(parts)


def _check_totals(data: dict[str, Any], game: Game) -> str | None:
    """Whether the record's score sheet (``scores``, ``result``) is what its hands make."""
    if "scores" in data and data["scores"] != list(game.scores):
        return (
            f"the record's scores {data['scores']!r} are not what its hands score "
            f"({list(game.scores)!r})"
        )
    if "result" in data:
        made = json.loads(json.dumps(game.totals().to_dict())) if game.is_over else None
        if data["result"] != made:
            return "the record's final result is not what its hands make"
    return None


def verify_three_record(data: Any) -> list[HandVerdict]:
    """Check every hand of a three-handed match record (:mod:`~ginrummy.core.three`).

    Each hand is a two-player hand with its own proof, numbered by its place in the
    match (game 1, or the record's ``meta`` ``game_number``), so every hand gets the
    checks :func:`verify_record` gives a hand; then the whole match must replay (the
    right two players, the right dealer) to the scores the record states.

    :raises InvalidRecordError: when ``data`` is not a three-handed record at all.
    """
    record = ThreeRecord.from_dict(data)
    room = record.meta.get("room")
    expected_room = room if isinstance(room, str) else None
    game_number = record.meta.get("game_number", 1)
    if isinstance(game_number, bool) or not isinstance(game_number, int) or game_number < 1:
        raise InvalidRecordError(f"meta game_number must be a number from 1, not {game_number!r}")
    rules = record.settings.rules
    hands = data["hands"]
    verdicts: list[HandVerdict] = []
    for number, hand in enumerate(hands, 1):
        proof: FairDeal | None = None
        try:
            proof = _check_proof(hand, number, game_number, expected_room)
            alone = {k: v for k, v in hand.items() if k != "players"}
            dealt = Game(rules, alone.get("dealer", 0) if alone.get("dealer") in (0, 1) else 0)
            _check_play(alone, proof, rules, dealt, last=number == len(hands))
        except _Fail as why:
            verdicts.append(_verdict(number, proof, hand, str(why)))
            return verdicts
        verdicts.append(_verdict(number, proof, hand, None))
    problem: str | None = None
    try:
        match = record.replay()
    except InvalidRecordError as exc:
        problem = f"the match does not replay: {exc}"
    else:
        if "scores" in data and data["scores"] != list(match.scores):
            problem = (
                f"the record's scores {data['scores']!r} are not what its hands score "
                f"({list(match.scores)!r})"
            )
    if problem is not None and verdicts:
        last = verdicts[-1]
        verdicts[-1] = HandVerdict(last.hand, problem, last.commitment, last.client_seeds)
    return verdicts


__all__ = ["HandVerdict", "verify_record", "verify_three_record"]
