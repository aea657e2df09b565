#!/usr/bin/env python3
"""Quelhas from first principles: enumerate each random board's game tree from the rules
(Left fills a vertical run of >= 2 empty cells, Right a horizontal one), write it out as
CGSuite game literals, and compare CGSuite's canonical forms with cgsolve's values.
Also a plain misère outcome search in Python, compared with `cgsolve quelhas --misere`.

usage: CGS=... CGSOLVE=... scripts/anchors/quelhas-cgsuite.py COUNT SEED SAMPLE OUT.tsv

CGS is a headless CGSuite that reads one statement a line on standard input and prints one
result a line; CGSOLVE the cgsolve binary. tests/data/rulesets/quelhas.tsv holds 50 boards
of `quelhas-cgsuite.py 300 5 300 OUT.tsv` (none starting with `#`, which the file reads as a comment).
"""
import os
import random
import subprocess
import sys
from functools import lru_cache

CGS = os.environ.get("CGS", "cgs")
CGSOLVE = os.environ.get("CGSOLVE", "target/release/cgsolve")


def lines(empty, vertical):
    """Each move: the cells filled."""
    out = []
    for (r, c) in sorted(empty):
        dr, dc = (1, 0) if vertical else (0, 1)
        cells = [(r, c)]
        rr, cc = r + dr, c + dc
        while (rr, cc) in empty:
            cells.append((rr, cc))
            out.append(frozenset(cells))
            rr, cc = rr + dr, cc + dc
    return out


def options(empty, vertical):
    return sorted({empty - line for line in lines(empty, vertical)}, key=sorted)


names = {}
defs = []


def name(empty):
    if empty in names:
        return names[empty]
    left = [name(o) for o in options(empty, True)]
    right = [name(o) for o in options(empty, False)]
    n = f"q{len(names)}"
    defs.append(f"{n} := {{{','.join(left)}|{','.join(right)}}}")
    names[empty] = n
    return n


@lru_cache(maxsize=None)
def misere_wins(empty, left_to_move):
    """Whether the player to move wins under misère play (who cannot move wins)."""
    opts = options(empty, left_to_move)
    if not opts:
        return True
    return any(not misere_wins(o, not left_to_move) for o in opts)


def misere_outcome(empty):
    left_first = misere_wins(empty, True)
    right_first = misere_wins(empty, False)
    return {(True, True): "N", (False, False): "P", (True, False): "L", (False, True): "R"}[
        (left_first, right_first)
    ]


def main():
    count, seed, sample, out = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    rng = random.Random(seed)
    boards = []
    for _ in range(count):
        rows, cols = rng.randint(1, 3), rng.randint(1, 4)
        if rng.random() < 0.3:
            rows, cols = rng.choice([(3, 4), (4, 3), (2, 5), (4, 4)])
        filled = {(r, c) for r in range(rows) for c in range(cols) if rng.random() < 0.25}
        text = "|".join(
            "".join("#" if (r, c) in filled else "." for c in range(cols)) for r in range(rows)
        )
        empty = frozenset((r, c) for r in range(rows) for c in range(cols) if (r, c) not in filled)
        boards.append((text, empty))
    roots = [name(empty) for _, empty in boards]
    script = "\n".join(defs) + "\n" + "\n".join(roots) + "\n"
    result = subprocess.run([CGS], input=script, capture_output=True, text=True, check=True)
    values = result.stdout.splitlines()[len(defs):]
    assert len(values) == len(boards)
    inp = "".join(t + "\n" for t, _ in boards)
    ours = subprocess.run([CGSOLVE, "quelhas"], input=inp, capture_output=True, text=True, check=True).stdout.splitlines()
    ours_misere = subprocess.run([CGSOLVE, "quelhas", "--misere"], input=inp, capture_output=True, text=True, check=True).stdout.splitlines()
    bad = bad_misere = 0
    for (text, empty), v, a, m in zip(boards, values, ours, ours_misere):
        if v != a or v.startswith("ERROR"):
            bad += 1
            print("MISMATCH", text, "cgsolve:", a, "cgsuite:", v)
        if m != misere_outcome(empty):
            bad_misere += 1
            print("MISERE MISMATCH", text, "cgsolve:", m, "search:", misere_outcome(empty))
    with open(out, "w") as f:
        seen = set()
        for (text, _), v in zip(boards, values):
            if text not in seen and len(seen) < sample:
                seen.add(text)
                f.write(f"{text}\t{v}\n")
    print(f"quelhas: {len(boards)} boards ({len(defs)} positions written out), {bad} value mismatches, {bad_misere} misère outcome mismatches")


main()
