// A harp string sets program of the h65 set (cwe-022-path).
// Harp workshop API: the front-end sends the string set it is working on in
// the `x-string-set` header (e.g. "lever-34-celtic"); a middleware resolves it
// once and the handlers read the matching gauge sheet.
use axum::{
    extract::{Request, State},
    http::{header, StatusCode},
    middleware::{self, Next},
    response::{IntoResponse, Response},
    routing::get,
    Extension, Router,
};
use regex::Regex;
use std::{
    path::PathBuf,
    sync::{Arc, OnceLock},
};

#[derive(Clone)]
struct StringSet(String);

struct AppState {
    sets_root: PathBuf,
}

fn string_set_pattern() -> &'static Regex {
    static PATTERN: OnceLock<Regex> = OnceLock::new();
    PATTERN.get_or_init(|| Regex::new(r"[a-z0-9-]{3,40}").expect("string set pattern"))
}

async fn resolve_string_set(mut req: Request, next: Next) -> Result<Response, StatusCode> {
    let value = req
        .headers()
        .get("x-string-set")
        .and_then(|v| v.to_str().ok())
        .ok_or(StatusCode::BAD_REQUEST)?
        .to_owned();
    if !string_set_pattern().is_match(&value) {
        return Err(StatusCode::BAD_REQUEST);
    }
    req.extensions_mut().insert(StringSet(value));
    Ok(next.run(req).await)
}

async fn gauge_sheet(
    State(state): State<Arc<AppState>>,
    Extension(set): Extension<StringSet>,
) -> Result<impl IntoResponse, StatusCode> {
    let path = state.sets_root.join(format!("{}.toml", set.0));
    let body = tokio::fs::read_to_string(&path)
        .await
        .map_err(|_| StatusCode::NOT_FOUND)?;
    Ok(([(header::CONTENT_TYPE, "application/toml")], body))
}

async fn string_count(
    State(state): State<Arc<AppState>>,
    Extension(set): Extension<StringSet>,
) -> Result<String, StatusCode> {
    let path = state.sets_root.join(format!("{}.toml", set.0));
    let body = tokio::fs::read_to_string(&path)
        .await
        .map_err(|_| StatusCode::NOT_FOUND)?;
    let count = body.lines().filter(|l| l.trim_start().starts_with("[[string]]")).count();
    Ok(count.to_string())
}

#[tokio::main]
async fn main() {
    let sets_root = std::env::var("STRING_SET_DIR")
        .unwrap_or_else(|_| "/var/lib/harpworks/string-sets".to_string());
    let state = Arc::new(AppState { sets_root: PathBuf::from(sets_root) });

    let app = Router::new()
        .route("/string-set", get(gauge_sheet))
        .route("/string-set/count", get(string_count))
        .layer(middleware::from_fn(resolve_string_set))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.expect("bind");
    axum::serve(listener, app).await.expect("server");
}
