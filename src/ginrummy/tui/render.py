"""What the terminal game shows, as pure functions of an observation.

Every screen of the full-screen game is drawn from here: the hand as card boxes grouped
into its melds, the piles, the opponent, the prompt, the showdown, the score sheet.
Nothing here touches the terminal, so the text is tested against golden files, and the
app stays a thin layer of widgets and keys. Sentences reuse :mod:`ginrummy.words.play`'s
helpers (showdowns, points, score sheets), so both games say the same thing.

Rows come back as ``rich.text.Text``; ``colour=False`` leaves out colours but keeps
bold and reverse, which is how a monochrome terminal still shows the selected card.
Where a row can be clicked, the columns each card covers come back as :class:`Span`.

>>> from ginrummy.core.cards import parse_card
>>> print(card_box_lines(parse_card("10H"), ascii=True))
['+---+', '|10H|', '+---+']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from rich.text import Text

from ..core.actions import Action, BigGin, Discard, DrawStock, Knock, Pass, TakeUpcard
from ..core.cards import Card, CardSet, Suit
from ..core.hand import Event, HandResult, Phase
from ..core.match import Game
from ..core.melds import Arrangement, best_arrangement, deadwood_count
from ..core.observation import Observation
from ..core.rules import Rules
from ..core.scoring import Outcome
from ..i18n import Translator, translator
from ..words.play import (
    action_text,
    by_rank,
    cards_text,
    display_name,
    event_text,
    games_text,
    melds_text,
    result_lines,
    score_sheet_lines,
    sentence,
    sorted_melds,
)

HUMAN = 0
"""The person's seat."""
COMPUTER = 1
"""The computer's seat."""

CARD_WIDTH = 5
"""Columns of one card box."""
GROUP_GAP = 2
"""Columns between two groups of cards (melds, deadwood)."""


def _t(tr: Translator | None) -> Translator:
    """The translator given, else English (the golden files and the server's words)."""
    return translator() if tr is None else tr


@dataclass(frozen=True, slots=True)
class Span:
    """Columns ``start`` (included) to ``end`` (excluded) of a row show ``target``."""

    start: int
    end: int
    target: str
    """A card in machine notation (``7H``), or ``stock`` / ``discard``."""


def card_at(spans: Iterable[Span], x: int) -> str | None:
    """The target under column ``x``, if any (how a mouse click finds its card)."""
    for span in spans:
        if span.start <= x < span.end:
            return span.target
    return None


# --------------------------------------------------------------------------- cards
def is_red(card: Card) -> bool:
    """Hearts and diamonds are printed red."""
    return card.suit in (Suit.HEARTS, Suit.DIAMONDS)


def face(card: Card, *, ascii: bool = False) -> str:
    """A card's face in exactly three columns: ``10♥``, ``7♥ ``."""
    return f"{card.pretty(ascii=ascii):<3}"


def card_box_lines(card: Card | None, *, ascii: bool = False, back: bool = False) -> list[str]:
    """A card as three rows of five columns; ``back`` draws it face down.

    ``None`` is an empty place (an empty discard pile).
    """
    top, mid, bottom, side = ("+---+", "|", "+---+", "|") if ascii else ("┌───┐", "│", "└───┘", "│")
    if card is None and not back:
        return ["     ", " --- " if ascii else " ─── ", "     "]
    inner = ("###" if ascii else "░░░") if back or card is None else face(card, ascii=ascii)
    return [top, f"{mid}{inner}{side}", bottom]


def _card_style(card: Card, *, colour: bool, selected: bool) -> str:
    parts = ["bold"]
    if colour:
        parts.append("red" if is_red(card) else "bright_white")
    if selected:
        parts.append("reverse")
    return " ".join(parts)


def _split(
    hand: CardSet, arrangement: Arrangement | None, tr: Translator | None = None
) -> list[tuple[str, list[Card]]]:
    chosen = arrangement if arrangement is not None else best_arrangement(hand)
    t = _t(tr).t
    groups = [
        (t("tui-table-meld", kind=str(m.kind)), m.ordered()) for m in sorted_melds(chosen.melds)
    ]
    melded = 0
    for meld in chosen.melds:
        melded |= meld.mask
    loose = [c for c in by_rank(hand) if not melded >> c & 1]
    if loose:
        groups.append((t("table-deadwood", count=sum(c.value for c in loose)), loose))
    return groups


