"""The game review at the table (review.js) in headless Chromium, against the real server
(see tests/browser/test_browser.py for how these tests run and when they skip).

A hand against the easy computer is played in the browser to its showdown; "Review
hand" opens the review: its progress while the server grades, then the stepper. The
test steps through every decision by key and by button, checks that each shows a grade
(a word and its colour), the player's cards with the choice made marked, the best one
marked beside it when it was not the choice made, the loss and the explanation, and
jumps to the largest losses (inaccuracies or worse only). Every step's "Every choice"
table agrees with itself: each value is the best's less the choice's difference, the
difference carries its ± (one standard error), the grade is the one the difference
less half its ± earns, and a legend in the dialog says so; no step prints a stray
"null". It takes docs/images/review-desktop.png. The same review on a phone (390x844,
the server's copy answers at once) fits the screen without scrolling sideways, "Every
choice" opened too, and takes docs/images/review-phone.png (both written there only
when GINRUMMY_DOC_IMAGES is set: doc_image).

Deals and the page's seeds are fixed, so the hand and its review are the same every run.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from tests.helpers.browser import doc_image, running_server, seeded_random

Page = Any
TIMEOUT_MS = 20_000
GRADES = {"Best", "Good", "Inaccuracy", "Mistake", "Blunder"}


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("review") / "ginrummy.sqlite3"
    with running_server(db, deal_seed=20261201, think_workers=0) as url:
        yield url


def _context(browser: Any, **options: Any) -> Any:
    context = browser.new_context(reduced_motion="reduce", **options)
    context.set_default_timeout(TIMEOUT_MS)
    seeded_random(context, 7)
    return context


def _watch_errors(page: Page) -> list[str]:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    page.on(
        "console",
        lambda msg: errors.append(f"console: {msg.text}") if msg.type == "error" else None,
    )
    return errors


def _step(page: Page) -> dict[str, Any]:
    """What the review's step shows now."""
    step: dict[str, Any] = page.evaluate(
        """() => {
          const d = document.querySelector('#review-dialog');
          const step = d.querySelector('.review-step');
          const text = (sel) => step.querySelector(sel)?.textContent.trim() ?? null;
          const cards = (sel) =>
            [...step.querySelectorAll(sel)].map((e) => e.dataset.card ?? 'pile');
          return {
            index: Number(step.dataset.index),
            count: d.querySelector('#review-count').textContent,
            heading: text('h3'),
            grade: step.querySelector('.review-verdict .review-grade').className,
            label: text('.review-verdict .review-grade'),
            loss: text('.review-loss'),
            you: text('.review-you dd'),
            best: text('.review-better dd'),
            explanation: text('.review-explanation'),
            hand: cards('.review-cards .card'),
            marked_you: cards('.review-card.is-you .card, .review-card.is-you .review-pass'),
            marked_best: cards('.review-card.is-best .card, .review-card.is-best .review-pass'),
            text: step.textContent,
            nulls: [...step.querySelectorAll('*')].flatMap((e) => [...e.childNodes])
              .concat([...step.childNodes])
              .filter((n) => n.nodeType === Node.TEXT_NODE)
              .filter((n) => ['null', 'undefined', 'NaN'].some((w) => n.textContent.includes(w)))
              .map((n) => n.textContent),
            head: [...step.querySelectorAll('.review-values th')].map((e) => e.textContent),
            rows: [...step.querySelectorAll('.review-values tbody tr')].map((tr) =>
              [...tr.children].map((td) => td.textContent.trim())),
            legend: [...step.querySelectorAll('.review-legend li')].map((e) => e.textContent),
          };
        }"""
    )
    return step


def _wait_index(page: Page, index: int) -> None:
    page.wait_for_function(
        "i => document.querySelector('#review-dialog .review-step')?.dataset.index === String(i)",
        arg=index,
    )


# What the legend gives as each grade's largest loss, in percentage points of game-win
# chance (ginrummy.review.grades.THRESHOLDS["win"]).
LIMITS = (("Best", 0.4), ("Good", 1.5), ("Inaccuracy", 3.0), ("Mistake", 6.0))
_NUMBER = r"(\d+\.\d)"
_DIFFERENCE = re.compile(rf"^\u2212{_NUMBER} \u00b1\s{_NUMBER}$")


def _grade_of(loss: float) -> str:
    return next((label for label, limit in LIMITS if loss <= limit), "Blunder")


