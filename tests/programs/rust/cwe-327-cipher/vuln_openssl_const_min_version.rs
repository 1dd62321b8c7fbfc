// TLS front for the point-of-sale terminals' settlement uploads.
use openssl::ssl::{SslAcceptor, SslFiletype, SslMethod, SslVersion};
use std::net::TcpListener;

const TERMINAL_FLOOR: SslVersion = SslVersion::TLS1;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut b = SslAcceptor::mozilla_intermediate_v5(SslMethod::tls_server())?;
    b.set_private_key_file("/etc/pos/key.pem", SslFiletype::PEM)?;
    b.set_certificate_chain_file("/etc/pos/cert.pem")?;
    b.set_min_proto_version(Some(TERMINAL_FLOOR))?;
    let acceptor = b.build();
    let listener = TcpListener::bind("0.0.0.0:8443")?;
    for stream in listener.incoming() {
        let _tls = acceptor.accept(stream?)?;
    }
    Ok(())
}
