"""Learning to play, in headless Chromium against the real server: the rules page for
a preset (its numbers, every section with real cards, a link to one section, the preset
chooser, a phone's width) and the first-game guide at the table (the upcard tip on the
first turn, "Got it" for good, "More" opening this table's rules, "Don't show tips").

Like ``test_browser.py``: uvicorn in a thread, Debian's Chromium, skipped where either is
missing; every wait has a timeout, so a broken page fails in seconds instead of hanging.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from tests.helpers.browser import doc_image, running_server
from tests.helpers.server import RULES_ANCHORS as ANCHORS

TIMEOUT_MS = 15_000
PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1280, "height": 860}


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("learn") / "ginrummy.sqlite3"
    # Seeded dealers and room ids; the decks still change with the browser's seeds.
    with running_server(db, deal_seed=20261201, think_workers=0) as url:
        yield url


def _page(browser: Any, viewport: dict[str, int]) -> tuple[Any, Any, list[str]]:
    context = browser.new_context(viewport=viewport, reduced_motion="reduce")
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    page.on("console", lambda m: errors.append(f"console: {m.text}") if m.type == "error" else None)
    return context, page, errors


def _loaded(page: Any) -> None:
    page.wait_for_function("() => document.body.dataset.loaded === 'true'")


def _summary(page: Any, option: str) -> str:
    return str(page.locator(f"#rules-summary [data-rule='{option}']").inner_text()).strip()


def _sections_have_cards(page: Any) -> None:
    for anchor in ANCHORS:
        section = page.locator(f"section#{anchor}")
        assert section.count() == 1, anchor
        assert section.locator(".card").count() >= 1, anchor
        assert len(section.locator(".rule-body").inner_text()) > 80, anchor


def test_the_rules_page_shows_the_chosen_presets_numbers(browser: Any, base_url: str) -> None:
    context, page, errors = _page(browser, LAPTOP)
    page.goto(base_url + "/rules")
    _loaded(page)
    assert page.locator("#rules-preset").input_value() == "standard"
    assert _summary(page, "knock_limit") == "10 or less"
    assert _summary(page, "gin_bonus") == "25"
    assert _summary(page, "big_gin_bonus") == "25"  # big gin scores as gin (seed 003)
    assert _summary(page, "undercut_bonus").startswith("25")
    assert _summary(page, "game_target") == "100"
    _sections_have_cards(page)
    knock = page.locator("section#knock").inner_text()
    assert "10 or less" in knock
    undercut = page.locator("section#undercut").inner_text()
    assert "25 + (8 − 5) = 28" in undercut  # the worked example, with this preset's bonus
    assert "25 + 31 = 56" in page.locator("section#gin").inner_text()
    page.screenshot(path=str(doc_image("rules.png")))

    # The chooser switches the page (and its address) to another preset.
    page.select_option("#rules-preset", "straight")
    page.wait_for_function("() => location.search === '?preset=straight'")
    assert _summary(page, "knock_limit") == "0: gin only"
    assert "undercut cannot happen" in page.locator("section#undercut").inner_text()
    _sections_have_cards(page)

    # Oklahoma (spades double) by its link: the upcard sets the limit, a spade doubles,
    # the game to 150.
    page.goto(base_url + "/rules?preset=oklahoma-spades")
    _loaded(page)
    assert page.locator("#rules-preset").input_value() == "oklahoma-spades"
    assert _summary(page, "knock_limit") == "the value of the first upcard"
    assert _summary(page, "game_target") == "150"
    assert _summary(page, "spades_double") == "doubles the hand"
    assert "spade" in page.locator("section#upcard").inner_text()
    assert "150" in page.locator("section#game").inner_text()
    _sections_have_cards(page)
    assert errors == []
    context.close()


def test_a_link_to_a_section_on_a_phone(browser: Any, base_url: str) -> None:
    context, page, errors = _page(browser, PHONE)
    page.goto(base_url + "/rules?preset=eaai#deadwood")
    _loaded(page)
    assert _summary(page, "big_gin_bonus") == "not played"
    top = page.evaluate("() => document.getElementById('deadwood').getBoundingClientRect().top")
    assert abs(top) < 40, top  # the page went to the section once it had its text
    wide = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
    assert wide <= 0, "the rules page is wider than a phone"
    assert errors == []
    context.close()


MOMENTS_SCRIPT = """async () => {
  const { guide } = await import("/static/guide.js");
  const tip = () => {
    const el = document.getElementById("guide-tip");
    return el && !el.hidden ? [el.dataset.tip, el.querySelector(".guide-text").textContent] : null;
  };
  const gotIt = () => document.querySelector("#guide-tip .guide-ok").click();
  const base = { seat: 0, room_id: "r1", names: ["Ann", "Bob"], opponent: { seat: 1, name: "Bob" },
                 dealer: 1, legal: [], your_turn: true, knock_limit: 10, showdown: null };
  const seen = [];
  const offer = [{ kind: "take" }, { kind: "pass" }];
  guide.observe({ ...base, phase: "upcard_offer", upcard: "TH", legal: offer });
  seen.push(tip());
  // The player moved on without "Got it": the upcard tip counts as seen.
  const draw = [{ kind: "draw" }, { kind: "take" }];
  guide.observe({ ...base, phase: "draw", upcard: "4C", legal: draw });
  seen.push(tip());
  const discard = { ...base, phase: "discard", arrangement: { deadwood_count: 18 },
                    discard_deadwood: { KS: 13, "5S": 8 },
                    legal: [{ kind: "discard", card: "KS" }, { kind: "knock", card: "5S" }] };
  guide.observe(discard);
  seen.push(tip());
  gotIt();
  seen.push(tip());
  gotIt();
  guide.observe({ ...discard, legal: [{ kind: "gin", card: "5S" }] });
  seen.push(tip());
  gotIt();
  guide.observe({ ...base, phase: "over", your_turn: false, showdown: {
    outcome: "undercut", knocker: 0, knocker_deadwood_count: 8, defender_deadwood_count: 5,
    layoffs: [{ card: "KC", meld: 0 }, { card: "9H", meld: 1 }] } });
  seen.push(tip());
  gotIt();
  seen.push(tip());
  gotIt();
  seen.push(tip());
  return { seen, stored: JSON.parse(localStorage.getItem("ginrummy.guide.seen")) };
}"""


def test_each_moment_has_its_tip_once(browser: Any, base_url: str) -> None:
    """The guide on made-up views (a gin, an undercut and a lay-off are rare in a test
    game): each moment's tip in turn, in words for this player, each shown once."""
    context, page, errors = _page(browser, LAPTOP)
    page.goto(base_url + "/rules")
    _loaded(page)
    result = page.evaluate(MOMENTS_SCRIPT)
    tips = result["seen"]
    assert [t[0] if t else None for t in tips] == [
        "upcard",
        "draw",
        "knock",
        "deadwood",
        "gin",
        "undercut",
        "layoff",
        None,
    ]
    assert "10♥" in tips[0][1] and "If you pass, Bob may take it" in tips[0][1]
    assert "4♣ (t)" in tips[1][1]
    assert "You can get down to 8" in tips[2][1]
    assert "yours count 18" in tips[3][1]
    assert "You can go gin" in tips[4][1]
    assert "Bob had 5 deadwood" in tips[5][1] and "the knocker's 8" in tips[5][1]
    assert "Bob added K♣, 9♥ to your melds" in tips[6][1]
    expected = {"upcard", "draw", "knock", "deadwood", "gin", "undercut", "layoff"}
    assert set(result["stored"]) == expected
    assert errors == []
    context.close()


