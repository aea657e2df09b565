//! What `cgsolve value` says about a misère expression (`*[2#0]`, `*[2] + *[2]`,
//! `*[2#0] Link *[2#1]`): an operation's yes or no, or every property CGSuite computes for a
//! misère canonical form. Printed as JSON by `--json` (keys documented in `docs/misere.md`)
//! and for a person by `--explain`.

use super::{list, write_answer, written};
use crate::theory::canonical::LimitExceeded;
use crate::theory::misere::{MisereArena, MisereId, MisereValue};
use crate::theory::outcome::Outcome;
use serde::Serialize;
use std::fmt::{self, Write};

/// The answer for one misère expression.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum MisereValueReport {
    /// `G IsLinkedTo H`: its answer, the only key of its JSON.
    Question {
        /// Whether it holds.
        value: bool,
    },
    /// A misère form and every property of it.
    Game(Box<MisereReport>),
}

/// Every property of a misère canonical form, in the order of the JSON's keys; the names are
/// CGSuite's, in snake case.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MisereReport {
    /// The form in CGSuite's notation.
    pub value: String,
    /// The genus as CGSuite writes it (`0^120`).
    pub genus: String,
    /// The mate: `*[1]` for `*[0]`, else the game of the options' mates.
    pub mate: String,
    /// The Grundy value under normal play.
    pub nim_value: u32,
    /// The misère Grundy value: 0 exactly for a misère P-position.
    pub misere_nim_value: u32,
    /// The outcome under misère play (P or N).
    pub misere_outcome: Outcome,
    /// The birthday.
    pub birthday: u32,
    /// The options, in CGSuite's order.
    pub options: Vec<String>,
    /// The proper parts, in the order CGSuite lists them.
    pub parts: Vec<String>,
    /// Every partition into primes (and `*[1]` for an odd form).
    pub partitions: Vec<Vec<String>>,
    /// Hereditarily tame.
    pub is_tame: bool,
    /// Hereditarily restive.
    pub is_restive: bool,
    /// Restless.
    pub is_restless: bool,
    /// Not generally tame, and `G + G` generally tame of genus `0^0`.
    pub is_half_tame: bool,
    /// Tame, possibly through reversible moves.
    pub is_generally_tame: bool,
    /// Restive, possibly through reversible moves.
    pub is_generally_restive: bool,
    /// Tame or tameable.
    pub is_tameable: bool,
    /// Each option is a part of the form.
    pub is_extraverted: bool,
    /// A part of each of its options (only `*[0]` and `*[1]`).
    pub is_introverted: bool,
    /// Its birthday is below that of the form plus `*[1]`.
    pub is_even: bool,
    /// Not `*[0]` or `*[1]`, and with no proper part.
    pub is_prime: bool,
    /// A nim heap.
    pub is_nim_heap: bool,
}

impl MisereValueReport {
    /// The report on `value`, whose forms live in `arena`; `Err` when a property would take
    /// the arena past its limit.
    pub fn new(arena: &mut MisereArena, value: MisereValue) -> Result<Self, LimitExceeded> {
        Ok(match value {
            MisereValue::Bool(value) => MisereValueReport::Question { value },
            MisereValue::Game(g) => MisereValueReport::Game(Box::new(MisereReport::new(arena, g)?)),
        })
    }

    /// The report as one line of JSON (without a line end).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a misère report serialises: it has no maps")
    }

    /// The report for a person, headed by the expression `text` as written (trimmed).
    pub fn explain(&self, text: &str) -> String {
        written(|out| match self {
            MisereValueReport::Question { value } => write_answer(out, text, value),
            MisereValueReport::Game(game) => game.write_explanation(text, out),
        })
    }
}

impl MisereReport {
    /// Every property of the form `g` of `a`.
    pub fn new(a: &mut MisereArena, g: MisereId) -> Result<MisereReport, LimitExceeded> {
        let mate = a.mate(g)?;
        let options = a.options(g);
        let parts = a.parts(g)?;
        let partitions = a.partitions(g)?;
        Ok(MisereReport {
            value: a.to_notation(g)?,
            genus: a.genus(g)?.to_string(),
            mate: a.to_notation(mate)?,
            nim_value: a.nim_value(g),
            misere_nim_value: a.misere_nim_value(g),
            misere_outcome: if a.is_p_position(g) {
                Outcome::P
            } else {
                Outcome::N
            },
            birthday: a.birthday(g),
            options: forms(a, &options)?,
            parts: forms(a, &parts)?,
            partitions: partitions
                .iter()
                .map(|p| forms(a, p))
                .collect::<Result<_, _>>()?,
            is_tame: a.is_tame(g),
            is_restive: a.is_restive(g),
            is_restless: a.is_restless(g),
            is_half_tame: a.is_half_tame(g)?,
            is_generally_tame: a.is_generally_tame(g),
            is_generally_restive: a.is_generally_restive(g),
            is_tameable: a.is_tameable(g),
            is_extraverted: a.is_extraverted(g)?,
            is_introverted: a.is_introverted(g),
            is_even: g.is_even(),
            is_prime: a.is_prime(g)?,
            is_nim_heap: a.is_nim_heap(g)?,
        })
    }

    fn write_explanation(&self, text: &str, out: &mut String) -> fmt::Result {
        let yes = |b: bool| if b { "yes" } else { "no" };
        writeln!(out, "{}", text.trim())?;
        writeln!(out, "  value: {}", self.value)?;
        let words = if self.misere_outcome == Outcome::P {
            "whoever starts loses"
        } else {
            "whoever starts wins"
        };
        writeln!(
            out,
            "  misère outcome: {} ({words}, the last to move losing)",
            self.misere_outcome
        )?;
        writeln!(out, "  genus: {}", self.genus)?;
        writeln!(
            out,
            "  nim value: {} (normal play), misère nim value: {}",
            self.nim_value, self.misere_nim_value
        )?;
        writeln!(out, "  birthday: {}", self.birthday)?;
        writeln!(out, "  mate: {}", self.mate)?;
        writeln!(out, "  options: {}", list(&self.options))?;
        writeln!(out, "  parts: {}", list(&self.parts))?;
        let partitions: Vec<String> = self
            .partitions
            .iter()
            .map(|p| format!("[{}]", p.join(" + ")))
            .collect();
        writeln!(out, "  partitions: {}", partitions.join(", "))?;
        writeln!(
            out,
            "  tame: {}, generally tame: {}, tameable: {}, half-tame: {}",
            yes(self.is_tame),
            yes(self.is_generally_tame),
            yes(self.is_tameable),
            yes(self.is_half_tame)
        )?;
        writeln!(
            out,
            "  restive: {}, generally restive: {}, restless: {}",
            yes(self.is_restive),
            yes(self.is_generally_restive),
            yes(self.is_restless)
        )?;
        writeln!(
            out,
            "  extraverted: {}, introverted: {}, even: {}, prime: {}, nim heap: {}",
            yes(self.is_extraverted),
            yes(self.is_introverted),
            yes(self.is_even),
            yes(self.is_prime),
            yes(self.is_nim_heap)
        )
    }
}

/// Forms in CGSuite's notation.
fn forms(a: &mut MisereArena, games: &[MisereId]) -> Result<Vec<String>, LimitExceeded> {
    games.iter().map(|&g| a.to_notation(g)).collect()
}
