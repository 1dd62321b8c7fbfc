// Veterinary clinic: TLS uplink that submits sample orders to the partner diagnostics lab.
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::client::WebPkiServerVerifier;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{ClientConfig, DigitallySignedStruct, RootCertStore, SignatureScheme};
use std::sync::Arc;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;

pub struct LabEndpoint {
    pub host: String,
    pub port: u16,
}

#[derive(Debug)]
struct LabCertVerifier {
    inner: Arc<WebPkiServerVerifier>,
}

impl ServerCertVerifier for LabCertVerifier {
    fn verify_server_cert(&self, ee: &CertificateDer<'_>, im: &[CertificateDer<'_>], sn: &ServerName<'_>,
        ocsp: &[u8], now: UnixTime) -> Result<ServerCertVerified, rustls::Error> {
        self.inner.verify_server_cert(ee, im, sn, ocsp, now)
    }
    fn verify_tls12_signature(&self, m: &[u8], c: &CertificateDer<'_>, d: &DigitallySignedStruct)
        -> Result<HandshakeSignatureValid, rustls::Error> {
        self.inner.verify_tls12_signature(m, c, d)
    }
    fn verify_tls13_signature(&self, m: &[u8], c: &CertificateDer<'_>, d: &DigitallySignedStruct)
        -> Result<HandshakeSignatureValid, rustls::Error> {
        self.inner.verify_tls13_signature(m, c, d)
    }
    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.inner.supported_verify_schemes()
    }
}

pub struct LabUplink {
    connector: TlsConnector,
    endpoint: LabEndpoint,
}

impl LabUplink {
    pub fn new(endpoint: LabEndpoint) -> Self {
        let roots = RootCertStore::from_iter(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
        let inner = WebPkiServerVerifier::builder(Arc::new(roots)).build().expect("root store is not empty");
        let config = ClientConfig::builder()
            .dangerous()
            .with_custom_certificate_verifier(Arc::new(LabCertVerifier { inner }))
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
