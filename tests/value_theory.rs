//! Canonical forms against published values: Winning Ways, Lessons in Play, Siegel's
//! Combinatorial Game Theory, and CGSuite's printed notation.

use cgsolve::theory::canonical::{Arena, Value};

fn game(a: &mut Arena, s: &str) -> cgsolve::theory::canonical::GameId {
    a.parse_game(s)
        .unwrap_or_else(|e| panic!("{s:?} does not parse: {e}"))
}

fn shown(s: &str) -> String {
    let mut a = Arena::new();
    let g = game(&mut a, s);
    a.to_notation(g)
}

#[test]
fn prints_as_cgsuite_prints() {
    let table = [
        ("{|}", "0"),
        ("{0|}", "1"),
        ("{|0}", "-1"),
        ("{0|1}", "1/2"),
        ("{1/2|1}", "3/4"),
        ("{-1|1}", "0"),
        ("{1|2}", "3/2"),
        ("{0|0}", "*"),
        ("{0,*|0,*}", "*2"),
        ("{0,*,*2,*3,*4,*5,*6,*7|0,*,*2,*3,*4,*5,*6,*7}", "*8"),
        ("{1|1}", "1*"),
        ("{9/8|9/8}", "9/8*"),
        ("{0|*}", "^"),
        ("{*|0}", "v"),
        ("{0,*|0}", "^*"),
        ("{0|0,*}", "v*"),
        ("{0|^*}", "^^"),
        ("{0|^}", "^^*"),
        ("^+^+^", "^3"),
        ("^+*6", "^*6"),
        ("-5/2", "-5/2"),
        ("73/16v9*8", "73/16v9*8"),
        ("{1|-1}", "+-1"),
        ("+-1", "+-1"),
        ("±1", "+-1"),
        ("{0,{1|0}|0,{0|-1}}", "+-{0,{1|0}}"),
        ("+-{0,{1|0}}", "+-{0,{1|0}}"),
        ("{1|0}", "{1|0}"),
        ("{3||2*|1*}", "{3||2*|1*}"),
        ("{0||0|-1}", "Tiny(1)"),
        ("{0||0|-3/2}", "Tiny(3/2)"),
        ("Tiny(3/2)", "Tiny(3/2)"),
        ("Miny({5||3|1})", "Miny({5||3|1})"),
        ("{0|v*}", "^<2>"),
        ("^<2>", "^<2>"),
        ("{^|*}", "^[2]"),
        ("^[4]", "^[4]"),
        ("{0|^<2>}", "{0|^<2>}"),
        ("^2", "^^"),
        ("v2", "vv"),
        ("{ 1 , 0 | }", "2"),
        ("{2|-1}", "{2|-1}"),
    ];
    for (input, want) in table {
        assert_eq!(shown(input), want, "value of {input}");
    }
}

#[test]
fn textbook_identities() {
    let mut a = Arena::new();
    let mut truth = |s: &str| match a.parse_expression(s) {
        Ok(Value::Bool(b)) => b,
        other => panic!("{s:?} is not a comparison: {other:?}"),
    };
    assert!(!truth("^ + ^ + * == 0"));
    assert!(truth("^ + ^ + * > 0"));
    assert!(truth("{0|^} == ^^*"));
    assert!(truth("+-1 + +-1 == 0"));
    assert!(truth("*2 + *3 == *"));
    assert!(truth("^* || 0"));
    assert!(truth("* || 0"));
    assert!(truth("^ > 0"));
    assert!(truth("v < 0"));
    assert!(truth("^ <| *") != truth("^ >= *"));
    assert!(truth("^ + * || 0") && truth("^ + ^ + * > 0"));
    assert!(truth("1/2 + 1/2 == 1"));
    assert!(truth("{0|1} + {0|1} == 1"));
    assert!(truth("Tiny(1) > 0"));
    assert!(truth("Tiny(1) < ^"));
    assert!(truth("Miny(1) == -Tiny(1)"));
    assert!(truth("^<2> > 0") && truth("^<2> < ^"));
    assert!(truth("^[3] == ^ + ^<2> + ^<3>"));
    assert!(truth("{1|-1} |> 0") && truth("{1|-1} <| 0"));
    assert!(truth("*.heat(1) == +-1"));
    assert!(truth("(+-1).cool(1) == *"));
    assert!(truth("{2|-1}.cool(3/2) == 1/2*"));
    assert!(truth("(+-1).cool(2) == 0"));
}

