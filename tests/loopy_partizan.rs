//! Partizan games whose positions repeat: Backsliding Toads and Frogs and Fox and Geese
//! against the values CGSuite printed (tables under `tests/data/loopy_partizan/`), the
//! engine's game graphs against plain win/lose/draw analysis, the parts of a position
//! summed, and the memory limit named.

mod common;
#[path = "common/loopy.rs"]
mod plain;

use cgsolve::answer::{Contest, NoOptions};
use cgsolve::engine::loopy_values::{GameGraph, LoopyValueError, win_lose_draw};
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::engine::retrograde::WinLoseDraw;
use cgsolve::engine::rules::PartizanRules;
use cgsolve::games::loopy::backsliding_toads_and_frogs::BackslidingToadsAndFrogs;
use cgsolve::games::loopy::fox_and_geese::{Board, FoxAndGeese};
use cgsolve::games::partizan::toads_and_frogs::Row;
use cgsolve::games::serving::loopy::LoopyContest;
use cgsolve::text::PositionText;
use cgsolve::theory::canonical::Arena;
use cgsolve::theory::loopy::notation::loopy_notation;
use cgsolve::theory::loopy::stopper::{canonical, canonical_from};
use cgsolve::theory::loopy::{Loopy, SidedValue};
use common::boards::boards;
use common::tables::tab_rows;
use plain::{graph_strategy, plain_outcome, plain_wld};
use proptest::prelude::*;

const MEMORY: MemoryLimit = MemoryLimit::from_mib(512);

fn answers<G: cgsolve::games::serving::loopy::LoopyRuleset<Options = NoOptions>>(
    positions: &[String],
) -> Vec<String> {
    let mut contest = LoopyContest::<G>::new(&NoOptions {}, MEMORY).expect("set up");
    let input = positions.join("\n");
    let cases = contest
        .parse(input.as_bytes())
        .expect("the table's positions");
    cases
        .iter()
        .map(|p| contest.answer(p).expect("within the limit").into_owned())
        .collect()
}

#[test]
fn backsliding_toads_and_frogs_values_are_cgsuites() {
    let rows = tab_rows("loopy_partizan/backsliding_toads_and_frogs.tsv");
    let positions: Vec<String> = rows.iter().map(|r| r[0].clone()).collect();
    let got = answers::<BackslidingToadsAndFrogs>(&positions);
    for (row, value) in rows.iter().zip(got) {
        assert_eq!(value, row[1], "{}", row[0]);
    }
    assert_eq!(rows[0][1], "{on||0|-1/2} & {1/2|0||off}");
}

#[test]
fn fox_and_geese_values_are_cgsuites() {
    let rows = tab_rows("loopy_partizan/fox_and_geese.tsv");
    let positions: Vec<String> = rows.iter().map(|r| r[2].clone()).collect();
    let got = answers::<FoxAndGeese>(&positions);
    for (row, value) in rows.iter().zip(got) {
        assert_eq!(value, row[3], "{} {} ({})", row[0], row[1], row[2]);
    }
    assert_eq!(
        (
            rows[0][0].as_str(),
            rows[0][1].as_str(),
            rows[0][3].as_str()
        ),
        ("[(4,2),(4,4),(4,6),(4,8)]", "(1,1)", "{4*|7/2}")
    );
}

/// A row of one to six cells, about half of them empty.
fn row_strategy() -> impl Strategy<Value = Row> {
    boards("TF..", 1..=1, 1..=6, 6)
}

