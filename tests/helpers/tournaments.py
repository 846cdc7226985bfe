"""Tournament games decided over real sockets, for the server's tournament tests."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from tests.helpers.server import Message, choose, recv_until, send_seed, ws_url


def as_player(who: dict[str, str]) -> dict[str, str]:
    return {"X-Player": who["header"]}


def my_game(client: TestClient, tid: str, who: dict[str, str]) -> dict[str, Any] | None:
    """The player's running game as the tournament's page hands it (room, seat, token)."""
    detail = client.get(f"/api/tournaments/{tid}", headers=as_player(who)).json()
    game: dict[str, Any] | None = detail["me"]["game"]
    return game


def decide(
    client: TestClient, winner: tuple[dict[str, Any], str], loser: tuple[dict[str, Any], str]
) -> Message:
    """Play a tournament game until both players have made a real move, then the loser
    resigns; ``winner`` and ``loser`` are each ``(game as handed out, seed)``. Returns the
    winner's last state (the game over)."""
    (won, won_seed), (lost, lost_seed) = winner, loser
    assert won["room"] == lost["room"] and won["seat"] != lost["seat"]
    room = won["room"]
    with (
        client.websocket_connect(ws_url(room, won["token"])) as on_won,
        client.websocket_connect(ws_url(room, lost["token"])) as on_lost,
    ):
        sockets = {won["seat"]: on_won, lost["seat"]: on_lost}
        for ws, seed in ((on_won, won_seed), (on_lost, lost_seed)):
            state = recv_until(ws, lambda m: m["type"] == "state")
            send_seed(ws, state["view"], seed)
        states = {
            seat: recv_until(
                ws, lambda m: m["type"] == "state" and m["view"]["phase"] != "shuffling"
            )
            for seat, ws in sockets.items()
        }
        moved: set[int] = set()
        while moved != {0, 1}:
            turn = [s for s, st in states.items() if st["view"]["your_turn"]]
            if not turn:
                # The hand ended (a gin or knock) before both made a real move: deal
                # the next one, or the resignation would end a game that counts for
                # nothing (docs/online.md "Fair play") whatever the deal.
                view = states[won["seat"]]["view"]
                if view["game_over"] or view["phase"] != "over":
                    break
                hand = view["hand_number"]
                for ws in sockets.values():
                    ws.send_json({"type": "next_hand"})
                states = {
                    s: recv_until(
                        ws,
                        lambda m, h=hand: (
                            m["type"] == "state"
                            and m["view"]["hand_number"] > h
                            and m["view"]["phase"] not in ("over", "shuffling")
                        ),
                    )
                    for s, ws in sockets.items()
                }
                continue
            seat = turn[0]
            state = states[seat]
            move = choose(state["view"])
            sockets[seat].send_json({"type": "act", "state_id": state["state_id"], "action": move})
            if not move.startswith("pass"):  # a pass is no real move (docs/online.md)
                moved.add(seat)
            states = {
                s: recv_until(
                    ws,
                    lambda m, sid=state["state_id"]: m["type"] == "state" and m["state_id"] > sid,
                )
                for s, ws in sockets.items()
            }
        on_lost.send_json({"type": "resign"})
        over = recv_until(on_won, lambda m: m["type"] == "state" and m["view"]["game_over"])
        recv_until(on_lost, lambda m: m["type"] == "state" and m["view"]["game_over"])
        return over
