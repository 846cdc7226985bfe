"""The browser's check of fair deals (fairness.js, fairpanel.js) in headless Chromium.

fairness.js is run in a real page of the real server (under its Content-Security-Policy)
against the Python reference (``ginrummy.core.fairness``): the commitments, the HMAC
messages and the decks of 50 random proofs, with WebCrypto and with the plain
JavaScript hashing a page served over http uses; the rejection sampling on made-up
words; reshuffles reached by playing hands under ``stock_exhausted=reshuffle``, where
the stock the browser works out from the events must be the engine's. Then whole hands
checked by ``verifyHand``: an honest one passes every check, and each tampering (the
server seed, a client seed, the commitment, a card the tab saw, a draw, a card the
opponent showed) fails the check that names it. Last, end to end: a hand against the
computer in the browser, "How was this dealt?" and "Deal verified", the seed line
showing this tab's seed, the record download that the Python side reads back.

Everything is seeded: the same proofs, hands and games every run.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from ginrummy import ALL_CARDS, HandState, find_rules
from ginrummy.core.actions import BigGin, Discard, DrawStock, Knock, Pass
from ginrummy.core.events import EventKind
from ginrummy.core.fairness import DealStream, FairDeal
from ginrummy.core.melds import discard_deadwoods
from ginrummy.core.rules import StockEnd
from ginrummy.server.wire.views import showdown_view
from tests.helpers.browser import running_server

Page = Any
TIMEOUT_MS = 15_000
SEED_ALPHABET = "0123456789abcdefABCDEF_-xyz"
ROOM_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"

IMPORT = "const f = await import('/static/fairness.js');"
ALL_CODES = [str(c) for c in ALL_CARDS]
CHECKS = ["commitment", "remembered", "client_seed", "dealt", "upcard", "stock", "opponent"]


# ------------------------------------------------------------------------- fixtures
@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("fair") / "ginrummy.sqlite3"
    with running_server(db, deal_seed=20261313) as url:
        yield url


@pytest.fixture()
def page(browser: Any, base_url: str) -> Iterator[Page]:
    """A page of the server (any page: the module is imported into it)."""
    context = browser.new_context(reduced_motion="reduce")
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(base_url + "/rules")
    yield page
    context.close()
    assert not errors, errors


# --------------------------------------------------------------------- Python side
def _random_seed(rng: random.Random) -> str:
    n = rng.choice([0, 1, 32, 64, rng.randrange(65)])
    return "".join(rng.choice(SEED_ALPHABET) for _ in range(n))


def _random_room(rng: random.Random) -> str:
    kind = rng.randrange(4)
    if kind == 0:
        return "".join(rng.choice(ROOM_ALPHABET) for _ in range(12))
    if kind == 1:
        return "local"
    if kind == 2:
        return "Zimmer-ä-\u00df-\U0001f0a1" * rng.randrange(1, 4)  # UTF-8 of several lengths
    return "r" * rng.choice([0, 1, 255])


def _random_proof(rng: random.Random) -> FairDeal:
    return FairDeal.new(
        rng.randbytes(32),
        room=_random_room(rng),
        game=rng.choice([1, 2, rng.randrange(1, 2**32)]),
        hand=rng.choice([1, 7, 2**32 - 1, rng.randrange(1, 2**32)]),
        client_seeds=(_random_seed(rng), _random_seed(rng)),
    )


def _entries(state: HandState, viewer: int) -> list[dict[str, Any]]:
    """The events as ``viewer``'s view lists them (the opponent's draws without card)."""
    return [
        {"seat": e.player, "kind": str(e.kind), "card": None if e.card is None else str(e.card)}
        for e in state.redacted_events(viewer)
    ]


def _codes(cards: Any) -> list[str]:
    return [str(c) for c in cards]


def _draws(state: HandState, seat: int) -> list[str]:
    """``seat``'s stock draws so far (the engine's events, nothing hidden)."""
    kind = EventKind.DRAW_STOCK
    return [str(e.card) for e in state.events if e.player == seat and e.kind is kind]


def _greedy(state: HandState, rng: random.Random, *, knock: bool) -> Any:
    """A move: knock (or gin) when allowed and ``knock``; else the discard leaving the
    least deadwood; the stock; a pass. Ties broken by ``rng``."""
    legal = list(state.legal_actions())
    enders = [a for a in legal if isinstance(a, Knock | BigGin)]
    if knock and enders:
        return enders[0]
    discards = [a for a in legal if isinstance(a, Discard)]
    if discards:
        after = discard_deadwoods(state.hand_mask(state.to_act))
        best = min(after[a.card] for a in discards)
        return rng.choice([a for a in discards if after[a.card] == best])
    for kind in (DrawStock, Pass):
        found = [a for a in legal if isinstance(a, kind)]
        if found:
            return found[0]
    return rng.choice([a for a in legal if not isinstance(a, Knock | BigGin)] or legal)


def _play(
    state: HandState, rng: random.Random, *, knock: bool, stop: Any = None
) -> list[HandState]:
    """Every state of a hand played with :func:`_greedy` until over (or ``stop(state)``)."""
    states = [state]
    while not state.is_over and not (stop and stop(state)):
        state = state.apply(_greedy(state, rng, knock=knock))
        states.append(state)
    return states


# ---------------------------------------------------------------- (a) the same deck
@pytest.mark.parametrize("hashing", ["webcrypto", "plain"])
def test_the_browser_makes_the_reference_decks(page: Page, hashing: str) -> None:
    rng = random.Random(1313)
    proofs = [_random_proof(rng) for _ in range(50)]
    got = page.evaluate(
        f"""async ({{proofs, hashing}}) => {{ {IMPORT}
          const out = [];
          for (const p of proofs) {{
            const dealt = await f.dealWithPosition(p, {{crypto: hashing}});
            out.push({{
              commitment: await f.commitmentOf(p.server_seed, {{crypto: hashing}}),
              message: f.bytesToHex(f.dealMessage(p)),
              deck: dealt.deck, used: dealt.used,
              again: await f.dealDeck(p, {{crypto: hashing}}),
            }});
          }}
          return {{out, name: f.hashingName({{crypto: hashing}})}};
        }}""",
        {"proofs": [p.to_dict() for p in proofs], "hashing": hashing},
    )
    assert got["name"] == hashing
    for proof, js in zip(proofs, got["out"], strict=True):
        deck, used = proof.deal()
        assert js["commitment"] == proof.commitment
        assert js["message"] == proof.message().hex()
        assert js["deck"] == _codes(deck) == js["again"]
        assert js["used"] == used >= 51
        assert sorted(js["deck"]) == sorted(ALL_CODES)


class _ListStream(DealStream):
    """The reference's sampling and shuffle, on given words instead of the HMAC."""

    def __init__(self, words: list[int]) -> None:
        super().__init__(b"", b"")
        self.given = words

    def word(self) -> int:
        w = self.given[self.used]
        self.used += 1
        return w


