// reqwest client trusts an extra private CA root and keeps certificate checks on
use std::time::Duration;

pub fn client() -> Result<reqwest::Client, Box<dyn std::error::Error>> {
    let pem = std::fs::read("/etc/myapp/internal-ca.pem")?;
    let ca = reqwest::Certificate::from_pem(&pem)?;
    Ok(reqwest::Client::builder().add_root_certificate(ca).timeout(Duration::from_secs(10)).https_only(true).build()?)
}

fn main() {
    if let Err(e) = client() {
        eprintln!("{e}");
    }
}
