// A heater diag program of the h68 set (cwe-078-command).
// sauna builders: field technicians ping a customer's sauna heater controller from the service portal
use std::net::IpAddr;
use std::sync::LazyLock;
use std::time::Duration;

use poem::{
    handler,
    http::StatusCode,
    listener::TcpListener,
    post,
    web::{Data, Json},
    EndpointExt, Error, Result, Route, Server,
};
use regex::Regex;
use serde::{Deserialize, Serialize};
use tokio::process::Command;

static CONTROLLER_HOST: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^[a-z0-9][a-z0-9.-]{0,252}$").unwrap());

#[derive(Clone)]
struct DiagConfig {
    max_probes: u8,
}

#[derive(Deserialize)]
struct PingRequest {
    controller_host: String,
    probes: Option<u8>,
}

#[derive(Serialize)]
struct PingReport {
    host: String,
    reachable: bool,
    output: String,
}

fn plausible_host(host: &str) -> bool {
    host.parse::<IpAddr>().is_ok() || CONTROLLER_HOST.is_match(host)
}

#[handler]
async fn ping_controller(
    Data(DiagConfig { max_probes }): Data<&DiagConfig>,
    Json(PingRequest { controller_host, probes }): Json<PingRequest>,
) -> Result<Json<PingReport>> {
    let host = controller_host.trim().to_ascii_lowercase();
    let probes = probes.map_or(3, |p| p.clamp(1, *max_probes));

    if !plausible_host(&host) {
        tracing::warn!(%host, "controller host does not look like a hostname or address");
    }

    let command_line = format!("ping -c {probes} -W 2 {host} 2>&1");
    let output = tokio::time::timeout(
        Duration::from_secs(u64::from(probes) * 3 + 2),
        Command::new("sh").arg("-c").arg(&command_line).output(),
    )
    .await
    .map_err(|_| Error::from_status(StatusCode::GATEWAY_TIMEOUT))?
    .map_err(|e| Error::from_string(e.to_string(), StatusCode::INTERNAL_SERVER_ERROR))?;

    Ok(Json(PingReport {
        host,
        reachable: output.status.success(),
        output: String::from_utf8_lossy(&output.stdout).into_owned(),
    }))
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    tracing_subscriber::fmt::init();

    let app = Route::new()
        .at("/diagnostics/ping", post(ping_controller))
        .data(DiagConfig { max_probes: 5 });

    Server::new(TcpListener::bind("0.0.0.0:3000")).run(app).await
}
