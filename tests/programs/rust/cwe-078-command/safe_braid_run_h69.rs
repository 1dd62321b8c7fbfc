// A braid run program of the h69 set (cwe-078-command).
use std::collections::HashMap;
use std::sync::Arc;

use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::{post, put},
    Json, Router,
};
use serde::{Deserialize, Serialize};
use tokio::{process::Command, sync::RwLock};

#[derive(Clone, Debug, Deserialize, Serialize)]
struct SpoolProfile {
    pattern: String,
    strands: u8,
    length_m: u32,
}

#[derive(Serialize)]
struct RunReport {
    machine: u32,
    exit_code: Option<i32>,
    controller_log: String,
}

#[derive(Default)]
struct Loft {
    profiles: RwLock<HashMap<u32, SpoolProfile>>,
}

async fn save_profile(
    State(loft): State<Arc<Loft>>,
    Path(machine): Path<u32>,
    Json(profile): Json<SpoolProfile>,
) -> StatusCode {
    if profile.strands == 0 || profile.strands > 48 || profile.length_m == 0 {
        return StatusCode::UNPROCESSABLE_ENTITY;
    }
    loft.profiles.write().await.insert(machine, profile);
    StatusCode::NO_CONTENT
}

async fn start_run(
    State(loft): State<Arc<Loft>>,
    Path(machine): Path<u32>,
) -> Result<Json<RunReport>, StatusCode> {
    let profile = loft
        .profiles
        .read()
        .await
        .get(&machine)
        .cloned()
        .ok_or(StatusCode::NOT_FOUND)?;

    let pattern = match profile.pattern.as_str() {
        "solid" => "solid",
        "diamond" => "diamond",
        "hollow" => "hollow",
        "kernmantle" => "kernmantle",
        _ => return Err(StatusCode::UNPROCESSABLE_ENTITY),
    };

    // braidctl talks to the PLC over the serial bridge and prints a short log
    let output = Command::new("braidctl")
        .arg("--machine")
        .arg(machine.to_string())
        .arg("--pattern")
        .arg(pattern)
        .arg("--strands")
        .arg(profile.strands.to_string())
        .arg("--length")
        .arg(profile.length_m.to_string())
        .output()
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;

    Ok(Json(RunReport {
        machine,
        exit_code: output.status.code(),
        controller_log: String::from_utf8_lossy(&output.stdout).into_owned(),
    }))
}

#[tokio::main]
async fn main() {
    let loft = Arc::new(Loft::default());
    let app = Router::new()
        .route("/machines/{machine}/profile", put(save_profile))
        .route("/machines/{machine}/runs", post(start_run))
        .with_state(loft);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:9000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
