// A driver position feed program of the h61 set (cwe-347-jwt).
// Taxi dispatch: the driver app opens a WebSocket to stream GPS positions.
// The first frame carries the driver's access token (issued by the dispatch
// auth service); every later frame is a position report for that driver.
use std::sync::Arc;

use futures_util::StreamExt;
use jsonwebtoken::errors::ErrorKind;
use jsonwebtoken::{decode, decode_header, Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use tokio::net::TcpListener;
use tokio_tungstenite::tungstenite::Message;

#[derive(Debug, Deserialize)]
struct DriverClaims {
    sub: String,
    vehicle: String,
    exp: u64,
}

#[derive(Debug, Deserialize)]
struct PositionReport {
    lat: f64,
    lon: f64,
    heading: u16,
    available: bool,
}

#[derive(Debug, thiserror::Error)]
enum AuthError {
    #[error("malformed token")]
    Malformed,
    #[error("unexpected signing algorithm")]
    Algorithm,
    #[error("token expired")]
    Expired,
}

struct DriverTokenVerifier {
    hmac_secret: Vec<u8>,
}

impl DriverTokenVerifier {
    fn verify(&self, token: &str) -> Result<DriverClaims, AuthError> {
        let header = decode_header(token).map_err(|_| AuthError::Malformed)?;
        if header.alg != Algorithm::HS256 {
            return Err(AuthError::Algorithm);
        }
        let key = DecodingKey::from_secret(&self.hmac_secret);
        let data = decode::<DriverClaims>(token, &key, &Validation::new(Algorithm::HS256)).map_err(|e| match e.kind() {
            ErrorKind::ExpiredSignature => AuthError::Expired,
            _ => AuthError::Malformed,
        })?;
        Ok(data.claims)
    }
}

trait PositionSink: Send + Sync {
    fn update(&self, driver: &str, vehicle: &str, report: &PositionReport);
}

struct DispatchBoard;

impl PositionSink for DispatchBoard {
    fn update(&self, driver: &str, vehicle: &str, report: &PositionReport) {
        tracing::debug!(driver, vehicle, lat = report.lat, lon = report.lon, heading = report.heading, available = report.available);
    }
}

async fn driver_session(stream: tokio::net::TcpStream, verifier: Arc<DriverTokenVerifier>, board: Arc<dyn PositionSink>) {
    let Ok(mut ws) = tokio_tungstenite::accept_async(stream).await else { return };
    let Some(Ok(Message::Text(token))) = ws.next().await else { return };
    let claims = match verifier.verify(token.to_string().trim()) {
        Ok(claims) => claims,
        Err(err) => {
            tracing::warn!(%err, "driver connection refused");
            return;
        }
    };
    while let Some(Ok(Message::Text(frame))) = ws.next().await {
        if let Ok(report) = serde_json::from_str::<PositionReport>(&frame.to_string()) {
            board.update(&claims.sub, &claims.vehicle, &report);
        }
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();
    let verifier = Arc::new(DriverTokenVerifier { hmac_secret: std::env::var("DRIVER_TOKEN_SECRET")?.into_bytes() });
    let board: Arc<dyn PositionSink> = Arc::new(DispatchBoard);
    let listener = TcpListener::bind("0.0.0.0:9400").await?;
    loop {
        let (stream, _) = listener.accept().await?;
        tokio::spawn(driver_session(stream, verifier.clone(), board.clone()));
    }
}
