// Poem webhook that receives interval readings from field meters and forwards them to the utility head-end.
use poem::{handler, http::StatusCode, post, web::{Data, Json}, EndpointExt, Route};
use serde::{Deserialize, Serialize};
use std::time::Duration;

#[derive(Clone)]
pub struct HeadEnd {
    pub scheme: &'static str,
    pub host: &'static str,
    pub api_key: String,
}

pub const DEFAULT_HEAD_END: (&str, &str) = ("https", "headend.gridco-utility.net:8443");

#[derive(Deserialize, Serialize)]
struct Reading {
    meter_id: String,
    ts: i64,
    kwh: f64,
}

fn readings_url(cfg: &HeadEnd) -> String {
    format!("{}://{}/v2/interval-readings", cfg.scheme, cfg.host)
}

fn within_bounds(r: &Reading) -> bool {
    r.kwh.is_finite() && (0.0..=500.0).contains(&r.kwh) && r.meter_id.len() == 12
}

async fn forward(cfg: &HeadEnd, batch: &[Reading]) -> reqwest::Result<()> {
    reqwest::Client::builder()
        .timeout(Duration::from_secs(15))
        .https_only(true)
        .build()?
        .post(readings_url(cfg))
        .header("X-Api-Key", &cfg.api_key)
        .json(batch)
        .send()
        .await?
        .error_for_status()
        .map(|_| ())
}

#[handler]
async fn ingest(Data(cfg): Data<&HeadEnd>, Json(readings): Json<Vec<Reading>>) -> StatusCode {
    let batch: Vec<Reading> = readings.into_iter().filter(within_bounds).collect();
    if batch.is_empty() {
        return StatusCode::UNPROCESSABLE_ENTITY;
    }
    match forward(cfg, &batch).await {
        Ok(()) => StatusCode::ACCEPTED,
        Err(e) if e.is_timeout() => StatusCode::GATEWAY_TIMEOUT,
        Err(_) => StatusCode::BAD_GATEWAY,
    }
}

pub fn app(api_key: String) -> impl poem::Endpoint {
    let (scheme, host) = DEFAULT_HEAD_END;
    Route::new()
        .at("/meters/readings", post(ingest))
        .data(HeadEnd { scheme, host, api_key })
}
