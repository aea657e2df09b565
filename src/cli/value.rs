//! `cgsolve value`: the canonical form of each expression, in CGSuite notation, and on request
//! every property CGSuite computes for it.

use super::error::CliError;
use super::output;
use cgsolve::contest::flags::{MemoryArgs, OutputArgs};
use cgsolve::contest::run::Style;
use cgsolve::report::dicot::{DicotReport, DicotValueReport, WrittenReport};
use cgsolve::report::loopy::LoopyReport;
use cgsolve::report::misere::MisereValueReport;
use cgsolve::report::svg::value_svg;
use cgsolve::report::{Extent, ValueReport};
use cgsolve::theory::canonical::{
    Arena, GameId, LimitExceeded, Limited, LiteralExpression, NotationError, Value, on_deep_stack,
};
use cgsolve::theory::dicot::{TreeId, Trees};
use cgsolve::theory::loopy::notation::{short_value, to_notation};
use cgsolve::theory::loopy::parse::budget;
use cgsolve::theory::loopy::{LoopyExpression, looks_loopy, parse_loopy};
use cgsolve::theory::misere::{MisereArena, MisereValue, is_misere_expression};
use clap::Args;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// Arguments of `cgsolve value`.
#[derive(Args, Debug)]
#[command(
    mut_arg("explain", |a| a.help("Print every property of each value for a person")),
    mut_arg("json", |a| a.help("Print one JSON object per expression, for programs")),
    mut_arg("memory", |a| a.help(
        "The most memory the game forms and their caches may take (512M, 4G, ...): an \
         expression that needs more is refused, naming the limit"
    )),
)]
pub struct ValueArgs {
    /// Expressions in CGSuite notation, e.g. '{1|*} + ^' or '^* || 0'; when none are given,
    /// each line of --file (or of standard input) is one. An expression may start with `-`
    /// (`-1/2`, `-^`), so options go first.
    #[arg(allow_hyphen_values = true)]
    exprs: Vec<String>,
    /// Read expressions from this file, one per line (`-` for standard input).
    #[arg(long, short)]
    file: Option<PathBuf>,
    /// Also draw the expression's value (one expression) into this SVG file: its thermograph
    /// (walls, mast, temperature and mean marked, Left's values to the left and temperature
    /// upwards, as CGSuite draws it), and below it its game tree when that has at most 80
    /// nodes (Left's options down-left, Right's down-right, each node its canonical form).
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
    /// With --json or --explain, also compute the costly properties (atomic weight, reduced
    /// canonical form, incentives) of a form of more than 100 followers, which are otherwise
    /// left out and named under `not_computed`: their size can grow far faster than the form's.
    #[arg(long)]
    all_properties: bool,
    /// Read each expression as the game tree written, with no simplification (`{0,*|}` stays
    /// itself, though it equals 1 under normal play), and print its misère outcome: L, R, N
    /// or P. (The `misere_outcome` of --json without this flag is that of the canonical form,
    /// as CGSuite's `G.MisereOutcomeClass`.)
    #[arg(long, conflicts_with_all = ["misere_dicot", "svg", "all_properties"])]
    misere_outcome: bool,
    /// Read each expression as the game tree written, a dicot (from every follower both
    /// players can move, or neither), and print its misère canonical form modulo dicots;
    /// `G >= H` (and the other relations) compare two dicots modulo dicots.
    #[arg(long, conflicts_with_all = ["svg", "all_properties"])]
    misere_dicot: bool,
    #[command(flatten)]
    output: OutputArgs,
    #[command(flatten)]
    limit: MemoryArgs,
}

impl super::Run for ValueArgs {
    /// Exit code 2 when an expression is bad (then nothing else is printed). Forms of any
    /// size recurse deeply: the work runs on a deep stack.
    fn run(self) -> Result<(), CliError> {
        on_deep_stack(move || run(&self)).map_err(CliError::internal)?
    }
}

