//! Cram: the fast solver against the engine's plain search and its search with every hook, the
//! symmetry laws, and `cgsolve cram` end to end.

mod common;

use cgsolve::Solver;
use cgsolve::games::impartial::cram::layout::{Layout, Wide};
use cgsolve::games::impartial::cram::narrow::Narrow;
use cgsolve::games::impartial::cram::region::{self, Cells, cell, normal_form, reduced};
use cgsolve::games::impartial::cram::search::Search;
use cgsolve::games::impartial::cram::{CramRules, CramSolver, Grid, PlainCram};
use common::cgsolve_text;
use proptest::prelude::*;

fn grid(h: usize, w: usize, holes: u64) -> Cells {
    (0..h * w)
        .filter(|i| holes & (1 << i) == 0)
        .map(|i| cell(i / w, i % w))
        .fold(0, |a, b| a | b)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Random boards up to 20 cells with random filled cells: three solvers, one answer.
    #[test]
    fn fast_solver_agrees_with_the_engine(h in 1usize..=4, w in 1usize..=5, holes in any::<u64>()) {
        let cells = grid(h, w, holes & holes.rotate_left(7));
        let plain = Solver::new(PlainCram).grundy(&cells);
        prop_assert_eq!(Solver::new(CramRules::new()).grundy(&cells), plain);
        prop_assert_eq!(CramSolver::new().grundy(cells), plain);
    }

    /// The search on 128-bit boards, which larger grids take, agrees with the plain search too.
    #[test]
    fn wide_search_agrees_with_the_engine(h in 1usize..=4, w in 1usize..=5, holes in any::<u64>()) {
        let cells = grid(h, w, holes & holes.rotate_left(7));
        let plain = Solver::new(PlainCram).grundy(&cells);
        prop_assert_eq!(u32::from(Search::new(Wide, usize::MAX).grundy(cells)), plain.0);
    }

    /// The 64-bit boards of a grid's own width answer every question of the search as the
    /// 128-bit boards do, cell for cell.
    #[test]
    fn narrow_boards_agree_with_wide_ones(
        (rows, cols) in (1u32..=8).prop_flat_map(|r| (Just(r), r..=(64 / r).min(16))),
        holes in any::<u64>(),
        other_holes in any::<u64>(),
        turn in 0usize..8,
    ) {
        let layout = Narrow::new(rows, cols).unwrap();
        let (h, w) = (rows as usize, cols as usize);
        let wide = grid(h, w, holes & holes.rotate_left(3));
        let narrow = on(&layout, wide);
        prop_assert_eq!(Wide.move_count(wide), layout.move_count(narrow));
        prop_assert_eq!(on(&layout, Wide.reduced(wide)), layout.reduced(narrow));
        let (mut wide_lefts, mut narrow_lefts) = (Vec::new(), Vec::new());
        Wide.for_each_left(wide, |left| wide_lefts.push(on(&layout, left)));
        layout.for_each_left(narrow, |left| narrow_lefts.push(left));
        wide_lefts.sort_unstable();
        narrow_lefts.sort_unstable();
        prop_assert_eq!(wide_lefts, narrow_lefts);
        let seed = wide & wide.wrapping_neg();
        let part = Wide.part_containing(wide, seed);
        prop_assert_eq!(on(&layout, part), layout.part_containing(narrow, on(&layout, seed)));
        prop_assert_eq!(Wide.mirror(part), layout.mirror(on(&layout, part)));
        let cuts = Wide.square_cuts(wide);
        prop_assert_eq!(on(&layout, cuts), layout.square_cuts(narrow));
        prop_assert_eq!(
            on(&layout, Wide.part_cut(wide, seed, cuts)),
            layout.part_cut(narrow, on(&layout, seed), on(&layout, cuts))
        );
        prop_assert_eq!(Wide.is_strip(part), layout.is_strip(on(&layout, part)));
        // Normal forms: equal exactly when the wide ones are, for an image and for another set.
        let image = image_of(part, h, w, turn);
        if let Some(image) = layout.embed(image) {
            prop_assert_eq!(layout.normal_form(image), layout.normal_form(on(&layout, part)));
        }
        let other = Wide.part_containing(grid(h, w, other_holes), seed);
        prop_assert_eq!(
            normal_form(other) == normal_form(part),
            layout.normal_form(on(&layout, other)) == layout.normal_form(on(&layout, part))
        );
    }

    /// A part the first player wins by the mirror strategy has a value other than 0.
    #[test]
    fn first_player_mirror_wins_are_not_zero(h in 1usize..=4, w in 1usize..=6, holes in any::<u64>()) {
        // Holes and their half-turn images, so that many sets are symmetric.
        let holes = holes & holes.rotate_left(5);
        let half: Cells = grid(h, w, holes);
        let cells = half & (0..h * w)
            .filter(|i| half & cell(i / w, i % w) != 0)
            .map(|i| cell(h - 1 - i / w, w - 1 - i % w))
            .fold(0, |a, b| a | b);
        let value = Solver::new(PlainCram).grundy(&cells);
        match region::mirror(cells) {
            region::Mirror::FirstWins => prop_assert_ne!(value.0, 0),
            region::Mirror::SecondWins => prop_assert_eq!(value.0, 0),
            region::Mirror::Silent => {}
        }
    }

    /// Taking away the cells `reduced` names changes no value.
    #[test]
    fn reductions_keep_the_value(h in 1usize..=4, w in 1usize..=6, holes in any::<u64>()) {
        let cells = grid(h, w, holes & holes.rotate_left(5));
        let mut plain = Solver::new(PlainCram);
        prop_assert_eq!(plain.grundy(&reduced(cells)), plain.grundy(&cells));
    }

    /// A 2 × 2 square with two opposite corners closed: the parts connected without its
    /// horizontal dominoes have values whose xor is the board's value, and the fast solver,
    /// which cuts there, agrees with the plain search.
    #[test]
    fn cutting_closed_squares_keeps_the_value(
        (h, w, r, c) in (2usize..=4, 2usize..=5)
            .prop_flat_map(|(h, w)| (Just(h), Just(w), 0..h - 1, 0..w - 1)),
        falling in any::<bool>(),
        holes in any::<u64>(),
    ) {
        let square = cell(r, c) | cell(r, c + 1) | cell(r + 1, c) | cell(r + 1, c + 1);
        // The closed corners, each with its two neighbours outside the square filled.
        let (corners, outside) = if falling {
            ((r, c), (r + 1, c + 1))
        } else {
            ((r, c + 1), (r + 1, c))
        };
        let neighbours = |(r, c): (usize, usize), dr: isize, dc: isize| {
            let (nr, nc) = (r as isize + dr, c as isize + dc);
            if nr < 0 || nc < 0 { 0 } else { cell(nr as usize, nc as usize) }
        };
        let (dr, dc) = (corners.0 as isize - outside.0 as isize, corners.1 as isize - outside.1 as isize);
        let closed = neighbours(corners, dr, 0) | neighbours(corners, 0, dc)
            | neighbours(outside, -dr, 0) | neighbours(outside, 0, -dc);
        let cells = (grid(h, w, holes & holes.rotate_left(5)) | square) & !closed;
        let cuts = region::square_cuts(cells);
        prop_assert!(cuts & cell(r, c) != 0 && cuts & cell(r + 1, c) != 0);
        let mut plain = Solver::new(PlainCram);
        let value = plain.grundy(&cells);
        let mut parts = 0;
        let mut rest = cells;
        while rest != 0 {
            let part = region::part_cut(rest, rest & rest.wrapping_neg(), cuts);
            rest &= !part;
            parts ^= plain.grundy(&part).0;
        }
        prop_assert_eq!(parts, value.0);
        prop_assert_eq!(CramSolver::new().grundy(cells), value);
        prop_assert_eq!(u32::from(Search::new(Wide, usize::MAX).grundy(cells)), value.0);
    }

    /// A board and its mirror images and turns have one value.
    #[test]
    fn symmetric_images_share_a_value(h in 1usize..=4, w in 1usize..=5, holes in any::<u64>()) {
        let holes = holes & holes.rotate_left(11);
        let cells = grid(h, w, holes);
        let turned = (0..h * w)
            .filter(|i| holes & (1 << i) == 0)
            .map(|i| cell(i % w, h - 1 - i / w))
            .fold(0, |a, b| a | b);
        let mut solver = CramSolver::new();
        let mut fresh = CramSolver::new();
        prop_assert_eq!(solver.grundy(cells), fresh.grundy(turned));
    }
}