def hand_groups(hand: CardSet, arrangement: Arrangement | None = None) -> list[list[Card]]:
    """The hand as its best melds, lowest first, then the deadwood by rank.

    ``arrangement`` (the player's choice before knocking) replaces the best one.
    """
    return [cards for _, cards in _split(hand, arrangement)]


def hand_rows(
    hand: CardSet,
    *,
    selected: Card | None = None,
    arrangement: Arrangement | None = None,
    ascii: bool = False,
    colour: bool = True,
    new_card: Card | None = None,
    tr: Translator | None = None,
) -> tuple[list[Text], list[Span]]:
    """The hand as five rows: group labels, three rows of card boxes, and a marker row
    under the selected card (``^^^``/``▲▲▲``: seen without colour) or the card just
    drawn (``new``). The spans say which columns each card covers, for mouse clicks.
    """
    groups = _split(hand, arrangement, tr)
    new = f"{_t(tr).t('tui-table-new'):^{CARD_WIDTH}}"[:CARD_WIDTH]
    rows = [Text() for _ in range(5)]
    spans: list[Span] = []
    x = 0
    for index, (label, group) in enumerate(groups):
        last = index == len(groups) - 1
        if index:
            for row in rows:
                row.append(" " * GROUP_GAP)
            x += GROUP_GAP
        width = CARD_WIDTH * len(group)
        rows[0].append(label if last else f"{label[:width]:<{width}}", style="dim")
        for card in group:
            style = _card_style(card, colour=colour, selected=card == selected)
            for row, line in zip(rows[1:4], card_box_lines(card, ascii=ascii), strict=True):
                row.append(line, style=style)
            if card == selected:
                rows[4].append(" ^^^ " if ascii else " ▲▲▲ ", style="bold")
            elif card == new_card:
                rows[4].append(new, style="italic")
            else:
                rows[4].append(" " * CARD_WIDTH)
            spans.append(Span(x, x + CARD_WIDTH, str(card)))
            x += CARD_WIDTH
    for row in rows:
        row.rstrip()
    return rows, spans


def hand_card_order(hand: CardSet, arrangement: Arrangement | None = None) -> list[Card]:
    """The cards left to right as :func:`hand_rows` draws them (for arrow keys)."""
    return [card for group in hand_groups(hand, arrangement) for card in group]


# --------------------------------------------------------------------------- table
def piles_rows(
    obs: Observation, *, ascii: bool = False, colour: bool = True, tr: Translator | None = None
) -> tuple[list[Text], list[Span]]:
    """The stock (face down) and the discard pile's top card, with counts beside them."""
    t = _t(tr).t
    rows = [Text(f" {t('tui-table-stock-label')}  {t('tui-table-discard-label')}")]
    rows += [Text(), Text(), Text()]
    stock = (
        card_box_lines(None, ascii=ascii, back=True)
        if obs.stock_size
        else card_box_lines(None, ascii=ascii)
    )
    up = obs.upcard
    pile = card_box_lines(up, ascii=ascii)
    style = "" if up is None else _card_style(up, colour=colour, selected=False)
    below = max(0, obs.discard_size - 1)
    squared = "true" if obs.rules.squared_pile else "false"
    discard = t("tui-table-discard-note", count=obs.discard_size)
    if below:
        discard = t("tui-table-discard-under", count=obs.discard_size, below=below, squared=squared)
    limit = t("tui-table-limit-note", limit=obs.knock_limit)
    if obs.knock_limit == 0:
        limit = t("tui-table-limit-note-gin", limit=obs.knock_limit)
    if obs.scores_double:
        limit = t("tui-table-limit-double", limit=limit)
    notes = [t("tui-table-stock-note", count=obs.stock_size), discard, limit]
    for row, s_line, p_line, note in zip(rows[1:], stock, pile, notes, strict=True):
        row.append(" ")
        row.append(s_line, style="dim" if not colour else "blue")
        row.append("  ")
        row.append(p_line, style=style)
        row.append("   " + note)
    spans = [Span(1, 6, "stock"), Span(8, 13, "discard")]
    return rows, spans


def opponent_line(
    obs: Observation, name: str, *, ascii: bool = False, tr: Translator | None = None
) -> str:
    """``simple: 10 cards, known to hold 7♥ 8♥ (taken from the pile)``."""
    t = _t(tr).t
    if obs.opponent_known:
        known = cards_text(obs.opponent_known, ascii=ascii)
        return t("tui-table-opponent-known", name=name, count=obs.opponent_hand_size, cards=known)
    return t("tui-table-opponent", name=name, count=obs.opponent_hand_size)


