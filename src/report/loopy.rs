//! What `cgsolve value` says about a loopy value (one that is not a short game): its sides
//! and the properties CGSuite gives a stopper, in the order of the JSON's keys
//! (`docs/loopy.md`). A property that only a stopper has is `null` for other values; one
//! that needs a sum past the memory budget is left out and named under `not_computed`, or
//! with [`Extent::All`] refuses the report.

use super::value::Extent;
use super::write_value_head;
use crate::theory::canonical::Arena;
use crate::theory::loopy::graph::Mover;
use crate::theory::loopy::notation::{stopper_notation, to_notation};
use crate::theory::loopy::properties::{self, Pseudonumber};
use crate::theory::loopy::{LoopyOutcome, SidedValue, TooLarge};
use serde::Serialize;
use std::fmt::{self, Write};

/// Every property of a loopy value.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LoopyReport {
    /// The value in CGSuite notation.
    pub value: String,
    /// The onside (for a stopper, the value itself).
    pub onside: String,
    /// The offside (for a stopper, the value itself).
    pub offside: String,
    /// The degree of loopiness of a stopper, `G` upsum `-G`: `Some(None)` (JSON `null`) for
    /// a value that is not a stopper, `None` (left out of the JSON) when not computed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub degree: Option<Option<String>>,
    /// The variety of a stable stopper: `Some(None)` when there is none, `None` when not
    /// computed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variety: Option<Option<String>>,
    /// A stopper's Left stop: a number, `x over`, `x under`, `on` or `off`.
    pub left_stop: Option<String>,
    /// A stopper's Right stop.
    pub right_stop: Option<String>,
    /// The positions of a stopper's canonical graph.
    pub follower_count: Option<usize>,
    /// Whether the value is a stopper (no endless alternating play).
    pub is_stopper: bool,
    /// Whether a stopper's only cycles are passes.
    pub is_plumtree: Option<bool>,
    /// Whether `G + G == G`; `None` (left out of the JSON) when not computed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_idempotent: Option<bool>,
    /// Whether both strong stops are 0 (for sides that are stoppers).
    pub is_infinitesimal: Option<bool>,
    /// Whether the onside's Left strong stop equals the offside's Right strong stop, a
    /// number (for sides that are stoppers).
    pub is_numberish: Option<bool>,
    /// Whether a stopper's upsum and downsum varieties agree: `Some(None)` (`null`) when its
    /// degree is not idempotent (as CGSuite refuses) or it is not a stopper, `None` (left
    /// out of the JSON) when not computed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_stable: Option<Option<bool>>,
    /// The outcome class, with draws.
    pub outcome: LoopyOutcome,
    /// The properties left out (by their keys) because a sum they need would pass the
    /// memory budget; left out of the JSON when every property was computed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub not_computed: Vec<&'static str>,
}

/// A property, or why it is missing: `Ok(None)` when it was left out.
type Computed<T> = Result<Option<T>, TooLarge>;