def test_rejection_sampling_throws_away_the_same_words(page: Page) -> None:
    """Words at the top of the 32-bit range (where ``w mod n`` would be biased) are
    skipped by both; half the words here are among the top 64, so many are."""
    rng = random.Random(7)
    words = [
        rng.randrange(2**32 - 64, 2**32) if rng.random() < 0.5 else rng.randrange(2**32)
        for _ in range(4000)
    ]
    sizes = [52, 51, 50, 49, 48, 47, 13, 7, 3, 2, 1, *[rng.randrange(1, 53) for _ in range(40)]]
    ref = _ListStream(words)
    belows = [ref.below(n) for n in sizes]
    used_after = ref.used
    items = list(range(52))
    ref.shuffle(items)
    assert used_after > len(sizes), "the words should make below() throw some away"
    assert ref.used - used_after > 51, "and the shuffle too"
    js = page.evaluate(
        f"""async ({{words, sizes}}) => {{ {IMPORT}
          const block = async (b) => {{
            const out = new Uint8Array(32);
            const v = new DataView(out.buffer);
            for (let i = 0; i < 8; i++) v.setUint32(4 * i, words[8 * b + i]);
            return out;
          }};
          const s = new f.DealStream(block);
          const belows = [];
          for (const n of sizes) belows.push(await s.below(n));
          const usedAfter = s.used;
          const items = Array.from({{length: 52}}, (_, i) => i);
          await s.shuffle(items);
          return {{belows, usedAfter, items, used: s.used}};
        }}""",
        {"words": words, "sizes": sizes},
    )
    assert js == {"belows": belows, "usedAfter": used_after, "items": items, "used": ref.used}


