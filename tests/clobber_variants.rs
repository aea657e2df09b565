//! CGSuite's variants of Clobber (`GenClobber`): Kings (captures in eight directions), Rooks
//! (slides orthogonally over empty cells to a capture) and Queens (slides in eight
//! directions). Each: its moves, its region values against the engine's plain search of whole
//! boards, and CGSuite's values (`game.grid.Kings(...)`, `Rooks`, `Queens`; 300 random boards
//! of each agree with CGSuite built from source).

use cgsolve::games::partizan::clobber::Board;
use cgsolve::{PartizanRules, Player};
use proptest::prelude::*;

#[path = "common/classic.rs"]
mod classic;
mod common;
use common::boards::boards;
use common::tables::{check_table, same};

/// A board of up to 12 cells, each empty, `x` or `o`.
fn small_board() -> impl Strategy<Value = Board> {
    boards(".xo", 1..=3, 1..=4, 12)
}

/// Left's captures keep her stones and take one of Right's, each from a cell `reach` allows.
fn captures_take_one_stone<
    R: PartizanRules<Position = Board, Move = cgsolve::games::partizan::clobber::CellMove>,
>(
    rules: R,
    board: &Board,
    reach: impl Fn((u8, u8), (u8, u8)) -> bool,
) -> Result<(), TestCaseError> {
    for (capture, next) in rules.move_list(board, Player::Left) {
        prop_assert!(reach(capture.from, capture.to), "{:?}", capture);
        prop_assert_eq!(next.x.count_ones(), board.x.count_ones());
        prop_assert_eq!(next.o.count_ones() + 1, board.o.count_ones());
    }
    Ok(())
}

/// Whether two cells are on one row, column (or, with `diagonal`, diagonal).
fn in_line(a: (u8, u8), b: (u8, u8), diagonal: bool) -> bool {
    a != b && (a.0 == b.0 || a.1 == b.1 || (diagonal && a.0.abs_diff(b.0) == a.1.abs_diff(b.1)))
}

mod kings {
    use super::*;
    use cgsolve::games::partizan::clobber::Kings;
    use classic::classic_game_checks;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn a_capture_takes_a_neighbour_in_one_of_eight_directions(board in small_board()) {
            captures_take_one_stone(Kings::default(), &board, |a, b| {
                a.0.abs_diff(b.0) <= 1 && a.1.abs_diff(b.1) <= 1 && a != b
            })?;
        }
    }

    classic_game_checks!(Kings, small_board(), 300, 200);

    #[test]
    fn cgsuites_values() {
        let mut values = classic::Values::<Kings>::new();
        // By hand: diagonal stones capture each other, unlike in Clobber.
        assert_eq!(values.of("x.|.o"), "*");
        // From CGSuite (game.grid.Kings("...").CanonicalForm).
        for (board, expected) in [
            ("o.o|oxx|xoo", "{^,{{^^*|^},{0|+-{*,^}}|0,v*}|||*,v|0||0}"),
            (".ox.|.oo.|x..x", "{^<2>*,{^^*|v,+-{*,^}}||+-{*,^}|0}"),
            ("ooo|oxx|.xo", "{{^^*|^||||0,v*|||*,v|0||0}|v3}"),
            (".xx|xo.|ox.", "{0||0|*,^|||v,{0,*|v,+-{*,^}}}"),
            ("...x|oxox|x.ox", "{0||0,*|0,^*|||*,v|{v|vv*},v}"),
            ("..o|oxx|o.x", "{0,^*|{0|vv*},{*,+-{*,^}|v}}"),
            ("oxx|o..|oox", "{*,^|vv*|||0,+-{*,^}|vv*||0}"),
            ("oxx.|x.ox|x..x", "{^|*,{*,{0|*,^}|0,*}}"),
            (".o..|xoo.|x..o", "{*,{*,v|vv*,v}|v3}"),
            ("x.xo|.oo.", "{0,+-{*,^}|vv*}"),
        ] {
            assert_eq!(values.of(board), expected, "{board}");
        }
    }
}