#[test]
fn stops_means_temperatures() {
    let mut a = Arena::new();
    let cases = [
        // game, left stop, right stop, mean, temperature
        ("+-1", "1", "-1", "0", "1"),
        ("{2|-1}", "2", "-1", "1/2", "3/2"),
        ("{3|{2|1}}", "3", "2", "9/4", "3/4"),
        ("1/2", "1/2", "1/2", "1/2", "-1/2"),
        ("3/8", "3/8", "3/8", "3/8", "-1/8"),
        ("7", "7", "7", "7", "-1"),
        ("^", "0", "0", "0", "0"),
        ("*", "0", "0", "0", "0"),
        ("1/2*", "1/2", "1/2", "1/2", "0"),
        ("{1/2|1/2}", "1/2", "1/2", "1/2", "0"),
        ("Tiny(1)", "0", "0", "0", "0"),
    ];
    for (s, ls, rs, mean, temp) in cases {
        let g = game(&mut a, s);
        assert_eq!(a.left_stop(g).to_string(), ls, "left stop of {s}");
        assert_eq!(a.right_stop(g).to_string(), rs, "right stop of {s}");
        assert_eq!(a.mean(g).to_string(), mean, "mean of {s}");
        assert_eq!(a.temperature(g).to_string(), temp, "temperature of {s}");
    }
}

#[test]
fn thermographs_of_hot_games() {
    let mut a = Arena::new();
    let cases = [
        ("+-1", "Thermograph(0,[1],[0,-1],0,[1],[0,1])"),
        ("{2|-1}", "Thermograph(1/2,[3/2],[0,-1],1/2,[3/2],[0,1])"),
        ("1/2", "Thermograph(1/2,[-1/2],[0,-1],1/2,[-1/2],[0,1])"),
        ("5", "Thermograph(5,[],[0],5,[],[0])"),
        // {3|{2|1}}: Right's option has its own mast at 3/2 from t = 1/2.
        (
            "{3|{2|1}}",
            "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2],[0,1,0])",
        ),
    ];
    for (s, want) in cases {
        let g = game(&mut a, s);
        assert_eq!(a.thermograph(g).to_string(), want, "thermograph of {s}");
    }
    let g = game(&mut a, "+-1");
    assert_eq!(
        a.thermograph(g).walls(),
        "left wall (-1,2) (1,0); right wall (-1,-2) (1,0)"
    );
}

#[test]
fn birthdays_outcomes_and_predicates() {
    let mut a = Arena::new();
    // game, birthday, outcome, misère outcome, followers
    let cases = [
        ("0", "0", "P", "N", "1"),
        ("*", "1", "N", "P", "2"),
        ("*2", "2", "N", "N", "3"),
        ("^", "2", "L", "R", "3"),
        ("^*", "2", "N", "L", "3"),
        ("^^", "3", "L", "P", "4"),
        ("1/2", "2", "L", "R", "3"),
        ("3/4", "3", "L", "R", "4"),
        ("5", "5", "L", "R", "6"),
        ("-2", "2", "R", "L", "3"),
        ("+-1", "2", "N", "P", "4"),
    ];
    for (s, birthday, outcome, misere, followers) in cases {
        let g = game(&mut a, s);
        assert_eq!(a.birthday(g).to_string(), birthday, "birthday of {s}");
        assert_eq!(a.outcome(g).to_string(), outcome, "outcome of {s}");
        assert_eq!(
            a.misere_outcome(g).to_string(),
            misere,
            "misère outcome of {s}"
        );
        assert_eq!(
            a.follower_count(g).to_string(),
            followers,
            "followers of {s}"
        );
    }
    let zero = a.zero();
    assert!(a.is_number(zero) && a.is_nimber(zero) && a.is_infinitesimal(zero));
    let up = game(&mut a, "^");
    assert!(!a.is_number(up) && !a.is_nimber(up) && a.is_infinitesimal(up) && a.is_all_small(up));
    assert!(!a.is_even_tempered(up) && !a.is_odd_tempered(up));
    let pm = game(&mut a, "+-1");
    assert!(a.is_odd_tempered(pm) && !a.is_even_tempered(pm) && !a.is_all_small(pm));
    let star = game(&mut a, "*");
    assert!(a.is_odd_tempered(star) && a.is_nimber(star));
    let half = game(&mut a, "1/2");
    assert!(a.is_even_tempered(half) && !a.is_infinitesimal(half) && !a.is_all_small(half));
    let tiny = game(&mut a, "Tiny(1)");
    assert!(a.is_infinitesimal(tiny) && !a.is_all_small(tiny));
}

