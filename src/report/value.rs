//! What `cgsolve value` says about one expression in CGSuite notation: a comparison's answer,
//! or every property CGSuite computes for a short game's canonical form. One shape for every
//! front end: printed as JSON by `--json` (its keys documented in `docs/values.md`) and for a
//! person by `--explain`.

use super::loopy::LoopyReport;
use super::{list, write_answer, write_value_head, written};
use crate::theory::canonical::{
    CheapProperties, GameId, LimitExceeded, Limited, Thermograph, Value,
};
use crate::theory::dyadic::Dyadic;
use crate::theory::outcome::Outcome;
use num_bigint::BigUint;
use serde::{Serialize, Serializer};
use std::fmt::{self, Display, Write};

/// The answer for one expression.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum ValueReport {
    /// A comparison (`1 < 2`): its answer, the only key of its JSON.
    Comparison {
        /// Whether the comparison holds.
        value: bool,
    },
    /// A game: its canonical form and every property of it.
    Game(Box<GameReport>),
    /// A loopy game that is not short: its value, sides and properties.
    Loopy(Box<LoopyReport>),
}

/// Every property of a short game's canonical form, in the order of the JSON's keys.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GameReport {
    /// The canonical form in CGSuite notation.
    pub value: String,
    /// The outcome under normal play.
    pub outcome: Outcome,
    /// The birthday: CGSuite's formula for number-up-stars, else 1 + the largest option's (a
    /// JSON integer of any size).
    #[serde(serialize_with = "whole_number")]
    pub birthday: BigUint,
    /// Left's stop.
    #[serde(serialize_with = "text")]
    pub left_stop: Dyadic,
    /// Right's stop.
    #[serde(serialize_with = "text")]
    pub right_stop: Dyadic,
    /// The mean value.
    #[serde(serialize_with = "text")]
    pub mean: Dyadic,
    /// The temperature.
    #[serde(serialize_with = "text")]
    pub temperature: Dyadic,
    /// The thermograph (in the JSON as CGSuite prints it).
    #[serde(serialize_with = "text")]
    pub thermograph: Thermograph,
    /// The atomic weight in CGSuite notation, `Some(None)` (JSON `null`) when there is none;
    /// `None` (left out of the JSON) when not computed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub atomic_weight: Option<Option<String>>,
    /// Why there is no atomic weight; left out of the JSON when there is one or when it was
    /// not computed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub atomic_weight_error: Option<String>,
    /// The simplest game infinitesimally close; left out when not computed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reduced_canonical_form: Option<String>,
    /// Left's canonical options, in CGSuite's order.
    pub left_options: Vec<String>,
    /// Right's canonical options, in CGSuite's order.
    pub right_options: Vec<String>,
    /// Left's incentives, `GL - G`, without duplicates or dominated ones; left out when not
    /// computed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub left_incentives: Option<Vec<String>>,
    /// Right's incentives, `G - GR`, without duplicates or dominated ones; left out when not
    /// computed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub right_incentives: Option<Vec<String>>,
    /// Distinct canonical followers, the game itself included (a JSON integer of any size).
    #[serde(serialize_with = "whole_number")]
    pub follower_count: BigUint,
    /// The outcome of the canonical form under misère play.
    pub misere_outcome: Outcome,
    /// Whether it is a number.
    pub is_number: bool,
    /// Whether it is a nimber.
    pub is_nimber: bool,
    /// Whether it is infinitesimal (both stops 0).
    pub is_infinitesimal: bool,
    /// Whether it is all-small.
    pub is_all_small: bool,
    /// Whether it is even-tempered.
    pub is_even_tempered: bool,
    /// Whether it is odd-tempered.
    pub is_odd_tempered: bool,
    /// The costly properties left out (by their keys) when [`Extent::Bounded`]: those with no
    /// closed formula whose general computation walks more than [`COSTLY_FOLLOWERS`]
    /// followers; left out of the JSON when every property was computed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub not_computed: Vec<&'static str>,
}

