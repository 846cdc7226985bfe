"""The player's language, kept with the identity (issue 38, docs/languages.md): a known
player's choice in the language menu is stored (``POST /api/players/me/language``), read
back with the profile, and carried with the identity to another device, whose next page
arrives in it."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from ginrummy.i18n import SUPPORTED
from ginrummy.server import create_app
from ginrummy.server.routes.languages import COOKIE
from tests.helpers.server import settings_for, sqlite_url

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def new_player(client: TestClient, name: str) -> dict[str, str]:
    made = client.post("/api/players", json={"name": name})
    assert made.status_code == 201, made.text
    answer: dict[str, str] = made.json()
    return answer


def header(player: dict[str, str]) -> dict[str, str]:
    return {"X-Player": f"{player['player_id']}:{player['secret']}"}


def language_of(client: TestClient, player: dict[str, str]) -> str | None:
    me = client.get("/api/players/me", headers=header(player))
    assert me.status_code == 200, me.text
    language: str | None = me.json()["language"]
    return language


def choose(client: TestClient, player: dict[str, str], language: object) -> object:
    answer = client.post(
        "/api/players/me/language", json={"language": language}, headers=header(player)
    )
    assert answer.status_code == 200, answer.text
    return answer.json()


def test_a_player_keeps_a_language_reads_it_back_and_clears_it(fresh_database: str) -> None:
    with TestClient(create_app(settings_for(fresh_database))) as client:
        ann, bob = new_player(client, "Ann"), new_player(client, "Bob")
        assert language_of(client, ann) is None  # none chosen yet
        assert choose(client, ann, "de") == {"language": "de"}
        assert language_of(client, ann) == "de"
        assert language_of(client, bob) is None  # another player's is untouched
        assert choose(client, bob, "pt-BR") == {"language": "pt-BR"}
        assert (language_of(client, ann), language_of(client, bob)) == ("de", "pt-BR")
        assert choose(client, ann, None) == {"language": None}  # null forgets the choice
        assert (language_of(client, ann), language_of(client, bob)) == (None, "pt-BR")


@pytest.mark.parametrize("bad", ["xx", "en-XA", "DE", "de-AT", "", "fr" * 17])
def test_an_unknown_language_is_refused_and_nothing_changes(tmp_path: Path, bad: str) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        ann = new_player(client, "Ann")
        choose(client, ann, "fr")
        answer = client.post(
            "/api/players/me/language", json={"language": bad}, headers=header(ann)
        )
        if len(bad) > 35:  # longer than any tag: the request itself is refused
            assert answer.status_code == 422 and answer.json()["code"] == "request/invalid"
        else:
            assert answer.status_code == 400, answer.text
            refusal = answer.json()
            assert refusal["code"] == "player/bad_language"
            assert refusal["supported"] == list(SUPPORTED)
        assert language_of(client, ann) == "fr"


def test_the_language_is_the_players_own(tmp_path: Path) -> None:
    """Only the player may set it: no identity, a wrong secret or no field is refused."""
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        ann = new_player(client, "Ann")
        anonymous = client.post("/api/players/me/language", json={"language": "de"})
        assert anonymous.status_code == 401 and anonymous.json()["code"] == "player/unknown"
        wrong = client.post(
            "/api/players/me/language",
            json={"language": "de"},
            headers={"X-Player": f"{ann['player_id']}:not-the-secret"},
        )
        assert wrong.status_code == 401
        empty = client.post("/api/players/me/language", json={}, headers=header(ann))
        assert empty.status_code == 422 and empty.json()["code"] == "request/invalid"
        assert language_of(client, ann) is None


def test_the_claim_carries_the_language_and_the_next_page_speaks_it(tmp_path: Path) -> None:
    url = sqlite_url(tmp_path)
    with TestClient(create_app(settings_for(url))) as laptop:
        ann = new_player(laptop, "Ann")
        choose(laptop, ann, "pt-BR")
        code = laptop.post("/api/players/me/transfer", headers=header(ann)).json()["code"]
        phone = TestClient(laptop.app)  # another browser: a cookie jar of its own
        before = phone.get("/", headers={"Accept-Language": "en-US"})
        assert '<html lang="en"' in before.text
        claimed = phone.post("/api/players/claim", json={"code": code})
        assert claimed.status_code == 200, claimed.text
        assert claimed.json()["language"] == "pt-BR"
        assert claimed.json()["player_id"] == ann["player_id"]
        assert claimed.cookies.get(COOKIE) == "pt-BR"
        set_cookie = claimed.headers["set-cookie"].lower()
        assert "path=/" in set_cookie and "samesite=lax" in set_cookie
        assert "httponly" not in set_cookie  # the page's scripts read it
        after = phone.get("/", headers={"Accept-Language": "en-US"})
        assert '<html lang="pt-BR"' in after.text
        assert after.headers["content-language"] == "pt-BR"


def test_a_claim_without_a_language_leaves_the_browsers_own(tmp_path: Path) -> None:
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as laptop:
        ann = new_player(laptop, "Ann")
        code = laptop.post("/api/players/me/transfer", headers=header(ann)).json()["code"]
        phone = TestClient(laptop.app)
        phone.cookies.set(COOKIE, "fr")
        claimed = phone.post("/api/players/claim", json={"code": code})
        assert claimed.status_code == 200 and claimed.json()["language"] is None
        assert "set-cookie" not in claimed.headers
        assert '<html lang="fr"' in phone.get("/").text


def test_a_language_chosen_before_the_player_was_made_is_kept_with_it(tmp_path: Path) -> None:
    """A browser that chose German in the menu while it was nobody sends the choice when
    it becomes a player; a language the game does not speak makes no player at all."""
    with TestClient(create_app(settings_for(sqlite_url(tmp_path)))) as client:
        made = client.post("/api/players", json={"name": "Ann", "language": "de"})
        assert made.status_code == 201, made.text
        assert language_of(client, made.json()) == "de"
        bad = client.post("/api/players", json={"name": "Bob", "language": "xx"})
        assert bad.status_code == 400 and bad.json()["code"] == "player/bad_language"
        renamed = client.post(
            "/api/players/me/name", json={"name": "Ann", "language": "fr"},
            headers=header(made.json()),
        )  # fmt: skip
        assert renamed.status_code == 422  # a rename takes a name only
        assert language_of(client, made.json()) == "de"
