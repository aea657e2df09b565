//! `cgsolve serve`: the HTTP API and the web page (see `docs/api.md`).

use super::Run;
use super::error::CliError;
use super::output;
use cgsolve::answer::flags::MemoryArgs;
use cgsolve::games::rule_files;
use cgsolve::play::{Limits, Playable};
use cgsolve::server::{self, Config};
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

/// Serve the play page and its JSON API over HTTP (see docs/api.md).
#[derive(clap::Args, Debug)]
#[command(mut_arg("memory", |a| a.help(
    "The most memory to use (512M, 4G, ...): --max-solves searches of --max-positions each \
     must fit in it"
)))]
pub struct ServeArgs {
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1")]
    host: String,
    /// The port to listen on (0: any free port, printed on start).
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// At most this many solves at once; more are refused with 503.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=1024))]
    max_solves: u32,
    /// At most this many positions searched per solve (default: two million, or as many as
    /// --max-solves searches within the memory limit hold).
    #[arg(long)]
    max_positions: Option<u64>,
    /// At most this many milliseconds per solve.
    #[arg(long, default_value_t = Limits::default().time.as_millis() as u64)]
    max_millis: u64,
    /// The largest request body accepted, in bytes.
    #[arg(long, default_value_t = Config::default().max_body)]
    max_body: usize,
    /// Rule files (docs/rule-files.md) whose games the page lists after cgsolve's, each named
    /// by its file's stem with `.rules`.
    #[arg(long, value_name = "FILE", num_args = 1..)]
    rules: Vec<PathBuf>,
    #[command(flatten)]
    limit: MemoryArgs,
}

impl Run for ServeArgs {
    fn run(self) -> Result<(), CliError> {
        let memory = self.limit.memory;
        let mut more_games: Vec<&'static dyn Playable> = Vec::new();
        for path in &self.rules {
            let game = rule_files::playable(path).map_err(|e| CliError::input(e.0))?;
            if let Some(same) = more_games.iter().find(|g| g.name() == game.name()) {
                return Err(CliError::input(format!(
                    "{}: expected rule files of different names, found a second '{}'",
                    path.display(),
                    same.name()
                )));
            }
            more_games.push(game);
        }
        let config = Config {
            more_games: more_games.leak(),
            max_body: self.max_body,
            max_solves: self.max_solves as usize,
            limits: Limits {
                positions: self.max_positions.unwrap_or_else(|| {
                    Limits::positions_within(u64::from(self.max_solves), memory)
                }),
                time: Duration::from_millis(self.max_millis),
            },
        };
        config
            .limits
            .fit(u64::from(self.max_solves), memory)
            .map_err(|message| CliError::input(format!("--max-positions: {message}")))?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()
            .map_err(|e| CliError::internal(format!("cannot start the server: {e}")))?;
        let address = format!("{}:{}", self.host, self.port);
        runtime.block_on(async move {
            let cannot_listen = |e| CliError::input(format!("cannot listen on {address}: {e}"));
            let listener = tokio::net::TcpListener::bind(&address)
                .await
                .map_err(cannot_listen)?;
            let local = listener.local_addr().map_err(cannot_listen)?;
            output::print(|out| writeln!(out, "cgsolve serving on http://{local}/"))?;
            server::serve(listener, config)
                .await
                .map_err(|e| CliError::internal(format!("the server stopped: {e}")))
        })
    }
}
