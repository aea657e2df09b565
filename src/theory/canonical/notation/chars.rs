//! Reading a text a character at a time: what the readers of every notation share.

/// A text read a character at a time from a place: what the readers of every notation share.
pub(crate) trait CharText {
    /// The text's characters.
    fn chars(&self) -> &[char];
    /// The place (0-based, in characters).
    fn at(&self) -> usize;
    /// The place, to move.
    fn place(&mut self) -> &mut usize;

    /// The character at the place, if any.
    fn peek(&self) -> Option<char> {
        self.peek_at(0)
    }

    /// The character `k` after the place, if any.
    fn peek_at(&self, k: usize) -> Option<char> {
        self.chars().get(self.at() + k).copied()
    }

    /// Skips whitespace.
    fn blanks(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            *self.place() += 1;
        }
    }

    /// Whether `s` follows, after any whitespace; if so, the place moves past it, and if not,
    /// it stays where it was (the whitespace unread).
    fn eat_after_blanks(&mut self, s: &str) -> bool {
        let save = self.at();
        self.blanks();
        let found = self.eat(s);
        if !found {
            *self.place() = save;
        }
        found
    }

    /// Whether the text at the place is `s`; if so, the place moves past it.
    fn eat(&mut self, s: &str) -> bool {
        let (at, n) = (self.at(), s.chars().count());
        let found = (self.chars().get(at..at + n)).is_some_and(|t| t.iter().copied().eq(s.chars()));
        if found {
            *self.place() += n;
        }
        found
    }
}
