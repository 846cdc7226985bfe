"""The computer's reasons in hints and the review's reasons for the best choice, typed
and worded in every language: each kind in French and Arabic with no English left and
its cards printed, English word for word what it was."""

from __future__ import annotations

import io
import random
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ginrummy import HandState, find_rules
from ginrummy.agents import hint
from ginrummy.agents.levels import ReasonPart, meld_partners_text, reason_parts, reason_words
from ginrummy.agents.simple import joins_a_meld
from ginrummy.cli import main
from ginrummy.core.actions import BIG_GIN, DRAW_STOCK, PASS, TAKE_UPCARD, Action, Discard, Knock
from ginrummy.core.cards import NUM_RANKS, Card, CardSet
from ginrummy.core.errors import IllegalActionError, IllegalReason
from ginrummy.core.hand import EventKind
from ginrummy.core.melds import deadwood_count_cached
from ginrummy.core.observation import Observation
from ginrummy.i18n import LOCALES, SUPPORTED, translator
from ginrummy.review import Decision
from ginrummy.review.words import reason_text
from ginrummy.words.refusals import refusal
from ginrummy.words.review import explanation_text
from ginrummy.words.review import reason_words as review_reason_words

LOANS = {"gin", "big"}
"""English words a language may keep (the glossaries' loans)."""


def _todays_reason(obs: Observation, action: Action, *, ascii: bool) -> str:
    """The English reason as agents/levels.py wrote it before the reasons were typed."""

    def pretty(card: Card) -> str:
        return card.pretty(ascii=ascii)

    hand = obs.hand.mask
    up = obs.upcard
    if action is BIG_GIN:
        return "all 11 cards are melded: big gin scores the most"
    if isinstance(action, Knock):
        left = deadwood_count_cached(hand ^ 1 << action.card)
        if left == 0:
            return f"discarding {pretty(action.card)} leaves no deadwood: gin"
        return (
            f"{left} deadwood after discarding {pretty(action.card)} is within the "
            f"knock limit of {obs.knock_limit}: knock before the opponent improves"
        )
    if isinstance(action, Discard):
        card = action.card
        left = deadwood_count_cached(hand ^ 1 << card)
        parts = [f"{pretty(card)} leaves {left} deadwood"]
        if any(isinstance(a, Knock) for a in obs.legal_actions):
            parts.insert(0, "play on rather than knock: gin or an undercut is likely worth more")
        if not joins_a_meld(hand ^ 1 << card, card):
            parts.append("it joins nothing in your hand")
        opponent_threw = [
            e.card
            for e in obs.events
            if e.player != obs.player
            and e.kind is EventKind.DISCARD
            and e.card is not None
            and e.card != card
            and not hand >> e.card & 1
            and e.card % NUM_RANKS == card % NUM_RANKS
        ]
        if opponent_threw:
            parts.append(f"the opponent threw {pretty(opponent_threw[-1])}, so it is safer")
        return ", ".join(parts)
    if action is TAKE_UPCARD and up is not None:
        if joins_a_meld(hand, up):
            return f"{pretty(up)} melds with {meld_partners_text(hand, up, ascii)}"
        return f"{pretty(up)} lowers your deadwood more than a stock card is likely to"
    if action is DRAW_STOCK:
        if up is not None:
            return f"{pretty(up)} does not help your hand; the stock might"
        return "draw from the stock"
    if action is PASS:
        if up is not None:
            return f"{pretty(up)} does not help your hand"
        return "nothing better to do"
    return "the strongest move found"


def _english_words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[A-Za-z]{3,}", text)} - LOANS


def _assert_translated(english: str, words: str, lang: str, cards: list[str]) -> None:
    left = _english_words(english) & {w.lower() for w in re.findall(r"[A-Za-z]{3,}", words)}
    assert not left, f"{lang}: English left in {words!r}: {left}"
    assert "{" not in words and "hint-why" not in words and "review-why" not in words, words
    for code in cards:
        assert Card.parse(code).pretty() in words, f"{lang}: {code} not printed in {words!r}"


