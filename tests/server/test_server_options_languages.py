"""GET /api/options in the request's language (issue 38): the start page's levels,
presets, preset descriptions and option labels arrive translated, worded from the
catalogs (presets.ftl); English is exactly the words it always was."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from ginrummy.core.rules import PRESETS
from ginrummy.i18n import SUPPORTED, translator
from ginrummy.server import create_app
from ginrummy.server.routes.options import OPTION_SPECS, options_payload
from ginrummy.server.wire.preset_text import describe
from tests.helpers.server import settings_for, sqlite_url


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as c:
        yield c


def test_english_is_the_words_it_always_was(client: TestClient) -> None:
    data = client.get("/api/options", headers={"Accept-Language": "en-US"}).json()
    presets = {p["name"]: p for p in data["presets"]}
    assert presets["standard"]["description"] == (
        "The usual game of gin rummy. Game to 100 points, with 100 for the game, 25 a hand "
        "won, a shutout doubles. Knock with 10 or less; gin 25; big gin 25; undercut 25."
    )
    assert presets["openspiel"]["description"] == (
        "The rules of the OpenSpiel research library: a single hand. One hand decides the "
        "game (target 1 point). Knock with 10 or less; gin 25; undercut 25."
    )
    assert presets["oklahoma-spades"]["label"] == "Oklahoma, spades double"
    assert [o["label"] for o in data["options"]] == [s["label"] for s in OPTION_SPECS]
    assert [lv["label"] for lv in data["levels"]][:3] == ["Easy", "Medium", "Hard"]
    shutout = next(o for o in data["options"] if o["name"] == "shutout")
    assert shutout["choice_labels"] == shutout["choices"]


def test_a_reshuffling_game_is_described_as_before() -> None:
    rules = PRESETS["standard"].replace(
        stock_exhausted="reshuffle", reshuffle_limit=2, reshuffle_at="empty", squared_pile=True
    )
    assert describe("standard", rules).endswith(
        "undercut 25; the discards become a new stock up to 2 times, when the stock is "
        "empty; the discard pile is squared up: only its top card shows."
    )


def test_the_options_in_french(client: TestClient) -> None:
    """By Accept-Language, by the cookie, and by ?lang= (the page's own address)."""
    for headers, query in (
        ({"Accept-Language": "fr-FR,fr;q=0.9"}, ""),
        ({"Cookie": "ginrummy_lang=fr"}, ""),
        ({"Accept-Language": "de"}, "?lang=fr"),
    ):
        data = client.get("/api/options" + query, headers=headers).json()
        presets = {p["name"]: p for p in data["presets"]}
        assert presets["straight"]["label"] == "Gin strict"
        assert presets["oklahoma"]["description"].startswith(
            "La première carte retournée fixe le seuil pour frapper"
        )
        assert "Partie en 150 points" in presets["oklahoma"]["description"]
        labels = {o["name"]: o["label"] for o in data["options"]}
        assert labels["knock_limit"] == "Seuil de frappe"
        assert labels["undercut_bonus"] == "Prime de contre"
        assert {lv["name"]: lv["label"] for lv in data["levels"]}["medium"] == "Moyen"
        shutout = next(o for o in data["options"] if o["name"] == "shutout")
        assert shutout["choices"] == ["double", "bonus", "none"]  # the values stay
        assert shutout["choice_labels"][2] == "aucun"
        assert presets["standard"]["rules"] == PRESETS["standard"].to_dict()


@pytest.mark.parametrize("lang", SUPPORTED)
def test_every_language_words_every_preset_and_option(lang: str) -> None:
    payload = options_payload(lang)
    english = options_payload("en")
    for preset, theirs in zip(english["presets"], payload["presets"], strict=True):
        assert theirs["name"] == preset["name"]
        assert theirs["label"] and theirs["description"]
        assert "presets-" not in theirs["description"] + theirs["label"]
        if lang != "en":
            assert theirs["description"] != preset["description"], (lang, preset["name"])
    for option in payload["options"]:
        assert option["label"] and not option["label"].startswith("presets-"), option
        if option["type"] == "choice":
            assert len(option["choice_labels"]) == len(option["choices"])
            assert not any(w.startswith("presets-") for w in option["choice_labels"])
    assert translator(lang).t("presets-level-master") != "presets-level-master"


def test_arabic_uses_its_own_separators() -> None:
    description = options_payload("ar")["presets"][0]["description"]
    assert "؛" in description and ";" not in description
