"""The errors cgsolve raises of its own."""


class CgsolveError(Exception):
    """Every error of cgsolve's own: bad text, or a limit reached."""


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
    game refuses. ``limit`` names it, as the message does."""

    def __init__(self, message: str, limit: str) -> None:
        super().__init__(message)
        self.limit = limit
