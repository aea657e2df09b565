//! What `cgsolve value --misere-outcome` and `--misere-dicot` say about a partizan game read
//! as written: its misère outcome, or its misère canonical form modulo dicots. Printed as
//! JSON by `--json` (keys documented in `docs/misere.md`) and for a person by `--explain`.

use crate::theory::canonical::LimitExceeded;
use crate::theory::dicot::{TreeId, Trees};
use crate::theory::outcome::Outcome;
use serde::Serialize;

/// The answer for one expression read as written.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum DicotValueReport {
    /// A comparison of two dicots modulo dicots: its answer, the only key of its JSON.
    Comparison {
        /// Whether the comparison holds.
        value: bool,
    },
    /// The game as written (`--misere-outcome`).
    Written(WrittenReport),
    /// A dicot's form modulo dicots (`--misere-dicot`).
    Dicot(DicotReport),
}

/// The most bytes the tree as written is printed in; a longer text is left out.
pub const AS_WRITTEN_BYTES: usize = 1 << 16;

/// The tree `g` printed as written, when its text takes at most [`AS_WRITTEN_BYTES`] bytes.
fn as_written(trees: &Trees, g: TreeId) -> Option<String> {
    trees
        .notation_len_at_most(g, AS_WRITTEN_BYTES)
        .map(|_| trees.to_notation(g))
}

/// A game tree as written and its misère outcome.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WrittenReport {
    /// The tree, printed in braces (`*` and `*n` for nim heaps' trees); left out when its
    /// text would take more than [`AS_WRITTEN_BYTES`] bytes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub as_written: Option<String>,
    /// Who wins under misère play, searched on the tree.
    pub misere_outcome: Outcome,
    /// Whether the tree is a dicot.
    pub is_dicot: bool,
    /// The tree's birthday.
    pub birthday: usize,
    /// Distinct followers of the tree, itself included.
    pub follower_count: usize,
}

/// A dicot's misère canonical form modulo dicots, and its properties.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DicotReport {
    /// The canonical form modulo dicots.
    pub value: String,
    /// The tree as written; left out when its text would take more than
    /// [`AS_WRITTEN_BYTES`] bytes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub as_written: Option<String>,
    /// Who wins under misère play (the same for the tree and its form).
    pub misere_outcome: Outcome,
    /// The form's birthday.
    pub birthday: usize,
    /// Distinct followers of the form, itself included.
    pub follower_count: usize,
    /// Left's options of the form, in the order they print.
    pub left_options: Vec<String>,
    /// Right's options of the form, in the order they print.
    pub right_options: Vec<String>,
}

impl WrittenReport {
    /// The report on the tree `g`.
    pub fn new(trees: &mut Trees, g: TreeId) -> Result<WrittenReport, LimitExceeded> {
        Ok(WrittenReport {
            as_written: as_written(trees, g),
            misere_outcome: trees.misere_outcome(g)?,
            is_dicot: trees.is_dicot(g),
            birthday: trees.birthday(g),
            follower_count: trees.follower_count(g),
        })
    }
}

impl DicotReport {
    /// The report on the dicot `g`.
    pub fn new(trees: &mut Trees, g: TreeId) -> Result<DicotReport, LimitExceeded> {
        let form = trees.dicot_canonical(g)?;
        let names = |trees: &Trees, options: &[TreeId]| -> Vec<String> {
            let sorted = trees.sorted(options);
            sorted.iter().map(|&o| trees.to_notation(o)).collect()
        };
        Ok(DicotReport {
            value: trees.to_notation(form),
            as_written: as_written(trees, g),
            misere_outcome: trees.misere_outcome(form)?,
            birthday: trees.birthday(form),
            follower_count: trees.follower_count(form),
            left_options: names(trees, trees.left(form)),
            right_options: names(trees, trees.right(form)),
        })
    }
}

/// The line of `--explain` giving the tree as written, or saying it is too long to print.
fn written_line(as_written: &Option<String>) -> String {
    match as_written {
        Some(text) => format!("as written: {text}"),
        None => format!("as written: not printed, its text is over {AS_WRITTEN_BYTES} bytes"),
    }
}

impl DicotValueReport {
    /// One line of JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a dicot report serialises: it has no maps")
    }

    /// The report for a person, headed by the expression `text` as written (trimmed).
    pub fn explain(&self, text: &str) -> String {
        let mut out = format!("{}\n", text.trim());
        let words = |o: Outcome| {
            let (class, words) = o
                .describe()
                .split_once(": ")
                .expect("a class and its words");
            format!("misère outcome: {class} ({words})")
        };
        let mut line = |s: String| {
            out.push_str("  ");
            out.push_str(&s);
            out.push('\n');
        };
        match self {
            DicotValueReport::Comparison { value } => line(format!("{value} (modulo dicots)")),
            DicotValueReport::Written(w) => {
                line(written_line(&w.as_written));
                line(words(w.misere_outcome));
                line(format!("dicot: {}", if w.is_dicot { "yes" } else { "no" }));
                line(format!(
                    "birthday: {}, followers: {}",
                    w.birthday, w.follower_count
                ));
            }
            DicotValueReport::Dicot(d) => {
                line(format!("canonical form modulo dicots: {}", d.value));
                line(written_line(&d.as_written));
                line(words(d.misere_outcome));
                line(format!(
                    "birthday: {}, followers: {}",
                    d.birthday, d.follower_count
                ));
                line(format!("left options: {}", d.left_options.join(", ")));
                line(format!("right options: {}", d.right_options.join(", ")));
            }
        }
        out
    }
}
