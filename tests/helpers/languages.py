"""What the browser tests of the languages share (issue 38): the pseudo-locale's checks.

A page in the pseudo-locale (``?lang=en-XA``, a server started with
``pseudo_locale=True``) has every catalog word accented and 40% longer. So:

- :data:`ENGLISH_LEFT` lists each run of two or more plain ASCII letters in the page's
  text, its ``aria-label``/``title``/``placeholder``/``alt`` and its title: a word that
  did not come from the catalogs. What a player typed (a name, a chat line) and card
  notation are marked ``translate="no"`` (or ``data-l10n-skip``) and left out.
- :data:`CUT_OFF` lists text cut off by its box (overflow hidden or an ellipsis) and
  anything sticking out of the window sideways.

Each page's own test opens it at :data:`SIZES` and calls :func:`check_pseudo_page`.
"""

from __future__ import annotations

from typing import Any

SIZES: dict[str, dict[str, Any]] = {
    "1366x768": {"viewport": {"width": 1366, "height": 768}},
    "360x640": {"viewport": {"width": 360, "height": 640}, "has_touch": True, "is_mobile": True},
}
"""A laptop and a small phone: the sizes each page is checked at."""


def pseudo(path: str) -> str:
    """``path`` asking for the pseudo-locale."""
    return f"{path}{'&' if '?' in path else '?'}lang=en-XA"


ENGLISH_LEFT = r"""() => {
  const words = [];
  const where = (el) => `<${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}>`;
  const skip = (el) => el.closest("script, style, noscript, [translate=no], [data-l10n-skip]");
  const ascii = /[A-Za-z]{2,}/g;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || skip(el)) continue;
    for (const m of node.data.matchAll(ascii)) words.push(`${m[0]} (in ${where(el)})`);
  }
  for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
    if (skip(el)) continue;
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      const value = el.getAttribute(name);
      if (!value) continue;
      for (const m of value.matchAll(ascii)) words.push(`${m[0]} (${name} of ${where(el)})`);
    }
  }
  for (const m of document.title.matchAll(ascii)) words.push(`${m[0]} (title)`);
  return words;
}"""

CUT_OFF = r"""() => {
  const problems = [];
  const where = (el) => `<${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}>`;
  const doc = document.documentElement;
  if (doc.scrollWidth > innerWidth + 1) problems.push(`the page is ${doc.scrollWidth}px wide`);
  for (const el of document.body.querySelectorAll("*")) {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) continue;
    const style = getComputedStyle(el);
    if (style.visibility === "hidden") continue;
    const text = [...el.childNodes].some((n) => n.nodeType === 3 && n.data.trim());
    if (!text) continue;
    const clips = ["hidden", "clip"].includes(style.overflowX) || style.textOverflow === "ellipsis";
    if (clips && el.scrollWidth > el.clientWidth + 1)
      problems.push(`${where(el)} cut off: ${el.textContent.trim().slice(0, 40)}`);
    if (r.right > innerWidth + 1 || r.left < -1)
      problems.push(`${where(el)} outside the window: ${el.textContent.trim().slice(0, 40)}`);
  }
  return problems;
}"""


def check_pseudo_page(page: Any, what: str) -> None:
    """Assert the page (loaded in the pseudo-locale) has no English left and nothing
    cut off; ``what`` names it in the failure."""
    page.wait_for_load_state("networkidle")
    assert page.locator("html").get_attribute("lang") == "en-XA", what
    left = page.evaluate(ENGLISH_LEFT)
    assert left == [], f"{what}: English left: {left[:20]}"
    cut = page.evaluate(CUT_OFF)
    assert cut == [], f"{what}: {cut[:10]}"
