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
from ..i18n import Translator, translator

HUMAN = 0
"""The person's seat."""
COMPUTER = 1
"""The computer's seat."""


# --------------------------------------------------------------------------- formatting
def _tr(tr: Translator | None) -> Translator:
    """The translator given, else English: every caller that names no language (the
    server, the command line) keeps the English it always had."""
    return translator() if tr is None else tr


def display_name(name: str, tr: Translator | None = None) -> str:
    """A player's name as shown: ``you`` in the player's language, other names as written."""
    return _tr(tr).t("you") if name == "you" else name


def _who(name: str) -> str:
    """The selector of a sentence about ``name``: ``you`` or ``other``."""
    return "you" if name.lower() == "you" else "other"


def card_name(card: Card, tr: Translator | None = None) -> str:
    """A card by name: ``seven of hearts`` (``sept de cœur`` in French)."""
    return _tr(tr).t("card-name", rank=card.rank, suit=card.suit.name.lower())


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


def melds_text(melds: Iterable[Meld], *, ascii: bool = False, tr: Translator | None = None) -> str:
    """Melds in brackets, lowest rank first; ``(none)`` when there are none."""
    text = " ".join(meld_text(m, ascii=ascii) for m in sorted_melds(melds))
    return text or _tr(tr).t("no-melds")


def arrangement_text(arrangement: Arrangement, *, ascii: bool = False) -> str:
    """``[7♥ 8♥ 9♥] [K♣ K♦ K♠] | 2♣ 3♦ (5)``: melds, then the deadwood and its count."""
    dead = cards_text(arrangement.deadwood, ascii=ascii) or "-"
    melds = melds_text(arrangement.melds, ascii=ascii)
    return f"{melds} | {dead} ({arrangement.deadwood_count})"


def action_text(action: object, *, ascii: bool = False, tr: Translator | None = None) -> str:
    """An action for people: ``draw from the stock``, ``discard 9♦``, ``knock 9♦``."""
    t = _tr(tr).t
    if isinstance(action, DrawStock):
        return t("action-draw")
    if isinstance(action, TakeUpcard):
        return t("action-take")
    if isinstance(action, Pass):
        return t("action-pass")
    if isinstance(action, Discard):
        return t("action-discard", card=card_text(action.card, ascii=ascii))
    if isinstance(action, Knock):
        return t("action-knock", card=card_text(action.card, ascii=ascii))
    if isinstance(action, BigGin):
        return t("action-big-gin")
    return str(action)


def hint_text(
    action: object, reason: str, *, ascii: bool = False, tr: Translator | None = None
) -> str:
    """A hint as every front end shows it: the move first, then why.

    The move comes first so a hint never reads as a bare remark about a card: the
    browser once showed only the reason ("5♦ does not help your hand") for a pass, and
    the person could not tell which button it meant. The terminal games, the online
    table in the terminal and the browser all show this one sentence.

    >>> from ginrummy.core.actions import PASS
    >>> hint_text(PASS, "5♦ does not help your hand")
    'Hint: pass. 5♦ does not help your hand.'
    """
    move = action_text(action, ascii=ascii, tr=tr)
    return _tr(tr).t("hint", move=move, reason=sentence(reason))


EVENT_KEYS = {
    "take_upcard": "event-take",
    "pass": "event-pass",
    "draw_stock": "event-draw",
    "discard": "event-discard",
    "knock": "event-knock",
    "big_gin": "event-big-gin",
    "reshuffle": "event-reshuffle",
    "void": "event-void",
}
"""Each event kind's message (play.ftl): the terminal games' and the online client's."""


def event_text(
    event: Event, names: Sequence[str], *, ascii: bool = False, tr: Translator | None = None
) -> str:
    """One event as a sentence, with the players' names: ``simple discarded 9♣``.

    English is the engine's own :meth:`~ginrummy.core.events.Event.describe` (the core
    knows no catalogs); another language says it from its catalog, the verb agreeing
    with "you" or the other player (``tu as pioché`` but ``simple a pioché``)."""
    if tr is None or tr.lang == "en":
        return event.describe(names=names, ascii=ascii)
    name = names[event.player]
    key = EVENT_KEYS.get(str(event.kind), "")
    card = event.card.pretty(ascii=ascii) if event.card is not None else None
    if card is not None and key in ("event-draw", "event-knock"):
        key += "-card"
    if not key:  # pragma: no cover - every kind has its message
        return event.describe(names=names, ascii=ascii)
    return tr.t(key, who=_who(name), name=display_name(name, tr), card=card or "")


