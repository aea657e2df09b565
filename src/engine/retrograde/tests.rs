use super::*;
use crate::engine::memory::MemoryLimit;
use crate::engine::rules::ImpartialRules;
use crate::engine::solver::Solver;
use crate::progress::NoProgress;
use crate::theory::loopy::LoopyOutcome;
use crate::theory::nimber::Nimber;
use crate::theory::smith::SmithValue;
use WinLoseDraw::{Draw, Lose, Win};
use proptest::prelude::*;

/// A subtraction game: take one of `takes` from a heap (loop-free).
struct Subtraction {
    takes: Vec<u32>,
}

impl ImpartialRules for Subtraction {
    type Position = u32;
    type Move = u32;
    fn moves(&self, heap: &u32, each: &mut dyn FnMut(u32, u32)) {
        for &t in &self.takes {
            if t <= *heap {
                each(t, heap - t);
            }
        }
    }
}

/// Two tokens, each on its own graph, moved one at a time: the sum of two graph games.
struct TokenPair<'g> {
    first: &'g GameGraph<u32>,
    second: &'g GameGraph<u32>,
}

impl ImpartialRules for TokenPair<'_> {
    type Position = (u32, u32);
    type Move = ();
    fn moves(&self, &(a, b): &(u32, u32), each: &mut dyn FnMut((), (u32, u32))) {
        for &o in self.first.options(a) {
            each((), (o, b));
        }
        for &o in self.second.options(b) {
            each((), (a, o));
        }
    }
}

fn outcome(result: WinLoseDraw) -> LoopyOutcome {
    match result {
        Win(_) => LoopyOutcome::N,
        Lose(_) => LoopyOutcome::P,
        Draw => LoopyOutcome::D,
    }
}

fn finite(v: u32) -> SmithValue {
    SmithValue::Finite(Nimber(v))
}

#[test]
fn small_cyclic_graphs_by_hand() {
    // 0 <-> 1, 1 -> 2 (no move): from 1 the move to 2 wins at once; 0 must go to 1 and loses.
    let g = GameGraph::from_edges(3, &[(0, 1), (1, 0), (1, 2)]);
    assert_eq!(g.retrograde(), [Lose(2), Win(1), Lose(0)]);
    assert_eq!(g.smith_values(), [finite(0), finite(1), finite(0)]);
    // A three-cycle 0 -> 1 -> 2 -> 0 with 2 -> 3 -> 4 (no move): 3 wins, so 2 must not
    // move there; 2 -> 0, 0 -> 1, 1 -> 2 goes round forever.
    let g = GameGraph::from_edges(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)]);
    assert_eq!(g.retrograde(), [Draw, Draw, Draw, Win(1), Lose(0)]);
    assert_eq!(
        g.smith_values(),
        [
            SmithValue::infinite([]),
            SmithValue::infinite([]),
            SmithValue::infinite([1]),
            finite(1),
            finite(0)
        ]
    );
    // A self-loop beside a lost position: moving to 1 wins, so 0 is won at once (∞_{0}),
    // and 2, whose only way out is 0, draws by looping.
    let g = GameGraph::from_edges(3, &[(0, 0), (0, 1), (2, 2), (2, 0)]);
    assert_eq!(g.retrograde(), [Win(1), Lose(0), Draw]);
    assert_eq!(
        g.smith_values(),
        [
            SmithValue::infinite([0]),
            finite(0),
            SmithValue::infinite([])
        ]
    );
    // The loser delays through a cycle it cannot stay in: 0 -> 1 -> 2 -> 3 (no move) and
    // 0 -> 3... 0 wins at once; 4 -> {0, 1}: 1 is lost in 2, so 4 wins in 3, not by 0.
    let g = GameGraph::from_edges(5, &[(0, 1), (1, 2), (2, 3), (0, 3), (4, 0), (4, 1)]);
    assert_eq!(g.retrograde(), [Win(1), Lose(2), Win(1), Lose(0), Win(3)]);
}

