//! The JSON API's handlers and its errors.

use super::State;
use crate::games::registry::GAMES;
use crate::play::{self, Kind, PlayError, Playable};
use crate::theory::outcome::Player;
use axum::Json;
use axum::body::Bytes;
use axum::extract::State as Shared;
use axum::extract::rejection::BytesRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};

/// An error answer: a status and `{"error": "..."}`.
pub struct ApiError {
    status: StatusCode,
    message: String,
}

impl ApiError {
    fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
        }
    }

    /// 404 for a path the server does not have.
    pub fn not_found() -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, "no such page: see docs/api.md")
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        #[derive(Serialize)]
        struct Body {
            error: String,
        }
        (
            self.status,
            Json(Body {
                error: self.message,
            }),
        )
            .into_response()
    }
}

impl From<PlayError> for ApiError {
    fn from(e: PlayError) -> ApiError {
        let status = match e {
            PlayError::Parse(_) | PlayError::Mover(_) => StatusCode::BAD_REQUEST,
            PlayError::Limit(_) => StatusCode::UNPROCESSABLE_ENTITY,
            PlayError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        };
        let message = match &e {
            PlayError::Parse(p) => format!("position:{p}"),
            other => other.to_string(),
        };
        ApiError::new(status, message)
    }
}

/// `GET /health`: the server answers.
pub async fn health() -> Json<serde_json::Value> {
    Json(serde_json::json!({ "status": "ok" }))
}

/// One game as `GET /api/games` lists it.
#[derive(Serialize)]
pub struct GameInfo {
    name: &'static str,
    kind: Kind,
    about: String,
    format: &'static str,
    example: &'static str,
}

/// `GET /api/games`: every playable game.
pub async fn games() -> Json<Vec<GameInfo>> {
    Json(
        play::all()
            .iter()
            .map(|g| GameInfo {
                name: g.name(),
                kind: g.kind(),
                about: GAMES
                    .iter()
                    .find(|e| e.name == g.name())
                    .map(|e| e.about())
                    .unwrap_or_default(),
                format: g.format(),
                example: g.example(),
            })
            .collect(),
    )
}

/// The body of `POST /api/view` and `POST /api/solve`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionRequest {
    game: String,
    position: String,
    #[serde(default)]
    mover: Option<String>,
}

/// Reads a request body: its size was bounded by the router's limit.
fn read_request(
    body: Result<Bytes, BytesRejection>,
    max: usize,
) -> Result<PositionRequest, ApiError> {
    let bytes = body.map_err(|e| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                format!("the request body is over the limit of {max} bytes"),
            )
        } else {
            ApiError::new(e.status(), e.body_text())
        }
    })?;
    serde_json::from_slice(&bytes)
        .map_err(|e| ApiError::new(StatusCode::BAD_REQUEST, format!("request body: {e}")))
}

fn find_game(name: &str) -> Result<&'static dyn Playable, ApiError> {
    play::find(name).ok_or_else(|| {
        let names: Vec<&str> = play::all().iter().map(|g| g.name()).collect();
        ApiError::new(
            StatusCode::BAD_REQUEST,
            format!("game: expected one of {}, found '{name}'", names.join(", ")),
        )
    })
}

fn read_mover(mover: Option<&str>) -> Result<Option<Player>, ApiError> {
    match mover.map(str::to_ascii_lowercase).as_deref() {
        None => Ok(None),
        Some("left") => Ok(Some(Player::Left)),
        Some("right") => Ok(Some(Player::Right)),
        Some(_) => Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "mover: expected \"Left\" or \"Right\"",
        )),
    }
}

/// `POST /api/view`: a position read, without a search.
pub async fn view(
    Shared(state): Shared<State>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let request = read_request(body, state.config.max_body)?;
    let game = find_game(&request.game)?;
    Ok(Json(game.view(&request.position)?).into_response())
}

/// `POST /api/solve`: a position solved, on a blocking thread, when a solve slot is free.
pub async fn solve(
    Shared(state): Shared<State>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let request = read_request(body, state.config.max_body)?;
    let game = find_game(&request.game)?;
    let mover = read_mover(request.mover.as_deref())?;
    let permit = state.solves.clone().try_acquire_owned().map_err(|_| {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            format!(
                "busy: {} solves are running, the most this server runs at once; try again shortly",
                state.config.max_solves
            ),
        )
    })?;
    let limits = state.config.limits;
    let analysis = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        game.analyse(&request.position, mover, &limits)
    })
    .await
    .map_err(|_| {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal failure: the solve failed",
        )
    })??;
    Ok(Json(analysis).into_response())
}
