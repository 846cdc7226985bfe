"""A reviewed decision in one sentence, and a player's review in one line.

The sentences speak as the hints do (:func:`~ginrummy.agents.levels.hint`): the cards by
name, what a choice broke, fed or kept, and what the better choice did instead, e.g.
"discarding 8♥ broke your meld 7♥ 8♥ 9♥; K♠ joined nothing (−21.7 points)". They use
only what the player knew at the decision, what the table saw afterwards (the opponent
taking the card from the pile) and, when the hand ended in a showdown, the melds then
laid down.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..agents.knowledge import meld_partners
from ..agents.levels import meld_partners_text
from ..agents.simple import joins_a_meld
from ..core.actions import BIG_GIN, DRAW_STOCK, PASS, TAKE_UPCARD, Action, Discard, Knock
from ..core.cards import NUM_RANKS, Card, cards_of
from ..core.hand import EventKind
from ..core.melds import RANK_COLUMN, best_arrangement, deadwood_count_cached
from ..core.observation import Observation
from .grades import GRADES, Unit


def loss_text(loss: float, unit: Unit, error: float | None = None) -> str:
    """``−3.2 points`` or ``−4.1% game-win chance``; with ``error`` (one standard error
    of a difference) ``−3.2 ± 1.1 points`` or ``−4.1 ± 1.5% game-win chance``."""
    scale, tail = (100, "% game-win chance") if unit == "win" else (1, " points")
    spread = "" if error is None else f" \N{PLUS-MINUS SIGN} {error * scale:.1f}"
    return f"\N{MINUS SIGN}{loss * scale:.1f}{spread}{tail}"


def _name(card: Card, ascii: bool) -> str:
    return card.pretty(ascii=ascii)


def _names(mask: int, ascii: bool) -> str:
    return " ".join(_name(c, ascii) for c in cards_of(mask))


def _meld_of(hand: int, card: Card) -> int:
    """The meld of ``hand``'s best arrangement that holds ``card`` (0: none)."""
    for meld in best_arrangement(hand).melds:
        if meld.mask >> card & 1:
            return meld.mask
    return 0


def _ways(hand: int) -> int:
    """Unseen-card chances to meld: how many cards would join a meld or partial meld of
    ``hand`` (a rough count of the hand's ways to improve)."""
    return (meld_partners(hand) & ~hand).bit_count()


def _opponent_threw_rank(obs: Observation, card: Card) -> Card | None:
    """Another card of ``card``'s rank that the opponent threw: a sign it is safe."""
    for event in reversed(obs.events):
        if (
            event.player != obs.player
            and event.kind is EventKind.DISCARD
            and event.card is not None
            and event.card != card
            and event.card % NUM_RANKS == card % NUM_RANKS
        ):
            return event.card
    return None


def _discard_clause(obs: Observation, card: Card, fed: int | None, ascii: bool) -> str:
    """What discarding ``card`` did: broke a meld, fed the opponent, or what it left."""
    hand = obs.hand.mask
    name = _name(card, ascii)
    meld = _meld_of(hand, card)
    if meld:
        return f"discarding {name} broke your meld {_names(meld, ascii)}"
    if fed is not None:
        if fed:
            return f"discarding {name} fed the opponent's {_names(fed, ascii)}"
        return f"discarding {name} fed the opponent, who took it"
    left = deadwood_count_cached(hand & ~(1 << card))
    if joins_a_meld(hand & ~(1 << card), card):
        partners = _partners(hand, card, ascii)
        return f"discarding {name} gave up a card that melds with your {partners}"
    started = _started(hand, card)
    if started:
        return f"discarding {name} broke up {_names(started | 1 << card, ascii)}, a meld begun"
    return f"discarding {name} left {left} deadwood"


def _started(hand: int, card: Card) -> int:
    """The cards of ``hand`` that ``card`` begins a meld with: the same rank, or the
    same suit one or two ranks away."""
    rank = card % NUM_RANKS
    out = hand & (RANK_COLUMN << rank)
    base = card - rank
    for delta in (-2, -1, 1, 2):
        if 0 <= rank + delta < NUM_RANKS:
            out |= hand & (1 << (base + rank + delta))
    return out & ~(1 << card)


def _partners(hand: int, card: Card, ascii: bool) -> str:
    return meld_partners_text(hand & ~(1 << card), card, ascii)


