"""The oracle: a research agent that sees every card (issue 18's honest ceiling).

It plays only legal moves, it is far stronger than the master on the same deals, the
arena and ``ginrummy simulate`` can use it, and every entry point that gives a person
an opponent, or that hands an agent only observations, refuses it.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from ginrummy.agents import (
    AGENTS,
    LEVELS,
    OracleAgent,
    ResearchOnlyError,
    agent_for_level,
    make_agent,
    make_player_agent,
    player_agent_names,
    refuse_research_only,
)
from ginrummy.agents import levels as levels_module
from ginrummy.agents.oracle import MAX_TAKES_IN_A_ROW
from ginrummy.agents.simple import SimpleAgent
from ginrummy.arena import head_to_head
from ginrummy.cli import main
from ginrummy.core.actions import Action
from ginrummy.core.hand import EventKind, HandState
from ginrummy.core.record import play_game, play_hand
from ginrummy.core.rules import find_rules
from ginrummy.tui import saves
from ginrummy.tui.plain import TextGame, agent_for_table, play_text
from ginrummy.tui.session import Session, new_table

REFUSAL = "oracle sees hidden cards: research only (arena, simulate)"


class CheckedOracle(OracleAgent):
    """The oracle, each move checked against the true state's legal moves."""

    def __init__(self) -> None:
        self.moves = 0

    def act_on_state(self, state: HandState, rng: random.Random) -> Action:
        action = super().act_on_state(state, rng)
        assert action in state.legal_actions(), (action, state.legal_actions())
        self.moves += 1
        return action


# ---------------------------------------------------------------------------- play


@pytest.mark.parametrize("preset", ["standard", "eaai", "openspiel", "oklahoma"])
def test_the_oracle_plays_only_legal_moves(preset: str) -> None:
    rules = find_rules(preset)
    oracle = CheckedOracle()
    ended = 0
    for seed in range(8):
        rng = random.Random(seed)
        state = HandState.deal(rules, dealer=seed % 2, rng=rng)
        opponent = make_agent("random" if seed % 3 == 0 else "simple")
        agents = [oracle, opponent] if seed % 2 else [opponent, oracle]
        final = play_hand(agents, state, random.Random(seed + 100))
        assert final.is_over and final.result is not None
        ended += 1
    assert ended == 8 and oracle.moves > 8 * 5


def test_the_oracle_plays_whole_games() -> None:
    record = play_game([SimpleAgent(), CheckedOracle()], "eaai", seed=4)
    assert record.players == ("simple", "oracle")
    game = record.replay()  # the record replays through the engine's checks
    assert game.is_over and game.totals().winner == 1


def test_two_oracles_cannot_trade_upcards_for_ever() -> None:
    """Under rules with no limit on upcard draws two oracles, each judging a stock draw
    worse, pass cards back and forth through the pile; the bound ends every such run."""
    longest = []
    for seed in range(4):
        state = HandState.deal(find_rules("standard"), dealer=0, seed=seed)
        final = play_hand([OracleAgent(), OracleAgent()], state, random.Random(0))
        assert final.is_over
        run = most = 0
        for event in final.events:
            if event.kind is EventKind.DRAW_STOCK:
                run = 0
            elif event.kind is EventKind.TAKE_UPCARD:
                run += 1
                most = max(most, run)
        longest.append(most)
    assert max(longest) == MAX_TAKES_IN_A_ROW  # the bound is reached, and holds


def test_the_oracle_is_deterministic() -> None:
    state = HandState.deal(find_rules("eaai"), dealer=0, seed=11)
    moves = [OracleAgent().act_on_state(state, random.Random(s)) for s in range(3)]
    assert len(set(moves)) == 1


def test_the_oracle_wins_far_more_than_the_master_on_the_same_deals() -> None:
    """16 deals, each played twice with the seats swapped (common random numbers)."""
    rules = find_rules("eaai")
    net = 0
    won = [0, 0]  # oracle, master
    hands = 0
    for seed in range(16):
        for oracle_seat in (0, 1):
            rng = random.Random(1800 + seed)
            state = HandState.deal(rules, dealer=rng.randrange(2), rng=rng)
            agents = [OracleAgent(), make_agent("master")]
            if oracle_seat:
                agents.reverse()
            result = play_hand(agents, state, random.Random(rng.getrandbits(64))).result
            assert result is not None
            hands += 1
            if result.winner is not None:
                mine = result.winner == oracle_seat
                won[0 if mine else 1] += 1
                net += result.points if mine else -result.points
    # The master beats the simple player by about 2 points a hand; the oracle beats the
    # master by ten times that (+21.2 a hand over 1,000 arena hands, docs/agents.md).
    assert net / hands > 10, (net, hands, won)
    assert won[0] > 2 * won[1], won


def test_the_arena_plays_the_oracle_by_name() -> None:
    stats = head_to_head(
        "oracle", "simple", rules="eaai", games=8, seed=18, single_hand=True, workers=1
    )
    assert stats.games == 8 and stats.wins[0] > stats.wins[1]
    assert stats.points_per_game > 5


