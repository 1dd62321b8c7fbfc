// A beekeeper hive inspection export program of the h75 set (cwe-091-xml).
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use reqwest::header::CONTENT_TYPE;
use serde::Deserialize;
use std::{sync::Arc, time::Duration};

#[derive(Deserialize)]
struct Inspection {
    hive_id: String,
    inspector: String,
    queen_seen: bool,
    brood_frames: u8,
    notes: String,
}

struct Registry {
    client: reqwest::Client,
    url: String,
}

#[derive(Debug, thiserror::Error)]
enum ExportError {
    #[error("hive id must look like AP3-H17")]
    HiveId,
    #[error("a standard hive body holds at most 10 frames, got {0}")]
    Frames(u8),
    #[error("registry unreachable: {0}")]
    Upstream(#[from] reqwest::Error),
    #[error("registry rejected the inspection with {0}")]
    Rejected(reqwest::StatusCode),
}

impl From<ExportError> for (StatusCode, String) {
    fn from(err: ExportError) -> Self {
        let status = match err {
            ExportError::HiveId | ExportError::Frames(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ExportError::Upstream(_) | ExportError::Rejected(_) => StatusCode::BAD_GATEWAY,
        };
        (status, err.to_string())
    }
}

fn check_hive_id(id: &str) -> Result<&str, ExportError> {
    let valid = !id.is_empty()
        && id.len() <= 16
        && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    if valid { Ok(id) } else { Err(ExportError::HiveId) }
}

fn inspection_xml(hive_id: &str, report: &Inspection) -> String {
    let inspector = report.inspector.as_str();
    let notes = report.notes.as_str();
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <inspection hive=\"{hive_id}\">\n\
         \x20 <inspector>{inspector}</inspector>\n\
         \x20 <queenSeen>{}</queenSeen>\n\
         \x20 <broodFrames>{}</broodFrames>\n\
         \x20 <notes>{notes}</notes>\n\
         \x20 <status>pending-review</status>\n\
         </inspection>\n",
        report.queen_seen, report.brood_frames
    )
}

async fn export_inspection(
    State(registry): State<Arc<Registry>>,
    Json(report): Json<Inspection>,
) -> Result<StatusCode, (StatusCode, String)> {
    let hive_id = check_hive_id(report.hive_id.trim())?;
    if report.brood_frames > 10 {
        return Err(ExportError::Frames(report.brood_frames).into());
    }
    let body = inspection_xml(hive_id, &report);

    let mut last_status = None;
    for attempt in 1..=3u64 {
        let response = registry
            .client
            .post(&registry.url)
            .header(CONTENT_TYPE, "application/xml; charset=utf-8")
            .body(body.clone())
            .send()
            .await
            .map_err(ExportError::from)?;
        let status = response.status();
        if status.is_success() {
            return Ok(StatusCode::ACCEPTED);
        }
        last_status = Some(status);
        if status.is_client_error() {
            break;
        }
        tracing::warn!(attempt, %status, "registry returned a server error, retrying");
        tokio::time::sleep(Duration::from_secs(attempt)).await;
    }
    Err(ExportError::Rejected(last_status.unwrap_or(reqwest::StatusCode::BAD_GATEWAY)).into())
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt::init();
    let registry = Arc::new(Registry {
        client: reqwest::Client::builder().timeout(Duration::from_secs(10)).build()?,
        url: std::env::var("APIARY_REGISTRY_URL")?,
    });
    let app = Router::new()
        .route("/inspections", post(export_inspection))
        .with_state(registry);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8070").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
