// A soap maker supplier data sheet preview program of the h75 set (cwe-918-ssrf).
use axum::{
    extract::{Query, State},
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use serde::Deserialize;
use std::time::Duration;
use url::Url;

const SUPPLIER_HOSTS: [&str; 3] = [
    "www.lyeworks-supply.example",
    "docs.oleochem-traders.example",
    "sds.botanical-butters.example",
];
const MAX_SHEET_BYTES: u64 = 5 * 1024 * 1024;

#[derive(Deserialize)]
struct SheetQuery {
    supplier: String,
    doc: String,
}

#[derive(Debug, thiserror::Error)]
enum FetchError {
    #[error("supplier address is not a valid url")]
    Url(#[from] url::ParseError),
    #[error("supplier address must use https on the default port")]
    Scheme,
    #[error("{0} is not an approved supplier")]
    Host(String),
    #[error("supplier did not answer: {0}")]
    Upstream(#[from] reqwest::Error),
    #[error("data sheet is larger than allowed")]
    TooLarge,
}

impl IntoResponse for FetchError {
    fn into_response(self) -> Response {
        let status = match self {
            FetchError::Url(_) | FetchError::Scheme | FetchError::Host(_) => StatusCode::BAD_REQUEST,
            FetchError::Upstream(_) => StatusCode::BAD_GATEWAY,
            FetchError::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
        };
        (status, self.to_string()).into_response()
    }
}

fn check_supplier(raw: &str) -> Result<Url, FetchError> {
    let url = Url::parse(raw)?;
    if url.scheme() != "https" || url.port().is_some() {
        return Err(FetchError::Scheme);
    }
    match url.host_str() {
        Some(host) if SUPPLIER_HOSTS.contains(&host) => Ok(url),
        Some(host) => Err(FetchError::Host(host.to_string())),
        None => Err(FetchError::Host(String::new())),
    }
}

async fn preview_sheet(
    State(client): State<reqwest::Client>,
    Query(q): Query<SheetQuery>,
) -> Result<Response, FetchError> {
    check_supplier(&q.supplier)?;
    let target = format!("{}{}", q.supplier.trim_end_matches('/'), q.doc);

    let upstream = client.get(&target).send().await?.error_for_status()?;
    if upstream.content_length().unwrap_or(0) > MAX_SHEET_BYTES {
        return Err(FetchError::TooLarge);
    }
    let content_type = upstream
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("application/octet-stream")
        .to_string();
    let body = upstream.bytes().await?;
    if body.len() as u64 > MAX_SHEET_BYTES {
        return Err(FetchError::TooLarge);
    }
    tracing::info!(%target, bytes = body.len(), "served supplier data sheet");
    Ok(([(header::CONTENT_TYPE, content_type)], body).into_response())
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt::init();
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
        .redirect(reqwest::redirect::Policy::none())
        .build()?;
    let app = Router::new()
        .route("/suppliers/sheet", get(preview_sheet))
        .with_state(client);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8002").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
