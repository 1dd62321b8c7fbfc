// Waste collection billing: monthly CLI run that charges customers through the payment gateway.
use reqwest::Client;
use serde::{Deserialize, Serialize};

const GATEWAY_BASE_URL: &str = "https://api.paygate-europe.com/v2";
const GATEWAY_API_KEY: &str = "sk_live_7fQ2xW9mLr4TbZc81NvKs03HdYe6Ua5J";

pub struct GatewayConfig {
    pub base_url: String,
    pub api_key: String,
}

impl GatewayConfig {
    pub fn load() -> Self {
        Self { base_url: GATEWAY_BASE_URL.to_string(), api_key: GATEWAY_API_KEY.to_string() }
    }
}

#[derive(Serialize)]
struct ChargeRequest<'a> {
    customer_ref: &'a str,
    amount_cents: u64,
    description: String,
}

#[derive(Deserialize, Debug)]
pub struct ChargeResult {
    pub id: String,
    pub status: String,
}

pub struct BillingGatewayClient {
    http: Client,
    config: GatewayConfig,
}

impl BillingGatewayClient {
    pub fn new(config: GatewayConfig) -> Self { Self { http: Client::new(), config } }

    pub async fn charge(&self, customer_ref: &str, bins: u32, rate_cents: u64) -> reqwest::Result<ChargeResult> {
        let body = ChargeRequest {
            customer_ref,
            amount_cents: bins as u64 * rate_cents,
            description: format!("Kerbside collection: {} bins", bins),
        };
        self.http
            .post(format!("{}/charges", self.config.base_url))
            .bearer_auth(&self.config.api_key)
            .json(&body)
            .send()
            .await?
            .error_for_status()?
            .json()
            .await
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = BillingGatewayClient::new(GatewayConfig::load());
    let accounts = std::fs::read_to_string("/var/lib/waste-billing/accounts.csv")?;
    for line in accounts.lines().skip(1) {
        let cols: Vec<&str> = line.split(',').collect();
        let result = client.charge(cols[0], cols[1].parse()?, cols[2].parse()?).await?;
        println!("{} -> {} ({})", cols[0], result.id, result.status);
    }
    Ok(())
}
