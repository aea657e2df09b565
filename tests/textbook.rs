//! The engine proved on textbook games whose values are known: Nim, Kayles, Dawson's Kayles and
//! Blue-Red Hackenbush strings.

use cgsolve::engine::partizan::PartizanSolver;
use cgsolve::games::impartial::heap::rules::Take;
use cgsolve::games::impartial::heap::{Code, heaps};
use cgsolve::theory::sign_expansion::number_with_signs;
use cgsolve::{DenseGame, GrundyTable, Nimber, Outcome, PartizanRules, Player, Solver, WinTable};
use proptest::prelude::*;
use std::ops::ControlFlow;

fn code(text: &str) -> Code {
    text.parse().unwrap()
}

const NIM: &str = "0.333333333333333333333";
const KAYLES: &str = "0.77";
const DAWSONS_KAYLES: &str = "0.07";

fn grundy_sequence(octal: &str, up_to: u32) -> Vec<u32> {
    let code = code(octal);
    let mut solver = Solver::new(code);
    (0..=up_to).map(|n| solver.grundy(&heaps(&[n])).0).collect()
}

#[test]
fn nim_heap_of_n_is_star_n() {
    assert_eq!(grundy_sequence(NIM, 20), (0..=20).collect::<Vec<_>>());
}

proptest! {
    #[test]
    fn nim_sum_is_the_xor_of_heaps(heaps in proptest::collection::vec(0u32..=6, 0..4)) {
        let mut solver = Solver::new(code(NIM));
        let expected = heaps.iter().fold(0, |a, h| a ^ h);
        prop_assert_eq!(solver.grundy(&cgsolve::games::impartial::heap::heaps(&heaps)), Nimber(expected));
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
    let mut solver = Solver::new(code(NIM));
    let p = heaps(&[1, 2]);
    assert_eq!(solver.outcome(&p), Outcome::N);
    let winning: Vec<_> = solver
        .winning_moves(&p)
        .into_iter()
        .map(|(m, _)| m)
        .collect();
    let take_one_from_two = Take {
        heap: 2,
        taken: 1,
        left: vec![1],
    };
    assert_eq!(winning, vec![take_one_from_two]);
    // Winner takes 1 (leaving 1,1); loser takes one heap; winner takes the last: 3 moves.
    assert_eq!(solver.remoteness(&p), 3);
    // Two equal heaps: the loser drags it out to 4 moves (1 counter at a time from 2,2).
    assert_eq!(solver.remoteness(&heaps(&[2, 2])), 4);
    assert_eq!(solver.remoteness(&heaps(&[])), 0);
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

/// Blue-Red Hackenbush strings: edges from the ground up (Left's blue, Right's red); cutting an
/// edge removes it and everything above.
struct Stalks;

fn cuts(edges: &[Player], player: Player, each: &mut dyn FnMut(usize, Vec<Player>)) {
    (0..edges.len())
        .filter(|&i| edges[i] == player)
        .for_each(|i| each(i, edges[..i].to_vec()));
}

impl PartizanRules for Stalks {
    type Position = Vec<Player>;
    type Move = usize;
    fn left_moves(&self, p: &Vec<Player>, each: &mut dyn FnMut(usize, Vec<Player>)) {
        cuts(p, Player::Left, each)
    }
    fn right_moves(&self, p: &Vec<Player>, each: &mut dyn FnMut(usize, Vec<Player>)) {
        cuts(p, Player::Right, each)
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
        let mut solver = PartizanSolver::new(Stalks);
        prop_assert_eq!(solver.outcome(&edges), class_of_number(number_with_signs(edges.clone()).signum()));
    }
}

#[test]
fn hackenbush_literature_values() {
    use Player::{Left as B, Right as R};
    assert_eq!(number_with_signs([B, R, B, R, R]).to_string(), "9/16");
    assert_eq!(number_with_signs([B, R]).to_string(), "1/2");
    assert_eq!(number_with_signs([R, B, B]).to_string(), "-1/4");
    // A long alternating stalk stays exact: 1 - 1/2 + 1/4 - ... over 200 edges.
    let long = number_with_signs((0..200).map(|i| if i % 2 == 0 { B } else { R }));
    assert_eq!(long.exponent(), 199);
    // The stalk blue-red (value 1/2) is Left's whoever starts: Left has one winning move (cut
    // the blue edge), Right none.
    let mut solver = PartizanSolver::new(Stalks);
    let half = vec![B, R];
    assert_eq!(solver.outcome(&half), Outcome::L);
    assert_eq!(solver.winning_moves(&half, Player::Right).len(), 0);
    assert_eq!(solver.winning_moves(&half, Player::Left), vec![(0, vec![])]);
}
