// Service account client that exchanges its client credentials for an OAuth access token.
use serde::Deserialize;

#[derive(Deserialize)]
struct TokenResponse {
    access_token: String,
    expires_in: u64,
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client_id = std::env::var("CLIENT_ID")?;
    let client_secret = std::env::var("CLIENT_SECRET")?;
    let params = [
        ("grant_type", "client_credentials"),
        ("client_id", client_id.as_str()),
        ("client_secret", client_secret.as_str()),
    ];
    let tok: TokenResponse = reqwest::Client::new()
        .post("https://auth.idp-partner.io/oauth2/token")
        .form(&params)
        .send()
        .await?
        .json()
        .await?;
    println!("token of {} chars, valid {}s", tok.access_token.len(), tok.expires_in);
    Ok(())
}
