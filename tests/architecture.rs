//! The architecture invariants of ARCHITECTURE.md that the source text alone shows, checked on
//! every file of `src/` and `python/src/`: layers that name no game and none above them, a
//! library that prints nothing, no limit by unwinding, files a reader can hold.

use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, with its text.
fn sources(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display())) {
            let path = entry.expect("a readable entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| x == "rs") {
                let text = fs::read_to_string(&path).expect("source is UTF-8");
                out.push((path, text));
            }
        }
    }
    out.sort();
    out
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The lines of code of `text` (comments, doc comments included, left out) holding `needle`,
/// as `path:line`.
fn code_lines_with(path: &Path, text: &str, needle: &str) -> Vec<String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim_start().starts_with("//") && l.contains(needle))
        .map(|(i, _)| format!("{}:{}", path.display(), i + 1))
        .collect()
}

/// `text` without its inline unit tests (a `mod tests` block under `#[cfg(test)]`, the file's
/// end), which may take a game as their example without the library depending on it.
fn without_tests(text: &str) -> &str {
    text.find("#[cfg(test)]\nmod tests {")
        .map_or(text, |at| &text[..at])
}

#[test]
fn the_engine_layers_name_no_game() {
    let mut found = Vec::new();
    for layer in ["text", "theory", "engine", "answer", "report", "play"] {
        for (path, text) in sources(&src().join(layer)) {
            found.extend(code_lines_with(&path, without_tests(&text), "games::"));
        }
    }
    assert!(
        found.is_empty(),
        "a layer below the games names one: {found:?}"
    );
}

/// The library's layers, lowest first: a layer names only those at its rank or below.
const LAYERS: [(&str, usize); 11] = [
    ("progress", 0),
    ("text", 0),
    ("theory", 1),
    ("engine", 2),
    ("report", 2),
    ("answer", 3),
    ("tables", 3),
    ("play", 4),
    ("games", 5),
    ("server", 6),
    ("cli", 7),
];

#[test]
fn no_layer_names_one_above_it() {
    let rank = |name: &str| LAYERS.iter().find(|(n, _)| *n == name).map(|&(_, r)| r);
    let mut found = Vec::new();
    for (layer, own) in LAYERS {
        let dir = src().join(layer);
        let files = if dir.is_dir() {
            sources(&dir)
        } else {
            let path = src().join(format!("{layer}.rs"));
            let text = fs::read_to_string(&path).expect("a layer is a folder or a file");
            vec![(path, text)]
        };
        for (path, text) in files {
            for (above, _) in LAYERS.iter().filter(|(n, _)| rank(n) > Some(own)) {
                let needles = [format!("crate::{above}::"), format!("crate::{above}}}")];
                for needle in &needles {
                    found.extend(code_lines_with(&path, without_tests(&text), needle));
                }
            }
        }
    }
    assert!(found.is_empty(), "an arrow upward: {found:?}");
}

fn python_src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("python/src")
}

#[test]
fn only_the_command_line_prints() {
    let mut found = Vec::new();
    for (path, text) in sources(&src()).into_iter().chain(sources(&python_src())) {
        if path.starts_with(src().join("cli")) || path == src().join("main.rs") {
            continue;
        }
        for needle in ["println!", "print!(", "eprint!(", "dbg!("] {
            found.extend(code_lines_with(&path, &text, needle));
        }
    }
    assert!(found.is_empty(), "the library prints: {found:?}");
}

#[test]
fn no_limit_is_caught_by_unwinding() {
    let mut found = Vec::new();
    for (path, text) in sources(&src()).into_iter().chain(sources(&python_src())) {
        found.extend(code_lines_with(&path, &text, "catch_unwind"));
    }
    assert!(found.is_empty(), "{found:?}");
}

#[test]
fn every_source_file_is_under_600_lines() {
    let long: Vec<String> = sources(&src())
        .into_iter()
        .chain(sources(&python_src()))
        .filter(|(_, text)| text.lines().count() >= 600)
        .map(|(path, text)| format!("{}: {} lines", path.display(), text.lines().count()))
        .collect();
    assert!(long.is_empty(), "{long:?}");
}
