"""cgsolve: combinatorial games solved exactly, from Python.

- ``value("{1|*} + ^")``: short partizan games by their canonical forms, in CGSuite's
  notation, with CGT's operations and properties (``Game``); loopy games and misère forms
  (``value("on + 1")``, ``value("*[2[2]321]")``) by their notation and report (``Form``).
- ``games()``, ``solve(game, text)``, ``answer(game, text)``: every game cgsolve's command
  line serves, with the same reports and answers.
- ``Rules.from_file("cram.rules").solve("...|...")``: games written in a rule file, with the
  reports of ``cgsolve rules FILE``.
- ``heap("0.77", to=1000)``, ``heap_sum("kayles", [3, 5, 7])``: heap codes.
- ``canonical(position)``, ``grundy(position)``, ``outcome(position)``: your own games,
  written in Python, solved by cgsolve's engine; ``analyse(position)`` reports one as the
  command line reports a game of its kind (``misere=True``, ``outcome_only=True``);
  ``play(position)`` plays one against perfect play in the terminal, as ``cgsolve play``;
  ``serve(position, port=8080)`` serves the web page with it among the games. A game whose
  positions repeat says so with the class attribute ``loopy = True``: then it is solved as
  the command line's loopy games are (stoppers and sides, or Win/Lose/Draw with Smith's
  values). ``table(position, path)`` writes every position reachable with its value.
"""

import html
import os
from typing import Any, Dict, Iterable, List, Optional, Union

from . import _native
from ._errors import CgsolveError, LimitError, NotShortError, ParseError
from ._native import (
    Form,
    Game,
    HeapSequence,
    Thermograph,
    answer,
    canonical,
    clear_cache,
    games,
    grundy,
    heap,
    heap_sum,
    outcome,
    play,
    serve,
    table,
    value,
)

__all__ = [
    "CgsolveError",
    "Form",
    "Game",
    "HeapSequence",
    "ImpartialGame",
    "LimitError",
    "NotShortError",
    "ParseError",
    "PartizanGame",
    "Report",
    "Rules",
    "Thermograph",
    "analyse",
    "answer",
    "canonical",
    "clear_cache",
    "games",
    "grundy",
    "heap",
    "heap_sum",
    "outcome",
    "play",
    "serve",
    "solve",
    "table",
    "value",
]


class Report(dict):
    """The report of one position: the dict ``cgsolve GAME --json`` prints, shown in Jupyter
    with its board."""

    def _repr_html_(self) -> str:
        rows = "".join(
            f"<tr><th>{html.escape(key)}</th><td>{html.escape(str(self[key]))}</td></tr>"
            for key in ("game", "answer", "outcome", "value")
            if key in self
        )
        board = self.get("board")
        picture = f"<pre>{html.escape(board)}</pre>" if board else ""
        return f"<div>{picture}<table>{rows}</table></div>"


def solve(game: str, text: str, **options: Any) -> Union[Report, List[Report]]:
    """The report of each position of ``text`` (the game's input, as a file would hold it), as
    ``cgsolve GAME --json`` prints it: one ``Report`` (a dict) for one position, a list for
    several. Keyword options are the game's flags (``dict="words.txt"``, ``memory="1G"``)."""
    return _reports(_native.solve(game, text, **options))


def _reports(reports: Union[Dict[str, Any], List[Dict[str, Any]]]) -> Union[Report, List[Report]]:
    """Reports' dicts as ``Report``s: one for one, a list for several."""
    if isinstance(reports, dict):
        return Report(reports)
    return [Report(r) for r in reports]


def analyse(game: Any, misere: bool = False, outcome_only: bool = False, memory: Any = None) -> Report:
    """The report of ``game``, a position of a game written in Python, as ``cgsolve GAME
    --json`` reports a game of the registry of its kind: its value (a canonical form, a nim
    value; for a loopy game, whose class says ``loopy = True``, a stopper or its sides, or
    Smith's value with the answer ``Win 3 1``, ``Lose 2 0`` or ``Draw ∞``), outcome (with
    draws, for a loopy game, in ``outcome`` when not plain), its parts with their values (under normal play, when ``components()``
    splits it), winning moves (each named by its
    place among the options listed, from 1), and in an impartial game its remoteness; its board
    is its ``str()``. ``misere=True``: under misère play (an impartial position's misère
    canonical form, a partizan one's outcome); ``outcome_only=True``: who wins only.
    ``memory`` bounds the search (by default the command line's ``--memory``). A game not
    declared loopy whose positions repeat is refused with ``NotShortError``."""
    return Report(_native.analyse(game, misere=misere, outcome_only=outcome_only, memory=memory))


