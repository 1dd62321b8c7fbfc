// A sauna cabin temperature reading upload program of the h75 set (cwe-319-cleartext).
use reqwest::Client;
use serde::Serialize;
use std::time::Duration;
use url::Url;

#[derive(Serialize)]
struct Reading {
    cabin: String,
    celsius: f32,
    humidity: f32,
    door_open: bool,
}

#[derive(Debug, thiserror::Error)]
enum ReportError {
    #[error("hub endpoint {0} does not use https")]
    PlainEndpoint(String),
    #[error("hub endpoint is not a valid url: {0}")]
    Url(#[from] url::ParseError),
    #[error("upload failed: {0}")]
    Http(#[from] reqwest::Error),
    #[error("sensor file unreadable: {0}")]
    Io(#[from] std::io::Error),
    #[error("sensor line {0} is malformed")]
    Malformed(usize),
    #[error("SAUNA_HUB_KEY is not set")]
    MissingKey,
}

fn require_tls(endpoint: &Url) -> Result<(), ReportError> {
    match endpoint.scheme() {
        "https" => Ok(()),
        _ => Err(ReportError::PlainEndpoint(endpoint.to_string())),
    }
}

fn parse_readings(text: &str) -> Result<Vec<Reading>, ReportError> {
    let mut readings = Vec::new();
    for (idx, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split(',').map(str::trim).collect();
        let [cabin, celsius, humidity, door] = fields.as_slice() else {
            return Err(ReportError::Malformed(idx + 1));
        };
        readings.push(Reading {
            cabin: cabin.to_string(),
            celsius: celsius.parse().map_err(|_| ReportError::Malformed(idx + 1))?,
            humidity: humidity.parse().map_err(|_| ReportError::Malformed(idx + 1))?,
            door_open: *door == "open",
        });
    }
    Ok(readings)
}

#[tokio::main]
async fn main() -> Result<(), ReportError> {
    env_logger::init();
    let raw_endpoint = std::env::var("SAUNA_HUB_URL")
        .unwrap_or_else(|_| "https://hub.lakeside-sauna.fi/api/v1/readings".to_string());
    let endpoint = Url::parse(&raw_endpoint)?;
    if let Err(err) = require_tls(&endpoint) {
        log::error!("hub endpoint check: {err}");
        return Err(err);
    }
    let api_key = std::env::var("SAUNA_HUB_KEY").map_err(|_| ReportError::MissingKey)?;

    let sensor_file = std::env::var("SAUNA_SENSOR_FILE").unwrap_or_else(|_| "/run/sauna/readings.csv".into());
    let readings = parse_readings(&std::fs::read_to_string(&sensor_file)?)?;
    if readings.is_empty() {
        log::info!("no readings to upload");
        return Ok(());
    }

    let client = Client::builder().https_only(true).timeout(Duration::from_secs(15)).build()?;
    for attempt in 1..=3u64 {
        let result = client
            .post(endpoint.clone())
            .bearer_auth(&api_key)
            .json(&readings)
            .send()
            .await;
        match result {
            Ok(resp) if resp.status().is_success() => {
                log::info!("uploaded {} readings", readings.len());
                return Ok(());
            }
            Ok(resp) if resp.status().is_client_error() => {
                log::error!("hub refused upload with {}", resp.status());
                break;
            }
            Ok(resp) => log::warn!("attempt {attempt}: hub answered {}", resp.status()),
            Err(err) if attempt < 3 => log::warn!("attempt {attempt}: {err}"),
            Err(err) => return Err(err.into()),
        }
        tokio::time::sleep(Duration::from_secs(2 * attempt)).await;
    }
    Ok(())
}
