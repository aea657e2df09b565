//! Heap games: published Grundy sequences and periods, the fast methods against the plain mex
//! loop, and `cgsolve heap` end to end.

mod common;

use cgsolve::games::impartial::heap::{
    Code, MAX_HEAP, Method, Sequence, best_mask, find_period, heaps, plain_values, winning_moves,
};
use common::cgsolve_text;
use common::codes::random_code;
use proptest::prelude::*;

fn code(text: &str) -> Code {
    text.parse().unwrap()
}

/// The values listed in a data file: `#` lines are comments, values are comma separated.
fn table(name: &str) -> Vec<u32> {
    let path = format!("{}/tests/data/heap/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .flat_map(|l| l.split(','))
        .filter(|v| !v.trim().is_empty())
        .map(|v| v.trim().parse().unwrap())
        .collect()
}

fn fast(text: &str, to: u32) -> Sequence {
    Sequence::compute(&code(text), to).unwrap()
}

#[test]
fn published_sequences() {
    for (game, file, shift) in [
        ("kayles", "a002186.txt", 0),
        ("0.137", "a002187.txt", 0),
        ("dawson", "a002187.txt", 1),
        ("grundy", "a002188.txt", 0),
        ("0.7777", "a071074.txt", 0),
    ] {
        let expected = table(file);
        let to = expected.len() as u32 - 1 + shift;
        let plain = plain_values(&code(game), to);
        let fast = fast(game, to).values;
        assert_eq!(&plain[shift as usize..], &expected[..], "{game} (plain)");
        assert_eq!(&fast[shift as usize..], &expected[..], "{game} (fast)");
    }
}

#[test]
fn first_twenty_values_of_nim_and_subtraction_games() {
    assert_eq!(fast("nim", 19).values, (0..20).collect::<Vec<u32>>());
    // S(1,2,3): n mod 4 (Bogus Nim, Winning Ways ch. 4); S(1,3,4): period 7.
    let s123 = Sequence::compute(&Code::subtraction(&[1, 2, 3], false), 19).unwrap();
    assert_eq!(s123.values, (0..20).map(|n| n % 4).collect::<Vec<u32>>());
    let s134 = Sequence::compute(&Code::subtraction(&[1, 3, 4], false), 19).unwrap();
    let period7 = [0, 1, 0, 1, 2, 3, 2];
    assert_eq!(
        s134.values,
        (0..20).map(|n| period7[n % 7]).collect::<Vec<u32>>()
    );
    let p = s134.period.unwrap();
    assert_eq!((p.period, p.preperiod, p.proven), (7, 0, true));
}

#[test]
fn published_periods_proven() {
    for (game, period, preperiod) in [
        ("kayles", 12, 71),
        ("dawson", 34, 53),
        ("0.137", 34, 52),
        ("0.7777", 24, 142),
    ] {
        let p = fast(game, 5000).period.unwrap();
        assert_eq!(
            (p.period, p.preperiod, p.proven),
            (period, preperiod, true),
            "{game}"
        );
    }
    assert_eq!(fast("grundy", 5000).period, None);
}

#[test]
fn grundys_game_rare_values_as_flammenkamp_lists_them() {
    let path = format!(
        "{}/tests/data/heap/grundy-sparse.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let listed: Vec<(u32, u32)> = std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let (heap, value) = l.split_once(' ').unwrap();
            (heap.parse().unwrap(), value.parse().unwrap())
        })
        .collect();
    assert_eq!(listed.len(), 48);
    let s = fast("grundy", 20_000);
    let rc = s.rare_common().unwrap();
    assert_eq!(rc.mask, 0b1111_1110);
    let ours: Vec<(u32, u32)> = rc
        .rare_heaps
        .iter()
        .copied()
        .take_while(|&n| n <= 231)
        .map(|n| (n, s.values[n as usize]))
        .collect();
    assert_eq!(ours, listed);
}

#[test]
fn the_mask_with_fewest_rare_values() {
    // Kayles past its last exception: every value is common under 15.
    let s = fast("kayles", 2000);
    assert_eq!(best_mask(&s.values[71..]), (15, 0));
}