def _check_choices(step: dict[str, Any], grade: str) -> None:
    """The "Every choice" table: value, difference from the best ± one standard error,
    and grade, agreeing with one another and with the verdict; its legend beside it."""
    assert step["head"] == ["Choice", "Game-win chance", "Against the best", "Grade"], step
    rows = step["rows"]
    assert rows and rows[0][2] == "best", rows
    top = float(rows[0][1].rstrip("%"))
    values = [float(row[1].rstrip("%")) for row in rows]
    assert values == sorted(values, reverse=True), rows
    mine = [row for row in rows if row[0].endswith("(you)")]
    assert len(mine) == 1, rows
    for row in rows[1:]:
        found = _DIFFERENCE.match(row[2])
        assert found, row
        difference, error = float(found[1]), float(found[2])
        # The value is the best's less the difference (each rounded to 0.1).
        assert abs(top - float(row[1].rstrip("%")) - difference) <= 0.11, row
        # The grade is the one the difference less half its ± earns (rounding allowed
        # for: a loss on a threshold could go either way).
        loss = max(difference - error / 2, 0.0)
        assert row[3] in {_grade_of(loss - 0.1), _grade_of(loss + 0.1)}, row
    assert mine[0][3] == grade, (mine, grade)
    if grade != "Best":
        found = _DIFFERENCE.match(mine[0][2])
        assert found, mine
        assert f"\u2212{found[1]} \u00b1 {found[2]}% game-win chance" in step["loss"], step
        graded = re.search(rf"graded on {_NUMBER}%", step["loss"])
        assert graded, step["loss"]
        counted = float(found[1]) - float(found[2]) / 2
        assert abs(float(graded[1]) - counted) <= 0.11, step["loss"]
    # The legend says what each column means and how a grade is reached.
    legend = " ".join(step["legend"])
    assert len(step["legend"]) == 3, legend
    assert "Game-win chance:" in legend and "Against the best:" in legend, legend
    assert "one standard error" in legend and "less half its \u00b1" in legend, legend
    assert "Inaccuracy up to 3" in legend and "Blunder beyond" in legend, legend


def _check_step(step: dict[str, Any]) -> None:
    """A step as the player must see it: grade, cards, choices marked, loss, words."""
    grade = step["label"].lstrip("✓?! ")
    assert grade in GRADES, step
    assert f"grade-{grade.lower()}" in step["grade"]
    assert len(step["hand"]) in (10, 11) and step["you"]
    assert len(step["marked_you"]) == 1, step  # the choice made, on a card or the pile
    assert not step["nulls"], step  # no "null" (nor undefined, NaN) printed anywhere
    if grade == "Best":
        assert step["best"] is None and step["explanation"] is None
        assert step["loss"].startswith("No loss") or step["loss"].endswith(
            "within what the sampled deals can tell apart."
        ), step["loss"]
    else:
        assert step["best"] and step["best"] != step["you"]
        assert step["loss"].startswith("\u2212") and step["explanation"]
        assert len(step["marked_best"]) == 1 and step["marked_best"] != step["marked_you"]
    _check_choices(step, grade)