def _tip(page: Any) -> Any:
    return page.locator("#guide-tip")


def _read(page: Any) -> Any:
    """Open the whole tip (a phone shows it in one line with "Read")."""
    _tip(page).get_by_role("button", name="Read").click()
    dialog = page.locator(".guide-dialog")
    dialog.wait_for(state="visible")
    return dialog


def _boxes_overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return not (
        a["x"] + a["width"] <= b["x"]
        or b["x"] + b["width"] <= a["x"]
        or a["y"] + a["height"] <= b["y"]
        or b["y"] + b["height"] <= a["y"]
    )


_A_TIP_OR_THE_HAND_OVER = """() => {
    const tip = document.getElementById('guide-tip');
    return Boolean(tip && !tip.hidden) || document.body.dataset.phase === 'over';
}"""


def _game_opening_with_the_upcard(page: Any, base_url: str, tries: int = 8) -> str:
    """A game against the easy computer whose first turn of the person's is the upcard
    offer; returns its room id.

    Why tries: the deck comes from the server's seed and the browser's random one
    (docs/fairness.md), so the deal changes every run. When the person deals, the
    computer is offered the upcard first and sometimes takes it; the person's first turn
    is then a draw, or none at all: now and then the computer takes the upcard and knocks
    at once, and a knock that is not a gin, an undercut or a lay-off has no tip. Another
    game is started then.
    """
    tip = _tip(page)
    for _ in range(tries):
        page.goto(base_url + "/")
        page.get_by_label("Easy").check(force=True)
        page.get_by_label("Target score").fill("10")
        page.get_by_role("button", name="Play the computer").click()
        page.wait_for_url(re.compile(r"/room/[^/]+$"))
        page.wait_for_function(_A_TIP_OR_THE_HAND_OVER)
        if tip.is_visible() and tip.get_attribute("data-tip") == "upcard":
            return str(page.url.rsplit("/", 1)[1])
    raise AssertionError(f"the computer took the first upcard in {tries} games running")


