"""A hint and a first-game tip at the table, in headless Chromium against the real server
(see tests/browser/test_browser.py for how these tests run and when they skip).

A hint names its move before its reason and marks the move's button: the web hint for
the first upcard once said only "5♦ does not help your hand" and marked nothing, where
the terminal said "pass". The first test asks a real hint on the first turn; the second
checks every kind of move on made-up buttons (a knock or a gin rarely comes on a test's
first turn). The first-game tips stay off the game-over panel, and after a hand the
showdown's tip sits inside the panel under the result it explains: the lay-off tip once
came up above the game-over panel, pushing the final score and "Rematch" down.
"""

from __future__ import annotations

import json
import re
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser.test_browser_stats import play_short_game
from tests.helpers.browser import running_server, wait_for_hand

TIMEOUT_MS = 15_000
LAPTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
# a seat's socket, not /watch (its token goes as a subprotocol, not in the URL)
SOCKET = re.compile(r".*/ws/rooms/[^/?]+$")
CLIENT = "stats0browser0test"  # play_short_game's player: the browser opens its seat


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("hints") / "ginrummy.sqlite3"
    with running_server(db, deal_seed=20261205, think_workers=0) as url:
        yield url


def _page(browser: Any, viewport: dict[str, int]) -> tuple[Any, Any, list[str]]:
    context = browser.new_context(viewport=viewport, reduced_motion="reduce")
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    page.on("console", lambda m: errors.append(f"console: {m.text}") if m.type == "error" else None)
    return context, page, errors


