// Runs status checks against third-party integrations for the admin dashboard.
use actix_web::{post, web, HttpResponse};
use serde::Deserialize;
use std::collections::HashMap;

#[derive(Deserialize)]
struct StatusCheck {
    integration: String,
    base_url: Option<String>,
    path: String,
}

pub struct Integrations {
    endpoints: HashMap<&'static str, &'static str>,
    http: reqwest::Client,
}

impl Integrations {
    pub fn new(http: reqwest::Client) -> Self {
        let endpoints = HashMap::from([
            ("stripe", "https://api.stripe.com"),
            ("slack", "https://slack.com/api"),
            ("pagerduty", "https://api.pagerduty.com"),
        ]);
        Self { endpoints, http }
    }

    fn base_for(&self, check: &StatusCheck) -> Option<String> {
        if let Some(custom) = &check.base_url {
            return Some(custom.trim_end_matches('/').to_string());
        }
        self.endpoints.get(check.integration.as_str()).map(|s| s.to_string())
    }
}

#[post("/admin/integrations/status")]
async fn status(state: web::Data<Integrations>, body: web::Json<StatusCheck>) -> HttpResponse {
    let Some(base) = state.base_for(&body) else {
        return HttpResponse::NotFound().body("unknown integration");
    };
    if !body.path.starts_with('/') || body.path.contains("..") {
        return HttpResponse::BadRequest().body("bad path");
    }
    let url = format!("{}{}", base, body.path);
    match state.http.get(&url).send().await {
        Ok(resp) => HttpResponse::Ok().json(serde_json::json!({
            "integration": body.integration,
            "status": resp.status().as_u16(),
        })),
        Err(_) => HttpResponse::BadGateway().finish(),
    }
}