#[test]
fn winning_moves_bring_the_sum_to_zero() {
    let kayles = code("kayles");
    let g = plain_values(&kayles, 40);
    for heaps in [[5u32, 7, 9], [1, 2, 3], [10, 20, 40], [4, 4, 4]] {
        let total = heaps.iter().fold(0, |v, &h| v ^ g[h as usize]);
        let wins = winning_moves(&kayles, &g, &heaps);
        assert_eq!(wins.is_empty(), total == 0, "{heaps:?}");
        for m in wins {
            let after =
                total ^ g[m.heap as usize] ^ m.left.iter().fold(0, |v, &p| v ^ g[p as usize]);
            assert_eq!(after, 0, "{heaps:?} {m:?}");
            assert_eq!(m.left.iter().sum::<u32>() + m.taken, m.heap);
        }
    }
}

#[test]
fn the_engine_solver_on_the_code_agrees() {
    for game in ["kayles", "dawson", "grundy", "0.F", "4.7"] {
        let c = code(game);
        let mut solver = cgsolve::Solver::new(c.clone());
        let plain = plain_values(&c, 60);
        for n in 0..=60u32 {
            assert_eq!(
                solver.grundy(&heaps(&[n])).0,
                plain[n as usize],
                "{game} {n}"
            );
        }
        // Winning moves of a sum: the same moves, named the same way.
        for sum in [[5u32, 7, 9], [3, 10, 12], [20, 21, 22]] {
            let ours: Vec<(u32, u32, Vec<u32>)> = winning_moves(&c, &plain, &sum)
                .into_iter()
                .map(|m| (m.heap, m.taken, m.left))
                .collect();
            let mut engine: Vec<(u32, u32, Vec<u32>)> = solver
                .winning_moves(&heaps(&sum))
                .into_iter()
                .map(|(m, _)| (m.heap, m.taken, m.left))
                .collect();
            let mut sorted = ours.clone();
            sorted.sort();
            engine.sort();
            assert_eq!(sorted, engine, "{game} {sum:?}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The fast path (rare/common method, period copying) gives the reference's values.
    #[test]
    fn fast_methods_agree_with_the_plain_loop(text in random_code(4), to in 0u32..260) {
        let c = code(&text);
        let plain = plain_values(&c, to);
        prop_assert_eq!(&Sequence::compute(&c, to).unwrap().values, &plain);
        let sparse = Sequence::compute_with(&c, to, Method::Sparse, false).unwrap();
        prop_assert_eq!(&sparse.values, &plain);
    }

    /// Octal codes only (at most two heaps, no constraint): the sparse method over longer runs,
    /// where the mask is chosen again as the heaps grow.
    #[test]
    fn sparse_agrees_on_octal_codes(digits in proptest::collection::vec(0u8..8, 1..4)) {
        let text = format!("0.{}", digits.iter().map(|d| d.to_string()).collect::<String>());
        let c = code(&text);
        let plain = plain_values(&c, 1500);
        let sparse = Sequence::compute_with(&c, 1500, Method::Sparse, false).unwrap();
        prop_assert_eq!(&sparse.values, &plain);
        if let Some(p) = find_period(&c, &plain) {
            prop_assert!(p.proven);
        }
    }
}

/// Long run (about two minutes): the rare/common method alone against copying along the proven
/// period to 10^6 heaps (Kayles, where the rare heaps are few), and against the plain loop to
/// 10^5 heaps (Dawson's Kayles, Grundy's game). The plain loop is quadratic: 10^6 heaps of
/// Kayles would take it about five hours.
#[test]
#[ignore]
fn long_runs_agree() {
    let kayles = code("kayles");
    let copied = Sequence::compute(&kayles, 1_000_000).unwrap();
    let computed = Sequence::compute_with(&kayles, 1_000_000, Method::Sparse, false).unwrap();
    assert_eq!(copied.values, computed.values);
    for game in ["dawson", "grundy"] {
        let c = code(game);
        let plain = plain_values(&c, 100_000);
        let sparse = Sequence::compute_with(&c, 100_000, Method::Sparse, false).unwrap();
        assert_eq!(sparse.values, plain, "{game}");
        assert_eq!(
            Sequence::compute(&c, 100_000).unwrap().values,
            plain,
            "{game}"
        );
    }
}

#[test]
fn cli_prints_values_then_the_period() {
    let (code, out, err) = cgsolve_text(&["heap", "kayles", "--to", "200"], "");
    assert_eq!((code, err.as_str()), (0, ""));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].starts_with("0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7"));
    assert_eq!(lines[0].split(' ').count(), 201);
    assert_eq!(lines[1], "period 12 from heap 71, proven");
    let (_, out, _) = cgsolve_text(&["heap", "grundy", "--to", "100"], "");
    assert_eq!(out.lines().nth(1), Some("no period found up to heap 100"));
    let (_, out, _) = cgsolve_text(&["heap", "4=.3", "--to", "100"], "");
    assert!(
        out.lines()
            .nth(1)
            .unwrap()
            .starts_with("period 2 from heap 3, not proven")
    );
}

#[test]
fn cli_subtraction_games() {
    let (code, out, _) = cgsolve_text(&["heap", "--subtract", "1,3,4", "--to", "13"], "");
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "0 1 0 1 2 3 2 0 1 0 1 2 3 2\nperiod 7 from heap 0, proven\n"
    );
    let (code, out, _) = cgsolve_text(&["heap", "--all-but", "2", "--to", "6", "--json"], "");
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["code"], "0.30[3]");
    let (code, _, err) = cgsolve_text(&["heap", "--subtract", "0,2", "--to", "6"], "");
    assert_eq!(code, 2);
    assert!(
        err.contains("--subtract:1:1: expected take sizes from 1"),
        "{err}"
    );
}

