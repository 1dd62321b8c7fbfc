// Payment provider client used by the invoicing worker to charge open invoices.
use reqwest::Client;
use serde::{Deserialize, Serialize};

const API_BASE: &str = "https://api.payments.example.net/v2";
const API_KEY: &str = "sk_live_51MqLx2Hv8TnR4cWb9KpZ3yQe7";

#[derive(Serialize)]
pub struct ChargeRequest {
    pub invoice_id: String,
    pub amount_cents: u64,
    pub currency: String,
    pub customer_ref: String,
}

#[derive(Deserialize, Debug)]
pub struct ChargeResponse {
    pub id: String,
    pub status: String,
}

pub struct BillingClient {
    http: Client,
    base: String,
    api_key: String,
}

impl BillingClient {
    pub fn new() -> Self {
        BillingClient {
            http: Client::new(),
            base: API_BASE.to_string(),
            api_key: API_KEY.to_string(),
        }
    }

    pub async fn create_charge(&self, charge: &ChargeRequest) -> reqwest::Result<ChargeResponse> {
        self.http
            .post(format!("{}/charges", self.base))
            .bearer_auth(&self.api_key)
            .json(charge)
            .send()
            .await?
            .error_for_status()?
            .json()
            .await
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = BillingClient::new();
    let charge = ChargeRequest {
        invoice_id: "INV-2024-00042".into(),
        amount_cents: 129_900,
        currency: "EUR".into(),
        customer_ref: "cus_00981".into(),
    };
    let result = client.create_charge(&charge).await?;
    println!("charge {} is {}", result.id, result.status);
    Ok(())
}