/// The most followers the general computation of a costly property (atomic weight, reduced
/// canonical form, incentives) may walk for a [`Extent::Bounded`] report to compute it, when
/// no closed formula gives it ([`Arena::cheap_properties`](crate::theory::canonical::Arena::cheap_properties)):
/// its cost can grow far faster than the form, an incentive `GL - G` of a form of 120
/// followers may print in megabytes.
pub const COSTLY_FOLLOWERS: u32 = 100;

/// Which properties a report computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extent {
    /// Every property, whatever the form's size (within the arena's limit).
    All,
    /// The costly properties only when they cost little: by a closed formula, or by a general
    /// computation that walks at most [`COSTLY_FOLLOWERS`] followers.
    Bounded,
}

/// The costly properties of a form, each `None` when not computed.
#[derive(Default)]
struct Costly {
    atomic_weight: Option<Option<String>>,
    atomic_weight_error: Option<String>,
    reduced_canonical_form: Option<String>,
    left_incentives: Option<Vec<String>>,
    right_incentives: Option<Vec<String>>,
}

impl Costly {
    /// The costly properties `wanted` says of `g`.
    fn new(a: &mut Limited, g: GameId, wanted: CheapProperties) -> Result<Costly, LimitExceeded> {
        let mut costly = Costly::default();
        if wanted.atomic_weight {
            match a.atomic_weight(g)? {
                Ok(w) => costly.atomic_weight = Some(Some(a.to_notation(w)?)),
                Err(e) => {
                    costly.atomic_weight = Some(None);
                    costly.atomic_weight_error = Some(e.to_string());
                }
            }
        }
        if wanted.reduced_canonical_form {
            let reduced = a.reduced_canonical_form(g)?;
            costly.reduced_canonical_form = Some(a.to_notation(reduced)?);
        }
        if wanted.incentives {
            let (li, ri) = (a.left_incentives(g)?, a.right_incentives(g)?);
            costly.left_incentives = Some(forms(a, li)?);
            costly.right_incentives = Some(forms(a, ri)?);
        }
        Ok(costly)
    }

    /// The keys of the costly properties left out, in the JSON's order.
    fn left_out(&self) -> Vec<&'static str> {
        let mut keys = Vec::new();
        if self.atomic_weight.is_none() {
            keys.push("atomic_weight");
        }
        if self.reduced_canonical_form.is_none() {
            keys.push("reduced_canonical_form");
        }
        if self.left_incentives.is_none() {
            keys.extend(["left_incentives", "right_incentives"]);
        }
        keys
    }
}

impl ValueReport {
    /// The report on `value`, a parsed expression whose games live in `arena`, its costly
    /// properties only for a small form ([`Extent::Bounded`]); `Err` when computing a property
    /// would take the arena past its limit.
    pub fn new(arena: &mut Limited, value: Value) -> Result<ValueReport, LimitExceeded> {
        ValueReport::with_extent(arena, value, Extent::Bounded)
    }

    /// The report on `value` with the properties `extent` says.
    pub fn with_extent(
        arena: &mut Limited,
        value: Value,
        extent: Extent,
    ) -> Result<ValueReport, LimitExceeded> {
        Ok(match value {
            Value::Bool(value) => ValueReport::Comparison { value },
            Value::Game(g) => ValueReport::Game(Box::new(GameReport::new(arena, g, extent)?)),
        })
    }

    /// The report as one line of JSON (without a line end).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a value report serialises: it has no maps")
    }

    /// The report for a person, headed by the expression `text` as written (trimmed), one
    /// property a line.
    pub fn explain(&self, text: &str) -> String {
        written(|out| match self {
            ValueReport::Comparison { value } => write_answer(out, text, value),
            ValueReport::Game(game) => game.write_explanation(text, out),
            ValueReport::Loopy(loopy) => loopy.write_explanation(text, out),
        })
    }
}

