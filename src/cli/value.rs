//! `cgsolve value`: the canonical form of each expression, in CGSuite notation, and on request
//! every property CGSuite computes for it.

use super::error::CliError;
use super::output;
use cgsolve::answer::flags::{MemoryArgs, OutputArgs};
use cgsolve::answer::run::Style;
use cgsolve::report::Extent;
use cgsolve::report::expression::{Calculator, ExpressionError, Reading};
use cgsolve::report::svg::value_svg;
use cgsolve::theory::canonical::{Arena, Value, on_deep_stack};
use cgsolve::theory::misere::is_misere_expression;
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
    /// canonical form, incentives) that no closed formula gives and whose computation walks
    /// more than 100 followers (a number's own followers are never walked), which are
    /// otherwise left out and named under `not_computed`: their size can grow far faster than
    /// the form's.
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
    let reading = if args.misere_dicot {
        Reading::MisereDicot
    } else if args.misere_outcome {
        Reading::MisereOutcome
    } else {
        Reading::Value
    };
    // Every answer is made before any is printed: a bad expression, or one past the limit,
    // leaves standard output empty.
    let mut calculator = Calculator::new(limit.bytes_usize());
    let mut answers = Vec::with_capacity(inputs.len());
    let mut bad = Vec::new();
    for (label, text) in &inputs {
        match answer(&mut calculator, reading, style, extent, text) {
            Ok(answer) => answers.push(answer),
            Err(ExpressionError::Notation(e)) => bad.push(format!("{label}:{e}")),
            Err(ExpressionError::Limit(_)) => {
                bad.push(format!(
                    "{label}: the value exceeds the limit of {limit} of memory for game forms \
                     (raise it with --memory SIZE)"
                ));
                // Nothing will be printed: the remaining expressions are only checked, with
                // room again.
                calculator.clear();
            }
        }
    }
    if !bad.is_empty() {
        return Err(CliError::inputs(bad));
    }
    if let Some(path) = &args.svg {
        draw(calculator.arena(), &inputs, path)?;
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

/// The text printed for one expression in `style`.
fn answer(
    calculator: &mut Calculator,
    reading: Reading,
    style: Style,
    extent: Extent,
    text: &str,
) -> Result<String, ExpressionError> {
    let answer = calculator.evaluate(text, reading)?;
    Ok(match style {
        Style::Contest => format!("{}\n", calculator.notation(&answer)?),
        Style::Json => format!("{}\n", calculator.report(&answer, extent)?.to_json()),
        Style::Explain => calculator.report(&answer, extent)?.explain(text),
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
