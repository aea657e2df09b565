//! Whole-game tables on disk: built tier by tier, resumed, checked, damaged, and answered from
//! (side 3: all 2^19 boards).

mod common;

use cgsolve::engine::tiers::Tiered;
use cgsolve::games::contests::sweets::geometry::{Cells, Hexagon};
use cgsolve::games::contests::sweets::solve::ContestTable;
use cgsolve::games::contests::sweets::tiers::{SweetsTiers, table_kind};
use cgsolve::tables::{self, TableDir, TableError, TierBuilt};
use common::cgsolve_text as cgsolve;
use std::path::{Path, PathBuf};

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cgsolve-tables-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn side_3() -> SweetsTiers {
    SweetsTiers::new(Hexagon::of_side(3).unwrap())
}

/// Builds tiers `0..=last` of side 3 in `path`; returns what the build reported.
fn build(path: &Path, last: usize) -> Vec<TierBuilt> {
    let dir = TableDir::create(path, &table_kind(3)).unwrap();
    let mut built = Vec::new();
    tables::build(&side_3(), &dir, last, &mut |t| built.push(t.clone())).unwrap();
    built
}

#[test]
fn a_side_3_table_read_back_agrees_with_the_contest_table() {
    let path = scratch("whole");
    build(&path, 19);
    let dir = TableDir::open(&path).unwrap();
    assert_eq!(dir.kind(), "sweets side 3");
    assert_eq!(dir.tiers().unwrap(), (0..=19).collect::<Vec<_>>());
    let game = side_3();
    let read: Vec<_> = (0..=19)
        .map(|t| dir.tier(t).unwrap().unwrap().read_all().unwrap())
        .collect();
    let contest = ContestTable::build();
    for p in 0..1u64 << 19 {
        let (tier, index) = game.locate(&Cells(p));
        assert_eq!(read[tier].is_win(index), contest.is_win(Cells(p)), "{p:#x}");
    }
    // One-block lookups agree too.
    let mut file = dir.tier(9).unwrap().unwrap();
    for index in [0, 1, 4095, game.tier_size(9) - 1] {
        assert_eq!(file.is_win(index).unwrap(), read[9].is_win(index));
    }
    let mut checked = 0;
    tables::verify(&dir, &mut |_, _| checked += 1).unwrap();
    assert_eq!(checked, 20);
    std::fs::remove_dir_all(&path).unwrap();
}

#[test]
fn a_stopped_build_resumes_from_the_last_complete_tier() {
    let whole = scratch("once");
    build(&whole, 19);
    let path = scratch("resumed");
    build(&path, 8);
    // A build stopped while writing tier 9 leaves a partial temporary file behind.
    std::fs::write(path.join("tier-09.cgt.tmp"), b"CGTIER01 cut").unwrap();
    let resumed = build(&path, 19);
    let kept: Vec<_> = resumed
        .iter()
        .filter(|t| t.wins.is_none())
        .map(|t| t.tier)
        .collect();
    assert_eq!(kept, (0..=8).collect::<Vec<_>>());
    for tier in 0..=19 {
        let name = format!("tier-{tier:02}.cgt");
        let a = std::fs::read(whole.join(&name)).unwrap();
        let b = std::fs::read(path.join(&name)).unwrap();
        assert_eq!(a, b, "{name}");
    }
    assert!(!path.join("tier-09.cgt.tmp").exists());
    std::fs::remove_dir_all(&whole).unwrap();
    std::fs::remove_dir_all(&path).unwrap();
}

#[test]
fn a_damaged_block_is_reported_and_never_read() {
    let path = scratch("damaged");
    build(&path, 12);
    let dir = TableDir::open(&path).unwrap();
    let file = dir.tier_path(10);
    let mut bytes = std::fs::read(&file).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x40;
    std::fs::write(&file, &bytes).unwrap();
    let mut tier = dir.tier(10).unwrap().unwrap();
    for err in [
        tier.is_win(0).unwrap_err(),
        tier.read_all().unwrap_err(),
        tables::verify(&dir, &mut |_, _| {}).unwrap_err(),
    ] {
        match err {
            TableError::Damaged {
                file: f,
                block,
                expected,
                found,
            } => {
                assert_eq!(f, file);
                assert_eq!(block, Some(0));
                assert_ne!(expected, found);
            }
            other => panic!("expected a damaged block, got {other}"),
        }
    }
    // Damage in the index is caught by the header's checksum.
    let mut bytes = std::fs::read(dir.tier_path(11)).unwrap();
    bytes[50] ^= 1;
    std::fs::write(dir.tier_path(11), &bytes).unwrap();
    let err = dir.tier(11).unwrap_err();
    assert!(
        matches!(err, TableError::Damaged { block: None, .. }),
        "{err}"
    );
    assert!(err.to_string().contains("header damaged"), "{err}");
    // A build resumed over the damage refuses to read it.
    let err = tables::build(&side_3(), &dir, 13, &mut |_| {}).unwrap_err();
    assert!(matches!(err, TableError::Damaged { .. }), "{err}");
    std::fs::remove_dir_all(&path).unwrap();
}

