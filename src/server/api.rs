//! The JSON API's handlers and its errors. A request body is read and answered by plain
//! functions ([`Request`], [`answer`]) that the handlers call, so that a body can be checked
//! without a socket.

use super::State;
use crate::games::registry::{self, GAMES};
use crate::play::{Kind, Limits, Mode, PlayError, Playable, Played, View};
use crate::report::Report;
use crate::theory::outcome::Player;
use axum::Json;
use axum::body::Bytes;
use axum::extract::State as Shared;
use axum::extract::rejection::BytesRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use tokio::sync::OwnedSemaphorePermit;

/// An error answer: a status and `{"error": "..."}`.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    message: String,
}

impl ApiError {
    pub(crate) fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
        }
    }

    /// The status: 4xx for a request refused, 5xx for a failure of the server.
    pub fn status(&self) -> StatusCode {
        self.status
    }

    /// Why, for a person.
    pub fn message(&self) -> &str {
        &self.message
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
            PlayError::Parse(_) | PlayError::Mover(_) | PlayError::Unsupported(_) => {
                StatusCode::BAD_REQUEST
            }
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

/// `GET /api/games`: every playable game, the registry's and then the server's others.
pub async fn games(Shared(state): Shared<State>) -> Json<Vec<GameInfo>> {
    Json(
        all_games(state.config.more_games)
            .map(|g| GameInfo {
                name: g.name(),
                kind: g.kind(),
                about: GAMES
                    .iter()
                    .find(|e| e.name == g.name())
                    .map(|e| e.about())
                    .or_else(|| g.view(g.example()).ok().map(|v| v.title))
                    .unwrap_or_default(),
                format: g.format(),
                example: g.example(),
            })
            .collect(),
    )
}

/// The registry's playable games, then `more`.
fn all_games(
    more: &'static [&'static dyn Playable],
) -> impl Iterator<Item = &'static dyn Playable> {
    registry::PLAYABLE.iter().chain(more).copied()
}

/// The body of `POST /api/view` and `POST /api/solve`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PositionRequest {
    game: String,
    position: String,
    #[serde(default)]
    mover: Option<String>,
    #[serde(default)]
    misere: bool,
    #[serde(default)]
    outcome_only: bool,
}

/// A request body read: a game of the list and its position text, with the player to move as
/// given (read only by a solve).
pub struct Request {
    game: &'static dyn Playable,
    position: String,
    mover: Option<String>,
    mode: Mode,
}

impl Request {
    /// Reads a request body (its size already bounded): 400 with the reason when it is not
    /// the request's JSON or names no game of the list.
    pub fn read(
        body: &[u8],
        more_games: &'static [&'static dyn Playable],
    ) -> Result<Request, ApiError> {
        let request: PositionRequest = serde_json::from_slice(body)
            .map_err(|e| ApiError::new(StatusCode::BAD_REQUEST, format!("request body: {e}")))?;
        let mode = match (request.misere, request.outcome_only) {
            (false, false) => Mode::Normal,
            (true, false) => Mode::Misere,
            (false, true) => Mode::OutcomeOnly,
            (true, true) => {
                return Err(ApiError::new(
                    StatusCode::BAD_REQUEST,
                    "request body: `misere` and `outcome_only` exclude each other".to_string(),
                ));
            }
        };
        Ok(Request {
            game: find_game(&request.game, more_games)?,
            position: request.position,
            mover: request.mover,
            mode,
        })
    }

    /// The answer of `POST /api/view`: the position read, without a search.
    pub fn view(&self) -> Result<View, ApiError> {
        Ok(self.game.view(&self.position)?)
    }

    /// The player to move: `Left`, `Right` (any case) or none.
    pub fn mover(&self) -> Result<Option<Player>, ApiError> {
        read_mover(self.mover.as_deref())
    }

    /// The answer of `POST /api/solve` for `mover` (from [`Request::mover`]) within `limits`,
    /// in the mode the request asks for (misère play, the outcome only, else normal play).
    pub fn solve(
        &self,
        mover: Option<Player>,
        limits: &Limits,
    ) -> Result<Report<Played>, ApiError> {
        Ok(self
            .game
            .analyse_in(self.mode, &self.position, mover, limits)?)
    }
}