#[test]
fn partizan_play_by_turns_by_hand() {
    // 0: Left may move to 1, Right cannot move; 1: no move. 2 and 3: Left moves 2 -> 3 and
    // Right 3 -> 2, so with Left to move at 2 play goes round forever.
    let left = Rows::from_edges(4, &[(0, 1), (2, 3)]);
    let right = Rows::from_edges(4, &[(3, 2)]);
    assert_eq!(
        retrograde_by_turns(&left, &right),
        [
            [Win(1), Lose(0)],
            [Lose(0), Lose(0)],
            [Draw, Lose(0)],
            [Lose(0), Draw]
        ]
    );
}

#[test]
fn the_winner_hurries_and_the_loser_delays() {
    // 0 -> {1, 2}: 1 is lost after 0 moves, 2 is lost after 2: 0 wins in 1.
    // 5 -> {3, 4}, both won: 3 in 1, 4 in 3: 5 is lost, the loser picks 4: remoteness 4.
    let g = GameGraph::from_edges(
        9,
        &[
            (0, 1),
            (0, 2),
            (2, 6),
            (6, 7),
            (5, 3),
            (5, 4),
            (3, 8),
            (4, 2),
        ],
    );
    let r = g.retrograde();
    assert_eq!(r[0], Win(1));
    assert_eq!(r[2], Lose(2));
    assert_eq!(r[4], Win(3));
    assert_eq!(r[5], Lose(4));
}

#[test]
fn a_graph_past_the_memory_limit_is_refused_naming_it() {
    let rules = Subtraction { takes: vec![1, 2] };
    let limit = MemoryLimit::from_bytes(10_000);
    let err = GameGraph::explore(&rules, &1_000_000, limit, &mut NoProgress).unwrap_err();
    let GraphTooLarge::Memory {
        positions, edges, ..
    } = err
    else {
        panic!("not the memory limit: {err}");
    };
    // Refused at the first move that would not fit: what was found fits, one more does not.
    let per = bytes_per_position(size_of::<u32>());
    assert!(positions * per + edges * BYTES_PER_EDGE <= 10_000);
    assert!((positions + 1) * per + (edges + 1) * BYTES_PER_EDGE > 10_000);
    assert!(
        err.to_string()
            .contains("memory limit of 10000 bytes (--memory)")
    );
}

/// A random digraph on `n` positions, from one move list each.
fn digraph(max: u32) -> impl Strategy<Value = GameGraph<u32>> {
    (1..=max).prop_flat_map(|n| {
        prop::collection::vec((0..n, 0..n), 0..(3 * n as usize))
            .prop_map(move |edges| GameGraph::from_edges(n, &edges))
    })
}

/// Random Left and Right moves on the same `n` vertices.
fn partizan_digraph(max: u32) -> impl Strategy<Value = (Rows, Rows)> {
    (1..=max).prop_flat_map(|n| {
        let edges = || prop::collection::vec((0..n, 0..n), 0..(2 * n as usize));
        (edges(), edges()).prop_map(move |(left, right)| {
            (Rows::from_edges(n, &left), Rows::from_edges(n, &right))
        })
    })
}

/// What a state's result must be, given the results of its options (the opponent to move).
fn from_options(opts: &[WinLoseDraw]) -> WinLoseDraw {
    let fastest_win = opts
        .iter()
        .filter_map(|o| match o {
            Lose(x) => Some(x + 1),
            _ => None,
        })
        .min();
    match fastest_win {
        Some(x) => Win(x),
        None if opts.contains(&Draw) => Draw,
        None => Lose(
            opts.iter()
                .filter_map(|o| o.remoteness())
                .map(|x| x + 1)
                .max()
                .unwrap_or(0),
        ),
    }
}

