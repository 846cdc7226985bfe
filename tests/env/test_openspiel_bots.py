"""The OpenSpiel bridge against each of OpenSpiel's bots (``--bot simple|ismcts|random``).

:mod:`ginrummy.bridges.openspiel_play` plays our agents on OpenSpiel's ``gin_rummy``
against ``SimpleGinRummyBot`` (the default), OpenSpiel's uniform random bot, or its
Python ISMCTS searching the C++ game. These tests check that every bot finishes hands
and games with OpenSpiel's legal moves only, that the results follow from the seed, and
that an unknown bot is refused. ISMCTS runs with a tiny budget to stay fast.
"""

from __future__ import annotations

import json
import random

import pytest

pyspiel = pytest.importorskip("pyspiel")
pytest.importorskip("open_spiel.python.algorithms.ismcts")

from ginrummy.agents import make_agent  # noqa: E402
from ginrummy.bridges.openspiel_play import (  # noqa: E402
    BOT_NAME,
    OPENSPIEL_BOTS,
    BridgeHand,
    bot_name,
    bridge_match,
    explained_by_bot_defence,
    main,
    make_openspiel_bot,
    play_openspiel_game,
    play_openspiel_hand,
)

from .test_openspiel_play import replay_history  # noqa: E402

GAME = pyspiel.load_game("gin_rummy")
SIMULATIONS = 6
"""The ISMCTS budget in these tests (the default is 100)."""
HANDS = {"simple": 3, "random": 3, "ismcts": 1}


def _hands(bot: str, seed: int) -> list[BridgeHand]:
    agent = make_agent("simple")
    rng = random.Random(seed)
    hands = []
    for i in range(HANDS[bot]):
        (mine, theirs), hand = play_openspiel_hand(
            agent, i % 2, rng, bot=bot, ismcts_simulations=SIMULATIONS
        )
        assert mine + theirs == 0
        assert (mine, theirs) == hand.returns
        hands.append(hand)
    return hands


@pytest.mark.parametrize("bot", OPENSPIEL_BOTS)
def test_each_bot_plays_hands_legally_and_reproducibly(bot: str) -> None:
    hands = _hands(bot, seed=8)
    for hand in hands:
        returns = replay_history(hand)  # both seats' moves were legal in OpenSpiel
        ours = hand.our_seat
        assert (returns[ours], returns[1 - ours]) == hand.returns
        assert explained_by_bot_defence(hand), hand.to_dict()
        if hand.knocker != "agent":
            assert hand.engine_agrees, hand.to_dict()
    # the same seed plays the same hands, the bot's choices included
    again = _hands(bot, seed=8)
    assert [h.history for h in again] == [h.history for h in hands]
    assert [h.returns for h in again] == [h.returns for h in hands]


def test_the_bot_seed_drives_the_random_bot() -> None:
    agent = make_agent("simple")
    order = list(range(52))
    random.Random(3).shuffle(order)

    def history(bot_seed: int) -> tuple[int, ...]:
        _, hand = play_openspiel_hand(
            agent, 0, random.Random(1), order=order, bot="random", bot_seed=bot_seed
        )
        return hand.history

    assert history(1) == history(1)
    assert len({history(seed) for seed in range(1, 5)}) > 1


def test_cpp_gin_rummy_resamples_for_ismcts() -> None:
    """OpenSpiel's C++ gin_rummy implements resample_from_infostate: a redeal of the
    hidden cards that keeps the seat's information state, which ISMCTS relies on."""
    state = GAME.new_initial_state()
    rng = random.Random(0)
    while state.is_chance_node():
        state.apply_action(rng.choice(state.legal_actions()))
    state.apply_action(54)  # both pass the first upcard
    state.apply_action(54)
    player = state.current_player()
    worlds = set()
    for seed in range(8):
        sampler = pyspiel.UniformProbabilitySampler(seed, 0.0, 1.0)
        world = state.resample_from_infostate(player, sampler)
        assert world.information_state_string(player) == state.information_state_string(player)
        assert world.legal_actions() == state.legal_actions()
        worlds.add(world.observation_string(1 - player))
    assert len(worlds) > 1  # the other hand is redealt


