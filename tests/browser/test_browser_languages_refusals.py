"""What the server used to say in English, said by the page in the player's language
(issue 38), in Chromium against the real server:

- **An illegal move**: the table's refusal (``action/illegal``) worded from its typed
  reason and facts (notices.js ``illegalText``: play.ftl's ``refusal-*``,
  web-refusals.ftl). The page offers only legal moves, so the test changes the move the
  page sends (``WebSocket.send``, wrapped before the page loads) into an illegal one,
  and the real server refuses it: a discard before drawing, a card not held, a knock
  over the limit, in French; the same in the pseudo-locale with no English left.
- **A void hand** and **Hollywood's game over**: the table's words (tablewords.js,
  outcome.js, board.js) from ``void_reason`` and ``games_won``, in German and in the
  pseudo-locale; and a tournament's cooling-off refusal with its details, in French.
- **The profile's cooling-off**: its reason and end worded with Intl's time and
  relative time, in French; and the profile in the pseudo-locale at both sizes.
"""

from __future__ import annotations

import json
import re
import urllib.request
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, insert

from ginrummy.server.online.fair_play_tables import cooling_offs
from tests.helpers.browser import running_server, seeded_random, wait_for_hand
from tests.helpers.languages import ENGLISH_LEFT, SIZES, check_pseudo_page, pseudo

Page = Any
TIMEOUT_MS = 15_000
DATABASE: list[Path] = []

REWRITE = """
(() => {
  // The next move the page sends becomes window.__illegal (then sent as the page chose).
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    if (window.__illegal) {
      try {
        const message = JSON.parse(data);
        if (message.type === "act") {
          message.action = window.__illegal;
          window.__illegal = null;
          data = JSON.stringify(message);
        }
      } catch {}
    }
    return send.call(this, data);
  };
})();
"""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    database: Path = tmp_path_factory.mktemp("languages-refusals") / "gin.db"
    DATABASE[:] = [database]
    with running_server(database, deal_seed=20261206, think_workers=0, pseudo_locale=True) as url:
        yield url


def _post(url: str, body: dict[str, Any]) -> Any:
    request = urllib.request.Request(
        url,
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def _size(name: str) -> dict[str, Any]:
    settings: dict[str, Any] = SIZES[name]  # type: ignore[assignment]
    return dict(settings)


def _check(page: Page, what: str) -> None:
    """:func:`check_pseudo_page`, the language menu's own names left aside."""
    page.evaluate("document.querySelector('.language-menu')?.setAttribute('translate', 'no')")
    check_pseudo_page(page, what)


# ------------------------------------------------------------------ illegal moves
def _table(browser: Any, server: str, lang: str) -> tuple[Any, Page, list[str]]:
    """A new game against the computer in ``lang``, the page's moves rewritable."""
    ctx = browser.new_context(reduced_motion="reduce", **_size("1366x768"))
    ctx.set_default_timeout(TIMEOUT_MS)
    seeded_random(ctx, 1)
    ctx.add_init_script(script=REWRITE)
    ctx.add_cookies([{"name": "ginrummy_lang", "value": lang, "url": server}])
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server + "/")
    page.wait_for_function("() => !document.getElementById('play-computer').disabled")
    page.locator("#play-computer").click()
    page.wait_for_url(re.compile(r"/room/[^/]+$"))
    wait_for_hand(page)
    return ctx, page, errors


def _my_turn(page: Page) -> None:
    page.wait_for_function(
        """() => document.body.classList.contains('my-turn') &&
           !document.body.classList.contains('pending')"""
    )


def _refused(page: Page, action: str, click: str) -> str:
    """Send ``action`` in place of the move a click on ``click`` makes; the refusal's words."""
    page.evaluate("(action) => { window.__illegal = action; }", action)
    page.locator(click).first.click()
    error = page.locator("#error")
    error.wait_for()
    page.wait_for_function("() => !document.body.classList.contains('pending')")
    return str(error.inner_text())


def _hand(page: Page) -> list[str]:
    return list(
        page.evaluate(
            "[...document.querySelectorAll('#hand .hand-card')].map((c) => c.dataset.card)"
        )
    )


def _foreign(hand: list[str]) -> str:
    return next(f"{r}{s}" for r in "AKQJT98765432" for s in "SHDC" if f"{r}{s}" not in hand)


