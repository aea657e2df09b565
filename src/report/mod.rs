//! What cgsolve knows about one position, in one shape for every game: printed for a person
//! (`--explain`) or as JSON (`--json`, documented in `docs/json.md` and by the JSON Schema
//! `docs/report.schema.json`).
//!
//! The fields every game can fill (`game`, `answer`, `board`, `outcome`, `value`, `parts`,
//! `winning_moves`, `remoteness`, `notes`) are typed here; the facts of one game are a typed
//! struct of that game ([`Facts`]), flattened into the same JSON object. A field a game cannot
//! fill is left out, never faked.
//!
//! [`value`]: the same for `cgsolve value`'s expressions ([`ValueReport`]); [`expression`]: an
//! expression of any notation valued and reported ([`Calculator`](expression::Calculator));
//! [`svg`]: pictures (a thermograph).

pub mod dicot;
pub mod expression;
pub mod loopy;
pub mod misere;
pub mod names;
pub mod svg;
pub mod value;

pub use value::{COSTLY_FOLLOWERS, Extent, ValueReport};

use crate::theory::outcome::Outcome;
use serde::Serialize;
use serde_json::Value;
use std::fmt::{self, Debug, Write};

/// The facts one game adds to its reports: the position's own (this type, flattened into the
/// report), one part's ([`Part`](Facts::Part), flattened into [`Part`]) and one move's
/// ([`Move`](Facts::Move), flattened into [`MoveReport`]). `()` adds none.
///
/// Each fact is one JSON key with one type in every game that has it (`cells` is always a list
/// of `[row, column]` pairs, a count is `cell_count`): the schema test holds every game to it.
pub trait Facts: Serialize + Debug + Clone {
    /// Facts about one independent part of a position.
    type Part: Serialize + Debug + Clone;
    /// Facts about one move.
    type Move: Serialize + Debug + Clone;
}

impl Facts for () {
    type Part = ();
    type Move = ();
}

/// The facts about one position. Fields a game cannot fill stay empty and are left out of the
/// JSON.
#[derive(Debug, Clone, Serialize)]
#[serde(bound(serialize = "F: Facts"))]
pub struct Report<F: Facts> {
    /// The game's subcommand name.
    pub game: &'static str,
    /// The contest answer line.
    pub answer: String,
    /// The position drawn as a player sees it, one row per line (in the JSON without a final
    /// line end, whether the game's drawing ends with one or not).
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "rows_without_final_line_end"
    )]
    pub board: Option<String>,
    /// The outcome class.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
    /// The game value: a nimber (`*3`) or a number (`11/8`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    /// The independent parts the position splits into.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub parts: Vec<Part<F::Part>>,
    /// Every winning move (an empty list when no move wins), or `None` when the game does not
    /// list them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winning_moves: Option<Vec<MoveReport<F::Move>>>,
    /// How many moves the game lasts under best play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness: Option<u32>,
    /// Sentences that explain the answer.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// Facts of this game only.
    #[serde(flatten)]
    pub facts: F,
}

/// One independent part of a position.
#[derive(Debug, Clone, Serialize)]
pub struct Part<P> {
    /// The part as a person would name it.
    pub describe: String,
    /// Its game value.
    pub value: String,
    /// Facts of this game only (the part's cells, say).
    #[serde(flatten)]
    pub facts: P,
}

/// One move, named so that a player can make it.
#[derive(Debug, Clone, Serialize)]
pub struct MoveReport<M> {
    /// The move as a player types it in `cgsolve play` (sweets: "c2-c4").
    pub describe: String,
    /// Facts of this game only (the cells it uses, say).
    #[serde(flatten)]
    pub facts: M,
}

/// Even or odd, as the reports name a parity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Parity {
    /// Divisible by 2.
    Even,
    /// Not divisible by 2.
    Odd,
}

impl Parity {
    /// The parity of `n`.
    pub fn of(n: u128) -> Parity {
        if n.is_multiple_of(2) {
            Parity::Even
        } else {
            Parity::Odd
        }
    }

    /// `"even"` or `"odd"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Parity::Even => "even",
            Parity::Odd => "odd",
        }
    }
}

impl<P> Part<P> {
    /// A part with its description, value and facts.
    pub fn new(describe: impl Into<String>, value: impl fmt::Display, facts: P) -> Part<P> {
        Part {
            describe: describe.into(),
            value: value.to_string(),
            facts,
        }
    }
}

