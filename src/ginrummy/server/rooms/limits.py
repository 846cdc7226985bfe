"""Per-socket rate limiting: a token bucket, so a fast clicker's bursts pass and floods do not."""

from __future__ import annotations

import time
from collections.abc import Callable


class TokenBucket:
    """``burst`` messages at once, refilled at ``rate`` a second."""

    __slots__ = ("_clock", "_last", "_tokens", "burst", "rate")

    def __init__(
        self, burst: float, rate: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.burst = burst
        self.rate = rate
        self._clock = clock
        self._tokens = burst
        self._last = clock()

    def take(self) -> bool:
        """Spend one token; False (and nothing spent) when the bucket is empty."""
        now = self._clock()
        self._tokens = min(self.burst, self._tokens + (now - self._last) * self.rate)
        self._last = now
        if self._tokens >= 1:
            self._tokens -= 1
            return True
        return False
