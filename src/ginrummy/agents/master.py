"""The master player: the expert's draws and discards, a patient knock decided by
determinized Monte Carlo search against how this opponent is seen to knock, weighed
by the chance of winning the game.

Every decision starts from :class:`~ginrummy.agents.expert.ExpertAgent`'s move. Gin is
played at once. Against a player who knocks at its first chance (the simple player,
the expert, most people), the hand that waits for gin with low deadwood wins twice:
gin scores its bonus, and the knock that comes first is undercut. So the master does
not knock just because it may (``patient``): where the expert would knock with
deadwood left, the search weighs that knock against playing on with the expert's best
non-knocking discard. It deals the hidden cards at random consistently with the
observation (:func:`ginrummy.agents.determinize.determinize`, the opponent's unknown cards
improved by its stock draws, ``model_draws``), scores the knock exactly on each deal
(layoffs, undercut), and plays on to the end of the hand with a fast greedy policy
(the simple player's rules) in which this player knocks only with gin
(``patient_knock_max``) and the opponent knocks as it has been seen to
(:class:`KnockStyle`, learnt from the showdowns through :meth:`MasterAgent.hand_over`).
Until it has knocked at once more often than it waited, it is taken to wait for gin:
its hidden hand is sampled as improved twice a stock draw
(``waiter_steps_per_draw``: a waiting player's hand is better than one step a draw
makes it), and a knock must beat playing on by two standard errors
(``waiter_switch_z``). Once it is seen to knock at its first chance, it knocks so in
the rollouts, deals where it could already have knocked are redealt
(``condition_deals``) and the better mean wins. With ``read_turns`` (off:
measured to change nothing beyond noise), which of the two it is taken for is read at
the opponent's coming discard of the hand (:meth:`KnockStyle.waits_at`): each knock and
pass is kept with the discard it came at, so an opponent that knocks early in a hand
and then plays for gin (the EAAI-21 MARJJ, DePauw's ensemble) is a knocker early and a
waiter late, and while it is a knocker the rollouts let it knock only until the discard
from which it is read to wait (``knock_until``). Both moves share each deal (common
random numbers); 32 deals are played (``patient_iterations``), fewer when one move is
clearly ahead: from 12 deals on, the search stops once the mean difference lies 3
standard errors from zero (``early_stop_z``, ``early_stop_min``).

A hand's result counts by what it does to the game: when the agent has been told the
score (:meth:`MasterAgent.new_hand`, which :func:`ginrummy.core.record.play_game`, the
servers and the terminal games call), each deal's points become the chance of winning
the game from the score they leave (:mod:`ginrummy.agents.game_odds`). Near the end a
plain knock that wins the game is worth more than a likely undercut that wins it too,
and a player far behind values the big hands that could save it. Without a score
(single hands, the research environments) it weighs hand points. The servers share
one agent between rooms and never show it a showdown, so there it keeps taking its
opponent for one who waits.

Late in a hand (fewer than ``gin_stock`` cards in the stock) the expert's discards
are valued for gin (``gin_bonus`` for a draw that makes gin, nothing for one that
merely allows a knock): by then the master knocks only when its search says so, and
against a player that waits for gin a hand kept just under the knock limit is kept
for the undercut. The upcard is weighed the same way (the expert's ``take_gap``), so
the take and the throw after it follow one rule. Measured on the panel's seeds (1,000
paired ``eaai`` games each, 2026-12-07), against the master without either
(``gin_stock=0``): ``tonic-like`` 56.1% where it won 50.1%, ``waiter`` 58.8% (53.4%),
``ensemble-like`` 55.1% (50.6%), ``marjj-like`` 77.9% (75.1%), and within a point and a
half against ``simple``, ``expert`` and ``classic-master``. docs/agents.md has the
tuning and the panel's table.

Measured, the master before those late gin values (``eaai`` rules, whole games to
100, paired deals with seats swapped, ``ginrummy arena master B --games N --rules eaai
--seed S``; two cores shared with the other runs and a test run, 2026-12-02):

* against ``simple``: 3,049-951 over 4,000 games (seed 9009, **76.2%, 95% CI
  74.9-77.5%, +40.4 points a game**);
* against ``expert``: 666-334 over 1,000 games (seed 13, **66.6%, CI 63.6-69.5%,
  +25.7 points a game**), where the classic master won 54.6%;
* against ``classic-master`` (the master before patience): 1,358-642 over 2,000
  games (seed 18, **67.9%, CI 65.8-69.9%, +26.0 points a game**). The classic
  master is slow against a patient player (its 128-deal search runs at every knock
  chance of a longer hand);
* against ``waiter`` (the expert that knocks only with gin): 533-467 over 1,000 games
  (seed 15, **53.3%, CI 50.2-56.4%, +4.8 points a game**).

The master before it took an unknown opponent for a waiter (it took it for a
first-chance knocker until a showdown showed otherwise, and searched a waiter's knock
chances on one improvement step a draw with the best mean deciding) won 3,077-923
against ``simple`` (4,000 games, seed 9009, 76.9%), 663-337 against ``expert`` (seed
13, 66.3%), 649 of 1,000 against ``classic-master`` (seeds 18 and 19, 64.9%) and only
183-217 against ``waiter`` (400 games, seed 15, 45.8%): it knocked into the waiter's
undercuts. The first patient master (the expert's draws) scored 50.4% against the
waiter over 1,000 games (seed 15). See :class:`KnockStyle` and
``waiter_steps_per_draw``/``waiter_switch_z`` for what changed it.

What each part of that earlier master was worth, against ``simple`` (1,000 games, seed
12): the waiter (the expert knocking only with gin, its draws unchanged) 67.0%; the
first patient master (that waiter, plus this knock search) 68.8%; the waiter whose
upcard rule no longer takes a card just because it allows a knock, 77.7% over 2,000
games (seed 21, against 65.8% for the plain waiter on those deals); that master, 77.0%.
Against the expert (seed 13): waiter 58.6%, first patient master 60.4%, changed waiter
69.7%, that master 66.3%. So most of the gain is patience itself and the draws that go
with it; the search adds knocks where the deals say waiting costs more. For the
waiter, crediting the discard lookahead's bonus at gin only or up to 2 or 4 deadwood,
with bonuses of 4 to 20 points, measured 66.7-68.1% (within noise, 1,000 games each);
knocking with at most 1 deadwood, 64.4%; knocking anything once 10 cards are left,
65.0% (400 games, seed 11, where gin only won 67.0%), and with at most 2 or 4 deadwood
then, 61.8% and 61.5%.

Decision time, now (``python benchmarks/bench_master.py --agents master --opponents
simple,expert --hands 200 --clock cpu``: 200 hands against each, each decision's CPU
time on one core; the ``searched`` rows are the decisions in which the knock search
ran). On 2026-12-03, after the engine's own moves got faster (the same decisions, the
same 240 and 202 searched knocks), the other core busy with another benchmark:

* against ``simple``: 2,873 decisions, median 0.28 ms, p99 15.3 ms, at most 20.5 ms;
  its 240 searched knocks **median 10.7 ms**, p99 18.7 ms;
* against ``expert``: 2,597 decisions, median 0.29 ms, p99 15.3 ms, at most 20.2 ms;
  its 202 searched knocks **median 10.5 ms**, p99 19.1 ms.

On 2026-12-02, the other core busy with another engineer's benchmarks:

* against ``simple``: 2,873 decisions, median 0.49 ms, 99th percentile 28.1 ms, at
  most 38.9 ms; its 240 searched knocks **median 18.3 ms**, p99 36.4 ms, at most 38.9;
* against ``expert``: 2,597 decisions, median 0.50 ms, p99 28.3 ms, at most 39.5 ms;
  its 202 searched knocks **median 19.5 ms**, p99 38.3 ms, at most 39.5.

The same command half an hour earlier, the other core less busy: searched knocks
median 16.9 ms (``simple``) and 15.8 ms (``expert``): the timings vary with the
machine's load. The master before the speed-up (the code of commit fc9e410, measured by
the same script right after the first rows): searched knocks median 60.2 ms against
``simple`` (262 of 2,770 decisions; p99 117 ms, at most 132 ms) and 61.2 ms against
``expert`` (202 of 2,505; p99 119 ms, at most 198 ms), all decisions median 0.49 and
0.50 ms, p99 91.8 and 84.9 ms. That master measured earlier
(``python benchmarks/bench_master.py --agents master --clock cpu``: 60 hands against
each opponent, the machine busy with two arenas): against ``simple`` 864 decisions,
median 0.48 ms, 99th percentile 96.5 ms, at most 115 ms; against ``expert`` median
0.56 ms, p99 96.5 ms, at most 249 ms; against ``waiter`` (longer hands) median 0.61
ms, p99 92.9 ms, at most 136 ms.

What made it about three times faster, every step but the last exact (the same deals
from the same random numbers, the same rollout results, so the same moves: the tests
hold the rollouts and the draw steps to the code they replaced, the deals matched the
previous ``determinize`` on 1,320 deals and 264 searched decisions matched those made
with the engine's rollouts):

* a search reads the observation once for all its deals
  (:class:`~ginrummy.agents.determinize.Determinizer`), and the opponent's improvement steps
  compare suit run tables (:data:`~ginrummy.core.melds.RUN_DEADWOOD`, with each way to take
  sets out) instead of counting eleven hands a step;
* the rollouts play on plain ints and lists (:func:`rollout`, the core playout's
  moves written out on locals for the greedy policy's moves, tested against
  :func:`engine_rollout` under every preset), a knock is scored without building the
  state after it and its arrangement is found once a search (:func:`play_out`), and
  the rollouts' least-deadwood discards are memoised;
* early stopping (``early_stop_z``): from 12 deals on, a search stops once the mean
  paired difference lies 3 standard errors from zero. Replayed offline on the paired
  differences of 1,384 searched knocks from 160 games against ``simple`` and
  ``expert``, it played 25.1 deals a search instead of 32 and changed 1 decision
  (stopping at 2 standard errors after 8 deals: 19.0 deals, 21 decisions changed). On
  the bench it makes little difference to the median (with ``early_stop_z=0``: 18.0
  and 20.5 ms the same minute): the searches it cuts are the clear ones.

Strength kept, measured head to head against the master with early stopping off
(``MasterParams(early_stop_z=0)``, decision for decision the master before the
speed-up): the master won 1,011-989 over 2,000 paired ``eaai`` games (seed 41,
**50.55%, 95% CI 48.4-52.7%, +0.52 points a game, CI -2.6 to +3.6**; 14,024 hands,
6,929 won against 6,841; ``ginrummy arena master master-exact --games 2000 --rules
eaai --seed 41 --workers 1 --json``, with ``master-exact`` registered for the run).
Against ``simple``, the faster master won 1,535-465 over 2,000 games (seed 9009, as
for the 4,000 above: **76.75%, CI 74.85-78.55%, +40.0 points a
game**; ``ginrummy arena master simple --games 2000 --rules eaai --seed 9009 --workers
1 --json``, 384 s on one core), where the master before it won 76.2% of 4,000.
Every searched knock is also capped at ``knock_seconds`` (1 s) after
``knock_min_iterations`` deals.

``classic-master`` (:meth:`MasterParams.classic`) is the master before patience: the
expert's knock checked against every other knock discard and playing on, 128 deals,
both seats in the rollouts knocking at the first chance. It plays on in about a
quarter of the searched chances: the knocks an undercut threatens. What follows was
measured on it.

Measured (``eaai`` rules, whole games to 100, paired deals with seats swapped, two
cores, ``ginrummy arena ... --rules eaai --seed S``):

* the defaults: against ``simple`` 1,335-665 over 2,000 games (seed 9009, **66.8%,
  95% CI 64.7-68.8%, +25.6 points a game**) and 1,339-661 over 2,000 more (seed 8008,
  67.0%, CI 64.9-69.0%, +24.6 points a game); on the 1,000 games of seed 4004, 700-300
  (70.0%) where the 48-deal search below won 673-327 and the expert 665-335. Against
  the expert 1,091-909 over 2,000 games (seed 6006, **54.6%, CI 52.4-56.7%, +7.3
  points a game**) and 549-451 over 1,000 (seed 3003, 54.9%, +8.1 points a game).
  Against OpenSpiel's ``SimpleGinRummyBot`` through the bridge (OpenSpiel's engine and
  rules), 1,502-498 over 2,000 games (seed 7007, 75.1%, CI 73.2-77.0%, +39.1 points a
  game), where the expert won 1,420-580 on the same deals (71.0%, +32.2).
  Of the changes from the search below, 128 deals instead of 48 and the best mean
  instead of one standard error over the expert's knock took single hands against
  ``simple`` (4,000 paired hands) from +2.27 to +2.51 points a hand; game odds alone,
  on seed 4004's 1,000 games, moved 673 wins to 674 (they matter in few hands).
* earlier defaults (48 deals, the expert's knock kept unless another move beat it by
  one standard error, hand points): against the expert 640-560 over 1,200 games
  (seed 3003, 53.3%, CI 50.5-56.1%, +5.9 points a game) and 1,061-939 over 2,000
  (seed 6006, 53.1%); against ``simple`` 673-327 over 1,000 games (seed 4004, 67.3%)
  and 1,284-716 over 2,000 (seed 5005, 64.2%, CI 62.1-66.3%, +22.6 points a game).
* the same search capped at 40 ms (up to 80 deals, at least 16; the cap made it depend
  on the machine's speed): 326-274 over 600 games (seed 1001, 54.3%, CI 50.3-58.3%,
  +6.7 points a game), then 638-562 over 1,200 games (seed 2002, 53.2%, CI
  50.3-56.0%, +5.0 points a game). It won fewer hands than the expert (5,681 against
  5,994 of 11,684) but more points, as holding knocks that risk an undercut would.

Decision time with the defaults (711 decisions of 60 hands against the expert, one
core): median 0.27 ms (unsearched moves cost what the expert's do), 99th percentile
107 ms, at most 156 ms; the 43 searched knock chances took 65 ms in the median. The
128 deals fit well inside the ``knock_seconds`` cap (1 s), so play is reproducible
for a seed.

Tried before and not better, so off or absent:

* searching the expert's close calls (``close_calls``): discards whose one-draw
  lookahead values lie within ``margin`` deadwood points of the best (at most
  ``discard_candidates``) and take-or-draw choices within ``draw_margin``, by greedy
  rollouts (``iterations``, ``max_seconds``). With ``iterations=120``,
  ``max_seconds=0.12``, ``switch_z=1``: 225-215 against the expert over 440 games
  (seeds 23 and 41), 51.1%, CI 46.5-55.8%; against ``simple`` 127-73 over 200 games
  (seed 31) where the expert won 134-66 on the same deals. With ``iterations=48``,
  ``max_seconds=0.045``: ``switch_z=0`` 148-152 over 300 games (49.3%, -3.4 points a
  game), ``switch_z=2`` 148-152 (+1.6 points a game). A greedy rollout is a biased
  judge of the choices the expert is best at (its lookahead values outs, which the
  rollouts ignore), and a hand's result varies by tens of points, so a few dozen
  samples rarely separate moves a deadwood point apart. It also costs 100 ms a
  searched move, about a quarter of the moves.
* discards valued two stock draws ahead instead of one (each drawn card followed by
  the two best discards valued one draw ahead, a knock after the first draw worth 6
  points more): the expert so changed won 663-337 against ``simple`` on seed 4004's
  1,000 games, where the expert won 665-335; about 15 ms a discard.
* adding to the expert's discard value W times the expected points lost if the
  opponent knocks on its next turn (sampled opponent hands, its take-or-draw, its knock
  check): W=1 48.0% against the expert over 600 games, W=0.5 47.0%.

Next steps: a rollout policy closer to the expert's for the playing-on side, and a
second playing-on discard among the knock chance's candidates.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from ..core.actions import (
    BIG_GIN,
    DISCARDS,
    DRAW_STOCK,
    TAKE_UPCARD,
    Action,
    Discard,
    Knock,
)
from ..core.events import EventKind
from ..core.hand import HandState, Phase
from ..core.melds import (
    Arrangement,
    deadwood_count_cached,
)
from ..core.observation import Observation
from ..core.scoring import Outcome, knocker_arrangement
from .base import Agent
from .determinize import Determinizer
from .expert import ExpertAgent, ExpertParams
from .game_odds import win_chance
from .knowledge import read
from .rollouts import engine_rollout, opponent_has_discarded, play_out, rollout, sample_world


@dataclass(frozen=True, slots=True)
class MasterParams:
    """Search settings."""

    iterations: int = 120
    """Sampled deals per searched decision (each plays every candidate out)."""
    max_seconds: float = 0.12
    """Time cap per decision; the search stops early past it (after ``min_iterations``)."""
    min_iterations: int = 8
    discard_candidates: int = 3
    """At most this many discards searched (the expert's choice and the close ones)."""
    margin: float = 1.0
    """Discards within this many deadwood points of the expert's best lookahead value
    are searched."""
    draw_margin: float = 1.0
    """Take-or-draw choices whose expert values differ by at most this are searched."""
    switch_margin: float = 0.0
    """Mean value (points a hand, or game-win chance when told the score) an alternative
    must gain over the expert's move to replace it."""
    switch_z: float = 1.0
    """...and by this many standard errors of the paired (common-deal) differences."""
    model_draws: bool = True
    """Model the opponent's hand as improved by their draws (see ``determinize``)."""
    close_calls: bool = False
    """Search the expert's close discards and draws (measured no better: off)."""
    knock_search: bool = True
    """Search knock chances (not gin): every knock discard against playing on."""
    knock_iterations: int = 128
    """Sampled deals per searched knock chance."""
    knock_seconds: float = 1.0
    """Time cap per searched knock chance (after ``knock_min_iterations``)."""
    knock_switch_z: float = 0.0
    """``switch_z`` for knock chances: the best mean of the sampled deals decides (with
    128 deals, requiring one standard error more held fewer good knocks back)."""
    knock_min_iterations: int = 16
    condition_deals: bool = True
    """Redeal (up to 8 times) a deal whose opponent hand could have knocked already: an
    opponent that knocks at the first chance (as the expert does) cannot hold one."""
    game_aware: bool = True
    """When told the game's score (:meth:`MasterAgent.new_hand`), weigh a searched
    deal's result by the chance of winning the game after it
    (:func:`~ginrummy.agents.game_odds.win_chance`) rather than by hand points."""
    patient: bool = True
    """Wait for gin: a knock with deadwood left is made only when the search finds it
    worth more than playing on, played out by rollouts in which this player knocks
    with at most ``patient_knock_max`` deadwood and the opponent as its
    :class:`KnockStyle` says. Off: the classic search (every knock discard against
    playing on, both seats knocking at the first chance in the rollouts)."""
    patient_knock_max: int = 0
    """The most deadwood this player's rollouts knock with when ``patient``."""
    patient_iterations: int = 32
    """Sampled deals per searched knock chance when ``patient`` (a patient player meets
    a knock chance on most turns once its deadwood is low, so each costs less)."""
    opponent_model: bool = True
    """Learn within the game whether the opponent knocks at its first chance or waits
    (:class:`KnockStyle`, fed by :meth:`MasterAgent.hand_over`)."""
    read_turns: bool = False
    """Read the opponent by the point of the hand (:meth:`KnockStyle.waits_at`, at the
    opponent's coming discard) rather than by the whole game's count
    (:attr:`KnockStyle.waits`): the strongest public bots knock only in their first few
    discards of a hand and then play for gin, a style neither count-based guess fits.
    Off: measured (``eaai``, paired seeds against the master without it, 2026-12-06) it
    changed no game against ``simple``, ``waiter`` or ``tonic-like`` (200 games each,
    seed 351: no evidence there tells the two reads apart) and moved
    ``marjj-like`` and ``ensemble-like`` by a game or a few either way (docs/agents.md):
    the master's knock chances against the early knockers come late in a hand, where the
    count already took them for waiters (341 of 355 searched chances read alike in 20
    games against ``marjj-like``, 303 of 325 against ``ensemble-like``)."""
    knock_until: bool = True
    """With ``read_turns``, an opponent read as knocking at its coming discard but
    waiting from a later one (an early knocker) knocks in the rollouts only until that
    discard, then only with gin (:func:`play_out`'s ``knock_for``), as it plays; else
    it knocks at every chance to the hand's end."""
    waiter_steps_per_draw: float = 2.0
    """Greedy improvement steps per stock draw of an opponent seen to wait, in the
    sampled deals (:func:`~ginrummy.agents.determinize.determinize`). Measured at the master's
    knock chances against ``waiter`` (300 hands, ``eaai``): with one step a draw the
    sampled opponent held 32.9 deadwood where the real one held 20.4 (stock of 20 or
    more) and 18.1 where it held 9.4 (stock 12-19), so knocks looked 14 points better
    than they were and were undercut; with two, 21.3 against 20.7 and 9.0 against
    9.3, and the knock's sampled value within 2 points of its true one."""
    waiter_switch_z: float = 2.0
    """``knock_switch_z`` against an opponent seen to wait: a knock must beat playing on
    by this many standard errors of the paired differences. Against a waiter the two
    are close, and taking the better mean of 32 noisy deals knocked on noise into
    undercuts. Measured against ``waiter`` with the opponent taken as a waiter from the
    first hand (400 games each, seed 15): z 0 won 44.0%, z 1 50.2%, z 2 56.0%."""

    early_stop_z: float = 3.0
    """Early stopping of a searched knock chance when ``patient``: once
    ``early_stop_min`` deals are played, the search stops as soon as the mean paired
    difference between knocking and playing on lies more than this many standard errors
    from zero (one option clearly ahead); 0 turns it off (every one of the
    ``patient_iterations`` deals is played). A close call never stops early, so it is
    decided on the same deals as without it."""
    early_stop_min: int = 12
    """The fewest deals before ``early_stop_z`` may stop a search."""
    gin_stock: int = 20
    """When ``patient``: below this many stock cards, the expert's discards and its
    take-or-draw are valued for gin
    (:attr:`~ginrummy.agents.expert.ExpertParams.gin_stock`), as a player who
    by then knocks only when its search finds the knock worth more plays: the draws
    that make gin earn ``gin_bonus``, those that merely allow a knock nothing. 0: the
    knock limit's bonus to the hand's end (the master before 2026-12-07; measured in
    docs/agents.md)."""
    gin_bonus: float = 25.0
    """The lookahead's bonus, in deadwood points, for a draw that makes gin once
    ``gin_stock`` applies (15, the ``tonic-like`` player's, measured a point lower
    against it: docs/agents.md)."""

    @classmethod
    def classic(cls) -> MasterParams:
        """The master of 2026 before the patient search (kept as ``classic-master``):
        the expert's knock checked against playing on, both seats in the rollouts
        knocking at the first chance."""
        return cls(patient=False, opponent_model=False)


def opponent_discards(obs: Observation) -> int:
    """How many discards the opponent has made so far in this hand, from the public
    events (a knock's face-down discard is an event of its own, not counted)."""
    opponent = 1 - obs.player
    return sum(1 for e in obs.events if e.player == opponent and e.kind is EventKind.DISCARD)


KNOCK_THRESHOLDS: tuple[int, ...] = (0, 1, 2, 3, 4, 5, 6, 7, 8, 1 << 30)
"""The opponent types :meth:`KnockStyle.waits_at` weighs: each knocks at its first
chance up to and including its ``T``-th discard of a hand and afterwards only with
gin. ``0`` waits for gin from the start (``waiter``, the CFR-style gin seekers), the
last never stops knocking (``simple``, the expert, most people), the others are early
knockers (the EAAI-21 MARJJ knocks in its first three discards, DePauw's ensemble while
it has drawn fewer than six cards)."""
KNOCK_PRIOR: tuple[float, ...] = (0.5,) + (0.025,) * 8 + (0.3,)
"""Prior weights of :data:`KNOCK_THRESHOLDS`. Half the weight on waiting keeps a game's
first hands (no evidence) as the count-based style plays them (an unknown opponent is
taken to wait); after one knock the waiter is all but ruled out and the first-chance
knocker, weighed above all the early thresholds together, takes over as
:attr:`KnockStyle.waits` does, until passes late in a hand show a threshold."""
KNOCK_NOISE = 0.05
"""The chance a single piece of evidence goes against the type it should fit (a bot's
knock rule is not a clean threshold): one contrary hand does not rule a type out."""


@dataclass(slots=True)
class KnockStyle:
    """What this game has shown of how the opponent knocks, from public facts only.

    At a showdown both hands are laid down. When this player ended the hand, the
    opponent's ten cards are those it kept with its last discard: if they hold at most
    the knock limit in deadwood, it could have knocked then and did not. A knock with
    deadwood (undercut or not) is the other kind of evidence. Until the opponent has made
    more knocks than it passed, it is taken to wait: a first-chance knocker shows itself
    with its first knock, and meanwhile waiting costs little, where a waiter met with
    the first-chance model gets undercut until a showdown gives it away. Measured
    against ``waiter`` (400 games, seed 15): 49.3% taking every opponent for a
    first-chance knocker until shown otherwise, 56.0% taking it for a waiter; against
    ``simple`` (400 games, seed 12) 79.0% and 80.0%, against ``expert`` (400 games, seed
    13) 67.8% and 68.3%.

    Each piece of evidence also keeps when in the hand it happened (the opponent's
    discards, :attr:`knock_turns` and :attr:`pass_turns`), because the strongest bots
    knock early in a hand and then wait for gin: counted over the game they look half
    like knockers, half like waiters, and either guess is wrong for half of each hand.
    :meth:`waits_at` reads the turn."""

    knocks: int = 0
    """Hands the opponent ended with a knock that was not gin."""
    passes: int = 0
    """Hands that showed the opponent holding a knock it did not make."""
    knock_turns: list[int] = field(default_factory=list)
    """For each of :attr:`knocks`, the opponent's discard that the knock was: 1 for a
    knock with its first discard of the hand."""
    pass_turns: list[int] = field(default_factory=list)
    """For each of :attr:`passes` in which the opponent had discarded, its last discard of
    the hand (it kept a knocking hand with that discard and did not knock)."""

    @property
    def waits(self) -> bool:
        """False once the opponent is seen to knock at once more often than it waited."""
        return self.passes >= self.knocks

    def waits_at(self, turn: int) -> bool:
        """Whether the opponent is taken to wait for gin at its ``turn``-th discard of a
        hand. Without any timed evidence, :attr:`waits`. Else the posterior, over
        :data:`KNOCK_THRESHOLDS` from :data:`KNOCK_PRIOR`, that its threshold lies before
        ``turn``, is at least one half: a knock at discard ``k`` is evidence that it still
        knocks at ``k`` (``T >= k``), a pass at discard ``p`` that it no longer did
        (``T < p``), each contrary piece costing a factor :data:`KNOCK_NOISE`. So a
        first-chance knocker stays one (no pass is ever seen), a waiter stays one, and an
        early knocker is read as knocking in its early discards and waiting later, as it
        plays."""
        if not self.knock_turns and not self.pass_turns:
            return self.waits
        return self._waits(self._posterior(), turn)

    def waits_from(self, turn: int) -> int | None:
        """The first of the opponent's discards from its ``turn``-th on at which it is
        taken to wait (:meth:`waits_at`), ``None`` if at none: how long an opponent read
        as knocking now goes on knocking. The posterior is weighed once; the answer can
        change only where a threshold ends."""
        if not self.knock_turns and not self.pass_turns:
            return turn if self.waits else None
        weights = self._posterior()
        ends = sorted({t + 1 for t in KNOCK_THRESHOLDS[:-1] if t + 1 > turn})  # not: never
        for u in [turn, *ends]:
            if self._waits(weights, u):
                return u
        return None

    def _posterior(self) -> list[float]:
        """The unnormalised posterior weights of :data:`KNOCK_THRESHOLDS`."""
        out = []
        for threshold, weight in zip(KNOCK_THRESHOLDS, KNOCK_PRIOR, strict=True):
            for k in self.knock_turns:
                weight *= 1.0 - KNOCK_NOISE if threshold >= k else KNOCK_NOISE
            for p in self.pass_turns:
                weight *= 1.0 - KNOCK_NOISE if threshold < p else KNOCK_NOISE
            out.append(weight)
        return out

    @staticmethod
    def _waits(weights: list[float], turn: int) -> bool:
        """Whether the thresholds before ``turn`` weigh at least half of ``weights``."""
        before = after = 0.0
        for threshold, weight in zip(KNOCK_THRESHOLDS, weights, strict=True):
            if threshold < turn:
                before += weight
            else:
                after += weight
        return before >= after

    def observe(self, obs: Observation) -> None:
        """Learn from a finished hand as ``obs.player`` saw it (its result public)."""
        result = obs.result
        if result is None or result.hands is None or result.knocker is None:
            return
        opponent = 1 - obs.player
        if result.knocker == opponent:
            if result.outcome in (Outcome.KNOCK, Outcome.UNDERCUT, Outcome.TIE):
                self.knocks += 1
                self.knock_turns.append(opponent_discards(obs) + 1)
            return
        held = deadwood_count_cached(result.hands[opponent].mask)
        if held <= obs.knock_limit:
            self.passes += 1
            discards = opponent_discards(obs)
            if discards > 0:
                self.pass_turns.append(discards)


class MasterAgent:
    """The expert's play, searched where its own values call a decision close (see the
    module docstring)."""

    name = "master"

    def __init__(
        self,
        params: MasterParams | None = None,
        prior: Agent | None = None,
        name: str = "master",
    ) -> None:
        self.params = params or MasterParams()
        self.name = name
        p = self.params
        self.expert = ExpertAgent(
            ExpertParams(knock_max=0, gin_stock=p.gin_stock, gin_bonus=p.gin_bonus)
            if p.patient
            else None
        )
        self.prior = prior if prior is not None else self.expert
        self._score: tuple[tuple[int, int], int] | None = None
        self.style = KnockStyle()

    def new_hand(self, scores: tuple[int, int], game_target: int) -> None:
        """The game's score (by seat) before the coming hand, as the score sheet shows it:
        the search then weighs results by the chance of winning the game. A score of
        nothing each starts a new game, and what was learnt of the opponent is
        forgotten."""
        if scores[0] == 0 and scores[1] == 0:
            self.style = KnockStyle()
        self._score = ((int(scores[0]), int(scores[1])), int(game_target))

    def hand_over(self, observation: Observation) -> None:
        """A hand of this game is over (``observation`` holds its public result): learn
        how the opponent knocks (:class:`KnockStyle`)."""
        if self.params.opponent_model:
            self.style.observe(observation)

    def outcome_value(self, me: int, points: int) -> float:
        """What a hand that ends ``points`` up for seat ``me`` (negative: down) is worth to
        the search: the chance of winning the game from the score it leaves, once told
        the score (with ``game_aware``); else the points themselves."""
        if not self.params.game_aware or self._score is None:
            return float(points)
        (scores, target) = self._score
        mine, theirs = scores[me], scores[1 - me]
        return win_chance(mine + max(points, 0), theirs + max(-points, 0), target)

    def act(self, observation: Observation, rng: random.Random) -> Action:
        """The expert's move, unless a search over close alternatives prefers another."""
        legal = observation.legal_actions
        default = self.prior.act(observation, rng)
        if len(legal) == 1 or default is BIG_GIN:
            return default
        if (
            self.params.patient
            and self.params.knock_search
            and isinstance(default, Discard)
            and observation.phase is Phase.DISCARD
        ):
            hand = observation.hand.mask
            knocks = [a for a in legal if isinstance(a, Knock)]
            if knocks:
                best = min(knocks, key=lambda a: deadwood_count_cached(hand & ~(1 << a.card)))
                return self._knock_or_wait(observation, legal, best, rng, play_on=default)
        if isinstance(default, Knock):
            if self.params.knock_search and observation.phase is Phase.DISCARD:
                if self.params.patient:
                    return self._knock_or_wait(observation, legal, default, rng)
                return self._knock_or_play_on(observation, legal, default, rng)
            return default
        if not self.params.close_calls:
            return default
        phase = observation.phase
        if phase is Phase.DISCARD:
            candidates = self._close_discards(observation, legal, default)
        elif phase is Phase.DRAW and TAKE_UPCARD in legal and DRAW_STOCK in legal:
            candidates = self._close_draw(observation, default)
        else:
            return default
        if len(candidates) < 2:
            return default
        return self._search(observation, candidates, rng)

    def _close_discards(
        self, obs: Observation, legal: tuple[Action, ...], default: Action
    ) -> list[Action]:
        """The expert's choice first, then the discards whose lookahead value is within
        ``margin`` of it."""
        if not isinstance(default, Discard):
            return [default]
        params = self.params
        expert = self.expert
        discards = [int(a.card) for a in legal if isinstance(a, Discard)]
        know = read(obs, expert.params.model)
        scored = expert.discard_values(obs.hand.mask, discards, know, *expert.discard_target(obs))
        scored.sort()
        best = scored[0][0]
        out: list[Action] = [default]
        for value, card in scored:
            if value - best <= params.margin and DISCARDS[card] != default:
                out.append(DISCARDS[card])
        return out[: params.discard_candidates]

    def _close_draw(self, obs: Observation, default: Action) -> list[Action]:
        """Both draws when the expert's take-or-draw values are within ``draw_margin``."""
        gap = self.expert.take_gap(obs, quick=False)
        if gap is None or abs(gap) > self.params.draw_margin:
            return [default]
        other = DRAW_STOCK if default is TAKE_UPCARD else TAKE_UPCARD
        return [default, other]

    def _knock_or_play_on(
        self, obs: Observation, legal: tuple[Action, ...], default: Knock, rng: random.Random
    ) -> Action:
        """Knock (the expert's knock first, then the other knock discards) or play on
        with the expert's best discard, by sampled deals: a knock is scored exactly on
        each deal, playing on by a greedy rollout."""
        hand = obs.hand.mask
        if deadwood_count_cached(hand & ~(1 << default.card)) == 0:
            return default  # gin
        candidates: list[Action] = [default]
        candidates += [a for a in legal if isinstance(a, Knock) and a != default]
        discards = [int(a.card) for a in legal if isinstance(a, Discard)]
        if discards:
            candidates.append(DISCARDS[self.expert.discard_for(obs, discards)])
        if len(candidates) < 2:
            return default
        params = self.params
        condition = params.condition_deals and opponent_has_discarded(obs)
        return self._search(
            obs,
            candidates,
            rng,
            iterations=params.knock_iterations,
            seconds=params.knock_seconds,
            min_iterations=params.knock_min_iterations,
            condition=condition,
            switch_z=params.knock_switch_z,
        )

    def _knock_or_wait(
        self,
        obs: Observation,
        legal: tuple[Action, ...],
        default: Knock,
        rng: random.Random,
        play_on: Discard | None = None,
    ) -> Action:
        """Play on with the expert's best discard (``play_on``, when the prior has already
        chosen it) unless the expert's knock is worth more on sampled deals: the knock
        scored exactly, playing on by rollouts in which this player waits for gin and the
        opponent knocks as its :class:`KnockStyle` says."""
        hand = obs.hand.mask
        if deadwood_count_cached(hand & ~(1 << default.card)) == 0:
            return default  # gin
        if play_on is None:
            discards = [int(a.card) for a in legal if isinstance(a, Discard)]
            if not discards:
                return default
            play_on = DISCARDS[self.expert.discard_for(obs, discards)]
        params = self.params
        me = obs.player
        knock_for: tuple[int, int] | None = None
        if not params.opponent_model:
            waits = False
        elif params.read_turns:
            turn = opponent_discards(obs) + 1
            waits = self.style.waits_at(turn)
            if not waits and params.knock_until:
                # Read as knocking now: for how many of its discards, before it waits?
                stop = self.style.waits_from(turn + 1)
                if stop is not None:
                    knock_for = (1 << 30, stop - turn) if me == 0 else (stop - turn, 1 << 30)
        else:
            waits = self.style.waits
        theirs = 0 if waits else obs.knock_limit
        knock_max = (
            (params.patient_knock_max, theirs) if me == 0 else (theirs, params.patient_knock_max)
        )
        condition = params.condition_deals and not waits and opponent_has_discarded(obs)
        steps = params.waiter_steps_per_draw if waits else 1.0
        z = params.waiter_switch_z if waits else params.knock_switch_z
        return self._search(
            obs,
            [play_on, default],
            rng,
            iterations=params.patient_iterations,
            seconds=params.knock_seconds,
            min_iterations=params.knock_min_iterations,
            condition=condition,
            switch_z=z,
            knock_max=knock_max,
            steps_per_draw=steps,
            stop_z=params.early_stop_z,
            stop_min=params.early_stop_min,
            knock_for=knock_for,
        )

    def _deal(
        self,
        obs: Observation,
        rng: random.Random,
        condition: bool,
        steps_per_draw: float = 1.0,
        deals: Determinizer | None = None,
    ) -> HandState:
        """A sampled deal (see :func:`sample_world`)."""
        return sample_world(
            obs,
            rng,
            model_draws=self.params.model_draws,
            condition=condition,
            steps_per_draw=steps_per_draw,
            deals=deals,
        )

    def _search(
        self,
        obs: Observation,
        candidates: list[Action],
        rng: random.Random,
        *,
        iterations: int | None = None,
        seconds: float | None = None,
        min_iterations: int | None = None,
        condition: bool = False,
        switch_z: float | None = None,
        knock_max: tuple[int, int] | None = None,
        steps_per_draw: float = 1.0,
        stop_z: float = 0.0,
        stop_min: int = 0,
        knock_for: tuple[int, int] | None = None,
    ) -> Action:
        """The candidate (the expert's move first) the sampled deals prefer. With
        ``stop_z`` and two candidates, the deals stop once ``stop_min`` are played and
        the mean paired difference lies more than ``stop_z`` standard errors from zero
        (``early_stop_z``). ``knock_for``: the rollouts' :func:`play_out` argument (how many
        discards each seat still knocks on)."""
        params = self.params
        me = obs.player
        count = len(candidates)
        diffs = [0.0] * count  # sums of each candidate's result less the expert move's
        squares = [0.0] * count
        limit = params.iterations if iterations is None else iterations
        floor = params.min_iterations if min_iterations is None else min_iterations
        deadline = time.perf_counter() + (params.max_seconds if seconds is None else seconds)
        values: dict[int, float] = {}  # hand points -> outcome_value; few distinct

        # A plain knock keeps the same cards on every deal: its arrangement is found once.
        arrangements: dict[Action, Arrangement] = {}
        for action in candidates:
            if isinstance(action, Knock) and action.melds is None:
                rest = obs.hand.mask & ~(1 << action.card)
                arrangements[action] = knocker_arrangement(rest, None, obs.knock_limit)

        def value(world: HandState, action: Action) -> float:
            arrangement = arrangements.get(action)
            if knock_for is None:
                points = play_out(world, action, me, knock_max, arrangement)
            else:
                points = play_out(world, action, me, knock_max, arrangement, knock_for)
            known = values.get(points)
            if known is None:
                known = values[points] = self.outcome_value(me, points)
            return known

        deals = Determinizer(obs, model_draws=params.model_draws, steps_per_draw=steps_per_draw)
        done = 0
        while done < limit:
            world = self._deal(obs, rng, condition, steps_per_draw, deals)
            base = value(world, candidates[0])
            for index in range(1, count):
                d = value(world, candidates[index]) - base
                diffs[index] += d
                squares[index] += d * d
            done += 1
            if done >= floor and time.perf_counter() > deadline:
                break
            if stop_z > 0.0 and count == 2 and done >= stop_min:
                mean = diffs[1] / done
                var = max(squares[1] / done - mean * mean, 0.0)
                if mean * mean * (done - 1) > stop_z * stop_z * var:  # |mean| > stop_z * se
                    break
        # The expert's move stands unless another beats it by ``switch_z`` standard
        # errors of the paired differences (and by ``switch_margin`` points a hand).
        z = params.switch_z if switch_z is None else switch_z
        best = 0
        best_mean = 0.0
        for index in range(1, count):
            mean = diffs[index] / done
            var = max(squares[index] / done - mean * mean, 0.0)
            se = (var / max(done - 1, 1)) ** 0.5
            if mean > params.switch_margin and mean > z * se and mean > best_mean:
                best, best_mean = index, mean
        return candidates[best]


# The deals and rollouts live in rollouts.py; these stay importable from here.
__all__ = [
    "KnockStyle",
    "MasterAgent",
    "MasterParams",
    "engine_rollout",
    "opponent_discards",
    "opponent_has_discarded",
    "play_out",
    "rollout",
    "sample_world",
]
