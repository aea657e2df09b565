//! Domineering: players take turns placing dominoes on the empty cells of a board; Left places
//! them vertically, Right horizontally; who cannot place one loses.
//!
//! A position is written in CGSuite's grid text: `.` an empty cell, `#` a filled one, rows
//! split by `|` (`..|..` is the empty 2 × 2 board). Any board of up to 128 cells.
//!
//! The empty cells split into regions joined edge to edge, each an independent game. A region
//! and its mirror images (rows reversed, columns reversed, both) have one value; its transpose
//! has the negative value, since transposing swaps vertical and horizontal.

mod certificate;

use crate::engine::rules::{MoveBounds, PartizanRules};
use crate::games::boards::grid::{Cells, Shape};
use crate::games::boards::polyominoes;
use crate::games::boards::regions::least_image;
use crate::games::boards::tiles::{Tile, tiled};
use crate::games::ruleset::Ruleset;
use crate::theory::outcome::Player;
use std::fmt;

/// The rules of Domineering.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Domineering;

/// A Domineering board: its size and its empty cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board {
    /// The size of the board.
    pub shape: Shape,
    /// The empty cells.
    pub empty: Cells,
}

/// A domino placed on two cells: its top (vertical) or left (horizontal) cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Domino {
    /// The row of its top or left cell, from 0.
    pub row: u8,
    /// The column of its top or left cell, from 0.
    pub col: u8,
    /// Vertical (Left's) or horizontal (Right's).
    pub vertical: bool,
}

impl fmt::Display for Domino {
    /// Rows and columns from 1: `vertical at (2,3)-(3,3)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (r, c) = (self.row as usize + 1, self.col as usize + 1);
        if self.vertical {
            write!(f, "vertical at ({r},{c})-({},{c})", r + 1)
        } else {
            write!(f, "horizontal at ({r},{c})-({r},{})", c + 1)
        }
    }
}

impl Board {
    /// The empty board of `rows` × `cols` cells, if it has between 1 and 128 cells.
    pub fn empty(rows: usize, cols: usize) -> Option<Board> {
        let shape = Shape::new(rows, cols)?;
        Some(Board {
            shape,
            empty: shape.all(),
        })
    }

    /// The first cells of the empty pairs one way, down (`vertical`, Left's) or across
    /// (Right's), and the step from a cell to the next that way.
    pub fn empty_pairs(&self, vertical: bool) -> (Cells, u32) {
        match vertical {
            true => (
                self.shape.vertical_pairs(self.empty),
                self.shape.cols() as u32,
            ),
            false => (self.shape.horizontal_pairs(self.empty), 1),
        }
    }

    fn place(self, cells: Cells) -> Board {
        Board {
            empty: self.empty & !cells,
            ..self
        }
    }
}

tiled! {
    /// CGSuite's grid text: `.` an empty cell, `#` a filled one.
    ///
    /// ```
    /// use cgsolve::text::PositionText;
    /// use cgsolve::games::partizan::domineering::Board;
    /// let b = Board::parse(b"..#|...", 1, 1).unwrap();
    /// assert_eq!(b.to_string(), "..#|...");
    /// assert_eq!(b.empty.count_ones(), 5);
    /// ```
    Board { shape: Shape, [empty] }
    &[
        Tile::new(b'.', 1, "empty"),
        Tile::new(b'#', 0, "filled"),
    ]
}

impl Domineering {
    /// Every domino one way, down (`vertical`) or across.
    fn place(p: &Board, vertical: bool, each: &mut dyn FnMut(Domino, Board)) {
        let (mut tops, step) = p.empty_pairs(vertical);
        while tops != 0 {
            let cell = tops.trailing_zeros();
            tops &= tops - 1;
            let (row, col) = p.shape.coords(cell);
            let domino = Domino {
                row: row as u8,
                col: col as u8,
                vertical,
            };
            each(domino, p.place(1u128 << cell | 1u128 << (cell + step)));
        }
    }
}

impl PartizanRules for Domineering {
    type Position = Board;
    type Move = Domino;

    fn left_moves(&self, p: &Board, each: &mut dyn FnMut(Domino, Board)) {
        Self::place(p, true, each);
    }

    fn right_moves(&self, p: &Board, each: &mut dyn FnMut(Domino, Board)) {
        Self::place(p, false, each);
    }

    /// The parts of the empty cells joined edge to edge, each cut to its bounding box; single
    /// cells (worth 0) are left out.
    fn components(&self, p: &Board) -> Vec<Board> {
        p.shape
            .parts(p.empty, Shape::neighbours4)
            .into_iter()
            .filter(|part| part.count_ones() >= 2)
            .map(|part| {
                let (top, left, shape) = p.shape.bounds(part);
                Board {
                    shape,
                    empty: p.shape.window(part, top, left, shape),
                }
            })
            .collect()
    }

