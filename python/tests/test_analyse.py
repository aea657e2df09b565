"""cgsolve.analyse: a game written in Python reported as the command line reports a game of
the registry of its kind, under normal or misère play or for its outcome only."""

import pytest

import cgsolve
from domineering import Domineering, DomineeringInRegions
from test_user import Exploding

def in_regions(text):
    """The Domineering position `text`, split into its regions by `components()`."""
    return DomineeringInRegions(Domineering.parse(text).cells)


POSITIONS = ["..|..", "...|...", "..#|...|...", "...|.#.|...", "....|....", ".#..|..#.|...."]


@pytest.mark.parametrize("text", POSITIONS)
def test_python_domineering_is_reported_as_the_registrys(text):
    registry = cgsolve.solve("domineering", text)
    for game in [Domineering.parse(text), in_regions(text)]:
        report = cgsolve.analyse(game)
        assert isinstance(report, cgsolve.Report)
        assert report["game"] == "python"
        for key in ["answer", "value", "outcome"]:
            assert report[key] == registry[key], key
        for side in ["left_winning_moves", "right_winning_moves"]:
            assert len(report[side]) == len(registry[side]), side


def test_the_parts_of_a_python_game_with_components_are_reported_with_their_values():
    # Two regions of different values, split by the blocked column: 2 x 2 and 2 x 1.
    text = "..#.|..#."
    registry = cgsolve.solve("domineering", text)
    report = cgsolve.analyse(in_regions(text))
    values = sorted(part["value"] for part in report["parts"])
    assert values == sorted(part["value"] for part in registry["parts"])
    assert len(values) == 2
    assert "parts" not in cgsolve.analyse(Domineering.parse(text))
    assert "parts" not in cgsolve.analyse(in_regions(text), misere=True)


@pytest.mark.parametrize("text", POSITIONS)
def test_python_domineering_under_misere_play_is_the_registrys(text):
    registry = cgsolve.solve("domineering", text, misere=True)
    report = cgsolve.analyse(Domineering.parse(text), misere=True)
    assert report["play"] == "misere" and "value" not in report
    for key in ["answer", "outcome"]:
        assert report[key] == registry[key], key
    for side in ["left_winning_moves", "right_winning_moves"]:
        assert len(report[side]) == len(registry[side]), side
    only = cgsolve.analyse(Domineering.parse(text), outcome_only=True)
    assert only["outcome"] == cgsolve.solve("domineering", text, outcome_only=True)["outcome"]


class Cram(cgsolve.ImpartialGame):
    """Cram: either player places a domino either way on the empty cells."""

    def __init__(self, cells):
        self.cells = cells

    @staticmethod
    def parse(text):
        rows = text.split("|")
        return Cram(frozenset((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "."))

    def options(self):
        for (r, c) in sorted(self.cells):
            for n in ((r + 1, c), (r, c + 1)):
                if n in self.cells:
                    yield Cram(self.cells - {(r, c), n})

    def __eq__(self, other):
        return isinstance(other, Cram) and self.cells == other.cells

    def __hash__(self):
        return hash(self.cells)


@pytest.mark.parametrize("text", ["..|..", "...|...", "..#|...|...", "....|.#..", "...|...|..."])
def test_python_cram_under_misere_play_is_the_registrys(text):
    registry = cgsolve.solve("cram", text, misere=True)
    report = cgsolve.analyse(Cram.parse(text), misere=True)
    for key in ["answer", "outcome", "misere_form", "remoteness", "play"]:
        assert report[key] == registry[key], key
    assert len(report["winning_moves"]) == len(registry["winning_moves"])
    normal = cgsolve.analyse(Cram.parse(text))
    assert normal["value"] == cgsolve.solve("cram", text)["value"]
    assert normal["outcome"] == cgsolve.solve("cram", text)["outcome"]


def test_an_exception_in_the_game_reaches_the_caller():
    with pytest.raises(ValueError, match="boom at 3"):
        cgsolve.analyse(Exploding(10))
    assert cgsolve.analyse(Cram.parse("..|.."))["value"] == "0"


def test_what_is_not_a_game_or_two_modes_at_once_are_refused():
    with pytest.raises(TypeError, match="is not a game"):
        cgsolve.analyse(42)
    with pytest.raises(ValueError, match="one mode at a time"):
        cgsolve.analyse(Domineering.parse(".."), misere=True, outcome_only=True)
