"""Rule options, presets, scoring systems and their validation (RULES.md)."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy.core.errors import GinRummyError, InvalidRulesError
from ginrummy.core.rules import (
    PRESETS,
    SCORING_SYSTEMS,
    DealerRotation,
    MatchScoring,
    ReshuffleAt,
    Rules,
    Shutout,
    StockEnd,
    find_rules,
    parse_option_value,
    scoring_bonuses,
)
from tests.helpers.examples import examples

# =========================================================================== defaults


def test_defaults_are_the_standard_rules() -> None:
    rules = Rules()
    assert rules == find_rules() == find_rules("standard") == PRESETS["standard"]
    assert rules.name == "standard"
    assert rules.knock_limit == 10
    assert rules.knock_limit_from_upcard is False
    assert rules.must_knock_on_gin is False
    assert rules.allow_discard_of_drawn_upcard is False
    assert rules.upcard_offer is True
    assert rules.stock_exhausted is StockEnd.VOID
    assert rules.stock_end_upcard_knock is False
    assert rules.gin_bonus == 25
    assert rules.big_gin_bonus == "gin" and rules.big_gin_points == 25  # seed 003
    assert rules.upcard_offer_to_dealer is True
    assert (rules.reshuffle_at, rules.reshuffle_limit) == (ReshuffleAt.TWO, 1)
    assert rules.match_scoring is MatchScoring.NET
    assert rules.undercut_bonus == 25
    assert rules.undercut_on_tie is True
    assert rules.spades_double is False
    assert rules.game_target == 100
    assert rules.game_bonus == 100
    assert rules.box_bonus == 25
    assert rules.shutout is Shutout.DOUBLE
    assert rules.first_dealer == "random"
    assert rules.dealer_rotation is DealerRotation.ALTERNATE
    assert rules.hollywood is False
    assert rules.scoring == "standard"


def test_rules_are_frozen_and_hashable() -> None:
    rules = Rules()
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.knock_limit = 5  # type: ignore[misc]
    assert hash(rules) == hash(Rules())
    assert len({Rules(), Rules(), Rules(knock_limit=5)}) == 2


# =========================================================================== presets


def test_preset_names() -> None:
    assert set(PRESETS) >= {"standard", "oklahoma", "straight", "eaai", "openspiel"}
    for name, rules in PRESETS.items():
        assert rules.name == name
        assert find_rules(name) == rules


def test_oklahoma() -> None:
    rules = find_rules("oklahoma")
    assert rules.knock_limit_from_upcard is True
    assert rules.spades_double is False  # seed 000: "except for one key rule"
    assert rules.game_target == 150
    # everything else as standard
    assert rules == Rules(name="oklahoma", knock_limit_from_upcard=True, game_target=150)
    assert find_rules("oklahoma-spades") == rules.replace(
        name="oklahoma-spades", spades_double=True
    )


def test_straight() -> None:
    rules = find_rules("straight")
    assert rules.knock_limit == 0
    assert rules == Rules(name="straight", knock_limit=0)


def test_eaai() -> None:
    rules = find_rules("eaai")
    assert (rules.gin_bonus, rules.undercut_bonus) == (25, 25)
    assert rules.undercut_on_tie is True
    assert rules.big_gin_bonus is None
    assert rules.game_target == 100
    assert (rules.game_bonus, rules.box_bonus) == (0, 0)
    assert rules.shutout is Shutout.NONE
    assert rules.first_dealer == "random"
    assert rules.dealer_rotation is DealerRotation.ALTERNATE
    assert rules.knock_limit == 10


def test_openspiel() -> None:
    rules = find_rules("openspiel")
    assert rules.allow_discard_of_drawn_upcard is True
    assert rules.undercut_on_tie is False
    assert rules.stock_end_upcard_knock is True
    assert rules.big_gin_bonus is None
    assert (rules.gin_bonus, rules.undercut_bonus) == (25, 25)
    assert rules.knock_limit == 10
    assert rules.knock_limit_from_upcard is False


@pytest.mark.parametrize(
    ("name", "preset"),
    [
        ("Standard", "standard"),
        ("OKLAHOMA", "oklahoma"),
        ("  straight ", "straight"),
        ("gin_only", "straight"),
        ("gin-only", "straight"),
        ("Gin-Only", "straight"),
        ("straight_gin", "straight"),
        ("straight-gin", "straight"),
        ("EAAI", "eaai"),
        ("OpenSpiel", "openspiel"),
    ],
)
def test_preset_aliases_and_case(name: str, preset: str) -> None:
    assert find_rules(name) == PRESETS[preset]


def test_unknown_preset() -> None:
    with pytest.raises(InvalidRulesError, match="unknown rules preset 'bogus'") as info:
        find_rules("bogus")
    message = str(info.value)
    for name in ("standard", "oklahoma", "straight", "eaai", "openspiel", "gin20_undercut10"):
        assert name in message
    assert message.count("standard") == 1


def test_find_rules_with_options() -> None:
    rules = find_rules("oklahoma-spades", game_target=200, box_bonus=20)
    assert rules.game_target == 200
    assert rules.box_bonus == 20
    assert rules.spades_double is True
    with pytest.raises(InvalidRulesError, match="unknown rules option"):
        find_rules("standard", no_such_option=1)
    with pytest.raises(InvalidRulesError, match="knock_limit"):
        find_rules("straight", knock_limit=11)


def test_every_option_settable_on_every_preset() -> None:
    for preset in PRESETS.values():
        assert preset.replace(knock_limit=3).knock_limit == 3
        assert preset.replace(spades_double=True).spades_double is True
        assert preset.replace(big_gin_bonus=None).big_gin_bonus is None
        assert preset.replace(big_gin_bonus=40).big_gin_bonus == 40
        assert preset.replace(undercut_on_tie=False).undercut_on_tie is False
        assert preset.replace(stock_exhausted="reshuffle").stock_exhausted is StockEnd.RESHUFFLE


# =========================================================================== scoring systems


@pytest.mark.parametrize(
    ("name", "gin", "undercut"),
    [
        ("standard", 25, 25),
        ("gin25_undercut20", 25, 20),
        ("gin20_undercut10", 20, 10),
        ("20/25", 25, 20),
        ("10/20", 20, 10),
        ("GIN20_UNDERCUT10", 20, 10),
    ],
)
def test_scoring_systems(name: str, gin: int, undercut: int) -> None:
    assert scoring_bonuses(name) == (gin, undercut)
    rules = Rules().replace(scoring=name)
    assert (rules.gin_bonus, rules.undercut_bonus) == (gin, undercut)
    assert rules.scoring is not None
    assert SCORING_SYSTEMS[rules.scoring] == (gin, undercut)
    by_name = find_rules(name)
    assert (by_name.gin_bonus, by_name.undercut_bonus) == (gin, undercut)
    assert by_name.knock_limit == 10  # the standard rules otherwise
    assert find_rules("standard", scoring=name) == rules
    assert Rules().with_option(f"scoring={name}") == rules


def test_scoring_system_table() -> None:
    assert list(SCORING_SYSTEMS) == ["standard", "gin25_undercut20", "gin20_undercut10"]
    assert SCORING_SYSTEMS == {
        "standard": (25, 25),
        "gin25_undercut20": (25, 20),
        "gin20_undercut10": (20, 10),
    }
    for name in SCORING_SYSTEMS:
        assert find_rules(name).scoring == name
    assert Rules(gin_bonus=30).scoring is None


def test_scoring_on_a_preset_keeps_the_preset() -> None:
    rules = find_rules("oklahoma-spades", scoring="gin20_undercut10")
    assert (rules.gin_bonus, rules.undercut_bonus) == (20, 10)
    assert rules.big_gin_points == 20  # big gin follows gin
    assert rules.spades_double is True
    assert rules.game_target == 150


def test_scoring_with_explicit_bonus() -> None:
    rules = Rules().replace(scoring="gin20_undercut10", gin_bonus=30)
    assert (rules.gin_bonus, rules.undercut_bonus) == (30, 10)


def test_unknown_scoring_system() -> None:
    with pytest.raises(InvalidRulesError, match="unknown scoring system 'bogus'") as info:
        Rules().replace(scoring="bogus")
    assert "gin25_undercut20" in str(info.value)
    with pytest.raises(InvalidRulesError):
        Rules().with_option("scoring=30/30")


# =========================================================================== validation


@pytest.mark.parametrize(
    ("options", "fragment"),
    [
        ({"knock_limit": 11}, "knock_limit must be between 0 and 10, not 11"),
        ({"knock_limit": -1}, "knock_limit must be between 0 and 10, not -1"),
        ({"knock_limit": "10"}, "knock_limit must be an integer"),
        ({"knock_limit": 10.0}, "knock_limit must be an integer"),
        ({"knock_limit": True}, "knock_limit must be an integer"),
        ({"knock_limit": None}, "knock_limit must be an integer"),
        ({"gin_bonus": -1}, "gin_bonus must be between"),
        ({"undercut_bonus": -5}, "undercut_bonus must be between"),
        ({"game_bonus": -1}, "game_bonus must be between"),
        ({"box_bonus": -1}, "box_bonus must be between"),
        ({"big_gin_bonus": -1}, "big_gin_bonus must be between"),
        ({"big_gin_bonus": True}, "big_gin_bonus must be an integer"),
        ({"big_gin_bonus": "31"}, "big_gin_bonus must be an integer"),
        ({"gin_bonus": None}, "gin_bonus must be an integer"),
        ({"gin_bonus": 2.5}, "gin_bonus must be an integer"),
        ({"game_target": 0}, "game_target must be between 1"),
        ({"game_target": "100"}, "game_target must be an integer"),
        ({"max_upcard_draws": 0}, "max_upcard_draws must be between 1"),
        ({"max_upcard_draws": "50"}, "max_upcard_draws must be an integer"),
        ({"stock_exhausted": "bogus"}, "stock_exhausted must be one of 'void', 'reshuffle'"),
        ({"stock_exhausted": None}, "stock_exhausted must be one of"),
        ({"stock_exhausted": 3}, "stock_exhausted must be one of"),
        ({"dealer_rotation": "winner"}, "dealer_rotation must be one of"),
        ({"shutout": "triple"}, "shutout must be one of 'double', 'bonus', 'none'"),
        ({"shutout": True}, "shutout must be one of"),
        ({"first_dealer": 2}, "first_dealer must be 'random', 0 or 1"),
        ({"first_dealer": "0"}, "first_dealer must be"),
        ({"first_dealer": "north"}, "first_dealer must be"),
        ({"first_dealer": True}, "first_dealer must be"),
        ({"first_dealer": 1.0}, "first_dealer must be"),
        ({"first_dealer": None}, "first_dealer must be"),
        ({"spades_double": 1}, "spades_double must be true or false"),
        ({"spades_double": "yes"}, "spades_double must be true or false"),
        ({"undercut_on_tie": None}, "undercut_on_tie must be true or false"),
        ({"must_knock_on_gin": 0}, "must_knock_on_gin must be true or false"),
        ({"upcard_offer": "true"}, "upcard_offer must be true or false"),
        ({"knock_limit_from_upcard": 1}, "knock_limit_from_upcard must be"),
        ({"allow_discard_of_drawn_upcard": "no"}, "allow_discard_of_drawn_upcard must be"),
        ({"stock_end_upcard_knock": 1}, "stock_end_upcard_knock must be"),
        ({"repeated_upcard_void": 0}, "repeated_upcard_void must be"),
        ({"hollywood": 1}, "hollywood must be"),
        ({"name": 5}, "name must be a string"),
    ],
)
def test_validation(options: dict[str, Any], fragment: str) -> None:
    with pytest.raises(InvalidRulesError) as info:
        Rules(**options)
    assert fragment in str(info.value)
    # the same checks guard every other way of building rules
    with pytest.raises(InvalidRulesError):
        Rules().replace(**options)
    with pytest.raises(InvalidRulesError):
        Rules.from_dict({**Rules().to_dict(), **options})
    if "name" not in options:  # find_rules's own first argument is the preset name
        with pytest.raises(InvalidRulesError):
            find_rules("standard", **options)


def test_validation_errors_are_value_errors() -> None:
    assert issubclass(InvalidRulesError, GinRummyError)
    with pytest.raises(ValueError):
        Rules(knock_limit=11)


@pytest.mark.parametrize(
    "options",
    [
        {"knock_limit": 0},
        {"knock_limit": 10},
        {"gin_bonus": 0, "undercut_bonus": 0, "game_bonus": 0, "box_bonus": 0},
        {"big_gin_bonus": None},
        {"big_gin_bonus": 0},
        {"max_upcard_draws": 1},
        {"max_upcard_draws": 1000},
        {"game_target": 1},
        {"first_dealer": 0},
        {"first_dealer": 1},
        {"stock_exhausted": "reshuffle"},
        {"stock_exhausted": StockEnd.RESHUFFLE},
        {"dealer_rotation": "loser_deals"},
        {"dealer_rotation": "winner_deals"},
        {"shutout": "bonus"},
        {"shutout": "none"},
    ],
)
def test_valid_edges(options: dict[str, Any]) -> None:
    rules = Rules(**options)
    for name, value in options.items():
        assert getattr(rules, name) == value


def test_enum_strings_are_converted() -> None:
    rules = Rules(stock_exhausted="reshuffle", dealer_rotation="loser_deals", shutout="bonus")
    assert rules.stock_exhausted is StockEnd.RESHUFFLE
    assert rules.dealer_rotation is DealerRotation.LOSER_DEALS
    assert rules.shutout is Shutout.BONUS


def test_unknown_options() -> None:
    with pytest.raises(InvalidRulesError, match="unknown rules option"):
        Rules().replace(no_such_option=1)
    with pytest.raises(InvalidRulesError, match="bar, foo"):
        Rules().replace(foo=1, bar=2)
    with pytest.raises(InvalidRulesError, match="unknown rules option"):
        Rules().with_option("no_such_option=1")
    with pytest.raises(InvalidRulesError, match="unknown rules option"):
        Rules.from_dict({"foo": 1})
    with pytest.raises(TypeError):
        Rules(foo=1)  # type: ignore[call-arg]


# =========================================================================== replace


def test_replace() -> None:
    base = find_rules("oklahoma-spades")
    changed = base.replace(knock_limit=5, game_target=250)
    assert changed.knock_limit == 5
    assert changed.game_target == 250
    assert changed.spades_double is True
    assert changed.name == "oklahoma-spades"
    assert base.knock_limit == 10  # the original is untouched
    assert base.replace() == base
    assert base.replace(shutout="bonus").shutout is Shutout.BONUS


# =========================================================================== with_option


@pytest.mark.parametrize(
    ("text", "name", "value"),
    [
        ("knock_limit=7", "knock_limit", 7),
        ("knock-limit=7", "knock_limit", 7),
        (" knock_limit = 7 ", "knock_limit", 7),
        ("knock_limit=0", "knock_limit", 0),
        ("gin_bonus=30", "gin_bonus", 30),
        ("big_gin_bonus=50", "big_gin_bonus", 50),
        ("big_gin_bonus=none", "big_gin_bonus", None),
        ("big_gin_bonus=None", "big_gin_bonus", None),
        ("big_gin_bonus=null", "big_gin_bonus", None),
        ("big_gin_bonus=off", "big_gin_bonus", None),
        ("max_upcard_draws=50", "max_upcard_draws", 50),
        ("max_upcard_draws=off", "max_upcard_draws", None),
        ("spades_double=true", "spades_double", True),
        ("spades_double=True", "spades_double", True),
        ("spades_double=yes", "spades_double", True),
        ("spades_double=on", "spades_double", True),
        ("spades_double=1", "spades_double", True),
        ("upcard_offer=false", "upcard_offer", False),
        ("upcard_offer=NO", "upcard_offer", False),
        ("upcard_offer=off", "upcard_offer", False),
        ("upcard_offer=0", "upcard_offer", False),
        ("undercut-on-tie=false", "undercut_on_tie", False),
        ("stock_exhausted=reshuffle", "stock_exhausted", StockEnd.RESHUFFLE),
        ("stock_exhausted=RESHUFFLE", "stock_exhausted", StockEnd.RESHUFFLE),
        ("dealer_rotation=winner_deals", "dealer_rotation", DealerRotation.WINNER_DEALS),
        ("shutout=Bonus", "shutout", Shutout.BONUS),
        ("shutout=none", "shutout", Shutout.NONE),
        ("first_dealer=0", "first_dealer", 0),
        ("first_dealer=1", "first_dealer", 1),
        ("first_dealer=random", "first_dealer", "random"),
        ("first_dealer=Random", "first_dealer", "random"),
        ("game_target=250", "game_target", 250),
        ("name=house", "name", "house"),
    ],
)
def test_with_option(text: str, name: str, value: object) -> None:
    rules = Rules().with_option(text)
    assert getattr(rules, name) == value
    assert type(getattr(rules, name)) is type(value)
    # nothing else changed
    changed = {k for k, v in rules.to_dict().items() if v != Rules().to_dict()[k]}
    assert changed <= {name}


def test_with_option_on_a_preset() -> None:
    rules = find_rules("eaai").with_option("big_gin_bonus=31")
    assert rules.big_gin_bonus == 31
    assert rules.box_bonus == 0
    assert find_rules("openspiel").with_option("max_upcard_draws=none").max_upcard_draws is None


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("knock_limit", "NAME=VALUE"),
        ("knock_limit:5", "NAME=VALUE"),
        ("", "NAME=VALUE"),
        ("=5", "unknown rules option"),
        ("bogus=5", "unknown rules option: 'bogus'"),
        ("knock_limit=11", "knock_limit must be between 0 and 10, not 11"),
        ("knock_limit=ten", "knock_limit must be an integer, not 'ten'"),
        ("knock_limit=", "knock_limit must be an integer"),
        ("knock_limit=5.5", "knock_limit must be an integer"),
        ("knock_limit=none", "knock_limit must be an integer"),
        ("gin_bonus=-1", "gin_bonus must be between"),
        ("spades_double=maybe", "spades_double must be true or false, not 'maybe'"),
        ("stock_exhausted=never", "stock_exhausted must be one of"),
        ("shutout=triple", "shutout must be one of"),
        ("first_dealer=2", "first_dealer must be"),
        ("first_dealer=north", "first_dealer must be an integer"),
        ("hollywood=maybe", "hollywood must be true or false"),
        ("scoring=bogus", "unknown scoring system"),
    ],
)
def test_with_option_errors(text: str, fragment: str) -> None:
    with pytest.raises(InvalidRulesError) as info:
        Rules().with_option(text)
    assert fragment in str(info.value)


def test_parse_option_value() -> None:
    assert parse_option_value("knock_limit", "5", 10) == 5
    assert parse_option_value("spades_double", "yes", False) is True
    assert parse_option_value("big_gin_bonus", "none", 31) is None
    assert parse_option_value("big_gin_bonus", "40", None) == 40
    assert parse_option_value("name", "House", "standard") == "House"


# =========================================================================== to_dict / from_dict


def test_to_dict_is_json_safe_and_complete() -> None:
    data = find_rules("openspiel").to_dict()
    assert set(data) == {f.name for f in dataclasses.fields(Rules)}
    assert json.loads(json.dumps(data)) == data
    assert data["stock_exhausted"] == "void"
    assert type(data["stock_exhausted"]) is str
    assert data["shutout"] == "none"
    assert data["big_gin_bonus"] is None
    assert data["undercut_on_tie"] is False
    assert data["name"] == "openspiel"


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_round_trip_presets(name: str) -> None:
    rules = PRESETS[name]
    assert Rules.from_dict(rules.to_dict()) == rules
    assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules


def test_from_dict_partial_uses_defaults() -> None:
    assert Rules.from_dict({}) == Rules()
    assert Rules.from_dict({"knock_limit": 5}) == Rules(knock_limit=5)


@pytest.mark.parametrize("data", [[], "standard", None, 5, (("knock_limit", 5),)])
def test_from_dict_not_an_object(data: object) -> None:
    with pytest.raises(InvalidRulesError, match="rules must be an object"):
        Rules.from_dict(data)  # type: ignore[arg-type]


def test_from_dict_unknown_keys() -> None:
    with pytest.raises(InvalidRulesError, match="unknown rules option"):
        Rules.from_dict({**Rules().to_dict(), "extra": 1})


@st.composite
def any_rules(draw: st.DrawFn) -> Rules:
    booleans = {
        name: draw(st.booleans())
        for name in (
            "knock_limit_from_upcard",
            "must_knock_on_gin",
            "allow_discard_of_drawn_upcard",
            "upcard_offer",
            "stock_end_upcard_knock",
            "repeated_upcard_void",
            "squared_pile",
            "undercut_on_tie",
            "spades_double",
            "hollywood",
        )
    }
    return Rules(
        name=draw(st.text(max_size=10)),
        knock_limit=draw(st.integers(0, 10)),
        stock_exhausted=draw(st.sampled_from(StockEnd)),
        max_upcard_draws=draw(st.none() | st.integers(1, 1000)),
        gin_bonus=draw(st.integers(0, 10_000)),
        big_gin_bonus=draw(st.none() | st.integers(0, 10_000)),
        undercut_bonus=draw(st.integers(0, 10_000)),
        game_target=draw(st.integers(1, 100_000)),
        game_bonus=draw(st.integers(0, 10_000)),
        box_bonus=draw(st.integers(0, 10_000)),
        shutout=draw(st.sampled_from(Shutout)),
        first_dealer=draw(st.sampled_from(["random", 0, 1])),
        dealer_rotation=draw(st.sampled_from(DealerRotation)),
        **booleans,
    )


@settings(max_examples=examples(300), deadline=None)
@given(any_rules())
def test_round_trip_any_rules(rules: Rules) -> None:
    data = rules.to_dict()
    assert Rules.from_dict(data) == rules
    assert Rules.from_dict(json.loads(json.dumps(data))) == rules
    assert rules.replace(**{k: v for k, v in data.items() if k != "name"}) == rules


@settings(max_examples=examples(300), deadline=None)
@given(any_rules())
def test_with_option_round_trip(rules: Rules) -> None:
    """Every option typed as NAME=VALUE on a command line rebuilds the same rules."""
    rebuilt = Rules(name=rules.name)
    for name, value in rules.to_dict().items():
        if name == "name":
            continue
        text = "none" if value is None else str(value).lower()
        rebuilt = rebuilt.with_option(f"{name}={text}")
    assert rebuilt == rules