/// The expressions to evaluate, each with the label its errors carry.
fn inputs(args: &ValueArgs) -> Result<Vec<(String, String)>, String> {
    if !args.exprs.is_empty() {
        if let Some(flag) = args.exprs.iter().find(|e| e.starts_with("--")) {
            return Err(format!(
                "{flag}: options go before the expressions (an expression may start with '-')"
            ));
        }
        if args.file.is_some() {
            return Err("give expressions or --file, not both".into());
        }
        return Ok(args
            .exprs
            .iter()
            .enumerate()
            .map(|(i, e)| (format!("arg {}", i + 1), e.clone()))
            .collect());
    }
    let (name, bytes) = match args.file.as_deref() {
        Some(path) if path.as_os_str() != "-" => {
            let name = path.display().to_string();
            let bytes = std::fs::read(path).map_err(|e| format!("{name}: {e}"))?;
            (name, bytes)
        }
        _ => {
            let mut bytes = Vec::new();
            io::stdin()
                .lock()
                .read_to_end(&mut bytes)
                .map_err(|e| format!("<stdin>: {e}"))?;
            ("<stdin>".to_string(), bytes)
        }
    };
    let text = String::from_utf8(bytes).map_err(|e| {
        let bad = e.utf8_error().valid_up_to();
        let before = &e.as_bytes()[..bad];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        let column = String::from_utf8_lossy(&before[start..]).chars().count() + 1;
        let byte = e.as_bytes()[bad];
        format!("{name}:{line}:{column}: expected UTF-8 text, found byte 0x{byte:02x}")
    })?;
    let found: Vec<(String, String)> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(i, l)| (format!("{name}:{}", i + 1), l.to_string()))
        .collect();
    if found.is_empty() {
        let line = text.split('\n').count();
        let column = text.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        return Err(format!(
            "{name}:{line}:{column}: expected an expression (one a line), found the end of the input"
        ));
    }
    Ok(found)
}

fn run(args: &ValueArgs) -> Result<(), CliError> {
    let inputs = inputs(args).map_err(CliError::input)?;
    let limit = args.limit.memory;
    let style = args.output.style();
    let extent = if args.all_properties {
        Extent::All
    } else {
        Extent::Bounded
    };
    // Every answer is made before any is printed: a bad expression, or one past the limit,
    // leaves standard output empty.
    let mut arena = Arena::new();
    let mut misere = MisereArena::with_limit(limit.bytes_usize());
    let mut trees = Trees::with_limit(limit.bytes_usize());
    let mut answers = Vec::with_capacity(inputs.len());
    let mut bad = Vec::new();
    for (label, text) in &inputs {
        let written = if args.misere_dicot {
            Some(Written::Dicot)
        } else {
            args.misere_outcome.then_some(Written::Outcome)
        };
        let answered = if let Some(mode) = written {
            written_answer(
                &mut arena.limited(limit.bytes_usize()),
                &mut trees,
                mode,
                style,
                text,
            )
        } else if is_misere_expression(text) {
            misere_answer(&mut misere, style, text)
        } else {
            answer(&mut arena.limited(limit.bytes_usize()), style, extent, text)
        };
        match answered {
            Ok(Ok(answer)) => answers.push(answer),
            Ok(Err(e)) => bad.push(format!("{label}:{e}")),
            Err(_) => {
                bad.push(format!(
                    "{label}: the value exceeds the limit of {limit} of memory for game forms \
                     (raise it with --memory SIZE)"
                ));
                // Nothing will be printed: the remaining expressions are only checked, in
                // arenas with room again.
                arena = Arena::new();
                misere = MisereArena::with_limit(limit.bytes_usize());
                trees = Trees::with_limit(limit.bytes_usize());
            }
        }
    }
    if !bad.is_empty() {
        return Err(CliError::inputs(bad));
    }
    if let Some(path) = &args.svg {
        draw(&mut arena, &inputs, path)?;
    }
    let gap = if style == Style::Explain { "\n" } else { "" };
    output::print(|out| {
        for (i, answer) in answers.iter().enumerate() {
            if i > 0 {
                out.write_all(gap.as_bytes())?;
            }
            out.write_all(answer.as_bytes())?;
        }
        Ok(())
    })
}

