//! The engine proved on textbook games whose values are known: Nim, Kayles, Dawson's Kayles and
//! Blue-Red Hackenbush strings.

use cgsolve::theory::hackenbush::stalk_value;
use cgsolve::{
    DenseGame, GrundyTable, Impartial, ImpartialSolver, Nimber, Outcome, Partizan, PartizanSolver,
    Player, WinTable,
};
use proptest::prelude::*;
use std::ops::ControlFlow;

/// A sum of heaps in an octal game: `digits[k]` says, as bits 1, 2, 4, whether taking k counters
/// from a heap may leave no heap, one heap, or two heaps.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Octal {
    digits: &'static [u8],
    heaps: Vec<u32>,
}

impl Octal {
    fn new(digits: &'static [u8], heaps: &[u32]) -> Octal {
        let mut heaps: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
        heaps.sort_unstable();
        Octal { digits, heaps }
    }
}

impl Impartial for Octal {
    type Move = (u32, u32, u32); // (heap, taken, left part)

    fn moves(&self) -> Vec<(Self::Move, Self)> {
        let mut out = Vec::new();
        for (i, &h) in self.heaps.iter().enumerate() {
            let mut rest = self.heaps.clone();
            rest.remove(i);
            for (k, &digit) in self.digits.iter().enumerate().skip(1) {
                let k = k as u32;
                if k > h {
                    break;
                }
                let left = h - k;
                for a in 0..=left / 2 {
                    let b = left - a;
                    let parts = u8::from(a > 0) + u8::from(b > 0);
                    if digit & (1 << parts) != 0 {
                        let mut heaps = rest.clone();
                        heaps.extend([a, b]);
                        out.push(((h, k, a), Octal::new(self.digits, &heaps)));
                    }
                }
            }
        }
        out
    }

    fn components(&self) -> Vec<Self> {
        self.heaps
            .iter()
            .map(|&h| Octal::new(self.digits, &[h]))
            .collect()
    }
}

const NIM: &[u8] = &[
    0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
];
const KAYLES: &[u8] = &[0, 7, 7];
const DAWSONS_KAYLES: &[u8] = &[0, 0, 7];

fn grundy_sequence(digits: &'static [u8], up_to: u32) -> Vec<u32> {
    let mut solver = ImpartialSolver::new();
    (0..=up_to)
        .map(|n| solver.grundy(&Octal::new(digits, &[n])).0)
        .collect()
}

#[test]
fn nim_heap_of_n_is_star_n() {
    assert_eq!(grundy_sequence(NIM, 20), (0..=20).collect::<Vec<_>>());
}

proptest! {
    #[test]
    fn nim_sum_is_the_xor_of_heaps(heaps in proptest::collection::vec(0u32..=6, 0..4)) {
        let mut solver = ImpartialSolver::new();
        let expected = heaps.iter().fold(0, |a, h| a ^ h);
        prop_assert_eq!(solver.grundy(&Octal::new(NIM, &heaps)), Nimber(expected));
    }
}

/// The smallest n0 such that g(n) = g(n + period) for every n >= n0 in the sequence.
fn periodic_from(g: &[u32], period: usize) -> usize {
    (0..g.len() - period)
        .rev()
        .find(|&n| g[n] != g[n + period])
        .map_or(0, |n| n + 1)
}

#[test]
fn kayles_values_and_period_12_from_71() {
    let g = grundy_sequence(KAYLES, 400);
    assert_eq!(&g[..16], &[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7]);
    assert_eq!(periodic_from(&g, 12), 71);
    assert_ne!(g[70], g[82]);
}

