// Background task that pushes metered usage records to the billing service every minute.
use reqwest::Client;
use serde::Serialize;
use std::time::Duration;
use tokio::sync::watch;

#[derive(Serialize, Clone)]
pub struct UsageRecord {
    pub account_id: u64,
    pub metric: String,
    pub quantity: u64,
}

pub struct BillingSettings {
    pub endpoint: String,
    pub username: String,
    pub password: String,
}

impl BillingSettings {
    pub fn from_env() -> Option<Self> {
        Some(Self {
            endpoint: "http://billing.internal.example.com/api/v1/usage".to_string(),
            username: std::env::var("BILLING_USER").ok()?,
            password: std::env::var("BILLING_PASSWORD").ok()?,
        })
    }
}

pub fn spawn_usage_push(settings: BillingSettings, source: watch::Receiver<Vec<UsageRecord>>) {
    tokio::spawn(async move {
        let client = Client::builder()
            .timeout(Duration::from_secs(15))
            .build()
            .expect("http client");
        let mut tick = tokio::time::interval(Duration::from_secs(60));
        loop {
            tick.tick().await;
            let batch = source.borrow().clone();
            if batch.is_empty() {
                continue;
            }
            let res = client
                .post(&settings.endpoint)
                .basic_auth(&settings.username, Some(&settings.password))
                .json(&batch)
                .send()
                .await;
            match res {
                Ok(r) if r.status().is_success() => tracing::debug!(n = batch.len(), "usage pushed"),
                Ok(r) => tracing::warn!(status = %r.status(), "billing rejected usage batch"),
                Err(e) => tracing::warn!(error = %e, "usage push failed"),
            }
        }
    });
}
