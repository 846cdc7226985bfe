"""Make the table's sounds: short mono WAV files synthesised from sine waves and noise.

Run ``python tools/make_sounds.py`` from the repository root; it writes
``src/ginrummy/web/static/sounds/*.wav`` (committed, so nothing is made at install time).
Standard library only, and deterministic (the noise comes from a fixed-seed generator),
so the same script always writes the same bytes; tests/browser/test_sounds.py checks that.

Every file is 8 kHz, 16-bit, mono and under 15 KB. The sounds are made by this script
and dedicated to the public domain (CC0 1.0).
"""

from __future__ import annotations

import math
import struct
import sys
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 8000
"""Samples per second: enough for chimes and taps, and it keeps each file small."""
OUT = Path(__file__).resolve().parent.parent / "src" / "ginrummy" / "web" / "static" / "sounds"
PEAK = 0.6
"""The loudest sample, as a fraction of full scale: quiet table sounds, never clipped."""

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def envelope(n: int, attack: float, decay: float) -> Signal:
    """A quick rise over ``attack`` seconds, then an exponential fall with time constant
    ``decay`` seconds, faded to zero over the last 10 ms so no file ends in a click."""
    rise = max(1, round(attack * RATE))
    tail = min(n, round(0.01 * RATE))
    out = []
    for i in range(n):
        level = min(1.0, i / rise) * math.exp(-max(0, i - rise) / (decay * RATE))
        if i >= n - tail:
            level *= (n - i) / tail
        out.append(level)
    return out


def tone(freq: float, seconds: float, *, decay: float = 0.15, attack: float = 0.004) -> Signal:
    """A bell-like note: the fundamental with a soft octave above it."""
    n = round(seconds * RATE)
    env = envelope(n, attack, decay)
    return [
        env[i]
        * (
            math.sin(2 * math.pi * freq * i / RATE)
            + 0.3 * math.sin(2 * math.pi * 2 * freq * i / RATE)
        )
        / 1.3
        for i in range(n)
    ]


def noise_generator(seed: int) -> Callable[[], float]:
    """Uniform noise in [-1, 1] from a linear congruential generator (the same numbers on
    every Python)."""
    state = seed

    def next_value() -> float:
        nonlocal state
        state = (1103515245 * state + 12345) % 2**31
        return state / 2**30 - 1.0

    return next_value


def noise(seconds: float, *, seed: int, smooth: float, decay: float, attack: float) -> Signal:
    """Noise through a one-pole low-pass filter (``smooth`` near 1: darker), shaped by an
    envelope: a card sliding or landing on the felt."""
    n = round(seconds * RATE)
    env = envelope(n, attack, decay)
    rand = noise_generator(seed)
    out, y = [], 0.0
    for i in range(n):
        y = smooth * y + (1 - smooth) * rand()
        out.append(y * env[i])
    return out


def thud(freq: float, seconds: float, *, seed: int) -> Signal:
    """A knuckle on the table: a low sine falling in pitch, with a little noise."""
    n = round(seconds * RATE)
    env = envelope(n, 0.002, 0.035)
    rand = noise_generator(seed)
    phase, out = 0.0, []
    for i in range(n):
        f = freq * (1 + 0.6 * math.exp(-i / (0.01 * RATE)))
        phase += 2 * math.pi * f / RATE
        out.append(env[i] * (0.85 * math.sin(phase) + 0.25 * rand()))
    return out


def mix(*parts: tuple[float, Signal]) -> Signal:
    """Signals laid over each other, each starting at its offset in seconds."""
    length = max(round(start * RATE) + len(sig) for start, sig in parts)
    out = [0.0] * length
    for start, sig in parts:
        offset = round(start * RATE)
        for i, value in enumerate(sig):
            out[offset + i] += value
    return out


def normalise(sig: Signal) -> Signal:
    top = max(abs(v) for v in sig) or 1.0
    return [v * PEAK / top for v in sig]


# Notes (equal temperament, A4 = 440 Hz).
C5, E5, G5, A5, C6, E6 = 523.25, 659.25, 783.99, 880.0, 1046.5, 1318.5


def sounds() -> dict[str, Signal]:
    """Each sound by the name the page asks for (sounds.js)."""
    return {
        # A card slid off the stock: a soft, short swish.
        "draw": noise(0.16, seed=1, smooth=0.55, decay=0.05, attack=0.03),
        # A card laid on the pile: a dry tap.
        "discard": mix(
            (0.0, noise(0.09, seed=2, smooth=0.3, decay=0.012, attack=0.001)),
            (0.0, thud(180, 0.09, seed=3)),
        ),
        # Two knocks on the table.
        "knock": mix((0.0, thud(120, 0.14, seed=4)), (0.17, thud(120, 0.16, seed=5))),
        # Gin: a bright rising arpeggio.
        "gin": mix(
            (0.0, tone(C5, 0.3)),
            (0.09, tone(E5, 0.3)),
            (0.18, tone(G5, 0.3)),
            (0.27, tone(C6, 0.45, decay=0.25)),
        ),
        # Your turn: two gentle notes.
        "turn": mix((0.0, tone(G5, 0.22, decay=0.09)), (0.12, tone(C6, 0.3, decay=0.12))),
        # The hand is over: three falling notes.
        "hand-over": mix(
            (0.0, tone(E6 / 2, 0.25, decay=0.12)),
            (0.14, tone(C5, 0.25, decay=0.12)),
            (0.28, tone(A5 / 2, 0.4, decay=0.2)),
        ),
    }


def wav_bytes(sig: Iterable[float]) -> bytes:
    return b"".join(struct.pack("<h", round(max(-1.0, min(1.0, v)) * 32767)) for v in sig)


def write_all(folder: Path = OUT) -> list[Path]:
    """Write every sound into ``folder``; returns the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, sig in sounds().items():
        path = folder / f"{name}.wav"
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(wav_bytes(normalise(sig)))
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    folder = Path(argv[1]) if len(argv) > 1 else OUT
    for path in write_all(folder):
        print(f"{path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
