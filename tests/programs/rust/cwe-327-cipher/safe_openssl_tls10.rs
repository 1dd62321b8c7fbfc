// Connects to the card processor's gateway and sends an authorisation request over TLS.
use openssl::ssl::{SslConnector, SslMethod, SslVersion};
use std::io::{Read, Write};
use std::net::TcpStream;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let api_key = std::env::var("GATEWAY_KEY")?;
    let mut builder = SslConnector::builder(SslMethod::tls_client())?;
    builder.set_min_proto_version(Some(SslVersion::TLS1_2))?;
    let connector = builder.build();
    let tcp = TcpStream::connect("gateway.example-pay.com:443")?;
    let mut tls = connector.connect("gateway.example-pay.com", tcp)?;
    let req = format!(
        "POST /v1/authorize HTTP/1.1\r\nHost: gateway.example-pay.com\r\nX-Api-Key: {}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{{}}",
        api_key
    );
    tls.write_all(req.as_bytes())?;
    let mut resp = String::new();
    tls.read_to_string(&mut resp)?;
    println!("{}", resp.lines().next().unwrap_or(""));
    Ok(())
}