#[test]
fn dawsons_kayles_values_and_period_34_from_53() {
    let g = grundy_sequence(DAWSONS_KAYLES, 400);
    assert_eq!(&g[..12], &[0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
    assert_eq!(periodic_from(&g, 34), 53);
    assert_ne!(g[52], g[86]);
}

#[test]
fn winning_moves_and_remoteness_in_nim() {
    let mut solver = ImpartialSolver::new();
    let p = Octal::new(NIM, &[1, 2]);
    assert_eq!(solver.outcome(&p), Outcome::N);
    let winning: Vec<_> = solver
        .winning_moves(&p)
        .into_iter()
        .map(|(m, _)| m)
        .collect();
    assert_eq!(winning, vec![(2, 1, 0)]); // take 1 from the heap of 2
    // Winner takes 1 (leaving 1,1); loser takes one heap; winner takes the last: 3 moves.
    assert_eq!(solver.remoteness(&p), 3);
    // Two equal heaps: the loser drags it out to 4 moves (1 counter at a time from 2,2).
    assert_eq!(solver.remoteness(&Octal::new(NIM, &[2, 2])), 4);
    assert_eq!(solver.remoteness(&Octal::new(NIM, &[])), 0);
}

/// Kayles on a row of n pins as a bitmask, for the dense tables.
struct KaylesRow(u32);

impl DenseGame for KaylesRow {
    fn positions(&self) -> usize {
        1 << self.0
    }
    fn for_each_move(
        &self,
        position: usize,
        visit: &mut dyn FnMut(usize) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        for i in 0..self.0 as usize {
            for pins in [1usize, 3] {
                let taken = pins << i;
                if taken < self.positions() && position & taken == taken {
                    visit(position ^ taken)?;
                }
            }
        }
        ControlFlow::Continue(())
    }
}

/// The same game with the pin count as layer, so the tables are built in parallel.
struct LayeredKaylesRow(KaylesRow);

impl DenseGame for LayeredKaylesRow {
    fn positions(&self) -> usize {
        self.0.positions()
    }
    fn for_each_move(
        &self,
        position: usize,
        visit: &mut dyn FnMut(usize) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        self.0.for_each_move(position, visit)
    }
    fn layer(&self, position: usize) -> Option<u32> {
        Some(position.count_ones())
    }
}

#[test]
fn dense_tables_agree_with_kayles_runs() {
    let n = 14;
    let kayles = grundy_sequence(KAYLES, n);
    let sequential = GrundyTable::build(&KaylesRow(n)).unwrap();
    let parallel = GrundyTable::build(&LayeredKaylesRow(KaylesRow(n))).unwrap();
    let wins = WinTable::build(&LayeredKaylesRow(KaylesRow(n))).unwrap();
    for mask in 0..1usize << n {
        // A row with gaps is a sum of runs of pins.
        let runs = format!("{mask:b}")
            .split('0')
            .map(|run| kayles[run.len()])
            .fold(0, |a, g| a ^ g);
        assert_eq!(sequential.grundy(mask), Nimber(runs), "mask {mask:b}");
        assert_eq!(parallel.grundy(mask), Nimber(runs), "mask {mask:b}");
        assert_eq!(wins.is_win(mask), runs != 0, "mask {mask:b}");
    }
}

/// A Blue-Red Hackenbush string: edges from the ground up; cutting an edge removes it and
/// everything above.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Stalk(Vec<Player>);

impl Stalk {
    fn cuts(&self, player: Player) -> Vec<(usize, Stalk)> {
        (0..self.0.len())
            .filter(|&i| self.0[i] == player)
            .map(|i| (i, Stalk(self.0[..i].to_vec())))
            .collect()
    }
}

impl Partizan for Stalk {
    type Move = usize;
    fn left_moves(&self) -> Vec<(usize, Stalk)> {
        self.cuts(Player::Left)
    }
    fn right_moves(&self) -> Vec<(usize, Stalk)> {
        self.cuts(Player::Right)
    }
}

/// The outcome class a number predicts: positive L, negative R, zero P.
fn class_of_number(sign: i32) -> Outcome {
    match sign {
        1 => Outcome::L,
        -1 => Outcome::R,
        _ => Outcome::P,
    }
}

proptest! {
    #[test]
    fn hackenbush_string_class_follows_its_value(
        edges in proptest::collection::vec(prop_oneof![Just(Player::Left), Just(Player::Right)], 0..12)
    ) {
        let stalk = Stalk(edges.clone());
        let mut solver = PartizanSolver::new();
        prop_assert_eq!(solver.outcome(&stalk), class_of_number(stalk_value(edges).signum()));
    }
}

#[test]
fn hackenbush_literature_values() {
    use Player::{Left as B, Right as R};
    assert_eq!(stalk_value([B, R, B, R, R]).to_string(), "9/16");
    assert_eq!(stalk_value([B, R]).to_string(), "1/2");
    assert_eq!(stalk_value([R, B, B]).to_string(), "-1/4");
    // A long alternating stalk stays exact: 1 - 1/2 + 1/4 - ... over 200 edges.
    let long = stalk_value((0..200).map(|i| if i % 2 == 0 { B } else { R }));
    assert_eq!(long.exponent(), 199);
    // Two stalks whose values cancel form a second-player win when played as one sum.
    let mut solver = PartizanSolver::new();
    let sum = Stalk(vec![B, R]); // 1/2
    assert_eq!(solver.outcome(&sum), Outcome::L);
    assert_eq!(solver.winning_moves(&sum, Player::Right).len(), 0);
    assert_eq!(solver.winning_moves(&sum, Player::Left).len(), 1);
}
