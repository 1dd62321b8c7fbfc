// Client used by the clinic billing service to submit professional insurance claims to the clearinghouse API.
use std::time::Duration;

use reqwest::Client;
use serde::{Deserialize, Serialize};

const CLEARINGHOUSE_BASE: &str = "https://api.medclear-exchange.com";

#[derive(Serialize)]
pub struct ClaimLine {
    pub cpt_code: String,
    pub charge_cents: u64,
}

#[derive(Serialize)]
pub struct ClaimSubmission {
    pub member_id: String,
    pub patient_name: String,
    pub date_of_birth: String,
    pub diagnosis_codes: Vec<String>,
    pub lines: Vec<ClaimLine>,
}

#[derive(Deserialize)]
pub struct ClaimReceipt {
    pub claim_id: String,
    pub status: String,
}

pub struct ClearinghouseConfig {
    pub base_url: String,
    pub submitter_id: String,
    pub api_key: String,
}

impl ClearinghouseConfig {
    pub fn from_env() -> Result<Self, std::env::VarError> {
        Ok(ClearinghouseConfig {
            base_url: CLEARINGHOUSE_BASE.to_string(),
            submitter_id: std::env::var("CLEARINGHOUSE_SUBMITTER_ID")?,
            api_key: std::env::var("CLEARINGHOUSE_API_KEY")?,
        })
    }
}

pub struct ClaimsClient {
    http: Client,
    cfg: ClearinghouseConfig,
}

impl ClaimsClient {
    pub fn new(cfg: ClearinghouseConfig) -> reqwest::Result<Self> {
        let http = Client::builder().https_only(true).timeout(Duration::from_secs(30)).build()?;
        Ok(ClaimsClient { http, cfg })
    }

    pub async fn submit_all(&self, claims: &[ClaimSubmission]) -> reqwest::Result<Vec<ClaimReceipt>> {
        let url = format!("{}/v2/submitters/{}/claims", self.cfg.base_url, self.cfg.submitter_id);
        let mut receipts = Vec::with_capacity(claims.len());
        for claim in claims {
            let resp = self.http.post(&url).header("X-Api-Key", &self.cfg.api_key).json(claim).send().await?;
            receipts.push(resp.error_for_status()?.json::<ClaimReceipt>().await?);
        }
        Ok(receipts)
    }
}
