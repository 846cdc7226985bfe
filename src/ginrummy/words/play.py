"""How the terminal games and the command line write a game for people, in plain text.

Cards, melds, arrangements, moves, events, showdowns with the points explained, and
score sheets: the plain game (:mod:`ginrummy.tui.plain`), the full-screen game's
drawing (:mod:`ginrummy.tui.render`), the command line and the web server's texts all
take their sentences from here, so they say the same thing the same way. A sentence
that starts with the player ("you") starts with a capital: :func:`subject`, and
:func:`sentence` for any other text.

>>> sentence("you win the game by 23 points.")
'You win the game by 23 points.'
>>> count(1, "point"), count(2, "point")
('1 point', '2 points')
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ..core.actions import BigGin, Discard, DrawStock, Knock, Pass, TakeUpcard
from ..core.cards import Card
from ..core.hand import Event, HandResult
from ..core.match import Game
from ..core.melds import Arrangement, Meld
from ..core.rules import MAX_RESHUFFLES, ReshuffleAt, Rules
from ..core.scoring import Outcome, Showdown

HUMAN = 0
"""The person's seat."""
COMPUTER = 1
"""The computer's seat."""


# --------------------------------------------------------------------------- formatting
def can_encode_suits(stream: object) -> bool:
    """True when ``stream`` can show the suit symbols (else cards print as ``7H``)."""
    encoding = getattr(stream, "encoding", None)
    if not encoding:
        return True
    try:
        "♣♦♥♠".encode(encoding)
    except (LookupError, UnicodeEncodeError):
        return False
    return True


_ASCII_SUITS = str.maketrans("♣♦♥♠♧♢♡♤·", "CDHSCDHS.")


_UNPRINTABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
"""Control characters (all but tab and newline: an escape sequence could rewrite the
terminal) and the bidirectional overrides (they could reorder what is shown)."""


def printable(text: str) -> str:
    """``text`` with what could play tricks on a terminal taken out: names, chat and
    messages come from a server and the people on it, and are printed as they are."""
    return _UNPRINTABLE.sub("", text)


def plain_ascii(text: str) -> str:
    """``text`` with suit symbols as letters and anything else non-ASCII as ``?``."""
    return text.translate(_ASCII_SUITS).encode("ascii", "replace").decode("ascii")


def card_text(card: Card, *, ascii: bool = False) -> str:
    """One card for people: ``10♥`` (``10H`` with ``ascii``)."""
    return card.pretty(ascii=ascii)


def by_rank(cards: Iterable[Card]) -> list[Card]:
    """Cards ordered by rank, then suit: how a loose hand reads best."""
    return sorted(cards, key=lambda c: (c.rank, c.suit))


def cards_text(cards: Iterable[Card], *, ascii: bool = False, sort: bool = True) -> str:
    """Cards for people, space separated, by rank unless ``sort`` is false."""
    ordered = by_rank(cards) if sort else list(cards)
    return " ".join(c.pretty(ascii=ascii) for c in ordered)


def meld_text(meld: Meld, *, ascii: bool = False) -> str:
    """``[7♥ 8♥ 9♥]``."""
    return f"[{meld.pretty(ascii=ascii)}]"


def sorted_melds(melds: Iterable[Meld]) -> list[Meld]:
    """Melds lowest rank first, the order the eye expects (shared with the TUI)."""
    return sorted(melds, key=lambda m: (min(c.rank for c in m.ordered()), m.mask))


def melds_text(melds: Iterable[Meld], *, ascii: bool = False) -> str:
    """Melds in brackets, lowest rank first; ``(none)`` when there are none."""
    return " ".join(meld_text(m, ascii=ascii) for m in sorted_melds(melds)) or "(none)"


def arrangement_text(arrangement: Arrangement, *, ascii: bool = False) -> str:
    """``[7♥ 8♥ 9♥] [K♣ K♦ K♠] | 2♣ 3♦ (5)``: melds, then the deadwood and its count."""
    dead = cards_text(arrangement.deadwood, ascii=ascii) or "-"
    melds = melds_text(arrangement.melds, ascii=ascii)
    return f"{melds} | {dead} ({arrangement.deadwood_count})"