BEFORE_DRAWING = "#actions button[aria-keyshortcuts='d'], #actions button[aria-keyshortcuts='p']"


def _draw(page: Page) -> None:
    """Take the upcard if offered, else draw from the stock: the player's discard turn."""
    for key in ("t", "d"):
        button = page.locator(f"#actions button[aria-keyshortcuts='{key}']")
        if button.count():
            state = page.evaluate("document.body.dataset.stateId")
            button.first.click()
            page.wait_for_function(f"() => document.body.dataset.stateId !== '{state}'")
            break
    _my_turn(page)
    page.locator("#hand .hand-card.playable").first.wait_for()


def _over_the_limit(page: Page) -> tuple[str, int] | None:
    """A card whose discard leaves more than 10 deadwood (its ``.after`` count)."""
    found = page.evaluate(
        """() => {
          for (const c of document.querySelectorAll('#hand .hand-card')) {
            const after = c.querySelector('.after');
            const left = after ? Number(after.textContent) : 0;
            if (left > 10) return [c.dataset.card, left];
          }
          return null;
        }"""
    )
    return None if found is None else (str(found[0]), int(found[1]))


def test_an_illegal_move_is_refused_in_french(browser: Any, server: str) -> None:
    ctx, page, errors = _table(browser, server, "fr")
    try:
        _my_turn(page)
        hand = _hand(page)
        early = _refused(page, f"discard {hand[0]}", BEFORE_DRAWING)
        # "Interdit : d'abord prendre 7♥ ou passer." / "Interdit : pioche d'abord une carte : ..."
        assert early.startswith("Interdit"), early
        assert "d'abord" in early and ("passer" in early or "piocher" in early), early
        assert "not" not in early and "draw" not in early

        _draw(page)
        hand = _hand(page)
        missing = _refused(page, f"discard {_foreign(hand)}", "#hand .hand-card.playable")
        assert missing.startswith("Interdit : tu n'as pas "), missing

        over = _over_the_limit(page)
        if over is not None:
            card, left = over
            knock = _refused(page, f"knock {card}", "#hand .hand-card.playable")
            assert knock.startswith("Interdit : défausser "), knock
            assert f"laisse {left} points morts" in knock and "limite de frappe de 10" in knock
        assert errors == []
    finally:
        ctx.close()


def test_an_illegal_move_is_refused_in_the_pseudo_locale(browser: Any, server: str) -> None:
    ctx, page, errors = _table(browser, server, "en-XA")
    try:
        _my_turn(page)
        early = _refused(page, f"discard {_hand(page)[0]}", BEFORE_DRAWING)
        assert not re.search(r"[A-Za-z]{2,}", early), early
        _check(page, "the table's refusal before drawing")
        _draw(page)
        missing = _refused(page, f"discard {_foreign(_hand(page))}", "#hand .hand-card.playable")
        assert not re.search(r"[A-Za-z]{2,}", missing), missing
        _check(page, "the table's refusal of a card not held")
        assert errors == []
    finally:
        ctx.close()


def test_an_english_table_keeps_the_engines_words(browser: Any, server: str) -> None:
    ctx, page, errors = _table(browser, server, "en")
    try:
        _my_turn(page)
        _draw(page)
        foreign = _foreign(_hand(page))
        missing = _refused(page, f"discard {foreign}", "#hand .hand-card.playable")
        assert missing == f"card not in hand: {foreign}"
        assert errors == []
    finally:
        ctx.close()


# --------------------------------------------- void hands, Hollywood, tournaments
WORDS = """async () => {
  const words = await import("/static/tablewords.js");
  const { outcomeWords } = await import("/static/outcome.js");
  const { gameOverText } = await import("/static/board.js");
  const { refusalText } = await import("/static/tourney.js");
  const view = { names: ["Ann", "Bob"], seat: 0 };
  const voidHand = { void: true, outcome: "void", void_reason: "stock_down",
                     reason: "the stock is down to two cards" };
  const over = { winner: 0, net: 895, games: [{}, {}, {}], games_won: [2, 1],
                 text: "you win by 895 points over the three games (games won 2-1)." };
  const text = (nodes) => nodes.map((n) => (typeof n === "string" ? n : n.textContent)).join("");
  return [
    words.resultText(voidHand, view, 0),
    text(outcomeWords(voidHand, { names: view.names, viewer: 0 })),
    gameOverText(over, view, 0),
    refusalText({ code: "player/cooling_off", message: "You cannot be paired for 15 minutes",
                  details: { reason: "abandon", minutes_left: 15 } }),
  ];
}"""


