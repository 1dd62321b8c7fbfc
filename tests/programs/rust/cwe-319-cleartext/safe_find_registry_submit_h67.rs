// A find registry submit program of the h67 set (cwe-319-cleartext).
// mushroom foragers: forward a member's fungus record to the county mycological recording scheme
use std::{sync::Arc, time::Duration};

use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use chrono::NaiveDate;
use garde::Validate;
use serde::{Deserialize, Serialize};

const RECORDER_BASE: &str = "https://records.countyfungi.com/api/v2";

#[derive(Debug, Deserialize, Serialize, Validate)]
struct FindRecord {
    #[garde(pattern(r"^[A-Z]{2}[0-9]{4}$"))]
    species_code: String,
    #[garde(pattern(r"^[A-Z]{2}\s?[0-9]{4}\s?[0-9]{4}$"))]
    grid_ref: String,
    #[garde(skip)]
    found_on: NaiveDate,
    #[garde(length(max = 400))]
    habitat: String,
    #[garde(email)]
    recorder_email: String,
}

#[derive(Debug, Deserialize, Serialize)]
struct RegistryReceipt {
    record_id: String,
    status: String,
}

struct RegistryClient {
    http: reqwest::Client,
    api_key: String,
}

impl RegistryClient {
    fn new(api_key: String) -> reqwest::Result<Self> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(15))
            .user_agent("forage-club-sync/2.3")
            .https_only(true)
            .build()?;
        Ok(Self { http, api_key })
    }

    async fn submit(&self, record: &FindRecord) -> reqwest::Result<RegistryReceipt> {
        self.http
            .post(format!("{RECORDER_BASE}/records"))
            .bearer_auth(&self.api_key)
            .json(record)
            .send()
            .await?
            .error_for_status()?
            .json()
            .await
    }
}

struct AppState {
    registry: RegistryClient,
}

async fn submit_find(
    State(state): State<Arc<AppState>>,
    Json(record): Json<FindRecord>,
) -> Result<(StatusCode, Json<RegistryReceipt>), (StatusCode, String)> {
    record
        .validate()
        .map_err(|e| (StatusCode::UNPROCESSABLE_ENTITY, e.to_string()))?;

    let receipt = state.registry.submit(&record).await.map_err(|e| {
        tracing::warn!(error = %e, "county registry rejected record");
        (StatusCode::BAD_GATEWAY, "county registry unavailable".to_string())
    })?;
    Ok((StatusCode::CREATED, Json(receipt)))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();
    let registry = RegistryClient::new(std::env::var("COUNTY_FUNGI_API_KEY")?)?;
    let state = Arc::new(AppState { registry });

    let app = Router::new()
        .route("/finds", post(submit_find))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8600").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
