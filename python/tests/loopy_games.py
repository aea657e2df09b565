"""Games written in Python whose positions repeat, declared loopy as a user would, with the
rules of two of the command line's loopy games: Wind-Up (impartial) and Backsliding Toads and
Frogs (partizan)."""

from typing import Iterator, Sequence, Tuple

import cgsolve


class WindUp(cgsolve.ImpartialGame):
    """Hands on a clock of `modulus` places; a move winds one hand not at 0 back by one of
    `counts`, modulo `modulus` (hands at one place are alike). Written `3 7 mod 12`, as
    `cgsolve wind-up` reads it."""

    loopy = True

    def __init__(self, hands: Sequence[int], modulus: int, counts: Tuple[int, ...]) -> None:
        self.hands = tuple(sorted(hands))
        self.modulus = modulus
        self.counts = counts

    @staticmethod
    def parse(text: str, counts: Tuple[int, ...]) -> "WindUp":
        hands, modulus = text.split(" mod ")
        return WindUp([int(h) for h in hands.split()], int(modulus), counts)

    def options(self) -> Iterator["WindUp"]:
        for i, hand in enumerate(self.hands):
            if hand == 0 or (i > 0 and self.hands[i - 1] == hand):
                continue
            for count in self.counts:
                hands = list(self.hands)
                hands[i] = (hand - count) % self.modulus
                yield WindUp(hands, self.modulus, self.counts)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, WindUp) and (self.hands, self.modulus) == (other.hands, other.modulus)

    def __hash__(self) -> int:
        return hash((self.hands, self.modulus))

    def __str__(self) -> str:
        return " ".join(map(str, self.hands)) + f" mod {self.modulus}"


class BackslidingToads(cgsolve.PartizanGame):
    """One row of toads (`T`, Left's), frogs (`F`, Right's) and empty cells (`.`): a toad
    steps right or back left into an empty cell, or jumps right over one frog; a frog the
    mirror image."""

    loopy = True

    def __init__(self, row: str) -> None:
        self.row = row

    def _moves(self, piece: str, other: str, forward: int) -> Iterator["BackslidingToads"]:
        row = self.row
        empty = lambda i: 0 <= i < len(row) and row[i] == "."
        for i, cell in enumerate(row):
            if cell != piece:
                continue
            targets = [i + forward, i - forward]
            if 0 <= i + forward < len(row) and row[i + forward] == other:
                targets.append(i + 2 * forward)
            for to in targets:
                if empty(to):
                    cells = list(row)
                    cells[i], cells[to] = ".", piece
                    yield BackslidingToads("".join(cells))

    def left_options(self) -> Iterator["BackslidingToads"]:
        return self._moves("T", "F", 1)

    def right_options(self) -> Iterator["BackslidingToads"]:
        return self._moves("F", "T", -1)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BackslidingToads) and self.row == other.row

    def __hash__(self) -> int:
        return hash(self.row)

    def __str__(self) -> str:
        return self.row


class Round(cgsolve.ImpartialGame):
    """A counter going round `n` places, one step a move: play never ends. Not declared loopy,
    so it is refused."""

    def __init__(self, at: int, n: int = 3) -> None:
        self.at, self.n = at, n

    def options(self) -> Iterator["Round"]:
        yield Round((self.at + 1) % self.n, self.n)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Round) and (self.at, self.n) == (other.at, other.n)

    def __hash__(self) -> int:
        return hash((self.at, self.n))

    def __repr__(self) -> str:
        return f"Round({self.at})"


class Shuttle(cgsolve.PartizanGame):
    """A token on a row of `n` places: Left moves it one place right, Right one place left, so
    that a move of each brings it back and play may go on forever. Not declared loopy, so it
    is refused."""

    def __init__(self, at: int, n: int = 4) -> None:
        self.at, self.n = at, n

    def left_options(self) -> Iterator["Shuttle"]:
        if self.at + 1 < self.n:
            yield Shuttle(self.at + 1, self.n)

    def right_options(self) -> Iterator["Shuttle"]:
        if self.at > 0:
            yield Shuttle(self.at - 1, self.n)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Shuttle) and (self.at, self.n) == (other.at, other.n)

    def __hash__(self) -> int:
        return hash((self.at, self.n))

    def __repr__(self) -> str:
        return f"Shuttle({self.at})"
