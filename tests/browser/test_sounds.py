"""The table's sounds (src/ginrummy/web/static/sounds/): small, made in the project by
tools/make_sounds.py, and the committed files are exactly what the script makes."""

from __future__ import annotations

import importlib.util
import wave
from pathlib import Path
from types import ModuleType

from ginrummy.web import STATIC_DIR

ROOT = Path(__file__).resolve().parents[2]
SOUNDS = STATIC_DIR / "sounds"
NAMES = {"draw", "discard", "knock", "gin", "turn", "hand-over"}


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_sound_is_a_small_mono_wav() -> None:
    assert {p.stem for p in SOUNDS.glob("*.wav")} == NAMES
    for path in SOUNDS.glob("*.wav"):
        assert path.stat().st_size < 15_000, path
        with wave.open(str(path)) as sound:
            assert sound.getnchannels() == 1, path
            assert sound.getframerate() <= 16_000, path
            assert 0.05 < sound.getnframes() / sound.getframerate() < 1.0, path
    readme = (SOUNDS / "README.md").read_text(encoding="utf-8")
    assert "tools/make_sounds.py" in readme and "CC0" in readme


def test_the_committed_sounds_are_what_the_script_makes(tmp_path: Path) -> None:
    for path in _script().write_all(tmp_path):
        assert path.read_bytes() == (SOUNDS / path.name).read_bytes(), path.name


def test_sounds_js_asks_for_each_sound() -> None:
    text = (STATIC_DIR / "sounds.js").read_text(encoding="utf-8")
    for name in NAMES:
        assert f'"{name}"' in text, name
