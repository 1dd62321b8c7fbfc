// A sundial return to program of the h65 set (cwe-601-redirect).
// Sundial configurator site. Any page can carry ?return_to=/some/page so the
// customer lands back where they were after downloading a dial drawing; a
// middleware picks the value up once and stores it on the request.
use axum::{
    extract::{Path, Request, State},
    middleware::{self, Next},
    response::{Redirect, Response},
    routing::get,
    Extension, Router,
};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

#[derive(Clone)]
struct ReturnTo(String);

#[derive(Default)]
struct DownloadStats {
    per_drawing: Mutex<HashMap<u32, u64>>,
}

fn is_local_path(candidate: &str) -> bool {
    // "//host" and "/\host" are treated by browsers as links to another site
    candidate.starts_with('/')
        && !candidate.starts_with("//")
        && candidate.chars().all(|c| c.is_ascii_graphic() && c != '\\')
}

async fn capture_return_to(mut req: Request, next: Next) -> Response {
    let requested = req.uri().query().and_then(|q| {
        form_urlencoded::parse(q.as_bytes())
            .find(|(k, _)| k == "return_to")
            .map(|(_, v)| v.into_owned())
    });
    let target = requested
        .filter(|v| is_local_path(v))
        .unwrap_or_else(|| "/dials".to_string());
    req.extensions_mut().insert(ReturnTo(target));
    next.run(req).await
}

async fn drawing_downloaded(
    State(stats): State<Arc<DownloadStats>>,
    Path(drawing_id): Path<u32>,
    Extension(return_to): Extension<ReturnTo>,
) -> Redirect {
    *stats.per_drawing.lock().unwrap().entry(drawing_id).or_insert(0) += 1;
    Redirect::to(&return_to.0)
}

async fn dials() -> &'static str {
    "Horizontal, vertical, armillary and analemmatic dials: choose a latitude to begin."
}

#[tokio::main]
async fn main() {
    let stats = Arc::new(DownloadStats::default());
    let app = Router::new()
        .route("/dials", get(dials))
        .route("/drawings/:drawing_id/downloaded", get(drawing_downloaded))
        .layer(middleware::from_fn(capture_return_to))
        .with_state(stats);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.expect("bind");
    axum::serve(listener, app).await.expect("server");
}
