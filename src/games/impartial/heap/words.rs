//! A code in words, for a person: its rules one move size a line, and the name the literature
//! gives it when it is one of the classics.

use super::code::{Code, Constraint};

/// The rules of `code` in words, one line per move size (`take 1, leaving no heap or one
/// heap`), or the one line `no move at all`.
///
/// ```
/// use cgsolve::games::impartial::heap::{Code, rules_in_words};
/// let grundy: Code = "grundy".parse().unwrap();
/// assert_eq!(
///     rules_in_words(&grundy),
///     ["take none, leaving two heaps, all of different sizes"]
/// );
/// ```
pub fn rules_in_words(code: &Code) -> Vec<String> {
    let mut lines = Vec::new();
    let tail = code.tail_len();
    let tail_from = code.written_len() - tail;
    for k in 0..code.written_len() {
        let d = code.digit(k);
        let how = match d.constraint {
            Constraint::Any => "",
            Constraint::Unequal => ", all of different sizes",
            Constraint::SomeUnequal => ", not all of one size",
            Constraint::Equal => ", all of one size",
        };
        // Taking none leaves the heap as it was unless it is split in two or more.
        let what: Vec<String> = (0..=d.max_heaps())
            .filter(|&count| d.leaves(count) && (k > 0 || count >= 2))
            .map(|count| match count {
                0 => "no heap".to_string(),
                1 => "one heap".to_string(),
                n => format!("{} heaps{how}", ["two", "three", "four"][n as usize - 2]),
            })
            .collect();
        let what = match what.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => continue,
        };
        let taken = if k == 0 {
            "take none".to_string()
        } else if tail > 0 && k >= tail_from {
            format!("take {k}, {}, {}, ...", k + tail, k + 2 * tail)
        } else {
            format!("take {k}")
        };
        lines.push(format!("{taken}, leaving {what}"));
    }
    if lines.is_empty() {
        lines.push("no move at all".to_string());
    }
    lines
}

/// The name the literature gives the game of `code`, if it is one of the classics: Nim,
/// Kayles, Dawson's Kayles, Grundy's game.
pub fn classic_name(code: &Code) -> Option<&'static str> {
    let text = code.to_string();
    [
        ("0.[3]", "Nim"),
        ("0.77", "Kayles"),
        ("0.07", "Dawson's Kayles"),
        ("4!.0", "Grundy's game"),
    ]
    .into_iter()
    .find(|(c, _)| *c == text)
    .map(|(_, name)| name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        rules_in_words(&text.parse().expect("a valid code"))
    }

    #[test]
    fn each_move_size_is_one_line() {
        assert_eq!(
            words("0.77"),
            [
                "take 1, leaving no heap, one heap or two heaps",
                "take 2, leaving no heap, one heap or two heaps",
            ]
        );
        assert_eq!(
            words("0.07"),
            ["take 2, leaving no heap, one heap or two heaps"]
        );
        assert_eq!(words("0.0"), ["no move at all"]);
    }

    #[test]
    fn repeating_digits_and_constraints_are_said() {
        assert_eq!(
            words("nim"),
            ["take 1, 2, 3, ..., leaving no heap or one heap"]
        );
        assert_eq!(
            words("0.1[2]"),
            [
                "take 1, leaving no heap",
                "take 2, 3, 4, ..., leaving one heap",
            ]
        );
        assert_eq!(
            words("4=.0"),
            ["take none, leaving two heaps, all of one size"]
        );
        assert_eq!(
            words("4?.0"),
            ["take none, leaving two heaps, not all of one size"]
        );
        assert_eq!(
            words("0.F"),
            ["take 1, leaving no heap, one heap, two heaps or three heaps"]
        );
    }

    #[test]
    fn the_classics_are_named() {
        let name = |text: &str| classic_name(&text.parse().expect("a valid code"));
        assert_eq!(name("kayles"), Some("Kayles"));
        assert_eq!(name("0.[3]"), Some("Nim"));
        assert_eq!(name("0.07"), Some("Dawson's Kayles"));
        assert_eq!(name("grundy"), Some("Grundy's game"));
        assert_eq!(name("0.137"), None);
    }
}
