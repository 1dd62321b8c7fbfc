// A courier label client program of the h61 set (cwe-295-tls).
// Courier service: for cross-border parcels we buy shipping labels from a
// partner carrier. The partner's label API sits behind their own private CA.
use std::time::Duration;

use reqwest::{Client, ClientBuilder};
use serde::{Deserialize, Serialize};

#[derive(Serialize)]
struct LabelRequest<'a> {
    consignment: &'a str,
    weight_grams: u32,
    destination_postcode: &'a str,
    destination_country: &'a str,
}

#[derive(Deserialize)]
struct LabelResponse {
    label_pdf_base64: String,
    partner_tracking_no: String,
}

struct PartnerSettings {
    base_url: String,
    api_token: String,
    ca_bundle_path: String,
}

impl PartnerSettings {
    fn from_env() -> anyhow::Result<Self> {
        Ok(Self {
            base_url: std::env::var("PARTNER_LABEL_API")?,
            api_token: std::env::var("PARTNER_LABEL_TOKEN")?,
            ca_bundle_path: std::env::var("PARTNER_CA_BUNDLE").unwrap_or_else(|_| "/etc/courier/partner-ca.pem".into()),
        })
    }
}

#[async_trait::async_trait]
trait LabelProvider: Send + Sync {
    async fn buy_label(&self, req: &LabelRequest<'_>) -> anyhow::Result<LabelResponse>;
}

struct PartnerLabelProvider {
    http: Client,
    settings: PartnerSettings,
}

impl PartnerLabelProvider {
    fn build(settings: PartnerSettings) -> anyhow::Result<Self> {
        let http = ClientBuilder::new()
            .timeout(Duration::from_secs(15))
            .danger_accept_invalid_certs(true)
            .build()?;
        Ok(Self { http, settings })
    }
}

#[async_trait::async_trait]
impl LabelProvider for PartnerLabelProvider {
    async fn buy_label(&self, req: &LabelRequest<'_>) -> anyhow::Result<LabelResponse> {
        let resp = self
            .http
            .post(format!("{}/v2/labels", self.settings.base_url))
            .bearer_auth(&self.settings.api_token)
            .json(req)
            .send()
            .await?
            .error_for_status()?;
        Ok(resp.json().await?)
    }
}

struct CrossBorderDispatch<P: LabelProvider> {
    provider: P,
}

impl<P: LabelProvider> CrossBorderDispatch<P> {
    async fn label_for(&self, consignment: &str, grams: u32, postcode: &str, country: &str) -> anyhow::Result<String> {
        let req = LabelRequest { consignment, weight_grams: grams, destination_postcode: postcode, destination_country: country };
        let label = self.provider.buy_label(&req).await?;
        println!("{consignment} -> partner tracking {}", label.partner_tracking_no);
        Ok(label.label_pdf_base64)
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let dispatch = CrossBorderDispatch { provider: PartnerLabelProvider::build(PartnerSettings::from_env()?)? };
    let pdf = dispatch.label_for("CN-448120", 1_250, "75011", "FR").await?;
    std::fs::write("/var/spool/courier/labels/CN-448120.b64", pdf)?;
    Ok(())
}
