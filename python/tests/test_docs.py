"""docs/python.md is a doctest: every example it shows runs and prints what it says."""

import doctest

from conftest import ROOT


def test_the_python_tour_runs_as_written():
    result = doctest.testfile(str(ROOT / "docs" / "python.md"), module_relative=False, verbose=False)
    assert result.attempted > 20
    assert result.failed == 0
