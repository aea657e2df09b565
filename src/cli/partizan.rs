//! The classic partizan games' subcommands: one position per line from FILE or standard input,
//! or one inline with `-p`; its canonical value per line, or `--explain` / `--json`.

use cgsolve::Contest;
use cgsolve::games::classic::{Classic, ClassicGame};
use cgsolve::games::region_values::DEFAULT_MEMO_LIMIT;
use clap::Args;
use std::io::{self, BufWriter, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// The flags of a classic partizan game.
#[derive(Args, Debug)]
pub struct PartizanArgs {
    /// The input file, one position per line; standard input when absent or `-`.
    #[arg(conflicts_with = "position")]
    file: Option<PathBuf>,
    /// One position given inline instead of a file.
    #[arg(short = 'p', long = "position", value_name = "TEXT")]
    position: Option<String>,
    /// Explain each position for a person: value, outcome, regions, every winning move.
    #[arg(long, conflicts_with = "json")]
    explain: bool,
    /// Print each position's report as one line of JSON, for programs.
    #[arg(long)]
    json: bool,
    /// The most regions the search may remember (memory grows about 100 bytes with each).
    #[arg(long, value_name = "REGIONS", default_value_t = DEFAULT_MEMO_LIMIT)]
    memo: usize,
}

/// The search recurses once per move played; this stack holds the longest games.
const STACK_BYTES: usize = 512 << 20;

/// Runs game `G` on the positions `args` names; exit code 2 for bad input or a refused limit.
pub fn run<G: ClassicGame + Send + 'static>(args: PartizanArgs) -> ExitCode {
    let worker = std::thread::Builder::new()
        .stack_size(STACK_BYTES)
        .spawn(move || answer_all::<G>(&args));
    match worker.map(|w| w.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("cgsolve: the search thread failed");
            ExitCode::from(1)
        }
    }
}

fn answer_all<G: ClassicGame>(args: &PartizanArgs) -> ExitCode {
    let (name, input) = match read_input(args) {
        Ok(read) => read,
        Err((name, e)) => return fail(&format!("{name}: {e}")),
    };
    let mut game = Classic::<G>::new(args.memo);
    let positions = match game.parse(&input) {
        Ok(p) => p,
        Err(e) => return fail(&format!("{name}:{e}")),
    };
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    for (i, p) in positions.iter().enumerate() {
        let printed = if args.json {
            game.report(p).map(|r| writeln!(out, "{}", r.to_json()))
        } else if args.explain {
            game.explain(p).map(|text| {
                let gap = if i > 0 { "\n" } else { "" };
                write!(out, "{gap}{text}")
            })
        } else {
            game.answer(p).map(|a| writeln!(out, "{a}"))
        };
        match printed {
            Ok(Ok(())) => {}
            Ok(Err(e)) => return write_failed(e),
            Err(e) => {
                let _ = out.flush();
                return fail(&format!("{name}: position {}: {e}", i + 1));
            }
        }
    }
    match out.flush() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => write_failed(e),
    }
}

/// The input's name (for errors) and bytes: the `-p` text, the file, or standard input.
fn read_input(args: &PartizanArgs) -> Result<(String, Vec<u8>), (String, io::Error)> {
    if let Some(text) = &args.position {
        return Ok(("-p".to_string(), text.clone().into_bytes()));
    }
    match args.file.as_deref() {
        Some(path) if path.as_os_str() != "-" => {
            let name = path.display().to_string();
            std::fs::read(path)
                .map(|b| (name.clone(), b))
                .map_err(|e| (name, e))
        }
        _ => {
            let mut input = Vec::new();
            match io::stdin().lock().read_to_end(&mut input) {
                Ok(_) => Ok(("<stdin>".to_string(), input)),
                Err(e) => Err(("<stdin>".to_string(), e)),
            }
        }
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("cgsolve: {message}");
    ExitCode::from(2)
}

/// A closed pipe (`cgsolve ... | head`) is a normal end, not an error.
fn write_failed(e: io::Error) -> ExitCode {
    if e.kind() == io::ErrorKind::BrokenPipe {
        ExitCode::SUCCESS
    } else {
        eprintln!("cgsolve: writing the answers failed: {e}");
        ExitCode::from(1)
    }
}
