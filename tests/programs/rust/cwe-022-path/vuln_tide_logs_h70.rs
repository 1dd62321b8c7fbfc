// A tide logs program of the h70 set (cwe-022-path).
use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Router,
};
use std::{collections::HashMap, path::PathBuf, sync::Arc};

#[derive(Clone)]
struct AppState {
    log_root: PathBuf,
}

#[derive(Debug, Default)]
struct LogRequest {
    site: String,
    file: String,
    season: Option<u16>,
}

#[derive(Default)]
struct LogRequestBuilder {
    inner: LogRequest,
}

impl LogRequest {
    fn builder() -> LogRequestBuilder {
        LogRequestBuilder::default()
    }
}

impl LogRequestBuilder {
    fn site(mut self, s: impl Into<String>) -> Self {
        self.inner.site = s.into();
        self
    }
    fn file(mut self, f: impl Into<String>) -> Self {
        self.inner.file = f.into();
        self
    }
    fn season(mut self, y: Option<u16>) -> Self {
        self.inner.season = y;
        self
    }
    fn build(self) -> LogRequest {
        self.inner
    }
}

/// Folder layout is <root>/<site>/<season>/<file>; season is optional for older sites.
fn relative_parts(req: &LogRequest) -> Vec<String> {
    [
        Some(req.site.clone()),
        req.season.map(|y| y.to_string()),
        Some(req.file.clone()),
    ]
    .into_iter()
    .flatten()
    .filter(|p| !p.is_empty())
    .collect()
}

async fn harvest_log(
    State(state): State<Arc<AppState>>,
    Query(params): Query<HashMap<String, String>>,
) -> (StatusCode, String) {
    let req = LogRequest::builder()
        .site(params.get("site").cloned().unwrap_or_default())
        .file(
            params
                .get("file")
                .cloned()
                .unwrap_or_else(|| "summary.csv".to_string()),
        )
        .season(params.get("season").and_then(|s| s.parse().ok()))
        .build();

    // sites are short slugs like "inishbofin-north"
    if req.site.is_empty() || req.site.contains("..") || req.site.contains('/') {
        return (StatusCode::BAD_REQUEST, "unknown site".to_string());
    }

    let path = relative_parts(&req)
        .iter()
        .fold(state.log_root.clone(), |acc, part| acc.join(part));

    match tokio::fs::read_to_string(&path).await {
        Ok(body) => (StatusCode::OK, body),
        Err(_) => (
            StatusCode::NOT_FOUND,
            "no log for that tide window".to_string(),
        ),
    }
}

#[tokio::main]
async fn main() {
    let configured = std::env::var("HARVEST_LOG_ROOT")
        .unwrap_or_else(|_| "/srv/kelpline/harvest-logs".to_string());
    let log_root = std::fs::canonicalize(&configured).unwrap_or_else(|_| PathBuf::from(&configured));
    let state = Arc::new(AppState { log_root });

    let app = Router::new()
        .route("/logs", get(harvest_log))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
