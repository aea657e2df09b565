"""docs/python.md is a doctest: every example it shows runs and prints what it says."""

import doctest

from conftest import ROOT


def test_the_python_tour_runs_as_written():
    result = doctest.testfile(str(ROOT / "docs" / "python.md"), module_relative=False, verbose=False)
    assert result.attempted > 20
    assert result.failed == 0


def test_the_readmes_python_example_prints_what_its_comments_say():
    import contextlib
    import io
    import re

    readme = (ROOT / "README.md").read_text()
    block = re.search(r"```python\n(.*?)```", readme, re.S).group(1)
    expected = [line.split("# ", 1)[1] for line in block.splitlines() if line.startswith("print(")]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(block, {})
    assert out.getvalue().splitlines() == expected
    assert len(expected) == 3
