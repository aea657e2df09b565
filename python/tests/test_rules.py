"""Rule files from Python: cgsolve.Rules answers as `cgsolve rules FILE --json` does."""

import re
import subprocess

import pytest

import cgsolve
from conftest import ROOT, cli_json, cli_path

EXAMPLES = ROOT / "examples" / "rules"


@pytest.mark.parametrize(
    "file, positions",
    [
        ("domineering.rules", ["...|...|..#", "..|..", "....|....", "#..|...|.#."]),
        ("clobber.rules", ["xo.|ox.", "xoxo", "xo|ox|xo"]),
        ("cram.rules", ["...|...", "....|..#.", "...|...|..."]),
    ],
)
def test_a_report_is_the_json_of_cgsolve_rules(file, positions):
    path = EXAMPLES / file
    rules = cgsolve.Rules.from_file(path)
    for position in positions:
        for mode in [(), ("misere",), ("outcome_only",)]:
            report = rules.solve(position, **{m: True for m in mode})
            flags = [f"--{m.replace('_', '-')}" for m in mode]
            assert report == cli_json("rules", str(path), *flags, "-p", position)[0]
            assert isinstance(report, cgsolve.Report)


@pytest.mark.parametrize(
    "file, positions",
    [
        ("fox-and-geese.rules", ["F...|.G.G", "..F.|....|G...", "F.|..|.G"]),
        ("shuttle.rules", ["x...", "x..#.x.", ".x."]),
    ],
)
def test_a_loopy_rule_file_is_answered_as_cgsolve_rules_answers_it(file, positions):
    path = EXAMPLES / file
    rules = cgsolve.Rules.from_file(path)
    assert rules.loopy
    for position in positions:
        for mode in [(), ("outcome_only",)]:
            report = rules.solve(position, **{m: True for m in mode})
            flags = [f"--{m.replace('_', '-')}" for m in mode]
            assert report == cli_json("rules", str(path), *flags, "-p", position)[0]


def test_the_impartial_variant_is_the_flag_of_cgsolve_rules():
    path = EXAMPLES / "domineering.rules"
    rules = cgsolve.Rules.from_file(path)
    for position in ["...|...", "..#|...|..."]:
        report = rules.solve(position, impartial=True)
        assert report == cli_json("rules", str(path), "--impartial", "-p", position)[0]
        assert report["value"] == cli_json("cram", "-p", position)[0]["value"]


def test_a_text_gives_the_rules_of_its_file():
    path = EXAMPLES / "cram.rules"
    from_text = cgsolve.Rules.from_text(path.read_text())
    from_file = cgsolve.Rules.from_file(str(path))
    assert from_text.solve("...|...|...") == from_file.solve("...|...|...")
    assert from_text.solve("...|..#", misere=True) == cli_json("rules", str(path), "--misere", "-p", "...|..#")[0]


def test_name_kind_and_repr():
    cram = cgsolve.Rules.from_file(EXAMPLES / "cram.rules")
    domineering = cgsolve.Rules.from_text((EXAMPLES / "domineering.rules").read_text())
    assert (cram.name, cram.impartial) == ("Cram", True)
    assert (domineering.name, domineering.impartial) == ("Domineering", False)
    assert re.fullmatch(r"<Rules \"Cram\", impartial, from \".*cram\.rules\">", repr(cram))
    assert repr(domineering) == '<Rules "Domineering", partizan>'
    assert not cram.loopy and not domineering.loopy
    fox = cgsolve.Rules.from_text((EXAMPLES / "fox-and-geese.rules").read_text())
    shuttle = cgsolve.Rules.from_text((EXAMPLES / "shuttle.rules").read_text())
    assert (repr(fox), fox.loopy) == ('<Rules "Fox and Geese", loopy partizan>', True)
    assert (repr(shuttle), shuttle.loopy) == ('<Rules "Shuttle", loopy impartial>', True)


def test_several_positions_give_a_list():
    reports = cgsolve.Rules.from_file(EXAMPLES / "domineering.rules").solve("..|..\n...\n")
    assert [r["value"] for r in reports] == ["+-1", "-1"]


def cli_error(*args: str) -> str:
    """The command line's error message, which must exit with code 2."""
    done = subprocess.run([cli_path(), *args], capture_output=True, text=True)
    assert done.returncode == 2, done.stderr
    return done.stderr.strip()


def test_a_rule_file_that_does_not_read_raises_parse_error_at_its_line_and_column(tmp_path):
    bad = "game Bad\nboard grid\ntile . empty\nleft line south: . -> #, . -> #\n"
    path = tmp_path / "bad.rules"
    path.write_text(bad)
    printed = cli_error("rules", str(path), "-p", "..")
    for load in [lambda: cgsolve.Rules.from_text(bad), lambda: cgsolve.Rules.from_file(path)]:
        with pytest.raises(cgsolve.ParseError) as e:
            load()
        assert (e.value.line, e.value.column) == (4, 23)
        assert printed == f"cgsolve: {path}:4:23: {e.value.message}"
    with pytest.raises(FileNotFoundError):
        cgsolve.Rules.from_file(tmp_path / "none.rules")


def test_a_bad_position_raises_parse_error_as_the_command_line_prints_it():
    path = EXAMPLES / "domineering.rules"
    rules = cgsolve.Rules.from_file(path)
    printed = cli_error("rules", str(path), "-p", "..|.x")
    for mode in [{}, {"misere": True}, {"outcome_only": True}]:
        with pytest.raises(cgsolve.ParseError) as e:
            rules.solve("..|.x", **mode)
        assert (e.value.line, e.value.column) == (1, 5)
        assert printed == f"cgsolve: -p:1:5: {e.value.message}"
    with pytest.raises(cgsolve.ParseError) as e:
        rules.solve("..|..\n..|.\n")
    assert (e.value.line, e.value.column) == (2, 5)


def test_bad_flags_are_value_errors():
    cram = cgsolve.Rules.from_file(EXAMPLES / "cram.rules")
    with pytest.raises(ValueError, match="--memo, --tables and --certificate are for partizan rule files whose play ends; these rules are impartial"):
        cram.solve("...", memo=100)
    with pytest.raises(ValueError, match="unexpected argument"):
        cram.solve("...", no_such_flag=1)