def _reshuffled_hands(count: int) -> list[tuple[FairDeal, list[HandState], int]]:
    """Hands dealt under ``stock_exhausted=reshuffle``, played without knocking past the
    reshuffle and a few more draws: (proof, states, index of the reshuffling state)."""
    rules = find_rules("standard").replace(stock_exhausted=StockEnd.RESHUFFLE)
    rng = random.Random(4242)
    found = []
    while len(found) < count:
        proof = _random_proof(rng)
        state = HandState.deal(rules, dealer=len(found) % 2, fair=proof)
        states = _play(
            state,
            rng,
            knock=False,
            stop=lambda s: s.reshuffles == 1 and len(s.discard_pile) >= 5,
        )
        at = next((i for i, s in enumerate(states) if s.reshuffles == 1), None)
        if at is not None:
            found.append((proof, states, at))
    return found


def test_a_reshuffle_continues_the_stream_as_the_engine_does(page: Page) -> None:
    cases = []
    expected = []
    for proof, states, at in _reshuffled_hands(6):
        before, last = states[at - 1], states[-1]
        # What the engine shuffled: the stock left and the pile as it was before the
        # discard that emptied the stock (that discard stays on the pile, its top).
        pool = sorted([*before.stock, *before.discard_pile])
        position = proof.deal()[1]
        direct, used = proof.reshuffle(pool, position)
        assert tuple(direct) == states[at].stock
        for viewer in (0, 1):
            cases.append(
                {
                    "proof": proof.to_dict(),
                    "events": _entries(last, viewer),
                    "pool": _codes(pool),
                    "position": position,
                }
            )
            expected.append(
                {
                    "stock": _codes(last.stock),
                    "pile": _codes(last.discard_pile),
                    "direct": {"stock": _codes(direct), "used": used},
                    "mine": _draws(last, viewer),
                    "theirs": _draws(last, 1 - viewer),
                    "viewer": viewer,
                }
            )
    got = page.evaluate(
        f"""async (cases) => {{ {IMPORT}
          const out = [];
          for (const c of cases) {{
            const t = await f.traceHand(c.proof, c.events);
            const direct = await f.reshuffleStock(c.proof, c.pool, c.position);
            out.push({{stock: t.stock, pile: t.pile, problems: t.problems, draws: t.draws,
                       rounds: [...new Set(t.draws.map((d) => d.round))], direct}});
          }}
          return out;
        }}""",
        cases,
    )
    for js, want in zip(got, expected, strict=True):
        assert js["problems"] == []
        assert js["stock"] == want["stock"]
        assert js["pile"] == want["pile"]
        assert js["direct"] == want["direct"]
        assert js["rounds"] == [0, 1], "draws from the deal's stock and the reshuffled one"
        mine = [d["card"] for d in js["draws"] if d["seat"] == want["viewer"]]
        theirs = [d["card"] for d in js["draws"] if d["seat"] != want["viewer"]]
        assert mine == want["mine"]
        assert theirs == want["theirs"]  # worked out from the deck: the view hides them


# ------------------------------------------------------------- (b) the whole check
def _finished_hand(seed: int) -> tuple[FairDeal, list[HandState], Any]:
    """A hand to a knock or gin in which seat 0 drew from the stock (standard rules)."""
    rng = random.Random(seed)
    rules = find_rules("standard")
    while True:
        proof = _random_proof(rng)
        states = _play(HandState.deal(rules, dealer=rng.randrange(2), fair=proof), rng, knock=True)
        last = states[-1]
        result = last.result
        draws = [e for e in last.events if e.player == 0 and e.kind is EventKind.DRAW_STOCK]
        if result is not None and result.showdown is not None and draws:
            return proof, states, rules