#[test]
fn atomic_weights_and_reduced_forms() {
    let mut a = Arena::new();
    for (s, weight) in [
        ("^", "1"),
        ("^^*", "2"),
        ("*", "0"),
        ("^*", "1"),
        ("v3*2", "-3"),
        ("0", "0"),
    ] {
        let g = game(&mut a, s);
        let w = a.atomic_weight(g).expect("atomic");
        assert_eq!(a.to_notation(w), weight, "atomic weight of {s}");
    }
    let pm = game(&mut a, "+-1");
    let err = a.atomic_weight(pm).expect_err("+-1 is hot");
    assert!(err.to_string().contains("not infinitesimal"), "{err}");
    for (s, rcf) in [
        ("^", "0"),
        ("1^*", "1"),
        ("+-1", "+-1"),
        ("{2|-1}", "{2|-1}"),
        ("{1|^}", "{1|0}"),
    ] {
        let g = game(&mut a, s);
        let r = a.reduced_canonical_form(g);
        assert_eq!(a.to_notation(r), rcf, "reduced canonical form of {s}");
    }
}

#[test]
fn options_and_incentives() {
    let mut a = Arena::new();
    let g = game(&mut a, "+-1");
    let show =
        |a: &mut Arena, v: Vec<_>| v.into_iter().map(|g| a.to_notation(g)).collect::<Vec<_>>();
    let l = a.left_options(g);
    assert_eq!(show(&mut a, l), ["1"]);
    let r = a.right_options(g);
    assert_eq!(show(&mut a, r), ["-1"]);
    let li = a.left_incentives(g);
    assert_eq!(show(&mut a, li), ["{2|0}"]);
    let ri = a.right_incentives(g);
    assert_eq!(show(&mut a, ri), ["{2|0}"]);
    let up = game(&mut a, "^");
    let li = a.left_incentives(up);
    assert_eq!(show(&mut a, li), ["v"]);
    let ri = a.right_incentives(up);
    assert_eq!(show(&mut a, ri), ["^*"]);
}

#[test]
fn huge_numbers_cost_one_node() {
    let mut a = Arena::new();
    let g = game(&mut a, "1267650600228229401496703205376 + 1/1024");
    assert_eq!(a.to_notation(g), "1298074214633706907132624082305025/1024");
    let h = game(&mut a, "1267650600228229401496703205376 + ^*");
    assert_eq!(a.to_notation(h), "1267650600228229401496703205376^*");
    let s = game(&mut a, "{1267650600228229401496703205376 | 0}");
    assert_eq!(
        a.left_stop(s).to_string(),
        "1267650600228229401496703205376"
    );
    assert_eq!(a.birthday(s).to_string(), "1267650600228229401496703205377");
    assert_eq!(
        a.follower_count(s).to_string(),
        "1267650600228229401496703205378"
    );
    assert_eq!(a.misere_outcome(s).to_string(), "P");
    let n = game(&mut a, "-1267650600228229401496703205376");
    assert_eq!(a.misere_outcome(n).to_string(), "L");
    assert!(a.len() < 100, "{} forms made", a.len());
}

