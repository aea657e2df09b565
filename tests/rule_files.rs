//! Rule files: every example of `examples/rules/` gives the value its compiled ruleset gives,
//! on random small positions, through the same servers (`cgsolve rules` and `cgsolve GAME`).
//! The variants no compiled ruleset plays (Domineering with an L-tromino for Left, Clobber
//! with knight captures) are checked against the plain rules written out here and searched
//! whole.

use cgsolve::Contest;
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::games::registry::options_from;
use cgsolve::games::rule_files::{ImpartialRuleFile, RuleFile};
use cgsolve::games::ruleset::Registered;
use cgsolve::{PartizanRules, ValueSolver};
use proptest::prelude::*;

/// The server of registry game `R` with the flags `words`.
fn server<R: Registered>(words: &[&str]) -> R::Served {
    let options = options_from(words).expect("the flags read");
    R::Served::new(&options, MemoryLimit::from_mib(64)).expect("the game sets up")
}

/// The server of the example rule file `name`, partizan.
fn rule_file(name: &str) -> <RuleFile as Registered>::Served {
    server::<RuleFile>(&[&format!("examples/rules/{name}.rules")])
}

/// The answer line of a server for the position `text`.
fn answer(server: &mut impl Contest, text: &str) -> String {
    let cases = server
        .parse(text.as_bytes())
        .unwrap_or_else(|e| panic!("{text} reads: {e}"));
    server.answer(&cases[0]).expect("solved").into_owned()
}

/// Boards of up to `max_cells` cells (`rows` at most), each a character of `cells`, as text.
fn boards(cells: &'static str, rows: usize, max_cells: usize) -> impl Strategy<Value = String> {
    let chars: Vec<char> = cells.chars().collect();
    (1..=rows, 1..=max_cells)
        .prop_filter("fits", move |&(r, c)| r * c <= max_cells)
        .prop_flat_map(move |(r, c)| {
            proptest::collection::vec(proptest::sample::select(chars.clone()), r * c).prop_map(
                move |cells| {
                    let rows: Vec<String> =
                        cells.chunks(c).map(|row| row.iter().collect()).collect();
                    rows.join("|")
                },
            )
        })
}