def _case(proof: FairDeal, states: list[HandState], rules: Any, seat: int = 0) -> dict[str, Any]:
    """What the table hands verifyHand after a hand: the proof, the tab's memory, what it
    saw (from the deal), the final events and showdown."""
    first, last = states[0], states[-1]
    assert last.result is not None
    return {
        "proof": proof.to_dict(),
        "remembered": {"commitment": proof.commitment, "client_seed": proof.client_seeds[seat]},
        "seat": seat,
        "dealer": first.dealer,
        "seen": {
            "dealt": _codes(first.hand(seat)),
            "upcard": str(first.discard_pile[0]),
            "draws": _draws(last, seat),
            "commitment": proof.commitment,
        },
        "events": _entries(last, seat),
        "showdown": showdown_view(last.result, rules, ("you", "them")),
    }


VERIFY = f"""async (cases) => {{ {IMPORT}
  const out = [];
  for (const c of cases) out.push(await f.verifyHand(c));
  return out;
}}"""


def _failed(result: dict[str, Any]) -> list[str]:
    return [c["name"] for c in result["checks"] if c["ok"] is False]


def test_an_honest_hand_passes_every_check(page: Page) -> None:
    cases = []
    for seed in range(3):
        proof, states, rules = _finished_hand(100 + seed)
        cases += [_case(proof, states, rules, 0), _case(proof, states, rules, 1)]
    for result, case in zip(page.evaluate(VERIFY, cases), cases, strict=True):
        assert result["ok"] is True, result
        assert [c["name"] for c in result["checks"]] == CHECKS
        assert all(c["ok"] is True for c in result["checks"]), result["checks"]
        assert result["deck"] == _codes(FairDeal.from_dict(case["proof"]).deck())


def test_each_tampering_fails_its_check(page: Page) -> None:
    proof, states, rules = _finished_hand(200)
    honest = _case(proof, states, rules)
    rng = random.Random(5)

    def tampered(**changes: Any) -> dict[str, Any]:
        case = json.loads(json.dumps(honest))
        for path, value in changes.items():
            target = case
            keys = path.split("__")
            for key in keys[:-1]:
                target = target[int(key)] if isinstance(target, list) else target[key]
            last = keys[-1]
            if isinstance(target, list):
                target[int(last)] = value
            else:
                target[last] = value
        return case

    other_seed = rng.randbytes(32)
    forged = FairDeal.new(
        other_seed,
        room=proof.room,
        game=proof.game,
        hand=proof.hand,
        client_seeds=proof.client_seeds,
    )
    dealt = honest["seen"]["dealt"]
    absent = next(c for c in ALL_CODES if c not in dealt and c != honest["seen"]["upcard"])
    result = states[-1].result
    assert result is not None
    side = "knocker" if result.knocker == 1 else "defender"  # seat 1's part of the showdown
    shown = honest["showdown"]
    assert shown[f"{side}_melds"] or shown[f"{side}_deadwood"], "the opponent showed cards"
    # Seat 1 shows a card that seat 0 was dealt and still holds, in place of its cards.
    replaced = f"{side}_deadwood" if shown[f"{side}_deadwood"] else f"{side}_melds__0"
    own_draw_event = next(
        i for i, e in enumerate(honest["events"]) if e["seat"] == 0 and e["kind"] == "draw_stock"
    )
    mine_now = set(_codes(states[-1].hand(0)))
    taken = {e["card"] for e in honest["events"] if e["kind"] == "take_upcard"}
    stranger = next(c for c in dealt if c in mine_now and c not in taken)  # never seat 1's
    cases = {
        # The server seed changed after the deal: its hash is not the commitment.
        "commitment": tampered(proof__server_seed=other_seed.hex()),
        # The commitment in the proof changed.
        "commitment ": tampered(proof__commitment="0" * 64),
        # Seed and commitment replaced together (they agree): not what the tab saw first.
        "remembered": tampered(
            proof__server_seed=forged.server_seed.hex(), proof__commitment=forged.commitment
        ),
        # This seat's seed is not the one it sent.
        "client_seed": tampered(proof__client_seeds__0="deadbeef"),
        # What the tab saw does not match the deck.
        "dealt": tampered(seen__dealt=[*dealt[:-1], absent]),
        "upcard": tampered(seen__upcard=absent),
        "stock": tampered(seen__draws__0=absent),
        "stock ": tampered(**{f"events__{own_draw_event}__card": absent}),
        # The opponent showed a card the deck never gave it.
        "opponent": tampered(**{f"showdown__{replaced}": [stranger]}),
    }
    results = page.evaluate(VERIFY, list(cases.values()))
    for name, result in zip(cases, results, strict=True):
        assert result["ok"] is False, (name, result)
        failed = _failed(result)
        assert failed[0] == name.strip(), (name, failed, result["checks"])
        bad = next(c for c in result["checks"] if c["ok"] is False)
        assert bad["detail"] and bad["label"], bad
    # A changed client seed also changes the deck: the cards fail with it.
    assert "dealt" in _failed(results[list(cases).index("client_seed")])