# ---------------------------------------------------------------- the hints' reasons
HINT_PARTS = [
    ReasonPart("hint-why-big-gin"),
    ReasonPart("hint-why-gin", (("card", "7H"),)),
    ReasonPart("hint-why-knock", (("deadwood", 7), ("card", "9S"), ("limit", 10))),
    ReasonPart("hint-why-play-on"),
    ReasonPart("hint-why-discard", (("card", "KS"), ("deadwood", 23))),
    ReasonPart("hint-why-discard", (("card", "KS"), ("deadwood", 1))),
    ReasonPart("hint-why-joins-nothing"),
    ReasonPart("hint-why-safer", (("card", "KD"),)),
    ReasonPart("hint-why-take-melds", (("card", "7H"), ("cards", ("7C", "7D")))),
    ReasonPart("hint-why-take-lowers", (("card", "2C"),)),
    ReasonPart("hint-why-draw-upcard", (("card", "QD"),)),
    ReasonPart("hint-why-draw"),
    ReasonPart("hint-why-pass", (("card", "5D"),)),
    ReasonPart("hint-why-nothing-better"),
    ReasonPart("hint-why-strongest"),
]


def _codes(part: ReasonPart) -> list[str]:
    args = part.arguments()
    card = args.get("card")
    cards = args.get("cards", ())
    listed = list(cards) if isinstance(cards, tuple) else []
    return ([card] if isinstance(card, str) else []) + listed


def test_every_hint_message_is_a_part_the_tests_word() -> None:
    text = (LOCALES / "en" / "hint.ftl").read_text(encoding="utf-8")
    ids = set(re.findall(r"^(hint-why-[a-z-]+) =", text, re.MULTILINE)) - {"hint-why-comma"}
    assert ids == {p.id for p in HINT_PARTS}


@pytest.mark.parametrize("lang", ["fr", "ar"])
@pytest.mark.parametrize("part", HINT_PARTS, ids=lambda p: p.id)
def test_each_hint_reason_words_in_french_and_arabic(lang: str, part: ReasonPart) -> None:
    words = part.words(translator(lang))
    _assert_translated(part.words(translator("en")), words, lang, _codes(part))
    ascii_words = part.words(translator(lang), ascii=True)
    for code in _codes(part):
        assert code.replace("T", "10") in ascii_words


def test_a_hint_joins_its_clauses_with_the_languages_comma() -> None:
    parts = (HINT_PARTS[4], HINT_PARTS[6], HINT_PARTS[7])
    assert reason_words(parts) == (
        "K♠ leaves 23 deadwood, it joins nothing in your hand, the opponent threw K♦, "
        "so it is safer"
    )
    assert "، " in reason_words(parts, translator("ar"))
    assert reason_words(parts, translator("fr")).startswith("K♠ laisse 23 points morts, elle")


@st.composite
def observations(draw: st.DrawFn) -> Observation:
    preset = draw(st.sampled_from(["standard", "oklahoma", "openspiel", "eaai"]))
    rng = random.Random(draw(st.integers(0, 2**32)))
    state = HandState.deal(find_rules(preset), dealer=draw(st.integers(0, 1)), rng=rng)
    for _ in range(draw(st.integers(0, 60))):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    if state.is_over:  # a hand over early: its first turn instead
        state = HandState.deal(find_rules(preset), dealer=0, rng=rng)
    seat = state.to_act
    assert seat is not None
    return state.observation(seat)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(observations(), st.booleans())
def test_every_reason_is_todays_english_and_words_in_every_language(
    obs: Observation, ascii: bool
) -> None:
    """For every legal move (the kinds a hint can give), the typed reason worded from
    the English catalog is today's sentence, and words in all seven languages."""
    for action in obs.legal_actions:
        parts = reason_parts(obs, action)
        assert reason_words(parts, ascii=ascii) == _todays_reason(obs, action, ascii=ascii)
        for lang in SUPPORTED:
            words = reason_words(parts, translator(lang), ascii=ascii)
            assert words and "{" not in words and "hint-why" not in words, (lang, words)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(observations())
