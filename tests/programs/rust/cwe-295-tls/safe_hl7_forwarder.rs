// Async forwarder that relays HL7 lab result messages from the clinic interface engine to the regional health exchange.
use std::error::Error;

use native_tls::{Protocol, TlsConnector as NativeConnector};
use tokio::{io::AsyncWriteExt, net::TcpStream};
use tokio_native_tls::TlsConnector;

pub struct ExchangeEndpoint {
    pub host: String,
    pub port: u16,
}

impl ExchangeEndpoint {
    pub fn from_env() -> Self {
        let host = std::env::var("HIE_HOST").unwrap_or_else(|_| "mllp.regional-hie.org".into());
        let port = std::env::var("HIE_PORT").ok().and_then(|p| p.parse().ok()).unwrap_or(2575);
        ExchangeEndpoint { host, port }
    }
}

pub struct Hl7Forwarder {
    endpoint: ExchangeEndpoint,
    connector: TlsConnector,
}

impl Hl7Forwarder {
    pub fn new(endpoint: ExchangeEndpoint) -> Result<Self, native_tls::Error> {
        let native = NativeConnector::builder()
            .min_protocol_version(Some(Protocol::Tlsv12))
            .build()?;
        Ok(Hl7Forwarder { endpoint, connector: TlsConnector::from(native) })
    }

    fn frame(message: &str) -> Vec<u8> {
        // MLLP envelope: <VT> payload <FS><CR>
        let mut out = Vec::with_capacity(message.len() + 3);
        out.push(0x0b);
        out.extend_from_slice(message.replace('\n', "\r").as_bytes());
        out.extend_from_slice(&[0x1c, 0x0d]);
        out
    }

    pub async fn forward(&self, messages: &[String]) -> Result<usize, Box<dyn Error + Send + Sync>> {
        let tcp = TcpStream::connect((self.endpoint.host.as_str(), self.endpoint.port)).await?;
        let mut tls = self.connector.connect(&self.endpoint.host, tcp).await?;
        for message in messages {
            tls.write_all(&Self::frame(message)).await?;
        }
        tls.flush().await?;
        Ok(messages.len())
    }
}
