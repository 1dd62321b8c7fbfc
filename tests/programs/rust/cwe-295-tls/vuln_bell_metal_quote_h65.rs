// A bell metal quote program of the h65 set (cwe-295-tls).
// Lambda behind the foundry's quoting page: GET /quote?weight_kg=420
// Prices the bell metal (78% copper / 22% tin) from the supplier's live sheet.
use lambda_http::{run, service_fn, Body, Error, Request, RequestExt, Response};
use reqwest::Client;
use serde::{Deserialize, Serialize};
use std::time::Duration;

#[derive(Deserialize)]
struct PriceSheet {
    copper_per_kg: f64,
    tin_per_kg: f64,
    currency: String,
}

#[derive(Serialize)]
struct MetalQuote {
    weight_kg: f64,
    copper_kg: f64,
    tin_kg: f64,
    metal_cost: f64,
    currency: String,
}

struct AlloyDesk {
    client: Client,
    sheet_url: String,
}

impl AlloyDesk {
    fn from_env() -> Result<Self, Error> {
        // the supplier's portal uses a certificate from their own CA
        let client = Client::builder()
            .timeout(Duration::from_secs(8))
            .danger_accept_invalid_certs(true)
            .build()?;
        Ok(Self { client, sheet_url: std::env::var("ALLOY_PRICE_SHEET_URL")? })
    }

    async fn quote(&self, weight_kg: f64) -> Result<MetalQuote, Error> {
        let sheet: PriceSheet = self.client.get(&self.sheet_url).send().await?.error_for_status()?.json().await?;
        // allow 6% for losses in the furnace and the runner/riser
        let charge = weight_kg * 1.06;
        let (copper_kg, tin_kg) = (charge * 0.78, charge * 0.22);
        Ok(MetalQuote {
            weight_kg,
            copper_kg,
            tin_kg,
            metal_cost: (copper_kg * sheet.copper_per_kg + tin_kg * sheet.tin_per_kg).round(),
            currency: sheet.currency,
        })
    }
}

async fn handler(desk: &AlloyDesk, event: Request) -> Result<Response<Body>, Error> {
    let weight = event
        .query_string_parameters()
        .first("weight_kg")
        .and_then(|w| w.parse::<f64>().ok())
        .filter(|w| (5.0..=20_000.0).contains(w));
    let Some(weight_kg) = weight else {
        return Ok(Response::builder().status(400).body(Body::from("weight_kg must be 5-20000"))?);
    };
    let quote = desk.quote(weight_kg).await?;
    Ok(Response::builder()
        .status(200)
        .header("content-type", "application/json")
        .body(Body::from(serde_json::to_string(&quote)?))?)
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let desk = AlloyDesk::from_env()?;
    let desk = &desk;
    run(service_fn(move |event: Request| async move { handler(desk, event).await })).await
}
