// Opens the TLS uplink used by edge agents to stream telemetry to the collector.
use rustls::{ClientConfig, OwnedTrustAnchor, RootCertStore, ServerName};
use std::sync::Arc;
use tokio::io::AsyncWriteExt;
use tokio::net::TcpStream;
use tokio_rustls::{client::TlsStream, TlsConnector};

pub struct UplinkSettings {
    pub collector_host: String,
    pub port: u16,
}

fn trust_roots() -> RootCertStore {
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

fn client_config(_settings: &UplinkSettings) -> ClientConfig {
    ClientConfig::builder()
        .with_safe_defaults()
        .with_root_certificates(trust_roots())
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