def test_the_review_of_a_hand_steps_through_every_decision(browser: Any, base_url: str) -> None:
    from .test_browser import _play_hand

    context = _context(browser, viewport={"width": 1280, "height": 860})
    page = context.new_page()
    errors = _watch_errors(page)
    page.goto(base_url + "/")
    page.get_by_label("Easy").check(force=True)
    page.get_by_label("Your name").fill("Ann")
    page.get_by_label("Target score").fill("25")  # these deals: the first hand ends the game
    page.get_by_role("button", name="Play the computer").click()
    page.wait_for_url(re.compile(r"/room/[^/]+$"))
    room_url = page.url
    page.locator("#hand .hand-card").first.wait_for()
    _play_hand(page)

    # The end of the hand: "Review hand", or "Review game" once the game is over (its
    # one hand here); the review's progress, then the stepper.
    over = page.locator("#game-over").is_visible()
    which = "#btn-review-game" if over else "#btn-review-hand"
    button = page.locator(which)
    assert button.is_visible()
    assert page.locator("#btn-review-hand").count() == int(not over)
    button.click()
    dialog = page.locator("#review-dialog")
    dialog.wait_for()
    title = "Review of game 1" if over else "Review of hand 1"
    assert page.locator("#review-title").inner_text() == title
    assert page.locator("#review-dialog .review-progress").is_visible()
    page.locator("#review-dialog .review-step h3").wait_for()
    assert page.locator("#review-dialog .review-progress").is_hidden()
    summary = page.locator("#review-dialog .review-summary").inner_text()
    total = int(re.match(r"You played (\d+) decisions?: ", summary).group(1))  # type: ignore[union-attr]
    assert total >= 3 and "accuracy" in summary
    assert page.locator("#review-count").inner_text() == f"1 / {total}"
    assert page.evaluate("document.activeElement.id") == "review-next"

    # Every decision, forward by key and button alike.
    seen = []
    for index in range(total):
        _wait_index(page, index)
        step = _step(page)
        _check_step(step)
        assert step["heading"].startswith(f"Decision {index + 1} of {total}: ")
        seen.append(step)
        if index % 2:
            page.locator("#review-next").click()
        else:
            page.keyboard.press("ArrowRight")
    assert page.locator("#review-next").is_disabled()
    page.keyboard.press("Home")
    _wait_index(page, 0)
    assert page.locator("#review-prev").is_disabled()
    page.keyboard.press("End")
    _wait_index(page, total - 1)
    page.keyboard.press("ArrowLeft")
    _wait_index(page, max(0, total - 2))
    kinds = {s["heading"].split(": ", 1)[1] for s in seen}
    assert "Discard" in kinds and kinds & {"Draw", "The first upcard"}

    # The largest losses: a jump to each, the worst first; only inaccuracies or worse.
    jumps = page.locator("#review-dialog .review-jump")
    lost = [s for s in seen if s["label"].lstrip("✓?! ") in ("Inaccuracy", "Mistake", "Blunder")]
    assert jumps.count() == min(3, len(lost))
    for label in jumps.locator(".review-grade-word").all_inner_texts():
        assert label in ("Inaccuracy", "Mistake", "Blunder"), label
    if jumps.count():
        jumps.first.click()
        target = int(jumps.first.get_attribute("data-index") or "0")
        _wait_index(page, target)
        worst = _step(page)
        assert worst["explanation"] and worst["best"]
        page.screenshot(path=str(doc_image("review-desktop.png")))
    else:  # a flawless hand: no loss to jump to
        page.screenshot(path=str(doc_image("review-desktop.png")))

    # Esc closes; the panel is as it was; r opens the same review again, where it was.
    where = page.locator("#review-count").inner_text()
    page.keyboard.press("Escape")
    dialog.wait_for(state="hidden")
    assert page.locator("#showdown").is_visible()
    page.keyboard.press("r")
    dialog.wait_for()
    assert page.locator("#review-count").inner_text() == where
    page.keyboard.press("Escape")
    dialog.wait_for(state="hidden")
    state = context.storage_state()
    assert not errors, errors
    context.close()

    # The same review on a phone: the server's copy answers at once.
    phone = _context(
        browser,
        viewport={"width": 390, "height": 844},
        device_scale_factor=2,
        is_mobile=True,
        has_touch=True,
        storage_state=state,
    )
    page = phone.new_page()
    errors = _watch_errors(page)
    page.goto(room_url)
    page.locator(which).click()
    page.locator("#review-dialog .review-step h3").wait_for()
    if lost:
        page.locator("#review-dialog .review-jump").first.click()
    # "Every choice" opened: its table and legend fit the phone's width too.
    page.locator("#review-dialog .review-choices summary").click()
    page.locator("#review-dialog .review-legend").scroll_into_view_if_needed()
    assert page.locator("#review-dialog .review-values").is_visible()
    sizes = page.evaluate(
        """() => {
          const d = document.querySelector('#review-dialog');
          const cards = d.querySelector('.review-cards').getBoundingClientRect();
          const box = d.getBoundingClientRect();
          const table = d.querySelector('.review-values').getBoundingClientRect();
          return {scroll: d.scrollWidth, client: d.clientWidth, left: box.left, right: box.right,
                  tableRight: table.right,
                  cardsLeft: cards.left, cardsRight: cards.right, width: window.innerWidth};
        }"""
    )
    assert sizes["scroll"] <= sizes["client"], sizes
    assert sizes["left"] >= 0 and sizes["right"] <= sizes["width"], sizes
    assert sizes["left"] <= sizes["cardsLeft"] and sizes["cardsRight"] <= sizes["right"], sizes
    assert sizes["tableRight"] <= sizes["right"], sizes
    _check_step(_step(page))
    next_box = page.locator("#review-next").bounding_box()
    assert next_box is not None and next_box["height"] >= 44
    assert next_box["y"] + next_box["height"] <= 844, "previous and next stay on the screen"
    page.screenshot(path=str(doc_image("review-phone.png")))
    assert not errors, errors
    phone.close()
