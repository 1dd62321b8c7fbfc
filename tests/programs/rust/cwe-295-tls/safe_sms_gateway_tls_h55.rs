// Telecom messaging connector that opens a TLS session to the upstream SMS aggregator.
use rustls::{ClientConfig, OwnedTrustAnchor, RootCertStore, ServerName};
use std::sync::Arc;
use tokio::{io::AsyncWriteExt, net::TcpStream};
use tokio_rustls::TlsConnector;

fn aggregator_roots() -> RootCertStore {
    let mut roots = RootCertStore::empty();
    roots.add_trust_anchors(webpki_roots::TLS_SERVER_ROOTS.iter().map(|ta| {
        OwnedTrustAnchor::from_subject_spki_name_constraints(
            ta.subject,
            ta.spki,
            ta.name_constraints,
        )
    }));
    roots
}

pub struct SmsGateway {
    host: String,
    port: u16,
    connector: TlsConnector,
}

impl SmsGateway {
    pub fn new(host: &str, port: u16) -> Self {
        let config = ClientConfig::builder()
            .with_safe_defaults()
            .with_root_certificates(aggregator_roots())
            .with_no_client_auth();
        SmsGateway { host: host.to_string(), port, connector: TlsConnector::from(Arc::new(config)) }
    }

    pub async fn submit(&self, msisdn: &str, text: &str, api_token: &str) -> std::io::Result<()> {
        let tcp = TcpStream::connect((self.host.as_str(), self.port)).await?;
        let name = ServerName::try_from(self.host.as_str())
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidInput, e))?;
        let mut tls = self.connector.connect(name, tcp).await?;
        let frame = format!("AUTH {}\r\nSUBMIT {} {}\r\n", api_token, msisdn, text.len());
        tls.write_all(frame.as_bytes()).await?;
        tls.write_all(text.as_bytes()).await?;
        tls.shutdown().await
    }
}
