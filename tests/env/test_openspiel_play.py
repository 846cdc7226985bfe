"""Our agents playing inside OpenSpiel's ``gin_rummy`` against its ``SimpleGinRummyBot``.

The bridge (:mod:`ginrummy.bridges.openspiel_play`) runs every hand on OpenSpiel's
engine and keeps our engine as a mirror; these tests check that hands finish, that every
move our agent makes is one OpenSpiel accepts (or a counted fallback for OpenSpiel's
knock-check quirk), that the mirror scores hands as OpenSpiel does (but for the bot's
weaker defence), and that games and matches are reproducible.
"""

from __future__ import annotations

import json
import random

import pytest

pyspiel = pytest.importorskip("pyspiel")
gin = pytest.importorskip("pyspiel.gin_rummy")

from ginrummy import Discard, Knock, TakeUpcard  # noqa: E402
from ginrummy.agents import AGENTS, make_agent  # noqa: E402
from ginrummy.bridges.openspiel import OS_KNOCK, from_openspiel_card  # noqa: E402
from ginrummy.bridges.openspiel_play import (  # noqa: E402
    BOT_NAME,
    QUIRK_KNOCK,
    BridgeHand,
    bridge_match,
    explained_by_bot_defence,
    main,
    play_openspiel_game,
    play_openspiel_hand,
)

GAME = pyspiel.load_game("gin_rummy")
UTILS = gin.GinRummyUtils(13, 4, 10)
AGENT_NAMES = [name for name in ("random", "simple", "expert") if name in AGENTS]


def replay_history(hand: BridgeHand) -> list[float]:
    """Replay a hand's OpenSpiel history on a fresh state, every move checked legal (also
    used by test_openspiel_bots)."""
    state = GAME.new_initial_state()
    for action in hand.history:
        assert action in state.legal_actions(), (action, hand.history)
        state.apply_action(action)
    assert state.is_terminal()
    return list(state.returns())


@pytest.mark.parametrize("name", AGENT_NAMES)
def test_hands_complete_legally_and_match_the_mirror(name: str) -> None:
    agent = make_agent(name)
    rng = random.Random(2024)
    knockers = set()
    for i in range(40):
        our_seat = i % 2
        (mine, theirs), hand = play_openspiel_hand(agent, our_seat, rng)
        assert mine + theirs == 0
        assert hand.our_seat == our_seat
        # every move, ours included, is legal in OpenSpiel: the history replays
        returns = replay_history(hand)
        assert (returns[our_seat], returns[1 - our_seat]) == (mine, theirs)
        # the mirror agrees, but where the bot defended worse than our engine assumes
        assert explained_by_bot_defence(hand), hand.to_dict()
        if hand.knocker != "agent":
            assert hand.engine_agrees, hand.to_dict()
        if hand.knocker is None:
            assert hand.engine_result.is_void and hand.returns == (0, 0)
        else:
            assert hand.engine_result.knocker == (
                our_seat if hand.knocker == "agent" else 1 - our_seat
            )
        assert all(q.startswith(("knock refused", "wall knock")) for q in hand.quirks)
        knockers.add(hand.knocker)
    assert "bot" in knockers
    if name != "random":
        assert "agent" in knockers


def test_bot_defending_gin_lays_no_melds() -> None:
    """Documented: SimpleGinRummyBot passes at once against gin, so its hand counts whole."""
    agent = make_agent("simple")
    rng = random.Random(7)
    for i in range(400):
        _, hand = play_openspiel_hand(agent, i % 2, rng)
        if hand.outcome == "gin" and hand.knocker == "agent":
            showdown = hand.engine_result.showdown
            assert showdown is not None
            melded = sum(c.value for m in showdown.defender_melds for c in m.cards)
            total = melded + sum(c.value for c in showdown.defender_deadwood_cards)
            assert hand.deadwood == (0, total)
            assert hand.returns[0] == 25 + total
            assert not hand.engine_agrees and explained_by_bot_defence(hand)
            return
    pytest.fail("no gin by our agent in these hands")


# OpenSpiel's knock-check quirk (see tests/env/test_openspiel_parity.py): player 0 holds this
# after taking the first upcard 5c; discarding 6h leaves 10 deadwood, a legal knock,
# which OpenSpiel's 11-card check refuses.
QUIRK_HAND = ["4s", "5s", "6s", "3d", "4d", "5d", "6d", "2h", "3h", "6h", "5c"]


