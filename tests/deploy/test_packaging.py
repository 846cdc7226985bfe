"""The package as a user installs it: the wheel and sdist a release would upload pass
PyPI's metadata check, carry the type marker and the license, and an optional part used
without its extra says which extra to install.

Building runs PyPA's ``build`` in an isolated environment, so it fetches ``hatchling``
from the package index as a release build does (about 20 s).
"""

from __future__ import annotations

import email
import subprocess
import sys
import zipfile
from importlib import resources
from pathlib import Path

import pytest

# The wheel and sdist are built once, by one pytest worker (pytest -n): two builds at once
# would share the checkout's build/ and *.egg-info.
pytestmark = pytest.mark.xdist_group("packaging")

ROOT = Path(__file__).resolve().parents[2]


def test_the_package_is_marked_typed() -> None:
    assert resources.files("ginrummy").joinpath("py.typed").is_file()


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    done = subprocess.run(
        [sys.executable, "-m", "build", "--sdist", "--wheel", "--outdir", str(out), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return out


def test_the_built_files_pass_twine_check(dist: Path) -> None:
    files = sorted(str(p) for p in dist.iterdir())
    assert any(f.endswith(".whl") for f in files) and any(f.endswith(".tar.gz") for f in files)
    done = subprocess.run(
        [sys.executable, "-m", "twine", "check", "--strict", *files],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("PASSED") == len(files), done.stdout


def test_the_wheel_carries_marker_license_and_metadata(dist: Path) -> None:
    (wheel,) = dist.glob("*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        assert "ginrummy/py.typed" in names
        assert "ginrummy/agents/weights/apprentice.npz" in names  # the trained level's weights
        assert "ginrummy/locales/fr/plain.ftl" in names  # the catalogs (ginrummy.i18n)
        assert "ginrummy/locales/pt-BR/GLOSSARY.md" in names
        assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names), names[-10:]
        (meta_name,) = [n for n in names if n.endswith(".dist-info/METADATA")]
        meta = email.message_from_bytes(archive.read(meta_name))
    version = tuple(int(part) for part in meta["Metadata-Version"].split("."))
    assert version >= (2, 4)  # what a License-Expression needs
    assert meta["License-Expression"] == "MIT"
    classifiers = meta.get_all("Classifier")
    assert "Typing :: Typed" in classifiers
    assert "Programming Language :: Python :: 3.11" in classifiers
    assert any(c.startswith("Development Status ::") for c in classifiers)
    assert meta["Requires-Python"] == ">=3.11"
    extras = set(meta.get_all("Provides-Extra"))
    assert {"rl", "openspiel", "ray", "data", "peers", "docs", "dev"} <= extras
    # PostgreSQL needs no extra: psycopg is a dependency of the server itself.
    assert "postgres" not in extras
    assert any(r.startswith("psycopg[binary]") for r in meta.get_all("Requires-Dist"))


def _without(modules: list[str], code: str) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a fresh Python in which ``modules`` cannot be imported."""
    block = "; ".join(f"sys.modules[{name!r}] = None" for name in modules)
    return subprocess.run(
        [sys.executable, "-c", f"import sys; {block}; {code}"],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_envs_without_the_rl_extra_name_it() -> None:
    done = _without(["numpy"], "from ginrummy.env import gin_rummy_v0")
    assert done.returncode != 0
    last = done.stderr.strip().splitlines()[-1]
    assert last == (
        "ginrummy.extras.MissingExtraError: the research environments need numpy, which "
        "come with the 'rl' extra: pip install 'ginrummy[rl]'"
    )


def test_the_engine_needs_no_extra() -> None:
    done = _without(
        ["numpy", "gymnasium", "pettingzoo", "pyspiel", "ray"],
        "import ginrummy as gr; print(gr.min_deadwood('7H 8H 9H 7S 7D KS KD 2C 3C AC'))",
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "34"


def test_the_ray_backend_without_ray_names_its_extra() -> None:
    done = _without(
        ["ray"],
        "from ginrummy import find_rules\n"
        "from ginrummy.arena import run_tasks, paired_tasks\n"
        "from ginrummy.extras import MissingExtraError\n"
        "tasks = paired_tasks('random', 'random', find_rules('standard'), 2, 1)\n"
        "try:\n"
        "    run_tasks(tasks, backend='ray')\n"
        "except MissingExtraError as exc:\n"
        "    print(exc)\n",
    )
    assert done.returncode == 0, done.stderr
    assert "pip install 'ginrummy[ray]'" in done.stdout
