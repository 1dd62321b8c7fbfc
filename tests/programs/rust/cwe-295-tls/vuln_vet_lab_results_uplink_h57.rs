// Veterinary clinic: TLS uplink that submits sample orders to the partner diagnostics lab.
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{ClientConfig, DigitallySignedStruct, SignatureScheme};
use std::sync::Arc;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;

pub struct LabEndpoint {
    pub host: String,
    pub port: u16,
}

#[derive(Debug)]
struct LabCertVerifier;

impl ServerCertVerifier for LabCertVerifier {
    fn verify_server_cert(&self, _ee: &CertificateDer<'_>, _im: &[CertificateDer<'_>], _sn: &ServerName<'_>,
        _ocsp: &[u8], _now: UnixTime) -> Result<ServerCertVerified, rustls::Error> {
        Ok(ServerCertVerified::assertion())
    }
    fn verify_tls12_signature(&self, _m: &[u8], _c: &CertificateDer<'_>, _d: &DigitallySignedStruct)
        -> Result<HandshakeSignatureValid, rustls::Error> {
        Ok(HandshakeSignatureValid::assertion())
    }
    fn verify_tls13_signature(&self, _m: &[u8], _c: &CertificateDer<'_>, _d: &DigitallySignedStruct)
        -> Result<HandshakeSignatureValid, rustls::Error> {
        Ok(HandshakeSignatureValid::assertion())
    }
    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        rustls::crypto::ring::default_provider().signature_verification_algorithms.supported_schemes()
    }
}

pub struct LabUplink {
    connector: TlsConnector,
    endpoint: LabEndpoint,
}

impl LabUplink {
    pub fn new(endpoint: LabEndpoint) -> Self {
        let config = ClientConfig::builder()
            .dangerous()
            .with_custom_certificate_verifier(Arc::new(LabCertVerifier))
            .with_no_client_auth();
        Self { connector: TlsConnector::from(Arc::new(config)), endpoint }
    }

    pub async fn submit_order(&self, order_message: &str) -> std::io::Result<String> {
        let tcp = TcpStream::connect((self.endpoint.host.as_str(), self.endpoint.port)).await?;
        let name = ServerName::try_from(self.endpoint.host.clone())
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidInput, e))?;
        let mut tls = self.connector.connect(name, tcp).await?;
        tls.write_all(order_message.as_bytes()).await?;
        tls.write_all(b"\r\n").await?;
        let mut ack = vec![0u8; 512];
        let n = tls.read(&mut ack).await?;
        Ok(String::from_utf8_lossy(&ack[..n]).into_owned())
    }
}