def test_the_arena_and_simulate_commands_take_the_oracle(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["arena", "oracle", "simple", "--games", "4", "--hands", "--rules", "eaai"]
    assert main([*argv, "--seed", "18", "--workers", "1", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["agents"] == ["oracle", "simple"] and summary["games"] == 4
    argv = ["simulate", "--players", "oracle,simple", "--games", "2", "--hands", "--seed", "3"]
    assert main([*argv, "--json"]) == 0
    assert "oracle" in capsys.readouterr().out
    for command in ("arena", "simulate"):
        assert main([command, "--help"]) == 0
        assert "research only" in " ".join(capsys.readouterr().out.split())


# ---------------------------------------------------------------------------- refusals


def test_the_oracle_refuses_to_act_on_an_observation() -> None:
    oracle = make_agent("oracle")
    assert isinstance(oracle, OracleAgent)
    state = HandState.deal(find_rules("standard"), dealer=0, seed=1)
    with pytest.raises(ResearchOnlyError, match="research only"):
        oracle.act(state.observation(1), random.Random(0))


def test_the_registry_marks_the_oracle_research_only() -> None:
    assert "oracle" in AGENTS and "oracle" not in player_agent_names()
    assert "oracle" not in LEVELS.values()
    with pytest.raises(ResearchOnlyError) as caught:
        make_player_agent(" Oracle ")
    assert str(caught.value) == REFUSAL
    assert isinstance(caught.value, ValueError)  # callers catching ValueError see it
    with pytest.raises(ResearchOnlyError, match="research only"):
        refuse_research_only(OracleAgent())
    simple = SimpleAgent()
    assert refuse_research_only(simple) is simple
    with pytest.raises(ValueError, match="unknown agent") as unknown:
        make_player_agent("nobody")
    assert "oracle" not in str(unknown.value)


def test_levels_refuse_the_oracle(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ValueError, match="unknown level"):
        agent_for_level("oracle")
    # Were a level ever mapped to it, the level would still refuse to build it.
    monkeypatch.setitem(levels_module.LEVELS, "godlike", "oracle")
    with pytest.raises(ResearchOnlyError, match="research only"):
        agent_for_level("godlike")


def test_the_server_refuses_a_room_against_the_oracle(tmp_path: Path) -> None:
    pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    from ginrummy.server import create_app
    from tests.helpers.server import settings_for, sqlite_url

    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        levels = [level["name"] for level in client.get("/api/options").json()["levels"]]
        assert "oracle" not in levels
        response = client.post("/api/rooms", json={"mode": "computer", "level": "oracle"})
        assert response.status_code == 422, response.text
        body = response.json()
        assert body["code"] == "request/invalid" and body["message"].startswith("level:")


def test_the_environments_refuse_the_oracle() -> None:
    pytest.importorskip("numpy")
    from ginrummy.env.core import resolve_agent
    from ginrummy.env.vector import VectorGinRummy

    for opponent in ("oracle", OracleAgent()):
        with pytest.raises(ResearchOnlyError, match="research only"):
            resolve_agent(opponent)
        with pytest.raises(ResearchOnlyError, match="research only"):
            VectorGinRummy(2, "eaai", opponent=opponent)
    pytest.importorskip("gymnasium")
    from ginrummy.env.gym_env import GinRummyEnv

    with pytest.raises(ResearchOnlyError, match="research only"):
        GinRummyEnv(opponent="oracle", rules="eaai")
    with pytest.raises(ResearchOnlyError, match="research only"):
        GinRummyEnv(opponent=OracleAgent(), rules="eaai")


def test_the_openspiel_bridge_refuses_the_oracle() -> None:
    from ginrummy.bridges.openspiel_play import bridge_match, play_openspiel_game

    with pytest.raises(ResearchOnlyError, match="research only"):
        bridge_match("oracle", games=2, seed=1, workers=1)
    with pytest.raises(ResearchOnlyError, match="research only"):
        play_openspiel_game("oracle", our_seat_first=True, seed=1)


def test_the_terminal_games_refuse_the_oracle(tmp_path: Path) -> None:
    with pytest.raises(ResearchOnlyError, match="research only"):
        TextGame("standard", "oracle")
    with pytest.raises(ResearchOnlyError, match="research only"):
        play_text("standard", OracleAgent())
    table = new_table(find_rules("standard"), "oracle", rng=random.Random(2), seed=2)
    with pytest.raises(ResearchOnlyError, match="research only"):
        agent_for_table(table)  # a saved game edited to name it
    with pytest.raises(ResearchOnlyError, match="research only"):
        Session(table, OracleAgent())
    pytest.importorskip("textual")
    from ginrummy.tui.app import _agent

    with pytest.raises(ResearchOnlyError, match="research only"):
        _agent("oracle")


def test_play_refuses_the_oracle_and_does_not_offer_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["play", "--plain", "--opponent", "oracle", "--save-dir", str(tmp_path)]) == 2
    assert f"{REFUSAL}; not an opponent for a person" in capsys.readouterr().err
    assert main(["play", "--help"]) == 0
    assert "oracle" not in capsys.readouterr().out
    assert main(["play", "--plain", "--opponent", "nobody"]) == 2
    assert "oracle" not in capsys.readouterr().err
    # A saved game edited to name the oracle is not resumed against it.
    table = new_table(find_rules("standard"), "oracle", rng=random.Random(2), seed=2)
    saves.save_current(table, tmp_path)
    assert main(["play", "--plain", "--resume", "--save-dir", str(tmp_path)]) == 1
    assert REFUSAL in capsys.readouterr().err
