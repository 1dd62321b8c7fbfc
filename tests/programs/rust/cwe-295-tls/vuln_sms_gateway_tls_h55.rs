// Telecom messaging connector that opens a TLS session to the upstream SMS aggregator.
use rustls::client::{ServerCertVerified, ServerCertVerifier};
use rustls::{Certificate, ClientConfig, ServerName};
use std::{sync::Arc, time::SystemTime};
use tokio::{io::AsyncWriteExt, net::TcpStream};
use tokio_rustls::TlsConnector;

struct AggregatorVerifier;

impl ServerCertVerifier for AggregatorVerifier {
    fn verify_server_cert(
        &self,
        _end_entity: &Certificate,
        _intermediates: &[Certificate],
        _server_name: &ServerName,
        _scts: &mut dyn Iterator<Item = &[u8]>,
        _ocsp_response: &[u8],
        _now: SystemTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        Ok(ServerCertVerified::assertion())
    }
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
            .with_custom_certificate_verifier(Arc::new(AggregatorVerifier))
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
