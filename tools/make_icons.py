"""Draw the installable web app's PNG icons (standard library only).

    python tools/make_icons.py

writes ``src/ginrummy/web/static/icons/icon-192.png``, ``icon-512.png`` (rounded
corners, for the home screen) and ``icon-maskable-512.png`` (the felt to the edges and
the cards inside the middle 80 %, for launchers that cut icons into circles or
squircles). They show the same picture as ``favicon.svg``: two cards on the felt, a
heart and a spade. Each shape is a signed distance (negative inside), so one sample a
pixel gives smooth edges; the files are committed, the script is here to make them
again.
"""

from __future__ import annotations

import math
import struct
import zlib
from collections.abc import Callable
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "src" / "ginrummy" / "web" / "static" / "icons"

Colour = tuple[int, int, int]
Shape = Callable[[float, float], float]
"""A signed distance in the 64-unit picture of favicon.svg: negative inside."""

FELT: Colour = (0x1D, 0x6B, 0x45)
CARD: Colour = (0xFF, 0xFF, 0xFF)
EDGE: Colour = (0x9A, 0x9A, 0xA8)
RED: Colour = (0xC1, 0x12, 0x1F)
BLACK: Colour = (0x16, 0x16, 0x1D)


def rounded_box(cx: float, cy: float, half_w: float, half_h: float, radius: float) -> Shape:
    def distance(x: float, y: float) -> float:
        qx = abs(x - cx) - half_w + radius
        qy = abs(y - cy) - half_h + radius
        outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
        return outside + min(max(qx, qy), 0.0) - radius

    return distance


def circle(cx: float, cy: float, r: float) -> Shape:
    return lambda x, y: math.hypot(x - cx, y - cy) - r


def union(*shapes: Shape) -> Shape:
    return lambda x, y: min(s(x, y) for s in shapes)


def rotated(shape: Shape, degrees: float, cx: float, cy: float) -> Shape:
    """``shape`` turned by ``degrees`` (clockwise on screen, as SVG's rotate) about (cx, cy)."""
    a = math.radians(-degrees)
    cos, sin = math.cos(a), math.sin(a)

    def distance(x: float, y: float) -> float:
        dx, dy = x - cx, y - cy
        return shape(cx + dx * cos - dy * sin, cy + dx * sin + dy * cos)

    return distance


def heart(cx: float, cy: float, size: float, *, upside_down: bool = False) -> Shape:
    """A heart ``size`` wide: a square on its corner and two circles on its upper sides
    (upside down: the body of a spade)."""
    side = size / (1 + math.sqrt(2) / 2)  # the circles stick out half a side each way
    half = side / 2
    r = half
    # The square's centre (the heart's middle is a little above it) and the offset of
    # its upper sides' middles, where the circles sit.
    sq_y = cy - half * (math.sqrt(2) - 1 / math.sqrt(2) - 1) / 2
    offset = half / math.sqrt(2)
    parts = [
        rotated(rounded_box(cx, sq_y, half, half, 0.4), 45, cx, sq_y),
        circle(cx - offset, sq_y - offset, r),
        circle(cx + offset, sq_y - offset, r),
    ]
    shape = union(*parts)
    if not upside_down:
        return shape
    return lambda x, y: shape(x, 2 * cy - y)


def spade(cx: float, cy: float, size: float) -> Shape:
    body = heart(cx, cy - size * 0.08, size, upside_down=True)
    stem_top, stem_bottom = cy + size * 0.1, cy + size * 0.52

    def stem(x: float, y: float) -> float:
        # A trapezoid widening downwards, as the foot of a spade.
        t = min(max((y - stem_top) / (stem_bottom - stem_top), 0.0), 1.0)
        half = size * (0.05 + 0.2 * t * t)
        inside_x = abs(x - cx) - half
        inside_y = max(stem_top - y, y - stem_bottom)
        return max(inside_x, inside_y)

    return union(body, stem)


def picture() -> list[tuple[Shape, Colour]]:
    """favicon.svg's shapes, bottom first."""
    card_a = rounded_box(25, 29, 13, 19, 4)
    card_b = rounded_box(41, 35, 13, 19, 4)
    inset = 0.75  # half the SVG's stroke width
    return [
        (rotated(lambda x, y: card_a(x, y) - inset, -12, 32, 32), EDGE),
        (rotated(lambda x, y: card_a(x, y) + inset, -12, 32, 32), CARD),
        (rotated(heart(25, 29, 21), -12, 32, 32), RED),
        (rotated(lambda x, y: card_b(x, y) - inset, 10, 32, 32), EDGE),
        (rotated(lambda x, y: card_b(x, y) + inset, 10, 32, 32), CARD),
        (rotated(spade(41, 34, 21), 10, 32, 32), BLACK),
    ]


def render(size: int, *, maskable: bool) -> bytes:
    """RGBA rows of the icon, ``size`` pixels square."""
    units = 64 / size  # picture units per pixel
    background = rounded_box(32, 32, 32, 32, 0 if maskable else 12)
    scale = 0.7 if maskable else 1.0  # maskable: everything inside the safe circle
    shapes = picture()
    rows = bytearray()
    for py in range(size):
        rows.append(0)  # PNG filter: none
        for px in range(size):
            x, y = (px + 0.5) * units, (py + 0.5) * units
            alpha = _coverage(background(x, y), units)
            colour = [float(c) for c in FELT]
            sx, sy = 32 + (x - 32) / scale, 32 + (y - 32) / scale
            for shape, fill in shapes:
                cover = _coverage(shape(sx, sy), units / scale)
                if cover > 0:
                    colour = [c + (f - c) * cover for c, f in zip(colour, fill, strict=True)]
            rows += bytes(round(c) for c in colour) + bytes([round(alpha * 255)])
    return bytes(rows)


def _coverage(distance: float, pixel: float) -> float:
    return min(max(0.5 - distance / pixel, 0.0), 1.0)


def png(size: int, rgba_rows: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8 bits, RGBA
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rgba_rows, 9))
        + chunk(b"IEND", b"")
    )


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, size, maskable in (
        ("icon-192.png", 192, False),
        ("icon-512.png", 512, False),
        ("icon-maskable-512.png", 512, True),
    ):
        (OUT / name).write_bytes(png(size, render(size, maskable=maskable)))
        print(f"wrote {OUT / name}")


if __name__ == "__main__":
    main()