def action_text(action: object, *, ascii: bool = False) -> str:
    """An action for people: ``draw from the stock``, ``discard 9♦``, ``knock 9♦``."""
    if isinstance(action, DrawStock):
        return "draw from the stock"
    if isinstance(action, TakeUpcard):
        return "take the upcard"
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, Discard):
        return f"discard {card_text(action.card, ascii=ascii)}"
    if isinstance(action, Knock):
        return f"knock, discarding {card_text(action.card, ascii=ascii)}"
    if isinstance(action, BigGin):
        return "big gin"
    return str(action)


def hint_text(action: object, reason: str, *, ascii: bool = False) -> str:
    """A hint as every front end shows it: the move first, then why.

    The move comes first so a hint never reads as a bare remark about a card: the
    browser once showed only the reason ("5♦ does not help your hand") for a pass, and
    the person could not tell which button it meant. The terminal games, the online
    table in the terminal and the browser all show this one sentence.

    >>> from ginrummy.core.actions import PASS
    >>> hint_text(PASS, "5♦ does not help your hand")
    'Hint: pass. 5♦ does not help your hand.'
    """
    return f"Hint: {action_text(action, ascii=ascii)}. {sentence(reason)}."


def event_text(event: Event, names: Sequence[str], *, ascii: bool = False) -> str:
    """One event as a sentence, with the players' names: ``simple discarded 9♣``."""
    return event.describe(names=names, ascii=ascii)


def points_reason(showdown: Showdown, rules: Rules) -> str:
    """How the points were reached: ``defender's 23 - knocker's 8 = 15``."""
    k, d = showdown.knocker_deadwood, showdown.defender_deadwood
    base = showdown.points // 2 if showdown.doubled else showdown.points
    match showdown.outcome:
        case Outcome.GIN:
            text = f"gin bonus {rules.gin_bonus} + defender's deadwood {d} = {base}"
        case Outcome.BIG_GIN:
            text = f"big gin bonus {rules.big_gin_points} + defender's deadwood {d} = {base}"
        case Outcome.KNOCK:
            text = f"defender's deadwood {d} - knocker's {k} = {base}"
        case Outcome.UNDERCUT:
            text = (
                f"undercut bonus {rules.undercut_bonus} + (knocker's deadwood {k} "
                f"- defender's {d}) = {base}"
            )
        case _:
            return f"equal deadwood ({k}) is no undercut under these rules: nobody scores"
    if showdown.doubled:
        text += f", doubled for the spade upcard = {showdown.points}"
    return text


def showdown_lines(
    showdown: Showdown,
    rules: Rules,
    names: tuple[str, str],
    *,
    ascii: bool = False,
    capitals: bool = False,
) -> list[str]:
    """The showdown laid out for people; ``names`` is ``(knocker, defender)``.

    With ``capitals`` a sentence that starts with the player starts with a capital
    (``You knocked``), as the terminal games and the command line write it; without,
    the names stay as given (the web server's lines, which its pages lay out)."""
    knocker, defender = names
    start = subject if capitals else str
    kind = {
        Outcome.GIN: "went gin",
        Outcome.BIG_GIN: "went big gin",
    }.get(showdown.outcome, "knocked")
    lines = [
        f"{start(knocker)} {kind} (knock limit {showdown.knock_limit}).",
        f"  {knocker:<10} melds {melds_text(showdown.knocker_melds, ascii=ascii)}",
        f"  {'':<10} deadwood {cards_text(showdown.knocker_deadwood_cards, ascii=ascii) or '-'}"
        f" ({showdown.knocker_deadwood})",
        f"  {defender:<10} melds {melds_text(showdown.defender_melds, ascii=ascii)}",
        f"  {'':<10} deadwood {cards_text(showdown.defender_deadwood_cards, ascii=ascii) or '-'}"
        f" ({showdown.defender_deadwood})",
    ]
    if showdown.layoff_moves:
        parts = [
            f"{card_text(m.card, ascii=ascii)} onto "
            f"{meld_text(showdown.knocker_melds[m.meld], ascii=ascii)}"
            for m in showdown.layoff_moves
        ]
        lines.append(f"  {defender} laid off: " + ", ".join(parts))
    elif showdown.outcome in (Outcome.GIN, Outcome.BIG_GIN):
        lines.append("  no lay-offs against gin")
    else:
        lines.append(f"  {defender} had nothing to lay off")
    outcome = str(showdown.outcome).replace("_", " ")
    if showdown.winner is None:
        lines.append(f"Outcome: {outcome}. {points_reason(showdown, rules)}.")
    else:
        winner = knocker if showdown.winner == "knocker" else defender
        lines.append(
            f"Outcome: {outcome}. {start(winner)} {conjugate(winner, 'score')} "
            f"{showdown.points} ({points_reason(showdown, rules)})."
        )
    return lines


