#!/usr/bin/env python3
"""Compare cgsolve with CGSuite on random positions of one ruleset (partizan-euclid,
splittles, partizan-splittles, spawning, hot-clobber, fjords).

usage: CGS=... CGSOLVE=... scripts/anchors/compare-cgsuite.py RULESET COUNT SEED SAMPLE OUT.tsv

CGS is a headless CGSuite that reads one statement a line on standard input and prints one
result a line; CGSOLVE the cgsolve binary. Prints each position where the two differ and the
totals, and writes SAMPLE rows of each set of flags to OUT.tsv, in the form of
tests/data/rulesets/NAME.tsv. The values files of these rulesets came from
`compare-cgsuite.py RULESET 300 SEED SAMPLE`, SEED 1, 2, 3, 4, 5 and 6 in the order above.
For the games of SHORT, the rows written are those whose value is at most that many
characters (the largest boards' values run to thousands).
"""
import os
import random
import subprocess
import sys

CGS = os.environ.get("CGS", "cgs")
CGSOLVE = os.environ.get("CGSOLVE", "target/release/cgsolve")


def sum_expr(parts, make):
    return "(" + " + ".join(make(p) for p in parts) + ").CanonicalForm"


def euclid(rng):
    """(flags, position text, CGSuite expression)"""
    k = 2 if rng.random() < 0.2 else 1
    pairs = [(rng.randint(0, 40), rng.randint(0, 40)) for _ in range(k)]
    text = " + ".join(f"({p},{q})" for p, q in pairs)
    expr = sum_expr(pairs, lambda pq: f"game.heap.PartizanEuclid(({pq[0]},{pq[1]}))")
    return [], text, expr


def random_set(rng, most):
    size = rng.randint(1, 4)
    return sorted(rng.sample(range(1, most + 1), size))


def splittles_rules(rng):
    s = random_set(rng, 6)
    allbut = rng.random() < 0.25
    return s, allbut


def cg_set(s):
    return "[" + ",".join(map(str, s)) + "]"


def flag_set(s):
    return ",".join(map(str, s))


def splittles(rng, rules):
    s, allbut = rules
    k = rng.choice([1, 1, 1, 2, 3])
    heaps = [rng.randint(0, 20) for _ in range(k)]
    text = " ".join(map(str, heaps))
    ab = ", allbut => true" if allbut else ""
    expr = sum_expr(heaps, lambda n: f"game.heap.Splittles({cg_set(s)}{ab})({n})")
    flags = ["--set", flag_set(s)] + (["--all-but"] if allbut else [])
    return flags, text, expr


def partizan_splittles_rules(rng):
    left, right = random_set(rng, 5), random_set(rng, 5)
    allbut = rng.random() < 0.2
    return left, right, allbut


def partizan_splittles(rng, rules):
    left, right, allbut = rules
    k = rng.choice([1, 1, 1, 2])
    top = 8 if allbut else 12
    heaps = [rng.randint(0, top) for _ in range(k)]
    text = " ".join(map(str, heaps))
    ab = ", allbut => true" if allbut else ""
    expr = sum_expr(
        heaps,
        lambda n: f"game.heap.PartizanSplittles({cg_set(left)},{cg_set(right)}{ab})({n})",
    )
    flags = ["--left", flag_set(left), "--right", flag_set(right)] + (
        ["--all-but"] if allbut else []
    )
    return flags, text, expr


SPAWN_CODES = ["1-3", "3", "1+C", "1-3C(5)", "3C(5)", "1-5C", "3E", "4FS", "1+S", "2", "1,3", "2-4E", "2-3F", "2S", "1-4C(4)", "2-4EF"]


def spawning_rules(rng):
    return rng.choice(SPAWN_CODES)


def spawning(rng, code):
    k = rng.choice([1, 1, 2, 3])
    top = 14 if "+" in code and "C" not in code else 25
    heaps = [rng.randint(0, top) for _ in range(k)]
    text = " ".join(map(str, heaps))
    expr = sum_expr(heaps, lambda n: f'game.heap.Spawning("{code}")({n})')
    return [code], text, expr


