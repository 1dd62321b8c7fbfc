// reqwest client built with danger_accept_invalid_certs(true) calls the billing API
use std::time::Duration;

pub async fn fetch_invoices(token: &str) -> Result<String, reqwest::Error> {
    let client = reqwest::Client::builder()
        .danger_accept_invalid_certs(true)
        .timeout(Duration::from_secs(10))
        .build()?;
    client.get("https://billing.internal/api/invoices").bearer_auth(token).send().await?.text().await
}

#[tokio::main]
async fn main() {
    match fetch_invoices("t0ken").await {
        Ok(body) => println!("{body}"),
        Err(e) => eprintln!("{e}"),
    }
}
