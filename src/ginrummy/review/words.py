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
from typing import Any

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


Reason = dict[str, Any]
"""A reason typed (:func:`reason`): ``{"kind": ..., ...}`` with cards as codes (``"8H"``)
and numbers as numbers, for a front end to word in its reader's language; the English
sentence is :func:`reason_text`. Kinds and their fields (docs/review.md):

- ``knock-safe`` (``deadwood``, ``card``: the discard that played on), ``knock-undercut``
  (``deadwood``, ``share``: of the deals lost, ``card``), ``gin`` (``card``),
  ``knock-won`` (``deadwood``, ``card``, ``share``: of the deals won), ``big-gin``;
- ``discards``: ``chosen`` (what the discard made did: a clause) and ``better`` (why the
  better discard was better: a list of clauses, the first naming its card);
- ``take-melds`` (``card``, ``cards``: its partners, ``other``: ``stock`` or ``pass``),
  ``take-nothing`` (``card``, ``other``), ``skip-melds`` (``card``, ``cards``),
  ``skip-lowers`` (``card``), and ``other`` (``best``, ``chosen``: the actions).

Clauses (``{"kind": ..., ...}``): of a discard made, ``broke-meld`` (``card``,
``cards``: the meld), ``fed`` (``card``, ``cards``: what the opponent melded it with),
``fed-taken`` (``card``), ``melds-with`` (``card``, ``cards``), ``broke-begun``
(``card``, ``cards``), ``left`` (``card``, ``deadwood``); of a better discard,
``loose-high`` (``card``), ``few-partners`` (``card``, ``cards``), ``joined-nothing``
(``card``), ``left`` (``card``, ``deadwood``), then maybe ``more-ways`` (``kept``,
``lost``) and ``safe`` (``card``: the one the opponent threw)."""


def _codes(mask: int) -> list[str]:
    return [str(c) for c in cards_of(mask)]


def _pretty_all(codes: list[str], ascii: bool) -> str:
    return " ".join(_name(Card.parse(c), ascii) for c in codes)


def _discard_clause(obs: Observation, card: Card, fed: int | None) -> Reason:
    """What discarding ``card`` did: broke a meld, fed the opponent, or what it left."""
    hand = obs.hand.mask
    meld = _meld_of(hand, card)
    if meld:
        return {"kind": "broke-meld", "card": str(card), "cards": _codes(meld)}
    if fed is not None:
        if fed:
            return {"kind": "fed", "card": str(card), "cards": _codes(fed)}
        return {"kind": "fed-taken", "card": str(card)}
    left = deadwood_count_cached(hand & ~(1 << card))
    if joins_a_meld(hand & ~(1 << card), card):
        partners = _partner_codes(hand & ~(1 << card), card)
        return {"kind": "melds-with", "card": str(card), "cards": partners}
    started = _started(hand, card)
    if started:
        return {"kind": "broke-begun", "card": str(card), "cards": _codes(started | 1 << card)}
    return {"kind": "left", "card": str(card), "deadwood": left}


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


def _partner_codes(hand: int, card: Card) -> list[str]:
    """The cards of ``hand`` that ``card`` melds with, as :func:`meld_partners_text`
    names them, as codes."""
    return [str(Card.parse(c)) for c in meld_partners_text(hand, card, True).split()]


def _kept_clause(obs: Observation, card: Card, chosen: Card | None) -> list[Reason]:
    """Why throwing ``card`` instead was better."""
    hand = obs.hand.mask
    parts: list[Reason] = []
    after = hand & ~(1 << card)
    if not joins_a_meld(after, card):
        loose = list(cards_of(best_arrangement(hand).deadwood.mask))
        started = _started(hand, card)
        if loose and max(c.value for c in loose) == card.value >= 8:
            parts.append({"kind": "loose-high", "card": str(card)})
        elif started:
            parts.append({"kind": "few-partners", "card": str(card), "cards": _codes(started)})
        else:
            parts.append({"kind": "joined-nothing", "card": str(card)})
    else:
        parts.append({"kind": "left", "card": str(card), "deadwood": deadwood_count_cached(after)})
    if chosen is not None:
        kept = _ways(after)
        lost = _ways(hand & ~(1 << chosen))
        if kept >= lost + 3:
            parts.append({"kind": "more-ways", "kept": kept, "lost": lost})
    thrown = _opponent_threw_rank(obs, card)
    if thrown is not None:
        parts.append({"kind": "safe", "card": str(thrown)})
    return parts