/// Writes the picture of the one expression of `inputs` into the SVG file `path`.
fn draw(arena: &mut Arena, inputs: &[(String, String)], path: &Path) -> Result<(), CliError> {
    let [(label, text)] = inputs else {
        return Err(CliError::input(format!(
            "--svg draws the thermograph of one expression, found {}",
            inputs.len()
        )));
    };
    if is_misere_expression(text) {
        return Err(CliError::input(format!(
            "{label}: --svg draws a short game's thermograph; a misère form has none"
        )));
    }
    let g = match arena.parse_expression(text) {
        Ok(Value::Game(g)) => g,
        Ok(Value::Bool(_)) => {
            return Err(CliError::input(format!(
                "{label}: --svg draws a game's thermograph; a comparison has none"
            )));
        }
        Err(_) => {
            return Err(CliError::input(format!(
                "{label}: --svg draws a short game's thermograph; a loopy value has none"
            )));
        }
    };
    let svg = value_svg(arena, g);
    std::fs::write(path, svg).map_err(|e| CliError::input(format!("{}: {e}", path.display())))
}

/// What a loopy expression gives: its answer, or a short game to answer as one.
enum LoopyAnswer {
    Text(String),
    Short(GameId),
}

/// The answer to a loopy expression (a short value is answered as short games are), or
/// why there is none.
fn loopy_answer(
    arena: &mut Limited,
    style: Style,
    text: &str,
) -> Result<Result<LoopyAnswer, NotationError>, LimitExceeded> {
    let limit = arena.limit();
    let value = match parse_loopy(arena.arena_mut(), text, limit)? {
        Ok(LoopyExpression::Bool(b)) => {
            let report = ValueReport::Comparison { value: b };
            return Ok(Ok(LoopyAnswer::Text(match style {
                Style::Json => format!("{}\n", report.to_json()),
                Style::Explain => report.explain(text),
                Style::Contest => format!("{b}\n"),
            })));
        }
        Ok(LoopyExpression::Value(v)) => v,
        Err(e) => return Ok(Err(e)),
    };
    let a = arena.arena_mut();
    let too_large = |_| LimitExceeded { limit };
    if value.is_loopfree() {
        let g = short_value(a, &value.onside.graph, value.onside.start);
        return Ok(Ok(LoopyAnswer::Short(
            g.expect("a loop-free value is short"),
        )));
    }
    let report = |a: &mut Arena| {
        LoopyReport::within(a, &value, budget(limit))
            .map(|r| ValueReport::Loopy(Box::new(r)))
            .map_err(too_large)
    };
    Ok(Ok(LoopyAnswer::Text(match style {
        Style::Json => format!("{}\n", report(a)?.to_json()),
        Style::Explain => report(a)?.explain(text),
        Style::Contest => format!("{}\n", to_notation(a, &value)),
    })))
}

/// The answer to one expression, or why there is none.
fn answer(
    arena: &mut Limited,
    style: Style,
    extent: Extent,
    text: &str,
) -> Result<Result<String, NotationError>, LimitExceeded> {
    let value = match arena.parse_expression(text)? {
        Ok(value) => value,
        Err(e) if !looks_loopy(text) => return Ok(Err(e)),
        Err(_) => match loopy_answer(arena, style, text)? {
            Ok(LoopyAnswer::Text(answer)) => return Ok(Ok(answer)),
            Ok(LoopyAnswer::Short(g)) => Value::Game(g),
            Err(e) => return Ok(Err(e)),
        },
    };
    Ok(Ok(match (style, value) {
        (Style::Json, value) => format!(
            "{}\n",
            ValueReport::with_extent(arena, value, extent)?.to_json()
        ),
        (Style::Explain, value) => ValueReport::with_extent(arena, value, extent)?.explain(text),
        (Style::Contest, Value::Bool(b)) => format!("{b}\n"),
        (Style::Contest, Value::Game(g)) => format!("{}\n", arena.to_notation(g)?),
    }))
}

