// Client for the ledger service, pinned to modern TLS.
use openssl::ssl::{SslConnector, SslMethod, SslVersion};
use std::io::Write;
use std::net::TcpStream;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut b = SslConnector::builder(SslMethod::tls_client())?;
    b.set_min_proto_version(Some(SslVersion::TLS1_2))?;
    b.set_max_proto_version(None)?;
    let c = b.build();
    let tcp = TcpStream::connect("ledger.fin-core.net:443")?;
    let mut s = c.connect("ledger.fin-core.net", tcp)?;
    s.write_all(b"PING\n")?;
    Ok(())
}