def points_reason(showdown: Showdown, rules: Rules, tr: Translator | None = None) -> str:
    """How the points were reached: ``defender's 23 - knocker's 8 = 15``."""
    t = _tr(tr).t
    k, d = showdown.knocker_deadwood, showdown.defender_deadwood
    base = showdown.points // 2 if showdown.doubled else showdown.points
    match showdown.outcome:
        case Outcome.GIN:
            text = t("points-gin", bonus=rules.gin_bonus, d=d, base=base)
        case Outcome.BIG_GIN:
            text = t("points-big-gin", bonus=rules.big_gin_points, d=d, base=base)
        case Outcome.KNOCK:
            text = t("points-knock", d=d, k=k, base=base)
        case Outcome.UNDERCUT:
            text = t("points-undercut", bonus=rules.undercut_bonus, k=k, d=d, base=base)
        case _:
            return t("points-tie", k=k)
    if showdown.doubled:
        text = t("points-doubled", text=text, points=showdown.points)
    return text


def showdown_lines(
    showdown: Showdown,
    rules: Rules,
    names: tuple[str, str],
    *,
    ascii: bool = False,
    capitals: bool = False,
    tr: Translator | None = None,
) -> list[str]:
    """The showdown laid out for people; ``names`` is ``(knocker, defender)``.

    With ``capitals`` a sentence that starts with the player starts with a capital
    (``You knocked``), as the terminal games and the command line write it; without,
    the names stay as given (the web server's lines, which its pages lay out)."""
    t = _tr(tr).t
    knocker, defender = names
    start = subject if capitals else str
    # The English sentence starts with the name as the caller wrote it ("you", or "You"
    # with capitals); another language says "you" in its own words.
    english = tr is None or tr.lang == "en"

    def said(name: str) -> str:
        return start(name) if english else display_name(name, tr)

    kname, dname = display_name(knocker, tr), display_name(defender, tr)
    outcome_key = str(showdown.outcome)

    def deadwood(cards: Iterable[Card], total: int) -> str:
        return t("showdown-deadwood", cards=cards_text(cards, ascii=ascii) or "-", count=total)

    lines = [
        t(
            "showdown-head",
            who=_who(knocker),
            name=said(knocker),
            outcome=outcome_key,
            limit=showdown.knock_limit,
        ),
        f"  {kname:<10} "
        + t("showdown-melds", melds=melds_text(showdown.knocker_melds, ascii=ascii, tr=tr)),
        f"  {'':<10} " + deadwood(showdown.knocker_deadwood_cards, showdown.knocker_deadwood),
        f"  {dname:<10} "
        + t("showdown-melds", melds=melds_text(showdown.defender_melds, ascii=ascii, tr=tr)),
        f"  {'':<10} " + deadwood(showdown.defender_deadwood_cards, showdown.defender_deadwood),
    ]
    if showdown.layoff_moves:
        parts = [
            t(
                "layoff",
                card=card_text(m.card, ascii=ascii),
                meld=meld_text(showdown.knocker_melds[m.meld], ascii=ascii),
            )
            for m in showdown.layoff_moves
        ]
        lines.append(
            "  " + t("showdown-laid-off", who=_who(defender), name=dname, layoffs=", ".join(parts))
        )
    elif showdown.outcome in (Outcome.GIN, Outcome.BIG_GIN):
        lines.append("  " + t("showdown-no-layoffs"))
    else:
        lines.append("  " + t("showdown-nothing-to-lay-off", who=_who(defender), name=dname))
    outcome = t("outcome-name", outcome=outcome_key)
    reason = points_reason(showdown, rules, tr)
    if showdown.winner is None:
        lines.append(t("showdown-outcome-nobody", outcome=outcome, reason=reason))
    else:
        winner = knocker if showdown.winner == "knocker" else defender
        lines.append(
            t(
                "showdown-outcome",
                outcome=outcome,
                who=_who(winner),
                name=said(winner),
                points=showdown.points,
                reason=reason,
            )
        )
    return lines


