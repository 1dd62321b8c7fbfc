// Telecom MVNO partner portal: queues webhook delivery probes and records the outcome.
use actix_web::{post, web, HttpResponse};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::Mutex;
use tokio::sync::mpsc;

#[derive(Deserialize)]
pub struct ProbeRequest {
    pub partner_id: String,
    pub callback_url: String,
}

#[derive(Serialize, Clone)]
pub struct ProbeOutcome {
    pub status: u16,
    pub body_preview: String,
}

pub struct ProbeJob {
    pub partner_id: String,
    pub target: String,
}

pub struct PartnerRegistry {
    pub callbacks: HashMap<String, String>,
}

pub struct ProbeResults(pub Mutex<HashMap<String, ProbeOutcome>>);

#[post("/partners/webhook-probe")]
async fn queue_probe(req: web::Json<ProbeRequest>, tx: web::Data<mpsc::Sender<ProbeJob>>, registry: web::Data<PartnerRegistry>) -> HttpResponse {
    let Some(registered) = registry.callbacks.get(&req.partner_id) else {
        return HttpResponse::NotFound().finish();
    };
    let job = ProbeJob { partner_id: req.partner_id.clone(), target: registered.clone() };
    match tx.send(job).await {
        Ok(()) => HttpResponse::Accepted().finish(),
        Err(_) => HttpResponse::ServiceUnavailable().finish(),
    }
}

pub async fn probe_worker(mut rx: mpsc::Receiver<ProbeJob>, results: web::Data<ProbeResults>) {
    let http = reqwest::Client::builder().timeout(std::time::Duration::from_secs(5)).build().unwrap();
    while let Some(job) = rx.recv().await {
        let event = serde_json::json!({ "type": "probe", "partner": job.partner_id });
        let outcome = match http.post(&job.target).json(&event).send().await {
            Ok(resp) => {
                let status = resp.status().as_u16();
                let text = resp.text().await.unwrap_or_default();
                ProbeOutcome { status, body_preview: text.chars().take(2000).collect() }
            }
            Err(e) => ProbeOutcome { status: 0, body_preview: e.to_string() },
        };
        results.0.lock().unwrap().insert(job.partner_id, outcome);
    }
}

#[actix_web::get("/partners/{id}/webhook-probe")]
async fn probe_result(id: web::Path<String>, results: web::Data<ProbeResults>) -> HttpResponse {
    match results.0.lock().unwrap().get(id.as_str()) {
        Some(o) => HttpResponse::Ok().json(o.clone()),
        None => HttpResponse::NotFound().finish(),
    }
}