/// A grid of Snort or Col as CGSuite's graph: every empty cell next to at most one colour a
/// vertex (`L` next to blue `x`, `R` next to red `o`), joined to its empty neighbours; `None`
/// for a graph without vertices.
fn graph(text: &str) -> Option<String> {
    let grid: Vec<Vec<u8>> = text.split('|').map(|r| r.bytes().collect()).collect();
    let (rows, cols) = (grid.len() as i32, grid[0].len() as i32);
    let at = |r: i32, c: i32| {
        (r >= 0 && c >= 0 && r < rows && c < cols).then(|| grid[r as usize][c as usize])
    };
    let near = |r: i32, c: i32| [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)];
    let label = |r: i32, c: i32| -> Option<char> {
        if at(r, c) != Some(b'.') {
            return None;
        }
        let next: Vec<Option<u8>> = near(r, c).iter().map(|&(a, b)| at(a, b)).collect();
        match (next.contains(&Some(b'x')), next.contains(&Some(b'o'))) {
            (true, true) => None,
            (true, false) => Some('L'),
            (false, true) => Some('R'),
            (false, false) => Some('.'),
        }
    };
    let vertex = |r: i32, c: i32| label(r, c).map(|l| format!("{l}:{{v{}}}", r * cols + c));
    let mut parts = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            let Some(v) = vertex(r, c) else { continue };
            parts.push(v.clone());
            for (a, b) in [(r + 1, c), (r, c + 1)] {
                if let Some(w) = vertex(a, b) {
                    parts.push(format!("{v}-{w}"));
                }
            }
        }
    }
    (!parts.is_empty()).then(|| parts.join(";"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn domineering(p in boards("...#", 4, 12)) {
        let mut file = rule_file("domineering");
        let mut compiled = server::<cgsolve::games::partizan::domineering::Domineering>(&[]);
        prop_assert_eq!(answer(&mut file, &p), answer(&mut compiled, &p));
    }

    #[test]
    fn cram(p in boards("...#", 4, 12)) {
        let mut file = server::<ImpartialRuleFile>(&["examples/rules/cram.rules"]);
        let mut compiled = server::<cgsolve::games::impartial::cram::CramContest>(&[]);
        prop_assert_eq!(answer(&mut file, &p), answer(&mut compiled, &p));
    }

    #[test]
    fn domineering_played_impartially_is_cram(p in boards("...#", 4, 12)) {
        let mut file = server::<ImpartialRuleFile>(&["examples/rules/domineering.rules", "--impartial"]);
        let mut compiled = server::<cgsolve::games::impartial::cram::CramContest>(&[]);
        prop_assert_eq!(answer(&mut file, &p), answer(&mut compiled, &p));
    }

    #[test]
    fn clobber(p in boards("xo.", 3, 10)) {
        let mut file = rule_file("clobber");
        let mut compiled = server::<cgsolve::games::partizan::clobber::Clobber>(&[]);
        prop_assert_eq!(answer(&mut file, &p), answer(&mut compiled, &p));
    }

    #[test]
    fn anti_clobber(p in boards("xo..", 3, 9)) {
        let mut file = rule_file("anti-clobber");
        let mut compiled = server::<cgsolve::games::partizan::clobber::AntiClobber>(&[]);
        prop_assert_eq!(answer(&mut file, &p), answer(&mut compiled, &p));
    }

    #[test]
    fn konane(p in boards("xo..#", 4, 12)) {
        let mut file = rule_file("konane");
        let mut compiled = server::<cgsolve::games::partizan::konane::Konane>(&[]);
        prop_assert_eq!(answer(&mut file, &p), answer(&mut compiled, &p));
    }

    #[test]
    fn toads_and_frogs(p in boards("TF..", 1, 11)) {
        let mut file = rule_file("toads-and-frogs");
        let mut compiled = server::<cgsolve::games::partizan::toads_and_frogs::ToadsAndFrogs>(&[]);
        prop_assert_eq!(answer(&mut file, &p), answer(&mut compiled, &p));
    }

    #[test]
    fn toads_and_frogs_with_jumps_over_two(p in boards("TF..", 1, 11)) {
        let mut file = rule_file("toads-and-frogs-jump-two");
        let mut compiled = server::<cgsolve::games::partizan::toads_and_frogs::GenToadsAndFrogs>(&["--max-jump", "2"]);
        prop_assert_eq!(answer(&mut file, &p), answer(&mut compiled, &p));
    }

    #[test]
    fn fission(p in boards("x..#", 4, 12)) {
        let mut file = rule_file("fission");
        let mut compiled = server::<cgsolve::games::partizan::fission::Fission>(&[]);
        prop_assert_eq!(answer(&mut file, &p), answer(&mut compiled, &p));
    }

    #[test]
    fn snort(p in boards("...xo#", 4, 12)) {
        let mut file = rule_file("snort");
        let mut compiled = server::<cgsolve::games::partizan::col::Snort>(&[]);
        let value = answer(&mut file, &p);
        match graph(&p) {
            Some(g) => prop_assert_eq!(value, answer(&mut compiled, &g)),
            None => prop_assert_eq!(value, "0"),
        }
    }

    #[test]
    fn col(p in boards("...xo#", 4, 12)) {
        let mut file = rule_file("col");
        let mut compiled = server::<cgsolve::games::partizan::col::Col>(&[]);
        let value = answer(&mut file, &p);
        match graph(&p) {
            Some(g) => prop_assert_eq!(value, answer(&mut compiled, &g)),
            None => prop_assert_eq!(value, "0"),
        }
    }

    #[test]
    fn kings(p in boards("xo..", 3, 10)) {
        let mut file = rule_file("kings");
        let mut compiled = server::<cgsolve::games::partizan::clobber::Kings>(&[]);
        prop_assert_eq!(answer(&mut file, &p), answer(&mut compiled, &p));
    }

    #[test]
    fn rooks(p in boards("xo...", 4, 10)) {
        let mut file = rule_file("rooks");
        let mut compiled = server::<cgsolve::games::partizan::clobber::Rooks>(&[]);
        prop_assert_eq!(answer(&mut file, &p), answer(&mut compiled, &p));
    }

    #[test]
    fn queens(p in boards("xo...", 4, 10)) {
        let mut file = rule_file("queens");
        let mut compiled = server::<cgsolve::games::partizan::clobber::Queens>(&[]);
        prop_assert_eq!(answer(&mut file, &p), answer(&mut compiled, &p));
    }

    #[test]
    fn elephants_and_rhinos(p in boards("TF..", 1, 12)) {
        let mut file = rule_file("elephants-and-rhinos");
        let mut compiled = server::<cgsolve::games::partizan::toads_and_frogs::ElephantsAndRhinos>(&[]);
        prop_assert_eq!(answer(&mut file, &p), answer(&mut compiled, &p));
    }

    #[test]
    fn amazons(p in boards("xo....#", 3, 9)) {
        let mut file = rule_file("amazons");
        let mut compiled = server::<cgsolve::games::partizan::amazons::Amazons>(&[]);
        prop_assert_eq!(answer(&mut file, &p), answer(&mut compiled, &p));
    }

    #[test]
    fn domineering_with_an_l_tromino(p in boards("...#", 4, 10)) {
        let mut file = rule_file("domineering-l-tromino");
        prop_assert_eq!(answer(&mut file, &p), plain_value(Plain::LTromino, &p));
    }

    #[test]
    fn clobber_with_knight_captures(p in boards("xo.", 4, 9)) {
        let mut file = rule_file("knight-clobber");
        prop_assert_eq!(answer(&mut file, &p), plain_value(Plain::KnightClobber, &p));
    }
}

/// The variants' rules written out plainly, on a grid of bytes, without parts.
#[derive(Clone, Copy)]
enum Plain {
    /// Left: a vertical domino or three cells of a 2 × 2 square; Right: a horizontal domino.
    LTromino,
    /// A stone captures an opposing stone one orthogonal step or one knight's move away.
    KnightClobber,
}

type Grid = Vec<Vec<u8>>;

impl Plain {
    fn moves(self, p: &Grid, left: bool, each: &mut dyn FnMut((), Grid)) {
        let (rows, cols) = (p.len() as i32, p[0].len() as i32);
        let at = |r: i32, c: i32| {
            (r >= 0 && c >= 0 && r < rows && c < cols).then(|| p[r as usize][c as usize])
        };
        let place = |cells: &[(i32, i32)], each: &mut dyn FnMut((), Grid)| {
            if cells.iter().all(|&(r, c)| at(r, c) == Some(b'.')) {
                let mut next = p.clone();
                for &(r, c) in cells {
                    next[r as usize][c as usize] = b'#';
                }
                each((), next);
            }
        };
        for r in 0..rows {
            for c in 0..cols {
                match self {
                    Plain::LTromino if left => {
                        place(&[(r, c), (r + 1, c)], each);
                        let square = [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)];
                        for missing in 0..4 {
                            let three: Vec<(i32, i32)> = (0..4)
                                .filter(|&i| i != missing)
                                .map(|i| square[i])
                                .collect();
                            place(&three, each);
                        }
                    }
                    Plain::LTromino => place(&[(r, c), (r, c + 1)], each),
                    Plain::KnightClobber => {
                        let (own, other) = if left { (b'x', b'o') } else { (b'o', b'x') };
                        if at(r, c) != Some(own) {
                            continue;
                        }
                        let vectors = [
                            (1, 0),
                            (-1, 0),
                            (0, 1),
                            (0, -1),
                            (1, 2),
                            (1, -2),
                            (-1, 2),
                            (-1, -2),
                            (2, 1),
                            (2, -1),
                            (-2, 1),
                            (-2, -1),
                        ];
                        for (dr, dc) in vectors {
                            if at(r + dr, c + dc) == Some(other) {
                                let mut next = p.clone();
                                next[r as usize][c as usize] = b'.';
                                next[(r + dr) as usize][(c + dc) as usize] = own;
                                each((), next);
                            }
                        }
                    }
                }
            }
        }
    }
}