impl GameReport {
    /// The properties `extent` says of the game `g` of `arena`; `Err` when computing one would
    /// take the arena past its limit.
    pub fn new(a: &mut Limited, g: GameId, extent: Extent) -> Result<GameReport, LimitExceeded> {
        let thermograph = a.thermograph(g)?;
        let follower_count = a.follower_count(g)?;
        let wanted = match extent {
            Extent::All => CheapProperties {
                atomic_weight: true,
                reduced_canonical_form: true,
                incentives: true,
            },
            Extent::Bounded => a.cheap_properties(g, COSTLY_FOLLOWERS as usize)?,
        };
        let costly = Costly::new(a, g, wanted)?;
        let not_computed = costly.left_out();
        let (lo, ro) = (a.left_options(g)?, a.right_options(g)?);
        Ok(GameReport {
            value: a.to_notation(g)?,
            outcome: a.outcome(g)?,
            birthday: a.birthday(g)?,
            left_stop: a.left_stop(g)?,
            right_stop: a.right_stop(g)?,
            mean: a.mean(g)?,
            temperature: a.temperature(g)?,
            thermograph,
            atomic_weight: costly.atomic_weight,
            atomic_weight_error: costly.atomic_weight_error,
            reduced_canonical_form: costly.reduced_canonical_form,
            left_options: forms(a, lo)?,
            right_options: forms(a, ro)?,
            left_incentives: costly.left_incentives,
            right_incentives: costly.right_incentives,
            follower_count,
            misere_outcome: a.misere_outcome(g)?,
            is_number: a.arena().is_number(g),
            is_nimber: a.arena().is_nimber(g),
            is_infinitesimal: a.is_infinitesimal(g)?,
            is_all_small: a.is_all_small(g)?,
            is_even_tempered: a.is_even_tempered(g)?,
            is_odd_tempered: a.is_odd_tempered(g)?,
            not_computed,
        })
    }

    fn write_explanation(&self, text: &str, out: &mut String) -> fmt::Result {
        let yes = |b: bool| if b { "yes" } else { "no" };
        let words = outcome_words(self.outcome);
        write_value_head(out, text, &self.value, &self.outcome, words)?;
        writeln!(out, "  birthday: {}", self.birthday)?;
        writeln!(
            out,
            "  stops: left {}, right {}",
            self.left_stop, self.right_stop
        )?;
        writeln!(out, "  mean: {}", self.mean)?;
        writeln!(out, "  temperature: {}", self.temperature)?;
        writeln!(out, "  thermograph: {}", self.thermograph)?;
        writeln!(
            out,
            "    {} (points (t, value), vertical above the last)",
            self.thermograph.walls()
        )?;
        match (&self.atomic_weight, &self.atomic_weight_error) {
            (Some(Some(w)), _) => writeln!(out, "  atomic weight: {w}")?,
            (Some(None), e) => writeln!(
                out,
                "  atomic weight: none ({})",
                e.as_deref().unwrap_or("")
            )?,
            (None, _) => {}
        }
        if let Some(reduced) = &self.reduced_canonical_form {
            writeln!(out, "  reduced canonical form: {reduced}")?;
        }
        writeln!(out, "  left options: {}", list(&self.left_options))?;
        writeln!(out, "  right options: {}", list(&self.right_options))?;
        if let (Some(left), Some(right)) = (&self.left_incentives, &self.right_incentives) {
            writeln!(out, "  left incentives: {}", list(left))?;
            writeln!(out, "  right incentives: {}", list(right))?;
        }
        writeln!(out, "  followers: {}", self.follower_count)?;
        writeln!(
            out,
            "  misère outcome: {} ({})",
            self.misere_outcome,
            outcome_words(self.misere_outcome)
        )?;
        writeln!(
            out,
            "  number: {}, nimber: {}, infinitesimal: {}, all-small: {}, even-tempered: {}, \
             odd-tempered: {}",
            yes(self.is_number),
            yes(self.is_nimber),
            yes(self.is_infinitesimal),
            yes(self.is_all_small),
            yes(self.is_even_tempered),
            yes(self.is_odd_tempered),
        )?;
        if !self.not_computed.is_empty() {
            let names: Vec<&str> = self
                .not_computed
                .iter()
                .filter_map(|key| match *key {
                    "atomic_weight" => Some("atomic weight"),
                    "reduced_canonical_form" => Some("reduced canonical form"),
                    "left_incentives" => Some("incentives"),
                    _ => None,
                })
                .collect();
            writeln!(
                out,
                "  not computed for a form of more than {COSTLY_FOLLOWERS} followers (ask with \
                 --all-properties): {}",
                names.join(", ")
            )?;
        }
        Ok(())
    }
}

