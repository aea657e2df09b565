"""cgsolve.table: every position reachable from a game written in Python, one a line with its
value, each line what cgsolve.analyse says of that position."""

from collections import deque

import pytest

import cgsolve
from loopy_games import BackslidingToads, WindUp
from test_analyse import Cram


class Grid(cgsolve.PartizanGame):
    """Domineering on a grid written with `|` between rows: Left places vertical dominoes,
    Right horizontal ones."""

    def __init__(self, cells, shape):
        self.cells, self.shape = frozenset(cells), shape

    @staticmethod
    def parse(text):
        rows = text.split("|")
        cells = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "."]
        return Grid(cells, (len(rows), len(rows[0])))

    def _place(self, dr, dc):
        for (r, c) in sorted(self.cells):
            if (r + dr, c + dc) in self.cells:
                yield Grid(self.cells - {(r, c), (r + dr, c + dc)}, self.shape)

    def left_options(self):
        return self._place(1, 0)

    def right_options(self):
        return self._place(0, 1)

    def __eq__(self, other):
        return isinstance(other, Grid) and self.cells == other.cells

    def __hash__(self):
        return hash(self.cells)

    def __str__(self):
        rows, cols = self.shape
        return "\n".join("".join("." if (r, c) in self.cells else "#" for c in range(cols)) for r in range(rows))


class CramText(Cram):
    def options(self):
        return (CramText(o.cells) for o in super().options())

    def __str__(self):
        return ",".join(f"{r}{c}" for r, c in sorted(self.cells))


def reachable(game):
    """Every position reachable from `game`, by its text (the text escaped as the table
    writes it)."""
    seen, queue = {}, deque([game])
    while queue:
        p = queue.popleft()
        text = str(p).replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")
        if text in seen:
            continue
        seen[text] = p
        if hasattr(p, "left_options"):
            queue.extend(p.left_options())
            queue.extend(p.right_options())
        else:
            queue.extend(p.options())
    return seen


GAMES = {
    "short partizan": Grid.parse("...|...|.#."),
    "short impartial": CramText(Cram.parse("...|...").cells),
    "loopy impartial": WindUp.parse("3 7 mod 9", (1, 3)),
    "loopy partizan": BackslidingToads("TT..F"),
}


@pytest.mark.parametrize("name", list(GAMES))
def test_each_line_is_a_reachable_position_and_its_analysed_value(name, tmp_path):
    game = GAMES[name]
    path = tmp_path / "table.tsv"
    written = cgsolve.table(game, path)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert written == len(lines)
    positions = reachable(game)
    texts = [line.split("\t")[0] for line in lines]
    assert sorted(texts) == sorted(positions), name
    assert texts[0] == str(game).replace("\n", "\\n")
    for line in lines:
        text, value = line.split("\t")
        assert value == cgsolve.analyse(positions[text])["answer"], (name, text)


def test_a_loopy_table_holds_draws(tmp_path):
    path = tmp_path / "table.tsv"
    cgsolve.table(WindUp.parse("1 3 mod 5", (1, 3)), path)
    values = [line.split("\t")[1] for line in path.read_text(encoding="utf-8").splitlines()]
    assert any(v.startswith("Draw") for v in values)
    assert any(v.startswith("Win") for v in values)


def test_a_game_past_the_memory_limit_is_refused_with_the_limit_named(tmp_path):
    with pytest.raises(cgsolve.LimitError, match="memory limit") as refused:
        cgsolve.table(WindUp.parse("1 2 3 4 5 6 mod 97", (1, 2, 3)), tmp_path / "t", memory=4096)
    assert refused.value.limit == "memory"
    with pytest.raises(cgsolve.LimitError, match="memory limit"):
        cgsolve.table(Grid.parse("......|......|......|......"), tmp_path / "t", memory=4096)


def test_a_game_whose_positions_repeat_tabled_as_short_is_refused(tmp_path):
    from loopy_games import Round

    with pytest.raises(cgsolve.NotShortError, match="loopy = True"):
        cgsolve.table(Round(0), tmp_path / "t")
