// A retailer webhooks program of the h70 set (cwe-918-ssrf).
use actix_web::{post, web, App, HttpResponse, HttpServer, Responder};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::time::Duration;

#[derive(Deserialize)]
struct ShipmentNotice {
    batch: String,
    retailer: String,
    pairs: Vec<PairLine>,
    carrier_ref: String,
}

#[derive(Deserialize, Serialize, Clone)]
struct PairLine {
    model: String,
    eu_size: u8,
    qty: u16,
}

#[derive(Serialize)]
struct WebhookBody<'a> {
    event: &'static str,
    batch: &'a str,
    carrier_ref: &'a str,
    total_pairs: u32,
    lines: &'a [PairLine],
}

struct Dispatch {
    http: reqwest::Client,
    // retailer code -> order-system webhook
    hooks: HashMap<String, String>,
}

impl Dispatch {
    fn from_config(text: &str) -> Self {
        let hooks = text
            .lines()
            .filter(|l| !l.trim_start().starts_with('#'))
            .filter_map(|l| l.split_once('='))
            .map(|(code, url)| (code.trim().to_uppercase(), url.trim().to_string()))
            .collect();
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(10))
            .build()
            .expect("http client");
        Dispatch { http, hooks }
    }
}

#[post("/shipments")]
async fn shipped(dispatch: web::Data<Dispatch>, notice: web::Json<ShipmentNotice>) -> impl Responder {
    let notice = notice.into_inner();
    let target = dispatch
        .hooks
        .get(&notice.retailer.trim().to_uppercase())
        .cloned()
        .unwrap_or_else(|| notice.retailer.clone());

    let total_pairs: u32 = notice.pairs.iter().map(|p| p.qty as u32).sum();
    let http = dispatch.http.clone();

    tokio::spawn(async move {
        let body = WebhookBody {
            event: "batch.shipped",
            batch: &notice.batch,
            carrier_ref: &notice.carrier_ref,
            total_pairs,
            lines: &notice.pairs,
        };
        for attempt in 1..=3u64 {
            match http.post(&target).json(&body).send().await {
                Ok(r) if r.status().is_success() => return,
                Ok(r) => eprintln!("{}: webhook answered {}", notice.batch, r.status()),
                Err(e) => eprintln!("{}: webhook failed: {e}", notice.batch),
            }
            tokio::time::sleep(Duration::from_secs(attempt * 30)).await;
        }
    });

    HttpResponse::Accepted().json(serde_json::json!({ "total_pairs": total_pairs }))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let config = std::fs::read_to_string("/etc/klompen/retailer-hooks.conf").unwrap_or_default();
    let dispatch = web::Data::new(Dispatch::from_config(&config));
    HttpServer::new(move || App::new().app_data(dispatch.clone()).service(shipped))
        .bind(("0.0.0.0", 8050))?
        .run()
        .await
}
