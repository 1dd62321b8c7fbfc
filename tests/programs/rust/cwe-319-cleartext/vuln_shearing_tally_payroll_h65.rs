// A shearing tally payroll program of the h65 set (cwe-319-cleartext).
// Runs when a shed closes for the day (EventBridge event from the tally app):
// forwards each shearer's fleece count and bank details to the contractor's
// payroll service so piece rates are paid on Friday.
use lambda_runtime::{run, service_fn, Error, LambdaEvent};
use reqwest::Client;
use serde::{Deserialize, Serialize};
use std::time::Duration;

const PAYROLL_ENDPOINT: &str = "http://payroll.highcountry-shearing.co.nz/api/v2/tallies";
const RATE_CENTS_PER_SHEEP: u32 = 345;

#[derive(Deserialize, Serialize, Clone)]
struct ShearerTally {
    shearer_id: String,
    full_name: String,
    bank_account: String,
    ird_number: String,
    sheep_shorn: u32,
}

#[derive(Deserialize)]
struct ShedClosed {
    station: String,
    shed_date: String,
    tallies: Vec<ShearerTally>,
}

#[derive(Serialize)]
struct PayrollBatch<'a> {
    station: &'a str,
    shed_date: &'a str,
    rate_cents: u32,
    lines: &'a [ShearerTally],
}

#[derive(Serialize)]
struct Outcome {
    shearers: usize,
    sheep: u32,
    payroll_status: u16,
}

async fn forward(client: &Client, token: &str, event: LambdaEvent<ShedClosed>) -> Result<Outcome, Error> {
    let shed = event.payload;
    let batch = PayrollBatch {
        station: &shed.station,
        shed_date: &shed.shed_date,
        rate_cents: RATE_CENTS_PER_SHEEP,
        lines: &shed.tallies,
    };
    let response = client
        .post(PAYROLL_ENDPOINT)
        .bearer_auth(token)
        .json(&batch)
        .send()
        .await?;
    Ok(Outcome {
        shearers: shed.tallies.len(),
        sheep: shed.tallies.iter().map(|t| t.sheep_shorn).sum(),
        payroll_status: response.status().as_u16(),
    })
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let client = Client::builder().timeout(Duration::from_secs(10)).build()?;
    let token = std::env::var("PAYROLL_API_TOKEN")?;
    let (client, token) = (&client, token.as_str());
    run(service_fn(move |event: LambdaEvent<ShedClosed>| async move {
        forward(client, token, event).await
    }))
    .await
}