/// Games as CGSuite notation, in CGSuite's order.
fn forms(arena: &mut Limited, games: Vec<GameId>) -> Result<Vec<String>, LimitExceeded> {
    let sorted = arena.sorted(games)?;
    sorted.into_iter().map(|g| arena.to_notation(g)).collect()
}

fn outcome_words(o: Outcome) -> &'static str {
    match o {
        Outcome::L => "Left wins, whoever starts",
        Outcome::R => "Right wins, whoever starts",
        Outcome::N => "whoever starts wins",
        Outcome::P => "whoever starts loses",
    }
}

/// A value as the text it displays as.
fn text<T: Display, S: Serializer>(value: &T, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(value)
}

/// A whole number of any size as a number: a `u64` when it fits, else its digits written as
/// they are into the JSON.
fn whole_number<S: Serializer>(n: &BigUint, serializer: S) -> Result<S::Ok, S::Error> {
    match u64::try_from(n) {
        Ok(small) => serializer.serialize_u64(small),
        Err(_) => serde_json::value::RawValue::from_string(n.to_string())
            .map_err(serde::ser::Error::custom)?
            .serialize(serializer),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theory::canonical::Arena;

    fn report(text: &str) -> ValueReport {
        let mut arena = Arena::new();
        let value = arena.parse_expression(text).expect("a valid expression");
        ValueReport::new(&mut arena.limited(usize::MAX), value).expect("no limit")
    }

    #[test]
    fn a_comparison_is_its_answer_alone() {
        assert_eq!(report("1 < 2").to_json(), r#"{"value":true}"#);
        assert_eq!(report("1 < 2").explain(" 1 < 2 "), "1 < 2\n  true\n");
    }

    #[test]
    fn json_keys_come_in_the_documented_order_with_their_types() {
        let json = report("^").to_json();
        assert!(
            json.starts_with(r#"{"value":"^","outcome":"L","birthday":2,"left_stop":"0","#),
            "{json}"
        );
        assert!(
            json.contains(r#""atomic_weight":"1","reduced_canonical_form":"#),
            "{json}"
        );
        let switch = report("+-1").to_json();
        assert!(
            switch.ends_with(r#""is_even_tempered":false,"is_odd_tempered":true}"#),
            "{switch}"
        );
        assert!(
            switch.contains(r#""atomic_weight":null,"atomic_weight_error":""#),
            "{switch}"
        );
    }

    #[test]
    fn counts_past_u64_are_json_integers_with_every_digit() {
        let big = "1606938044258990275541962092341162602522202993782792835301376";
        let json = report(big).to_json();
        assert!(json.contains(&format!(r#""birthday":{big},"#)), "{json}");
        let parsed: serde_json::Value = serde_json::from_str(&json).expect("valid JSON");
        assert!(parsed["birthday"].is_number());
    }

    #[test]
    fn explain_names_the_flags_in_words() {
        let text = report("0").explain("0");
        assert!(
            text.ends_with(
                "  number: yes, nimber: yes, infinitesimal: yes, all-small: yes, \
                 even-tempered: yes, odd-tempered: no\n"
            ),
            "{text}"
        );
    }
}
