"""The errors cgsolve raises of its own."""


class CgsolveError(Exception):
    """Every error of cgsolve's own: bad text, a limit reached, or a game that is not short."""


class ParseError(CgsolveError, ValueError):
    """Text that cgsolve cannot read: a position, an expression or a heap code.

    ``line`` and ``column`` (both from 1) say where, ``message`` what was expected there,
    as the command line prints it.
    """

    def __init__(self, line: int, column: int, message: str) -> None:
        super().__init__(f"{line}:{column}: {message}")
        self.line = line
        self.column = column
        self.message = message


class LimitError(CgsolveError):
    """A limit was reached before the answer: ``max_positions``, ``memory``, or a size the
    game refuses (a board of more cells than it handles). ``limit`` names it, as the message
    does: ``"max_positions"`` or ``"memory"`` for the keyword options of that name."""

    def __init__(self, message: str, limit: str) -> None:
        super().__init__(message)
        self.limit = limit


class NotShortError(CgsolveError, ValueError):
    """A game written in Python is not short: one of its positions repeats (play from it can
    come back to it), so it has no canonical form or nim value. ``position`` is the position
    met again while it was being searched; the message shows its repr. A game whose positions
    repeat is solved as loopy when its class says ``loopy = True``."""

    def __init__(self, message: str, position: object) -> None:
        super().__init__(message)
        self.position = position
