//! What every fuzz target checks of one input, shared by the fuzz targets (`fuzz/`) and by the
//! corpus replay in `cargo test` (`tests/fuzz_corpus.rs`): a parser never panics, its error
//! points inside the input, and on small inputs the answer and the report agree.

use cgsolve::{Contest, ParseError};

/// Inputs at most this long are also answered, not only parsed (longer ones may be slow by
/// design, a side-5 sweets board say, which is not what fuzzing looks for).
const ANSWER_UP_TO: usize = 48;

/// Checks that `error` names a line and column inside `input` (or just past its end).
pub fn error_points_inside(input: &[u8], error: &ParseError) {
    let lines: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
    assert!(
        (1..=lines.len()).contains(&error.line),
        "line {} outside 1..={}: {error}",
        error.line,
        lines.len()
    );
    let width = lines[error.line - 1].len();
    assert!(
        (1..=width + 1).contains(&error.column),
        "column {} outside 1..={} of line {}: {error}",
        error.column,
        width + 1,
        error.line
    );
    assert!(!error.message.is_empty(), "an error without a message");
}

/// Parses `input` as `game`'s contest format; small inputs are answered too, and each answer
/// must equal the report's.
pub fn contest<G: Contest>(mut game: G, input: &[u8]) {
    match game.parse(input) {
        Err(error) => error_points_inside(input, &error),
        Ok(cases) => {
            if input.len() > ANSWER_UP_TO {
                return;
            }
            for case in &cases {
                let answer = game.answer(case);
                let report = game.report(case);
                match (answer, report) {
                    (Ok(answer), Ok(report)) => assert_eq!(answer, report.answer),
                    (Err(a), Err(r)) => assert_eq!(a, r),
                    (a, r) => panic!("answer {a:?} and report {r:?} disagree"),
                }
            }
        }
    }
}

/// Loads `input` as a `--dict` word list.
pub fn word_list(input: &[u8]) {
    if let Err(error) = cgsolve::games::wordplay::Dictionary::from_word_list(input) {
        error_points_inside(input, &error);
    }
}
