"""Heap codes from Python: the command line's sequences and sums."""

import pytest

import cgsolve
from conftest import cli_json


def test_kayles_has_its_proven_period():
    s = cgsolve.heap("0.77", to=1000)
    assert s.values[:12] == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    assert (s.period, s.preperiod, s.proven) == (12, 71, True)
    report = cli_json("heap", "0.77", "--to", "1000")[0]
    assert s.values == report["values"] and s.code == report["code"] == "0.77"


def test_a_sum_gives_its_outcome_and_winning_moves():
    s = cgsolve.heap_sum("kayles", [3, 5, 7])
    report = cli_json("heap", "kayles", "--heaps", "3,5,7")[0]
    assert {k: v for k, v in s.items() if k != "outcome"} == report
    assert s["outcome"] == "N" and s["value"] == 5
    assert cgsolve.heap_sum("nim", [1, 2, 3])["outcome"] == "P"


def test_bad_codes_and_heaps_past_the_limit_are_refused():
    with pytest.raises(cgsolve.ParseError) as e:
        cgsolve.heap("0.7x", to=10)
    assert e.value.column == 4
    with pytest.raises(cgsolve.LimitError):
        cgsolve.heap("0.77", to=1 << 40)
