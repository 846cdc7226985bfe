"""The defender's answer to a knock: lay-offs onto the knocker's melds (chains
included) and the defender's own melds, chosen for the least deadwood.

:func:`best_defense` checks its input (a hand of at most 11 cards and at most three
disjoint knocker melds, else :class:`~ginrummy.core.errors.InvalidCardError`), the common
inputs inline; anything else goes through ``_knocker_melds``, which accepts or explains,
and the trusted ``_best_defense``.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from .arrangements import (
    _LAYOFFS_OF,
    _default_arrangement,
    _only_arrangement,
    _tied_arrangement,
)
from .cards import (
    CARD_VALUES,
    NUM_CARDS,
    NUM_RANKS,
    Card,
    CardSet,
    CardsLike,
    mask_value,
)
from .deadwood import (
    MAX_HAND_CARDS,
    MAX_KNOCKER_MELDS,
    RANK_COLUMN,
    Meld,
    _mask,
    deadwood_count_unchecked,
)
from .errors import InvalidCardError


@dataclass(frozen=True, slots=True)
class Layoff:
    """One card laid off by the defender onto the knocker's meld number ``meld``."""

    card: Card
    meld: int

    def __str__(self) -> str:
        return f"{self.card}->{self.meld}"


class Defense(tuple[Any, ...]):
    """The defender's answer to a knock: own melds, lay-offs, and what is left over.

    Immutable, compared and hashed by value, pickled by its parts, like a frozen
    dataclass of ``melds``, ``layoffs`` and ``deadwood``. Why a tuple underneath, of
    the melds, the deadwood's mask and then the lay-offs: a showdown builds one per
    knock and the lay-off search is held to OpenSpiel's C++ (benchmarks/bench_engine.py
    section [4]). A frozen dataclass with a :class:`CardSet` inside took three slot
    writes and a second object, a third of the search's time on most knocks; this is
    one C call, and a defender with nothing to lay off gets the hand's arrangement
    (melds, deadwood) as it comes. Read it by the names; the positions are not part of
    the API.
    """

    __slots__ = ()

    def __new__(
        cls, melds: Iterable[Meld], layoffs: Iterable[Layoff], deadwood: CardSet
    ) -> Defense:
        """A defense of the given parts (taken as they are, as a dataclass would)."""
        if not isinstance(deadwood, CardSet):
            raise InvalidCardError(f"Defense: deadwood must be a CardSet, not {deadwood!r}")
        return _make(cls, (tuple(melds), deadwood.mask, *layoffs))

    @property
    def melds(self) -> tuple[Meld, ...]:
        """The defender's own melds."""
        melds: tuple[Meld, ...] = self[0]
        return melds

    @property
    def layoffs(self) -> tuple[Layoff, ...]:
        """The cards laid off onto the knocker's melds, in laying order."""
        layoffs: tuple[Layoff, ...] = self[2:]
        return layoffs

    @property
    def deadwood(self) -> CardSet:
        """The defender's cards left over: neither melded nor laid off."""
        return CardSet(self[1])

    @property
    def deadwood_count(self) -> int:
        """The defender's deadwood count after lay-offs (D in RULES.md)."""
        return mask_value(self[1])

    @property
    def laid_off(self) -> CardSet:
        """The cards laid off, as a set."""
        return CardSet(sum(1 << c.card for c in self.layoffs))

    def __eq__(self, other: object) -> bool:
        return type(other) is Defense and tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = tuple.__hash__

    def __repr__(self) -> str:
        return (
            f"Defense(melds={self.melds!r}, layoffs={self.layoffs!r}, deadwood={self.deadwood!r})"
        )

    def __reduce__(self) -> tuple[type[Defense], tuple[object, ...]]:
        """Pickle by the parts, through the checking constructor."""
        return (Defense, (self.melds, self.layoffs, self.deadwood))


_make: Final = tuple.__new__
"""``_make(Defense, (melds, deadwood_mask, *layoffs))``: a defense of trusted parts."""


def _every_layoff() -> tuple[tuple[Layoff, ...], ...]:
    """Every :class:`Layoff` there can be, by meld number then card: 3 x 52 objects."""
    return tuple(
        tuple(Layoff(Card(card), meld) for card in range(NUM_CARDS))
        for meld in range(MAX_KNOCKER_MELDS)
    )


