"""Values from Python are the command line's values: random expressions, their properties,
CGT's order, and bad text."""

import json
import random
from fractions import Fraction

import pytest

import cgsolve
from conftest import cli, cli_json

ATOMS = ["0", "1", "-1", "2", "1/2", "-3/4", "*", "*2", "*3", "^", "v", "^*", "+-1", "+-1/2", "{1|*}", "{0|^}"]


def random_expression(rng: random.Random, depth: int = 0) -> str:
    pick = rng.random()
    if depth > 2 or pick < 0.35:
        return rng.choice(ATOMS)
    if pick < 0.6:
        lefts = [random_expression(rng, depth + 1) for _ in range(rng.randint(0, 2))]
        rights = [random_expression(rng, depth + 1) for _ in range(rng.randint(0, 2))]
        return "{" + ",".join(lefts) + "|" + ",".join(rights) + "}"
    op = rng.choice([" + ", " - "])
    return random_expression(rng, depth + 1) + op + random_expression(rng, depth + 1)


@pytest.fixture(scope="module")
def expressions():
    rng = random.Random(20261124)
    return [random_expression(rng) for _ in range(150)]


def test_values_equal_the_command_line(expressions):
    printed = cli("value", "--file", "-", stdin="\n".join(expressions) + "\n")
    assert len(printed) == len(expressions)
    for expr, line in zip(expressions, printed):
        assert str(cgsolve.value(expr)) == line, expr


def as_text(x):
    if isinstance(x, cgsolve.Game):
        return str(x)
    if isinstance(x, list):
        return [as_text(i) for i in x]
    if isinstance(x, Fraction):
        return str(x)
    return x


def test_every_json_property_is_an_attribute_of_the_same_value(expressions):
    reports = cli_json("value", "--file", "-", stdin="\n".join(expressions[:60]) + "\n")
    for expr, report in zip(expressions, reports):
        g = cgsolve.value(expr)
        for key, expected in report.items():
            if key == "atomic_weight_error":
                assert g.atomic_weight is None
                continue
            if key == "value":
                assert str(g) == expected
                continue
            got = getattr(g, key)
            if key == "thermograph":
                got = str(got)
            assert as_text(got) == expected, (expr, key)


def test_the_order_is_cgts_partial_order():
    star, up, zero = cgsolve.value("*"), cgsolve.value("^"), cgsolve.value("0")
    assert up > zero and up >= zero and not up < zero and up != zero
    # * and 0 are confused: none of the four orderings holds.
    assert not (star < zero) and not (star <= zero) and not (star > zero) and not (star >= zero)
    assert star.confused_with(zero) and not up.confused_with(zero)
    assert star + star == zero
    assert cgsolve.value("1/2") == Fraction(1, 2) and cgsolve.value("3") == 3
    assert 1 + up == cgsolve.value("1^") and 1 - up == cgsolve.value("1v")
    assert -up == cgsolve.value("v") and +up == up


def test_equal_values_hash_alike_and_repr_evaluates_back():
    a, b = cgsolve.value("{0|1}"), cgsolve.value("1/2")
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    g = cgsolve.value("{1|*} + ^")
    assert str(g) == "{1^|^*}"
    assert repr(g) == "cgsolve.value('{1^|^*}')"
    assert eval(repr(g), {"cgsolve": cgsolve}) == g


def test_from_options_builds_the_canonical_form():
    assert str(cgsolve.Game.from_options([0], [0])) == "*"
    assert str(cgsolve.Game.from_options([0], [cgsolve.value("*")])) == "^"
    assert str(cgsolve.Game.from_options([cgsolve.value("*"), 0], [0])) == "^*"
    assert str(cgsolve.Game.from_options([], [])) == "0"
    assert cgsolve.Game.from_options([Fraction(1, 2)], [1]) == Fraction(3, 4)
    with pytest.raises(ValueError, match="dyadic"):
        cgsolve.Game.from_options([Fraction(1, 3)], [])


def test_a_comparison_is_a_bool_and_numbers_are_fractions():
    assert cgsolve.value("^ < 1/2") is True
    g = cgsolve.value("{2|-1}")
    assert g.mean == Fraction(1, 2) and g.temperature == Fraction(3, 2)
    assert isinstance(g.left_stop, Fraction)
    assert cgsolve.value("^").atomic_weight == 1
    assert cgsolve.value("+-1").atomic_weight is None


def test_bad_expressions_raise_parse_error_at_their_column():
    with pytest.raises(cgsolve.ParseError) as e:
        cgsolve.value("{1|*} + ")
    assert (e.value.line, e.value.column) == (1, 9)
    assert e.value.message.startswith("expected")
    assert isinstance(e.value, ValueError)


def test_a_value_past_its_memory_is_refused_with_the_limit():
    with pytest.raises(cgsolve.LimitError) as e:
        cgsolve.value("+-1 +-2 +-3 +-4 +-5 +-6 +-7 +-8", memory=1 << 16)
    assert e.value.limit == "memory"


def test_jupyter_sees_math_and_a_thermograph_picture():
    g = cgsolve.value("{2|-1}")
    assert g._repr_latex_().startswith("$\\texttt{")
    svg = g.thermograph._repr_svg_()
    assert svg.startswith("<svg") and "temperature 3/2" in svg


@pytest.mark.parametrize(
    "expr",
    ["on + 1", "a{0|a}", "over + 3/8", "{0|pass}", "*[2[2]321]", "*[2#0] + *[2]", "on > 1"],
)
def test_loopy_and_misere_notations_are_the_command_lines(expr):
    got = cgsolve.value(expr)
    [line] = cli("value", expr)
    [report] = [json.loads(line) for line in cli("value", "--json", expr)]
    if isinstance(got, bool):
        assert str(got).lower() == line
        return
    assert isinstance(got, cgsolve.Form)
    assert (str(got), got.notation) == (line, line)
    assert got.kind == ("misere" if "*[" in expr else "loopy")
    assert got.report() == report


def test_a_loopy_value_that_is_short_is_a_game():
    game = cgsolve.value("a{0|1}")
    assert isinstance(game, cgsolve.Game)
    assert game == cgsolve.value("1/2")