/// The engine's retrograde analysis as the plain fixpoint's shape.
fn plain_shape(results: Vec<[WinLoseDraw; 2]>) -> Vec<[Option<bool>; 2]> {
    results
        .into_iter()
        .map(|states| {
            states.map(|s| match s {
                WinLoseDraw::Win(_) => Some(true),
                WinLoseDraw::Lose(_) => Some(false),
                WinLoseDraw::Draw => None,
            })
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn the_outcome_of_a_rows_value_is_plain_play_on_its_graph(row in row_strategy()) {
        let reached = GameGraph::reach(&BackslidingToadsAndFrogs, &row, MEMORY).expect("small");
        let value = reached.value(MEMORY).expect("small");
        let whole = Loopy { graph: reached.whole(), start: 0 };
        prop_assert_eq!(value.outcome(), plain_outcome(&whole), "{}", row);
        prop_assert_eq!(plain_shape(reached.win_lose_draw()), plain_wld(&whole.graph), "{}", row);
    }

    #[test]
    fn a_rows_value_part_by_part_is_the_whole_graphs(row in row_strategy()) {
        let reached = GameGraph::reach(&BackslidingToadsAndFrogs, &row, MEMORY).expect("small");
        let by_parts = reached.value(MEMORY).expect("small");
        let whole = SidedValue::of(&Loopy { graph: reached.whole(), start: 0 });
        prop_assert!(by_parts.equals(&whole), "{}", row);
        let mut arena = Arena::new();
        prop_assert_eq!(loopy_notation(&mut arena, &by_parts), loopy_notation(&mut arena, &whole));
    }

    #[test]
    fn retrograde_analysis_is_the_plain_fixpoint(g in graph_strategy()) {
        prop_assert_eq!(plain_shape(win_lose_draw(&g.graph)), plain_wld(&g.graph));
    }

    #[test]
    fn stoppers_simplified_together_are_each_ones_canonical_form(g in graph_strategy()) {
        prop_assume!(g.graph.is_alternating_cycle_free_everywhere());
        let starts: Vec<usize> = (0..g.graph.len()).collect();
        for (start, together) in starts.iter().zip(canonical_from(&g.graph, &starts)) {
            prop_assert_eq!(together, canonical(&g.at(*start)));
        }
    }
}

/// Sums of independent rows of Backsliding Toads and Frogs: a position is a list of rows,
/// each its own part.
struct Rows;

impl PartizanRules for Rows {
    type Position = Vec<Row>;
    type Move = ();

    fn left_moves(&self, p: &Vec<Row>, each: &mut dyn FnMut((), Vec<Row>)) {
        for (i, row) in p.iter().enumerate() {
            BackslidingToadsAndFrogs.left_moves(row, &mut |_, next| {
                let mut q = p.clone();
                q[i] = next;
                each((), q)
            });
        }
    }

    fn right_moves(&self, p: &Vec<Row>, each: &mut dyn FnMut((), Vec<Row>)) {
        for (i, row) in p.iter().enumerate() {
            BackslidingToadsAndFrogs.right_moves(row, &mut |_, next| {
                let mut q = p.clone();
                q[i] = next;
                each((), q)
            });
        }
    }

    fn components(&self, p: &Vec<Row>) -> Vec<Vec<Row>> {
        if p.len() < 2 {
            return vec![p.clone()];
        }
        p.iter().map(|row| vec![*row]).collect()
    }
}

#[test]
fn a_position_of_parts_is_the_sum_of_their_values() {
    let row = |text: &str| Row::parse(text.as_bytes(), 1, 1).expect("a row");
    for (a, b) in [("T.F", ".TF"), ("T..F", "TF."), (".T.F", "F.T")] {
        let sum = vec![row(a), row(b)];
        let by_parts = GameGraph::reach(&Rows, &sum, MEMORY).expect("small");
        assert!(by_parts.parts[0].is_some());
        let value = by_parts.value(MEMORY).expect("small");
        let single = |r: Row| {
            GameGraph::reach(&BackslidingToadsAndFrogs, &r, MEMORY)
                .and_then(|g| g.value(MEMORY))
                .expect("small")
        };
        let expected = single(row(a)).add(&single(row(b)));
        assert!(value.equals(&expected), "{a} + {b}");
    }
}

#[test]
fn a_graph_past_the_memory_limit_is_refused_naming_it() {
    let board = Board::parse(
        b"........|........|........|........|F.......|........|G.G.G.G.|.G.G.G.G",
        1,
        1,
    )
    .expect("a board");
    let limit = MemoryLimit::from_bytes(64 << 10);
    let refused = GameGraph::reach(&FoxAndGeese, &board, limit).expect_err("too large");
    assert!(matches!(refused, LoopyValueError::MemoryLimit { .. }));
    assert!(
        refused
            .to_string()
            .ends_with("needs more than the memory limit of 64 KiB (--memory)"),
        "{refused}"
    );
}