def test_a_tab_without_memory_says_so_and_does_not_fail(page: Page) -> None:
    proof, states, rules = _finished_hand(300)
    case = _case(proof, states, rules)
    case["remembered"] = None
    del case["seen"]["commitment"]
    result = page.evaluate(VERIFY, [case])[0]
    assert result["ok"] is True
    by = {c["name"]: c for c in result["checks"]}
    assert by["remembered"]["ok"] is None and "opened after the deal" in by["remembered"]["detail"]
    assert by["client_seed"]["ok"] is None
    assert by["dealt"]["ok"] is True and by["commitment"]["ok"] is True


def test_what_a_view_says_was_dealt_at_any_moment(page: Page) -> None:
    """seenFromView undoes the moves of a view: at every state of a hand (a knock, and a
    reshuffle, which hides the first upcard) it finds the ten cards dealt and the upcard."""
    views, expected = [], []
    _, states, _ = _finished_hand(400)
    runs = [states] + [s for _, s, _ in _reshuffled_hands(1)]
    for run in runs:
        first = run[0]
        for state in run:
            for seat in (0, 1):
                views.append(
                    {
                        "seat": seat,
                        "hand": _codes(state.hand(seat)),
                        "events": _entries(state, seat),
                        "discard_pile": _codes(state.discard_pile),
                    }
                )
                expected.append(
                    {
                        "dealt": sorted(_codes(first.hand(seat)), key=_number),
                        "upcard": None if state.reshuffles else str(first.discard_pile[0]),
                        "draws": _draws(state, seat),
                    }
                )
    got = page.evaluate(
        f"""async (views) => {{ {IMPORT} return views.map((v) => f.seenFromView(v)); }}""", views
    )
    assert got == expected


def _number(code: str) -> int:
    return "CDHS".index(code[1]) * 13 + "A23456789TJQK".index(code[0])


# ------------------------------------------------------------------ (c) end to end
def _context(browser: Any, width: int, height: int) -> Any:
    context = browser.new_context(
        reduced_motion="reduce", viewport={"width": width, "height": height}
    )
    context.set_default_timeout(TIMEOUT_MS)
    return context


def _remembered_seeds(page: Page, room: str) -> dict[str, str]:
    """The seeds this tab stored before sending them: {commitment: client seed}."""
    return dict(
        page.evaluate(
            """(room) => {
              const out = {};
              const prefix = `ginrummy.fair.seed.${room}.`;
              for (let i = 0; i < localStorage.length; i++) {
                const key = localStorage.key(i);
                if (!key.startsWith(prefix)) continue;
                const m = JSON.parse(localStorage.getItem(key));
                out[m.commitment] = m.client_seed;
              }
              return out;
            }""",
            room,
        )
    )


def _seed_line(page: Page) -> str:
    line = page.locator("#fair-seed")
    line.wait_for()
    seed = str(line.get_attribute("data-seed"))
    assert re.fullmatch(r"[0-9a-f]{32}", seed), seed
    assert f"Your seed for this deal: {seed[:8]}" in line.inner_text()
    return seed


