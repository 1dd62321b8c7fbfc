// A locker receipt program of the h73 set (cwe-022-path).
use axum::{
    extract::{Query, State},
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use percent_encoding::percent_decode_str;
use serde::Deserialize;
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Clone)]
struct AppState {
    receipts_dir: PathBuf,
}

#[derive(Deserialize)]
struct ReceiptQuery {
    // the kiosk firmware encodes the document name before putting it in the link
    doc: String,
    #[serde(default)]
    format: Option<String>,
}

fn content_type_for(name: &str) -> &'static str {
    match name.rsplit_once('.').map(|(_, ext)| ext.to_ascii_lowercase()) {
        Some(ext) if ext == "pdf" => "application/pdf",
        Some(ext) if ext == "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

async fn receipt(State(state): State<Arc<AppState>>, Query(q): Query<ReceiptQuery>) -> Response {
    let raw = q.doc.trim();
    if raw.is_empty() || raw.contains("..") || raw.starts_with('/') {
        return (StatusCode::BAD_REQUEST, "invalid receipt name").into_response();
    }

    let mut name = match percent_decode_str(raw).decode_utf8() {
        Ok(s) => s.into_owned(),
        Err(_) => return (StatusCode::BAD_REQUEST, "bad encoding").into_response(),
    };
    if q.format.as_deref() == Some("text") && !name.ends_with(".txt") {
        name.push_str(".txt");
    }

    let path = state.receipts_dir.join(&name);
    match tokio::fs::read(&path).await {
        Ok(bytes) => {
            tracing::info!(receipt = %name, size = bytes.len(), "receipt served");
            ([(header::CONTENT_TYPE, content_type_for(&name))], bytes).into_response()
        }
        Err(_) => (StatusCode::NOT_FOUND, "receipt not found").into_response(),
    }
}

async fn health() -> &'static str {
    "ok"
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();
    let dir = std::env::var("RECEIPTS_DIR")
        .unwrap_or_else(|_| "/var/lib/splashcove/receipts".to_string());
    let receipts_dir = std::fs::canonicalize(&dir)?;
    let state = Arc::new(AppState { receipts_dir });

    let app = Router::new()
        .route("/kiosk/receipt", get(receipt))
        .route("/healthz", get(health))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
