//! What `cgsolve heap --misere` says, in one shape for every front end: a quotient (with each
//! heap's genus when asked for), or a misère sum with its winning moves
//! (`heap --misere --json`).

use super::genus::HeapGenera;
use super::quotient::HeapQuotient;
use crate::games::impartial::heap::report::SumMove;
use crate::games::impartial::heap::sum::HeapMove;
use serde::Serialize;

/// The misère quotient of a code's heaps up to a heap.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct QuotientReport {
    /// The code in CGSuite's notation.
    pub code: String,
    /// The last heap asked for.
    pub to: u32,
    /// Each heap's genus, when asked for (`--genus`, `--explain`; left out otherwise), from
    /// heap 0 to [`genus_computed_to`](Self::genus_computed_to): as CGSuite prints it (from
    /// the heap's misère canonical form, shortened for a nim heap, a tame or a restive form)
    /// for the first [`genus_as_cgsuite`](Self::genus_as_cgsuite) heaps, then in full,
    /// g^γ0γ1….
    #[serde(skip_serializing_if = "Option::is_none")]
    pub genus: Option<Vec<String>>,
    /// How many heaps, from heap 0, have their genus as CGSuite prints it: the heaps whose
    /// misère canonical forms fit in the memory limit (with the genus only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub genus_as_cgsuite: Option<usize>,
    /// The last heap whose genus was computed (with the genus only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub genus_computed_to: Option<u32>,
    /// Why the genus stops before heap `to`, naming the limit (with the genus, when it stops
    /// short).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub genus_stopped: Option<String>,
    /// The number of elements of the quotient.
    pub quotient_size: usize,
    /// The number of elements of its P-portion.
    pub p_portion_size: usize,
    /// The P-portion's elements, as words in the generators, sorted.
    pub p_portion: Vec<String>,
    /// The presentation, as MisereSolver prints it: `<a,b | a2=1,b3=b>`.
    pub presentation: String,
    /// Each heap's element, as a word in the generators (MisereSolver's `Phi`).
    pub elements: Vec<String>,
    /// The heaps at which the quotient changed.
    pub changes: Vec<u32>,
    /// The period of the heaps' elements, when one was found.
    pub period: Option<usize>,
    /// Its preperiod.
    pub preperiod: Option<usize>,
    /// The heap at which the periodicity test proved the quotient, when it did.
    pub proven_at: Option<u32>,
    /// Whether the quotient is proven to be the quotient of every heap.
    pub proven: bool,
    /// Why the computation stopped before heap `to`, if it did.
    pub stopped: Option<String>,
}

impl QuotientReport {
    /// The report on `q`, with each heap's genus when it was computed.
    pub fn new(q: &HeapQuotient, genera: Option<&HeapGenera>) -> QuotientReport {
        let b = &q.pretension.quotient;
        let m = &b.monoid;
        QuotientReport {
            code: q.code.to_string(),
            to: q.to,
            genus: genera.map(|g| g.genera.clone()),
            genus_as_cgsuite: genera.map(|g| g.as_cgsuite),
            genus_computed_to: genera.map(HeapGenera::computed_to),
            genus_stopped: genera.and_then(|g| g.stopped.map(|s| s.to_string())),
            quotient_size: b.size(),
            p_portion_size: b.p_size(),
            p_portion: b.p_words().iter().map(|w| w.to_string()).collect(),
            presentation: m.presentation(),
            elements: q
                .pretension
                .images
                .iter()
                .map(|&x| m.word(x).to_string())
                .collect(),
            changes: q.changes.clone(),
            period: q.period.map(|p| p.period),
            preperiod: q.period.map(|p| p.preperiod),
            proven_at: q.solved_at,
            proven: q.proven,
            stopped: q.stopped.as_ref().map(|e| e.to_string()),
        }
    }
}

/// A sum of heaps in misère play: who wins, how it was found, and every winning move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MisereSumReport {
    /// The code in CGSuite's notation.
    pub code: String,
    /// The heaps, in the order given.
    pub heaps: Vec<u32>,
    /// `P` (the player to move loses) or `N`.
    pub outcome: &'static str,
    /// `quotient` or `search`.
    pub method: &'static str,
    /// The sum's element of the quotient, when found through it.
    pub element: Option<String>,
    /// Every winning move, each heap size once (at its first place).
    pub winning_moves: Vec<SumMove>,
}

impl MisereSumReport {
    /// The report on the sum of `heaps`: `lost` when the player to move loses.
    pub fn new(
        code: String,
        heaps: &[u32],
        lost: bool,
        element: Option<String>,
        moves: Vec<HeapMove>,
    ) -> MisereSumReport {
        MisereSumReport {
            code,
            heaps: heaps.to_vec(),
            outcome: if lost { "P" } else { "N" },
            method: if element.is_some() {
                "quotient"
            } else {
                "search"
            },
            element,
            winning_moves: moves
                .into_iter()
                .map(|m| SumMove {
                    heap_index: m.index,
                    heap: m.heap,
                    take: m.taken,
                    leave: m.left,
                })
                .collect(),
        }
    }
}
