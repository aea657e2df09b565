#!/usr/bin/env python3
"""Writes cgsuite.txt: misère forms and their properties as CGSuite prints them.

Run by hand (never by the tests), with CGSuite's headless build:
    python3 tests/data/misere/generate.py /path/to/cgs > tests/data/misere/cgsuite.txt
The forms: the values of CGSuite's MisereCanonicalGameTestCase, then random games in
CGSuite's list syntax (seeded, so the file is the same each run), sums of two of them and
CGSuite's operations on pairs of them.
"""
import random
import subprocess
import sys

PROPERTIES = [
    "Genus", "Mate", "NimValue", "MisereNimValue", "MisereOutcomeClass", "Birthday",
    "Options", "Parts", "Partitions", "IsTame", "IsRestive", "IsRestless", "IsHalfTame",
    "IsGenerallyTame", "IsGenerallyRestive", "IsTameable", "IsExtraverted", "IsIntroverted",
    "IsEven", "IsPrime", "IsNimHeap",
]
OPERATIONS = ["Distinguisher", "IsLinkedTo", "Link", "MisereMinus"]
CASES = [
    "*[0]", "*[1]", "*[2]", "*[[2]]", "*[[[2]]]", "*[2]+*[2]", "*[[*[2]+*[[2]]]]", "*[[2],0]",
    "*[[2],1]", "*[[*[4]+*[2]]]", "*[[[2]],[[2],1]]", "*[[[2]],[[[2],0],0,1]]",
    "*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", "*[[[2],2,0],[[2],3],1]",
    # Heaps past 127 and digits past 9.
    "*[200]", "*[[200],130]", "*[[[200],3],[130,2]]", "*[12]+*[[12],3]",
]


def random_list(rng, depth):
    n = rng.randint(1, 3)
    items = []
    for _ in range(n):
        if depth == 0 or rng.random() < 0.4:
            items.append(str(rng.randint(0, 4)))
        else:
            items.append(random_list(rng, depth - 1))
    return "[" + ",".join(items) + "]"


def main():
    cgs = sys.argv[1]
    rng = random.Random(25)
    forms = list(CASES)
    while len(forms) < 120:
        forms.append("*" + random_list(rng, 3))
    exprs = []
    for f in forms:
        exprs.append(f)
        exprs.extend(f"({f}).{p}" for p in PROPERTIES)
    for _ in range(60):
        a, b = rng.sample(forms, 2)
        s = f"{a} + {b}"
        exprs.append(s)
        exprs.extend(f"({s}).{p}" for p in ("Genus", "MisereOutcomeClass", "Parts"))
    for _ in range(80):
        a, b = rng.sample(forms, 2)
        op = rng.choice(OPERATIONS)
        exprs.append(f"({a}).{op}({b})")
    for f in forms[:40]:
        exprs.append(f"({f}).Distinguisher({f})")
        exprs.append(f"({f}).MisereMinus(*[2])")
    out = subprocess.run([cgs], input="\n".join(exprs) + "\n", capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert len(out) == len(exprs), (len(out), len(exprs))
    print("# Misère forms and their properties as CGSuite prints them: one expression in")
    print("# CGSuite's syntax, a tab, CGSuite's answer (ERROR: for a refusal).")
    print("# Made by tests/data/misere/generate.py with CGSuite (aaron-siegel/cgsuite @ e909ab8b)")
    print("# run headless; the tests never run CGSuite.")
    for e, r in zip(exprs, out):
        if r.startswith("ERROR:"):
            r = "ERROR: " + r[len("ERROR:"):].split("   at ")[0].strip()
        print(f"{e}\t{r}")


main()
