// A balloon pilot licence program of the h63 set (cwe-319-cleartext).
use std::sync::Arc;
use std::time::Duration;

use lambda_runtime::{run, service_fn, Error, LambdaEvent};
use serde::{Deserialize, Serialize};

/// Licence registry of the national balloon federation (pilot-in-command checks).
const REGISTRY_ENDPOINT: &str = "http://registry.balloonfederation.org/api/v2/licences/verify";

/// Invoked by the booking flow before a pilot is rostered on a passenger flight.
#[derive(Debug, Deserialize)]
pub struct RosterCheck {
    pub pilot_id: String,
    pub licence_number: String,
    pub date_of_birth: String,
    pub envelope_class: String,
}

#[derive(Debug, Serialize)]
struct VerifyPayload<'a> {
    licence_number: &'a str,
    date_of_birth: &'a str,
    class: &'a str,
}

#[derive(Debug, Deserialize, Serialize)]
pub struct RosterDecision {
    pub pilot_id: String,
    pub cleared: bool,
    pub medical_valid_until: Option<String>,
}

#[derive(Debug, Deserialize)]
struct RegistryAnswer {
    valid: bool,
    medical_valid_until: Option<String>,
}

pub struct LicenceRegistryClient {
    http: reqwest::Client,
    endpoint: String,
    api_key: String,
}

impl LicenceRegistryClient {
    pub fn from_env() -> Result<Self, Error> {
        Ok(Self {
            http: reqwest::Client::builder().timeout(Duration::from_secs(8)).build()?,
            endpoint: REGISTRY_ENDPOINT.to_string(),
            api_key: std::env::var("FEDERATION_API_KEY")?,
        })
    }

    async fn verify(&self, check: &RosterCheck) -> Result<RegistryAnswer, reqwest::Error> {
        let payload = VerifyPayload {
            licence_number: &check.licence_number,
            date_of_birth: &check.date_of_birth,
            class: &check.envelope_class,
        };
        self.http
            .post(&self.endpoint)
            .header("x-api-key", &self.api_key)
            .json(&payload)
            .send()
            .await?
            .error_for_status()?
            .json()
            .await
    }
}

pub struct RosterGate {
    registry: LicenceRegistryClient,
    classes: [&'static str; 3],
}

impl RosterGate {
    pub async fn decide(&self, check: RosterCheck) -> Result<RosterDecision, Error> {
        if !self.classes.contains(&check.envelope_class.as_str()) {
            return Ok(RosterDecision { pilot_id: check.pilot_id, cleared: false, medical_valid_until: None });
        }
        let answer = self.registry.verify(&check).await?;
        Ok(RosterDecision {
            pilot_id: check.pilot_id,
            cleared: answer.valid,
            medical_valid_until: answer.medical_valid_until,
        })
    }
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let gate = Arc::new(RosterGate { registry: LicenceRegistryClient::from_env()?, classes: ["A", "B", "C"] });
    run(service_fn(move |event: LambdaEvent<RosterCheck>| {
        let gate = Arc::clone(&gate);
        async move { gate.decide(event.payload).await }
    }))
    .await
}