#[test]
fn cli_json() {
    let (code, out, _) = cgsolve_text(&["heap", "0.07", "--to", "300", "--json"], "");
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["code"], "0.07");
    assert_eq!(json["values"].as_array().unwrap().len(), 301);
    assert_eq!(
        (json["period"].as_u64(), json["preperiod"].as_u64()),
        (Some(34), Some(53))
    );
    assert_eq!(json["proven"], true);
    let (_, out, _) = cgsolve_text(&["heap", "grundy", "--to", "30", "--json"], "");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(json["period"].is_null() && json["preperiod"].is_null());
    assert_eq!(json["proven"], false);
}

#[test]
fn cli_explain() {
    let (code, out, _) = cgsolve_text(&["heap", "kayles", "--to", "200", "--explain"], "");
    assert_eq!(code, 0);
    assert!(out.starts_with("code 0.77 (Kayles)"), "{out}");
    assert!(
        out.contains("take 1, leaving no heap, one heap or two heaps\n"),
        "{out}"
    );
    assert!(out.contains("values g(n), 12 a row:"), "{out}");
    assert!(out.contains("   72: 4 1 2 8 1 4 7 2 1 8 2 7\n"), "{out}");
    assert!(out.contains("checked for 71 <= n < 156"), "{out}");
    let (_, out, _) = cgsolve_text(&["heap", "grundy", "--to", "2000", "--explain"], "");
    assert!(
        out.contains("take none, leaving two heaps, all of different sizes\n"),
        "{out}"
    );
    assert!(
        out.contains("rare values: those with an even number of 1 bits in v AND 62 (binary 111110); 346 rare heaps of 2000"),
        "{out}"
    );
}

#[test]
fn cli_sum_of_heaps() {
    let (code, out, _) = cgsolve_text(&["heap", "kayles", "--heaps", "5,7,9"], "");
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "*2\ntake 1 from heap 7 (the 2nd heap), leaving 3 and 3\n\
         take 2 from heap 7 (the 2nd heap), leaving 1 and 4\n\
         take 2 from heap 9 (the 3rd heap), leaving 2 and 5\n"
    );
    let (_, out, _) = cgsolve_text(&["heap", "kayles", "--heaps", "5,9"], "");
    assert_eq!(out, "0\nno winning move\n");
    let (_, out, _) = cgsolve_text(&["heap", "nim", "--heaps", "3,5", "--json"], "");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["value"], 6);
    assert_eq!(json["winning_moves"][0]["leave"], serde_json::json!([3]));
    let (_, out, _) = cgsolve_text(&["heap", "kayles", "--heaps", "5,9", "--explain"], "");
    assert!(
        out.contains("winning moves: none, every move loses"),
        "{out}"
    );
}

#[test]
fn cli_bad_input_exits_2_with_nothing_on_stdout() {
    let max = MAX_HEAP.to_string();
    let above = (u64::from(MAX_HEAP) + 1).to_string();
    for (args, message) in [
        (
            vec!["heap", "0.8x", "--to", "5"],
            "<code>:1:4: expected a digit 0-9 or A-V, or '['",
        ),
        (vec!["heap", "0.", "--to", "5"], "<code>:1:3: expected"),
        (
            vec!["heap", "1.7", "--to", "5"],
            "<code>:1:1: expected a digit before the point",
        ),
        (
            vec!["heap", "kayles", "--to", &above],
            "beyond the memory limit of heap",
        ),
        (
            vec!["heap", "kayles", "--heaps", "3,99999999999"],
            "beyond the memory limit",
        ),
        (vec!["heap", "kayles"], "--to"),
    ] {
        let (code, out, err) = cgsolve_text(&args, "");
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(out, "", "{args:?}");
        assert!(err.contains(message), "{args:?}: {err}");
    }
    let (_, _, err) = cgsolve_text(&["heap", "kayles", "--to", &above], "");
    assert!(err.contains(&max), "{err}");
}