#[test]
fn bad_expressions_name_the_column() {
    let mut a = Arena::new();
    for (s, column, expected) in [
        ("{1|", 4, "'}'"),
        ("1/3", 3, "a power of two"),
        ("{1|2|3}", 5, "one '|' at this level"),
        ("1 +", 4, "a game"),
        ("^ <= ", 6, "a game"),
        ("1 2", 3, "an operator"),
        ("{1,|0}", 4, "an option"),
        ("x", 1, "a game"),
        ("*.cool(*)", 8, "a number to cool by"),
        ("1.cool(-1)", 8, "greater than -1"),
        ("*5000", 2, "a nimber of at most 4096"),
        ("^<2000>", 3, "a power of at most 1024"),
    ] {
        let e = a.parse_expression(s).expect_err(s);
        assert_eq!(e.column, column, "column for {s:?}: {e}");
        assert!(e.expected.contains(expected), "{s:?}: {e}");
    }
}

#[test]
fn compact_uptimals_are_recognised_from_their_sums() {
    let mut a = Arena::new();
    for x in ["0", "1/2", "-3"] {
        for power in 2..=7 {
            for cumulative in [false, true] {
                for sign in ["^", "v"] {
                    for nim in 0..=3u32 {
                        let (open, close) = if cumulative { ("[", "]") } else { ("<", ">") };
                        let unit = format!("{sign}{open}{power}{close}");
                        // Built by arithmetic, the powers spelled out as sums of ^<k>.
                        let mut text = format!("{x} + *{nim}");
                        let ks: Vec<usize> = if cumulative {
                            (1..=power).collect()
                        } else {
                            vec![power]
                        };
                        for k in ks {
                            let op = if sign == "^" { "+" } else { "-" };
                            text.push_str(&format!(" {op} ^<{k}>"));
                        }
                        let g = game(&mut a, &text);
                        let number = if x == "0" { "" } else { x };
                        let star = match nim {
                            0 => String::new(),
                            1 => "*".to_string(),
                            n => format!("*{n}"),
                        };
                        assert_eq!(a.to_notation(g), format!("{number}{unit}{star}"), "{text}");
                    }
                }
            }
        }
    }
}

#[test]
fn uptimal_expansions_agree_with_sums_of_ups_and_stars() {
    // CGSuite's own check (UptimalTest): every x + *m + a1.^ + a2.^<2> + a3.^<3> + a4.^<4>
    // with each ai in -3..=3 has exactly that expansion.
    let mut a = Arena::new();
    let powers: Vec<_> = (1..=4).map(|k| a.up_power(k)).collect();
    let multiples: Vec<Vec<_>> = powers
        .iter()
        .map(|&p| {
            let mut m = Vec::new();
            for c in -3i64..=3 {
                let unit = if c < 0 { a.neg(p) } else { p };
                let mut g = a.zero();
                for _ in 0..c.abs() {
                    g = a.add(g, unit);
                }
                m.push((c, g));
            }
            m
        })
        .collect();
    let mut checked = 0;
    for number in ["0", "1", "-5/4"] {
        let x = game(&mut a, number);
        for nim in 0..=4u32 {
            let star = a.nimber(nim);
            let base = a.add(x, star);
            for &(c1, g1) in &multiples[0] {
                let s1 = a.add(base, g1);
                for &(c2, g2) in &multiples[1] {
                    let s2 = a.add(s1, g2);
                    for &(c3, g3) in &multiples[2] {
                        let s3 = a.add(s2, g3);
                        for &(c4, g4) in &multiples[3] {
                            let g = a.add(s3, g4);
                            let mut want = vec![c1, c2, c3, c4];
                            while want.last() == Some(&0) {
                                want.pop();
                            }
                            let e = a.uptimal_expansion(g).expect("an uptimal");
                            assert_eq!(
                                (e.number.to_string(), e.nim, e.coefficients),
                                (a.as_number(x).unwrap().to_string(), nim, want)
                            );
                            checked += 1;
                        }
                    }
                }
            }
        }
    }
    assert_eq!(checked, 3 * 5 * 7 * 7 * 7 * 7);
}

#[test]
fn nesting_is_limited_up_front() {
    let mut a = Arena::new();
    let ok = format!("{}{}", "{".repeat(1999), "|}".repeat(1999));
    let g = game(&mut a, &ok);
    assert_eq!(a.to_notation(g), "1998");
    let too_deep = format!("{}1{}", "(".repeat(2001), ")".repeat(2001));
    let e = a.parse_expression(&too_deep).expect_err("too deep");
    assert!(e.expected.contains("at most 2000 levels"), "{e}");
    assert_eq!(e.column, 2001);
}