/// What `POST /api/view` (`solve` false) or `POST /api/solve` answers to `body`, as the
/// handlers of a server of the registry's games compute it but without the server: the JSON
/// answer, or the refusal.
pub fn answer(body: &[u8], solve: bool, limits: &Limits) -> Result<serde_json::Value, ApiError> {
    let request = Request::read(body, &[])?;
    let json = if solve {
        let mover = request.mover()?;
        serde_json::to_value(request.solve(mover, limits)?)
    } else {
        serde_json::to_value(request.view()?)
    };
    json.map_err(|e| {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            format!("internal failure: {e}"),
        )
    })
}

/// The bytes of a request body, bounded by the router's limit.
pub(crate) fn body_bytes(
    body: Result<Bytes, BytesRejection>,
    max: usize,
) -> Result<Bytes, ApiError> {
    body.map_err(|e| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                format!("the request body is over the limit of {max} bytes"),
            )
        } else {
            ApiError::new(e.status(), e.body_text())
        }
    })
}

fn find_game(
    name: &str,
    more: &'static [&'static dyn Playable],
) -> Result<&'static dyn Playable, ApiError> {
    all_games(more).find(|g| g.name() == name).ok_or_else(|| {
        let names: Vec<&str> = all_games(more).map(|g| g.name()).collect();
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
    let body = body_bytes(body, state.config.max_body)?;
    let request = Request::read(&body, state.config.more_games)?;
    Ok(Json(request.view()?).into_response())
}

/// One of the server's solve slots, or 503 at once when all are taken.
pub(crate) fn take_slot(state: &State) -> Result<OwnedSemaphorePermit, ApiError> {
    state.solves.clone().try_acquire_owned().map_err(|_| {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            format!(
                "busy: {} solves are running, the most this server runs at once; try again shortly",
                state.config.max_solves
            ),
        )
    })
}

/// `POST /api/solve`: a position solved, on a blocking thread, when a solve slot is free.
pub async fn solve(
    Shared(state): Shared<State>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let body = body_bytes(body, state.config.max_body)?;
    let request = Request::read(&body, state.config.more_games)?;
    let mover = request.mover()?;
    let permit = take_slot(&state)?;
    let limits = state.config.limits;
    let analysis = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        request.solve(mover, &limits)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(body: &str, solve: bool) -> (u16, String) {
        let e = answer(body.as_bytes(), solve, &Limits::default()).expect_err("a refusal");
        (e.status().as_u16(), e.message().to_string())
    }

    #[test]
    fn bodies_are_answered_or_refused_with_a_reason() {
        let limits = Limits::default();
        let json = answer(br#"{"game":"checkers","position":"o.."}"#, true, &limits).unwrap();
        assert_eq!(json["game"], "checkers");
        let json = answer(br#"{"game":"cram","position":"..|.."}"#, false, &limits).unwrap();
        assert_eq!(json["position"], "..|..");
        let (status, message) = refused("{not json", false);
        assert_eq!(status, 400);
        assert!(message.starts_with("request body: "), "{message}");
        let (status, message) = refused(r#"{"game":"go","position":"."}"#, true);
        assert_eq!(status, 400);
        assert!(
            message.starts_with("game: expected one of checkers"),
            "{message}"
        );
        let (status, message) = refused(r#"{"game":"domineering","position":".."}"#, true);
        assert_eq!(status, 400);
        assert!(
            message.contains("mover") || message.contains("Left"),
            "{message}"
        );
        let (status, message) = refused(r#"{"game":"sweets","position":"x"}"#, false);
        assert_eq!((status, message.starts_with("position:1:")), (400, true));
    }
}
