// station telemetry (h58 set)
use std::{collections::HashMap, sync::OnceLock, time::Duration};

use actix_web::{error, get, web, App, HttpResponse, HttpServer, Responder};
use serde::Deserialize;

/// Antenna controllers at each ground station expose a small JSON status API.
struct Network {
    client: reqwest::Client,
    controllers: HashMap<String, String>,
}

fn network() -> &'static Network {
    static NET: OnceLock<Network> = OnceLock::new();
    NET.get_or_init(|| {
        // STATION_CONTROLLERS="svalbard=acu.svb.ops.internal,awarua=acu.awa.ops.internal"
        let controllers = std::env::var("STATION_CONTROLLERS")
            .unwrap_or_default()
            .split(',')
            .filter_map(|pair| pair.split_once('='))
            .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
            .collect();
        Network {
            client: reqwest::Client::builder()
                .timeout(Duration::from_secs(5))
                .build()
                .expect("http client"),
            controllers,
        }
    })
}

#[derive(Deserialize)]
struct TelemetryQuery {
    controller: String,
    channel: Option<String>,
}

fn telemetry_url(q: &TelemetryQuery) -> Option<String> {
    let channel = q.channel.as_deref().unwrap_or("azel");
    let host = network().controllers.get(&q.controller)?;
    channel
        .chars()
        .all(|c| c.is_ascii_alphanumeric())
        .then(|| format!("https://{}/api/v1/telemetry/{}", host, channel))
}

#[get("/ops/telemetry")]
async fn telemetry(q: web::Query<TelemetryQuery>) -> actix_web::Result<impl Responder> {
    let url = telemetry_url(&q).ok_or_else(|| error::ErrorBadRequest("unknown channel"))?;
    let body = network()
        .client
        .get(url)
        .send()
        .await
        .and_then(|r| r.error_for_status())
        .map_err(error::ErrorBadGateway)?
        .text()
        .await
        .map_err(error::ErrorBadGateway)?;
    Ok(HttpResponse::Ok().content_type("application/json").body(body))
}

#[get("/ops/stations")]
async fn stations() -> impl Responder {
    let mut names: Vec<&String> = network().controllers.keys().collect();
    names.sort();
    web::Json(names)
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(telemetry).service(stations))
        .bind(("127.0.0.1", 9010))?
        .run()
        .await
}
