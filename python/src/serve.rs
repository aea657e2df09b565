//! `cgsolve.serve`: the web page and its JSON API (`cgsolve::server`, that of `cgsolve
//! serve`) with a game written in Python listed after the registry's games. Its positions
//! travel as text: each is written as its repr (made unique), and a text is read back by
//! looking it up among the positions the server has shown, starting from the start position
//! (`analyse::Face`); a text never shown is refused as a position the server does not know.

use crate::play::{limits, playable};
use cgsolve::games::registry;
use cgsolve::play::Playable;
use cgsolve::server::{self, Config};
use pyo3::exceptions::{PyOSError, PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyType;
use std::time::Duration;

/// How often the server, idle, looks for Ctrl-C (Python's signals are read on its thread).
const SIGNALS_EVERY: Duration = Duration::from_millis(100);

/// Serves the play page and its JSON API (docs/api.md) on `host`:`port` (0: any free port),
/// printing the address as `cgsolve serve` does, with the game written in Python listed after
/// the registry's as `name` (by default `python-` and its class's name in lower case), until
/// Ctrl-C. `game_or_factory`: the start position, or a callable of no arguments (a class)
/// that makes it. The server runs with the GIL released; it takes it for the game's methods.
#[pyfunction]
#[pyo3(signature = (game_or_factory, port = 8080, host = "127.0.0.1", name = None, max_positions = 2_000_000, max_seconds = 5.0))]
pub fn serve(
    py: Python<'_>,
    game_or_factory: Bound<'_, PyAny>,
    port: u16,
    host: &str,
    name: Option<String>,
    max_positions: u64,
    max_seconds: f64,
) -> PyResult<()> {
    let limits = limits(max_positions, max_seconds)?;
    let is_game = game_or_factory.hasattr("options")?
        || (game_or_factory.hasattr("left_options")?
            && game_or_factory.hasattr("right_options")?);
    let game = if game_or_factory.is_instance_of::<PyType>()
        || !is_game && game_or_factory.is_callable()
    {
        game_or_factory.call0()?
    } else {
        game_or_factory
    };
    let name = match name {
        Some(name) => name,
        None => default_name(&game)?,
    };
    if registry::find_playable(&name).is_some() {
        return Err(PyValueError::new_err(format!(
            "name: '{name}' is a game of cgsolve's own: expected another name"
        )));
    }
    // The game lives as long as the process: the server's list of games is 'static.
    let (game, _raised) = playable(game, name.leak())?;
    let game: &'static dyn Playable = Box::leak(game);
    let config = Config {
        more_games: Vec::leak(vec![game]),
        limits,
        ..Config::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| PyRuntimeError::new_err(format!("cannot start the server: {e}")))?;
    let address = format!("{host}:{port}");
    let cannot_listen =
        |e: std::io::Error| PyOSError::new_err(format!("cannot listen on {address}: {e}"));
    let listener = py
        .detach(|| runtime.block_on(tokio::net::TcpListener::bind(&address)))
        .map_err(cannot_listen)?;
    let local = listener.local_addr().map_err(cannot_listen)?;
    let stdout = py.import("sys")?.getattr("stdout")?;
    stdout.call_method1("write", (format!("cgsolve serving on http://{local}/\n"),))?;
    stdout.call_method0("flush")?;
    let server = runtime.spawn(server::serve(listener, config));
    loop {
        py.detach(|| std::thread::sleep(SIGNALS_EVERY));
        if let Err(interrupted) = py.check_signals() {
            runtime.shutdown_background();
            return Err(interrupted);
        }
        if server.is_finished() {
            let stopped = py.detach(|| runtime.block_on(server));
            let why = match stopped {
                Ok(Ok(())) => "it ended".to_string(),
                Ok(Err(e)) => e.to_string(),
                Err(e) => e.to_string(),
            };
            return Err(PyRuntimeError::new_err(format!(
                "the server stopped: {why}"
            )));
        }
    }
}

/// The name a game written in Python is listed by: `python-` and its class's name in lower
/// case.
fn default_name(game: &Bound<'_, PyAny>) -> PyResult<String> {
    let class = game.get_type().name()?.to_string();
    Ok(format!("python-{}", class.to_lowercase()))
}
