//! Names for values within an expression, as CGSuite's worksheet takes them: `uponth :=
//! {0||0|0,pass}; {0|uponth||-uponth}`. Each definition `NAME := EXPRESSION` ends with `;`, and
//! a name stands for its expression, in parentheses, in every later statement; the last
//! statement is the expression answered (or a last definition, answered by its value).

use crate::theory::canonical::NotationError;

/// The most definitions one expression holds.
pub const MAX_DEFINITIONS: usize = 64;

/// The most characters an expression holds once its names are written out.
pub const MAX_EXPANDED: usize = 1 << 16;

/// A statement with its names written out, and for each of its characters the column of the
/// original text it came from (a name's expression: the column of the name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expanded {
    /// The statement with every name replaced by its expression in parentheses.
    pub text: String,
    /// The 1-based column in the original text of each character of `text`.
    columns: Vec<usize>,
}

impl Expanded {
    /// The error of the expanded text placed in the original text.
    pub fn place(&self, mut e: NotationError) -> NotationError {
        let last = self.columns.last().map_or(1, |&c| c + 1);
        e.column = (self.columns.get(e.column.saturating_sub(1)).copied()).unwrap_or(last);
        e
    }
}

/// A definition: the name, its column, and its expression written out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Definition {
    /// The name defined.
    pub name: String,
    /// The 1-based column of the name in the original text.
    pub column: usize,
    /// Its expression, with the names defined before it written out.
    pub value: Expanded,
}

/// An expression with names: its definitions in order, then the statement answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// The definitions, in order.
    pub definitions: Vec<Definition>,
    /// The statement answered, with every name written out.
    pub answer: Expanded,
}

impl Program {
    /// The definitions and final statement of `text`, or `None` when it defines no name (it is
    /// then one expression of a notation, read as it stands).
    pub fn read(text: &str) -> Result<Option<Program>, NotationError> {
        if !text.contains(":=") {
            return Ok(None);
        }
        let chars: Vec<char> = text.chars().collect();
        let statements = split_statements(&chars);
        let (last, defining) = statements.split_last().expect("a text has a statement");
        if defining.len() > MAX_DEFINITIONS {
            return Err(error_at(
                defining[MAX_DEFINITIONS].0 + 1,
                format!("at most {MAX_DEFINITIONS} definitions (the limit)"),
            ));
        }
        let mut definitions: Vec<Definition> = Vec::new();
        for &(start, end) in defining {
            definitions.push(definition(&chars, start, end, &definitions)?);
        }
        let (start, end) = *last;
        let answer = match assignment(&chars, start, end) {
            Some(_) => definition(&chars, start, end, &definitions)?.value,
            None => expand(&chars, start, end, &definitions)?,
        };
        Ok(Some(Program {
            definitions,
            answer,
        }))
    }
}

/// The statements of `chars`: the spans between the semicolons that end a statement (a `;`
/// closing a misère heap `&12;` belongs to its expression).
fn split_statements(chars: &[char]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut start = 0;
    for (i, &c) in chars.iter().enumerate() {
        if c == ';' && !closes_heap(&chars[start..i]) {
            spans.push((start, i));
            start = i + 1;
        }
    }
    spans.push((start, chars.len()));
    spans
}

/// Whether text ending `&` and digits is followed by the `;` that closes a misère heap.
fn closes_heap(before: &[char]) -> bool {
    let digits = before
        .iter()
        .rev()
        .take_while(|c| c.is_ascii_digit())
        .count();
    digits > 0 && before.len() > digits && before[before.len() - digits - 1] == '&'
}

/// Where `:=` is in the statement `chars[start..end]`, if it is a definition.
fn assignment(chars: &[char], start: usize, end: usize) -> Option<usize> {
    (start..end.saturating_sub(1)).find(|&i| chars[i] == ':' && chars[i + 1] == '=')
}

/// The definition `NAME := EXPRESSION` in `chars[start..end]`, its expression written out with
/// the names defined before it.
fn definition(
    chars: &[char],
    start: usize,
    end: usize,
    before: &[Definition],
) -> Result<Definition, NotationError> {
    let Some(at) = assignment(chars, start, end) else {
        let first = skip_blanks(chars, start, end);
        return Err(error_at(
            first + 1,
            "a definition `NAME := EXPRESSION` before ';'".into(),
        ));
    };
    let first = skip_blanks(chars, start, at);
    let name_end = first + identifier_length(&chars[first..at]);
    if name_end == first {
        return Err(error_at(
            first + 1,
            "a name (a letter, then letters, digits or '_')".into(),
        ));
    }
    let after = skip_blanks(chars, name_end, at);
    if after != at {
        return Err(error_at(after + 1, "':=' after the name".into()));
    }
    let name: String = chars[first..name_end].iter().collect();
    if before.iter().any(|d| d.name == name) {
        return Err(error_at(
            first + 1,
            format!("a name not defined already, found {name}"),
        ));
    }
    let value = expand(chars, at + 2, end, before)?;
    if value.text.trim().is_empty() {
        return Err(error_at(end + 1, "an expression after ':='".into()));
    }
    Ok(Definition {
        name,
        column: first + 1,
        value,
    })
}

