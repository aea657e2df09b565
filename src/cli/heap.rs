//! The `heap` subcommand: Grundy sequences of take-and-break codes, and sums of heaps.

use super::error::CliError;
use super::output;
use cgsolve::Nimber;
use cgsolve::answer::flags::{MemoryArgs, OutputArgs};
use cgsolve::answer::run::Style;
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::games::impartial::heap::{
    BYTES_PER_HEAP, Code, MAX_HEAP, Sequence, SequenceReport, SumMove, SumReport, TooLarge,
    classic_name, proof_bound, rules_in_words,
};
use clap::Args;
use std::ffi::OsString;
use std::io::{self, Write};

/// The largest take size accepted in `--subtract` and `--all-but`.
const MAX_TAKE: u32 = 1 << 20;

/// Flags of `cgsolve heap`.
#[derive(Args, Debug)]
#[command(
    mut_arg("explain", |a| a.help(
        "Explain for a person: the rules in words, the values in rows of the period, the rare \
         and common values"
    )),
    mut_arg("json", |a| a.help("Print one JSON object, for programs")),
    mut_arg("memory", |a| a.help(
        "The most memory to use (512M, 4G, ...): a heap whose values would need more is \
         refused; with --genus, the genus stops at the first heap whose genus would"
    )),
)]
pub struct HeapArgs {
    /// The code, in CGSuite's notation: `0.77`, `0.07`, `4.7`, `0.137`, `0.F` (digits beyond 7
    /// leave three heaps or more), `4!.0` (`!` unequal heaps), `0.[3]` (`[d]` repeats); or an
    /// alias: nim, kayles, dawson, grundy.
    #[arg(required_unless_present_any = ["subtract", "all_but"])]
    code: Option<OsString>,
    /// The last heap: print g(0), ..., g(N).
    #[arg(long, value_name = "N", required_unless_present = "heaps")]
    to: Option<u64>,
    /// The subtraction game taking any of these numbers of counters, instead of a code.
    #[arg(long, value_name = "A,B,..", conflicts_with_all = ["code", "all_but"])]
    subtract: Option<String>,
    /// The subtraction game taking any number of counters except these, instead of a code.
    #[arg(long = "all-but", value_name = "A,B,..", conflicts_with = "code")]
    all_but: Option<String>,
    /// Value the sum of these heaps and name every winning move, instead of a sequence.
    #[arg(long, value_name = "A,B,..", conflicts_with = "to")]
    heaps: Option<String>,
    /// Misère play (the last player to move loses): with --to, the misère quotient of the
    /// heaps up to N; with --heaps, the sum's misère outcome.
    #[arg(long)]
    misere: bool,
    /// With --misere --to: each heap's genus too, as far as --memory allows (--explain
    /// includes it).
    #[arg(long, requires = "misere", conflicts_with = "heaps")]
    genus: bool,
    #[command(flatten)]
    output: OutputArgs,
    #[command(flatten)]
    limit: MemoryArgs,
}

/// Bytes a heap may need at most: its value, and its place in the two lists of rare heaps
/// (the method's and the answer's).
const NEEDED_PER_HEAP: u64 = 3 * BYTES_PER_HEAP as u64;

impl super::Run for HeapArgs {
    fn run(self) -> Result<(), CliError> {
        let code = game_code(&self).map_err(CliError::input)?;
        let memory = self.limit.memory;
        let style = self.output.style();
        if self.misere {
            let genus = self.genus || style == Style::Explain;
            let misere = super::heap_misere::Misere {
                heaps: self.heaps.as_deref(),
                to: self.to,
                genus,
                memory,
                style,
            };
            return misere.run(&code);
        }
        match &self.heaps {
            Some(heaps) => {
                let heaps = read_list("heaps", heaps, heap_size).map_err(CliError::input)?;
                let max = heaps.iter().copied().max().unwrap_or(0);
                fits(max.into(), memory).map_err(CliError::input)?;
                let sequence =
                    Sequence::compute(&code, max).map_err(|e| CliError::input(e.to_string()))?;
                let sum = SumReport::new(&code, &sequence.values, &heaps);
                output::print(|out| print_sum(&code, &sum, style, out))
            }
            None => {
                let to = self.to.unwrap_or(0);
                fits(to, memory).map_err(CliError::input)?;
                let sequence = u32::try_from(to)
                    .ok()
                    .and_then(|to| Sequence::compute(&code, to).ok())
                    .ok_or_else(|| CliError::input(format!("--to:1:1: {}", TooLarge { to })))?;
                output::print(|out| print_sequence(&sequence, style, out))
            }
        }
    }
}

