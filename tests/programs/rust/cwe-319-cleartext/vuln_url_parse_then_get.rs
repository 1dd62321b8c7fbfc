// Pulls the loyalty balance for a member from the partner API with our client secret.
use reqwest::Url;

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let secret = std::env::var("LOYALTY_SECRET")?;
    let mut url = Url::parse("http://api.loyalty-partner.com/v1/balance")?;
    url.query_pairs_mut().append_pair("member", "1042");
    let body = reqwest::Client::new().get(url).header("x-client-secret", secret).send().await?.text().await?;
    println!("{}", body);
    Ok(())
}
