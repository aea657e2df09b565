//! Misère canonical forms against CGSuite: every form, property and operation CGSuite printed
//! for its own test table and for random forms (tests/data/misere/cgsuite.txt), misère Nim
//! exhaustively, the misère outcome of random sums against plain misère search, and the
//! misère form of `cgsolve value` on the command line.

mod common;

use cgsolve::engine::misere::MisereForms;
use cgsolve::engine::rules::ImpartialRules;
use cgsolve::games::impartial::cram::text::GridText;
use cgsolve::games::impartial::cram::{CramRules, Grid, PlainCram};
use cgsolve::games::impartial::heap::Code;
use cgsolve::theory::misere::{MisereArena, MisereId, MisereValue};
use common::cgsolve_text;
use common::tables::{check_table, same};
use proptest::prelude::*;
use std::collections::HashMap;

/// CGSuite's list of forms, `[*[0],*[1]]`.
fn list(a: &mut MisereArena, games: &[MisereId]) -> String {
    let items: Vec<String> = games.iter().map(|&g| a.to_notation(g).unwrap()).collect();
    format!("[{}]", items.join(","))
}

/// The property `name` of `g`, as CGSuite prints it.
fn property(a: &mut MisereArena, g: MisereId, name: &str) -> String {
    match name {
        "Genus" => a.genus(g).unwrap().to_string(),
        "Mate" => {
            let m = a.mate(g).unwrap();
            a.to_notation(m).unwrap()
        }
        "NimValue" => a.nim_value(g).to_string(),
        "MisereNimValue" => a.misere_nim_value(g).to_string(),
        "MisereOutcomeClass" => if a.is_p_position(g) { "P" } else { "N" }.into(),
        "Birthday" => a.birthday(g).to_string(),
        "Options" => {
            let o = a.options(g);
            list(a, &o)
        }
        "Parts" => {
            let p = a.parts(g).unwrap();
            list(a, &p)
        }
        "Partitions" => {
            let ps = a.partitions(g).unwrap();
            let items: Vec<String> = ps.iter().map(|p| list(a, p)).collect();
            format!("[{}]", items.join(","))
        }
        "IsTame" => a.is_tame(g).to_string(),
        "IsRestive" => a.is_restive(g).to_string(),
        "IsRestless" => a.is_restless(g).to_string(),
        "IsHalfTame" => a.is_half_tame(g).unwrap().to_string(),
        "IsGenerallyTame" => a.is_generally_tame(g).to_string(),
        "IsGenerallyRestive" => a.is_generally_restive(g).to_string(),
        "IsTameable" => a.is_tameable(g).to_string(),
        "IsExtraverted" => a.is_extraverted(g).unwrap().to_string(),
        "IsIntroverted" => a.is_introverted(g).to_string(),
        "IsEven" => g.is_even().to_string(),
        "IsPrime" => a.is_prime(g).unwrap().to_string(),
        "IsNimHeap" => a.is_nim_heap(g).unwrap().to_string(),
        other => panic!("no property {other} in the table's vocabulary"),
    }
}

/// What cgsolve answers to one line of the table, written as CGSuite writes it.
fn answer(a: &mut MisereArena, expr: &str) -> String {
    let Some((subject, call)) = expr.rsplit_once(").") else {
        let g = a.parse_game(expr).unwrap().unwrap();
        return a.to_notation(g).unwrap();
    };
    let subject = subject.strip_prefix('(').expect("a subject in parentheses");
    if let Some((op, other)) = call.split_once('(') {
        let other = other.strip_suffix(')').expect("an argument in parentheses");
        return match a.parse(&format!("{subject} {op} {other}")).unwrap() {
            Ok(MisereValue::Game(g)) => a.to_notation(g).unwrap(),
            Ok(MisereValue::Bool(b)) => b.to_string(),
            Err(_) => "ERROR".into(),
        };
    }
    let g = a.parse_game(subject).unwrap().unwrap();
    property(a, g, call)
}

#[test]
fn every_form_property_and_operation_is_as_cgsuite_prints_it() {
    let mut a = MisereArena::new();
    check_table("misere/cgsuite.txt", "\t", 3001.., |[expr, expected]| {
        let expected = if expected.starts_with("ERROR:") {
            "ERROR"
        } else {
            expected
        };
        same(answer(&mut a, expr), expected)
    });
}

/// Whether the player to move from the sum of nim heaps `heaps` loses when the last to move
/// loses: searched plainly.
fn plain_misere_nim_loses(heaps: &mut Vec<u32>, memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    let mut key = heaps.clone();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let mut loses = heaps.iter().any(|&h| h > 0);
    for i in 0..heaps.len() {
        for smaller in 0..heaps[i] {
            let was = std::mem::replace(&mut heaps[i], smaller);
            let opponent_loses = plain_misere_nim_loses(heaps, memo);
            heaps[i] = was;
            if opponent_loses {
                loses = false;
            }
        }
    }
    memo.insert(key, loses);
    loses
}

