"""Games written in Python, solved by the engine: the same values as the engine's own games,
hooks honoured, errors and limits surfaced, no stack overflow however deep the game."""

import random
import signal
import traceback
from fractions import Fraction

import pytest

import cgsolve
from conftest import cli
from domineering import Domineering, DomineeringInRegions


def random_board(rng: random.Random) -> str:
    rows, cols = rng.randint(1, 4), rng.randint(1, 4)
    return "|".join("".join(rng.choice("..#") for _ in range(cols)) for _ in range(rows))


def test_domineering_in_python_has_the_engines_values_with_and_without_components():
    rng = random.Random(7)
    boards = [random_board(rng) for _ in range(80)] + ["....|....|....|...."]
    expected = cli("domineering", stdin="\n".join(boards) + "\n")
    for cls in (Domineering, DomineeringInRegions):
        cgsolve.clear_cache()
        got = [str(cgsolve.canonical(cls.parse(b))) for b in boards]
        assert got == expected, cls.__name__


class Kayles(cgsolve.ImpartialGame):
    """Rows of pins; a move knocks down one pin or two adjacent ones, maybe splitting a row."""

    def __init__(self, rows):
        self.rows = tuple(sorted(r for r in rows if r > 0))

    def options(self):
        for i, row in enumerate(self.rows):
            rest = self.rows[:i] + self.rows[i + 1:]
            for take in (1, 2):
                for left in range(row - take + 1):
                    yield Kayles(rest + (left, row - take - left))

    def components(self):
        return [Kayles([r]) for r in self.rows]

    def __eq__(self, other):
        return isinstance(other, Kayles) and self.rows == other.rows

    def __hash__(self):
        return hash(self.rows)


def test_kayles_in_python_is_the_heap_code_077():
    sequence = cgsolve.heap("0.77", to=60).values
    assert [cgsolve.grundy(Kayles([n])) for n in range(61)] == sequence
    assert cgsolve.grundy(Kayles([3, 5, 7])) == 3 ^ 4 ^ 2
    assert cgsolve.outcome(Kayles([3, 5, 7])) == "N" and cgsolve.outcome(Kayles([1, 1])) == "P"


class Chain:
    """A path n moves long: Left (and, impartially, either player) moves to n - 1."""

    def __init__(self, n):
        self.n = n

    def left_options(self):
        return [Chain(self.n - 1)] if self.n else []

    def right_options(self):
        return []

    def options(self):
        return [Chain(self.n - 1)] if self.n else []

    def __eq__(self, other):
        return type(other) is type(self) and self.n == other.n

    def __hash__(self):
        return hash(self.n)


class ImpartialChain(Chain):
    left_options = None  # so that outcome() sees an impartial game

    def __init__(self, n):
        super().__init__(n)

    def options(self):
        return [ImpartialChain(self.n - 1)] if self.n else []


def test_a_game_10000_moves_deep_overflows_no_stack():
    cgsolve.clear_cache()
    assert cgsolve.canonical(Chain(10_000)) == 10_000
    assert cgsolve.grundy(Chain(10_001)) == 1
    assert cgsolve.grundy(Chain(10_000)) == 0


class Exploding(Chain):
    def left_options(self):
        if self.n == 3:
            raise ValueError("boom at 3")
        return [Exploding(self.n - 1)]


def test_an_exception_in_the_game_reaches_the_caller_with_its_traceback():
    with pytest.raises(ValueError, match="boom at 3") as e:
        cgsolve.canonical(Exploding(10))
    assert "left_options" in "".join(traceback.format_tb(e.tb))
    # The engine is usable again at once.
    assert cgsolve.canonical(Chain(5)) == 5


def test_max_positions_is_refused_with_limit_error():
    cgsolve.clear_cache()
    with pytest.raises(cgsolve.LimitError) as e:
        cgsolve.canonical(Domineering.parse("....|....|....|...."), max_positions=100)
    assert e.value.limit == "max_positions" and "100 positions" in str(e.value)
    with pytest.raises(cgsolve.LimitError):
        cgsolve.grundy(Kayles([30, 31]), max_positions=10)
    cgsolve.clear_cache()
    with pytest.raises(cgsolve.LimitError) as e:
        cgsolve.canonical(Domineering.parse("....|....|....|...."), memory="64K")
    assert e.value.limit == "memory"


class Counted(Chain):
    """Chain whose positions of 10 or less are known: n."""

    opened = 0

    def known_value(self):
        return self.n if self.n <= 10 else None

    def left_options(self):
        Counted.opened += 1
        return [Counted(self.n - 1)] if self.n else []


class Halves(Chain):
    def known_value(self):
        return {0: Fraction(1, 2), 1: "^*"}.get(self.n)

    def left_options(self):
        return [Halves(self.n - 1)] if self.n else []


def test_known_values_are_taken_without_search():
    cgsolve.clear_cache()
    assert cgsolve.canonical(Counted(30)) == 30
    assert Counted.opened == 20
    assert cgsolve.canonical(Halves(0)) == Fraction(1, 2)
    assert cgsolve.canonical(Halves(1)) == cgsolve.value("^*")
    # {^* | } = 0: ^* is confused with 0, so 0 is the simplest number Left's option is not >=.
    assert cgsolve.canonical(Halves(2)) == 0


class Reentrant(Chain):
    def known_value(self):
        return cgsolve.value("1")


def test_calling_cgsolve_from_inside_a_search_is_refused():
    cgsolve.clear_cache()
    with pytest.raises(RuntimeError, match="called from a game's method"):
        cgsolve.canonical(Reentrant(3))


def test_not_a_game_is_a_type_error():
    with pytest.raises(TypeError, match="left_options"):
        cgsolve.canonical(3)


def test_ctrl_c_and_other_signals_interrupt_a_long_search():
    def alarm(signum, frame):
        raise TimeoutError("interrupted")

    previous = signal.signal(signal.SIGALRM, alarm)
    try:
        cgsolve.clear_cache()
        signal.setitimer(signal.ITIMER_REAL, 0.3)
        with pytest.raises(TimeoutError):
            cgsolve.canonical(Domineering.parse(".....|.....|.....|.....|....."))
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
