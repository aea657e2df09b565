"""Games written in Python, solved by the engine: the same values as the engine's own games,
hooks honoured, errors and limits surfaced, no stack overflow however deep the game."""

import random
import signal
import sys
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


class Flaky(Chain):
    """n moves to 0 and to n - 1; listing the second option raises while ``failing``."""

    failing = True

    def left_options(self):
        if self.n:
            yield Flaky(0)
            if Flaky.failing:
                raise ValueError("flaky")
            yield Flaky(self.n - 1)


def test_a_list_of_options_cut_short_by_an_exception_leaves_no_wrong_value_behind():
    cgsolve.clear_cache()
    assert cgsolve.canonical(Flaky(0)) == 0
    # Flaky(2)'s list stops after Flaky(0), whose value is remembered: {0 |} would be 1.
    with pytest.raises(ValueError, match="flaky"):
        cgsolve.canonical(Flaky(2))
    Flaky.failing = False
    assert cgsolve.canonical(Flaky(2)) == 2


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


class ImpartialSwing:
    """Positions named by letters; ``moves`` maps each to the letters it moves to, so that a
    game may come back to a position."""

    def __init__(self, name, moves):
        self.name = name
        self.moves = moves

    def options(self):
        return [type(self)(n, self.moves) for n in self.moves[self.name]]

    def __eq__(self, other):
        return type(other) is type(self) and self.name == other.name

    def __hash__(self):
        return hash(self.name)

    def __repr__(self):
        return f"{type(self).__name__}({self.name!r})"


class Swing(ImpartialSwing):
    """The same moves, Left's; Right has none."""

    def left_options(self):
        return self.options()

    def right_options(self):
        return []


# "a" has a Left option equal to itself; from "r", play reaches "b", "c", and "b" again.
SELF_LOOP = {"a": "a"}
LONGER = {"r": "xb", "x": "", "b": "c", "c": "b"}


@pytest.mark.parametrize("cls", [Swing, ImpartialSwing])
@pytest.mark.parametrize("moves, root, repeating", [(SELF_LOOP, "a", "a"), (LONGER, "r", "bc")])
def test_a_game_that_repeats_is_refused_as_not_short_naming_the_position(
    cls, moves, root, repeating
):
    cgsolve.clear_cache()
    search = cgsolve.grundy if cls is ImpartialSwing else cgsolve.canonical
    for ask in (search, cgsolve.outcome):
        with pytest.raises(cgsolve.NotShortError) as e:
            ask(cls(root, moves))
        assert isinstance(e.value, ValueError)
        met = e.value.position
        assert type(met) is cls and met.name in repeating
        assert "not short" in str(e.value) and f"position {met!r} repeats" in str(e.value)
    # The positions below the cycle were valued, and the engine answers at once afterwards.
    if root == "r":
        assert search(cls("x", moves)) == 0
    assert cgsolve.canonical(Chain(5)) == 5


class Climb(Chain):
    """A game that never ends and never repeats: each position moves to the next, n + 1."""

    def left_options(self):
        return [Climb(self.n + 1)]

    def options(self):
        return [Climb(self.n + 1)]


class ImpartialClimb(Climb):
    left_options = None


@pytest.mark.parametrize("search", [cgsolve.canonical, cgsolve.grundy])
def test_a_search_that_grows_without_end_is_refused_at_its_memory_limit(search):
    cls = ImpartialClimb if search is cgsolve.grundy else Climb
    cgsolve.clear_cache()
    with pytest.raises(cgsolve.LimitError) as e:
        search(cls(0), memory="50M")
    assert e.value.limit == "memory" and "memory limit of 50 MiB (memory)" in str(e.value)
    assert cgsolve.canonical(Chain(5)) == 5


def test_a_large_game_is_refused_at_its_memory_limit():
    cgsolve.clear_cache()
    with pytest.raises(cgsolve.LimitError) as e:
        cgsolve.canonical(Domineering.parse("......|......|......|......|......|......"), memory="50M")
    assert e.value.limit == "memory" and "memory limit of 50 MiB (memory)" in str(e.value)
    with pytest.raises(cgsolve.LimitError) as e:
        cgsolve.grundy(Piles(30, 31, 32, 33, 34), memory="5M")
    assert e.value.limit == "memory" and "memory limit of 5 MiB (memory)" in str(e.value)


class Piles(cgsolve.ImpartialGame):
    """Heaps from which a move takes one or two counters, searched whole (no components)."""

    def __init__(self, *heaps):
        self.heaps = tuple(sorted(heaps))

    def options(self):
        for i, h in enumerate(self.heaps):
            for take in (1, 2):
                if take <= h:
                    yield Piles(*self.heaps[:i], h - take, *self.heaps[i + 1:])

    def __eq__(self, other):
        return isinstance(other, Piles) and self.heaps == other.heaps

    def __hash__(self):
        return hash(self.heaps)


class Heavy(Chain):
    """A chain whose every position holds 100 kB of its own."""

    def __init__(self, n):
        super().__init__(n)
        self.payload = bytes([n % 256]) * 100_000

    def left_options(self):
        return [Heavy(self.n - 1)] if self.n else []


@pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the process's growth is measured on Linux"
)
def test_the_memory_of_the_positions_python_objects_counts():
    # 1000 positions are few to count, but they hold 100 MB.
    cgsolve.clear_cache()
    with pytest.raises(cgsolve.LimitError) as e:
        cgsolve.canonical(Heavy(1000), memory="50M")
    assert e.value.limit == "memory" and "the process grew by" in str(e.value)
    assert cgsolve.canonical(Heavy(100), memory="50M") == 100
