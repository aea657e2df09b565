//! Random small boards for property tests: rectangles of cells drawn from a game's alphabet,
//! written as the game's text (rows joined by `|`) and read by its parser.

use cgsolve::text::PositionText;
use proptest::prelude::*;
use proptest::strategy::Union;
use std::fmt::Debug;
use std::ops::RangeInclusive;

/// Boards of `rows` × `cols` cells, at most `max_cells` of them, each cell one character of
/// `cells` drawn uniformly (a character written twice is drawn twice as often), read by the
/// position's parser. Shrinking moves cells towards the first character of `cells`. A row of a
/// one-row board may be empty when `cols` starts at 0.
#[allow(dead_code)]
pub fn boards<P: PositionText + Debug>(
    cells: &str,
    rows: RangeInclusive<usize>,
    cols: RangeInclusive<usize>,
    max_cells: usize,
) -> impl Strategy<Value = P> {
    let cell = Union::new(cells.chars().map(Just));
    (rows, cols)
        .prop_filter(format!("at most {max_cells} cells"), move |(rows, cols)| {
            rows * cols <= max_cells
        })
        .prop_flat_map(move |(rows, cols)| {
            proptest::collection::vec(cell.clone(), rows * cols).prop_map(move |cells| {
                let text: Vec<String> = cells
                    .chunks(cols.max(1))
                    .map(|row| row.iter().collect())
                    .collect();
                text.join("|")
            })
        })
        .prop_map(|text| {
            P::parse(text.as_bytes(), 1, 1)
                .unwrap_or_else(|e| panic!("the board {text:?} reads: {e}"))
        })
}