def result_lines(
    result: HandResult,
    rules: Rules,
    names: Sequence[str],
    *,
    ascii: bool = False,
    capitals: bool = False,
) -> list[str]:
    """A finished hand for people: the showdown, or why the hand is void (``capitals``:
    see :func:`showdown_lines`)."""
    if result.showdown is None or result.knocker is None:
        reason = f" ({result.reason})" if result.reason else ""
        return [f"Void hand{reason}: nobody scores, the same dealer deals again."]
    knocker = result.knocker
    pair = (names[knocker], names[1 - knocker])
    return showdown_lines(result.showdown, rules, pair, ascii=ascii, capitals=capitals)


def sentence(text: str) -> str:
    """``text`` with its first letter a capital (``you score`` -> ``You score``)."""
    return text[:1].upper() + text[1:]


def subject(name: str) -> str:
    """A player's name to start a sentence with: ``You``, but names as they are written
    (a player called ``ann`` or ``medium`` is not renamed)."""
    return "You" if name == "you" else name


def count(number: int, noun: str) -> str:
    """``1 point``, ``2 points``: a number and its noun, agreed."""
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def reshuffle_text(rules: Rules) -> str:
    """How often and when the discards become a new stock, under
    ``stock_exhausted=reshuffle``: ``"once, when the stock is down to two cards"``."""
    limit = rules.reshuffle_limit
    often = (
        f"every time (up to {MAX_RESHUFFLES})"
        if limit is None
        else "once"
        if limit == 1
        else f"up to {limit} times"
    )
    when = "is empty" if rules.reshuffle_at is ReshuffleAt.EMPTY else "is down to two cards"
    return f"{often}, when the stock {when}"


def conjugate(subject: str, verb: str) -> str:
    """``you score`` but ``ann scores``: the plain game calls the person "you"."""
    return verb if subject.lower() == "you" else verb + "s"


def score_sheet_rows(game: Game) -> list[tuple[str, int, int]]:
    """The end-of-game score sheet as ``(label, player 0, player 1)`` rows (Hollywood:
    each game's rows, labelled ``game 1 ...``, then the grand total)."""
    if game.rules.hollywood:
        return _hollywood_rows(game)
    totals = game.totals()
    rules = game.rules
    rows = [
        ("hands won", totals.hands_won[0], totals.hands_won[1]),
        ("hand points", totals.points[0], totals.points[1]),
        (f"boxes ({rules.box_bonus} a hand won)", totals.box_bonus[0], totals.box_bonus[1]),
        ("game bonus", totals.game_bonus[0], totals.game_bonus[1]),
    ]
    if totals.shutout:
        label = "shutout (doubled)" if str(rules.shutout) == "double" else "shutout bonus"
        rows.append((label, totals.shutout_bonus[0], totals.shutout_bonus[1]))
    rows.append(("total", totals.totals[0], totals.totals[1]))
    return rows


def _hollywood_rows(game: Game) -> list[tuple[str, int, int]]:
    """Each of the three games' sheets one after another, then the grand total."""
    rules = game.rules
    rows: list[tuple[str, int, int]] = []
    for number, totals in enumerate(game.totals().games, 1):
        rows += [
            (f"game {number} hand points", totals.points[0], totals.points[1]),
            (f"game {number} boxes", totals.box_bonus[0], totals.box_bonus[1]),
            (f"game {number} game bonus", totals.game_bonus[0], totals.game_bonus[1]),
        ]
        if totals.shutout:
            what = "doubled" if str(rules.shutout) == "double" else "bonus"
            rows.append((f"game {number} shutout ({what})", *totals.shutout_bonus))
        rows.append((f"game {number} total", totals.totals[0], totals.totals[1]))
    grand = game.totals().totals
    rows.append(("total", grand[0], grand[1]))
    return rows


