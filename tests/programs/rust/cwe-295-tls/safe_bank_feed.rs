// Connector that opens a TLS session to the interbank settlement feed and collects settlement messages.
use rustls::pki_types::{pem::PemObject, CertificateDer, ServerName};
use rustls::{ClientConfig, RootCertStore};
use std::sync::Arc;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;

const FEED_HOST: &str = "settlement-feed.clearing.example";
const FEED_PORT: u16 = 7443;
const CLEARING_CA_PATH: &str = "/etc/clearing/feed-ca.pem";

fn tls_config() -> Result<ClientConfig, Box<dyn std::error::Error>> {
    let mut roots = RootCertStore::empty();
    for cert in CertificateDer::pem_file_iter(CLEARING_CA_PATH)? {
        roots.add(cert?)?;
    }
    Ok(ClientConfig::builder()
        .with_root_certificates(roots)
        .with_no_client_auth())
}

pub async fn fetch_settlements(account: &str, api_key: &str) -> Result<Vec<String>, Box<dyn std::error::Error>> {
    let connector = TlsConnector::from(Arc::new(tls_config()?));
    let tcp = TcpStream::connect((FEED_HOST, FEED_PORT)).await?;
    let domain = ServerName::try_from(FEED_HOST)?.to_owned();
    let mut tls = connector.connect(domain, tcp).await?;

    tls.write_all(format!("AUTH {}\nSUBSCRIBE {}\n", api_key, account).as_bytes()).await?;
    let mut lines = BufReader::new(tls).lines();
    let mut settlements = Vec::new();
    while let Some(line) = lines.next_line().await? {
        if line == "END" {
            break;
        }
        settlements.push(line);
    }
    Ok(settlements)
}
