"""What people may write for each other to read: one check for names and chat.

A name and a chat message are shown to other people, so both must show what they hold:
no character that is invisible, that reorders the text around it, that a terminal would
act on, or that piles up over its neighbours. Names and chat once had checks of their
own, and chat let through what names refused (invisible tag characters, stacks of
combining marks that draw over the lines above and below); this module is the one rule
both now use. What is refused, after Unicode NFC:

- control characters, surrogates, private-use and unassigned code points, and the line
  and paragraph separators (categories ``Cc``, ``Cs``, ``Co``, ``Cn``, ``Zl``, ``Zp``);
- the invisible format characters (category ``Cf``): among them the tag characters
  U+E0000 to U+E007F, which carry hidden text, and the bidirectional controls
  (:data:`BIDI_CONTROLS`), which could make one name or message look like another. Chat
  alone may hold the zero-width joiner and non-joiner between two visible characters
  (``joiners=True``): emoji sequences and several scripts' words are built with them; a
  name may not, as an invisible joiner would make ``Ann`` and ``Ann``-with-a-joiner two
  names that look one;
- more than :data:`MAX_MARKS` combining marks (categories ``Mn``, ``Mc``, ``Me``) on one
  character, or a mark with no character before it: written languages need at most a
  few (Vietnamese two, pointed Hebrew three or four).

>>> check_shown_text("Zoë 🙂", what="a name")
>>> try:
...     check_shown_text("a\\U000e0041b", what="a message")
... except RefusedText as exc:
...     print(exc)
a message cannot hold the character U+E0041 (an invisible tag character)
"""

from __future__ import annotations

import unicodedata

MAX_MARKS = 4
"""The most combining marks one character may carry."""

BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
"""Characters that reorder the text around them when shown."""

JOINERS = frozenset("\u200c\u200d")
"""The zero-width non-joiner and joiner: allowed in chat between visible characters."""

_REFUSED = frozenset({"Cc", "Cs", "Co", "Cn", "Zl", "Zp", "Cf"})
_MARKS = frozenset({"Mn", "Mc", "Me"})
_TAGS = range(0xE0000, 0xE0080)


class RefusedText(ValueError):
    """Text that people would not see as it is (see the module's docstring); the
    message says which character, or how many marks, for people."""


def _why(char: str) -> str:
    code = ord(char)
    if code in _TAGS:
        return "an invisible tag character"
    if char in BIDI_CONTROLS:
        return "it reorders the text around it"
    category = unicodedata.category(char)
    if category == "Cc":
        return "a control character"
    if category == "Cf":
        return "an invisible character"
    if category in ("Zl", "Zp"):
        return "a line break"
    return "not a character to show"


def _visible(char: str) -> bool:
    """Whether a joiner may stand next to ``char``: a character that shows (not a space,
    not one refused, not another joiner)."""
    if not char:
        return False
    category = unicodedata.category(char)
    return category not in _REFUSED and not category.startswith("Z")


def check_shown_text(text: str, *, what: str, joiners: bool = False) -> None:
    """Refuse ``text`` (taken as it is: normalize it first) if it holds a character that
    would not show as it is. ``what`` names it in the error ("a name", "a message");
    ``joiners`` allows the zero-width (non-)joiner between two visible characters (not
    at either end, not beside a space or another joiner).

    :raises RefusedText: the first refused character, or too many marks on one.
    """
    marks = 0
    previous = ""
    for index, char in enumerate(text):
        category = unicodedata.category(char)
        if category in _MARKS:
            marks += 1
            if not previous:
                raise RefusedText(f"{what} cannot start with a combining mark")
            if marks > MAX_MARKS:
                raise RefusedText(
                    f"{what} cannot hold more than {MAX_MARKS} combining marks on one character"
                )
            continue
        joined = (
            joiners
            and char in JOINERS
            and _visible(previous)
            and index + 1 < len(text)
            and _visible(text[index + 1])
        )
        if category in _REFUSED and not joined:
            raise RefusedText(f"{what} cannot hold the character U+{ord(char):04X} ({_why(char)})")
        marks = 0
        previous = char


__all__ = ["BIDI_CONTROLS", "JOINERS", "MAX_MARKS", "RefusedText", "check_shown_text"]