const BOARDS: &str = "  . . .\n . . O .\n. . O O .\n . . . .\n  . . .\n\n\
                      O O O\nO O O O\nO O O O O\nO O O O\nO O O\n\n\
                      O O .\n. O O .\n. . . O O\n. . . .\n. O .\n\n\
                      . . . .\n. . . . .\n. . O O . .\n. . . O . . .\n. . . . . .\n. . . . .\n. . . .\n";

#[test]
fn the_command_line_builds_verifies_and_answers_from_a_table() {
    let path = scratch("cli");
    let dir = path.to_str().unwrap();
    let (code, out, err) = cgsolve(&["tables", "sweets", "--side", "3", "--out", dir], "");
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out.lines().count(), 20);
    assert!(out.starts_with("tier  0: 1 positions, 0 won, "), "{out}");
    let (code, out, _) = cgsolve(&["tables", "verify", dir], "");
    assert_eq!(code, 0);
    assert!(
        out.ends_with("sweets side 3: 20 tiers, every block ok\n"),
        "{out}"
    );

    let (_, searched, _) = cgsolve(&["sweets"], BOARDS);
    let (code, answered, err) = cgsolve(&["sweets", "--tables", dir], BOARDS);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(answered, searched);
    assert_eq!(answered.lines().count(), 4);

    // A missing tier is searched, with a note; a damaged one is reported and searched.
    std::fs::remove_file(path.join("tier-03.cgt")).unwrap();
    let tier_7 = path.join("tier-07.cgt");
    let mut bytes = std::fs::read(&tier_7).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(&tier_7, &bytes).unwrap();
    let (code, answered, err) = cgsolve(&["sweets", "--tables", dir], BOARDS);
    assert_eq!(code, 0);
    assert_eq!(answered, searched);
    assert!(
        err.contains("tier 3 (3 chocolates) is not in the table"),
        "{err}"
    );
    assert!(
        err.contains("tier-07.cgt: block 0 damaged: checksum expected"),
        "{err}"
    );
    let (code, out, err) = cgsolve(&["tables", "verify", dir], "");
    assert_eq!(code, 1);
    assert!(err.contains("tier-07.cgt: block 0 damaged"), "{err}");
    assert!(!out.contains("every block ok"));
    std::fs::remove_dir_all(&path).unwrap();
}

#[test]
fn limits_are_named_up_front() {
    let path = scratch("limits");
    let dir = path.to_str().unwrap();
    let args = [
        "tables", "sweets", "--side", "4", "--out", dir, "--memory", "1M",
    ];
    let (code, out, err) = cgsolve(&args, "");
    assert_eq!(code, 0);
    assert!(
        err.starts_with("cgsolve: tier 7 of side 4 (10295472 positions) needs 1641360 bytes"),
        "{err}"
    );
    assert!(err.contains("over the memory limit of 1 MiB (--memory): building tiers 0 to 6"));
    assert!(out.ends_with("built tiers 0 to 6 of 37\n"), "{out}");
    let (code, out, err) = cgsolve(&["tables", "sweets", "--side", "6", "--out", dir], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err, "cgsolve: --side 6: expected a side from 1 to 5\n");
    // A table of another board is refused.
    let (code, out, err) = cgsolve(&["tables", "sweets", "--side", "3", "--out", dir], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.contains("holds a table of sweets side 4, not of sweets side 3"),
        "{err}"
    );
    // Answering from a directory that holds no table, or a table of another game, is refused.
    let missing = path.join("none");
    let (code, out, err) = cgsolve(&["sweets", "--tables", missing.to_str().unwrap()], BOARDS);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.starts_with("cgsolve: ") && err.contains("table.txt"),
        "{err}"
    );
    std::fs::write(path.join("table.txt"), "cgsolve table\nchess side 3\n").unwrap();
    let (code, out, err) = cgsolve(&["sweets", "--tables", dir], BOARDS);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.ends_with("table.txt: a table of chess side 3, not of sweets\n"),
        "{err}"
    );
    std::fs::remove_dir_all(&path).unwrap();
}
