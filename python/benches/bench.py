"""Timings of cgsolve from Python, for BENCHMARKS.md (not a test: figures depend on the machine).

    python python/benches/bench.py [CGSOLVE_BIN]

Each figure is the best of a few runs in this process (wall clock, time.perf_counter), the
memo of games written in Python cleared before each run:
- Domineering written in Python (python/tests/domineering.py), empty rectangles;
- the per-position cost of a game written in Python: a chain of 100,000 positions valued by
  the engine, beside the same Python methods called in a plain Python loop;
- cgsolve.solve("domineering", ...) beside the command line on the same board.
"""

import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))

import cgsolve  # noqa: E402
from domineering import Domineering, DomineeringInRegions  # noqa: E402


def best(work, runs=3):
    times = []
    for _ in range(runs):
        cgsolve.clear_cache()
        start = time.perf_counter()
        result = work()
        times.append(time.perf_counter() - start)
    return min(times), result


class Chain:
    def __init__(self, n):
        self.n = n

    def left_options(self):
        return [Chain(self.n - 1)] if self.n else []

    def right_options(self):
        return []

    def __eq__(self, other):
        return type(other) is Chain and self.n == other.n

    def __hash__(self):
        return hash(self.n)


def plain_python(n):
    """The Python work one position of the chain costs, without the engine."""
    seen = {}
    p = Chain(n)
    while True:
        hash(p)
        seen[p] = True
        p.right_options()
        options = p.left_options()
        if not options:
            return len(seen)
        p = options[0]


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parents[1] / "target" / "release" / "cgsolve")
    rectangles = [("4x4", "....|....|....|...."), ("4x5", ".....|.....|.....|....."), ("5x5", "|".join(["....."] * 5))]
    print("Domineering written in Python (empty rectangles):")
    for name, text in rectangles:
        for cls in (Domineering, DomineeringInRegions):
            runs = 1 if name == "5x5" else 3
            t, g = best(lambda: cgsolve.canonical(cls.parse(text)), runs)
            print(f"  {name} {cls.__name__}: {t:.3f} s  {g}")
    n = 100_000
    t_engine, g = best(lambda: cgsolve.canonical(Chain(n)))
    t_plain, _ = best(lambda: plain_python(n))
    print(f"chain of {n + 1} positions: engine {t_engine:.3f} s ({t_engine / (n + 1) * 1e6:.2f} us a position), "
          f"the same Python calls in a loop {t_plain:.3f} s ({t_plain / (n + 1) * 1e6:.2f} us); value {g}")
    text = "|".join(["....."] * 5)
    t_solve, report = best(lambda: cgsolve.solve("domineering", text), 5)
    cli_times = []
    for _ in range(5):
        start = time.perf_counter()
        subprocess.run([binary, "domineering", "-p", text, "--json"], check=True, capture_output=True)
        cli_times.append(time.perf_counter() - start)
    print(f"domineering 5x5: cgsolve.solve {t_solve:.3f} s, command line {min(cli_times):.3f} s; value {report['value']}")


if __name__ == "__main__":
    main()
