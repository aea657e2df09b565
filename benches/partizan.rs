//! The classic partizan games: the canonical value of each benchmark position by the engine's
//! value solver with the game's hooks (regions valued once per normal form), beside the plain
//! search of the same rules in the same run: `ValueSolver` on the moves alone (whole
//! positions), and the outcome search.
//!
//! `cargo bench --bench partizan [-- FILTER...]` runs the cases whose name contains a filter
//! (all when none); `PARTIZAN_PLAIN=0` skips the plain searches. Each figure is one cold run
//! (fresh memo and arena), printed as a Markdown table row.
//!
//! Then the outcome search (`--outcome-only`) under criterion, each case beside its baseline
//! in the same run: the outcome of the canonical value (the value solver, then the value's
//! sign) where that takes seconds at most, else the plain outcome search of whole positions.
//! Its cases are named `outcome ...` and filtered likewise (`-- outcome`).

use cgsolve::engine::outcomes::OutcomeSolver;
use cgsolve::engine::partizan::PartizanSolver;
use cgsolve::engine::rules::MovesOnly;
use cgsolve::engine::values::ValueSolver;
use cgsolve::games::impartial::kayles::PartizanArcKayles;
use cgsolve::games::partizan::{
    amazons::Amazons,
    clobber::{AntiClobber, Clobber, Kings, Queens, Rooks},
    col::{Col, Snort},
    domineering::Domineering,
    fission::Fission,
    hackenbush::{ChildishHackenbush, Hackenbush},
    konane::Konane,
    ski_jumps::SkiJumps,
    toads_and_frogs::{ChosenJump, ElephantsAndRhinos, GenToadsAndFrogs, ToadsAndFrogs},
    toppling_dominoes::TopplingDominoes,
};
use cgsolve::games::partizan::{
    clobber::{Chosen, Directions, GenClobber},
    partizan_subtraction::PartizanSubtraction,
};
use cgsolve::games::serving::classic::PartizanRuleset;
use cgsolve::text::PositionText;
use criterion::{BenchmarkId, Criterion, black_box};
use std::time::{Duration, Instant};

/// Times `G`'s region solver on `text` under its default rules, then (when `plain`) the
/// engine's plain value and outcome searches, printing one table row.
fn case<G: PartizanRuleset + Clone>(name: &str, text: &str, plain: bool) {
    run(G::default(), name, text, plain);
}

/// As [`case`], under the rules `rules`.
fn run<G: PartizanRuleset + Clone>(rules: G, name: &str, text: &str, plain: bool) {
    let p = G::Position::parse(text.as_bytes(), 1, 1).expect("a benchmark position reads");
    let start = Instant::now();
    let mut fast = ValueSolver::new(rules.clone());
    let g = fast.value(&p).expect("no limit");
    let fast_time = start.elapsed();
    let value = fast.arena().to_notation(g);
    let shown = if value.len() > 40 {
        format!("{}…", &value[..40])
    } else {
        value.clone()
    };
    let (plain_value, plain_outcome) = if plain {
        let start = Instant::now();
        let mut solver = ValueSolver::new(MovesOnly(rules.clone()));
        let h = solver.value(&p).expect("no limit");
        let t = start.elapsed();
        assert_eq!(
            solver.arena().to_notation(h),
            value,
            "{name}: the plain search disagrees"
        );
        let start = Instant::now();
        let outcome = PartizanSolver::new(rules).outcome(&p);
        assert_eq!(
            outcome,
            fast.outcome(g),
            "{name}: the outcome search disagrees"
        );
        (
            format!("{:.3} s", t.as_secs_f64()),
            format!("{:.3} s", start.elapsed().as_secs_f64()),
        )
    } else {
        ("not run".to_string(), "not run".to_string())
    };
    println!(
        "| {name} | `{text}` | `{shown}` | {:.3} s ({} regions) | {plain_value} | {plain_outcome} |",
        fast_time.as_secs_f64(),
        fast.memo_len(),
    );
}

/// Toads and Frogs with jumps over two pieces.
fn jumps_of_two(name: &str, text: &str, plain: bool) {
    run(GenToadsAndFrogs(ChosenJump(2)), name, text, plain);
}

/// Clobber in all eight directions, two cells at most.
fn clobber_all_two(name: &str, text: &str, plain: bool) {
    let geometry = Chosen {
        directions: Directions::All,
        max_distance: Some(2),
        captures: true,
    };
    run(GenClobber(geometry), name, text, plain);
}

/// CGSuite's tutorial example of a partizan subtraction game, {1,3} against {2,3}.
fn subtraction_13_23(name: &str, text: &str, plain: bool) {
    run(
        PartizanSubtraction::new(vec![1, 3], vec![2, 3]),
        name,
        text,
        plain,
    );
}

