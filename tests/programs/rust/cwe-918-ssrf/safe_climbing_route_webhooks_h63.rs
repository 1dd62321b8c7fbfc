// A climbing route webhooks program of the h63 set (cwe-918-ssrf).
use std::collections::{HashMap, HashSet};
use std::sync::Mutex;

use actix_web::{post, web, App, HttpResponse, HttpServer, Responder};
use serde::{Deserialize, Serialize};
use url::Url;

/// Partner apps (guidebooks, grading trackers) subscribe to new route sets per gym.
#[derive(Debug, Deserialize)]
pub struct SubscriptionRequest {
    pub partner: String,
    pub callback_url: String,
}

#[derive(Debug, Serialize)]
pub struct RouteSetPublished<'a> {
    pub gym_id: &'a str,
    pub wall: &'a str,
    pub grades: &'a [String],
}

#[derive(Debug, Deserialize)]
pub struct PublishRequest {
    pub wall: String,
    pub grades: Vec<String>,
}

pub struct CallbackPolicy {
    partner_hosts: HashSet<String>,
}

impl CallbackPolicy {
    pub fn from_env() -> Self {
        let hosts = std::env::var("PARTNER_CALLBACK_HOSTS").unwrap_or_default();
        Self { partner_hosts: hosts.split(',').map(|h| h.trim().to_lowercase()).filter(|h| !h.is_empty()).collect() }
    }

    pub fn check(&self, raw: &str) -> Result<Url, String> {
        let url = Url::parse(raw).map_err(|_| "callback is not a URL".to_string())?;
        if url.scheme() != "https" {
            return Err("callbacks must use https".into());
        }
        let host = url.host_str().map(str::to_lowercase).unwrap_or_default();
        if !self.partner_hosts.contains(&host) || url.port().is_some() {
            return Err("callback host is not a registered partner".into());
        }
        Ok(url)
    }
}

pub struct WebhookService {
    policy: CallbackPolicy,
    subscriptions: Mutex<HashMap<String, Vec<Url>>>,
    http: reqwest::Client,
}

impl WebhookService {
    pub fn register(&self, gym_id: &str, req: &SubscriptionRequest) -> Result<(), String> {
        let url = self.policy.check(&req.callback_url)?;
        self.subscriptions.lock().unwrap().entry(gym_id.to_string()).or_default().push(url);
        Ok(())
    }

    pub async fn announce(&self, gym_id: &str, publish: &PublishRequest) -> usize {
        let targets = self.subscriptions.lock().unwrap().get(gym_id).cloned().unwrap_or_default();
        let event = RouteSetPublished { gym_id, wall: &publish.wall, grades: &publish.grades };
        let mut delivered = 0;
        for target in targets {
            if let Ok(resp) = self.http.post(target).json(&event).send().await {
                delivered += usize::from(resp.status().is_success());
            }
        }
        delivered
    }
}

#[post("/gyms/{gym_id}/subscriptions")]
async fn subscribe(svc: web::Data<WebhookService>, path: web::Path<String>, body: web::Json<SubscriptionRequest>) -> impl Responder {
    match svc.register(&path, &body) {
        Ok(()) => HttpResponse::Created().finish(),
        Err(reason) => HttpResponse::BadRequest().json(serde_json::json!({ "error": reason })),
    }
}

#[post("/gyms/{gym_id}/route-sets")]
async fn publish(svc: web::Data<WebhookService>, path: web::Path<String>, body: web::Json<PublishRequest>) -> impl Responder {
    let delivered = svc.announce(&path, &body).await;
    HttpResponse::Accepted().json(serde_json::json!({ "delivered": delivered }))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let http = reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(5))
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("http client");
    let svc = web::Data::new(WebhookService {
        policy: CallbackPolicy::from_env(),
        subscriptions: Mutex::new(HashMap::new()),
        http,
    });
    HttpServer::new(move || App::new().app_data(svc.clone()).service(subscribe).service(publish))
        .bind(("127.0.0.1", 8081))?
        .run()
        .await
}