def header_line(
    game: Game,
    names: Sequence[str],
    hand_number: int,
    *,
    dealer: int | None = None,
    status: str = "",
    ascii: bool = False,
    tr: Translator | None = None,
) -> str:
    """``standard · hand 2 · you 25, simple 10 (to 100) · simple deals · your turn``.

    Hollywood: ``hand 5 · G2 25-10 G3 0-10 (to 100) · ...``, the games still open (your
    score first) in place of the rules' name, to fit 80 columns."""
    t = _t(tr).t
    s0, s1 = game.scores
    target = game.rules.game_target
    hand = t("tui-table-hand-number", number=hand_number)
    shown = [display_name(n, tr) for n in names]
    scores = t("scores-pair", name0=shown[0], score0=s0, name1=shown[1], score1=s1)
    parts = [
        _t(tr).rules_name(game.rules.name),
        hand,
        t("tui-table-to-target", scores=scores, target=target),
    ]
    if game.rules.hollywood:
        scores = " ".join(
            f"G{n} {c.scores[0]}-{c.scores[1]}"
            for n, c in enumerate(game.columns, 1)
            if not c.is_over
        )
        scores = scores or games_text(game, tr)
        parts = [hand, t("tui-table-to-target", scores=scores, target=target)]
    if dealer is not None:
        who = "you" if dealer == HUMAN else "other"
        parts.append(t("tui-table-deals", who=who, name=names[dealer]))
    if status:
        parts.append(status)
    return (" - " if ascii else " · ").join(parts)


def _event(
    obs: Observation, event: Event, names: Sequence[str], ascii: bool, tr: Translator | None
) -> str:
    """One event as the player saw it: their own say "you"."""
    if tr is None or tr.lang == "en":
        return event.describe(obs.player, names=(names[1], names[1]), ascii=ascii)
    seats = ["you", "you"]
    seats[1 - obs.player] = names[1]
    return event_text(event, seats, ascii=ascii, tr=tr)


def recent_events(
    obs: Observation,
    names: Sequence[str],
    last: int,
    *,
    ascii: bool = False,
    tr: Translator | None = None,
) -> list[str]:
    """The last ``last`` events as sentences, oldest first (only what the player saw)."""
    shown = [_event(obs, e, names, ascii, tr) for e in obs.events[-last:]]
    return shown or [_t(tr).t("tui-table-dealt")]


def move_log(
    obs: Observation, names: Sequence[str], *, ascii: bool = False, tr: Translator | None = None
) -> list[str]:
    """Every move of the hand so far, numbered, oldest first: the log the table scrolls
    back over (only what the player saw; the deal is its first line)."""
    english = tr is None or tr.lang == "en"
    lines = [_t(tr).t("tui-table-dealt")]
    for number, event in enumerate(obs.events, 1):
        line = _event(obs, event, names, ascii, tr)
        if not english or line.startswith("you "):
            line = sentence(line)
        lines.append(f"{number}. {line}")
    return lines


def knock_options(obs: Observation) -> list[tuple[int, Card]]:
    """``(deadwood left, card)`` for every legal knock, the least deadwood first."""
    out = [
        (deadwood_count(obs.hand.mask & ~(1 << a.card)), a.card)
        for a in obs.legal_actions
        if isinstance(a, Knock)
    ]
    return sorted(out)


def can_big_gin(obs: Observation) -> bool:
    """True when big gin is a legal move."""
    return any(isinstance(a, BigGin) for a in obs.legal_actions)