def games_text(game: Game) -> str:
    """Hollywood's three running scores, player 0's first: ``G1 105-40, G2 30-15, G3 0-0``
    (a game is over once a score reaches the target)."""
    return ", ".join(f"G{n} {c.scores[0]}-{c.scores[1]}" for n, c in enumerate(game.columns, 1))


def counted_text(games: Sequence[int]) -> str:
    """Which Hollywood games a hand counted in: ``game 1``, ``games 1, 2 and 3``."""
    numbers = [str(g + 1) for g in games]
    if not numbers:
        return "no game"
    if len(numbers) == 1:
        return f"game {numbers[0]}"
    return f"games {', '.join(numbers[:-1])} and {numbers[-1]}"


def hollywood_result_text(game: Game, names: Sequence[str]) -> str:
    """``You win by 895 points over the three games (games won 3-0).``"""
    totals = game.totals()
    won = [sum(g.winner == seat for g in totals.games) for seat in (0, 1)]
    winner = names[totals.winner]
    return (
        f"{subject(winner)} {conjugate(winner, 'win')} by {count(totals.net, 'point')} "
        f"over the three games (games won {won[0]}-{won[1]})."
    )


def _hollywood_lines(game: Game, names: Sequence[str]) -> list[str]:
    """The three games' running scores; at the end each game's total and the result."""
    target = game.rules.game_target
    if not game.is_over:
        lines = [
            f"Hollywood scores, each game to {target} (hands won {game.hands_won[0]}-"
            f"{game.hands_won[1]}):"
        ]
        for number, column in enumerate(game.columns, 1):
            s0, s1 = column.scores
            over = column.winner
            done = "" if over is None else f" ({names[over]} won it)"
            lines.append(f"  game {number}: {names[0]} {s0}, {names[1]} {s1}{done}")
        return lines
    totals = game.totals()
    width = max(len(n) for n in names) + 2
    label_width = 26
    lines = [f"{'Score sheet (Hollywood)':<{label_width}}{names[0]:>{width}}{names[1]:>{width}}"]
    for number, sheet in enumerate(totals.games, 1):
        label = f"game {number}" + (" (a shutout)" if sheet.shutout else "")
        a, b = sheet.totals
        lines.append(f"{label:<{label_width}}{a:>{width}}{b:>{width}}")
    a, b = totals.totals
    lines.append(f"{'total':<{label_width}}{a:>{width}}{b:>{width}}")
    lines.append(hollywood_result_text(game, names))
    return lines


def score_sheet_lines(game: Game, names: Sequence[str]) -> list[str]:
    """The score sheet as plain text (running scores while the game is not over)."""
    if game.rules.hollywood:
        return _hollywood_lines(game, names)
    if not game.is_over:
        s0, s1 = game.scores
        return [
            f"Scores: {names[0]} {s0}, {names[1]} {s1} "
            f"(game to {game.rules.game_target}; hands won {game.hands_won[0]}-"
            f"{game.hands_won[1]})"
        ]
    totals = game.totals()
    width = max(len(n) for n in names) + 2
    label_width = 26
    lines = [f"{'Score sheet':<{label_width}}{names[0]:>{width}}{names[1]:>{width}}"]
    lines += [
        f"{label:<{label_width}}{a:>{width}}{b:>{width}}" for label, a, b in score_sheet_rows(game)
    ]
    shutout = " (a shutout)" if totals.shutout else ""
    winner = names[totals.winner]
    lines.append(
        f"{subject(winner)} {conjugate(winner, 'win')} the game by "
        f"{count(totals.net, 'point')}{shutout}."
    )
    return lines


__all__ = [
    "COMPUTER",
    "HUMAN",
    "action_text",
    "arrangement_text",
    "card_text",
    "cards_text",
    "conjugate",
    "count",
    "counted_text",
    "event_text",
    "games_text",
    "hollywood_result_text",
    "melds_text",
    "plain_ascii",
    "points_reason",
    "printable",
    "result_lines",
    "score_sheet_lines",
    "score_sheet_rows",
    "sentence",
    "showdown_lines",
    "sorted_melds",
    "subject",
]
