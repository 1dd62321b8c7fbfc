// Client used by the field-tablet sync agent to sign in to the dispatch server and pull jobs.
use reqwest::Client;
use serde::{Deserialize, Serialize};
use std::time::Duration;

const DISPATCH_BASE: &str = "https://dispatch.fieldops.example.com/api";

#[derive(Serialize)]
struct LoginBody<'a> {
    username: &'a str,
    password: &'a str,
    device_id: &'a str,
}

#[derive(Deserialize)]
pub struct LoginReply {
    pub access_token: String,
    pub expires_in: u64,
}

pub struct DispatchClient {
    http: Client,
    base: String,
    device_id: String,
}

impl DispatchClient {
    pub fn new(device_id: &str) -> reqwest::Result<Self> {
        let http = Client::builder()
            .timeout(Duration::from_secs(20))
            .user_agent("fieldops-sync/3.2")
            .https_only(true)
            .build()?;
        Ok(DispatchClient { http, base: DISPATCH_BASE.to_string(), device_id: device_id.to_string() })
    }

    fn endpoint(&self, path: &str) -> String {
        format!("{}/{}", self.base, path.trim_start_matches('/'))
    }

    pub async fn login(&self, username: &str, password: &str) -> reqwest::Result<LoginReply> {
        let body = LoginBody { username, password, device_id: &self.device_id };
        self.http
            .post(self.endpoint("/v2/session"))
            .json(&body)
            .send()
            .await?
            .error_for_status()?
            .json()
            .await
    }

    pub async fn fetch_jobs(&self, token: &str) -> reqwest::Result<Vec<serde_json::Value>> {
        self.http
            .get(self.endpoint("/v2/jobs?assigned=me"))
            .bearer_auth(token)
            .send()
            .await?
            .error_for_status()?
            .json()
            .await
    }
}