def _unrated_room(base: str) -> dict[str, Any]:
    """A room against the easy computer made without a player (so unrated)."""
    body = {"mode": "computer", "level": "easy", "client_id": "hints0browser0test"}
    request = urllib.request.Request(
        base + "/api/rooms",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        room: dict[str, Any] = json.loads(answer.read())
    return room


def _hold_seat(context: Any, room: dict[str, Any], *, client: str) -> None:
    """Every page of ``context`` is the browser that holds ``room``'s seat."""
    rid = room["room_id"]
    seat = json.dumps({"seat": room["seat"], "token": room["token"], "saved": 1})
    context.add_init_script(
        script=f"localStorage.setItem('ginrummy.client_id', {json.dumps(client)});"
        f"localStorage.setItem({json.dumps('ginrummy.room.' + rid)}, {json.dumps(seat)});"
    )


def test_the_first_turns_hint_names_its_move_and_marks_its_button(
    browser: Any, base_url: str
) -> None:
    context, page, errors = _page(browser, LAPTOP)
    hints: list[dict[str, Any]] = []

    def on_socket(ws: Any) -> None:
        def heard(frame: str | bytes) -> None:
            message = json.loads(frame)
            if message.get("type") == "hint":
                hints.append(message)

        ws.on("framereceived", heard)

    page.on("websocket", on_socket)
    # An unrated game (a room made without a player): a rated game gives no engine help
    # until it ends, or asks first.
    room = _unrated_room(base_url)
    _hold_seat(context, room, client="hints0browser0test")
    page.goto(f"{base_url}/room/{room['room_id']}")
    wait_for_hand(page)
    page.wait_for_function(
        "() => document.body.classList.contains('my-turn')"
        " && !document.body.classList.contains('pending')"
    )
    # The first turn: the upcard offer, or a draw when the computer took the upcard.
    assert page.evaluate("() => document.body.dataset.phase") in ("upcard_offer", "draw")
    page.keyboard.press("h")
    page.wait_for_selector("#hint-text:not([hidden]):has-text('Hint:')")
    page.wait_for_function("() => document.querySelector('.hinted') !== null")
    hint = hints[-1]
    move = hint["action"]
    assert move["kind"] in ("take", "pass", "draw"), move
    shown = page.locator("#hint-text").inner_text()
    assert shown == hint["text"]
    # The move first ("Hint: pass. 5♦ does not help your hand."), then why.
    assert shown.startswith(f"Hint: {move['label']}. "), shown
    marked = page.locator("#actions .hinted")
    assert marked.count() == 1
    assert marked.get_attribute("data-move-id") == str(move["id"])
    assert marked.get_attribute("data-move-kind") == move["kind"]
    assert move["kind"] in marked.inner_text().lower()  # "Take 5♦", "Pass", "Draw from..."
    assert page.locator("#discard.hinted").count() == (move["kind"] == "take")
    assert page.locator("#stock.hinted").count() == (move["kind"] == "draw")
    # The ring around the button is drawn (its ::after is placed against the button).
    ring = marked.evaluate("el => getComputedStyle(el, '::after').borderTopWidth")
    assert ring == "3px", ring
    assert marked.evaluate("el => getComputedStyle(el).position") == "relative"
    # The hint's move is what the marked button plays.
    marked.click()
    page.wait_for_function("() => document.querySelector('.hinted') === null")
    assert errors == []
    context.close()


EVERY_KIND = """async () => {
  const { moveButtons } = await import("/static/moves.js");
  const { hintTargets } = await import("/static/hintmark.js");
  const entry = (id, kind, card = null, label = kind) => ({ id, kind, card, text: kind, label });
  const take = entry(1, "take", null, "take the upcard"), pass = entry(2, "pass");
  const draw = entry(3, "draw", null, "draw from the stock");
  const discard = entry(10, "discard", "KS"), knock = entry(20, "knock", "5S");
  const gin = entry(30, "gin", "9H"), bigGin = entry(40, "big_gin", null, "big gin");
  const base = { your_turn: true, mode: "computer", upcard: "5D",
                 discard_deadwood: { "5S": 4, "9H": 0 } };
  const situations = [
    [{ ...base, phase: "upcard_offer", legal: [take, pass] }, false, [take, pass]],
    [{ ...base, phase: "draw", legal: [draw, take] }, false, [draw, take]],
    [{ ...base, phase: "discard", legal: [discard, knock] }, false, [discard, knock]],
    [{ ...base, phase: "discard", legal: [discard, knock] }, true, [knock]],
    [{ ...base, phase: "discard", legal: [discard, gin] }, false, [gin]],
    [{ ...base, phase: "discard", legal: [bigGin, discard] }, false, [bigGin]],
  ];
  const describe = (el) =>
    el.dataset.moveKind ? `button ${el.dataset.moveKind} ${el.dataset.moveId || "-"}`
    : el.dataset.card ? `card ${el.dataset.card}` : el.id;
  const out = [];
  for (const [view, knockMode, hinted] of situations) {
    const actions = document.createElement("div");
    const noop = () => {};
    const parts = { knockMode, enabled: true, act: noop, setKnockMode: noop, askHint: noop };
    actions.append(...moveButtons(view, parts));
    const hand = document.createElement("div");
    for (const code of ["KS", "5S", "9H"]) {
      const card = document.createElement("div");
      card.dataset.card = code;
      hand.append(card);
    }
    const stock = Object.assign(document.createElement("div"), { id: "stock" });
    const pile = Object.assign(document.createElement("div"), { id: "discard" });
    for (const action of hinted) {
      const found = hintTargets(action, { hand, stock, discard: pile, actions });
      out.push([`${action.kind}${knockMode ? " (knock mode)" : ""}`, found.map(describe)]);
    }
  }
  return out;
}"""


def test_every_kind_of_hint_marks_its_button(browser: Any, base_url: str) -> None:
    """The buttons moves.js makes, and what hintmark.js marks for each kind of move."""
    context, page, errors = _page(browser, LAPTOP)
    page.goto(base_url + "/rules")
    page.wait_for_function("() => document.body.dataset.loaded === 'true'")
    marked = dict(page.evaluate(EVERY_KIND))
    assert marked == {
        "take": ["button take 1", "discard"],  # the last situation with a take wins
        "pass": ["button pass 2"],
        "draw": ["button draw 3", "stock"],
        "discard": ["card KS"],  # a discard is the card itself: there is no button
        "knock": ["button knock -", "card 5S"],  # "Knock...", then the card
        "knock (knock mode)": ["button knock 20", "card 5S"],  # the card's own chip
        "gin": ["button gin 30", "card 9H"],
        "big_gin": ["button big_gin 40"],
    }
    assert errors == []
    context.close()


def _open_finished_game(
    browser: Any, base_url: str, viewport: dict[str, int], *, game_over: bool
) -> Any:
    """A game played to its end over the socket, opened in the browser as its player.

    The final state is passed on as it is (``game_over``) or as the showdown of a hand
    the game goes on after (its ``game_over`` taken out): the same hand, with a lay-off
    in it (one is added to the showdown when the deal had none), so the first-game
    guide has its lay-off tip to give at either moment."""
    room = play_short_game(base_url)
    rid = room["room_id"]
    context, page, errors = _page(browser, viewport)
    _hold_seat(context, room, client=CLIENT)

    def handler(ws: Any) -> None:
        server = ws.connect_to_server()

        def from_server(frame: str | bytes) -> None:
            message = json.loads(frame)
            view = message.get("view") if message.get("type") == "state" else None
            if view and view.get("showdown"):
                showdown = view["showdown"]
                if not showdown.get("layoffs"):
                    card = (showdown.get("defender_deadwood") or ["2C"])[0]
                    showdown["layoffs"] = [{"card": card, "meld": 0}]
                if not game_over:
                    view["game_over"] = None
            ws.send(json.dumps(message))

        ws.on_message(lambda frame: server.send(frame))
        server.on_message(from_server)

    page.route_web_socket(SOCKET, handler)
    page.goto(f"{base_url}/room/{rid}")
    page.locator("#showdown").wait_for(state="visible")
    page.wait_for_function("() => document.body.dataset.phase === 'over'")
    return context, page, errors


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_no_tip_over_the_game_over_panel(
    browser: Any, base_url: str, viewport: dict[str, int]
) -> None:
    context, page, errors = _open_finished_game(browser, base_url, viewport, game_over=True)
    page.locator("#game-over").wait_for(state="visible")
    page.wait_for_timeout(300)  # the guide has seen the state (it runs right after render)
    assert page.locator("#guide-tip:not([hidden])").count() == 0
    # Not counted as seen: the lay-off tip waits for a showdown of a later game.
    seen = page.evaluate("() => localStorage.getItem('ginrummy.guide.seen')")
    assert "layoff" not in (seen or "")
    assert errors == []
    context.close()


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["1366x768", "390x844"])
def test_a_hands_showdown_tip_is_inside_the_panel_under_the_result(
    browser: Any, base_url: str, viewport: dict[str, int]
) -> None:
    context, page, errors = _open_finished_game(browser, base_url, viewport, game_over=False)
    tip = page.locator("#guide-tip")
    tip.wait_for(state="visible")
    assert tip.get_attribute("data-tip") == "layoff"
    assert page.locator("#showdown #guide-tip").count() == 1  # in the panel, not above it
    tip_box, title, reason = (
        page.locator(sel).bounding_box()
        for sel in ("#guide-tip", "#showdown-title", "#showdown-reason")
    )
    assert tip_box and title and reason
    assert tip_box["y"] >= reason["y"] + reason["height"] - 1  # under the result it explains
    assert title["y"] < tip_box["y"]
    assert errors == []
    context.close()