    /// The least of the eight images of the board (by shape, then cells); the value is
    /// negated when that image is a transpose.
    fn normal_form(&self, region: &Board) -> (Board, bool) {
        let images = region
            .shape
            .images([region.empty])
            .map(|(shape, [empty], transposed)| (Board { shape, empty }, transposed));
        least_image(*region, images)
    }

    /// Regions of at most [`VALUED_CELLS`] empty cells.
    fn worth_valuing(&self, region: &Board) -> bool {
        region.empty.count_ones() <= VALUED_CELLS
    }

    fn mobility(&self, p: &Board, player: Player) -> u32 {
        p.empty_pairs(player == Player::Left).0.count_ones()
    }

    /// The safe moves alone, as [`move_bounds`](Self::move_bounds) packs them.
    fn safe_moves(&self, region: &Board) -> Option<[u32; 2]> {
        let shape = region.shape;
        let [left, right] = protected(shape, region.empty);
        let down = |c: Cells| shape.vertical_pairs(c);
        let across = |c: Cells| shape.horizontal_pairs(c);
        Some([
            packed_pairs(left, shape.cols() as u32, &down).count_ones(),
            packed_pairs(right, 1, &across).count_ones(),
        ])
    }

    /// Bullock's positional order: first the dominoes on the second line from an edge of the
    /// part's box across them, starting an odd number of cells from an end along them, then
    /// on even lines, then on odd inner lines at odd starts, then the rest, each nearer the
    /// edges first.
    fn move_preference(&self, p: &Board, m: &Domino) -> i64 {
        let (rows, cols) = (p.shape.rows() as i64, p.shape.cols() as i64);
        let (row, col) = (i64::from(m.row) + 1, i64::from(m.col) + 1);
        // Lines across, counted from 1 at the nearer edge; starts along, from 1 at the nearer
        // end (a domino from `s` to `s + 1` mirrors to one from `n - s`).
        let (line, start) = if m.vertical {
            (col.min(cols + 1 - col), row.min(rows - row))
        } else {
            (row.min(rows + 1 - row), col.min(cols - col))
        };
        let tier = match (line % 2 == 0, start % 2 == 1, line >= 3) {
            (true, true, _) => 4,
            (true, false, _) => 3,
            (false, true, true) => 2,
            (false, false, true) => 1,
            _ => 0,
        };
        tier * 10_000 - line * 100 - start
    }

    /// Counted as in Bullock's Obsequi: protective areas, squares of 2 × 2 empty cells whose
    /// two rows across the player's direction end at a wall (a filled cell or the edge) on
    /// the same side, apart from each other and from the empty cells beside their open sides
    /// ([`protective_areas`]); safe moves, dominoes on two cells whose neighbours across are
    /// all filled, so that the opponent can never take them; spoilable moves (Bullock's
    /// vulnerable ones), dominoes on the other cells, apart from each other, from the safe
    /// ones and from the areas and the cells beside them, spoiled singly when no cell beside
    /// them across is another one's; at most, for each player, as many dominoes as fit side
    /// by side in the runs of empty cells along their direction; the cells no opponent's
    /// domino can cover outside the player's safe and spoilable dominoes.
    ///
    /// Proof. A cell with no empty neighbour across stays so, as cells only fill: the safe
    /// dominoes, packed apart, are each open to the player until played. In an area, the
    /// player's domino down the column on the open side (either, walled on both) leaves the
    /// other column's domino between it and the wall, with no empty cell beside it across:
    /// safe. The area's two cells in each row end that row's run at its wall, so that once
    /// the player holds one of them the opponent's dominoes in the run lie in its other
    /// cells, one fewer than half the run holds: two moves fewer than the opponent's most.
    /// The opponent's domino into the area covers a cell of the open column (the wall side's
    /// cell has no other neighbour across), so spoils the player's domino there, and touches
    /// no counted cell but the area's and the cells beside its open side, which are in no
    /// other area and no other counted domino. The spoilable dominoes are apart from each
    /// other, the areas and the safe ones, so the player's own moves spoil none; the
    /// opponent's domino covers two cells, each in at most one of them, so it spoils at most
    /// two; if it spoils one spoiled singly, its other cell is beside that one across, so in
    /// no spoilable domino. A player's dominoes in one line are apart, so a run of `n` empty
    /// cells holds at most `n / 2` of them, and runs only shrink.
    fn move_bounds(&self, region: &Board) -> Option<MoveBounds> {
        let (shape, empty) = (region.shape, region.empty);
        let cols = shape.cols() as u32;
        let across = |c: Cells| shape.horizontal_pairs(c);
        let down = |c: Cells| shape.vertical_pairs(c);
        let [left_protected, right_protected] = protected(shape, empty);
        let mut counts = [[0; 6]; 2];
        for (player, protected, step, other_step, pairs, beside) in [
            (
                0,
                left_protected,
                cols,
                1,
                &down as &dyn Fn(Cells) -> Cells,
                &across as &dyn Fn(Cells) -> Cells,
            ),
            (1, right_protected, 1, cols, &across, &down),
        ] {
            let cells = |starts: Cells| starts | starts << step;
            let (areas, in_areas) =
                protective_areas(shape, empty, [step, other_step], pairs, beside);
            let safe = packed_pairs(protected, step, pairs);
            let spoilable = packed_pairs(empty & !cells(safe) & !in_areas, step, pairs);
            // Cells of spoilable dominoes beside another's across, then the dominoes with one.
            let touching = beside(cells(spoilable));
            let touching = touching | touching << other_step;
            let shared = spoilable & (touching | touching >> step);
            counts[player] = [
                safe.count_ones(),
                shared.count_ones(),
                (spoilable & !shared).count_ones(),
                packed_pairs(empty, step, pairs).count_ones(),
                (protected & !cells(safe | spoilable)).count_ones(),
                areas,
            ];
        }
        let [l, r] = counts;
        Some(MoveBounds {
            safe: [l[0], r[0]],
            spoilable: [l[1], r[1]],
            spoilable_singly: [l[2], r[2]],
            protective: [l[5], r[5]],
            most: [l[3], r[3]],
            cells: empty.count_ones(),
            unreachable: [l[4], r[4]],
        })
    }
}