impl<M> MoveReport<M> {
    /// A move with its description and facts.
    pub fn new(describe: impl Into<String>, facts: M) -> MoveReport<M> {
        MoveReport {
            describe: describe.into(),
            facts,
        }
    }
}

impl<F: Facts> Report<F> {
    /// A report holding the game, the contest answer and the game's facts; every other field
    /// empty.
    pub fn new(game: &'static str, answer: impl Into<String>, facts: F) -> Report<F> {
        Report {
            game,
            answer: answer.into(),
            board: None,
            outcome: None,
            value: None,
            parts: Vec::new(),
            winning_moves: None,
            remoteness: None,
            notes: Vec::new(),
            facts,
        }
    }

    /// The report as one line of JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a report serialises: its maps have string keys")
    }

    /// The report as text for a person: the board, the answer, the outcome and value, the
    /// game's facts (one `name: value` line each, in the order of their names), the parts,
    /// the winning moves, the remoteness and the notes.
    pub fn explain(&self) -> String {
        written(|out| self.write_explanation(out))
    }

    fn write_explanation(&self, out: &mut String) -> fmt::Result {
        if let Some(board) = &self.board {
            for line in board.lines() {
                writeln!(out, "    {line}")?;
            }
        }
        writeln!(out, "answer: {}", self.answer)?;
        if let Some(outcome) = self.outcome {
            writeln!(out, "outcome: {}", outcome.describe())?;
        }
        if let Some(value) = &self.value {
            writeln!(out, "value: {value}")?;
        }
        // Through the text, not `to_value`: a `u128` fact beyond 64 bits is valid JSON text.
        let text = serde_json::to_string(&self.facts).expect("facts serialise");
        if let Ok(Value::Object(facts)) = serde_json::from_str(&text) {
            for (key, value) in &facts {
                write_fact(out, &key.replace('_', " "), value)?;
            }
        }
        if !self.parts.is_empty() {
            writeln!(out, "parts ({}):", self.parts.len())?;
            for part in &self.parts {
                writeln!(out, "  - {}: {}", part.describe, part.value)?;
            }
        }
        if let Some(moves) = &self.winning_moves {
            if moves.is_empty() {
                writeln!(out, "winning moves: none: every move loses")?;
            } else {
                writeln!(out, "winning moves ({}):", moves.len())?;
                for m in moves {
                    writeln!(out, "  - {}", m.describe)?;
                }
            }
        }
        if let Some(r) = self.remoteness {
            writeln!(out, "remoteness: {r} moves to the end under best play")?;
        }
        for note in &self.notes {
            writeln!(out, "{note}")?;
        }
        Ok(())
    }
}

fn rows_without_final_line_end<S: serde::Serializer>(
    board: &Option<String>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    board
        .as_deref()
        .map(|rows| rows.trim_end_matches('\n'))
        .serialize(serializer)
}

/// One fact for a person: `name: value`, `name: none` for an empty list, and a list of
/// described items (moves, say) one per line, each with its other fields after it.
fn write_fact(out: &mut String, name: &str, value: &Value) -> fmt::Result {
    match value {
        Value::Array(items) if items.is_empty() => writeln!(out, "{name}: none"),
        Value::Array(items) if items.iter().all(|i| i.get("describe").is_some()) => {
            writeln!(out, "{name} ({}):", items.len())?;
            for item in items {
                write!(out, "  - {}", plain(&item["describe"]))?;
                if let Value::Object(fields) = item {
                    let others: Vec<String> = fields
                        .iter()
                        .filter(|(k, _)| *k != "describe")
                        .map(|(k, v)| format!("{}: {}", k.replace('_', " "), plain(v)))
                        .collect();
                    if !others.is_empty() {
                        write!(out, " ({})", others.join(", "))?;
                    }
                }
                writeln!(out)?;
            }
            Ok(())
        }
        other => writeln!(out, "{name}: {}", plain(other)),
    }
}

/// A JSON value as plain text: strings without quotes, lists separated by commas.
fn plain(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        Value::Array(items) => items.iter().map(plain).collect::<Vec<_>>().join(", "),
        other => other.to_string(),
    }
}

/// Text for a person, written into a new string by `write`.
fn written(write: impl FnOnce(&mut String) -> fmt::Result) -> String {
    let mut out = String::new();
    write(&mut out).expect("a String takes any text");
    out
}

