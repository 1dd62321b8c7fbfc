// A hunting lodge guest stay pass program of the h75 set (cwe-502-deser).
use axum::{extract::State, http::StatusCode, routing::{get, post}, Json, Router};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use base64::{engine::general_purpose::STANDARD_NO_PAD, Engine as _};
use bincode::Options;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Serialize, Deserialize, Debug)]
struct StayPass {
    guest_id: u64,
    lodge: String,
    nights: u8,
    gun_room_access: bool,
}

#[derive(Deserialize)]
struct CheckIn {
    guest_id: u64,
    lodge: String,
    nights: u8,
    licence_no: Option<String>,
}

type PassMac = Hmac<Sha256>;
const MAX_PASS_BYTES: u64 = 512;

struct LodgeConfig {
    licence_prefix: String,
    pass_key: Vec<u8>,
}

#[derive(Debug, thiserror::Error)]
enum StayError {
    #[error("no stay pass presented")]
    Missing,
    #[error("stay pass encoding is invalid")]
    Encoding(#[from] base64::DecodeError),
    #[error("stay pass could not be read")]
    Format(#[from] bincode::Error),
    #[error("stay pass signature is invalid")]
    Tampered,
    #[error("gun room is restricted to licensed guests")]
    Restricted,
}

impl From<StayError> for (StatusCode, String) {
    fn from(err: StayError) -> Self {
        let status = match err {
            StayError::Restricted => StatusCode::FORBIDDEN,
            _ => StatusCode::UNAUTHORIZED,
        };
        (status, err.to_string())
    }
}

fn pass_mac(key: &[u8], bytes: &[u8]) -> Result<PassMac, StayError> {
    let mut mac = PassMac::new_from_slice(key).map_err(|_| StayError::Tampered)?;
    mac.update(bytes);
    Ok(mac)
}

fn encode_pass(pass: &StayPass, key: &[u8]) -> Result<String, StayError> {
    let bytes = bincode::DefaultOptions::new().serialize(pass)?;
    let tag = pass_mac(key, &bytes)?.finalize().into_bytes();
    Ok(format!("{}.{}", STANDARD_NO_PAD.encode(&bytes), STANDARD_NO_PAD.encode(tag)))
}

fn decode_pass(raw: &str, key: &[u8]) -> Result<StayPass, StayError> {
    let (payload, tag) = raw.split_once('.').ok_or(StayError::Tampered)?;
    let bytes = STANDARD_NO_PAD.decode(payload)?;
    let tag = STANDARD_NO_PAD.decode(tag)?;
    pass_mac(key, &bytes)?.verify_slice(&tag).map_err(|_| StayError::Tampered)?;
    let pass = bincode::DefaultOptions::new().with_limit(MAX_PASS_BYTES).deserialize::<StayPass>(&bytes)?;
    Ok(pass)
}

async fn check_in(
    State(cfg): State<Arc<LodgeConfig>>,
    jar: CookieJar,
    Json(form): Json<CheckIn>,
) -> Result<(CookieJar, StatusCode), (StatusCode, String)> {
    let licensed = match form.licence_no.as_deref().map(str::trim) {
        Some(no) if no.starts_with(cfg.licence_prefix.as_str()) && no.len() == 12 => true,
        Some(other) => {
            tracing::info!(guest = form.guest_id, licence = other, "licence number not recognised");
            false
        }
        None => false,
    };
    let pass = StayPass { guest_id: form.guest_id, lodge: form.lodge, nights: form.nights.min(21), gun_room_access: licensed };
    let value = encode_pass(&pass, &cfg.pass_key)?;
    let cookie = Cookie::build(("stay_pass", value)).path("/").http_only(true).secure(true).same_site(SameSite::Lax);
    Ok((jar.add(cookie), StatusCode::CREATED))
}

async fn gun_room_door(
    State(cfg): State<Arc<LodgeConfig>>,
    jar: CookieJar,
) -> Result<Json<serde_json::Value>, (StatusCode, String)> {
    let raw = jar.get("stay_pass").map(|c| c.value().to_owned()).ok_or(StayError::Missing)?;
    let pass = decode_pass(&raw, &cfg.pass_key).map_err(|err| {
        tracing::warn!(error = %err, "unreadable stay pass");
        err
    })?;
    if !pass.gun_room_access {
        return Err(StayError::Restricted.into());
    }
    tracing::info!(guest = pass.guest_id, lodge = %pass.lodge, "gun room unlocked");
    Ok(Json(serde_json::json!({ "door": "unlocked", "guest": pass.guest_id })))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt::init();
    let cfg = Arc::new(LodgeConfig {
        licence_prefix: std::env::var("LICENCE_PREFIX").unwrap_or_else(|_| "HL-".into()),
        pass_key: hex::decode(std::env::var("STAY_PASS_KEY_HEX")?)?,
    });
    let app = Router::new()
        .route("/check-in", post(check_in))
        .route("/gun-room/door", get(gun_room_door))
        .with_state(cfg);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8025").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
