"""One rule for what people write for each other to read: names and chat refuse alike
(invisible tag characters, direction controls, control characters, stacks of combining
marks), where chat once let through what names refused."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ginrummy.server.online import players as P
from ginrummy.server.online.clean_text import MAX_MARKS, RefusedText, check_shown_text
from ginrummy.server.rooms import chat as C

HIDDEN = "\U000e0068\U000e0069"  # "hi" in invisible tag characters
ZALGO = "a" + "\u0301" * 60

REFUSED = [
    pytest.param(f"Ann{HIDDEN}", "U+E0068 (an invisible tag character)", id="tags"),
    pytest.param("Ann\U000e0001", "U+E0001 (an invisible tag character)", id="language-tag"),
    pytest.param("Ann\U000e007f", "U+E007F (an invisible tag character)", id="cancel-tag"),
    pytest.param(ZALGO, f"more than {MAX_MARKS} combining marks", id="60-marks"),
    pytest.param("x" + "\u0300\u0301\u0302\u0303\u0304", "more than", id="5-marks"),
    pytest.param("\u0301Ann", "cannot start with a combining mark", id="leading-mark"),
    pytest.param("\u202eevil", "U+202E (it reorders the text around it)", id="override"),
    pytest.param("An\u2067n", "U+2067 (it reorders", id="isolate"),
    pytest.param("An\u200bn", "U+200B (an invisible character)", id="zero-width-space"),
    pytest.param("Ann\x07", "U+0007 (a control character)", id="bell"),
    pytest.param("Ann\x00", "U+0000 (a control character)", id="nul"),
]


def name_check(text: str) -> None:
    P.clean_name(text)


def chat_check(text: str) -> None:
    C.clean_chat_text(text)


CHECKS = [
    pytest.param(name_check, P.BadName, id="name"),
    pytest.param(chat_check, C.BadChatText, id="chat"),
]


@pytest.mark.parametrize(("check", "error"), CHECKS)
@pytest.mark.parametrize(("text", "says"), REFUSED)
def test_names_and_chat_refuse_alike(
    check: Callable[[str], None], error: type[ValueError], text: str, says: str
) -> None:
    with pytest.raises(error) as caught:
        check(text)
    assert says in str(caught.value)


@pytest.mark.parametrize(("check", "error"), CHECKS)
@pytest.mark.parametrize(
    "text",
    [
        "Zoë",
        "Nguyễn Thị",  # Vietnamese: two marks on one letter before NFC
        "Nguye\u0302\u0303n",  # the same, decomposed
        "x\u0300\u0301\u0302\u0303",  # four marks: the most allowed
        "\u05e9\u05c1\u05b8\u0591",  # pointed Hebrew with a cantillation mark
        "\u0915\u094d\u0937\u093f",  # Devanagari: a conjunct and a vowel sign
        "\u2764\ufe0f \U0001f44d\U0001f3fd",  # emoji with a variation selector, a skin tone
        "Ann",
    ],
)
def test_what_languages_need_is_kept(
    check: Callable[[str], None], error: type[ValueError], text: str
) -> None:
    check(text)


def test_joiners_are_chats_alone_and_only_between_characters() -> None:
    family = "\U0001f468\u200d\U0001f469\u200d\U0001f467"
    assert C.clean_chat_text(f"hi {family}") == f"hi {family}"
    assert C.clean_chat_text("\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645")  # Persian ZWNJ
    for hidden in ("Ann\u200d", "\u200dAnn", "A\u200d\u200dnn", "Ann\u200d x", "a \u200cb"):
        with pytest.raises(C.BadChatText, match=r"U\+200[CD]"):
            C.clean_chat_text(hidden)
    with pytest.raises(P.BadName, match=r"U\+200D"):
        P.clean_name(f"A{family}")  # a name that looks like another: never


def test_the_error_is_typed_and_names_what_was_refused() -> None:
    with pytest.raises(RefusedText, match=r"^a note cannot hold the character U\+E0068"):
        check_shown_text(HIDDEN, what="a note")
    assert issubclass(RefusedText, ValueError)
