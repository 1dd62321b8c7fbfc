// Sends an alert e-mail through the company relay over implicit-TLS SMTP with AUTH PLAIN.
use base64::{engine::general_purpose::STANDARD, Engine};
use openssl::ssl::{SslConnector, SslMethod, SslVerifyMode};
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let user = std::env::var("SMTP_USER")?;
    let pass = std::env::var("SMTP_PASS")?;
    let mut builder = SslConnector::builder(SslMethod::tls())?;
    builder.set_verify(SslVerifyMode::PEER);
    let connector = builder.build();
    let tcp = TcpStream::connect("smtp.example.com:465")?;
    let mut tls = connector.connect("smtp.example.com", tcp)?;
    let creds = STANDARD.encode(format!("\0{}\0{}", user, pass));
    tls.write_all(b"EHLO alerts.example.com\r\n")?;
    tls.write_all(format!("AUTH PLAIN {}\r\n", creds).as_bytes())?;
    let mut line = String::new();
    BufReader::new(tls).read_line(&mut line)?;
    println!("server: {}", line.trim_end());
    Ok(())
}
