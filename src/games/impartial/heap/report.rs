//! What `cgsolve heap` says, in one shape for every front end: a sequence with its period, or
//! a sum of heaps with its value and winning moves. Serialised, they are `heap --json`'s
//! objects (`docs/heap.md`).

use super::code::Code;
use super::sequence::Sequence;
use super::sum::winning_moves;
use serde::Serialize;

/// A code's values g(0), ..., g(N) and the period found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SequenceReport<'a> {
    /// The code in CGSuite's notation.
    pub code: String,
    /// g(0), ..., g(N).
    pub values: &'a [u32],
    /// The period, when one was found.
    pub period: Option<usize>,
    /// The first heap of the periodic part, when a period was found.
    pub preperiod: Option<usize>,
    /// Whether the periodicity theorem proves the period for every heap.
    pub proven: bool,
}

impl SequenceReport<'_> {
    /// The report on `sequence`, borrowing its values.
    pub fn new(sequence: &Sequence) -> SequenceReport<'_> {
        SequenceReport {
            code: sequence.code.to_string(),
            values: &sequence.values,
            period: sequence.period.map(|p| p.period),
            preperiod: sequence.period.map(|p| p.preperiod),
            proven: sequence.period.is_some_and(|p| p.proven),
        }
    }
}

/// A sum of heaps: each heap's value, the sum's, and every winning move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SumReport {
    /// The code in CGSuite's notation.
    pub code: String,
    /// The heaps, in the order given.
    pub heaps: Vec<u32>,
    /// Each heap's value.
    pub values: Vec<u32>,
    /// The value of the sum: the nim-sum of the heaps' values.
    pub value: u32,
    /// Every winning move, each heap size once (at its first place).
    pub winning_moves: Vec<SumMove>,
}

/// A winning move of a sum.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SumMove {
    /// Which heap of the sum, from 0.
    pub heap_index: usize,
    /// Its size.
    pub heap: u32,
    /// How many counters are taken (0: the heap is only split).
    pub take: u32,
    /// The heaps left in its place, smallest first.
    pub leave: Vec<u32>,
}

impl SumReport {
    /// The sum of `heaps` in the game of `code`, `g` its values up to the largest heap.
    pub fn new(code: &Code, g: &[u32], heaps: &[u32]) -> SumReport {
        let values: Vec<u32> = heaps.iter().map(|&h| g[h as usize]).collect();
        SumReport {
            code: code.to_string(),
            heaps: heaps.to_vec(),
            value: values.iter().fold(0, |a, b| a ^ b),
            values,
            winning_moves: winning_moves(code, g, heaps)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn kayles() -> Code {
        "kayles".parse().expect("an alias")
    }

    #[test]
    fn a_sequence_is_its_values_and_period() {
        let sequence = Sequence::compute(&"0.07".parse().expect("a code"), 200).expect("small");
        let json = serde_json::to_string(&SequenceReport::new(&sequence)).expect("serialises");
        assert!(
            json.starts_with(r#"{"code":"0.07","values":[0,0,1,1,2,0,"#),
            "{json}"
        );
        assert!(
            json.ends_with(r#"],"period":34,"preperiod":53,"proven":true}"#),
            "{json}"
        );
    }

    #[test]
    fn a_sum_names_its_winning_moves() {
        let g = Sequence::compute(&kayles(), 9).expect("small").values;
        let json =
            serde_json::to_string(&SumReport::new(&kayles(), &g, &[5, 7, 9])).expect("serialises");
        assert_eq!(
            json,
            r#"{"code":"0.77","heaps":[5,7,9],"values":[4,2,4],"value":2,"winning_moves":[{"heap_index":1,"heap":7,"take":1,"leave":[3,3]},{"heap_index":1,"heap":7,"take":2,"leave":[1,4]},{"heap_index":2,"heap":9,"take":2,"leave":[2,5]}]}"#
        );
    }
}
