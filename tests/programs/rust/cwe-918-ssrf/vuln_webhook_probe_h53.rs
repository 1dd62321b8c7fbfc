// Poem endpoint that sends a test ping to a tournament organiser's results webhook from the esports league backend.
use std::{collections::HashMap, sync::Arc, time::Duration};

use poem::{handler, http::StatusCode, post, web::{Data, Json}, EndpointExt, Route};
use serde::Deserialize;
use serde_json::{json, Value};

#[derive(Deserialize)]
pub struct WebhookTest {
    pub organiser_id: u64,
    pub callback_url: String,
}

pub struct WebhookRegistration {
    organiser_id: u64,
    target: String,
}

pub struct PingClient {
    http: reqwest::Client,
    registry: HashMap<u64, String>,
}

impl PingClient {
    pub fn from_env() -> Self {
        let raw = std::env::var("ORGANISER_WEBHOOKS").unwrap_or_else(|_| "{}".into());
        let registry = serde_json::from_str(&raw).unwrap_or_default();
        let http = reqwest::Client::builder().timeout(Duration::from_secs(5)).build().expect("http client");
        PingClient { http, registry }
    }

    fn registration(&self, req: &WebhookTest) -> Option<WebhookRegistration> {
        if !req.callback_url.starts_with("http") {
            return None;
        }
        Some(WebhookRegistration { organiser_id: req.organiser_id, target: req.callback_url.clone() })
    }

    async fn ping(&self, reg: &WebhookRegistration) -> Result<u16, reqwest::Error> {
        let body = json!({ "event": "ping", "organiser": reg.organiser_id });
        let resp = self.http.post(&reg.target).json(&body).send().await?;
        Ok(resp.status().as_u16())
    }
}

#[handler]
async fn test_webhook(Json(req): Json<WebhookTest>, client: Data<&Arc<PingClient>>) -> poem::Result<Json<Value>> {
    let reg = client.registration(&req).ok_or_else(|| poem::Error::from_status(StatusCode::BAD_REQUEST))?;
    let status = client
        .ping(&reg)
        .await
        .map_err(|_| poem::Error::from_status(StatusCode::BAD_GATEWAY))?;
    Ok(Json(json!({ "organiser": reg.organiser_id, "delivered": status })))
}

pub fn app() -> impl poem::Endpoint {
    Route::new()
        .at("/organisers/webhook/test", post(test_webhook))
        .data(Arc::new(PingClient::from_env()))
}
