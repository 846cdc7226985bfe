"""ginrummy: an exact, fast gin rummy engine, with computer opponents and ways to play.

The public surface of the core is re-exported here::

    >>> import ginrummy as gr
    >>> cards = gr.parse_cards("7H 8H 9H 7S 7D 7C KS KD 2C 3C")
    >>> arr = gr.best_arrangement(cards)
    >>> arr.deadwood_count
    25
    >>> res = gr.score_showdown("7H 8H 9H 7S 7D 7C 2C 3C AD 4S", "KS KD KC 5H 6H 9S 9D 2S 3D TC")
    >>> res.outcome.value, res.winner, res.points, [c.pretty() for c in res.layoffs]
    ('knock', 'knocker', 23, ['6♥', '5♥'])
"""

from .core.actions import (
    NUM_ACTIONS,
    Action,
    BigGin,
    Discard,
    DrawStock,
    Knock,
    Pass,
    TakeUpcard,
    decode,
    encode,
    parse_action,
)
from .core.cards import ALL_CARDS, Card, CardSet, Suit, parse_card, parse_card_list, parse_cards
from .core.errors import (
    GinRummyError,
    IllegalActionError,
    IllegalReason,
    InvalidActionError,
    InvalidCardError,
    InvalidRecordError,
    InvalidRulesError,
)
from .core.hand import Event, EventKind, HandResult, HandState, Phase
from .core.melds import (
    Arrangement,
    Defense,
    Layoff,
    Meld,
    MeldKind,
    all_best_arrangements,
    best_arrangement,
    best_defense,
    deadwood_count,
    discard_deadwoods,
    min_deadwood,
)
from .core.observation import Observation, resample
from .core.rules import PRESETS, SCORING_SYSTEMS, Rules, find_rules
from .core.scoring import Outcome, Showdown, score_showdown

__version__ = "0.1.0"

__all__ = (
    "ALL_CARDS",
    "NUM_ACTIONS",
    "PRESETS",
    "SCORING_SYSTEMS",
    "Action",
    "Arrangement",
    "BigGin",
    "Card",
    "CardSet",
    "Defense",
    "Discard",
    "DrawStock",
    "Event",
    "EventKind",
    "GinRummyError",
    "HandResult",
    "HandState",
    "IllegalActionError",
    "IllegalReason",
    "InvalidActionError",
    "InvalidCardError",
    "InvalidRecordError",
    "InvalidRulesError",
    "Knock",
    "Layoff",
    "Meld",
    "MeldKind",
    "Observation",
    "Outcome",
    "Pass",
    "Phase",
    "Rules",
    "Showdown",
    "Suit",
    "TakeUpcard",
    "all_best_arrangements",
    "best_arrangement",
    "best_defense",
    "deadwood_count",
    "decode",
    "discard_deadwoods",
    "encode",
    "find_rules",
    "min_deadwood",
    "parse_action",
    "parse_card",
    "parse_card_list",
    "parse_cards",
    "resample",
    "score_showdown",
)
