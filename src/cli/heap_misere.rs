//! `cgsolve heap CODE --misere`: the misère quotient of a code's heaps, or a sum in misère
//! play.

use super::error::CliError;
use super::heap::{heap_size, join, read_list, write_move};
use super::output;
use cgsolve::answer::run::Style;
use cgsolve::engine::memory::MemoryLimit;
use cgsolve::games::impartial::heap::misere::sum::{by_quotient, by_search};
use cgsolve::games::impartial::heap::misere::{
    DEFAULT_LIMIT, MisereSumReport, QuotientReport, genera_within, misere_quotient,
};
use cgsolve::games::impartial::heap::{Code, classic_name};
use cgsolve::progress::progress_for;
use std::io::{self, Write};

/// Bytes a trial monoid's element may need: its product table row (up to 4096 elements of
/// four bytes), its words and its sets of transitions.
const BYTES_PER_ELEMENT: usize = 16 * 1024;

/// Bytes a position of a plain search may need in its memo.
const BYTES_PER_POSITION: usize = 128;

/// The largest heap `--to` takes with `--misere`.
const MAX_MISERE_HEAP: u64 = 1 << 20;

/// What `heap --misere` was asked.
pub struct Misere<'a> {
    /// `--heaps`: the sum to play, if given.
    pub heaps: Option<&'a str>,
    /// `--to`: the last heap of the quotient.
    pub to: Option<u64>,
    /// Whether each heap's genus is asked for (`--genus`, `--explain`).
    pub genus: bool,
    /// `--memory`.
    pub memory: MemoryLimit,
    /// How to print.
    pub style: Style,
}

impl Misere<'_> {
    /// Runs `heap --misere` on `code`: a sum when `heaps` is given, else the quotient up to
    /// `to` (with each heap's genus when asked for).
    pub fn run(&self, code: &Code) -> Result<(), CliError> {
        let (memory, style) = (self.memory, self.style);
        let limit = memory.items(BYTES_PER_ELEMENT).min(DEFAULT_LIMIT);
        if let Some(heaps) = self.heaps {
            let heaps = read_list("heaps", heaps, heap_size).map_err(CliError::input)?;
            let max = heaps.iter().copied().max().unwrap_or(0);
            let q = misere_quotient(code, max, limit);
            let report = if q.last_heap() >= max {
                let (lost, moves) = by_quotient(code, &q.pretension, &heaps);
                let element = q.pretension.element_of(&heaps);
                let word = q.pretension.quotient.monoid.word(element).to_string();
                MisereSumReport::new(code.to_string(), &heaps, lost, Some(word), moves)
            } else {
                let positions = memory.items(BYTES_PER_POSITION);
                let (lost, moves) = by_search(code, &heaps, positions)
                    .map_err(|e| CliError::input(e.to_string()))?;
                MisereSumReport::new(code.to_string(), &heaps, lost, None, moves)
            };
            return output::print(|out| print_sum(code, &report, style, out));
        }
        let to = self.to.unwrap_or(0);
        if to > MAX_MISERE_HEAP {
            return Err(CliError::input(format!(
                "--to:1:1: expected a heap of at most {MAX_MISERE_HEAP} with --misere, found {to}"
            )));
        }
        let q = misere_quotient(code, to as u32, limit);
        let genera = self.genus.then(|| {
            let mut progress = progress_for(&format!("genus of each heap of {code}"));
            genera_within(code, to as u32, memory, &mut progress)
        });
        let report = QuotientReport::new(&q, genera.as_ref());
        output::print(|out| print_quotient(code, &report, style, out))
    }
}

fn print_quotient(
    code: &Code,
    r: &QuotientReport,
    style: Style,
    out: &mut impl Write,
) -> io::Result<()> {
    if style == Style::Json {
        serde_json::to_writer(&mut *out, r)?;
        return writeln!(out);
    }
    if style == Style::Explain {
        let name = classic_name(code).map_or(String::new(), |n| format!(" ({n})"));
        writeln!(
            out,
            "code {code}{name} in misère play: the quotient of the sums of heaps up to {}",
            r.to
        )?;
    }
    writeln!(
        out,
        "Q = {}; P = {{{}}}",
        r.presentation,
        r.p_portion.join(",")
    )?;
    writeln!(out, "|Q| = {}; |P| = {}", r.quotient_size, r.p_portion_size)?;
    writeln!(out, "Phi = {}", r.elements.join(" "))?;
    match (&r.genus, r.genus_as_cgsuite) {
        (Some(genus), Some(as_cgsuite)) => {
            write!(out, "genus = {}", genus.join(" "))?;
            if as_cgsuite < genus.len() {
                write!(
                    out,
                    " (in full from heap {as_cgsuite}: the misère forms past it need more \
                     memory than the limit)"
                )?;
            }
            writeln!(out)?;
            if let (Some(last), Some(why)) = (r.genus_computed_to, &r.genus_stopped) {
                writeln!(out, "genus computed to heap {last} of {}: {why}", r.to)?;
            }
        }
        _ => writeln!(out, "genus: not computed (--genus computes it)")?,
    }
    if style == Style::Explain {
        writeln!(
            out,
            "the quotient changed at heaps {}",
            join(&r.changes).replace(' ', ", ")
        )?;
    }
    if let Some(stopped) = &r.stopped {
        writeln!(
            out,
            "stopped at heap {}: {stopped}",
            r.elements.len().saturating_sub(1)
        )?;
    }
    match (r.period, r.preperiod, r.proven_at) {
        (Some(p), Some(n0), Some(at)) => writeln!(
            out,
            "period {p} from heap {n0}, proven at heap {at}: the quotient of every heap"
        ),
        (Some(p), Some(n0), None) => writeln!(
            out,
            "period {p} from heap {n0}, not proven: the periodicity theorem covers finite codes \
             without ! ? ="
        ),
        _ => writeln!(
            out,
            "no period proven up to heap {}",
            r.elements.len().saturating_sub(1)
        ),
    }
}

fn print_sum(
    code: &Code,
    r: &MisereSumReport,
    style: Style,
    out: &mut impl Write,
) -> io::Result<()> {
    if style == Style::Json {
        serde_json::to_writer(&mut *out, r)?;
        return writeln!(out);
    }
    let explain = style == Style::Explain;
    if explain {
        let name = classic_name(code).map_or(String::new(), |n| format!(" ({n})"));
        writeln!(
            out,
            "code {code}{name} in misère play, heaps {}",
            join(&r.heaps)
        )?;
        match &r.element {
            Some(e) => writeln!(out, "the sum is {e} in the misère quotient")?,
            None => writeln!(out, "no quotient within the limit: searched the sum whole")?,
        }
        let who = if r.outcome == "P" {
            "the player to move loses"
        } else {
            "the player to move wins"
        };
        writeln!(out, "{}: {who}", r.outcome)?;
    } else {
        writeln!(out, "{}", r.outcome)?;
    }
    if r.winning_moves.is_empty() {
        return writeln!(out, "no winning move");
    }
    if explain {
        writeln!(out, "winning moves:")?;
    }
    for m in &r.winning_moves {
        write_move(out, m, explain)?;
    }
    Ok(())
}
