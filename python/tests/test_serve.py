"""cgsolve.serve: the page and its JSON API with a game written in Python among the
rulesets, driven over HTTP; Ctrl-C stops it."""

import json
import signal
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest

import cgsolve

TESTS = Path(__file__).resolve().parent

SERVER = """
import sys
import cgsolve
from domineering import Domineering
cgsolve.serve(lambda: Domineering.parse(sys.argv[1]), port=0)
"""


@pytest.fixture
def server():
    """A server of the tests' Domineering from a 3x3 board, on a free port: its address and
    its process, interrupted as Ctrl-C does at the end."""
    process = subprocess.Popen(
        [sys.executable, "-c", SERVER, "...|...|..."],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=TESTS,
    )
    try:
        line = process.stdout.readline()
        assert line.startswith("cgsolve serving on http://127.0.0.1:"), process.stderr.read()
        yield line.split(" on ")[1].strip().rstrip("/"), process
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def get(address, path):
    with urllib.request.urlopen(address + path, timeout=60) as answer:
        return json.loads(answer.read())


def post(address, path, body):
    request = urllib.request.Request(
        address + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def test_the_python_game_is_listed_and_played_to_the_end_through_the_api(server):
    address, process = server
    games = get(address, "/api/games")
    names = [g["name"] for g in games]
    assert "domineering" in names and names[-1] == "python-domineering"
    game = games[-1]
    assert game["kind"] == "partizan" and game["about"] == "python-domineering" and game["example"]
    status, view = post(address, "/api/view", {"game": "python-domineering", "position": game["example"]})
    assert status == 200 and view["position"] == game["example"] and view["title"] == "python-domineering"

    # Perfect play from both sides, Left first, each move's position sent back for the next.
    registry = cgsolve.solve("domineering", "...|...|...")
    position, mover, plies, first = game["example"], "Left", 0, None
    while True:
        status, solved = post(
            address, "/api/solve", {"game": "python-domineering", "position": position, "mover": mover}
        )
        assert status == 200, solved
        if first is None:
            first = solved
            assert solved["value"] == registry["value"]
            assert solved["verdict"] == ("win" if registry["outcome"] in ("L", "N") else "lose")
        if not solved["moves"]:
            assert solved["verdict"] == "lose" and solved["remoteness"] == 0
            break
        best = solved["moves"][solved["best"]]
        assert best["verdict"] == solved["verdict"]
        position, mover, plies = best["position"], "Right" if mover == "Left" else "Left", plies + 1
    # Perfect play lasts as long as the first position's remoteness said.
    assert plies == first["remoteness"] >= 2

    status, error = post(address, "/api/view", {"game": "python-domineering", "position": "nonsense"})
    assert status == 400 and error["error"].startswith("position:1:1: ")

    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=60) != 0
    assert "KeyboardInterrupt" in process.stderr.read()


def test_the_server_leaves_the_gil_to_other_threads():
    # The server in a thread of its own; the main thread answers each line it reads, which it
    # could not do if the server held the GIL while idle.
    script = """
import sys, threading
import cgsolve
from domineering import Domineering
threading.Thread(target=cgsolve.serve, args=(Domineering.parse("..|.."),), kwargs={"port": 0}, daemon=True).start()
for line in sys.stdin:
    print("echo", line.strip(), flush=True)
"""
    process = subprocess.Popen(
        [sys.executable, "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=TESTS
    )
    try:
        address = process.stdout.readline().split(" on ")[1].strip().rstrip("/")
        for word in ["one", "two"]:
            process.stdin.write(word + "\n")
            process.stdin.flush()
            assert process.stdout.readline() == f"echo {word}\n"
            status, solved = post(
                address, "/api/solve", {"game": "python-domineering", "position": get(address, "/api/games")[-1]["example"], "mover": "Left"}
            )
            assert status == 200 and solved["value"] == "+-1"
        process.stdin.close()
        assert process.wait(timeout=60) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
