//! Cram on the engine: the rules as [`ImpartialRules`] over plain 128-bit cell sets, with the
//! connected parts as components, the normal form as the symmetry class, and the values known
//! without search (tiny parts, strips, half-turn symmetric parts).

use super::layout::{CellSet, Layout, Wide};
use super::region::{Cells, for_each_domino, for_each_part, mirror_strategy_wins, normal_form};
use crate::engine::rules::ImpartialRules;
use crate::games::impartial::heap::{Code, plain_values};
use crate::theory::nimber::Nimber;

/// A domino: the bit of its top or left cell, and whether it lies across a row.
pub type Domino = (u32, bool);

/// The rules of Cram with every hook: parts, symmetry classes, known values.
///
/// ```
/// use cgsolve::Solver;
/// use cgsolve::games::impartial::cram::{CramRules, Grid};
/// let mut solver = Solver::new(CramRules::new());
/// assert_eq!(solver.grundy(&Grid::empty(4, 4).unwrap().cells()).0, 0);
/// assert_eq!(solver.grundy(&Grid::empty(3, 5).unwrap().cells()).0, 1);
/// ```
#[derive(Clone, Debug)]
pub struct CramRules {
    /// g(n) of a strip of n cells: Dawson's Kayles (0.07).
    strips: Vec<u32>,
}

impl Default for CramRules {
    fn default() -> Self {
        CramRules::new()
    }
}

impl CramRules {
    /// The rules, with the strip values at hand.
    pub fn new() -> CramRules {
        let dawson: Code = "0.07".parse().expect("Dawson's Kayles is a code");
        CramRules {
            strips: plain_values(&dawson, 16),
        }
    }

    /// The value of a connected part known without search: at most three cells, a straight
    /// strip (Dawson's Kayles), or a part the second player wins by the half-turn mirror.
    pub fn known_part_value(&self, part: Cells) -> Option<u32> {
        match self.value_by_shape(&Wide, part) {
            Some(v) => Some(v),
            None => mirror_strategy_wins(part).then_some(0),
        }
    }

    /// The value of a connected part of `layout` known from its shape alone: at most three
    /// cells, or a straight strip.
    pub fn value_by_shape<L: Layout>(&self, layout: &L, part: L::Cells) -> Option<u32> {
        let n = part.count();
        if n <= 3 {
            Some(u32::from(n >= 2))
        } else if layout.is_strip(part) {
            Some(self.strips[n as usize])
        } else {
            None
        }
    }
}

impl ImpartialRules for CramRules {
    type Position = Cells;
    type Move = Domino;

    fn moves(&self, p: &Cells, each: &mut dyn FnMut(Domino, Cells)) {
        for_each_domino(*p, &mut |bit, horizontal, left| {
            each((bit, horizontal), left)
        });
    }

    fn components(&self, p: &Cells) -> Vec<Cells> {
        let mut parts = Vec::new();
        for_each_part(*p, &mut |part| parts.push(part));
        parts
    }

    fn for_each_component(&self, p: &Cells, each: &mut dyn FnMut(Cells)) {
        for_each_part(*p, each);
    }

    fn canonical(&self, p: &Cells) -> Cells {
        normal_form(*p)
    }

    fn known_value(&self, p: &Cells) -> Option<Nimber> {
        self.known_part_value(*p).map(Nimber)
    }
}

/// The rules of Cram with no hook: the whole position searched as it stands. The reference.
#[derive(Clone, Copy, Debug, Default)]
pub struct PlainCram;

impl ImpartialRules for PlainCram {
    type Position = Cells;
    type Move = Domino;

    fn moves(&self, p: &Cells, each: &mut dyn FnMut(Domino, Cells)) {
        for_each_domino(*p, &mut |bit, horizontal, left| {
            each((bit, horizontal), left)
        });
    }
}