def result_lines(
    result: HandResult,
    rules: Rules,
    names: Sequence[str],
    *,
    ascii: bool = False,
    capitals: bool = False,
    tr: Translator | None = None,
) -> list[str]:
    """A finished hand for people: the showdown, or why the hand is void (``capitals``:
    see :func:`showdown_lines`)."""
    if result.showdown is None or result.knocker is None:
        if result.reason:
            return [_tr(tr).t("void-hand-reason", reason=result.reason)]
        return [_tr(tr).t("void-hand")]
    knocker = result.knocker
    pair = (names[knocker], names[1 - knocker])
    return showdown_lines(result.showdown, rules, pair, ascii=ascii, capitals=capitals, tr=tr)


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


def score_sheet_rows(game: Game, tr: Translator | None = None) -> list[tuple[str, int, int]]:
    """The end-of-game score sheet as ``(label, player 0, player 1)`` rows (Hollywood:
    each game's rows, labelled ``game 1 ...``, then the grand total)."""
    if game.rules.hollywood:
        return _hollywood_rows(game, tr)
    t = _tr(tr).t
    totals = game.totals()
    rules = game.rules
    rows = [
        (t("sheet-hands-won"), totals.hands_won[0], totals.hands_won[1]),
        (t("sheet-hand-points"), totals.points[0], totals.points[1]),
        (t("sheet-boxes", bonus=rules.box_bonus), totals.box_bonus[0], totals.box_bonus[1]),
        (t("sheet-game-bonus"), totals.game_bonus[0], totals.game_bonus[1]),
    ]
    if totals.shutout:
        doubled = str(rules.shutout) == "double"
        label = t("sheet-shutout-doubled" if doubled else "sheet-shutout-bonus")
        rows.append((label, totals.shutout_bonus[0], totals.shutout_bonus[1]))
    rows.append((t("sheet-total"), totals.totals[0], totals.totals[1]))
    return rows


def _hollywood_rows(game: Game, tr: Translator | None = None) -> list[tuple[str, int, int]]:
    """Each of the three games' sheets one after another, then the grand total."""
    t = _tr(tr).t
    rules = game.rules
    rows: list[tuple[str, int, int]] = []
    for number, totals in enumerate(game.totals().games, 1):
        rows += [
            (t("sheet-game-hand-points", number=number), totals.points[0], totals.points[1]),
            (t("sheet-game-boxes", number=number), totals.box_bonus[0], totals.box_bonus[1]),
            (t("sheet-game-game-bonus", number=number), *totals.game_bonus),
        ]
        if totals.shutout:
            what = "doubled" if str(rules.shutout) == "double" else "bonus"
            rows.append((t(f"sheet-game-shutout-{what}", number=number), *totals.shutout_bonus))
        rows.append((t("sheet-game-total", number=number), totals.totals[0], totals.totals[1]))
    grand = game.totals().totals
    rows.append((t("sheet-total"), grand[0], grand[1]))
    return rows


def games_text(game: Game, tr: Translator | None = None) -> str:
    """Hollywood's three running scores, player 0's first: ``G1 105-40, G2 30-15, G3 0-0``
    (a game is over once a score reaches the target)."""
    t = _tr(tr).t
    return ", ".join(
        t("games-item", number=n, score0=c.scores[0], score1=c.scores[1])
        for n, c in enumerate(game.columns, 1)
    )


def counted_text(games: Sequence[int], tr: Translator | None = None) -> str:
    """Which Hollywood games a hand counted in: ``game 1``, ``games 1, 2 and 3``."""
    t = _tr(tr).t
    numbers = [g + 1 for g in games]
    if not numbers:
        return t("counted-none")
    if len(numbers) == 1:
        return t("counted-one", number=numbers[0])
    return t("counted-many", numbers=", ".join(map(str, numbers[:-1])), last=numbers[-1])