proptest! {
    #[test]
    fn the_pass_by_turns_agrees_with_the_plain_fixpoint((left, right) in partizan_digraph(30)) {
        let fast: Vec<_> = retrograde_by_turns(&left, &right)
            .into_iter()
            .flatten()
            .map(WinLoseDraw::without_remoteness)
            .collect();
        prop_assert_eq!(fast, Rows::by_turns(&left, &right).fixpoint());
    }

    #[test]
    fn partizan_remoteness_is_consistent_with_each_players_options(
        (left, right) in partizan_digraph(30),
    ) {
        let r = retrograde_by_turns(&left, &right);
        for v in 0..left.len() {
            for (mover, moves) in [&left, &right].into_iter().enumerate() {
                let opts: Vec<WinLoseDraw> =
                    moves.options(v).iter().map(|&w| r[w as usize][1 - mover]).collect();
                prop_assert_eq!(r[v as usize][mover], from_options(&opts));
            }
        }
    }

    #[test]
    fn the_retrograde_pass_agrees_with_the_plain_fixpoint(g in digraph(30)) {
        let fast: Vec<_> = g.retrograde().into_iter().map(WinLoseDraw::without_remoteness).collect();
        prop_assert_eq!(fast, g.fixpoint());
    }

    #[test]
    fn remoteness_is_consistent_with_the_options(g in digraph(30)) {
        let r = g.retrograde();
        for i in 0..g.len() {
            let opts: Vec<WinLoseDraw> = g.options(i).iter().map(|&o| r[o as usize]).collect();
            prop_assert_eq!(r[i as usize], from_options(&opts));
        }
    }

    #[test]
    fn smith_values_give_the_outcome_and_a_mex(g in digraph(30)) {
        let values = g.smith_values();
        let r = g.retrograde();
        for i in 0..g.len() {
            prop_assert_eq!(values[i as usize].outcome(), outcome(r[i as usize]));
            let finite: Vec<u32> = g.options(i).iter().filter_map(|&o| match &values[o as usize] {
                SmithValue::Finite(v) => Some(v.0),
                SmithValue::Infinite(_) => None,
            }).collect();
            match &values[i as usize] {
                // A finite m: no option m, every smaller value among the options, and every
                // option with an infinite or larger value has an option of value m.
                SmithValue::Finite(m) => {
                    prop_assert!(!finite.contains(&m.0));
                    prop_assert!((0..m.0).all(|j| finite.contains(&j)));
                    for &o in g.options(i) {
                        let reverts = match &values[o as usize] {
                            SmithValue::Finite(v) if v.0 < m.0 => true,
                            _ => g.options(o).iter().any(|&oo| values[oo as usize] == SmithValue::Finite(*m)),
                        };
                        prop_assert!(reverts);
                    }
                }
                SmithValue::Infinite(k) => {
                    let expected: std::collections::BTreeSet<Nimber> = finite.into_iter().map(Nimber).collect();
                    prop_assert_eq!(k, &expected);
                }
            }
        }
    }

    #[test]
    fn smith_values_decide_sums(a in digraph(12), b in digraph(12), x in 0u32..12, y in 0u32..12) {
        let (x, y) = (x % a.len(), y % b.len());
        let (va, vb) = (a.smith_values(), b.smith_values());
        let pair = TokenPair { first: &a, second: &b };
        let sum = GameGraph::explore(&pair, &(x, y), MemoryLimit::from_mib(16), &mut NoProgress).unwrap();
        let whole = sum.retrograde()[0];
        let parts = [va[x as usize].clone(), vb[y as usize].clone()];
        prop_assert_eq!(SmithValue::sum_outcome(&parts), outcome(whole));
        let value = sum.smith_values()[0].clone();
        match parts[0].sum(&parts[1]) {
            Some(expected) => prop_assert_eq!(value, expected),
            None => prop_assert_eq!(value.outcome(), LoopyOutcome::D),
        }
    }

    #[test]
    fn on_loop_free_rules_the_pass_agrees_with_the_plain_solver(
        takes in prop::collection::btree_set(1u32..8, 1..4),
        heap in 0u32..60,
    ) {
        let rules = Subtraction { takes: takes.into_iter().collect() };
        let graph = GameGraph::explore(&rules, &heap, MemoryLimit::from_mib(16), &mut NoProgress).unwrap();
        let result = graph.retrograde();
        let values = graph.smith_values();
        let mut solver = Solver::new(&rules);
        for i in 0..graph.len() {
            let p = graph.position(i);
            let grundy = solver.grundy(p);
            let remoteness = solver.remoteness(p);
            let expected = if grundy.next_player_wins() { Win(remoteness) } else { Lose(remoteness) };
            prop_assert_eq!(result[i as usize], expected);
            prop_assert_eq!(&values[i as usize], &SmithValue::Finite(grundy));
        }
    }
}
