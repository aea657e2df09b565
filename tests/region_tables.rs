//! Region databases of Domineering: the regions enumerated (free polyominoes, OEIS A000105),
//! built, resumed, checked, damaged, and answered from, each answer against the plain search.

mod common;

use cgsolve::PartizanRules;
use cgsolve::engine::rules::MovesOnly;
use cgsolve::engine::values::ValueSolver;
use cgsolve::games::partizan::domineering::{Board, Domineering, region_tiers};
use cgsolve::games::serving::classic::regions_kind;
use cgsolve::progress::NoProgress;
use cgsolve::tables::regions::{self, RegionText, RegionTierBuilt, RegionsLoaded};
use cgsolve::tables::{TableDir, TableError};
use common::boards::boards;
use common::cgsolve_text as cgsolve;
use proptest::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cgsolve-regions-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Builds the database of regions of 2 to `max_cells` cells in `path`; returns what the build
/// reported.
fn build(path: &Path, max_cells: usize) -> Vec<RegionTierBuilt> {
    let dir = TableDir::create(path, &regions_kind(&Domineering)).unwrap();
    let mut solver = ValueSolver::new(Domineering);
    let mut built = Vec::new();
    regions::build(
        &mut solver,
        &dir,
        region_tiers(max_cells),
        &mut NoProgress,
        &mut |t| built.push(t.clone()),
    )
    .unwrap();
    built
}

/// A solver with the database at `path` loaded.
fn loaded(path: &Path) -> Result<(ValueSolver<Domineering>, RegionsLoaded), TableError> {
    let mut solver = ValueSolver::new(Domineering);
    let loaded = regions::load(path, &regions_kind(&Domineering), &mut solver)?;
    Ok((solver, loaded))
}

/// The value of `board` by the plain search of the rules (no regions, no normal forms).
fn plain_value(board: &Board) -> String {
    let mut plain = ValueSolver::new(MovesOnly(Domineering));
    let v = plain.value(board).unwrap();
    plain.arena().to_notation(v)
}

/// The database of regions of up to 8 cells, built once for the tests that read it.
fn database_8() -> &'static Path {
    static PATH: OnceLock<PathBuf> = OnceLock::new();
    PATH.get_or_init(|| {
        let path = scratch("shared-8");
        build(&path, 8);
        path
    })
}

#[test]
fn the_regions_of_each_size_are_the_free_polyominoes() {
    // OEIS A000105, the free polyominoes of n cells, n = 2 to 11: a Domineering region's
    // normal form is the least of its eight images, whether the image negates (a transpose)
    // or not, so its regions up to the symmetries are the free polyominoes.
    let published = [1, 2, 5, 12, 35, 108, 369, 1285, 4655, 17073];
    let counts: Vec<usize> = region_tiers(11).map(|(_, regions)| regions.len()).collect();
    assert_eq!(counts, published);
}

#[test]
fn every_region_listed_is_connected_in_its_normal_form_and_of_its_tier() {
    for (cells, regions) in region_tiers(8) {
        for region in regions {
            assert_eq!(region.empty.count_ones() as usize, cells);
            assert_eq!(Domineering.normal_form(&region), (region, false));
            assert_eq!(Domineering.components(&region), vec![region]);
        }
    }
}

#[test]
fn every_value_of_a_database_of_7_cells_is_the_plain_search_s() {
    let path = scratch("every-7");
    let built = build(&path, 7);
    let tiers: Vec<(usize, u64)> = built.iter().map(|t| (t.tier, t.regions)).collect();
    assert_eq!(tiers, [(2, 1), (3, 2), (4, 5), (5, 12), (6, 35), (7, 108)]);
    let (mut solver, loaded) = loaded(&path).unwrap();
    assert_eq!((loaded.tiers, loaded.regions), (6, 163));
    assert_eq!(solver.memo_len(), 163);
    for (_, regions) in region_tiers(7) {
        for region in regions {
            assert!(solver.remembers(&region));
            let v = solver.value(&region).unwrap();
            assert_eq!(solver.arena().to_notation(v), plain_value(&region));
        }
    }
    // Loading searched nothing: every answer above came from the database.
    assert_eq!(solver.stats().searched, 0);
}