def test_quirk_knock_falls_back_to_the_same_discard() -> None:
    quirk = list(UTILS.card_strings_to_card_ints(QUIRK_HAND))
    others = [c for c in range(52) if c not in quirk]
    order = quirk[:10] + others[:10] + [quirk[10], *others[10:]]
    (mine, theirs), hand = play_openspiel_hand(
        make_agent("simple"), 0, random.Random(1), order=order
    )
    assert mine + theirs == 0
    assert hand.quirks[0] == QUIRK_KNOCK
    six_h = from_openspiel_card(quirk[9])
    assert Knock(six_h) not in hand.moves
    assert hand.moves[:2] == (TakeUpcard(), Discard(six_h))
    # OpenSpiel saw the plain discard, never a knock, on that turn
    assert hand.history[21:23] == (gin.DRAW_UPCARD_ACTION, quirk[9])
    replay_history(hand)


def test_our_knock_is_a_knock_on_both_tables() -> None:
    """A knock by our agent is OpenSpiel's 55 and settles in the mirror with our showdown."""
    agent = make_agent("simple")
    rng = random.Random(99)
    for i in range(60):
        _, hand = play_openspiel_hand(agent, i % 2, rng)
        showdown = hand.engine_result.showdown
        if hand.knocker == "agent" and showdown is not None:
            assert OS_KNOCK in hand.history
            assert isinstance(hand.moves[-1], Knock)
            assert hand.engine_result.knocker == hand.our_seat
            assert hand.deadwood[0] == showdown.knocker_deadwood
            assert hand.deadwood[1] >= showdown.defender_deadwood  # the bot never lays off
            return
    pytest.fail("our simple agent never knocked")


def test_game_to_100() -> None:
    game = play_openspiel_game("simple", True, seed=11)
    assert max(game.scores) >= 100 > min(game.scores)
    assert game.winner == ("agent" if game.scores[0] >= 100 else "bot")
    won = [0, 0]
    for index, hand in enumerate(game.hands):
        assert hand.our_seat == index % 2  # the non-dealer alternates every hand
        for who in (0, 1):
            won[who] += max(hand.returns[who], 0)
    assert tuple(won) == game.scores
    assert game.net == game.scores[0] - game.scores[1]
    json.dumps(game.to_dict())
    # the other game of the pair: same seed, same deals, seats swapped
    other = play_openspiel_game("simple", False, seed=11)
    assert other.hands[0].our_seat == 1
    assert other.hands[0].history[:21] == game.hands[0].history[:21]


def test_bridge_match_is_reproducible() -> None:
    first = bridge_match("simple", 4, seed=5, workers=1)
    again = bridge_match("simple", 4, seed=5, workers=2)
    a, b = first.to_dict(), again.to_dict()
    a.pop("seconds"), b.pop("seconds")
    assert a == b
    assert a["agents"] == ["simple", BOT_NAME]
    assert a["games"] == 4 and sum(a["wins"]) == 4
    low, high = a["ci95"]
    assert 0 <= low <= a["win_rate"] <= high <= 1
    assert a["bridge"].get("mirror disagrees: unexplained", 0) == 0
    different = bridge_match("simple", 4, seed=6, workers=1).to_dict()
    assert different["hands"] != a["hands"] or different["outcomes"] != a["outcomes"]


def test_simple_against_openspiel_bot_is_sane(capsys: pytest.CaptureFixture[str]) -> None:
    match = bridge_match("simple", 30, seed=1, workers=2)
    stats = match.stats
    print(f"\n{match.describe()}")
    assert stats.games == 30
    # both play the same simple strategy family: neither side should sweep
    assert 0.2 <= stats.win_rate <= 0.85
    assert match.extra.get("mirror disagrees: unexplained", 0) == 0


def test_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["--agent", "random", "--games", "2", "--seed", "3", "--workers", "1", "--json"]) == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and out["agents"][0] == "random"
    assert main(["--agent", "nobody", "--games", "2"]) == 2


def test_bad_arguments() -> None:
    agent = make_agent("random")
    with pytest.raises(ValueError, match="our_seat"):
        play_openspiel_hand(agent, 2, random.Random(0))
    with pytest.raises(ValueError, match="permutation"):
        play_openspiel_hand(agent, 0, random.Random(0), order=[0] * 52)
