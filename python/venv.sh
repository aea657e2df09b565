#!/usr/bin/env bash
# Makes the Python tests' virtual environment under target/pyvenv on first use (CPython 3.9
# or later with venv and pip; maturin and pytest from PyPI) and prints its path. When it cannot
# be made, says in one line what to install and fails.
set -euo pipefail
cd "$(dirname "$0")/.."
venv="$PWD/target/pyvenv"
if [ ! -x "$venv/bin/maturin" ] || [ ! -x "$venv/bin/pytest" ]; then
    if ! command -v python3 >/dev/null; then
        echo "python/venv.sh: install CPython 3.9 or later with venv and pip (Debian: apt-get install python3 python3-venv)" >&2
        exit 1
    fi
    if ! python3 -m venv "$venv" >/dev/null 2>&1; then
        rm -rf "$venv"
        echo "python/venv.sh: python3 cannot make a virtual environment: install venv (Debian: apt-get install python3-venv)" >&2
        exit 1
    fi
    if ! "$venv/bin/pip" install --quiet maturin==1.16.0 pytest==9.2.0; then
        echo "python/venv.sh: pip could not install maturin and pytest from PyPI (no network?)" >&2
        exit 1
    fi
fi
echo "$venv"