class Rules:
    """A game written in a rule file (docs/rule-files.md), read and compiled: answered by the
    same servers and reports as ``cgsolve rules FILE``.

    Made by ``Rules.from_file(path)`` or ``Rules.from_text(text)``; a file that does not read
    raises ``ParseError`` at its line and column.
    """

    def __init__(self, compiled: _native.Rules) -> None:
        self._compiled = compiled

    @classmethod
    def from_file(cls, path: Union[str, "os.PathLike[str]"]) -> "Rules":
        """The rules of the rule file at ``path``."""
        return cls(_native.Rules.from_file(os.fspath(path)))

    @classmethod
    def from_text(cls, text: str) -> "Rules":
        """The rules of a rule file's text."""
        return cls(_native.Rules.from_text(text))

    @property
    def name(self) -> str:
        """The game's name, as its ``game`` line says."""
        return self._compiled.name

    @property
    def impartial(self) -> bool:
        """Whether both players share the moves: then its values are nim values."""
        return self._compiled.impartial

    @property
    def loopy(self) -> bool:
        """Whether play might repeat a position: the game is solved as a loopy one (stoppers
        and sides, or won, lost and drawn)."""
        return self._compiled.loopy

    def solve(self, text: str, **options: Any) -> Union[Report, List[Report]]:
        """The report of each position of ``text`` (one a line, in the file's tiles), as
        ``cgsolve rules FILE --json`` prints it: one ``Report`` for one position, a list for
        several. Keyword options are the command's flags (``misere=True``,
        ``outcome_only=True``, ``memory="1G"``)."""
        return _reports(self._compiled.solve(text, **options))

    def __repr__(self) -> str:
        return repr(self._compiled)


class PartizanGame:
    """A partizan game written in Python (subclassing is optional: any object with these
    methods will do).

    Required: ``left_options()`` and ``right_options()``, each an iterable of positions, and
    ``__eq__`` and ``__hash__``. Optional hooks, used when defined:

    - ``components()``: independent parts whose values add up to the position's;
    - ``canonical_key()``: a hashable key shared by positions of equal value (symmetric
      images), so that they are searched once;
    - ``known_value()``: the position's value without search (a ``Game``, an ``int``, a dyadic
      ``Fraction``, a string in CGSuite's notation), or ``None`` to search it.

    A game whose positions may repeat (play can come back to a position) sets the class
    attribute ``loopy = True``: it is then solved from its game graph, its value a stopper or
    its sides, its outcome possibly drawn; the hooks are not used.
    """

    #: Whether positions may repeat: ``True`` solves the game as loopy.
    loopy: bool = False

    def left_options(self) -> Iterable[Any]:
        """The positions Left can move to."""
        raise NotImplementedError

    def right_options(self) -> Iterable[Any]:
        """The positions Right can move to."""
        raise NotImplementedError

    def value(self, max_positions: Optional[int] = None, memory: Any = None) -> Game:
        """Its canonical form: ``canonical(self)``."""
        return canonical(self, max_positions=max_positions, memory=memory)


class ImpartialGame:
    """An impartial game written in Python (subclassing is optional).

    Required: ``options()``, an iterable of positions, and ``__eq__`` and ``__hash__``.
    Optional hooks: ``components()``, ``canonical_key()``, and ``known_value()`` (a nim value
    as an ``int``, or ``None``).

    A game whose positions may repeat sets the class attribute ``loopy = True``: each position
    is then won, lost or drawn, with its remoteness and Smith's value, from its game graph.
    """

    #: Whether positions may repeat: ``True`` solves the game as loopy.
    loopy: bool = False

    def options(self) -> Iterable[Any]:
        """The positions either player can move to."""
        raise NotImplementedError

    def grundy(self, max_positions: Optional[int] = None, memory: Any = None) -> int:
        """Its nim value: ``grundy(self)``."""
        return grundy(self, max_positions=max_positions, memory=memory)