def test_the_first_game_guide(browser: Any, base_url: str) -> None:
    context, page, errors = _page(browser, PHONE)
    page.goto(base_url + "/")
    how = page.locator("#how-to-play")
    page.wait_for_function("() => document.getElementById('how-to-play').href.includes('preset=')")
    assert how.get_attribute("href") == "/rules?preset=standard"
    room_id = _game_opening_with_the_upcard(page, base_url)

    # The first turn is the upcard offer: its tip, above the prompt, covering nothing. On
    # a phone it is one line ("Tip: The upcard  Read  Got it"); "Read" shows it whole.
    tip = _tip(page)
    whole = _read(page)
    assert "upcard" in whole.inner_text()
    more = whole.get_by_role("link", name="More")
    assert more.get_attribute("href") == f"/rules?room={room_id}#upcard"
    page.keyboard.press("Escape")
    whole.wait_for(state="detached")
    assert page.locator("#btn-rules").get_attribute("href") == f"/rules?room={room_id}"
    tip_box = tip.bounding_box()
    for other in ("#hand", "#actions"):
        box = page.locator(other).bounding_box()
        assert tip_box and box and not _boxes_overlap(tip_box, box), other

    # "Got it": gone, and still gone after a reload of the same moment.
    tip.get_by_role("button", name="Got it").click()
    assert tip.is_hidden()
    seen = page.evaluate("() => localStorage.getItem('ginrummy.guide.seen')")
    assert json.loads(seen) == ["upcard"]
    page.reload()
    page.locator("#hand .hand-card").first.wait_for()
    page.wait_for_function("() => document.body.dataset.phase === 'upcard_offer'")
    assert page.locator("#guide-tip:not([hidden])").count() == 0

    # Pass; the computer draws and discards; the next tip is about drawing. "More" opens
    # this table's rules at the section about a turn, in a new tab.
    page.keyboard.press("p")
    page.wait_for_selector("#guide-tip[data-tip='draw']:not([hidden])")
    with context.expect_page() as opened:
        _read(page).get_by_role("link", name="More").click()
    rules = opened.value
    rules.wait_for_function("() => document.body.dataset.loaded === 'true'")
    assert rules.url.endswith(f"/rules?room={room_id}#turn")
    assert "The rules of your table: Standard" in rules.locator("#rules-origin").inner_text()
    rules.close()
    page.keyboard.press("Escape")
    page.locator(".guide-dialog").wait_for(state="detached")

    # "Don't show tips" turns the guide off: the setting is false, no tip comes again.
    _read(page).get_by_role("button", name="Don't show tips").click()
    assert _tip(page).is_hidden()
    settings = page.evaluate("() => JSON.parse(localStorage.getItem('ginrummy.settings'))")
    assert settings["guide"] is False
    page.keyboard.press("d")
    page.wait_for_function("() => document.body.dataset.phase === 'discard'")
    assert page.locator("#guide-tip:not([hidden])").count() == 0
    assert errors == []
    context.close()