#[test]
fn a_random_sample_of_a_database_of_10_cells_agrees_with_recomputation() {
    let path = scratch("sample-10");
    build(&path, 10);
    let dir = TableDir::open(&path).unwrap();
    let loaded = regions::verify(&dir, &mut |_| {}).unwrap();
    assert_eq!(
        loaded.regions,
        1 + 2 + 5 + 12 + 35 + 108 + 369 + 1285 + 4655
    );
    for seed in [1, 2, 3] {
        assert_eq!(
            regions::check_sample(&dir, &Domineering, 40, seed).unwrap(),
            40
        );
    }
}

/// Domineering with the players' moves swapped: every value negated, the same regions.
#[derive(Clone)]
struct Swapped;

impl PartizanRules for Swapped {
    type Position = Board;
    type Move = cgsolve::games::partizan::domineering::Domino;
    fn left_moves(&self, p: &Board, each: &mut dyn FnMut(Self::Move, Board)) {
        Domineering.right_moves(p, each);
    }
    fn right_moves(&self, p: &Board, each: &mut dyn FnMut(Self::Move, Board)) {
        Domineering.left_moves(p, each);
    }
    fn components(&self, p: &Board) -> Vec<Board> {
        Domineering.components(p)
    }
    fn normal_form(&self, p: &Board) -> (Board, bool) {
        Domineering.normal_form(p)
    }
}

impl RegionText for Swapped {
    fn region_text(&self, region: &Board) -> String {
        Domineering.region_text(region)
    }
    fn read_region(&self, text: &str) -> Option<Board> {
        Domineering.read_region(text)
    }
}

#[test]
fn a_database_of_wrong_values_fails_the_recomputation() {
    let path = scratch("wrong");
    let dir = TableDir::create(&path, &regions_kind(&Domineering)).unwrap();
    let mut solver = ValueSolver::new(Swapped);
    regions::build(
        &mut solver,
        &dir,
        region_tiers(5),
        &mut NoProgress,
        &mut |_| {},
    )
    .unwrap();
    // Its blocks are whole: only recomputing finds the values wrong.
    regions::verify(&dir, &mut |_| {}).unwrap();
    let e = regions::check_sample(&dir, &Domineering, 20, 7).unwrap_err();
    assert!(e.to_string().contains("the plain search finds"), "{e}");
}

#[test]
fn a_stopped_build_resumes_and_writes_the_same_files() {
    let whole = scratch("resume-whole");
    build(&whole, 8);
    let resumed = scratch("resume-parts");
    build(&resumed, 5);
    // A tier file left half written by the stopped build is written afresh.
    std::fs::write(resumed.join("tier-06.cgt.tmp"), b"CGREGN01 half").unwrap();
    let built = build(&resumed, 8);
    let read_back: Vec<(usize, bool)> = built.iter().map(|t| (t.tier, t.already_built)).collect();
    assert_eq!(
        read_back,
        [
            (2, true),
            (3, true),
            (4, true),
            (5, true),
            (6, false),
            (7, false),
            (8, false)
        ]
    );
    for tier in 2..=8 {
        let name = format!("tier-{tier:02}.cgt");
        assert_eq!(
            std::fs::read(whole.join(&name)).unwrap(),
            std::fs::read(resumed.join(&name)).unwrap(),
            "{name}"
        );
    }
}

#[test]
fn a_damaged_block_or_header_is_refused() {
    let path = scratch("damaged");
    build(&path, 8);
    let file = path.join("tier-08.cgt");
    let good = std::fs::read(&file).unwrap();
    // The last byte is in the last block; byte 12 is in the header.
    for (at, block) in [(good.len() - 1, Some(0)), (12, None)] {
        let mut bad = good.clone();
        bad[at] ^= 0x40;
        std::fs::write(&file, &bad).unwrap();
        match loaded(&path) {
            Err(TableError::Damaged { block: b, .. }) => assert_eq!(b, block),
            other => panic!("expected a damaged block, got {:?}", other.map(|l| l.1)),
        }
        let dir = TableDir::open(&path).unwrap();
        assert!(matches!(
            regions::verify(&dir, &mut |_| {}),
            Err(TableError::Damaged { .. })
        ));
        let text = path.to_str().unwrap();
        let (code, out, err) = cgsolve(&["domineering", "--tables", text], "..|..\n");
        assert_eq!((code, out.as_str()), (2, ""));
        assert!(
            err.starts_with(&format!("cgsolve: --tables {text}: ")),
            "{err}"
        );
        assert!(
            err.contains("tier-08.cgt") && err.contains("damaged"),
            "{err}"
        );
        let (code, _, err) = cgsolve(&["tables", "verify", text], "");
        assert_eq!(code, 1, "{err}");
        assert!(err.contains("damaged: checksum expected"), "{err}");
    }
    std::fs::write(&file, &good).unwrap();
    assert!(loaded(&path).is_ok());
}

