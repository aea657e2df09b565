"""cgsolve: combinatorial games solved exactly, from Python.

- ``value("{1|*} + ^")``: short partizan games by their canonical forms, in CGSuite's
  notation, with CGT's operations and properties (``Game``); loopy games and misère forms
  (``value("on + 1")``, ``value("*[2[2]321]")``) by their notation and report (``Form``).
- ``games()``, ``solve(game, text)``, ``answer(game, text)``: every game cgsolve's command
  line serves, with the same reports and answers.
- ``heap("0.77", to=1000)``, ``heap_sum("kayles", [3, 5, 7])``: heap codes.
- ``canonical(position)``, ``grundy(position)``, ``outcome(position)``: your own games,
  written in Python, solved by cgsolve's engine.
"""

import html
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
    "Thermograph",
    "answer",
    "canonical",
    "clear_cache",
    "games",
    "grundy",
    "heap",
    "heap_sum",
    "outcome",
    "solve",
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
    reports: Union[Dict[str, Any], List[Dict[str, Any]]] = _native.solve(game, text, **options)
    if isinstance(reports, dict):
        return Report(reports)
    return [Report(r) for r in reports]


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
    """

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
    """

    def options(self) -> Iterable[Any]:
        """The positions either player can move to."""
        raise NotImplementedError

    def grundy(self, max_positions: Optional[int] = None, memory: Any = None) -> int:
        """Its nim value: ``grundy(self)``."""
        return grundy(self, max_positions=max_positions, memory=memory)