/// Whether the values up to heap `last` fit in `memory` (a heap past [`MAX_HEAP`] is left to
/// that limit's own message).
fn fits(last: u64, memory: MemoryLimit) -> Result<(), String> {
    let needed = last.saturating_add(1).saturating_mul(NEEDED_PER_HEAP);
    if last <= u64::from(MAX_HEAP) && !memory.allows(needed) {
        return Err(format!(
            "heap {last} needs {needed} bytes ({NEEDED_PER_HEAP} a heap), over the memory limit \
             of {memory} (--memory)"
        ));
    }
    Ok(())
}

fn game_code(args: &HeapArgs) -> Result<Code, String> {
    let set = |name: &str, text: &str, all_but: bool| {
        let takes = read_list(name, text, |k, size| match k {
            Some(k) if (1..=u64::from(MAX_TAKE)).contains(&k) => Ok(k as u32),
            _ => Err(format!(
                "expected take sizes from 1 to {MAX_TAKE}, found {size}"
            )),
        })?;
        Ok(Code::subtraction(&takes, all_but))
    };
    match (&args.code, &args.subtract, &args.all_but) {
        (_, Some(s), _) => set("subtract", s, false),
        (_, _, Some(s)) => set("all-but", s, true),
        (Some(text), _, _) => utf8(text)
            .map_err(|(column, b)| {
                format!("<code>:1:{column}: expected UTF-8 text, found byte 0x{b:02x}")
            })?
            .parse()
            .map_err(|e: cgsolve::games::impartial::heap::CodeError| format!("<code>:1:{e}")),
        (None, None, None) => Err("expected a code, --subtract or --all-but".to_string()),
    }
}

/// The argument as text, or the column (in characters, from 1) and value of its first byte
/// that is not UTF-8.
fn utf8(text: &std::ffi::OsStr) -> Result<&str, (usize, u8)> {
    let bytes = text.as_encoded_bytes();
    std::str::from_utf8(bytes).map_err(|e| {
        let before = std::str::from_utf8(&bytes[..e.valid_up_to()]).unwrap_or_default();
        (before.chars().count() + 1, bytes[e.valid_up_to()])
    })
}

/// A heap size of `--heaps` (`size` as written, `n` its value if it fits in a u64), within
/// the memory limit.
pub(super) fn heap_size(n: Option<u64>, size: &str) -> Result<u32, String> {
    match n {
        Some(to) if to > u64::from(MAX_HEAP) => Err(TooLarge { to }.to_string()),
        Some(h) => Ok(h as u32),
        None => Err(format!(
            "heap {size} is beyond the memory limit of heap {MAX_HEAP}"
        )),
    }
}

/// Reads the list of flag `--name`: whole numbers separated by commas (blanks allowed around
/// them), each checked by `check`; errors name the column (in characters, from 1).
pub(super) fn read_list(
    name: &str,
    text: &str,
    check: impl Fn(Option<u64>, &str) -> Result<u32, String>,
) -> Result<Vec<u32>, String> {
    let mut list = Vec::new();
    let (mut column, mut offset) = (1, 0);
    for item in text.split(',') {
        let size = item.trim_matches(' ');
        let at = column + item.len() - item.trim_start_matches(' ').len();
        let digits = size.chars().take_while(char::is_ascii_digit).count();
        let bad = size.chars().nth(digits).or_else(|| {
            // An empty item: what follows it.
            size.is_empty()
                .then(|| text[offset + item.len()..].chars().next().unwrap_or('\0'))
        });
        if let Some(bad) = bad {
            let found = match bad {
                '\0' if size.is_empty() => "the end of the argument".to_string(),
                c => format!("{c:?}"),
            };
            return Err(format!(
                "--{name}:1:{}: expected whole numbers separated by ',', found {found}",
                at + digits
            ));
        }
        list.push(check(size.parse().ok(), size).map_err(|e| format!("--{name}:1:{at}: {e}"))?);
        column += item.chars().count() + 1;
        offset += item.len() + 1;
    }
    Ok(list)
}

fn print_sequence(s: &Sequence, style: Style, out: &mut impl Write) -> io::Result<()> {
    if style == Style::Json {
        serde_json::to_writer(&mut *out, &SequenceReport::new(s))?;
        return writeln!(out);
    }
    if style == Style::Explain {
        return explain_sequence(s, out);
    }
    write_values(&s.values, out)?;
    writeln!(out)?;
    writeln!(out, "{}", period_line(s))
}

fn write_values(values: &[u32], out: &mut impl Write) -> io::Result<()> {
    let mut line = String::with_capacity(values.len() * 3);
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            line.push(' ');
        }
        line.push_str(&v.to_string());
    }
    out.write_all(line.as_bytes())
}

