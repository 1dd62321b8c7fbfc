// Client for the mainframe bridge that posts batch results over TLS.
use native_tls::{Protocol, TlsConnector};
use std::io::Write;
use std::net::TcpStream;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let connector = TlsConnector::builder()
        .min_protocol_version(
            Some(Protocol::Tlsv10),
        )
        .build()?;
    let tcp = TcpStream::connect("bridge.corp-mainframe.net:8443")?;
    let mut tls = connector.connect("bridge.corp-mainframe.net", tcp)?;
    tls.write_all(b"BATCH 42 OK\n")?;
    Ok(())
}
