// Client that forwards completed residency permit applications to the central records service.
use reqwest::Client;
use serde::{Deserialize, Serialize};
use std::time::Duration;

const RECORDS_BASE_URL: &str = "https://records.interior.gov.example/api/v2";

#[derive(Serialize)]
pub struct PermitApplication {
    pub applicant_name: String,
    pub national_id: String,
    pub date_of_birth: String,
    pub passport_number: String,
    pub address: String,
}

#[derive(Deserialize)]
struct Receipt {
    case_number: String,
}

pub struct RecordsClient {
    http: Client,
    base: String,
    api_key: String,
}

impl RecordsClient {
    pub fn from_env() -> Result<Self, Box<dyn std::error::Error>> {
        let api_key = std::env::var("RECORDS_API_KEY")?;
        let http = Client::builder()
            .timeout(Duration::from_secs(15))
            .https_only(true)
            .build()?;
        Ok(RecordsClient { http, base: RECORDS_BASE_URL.to_string(), api_key })
    }

    fn endpoint(&self, path: &str) -> String {
        format!("{}/{}", self.base.trim_end_matches('/'), path)
    }

    pub async fn submit(&self, app: &PermitApplication) -> Result<String, reqwest::Error> {
        let receipt: Receipt = self
            .http
            .post(self.endpoint("permits/applications"))
            .header("X-Api-Key", &self.api_key)
            .json(app)
            .send()
            .await?
            .error_for_status()?
            .json()
            .await?;
        Ok(receipt.case_number)
    }
}
