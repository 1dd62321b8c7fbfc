// Axum single sign-on callback for the telecom self-care portal that returns subscribers to the page they started from.
use std::collections::HashMap;

use axum::{extract::Query, response::Redirect, routing::get, Router};
use serde::Deserialize;

const PORTAL_HOST: &str = "selfcare.northwave-telecom.net";

#[derive(Deserialize)]
pub struct CallbackParams {
    pub code: String,
    pub next: Option<String>,
}

pub struct ReturnTarget {
    raw: String,
}

impl ReturnTarget {
    fn from_params(p: &CallbackParams) -> Self {
        ReturnTarget { raw: p.next.clone().unwrap_or_else(|| "/dashboard".to_string()) }
    }

    fn resolve(&self) -> String {
        let r = self.raw.trim();
        if r.starts_with('/') || r.contains(PORTAL_HOST) {
            return r.to_string();
        }
        "/dashboard".to_string()
    }
}

pub struct IdentityClient {
    http: reqwest::Client,
    token_url: String,
}

impl IdentityClient {
    fn from_env() -> Self {
        let token_url = std::env::var("IDP_TOKEN_URL").unwrap_or_else(|_| "https://id.northwave-telecom.net/oauth/token".into());
        IdentityClient { http: reqwest::Client::new(), token_url }
    }

    async fn exchange(&self, code: &str) -> Option<String> {
        let form: HashMap<&str, &str> = [("grant_type", "authorization_code"), ("code", code)].into_iter().collect();
        let resp = self.http.post(&self.token_url).form(&form).send().await.ok()?;
        let body: serde_json::Value = resp.error_for_status().ok()?.json().await.ok()?;
        body.get("access_token")?.as_str().map(str::to_string)
    }
}

async fn callback(Query(p): Query<CallbackParams>) -> Redirect {
    let idp = IdentityClient::from_env();
    if idp.exchange(&p.code).await.is_none() {
        return Redirect::to("/login?error=sso");
    }
    let target = ReturnTarget::from_params(&p).resolve();
    Redirect::to(&target)
}

pub fn router() -> Router {
    Router::new().route("/sso/callback", get(callback))
}