_LAYOFF: Final = _every_layoff()
"""``_LAYOFF[meld][card]``: the (immutable) lay-off objects, made once, that defenses
hand out rather than building and checking new ones."""

_Option = tuple[int, tuple[Layoff, ...], int]
"""One way to lay off onto one meld: the cards (a mask), the lay-offs in laying order
and the cards' deadwood value."""

_NOTHING: Final[_Option] = (0, (), 0)


def _layoff_options(defender: int, meld: int, index: int) -> list[_Option]:
    """What the defender can lay off onto one meld (a mask), knocker meld number
    ``index`` (:data:`_Option`), starting with laying off nothing."""
    made = _LAYOFF[index]
    low = (meld & -meld).bit_length() - 1
    column = RANK_COLUMN << (low % NUM_RANKS)
    if meld & ~column == 0:  # a set: of three, it takes the fourth
        fourth = column & ~meld
        if defender & fourth:
            card = fourth.bit_length() - 1
            return [_NOTHING, (fourth, (made[card],), CARD_VALUES[card])]
        return [_NOTHING]
    high = meld.bit_length() - 1
    downs = [_NOTHING]
    k = low - 1
    while k >= 0 and k // NUM_RANKS == low // NUM_RANKS and defender >> k & 1:
        prev_mask, prev_cards, prev_value = downs[-1]
        downs.append((prev_mask | 1 << k, (*prev_cards, made[k]), prev_value + CARD_VALUES[k]))
        k -= 1
    ups = [_NOTHING]
    k = high + 1
    while k // NUM_RANKS == high // NUM_RANKS and defender >> k & 1:
        prev_mask, prev_cards, prev_value = ups[-1]
        ups.append((prev_mask | 1 << k, (*prev_cards, made[k]), prev_value + CARD_VALUES[k]))
        k += 1
    if len(downs) == 1:
        return ups
    if len(ups) == 1:
        return downs
    return [(dm | um, dc + uc, dv + uv) for dm, dc, dv in downs for um, uc, uv in ups]


def _most_laid(options: Sequence[_Option]) -> _Option:
    """The option laying off the most deadwood value, then the fewest cards (the first
    of equal ones): the best when every card it could lay is deadwood anyway (see
    :func:`_defense`)."""
    best = options[0]
    best_key = -1
    for option in options:
        key = option[2] << 4 | (15 - option[0].bit_count())
        if key > best_key:
            best, best_key = option, key
    return best


_Choices = tuple[int, int, tuple[Layoff, ...], list[_Option]]
"""Everything a defender can lay off onto one meld: every card any option lays (a
mask), the cards and lay-offs of :func:`_most_laid` and the :data:`_Option` list."""


def _held_below() -> tuple[tuple[int, ...], ...]:
    """``[rank][pattern]``: of a suit's pattern of the ranks below ``rank``, how many
    the defender holds in a row just below it, times 16 (a :data:`_CHOICES` key's
    second count): 8,191 entries."""
    return tuple(
        tuple(
            (rank - (~pattern & (1 << rank) - 1).bit_length()) << 4 for pattern in range(1 << rank)
        )
        for rank in range(NUM_RANKS)
    )


def _held_above() -> tuple[tuple[int, ...], ...]:
    """``[rank][pattern]``: of a suit's pattern shifted down by ``rank`` (its ranks from
    ``rank`` up), how many the defender holds in a row from ``rank``: 16,383 entries."""
    return tuple(
        tuple((~pattern & pattern + 1).bit_length() - 1 for pattern in range(1 << NUM_RANKS - rank))
        for rank in range(NUM_RANKS + 1)
    )


_HELD_BELOW: Final = _held_below()
_HELD_ABOVE: Final = _held_above()

_Spot = tuple[int, int, int, tuple[int, ...], int, tuple[int, ...], int]
"""A knocker's meld as the lay-off search reads it (see :func:`_meld_spots`)."""