/// Grundy's game by hand, as the reference of the tests below: a move splits one heap into two
/// heaps of different sizes; g(n) is the mex of g(a) ^ g(n - a) over 1 <= a < n - a.
fn grundys_game_values(to: u32) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::new();
    for n in 0..=to {
        let seen: Vec<u32> = (1..n.div_ceil(2))
            .map(|a| g[a as usize] ^ g[(n - a) as usize])
            .collect();
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    g
}

/// The winning moves of a sum of heaps by plain search, as `cgsolve heap --heaps` words them:
/// each heap size at its first place, each of its options (`options`: counters taken, heaps
/// left) that leaves a sum of 0. The places are written from a table of English ordinals.
fn winning_lines(
    heaps: &[u32],
    g: &[u32],
    options: impl Fn(u32) -> Vec<(u32, Vec<u32>)>,
) -> Vec<String> {
    const ORDINALS: [&str; 13] = [
        "1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th", "11th", "12th",
        "13th",
    ];
    let total = heaps.iter().fold(0, |v, &h| v ^ g[h as usize]);
    let mut lines = Vec::new();
    for (i, &heap) in heaps.iter().enumerate() {
        if heaps[..i].contains(&heap) {
            continue;
        }
        let place = format!("heap {heap} (the {} heap)", ORDINALS[i]);
        for (taken, left) in options(heap) {
            let after = total ^ g[heap as usize] ^ left.iter().fold(0, |v, &p| v ^ g[p as usize]);
            if after != 0 {
                continue;
            }
            let words: Vec<String> = left.iter().map(|p| p.to_string()).collect();
            let left = if words.is_empty() {
                "nothing".to_string()
            } else {
                words.join(" and ")
            };
            lines.push(if taken == 0 {
                format!("split {place} into {left}")
            } else {
                format!("take {taken} from {place}, leaving {left}")
            });
        }
    }
    lines.sort();
    lines
}

/// The value line and the sorted move lines of `cgsolve heap CODE --heaps HEAPS`.
fn cli_sum(code: &str, heaps: &[u32], explain: bool) -> (String, Vec<String>) {
    let list: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
    let list = list.join(",");
    let mut args = vec!["heap", code, "--heaps", &list];
    if explain {
        args.push("--explain");
    }
    let (status, out, err) = cgsolve_text(&args, "");
    assert_eq!((status, err.as_str()), (0, ""), "{args:?}");
    let mut lines = out.lines();
    let value = lines.next().unwrap_or("").to_string();
    let mut moves: Vec<String> = lines.map(str::to_string).collect();
    moves.sort();
    (value, moves)
}

#[test]
fn cli_sum_of_split_heaps_names_exactly_the_winning_splits() {
    let g = grundys_game_values(40);
    // Published: Grundy's game begins 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0 (A002188).
    assert_eq!(g[..21], table("a002188.txt")[..21]);
    let splits = |n: u32| -> Vec<(u32, Vec<u32>)> {
        (1..n.div_ceil(2)).map(|a| (0, vec![a, n - a])).collect()
    };
    let mut splits_seen = 0;
    for heaps in [
        vec![5u32, 7, 9],
        vec![4, 10, 12],
        vec![3, 6, 8, 13],
        vec![20, 21, 22],
        vec![7, 7, 11],
        vec![40],
    ] {
        let total = heaps.iter().fold(0, |v, &h| v ^ g[h as usize]);
        let expected = winning_lines(&heaps, &g, splits);
        assert_eq!(expected.is_empty(), total == 0, "{heaps:?}");
        let (value, moves) = cli_sum("grundy", &heaps, false);
        assert_eq!(value, cgsolve::Nimber(total).to_string(), "{heaps:?}");
        if total == 0 {
            assert_eq!(moves, ["no winning move"], "{heaps:?}");
        } else {
            assert_eq!(moves, expected, "{heaps:?}");
        }
        splits_seen += moves
            .iter()
            .filter(|m| m.starts_with("split heap "))
            .count();
    }
    assert!(splits_seen >= 5, "{splits_seen} splits named");
    // The wording the command's help promises, on its own example.
    let (_, moves) = cli_sum("grundy", &[5, 7, 9], false);
    assert!(
        moves.contains(&"split heap 5 (the 1st heap) into 2 and 3".to_string()),
        "{moves:?}"
    );
    // --explain: the same moves, indented under their heading.
    let (_, explained) = cli_sum("grundy", &[5, 7, 9], true);
    let indented: Vec<String> = winning_lines(&[5, 7, 9], &g, splits)
        .iter()
        .map(|m| format!("  {m}"))
        .collect();
    for m in &indented {
        assert!(explained.contains(m), "{m} in {explained:?}");
    }
    assert!(
        explained.contains(&"winning moves:".to_string()),
        "{explained:?}"
    );
}

