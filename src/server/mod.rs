//! The HTTP server: a JSON API over [`crate::play`] and the web page, embedded in the binary.
//! `docs/api.md` documents the API.
//!
//! Limits keep it up: request bodies are bounded ([`Config::max_body`]); every solve runs under
//! [`Config::limits`] (positions and time) on a blocking thread, so a long solve never holds up
//! the other requests; at most [`Config::max_solves`] solves run at once and the rest are
//! refused with 503 at once rather than queued.

mod api;
mod calculator;

pub use api::{ApiError, Request, answer};
pub use calculator::{ValueAnswer, value_answer};

use crate::play::{Limits, Playable};
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::header;
use axum::response::{Html, IntoResponse};
use axum::routing::{get, post};
use std::sync::Arc;
use tokio::sync::Semaphore;

/// How the server is limited, and the games it plays besides the registry's.
#[derive(Clone, Copy)]
pub struct Config {
    /// The largest request body accepted, in bytes.
    pub max_body: usize,
    /// At most this many solves at once; more are refused with 503.
    pub max_solves: usize,
    /// The budget of each solve.
    pub limits: Limits,
    /// Games listed and played after the registry's (rule files' games).
    pub more_games: &'static [&'static dyn Playable],
}

impl Default for Config {
    /// 64 KiB bodies, two solves at once (one per core of a small machine), the default
    /// [`Limits`], the registry's games only.
    fn default() -> Self {
        Config {
            max_body: 64 << 10,
            max_solves: 2,
            limits: Limits::default(),
            more_games: &[],
        }
    }
}

/// What every handler shares.
#[derive(Clone)]
struct State {
    config: Config,
    solves: Arc<Semaphore>,
}

/// The page, its script and its style sheet, compiled into the binary: no file, no network.
const PAGE: &str = include_str!("page/index.html");
const SCRIPT: &str = include_str!("page/app.js");
const STYLE: &str = include_str!("page/style.css");

/// The server's routes: the page at `/`, the API under `/api/`, and `/health`.
pub fn router(config: Config) -> Router {
    let state = State {
        config,
        solves: Arc::new(Semaphore::new(config.max_solves)),
    };
    Router::new()
        .route("/", get(|| async { Html(PAGE) }))
        .route(
            "/app.js",
            get(|| async {
                (
                    [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
                    SCRIPT,
                )
            }),
        )
        .route(
            "/style.css",
            get(|| async { ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLE) }),
        )
        .route("/health", get(api::health))
        .route("/api/games", get(api::games))
        .route("/api/view", post(api::view))
        .route("/api/solve", post(api::solve))
        .route("/api/value", post(calculator::value))
        .fallback(|| async { api::ApiError::not_found().into_response() })
        .layer(DefaultBodyLimit::max(config.max_body))
        .with_state(state)
}

/// Serves `router(config)` on `listener` until the process ends.
pub async fn serve(listener: tokio::net::TcpListener, config: Config) -> std::io::Result<()> {
    axum::serve(listener, router(config)).await
}
