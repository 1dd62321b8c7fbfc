// A fitting checkout return program of the h71 set (cwe-601-redirect).
use std::sync::LazyLock;

use axum::{
    extract::Query,
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use regex::Regex;
use serde::Deserialize;

static SHOP_URL: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^https://(www\.)?halcyonhats\.co\.uk/").expect("shop url regex"));

#[derive(Deserialize)]
struct ReturnParams {
    status: String,
    order: String,
    return_to: Option<String>,
}

#[derive(Debug)]
enum CheckoutError {
    UnknownStatus(String),
    ForeignReturn,
}

impl std::fmt::Display for CheckoutError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CheckoutError::UnknownStatus(s) => write!(f, "unexpected payment status {s}"),
            CheckoutError::ForeignReturn => write!(f, "return address is not part of the shop"),
        }
    }
}

impl IntoResponse for CheckoutError {
    fn into_response(self) -> Response {
        tracing::warn!(error = %self, "checkout return refused");
        (StatusCode::BAD_REQUEST, self.to_string()).into_response()
    }
}

fn return_target(raw: Option<&str>, order: &str) -> Result<String, CheckoutError> {
    match raw {
        None => Ok(format!("https://www.halcyonhats.co.uk/fittings/{order}")),
        Some(url) if SHOP_URL.is_match(url) => Ok(url.to_string()),
        Some(_) => Err(CheckoutError::ForeignReturn),
    }
}

async fn payment_return(Query(p): Query<ReturnParams>) -> Result<Redirect, CheckoutError> {
    let order: String = p
        .order
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .take(24)
        .collect();

    match p.status.as_str() {
        "paid" | "authorised" => {
            tracing::info!(%order, "deposit received, fitting confirmed");
        }
        "cancelled" => {
            return Ok(Redirect::to(&format!(
                "https://www.halcyonhats.co.uk/fittings/{order}/pay"
            )))
        }
        other => return Err(CheckoutError::UnknownStatus(other.to_string())),
    }

    let target = return_target(p.return_to.as_deref(), &order)?;
    Ok(Redirect::to(&target))
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt::init();
    let app = Router::new().route("/checkout/return", get(payment_return));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8091").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
