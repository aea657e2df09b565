//! What cgsolve knows about one position, in one shape for every game: printed for a person
//! (`--explain`) or as JSON (`--json`).

use crate::theory::outcome::Outcome;
use serde::Serialize;
use serde_json::{Map, Value};
use std::fmt::{self, Write};

/// The facts about one position. Fields a game cannot fill stay empty and are left out of the
/// JSON.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// The game's subcommand name.
    pub game: &'static str,
    /// The contest answer line.
    pub answer: String,
    /// The position drawn as a player sees it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// The outcome class.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
    /// The game value: a nimber (`*3`) or a number (`11/8`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    /// The independent parts the position splits into.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub parts: Vec<Part>,
    /// Every winning move (empty with `winning_moves_known` when no move wins), or `None` when
    /// the game does not list them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winning_moves: Option<Vec<MoveReport>>,
    /// How many moves the game lasts under best play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness: Option<u32>,
    /// Sentences that explain the answer.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// Facts of this game only.
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// One independent part of a position.
#[derive(Debug, Clone, Serialize)]
pub struct Part {
    /// The part as a person would name it.
    pub describe: String,
    /// Its game value.
    pub value: String,
    /// Facts of this game only (the part's cells, say).
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// One move, named so that a player can make it.
#[derive(Debug, Clone, Serialize)]
pub struct MoveReport {
    /// The move as a person would say it ("eat row 3, cells 2-4").
    pub describe: String,
    /// Facts of this game only (the cells it uses, say).
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl Part {
    /// A part with its description and value.
    pub fn new(describe: impl Into<String>, value: impl fmt::Display) -> Part {
        Part {
            describe: describe.into(),
            value: value.to_string(),
            extra: Map::new(),
        }
    }

    /// Adds a game-specific fact.
    pub fn with(mut self, key: &str, value: impl Serialize) -> Part {
        self.extra.insert(key.to_string(), to_value(value));
        self
    }
}

impl MoveReport {
    /// A move with its description.
    pub fn new(describe: impl Into<String>) -> MoveReport {
        MoveReport {
            describe: describe.into(),
            extra: Map::new(),
        }
    }

    /// Adds a game-specific fact.
    pub fn with(mut self, key: &str, value: impl Serialize) -> MoveReport {
        self.extra.insert(key.to_string(), to_value(value));
        self
    }
}

fn to_value(value: impl Serialize) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

impl Report {
    /// A report holding only the game and the contest answer.
    pub fn new(game: &'static str, answer: impl Into<String>) -> Report {
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
            extra: Map::new(),
        }
    }

    /// Adds a game-specific fact, shown in the JSON and in the explanation.
    pub fn with(mut self, key: &str, value: impl Serialize) -> Report {
        self.extra.insert(key.to_string(), to_value(value));
        self
    }

    /// The report as one line of JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }

    /// The report as text for a person.
    pub fn explain(&self) -> String {
        let mut out = String::new();
        self.write_explanation(&mut out)
            .expect("writing to a String cannot fail");
        out
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
        for (key, value) in &self.extra {
            writeln!(out, "{}: {}", key.replace('_', " "), plain(value))?;
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

/// A JSON value as plain text: strings without quotes, lists separated by commas.
fn plain(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        Value::Array(items) => items.iter().map(plain).collect::<Vec<_>>().join(", "),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explanation_and_json_carry_the_same_facts() {
        let mut r = Report::new("demo", "WIN").with("heaps", [1, 2]);
        r.outcome = Some(Outcome::N);
        r.value = Some("*3".into());
        r.parts = vec![Part::new("heap of 1", "*"), Part::new("heap of 2", "*2")];
        r.winning_moves = Some(vec![
            MoveReport::new("take 1 from the heap of 2").with("heap", 2),
        ]);
        let text = r.explain();
        assert!(text.contains("answer: WIN"));
        assert!(text.contains("outcome: N: the player to move wins"));
        assert!(text.contains("heaps: 1, 2"));
        assert!(text.contains("  - heap of 2: *2"));
        assert!(text.contains("  - take 1 from the heap of 2"));
        let json: Value = serde_json::from_str(&r.to_json()).unwrap();
        assert_eq!(json["outcome"], "N");
        assert_eq!(json["heaps"][1], 2);
        assert_eq!(json["winning_moves"][0]["heap"], 2);
        assert!(json.get("remoteness").is_none());
    }

    #[test]
    fn no_winning_move_is_said() {
        let mut r = Report::new("demo", "LOSE");
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
}
