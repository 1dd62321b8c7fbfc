// A apiary gateway config program of the h67 set (cwe-732-permissions).
// beekeepers: provision the config file read by an apiary's hive-scale gateway (broker login included)
use std::{fs::Permissions, os::unix::fs::PermissionsExt, path::PathBuf, sync::Arc};

use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::put,
    Json, Router,
};
use once_cell::sync::Lazy;
use regex::Regex;
use serde::{Deserialize, Serialize};
use tokio::io::AsyncWriteExt;
use validator::Validate;

static MQTT_USER: Lazy<Regex> = Lazy::new(|| Regex::new(r"^[a-z][a-z0-9_]{2,31}$").unwrap());
static HOSTNAME: Lazy<Regex> =
    Lazy::new(|| Regex::new(r"^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$").unwrap());

#[derive(Debug, Deserialize, Serialize, Validate)]
struct GatewayConfig {
    #[validate(regex(path = *HOSTNAME))]
    broker_host: String,
    #[validate(range(min = 1, max = 65535))]
    broker_port: u32,
    #[validate(regex(path = *MQTT_USER))]
    mqtt_user: String,
    #[validate(length(min = 16, max = 128))]
    mqtt_password: String,
    #[validate(range(min = 60, max = 3600))]
    sample_seconds: u32,
}

struct GatewayProvisioner {
    root: PathBuf,
}

impl GatewayProvisioner {
    async fn write(&self, apiary: u32, cfg: &GatewayConfig) -> anyhow::Result<PathBuf> {
        let dir = self.root.join(format!("apiary-{apiary}"));
        tokio::fs::create_dir_all(&dir).await?;
        tokio::fs::set_permissions(&dir, Permissions::from_mode(0o700)).await?;

        let path = dir.join("gateway.toml");
        let body = toml::to_string_pretty(cfg)?;
        let mut file = tokio::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(0o600)
            .open(&path)
            .await?;
        file.write_all(body.as_bytes()).await?;
        file.sync_all().await?;
        Ok(path)
    }
}

struct AppState {
    provisioner: GatewayProvisioner,
}

#[derive(Serialize)]
struct Provisioned {
    apiary: u32,
    path: String,
}

async fn provision_gateway(
    State(state): State<Arc<AppState>>,
    Path(apiary): Path<u32>,
    Json(cfg): Json<GatewayConfig>,
) -> Result<Json<Provisioned>, (StatusCode, String)> {
    cfg.validate()
        .map_err(|e| (StatusCode::UNPROCESSABLE_ENTITY, e.to_string()))?;
    let path = state
        .provisioner
        .write(apiary, &cfg)
        .await
        .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
    Ok(Json(Provisioned {
        apiary,
        path: path.display().to_string(),
    }))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let state = Arc::new(AppState {
        provisioner: GatewayProvisioner {
            root: PathBuf::from("/var/lib/hivewatch/gateways"),
        },
    });
    let app = Router::new()
        .route("/apiaries/:apiary/gateway", put(provision_gateway))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("127.0.0.1:8081").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