def test_a_hints_reason_is_todays_sentence(obs: Observation) -> None:
    advice = hint(obs)
    assert advice.reason == _todays_reason(obs, advice.action, ascii=False)
    assert advice.words() == advice.reason
    assert advice.words(translator("de")) != advice.reason


# ---------------------------------------------------------------- the review's reasons
CLAUSES_MADE: list[dict[str, Any]] = [
    {"kind": "broke-meld", "card": "8H", "cards": ["7H", "8H", "9H"]},
    {"kind": "fed", "card": "8H", "cards": ["8C", "8D"]},
    {"kind": "fed-taken", "card": "8H"},
    {"kind": "melds-with", "card": "8H", "cards": ["8C", "8D"]},
    {"kind": "broke-begun", "card": "8H", "cards": ["8H", "9H"]},
    {"kind": "left", "card": "8H", "deadwood": 14},
]
CLAUSES_BETTER: list[list[dict[str, Any]]] = [
    [{"kind": "loose-high", "card": "KS"}],
    [{"kind": "few-partners", "card": "KS", "cards": ["QS"]}, {"kind": "safe", "card": "KD"}],
    [{"kind": "joined-nothing", "card": "KS"}, {"kind": "more-ways", "kept": 9, "lost": 4}],
    [
        {"kind": "left", "card": "KS", "deadwood": 12},
        {"kind": "more-ways", "kept": 9, "lost": 4},
        {"kind": "safe", "card": "KD"},
    ],
]
REVIEW_REASONS: list[dict[str, Any]] = [
    {"kind": "knock-safe", "deadwood": 6, "card": "9S"},
    {"kind": "knock-undercut", "deadwood": 6, "share": 0.31, "card": "9S"},
    {"kind": "gin", "card": "9S"},
    {"kind": "knock-won", "deadwood": 4, "card": "9S", "share": 0.82},
    {"kind": "big-gin"},
    *(
        {"kind": "discards", "chosen": made, "better": better}
        for made in CLAUSES_MADE
        for better in CLAUSES_BETTER
    ),
    {"kind": "take-melds", "card": "7H", "cards": ["7C", "7D"], "other": "stock"},
    {"kind": "take-melds", "card": "7H", "cards": ["7C", "7D"], "other": "pass"},
    {"kind": "take-nothing", "card": "7H", "other": "stock"},
    {"kind": "take-nothing", "card": "7H", "other": "pass"},
    {"kind": "skip-melds", "card": "7H", "cards": ["7C", "7D"]},
    {"kind": "skip-lowers", "card": "2C"},
]


def _review_codes(why: dict[str, Any]) -> list[str]:
    found: list[str] = []
    for key, value in why.items():
        if key == "card":
            found.append(value)
        elif key == "cards":
            found += value
        elif key in ("chosen", "better"):
            for clause in value if isinstance(value, list) else [value]:
                found += _review_codes(clause)
    return found


@pytest.mark.parametrize("why", REVIEW_REASONS, ids=lambda w: str(w["kind"]))
def test_each_review_reason_is_todays_english_from_the_catalog(why: dict[str, Any]) -> None:
    assert review_reason_words(why) == reason_text(why)
    assert review_reason_words(why, ascii=True) == reason_text(why, ascii=True)


@pytest.mark.parametrize("lang", ["fr", "ar"])
@pytest.mark.parametrize("why", REVIEW_REASONS, ids=lambda w: str(w["kind"]))
def test_each_review_reason_words_in_french_and_arabic(lang: str, why: dict[str, Any]) -> None:
    words = review_reason_words(why, tr=translator(lang))
    assert words is not None
    english = reason_text(why)
    _assert_translated(english, words, lang, _review_codes(why))


def test_the_review_words_an_other_reason_by_its_moves() -> None:
    why = {"kind": "other", "best": "discard KS", "chosen": "draw"}
    assert review_reason_words(why) == "discard K♠ was better than draw from the stock"
    french = review_reason_words(why, tr=translator("fr"))
    assert french is not None and "K♠" in french and "discard" not in french
    assert review_reason_words({"kind": "unknown"}, tr=translator("fr")) is None