/// `cells` of a 128-bit board on `layout`, cell (r, c) at its cell (r, c).
fn on(layout: &Narrow, cells: Cells) -> u64 {
    (0..128u32)
        .filter(|b| cells & 1 << b != 0)
        .map(|b| layout.cell((b / 16) as usize, (b % 16) as usize))
        .fold(0, |a, b| a | b)
}

/// The image of `cells` (within `h` × `w` at the corner) under the `turn`-th symmetry of the
/// square.
fn image_of(cells: Cells, h: usize, w: usize, turn: usize) -> Cells {
    (0..128u32)
        .filter(|b| cells & 1 << b != 0)
        .map(|b| {
            let (r, c) = ((b / 16) as usize, (b % 16) as usize);
            let (r, c) = if turn & 1 != 0 {
                (r, w - 1 - c)
            } else {
                (r, c)
            };
            let (r, c) = if turn & 2 != 0 {
                (h - 1 - r, c)
            } else {
                (r, c)
            };
            // Turned about the diagonal when that fits in 8 rows.
            if turn & 4 != 0 && w <= 8 {
                cell(c, r)
            } else {
                cell(r, c)
            }
        })
        .fold(0, |a, b| a | b)
}

#[test]
fn narrow_layouts_fit_grids_of_at_most_64_cells() {
    for (h, w, fits) in [
        (4, 7, true),
        (8, 8, true),
        (4, 16, true),
        (5, 13, false),
        (8, 9, false),
    ] {
        let cells = Grid::empty(h, w).unwrap().cells();
        assert_eq!(Narrow::fitting(cells).is_some(), fits, "{h}x{w}");
    }
    // A tall grid is turned: 7 rows of 4 become 4 rows of 7.
    let (layout, cells) = Narrow::fitting(Grid::empty(7, 4).unwrap().cells()).unwrap();
    assert_eq!(layout, Narrow::new(4, 7).unwrap());
    assert_eq!(cells, (1 << 28) - 1);
    // Values on either layout agree where both apply, and past 64 cells the wide one answers.
    let mut solver = CramSolver::new();
    let mut wide = Search::new(Wide, usize::MAX);
    for (h, w) in [(3, 7), (4, 5), (2, 9)] {
        let cells = Grid::empty(h, w).unwrap().cells();
        assert_eq!(
            solver.grundy(cells).0,
            u32::from(wide.grundy(cells)),
            "{h}x{w}"
        );
    }
}

