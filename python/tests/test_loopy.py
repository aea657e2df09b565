"""Games written in Python whose positions repeat: declared loopy (`loopy = True`), they are
solved as the command line's loopy games are, with the same answers; not declared, they are
refused as not short, never searched forever."""

import io
import sys

import pytest

import cgsolve
from loopy_games import BackslidingToads, Round, Shuttle, WindUp

COUNTS = (1, 3)
CLOCKS = ["5 mod 12", "1 mod 4", "1 3 mod 5", "0 mod 3", "2 mod 6", "3 4 mod 7", "1 2 mod 4", "3 mod 4"]


@pytest.mark.parametrize("text", CLOCKS)
def test_python_wind_up_is_answered_as_the_command_lines(text):
    registry = cgsolve.solve("wind-up", text, moves="1,3")
    report = cgsolve.analyse(WindUp.parse(text, COUNTS))
    assert report["answer"] == registry["answer"] == cgsolve.answer("wind-up", text, moves="1,3")[0]
    assert report["value"] == registry["value"]
    if registry["draw"]:
        assert report["outcome"] == "D" and "remoteness" not in report
    else:
        for key in ["outcome", "remoteness"]:
            assert report[key] == registry[key], key
        assert len(report["winning_moves"]) == len(registry["winning_moves"])


def test_wind_up_positions_include_draws_wins_and_losses():
    words = {cgsolve.analyse(WindUp.parse(t, COUNTS))["answer"].split()[0] for t in CLOCKS}
    assert words == {"Win", "Lose", "Draw"}


def test_a_loopy_impartial_game_s_outcome_may_be_a_draw():
    assert cgsolve.outcome(WindUp.parse("1 3 mod 5", COUNTS)) == "D"
    assert cgsolve.outcome(WindUp.parse("5 mod 12", COUNTS)) == "N"
    assert cgsolve.outcome(WindUp.parse("0 mod 3", COUNTS)) == "P"


ROWS = ["T.F", "TF.", "T..F", ".TF", "T.F.", "TT.F", "T.FF", "TF..", "T.", "T..FF", ".T.F.", "TT..F", "TT..FF", "TTT..FF"]


@pytest.mark.parametrize("row", ROWS)
def test_python_backsliding_toads_and_frogs_has_the_command_lines_values(row):
    registry = cgsolve.solve("backsliding-toads-and-frogs", row)
    report = cgsolve.analyse(BackslidingToads(row))
    assert report["answer"] == registry["answer"], row
    assert report["answer"] == cgsolve.answer("backsliding-toads-and-frogs", row)[0]
    assert report.get("value") == registry["answer"]
    for side in ["left_winning_moves", "right_winning_moves"]:
        assert len(report[side]) == len(registry[side]), side


def test_backsliding_toads_and_frogs_values_include_stoppers_that_are_not_short():
    answers = {cgsolve.analyse(BackslidingToads(row))["answer"] for row in ROWS}
    assert any(any(word in a for word in ("on", "off", "over", "&", "pass")) for a in answers), answers


def test_a_loopy_partizan_game_s_outcome_is_its_values():
    for row in ROWS:
        report = cgsolve.analyse(BackslidingToads(row))
        assert cgsolve.outcome(BackslidingToads(row)) == report["outcome"], row


def test_a_loopy_game_has_no_canonical_form_or_nim_value_and_says_what_answers_it():
    with pytest.raises(TypeError, match="loopy = True.*cgsolve.analyse"):
        cgsolve.canonical(BackslidingToads("T.F"))
    with pytest.raises(TypeError, match="loopy = True.*cgsolve.analyse"):
        cgsolve.grundy(WindUp.parse("5 mod 12", COUNTS))


def test_a_loopy_game_is_not_solved_under_misere_play():
    with pytest.raises(ValueError, match="misère play is not searched"):
        cgsolve.analyse(WindUp.parse("5 mod 12", COUNTS), misere=True)


@pytest.mark.parametrize("game", [Round(0), Shuttle(1)], ids=["impartial", "partizan"])
@pytest.mark.parametrize("mode", [{}, {"misere": True}, {"outcome_only": True}], ids=["normal", "misere", "outcome"])
def test_a_game_whose_positions_repeat_solved_as_short_is_refused(game, mode):
    with pytest.raises(cgsolve.NotShortError, match="loopy = True") as refused:
        cgsolve.analyse(game, **mode)
    assert type(refused.value.position) is type(game)
    assert "repeats" in str(refused.value)


def test_the_same_game_declared_loopy_is_answered():
    class LoopyRound(Round):
        loopy = True

    report = cgsolve.analyse(LoopyRound(0))
    assert report["answer"] == "Draw ∞"
    assert cgsolve.outcome(LoopyRound(0)) == "D"


def test_a_game_whose_positions_repeat_is_refused_by_play(monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\nquit\n"))
    monkeypatch.setattr(sys, "stdout", io.StringIO())
    with pytest.raises(cgsolve.NotShortError, match="loopy = True"):
        cgsolve.play(Round(0))


def test_loopy_games_are_played_in_the_terminal(monkeypatch):
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n1\nquit\n"))
    monkeypatch.setattr(sys, "stdout", out)
    cgsolve.play(WindUp.parse("5 mod 12", COUNTS))
    assert "you play 1" in out.getvalue()


def test_a_loopy_game_is_served_with_the_command_lines_values():
    import signal
    import subprocess
    from pathlib import Path

    from test_serve import get, post

    script = """
import cgsolve
from loopy_games import BackslidingToads
cgsolve.serve(BackslidingToads("TT..F"), port=0)
"""
    process = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        cwd=Path(__file__).resolve().parent,
    )
    try:
        address = process.stdout.readline().split(" on ")[1].strip().rstrip("/")
        game = get(address, "/api/games")[-1]
        assert game["name"] == "python-backslidingtoads" and game["kind"] == "partizan"
        status, solved = post(address, "/api/solve", {"game": game["name"], "position": game["example"], "mover": "Left"})
        assert status == 200, solved
        assert solved["value"] == cgsolve.solve("backsliding-toads-and-frogs", "TT..F")["answer"] == "on"
        assert solved["verdict"] == "win" and solved["moves"]
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=60) != 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