def test_ismcts_bot_is_seeded() -> None:
    state = GAME.new_initial_state()
    rng = random.Random(4)
    while state.is_chance_node():
        state.apply_action(rng.choice(state.legal_actions()))
    state.apply_action(52)  # player 0 takes the first upcard: a discard decision follows
    steps = [
        int(make_openspiel_bot("ismcts", 0, seed=9, ismcts_simulations=20).step(state))
        for _ in range(2)
    ]
    assert steps[0] == steps[1] and steps[0] in state.legal_actions()


@pytest.mark.parametrize("bot", ["random", "ismcts"])
def test_games_against_each_bot_reproduce(bot: str) -> None:
    target = 100 if bot == "random" else 25
    game = play_openspiel_game(
        "simple", True, seed=13, target=target, bot=bot, ismcts_simulations=SIMULATIONS
    )
    assert game.bot == bot
    assert max(game.scores) >= target > min(game.scores)
    for index, hand in enumerate(game.hands):
        assert hand.our_seat == index % 2
        replay_history(hand)
    assert json.loads(json.dumps(game.to_dict()))["bot"] == bot
    again = play_openspiel_game(
        "simple", True, seed=13, target=target, bot=bot, ismcts_simulations=SIMULATIONS
    )
    assert again.to_dict(histories=True) == game.to_dict(histories=True)
    if bot == "random":
        # the bot's stream is its own: the deals are those of the simple bot's game
        simple = play_openspiel_game("simple", True, seed=13, target=target)
        assert simple.hands[0].history[:21] == game.hands[0].history[:21]


def test_match_against_the_random_bot() -> None:
    first = bridge_match("simple", 4, seed=5, workers=1, bot="random").to_dict()
    again = bridge_match("simple", 4, seed=5, workers=2, bot="random").to_dict()
    first.pop("seconds"), again.pop("seconds")
    assert first == again
    assert first["agents"] == ["simple", "openspiel_random_bot"]
    assert first["bot"] == "random" and first["opponent"] == "UniformRandomBot"
    assert first["bridge"].get("mirror disagrees: unexplained", 0) == 0
    assert bot_name() == BOT_NAME == bot_name("simple")


def test_command_line_bots(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--agent", "simple", "--games", "2", "--seed", "3", "--workers", "1", "--json"]
    assert main([*argv, "--bot", "random"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["bot"] == "random" and out["agents"] == ["simple", "openspiel_random_bot"]
    assert main([*argv, "--target", "10", "--bot", "ismcts", "--ismcts-simulations", "4"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["opponent"] == "ISMCTSBot" and out["ismcts_simulations"] == 4
    assert (
        main(["--games", "2", "--workers", "1", "--bot", "ismcts", "--ismcts-simulations", "0"])
        == 2
    )
    assert "ismcts_simulations" in capsys.readouterr().err


def test_unknown_bot_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--bot", "alphazero"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "alphazero" in err and "simple" in err and "ismcts" in err and "random" in err
    choices = "simple, ismcts, random"
    with pytest.raises(ValueError, match=f"unknown OpenSpiel bot 'alphazero'.*{choices}"):
        play_openspiel_hand(make_agent("simple"), 0, random.Random(0), bot="alphazero")
    with pytest.raises(ValueError, match=choices):
        play_openspiel_game("simple", True, seed=1, bot="alphazero")
    with pytest.raises(ValueError, match=choices):
        bridge_match("simple", 2, seed=1, workers=1, bot="alphazero")
    with pytest.raises(ValueError, match=choices):
        make_openspiel_bot("alphazero", 0)
    with pytest.raises(ValueError, match="ismcts_simulations"):
        make_openspiel_bot("ismcts", 0, ismcts_simulations=0)