def _meld_spots() -> dict[int, _Spot]:
    """Each meld (by mask), as :func:`_choices_key` reads it: first the cards extending
    it by one (:data:`_LAYOFFS_OF`); then a run's suit shift, the ranks below it (a
    13-bit mask) with its :data:`_HELD_BELOW` table, its highest rank plus one with
    its :data:`_HELD_ABOVE` table; or a set's ``-1``, fourth card (none for a set of
    four) and nothing; last, the meld's number among all melds, shifted to leave room
    for a knocker meld number and two counts of cards (the :data:`_CHOICES` key)."""
    spots: dict[int, _Spot] = {}
    for number, (meld, extending) in enumerate(_LAYOFFS_OF.items()):
        base = number << 10  # then two bits for the knocker meld number, four for each count
        low = (meld & -meld).bit_length() - 1
        column = RANK_COLUMN << (low % NUM_RANKS)
        if meld & ~column == 0:
            spots[meld] = (extending, -1, column & ~meld, (), 0, (), base)
        else:
            rank = low % NUM_RANKS
            past = (meld.bit_length() - 1) % NUM_RANKS + 1
            spots[meld] = (
                extending,
                low - rank,
                (1 << rank) - 1,
                _HELD_BELOW[rank],
                past,
                _HELD_ABOVE[past],
                base,
            )
    return spots


_SPOT: Final = _meld_spots()
"""See :func:`_meld_spots`."""

_CHOICES: dict[int, _Choices] = {}
"""The :data:`_Choices` of (meld, knocker meld number, cards held in a row below,
above), made as they come up, each once: at most 3 x 329 x 36 entries. Keyed by those
numbers packed in one small int (:func:`_choices_key`), not by the defender's cards, so
that any hand with the same run-up reuses them."""


def _choices_key(defender: int, spot: _Spot, index: int) -> int:
    """The :data:`_CHOICES` key of a defender's cards against a meld (its ``spot``),
    knocker meld number ``index``.

    The options depend only on how many cards the defender holds in a row just below
    and just above a run (or whether it holds a set's fourth card), looked up by the
    suit's 13-bit pattern; best_defense writes this out again for one meld.
    """
    _, shift, below, held_below, past, held_above, base = spot
    if shift < 0:  # a set: ``below`` is its fourth card
        return base | index << 8 | (1 if defender & below else 0)
    pattern = defender >> shift & 0x1FFF
    return base | index << 8 | held_below[pattern & below] | held_above[pattern >> past]


def _choices(defender: int, meld: int, index: int) -> _Choices:
    """What the defender can lay off onto ``meld``, knocker meld number ``index``,
    worked out once per :func:`_choices_key`."""
    key = _choices_key(defender, _SPOT[meld], index)
    return _CHOICES.get(key) or _new_choices(key, defender, meld, index)


def _new_choices(key: int, defender: int, meld: int, index: int) -> _Choices:
    """The :data:`_CHOICES` entry ``key``, made from a defender's cards and stored."""
    options = _layoff_options(defender, meld, index)
    can_lay = 0
    for laid, _, _ in options:
        can_lay |= laid
    most, layoffs, _ = _most_laid(options)
    entry = (can_lay, most, layoffs, options)
    _CHOICES[key] = entry
    return entry


