// A falconry mews registry program of the h63 set (cwe-643-xpath).
use std::sync::Arc;

use futures_util::{SinkExt, StreamExt};
use serde::{Deserialize, Serialize};
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};
use tokio::net::{TcpListener, TcpStream};
use tokio_tungstenite::{accept_async, tungstenite::Message};

/// Query sent from the field app when a ringed bird is found or handed in.
#[derive(Debug, Deserialize)]
pub struct RingQuery {
    pub ring: String,
}

#[derive(Debug, Serialize)]
pub struct RingAnswer {
    pub ring: String,
    pub keeper: Option<String>,
}

pub trait Registry: Send + Sync {
    fn keeper_of(&self, ring: &str) -> Result<Option<String>, String>;
}

/// The regional register of captive-bred raptors is published as one XML document:
/// <register><bird ring="..."><species/><keeper>...</keeper></bird>...</register>
pub struct XmlRegistry {
    xml: String,
}

impl XmlRegistry {
    fn expression(ring: &str) -> String {
        format!("string(/register/bird[@ring='{ring}']/keeper)")
    }
}

impl Registry for XmlRegistry {
    fn keeper_of(&self, ring: &str) -> Result<Option<String>, String> {
        let package = parser::parse(&self.xml).map_err(|e| e.to_string())?;
        let document = package.as_document();
        let xpath = Factory::new()
            .build(&Self::expression(ring))
            .map_err(|e| e.to_string())?
            .ok_or("empty expression")?;
        let context = Context::new();
        let value = xpath.evaluate(&context, document.root()).map_err(|e| e.to_string())?;
        match value {
            Value::String(s) if !s.is_empty() => Ok(Some(s)),
            _ => Ok(None),
        }
    }
}

pub struct RingLookup {
    registry: Arc<dyn Registry>,
}

impl RingLookup {
    pub fn answer(&self, text: &str) -> String {
        let reply = match serde_json::from_str::<RingQuery>(text) {
            Ok(query) if !query.ring.trim().is_empty() => {
                let ring = query.ring.trim().to_uppercase();
                let keeper = self.registry.keeper_of(&ring).unwrap_or(None);
                RingAnswer { ring, keeper }
            }
            _ => RingAnswer { ring: String::new(), keeper: None },
        };
        serde_json::to_string(&reply).unwrap_or_default()
    }
}

async fn session(stream: TcpStream, lookup: Arc<RingLookup>) -> anyhow::Result<()> {
    let mut ws = accept_async(stream).await?;
    while let Some(frame) = ws.next().await {
        match frame? {
            Message::Text(text) => {
                let reply = lookup.answer(text.as_str());
                ws.send(Message::text(reply)).await?;
            }
            Message::Close(_) => break,
            _ => {}
        }
    }
    Ok(())
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let xml = tokio::fs::read_to_string(std::env::var("RAPTOR_REGISTER_XML")?).await?;
    let lookup = Arc::new(RingLookup { registry: Arc::new(XmlRegistry { xml }) });
    let listener = TcpListener::bind("127.0.0.1:9002").await?;
    loop {
        let (stream, _) = listener.accept().await?;
        let lookup = Arc::clone(&lookup);
        tokio::spawn(async move {
            if let Err(err) = session(stream, lookup).await {
                eprintln!("field app session closed: {err}");
            }
        });
    }
}