fn period_line(s: &Sequence) -> String {
    let to = s.values.len() - 1;
    match s.period {
        Some(p) if p.proven => format!("period {} from heap {}, proven", p.period, p.preperiod),
        Some(p) => format!(
            "period {} from heap {}, not proven: the periodicity theorem covers finite codes \
             without ! ? =",
            p.period, p.preperiod
        ),
        None => format!("no period found up to heap {to}"),
    }
}

fn explain_sequence(s: &Sequence, out: &mut impl Write) -> io::Result<()> {
    let name = classic_name(&s.code).map_or(String::new(), |n| format!(" ({n})"));
    writeln!(
        out,
        "code {}{name}: a move takes counters from one heap;",
        s.code
    )?;
    for line in rules_in_words(&s.code) {
        writeln!(out, "  {line}")?;
    }
    let row = match s.period {
        Some(p) if p.period <= 40 => p.period.max(2),
        _ => 10,
    };
    let width = s.values.iter().max().map_or(1, |m| m.to_string().len());
    let label = (s.values.len() - 1).to_string().len();
    writeln!(out, "values g(n), {row} a row:")?;
    for (r, chunk) in s.values.chunks(row).enumerate() {
        write!(out, "  {:>label$}:", r * row)?;
        for v in chunk {
            write!(out, " {v:>width$}")?;
        }
        writeln!(out)?;
    }
    writeln!(out, "{}", period_line(s))?;
    if let Some(p) = s.period.filter(|p| p.proven) {
        writeln!(
            out,
            "  (g(n + {}) = g(n) checked for {} <= n < {}, which the octal periodicity theorem \
             asks)",
            p.period,
            p.preperiod,
            proof_bound(&s.code, p.period, p.preperiod)
        )?;
    }
    match s.rare_common() {
        Some(rc) => {
            writeln!(
                out,
                "rare values: those with an even number of 1 bits in v AND {} (binary {:b}); \
                 {} rare heaps of {}:",
                rc.mask,
                rc.mask,
                rc.rare_heaps.len(),
                s.values.len() - 1
            )?;
            let shown: Vec<String> = rc
                .rare_heaps
                .iter()
                .take(100)
                .map(|n| n.to_string())
                .collect();
            let more = if rc.rare_heaps.len() > 100 {
                " ..."
            } else {
                ""
            };
            writeln!(out, "  {}{more}", shown.join(" "))
        }
        None => writeln!(
            out,
            "no rare/common split: no mask makes a quarter of the values rare"
        ),
    }
}

/// The value of a sum in the game of `code` and its winning moves, in `style`.
fn print_sum(code: &Code, sum: &SumReport, style: Style, out: &mut impl Write) -> io::Result<()> {
    if style == Style::Json {
        serde_json::to_writer(&mut *out, sum)?;
        return writeln!(out);
    }
    let explain = style == Style::Explain;
    let moves = &sum.winning_moves;
    if explain {
        let name = classic_name(code).map_or(String::new(), |n| format!(" ({n})"));
        writeln!(out, "code {code}{name}, heaps {}", join(&sum.heaps))?;
        for (h, v) in sum.heaps.iter().zip(&sum.values) {
            writeln!(out, "  heap {h}: {}", Nimber(*v))?;
        }
        let who = if sum.value == 0 {
            "the player to move loses"
        } else {
            "the player to move wins"
        };
        writeln!(
            out,
            "value {} (the nim-sum of the heaps): {who}",
            Nimber(sum.value)
        )?;
        if moves.is_empty() {
            return writeln!(out, "winning moves: none, every move loses");
        }
        writeln!(out, "winning moves:")?;
    } else {
        writeln!(out, "{}", Nimber(sum.value))?;
        if moves.is_empty() {
            return writeln!(out, "no winning move");
        }
    }
    for m in moves {
        write_move(out, m, explain)?;
    }
    Ok(())
}

/// One winning move of a sum of heaps as a line (indented under a heading when `explain`).
pub(super) fn write_move(out: &mut impl Write, m: &SumMove, explain: bool) -> io::Result<()> {
    let left = match m.leave.as_slice() {
        [] => "nothing".to_string(),
        parts => join(parts).replace(' ', " and "),
    };
    let indent = if explain { "  " } else { "" };
    let heap = format!("heap {} (the {} heap)", m.heap, ordinal(m.heap_index + 1));
    if m.take == 0 {
        writeln!(out, "{indent}split {heap} into {left}")
    } else {
        writeln!(out, "{indent}take {} from {heap}, leaving {left}", m.take)
    }
}

pub(super) fn join(values: &[u32]) -> String {
    values
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

pub(super) fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, r) if r != 11 => "st",
        (2, r) if r != 12 => "nd",
        (3, r) if r != 13 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
