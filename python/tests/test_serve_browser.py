"""cgsolve.serve in headless Chromium: the game written in Python chosen from the page's list
and played to the end by clicking, driven through chromedriver's W3C WebDriver HTTP API as
tests/browser.rs drives the page ($CHROMEDRIVER names another chromedriver)."""

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request

import pytest

from test_serve import TESTS


def call(method, url, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=60) as answer:
        return json.loads(answer.read())["value"]


@pytest.fixture
def browser():
    """A session of headless Chromium: the function that sends it a command."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    program = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
    driver = subprocess.Popen([program, f"--port={port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    profile = tempfile.mkdtemp(prefix="cgsolve-chromium-python-")
    try:
        for _ in range(200):
            try:
                if call("GET", base + "/status")["ready"]:
                    break
            except OSError:
                pass
            time.sleep(0.05)
        args = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage",
                "--window-size=1200,900", f"--user-data-dir={profile}"]
        options = {"binary": "/usr/bin/chromium", "args": args}
        session = call("POST", base + "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome", "goog:chromeOptions": options}}})["sessionId"]
        yield lambda path, body: call("POST", f"{base}/session/{session}{path}", body)
        call("DELETE", f"{base}/session/{session}")
    finally:
        driver.kill()
        driver.wait()
        shutil.rmtree(profile, ignore_errors=True)


def test_the_python_game_is_played_to_the_end_by_clicking(browser):
    server = subprocess.Popen(
        [sys.executable, "-c", "import cgsolve\nfrom domineering import Domineering\n"
         "cgsolve.serve(Domineering.parse('...|...|...'), port=0)"],
        stdout=subprocess.PIPE, text=True, cwd=TESTS,
    )
    try:
        address = server.stdout.readline().split(" on ")[1].strip()

        def script(code):
            return browser("/execute/sync", {"script": code, "args": []})

        def wait_for(condition):
            for _ in range(1200):
                if script(f"return Boolean({condition});"):
                    return
                time.sleep(0.025)
            raise AssertionError(f"the page never showed {condition}: {status()}")

        def status():
            return script("return document.getElementById('status').textContent;")

        def click(css):
            found = browser("/element", {"using": "css selector", "value": css})
            browser(f"/element/{found['element-6066-11e4-a52e-4f735466cecf']}/click", {})

        games = json.loads(urllib.request.urlopen(address + "api/games", timeout=60).read())
        start = games[-1]["example"]
        link = f"{address}#game=python-domineering&position={urllib.parse.quote(start, safe='')}&mover=Left"
        browser("/url", {"url": link})
        wait_for("document.body.dataset.settled === '0' && document.getElementById('game').value === 'python-domineering'")
        listed = script("return [...document.querySelectorAll('#game option')].map(o => o.value);")
        assert listed[-1] == "python-domineering" and "domineering" in listed
        # 3x3 Domineering, Left first: Left wins; click winning moves until the game ends.
        assert script("return document.querySelectorAll('#moves button.move.win').length;") > 0
        for _ in range(20):
            if script("return document.querySelectorAll('#moves button').length;") == 0:
                break
            settled = script("return document.body.dataset.settled;")
            click("#moves button.move.win")
            wait_for(f"document.body.dataset.busy === '0' && document.body.dataset.settled !== {json.dumps(settled)}")
        played = script("return [...document.querySelectorAll('#played li')].map(li => li.textContent);")
        assert len(played) % 2 == 1 and len(played) >= 3, played
        assert status().endswith("You win."), status()
    finally:
        server.kill()
        server.wait()