fn main() {
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let plain = std::env::var("PARTIZAN_PLAIN").map_or(true, |v| v != "0");
    let wanted = |name: &str| filters.is_empty() || filters.iter().any(|f| name.contains(f));
    println!("| case | position | value | region solver | plain values | plain outcome |");
    println!("|---|---|---|---|---|---|");
    type Case = (&'static str, &'static str, bool, fn(&str, &str, bool));
    let cases: &[Case] = &[
        (
            "domineering 4x4",
            "....|....|....|....",
            true,
            case::<Domineering>,
        ),
        (
            "domineering 5x5",
            ".....|.....|.....|.....|.....",
            true,
            case::<Domineering>,
        ),
        (
            "domineering 5x6",
            "......|......|......|......|......",
            false,
            case::<Domineering>,
        ),
        (
            "toads-and-frogs 7+7",
            "TTTTTTT..FFFFFFF",
            true,
            case::<ToadsAndFrogs>,
        ),
        ("clobber 4x4", "xoxo|oxox|xoxo|oxox", true, case::<Clobber>),
        ("amazons 2x7", "x......|o......", true, case::<Amazons>),
        ("amazons 2x4", "x...|o...", true, case::<Amazons>),
        ("clobber 2x3", "xox|ox.", true, case::<Clobber>),
        (
            "hackenbush",
            "g-1:B 1-2:R 2-3:G 3-g:B g-4:G 4-5:R 5-6:B 6-4:G",
            true,
            case::<Hackenbush>,
        ),
        // CGSuite's and cgt's rulesets: the largest positions the plain search still checks
        // in seconds.
        (
            "toppling-dominoes",
            "lrrlrrlelrrlrllrlrrllerlrrlrlrrlelrrlrllrlrrllerlrr",
            true,
            case::<TopplingDominoes>,
        ),
        (
            "elephants-and-rhinos",
            "TT.T.T.T....F.F.F.FF",
            true,
            case::<ElephantsAndRhinos>,
        ),
        ("kings 4x4", "xoxo|ox.x|x.ox|oxox", true, case::<Kings>),
        ("rooks 4x4", "xo.x|.ox.|o.xo|x.o.", true, case::<Rooks>),
        ("queens 4x4", "xo.x|.ox.|o.xo|x.o.", true, case::<Queens>),
        (
            "anti-clobber 4x4",
            "xo..|.xo.|o..x|.xo.",
            true,
            case::<AntiClobber>,
        ),
        (
            "fission 5x5",
            ".....|.x...|..x..|...x.|.....",
            true,
            case::<Fission>,
        ),
        (
            "konane 4x6",
            "xoxoxo|o..xox|xoxoxo|oxoxox",
            true,
            case::<Konane>,
        ),
        (
            "ski-jumps 5x4",
            "lRRR|LLll|lL..|.R..|.rR.",
            true,
            case::<SkiJumps>,
        ),
        (
            "snort 16 vertices",
            ":A-R:B(-R-L-(-R-:A;-);-;--;-R-L(--R-R:B;-R-:A);-)",
            true,
            case::<Snort>,
        ),
        (
            "col 16 vertices",
            ":A-R:B(-R-L-(-R-:A;-);-;--;-R-L(--R-R:B;-R-:A);-)",
            true,
            case::<Col>,
        ),
        (
            "partizan-arc-kayles",
            "lrle(rlrl;erel(rl;l);lleer)",
            true,
            case::<PartizanArcKayles>,
        ),
        (
            "gen-toads-and-frogs --max-jump 2",
            "TTT.T..F.FFF",
            true,
            jumps_of_two,
        ),
        (
            "gen-clobber --directions all --max-distance 2",
            "xo.x|.ox.|o.xo|x.o.",
            true,
            clobber_all_two,
        ),
        (
            "partizan-subtraction 1,3 2,3",
            "40",
            true,
            subtraction_13_23,
        ),
        (
            "childish-hackenbush",
            "l(r(l;e(rl;lr));e(r;l(r;l));lrl(e;r))",
            true,
            case::<ChildishHackenbush>,
        ),
    ];
    for &(name, text, with_plain, run) in cases {
        if wanted(name) {
            run(name, text, plain && with_plain);
        }
    }
    let mut criterion = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    outcome::<Domineering>(
        &mut criterion,
        &wanted,
        "5x5",
        ".....|.....|.....|.....|.....",
        Baseline::Values,
    );
    outcome::<Clobber>(
        &mut criterion,
        &wanted,
        "4x4",
        "xoxo|oxox|xoxo|oxox",
        Baseline::Values,
    );
    outcome::<Amazons>(
        &mut criterion,
        &wanted,
        "2x7",
        "x......|o......",
        Baseline::Values,
    );
    outcome::<Domineering>(
        &mut criterion,
        &wanted,
        "5x6",
        "......|......|......|......|......",
        Baseline::None,
    );
    outcome::<Domineering>(
        &mut criterion,
        &wanted,
        "6x6",
        "......|......|......|......|......|......",
        Baseline::None,
    );
    outcome::<Clobber>(
        &mut criterion,
        &wanted,
        "3x6",
        "xoxoxo|oxoxox|xoxoxo",
        Baseline::None,
    );
    criterion.final_summary();
}

/// What an outcome case is measured beside.
enum Baseline {
    /// The value solver's canonical value, then its sign.
    Values,
    /// Nothing in this run: the figures to compare with are MCGS's (BENCHMARKS.md).
    None,
}

/// The outcome search of `text` under criterion (a fresh solver each run), beside `baseline`.
fn outcome<G: PartizanRuleset + Clone>(
    c: &mut Criterion,
    wanted: &dyn Fn(&str) -> bool,
    size: &str,
    text: &str,
    baseline: Baseline,
) {
    let name = format!("outcome {} {size}", G::NAME);
    if !wanted(&name) {
        return;
    }
    let p = G::Position::parse(text.as_bytes(), 1, 1).expect("a benchmark position reads");
    let mut group = c.benchmark_group(name);
    group.bench_with_input(BenchmarkId::new("outcome search", size), &p, |b, p| {
        b.iter(|| {
            OutcomeSolver::new(G::default())
                .outcome(black_box(p))
                .expect("no limit")
                .outcome
        })
    });
    if let Baseline::Values = baseline {
        group.bench_with_input(BenchmarkId::new("value, then sign", size), &p, |b, p| {
            b.iter(|| {
                let mut values = ValueSolver::new(G::default());
                let g = values.value(black_box(p)).expect("no limit");
                values.outcome(g)
            })
        });
    }
    group.finish();
}