/// Regions of at most this many empty cells are valued by the outcome search: their values
/// take a few thousand positions at most, and they stand in for every sum they appear in.
pub const VALUED_CELLS: u32 = 12;

/// The Domineering regions of 2 to `max_cells` cells (at most
/// [`MAX_POLYOMINO_CELLS`](crate::games::boards::polyominoes::MAX_POLYOMINO_CELLS)), tier by
/// tier: each tier's number of cells and its regions in normal form, sorted. A region's normal
/// form is the least of its eight images, negating or not, so the regions of a tier are the
/// free polyominoes of its cells.
pub fn region_tiers(max_cells: usize) -> impl Iterator<Item = (usize, Vec<Board>)> {
    let mut level = vec![polyominoes::monomino()];
    (2..=max_cells).map(move |cells| {
        level = polyominoes::grown(&level);
        let boards = level.iter().map(|&(shape, empty)| Board { shape, empty });
        (cells, boards.collect())
    })
}

/// The empty cells no opponent's domino can ever cover, for Left then Right: those with no
/// empty neighbour across the player's direction.
fn protected(shape: Shape, empty: Cells) -> [Cells; 2] {
    let horizontal = shape.horizontal_pairs(empty);
    let vertical = shape.vertical_pairs(empty);
    let reached_across = horizontal | horizontal << 1;
    let reached_down = vertical | vertical << shape.cols();
    [empty & !reached_across, empty & !reached_down]
}

/// The protective areas of the player whose dominoes join a cell to the one `steps[0]` after
/// it, across lines `steps[1]` apart (`pairs` and `beside` give the cells whose next cell
/// along and across is in a set): squares of 2 × 2 empty cells whose two rows across end, on
/// one side or both, at filled cells or the board's edge, taken lowest first apart from
/// each other and from the empty cells beside each one's open side. Returns how many, and
/// the cells of the areas and beside their open sides, which no other counted domino may use.
fn protective_areas(
    shape: Shape,
    empty: Cells,
    [step, other_step]: [u32; 2],
    pairs: &dyn Fn(Cells) -> Cells,
    beside: &dyn Fn(Cells) -> Cells,
) -> (u32, Cells) {
    let two = beside(empty);
    // Pairs across with no empty cell just before them, or just after them, in their line.
    let walled_before = two & !(two << other_step);
    let walled_after = two & !(two >> other_step);
    let both_rows = |t: Cells| t & (t >> step) & pairs(shape.all());
    let (before, after) = (both_rows(walled_before), both_rows(walled_after));
    let mut candidates = before | after;
    let (mut count, mut squares, mut open_sides) = (0, 0, 0);
    while candidates != 0 {
        let corner = candidates & candidates.wrapping_neg();
        candidates &= candidates - 1;
        let column = corner | corner << step;
        let square = column | column << other_step;
        let open = match (before & corner != 0, after & corner != 0) {
            (true, true) => 0,
            (true, false) => column << (2 * other_step),
            _ => column >> other_step,
        } & empty;
        if square & (squares | open_sides) == 0 && open & squares == 0 {
            count += 1;
            squares |= square;
            open_sides |= open;
        }
    }
    (count, squares | open_sides)
}