def _words(browser: Any, server: str, lang: str) -> list[str]:
    ctx = browser.new_context()
    ctx.set_default_timeout(TIMEOUT_MS)
    page = ctx.new_page()
    try:
        page.goto(f"{server}/?lang={lang}")
        page.wait_for_selector("#play-computer", state="attached")
        return [str(s) for s in page.evaluate(WORDS)]
    finally:
        ctx.close()


def test_a_void_hand_hollywood_and_a_tournament_refusal_in_german(
    browser: Any, server: str
) -> None:
    void, why, over, _ = _words(browser, server, "de")
    assert void == "Ungültiges Spiel (im Stapel liegen nur noch zwei Karten)"
    assert why.startswith("Diese Runde zählt nicht (im Stapel liegen nur noch zwei Karten)")
    assert "895" in over and "2-1" in over and "three" not in over, over
    *_, cooling = _words(browser, server, "fr")
    assert cooling.startswith("Tu ne peux pas être apparié pendant 15 minutes : tu as quitté")


def test_the_same_words_in_the_pseudo_locale_and_in_english(browser: Any, server: str) -> None:
    for said in _words(browser, server, "en-XA")[:3]:
        assert not re.search(r"[A-Za-z]{2,}", said.replace("Bob", "")), said
    void, _, over, cooling = _words(browser, server, "en")
    assert void == "Void hand (the stock is down to two cards)"
    assert over == "You win by 895 points over the three games (games won 2-1)."
    assert cooling == "You cannot be paired for 15 minutes"  # the server's own sentence


# ---------------------------------------------------------------------- cooling-off
@pytest.fixture(scope="module")
def cooling(server: str) -> dict[str, Any]:
    """A player in a cooling-off for 12 more minutes (the fair-play rules' row); a name
    in Cyrillic letters, as the profile's title shows it (not English to the checks)."""
    made: dict[str, Any] = _post(server + "/api/players", {"name": "Сергій"})
    engine = create_engine(f"sqlite:///{DATABASE[0]}")
    now = datetime.now(UTC)
    with engine.begin() as conn:
        conn.execute(
            insert(cooling_offs).values(
                player_id=made["player_id"],
                reason="abandon",
                started=now,
                ends=now + timedelta(minutes=12, seconds=30),
            )
        )
    engine.dispose()
    return made


def _profile(
    browser: Any, url: str, who: dict[str, Any], **context: Any
) -> tuple[Any, Page, list[str]]:
    ctx = browser.new_context(reduced_motion="reduce", **context)
    ctx.set_default_timeout(TIMEOUT_MS)
    kept = {"player_id": who["player_id"], "secret": who["secret"], "name": who["name"]}
    ctx.add_init_script(
        script=f"localStorage.setItem('ginrummy.player', {json.dumps(json.dumps(kept))});"
    )
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(url)
    page.wait_for_selector("body[data-loaded='true']", state="attached")
    page.locator("#profile-cooling-off").wait_for()
    return ctx, page, errors


def test_a_cooling_off_on_the_profile_in_french(
    browser: Any, server: str, cooling: dict[str, Any]
) -> None:
    url = f"{server}/player/{cooling['player_id']}?lang=fr"
    ctx, page, errors = _profile(browser, url, cooling)
    try:
        told = str(page.locator("#profile-cooling-off").inner_text())
        assert told.startswith("Tu ne peux pas être apparié avant "), told
        assert re.search(r"\(dans 1[23] minutes\) : tu as quitté ou abandonné", told), told
        assert re.search(r"\d{1,2}:\d\d", told), told  # Intl's time, French style
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_a_cooling_off_on_the_profile_in_the_pseudo_locale(
    browser: Any, server: str, cooling: dict[str, Any], size: str
) -> None:
    url = server + pseudo(f"/player/{cooling['player_id']}")
    ctx, page, errors = _profile(browser, url, cooling, **_size(size))
    try:
        told = str(page.locator("#profile-cooling-off").inner_text())
        assert not re.search(r"[A-Za-z]{2,}", told), told
        _check(page, f"profile with a cooling-off at {size}")
        assert page.evaluate(ENGLISH_LEFT) == []
        assert errors == []
    finally:
        ctx.close()