def _check_the_deal(page: Page) -> str:
    """After a hand: "Deal verified" by the showdown, and in the dialog with the numbers;
    returns the dialog's text."""
    page.wait_for_selector("#fair-box .fair-status.fair-ok:has-text('Deal verified')")
    assert page.locator("#fair-box .fair-alert").is_hidden()
    page.get_by_role("button", name="How was this dealt?").click()
    dialog = page.locator("#fair-dialog")
    dialog.wait_for()
    assert dialog.get_by_text("Deal verified").is_visible()
    text = dialog.inner_text()
    page.keyboard.press("Escape")
    dialog.wait_for(state="hidden")
    return text


def test_a_hand_against_the_computer_is_verified_in_the_browser(
    browser: Any, base_url: str, tmp_path: Any
) -> None:
    from ginrummy.core.fair_check import verify_record

    from .test_browser import _play_hand, _wait_turn_or_end

    context = _context(browser, 1280, 860)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(base_url + "/")
    page.get_by_label("Easy").check(force=True)
    page.get_by_label("Target score").fill("1")
    page.get_by_role("button", name="Play the computer").click()
    page.wait_for_url(re.compile(r"/room/[^/]+$"))
    room = page.url.rsplit("/", 1)[1]
    page.locator("#hand .hand-card").first.wait_for()

    seeds: list[str] = []
    for game in (1, 2):
        hands = 0
        while True:
            hands += 1
            page.locator("#hand .hand-card").first.wait_for()
            # The seed line shows the seed this tab stored and sent before the deal.
            seed = _seed_line(page)
            assert seed in _remembered_seeds(page, room).values()
            seeds.append(seed)
            if game == 2 and hands == 1:
                # A reload mid-hand: what the tab saw is kept (sessionStorage).
                _wait_turn_or_end(page)
                page.reload()
                page.locator("#hand .hand-card").first.wait_for()
            _play_hand(page)
            text = _check_the_deal(page)
            assert f"{room}, game {game}, hand {hands}" in text
            assert f"{seed}\n" in text + "\n" and "yours" in text
            assert "only at its end" not in text, "the tab saw the hand as it was dealt"
            if page.locator("#btn-rematch").count():
                break
            page.get_by_role("button", name="Next hand").click()
            page.wait_for_function("() => document.querySelector('#showdown').hidden")

        # The game is over: the record, as the download saves it, verifies offline, and
        # the server's proofs name this tab's seeds for seat 0.
        with page.expect_download() as info:
            page.get_by_role("button", name="Download record").click()
        download = info.value
        assert download.suggested_filename == f"ginrummy-{room}-game{game}.json"
        path = tmp_path / download.suggested_filename
        download.save_as(path)
        record = json.loads(path.read_text(encoding="utf-8"))
        assert len(record["hands"]) == hands
        verdicts = verify_record(record)
        assert verdicts and all(v.ok for v in verdicts), [v.describe() for v in verdicts]
        proofs = [hand["fair"] for hand in record["hands"]]
        assert [p["client_seeds"][0] for p in proofs] == seeds[-hands:]
        assert all(p["client_seeds"][1] == "" for p in proofs)  # the computer adds none
        assert [(p["room"], p["game"], p["hand"]) for p in proofs] == [
            (room, game, n) for n in range(1, hands + 1)
        ]
        if game == 1:
            # The rematch's first hand is dealt from the commitment shown during game 1,
            # with the seed this tab sent for it then.
            page.get_by_role("button", name="Rematch").click()
            page.wait_for_function("() => document.querySelector('#showdown').hidden")
    assert len(set(seeds)) == len(seeds), "a fresh seed for every deal"
    assert not errors, errors
    context.close()


