//! Test tables under `tests/data/`: one row a line, its fields split at a separator (a tab in
//! a `.tsv` file, a space or ` => ` in most others); lines starting with `# ` (comments) and
//! blank lines are skipped. A board may start with `#` (a blocked cell): only `# ` starts a
//! comment.

use std::fmt::Debug;
use std::ops::{Bound, RangeBounds};
use std::panic::{AssertUnwindSafe, catch_unwind};

/// The text of `tests/data/{name}`.
fn read(name: &str) -> String {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("the table {path}: {e}"))
}

/// The rows of `text`, each with its line number (from 1).
fn numbered_rows(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line))
        .filter(|(_, line)| !line.starts_with("# ") && !line.trim().is_empty())
}

/// The rows of `tests/data/{name}`, each as its tab-separated fields.
#[allow(dead_code)]
pub fn tab_rows(name: &str) -> Vec<Vec<String>> {
    let text = read(name);
    numbered_rows(&text)
        .map(|(_, row)| row.split('\t').map(str::to_string).collect())
        .collect()
}

/// Checks every row of `tests/data/{name}`: its `N` fields, split at `separator`, go to `check`,
/// which says what is wrong with them, if anything (a panic in `check` counts as wrong). Fails
/// naming each wrong row with its line, a row of other than `N` fields among them, and fails
/// if the number of rows is not in `rows`, which must exclude 0: a missing or empty table
/// fails.
#[allow(dead_code)]
pub fn check_table<const N: usize>(
    name: &str,
    separator: &str,
    rows: impl RangeBounds<usize> + Debug,
    mut check: impl FnMut([&str; N]) -> Result<(), String>,
) {
    let least = match rows.start_bound() {
        Bound::Included(&n) => n,
        Bound::Excluded(&n) => n + 1,
        Bound::Unbounded => 0,
    };
    assert!(
        least > 0,
        "{name}: the rows expected, {rows:?}, must exclude 0"
    );
    let text = read(name);
    let mut count = 0;
    let mut wrong = Vec::new();
    for (line, row) in numbered_rows(&text) {
        count += 1;
        let fields: Vec<&str> = row.split(separator).collect();
        let verdict = match <[&str; N]>::try_from(fields) {
            Ok(fields) => catch_unwind(AssertUnwindSafe(|| check(fields)))
                .unwrap_or_else(|panic| Err(format!("panicked: {}", panic_text(&*panic)))),
            Err(fields) => Err(format!(
                "{} fields split at {separator:?}, expected {N}",
                fields.len()
            )),
        };
        if let Err(why) = verdict {
            wrong.push(format!("tests/data/{name}:{line}: {row}\n    {why}"));
        }
    }
    if !rows.contains(&count) {
        wrong.push(format!(
            "tests/data/{name}: {count} rows, expected {rows:?}"
        ));
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// `Ok` if `got` is `expected`, else what each is.
#[allow(dead_code)]
pub fn same<T: PartialEq<U> + Debug, U: Debug>(got: T, expected: U) -> Result<(), String> {
    if got == expected {
        Ok(())
    } else {
        Err(format!("got {got:?}, expected {expected:?}"))
    }
}

/// The message of a panic's payload.
fn panic_text(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(text) = payload.downcast_ref::<&str>() {
        text.to_string()
    } else if let Some(text) = payload.downcast_ref::<String>() {
        text.clone()
    } else {
        "(no message)".to_string()
    }
}