mod rooks {
    use super::*;
    use cgsolve::games::partizan::clobber::Rooks;
    use classic::classic_game_checks;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn a_capture_is_at_the_end_of_an_orthogonal_slide(board in small_board()) {
            captures_take_one_stone(Rooks::default(), &board, |a, b| in_line(a, b, false))?;
        }
    }

    classic_game_checks!(Rooks, small_board(), 300, 200);

    #[test]
    fn cgsuites_values() {
        let mut values = classic::Values::<Rooks>::new();
        // By hand: stones apart on a row still meet; diagonal ones never.
        assert_eq!(values.of("x..o"), "*");
        assert_eq!(values.of("x.|.o"), "0");
        // From CGSuite (game.grid.Rooks("...").CanonicalForm).
        for (board, expected) in [
            ("x...|.oxx|ox.o", "{^<2>*,{^,^^*|*,v},{^3|^,+-{*,^}}|*,v}"),
            ("o.o.|.oxx|x.x.", "{^^|||^^*|0,+-{*,^}||vv*}"),
            (".xxo|.xoo", "+-{0,{^^*|0,+-{*,^}}}"),
            ("o..|oo.|oxx", "{v[2],{+-{*,^}|0}|0}"),
            ("ooo.|ox..|.x.x", "{^^*|0||0|||vv*|v3}"),
            ("o...|xx..|oo.x", "{^^*|0||*,v|vv*,v}"),
            (".ox.|oxx.|o..o", "{^,^[2]*||vv*|v3}"),
            ("..oo|o...|.oxx", "{0,+-{*,^}|vv*}"),
        ] {
            assert_eq!(values.of(board), expected, "{board}");
        }
    }
}

mod queens {
    use super::*;
    use cgsolve::games::partizan::clobber::Queens;
    use classic::classic_game_checks;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn a_capture_is_at_the_end_of_a_slide_in_eight_directions(board in small_board()) {
            captures_take_one_stone(Queens::default(), &board, |a, b| in_line(a, b, true))?;
        }
    }

    classic_game_checks!(Queens, small_board(), 300, 200);

    #[test]
    fn cgsuites_values() {
        let mut values = classic::Values::<Queens>::new();
        // By hand: diagonal stones apart still meet.
        assert_eq!(values.of("x..|...|..o"), "*");
        // From CGSuite (game.grid.Queens("...").CanonicalForm).
        for (board, expected) in [
            ("x.x.|.x..|xo.o", "{0|{^^*|^},{^|*,+-{*,^}}}"),
            ("o.o.|.oxx|x.x.", "{0|+-{*,^},+-{^,{^^*|0}}}"),
            (".o.|.xo|xxo", "{0,*|v,{*,^[2]|vv*,v}}"),
            ("o.xo|..o.|x..x", "{^,{^^*|0}||+-{*,^}|0}"),
            ("x..|o.x|.ox", "{^^*|*,v[2]}"),
            ("o..o|xo.x", "{*,^[2]|vv*}"),
            ("..oo|xx.x", "{0|+-{*,^}}"),
            ("xx|.x|ox", "{0||0|*,^}"),
        ] {
            assert_eq!(values.of(board), expected, "{board}");
        }
    }
}

mod gen_clobber {
    use super::*;
    use cgsolve::games::partizan::clobber::{Chosen, Directions, GenClobber};
    use cgsolve::text::PositionText;