def prompt_line(
    obs: Observation, names: Sequence[str], *, ascii: bool = False, tr: Translator | None = None
) -> str:
    """Whose turn it is and, on the player's turn, what the keys do now (one line of at
    most 78 columns: the table's width)."""
    t = _t(tr).t
    if obs.phase is Phase.OVER:
        return t("tui-table-prompt-over")
    if not obs.is_my_turn:
        waiting = t("tui-table-prompt-waiting", name=names[1])
        return waiting.replace("…", "...") if ascii else waiting
    up = "" if obs.upcard is None else obs.upcard.pretty(ascii=ascii)
    legal = obs.legal_actions
    take = any(isinstance(a, TakeUpcard) for a in legal)
    match obs.phase:
        case Phase.UPCARD_OFFER:
            return t("tui-table-prompt-offer", card=up)
        case Phase.DRAW:
            if take:
                return t("tui-table-prompt-draw-or-take", card=up)
            return t("tui-table-prompt-draw")
        case Phase.STOCK_END:
            if take:
                return t("tui-table-prompt-stock-end", card=up)
            return t("tui-table-prompt-stock-end-void")
        case _:
            pass
    parts = []
    if any(isinstance(a, Discard) for a in legal):
        parts.append(t("tui-table-prompt-discard"))
    else:
        parts.append(t("prompt-only-knock"))
    knocks = knock_options(obs)
    if knocks and knocks[0][0] == 0:
        parts.append(t("tui-table-prompt-gin"))
    if knocks and any(left > 0 for left, _ in knocks):
        least = min(left for left, _ in knocks if left > 0)
        parts.append(t("tui-table-prompt-knock", left=least))
    if can_big_gin(obs):
        parts.append(t("tui-table-prompt-big-gin"))
    return t("tui-table-prompt-parts", parts=t("tui-table-separator").join(parts))


def best_discard(obs: Observation) -> tuple[int, Card] | None:
    """``(deadwood left, card)`` of the legal discard (or knock) that leaves the least
    deadwood; ``None`` when the player holds no 11 cards to discard from."""
    cards = {a.card for a in obs.legal_actions if isinstance(a, Discard | Knock)}
    if obs.phase is not Phase.DISCARD or not cards:
        return None
    # Among equals, the card worth most: it would cost the most if caught in the hand.
    left, _, card = min((deadwood_count(obs.hand.mask & ~(1 << c)), -c.value, c) for c in cards)
    return left, card


def deadwood_line(obs: Observation, *, ascii: bool = False, tr: Translator | None = None) -> str:
    """With 11 cards: the deadwood now and after the best discard, against the knock
    limit, so the player sees at once how close a knock is."""
    best = best_discard(obs)
    if best is None or not obs.is_my_turn:
        return ""
    left, card = best
    then = "gin" if left == 0 else ("knock" if left <= obs.knock_limit else "none")
    return _t(tr).t(
        "tui-table-deadwood-line",
        now=deadwood_count(obs.hand.mask),
        card=card.pretty(ascii=ascii),
        left=left,
        then=then,
        limit=obs.knock_limit,
    )


def status_line(obs: Observation, names: Sequence[str], tr: Translator | None = None) -> str:
    """Whose turn it is, in a few words (for the title of the table)."""
    t = _t(tr).t
    if obs.phase is Phase.OVER:
        return t("tui-table-status-over")
    if obs.is_my_turn:
        return t("tui-table-status-yours")
    return t("tui-table-status-theirs", name=names[1])


# --------------------------------------------------------------------------- screens
def pile_lines(obs: Observation, *, ascii: bool = False, tr: Translator | None = None) -> list[str]:
    """The whole discard pile, top card first (it is public: every discard was seen);
    a squared-up pile (``squared_pile``) shows its top card only."""
    t = _t(tr).t
    if not obs.discard_pile:
        return [t("tui-table-pile-empty")]
    if obs.rules.squared_pile:
        return [
            t("tui-table-pile-squared", count=obs.discard_size),
            "  " + face(obs.discard_pile[-1], ascii=ascii),
        ]
    lines = [t("tui-table-pile-top-first", count=len(obs.discard_pile))]
    cards = list(reversed(obs.discard_pile))
    lines.extend(
        "  " + " ".join(face(c, ascii=ascii) for c in cards[start : start + 10])
        for start in range(0, len(cards), 10)
    )
    return lines


def showdown_title(result: HandResult, names: Sequence[str], tr: Translator | None = None) -> str:
    """``You knocked`` / ``simple went gin`` / ``Void hand``: the screen's title."""
    t = _t(tr).t
    if result.knocker is None or result.showdown is None:
        return t("tui-table-void-title")
    who = "you" if result.knocker == HUMAN else "other"
    outcome = {
        Outcome.GIN: "gin",
        Outcome.BIG_GIN: "big_gin",
        Outcome.UNDERCUT: "undercut",
    }.get(result.outcome, "knock")
    return t("tui-table-showdown-title", who=who, name=names[result.knocker], outcome=outcome)


