"""The registry's games from Python: the command line's reports and answers, its errors."""

import pytest

import cgsolve
from conftest import ROOT, cli, cli_json


def test_every_game_is_listed_with_its_help():
    listed = {g["name"]: g["help"] for g in cgsolve.games()}
    for name in ["checkers", "evenodd", "darkraft", "wordplay", "sweets", "domineering", "cram"]:
        assert name in listed and listed[name].strip()
    assert listed["domineering"].startswith("Domineering: Left places vertical dominoes")


@pytest.mark.parametrize(
    "game, text",
    [
        ("domineering", "...|...|..#"),
        ("clobber", "xo.|ox."),
        ("cram", "3x4"),
        ("checkers", ".o..o"),
        ("hackenbush", "g-1:B 1-2:R g-3:G"),
    ],
)
def test_a_report_is_the_json_of_the_command_line(game, text):
    assert cgsolve.solve(game, text) == cli_json(game, "-p", text)[0]


def test_several_positions_give_a_list_and_answers_are_the_contests_lines():
    text = ".o...\n..o.o\n"
    assert cgsolve.answer("checkers", text) == cli("checkers", "-p", text) == ["YES", "NO"]
    reports = cgsolve.solve("checkers", text)
    assert [r["answer"] for r in reports] == ["YES", "NO"]


def test_a_misere_report_is_the_json_of_the_command_line():
    for game, text in [("domineering", "...|..."), ("clobber", "xo.|ox.")]:
        report = cgsolve.solve(game, text, misere=True)
        assert report == cli_json(game, "--misere", "-p", text)[0]
        assert report["play"] == "misere"


def test_an_outcome_only_report_is_the_json_of_the_command_line():
    for game, text in [("cram", "...|..."), ("mnk", "X..|.O.|..X"), ("domineering", "...|...")]:
        report = cgsolve.solve(game, text, outcome_only=True)
        assert report == cli_json(game, "--outcome-only", "-p", text)[0]
        assert "value" not in report
    assert cgsolve.answer("cram", "...|...", outcome_only=True) == ["N"]


def test_a_games_flags_are_keyword_options():
    text = (ROOT / "examples" / "evenodd" / "sample1.txt").read_text()
    assert cgsolve.solve("evenodd", text, memory="1G") == cli_json("evenodd", "-p", text, "--memory", "1G")
    with pytest.raises(ValueError, match="unexpected argument"):
        cgsolve.solve("domineering", "..", no_such_flag=3)
    with pytest.raises(ValueError, match="no game named 'dominos'"):
        cgsolve.solve("dominos", "..")


def test_bad_text_raises_parse_error_with_line_and_column():
    with pytest.raises(cgsolve.ParseError) as e:
        cgsolve.solve("domineering", "..|..\n..|.x")
    assert (e.value.line, e.value.column) == (2, 5)
    assert e.value.message == "expected '.' (empty), '#' (filled) or '|' (next row), found 'x'"


def test_limits_raise_limit_error_naming_the_limit():
    with pytest.raises(cgsolve.LimitError) as e:
        cgsolve.solve("domineering", "..|..", memory="1")
    assert "memory limit" in str(e.value) and e.value.limit == "1 bytes"


def test_a_report_shows_its_board_in_jupyter():
    report = cgsolve.solve("domineering", "..#|...")
    assert isinstance(report, cgsolve.Report) and isinstance(report, dict)
    shown = report._repr_html_()
    assert "<pre>..#\n...</pre>" in shown and "<td>+-1</td>" in shown


def test_a_board_over_the_games_limit_raises_limit_error_not_parse_error():
    board = "|".join(["." * 20] * 20)
    for run in (cgsolve.solve, cgsolve.answer):
        for misere in (False, True):
            with pytest.raises(cgsolve.LimitError) as e:
                run("domineering", board, misere=misere)
            assert not isinstance(e.value, cgsolve.ParseError)
            assert e.value.limit == "128 cells on a board"
            assert str(e.value) == "1:135: expected at most 128 cells on a board (the limit)"
