"""What the tests share: the command line to compare with, and games written in Python."""

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import List

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).resolve().parent))


def cli_path() -> str:
    """The cgsolve binary: $CGSOLVE_BIN (set by `cargo test`), else the release build."""
    path = os.environ.get("CGSOLVE_BIN", str(ROOT / "target" / "release" / "cgsolve"))
    if not Path(path).is_file():
        pytest.fail(f"no cgsolve binary at {path}: build it (cargo build --release) or set CGSOLVE_BIN")
    return path


def cli(*args: str, stdin: str = "") -> List[str]:
    """The lines the command line prints; fails the test on another exit code than 0."""
    done = subprocess.run([cli_path(), *args], input=stdin, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def cli_json(*args: str, stdin: str = "") -> List[dict]:
    return [json.loads(line) for line in cli(*args, "--json", stdin=stdin)]