/// `chars[start..end]` with each name of `definitions` replaced by its expression in
/// parentheses.
fn expand(
    chars: &[char],
    start: usize,
    end: usize,
    definitions: &[Definition],
) -> Result<Expanded, NotationError> {
    let mut out = Expanded {
        text: String::new(),
        columns: Vec::new(),
    };
    let mut i = start;
    while i < end {
        let starts_word = i == start || !is_word(chars[i - 1]);
        let length = if starts_word {
            identifier_length(&chars[i..end])
        } else {
            0
        };
        let word: String = chars[i..i + length].iter().collect();
        match definitions
            .iter()
            .rev()
            .find(|d| length > 0 && d.name == word)
        {
            Some(d) => {
                if out.text.len() + d.value.text.len() + 2 > MAX_EXPANDED {
                    return Err(error_at(
                        i + 1,
                        format!(
                            "at most {MAX_EXPANDED} characters with every name written out (the limit)"
                        ),
                    ));
                }
                out.text.push('(');
                out.text.push_str(&d.value.text);
                out.text.push(')');
                let written = d.value.text.chars().count() + 2;
                out.columns.extend(std::iter::repeat_n(i + 1, written));
                i += length;
            }
            None => {
                let step = length.max(1);
                out.text.extend(&chars[i..i + step]);
                out.columns.extend((i + 1)..=(i + step));
                i += step;
            }
        }
    }
    Ok(out)
}

/// The length of the identifier at the start of `chars` (a letter, then letters, digits or
/// `_`), 0 when none starts there.
fn identifier_length(chars: &[char]) -> usize {
    match chars.first() {
        Some(c) if c.is_ascii_alphabetic() => chars.iter().take_while(|&&c| is_word(c)).count(),
        _ => 0,
    }
}

/// Whether `c` may stand inside a name.
fn is_word(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The first index from `from` before `end` that is not a blank.
fn skip_blanks(chars: &[char], from: usize, end: usize) -> usize {
    (from..end)
        .find(|&i| !chars[i].is_whitespace())
        .unwrap_or(end)
}

/// An error at a 1-based column.
fn error_at(column: usize, expected: String) -> NotationError {
    NotationError { column, expected }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_written_out_in_parentheses_in_later_statements() {
        let p = Program::read("a := {1|*}; b := a + ^; b + a")
            .unwrap()
            .unwrap();
        assert_eq!(p.definitions.len(), 2);
        assert_eq!(p.definitions[1].value.text, " ( {1|*}) + ^");
        assert_eq!(p.answer.text, " ( ( {1|*}) + ^) + ( {1|*})");
        assert_eq!(Program::read("{1|*} + ^").unwrap(), None);
    }

    #[test]
    fn a_word_that_contains_a_name_is_left_alone() {
        let p = Program::read("up := 2; upon + up + up2").unwrap().unwrap();
        assert_eq!(p.answer.text, " upon + ( 2) + up2");
    }

    #[test]
    fn names_doubling_past_the_limit_are_refused_where_they_stand() {
        let mut text = String::from("a0 := 1; ");
        for i in 1..20 {
            text.push_str(&format!("a{i} := a{} + a{}; ", i - 1, i - 1));
        }
        text.push_str("a19");
        let e = Program::read(&text).unwrap_err();
        assert!(e.expected.contains("(the limit)"), "{e}");
        // a12 is 40,952 characters written out: its second use in a13 passes 65,536.
        let column = text.find("a13 := a12 + a12").unwrap() + 14;
        assert_eq!(e.column, column, "{e}");
    }

    #[test]
    fn a_misere_heaps_semicolon_is_not_the_end_of_a_statement() {
        let p = Program::read("g := *[&12;2]; g").unwrap().unwrap();
        assert_eq!(p.definitions[0].value.text, " *[&12;2]");
    }

    #[test]
    fn errors_are_placed_in_the_original_text() {
        let p = Program::read("abc := {1|*}; abc + ?").unwrap().unwrap();
        // The expanded text's `?` is at its column 13; the original's at 21.
        let e = p.answer.place(NotationError {
            column: 13,
            expected: "x".into(),
        });
        assert_eq!(e.column, 21);
        let inside = p.answer.place(NotationError {
            column: 5,
            expected: "x".into(),
        });
        assert_eq!(
            inside.column, 15,
            "an error inside a name's expression is at the name"
        );
        let cases = [
            (
                "3; a := 1; a",
                "1: expected a definition `NAME := EXPRESSION` before ';'",
            ),
            (
                "1a := 3; 1a",
                "1: expected a name (a letter, then letters, digits or '_')",
            ),
            ("a b := 3; a", "3: expected ':=' after the name"),
            (
                "a := 3; a := 4; a",
                "9: expected a name not defined already, found a",
            ),
            ("a := ; a", "6: expected an expression after ':='"),
        ];
        for (text, message) in cases {
            assert_eq!(
                Program::read(text).unwrap_err().to_string(),
                message,
                "{text}"
            );
        }
    }
}