#[test]
fn misere_nim_is_p_exactly_by_bouton_s_misere_rule_on_every_small_sum() {
    let mut a = MisereArena::new();
    let mut memo = HashMap::new();
    let mut checked = 0;
    for count in 0..=4usize {
        let mut heaps = vec![0u32; count];
        loop {
            let all_small = heaps.iter().all(|&h| h <= 1);
            let ones = heaps.iter().filter(|&&h| h == 1).count();
            let nim_sum = heaps.iter().fold(0, |s, &h| s ^ h);
            let rule = if all_small {
                ones % 2 == 1
            } else {
                nim_sum == 0
            };
            let forms: Vec<MisereId> = heaps.iter().map(|&h| a.nim_heap(h).unwrap()).collect();
            let sum = a.sum(&forms).unwrap();
            assert_eq!(a.is_p_position(sum), rule, "{heaps:?}");
            assert_eq!(
                plain_misere_nim_loses(&mut heaps.clone(), &mut memo),
                rule,
                "{heaps:?}"
            );
            checked += 1;
            // The next list of heaps of 0..=6, as a number in base 7.
            let Some(i) = heaps.iter().position(|&h| h < 6) else {
                break;
            };
            heaps[i] += 1;
            heaps[..i].iter_mut().for_each(|h| *h = 0);
        }
    }
    assert_eq!(checked, 1 + 7 + 49 + 343 + 2401);
}

/// A game as a tree: its options.
#[derive(Clone, Debug)]
struct Tree(Vec<Tree>);

fn tree() -> impl Strategy<Value = Tree> {
    let leaf = Just(Tree(Vec::new()));
    leaf.prop_recursive(4, 24, 3, |inner| {
        prop::collection::vec(inner, 0..=3).prop_map(Tree)
    })
}

/// The misère form of a tree, from its options' forms.
fn form_of(a: &mut MisereArena, t: &Tree) -> MisereId {
    let options = t.0.iter().map(|o| form_of(a, o)).collect();
    a.construct(options).unwrap()
}

/// Whether the player to move in the sum of `trees` loses when the last to move loses:
/// searched plainly on the sum's game tree.
fn plain_sum_loses(trees: &[&Tree]) -> bool {
    let mut any_move = false;
    for (i, t) in trees.iter().enumerate() {
        for option in &t.0 {
            any_move = true;
            let mut next = trees.to_vec();
            next[i] = option;
            if plain_sum_loses(&next) {
                return false;
            }
        }
    }
    any_move
}

proptest! {
    #[test]
    fn the_form_of_a_sum_has_the_misere_outcome_of_the_sum_searched_plainly(
        trees in prop::collection::vec(tree(), 1..=3)
    ) {
        let mut a = MisereArena::new();
        let forms: Vec<MisereId> = trees.iter().map(|t| form_of(&mut a, t)).collect();
        let sum = a.sum(&forms).unwrap();
        let refs: Vec<&Tree> = trees.iter().collect();
        prop_assert_eq!(a.is_p_position(sum), plain_sum_loses(&refs));
        // The printed form reads back as the same form.
        let printed = a.to_notation(sum).unwrap();
        let digits_only = printed[2..printed.len() - 1].chars().all(|c| c.is_ascii_digit());
        if !digits_only || printed.len() == 4 {
            prop_assert_eq!(a.parse_game(&printed).unwrap().unwrap(), sum, "{}", printed);
        }
    }
}

/// A code's moves with no parts: every sum searched whole.
struct Whole(Code);

impl ImpartialRules for Whole {
    type Position = Vec<u32>;
    type Move = ();
    fn moves(&self, p: &Vec<u32>, each: &mut dyn FnMut((), Vec<u32>)) {
        self.0.moves(p, &mut |_, next| each((), next));
    }
}

#[test]
fn cram_s_form_from_its_rules_is_cgsuite_s() {
    // CGSuite: game.grid.Cram(".........|##.######").MisereCanonicalForm
    let mut a = MisereArena::new();
    let mut forms = MisereForms::new(GridText, usize::MAX);
    let g = forms
        .form(&mut a, &".........|##.######".to_string())
        .unwrap();
    assert_eq!(a.to_notation(g).unwrap(), "*[2[2]321]");
}