def showdown_text(
    result: HandResult,
    rules: Rules,
    names: Sequence[str],
    *,
    ascii: bool = False,
    tr: Translator | None = None,
) -> list[str]:
    """The showdown: both hands laid out, lay-offs, deadwood, outcome, points and why."""
    lines = [showdown_title(result, names, tr), ""]
    lines += result_lines(result, rules, names, ascii=ascii, capitals=True, tr=tr)
    if result.winner is not None:
        who = "you" if result.winner == HUMAN else "other"
        scored = _t(tr).t(
            "tui-table-scores-points", who=who, name=names[result.winner], points=result.points
        )
        lines += ["", scored]
    return lines


def hand_sheet_rows(
    game: Game, names: Sequence[str], tr: Translator | None = None
) -> list[tuple[str, str, str, str, str]]:
    """One row per finished hand: number, what happened, points each, running totals."""
    rows: list[tuple[str, str, str, str, str]] = []
    totals = [0, 0]
    for number, result in enumerate(game.results, 1):
        points = ["", ""]
        if result.winner is not None:
            totals[result.winner] += result.points
            points[result.winner] = str(result.points)
        if result.knocker is None:
            what = _t(tr).t("tui-table-sheet-void")
        elif tr is None or tr.lang == "en":
            what = f"{names[result.knocker]}: {str(result.outcome).replace('_', ' ')}"
        else:
            outcome = tr.t("outcome-name", outcome=str(result.outcome))
            what = f"{display_name(names[result.knocker], tr)}: {outcome}"
        rows.append((str(number), what, points[0], points[1], f"{totals[0]}-{totals[1]}"))
    return rows


def hollywood_sheet_rows(
    game: Game, names: Sequence[str], tr: Translator | None = None
) -> list[tuple[str, ...]]:
    """Hollywood: one row per finished hand: number, what happened, points each, and
    each game's running score after it where the hand counted in that game (else
    blank)."""
    rows: list[tuple[str, ...]] = []
    running = [[0, 0] for _ in game.columns]
    for (number, what, a, b, _), result, games in zip(
        hand_sheet_rows(game, names, tr), game.results, game.credits, strict=True
    ):
        cells = []
        for index, score in enumerate(running):
            if index in games and result.winner is not None:
                score[result.winner] += result.points
                cells.append(f"{score[0]}-{score[1]}")
            else:
                cells.append("")
        rows.append((number, what, a, b, *cells))
    return rows


def hand_sheet_text(game: Game, names: Sequence[str], tr: Translator | None = None) -> list[str]:
    """Every finished hand, one a line, with the points and the running totals (under
    Hollywood scoring: each game's, where the hand counted)."""
    t = _t(tr).t
    hand = t("tui-table-sheet-hand")
    n0, n1 = (display_name(n, tr)[:9] for n in names)
    none = "    " + t("tui-table-sheet-none")
    if game.rules.hollywood:
        g1, g2, g3 = (t("sheet-game", number=n)[:9] for n in (1, 2, 3))
        lines = [f"{'#':>2}  {hand:<22}{n0:>9}{n1:>9}  {g1:>9}{g2:>9}{g3:>9}"]
        for number, what, a, b, *cells in hollywood_sheet_rows(game, names, tr):
            games = "".join(f"{cell:>9}" for cell in cells)
            lines.append(f"{number:>2}  {what[:22]:<22}{a:>9}{b:>9}  {games}")
        if not game.results:
            lines.append(none)
        return lines
    total = t("sheet-total")[:9]
    lines = [f"{'#':>2}  {hand:<28}{n0:>9}{n1:>9}  {total:>9}"]
    for number, what, a, b, total in hand_sheet_rows(game, names, tr):
        lines.append(f"{number:>2}  {what[:28]:<28}{a:>9}{b:>9}  {total:>9}")
    if not game.results:
        lines.append(none)
    return lines


def score_sheet_text(game: Game, names: Sequence[str], tr: Translator | None = None) -> list[str]:
    """Every hand with running totals; at the game's end the line (boxes), game bonus,
    shutout and the final result under it."""
    return [*hand_sheet_text(game, names, tr), "", *score_sheet_lines(game, names, tr)]


def layoff_count(arrangement: Arrangement, seen: int = 0) -> int:
    """How many cards the opponent could lay off directly onto ``arrangement``'s melds:
    the cards that extend a meld, less the player's own and those ``seen`` elsewhere
    (the discard pile, the card discarded to knock), which the opponent cannot hold."""
    own = arrangement.cards.mask
    spots = 0
    for meld in arrangement.melds:
        spots |= meld.layoff_cards().mask
    return (spots & ~own & ~seen).bit_count()