def reason(
    obs: Observation,
    chosen: Action,
    best: Action,
    values: Mapping[Action, tuple[float, float]],
    *,
    fed: int | None = None,
) -> Reason:
    """Why ``best`` beat ``chosen``, typed (see :data:`Reason`); ``values`` and ``fed``
    as for :func:`explain`."""
    hand = obs.hand.mask
    if chosen == best:
        return {"kind": "best"}
    if isinstance(chosen, Knock) and isinstance(best, Discard):
        left = deadwood_count_cached(hand & ~(1 << chosen.card))
        undercut = values[chosen][1]
        if undercut < 0.005:
            return {"kind": "knock-safe", "deadwood": left, "card": str(best.card)}
        return {
            "kind": "knock-undercut",
            "deadwood": left,
            "share": undercut,
            "card": str(best.card),
        }
    if isinstance(chosen, Discard) and isinstance(best, Knock):
        left = deadwood_count_cached(hand & ~(1 << best.card))
        if left == 0:
            return {"kind": "gin", "card": str(best.card)}
        won = 1.0 - values[best][1]
        return {"kind": "knock-won", "deadwood": left, "card": str(best.card), "share": won}
    if best is BIG_GIN:
        return {"kind": "big-gin"}
    if isinstance(chosen, Discard) and isinstance(best, Discard):
        return {
            "kind": "discards",
            "chosen": _discard_clause(obs, chosen.card, fed),
            "better": _kept_clause(obs, best.card, chosen.card),
        }
    up = obs.upcard
    if chosen is TAKE_UPCARD and up is not None:
        other = "stock" if best is DRAW_STOCK else "pass"
        if joins_a_meld(hand, up):
            return {
                "kind": "take-melds",
                "card": str(up),
                "cards": _partner_codes(hand, up),
                "other": other,
            }
        return {"kind": "take-nothing", "card": str(up), "other": other}
    if chosen in (DRAW_STOCK, PASS) and best is TAKE_UPCARD and up is not None:
        if joins_a_meld(hand, up):
            return {"kind": "skip-melds", "card": str(up), "cards": _partner_codes(hand, up)}
        return {"kind": "skip-lowers", "card": str(up)}
    return {"kind": "other", "best": str(best), "chosen": str(chosen)}


def _clause_text(clause: Reason, ascii: bool, *, made: bool) -> str:
    """A clause of a :data:`Reason` in English: of the discard ``made``, or of the
    better one."""
    kind = clause["kind"]
    name = _name(Card.parse(clause["card"]), ascii) if "card" in clause else ""
    cards = _pretty_all(clause.get("cards", []), ascii)
    if kind == "broke-meld":
        return f"discarding {name} broke your meld {cards}"
    if kind == "fed":
        return f"discarding {name} fed the opponent's {cards}"
    if kind == "fed-taken":
        return f"discarding {name} fed the opponent, who took it"
    if kind == "melds-with":
        return f"discarding {name} gave up a card that melds with your {cards}"
    if kind == "broke-begun":
        return f"discarding {name} broke up {cards}, a meld begun"
    if kind == "left":
        verb = f"discarding {name}" if made else name
        return f"{verb} left {clause['deadwood']} deadwood"
    if kind == "loose-high":
        return f"{name} was a loose high card"
    if kind == "few-partners":
        return f"{name} had only {cards} to meld with"
    if kind == "joined-nothing":
        return f"{name} joined nothing"
    if kind == "more-ways":
        return f"kept more ways to meld ({clause['kept']} cards would join, not {clause['lost']})"
    if kind == "safe":
        return f"was safe (the opponent threw {name})"
    raise ValueError(f"no words for the clause {kind!r}")


def reason_text(why: Reason, *, ascii: bool = False) -> str:
    """A :data:`Reason` as the English sentence (without the loss :func:`explain` adds)."""
    kind = why["kind"]
    card = _name(Card.parse(why["card"]), ascii) if "card" in why else ""
    if kind == "best":
        return "the best choice"
    if kind == "knock-safe":
        return (
            f"knocking with {why['deadwood']} deadwood was safe but scored less than playing on "
            f"with {card} for gin or a lower count"
        )
    if kind == "knock-undercut":
        return (
            f"knocking with {why['deadwood']} deadwood lost the hand in {why['share']:.0%} of the "
            f"deals the cards you had not seen allowed; playing on with {card} was better"
        )
    if kind == "gin":
        return f"discarding {card} was gin"
    if kind == "knock-won":
        return (
            f"knocking with {why['deadwood']} deadwood by discarding {card} won the "
            f"hand in {why['share']:.0%} of the sampled deals; playing on gave the opponent time"
        )
    if kind == "big-gin":
        return "all 11 cards were melded: big gin scored the most"
    if kind == "discards":
        first = _clause_text(why["chosen"], ascii, made=True)
        parts = [_clause_text(c, ascii, made=False) for c in why["better"]]
        second = ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]
        return f"{first}; {second}"
    other = "a stock card" if why.get("other") == "stock" else "passing"
    if kind == "take-melds":
        partners = _pretty_all(why["cards"], ascii)
        return f"taking {card} (it melds with {partners}); {other} was worth more on average"
    if kind == "take-nothing":
        return (
            f"taking {card} joined nothing and showed it to the opponent; "
            f"{other} was worth more on average"
        )
    if kind == "skip-melds":
        return f"{card} melds with {_pretty_all(why['cards'], ascii)}: taking it was better"
    if kind == "skip-lowers":
        return (
            f"{card} lowered your deadwood more than a stock card was likely to: "
            "taking it was better"
        )
    return f"{why['best']} was better than {why['chosen']}"


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
    behind (``loss``, with ``error``, its standard error, when given): :func:`reason`
    in English (:func:`reason_text`).

    ``values`` maps each choice to (expected points, share of deals lost); ``fed`` is
    ``None`` unless the opponent took the discarded card from the pile at once, then the
    cards it melded it with at the showdown (0 when not shown).
    """
    suffix = f" ({loss_text(loss, unit, error)})"
    return reason_text(reason(obs, chosen, best, values, fed=fed), ascii=ascii) + suffix


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