#[test]
fn cram_boards_by_parts_and_whole_have_cgsuite_s_forms() {
    let mut a = MisereArena::new();
    let mut by_parts = MisereForms::new(CramRules::new(), usize::MAX);
    let mut whole = MisereForms::new(PlainCram, usize::MAX);
    check_table("misere/cram.txt", "\t", 8.., |[rows, cols, expected]| {
        let cells = Grid::empty(rows.parse().unwrap(), cols.parse().unwrap())
            .unwrap()
            .cells();
        let g = by_parts.form(&mut a, &cells).unwrap();
        same(a.to_notation(g).unwrap(), expected)?;
        same(whole.form(&mut a, &cells).unwrap(), g)
    });
}

#[test]
fn heap_games_forms_from_their_rules_are_cgsuite_s_and_sums_split_into_heaps() {
    // CGSuite's game.heap.GrundysGame(n).MisereCanonicalForm for n up to 22.
    let grundy: Code = "grundy".parse().unwrap();
    let mut a = MisereArena::new();
    let mut forms = MisereForms::new(grundy.clone(), usize::MAX);
    check_table("misere/heaps.txt", "\t", 22.., |[heap, expected]| {
        let g = forms.form(&mut a, &vec![heap.parse().unwrap()]).unwrap();
        same(a.to_notation(g).unwrap(), expected)
    });
    let mut whole = MisereForms::new(Whole(grundy), usize::MAX);
    for sum in [vec![3, 5, 7], vec![4, 4, 6], vec![2, 9]] {
        let split = forms.form(&mut a, &sum).unwrap();
        assert_eq!(whole.form(&mut a, &sum).unwrap(), split, "{sum:?}");
    }
}

#[test]
fn the_value_command_prints_forms_and_refuses_as_cgsuite_does() {
    let (code, out, err) = cgsolve_text(
        &[
            "value",
            "*[2]+*[2]",
            "*[[2],0]",
            "*[2#0] Link *[2#1]",
            "*[2#] IsLinkedTo *[2]",
        ],
        "",
    );
    assert_eq!((code, err.as_str()), (0, ""));
    // CGSuite: (*[[2],0]).Link(*[[2],1]) is *[2#0]; (*[[2]]).IsLinkedTo(*[2]) is false.
    assert_eq!(out, "*[2[2]]\n*[2#0]\n*[2#0]\nfalse\n");
    let (code, out, err) = cgsolve_text(&["value", "*[2#0] MisereMinus *[2]"], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.contains("arg 1:20: expected a part of the first game"),
        "{err}"
    );
    let (code, _, err) = cgsolve_text(&["value", "*[2#] Link *[2]"], "");
    assert_eq!(code, 2);
    assert!(err.contains("not linked"), "{err}");
    let (code, _, err) = cgsolve_text(&["value", "*[2] Distinguisher *[2]"], "");
    assert_eq!(code, 2);
    assert!(err.contains("a game other than the first"), "{err}");
    let big = "*[4]+*[2]+*[[[2],2,0],[[2],3],1]+*[[2],1]+*[[2],0]";
    let (code, out, err) = cgsolve_text(&["value", "--json", "--memory", "200K", big], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("exceeds the limit of 200 KiB"), "{err}");
    let (code, _, err) = cgsolve_text(&["value", "*[2#x]"], "");
    assert_eq!(code, 2);
    assert!(err.contains("arg 1:5: expected"), "{err}");
}

#[test]
fn json_and_explain_give_every_property_by_name() {
    let (code, out, _) = cgsolve_text(&["value", "--json", "*[[[2]],[[2],1]]"], "");
    assert_eq!(code, 0);
    assert_eq!(
        out,
        concat!(
            r#"{"value":"*[(2#1)2##]","genus":"0^0","mate":"*[(2#0)2##]","nim_value":0,"#,
            r#""misere_nim_value":0,"misere_outcome":"P","birthday":5,"#,
            r#""options":["*[2##]","*[2#1]"],"parts":[],"partitions":[["*[(2#1)2##]"]],"#,
            r#""is_tame":false,"is_restive":false,"is_restless":false,"is_half_tame":false,"#,
            r#""is_generally_tame":true,"is_generally_restive":false,"is_tameable":true,"#,
            r#""is_extraverted":false,"is_introverted":false,"is_even":true,"is_prime":true,"#,
            r#""is_nim_heap":false}"#,
            "\n"
        )
    );
    let (code, out, _) = cgsolve_text(&["value", "--explain", "*[2#1]"], "");
    assert_eq!(code, 0);
    assert!(out.contains("  genus: 2^1420\n"), "{out}");
    assert!(
        out.contains("restive: no, generally restive: no, restless: yes"),
        "{out}"
    );
    // Short games are read as before beside misère forms.
    let (code, out, _) = cgsolve_text(&["value", "*2+*2", "*[2]+*[2]"], "");
    assert_eq!((code, out.as_str()), (0, "0\n*[2[2]]\n"));
}
