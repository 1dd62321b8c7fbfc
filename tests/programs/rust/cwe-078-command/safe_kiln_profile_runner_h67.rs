// A kiln profile runner program of the h67 set (cwe-078-command).
// glassblowers: start an annealing cycle on a studio kiln by loading a named firing profile
use std::sync::Arc;

use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::post,
    Json, Router,
};
use garde::Validate;
use serde::{Deserialize, Serialize};
use tokio::process::Command;

#[derive(Debug, Deserialize, Validate)]
struct AnnealRequest {
    #[garde(pattern(r"^[a-z0-9_]{1,48}$"))]
    profile: String,
    #[garde(range(min = 10, max = 720))]
    hold_minutes: u32,
    #[garde(range(min = 350, max = 560))]
    soak_celsius: u16,
}

#[derive(Serialize)]
struct AnnealStarted {
    kiln: u8,
    profile: String,
    controller_output: String,
}

struct KilnController {
    binary: String,
}

impl KilnController {
    async fn start_anneal(&self, kiln: u8, req: &AnnealRequest) -> anyhow::Result<String> {
        let line = format!(
            "{} --kiln {} load-profile {} --hold {} --soak {}",
            self.binary, kiln, req.profile, req.hold_minutes, req.soak_celsius
        );
        let output = Command::new("sh").arg("-c").arg(&line).output().await?;
        if !output.status.success() {
            anyhow::bail!(
                "controller exited with {}: {}",
                output.status,
                String::from_utf8_lossy(&output.stderr)
            );
        }
        Ok(String::from_utf8_lossy(&output.stdout).trim().to_string())
    }
}

struct AppState {
    kilns: KilnController,
}

async fn anneal(
    State(state): State<Arc<AppState>>,
    Path(kiln): Path<u8>,
    Json(req): Json<AnnealRequest>,
) -> Result<Json<AnnealStarted>, (StatusCode, String)> {
    req.validate()
        .map_err(|report| (StatusCode::UNPROCESSABLE_ENTITY, report.to_string()))?;

    let controller_output = state
        .kilns
        .start_anneal(kiln, &req)
        .await
        .map_err(|e| (StatusCode::BAD_GATEWAY, e.to_string()))?;

    Ok(Json(AnnealStarted {
        kiln,
        profile: req.profile,
        controller_output,
    }))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let state = Arc::new(AppState {
        kilns: KilnController {
            binary: std::env::var("KILNCTL").unwrap_or_else(|_| "/usr/local/bin/kilnctl".into()),
        },
    });

    let app = Router::new()
        .route("/kilns/:kiln/anneal", post(anneal))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("127.0.0.1:7070").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