def _won(key: str, winner: str, tr: Translator | None, **args: object) -> str:
    """A sentence on who won, the verb agreeing with "you" or a name."""
    english = tr is None or tr.lang == "en"
    name = subject(winner) if english else display_name(winner, tr)
    return _tr(tr).t(key, who=_who(winner), name=name, **args)


def hollywood_result_text(game: Game, names: Sequence[str], tr: Translator | None = None) -> str:
    """``You win by 895 points over the three games (games won 3-0).``"""
    totals = game.totals()
    won = [sum(g.winner == seat for g in totals.games) for seat in (0, 1)]
    winner = names[totals.winner]
    return _won("hollywood-won", winner, tr, points=totals.net, won0=won[0], won1=won[1])


def _hollywood_lines(game: Game, names: Sequence[str], tr: Translator | None) -> list[str]:
    """The three games' running scores; at the end each game's total and the result."""
    t = _tr(tr).t
    shown = [display_name(n, tr) for n in names]
    target = game.rules.game_target
    if not game.is_over:
        won0, won1 = game.hands_won
        lines = [t("hollywood-running", target=target, won0=won0, won1=won1)]
        for number, column in enumerate(game.columns, 1):
            s0, s1 = column.scores
            over = column.winner
            scores = {"name0": shown[0], "score0": s0, "name1": shown[1], "score1": s1}
            if over is None:
                lines.append("  " + t("hollywood-running-game", number=number, **scores))
            else:
                won = t("hollywood-running-game-won", number=number, winner=shown[over], **scores)
                lines.append("  " + won)
        return lines
    totals = game.totals()
    width = max(len(n) for n in shown) + 2
    labels = [t("sheet-title-hollywood"), *(t("sheet-game-shutout", number=n) for n in (1, 2, 3))]
    label_width = max(26, *(len(label) + 1 for label in labels))
    title = t("sheet-title-hollywood")
    lines = [f"{title:<{label_width}}{shown[0]:>{width}}{shown[1]:>{width}}"]
    for number, sheet in enumerate(totals.games, 1):
        label = t("sheet-game-shutout" if sheet.shutout else "sheet-game", number=number)
        a, b = sheet.totals
        lines.append(f"{label:<{label_width}}{a:>{width}}{b:>{width}}")
    a, b = totals.totals
    lines.append(f"{t('sheet-total'):<{label_width}}{a:>{width}}{b:>{width}}")
    lines.append(hollywood_result_text(game, names, tr))
    return lines


def score_sheet_lines(game: Game, names: Sequence[str], tr: Translator | None = None) -> list[str]:
    """The score sheet as plain text (running scores while the game is not over)."""
    if game.rules.hollywood:
        return _hollywood_lines(game, names, tr)
    t = _tr(tr).t
    shown = [display_name(n, tr) for n in names]
    if not game.is_over:
        s0, s1 = game.scores
        won0, won1 = game.hands_won
        return [
            t(
                "scores-running",
                name0=shown[0],
                score0=s0,
                name1=shown[1],
                score1=s1,
                target=game.rules.game_target,
                won0=won0,
                won1=won1,
            )
        ]
    totals = game.totals()
    width = max(len(n) for n in shown) + 2
    rows = score_sheet_rows(game, tr)
    # 26 columns hold every English label; a longer translated label widens the column.
    label_width = max(26, *(len(label) + 1 for label, _, _ in rows))
    title = t("sheet-title")
    lines = [f"{title:<{label_width}}{shown[0]:>{width}}{shown[1]:>{width}}"]
    lines += [f"{label:<{label_width}}{a:>{width}}{b:>{width}}" for label, a, b in rows]
    winner = names[totals.winner]
    key = "game-won-shutout" if totals.shutout else "game-won"
    lines.append(_won(key, winner, tr, points=totals.net))
    return lines


__all__ = [
    "COMPUTER",
    "EVENT_KEYS",
    "HUMAN",
    "action_text",
    "arrangement_text",
    "card_name",
    "card_text",
    "cards_text",
    "conjugate",
    "count",
    "counted_text",
    "display_name",
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
