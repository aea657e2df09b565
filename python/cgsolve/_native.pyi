"""Type stubs of cgsolve's extension module (re-exported by the package ``cgsolve``)."""

import os
from fractions import Fraction
from typing import Any, Dict, List, Optional, Tuple, Union

Number = Union[int, Fraction]
Operand = Union["Game", int, Fraction]
Memory = Union[int, str]

class Game:
    """A short partizan game, by its canonical form."""

    @staticmethod
    def from_options(lefts: List[Operand], rights: List[Operand]) -> "Game":
        """``{lefts | rights}`` in canonical form."""
    def __add__(self, other: Operand) -> "Game": ...
    def __radd__(self, other: Operand) -> "Game": ...
    def __sub__(self, other: Operand) -> "Game": ...
    def __rsub__(self, other: Operand) -> "Game": ...
    def __neg__(self) -> "Game": ...
    def __pos__(self) -> "Game": ...
    def __lt__(self, other: Operand) -> bool: ...
    def __le__(self, other: Operand) -> bool: ...
    def __gt__(self, other: Operand) -> bool: ...
    def __ge__(self, other: Operand) -> bool: ...
    def __eq__(self, other: object) -> bool: ...
    def __ne__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
    def confused_with(self, other: Operand) -> bool:
        """Whether neither ``<=`` nor ``>=`` holds."""
    @property
    def outcome(self) -> str:
        """"L", "R", "N" (whoever starts wins) or "P" (whoever starts loses)."""
    @property
    def misere_outcome(self) -> str:
        """The outcome of this canonical form under misère play."""
    @property
    def birthday(self) -> int: ...
    @property
    def left_stop(self) -> Fraction: ...
    @property
    def right_stop(self) -> Fraction: ...
    @property
    def mean(self) -> Fraction: ...
    @property
    def temperature(self) -> Fraction: ...
    @property
    def thermograph(self) -> "Thermograph": ...
    @property
    def atomic_weight(self) -> Optional["Game"]:
        """None when the game is not atomic."""
    @property
    def reduced_canonical_form(self) -> "Game": ...
    @property
    def left_options(self) -> List["Game"]: ...
    @property
    def right_options(self) -> List["Game"]: ...
    @property
    def left_incentives(self) -> List["Game"]: ...
    @property
    def right_incentives(self) -> List["Game"]: ...
    @property
    def follower_count(self) -> int: ...
    @property
    def is_number(self) -> bool: ...
    @property
    def is_nimber(self) -> bool: ...
    @property
    def is_infinitesimal(self) -> bool: ...
    @property
    def is_all_small(self) -> bool: ...
    @property
    def is_even_tempered(self) -> bool: ...
    @property
    def is_odd_tempered(self) -> bool: ...
    def _repr_latex_(self) -> str: ...

class Thermograph:
    """A thermograph: its walls, printed as CGSuite prints it, drawn for Jupyter."""

    @property
    def left_wall(self) -> List[Tuple[Fraction, Fraction]]:
        """Breakpoints (t, value) from t = -1; above the last the wall is vertical."""
    @property
    def right_wall(self) -> List[Tuple[Fraction, Fraction]]: ...
    @property
    def temperature(self) -> Fraction: ...
    @property
    def mast(self) -> Fraction: ...
    def _repr_svg_(self) -> str: ...

class HeapSequence:
    """The Grundy values of a heap code, with the period they show."""

    code: str
    values: List[int]
    period: Optional[int]
    preperiod: Optional[int]
    proven: bool
    rules: List[str]

class Form:
    """A loopy game or a misère form: its notation and its report."""

    @property
    def notation(self) -> str: ...
    @property
    def kind(self) -> str: ...
    def report(self) -> Dict[str, Any]: ...

class Rules:
    """A game written in a rule file, compiled (wrapped by ``cgsolve.Rules``)."""

    @staticmethod
    def from_file(path: str) -> "Rules":
        """The rules of the rule file at ``path``; ``ParseError`` when it does not read."""
    @staticmethod
    def from_text(text: str) -> "Rules":
        """The rules of a rule file's text; ``ParseError`` when it does not read."""
    @property
    def name(self) -> str:
        """The game's name, as its ``game`` line says."""
    @property
    def impartial(self) -> bool:
        """Whether both players share the moves."""
    @property
    def loopy(self) -> bool:
        """Whether play might repeat a position: the game is solved as a loopy one."""
    def solve(self, text: str, **options: Any) -> Union[Dict[str, Any], List[Dict[str, Any]]]:
        """The reports of ``cgsolve rules FILE --json`` for each position of ``text``."""

def value(expr: str, memory: Optional[Memory] = None) -> Union[Game, Form, bool]:
    """The value of an expression in any of ``cgsolve value``'s notations: a ``Game`` for a
    short game, a bool for a comparison, a ``Form`` for a loopy game or a misère form."""

def games() -> List[Dict[str, str]]:
    """Every game of the command line: its ``name`` and ``help``."""

def solve(game: str, text: str, **options: Any) -> Union[Dict[str, Any], List[Dict[str, Any]]]:
    """``cgsolve GAME --json`` on ``text``: one dict per position (a list for several)."""

def answer(game: str, text: str, **options: Any) -> List[str]:
    """``cgsolve GAME`` on ``text``: the contest's answer lines."""

def heap(code: str, to: int) -> HeapSequence:
    """The Grundy values of a heap code for heaps 0 to ``to``."""

def heap_sum(code: str, heaps: List[int]) -> Dict[str, Any]:
    """A sum of heaps: values, outcome and every winning move."""

def canonical(position: Any, *, max_positions: Optional[int] = None, memory: Optional[Memory] = None) -> Game:
    """The canonical form of a partizan game written in Python."""

def grundy(position: Any, *, max_positions: Optional[int] = None, memory: Optional[Memory] = None) -> int:
    """The nim value of an impartial game written in Python."""

def outcome(position: Any, *, max_positions: Optional[int] = None, memory: Optional[Memory] = None) -> str:
    """Who wins a game written in Python: "N" or "P" (impartial), "L", "R", "N" or "P"; a
    loopy game (``loopy = True``) may also be drawn: "D", "PHat", "NCheck", ..."""

def analyse(game: Any, misere: bool = False, outcome_only: bool = False, memory: Optional[Memory] = None) -> Dict[str, Any]:
    """The report of a game written in Python, as ``cgsolve GAME --json`` reports its kind."""

def play(
    game: Any,
    first: str = "left",
    computer_first: bool = False,
    misere: bool = False,
    max_positions: int = 2_000_000,
    max_seconds: float = 5.0,
) -> None:
    """Plays a game written in Python against perfect play in the terminal, as ``cgsolve play``."""

def serve(
    game_or_factory: Any,
    port: int = 8080,
    host: str = "127.0.0.1",
    name: Optional[str] = None,
    max_positions: int = 2_000_000,
    max_seconds: float = 5.0,
) -> None:
    """Serves the play page with a game written in Python among the games, until Ctrl-C."""

def table(game: Any, path: Union[str, "os.PathLike[str]"], memory: Optional[Memory] = None) -> int:
    """Writes every position reachable from a game written in Python to ``path``, one a line:
    its ``str()``, a tab, its value as the command line writes it; returns the lines written."""

def clear_cache() -> None:
    """Forgets the positions of games written in Python remembered so far."""
