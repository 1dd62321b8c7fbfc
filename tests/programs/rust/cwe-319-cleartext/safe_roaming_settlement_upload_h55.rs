// Telecom billing job that uploads monthly roaming settlement files to the inter-operator clearing house.
use reqwest::{multipart, Client};
use serde::Deserialize;
use std::{path::Path, time::Duration};

const CLEARING_HOUSE_URL: &str = "https://clearing.roamex-tap.net/api/v2";

#[derive(Deserialize)]
pub struct UploadReceipt {
    pub batch_id: String,
    pub records: u64,
}

pub struct ClearingCredentials {
    pub operator_code: String,
    pub password: String,
}

impl ClearingCredentials {
    pub fn from_env() -> anyhow::Result<Self> {
        Ok(ClearingCredentials {
            operator_code: std::env::var("TAP_OPERATOR_CODE")?,
            password: std::env::var("TAP_PASSWORD")?,
        })
    }
}

pub struct ClearingHouseClient {
    http: Client,
    base: String,
    creds: ClearingCredentials,
}

impl ClearingHouseClient {
    pub fn new(creds: ClearingCredentials) -> anyhow::Result<Self> {
        let http = Client::builder().timeout(Duration::from_secs(120)).https_only(true).build()?;
        Ok(ClearingHouseClient { http, base: CLEARING_HOUSE_URL.to_string(), creds })
    }

    pub async fn upload(&self, period: &str, file: &Path) -> anyhow::Result<UploadReceipt> {
        let bytes = tokio::fs::read(file).await?;
        let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("settlement.tap").to_string();
        let form = multipart::Form::new()
            .text("period", period.to_string())
            .part("file", multipart::Part::bytes(bytes).file_name(name));
        let resp = self
            .http
            .post(format!("{}/settlements", self.base))
            .basic_auth(&self.creds.operator_code, Some(&self.creds.password))
            .multipart(form)
            .send()
            .await?
            .error_for_status()?;
        Ok(resp.json().await?)
    }
}

pub async fn run_monthly(period: &str, dir: &Path) -> anyhow::Result<()> {
    let client = ClearingHouseClient::new(ClearingCredentials::from_env()?)?;
    let file = dir.join(format!("TAP-{}.dat", period));
    let receipt = client.upload(period, &file).await?;
    tracing::info!(batch = %receipt.batch_id, records = receipt.records, "settlement accepted");
    Ok(())
}
