//! Tab-separated test tables under `tests/data/`: one row per line, fields split at tabs,
//! lines starting with `#` and blank lines skipped.

/// The rows of `tests/data/{path}`, each as its tab-separated fields.
pub fn tab_rows(path: &str) -> Vec<Vec<String>> {
    let full = format!("{}/tests/data/{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&full)
        .unwrap_or_else(|e| panic!("the table {full}: {e}"))
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').map(str::to_string).collect())
        .collect()
}
