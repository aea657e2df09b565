//! `cgsolve value`: the canonical form of each expression, in CGSuite notation, and on request
//! every property CGSuite computes for it.

use cgsolve::Outcome;
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::theory::canonical::{
    Arena, GameId, LimitExceeded, Limited, NotationError, Thermograph, Value,
};
use clap::Args;
use std::io::{self, BufWriter, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `cgsolve value`.
#[derive(Args, Debug)]
pub struct ValueArgs {
    /// Expressions in CGSuite notation, e.g. '{1|*} + ^' or '^* || 0'; when none are given,
    /// each line of --file (or of standard input) is one. An expression may start with `-`
    /// (`-1/2`, `-^`), so options go first.
    #[arg(allow_hyphen_values = true)]
    exprs: Vec<String>,
    /// Read expressions from this file, one per line (`-` for standard input).
    #[arg(long, short)]
    file: Option<PathBuf>,
    /// Print every property of each value for a person.
    #[arg(long, conflicts_with = "json")]
    explain: bool,
    /// Print one JSON object per expression, for programs.
    #[arg(long)]
    json: bool,
    /// The most memory the game forms and their caches may take (512M, 4G, ...): an
    /// expression that needs more is refused, naming the limit.
    #[arg(long, value_name = "SIZE", default_value_t = MemoryLimit::machine_default())]
    memory: MemoryLimit,
}

/// Recursion in sums and comparisons follows the birthday: give it room.
const STACK: usize = 1 << 28;

impl super::Run for ValueArgs {
    fn run(self) -> ExitCode {
        main(self)
    }
}

/// Runs `cgsolve value`; exit code 2 when an expression is bad (then nothing else is printed).
fn main(args: ValueArgs) -> ExitCode {
    match std::thread::Builder::new()
        .stack_size(STACK)
        .spawn(move || run(&args))
    {
        Ok(handle) => handle.join().unwrap_or_else(|_| {
            eprintln!("cgsolve: internal failure while computing a value");
            ExitCode::from(1)
        }),
        Err(e) => {
            eprintln!("cgsolve: cannot start the computation: {e}");
            ExitCode::from(1)
        }
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

fn run(args: &ValueArgs) -> ExitCode {
    let inputs = match inputs(args) {
        Ok(i) => i,
        Err(e) => {
            eprintln!("cgsolve: {e}");
            return ExitCode::from(2);
        }
    };
    let limit = args.memory;
    // Every answer is made before any is printed: a bad expression, or one past the limit,
    // leaves standard output empty.
    let mut arena = Arena::new();
    let mut answers = Vec::with_capacity(inputs.len());
    let mut bad = false;
    for (label, text) in &inputs {
        match answer(&mut arena.limited(limit.bytes_usize()), args, text) {
            Ok(Ok(answer)) => answers.push(answer),
            Ok(Err(e)) => {
                eprintln!("cgsolve: {label}:{e}");
                bad = true;
            }
            Err(_) => {
                eprintln!(
                    "cgsolve: {label}: the value exceeds the limit of {limit} of memory for \
                     game forms (raise it with --memory SIZE)"
                );
                bad = true;
                // Nothing will be printed: the remaining expressions are only checked, in
                // an arena with room again.
                arena = Arena::new();
            }
        }
    }
    if bad {
        return ExitCode::from(2);
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let gap = if args.explain { "\n" } else { "" };
    for (i, answer) in answers.iter().enumerate() {
        let printed = if i > 0 {
            write!(out, "{gap}{answer}")
        } else {
            write!(out, "{answer}")
        };
        if let Err(e) = printed {
            return write_failed(e);
        }
    }
    match out.flush() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => write_failed(e),
    }
}

fn write_failed(e: io::Error) -> ExitCode {
    if e.kind() == io::ErrorKind::BrokenPipe {
        ExitCode::SUCCESS
    } else {
        eprintln!("cgsolve: writing the answers failed: {e}");
        ExitCode::from(1)
    }
}

/// The answer to one expression, or why there is none.
fn answer(
    arena: &mut Limited,
    args: &ValueArgs,
    text: &str,
) -> Result<Result<String, NotationError>, LimitExceeded> {
    let value = match arena.parse_expression(text)? {
        Ok(value) => value,
        Err(e) => return Ok(Err(e)),
    };
    Ok(Ok(if args.json {
        format!("{}\n", json(arena, value)?)
    } else if args.explain {
        explain(arena, text, value)?
    } else {
        format!("{}\n", plain(arena, value)?)
    }))
}

fn plain(arena: &mut Limited, value: Value) -> Result<String, LimitExceeded> {
    Ok(match value {
        Value::Bool(b) => b.to_string(),
        Value::Game(g) => arena.to_notation(g)?,
    })
}

/// Every property of one game, computed once for both output styles.
struct Facts {
    value: String,
    outcome: Outcome,
    birthday: String,
    left_stop: String,
    right_stop: String,
    mean: String,
    temperature: String,
    thermograph: Thermograph,
    atomic_weight: Result<String, String>,
    reduced: String,
    left_options: Vec<String>,
    right_options: Vec<String>,
    left_incentives: Vec<String>,
    right_incentives: Vec<String>,
    followers: String,
    misere: Outcome,
    flags: [(&'static str, bool); 6],
}

fn forms(arena: &mut Limited, games: Vec<GameId>) -> Result<Vec<String>, LimitExceeded> {
    let sorted = arena.sorted(games)?;
    sorted.into_iter().map(|g| arena.to_notation(g)).collect()
}

fn facts(a: &mut Limited, g: GameId) -> Result<Facts, LimitExceeded> {
    let thermograph = a.thermograph(g)?;
    let atomic_weight = match a.atomic_weight(g)? {
        Ok(w) => Ok(a.to_notation(w)?),
        Err(e) => Err(e.to_string()),
    };
    let reduced = a.reduced_canonical_form(g)?;
    let (lo, ro) = (a.left_options(g)?, a.right_options(g)?);
    let (li, ri) = (a.left_incentives(g)?, a.right_incentives(g)?);
    Ok(Facts {
        value: a.to_notation(g)?,
        outcome: a.outcome(g)?,
        birthday: a.birthday(g)?.to_string(),
        left_stop: a.left_stop(g)?.to_string(),
        right_stop: a.right_stop(g)?.to_string(),
        mean: a.mean(g)?.to_string(),
        temperature: a.temperature(g)?.to_string(),
        thermograph,
        atomic_weight,
        reduced: a.to_notation(reduced)?,
        left_options: forms(a, lo)?,
        right_options: forms(a, ro)?,
        left_incentives: forms(a, li)?,
        right_incentives: forms(a, ri)?,
        followers: a.follower_count(g)?.to_string(),
        misere: a.misere_outcome(g)?,
        flags: [
            ("is_number", a.arena().is_number(g)),
            ("is_nimber", a.arena().is_nimber(g)),
            ("is_infinitesimal", a.is_infinitesimal(g)?),
            ("is_all_small", a.is_all_small(g)?),
            ("is_even_tempered", a.is_even_tempered(g)?),
            ("is_odd_tempered", a.is_odd_tempered(g)?),
        ],
    })
}

fn quote(s: &str) -> String {
    serde_json::Value::String(s.to_string()).to_string()
}

fn quote_all(list: &[String]) -> String {
    let items: Vec<String> = list.iter().map(|s| quote(s)).collect();
    format!("[{}]", items.join(","))
}

/// One JSON object, keys in the documented order.
fn json(arena: &mut Limited, value: Value) -> Result<String, LimitExceeded> {
    let g = match value {
        Value::Bool(b) => return Ok(format!("{{\"value\":{b}}}")),
        Value::Game(g) => g,
    };
    let f = facts(arena, g)?;
    let (weight, weight_error) = match &f.atomic_weight {
        Ok(w) => (quote(w), "null".to_string()),
        Err(e) => ("null".to_string(), quote(e)),
    };
    let mut fields = vec![
        ("value", quote(&f.value)),
        ("outcome", quote(&f.outcome.to_string())),
        ("birthday", f.birthday.clone()),
        ("left_stop", quote(&f.left_stop)),
        ("right_stop", quote(&f.right_stop)),
        ("mean", quote(&f.mean)),
        ("temperature", quote(&f.temperature)),
        ("thermograph", quote(&f.thermograph.to_string())),
        ("atomic_weight", weight),
    ];
    if f.atomic_weight.is_err() {
        fields.push(("atomic_weight_error", weight_error));
    }
    fields.extend([
        ("reduced_canonical_form", quote(&f.reduced)),
        ("left_options", quote_all(&f.left_options)),
        ("right_options", quote_all(&f.right_options)),
        ("left_incentives", quote_all(&f.left_incentives)),
        ("right_incentives", quote_all(&f.right_incentives)),
        ("follower_count", f.followers.clone()),
        ("misere_outcome", quote(&f.misere.to_string())),
    ]);
    for (name, flag) in f.flags {
        fields.push((name, flag.to_string()));
    }
    let body: Vec<String> = fields
        .into_iter()
        .map(|(k, v)| format!("{}:{v}", quote(k)))
        .collect();
    Ok(format!("{{{}}}", body.join(",")))
}

fn outcome_words(o: Outcome) -> &'static str {
    match o {
        Outcome::L => "Left wins, whoever starts",
        Outcome::R => "Right wins, whoever starts",
        Outcome::N => "whoever starts wins",
        Outcome::P => "whoever starts loses",
    }
}

fn list(items: &[String]) -> String {
    if items.is_empty() {
        "none".into()
    } else {
        items.join(", ")
    }
}

fn explain(arena: &mut Limited, text: &str, value: Value) -> Result<String, LimitExceeded> {
    let g = match value {
        Value::Bool(b) => return Ok(format!("{}\n  {b}\n", text.trim())),
        Value::Game(g) => g,
    };
    let f = facts(arena, g)?;
    let yes = |b: bool| if b { "yes" } else { "no" };
    let weight = match &f.atomic_weight {
        Ok(w) => w.clone(),
        Err(e) => format!("none ({e})"),
    };
    let flags: Vec<String> = f
        .flags
        .iter()
        .map(|(name, b)| {
            format!(
                "{}: {}",
                name.trim_start_matches("is_").replace('_', "-"),
                yes(*b)
            )
        })
        .collect();
    Ok(format!(
        "{}\n  value: {}\n  outcome: {} ({})\n  birthday: {}\n  stops: left {}, right {}\n  \
         mean: {}\n  temperature: {}\n  thermograph: {}\n    {} (points (t, value), vertical above \
         the last)\n  atomic weight: {}\n  reduced canonical form: {}\n  left \
         options: {}\n  right options: {}\n  left incentives: {}\n  right incentives: {}\n  \
         followers: {}\n  misère outcome: {} ({})\n  {}\n",
        text.trim(),
        f.value,
        f.outcome,
        outcome_words(f.outcome),
        f.birthday,
        f.left_stop,
        f.right_stop,
        f.mean,
        f.temperature,
        f.thermograph,
        f.thermograph.walls(),
        weight,
        f.reduced,
        list(&f.left_options),
        list(&f.right_options),
        list(&f.left_incentives),
        list(&f.right_incentives),
        f.followers,
        f.misere,
        outcome_words(f.misere),
        flags.join(", "),
    ))
}
