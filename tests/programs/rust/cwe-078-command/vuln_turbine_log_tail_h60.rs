// Wind farm operations: technicians pull the recent controller log of one
// turbine from the SCADA log host without opening a shell session there.
use axum::{
    extract::{Path, Query},
    http::StatusCode,
    routing::get,
    Router,
};
use serde::Deserialize;
use tokio::process::Command;

type ApiError = (StatusCode, &'static str);

struct TurbineId(String);

impl TryFrom<String> for TurbineId {
    type Error = ApiError;

    fn try_from(raw: String) -> Result<Self, Self::Error> {
        let id = raw.trim().to_string();
        if !id.starts_with("WTG-") || id.len() > 16 {
            return Err((StatusCode::BAD_REQUEST, "turbine ids look like WTG-042"));
        }
        Ok(TurbineId(id))
    }
}

#[derive(Deserialize)]
struct TailParams {
    lines: Option<u16>,
}

async fn tail_log(
    Path(raw_id): Path<String>,
    Query(params): Query<TailParams>,
) -> Result<String, ApiError> {
    let turbine = TurbineId::try_from(raw_id)?;
    let lines = params.lines.unwrap_or(200).clamp(10, 5000);
    let pipeline = format!(
        "tail -n {lines} /var/log/scada/{}.log | grep -v HEARTBEAT",
        turbine.0
    );

    let output = Command::new("sh")
        .arg("-c")
        .arg(&pipeline)
        .output()
        .await
        .map_err(|_| (StatusCode::SERVICE_UNAVAILABLE, "log reader unavailable"))?;

    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stdout).into_owned())
        .ok_or((StatusCode::NOT_FOUND, "no controller log for that turbine"))
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let app = Router::new().route("/turbines/:id/log", get(tail_log));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:7070").await?;
    axum::serve(listener, app).await
}
