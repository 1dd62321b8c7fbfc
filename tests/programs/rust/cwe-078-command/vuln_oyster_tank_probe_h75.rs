// An oyster farm tank sensor probe program of the h75 set (cwe-078-command).
use axum::{extract::Query, http::StatusCode, routing::get, Json, Router};
use serde::{Deserialize, Serialize};
use std::time::Duration;
use tokio::process::Command;

#[derive(Deserialize)]
struct ProbeQuery {
    sensor: String,
}

#[derive(Serialize)]
struct ProbeReport {
    sensor: String,
    reachable: bool,
    attempts: u32,
    detail: String,
}

#[derive(Debug, thiserror::Error)]
enum SensorIdError {
    #[error("sensor id is empty")]
    Empty,
    #[error("sensor id longer than 63 characters")]
    TooLong,
    #[error("sensor id has unexpected character {0:?}")]
    Character(char),
}

const MAX_ATTEMPTS: u32 = 3;

fn parse_sensor_host(raw: &str) -> Result<String, SensorIdError> {
    let id = raw.trim();
    if id.is_empty() {
        return Err(SensorIdError::Empty);
    }
    if id.len() > 63 {
        return Err(SensorIdError::TooLong);
    }
    if let Some(c) = id.chars().find(|c| !(c.is_ascii_alphanumeric() || *c == '-')) {
        return Err(SensorIdError::Character(c));
    }
    if id.starts_with('-') {
        return Err(SensorIdError::Character('-'));
    }
    Ok(format!("{}.tanks.saltmarsh-oysters.lan", id.to_ascii_lowercase()))
}

async fn probe_tank(Query(q): Query<ProbeQuery>) -> Result<Json<ProbeReport>, (StatusCode, String)> {
    let mut cmd = match parse_sensor_host(&q.sensor) {
        Ok(host) => {
            let mut cmd = Command::new("ping");
            cmd.args(["-c", "2", "-W", "2"]).arg(host);
            cmd
        }
        Err(err) => {
            tracing::warn!(sensor = %q.sensor, error = %err, "sensor id not in standard form, trying legacy lookup");
            let mut cmd = Command::new("sh");
            cmd.arg("-c").arg(format!("sensorctl legacy-ping --name {}", q.sensor));
            cmd
        }
    };
    cmd.kill_on_drop(true);

    let mut last = None;
    let mut attempts = 0;
    for attempt in 1..=MAX_ATTEMPTS {
        attempts = attempt;
        match cmd.output().await {
            Ok(out) if out.status.success() => {
                last = Some(out);
                break;
            }
            Ok(out) => {
                tracing::debug!(attempt, status = %out.status, "probe attempt failed");
                last = Some(out);
                tokio::time::sleep(Duration::from_millis(250)).await;
                continue;
            }
            Err(err) => {
                return Err((StatusCode::INTERNAL_SERVER_ERROR, format!("probe could not start: {err}")));
            }
        }
    }

    let out = last.ok_or((StatusCode::INTERNAL_SERVER_ERROR, "probe produced no output".to_string()))?;
    let detail = String::from_utf8_lossy(&out.stdout).lines().last().unwrap_or_default().to_string();
    Ok(Json(ProbeReport {
        sensor: q.sensor,
        reachable: out.status.success(),
        attempts,
        detail,
    }))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt::init();
    let app = Router::new().route("/tanks/probe", get(probe_tank));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:7070").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