def best_defense(defender: CardsLike | int, knocker_melds: Sequence[Meld]) -> Defense:
    """The defender's best combination of own melds and lay-offs (chains included).

    Tries every legal set of lay-offs (a set of three takes its fourth card; a run takes
    cards extending it at either end, one after another) and melds the rest optimally;
    keeps the least deadwood, then the fewest cards laid off.

    ``defender``: a hand of at most :data:`MAX_HAND_CARDS` cards, in any form;
    ``knocker_melds``: at most :data:`MAX_KNOCKER_MELDS` :class:`Meld` objects (a
    knocker's 10 cards hold no more), disjoint, sharing no card with the defender. The
    search tries every combination of lay-offs, a product over the melds, so the cap
    keeps it small.

    :raises InvalidCardError: for anything else, before any work.
    """
    if (
        type(defender) is int
        and not defender >> NUM_CARDS
        and defender.bit_count() <= MAX_HAND_CARDS
    ):
        mask = defender  # a valid mask (the common case), checked inline: see _mask
    else:
        mask = _mask(defender, "best_defense")
    # The common case, a list or tuple of a few Meld objects that share no card, checked
    # inline while finding the melds the defender can lay off onto; anything else is
    # left to _knocker_melds, which accepts or explains.
    if type(knocker_melds) in _SEQUENCES:
        count = len(knocker_melds)
        if count == 1:  # most knocks: written out, no loop, no call that can be saved
            meld = knocker_melds[0]
            if type(meld) is Meld:
                cards = meld.mask
                if not cards & mask:
                    spot = _SPOT[cards]
                    if not spot[0] & mask:  # nothing to lay off (most defenders)
                        return _make(Defense, _only_arrangement(mask) or _tied_arrangement(mask))
                    found = _only_arrangement(mask)
                    if found is None:
                        return _defense(mask, knocker_melds, 0, None)
                    # _choices_key, written out (index 0)
                    _, shift, below, held_below, past, held_above, key = spot
                    if shift < 0:  # a set, and the defender holds its fourth card
                        key |= 1
                    else:
                        pattern = mask >> shift & 0x1FFF
                        key |= held_below[pattern & below] | held_above[pattern >> past]
                    choices = _CHOICES.get(key) or _new_choices(key, mask, cards, 0)
                    if not choices[0] & ~found[1]:  # only deadwood to lay off
                        return _make(Defense, (found[0], found[1] & ~choices[1]) + choices[2])
                    return _searched_defense(mask, found, choices[3])
        elif count <= MAX_KNOCKER_MELDS:
            seen = mask
            onto = _NO_MELD
            for index, meld in enumerate(knocker_melds):
                if type(meld) is not Meld:
                    break
                cards = meld.mask
                if cards & seen:
                    break
                seen |= cards
                if _LAYOFFS_OF[cards] & mask:
                    onto = index if onto == _NO_MELD else _SEVERAL_MELDS
            else:
                return _defense(mask, knocker_melds, onto, _only_arrangement(mask))
    return _best_defense(mask, _knocker_melds(knocker_melds, mask))


_SEQUENCES: Final = (list, tuple)


def _knocker_melds(melds: object, defender: int) -> tuple[Meld, ...]:
    """The knocker's melds given to :func:`best_defense`, checked (see there)."""
    if isinstance(melds, str | Meld) or not isinstance(melds, Iterable):
        raise InvalidCardError(f"best_defense: knocker_melds must be a list of melds: {melds!r}")
    out: list[Meld] = []
    seen = 0
    for meld in melds:  # stops at the first meld too many: their cards would repeat
        if not isinstance(meld, Meld):
            raise InvalidCardError(f"best_defense: not a Meld: {meld!r}")
        if meld.mask & (seen | defender):
            raise InvalidCardError(
                f"best_defense: the meld {meld} shares cards with another or the defender"
            )
        seen |= meld.mask
        out.append(meld)
        if len(out) > MAX_KNOCKER_MELDS:
            raise InvalidCardError(
                f"best_defense: more than {MAX_KNOCKER_MELDS} knocker melds "
                "(a knocker's 10 cards hold no more)"
            )
    return tuple(out)


_NO_MELD: Final = -1
_SEVERAL_MELDS: Final = -2


def _best_defense(mask: int, knocker_melds: Sequence[Meld]) -> Defense:
    """:func:`best_defense` of a trusted hand and melds (at most
    :data:`MAX_KNOCKER_MELDS`)."""
    onto = _NO_MELD
    for index, meld in enumerate(knocker_melds):
        if _LAYOFFS_OF[meld.mask] & mask:
            onto = index if onto == _NO_MELD else _SEVERAL_MELDS
    return _defense(mask, knocker_melds, onto, _only_arrangement(mask))


