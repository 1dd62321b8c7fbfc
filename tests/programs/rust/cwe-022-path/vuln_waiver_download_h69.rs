// A waiver download program of the h69 set (cwe-022-path).
use std::path::PathBuf;
use std::sync::Arc;

use axum::{
    extract::{Path, Request, State},
    http::{header, StatusCode},
    middleware::{self, Next},
    response::{IntoResponse, Response},
    routing::get,
    Extension, Router,
};

#[derive(Clone)]
struct LiveryConfig {
    waiver_root: PathBuf,
}

#[derive(Clone, Debug)]
struct WaiverRef {
    group_code: String,
    file_name: String,
}

/// Pulls the requested waiver document out of the query string once, so the
/// download handlers and the audit log see the same value.
async fn resolve_waiver(mut req: Request, next: Next) -> Response {
    let query = req.uri().query().unwrap_or_default().to_owned();
    let file_name = url::form_urlencoded::parse(query.as_bytes())
        .find(|(k, _)| k == "doc")
        .map(|(_, v)| v.into_owned());

    let group_code = req
        .headers()
        .get("x-group-code")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("walk-in")
        .to_owned();

    match file_name {
        Some(file_name) if !file_name.is_empty() => {
            req.extensions_mut().insert(WaiverRef { group_code, file_name });
            next.run(req).await
        }
        _ => (StatusCode::BAD_REQUEST, "missing doc parameter").into_response(),
    }
}

async fn download_waiver(
    State(cfg): State<Arc<LiveryConfig>>,
    Path(trip_id): Path<u32>,
    Extension(waiver): Extension<WaiverRef>,
) -> Result<Response, StatusCode> {
    let trip_dir = cfg.waiver_root.join(format!("trip-{trip_id}"));
    let target = trip_dir.join(&waiver.file_name);

    let bytes = tokio::fs::read(&target)
        .await
        .map_err(|_| StatusCode::NOT_FOUND)?;

    tracing::info!(group = %waiver.group_code, trip_id, doc = %waiver.file_name, "waiver served");

    let disposition = format!("inline; filename=\"waiver-{trip_id}.pdf\"");
    Ok((
        [
            (header::CONTENT_TYPE, "application/pdf".to_owned()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        bytes,
    )
        .into_response())
}

async fn trip_health() -> &'static str {
    "ok"
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt::init();

    let root = std::env::var("WAIVER_ROOT").unwrap_or_else(|_| "/srv/livery/waivers".into());
    let cfg = Arc::new(LiveryConfig {
        waiver_root: PathBuf::from(root),
    });

    let waivers = Router::new()
        .route("/trips/{trip_id}/waiver", get(download_waiver))
        .layer(middleware::from_fn(resolve_waiver));

    let app = Router::new()
        .merge(waivers)
        .route("/health", get(trip_health))
        .with_state(cfg);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