def arrangement_option(
    arrangement: Arrangement,
    *,
    ascii: bool = False,
    layoffs: int | None = None,
    tr: Translator | None = None,
) -> str:
    """One choice of melds to lay down: ``[A♠ 2♠ 3♠] [9♣ 9♦ 9♥] | 2♣ (2)``, and with
    ``layoffs`` how many cards the opponent could lay off on it."""
    t = _t(tr).t
    melds = melds_text(arrangement.melds, ascii=ascii, tr=tr)
    dead = cards_text(arrangement.deadwood, ascii=ascii) or t("tui-table-no-deadwood")
    text = f"{melds} | {dead} ({arrangement.deadwood_count})"
    if layoffs is not None:
        text += t("tui-table-layoffs", count=layoffs)
    return text


def move_text(action: Action, *, ascii: bool = False, tr: Translator | None = None) -> str:
    """A move for the log: ``draw from the stock``."""
    if isinstance(action, DrawStock | TakeUpcard | Pass | Discard | Knock | BigGin):
        return action_text(action, ascii=ascii, tr=tr)
    return str(action)  # pragma: no cover


_HELP_KEYS: list[tuple[str, str, str]] = [
    ("d", "tui-help-draw", "tui-help-click-stock"),
    ("t", "tui-help-take", "tui-help-click-pile"),
    ("p", "tui-help-pass", ""),
    ("tui-help-key-arrows", "tui-help-pick", "tui-help-click-card"),
    ("tui-help-key-enter", "tui-help-discard", "tui-help-click-again"),
    ("k", "tui-help-knock", ""),
    ("g", "tui-help-gin", ""),
    ("h", "tui-help-hint", ""),
    ("tui-help-key-pages", "tui-help-scroll", ""),
    ("v", "tui-help-pile", "tui-help-also-scores"),
    ("?", "tui-help-help", "tui-help-also-quit"),
]
"""The help's rows: the key (or the message naming it), what it does, and beside it
what the mouse does (or a second key)."""


def help_lines(tr: Translator | None = None) -> list[str]:
    """The keys of the table, in the player's language (:data:`HELP_LINES` in English)."""
    t = _t(tr).t
    lines = [t("tui-help-title")]
    names = [t(key) if key.startswith("tui-") else key for key, _, _ in _HELP_KEYS]
    width = max(12, *(len(name) for name in names))  # a longer key name widens the column
    for name, (_, does, aside) in zip(names, _HELP_KEYS, strict=True):
        text = f"{t(does):<27}  {t(aside)}" if aside else t(does)
        lines.append(f"  {name:<{width}} {text}")
    return [*lines, "", t("tui-help-quit-saves"), t("tui-help-records")]


HELP_LINES = [
    "Keys (the mouse works too: cards, the stock, the pile, the buttons):",
    "  d            draw from the stock          (click the stock)",
    "  t            take the discard pile's top  (click the pile)",
    "  p            pass on the first upcard (or at the stock end)",
    "  left/right   pick a card in your hand     (click a card)",
    "  Enter        discard the picked card      (click it again)",
    "  k            knock (the picked card, else the best); choose melds",
    "  g            go gin (or big gin) when you can",
    "  h            a hint from the strongest computer player",
    "  PgUp/PgDn    scroll back over this hand's moves (or the mouse wheel)",
    "  v            the whole discard pile       s  the score sheet",
    "  ?            this help and the rules      q  save and quit",
    "",
    "Quit saves the game: `ginrummy play --resume` goes on with it.",
    "Finished games are kept as records: `ginrummy replay FILE` shows one.",
]


__all__ = [
    "CARD_WIDTH",
    "COMPUTER",
    "HELP_LINES",
    "HUMAN",
    "Span",
    "arrangement_option",
    "best_discard",
    "can_big_gin",
    "card_at",
    "card_box_lines",
    "deadwood_line",
    "face",
    "hand_card_order",
    "hand_groups",
    "hand_rows",
    "hand_sheet_rows",
    "hand_sheet_text",
    "header_line",
    "help_lines",
    "hollywood_sheet_rows",
    "is_red",
    "knock_options",
    "layoff_count",
    "move_log",
    "move_text",
    "opponent_line",
    "pile_lines",
    "piles_rows",
    "prompt_line",
    "recent_events",
    "score_sheet_text",
    "showdown_text",
    "showdown_title",
    "sorted_melds",
    "status_line",
]
