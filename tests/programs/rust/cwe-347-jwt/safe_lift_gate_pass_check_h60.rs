// Ski resort lift gates: the ticket office issues a signed day-pass token that
// is encoded in the QR code on the pass; the turnstiles send it here to open.
use std::time::{SystemTime, UNIX_EPOCH};

use hmac::{Hmac, Mac};
use jwt::{Header, Token, VerifyWithKey};
use poem::{
    handler,
    listener::TcpListener,
    post,
    web::{Data, Json},
    EndpointExt, Result, Route, Server,
};
use serde::{Deserialize, Serialize};
use sha2::Sha256;

#[derive(Clone, Deserialize, Serialize)]
struct PassClaims {
    pass_id: String,
    holder: String,
    zones: Vec<String>,
    exp: u64,
}

#[derive(Deserialize)]
struct GateScan {
    gate: String,
    zone: String,
    token: String,
}

#[derive(Serialize)]
struct GateDecision {
    gate: String,
    open: bool,
    holder: Option<String>,
    reason: &'static str,
}

fn read_pass(key: &Hmac<Sha256>, token: &str) -> Result<PassClaims, jwt::Error> {
    let verified: Token<Header, PassClaims, _> = token.verify_with_key(key)?;
    Ok(verified.claims().clone())
}

fn signing_key() -> Result<Hmac<Sha256>, Box<dyn std::error::Error>> {
    let secret = hex::decode(std::env::var("LIFT_PASS_SIGNING_KEY")?.trim())?;
    Ok(Hmac::new_from_slice(&secret).map_err(|_| "signing key has an invalid length")?)
}

fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(u64::MAX)
}

#[handler]
async fn scan(Json(scan): Json<GateScan>, Data(key): Data<&Hmac<Sha256>>) -> Json<GateDecision> {
    let decision = read_pass(key, scan.token.trim())
        .map_err(|_| "pass not recognised")
        .and_then(|claims| if claims.exp < now() { Err("pass expired") } else { Ok(claims) })
        .and_then(|claims| {
            if claims.zones.iter().any(|zone| *zone == scan.zone) {
                Ok(claims)
            } else {
                Err("pass not valid for this lift")
            }
        });

    Json(match decision {
        Ok(claims) => GateDecision { gate: scan.gate, open: true, holder: Some(claims.holder), reason: "ok" },
        Err(reason) => GateDecision { gate: scan.gate, open: false, holder: None, reason },
    })
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let app = Route::new()
        .at("/gates/scan", post(scan))
        .data(signing_key()?);
    Server::new(TcpListener::bind("0.0.0.0:3300")).run(app).await?;
    Ok(())
}
