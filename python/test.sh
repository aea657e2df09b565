#!/usr/bin/env bash
# Builds the Python package into the virtual environment of python/venv.sh (made on first use)
# and runs its tests (python/tests, docs/python.md). CGSOLVE_BIN names the command line the
# tests compare with.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=$(bash python/venv.sh)
# A target folder of its own: `cargo test`, which runs this script, holds the main one.
CARGO_TARGET_DIR="$PWD/target/python" VIRTUAL_ENV="$venv" \
    "$venv/bin/maturin" develop --release --quiet -m python/Cargo.toml
"$venv/bin/pytest" -q python/tests