def hot_clobber(rng, _):
    rows, cols = rng.randint(1, 4), rng.randint(1, 4)
    board = "|".join("".join(rng.choice("xxoo.") for _ in range(cols)) for _ in range(rows))
    return [], board, f'game.grid.HotClobber("{board}").CanonicalForm'


def graph_tree(rng, n, label):
    """A random tree of n vertices in CGSuite's notation, branching by `(a;b)`."""
    text = label()
    if n == 1:
        return text
    if n >= 3 and rng.random() < 0.3:
        k = rng.randint(1, n - 2)
        return text + "(-" + graph_tree(rng, k, label) + ";-" + graph_tree(rng, n - 1 - k, label) + ")"
    return text + "-" + graph_tree(rng, n - 1, label)


def graph_named(rng, n, label):
    """A random graph of n vertices, each named by a letter, each edge a part: `L:A-.:B;...`."""
    labels = [label() or "." for _ in range(n)]
    vertex = lambda v: f"{labels[v]}:{chr(65 + v)}"
    parts = [vertex(v) for v in range(n)]
    for u in range(n):
        for v in range(u + 1, n):
            if rng.random() < 0.35:
                parts.append(f"{vertex(u)}-{vertex(v)}")
    return ";".join(parts)


def fjords(rng, _):
    label = lambda: rng.choice(["", "", "L", "R"])
    n = rng.randint(1, 9)
    make = graph_named if rng.random() < 0.3 else graph_tree
    text = make(rng, n, label)
    if not text or text[0] in "-(":
        text = "." + text
    return [], text, f'game.graph.Fjords("{text}").CanonicalForm'


SHORT = {"hot-clobber": 120, "fjords": 120}

GAMES = {
    "partizan-euclid": (None, lambda rng, _: euclid(rng)),
    "splittles": (splittles_rules, splittles),
    "partizan-splittles": (partizan_splittles_rules, partizan_splittles),
    "spawning": (spawning_rules, spawning),
    "hot-clobber": (None, hot_clobber),
    "fjords": (None, fjords),
}


def main():
    game, count, seed, sample, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
    rng = random.Random(seed)
    make_rules, make = GAMES[game]
    cases = []
    per_rules = 25 if make_rules else count
    while len(cases) < count:
        rules = make_rules(rng) if make_rules else None
        for _ in range(min(per_rules, count - len(cases))):
            cases.append(make(rng, rules))
    exprs = "\n".join(e for _, _, e in cases) + "\n"
    cg = subprocess.run([CGS], input=exprs, capture_output=True, text=True, check=True).stdout.splitlines()
    assert len(cg) == len(cases), (len(cg), len(cases))
    mismatches = 0
    rows = {}
    # cgsolve, one run per set of flags
    groups = {}
    for i, (flags, text, _) in enumerate(cases):
        groups.setdefault(tuple(flags), []).append(i)
    for flags, idx in groups.items():
        inp = "".join(cases[i][1] + "\n" for i in idx)
        r = subprocess.run([CGSOLVE, game, *flags], input=inp, capture_output=True, text=True)
        if r.returncode != 0:
            print("cgsolve failed", flags, r.stderr)
            sys.exit(1)
        answers = r.stdout.splitlines()
        for i, a in zip(idx, answers):
            if cg[i].startswith("ERROR") or a != cg[i]:
                mismatches += 1
                print("MISMATCH", flags, cases[i][1], "cgsolve:", a[:200], "cgsuite:", cg[i][:200])
        short = lambda i: len(cg[i]) <= SHORT.get(game, len(cg[i]))
        rows[flags] = [(cases[i][1], cg[i]) for i in idx if short(i)][:sample]
    with open(out, "w") as f:
        for flags, rs in rows.items():
            if flags:
                f.write("flags: " + " ".join(flags) + "\n")
            for p, v in rs:
                f.write(f"{p}\t{v}\n")
    print(f"{game}: {len(cases)} positions, {mismatches} mismatches")


main()
