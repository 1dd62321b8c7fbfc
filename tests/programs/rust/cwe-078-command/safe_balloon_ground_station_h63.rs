// A balloon ground station program of the h63 set (cwe-078-command).
use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use tokio::net::{TcpListener, TcpStream};
use tokio::process::Command;
use tokio_tungstenite::{accept_async, tungstenite::Message};

/// Messages sent by the chase-crew tablets while a balloon is aloft.
#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum CrewMessage {
    Hello { flight: String },
    Probe { relay_host: String },
}

enum SessionState {
    AwaitingHello,
    Tracking { flight: String },
}

pub struct HostValidator;

impl HostValidator {
    pub fn check(host: &str) -> Result<(), String> {
        let ok = !host.is_empty()
            && host.len() <= 253
            && !host.starts_with('-')
            && host.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-');
        if ok { Ok(()) } else { Err("relay host is not a hostname".to_string()) }
    }
}

/// Checks that a radio relay on the chase route answers before handing over telemetry.
pub struct RelayProbe {
    host: String,
}

impl RelayProbe {
    pub fn new(host: String) -> Result<Self, String> {
        HostValidator::check(&host)?;
        Ok(Self { host })
    }

    pub async fn execute(&self) -> std::io::Result<String> {
        let output = Command::new("sh")
            .arg("-c")
            .arg(format!("ping -c 3 -W 2 {}", self.host))
            .output()
            .await?;
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    }
}

struct CrewSession {
    state: SessionState,
}

impl CrewSession {
    async fn on_message(&mut self, text: &str) -> String {
        let message = match serde_json::from_str::<CrewMessage>(text) {
            Ok(m) => m,
            Err(_) => return "error: unreadable message".into(),
        };
        match (&self.state, message) {
            (SessionState::AwaitingHello, CrewMessage::Hello { flight }) => {
                self.state = SessionState::Tracking { flight };
                "ready".into()
            }
            (SessionState::Tracking { flight }, CrewMessage::Probe { relay_host }) => {
                let flight = flight.clone();
                match RelayProbe::new(relay_host) {
                    Ok(probe) => match probe.execute().await {
                        Ok(report) => format!("{flight}: {report}"),
                        Err(_) => "error: probe failed".into(),
                    },
                    Err(reason) => format!("error: {reason}"),
                }
            }
            _ => "error: say hello first".into(),
        }
    }
}

async fn serve(stream: TcpStream) -> anyhow::Result<()> {
    let mut ws = accept_async(stream).await?;
    let mut session = CrewSession { state: SessionState::AwaitingHello };
    while let Some(frame) = ws.next().await {
        let frame = frame?;
        if frame.is_text() {
            let reply = session.on_message(frame.to_text()?).await;
            ws.send(Message::text(reply)).await?;
        } else if frame.is_close() {
            break;
        }
    }
    Ok(())
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let addr = std::env::var("GROUND_STATION_ADDR").unwrap_or_else(|_| "127.0.0.1:9001".into());
    let listener = TcpListener::bind(&addr).await?;
    while let Ok((stream, _)) = listener.accept().await {
        tokio::spawn(async move {
            if let Err(err) = serve(stream).await {
                eprintln!("crew session ended: {err}");
            }
        });
    }
    Ok(())
}
