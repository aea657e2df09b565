//! `POST /api/value`, the page's calculator: an expression in any of `cgsolve value`'s
//! notations (short, loopy, misère) answered with the report `cgsolve value --json` prints and,
//! for a short game, the picture `cgsolve value --svg` draws.

use super::State;
use super::api::{ApiError, body_bytes, take_slot};
use crate::report::Extent;
use crate::report::expression::{Answer, Calculator, ExpressionError, ExpressionReport, Reading};
use crate::report::svg::value_svg;
use crate::theory::canonical::{Value, on_deep_stack};
use axum::Json;
use axum::body::Bytes;
use axum::extract::State as Shared;
use axum::extract::rejection::BytesRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};

/// The most bytes of game forms one expression may make.
pub const VALUE_BYTES: usize = 256 << 20;

/// The body of `POST /api/value`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ValueRequest {
    expr: String,
}

/// What `POST /api/value` answers.
#[derive(Serialize)]
pub struct ValueAnswer {
    /// The report of `cgsolve value --json`.
    pub report: ExpressionReport,
    /// The thermograph and, for a small form, the game tree, as SVG, of a short game; none for
    /// a comparison, a loopy game or a misère form.
    pub svg: Option<String>,
}

/// The answer to a `POST /api/value` body, as the handler computes it but without the
/// server: 400 with `expr:1:COLUMN: expected ...` for a bad expression, 422 past the limit.
pub fn value_answer(body: &[u8]) -> Result<ValueAnswer, ApiError> {
    let request: ValueRequest = serde_json::from_slice(body)
        .map_err(|e| ApiError::new(StatusCode::BAD_REQUEST, format!("request body: {e}")))?;
    let too_large = |limit: usize| {
        ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            format!("the value exceeds the limit of {limit} bytes of game forms"),
        )
    };
    let failed = |e: ExpressionError| match e {
        ExpressionError::Notation(e) => {
            ApiError::new(StatusCode::BAD_REQUEST, format!("expr:1:{e}"))
        }
        ExpressionError::Limit(e) => too_large(e.limit),
    };
    let mut calculator = Calculator::new(VALUE_BYTES);
    let answer = calculator
        .evaluate(&request.expr, Reading::Value)
        .map_err(failed)?;
    let report = calculator
        .report(&answer, Extent::Bounded)
        .map_err(|e| too_large(e.limit))?;
    let svg = match answer {
        Answer::Short(Value::Game(g)) => Some(value_svg(calculator.arena(), g)),
        _ => None,
    };
    Ok(ValueAnswer { report, svg })
}

/// `POST /api/value`: an expression valued on a deep stack, when a solve slot is free.
pub async fn value(
    Shared(state): Shared<State>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let body = body_bytes(body, state.config.max_body)?;
    let permit = take_slot(&state)?;
    let answer = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        on_deep_stack(move || value_answer(&body))
    })
    .await
    .ok()
    .and_then(Result::ok)
    .ok_or_else(|| {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal failure: the value failed",
        )
    })??;
    Ok(Json(answer).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_expression_is_its_report_and_picture_or_its_column() {
        let answer = value_answer(br#"{"expr":"{1|*} + ^"}"#).unwrap();
        let json = serde_json::to_value(&answer).unwrap();
        assert_eq!(json["report"]["value"], "{1^|^*}");
        assert_eq!(json["report"]["outcome"], "L");
        assert!(answer.svg.unwrap().contains("temperature"));
        let answer = value_answer(br#"{"expr":"1 < 2"}"#).unwrap();
        assert_eq!(serde_json::to_value(&answer.report).unwrap()["value"], true);
        assert!(answer.svg.is_none());
        let e = value_answer(br#"{"expr":"{1|"}"#).err().unwrap();
        assert_eq!(e.status(), StatusCode::BAD_REQUEST);
        assert!(
            e.message().starts_with("expr:1:4: expected"),
            "{}",
            e.message()
        );
        // Loopy and misère notations are read as `cgsolve value` reads them.
        for (expr, value) in [("on + 1", "on"), ("*[2[2]321]", "*[2[2]321]")] {
            let body = serde_json::json!({ "expr": expr }).to_string();
            let answer = value_answer(body.as_bytes()).unwrap();
            let json = serde_json::to_value(&answer.report).unwrap();
            assert_eq!(json["value"], value, "{expr}");
            assert!(answer.svg.is_none(), "{expr}");
        }
        let e = value_answer(br#"{"exp":"1"}"#).err().unwrap();
        assert!(e.message().starts_with("request body: "), "{}", e.message());
    }
}
