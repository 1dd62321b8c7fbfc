// A hive report download program of the h67 set (cwe-022-path).
// beekeepers: download the PDF inspection reports generated for each apiary
use std::{path::PathBuf, sync::Arc};

use axum::{
    extract::{Query, State},
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use once_cell::sync::Lazy;
use regex::Regex;
use serde::Deserialize;
use validator::Validate;

static APIARY_ID: Lazy<Regex> = Lazy::new(|| Regex::new(r"^[a-z0-9-]{1,40}$").unwrap());
static REPORT_FILE: Lazy<Regex> =
    Lazy::new(|| Regex::new(r"^[A-Za-z0-9_-]{1,80}\.pdf$").unwrap());

struct AppState {
    reports: ReportStore,
}

struct ReportStore {
    root: PathBuf,
}

impl ReportStore {
    fn new(root: impl Into<PathBuf>) -> Self {
        Self { root: root.into() }
    }

    async fn read(&self, apiary: &str, file: &str) -> std::io::Result<Vec<u8>> {
        let path = self.root.join(apiary).join(file);
        tokio::fs::read(path).await
    }
}

#[derive(Debug, Deserialize, Validate)]
struct ReportQuery {
    #[validate(regex(path = *APIARY_ID))]
    apiary: String,
    #[validate(regex(path = *REPORT_FILE))]
    file: String,
}

async fn download_report(
    State(state): State<Arc<AppState>>,
    Query(query): Query<ReportQuery>,
) -> Response {
    if let Err(errors) = query.validate() {
        return (StatusCode::UNPROCESSABLE_ENTITY, errors.to_string()).into_response();
    }

    match state.reports.read(&query.apiary, &query.file).await {
        Ok(bytes) => (
            [
                (header::CONTENT_TYPE, "application/pdf"),
                (header::CONTENT_DISPOSITION, "attachment"),
            ],
            bytes,
        )
            .into_response(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            (StatusCode::NOT_FOUND, "report not found").into_response()
        }
        Err(e) => {
            tracing::error!(error = %e, "failed to read inspection report");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();

    let root = std::env::var("HIVE_REPORT_DIR").unwrap_or_else(|_| "/srv/hivewatch/reports".into());
    let state = Arc::new(AppState {
        reports: ReportStore::new(root),
    });

    let app = Router::new()
        .route("/reports/download", get(download_report))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