/// The cells of the table of values of empty rectangles in the README of Beling's
/// `impartial-games` (rows × columns = value) that take well under a second each.
#[test]
fn belings_table_quick_cells() {
    let table = [
        (4, 4, 0),
        (4, 5, 2),
        (4, 6, 0),
        (4, 7, 3),
        (4, 8, 0),
        (4, 9, 1),
        (4, 10, 0),
        (4, 12, 0),
        (4, 14, 0),
        (5, 5, 0),
        (5, 6, 2),
        (6, 6, 0),
        (6, 8, 0),
        (6, 10, 0),
        (6, 12, 0),
        (6, 14, 0),
    ];
    for (h, w, value) in table {
        let cells = Grid::empty(h, w).unwrap().cells();
        assert_eq!(CramSolver::new().grundy(cells).0, value, "{h}x{w}");
    }
}

/// The cells of Beling's table that take seconds to minutes each in release (the times are in
/// BENCHMARKS.md, "Cram"): run with `--ignored`.
#[test]
#[ignore = "about two minutes in release; run with --ignored"]
fn belings_table_longer_cells() {
    for (h, w, value) in [(5, 7, 1), (5, 8, 1), (4, 11, 1), (5, 9, 1)] {
        let cells = Grid::empty(h, w).unwrap().cells();
        assert_eq!(CramSolver::new().grundy(cells).0, value, "{h}x{w}");
    }
}