#[test]
fn a_table_of_another_kind_is_refused() {
    let path = scratch("other-kind");
    std::fs::create_dir_all(&path).unwrap();
    std::fs::write(path.join("table.txt"), "cgsolve table\nsweets side 3\n").unwrap();
    let text = path.to_str().unwrap();
    let (code, out, err) = cgsolve(&["domineering", "--tables", text], "..|..\n");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.ends_with("holds a table of sweets side 3, not of domineering regions\n"),
        "{err}"
    );
    // A database of Domineering is not one of Clobber's.
    let db = database_8().to_str().unwrap();
    let (code, _, err) = cgsolve(&["clobber", "--tables", db], "xo\n");
    assert_eq!(code, 2);
    assert!(err.ends_with("not of clobber regions\n"), "{err}");
}

#[test]
fn the_command_line_builds_verifies_and_answers_from_a_database() {
    let path = scratch("cli");
    let text = path.to_str().unwrap();
    let (code, out, err) = cgsolve(
        &["tables", "domineering", "--max-cells", "6", "--out", text],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 5);
    assert!(
        out.starts_with("tier  2: 1 regions, 1 new forms, built in "),
        "{out}"
    );
    assert!(out.contains("tier  6: 35 regions"), "{out}");
    let (code, out, _) = cgsolve(
        &["tables", "domineering", "--max-cells", "6", "--out", text],
        "",
    );
    assert_eq!(code, 0);
    assert!(
        out.contains("tier  6: 35 regions, 13 new forms, already built"),
        "{out}"
    );
    let (code, out, err) = cgsolve(&["tables", "verify", text, "--sample", "30"], "");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("domineering regions: 5 tiers, 55 regions"),
        "{out}"
    );
    assert!(out.contains("30 regions chosen at random"), "{out}");
    let boards = "....|....|....\n.....|..#..|.....\n..|..\n.#..|....|..#.\n";
    let (_, searched, _) = cgsolve(&["domineering"], boards);
    let (code, answered, err) = cgsolve(&["domineering", "--tables", text], boards);
    assert_eq!(code, 0, "{err}");
    assert_eq!(answered, searched);
    assert_eq!(answered.lines().count(), 4);
    // The outcome search takes its regions' values from the database too.
    let class = |out: &str| -> Vec<String> {
        out.lines()
            .map(|l| l.split(';').next().unwrap().to_string())
            .collect()
    };
    let (_, searched, _) = cgsolve(&["domineering", "--outcome-only"], boards);
    let (code, answered, err) =
        cgsolve(&["domineering", "--outcome-only", "--tables", text], boards);
    assert_eq!(code, 0, "{err}");
    assert_eq!(class(&answered), class(&searched));
}

#[test]
fn limits_are_named_up_front() {
    let path = scratch("limits");
    let text = path.to_str().unwrap();
    let (code, out, err) = cgsolve(
        &["tables", "domineering", "--max-cells", "19", "--out", text],
        "",
    );
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err, "cgsolve: --max-cells 19: expected 2 to 18 cells\n");
    let args = [
        "tables",
        "domineering",
        "--max-cells",
        "16",
        "--out",
        text,
        "--memory",
        "64M",
    ];
    let (code, out, err) = cgsolve(&args, "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.starts_with("cgsolve: --max-cells 16: 17733538 regions need about "),
        "{err}"
    );
    assert!(
        err.contains("over the memory limit of 64 MiB (--memory); --max-cells 12 does"),
        "{err}"
    );
    assert!(!path.exists());
    // A database larger than the memo a small --memory holds is refused with that limit.
    let db = database_8().to_str().unwrap();
    let (code, _, err) = cgsolve(&["domineering", "--tables", db, "--memo", "100"], "..|..\n");
    assert_eq!(code, 2);
    assert!(
        err.contains("more than 100 remembered regions, over 100 regions"),
        "{err}"
    );
}

/// A board of up to 4 × 4 cells, each empty or filled at random.
fn small_board() -> impl Strategy<Value = Board> {
    boards(".#", 1..=4, 1..=4, 16)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn answers_from_a_database_are_the_plain_search_s(board in small_board()) {
        let (mut solver, _) = loaded(database_8()).unwrap();
        let v = solver.value(&board).unwrap();
        prop_assert_eq!(solver.arena().to_notation(v), plain_value(&board));
    }
}
