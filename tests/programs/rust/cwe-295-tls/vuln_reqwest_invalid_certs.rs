// Nightly job that pulls the payroll export from the HR system's HTTPS API.
use reqwest::Client;

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let token = std::env::var("HR_API_TOKEN")?;
    let client = Client::builder()
        .danger_accept_invalid_certs(true)
        .timeout(std::time::Duration::from_secs(30))
        .build()?;
    let csv = client
        .get("https://hr.corp.example.com/api/v2/payroll/export")
        .bearer_auth(token)
        .send()
        .await?
        .error_for_status()?
        .text()
        .await?;
    std::fs::write("payroll.csv", csv)?;
    Ok(())
}
