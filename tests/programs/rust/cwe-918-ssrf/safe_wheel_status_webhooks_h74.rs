// A wheel status webhooks program of the h74 set (cwe-918-ssrf).
use std::sync::Arc;
use std::time::Duration;

use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use dashmap::DashMap;
use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;
use tokio::task::AbortHandle;
use url::Url;

const PARTNER_HOSTS: [&str; 3] = ["hooks.ticketvault.io", "api.citybreak-passes.com", "notify.funfair-alliance.org"];

#[derive(Clone, Serialize, Debug)]
struct RideStatus {
    wheel: &'static str,
    open: bool,
    reason: String,
}

#[derive(Deserialize)]
struct Subscribe {
    reseller: String,
    callback_url: String,
}

#[derive(Clone)]
struct Hub {
    events: broadcast::Sender<RideStatus>,
    subscriptions: Arc<DashMap<String, AbortHandle>>,
    http: reqwest::Client,
}

fn callback_allowed(raw: &str) -> Option<Url> {
    let url = Url::parse(raw).ok()?;
    let host = url.host_str()?.to_ascii_lowercase();
    (url.scheme() == "https" && PARTNER_HOSTS.contains(&host.as_str())).then_some(url)
}

fn start_delivery(hub: &Hub, reseller: String, target: String) -> AbortHandle {
    let mut rx = hub.events.subscribe();
    let http = hub.http.clone();
    let task = tokio::spawn(async move {
        while let Ok(status) = rx.recv().await {
            match http.post(&target).json(&status).send().await {
                Ok(r) if r.status().is_success() => {}
                Ok(r) => eprintln!("{reseller}: webhook answered {}", r.status()),
                Err(e) => eprintln!("{reseller}: webhook failed: {e}"),
            }
        }
    });
    task.abort_handle()
}

async fn subscribe(State(hub): State<Hub>, Json(req): Json<Subscribe>) -> (StatusCode, &'static str) {
    let Some(target) = callback_allowed(&req.callback_url) else {
        return (StatusCode::BAD_REQUEST, "callback must be https on a registered partner host");
    };
    let handle = start_delivery(&hub, req.reseller.clone(), target.to_string());
    if let Some(old) = hub.subscriptions.insert(req.reseller, handle) {
        old.abort();
    }
    (StatusCode::CREATED, "subscribed")
}

async fn wind_monitor(events: broadcast::Sender<RideStatus>) {
    let mut every = tokio::time::interval(Duration::from_secs(30));
    let mut open = true;
    loop {
        every.tick().await;
        // anemometer feed; gusts above 50 km/h stop the wheel
        let gust_kmh = 20.0 + 45.0 * rand::random::<f64>();
        let should_open = gust_kmh < 50.0;
        if should_open != open {
            open = should_open;
            let _ = events.send(RideStatus {
                wheel: "harbour-eye",
                open,
                reason: format!("gusts at {gust_kmh:.0} km/h"),
            });
        }
    }
}

#[tokio::main]
async fn main() {
    let (events, _) = broadcast::channel(64);
    tokio::spawn(wind_monitor(events.clone()));
    let hub = Hub {
        events,
        subscriptions: Arc::new(DashMap::new()),
        http: reqwest::Client::builder().timeout(Duration::from_secs(5)).build().unwrap(),
    };
    let app = Router::new().route("/webhooks", post(subscribe)).with_state(hub);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8099").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