def _kept_clause(obs: Observation, card: Card, chosen: Card | None, ascii: bool) -> str:
    """Why throwing ``card`` instead was better."""
    hand = obs.hand.mask
    name = _name(card, ascii)
    parts: list[str] = []
    after = hand & ~(1 << card)
    if not joins_a_meld(after, card):
        loose = list(cards_of(best_arrangement(hand).deadwood.mask))
        started = _started(hand, card)
        if loose and max(c.value for c in loose) == card.value >= 8:
            parts.append(f"{name} was a loose high card")
        elif started:
            parts.append(f"{name} had only {_names(started, ascii)} to meld with")
        else:
            parts.append(f"{name} joined nothing")
    else:
        parts.append(f"{name} left {deadwood_count_cached(after)} deadwood")
    if chosen is not None:
        kept = _ways(after)
        lost = _ways(hand & ~(1 << chosen))
        if kept >= lost + 3:
            parts.append(f"kept more ways to meld ({kept} cards would join, not {lost})")
    thrown = _opponent_threw_rank(obs, card)
    if thrown is not None:
        parts.append(f"was safe (the opponent threw {_name(thrown, ascii)})")
    return ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]


def explain(
    obs: Observation,
    chosen: Action,
    best: Action,
    values: Mapping[Action, tuple[float, float]],
    loss: float,
    unit: Unit,
    *,
    error: float | None = None,
    fed: int | None = None,
    ascii: bool = False,
) -> str:
    """One sentence on why ``best`` beat ``chosen``, ending with how far ``chosen`` fell
    behind (``loss``, with ``error``, its standard error, when given).

    ``values`` maps each choice to (expected points, share of deals lost); ``fed`` is
    ``None`` unless the opponent took the discarded card from the pile at once, then the
    cards it melded it with at the showdown (0 when not shown).
    """
    suffix = f" ({loss_text(loss, unit, error)})"
    hand = obs.hand.mask
    if chosen == best:
        return "the best choice" + suffix
    if isinstance(chosen, Knock) and isinstance(best, Discard):
        left = deadwood_count_cached(hand & ~(1 << chosen.card))
        undercut = values[chosen][1]
        other = _name(best.card, ascii)
        if undercut < 0.005:
            return (
                f"knocking with {left} deadwood was safe but scored less than playing on "
                f"with {other} for gin or a lower count" + suffix
            )
        return (
            f"knocking with {left} deadwood lost the hand in {undercut:.0%} of the deals the "
            f"cards you had not seen allowed; playing on with {other} was better" + suffix
        )
    if isinstance(chosen, Discard) and isinstance(best, Knock):
        left = deadwood_count_cached(hand & ~(1 << best.card))
        if left == 0:
            return f"discarding {_name(best.card, ascii)} was gin" + suffix
        won = 1.0 - values[best][1]
        return (
            f"knocking with {left} deadwood by discarding {_name(best.card, ascii)} won the "
            f"hand in {won:.0%} of the sampled deals; playing on gave the opponent time" + suffix
        )
    if best is BIG_GIN:
        return "all 11 cards were melded: big gin scored the most" + suffix
    if isinstance(chosen, Discard) and isinstance(best, Discard):
        first = _discard_clause(obs, chosen.card, fed, ascii)
        second = _kept_clause(obs, best.card, chosen.card, ascii)
        return f"{first}; {second}" + suffix
    up = obs.upcard
    if chosen is TAKE_UPCARD and up is not None:
        if joins_a_meld(hand, up):
            partners = meld_partners_text(hand, up, ascii)
            what = f"taking {_name(up, ascii)} (it melds with {partners})"
        else:
            what = f"taking {_name(up, ascii)} joined nothing and showed it to the opponent"
        other = "a stock card" if best is DRAW_STOCK else "passing"
        return f"{what}; {other} was worth more on average" + suffix
    if chosen in (DRAW_STOCK, PASS) and best is TAKE_UPCARD and up is not None:
        if joins_a_meld(hand, up):
            why = f"{_name(up, ascii)} melds with {meld_partners_text(hand, up, ascii)}"
        else:
            why = f"{_name(up, ascii)} lowered your deadwood more than a stock card was likely to"
        return f"{why}: taking it was better" + suffix
    return f"{best} was better than {chosen}" + suffix


def summary_text(who: str, counts: Mapping[str, int], accuracy: float | None) -> str:
    """``you played 41 decisions: 35 best, 4 good, 1 mistake, 1 blunder; accuracy 91%``."""
    total = sum(counts.values())
    if total == 0:
        return f"{who} had no decision to make"
    parts = [f"{counts[g]} {_plural(g, counts[g])}" for g in GRADES if counts.get(g)]
    noun = "decision" if total == 1 else "decisions"
    tail = "" if accuracy is None else f"; accuracy {accuracy:.0f}%"
    return f"{who} played {total} {noun}: {', '.join(parts)}{tail}"


def _plural(grade: str, count: int) -> str:
    if count == 1 or grade in ("best", "good"):
        return grade
    return "inaccuracies" if grade == "inaccuracy" else grade + "s"