/// A comparison's answer for a person: the expression `text` as written (trimmed), then the
/// answer.
fn write_answer(out: &mut String, text: &str, answer: &dyn fmt::Display) -> fmt::Result {
    writeln!(out, "{}\n  {answer}", text.trim())
}

/// The head of a value's report for a person: the expression `text` as written (trimmed), its
/// value, and its outcome with the outcome's `words`.
fn write_value_head(
    out: &mut String,
    text: &str,
    value: &dyn fmt::Display,
    outcome: &dyn fmt::Display,
    words: &str,
) -> fmt::Result {
    writeln!(out, "{}", text.trim())?;
    writeln!(out, "  value: {value}")?;
    writeln!(out, "  outcome: {outcome} ({words})")
}

/// Items separated by commas, or `none`.
fn list(items: &[String]) -> String {
    if items.is_empty() {
        "none".into()
    } else {
        items.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Serialize)]
    struct HeapFacts {
        heaps: Vec<u32>,
        #[serde(skip_serializing_if = "Option::is_none")]
        largest: Option<u32>,
    }

    #[derive(Debug, Clone, Serialize)]
    struct HeapMove {
        heap: u32,
    }

    impl Facts for HeapFacts {
        type Part = ();
        type Move = HeapMove;
    }

    #[test]
    fn explanation_and_json_carry_the_same_facts() {
        let facts = HeapFacts {
            heaps: vec![1, 2],
            largest: None,
        };
        let mut r = Report::new("demo", "WIN", facts);
        r.outcome = Some(Outcome::N);
        r.value = Some("*3".into());
        r.parts = vec![
            Part::new("heap of 1", "*", ()),
            Part::new("heap of 2", "*2", ()),
        ];
        r.winning_moves = Some(vec![MoveReport::new(
            "take 1 from the heap of 2",
            HeapMove { heap: 2 },
        )]);
        let text = r.explain();
        assert!(text.contains("answer: WIN"));
        assert!(text.contains("outcome: N: the player to move wins"));
        assert!(text.contains("heaps: 1, 2"));
        assert!(!text.contains("largest"));
        assert!(text.contains("  - heap of 2: *2"));
        assert!(text.contains("  - take 1 from the heap of 2"));
        let json: Value = serde_json::from_str(&r.to_json()).unwrap();
        assert_eq!(json["outcome"], "N");
        assert_eq!(json["heaps"][1], 2);
        assert_eq!(json["winning_moves"][0]["heap"], 2);
        assert_eq!(
            json["parts"][0],
            serde_json::json!({"describe": "heap of 1", "value": "*"})
        );
        assert!(json.get("remoteness").is_none());
        assert!(json.get("largest").is_none());
        r.board = Some("O.\n.O\n".into());
        let json: Value = serde_json::from_str(&r.to_json()).unwrap();
        assert_eq!(json["board"], "O.\n.O");
    }

    #[test]
    fn no_winning_move_is_said() {
        let mut r = Report::new("demo", "LOSE", ());
        r.winning_moves = Some(vec![]);
        assert!(
            r.explain()
                .contains("winning moves: none: every move loses")
        );
        assert_eq!(
            serde_json::from_str::<Value>(&r.to_json()).unwrap()["winning_moves"],
            Value::Array(vec![])
        );
    }

    #[test]
    fn lists_of_moves_among_the_facts_are_explained_one_per_line() {
        let mut text = String::new();
        let moves = serde_json::json!([
            {"describe": "take 1", "value_after": "*"},
            {"describe": "take 2", "value_after": "0"}
        ]);
        write_fact(&mut text, "left winning moves", &moves).unwrap();
        write_fact(&mut text, "right winning moves", &serde_json::json!([])).unwrap();
        write_fact(&mut text, "heaps", &serde_json::json!([1, 2])).unwrap();
        assert_eq!(
            text,
            "left winning moves (2):\n  - take 1 (value after: *)\n  - take 2 (value after: 0)\n\
             right winning moves: none\nheaps: 1, 2\n"
        );
    }

    #[test]
    fn parities_are_named_in_lowercase() {
        assert_eq!(Parity::of(38), Parity::Even);
        assert_eq!(serde_json::to_string(&Parity::of(7)).unwrap(), "\"odd\"");
    }
}