def _defense(
    mask: int,
    knocker_melds: Sequence[Meld],
    onto: int,
    found: tuple[tuple[Meld, ...], int] | None,
) -> Defense:
    """:func:`best_defense` of a trusted hand and melds; ``onto``: the number of the only
    meld the defender holds a card extending, :data:`_NO_MELD` or
    :data:`_SEVERAL_MELDS`; ``found``: the hand's :func:`_only_arrangement`.

    Why it is quick (benchmarks/bench_engine.py section [4] holds it to OpenSpiel's C++
    ``best_meld_group``): most defenders hold no card extending any of the knocker's
    melds (a chain starts with one that does), and the defense is then the hand's own
    best arrangement. Most others can extend one meld only: its options are all there
    is, no product over the melds. And the cards that could be laid off are usually
    all deadwood of the hand's only optimal arrangement: then laying off cards L leaves
    that arrangement less L, with D - value(L) (no arrangement of the rest does better:
    it would arrange the whole hand with L as deadwood below D), still the only optimal
    one, so the best lay-off is the most value laid off, then the fewest cards, and no
    deadwood is counted. Objects are built without the constructors' checks, from
    lay-offs made once. :func:`best_defense` writes the one-meld cases out again, for
    the knocks with one meld (most).
    """
    if onto >= 0:  # one meld to extend (most lay-offs): its options are all there is
        can_lay, most, most_layoffs, options = _choices(mask, knocker_melds[onto].mask, onto)
        if found is not None and not can_lay & ~found[1]:  # only deadwood: see above
            return _trusted_defense(found[0], found[1] & ~most, most_layoffs)
    elif onto == _NO_MELD:
        return _make(Defense, found or _tied_arrangement(mask))
    else:
        per_meld = [_choices(mask, meld.mask, i) for i, meld in enumerate(knocker_melds)]
        if found is not None:
            can_lay = 0
            clash = False
            for cards, _, _, _ in per_meld:
                clash = clash or bool(can_lay & cards)
                can_lay |= cards
            if not clash and not can_lay & ~found[1]:
                # Only deadwood to lay off, and no card two melds could take: each
                # meld's best choice, together (the first best one of the product).
                laid = 0
                layoffs: tuple[Layoff, ...] = ()
                for _, cards, made, _ in per_meld:
                    laid |= cards
                    layoffs += made
                return _trusted_defense(found[0], found[1] & ~laid, layoffs)
        options = _combinations([entry[3] for entry in per_meld])
    return _searched_defense(mask, found, options)


def _searched_defense(
    mask: int, found: tuple[tuple[Meld, ...], int] | None, options: Sequence[_Option]
) -> Defense:
    """The best of the lay-off ``options`` for a trusted hand (``found``: its
    :func:`_only_arrangement`): each choice's deadwood counted (a card laid off from the
    optimal arrangement's deadwood is worth its value, see :func:`_defense`), the
    least, then the fewest cards, the first of equal ones, and the rest arranged."""
    if found is None:
        dead = whole = 0
    else:
        dead = found[1]
        whole = mask_value(dead)
    best = 1 << 20
    best_laid = 0
    layoffs: tuple[Layoff, ...] = ()
    for laid, made, value in options:
        if found is None or laid & ~dead:
            count = deadwood_count_unchecked(mask & ~laid)
        else:
            count = whole - value
        key = count << 4 | laid.bit_count()
        if key < best:
            best, best_laid, layoffs = key, laid, made
    if found is not None and not best_laid & ~dead:
        return _trusted_defense(found[0], dead & ~best_laid, layoffs)
    melds, deadwood = _default_arrangement(mask & ~best_laid)
    return _trusted_defense(melds, deadwood, layoffs)


def _trusted_defense(
    melds: tuple[Meld, ...], deadwood: int, layoffs: tuple[Layoff, ...]
) -> Defense:
    """A :class:`Defense` of trusted parts, without the checks of the constructor."""
    return _make(Defense, (melds, deadwood, *layoffs))


def _combinations(per_meld: list[list[_Option]]) -> list[_Option]:
    """The lay-offs onto several melds at once: one option per meld, in the order of
    ``itertools.product``, those that would lay off a card twice left out."""
    out: list[_Option] = []
    for combo in itertools.product(*per_meld):
        laid = 0
        value = 0
        for option_mask, _, option_value in combo:
            if laid & option_mask:
                break
            laid |= option_mask
            value += option_value
        else:
            out.append((laid, tuple(layoff for _, made, _ in combo for layoff in made), value))
    return out


__all__ = ["Defense", "Layoff", "best_defense"]
