"""cgsolve.play: a game written in Python played in the terminal, driven from a pipe, as
`cgsolve play` plays a game of the registry (the same session runs both)."""

import re
import subprocess
import sys
from pathlib import Path
from typing import List

from conftest import cli

TESTS = Path(__file__).resolve().parent

PLAYER = """
import sys
import cgsolve
from domineering import Domineering
cgsolve.play(Domineering.parse(sys.argv[1]), first=sys.argv[2])
"""


def play(text: str, lines: List[str], first: str = "left") -> subprocess.CompletedProcess:
    """cgsolve.play of the tests' Domineering from `text`, its input the lines given."""
    done = subprocess.run(
        [sys.executable, "-c", PLAYER, text, first],
        input="".join(line + "\n" for line in lines),
        capture_output=True,
        text=True,
        cwd=TESTS,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done


def moves_made(out: List[str]) -> List[str]:
    return [line for line in out if line.startswith(("you play ", "cgsolve plays "))]


def test_a_game_is_played_to_the_end_and_its_maker_of_the_last_move_wins():
    # Always the first move listed, many times over: the game ends before the lines do.
    done = play("...|...|...", ["1"] * 20)
    out = done.stdout.splitlines()
    assert out[0] == "Playing Domineering."
    made = moves_made(out)
    assert len(made) >= 2
    last = made[-1]
    expected = "No move left for cgsolve: you win." if last.startswith("you") else "No move left for you: cgsolve wins."
    assert out[-1] == expected
    # The player's moves alternate with cgsolve's answers, each marked as the CLI marks them.
    assert [m.startswith("you") for m in made] == [i % 2 == 0 for i in range(len(made))]
    assert all(" (wins, " in m or " (loses, " in m for m in made if m.startswith("cgsolve"))


def test_the_winner_is_the_one_perfect_play_names():
    # 2x2, Left first: every vertical domino leaves Right no move.
    out = play("..|..", ["1"]).stdout.splitlines()
    assert "value +-1; you (Left) win with best play, 1 move to the end" in out
    assert "you play 1" in out and out[-1] == "No move left for cgsolve: you win."
    # A row of two, Left (vertical) first: no move at all.
    out = play("..", [], first="left").stdout.splitlines()
    assert out[-1] == "No move left for you: cgsolve wins."
    # Right first on the same row: one move, and it wins.
    out = play("..", ["1"], first="right").stdout.splitlines()
    assert "value -1; you (Right) win with best play, 1 move to the end" in out
    assert out[-1] == "No move left for cgsolve: you win."


def test_the_status_lines_are_the_command_lines():
    python = play("..|..", ["quit"]).stdout.splitlines()
    command = cli("play", "domineering", "-p", "..|..", stdin="quit\n")
    status = [line for line in command if line.startswith("value ")]
    assert status and status[0] in python


def test_hint_undo_and_quit():
    done = play("...|...|...", ["undo", "hint", "bogus", "1", "undo", "quit", "1", "1", "1"])
    out = done.stdout.splitlines()
    assert "nothing to undo" in out
    hint = [line for line in out if line.startswith("hint: ")]
    assert len(hint) == 1 and (" (wins, " in hint[0] or " (loses, " in hint[0])
    assert "cgsolve: expected a move number (1 to " in done.stderr and "found 'bogus'" in done.stderr
    # One move of the player's and cgsolve's answer, taken back; then quit stops the game with
    # the moves after it unread.
    made = moves_made(out)
    assert [m.split()[0] for m in made] == ["you", "cgsolve"]
    assert out.index("undone") > out.index(made[-1])
    # The board shown again after the undo, its moves listed, is the last output.
    assert re.match(r"\s+\d+\. ", out[-1])
    assert not any(line.startswith("No move left") for line in out)


def test_an_exception_of_the_game_reaches_the_caller():
    script = """
import cgsolve
from domineering import Domineering
class Broken(Domineering):
    def left_options(self):
        raise ZeroDivisionError("broken rules")
cgsolve.play(Broken(Domineering.parse("..|..").cells))
"""
    done = subprocess.run([sys.executable, "-c", script], input="", capture_output=True, text=True, cwd=TESTS, timeout=60)
    assert done.returncode == 1
    assert "ZeroDivisionError: broken rules" in done.stderr
    assert "left_options" in done.stderr
