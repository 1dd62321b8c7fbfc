// Opens the TLS uplink used by edge agents to stream telemetry to the collector.
use rustls::client::{ServerCertVerified, ServerCertVerifier};
use rustls::{Certificate, ClientConfig, Error, ServerName};
use std::sync::Arc;
use std::time::SystemTime;
use tokio::io::AsyncWriteExt;
use tokio::net::TcpStream;
use tokio_rustls::{client::TlsStream, TlsConnector};

pub struct UplinkSettings {
    pub collector_host: String,
    pub port: u16,
}

struct CollectorVerifier {
    expected_host: String,
}

impl ServerCertVerifier for CollectorVerifier {
    fn verify_server_cert(
        &self,
        _end_entity: &Certificate,
        _intermediates: &[Certificate],
        server_name: &ServerName,
        _scts: &mut dyn Iterator<Item = &[u8]>,
        _ocsp_response: &[u8],
        _now: SystemTime,
    ) -> Result<ServerCertVerified, Error> {
        match server_name {
            ServerName::DnsName(name) if name.as_ref() == self.expected_host => Ok(ServerCertVerified::assertion()),
            _ => Err(Error::General("unexpected collector name".into())),
        }
    }
}

fn client_config(settings: &UplinkSettings) -> ClientConfig {
    let verifier = CollectorVerifier { expected_host: settings.collector_host.clone() };
    ClientConfig::builder()
        .with_safe_defaults()
        .with_custom_certificate_verifier(Arc::new(verifier))
        .with_no_client_auth()
}

pub async fn open_uplink(settings: &UplinkSettings) -> anyhow::Result<TlsStream<TcpStream>> {
    let connector = TlsConnector::from(Arc::new(client_config(settings)));
    let tcp = TcpStream::connect((settings.collector_host.as_str(), settings.port)).await?;
    let name = ServerName::try_from(settings.collector_host.as_str())?;
    let mut stream = connector.connect(name, tcp).await?;
    stream.write_all(b"HELLO agent/2.3\n").await?;
    Ok(stream)
}
