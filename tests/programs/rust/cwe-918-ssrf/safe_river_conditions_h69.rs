// A river conditions program of the h69 set (cwe-918-ssrf).
use std::collections::HashMap;
use std::time::Duration;

use actix_web::{
    body::MessageBody,
    dev::{ServiceRequest, ServiceResponse},
    error::{ErrorBadGateway, ErrorBadRequest},
    middleware::{from_fn, Next},
    web, App, Error, HttpMessage, HttpResponse, HttpServer,
};
use serde::Deserialize;

const RIVERS: &[&str] = &["wolf-creek", "lower-tamsin", "hollow-fork"];
const GAUGE_HOSTS: &[&str] = &["waterdata.northriver-gauges.com", "feeds.paddleconditions.net"];

#[derive(Clone, Debug)]
struct GaugeSelection {
    river: String,
    source: String,
}

/// `?river=wolf-creek&source=feeds.paddleconditions.net`; source defaults to the state gauge network.
async fn select_gauge(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let params = web::Query::<HashMap<String, String>>::from_query(req.query_string())
        .map(|q| q.into_inner())
        .map_err(|_| ErrorBadRequest("bad query"))?;

    let river = params.get("river").cloned().unwrap_or_default();
    let source = params
        .get("source")
        .cloned()
        .unwrap_or_else(|| GAUGE_HOSTS[0].to_owned());

    if !RIVERS.contains(&river.as_str()) {
        return Err(ErrorBadRequest("we don't rent on that river"));
    }
    if !GAUGE_HOSTS.contains(&source.as_str()) {
        return Err(ErrorBadRequest("unknown gauge source"));
    }

    req.extensions_mut().insert(GaugeSelection { river, source });
    next.call(req).await
}

#[derive(Deserialize)]
struct FlowReading {
    cfs: f64,
    stage_ft: f64,
    updated: String,
}

fn paddling_advice(cfs: f64) -> &'static str {
    match cfs {
        c if c < 80.0 => "too low, expect to drag",
        c if c < 600.0 => "good for beginners",
        c if c < 1500.0 => "experienced paddlers only",
        _ => "closed for rentals",
    }
}

async fn river_flow(
    sel: web::ReqData<GaugeSelection>,
    http: web::Data<reqwest::Client>,
) -> Result<HttpResponse, Error> {
    let url = format!("https://{}/v1/rivers/{}/flow", sel.source, sel.river);
    let reading: FlowReading = http
        .get(&url)
        .send()
        .await
        .and_then(|r| r.error_for_status())
        .map_err(ErrorBadGateway)?
        .json()
        .await
        .map_err(ErrorBadGateway)?;

    Ok(HttpResponse::Ok().json(serde_json::json!({
        "river": sel.river,
        "cfs": reading.cfs,
        "stage_ft": reading.stage_ft,
        "updated": reading.updated,
        "advice": paddling_advice(reading.cfs),
    })))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let http = web::Data::new(
        reqwest::Client::builder()
            .timeout(Duration::from_secs(6))
            .build()
            .expect("http client"),
    );
    HttpServer::new(move || {
        App::new().app_data(http.clone()).service(
            web::scope("/conditions")
                .wrap(from_fn(select_gauge))
                .route("/flow", web::get().to(river_flow)),
        )
    })
    .bind(("0.0.0.0", 8300))?
    .run()
    .await
}