impl PartizanRules for Plain {
    type Position = Grid;
    type Move = ();

    fn left_moves(&self, p: &Grid, each: &mut dyn FnMut((), Grid)) {
        self.moves(p, true, each);
    }

    fn right_moves(&self, p: &Grid, each: &mut dyn FnMut((), Grid)) {
        self.moves(p, false, each);
    }
}

/// The value of `text` under the plain rules, searched whole.
fn plain_value(rules: Plain, text: &str) -> String {
    let grid: Grid = text.split('|').map(|r| r.bytes().collect()).collect();
    let mut solver = ValueSolver::new(rules);
    let g = solver.value(&grid).expect("small");
    solver.arena().to_notation(g)
}

#[test]
fn the_variants_values_differ_from_their_games() {
    // After Right's domino on a 2 × 3 board, Left's tromino fills the three cells left.
    let mut tromino = rule_file("domineering-l-tromino");
    let mut domineering = rule_file("domineering");
    assert_eq!(answer(&mut domineering, "...|..."), "{2|-1/2}");
    assert_eq!(answer(&mut tromino, "...|..."), "{2|*}");
    // A knight's capture reaches a stone no orthogonal capture does.
    let mut knight = rule_file("knight-clobber");
    let mut clobber = rule_file("clobber");
    assert_eq!(answer(&mut clobber, "x..|..o"), "0");
    assert_eq!(answer(&mut knight, "x..|..o"), "*");
}