def test_the_first_hand_waits_for_both_seeds(browser: Any, base_url: str) -> None:
    """A room for a friend: while the friend's seed has not arrived, the host sees
    "Shuffling…" and no cards; once the friend's tab sends it, both get the hand."""
    host_context = browser.new_context(
        reduced_motion="reduce", viewport={"width": 1024, "height": 800}
    )
    host = host_context.new_page()
    host.goto(base_url + "/")
    host.get_by_label("Your name").fill("Ann")
    host.get_by_role("button", name="Invite a friend").click()  # straight to the table
    host.locator("#waiting").wait_for()
    room = host.url.rsplit("/", 1)[1]

    # The friend takes the seat saying it will add a seed, but no tab of its runs yet.
    reply = host_context.request.post(
        f"{base_url}/api/rooms/{room}/join", data={"name": "Bob", "fair": True}
    )
    assert reply.ok, reply.text()
    guest_seat = reply.json()
    host.wait_for_selector("#shuffling:has-text('Shuffling: each player adds a seed')")
    assert "waiting for Bob" in host.locator("#shuffling").inner_text()
    assert host.evaluate("document.body.dataset.status") == "shuffling"
    for hidden in ("#hand", "#middle", "#opp-hand", "#actions"):
        assert host.locator(hidden).is_hidden(), hidden
    assert host.locator("#hand .hand-card").count() == 0

    guest_context = browser.new_context(
        reduced_motion="reduce", viewport={"width": 390, "height": 844}
    )
    guest = guest_context.new_page()
    guest.goto(base_url + "/rules")
    guest.evaluate(
        "([room, seat]) => localStorage.setItem(`ginrummy.room.${room}`, JSON.stringify(seat))",
        [room, {"seat": guest_seat["seat"], "token": guest_seat["token"]}],
    )
    guest.goto(f"{base_url}/room/{room}")
    for page in (host, guest):
        page.locator("#hand .hand-card").first.wait_for()
        assert page.locator("#shuffling").is_hidden()
        _seed_line(page)
    assert _seed_line(host) != _seed_line(guest)
    host_context.close()
    guest_context.close()


def test_a_deal_that_does_not_match_what_the_tab_saw_is_shown_loudly(
    browser: Any, base_url: str
) -> None:
    """What the tab kept of the hand is changed during it (one of its ten cards), as if
    the server had dealt other cards than its seeds make: after the hand a red alert
    names the check, the dialog marks it, and the next hand's log keeps a note."""
    from .test_browser import _play_hand

    context = _context(browser, 390, 844)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(base_url + "/")
    page.get_by_label("Target score").fill("500")
    page.get_by_role("button", name="Play the computer").click()
    page.wait_for_url(re.compile(r"/room/[^/]+$"))
    page.locator("#hand .hand-card").first.wait_for()
    changed = page.evaluate(
        """(all) => {
          const key = [...Array(sessionStorage.length).keys()].map((i) => sessionStorage.key(i))
            .find((k) => k.startsWith('ginrummy.fair.seen.'));
          const seen = JSON.parse(sessionStorage.getItem(key));
          const other = all.find((c) => !seen.dealt.includes(c) && c !== seen.upcard);
          seen.dealt[0] = other;
          sessionStorage.setItem(key, JSON.stringify(seen));
          return other;
        }""",
        ALL_CODES,
    )
    _play_hand(page)
    alert = page.locator("#fair-box .fair-alert")
    alert.wait_for()
    assert alert.get_attribute("role") == "alert"
    text = alert.inner_text()
    assert "This deal did not verify" in text and "Your ten cards" in text, text
    rank = "10" if changed[0] == "T" else changed[0]
    assert rank in text
    assert page.locator("#fair-box .fair-status.fair-ok").count() == 0
    page.get_by_role("button", name="How was this dealt?").click()
    dialog = page.locator("#fair-dialog")
    dialog.wait_for()
    assert dialog.locator(".fair-alert[role=alert]").is_visible()
    assert dialog.locator(".fair-check-bad").count() == 1
    assert "Your ten cards" in dialog.locator(".fair-check-bad").inner_text()
    assert dialog.locator(".fair-check-ok").count() == len(CHECKS) - 1
    page.keyboard.press("Escape")
    dialog.wait_for(state="hidden")
    page.get_by_role("button", name="Next hand").click()
    page.wait_for_function("() => document.querySelector('#showdown').hidden")
    page.locator("#hand .hand-card").first.wait_for()
    assert "Hand 1 did not verify" in page.locator("#fair-seed").inner_text()
    assert not errors, errors
    context.close()
