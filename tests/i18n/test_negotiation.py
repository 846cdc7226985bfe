"""Choosing the language: a request negotiated among the supported ones, the POSIX
locale variables read as POSIX and gettext read them, and the translator itself."""

from __future__ import annotations

import pytest

from ginrummy.i18n import Translator, from_environment, negotiate, translator


@pytest.mark.parametrize(
    ("requested", "chosen"),
    [
        (["fr_FR.UTF-8"], "fr"),
        (["pt_BR"], "pt-BR"),
        (["pt"], "pt-BR"),
        (["pt-PT"], "pt-BR"),
        (["de-AT"], "de"),
        (["es_MX.utf8"], "es"),
        (["it_IT@euro"], "it"),
        (["ar_EG.UTF-8"], "ar"),
        (["xx", "it"], "it"),
        (["xx"], "en"),
        ([], "en"),
        (["C"], "en"),
        (["POSIX"], "en"),
        (["en_GB"], "en"),
    ],
)
def test_negotiate(requested: list[str], chosen: str) -> None:
    assert negotiate(requested) == chosen


@pytest.mark.parametrize(
    ("environ", "chosen"),
    [
        ({}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"}, "de"),
        ({"LANG": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE", "LC_ALL": "es_ES"}, "es"),
        ({"LANG": "fr_FR.UTF-8", "LC_ALL": "C"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "POSIX", "LANGUAGE": "fr"}, "en"),  # gettext ignores LANGUAGE under C
        ({"LANG": "de_DE.UTF-8", "LANGUAGE": "xx:it:fr"}, "it"),
        ({"LANG": "", "LC_ALL": "", "LC_MESSAGES": "pt_BR.UTF-8"}, "pt-BR"),
    ],
)
def test_from_environment(environ: dict[str, str], chosen: str) -> None:
    assert from_environment(environ) == chosen


def test_a_translator_is_made_once_and_falls_back_to_english() -> None:
    assert translator("fr") is translator("fr")
    fr = translator("fr")
    assert fr.t("card-name", rank=7, suit="hearts") == "sept de cœur"
    assert translator("de").t("card-name", rank=12, suit="spades") == "Pik-Dame"
    assert translator("en").t("card-name", rank=1, suit="clubs") == "ace of clubs"
    assert fr.t("no-such-message") == "no-such-message"
    assert translator("ar").rtl and not fr.rtl
    with pytest.raises(ValueError, match="unsupported"):
        Translator("xx")
