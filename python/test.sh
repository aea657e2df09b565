#!/usr/bin/env bash
# Builds the Python package into a virtual environment under target/ and runs its tests
# (python/tests, docs/python.md). The environment is made, and maturin and pytest installed
# into it, on first use. CGSOLVE_BIN names the command line the tests compare with.
set -euo pipefail
cd "$(dirname "$0")/.."
venv="$PWD/target/pyvenv"
if [ ! -x "$venv/bin/maturin" ] || [ ! -x "$venv/bin/pytest" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet maturin==1.16.0 pytest==9.2.0
fi
# A target folder of its own: `cargo test`, which runs this script, holds the main one.
CARGO_TARGET_DIR="$PWD/target/python" VIRTUAL_ENV="$venv" \
    "$venv/bin/maturin" develop --release --quiet -m python/Cargo.toml
"$venv/bin/pytest" -q python/tests
