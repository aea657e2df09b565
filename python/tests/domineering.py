"""Domineering written in Python, as a user of cgsolve would: Left places vertical dominoes,
Right horizontal ones, on the empty cells of a grid."""

from typing import FrozenSet, Iterator, List, Tuple

import cgsolve

Cell = Tuple[int, int]


class Domineering(cgsolve.PartizanGame):
    def __init__(self, cells: FrozenSet[Cell]) -> None:
        self.cells = cells

    @staticmethod
    def parse(text: str) -> "Domineering":
        return Domineering(frozenset(
            (r, c) for r, row in enumerate(text.split("|")) for c, ch in enumerate(row) if ch == "."
        ))

    def _place(self, dr: int, dc: int) -> Iterator["Domineering"]:
        for (r, c) in self.cells:
            if (r + dr, c + dc) in self.cells:
                yield Domineering(self.cells - {(r, c), (r + dr, c + dc)})

    def left_options(self) -> Iterator["Domineering"]:
        return self._place(1, 0)

    def right_options(self) -> Iterator["Domineering"]:
        return self._place(0, 1)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Domineering) and self.cells == other.cells

    def __hash__(self) -> int:
        return hash(self.cells)


class DomineeringInRegions(Domineering):
    """The same game, split into its regions of connected empty cells and each region moved
    to the corner, so that equal regions share one entry."""

    def components(self) -> List["DomineeringInRegions"]:
        left = set(self.cells)
        parts = []
        while left:
            stack = [left.pop()]
            part = set(stack)
            while stack:
                r, c = stack.pop()
                for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if n in left:
                        left.remove(n)
                        part.add(n)
                        stack.append(n)
            parts.append(DomineeringInRegions(frozenset(part)))
        return parts

    def canonical_key(self) -> FrozenSet[Cell]:
        top = min(r for r, _ in self.cells) if self.cells else 0
        side = min(c for _, c in self.cells) if self.cells else 0
        return frozenset((r - top, c - side) for r, c in self.cells)

    def _place(self, dr: int, dc: int) -> Iterator["Domineering"]:
        for (r, c) in self.cells:
            if (r + dr, c + dc) in self.cells:
                yield DomineeringInRegions(self.cells - {(r, c), (r + dr, c + dc)})
