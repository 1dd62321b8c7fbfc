// Writes daily construction site reports submitted by foremen to the shared reports volume.
use axum::{extract::{Path, State}, http::StatusCode, routing::post, Json, Router};
use serde::Deserialize;
use std::fs::{self, Permissions};
use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Deserialize)]
struct DailyReport {
    date: chrono::NaiveDate,
    crew_count: u32,
    weather: String,
    activities: Vec<String>,
    incidents: Vec<String>,
}

struct ReportsVolume {
    root: PathBuf,
}

fn render(site_id: u32, r: &DailyReport) -> String {
    let bullet = |items: &[String]| items.iter().map(|i| format!("  - {}", i.replace('\n', " "))).collect::<Vec<_>>().join("\n");
    [
        format!("site: {}", site_id),
        format!("date: {}", r.date),
        format!("crew: {}", r.crew_count),
        format!("weather: {}", r.weather.replace('\n', " ")),
        format!("activities:\n{}", bullet(&r.activities)),
        format!("incidents:\n{}", bullet(&r.incidents)),
    ]
    .join("\n")
}

fn persist(root: PathBuf, site_id: u32, date: chrono::NaiveDate, body: String) -> std::io::Result<PathBuf> {
    let dir = root.join(format!("site-{:05}", site_id));
    fs::create_dir_all(&dir)?;
    let path = dir.join(format!("{}.txt", date.format("%Y-%m-%d")));
    fs::write(&path, body)?;
    fs::set_permissions(&path, Permissions::from_mode(0o666))?;
    Ok(path)
}

async fn submit(
    State(vol): State<Arc<ReportsVolume>>,
    Path(site_id): Path<u32>,
    Json(report): Json<DailyReport>,
) -> StatusCode {
    let text = render(site_id, &report);
    let root = vol.root.clone();
    let job = move || persist(root, site_id, report.date, text);
    match tokio::task::spawn_blocking(job).await {
        Ok(Ok(path)) => {
            tracing::info!(?path, "site report stored");
            StatusCode::CREATED
        }
        _ => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

pub fn router() -> Router {
    let vol = Arc::new(ReportsVolume { root: PathBuf::from("/srv/site-reports") });
    Router::new().route("/sites/:site_id/reports", post(submit)).with_state(vol)
}