#[test]
fn even_by_even_boards_are_second_player_wins_and_even_by_odd_first() {
    let mut solver = CramSolver::new();
    for (h, w) in [
        (2, 2),
        (2, 6),
        (4, 4),
        (2, 9),
        (4, 5),
        (3, 4),
        (1, 2),
        (4, 6),
    ] {
        let value = solver.grundy(Grid::empty(h, w).unwrap().cells());
        assert_eq!(value.0 == 0, h % 2 == 0 && w % 2 == 0, "{h}x{w}: {value}");
    }
}

#[test]
fn strips_are_dawsons_kayles() {
    // Cram on 1 x n is the octal game 0.07: OEIS A002187 shifted by one.
    let dawson = [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5];
    let mut plain = Solver::new(PlainCram);
    for (n, &v) in dawson.iter().enumerate() {
        let cells = grid(1, n, 0);
        assert_eq!(plain.grundy(&cells).0, v, "1x{n}");
        assert_eq!(CramSolver::new().grundy(cells).0, v, "1x{n}");
    }
}

#[test]
fn cli_values_one_grid_per_line() {
    let input = "2x2\n\n..#.|....\n3x5\n1x7\n";
    let (code, out, err) = cgsolve_text(&["cram"], input);
    assert_eq!((code, err.as_str()), (0, ""));
    let mut plain = Solver::new(PlainCram);
    let expected: Vec<String> = ["2x2", "..#.|....", "3x5", "1x7"]
        .iter()
        .map(|g| {
            let (_, out, _) = cgsolve_text(&["cram", "--json"], g);
            let json: serde_json::Value = serde_json::from_str(&out).unwrap();
            assert_eq!(json["game"], "cram");
            json["answer"].as_str().unwrap().to_string()
        })
        .collect();
    assert_eq!(out.lines().collect::<Vec<_>>(), expected);
    let v = plain.grundy(&grid(3, 5, 0));
    assert_eq!(expected[2], v.to_string());
}

#[test]
fn cli_explain_names_every_winning_move() {
    let (code, out, _) = cgsolve_text(&["cram", "--explain"], "1x4\n");
    assert_eq!(code, 0);
    // 1 x 4 is Dawson's Kayles heap 4 (value 2); the one winning move leaves two single cells.
    assert!(out.contains("    ....\n"), "{out}");
    assert!(out.contains("value: *2"), "{out}");
    assert!(
        out.contains("winning moves (1):\n  - row 1, columns 2-3\n"),
        "{out}"
    );
    let (_, out, _) = cgsolve_text(&["cram", "--explain"], "..#...\n");
    assert!(
        out.contains("parts (2):\n  - 2 cells: *\n  - 3 cells: *\n"),
        "{out}"
    );
    let (_, out, _) = cgsolve_text(&["cram", "--explain"], "2x2\n");
    assert!(
        out.contains("winning moves: none: every move loses"),
        "{out}"
    );
}

#[test]
fn cli_bad_grids_exit_2_naming_the_place() {
    for (input, message) in [
        (
            "3x3\n...|..\n",
            "<stdin>:2:7: expected a row of 3 cells like the first, found 2",
        ),
        (
            "..x.\n",
            "<stdin>:1:3: expected '.' (empty), '#' (filled) or '|' (next row)",
        ),
        (
            "9x9\n",
            "<stdin>:1:1: expected a grid of at most 8 rows and 16 columns",
        ),
    ] {
        let (code, out, err) = cgsolve_text(&["cram"], input);
        assert_eq!(code, 2, "{input}");
        assert_eq!(out, "", "{input}");
        assert!(err.contains(message), "{input}: {err}");
    }
}