def _decision(why: dict[str, Any]) -> Decision:
    return Decision(
        hand=1,
        turn=6,
        player=0,
        kind="discard",
        cards=CardSet.parse("7H 8H 9H 2C 3C KS QD 5S 6D 4H 8C"),
        upcard=None,
        stock_size=20,
        deadwood=30,
        chosen=Discard(Card.parse("8H")),
        best=Discard(Card.parse("KS")),
        choices=(),
        unit="points",
        difference=3.2,
        error=1.1,
        loss=2.65,
        points_loss=3.2,
        win_loss=None,
        grade="mistake",
        accuracy=0.7,
        explanation=reason_text(why) + " (\N{MINUS SIGN}3.2 \N{PLUS-MINUS SIGN} 1.1 points)",
        reason=why,
    )


def test_the_terminal_review_says_why_in_the_players_language() -> None:
    why = {"kind": "discards", "chosen": CLAUSES_MADE[0], "better": CLAUSES_BETTER[1]}
    decision = _decision(why)
    assert explanation_text(decision) == (
        "Discarding 8♥ broke your meld 7♥ 8♥ 9♥; K♠ had only Q♠ to meld with and was safe "
        "(the opponent threw K♦)."
    )
    french = explanation_text(decision, tr=translator("fr"))
    assert french == (
        "Défausser 8♥ cassait votre combinaison 7♥ 8♥ 9♥ ; K♠ n'avait que Q♠ pour se "
        "combiner et était sans risque (l'adversaire avait jeté K♦)."
    )
    arabic = explanation_text(decision, ascii=True, tr=translator("ar"))
    assert "8H" in arabic and "KD" in arabic and "broke" not in arabic


def test_the_plain_game_gives_a_hint_in_french(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    monkeypatch.setattr(sys, "stdin", io.StringIO("pass\nhint\nquit\n"))
    status = main(["play", "--plain", "--seed", "3", "--save-dir", str(tmp_path)])
    assert status == 0
    text = capsys.readouterr().out
    line = next(line for line in text.splitlines() if "Conseil : " in line)
    assert line.strip() == (
        "Conseil : piocher dans le talon. 6♥ n'aide pas ta main ; le talon, peut-être."
    )
    assert "does not help" not in text


@pytest.mark.parametrize("lang", ["fr", "de", "ar"])
@pytest.mark.parametrize("reason", list(IllegalReason))
def test_every_engine_reason_is_refused_in_the_players_language(
    lang: str, reason: IllegalReason
) -> None:
    """The terminal's refusal of a move the engine forbids, for a reason it has no
    sentence of its own for, words the reason (web-refusals.ftl) rather than quoting the
    engine's English; English still quotes it."""
    state = HandState.deal(find_rules("standard"), dealer=0, rng=random.Random(3))
    obs = state.observation(state.to_act)
    error = IllegalActionError(reason, "the engine's own English sentence")
    worded = refusal(error, obs, tr=translator(lang))
    assert "engine's own English" not in worded and worded.strip()
    if reason is not IllegalReason.WRONG_PHASE:  # worded with the open moves in English too
        assert "engine's own English" in refusal(error, obs, tr=translator("en"))


def test_the_reviews_numbers_are_written_the_languages_way() -> None:
    """The review's numbers through Babel's CLDR data: a decimal comma in French and
    German, English's point unchanged; a grade's whole limits without a decimal."""
    from ginrummy.words.review import difference_cell, legend_short

    assert difference_cell(0.062, 0.028, "win", tr=translator("en")) == "−6.2 ± 2.8"
    for lang in ("fr", "de", "es", "it", "pt-BR"):
        assert difference_cell(0.062, 0.028, "win", tr=translator(lang)) == "−6,2 ± 2,8"
        grade = legend_short("points", tr=translator(lang))[1]
        assert "0,5" in grade and " 2," in grade and "0.5" not in grade