#[test]
fn cli_sum_names_places_past_the_tenth_and_heaps_taken_whole() {
    // Nim: a move takes any number from one heap; g(n) = n.
    let g: Vec<u32> = (0..=13).collect();
    let takes = |n: u32| -> Vec<(u32, Vec<u32>)> {
        (1..=n)
            .map(|k| (k, if k == n { vec![] } else { vec![n - k] }))
            .collect()
    };
    for heaps in [(1..=13).collect::<Vec<u32>>(), (1..=12).collect()] {
        let expected = winning_lines(&heaps, &g, takes);
        let (_, moves) = cli_sum("nim", &heaps, false);
        assert_eq!(moves, expected, "{heaps:?}");
    }
    // 1 ^ 2 ^ ... ^ 13 = 1: each odd heap loses one counter, heap 1 entirely.
    let (_, moves) = cli_sum("nim", &(1..=13).collect::<Vec<u32>>(), false);
    for line in [
        "take 1 from heap 1 (the 1st heap), leaving nothing",
        "take 1 from heap 11 (the 11th heap), leaving 10",
        "take 1 from heap 13 (the 13th heap), leaving 12",
    ] {
        assert!(moves.contains(&line.to_string()), "{line} in {moves:?}");
    }
    // 1 ^ 2 ^ ... ^ 12 = 12: the heaps from 8 up move to h ^ 12.
    let (_, moves) = cli_sum("nim", &(1..=12).collect::<Vec<u32>>(), false);
    assert!(
        moves.contains(&"take 12 from heap 12 (the 12th heap), leaving nothing".to_string()),
        "{moves:?}"
    );
}

/// The heaps each move of `code` leaves from one heap of `n`, by the engine's rules of the code.
fn options(code: &Code, n: u32) -> Vec<Vec<u32>> {
    use cgsolve::ImpartialRules;
    code.move_list(&heaps(&[n]))
        .into_iter()
        .map(|(_, left)| left)
        .collect()
}

#[test]
fn cli_explain_says_each_rule_as_the_rules_move() {
    type Check = fn(u32, &[Vec<u32>]) -> bool;
    let halves: Check = |n, opts| {
        opts.len() == usize::from(n % 2 == 0 && n > 0) && opts.iter().all(|o| *o == [n / 2, n / 2])
    };
    let unequal: Check = |n, opts| {
        opts.len() == (n.saturating_sub(1) / 2) as usize
            && opts
                .iter()
                .all(|o| o.len() == 2 && o[0] != o[1] && o[0] + o[1] == n)
    };
    let any_take: Check = |n, opts| {
        opts.len() == n as usize
            && opts
                .iter()
                .all(|o| o.len() <= 1 && o.iter().sum::<u32>() < n)
    };
    let none: Check = |_, opts| opts.is_empty();
    for (text, line, check) in [
        ("0.0", "  no move at all", none),
        (
            "4=.0",
            "  take none, leaving two heaps, all of one size",
            halves,
        ),
        (
            "4?.0",
            "  take none, leaving two heaps, not all of one size",
            unequal,
        ),
        (
            "nim",
            "  take 1, 2, 3, ..., leaving no heap or one heap",
            any_take,
        ),
    ] {
        let (status, out, err) = cgsolve_text(&["heap", text, "--to", "20", "--explain"], "");
        assert_eq!((status, err.as_str()), (0, ""), "{text}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[1], line, "{text}: {out}");
        for n in 0..=20 {
            assert!(
                check(n, &options(&code(text), n)),
                "{text} on a heap of {n}"
            );
        }
    }
    // Nim's values are the heap sizes, which no mask splits into rare and common.
    let (_, out, _) = cgsolve_text(&["heap", "nim", "--to", "20", "--explain"], "");
    assert!(out.starts_with("code 0.[3] (Nim):"), "{out}");
    assert!(fast("nim", 20).rare_common().is_none());
    assert!(
        out.ends_with("no rare/common split: no mask makes a quarter of the values rare\n"),
        "{out}"
    );
}
