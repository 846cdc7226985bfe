"""What the engine and environment benchmarks share: timing runners in interleaved
rounds, ratios taken round by round, and the plain-text table they print.

Why interleaved rounds: a shared machine's speed drifts by 10% and more within a
minute; running every engine once per round, round after round, lets each ratio be
taken between runs that met about the same load (benchmarks/README.md).
"""

from __future__ import annotations

import platform
import statistics
import textwrap
import time
from collections.abc import Callable
from dataclasses import dataclass
from importlib import metadata

Runner = Callable[[], int]
"""Does one unit of work (a hand, a pass over a list of hands) and returns how many."""


def version_of(dist: str) -> str:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "?"


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


# --------------------------------------------------------------------------- timing
@dataclass
class Results:
    """Rates (units per second) of each runner, one per round, rounds in order."""

    rounds: dict[str, list[float]]

    def __contains__(self, name: str) -> bool:
        return name in self.rounds

    def best(self, name: str) -> float:
        """The best round's rate: the least disturbed by other load on the machine."""
        return max(self.rounds[name])

    def ratio(self, top: str, bottom: str) -> Ratio:
        """``top``'s rate over ``bottom``'s, round by round (the two ran back to back)."""
        values = [a / b for a, b in zip(self.rounds[top], self.rounds[bottom], strict=True)]
        return Ratio(statistics.median(values), min(values), max(values))


@dataclass(frozen=True)
class Ratio:
    """A ratio: the median over rounds, and the lowest and highest round."""

    median: float
    low: float
    high: float


def compare(
    runners: dict[str, Runner], *, seconds: float, rounds: int, count: int | None = None
) -> Results:
    """Time each runner over ``rounds`` interleaved rounds.

    A round runs each runner in turn for ``seconds / rounds`` (or, with ``count``, for
    ``count`` units), so that in one round all engines meet about the same machine load;
    ratios are taken round by round. Each runner is warmed up first for a tenth of the
    round time (at least one unit).
    """
    per_round = seconds / rounds
    warm = min(0.5, per_round / 10)
    for run in runners.values():
        deadline = time.perf_counter() + warm
        run()
        while time.perf_counter() < deadline:
            run()
    results = Results({name: [] for name in runners})
    for _ in range(rounds):
        for name, run in runners.items():
            done = 0
            start = time.perf_counter()
            if count is None:
                deadline = start + per_round
                while True:
                    done += run()
                    now = time.perf_counter()
                    if now >= deadline:
                        break
            else:
                while done < count:
                    done += run()
                now = time.perf_counter()
            results.rounds[name].append(done / (now - start))
    return results


# --------------------------------------------------------------------------- output
def rate(value: float | None) -> str:
    return "-" if value is None else f"{value:,.1f}"


def verdict(ok: bool) -> str:
    return "MET" if ok else "MISSED"


class Table:
    """A plain-text table, printed as it goes, section by section."""

    def section(self, title: str, header: tuple[str, ...]) -> None:
        print()
        print(title)
        self.row(*header)
        print("    " + "-" * 92)

    def row(self, label: str, *cells: str) -> None:
        print(f"    {label:<48}" + "".join(f"{c:>15}" for c in cells))

    def ratio(self, label: str, value: Ratio, target: str = "", ok: bool | None = None) -> None:
        spread = f"rounds {value.low:.2f}-{value.high:.2f}"
        tail = f"   target {target}: {verdict(bool(ok))}" if target else ""
        print(f"    {label:<48}{value.median:>14.2f}x   {spread:<19}{tail}".rstrip())

    def note(self, text: str) -> None:
        print(textwrap.fill(f"({text})", 96, initial_indent="    ", subsequent_indent="     "))