/// The answer to one misère expression (one holding `*[`), or why there is none.
fn misere_answer(
    arena: &mut MisereArena,
    style: Style,
    text: &str,
) -> Result<Result<String, NotationError>, LimitExceeded> {
    let value = match arena.parse(text)? {
        Ok(value) => value,
        Err(e) => return Ok(Err(e)),
    };
    Ok(Ok(match (style, value) {
        (Style::Json, value) => format!("{}\n", MisereValueReport::new(arena, value)?.to_json()),
        (Style::Explain, value) => MisereValueReport::new(arena, value)?.explain(text),
        (Style::Contest, MisereValue::Bool(b)) => format!("{b}\n"),
        (Style::Contest, MisereValue::Game(g)) => format!("{}\n", arena.to_notation(g)?),
    }))
}

/// What is asked of an expression read as written.
#[derive(Clone, Copy)]
enum Written {
    /// Its misère outcome (`--misere-outcome`).
    Outcome,
    /// Its form, or a comparison, modulo dicots (`--misere-dicot`).
    Dicot,
}

/// The answer to an expression read as the game tree written, or why there is none.
fn written_answer(
    arena: &mut Limited,
    trees: &mut Trees,
    mode: Written,
    style: Style,
    text: &str,
) -> Result<Result<String, NotationError>, LimitExceeded> {
    let expression = match arena.parse_literal(trees, text)? {
        Ok(expression) => expression,
        Err(e) => return Ok(Err(e)),
    };
    let report = match (mode, expression) {
        (Written::Outcome, LiteralExpression::Comparison(..)) => {
            return Ok(Err(NotationError {
                column: 1,
                expected: "one game: --misere-outcome gives a game's outcome (compare two \
                           dicots with --misere-dicot)"
                    .into(),
            }));
        }
        (Written::Outcome, LiteralExpression::Game(g)) if style == Style::Contest => {
            // The tree as written may print far longer than it is stored: not printed here.
            return Ok(Ok(format!("{}\n", trees.misere_outcome(g)?)));
        }
        (Written::Outcome, LiteralExpression::Game(g)) => {
            DicotValueReport::Written(WrittenReport::new(trees, g)?)
        }
        (Written::Dicot, LiteralExpression::Game(g)) => {
            if let Err(e) = dicot(trees, g) {
                return Ok(Err(e));
            }
            if style == Style::Contest {
                let form = trees.dicot_canonical(g)?;
                return Ok(Ok(format!("{}\n", trees.to_notation(form))));
            }
            DicotValueReport::Dicot(DicotReport::new(trees, g)?)
        }
        (Written::Dicot, LiteralExpression::Comparison(g, relation, h)) => {
            if let Err(e) = dicot(trees, g).and_then(|()| dicot(trees, h)) {
                return Ok(Err(e));
            }
            let (g_at_least_h, h_at_least_g) = (trees.at_least(g, h)?, trees.at_least(h, g)?);
            DicotValueReport::Comparison {
                value: relation.holds(g_at_least_h, h_at_least_g),
            }
        }
    };
    Ok(Ok(match (style, report) {
        (Style::Json, report) => format!("{}\n", report.to_json()),
        (Style::Explain, report) => report.explain(text),
        (Style::Contest, DicotValueReport::Comparison { value }) => format!("{value}\n"),
        (Style::Contest, DicotValueReport::Written(w)) => format!("{}\n", w.misere_outcome),
        (Style::Contest, DicotValueReport::Dicot(d)) => format!("{}\n", d.value),
    }))
}

/// `Ok` when `g` is a dicot, else the error naming its first follower that is not.
fn dicot(trees: &Trees, g: TreeId) -> Result<(), NotationError> {
    match trees.first_non_dicot(g) {
        None => Ok(()),
        Some(f) => Err(NotationError {
            column: 1,
            expected: format!(
                "a dicot (from every follower both players can move, or neither), found the \
                 follower {} where only {} can move",
                trees.to_notation(f),
                if trees.left(f).is_empty() {
                    "Right"
                } else {
                    "Left"
                }
            ),
        }),
    }
}