/// `result` as a property of a report of `extent`: a sum past the budget leaves it out
/// (named in `not_computed` under `keys`) unless every property was asked for.
fn computed<T>(
    result: Result<T, TooLarge>,
    extent: Extent,
    keys: &[&'static str],
    not_computed: &mut Vec<&'static str>,
) -> Computed<T> {
    match (result, extent) {
        (Ok(x), _) => Ok(Some(x)),
        (Err(TooLarge), Extent::All) => Err(TooLarge),
        (Err(TooLarge), Extent::Bounded) => {
            for key in keys {
                if !not_computed.contains(key) {
                    not_computed.push(key);
                }
            }
            Ok(None)
        }
    }
}

impl LoopyReport {
    /// Every property of `value`; its short parts go through `arena`.
    pub fn new(arena: &mut Arena, value: &SidedValue) -> LoopyReport {
        LoopyReport::within(arena, value, usize::MAX, Extent::All).expect("no budget to pass")
    }

    /// The properties of `value` whose sums (the degree, the varieties, `G + G`) build graphs
    /// of at most `budget` positions (`theory::loopy::parse::budget`); past it, a property is
    /// left out ([`Extent::Bounded`]) or the report refused ([`Extent::All`]).
    pub fn within(
        arena: &mut Arena,
        value: &SidedValue,
        budget: usize,
        extent: Extent,
    ) -> Result<LoopyReport, TooLarge> {
        let mut not_computed = Vec::new();
        let stopper = value.is_stopper();
        let sided = value.is_stopper_sided();
        let stop = |arena: &mut Arena, side: &crate::theory::loopy::Loopy, m: Mover| {
            properties::stop(arena, side, m)
        };
        let strong = |p: &Option<Pseudonumber>| p.as_ref().and_then(|p| p.strong().cloned());
        let (on_left, off_right) = if sided {
            (
                stop(arena, &value.onside, Mover::Left),
                stop(arena, &value.offside, Mover::Right),
            )
        } else {
            (None, None)
        };
        let (on_right, off_left) = if sided {
            (
                stop(arena, &value.onside, Mover::Right),
                stop(arena, &value.offside, Mover::Left),
            )
        } else {
            (None, None)
        };
        let after_degree = ["degree", "variety", "is_stable"];
        let degree: Option<Option<SidedValue>> = match stopper {
            true => computed(
                properties::degree(value, budget),
                extent,
                &after_degree,
                &mut not_computed,
            )?
            .map(Some),
            false => Some(None),
        };
        // CGSuite refuses varieties over a degree that is not idempotent.
        let varieties: Option<bool> = match &degree {
            Some(Some(d)) => computed(
                properties::is_idempotent(d, budget),
                extent,
                &after_degree[1..],
                &mut not_computed,
            )?,
            Some(None) => Some(false),
            None => None,
        };
        let variety: Option<Option<SidedValue>> = match varieties {
            Some(true) => computed(
                properties::variety(value, budget),
                extent,
                &after_degree[1..],
                &mut not_computed,
            )?,
            Some(false) => Some(None),
            None => None,
        };
        let is_idempotent = computed(
            properties::is_idempotent(value, budget),
            extent,
            &["is_idempotent"],
            &mut not_computed,
        )?;
        let is_stable = match (varieties, &variety) {
            (Some(true), Some(v)) => Some(Some(v.is_some())),
            (Some(false), _) => Some(None),
            _ => None,
        };
        let zero = crate::theory::dyadic::Dyadic::zero();
        let infinitesimal = |l: &Option<Pseudonumber>, r: &Option<Pseudonumber>| {
            strong(l) == Some(zero.clone()) && strong(r) == Some(zero.clone())
        };
        Ok(LoopyReport {
            value: to_notation(arena, value),
            onside: stopper_or_side(arena, &value.onside),
            offside: stopper_or_side(arena, &value.offside),
            degree: degree.map(|d| d.map(|d| to_notation(arena, &d))),
            variety: variety.map(|v| v.map(|v| to_notation(arena, &v))),
            left_stop: if stopper {
                on_left.as_ref().map(|p| p.to_string())
            } else {
                None
            },
            right_stop: if stopper {
                off_right.as_ref().map(|p| p.to_string())
            } else {
                None
            },
            follower_count: stopper.then(|| value.onside.graph.expanded_len()),
            is_stopper: stopper,
            is_plumtree: stopper.then(|| value.onside.is_plumtree()),
            is_idempotent,
            is_infinitesimal: sided.then(|| {
                infinitesimal(&on_left, &on_right) && infinitesimal(&off_left, &off_right)
            }),
            is_numberish: sided
                .then(|| strong(&on_left).is_some() && strong(&on_left) == strong(&off_right)),
            is_stable,
            outcome: value.outcome(),
            not_computed,
        })
    }

    /// The report for a person, headed by the expression `text` as written.
    pub fn write_explanation(&self, text: &str, out: &mut String) -> fmt::Result {
        let yes = |b: bool| if b { "yes" } else { "no" };
        let maybe = |b: Option<bool>| b.map_or("not a stopper", yes);
        let words = outcome_words(self.outcome);
        write_value_head(out, text, &self.value, &self.outcome, words)?;
        writeln!(out, "  onside: {}, offside: {}", self.onside, self.offside)?;
        if self.is_stopper {
            writeln!(
                out,
                "  stopper: yes (play cannot go on forever with the players taking turns)"
            )?;
        } else {
            writeln!(
                out,
                "  stopper: no (its sides differ: endless play decides)"
            )?;
        }
        let or_none = |s: &Option<String>| s.clone().unwrap_or_else(|| "none".into());
        if let (Some(l), Some(r)) = (&self.left_stop, &self.right_stop) {
            writeln!(out, "  stops: left {l}, right {r}")?;
        }
        if let Some(Some(d)) = &self.degree {
            writeln!(out, "  degree of loopiness: {d}")?;
            if let Some(variety) = &self.variety {
                writeln!(out, "  variety: {}", or_none(variety))?;
            }
        }
        if let Some(n) = self.follower_count {
            writeln!(out, "  followers: {n}")?;
        }
        let or_not_computed = |b: Option<&'static str>| b.unwrap_or("not computed");
        writeln!(
            out,
            "  plumtree: {}, idempotent: {}, infinitesimal: {}, numberish: {}, stable: {}",
            maybe(self.is_plumtree),
            or_not_computed(self.is_idempotent.map(yes)),
            maybe(self.is_infinitesimal),
            maybe(self.is_numberish),
            or_not_computed(self.is_stable.map(maybe)),
        )?;
        if !self.not_computed.is_empty() {
            let names: Vec<&str> = self
                .not_computed
                .iter()
                .map(|key| match *key {
                    "degree" => "degree of loopiness",
                    "is_idempotent" => "idempotent",
                    "is_stable" => "stable",
                    other => other,
                })
                .collect();
            writeln!(
                out,
                "  not computed, as a sum they need passes the memory limit (ask with \
                 --all-properties): {}",
                names.join(", ")
            )?;
        }
        Ok(())
    }
}

fn stopper_or_side(arena: &mut Arena, side: &crate::theory::loopy::Loopy) -> String {
    if side.is_stopper() {
        stopper_notation(arena, side)
    } else {
        to_notation(arena, &SidedValue::stopper(side.clone()))
    }
}

fn outcome_words(o: LoopyOutcome) -> &'static str {
    match o {
        LoopyOutcome::L => "Left wins, whoever starts",
        LoopyOutcome::R => "Right wins, whoever starts",
        LoopyOutcome::N => "whoever starts wins",
        LoopyOutcome::P => "whoever starts loses",
        LoopyOutcome::D => "a draw: neither can force a win, whoever starts",
        LoopyOutcome::PHat => "Left wins moving second, draws moving first",
        LoopyOutcome::NHat => "Left wins moving first, draws moving second",
        LoopyOutcome::PCheck => "Right wins moving second, draws moving first",
        LoopyOutcome::NCheck => "Right wins moving first, draws moving second",
    }
}