    fn geometry() -> impl Strategy<Value = GenClobber> {
        let directions = prop_oneof![
            Just(Directions::Orthogonal),
            Just(Directions::Diagonal),
            Just(Directions::All)
        ];
        let distance = prop_oneof![Just(Some(1u8)), Just(Some(2)), Just(None)];
        (directions, distance).prop_map(|(directions, max_distance)| {
            GenClobber(Chosen {
                directions,
                max_distance,
                captures: true,
            })
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// A capture goes along one of the chosen directions, no further than the limit.
        #[test]
        fn a_capture_goes_in_a_chosen_direction(rules in geometry(), board in small_board()) {
            let Chosen { directions, max_distance, .. } = rules.0;
            captures_take_one_stone(rules, &board, |a, b| {
                let (dr, dc) = (a.0.abs_diff(b.0), a.1.abs_diff(b.1));
                let along = match directions {
                    Directions::Orthogonal => in_line(a, b, false),
                    Directions::Diagonal => dr == dc && dr > 0,
                    Directions::All => in_line(a, b, true),
                };
                along && max_distance.is_none_or(|m| dr.max(dc) <= m)
            })?;
        }

        /// Groups and normal forms keep the values of the plain search, under any geometry.
        #[test]
        fn regions_keep_the_plain_values(rules in geometry(), board in small_board()) {
            classic::check_regions_and_text(&rules, &board)?;
            classic::check_region_values(&rules, &board)?;
        }

        /// With `--anti` (stones step onto empty cells), the parts and normal forms keep the
        /// values of the plain search under any geometry too.
        #[test]
        fn anti_regions_keep_the_plain_values(rules in geometry(), board in small_board()) {
            let rules = GenClobber(Chosen { captures: false, ..rules.0 });
            classic::check_regions_and_text(&rules, &board)?;
            classic::check_region_values(&rules, &board)?;
        }
    }

    #[test]
    fn cgsuites_values() {
        let table = "clobber/gen_cgsuite.txt";
        check_table(
            table,
            " ",
            300..=300,
            |[directions, distance, board, value]| {
                let directions = match directions {
                    "orthogonal" => Directions::Orthogonal,
                    "diagonal" => Directions::Diagonal,
                    _ => Directions::All,
                };
                let max_distance = distance.parse().ok();
                let rules = GenClobber(Chosen {
                    directions,
                    max_distance,
                    captures: true,
                });
                same(classic::Values::with(rules).of(board), value)
            },
        );
        // CGSuite's GameGridTest: GenClobber(directions => Coordinates.Diagonal)("xoxo|oox.|xxx.").
        let diagonal = GenClobber(Chosen {
            directions: Directions::Diagonal,
            max_distance: Some(1),
            captures: true,
        });
        assert_eq!(
            classic::Values::with(diagonal).of("xoxo|oox.|xxx."),
            "{0,v*|vv}"
        );
    }

    #[test]
    fn the_flags_choose_the_geometry() {
        let args = ["gen-clobber", "--directions", "diagonal"];
        let (code, out, _) = common::cgsolve_text(&args, "x.|.o\nxo\n");
        assert_eq!((code, out.as_str()), (0, "*\n0\n"));
        let args = ["gen-clobber", "--max-distance", "inf"];
        let (code, out, _) = common::cgsolve_text(&args, "x..o\n");
        assert_eq!((code, out.as_str()), (0, "*\n"));
        let (code, out, _) = common::cgsolve_text(&["gen-clobber"], "x..o\n");
        assert_eq!((code, out.as_str()), (0, "0\n"));
        // `--anti`: Anti-Clobber's rule, the named ruleset's answers (CGSuite's test board
        // first: `{*|-1}`).
        let boards = "xoxo|oo..\nx.o\nxo.|.ox\nx..|.o.|..x\n";
        let (code, anti, err) = common::cgsolve_text(&["gen-clobber", "--anti"], boards);
        assert_eq!(code, 0, "{err}");
        assert_eq!(anti, common::cgsolve_text(&["anti-clobber"], boards).1);
        assert!(anti.starts_with("{*|-1}\n"), "{anti}");
        // Sliding steps: `x..` lets Left step onto either empty cell, one step onto the next.
        let board = Board::parse(b"x..", 1, 1).unwrap();
        let steps = |max_distance| {
            let rules = GenClobber(Chosen {
                directions: Directions::Orthogonal,
                max_distance,
                captures: false,
            });
            let moves = rules.move_list(&board, Player::Left);
            moves.iter().map(|(m, _)| m.to_string()).collect::<Vec<_>>()
        };
        assert_eq!(steps(None), ["(1,1)-(1,2)", "(1,1)-(1,3)"]);
        assert_eq!(steps(Some(1)), ["(1,1)-(1,2)"]);
        let args = ["gen-clobber", "--max-distance", "0"];
        let (code, _, err) = common::cgsolve_text(&args, "xo\n");
        assert_eq!(code, 2);
        assert!(
            err.contains("expected a number from 1 to 255 or `inf`"),
            "{err}"
        );
    }
}
