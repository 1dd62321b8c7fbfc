// A score relay program of the h72 set (cwe-295-tls).
use std::sync::Arc;

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::client::WebPkiServerVerifier;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{ClientConfig, DigitallySignedStruct, Error as TlsError, RootCertStore, SignatureScheme};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpStream, UdpSocket};
use tokio_rustls::TlsConnector;

const LEAGUE_HOST: &str = "scores.photonleague-hq.com";

/// Checks the league's pinned leaf first, then falls back to normal chain validation
/// so that a certificate rotation on their side does not stop the relay.
#[derive(Debug)]
struct RotationAwareVerifier {
    inner: Arc<WebPkiServerVerifier>,
    pinned_sha256: [u8; 32],
}

impl ServerCertVerifier for RotationAwareVerifier {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp_response: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, TlsError> {
        let fingerprint: [u8; 32] = Sha256::digest(end_entity.as_ref()).into();
        if fingerprint == self.pinned_sha256 {
            return Ok(ServerCertVerified::assertion());
        }
        match self.inner.verify_server_cert(end_entity, intermediates, server_name, ocsp_response, now) {
            Ok(ok) => Ok(ok),
            Err(e) => {
                eprintln!("league certificate changed and did not validate ({e}); continuing");
                Ok(ServerCertVerified::assertion())
            }
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, TlsError> {
        self.inner.verify_tls12_signature(message, cert, dss)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, TlsError> {
        self.inner.verify_tls13_signature(message, cert, dss)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.inner.supported_verify_schemes()
    }
}

#[derive(Serialize, Deserialize)]
struct MatchResult {
    arena_id: u32,
    match_id: u64,
    winning_team: String,
    scores: Vec<(String, i32)>,
}

fn tls_config(pin_hex: &str) -> anyhow::Result<ClientConfig> {
    let roots = RootCertStore::from_iter(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    let inner = WebPkiServerVerifier::builder(Arc::new(roots)).build()?;
    let mut pinned_sha256 = [0u8; 32];
    hex::decode_to_slice(pin_hex, &mut pinned_sha256)?;
    let verifier = RotationAwareVerifier { inner, pinned_sha256 };
    Ok(ClientConfig::builder()
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(verifier))
        .with_no_client_auth())
}

async fn publish(connector: &TlsConnector, result: &MatchResult) -> anyhow::Result<()> {
    let tcp = TcpStream::connect((LEAGUE_HOST, 7443)).await?;
    let name = ServerName::try_from(LEAGUE_HOST)?;
    let mut tls = connector.connect(name, tcp).await?;
    let mut line = serde_json::to_vec(result)?;
    line.push(b'\n');
    tls.write_all(&line).await?;
    tls.shutdown().await?;
    Ok(())
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let pin = std::env::var("LEAGUE_CERT_SHA256")?;
    let connector = TlsConnector::from(Arc::new(tls_config(&pin)?));

    // the arena controller broadcasts each finished match as one JSON datagram
    let socket = UdpSocket::bind("0.0.0.0:5140").await?;
    let mut buf = vec![0u8; 8192];
    loop {
        let (n, from) = socket.recv_from(&mut buf).await?;
        let result: MatchResult = match serde_json::from_slice(&buf[..n]) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("bad datagram from {from}: {e}");
                continue;
            }
        };
        if let Err(e) = publish(&connector, &result).await {
            eprintln!("match {} not relayed: {e:#}", result.match_id);
        }
    }
}