/// The malformed corpus: every `tests/data/rule_files/malformed/NAME.rules` is refused by
/// `cgsolve rules` with exit code 2, nothing on standard output, and the message of
/// `NAME.err` (`LINE:COLUMN: what was expected`) after the file's name.
#[test]
fn malformed_rule_files_are_refused_with_where_and_what() {
    let folder = "tests/data/rule_files/malformed";
    let mut cases = 0;
    for entry in std::fs::read_dir(folder).expect("the corpus") {
        let path = entry.expect("an entry").path();
        if path.extension().is_none_or(|e| e != "rules") {
            continue;
        }
        let expected = std::fs::read_to_string(path.with_extension("err"))
            .unwrap_or_else(|e| panic!("{}.err: {e}", path.display()));
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_cgsolve"))
            .args(["rules", &path.display().to_string(), "-p", "."])
            .output()
            .expect("cgsolve runs");
        assert_eq!(out.status.code(), Some(2), "{}", path.display());
        assert!(out.stdout.is_empty(), "{}", path.display());
        let message = String::from_utf8_lossy(&out.stderr);
        assert_eq!(message, format!("cgsolve: {}:{expected}", path.display()));
        cases += 1;
    }
    assert!(cases >= 40, "{cases} cases");
}

/// The symmetries found from the rules: (how many keep the value, how many negate it).
fn symmetries(name: &str) -> (usize, usize) {
    let text =
        std::fs::read_to_string(format!("examples/rules/{name}.rules")).expect("the example");
    let rules = cgsolve::games::rule_files::load(&text).expect("it reads");
    let negated = rules.images.iter().filter(|i| i.negate).count();
    (rules.images.len() - negated, negated)
}

#[test]
fn the_symmetries_the_rules_respect_are_found() {
    // Domineering: the turns by half and the mirrors keep it; transposes swap the players.
    assert_eq!(symmetries("domineering"), (3, 4));
    // Clobber: all eight images, each also with the colours swapped (which negates).
    assert_eq!(symmetries("clobber"), (7, 8));
    // Toads and Frogs: the strip's mirror image with toads and frogs swapped.
    assert_eq!(symmetries("toads-and-frogs"), (0, 1));
    // Left's tromino breaks the swap of the players; the row mirrors keep the game.
    assert_eq!(symmetries("domineering-l-tromino"), (3, 0));
    // Fission: as Domineering.
    assert_eq!(symmetries("fission"), (3, 4));
}

/// `cgsolve ARGS`: its exit code and standard output.
fn run(args: &[&str]) -> (Option<i32>, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_cgsolve"))
        .args(args)
        .output()
        .expect("cgsolve runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn cgsolve_rules_answers_in_every_mode_as_the_compiled_ruleset() {
    let file = "examples/rules/clobber.rules";
    for p in ["xo.|ox.", "xox|o.o", "xxo|oox|x.o"] {
        for mode in ["--misere", "--outcome-only"] {
            let (code, rules) = run(&["rules", file, "-p", p, mode]);
            let (_, compiled) = run(&["clobber", "-p", p, mode]);
            assert_eq!(code, Some(0));
            // The outcome class; the winning moves are named each game's own way.
            assert_eq!(
                rules.split(';').next(),
                compiled.split(';').next(),
                "{p} {mode}"
            );
        }
        let (_, json) = run(&["rules", file, "-p", p, "--json"]);
        let (_, compiled) = run(&["clobber", "-p", p, "--json"]);
        let value = |text: &str| {
            serde_json::from_str::<serde_json::Value>(text).expect("JSON")["value"].clone()
        };
        assert_eq!(value(&json), value(&compiled), "{p}");
        let (_, explained) = run(&["rules", file, "-p", p, "--explain"]);
        assert!(explained.contains(&format!("value: {}", value(&json).as_str().expect("text"))));
    }
    // An impartial file is answered by the impartial server: nim values and remoteness.
    let (code, json) = run(&[
        "rules",
        "examples/rules/cram.rules",
        "-p",
        "...|...",
        "--json",
    ]);
    assert_eq!(code, Some(0));
    let report: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(
        (report["value"].as_str(), report["remoteness"].as_u64()),
        (Some("*"), Some(3))
    );
    // A flag of the partizan server only, and a file that is not there, are refused.
    assert_eq!(
        run(&[
            "rules",
            "examples/rules/cram.rules",
            "--memo",
            "5",
            "-p",
            ".."
        ])
        .0,
        Some(2)
    );
    assert_eq!(
        run(&["rules", "tests/data/rule_files/none.rules", "-p", ".."]).0,
        Some(2)
    );
}
