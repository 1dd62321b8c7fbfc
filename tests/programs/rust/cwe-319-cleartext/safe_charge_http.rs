// Checkout backend that forwards card details to the payment processor's charge API.
use serde::Serialize;

#[derive(Serialize)]
struct Charge<'a> {
    card_number: &'a str,
    cvc: &'a str,
    amount_cents: u64,
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let api_key = std::env::var("PROCESSOR_API_KEY")?;
    let args: Vec<String> = std::env::args().collect();
    let charge = Charge { card_number: &args[1], cvc: &args[2], amount_cents: args[3].parse()? };
    let resp = reqwest::Client::new()
        .post("https://api.payfast-processing.net/v1/charges")
        .bearer_auth(api_key)
        .json(&charge)
        .send()
        .await?;
    println!("charge status: {}", resp.status());
    Ok(())
}