/// The first cells of as many dominoes as fit side by side on `cells`, each on a cell and the
/// cell `step` after it (`pairs` gives the cells whose partner is in the set): along each line
/// the first pair of every run is taken, all runs at once, which takes half of each run, the
/// most that fit.
fn packed_pairs(mut cells: Cells, step: u32, pairs: &dyn Fn(Cells) -> Cells) -> Cells {
    let mut taken = 0;
    loop {
        let starts = pairs(cells);
        // A start whose cell is not itself the second cell of a pair begins its run.
        let firsts = starts & !(starts << step);
        if firsts == 0 {
            return taken;
        }
        taken |= firsts;
        cells &= !(firsts | firsts << step);
    }
}

impl Ruleset for Domineering {
    type Kind = crate::play::Partizan;
    type Options = crate::answer::NoOptions;
    const NAME: &'static str = "domineering";
    const FORMAT: &'static str = "CGSuite's grid on one line: `.` empty, `#` filled, rows split \
        by `|`. A move is named by the domino's cells: `vertical at (1,1)-(2,1)`.";
    const EXAMPLE: &'static str = "...|...|...";

    /// The claimed winner's safe moves against the opponent's most moves
    /// ([`certificate::safe_moves_win`]).
    fn proves_win(&self, p: &Board, mover: Player, winner: Player) -> bool {
        certificate::safe_moves_win(p, mover, winner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::boards::regions::testing::*;

    #[test]
    fn moves_of_a_2_by_3_board() {
        assert_moves::<Domineering>(
            "...|...",
            Player::Left,
            &[
                "vertical at (1,1)-(2,1) -> #..|#..",
                "vertical at (1,2)-(2,2) -> .#.|.#.",
                "vertical at (1,3)-(2,3) -> ..#|..#",
            ],
        );
        assert_moves::<Domineering>(
            "...|...",
            Player::Right,
            &[
                "horizontal at (1,1)-(1,2) -> ##.|...",
                "horizontal at (1,2)-(1,3) -> .##|...",
                "horizontal at (2,1)-(2,2) -> ...|##.",
                "horizontal at (2,2)-(2,3) -> ...|.##",
            ],
        );
    }

    #[test]
    fn known_outcomes() {
        // 1 x n rows are Right's, n x 1 columns Left's; 2 x 2, 3 x 3 and 3 x 2 are first-player wins.
        assert_eq!(outcome::<Domineering>("..."), Outcome::R);
        assert_eq!(outcome::<Domineering>(".|.|."), Outcome::L);
        assert_eq!(outcome::<Domineering>("..|.."), Outcome::N);
        assert_eq!(outcome::<Domineering>("...|...|..."), Outcome::N);
        assert_eq!(outcome::<Domineering>("..|..|.."), Outcome::N);
    }

    /// The most dominoes side by side, one pair at a time: the lowest pair taken first.
    fn disjoint_pairs_one_by_one(
        mut cells: Cells,
        step: u32,
        pairs: impl Fn(Cells) -> Cells,
    ) -> u32 {
        let mut count = 0;
        loop {
            let starts = pairs(cells);
            if starts == 0 {
                return count;
            }
            let first = starts.trailing_zeros();
            cells &= !(1u128 << first | 1u128 << (first + step));
            count += 1;
        }
    }

    proptest::proptest! {
        #[test]
        fn runs_taken_at_once_fit_as_many_dominoes_as_one_by_one(
            rows in 1usize..=11,
            cols in 1usize..=11,
            bits: u128,
        ) {
            let shape = Shape::new(rows, cols).unwrap();
            let cells = bits & shape.all();
            let (down, across) = (cols as u32, 1);
            proptest::prop_assert_eq!(
                packed_pairs(cells, down, &|c| shape.vertical_pairs(c)).count_ones(),
                disjoint_pairs_one_by_one(cells, down, |c| shape.vertical_pairs(c))
            );
            proptest::prop_assert_eq!(
                packed_pairs(cells, across, &|c| shape.horizontal_pairs(c)).count_ones(),
                disjoint_pairs_one_by_one(cells, across, |c| shape.horizontal_pairs(c))
            );
        }
    }

    #[test]
    fn regions_are_cut_and_normalised() {
        assert_eq!(
            regions::<Domineering>("..#.|#.#.|..#."),
            ["..|#.|..", ".|.|."]
        );
        assert_eq!(
            normal_form::<Domineering>(".|.|."),
            ("...".to_string(), true)
        );
    }
}
