//! What `cgsolve value` says about a loopy value (one that is not a short game): its sides
//! and the properties CGSuite gives a stopper, in the order of the JSON's keys
//! (`docs/loopy.md`). A property that only a stopper has is `null` for other values.

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
    /// The degree of loopiness of a stopper: `G` upsum `-G`.
    pub degree: Option<String>,
    /// The variety of a stable stopper.
    pub variety: Option<String>,
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
    /// Whether `G + G == G`.
    pub is_idempotent: bool,
    /// Whether both strong stops are 0 (for sides that are stoppers).
    pub is_infinitesimal: Option<bool>,
    /// Whether the onside's Left strong stop equals the offside's Right strong stop, a
    /// number (for sides that are stoppers).
    pub is_numberish: Option<bool>,
    /// Whether a stopper's upsum and downsum varieties agree (`null` when its degree is not
    /// idempotent, as CGSuite refuses).
    pub is_stable: Option<bool>,
    /// The outcome class, with draws.
    pub outcome: LoopyOutcome,
}

impl LoopyReport {
    /// Every property of `value`; its short parts go through `arena`.
    pub fn new(arena: &mut Arena, value: &SidedValue) -> LoopyReport {
        LoopyReport::within(arena, value, usize::MAX).expect("no budget to pass")
    }

    /// Every property of `value`, refused when a sum it makes (the degree, the varieties,
    /// `G + G`) would build a graph of more than `budget` positions
    /// (`theory::loopy::parse::budget`).
    pub fn within(
        arena: &mut Arena,
        value: &SidedValue,
        budget: usize,
    ) -> Result<LoopyReport, TooLarge> {
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
        let degree = match stopper {
            true => Some(properties::degree(value, budget)?),
            false => None,
        };
        // CGSuite refuses varieties over a degree that is not idempotent.
        let varieties = match &degree {
            Some(d) => properties::is_idempotent(d, budget)?,
            None => false,
        };
        let variety = match varieties {
            true => properties::variety(value, budget)?,
            false => None,
        };
        let zero = crate::theory::dyadic::Dyadic::zero();
        let infinitesimal = |l: &Option<Pseudonumber>, r: &Option<Pseudonumber>| {
            strong(l) == Some(zero.clone()) && strong(r) == Some(zero.clone())
        };
        Ok(LoopyReport {
            value: to_notation(arena, value),
            onside: stopper_or_side(arena, &value.onside),
            offside: stopper_or_side(arena, &value.offside),
            degree: degree.map(|d| to_notation(arena, &d)),
            variety: variety.as_ref().map(|v| to_notation(arena, v)),
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
            is_idempotent: properties::is_idempotent(value, budget)?,
            is_infinitesimal: sided.then(|| {
                infinitesimal(&on_left, &on_right) && infinitesimal(&off_left, &off_right)
            }),
            is_numberish: sided
                .then(|| strong(&on_left).is_some() && strong(&on_left) == strong(&off_right)),
            is_stable: varieties.then(|| variety.is_some()),
            outcome: value.outcome(),
        })
    }

    /// The report for a person, headed by the expression `text` as written.
    pub fn write_explanation(&self, text: &str, out: &mut String) -> fmt::Result {
        let yes = |b: bool| if b { "yes" } else { "no" };
        let maybe = |b: Option<bool>| b.map_or("not a stopper", yes);
        writeln!(out, "{}", text.trim())?;
        writeln!(out, "  value: {}", self.value)?;
        writeln!(
            out,
            "  outcome: {} ({})",
            self.outcome,
            outcome_words(self.outcome)
        )?;
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
        if let Some(d) = &self.degree {
            writeln!(out, "  degree of loopiness: {d}")?;
            writeln!(out, "  variety: {}", or_none(&self.variety))?;
        }
        if let Some(n) = self.follower_count {
            writeln!(out, "  followers: {n}")?;
        }
        writeln!(
            out,
            "  plumtree: {}, idempotent: {}, infinitesimal: {}, numberish: {}, stable: {}",
            maybe(self.is_plumtree),
            yes(self.is_idempotent),
            maybe(self.is_infinitesimal),
            maybe(self.is_numberish),
            maybe(self.is_stable),
        )
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
