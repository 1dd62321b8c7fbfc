// A hunting lodge game permit verification client program of the h75 set (cwe-295-tls).
use native_tls::{Protocol, TlsConnector};
use std::fmt;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

const PERMIT_HOSTS: [&str; 2] = [
    "permits.wildlife-registry.example.org",
    "permits-backup.wildlife-registry.example.org",
];

#[derive(Debug)]
enum PermitError {
    Usage(String),
    Io(std::io::Error),
    Tls(native_tls::Error),
    Handshake(String),
    Status(String),
    AllHostsFailed,
}

impl fmt::Display for PermitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PermitError::Usage(msg) => write!(f, "{msg}"),
            PermitError::Io(e) => write!(f, "network error: {e}"),
            PermitError::Tls(e) => write!(f, "tls setup error: {e}"),
            PermitError::Handshake(e) => write!(f, "tls handshake failed: {e}"),
            PermitError::Status(line) => write!(f, "registry answered {line}"),
            PermitError::AllHostsFailed => write!(f, "no permit registry host could be reached"),
        }
    }
}

impl From<std::io::Error> for PermitError {
    fn from(e: std::io::Error) -> Self { PermitError::Io(e) }
}

impl From<native_tls::Error> for PermitError {
    fn from(e: native_tls::Error) -> Self { PermitError::Tls(e) }
}

fn connector() -> Result<TlsConnector, PermitError> {
    let connector = TlsConnector::builder()
        .min_protocol_version(Some(Protocol::Tlsv12))
        .build()?;
    Ok(connector)
}

fn query_permit(connector: &TlsConnector, host: &str, permit_no: &str, token: &str) -> Result<String, PermitError> {
    let tcp = TcpStream::connect((host, 443))?;
    tcp.set_read_timeout(Some(Duration::from_secs(8)))?;
    let mut tls = connector.connect(host, tcp).map_err(|e| PermitError::Handshake(e.to_string()))?;

    let request = format!(
        "GET /v2/permits/{permit_no} HTTP/1.1\r\nHost: {host}\r\nAccept: application/json\r\n\
         Authorization: Bearer {token}\r\nConnection: close\r\n\r\n"
    );
    tls.write_all(request.as_bytes())?;
    let mut response = String::new();
    tls.read_to_string(&mut response)?;

    let status_line = response.lines().next().unwrap_or_default().to_string();
    if !status_line.contains(" 200 ") {
        return Err(PermitError::Status(status_line));
    }
    let body = response.split_once("\r\n\r\n").map(|(_, b)| b).unwrap_or_default();
    Ok(body.to_string())
}

fn main() -> Result<(), PermitError> {
    let permit_no = std::env::args()
        .nth(1)
        .ok_or_else(|| PermitError::Usage("usage: permit-check <permit-number>".into()))?;
    if permit_no.is_empty() || !permit_no.chars().all(|c| c.is_ascii_digit()) {
        return Err(PermitError::Usage(format!("permit number must be digits, got {permit_no:?}")));
    }
    let token = std::env::var("LODGE_REGISTRY_TOKEN")
        .map_err(|_| PermitError::Usage("LODGE_REGISTRY_TOKEN is not set".into()))?;

    let connector = connector()?;
    for host in PERMIT_HOSTS {
        match query_permit(&connector, host, &permit_no, &token) {
            Ok(body) => {
                println!("{body}");
                return Ok(());
            }
            Err(err) => {
                eprintln!("permit lookup via {host} failed: {err}");
                continue;
            }
        }
    }
    Err(PermitError::AllHostsFailed)
}
