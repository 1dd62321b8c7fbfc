// Polls substation RTU gateways over TLS and returns their latest grid status frame.
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName};
use rustls::{ClientConfig, RootCertStore};
use std::sync::Arc;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;

const GATEWAYS: &[(u16, &str)] = &[(101, "rtu-north.grid.example.net"), (102, "rtu-harbour.grid.example.net")];
const GRID_CA: &str = "/etc/grid/pki/field-gateway-ca.pem";

fn tls_config() -> Result<Arc<ClientConfig>, Box<dyn std::error::Error + Send + Sync>> {
    let mut roots = RootCertStore::empty();
    let certs = CertificateDer::pem_file_iter(GRID_CA)?.filter_map(Result::ok);
    let (added, _ignored) = roots.add_parsable_certificates(certs);
    if added == 0 {
        return Err("no field gateway CA loaded".into());
    }
    let config = ClientConfig::builder()
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(Arc::new(config))
}

pub async fn poll_substation(substation: u16) -> Result<Vec<u8>, Box<dyn std::error::Error + Send + Sync>> {
    let host = GATEWAYS
        .iter()
        .find(|(id, _)| *id == substation)
        .map(|(_, h)| *h)
        .ok_or("unknown substation")?;
    let tcp = TcpStream::connect((host, 8443)).await?;
    let connector = TlsConnector::from(tls_config()?);
    let mut stream = connector.connect(ServerName::try_from(host.to_string())?, tcp).await?;
    stream.write_all(b"STATUS ALL\r\n").await?;
    let mut frame = vec![0u8; 4096];
    let n = stream.read(&mut frame).await?;
    frame.truncate(n);
    Ok(frame)
}

pub async fn status_handler(
    axum::extract::Path(substation): axum::extract::Path<u16>,
) -> Result<Vec<u8>, axum::http::StatusCode> {
    poll_substation(substation)
        .await
        .map_err(|_| axum::http::StatusCode::BAD_GATEWAY)
}
